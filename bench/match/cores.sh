#!/bin/bash
# All cores against one core, robustly: errdex match run alternately on one
# core and on all cores, RUNS times each, medians reported.
#
#   bench/match/cores.sh DIR...
#
# Each DIR holds catalog.jsonl (and its saved index, made by a first run if
# missing) and app.log, as bench/match/run.sh leaves them in its OUTDIR/nN.
# One core is `GOMAXPROCS=1 errdex match -j 1 --json --no-summary --catalog
# DIR/catalog.jsonl DIR/app.log`, all cores the same without GOMAXPROCS and
# -j. Runs alternate one core, all cores (and, with BASE, the baseline's one
# core, all cores) so that a change in the machine's load falls on every
# column alike.
#
# Environment: RUNS (runs of each binary and mode, default 8), E (the errdex
# binary; default: built from this tree), BASE (a baseline binary run side
# by side, optional; it reads DIR/base/catalog.jsonl, a link to the
# catalog with a saved index of its own, when there is one), LOG (the log's name in DIR, default app.log), OUT
# (where answers and raw figures go, default /tmp/errdex-bench-cores),
# MAXOTHERS (leave out of the medians each pair of runs, one core and all
# cores of a binary in one round, during either of which other processes
# were busier than this share, e.g. 0.05; default 1, every run kept; the
# row says how many pairs were kept).
#
# Every run's answers are compared (cmp) with the first one-core run's of E;
# a difference is reported in the row. For each run it records wall and CPU
# seconds (user+sys, GNU time) and the busy share of the other processes:
# the machine's busy time over the run from /proc/stat, less the run's own
# CPU time, over wall time x cores (0% on an idle machine, 100% when other
# work kept every core busy). A row gives medians over the runs: wall and
# CPU of each mode, the ratio of the medians' walls (docs/performance.md's "all cores
# / 1 core"), the ratio's spread (the smallest and largest of the per-pair
# ratios) and the median and largest busy share of others. The raw figures
# are in OUT/runs.tsv: binary, N, mode, run, wall, cpu, others' share, load.
#
# Each round also runs two controls, bench/match/cutlines (CONTROL=0 leaves
# them out), with nothing of errdex in them, one core against all cores:
# cutlines, the same log read and cut into lines PASSES times (default 10,
# so that a run lasts about as long as errdex's at 1k records), its
# goroutines each reading their own share of the file; and cutlines-hash,
# SHA-256 over a buffer in each core's cache, once per 64 KB of the log and
# pass, HASH_PASSES times (default 5), which touches no memory beyond the
# caches. Their rows are what this machine gives such work in that
# session; their "answers" are their counts.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-8}
LOG=${LOG:-app.log}
OUT=${OUT:-/tmp/errdex-bench-cores}
MAXOTHERS=${MAXOTHERS:-1}
mkdir -p "$OUT"
if [ -z "${E:-}" ]; then
	go build -o "$OUT/errdex" ./cmd/errdex
	E="$OUT/errdex"
fi
CONTROL=${CONTROL:-1}
PASSES=${PASSES:-10}
HASH_PASSES=${HASH_PASSES:-5}
if [ "$CONTROL" != 0 ]; then
	go build -o "$OUT/cutlines" ./bench/match/cutlines
	cp "$OUT/cutlines" "$OUT/cutlines-hash"
fi
[ $# -gt 0 ] || {
	echo "usage: bench/match/cores.sh DIR..." >&2
	exit 2
}
NCPU=$(nproc)
TSV="$OUT/runs.tsv"
printf 'binary\tdir\tmode\trun\twall_s\tcpu_s\tothers\tload1\n' >"$TSV"

# busy: the machine's busy and total jiffies, from /proc/stat's cpu line.
busy() {
	awk '/^cpu / { b = $2 + $3 + $4 + $7 + $8 + $9; t = b + $5 + $6; print b, t; exit }' /proc/stat
}

# run1 BIN MODE DIR ANSWERS: one run; prints "wall cpu others".
run1() {
	local bin=$1 mode=$2 dir=$3 ans=$4 tf b0 b1
	tf=$(mktemp)
	local j=() pre=()
	if [ "$mode" = one ]; then
		j=(-j 1) pre=(env GOMAXPROCS=1)
	fi
	# The baseline reads its own saved index (an older format would be
	# rebuilt at every alternation): beside DIR/base/catalog.jsonl, a link
	# to the catalog, when there is one.
	local cat="$dir/catalog.jsonl"
	if [ "$bin" = "${BASE:-}" ] && [ -e "$dir/base/catalog.jsonl" ]; then
		cat="$dir/base/catalog.jsonl"
	fi
	local cmd=("${pre[@]}" "$bin" match "${j[@]}" --json --no-summary --catalog "$cat" "$dir/$LOG")
	if [ "$bin" = "$OUT/cutlines" ]; then
		cmd=("${pre[@]}" "$bin" "${j[@]}" -passes "$PASSES" "$dir/$LOG")
	elif [ "$bin" = "$OUT/cutlines-hash" ]; then
		cmd=("${pre[@]}" "$bin" "${j[@]}" -hash -passes "$HASH_PASSES" "$dir/$LOG")
	fi
	b0=$(busy)
	t0=$EPOCHREALTIME
	/usr/bin/time -f "%e %U %S" -o "$tf" nice "${cmd[@]}" >"$ans"
	t1=$EPOCHREALTIME
	b1=$(busy)
	# Wall time from bash's clock (microseconds; GNU time's %e has 10 ms).
	awk -v b0="$b0" -v b1="$b1" -v n="$NCPU" -v hz="$(getconf CLK_TCK)" -v w="$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" '
		{ wall = w; cpu = $2 + $3 }
		END {
			split(b0, x, " "); split(b1, y, " ")
			others = ((y[1] - x[1]) / hz - cpu) / (wall * n)
			if (others < 0) others = 0
			if (others > 1) others = 1
			printf "%.3f %.3f %.3f\n", wall, cpu, others
		}' "$tf"
	rm -f "$tf"
}

