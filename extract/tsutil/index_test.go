package tsutil

import (
	"os"
	"path/filepath"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// TestIndexAccessors checks every accessor of an Index against
// tree-sitter's own answer, for every node of the files in
// testdata/index and of the Python extractor's testdata: kinds, bytes,
// points, children, fields, parents, and the smallest node spanning
// each node's first byte, its first word and the rest of its line.
func TestIndexAccessors(t *testing.T) {
	files, _ := filepath.Glob("testdata/index/*.py")
	more, _ := filepath.Glob("../python/testdata/src/*.py")
	files = append(files, more...)
	if len(files) < 3 {
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
	total, fielded := 0, 0
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tree, err := lang.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		nodes, withField := checkIndex(t, path, tree.RootNode(), NewIndex(tree.RootNode(), src), src, fields)
		if nodes < 30 {
			t.Errorf("%s: checked %d nodes", path, nodes)
		}
		total, fielded = total+nodes, fielded+withField
		tree.Close()
	}
	if fielded < total/10 {
		t.Errorf("checked %d nodes, %d with a field", total, fielded)
	}
}

// checkIndex compares ix's answers about every node with tree-sitter's
// about the nodes of the tree under root, and returns how many nodes it
// checked and how many field look-ups found a node.
func checkIndex(t *testing.T, path string, root *sitter.Node, ix *Index, src []byte, fields []uint16) (nodes, withField int) {
	t.Helper()
	var want []*sitter.Node // in preorder, as the index lists them
	byNode := map[[2]uint]int{}
	var fieldOf []uint16
	c := root.Walk()
	for {
		n := c.Node()
		byNode[[2]uint{n.StartByte(), uint(n.Id())}] = len(want)
		want = append(want, n)
		fieldOf = append(fieldOf, c.FieldId())
		if c.GotoFirstChild() {
			continue
		}
		for !c.GotoNextSibling() {
			if !c.GotoParent() {
				goto done
			}
		}
	}
done:
	c.Close()
	if len(want) != len(ix.nodes) {
		t.Fatalf("%s: index of %d nodes, tree of %d", path, len(ix.nodes), len(want))
	}
	fail := 0
	at := func(w *sitter.Node, what string, got, exp any) {
		if got != exp && fail < 20 {
			fail++
			t.Errorf("%s: %s at %d: %s = %v, want %v", path, w.Kind(), w.StartByte(), what, got, exp)
		}
	}
	idx := func(n *sitter.Node) int { // -1 for nil
		if n == nil {
			return -1
		}
		i, ok := byNode[[2]uint{n.StartByte(), uint(n.Id())}]
		if !ok {
			return -2
		}
		return i
	}
	got := func(n *Node) int {
		if n == nil {
			return -1
		}
		return ix.at(n)
	}
	for i, w := range want {
		n := ix.node(i)
		at(w, "Kind", ix.Kind(n), w.Kind())
		at(w, "StartByte", n.StartByte(), w.StartByte())
		at(w, "EndByte", n.EndByte(), w.EndByte())
		at(w, "Text", ix.Text(n, src), Text(w, src))
		at(w, "Line", n.Line(), Line(w))
		row, col := n.StartPoint()
		at(w, "StartPoint", [2]uint{uint(row), uint(col)}, [2]uint{w.StartPosition().Row, w.StartPosition().Column})
		row, col = ix.EndPoint(n)
		at(w, "EndPoint", [2]uint{uint(row), uint(col)}, [2]uint{w.EndPosition().Row, w.EndPosition().Column})
		at(w, "EndLine", ix.EndLine(n), EndLine(w))
		at(w, "IsNamed", n.IsNamed(), w.IsNamed())
		at(w, "FieldID", n.FieldID(), fieldOf[i])
		at(w, "ChildCount", ix.ChildCount(n), w.ChildCount())
		at(w, "NamedChildCount", ix.NamedChildCount(n), w.NamedChildCount())
		for k := uint(0); k <= w.ChildCount(); k++ {
			at(w, "Child", got(ix.Child(n, k)), idx(w.Child(k)))
		}
		for k := uint(0); k <= w.NamedChildCount(); k++ {
			at(w, "NamedChild", got(ix.NamedChild(n, k)), idx(w.NamedChild(k)))
			at(w, "NamedChildCount in a loop", ix.NamedChildCount(n), w.NamedChildCount())
		}
		for k := int(w.NamedChildCount()); k >= 0; k-- { // against the order nth remembers
			at(w, "NamedChild", got(ix.NamedChild(n, uint(k))), idx(w.NamedChild(uint(k))))
			at(w, "Child", got(ix.Child(n, uint(k))), idx(w.Child(uint(k))))
		}
		for _, id := range append(fields, 0) {
			f := w.ChildByFieldId(id)
			at(w, "Field "+pySyntax.Language().lang.FieldNameForId(id), got(ix.Field(n, id)), idx(f))
			if f != nil {
				withField++
			}
		}
		at(w, "Parent", got(ix.Parent(n)), idx(w.Parent()))
		start, end := w.StartByte(), w.StartByte()+1
		for end < uint(len(src)) && isWordByte(src[end]) {
			end++
		}
		line := end
		for line < uint(len(src)) && src[line] != '\n' {
			line++
		}
		for _, r := range [][2]uint{{start, start + 1}, {start, end}, {start, line}, {start, w.EndByte()}, {start, start}} {
			if r[1] > uint(len(src)) {
				continue
			}
			at(w, "DescendantForByteRange", got(ix.DescendantForByteRange(ix.Root(), r[0], r[1])), idx(root.DescendantForByteRange(r[0], r[1])))
		}
	}
	var walked []int
	ix.Walk(ix.Root(), func(n *Node, kind string) bool {
		walked = append(walked, ix.at(n))
		return kind != "function_definition"
	})
	var exp []int
	for i := 0; i < len(want); {
		exp = append(exp, i)
		if want[i].Kind() == "function_definition" {
			i = ix.end(i)
		} else {
			i++
		}
	}
	at(root, "nodes walked skipping function bodies", len(walked), len(exp))
	return len(want), withField
}

// isWordByte reports whether c may be part of an identifier.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// TestIndexOf checks that an Index made by NewIndexOf from the nodes of
// another has the same tree (parents filled in), and that Diff tells a
// changed node.
func TestIndexOf(t *testing.T) {
	src, err := os.ReadFile("testdata/index/constructs.py")
	if err != nil {
		t.Fatal(err)
	}
	tree, err := pySyntax.Language().Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	ix := NewIndex(tree.RootNode(), src)
	copyOf := func(change int) *Index {
		nodes := NewNodes(len(ix.nodes))
		for i, n := range ix.nodes {
			end := n.end
			if i == change {
				end++
			}
			nodes[i] = MakeNode(n.start, end, n.row, n.col, n.next, n.symbol, n.field, n.named, n.inherits)
		}
		return NewIndexOf(nodes, ix.kinds, src)
	}
	if d := Diff(ix, copyOf(-1)); d != "" {
		t.Errorf("NewIndexOf: %s", d)
	}
	if d := Diff(ix, copyOf(7)); d == "" {
		t.Error("Diff found no difference in node 7's end")
	}
	inherits := 0
	for _, n := range ix.nodes {
		if n.inherits {
			inherits++
		}
	}
	if inherits == 0 {
		t.Error("no node passes its children's fields up (testdata has a match statement)")
	}
}
