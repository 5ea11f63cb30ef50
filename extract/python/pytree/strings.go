package pytree

// Flags of a string's delimiter.
const (
	sFormat = 1 << iota
	sRaw
	sBytes
	sTriple
)

// str parses one string at the lookahead string_start, the way the
// external scanner splits it, and lexes the token after it.
func (p *parser) str() uint32 {
	s := p.open(kString)
	st := p.tok
	src := p.src
	var flags uint8
	q := byte(0)
	for i := st.start; i < st.end; i++ {
		switch src[i] {
		case 'f', 'F', 't', 'T':
			flags |= sFormat
		case 'r', 'R':
			flags |= sRaw
		case 'b', 'B':
			flags |= sBytes
		case '"', '\'':
			q = src[i]
		}
	}
	if st.end-st.start >= 3 && src[st.end-2] == q && src[st.end-3] == q {
		flags |= sTriple
	}
	p.leafOnly(kStringStart)
	p.strBody(flags, q)
	p.close(s)
	p.next(p.mode())
	return s
}

// strBody parses a string's content, interpolations and end from p.cur,
// splitting it the way the external scanner does: a chunk of content ends
// at a backslash (not in raw strings), a brace (format strings) or inner
// quotes of a triple-quoted string; escapes and braces are tokens of their
// own, and a raw string's backslash pairs at the start of a chunk do not
// count as content, so that they join the string_end when it follows.
func (p *parser) strBody(flags uint8, q byte) {
	src := p.src
	c := &p.cur
	content := uint32(0) // index of the open string_content node, 0 for none
	// grow extends the string_content node over [from, to).
	grow := func(from, to uint32, row, lineStart uint32) {
		if content == 0 {
			content = uint32(len(p.nodes))
			p.nodes = append(p.nodes, Node{Start: from, Row: row, Col: from - lineStart, Kind: kStringContent, Named: true})
		}
		n := &p.nodes[content]
		n.End = to
		n.Next = uint32(len(p.nodes))
		p.lastReal = n.Next
		p.lastEnd = to
	}
	endContent := func() { content = 0 }
	i := c.pos
	chunk, chunkRow, chunkLS := i, c.row, c.lineStart
	has := false
	// flush ends the current chunk at i as content.
	flush := func() {
		if i > chunk {
			grow(chunk, i, chunkRow, chunkLS)
		}
		chunk, chunkRow, chunkLS = i, c.row, c.lineStart
		has = false
	}
	piece := func(k uint16, e uint32) {
		grow(i, e, c.row, c.lineStart)
		p.nodes = append(p.nodes, Node{Start: i, End: e, Row: c.row, Col: i - c.lineStart, Next: uint32(len(p.nodes) + 1), Kind: k, Named: k < numNamed})
		p.nodes[content].Next = uint32(len(p.nodes))
		p.lastReal = uint32(len(p.nodes))
	}
	// escape makes the escape sequence at i (or a lone backslash) a token,
	// moves past it and starts a chunk there.
	escape := func() {
		n := p.escapeLen(i, c.lim)
		if n == 0 {
			piece(tBackslash, i+1)
			i++
		} else {
			piece(kEscapeSequence, i+n)
			i += n
			if src[i-1] == '\n' {
				c.row++
				c.lineStart = i
			}
		}
		chunk, chunkRow, chunkLS = i, c.row, c.lineStart
	}
	for {
		if i >= c.lim {
			p.failAt(i, "unterminated string")
		}
		b := src[i]
		switch {
		case b == 0:
			p.refuseAt(i, "NUL in a string")
		case flags&sFormat != 0 && (b == '{' || b == '}'):
			if !has && i > chunk {
				// Backslashes of a raw string, no content: the scanner
				// gives up here and tree-sitter's lexer reads an escape
				// (or a lone backslash) at the start of the chunk, on
				// the chunk's row (a backslash-newline moved c past it).
				i, c.row, c.lineStart = chunk, chunkRow, chunkLS
				escape()
				continue
			}
			flush()
			if i+1 < c.lim && src[i+1] == b {
				piece(kEscapeInterpolation, i+2)
				i += 2
				chunk = i
				continue
			}
			if b == '}' {
				p.refuseAt(i, "single } in a format string")
			}
			endContent()
			c.pos = i
			p.interpolation(kInterpolation)
			i = c.pos
			chunk, chunkRow, chunkLS = i, c.row, c.lineStart
			continue
		case b == '\\':
			if flags&sRaw != 0 {
				i++
				if i < c.lim && (src[i] == q || src[i] == '\\') {
					i++
				}
				if i < c.lim && src[i] == '\r' {
					i++
				}
				if i < c.lim && src[i] == '\n' {
					i++
					c.row++
					c.lineStart = i
				}
				continue
			}
			if flags&sBytes != 0 && i+1 < c.lim && (src[i+1] == 'N' || src[i+1] == 'u' || src[i+1] == 'U') {
				if i+2 >= c.lim || src[i+2] == q || src[i+2] == '\\' || src[i+2] == '\n' || src[i+2] == '\r' {
					p.refuseAt(i, "bytes escape \\N, \\u or \\U before a quote, backslash or newline")
				}
				i += 3
				has = true
				continue
			}
			flush()
			escape()
			continue
		case b == q:
			if flags&sTriple != 0 {
				if i+2 < c.lim && src[i+1] == q && src[i+2] == q {
					if has {
						flush()
					}
					endContent()
					p.stringEnd(chunk, i+3, chunkRow, chunkLS)
					return
				}
				i++
				if i < c.lim && src[i] == q {
					i++
				}
				flush()
				continue
			}
			if has {
				flush()
			}
			endContent()
			p.stringEnd(chunk, i+1, chunkRow, chunkLS)
			return
		case b == '\n':
			if flags&sTriple == 0 {
				p.refuseAt(i, "newline in a string")
			}
			i++
			c.row++
			c.lineStart = i
			has = true
			continue
		}
		has = true
		i++
	}
}

