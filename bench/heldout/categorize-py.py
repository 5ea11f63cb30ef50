#!/usr/bin/env python3
"""Assign each Python miss of bench/heldout/run-js-py.sh a mechanism.

    python3 bench/heldout/categorize-py.py WORK [-n EXAMPLES]
    python3 bench/heldout/categorize-py.py WORK --counts SPLIT

WORK is run-js-py.sh's folder: it reads WORK/js-py/misses.jsonl (eval
-misses; the test half is in it only when eval was given -show-test),
WORK/python/cases.jsonl, WORK/python/catalog.jsonl, the installed copies
in WORK/python/src and the built WORK/js-py/errdex; --misses, --cases,
--catalog, --src and --errdex name other files. npm misses are left out.

--counts prints only each mechanism's count per half of SPLIT
(split-js-py.txt) and how many packages they come from, no example: run
eval with -show-test to see how the test half's misses spread over
mechanisms without reading one of them. Without --counts it prints up to
EXAMPLES dev-half misses of each mechanism (never a test-half one).

A miss is filed under the first rule that holds; every mechanism is
computed from the code (Python's ast of the site's file and of the
package's classes), never from a package's name:

1. message right among ties: the miss is the traceback's answer, or a
   confident top answer that is another site.
2. outside error answered: the case is native or external and errdex
   answered a record from the message.
3. no record at the site: no catalog record of the truth's file has a
   line in the truth's span (nor at a printed frame, caller or inner site
   the case also accepts); split by what the site's statement holds: a
   raise of a class call, of a helper's or method's call (the helper
   builds the exception), of a variable, a bare re-raise, an assert, a
   call statement of a helper that raises (a method, a function of the
   same file or of another), warnings, logging, a return of an
   exception, a raise in Cython (.pyx/.pxi), an operation Python raises
   in (subscript, call of a builtin).
3b. a helper raises its parameter's text and no record is at its
   caller's call: split by the helper's kind, how the caller's line calls
   it (self.f, obj.f, f, under another name), whether the call's arguments
   carry text of their own or only pass the caller's own parameters on (a
   forwarder: the text is one more caller up, where the truth rule does
   not go), and what the helper's raise raises (a parameter, a class
   called with the text, a factory's call, one given a parameter holding
   a class).
4. another record ranks above the site's: the site is among errdex's
   matches (explain --json -n 50) at rank 2-5 or 6-50; split by how the
   first record relates to the site's (the same text or another, in the
   site's file, its package or another, more or fewer literal characters,
   whether the site's text up to its first hole opens the first's, the
   same class or another).
5. the site's record does not match the message: split by where the
   text is built (the raised class's __str__/__repr__ in the package,
   a class attribute holding a message or a format string, the class's
   __init__ building the text, and for __str__ how it builds what it
   returns: adds to a local text, joins a list, loops, reads self.args,
   tests, or one expression; a helper's call or %-formatting of a
   non-literal as the raise's argument, a hole-only template: a text
   passed in; for a raised local set from a call, what makes the
   exception: a class called with text, a variable or nothing, or a
   function of the raise's file or another, returning a class call or
   not) and by errdex's answer (weak, unknown, matched elsewhere).

A last table counts features of the misses: the traceback answer right
or wrong, the exception chained (raised while handling another), a
confident wrong answer from the message (also tabled by mechanism).
"""
import ast
import json
import os
import re
import subprocess
import sys
from collections import defaultdict


sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout import count_table, print_examples, read_jsonl, read_split  # noqa: E402


def arg(name, default):
    if name in sys.argv:
        return sys.argv[sys.argv.index(name) + 1]
    return default


