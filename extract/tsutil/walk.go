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
extern uint16_t ts_node_symbol(errdex_node);
extern const void *ts_node_language(errdex_node);
extern uint32_t ts_language_symbol_count(const void *);
extern const char *ts_language_symbol_name(const void *, uint16_t);

extern uint16_t ts_tree_cursor_current_field_id(const errdex_cursor *);
extern uint32_t ts_node_end_byte(errdex_node);
extern bool ts_node_is_named(errdex_node);

// errdex_info is what errdex_preorder keeps of a node besides the node:
// the index just past its subtree, its end byte, its symbol (as
// ts_node_symbol gives it: the name ts_node_type gives), the field under
// which it is its parent's child (0 for none) and whether it is named.
typedef struct { uint32_t end, end_byte; uint16_t symbol, field; uint8_t named; } errdex_info;

// errdex_preorder writes root and its descendants in source order to out
// (at most cap of them), with each node's errdex_info in info, and returns
// how many it wrote.
static uint32_t errdex_preorder(errdex_node *root, errdex_node *out, errdex_info *info, uint32_t cap) {
	errdex_cursor c = ts_tree_cursor_new(*root);
	uint32_t n = 0;
	while (n < cap) {
		errdex_node nd = ts_tree_cursor_current_node(&c);
		out[n] = nd;
		info[n].end = n + ts_node_descendant_count(nd);
		info[n].end_byte = ts_node_end_byte(nd);
		info[n].field = n == 0 ? 0 : ts_tree_cursor_current_field_id(&c);
		info[n].named = ts_node_is_named(nd);
		info[n].symbol = ts_node_symbol(nd);
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

extern bool ts_node_has_error(errdex_node);
extern bool ts_node_is_error(errdex_node);
extern bool ts_node_is_missing(errdex_node);
extern uint32_t ts_node_start_byte(errdex_node);

// errdex_errors visits the nodes under root that have an error or are
// MISSING, in source order, never entering a clean subtree, and sums the
// innermost ones as Errors describes: a MISSING node, or an ERROR node no
// child of which has an error or is MISSING. It returns how many there
// are, the bytes they cover in *bytes and the first in *first.
static uint32_t errdex_errors(errdex_node *root, errdex_node *first, uint32_t *bytes) {
	errdex_cursor c = ts_tree_cursor_new(*root);
	uint32_t regions = 0;
	*bytes = 0;
	for (;;) {
		errdex_node nd = ts_tree_cursor_current_node(&c);
		if (!ts_node_is_missing(nd)) {
			if (!ts_node_has_error(nd)) {
				goto next;
			}
			if (!ts_node_is_error(nd)) {
				// an error below: enter
				if (ts_tree_cursor_goto_first_child(&c)) {
					continue;
				}
				goto next;
			}
			// an ERROR node: innermost unless a child has an error
			bool inner = true;
			if (ts_tree_cursor_goto_first_child(&c)) {
				do {
					errdex_node ch = ts_tree_cursor_current_node(&c);
					if (ts_node_has_error(ch) || ts_node_is_missing(ch)) {
						inner = false;
						break;
					}
				} while (ts_tree_cursor_goto_next_sibling(&c));
				ts_tree_cursor_goto_parent(&c);
			}
			if (!inner) {
				ts_tree_cursor_goto_first_child(&c);
				continue;
			}
		}
		if (regions == 0) {
			*first = nd;
		}
		regions++;
		*bytes += ts_node_end_byte(nd) - ts_node_start_byte(nd);
	next:
		while (!ts_tree_cursor_goto_next_sibling(&c)) {
			if (!ts_tree_cursor_goto_parent(&c)) {
				ts_tree_cursor_delete(&c);
				return regions;
			}
		}
	}
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

// kindNames holds the node type names of each grammar by symbol, keyed
// by the grammar's TSLanguage pointer.
var kindNames sync.Map // unsafe.Pointer -> []string

// kindTable returns the type names of n's grammar by symbol.
func kindTable(n *sitter.Node) []string {
	lang := C.ts_node_language(*(*C.errdex_node)(unsafe.Pointer(n)))
	if t, ok := kindNames.Load(lang); ok {
		return t.([]string)
	}
	t := make([]string, C.ts_language_symbol_count(lang))
	for i := range t {
		t[i] = C.GoString(C.ts_language_symbol_name(lang, C.uint16_t(i)))
	}
	kindNames.Store(lang, t)
	return t
}

// errorNodes is Errors's walk, in C: it enters only the subtrees that
// have an error, so that a tree with a few errors costs a few calls.
func errorNodes(n *sitter.Node) ErrorSummary {
	var s ErrorSummary
	var first sitter.Node
	var bytes C.uint32_t
	r := *n
	regions := C.errdex_errors((*C.errdex_node)(unsafe.Pointer(&r)), (*C.errdex_node)(unsafe.Pointer(&first)), &bytes)
	if regions > 0 {
		s.First, s.Regions, s.Bytes = &first, int(regions), int(bytes)
	}
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
// kind, its parent, the end of its own subtree, its end byte, its field
// and whether it is named, so that walks over any part of it and the
// node accessors (Kind, Field, Child, NamedChild, EndByte, Parent) run in
// Go, without calls into tree-sitter. It is valid as long as the tree it
// was built from, and takes 52 bytes a node (CPython's _pydecimal.py, 229
// KB, has 35,003 nodes).
//
// The nodes it returns point into the index, so that it finds them again
// at once; it finds another node by a binary search on its start byte.
// The accessors of a nil Index, and those given a node not in the index,
// ask tree-sitter. An Index is not safe for concurrent use.
type Index struct {
	nodes  []nodeWords
	info   []C.errdex_info
	parent []int32  // -1 for the root
	kinds  []string // the type names of the tree's grammar, by symbol
	last   [16]nthCache
}

// NewIndex lists root and its descendants.
func NewIndex(root *sitter.Node) *Index {
	count := root.DescendantCount()
	ix := &Index{nodes: make([]nodeWords, count), info: make([]C.errdex_info, count), kinds: kindTable(root)}
	for i := range ix.last {
		ix.last[i].node = -1
	}
	r := *root
	got := uint32(C.errdex_preorder((*C.errdex_node)(unsafe.Pointer(&r)),
		(*C.errdex_node)(unsafe.Pointer(&ix.nodes[0])), &ix.info[0], C.uint32_t(count)))
	ix.nodes, ix.info = ix.nodes[:got], ix.info[:got]
	return ix
}

// node returns the i-th node.
func (ix *Index) node(i int) *sitter.Node { return (*sitter.Node)(unsafe.Pointer(&ix.nodes[i])) }

// kind returns the type name of the i-th node.
func (ix *Index) kind(i int) string {
	if sym := ix.info[i].symbol; int(sym) < len(ix.kinds) {
		return ix.kinds[sym]
	}
	return ix.node(i).Kind() // ERROR, whose symbol is past the grammar's
}

// end returns the index just past the i-th node's subtree.
func (ix *Index) end(i int) int { return int(ix.info[i].end) }

// walk calls fn over the subtree of the i-th node.
func (ix *Index) walk(i int, fn func(c *sitter.Node, kind string) bool) {
	for j, end := i, ix.end(i); j < end; {
		if fn(ix.node(j), ix.kind(j)) {
			j++
		} else {
			j = ix.end(j)
		}
	}
}

// start is the start byte of a TSNode, its first context word (what
// ts_node_start_byte returns).
func start(n *nodeWords) uint32 { return uint32(n[0]) }

// StartByte returns n.StartByte(), read from the node itself rather than
// through a call into tree-sitter.
func StartByte(n *sitter.Node) uint { return uint(start((*nodeWords)(unsafe.Pointer(n)))) }

// at returns the index of n, or -1 when n is not in the index.
func (ix *Index) at(n *sitter.Node) int {
	if ix == nil || n == nil || len(ix.nodes) == 0 {
		return -1
	}
	p, base := uintptr(unsafe.Pointer(n)), uintptr(unsafe.Pointer(&ix.nodes[0]))
	const size = unsafe.Sizeof(nodeWords{})
	if p >= base && p < base+uintptr(len(ix.nodes))*size && (p-base)%size == 0 {
		return int((p - base) / size)
	}
	return ix.find(n)
}

// find returns the index of n by its start byte and id, or -1.
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
	i := ix.at(n)
	if i < 0 {
		WalkKinds(n, fn)
		return
	}
	ix.walk(i, fn)
}

// Kind returns n.Kind().
func (ix *Index) Kind(n *sitter.Node) string {
	if i := ix.at(n); i >= 0 {
		return ix.kind(i)
	}
	return n.Kind()
}

// EndByte returns n.EndByte().
func (ix *Index) EndByte(n *sitter.Node) uint {
	if i := ix.at(n); i >= 0 {
		return uint(ix.info[i].end_byte)
	}
	return n.EndByte()
}

// Text returns the source text of n, as the package's Text does.
func (ix *Index) Text(n *sitter.Node, src []byte) string {
	if n == nil {
		return ""
	}
	return string(src[StartByte(n):ix.EndByte(n)])
}

// IsNamed returns n.IsNamed().
func (ix *Index) IsNamed(n *sitter.Node) bool {
	if i := ix.at(n); i >= 0 {
		return ix.info[i].named != 0
	}
	return n.IsNamed()
}

// Field returns n.ChildByFieldId(id): its first child under that field
// (Language.Field names the ids), or nil.
func (ix *Index) Field(n *sitter.Node, id uint16) *sitter.Node {
	i := ix.at(n)
	if i < 0 {
		return n.ChildByFieldId(id)
	}
	if id == 0 {
		return nil
	}
	for j, end := i+1, ix.end(i); j < end; j = ix.end(j) {
		if uint16(ix.info[j].field) == id {
			return ix.node(j)
		}
	}
	// A field may also stand on a grandchild, when the child between is a
	// hidden rule aliased to a visible node (Python's match_statement
	// inherits "alternative" from the case clauses of its block): the
	// index does not know the grammar's field maps, so tree-sitter decides.
	for j, end := i+1, ix.end(i); j < end; j = ix.end(j) {
		for k, e := j+1, ix.end(j); k < e; k = ix.end(k) {
			if uint16(ix.info[k].field) == id {
				return n.ChildByFieldId(id)
			}
		}
	}
	return nil
}

// nth returns the index of the k-th child of the i-th node (counting
// only named children when named), or -1 when it has no more than k. It
// goes on from the child the last call about the node found, so that a
// loop over a node's children in order takes one pass over them, even
// when it asks about their own children in between.
func (ix *Index) nth(i int, k uint, named bool) int {
	c := ix.cached(i, named)
	if c.k > k {
		c.k, c.child = 0, ix.nextChild(i, i+1, named)
	}
	end := ix.end(i)
	for c.child < end && c.k < k {
		c.child, c.k = ix.nextChild(i, ix.end(c.child), named), c.k+1
	}
	if c.child < end {
		return c.child
	}
	c.count = int(c.k)
	return -1
}

// countOf returns how many children the i-th node has (named ones only
// when named).
func (ix *Index) countOf(i int, named bool) uint {
	c := ix.cached(i, named)
	if c.count < 0 {
		n, end := c.k, ix.end(i)
		for j := c.child; j < end; j = ix.nextChild(i, ix.end(j), named) {
			n++
		}
		c.count = int(n)
	}
	return uint(c.count)
}

// nthCache is where the last nth call about a node stopped: at its k-th
// child (index child) or, with child the node's end, past the last; and
// how many children it has, once known.
type nthCache struct {
	node  int
	named bool
	k     uint
	child int
	count int // -1 when not known
}

// cached returns the cache entry of the i-th node, starting it anew at
// the first child when it held another node.
func (ix *Index) cached(i int, named bool) *nthCache {
	h := (uint32(i)*2 + b2u(named)) * 2654435761 // Fibonacci hashing: the top 4 bits pick one of 16
	c := &ix.last[h>>28]
	if c.node != i || c.named != named {
		*c = nthCache{node: i, named: named, child: ix.nextChild(i, i+1, named), count: -1}
	}
	return c
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// nextChild returns the first child of the i-th node at or after index j
// (named only when named), or the node's end.
func (ix *Index) nextChild(i, j int, named bool) int {
	end := ix.end(i)
	for j < end && named && ix.info[j].named == 0 {
		j = ix.end(j)
	}
	return min(j, end)
}

// Child returns n.Child(k), the k-th of its children, or nil.
func (ix *Index) Child(n *sitter.Node, k uint) *sitter.Node { return ix.child(n, k, false) }

// NamedChild returns n.NamedChild(k), the k-th of its named children, or
// nil.
func (ix *Index) NamedChild(n *sitter.Node, k uint) *sitter.Node { return ix.child(n, k, true) }

// child is Child or NamedChild.
func (ix *Index) child(n *sitter.Node, k uint, named bool) *sitter.Node {
	i := ix.at(n)
	switch {
	case i < 0 && named:
		return n.NamedChild(k)
	case i < 0:
		return n.Child(k)
	}
	if j := ix.nth(i, k, named); j >= 0 {
		return ix.node(j)
	}
	return nil
}

// ChildCount returns n.ChildCount().
func (ix *Index) ChildCount(n *sitter.Node) uint { return ix.count(n, false) }

// NamedChildCount returns n.NamedChildCount().
func (ix *Index) NamedChildCount(n *sitter.Node) uint { return ix.count(n, true) }

// count is ChildCount or NamedChildCount.
func (ix *Index) count(n *sitter.Node, named bool) uint {
	i := ix.at(n)
	switch {
	case i < 0 && named:
		return n.NamedChildCount()
	case i < 0:
		return n.ChildCount()
	}
	return ix.countOf(i, named)
}

// Parent returns n's parent, as n.Parent does.
func (ix *Index) Parent(n *sitter.Node) *sitter.Node {
	i := ix.at(n)
	if i < 0 {
		return n.Parent()
	}
	if ix.parent == nil {
		ix.parent = make([]int32, len(ix.nodes))
		var stack []int32
		for j := range ix.nodes {
			for len(stack) > 0 && ix.end(int(stack[len(stack)-1])) <= j {
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
