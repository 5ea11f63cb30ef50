package pytree

// expression parses an expression: lambda, conditional, named expression
// and everything above them; it returns the index of its node.
func (p *parser) expression() uint32 {
	p.enter()
	var s uint32
	if p.tok.kind == tLambda {
		s = p.lambda()
	} else {
		s = p.namedOrDisjunction()
		if p.tok.kind == tIf {
			p.insert(s, kConditionalExpression)
			p.tokLeaf()
			p.expression()
			p.expect(tElse)
			p.expression()
			p.close(s)
		}
	}
	p.leave()
	return s
}

// namedOrDisjunction parses a named expression or a disjunction.
func (p *parser) namedOrDisjunction() uint32 {
	if p.tok.kind == kIdentifier {
		if a, b := p.peek2(); a == ':' && b == '=' {
			s := p.open(kNamedExpression)
			p.field(p.tokLeaf(), fName)
			p.expect(tWalrus)
			var v uint32
			if p.tok.kind == tLambda {
				v = p.lambda()
			} else {
				v = p.disjunction()
			}
			p.field(v, fValue)
			p.close(s)
			return s
		}
	}
	return p.disjunction()
}

// lambda parses a lambda; its body is any expression.
func (p *parser) lambda() uint32 {
	s := p.open(kLambda)
	p.tokLeaf()
	if p.tok.kind != tColon {
		ps := p.open(kLambdaParameters)
		p.field(ps, fParameters)
		p.parameterList(true)
		p.close(ps)
	}
	p.expect(tColon)
	p.field(p.expression(), fBody)
	p.close(s)
	return s
}

// disjunction parses or-expressions (boolean_operator, prec 10).
func (p *parser) disjunction() uint32 { return p.boolean(tOr) }

// boolean parses boolean operators op (or, then and) left-associatively.
func (p *parser) boolean(op uint16) uint32 {
	operand := func() uint32 {
		if op == tOr {
			return p.boolean(tAnd)
		}
		return p.inversion()
	}
	s := operand()
	base := len(p.wraps)
	for p.tok.kind == op {
		p.wrap(kBooleanOperator, fLeft)
		p.field(p.tokLeaf(), fOperator)
		p.field(operand(), fRight)
		p.wrapped()
	}
	p.unwrap(s, base)
	return s
}

// inversion parses not operators (prec 12) over comparisons.
func (p *parser) inversion() uint32 {
	if p.tok.kind != tNot {
		return p.comparison()
	}
	p.enter()
	defer p.leave()
	s := p.open(kNotOperator)
	p.tokLeaf()
	if p.tok.kind == tLambda {
		p.refuse("not before lambda")
	}
	p.field(p.inversion(), fArgument)
	p.close(s)
	return s
}

// isComparison reports whether k is a comparison operator or starts one
// ("not in").
func isComparison(k uint16) bool {
	switch k {
	case tLt, tLtEq, tEqEq, tNotEq, tGtEq, tGt, tIn, tIs, tNot:
		return true
	}
	return false
}

// comparison parses a comparison_operator, one node for a whole chain, or
// the binary expression it would start with.
func (p *parser) comparison() uint32 {
	s := p.binary(14)
	if !isComparison(p.tok.kind) {
		return s
	}
	p.insert(s, kComparisonOperator)
	for isComparison(p.tok.kind) {
		switch p.tok.kind {
		case tNot:
			o := p.open(tNotIn)
			p.field(o, fOperators)
			p.tokLeaf()
			p.expect(tIn)
			p.close(o)
		case tIs:
			o := p.tokLeaf()
			if p.tok.kind == tNot {
				p.insert(o, tIsNot)
				p.tokLeaf()
				p.close(o)
			}
			p.field(o, fOperators)
		default:
			p.field(p.tokLeaf(), fOperators)
		}
		p.binary(14)
	}
	p.close(s)
	return s
}

// binaryPrec returns the precedence of a binary operator, 0 for none.
func binaryPrec(k uint16) int {
	switch k {
	case tPipe:
		return 14
	case tAmp:
		return 15
	case tCaret:
		return 16
	case tShl, tShr:
		return 17
	case tPlus, tMinus:
		return 18
	case tStar, tAt, tSlash, tPercent, tSlashSlash:
		return 19
	case tStarStar:
		return 21
	}
	return 0
}

