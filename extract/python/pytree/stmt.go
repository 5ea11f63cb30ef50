package pytree

// statement parses one statement at the lookahead.
func (p *parser) statement() {
	p.enter()
	defer p.leave()
	p.soft >>= 1
	if p.tok.kind == kIdentifier {
		switch p.text() {
		case "print", "exec", "type", "match":
			p.soft |= 4
		}
	}
	switch p.tok.kind {
	case tIf:
		p.ifStatement()
	case tFor:
		p.forStatement(p.open(kForStatement))
	case tWhile:
		p.whileStatement()
	case tTry:
		p.tryStatement()
	case tWith:
		p.withStatement(p.open(kWithStatement))
	case tDef:
		p.functionDefinition(p.open(kFunctionDefinition))
	case tClass:
		p.classDefinition()
	case tAt:
		p.decorated()
	case tAsync:
		s := p.open(0)
		p.tokLeaf()
		switch p.tok.kind {
		case tDef:
			p.nodes[s].Kind = kFunctionDefinition
			p.functionDefinition(s)
		case tFor:
			p.nodes[s].Kind = kForStatement
			p.forStatement(s)
		case tWith:
			p.nodes[s].Kind = kWithStatement
			p.withStatement(s)
		default:
			p.fail("async not before def, for or with")
		}
	case tokIndent, tokDedent, tokNewline:
		p.fail("unexpected " + p.tokName())
	default:
		if p.isWord("match") && p.matchStatement() {
			return
		}
		p.simpleStatements()
	}
}

// simpleStatements parses simple statements separated by semicolons up to
// the newline.
func (p *parser) simpleStatements() {
	for {
		p.simpleStatement()
		if p.tok.kind != tSemi {
			break
		}
		p.tokLeaf()
		if p.tok.kind == tokNewline {
			break
		}
	}
	if p.tok.kind != tokNewline {
		p.fail("expected newline, found " + p.tokName())
	}
	join := p.joinKind
	if p.joinAt != p.tok.start {
		join = 0
	}
	p.hidden(vStmt)
	// tree-sitter also reads an expression statement that is a list as the
	// start of an assignment's pattern_list (not so an assignment's right
	// side, found by asking it), and a
	// statement starting with type as the start of a type alias; these
	// readings take no newline and go on into the next line if it
	// continues the last element or expression (after a trailing comma,
	// starts another element). Both readings parse when that line is an
	// assignment of the right form, which expressionStatement refuses.
	p.joinNextKind = 0
	switch k := p.tok.kind; {
	case join == 0:
	case k == tLParen || k == tLBrack || k == tDot || k == kEllipsis,
		join == joinTrailing && p.startsExpression(),
		join == joinType && binaryPrec(k) > 0:
		p.joinNext, p.joinNextKind = p.tok.start, join
	}
}

// Statements ending in a way tree-sitter may join to the next line.
const (
	joinList     = 1 + iota // a list
	joinTrailing            // a list ending in a comma
	joinType                // an expression statement starting with type
)

// simpleStatement parses one simple statement.
func (p *parser) simpleStatement() {
	switch p.tok.kind {
	case tImport:
		s := p.open(kImportStatement)
		p.tokLeaf()
		p.importList()
		p.close(s)
	case tFrom:
		p.fromImport()
	case tAssert:
		s := p.open(kAssertStatement)
		p.tokLeaf()
		p.expression()
		for p.tok.kind == tComma {
			p.tokLeaf()
			p.expression()
		}
		p.close(s)
	case tReturn:
		s := p.open(kReturnStatement)
		p.tokLeaf()
		if !p.statementEnd() {
			p.expressions()
		}
		p.close(s)
	case tDel:
		s := p.open(kDeleteStatement)
		p.tokLeaf()
		p.expressions()
		p.close(s)
	case tRaise:
		s := p.open(kRaiseStatement)
		p.tokLeaf()
		if !p.statementEnd() && p.tok.kind != tFrom {
			p.expressions()
		}
		if p.tok.kind == tFrom {
			p.tokLeaf()
			p.field(p.expression(), fCause)
		}
		p.close(s)
	case tPass, tBreak, tContinue:
		k := uint16(kPassStatement)
		if p.tok.kind == tBreak {
			k = kBreakStatement
		} else if p.tok.kind == tContinue {
			k = kContinueStatement
		}
		s := p.open(k)
		p.tokLeaf()
		p.close(s)
	case tGlobal, tNonlocal:
		k := uint16(kGlobalStatement)
		if p.tok.kind == tNonlocal {
			k = kNonlocalStatement
		}
		s := p.open(k)
		p.tokLeaf()
		p.expect(kIdentifier)
		for p.tok.kind == tComma {
			p.tokLeaf()
			p.expect(kIdentifier)
		}
		p.close(s)
	case kIdentifier:
		switch p.text() {
		case "print":
			switch c, c2 := p.peek2(); {
			case c == '(' || c == '[' || c == '.' || c == '=' && c2 != '=' || c == ',' || c == ';' || c == ')' ||
				c == '\n' || c == '\r' || c == '#' || c == 0 || c == ':' && c2 != '=':
			default:
				p.refuse("print statement")
			}
		case "exec":
			if c := p.peekByte(); c == '"' || c == '\'' || c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z' {
				p.refuse("exec statement")
			}
		case "type":
			if p.typeAlias() {
				return
			}
		}
		p.expressionStatement()
	default:
		p.expressionStatement()
	}
}

