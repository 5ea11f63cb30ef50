#!/usr/bin/env python3
"""Splits the runtime corpus into a dev and a test half by package (the
source file of a CPython case's site, the directory of a Go case's), and
writes the split in bench/deployed/eval's format.

    split.py CASES.jsonl... > split.txt

Packages are taken largest first and each goes to the half that has
fewer cases so far (dev on a tie), so that both halves hold about as
many cases and no package is in both. The split is made once, before any
rule is written, and kept: rerunning it on the same cases gives the same
file.

    split.py --keep split.txt --seed N CASES.jsonl... > more.txt

splits a later batch (cpython2, snippets2.txt) the same way without
moving a package: one the kept split names for the batch's language
(cpython2's cases are cpython's packages) keeps its half, and the
batch's other packages are taken largest first, equal sizes in an order
drawn with the seed, each into the half of the batch with fewer cases.
"""
import argparse
import collections
import json
import random
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--keep", default="")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("cases", nargs="+")
    a = ap.parse_args()
    if a.keep:
        return more(a)
    counts = case_counts(a.cases)
    halves = {}
    for suite in sorted({s for s, _ in counts}):
        size = {"dev": 0, "test": 0}
        for (s, pkg), n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
            if s != suite:
                continue
            h = "dev" if size["dev"] <= size["test"] else "test"
            halves[(s, pkg)] = h
            size[h] += n
        print("# %s: dev %d cases, test %d cases" % (suite, size["dev"], size["test"]))
    for (s, pkg), h in sorted(halves.items()):
        print(s, pkg, h)


def base_suite(suite):
    """The suite of the first batch a later batch's suite extends
    (cpython2 -> cpython)."""
    return suite.rstrip("0123456789")


def case_counts(paths):
    """The number of cases of each (suite, package) in the JSONL files."""
    counts = collections.Counter()
    for path in paths:
        for line in open(path):
            if line.strip():
                c = json.loads(line)
                counts[(c["suite"], c.get("package") or c["suite"])] += 1
    return counts


def more(a):
    kept = {}
    for line in open(a.keep):
        if line.strip() and not line.startswith("#"):
            s, pkg, h = line.split()
            kept[(s, pkg)] = h
    counts = case_counts(a.cases)
    rng = random.Random(a.seed)
    draw = {k: rng.random() for k in sorted(counts)}
    halves = {}
    for suite in sorted({s for s, _ in counts}):
        size = {"dev": 0, "test": 0}
        for (s, pkg), n in sorted(counts.items()):
            h = kept.get((base_suite(s), pkg))
            if s == suite and h:
                halves[(s, pkg)] = h
                size[h] += n
        held = dict(size)
        for (s, pkg), n in sorted(counts.items(), key=lambda kv: (-kv[1], draw[kv[0]])):
            if s != suite or (s, pkg) in halves:
                continue
            h = "dev" if size["dev"] <= size["test"] else "test"
            halves[(s, pkg)] = h
            size[h] += n
        print("# %s: dev %d cases, test %d cases (%d and %d in packages the kept split places)" % (suite, size["dev"], size["test"], held["dev"], held["test"]))
    for (s, pkg), h in sorted(halves.items()):
        print(s, pkg, h)


if __name__ == "__main__":
    main()
