package tsutil

import (
	"bytes"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract/guard"
	"github.com/errdex/errdex/internal/lazyre"
)

// MaxResolveDepth bounds how many variable declarations an extractor
// follows to find a message or a thrown value, so that "a = b; b = a"
// cannot loop.
const MaxResolveDepth = 4

// LookBackLines is how far above a site an extractor looks for the local
// declaration of its message or thrown value.
const LookBackLines = 30

// Path is a node with its ancestors: the root first, the node last.
type Path []*sitter.Node

// PathTo returns the path from root down to n in one descent, which is
// cheaper than asking each node for its Parent (tree-sitter finds a parent
// by descending from the root). It is nil when n is not under root.
func PathTo(root, n *sitter.Node) Path {
	p := Path{root}
	for c := root; c.Id() != n.Id(); {
		next := c.ChildWithDescendant(n)
		if next == nil || next.Id() == c.Id() {
			return nil
		}
		p = append(p, next)
		c = next
	}
	return p
}

// Node returns the last node of p.
func (p Path) Node() *sitter.Node { return p[len(p)-1] }

// Unparsed reports whether the node of p lies inside an innermost ERROR
// node, whose content tree-sitter could not make sense of; the extractors
// drop sites there.
func (p Path) Unparsed() bool {
	for i := len(p) - 2; i >= 0; i-- {
		if p[i].IsError() && !HasErrorChild(p[i]) {
			return true
		}
	}
	return false
}

// Scope is what the context walk finds around a site.
type Scope struct {
	// Guard and Negated are the site's condition, as guard.Ops.Join
	// makes it.
	Guard   string
	Negated bool
	// Partial says Guard is not the whole condition under which the site
	// is reached (extract.Context.Partial): conditions were cut, or a
	// loop, an enclosing branch or an early exit the guard does not hold
	// lies on the path.
	Partial bool
	// GuardAt is the innermost if, elif, else or case that gives the
	// guard, for the comments above it; nil when none does.
	GuardAt *sitter.Node
	// Handler is the innermost catch clause around the site inside its
	// function, or nil.
	Handler *sitter.Node
	// Func is the index in the path of the innermost Functions node, -1
	// when the site is outside any function.
	Func int
	// Statement is the index in the path of the site's statement: the
	// innermost node whose parent is a Blocks node (the root's child at top
	// level).
	Statement int
}

// Scope walks up p from its node to the innermost function: the guard from
// the if, else-if, else or switch case holding the site (with the negated
// conditions of the ifs right above the site whose bodies leave, in every
// block on the way), the innermost catch clause, and the function.
func (s *Syntax) Scope(p Path, src []byte) Scope {
	sc := Scope{Func: -1, Statement: len(p) - 1}
	var conds []guard.Cond
	guarded, stmt, outer := false, false, false
	for i := len(p) - 2; i >= 0; i-- {
		n, child := p[i], p[i+1]
		if !stmt && (s.blocks.has(n) || i == 0) {
			sc.Statement, stmt = i+1, true
		}
		if s.fn.has(n) {
			sc.Func = i
			break
		}
		if s.catches.has(n) && sc.Handler == nil {
			sc.Handler = n
		}
		if loopKind(n.Kind()) {
			sc.Partial = true
		}
		if guarded {
			switch {
			case s.blocks.has(n) && !outer:
				// The guarding statement may itself follow early exits.
				level, cut := s.leftAbove(n, child, src)
				conds = append(level, conds...)
				sc.Partial = sc.Partial || cut
				outer = true
			case s.ifs.has(n) || s.elifs.has(n) || s.elses.has(n) || s.cases.has(n) || s.blocks.has(n) && s.exitsBefore(n, child.StartByte()):
				// Branches and early exits further out: tests the guard
				// does not hold.
				sc.Partial = true
			}
			continue
		}
		var level, branch []guard.Cond
		if s.blocks.has(n) {
			var cut bool
			level, cut = s.leftAbove(n, child, src)
			sc.Partial = sc.Partial || cut
		}
		ok := false
		switch {
		case s.ifs.has(n):
			switch {
			case SameNode(child, n.ChildByFieldName("consequence")):
				branch, ok = append(guard.Negations(s.before(p, i, src)), guard.Cond{Expr: s.condition(n, src)}), true
			case SameNode(child, n.ChildByFieldName("alternative")) && !s.ifs.has(child) && !s.elses.has(child) && !s.elifs.has(child):
				branch, ok = guard.Negations(append(s.before(p, i, src), s.condition(n, src))), true
			}
		case s.elifs.has(n) && i > 0 && s.ifs.has(p[i-1]):
			if SameNode(child, n.ChildByFieldName("consequence")) {
				branch, ok = append(guard.Negations(s.flatBefore(p[i-1], n, src)), guard.Cond{Expr: s.condition(n, src)}), true
			}
		case s.elses.has(n) && i > 0 && s.ifs.has(p[i-1]) && !s.ifs.has(child): // not an else-if: its own branches decide
			if len(s.Elifs) > 0 { // Python: the else sits beside the elifs
				branch = guard.Negations(s.flatBefore(p[i-1], n, src))
			} else {
				branch = guard.Negations(append(s.before(p, i-1, src), s.condition(p[i-1], src)))
			}
			ok = true
		case s.cases.has(n):
			branch, ok = s.caseConds(n, p, i, src)
		}
		if ok {
			guarded, sc.GuardAt = true, n
		}
		conds = append(append(branch, level...), conds...)
	}
	sc.Guard, sc.Negated = s.Ops.Join(conds)
	sc.Partial = sc.Guard != "" && (sc.Partial || len(conds) > guard.Max)
	return sc
}

