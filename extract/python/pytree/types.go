package pytree

// typ parses a type (annotations, return types, type aliases and type
// parameters) and returns the index of its type node.
func (p *parser) typ() uint32 {
	t := p.typeAtom()
	for {
		inner := p.nodes[t+1].Kind
		if inner != kGenericType && inner != kSplatType && inner != kMemberType && inner != kUnionType {
			return t
		}
		switch p.tok.kind {
		case tDot:
			if inner == kUnionType {
				p.refuse("attribute of a union type")
			}
			p.insert(t, kMemberType)
			p.insert(t, kType)
			p.tokLeaf()
			p.expect(kIdentifier)
		case tPipe:
			p.insert(t, kUnionType)
			p.insert(t, kType)
			p.tokLeaf()
			p.typeAtom()
		default:
			return t
		}
		p.close(t + 1)
		p.close(t)
	}
}

// typeAtom parses one type without the member and union types around it.
func (p *parser) typeAtom() uint32 {
	t := p.open(kType)
	switch p.tok.kind {
	case tStar, tStarStar:
		s := p.open(kSplatType)
		p.tokLeaf()
		p.expect(kIdentifier)
		p.close(s)
	case kIdentifier:
		st := p.save()
		g := p.open(kGenericType)
		p.tokLeaf()
		if p.tok.kind == tLBrack {
			p.typeParameter()
			p.close(g)
			break
		}
		p.restore(st)
		p.typeExpression()
	default:
		p.typeExpression()
	}
	p.close(t)
	return t
}

// typeExpression parses an expression as a type.
func (p *parser) typeExpression() {
	e := p.expression()
	switch p.nodes[e].Kind {
	case kLambda, kConditionalExpression, kNamedExpression:
		p.refuse(Kinds[p.nodes[e].Kind] + " as a type")
	}
}

// typeParameter parses a type_parameter in brackets.
func (p *parser) typeParameter() uint32 {
	s := p.open(kTypeParameter)
	if p.tok.kind != tLBrack {
		p.fail("expected [, found " + p.tokName())
	}
	p.bracketed(tRBrack, true, func() {
		t := p.typ()
		if p.tok.kind == tColon {
			p.insert(t, kConstrainedType)
			p.insert(t, kType)
			p.tokLeaf()
			p.typ()
			p.close(t + 1)
			p.close(t)
		}
	})
	p.close(s)
	return s
}
