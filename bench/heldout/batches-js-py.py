#!/usr/bin/env python3
"""Sums bench/deployed/eval's per-package rows of a run-js-py.sh output by
batch and half of split-js-py.txt (a batch is the packages under one
"# Batch N" comment; the first, uncommented one is batch 1).

    bench/heldout/batches-js-py.py SPLIT OUT [OUT2 ...]

One table per OUT, or per errdex in it: a run with BASE= prints the
baseline's eval table after a "baseline:" line and this tree's after a
"this tree's errdex" line.
"""
import re
import sys

COLS = ["top-1, traceback", "among tied, message", "top-1, message",
        "single confident right, message", "unknown, message"]
IDX = [2, 3, 4, 5, 8]  # columns of eval's table


def split(path):
    batch, out = 1, {}
    for line in open(path):
        m = re.match(r"# Batch (\d+)", line)
        if m:
            batch = int(m.group(1))
        f = line.split()
        if len(f) == 3 and not line.startswith("#"):
            out[(f[0], f[1])] = (batch, f[2])
    return out


def sections(path):
    """yields (title, lines) for each errdex's table in the file."""
    title, lines = path, []
    for line in open(path):
        if line.startswith("baseline:") or line.startswith("this tree's errdex"):
            if lines:
                yield title, lines
            title, lines = path + ": " + line.strip(), []
            continue
        lines.append(line)
    yield title, lines


def rows(lines):
    for line in lines:
        c = [x.strip() for x in line.strip().strip("|").split("|")]
        if len(c) < 10 or "/" not in c[0] or c[0].startswith("*"):
            continue
        suite, pkg = c[0].split("/", 1)
        yield suite, pkg, c


def frac(s):
    m = re.search(r"\((\d+)/(\d+)\)", s)
    return (int(m.group(1)), int(m.group(2))) if m else (0, 0)


def main():
    sp = split(sys.argv[1])
    for title, lines in (t for out in sys.argv[2:] for t in sections(out)):
        acc = {}
        for suite, pkg, c in rows(lines):
            key = sp.get((suite, pkg))
            if key is None:
                continue
            for k in [(suite, key[0], key[1]), (suite, "all", key[1])]:
                a = acc.setdefault(k, [[0, 0] for _ in IDX])
                for i, j in enumerate(IDX):
                    n, d = frac(c[j])
                    a[i][0] += n
                    a[i][1] += d
        print("\n" + title)
        print("| suite, batch, half | " + " | ".join(COLS) + " |")
        print("|---|" + "---:|" * len(COLS))
        for k in sorted(acc, key=lambda k: (k[0], str(k[1]), k[2])):
            cells = ["%.1f%% (%d/%d)" % (100.0 * n / d, n, d) if d else "-" for n, d in acc[k]]
            print("| %s, batch %s, %s | %s |" % (k[0], k[1], k[2], " | ".join(cells)))


main()
