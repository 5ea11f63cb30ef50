#!/usr/bin/env bash
# bench/logs-python/run.sh [ERRDEX...]: real logs from real software, each line
# traced to its call site, scored against errdex match. It runs
# real_logs.py (Python's http.server, asyncio, concurrent.futures and
# warnings from the interpreter's standard library, and Debian's pip),
# scans the code that ran (that interpreter's stdlib and
# /usr/lib/python3/dist-packages/pip) with each ERRDEX binary given
# (default: one built from this tree), and prints a table per binary.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${OUT:-$(mktemp -d /tmp/errdex-logs.XXXXXX)}
mkdir -p "$out"
if [ $# -eq 0 ]; then
  go build -o "$out/errdex" ./cmd/errdex
  set -- "$out/errdex"
fi
py=${PYTHON:-python3}
"$py" bench/logs-python/real_logs.py "$out"
stdlib=$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
src="$out/src"
rm -rf "$src" && mkdir -p "$src"
# The standard library that ran, without its tests and installed packages,
# and the pip that ran (paths below dist-packages: pip/...).
tar -C "$stdlib" --exclude=./test --exclude=./site-packages --exclude='*/__pycache__' -cf - . | tar -C "$src" -xf -
[ -d /usr/lib/python3/dist-packages/pip ] && cp -r /usr/lib/python3/dist-packages/pip "$src/pip"
for bin in "$@"; do
  name=$(basename "$(dirname "$bin")")/$(basename "$bin")
  cat="$out/catalog-$(echo "$name" | tr / _).jsonl"
  "$bin" scan -q -o "$cat" "$src" 2>&1 | tail -1
  "$bin" match --catalog "$cat" --json "$out/app.log" > "$out/answers.jsonl" || true
  "$py" bench/logs-python/eval.py ${VERBOSE:+-v} "$out/truth.jsonl" "$out/answers.jsonl" "($name)"
done
echo "log, truth and answers in $out"
