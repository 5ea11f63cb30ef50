package tsutil

/*
#include <stdint.h>
#include <stdbool.h>
#include <stdlib.h>

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
extern uint16_t ts_node_grammar_symbol(errdex_node);
extern uint32_t ts_node_end_byte(errdex_node);
extern bool ts_node_is_named(errdex_node);

// errdex_info is what errdex_preorder keeps of a node besides the node
// itself; it is the layout of the Go type Node (TestNodeLayout): its
// start and end bytes, its start point, the index just past its subtree,
// its parent's index (-1 for the root), its symbol (as ts_node_symbol
// gives it: the name ts_node_type gives), the field under which it is its
// parent's child (0 for none), whether it is named, and whether it is a
// hidden rule of the grammar made visible by an alias, whose children's
// fields are also its parent's.
typedef struct {
	uint32_t start, end, row, col, next;
	int32_t parent;
	uint16_t symbol, field;
	uint8_t named, inherits;
} errdex_info;

// errdex_preorder writes root and its descendants in source order to out
// (at most cap of them; out may be NULL), with each node's errdex_info in
// info, and returns how many it wrote.
extern errdex_node ts_node_child_by_field_id(errdex_node, uint16_t);

// errdex_inherits reports whether a field of a child of nd is also a
// field of parent, whose child nd is: when nd is a hidden rule of the
// grammar made visible by an alias (Python's match block), tree-sitter's
// ts_node_child_by_field_id(parent, field) enters it.
static uint8_t errdex_inherits(errdex_node parent, errdex_node nd) {
	errdex_cursor c = ts_tree_cursor_new(nd);
	uint8_t in = 0;
	if (ts_tree_cursor_goto_first_child(&c)) {
		do {
			uint16_t f = ts_tree_cursor_current_field_id(&c);
			if (f && ts_node_child_by_field_id(parent, f).id == ts_tree_cursor_current_node(&c).id) {
				in = 1;
				break;
			}
		} while (ts_tree_cursor_goto_next_sibling(&c));
	}
	ts_tree_cursor_delete(&c);
	return in;
}

// errdex_preorder writes root and its descendants in source order to out
// (at most cap of them; out may be NULL), with each node's errdex_info in
// info, and returns how many it wrote; 0 when it runs out of memory.
static uint32_t errdex_preorder(errdex_node *root, errdex_node *out, errdex_info *info, uint32_t cap) {
	errdex_cursor c = ts_tree_cursor_new(*root);
	uint32_t n = 0;
	int32_t parent = -1; // of the cursor's node
	// The nodes from the root down to the cursor's parent, for
	// errdex_inherits.
	uint32_t depth = 0, room = 64;
	errdex_node *up = malloc(room * sizeof(errdex_node));
	if (!up) {
		ts_tree_cursor_delete(&c);
		return 0;
	}
	while (n < cap) {
		errdex_node nd = ts_tree_cursor_current_node(&c);
		if (out) {
			out[n] = nd;
		}
		errdex_info *in = &info[n];
		in->start = nd.context[0];
		in->row = nd.context[1];
		in->col = nd.context[2];
		in->end = ts_node_end_byte(nd);
		in->next = n + ts_node_descendant_count(nd);
		in->parent = parent;
		in->field = n == 0 ? 0 : ts_tree_cursor_current_field_id(&c);
		in->named = ts_node_is_named(nd);
		in->symbol = ts_node_symbol(nd);
		in->inherits = depth > 0 && nd.context[3] == 0 && in->next > n + 1 &&
			ts_node_grammar_symbol(nd) != in->symbol && errdex_inherits(up[depth - 1], nd);
		n++;
		if (ts_tree_cursor_goto_first_child(&c)) {
			if (depth == room) {
				errdex_node *more = realloc(up, 2 * room * sizeof(errdex_node));
				if (!more) {
					free(up);
					ts_tree_cursor_delete(&c);
					return 0;
				}
				up = more;
				room *= 2;
			}
			up[depth++] = nd;
			parent = n - 1;
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&c)) {
			if (!ts_tree_cursor_goto_parent(&c)) {
				free(up);
				ts_tree_cursor_delete(&c);
				return n;
			}
			depth--;
			parent = info[parent].parent;
		}
	}
	free(up);
	ts_tree_cursor_delete(&c);
	return n;
}

extern bool ts_node_has_error(errdex_node);
extern bool ts_node_is_error(errdex_node);
extern bool ts_node_is_missing(errdex_node);
extern uint32_t ts_node_start_byte(errdex_node);

// errdex_dirty reports whether a child of the cursor's node, as the
// cursor sees them, has an error or is MISSING; the cursor stays put.
static bool errdex_dirty(errdex_cursor *c) {
	bool dirty = false;
	if (ts_tree_cursor_goto_first_child(c)) {
		do {
			errdex_node ch = ts_tree_cursor_current_node(c);
			if (ts_node_has_error(ch) || ts_node_is_missing(ch)) {
				dirty = true;
				break;
			}
		} while (ts_tree_cursor_goto_next_sibling(c));
		ts_tree_cursor_goto_parent(c);
	}
	return dirty;
}

// errdex_errors visits the nodes under root that have an error or are
// MISSING, in source order, never entering a clean subtree, and sums the
// innermost ones as Errors describes: a MISSING node, or an ERROR node no
// child of which has an error or is MISSING. A node with an error none of
// whose children has one holds a MISSING token the cursor does not show
// (a hidden one, such as Python's _newline): it is counted as that
// token, covering no bytes. It returns how many there are, the bytes
// they cover in *bytes and the first in *first.
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
				if (errdex_dirty(&c)) { // an error below: enter
					ts_tree_cursor_goto_first_child(&c);
					continue;
				}
				// a hidden MISSING token
				if (regions == 0) {
					*first = nd;
				}
				regions++;
				goto next;
			}
			// an ERROR node: innermost unless a child has an error
			if (errdex_dirty(&c)) {
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
	"bytes"
	"fmt"
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
		at := first.StartPosition()
		s.Line, s.Col = int(at.Row)+1, int(at.Column)+1
		if first.IsMissing() {
			s.Missing = first.Kind()
		}
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
// node, so that a walk costs about what the nodes fn looks at cost.
func WalkKinds(n *sitter.Node, fn func(c *sitter.Node, kind string) bool) {
	if n == nil {
		return
	}
	ix := build(n, nil, true)
	if len(ix.nodes) > 0 {
		ix.walkTS(0, fn)
	}
}

// walkTS is WalkKinds over the subtree of ix's i-th node, for an index
// built with its tree-sitter nodes.
func (ix *Index) walkTS(i int, fn func(c *sitter.Node, kind string) bool) {
	for j, end := i, ix.end(i); j < end; {
		if fn((*sitter.Node)(unsafe.Pointer(&ix.ts[j])), ix.kind(j)) {
			j++
		} else {
			j = ix.end(j)
		}
	}
}

// A Walker walks subtrees of one tree from a single listing of the whole
// tree, made on its first walk. WalkKinds lists the subtree it is handed
// each time, which costs the subtree's size however little of it fn
// reads: an extractor walking the function around each of its sites
// (heldValues in a bundle whose module is one function of a million
// nodes) pays the function's size per site. A Walker pays it once per
// file. It is not safe for concurrent use.
type Walker struct {
	root *sitter.Node
	ix   *Index
	kids map[int][]*sitter.Node // NamedChildren of nodes with more than manyChildren, by index
}

// NewWalker returns a Walker of the tree under root.
func NewWalker(root *sitter.Node) *Walker { return &Walker{root: root} }

// Walk is tsutil.Walk over the Walker's listing.
func (w *Walker) Walk(n *sitter.Node, fn func(*sitter.Node) bool) {
	w.WalkKinds(n, func(c *sitter.Node, _ string) bool { return fn(c) })
}

// WalkKinds is tsutil.WalkKinds over the Walker's listing; a node not in
// the Walker's tree is walked as WalkKinds walks it.
func (w *Walker) WalkKinds(n *sitter.Node, fn func(c *sitter.Node, kind string) bool) {
	if n == nil {
		return
	}
	if w.ix == nil {
		w.ix = build(w.root, nil, true)
	}
	i := w.find(n)
	if i < 0 {
		WalkKinds(n, fn)
		return
	}
	w.ix.walkTS(i, fn)
}

// find returns the index of n in the Walker's listing, -1 when it is not
// there: the nodes are in source order, so those starting where n starts
// are a run found by binary search, and n is the one of them with its id.
func (w *Walker) find(n *sitter.Node) int {
	nodes, start, id := w.ix.nodes, uint32(n.StartByte()), uint64(n.Id())
	j := sort.Search(len(nodes), func(k int) bool { return nodes[k].start >= start })
	for ; j < len(nodes) && nodes[j].start == start; j++ {
		if w.ix.ts[j][2] == id {
			return j
		}
	}
	return -1
}

// NamedChildren returns n's named children in source order, from the
// listing. sitter.Node's NamedChild(i) and PrevNamedSibling count from the
// parent's first child, so that stepping through the statements of a
// module of thousands costs their square; this costs their count, once
// for a node with many children (kept). A node not in the Walker's tree
// has its children listed by tree-sitter.
func (w *Walker) NamedChildren(n *sitter.Node) []*sitter.Node {
	if n == nil {
		return nil
	}
	if w.ix == nil {
		w.ix = build(w.root, nil, true)
	}
	i := w.find(n)
	if i < 0 {
		c := n.Walk()
		defer c.Close()
		var out []*sitter.Node
		for _, k := range n.NamedChildren(c) {
			out = append(out, &k)
		}
		return out
	}
	if kids, ok := w.kids[i]; ok {
		return kids
	}
	var out []*sitter.Node
	for j, end := i+1, w.ix.end(i); j < end; j = w.ix.end(j) {
		if w.ix.nodes[j].named {
			out = append(out, (*sitter.Node)(unsafe.Pointer(&w.ix.ts[j])))
		}
	}
	if len(out) > manyChildren {
		if w.kids == nil {
			w.kids = map[int][]*sitter.Node{}
		}
		w.kids[i] = out
	}
	return out
}

// Before returns the named children of parent before child, nearest
// last: child's previous named siblings, as PrevNamedSibling would give
// them one by one.
func (w *Walker) Before(parent, child *sitter.Node) []*sitter.Node {
	kids := w.NamedChildren(parent)
	start := child.StartByte()
	k := sort.Search(len(kids), func(k int) bool { return kids[k].StartByte() >= start })
	for j := k; j < len(kids) && kids[j].StartByte() == start; j++ {
		if kids[j].Id() == child.Id() {
			return kids[:j]
		}
	}
	return kids[:k]
}

// Release hands the listing's memory on (Index.Release); the Walker may
// be used again and lists the tree again.
func (w *Walker) Release() {
	w.ix.Release()
	w.ix, w.kids = nil, nil
}

// A Node is a node of an Index: what tree-sitter says of it, kept in Go.
// Its identity is its address: the Index hands out each node as a
// pointer into its own array, so that two handles of one node are equal.
type Node struct {
	start, end uint32 // bytes
	row, col   uint32 // start point
	next       uint32 // index just past its subtree
	parent     int32  // index; -1 for the root
	symbol     uint16 // kind, by the Index's table
	field      uint16 // under which it is its parent's child; 0 for none
	named      bool
	inherits   bool // a hidden rule aliased visible: its children's fields are its parent's too
}

// StartByte returns the node's first byte.
func (n *Node) StartByte() uint { return uint(n.start) }

// EndByte returns the byte just past the node.
func (n *Node) EndByte() uint { return uint(n.end) }

// Line returns the 1-based line where the node starts.
func (n *Node) Line() int { return int(n.row) + 1 }

// StartPoint returns the node's 0-based start row and column (bytes), as
// tree-sitter's StartPosition.
func (n *Node) StartPoint() (row, col int) { return int(n.row), int(n.col) }

// IsNamed reports whether the node is named (n.IsNamed()).
func (n *Node) IsNamed() bool { return n.named }

// FieldID returns the id of the field under which the node is its
// parent's child, 0 for none (Language.Field names the ids).
func (n *Node) FieldID() uint16 { return n.field }

// An Index lists the nodes of a tree in source order, each with its kind,
// its parent, the end of its own subtree, its bytes, its start point, its
// field and whether it is named, so that walks over any part of it and
// the node accessors (Kind, Field, Child, NamedChild, Parent, ...) run in
// Go. Built from a tree-sitter tree it does not refer to the tree after
// NewIndex returns; it takes 32 bytes a node (CPython's _pydecimal.py,
// 229 KB, has 35,003 nodes). An Index is not safe for concurrent use.
type Index struct {
	nodes []Node
	ts    []nodeWords // the tree-sitter nodes, for WalkKinds; nil otherwise
	kinds []string    // the type names of the tree's grammar, by symbol
	src   []byte      // for EndPoint; nil when not given
	lines []uint32    // where each line of src starts; built on first use
	last  [16]nthCache
	// lists holds the children of each node with more than manyChildren
	// of them, by listKey, once asked for (see nth).
	lists map[int][]int32
}

// manyChildren is how many children a node has at most for nth to find
// them by walking its siblings; a node with more (a module's statements)
// has them listed once.
const manyChildren = 64

// listKey is the key in Index.lists of the i-th node's children (named
// ones only when named).
func listKey(i int, named bool) int { return 2*i + int(b2u(named)) }

// NewIndex lists the nodes of the tree under root, whose source is src
// (which EndPoint reads; it may be nil when EndPoint is not asked).
func NewIndex(root *sitter.Node, src []byte) *Index {
	ix := build(root, src, false)
	return ix
}

// build lists root and its descendants, with their tree-sitter nodes
// when ts.
func build(root *sitter.Node, src []byte, ts bool) *Index {
	count := root.DescendantCount()
	ix := &Index{nodes: getNodes(int(count)), kinds: kindTable(root), src: src}
	var out *C.errdex_node
	if ts {
		ix.ts = make([]nodeWords, count)
		out = (*C.errdex_node)(unsafe.Pointer(&ix.ts[0]))
	}
	r := *root
	got := uint32(C.errdex_preorder((*C.errdex_node)(unsafe.Pointer(&r)), out,
		(*C.errdex_info)(unsafe.Pointer(&ix.nodes[0])), C.uint32_t(count)))
	if got == 0 && count > 0 {
		panic("tsutil: out of memory indexing a tree")
	}
	ix.nodes = ix.nodes[:got]
	if ts {
		ix.ts = ix.ts[:got]
	}
	ix.reset()
	return ix
}

// nodePool holds the node arrays of released indexes.
var nodePool sync.Pool // of *[]Node

// getNodes returns n nodes to fill, from a released index when one had
// room.
func getNodes(n int) []Node {
	if p, _ := nodePool.Get().(*[]Node); p != nil && cap(*p) >= n {
		return (*p)[:n]
	}
	return make([]Node, n)
}

// Release hands the index's memory on to the next index built; neither
// the index nor its nodes may be used after.
func (ix *Index) Release() {
	if ix == nil || cap(ix.nodes) == 0 {
		return
	}
	nodes := ix.nodes[:0]
	nodePool.Put(&nodes)
	ix.nodes, ix.ts, ix.lines, ix.lists = nil, nil, nil, nil
}

// reset empties the nth cache.
func (ix *Index) reset() {
	for i := range ix.last {
		ix.last[i].node = -1
	}
}

// Root returns the index's first node, the root of its tree, or nil for
// an empty index.
func (ix *Index) Root() *Node {
	if ix == nil || len(ix.nodes) == 0 {
		return nil
	}
	return &ix.nodes[0]
}

// node returns the i-th node.
func (ix *Index) node(i int) *Node { return &ix.nodes[i] }

// kind returns the type name of the i-th node.
func (ix *Index) kind(i int) string {
	switch sym := ix.nodes[i].symbol; {
	case int(sym) < len(ix.kinds):
		return ix.kinds[sym]
	case sym == 0xFFFF: // ts_builtin_sym_error
		return "ERROR"
	default: // ts_builtin_sym_error_repeat
		return "_ERROR"
	}
}

// end returns the index just past the i-th node's subtree.
func (ix *Index) end(i int) int { return int(ix.nodes[i].next) }

// at returns the index of n, which must be a node of ix (or nil: -1).
func (ix *Index) at(n *Node) int {
	if n == nil || len(ix.nodes) == 0 {
		return -1
	}
	p, base := uintptr(unsafe.Pointer(n)), uintptr(unsafe.Pointer(&ix.nodes[0]))
	const size = unsafe.Sizeof(Node{})
	if p < base || p >= base+uintptr(len(ix.nodes))*size || (p-base)%size != 0 {
		panic("tsutil: a node of another index")
	}
	return int((p - base) / size)
}

// Walk calls fn for n and its descendants in source order, with each
// node's kind, skipping the subtree of any node for which fn returns
// false.
func (ix *Index) Walk(n *Node, fn func(c *Node, kind string) bool) {
	i := ix.at(n)
	if i < 0 {
		return
	}
	for j, end := i, ix.end(i); j < end; {
		if fn(ix.node(j), ix.kind(j)) {
			j++
		} else {
			j = ix.end(j)
		}
	}
}

// Kind returns n's type name (n.Kind()).
func (ix *Index) Kind(n *Node) string {
	if i := ix.at(n); i >= 0 {
		return ix.kind(i)
	}
	return ""
}

// Text returns the source text of n; "" for nil.
func (ix *Index) Text(n *Node, src []byte) string {
	if n == nil {
		return ""
	}
	return string(src[n.start:n.end])
}

// EndPoint returns n's 0-based end row and column (bytes), as
// tree-sitter's EndPosition, from the source the index was given.
func (ix *Index) EndPoint(n *Node) (row, col int) {
	if ix.lines == nil {
		ix.lines = make([]uint32, 1, bytes.Count(ix.src, []byte{'\n'})+1)
		for i, c := range ix.src {
			if c == '\n' {
				ix.lines = append(ix.lines, uint32(i+1))
			}
		}
	}
	r := sort.Search(len(ix.lines), func(i int) bool { return ix.lines[i] > n.end }) - 1
	return r, int(n.end - ix.lines[r])
}

// EndLine returns the 1-based line where n ends.
func (ix *Index) EndLine(n *Node) int {
	r, _ := ix.EndPoint(n)
	return r + 1
}

// Field returns n.ChildByFieldId(id): its first child under that field
// (Language.Field names the ids), or nil.
func (ix *Index) Field(n *Node, id uint16) *Node {
	i := ix.at(n)
	if i < 0 || id == 0 {
		return nil
	}
	for j, end := i+1, ix.end(i); j < end; j = ix.end(j) {
		if ix.nodes[j].field == id {
			return ix.node(j)
		}
	}
	// A field may also stand on a grandchild, when the child between is a
	// hidden rule aliased to a visible node (Python's match_statement
	// inherits "alternative" from the case clauses of its block, and
	// tree-sitter's ChildByFieldId returns the first of them).
	for j, end := i+1, ix.end(i); j < end; j = ix.end(j) {
		if !ix.nodes[j].inherits {
			continue
		}
		for k, e := j+1, ix.end(j); k < e; k = ix.end(k) {
			if ix.nodes[k].field == id {
				return ix.node(k)
			}
		}
	}
	return nil
}

// nth returns the index of the k-th child of the i-th node (counting
// only named children when named), or -1 when it has no more than k. It
// goes on from the child the last call about the node found, so that a
// loop over a node's children in order takes one pass over them, even
// when it asks about their own children in between. That call may have
// been forgotten (the cache holds 16 nodes), so a node with more than
// manyChildren children has them listed: a loop over a module's
// statements that looks into each would otherwise walk from the first
// statement again for each one.
func (ix *Index) nth(i int, k uint, named bool) int {
	c := ix.cached(i, named)
	if c.list == nil && k >= manyChildren {
		ix.list(i, named, c)
	}
	if c.list != nil {
		if k < uint(len(c.list)) {
			return int(c.list[k])
		}
		return -1
	}
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
		if n > manyChildren {
			ix.list(i, named, c)
		}
	}
	return uint(c.count)
}

// list lists the children of the i-th node (named ones only when named)
// in ix.lists and in c, its cache entry.
func (ix *Index) list(i int, named bool, c *nthCache) {
	var l []int32
	end := ix.end(i)
	for j := ix.nextChild(i, i+1, named); j < end; j = ix.nextChild(i, ix.end(j), named) {
		l = append(l, int32(j))
	}
	if ix.lists == nil {
		ix.lists = map[int][]int32{}
	}
	ix.lists[listKey(i, named)] = l
	c.list, c.count = l, len(l)
}

// nthCache is where the last nth call about a node stopped: at its k-th
// child (index child) or, with child the node's end, past the last; and
// how many children it has, once known.
type nthCache struct {
	node  int
	named bool
	k     uint
	child int
	count int     // -1 when not known
	list  []int32 // all the children, when listed (see nth)
}

// cached returns the cache entry of the i-th node, starting it anew at
// the first child when it held another node.
func (ix *Index) cached(i int, named bool) *nthCache {
	h := (uint32(i)*2 + b2u(named)) * 2654435761 // Fibonacci hashing: the top 4 bits pick one of 16
	c := &ix.last[h>>28]
	if c.node != i || c.named != named {
		*c = nthCache{node: i, named: named, child: ix.nextChild(i, i+1, named), count: -1}
		if l, ok := ix.lists[listKey(i, named)]; ok {
			c.list, c.count = l, len(l)
		}
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
	for j < end && named && !ix.nodes[j].named {
		j = ix.end(j)
	}
	return min(j, end)
}

// Child returns n.Child(k), the k-th of its children, or nil.
func (ix *Index) Child(n *Node, k uint) *Node { return ix.child(n, k, false) }

// NamedChild returns n.NamedChild(k), the k-th of its named children, or
// nil.
func (ix *Index) NamedChild(n *Node, k uint) *Node { return ix.child(n, k, true) }

// child is Child or NamedChild.
func (ix *Index) child(n *Node, k uint, named bool) *Node {
	i := ix.at(n)
	if i < 0 {
		return nil
	}
	if j := ix.nth(i, k, named); j >= 0 {
		return ix.node(j)
	}
	return nil
}

// ChildCount returns n.ChildCount().
func (ix *Index) ChildCount(n *Node) uint { return ix.count(n, false) }

// NamedChildCount returns n.NamedChildCount().
func (ix *Index) NamedChildCount(n *Node) uint { return ix.count(n, true) }

// count is ChildCount or NamedChildCount.
func (ix *Index) count(n *Node, named bool) uint {
	i := ix.at(n)
	if i < 0 {
		return 0
	}
	return ix.countOf(i, named)
}

// Parent returns n's parent, or nil for the root.
func (ix *Index) Parent(n *Node) *Node {
	i := ix.at(n)
	if i < 0 {
		return nil
	}
	if p := ix.nodes[i].parent; p >= 0 {
		return ix.node(int(p))
	}
	return nil
}

// DescendantForByteRange returns the smallest node under n that spans
// bytes [start, end), as tree-sitter's n.DescendantForByteRange: n itself
// when no child does.
//
// For a range that is not empty it costs a binary search and a walk up:
// nodes in preorder start in source order, so every node that spans the
// range is an ancestor of (or is) the last node under n that starts at or
// before it. A walk down the children would cost the number of siblings
// before the node at each level, which at a module's top level makes a
// lookup per site a pass over the file.
func (ix *Index) DescendantForByteRange(n *Node, start, end uint) *Node {
	i := ix.at(n)
	if i < 0 || start > end {
		return nil
	}
	rs, re := uint32(start), uint32(end)
	if rs < re {
		lo, hi := i+1, ix.end(i)
		j := lo + sort.Search(hi-lo, func(k int) bool { return ix.nodes[lo+k].start > rs }) - 1
		for ; j > i; j = int(ix.nodes[j].parent) {
			if c := &ix.nodes[j]; c.start <= rs && c.end >= re {
				return ix.node(j)
			}
		}
		return ix.node(i)
	}
	for descended := true; descended; {
		descended = false
		for j, e := i+1, ix.end(i); j < e; j = ix.end(j) {
			c := &ix.nodes[j]
			if c.end < re {
				continue
			}
			if c.start == c.end && c.end < rs || c.start != c.end && c.end <= rs {
				continue
			}
			if rs < c.start {
				break
			}
			i, descended = j, true
			break
		}
	}
	return ix.node(i)
}

// ID returns a number that identifies the node among the nodes of live
// indexes, as tree-sitter's Id does.
func (n *Node) ID() uintptr { return uintptr(unsafe.Pointer(n)) }

// sameLayout reports whether Node has the layout of errdex_info, which
// errdex_preorder writes into a []Node.
func sameLayout() bool {
	var in C.errdex_info
	var n Node
	return unsafe.Sizeof(in) == unsafe.Sizeof(n) &&
		unsafe.Offsetof(in.start) == unsafe.Offsetof(n.start) && unsafe.Offsetof(in.end) == unsafe.Offsetof(n.end) &&
		unsafe.Offsetof(in.row) == unsafe.Offsetof(n.row) && unsafe.Offsetof(in.col) == unsafe.Offsetof(n.col) &&
		unsafe.Offsetof(in.next) == unsafe.Offsetof(n.next) && unsafe.Offsetof(in.parent) == unsafe.Offsetof(n.parent) &&
		unsafe.Offsetof(in.symbol) == unsafe.Offsetof(n.symbol) && unsafe.Offsetof(in.field) == unsafe.Offsetof(n.field) &&
		unsafe.Offsetof(in.named) == unsafe.Offsetof(n.named) && unsafe.Offsetof(in.inherits) == unsafe.Offsetof(n.inherits)
}

// MakeNode returns a Node for NewIndexOf: its bytes [start, end), its
// start point, the index just past its subtree in the preorder list, its
// kind (an index in NewIndexOf's kinds), its field (as Language.Field
// gives it, 0 for none), whether it is named and whether it is a hidden
// rule of the grammar aliased visible, whose children's fields Field also
// finds from its parent (Python's match block).
func MakeNode(start, end, row, col, next uint32, kind, field uint16, named, inherits bool) Node {
	return Node{start: start, end: end, row: row, col: col, next: next, parent: -1,
		symbol: kind, field: field, named: named, inherits: inherits}
}

// NewIndexOf makes an Index of a tree another parser built: its nodes in
// preorder, made by MakeNode, their kinds named by kinds, from source
// src. It fills in the parents. The Index keeps nodes.
func NewIndexOf(nodes []Node, kinds []string, src []byte) *Index {
	ix := &Index{nodes: nodes, kinds: kinds, src: src}
	var stack []int32
	for j := range nodes {
		for len(stack) > 0 && int(nodes[stack[len(stack)-1]].next) <= j {
			stack = stack[:len(stack)-1]
		}
		nodes[j].parent = -1
		if len(stack) > 0 {
			nodes[j].parent = stack[len(stack)-1]
		}
		stack = append(stack, int32(j))
	}
	ix.reset()
	return ix
}

// NewNodes returns n nodes for NewIndexOf to index, from a released
// index's memory when it has room.
func NewNodes(n int) []Node { return getNodes(n) }

// Diff returns the first difference between the trees of a and b (kind
// names, bytes, points, subtree ends, parents, fields, named and
// inherited flags), or "" when they are the same.
func Diff(a, b *Index) string {
	if len(a.nodes) != len(b.nodes) {
		return fmt.Sprintf("%d nodes against %d", len(a.nodes), len(b.nodes))
	}
	for i := range a.nodes {
		x, y := a.nodes[i], b.nodes[i]
		kx, ky := a.kind(i), b.kind(i)
		x.symbol, y.symbol = 0, 0
		if kx != ky || x != y {
			return fmt.Sprintf("node %d: %s %+v against %s %+v", i, kx, x, ky, y)
		}
	}
	return ""
}
