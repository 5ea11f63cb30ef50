#!/usr/bin/env python3
"""Count Rust error sites with a small lexer and regular expressions,
independently of errdex (no tree-sitter, no syn), and compare them with an
errdex catalog of the same tree.

    python3 bench/lang-rust/count.py ROOT                  # counts per kind
    python3 bench/lang-rust/count.py ROOT CATALOG.jsonl    # and coverage
    python3 bench/lang-rust/count.py ROOT CATALOG.jsonl -v # and the misses

The lexer blanks comments (//, nested /* */) and, for the search, the text
inside string literals ("…", r#"…"#, b"…"; char literals told from
lifetimes), keeping every offset and newline. Files under tests/ or
benches/, #[cfg(test)] items and #[test]/#[tokio::test] fns are left out
(errdex skips them by design); their sites are counted apart.

Kinds (each site is the line of its method, macro or call name):

  map_err     .map_err(ARG) where ARG is a closure whose text holds a string
              literal (format!(…), "…", a helper called with text) outside
              log macros
  map_err→format!  those of them whose closure returns format!(…) (a subset)
  ok_or       .ok_or(ARG) / .ok_or_else(ARG) where ARG holds a string literal
              outside log macros
  status      tonic Status::<code constructor>(…), Status::new(Code::X, …)
  response    a tuple (StatusCode::X, …) with a 4xx/5xx constant (a ( that
              follows no name but return/break, and no !, >, ) or ]: not
              a call's arguments); not the tuple a helper builds from its
              parameter (its calls are the sites)
  helper      a call of a crate helper: a fn returning Response with a
              string parameter (impl Into<String>, String, &str) whose body
              builds a (StatusCode::X, …) or (status, …) tuple, or calls
              create_error, another helper or a builder (a fn that puts
              its StatusCode parameter first in a tuple), with that
              parameter (or a let bound from it) inside the parentheses,
              to a fixed point; a call is NAME(…) in the defining
              file or in a file whose use declarations name NAME, or
              MOD::NAME(…) elsewhere in the crate, MOD the defining
              file's stem; calls inside helpers' bodies are not counted
  error!      error!(…), log::error!, tracing::error!, event!(Level::ERROR, …),
              log!(Level::Error, …)
  warn!       the same at warn level

A site counts as catalogued when a record that says what the site says (a
log record of the macro's severity; errorCode set for status, httpStatus
for response and helper; any other error record for map_err and ok_or) is
at its file and line, or at the
line of a call whose parentheses hold it, through closure blocks
(Err(\\n error::bad_request(…)) and .ok_or_else(|| {\\n …\\n helper(…) })
are recorded at Err's and ok_or_else's line), or for map_err and ok_or at
a line of their argument (an anyhow!(…) inside is recorded at its own line);
each record answers one site of a kind.
"""
import collections
import json
import os
import re
import sys

GRPC = ("ok cancelled unknown invalid_argument deadline_exceeded not_found already_exists "
        "permission_denied resource_exhausted failed_precondition aborted out_of_range "
        "unimplemented internal unavailable data_loss unauthenticated").split()
HTTP_ERR = re.compile(r"(?:BAD_REQUEST|UNAUTHORIZED|PAYMENT_REQUIRED|FORBIDDEN|NOT_FOUND|METHOD_NOT_ALLOWED|"
                      r"NOT_ACCEPTABLE|PROXY_AUTHENTICATION_REQUIRED|REQUEST_TIMEOUT|CONFLICT|GONE|"
                      r"LENGTH_REQUIRED|PRECONDITION_FAILED|PAYLOAD_TOO_LARGE|URI_TOO_LONG|"
                      r"UNSUPPORTED_MEDIA_TYPE|RANGE_NOT_SATISFIABLE|EXPECTATION_FAILED|IM_A_TEAPOT|"
                      r"MISDIRECTED_REQUEST|UNPROCESSABLE_ENTITY|LOCKED|FAILED_DEPENDENCY|TOO_EARLY|"
                      r"UPGRADE_REQUIRED|PRECONDITION_REQUIRED|TOO_MANY_REQUESTS|"
                      r"REQUEST_HEADER_FIELDS_TOO_LARGE|UNAVAILABLE_FOR_LEGAL_REASONS|"
                      r"INTERNAL_SERVER_ERROR|NOT_IMPLEMENTED|BAD_GATEWAY|SERVICE_UNAVAILABLE|"
                      r"GATEWAY_TIMEOUT|HTTP_VERSION_NOT_SUPPORTED|VARIANT_ALSO_NEGOTIATES|"
                      r"INSUFFICIENT_STORAGE|LOOP_DETECTED|NOT_EXTENDED|NETWORK_AUTHENTICATION_REQUIRED)\b")