// loopKind reports whether a node kind is a loop of one of the grammars
// (for_statement, while_statement, do_statement, for_in_statement,
// enhanced_for_statement, for_range_loop): a site in its body is reached
// only when the loop runs, which no guard holds.
func loopKind(k string) bool {
	return strings.HasPrefix(k, "for_") || strings.HasPrefix(k, "while_") || strings.HasPrefix(k, "do_") || strings.HasPrefix(k, "enhanced_for")
}

// exitsBefore reports whether a statement of block starting before byte
// at holds an exit (return, throw, break, continue): an early exit the
// guard may not hold.
func (s *Syntax) exitsBefore(block *sitter.Node, at uint) bool {
	return s.firstExit(block, at) < at
}

// firstExit returns the start byte of block's first named child that
// holds an exit, looking no further than byte limit unless s remembers
// blocks (ForFile), when it reads the whole block once; past the end of
// the file when none does.
func (s *Syntax) firstExit(block *sitter.Node, limit uint) uint {
	id := block.Id()
	if v, ok := s.firstExits[id]; ok {
		return v
	}
	v := ^uint(0)
	c := block.Walk()
	defer c.Close()
	for ok := c.GotoFirstChild(); ok; ok = c.GotoNextSibling() {
		n := c.Node()
		if s.firstExits == nil && n.StartByte() >= limit {
			break
		}
		if n.IsNamed() && s.holdsExit(n, 0) {
			v = n.StartByte()
			break
		}
	}
	if s.firstExits != nil {
		s.firstExits[id] = v
	}
	return v
}

// holdsExit reports whether n is or holds an exit statement, outside
// nested functions; depth bounds the walk.
func (s *Syntax) holdsExit(n *sitter.Node, depth int) bool {
	if s.exits.has(n) {
		return true
	}
	if depth > 12 || s.fn.has(n) {
		return false
	}
	for i := uint(0); i < n.NamedChildCount(); i++ {
		if s.holdsExit(n.NamedChild(i), depth+1) {
			return true
		}
	}
	return false
}

// StatementOf returns the node of the site's statement (see Scope).
func (sc Scope) StatementOf(p Path) *sitter.Node { return p[sc.Statement] }

// before returns the conditions of the branches above the if p[i] in the
// else-if chain it continues, outermost first: nothing for an if that is
// not an else-if.
func (s *Syntax) before(p Path, i int, src []byte) []guard.Expr {
	var out []guard.Expr
	for i > 0 {
		par := p[i-1]
		switch {
		case s.ifs.has(par) && SameNode(p[i], par.ChildByFieldName("alternative")):
			i--
		case s.elses.has(par) && i >= 2 && s.ifs.has(p[i-2]):
			i -= 2
		default:
			return out
		}
		out = append([]guard.Expr{s.condition(p[i], src)}, out...)
	}
	return out
}

