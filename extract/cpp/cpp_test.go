package cpp

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// TestExtract checks testdata/src against its want comments, and the
// kinds, contexts and classes against testdata/context.golden.
func TestExtract(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata/src")
	extracttest.CheckAll(t, "testdata/context.golden", results)
}

// TestUnparsable checks the error of every testdata/bad file against the
// .err file next to it.
func TestUnparsable(t *testing.T) { extracttest.Unparsable(t, Extractor, "testdata/bad") }

// FuzzRun feeds arbitrary bytes to the extractor, seeded with the
// testdata and with macro edge cases.
func FuzzRun(f *testing.F) {
	extracttest.Fuzz(f, Extractor, "testdata/src/*.*",
		[]byte("#define M(a, ...) TORCH_CHECK(a, ##__VA_ARGS__ __VA_OPT__(,) #a)\nvoid f() { M(x, \"y\" \"z\", 1); M(); M(\n"),
		[]byte("#define A B(\n#define B(x) A x)\nvoid f() { A 1); throw; throw X{\"a\" L\"b\"}; }"),
		[]byte("PyErr_Format(PyExc_ValueError, \"%.*s %zd %U %R %%\", 3, s, n, o, r);"),
	)
}

// TestScreen checks that skipping the files needsTree rejects changes no
// result: every testdata file gives the same sites, classes and link
// summary screened and parsed in full, and at least one (plain.cuh) is
// screened out.
func TestScreen(t *testing.T) {
	paths, _ := filepath.Glob("testdata/src/*.*")
	more, _ := filepath.Glob("testdata/src/include/*")
	bad, _ := filepath.Glob("testdata/bad/*.cc")
	screened := 0
	for _, p := range append(append(paths, more...), bad...) {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !sameScreened(t, p, src) {
			screened++
		}
	}
	if screened == 0 {
		t.Error("every testdata file gave a result; plain.cuh should give none")
	}
	src, err := os.ReadFile("testdata/src/plain.cuh")
	if err != nil {
		t.Fatal(err)
	}
	toks := lex(src)
	if needsTree(toks, tableMacros(dialectOf(toks, true, true))) {
		t.Error("plain.cuh: needsTree = true, want false")
	}
}

// FuzzScreen checks on arbitrary input that the screen never drops a
// site, class or link.
func FuzzScreen(f *testing.F) {
	paths, _ := filepath.Glob("testdata/src/*.*")
	for _, p := range paths {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("struct A final : B {};\nclass C;\nvoid f() { MY_CHECK(x); }"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, p := range []string{"f.h", "f.cu"} {
			sameScreened(t, p, src)
		}
	})
}

// sameScreened fails t when src at path gives other sites, classes or
// summary with the screen than without; it reports whether the file was
// gave anything (a screened-out file gives nothing).
func sameScreened(t *testing.T, path string, src []byte) (parsed bool) {
	t.Helper()
	full, errFull := analyse(&extract.File{Path: path, Src: src}, false)
	got, err := analyse(&extract.File{Path: path, Src: src}, true)
	parsed = !(err == nil && got != nil && len(got.Sites) == 0 && len(got.Classes) == 0 && got.Summary == nil && len(got.Errors) == 0)
	if errFull != nil {
		if err != nil && err.Error() != errFull.Error() {
			t.Errorf("%s: error %v screened, %v in full", path, err, errFull)
		}
		return parsed
	}
	if err != nil {
		t.Fatalf("%s: screened: %v, in full: no error", path, err)
	}
	a, _ := json.Marshal([]any{got.Sites, got.Classes, got.Summary})
	b, _ := json.Marshal([]any{full.Sites, full.Classes, full.Summary})
	if !bytes.Equal(a, b) {
		t.Errorf("%s: screened result differs:\n%s\nin full:\n%s", path, a, b)
	}
	return parsed
}

// TestLexPuncts checks that every multi-character punctuator lexes as one
// token, and a run of them as the longest first.
func TestLexPuncts(t *testing.T) {
	for _, p := range puncts {
		if toks := lex([]byte(p)); len(toks) != 1 || toks[0].text != p {
			t.Errorf("lex(%q) = %v, want one token", p, toks)
		}
	}
	var got []string
	for _, tk := range lex([]byte("a<<=b->*c...d%:%:e<::>")) {
		got = append(got, tk.text)
	}
	if want := "a <<= b ->* c ... d %:%: e <: :>"; strings.Join(got, " ") != want {
		t.Errorf("lex = %q, want %q", strings.Join(got, " "), want)
	}
}
