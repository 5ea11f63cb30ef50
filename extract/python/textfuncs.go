package python

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Message builders: a function whose every return is a text built from
// its parameters, called for an exception's message:
//
//	def _format_error(self, name, value):
//	    return f"bad {name}: {value!r} (see docs)"
//	…
//	raise ValueError(self._format_error(name, value))
//
// The call prints what the function returns with the call's arguments in
// the parameters' places: bad {name}: {value!r} (see docs). The function
// is a module-level one of the file called by its name, or a method of
// the class around the call called on self or cls (a @staticmethod or
// @classmethod too); defined once. A function with a return that gives
// no words of its own (return None, return name, a bare return) or that
// yields may return anything, and its call stays a hole.

// textCall returns the texts the call n of a message builder of the file
// prints, one per return and variant of the arguments; ok is false when n
// calls no such function: one with a return that is not a text (return
// None) or that gives no words of its own.
func (x *file) textCall(n, at *tsutil.Node, depth int) ([]template.Template, bool) {
	if depth >= maxResolveDepth {
		return nil, false
	}
	def := x.builderDef(n)
	if def == nil {
		return nil, false
	}
	rets, ok := x.returnValues(def)
	if !ok || len(rets) == 0 || !allStringish(x, rets) {
		return nil, false
	}
	params, _ := x.params(def)
	var texts []template.Template
	for _, r := range rets {
		for _, t := range x.messages(r, r, depth+1) {
			if t.LiteralLen() == 0 || readsParams(t, params) {
				return nil, false
			}
			texts = appendUnique(texts, t)
		}
	}
	variants, ok := x.bindVariants(params, x.defaults(def), n)
	if !ok {
		return nil, false
	}
	var out []template.Template
	for _, bound := range variants {
		for _, t := range texts {
			out = appendUnique(out, fill(t, bound))
		}
	}
	if len(out) == 0 || len(out) > maxVariants {
		return nil, false
	}
	return out, true
}

// readsParams reports whether a hole of t is an expression over one of
// params other than the parameter itself ({s.format(len(args))}): the
// call's argument would have to be put inside an expression, so such a
// text is not read.
func readsParams(t template.Template, params []string) bool {
	for _, p := range t.Parts {
		if !p.Hole || slices.Contains(params, p.Expr) {
			continue
		}
		for _, w := range identWords(p.Expr) {
			if slices.Contains(params, w) {
				return true
			}
		}
	}
	return false
}

// identWords returns the names in the expression e, outside quotes.
func identWords(e string) []string {
	var out []string
	var quote byte
	start := -1
	for i := 0; i <= len(e); i++ {
		var c byte
		if i < len(e) {
			c = e[i]
		}
		if quote != 0 {
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		}
		if i < len(e) && isIdentByte(c) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 && (start == 0 || e[start-1] != '.') {
			out = append(out, e[start:i])
		}
		start = -1
		if c == '\'' || c == '"' {
			quote = c
		}
	}
	return out
}

// builderDef returns the function the call n calls when it is a
// module-level function of the file called by its plain name or a method
// of the class around n called on self or cls, defined once; else nil.
func (x *file) builderDef(n *tsutil.Node) *tsutil.Node {
	fn := x.field(n, "function")
	if fn == nil {
		return nil
	}
	switch x.kind(fn) {
	case "identifier":
		defs := x.definitions()[x.text(fn)]
		if len(defs) != 1 || x.enclosingClass(defs[0]) != nil || x.outerFunc(defs[0]) != nil {
			return nil
		}
		if x.shadowedName(x.text(fn), n) {
			return nil
		}
		return defs[0]
	case "attribute":
		obj := x.field(fn, "object")
		if obj == nil || x.text(obj) != "self" && x.text(obj) != "cls" {
			return nil
		}
		cls := x.enclosingClass(x.funcAround(n))
		if cls == nil {
			return nil
		}
		name := x.text(x.field(fn, "attribute"))
		var found *tsutil.Node
		count := 0
		for _, d := range x.definitions()[name] {
			if same(x.enclosingClass(d), cls) {
				found, count = d, count+1
			}
		}
		if count != 1 {
			return nil
		}
		return found
	}
	return nil
}