class Sources:
    """The installed copies: a record path (attr/_make.py) to its file,
    each file's ast, and each package's classes."""

    def __init__(self, src):
        self.paths = {}
        self.pkg_of = {}
        self.trees = {}
        self.classes = {}
        if not os.path.isdir(src):
            return
        for pkg in sorted(os.listdir(src)):
            root = os.path.join(src, pkg)
            for d, _, files in os.walk(root):
                for f in files:
                    full = os.path.join(d, f)
                    rel = os.path.relpath(full, root)
                    self.paths.setdefault(rel, full)
                    self.pkg_of.setdefault(rel, pkg)

    def pkg_rels(self, rel):
        """The files of rel's package."""
        pkg = self.pkg_of.get(rel)
        return [r for r, p in self.pkg_of.items() if p == pkg and r.endswith(".py")]

    def lines(self, rel):
        p = self.paths.get(rel)
        if not p:
            return []
        try:
            with open(p, errors="replace") as f:
                return f.read().split("\n")
        except OSError:
            return []

    def tree(self, rel):
        if rel not in self.trees:
            t = None
            p = self.paths.get(rel)
            if p and p.endswith(".py"):
                try:
                    with open(p, "rb") as f:
                        t = ast.parse(f.read())
                except (SyntaxError, ValueError, OSError):
                    t = None
            self.trees[rel] = t
        return self.trees[rel]

    def package_classes(self, pkg):
        """name -> list of (rel, ClassDef) for every class of the package."""
        if pkg in self.classes:
            return self.classes[pkg]
        out = defaultdict(list)
        for rel, p in self.pkg_of.items():
            if p != pkg or not rel.endswith(".py"):
                continue
            t = self.tree(rel)
            if t is None:
                continue
            for n in ast.walk(t):
                if isinstance(n, ast.ClassDef):
                    out[n.name].append((rel, n))
        self.classes[pkg] = out
        return out


def statement_at(tree, line):
    """The innermost statement whose span holds line: the latest start,
    then the shortest span."""
    best = None
    for n in ast.walk(tree):
        if isinstance(n, ast.stmt) and n.lineno <= line <= (n.end_lineno or n.lineno):
            key = (n.lineno, -((n.end_lineno or n.lineno) - n.lineno))
            if best is None or key > best[0]:
                best = (key, n)
    return best[1] if best else None


def last_name(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Call):
        return last_name(node.func)
    return ""


def is_class_name(name):
    return bool(name) and name[0].isupper()


def defined_in(tree, name):
    """Whether the module defines a function or method called name."""
    if tree is None:
        return False
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name for n in ast.walk(tree))


def site_form(src, rel, line, text):
    """What the site's statement holds, for a site with no record."""
    if rel.endswith((".pyx", ".pxi", ".pxd")):
        return "a raise in Cython" if re.match(r"\s*raise\b", text) else "a statement in Cython"
    tree = src.tree(rel)
    st = statement_at(tree, line) if tree is not None else None
    if st is None:
        return "the site's file is not Python the ast reads" if tree is None else "no statement at the line"
    if isinstance(st, ast.Raise):
        e = st.exc
        if e is None:
            return "a bare re-raise"
        if isinstance(e, ast.Call):
            name = last_name(e.func)
            if is_class_name(name):
                return "a raise of a class call"
            if isinstance(e.func, ast.Attribute):
                return "a raise of a method's call (the method builds the exception)"
            return "a raise of a function's call (the function builds the exception)" + (
                ", defined in the file" if defined_in(tree, name) else ", defined elsewhere")
        if isinstance(e, (ast.Name, ast.Attribute, ast.Subscript)):
            return "a raise of a variable"
        return "a raise of another expression"
    if isinstance(st, ast.Assert):
        return "an assert" + (" with a message" if st.msg is not None else " without a message")
    call = None
    if isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
        call = st.value
    if isinstance(st, ast.Return) and isinstance(st.value, ast.Call):
        name = last_name(st.value.func)
        if is_class_name(name) and re.search(r"(Error|Exception|Warning)$", name):
            return "a return of an exception"
    if call is not None:
        f = call.func
        s = ast.unparse(f) if hasattr(ast, "unparse") else last_name(f)
        if re.match(r"warnings?\.warn", s) or s == "warn":
            return "warnings"
        if re.search(r"(^|\.)(log|logger|logging|_log|_logger)\.\w+$", s) or re.match(r"(debug|info|warning|error|exception|critical)$", last_name(f)):
            return "logging"
        if isinstance(f, ast.Attribute):
            where = "a method"
            if isinstance(f.value, ast.Name) and f.value.id in ("self", "cls"):
                where = "a method of self"
        else:
            where = "a function of the file" if defined_in(tree, last_name(f)) else "a function of another file"
        return "a call statement: " + where + " raises"
    if isinstance(st, ast.Return):
        return "a return statement (an operation or call in it raises)"
    return "another statement (an operation or call in it raises)"


