#!/usr/bin/env bash
# errdex scan --env on this machine's Debian python3 (/usr/bin/python3 and
# /usr/lib/python3/dist-packages), measured, then real errors from the
# installed packages explained against the catalog it wrote.
#
#   bench/env/run.sh [RUNS]          # RUNS rounds of timings (default 3)
#
# Needs: the python3-* packages of bench/env/packages.txt (apt-get install
# python3-NAME); for the runtime's C code, CPYTHON_SRC=FILE|DIR (Debian's
# python3.11_3.11.2.orig.tar.gz from `apt-get source --download-only
# python3.11`, or a CPython 3.11.2 tree); without it the C code is left
# out. WORK (default /work/corpora/env) holds the catalogs and cases.
# PY=INTERPRETER (default /usr/bin/python3) measures another Python's
# environment instead (a venv's or pyenv's: its site-packages, whose
# packages of bench/env/packages.txt that are installed there get their
# cases run; the others' cases fail to set up and are left out).
#
# Timings, each round in this order, one errdex binary:
#   cold    --cache off: every file parsed, nothing written
#   first   a new, empty cache: every file parsed and its result written
#   warm    the same cache again: every package from the package cache
#   touched one package's file touched (mtime only, put back after): that
#           package scanned again through the per-file cache, the others
#           from the package cache
# Then: records per package, and the cases of errors.py (bench/env/cases.py)
# (with CPYTHON_SRC, gdb and python3.11-dbg: the C site of the ones the
# interpreter raised, by bench/env/runtime_truth.py) explained by bench/deployed/eval with the catalog, by the halves of
# bench/env/split.txt (dev misses in WORK/misses.jsonl) and all together.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
RUNS=${1:-3}
WORK=${WORK:-/work/corpora/env}
PY=${PY:-/usr/bin/python3}
# DIST: where PY's packages are installed (Debian's python3 keeps its
# python3-* packages in /usr/lib/python3/dist-packages).
if [ "$PY" = /usr/bin/python3 ]; then
	DIST=/usr/lib/python3/dist-packages
else
	DIST=$("$PY" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
fi
export ERRDEX_DIST=$DIST
mkdir -p "$WORK"
go build -o "$WORK/errdex" ./cmd/errdex
go build -o "$WORK/eval" ./bench/deployed/eval
rt=()
if [ -n "${CPYTHON_SRC:-}" ]; then
	rt=(--runtime-src "$CPYTHON_SRC")
	if [ -f "$CPYTHON_SRC" ]; then # unpacked once, so that every run reads the same tree
		[ -d "$WORK/cpython/runtime" ] || "$WORK/errdex" scan --env --ecosystems python --python "$PY" -q --no-enrich \
			--runtime-src "$CPYTHON_SRC" --cache "$WORK/cpython" -o /dev/null 2> /dev/null
		rt=(--runtime-src "$(ls -d "$WORK"/cpython/runtime/cpython-*)")
	fi
fi
touchfile=$DIST/six.py

# timed NAME ARGS...: one scan, "NAME wall user sys" on stdout.
timed() {
	local name=$1
	shift
	/usr/bin/time -f "$name %e %U %S" -o "$WORK/time.txt" "$WORK/errdex" scan --env --ecosystems python --python "$PY" -q "$@" 2> "$WORK/$name.err"
	cat "$WORK/time.txt"
	tail -1 "$WORK/$name.err" >&2
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
for r in $(seq 1 "$RUNS"); do
	rm -rf "$WORK/cache"
	timed cold "${rt[@]}" --cache off -o "$WORK/cold.jsonl"
	timed first "${rt[@]}" --cache "$WORK/cache" -o "$WORK/first.jsonl"
	timed warm "${rt[@]}" --cache "$WORK/cache" -o "$WORK/warm.jsonl"
	if [ -f "$touchfile" ]; then
		old=$(stat -c %Y "$touchfile")
		touch "$touchfile"
		timed touched "${rt[@]}" --cache "$WORK/cache" -o "$WORK/touched.jsonl" || true
		touch -d "@$old" "$touchfile"
	fi
	cmp -s "$WORK/first.jsonl" "$WORK/warm.jsonl" && echo "warm: records identical to first's" >&2
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
python3 bench/env/records.py "$WORK/first.jsonl"

# Real errors: SRC links each package's name to dist-packages (the catalog
# is of the installed files, so truth paths are import paths).
rm -rf "$WORK/src"
mkdir -p "$WORK/src"
for n in $(awk '!/^#/ && NF {print $1}' bench/env/packages.txt); do
	ln -s "$DIST" "$WORK/src/$n"
done
(cd /tmp && "$PY" "$ROOT/bench/env/errors.py" "$ROOT/bench/env/packages.txt" "$WORK/src" > "$WORK/cases.jsonl" 2> "$WORK/cases.err")
tail -1 "$WORK/cases.err" >&2
# The interpreter's own errors (kind native) get their C site from a run
# under gdb (runtime_truth.py: Debian's python3.11-dbg), when the catalog
# holds the runtime's C code and the debugger is here; without it, eval
# counts only "unknown" or the package's own C source right for them.
if [ ${#rt[@]} -gt 0 ] && [ "$PY" = /usr/bin/python3 ] && command -v gdb > /dev/null && command -v python3.11d > /dev/null; then
	python3 bench/env/runtime_truth.py "$WORK/cases.jsonl" "${rt[1]}" bench/env/packages.txt "$WORK/src" "$WORK/cases.jsonl"
fi
# The dev and test halves of bench/env/split.txt (misses.jsonl: the dev
# half's only, the ones to learn from), then all the cases, whose misses
# (misses-all.jsonl) only ties.py's per-package totals read.
"$WORK/eval" -errdex "$WORK/errdex" -split bench/env/split.txt -misses "$WORK/misses.jsonl" "python-env=$WORK/cases.jsonl=$WORK/first.jsonl" > "$WORK/eval-split.txt"
grep -E '^\| (suite|---|\*\*)' "$WORK/eval-split.txt"
"$WORK/eval" -errdex "$WORK/errdex" -misses "$WORK/misses-all.jsonl" "python-env=$WORK/cases.jsonl=$WORK/first.jsonl" > "$WORK/eval.txt"
grep -E '^\| \*\*all' "$WORK/eval.txt"
python3 bench/env/ties.py "$WORK/cases.jsonl" "$WORK/misses-all.jsonl"
