package golang

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

var update = flag.Bool("update", false, "rewrite testdata/context.golden")

func TestExtractor(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata")
	checkGolden(t, filepath.Join("testdata", "context.golden"), results)
}

// checkGolden compares every site's kind, type, severity and context with
// the golden file (rewrite it with -update).
func checkGolden(t *testing.T, golden string, results map[string]*extract.Result) {
	t.Helper()
	var paths []string
	for p := range results {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var b strings.Builder
	for _, p := range paths {
		for _, s := range results[p].Sites {
			c := s.Context
			fmt.Fprintf(&b, "%s:%d-%d %s %s/%s func=%q guard=%q negated=%v doc=%q comments=%q\n",
				filepath.Base(p), s.Line, s.EndLine, s.Kind, s.ErrorType, s.Severity,
				c.Function, c.Guard, c.Negated, c.Docstring, c.Comments)
		}
	}
	if *update {
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("contexts differ from %s (go test -update rewrites it):\n%s", golden, diff(string(want), got))
	}
}

func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "-%s\n+%s\n", wl, gl)
		}
	}
	return b.String()
}

func TestParseError(t *testing.T) {
	_, err := Extractor.Run(&extract.File{Path: "bad.go", Src: []byte("package p\nfunc f( {\n")})
	if err == nil || !strings.HasPrefix(err.Error(), "bad.go:2:") {
		t.Fatalf("got %v, want an error at bad.go:2:col", err)
	}
}

func TestSkipsTests(t *testing.T) {
	res, err := Extractor.Run(&extract.File{Path: "x_test.go", Src: []byte("package p\nfunc f() { panic(\"x\") }\n")})
	if err != nil || len(res.Sites) != 0 {
		t.Fatalf("got %v, %v; want no sites in a _test.go file", res, err)
	}
}

func FuzzRun(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.go")
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("package p\nvar _ = fmt.Errorf(\"%[9999999999]w%*\", x)"))
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := Extractor.Run(&extract.File{Path: "fuzz.go", Src: src})
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.go") {
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