// binary parses binary operators of precedence min and above over unary
// operands (precedence climbing).
func (p *parser) binary(min int) uint32 {
	p.enter()
	s := p.unary()
	base := len(p.wraps)
	for {
		prec := binaryPrec(p.tok.kind)
		if prec == 0 || prec < min {
			p.unwrap(s, base)
			p.leave()
			return s
		}
		p.wrap(kBinaryOperator, fLeft)
		p.field(p.tokLeaf(), fOperator)
		var r uint32
		if prec == 21 {
			r = p.binary(21)
		} else {
			r = p.binary(prec + 1)
		}
		p.field(r, fRight)
		p.wrapped()
	}
}

// unary parses a unary operator or await (prec 20), whose operand binds
// only the power operator tighter, or a primary.
func (p *parser) unary() uint32 {
	switch p.tok.kind {
	case tMinus, tPlus, tTilde:
		s := p.open(kUnaryOperator)
		p.field(p.tokLeaf(), fOperator)
		p.field(p.binary(21), fArgument)
		p.close(s)
		return s
	case tAwait:
		s := p.open(kAwait)
		p.tokLeaf()
		p.binary(21)
		p.close(s)
		return s
	}
	return p.primary()
}

// primary parses an atom and its calls, attributes and subscripts.
func (p *parser) primary() uint32 {
	s := p.atom()
	base := len(p.wraps)
	for {
		switch p.tok.kind {
		case tDot:
			p.wrap(kAttribute, fObject)
			p.tokLeaf()
			p.field(p.expect(kIdentifier), fAttribute)
			p.wrapped()
		case tLParen:
			soft := len(p.wraps) == base && p.nodes[s].Kind == kIdentifier && p.nodes[s].Start == p.softAt
			p.wrap(kCall, fFunction)
			p.field(p.arguments(soft), fArguments)
			p.wrapped()
		case tLBrack:
			p.wrap(kSubscript, fValue)
			p.bracketed(tRBrack, true, func() { p.field(p.subscriptItem(), fSubscript) })
			p.wrapped()
		default:
			p.unwrap(s, base)
			return s
		}
	}
}

// subscriptItem parses an expression or a slice inside brackets.
func (p *parser) subscriptItem() uint32 {
	if p.tok.kind != tColon {
		var e uint32
		if p.tok.kind == tStar {
			e = p.star(starSubscript)
		} else {
			e = p.expression()
		}
		if p.tok.kind != tColon {
			return e
		}
		p.insert(e, kSlice)
		p.sliceRest()
		p.close(e)
		return e
	}
	s := p.open(kSlice)
	p.sliceRest()
	p.close(s)
	return s
}

// sliceRest parses a slice from its first colon.
func (p *parser) sliceRest() {
	p.expect(tColon)
	if p.tok.kind != tColon && p.tok.kind != tComma && p.tok.kind != tRBrack {
		p.expression()
	}
	if p.tok.kind == tColon {
		p.tokLeaf()
		if p.tok.kind != tComma && p.tok.kind != tRBrack {
			p.expression()
		}
	}
}

// arguments parses a call's argument_list or generator_expression; soft
// says the call is of print, type or match at the start of a statement,
// where tree-sitter also tries the statement those words start.
func (p *parser) arguments(soft bool) uint32 {
	if soft {
		p.softArgs++
		defer func() { p.softArgs-- }()
	}
	s := p.open(kArgumentList)
	p.depth++
	p.tokLeaf()
	first := true
	for p.tok.kind != tRParen {
		var e uint32
		switch p.tok.kind {
		case tStar:
			e = p.star(starArgs)
		case tStarStar:
			e = p.splat(kDictionarySplat, true)
		default:
			if p.tok.kind == kIdentifier {
				if a, b := p.peek2(); a == '=' && b != '=' {
					e = p.open(kKeywordArgument)
					p.field(p.tokLeaf(), fName)
					p.expect(tEq)
					p.field(p.expression(), fValue)
					p.close(e)
					break
				}
			}
			e = p.expression()
			if first && (p.tok.kind == tFor || p.tok.kind == tAsync) {
				p.nodes[s].Kind = kGeneratorExpression
				p.field(e, fBody)
				p.comprehension()
				p.depth--
				p.expect(tRParen)
				p.close(s)
				return s
			}
		}
		_ = e
		first = false
		if p.tok.kind != tComma {
			break
		}
		p.tokLeaf()
	}
	p.depth--
	p.expect(tRParen)
	p.close(s)
	return s
}

