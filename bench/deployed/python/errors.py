#!/usr/bin/python3
"""Raise real exceptions in Debian's installed python3-* packages and write
one JSON line per exception (the case format of bench/deployed/eval).

    /usr/bin/python3 bench/deployed/python/errors.py PACKAGES SRC > cases.jsonl

PACKAGES is packages.txt (name, Debian package, repository, tag, installed
root, repository path); SRC holds each repository at its tag as SRC/NAME
(run.sh puts them there with git archive). Every case calls the INSTALLED
package (/usr/lib/python3/dist-packages) with bad input; nothing is random.

The truth of a case is where the exception was raised: the first frame that
saw it (a trace function's first "exception" event for the object, so a
traceback the package rewrote, as Jinja does for template errors, still
gives the real site), or its caller in a catalogued package when that
frame's function raised the exception object it was passed
(six.raise_from(ParserError(...), e): the caller made it, and its
statement is the site; a caller that was passed it in turn and handed it
on is passed over too, up to the first that was not), as a path below dist-packages, line and function,
mapped to the repository's path and line (difflib over the two files when
Debian's copy differs from the tag). When the raise raises what its
function was given (a helper: raise ParseError(msg)), the call that gave
it is a second truth, "callers": the helper's caller, or, when that call
only passes its own parameters on (a forwarder), the first caller further
out whose call spells what is raised, in the same package. Its kind:

  python    the statement there is a raise or assert in a catalogued package,
            or the call that passed the exception to a raising helper
  native    the frame is a catalogued package's .py, but the statement is a
            call: a C extension or builtin called there raised
  cython    the frame is a Cython .pyx of a catalogued package (compiled code)
  external  the frame is outside the catalogued packages (the standard
            library, a template's generated code, another package)
"""
import ast
import difflib
import functools
import json
import linecache
import os
import sys
import traceback

# DIST: the installed packages' folder (ERRDEX_DIST, as bench/env/run.sh
# sets it for another interpreter's site-packages).
DIST = os.environ.get("ERRDEX_DIST") or "/usr/lib/python3/dist-packages"


def load_packages(path, src):
    pkgs = []
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if not line:
                continue
            name, deb, repo, tag, inst, rpath = line
            pkgs.append({"name": name, "deb": deb, "repo": repo, "tag": tag, "inst": inst,
                         "rpath": rpath, "dir": os.path.join(src, name)})
    return pkgs


def owner(pkgs, rel):
    """The package whose installed root holds rel (a path below DIST)."""
    for p in pkgs:
        if rel == p["inst"] or rel.startswith(p["inst"] + "/"):
            return p
    return None


@functools.lru_cache(maxsize=None)
def read_lines(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read().splitlines()
    except OSError:
        return None


@functools.lru_cache(maxsize=None)
def statements(path):
    """(start, end, node) of every statement in path, for statement_at."""
    lines = read_lines(path)
    if lines is None:
        return []
    try:
        tree = ast.parse("\n".join(lines) + "\n")
    except SyntaxError:
        return []
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt):
            out.append((node.lineno, node.end_lineno, node))
    return out


def statement_at(path, line):
    """The innermost statement spanning line: (start, end, node) or None."""
    best = None
    for s, e, node in statements(path):
        if s <= line <= e and (best is None or e - s < best[1] - best[0]):
            best = (s, e, node)
    return best


def raises_parameter(path, line):
    """Whether the raise statement at line raises what its function was
    passed: a helper such as Jinja's Parser.fail(msg, ..., exc=...), whose
    callers hold the message's text."""
    st = statement_at(path, line)
    if st is None or not isinstance(st[2], ast.Raise) or st[2].exc is None:
        return False
    fn = None
    for s, e, node in statements(path):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and s <= line <= e:
            if fn is None or node.lineno > fn.lineno:
                fn = node
    if fn is None:
        return False
    params = {a.arg for a in fn.args.args + fn.args.kwonlyargs + fn.args.posonlyargs}
    params.discard("self")
    return any(isinstance(n, ast.Name) and n.id in params for n in ast.walk(st[2].exc))