// flatBefore returns the conditions of if statement ifn and of its elif
// clauses before clause, for a grammar whose elifs sit in the if (Python).
func (s *Syntax) flatBefore(ifn, clause *sitter.Node, src []byte) []guard.Expr {
	out := []guard.Expr{s.condition(ifn, src)}
	for i := uint(0); i < ifn.NamedChildCount(); i++ {
		c := ifn.NamedChild(i)
		if SameNode(c, clause) {
			break
		}
		if s.elifs.has(c) {
			out = append(out, s.condition(c, src))
		}
	}
	return out
}

// leftAbove returns the negated conditions of the ifs right above stmt in
// its block (the statement's parent) whose every branch leaves, nearest last: the rest of the block
// runs only when they were all false. It stops at the first other
// statement, or when it has guard.Max.
//
// cut says an early exit above was not read: the walk stopped at guard.Max
// conditions, or at a statement that holds an exit itself or follows one
// that does.
func (s *Syntax) leftAbove(block, stmt *sitter.Node, src []byte) (out []guard.Cond, cut bool) {
	for prev := stmt.PrevNamedSibling(); prev != nil; prev = prev.PrevNamedSibling() {
		if s.cmts.has(prev) {
			continue
		}
		if len(out) >= guard.Max {
			return out, true
		}
		conds, ok := s.leavingIf(prev, src)
		if !ok {
			return out, s.exitsBefore(block, prev.EndByte())
		}
		out = append(guard.Negations(conds), out...)
	}
	return out, false
}

// leavingIf returns the conditions of the if chain n when every branch with
// a condition leaves and a final else, if any, does not: what follows n runs
// only when they were all false.
func (s *Syntax) leavingIf(n *sitter.Node, src []byte) ([]guard.Expr, bool) {
	if !s.ifs.has(n) {
		return nil, false
	}
	var conds []guard.Expr
	for cur := n; ; {
		if !s.leaves(cur.ChildByFieldName("consequence"), src) {
			return nil, false
		}
		conds = append(conds, s.condition(cur, src))
		var alt *sitter.Node
		if len(s.Elifs) > 0 { // Python: elifs and else are children of the if
			for i := uint(0); i < cur.NamedChildCount(); i++ {
				c := cur.NamedChild(i)
				switch {
				case s.elifs.has(c):
					if !s.leaves(c.ChildByFieldName("consequence"), src) {
						return nil, false
					}
					conds = append(conds, s.condition(c, src))
				case s.elses.has(c):
					alt = c
				}
			}
			if alt != nil && s.leaves(alt, src) {
				return nil, false
			}
			return conds, true
		}
		alt = cur.ChildByFieldName("alternative")
		if s.elses.has(alt) {
			alt = firstStatement(s, alt)
		}
		switch {
		case alt == nil:
			return conds, true
		case s.ifs.has(alt):
			cur = alt
		case s.leaves(alt, src):
			return nil, false // every way through leaves: what follows is dead code
		default:
			return conds, true
		}
	}
}

// firstStatement is the first named child of n that is not a comment.
func firstStatement(s *Syntax, n *sitter.Node) *sitter.Node {
	for i := uint(0); i < n.NamedChildCount(); i++ {
		if c := n.NamedChild(i); !s.cmts.has(c) {
			return c
		}
	}
	return nil
}

// leaves reports whether running n never falls through to the statement
// after it: it is an exit, a call that does not return, or a block (an
// else clause, an expression statement) that ends in one.
func (s *Syntax) leaves(n *sitter.Node, src []byte) bool {
	for depth := 0; n != nil && depth < 8; depth++ {
		if s.exits.has(n) {
			return true
		}
		if hasAnyPrefix(src[n.StartByte():n.EndByte()], s.ExitCalls) {
			return true
		}
		var last *sitter.Node
		for i := int(n.NamedChildCount()) - 1; i >= 0; i-- {
			if c := n.NamedChild(uint(i)); !s.cmts.has(c) {
				last = c
				break
			}
		}
		if last == nil || !(s.blocks.has(n) || s.elses.has(n) || n.NamedChildCount() == 1) {
			return false
		}
		n = last
	}
	return false
}

func hasAnyPrefix(t []byte, prefixes []string) bool {
	for _, p := range prefixes {
		if bytes.HasPrefix(t, []byte(p)) {
			return true
		}
	}
	return false
}

