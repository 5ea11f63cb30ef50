package python

import (
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Texts a checking function returns. A function or method that returns
// the text of what is wrong, or nothing, is called and its result raised:
//
//	errors = self.errors()
//	if errors:
//	    raise ValueError(f"{errors}: {coordinates}")
//
//	class LineString(Geometry):
//	    def errors(self):
//	        if len(self["coordinates"]) < 2:
//	            return "the coordinates must be two or more positions"
//
// The raise's text holds one of those returns: a site at the raise for
// each, beside the one with the hole. Only texts with words apart count:
// a function returning "negative" or str(value) returns values, which the
// hole's record matches.

// returnedTexts returns the sites the raise site s (of the raise n) gives
// when a hole of its text is a local assigned once, in the function
// around n, the result of a call of NAME() or self.NAME() whose every
// definition in the file (the module's function, or the methods of that
// name of the file's classes) returns only string literals or None: one
// site per text, with that hole replaced by it.
func (x *file) returnedTexts(s extract.Site, n *tsutil.Node) []extract.Site {
	fn := x.funcAround(n)
	if fn == nil {
		return nil
	}
	var out []extract.Site
	for _, p := range s.Message.Parts {
		if !p.Hole || p.Conv != "" || p.Spec != "" || !isIdentPath(p.Expr) {
			continue
		}
		value := x.assignedOnce(x.field(fn, "body"), p.Expr)
		if value == nil || x.kind(value) != "call" {
			continue
		}
		callee := x.field(value, "function")
		name, method := "", false
		switch x.kind(callee) {
		case "identifier":
			name = x.text(callee)
		case "attribute":
			if o := x.text(x.field(callee, "object")); o == "self" || o == "cls" {
				name, method = x.text(x.field(callee, "attribute")), true
			}
		}
		if name == "" {
			continue
		}
		texts, ok := x.returnedStrings(name, method)
		if !ok {
			continue
		}
		for _, t := range texts {
			v := s
			v.Message = fill(s.Message, map[string]argForm{p.Expr: {t, t}})
			v.Context.Comments = append(append([]string(nil), s.Context.Comments...), "a text "+name+"() returns")
			out = append(out, v)
		}
	}
	return out
}

// returnedStrings returns the string literals the file's definitions of
// name return (its module-level function, or with method the methods of
// that name in its classes), following a returned call of another such
// function (return check_point(coord), return self.check(x)) and a
// returned local assigned once such a call, up to three deep; other
// returns (a computed value) are left to the raise's own record. ok is
// false when name is not defined in the file or returns no literal.
func (x *file) returnedStrings(name string, method bool) ([]template.Template, bool) {
	var out []template.Template
	seen := map[string]bool{}
	found := x.collectReturns(name, method, 0, seen, &out)
	return out, found && len(out) > 0 && len(out) <= maxListVariants
}

// collectReturns adds to out the literals name's definitions return (see
// returnedStrings), reporting whether the file defines name.
func (x *file) collectReturns(name string, method bool, depth int, seen map[string]bool, out *[]template.Template) bool {
	key := name
	if method {
		key = "self." + name
	}
	if depth > 3 || seen[key] {
		return seen[key]
	}
	seen[key] = true
	var defs []*tsutil.Node
	for _, f := range x.definitions()[name] {
		if inClass := x.classOf(f) != ""; inClass == method && (method || same(x.parent(f), x.root)) {
			defs = append(defs, f)
		}
	}
	for _, f := range defs {
		x.walkKind(x.field(f, "body"), "return_statement", func(r *tsutil.Node) {
			if x.namedChildCount(r) == 0 {
				return
			}
			x.returnedValue(f, x.namedChild(r, 0), depth, seen, out)
		})
	}
	return len(defs) > 0
}

// returnedValue adds to out the literal texts a returned expression v of
// function f may be (see returnedStrings).
func (x *file) returnedValue(f, v *tsutil.Node, depth int, seen map[string]bool, out *[]template.Template) {
	switch k := x.kind(v); {
	case k == "parenthesized_expression" && x.namedChildCount(v) == 1:
		x.returnedValue(f, x.namedChild(v, 0), depth, seen, out)
	case k == "string" || k == "concatenated_string":
		// a text with words apart, not a value ("negative")
		if t := x.message(v, v, 0); t.Holes() == 0 && wordsApart(t) {
			*out = appendUnique(*out, t)
		}
	case k == "call":
		callee := x.field(v, "function")
		switch x.kind(callee) {
		case "identifier":
			x.collectReturns(x.text(callee), false, depth+1, seen, out)
		case "attribute":
			if o := x.text(x.field(callee, "object")); o == "self" || o == "cls" {
				x.collectReturns(x.text(x.field(callee, "attribute")), true, depth+1, seen, out)
			}
		}
	case k == "identifier":
		if value := x.assignedOnce(x.field(f, "body"), x.text(v)); value != nil && x.kind(value) == "call" {
			x.returnedValue(f, value, depth+1, seen, out)
		}
	}
}
