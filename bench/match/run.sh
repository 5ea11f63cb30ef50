#!/bin/bash
# Benchmark errdex match against its baselines, side by side in one run.
#
#   bench/match/run.sh [OUTDIR]
#
# Environment: NS (catalog sizes, default "1000 10000 100000 1000000
# 10000000"), BASE (a git revision built as a baseline errdex and run side
# by side with this tree's on the same files, its answers compared; default
# main; empty for none),
# LINES (log lines, default 2200000, about 196 MB), RATE (error lines per
# log line, default 0.001), TIMEOUT (seconds per baseline run, default 60),
# START_TIMEOUT (seconds for errdex's cold and warm starts, default 600),
# NEW_MAX (the largest N at which match.New alone is measured, default
# 1000000: it holds every record in memory),
# MEM_LIMIT_KB (virtual memory cap per baseline run, default 8000000),
# NAIVE_RECORDS / NAIVE_LINES (the naive loop's sample), RUNS (when over 1,
# the all-cores / 1-core ratio is also measured by bench/match/cores.sh:
# RUNS alternating runs of each mode at every N, medians, with the other
# processes' busy share, written to OUTDIR/cores.md; the table's own ratio
# column is always one run of each), BASE_BIN (a baseline binary already
# built, used instead of building BASE: say main's, `go build -o
# /tmp/errdex-main ./cmd/errdex` in its checkout), DATA (a directory of
# an earlier run's nN/catalog.jsonl, app.log and bare.log, linked instead
# of generated: the 10M catalog is 11.5 GB and takes long to make), ROUNDS
# (when over 1, the one-core runs of this tree and the baseline on both
# logs are repeated ROUNDS times, alternating, and their CPU seconds'
# medians and ranges written to OUTDIR/rounds.md: on a shared machine one
# run of each moves by tens of percent), OTHERS (0 skips rg, grep, the
# naive loop and match.New, which fail or time out from 100k records on),
# INDEX_KEEP (N values at which the indexes already saved in OUTDIR/nN
# and OUTDIR/nN/base, say hard links to an earlier run's, are kept and
# the cold starts not run: at 10M each takes minutes; with DATA, an index
# saved beside DATA's catalog, DATA/nN/catalog.jsonl.idx, and one in
# DATA/nN/base, else the same, are hard-linked there first, so that a 10M
# run on kept files and indexes is one command:
#   DATA=/work/corpora/h-perf16-10m NS=10000000 INDEX_KEEP=10000000 \
#   OTHERS=0 START_TIMEOUT=1800 bench/match/run.sh OUT
# a baseline of another index format rebuilds its own, and a rebuild is
# renamed over the link, never written into DATA's file),
# HS (0: no Hyperscan build option even where libhs is installed; its
# forced runs compile a database of every key: 38 CPU s and 2.2 GB at
# 1M records, see docs/match.md, "Hyperscan's figures"),
# START_MEM_LIMIT_KB (virtual memory cap of every run after the builds,
# errdex's cold starts included, default 14000000: on a machine without
# swap a run past it fails, and its cell says so, rather than the kernel
# killing another process).
#
# For each N it generates a synthetic catalog and log (matchbench gen), and
# bare.log, the same log with each line's timestamp and INFO level word
# cut, so that no line is dropped by its level before the screen; then
# measures: cold start (read catalog, build and save the index), warm start
# (saved index), match.New alone, errdex match on one core (GOMAXPROCS=1
# -j 1) on both logs and on all cores, the same of the baseline binary
# (BASE), which reads a saved index of its own beside nN/base/catalog.jsonl
# (a link to the catalog), rg -f, grep -E -f, and the naive loop (sampled
# and extrapolated). When libhs is installed (apt-get install -y
# libhyperscan-dev pkg-config) it also builds errdex with -tags hyperscan
# and adds its one-core run to the table, and writes a second table
# (hyperscan.md): the tagged binary's cold start (compiling and saving its
# database), warm start and database size, Hyperscan forced past its key
# limit (ERRDEX_HYPERSCAN=on), and both screens on the same log with the
# timestamps and the INFO level words cut (bare.log), whose lines Stream
# cannot drop before the screen.
# Peak memory is the maximum RSS from /usr/bin/time. A
# baseline that timed out or failed at one N is not run at the larger ones
# (its cell says so): it would only time out again, or, for rg at a million
# patterns, take tens of GB. Up to 1M records the run finishes in about 15
# minutes on an idle 2-core machine; 10M records add about an hour (two
# cold starts of an 11.5 GB catalog, each binary's). Needs ripgrep
# (apt-get install -y ripgrep) and GNU time.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${1:-/tmp/errdex-bench-match}
NS=${NS:-"1000 10000 100000 1000000 10000000"}
BASE=${BASE-main}
LINES=${LINES:-2200000}
RATE=${RATE:-0.001}
TIMEOUT=${TIMEOUT:-60}
MEM_LIMIT_KB=${MEM_LIMIT_KB:-8000000}
START_TIMEOUT=${START_TIMEOUT:-600}
NAIVE_RECORDS=${NAIVE_RECORDS:-2000}
NAIVE_LINES=${NAIVE_LINES:-500}
mkdir -p "$OUT"
go build -o "$OUT/errdex" ./cmd/errdex
go build -o "$OUT/matchbench" ./bench/match
E="$OUT/errdex"
MB="$OUT/matchbench"
# The baseline, built from its revision's files (git archive: no worktree
# is added to the repository).
B=""
if [ -n "${BASE_BIN:-}" ]; then
	B="$BASE_BIN"
	BASEREV="binary $BASE_BIN"