def str_form(fn):
    """How a __str__ builds what it returns: adding to a local text
    (text += ...), appending to a local list it joins, a loop, reading
    self.args, or one expression."""
    feats = []
    nodes = list(ast.walk(fn))
    if any(isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add) and isinstance(n.target, ast.Name) for n in nodes):
        feats.append("adds to a local text")
    if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in ("append", "join") for n in nodes):
        feats.append("joins a list")
    if any(isinstance(n, (ast.For, ast.While)) for n in nodes):
        feats.append("loops")
    if any(isinstance(n, ast.Attribute) and n.attr == "args" and isinstance(n.value, ast.Name) and n.value.id == "self" for n in nodes):
        feats.append("reads self.args")
    if any(isinstance(n, ast.If) for n in nodes):
        feats.append("tests")
    return " (" + ", ".join(feats) + ")" if feats else " (one expression)"


def class_text(src, pkg, name, seen=None):
    """Where a package class forms its text: __str__/__repr__, a class
    attribute holding a message or a format string, __init__ building
    the text; "" when it does none of these (bases inside the package are
    followed)."""
    seen = seen or set()
    if not name or name in seen:
        return ""
    seen.add(name)
    for rel, cd in src.package_classes(pkg).get(name, []):
        for b in cd.body:
            if isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)) and b.name in ("__str__", "__repr__"):
                return "the class's __str__ forms the text" + str_form(b)
        for b in cd.body:
            if isinstance(b, (ast.Assign, ast.AnnAssign)) and isinstance(getattr(b, "value", None), ast.Constant) and isinstance(b.value.value, str):
                targets = b.targets if isinstance(b, ast.Assign) else [b.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                v = b.value.value
                if re.search(r"%[-#0 +]*\d*(\.\d+)?[sdrifx(]|\{[\w.!:\[\]]*\}", v):
                    return "a format string in a class attribute"
                if any(re.search(r"msg|message|text|desc|reason|fmt|template|error", n, re.I) for n in names):
                    return "a message in a class attribute"
        for b in cd.body:
            if isinstance(b, ast.FunctionDef) and b.name == "__init__":
                for n in ast.walk(b):
                    if isinstance(n, ast.Call) and last_name(n.func) == "__init__" and n.args:
                        a0 = n.args[1] if isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.value.id != "super" and len(n.args) > 1 else n.args[0]
                        if not isinstance(a0, ast.Name):
                            return "the class's __init__ builds the text"
        for base in cd.bases:
            r = class_text(src, pkg, last_name(base), seen)
            if r:
                return r
    return ""


def enclosing_function(tree, line):
    best = None
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.lineno <= line <= (n.end_lineno or n.lineno):
            if best is None or n.lineno > best.lineno:
                best = n
    return best


def call_kind(tree, call):
    """What a call calls: a class, a method of self, a function of the
    file, an imported function, a method of another object."""
    f = call.func
    n = last_name(f)
    if is_class_name(n):
        return "a class call"
    if isinstance(f, ast.Attribute):
        if isinstance(f.value, ast.Name) and f.value.id in ("self", "cls"):
            return "a call of a method of self" + (" defined in the file" if defined_in(tree, n) else " not defined in the file")
        return "a call of a method of another object"
    if defined_in(tree, n):
        return "a call of a function of the file"
    return "a call of an imported function"


def name_origin(fn, name, line, tree=None):
    """How a function binds the local name read at line."""
    if fn is None:
        return "a module-level name"
    a = fn.args
    if name in {x.arg for x in a.args + a.kwonlyargs + a.posonlyargs}:
        return "a parameter (the caller's text)"
    if (a.vararg and a.vararg.arg == name) or (a.kwarg and a.kwarg.arg == name):
        return "a parameter (the caller's text)"
    values = []
    for n in ast.walk(fn):
        if isinstance(n, ast.ExceptHandler) and n.name == name:
            return "the caught exception"
        if isinstance(n, (ast.For, ast.comprehension)) and any(isinstance(t, ast.Name) and t.id == name for t in ast.walk(n.target)):
            return "a loop variable"
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in n.targets):
            values.append(n.value)
        if isinstance(n, (ast.AugAssign, ast.AnnAssign)) and isinstance(n.target, ast.Name) and n.target.id == name and n.value is not None:
            values.append(n.value)
        if isinstance(n, ast.Assign) and any(isinstance(t, ast.Tuple) and any(isinstance(e, ast.Name) and e.id == name for e in t.elts) for t in n.targets):
            return "a local unpacked from a tuple"
    if not values:
        return "a name the function does not bind (a global or closure)"
    kinds = set()
    for v in values:
        if isinstance(v, ast.Call):
            kinds.add(call_kind(tree, v) if not (isinstance(v.func, ast.Attribute) and v.func.attr == "format") else "a text")
        elif isinstance(v, (ast.Constant, ast.JoinedStr)) or (isinstance(v, ast.BinOp) and isinstance(v.op, (ast.Mod, ast.Add))):
            kinds.add("a text")
        elif isinstance(v, (ast.Subscript,)):
            kinds.add("a lookup")
        elif isinstance(v, (ast.Attribute,)):
            kinds.add("an attribute")
        else:
            kinds.add("an expression")
    return "a local set from " + " or ".join(sorted(kinds)) + (" (%d assignments)" % len(values) if len(values) > 1 else "")