// caseConds returns the condition of switch case n, p[i]: its values
// compared with the switch's subject (with those of empty cases falling
// into it), or for the default the negations of the other cases' values
// when there are at most guard.Max. ok is false when the condition is
// unknown: a case that earlier non-empty cases fall into, a pattern.
func (s *Syntax) caseConds(n *sitter.Node, p Path, i int, src []byte) (conds []guard.Cond, ok bool) {
	var sw *sitter.Node
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if s.switches.has(p[j]) {
			sw = p[j]
			break
		}
	}
	if sw == nil {
		return nil, false
	}
	subj := sw.ChildByFieldName("value")
	if subj == nil {
		subj = sw.ChildByFieldName("condition")
	}
	subject := s.expr(subj, src).Text
	if subject == "" {
		return nil, false
	}
	body := p[i-1]
	values, isDefault, ok := s.caseValues(n, src)
	if !ok {
		return nil, false
	}
	// Cases above that fall into this one: empty ones add their values; a
	// non-empty one that does not leave makes the condition unknown.
	for prev := n.PrevNamedSibling(); prev != nil && !s.arms.has(n); prev = prev.PrevNamedSibling() {
		if !s.cases.has(prev) {
			if s.cmts.has(prev) {
				continue
			}
			break
		}
		last := s.lastStatement(prev)
		if last == nil {
			if isDefault {
				return nil, false
			}
			v, def, ok := s.caseValues(prev, src)
			if !ok || def {
				return nil, false
			}
			values = append(v, values...)
			continue
		}
		if !s.leaves(last, src) {
			return nil, false
		}
		break
	}
	cmp := func(v string) guard.Expr { return guard.Compare(subject, s.CaseEq, v) }
	if !isDefault {
		exprs := make([]guard.Expr, len(values))
		for k, v := range values {
			exprs[k] = cmp(v)
		}
		return []guard.Cond{{Expr: s.Ops.Any(exprs)}}, true
	}
	var others []guard.Cond
	for k := uint(0); k < body.NamedChildCount(); k++ {
		c := body.NamedChild(k)
		if !s.cases.has(c) || SameNode(c, n) {
			continue
		}
		v, def, ok := s.caseValues(c, src)
		if !ok || def {
			return nil, false
		}
		for _, x := range v {
			others = append(others, guard.Cond{Expr: cmp(x), Negated: true})
		}
		if len(others) > guard.Max {
			return nil, false
		}
	}
	return others, len(others) > 0
}

// caseValues returns the source of a case's values, or isDefault for a
// default case. ok is false for a pattern case.
func (s *Syntax) caseValues(n *sitter.Node, src []byte) (values []string, isDefault, ok bool) {
	c := n.Walk()
	defer c.Close()
	for _, v := range n.ChildrenByFieldName("value", c) {
		values = append(values, s.expr(&v, src).Text)
	}
	if len(values) > 0 {
		return values, false, true
	}
	for k := uint(0); k < n.NamedChildCount(); k++ {
		l := n.NamedChild(k)
		if !strings.HasSuffix(l.Kind(), "_label") {
			continue
		}
		for m := uint(0); m < l.NamedChildCount(); m++ {
			e := l.NamedChild(m)
			switch {
			case s.cmts.has(e):
			case strings.HasSuffix(e.Kind(), "pattern") || e.Kind() == "guard":
				return nil, false, false // case Point(int x, int y) when x > 0
			default:
				values = append(values, s.expr(e, src).Text)
			}
		}
		if l.NamedChildCount() == 0 {
			isDefault = true
		}
	}
	return values, isDefault || len(values) == 0, true
}

// lastStatement returns the last statement of case n, or nil when it has
// none: its named children other than values, labels and comments.
func (s *Syntax) lastStatement(n *sitter.Node) *sitter.Node {
	for k := int(n.NamedChildCount()) - 1; k >= 0; k-- {
		c := n.NamedChild(uint(k))
		if s.cmts.has(c) || strings.HasSuffix(c.Kind(), "_label") || n.FieldNameForNamedChild(uint32(k)) == "value" {
			continue
		}
		return c
	}
	return nil
}

// condition returns the condition of an if, elif or switch node n, its
// parentheses removed.
func (s *Syntax) condition(n *sitter.Node, src []byte) guard.Expr {
	return s.expr(n.ChildByFieldName("condition"), src)
}

