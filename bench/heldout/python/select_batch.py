#!/usr/bin/python3
"""Count, in the installed Python code of Debian python3-* packages, the
shapes whose errors the Python held-out misses come from when the text
is made in one module and raised in another (issue 27), to choose a
held-out batch by mechanism rather than by name.

    python3 bench/heldout/python/select_batch.py [--exclude FILE]... ROOTS...
    python3 bench/heldout/python/select_batch.py --installed [--exclude FILE]...

ROOTS are NAME=DIR[,DIR...] (a package's installed roots: a folder or a
.py file). --installed takes every installed python3-* Debian package
whose files below /usr/lib/python3/dist-packages are .py (dpkg -L),
its roots being the top-level entries it installs there. --exclude
drops the packages any of whose roots a FILE names (a packages.txt:
every whitespace-separated field of a line outside comments is taken as
a root, comma lists split; a field below a root, google/protobuf, drops
the package installing that root). Files under tests/test/testing folders are
left out. One line per package, highest total first: the total and
each shape's count, all counted from Python's ast, by mechanism:

  str    raise C(...) of a class defined in another module whose
         __str__ (of the class or an in-package base) forms the text
  attr   ... whose class attribute holds the message (a string whose
         name says msg/message/text/desc/reason/fmt/template/error, or a
         format string)
  init   ... whose __init__ builds the text (its base's __init__ called
         with anything but a plain name, or self.message/msg set to a
         built string)
  helper a call, with literal text among its arguments, of a function
         or method that raises (or returns an exception built from) one
         of its parameters, defined only in other modules than the
         call's; split into obj.f(...) / self.f(...) (meth), f(...)
         (func), a local bound to an attribute then called (bound), and
         getattr(obj, "f")(...) (getattr)
  rvar   raise v, v a local set from a class called with a variable,
         the class defined in another module (clsvar), or from
         obj.m(...) with m defined only in other modules and returning
         an exception class's call (meth)

The class of a raise is resolved by its last name among the package's
classes; a name defined in several modules counts only when none of
them is the raise's. A class is an exception when it or an in-package
base is named ...Error/...Exception/...Warning/...Exit or derives from
a builtin exception."""
import ast
import builtins
import collections
import os
import re
import subprocess
import sys

DIST = "/usr/lib/python3/dist-packages"
SKIP_DIRS = {"tests", "test", "testing", "__pycache__"}
MSG_ATTR = re.compile(r"msg|message|text|desc|reason|fmt|template|error", re.I)
FORMAT = re.compile(r"%[-#0 +]*\d*(\.\d+)?[sdrifx(]|\{[\w.!:\[\]]*\}")
BUILTIN_EXC = {n for n in dir(builtins) if isinstance(getattr(builtins, n), type) and issubclass(getattr(builtins, n), BaseException)}
SHAPES = ["str", "attr", "init", "helper.meth", "helper.func", "helper.bound", "helper.getattr", "rvar.clsvar", "rvar.meth"]


def last_name(n):
    if isinstance(n, ast.Name):
        return n.id
    if isinstance(n, ast.Attribute):
        return n.attr
    return ""


def literal_text(n):
    """A string constant of 8 characters or more, an f-string with
    literal text, or % / .format / + over one."""
    if isinstance(n, ast.Constant) and isinstance(n.value, str):
        return len(n.value.strip()) >= 8
    if isinstance(n, ast.JoinedStr):
        return sum(len(v.value) for v in n.values if isinstance(v, ast.Constant)) >= 6
    if isinstance(n, ast.BinOp):
        return literal_text(n.left) or literal_text(n.right)
    if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "format":
        return literal_text(n.func.value)
    return False


def built_text(n):
    """An expression that builds text: an f-string, %, + or .format."""
    return isinstance(n, (ast.JoinedStr, ast.BinOp)) or (
        isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "format")


def files_of(roots):
    out = []
    for r in roots:
        if os.path.isfile(r) and r.endswith(".py"):
            out.append(r)
            continue
        for d, ds, fs in os.walk(r):
            ds[:] = sorted(x for x in ds if x not in SKIP_DIRS)
            out += [os.path.join(d, f) for f in sorted(fs) if f.endswith(".py")]
    return out


def params(fn):
    a = fn.args
    ps = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs} - {"self", "cls"}
    if a.vararg:
        ps.add(a.vararg.arg)
    if a.kwarg:
        ps.add(a.kwarg.arg)
    return ps


