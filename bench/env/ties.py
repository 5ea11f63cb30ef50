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


def main():
    scored = sum(1 for l in open(sys.argv[1]) if (c := json.loads(l))["kind"] == "python" and c.get("truth"))
    misses = [m for m in map(json.loads, open(sys.argv[2])) if m["kind"] == "python" and m.get("truth") and not m.get("tb", {}).get("right")]
    broken = 0
    for m in misses:
        frame = m["installed"]["file"]
        best, score = None, 0
        for a in m["tb"].get("answers", []):
            f, _, line = a.rpartition(":")
            n = suffix_len(frame, f)
            if n > score:
                best, score = (f, int(line)), n
        if best and any(t["file"] == best[0] and (t["line"] == best[1] or t.get("start", 0) <= best[1] <= t.get("end", 0)) for t in m["truths"]):
            broken += 1
    right = scored - len(misses)
    print(f"top-1 from the traceback: {right}/{scored} ({100 * right / scored:.1f}%); "
          f"{broken} of the {len(misses)} misses are ties the longest whole path suffix breaks: "
          f"{right + broken}/{scored} ({100 * (right + broken) / scored:.1f}%) with that tie-break")


if __name__ == "__main__":
    main()
