#!/usr/bin/env python3
"""Write a log of SIZE megabytes to stdout from real failures: the events
failures.py logged (each a line, or a line and its traceback) and the
panics and fatal errors the gopanic cases wrote (DIR/go/*.err), repeated
in a seeded random order with fresh timestamps, one in EVERY lines, among
INFO lines of a service's request log (the only made-up lines).

    assemble.py DIR SIZE EVERY > real.log
"""
import datetime
import glob
import os
import random
import re
import sys

TS = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},\d{3} ")


def python_events(path):
    """The events of failures.py's log, each without its timestamp."""
    events, cur = [], None
    with open(path) as f:
        for line in f:
            if TS.match(line):
                if cur:
                    events.append(cur)
                cur = [TS.sub("", line, count=1)]
            elif cur is not None:
                cur.append(line)
    if cur:
        events.append(cur)
    # Only the failures: the INFO lines are the filler's.
    return [e for e in events if not e[0].startswith("INFO ")]


def main():
    d, size, every = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    rnd = random.Random(29)
    py = python_events(os.path.join(d, "py.log"))
    go = []
    for p in sorted(glob.glob(os.path.join(d, "go", "*.err"))):
        with open(p) as f:
            go.append(f.read())
    paths = ["/api/v1/items/%d", "/api/v1/users/%d/orders", "/healthz", "/metrics", "/api/v1/search?q=%d"]
    names = ["api.handlers", "worker.jobs", "ingest.batch", "scheduler", "http.access"]
    t = datetime.datetime(2026, 8, 28, 5, 0, 0)
    out = sys.stdout
    written, limit = 0, int(size * 1e6)
    n = 0
    while written < limit:
        t += datetime.timedelta(milliseconds=rnd.randint(1, 40))
        ts = t.strftime("%Y-%m-%d %H:%M:%S,") + "%03d" % (t.microsecond // 1000)
        n += 1
        if n % every == 0:
            if rnd.random() < 0.8:
                ev = rnd.choice(py)
                s = ts + " " + "".join(ev)
            else:
                # A Go program's stderr: a panic as it prints it, or
                # log.Fatal's line with its own timestamp.
                s = rnd.choice(go)
                s = re.sub(r"^\d{4}/\d{2}/\d{2} \d{2}:\d{2}:\d{2}", t.strftime("%Y/%m/%d %H:%M:%S"), s)
        else:
            p = rnd.choice(paths)
            if "%d" in p:
                p = p % rnd.randint(1, 99999)
            s = "%s INFO [%d] %s: %s %s %d %dms\n" % (ts, rnd.randint(1000, 9999), rnd.choice(names),
                                                     rnd.choice(["GET", "POST", "PUT"]), p,
                                                     rnd.choice([200, 200, 200, 201, 204, 304, 404]), rnd.randint(1, 900))
        out.write(s)
        written += len(s.encode())


if __name__ == "__main__":
    main()
