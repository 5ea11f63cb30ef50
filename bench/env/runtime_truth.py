#!/usr/bin/env python3
"""Finds, by running them again under a debugger, the interpreter's C
site of the errors.py cases that the interpreter raised itself (kind
"native": raised at a call into C from a catalogued package, not at a
raise statement; "external": from the case's own code), and writes the
cases with that site as each one's "runtime" truth.

    [TRUTH_DIR=DIR] runtime_truth.py CASES.jsonl SRC PACKAGES LINKS OUT.jsonl

CASES.jsonl is errors.py's output under /usr/bin/python3; SRC the CPython
source tree the catalog holds (scan --env --runtime-src); PACKAGES and
LINKS errors.py's own arguments. It needs gdb and Debian's python3.11-dbg
(python3.11d with its debug information, which loads the same
dist-packages).

errors.py runs again in python3.11d under gdb with ERRDEX_GDB_MARKS=1, so
that each case's call is bracketed by os.getppid() and os.getpgrp();
bench/runtime/gen.py's breakpoints record the C stack of every exception
set in between, and its truth_of picks the site: the last exception
recorded of the raised class or a base (past the Python raise statements
that raised it again), its first frame outside Python/errors.c, checked against SRC (the statement there calls the error
API and its literal text is in the message), with the frames that passed
the message's text on (callers). A case of CASES.jsonl gets that site
when the debug run raised the same message for the same suite and label.
A native case without one (a package's own C extension, which has no
debug information; a message the debug run did not repeat) is written
unchanged: eval then counts only "unknown" or the package's own C source
as right for it, as before.

What was found, and why not, goes to stderr as counts, and each case
without a site says why in "runtimeWhy". TRUTH_DIR keeps the debug run
(dbg-cases.jsonl, dbg-hits.jsonl) and reads it again when it is there.
"""
import collections
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def load_gen():
    path = os.path.join(HERE, "..", "runtime", "gen.py")
    spec = importlib.util.spec_from_file_location("runtime_gen", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def debug_run(gen, packages, links, workdir):
    """errors.py's cases from python3.11d under gdb, and gdb's hits by
    case number."""
    out = os.path.join(workdir, "dbg-cases.jsonl")
    hits_path = os.path.join(workdir, "dbg-hits.jsonl")
    script = os.path.join(workdir, "truth.gdb.py")
    # gen.GDB runs the program and writes the hits. The program's standard
    # output (the cases, a JSON object a line) comes through gdb's, beside
    # gdb's own messages, which are not JSON objects.
    with open(script, "w") as f:
        f.write(gen.GDB % {"out": hits_path})
    env = dict(os.environ, ERRDEX_GDB_MARKS="1")

    def run():
        with open(out + ".tmp", "w", encoding="utf-8") as f:
            subprocess.run(["gdb", "-q", "-batch", "-nx", "-x", script, "--args", "python3.11d",
                            os.path.join(HERE, "errors.py"), packages, links],
                           stdout=f, stderr=subprocess.DEVNULL, env=env, cwd=workdir, timeout=3600)
        os.replace(out + ".tmp", out)
    if not (os.path.exists(out) and os.path.exists(hits_path)):
        run()
    cases = []
    for line in open(out, encoding="utf-8"):
        if line.startswith('{"'):
            try:
                cases.append(json.loads(line))
            except ValueError:
                pass  # a gdb message inside the program's line: that case has no truth
    hits = collections.defaultdict(list)
    if os.path.exists(hits_path):
        for line in open(hits_path):
            h = json.loads(line)
            hits[h["case"]].append(h)
    return cases, hits


def site_of(gen, hits, result, src):
    """gen.truth_of, looking past the Python raise statements that raised
    the exception again: a package that rewrites the traceback (a
    template engine's raise rewrite_traceback_stack(...)) raises the
    interpreter's exception a second time, and the C site that set it
    first is the one before. truth_of's own checks (the statement raises,
    its literal text is in the message) keep an unrelated earlier
    exception out."""
    while True:
        truth, callers, reason = gen.truth_of(hits, result, src)
        if reason != "a Python raise statement":
            return truth, callers, reason
        names = set(result["mro"])
        last = max(i for i, h in enumerate(hits) if h["type"].rsplit(".", 1)[-1] in names)
        if not any(h["type"].rsplit(".", 1)[-1] in names for h in hits[:last]):
            return truth, callers, reason
        hits = hits[:last]


def main():
    if len(sys.argv) != 6:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    cases_path, src, packages, links, out_path = sys.argv[1:]
    gen = load_gen()
    keep = os.environ.get("TRUTH_DIR")
    if keep:  # the debug run is kept there, and read again if it is there
        os.makedirs(keep, exist_ok=True)
        dbg, hits = debug_run(gen, os.path.abspath(packages), os.path.abspath(links), keep)
    else:
        with tempfile.TemporaryDirectory(prefix="errdex-env-truth-") as workdir:
            dbg, hits = debug_run(gen, os.path.abspath(packages), os.path.abspath(links), workdir)
    if not dbg:
        print("runtime_truth.py: the debug run wrote no cases (gdb and python3.11-dbg installed?)", file=sys.stderr)
        sys.exit(1)
    by_key = {}
    for d in dbg:
        by_key.setdefault((d["suite"], d["label"], d["message"]), d)
    why = collections.Counter()
    out = []
    for line in open(cases_path, encoding="utf-8"):
        c = json.loads(line)
        out.append(c)
        if c.get("kind") not in ("native", "external"):
            continue
        d = by_key.get((c["suite"], c["label"], c["message"]))
        if d is None or "seq" not in d:
            why["the debug run did not raise the same message"] += 1
            c["runtimeWhy"] = "the debug run did not raise the same message"
            continue
        result = {"mro": d["mro"], "type": d["mro"][0], "message": c["message"].rsplit("\n", 1)[-1]}
        truth, callers, reason = site_of(gen, hits.get(d["seq"], []), result, src)
        if truth is None:
            why[reason] += 1
            c["runtimeWhy"] = reason
            continue
        c["runtime"] = [truth] + (callers or [])
        why["runtime site found"] += 1
    with open(out_path + ".tmp", "w", encoding="utf-8") as f:
        for c in out:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    os.replace(out_path + ".tmp", out_path)
    for reason, n in why.most_common():
        print(f"runtime_truth.py: {n} native or external cases: {reason}", file=sys.stderr)


if __name__ == "__main__":
    main()