def raise_argument(src, rel, line):
    """How the raise at the line forms its first argument."""
    tree = src.tree(rel)
    st = statement_at(tree, line) if tree is not None else None
    if not isinstance(st, ast.Raise):
        return ""
    if not isinstance(st.exc, ast.Call):
        if isinstance(st.exc, ast.Name):
            o = name_origin(enclosing_function(tree, line), st.exc.id, line, tree)
            if is_class_name(st.exc.id) and o.startswith("a name the function does not bind"):
                return "a class raised without arguments"
            return "raises a variable: " + o
        return ""
    c = st.exc
    if not c.args:
        return "a class called without arguments" if not c.keywords else "keyword arguments"
    a = c.args[0]
    if isinstance(a, ast.Starred):
        return "*args"
    if isinstance(a, ast.Call) and not (isinstance(a.func, ast.Attribute) and a.func.attr == "format" and isinstance(a.func.value, ast.Constant)):
        if last_name(a.func) not in ("str", "repr"):
            return "a helper's call builds the text"
        if a.args and isinstance(a.args[0], ast.Name):
            a = a.args[0]
    if isinstance(a, ast.BinOp) and isinstance(a.op, ast.Mod) and not isinstance(a.left, ast.Constant):
        return "%-formatting of a non-literal"
    if isinstance(a, ast.Name):
        return "a variable: " + name_origin(enclosing_function(tree, line), a.id, line, tree)
    if isinstance(a, ast.Attribute):
        return "an attribute" + (" of self" if isinstance(a.value, ast.Name) and a.value.id == "self" else "")
    if isinstance(a, ast.Subscript):
        return "a subscript (a table lookup)"
    if len(c.args) > 1:
        return "several arguments"
    return ""


def literal_text(node):
    """Whether an argument carries text of its own."""
    for n in ast.walk(node):
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and re.search(r"[A-Za-z]{3}", n.value):
            return True
    return False


def helper_call(src, t, caller):
    """How the caller reaches the helper that raises: the call's form
    (self.f, obj.f, f, mod.f), the statement holding it, and whether its
    arguments carry text of their own."""
    tree = src.tree(t["file"])
    fn = enclosing_function(tree, t["line"]) if tree is not None else None
    name = fn.name if fn is not None else t.get("func", "")
    kind = "a method" if fn is not None and fn.args.args and fn.args.args[0].arg in ("self", "cls") else "a function"
    if fn is not None and any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n is not fn and n.lineno < fn.lineno <= (n.end_lineno or n.lineno) for n in ast.walk(tree)):
        kind = "a nested function"
    if name.startswith("__") and name.endswith("__"):
        kind += " " + name
    if fn is not None and fn.decorator_list:
        kind += " (decorated)"
    ctree = src.tree(caller["file"])
    if ctree is None:
        return kind + "; the caller's file is not read"
    st = statement_at(ctree, caller["line"])
    calls = [n for n in ast.walk(st) if isinstance(n, ast.Call) and last_name(n.func) == name] if st is not None else []
    if not calls:
        how = "no call on the caller's line"
        cfn = enclosing_function(ctree, caller["line"])
        for n in ast.walk(st) if st is not None else []:
            if not isinstance(n, ast.Call):
                continue
            f = n.func
            if isinstance(f, ast.Subscript):
                how = "a call of a table's entry"
            elif isinstance(f, ast.Call) and last_name(f.func) == "getattr":
                how = "a call of getattr(...)"
            elif isinstance(f, ast.Name) and cfn is not None:
                o = name_origin(cfn, f.id, caller["line"], ctree)
                if o.startswith(("a parameter", "a local")):
                    how = "a call of " + ("a parameter (a callback)" if o.startswith("a parameter") else "a local bound to " + o[len("a local set from "):])
                    break
            elif isinstance(f, ast.Name) and is_class_name(f.id):
                how = "a class call (its __init__ or a hook runs the helper)"
            elif how == "no call on the caller's line":
                how = "a call of another function or method"
        return kind + "; the caller's line calls it under another name: " + how
    call = calls[0]
    f = call.func
    if isinstance(f, ast.Name):
        form = "f(...)"
    elif isinstance(f.value, ast.Name) and f.value.id in ("self", "cls"):
        form = "self.f(...)"
    elif isinstance(f.value, ast.Name) and any(isinstance(n, (ast.Import, ast.ImportFrom)) and any((a.asname or a.name).split(".")[0] == f.value.id for a in n.names) for n in ast.walk(ctree)):
        form = "module.f(...)"
    else:
        form = "obj.f(...)"
    where = "a statement" if isinstance(st, ast.Expr) and st.value is call else type(st).__name__.lower()
    args = list(call.args) + [k.value for k in call.keywords]
    text = "text of its own" if any(literal_text(a) for a in args) else "no text of its own"
    params = params_of(enclosing_function(ctree, caller["line"]))
    names = [a.value if isinstance(a, ast.Starred) else a for a in args]
    if text == "no text of its own" and names and all(isinstance(a, ast.Name) and a.id in params for a in names):
        text += " (it passes its own parameters on)"
    return "%s called as %s in %s, the call's arguments with %s; %s" % (kind, form, where, text, helper_raise(src, t))


