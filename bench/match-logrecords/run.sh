#!/usr/bin/env bash
# bench/match-logrecords/run.sh CATALOG [LINES]: errdex match's speed with
# a catalog's log and warning records and without them, side by side.
# mklog.py writes the two catalogs and a log of LINES lines (default
# 1,000,000); each catalog's index is built and saved by a first run, then
# the two are timed alternately, three runs each, on one core (GOMAXPROCS=1,
# -j 1, --summary-only). Prints CPU seconds (user+sys) per run and the
# events found.
set -euo pipefail
cd "$(dirname "$0")/../.."
cat=$1
lines=${2:-1000000}
out=${OUT:-$(mktemp -d /tmp/errdex-logrecords.XXXXXX)}
mkdir -p "$out"
go build -o "$out/errdex" ./cmd/errdex
python3 bench/match-logrecords/mklog.py "$cat" "$out" "$lines"
echo "log: $(wc -l < "$out/app.log") lines, $(du -m "$out/app.log" | cut -f1) MB; catalogs: with $(wc -l < "$out/with.jsonl"), without $(wc -l < "$out/without.jsonl") records"
for c in with without; do
  "$out/errdex" match --catalog "$out/$c.jsonl" --summary-only -j 1 "$out/app.log" > "$out/$c.summary" 2>&1 || true
done
for run in 1 2 3; do
  for c in with without; do
    /usr/bin/time -f "%U %S" -o "$out/t" env GOMAXPROCS=1 "$out/errdex" match --catalog "$out/$c.jsonl" --summary-only -j 1 "$out/app.log" > "$out/$c.summary" 2>&1 || true
    read -r u s < "$out/t"
    echo "run $run $c: $(echo "$u + $s" | bc) CPU s, $(grep -o '^[0-9]* error events ([0-9]* matched' "$out/$c.summary" | head -1)"
  done
done
