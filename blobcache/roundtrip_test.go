package blobcache_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/registry"
)

// TestRoundTrip puts the results of every extractor on its testdata files
// (and on the files of $ERRDEX_ROUNDTRIP, when set) into a cache and reads
// them back: each must be deeply equal to what was put, nil and empty
// slices told apart (the enricher does).
func TestRoundTrip(t *testing.T) {
	var files []string
	filepath.WalkDir("../extract", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.Contains(p, "testdata") {
			files = append(files, p)
		}
		return nil
	})
	if root := os.Getenv("ERRDEX_ROUNDTRIP"); root != "" {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files = append(files, p)
			}
			return nil
		})
	}
	c, err := blobcache.Open(t.TempDir(), "fp")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, p := range files {
		ex := extract.ForPath(registry.All, p)
		if ex == nil {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if ex.Decode != nil {
			if src, err = ex.Decode(src); err != nil {
				continue
			}
		}
		res, err := ex.Run(&extract.File{Path: filepath.ToSlash(p), Src: src})
		if err != nil {
			continue
		}
		c.Put(p, res)
		got, ok := c.Get(p)
		if !ok {
			t.Errorf("%s: not read back", p)
			continue
		}
		if !reflect.DeepEqual(got, res) {
			t.Errorf("%s: the result read back differs from the one put at %s", p, firstDiff(reflect.ValueOf(got), reflect.ValueOf(res), "Result"))
		}
		n++
	}
	if n < 50 {
		t.Fatalf("only %d files extracted; testdata moved?", n)
	}
}

// firstDiff names where a and b first differ ("" when deeply equal).
func firstDiff(a, b reflect.Value, at string) string {
	if a.Kind() != b.Kind() {
		return at + ": kind"
	}
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() != b.IsNil() {
			return at + ": nil against set"
		}
		if a.IsNil() {
			return ""
		}
		return firstDiff(a.Elem(), b.Elem(), at)
	case reflect.Slice, reflect.Map:
		if a.IsNil() != b.IsNil() {
			return at + ": nil against empty"
		}
		if a.Len() != b.Len() {
			return at + ": length"
		}
		if a.Kind() == reflect.Map {
			for _, k := range a.MapKeys() {
				if d := firstDiff(a.MapIndex(k), b.MapIndex(k), at+"["+k.String()+"]"); d != "" {
					return d
				}
			}
			return ""
		}
		for i := 0; i < a.Len(); i++ {
			if d := firstDiff(a.Index(i), b.Index(i), at+"[]"); d != "" {
				return d
			}
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if d := firstDiff(a.Field(i), b.Field(i), at+"."+a.Type().Field(i).Name); d != "" {
				return d
			}
		}
	default:
		if a.CanInterface() && !reflect.DeepEqual(a.Interface(), b.Interface()) {
			return at + ": value"
		}
	}
	return ""
}
