#!/usr/bin/env bash
# install.sh installs the Debian packages the held-out corpora read:
# the python3-* packages of python/packages.txt (column 2) and the
# librust-*-dev packages of rust/crates.txt (column 3), and what a
# '# needs:' line of packages.txt or crates.txt names (a module a case imports that the
# Debian package only recommends). Run it once, as
# root, before run.sh (ONLY=rust or both) and run-js-py.sh on a fresh
# machine; both scripts stop and name what is missing otherwise. The Go
# modules and npm packages need no install step: run.sh and run-js-py.sh
# download them from the module proxy and the npm registry.
#
#   bench/heldout/install.sh            # apt-get install what is missing
#   bench/heldout/install.sh -n         # list what is missing, install nothing
set -euo pipefail
cd "$(dirname "$0")"
dry=
if [ "${1:-}" = -n ]; then dry=1; fi
want() { grep -v '^#' "$1" | awk -v c="$2" 'NF >= c { print $c }'; }
missing=()
while read -r deb; do
	if ! dpkg-query -W -f='${Status}' "$deb" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$deb")
	fi
done < <( { want python/packages.txt 2; want rust/crates.txt 3; sed -n 's/^# needs: \([^ ]*\).*/\1/p' python/packages.txt rust/crates.txt; } | sort -u)
if [ ${#missing[@]} -eq 0 ]; then
	echo "install.sh: every package is installed"
	exit 0
fi
echo "install.sh: ${#missing[@]} missing: ${missing[*]}"
if [ -n "$dry" ]; then exit 1; fi
apt-get install -y --no-install-recommends "${missing[@]}"
