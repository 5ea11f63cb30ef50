#!/usr/bin/env python3
"""bench/enrich/sample.py: N records of a catalog picked at random with a
fixed seed, printed with their grounded fields and the source lines around
the site, for reading against the code by hand.

    bench/enrich/sample.py CATALOG.jsonl [N [SEED]]
    bench/enrich/sample.py CATALOG.jsonl --same EARLIER_SAMPLE.txt

The second form prints the records an earlier sample printed (by path and
line, in its order) from another catalog: a re-reading after fixes reads
the same records even when the fixes changed which ones are drawn.

Only records with at least one grounded sentence beyond documentation are
drawn (the ones there is something to check). Each is printed with an
ordinal, so a review can name "7: solution wrong".
"""
import json
import random
import re
import sys

GROUNDED = ["triggerScenarios", "commonSituations", "solutions", "validationCode", "typeGuard",
            "tryCatchPattern", "backgroundTag"]


def main():
    path = sys.argv[1]
    recs, every = [], {}
    with open(path) as fh:
        for line in fh:
            r = json.loads(line)["record"]
            every.setdefault((r["filePath"], r["lineNumber"]), r)
            if any(r.get(f) not in (None, "", []) for f in GROUNDED):
                recs.append(r)
    if len(sys.argv) > 3 and sys.argv[2] == "--same":
        picked = []
        for line in open(sys.argv[3]):
            m = re.match(r"^\d+: (\S+):(\d+) ", line)
            if m and (m.group(1), int(m.group(2))) in every:
                picked.append(every[(m.group(1), int(m.group(2)))])
    else:
        n = int(sys.argv[2]) if len(sys.argv) > 2 else 30
        seed = int(sys.argv[3]) if len(sys.argv) > 3 else 13
        picked = random.Random(seed).sample(recs, min(n, len(recs)))
    for i, r in enumerate(picked, 1):
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
