package match

import (
	"os"
	"strings"
	"testing"
)

// TestQuietPrefix reads testdata/levels/cases.txt: whether quietPrefix
// tells each line as quiet, and the level StripPrefix reads from it.
func TestQuietPrefix(t *testing.T) {
	b, err := os.ReadFile("testdata/levels/cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, l := range strings.Split(strings.TrimRight(string(b), "\n"), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(l, "\t", 3)
		if len(f) != 3 {
			t.Fatalf("cases.txt:%d: want 3 tab-separated fields", i+1)
		}
		n++
		if got := quietPrefix(f[2]); got != (f[0] == "quiet") {
			t.Errorf("cases.txt:%d: quietPrefix(%q) = %v, want %s", i+1, f[2], got, f[0])
		}
		_, level := StripPrefix(f[2])
		if want := strings.TrimSuffix(f[1], "-"); level != want {
			t.Errorf("cases.txt:%d: StripPrefix(%q) level %q, want %q", i+1, f[2], level, want)
		}
	}
	if n == 0 {
		t.Fatal("cases.txt: no cases")
	}
}

// FuzzQuietPrefix checks that a line quietPrefix tells as quiet has a
// level StripPrefix reads as INFO or DEBUG.
func FuzzQuietPrefix(f *testing.F) {
	b, err := os.ReadFile("testdata/levels/cases.txt")
	if err != nil {
		f.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if c := strings.SplitN(l, "\t", 3); len(c) == 3 {
			f.Add(c[2])
		}
	}
	f.Fuzz(func(t *testing.T, l string) {
		if !quietPrefix(l) {
			return
		}
		if _, level := StripPrefix(l); !quietLevel(level) {
			t.Fatalf("quietPrefix(%q) is true, but StripPrefix reads level %q", l, level)
		}
	})
}
