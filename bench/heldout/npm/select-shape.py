#!/usr/bin/env python3
"""Count, in installed npm packages, the construction shape behind the
largest held-out miss mechanism, to choose a batch by mechanism.

    python3 bench/heldout/npm/select-shape.py NODE_MODULES NAME... > counts.tsv

The shape (categorize-js.py: "the site's record is only holes", its
record "one hole naming an identifier"): an error is constructed with a
bare name as its message, new XError(msg) or new Error(message, ...)
(a class named like an error: Error, TypeError, FooError, FooException),
so the text comes from elsewhere (a helper's parameter, a local, a field)
and the record at the construction is one hole. Counted: the distinct
such lines (stripped; the same line in an ESM and a CJS build counts once)
in the package's .js/.cjs/.mjs files, its nested node_modules, test,
example and benchmark folders left out, lines over 500 characters
(minified) left out. Printed: name, count, files with the shape, one
line a package, most first. A package directory that is missing is
named on stderr and skipped.
"""
import os
import re
import sys

SHAPE = re.compile(r"\bnew\s+(?:[\w$]+\.)*((?:[\w$]*(?:Error|Exception))|Error)\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]")
NOT_A_NAME = {"undefined", "null", "this", "true", "false", "arguments"}
SKIP_DIRS = {"node_modules", "test", "tests", "__tests__", "example", "examples", "benchmark", "benchmarks", "bench", "docs"}


def count(pkgdir):
    lines, files = set(), 0
    for d, dirs, fs in os.walk(pkgdir):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS)
        for f in sorted(fs):
            if not re.search(r"\.(c|m)?js$", f):
                continue
            n = 0
            with open(os.path.join(d, f), errors="replace") as fh:
                for l in fh:
                    if len(l) > 500:
                        continue
                    for mm in SHAPE.finditer(l):
                        if mm.group(2) not in NOT_A_NAME:
                            lines.add(l.strip())
                            n += 1
                            break
            files += n > 0
    return len(lines), files


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: select-shape.py NODE_MODULES NAME...")
    root, rows = sys.argv[1], []
    for name in sys.argv[2:]:
        d = os.path.join(root, name)
        if not os.path.isdir(d):
            print("select-shape.py: %s: no such package directory" % d, file=sys.stderr)
            continue
        rows.append((name,) + count(d))
    for name, n, files in sorted(rows, key=lambda r: (-r[1], r[0])):
        print("%s\t%d\t%d" % (name, n, files))


if __name__ == "__main__":
    main()
