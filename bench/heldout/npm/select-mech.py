#!/usr/bin/env python3
"""Count, in installed npm packages, the four construction shapes behind
the npm test half's largest miss families that have almost no dev case,
to choose a batch by mechanism (docs/heldout-js-py.md, "Batch 13").

    python3 bench/heldout/npm/select-mech.py NODE_MODULES NAME... > counts.tsv

The shapes (categorize-js.py's mechanisms, read from lines with regular
expressions, not parsed):

concat  an error constructed with a concatenation holding under 4
        characters of quoted text as its first argument,
        new XError(a + ": " + b) ("the site's record is only holes: the
        text is another expression (a concatenation)").
local   an error constructed with a bare name that the file declares
        with var/let/const and that is not a parameter of the nearest
        function header above the line, new XError(msg) after
        const msg = ... ("the text is a local").
param   an error constructed with a parameter of the nearest function
        header above it (function f(msg), f(msg) {, f = (msg) =>), where
        another file of the package calls f( or .f( ("the text is a
        parameter (a helper) ... another file").
held    in a file compiled without a source map (tsc or Babel output,
        a bundle; the markers categorize-js.py's file_form reads), a
        new X(...) that is not thrown (returned, passed, assigned), X an
        error class: named like one (Error, Exception, Failure, Fault at
        the end) or declared by the package extending one, followed
        through the package's class declarations ("no record at the
        site: compiled, no source map, new X(...) not thrown").

Counted: distinct stripped lines per shape (the same line in an ESM and a
CJS build counts once) in the package's .js/.cjs/.mjs files, its nested
node_modules, test, example, benchmark and docs folders left out, lines
over 500 characters (minified) left out. Printed, one line a package,
highest sum first: name, sum, concat, local, param, held, files with any
shape. A package directory that is missing is named on stderr and skipped.
"""
import os
import re
import sys

SKIP_DIRS = {"node_modules", "test", "tests", "__tests__", "example", "examples", "benchmark", "benchmarks", "bench", "docs"}
ERRORISH = re.compile(r"(Error|Exception|Failure|Fault)$")
NEW = re.compile(r"\bnew\s+(?:[\w$]+\.)*([A-Z][\w$]*)\s*\(")
HEADERS = [
    re.compile(r"\bfunction\s*\*?\s*([\w$]*)\s*\(([^)]*)\)"),
    re.compile(r"([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\s*[\w$]*\s*)?\(([^)]*)\)\s*(?:=>|\{)"),
    re.compile(r"([\w$]+)\s*[:=]\s*(?:async\s*)?([\w$]+)\s*=>"),
    re.compile(r"^\s*(?:static\s+|async\s+|private\s+|public\s+|protected\s+)*([\w$]+)\s*\(([^)]*)\)\s*\{"),
]
KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "function", "with"}
COMPILED = re.compile(r'Object\.defineProperty\(exports, "__esModule"|__webpack_require__|_interopRequireDefault|'
                      r'_classCallCheck|__extends|_inherits\(|function _createClass|\(function \(global, factory\)')
CLASSDECL = re.compile(r"\bclass\s+([\w$]+)\s+extends\s+(?:[\w$]+\.)*([\w$]+)")


def first_arg(line, i):
    """The text of the call's first argument starting at line[i] (after
    the open parenthesis), to the comma or close parenthesis at depth 0,
    and the quoted characters in it; None when the line ends first."""
    depth, j, quoted, q = 0, i, 0, None
    while j < len(line):
        c = line[j]
        if q:
            if c == "\\":
                j += 2
                quoted += 1
                continue
            if c == q:
                q = None
            elif q == "`" and c == "$" and line[j + 1:j + 2] == "{":
                # a template's hole: its text is not quoted text
                k = line.find("}", j)
                if k < 0:
                    return None
                j = k + 1
                continue
            else:
                quoted += 1
        elif c in "'\"`":
            q = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return line[i:j], quoted
            depth -= 1
        elif c == "," and depth == 0:
            return line[i:j], quoted
        j += 1
    return None


def top_level_plus(arg):
    depth, q = 0, None
    for k, c in enumerate(arg):
        if q:
            if c == q and arg[k - 1] != "\\":
                q = None
        elif c in "'\"`":
            q = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "+" and depth == 0 and arg[k + 1:k + 2] not in "+=" and arg[k - 1:k] != "+":
            return True
    return False


