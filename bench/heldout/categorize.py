#!/usr/bin/env python3
"""Assign each dev-half miss of bench/heldout/run.sh a mechanism.

    python3 bench/heldout/categorize.py WORK [-n EXAMPLES]
    python3 bench/heldout/categorize.py WORK --counts SPLIT [--sub]

--counts prints only each category's count per half of SPLIT (split.txt),
and how many packages they come from, no example (a case's half is the
one eval -split gives it: its package's, std/PATH when the standard
library made it, else its suite's): run eval with
-show-test to see how the test half's misses spread over mechanisms
without reading one of them. --sub adds, for the Go misses of the
helper and outside-error mechanisms, counts per half of automatic
sub-features (how the call passes text and what the helper is: a method,
in which file, variadic, generic, what it returns, the form of the
statement it makes the error at, errors.New, fmt.Errorf, &T{...} or a
call; where the site's statement puts the value; for an outside error: the
answer's status, its record's literal share and first byte, whether the
answer is a chain, whether GOROOT's catalog cat/go-stdlib.jsonl matches
the text, whether a package-style prefix precedes the record's text). Without --counts only
dev-half misses are shown, by bench/heldout/split.txt, even when the
misses file holds the test half.

Reads WORK/misses.jsonl (eval -misses; the test half is not in it
unless run.sh was given -show-test), the catalogs in WORK/cat and the
sources the truths point at, asks the built errdex (WORK/errdex) for every
match of each miss's message (explain --json -n 50), and files the miss
under the first rule that holds, in this order:

1. outside error answered: the case is external (its site is outside
   the catalog) and errdex answered a record.
2. no record at the site (missing extractor coverage): no catalog
   record of the truth's file has a line in the truth's span; split by
   what the site's line holds (Go: a struct literal or conversion of an
   error type, errors.New/fmt.Errorf, a panic, a call of a helper or
   constructor; Rust: the form of the value, Err(Enum::Variant { .. }),
   Err(Enum::Variant(..)), Err(Enum::Variant), Err(Type::ctor(..)),
   Err(fn(..)), Err(self.method(..)), Err(var) of a value made before,
   map_err(closure), map_err(path), ok_or/ok_or_else, a macro, ? alone).
3. the type's Error()/Display method answers: the top answer's line is
   inside a Go Error() method or a Rust `fn fmt` (a struct or enum error
   whose method formats its fields; the site is where the value was
   made).
4. helper joins a sentinel and detail: the truth was found by walking out
   of a helper (the case's helpers list) and errdex answered the helper's
   line or a package-level sentinel declaration.
5. constructor or helper called across files: the top answer is the
   helper the truth walked out of, in another file, or a function the
   site's line calls.
6. the site is listed below another record: the truth is among errdex's
   matches but not among the tied best (a wrapper's or another site's
   template ranks above it).
7. the site's record does not match the message: a record is at the site
   but errdex does not list it (its template differs from the text: text
   built from fields, placeholders errdex cannot fill).
"""
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

from heldout import count_table, print_examples, read_jsonl, read_split


def catalog_index(work):
    """file -> sorted line numbers of records, per language catalog."""
    idx = {}
    for lang, name in (("go", "go.jsonl"), ("go-outside", "go-modules.jsonl"), ("rust", "rust.jsonl")):
        m = defaultdict(list)
        p = os.path.join(work, "cat", name)
        if os.path.exists(p):
            for r in read_jsonl(p):
                r = r.get("record") or r
                f, n = r.get("filePath"), r.get("lineNumber")
                if f and n:
                    m[f].append(n)
        idx[lang] = m
    return idx


def source_lines(path):
    try:
        with open(path, errors="replace") as f:
            return f.read().split("\n")
    except OSError:
        return []


def enclosing_method(lines, n, lang):
    """The name of the function whose body holds line n (1-based)."""
    pat = re.compile(r"^\s*func\s+(\([^)]*\)\s*)?(\w+)") if lang == "go" else re.compile(r"^\s*(pub(\([^)]*\))?\s+)?fn\s+(\w+)")
    for i in range(min(n, len(lines)) - 1, -1, -1):
        m = pat.match(lines[i])
        if m:
            return m.group(2) if lang == "go" else m.group(3)
    return ""