elif [ -n "$BASE" ]; then
	src=$(mktemp -d)
	git archive "$BASE" | tar -x -C "$src"
	(cd "$src" && go build -o "$OUT/errdex-base" ./cmd/errdex)
	rm -rf "$src"
	B="$OUT/errdex-base"
	BASEREV=$(git rev-parse --short "$BASE")
fi
RES="$OUT/results.md"
HRES="$OUT/hyperscan.md"
RRES="$OUT/rounds.md"
ROUNDS=${ROUNDS:-1}
OTHERS=${OTHERS:-1}
# The Hyperscan build option, when libhs is there.
H=""
if [ "${HS:-1}" != 0 ] && pkg-config --exists libhs 2>/dev/null && go build -tags hyperscan -o "$OUT/errdex-hs" ./cmd/errdex; then
	H="$OUT/errdex-hs"
fi
# Every run from here on under the memory cap (the baselines' is lower).
ulimit -v "${START_MEM_LIMIT_KB:-14000000}"

# timed CMD...: runs CMD niced under GNU time with a timeout, output to
# $KEEP when set, else to a temporary file; prints "wall_s maxrss_MB cpu_s"
# or "timeout" / "failed(...)".
timed() {
	local tf
	tf=$(mktemp)
	local out=${KEEP:-$tf.out}
	local rc=0
	# Output goes to a file, not /dev/null: GNU grep notices /dev/null and
	# stops at the first match.
	# timeout runs the command itself (nice execs it), so that a command
	# timed out is killed, not left running beside the next one.
	/usr/bin/time -f "%e %M %U %S" -o "$tf" timeout "$TIMEOUT" nice "$@" >"$out" 2>"$tf.err" || rc=$?
	if [ $rc -eq 124 ]; then
		echo "timeout"
	elif [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
		echo "failed($rc: $(tail -1 "$tf.err" | cut -c1-60))"
	else
		tail -1 "$tf" | awk '{printf "%s %.0f %.2f\n", $1, $2/1024, $3+$4}'
	fi
	rm -f "$tf" "$tf.err" "$tf.out"
}

# baseline VAR NAME CMD...: sets VAR to timed CMD under the memory cap,
# unless NAME timed out or failed at a smaller N: then to "skipped(...)".
declare -A gaveup
baseline() {
	local var=$1 name=$2
	shift 2
	if [ -n "${gaveup[$name]:-}" ]; then
		printf -v "$var" '%s' "skipped(${gaveup[$name]})"
		return
	fi
	local r
	r=$(
		ulimit -v "$MEM_LIMIT_KB"
		timed "$@"
	)
	case "$r" in
	timeout | failed*) gaveup[$name]="$r at N=$N" ;;
	esac
	printf -v "$var" '%s' "$r"
}

