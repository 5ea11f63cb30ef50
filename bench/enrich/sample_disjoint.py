#!/usr/bin/env python3
"""bench/enrich/sample_disjoint.py: N records of CATALOG drawn with SEED,
one per site line, none at a line an EARLIER sample (sample.py's output)
already holds: a second reading after fixes that reads other records.

    bench/enrich/sample_disjoint.py CATALOG.jsonl EARLIER.txt N SEED > IDX.txt
    bench/enrich/sample.py CATALOG.jsonl --same IDX.txt
"""
import json,random,re,sys
cat,first,n,seed=sys.argv[1],sys.argv[2],int(sys.argv[3]),int(sys.argv[4])
seen=set()
for l in open(first):
    m=re.match(r'^\d+: (\S+):(\d+) ',l)
    if m: seen.add((m.group(1),int(m.group(2))))
recs=[json.loads(l)['record'] for l in open(cat)]
pool=[r for r in recs if (r['filePath'],r['lineNumber']) not in seen]
# one record per site line
uniq={}
for r in pool: uniq.setdefault((r['filePath'],r['lineNumber']),r)
pool=list(uniq.values())
pick=random.Random(seed).sample(pool,min(n,len(pool)))
for i,r in enumerate(pick,1):
    print("%d: %s:%d %s %s %r"%(i,r['filePath'],r['lineNumber'],r['errorType'],r['errorClass'],r['errorMessage']))
