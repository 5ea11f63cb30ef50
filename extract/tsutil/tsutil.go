package tsutil

/*
#include <stddef.h>
#include <stdint.h>
extern void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));
static void use_libc_allocator(void) { ts_set_allocator(NULL, NULL, NULL, NULL); }
// The parser and tree are opaque here (TSParser *, TSTree *).
extern void *ts_parser_parse_string(void *parser, const void *old_tree, const char *string, uint32_t length);
*/
import "C"

import (
	"errors"
	"fmt"
	"sync"
	"unsafe"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

var allocOnce sync.Once

// useLibcAllocator makes tree-sitter allocate with malloc directly instead of
// calling back into Go for every allocation (about 1.5x faster parsing). The
// Go callbacks that go-tree-sitter installs also end in C.malloc, so memory
// allocated before the switch is still freed correctly.
func useLibcAllocator() { allocOnce.Do(func() { C.use_libc_allocator() }) }

// Language is a tree-sitter grammar with a pool of parsers for it.
type Language struct {
	lang   *sitter.Language
	pool   sync.Pool
	fields map[string]uint16
}

// NewLanguage wraps a grammar's Language() pointer.
func NewLanguage(ptr unsafe.Pointer) *Language {
	useLibcAllocator()
	l := &Language{lang: sitter.NewLanguage(ptr), fields: map[string]uint16{}}
	for id := uint16(1); uint32(id) <= l.lang.FieldCount(); id++ {
		l.fields[l.lang.FieldNameForId(id)] = id
	}
	l.pool.New = func() any {
		p := sitter.NewParser()
		if err := p.SetLanguage(l.lang); err != nil {
			panic(fmt.Sprintf("tree-sitter language version mismatch: %v", err))
		}
		return p
	}
	return l
}

// Field returns the id of the grammar's field name, for Index.Field and
// ChildByFieldId; 0, which names no field, when the grammar has none of
// that name.
func (l *Language) Field(name string) uint16 { return l.fields[name] }

// ErrNoTree is returned when tree-sitter gives up on a file.
var ErrNoTree = errors.New("tree-sitter produced no tree")

// Parse parses src. The caller must Close the tree.
func (l *Language) Parse(src []byte) (*sitter.Tree, error) { return l.ParseRanges(src, nil) }

// ParseRanges parses only the given byte ranges of src, as if the rest
// were not there; the tree's positions are those of src. The ranges must
// be sorted and must not overlap; nil parses all of src. The caller must
// Close the tree.
func (l *Language) ParseRanges(src []byte, ranges []sitter.Range) (*sitter.Tree, error) {
	p := l.pool.Get().(*sitter.Parser)
	defer l.pool.Put(p)
	if ranges != nil {
		if err := p.SetIncludedRanges(ranges); err != nil {
			return nil, err
		}
		defer p.SetIncludedRanges(nil)
	}
	tree := parseString(p, src)
	if tree == nil {
		p.Reset()
		return nil, ErrNoTree
	}
	return tree, nil
}

// parser and tree mirror the layout of go-tree-sitter's Parser and Tree,
// one pointer to the C object each (TestLayout checks it).
type parser struct{ inner unsafe.Pointer }
type tree struct{ inner unsafe.Pointer }

// parseString parses src with ts_parser_parse_string, handing tree-sitter
// the bytes in place. go-tree-sitter's Parse reads them through a Go
// callback that copies the rest of the file at every call.
func parseString(p *sitter.Parser, src []byte) *sitter.Tree {
	var ptr *C.char
	if len(src) > 0 {
		ptr = (*C.char)(unsafe.Pointer(&src[0]))
	}
	t := C.ts_parser_parse_string((*parser)(unsafe.Pointer(p)).inner, nil, ptr, C.uint32_t(len(src)))
	if t == nil {
		return nil
	}
	return (*sitter.Tree)(unsafe.Pointer(&tree{t}))
}

// Text returns the source text of n.
func Text(n *sitter.Node, src []byte) string {
	if n == nil {
		return ""
	}
	return string(src[n.StartByte():n.EndByte()])
}

// Line returns the 1-based line where n starts.
func Line(n *sitter.Node) int { return int(n.StartPosition().Row) + 1 }

// EndLine returns the 1-based line where n ends.
func EndLine(n *sitter.Node) int { return int(n.EndPosition().Row) + 1 }

// ErrorSummary describes the syntax errors tree-sitter recovered from.
type ErrorSummary struct {
	First   *sitter.Node // the first innermost ERROR or MISSING node (see Errors)
	Regions int          // innermost error regions
	Bytes   int          // bytes they cover

	// Where First starts (1-based) and, when First is a MISSING node, the
	// kind missing: kept so that Report can describe the errors after the
	// tree is closed.
	Line, Col int
	Missing   string
}

// Errors summarises the innermost ERROR and MISSING nodes under n. An
// ERROR node that contains other errors is not counted itself: tree-sitter
// often wraps a whole file in one ERROR node around a few small problems.
// A MISSING token of a hidden rule (Python's _newline), which no node
// accessor shows, is counted at the node that holds it. Only the subtrees
// that have an error are entered.
func Errors(n *sitter.Node) ErrorSummary {
	if n == nil || !n.HasError() {
		return ErrorSummary{}
	}
	return errorNodes(n)
}

// HasErrorChild reports whether a child of n has an error, so that an
// ERROR node n is not innermost and what it holds was parsed.
func HasErrorChild(n *sitter.Node) bool {
	for i := uint(0); i < n.ChildCount(); i++ {
		if c := n.Child(i); c.HasError() || c.IsMissing() {
			return true
		}
	}
	return false
}

// FirstError returns the first ERROR or MISSING node under n, or nil when
// the tree is clean.
func FirstError(n *sitter.Node) *sitter.Node {
	return Errors(n).First
}

// InUnparsed reports whether n lies inside an innermost ERROR node, whose
// content tree-sitter could not make sense of; sites there are dropped.
func InUnparsed(n *sitter.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.IsError() && !HasErrorChild(p) {
			return true
		}
	}
	return false
}

// Inner returns the expression inside parentheses and casts: the
// parenthesized_expression and cast_expression (its value field) of the C,
// C++ and Java grammars.
func Inner(n *sitter.Node) *sitter.Node {
	for n != nil {
		switch n.Kind() {
		case "parenthesized_expression":
			n = n.NamedChild(0)
		case "cast_expression":
			n = n.ChildByFieldName("value")
		default:
			return n
		}
	}
	return nil
}
