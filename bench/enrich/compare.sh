#!/bin/sh
# bench/enrich/compare.sh: the filled share of each explanatory field
# before and after, in one run: errdex built at BASE and at the work
# tree, each scanning every repository at the same revision, then
# bench/enrich/fill.py over all records of each and over the records
# both catalog (by id; the work tree leaves test files out by default).
#
#   [HISTORY=BUDGET] bench/enrich/compare.sh BASE GIT_DIR[@REV] ...
#
# With HISTORY set both scans run with --history --history-budget BUDGET
# (each with an empty cache of its own), so commonSituations (and the
# solutions git log -L gives) count too. With KEEP=DIR the catalogs are
# copied there.
#
# e.g. bench/enrich/compare.sh 7dc48f8 /work/.mirror/pallets+click/repo \
#          /work/.mirror/huggingface+tokenizers/repo
set -eu
base=$1; shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
keep=${KEEP:-}  # a directory to copy the catalogs to
top=$(cd "$(dirname "$0")/../.." && pwd)
git -C "$top" worktree add -q "$work/base" "$base"
(cd "$work/base" && go build -o "$work/errdex-base" ./cmd/errdex)
git -C "$top" worktree remove --force "$work/base"
(cd "$top" && go build -o "$work/errdex" ./cmd/errdex)
for spec in "$@"; do
	dir=${spec%@*}
	rev=HEAD
	case "$spec" in *@*) rev=${spec#*@} ;; esac
	name=$(basename "$(dirname "$dir")")
	hist=""
	if [ -n "${HISTORY:-}" ]; then hist="--history --history-budget $HISTORY"; fi
	nice "$work/errdex-base" scan "$dir" --rev "$rev" --cache "$work/cache-base-$name" $hist -q -o "$work/$name-before.jsonl" 2>/dev/null
	nice "$work/errdex" scan "$dir" --rev "$rev" --cache "$work/cache-$name" $hist -q -o "$work/$name-after.jsonl" 2>/dev/null
	if [ -n "$keep" ]; then mkdir -p "$keep" && cp "$work/$name-before.jsonl" "$work/$name-after.jsonl" "$keep/"; fi
	echo "## $name@$rev: all records"
	python3 "$top/bench/enrich/fill.py" before="$work/$name-before.jsonl" after="$work/$name-after.jsonl"
	echo "## $name@$rev: the records both catalog"
	python3 "$top/bench/enrich/fill.py" --common before="$work/$name-before.jsonl" after="$work/$name-after.jsonl"
done
