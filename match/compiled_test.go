package match

import (
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// TestCompiledRegexpsAreBounded checks that explaining more distinct
// records than MaxCompiled keeps at most MaxCompiled compiled regexps, and
// that an evicted record still matches when it comes back.
func TestCompiledRegexpsAreBounded(t *testing.T) {
	var recs []catalog.Record
	for i := 0; i < 40; i++ {
		recs = append(recs, catalog.Record{
			ID: fmt.Sprintf("%016x", i), ErrorClass: "ValueError", FilePath: "m.py", LineNumber: i + 1,
			MessagePattern: fmt.Sprintf(`widget number %04d is broken: (.+?)`, i), SchemaVersion: 2,
		})
	}
	ix, err := New(recs, Options{MaxCompiled: 8})
	if err != nil {
		t.Fatal(err)
	}
	explain := func(i int) {
		t.Helper()
		rs := ix.Explain(fmt.Sprintf("ValueError: widget number %04d is broken: x%d", i, i))
		if len(rs) == 0 || rs[0].Record.ID != recs[i].ID || rs[0].Params[0] != fmt.Sprintf("x%d", i) {
			t.Fatalf("record %d: got %+v", i, rs)
		}
	}
	for i := range recs {
		explain(i)
	}
	held := 0
	for _, c := range ix.re {
		if c.re != nil || c.lit != nil {
			held++
		}
	}
	if held > 8 {
		t.Errorf("%d compiled regexps held, want at most 8", held)
	}
	explain(0) // evicted long ago: compiled again
}

// FuzzCompileAnchored checks that compileAnchored's regexp, which ends
// in an empty group after its $, matches every text as the regexp
// without the group does, at the same offsets with the same submatches,
// and that a pattern one of them refuses the other refuses with the same
// error. The seeds are patterns of the forms records have (holes,
// optional parts, alternatives, classes, literal texts alone, patterns
// that do not compile) and texts they match and miss.
func FuzzCompileAnchored(f *testing.F) {
	for _, p := range []string{
		`malformed (.*?) shard '(.*?)' at (.*?) now`, `cannot open (.*?)(?: |$)(.*?)`, `EOF`, `a(b)?c`, `x|y`, `[0-9]+ items`,
		`(?P<name>\w+) failed`, `(.*?)`, ``, `a(`, `a)`, `x)(?s:y`, `\`, `(?i)error: (.*?)`, "line\nbreak (.*?)",
	} {
		for _, s := range []string{"", "malformed x shard 'y' at z now", "cannot open f", "EOF  \n", "abc", "ac", "y", "12 items", "foo failed", "line\nbreak q"} {
			f.Add(p, s)
		}
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		plain, perr := regexp.Compile(`^(?s:` + p + `)\s*$`)
		re, err := compileAnchored(p)
		if (perr == nil) != (err == nil) || perr != nil && perr.Error() != err.Error() {
			t.Fatalf("pattern %q: error %v, without the group %v", p, err, perr)
		}
		if err != nil {
			return
		}
		if re.NumSubexp() != plain.NumSubexp() {
			t.Fatalf("pattern %q: %d groups, without the group %d", p, re.NumSubexp(), plain.NumSubexp())
		}
		if got, want := re.FindStringSubmatchIndex(s), plain.FindStringSubmatchIndex(s); !slices.Equal(got, want) {
			t.Fatalf("pattern %q on %q: %v, without the group %v", p, s, got, want)
		}
	})
}

// FuzzLitMatcher checks that a pattern of the simple shape that
// parseLitPattern takes gives, on every text, the submatches its regexp
// gives, anchored at both ends (compileAnchored) and at the start only
// (the prefix form), and that it refuses every pattern of another shape
// (which keeps its regexp). The seeds are relaxed patterns of the forms
// records have (lazy and integer holes, escaped punctuation, a hole
// starting or ending the pattern, repeated literals that make a
// backtracking matcher retry) and texts they match and miss.
func FuzzLitMatcher(f *testing.F) {
	for _, p := range []string{
		`malformed (.*?) shard '(.*?)' at (.*?) now`, `cannot open (.*?)(?: |$)(.*?)`, `EOF`, `(.*?)`, `(.*?) in (.*?)`,
		`count ([-+]?\d+) of ([-+]?\d+)`, `([-+]?\d+)1`, `a(.*?)a(.*?)a(.*?)b`, `x\(y\) \[(.*?)\]`, `é (.*?) ü`,
		`(.*?)(.*?)`, `a\d(.*?)`, `a.b`, "line\nbreak (.*?)", `\`, `([-+]?\d+) items`, `(.*?): ([-+]?\d+)`,
	} {
		for _, s := range []string{"", "malformed x shard 'y' at z now", "cannot open f", "EOF  \n", "aaaab", "count -12 of +3 ",
			"111", "x(y) [q]] ", "é \xff ü", "line\nbreak q\n", "a: 1: 2", "+ items", "-7 items\t", "a in b in c"} {
			f.Add(p, s)
		}
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		m := parseLitPattern(p)
		if m == nil {
			return
		}
		re, err := compileAnchored(p)
		if err != nil {
			t.Fatalf("pattern %q: taken, but its regexp does not compile: %v", p, err)
		}
		if got, want := m.find(s, true), re.FindStringSubmatchIndex(s); !slices.Equal(got, want) {
			t.Fatalf("pattern %q on %q: %v, the regexp %v", p, s, got, want)
		}
		pre := regexp.MustCompile(`^(?s:` + p + `)`)
		if got, want := m.find(s, false), pre.FindStringSubmatchIndex(s); !slices.Equal(got, want) {
			t.Fatalf("pattern %q on %q, prefix: %v, the regexp %v", p, s, got, want)
		}
	})
}

// TestParseLitPattern checks which patterns the simple-shape matcher
// takes and which keep their regexp.
func TestParseLitPattern(t *testing.T) {
	for p, want := range map[string]int{ // tokens, or 0 when refused
		`cannot open (.*?) in (.*?)`: 4,
		`count ([-+]?\d+) of (.*?)!`: 5,
		`a \(b\)`:                    1,
		`(.*?)`:                      1,
		`(.*?)(.*?)`:                 0,
		`a(?: |$)(.*?)`:              2,
		`(.*?)(?: |$)(.*?)`:          2,
		`([-+]?\d+)(?: |$)(.*?)`:     0,
		`a(?: |$)(.*?)b`:             0,
		`a\d`:                        0,
		`a.b`:                        0,
		`a(b)?`:                      0,
		"\uFFFD (.*?)":               0,
		``:                           0,
	} {
		got := 0
		if m := parseLitPattern(p); m != nil {
			got = len(m.toks)
		}
		if got != want {
			t.Errorf("parseLitPattern(%q): %d tokens, want %d", p, got, want)
		}
	}
}

// TestLitMatcherFind checks the submatches the literal-run matcher finds
// where a lazy hole has several places to end, an integer hole several
// lengths, and the relaxed pattern ends in a space or the end and a hole.
func TestLitMatcherFind(t *testing.T) {
	for _, c := range []struct {
		pattern, text string
		anchorEnd     bool
		want          []int
	}{
		{`(.*?) in (.*?)`, "a in b in c \n", true, []int{0, 13, 0, 1, 5, 11}},
		{`(.*?) in (.*?)`, "a in b", false, []int{0, 5, 0, 1, 5, 5}},
		{`n=([-+]?\d+)1`, "n=-1211", true, []int{0, 7, 2, 6}},
		{`n=([-+]?\d+) left`, "n=+12 left", true, []int{0, 10, 2, 5}},
		{`n=([-+]?\d+)`, "n=+ ", true, nil},
		{`open(?: |$)(.*?)`, "open", true, []int{0, 4, 4, 4}},
		{`open(?: |$)(.*?)`, "open f g ", true, []int{0, 9, 5, 8}},
		{`open(?: |$)(.*?)`, "opened", true, nil},
		{`a(.*?)a(.*?)b`, "aaaab", true, []int{0, 5, 1, 1, 2, 4}},
	} {
		m := parseLitPattern(c.pattern)
		if m == nil {
			t.Fatalf("%q: refused", c.pattern)
		}
		if got := m.find(c.text, c.anchorEnd); !slices.Equal(got, c.want) {
			t.Errorf("%q on %q (anchored at the end: %v): %v, want %v", c.pattern, c.text, c.anchorEnd, got, c.want)
		}
	}
}
