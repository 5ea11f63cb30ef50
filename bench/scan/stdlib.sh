#!/usr/bin/env bash
# Scan CPython's standard library with errdex and compare with grep and
# ast-grep on the same tree, in one run. Prints a Markdown table.
#
#   bench/scan/stdlib.sh            # uses the python3 on PATH
#   ASTGREP=/path/to/ast-grep bench/scan/stdlib.sh
#   BASE=/path/to/old/errdex bench/scan/stdlib.sh   # also time a baseline binary
#   TREES="/path/to/sglang ..." bench/scan/stdlib.sh # also scan these trees (rows below)
#   RUNS=5 bench/scan/stdlib.sh     # time each cold scan 5 times, alternating
#
# With BASE, the baseline and the new binary alternate (baseline first) and
# their records are compared with cmp once analyzedAt and datasetVersion,
# the scan time, are blanked: "identical" or "differ". Each tree of TREES
# gets a row: errdex (and BASE) on it, and ast-grep on its Python files.
#
# Each scan is timed by /usr/bin/time: wall and CPU (user+sys) seconds.
# With RUNS=N (default 1) the cold scans of a tree (BASE, errdex, ast-grep)
# run N times in rounds, one of each per round, so that a change in the
# machine's speed falls on all of them alike; a cell then gives the median
# wall and CPU seconds and the range of the walls, and the ratio row
# errdex's median wall over ast-grep's with the range of the per-round
# ratios. On a shared or virtual machine single runs of the same binary
# were seen 1.5x apart within minutes.
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
RUNS=${RUNS:-1}
# median FILE...: each FILE holds "wall cpu"; prints the median wall, the
# median CPU, the smallest and the largest wall.
median() {
  local w c
  w=$(cat "$@" | cut -d' ' -f1 | sort -g | awk '{v[NR]=$1} END {m=int((NR+1)/2); printf "%.2f %.2f %.2f", (NR%2)?v[m]:(v[m]+v[m+1])/2, v[1], v[NR]}')
  c=$(cat "$@" | cut -d' ' -f2 | sort -g | awk '{v[NR]=$1} END {m=int((NR+1)/2); printf "%.2f", (NR%2)?v[m]:(v[m]+v[m+1])/2}')
  set -- $w
  echo "$1 $c $2 $3"
}
# cell PREFIX: "W s, C s CPU" for one run, else medians with the walls' range.
cell() {
  local mw mc lo hi
  read -r mw mc lo hi < <(median "$1".*)
  if [ "$RUNS" -gt 1 ]; then
    printf '%s s (%s-%s), %s s CPU, median of %d' "$mw" "$lo" "$hi" "$mc" "$RUNS"
  else
    printf '%s s, %s s CPU' "$mw" "$mc"
  fi
}
# ratio A B: A's median wall over B's, with the range of the per-round ratios.
ratio() {
  local a b
  a=$(median "$1".* | cut -d' ' -f1); b=$(median "$2".* | cut -d' ' -f1)
  for r in $(seq "$RUNS"); do paste "$1.$r" "$2.$r"; done | awk -v a="$a" -v b="$b" -v n="$RUNS" '
    {x=$1/$3; if (NR==1 || x<lo) lo=x; if (NR==1 || x>hi) hi=x}
    END {if (n>1) printf "%.2fx (rounds %.2f-%.2fx)", a/b, lo, hi; else printf "%.2fx", a/b}'
}
for r in $(seq "$RUNS"); do
  if [ -n "${BASE:-}" ]; then
    timed "$out/base.time.$r" "$BASE" scan "$STD" --cache off -o "$out/base.jsonl" -q 2> /dev/null
  fi
  timed "$out/errdex.time.$r" "$out/errdex" scan "$STD" --cache off -o "$out/stdlib.jsonl" -q 2> "$out/scan.err"
  if [ -n "${ASTGREP:-}" ]; then
    (cd "$STD" && timed "$out/sg.time.$r" "$ASTGREP" run -p 'raise $$$' -l python --globs '!site-packages' --json=stream . > "$out/sg.json" 2>/dev/null) || true
  fi
