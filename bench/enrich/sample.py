#!/usr/bin/env python3
"""bench/enrich/sample.py: N records of a catalog picked at random with a
fixed seed, printed with their grounded fields and the source lines around
the site, for reading against the code by hand.

    bench/enrich/sample.py CATALOG.jsonl [N [SEED]]

Only records with at least one grounded sentence beyond documentation are
drawn (the ones there is something to check). Each is printed with an
ordinal, so a review can name "7: solution wrong".
"""
import json
import random
import sys

GROUNDED = ["triggerScenarios", "commonSituations", "solutions", "validationCode", "typeGuard",
            "tryCatchPattern", "backgroundTag"]


def main():
    path = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 13
    recs = []
    with open(path) as fh:
        for line in fh:
            r = json.loads(line)["record"]
            if any(r.get(f) not in (None, "", []) for f in GROUNDED):
                recs.append(r)
    rng = random.Random(seed)
    for i, r in enumerate(rng.sample(recs, min(n, len(recs))), 1):
        print("=" * 100)
        print("%d: %s:%d %s %s %r" % (i, r["filePath"], r["lineNumber"], r["errorType"], r["errorClass"], r["errorMessage"]))
        lines = r["sourceCode"].split("\n")
        at = r["lineNumber"] - r["sourceCodeStart"]
        for j in range(max(0, at - 12), min(len(lines), at + 3)):
            print("%s%5d  %s" % (">>" if j == at else "  ", r["sourceCodeStart"] + j, lines[j]))
        for f in ["documentation"] + GROUNDED + ["tags", "handlingStrategy"]:
            v = r.get(f)
            if v in (None, "", []):
                continue
            if isinstance(v, list):
                v = " | ".join(v)
            print("  %s: %s" % (f, v.replace("\n", "\n      ")))


if __name__ == "__main__":
    main()
