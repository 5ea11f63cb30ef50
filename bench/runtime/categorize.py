#!/usr/bin/env python3
"""Counts bench/runtime's CPython misses per mechanism and half, without
printing one of them.

    python3 bench/runtime/categorize.py WORK NAME [--src CPYTHON_SRC] [-n EXAMPLES]

Reads WORK/NAME-misses.jsonl (run.sh's eval -misses; the test half is in
it only when run.sh was given -show-test), WORK/NAME-cpython.jsonl (the
catalog), WORK/errdex-NAME (or --errdex BIN) and WORK/split.txt, and the
cases of bench/runtime (for each case's package, which names its half).
Each case whose top answer from the message is not a truth is filed under
the first rule that holds:

1. tied: a truth is among the tied best answers but another is listed
   first; split by how many are tied and whether the tied records'
   texts are the same but for their holes' names (else whether the
   truth's record has more, as much or less literal text than the top).
2. no record at the site: no catalog record has its line in a truth's
   span; split by what the primary truth's statement holds
   (PyErr_SetString, PyErr_Format, PyErr_SetObject of a static object or
   of a value, an errno setter, _PyErr_SetKeyError, a macro, a helper
   given a format or a literal, a call given no text).
3. listed below: a record at a truth is among errdex's 50 best matches
   (explain --json -n 50) but not among the tied best.
4. not matched: a record is at a truth but errdex does not list it;
   split by the answer's status, how the site's records meet the text
   (their pattern matches it with most, under half or none of it
   literal, the class agreeing or not; the template's words are in the
   text but the pattern fails, or are not in it), what the statements
   holding those records are, whether a caller the truth walked out to
   (one spelling the text) has a record, whether the records' function:
   tag names the truth's function (parse recovery names another), and
   the format's conversions other than %s/%d (%.200s, %U, %R, %zd…).

With --ties, only the cases whose truth is not among the tied best
answers from the message (the issue's "site among the ties" goal) are
filed, under the language mechanism that keeps the site out of the ties:

- a wrong truth: the truth's statement, with the bodies of the macros of
  its file it uses, carries string literals none of which agrees with the
  message (gen.py's carries_text: the exception gdb recorded last was
  set and cleared by a clean-up after the raise);
- no record at the site (what the statement holds);
- a bare class: the message is a class alone (MemoryError), which many
  statements raise with no text; a message can name none of them;
- the site's record is holes only, a value raised (_PyErr_SetKeyError of
  the key, PyErr_SetObject of a value: KeyError: 'x', a ContextVar's
  repr): no literal byte of the message can check it;
- the text is made by a caller: the truth walked out to a caller that
  spells the text, with or without a record there;
- the record's pattern matches the text but is scored below the tied best
  (listed at rank 2-50, or not listed), with the class agreeing or not;
- the record's literal words are in the text but its pattern fails;
- the record's words are not in the text.

Only counts are printed, per half (and how many C files they come from),
unless -n asks for up to that many dev-half examples per mechanism; the
test half's examples are never printed.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "heldout"))
from heldout import count_table, print_examples, read_jsonl, read_split  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def holds(truths, f, n):
    return any(t["file"] == f and (t["start"] <= n <= t["end"] or n == t["line"]) for t in truths)


def listed(errdex, catalog, message):
    """The file and line of errdex's 50 best matches for message."""
    p = subprocess.run([errdex, "explain", "--catalog", catalog, "--json", "-n", "50", "-"],
                       input=message, capture_output=True, text=True)
    try:
        ans = json.loads(p.stdout)
    except ValueError:
        return []
    return [(x["record"]["filePath"], x["record"]["lineNumber"]) for x in ans.get("matches") or []]


def statement(lines, t):
    """The source of the truth's statement: its span, continued to the
    line ending it (a semicolon), at most 8 lines."""
    out = []
    for i in range(t["start"] - 1, min(len(lines), t["start"] + 7)):
        out.append(lines[i].strip())
        if i >= t["end"] - 1 and lines[i].rstrip().endswith((";", "{", "}")):
            break
    return " ".join(out)