def functions(tree):
    return [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]


def count(roots):
    trees = {}
    for f in files_of(roots):
        try:
            with open(f, encoding="utf-8", errors="replace") as fh:
                trees[f] = ast.parse(fh.read())
        except (SyntaxError, ValueError, RecursionError):
            continue
    classes = collections.defaultdict(list)  # name -> [(file, ClassDef)]
    for f, t in trees.items():
        for n in ast.walk(t):
            if isinstance(n, ast.ClassDef):
                classes[n.name].append((f, n))

    exc_memo = {}

    def is_exc(name, seen=()):
        if name in exc_memo:
            return exc_memo[name]
        if name in seen:
            return False
        r = bool(re.search(r"(Error|Exception|Warning|Exit)$", name)) or name in BUILTIN_EXC
        if not r:
            r = any(is_exc(last_name(b), seen + (name,)) for _, cd in classes.get(name, []) for b in cd.bases)
        exc_memo[name] = r
        return r

    text_memo = {}

    def text_shape(name, seen=()):
        """str / attr / init / "" for a package class, following
        in-package bases (categorize-py.py's class_text order)."""
        if name in text_memo:
            return text_memo[name]
        if name in seen or name not in classes:
            return ""
        shape = ""
        for _, cd in classes[name]:
            if any(isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)) and b.name == "__str__" for b in cd.body):
                shape = "str"
                break
            for b in cd.body:
                if isinstance(b, (ast.Assign, ast.AnnAssign)) and isinstance(getattr(b, "value", None), ast.Constant) and isinstance(b.value.value, str):
                    targets = b.targets if isinstance(b, ast.Assign) else [b.target]
                    names = [t.id for t in targets if isinstance(t, ast.Name)]
                    if FORMAT.search(b.value.value) or any(MSG_ATTR.search(x) for x in names):
                        shape = "attr"
                        break
            if shape:
                break
            for b in cd.body:
                if isinstance(b, ast.FunctionDef) and b.name == "__init__":
                    for n in ast.walk(b):
                        if isinstance(n, ast.Call) and last_name(n.func) == "__init__" and n.args:
                            a0 = n.args[1] if isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.value.id != "super" and len(n.args) > 1 else n.args[0]
                            if not isinstance(a0, ast.Name):
                                shape = "init"
                        if isinstance(n, ast.Assign) and built_text(n.value) and any(
                                isinstance(t, ast.Attribute) and MSG_ATTR.search(t.attr) for t in n.targets):
                            shape = "init"
            if shape:
                break
            for base in cd.bases:
                shape = text_shape(last_name(base), seen + (name,))
                if shape:
                    break
            if shape:
                break
        text_memo[name] = shape
        return shape

    # helpers: functions raising (or returning an exception built from) a parameter
    helpers = collections.defaultdict(set)  # name -> files
    returns_exc = collections.defaultdict(set)  # name -> files of functions returning an exception class's call
    for f, t in trees.items():
        for fn in functions(t):
            if fn.name.startswith("__"):
                continue
            ps = params(fn)
            for n in ast.walk(fn):
                if isinstance(n, ast.Return) and isinstance(n.value, ast.Call) and is_exc(last_name(n.value.func)):
                    returns_exc[fn.name].add(f)
                e = n.exc if isinstance(n, ast.Raise) else (n.value if isinstance(n, ast.Return) else None)
                if not isinstance(e, ast.Call):
                    continue
                if isinstance(n, ast.Return) and not is_exc(last_name(e.func)):
                    continue
                if {x.id for x in ast.walk(e) if isinstance(x, ast.Name)} & ps:
                    helpers[fn.name].add(f)

    counts = collections.Counter()
    for f, t in trees.items():
        # raises and calls, once per node of the file
        fn_of = {}
        for fn in functions(t):
            for n in ast.walk(fn):
                fn_of[id(n)] = fn  # innermost wins: functions() walks outer first
        local_assigns = {}
        for fn in functions(t):
            a = collections.defaultdict(list)
            for n in ast.walk(fn):
                if isinstance(n, ast.Assign):
                    for tg in n.targets:
                        if isinstance(tg, ast.Name):
                            a[tg.id].append(n.value)
            local_assigns[id(fn)] = a
        for n in ast.walk(t):
            if isinstance(n, ast.Raise) and n.exc is not None:
                e = n.exc
                c = e.func if isinstance(e, ast.Call) else e
                name = last_name(c)
                defs = classes.get(name, [])
                if defs and is_exc(name) and all(df != f for df, _ in defs):
                    shape = text_shape(name)
                    if shape:
                        counts[shape] += 1
                if isinstance(e, ast.Name) and id(n) in fn_of:
                    fn = fn_of[id(n)]
                    for v in local_assigns[id(fn)].get(e.id, []):
                        if not isinstance(v, ast.Call):
                            continue
                        vn = last_name(v.func)
                        vdefs = classes.get(vn, [])
                        if vdefs and is_exc(vn) and all(df != f for df, _ in vdefs) and v.args and not literal_text(v.args[0]) and not isinstance(v.args[0], ast.Constant):
                            counts["rvar.clsvar"] += 1
                            break
                        if isinstance(v.func, ast.Attribute) and vn in returns_exc and f not in returns_exc[vn]:
                            counts["rvar.meth"] += 1
                            break
            if isinstance(n, ast.Call):
                args = list(n.args) + [k.value for k in n.keywords]
                if not any(literal_text(a) for a in args):
                    continue
                func = n.func
                kind = None
                if isinstance(func, ast.Attribute) and func.attr in helpers and f not in helpers[func.attr]:
                    kind = "helper.meth"
                elif isinstance(func, ast.Name) and func.id in helpers and f not in helpers[func.id]:
                    kind = "helper.func"
                elif isinstance(func, ast.Name) and id(n) in fn_of:
                    for v in local_assigns[id(fn_of[id(n)])].get(func.id, []):
                        if isinstance(v, ast.Attribute) and v.attr in helpers and f not in helpers[v.attr]:
                            kind = "helper.bound"
                elif (isinstance(func, ast.Call) and last_name(func.func) == "getattr" and len(func.args) >= 2
                      and isinstance(func.args[1], ast.Constant) and func.args[1].value in helpers and f not in helpers[func.args[1].value]):
                    kind = "helper.getattr"
                if kind:
                    counts[kind] += 1
    return counts, len(trees)


