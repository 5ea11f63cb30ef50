#!/usr/bin/env python3
"""bench/enrich/reading.py: the record of a hand reading, one line per
judged sentence.

    bench/enrich/reading.py CATALOG.jsonl SAMPLE.txt VERDICTS.tsv TAG

SAMPLE.txt is bench/enrich/sample.py's output (the records read, with their
source); VERDICTS.tsv holds the reader's findings, one per line:
TAG+ordinal, unit (documentation, documentation.class, triggerScenarios,
commonSituations.N, solution.N, validationCode, typeGuard, tryCatchPattern,
backgroundTag, labels), verdict (WRONG, OK, NOTE, DOUBT) and why. Every
unit the file does not name was read and found right (OK). The last line
counts the judged sentences and the wrong ones (labels are not counted).
"""
import json, re, sys
cat, sample, verdicts, tag = sys.argv[1:5]
recs = {}
for l in open(cat):
    r = json.loads(l)["record"]
    recs.setdefault((r["filePath"], r["lineNumber"], r["errorMessage"]), r)
bykey = {}
for l in open(cat):
    r = json.loads(l)["record"]
    bykey.setdefault((r["filePath"], r["lineNumber"]), []).append(r)
V = {}
for l in open(verdicts):
    l = l.rstrip("\n")
    if not l or l.startswith("#"): continue
    k, unit, verdict, why = l.split("\t")
    V[(k, unit)] = (verdict, why)
def sents(t):
    return [s for s in re.split(r'(?<=[.!?"])\s+(?=[A-Z`])', t.strip()) if s]
tot = wrong = 0
for line in open(sample):
    m = re.match(r'^(\d+): (\S+):(\d+) \S+ \S+ (.*)$', line)
    if not m: continue
    n, p, ln = m.group(1), m.group(2), int(m.group(3))
    msg = eval(m.group(4)) if m.group(4)[0] in "'\"" else m.group(4)
    cands = bykey[(p, ln)]
    r = next((c for c in cands if c["errorMessage"] == msg), cands[0])
    k = tag + n
    print("%s %s:%d %s %r" % (k, p, ln, r["errorClass"], r["errorMessage"][:70]))
    units = []
    doc = r.get("documentation") or ""
    units.append(("documentation", doc.split(". ")[0][:160]))
    if " is defined in this codebase" in doc: units.append(("documentation.class", "defined in this codebase / derives"))
    if r.get("triggerScenarios"): units.append(("triggerScenarios", r["triggerScenarios"][:120]))
    for i, s in enumerate(sents(r.get("commonSituations") or "")): units.append(("commonSituations.%d" % (i+1), s[:140]))
    for i, s in enumerate(r.get("solutions") or []): units.append(("solution.%d" % (i+1), s[:140]))
    for f in ["validationCode", "typeGuard", "tryCatchPattern", "backgroundTag"]:
        if r.get(f): units.append((f, r[f].split("\n")[0][:100] if f != "validationCode" else (r[f].split("\n")[-2] if r[f].count("\n")>1 else r[f])[:100]))
    for u, text in units:
        verdict, why = V.get((k, u), ("OK", ""))
        tot += 1; wrong += verdict == "WRONG"
        print("  %-22s %-5s %s%s" % (u, verdict, text.replace("\n", " "), ("  -- " + why) if why else ""))
    lab = V.get((k, "labels"))
    print("  %-22s %-5s tags=%s strategy=%s%s" % ("labels", lab[0] if lab else "OK", ",".join(r.get("tags") or []), r.get("handlingStrategy"), ("  -- " + lab[1]) if lab else ""))
print("TOTAL %s sentences judged: %d, wrong: %d" % (tag, tot, wrong))