def site_form(s):
    """What a statement raising at the site holds."""
    for pat, name in (
        (r"\b_?PyErr_SetString\s*\(", "PyErr_SetString"),
        (r"\b_?PyErr_Format(V)?\s*\(", "PyErr_Format"),
        (r"\b_?PyErr_SetKeyError\s*\(", "_PyErr_SetKeyError"),
        (r"\bPyErr_SetFromErrno\w*\s*\(|\bPyErr_SetFromWindowsErr\w*\s*\(|\bPyErr_SetExcFromWindowsErr\w*\s*\(", "an errno setter"),
        (r"\b_?PyErr_NoMemory\s*\(", "PyErr_NoMemory"),
        (r"\b_?PyErr_SetNone\s*\(", "PyErr_SetNone"),
    ):
        if re.search(pat, s):
            return name
    m = re.search(r"\b_?PyErr_SetObject\s*\(\s*[^,]+,\s*([^)]*)\)", s)
    if m:
        arg = m.group(1).strip()
        if re.fullmatch(r"&?_Py_ID\(\w+\)|&?_Py_STR\(\w+\)|\w+", arg) and not re.fullmatch(r"[a-z]\w*", arg):
            return "PyErr_SetObject of a static object"
        return "PyErr_SetObject of a value"
    m = re.search(r"\b([A-Z][A-Z0-9_]{2,})\s*\(", s)
    if m:
        return "a macro"
    m = re.search(r"\b(\w+)\s*\(([^;]*)", s)
    if m:
        if re.search(r'"[^"]*%[^"]*"', s):
            return "a helper given a format"
        if '"' in s:
            return "a helper given a literal"
        return "a call given no text (a variable or none)"
    return "other"


CONV = re.compile(r"%(?:[-+ #0]*)(\d+|\*)?(?:\.(\d+|\*))?(hh|h|ll|l|z|t|j)?([diouxXcsSRUVAp%])")


def conversions(s):
    """The kinds of conversion of the string literals in s."""
    kinds = set()
    for lit in re.findall(r'"((?:[^"\\]|\\.)*)"', s):
        for m in CONV.finditer(lit):
            width, prec, size, conv = m.groups()
            if conv == "%":
                continue
            k = "%" + ("." + prec if prec else "") + (size or "") + conv
            if conv in "diouxX":
                k = "%" + (size or "") + conv
            kinds.add(k)
    return kinds


def pattern_matches(pat, body):
    try:
        return re.search(pat, body) is not None
    except re.error:
        return False


def text_fit(message, site):
    """How the site's records' texts meet the message: the pattern
    matches it (with or without the class), or the template's literal
    words are (or are not) in it."""
    cls, _, body = message.partition(": ")
    cls = cls.rsplit(".", 1)[-1]
    best = "the template's words are not in the text"
    for r in site:
        pat, rc, tmpl = r[3], r[4], r[2]
        try:
            ok = re.search(pat, body) is not None
        except re.error:
            ok = False
        words = [w for w in re.split(r"\{[^{}]*\}", tmpl) if len(w.strip()) > 2]
        if ok:
            lit = sum(len(w) for w in words)
            share = "most" if lit * 2 >= len(body) else "under half" if lit else "none"
            return "%s of the text literal%s" % (share, "" if rc == cls else ", class differs")
        if not words:
            best = "the template is holes only"
        elif all(w in body for w in words) and best != "the template is holes only":
            best = "the template's words are in the text, the pattern fails"
    return best