KINDS = ["map_err", "map_err→format!", "ok_or", "status", "response", "helper", "error!", "warn!"]


def lex(src):
    """Returns (code, bare): src with comments blanked, and also with string
    contents blanked (the quotes kept)."""
    code, bare = list(src), list(src)
    i, n = 0, len(src)

    def blank(a, b, both):
        for k in range(a, b):
            if src[k] != "\n":
                bare[k] = " "
                if both:
                    code[k] = " "

    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            blank(i, j, True)
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j, True)
            i = j
        elif (m := re.compile(r'b?r(#*)"').match(src, i)) and (i == 0 or not (src[i - 1].isalnum() or src[i - 1] == "_")):
            end = '"' + m.group(1)
            j = src.find(end, m.end())
            j = n if j < 0 else j
            blank(m.end(), j, False)
            i = j + len(end)
        elif c == '"':
            j = i + 1
            while j < n and src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            blank(i + 1, min(j, n), False)
            i = j + 1
        elif c == "'":
            m = re.compile(r"'(?:\\u\{[0-9a-fA-F]+\}|\\x[0-9a-fA-F]{2}|\\.|[^\\'\n])'").match(src, i)
            if m:
                blank(i + 1, m.end() - 1, False)
                i = m.end()
            else:
                i += 1  # a lifetime
        else:
            i += 1
    return "".join(code), "".join(bare)


def close(bare, i, open_="(", close_=")"):
    """Index just past the bracket matching the one at i."""
    depth = 0
    for j in range(i, len(bare)):
        if bare[j] == open_:
            depth += 1
        elif bare[j] == close_:
            depth -= 1
            if depth == 0:
                return j + 1
    return len(bare)


TEST_ATTR = re.compile(r"#\[\s*(?:cfg\s*\(\s*test\s*\)|test|tokio::test[^\]]*)\s*\]")


def test_spans(bare):
    spans = []
    for m in TEST_ATTR.finditer(bare):
        j = m.end()
        # the item: up to its block's end, or a ; first
        brace, semi = bare.find("{", j), bare.find(";", j)
        if brace < 0 or 0 <= semi < brace:
            spans.append((m.start(), semi + 1 if semi >= 0 else len(bare)))
        else:
            spans.append((m.start(), close(bare, brace, "{", "}")))
    return spans


def line_of(starts, i):
    lo, hi = 0, len(starts)
    while lo + 1 < hi:
        mid = (lo + hi) // 2
        if starts[mid] <= i:
            lo = mid
        else:
            hi = mid
    return lo + 1


def opener_lines(bare, starts, i):
    """Lines of the calls whose parentheses hold offset i, through the
    blocks of closures (|| { …; v }), up to any other block."""
    out, parens, braces = [], 0, 0
    for j in range(i - 1, -1, -1):
        ch = bare[j]
        if ch == ")":
            parens += 1
        elif ch == "(":
            if parens == 0 and braces == 0:
                out.append(line_of(starts, j))
            elif parens > 0:
                parens -= 1
        elif ch == "}":
            braces += 1
        elif ch == "{":
            if braces > 0:
                braces -= 1
            elif not bare[:j].rstrip().endswith("|"):
                break
    return out


