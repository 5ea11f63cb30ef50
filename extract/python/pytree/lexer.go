package pytree

import (
	"bytes"
	"fmt"
)

// A token is the parser's lookahead: a kind (one of the k or t constants, or
// tokNewline, tokIndent, tokDedent, tokEOF), its span and its start point.
type token struct {
	kind       uint16
	start, end uint32
	row, col   uint32
}

// Zero-width tokens of tree-sitter-python's external scanner, and the end.
const (
	tokNewline = 1000 + iota
	tokIndent
	tokDedent
	tokEOF
)

// Lexing modes: which of the external scanner's tokens the parse state
// accepts, as its valid_symbols array would say.
const (
	vIndent  = 1 << iota // an indented block may start
	vDedent              // a block may end
	vNewline             // a simple statement may end
	vString              // a string may start
	vBracket             // inside brackets, where a closing bracket may come

	vStmt      = vDedent | vString  // at the start of a statement
	vLine      = vNewline | vString // inside a statement
	vColon     = vIndent | vNewline | vString
	vDecorator = 0 // after a decorator: only @, def, class or async
	vInBracket = vBracket | vString
)

// parseError is what Parse returns: where and what. A syntax error is one
// of the reading being tried; a refusal (syntax false) is of something
// Parse does not reproduce, and ends the parse even where another reading
// could be tried.
type parseError struct {
	row, col uint32
	msg      string
	syntax   bool
}

// Error says where (line:col, 1-based) and what.
func (e *parseError) Error() string {
	return fmt.Sprintf("pytree: %d:%d: %s", e.row+1, e.col+1, e.msg)
}

// failAt stops the parse with a syntax error at offset off.
func (p *parser) failAt(off uint32, msg string) {
	row, ls := p.pointOf(off)
	panic(&parseError{row, off - ls, msg, true})
}

// fail stops the parse with a syntax error at the lookahead token.
func (p *parser) fail(msg string) {
	panic(&parseError{p.tok.row, p.tok.col, msg, true})
}

// refuseAt stops the parse, refusing what is at offset off.
func (p *parser) refuseAt(off uint32, msg string) {
	row, ls := p.pointOf(off)
	panic(&parseError{row, off - ls, msg, false})
}

// refuse stops the parse, refusing what is at the lookahead token.
func (p *parser) refuse(msg string) {
	panic(&parseError{p.tok.row, p.tok.col, msg, false})
}

// pointOf returns the row and line start of offset off (slow: errors only).
func (p *parser) pointOf(off uint32) (row, lineStart uint32) {
	if off > uint32(len(p.src)) {
		off = uint32(len(p.src))
	}
	row = uint32(bytes.Count(p.src[:off], []byte{'\n'}))
	lineStart = uint32(bytes.LastIndexByte(p.src[:off], '\n') + 1)
	return row, lineStart
}

// cursor is a lexer position with its point and included range.
type cursor struct {
	pos, row, lineStart uint32
	ri                  int
	lim                 uint32
}

// jump moves c to the next included range when it is at the end of one;
// it reports false at the end of the input.
func (p *parser) jump(c *cursor) bool {
	if c.ri+1 >= len(p.ranges) {
		return false
	}
	c.ri++
	r := p.ranges[c.ri]
	c.row += uint32(bytes.Count(p.src[c.pos:r.Start], []byte{'\n'}))
	c.pos = r.Start
	c.lineStart = uint32(bytes.LastIndexByte(p.src[:r.Start], '\n') + 1)
	c.lim = r.End
	return true
}

// next lexes the next token into p.tok in mode v, appending the comments and
// line continuations before it to the tree as they come. It mirrors
// tree-sitter-python's external scanner first (newlines, indents, dedents,
// string starts), then tree-sitter's own lexer.
func (p *parser) next(v uint8) {
	for {
		if p.scan(v) {
			return
		}
		if !p.lexInternal() {
			return
		}
	}
}

