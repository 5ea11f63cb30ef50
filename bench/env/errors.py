#!/usr/bin/python3
"""Raise real exceptions in Debian's installed python3-* packages
(bench/env/cases.py, which includes bench/deployed/python/cases.py) and
write one JSON line per exception in bench/deployed/eval's case format,
the truth a path below dist-packages (the import path scan --env gives
records).

    /usr/bin/python3 bench/env/errors.py bench/env/packages.txt SRC > cases.jsonl

SRC holds, for each package name, a link to /usr/lib/python3/dist-packages
(the "repository" errors.py compares the installed files with is the
installed tree itself).

scan --env catalogs every distribution on sys.path and the stdlib, so a
frame errors.py calls "external" (the standard library, a package
packages.txt does not name) is catalogued here too: its truth is its
import path below dist-packages or the stdlib, its kind "python" at a raise
or assert statement and "native" at a call, as for the named packages."""
import ast
import importlib.util
import json
import os
import sys
import sysconfig

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def main():
    if len(sys.argv) != 3:
        print("usage: errors.py PACKAGES SRC", file=sys.stderr)
        sys.exit(2)
    base = load("deployed_errors", os.path.join(HERE, "..", "deployed", "python", "errors.py"))
    cases = load("env_cases", os.path.join(HERE, "cases.py"))
    pkgs = base.load_packages(sys.argv[1], sys.argv[2])
    classify = base.classify
    roots = [base.DIST, os.path.realpath(sysconfig.get_path("stdlib"))]

    def classify_env(pkgs, fname, line, func):
        t = classify(pkgs, fname, line, func)
        path = os.path.realpath(fname) if os.path.isabs(fname) else fname
        if t.get("kind") != "external" or path.endswith(".pyx"):
            return t
        for root in roots:
            if path.startswith(root + "/") and "/site-packages/" not in path[len(root):]:
                rel = path[len(root) + 1:]
                st = base.statement_at(path, line)
                t["kind"] = "python" if st is not None and isinstance(st[2], (ast.Raise, ast.Assert)) else "native"
                t["package"] = rel.split("/", 1)[0] if root == base.DIST else "stdlib"
                t["installed"]["file"] = rel
                t["truth"] = {"file": rel, "line": line, "func": func}
                if st is not None:
                    t["truth"]["start"], t["truth"]["end"] = st[0], st[1]
                t["drift"] = "same"
                t["helper"] = t["kind"] == "python" and base.raises_parameter(path, line)
                break
        return t

    base.classify = classify_env
    out, seen, n = [], set(), 0
    for pkg, label, thunk in cases.cases():
        n += 1
        try:
            base.run(pkgs, label, pkg, thunk, out, seen)
        except Exception as e:  # a case that cannot even be set up
            print(f"errors.py: case {pkg}/{label}: {e!r}", file=sys.stderr)
    for c in out:
        print(json.dumps(c, ensure_ascii=False))
    print(f"errors.py: {n} calls, {len(out)} distinct exceptions", file=sys.stderr)


if __name__ == "__main__":
    main()
