#!/bin/sh
# Runs the real-error program in each mode and prints what it printed.
# Needs cargo and Debian's packaged crates (crates.io is not used):
#   apt-get install librust-anyhow-dev librust-thiserror-dev librust-tracing-subscriber-dev
set -e
cd "$(dirname "$0")"
cargo build -q --offline
for m in panic missing port key log bogus; do
  echo "### $m"
  ./target/debug/realerr "$m" 2>&1 || true
done
