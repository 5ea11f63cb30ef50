package tsutil

import (
	"fmt"
	"strings"
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

// TestWalker checks that a Walker walks every subtree of its tree as
// WalkKinds does (the same nodes, kinds and skips, the same ids), lists
// each node's named children and previous named siblings as tree-sitter
// does, before and after a Release, and a node of another tree as well.
func TestWalker(t *testing.T) {
	src := []byte("import os\n\nclass A(Exception):\n    def f(self, x):\n        if x:\n            raise A(f'bad {x!r}')  # c\n        return [y for y in x]\n\nz = (1 +\n  2)\n" + strings.Repeat("y = 2  # more children than manyChildren\n", 2*manyChildren))
	tree, err := pySyntax.Language().Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	other, err := pySyntax.Language().Parse([]byte("x = f(1)\n"))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	list := func(walk func(*sitter.Node, func(*sitter.Node, string) bool), n *sitter.Node, skip string) []string {
		var out []string
		walk(n, func(c *sitter.Node, kind string) bool {
			out = append(out, fmt.Sprintf("%s@%d-%d#%x", kind, c.StartByte(), c.EndByte(), c.Id()))
			return kind != skip
		})
		return out
	}
	w := NewWalker(tree.RootNode())
	var all []*sitter.Node
	WalkKinds(tree.RootNode(), func(c *sitter.Node, _ string) bool { all = append(all, c); return true })
	all = append(all, other.RootNode(), other.RootNode().NamedChild(0))
	for round := 0; round < 2; round++ {
		for _, n := range all {
			for _, skip := range []string{"", "call", "block"} {
				got, want := list(w.WalkKinds, n, skip), list(WalkKinds, n, skip)
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Fatalf("round %d, %s at %d, skip %q:\n got %v\nwant %v", round, n.Kind(), n.StartByte(), skip, got, want)
				}
			}
			var kids, prev []string
			for i := uint(0); i < n.NamedChildCount(); i++ {
				kids = append(kids, fmt.Sprintf("%x", n.NamedChild(i).Id()))
			}
			for _, k := range w.NamedChildren(n) {
				prev = append(prev, fmt.Sprintf("%x", k.Id()))
			}
			if strings.Join(kids, " ") != strings.Join(prev, " ") {
				t.Fatalf("round %d, %s at %d: named children %v, want %v", round, n.Kind(), n.StartByte(), prev, kids)
			}
			if p := n.Parent(); p != nil {
				var want, got []string
				for s := n.PrevNamedSibling(); s != nil; s = s.PrevNamedSibling() {
					want = append([]string{fmt.Sprintf("%x", s.Id())}, want...)
				}
				for _, s := range w.Before(p, n) {
					got = append(got, fmt.Sprintf("%x", s.Id()))
				}
				if strings.Join(got, " ") != strings.Join(want, " ") {
					t.Fatalf("round %d, %s at %d: before it %v, want %v", round, n.Kind(), n.StartByte(), got, want)
				}
			}
			// the walk came from the listing, not from WalkKinds' own
			if ours := n.Id() != other.RootNode().Id() && n.Id() != other.RootNode().NamedChild(0).Id(); (w.find(n) >= 0) != ours {
				t.Fatalf("round %d, %s at %d: found in the listing %v, want %v", round, n.Kind(), n.StartByte(), w.find(n) >= 0, ours)
			}
		}
		w.Release()
	}
}