done
# warm: fill a cache, then time a scan that reads it.
"$out/errdex" scan "$STD" --cache "$out/cache" -o /dev/null -q 2> /dev/null
timed "$out/warm.time" "$out/errdex" scan "$STD" --cache "$out/cache" -o "$out/warm.jsonl" -q 2> /dev/null
read -r errdex_s errdex_cpu _ < <(median "$out"/errdex.time.*)
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
  sg=$(wc -l < "$out/sg.json")
  sg_row=$(printf '| ast-grep `raise $$$` | %s | %s matches | structural match only, no message template |' "$(cell "$out/sg.time")" "$sg")
  sg_row+=$'\n'$(printf '| errdex scan / ast-grep, wall | %s | | cold scan against ast-grep in the same rounds |' "$(ratio "$out/errdex.time" "$out/sg.time")")
fi

echo "CPython stdlib at $STD: $nfiles files, $mbytes MB, $(nproc) cores"
echo
echo "| tool | wall | found | notes |"
echo "|---|---|---|---|"
printf '| errdex scan | %s (%.0f files/s) | %s records (%s with a pattern, %s asserts) | %s files skipped with a warning |\n' \
  "$(cell "$out/errdex.time")" "$(echo "$nfiles / $errdex_s" | bc -l)" "$records" "$patterns" "$asserts" "$(grep -o '[0-9]* skipped' "$out/scan.err" | cut -d' ' -f1)"
read -r warm_s warm_cpu < "$out/warm.time"
printf '| errdex scan, warm cache | %.2f s, %.2f s CPU | %s records | records %s to the cold scan'"'"'s; every file from the cache |\n' "$warm_s" "$warm_cpu" "$(wc -l < "$out/warm.jsonl")" "$(same "$out/warm.jsonl" "$out/stdlib.jsonl")"
printf '| grep -c %s | %.2f s | %s lines | %s of them bare re-raises |\n' "'^\s*raise'" "$grep_s" "$grep_raise" "$grep_bare"
echo "$sg_row"
if [ -n "${BASE:-}" ]; then
  printf '| baseline %s | %s | %s records | records %s to errdex scan'"'"'s |\n' "$BASE" "$(cell "$out/base.time")" "$(wc -l < "$out/base.jsonl")" "$(same "$out/base.jsonl" "$out/stdlib.jsonl")"
fi

for tree in ${TREES:-}; do
  name=$(basename "$tree")
  rm -f "$out"/tb.time.* "$out"/tn.time.* "$out"/tsg.time.*
  for r in $(seq "$RUNS"); do
    if [ -n "${BASE:-}" ]; then
      timed "$out/tb.time.$r" "$BASE" scan "$tree" --cache off -o "$out/tb.jsonl" -q 2> /dev/null
    fi
    timed "$out/tn.time.$r" "$out/errdex" scan "$tree" --cache off -o "$out/tn.jsonl" -q 2> /dev/null
    if [ -n "${ASTGREP:-}" ]; then
      (cd "$tree" && timed "$out/tsg.time.$r" "$ASTGREP" run -p 'raise $$$' -l python --json=stream . > "$out/tsg.json" 2>/dev/null) || true
    fi
  done
  printf '| errdex scan %s | %s | %s records | |\n' "$name" "$(cell "$out/tn.time")" "$(wc -l < "$out/tn.jsonl")"
  "$out/errdex" scan "$tree" --cache "$out/cache" -o /dev/null -q 2> /dev/null
  timed "$out/tw.time" "$out/errdex" scan "$tree" --cache "$out/cache" -o "$out/tw.jsonl" -q 2> /dev/null
  read -r tw_s tw_cpu < "$out/tw.time"
  printf '| errdex scan %s, warm cache | %.2f s, %.2f s CPU | %s records | records %s to the cold scan'"'"'s |\n' "$name" "$tw_s" "$tw_cpu" "$(wc -l < "$out/tw.jsonl")" "$(same "$out/tw.jsonl" "$out/tn.jsonl")"
  if [ -n "${BASE:-}" ]; then
    printf '| baseline on %s | %s | %s records | records %s |\n' "$name" "$(cell "$out/tb.time")" "$(wc -l < "$out/tb.jsonl")" "$(same "$out/tb.jsonl" "$out/tn.jsonl")"
  fi
  if [ -n "${ASTGREP:-}" ]; then
    printf '| ast-grep `raise $$$` on %s | %s | %s matches | Python files only |\n' "$name" "$(cell "$out/tsg.time")" "$(wc -l < "$out/tsg.json")"
    printf '| errdex scan / ast-grep on %s, wall | %s | | every language against ast-grep on the Python, same rounds |\n' "$name" "$(ratio "$out/tn.time" "$out/tsg.time")"
  fi
done