// shadowedName reports whether name is a parameter of a function around
// n or assigned in one, so that a call of it there need not reach the
// module's function of that name.
func (x *file) shadowedName(name string, n *tsutil.Node) bool {
	for f := x.funcAround(n); f != nil; f = x.funcAround(f) {
		for _, p := range x.paramList(f) {
			if p.name == name {
				return true
			}
		}
		assigned := false
		x.walkKind(x.field(f, "body"), "assignment", func(a *tsutil.Node) {
			if l := x.field(a, "left"); l != nil && x.kind(l) == "identifier" && x.text(l) == name {
				assigned = true
			}
		})
		if assigned {
			return true
		}
	}
	return false
}

// returnValues returns the values of def's return statements (not those
// of a function, lambda or class defined in it); ok is false when one
// returns nothing or the function yields.
func (x *file) returnValues(def *tsutil.Node) ([]*tsutil.Node, bool) {
	var out []*tsutil.Node
	ok := true
	x.walk(x.field(def, "body"), func(c *tsutil.Node, kind string) bool {
		switch kind {
		case "function_definition", "class_definition", "lambda":
			return false
		case "yield":
			ok = false
			return false
		case "return_statement":
			if x.namedChildCount(c) != 1 {
				ok = false
				return false
			}
			out = append(out, x.namedChild(c, 0))
			return false
		}
		return true
	})
	return out, ok
}

// textFuncDefs returns the file's module-level message builders that
// return one text, as "textfunc" Defs for the link pass: a call of one
// imported from another file (raise ValueError(describe(name, value)))
// prints that text with the call's arguments (textCalls).
func (x *file) textFuncDefs() []extract.Def {
	var out []extract.Def
	for name, defs := range x.definitions() {
		if len(defs) != 1 || x.enclosingClass(defs[0]) != nil || x.outerFunc(defs[0]) != nil {
			continue
		}
		def := defs[0]
		rets, ok := x.returnValues(def)
		if !ok || len(rets) == 0 || !allStringish(x, rets) {
			continue
		}
		params, _ := x.params(def)
		var texts []template.Template
		for _, r := range rets {
			for _, t := range x.messages(r, r, 1) {
				if t.LiteralLen() == 0 || readsParams(t, params) {
					ok = false
				}
				texts = appendUnique(texts, t)
			}
		}
		if !ok || len(texts) != 1 {
			continue
		}
		defs, reprs := splitDefaults(x.defaults(def))
		out = append(out, extract.Def{Kind: "textfunc", Name: name, Params: params, Message: texts[0], Line: def.Line(), Defaults: defs, DefaultReprs: reprs})
	}
	return out
}

// allStringish reports whether every node of ns is an expression
// stringish reads as text.
func allStringish(x *file, ns []*tsutil.Node) bool {
	for _, n := range ns {
		if !x.stringish(n, n, 0) {
			return false
		}
	}
	return true
}

// textCalls rewrites, in the sites of file f, each hole {NAME(ARGS)}
// whose NAME resolves (in f's own namespace) to a message builder of
// another file (a "textfunc" Def) into the text it returns, with ARGS in
// its parameters' places: a string or decimal literal as its text,
// anything else a hole of its own.
func (w *world) textCalls(f extract.Linked) {
	mod := w.lay.module(f.Path)
	known := map[string][]extract.Def{}
	for i := range f.Result.Sites {
		s := &f.Result.Sites[i]
		changed := false
		var parts []template.Template
		for _, p := range s.Message.Parts {
			name, args, ok := splitCall(p.Expr)
			if !p.Hole || p.Conv != "" || p.Spec != "" || !ok {
				parts = append(parts, template.Template{Parts: []template.Part{p}})
				continue
			}
			defs, seen := known[name]
			if !seen {
				defs, _ = w.resolve(mod, name, "textfunc", 0)
				known[name] = defs
			}
			b, ok := callBound(defs, args)
			if !ok {
				parts = append(parts, template.Template{Parts: []template.Part{p}})
				continue
			}
			parts = append(parts, fill(defs[0].Message, b))
			changed = true
		}
		if changed {
			s.Message = template.Concat(parts...)
		}
	}
}