rate() { # SECONDS BYTES LINES -> "MB/s lines/s"
	awk -v s="$1" -v b="$2" -v l="$3" 'BEGIN { if (s <= 0) s = 0.01; printf "%.1f MB/s, %.0f lines/s", b/1e6/s, l/s }'
}

cell() { # RESULT BYTES LINES [wall] -> table cell: the rates per CPU second (per wall second with "wall"), times, peak RSS
	case "$1" in
	timeout) echo "timeout: over ${TIMEOUT} s wall, so under $(rate "$TIMEOUT" "$2" "$3")" ;;
	failed* | skipped*) echo "$1" ;;
	*)
		local mode=${4:-cpu}
		set -- $1 "$2" "$3"
		if [ "$mode" = wall ]; then
			echo "wall $1 s: $(rate "$1" "$4" "$5"); cpu $3 s; $2 MB"
		else
			echo "cpu $3 s: $(rate "$3" "$4" "$5"); wall $1 s; $2 MB"
		fi
		;;
	esac
}

{
	echo "# errdex match benchmark"
	echo
	echo "$(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -m), load average $(cut -d' ' -f1-3 /proc/loadavg); LINES=$LINES RATE=$RATE."
	echo "Shared, loaded machine: wall times are inflated by other users, so rates are given per CPU second (user+sys) and"
	echo "figures should be compared within a row. Timeout ${TIMEOUT}s per baseline run."
	echo
	echo "errdex: this tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ', modified')); base: $(if [ -n "${BASE_BIN:-}" ]; then echo "binary $BASE_BIN"; else echo "${BASE:-none}${BASEREV:+ ($BASEREV), built from its own files}"; fi)."
	echo
	echo "| N records | log | cold start (read+build+save) | warm start (saved index) | match.New alone | errdex 1 core | errdex all cores | all cores / 1 core, wall | bare.log: errdex 1 core | base: cold start | base: warm start | base: 1 core | base: bare.log 1 core | answers against base | rg -f | rg -f, size limits 8G | grep -E -f | naive loop (extrapolated) | errdex -tags hyperscan, 1 core |"
	echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
} >"$RES"
if [ -n "$H" ]; then
	{
		echo "# errdex -tags hyperscan"
		echo
		echo "Same run as results.md. tagged: the -tags hyperscan binary as built (the pure-Go screen past 5,000 keys);"
		echo "forced: the same with ERRDEX_HYPERSCAN=on. bare.log: app.log with each line's timestamp and INFO level word cut, so that no line is"
		echo "dropped before the screen. One-core runs: GOMAXPROCS=1 -j 1 --json, rates per CPU second, warm start included."
		echo
		echo "| N records | tagged cold start (build index, compile and save database) | tagged warm start | forced: compile and save | forced warm start, database size | app.log: errdex 1 core | app.log: tagged | app.log: forced | bare.log: errdex 1 core | bare.log: tagged | bare.log: forced | answers |"
		echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
	} >"$HRES"
fi

if [ "$ROUNDS" -gt 1 ] && [ -n "$B" ]; then
	{
		echo "# errdex match, one core, $ROUNDS alternating rounds"
		echo
		echo "Same run as results.md. Each round runs this tree and the base one after the other on the same log (GOMAXPROCS=1 -j 1 --json --no-summary,"
		echo "each on its own saved index, warm start included); CPU s (user+sys): median (range), the rate at the median, peak RSS (largest)."
		echo
		echo "| N records | log | this tree | base | this tree / base, medians | answers |"
		echo "|---|---|---|---|---|---|"
	} >"$RRES"
fi

