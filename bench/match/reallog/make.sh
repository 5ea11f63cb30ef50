#!/bin/bash
# Make a log with real failures in it (see assemble.py):
#
#   bench/match/reallog/make.sh OUT.log [SIZE_MB [EVERY]]
#
# Runs failures.py with the interpreter that owns /usr/lib/python3/dist-packages
# (PYTHON, default /usr/bin/python3) and every gopanic case, each a process
# of its own, then assembles OUT.log of SIZE_MB megabytes (default 200), one
# failure in EVERY lines (default 300). The log is not kept in the
# repository: this script makes it again.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$1
size=${2:-200}
every=${3:-300}
PYTHON=${PYTHON:-/usr/bin/python3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$PYTHON" "$here/failures.py" >"$tmp/py.log" 2>&1
mkdir -p "$tmp/go"
(cd "$here/../../.." && go build -o "$tmp/gopanic" ./bench/match/reallog/gopanic)
n=$("$tmp/gopanic" -count)
for i in $(seq 0 $((n - 1))); do
	"$tmp/gopanic" -case "$i" 2>"$tmp/go/$(printf %03d "$i").err" || true
done
python3 "$here/assemble.py" "$tmp" "$size" "$every" >"$out"
echo "$out: $(wc -c <"$out") bytes, $(wc -l <"$out") lines; $(grep -c '^Traceback\|Traceback (most recent' "$out") Python tracebacks, $(grep -c '^panic: ' "$out") Go panics" >&2