MAP_ERR = re.compile(r"\.\s*map_err\s*\(")
OK_OR = re.compile(r"\.\s*ok_or(?:_else)?\s*\(")
STATUS = re.compile(r"\bStatus::(?:(%s)\s*\(|new\s*\(\s*(?:tonic::)?(?:\w+::)*Code::)" % "|".join(GRPC))
RESPONSE = re.compile(r"\(\s*(?:[\w:]*::)?StatusCode::" + HTTP_ERR.pattern + r"\s*,")
LOGMAC = re.compile(r"(?<![\w:])(?:(?:tracing|log)::)?(error|warn)!\s*[\(\[\{]")
EVENT = re.compile(r"(?<![\w:])(?:(?:tracing|log)::)?(event|log)!\s*\(\s*(?:target\s*:[^,]*,\s*)?(?:[\w:]*::)?Level::(ERROR|WARN|Error|Warn)\b")
FN = re.compile(r"\bfn\s+(\w+)\s*(?:<[^>]*>)?\s*\(")
STRING_PARAM = re.compile(r":\s*(?:impl\s+Into<String>|(?:String|&\s*(?:'\w+\s+)?str)\b)")


class File:
    def __init__(self, rel, src):
        self.rel, self.src = rel, src
        self.code, self.bare = lex(src)
        self.starts = [0] + [m.end() for m in re.finditer("\n", src)]
        self.tests = test_spans(self.bare)
        self.in_tests_dir = bool(re.search(r"(^|/)(tests|benches)/", rel))

    def skipped(self, i):
        return self.in_tests_dir or any(a <= i < b for a, b in self.tests)

    def line(self, i):
        return line_of(self.starts, i)


def fn_items(f):
    """The fns of f with a block: (name, params, return type, body span)."""
    for m in FN.finditer(f.bare):
        pe = close(f.bare, m.end() - 1)
        brace, semi = f.bare.find("{", pe), f.bare.find(";", pe)
        if brace < 0 or 0 <= semi < brace:
            continue
        yield m.group(1), f.code[m.end():pe - 1], f.bare[pe:brace], (brace, close(f.bare, brace, "{", "}"))


def helper_defs(files):
    """The crate helpers: (crate, name) -> [(file, body span, offset of
    the expression that takes the parameter)], found to a fixed point: a fn
    returning Response with a string parameter whose body holds the
    parameter (or a let bound from it) inside the parentheses of an error
    tuple, create_error(…), a builder's or another helper's call. A builder
    is a fn returning Response that puts a StatusCode parameter first in a
    tuple (fn error_response(code: StatusCode, body: Value, …) { (code,
    Json(body)) … })."""
    fns = []
    builders = collections.defaultdict(set)
    for f in files:
        for name, params, ret, (a, e) in fn_items(f):
            if "Response" not in ret:
                continue
            fns.append((f, name, params, a, e))
            for p in re.finditer(r"(\w+)\s*:\s*(?:[\w:]*::)?StatusCode\b", params):
                if re.search(r"\(\s*%s\s*," % p.group(1), f.bare[a:e]):
                    builders[crate_of(f.rel)].add(name)
    out = {}
    for _ in range(4):
        grown = False
        for f, name, params, a, e in fns:
            crate = crate_of(f.rel)
            if (crate, name) in out and any(d[0] is f and d[1] == (a, e) for d in out[(crate, name)]):
                continue
            names = [p.group(1) for p in re.finditer(r"(\w+)\s*" + STRING_PARAM.pattern, params)]
            if not names:
                continue
            body = f.bare[a:e]
            bound = names + [b.group(1) for n in names for b in re.finditer(r"let\s+(\w+)\s*=\s*&?%s\b" % n, body)]
            known = builders[crate] | {n for c, n in out if c == crate}
            calls = r"|(?<![\w.])(?:\w+::)*(?:%s)\s*\(" % "|".join(map(re.escape, sorted(known))) if known else ""
            for x in re.finditer(RESPONSE.pattern + r"|\bcreate_error\s*\(|\(\s*status\s*," + calls, body):
                j = a + x.start() + body[x.start():].index("(")
                held = f.bare[j:close(f.bare, j)]
                if any(re.search(r"\b%s\b" % n, held) for n in bound):
                    out.setdefault((crate, name), []).append((f, (a, e), a + x.start()))
                    grown = True
                    break
        if not grown:
            break
    return out


