#!/usr/bin/env python3
"""Assign each npm miss of bench/heldout/run-js-py.sh a mechanism.

    python3 bench/heldout/categorize-js.py WORK [-cases CASES] [-n EXAMPLES]
    python3 bench/heldout/categorize-js.py WORK [-cases CASES] --counts SPLIT
    (-misses FILE, -catalog FILE, -errdex BIN name them elsewhere than in WORK;
    -root DIR, repeatable: where the truths' files are when the run's
    installed tree is gone, DIR/NAME/... or DIR/SAFE/NAME/...)

--counts prints only each mechanism's number of misses per half of SPLIT
(split-js-py.txt) and how many packages they come from, no example, in
four tables (the mechanisms' first level, the same with sub-features,
the raised cases' message misses by who wrote the site's file, the
traceback's misses): run eval with
-show-test to see how the test half's misses spread over mechanisms
without reading one of them. Without --counts, examples are printed for
the dev half only (the test half's never are).

WORK holds misses.jsonl (bench/deployed/eval -misses, the npm suite),
catalog.jsonl (the catalog eval used) and errdex (the binary eval used,
or a link to it). The sources read are the installed files the truths
point at (the directory the miss's installed file names). -cases CASES
(the run's npm/cases.jsonl) adds what a case says of its site: whether a
dependency's frame was passed on to the package's call ("via").

A miss whose site's file cannot be read (the installed tree the misses
name was removed and no -root holds it; a case made in a dependency is
read from the installed file's node_modules) is counted as such: every
sub-feature below reads the code, and without it the only-holes misses
all looked like "no construction on the line".

Each miss (a raised case not right among ties from the message, or
with a wrong traceback or confident answer; an outside case answered)
is filed under the first rule that holds, in this order
(sub-features in parentheses are computed from the code, never typed in):

1. outside error answered: the case is native or external and errdex
   matched a record from the message (how the answer's template fits the
   message: the whole text, a prefix, a suffix, inside it).
2. the stack only / confident wrong: the message's answer is right among
   ties, but the traceback's top answer is wrong, or a single confident
   answer is wrong.
3. no record at the site, the error is made in a dependency: the case's
   site is the package's call of a dependency that made the error.
4. no record at the site: no catalog record is at any true site (the
   site, its callers, the inner error's site, the source-mapped
   position). Split by the file (minified: lines over 1,000 characters
   holding most of it, with or without a source map; compiled: tsc,
   Babel or bundler output, with or without a source map) and by what the
   site's line holds: throw new X(...), throw of a helper/factory call,
   throw of a variable, an assert/invariant/check call, reject(...) or a
   callback given an error, new X(...) not thrown (whether X is named like
   an error; returned, held in a local, assigned, passed to a call),
   Error(...) called without new, a call of a helper, other.
5. another record ranks above the site's: a record at a true site is
   among errdex's matches (explain --json -n 50) at rank 2-5 or 6-50
   (whether the top answer is of the same package; whether its template
   has more literal text than the site's; how each fits the message;
   whether the top's filled-in text is a hole's value of the site's match,
   or inside one, the two answers' confidence, how the site's score compares with the
   top's, whether
   each record's class is the text's, Error or another, and whether the site's
   pattern starts with a hole;
   with -cases, whether the top answer is a frame of the case's stack).
6. the site's record is only holes: a record is at a true site, errdex
   does not list it, and its template has fewer than 4 characters of
   literal text. Split by what the construction's first argument is: a
   parameter of the enclosing function (a helper; whether the truth
   accepts a caller, whether a caller has a record, and how the first
   caller calls it: a function or method, as a statement, returned,
   thrown, inside an expression, from the same file or another, with or
   without a quoted text), a local, a call's result (a builtin or format
   call, a function or method of the site's file and whether it returns
   literal text, a function of a module the file requires (ns.f(...),
   index_1.f(...), whatever method named f the file declares), one
   declared elsewhere), a property or table read, another
   expression, no argument, the line throws a variable; or the class
   builds its text (a class or ES5 constructor of the package setting
   this.message, calling super/Error.call, or a message getter, from a
   template or concatenation); the other expressions by kind (a quoted
   string, a template literal, a concatenation, a conditional, ...).
   --counts also prints these misses one feature at a time: what the
   site's line holds (throw new X, throw of a call or an identifier, a
   rethrow in catch, return new X or of a call, super/a parent
   constructor called on this, a call statement, a line over 500
   characters), who wrote the file (and a source map), where the error's
   class is declared and whether its body calls Error.captureStackTrace,
   the shape of the record's one hole, and errdex's answer.
7. the site's record does not match the message: a record with text of
   its own is at a true site and errdex does not list it, by errdex's
   status (weak, unknown, matched elsewhere) and how the record's
   template fits the message (the whole text, with its literal text's
   share of it; a prefix; a suffix; inside; only its longest literal
   part; none of it).

The raised cases' message misses are also counted by who wrote the
site's file (a TypeScript source, minified code, a bundle, tsc's output,
Babel's output, plain source). The traceback's misses (top-1 with the
stack wrong, raised cases) are counted apart: whether a record is at a
true site, and what errdex answered from the stack (status and basis, and whether the answer is a
record of the site's file), how the site's file was made (minified: a
frame into its one long line) and, with -cases, whether the printed
stack has a frame at all.
"""
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from heldout import count_table, print_examples, read_jsonl, read_split  # noqa: E402


