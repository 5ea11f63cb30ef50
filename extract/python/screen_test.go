package python

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// TestScreen checks that the screen changes no result: every testdata
// file (linked, as a scan links them) gives what it gives parsed whole,
// and the screen does leave functions out of some.
func TestScreen(t *testing.T) {
	screened := extracttest.Run(t, Extractor, "testdata/src")
	noScreen = true
	whole := extracttest.Run(t, Extractor, "testdata/src")
	noScreen = false
	for p, w := range whole {
		if g := screened[p]; !sameResult(g, w) {
			t.Errorf("%s: screened result differs:\n got %+v\nwant %+v", p, g, w)
		}
	}
	left := 0
	for _, src := range screenCases {
		if r, _, _ := screen("m.py", []byte(src), new(tokens)); r != nil {
			left++
		}
	}
	if left == 0 {
		t.Error("the screen left nothing out of any case")
	}
}

// screenCases are sources with functions to leave out, each with a trap
// for the screen: a function the rest needs that has no word of its own.
var screenCases = []string{
	// A factory, a helper called by a function with no raise, a method
	// named by the parsed part, a dunder, a class left with one method.
	`import os

def unused(a):
    return a + 1

def make_error(x):
    return ValueError(f"bad {x}")

def check(v):
    if v < 0:
        raise ValueError(f"negative: {v}")

def caller(w):
    check(w)

class E(Exception):
    def __init__(self, n):
        self.n = n

    def __str__(self):
        return f"E {self.describe()}"

    def describe(self):
        return str(self.n)

    def other(self):
        return 1

class Only:
    def alone(self):
        return 2

def f(a):
    raise make_error(a)
`,
	// Strings and brackets across lines, continuation lines, decorators.
	"x = (\n1,\n2)\ns = '''\ndef not_a_def():\n    pass\n'''\n@deco(\n  1)\ndef g():\n    return \\\n  3\n\ndef h():\n    raise KeyError('k')\n",
	// Module-level functions annotated to return str, which the summary
	// offers to other files though this one never names them.
	"import os\n\n@cache\ndef describe(x) -> str:\n    return 'a'\n\ndef quoted(\n    x,\n) -> 'str':  # c\n    return 'b'\n\ndef other() -> int:\n    return 1\n",
}

// TestScreenCases runs the extractor on screenCases with and without the
// screen.
func TestScreenCases(t *testing.T) {
	for _, src := range screenCases {
		got, gerr, want, werr := bothWays([]byte(src))
		if !sameResult(got, want) || (gerr == nil) != (werr == nil) {
			t.Errorf("screened result differs for\n%s\n%s\n%v, %v", src, firstDiff(resultJSON(got), resultJSON(want)), gerr, werr)
		}
	}
}

// FuzzScreen checks that the ranges are sorted, inside the file and on
// line starts, and that the result is the whole parse's on any input that
// parses without a syntax error.
func FuzzScreen(f *testing.F) {
	for _, c := range screenCases {
		f.Add([]byte(c))
	}
	files, _ := filepath.Glob("testdata/src/*.py")
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		r, _, _ := screen("m.py", src, new(tokens))
		end := uint(0)
		for _, x := range r {
			if x.StartByte < end || x.EndByte < x.StartByte || x.EndByte > uint(len(src)) {
				t.Fatalf("bad ranges %v for %d bytes", r, len(src))
			}
			if x.StartByte > 0 && src[x.StartByte-1] != '\n' {
				t.Fatalf("range %v does not start a line", x)
			}
			end = x.EndByte
		}
		got, gerr, want, werr := bothWays(src)
		if werr != nil || len(want.Errors) > 0 {
			return // a syntax error inside a function left out is not reported
		}
		if gerr != nil || !sameResult(got, want) {
			t.Errorf("screened result differs for %q:\n got %+v, %v\nwant %+v, %v", src, got, gerr, want, werr)
		}
	})
}

