#!/usr/bin/env bash
# bench/logs-js/run.sh [ERRDEX...]: real JavaScript log lines, each traced
# to its call site. Installs ajv and prop-types with npm into a scratch
# directory, drives them with bad schemas, options and props (gen.js:
# console.warn/console.error are wrapped to note each line's call site from
# the stack), scans the two packages with each ERRDEX binary given
# (default: one built from this tree) and scores errdex match --json
# (score.js). VERBOSE=1 lists the lines that are not right.
set -euo pipefail
cd "$(dirname "$0")/../.."
here=$PWD/bench/logs-js
out=${OUT:-$(mktemp -d /tmp/errdex-logs-js.XXXXXX)}
if [ $# -eq 0 ]; then
  go build -o "$out/errdex" ./cmd/errdex
  set -- "$out/errdex"
fi
if [ ! -d "$out/node/node_modules/ajv" ]; then
  mkdir -p "$out/node"
  (cd "$out/node" && npm init -y >/dev/null && npm install --no-audit --no-fund --silent ajv@8.17.1 prop-types@15.8.1)
fi
NODE_PATH="$out/node/node_modules" node "$here/gen.js" "$out/app.log" "$out/truth.jsonl"
rm -rf "$out/src" && mkdir -p "$out/src"
cp -r "$out/node/node_modules/ajv" "$out/node/node_modules/prop-types" "$out/src/"
for bin in "$@"; do
  "$bin" scan -q --no-enrich -o "$out/catalog.jsonl" "$out/src" 2>&1 | tail -1
  "$bin" match --catalog "$out/catalog.jsonl" --json "$out/app.log" > "$out/answers.jsonl" || true
  node "$here/score.js" "$out/truth.jsonl" "$out/answers.jsonl" "($bin)" ${VERBOSE:+-v}
done
echo "log, truth and answers in $out"
