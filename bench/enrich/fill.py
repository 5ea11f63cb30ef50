#!/usr/bin/env python3
"""bench/enrich/fill.py: per field, the share of records filled, for one or
more catalogs side by side (e.g. before and after).

    bench/enrich/fill.py [--common] NAME=CATALOG.jsonl ...

With --common only the records whose id is in every catalog count (the
same sites before and after a change that also changed which files are
catalogued).

A field counts as filled when it is not null and not empty; tags count
only when they hold a tag other than the machine labels base:X and
version:X. triggerScenarios is split: any text, and the part naming a test
("Triggered in ...").
"""
import json
import sys

FIELDS = ["documentation", "triggerScenarios", "tested", "commonSituations", "situationsBeyondBlame", "solutions", "solutionsFromHistory",
          "validationCode", "typeGuard", "tryCatchPattern", "tags", "backgroundTag",
          "handlingStrategy", "exampleFix", "preventionTips"]


def filled(r, f):
    if f == "tested":
        return "Triggered in " in (r.get("triggerScenarios") or "")
    if f == "situationsBeyondBlame":
        cs = r.get("commonSituations") or ""
        return any(k in cs for k in ("first appears", "last changed", "first wording"))
    if f == "solutionsFromHistory":
        return any("first wording named" in s for s in (r.get("solutions") or []))
    v = r.get(f)
    if f == "tags":
        return any(":" not in t for t in (v or []))
    return v not in (None, "", [])


def main():
    args = sys.argv[1:]
    common = "--common" in args
    cats = [a.split("=", 1) for a in args if a != "--common"]
    keep = None
    if common:
        for _, path in cats:
            ids = {json.loads(line)["record"]["id"] for line in open(path)}
            keep = ids if keep is None else keep & ids
    counts = []
    for name, path in cats:
        n, c = 0, {f: 0 for f in FIELDS}
        with open(path) as fh:
            for line in fh:
                r = json.loads(line)["record"]
                if keep is not None and r["id"] not in keep:
                    continue
                n += 1
                for f in FIELDS:
                    c[f] += filled(r, f)
        counts.append((name, n, c))
    print("| field | " + " | ".join("%s (%s records)" % (name, format(n, ",")) for name, n, _ in counts) + " |")
    print("|---|" + "---:|" * len(counts))
    for f in FIELDS:
        label = {"tested": "triggerScenarios naming a test", "situationsBeyondBlame": "commonSituations beyond the blamed commit (git log -L)",
                 "solutionsFromHistory": "solutions from a first wording"}.get(f, f)
        if f == "tags":
            label = "tags (beyond base:)"
        print("| %s | %s |" % (label, " | ".join("%.1f%%" % (100.0 * c[f] / n if n else 0) for _, n, c in counts)))


if __name__ == "__main__":
    main()
