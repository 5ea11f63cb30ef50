#!/bin/sh
# bench/git/run.sh: scan several tagged revisions of a real repository
# straight from its object store, with and without the blob cache, side by
# side in one run, and diff two revisions about a month apart.
#
#   bench/git/run.sh REPO_GIT_DIR OWNER/NAME "REV1 REV2 ..." OLD..NEW
#
# e.g. with pytest fetched as a bare mirror (never committed):
#   bench/git/run.sh /work/.mirror/pytest-dev+pytest/repo pytest-dev/pytest \
#       "8.3.3 8.3.4 8.3.5 8.4.0 8.4.1 8.4.2 9.0.0 9.0.1 9.0.2 9.0.3 9.1.0 9.1.1" 9.0.0..9.0.2
#
# For each revision it runs a scan without cache, then one through a cache
# that starts empty and is shared by the revisions in order, and checks that
# both give the same records; it also checks that scanning the first
# revision from the object store gives the same records as scanning a
# `git archive` extract of it. Times are wall clock of the whole errdex
# process (including hashing the executable for the cache fingerprint).
set -eu
repo=$1 name=$2 revs=$3 pair=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$(dirname "$0")/../.."
go build -o "$work/errdex" ./cmd/errdex
now() { date +%s%N; }
ms() { echo $(( ($2 - $1) / 1000000 )); }
echo "| revision | files | records | no cache (ms) | blob cache (ms) | cache hits |"
echo "|---|---:|---:|---:|---:|---:|"
tn=0 tc=0 th=0 tf=0
for rev in $revs; do
	t0=$(now)
	"$work/errdex" scan "$repo" --rev "$rev" --repo "$name" --cache off -q -o "$work/plain.jsonl" 2>"$work/plain.err"
	t1=$(now)
	"$work/errdex" scan "$repo" --rev "$rev" --repo "$name" --cache "$work/cache" -q -o "$work/cached.jsonl" 2>"$work/cached.err"
	t2=$(now)
	"$work/errdex" diff "$work/plain.jsonl" "$work/cached.jsonl" --exit-code >/dev/null || {
		echo "$rev: the cached scan differs from the plain one" >&2; exit 1; }
	files=$(sed -n 's/^scanned \([0-9]*\) files.*/\1/p' "$work/cached.err")
	recs=$(sed -n 's/.*: \([0-9]*\) records.*/\1/p' "$work/cached.err")
	hits=$(sed -n 's/.*blob cache \([0-9]*\)\/.*/\1/p' "$work/cached.err")
	n=$(ms "$t0" "$t1") c=$(ms "$t1" "$t2")
	echo "| $rev | $files | $recs | $n | $c | $hits/$files |"
	tn=$((tn + n)) tc=$((tc + c)) th=$((th + hits)) tf=$((tf + files))
done
echo "| **total** | $tf | | **$tn** | **$tc** | **$th/$tf ($((100 * th / tf))%)** |"
echo
echo "time saved by the cache: $((tn - tc)) ms of $tn ms ($((100 * (tn - tc) / tn))%)"
echo "cache size: $(du -sh "$work/cache" | cut -f1)"
first=${revs%% *}
mkdir "$work/tree"
git --git-dir="$repo" archive "$first" | tar -x -C "$work/tree"
"$work/errdex" scan "$work/tree" --repo "$name" --sha "$(git --git-dir="$repo" rev-parse "$first^{commit}")" -q -o "$work/dir.jsonl" 2>/dev/null
"$work/errdex" scan "$repo" --rev "$first" --repo "$name" --cache "$work/cache" -q -o "$work/git.jsonl" 2>/dev/null
# Only analyzedAt, datasetVersion and the version tag may differ.
strip() { sed -e 's/"analyzedAt":"[^"]*"//' -e 's/"datasetVersion":"[^"]*"//' -e 's/,\{0,1\}"version:[^"]*"//' -e 's/"tags":\[\]/"tags":null/' "$1"; }
strip "$work/dir.jsonl" > "$work/dir.stripped"
strip "$work/git.jsonl" > "$work/git.stripped"
if cmp -s "$work/dir.stripped" "$work/git.stripped"; then
	echo "$first from the object store = $first from a checkout: $(wc -l < "$work/git.jsonl") identical records"
else
	echo "$first: the object-store scan differs from the checkout scan" >&2; exit 1
fi
echo
echo "errdex diff --rev $pair:"
"$work/errdex" diff --rev "$pair" "$repo" --repo "$name" --cache "$work/cache" 2>&1 >"$work/diff.txt" | sed 's/^/    /'
head -1 "$work/diff.txt"
grep -c '^[~]' "$work/diff.txt" >/dev/null && grep '^[+~-]' "$work/diff.txt" | head -12 | sed 's/^/    /'
