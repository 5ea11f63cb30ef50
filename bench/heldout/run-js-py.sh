#!/usr/bin/env bash
# Held-out JavaScript/TypeScript (npm) and Python corpora: real errors from
# packages none of errdex's corpora or tests use, explained by errdex
# against a catalog of what the user's machine holds (the installed
# package directories), scored by bench/deployed/eval with the dev/test
# split of split-js-py.txt (docs/heldout-js-py.md).
#
#   bench/heldout/run-js-py.sh [eval flags: -v, -show-test]
#
# npm: the packages of npm/packages.txt are installed (npm, pinned
# versions) into $WORK/npm; a copy of each package's directory, without
# its nested node_modules, goes to $WORK/npm/src/N/NAME and is scanned
# (record paths NAME/...); npm/cases.js throws from them (truth.js: where
# the error was constructed). Python: the Debian packages of
# python/packages.txt must be installed (bench/heldout/install.sh installs them; the
# script stops and names any that is not); each one's installed roots
# below /usr/lib/python3/dist-packages are copied to $WORK/python/src/NAME
# and scanned (record paths below dist-packages: attr/_make.py);
# python/heldout.py raises from them with /usr/bin/python3.
#
# Scratch goes to WORK (default /work/corpora/heldout-js-py: the Go and
# Rust held-out run, bench/heldout/run.sh, removes all of
# /work/corpora/heldout), in its npm/, python/ and js-py/ folders, which
# are removed first: each run starts from nothing. misses.jsonl (dev half only unless -show-test) is written
# to $WORK/js-py. ERRDEX=path runs a prebuilt errdex instead of this
# tree's (a baseline). BASE=path also scans every package with a second
# errdex and scores it first, on the same installed packages and cases
# (its table above the other, its misses in misses-base.jsonl): before
# and after side by side in one run. ONLY=npm skips Python: no install
# check, scan or cases, and the tables score npm alone; ONLY=python skips
# npm the same way.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=${WORK:-/work/corpora/heldout-js-py}
HERE=bench/heldout
rm -rf "$WORK/npm" "$WORK/python" "$WORK/js-py"
mkdir -p "$WORK/npm/src" "$WORK/npm/cat" "$WORK/python/src" "$WORK/python/cat" "$WORK/js-py"
if [ -n "${ERRDEX:-}" ]; then cp "$ERRDEX" "$WORK/js-py/errdex"; else go build -o "$WORK/js-py/errdex" ./cmd/errdex; fi
if [ -n "${BASE:-}" ]; then cp "$BASE" "$WORK/js-py/errdex-base"; fi
go build -o "$WORK/js-py/eval" ./bench/deployed/eval
start=$(date +%s)

# scan DIR REPO SHA OUT: errdex scan of DIR, its summary line on stderr;
# with BASE, the baseline's scan too, to OUT's folder's sibling cat-base.
scan() {
	nice "$WORK/js-py/errdex" scan "$1" --repo "$2" --sha "$3" --cache off -o "$4" -q 2>&1 | tail -1 | sed "s|^|$2: |" >&2
	if [ -n "${BASE:-}" ]; then
		local out=$4
		mkdir -p "${out%/cat/*}/cat-base"
		nice "$WORK/js-py/errdex-base" scan "$1" --repo "$2" --sha "$3" --cache off -o "${out%/cat/*}/cat-base/${out##*/}" -q > /dev/null 2>&1
	fi
}

# npm
npmsuite=("npm=$WORK/npm/cases.jsonl=$WORK/npm/catalog.jsonl")
npmbase=("npm=$WORK/npm/cases.jsonl=$WORK/npm/catalog-base.jsonl")
if [ "${ONLY:-}" = python ]; then npmsuite=(); npmbase=(); fi
if [ "${ONLY:-}" != python ]; then
specs=()
names=()
while read -r name version _; do
	case "$name" in ''|'#'*) continue ;; esac
	specs+=("$name@$version")
	names+=("$name")
