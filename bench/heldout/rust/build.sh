#!/usr/bin/env bash
# build.sh DIR: the held-out Rust cases program, built in DIR against
# rewritten copies of the crates of crates.txt (rewrite/), from Debian's
# librust-*-dev sources in /usr/share/cargo/registry. Leaves DIR/cases
# (the program) and DIR/patched (the copies, NAME.fns.tsv tables).
#
# A site whose payload's type only its context decides does not build
# with mark! (type annotations needed): each build's errors in the
# copies name such lines, which are rewritten with mark_fn and built
# again (a line failing with mark_fn too is left alone), up to 12 rounds
# (cargo's build order differs from run to run: crates whose lines fail
# in the same round one run may need a round each the next).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$1
REG=${CARGO_REGISTRY_DIR:-/usr/share/cargo/registry}
mkdir -p "$DIR/patched" "$DIR/.cargo"
export CARGO_TARGET_DIR=$DIR/target
# path dependencies get no --cap-lints of their own: a crate that denies
# warnings must not fail on the newer compiler's lints
export RUSTFLAGS="--cap-lints=allow"
cp "$HERE/.cargo/config.toml" "$DIR/.cargo/config.toml"
sed -i "s|/usr/share/cargo/registry|$REG|" "$DIR/.cargo/config.toml"
# built from a copy, so that no Cargo.lock is written into the repository
rm -rf "$DIR/rewrite-src"
cp -r "$HERE/rewrite" "$DIR/rewrite-src"
cp -r "$HERE/.cargo" "$DIR/rewrite-src/.cargo"
sed -i "s|/usr/share/cargo/registry|$REG|" "$DIR/rewrite-src/.cargo/config.toml"
(cd "$DIR/rewrite-src" && CARGO_TARGET_DIR=$DIR/target-tools nice cargo build --release -q)
rw=$DIR/target-tools/release/errdex_rewrite
rm -rf "$DIR/probe" "$DIR/build"
cp -r "$HERE/probe" "$DIR/probe"
mkdir -p "$DIR/build"
cp -r "$HERE/cases/src" "$HERE/cases/Cargo.toml" "$DIR/build/"
sed -i "s|path = \"../probe\"|path = \"$DIR/probe\"|" "$DIR/build/Cargo.toml"

# copy NAME VERSION: a fresh rewritten copy, with its infer list
copy() {
	local name=$1 version=$2 dst=$DIR/patched/$1-$2
	rm -rf "$dst"
	cp -r "$REG/$name-$version" "$dst"
	chmod -R u+w "$dst"
	touch "$DIR/patched/$name.infer"
	"$rw" "$name" "$REG/$name-$version" "$dst" "$DIR/patched/$name.infer" > "$DIR/patched/$name.fns.tsv" 2>> "$DIR/rewrite.log"
	printf '\n[dependencies.errdex_probe]\npath = "%s"\n' "$DIR/probe" >> "$dst/Cargo.toml"
	local lib=$dst/src/lib.rs
	if [ -f "$lib" ]; then
		printf '\n#[allow(unused_extern_crates)]\nextern crate errdex_probe;\n' >> "$lib"
	fi
}

: > "$DIR/rewrite.log"
printf '\n[patch.crates-io]\n' >> "$DIR/build/Cargo.toml"
declare -A version
while read -r name ver deb repo role; do
	case "$name" in ''|'#'*) continue ;; esac
	version[$name]=$ver
	rm -f "$DIR/patched/$name.infer"
	copy "$name" "$ver"
	printf '%s = { path = "%s" }\n' "$name" "$DIR/patched/$name-$ver" >> "$DIR/build/Cargo.toml"
done < "$HERE/crates.txt"

for round in 1 2 3 4 5 6 7 8 9 10 11 12; do
	if (cd "$DIR/build" && nice cargo build -q --message-format short 2> "$DIR/build.err"); then
		cp "$CARGO_TARGET_DIR/debug/heldout_cases" "$DIR/cases"
		echo "build.sh: built in $round rounds; $(grep -c . "$DIR"/patched/*.infer | awk -F: '{s+=$2} END {print s}') lines with mark_fn or left alone" >&2
		exit 0
	fi
	# FILE:LINE:COL: error... lines in the copies
	grep -oE "^$DIR/patched/[^:]+:[0-9]+:[0-9]+: error" "$DIR/build.err" | sort -u > "$DIR/build.lines" || true
	if [ ! -s "$DIR/build.lines" ]; then
		cat "$DIR/build.err" >&2
		exit 1
	fi
	declare -A redo=()
	while IFS=: read -r path line col rest; do
		rel=${path#$DIR/patched/}
		crate=${rel%%/*}
		file=${rel#*/}
		name=${crate%-*}
		if grep -qxF "$file:$line" "$DIR/patched/$name.infer"; then
			echo "!$file:$line" >> "$DIR/patched/$name.infer"
		else
			echo "$file:$line" >> "$DIR/patched/$name.infer"
		fi
		redo[$name]=1
	done < "$DIR/build.lines"
	for name in "${!redo[@]}"; do
		copy "$name" "${version[$name]}"
	done
	echo "build.sh: round $round: $(wc -l < "$DIR/build.lines") failing lines in ${!redo[*]}" >&2
done
cat "$DIR/build.err" >&2
exit 1