// splat parses "*" or "**" and an expression as a list_splat or
// dictionary_splat: any expression in an argument list (full), one above
// the conditional expression elsewhere.
func (p *parser) splat(k uint16, full bool) uint32 {
	s := p.open(k)
	p.tokLeaf()
	if full {
		p.expression()
	} else {
		if p.tok.kind == tLambda {
			p.refuse("splat of a lambda")
		}
		p.namedOrDisjunction()
		if p.tok.kind == tIf {
			p.refuse("splat before if")
		}
	}
	p.close(s)
	return s
}

// comprehension parses _comprehension_clauses.
func (p *parser) comprehension() {
	for {
		switch p.tok.kind {
		case tFor, tAsync:
			c := p.open(kForInClause)
			if p.tok.kind == tAsync {
				p.tokLeaf()
			}
			p.expect(tFor)
			p.field(p.targets(), fLeft)
			p.expect(tIn)
			for {
				if p.tok.kind == tLambda {
					p.refuse("lambda in a for clause")
				}
				p.field(p.disjunction(), fRight)
				if p.tok.kind != tComma {
					break
				}
				comma := p.tokLeaf()
				if !p.startsExpression() {
					break
				}
				// The field covers the commas between the expressions
				// (field('right', commaSep1(...))), not a trailing one.
				p.field(comma, fRight)
			}
			p.close(c)
		case tIf:
			c := p.open(kIfClause)
			p.tokLeaf()
			if p.tok.kind == tLambda {
				p.refuse("lambda in an if clause")
			}
			p.disjunction()
			p.close(c)
		default:
			return
		}
	}
}

// targets parses _left_hand_side where no expression is parsed first (for
// statements and clauses): a pattern or a pattern_list.
func (p *parser) targets() uint32 {
	s := p.target()
	if p.tok.kind == tComma {
		p.insert(s, kPatternList)
		for p.tok.kind == tComma {
			p.tokLeaf()
			if p.tok.kind == tIn || p.tok.kind == tEq {
				break
			}
			p.target()
		}
		p.close(s)
	}
	return s
}

// target parses one pattern of a for statement or clause.
func (p *parser) target() uint32 {
	switch p.tok.kind {
	case tStar:
		s := p.open(kListSplatPattern)
		p.tokLeaf()
		p.splatTarget(p.primary())
		p.close(s)
		return s
	case tLParen, tLBrack:
		k, end := uint16(kTuplePattern), uint16(tRParen)
		if p.tok.kind == tLBrack {
			k, end = kListPattern, tRBrack
		}
		s := p.open(k)
		p.depth++
		p.tokLeaf()
		for p.tok.kind != end {
			p.target()
			if p.tok.kind != tComma {
				break
			}
			p.tokLeaf()
		}
		p.depth--
		p.expect(end)
		p.close(s)
		switch p.tok.kind {
		case tDot, tLParen, tLBrack:
			p.refuse("bracketed target followed by " + p.tokName())
		}
		return s
	}
	s := p.primary()
	p.splatTarget(s)
	return s
}

// atom parses an atom.
func (p *parser) atom() uint32 {
	switch p.tok.kind {
	case kIdentifier, kInteger, kFloat, kTrueLit, kFalseLit, kNoneLit, kEllipsis:
		return p.tokLeaf()
	case kStringStart:
		return p.strings()
	case tLParen:
		return p.paren()
	case tLBrack:
		return p.bracket()
	case tLBrace:
		return p.brace()
	case tStar:
		if p.tok.start == p.aliasAt {
			s := p.open(kListSplat)
			p.tokLeaf()
			p.expect(kIdentifier)
			p.close(s)
			return s
		}
		p.refuse("star inside an expression")
	}
	p.fail("unexpected " + p.tokName())
	return 0
}

// strings parses a string or a concatenated_string.
func (p *parser) strings() uint32 {
	s := p.str()
	if p.tok.kind == kStringStart {
		p.insert(s, kConcatenatedString)
		for p.tok.kind == kStringStart {
			p.str()
		}
		p.close(s)
	}
	return s
}

// element parses one of _collection_elements, a star read as in context
// ctx: expression, yield or list_splat.
func (p *parser) element(ctx int) uint32 {
	switch p.tok.kind {
	case tStar:
		return p.star(ctx)
	case tYield:
		return p.yield()
	}
	return p.expression()
}

// elements parses the rest of _collection_elements after the first, up to
// the closing bracket end.
func (p *parser) elements(end uint16) {
	for p.tok.kind == tComma {
		p.tokLeaf()
		if p.tok.kind == end {
			return
		}
		if end == tRParen {
			p.element(starTuple)
		} else {
			p.element(starListLater)
		}
	}
}