def installed():
    """{name: [roots]} of the installed python3-* packages (name without
    python3-), their top-level entries below dist-packages that are .py
    files or folders holding .py files."""
    debs = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${Status}\n", "python3-*"], capture_output=True, text=True).stdout
    out = {}
    for line in debs.splitlines():
        fields = line.split()
        if len(fields) < 2 or not line.endswith("installed") or "not-installed" in line:
            continue
        deb = fields[0]
        lst = subprocess.run(["dpkg", "-L", deb], capture_output=True, text=True).stdout.splitlines()
        roots = set()
        for p in lst:
            if p.startswith(DIST + "/") and p.endswith(".py"):
                top = p[len(DIST) + 1:].split("/")[0]
                if not top.endswith((".dist-info", ".egg-info")):
                    roots.add(os.path.join(DIST, top))
        if roots:
            out[deb] = sorted(roots)
    return out


def main():
    args = sys.argv[1:]
    excluded = set()
    while "--exclude" in args:
        i = args.index("--exclude")
        with open(args[i + 1]) as fh:
            for line in fh:
                for fld in line.split("#", 1)[0].split():
                    excluded.update(x for x in fld.split(",") if x)
        del args[i:i + 2]
    if args[:1] == ["--installed"]:
        pkgs = installed()
    else:
        pkgs = {}
        for a in args:
            name, _, dirs = a.partition("=")
            pkgs[name] = dirs.split(",")
    rows = []
    for name, roots in sorted(pkgs.items()):
        if any(os.path.basename(r) in excluded or any(e.startswith(os.path.basename(r) + "/") for e in excluded) for r in roots):
            continue
        c, nfiles = count(roots)
        if nfiles == 0:
            continue
        rows.append((sum(c.values()), name, nfiles, c, roots))
    rows.sort(key=lambda r: (-r[0], r[1]))
    print("total\tpackage\tfiles\t" + "\t".join(SHAPES) + "\troots")
    for total, name, nfiles, c, roots in rows:
        print(f"{total}\t{name}\t{nfiles}\t" + "\t".join(str(c[s]) for s in SHAPES) + "\t" + ",".join(os.path.basename(r) for r in roots))


if __name__ == "__main__":
    main()