ANYLOG = re.compile(r"(?<![\w:])(?:(?:tracing|log)::)?(?:error|warn|info|debug|trace|event|log)!\s*[\(\[\{]")


def log_spans(bare):
    """The spans of the log macro calls in bare text, any level."""
    out = []
    for m in ANYLOG.finditer(bare):
        j = m.end() - 1
        out.append((m.start(), close(bare, j, bare[j], {"(": ")", "[": "]", "{": "}"}[bare[j]])))
    return out


def unlogged(text, bare=None):
    """text with its log macros blanked (bare: the same text with strings
    blanked, to find them): a closure that only logs (map_err(|e|
    warn!("…", e))) builds no error message."""
    for a, e in log_spans(text if bare is None else bare):
        text = text[:a] + " " * (e - a) + text[e:]
    return text


def crate_of(rel):
    s = "/" + rel
    i = s.rfind("/src/")
    return s[1:i + 1] if i >= 0 else os.path.dirname(rel)


def sites(files):
    """Yields (kind, file, offset, end) for every site: end is the end of
    the argument of map_err and ok_or, the site's own offset otherwise."""
    helpers = collections.defaultdict(lambda: collections.defaultdict(list))  # crate -> name -> [(stem, file)]
    bodies = collections.defaultdict(list)  # file -> helper bodies
    fed_tuples = set()  # (file, offset) of the tuples helpers build from a parameter
    for (crate, name), defs in helper_defs(files).items():
        for f, span, tup in defs:
            bodies[f.rel].append(span)
            fed_tuples.add((f.rel, tup))
            stem = os.path.splitext(os.path.basename(f.rel))[0]
            if stem == "mod":
                stem = os.path.basename(os.path.dirname(f.rel))
            helpers[crate][name].append((stem, f.rel))
    for f in files:
        b = f.bare
        for m in MAP_ERR.finditer(b):
            end = close(b, m.end() - 1)
            arg = unlogged(b[m.end():end - 1])
            if re.match(r"\s*(?:move\s*)?\|", arg) and '"' in arg:
                yield "map_err", f, m.start() + b[m.start():].index("map_err"), end
                if re.match(r"\s*(?:move\s*)?\|[^|]*\|\s*(?:\{\s*)?format!", arg):
                    yield "map_err→format!", f, m.start() + b[m.start():].index("map_err"), end
        for m in OK_OR.finditer(b):
            end = close(b, m.end() - 1)
            if '"' in unlogged(b[m.end():end - 1]):
                yield "ok_or", f, m.start() + b[m.start():].index("ok_or"), end
        for m in STATUS.finditer(b):
            yield "status", f, m.start(), m.start()
        for m in RESPONSE.finditer(b):
            before = b[:m.start()].rstrip()
            word = re.search(r"\w+$", before)
            if before and (before[-1] in "!>)]" or word and word.group() not in ("return", "break")):
                continue  # a call's or a macro's arguments
            if (f.rel, m.start()) in fed_tuples:
                continue  # a helper's tuple: its calls are the sites
            yield "response", f, m.start(), m.start()
        for m in LOGMAC.finditer(b):
            yield m.group(1) + "!", f, m.start(), m.start()
        for m in EVENT.finditer(b):
            yield m.group(2).lower() + "!", f, m.start(), m.start()
        hs = helpers.get(crate_of(f.rel), {})
        if hs:
            call = re.compile(r"(?<![\w.])((?:\w+::)*)(%s)\s*\(" % "|".join(map(re.escape, hs)))
            for m in call.finditer(b):
                quals = [q for q in m.group(1).split("::") if q]
                name = m.group(2)
                imported = re.search(r"\buse\b[^;]*\b%s\b[^;]*;" % name, b)
                if not any(quals and quals[-1] == stem or not quals and (deffile == f.rel or imported) for stem, deffile in hs[name]):
                    continue
                if b[max(0, m.start() - 20):m.start()].rstrip().endswith("fn"):
                    continue  # the definition
                if any(a <= m.start() < e for a, e in bodies[f.rel]):
                    continue  # a helper's own body: a definition, not a site
                yield "helper", f, m.start() + len(m.group(1)), close(b, m.end() - 1)


