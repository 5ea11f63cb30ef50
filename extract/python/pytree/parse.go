package pytree

import (
	"bytes"
	"fmt"
	"slices"
)

// parser holds the state of one Parse: the source, the lexer position, the
// indent stack, the lookahead token and the nodes built so far.
type parser struct {
	src     []byte
	ranges  []Range
	cur     cursor
	indents []uint32
	tok     token
	depth   int // open brackets (and interpolations)
	nodes   []Node
	// lastReal is the index just past the last token that is not an extra,
	// lastEnd its end: a node closed now ends there, so trailing extras
	// fall out of it into its parent, as in tree-sitter.
	lastReal uint32
	lastEnd  uint32
	// softAt is the offset of a print, type or match starting an
	// expression statement, softArgs the depth of its call's arguments.
	softAt   uint32
	softArgs int
	// asParenAt is the offset of the parenthesis after "with" that may
	// hold an as_pattern, aliasAt that of a star read as taking the name
	// after it (see star), joinAt that of the newline after a statement
	// that tree-sitter may join to the next line, as joinKind says,
	// joinNext that of the statement after it, joined as joinNextKind
	// says (see simpleStatements).
	asParenAt, aliasAt, joinAt, joinNext uint32
	joinKind, joinNextKind               uint8
	// wraps holds the parents of the chains being parsed (see unwrap).
	wraps []pending
	// nest counts the recursive calls under way (see enter).
	nest int
	// soft has bit 2 set when the current statement starts with print,
	// exec, type or match, bit 1 when the one before did, bit 0 when the
	// one before that did.
	soft uint8
}

// Parse parses src, or only the given ranges of it when ranges is non-nil, into t (reusing t.Nodes' memory),
// and returns an error when the file has a syntax error or anything Parse does not reproduce exactly;
// the error says where (line:col) and what. It never panics.
func Parse(src []byte, ranges []Range, t *Tree) (err error) {
	p := parser{src: src, nodes: t.Nodes[:0], indents: make([]uint32, 1, 16), softAt: ^uint32(0), asParenAt: ^uint32(0), aliasAt: ^uint32(0), joinAt: ^uint32(0), joinNext: ^uint32(0)}
	p.cur.lim = uint32(len(src))
	if uint64(len(src)) >= 1<<32-1 {
		return &parseError{msg: "file too large"}
	}
	if i := bytes.IndexByte(src, 0); i >= 0 {
		// tree-sitter's lexers stop at a NUL in places Parse does not follow.
		row, ls := p.pointOf(uint32(i))
		return &parseError{row: row, col: uint32(i) - ls, msg: "NUL byte"}
	}
	if ranges != nil {
		if len(ranges) == 0 {
			return &parseError{msg: "no ranges"}
		}
		prev := uint32(0)
		for _, r := range ranges {
			if r.Start < prev || r.End < r.Start || r.End > uint32(len(src)) {
				return &parseError{msg: "ranges not sorted, disjoint and inside the source"}
			}
			prev = r.End
		}
		p.ranges = ranges
		p.cur.pos = ranges[0].Start
		p.cur.lim = ranges[0].End
		p.cur.row, p.cur.lineStart = p.pointOf(ranges[0].Start)
	}
	defer func() {
		if r := recover(); r != nil {
			pe, ok := r.(*parseError)
			if !ok {
				pe = &parseError{msg: fmt.Sprint("internal error: ", r)}
			}
			err = pe
			t.Nodes = p.nodes[:0]
		}
	}()
	p.module()
	t.Nodes = p.nodes
	return nil
}

// module parses the whole input.
func (p *parser) module() {
	p.nodes = append(p.nodes, Node{Kind: kModule, Named: true})
	p.next(vStmt)
	for p.tok.kind != tokEOF {
		p.statement()
	}
	m := &p.nodes[0]
	m.End = p.tok.end
	m.Next = uint32(len(p.nodes))
	if len(p.nodes) > 1 {
		m.Start, m.Row, m.Col = p.nodes[1].Start, p.nodes[1].Row, p.nodes[1].Col
	} else {
		m.Start, m.Row, m.Col = p.tok.start, p.tok.row, p.tok.col
	}
}