// statementEnd reports whether the lookahead ends a simple statement.
func (p *parser) statementEnd() bool {
	k := p.tok.kind
	return k == tokNewline || k == tSemi || k == tokEOF
}

// typeAlias parses a type_alias_statement at the identifier "type" and
// reports true, or reports false, restoring the parser, when the statement
// is not one. tree-sitter prefers a type alias wherever one parses, as in
// "type(x).y = z".
func (p *parser) typeAlias() bool {
	switch c, c2 := p.peek2(); {
	case c == '=' && c2 != '=', c == '.', c == ',', c == ')', c == ';', c == ':', c == '\n', c == '\r', c == '#', c == 0:
		return false
	}
	st := p.save()
	ok := p.try(func() {
		s := p.open(kTypeAliasStatement)
		i := p.leaf(kType)
		p.nodes[i].Named = false
		p.field(p.typ(), fLeft)
		p.expect(tEq)
		p.field(p.typ(), fRight)
		if !p.statementEnd() {
			p.fail("type alias not ending the statement")
		}
		p.close(s)
	})
	if !ok {
		p.restore(st)
	}
	return ok
}

// importList parses _import_list: names or aliased imports, with commas.
func (p *parser) importList() {
	for {
		d := p.dottedName()
		if p.tok.kind == tAs {
			p.insert(d, kAliasedImport)
			p.field(d+1, fName)
			p.tokLeaf()
			p.field(p.expect(kIdentifier), fAlias)
			p.close(d)
		}
		p.field(d, fName)
		if p.tok.kind != tComma {
			return
		}
		p.tokLeaf()
		if p.tok.kind != kIdentifier {
			return
		}
	}
}

// dottedName parses names separated by dots.
func (p *parser) dottedName() uint32 {
	s := p.open(kDottedName)
	p.expect(kIdentifier)
	for p.tok.kind == tDot {
		p.tokLeaf()
		p.expect(kIdentifier)
	}
	p.close(s)
	return s
}

// fromImport parses an import_from_statement or future_import_statement.
func (p *parser) fromImport() {
	s := p.open(kImportFromStatement)
	p.tokLeaf()
	if p.isWord("__future__") {
		p.nodes[s].Kind = kFutureImportStatement
		p.leaf(tFuture)
	} else {
		var m uint32
		if p.tok.kind == tDot || p.tok.kind == kEllipsis {
			m = p.open(kRelativeImport)
			pre := p.open(kImportPrefix)
			for p.tok.kind == tDot || p.tok.kind == kEllipsis {
				if p.tok.kind == kEllipsis {
					t := p.tok
					for k := uint32(0); k < 3; k++ {
						p.tok = token{kind: tDot, start: t.start + k, end: t.start + k + 1, row: t.row, col: t.col + k}
						p.leafOnly(tDot)
					}
					p.next(p.mode())
				} else {
					p.tokLeaf()
				}
			}
			p.close(pre)
			if p.tok.kind == kIdentifier {
				p.dottedName()
			}
			p.close(m)
		} else {
			m = p.dottedName()
		}
		p.field(m, fModuleName)
	}
	p.expect(tImport)
	switch p.tok.kind {
	case tStar:
		if p.nodes[s].Kind == kFutureImportStatement {
			p.refuse("wildcard future import")
		}
		w := p.open(kWildcardImport)
		p.tokLeaf()
		p.close(w)
	case tLParen:
		p.depth++
		p.tokLeaf()
		p.importList()
		p.depth--
		p.expect(tRParen)
	default:
		p.importList()
	}
	p.close(s)
}

