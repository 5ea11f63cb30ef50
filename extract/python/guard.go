package python

import (
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
)

// maxGuardParts bounds how many conditions a guard joins: the nearest are
// kept, so a long chain of early returns above a site does not make its
// guard a paragraph. Any subset of the conditions is still necessary for
// the site to be reached, but no longer the whole condition: the guard is
// then Partial. Eight holds the else of an if with six elifs.
const maxGuardParts = 8

// cond is one condition on the path to a site: the test node, negated or
// not.
type cond struct {
	test *tsutil.Node
	neg  bool
}

// guard returns the condition under which the site at n is reached within
// its function: the tests of the if/elif/else branches around it (an elif
// or else adds the earlier tests of its chain, negated), and the negated
// tests of the early exits above it in each enclosing block (if c: return,
// raise, continue, break or sys.exit, with no else). Conditions are in
// source order, outermost first; line is the line of the innermost branch,
// for its comments. A lone negated condition comes back as the condition
// itself with negated set, as the else branch of one if.
//
// partial says the conditions are not the whole condition under which n
// is reached (extract.Context.Partial).
func (x *file) guard(n *tsutil.Node) (text string, negated bool, line int, partial bool) {
	parts, line, partial := x.pathConds(n)
	switch {
	case len(parts) == 0:
		return "", false, line, false
	case len(parts) == 1:
		return x.compact(parts[0].test), parts[0].neg, line, partial
	}
	return x.joinConds(parts), false, line, partial
}

// joinConds renders conditions joined with and, the negated ones negated
// readably.
func (x *file) joinConds(parts []cond) string {
	texts := make([]string, len(parts))
	for i, c := range parts {
		if c.neg {
			texts[i] = x.negate(c.test)
		} else {
			texts[i] = x.conjunct(c.test)
		}
	}
	return strings.Join(texts, " and ")
}