# median_cell FILE BYTES: "median (min-max) s, MB/s at the median, max MB"
# of FILE's lines "cpu_s maxrss_MB".
median_cell() {
	[ -s "$1" ] || { echo "no run"; return; }
	sort -n "$1" | awk -v b="$2" '{c[NR] = $1; if ($2 > m) m = $2} END { med = c[int((NR + 1) / 2)]; printf "%.2f (%.2f-%.2f) s, %.1f MB/s, %d MB", med, c[1], c[NR], b / 1e6 / (med > 0 ? med : 0.01), m }'
}

# median FILE: the median of the first column of FILE's lines.
median() { sort -n "$1" | awk '{c[NR] = $1} END { if (NR) print c[int((NR + 1) / 2)] }'; }

# rounds_rows: ROUNDS alternating one-core runs of this tree and the base
# on app.log and bare.log at this N (the loop's variables), as rows of
# $RRES; a round whose two answers differ is noted.
rounds_rows() {
	local log sz r v c out same
	for log in app.log bare.log; do
		sz=$(stat -L -c %s "$d/$log")
		: >"$d/rounds.new" && : >"$d/rounds.base"
		same=identical
		for r in $(seq "$ROUNDS"); do
			for v in new base; do
				if [ $v = new ]; then c=("$E" match -j 1 --json --no-summary --catalog "$d/catalog.jsonl" "$d/$log"); else c=("$B" match -j 1 --json --no-summary --catalog "$d/base/catalog.jsonl" "$d/$log"); fi
				out=$(GOMAXPROCS=1 KEEP="$d/round.$v.json" TIMEOUT=$START_TIMEOUT timed "${c[@]}")
				case "$out" in
				timeout | failed*) same="$v: $out" ;;
				*) (set -- $out; echo "$3 $2") >>"$d/rounds.$v" ;;
				esac
			done
			cmp -s "$d/round.new.json" "$d/round.base.json" || same="DIFFER (round $r)"
		done
		echo "| $N | $log ($((sz / 1000000)) MB) | $(median_cell "$d/rounds.new" "$sz") | $(median_cell "$d/rounds.base" "$sz") | $(awk -v a="$(median "$d/rounds.new")" -v b="$(median "$d/rounds.base")" 'BEGIN { if (a > 0 && b > 0) printf "%.2f", a / b; else print "-" }') | $same |" >>"$RRES"
		rm -f "$d/round.new.json" "$d/round.base.json" "$d/rounds.new" "$d/rounds.base"
	done
}

# start_cell RESULT: a cold or warm start's cell.
start_cell() {
	case "$1" in
	timeout | failed* | skipped* | not*) echo "$1" ;;
	*) (set -- $1; echo "wall $1 s, cpu ${3:-?} s, ${2:-?} MB") ;;
	esac
}

# forced VAR NAME LOG BASE LABEL: sets VAR (a baseline named NAME) to the
# tagged binary forced on (F) over $d/LOG on one core, its answers kept in
# $d/BASE.forced.json; when it ran, adds "LABEL: DIFFER" to same if they
# are not those of the pure-Go binary in $d/BASE.json. hs_row's helper.
forced() {
	GOMAXPROCS=1 KEEP="$d/$4.forced.json" baseline "$1" "$2" "${F[@]}" match -j 1 --json --no-summary --catalog "$d/catalog.jsonl" "$d/$3"
	case "${!1}" in
	timeout | failed* | skipped*) ;;
	*) cmp -s "$d/$4.json" "$d/$4.forced.json" || same="$same, $5: DIFFER" ;;
	esac
}

