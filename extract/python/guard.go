package python

import (
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
)

// maxGuardParts bounds how many conditions a guard joins: the nearest are
// kept, so a long chain of early returns above a site does not make its
// guard a paragraph. Any subset of the conditions is still necessary for
// the site to be reached.
const maxGuardParts = 4

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
func (x *file) guard(n *tsutil.Node) (text string, negated bool, line int) {
	parts, line := x.pathConds(n)
	switch {
	case len(parts) == 0:
		return "", false, line
	case len(parts) == 1:
		return x.compact(parts[0].test), parts[0].neg, line
	}
	return x.joinConds(parts), false, line
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
// the innermost branch (see guard).
func (x *file) pathConds(n *tsutil.Node) (parts []cond, line int) {
	var levels [][]cond // innermost level first; each level in source order
	child := n
	for p := x.parent(n); p != nil; child, p = p, x.parent(p) {
		k := x.kind(p)
		if k == "function_definition" || k == "class_definition" || k == "lambda" || k == "module" {
			break
		}
		var level []cond
		switch k {
		case "block":
			level = x.earlyExits(p, child)
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
		for i := len(lv) - 1; i >= 0 && len(parts) < maxGuardParts; i-- {
			parts = append(parts, lv[i])
		}
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts, line
}

// earlyExits returns the conditions the statements of block before child
// establish by leaving when they fail: "if c: ... return" with no else
// gives not c (each leading if/elif branch that leaves adds its test), and
// "if c: ... else: return" gives c.
func (x *file) earlyExits(block, child *tsutil.Node) []cond {
	var out []cond
	for i := uint(0); i < x.namedChildCount(block); i++ {
		st := x.namedChild(block, i)
		if st.StartByte() >= child.StartByte() {
			break
		}
		if x.kind(st) != "if_statement" {
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
		case elseBody == nil:
			out = append(out, conds...)
		case x.leaves(elseBody) && all:
			// every branch leaves: nothing after it is reached that way
		case x.leaves(elseBody) && elifs == 0 && len(conds) == 0:
			out = append(out, cond{test: x.field(st, "condition")})
		}
	}
	return out
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
