package python

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/template"

	"github.com/errdex/errdex/extract/tsutil"
)

// A __str__ that tests the instance's attributes to choose its text:
//
//	def __str__(self):
//	    if self.detail:
//	        return "%s: %s" % (self.msg, self.detail)
//	    return self.msg
//
// prints the first text only when detail was given a true value and the
// second only when it was not. Where the attributes' values are known
// (a raise's arguments: detail left None, or given a text), a return
// whose test goes the other way is not reached: under an if whose test
// is false there (or in its else, the test true), or after an if whose
// test is true there and whose block ends in a return. A test of an
// attribute whose value is not known leaves both; self.args, a tuple, is
// true when the exception was given an argument, whatever it holds. Only
// the attributes the __init__ methods set from their parameters count
// (self.detail = detail): one set to a constant (self.translated =
// False) is a state that code after the raise may change.

// unreachedWith reports whether the return r of function fn is not
// reached when the instance's attributes hold attrs.
func (x *file) unreachedWith(r, fn *tsutil.Node, attrs map[string]argForm) bool {
	if len(attrs) == 0 {
		return false
	}
	attrs = x.givenAttrs(fn, attrs)
	prev := r
	for n := x.parent(r); n != nil && n.ID() != fn.ID(); prev, n = n, x.parent(n) {
		switch x.kind(n) {
		case "if_statement":
			truth, known := x.attrTest(x.field(n, "condition"), attrs)
			if !known {
				continue
			}
			if c := x.field(n, "consequence"); c != nil && c.ID() == prev.ID() && !truth {
				return true
			}
			if x.kind(prev) == "else_clause" && truth {
				return true
			}
		case "block":
			// an earlier if of this block that returns when its test holds
			for i := uint(0); i < x.namedChildCount(n); i++ {
				s := x.namedChild(n, i)
				if s.ID() == prev.ID() {
					break
				}
				if x.kind(s) != "if_statement" || x.field(s, "alternative") != nil {
					continue
				}
				if truth, known := x.attrTest(x.field(s, "condition"), attrs); known && truth && x.endsInReturn(x.field(s, "consequence")) {
					return true
				}
			}
		}
	}
	return false
}

// endsInReturn reports whether the block b's last statement is a return
// or a raise.
func (x *file) endsInReturn(b *tsutil.Node) bool {
	if b == nil || x.namedChildCount(b) == 0 {
		return false
	}
	last := x.namedChild(b, x.namedChildCount(b)-1)
	return x.kind(last) == "return_statement" || x.kind(last) == "raise_statement"
}

// attrTest is the value of the test cond with the instance's attributes
// attrs: self.X, not …, self.X is None, self.X is not None, and, or, of
// attributes whose value attrs tells (None and falsy literals false, a
// text with words true); known is false for any other test.
func (x *file) attrTest(cond *tsutil.Node, attrs map[string]argForm) (truth, known bool) {
	for cond != nil && x.kind(cond) == "parenthesized_expression" && x.namedChildCount(cond) == 1 {
		cond = x.namedChild(cond, 0)
	}
	if cond == nil {
		return false, false
	}
	value := func(n *tsutil.Node) (argForm, bool) {
		if n == nil || x.kind(n) != "attribute" || x.text(x.field(n, "object")) != "self" {
			return argForm{}, false
		}
		if x.text(n) == "self.args" {
			// a tuple: true with an element, whatever it holds
			if _, one := attrs["self.args[0]"]; one {
				return argForm{template.Lit("(…,)"), template.Lit("(…,)")}, true
			}
			if a, ok := attrs["self.args"]; ok && a.str.Render() == "()" {
				return argForm{template.Lit("()"), template.Lit("()")}, true
			}
			return argForm{}, false
		}
		v, ok := attrs[x.text(n)]
		if !ok || !v.isNone() && !isFalsy(v) && (v.str.Holes() > 0 || v.str.LiteralLen() == 0) {
			return argForm{}, false // not a value whose truth is known
		}
		return v, true
	}
	switch x.kind(cond) {
	case "attribute":
		v, ok := value(cond)
		return ok && !v.isNone() && !isFalsy(v), ok
	case "not_operator":
		t, ok := x.attrTest(x.field(cond, "argument"), attrs)
		return !t, ok
	case "boolean_operator":
		l, lok := x.attrTest(x.field(cond, "left"), attrs)
		r, rok := x.attrTest(x.field(cond, "right"), attrs)
		and := x.text(x.field(cond, "operator")) == "and"
		switch {
		case lok && rok:
			if and {
				return l && r, true
			}
			return l || r, true
		case lok && and && !l, rok && and && !r:
			return false, true
		case lok && !and && l, rok && !and && r:
			return true, true
		}
		return false, false
	case "comparison_operator":
		txt := strings.Join(strings.Fields(x.text(cond)), " ")
		for _, op := range []string{" is not None", " is None"} {
			if _, found := strings.CutSuffix(txt, op); found && x.namedChildCount(cond) == 2 {
				v, ok := value(x.namedChild(cond, 0))
				if !ok {
					return false, false
				}
				return v.isNone() == (op == " is None"), true
			}
		}
	}
	return false, false
}

// givenAttrs returns the entries of attrs that hold the constructor's
// arguments: self.args and its items, and the self.X that every __init__
// of the file's classes related to the class of fn (a __str__) assigns
// only a parameter of its own.
func (x *file) givenAttrs(fn *tsutil.Node, attrs map[string]argForm) map[string]argForm {
	cls := x.enclosingClass(fn)
	if cls == nil {
		return nil
	}
	owner := x.text(x.field(cls, "name"))
	fromParam := map[string]bool{}
	other := map[string]bool{}
	for name, cd := range x.classes {
		if cd == nil || cd.init == nil || name != owner && !x.isBase(name, owner) && !x.isBase(owner, name) {
			continue
		}
		params, _ := x.params(cd.init)
		x.walkKind(x.field(cd.init, "body"), "assignment", func(a *tsutil.Node) {
			left, right := x.field(a, "left"), x.field(a, "right")
			if left == nil || x.kind(left) != "attribute" || x.text(x.field(left, "object")) != "self" {
				return
			}
			if right != nil && x.kind(right) == "identifier" && slices.Contains(params, x.text(right)) {
				fromParam[x.text(left)] = true
			} else {
				other[x.text(left)] = true
			}
		})
	}
	out := map[string]argForm{}
	for k, v := range attrs {
		if k == "self.args" || strings.HasPrefix(k, "self.args[") || fromParam[k] && !other[k] {
			out[k] = v
		}
	}
	return out
}
