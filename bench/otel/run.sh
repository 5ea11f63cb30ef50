#!/bin/bash
# Benchmark the errdex collector processor against the same pipeline
# without it, side by side in one run, at 1k and 1M catalogued records.
#
#   bench/otel/run.sh [OUTDIR]
#
# Environment: LINES (log lines per catalog, default 200000), RATE (share
# of log lines that are catalogued errors, default 0.01), BENCHTIME
# (go test -benchtime, default 3s), COUNT (go test -count, default 1).
#
# It generates each catalog and its log with matchbench gen (bench/match),
# opens each catalog once with errdex so that its saved index exists, runs
# BenchmarkPipeline (otel/errdexprocessor) on one core, then measures the
# peak RSS of otelcol-errdex holding the 1M catalog: examples/otel's
# pipeline over the 1M log (filelog -> errdex -> file), stopped once the
# file exporter has written every record.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=${1:-/tmp/errdex-bench-otel}
LINES=${LINES:-200000}
RATE=${RATE:-0.01}
BENCHTIME=${BENCHTIME:-3s}
COUNT=${COUNT:-1}
mkdir -p "$OUT"
go build -o "$OUT/matchbench" ./bench/match
go build -o "$OUT/errdex" ./cmd/errdex
(cd otel && go build -o "$OUT/otelcol-errdex" ./cmd/otelcol-errdex)

for n in 1k 1m; do
	case $n in 1k) N=1000 ;; 1m) N=1000000 ;; esac
	if [ ! -s "$OUT/catalog-$n.jsonl" ] || [ ! -s "$OUT/log-$n.log" ]; then
		"$OUT/matchbench" gen -n "$N" -lines "$LINES" -rate "$RATE" \
			-catalog "$OUT/catalog-$n.jsonl" -log "$OUT/log-$n.log" \
			-patterns "$OUT/patterns-$n.txt" -ere "$OUT/patterns-$n.ere"
	fi
	# Builds and saves catalog-$n.jsonl.idx, so the benchmark times
	# records, not the first index build.
	"$OUT/errdex" explain --catalog "$OUT/catalog-$n.jsonl" "warm up" >/dev/null || true
done

echo "== BenchmarkPipeline (GOMAXPROCS=1)"
(cd otel && ERRDEX_BENCH_DIR="$OUT" go test ./errdexprocessor -run '^$' -bench Pipeline \
	-cpu 1 -benchtime "$BENCHTIME" -count "$COUNT" -benchmem) | tee "$OUT/bench.txt"

echo "== otelcol-errdex over the 1M catalog"
want=$(wc -l <"$OUT/log-1m.log")
cat >"$OUT/collector.yaml" <<EOF
receivers:
  filelog:
    include: ["\${env:ERRDEX_LOG}"]
    start_at: beginning
    operators:
      - type: regex_parser
        regex: '^\S+ \S+ (?P<level>[A-Z]+) '
        severity:
          parse_from: attributes.level
processors:
  errdex:
    catalog: "\${env:ERRDEX_CATALOG}"
exporters:
  file:
    path: "\${env:ERRDEX_OUT}"
    format: json
service:
  telemetry:
    metrics:
      level: none
  pipelines:
    logs:
      receivers: [filelog]
      processors: [errdex]
      exporters: [file]
EOF
rm -f "$OUT/collector.out"
ERRDEX_LOG="$OUT/log-1m.log" ERRDEX_CATALOG="$OUT/catalog-1m.jsonl" ERRDEX_OUT="$OUT/collector.out" \
	/usr/bin/time -f "%M %e %U %S" -o "$OUT/collector.time" \
	"$OUT/otelcol-errdex" --config "$OUT/collector.yaml" >"$OUT/collector.log" 2>&1 &
pid=$!
# Wait until every line's record is in the file exporter's output (one
# "body" a record).
for _ in $(seq 600); do
	sleep 1
	if [ "$(grep -o '"body":' "$OUT/collector.out" 2>/dev/null | wc -l)" -ge "$want" ]; then
		break
	fi
done
kill -INT "$(pgrep -P $pid)" 2>/dev/null || kill -INT $pid
wait $pid || true
read -r rss wall user sys <"$OUT/collector.time"
echo "records: $want; peak RSS $((rss / 1024)) MB; wall $wall s, user $user s, sys $sys s (including the catalog open)"
grep "errdex catalog opened" "$OUT/collector.log" | sed 's/.*errdex catalog opened/catalog opened/'
