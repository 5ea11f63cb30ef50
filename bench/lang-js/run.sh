#!/usr/bin/env bash
# Real JavaScript errors matched back to their sites. Installs semver, yaml,
# ajv and express (pinned) into a temporary directory, scans node_modules
# with errdex, calls the packages with bad input (cases.js: one error per
# case), and scores `errdex explain --json` top-1 against the stack's top
# frame, message only and with the stack (eval.js). Prints Markdown.
#
#   bench/lang-js/run.sh        # summary table
#   bench/lang-js/run.sh -v     # also one line per case
#
# Needs node and npm (registry access for the install).
set -euo pipefail
cd "$(dirname "$0")/../.."
here=bench/lang-js
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/errdex" ./cmd/errdex
(cd "$work" && npm install --silent --no-audit --no-fund semver@7.8.6 yaml@2.9.1 ajv@8.20.0 express@5.3.0 >/dev/null)
cp "$here/cases.js" "$work/"
(cd "$work" && ./errdex scan --all-dirs -q -o catalog.jsonl . 2>scan.log)
echo "catalog: $(tail -1 "$work/scan.log")"
(cd "$work" && node cases.js > cases.jsonl 2> cases.log)
if [ -s "$work/cases.log" ]; then sed 's/^/cases.js: /' "$work/cases.log" >&2; fi
echo
(cd "$work" && node "$OLDPWD/$here/eval.js" ./errdex catalog.jsonl cases.jsonl ${1:-})
