package guard

import "strings"

// Max is the most conditions Join keeps: the ones nearest the site.
const Max = 4

// Ops spells a language's boolean operators and the comparison operators
// whose negation is another operator.
type Ops struct {
	Not  string            // prefix negation: "!" or "not "
	And  string            // conjunction with its spaces: " && "
	Or   string            // disjunction, without spaces: "||"
	Flip map[string]string // operator → the operator of its negation
}

// C is the spelling of Go, JavaScript, Java, C, C++ and Rust. Only
// equality flips: a < b is not the negation of a >= b for NaN.
var C = Ops{
	Not: "!", And: " && ", Or: "||",
	Flip: map[string]string{"==": "!=", "!=": "==", "===": "!==", "!==": "==="},
}

// Python is Python's spelling.
var Python = Ops{
	Not: "not ", And: " and ", Or: "or",
	Flip: map[string]string{"==": "!=", "!=": "==", "is": "is not", "is not": "is", "in": "not in", "not in": "in"},
}

// Expr is a condition as written and as much of its shape as negating it
// needs.
type Expr struct {
	Text string // the condition, white space folded
	// Op, Left and Right are set when the condition is a binary operation
	// (a == b, a && b).
	Op, Left, Right string
	// NotOf is the operand when the condition is a negation (!ok).
	NotOf string
	// Atom is true for a name, call, selector, index or parenthesised
	// expression, which negates without parentheses.
	Atom bool
}

// Cond is one condition on the way to a site.
type Cond struct {
	Expr
	Negated bool // the site is reached when the condition is false
}

// Negations returns es as conditions each of which is false where the site
// is reached (the earlier tests of an else-if chain, an if whose body
// leaves).
func Negations(es []Expr) []Cond {
	out := make([]Cond, len(es))
	for i, e := range es {
		out[i] = Cond{Expr: e, Negated: true}
	}
	return out
}

// Negate returns the text of the negation of e.
func (o Ops) Negate(e Expr) string {
	switch {
	case e.NotOf != "":
		return e.NotOf
	case e.Op != "" && o.Flip[e.Op] != "":
		return e.Left + " " + o.Flip[e.Op] + " " + e.Right
	case e.Atom:
		return o.Not + e.Text
	}
	return o.Not + "(" + e.Text + ")"
}

// Join returns the guard of conds, outermost first: empty when there are
// none; for one, the condition, or when it is negated its negation where
// that is an operand or an operator (!ok gives ok, a == b gives a != b)
// and else the condition with negated true; for several, the conjunction
// of the last Max, each negated one written out, with negated false.
func (o Ops) Join(conds []Cond) (guard string, negated bool) {
	if len(conds) > Max {
		conds = conds[len(conds)-Max:]
	}
	switch len(conds) {
	case 0:
		return "", false
	case 1:
		c := conds[0]
		if c.Negated && (c.NotOf != "" || c.Op != "" && o.Flip[c.Op] != "") {
			return o.Negate(c.Expr), false
		}
		return c.Text, c.Negated
	}
	parts := make([]string, len(conds))
	for i, c := range conds {
		switch {
		case c.Negated:
			parts[i] = o.Negate(c.Expr)
		case c.Op == o.Or:
			parts[i] = "(" + c.Text + ")"
		default:
			parts[i] = c.Text
		}
	}
	return strings.Join(parts, o.And), false
}

// Any returns the disjunction of exprs, as a switch case with several
// values reads ("k == 0 || k == 1"); its Op is Or when there are several.
func (o Ops) Any(exprs []Expr) Expr {
	if len(exprs) == 1 {
		return exprs[0]
	}
	texts := make([]string, len(exprs))
	for i, e := range exprs {
		texts[i] = e.Text
	}
	return Expr{Text: strings.Join(texts, " "+o.Or+" "), Op: o.Or}
}

// Compare returns the Expr of subject op value.
func Compare(subject, op, value string) Expr {
	return Expr{Text: subject + " " + op + " " + value, Op: op, Left: subject, Right: value}
}