_src = {}


def source_lines(path):
    if path not in _src:
        try:
            with open(path, errors="replace") as f:
                _src[path] = f.read().split("\n")
        except OSError:
            _src[path] = []
    return _src[path]


def site_text(root, t):
    lines = source_lines(os.path.join(root, t["file"]))
    if not lines:
        return ""
    s, e = t.get("start") or t["line"], t.get("end") or t["line"]
    return " ".join(l.strip() for l in lines[s - 1:e])


def file_form(root, t):
    """minified, compiled or source: how the truth's file was made."""
    lines = source_lines(os.path.join(root, t["file"]))
    if any(len(l) > 1000 for l in lines) and sum(len(l) for l in lines if len(l) > 1000) * 2 > sum(len(l) for l in lines):
        return "minified"
    head = "\n".join(lines[:40])
    tail = "\n".join(lines[-3:])
    if "sourceMappingURL" in tail:
        return "compiled, with a source map"
    if re.search(r'Object\.defineProperty\(exports, "__esModule"|__webpack_require__|_interopRequireDefault|'
                 r'_classCallCheck|__extends|_inherits\(|function _createClass|\(function \(global, factory\)', head + "\n".join(lines[:400])):
        return "compiled, no source map"
    return "source"


def maker(root, t):
    """Who wrote the truth's file, for the table of misses by file: a
    TypeScript source, minified code, a bundle (webpack, rollup's UMD
    wrapper, esbuild), tsc's output, Babel's output, or plain source."""
    if re.search(r"\.(m|c)?tsx?$", t["file"]):
        return "a TypeScript source"
    lines = source_lines(os.path.join(root, t["file"]))
    if file_form(root, t) == "minified":
        return "minified"
    text = "\n".join(lines[:400])
    if re.search(r"__webpack_require__|\(function \(global, factory\)|__defProp|__commonJS\(|/\*\*\*/", text):
        return "a bundle"
    if re.search(r"__extends|__awaiter|__importDefault|__createBinding|var \w+_1 = require\(|Object\.defineProperty\(exports, \"__esModule\", \{ value: true \}\);", text):
        return "tsc output"
    if re.search(r"_interopRequireDefault|_classCallCheck|_inherits\(|function _createClass|_defineProperty\(", text):
        return "Babel output"
    return "plain source"


def line_form(text):
    t = text
    if re.search(r"\bthrow\s+new\s+[\w.$\[\]'\"]+\s*\(", t):
        return "throw new X(...)"
    if re.search(r"\bthrow\s+(\(\s*0\s*,\s*)?[\w.$]+(\[[^\]]*\])?\s*\)?\s*\(", t):
        return "throw of a helper/factory call"
    if re.search(r"\bthrow\s+[\w.$]+\s*;?\s*($|\})", t) or re.search(r"\bthrow\s+[\w.$]+\s*;", t):
        return "throw of a variable"
    if re.search(r"\b(assert\w*|invariant|ok|expect\w*|check\w*|ensure\w*|require\w*)\s*\(", t) and "throw" not in t:
        return "an assert/invariant/check call"
    if re.search(r"\breject\s*\(|\b(cb|callback|done|next)\s*\(\s*(new\s|err)", t):
        return "reject(...) or a callback given an error"
    if re.search(r"\bnew\s+[\w.$]+\s*\(", t):
        return "new X(...) not thrown (returned, stored, passed)"
    if re.search(r"(^|[^\w.])(Error|TypeError|RangeError|SyntaxError|ReferenceError)\s*\(", t):
        return "Error(...) called without new"
    if "throw" in t:
        return "throw, other"
    if re.search(r"[\w$]\s*\(", t):
        return "a call of a helper"
    return "other"


_cls = {}


def class_builds_text(root, pkgdir, cls):
    """Whether a file of the package declares class cls (or an ES5 function
    cls) whose body sets its message from a template or concatenation, or
    has a message getter."""
    key = (pkgdir, cls)
    if key in _cls:
        return _cls[key]
    found = False
    base = os.path.join(root, pkgdir)
    decl = re.compile(r"(class\s+%s\b|function\s+%s\s*\(|\b%s\s*=\s*(/\*[^*]*\*/\s*)?(function|class)\b)" % ((re.escape(cls),) * 3))
    for d, _, files in os.walk(base):
        if "/node_modules" in d[len(base):]:
            continue
        for f in files:
            if not re.search(r"\.(c|m)?js$|\.ts$", f) or f.endswith(".d.ts"):
                continue
            lines = source_lines(os.path.join(d, f))
            for i, l in enumerate(lines):
                if decl.search(l):
                    body = "\n".join(lines[i:i + 60])
                    if re.search(r"(this\.message\s*=|super\(|_super\.call\(|Error\.call\(|get message\s*\(|\"message\"|'message')[^\n]*(`|\+|\$\{|\.join\(|format|\w\()", body):
                        found = True
                        break
            if found:
                break
        if found:
            break
    _cls[key] = found
    return found