def params_of(fn):
    """The names of fn's parameters, *args and **kwargs included."""
    if fn is None:
        return set()
    a = fn.args
    return {p.arg for p in a.posonlyargs + a.args + a.kwonlyargs + [x for x in (a.vararg, a.kwarg) if x is not None]}


def helper_raise(src, t):
    """What the helper's raise at the truth raises: a parameter, a class
    called with a parameter, a factory's call (a parameter holding a class
    among its arguments or not), or a parameter holding a class, called."""
    tree = src.tree(t["file"])
    st = statement_at(tree, t["line"]) if tree is not None else None
    fn = enclosing_function(tree, t["line"]) if tree is not None else None
    if not isinstance(st, ast.Raise) or st.exc is None:
        return "the helper's site is not a raise"
    params = params_of(fn)
    e = st.exc
    if isinstance(e, ast.Name):
        return "it raises " + ("a parameter" if e.id in params else "a local")
    if isinstance(e, ast.Call):
        f = last_name(e.func) or ""
        if isinstance(e.func, ast.Name) and f in params:
            return "it raises a parameter holding a class, called"
        if is_class_name(f):
            return "it raises a class called with the text"
        cls = any(isinstance(a, ast.Name) and a.id in params and not literal_text(a) and a.id.lower().startswith(("exc", "err", "cls", "klass", "error")) for a in e.args)
        return "it raises a factory's call" + (" given a parameter holding a class" if cls else "")
    return "it raises another expression"


def listed_matches(errdex, catalog, message):
    """errdex's matches of the message (explain --json -n 50), each its
    record's fields."""
    p = subprocess.run([errdex, "explain", "--catalog", catalog, "--json", "-n", "50", "-"], input=message, capture_output=True, text=True)
    try:
        matches = json.loads(p.stdout).get("matches") or []
    except ValueError:
        matches = []
    return [x["record"] for x in matches]


def literal_len(tmpl):
    """The characters of a template outside its holes."""
    return len(re.sub(r"\{[^{}]*\}", "", tmpl or ""))


def above_site(src, top, site, t):
    """How the record errdex ranks first relates to the site's record:
    the same text elsewhere, or another text; in the site's file, its
    package or another; more or fewer literal characters; the same class
    or another."""
    tt, st = top.get("errorMessage") or "", site.get("errorMessage") or ""
    same_text = tt == st
    if top.get("filePath") == t["file"]:
        where = "in the site's file"
    elif src.pkg_of.get(top.get("filePath")) == src.pkg_of.get(t["file"]):
        where = "in the site's package"
    else:
        where = "in another package"
    feats = ["the same text" if same_text else "another text", where]
    if not same_text:
        lt, ls = literal_len(tt), literal_len(st)
        feats.append("more literal characters" if lt > ls else "fewer literal characters" if lt < ls else "as many literal characters")
        if st and tt.startswith(st.split("{")[0]) and "{" in st:
            feats.append("the site's text before its first hole opens it")
    feats.append("the same class" if (top.get("errorClass") or "") == (site.get("errorClass") or "") else "another class")
    return ", ".join(feats)


