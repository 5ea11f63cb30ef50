package extracttest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
)

// Fuzz runs ex on random bytes, seeded with the files matching glob and
// seeds, and its link pass on the result (the file as a module of a
// package beside its __init__ twin, so that it may import itself). Run and
// Link must not panic, an error must name the file, and every site's
// lines must be ordered and positive.
func Fuzz(f *testing.F, ex *extract.Extractor, glob string, seeds ...[]byte) {
	files, err := filepath.Glob(glob)
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	path := "fuzz" + ex.Extensions[0]
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := ex.Run(&extract.File{Path: path, Src: src})
		if err != nil {
			if !strings.HasPrefix(err.Error(), path) {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		if ex.Link != nil {
			// The same source as the package's __init__ and as a module of
			// it: imports of the package or of "." reach a file.
			init, _ := ex.Run(&extract.File{Path: "pkg/__init__" + ex.Extensions[0], Src: src})
			ex.Link([]extract.Linked{{Path: "pkg/__init__" + ex.Extensions[0], Result: init}, {Path: "pkg/" + path, Result: res}})
		}
		for _, s := range res.Sites {
			if s.Line < 1 || s.EndLine < s.Line {
				t.Fatalf("bad lines %d-%d", s.Line, s.EndLine)
			}
		}
	})
}