// bothWays runs the extractor on src screened, then whole.
func bothWays(src []byte) (got *extract.Result, gerr error, want *extract.Result, werr error) {
	got, gerr = Extractor.Run(&extract.File{Path: "m.py", Src: src})
	noScreen = true
	defer func() { noScreen = false }()
	want, werr = Extractor.Run(&extract.File{Path: "m.py", Src: src})
	return got, gerr, want, werr
}

// firstDiff shows where two texts first differ.
func firstDiff(got, want string) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	return " got …" + got[max(0, i-200):min(len(got), i+200)] + "\nwant …" + want[max(0, i-200):min(len(want), i+200)]
}

// sameResult compares two results, the link-pass summaries in any order
// (run builds them from maps).
func sameResult(a, b *extract.Result) bool { return resultJSON(a) == resultJSON(b) }

func resultJSON(r *extract.Result) string {
	if r == nil {
		return "null"
	}
	c := *r
	if r.Summary != nil {
		s := *r.Summary
		s.Defs, s.Refs = sortedJSON(s.Defs), sortedJSON(s.Refs)
		c.Summary = &s
	}
	b, _ := json.Marshal(c)
	return string(b)
}

// sortedJSON returns xs sorted by their JSON text.
func sortedJSON[T any](xs []T) []T {
	out := append([]T(nil), xs...)
	key := func(x T) string { b, _ := json.Marshal(x); return string(b) }
	sort.Slice(out, func(i, j int) bool { return key(out[i]) < key(out[j]) })
	return out
}

// TestWordOffsets checks that wordOffsets through the tokenizer's words
// finds every offset the byte search finds where a token of the tree
// starts, and only offsets the byte search finds, on every testdata file.
func TestWordOffsets(t *testing.T) {
	files, _ := filepath.Glob("testdata/src/*.py")
	words := append(append(append([][]byte{[]byte("try"), []byte("raise_from"), []byte("self")}, keywords...), expectNames...), callNames...)
	words = append(words, responseWords...)
	checked := 0
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := parse(p, src, new(scratch))
		if err != nil {
			t.Fatal(err)
		}
		if pr.words == nil {
			continue
		}
		x := &file{path: p, src: src, root: pr.ix.Root(), words: pr.words, index: pr.ix}
		bytesOnly := &file{path: p, src: src, root: x.root, index: pr.ix}
		for _, call := range []bool{false, true} {
			got, all := x.wordOffsets(words, call), bytesOnly.wordOffsets(words, call)
			in := map[int]bool{}
			for _, o := range all {
				in[o] = true
			}
			tokens := map[int]bool{}
			for _, o := range got {
				if !in[o] {
					t.Errorf("%s: word at %d, which the byte search does not find", p, o)
				}
				tokens[o] = true
			}
			for _, o := range all {
				if tok := x.tokenAt(x.root, o); !tokens[o] && tok != nil {
					if k := x.kind(tok); k != "comment" && k != "string_content" {
						t.Errorf("%s: %s token at %d (%q) missing from the words", p, k, o, x.text(tok))
					}
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Errorf("checked %d offsets", checked)
	}
}

// TestReturnAnnotation checks the return annotation read from def
// headers, past strings, brackets and comments that hold "->" or ":".
func TestReturnAnnotation(t *testing.T) {
	for head, want := range map[string]string{
		"def f(x) -> str:\n":                    " str",
		"def f(x)->'str':#->\n":                 "'str'",
		"def f(a='->', b={1: 2}) -> str:  # x":  " str",
		"def f(a: int = -1) -> dict[str, int]:": " dict[str, int]",
		"def f(x):  # -> str\n":                 "",
		"def f(x): return '->str:'\n":           "",
	} {
		got, _ := returnAnnotation([]byte(head))
		if string(got) != want {
			t.Errorf("returnAnnotation(%q) = %q, want %q", head, got, want)
		}
	}
}