def pattern_regex(p):
    out = []
    for part in re.split(r"(\{[^}]*\})", p):
        out.append("(?:.|\n)*?" if part.startswith("{") and part.endswith("}") else re.escape(part))
    return "".join(out)


def pattern_fit(at, message, t):
    """How the best of the records at the site fits the message: the whole
    text, a prefix of it (text appended after), a suffix (text put before),
    inside it, only its longest literal part, or nothing of it; and whether
    the record is at the site itself or at a caller or inner site."""
    body = message
    h = re.match(r"^[\w$.]+: ", message)
    best, where = 9, ""
    names = ["the whole text", "a prefix of the text (more after)", "a suffix of the text (more before)",
             "inside the text", "its longest literal part is in the text", "none of its text is in the text"]
    for r in at:
        p = r.get("errorMessage") or ""
        rx = pattern_regex(p)
        lit = max(re.split(r"\{[^}]*\}", p), key=len).strip()
        for i, ok in enumerate([
                re.fullmatch(rx, body, re.S) or (h and re.fullmatch(rx, body[h.end():], re.S)),
                re.match(rx, body, re.S) or (h and re.match(rx, body[h.end():], re.S)),
                re.search(rx + "$", body, re.S),
                re.search(rx, body, re.S),
                lit and lit in body,
                True]):
            if ok:
                if i < best:
                    best = i
                    where = "at the site" if r["lineNumber"] >= (t.get("start") or t["line"]) and r["lineNumber"] <= (t.get("end") or t["line"]) and r["filePath"] == t["file"] else "at a caller or inner site"
                break
    share = ""
    if best == 0:
        lit = max(len(re.sub(r"\{[^}]*\}", "", r.get("errorMessage") or "")) for r in at)
        share = ", its literal text %s of the message" % ("under a third" if lit * 3 < len(body) else "a third to two thirds" if lit * 3 < 2 * len(body) else "over two thirds")
    return "the pattern fits " + names[best] + ", " + where + share


FUNC = re.compile(r"(?:function\s*[\w$]*\s*\(([^)]*)\)|^\s*(?:async\s+|static\s+|public\s+|private\s+|protected\s+)*[\w$]+\s*\(([^)]*)\)\s*(?::[^{]*)?\{|\(([^)]*)\)\s*(?::[^=]*)?=>|([\w$]+)\s*=>)")


def enclosing_params(root, t):
    """The parameter names of the nearest function declared at or above
    the site's line (a rough reading of the source)."""
    lines = source_lines(os.path.join(root, t["file"]))
    for i in range(min(t["line"], len(lines)) - 1, max(-1, t["line"] - 80), -1):
        mm = FUNC.search(lines[i])
        if mm and not re.match(r"\s*(\}\s*)?(if|for|while|switch|catch|else if|return|with)\b", lines[i]):
            ps = next((g for g in mm.groups() if g is not None), "")
            return [re.sub(r"[:=?].*", "", p).strip(" .") for p in ps.split(",") if p.strip()]
    return None