def header(lines, n):
    """(name, params) of the nearest function header at or above line n
    (60 lines at most)."""
    for k in range(n, max(-1, n - 60), -1):
        l = lines[k]
        for h in HEADERS:
            for m in h.finditer(l):
                name, params = m.group(1), m.group(2)
                if name in KEYWORDS:
                    continue
                if k == n and m.start() > l.find("new "):
                    continue
                ps = set(re.findall(r"(?:^|,)\s*(?:\.\.\.)?([\w$]+)", params))
                return name, ps
    return None, set()


def files_of(pkgdir):
    out = []
    for d, dirs, fs in os.walk(pkgdir):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS)
        for f in sorted(fs):
            if re.search(r"\.(c|m)?js$", f):
                p = os.path.join(d, f)
                with open(p, errors="replace") as fh:
                    out.append((p, fh.read().split("\n")))
    return out


def count(pkgdir):
    files = files_of(pkgdir)
    # error classes: named like one, or extending one (to a fixpoint)
    ext = {}
    for _, lines in files:
        for l in lines:
            for m in CLASSDECL.finditer(l):
                ext.setdefault(m.group(1), set()).add(m.group(2))
    errs = {c for c in ext if ERRORISH.search(c)} | {"Error"}
    grew = True
    while grew:
        grew = False
        for c, bases in ext.items():
            if c not in errs and (bases & errs or any(ERRORISH.search(b) for b in bases)):
                errs.add(c)
                grew = True
    shapes = {"concat": set(), "local": set(), "param": set(), "held": set()}
    helpers = []  # (file, helper name, line)
    with_shape = set()
    for path, lines in files:
        text = "\n".join(lines)
        compiled = COMPILED.search("\n".join(lines[:400])) and "sourceMappingURL" not in "\n".join(lines[-3:])
        declared = set(re.findall(r"\b(?:var|let|const)\s+([\w$]+)\s*=", text))
        for n, l in enumerate(lines):
            if len(l) > 500 or "new " not in l:
                continue
            s = l.strip()
            for m in NEW.finditer(l):
                cls = m.group(1)
                errlike = ERRORISH.search(cls) or cls in errs
                if not errlike:
                    continue
                fa = first_arg(l, m.end())
                if fa is not None:
                    arg, quoted = fa
                    arg = arg.strip()
                    if top_level_plus(arg) and quoted < 4:
                        shapes["concat"].add(s)
                        with_shape.add(path)
                    elif re.fullmatch(r"[A-Za-z_$][\w$]*", arg) and arg not in ("undefined", "null", "this", "arguments"):
                        name, params = header(lines, n)
                        if arg in params:
                            if name:
                                helpers.append((path, name, s))
                        elif arg in declared:
                            shapes["local"].add(s)
                            with_shape.add(path)
                if compiled and not re.search(r"\bthrow\s+(?:[\w$]+\s*=\s*)?new\s", l[:m.end()]):
                    before = l[:m.start()].rstrip()
                    if re.search(r"(\breturn|[(,=:?]|=>)$", before):
                        shapes["held"].add(s)
                        with_shape.add(path)
    if helpers:
        texts = [(p, "\n".join(ls)) for p, ls in files]
        for path, name, s in helpers:
            call = re.compile(r"(?<![\w$])" + re.escape(name) + r"\s*\(")
            if any(p != path and call.search(t) for p, t in texts):
                shapes["param"].add(s)
                with_shape.add(path)
    c = {k: len(v) for k, v in shapes.items()}
    return sum(c.values()), c["concat"], c["local"], c["param"], c["held"], len(with_shape)


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: select-mech.py NODE_MODULES NAME...")
    root, rows = sys.argv[1], []
    for name in sys.argv[2:]:
        d = os.path.join(root, name)
        if not os.path.isdir(d):
            print("select-mech.py: %s: no such package directory" % d, file=sys.stderr)
            continue
        rows.append((name,) + count(d))
    for r in sorted(rows, key=lambda r: (-r[1], -r[6], r[0])):
        print("\t".join(str(x) for x in r))


if __name__ == "__main__":
    main()