// open appends an unfinished node of kind k starting at the lookahead.
func (p *parser) open(k uint16) uint32 {
	i := uint32(len(p.nodes))
	p.nodes = append(p.nodes, Node{Start: p.tok.start, Row: p.tok.row, Col: p.tok.col, Kind: k, Named: k < numNamed})
	return i
}

// close finishes node i at the last token that is not an extra.
func (p *parser) close(i uint32) {
	n := &p.nodes[i]
	n.Next = p.lastReal
	n.End = p.lastEnd
}

// extra appends a comment or line continuation.
func (p *parser) extra(k uint16, s, e, row, col uint32) {
	p.nodes = append(p.nodes, Node{Start: s, End: e, Row: row, Col: col, Next: uint32(len(p.nodes) + 1), Kind: k, Named: true})
}

// mode is the lexing mode inside statements.
func (p *parser) mode() uint8 {
	if p.depth > 0 {
		return vInBracket
	}
	return vLine
}

// leaf appends the lookahead as a node of kind k and lexes the next token.
func (p *parser) leaf(k uint16) uint32 {
	i := p.leafOnly(k)
	p.next(p.mode())
	return i
}

// leafOnly appends the lookahead as a node of kind k without lexing on.
func (p *parser) leafOnly(k uint16) uint32 {
	i := uint32(len(p.nodes))
	t := &p.tok
	p.nodes = append(p.nodes, Node{Start: t.start, End: t.end, Row: t.row, Col: t.col, Next: i + 1, Kind: k, Named: k < numNamed})
	p.lastReal = i + 1
	p.lastEnd = t.end
	return i
}

// tokLeaf appends the lookahead as a node of its own kind.
func (p *parser) tokLeaf() uint32 { return p.leaf(p.tok.kind) }

// expect appends the lookahead, which must be of kind k.
func (p *parser) expect(k uint16) uint32 {
	if p.tok.kind != k {
		p.fail(fmt.Sprintf("expected %s, found %s", kindName(k), p.tokName()))
	}
	return p.leaf(k)
}

// hidden consumes a zero-width token (newline, indent, dedent) and lexes the
// next token in mode v.
func (p *parser) hidden(v uint8) {
	p.lastReal = uint32(len(p.nodes))
	p.lastEnd = p.tok.end
	p.next(v)
}

// insert inserts a node of kind k at i, as the parent of the finished
// subtree that starts there and of what will follow it.
func (p *parser) insert(i uint32, k uint16) {
	p.nodes = append(p.nodes, Node{})
	ns := p.nodes
	copy(ns[i+1:], ns[i:])
	for j := i + 1; j < uint32(len(ns)); j++ {
		if ns[j].Next != 0 {
			ns[j].Next++
		}
	}
	c := ns[i+1]
	ns[i] = Node{Start: c.Start, Row: c.Row, Col: c.Col, Kind: k, Named: k < numNamed}
	p.lastReal++
}

// A pending is a parent node of a left-associative chain (binary and
// boolean operators, calls, attributes, subscripts) not inserted yet: the
// chain's parents all start where it starts, and inserting them one by one
// would move the growing chain each time.
type pending struct {
	kind, field uint16 // the parent's kind, the field of its first child
	next, end   uint32 // the parent's Next and End before the insertion
}

// wrap begins a parent of kind k over the chain so far, whose node gets
// field f in it.
func (p *parser) wrap(k, f uint16) {
	p.wraps = append(p.wraps, pending{kind: k, field: f})
}

// wrapped ends the parent wrap began last.
func (p *parser) wrapped() {
	w := &p.wraps[len(p.wraps)-1]
	w.next, w.end = p.lastReal, p.lastEnd
}

// unwrap inserts the parents pending since len(p.wraps) was base around the
// chain that starts at node s, in one move.
func (p *parser) unwrap(s uint32, base int) {
	ws := p.wraps[base:]
	k := uint32(len(ws))
	if k == 0 {
		return
	}
	n := uint32(len(p.nodes))
	p.nodes = slices.Grow(p.nodes, int(k))[:n+k]
	ns := p.nodes
	copy(ns[s+k:], ns[s:n])
	for j := s + k; j < n+k; j++ {
		if ns[j].Next != 0 {
			ns[j].Next += k
		}
	}
	first := ns[s+k]
	for j := uint32(0); j < k; j++ {
		w := ws[k-1-j] // the outermost parent first
		ns[s+j] = Node{Start: first.Start, End: w.end, Row: first.Row, Col: first.Col, Next: w.next + k, Kind: w.kind, Named: w.kind < numNamed}
		if j > 0 {
			ns[s+j].Field = ws[k-j].field // in the parent made just before
		}
	}
	ns[s+k].Field = ws[0].field
	p.lastReal += k
	p.wraps = p.wraps[:base]
}