# hs_row: the tagged binary's runs at this N (the variables of the loop),
# appended to $HRES as one row; sets hone, the main table's cell.
hs_row() {
	local hcold hwarm hbone fcold fwarm hforced btag bforced same dbsz
	local F=(env ERRDEX_HYPERSCAN=on "$H")
	rm -f "$d/catalog.jsonl.idx.hs"
	hcold=$(TIMEOUT=$START_TIMEOUT timed "$H" match --catalog "$d/catalog.jsonl" "$d/empty.log")
	hwarm=$(TIMEOUT=$START_TIMEOUT timed "$H" match --catalog "$d/catalog.jsonl" "$d/empty.log")
	hbone=$(GOMAXPROCS=1 KEEP="$d/one.hs.json" timed "$H" match -j 1 --json --no-summary --catalog "$d/catalog.jsonl" "$d/app.log")
	hone=$(cell "$hbone" "$bytes" "$lines")
	same="app.log: identical"
	cmp -s "$d/one.json" "$d/one.hs.json" || same="app.log: DIFFER"
	# Forced past the key limit: compile and save (under the start
	# timeout), then the runs under the baselines' timeout and memory cap.
	rm -f "$d/catalog.jsonl.idx.hs"
	fcold=$(TIMEOUT=$START_TIMEOUT timed "${F[@]}" match --catalog "$d/catalog.jsonl" "$d/empty.log")
	if [ -s "$d/catalog.jsonl.idx.hs" ]; then
		fwarm=$(start_cell "$(timed "${F[@]}" match --catalog "$d/catalog.jsonl" "$d/empty.log")")
		dbsz="$(($(stat -L -c %s "$d/catalog.jsonl.idx.hs") / 1000)) kB database"
		forced hforced hsforced app.log one forced
	else
		fwarm="-"
		dbsz="no database"
		hforced="not compiled"
	fi
	btag=$(GOMAXPROCS=1 KEEP="$d/bare.hs.json" timed "$H" match -j 1 --json --no-summary --catalog "$d/catalog.jsonl" "$d/bare.log")
	if cmp -s "$d/bare.json" "$d/bare.hs.json"; then same="$same, bare.log: identical"; else same="$same, bare.log: DIFFER"; fi
	if [ -s "$d/catalog.jsonl.idx.hs" ]; then
		forced bforced hsforcedbare bare.log bare "bare forced"
	else
		bforced="not compiled"
	fi
	echo "| $N | $(start_cell "$hcold") | $(start_cell "$hwarm") | $(start_cell "$fcold") | $fwarm, $dbsz | $(cell "$one" "$bytes" "$lines") | $hone | $(cell "$hforced" "$bytes" "$lines") | $(cell "$bgo" "$bytes" "$lines") | $(cell "$btag" "$bytes" "$lines") | $(cell "$bforced" "$bytes" "$lines") | $same |" >>"$HRES"
}

