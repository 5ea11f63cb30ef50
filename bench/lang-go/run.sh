#!/usr/bin/env bash
# Real Go errors matched back to their sites: scan $(go env GOROOT)/src with
# errdex, call standard-library functions with bad input (cases.go), and
# report errdex explain's top-1 accuracy, message-only and, for panics,
# with the goroutine stack. Prints Markdown tables.
#
#   bench/lang-go/run.sh        # misses only
#   bench/lang-go/run.sh -v     # every case
#
# Set CATALOG=FILE to reuse a catalog of GOROOT/src from an earlier run.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
go build -o "$out/errdex" ./cmd/errdex
go build -o "$out/lang-go" ./bench/lang-go
GOSRC="$(go env GOROOT)/src"
if [ -z "${CATALOG:-}" ]; then
  CATALOG="$out/goroot.jsonl"
  t0=$(date +%s.%N)
  "$out/errdex" scan "$GOSRC" -o "$CATALOG" -q 2> "$out/scan.err"
  t1=$(date +%s.%N)
  echo "scan of $GOSRC: $(tail -1 "$out/scan.err") ($(echo "$t1 - $t0" | bc) s wall)"
  echo
fi
"$out/lang-go" -errdex "$out/errdex" -catalog "$CATALOG" "$@"