// expressions parses _expressions: an expression or an expression_list.
func (p *parser) expressions() uint32 {
	s := p.starExpression(true)
	if p.tok.kind == tComma {
		p.insert(s, kExpressionList)
		for p.tok.kind == tComma {
			p.tokLeaf()
			if !p.startsExpression() {
				break
			}
			p.starExpression(false)
		}
		p.close(s)
	}
	return s
}

// starExpression parses an element of an expression list, the first or
// not, where a star may start one.
func (p *parser) starExpression(first bool) uint32 {
	if p.tok.kind != tStar {
		return p.expression()
	}
	if first {
		return p.star(starExprFirst)
	}
	return p.star(starExprLater)
}

// splatTarget checks that node i may follow a star in a list_splat_pattern.
func (p *parser) splatTarget(i uint32) {
	switch p.nodes[i].Kind {
	case kIdentifier, kAttribute, kSubscript:
	default:
		p.refuseAt(p.nodes[i].Start, "star before "+Kinds[p.nodes[i].Kind])
	}
}

// startsExpression reports whether the lookahead can start an expression.
func (p *parser) startsExpression() bool {
	switch p.tok.kind {
	case kIdentifier, kInteger, kFloat, kStringStart, kTrueLit, kFalseLit, kNoneLit, kEllipsis,
		tLParen, tLBrack, tLBrace, tMinus, tPlus, tTilde, tNot, tLambda, tAwait, tStar:
		return true
	}
	return false
}

// expressionStatement parses an expression statement, an assignment or an
// augmented assignment.
func (p *parser) expressionStatement() {
	p.softAt = ^uint32(0)
	if p.tok.kind == kIdentifier {
		switch p.text() {
		case "print", "type", "match":
			p.softAt = p.tok.start
		}
	}
	es := p.open(kExpressionStatement)
	if p.tok.kind == tYield {
		p.yield()
		p.close(es)
		return
	}
	s, list, trailing := p.exprList()
	joined := p.joinNextKind != 0 && p.joinNext == p.nodes[es].Start
	switch k := p.tok.kind; {
	case k == tEq || k == tColon || isAugmented(k):
		if joined {
			// After a list, the joined reading extends its last element,
			// which must stay a pattern: a subscript or attribute.
			if k := p.nodes[s].Kind; p.joinNextKind != joinList || k == kList || k == kSubscript || k == kAttribute {
				p.refuse("assignment that tree-sitter may join to the statement before")
			}
		}
		p.assignment(s, list)
	case list:
		p.joinEnd(trailing)
	case joined:
		// The joined reading goes on past this line.
		p.joinAt, p.joinKind = p.tok.start, p.joinNextKind
		if p.joinKind == joinTrailing {
			p.joinKind = joinList
		}
	case p.softAt == p.nodes[es].Start && p.src[p.softAt] == 't':
		p.joinAt, p.joinKind = p.tok.start, joinType
	}
	p.close(es)
}

// joinEnd notes that an expression statement that is a list, ending in a
// comma or not, may end here.
func (p *parser) joinEnd(trailing bool) {
	p.joinAt, p.joinKind = p.tok.start, joinList
	if trailing {
		p.joinKind = joinTrailing
	}
}

// exprList parses expressions separated by commas, reporting whether there
// was a comma and whether the last one ended the list.
func (p *parser) exprList() (s uint32, list, trailing bool) {
	s = p.starExpression(true)
	for p.tok.kind == tComma {
		list = true
		p.tokLeaf()
		if !p.startsExpression() {
			return s, true, true
		}
		p.starExpression(false)
	}
	return s, list, false
}

// isAugmented reports whether k is an augmented assignment operator.
func isAugmented(k uint16) bool {
	switch k {
	case tPlusEq, tMinusEq, tStarEq, tSlashEq, tAtEq, tSlashSlashEq, tPercentEq, tStarStarEq,
		tShrEq, tShlEq, tAmpEq, tCaretEq, tPipeEq:
		return true
	}
	return false
}

