#!/usr/bin/python3
"""Raise real exceptions in the Debian python3-* packages of packages.txt and
write one JSON line per distinct exception (bench/deployed/eval's case
format).

    /usr/bin/python3 bench/heldout/python/heldout.py PACKAGES SRC > cases.jsonl

The catalog these cases are scored against (run-js-py.sh) is an errdex scan
of SRC/NAME for every package NAME, where SRC/NAME holds a copy of the
package's installed roots below /usr/lib/python3/dist-packages (attr/ and
attrs/ for python3-attr, tabulate.py for python3-tabulate), so a record's
filePath is the path below dist-packages: attr/_make.py. A truth's file is
the same path. Debian's files are the catalogued files, so no line moves.

The truth is found as bench/deployed/python/errors.py finds it (its
FirstRaise trace function, classify and run are used as they are): the
first frame that saw the exception (a sys.settrace "exception" event),
or, when that frame's function raised an exception object it was passed,
its caller (the first up the chain that was not passed it); a helper's caller is also accepted when the helper raises
what it was given (past callers that only pass it on: errors.py's forwarded). Its kind: "python" (a raise or assert statement of a
catalogued package), "native" (a call in a catalogued package's .py: C
code or a builtin raised), "external" (the standard library, another
package, the caller's own code). One addition: Cython code (lxml ships its
.pyx and .pxi sources, which errdex scans) raises without a Python frame,
so when the innermost traceback entry is a .pyx/.pxi file of a catalogued
package (Cython names it src/lxml/parser.pxi; the catalog's path is the
longest tail of it that exists in SRC/NAME), that entry is the site: kind
"python" when its line is a raise statement, "cython" otherwise (a call
into C; answered right only by "unknown").

Each case's "package" is the package whose call raised it (the split
file's unit); "sitePackage" is the package holding the site, when any.
"""
import importlib.util
import json
import os
import signal
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "deployed_errors", os.path.join(HERE, "..", "..", "deployed", "python", "errors.py"))
deployed = importlib.util.module_from_spec(spec)
spec.loader.exec_module(deployed)


def load_packages(path, src):
    """The packages of packages.txt in errors.py's form, one entry per
    installed root: the repository path is the installed one, and the
    catalogued copy is SRC/NAME."""
    pkgs = []
    with open(path) as f:
        for line in f:
            fields = line.split("#", 1)[0].split()
            if not fields:
                continue
            name, deb, roots = fields
            version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", deb], capture_output=True, text=True).stdout
            for root in roots.split(","):
                pkgs.append({"name": name, "deb": deb, "repo": "debian/" + deb, "tag": version, "inst": root,
                             "rpath": root, "dir": os.path.join(src, name)})
    return pkgs


def cython_site(pkgs, fname, line, func):
    """A .pyx/.pxi traceback entry as a site in a catalogued package, or
    None."""
    if os.path.isabs(fname) or not fname.endswith((".pyx", ".pxi")):
        return None
    parts = fname.split("/")
    for i in range(len(parts)):
        rel = "/".join(parts[i:])
        p = deployed.owner(pkgs, rel)
        if p is None or not os.path.exists(os.path.join(p["dir"], rel)):
            continue
        text = (deployed.read_lines(os.path.join(p["dir"], rel)) or [""] * line)[line - 1:line]
        kind = "python" if text and text[0].strip().startswith("raise") else "cython"
        return {"installed": {"file": rel, "line": line, "func": func}, "kind": kind, "package": p["name"],
                "repo": p["repo"], "drift": "same", "helper": False,
                "truth": {"file": rel, "line": line, "start": line, "end": line, "func": func}}
    return None


_classify = deployed.classify


def classify(pkgs, fname, line, func):
    """errors.py's classify, and Cython entries of catalogued packages."""
    return cython_site(pkgs, fname, line, func) or _classify(pkgs, fname, line, func)


deployed.classify = classify


class Tracer(deployed.FirstRaise):
    """errors.py's trace function, kept where main can read its sites
    (where every exception of the call, caught or not, was raised)."""
    last = None

    def __init__(self):
        super().__init__()
        Tracer.last = self


