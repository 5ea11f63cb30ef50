#!/bin/sh
# bench/enrich/timing.sh: scan time with and without the grounded
# enrichment, side by side in one run: for each corpus, ROUNDS alternating
# pairs of `errdex scan --no-enrich` (no explanatory fields at all) and
# `errdex scan` (the grounded enrichment: documentation, solutions,
# validationCode, tags, tests matched to records, …), the same binary.
# It prints the median wall and CPU (user+sys) seconds of each, and the
# records and fields filled. --history is measured apart
# (bench/enrich/history.sh): it is bounded by its budget.
#
#   bench/enrich/timing.sh [ROUNDS] DIR...
#
# e.g. bench/enrich/timing.sh 3 /work/corpora/sglang-db570fe6 \
#          "$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
#
# On a shared machine read the CPU columns: wall time moves with the load.
set -eu
rounds=3
case "${1:-}" in [0-9]*) rounds=$1; shift ;; esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$(dirname "$0")/../.."
go build -o "$work/errdex" ./cmd/errdex
one() { # out flags... ; appends "wall cpu" to $work/$out.t
	out=$1; shift
	/usr/bin/time -f '%e %U %S' -o "$work/t" nice "$work/errdex" scan "$@" -q -o "$work/$out.jsonl" 2>/dev/null
	awk '{printf "%.2f %.2f\n", $1, $2 + $3}' "$work/t" >> "$work/$out.t"
}
median() { # file column
	sort -n -k"$2" "$1" | awk -v c="$2" '{v[NR]=$c} END {print v[int((NR+1)/2)]}'
}
echo "| corpus | records | no enrichment: wall s | CPU s | grounded enrichment: wall s | CPU s | CPU added |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for dir in "$@"; do
	rm -f "$work"/*.t
	i=0
	while [ $i -lt "$rounds" ]; do
		one plain "$dir" --no-enrich
		one grounded "$dir"
		i=$((i + 1))
	done
	pw=$(median "$work/plain.t" 1) pc=$(median "$work/plain.t" 2)
	gw=$(median "$work/grounded.t" 1) gc=$(median "$work/grounded.t" 2)
	recs=$(wc -l < "$work/grounded.jsonl")
	add=$(awk -v a="$pc" -v b="$gc" 'BEGIN {printf "%+.1f%%", (b - a) / a * 100}')
	echo "| $(basename "$dir") | $recs | $pw | $pc | $gw | $gc | $add |"
done
