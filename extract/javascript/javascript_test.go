package javascript

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// TestExtract checks the sites of testdata/src against their want comments.
func TestExtract(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata/src")
	checkGolden(t, "testdata/context.golden", contextReport(results))
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

// contextReport lists the context and class definitions found, one line
// per site, for the golden file.
func contextReport(results map[string]*extract.Result) string {
	var paths []string
	for p := range results {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var b strings.Builder
	for _, p := range paths {
		r := results[p]
		for _, c := range r.Classes {
			fmt.Fprintf(&b, "%s:%d: class %s extends %s\n", filepath.ToSlash(p), c.Line, c.Name, strings.Join(c.Bases, ", "))
		}
		for _, e := range r.Errors {
			fmt.Fprintf(&b, "%s: error %s\n", filepath.ToSlash(p), e)
		}
		for _, s := range r.Sites {
			c := s.Context
			fmt.Fprintf(&b, "%s:%d-%d: %s %s func=%q guard=%q negated=%v handler=%q cause=%q doc=%q comments=%q\n",
				filepath.ToSlash(p), s.Line, s.EndLine, s.Kind, s.Class, c.Function, c.Guard, c.Negated, c.Handler, c.Cause, c.Docstring, c.Comments)
		}
	}
	return b.String()
}

func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test -update rewrites it):\ngot:\n%s\nwant:\n%s", path, got, want)
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
