#!/usr/bin/env python3
"""Score errdex match's answers on a real log against its truth.

    python3 bench/logs-python/eval.py truth.jsonl answers.jsonl [label]

answers.jsonl is `errdex match --json app.log`. Every truth line (a warning
or error line that real_logs.py saw logged) is joined with the answer
whose input spans it. A line is right when the top match's record is at
one of its truth sites, right among ties when a truth site is among the
tied top matches, wrong when a match names another site, unanswered when
the line got no match (unknown, or no event at all). For a wrapped chain
(a log call that printed another error's text) the answer is the chain's
outermost link. A native line (made by
C code) is right when errdex does not name a site other than the Python
code the C mirrors. Prints one Markdown row per source and a total; with
-v, each line that is not right.
"""
import collections
import json
import sys


GROUPS = {"pip": "pip (Debian python3-pip)", "http": "http.server", "asyncio": "asyncio", "concurrent": "concurrent.futures"}


def group(site):
    """The table row of a truth line, from its first site's top directory."""
    if not site:
        return "warnings (C)"
    return GROUPS.get(site.split("/")[0].split(":")[0], "warnings.warn (stdlib)")


def main():
    args = [a for a in sys.argv[1:] if a != "-v"]
    verbose = "-v" in sys.argv
    truth = [json.loads(l) for l in open(args[0])]
    answers = []
    for l in open(args[1]):
        a = json.loads(l)
        if "input" in a:
            answers.append(a)
    label = args[2] if len(args) > 2 else ""
    rows = collections.OrderedDict()
    for t in truth:
        g = group(t["sites"][0] if t["sites"] else None)
        r = rows.setdefault(g, collections.Counter())
        r["lines"] += 1
        a = next((a for a in answers if a["input"]["line"] <= t["line"] <= a["input"]["endLine"]), None)
        got = []
        if a is not None:
            r["events"] += 1
            ms = a.get("matches") or []
            top = [m for m in ms if m["score"] == ms[0]["score"]] if ms else []
            got = [f'{m["record"]["filePath"]}:{m["record"]["lineNumber"]}' for m in top]
            if a.get("chain"):
                # A wrapped chain: its outermost link is the line's own site,
                # the others are the values it printed.
                got = [a["chain"][0]["site"]] + got
        sites = set(t["sites"])
        if not got:
            verdict = "right" if t["native"] else "unanswered"
        elif got[0] in sites:
            verdict = "right"
        elif sites & set(got):
            verdict = "tied"
        else:
            verdict = "wrong"
        r[verdict] += 1
        if verbose and verdict != "right":
            print(f'  line {t["line"]} {verdict}: truth {t["sites"] or "native"} got {got[:3]}: {t["text"][:100]}', file=sys.stderr)
    print(f"| source {label} | error lines | events | top-1 right | right among ties | wrong | unanswered |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    total = collections.Counter()
    for g, r in rows.items():
        total.update(r)
        print(f'| {g} | {r["lines"]} | {r["events"]} | {r["right"]} | {r["tied"]} | {r["wrong"]} | {r["unanswered"]} |')
    n = total["lines"] or 1
    print(f'| **all** | {total["lines"]} | {total["events"]} | {total["right"]} ({100*total["right"]/n:.0f}%) | {total["tied"]} | {total["wrong"]} | {total["unanswered"]} |')


if __name__ == "__main__":
    main()
