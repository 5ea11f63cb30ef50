package gobuild

import (
	"go/build/constraint"
	"strings"
)

// KnownOS and KnownArch are go/build's lists of the GOOS and GOARCH
// values a file's name or constraint may name.
var (
	KnownOS = map[string]bool{"aix": true, "android": true, "darwin": true, "dragonfly": true, "freebsd": true, "hurd": true,
		"illumos": true, "ios": true, "js": true, "linux": true, "nacl": true, "netbsd": true, "openbsd": true, "plan9": true,
		"solaris": true, "wasip1": true, "windows": true, "zos": true}
	KnownArch = map[string]bool{"386": true, "amd64": true, "amd64p32": true, "arm": true, "armbe": true, "arm64": true,
		"arm64be": true, "loong64": true, "mips": true, "mipsle": true, "mips64": true, "mips64le": true, "mips64p32": true,
		"mips64p32le": true, "ppc": true, "ppc64": true, "ppc64le": true, "riscv": true, "riscv64": true, "s390": true,
		"s390x": true, "sparc": true, "sparc64": true, "wasm": true}
)

// unixOS are the systems the unix tag stands for (go/build's list).
var unixOS = map[string]bool{"aix": true, "android": true, "darwin": true, "dragonfly": true, "freebsd": true, "hurd": true,
	"illumos": true, "ios": true, "linux": true, "netbsd": true, "openbsd": true, "solaris": true}

// implied are the systems another implies, as go/build matches them
// (android files build for linux, ios for darwin, illumos for solaris).
var implied = map[string]string{"android": "linux", "ios": "darwin", "illumos": "solaris"}

// NeedsTag reports whether the //go:build line line (with its "//")
// holds on no known system and architecture, with or without cgo, under
// the gc compiler at any release: the file is built only when a tag is
// chosen at build time (compiler_bootstrap, ignore, integration). A line
// that does not parse is taken to hold.
func NeedsTag(line string) bool {
	expr, err := constraint.Parse(line)
	if err != nil {
		return false
	}
	for goos := range KnownOS {
		for goarch := range KnownArch {
			for _, cgo := range []bool{false, true} {
				if expr.Eval(func(tag string) bool {
					switch {
					case tag == goos || tag == goarch || tag == implied[goos]:
						return true
					case tag == "unix":
						return unixOS[goos]
					case tag == "cgo":
						return cgo
					}
					return tag == "gc" || strings.HasPrefix(tag, "go1.")
				}) {
					return false
				}
			}
		}
	}
	return true
}
