#!/usr/bin/env python3
"""Records per package of a scan --env catalog: by the package URL tag
(pkg:...) each record carries; the runtime's records split into its Python
and C files.

    python3 bench/env/records.py CATALOG.jsonl
"""
import collections
import json
import statistics
import sys


def main():
    per = collections.Counter()
    runtime = collections.Counter()
    repo = {}
    for line in open(sys.argv[1], encoding="utf-8"):
        r = json.loads(line)["record"]
        pkg = next((t for t in r["tags"] if t.startswith("pkg:")), "(none)")
        if any(t.startswith("runtime:") for t in r["tags"]):
            runtime["C" if r["filePath"].endswith((".c", ".h")) else "Python"] += 1
            continue
        per[pkg] += 1
        repo[pkg] = r["repo"]
    counts = sorted(per.values())
    print(f"runtime: {sum(runtime.values())} records ({runtime['Python']} in the stdlib's Python, {runtime['C']} in its C code)")
    print(f"packages with records: {len(per)}, {sum(counts)} records; per package median {statistics.median(counts):g}, "
          f"mean {statistics.mean(counts):.0f}, 90th percentile {counts[int(0.9 * (len(counts) - 1))]}, max {counts[-1]}")
    print(f"with a repository named: {sum(1 for p in per if repo[p])} of {len(per)} packages")
    print("most records: " + ", ".join(f"{p.split('/', 1)[1]} {n}" for p, n in per.most_common(10)))


if __name__ == "__main__":
    main()