// scan mirrors the external scanner at p.cur: it sets p.tok and reports true
// when the scanner returns a token.
func (p *parser) scan(v uint8) bool {
	src := p.src
	c := p.cur
	foundEOL := false
	special := false
	indent := uint32(0)
	firstComment := int64(-1)
	eof := false
	var ch byte
loop:
	for {
		if c.pos >= c.lim {
			if p.jump(&c) {
				continue
			}
			eof = true
			indent = 0
			foundEOL = true
			break
		}
		ch = src[c.pos]
		switch ch {
		case '\n':
			foundEOL = true
			indent = 0
			c.pos++
			c.row++
			c.lineStart = c.pos
		case ' ':
			indent++
			c.pos++
		case '\r', '\f':
			indent = 0
			c.pos++
		case '\t':
			indent += 8
			c.pos++
		case '#':
			if v&(vIndent|vDedent|vNewline) == 0 {
				break loop
			}
			if !foundEOL {
				return false
			}
			special = true
			if firstComment < 0 {
				firstComment = int64(indent)
			}
			for c.pos < c.lim && src[c.pos] != '\n' {
				c.pos++
			}
			if c.pos < c.lim {
				c.pos++
				c.row++
				c.lineStart = c.pos
			}
			indent = 0
		case '\\':
			special = true
			c.pos++
			if c.pos < c.lim && src[c.pos] == '\r' {
				c.pos++
			}
			if c.pos < c.lim && src[c.pos] == '\n' {
				c.pos++
				c.row++
				c.lineStart = c.pos
			} else {
				return false
			}
		default:
			break loop
		}
	}
	if foundEOL {
		top := p.indents[len(p.indents)-1]
		if v&vIndent != 0 && indent > top {
			p.indents = append(p.indents, indent)
			p.zeroToken(tokIndent)
			return true
		}
		isQuote := !eof && (ch == '"' || ch == '\'' || ch == '`')
		if indent < top {
			if v&vBracket != 0 {
				if eof || !(isQuote || ch == ')' || ch == ']' || ch == '}') {
					p.refuseAt(c.pos, "a line inside brackets is less indented than its block")
				}
			} else if (v&vDedent != 0 || (v&vNewline == 0 && !(v&vString != 0 && isQuote))) && firstComment < int64(top) {
				p.indents = p.indents[:len(p.indents)-1]
				p.zeroToken(tokDedent)
				return true
			}
		}
		if v&vNewline != 0 {
			p.zeroToken(tokNewline)
			return true
		}
	}
	if firstComment < 0 && v&vString != 0 && !eof {
		j := c.pos
		for j < c.lim && isPrefix(src[j]) {
			j++
		}
		if j < c.lim && (src[j] == '"' || src[j] == '\'' || src[j] == '`') {
			q := src[j]
			if q == '`' {
				p.refuseAt(j, "backquote")
			}
			e := j + 1
			if e+1 < c.lim && src[e] == q && src[e+1] == q {
				e += 2
			}
			p.tok = token{kind: kStringStart, start: c.pos, end: e, row: c.row, col: c.pos - c.lineStart}
			c.pos = e
			p.cur = c
			return true
		}
	}
	if !special {
		// Only blanks lie between p.cur and c: tree-sitter's lexer would skip
		// them the same way.
		p.cur = c
	}
	return false
}

// isPrefix reports whether b may be in a string prefix, as the external
// scanner takes them (any run of f, t, r, b, u).
func isPrefix(b byte) bool {
	switch b {
	case 'f', 'F', 't', 'T', 'r', 'R', 'b', 'B', 'u', 'U':
		return true
	}
	return false
}

// zeroToken sets p.tok to a zero-width token at p.cur.
func (p *parser) zeroToken(k uint16) {
	p.tok = token{kind: k, start: p.cur.pos, end: p.cur.pos, row: p.cur.row, col: p.cur.pos - p.cur.lineStart}
}

