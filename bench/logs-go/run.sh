#!/usr/bin/env bash
# bench/logs-go/run.sh [ERRDEX...]: real Go log lines, each traced to its
# call site. Runs net/http's server and httputil.ReverseProxy against bad
# clients in one process (main.go), logging through log and through slog's
# JSON and text handlers, scans $(go env GOROOT)/src/net with each ERRDEX
# binary given (default: one built from this tree), and scores errdex
# match --json against the call sites seen on the stack when each line was
# written. Prints a Markdown table per binary; VERBOSE=1 lists the misses.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${OUT:-$(mktemp -d /tmp/errdex-logs-go.XXXXXX)}
if [ $# -eq 0 ]; then
  go build -o "$out/errdex" ./cmd/errdex
  set -- "$out/errdex"
fi
go build -o "$out/logs-go" ./bench/logs-go
for bin in "$@"; do
  echo "### $bin"
  "$out/logs-go" -errdex "$bin" -out "$out" ${VERBOSE:+-v}
done
echo "log, truth and answers in $out"
