#!/usr/bin/env bash
# Scans real trees with the JavaScript and Java extractors and sets the
# record counts beside grep counts of the construct, in one run:
#   - npm packages semver, yaml, ajv, express (pinned) and their
#     dependencies, installed into a temporary directory;
#   - the java.base module of a JDK's lib/src.zip (JDK_SRC=/path/to/src.zip,
#     default: the first /usr/lib/jvm/*/lib/src.zip), skipped when absent.
# Prints Markdown.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/errdex" ./cmd/errdex

count() { # count REGEX FILES0: lines matching REGEX in the NUL-separated file list
  xargs -0 grep -hE "$1" < "$2" | wc -l
}

echo "| tree | files | records | grep \`throw \` lines | grep \`throw new\` lines | scan time |"
echo "| --- | --- | --- | --- | --- | --- |"

mkdir "$work/npm"
(cd "$work/npm" && npm install --silent --no-audit --no-fund semver@7.8.6 yaml@2.9.1 ajv@8.20.0 express@5.3.0 >/dev/null)
t0=$(date +%s.%N)
"$work/errdex" scan --all-dirs -o "$work/npm.jsonl" "$work/npm" 2> "$work/npm.log"
t1=$(date +%s.%N)
# The files the extractor analyses: no declaration files, no minified files
# (the scan skips those with a warning).
(cd "$work/npm" && find node_modules \( -name '*.js' -o -name '*.mjs' -o -name '*.cjs' -o -name '*.ts' -o -name '*.tsx' \) \
  ! -name '*.d.ts' ! -name '*.d.mts' ! -name '*.d.cts' -type f -print0) > "$work/npm.files"
grep -o '^warning: [^:]*:[0-9]*: minified' "$work/npm.log" | sed 's/^warning: //; s/:[0-9]*: minified$//' > "$work/npm.min" || true
(cd "$work/npm" && tr '\0' '\n' < "$work/npm.files" | grep -vxF -f "$work/npm.min" | tr '\n' '\0') > "$work/npm.files2" || true
nfiles=$(tr -cd '\0' < "$work/npm.files2" | wc -c)
echo "| npm: semver yaml ajv express + deps | $nfiles | $(wc -l < "$work/npm.jsonl") | $(cd "$work/npm" && count '\bthrow\s' "$work/npm.files2") | $(cd "$work/npm" && count '\bthrow\s+new\s' "$work/npm.files2") | $(printf '%.1f' "$(echo "$t1 - $t0" | bc)") s |"

src=${JDK_SRC:-}
if [ -z "$src" ]; then
  for z in /usr/lib/jvm/*/lib/src.zip; do
    if [ -f "$z" ]; then src=$z; break; fi # -f follows links; openjdk's may dangle
  done
fi
if [ -n "$src" ] && [ -f "$src" ]; then
  mkdir "$work/jdk"
  (cd "$work/jdk" && unzip -q "$src" 'java.base/*')
  t0=$(date +%s.%N)
  "$work/errdex" scan -o "$work/jdk.jsonl" "$work/jdk/java.base" 2> "$work/jdk.log"
  t1=$(date +%s.%N)
  (cd "$work/jdk" && find java.base -name '*.java' -print0) > "$work/jdk.files"
  echo "| JDK java.base ($src) | $(tr -cd '\0' < "$work/jdk.files" | wc -c) | $(wc -l < "$work/jdk.jsonl") | $(cd "$work/jdk" && count '\bthrow\s' "$work/jdk.files") | $(cd "$work/jdk" && count '\bthrow\s+new\s' "$work/jdk.files") | $(printf '%.1f' "$(echo "$t1 - $t0" | bc)") s |"
  grep '^warning' "$work/jdk.log" | sed 's/^/    /' >&2 || true
else
  echo "| JDK java.base | no src.zip found (set JDK_SRC) | | | | |"
fi