for N in $NS; do
	d="$OUT/n$N"
	mkdir -p "$d"
	# Files of an earlier run (DATA) are linked, bare.log included.
	if [ -n "${DATA:-}" ] && [ -s "$DATA/n$N/catalog.jsonl" ]; then
		for f in catalog.jsonl app.log bare.log; do ln -sf "$DATA/n$N/$f" "$d/$f"; done
		echo "gen2 $N $LINES $RATE" >"$d/gen.args"
		echo "timestamp INFO" >"$d/bare.args"
		# Kept indexes, hard-linked (the same file system) when asked for.
		if [[ " ${INDEX_KEEP:-} " == *" $N "* ]] && [ -s "$DATA/n$N/catalog.jsonl.idx" ]; then
			[ -s "$d/catalog.jsonl.idx" ] || ln "$DATA/n$N/catalog.jsonl.idx" "$d/catalog.jsonl.idx" || true
			bidx="$DATA/n$N/base/catalog.jsonl.idx"
			[ -s "$bidx" ] || bidx="$DATA/n$N/catalog.jsonl.idx"
			mkdir -p "$d/base"
			[ -s "$d/base/catalog.jsonl.idx" ] || ln "$bidx" "$d/base/catalog.jsonl.idx" || true
		fi
	fi
	# The generator is deterministic: files made by an earlier run are
	# reused (gen.args names the generator's version too).
	if [ ! -s "$d/app.log" ] || [ "$(cat "$d/gen.args" 2>/dev/null)" != "gen2 $N $LINES $RATE" ]; then
		"$MB" gen -n "$N" -lines "$LINES" -rate "$RATE" -catalog "$d/catalog.jsonl" -log "$d/app.log" -patterns "$d/patterns.txt" -ere "$d/patterns.ere" 2>"$d/gen.txt"
		echo "gen2 $N $LINES $RATE" >"$d/gen.args"
	fi
	# The same log with its timestamps and INFO level words cut: every line
	# reaches the screen (quietPrefix drops a line that starts with "INFO ",
	# timestamp or not). bare.args names the cut, so that a bare.log made
	# by an older run, with the timestamps cut only, is made again.
	if [ ! -s "$d/bare.log" ] || [ "$d/bare.log" -ot "$d/app.log" ] || [ "$(cat "$d/bare.args" 2>/dev/null)" != "timestamp INFO" ]; then
		sed -E 's/^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9:.]+ (INFO )?//' "$d/app.log" >"$d/bare.log"
		echo "timestamp INFO" >"$d/bare.args"
	fi
	bytes=$(stat -L -c %s "$d/app.log")
	lines=$(wc -l <"$d/app.log")
	: >"$d/empty.log"
	if [[ " ${INDEX_KEEP:-} " == *" $N "* ]] && [ -s "$d/catalog.jsonl.idx" ]; then
		cold="not run (INDEX_KEEP)"
	else
		rm -f "$d/catalog.jsonl.idx" "$d/catalog.jsonl.idx.ok" "$d/catalog.jsonl.idx.hs"
		cold=$(TIMEOUT=$START_TIMEOUT timed "$E" match --catalog "$d/catalog.jsonl" "$d/empty.log")
	fi
	warm=$(TIMEOUT=$START_TIMEOUT timed "$E" match --catalog "$d/catalog.jsonl" "$d/empty.log")
	# match.New holds every whole record in memory (it is not how errdex
	# opens a catalog): at 10M records it needs over 24 GB, so it runs only
	# up to NEW_MAX records, and a failure is a cell, not the end of the run.
	if [ "$OTHERS" = 0 ]; then
		build="not run (OTHERS=0)"
	elif [ "$N" -le "${NEW_MAX:-1000000}" ]; then
		build=$(nice "$MB" build -catalog "$d/catalog.jsonl" | sed 's/^build: //') || build="failed"
	else
		build="not run (NEW_MAX)"
	fi
	one=$(GOMAXPROCS=1 KEEP="$d/one.json" timed "$E" match -j 1 --json --no-summary --catalog "$d/catalog.jsonl" "$d/app.log")
	all=$(KEEP="$d/all.json" timed "$E" match --json --no-summary --catalog "$d/catalog.jsonl" "$d/app.log")
	bgo=$(GOMAXPROCS=1 KEEP="$d/bare.json" timed "$E" match -j 1 --json --no-summary --catalog "$d/catalog.jsonl" "$d/bare.log")
	bytesbare=$(stat -L -c %s "$d/bare.log")
	# The baseline on the same files, its saved index beside a link to the
	# catalog (an older format would be rebuilt at every start).
	bcold="-" bwarm="-" bone="-" bbare="-" versus="no base"
	if [ -n "$B" ]; then
		mkdir -p "$d/base"
		ln -sf ../catalog.jsonl "$d/base/catalog.jsonl"
		if [[ " ${INDEX_KEEP:-} " == *" $N "* ]] && [ -s "$d/base/catalog.jsonl.idx" ]; then
			bcold="not run (INDEX_KEEP: its saved index kept)"
		else
			rm -f "$d/base/catalog.jsonl.idx" "$d/base/catalog.jsonl.idx.ok"
			bcold=$(start_cell "$(TIMEOUT=$START_TIMEOUT timed "$B" match --catalog "$d/base/catalog.jsonl" "$d/empty.log")")
		fi
		bwarm=$(start_cell "$(TIMEOUT=$START_TIMEOUT timed "$B" match --catalog "$d/base/catalog.jsonl" "$d/empty.log")")
		bone=$(cell "$(GOMAXPROCS=1 KEEP="$d/base.one.json" TIMEOUT=$START_TIMEOUT timed "$B" match -j 1 --json --no-summary --catalog "$d/base/catalog.jsonl" "$d/app.log")" "$bytes" "$lines")
		bbare=$(cell "$(GOMAXPROCS=1 KEEP="$d/base.bare.json" TIMEOUT=$START_TIMEOUT timed "$B" match -j 1 --json --no-summary --catalog "$d/base/catalog.jsonl" "$d/bare.log")" "$bytesbare" "$lines")
		versus="app.log: identical"
		cmp -s "$d/one.json" "$d/base.one.json" || versus="app.log: DIFFER"
		if cmp -s "$d/bare.json" "$d/base.bare.json"; then versus="$versus, bare.log: identical"; else versus="$versus, bare.log: DIFFER"; fi
	fi
	if [ "$OTHERS" = 0 ]; then
		rg="skipped(OTHERS=0)" rgbig=$rg grep=$rg naive=$rg
	else
		baseline rg rg rg -c -f "$d/patterns.txt" "$d/app.log"
		baseline rgbig rgbig rg --regex-size-limit 8G --dfa-size-limit 8G -c -f "$d/patterns.txt" "$d/app.log"
		baseline grep grep grep -c -E -f "$d/patterns.ere" "$d/app.log"
		naive=$(nice "$MB" naive -catalog "$d/catalog.jsonl" -log "$d/app.log" -records "$NAIVE_RECORDS" -sample "$NAIVE_LINES" | sed 's/^naive: //')
	fi
	matched=$(grep -c '"matches":\[{' "$d/one.json" || true)
	# The answers do not depend on the number of workers.
	cmp -s "$d/one.json" "$d/all.json" || matched="$matched (ALL CORES' ANSWERS DIFFER)"
	ratio=$(awk -v a="$(set -- $one; echo "$1")" -v b="$(set -- $all; echo "$1")" 'BEGIN { if (a+0 > 0 && b+0 > 0) printf "%.2fx", a/b; else print "-" }')
	errs=$(grep -c ' ERROR ' "$d/app.log" || true)
	idx=$(stat -L -c %s "$d/catalog.jsonl.idx")
	catsz=$(stat -L -c %s "$d/catalog.jsonl")
	hone="no libhs"
	if [ -n "$H" ]; then
		hs_row
	fi
	echo "| $N ($((catsz / 1000000)) MB catalog, $((idx / 1000000)) MB index) | $((bytes / 1000000)) MB, $lines lines, $errs error lines, $matched matched; bare.log $((bytesbare / 1000000)) MB | $(start_cell "$cold") | $(set -- $warm; echo "wall $1 s, cpu ${3:-?} s, ${2:-?} MB") | $build | $(cell "$one" "$bytes" "$lines") | $(cell "$all" "$bytes" "$lines" wall) | $ratio | $(cell "$bgo" "$bytesbare" "$lines") | $bcold | $bwarm | $bone | $bbare | $versus | $(cell "$rg" "$bytes" "$lines") | $(cell "$rgbig" "$bytes" "$lines") | $(cell "$grep" "$bytes" "$lines") | $naive | $hone |" >>"$RES"
	tail -1 "$RES"
	[ -z "$H" ] || tail -1 "$HRES"
	if [ "$ROUNDS" -gt 1 ] && [ -n "$B" ]; then
		rounds_rows
		tail -2 "$RRES"
	fi
done
if [ "${RUNS:-1}" -gt 1 ]; then
	dirs=()
	for N in $NS; do dirs+=("$OUT/n$N"); done
	E="$E" BASE="$B" RUNS="$RUNS" OUT="$OUT/cores" bench/match/cores.sh "${dirs[@]}" >"$OUT/cores.md"
	cat "$OUT/cores.md"
fi
echo
echo "results: $RES"
[ "${RUNS:-1}" -le 1 ] || echo "all cores / one core, medians of $RUNS: $OUT/cores.md"
[ -z "$H" ] || echo "hyperscan: $HRES"
[ "$ROUNDS" -le 1 ] || [ -z "$B" ] || echo "one core, $ROUNDS rounds: $RRES"