def map_line(inst_path, repo_path, line):
    """line of inst_path as a line of repo_path, and whether the files
    differ ("same", "moved": the line is unchanged but the files differ, or
    "changed": the line itself differs, None returned)."""
    a, b = read_lines(inst_path), read_lines(repo_path)
    if a is None or b is None:
        return None, "missing"
    if a == b:
        return line, "same"
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if i1 <= line - 1 < i2:
            if tag == "equal":
                return j1 + (line - 1 - i1) + 1, "moved"
            return None, "changed"
    return None, "changed"


class FirstRaise:
    """A trace function remembering, for each exception object, the first
    frame that saw it: where it was raised."""

    def __init__(self):
        self.sites = {}
        self.keep = []

    def global_trace(self, frame, event, arg):
        frame.f_trace_lines = False
        return self.local_trace

    def local_trace(self, frame, event, arg):
        if event == "exception":
            exc = arg[1]
            if id(exc) not in self.sites:
                self.keep.append(exc)
                # A function that raises the exception object it was passed
                # (six.raise_from(ParserError(...), e), six.reraise) did not
                # make it: its caller, which constructed it, is the site.
                # A caller that was passed it in turn and handed it on
                # (def handle_error(self, error): report_error(error)) did
                # not make it either: the site is the first caller up the
                # chain that was not given it.
                raiser = None
                if frame.f_back is not None and passed_in(frame, exc):
                    raiser = (frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name)
                    frame = frame.f_back
                    while frame.f_back is not None and passed_in(frame, exc):
                        frame = frame.f_back
                # The frame that called the raising one and, when that
                # call only passes on what the raise raises (forwarded),
                # the frames further out up to the first that does not.
                callers = []
                if frame.f_back is not None:
                    f = frame.f_back
                    callers.append((f.f_code.co_filename, f.f_lineno, f.f_code.co_name))
                    for f in forwarded(frame):
                        callers.append((f.f_code.co_filename, f.f_lineno, f.f_code.co_name))
                self.sites[id(exc)] = (frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name), callers, raiser
        return self.local_trace


CALLERS = 8


def enclosing_function(path, line):
    """The innermost function definition whose span holds line, or None."""
    fn = None
    for s, e, node in statements(path):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and s <= line <= e:
            if fn is None or node.lineno > fn.lineno:
                fn = node
    return fn


def own_params(fn):
    """The names fn's parameters bind, self and cls left out."""
    a = fn.args
    names = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs + [v for v in (a.vararg, a.kwarg) if v is not None]}
    return names - {"self", "cls"}


def frame_path(frame):
    f = frame.f_code.co_filename
    return os.path.realpath(f) if os.path.isabs(f) else f


def raised_params(frame):
    """The parameters of frame's function that its raise statement at the
    frame's line reads (raise ParseError(msg), raise exc(...)): what a
    caller passes for them is what the raise raises."""
    path = frame_path(frame)
    st = statement_at(path, frame.f_lineno)
    fn = enclosing_function(path, frame.f_lineno)
    if st is None or fn is None or not isinstance(st[2], ast.Raise) or st[2].exc is None:
        return set()
    params = own_params(fn)
    return {n.id for n in ast.walk(st[2].exc) if isinstance(n, ast.Name) and n.id in params}