// paren parses a tuple, parenthesized expression or generator expression.
func (p *parser) paren() uint32 {
	s := p.open(kTuple)
	p.depth++
	p.tokLeaf()
	if p.tok.kind == tRParen {
		p.depth--
		p.tokLeaf()
		p.close(s)
		return s
	}
	e := p.element(starTuple)
	if p.tok.kind == tAs && p.nodes[s].Start == p.asParenAt {
		p.asPattern(e)
	}
	switch p.tok.kind {
	case tFor, tAsync:
		if p.nodes[e].Kind == kYield || p.nodes[e].Kind == kListSplat {
			p.refuse("comprehension of " + Kinds[p.nodes[e].Kind])
		}
		p.nodes[s].Kind = kGeneratorExpression
		p.field(e, fBody)
		p.comprehension()
	case tComma:
		p.elements(tRParen)
	default:
		if p.nodes[e].Kind == kListSplat {
			p.refuse("parenthesized list splat")
		}
		p.nodes[s].Kind = kParenthesizedExpression
	}
	p.depth--
	p.expect(tRParen)
	p.close(s)
	return s
}

// bracket parses a list or list comprehension.
func (p *parser) bracket() uint32 {
	s := p.open(kList)
	p.depth++
	p.tokLeaf()
	if p.tok.kind != tRBrack {
		p.displayRest(s, p.element(starListFirst), kListComprehension, tRBrack)
	}
	p.depth--
	p.expect(tRBrack)
	p.close(s)
	return s
}

// displayRest parses what follows the first element e of the list or set
// display s: a comprehension (s becomes comp) or the other elements, up
// to end.
func (p *parser) displayRest(s, e uint32, comp, end uint16) {
	if p.tok.kind != tFor && p.tok.kind != tAsync {
		p.elements(end)
		return
	}
	if p.nodes[e].Kind == kYield || p.nodes[e].Kind == kListSplat {
		p.refuse("comprehension of " + Kinds[p.nodes[e].Kind])
	}
	p.nodes[s].Kind = comp
	p.field(e, fBody)
	p.comprehension()
}

// brace parses a dictionary, set or their comprehensions.
func (p *parser) brace() uint32 {
	s := p.open(kDictionary)
	p.depth++
	p.tokLeaf()
	if p.tok.kind == tRBrace {
		p.depth--
		p.tokLeaf()
		p.close(s)
		return s
	}
	first := uint32(len(p.nodes))
	if p.tok.kind == tStarStar || p.dictItem(true) {
		if p.tok.kind == tStarStar {
			p.splat(kDictionarySplat, false)
		} else if p.tok.kind == tFor || p.tok.kind == tAsync {
			p.nodes[s].Kind = kDictionaryComprehension
			p.field(first, fBody)
			p.comprehension()
			p.depth--
			p.expect(tRBrace)
			p.close(s)
			return s
		}
		for p.tok.kind == tComma {
			p.tokLeaf()
			if p.tok.kind == tRBrace {
				break
			}
			if p.tok.kind == tStarStar {
				p.splat(kDictionarySplat, false)
			} else if !p.dictItem(false) {
				p.refuse("set element in a dictionary")
			}
		}
	} else {
		p.nodes[s].Kind = kSet
		p.displayRest(s, first, kSetComprehension, tRBrace)
	}
	p.depth--
	p.expect(tRBrace)
	p.close(s)
	return s
}

// dictItem parses an element of a brace display, the first or not: a pair
// (reports true) or a set element (reports false).
func (p *parser) dictItem(first bool) bool {
	ctx := starListLater
	if first {
		ctx = starListFirst
	}
	e := p.element(ctx)
	if p.tok.kind != tColon {
		return false
	}
	k := p.nodes[e].Kind
	if k == kYield || k == kListSplat {
		p.refuse("pair key is " + Kinds[k])
	}
	p.insert(e, kPair)
	p.field(e+1, fKey)
	p.tokLeaf()
	p.field(p.expression(), fValue)
	p.close(e)
	return true
}

// yield parses a yield expression.
func (p *parser) yield() uint32 {
	s := p.open(kYield)
	p.tokLeaf()
	if p.tok.kind == tFrom {
		p.tokLeaf()
		p.expression()
	} else if p.startsExpression() {
		p.expressions()
	}
	p.close(s)
	return s
}

