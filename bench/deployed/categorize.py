#!/usr/bin/env python3
"""Sort bench/deployed's misses into causes, from the catalog and the case.

    python3 bench/deployed/categorize.py WORK

reads WORK/misses.jsonl (written by eval -misses) and the catalogs
WORK/cat/{python,go,npm}.jsonl, and prints, per measure that missed, how
many misses fall into each cause, then one line per miss. The causes are
decided by rules, in this order, so that the counts can be regenerated:

  traceback, Python, rewritten traceback (the package replaced or cut the
      frames below its re-raise):
    extractor gap: re-raise read as a message   the record at the re-raise has
        a class that is a call or attribute (exc.with_traceback) and a literal
        pattern ("None"): it cannot verify, so the frame is not accepted
    matcher rule: re-raise under synthetic frames   the innermost frames are not
        in any file (Jinja's <unknown> template frames); the deepest catalogued
        frame is a re-raise record, which is not accepted (its class is a
        function's name) and the answer is "native"
  traceback, a package that ships compiled code only:
    dist-only install: frames name compiled files   the frames are
        node_modules/PKG/dist/X.js, the records src/X.ts: no frame matches
  any measure:
    extractor gap: no record at the site     no record in the catalog at any
        true site (its file and statement lines)
    extractor gap: text built elsewhere      records at the site, none whose
        pattern matches the message (the text is made by the exception
        class, a helper, a variable)
    extractor gap: a helper's callers are not records   the site is a
        helper raising what it was passed (yaml's onError(source, code,
        message)), whose record is all holes, and no call of it is a record
    truth ambiguous: only holes              a record at the site matches,
        but its pattern has fewer than 4 letters or digits of its own: the
        text alone cannot name it
    matcher rule: another matching record ranks higher   a record at the
        site matches the message, but errdex ranks another above it (a
        wrapped Go error's inner link over the outer, a longer template)
    matcher rule: a matching record is not answered      a record at the
        site matches, and the answer is unknown or native
  native or outside cases answered from the message:
    truth ambiguous: twin in Python          the answer's pattern matches: the
        same text is raised by a Python site too (only a traceback tells)
"""
import collections
import json
import os
import re
import sys


def load_catalog(path):
    by_file = collections.defaultdict(list)
    with open(path) as f:
        for line in f:
            try:
                r = json.loads(line)["record"]
            except (ValueError, KeyError):
                continue
            by_file[r["filePath"]].append(r)
    return by_file


def go_to_py(pat):
    # Go's regexp syntax as errdex writes it is Python's, but for \z
    return pat.replace("\\z", "\\Z")


def matches(pattern, message):
    """Whether pattern matches message whole, at its start or after a
    ": " boundary (a class prefix, a wrapped chain's outer links), allowing
    text the exception class appends after a space or punctuation."""
    try:
        rx = re.compile(go_to_py(pattern), re.S)
    except re.error:
        return False
    starts = [0] + [m.end() for m in re.finditer(r": |\n", message)]
    for s in starts:
        m = rx.match(message, s)
        if m and (m.end() == len(message) or not message[m.end()].isalnum()):
            return True
    return False


def literal_len(pattern):
    return len(re.sub(r"\(\.\+\?\)|\\.|[^A-Za-z0-9]", "", pattern))


def at_site(cat, t):
    lo = t.get("start") or t["line"]
    hi = t.get("end") or t["line"]
    return [r for r in cat.get(t["file"], []) if lo <= r["lineNumber"] <= hi or r["lineNumber"] == t["line"]]


def cause(m, cat, measure):
    truths = m.get("truths") or []
    msg = m["message"]
    raised = m["kind"] in ("python", "raised")
    if not raised:
        return "truth ambiguous: twin in Python" if measure == "message" else "matcher rule: native error answered"
    if measure == "traceback" and m.get("rewritten") and m.get("printed") and m["printed"].get("site"):
        recs = at_site(cat, m["printed"]["site"])
        if any(r["messagePattern"] == "None" or "." in (r.get("errorClass") or "") and "with_traceback" in r["errorClass"] for r in recs):
            return "extractor gap: re-raise read as a message"
        if recs:
            return "matcher rule: re-raise under synthetic frames"
    inst = (m.get("installed") or {}).get("file", "")
    if measure == "traceback" and "/dist/" in inst and m["truth"] and m["truth"]["file"].endswith(".ts"):
        return "dist-only install: frames name compiled files"
    recs = [r for t in truths for r in at_site(cat, t)]
    if not recs:
        return "extractor gap: no record at the site"
    good = [r for r in recs if matches(r["messagePattern"], msg)]
    if not good:
        return "extractor gap: text built elsewhere"
    if all(literal_len(r["messagePattern"]) < 4 for r in good):
        if m.get("callers") and not any(at_site(cat, t) for t in m["callers"]):
            return "extractor gap: a helper's callers are not records"
        return "truth ambiguous: only holes"
    ans = (m.get("msg") if measure == "message" else m.get("tb")) or {}
    if ans.get("answers"):
        return "matcher rule: another matching record ranks higher"
    return "matcher rule: a matching record is not answered"


def main():
    work = sys.argv[1] if len(sys.argv) > 1 else "/work/corpora/deployed"
    cats = {}
    for lang, name in (("python", "python"), ("go", "go"), ("js", "npm")):
        p = os.path.join(work, "cat", name + ".jsonl")
        if os.path.exists(p):
            cats[lang] = load_catalog(p)
    counts = collections.defaultdict(collections.Counter)
    lines = []
    with open(os.path.join(work, "misses.jsonl")) as f:
        for line in f:
            m = json.loads(line)
            cat = cats.get(m["lang"], {})
            raised = m["kind"] in ("python", "raised")
            failed = []
            tb = m.get("tb")
            if tb is not None and not tb["right"]:
                failed.append("traceback")
            if raised and not m["msg"]["tied"]:
                failed.append("message")
            if not raised and not m["msg"]["unknown"]:
                failed.append("message")
            if m["msg"]["confidentWrong"] and "message" not in failed:
                failed.append("message")
            for measure in failed:
                c = cause(m, cat, measure)
                counts[(m["lang"], measure)][c] += 1
                lines.append(f"{m['lang']:6} {m['suite']:10} {m['kind']:8} {measure:9} {c:45} {m['label'][:40]!r}")
    for (lang, measure), cnt in sorted(counts.items()):
        print(f"{lang} {measure}: " + ", ".join(f"{k} {v}" for k, v in cnt.most_common()))
    print()
    print("\n".join(lines))


if __name__ == "__main__":
    main()
