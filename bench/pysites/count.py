#!/usr/bin/env python3
"""Count Python error sites with the ast module, independently of errdex, and
compare them with an errdex catalog of the same tree.

    python3 bench/pysites/count.py ROOT                  # counts per kind
    python3 bench/pysites/count.py ROOT CATALOG.jsonl    # and coverage
    python3 bench/pysites/count.py ROOT CATALOG.jsonl -v # and the misses

Kinds (each a set of FILE:LINE, the line where the call or statement starts):

  log       X.warning/warn/error/exception/critical/fatal(arg, ...) where the
            last name of X contains "log" (logger, self.logger, _LOGGER,
            logging) or X is a getLogger(...)/get_logger(...) call, and
            X.log(LEVEL, msg) with LEVEL a WARNING-or-above name or number
  log_once  X.warning_once/error_once(...) on such an X (reported apart)
  warn      warnings.warn(...), warn(...) and warnings.warn_explicit(...)
  assert    assert statements without a message
  status    calls with a status_code= keyword (or HTTPException's first
            positional argument) that states a status of 400 or more: an int
            literal, HTTPStatus.NAME or status.HTTP_NNN_...; abort(N) with
            an int literal of 400 or more

A file that Python cannot parse is counted as skipped. With a catalog, a
site counts as catalogued when a record of the matching errorType
(log/warning/exception, httpStatus set for status) sits at that file and
line; ROOT's paths are matched against the records' filePath by suffix.
"""
import ast
import http
import json
import os
import re
import sys
import warnings

LEVELS = {"warning", "warn", "error", "exception", "critical", "fatal"}
ONCE = {"warning_once", "error_once", "warn_once"}
HIGH = {"WARNING", "WARN", "ERROR", "CRITICAL", "FATAL", "30", "40", "50"}


def dotted(n):
    if isinstance(n, ast.Name):
        return n.id
    if isinstance(n, ast.Attribute):
        d = dotted(n.value)
        return d + "." + n.attr if d else n.attr
    if isinstance(n, ast.Call):
        return dotted(n.func) + "()"
    return ""


def loggerish(recv):
    if isinstance(recv, ast.Call):
        return re.search(r"(?i)get_?logger", dotted(recv.func) or "") is not None
    last = dotted(recv).split(".")[-1]
    return "log" in last.lower() and last != "warnings"


def status_value(v):
    """The HTTP status v states when it is 400 or more, else None."""
    if isinstance(v, ast.Constant) and isinstance(v.value, int) and not isinstance(v.value, bool):
        return v.value if 400 <= v.value <= 599 else None
    if isinstance(v, ast.Attribute) and v.attr == "value":
        v = v.value
    if isinstance(v, ast.Attribute):
        base = dotted(v.value).split(".")[-1]
        code = None
        if base == "HTTPStatus" and v.attr in http.HTTPStatus.__members__:
            code = http.HTTPStatus[v.attr].value
        m = re.match(r"HTTP_(\d{3})", v.attr)
        if base == "status" and m:
            code = int(m.group(1))
        return code if code and code >= 400 else None
    return None


def count_file(path, rel, sites):
    try:
        with open(path, "rb") as f:
            src = f.read()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(src, filename=path)
    except (SyntaxError, ValueError, UnicodeDecodeError):
        return False
    for n in ast.walk(tree):
        if isinstance(n, ast.Assert) and n.msg is None:
            sites["assert"].add((rel, n.lineno))
        if not isinstance(n, ast.Call):
            continue
        f = n.func
        name = dotted(f)
        if isinstance(f, ast.Attribute):
            if f.attr in LEVELS and n.args and loggerish(f.value):
                sites["log"].add((rel, n.lineno))
            elif f.attr in ONCE and n.args and loggerish(f.value):
                sites["log_once"].add((rel, n.lineno))
            elif f.attr == "log" and len(n.args) >= 2 and loggerish(f.value):
                lv = dotted(n.args[0]).split(".")[-1] if not isinstance(n.args[0], ast.Constant) else str(n.args[0].value)
                if lv in HIGH:
                    sites["log"].add((rel, n.lineno))
        if name in ("warnings.warn", "warn", "warnings.warn_explicit") and (n.args or n.keywords):
            sites["warn"].add((rel, n.lineno))
        kw = {k.arg: k.value for k in n.keywords if k.arg}
        if "status_code" in kw and status_value(kw["status_code"]) is not None:
            sites["status"].add((rel, n.lineno))
        elif name.split(".")[-1] == "HTTPException" and n.args and status_value(n.args[0]) is not None:
            sites["status"].add((rel, n.lineno))
        elif name.split(".")[-1] == "abort" and n.args and status_value(n.args[0]) is not None and isinstance(n.args[0], ast.Constant):
            sites["status"].add((rel, n.lineno))
    return True


SKIP_DIRS = {".git", "node_modules", "site-packages", "__pycache__", ".venv", "venv", "vendor", "third_party"}


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv
    root = args[0]
    sites = {k: set() for k in ("log", "log_once", "warn", "assert", "status")}
    files = skipped = 0
    for d, dirs, names in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS)
        for nm in sorted(names):
            if not nm.endswith(".py"):
                continue
            p = os.path.join(d, nm)
            files += 1
            if not count_file(p, os.path.relpath(p, root), sites):
                skipped += 1
    print(f"{root}: {files} .py files, {skipped} not parseable by this Python ({sys.version.split()[0]})")
    if len(args) < 2:
        for k, v in sites.items():
            print(f"{k:9} {len(v)}")
        return
    have = {k: set() for k in sites}
    with open(args[1]) as f:
        for line in f:
            r = json.loads(line)["record"]
            at = (r["filePath"], r["lineNumber"])
            t = r["errorType"]
            if t == "log":
                have["log"].add(at)
                have["log_once"].add(at)
            elif t == "warning":
                have["warn"].add(at)
            if r["errorClass"] == "AssertionError":
                have["assert"].add(at)
            if r.get("httpStatus") is not None:
                have["status"].add(at)

    have_by_line = {k: {} for k in have}
    for k, v in have.items():
        for fp, ln in v:
            have_by_line[k].setdefault(ln, []).append(fp)

    def found(kind, rel, line):
        return any(fp == rel or fp.endswith("/" + rel) or rel.endswith("/" + fp) for fp in have_by_line[kind].get(line, ()))
    print(f"{'kind':9} {'ast count':>9} {'catalogued':>10} {'share':>7}")
    for k, v in sites.items():
        hit = [s for s in v if found(k, *s)]
        share = 100.0 * len(hit) / len(v) if v else 100.0
        print(f"{k:9} {len(v):9} {len(hit):10} {share:6.1f}%")
        if verbose:
            for s in sorted(v - set(hit)):
                print(f"  missed {k}: {s[0]}:{s[1]}")


if __name__ == "__main__":
    main()