def forwarded(frame):
    """The frames past frame's caller that forwarding calls pass over,
    innermost first (at most CALLERS): a caller whose call of the function
    inside passes each object the raise reads from its parameters (None
    aside) as one of its own parameters (def inc(self, exception=None):
    return self._src.inc(exception=exception)) spells nothing of what is
    raised: the call that does is further out, where the object is not a
    parameter of the caller. Empty when frame's caller spells it."""
    out = []
    names = raised_params(frame)
    inner, f = frame, frame.f_back
    while names and f is not None and f.f_back is not None and len(out) < CALLERS:
        values = [inner.f_locals[n] for n in names if inner.f_locals.get(n) is not None]
        path = frame_path(f)
        st = statement_at(path, f.f_lineno)
        fn = enclosing_function(path, f.f_lineno)
        if st is None or fn is None or fn.name != f.f_code.co_name:
            break
        params = own_params(fn)
        callee = inner.f_code.co_name
        calls = [n for n in ast.walk(st[2]) if isinstance(n, ast.Call)
                 and (n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", None)) == callee]
        args = [x.value if isinstance(x, ast.Starred) else x for c in calls for x in c.args] + [k.value for c in calls for k in c.keywords]
        passed = [x.id for x in args if isinstance(x, ast.Name) and x.id in params]
        found = [[p for p in passed if f.f_locals.get(p) is v] for v in values]
        if not values or not all(found):
            break
        names = {p for ps in found for p in ps}
        out.append(f.f_back)
        inner, f = f, f.f_back
    return out


def passed_in(frame, exc):
    """Whether exc is one of the arguments of frame's function."""
    code = frame.f_code
    n = code.co_argcount + code.co_kwonlyargcount
    args = code.co_varnames[:n]
    return any(frame.f_locals.get(a) is exc for a in args)


def classify(pkgs, fname, line, func):
    """The case's truth from the raising frame."""
    path = os.path.realpath(fname) if os.path.isabs(fname) else fname
    t = {"installed": {"file": fname, "line": line, "func": func}}
    if path.startswith(DIST + "/"):
        rel = path[len(DIST) + 1:]
        p = owner(pkgs, rel)
        t["installed"]["file"] = rel
        if p is None:
            t["kind"] = "external"
            return t
        t["package"] = p["name"]
        t["repo"] = p["repo"]
        repo_rel = p["rpath"] + rel[len(p["inst"]):]
        st = statement_at(path, line)
        kind = "native"
        if st is not None and isinstance(st[2], (ast.Raise, ast.Assert)):
            kind = "python"
        t["kind"] = kind
        t["helper"] = kind == "python" and raises_parameter(path, line)
        rline, drift = map_line(path, os.path.join(p["dir"], repo_rel), line)
        t["drift"] = drift
        if st is not None:
            t["installed"]["end"] = st[1]
            t["installed"]["start"] = st[0]
        if rline is not None:
            t["truth"] = {"file": repo_rel, "line": rline, "func": func}
            if st is not None:
                # the statement's span, as lines of the repository's file
                rs, _ = map_line(path, os.path.join(p["dir"], repo_rel), st[0])
                re_, _ = map_line(path, os.path.join(p["dir"], repo_rel), st[1])
                if rs is not None and re_ is not None:
                    t["truth"]["start"], t["truth"]["end"] = rs, re_
        return t
    if path.endswith(".pyx"):
        for p in pkgs:
            if os.path.exists(os.path.join(p["dir"], path)):
                src = (read_lines(os.path.join(p["dir"], path)) or [""] * line)[line - 1:line]
                t["kind"] = "cython"
                t["raise"] = bool(src) and src[0].strip().startswith("raise")
                t["package"] = p["name"]
                t["repo"] = p["repo"]
                t["truth"] = {"file": path, "line": line, "func": func}
                return t
    t["kind"] = "external"
    return t


# MARKS: with ERRDEX_GDB_MARKS=1 each case's call is bracketed by
# os.getppid() and os.getpgrp(), whose C functions a debugger's
# breakpoints use to record the C stacks of the exceptions set while it
# runs (bench/env/runtime_truth.py), and each case carries its call's
# number (seq, from 0) and its exception's classes (mro).
MARKS = os.environ.get("ERRDEX_GDB_MARKS") == "1"
calls = 0


def run(pkgs, label, pkg, thunk, out, seen):
    global calls
    seq = calls
    calls += 1
    tracer = FirstRaise()
    if MARKS:
        os.getppid()
    sys.settrace(tracer.global_trace)
    try:
        thunk()
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as e:  # noqa: BLE001 - every exception is a case
        sys.settrace(None)
        if MARKS:
            os.getpgrp()
        site, callers, raiser = tracer.sites.get(id(e), (None, [], None))
        if raiser is not None and classify(pkgs, *site).get("package") is None:
            # Made outside the catalogued packages and raised by one of
            # their helpers (six.reraise called by the caller's code): the
            # helper's raise is the only site a catalog has.
            site, callers, raiser = raiser, [site], None
        tbl = traceback.extract_tb(e.__traceback__)
        if site is None:
            if not tbl:
                return
            f = tbl[-1]
            site = (f.filename, f.lineno, f.name)
        c = {"lang": "python", "suite": pkg, "label": label,
             "message": "".join(traceback.format_exception_only(type(e), e)).rstrip("\n"),
             "traceback": "".join(traceback.format_exception(type(e), e, e.__traceback__)).rstrip("\n")}
        c.update(classify(pkgs, *site))
        if MARKS:
            c["seq"], c["mro"] = seq, [k.__name__ for k in type(e).__mro__]
        if raiser is not None and c.get("kind") == "native":
            c["kind"] = "python"  # the call that made the exception and passed it to a raising helper
        # A traceback whose innermost frame is not the raising frame was
        # rewritten by the package (Jinja's template frames, pyparsing's
        # with_traceback(None)) or ends in compiled Cython frames. Its
        # innermost frame in a catalogued package is a second truth when
        # a raise statement is there (the re-raise the traceback shows).
        c["rewritten"] = False
        if tbl:
            inner = tbl[-1]
            c["rewritten"] = not (os.path.realpath(inner.filename) == os.path.realpath(site[0]) and inner.lineno == site[1])
            if c["rewritten"]:
                for f in reversed(tbl):
                    p = classify(pkgs, f.filename, f.lineno, f.name)
                    if p["kind"] in ("python", "cython", "native") and "truth" in p:
                        c["printed"] = {"kind": p["kind"], "site": p["truth"]}
                        break
        # The frame that called a helper raising what it was passed
        # (Jinja's Parser.fail: raise exc(msg, lineno, ...)): its call holds
        # the message's text, and is a site too when it is in the same
        # package (the extractor records such calls).
        # A caller that only passes its own parameters on to the helper
        # (a forwarder) spells no text: the call that does is further out
        # (text_caller), and is the caller kept.
        c["callers"] = []
        if c.get("helper") and callers:
            p = classify(pkgs, *callers[-1])
            if p.get("package") == c.get("package") and "truth" in p:
                c["callers"].append(p["truth"])
            if len(callers) > 1:
                c["forwarded"] = len(callers) - 1
        key = (c["message"], json.dumps(c.get("truth"), sort_keys=True), c["installed"]["file"], c["installed"]["line"])
        if key in seen:
            return
        seen.add(key)
        out.append(c)
        return
    finally:
        sys.settrace(None)
    if MARKS:
        os.getpgrp()
    print(f"errors.py: case {pkg}/{label} did not raise", file=sys.stderr)


def main():
    if len(sys.argv) != 3:
        print("usage: errors.py PACKAGES SRC", file=sys.stderr)
        sys.exit(2)
    pkgs = load_packages(sys.argv[1], sys.argv[2])
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import cases  # noqa: E402 - next to this file

    out, seen = [], set()
    n = 0
    for pkg, label, thunk in cases.cases():
        n += 1
        run(pkgs, label, pkg, thunk, out, seen)
    for c in out:
        print(json.dumps(c, ensure_ascii=False))
    print(f"errors.py: {n} calls, {len(out)} distinct exceptions", file=sys.stderr)


if __name__ == "__main__":
    main()