// stringEnd appends the string_end [s, e), s on row with line start ls,
// and moves the lexer past it.
func (p *parser) stringEnd(s, e, row, ls uint32) {
	c := &p.cur
	p.nodes = append(p.nodes, Node{Start: s, End: e, Row: row, Col: s - ls, Next: uint32(len(p.nodes) + 1), Kind: kStringEnd, Named: true})
	p.lastReal = uint32(len(p.nodes))
	p.lastEnd = e
	c.pos = e
}

// escapeLen returns the length of the escape_sequence at i, 0 for none.
func (p *parser) escapeLen(i, lim uint32) uint32 {
	src := p.src
	at := func(j uint32) byte {
		if j < lim {
			return src[j]
		}
		return 0
	}
	hexes := func(n uint32) uint32 {
		for k := uint32(0); k < n; k++ {
			if !isHex(at(i + 2 + k)) {
				return 0
			}
		}
		return n + 2
	}
	switch b := at(i + 1); b {
	case 'u':
		return hexes(4)
	case 'U':
		return hexes(8)
	case 'x':
		return hexes(2)
	case '\r':
		if at(i+2) == '\n' {
			return 3
		}
		return 0
	case '\n', '\'', '"', 'a', 'b', 'f', 'r', 'n', 't', 'v', '\\':
		return 2
	case 'N':
		if at(i+2) != '{' {
			return 0
		}
		j := i + 3
		for at(j) != '}' && at(j) != 0 && at(j) != '\n' {
			j++
		}
		if at(j) != '}' || j == i+3 {
			return 0
		}
		return j + 1 - i
	default:
		if isDigit(b) {
			n := uint32(2)
			for n < 4 && isDigit(at(i+n)) {
				n++
			}
			return n
		}
	}
	return 0
}

// interpolation parses an interpolation (or format_expression) at p.cur.pos
// and leaves p.cur after its closing brace.
func (p *parser) interpolation(k uint16) {
	c := &p.cur
	row := c.row
	p.tok = token{kind: tLBrace, start: c.pos, end: c.pos + 1, row: c.row, col: c.pos - c.lineStart}
	s := p.open(k)
	p.leafOnly(tLBrace)
	c.pos++
	p.depth++
	p.next(vInBracket)
	var e uint32
	switch p.tok.kind {
	case tYield:
		e = p.yield()
	case tLambda:
		p.refuse("lambda in an interpolation")
	default:
		e = p.expressions()
		if p.nodes[e].Kind == kNamedExpression {
			p.refuse("named expression in an interpolation")
		}
	}
	p.field(e, fExpression)
	if p.tok.kind == tEq {
		p.leaf(tEq)
	}
	if p.tok.kind == kTypeConversion {
		p.field(p.leaf(kTypeConversion), fTypeConversion)
	}
	if p.tok.kind == tColon {
		f := p.open(kFormatSpecifier)
		p.field(f, fFormatSpecifier)
		p.leafOnly(tColon)
		src := p.src
		i := p.tok.end
		for {
			if i >= c.lim {
				p.refuseAt(i, "unterminated format specifier")
			}
			b := src[i]
			if b == '}' {
				break
			}
			if b == '{' {
				c.pos = i
				p.interpolation(kFormatExpression)
				i = c.pos
				continue
			}
			j := i
			for j < c.lim && src[j] != '{' && src[j] != '}' && src[j] != '\n' {
				j++
			}
			if j < c.lim && src[j] == '\n' || j == i {
				p.refuseAt(j, "newline in a format specifier")
			}
			// A hidden token: it ends the format specifier.
			p.lastReal = uint32(len(p.nodes))
			p.lastEnd = j
			i = j
		}
		p.close(f)
		p.tok = token{kind: tRBrace, start: i, end: i + 1, row: c.row, col: i - c.lineStart}
	}
	if p.tok.kind != tRBrace {
		p.refuse("expected } in an interpolation, found " + p.tokName())
	}
	if c.row != row || p.tok.row != row {
		p.refuse("interpolation over several lines")
	}
	p.leafOnly(tRBrace)
	p.depth--
	p.close(s)
	c.pos = p.tok.end
}