done < "$HERE/npm/packages.txt"
(cd "$WORK/npm" && npm init -y > /dev/null && npm install --silent --no-audit --no-fund "${specs[@]}" > /dev/null)
for name in "${names[@]}"; do
	have=$(node -p "require('$WORK/npm/node_modules/$name/package.json').version")
	safe=${name//\//+}
	mkdir -p "$WORK/npm/src/$safe"
	# the installed directory without the package's own node_modules
	tar -C "$WORK/npm/node_modules" --exclude="$name/node_modules" -cf - "$name" | tar -C "$WORK/npm/src/$safe" -xf -
	scan "$WORK/npm/src/$safe" "npm/${safe#@}" "$have" "$WORK/npm/cat/$safe.jsonl"
done
cat "$WORK"/npm/cat/*.jsonl > "$WORK/npm/catalog.jsonl"
if [ -n "${BASE:-}" ]; then cat "$WORK"/npm/cat-base/*.jsonl > "$WORK/npm/catalog-base.jsonl"; fi
(cd "$WORK/npm" && TZ=UTC nice node "$ROOT/$HERE/npm/cases.js" "$ROOT/$HERE/npm/packages.txt" > cases.jsonl 2> cases.err)
grep -v 'did not throw' "$WORK/npm/cases.err" | grep '^cases.js' >&2 || true
fi

# Python
pysuite=("python=$WORK/python/cases.jsonl=$WORK/python/catalog.jsonl")
pybase=("python=$WORK/python/cases.jsonl=$WORK/python/catalog-base.jsonl")
if [ "${ONLY:-}" = npm ]; then pysuite=(); pybase=(); fi
missing=()
while read -r name deb roots; do
	case "$name" in ''|'#'*) continue ;; esac
	have=$(dpkg-query -W -f='${Version}' "$deb" 2>/dev/null || true)
	if [ -z "$have" ]; then
		missing+=("$deb")
		continue
	fi
	mkdir -p "$WORK/python/src/$name"
	for r in ${roots//,/ }; do
		tar -C /usr/lib/python3/dist-packages --exclude=__pycache__ -cf - "$r" | tar -C "$WORK/python/src/$name" -xf -
	done
	scan "$WORK/python/src/$name" "debian/$deb" "$have" "$WORK/python/cat/$name.jsonl"
done < <(if [ "${ONLY:-}" != npm ]; then cat "$HERE/python/packages.txt"; fi)
if [ ${#missing[@]} -gt 0 ]; then
	echo "run-js-py.sh: not installed: ${missing[*]} (bench/heldout/install.sh)" >&2
	exit 1
fi
if [ "${ONLY:-}" != npm ]; then
	cat "$WORK"/python/cat/*.jsonl > "$WORK/python/catalog.jsonl"
	if [ -n "${BASE:-}" ]; then cat "$WORK"/python/cat-base/*.jsonl > "$WORK/python/catalog-base.jsonl"; fi
	nice /usr/bin/python3 "$HERE/python/heldout.py" "$HERE/python/packages.txt" "$WORK/python/src" > "$WORK/python/cases.jsonl" 2> "$WORK/python/cases.err"
	grep '^heldout.py' "$WORK/python/cases.err" >&2 || true
fi
gen=$(date +%s)

if [ -n "${BASE:-}" ]; then
	echo "baseline: $BASE"
	"$WORK/js-py/eval" -errdex "$WORK/js-py/errdex-base" -split "$HERE/split-js-py.txt" -misses "$WORK/js-py/misses-base.jsonl" "$@" \
		"${npmbase[@]}" "${pybase[@]}"
	echo
	echo "this tree's errdex${ERRDEX:+ ($ERRDEX)}"
fi

"$WORK/js-py/eval" -errdex "$WORK/js-py/errdex" -split "$HERE/split-js-py.txt" -misses "$WORK/js-py/misses.jsonl" "$@" \
	"${npmsuite[@]}" "${pysuite[@]}"
echo
echo "run-js-py.sh: install, scan and cases $((gen - start)) s, explain and score $(($(date +%s) - gen)) s" >&2
