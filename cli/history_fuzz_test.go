package cli

import (
	"bytes"
	"strings"
	"testing"
)

// blameSample is git blame --porcelain -L 1,3 output: a commit's first
// group with its headers, then groups of known commits without them.
const blameSample = "0123456789abcdef0123456789abcdef01234567 1 1 2\n" +
	"author A\nauthor-time 1700000000\nauthor-tz +0000\nsummary cli: history\nboundary\nfilename cli/history.go\n\tpackage cli\n" +
	"0123456789abcdef0123456789abcdef01234567 2 2\n\t\n" +
	"fedcba9876543210fedcba9876543210fedcba98 5 3 1\nauthor-time x\nsummary \nfilename cli/history.go\n\timport (\n"

// FuzzParseBlame reads fuzzed git blame --porcelain output: no panic, and
// every line it dates is a final line number a group header of the input
// gave, with that header's 40-digit SHA.
func FuzzParseBlame(f *testing.F) {
	f.Add([]byte(blameSample))
	f.Add([]byte("0123456789abcdef0123456789abcdef01234567 1\nsummary x\n"))
	f.Fuzz(func(t *testing.T, out []byte) {
		for l, b := range parseBlame(out) {
			if len(b.Commit.SHA) != 40 || !bytes.Contains(out, []byte(b.Commit.SHA)) {
				t.Fatalf("line %d dated by %q, not a SHA of the input", l, b.Commit.SHA)
			}
		}
	})
}

func TestParseBlame(t *testing.T) {
	got := parseBlame([]byte(blameSample))
	if len(got) != 3 {
		t.Fatalf("got %d lines, want 3: %+v", len(got), got)
	}
	first := got[1]
	if first.Commit.Subject != "cli: history" || first.Commit.Time.Unix() != 1700000000 || !first.Commit.Boundary || first.Orig != 1 {
		t.Errorf("line 1: %+v", first)
	}
	if got[2].Commit.SHA != first.Commit.SHA {
		t.Errorf("line 2: %+v, want the commit of line 1", got[2])
	}
	if third := got[3]; !strings.HasPrefix(third.Commit.SHA, "fedcba") || third.Orig != 5 || !third.Commit.Time.IsZero() {
		t.Errorf("line 3: %+v", third)
	}
}