// callBound binds the arguments args (as splitCall gives them) to the
// parameters of the one Def of defs; ok is false for none or several, or
// arguments it cannot bind.
func callBound(defs []extract.Def, args []string) (map[string]argForm, bool) {
	if len(defs) != 1 {
		return nil, false
	}
	d := defs[0]
	b := map[string]argForm{}
	for k, v := range d.Defaults {
		b[k] = argForm{v, d.DefaultReprs[k]}
	}
	for i, a := range args {
		if k, v, named := cutKeyword(a); named {
			b[k] = argText(v)
			continue
		}
		if i >= len(d.Params) || d.Params[i] == "" || strings.HasPrefix(a, "*") {
			return nil, false
		}
		b[d.Params[i]] = argText(a)
	}
	return b, true
}

// cutKeyword splits name=value, a keyword argument as written.
func cutKeyword(a string) (string, string, bool) {
	k, v, ok := strings.Cut(a, "=")
	if !ok || strings.HasPrefix(v, "=") || !isIdentPath(k) || strings.Contains(k, ".") {
		return "", "", false
	}
	return k, v, true
}

// argText is what an argument written a prints: a plain string literal
// its text, a decimal integer itself, anything else a hole.
func argText(a string) argForm {
	if decimalRE.MatchString(a) {
		return argForm{template.Lit(a), template.Lit(a)}
	}
	if len(a) >= 2 && (a[0] == '\'' || a[0] == '"') && a[len(a)-1] == a[0] && !strings.ContainsAny(a[1:len(a)-1], "\\'\"{}") {
		t := template.Lit(a[1 : len(a)-1])
		return argForm{t, template.Lit("'" + a[1:len(a)-1] + "'")}
	}
	return argForm{template.Hole(a, "", ""), template.Hole(a, "r", "")}
}

// splitCall splits a hole's expression NAME(ARGS), NAME a dotted name,
// into NAME and its arguments as written, split at the commas outside
// brackets and quotes; ok is false for anything else.
func splitCall(expr string) (name string, args []string, ok bool) {
	i := strings.IndexByte(expr, '(')
	if i <= 0 || !strings.HasSuffix(expr, ")") || !dottedName(expr[:i]) {
		return "", nil, false
	}
	name, inner := expr[:i], expr[i+1:len(expr)-1]
	depth, start := 0, 0
	var quote byte
	for j := 0; j < len(inner); j++ {
		c := inner[j]
		switch {
		case quote != 0:
			if c == '\\' {
				j++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
			if depth < 0 {
				return "", nil, false
			}
		case c == ',' && depth == 0:
			args = append(args, strings.TrimSpace(inner[start:j]))
			start = j + 1
		}
	}
	if quote != 0 || depth != 0 {
		return "", nil, false
	}
	if last := strings.TrimSpace(inner[start:]); last != "" {
		args = append(args, last)
	} else if len(args) > 0 {
		return "", nil, false // a trailing comma left in: not compact's
	}
	for _, a := range args {
		if a == "" {
			return "", nil, false
		}
	}
	return name, args, true
}

// dottedName reports whether s is a name or names joined by dots
// (describe, util.describe).
func dottedName(s string) bool {
	for _, p := range strings.Split(s, ".") {
		if !isIdentPath(p) {
			return false
		}
	}
	return true
}
