package pytree

import (
	"fmt"
	"strings"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"
)

// oNode is one node of a tree-sitter tree in the shape of Node, with names.
type oNode struct {
	Start, End, Row, Col, Next uint32
	Kind, Field                string
	Named                      bool
}

var pyLang = sitter.NewLanguage(tspython.Language())

// tsParse parses src (or its ranges) with tree-sitter and returns its nodes
// in cursor preorder and whether the tree has an error.
func tsParse(tb testing.TB, src []byte, ranges []Range) ([]oNode, bool) {
	p := sitter.NewParser()
	defer p.Close()
	if err := p.SetLanguage(pyLang); err != nil {
		tb.Fatal(err)
	}
	if ranges != nil {
		rs := make([]sitter.Range, len(ranges))
		for i, r := range ranges {
			rs[i] = sitter.Range{StartByte: uint(r.Start), EndByte: uint(r.End),
				StartPoint: pointAt(src, r.Start), EndPoint: pointAt(src, r.End)}
		}
		if err := p.SetIncludedRanges(rs); err != nil {
			tb.Fatal(err)
		}
	}
	tree := p.Parse(src, nil)
	defer tree.Close()
	root := tree.RootNode()
	c := root.Walk()
	defer c.Close()
	var out []oNode
	var stack []int
	for {
		n := c.Node()
		pt := n.StartPosition()
		out = append(out, oNode{Start: uint32(n.StartByte()), End: uint32(n.EndByte()),
			Row: uint32(pt.Row), Col: uint32(pt.Column), Kind: n.Kind(), Field: c.FieldName(), Named: n.IsNamed()})
		if c.GotoFirstChild() {
			stack = append(stack, len(out)-1)
			continue
		}
		out[len(out)-1].Next = uint32(len(out))
		for !c.GotoNextSibling() {
			if !c.GotoParent() {
				return out, root.HasError()
			}
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			out[i].Next = uint32(len(out))
		}
	}
}

func pointAt(src []byte, off uint32) sitter.Point {
	row, col := 0, 0
	for _, b := range src[:off] {
		if b == '\n' {
			row++
			col = 0
		} else {
			col++
		}
	}
	return sitter.Point{Row: uint(row), Column: uint(col)}
}

// named converts Parse's tree to oNodes.
func named(t *Tree) []oNode {
	out := make([]oNode, len(t.Nodes))
	for i, n := range t.Nodes {
		out[i] = oNode{Start: n.Start, End: n.End, Row: n.Row, Col: n.Col, Next: n.Next,
			Kind: Kinds[n.Kind], Field: Fields[n.Field], Named: n.Named}
	}
	return out
}

func (n oNode) String() string {
	s := n.Kind
	if !n.Named {
		s = fmt.Sprintf("%q", n.Kind)
	}
	if n.Field != "" {
		s = n.Field + ": " + s
	}
	return fmt.Sprintf("%s [%d-%d] (%d:%d) next=%d", s, n.Start, n.End, n.Row, n.Col, n.Next)
}

// dump renders nodes indented by depth, with the source text of leaves.
func dump(src []byte, ns []oNode) string {
	var b strings.Builder
	var ends []uint32
	for i, n := range ns {
		for len(ends) > 0 && ends[len(ends)-1] <= uint32(i) {
			ends = ends[:len(ends)-1]
		}
		b.WriteString(strings.Repeat("  ", len(ends)))
		b.WriteString(n.String())
		if n.Next == uint32(i+1) && n.End <= uint32(len(src)) && n.Start <= n.End {
			fmt.Fprintf(&b, " %q", src[n.Start:n.End])
		}
		b.WriteByte('\n')
		ends = append(ends, n.Next)
	}
	return b.String()
}

// diff returns "" when the trees are equal, else the first difference with
// context.
func diff(src []byte, want, got []oNode) string {
	n := min(len(want), len(got))
	i := 0
	for i < n && want[i] == got[i] {
		i++
	}
	if i == n && len(want) == len(got) {
		return ""
	}
	// Report the first difference other than a subtree's extent, if any.
	for j := 0; j < n; j++ {
		w, g := want[j], got[j]
		w.Next, g.Next = 0, 0
		if w != g {
			i = j
			break
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "first difference at node %d (tree-sitter has %d nodes, Parse %d)\n", i, len(want), len(got))
	lo := max(0, i-6)
	for j := lo; j < min(i+4, max(len(want), len(got))); j++ {
		mark := "  "
		if j == i {
			mark = "> "
		}
		w, g := "-", "-"
		if j < len(want) {
			w = want[j].String()
		}
		if j < len(got) {
			g = got[j].String()
		}
		fmt.Fprintf(&b, "%s%d\n    ts:    %s\n    parse: %s\n", mark, j, w, g)
	}
	if i < len(want) {
		s := want[i].Start
		e := min(uint32(len(src)), s+80)
		fmt.Fprintf(&b, "source at %d: %q\n", s, src[s:e])
	}
	return b.String()
}