def first_arg(txt):
    """The first argument of the site's construction or call, as written."""
    mm = re.search(r"(?:\bnew\s+[\w$.]+|\b(?:Error|TypeError|RangeError|SyntaxError)|\bthrow\s+[\w$.]+|\breject)\s*\(", txt)
    if not mm:
        return None
    i, depth, out = mm.end(), 0, []
    while i < len(txt):
        ch = txt[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif ch == "," and depth == 0:
            break
        out.append(ch)
        i += 1
    return "".join(out).strip()


def caller_form(root, t, c):
    """How the first caller calls the helper: as a statement, returned,
    thrown or inside an expression; a plain function, a method of this or
    of another object; in the same file or another."""
    name = re.split(r"[.\s]", (t.get("func") or "").strip())[-1]
    txt = site_text(root, c)
    where = "same file" if c["file"] == t["file"] else "another file"
    mm = re.search(r"(this\.|[\w$\])]+\.)?" + re.escape(name) + r"\s*\(", txt) if name else None
    if not mm:
        return "the call is not on the caller's line (%s)" % where
    callee = "a function" if not mm.group(1) else "a method of this" if mm.group(1) == "this." else "a method of an object"
    before = txt[:mm.start()].rstrip()
    if re.search(r"\bthrow$", before):
        how = "thrown"
    elif re.search(r"\breturn$", before):
        how = "returned"
    elif before == "" or before.endswith(";") or before.endswith("{") or before.endswith("}") or re.search(r"\)$", before) and re.search(r"\b(if|else)\b", before):
        how = "a statement"
    else:
        how = "inside an expression"
    after = txt[mm.end():]
    quoted = "with a quoted text" if re.search(r"['\"`]", after) else "with no quoted text"
    return "%s called as %s (%s), %s" % (callee, how, where, quoted)


def call_form(root, t, a):
    """What the call whose result is the text calls: a builtin string or
    array method (join, replace, format, ...), a function or method
    declared in the site's file (whether its body returns literal text),
    or one declared elsewhere."""
    mm = re.match(r"^(?:\(\s*0\s*,\s*)?([\w$.]+)\)?\s*\(", a)
    callee = mm.group(1) if mm else ""
    name = callee.split(".")[-1]
    if name in ("join", "replace", "format", "toString", "concat", "trim", "slice", "map", "String", "stringify", "sprintf", "inspect"):
        return "a builtin or format call (%s)" % ("a method" if "." in callee else "a function")
    lines = source_lines(os.path.join(root, t["file"]))
    obj = callee.rpartition(".")[0]
    if obj and obj != "this" and re.search(r"\b(const|let|var)\s+%s\s*=\s*(__importDefault\()?require\(" % re.escape(obj), "\n".join(lines)):
        # index_1.Errors(…): a function of a module the file requires,
        # whatever method of the same name the file declares
        return "declared elsewhere (an imported module's function)"
    decl = re.compile(r"(function\s+%s\s*\(|\b%s\s*[:=]\s*(async\s+)?function\b|^\s*(static\s+|async\s+)*%s\s*\([^)]*\)\s*\{|\b%s\s*=\s*\([^)]*\)\s*=>)" % ((re.escape(name),) * 4))
    for i, l in enumerate(lines):
        if name and decl.search(l):
            body = "\n".join(lines[i:i + 40])
            texts = re.search(r"return\s+[^;\n]*(['\"`])", body)
            return "%s declared in the site's file, %s" % ("a method" if callee.startswith("this.") or "." in callee else "a function",
                                                          "returning literal text" if texts else "no literal text returned near it")
    return "declared elsewhere (%s)" % ("a method" if "." in callee else "a function")


def hole_form(root, t, txt, m, recs):
    """What the hole of a site's only-holes record is: the enclosing
    function's parameter (a helper passing its caller's text; whether a
    caller the truth accepts has a record), a call's result, a property
    read, a local, or the error thrown is a variable; and whether the
    file is a bundle (a single file over 3,000 lines of compiled code)."""
    a = first_arg(txt)
    params = enclosing_params(root, t) or []
    callers = [c for c in (m.get("callers") or [])]
    if a is None:
        kind = "the line throws or passes a variable" if re.search(r"\bthrow\s+[\w$.]+\s*;?\s*$", txt) else "no construction on the line"
    elif a == "":
        kind = "no argument"
    elif re.fullmatch(r"[\w$]+", a) and a in params:
        rec = any(n for c in callers for n in recs.get(c["file"], {}) if (c.get("start") or c["line"]) <= n <= (c.get("end") or c["line"]))
        kind = "the text is a parameter (a helper): " + ("no caller accepted" if not callers else "a caller has a record" if rec else "no caller has a record; " + caller_form(root, t, callers[0]))
    elif re.fullmatch(r"[\w$]+", a):
        kind = "the text is a local"
    elif re.search(r"^[\w$.\s(),0]*\(", a):
        kind = "the text is a call's result (" + call_form(root, t, a) + ")"
    elif re.fullmatch(r"[\w$.\[\]'\"]+", a):
        kind = "the text is a property or table read"
    else:
        kind = "the text is another expression (%s)" % expr_form(a)
    n = len(source_lines(os.path.join(root, t["file"])))
    return kind + ("; a bundle" if n > 3000 and file_form(root, t) != "source" else "")


def expr_form(a):
    """The first argument's kind when it is none of a name, call or
    property read: a quoted string (an error code or a key, whose message
    is in another argument), a template literal, a concatenation, a
    conditional, an object or array literal, another."""
    a = a.strip()
    if re.fullmatch(r"'[^']*'|\"[^\"]*\"", a):
        return "a quoted string"
    if a.startswith("`"):
        return "a template literal"
    if a.startswith("{"):
        return "an object literal"
    if a.startswith("["):
        return "an array literal"
    if re.search(r"\?[^:]*:", a):
        return "a conditional"
    if "+" in a:
        return "a concatenation"
    return "another"


def new_form(txt):
    """new X(...) not thrown: whether X's name looks like an error's, and
    where the object goes."""
    mm = re.search(r"\bnew\s+([\w$.]+)\s*\(", txt)
    name = mm.group(1).split(".")[-1] if mm else ""
    looks = "an error-like class" if re.search(r"(Error|Exception|Failure|Fault)$", name) else "a class not named like an error"
    before = txt[:mm.start()].rstrip() if mm else ""
    if re.search(r"\breturn$", before):
        where = "returned"
    elif re.search(r"\b(const|let|var)\s+[\w$]+\s*=$", before):
        where = "held in a local"
    elif re.search(r"[\w$\]]\s*=$", before):
        where = "assigned to a property or name"
    elif re.search(r"[(,]$", before):
        where = "passed to a call"
    else:
        where = "elsewhere in an expression"
    return "new X(...) not thrown: %s, %s" % (looks, where)


ROOTS = []


def root_of(m, t):
    """The directory the truth's file is below: the installed file's (or
    its node_modules, when the installed file is a dependency's), or
    when that is gone (a run's scratch removed), the first -root DIR
    holding t's file (DIR/NAME/... or DIR/SAFE/NAME/..., SAFE the
    package's name with / as +, the layout of run-js-py.sh's npm/src)."""
    inst = (m.get("installed") or {}).get("file", "")
    if inst.endswith(t["file"]) and os.path.exists(inst):
        return inst[: len(inst) - len(t["file"])]
    if "/node_modules/" in inst:
        # the error was made in a dependency the truth's package called
        # (a case "via" it): the truth's file is in the same node_modules
        nm = inst[: inst.index("/node_modules/") + len("/node_modules/")]
        if os.path.exists(os.path.join(nm, t["file"])):
            return nm
    parts = t["file"].split("/")
    pkg = "/".join(parts[:2]) if parts[0].startswith("@") else parts[0]
    for d in ROOTS:
        for r in (d, os.path.join(d, pkg.replace("/", "+"))):
            if os.path.exists(os.path.join(r, t["file"])):
                return r.rstrip("/") + "/"
    return inst[: len(inst) - len(t["file"])] if inst.endswith(t["file"]) else ""


HOLES_LINE = [
    (r"\bthrow\s+new\s", "throw new X(...)"),
    (r"\bthrow\s+[^;]*\(", "throw of a call"),
    (r"\breturn\s+new\s", "return new X(...)"),
    (r"\bsuper\s*\(|_super\.call\s*\(|\.call\s*\(\s*this\b|\.apply\s*\(\s*this\b|Reflect\.construct\(",
     "super(...) or a parent constructor called on this"),
    (r"\breturn\s+[^;]*\(", "return of a call"),
    (r"\bnew\s+[\w$.]+\s*\(", "new X(...) elsewhere (assigned, passed)"),
    (r"^[\w$.\[\]'\"]+\s*\(|^\(\s*0\s*,", "a call statement"),
]


def holes_line(root, t):
    """What the site's line holds, for an only-holes miss: a line over 500
    characters (minified or bundled code), a rethrow in catch (throw of the
    enclosing catch's parameter), throw of an identifier, throw new X(...),
    throw of a call, return new X(...), return of a call, super(...) or a
    parent constructor called on this (_super.call, X.call(this, ...),
    Reflect.construct), new X(...) elsewhere, a call statement, other."""
    lines = source_lines(os.path.join(root, t["file"]))
    s, e = t.get("start") or t["line"], t.get("end") or t["line"]
    if any(len(l) > 500 for l in lines[s - 1:e]):
        return "a line over 500 characters (minified or bundled)"
    txt = site_text(root, t)
    mm = re.search(r"\bthrow\s+([\w$]+)\s*;?\s*(\}|$)", txt)
    if mm:
        for l in reversed(lines[max(0, s - 40):s]):
            c = re.search(r"\bcatch\s*\(\s*([\w$]+)", l)
            if c:
                if c.group(1) == mm.group(1):
                    return "a rethrow in catch (throw of the catch's parameter)"
                break
        return "throw of an identifier"
    for rx, name in HOLES_LINE:
        if re.search(rx, txt.strip()):
            return name
    return "other"


_cst = {}


def holes_class(root, t, pkgdir):
    """Where the error's class is declared and whether it calls
    Error.captureStackTrace: the class the line constructs (new X, or the
    class the enclosing constructor belongs to for super/X.call(this));
    a builtin (Error, TypeError, ...); declared in the site's file or
    another file of the package (and whether its body or the site's file
    calls captureStackTrace), or found in neither (another package's or
    a variable)."""
    txt = site_text(root, t)
    mm = re.search(r"\bnew\s+([\w$]+(?:\.[\w$]+)*)\s*\(", txt)
    if not mm:
        if re.search(r"\bsuper\s*\(|_super\.call\s*\(|\.call\s*\(\s*this\b|\.apply\s*\(\s*this\b", txt):
            lines = source_lines(os.path.join(root, t["file"]))
            body = "\n".join(lines[max(0, t["line"] - 30):t["line"] + 15])
            return "a constructor's super/parent call, " + (
                "captureStackTrace near it" if "captureStackTrace" in body else "no captureStackTrace near it")
        return "no class constructed on the line"
    name = mm.group(1).split(".")[-1]
    if name in ("Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "EvalError", "URIError", "AggregateError"):
        return "a builtin (%s)" % ("Error" if name == "Error" else "a subclass")
    key = (root, pkgdir, name)
    if key not in _cst:
        decl = re.compile(r"(class\s+%s\b|function\s+%s\s*\(|\b%s\s*=\s*(/\*[^*]*\*/\s*)?(\(?\s*function|class)\b)" % ((re.escape(name),) * 3))
        where, cst = None, False
        base = os.path.join(root, pkgdir)
        files = [os.path.join(root, t["file"])]
        for d, _, fs in os.walk(base):
            if "/node_modules" in d[len(base):]:
                continue
            files += [os.path.join(d, f) for f in sorted(fs) if re.search(r"\.(c|m)?js$|\.ts$", f) and not f.endswith(".d.ts")]
        for f in files:
            ls = source_lines(f)
            for i, l in enumerate(ls):
                if len(l) < 2000 and decl.search(l):
                    where = "the site's file" if f == os.path.join(root, t["file"]) else "another file of the package"
                    cst = "captureStackTrace" in "\n".join(ls[i:i + 40])
                    break
            if where:
                break
        _cst[key] = "a class declared in %s, %s" % (where, "its body calls captureStackTrace" if cst else "no captureStackTrace in its body") if where else "a class declared in no file of the package"
    return _cst[key]


def holes_record(at):
    """What the site's only-holes record holds: one hole naming an
    identifier ({message}), a property ({this.x}), a call ({f()}), another
    expression; several holes; no text at all."""
    best = max(at, key=lambda r: len(r.get("errorMessage") or ""))
    em = (best.get("errorMessage") or "").strip()
    holes = re.findall(r"\{([^}]*)\}", em)
    if not em or len(holes) > 1:
        return "several holes" if em else "an empty template"
    h = holes[0] if holes else ""
    for rx, name in ((r"[\w$]+$", "one hole naming an identifier"), (r"[\w$.]+$", "one hole naming a property"), (r".*\(", "one hole naming a call")):
        if re.match(rx, h):
            return name
    return "one hole, another expression"


def tb_form(m, recs, case):
    """A traceback miss: whether a record is at a true site, what errdex
    answered from the stack, whether the answer is a frame of the
    same file, how the site's file was made (minified: the frame's line
    is the file's one long line) and, with -cases, whether the printed
    stack has a frame at all (an error whose stack property the package
    replaced prints its message only)."""
    truths = m.get("truths") or [m["truth"]]
    has = any((x.get("start") or x["line"]) <= n <= (x.get("end") or x["line"]) or n == x["line"]
              for x in truths for n in recs.get(x["file"], {}))
    tb = m["tb"]
    ans = tb.get("answers") or []
    same = any(a.rpartition(":")[0] == x["file"] for a in ans for x in truths)
    st = tb.get("status") or "?"
    t = m["truth"]
    root = root_of(m, t)
    form = file_form(root, t).split(",")[0] if root else "?"
    frames = ""
    if case.get("traceback") is not None:
        frames = "; " + ("frames printed" if re.search(r"^\s+at .+:\d+(:\d+)?\)?$", case["traceback"], re.M) else "no frame printed")
    return "%s; stack answer %s%s%s; the site's file %s%s" % ("a record at a true site" if has else "no record at any true site", st,
                                                              " (" + (tb.get("basis") or "") + ")" if tb.get("basis") else "",
                                                              ", a record of the site's file" if same else "", form, frames)


def main():
    args = sys.argv[1:]
    work = args[0]
    n_ex = int(args[args.index("-n") + 1]) if "-n" in args else 3
    counts = "--counts" in args
    # a miss's half: its suite's (an npm package); examples are of the dev
    # half of split-js-py.txt only, whatever the misses file holds
    split = args[args.index("--counts") + 1] if counts else os.path.join(os.path.dirname(os.path.abspath(__file__)), "split-js-py.txt")
    half = read_split(split, "npm")

    def half_of(m):
        return m["suite"], half.get(m["suite"], "?")

    def opt(flag, default):
        return args[args.index(flag) + 1] if flag in args else default
    catalog = opt("-catalog", os.path.join(work, "catalog.jsonl"))
    ROOTS.extend(args[i + 1] for i, a in enumerate(args) if a == "-root")
    errdex = opt("-errdex", os.path.join(work, "errdex"))
    recs = defaultdict(dict)
    for r in read_jsonl(catalog):
        r = r.get("record") or r
        if r.get("filePath") and r.get("lineNumber"):
            recs[r["filePath"]][r["lineNumber"]] = r
    cases = {}
    if "-cases" in args:
        for c in read_jsonl(args[args.index("-cases") + 1]):
            cases[(c["suite"], c["label"], c["message"])] = c
    cats = defaultdict(list)
    holefeats = defaultdict(lambda: defaultdict(list))
    tbcats = defaultdict(list)
    bymaker = defaultdict(list)
    for m in read_jsonl(opt("-misses", os.path.join(work, "misses.jsonl"))):
        if m.get("lang") == "js" and m["kind"] == "raised" and m.get("tb") and not m["tb"].get("right"):
            tbcats[tb_form(m, recs, cases.get((m["suite"], m["label"], m["message"])) or {})].append(m)
        if m.get("lang") != "js":
            continue
        pkg = m["suite"]
        msg = m["msg"]
        tb = m.get("tb") or {}
        t = m.get("truth")
        if m["kind"] not in ("raised",):
            fits = "?"
            if msg.get("answers"):
                f, _, n = msg["answers"][0].rpartition(":")
                r = recs.get(f, {}).get(int(n)) if n.isdigit() else None
                if r:
                    fits = pattern_fit([r], m["message"], {"file": f, "line": int(n)}).split(",")[0][len("the pattern fits "):]
            cats["outside error answered (%s; the answer fits %s)" % (m["kind"], fits)].append(m)
            continue
        root = root_of(m, t) if t else ""
        if t and not source_lines(os.path.join(root, t["file"])):
            # the run's installed tree is gone (-root names another copy):
            # no sub-feature read from the code would mean anything
            cats["the site's file cannot be read (-root)"].append(m)
            continue
        if not msg.get("tied"):
            bymaker[maker(root, t)].append(m)
        if msg.get("tied"):
            if tb and not tb.get("right"):
                cats["the stack only (the message's answer is right among ties, the traceback's is not)"].append(m)
            else:
                cats["confident wrong (right among ties)"].append(m)
            continue
        truths = m.get("truths") or [t]
        at = []
        for x in truths:
            for n, r in recs.get(x["file"], {}).items():
                if (x.get("start") or x["line"]) <= n <= (x.get("end") or x["line"]) or n == x["line"]:
                    at.append(r)
        pkgdir = t["file"].split("/")[0] + ("/" + t["file"].split("/")[1] if t["file"].startswith("@") else "")
        c = cases.get((m["suite"], m["label"], m["message"])) or {}
        if not at and c.get("via"):
            cats["no record at the site: the error is made in a dependency, the site is the package's call of it"].append(m)
            continue
        if not at:
            ff = file_form(root, t)
            lf = line_form(site_text(root, t))
            if lf.startswith("new X(...) not thrown"):
                lf = new_form(site_text(root, t))
            if ff == "minified":
                lines = source_lines(os.path.join(root, t["file"]))
                smap = "with a source map" if lines and "sourceMappingURL" in "\n".join(lines[-3:]) else "no source map"
                mapped = "a mapped position" if any(x["file"] != t["file"] for x in truths) else "no other true position"
                cats["no record at the site: minified file, %s, %s" % (smap, mapped)].append(m)
            elif ff.startswith("compiled") and lf not in ("throw new X(...)",):
                cats["no record at the site: %s, %s" % (ff, lf)].append(m)
            else:
                cats["no record at the site: " + lf + ("" if ff == "source" else " (" + ff + ")")].append(m)
            continue
        out = subprocess.run([errdex, "explain", "--catalog", catalog, "--json", "-n", "50", "-"],
                             input=m["message"], capture_output=True, text=True).stdout
        try:
            ans = json.loads(out)
        except ValueError:
            ans = {}
        listed = [(x["record"]["filePath"], x["record"]["lineNumber"]) for x in ans.get("matches") or []]
        ids = {(r["filePath"], r["lineNumber"]) for r in at}
        rank = next((i for i, k in enumerate(listed) if k in ids), None)
        if rank is not None:
            same = listed[0][0].startswith(pkgdir + "/")
            top = recs.get(listed[0][0], {}).get(listed[0][1]) or {}
            mine = recs.get(listed[rank][0], {}).get(listed[rank][1]) or {}
            lt = len(re.sub(r"\{[^}]*\}", "", top.get("errorMessage") or ""))
            lm = len(re.sub(r"\{[^}]*\}", "", mine.get("errorMessage") or ""))
            rel = ("the same text (a twin)" if top.get("errorMessage") == mine.get("errorMessage") else
                   "more literal text" if lt > lm else "less literal text" if lt < lm else "as much literal text")
            fit = "site fits %s; top fits %s" % (pattern_fit([mine], m["message"], mine and {"file": mine["filePath"], "line": mine["lineNumber"]} or t).split(",")[0][len("the pattern fits "):],
                                                  pattern_fit([top], m["message"], top and {"file": top["filePath"], "line": top["lineNumber"]} or t).split(",")[0][len("the pattern fits "):]) if top and mine else "?"
            held = "?"
            if rank is not None and ans.get("matches"):
                tm, sm = ans["matches"][0], ans["matches"][rank]
                tf = (tm.get("filled") or "").strip()
                held = ("the top's text is a hole of the site's" if tf and any(tf == (p or "").strip() for p in sm.get("params") or []) else
                        "the top's text is inside a hole of the site's" if tf and any(tf in (p or "") for p in sm.get("params") or []) else
                        "the top's text is in no hole of the site's")
                ratio = (sm.get("score") or 0) / (tm.get("score") or 1)
                held += ", confidence (site, top) %s/%s" % (sm.get("confidence"), tm.get("confidence"))
                held += ", the site's score %s the top's, %s" % (
                    "over half" if ratio > 0.5 else "a quarter to half" if ratio > 0.25 else "under a quarter",
                    "classes (site, top) " + "/".join(
                        "the text's" if r.get("errorClass") == ans.get("class") else
                        "Error" if r.get("errorClass") == "Error" else
                        "none printed" if not ans.get("class") else "another" for r in (mine, top)))
                held += ", the site's pattern %s" % ("starts with a hole" if (mine.get("messagePattern") or "").startswith("(") and not (mine.get("messagePattern") or "").startswith("(?") else "starts with its text")
            onstack = "?"
            if c.get("traceback"):
                frames = set(re.findall(r"node_modules/(.+?):(\d+):\d+\)?$", c["traceback"], re.M))
                onstack = "the top is a frame of the stack" if (listed[0][0], str(listed[0][1])) in frames else "the top is not on the stack"
            cats["another record ranks above the site's (rank %s; the top is %s, with %s; %s; %s; %s)" % (
                "2-5" if rank < 5 else "6-50", "of the same package" if same else "another package's", rel, fit, held, onstack)].append(m)
            continue
        st = msg.get("status") or "unknown"
        if st == "matched":
            st = "matched elsewhere"
        lits = max(len(re.sub(r"\{[^}]*\}", "", r.get("errorMessage") or "")) for r in at)
        txt = site_text(root, t)
        cm = re.search(r"\bnew\s+([\w$]+)\s*\(", txt)
        if lits < 4:
            how = "only holes; " + hole_form(root, t, txt, m, recs)
            if cm and class_builds_text(root, pkgdir, cm.group(1)):
                how = "only holes; the class builds its text"
        elif cm and cm.group(1) not in ("Error", "TypeError", "RangeError", "SyntaxError") and class_builds_text(root, pkgdir, cm.group(1)):
            how = "the class builds its text"
        else:
            how = "text of its own; " + pattern_fit(at, m["message"], t)
        if how.startswith("only holes"):
            holefeats["what the site's line holds"][holes_line(root, t)].append(m)
            holefeats["who wrote the site's file"][maker(root, t) + (
                ", a source map" if "sourceMappingURL" in "\n".join(source_lines(os.path.join(root, t["file"]))[-3:]) else "")].append(m)
            holefeats["the error's class"][holes_class(root, t, pkgdir)].append(m)
            holefeats["the site's record"][holes_record(at)].append(m)
            holefeats["errdex's answer to the message"][st + ("" if st != "matched elsewhere" else
                                                              ", an answer of the same package" if (msg.get("answers") or ["/"])[0].startswith(pkgdir + "/") else
                                                              ", another package's answer")].append(m)
            cats["the site's record is only holes: " + how[len("only holes; "):].replace("; a bundle", "")].append(m)
        else:
            cats["the site's record does not match the message (%s; %s)" % (st, how)].append(m)
    if counts:
        coarse = defaultdict(list)
        for name, ms in cats.items():
            coarse[re.split(r" \(|;|,", name)[0]].extend(ms)
        print("Message misses by mechanism (the first level of the rules):\n")
        count_table(coarse, half_of)
        print("\nMessage misses with their sub-features:\n")
        count_table(cats, half_of)
        print("\nThe site's record is only holes, one feature at a time:")
        for name in ("what the site's line holds", "who wrote the site's file", "the error's class", "the site's record", "errdex's answer to the message"):
            print()
            count_table(holefeats[name], half_of, header="| %s | dev misses (packages) | test misses (packages) |\n|---|---|---|" % name)
        print("\nMessage misses of raised cases by who wrote the site's file:\n")
        count_table(bymaker, half_of)
        print("\nTraceback misses (top-1 with the stack wrong), raised cases:\n")
        count_table(tbcats, half_of)
        return

    def example(m):
        t = m["truth"] or {}
        return (f"- {m['suite']} `{m['label']}`: message `{m['message'][:110]}`; truth {t.get('file')}:{t.get('line')}; "
                f"errdex: {m['msg']['status']} {(m['msg']['answers'] or ['-'])[0]}")

    print_examples(cats, half_of, example, n_ex, key=lambda m: m["suite"])


if __name__ == "__main__":
    main()
