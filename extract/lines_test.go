package extract

import (
	"strings"
	"testing"
)

// splitLines is what Lines stands for: the file split at each newline,
// without a last empty line, each line without a final carriage return.
func splitLines(s string) []string {
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

func TestLines(t *testing.T) {
	for _, src := range []string{"", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "\n\n", "a\r\r\n\r", "x\n\ny\n\n", "\r", "\r\n"} {
		checkLines(t, src)
	}
}

func FuzzLines(f *testing.F) {
	for _, s := range []string{"a\nb\n", "\r\n\r\n", "x"} {
		f.Add(s)
	}
	f.Fuzz(checkLines)
}

// checkLines compares Lines with splitLines over src.
func checkLines(t *testing.T, src string) {
	want := splitLines(src)
	l := NewLines([]byte(src))
	if l.Len() != len(want) {
		t.Fatalf("%q: %d lines, want %d", src, l.Len(), len(want))
	}
	for i := -1; i <= len(want); i++ {
		w := ""
		if i >= 0 && i < len(want) {
			w = want[i]
		}
		if got := l.Line(i); got != w {
			t.Errorf("%q: line %d = %q, want %q", src, i, got, w)
		}
	}
	// Every span of a short text; of a long one, the spans from and to
	// its first and last lines and the short ones (checking every pair is
	// cubic, and a fuzzed text of thousands of newlines took minutes).
	near := func(i int) bool { return len(want) <= 64 || i <= 4 || i >= len(want)-4 }
	for from := -1; from <= len(want); from++ {
		for to := from - 1; to <= len(want); to++ {
			if !near(from) && !near(to) && to-from > 4 {
				continue
			}
			w := ""
			if a, b := max(from, 0), min(to, len(want)-1); a <= b {
				w = strings.Join(want[a:b+1], "\n")
			}
			if got := l.Join(from, to); got != w {
				t.Errorf("%q: Join(%d, %d) = %q, want %q", src, from, to, got, w)
			}
		}
	}
}
