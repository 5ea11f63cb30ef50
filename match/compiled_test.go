package match

import (
	"fmt"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// TestCompiledRegexpsAreBounded checks that explaining more distinct
// records than MaxCompiled keeps at most MaxCompiled compiled regexps, and
// that an evicted record still matches when it comes back.
func TestCompiledRegexpsAreBounded(t *testing.T) {
	var recs []catalog.Record
	for i := 0; i < 40; i++ {
		recs = append(recs, catalog.Record{
			ID: fmt.Sprintf("%016x", i), ErrorClass: "ValueError", FilePath: "m.py", LineNumber: i + 1,
			MessagePattern: fmt.Sprintf(`widget number %04d is broken: (.+?)`, i), SchemaVersion: 2,
		})
	}
	ix, err := New(recs, Options{MaxCompiled: 8})
	if err != nil {
		t.Fatal(err)
	}
	explain := func(i int) {
		t.Helper()
		rs := ix.Explain(fmt.Sprintf("ValueError: widget number %04d is broken: x%d", i, i))
		if len(rs) == 0 || rs[0].Record.ID != recs[i].ID || rs[0].Params[0] != fmt.Sprintf("x%d", i) {
			t.Fatalf("record %d: got %+v", i, rs)
		}
	}
	for i := range recs {
		explain(i)
	}
	held := 0
	for _, c := range ix.re {
		if c.re != nil {
			held++
		}
	}
	if held > 8 {
		t.Errorf("%d compiled regexps held, want at most 8", held)
	}
	explain(0) // evicted long ago: compiled again
}