// atoms are the kinds (across grammars) of expressions that negate without
// parentheses; kinds ending in "identifier" are atoms too.
var atoms = map[string]bool{
	"call_expression": true, "member_expression": true, "subscript_expression": true,
	"field_expression": true, "method_invocation": true, "field_access": true,
	"array_access": true, "index_expression": true, "macro_invocation": true,
	"parenthesized_expression": true, "call": true, "attribute": true, "subscript": true,
	"true": true, "false": true, "this": true, "self": true, "number": true,
}

// Expr returns the shape of expression n for guard: its flattened text
// without enclosing parentheses, a top-level binary operator and its
// operands, the operand of a negation.
func (s *Syntax) Expr(n *sitter.Node, src []byte) guard.Expr { return s.expr(n, src) }

func (s *Syntax) expr(n *sitter.Node, src []byte) guard.Expr {
	n = unparen(s, n)
	if n == nil {
		return guard.Expr{}
	}
	e := guard.Expr{Text: Flat(n, src)}
	kind := n.Kind()
	e.Atom = atoms[kind] || strings.HasSuffix(kind, "identifier")
	if l, r, op := n.ChildByFieldName("left"), n.ChildByFieldName("right"), n.ChildByFieldName("operator"); l != nil && r != nil && op != nil {
		e.Op, e.Left, e.Right = Text(op, src), Flat(l, src), Flat(r, src)
		return e
	}
	if !e.Atom && n.ChildCount() == 3 && n.NamedChildCount() == 2 && !n.Child(1).IsNamed() {
		// a binary operation without fields (Python's comparison_operator)
		e.Op, e.Left, e.Right = Text(n.Child(1), src), Flat(n.Child(0), src), Flat(n.Child(2), src)
		return e
	}
	not := strings.TrimSpace(s.Ops.Not)
	if n.ChildCount() == 2 && !n.Child(0).IsNamed() && Text(n.Child(0), src) == not {
		// !(a || b) negates to (a || b); !(x instanceof T) to x instanceof T
		op := n.Child(1)
		if in := unparen(s, op); in != nil && s.expr(in, src).Op != s.Ops.Or {
			op = in
		}
		e.NotOf = Flat(op, src)
	}
	return e
}

// unparen strips parenthesized_expression and condition_clause (C++)
// wrappers.
func unparen(s *Syntax, n *sitter.Node) *sitter.Node {
	for n != nil {
		switch n.Kind() {
		case "parenthesized_expression", "condition_clause":
			if v := n.ChildByFieldName("value"); v != nil {
				n = v
				continue
			}
			c := firstStatement(s, n)
			if c == nil {
				return n
			}
			n = c
		default:
			return n
		}
	}
	return nil
}

// SameNode reports whether a and b are the same node of a tree.
func SameNode(a, b *sitter.Node) bool { return a != nil && b != nil && a.Id() == b.Id() }

var (
	breakRE = lazyre.New(`\s*\n\s*`)
	chainRE = lazyre.New(`\s*\n\s*(\??\.[^.0-9])`) // a line starting ".method" or "?.method"
	tightRE = strings.NewReplacer("( ", "(", " )", ")", "[ ", "[", " ]", "]", "{ ", "{", " }", "}")
)

// Flat returns the text of n on one line: a line that starts with
// ".method" joins the line before it, other line breaks and their
// indentation become one space, and no space is left inside brackets
// where a break was.
func Flat(n *sitter.Node, src []byte) string {
	t := Text(n, src)
	if !strings.Contains(t, "\n") {
		return t
	}
	t = breakRE.ReplaceAllString(chainRE.ReplaceAllString(t, "$1"), " ")
	return tightRE.Replace(t)
}

// Header returns the text of clause n up to its body (field body, else its
// last named child) on one line, a trailing colon removed: "catch (err)",
// "except KeyError as e".
func Header(n *sitter.Node, src []byte) string {
	body := n.ChildByFieldName("body")
	if body == nil && n.NamedChildCount() > 0 {
		body = n.NamedChild(n.NamedChildCount() - 1)
	}
	t := Text(n, src)
	if body != nil && body.StartByte() >= n.StartByte() {
		t = string(src[n.StartByte():body.StartByte()])
	}
	t = strings.TrimSuffix(strings.TrimSpace(strings.Join(strings.Fields(t), " ")), ":")
	return strings.TrimSpace(t)
}
