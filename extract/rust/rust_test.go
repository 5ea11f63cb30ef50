package rust

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

func TestExtractor(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata")
	extracttest.Check(t, filepath.Join("testdata", "context.golden"), results)
}

func TestNotRust(t *testing.T) {
	_, err := Extractor.Run(&extract.File{Path: "x.rs", Src: []byte("<html><body>}}}} not rust {{{{ ))) </body></html>\n")})
	if err == nil || !strings.HasPrefix(err.Error(), "x.rs:1:") {
		t.Fatalf("got %v, want a positioned error", err)
	}
}

func FuzzRun(f *testing.F) {
	// the crates' files too: Display arms, constructors, macro_rules!
	// expansions and passing helpers
	seeds := [][]byte{[]byte(`fn f() { panic!("\u{110000} \x \u{ {:?}", r##"x"#, ); Err(format!()) }`)}
	crates, _ := filepath.Glob("testdata/*/src/*.rs")
	for _, p := range crates {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, src)
	}
	extracttest.Fuzz(f, Extractor, "testdata/*.rs", seeds...)
}

// TestExpects checks the #[should_panic] expectations read from testdata
// (integration tests and #[cfg(test)] modules) against
// testdata/expects.golden.
func TestExpects(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata")
	extracttest.CheckEvidence(t, filepath.Join("testdata", "expects.golden"), results)
}

// TestErrorImpls checks errorImpls, which runs its regexp from each impl
// only, against the regexp over the whole source, on the testdata and on
// impls that run into each other.
func TestErrorImpls(t *testing.T) {
	srcs := [][]byte{
		[]byte("impl fmt::Display for E {}\nimpl std::error::Error for E {}\nimpl Error for F;"),
		[]byte("impl<T> impl Error for G {} implError for H {} impl X for Y { } impl Error\n\tfor  Z_1 {"),
		[]byte("pub(crate) impl error::Error for A;impl Error for B"),
	}
	paths, _ := filepath.Glob("testdata/*.rs")
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	found := 0
	for _, src := range srcs {
		found += len(sameErrorImpls(t, src))
	}
	if found < 5 {
		t.Errorf("%d error types found in all, want at least 5", found)
	}
}

func FuzzErrorImpls(f *testing.F) {
	f.Add([]byte("impl Error for E {} impl impl Error for F;"))
	f.Fuzz(func(t *testing.T, src []byte) { sameErrorImpls(t, src) })
}

func sameErrorImpls(t *testing.T, src []byte) map[string]bool {
	t.Helper()
	want := map[string]bool{}
	for _, m := range errorImpl.FindAllSubmatch(src, -1) {
		want[string(m[1])] = true
	}
	got := errorImpls(src)
	if !maps.Equal(got, want) {
		t.Errorf("errorImpls(%q) = %v, want %v", src, got, want)
	}
	return got
}

func TestNegate(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a == b", "a != b"},
		{"n < 3", "n >= 3"},
		{"x <= y", "x > y"},
		{"len > max", "len <= max"},
		{"v matches Some(_)", "v does not match Some(_)"},
		{"!ok", "ok"},
		{"ok", "!ok"},
		{"a && b", "!(a && b)"},
		{"f(a < b) == c", "f(a < b) != c"},
		// Two top-level comparisons (not valid Rust, but text the walk
		// may hand over): the first operator of flipped's order wins,
		// on every call.
		{"a < b == c", "a < b != c"},
	} {
		for range 20 {
			if got := negate(c.in); got != c.want {
				t.Fatalf("negate(%q) = %q, want %q", c.in, got, c.want)
			}
		}
	}
}
