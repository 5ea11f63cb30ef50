#!/bin/sh
# bench/enrich/history.sh: scan --history on a large repository's git dir,
# cold (an empty blame cache: plain git blame), warm (the same commit
# again) and incremental (a later commit, blamed since the cached one), each
# bounded by the same --history-budget, in one run.
#
#   bench/enrich/history.sh GIT_DIR OLD_REV NEW_REV BUDGET
#
# e.g. bench/enrich/history.sh /work/.mirror/bytedance-iaas+sglang/repo \
#          db570fe6~40 db570fe6 5m
#
# It prints each run's wall time and the history summary line (records
# dated, files from the cache, blamed since a cached commit, blamed in
# full), then re-blames 40 records the incremental run dated (picked with a
# fixed seed) with plain git blame and counts those whose commit differs.
set -eu
git=$1 old=$2 new=$3 budget=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$(dirname "$0")/../.."
go build -o "$work/errdex" ./cmd/errdex
now() { date +%s%N; }
run() { # name rev
	t0=$(now)
	nice "$work/errdex" scan "$git" --rev "$2" --history --history-budget "$budget" --cache "$work/cache" -q -o "$work/$1.jsonl" 2>"$work/$1.err"
	t1=$(now)
	printf '%s (%s): %s s wall; %s\n' "$1" "$2" $(( (t1 - t0) / 1000000000 )) "$(grep '^history:' "$work/$1.err")"
}
run cold "$old"
run warm "$old"
run incremental "$new"
run warm-new "$new"
python3 - "$work/incremental.jsonl" "$git" "$new" <<'PY'
import json, random, subprocess, sys, re
path, git, rev = sys.argv[1:]
recs = [json.loads(l)["record"] for l in open(path)]
dated = [r for r in recs if r["commonSituations"]]
random.seed(13)
bad = 0
sample = random.sample(dated, min(40, len(dated)))
for r in sample:
    out = subprocess.run(["git", "-C", git, "blame", "--porcelain", "-L", "%d,%d" % (r["lineNumber"], r["lineNumber"]), rev, "--", r["filePath"]], capture_output=True, text=True).stdout
    sha = out.split()[0][:10] if out else "?"
    if sha not in r["commonSituations"]:
        bad += 1
        print("differs:", r["filePath"], r["lineNumber"], sha, r["commonSituations"][:80])
print("plain git blame of %d sampled dated records of the incremental run: %d differ" % (len(sample), bad))
PY
