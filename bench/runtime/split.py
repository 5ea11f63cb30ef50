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
"""
import collections
import json
import sys


def main():
    counts = collections.Counter()
    for path in sys.argv[1:]:
        for line in open(path):
            if line.strip():
                c = json.loads(line)
                counts[(c["suite"], c.get("package") or c["suite"])] += 1
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


if __name__ == "__main__":
    main()