// assignment turns the expressions from s on into the left side of an
// assignment and parses the rest.
func (p *parser) assignment(s uint32, list bool) {
	if list {
		p.insert(s, kPatternList)
		p.patterns(s+1, uint32(len(p.nodes)))
		p.close(s)
	} else {
		p.toPattern(s)
	}
	k := p.tok.kind
	if isAugmented(k) {
		p.insert(s, kAugmentedAssignment)
		p.field(s+1, fLeft)
		if list {
			p.refuse("augmented assignment to a list")
		}
		p.field(p.tokLeaf(), fOperator)
		p.field(p.rightHandSide(), fRight)
		p.close(s)
		return
	}
	p.insert(s, kAssignment)
	p.field(s+1, fLeft)
	if k == tColon {
		p.tokLeaf()
		p.field(p.typ(), fType)
		if p.tok.kind != tEq {
			p.close(s)
			return
		}
	}
	p.tokLeaf()
	p.field(p.rightHandSide(), fRight)
	p.close(s)
}

// rightHandSide parses _right_hand_side.
func (p *parser) rightHandSide() uint32 {
	if p.tok.kind == tYield {
		return p.yield()
	}
	s, list, _ := p.exprList()
	if k := p.tok.kind; k == tEq || isAugmented(k) {
		p.assignment(s, list)
		return s
	}
	if k := p.tok.kind; k == tColon {
		p.refuse("annotation in a chained assignment")
	}
	if list {
		p.insert(s, kExpressionList)
		p.close(s)
	}
	return s
}

// patterns converts the expressions and commas in [i, end) to patterns.
func (p *parser) patterns(i, end uint32) {
	for i < end {
		n := p.nodes[i]
		if n.Named && n.Kind != kComment && n.Kind != kLineContinuation {
			p.toPattern(i)
		}
		i = p.nodes[i].Next
	}
}

// toPattern converts the expression at i to the pattern tree-sitter reads
// there in an assignment's left side.
func (p *parser) toPattern(i uint32) {
	n := &p.nodes[i]
	switch n.Kind {
	case kIdentifier:
	case kAttribute, kSubscript:
		j := i + 1
		for k := p.nodes[j].Kind; k == kAttribute || k == kSubscript || k == kCall; k = p.nodes[j].Kind {
			j++
		}
		if p.nodes[j].Kind == kListSplat {
			p.refuseAt(n.Start, "star inside an assignment target")
		}
	case kTuple, kParenthesizedExpression:
		n.Kind = kTuplePattern
		p.patterns(i+1, n.Next)
	case kList:
		n.Kind = kListPattern
		p.patterns(i+1, n.Next)
	case kListSplat:
		n.Kind = kListSplatPattern
		j := i + 2
		for p.nodes[j].Kind == kComment || p.nodes[j].Kind == kLineContinuation {
			j++
		}
		p.splatTarget(j)
	default:
		p.refuseAt(n.Start, "cannot assign to "+Kinds[n.Kind])
	}
}

// block parses a _suite after a colon (the lookahead lexed in vColon) as a
// block with field f.
func (p *parser) block(f uint16) {
	switch p.tok.kind {
	case tokIndent:
		p.hidden(vStmt)
		b := p.open(kBlock)
		p.field(b, f)
		for p.tok.kind != tokDedent {
			if p.tok.kind == tokEOF {
				p.fail("unexpected end of file in a block")
			}
			p.statement()
		}
		p.hidden(vStmt)
		p.close(b)
	case tokNewline, tokDedent, tokEOF:
		p.refuse("expected an indented block")
	default:
		b := p.open(kBlock)
		p.field(b, f)
		p.simpleStatements()
		p.close(b)
	}
}

// colon consumes the colon before a block.
func (p *parser) colon() {
	if p.tok.kind != tColon {
		p.fail("expected \":\", found " + p.tokName())
	}
	p.leafOnly(tColon)
	p.next(vColon)
}

// ifStatement parses an if statement with its elif and else clauses.
func (p *parser) ifStatement() {
	s := p.open(kIfStatement)
	p.tokLeaf()
	p.field(p.expression(), fCondition)
	p.colon()
	p.block(fConsequence)
	for p.tok.kind == tElif {
		e := p.open(kElifClause)
		p.field(e, fAlternative)
		p.tokLeaf()
		p.field(p.expression(), fCondition)
		p.colon()
		p.block(fConsequence)
		p.close(e)
	}
	if p.tok.kind == tElse {
		p.field(p.elseClause(), fAlternative)
	}
	p.close(s)
}

// elseClause parses an else clause.
func (p *parser) elseClause() uint32 {
	e := p.open(kElseClause)
	p.tokLeaf()
	p.colon()
	p.block(fBody)
	p.close(e)
	return e
}

