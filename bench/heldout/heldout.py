"""heldout: what the held-out categorizers share.

read_jsonl reads an eval misses file, a cases file or a catalog;
read_split reads a split file (split.txt, split-js-py.txt); count_table
prints a mechanism table with each half's misses and packages, never an
example, and print_examples the dev half's examples, never the test
half's. categorize.py (Go, Rust), categorize-js.py (npm) and
categorize-py.py (Python) and bench/runtime/categorize.py (CPython)
import it.
"""
import json
from collections import defaultdict


def read_jsonl(path):
    """The JSON objects of a JSON-lines file, blank lines skipped."""
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                yield json.loads(line)


def read_split(path, lang=None):
    """The halves of a split file's "SUITE PACKAGE HALF" rows: keyed by
    (suite, package), or by package alone for the rows of suite lang."""
    half = {}
    for line in open(path):
        f = line.split()
        if len(f) != 3 or f[0].startswith("#"):
            continue
        if lang is None:
            half[(f[0], f[1])] = f[2]
        elif f[0] == lang:
            half[f[1]] = f[2]
    return half


def count_table(groups, half_of, end="", header=None):
    """Print, for each group of misses (most first, then by name), how
    many misses and packages each half holds, and a last row of totals.
    half_of(item) gives an item's package and half ("dev", "test", or
    "?" for a package the split does not name). header, when given,
    replaces the table's two header lines."""
    print(header or "| mechanism | dev misses (packages) | test misses (packages) |\n|---|---|---|")
    tot = defaultdict(int)
    for name in sorted(groups, key=lambda k: (-len(groups[k]), k)):
        by, pk = defaultdict(int), defaultdict(set)
        for item in groups[name]:
            p, h = half_of(item)
            by[h] += 1
            tot[h] += 1
            pk[h].add(p)
        print(f"| {name} | {by['dev']} ({len(pk['dev'])}) | {by['test']} ({len(pk['test'])}) |"
              + (f" unknown half {by['?']}" if by["?"] else ""))
    print(f"| all | {tot['dev']} | {tot['test']} |" + end)


def print_examples(groups, half_of, line, n, key=None, note=None):
    """Print up to n examples of each group's dev-half misses (the group
    with most dev misses first, then by name; a group without one is left
    out), a line each
    from line(item); the test half's never, whatever the misses file
    holds (eval -show-test writes them).
    With key, a group of more than n examples shows one per key (a
    package). note(items), when given, adds to a group's header."""
    dev = {k: [x for x in v if half_of(x)[1] == "dev"] for k, v in groups.items()}
    for name in sorted(dev, key=lambda k: (-len(dev[k]), k)):
        items = dev[name]
        if not items:
            continue
        print(f"### {name}: {len(items)} dev" + (f" ({note(items)})" if note else ""))
        seen = set()
        shown = 0
        for x in items:
            if key:
                k = key(x)
                if k in seen and len(items) > n:
                    continue
                seen.add(k)
            print(line(x))
            shown += 1
            if shown >= n:
                break
        print()
