#!/usr/bin/env bash
# Held-out corpora of real errors (issue 27): Go modules and Rust crates
# that no other errdex corpus or test uses, run with bad input, the truth
# found by running them (go/main.go and rust/cases/src/main.rs say how),
# explained by errdex and scored by bench/deployed/eval with the dev/test
# split of split.txt (test-half cases never printed; -show-test writes their misses to misses.jsonl for counting).
#
#   bench/heldout/run.sh [eval flags...]      # e.g. -v, -show-test
#   ONLY=go|rust bench/heldout/run.sh         # one language
#
# Go: the modules of go/modules.txt (downloaded by go mod download from the
# module proxy into GOMODCACHE) are scanned where they sit in GOMODCACHE
# (--repo from modules.txt, --sha the version), GOROOT/src too (suite go:
# errors the standard library made are answered against it; suite
# go-outside: the same errors against the modules alone, where the answer
# must be unknown). Rust: the crates of rust/crates.txt from Debian's
# librust-*-dev packages (bench/heldout/install.sh; crates.io is not used) are
# copied with their Err(...) sites rewritten to record where they ran
# (rust/rewrite), the cases program is built against the copies, and the
# crates' unmodified sources in /usr/share/cargo/registry are scanned.
#
# ERRDEX=path runs a prebuilt errdex instead of this tree's (a baseline:
# go build -o /tmp/base ./cmd/errdex in a worktree of an older commit).
#
# Scratch data goes to WORK (default /work/corpora/heldout), which is
# rebuilt from scratch; nothing there is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
HERE=$ROOT/bench/heldout
WORK=${WORK:-/work/corpora/heldout}
ONLY=${ONLY:-}
case "$ONLY" in
'' | go | rust) ;;
*)
	echo "run.sh: ONLY=$ONLY: want go or rust" >&2
	exit 2
	;;
esac
rm -rf "$WORK"
mkdir -p "$WORK/cat"
if [ -n "${ERRDEX:-}" ]; then cp "$ERRDEX" "$WORK/errdex"; else go build -o "$WORK/errdex" ./cmd/errdex; fi
go build -o "$WORK/eval" ./bench/deployed/eval
t0=$(date +%s)

# scan DIR REPO SHA OUT: errdex scan, its summary line on stderr
scan() {
	nice "$WORK/errdex" scan "$1" --repo "$2" --sha "$3" --cache off -o "$4" -q 2>&1 | awk '/scanned/ && !n {print; n=1}' | sed "s|^|$(basename "$1"): |" >&2
}

suites=()
if [ -z "$ONLY" ] || [ "$ONLY" = go ]; then
	(cd "$HERE/go" && go mod download)
	: > "$WORK/cat/go-modules.jsonl"
	while read -r name repo version path; do
		case "$name" in ''|'#'*) continue ;; esac
		dir=$(cd "$HERE/go" && go list -m -f '{{.Dir}}' "$path")
		scan "$dir" "$repo" "$version" "$WORK/cat/go-$name.jsonl"
		cat "$WORK/cat/go-$name.jsonl" >> "$WORK/cat/go-modules.jsonl"
	done < "$HERE/go/modules.txt"
	GOSRC=$(go env GOROOT)/src
	scan "$GOSRC" golang/go "$(go env GOVERSION)" "$WORK/cat/go-stdlib.jsonl"
	cat "$WORK/cat/go-modules.jsonl" "$WORK/cat/go-stdlib.jsonl" > "$WORK/cat/go.jsonl"

	# the cases program, built with the overlays in a copy of its module
	# whose listed modules are replaced by rewritten copies
	(cd bench/deployed/go && go run ./overlay -o "$WORK/go-overlay")
	(cd "$HERE/go" && go run ./overlay -base "$WORK/go-overlay/overlay.json" -modules modules.txt -o "$WORK/go-overlay")
	mkdir -p "$WORK/go-build"
	cp "$HERE"/go/*.go "$HERE"/go/go.mod "$HERE"/go/go.sum "$HERE"/go/modules.txt "$WORK/go-build/"
	(cd "$WORK/go-build" &&
		while read -r p d; do go mod edit -replace="$p=$d"; done < "$WORK/go-overlay/replace.txt" &&
		nice go build -tags errdex -overlay "$WORK/go-overlay/overlay.json" -o "$WORK/heldout-go" . &&
		"$WORK/heldout-go" -modules modules.txt -outside "$WORK/go-outside.jsonl" > "$WORK/go-cases.jsonl" 2> "$WORK/go-cases.err")
	tail -1 "$WORK/go-cases.err" >&2
	suites+=("go=$WORK/go-cases.jsonl=$WORK/cat/go.jsonl" "go-outside=$WORK/go-outside.jsonl=$WORK/cat/go-modules.jsonl")
fi

if [ -z "$ONLY" ] || [ "$ONLY" = rust ]; then
	missing=$(grep -v '^#' "$HERE/rust/crates.txt" | awk 'NF >= 3 { print $1 "-" $2, $3 }' |
		while read -r dir deb; do [ -d "/usr/share/cargo/registry/$dir" ] || echo "$deb"; done | sort -u | tr '\n' ' ')
	if [ -n "$missing" ]; then
		echo "run.sh: not installed: $missing(bench/heldout/install.sh)" >&2
		exit 1
	fi
	bash "$HERE/rust/build.sh" "$WORK/rust"
	: > "$WORK/cat/rust.jsonl"
	while read -r name version deb repo role; do
		case "$name" in ''|'#'*) continue ;; esac
		scan "/usr/share/cargo/registry/$name-$version" "$repo" "$version" "$WORK/cat/rust-$name.jsonl"
		cat "$WORK/cat/rust-$name.jsonl" >> "$WORK/cat/rust.jsonl"
	done < "$HERE/rust/crates.txt"
	"$WORK/rust/cases" "$HERE/rust/crates.txt" "$WORK/rust/patched" /usr/share/cargo/registry > "$WORK/rust-cases.jsonl" 2> "$WORK/rust-cases.err"
	tail -1 "$WORK/rust-cases.err" >&2
	suites+=("rust=$WORK/rust-cases.jsonl=$WORK/cat/rust.jsonl")
fi

echo "cases and catalogs: $(($(date +%s) - t0)) s" >&2
"$WORK/eval" -errdex "$WORK/errdex" -split "$HERE/split.txt" -misses "$WORK/misses.jsonl" "$@" "${suites[@]}"
echo "run.sh: $(($(date +%s) - t0)) s in all" >&2
