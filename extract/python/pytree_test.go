package python

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// TestPytreeIndex checks that where pytree reads a file, whole and in the
// ranges the screen keeps, its index is tree-sitter's node for node, and
// that it reads no file whose tree has a syntax error: over the testdata
// and, with ERRDEX_PYCORPUS=DIR[:DIR...], every .py file under the dirs.
func TestPytreeIndex(t *testing.T) {
	files, corpus := pytreeFiles()
	sc := new(scratch)
	var parses, read, refused, broken int
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, _, _ := screen(path, src, new(tokens))
		for _, ranges := range [][]sitter.Range{nil, r} {
			tree, err := lang.ParseRanges(src, ranges)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			parses++
			got, ok := parsePytree(src, ranges, sc)
			switch {
			case tree.RootNode().HasError():
				broken++
				if ok {
					t.Errorf("%s (ranges %v): pytree reads a file whose tree has a syntax error", path, ranges != nil)
				}
			case !ok:
				refused++
			default:
				read++
				want := tsutil.NewIndex(tree.RootNode(), src)
				if d := tsutil.Diff(want, got); d != "" {
					t.Errorf("%s (ranges %v): %s", path, ranges != nil, d)
				}
			}
			if got != nil {
				got.Release()
			}
			tree.Close()
			if r == nil {
				break
			}
		}
	}
	t.Logf("%d files, %d parses: pytree read %d, refused %d; %d with syntax errors", len(files), parses, read, refused, broken)
	if read == 0 || corpus == "" && refused > read/10 {
		t.Errorf("pytree read %d of %d parses", read, parses)
	}
}

// pytreeFiles returns the Python files of the testdata and of the dirs
// ERRDEX_PYCORPUS lists, and that list.
func pytreeFiles() (files []string, corpus string) {
	files, _ = filepath.Glob("testdata/src/*.py")
	more, _ := filepath.Glob("../tsutil/testdata/index/*.py")
	files = append(files, more...)
	corpus = os.Getenv("ERRDEX_PYCORPUS")
	for _, dir := range filepath.SplitList(corpus) {
		filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() && strings.HasSuffix(p, ".py") && info.Size() < 8<<20 {
				files = append(files, p)
			}
			return nil
		})
	}
	return files, corpus
}

// TestPytreeResults checks that the extractor finds the same sites,
// classes, errors and summary in a file whether pytree or tree-sitter
// parses it, over the files of TestPytreeIndex.
func TestPytreeResults(t *testing.T) {
	files, _ := pytreeFiles()
	defer func() { noPytree = false }()
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := &extract.File{Path: filepath.Base(path), Src: src}
		noPytree = true
		want, werr := run(f)
		noPytree = false
		got, gerr := run(f)
		if fmt.Sprint(werr) != fmt.Sprint(gerr) {
			t.Errorf("%s: error %v with pytree, %v with tree-sitter", path, gerr, werr)
			continue
		}
		if !reflect.DeepEqual(want, got) {
			g, _ := json.Marshal(got)
			w, _ := json.Marshal(want)
			i := 0
			for i < len(g) && i < len(w) && g[i] == w[i] {
				i++
			}
			t.Errorf("%s: results differ at byte %d of their JSON: %.200s, with tree-sitter %.200s", path, i, g[max(i-100, 0):], w[max(i-100, 0):])
		}
	}
}
