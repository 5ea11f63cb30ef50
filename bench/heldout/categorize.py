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
the text, whether a package-style prefix precedes the record's text;
for a site listed below another record: the answer's status and chain,
where the top answer is beside the site, the site's score over the
top's, their classes, holes and tags, whether one template is the
other's with holes given as text), and for every Rust miss (how errdex
answered: a single confident answer, its score, holes, literal share
and words, a wrapped chain, whether the answer's record is a
Display/fmt record, a carrier or a site, where its text came from,
whether the truth's line names the answer's variant, what the truth's
line holds: a carrier, a record with or without holes, none; whether a
carrier's last hole is named as an error; whether a Display/fmt record
answering is in a wrapped chain; what a map_err(path) names), a
pseudo-mechanism of every miss, then a table of the single confident
answers that are wrong, per mechanism, and those sub-features over all
of them, and a table of every Go miss whose single confident answer is
wrong (its mechanism, whether the site panics with a value it was
given, whether the answer is a package-level sentinel's declaration,
where it is, its score). Without --counts only
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


def rust_features(work, m, t, top, lines):
    """Automatic sub-features of a Rust miss: how errdex answered (a
    single confident answer, a wrapped chain, the answer's record kind)
    and what the site's line does with an error it got."""
    f = {}
    f["errdex status"] = "%s, %s" % (m["msg"]["status"], m["msg"].get("confidence") or "no confidence")
    f["a single confident answer (wrong)"] = str(bool(m["msg"].get("confidentWrong")))
    ans = explain_json(work, "rust.jsonl", m["message"])
    chain = ans.get("chain") or []
    f["errdex's answer is a wrapped chain"] = str(len(chain) > 1)
    recs = {"%s:%s" % (x["record"]["filePath"], x["record"]["lineNumber"]): x["record"] for x in ans.get("matches") or []}
    r = recs.get(top) or {}
    tags = r.get("tags") or []
    f["the answer's record is"] = ("a Display/fmt record" if "display" in tags or "written" in tags else
                                   "a carrier" if "carrier" in tags else "a site" if r else "none")
    ms = ans.get("matches") or []
    if ms:
        sc = ms[0].get("score") or 0
        f["the answer's score"] = "<0.5" if sc < 0.5 else "0.5-0.8" if sc < 0.8 else ">=0.8"
        tmpl = ms[0]["record"].get("errorMessage") or ""
        holes = len(re.findall(r"\{[^{}]*\}", tmpl))
        f["the answer's template holes"] = str(min(holes, 2)) + ("+" if holes >= 2 else "")
        share = literal_share(tmpl, m["message"])
        f["the answer's literal share of the text"] = "<0.5" if share < 0.5 else "0.5-0.9" if share < 0.9 else ">=0.9"
        f["the answer's literal words"] = str(min(len(re.findall(r"[A-Za-z]+", re.sub(r"\{[^{}]*\}", "", tmpl))), 3))
        doc = ms[0]["record"].get("documentation") or ""
        f["the answer's text is from"] = ("its type's Display (message of T defined at)" if re.search(r"message of \S+ defined at", doc) else
                                         "a helper's body (built by f() defined at)" if "built by" in doc else "the site itself")
        r0 = ms[0]["record"]
        code = (r0.get("sourceCode") or "").split("\n")
        i = r0["lineNumber"] - (r0.get("sourceCodeStart") or r0["lineNumber"])
        vs = re.findall(r"\b[A-Z]\w*::([A-Z]\w*)\b", code[i] if 0 <= i < len(code) else "")
        tl = " ".join(lines[t["start"] - 1:t["end"]]) if lines else ""
        f["the answer's variant is named at the truth's line"] = ("no variant at the answer" if not vs else
                                                                 str(bool(re.search(r"\b%s\b" % vs[-1], tl))))
        sc2 = ms[1].get("score") or 0 if len(ms) > 1 else 0
        f["the second match's score over the first's"] = "none" if len(ms) < 2 else "<0.5" if sc2 < 0.5 * sc else ">=0.5"
    if f["the answer's record is"] == "a Display/fmt record":
        f["a Display/fmt record answers: in a wrapped chain; its status"] = "%s; %s" % (
            "chain" if len(chain) > 1 else "no chain", m["msg"]["status"])
    f["a carrier among the first 5 matches"] = str(any("carrier" in (x.get("tags") or []) for x in recs.values()))
    f["the answer is in the truth's file"] = str(top.rpartition(":")[0] == t["file"])
    if "rust-tags" not in _records:
        _records["rust-tags"] = record_index(work, "rust.jsonl")
    at = [v for k, v in _records["rust-tags"].items()
          if k.rpartition(":")[0] == t["file"] and t["start"] <= int(k.rpartition(":")[2]) <= t["end"]]
    carr = [tm for tm, tg in at if "carrier" in tg]
    if carr:
        last = re.findall(r"\{([^{}]*)\}\s*$", carr[0])
        f["the site's carrier's last hole"] = ("no hole at its end" if not last else
                                              "an error's name (e, err, error, source, cause, inner)" if re.search(r"\b(e|err|error|source|cause|inner)\b", last[0]) else
                                              "another value")
    f["the site's record"] = ("none" if not at else "a carrier" if any("carrier" in tg for _, tg in at) else
                              "a record with no hole" if all("{" not in tm for tm, _ in at) else "a record with holes")
    site = " ".join(l.strip() for l in lines[t["start"] - 1:t["end"]]) if lines else ""
    mp = re.search(r"\.map_err\(\s*([\w:]+)\s*\)", site)
    if mp:
        segs = mp.group(1).split("::")
        f["map_err(path): the path is"] = (
            "Into::into/From::from" if mp.group(1).endswith(("Into::into", "From::from")) else
            "Enum::Variant" if len(segs) >= 2 and segs[-1][:1].isupper() and segs[-2][:1].isupper() else
            "Type::fn" if len(segs) >= 2 and segs[-2][:1].isupper() else
            "Variant or Type alone" if segs[-1][:1].isupper() else
            "module::fn" if len(segs) >= 2 else "fn")
    f["the site's line converts an error it got (map_err, ?, e.to_string(), From)"] = str(bool(
        re.search(r"map_err|\?\s*;|\.to_string\(\)|\bfrom\(|\.into\(\)", site)))
    return f


