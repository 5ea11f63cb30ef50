package rust

import (
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
	extracttest.Fuzz(f, Extractor, "testdata/*.rs",
		[]byte(`fn f() { panic!("\u{110000} \x \u{ {:?}", r##"x"#, ); Err(format!()) }`))
}

// TestExpects checks the #[should_panic] expectations read from testdata
// (integration tests and #[cfg(test)] modules) against
// testdata/expects.golden.
func TestExpects(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata")
	extracttest.CheckEvidence(t, filepath.Join("testdata", "expects.golden"), results)
}
