package rust

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
	"github.com/errdex/errdex/extract/internal/sitegolden"
)

func TestExtractor(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata")
	sitegolden.Check(t, filepath.Join("testdata", "context.golden"), results)
}

func TestNotRust(t *testing.T) {
	_, err := Extractor.Run(&extract.File{Path: "x.rs", Src: []byte("<html><body>}}}} not rust {{{{ ))) </body></html>\n")})
	if err == nil || !strings.HasPrefix(err.Error(), "x.rs:1:") {
		t.Fatalf("got %v, want a positioned error", err)
	}
}

func FuzzRun(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.rs")
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte(`fn f() { panic!("\u{110000} \x \u{ {:?}", r##"x"#, ); Err(format!()) }`))
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := Extractor.Run(&extract.File{Path: "fuzz.rs", Src: src})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.rs") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		for _, s := range res.Sites {
			if s.Line < 1 || s.EndLine < s.Line {
				t.Fatalf("bad lines %d-%d", s.Line, s.EndLine)
			}
		}
	})
}