def fills(general, special):
    """Whether template special is template general with one or more of
    its {holes} replaced by text (a call passing literals to the helper
    that makes general's error)."""
    if general == special or "{" not in general:
        return False
    rx = "".join("(?:%s|[^{}]*)" % re.escape(p) if p.startswith("{") else re.escape(p)
                 for p in re.split(r"(\{[^{}]*\})", general) if p)
    return re.fullmatch(rx, special) is not None


def rank_features(ans, rank, t):
    """Automatic sub-features of a miss whose site errdex lists below
    another record: how the top answer and the site's record compare."""
    ms = ans.get("matches") or []
    top, site = ms[0], ms[rank]
    tr, sr = top["record"], site["record"]
    f = {}
    f["answer status"] = ans.get("status", "?") + (", chain" if len(ans.get("chain") or []) > 1 else "")
    f["the top answer is in"] = ("the site's file" if tr["filePath"] == t["file"] else
                                 "the site's folder" if os.path.dirname(tr["filePath"]) == os.path.dirname(t["file"]) else
                                 "another folder")
    ratio = site["score"] / top["score"] if top["score"] else 0
    f["site's score / top's"] = ">=0.95" if ratio >= 0.95 else "0.6-0.95" if ratio >= 0.6 else "0.4-0.6 (halved)" if ratio >= 0.4 else "<0.4"
    f["top's score"] = ">=0.8" if top["score"] >= 0.8 else "0.5-0.8" if top["score"] >= 0.5 else "<0.5"
    sp, tp = sr.get("messagePattern") or "", tr.get("messagePattern") or ""
    f["site's pattern starts with a hole"] = str(sp.startswith("(") and not sp.startswith("(?"))
    f["top's pattern starts with a hole"] = str(tp.startswith("(") and not tp.startswith("(?"))
    f["site's record holes vs top's"] = ("more" if len(site.get("holes") or []) > len(top.get("holes") or []) else
                                         "fewer" if len(site.get("holes") or []) < len(top.get("holes") or []) else "same")
    f["top's class"] = ("the site's" if tr.get("errorClass") == sr.get("errorClass") else
                        "error" if tr.get("errorClass") == "error" else "panic" if tr.get("errorClass") == "panic" else "another")
    f["site's class"] = "error" if sr.get("errorClass") == "error" else "panic" if sr.get("errorClass") == "panic" else "a type or sentinel"
    f["top's filled text is the whole message"] = str((top.get("filled") or "").strip() == (ans.get("message") or "").strip())
    f["site's filled text is the whole message"] = str((site.get("filled") or "").strip() == (ans.get("message") or "").strip())
    ts, ss = tr.get("errorMessage") or "", sr.get("errorMessage") or ""
    f["one's template is the other's with holes given as text"] = (
        "the top's is the site's so filled (the top calls the site's helper with literals)" if fills(ss, ts) else
        "the site's is the top's so filled (the site calls the top's helper with literals)" if fills(ts, ss) else "neither")
    f["tags (top, site)"] = "%s, %s" % (",".join(x for x in (tr.get("tags") or []) if x in ("carrier", "part", "written")) or "-",
                                         ",".join(x for x in (sr.get("tags") or []) if x in ("carrier", "part", "written")) or "-")
    return f


