package python

import (
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Messages a checking function collects in a list it returns, joined by
// its caller and raised:
//
//	def validate(symbols):
//	    warnings, errors = [], []
//	    for dupe in dupes:
//	        errors.append(f"Invalid duplicated license key: {dupe!r}.")
//	    return warnings, errors
//
//	warns, errors = validate(symbols)
//	if errors:
//	    raise ValueError("\n".join(warns + errors))
//
// The raise prints what was appended: one text for each append to the
// returned list, alone (a list holding one message, the usual failure).
// Lists built in the raising function itself are joinVariants'.

// collectedJoin returns the texts of SEP.join(A) or SEP.join(A + B …)
// for a literal SEP when each operand is a local bound from a call of a
// function of the file (NAME(…), or self.NAME(…) for its classes'
// methods), whole or unpacked from the tuple it returns, and that
// function returns a local list (or a tuple of them) it appends texts
// to: the appended texts with words apart, each alone. ok is false for
// any other expression, or when no operand gives a text.
func (x *file) collectedJoin(call, at *tsutil.Node, depth int) ([]template.Template, bool) {
	_, arg, ok := x.joinOf(call, at, depth)
	if !ok {
		return nil, false
	}
	var operands []*tsutil.Node
	var split func(n *tsutil.Node) bool
	split = func(n *tsutil.Node) bool {
		switch x.kind(n) {
		case "identifier":
			operands = append(operands, n)
			return true
		case "parenthesized_expression":
			return x.namedChildCount(n) == 1 && split(x.namedChild(n, 0))
		case "binary_operator":
			op := x.field(n, "operator")
			return op != nil && x.text(op) == "+" && split(x.field(n, "left")) && split(x.field(n, "right"))
		}
		return false
	}
	if !split(arg) {
		return nil, false
	}
	var out []template.Template
	for _, o := range operands {
		value, elem := x.binding(o, at)
		if value == nil || x.kind(value) != "call" {
			return nil, false
		}
		name, method := x.calleeName(value)
		if name == "" {
			return nil, false
		}
		ts, ok := x.collectedTexts(name, method, elem, depth)
		if !ok {
			return nil, false
		}
		if out = appendUnique(out, ts...); len(out) > maxListVariants {
			return nil, false
		}
	}
	return out, len(out) > 0
}

// calleeName is the name a call of NAME(…) or self.NAME(…)/cls.NAME(…)
// calls, and whether it is a method; "" for any other call.
func (x *file) calleeName(call *tsutil.Node) (string, bool) {
	callee := x.field(call, "function")
	switch x.kind(callee) {
	case "identifier":
		return x.text(callee), false
	case "attribute":
		if o := x.text(x.field(callee, "object")); o == "self" || o == "cls" {
			return x.text(x.field(callee, "attribute")), true
		}
	}
	return "", false
}

// collectedTexts returns the texts the file's definitions of name (its
// module-level function, or with method its classes' methods of that
// name) append to the list they return, the tuple's element elem when
// elem >= 0 (none for a list nothing appends a text to); ok is false when
// name is not defined so, a return gives something else, or the list is
// also built another way.
func (x *file) collectedTexts(name string, method bool, elem, depth int) ([]template.Template, bool) {
	var defs []*tsutil.Node
	for _, f := range x.definitions()[name] {
		if inClass := x.classOf(f) != ""; inClass == method && (method || same(x.parent(f), x.root)) {
			defs = append(defs, f)
		}
	}
	if len(defs) == 0 {
		return nil, false
	}
	var out []template.Template
	for _, f := range defs {
		lists := map[string]bool{}
		good := true
		x.walkKind(x.field(f, "body"), "return_statement", func(r *tsutil.Node) {
			if x.funcAround(r) == nil || !same(x.funcAround(r), f) {
				return // a nested function's return
			}
			if x.namedChildCount(r) != 1 {
				good = false
				return
			}
			v := x.namedChild(r, 0)
			if elem >= 0 {
				if k := x.kind(v); k != "expression_list" && k != "tuple" || int(x.namedChildCount(v)) <= elem {
					good = false
					return
				}
				v = x.namedChild(v, uint(elem))
			}
			if x.kind(v) != "identifier" {
				good = false
				return
			}
			lists[x.text(v)] = true
		})
		if !good || len(lists) == 0 {
			return nil, false
		}
		x.walkKind(x.field(f, "body"), "call", func(c *tsutil.Node) {
			callee := x.field(c, "function")
			if !good || callee == nil || x.kind(callee) != "attribute" {
				return
			}
			if !lists[x.text(x.field(callee, "object"))] {
				return
			}
			switch x.text(x.field(callee, "attribute")) {
			case "append":
				args, kws, ok := x.arguments(c)
				if !ok || len(args) != 1 || len(kws) > 0 {
					good = false
					return
				}
				for _, t := range x.messages(args[0], x.stmtOf(args[0]), depth+1) {
					if wordsApart(t) {
						out = appendUnique(out, t)
					}
				}
			case "extend", "insert":
				good = false // parts not read one by one
			}
		})
		if !good {
			return nil, false
		}
	}
	return out, len(out) <= maxListVariants
}
