#!/usr/bin/env bash
# Scan CPython's standard library with errdex and compare with grep and
# ast-grep on the same tree, in one run. Prints a Markdown table.
#
#   bench/scan/stdlib.sh            # uses the python3 on PATH
#   ASTGREP=/path/to/ast-grep bench/scan/stdlib.sh
#   BASE=/path/to/old/errdex bench/scan/stdlib.sh   # also time a baseline binary
#   TREES="/path/to/sglang ..." bench/scan/stdlib.sh # also scan these trees (rows below)
#
# With BASE, the baseline and the new binary alternate (baseline first) and
# their records are compared with cmp once analyzedAt and datasetVersion,
# the scan time, are blanked: "identical" or "differ". Each tree of TREES
# gets a row: errdex (and BASE) on it, and ast-grep on its Python files.
#
# Each scan is timed by /usr/bin/time: wall and CPU (user+sys) seconds.
# errdex's rows are cold scans (--cache off); the "warm cache" row scans
# again into a cache the scan before it filled, as a re-scan of an
# unchanged tree does.
# ast-grep comes from npm (@ast-grep/cli); the script installs it into a
# temporary directory when ASTGREP is unset and npm is available.
set -euo pipefail
cd "$(dirname "$0")/../.."
STD=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
go build -o "$out/errdex" ./cmd/errdex

if [ -z "${ASTGREP:-}" ] && command -v npm >/dev/null; then
  (cd "$out" && npm install --silent @ast-grep/cli >/dev/null 2>&1) && ASTGREP="$out/node_modules/.bin/ast-grep" || true
fi

# The same file set for every tool: .py files outside site-packages and caches.
find "$STD" -name '*.py' -not -path '*/site-packages/*' -not -path '*/__pycache__/*' -print0 > "$out/files"
nfiles=$(tr -cd '\0' < "$out/files" | wc -c)
mbytes=$(xargs -0 cat < "$out/files" | wc -c | awk '{printf "%.1f", $1/1048576}')

# timed FILE CMD...: run CMD, leaving "wall cpu" seconds in FILE.
timed() { local f=$1; shift; /usr/bin/time -f '%e %U %S' -o "$f.t" "$@"; awk '{printf "%s %.2f\n", $1, $2+$3}' "$f.t" > "$f"; }
# same A B: whether two datasets are byte-identical but for the scan time.
same() {
  local a b
  a=$(sed -E 's/"(analyzedAt|datasetVersion)":"[^"]*"/"\1":""/g' "$1" | cksum)
  b=$(sed -E 's/"(analyzedAt|datasetVersion)":"[^"]*"/"\1":""/g' "$2" | cksum)
  if [ "$a" = "$b" ]; then echo identical; else echo differ; fi
}
if [ -n "${BASE:-}" ]; then
  timed "$out/base.time" "$BASE" scan "$STD" --cache off -o "$out/base.jsonl" -q 2> /dev/null
fi
timed "$out/errdex.time" "$out/errdex" scan "$STD" --cache off -o "$out/stdlib.jsonl" -q 2> "$out/scan.err"
# warm: fill a cache, then time a scan that reads it.
"$out/errdex" scan "$STD" --cache "$out/cache" -o /dev/null -q 2> /dev/null
timed "$out/warm.time" "$out/errdex" scan "$STD" --cache "$out/cache" -o "$out/warm.jsonl" -q 2> /dev/null
read -r errdex_s errdex_cpu < "$out/errdex.time"
records=$(wc -l < "$out/stdlib.jsonl")
patterns=$(grep -c '"messagePattern":"[^"]' "$out/stdlib.jsonl" || true)
asserts=$(grep -c '"errorClass":"AssertionError"' "$out/stdlib.jsonl" || true)

t0=$(date +%s.%N)
grep_raise=$(xargs -0 grep -h '^\s*raise' < "$out/files" | wc -l)
t1=$(date +%s.%N)
grep_s=$(echo "$t1 - $t0" | bc)
grep_bare=$(xargs -0 grep -hE '^\s*raise\s*(#.*)?$' < "$out/files" | wc -l)

