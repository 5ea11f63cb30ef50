package gobuild

import "testing"

func TestNeedsTag(t *testing.T) {
	for line, want := range map[string]bool{
		"//go:build compiler_bootstrap":          true,
		"//go:build ignore":                      true,
		"//go:build integration && linux":        true,
		"//go:build linux":                       false,
		"//go:build unix":                        false,
		"//go:build linux && !amd64":             false,
		"//go:build !windows && go1.21":          false,
		"//go:build cgo":                         false,
		"//go:build !cgo":                        false,
		"//go:build android && !linux":           true, // android implies linux
		"//go:build plan9 || windows":            false,
		"//go:build !purego && (amd64 || arm64)": false,
		"//go:build (":                           false, // does not parse
	} {
		if got := NeedsTag(line); got != want {
			t.Errorf("NeedsTag(%q) = %v, want %v", line, got, want)
		}
	}
}
