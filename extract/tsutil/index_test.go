package tsutil

import (
	"os"
	"path/filepath"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// TestIndexAccessors checks every accessor of an Index against
// tree-sitter's own answer, for every node of the files in
// testdata/index, both for the nodes the index hands out and for copies
// it must find by their start byte.
func TestIndexAccessors(t *testing.T) {
	files, _ := filepath.Glob("testdata/index/*.py")
	if len(files) == 0 {
		t.Fatal("no testdata/index files")
	}
	lang := pySyntax.Language()
	var fields []uint16
	for id := uint16(1); uint32(id) <= lang.lang.FieldCount(); id++ {
		fields = append(fields, id)
	}
	if lang.Field("name") == 0 || lang.Field("no such field") != 0 {
		t.Errorf("Field(name) = %d, Field(no such field) = %d", lang.Field("name"), lang.Field("no such field"))
	}
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tree, err := lang.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		ix := NewIndex(tree.RootNode())
		var nilIx *Index
		checked, withField := 0, 0
		Walk(tree.RootNode(), func(want *sitter.Node) bool {
			own := ix.node(ix.find(want))
			cp := *own // not in the index's array: found by its start byte
			for _, n := range []*sitter.Node{own, &cp} {
				for _, ix := range []*Index{ix, nilIx} {
					checkNode(t, path, ix, n, want, src, fields, &withField)
				}
			}
			checked++
			return true
		})
		if checked != len(ix.nodes) || checked < 30 || withField < 10 {
			t.Errorf("%s: checked %d nodes (%d with a field) of %d", path, checked, withField, len(ix.nodes))
		}
		tree.Close()
	}
}

// checkNode compares ix's answers about n with tree-sitter's about want.
func checkNode(t *testing.T, path string, ix *Index, n, want *sitter.Node, src []byte, fields []uint16, withField *int) {
	t.Helper()
	at := func(what string, got, exp any) {
		if got != exp {
			t.Errorf("%s: %s at %d: %s = %v, want %v", path, want.Kind(), want.StartByte(), what, got, exp)
		}
	}
	same := func(what string, got, exp *sitter.Node) {
		if (got == nil) != (exp == nil) || got != nil && (!SameNode(got, exp) || got.StartByte() != exp.StartByte()) {
			t.Errorf("%s: %s at %d: %s = %v, want %v", path, want.Kind(), want.StartByte(), what, got, exp)
		}
	}
	at("Kind", ix.Kind(n), want.Kind())
	at("StartByte", StartByte(n), want.StartByte())
	at("EndByte", ix.EndByte(n), want.EndByte())
	at("Text", ix.Text(n, src), Text(want, src))
	at("IsNamed", ix.IsNamed(n), want.IsNamed())
	at("ChildCount", ix.ChildCount(n), want.ChildCount())
	at("NamedChildCount", ix.NamedChildCount(n), want.NamedChildCount())
	for k := uint(0); k <= want.ChildCount(); k++ {
		same("Child", ix.Child(n, k), want.Child(k))
	}
	for k := uint(0); k <= want.NamedChildCount(); k++ {
		same("NamedChild", ix.NamedChild(n, k), want.NamedChild(k))
		at("NamedChildCount in a loop", ix.NamedChildCount(n), want.NamedChildCount())
	}
	for k := int(want.NamedChildCount()); k >= 0; k-- { // against the order nth remembers
		same("NamedChild", ix.NamedChild(n, uint(k)), want.NamedChild(uint(k)))
		same("Child", ix.Child(n, uint(k)), want.Child(uint(k)))
	}
	for _, id := range append(fields, 0) {
		w := want.ChildByFieldId(id)
		same("Field "+pySyntax.Language().lang.FieldNameForId(id), ix.Field(n, id), w)
		if w != nil {
			*withField++
		}
	}
	same("Parent", ix.Parent(n), want.Parent())
}
