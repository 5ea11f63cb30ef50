package match

import (
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// TestIndexBuildPanicSkipsRecord checks that a panic while one record's
// pattern is cut into anchors leaves that record out with one warning
// naming it, and the index is built for the others.
func TestIndexBuildPanicSkipsRecord(t *testing.T) {
	oneHook = func(p string) {
		if strings.HasPrefix(p, "boom ") {
			panic("cannot cut")
		}
	}
	defer func() { oneHook = nil }()
	recs := []catalog.Record{
		{ID: "boom", MessagePattern: `boom (.+?) happened here`, ErrorClass: "ValueError", FilePath: "a/b.py", LineNumber: 3, SchemaVersion: 2},
		{ID: "mode", MessagePattern: `invalid mode: (.+?)`, ErrorClass: "ValueError", FilePath: "a/c.py", LineNumber: 1, SchemaVersion: 2},
	}
	var warns []string
	ix, err := New(recs, Options{Warn: func(s string) { warns = append(warns, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "record boom: messagePattern") || !strings.Contains(warns[0], "cannot cut") {
		t.Errorf("warnings %q, want one naming record boom", warns)
	}
	if rs := ix.Explain("ValueError: invalid mode: 'q'"); len(rs) == 0 || rs[0].Record.ID != "mode" {
		t.Errorf("the other record: got %v", rs)
	}
	if rs := ix.Explain("ValueError: boom x happened here"); len(rs) != 0 {
		t.Errorf("the record that could not be indexed answered: %v", rs)
	}
}