// maxNest bounds the nesting of statements and expressions, so that no
// input runs the goroutine's stack out.
const maxNest = 2000

// enter counts a recursive call, refusing beyond maxNest.
func (p *parser) enter() {
	p.nest++
	if p.nest > maxNest {
		p.refuse("nesting too deep")
	}
}

// leave ends a call enter counted.
func (p *parser) leave() { p.nest-- }

// field sets the field of node i.
func (p *parser) field(i uint32, f uint16) { p.nodes[i].Field = f }

// kindName names a token kind for messages.
func kindName(k uint16) string {
	switch k {
	case tokNewline:
		return "newline"
	case tokIndent:
		return "indent"
	case tokDedent:
		return "dedent"
	case tokEOF:
		return "end of file"
	}
	if int(k) < len(Kinds) {
		if k < numNamed {
			return Kinds[k]
		}
		return fmt.Sprintf("%q", Kinds[k])
	}
	return "?"
}

// tokName names the lookahead's kind for messages.
func (p *parser) tokName() string { return kindName(p.tok.kind) }

// text returns the lookahead's text.
func (p *parser) text() string { return string(p.src[p.tok.start:p.tok.end]) }

// isWord reports whether the lookahead is the identifier w.
func (p *parser) isWord(w string) bool {
	return p.tok.kind == kIdentifier && string(p.src[p.tok.start:p.tok.end]) == w
}

// peekByte returns the first byte after the lookahead past spaces and tabs,
// or 0.
func (p *parser) peekByte() byte {
	i := p.tok.end
	for i < p.cur.lim && (p.src[i] == ' ' || p.src[i] == '\t') {
		i++
	}
	if i < p.cur.lim {
		return p.src[i]
	}
	return 0
}

// peek2 returns the two bytes after the lookahead past spaces and tabs.
func (p *parser) peek2() (byte, byte) {
	i := p.tok.end
	for i < p.cur.lim && (p.src[i] == ' ' || p.src[i] == '\t') {
		i++
	}
	var a, b byte
	if i < p.cur.lim {
		a = p.src[i]
	}
	if i+1 < p.cur.lim {
		b = p.src[i+1]
	}
	return a, b
}

// state is a saved parser position, for the few places that try one
// reading and fall back to another.
type state struct {
	cur      cursor
	tok      token
	depth    int
	n        int
	indents  int
	wraps    int
	lastReal uint32
	lastEnd  uint32
}

// save returns the parser's position, for restore.
func (p *parser) save() state {
	return state{p.cur, p.tok, p.depth, len(p.nodes), len(p.indents), len(p.wraps), p.lastReal, p.lastEnd}
}

// restore goes back to a position save returned, dropping the nodes
// built since.
func (p *parser) restore(s state) {
	p.cur, p.tok, p.depth = s.cur, s.tok, s.depth
	p.nodes = p.nodes[:s.n]
	p.indents = p.indents[:s.indents]
	p.wraps = p.wraps[:s.wraps]
	p.lastReal, p.lastEnd = s.lastReal, s.lastEnd
}

// try runs f and reports whether it finished without a syntax error; a
// refusal goes on up.
func (p *parser) try(f func()) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if pe, isParse := r.(*parseError); !isParse || !pe.syntax {
				panic(r)
			}
			ok = false
		}
	}()
	f()
	return true
}

// remove deletes node i, an unfinished wrapper, from the tree.
func (p *parser) remove(i uint32) {
	ns := p.nodes
	copy(ns[i:], ns[i+1:])
	ns = ns[:len(ns)-1]
	for j := i; j < uint32(len(ns)); j++ {
		if ns[j].Next != 0 {
			ns[j].Next--
		}
	}
	p.nodes = ns
	p.lastReal--
}
