package python

import (
	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract/python/pytree"
	"github.com/errdex/errdex/extract/tsutil"
)

// noPytree makes parse use tree-sitter alone (for the tests that compare
// the two).
var noPytree bool

// pytreeFields maps pytree's field indexes to the grammar's field ids.
var pytreeFields = func() []uint16 {
	ids := make([]uint16, len(pytree.Fields))
	for i, name := range pytree.Fields {
		if i > 0 {
			ids[i] = lang.Field(name)
		}
	}
	return ids
}()

// pytreeKind returns pytree's index of the kind name, -1 when it has none.
func pytreeKind(name string) int {
	for i, k := range pytree.Kinds {
		if k == name {
			return i
		}
	}
	return -1
}

// The kinds of a match statement and of its block, which passes the
// fields of its case clauses up to the statement (Index.Field).
var matchKind, blockKind = pytreeKind("match_statement"), pytreeKind("block")

// parsePytree parses src, or the ranges of it when ranges is non-nil,
// with pytree, and indexes the tree; ok is false when pytree does not
// read the file (tree-sitter then parses it).
func parsePytree(src []byte, ranges []sitter.Range, sc *scratch) (ix *tsutil.Index, ok bool) {
	if noPytree {
		return nil, false
	}
	var r []pytree.Range
	if ranges != nil {
		r = sc.ranges[:0]
		for _, x := range ranges {
			if x.EndByte > x.StartByte {
				r = append(r, pytree.Range{Start: uint32(x.StartByte), End: uint32(x.EndByte)})
			}
		}
		sc.ranges = r
		if len(r) == 0 {
			return nil, false
		}
	}
	if pytree.Parse(src, r, &sc.tree) != nil {
		return nil, false
	}
	t := sc.tree.Nodes
	nodes := tsutil.NewNodes(len(t))
	for i, n := range t {
		nodes[i] = tsutil.MakeNode(n.Start, n.End, n.Row, n.Col, n.Next, n.Kind, pytreeFields[n.Field], n.Named, false)
	}
	for i, n := range t {
		if int(n.Kind) != matchKind {
			continue
		}
		for j := i + 1; j < int(n.Next); j = int(t[j].Next) {
			if int(t[j].Kind) == blockKind {
				c := t[j]
				nodes[j] = tsutil.MakeNode(c.Start, c.End, c.Row, c.Col, c.Next, c.Kind, pytreeFields[c.Field], c.Named, true)
			}
		}
	}
	return tsutil.NewIndexOf(nodes, pytree.Kinds, src), true
}
