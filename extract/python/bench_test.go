package python

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// stdlibFiles returns up to n of CPython's standard library modules, the
// real corpus the benchmarks run on; it skips the benchmark without python3.
func stdlibFiles(b *testing.B, n int) []*extract.File {
	out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		b.Skip("python3 not found")
	}
	root := strings.TrimSpace(string(out))
	var files []*extract.File
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || len(files) >= n {
			return filepath.SkipDir
		}
		if d.IsDir() && (d.Name() == "site-packages" || d.Name() == "test") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, ".py") {
			if src, err := os.ReadFile(p); err == nil {
				files = append(files, &extract.File{Path: p, Src: src})
			}
		}
		return nil
	})
	return files
}

// BenchmarkRun measures site extraction beside its baseline, tree-sitter
// parsing alone, on the same stdlib files in one run.
func BenchmarkRun(b *testing.B) {
	extracttest.Benchmark(b, Extractor, func(f *extract.File) {
		if t, err := lang.Parse(f.Src); err == nil {
			t.Close()
		}
	}, stdlibFiles(b, 300))
}
