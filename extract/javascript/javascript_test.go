package javascript

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// TestExtract checks testdata/src against its want comments, and the
// kinds, contexts (handlers and causes included) and classes against
// testdata/context.golden.
func TestExtract(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata/src")
	extracttest.CheckAll(t, "testdata/context.golden", results)
}

// TestBad checks that each file of testdata/bad fails with the error its
// .err file holds.
func TestBad(t *testing.T) {
	files, _ := filepath.Glob("testdata/bad/*.err")
	if len(files) == 0 {
		t.Fatal("no testdata/bad/*.err files")
	}
	for _, errFile := range files {
		path := strings.TrimSuffix(errFile, ".err")
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := os.ReadFile(errFile)
		_, err = Extractor.Run(&extract.File{Path: filepath.ToSlash(path), Src: src})
		if got := fmt.Sprint(err); got != strings.TrimSpace(string(want)) {
			t.Errorf("%s: error %q, want %q", path, got, strings.TrimSpace(string(want)))
		}
	}
}

// FuzzRun checks that no input makes the extractor panic, under every
// grammar, and that every pattern it produces is usable.
func FuzzRun(f *testing.F) {
	seeds, _ := filepath.Glob("testdata/src/*")
	for _, s := range seeds {
		if src, err := os.ReadFile(s); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("throw new Error(`${`${a}`}` + ('x' + (1 + 2)))"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, name := range []string{"f.js", "f.ts", "f.tsx"} {
			res, err := Extractor.Run(&extract.File{Path: name, Src: src})
			if err != nil {
				continue
			}
			for _, s := range res.Sites {
				if s.Line < 1 || s.EndLine < s.Line {
					t.Errorf("%s: site lines %d-%d", name, s.Line, s.EndLine)
				}
			}
		}
	})
}
