#!/usr/bin/env bash
# bench/logs-java/run.sh [ERRDEX...]: real Java log lines, each traced to
# its call site. Runs LogsJava.java (the JDK's java.util.prefs and
# jdk.httpserver driven into the warnings they log, printed by
# java.util.logging's SimpleFormatter, each record's call site read from
# the stack) on the JDK in $JAVA_HOME (default Temurin 25, whose src.zip
# matches its classes), scans that JDK's src.zip modules java.prefs and
# jdk.httpserver with each ERRDEX binary given (default: one built from
# this tree) and scores errdex match --json with bench/logs-js/score.js.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${OUT:-$(mktemp -d /tmp/errdex-logs-java.XXXXXX)}
mkdir -p "$out"
jdk=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
if [ $# -eq 0 ]; then
  go build -o "$out/errdex" ./cmd/errdex
  set -- "$out/errdex"
fi
"$jdk/bin/java" bench/logs-java/LogsJava.java "$out/app.log" "$out/truth.jsonl"
rm -rf "$out/src" && mkdir -p "$out/src"
unzip -q -o "$jdk/lib/src.zip" 'java.prefs/*' 'jdk.httpserver/*' -d "$out/src"
for bin in "$@"; do
  "$bin" scan -q --no-enrich -o "$out/catalog.jsonl" "$out/src" 2>&1 | tail -1
  "$bin" match --catalog "$out/catalog.jsonl" --json "$out/app.log" > "$out/answers.jsonl" || true
  node bench/logs-js/score.js "$out/truth.jsonl" "$out/answers.jsonl" "($bin)" ${VERBOSE:+-v}
done
echo "log, truth and answers in $out"