# The forms of a Rust Err(...) payload, tried in order from its start,
# then the forms of a line without Err(, tried anywhere on it.
ERR_FORMS = (
    (r"\(", "Err((tuple).into())"),
    (r"(\w+::)*[A-Z]\w*::[A-Z]\w*\s*\{", "Err(Enum::Variant { .. })"),
    (r"(\w+::)*[A-Z]\w*::[A-Z]\w*\s*\(", "Err(Enum::Variant(..))"),
    (r"(\w+::)*[A-Z]\w*::[A-Z]\w*\s*[).]", "Err(Enum::Variant)"),
    (r"(\w+::)*[A-Z]\w*::[a-z_]\w*\s*\(", "Err(Type::ctor(..))"),
    (r"[A-Z]\w*\s*[{(]", "Err(Struct { .. }) or Err(Tuple(..))"),
    (r"self\.\w+\(", "Err(self.method(..))"),
    (r"[a-z_]\w*(::\w+)*\(", "Err(fn(..))"),
    (r"\w+\s*\)", "Err(var): a value made before"),
    (r"\w+!", "Err(macro!(..))"),
)
LINE_FORMS = (
    (r"\.map_err\(\s*(move\s+)?\|", "map_err(closure)"),
    (r"\.map_err\(\s*[\w:]+\s*\)", "map_err(path)"),
    (r"\.ok_or(_else)?\(", "ok_or/ok_or_else"),
    (r"\b(bail|anyhow|ensure|format_err)!", "anyhow macro"),
    (r"\b\w+!\s*\(", "another macro"),
    (r"\?", "? (a From conversion)"),
)


def rust_form(site):
    """The form of a Rust site's line: how its error value is written."""
    m = re.search(r"\bErr\(\s*(.*)", site)
    forms, text, find, other = LINE_FORMS, site, re.search, "a call of a helper that returns Err"
    if m:
        forms, text, find, other = ERR_FORMS, m.group(1), re.match, "Err(other)"
    return next((name for pat, name in forms if find(pat, text)), other)


def rust_dir(pkg, crates):
    v = crates.get(pkg)
    return f"/usr/share/cargo/registry/{pkg}-{v}" if v else ""


def record_index(work, catalog):
    """file:line -> (errorMessage, tags) of a catalog's records."""
    out = {}
    p = os.path.join(work, "cat", catalog)
    if os.path.exists(p):
        for r in read_jsonl(p):
            r = r.get("record") or r
            out.setdefault("%s:%s" % (r.get("filePath"), r.get("lineNumber")), (r.get("errorMessage") or "", r.get("tags") or []))
    return out


_records = {}


def explain_json(work, catalog, message):
    out = subprocess.run([os.path.join(work, "errdex"), "explain", "--catalog", os.path.join(work, "cat", catalog),
                          "--json", "-n", "5", "-"], input=message, capture_output=True, text=True).stdout
    try:
        return json.loads(out)
    except ValueError:
        return {}


def literal_share(template, message):
    """The bytes of template outside its {holes}, over the message's."""
    lit = len(re.sub(r"\{[^{}]*\}", "", template))
    return lit / max(1, len(message))


def outside_features(work, m, top, catalog):
    """Automatic sub-features of an outside error errdex answered, from
    catalog (the suite's)."""
    if catalog not in _records:
        _records[catalog] = record_index(work, catalog)
    f = {}
    f["suite"] = "go-outside" if catalog == "go-modules.jsonl" else "go (GOROOT catalogued)"
    f["status"] = "%s, %s" % (m["msg"]["status"], m["msg"]["confidence"] or "no confidence")
    tmpl, tags = _records[catalog].get(top, ("", []))
    share = literal_share(tmpl, m["message"]) if tmpl else 0
    f["answered record's literal share of the text"] = "<0.3" if share < 0.3 else "0.3-0.6" if share < 0.6 else ">=0.6"
    f["answered record starts with a hole"] = str(tmpl.startswith("{"))
    f["answered record is a carrier/part"] = str(any(t in ("carrier", "part") for t in tags))
    std = explain_json(work, "go-stdlib.jsonl", m["message"])
    f["GOROOT's catalog matches the text"] = std.get("status", "?") + (" (chain)" if len(std.get("chain") or []) > 1 else "")
    mine = explain_json(work, catalog, m["message"])
    f["errdex's answer is a chain"] = str(len(mine.get("chain") or []) > 1)
    # the text before the answered record's first literal run: a Go
    # package prefix ("crypto/aes: ", "strconv.ParseInt: ") it does not print
    lits = [x for x in re.split(r"\{[^{}]*\}", tmpl) if x.strip()]
    pre = ""
    if lits:
        i = m["message"].find(lits[0])
        pre = m["message"][:i] if i > 0 else ""
    f["a package-style prefix (word/word: or pkg.Func: ) right before the record's text"] = str(
        bool(re.search(r"(^|\s)[a-z][a-z0-9]*([/.][A-Za-z0-9]+)*: $", pre)))
    return f