deployed.FirstRaise = Tracer


def add_inner(pkgs, c, exc):
    """An exception raised while handling another (its __cause__ or
    __context__, down the chain) whose text (8 characters or more) the
    raised one's text carries: the package wrapped or re-made it
    ("Error encoding %r: %s" % (value, exc), raise KeyError(exc)). Its
    site, where the trace saw it raised, is a right answer too: added to
    "also", named by "inner"."""
    try:
        text = str(exc)
    except Exception:  # noqa: BLE001 - a package's __str__ that fails (astroid's templates missing a field)
        return
    seen = {id(exc)}
    e = exc.__cause__ or exc.__context__
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        try:
            m = str(e)
        except Exception:  # noqa: BLE001 - as above
            m = ""
        site = Tracer.last.sites.get(id(e)) if Tracer.last else None
        if len(m) >= 8 and m in text and site is not None:
            t = classify(pkgs, *site[0])
            if t.get("kind") == "python" and "truth" in t:
                c["inner"] = {"message": m, "truth": t["truth"]}
                c.setdefault("also", []).append(t["truth"])
                return
        e = e.__cause__ or e.__context__


def promote_cython(c):
    """A case whose traced site is outside the packages, or a call in one,
    while its traceback ends in a catalogued Cython entry: that entry is
    where it was raised."""
    pr = c.get("printed")
    if c.get("kind") not in ("external", "native") or not pr or not pr["site"]["file"].endswith((".pyx", ".pxi")):
        return
    c["traced"] = {"kind": c["kind"], "installed": c.get("installed")}
    c["kind"] = pr["kind"]
    c["truth"] = pr["site"]
    c["installed"] = {"file": pr["site"]["file"], "line": pr["site"]["line"], "func": pr["site"]["func"]}
    c["callers"] = []
    del c["printed"]


LIMIT = 20


class _Overrun(KeyboardInterrupt):
    """Raised by the alarm in a case that runs too long: errors.py's run
    lets KeyboardInterrupt through, so the overrun is not taken for the
    case's exception."""


def timed(f):
    """Runs f under a LIMIT-second alarm; False if the alarm stopped it."""
    def alarm(signum, frame):
        raise _Overrun()
    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(LIMIT)
    try:
        f()
        return True
    except _Overrun:
        sys.settrace(None)
        return False
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def main():
    if len(sys.argv) != 3:
        print("usage: heldout.py PACKAGES SRC", file=sys.stderr)
        sys.exit(2)
    pkgs = load_packages(sys.argv[1], sys.argv[2])
    sys.path.insert(0, HERE)
    import cases  # noqa: E402 - next to this file

    # Packages print (tabulate 0.8.9 prints its rows): while cases run,
    # descriptor 1 and sys.stdout go to stderr; the cases go to the real
    # stdout at the end.
    sys.stdout.flush()
    real = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    out, seen = [], set()
    n = 0
    for suite, label, thunk in cases.cases(lambda msg: print("heldout.py: " + msg, file=sys.stderr)):
        n += 1
        k = len(out)
        raised = []

        def call(thunk=thunk):
            try:
                thunk()
            except BaseException as e:
                raised.append(e)
                raise
        if not timed(lambda: deployed.run(pkgs, label, suite, call, out, seen)):
            print(f"heldout.py: case {suite}/{label} ran over {LIMIT} s and was stopped", file=sys.stderr)
            del out[k:]
            continue
        for c in out[k:]:
            promote_cython(c)
            if raised and c.get("kind") == "python":
                add_inner(pkgs, c, raised[0])
            if c.get("package"):
                c["sitePackage"] = c["package"]
            c["package"] = suite
    kinds = {}
    for c in out:
        kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
        print(json.dumps(c, ensure_ascii=False), file=real)
    real.close()
    print(f"heldout.py: {n} calls, {len(out)} distinct exceptions {json.dumps(kinds, sort_keys=True)}", file=sys.stderr)


if __name__ == "__main__":
    main()