def ties_mechanism(m, ts, recs, src, errdex, catalog):
    """The mechanism that keeps a case's truth out of the tied best
    answers from the message (see --ties in the module's comment)."""
    t0 = ts[0]
    lines = src(t0["file"])
    stmt = statement(lines, t0)
    if not gen.carries_text(stmt, "\n".join(lines), m["message"]):
        return "a wrong truth: the truth's statement (its macros' bodies included) carries other text than the message"
    cls, sep, body = m["message"].partition(": ")
    cls = cls.rsplit(".", 1)[-1]
    site = [r for t in ts for r in recs.get(t["file"], []) if t["start"] <= r[0] <= t["end"] or r[0] == t["line"]]
    if not site:
        return "no record at the site: " + site_form(stmt)
    if not sep or not body.strip():
        return "a bare class, no text (%s)" % site_form(stmt)
    own = [r for r in site if holds([t0], t0["file"], r[0])]
    if own and all(not re.sub(r"\{[^{}]*\}", "", r[2]).strip() for r in own):
        if len(ts) > 1:
            with_rec = any(t["start"] <= r[0] <= t["end"] or r[0] == t["line"] for t in ts[1:] for r in recs.get(t["file"], []))
            return "the text is made by a caller (the site's record is holes only): %s record at the caller spelling it" % ("a" if with_rec else "no")
        kind = "_PyErr_SetKeyError or KeyError of a key" if (site_form(stmt) == "_PyErr_SetKeyError" or cls == "KeyError") else site_form(stmt)
        return "the site's record is holes only, a value raised (%s)" % kind
    fits = [r for r in site if pattern_matches(r[3], body)]
    if fits:
        rank = next((i for i, (f, n) in enumerate(listed(errdex, catalog, m["message"])) if holds(ts, f, n)), None)
        cls_ok = any(r[4] == cls for r in fits)
        where = "listed at rank %s" % ("2-5" if rank < 5 else "6-50") if rank is not None else "not listed"
        return "the record's pattern matches the text, scored below the tied best (%s, the class %s)" % (
            where, "agreeing" if cls_ok else "differing")
    if len(ts) > 1:
        return "the text is made by a caller: the caller's record does not match"
    fit = text_fit(m["message"], site)
    if fit == "the template's words are in the text, the pattern fails":
        return "the record's literal words are in the text, its pattern fails (%s)" % site_form(stmt)
    return "the record's words are not in the text (%s)" % site_form(stmt)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("work")
    ap.add_argument("name")
    ap.add_argument("--src", default="/work/corpora/runtime/Python-3.11.2-deb")
    ap.add_argument("--errdex", default="")
    ap.add_argument("-n", type=int, default=0, help="print up to N dev-half examples per mechanism")
    ap.add_argument("--ties", action="store_true", help="file only the cases whose truth is not among the tied best answers from the message")
    a = ap.parse_args()
    w = a.work
    errdex = a.errdex or os.path.join(w, "errdex-" + a.name)
    catalog = os.path.join(w, a.name + "-cpython.jsonl")
    half = read_split(os.path.join(HERE, "split.txt"))
    pkg = {}
    for suite in ("cpython", "cpython2"):
        for c in read_jsonl(os.path.join(HERE, suite + ".jsonl")):
            pkg[(suite, c["label"], c["message"])] = c["package"]
    recs = defaultdict(list)  # file -> [(line, function tag, text, pattern, class)]
    for r in read_jsonl(catalog):
        r = r.get("record") or r
        fn = next((t[len("function:"):] for t in r.get("tags") or [] if t.startswith("function:")), "")
        recs[r["filePath"]].append((r["lineNumber"], fn, r.get("errorMessage") or "", r.get("messagePattern") or "", r.get("errorClass") or ""))
    srcs = {}

    def src(f):
        if f not in srcs:
            try:
                with open(os.path.join(a.src, f), errors="replace") as fh:
                    srcs[f] = fh.read().split("\n")
            except OSError:
                srcs[f] = []
        return srcs[f]

    cats = defaultdict(list)
    for m in read_jsonl(os.path.join(w, a.name + "-misses.jsonl")):
        if m["suite"] not in ("cpython", "cpython2") or m["kind"] != "raised":
            continue
        ts = m.get("truths") or [m["truth"]]
        answers = m["msg"]["answers"] or []

        def at(s):
            f, _, n = s.rpartition(":")
            return n.isdigit() and holds(ts, f, int(n))

        if answers and at(answers[0]):
            continue  # right from the message; missed with the traceback only
        p = pkg.get((m["suite"], m["label"], m["message"]), "")
        h = half.get((m["suite"], p), "?")
        key = (m, h, p)
        if a.ties:
            if m["msg"]["tied"]:
                continue
            cats[ties_mechanism(m, ts, recs, src, errdex, catalog)].append(key)
            continue
        if any(at(x) for x in answers):
            texts, shapes, lit = set(), set(), {}
            body = m["message"].partition(": ")[2]
            for x in answers:
                f, _, n = x.rpartition(":")
                # the records at the answer's line whose pattern matches
                # the text (a line may hold one per branch)
                at_line = [r for r in recs.get(f, []) if str(r[0]) == n]
                fit = [r for r in at_line if pattern_matches(r[3], body)] or at_line
                for _, _, t, *_ in fit:
                    texts.add(re.sub(r"\{[^{}]*\}", "{}", t))
                    shapes.add(re.sub(r"'\{\}'|\"\{\}\"", "{}", re.sub(r"\{[^{}]*\}", "{}", t)))
                    lit[x] = max(lit.get(x, 0), len(re.sub(r"\{[^{}]*\}", "", t)))
            k = len(answers)
            size = "2" if k == 2 else "3-5" if k <= 5 else "6+"
            same = "the same text but for hole names" if len(texts) == 1 else "different texts"
            if len(texts) > 1:
                best = max(lit.get(x, 0) for x in answers if at(x))
                same += " (%s)" % ("only quotes spelled around a hole against a repr hole" if len(shapes) == 1 else "other words")
                same += ", the truth's %s literal" % ("more" if best > lit.get(answers[0], 0) else "less" if best < lit.get(answers[0], 0) else "as much")
            cats["tied, another listed first (%s tied, %s)" % (size, same)].append(key)
            continue
        t0 = ts[0]
        site = [r for t in ts for r in recs.get(t["file"], []) if t["start"] <= r[0] <= t["end"] or r[0] == t["line"]]
        stmt = statement(src(t0["file"]), t0)
        if not site:
            cats["no record at the site: " + site_form(stmt)].append(key)
            continue
        rank = next((i for i, (f, n) in enumerate(listed(errdex, catalog, m["message"])) if holds(ts, f, n)), None)
        if rank is not None:
            cats["listed below the tied best (rank %s)" % ("2-5" if rank < 5 else "6-50")].append(key)
            continue
        fn_ok = any(r[1].split("::")[-1] == t["func"] for t in ts for r in site)
        conv = sorted(conversions(stmt) - {"%s", "%d", "%ld", "%zd", "%c", "%i"})
        kind = ("a conversion other than %s/%d: " + ", ".join(conv)) if conv else "%s/%d or none"
        forms = sorted({site_form(statement(src(t["file"]), t)) for t in ts
                        if any(t["start"] <= r[0] <= t["end"] or r[0] == t["line"] for r in recs.get(t["file"], []))})
        callers = ""
        if len(ts) > 1:
            callers = "; a caller spells the text, " + ("with" if any(
                t["start"] <= r[0] <= t["end"] or r[0] == t["line"] for t in ts[1:] for r in recs.get(t["file"], [])) else "no") + " record there"
        cats["not matched (%s; %s; %s%s%s): %s" % (
            m["msg"]["status"], text_fit(m["message"], site), "/".join(forms), callers,
            "" if fn_ok else "; function tag differs", kind)].append(key)

    def half_of(key):
        _, h, p = key
        return p, h

    count_table(cats, half_of, header="| mechanism (%s) | dev (C files) | test (C files) |\n|---|---:|---:|" % (
        "site not among the tied best, message" if a.ties else "message top-1 misses"))
    if a.n:
        print()
        print_examples(cats, half_of, lambda key: (
            f"- {key[0]['suite']} {key[0]['label']}: {key[0]['message'][:140]!r}; truth {key[0]['truth']['file']}:{key[0]['truth']['line']} "
            f"{key[0]['truth']['func']}; top {(key[0]['msg']['answers'] or ['-'])[0]}"), a.n)


if __name__ == "__main__":
    main()
