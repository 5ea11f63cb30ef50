#!/usr/bin/env bash
# Real errors from installed software, explained by errdex against a
# catalog of the software's upstream repository at the installed version.
#
#   bench/deployed/run.sh [-v]        # prints the misses, then the table
#   ONLY=python|go|npm bench/deployed/run.sh   # one language
#
# Python: Debian's python3-* packages (python/packages.txt; apt-get install
# any that are missing) are run by /usr/bin/python3 with bad input
# (python/cases.py); each package's repository is fetched (errdex's fetch
# mirrors under /work/.mirror, or MIRRORS=DIR holding OWNER+NAME/repo), its
# Debian version's tag is git-archived into $WORK/src/NAME and scanned; all
# packages go into one catalog. Go: go/ calls modules from the module
# cache with bad input (go/cases.go; go/main.go says how the truth is
# found), each module's repository at the cached version is scanned, all
# into one catalog. npm: the packages of npm/packages.txt are installed
# into $WORK/npm and thrown from by npm/cases.js (see there for the truth
# of a package that ships compiled dist/ code only); their repositories at
# the version's tag go into one catalog.
# Every generator writes cases in eval's format; eval runs the built errdex
# explain --json on each case's traceback and on its message alone.
#
# ERRDEX=path runs a prebuilt errdex instead of this tree's (a baseline).
# WORK (default /work/corpora/deployed) holds the sources, catalogs, cases
# and misses.jsonl (one JSON line per miss, for categorising).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=${WORK:-/work/corpora/deployed}
ONLY=${ONLY:-}
case "$ONLY" in
'' | python | go | npm) ;;
*)
	echo "run.sh: ONLY=$ONLY: want python, go or npm" >&2
	exit 2
	;;
esac
MIRRORS=${MIRRORS:-/work/.mirror}
mkdir -p "$WORK/src" "$WORK/cat"
if [ -n "${ERRDEX:-}" ]; then cp "$ERRDEX" "$WORK/errdex"; else go build -o "$WORK/errdex" ./cmd/errdex; fi
go build -o "$WORK/eval" ./bench/deployed/eval

# source NAME OWNER/REPO TAG: the repository at TAG in $WORK/src/NAME; its
# commit on stdout.
source_at() {
	local name=$1 repo=$2 tag=$3 git="$MIRRORS/${2/\//+}/repo"
	if [ ! -d "$git" ]; then
		echo "run.sh: no mirror of $repo at $git (fetch github:$repo)" >&2
		return 1
	fi
	local sha
	sha=$(git -C "$git" rev-parse "$tag^{commit}")
	if [ ! -f "$WORK/src/$name/.errdex-sha" ] || [ "$(cat "$WORK/src/$name/.errdex-sha")" != "$sha" ]; then
		rm -rf "$WORK/src/$name"
		mkdir -p "$WORK/src/$name"
		git -C "$git" archive "$sha" | tar -x -C "$WORK/src/$name"
		echo "$sha" > "$WORK/src/$name/.errdex-sha"
	fi
	echo "$sha"
}

# scan NAME OWNER/REPO SHA OUT [DIR]: errdex scan of $WORK/src/NAME[/DIR]
scan() {
	nice "$WORK/errdex" scan "$WORK/src/$1${5:+/$5}" --repo "$2" --sha "$3" -o "$4" -q 2>&1 | tail -1 | sed "s|^|$1: |" >&2
}

suites=()

# want LANG: whether this run covers LANG
want() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }

# Python
if want python; then
	: > "$WORK/cat/python.jsonl"
	while read -r name deb repo tag inst rpath; do
		case "$name" in ''|'#'*) continue ;; esac
		have=$(dpkg-query -W -f='${Version}' "$deb" 2>/dev/null || true)
		if [ -z "$have" ]; then
			echo "run.sh: $deb is not installed (apt-get install $deb)" >&2
			exit 1
		fi
		sha=$(source_at "$name" "$repo" "$tag")
		scan "$name" "$repo" "$sha" "$WORK/cat/py-$name.jsonl"
		cat "$WORK/cat/py-$name.jsonl" >> "$WORK/cat/python.jsonl"
		echo "$name $deb $have $repo $tag ${sha:0:12}" >&2
	done < bench/deployed/python/packages.txt
	nice /usr/bin/python3 bench/deployed/python/errors.py bench/deployed/python/packages.txt "$WORK/src" > "$WORK/py-cases.jsonl" 2> "$WORK/py-cases.err"
	tail -1 "$WORK/py-cases.err" >&2
	suites+=("python=$WORK/py-cases.jsonl=$WORK/cat/python.jsonl")
fi

# Go
if want go && [ -f bench/deployed/go/modules.txt ]; then
	: > "$WORK/cat/go.jsonl"
	while read -r name repo version dir; do
		case "$name" in ''|'#'*) continue ;; esac
		sha=$(source_at "go-$name" "$repo" "$version")
		scan "go-$name" "$repo" "$sha" "$WORK/cat/go-$name.jsonl"
		cat "$WORK/cat/go-$name.jsonl" >> "$WORK/cat/go.jsonl"
	done < bench/deployed/go/modules.txt
	(cd bench/deployed/go && go run ./overlay -o "$WORK/go-overlay" &&
		go build -tags errdex -overlay "$WORK/go-overlay/overlay.json" -o "$WORK/go-cases" .)
	"$WORK/go-cases" -modules bench/deployed/go/modules.txt -src "$WORK/src" > "$WORK/go-cases.jsonl" 2> "$WORK/go-cases.err"
	tail -1 "$WORK/go-cases.err" >&2
	suites+=("go=$WORK/go-cases.jsonl=$WORK/cat/go.jsonl")
fi

# npm
if want npm; then
	: > "$WORK/cat/npm.jsonl"
	specs=()
	while read -r name version repo tag layout; do
		case "$name" in ''|'#'*) continue ;; esac
		sha=$(source_at "npm-$name" "$repo" "$tag")
		scan "npm-$name" "$repo" "$sha" "$WORK/cat/npm-$name.jsonl"
		cat "$WORK/cat/npm-$name.jsonl" >> "$WORK/cat/npm.jsonl"
		specs+=("$name@$version")
	done < bench/deployed/npm/packages.txt
	rm -rf "$WORK/npm"
	mkdir -p "$WORK/npm"
	(cd "$WORK/npm" && npm install --silent --no-audit --no-fund "${specs[@]}" > /dev/null &&
		node "$ROOT/bench/deployed/npm/cases.js" "$ROOT/bench/deployed/npm/packages.txt" "$WORK/src" > "$WORK/npm-cases.jsonl" 2> "$WORK/npm-cases.err")
	suites+=("npm=$WORK/npm-cases.jsonl=$WORK/cat/npm.jsonl")
fi

"$WORK/eval" -errdex "$WORK/errdex" -misses "$WORK/misses.jsonl" "$@" "${suites[@]}"
echo
python3 bench/deployed/categorize.py "$WORK" | sed -n "1,/^$/p"
