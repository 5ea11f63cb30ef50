package scan

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/registry"
)

func TestContentKey(t *testing.T) {
	// git hash-object of "hello\n".
	if got, want := ContentKey("a/b.txt", []byte("hello\n")), "ce013625030ba8dba906f756967f9e9ca394464a:a/b.txt"; got != want {
		t.Errorf("ContentKey = %s, want %s", got, want)
	}
}

// mapCache is a Cache in memory that counts what it is asked.
type mapCache struct {
	mu   sync.Mutex
	m    map[string]*extract.Result
	gets []string
}

func (c *mapCache) Get(key string) (*extract.Result, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gets = append(c.gets, key)
	r, ok := c.m[key]
	return r, ok
}

func (c *mapCache) Put(key string, r *extract.Result) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[key] = r
}

// TestDirScanCache scans a directory twice with a cache: the second scan
// takes every file from it and gives the same entries; a changed file and
// a copy at another path are analysed again, each with its own path.
func TestDirScanCache(t *testing.T) {
	dir := t.TempDir()
	src := "import logging\nlogger = logging.getLogger(__name__)\n\ndef f(x):\n    logger.error('boom %s', x)\n    raise ValueError(f'bad {x}')\n"
	write := func(p, s string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.py", src)
	write("b.py", "def g():\n    raise KeyError('missing')\n")
	c := &mapCache{m: map[string]*extract.Result{}}
	run := func() *Result {
		t.Helper()
		res, err := Run(context.Background(), &DirSource{Root: dir}, Options{Repo: "o/r", SHA: "s", Now: time.Unix(0, 0), Extractors: registry.All, Cache: c})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	first := run()
	if first.Stats.CacheHits != 0 || len(c.m) != 2 {
		t.Fatalf("first scan: %d hits, %d entries put; want 0 and 2", first.Stats.CacheHits, len(c.m))
	}
	second := run()
	if second.Stats.CacheHits != 2 {
		t.Errorf("second scan: %d hits, want 2", second.Stats.CacheHits)
	}
	if !reflect.DeepEqual(first.Entries, second.Entries) {
		t.Error("the cached scan's entries differ from the first scan's")
	}

	write("b.py", "def g():\n    raise KeyError('gone')\n")
	write("c.py", src) // same bytes as a.py, another module
	third := run()
	if third.Stats.CacheHits != 1 {
		t.Errorf("third scan: %d hits, want 1 (a.py only)", third.Stats.CacheHits)
	}
	byFile := map[string][]string{}
	for _, e := range third.Entries {
		byFile[e.Record.FilePath] = append(byFile[e.Record.FilePath], e.Record.ErrorClass+": "+e.Record.ErrorMessage)
	}
	want := map[string][]string{
		"a.py": {"a: boom {x}", "ValueError: bad {x}"},
		"b.py": {"KeyError: gone"},
		"c.py": {"c: boom {x}", "ValueError: bad {x}"},
	}
	for p, w := range want {
		got := byFile[p]
		if len(got) != len(w) {
			t.Errorf("%s: records %q, want %q", p, got, w)
			continue
		}
		seen := map[string]bool{}
		for _, g := range got {
			seen[g] = true
		}
		for _, x := range w {
			if !seen[x] {
				t.Errorf("%s: records %q, want %q", p, got, w)
			}
		}
	}
}
