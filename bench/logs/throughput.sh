#!/usr/bin/env bash
# bench/logs/throughput.sh CATALOG.jsonl [OUTDIR]: errdex match's one-core
# throughput with a real catalog, with and without its log records,
# side by side in one run (issue 11: log records must not cost more than
# 10%). CATALOG is a scan of a real repository (the README uses the sglang
# fork at db570fe6); the "without" catalog is the same file with every
# record of errorType log or warning dropped. The log is matchbench gen's
# synthetic log (LINES lines, default 2,000,000, one error line per
# thousand, prefixed INFO noise otherwise). Each catalog's index is built
# and saved first; then the two are timed alternately, RUNS times each
# (default 3), and the median CPU time (user + system) is reported: on a
# shared machine wall time measures the neighbours.
set -euo pipefail
cd "$(dirname "$0")/../.."
cat=${1:?usage: throughput.sh CATALOG.jsonl [OUTDIR]}
out=${2:-/tmp/errdex-logs-throughput}
LINES=${LINES:-2000000}
RUNS=${RUNS:-3}
mkdir -p "$out"
go build -o "$out/errdex" ./cmd/errdex
go build -o "$out/matchbench" ./bench/match
"$out/matchbench" gen -n 1000 -lines "$LINES" -catalog "$out/synthetic.jsonl" -log "$out/app.log" -patterns "$out/p.txt" -ere "$out/p.ere"
cp "$cat" "$out/with.jsonl"
python3 - "$cat" "$out/without.jsonl" <<'PY'
import json, sys
n = k = 0
with open(sys.argv[2], "w") as w:
    for l in open(sys.argv[1]):
        n += 1
        if json.loads(l)["record"]["errorType"] in ("log", "warning"):
            continue
        k += 1
        w.write(l)
print(f"catalog: {n} records, {n - k} of them log or warning records; without them: {k}")
PY
bytes=$(stat -c %s "$out/app.log")
for c in with without; do
  echo x | "$out/errdex" match --catalog "$out/$c.jsonl" - >/dev/null || true # builds and saves the index
done
declare -A times
for r in $(seq "$RUNS"); do
  for c in with without; do
    /usr/bin/time -f "%U %S %e" -o "$out/time" env GOMAXPROCS=1 "$out/errdex" match -j 1 --json --catalog "$out/$c.jsonl" "$out/app.log" >"$out/$c.answers" 2>/dev/null || true
    s=$(tail -1 "$out/time" | awk '{printf "%.2f %s", $1 + $2, $3}')
    times[$c]+="$s;"
  done
done
for c in with without; do
  echo "${times[$c]}" | tr ';' '\n' | grep . | sort -n | awk -v b="$bytes" -v c="$c" '{u[NR]=$1; w[NR]=$2} END {k=int((NR+1)/2); printf "%-8s median %.2f CPU s, %.1f MB per CPU second (%.2f s wall; runs: %d)\n", c, u[k], b/1e6/u[k], w[k], NR}'
done
echo "events with: $(grep -c '"input"' "$out/with.answers"), without: $(grep -c '"input"' "$out/without.answers")"