sg_row="| ast-grep \`raise \$\$\$\` | not installed | | |"
if [ -n "${ASTGREP:-}" ]; then
  (cd "$STD" && timed "$out/sg.time" "$ASTGREP" run -p 'raise $$$' -l python --globs '!site-packages' --json=stream . > "$out/sg.json" 2>/dev/null) || true
  read -r sg_s sg_cpu < "$out/sg.time"
  sg=$(wc -l < "$out/sg.json")
  sg_row=$(printf '| ast-grep `raise $$$` | %.2f s, %.2f s CPU | %s matches | structural match only, no message template |' "$sg_s" "$sg_cpu" "$sg")
fi

echo "CPython stdlib at $STD: $nfiles files, $mbytes MB, $(nproc) cores"
echo
echo "| tool | wall | found | notes |"
echo "|---|---|---|---|"
printf '| errdex scan | %.2f s (%.0f files/s), %.2f s CPU | %s records (%s with a pattern, %s asserts) | %s files skipped with a warning |\n' \
  "$errdex_s" "$(echo "$nfiles / $errdex_s" | bc -l)" "$errdex_cpu" "$records" "$patterns" "$asserts" "$(grep -o '[0-9]* skipped' "$out/scan.err" | cut -d' ' -f1)"
read -r warm_s warm_cpu < "$out/warm.time"
printf '| errdex scan, warm cache | %.2f s, %.2f s CPU | %s records | records %s to the cold scan'"'"'s; every file from the cache |\n' "$warm_s" "$warm_cpu" "$(wc -l < "$out/warm.jsonl")" "$(same "$out/warm.jsonl" "$out/stdlib.jsonl")"
printf '| grep -c %s | %.2f s | %s lines | %s of them bare re-raises |\n' "'^\s*raise'" "$grep_s" "$grep_raise" "$grep_bare"
echo "$sg_row"
if [ -n "${BASE:-}" ]; then
  read -r base_s base_cpu < "$out/base.time"
  printf '| baseline %s | %.2f s, %.2f s CPU | %s records | records %s to errdex scan'"'"'s |\n' "$BASE" "$base_s" "$base_cpu" "$(wc -l < "$out/base.jsonl")" "$(same "$out/base.jsonl" "$out/stdlib.jsonl")"
fi

for tree in ${TREES:-}; do
  name=$(basename "$tree")
  if [ -n "${BASE:-}" ]; then
    timed "$out/tb.time" "$BASE" scan "$tree" --cache off -o "$out/tb.jsonl" -q 2> /dev/null
  fi
  timed "$out/tn.time" "$out/errdex" scan "$tree" --cache off -o "$out/tn.jsonl" -q 2> /dev/null
  read -r tn_s tn_cpu < "$out/tn.time"
  printf '| errdex scan %s | %.2f s, %.2f s CPU | %s records | |\n' "$name" "$tn_s" "$tn_cpu" "$(wc -l < "$out/tn.jsonl")"
  "$out/errdex" scan "$tree" --cache "$out/cache" -o /dev/null -q 2> /dev/null
  timed "$out/tw.time" "$out/errdex" scan "$tree" --cache "$out/cache" -o "$out/tw.jsonl" -q 2> /dev/null
  read -r tw_s tw_cpu < "$out/tw.time"
  printf '| errdex scan %s, warm cache | %.2f s, %.2f s CPU | %s records | records %s to the cold scan'"'"'s |\n' "$name" "$tw_s" "$tw_cpu" "$(wc -l < "$out/tw.jsonl")" "$(same "$out/tw.jsonl" "$out/tn.jsonl")"
  if [ -n "${BASE:-}" ]; then
    read -r tb_s tb_cpu < "$out/tb.time"
    printf '| baseline on %s | %.2f s, %.2f s CPU | %s records | records %s |\n' "$name" "$tb_s" "$tb_cpu" "$(wc -l < "$out/tb.jsonl")" "$(same "$out/tb.jsonl" "$out/tn.jsonl")"
  fi
  if [ -n "${ASTGREP:-}" ]; then
    (cd "$tree" && timed "$out/tsg.time" "$ASTGREP" run -p 'raise $$$' -l python --json=stream . > "$out/tsg.json" 2>/dev/null) || true
    read -r tsg_s tsg_cpu < "$out/tsg.time"
    printf '| ast-grep `raise $$$` on %s | %.2f s, %.2f s CPU | %s matches | Python files only |\n' "$name" "$tsg_s" "$tsg_cpu" "$(wc -l < "$out/tsg.json")"
  fi
done
