#!/usr/bin/env bash
# Time every extractor on one generated file that doubles in size, on this
# tree and on a baseline commit, side by side in one run, and print a
# Markdown table per package: for each size, each tree's wall and CPU
# (user+sys) seconds for one run of BenchmarkGrowing at that size.
#
#   bench/scan/growing.sh BASE_REV                 # every extractor
#   PKGS="python javascript" bench/scan/growing.sh BASE_REV
#   SIZES="100 200 400" BASE_MAX=1600 bench/scan/growing.sh BASE_REV
#
# BenchmarkGrowing (extracttest.Growing) generates a file of 100 KB to 6.4
# MB (SIZES, in KB) from a unit of code repeated. The baseline is BASE_REV
# exported with git archive, with this tree's benchmark files copied in, so
# that both trees run the same benchmark on their own extractors. The two
# trees alternate at each size (baseline first), one process per run, so
# that a change in the machine's speed falls on both alike; CPU seconds,
# measured by /usr/bin/time, say more than wall seconds on a shared machine.
# Sizes over BASE_MAX (KB, default 1600) are not run on the baseline: a
# quadratic extractor would take minutes there.
set -euo pipefail
cd "$(dirname "$0")/../.."
base=${1:?usage: bench/scan/growing.sh BASE_REV}
PKGS=${PKGS:-"python javascript golang rust java cpp"}
SIZES=${SIZES:-"100 200 400 800 1600 3200 6400"}
BASE_MAX=${BASE_MAX:-1600}
tmp=$(mktemp -d /tmp/errdex-growing.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
git archive "$base" | tar -x -C "$tmp"
for f in extract/extracttest/bench.go extract/*/bench_test.go; do
	cp "$f" "$tmp/$f"
done
# run DIR BIN SUB SIZE: "wall cpu" of one BenchmarkGrowing run at SIZE KB.
run() {
	local out
	out=$( { cd "$1" && /usr/bin/time -f '%e %U %S' "$2" -test.run XXX -test.benchtime 1x \
		-test.bench "^BenchmarkGrowing\$/$3^${4}KB\$" >/dev/null; } 2>&1 | tail -1)
	awk '{printf "%.2f s wall, %.2f s CPU", $1, $2 + $3}' <<<"$out"
}
for pkg in $PKGS; do
	subs=("")
	[ "$pkg" = cpp ] && subs=('^c$/' '^cpp$/')
	(cd "extract/$pkg" && go test -c -o "$tmp/new.test" .)
	(cd "$tmp/extract/$pkg" && go test -c -o "$tmp/base.test" .)
	for sub in "${subs[@]}"; do
		echo
		echo "$pkg ${sub//[\^\$\/]/}"
		echo
		echo "| size | $base | this tree |"
		echo "|---|---|---|"
		for s in $SIZES; do
			b="not run"
			if [ "$s" -le "$BASE_MAX" ]; then
				b=$(run "$tmp/extract/$pkg" "$tmp/base.test" "$sub" "$s")
			fi
			n=$(run "extract/$pkg" "$tmp/new.test" "$sub" "$s")
			echo "| $s KB | $b | $n |"
		done
	done
done