def made_by(src, rel, line):
    """For a raise of a local set from a call (raise err after err =
    f(...)): what makes the exception: a class called with literal text,
    with other arguments or none; a function or method of the raise's
    file or of another file of the package, returning an exception
    constructor or not; something else."""
    tree = src.tree(rel)
    st = statement_at(tree, line) if tree is not None else None
    if not isinstance(st, ast.Raise) or not isinstance(st.exc, ast.Name):
        return ""
    fn = enclosing_function(tree, line)
    if fn is None:
        return ""
    values = [n.value for n in ast.walk(fn) if isinstance(n, ast.Assign) and any(isinstance(x, ast.Name) and x.id == st.exc.id for x in n.targets)]
    calls = [v for v in values if isinstance(v, ast.Call)]
    if not calls:
        return ""
    out = set()
    for c in calls:
        name = last_name(c.func)
        if is_class_name(name):
            if not c.args:
                out.add("a class called without arguments")
            elif literal_text(c.args[0]):
                out.add("a class called with text of its own")
            else:
                out.add("a class called with a variable")
            continue
        defs = [(r, n) for r in src.pkg_rels(rel) for n in ast.walk(src.tree(r) or ast.Module(body=[], type_ignores=[]))
                if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name]
        if not defs:
            out.add("a call of a function the package does not define")
            continue
        here = any(r == rel for r, _ in defs)
        rets = [x for _, d in defs for x in ast.walk(d) if isinstance(x, ast.Return) and isinstance(x.value, ast.Call) and is_class_name(last_name(x.value.func))]
        out.add("a %s of %s%s" % ("function or method", "the raise's file" if here else "another file",
                                   ", returning a class call" if rets else ", returning no class call"))
    return "; made by " + " or ".join(sorted(out))