// lexInternal lexes a token the way tree-sitter's generated lexer does from
// p.cur. It appends an extra (comment, line continuation) and reports true,
// or sets p.tok and reports false.
func (p *parser) lexInternal() bool {
	src := p.src
	c := &p.cur
	for {
		if c.pos >= c.lim {
			if p.jump(c) {
				continue
			}
			p.tok = token{kind: tokEOF, start: c.pos, end: c.pos, row: c.row, col: c.pos - c.lineStart}
			return false
		}
		switch src[c.pos] {
		case ' ', '\t', '\r', '\f':
			c.pos++
			continue
		case '\n':
			c.pos++
			c.row++
			c.lineStart = c.pos
			continue
		case 0xEF:
			if c.pos+2 < c.lim && src[c.pos+1] == 0xBB && src[c.pos+2] == 0xBF {
				c.pos += 3
				continue
			}
		}
		break
	}
	s := c.pos
	t := token{start: s, row: c.row, col: s - c.lineStart}
	b := src[s]
	e := s + 1
	switch {
	case b == '_' || b|0x20 >= 'a' && b|0x20 <= 'z':
		for e < c.lim && isIdent(src[e]) {
			e++
		}
		if e < c.lim && src[e] >= 0x80 {
			p.refuseAt(e, "non-ASCII identifier")
		}
		t.kind = keyword(src[s:e])
	case b >= '0' && b <= '9' || b == '.' && s+1 < c.lim && src[s+1] >= '0' && src[s+1] <= '9':
		t.kind, e = p.number(s, c.lim)
	case b == '#':
		for e < c.lim && src[e] != '\n' {
			e++
		}
		p.extra(kComment, s, e, t.row, t.col)
		c.pos = e
		return true
	case b == '\\':
		if e < c.lim && src[e] == '\r' {
			e++
		}
		if e >= c.lim || src[e] != '\n' {
			p.failAt(s, "backslash not at the end of a line")
		}
		e++
		p.extra(kLineContinuation, s, e, t.row, t.col)
		c.pos = e
		c.row++
		c.lineStart = e
		return true
	default:
		t.kind, e = p.operator(s, c.lim)
	}
	t.end = e
	c.pos = e
	p.tok = t
	return false
}

// isIdent reports whether b may continue an ASCII name.
func isIdent(b byte) bool {
	return b == '_' || b|0x20 >= 'a' && b|0x20 <= 'z' || b >= '0' && b <= '9'
}

// keyword returns the kind of the reserved word w, or kIdentifier.
func keyword(w []byte) uint16 {
	if len(w) < 2 || len(w) > 8 {
		return kIdentifier
	}
	switch string(w) {
	case "False":
		return kFalseLit
	case "None":
		return kNoneLit
	case "True":
		return kTrueLit
	case "and":
		return tAnd
	case "as":
		return tAs
	case "assert":
		return tAssert
	case "async":
		return tAsync
	case "await":
		return tAwait
	case "break":
		return tBreak
	case "class":
		return tClass
	case "continue":
		return tContinue
	case "def":
		return tDef
	case "del":
		return tDel
	case "elif":
		return tElif
	case "else":
		return tElse
	case "except":
		return tExcept
	case "finally":
		return tFinally
	case "for":
		return tFor
	case "from":
		return tFrom
	case "global":
		return tGlobal
	case "if":
		return tIf
	case "import":
		return tImport
	case "in":
		return tIn
	case "is":
		return tIs
	case "lambda":
		return tLambda
	case "nonlocal":
		return tNonlocal
	case "not":
		return tNot
	case "or":
		return tOr
	case "pass":
		return tPass
	case "raise":
		return tRaise
	case "return":
		return tReturn
	case "try":
		return tTry
	case "while":
		return tWhile
	case "with":
		return tWith
	case "yield":
		return tYield
	}
	return kIdentifier
}

// isDigit reports whether b is a decimal digit.
func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// isHex reports whether b is a hexadecimal digit.
func isHex(b byte) bool { return isDigit(b) || b|0x20 >= 'a' && b|0x20 <= 'f' }

// digits scans tree-sitter-python's repeat1(/[0-9]+_?/) from i and returns
// its end (i when there is none).
func (p *parser) digits(i, lim uint32) uint32 {
	src := p.src
	for i < lim && isDigit(src[i]) {
		for i < lim && isDigit(src[i]) {
			i++
		}
		if i < lim && src[i] == '_' {
			if i+1 >= lim || !isDigit(src[i+1]) {
				p.refuseAt(i, "number ending in _")
			}
			i++
		}
	}
	return i
}

