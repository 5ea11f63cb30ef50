package golang

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

func TestExtractor(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata")
	extracttest.CheckAll(t, filepath.Join("testdata", "context.golden"), results)
}

func TestParseError(t *testing.T) {
	_, err := Extractor.Run(&extract.File{Path: "bad.go", Src: []byte("package p\nfunc f( {\n")})
	if err == nil || !strings.HasPrefix(err.Error(), "bad.go:2:") {
		t.Fatalf("got %v, want an error at bad.go:2:col", err)
	}
}

func FuzzRun(f *testing.F) {
	extracttest.Fuzz(f, Extractor, "testdata/*.go",
		[]byte("package p\nvar _ = fmt.Errorf(\"%[9999999999]w%*\", x)"))
}