def helper_features(src, t, helpers, site_text, m):
    """Automatic sub-features of a helper-call miss: how the call passes
    text and what the helper it calls is."""
    f = {}
    f["errdex status"] = m["msg"]["status"]
    f["the call passes a string literal with words"] = str(bool(re.search(r'"[^"]*[A-Za-z]{3}', site_text)))
    f["the call passes a format and arguments (literal with a %verb)"] = str(bool(re.search(r'"[^"]*%[a-zA-Z]', site_text)))
    f["helpers walked"] = str(min(len(helpers), 3)) + ("+" if len(helpers) >= 3 else "")
    h = helpers[-1] if helpers else {}
    f["the called helper is a method"] = str(")." in h.get("func", ""))
    hf = h.get("file", "")
    f["the called helper is in"] = ("the site's file" if hf == t["file"] else
                                    "another file of the site's folder" if os.path.dirname(hf) == os.path.dirname(t["file"]) else
                                    "another folder or package")
    root = src[: len(src) - len(t["file"])] if src.endswith(t["file"]) else ""
    hl = source_lines(os.path.join(root, hf)) if root and hf else []
    sig = ""
    for i in range(min(h.get("line", 0), len(hl)) - 1, -1, -1):
        if re.match(r"^\s*func\b", hl[i]):
            sig = hl[i]
            break
    f["the called helper is variadic (args ...)"] = str("..." in sig)
    res = re.sub(r"^\s*func\s*(\([^)]*\))?\s*\w*(\[[^]]*\])?\([^)]*\)", "", sig).strip().rstrip("{").strip()
    f["the called helper returns"] = "nothing" if not res else "an error" if re.search(r"\berror\b", res) else "something else"
    f["the called helper is generic"] = str(bool(re.match(r"^\s*func\s*(\([^)]*\))?\s*\w+\[", sig)))
    f["the called helper's source was read"] = str(bool(sig))
    stmt = hl[h["line"] - 1].strip() if hl and 0 < h.get("line", 0) <= len(hl) else ""
    f["the called helper's statement"] = helper_statement(stmt) if stmt else "(not read)"
    f["the site's statement"] = site_statement(site_text)
    return f


def helper_statement(stmt):
    """The form of the statement a helper makes its error at."""
    for pat, name in ((r"fmt\.Errorf\(", "fmt.Errorf"), (r"errors\.New\(", "errors.New"),
                      (r"\berrors\.\w+\(", "another errors.X call"), (r"fmt\.Sprintf\(", "fmt.Sprintf"),
                      (r"&\w+(\.\w+)?(\[[^]]*\])?\{", "&T{...}"), (r"\b[A-Z]\w*(\.\w+)?\{", "T{...}"),
                      (r"\bpanic\(", "panic"), (r"\b\w+\.\w+\(", "a call of pkg.F or x.M"), (r"\b\w+\(", "a call of F")):
        if re.search(pat, stmt):
            return name
    return "other"


def site_statement(site):
    """The form of the statement at a site: where its value goes."""
    for pat, name in ((r"^return\b", "return"), (r"^panic\(", "panic"),
                      (r"^if\b.*:?=", "if with an assignment"), (r"^[\w.\[\]]+(\s*,\s*[\w.\[\]]+)*\s*:?=\s*append\(", "append to a list"),
                      (r"^[\w.\[\]]+(\s*,\s*[\w.\[\]]+)*\s*:?=", "an assignment"), (r"^[\w.]+\(", "a call statement")):
        if re.match(pat, site):
            return name
    return "other"