// number lexes an integer or float at s.
func (p *parser) number(s, lim uint32) (uint16, uint32) {
	src := p.src
	at := func(i uint32) byte {
		if i < lim {
			return src[i]
		}
		return 0
	}
	if src[s] == '0' {
		var ok func(byte) bool
		switch at(s+1) | 0x20 {
		case 'x':
			ok = isHex
		case 'o':
			ok = func(b byte) bool { return b >= '0' && b <= '7' }
		case 'b':
			ok = func(b byte) bool { return b == '0' || b == '1' }
		}
		if ok != nil {
			i := s + 2
			n := 0
			for {
				j := i
				if at(j) == '_' {
					j++
				}
				if !ok(at(j)) {
					break
				}
				for ok(at(j)) {
					j++
				}
				i = j
				n++
			}
			if n == 0 {
				p.refuseAt(s, "bad number")
			}
			if at(i)|0x20 == 'l' {
				i++
			}
			return p.numberEnd(kInteger, i, lim)
		}
	}
	i := p.digits(s, lim)
	isFloat := false
	if at(i) == '.' {
		isFloat = true
		i = p.digits(i+1, lim)
	}
	if at(i)|0x20 == 'e' {
		j := i + 1
		if at(j) == '+' || at(j) == '-' {
			j++
		}
		if isDigit(at(j)) {
			i = p.digits(j, lim)
			isFloat = true
		}
	}
	if isFloat {
		if at(i)|0x20 == 'j' {
			i++
		}
		return p.numberEnd(kFloat, i, lim)
	}
	if b := at(i) | 0x20; b == 'j' || b == 'l' {
		i++
	}
	return p.numberEnd(kInteger, i, lim)
}

// numberEnd refuses a number run into a name, which tree-sitter splits.
func (p *parser) numberEnd(k uint16, i, lim uint32) (uint16, uint32) {
	if i < lim && (isIdent(p.src[i]) || p.src[i] >= 0x80) {
		p.refuseAt(i, "number followed by a name")
	}
	return k, i
}

// operator lexes punctuation at s.
func (p *parser) operator(s, lim uint32) (uint16, uint32) {
	src := p.src
	at := func(i uint32) byte {
		if i < lim {
			return src[i]
		}
		return 0
	}
	b, b1 := src[s], at(s+1)
	two := func(k1, k2 uint16) (uint16, uint32) {
		if b1 == '=' {
			return k2, s + 2
		}
		return k1, s + 1
	}
	switch b {
	case '(':
		return tLParen, s + 1
	case ')':
		return tRParen, s + 1
	case '[':
		return tLBrack, s + 1
	case ']':
		return tRBrack, s + 1
	case '{':
		return tLBrace, s + 1
	case '}':
		return tRBrace, s + 1
	case ',':
		return tComma, s + 1
	case ';':
		return tSemi, s + 1
	case '~':
		return tTilde, s + 1
	case '.':
		if b1 == '.' && at(s+2) == '.' {
			return kEllipsis, s + 3
		}
		return tDot, s + 1
	case ':':
		return two(tColon, tWalrus)
	case '+':
		return two(tPlus, tPlusEq)
	case '-':
		if b1 == '>' {
			return tArrow, s + 2
		}
		return two(tMinus, tMinusEq)
	case '*':
		if b1 == '*' {
			if at(s+2) == '=' {
				return tStarStarEq, s + 3
			}
			return tStarStar, s + 2
		}
		return two(tStar, tStarEq)
	case '/':
		if b1 == '/' {
			if at(s+2) == '=' {
				return tSlashSlashEq, s + 3
			}
			return tSlashSlash, s + 2
		}
		return two(tSlash, tSlashEq)
	case '%':
		return two(tPercent, tPercentEq)
	case '@':
		return two(tAt, tAtEq)
	case '&':
		return two(tAmp, tAmpEq)
	case '|':
		return two(tPipe, tPipeEq)
	case '^':
		return two(tCaret, tCaretEq)
	case '=':
		return two(tEq, tEqEq)
	case '!':
		if b1 == '=' {
			return tNotEq, s + 2
		}
		if b1 >= 'a' && b1 <= 'z' {
			return kTypeConversion, s + 2
		}
	case '<':
		if b1 == '<' {
			if at(s+2) == '=' {
				return tShlEq, s + 3
			}
			return tShl, s + 2
		}
		if b1 == '>' {
			p.refuseAt(s, "<> operator")
		}
		return two(tLt, tLtEq)
	case '>':
		if b1 == '>' {
			if at(s+2) == '=' {
				return tShrEq, s + 3
			}
			return tShr, s + 2
		}
		return two(tGt, tGtEq)
	case '"', '\'', '`':
		p.failAt(s, "string where none may start")
	}
	if b >= 0x80 {
		p.refuseAt(s, "non-ASCII character outside strings and comments")
	}
	p.failAt(s, fmt.Sprintf("unexpected character %q", b))
	return 0, 0
}
