#!/usr/bin/env python3
"""bench/enrich/checkhist.py: checks the commits a sample's
commonSituations name against git itself: the blamed commit of each raising
line (git blame -L n,n), and the commit it says the statement first appears
in against the oldest commit of git log -L n,n (a note when they differ:
the statement's range can reach further back than its first line).

    bench/enrich/checkhist.py CATALOG.jsonl GIT_DIR SAMPLE.txt
"""
import json,re,subprocess,sys
cat,git,sample=sys.argv[1:4]
recs={}
for l in open(cat):
    r=json.loads(l)['record']; recs.setdefault((r['filePath'],r['lineNumber']),[]).append(r)
bad=0;n=0
for line in open(sample):
    m=re.match(r'^(\d+): (\S+):(\d+) ',line)
    if not m: continue
    k=(m.group(2),int(m.group(3)))
    r=recs[k][0]; cs=r['commonSituations'] or ''
    out=subprocess.run(['git','--git-dir',git,'blame','--porcelain','-L','%d,%d'%(k[1],k[1]),'HEAD','--',k[0]],capture_output=True,text=True).stdout
    sha=out.split()[0][:10] if out else '?'
    ok = ('dates from commit '+sha in cs) or ('it is in '+sha in cs)
    n+=1
    if not ok: bad+=1; print('blame differs',m.group(1),k,sha,cs[:90])
    fm=re.search(r'first appears in the file.s history in commit ([0-9a-f]{10})',cs)
    if fm:
        end=k[1]
        lg=subprocess.run(['git','--git-dir',git,'log','--format=%H','-s','-L','%d,%d:%s'%(k[1],k[1],k[0]),'HEAD'],capture_output=True,text=True).stdout.split()
        if not lg or not lg[-1].startswith(fm.group(1)):
            # the statement range may be wider; check the commit at least touched the file
            print('  note: single-line log oldest',lg[-1][:10] if lg else None,'vs',fm.group(1),m.group(1),k)
print('records',n,'blame mismatches',bad)