# WANT says which records answer a site of each kind.
WANT = {
    "map_err": lambda r: r["errorType"] != "log",
    "map_err→format!": lambda r: r["errorType"] != "log",
    "ok_or": lambda r: r["errorType"] != "log",
    "status": lambda r: r["errorCode"] is not None,
    "response": lambda r: r["httpStatus"] is not None,
    "helper": lambda r: r["httpStatus"] is not None,
    "error!": lambda r: r["errorType"] == "log" and r["severity"] == "error",
    "warn!": lambda r: r["errorType"] == "log" and r["severity"] == "warning",
}


def literal_runs(f, off, end):
    """The runs of literal text (4 characters or more, split at {}
    placeholders) of a call's string arguments outside log macros, longest
    first."""
    runs = []
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', unlogged(f.code[off:end], f.bare[off:end])):
        runs += [r for r in re.split(r"\{[^}]*\}", m.group(1)) if len(r) >= 4]
    return sorted(runs, key=len, reverse=True)


def shows(r, runs):
    """Whether record r shows the longest of runs that is not its code."""
    runs = [x for x in runs if x != r["errorCode"]]
    return not runs or runs[0].replace("{", "{{").replace("}", "}}") in r["errorMessage"]


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    root = args[0]
    files = []
    for dp, dns, fns in os.walk(root):
        dns[:] = sorted(d for d in dns if d not in (".git", "target", "node_modules"))
        for fn in sorted(fns):
            if fn.endswith(".rs"):
                p = os.path.join(dp, fn)
                with open(p, encoding="utf-8", errors="replace") as fh:
                    files.append(File(os.path.relpath(p, root), fh.read()))
    records = []
    if len(args) > 1:
        with open(args[1]) as fh:
            records = [json.loads(l)["record"] for l in fh]
    at_line = collections.defaultdict(list)
    for r in records:
        at_line[(r["filePath"], r["lineNumber"])].append(r)
    counted = {k: [] for k in KINDS}
    skipped = collections.Counter()
    for kind, f, off, end in sites(files):
        if f.skipped(off):
            skipped[kind] += 1
        else:
            counted[kind].append((f, off, end))
    print("%-16s %6s %7s" % ("kind", "sites", "in tests") + ("  catalogued" if records else ""))
    for kind in KINDS:
        ss = counted[kind]
        line = "%-16s %6d %7d" % (kind, len(ss), skipped[kind])
        if records:
            hit, misses, used = 0, [], set()
            for f, off, end in ss:
                runs = literal_runs(f, off, end) if kind in ("helper", "map_err", "map_err→format!", "ok_or") else []
                lines = [f.line(off)] + opener_lines(f.bare, f.starts, off) + list(range(f.line(off) + 1, f.line(end) + 1))
                found = next((r for ln in lines for r in at_line[(f.rel, ln)]
                              if id(r) not in used and WANT[kind](r) and shows(r, runs)), None)
                if found is None:
                    misses.append("%s:%d" % (f.rel, f.line(off)))
                else:
                    used.add(id(found))
                    hit += 1
            line += "  %5d  %5.1f%%" % (hit, 100.0 * hit / max(1, len(ss)))
            if verbose:
                for m in misses:
                    line += "\n    miss " + m
        print(line)


if __name__ == "__main__":
    main()
