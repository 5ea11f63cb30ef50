package python

import (
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Functions that build a message. A module-level function of the file
// whose every return is text (def errmsg(msg, pos): return "%s at char
// %d" % (msg, pos)) stands, at a call, for the texts it returns with the
// call's arguments in place of its parameters: "Expecting value at char
// {idx}" for errmsg("Expecting value", idx), whether the call is the
// raise's argument or a class's __init__ passing it on.

// textFunc returns the definition of the function call calls when it is
// a module-level function of this file (one definition of that name, not
// a method) whose returns all give text, or nil.
func (x *file) textFunc(call *tsutil.Node, depth int) *tsutil.Node {
	fn := x.field(call, "function")
	if fn == nil || x.kind(fn) != "identifier" || depth >= maxResolveDepth {
		return nil
	}
	defs := x.definitions()[x.text(fn)]
	if len(defs) != 1 {
		return nil
	}
	def := defs[0]
	if _, method := x.params(def); method || x.within(call, def) {
		return nil
	}
	rets := x.returnValues(def)
	if len(rets) == 0 {
		return nil
	}
	for _, r := range rets {
		if !x.stringish(r, x.parent(r), depth+1) {
			return nil
		}
	}
	return def
}

// returnValues are the expressions of def's return statements, those of
// nested functions and classes left out; nil when a return gives none.
func (x *file) returnValues(def *tsutil.Node) []*tsutil.Node {
	var out []*tsutil.Node
	bare := false
	x.walk(x.field(def, "body"), func(c *tsutil.Node, kind string) bool {
		switch kind {
		case "function_definition", "class_definition", "lambda":
			return false
		case "return_statement":
			if x.namedChildCount(c) == 0 {
				bare = true
			} else {
				out = append(out, x.namedChild(c, 0))
			}
			return false
		}
		return true
	})
	if bare {
		return nil
	}
	return out
}

// textCall returns the texts a call of a text function (textFunc) gives:
// each return's, its parameters bound to the call's arguments; ok is false
// for another call, or past maxVariants texts.
func (x *file) textCall(call, at *tsutil.Node, depth int) ([]template.Template, bool) {
	def := x.textFunc(call, depth)
	if def == nil {
		return nil, false
	}
	pos, kws, ok := x.callForms(call)
	if !ok {
		return nil, false
	}
	params, _ := x.params(def)
	bound := bindForms(params, x.defaults(def), pos, kws)
	none := map[string]bool{} // the parameters the call leaves None
	for k, v := range bound {
		none[k] = v.isNone()
	}
	bound = dropNone(bound)
	var out, printsNone []template.Template
	for _, r := range x.returnValues(def) {
		for _, t := range x.messages(r, x.parent(r), depth+1) {
			if holdsAny(t, none) {
				// "%s - %d" % (msg, end) with end None: the branch the
				// call does not take ("if end is None: return …")
				printsNone = appendUnique(printsNone, t)
				continue
			}
			out = appendUnique(out, fill(t, bound))
		}
		if len(out)+len(printsNone) > maxVariants {
			return nil, false
		}
	}
	if len(out) == 0 {
		for _, t := range printsNone {
			out = appendUnique(out, fill(t, bound))
		}
	}
	for _, t := range out {
		if t.LiteralLen() > 0 {
			return out, true
		}
	}
	return nil, false // only holes (return os.path.join(d, "x")): the call's own text names it better
}

// holdsAny reports whether t has a hole printing one of the names set in
// names.
func holdsAny(t template.Template, names map[string]bool) bool {
	for _, p := range t.Parts {
		if p.Hole && names[p.Expr] {
			return true
		}
	}
	return false
}
