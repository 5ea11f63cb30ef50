#!/usr/bin/env bash
# Errors the language runtimes raise themselves, explained by errdex
# against a catalog of the runtimes' own sources: CPython 3.11's C code
# (and its standard library as installed), and Go's GOROOT/src.
#
#   bench/runtime/run.sh [-v] [-show-test]
#
# The cases are committed (cpython.jsonl, goruntime.jsonl, and
# cpython2.jsonl, a second batch of CPython errors from snippets2.txt,
# suite cpython2, and goruntime2.jsonl, goruntime -second's cases less
# those of goruntime.jsonl); gen.py and goruntime/ make them again (see there: gdb,
# Debian's python3.11-dbg).
# The catalog: errdex scan of the C source folders (Objects Python
# Modules Parser Include PC) of $CPYTHON_SRC, the tree the installed
# interpreter was built from, with /usr/lib/python3.11 (the standard
# library as installed) beside it, and of $(go env GOROOT)/src.
#
#   CPYTHON_SRC  CPython's source tree (default
#                /work/corpora/runtime/Python-3.11.2-deb: the upstream
#                3.11.2 tarball with the patches of Debian's
#                3.11.2-6+deb12u8 source package applied; apt-get source
#                --download-only python3.11=3.11.2-6+deb12u8 with deb-src
#                lines, unpack the .orig tarball and apply
#                debian/patches/series in order)
#   BASE         also measure errdex built from this commit, in the same
#                run, and print its table first
#   WORK         scratch folder (default /work/corpora/runtime/work)
#
# eval (bench/deployed/eval) reads split.txt: a dev and a test row per
# suite; the test half's cases are never printed; -show-test writes their misses to the misses file for categorize.py --counts.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
CPYTHON_SRC=${CPYTHON_SRC:-/work/corpora/runtime/Python-3.11.2-deb}
WORK=${WORK:-/work/corpora/runtime/work}
STDLIB=${STDLIB:-/usr/lib/python3.11}
GOSRC="$(go env GOROOT)/src"
mkdir -p "$WORK"
if [ ! -d "$CPYTHON_SRC/Objects" ]; then
	echo "run.sh: no CPython source tree at $CPYTHON_SRC (see the comment at the top)" >&2
	exit 1
fi
# The C folders only: the tree's Lib/ is the standard library again.
rm -rf "$WORK/cpython-c"
mkdir -p "$WORK/cpython-c"
for d in Objects Python Modules Parser Include PC; do
	cp -al "$CPYTHON_SRC/$d" "$WORK/cpython-c/" 2>/dev/null || cp -a "$CPYTHON_SRC/$d" "$WORK/cpython-c/"
done
go build -o "$WORK/eval" ./bench/deployed/eval
# cpython-nosrc: the same CPython errors against the standard library
# alone (the runtime's C sources not catalogued), each an error from
# outside the catalog (kind external): the answer must not be a match at
# a look-alike library site. Its halves are cpython's.
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
for suite in ("cpython", "cpython2"):
    with open("bench/runtime/%s.jsonl" % suite) as f, open(work + "/%s-nosrc.jsonl" % suite, "w") as out:
        for line in f:
            c = json.loads(line)
            c["kind"], c["suite"] = "external", suite + "-nosrc"
            out.write(json.dumps(c) + "\n")
with open("bench/runtime/split.txt") as f, open(work + "/split.txt", "w") as out:
    for line in f:
        out.write(line)
        for suite in ("cpython", "cpython2"):
            if line.startswith(suite + " "):
                out.write(suite + "-nosrc " + line[len(suite + " "):])
PY

# measure NAME DIR: build errdex from DIR, scan, explain every case.
measure() {
	local name=$1 dir=$2 bin="$WORK/errdex-$1"
	shift 2
	(cd "$dir" && go build -o "$bin" ./cmd/errdex)
	local t0 t1
	t0=$(date +%s.%N)
	nice "$bin" scan "$WORK/cpython-c" --repo python/cpython --sha v3.11.2 --cache off --no-enrich -o "$WORK/$name-c.jsonl" -q
	nice "$bin" scan "$STDLIB" --repo python/cpython --sha v3.11.2 --cache off --no-enrich -o "$WORK/$name-stdlib.jsonl" -q
	cat "$WORK/$name-c.jsonl" "$WORK/$name-stdlib.jsonl" > "$WORK/$name-cpython.jsonl"
	nice "$bin" scan "$GOSRC" --repo golang/go --sha "$(go env GOVERSION)" --cache off --no-enrich -o "$WORK/$name-go.jsonl" -q
	t1=$(date +%s.%N)
	echo "== $name ($(git -C "$dir" rev-parse --short HEAD 2>/dev/null || echo "$BASE")): $(wc -l < "$WORK/$name-c.jsonl") C records, $(wc -l < "$WORK/$name-stdlib.jsonl") stdlib records, $(wc -l < "$WORK/$name-go.jsonl") GOROOT records, scans $(echo "$t1 - $t0" | bc) s"
	"$WORK/eval" -errdex "$bin" -split "$WORK/split.txt" -misses "$WORK/$name-misses.jsonl" "$@" \
		"cpython=bench/runtime/cpython.jsonl=$WORK/$name-cpython.jsonl" \
		"cpython2=bench/runtime/cpython2.jsonl=$WORK/$name-cpython.jsonl" \
		"goruntime=bench/runtime/goruntime.jsonl=$WORK/$name-go.jsonl" \
		"goruntime2=bench/runtime/goruntime2.jsonl=$WORK/$name-go.jsonl" \
		"cpython-nosrc=$WORK/cpython-nosrc.jsonl=$WORK/$name-stdlib.jsonl" \
		"cpython2-nosrc=$WORK/cpython2-nosrc.jsonl=$WORK/$name-stdlib.jsonl"
}

if [ -n "${BASE:-}" ]; then
	rm -rf "$WORK/base-src"
	mkdir -p "$WORK/base-src"
	git archive "$BASE" | tar -x -C "$WORK/base-src"
	measure base "$WORK/base-src" "$@"
	echo
fi
measure new "$ROOT" "$@"
