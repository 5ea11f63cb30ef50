package blobcache_test

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

func TestCorruptCacheEntryIsAMiss(t *testing.T) {
	c, err := blobcache.Open(t.TempDir(), "fp")
	if err != nil {
		t.Fatal(err)
	}
	c.Put("k", &extract.Result{Sites: []extract.Site{{Line: 7, Class: "E", Message: template.Lit("m")}}})
	r, ok := c.Get("k")
	if !ok || len(r.Sites) != 1 || r.Sites[0].Line != 7 || r.Sites[0].Message.Message() != "m" {
		t.Fatalf("Get after Put = %+v, %v", r, ok)
	}
	filepath.WalkDir(c.Dir(), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			os.WriteFile(p, []byte("garbage"), 0o644)
		}
		return nil
	})
	if _, ok := c.Get("k"); ok {
		t.Error("corrupt entry read as a hit")
	}
	if _, ok := c.Get("other"); ok {
		t.Error("absent key read as a hit")
	}
	if st := c.Stats(); st.Hits != 1 || st.Misses != 2 || st.Failures != 1 {
		t.Errorf("stats %+v, want 1 hit, 2 misses, 1 failure", st)
	}
}

func TestFingerprintsSeparate(t *testing.T) {
	dir := t.TempDir()
	a, _ := blobcache.Open(dir, "a")
	b, _ := blobcache.Open(dir, "b")
	a.Put("k", &extract.Result{})
	if _, ok := b.Get("k"); ok {
		t.Error("an entry of fingerprint a was read through fingerprint b")
	}
	if _, ok := a.Get("k"); !ok {
		t.Error("entry lost")
	}
}

func TestSaveLoad(t *testing.T) {
	c, _ := blobcache.Open(t.TempDir(), "fp")
	c.Save("blame\x00a.py\x00abc", []byte("lines"))
	if b, ok := c.Load("blame\x00a.py\x00abc"); !ok || string(b) != "lines" {
		t.Fatalf("Load after Save = %q, %v", b, ok)
	}
	if _, ok := c.Load("blame\x00a.py\x00abd"); ok {
		t.Error("absent key read as a hit")
	}
}

// FuzzEntry overwrites a cache entry with fuzzed bytes: Get and Load must
// not panic (a corrupt entry is a miss), and a hit returns a result.
func FuzzEntry(f *testing.F) {
	dir := f.TempDir()
	c, err := blobcache.Open(dir, "fp")
	if err != nil {
		f.Fatal(err)
	}
	c.Put("k", &extract.Result{Sites: []extract.Site{{Line: 7, Class: "E", Message: template.Concat(template.Lit("m "), template.Hole("x", "", ""))}}})
	var file string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			file = p
		}
		return nil
	})
	good, err := os.ReadFile(file)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("garbage"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if err := os.WriteFile(file, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if r, ok := c.Get("k"); ok && r == nil {
			t.Fatal("a hit without a result")
		}
		c.Load("k")
	})
}

// TestOpenKeepsRecentBuilds opens the cache with more builds than
// KeepBuilds: the least recently used builds' directories go, the others
// and a directory that names no build stay.
func TestOpenKeepsRecentBuilds(t *testing.T) {
	dir := t.TempDir()
	builds := []string{"0000000000000001", "0000000000000002", "0000000000000003", "0000000000000004", "0000000000000005", "0000000000000006"}
	base := time.Now().Add(-time.Hour)
	for i, b := range builds[:5] {
		c, err := blobcache.Open(dir, b)
		if err != nil {
			t.Fatal(err)
		}
		c.Put("k", &extract.Result{})
		at := base.Add(time.Duration(i) * time.Minute) // opened in this order
		os.Chtimes(c.Dir(), at, at)
	}
	if _, err := blobcache.Open(dir, "blame-1"); err != nil {
		t.Fatal(err)
	}
	// Build 2 is used again: it becomes the most recent of the others.
	old := base.Add(10 * time.Minute)
	os.Chtimes(filepath.Join(dir, builds[1]), old, old)
	if _, err := blobcache.Open(dir, builds[5]); err != nil {
		t.Fatal(err)
	}
	var left []string
	des, _ := os.ReadDir(dir)
	for _, de := range des {
		left = append(left, de.Name())
	}
	want := []string{builds[1], builds[3], builds[4], builds[5], "blame-1"}
	if !reflect.DeepEqual(left, want) {
		t.Errorf("left %q, want %q", left, want)
	}
	if blobcache.KeepBuilds != 4 {
		t.Fatalf("KeepBuilds = %d; the expectation above assumes 4", blobcache.KeepBuilds)
	}
}
