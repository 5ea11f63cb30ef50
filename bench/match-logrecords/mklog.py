#!/usr/bin/env python3
"""Make the catalog pair and the log for run.sh.

    mklog.py CATALOG OUTDIR LINES

Writes OUTDIR/with.jsonl (the catalog as it is), OUTDIR/without.jsonl (the
same without its log and warning records) and OUTDIR/app.log: LINES lines,
INFO lines made of words from the catalog's messages, and every 1,000th
line an error line rendered from a random record of either kind (holes
filled with 42), behind sglang's bracketed prefix and, for a log record,
its level. The log measures speed only: it is rendered from the catalog's
own templates, so it says nothing about accuracy.
"""
import json
import random
import re
import sys

cat, out, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
recs, words = [], []
with open(cat) as f, open(out + "/with.jsonl", "w") as w, open(out + "/without.jsonl", "w") as wo:
    for line in f:
        w.write(line)
        r = json.loads(line)["record"]
        if r["errorType"] not in ("log", "warning"):
            wo.write(line)
        if r["errorMessage"]:
            recs.append(r)
            words.extend(re.findall(r"[a-z]{3,}", r["errorMessage"])[:4])
rnd = random.Random(1)
level = {"warning": "WARNING", "error": "ERROR", "critical": "CRITICAL"}
with open(out + "/app.log", "w") as log:
    for i in range(n):
        ts = "[2026-08-28 05:%02d:%02d TP%d] " % (i // 60 % 60, i % 60, i % 8)
        if i % 1000 == 999:
            r = rnd.choice(recs)
            msg = re.sub(r"\{[^{}]*\}", "42", r["errorMessage"].replace("{{", "\x00").replace("}}", "\x01"))
            msg = msg.replace("\x00", "{").replace("\x01", "}").split("\n")[0]
            if r["errorType"] == "log":
                log.write(ts + level.get(r["severity"], "ERROR") + " " + msg + "\n")
            else:
                log.write(ts + (r["errorClass"] or "Error") + ": " + msg + "\n")
        else:
            log.write(ts + "INFO " + " ".join(rnd.choice(words) for _ in range(8)) + " batch=%d\n" % i)
