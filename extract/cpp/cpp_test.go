package cpp

import (
	"testing"

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