// whileStatement parses a while statement.
func (p *parser) whileStatement() {
	s := p.open(kWhileStatement)
	p.tokLeaf()
	p.field(p.expression(), fCondition)
	p.colon()
	p.block(fBody)
	if p.tok.kind == tElse {
		p.field(p.elseClause(), fAlternative)
	}
	p.close(s)
}

// forStatement parses a for statement into node s, opened at its first
// token ("async" or "for").
func (p *parser) forStatement(s uint32) {
	p.expect(tFor)
	p.field(p.targets(), fLeft)
	p.expect(tIn)
	p.field(p.expressions(), fRight)
	p.colon()
	p.block(fBody)
	if p.tok.kind == tElse {
		p.field(p.elseClause(), fAlternative)
	}
	p.close(s)
}

// tryStatement parses a try statement with its clauses.
func (p *parser) tryStatement() {
	s := p.open(kTryStatement)
	p.tokLeaf()
	p.colon()
	p.block(fBody)
	n := 0
	for p.tok.kind == tExcept {
		n++
		e := p.open(kExceptClause)
		p.tokLeaf()
		if p.tok.kind == tStar {
			p.tokLeaf()
		}
		if p.tok.kind != tColon {
			v := p.expression()
			p.field(v, fValue)
			if p.tok.kind == tAs {
				p.asPattern(v)
			} else {
				for p.tok.kind == tComma {
					p.tokLeaf()
					p.field(p.expression(), fValue)
				}
			}
		}
		p.colon()
		p.block(0)
		p.close(e)
	}
	if p.tok.kind == tElse {
		if n == 0 {
			p.refuse("else without except")
		}
		p.elseClause()
	}
	if p.tok.kind == tFinally {
		n++
		f := p.open(kFinallyClause)
		p.tokLeaf()
		p.colon()
		p.block(0)
		p.close(f)
	}
	if n == 0 {
		p.refuse("try without except or finally")
	}
	p.close(s)
}

// asPattern wraps the expression at v, followed by "as", in an as_pattern.
func (p *parser) asPattern(v uint32) {
	switch p.nodes[v].Kind {
	case kConditionalExpression, kLambda, kNamedExpression, kAsPattern:
		p.refuse("as after " + Kinds[p.nodes[v].Kind])
	}
	f := p.nodes[v].Field
	p.nodes[v].Field = 0
	p.insert(v, kAsPattern)
	p.field(v, f)
	p.tokLeaf()
	t := p.open(kAsPatternTarget)
	p.field(t, fAlias)
	x := p.expression()
	switch p.nodes[x].Kind {
	case kConditionalExpression, kLambda, kNamedExpression:
		p.refuse("as target is " + Kinds[p.nodes[x].Kind])
	}
	if p.tok.kind == tAs {
		p.refuse("as after as")
	}
	p.close(t)
	p.close(v)
}

// withStatement parses a with statement into node s, opened at its first
// token ("async" or "with").
func (p *parser) withStatement(s uint32) {
	p.expect(tWith)
	if p.tok.kind == tLParen {
		st := p.save()
		if p.try(p.parenWithClause) {
			if p.tok.kind == tColon {
				p.finishWith(s)
				return
			}
		}
		p.restore(st)
		// One item in parentheses: a parenthesized expression or a tuple,
		// whose first element may be an as_pattern here.
		p.asParenAt = p.tok.start
	}
	c := p.open(kWithClause)
	for {
		p.withItem()
		if p.tok.kind != tComma {
			break
		}
		p.tokLeaf()
	}
	p.close(c)
	p.finishWith(s)
}

// finishWith parses the colon and body of with statement s.
func (p *parser) finishWith(s uint32) {
	p.colon()
	p.block(fBody)
	p.close(s)
}

// parenWithClause parses a with_clause in parentheses; it fails when the
// parentheses hold one item, which tree-sitter reads as a parenthesized
// expression or a tuple.
func (p *parser) parenWithClause() {
	c := p.open(kWithClause)
	p.depth++
	p.tokLeaf()
	n := 0
	for p.tok.kind != tRParen {
		p.withItem()
		n++
		if p.tok.kind != tComma {
			break
		}
		p.tokLeaf()
	}
	if n < 2 {
		p.fail("one with item in parentheses")
	}
	p.depth--
	p.expect(tRParen)
	p.close(c)
}

