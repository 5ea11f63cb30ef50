package tsutil

import (
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// TestWalk checks that WalkKinds visits the nodes a recursion over Child
// visits, in the same order and with the same kinds, and that a false
// return skips exactly the node's subtree.
func TestWalk(t *testing.T) {
	src := []byte("import os\n\nclass A(Exception):\n    def f(self, x):\n        if x:\n            raise A(f'bad {x!r}')  # c\n        return [y for y in x]\n\nz = (1 +\n  2)\n")
	tree, err := pySyntax.Language().Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	for _, skip := range []string{"", "function_definition", "binary_operator", "module"} {
		var want []string
		var rec func(n *sitter.Node)
		rec = func(n *sitter.Node) {
			want = append(want, n.Kind()+"@"+Text(n, src))
			if n.Kind() == skip {
				return
			}
			for i := uint(0); i < n.ChildCount(); i++ {
				rec(n.Child(i))
			}
		}
		rec(tree.RootNode())
		var got []string
		WalkKinds(tree.RootNode(), func(n *sitter.Node, kind string) bool {
			if kind != n.Kind() {
				t.Errorf("kind %q, want %q", kind, n.Kind())
			}
			got = append(got, kind+"@"+Text(n, src))
			return kind != skip
		})
		if len(got) != len(want) {
			t.Fatalf("skip %q: %d nodes, want %d", skip, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("skip %q: node %d is %q, want %q", skip, i, got[i], want[i])
			}
		}
	}
	inner := tree.RootNode().NamedChild(1) // the class: a walk stays inside it
	n := 0
	Walk(inner, func(c *sitter.Node) bool {
		if c.StartByte() < inner.StartByte() || c.EndByte() > inner.EndByte() {
			t.Errorf("%s at %d is outside the walked node", c.Kind(), c.StartByte())
		}
		n++
		return true
	})
	if n < 10 {
		t.Errorf("walked %d nodes of the class", n)
	}
}