def confident_features(cats):
    """id(miss) -> automatic sub-features of each Go miss whose single
    confident answer from the message is wrong: its mechanism, the
    site's form, where the answer is beside the site."""
    out = {}
    for name, items in cats.items():
        for m, c, top, site in items:
            if m["lang"] != "go" or not m["msg"].get("confidentWrong"):
                continue
            t = m["truth"] or {}
            topf = top.rpartition(":")[0]
            f = {"mechanism": name}
            f["the site's line panics with a value it was given (panic(err))"] = str(bool(re.search(r"\bpanic\(\s*\w+\s*\)", site)))
            f["the answer is in"] = ("the site's file" if topf == t.get("file") else
                                     "the site's folder" if os.path.dirname(topf) == os.path.dirname(t.get("file", "")) else
                                     "another folder")
            src = (m.get("installed") or {}).get("file", "")
            root = src[: len(src) - len(t.get("file", ""))] if t.get("file") and src.endswith(t["file"]) else ""
            topn = top.rpartition(":")[2]
            tl = source_lines(os.path.join(root, topf)) if root and topf else []
            toptext = tl[int(topn) - 1].strip() if topn.isdigit() and 0 < int(topn) <= len(tl) else ""
            f["the answer is a package-level sentinel's declaration"] = str(bool(re.match(r"^(var\s+)?\w+\s*(error\s*)?=\s*(errors\.New|fmt\.Errorf)", toptext)))
            f["the case's truth is in GOROOT"] = str((c.get("package") or "").startswith("std/"))
            f["helpers walked"] = str(min(len(c.get("helpers") or []), 2))
            sc = re.search(r"\(high, ([0-9.]+)", m["msg"].get("top") or "")
            v = float(sc.group(1)) if sc else 0
            f["the answer's score"] = ">=0.8" if v >= 0.8 else "0.5-0.8" if v >= 0.5 else "<0.5"
            out[id(m)] = f
    return out


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
        if name == "go-cases.jsonl" and not os.path.exists(p):
            # the cases linked as WORK/cases (the Go held-out run's
            # goeval.sh layout): without them no miss finds its case, its
            # half falls back to its suite's and no helper family is seen
            p = os.path.join(work, "cases")
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
        if "--sub" in sys.argv and lang == "rust":
            subs[id(m)] = rust_features(work, m, t, top, lines)
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
            name = "another record ranks above the site's (the site is listed at rank %d-%d)" % ((2, 5) if rank < 5 else (6, 50))
            cats[name].append((m, c, top, site_text))
            if "--sub" in sys.argv and lang == "go":
                subs[id(m)] = rank_features(ans, rank, t)
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
            print("\n#### single confident answers that are wrong, per mechanism\n")
            count_table({k: [x for x in v if x[0]["msg"].get("confidentWrong")] for k, v in cats.items()
                         if any(x[0]["msg"].get("confidentWrong") for x in v)}, lambda x: half_of(x[0], x[1]))
            conf = {k: v for k, v in cats.items()}
            conf["(every mechanism) single confident answers that are wrong"] = [
                x for v in cats.values() for x in v if x[0]["msg"].get("confidentWrong")]
            conf["(every mechanism) every miss"] = [x for v in cats.values() for x in v]
            print_sub_counts(conf, subs, half_of)
            print_sub_counts({"single confident answer wrong (Go)": [x for k in cats for x in cats[k]]},
                             confident_features(cats), half_of)
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
