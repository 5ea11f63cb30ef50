package tsutil

/*
#include <stdint.h>
#include <stdbool.h>

// These mirror tree-sitter's TSNode and TSTreeCursor (api.h), which this
// package does not include; TestNodeLayout checks the Go side.
typedef struct { uint32_t context[4]; const void *id; const void *tree; } errdex_node;
typedef struct { const void *tree; const void *id; uint32_t context[3]; } errdex_cursor;

extern errdex_cursor ts_tree_cursor_new(errdex_node);
extern void ts_tree_cursor_delete(errdex_cursor *);
extern errdex_node ts_tree_cursor_current_node(const errdex_cursor *);
extern bool ts_tree_cursor_goto_first_child(errdex_cursor *);
extern bool ts_tree_cursor_goto_next_sibling(errdex_cursor *);
extern bool ts_tree_cursor_goto_parent(errdex_cursor *);
extern uint32_t ts_node_descendant_count(errdex_node);
extern const char *ts_node_type(errdex_node);

// errdex_preorder writes root and its descendants in source order to out
// (at most cap of them), with the index just past each node's subtree in
// end and its type name in kind, and returns how many it wrote.
static uint32_t errdex_preorder(errdex_node *root, errdex_node *out, uint32_t *end, const char **kind, uint32_t cap) {
	errdex_cursor c = ts_tree_cursor_new(*root);
	uint32_t n = 0;
	while (n < cap) {
		errdex_node nd = ts_tree_cursor_current_node(&c);
		out[n] = nd;
		end[n] = n + ts_node_descendant_count(nd);
		kind[n] = ts_node_type(nd);
		n++;
		if (ts_tree_cursor_goto_first_child(&c)) {
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&c)) {
			if (!ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				return n;
			}
		}
	}
	ts_tree_cursor_delete(&c);
	return n;
}
*/
import "C"

import (
	"sort"
	"sync"
	"unsafe"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// nodeWords holds one sitter.Node (a TSNode) as plain words: the pointers
// in it are tree-sitter's, never Go's, so the garbage collector need not
// scan them.
type nodeWords [4]uint64

// kindNames interns the grammars' node type names by the address of
// tree-sitter's static string.
var kindNames sync.Map // *C.char -> string

// kindName returns the Go string of the type name at p.
func kindName(p *C.char) string {
	if s, ok := kindNames.Load(p); ok {
		return s.(string)
	}
	s := C.GoString(p)
	kindNames.Store(p, s)
	return s
}

// Walk calls fn for n and its descendants in source order, skipping the
// subtree of any node for which fn returns false.
func Walk(n *sitter.Node, fn func(*sitter.Node) bool) {
	WalkKinds(n, func(c *sitter.Node, _ string) bool { return fn(c) })
}

// WalkKinds is Walk, handing fn each node's Kind as well. It lists the
// whole subtree with one call into tree-sitter rather than several per
// node, so that a walk costs about what the nodes fn looks at cost. A
// caller that walks parts of one tree many times does better with an
// Index.
func WalkKinds(n *sitter.Node, fn func(c *sitter.Node, kind string) bool) {
	if n == nil {
		return
	}
	NewIndex(n).walk(0, fn)
}

// An Index lists the nodes of a subtree in source order, each with its
// kind, its parent and the end of its own subtree, so that walks over any
// part of it and Parent lookups run in Go, without calls into
// tree-sitter. It is valid as long as the tree it was built from, and
// takes 48 bytes a node (CPython's _pydecimal.py, 229 KB, has 35,003
// nodes).
type Index struct {
	nodes  []nodeWords
	end    []uint32 // index just past the node's subtree
	parent []int32  // -1 for the root
	kinds  []*C.char
}

// NewIndex lists root and its descendants.
func NewIndex(root *sitter.Node) *Index {
	count := root.DescendantCount()
	ix := &Index{nodes: make([]nodeWords, count), end: make([]uint32, count), kinds: make([]*C.char, count)}
	r := *root
	got := uint32(C.errdex_preorder((*C.errdex_node)(unsafe.Pointer(&r)),
		(*C.errdex_node)(unsafe.Pointer(&ix.nodes[0])), (*C.uint32_t)(&ix.end[0]), &ix.kinds[0], C.uint32_t(count)))
	ix.nodes, ix.end, ix.kinds = ix.nodes[:got], ix.end[:got], ix.kinds[:got]
	return ix
}

// node returns the i-th node.
func (ix *Index) node(i int) *sitter.Node { return (*sitter.Node)(unsafe.Pointer(&ix.nodes[i])) }

// walk calls fn over the subtree of the i-th node.
func (ix *Index) walk(i int, fn func(c *sitter.Node, kind string) bool) {
	for j, end := uint32(i), ix.end[i]; j < end; {
		if fn(ix.node(int(j)), kindName(ix.kinds[j])) {
			j++
		} else {
			j = ix.end[j]
		}
	}
}

// start is the start byte of a TSNode, its first context word (what
// ts_node_start_byte returns).
func start(n *nodeWords) uint32 { return uint32(n[0]) }

// find returns the index of n, or -1 when n is not in the index.
func (ix *Index) find(n *sitter.Node) int {
	w := (*nodeWords)(unsafe.Pointer(n))
	at := start(w)
	i := sort.Search(len(ix.nodes), func(i int) bool { return start(&ix.nodes[i]) >= at })
	for ; i < len(ix.nodes) && start(&ix.nodes[i]) == at; i++ {
		if ix.nodes[i][2] == w[2] { // the id
			return i
		}
	}
	return -1
}

// Walk is the package's WalkKinds over n, which need not be in the index
// (then it is walked as WalkKinds does).
func (ix *Index) Walk(n *sitter.Node, fn func(c *sitter.Node, kind string) bool) {
	if n == nil {
		return
	}
	i := ix.find(n)
	if i < 0 {
		WalkKinds(n, fn)
		return
	}
	ix.walk(i, fn)
}

// Parent returns n's parent, as n.Parent does.
func (ix *Index) Parent(n *sitter.Node) *sitter.Node {
	i := ix.find(n)
	if i < 0 {
		return n.Parent()
	}
	if ix.parent == nil {
		ix.parent = make([]int32, len(ix.nodes))
		var stack []int32
		for j := range ix.nodes {
			for len(stack) > 0 && ix.end[stack[len(stack)-1]] <= uint32(j) {
				stack = stack[:len(stack)-1]
			}
			ix.parent[j] = -1
			if len(stack) > 0 {
				ix.parent[j] = stack[len(stack)-1]
			}
			stack = append(stack, int32(j))
		}
	}
	if p := ix.parent[i]; p >= 0 {
		return ix.node(int(p))
	}
	if i == 0 {
		return n.Parent() // the index's root may have a parent outside it
	}
	return nil
}
