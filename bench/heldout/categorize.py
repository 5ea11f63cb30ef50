#!/usr/bin/env python3
"""Assign each dev-half miss of bench/heldout/run.sh a mechanism.

    python3 bench/heldout/categorize.py WORK [-n EXAMPLES]
    python3 bench/heldout/categorize.py WORK --counts SPLIT

--counts prints only each category's count per half of SPLIT (split.txt),
and how many packages they come from, no example (a case's half is the
one eval -split gives it: its package's, std/PATH when the standard
library made it, else its suite's): run eval with
-show-test to see how the test half's misses spread over mechanisms
without reading one of them. Without --counts only
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


def read_jsonl(path):
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line:
                yield json.loads(line)


def read_split(path):
    """(language, package) -> "dev" or "test", from a split file's rows."""
    half = {}
    for line in open(path):
        f = line.split()
        if len(f) == 3 and not f[0].startswith("#"):
            half[(f[0], f[1])] = f[2]
    return half


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
        print("| mechanism | dev misses (packages) | test misses (packages) |\n|---|---|---|")
        for name in sorted(cats, key=lambda k: -len(cats[k])):
            by, pk = defaultdict(int), defaultdict(set)
            for m, c, *_ in cats[name]:
                p, h = half_of(m, c)
                by[h] += 1
                pk[h].add(p)
            print(f"| {name} | {by['dev']} ({len(pk['dev'])}) | {by['test']} ({len(pk['test'])}) |"
                  + (f" unknown half {by['?']}" if by["?"] else ""))
        return
    # examples and --json: the dev half only, whatever misses.jsonl holds
    # (eval -show-test puts the test half in it)
    for name in list(cats):
        cats[name] = [x for x in cats[name] if half_of(x[0], x[1])[1] == "dev"]
        if not cats[name]:
            del cats[name]
    for name in sorted(cats, key=lambda k: -len(cats[k])):
        items = cats[name]
        by = defaultdict(int)
        for m, *_ in items:
            by[m["lang"]] += 1
        print(f"### {name}: {len(items)} dev ({', '.join(f'{k} {v}' for k, v in sorted(by.items()))})")
        seen = set()
        shown = 0
        for m, c, top, site in items:
            k = (m["lang"], m["suite"])
            if k in seen and len(items) > n_ex:
                continue
            seen.add(k)
            t = m["truth"]
            msg = m["message"].replace("\n", " ")[:110].replace("`", "'")
            site = site.replace("`", "'")
            print(f"- {m['lang']}/{m['suite']} `{m['label'].replace(chr(10), ' ')}`: message `{msg}`; truth "
                  f"{c.get('package', m['suite'])} {t['file'] if t else '-'}:{t['line'] if t else '-'}"
                  f"{' `' + site[:100] + '`' if site else ''}; errdex: {m['msg']['status']} {top or '-'}")
            shown += 1
            if shown >= n_ex:
                break
        print()


if __name__ == "__main__":
    main()