// pathConds returns the conditions on the path to n within its function,
// outermost first (at most maxGuardParts, the nearest), and the line of
// the innermost branch (see guard). partial says a condition was cut or a
// loop, match or early exit the conditions do not hold lies on the path.
func (x *file) pathConds(n *tsutil.Node) (parts []cond, line int, partial bool) {
	var levels [][]cond // innermost level first; each level in source order
	child := n
	for p := x.parent(n); p != nil; child, p = p, x.parent(p) {
		k := x.kind(p)
		if k == "function_definition" || k == "class_definition" || k == "lambda" || k == "module" {
			break
		}
		var level []cond
		switch k {
		case "for_statement", "while_statement", "match_statement", "case_clause", "list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression":
			partial = true
		case "block":
			var cut bool
			level, cut = x.earlyExits(p, child)
			partial = partial || cut
		case "if_statement":
			if same(x.field(p, "consequence"), child) {
				level = []cond{{test: x.field(p, "condition")}}
				if line == 0 {
					line = p.Line()
				}
			}
		case "elif_clause", "else_clause":
			if !same(x.field(p, "consequence"), child) && !same(x.field(p, "body"), child) {
				break
			}
			ifs := x.parent(p)
			if ifs == nil || x.kind(ifs) != "if_statement" {
				break // a for/while/try else
			}
			level = append(level, cond{test: x.field(ifs, "condition"), neg: true})
			for i := uint(0); i < x.namedChildCount(ifs); i++ {
				c := x.namedChild(ifs, i)
				if x.kind(c) != "elif_clause" || c.StartByte() >= p.StartByte() {
					continue
				}
				level = append(level, cond{test: x.field(c, "condition"), neg: true})
			}
			if k == "elif_clause" {
				level = append(level, cond{test: x.field(p, "condition")})
			}
			if line == 0 {
				line = p.Line()
			}
		}
		if len(level) > 0 {
			levels = append(levels, level)
		}
	}
	for _, lv := range levels { // nearest first
		for i := len(lv) - 1; i >= 0; i-- {
			if len(parts) == maxGuardParts {
				partial = true
				break
			}
			parts = append(parts, lv[i])
		}
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts, line, partial
}

// earlyExits returns the conditions the statements of block before child
// establish by leaving when they fail: "if c: ... return" with no else
// gives not c (each leading if/elif branch that leaves adds its test), and
// "if c: ... else: return" gives c. cut says a statement above may return
// (or exit) in a way these conditions do not hold: a return inside a
// loop, a with or try body, a nested if, or a branch after one that does
// not leave. A raise above is not counted: it raises another error.
func (x *file) earlyExits(block, child *tsutil.Node) (out []cond, cut bool) {
	for i := uint(0); i < x.namedChildCount(block); i++ {
		st := x.namedChild(block, i)
		if st.StartByte() >= child.StartByte() {
			break
		}
		if x.kind(st) != "if_statement" {
			cut = cut || x.returns(st)
			continue
		}
		var conds []cond
		var elifs int
		var elseBody *tsutil.Node
		going := x.leaves(x.field(st, "consequence"))
		if going {
			conds = append(conds, cond{test: x.field(st, "condition"), neg: true})
		}
		all := going
		for j := uint(0); j < x.namedChildCount(st); j++ {
			switch c := x.namedChild(st, j); x.kind(c) {
			case "elif_clause":
				elifs++
				l := x.leaves(x.field(c, "consequence"))
				all = all && l
				if going = going && l; going {
					conds = append(conds, cond{test: x.field(c, "condition"), neg: true})
				}
			case "else_clause":
				elseBody = x.field(c, "body")
			}
		}
		switch {
		case elseBody == nil && !going && x.returnsAfter(st, len(conds)):
			out, cut = append(out, conds...), true
		case elseBody == nil:
			out = append(out, conds...)
		case x.leaves(elseBody) && all:
			// every branch leaves: nothing after it is reached that way
		case x.leaves(elseBody) && elifs == 0 && len(conds) == 0 && !x.returns(x.field(st, "consequence")):
			out = append(out, cond{test: x.field(st, "condition")})
		default:
			cut = cut || x.returns(st)
		}
	}
	return out, cut
}

// returns reports whether n holds a return or a call that ends the
// process (sys.exit and friends) outside nested functions.
func (x *file) returns(n *tsutil.Node) bool {
	found := false
	x.walkKind(n, "return_statement", func(*tsutil.Node) { found = true })
	if !found {
		x.walkKind(n, "call", func(c *tsutil.Node) {
			switch x.text(x.field(c, "function")) {
			case "sys.exit", "os._exit", "exit", "quit":
				found = true
			}
		})
	}
	return found
}

// returnsAfter reports whether a branch of the if statement st after its
// first n leaving branches (whose tests the guard holds) may return.
func (x *file) returnsAfter(st *tsutil.Node, n int) bool {
	bodies := []*tsutil.Node{x.field(st, "consequence")}
	for j := uint(0); j < x.namedChildCount(st); j++ {
		if c := x.namedChild(st, j); x.kind(c) == "elif_clause" {
			bodies = append(bodies, x.field(c, "consequence"))
		}
	}
	for i, b := range bodies {
		if i >= n && x.returns(b) {
			return true
		}
	}
	return false
}

// leaves reports whether a block always leaves the code that follows it:
// its last statement is a return, raise, continue or break, a call of
// sys.exit/os._exit/exit/quit, or an if whose every branch leaves.
func (x *file) leaves(block *tsutil.Node) bool {
	if block == nil {
		return false
	}
	var last *tsutil.Node
	for i := int(x.namedChildCount(block)) - 1; i >= 0; i-- {
		if c := x.namedChild(block, uint(i)); x.kind(c) != "comment" {
			last = c
			break
		}
	}
	if last == nil {
		return false
	}
	switch x.kind(last) {
	case "return_statement", "raise_statement", "continue_statement", "break_statement":
		return true
	case "expression_statement":
		if x.namedChildCount(last) == 1 && x.kind(x.namedChild(last, 0)) == "call" {
			switch x.text(x.field(x.namedChild(last, 0), "function")) {
			case "sys.exit", "os._exit", "exit", "quit":
				return true
			}
		}
	case "if_statement":
		if !x.leaves(x.field(last, "consequence")) {
			return false
		}
		hasElse := false
		for j := uint(0); j < x.namedChildCount(last); j++ {
			switch c := x.namedChild(last, j); x.kind(c) {
			case "elif_clause":
				if !x.leaves(x.field(c, "consequence")) {
					return false
				}
			case "else_clause":
				hasElse = true
				if !x.leaves(x.field(c, "body")) {
					return false
				}
			}
		}
		return hasElse
	}
	return false
}

// negationOps maps a comparison operator to its negation.
var negationOps = map[string]string{
	"==": "!=", "!=": "==", "<": ">=", "<=": ">", ">": "<=", ">=": "<",
	"is": "is not", "is not": "is", "in": "not in", "not in": "in",
}

// negate renders "not test" readably: not x is x, a single comparison
// takes the opposite operator (a < b is a >= b, x is None is x is not
// None), anything else is not x or not (x).
func (x *file) negate(test *tsutil.Node) string {
	switch x.kind(test) {
	case "not_operator":
		if arg := x.field(test, "argument"); arg != nil {
			return x.conjunct(arg)
		}
	case "parenthesized_expression":
		if x.namedChildCount(test) == 1 {
			return x.negate(x.namedChild(test, 0))
		}
	case "comparison_operator":
		if x.namedChildCount(test) == 2 {
			a, b := x.namedChild(test, 0), x.namedChild(test, 1)
			op := strings.Join(strings.Fields(string(x.src[x.endByte(a):b.StartByte()])), " ")
			if neg, ok := negationOps[op]; ok {
				return x.compact(a) + " " + neg + " " + x.compact(b)
			}
		}
	case "identifier", "attribute", "call", "subscript":
		return "not " + x.compact(test)
	}
	return "not (" + x.compact(test) + ")"
}

// conjunct renders test as one operand of "and": in parentheses when it
// is an or, a conditional expression, a lambda or a named expression.
func (x *file) conjunct(test *tsutil.Node) string {
	t := x.compact(test)
	switch x.kind(test) {
	case "boolean_operator":
		if op := x.field(test, "operator"); op != nil && x.text(op) == "or" {
			return "(" + t + ")"
		}
	case "conditional_expression", "lambda", "named_expression":
		return "(" + t + ")"
	}
	return t
}