// argumentList parses an argument_list (class bases).
func (p *parser) argumentList() uint32 {
	s := p.arguments(false)
	if p.nodes[s].Kind != kArgumentList {
		p.refuseAt(p.nodes[s].Start, "generator expression as class bases")
	}
	return s
}

// Contexts of a starred element. tree-sitter reads "*" and what follows
// either as list_splat (the star takes the whole expression after it;
// argument lists and brackets) or as list_splat_pattern read as a
// primary_expression (here the star takes the name, and what follows
// applies to the list_splat; anywhere an expression may be). Where both
// readings parse, the one it keeps depends on the order of its stack
// versions: Parse follows what tree-sitter was found to do in each
// context, and refuses a star before a name and more in the arguments of
// a call of print, type or match starting a statement and, outside
// argument lists, in and right after a statement that starts with print,
// exec, type or match, which tree-sitter also tries to read as those
// statements, changing that order.
const (
	starArgs      = iota // argument_list: list_splat
	starTuple            // list_splat
	starListFirst        // first in a list or set: the name when alone, else list_splat
	starListLater        // list_splat
	starSubscript        // the name
	starExprFirst        // first in an expression list: the name (before a comma)
	starExprLater        // later in an expression list: refused (see star)
)

// star parses a starred element in context ctx.
func (p *parser) star(ctx int) uint32 {
	st := p.save()
	s := p.open(kListSplat)
	p.tokLeaf()
	if p.tok.kind != kIdentifier {
		if ctx >= starSubscript {
			p.refuse("star before something other than a name")
		}
		p.restore(st)
		s = p.splat(kListSplat, ctx == starArgs)
		if p.primaryPrefix(s + 2) {
			// *x.y or *x[i] for an x that is not a name: a
			// list_splat_pattern too.
			p.refuse("star before an attribute or subscript of something other than a name")
		}
		return s
	}
	p.tokLeaf()
	switch p.tok.kind {
	case tComma, tRParen, tRBrack, tRBrace, tEq, tIn, tSemi, tColon, tokNewline, tokEOF:
		// The same in both readings.
		p.close(s)
		return s
	}
	if p.softArgs > 0 || p.soft != 0 && ctx != starArgs {
		// p.soft holds the current statement and the two before.
		p.refuse("star before a name and more in or after a print, exec, type or match statement")
	}
	p.restore(st)
	switch ctx {
	case starArgs, starTuple, starListLater:
		return p.splat(kListSplat, ctx == starArgs)
	case starSubscript:
		return p.nameStar()
	case starExprFirst:
		s = p.nameStar()
		if p.tok.kind != tComma {
			p.refuse("star before a name and more alone in an expression list")
		}
		return s
	case starExprLater:
		// tree-sitter reads it one way when a statement follows and
		// another at the end of the file.
		p.refuse("star before a name and more after the first of an expression list")
	}
	s = p.splat(kListSplat, false)
	if p.tok.kind != tRBrack && p.tok.kind != tRBrace {
		return s
	}
	// Alone in its brackets.
	p.restore(st)
	return p.nameStar()
}

// primaryPrefix reports whether the expression at i starts with an
// attribute or subscript: a primary whose chain of calls, attributes and
// subscripts has an attribute or subscript.
func (p *parser) primaryPrefix(i uint32) bool {
	ns := p.nodes
	for ns[i].Kind == kComment || ns[i].Kind == kLineContinuation {
		i++
	}
	for {
		switch ns[i].Kind {
		case kAttribute, kSubscript:
			return true
		case kCall, kBinaryOperator, kBooleanOperator, kComparisonOperator, kConditionalExpression:
			i++ // the first child: function, left operand or condition
		default:
			return false
		}
	}
}

// nameStar parses an expression that starts with a star taking the name
// after it (list_splat_pattern).
func (p *parser) nameStar() uint32 {
	p.aliasAt = p.tok.start
	return p.expression()
}

// bracketed parses, from an opening bracket, items separated by commas (a
// trailing one allowed; one at least when nonEmpty) and the closing
// bracket end.
func (p *parser) bracketed(end uint16, nonEmpty bool, item func()) {
	p.depth++
	p.tokLeaf()
	if nonEmpty && p.tok.kind == end {
		p.fail("empty brackets")
	}
	for p.tok.kind != end {
		item()
		if p.tok.kind != tComma {
			break
		}
		p.tokLeaf()
	}
	p.depth--
	p.expect(end)
}
