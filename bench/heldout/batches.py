#!/usr/bin/env python3
"""Go held-out figures per batch and half, from a finished run.sh (ONLY=go).

    python3 bench/heldout/batches.py [WORK]   # WORK of run.sh, default /work/corpora/heldout

split.txt lists the Go modules in batches: those above the first "# Go
batch N" comment are batch 1, the rest the batch of the comment above
them. Each case of WORK/go-cases.jsonl belongs to the batch of the module
it called (its suite), whatever package its truth is in; the cases of
each batch are scored again by WORK/eval with the split, against the same
catalog and with the same errdex binary as the run (WORK/errdex), and the
dev and test half rows of each batch are printed. The test half's misses
stay hidden, as in run.sh.
"""
import json
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
work = sys.argv[1] if len(sys.argv) > 1 else "/work/corpora/heldout"
split = os.path.join(here, "split.txt")

batch_of = {}
batch = 1
for line in open(split):
    m = re.match(r"#\s*Go batch (\d+)", line)
    if m:
        batch = int(m.group(1))
        continue
    f = line.split()
    if len(f) == 3 and f[0] == "go" and not f[1].startswith("std/"):
        batch_of[f[1]] = batch

cases = {}
for line in open(os.path.join(work, "go-cases.jsonl")):
    c = json.loads(line)
    b = batch_of.get(c["suite"])
    if b is None:
        sys.exit("batches.py: suite %s is in no batch of %s" % (c["suite"], split))
    cases.setdefault(b, []).append(line)

print("| batch | half | raised (sites) | top-1, traceback | true site among tied, message | top-1, message "
      "| single confident answer right, message | same, traceback | native/outside | unknown, message | unknown, traceback |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for b in sorted(cases):
    path = os.path.join(work, "go-cases-batch%d.jsonl" % b)
    with open(path, "w") as f:
        f.writelines(cases[b])
    out = subprocess.run([os.path.join(work, "eval"), "-errdex", os.path.join(work, "errdex"), "-split", split,
                          "go=%s=%s" % (path, os.path.join(work, "cat", "go.jsonl"))],
                         capture_output=True, text=True, check=True).stdout
    for row in out.splitlines():
        m = re.match(r"\| \*\*go (dev|test) half \(all\)\*\* \|(.*)", row)
        if m:
            print("| %d | %s |%s" % (b, m.group(1), m.group(2)))