def print_sub_counts(cats, subs, half_of):
    """--sub: per category with sub-features, each feature's values
    counted per half (counts only)."""
    for name in sorted(cats, key=lambda k: -len(cats[k])):
        items = [(m, c) for m, c, *_ in cats[name] if id(m) in subs]
        if not items:
            continue
        print("\n#### %s: sub-features\n\n| feature = value | dev misses (packages) | test misses (packages) |\n|---|---|---|" % name)
        rows = defaultdict(lambda: (defaultdict(int), defaultdict(set)))
        for m, c in items:
            p, h = half_of(m, c)
            for k, v in subs[id(m)].items():
                by, pk = rows[(k, v)]
                by[h] += 1
                pk[h].add(p)
        for (k, v) in sorted(rows):
            by, pk = rows[(k, v)]
            print(f"| {k} = {v} | {by['dev']} ({len(pk['dev'])}) | {by['test']} ({len(pk['test'])}) |")


def main():
    work = sys.argv[1]
    n_ex = 3
    if "-n" in sys.argv:
        n_ex = int(sys.argv[sys.argv.index("-n") + 1])
    here = os.path.dirname(os.path.abspath(__file__))
    crates = {}
    for line in open(os.path.join(here, "rust", "crates.txt")):
        f = line.split()
        if f and not f[0].startswith("#"):
            crates[f[0]] = f[1]
    cases = {}
    for name, lang in (("go-cases.jsonl", "go"), ("go-outside.jsonl", "go-outside"), ("rust-cases.jsonl", "rust")):
        p = os.path.join(work, name)
        if os.path.exists(p):
            for c in read_jsonl(p):
                c["_suite_lang"] = lang
                cases[(lang if lang != "go" or c["kind"] != "external" else "go", c["suite"], c["label"], c["message"])] = c
    idx = catalog_index(work)
    cats = defaultdict(list)
    subs = {}  # id(miss) -> its sub-features (--sub)
    for m in read_jsonl(os.path.join(work, "misses.jsonl")):
        lang = m["lang"]
        suite_lang = lang
        c = None
        for key in ((lang, m["suite"], m["label"], m["message"]), ("go-outside", m["suite"], m["label"], m["message"])):
            if key in cases and cases[key]["kind"] == m["kind"]:
                c = cases[key]
                suite_lang = key[0]
        c = c or {}
        t = m["truth"]
        top = (m["msg"]["answers"] or [""])[0]
        explain_cat = os.path.join(work, "cat", {"go": "go.jsonl", "go-outside": "go-modules.jsonl", "rust": "rust.jsonl"}[suite_lang])
        if m["kind"] not in ("raised", "python"):
            cats["outside error answered"].append((m, c, top, ""))
            if "--sub" in sys.argv and lang == "go":
                subs[id(m)] = outside_features(work, m, top, os.path.basename(explain_cat))
            continue
        # the site's source
        if lang == "go":
            src = m["installed"]["file"]
        else:
            src = os.path.join(rust_dir(c.get("package", m["suite"]), crates), t["file"])
        lines = source_lines(src)
        site_text = " ".join(l.strip() for l in lines[t["start"] - 1:t["end"]]) if lines else ""
        # a Go module's frame is in the rewritten copy: show the source
        site_text = re.sub(r"__errdex\.ErrdexMark\(", "", site_text)
        recs = idx[suite_lang].get(t["file"], [])
        has = any(t["start"] <= n <= t["end"] or n == t["line"] for n in recs)
        # what errdex answered: the top answer's function and line
        topf, _, topn = top.rpartition(":")
        meth, toptext = "", ""
        if topf:
            if lang == "go":
                root = src[: len(src) - len(t["file"])]
                tsrc = os.path.join(root, topf)
            else:
                tsrc = os.path.join(rust_dir(c.get("package", m["suite"]), crates), topf)
            tl = source_lines(tsrc)
            meth = enclosing_method(tl, int(topn), "go" if lang == "go" else "rust")
            toptext = tl[int(topn) - 1].strip() if 0 < int(topn) <= len(tl) else ""
        helpers = c.get("helpers") or []
        if lang == "go":
            if re.search(r"&?\b[A-Z]?\w*(Error|Err)\w*\{|\w+Error\(", site_text):
                form = "a struct literal or conversion of an error type"
            elif re.search(r"errors\.New|fmt\.Errorf", site_text):
                form = "errors.New/fmt.Errorf"
            elif "panic(" in site_text:
                form = "a panic"
            else:
                form = "a call of a helper or constructor"
        else:
            if "panicked" in c.get("traceback", ""):
                form = "a panic"
            else:
                wide = site_text
                if not re.search(r"Err\(|ok_or|map_err", site_text) and lines:
                    wide = " ".join(l.strip() for l in lines[t["start"] - 1:t["end"] + 3])
                form = rust_form(wide)
        at = "a record at the site" if has else "no record at the site"
        if meth in ("Error", "fmt", "description"):
            cats["struct/enum error: its Error()/Display method answers, " + at + " (" + form + ")"].append((m, c, top, site_text))
            continue
        if helpers and (any(topf == h["file"] and topn.isdigit() and int(topn) == h["line"] for h in helpers) or not has):
            cats["helper passes its caller's text: the site is the call, " + at + ("; the helper answers" if top else "")].append((m, c, top, site_text))
            if "--sub" in sys.argv and lang == "go":
                subs[id(m)] = helper_features(src, t, helpers, site_text, m)
            continue
        if re.match(r"^(var\s+)?\w+\s*(error\s*)?=\s*(errors\.New|fmt\.Errorf)", toptext):
            cats["a sentinel's declaration answers; the site wraps or returns it with detail, " + at].append((m, c, top, site_text))
            continue
        if not has:
            cats["missing extractor coverage: no record at the site (" + form + ")"].append((m, c, top, site_text))
            continue
        out = subprocess.run([os.path.join(work, "errdex"), "explain", "--catalog", explain_cat, "--json", "-n", "50", "-"],
                             input=m["message"], capture_output=True, text=True).stdout
        try:
            ans = json.loads(out)
        except ValueError:
            ans = {}
        listed = [(x["record"]["filePath"], x["record"]["lineNumber"]) for x in ans.get("matches") or []]
        rank = next((i for i, (f, n) in enumerate(listed) if f == t["file"] and (t["start"] <= n <= t["end"] or n == t["line"])), None)
        if rank is not None:
            cats["another record ranks above the site's (the site is listed at rank %d-%d)" % ((2, 5) if rank < 5 else (6, 50))].append((m, c, top, site_text))
        else:
            cats["the site's record does not match the message (%s): %s" % (m["msg"]["status"], form)].append((m, c, top, site_text))
    # eval -split's half of a miss: the case's package (a Go case's
    # std/PATH when the standard library made it), else its suite
    counts = "--counts" in sys.argv
    half = read_split(sys.argv[sys.argv.index("--counts") + 1] if counts else os.path.join(here, "split.txt"))

    def half_of(m, c):
        p = c.get("package") or m["suite"]
        return p, half.get((c.get("_suite_lang", m["lang"]), p), "?")

    if counts:
        count_table(cats, lambda x: half_of(x[0], x[1]))
        if "--sub" in sys.argv:
            print_sub_counts(cats, subs, half_of)
        return

    def example(x):
        m, c, top, site = x
        t = m["truth"]
        msg = m["message"].replace("\n", " ")[:110].replace("`", "'")
        site = site.replace("`", "'")
        return (f"- {m['lang']}/{m['suite']} `{m['label'].replace(chr(10), ' ')}`: message `{msg}`; truth "
                f"{c.get('package', m['suite'])} {t['file'] if t else '-'}:{t['line'] if t else '-'}"
                f"{' `' + site[:100] + '`' if site else ''}; errdex: {m['msg']['status']} {top or '-'}")

    def langs(items):
        by = defaultdict(int)
        for m, *_ in items:
            by[m["lang"]] += 1
        return ", ".join(f"{k} {v}" for k, v in sorted(by.items()))

    print_examples(cats, lambda x: half_of(x[0], x[1]), example, n_ex, key=lambda x: (x[0]["lang"], x[0]["suite"]), note=langs)


if __name__ == "__main__":
    main()
