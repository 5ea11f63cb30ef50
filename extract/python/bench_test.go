package python

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract"
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

// BenchmarkParseOnly is the baseline: tree-sitter parsing alone.
func BenchmarkParseOnly(b *testing.B) {
	files := stdlibFiles(b, 300)
	b.ResetTimer()
	var n int64
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			t, err := lang.Parse(f.Src)
			if err == nil {
				t.Close()
			}
			n += int64(len(f.Src))
		}
	}
	b.SetBytes(n / int64(b.N))
}

// BenchmarkExtract is parsing plus site extraction.
func BenchmarkExtract(b *testing.B) {
	files := stdlibFiles(b, 300)
	b.ResetTimer()
	var n int64
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			Extractor.Run(f)
			n += int64(len(f.Src))
		}
	}
	b.SetBytes(n / int64(b.N))
}
