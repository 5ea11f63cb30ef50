package pytree

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

func benchFiles(b *testing.B, dir string) (files [][]byte, size int64) {
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") && d.Type().IsRegular() {
			if data, err := os.ReadFile(path); err == nil {
				files = append(files, data)
				size += int64(len(data))
			}
		}
		return nil
	})
	if len(files) == 0 {
		b.Skip("no .py files under " + dir)
	}
	return files, size
}

// BenchmarkParse parses the testdata files.
func BenchmarkParse(b *testing.B) {
	files, size := benchFiles(b, "testdata")
	benchParse(b, files, size)
}

// benchParse parses files (size bytes in all) with Parse.
func benchParse(b *testing.B, files [][]byte, size int64) {
	var t Tree
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		for _, src := range files {
			Parse(src, nil, &t)
		}
	}
}

// BenchmarkCorpus parses every .py file under PYTREE_BENCH (site-packages
// left out) with Parse and with tree-sitter, side by side; files Parse
// refuses count for Parse too.
func BenchmarkCorpus(b *testing.B) {
	dir := os.Getenv("PYTREE_BENCH")
	if dir == "" {
		b.Skip("PYTREE_BENCH not set")
	}
	files, size := benchFiles(b, dir)
	b.Run("pytree", func(b *testing.B) { benchParse(b, files, size) })
	b.Run("tree-sitter", func(b *testing.B) {
		p := sitter.NewParser()
		defer p.Close()
		if err := p.SetLanguage(pyLang); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(size)
		for b.Loop() {
			for _, src := range files {
				p.Parse(src, nil).Close()
			}
		}
	})
}