# median: the median of the numbers on stdin.
median() {
	sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) { print "-"; exit } if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# kept BIN DIR: the rows of BIN's runs on DIR whose pair (same round) had
# others' busy share at most MAXOTHERS in both runs.
kept() {
	awk -F'\t' -v b="$1" -v d="$2" -v x="$MAXOTHERS" '$1 == b && $2 == d { row[NR] = $0; r[NR] = $4; if ($7 > x) bad[$4] = 1 }
		END { for (i = 1; i <= NR; i++) if ((i in row) && !(r[i] in bad)) print row[i] }' "$TSV"
}

# col BIN DIR MODE FIELD: the median of FIELD (5 wall, 6 cpu, 7 others) over the kept runs.
col() {
	kept "$1" "$2" | awk -F'\t' -v m="$3" -v f="$4" '$3 == m { print $f }' | median
}

# spread BIN DIR: the smallest and largest one-core/all-cores wall ratio of a run's pair.
spread() {
	kept "$1" "$2" | awk -F'\t' '{ w[$3, $4] = $5; if ($4 > n) n = $4 }
		END { lo = 1e9; hi = 0; for (i = 1; i <= n; i++) if (w["all", i] > 0) { r = w["one", i] / w["all", i]; if (r < lo) lo = r; if (r > hi) hi = r }
			if (hi == 0) print "-"; else printf "%.2f-%.2f", lo, hi }'
}

bins=("$E")
[ -z "${BASE:-}" ] || bins+=("$BASE")
[ "$CONTROL" = 0 ] || bins+=("$OUT/cutlines" "$OUT/cutlines-hash")
echo "# all cores / one core: $(date -u +%Y-%m-%dT%H:%MZ), $NCPU cores, load average $(cut -d' ' -f1-3 /proc/loadavg), RUNS=$RUNS, MAXOTHERS=$MAXOTHERS, $LOG"
echo
echo "| binary | dir | pairs kept | one core: wall, CPU s | all cores: wall, CPU s | ratio of median walls (per-run range) | others' busy share: median, max | answers |"
echo "|---|---|---|---|---|---|---|---|"
for d in "$@"; do
	d=${d%/}
	[ -s "$d/catalog.jsonl.idx" ] || "$E" match --catalog "$d/catalog.jsonl" /dev/null >/dev/null || true
	if [ -n "${BASE:-}" ] && [ -e "$d/base/catalog.jsonl" ]; then
		"$BASE" match --catalog "$d/base/catalog.jsonl" /dev/null >/dev/null || true
	fi
	same=()
	for b in "${bins[@]}"; do same+=(identical); done
	for r in $(seq 1 "$RUNS"); do
		for i in "${!bins[@]}"; do
			b=${bins[$i]}
			for mode in one all; do
				ans="$OUT/ans.json"
				# A control's counts are compared with its own first run's.
				ref="$OUT/ref.json" control=0
				case $b in "$OUT"/cutlines*) ref="$b.ref" control=1 ;; esac
				res=$(run1 "$b" "$mode" "$d" "$ans")
				if { [ "$i" = 0 ] || [ "$control" = 1 ]; } && [ "$mode" = one ] && [ "$r" = 1 ]; then
					cp "$ans" "$ref"
				elif ! cmp -s "$ref" "$ans"; then
					same[$i]="DIFFER (run $r, $mode)"
				fi
				set -- $res
				printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$d" "$mode" "$r" "$1" "$2" "$3" "$(cut -d' ' -f1 /proc/loadavg)" >>"$TSV"
			done
		done
	done
	for i in "${!bins[@]}"; do
		b=${bins[$i]}
		ow=$(col "$b" "$d" one 5) oc=$(col "$b" "$d" one 6) aw=$(col "$b" "$d" all 5) ac=$(col "$b" "$d" all 6)
		om=$(kept "$b" "$d" | cut -f7 | median)
		ox=$(kept "$b" "$d" | awk -F'\t' '$7 > m { m = $7 } END { print m + 0 }')
		nk=$(($(kept "$b" "$d" | wc -l) / 2))
		ratio=$(awk -v a="$ow" -v b="$aw" 'BEGIN { if (b + 0 > 0) printf "%.2fx", a / b; else print "-" }')
		printf '| %s | %s | %s/%s | %s, %s | %s, %s | %s (%s) | %.0f%%, %.0f%% | %s |\n' "$b" "$d" "$nk" "$RUNS" "$ow" "$oc" "$aw" "$ac" "$ratio" "$(spread "$b" "$d")" \
			"$(awk -v x="$om" 'BEGIN { print 100 * x }')" "$(awk -v x="$ox" 'BEGIN { print 100 * x }')" "${same[$i]}"
	done
done
echo
echo "raw figures: $TSV"