def main():
    work = sys.argv[1]
    n_ex = int(arg("-n", "3"))
    misses_path = arg("--misses", os.path.join(work, "js-py", "misses.jsonl"))
    cases_path = arg("--cases", os.path.join(work, "python", "cases.jsonl"))
    catalog = arg("--catalog", os.path.join(work, "python", "catalog.jsonl"))
    src = Sources(arg("--src", os.path.join(work, "python", "src")))
    errdex = arg("--errdex", os.path.join(work, "js-py", "errdex"))
    cases = {}
    for c in read_jsonl(cases_path):
        cases[(c["suite"], c["label"], c["message"])] = c
    recs = defaultdict(list)
    for r in read_jsonl(catalog):
        r = r.get("record") or r
        if r.get("filePath") and r.get("lineNumber"):
            recs[r["filePath"]].append(r)
    cats = defaultdict(list)
    for m in read_jsonl(misses_path):
        if m["lang"] != "python":
            continue
        c = cases.get((m["suite"], m["label"], m["message"]), {})
        t = m.get("truth")
        truths = [x for x in (m.get("truths") or []) if x]
        msg = m["msg"]
        tb = m.get("tb") or {}
        raised = m["kind"] in ("python", "raised")
        feats = []
        if tb:
            feats.append("traceback right" if tb.get("right") else "traceback wrong")
        if msg.get("confidentWrong"):
            feats.append("confident wrong")
        if "During handling of the above exception" in c.get("traceback", "") or "direct cause of the following" in c.get("traceback", ""):
            feats.append("chained")
        if raised and msg.get("tied"):
            what = "traceback answer wrong" if tb and not tb.get("right") else "a confident top answer is another site"
            cats["message right among ties; " + what].append((m, c, feats))
            continue
        if not raised:
            conf = " (confident)" if msg.get("confidentWrong") else ""
            cats["outside error answered: %s%s" % (m["kind"], conf)].append((m, c, feats))
            continue
        if t is None:
            cats["no truth"].append((m, c, feats))
            continue

        def held(r):
            return any(x["file"] == r["filePath"] and (x["line"] == r["lineNumber"] or (x.get("start") or 0) <= r["lineNumber"] <= (x.get("end") or -1)) for x in truths)

        site_recs = [r for x in {x["file"] for x in truths} for r in recs.get(x, []) if held(r)]
        lines = src.lines(t["file"])
        text = " ".join(l.strip() for l in lines[t["start"] - 1:t["end"]]) if lines and t.get("start") else (lines[t["line"] - 1].strip() if lines and 0 < t["line"] <= len(lines) else "")
        if not site_recs:
            cats["no record at the site: " + site_form(src, t["file"], t["line"], text)].append((m, c, feats))
            continue
        callers = [x for x in (m.get("callers") or []) if x]
        if c.get("helper") and callers and not any(
                r["filePath"] == x["file"] and (x.get("start") or x["line"]) <= r["lineNumber"] <= (x.get("end") or x["line"])
                for x in callers for r in recs.get(x["file"], [])):
            same = "the same file" if callers[0]["file"] == t["file"] else "another file"
            cats["a helper raises its parameter's text; no record at its caller's call (in %s): %s" % (same, helper_call(src, t, callers[0]))].append((m, c, feats))
            continue
        listed = listed_matches(errdex, catalog, m["message"])
        rank = next((i for i, r in enumerate(listed) if held(r)), None)
        if rank is not None:
            cats["another record ranks above the site's (rank %s): %s" % ("2-5" if rank < 5 else "6-50", above_site(src, listed[0], listed[rank], t))].append((m, c, feats))
            continue
        pkg = src.pkg_of.get(t["file"], c.get("sitePackage") or c.get("package") or m["suite"])
        tmpls = [r.get("errorMessage") or "" for r in site_recs]
        where = ""
        for r in site_recs:
            cls = (r.get("errorClass") or "").split(".")[-1]
            where = class_text(src, pkg, cls)
            if where:
                defs = [rel for rel, _ in src.package_classes(pkg).get(cls, [])]
                where += " (the class in the raise's file)" if t["file"] in defs else " (the class in another file)"
                break
        if not where:
            where = raise_argument(src, t["file"], t["line"]) or ""
            if where:
                where = "the raise's argument: " + where
                if where.startswith("the raise's argument: raises a variable: a local set from"):
                    where += made_by(src, t["file"], t["line"])
        if all(re.fullmatch(r"\s*(\{[^{}]*\}\s*)*", x) for x in tmpls):
            where = "a hole-only template; " + (where or "other")
        if not where:
            where = "the template's words differ from the message"
        status = msg.get("status") or "?"
        if status == "matched" and msg.get("answers"):
            status = "matched elsewhere"
        cats["the site's record does not match (%s): %s" % (status, where)].append((m, c, feats))

    # a miss's half: its case's package's, else its suite's; --counts names
    # the split, examples read --split (split-js-py.txt by default)
    counts = "--counts" in sys.argv
    half = read_split(sys.argv[sys.argv.index("--counts") + 1] if counts else
                      arg("--split", os.path.join(os.path.dirname(os.path.abspath(__file__)), "split-js-py.txt")), "python")

    def half_of(x):
        p = x[1].get("package") or x[0]["suite"]
        return p, half.get(p, "?")

    if counts:
        def table(groups):
            count_table(groups, half_of, end="\n")

        # the mechanism alone, then with the kind of text that reached it,
        # the confident wrong answers among them, then every category
        coarse, middle = defaultdict(list), defaultdict(list)
        for name, items in cats.items():
            base = re.sub(r" \((weak|unknown|matched elsewhere|\?)\)", "", name)
            coarse[base.split(":")[0]].extend(items)
            middle[base].extend(items)
        table(coarse)
        table(middle)
        print("confident wrong answers from the message, by mechanism:\n")
        table({k: [x for x in v if "confident wrong" in x[2]] for k, v in middle.items() if any("confident wrong" in x[2] for x in v)})
        table(cats)
        print("| feature of the misses above | dev | test |\n|---|---|---|")
        for feat in ("traceback right", "traceback wrong", "chained", "confident wrong"):
            by = defaultdict(int)
            for name in cats:
                for m, c, feats in cats[name]:
                    if feat in feats:
                        by[half_of((m, c))[1]] += 1
            print(f"| {feat} | {by['dev']} | {by['test']} |")
        return

    def example(x):
        m, c, _ = x
        t = m.get("truth") or {}
        msg = m["message"].replace("\n", " ")[:110].replace("`", "'")
        return (f"- {m['suite']} `{m['label'][:60]}`: `{msg}`; truth {t.get('file')}:{t.get('line')}; "
                f"errdex: {m['msg']['status']} {(m['msg'].get('answers') or ['-'])[0]}")

    print_examples(cats, half_of, example, n_ex)


if __name__ == "__main__":
    main()
