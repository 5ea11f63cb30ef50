package pytree

// matchStatement parses a match statement at the identifier "match" and
// reports true, or reports false, restoring the parser, when the line is not
// one (then "match" is a name).
func (p *parser) matchStatement() bool {
	switch c, c2 := p.peek2(); {
	case c == '=' && c2 != '=', c == '.' && c2 != '.', c == ',', c == ')', c == ';', c == ':', c == '\n', c == '\r', c == '#', c == 0:
		return false
	}
	st := p.save()
	var s uint32
	ok := p.try(func() {
		s = p.open(kMatchStatement)
		p.leaf(tMatch)
		for {
			p.field(p.expression(), fSubject)
			if p.tok.kind != tComma {
				break
			}
			p.tokLeaf()
			if p.tok.kind == tColon {
				break
			}
		}
		p.colon()
		if p.tok.kind != tokIndent {
			p.fail("match without an indented block")
		}
	})
	if !ok {
		p.restore(st)
		return false
	}
	b := p.open(kBlock)
	p.field(b, fBody)
	p.hidden(vStmt)
	for p.tok.kind != tokDedent {
		if !p.isWord("case") {
			p.fail("expected case")
		}
		p.field(p.caseClause(), fAlternative)
	}
	p.hidden(vStmt)
	p.close(b)
	p.close(s)
	return true
}

// caseClause parses a case_clause of a match block.
func (p *parser) caseClause() uint32 {
	s := p.open(kCaseClause)
	p.leaf(tCase)
	for {
		p.casePattern()
		if p.tok.kind != tComma {
			break
		}
		p.tokLeaf()
		if p.tok.kind == tColon || p.tok.kind == tIf {
			break
		}
	}
	if p.tok.kind == tIf {
		g := p.open(kIfClause)
		p.field(g, fGuard)
		p.tokLeaf()
		p.expression()
		p.close(g)
	}
	p.colon()
	p.block(fConsequence)
	p.close(s)
	return s
}

// casePattern parses a case_pattern.
func (p *parser) casePattern() uint32 {
	s := p.open(kCasePattern)
	if p.tok.kind == kIdentifier {
		if a, b := p.peek2(); a == '=' && b != '=' {
			k := p.open(kKeywordPattern)
			p.tokLeaf()
			p.expect(tEq)
			p.simplePattern()
			p.close(k)
			p.close(s)
			return s
		}
	}
	p.unionPattern()
	p.close(s)
	for p.tok.kind == tAs {
		p.insert(s, kAsPattern)
		p.insert(s, kCasePattern)
		p.tokLeaf()
		p.expect(kIdentifier)
		p.close(s + 1)
		p.close(s)
	}
	return s
}

// unionPattern parses a _simple_pattern or a union_pattern.
func (p *parser) unionPattern() uint32 {
	u := p.simplePattern()
	if p.tok.kind == tPipe {
		p.insert(u, kUnionPattern)
		for p.tok.kind == tPipe {
			p.tokLeaf()
			p.simplePattern()
		}
		p.close(u)
	}
	return u
}

// simplePattern parses one _simple_pattern other than a union, returning
// the index of its first node.
func (p *parser) simplePattern() uint32 {
	s := uint32(len(p.nodes))
	switch p.tok.kind {
	case tStar, tStarStar:
		n := p.open(kSplatPattern)
		p.tokLeaf()
		if p.isWord("_") {
			p.leaf(tUnderscore)
		} else {
			p.expect(kIdentifier)
		}
		p.close(n)
	case tLBrack, tLParen:
		k, end := uint16(kListPattern), uint16(tRBrack)
		if p.tok.kind == tLParen {
			k, end = kTuplePattern, tRParen
		}
		n := p.open(k)
		p.bracketed(end, false, func() { p.casePattern() })
		p.close(n)
	case tLBrace:
		n := p.open(kDictPattern)
		p.bracketed(tRBrace, false, func() {
			if p.tok.kind == tStarStar {
				p.simplePattern()
			} else {
				p.field(p.unionPatternField(), fKey)
				p.expect(tColon)
				p.field(p.casePattern(), fValue)
			}
		})
		p.close(n)
	case kStringStart:
		p.strings()
	case kTrueLit, kFalseLit, kNoneLit:
		p.tokLeaf()
	case tMinus, kInteger, kFloat:
		if p.tok.kind == tMinus {
			p.tokLeaf()
		}
		if p.tok.kind != kInteger && p.tok.kind != kFloat {
			p.fail("expected a number")
		}
		p.tokLeaf()
		if p.tok.kind == tPlus || p.tok.kind == tMinus {
			p.insert(s, kComplexPattern)
			p.tokLeaf()
			if p.tok.kind != kInteger && p.tok.kind != kFloat {
				p.fail("expected a number")
			}
			p.tokLeaf()
			p.close(s)
		}
	case kIdentifier:
		if p.isWord("_") {
			if c := p.peekByte(); c == '.' || c == '(' {
				p.refuse("_ before . or (")
			}
			p.leaf(tUnderscore)
			break
		}
		d := p.dottedName()
		if p.tok.kind == tLParen {
			p.insert(d, kClassPattern)
			p.bracketed(tRParen, false, func() { p.casePattern() })
			p.close(d)
		}
	default:
		p.fail("unexpected " + p.tokName() + " in a pattern")
	}
	return s
}

// unionPatternField parses a dict pattern's key, which must be one node.
func (p *parser) unionPatternField() uint32 {
	s := p.unionPattern()
	if p.nodes[s].Next != uint32(len(p.nodes)) && p.nodes[s].Kind != kUnionPattern {
		p.refuse("key pattern of several nodes")
	}
	return s
}