// withItem parses a with_item: an expression, maybe an as_pattern.
func (p *parser) withItem() {
	w := p.open(kWithItem)
	v := p.expression()
	p.field(v, fValue)
	if p.tok.kind == tAs {
		p.asPattern(v)
	}
	p.close(w)
}

// functionDefinition parses a function definition into node s, opened at
// its first token ("async" or "def").
func (p *parser) functionDefinition(s uint32) {
	p.expect(tDef)
	p.field(p.expect(kIdentifier), fName)
	if p.tok.kind == tLBrack {
		p.field(p.typeParameter(), fTypeParameters)
	}
	ps := p.open(kParameters)
	p.field(ps, fParameters)
	p.depth++
	p.expect(tLParen)
	if p.tok.kind != tRParen {
		p.parameterList(false)
	}
	p.depth--
	p.expect(tRParen)
	p.close(ps)
	if p.tok.kind == tArrow {
		p.tokLeaf()
		p.field(p.typ(), fReturnType)
	}
	p.colon()
	p.block(fBody)
	p.close(s)
}

// parameterList parses _parameters (lambda: no annotations).
func (p *parser) parameterList(lambda bool) {
	for {
		p.parameter(lambda)
		if p.tok.kind != tComma {
			return
		}
		p.tokLeaf()
		if p.tok.kind == tRParen || p.tok.kind == tColon {
			return
		}
	}
}

// parameter parses one parameter of a def or (lambda) a lambda.
func (p *parser) parameter(lambda bool) {
	switch p.tok.kind {
	case tStar, tStarStar:
		k := uint16(kListSplatPattern)
		if p.tok.kind == tStarStar {
			k = kDictionarySplatPattern
		}
		if k == kListSplatPattern && (p.peekByte() == ',' || p.peekByte() == ')' || p.peekByte() == ':') {
			s := p.open(kKeywordSeparator)
			p.tokLeaf()
			p.close(s)
			return
		}
		s := p.open(k)
		p.tokLeaf()
		p.expect(kIdentifier)
		p.close(s)
		if !lambda && p.tok.kind == tColon {
			p.insert(s, kTypedParameter)
			p.tokLeaf()
			p.field(p.typ(), fType)
			p.close(s)
		}
	case tSlash:
		s := p.open(kPositionalSeparator)
		p.tokLeaf()
		p.close(s)
	case kIdentifier:
		s := p.open(0)
		p.tokLeaf()
		if !lambda && p.tok.kind == tColon {
			p.tokLeaf()
			p.field(p.typ(), fType)
			if p.tok.kind == tEq {
				p.nodes[s].Kind = kTypedDefaultParameter
				p.field(s+1, fName)
				p.tokLeaf()
				p.field(p.expression(), fValue)
			} else {
				p.nodes[s].Kind = kTypedParameter
			}
		} else if p.tok.kind == tEq {
			p.nodes[s].Kind = kDefaultParameter
			p.field(s+1, fName)
			p.tokLeaf()
			p.field(p.expression(), fValue)
		} else {
			// A bare name: drop the wrapper.
			p.remove(s)
			return
		}
		p.nodes[s].Named = true
		p.close(s)
	default:
		p.fail("unexpected " + p.tokName() + " in parameters")
	}
}

// classDefinition parses a class definition.
func (p *parser) classDefinition() {
	s := p.open(kClassDefinition)
	p.tokLeaf()
	p.field(p.expect(kIdentifier), fName)
	if p.tok.kind == tLBrack {
		p.field(p.typeParameter(), fTypeParameters)
	}
	if p.tok.kind == tLParen {
		p.field(p.argumentList(), fSuperclasses)
	}
	p.colon()
	p.block(fBody)
	p.close(s)
}

// decorated parses a decorated_definition.
func (p *parser) decorated() {
	s := p.open(kDecoratedDefinition)
	for p.tok.kind == tAt {
		d := p.open(kDecorator)
		p.tokLeaf()
		p.expression()
		if p.tok.kind != tokNewline {
			p.fail("expected newline after decorator")
		}
		p.hidden(vDecorator)
		p.close(d)
	}
	var def uint32
	switch p.tok.kind {
	case tDef:
		def = p.open(kFunctionDefinition)
		p.functionDefinition(def)
	case tClass:
		def = uint32(len(p.nodes))
		p.classDefinition()
	case tAsync:
		def = p.open(kFunctionDefinition)
		p.tokLeaf()
		p.functionDefinition(def)
	default:
		p.fail("decorator not before def or class")
	}
	p.field(def, fDefinition)
	p.close(s)
}
