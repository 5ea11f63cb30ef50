#!/usr/bin/env python3
"""How many of eval's traceback misses are ties between a package's record
and a vendored copy of it (pip/_vendor/tomli/_parser.py beside
tomli/_parser.py) that the longest path suffix would break: among the tied
answers, the record whose whole filePath ends the frame's path, at the most
components.

    python3 bench/env/ties.py CASES.jsonl MISSES.jsonl
"""
import json
import sys


def suffix_len(frame, rec):
    """Components rec shares with the end of frame when it is a whole
    suffix of it, else 0."""
    if frame == rec or frame.endswith("/" + rec):
        return rec.count("/") + 1
    return 0


def breaks(m):
    """Whether the longest whole path suffix of the frame's path picks a
    truth among m's tied traceback answers."""
    frame = m["installed"]["file"]
    best, score = None, 0
    for a in m["tb"].get("answers", []):
        f, _, line = a.rpartition(":")
        n = suffix_len(frame, f)
        if n > score:
            best, score = (f, int(line)), n
    return best is not None and any(t["file"] == best[0] and (t["line"] == best[1] or t.get("start", 0) <= best[1] <= t.get("end", 0)) for t in m["truths"])


def main():
    scored = sum(1 for l in open(sys.argv[1]) if (c := json.loads(l))["kind"] == "python" and c.get("truth"))
    misses = [m for m in map(json.loads, open(sys.argv[2])) if m["kind"] == "python" and m.get("truth") and not m.get("tb", {}).get("right")]
    broken = sum(1 for m in misses if breaks(m))
    right = scored - len(misses)
    print(f"top-1 from the traceback: {right}/{scored} ({100 * right / scored:.1f}%); "
          f"{broken} of the {len(misses)} misses are ties the longest whole path suffix breaks: "
          f"{right + broken}/{scored} ({100 * (right + broken) / scored:.1f}%) with that tie-break")




def native(cases_path, misses_path):
    """Errors raised in compiled code or outside the packages (kinds
    native, cython, external), which eval wants answered unknown: how many
    tracebacks are instead answered at a record in C (the runtime's C code
    is catalogued here, so such an answer may be the true site; only a
    debugger says), and how many at another record."""
    total = sum(1 for l in open(cases_path) if json.loads(l)["kind"] in ("native", "cython", "external"))
    at_c = other = 0
    for m in map(json.loads, open(misses_path)):
        if m["kind"] not in ("native", "cython", "external") or m.get("tb", {}).get("right"):
            continue
        top = m["tb"].get("top", "")
        if top.split(":")[0].endswith((".c", ".h")):
            at_c += 1
        else:
            other += 1
    print(f"raised in compiled code or outside the packages: {total}; from the traceback {total - at_c - other} unknown, "
          f"{at_c} answered at a C record (the runtime's; right or not, only a debugger says), {other} at another record")




def per_package(cases_path, misses_path):
    """Per package: raised cases, top-1 from the traceback, and with the
    longest-suffix tie-break."""
    import collections
    n, right, tie = collections.Counter(), collections.Counter(), collections.Counter()
    for c in map(json.loads, open(cases_path)):
        if c["kind"] == "python" and c.get("truth"):
            n[c["suite"]] += 1
    missed = collections.Counter()
    for m in map(json.loads, open(misses_path)):
        if m["kind"] == "python" and m.get("truth") and not m.get("tb", {}).get("right"):
            missed[m["suite"]] += 1
            if breaks(m):
                tie[m["suite"]] += 1
    rows = []
    for s in sorted(n):
        r = n[s] - missed[s]
        rows.append(f"{s} {r}/{n[s]}" + (f" ({r + tie[s]} with the tie-break)" if tie[s] else ""))
    full = sum(1 for s in n if missed[s] == tie[s])
    print(f"packages with raised errors: {len(n)}; all their tracebacks answered at the site: "
          f"{sum(1 for s in n if not missed[s])}, with the tie-break {full}")
    print("; ".join(rows))


if __name__ == "__main__":
    main()
    native(sys.argv[1], sys.argv[2])
    per_package(sys.argv[1], sys.argv[2])
