package javascript

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// The file's part in the link pass (link.go). JavaScript builds an error's
// text across modules: a class extending Error formats what its
// constructor is given (super(`${code}: ${message}`), this.message = …, a
// message getter), and helpers such as assert(cond, msg) or
// invariant(cond, format, ...args) throw what their callers pass. Run
// records:
//
// Defs, by Kind:
//   - "class": the class Name, its constructor's parameters Params, and
//     the Message it gives an instance from them; Path[0] is the base class
//     and Value the arguments of its super call when the base makes the
//     text;
//   - "helper": the function Name (the method Name of class Path[0], or
//     of an object literal for Path[0] "*") throws Site, whose text takes the parameters Params; Format names
//     the parameter that is a printf format for the rest parameter after it;
//   - "factory": the function Name returns the error Site (return new
//     SyntaxError(`Missing ${type}`)) that its callers throw;
//   - "import": Name is bound to the export Path[1] of module Path[0]
//     ("default", or "*" for the whole module);
//   - "default": the module's default export (module.exports = Name,
//     export default Name);
//   - "relay": the function Name (Path as for a helper) calls Value with
//     arguments reading its parameters Params; a helper when Value's
//     callee is one;
//   - "table": the module-level constant Name is an object of texts by key
//     (Table), a table of messages a helper reads (errors[type]).
//
// Refs, by Kind:
//   - "raise": Sites[Site] builds an instance of the class Name (of the
//     module bound to Module, "" for this one) with the arguments Args;
//   - "call" ("method" for this.Name(…), "field" for this.f.Name(…), a
//     method of any class of the module): a call standing as a statement
//     of its own with arguments of text of their own, which becomes the
//     site Call when Name is a helper.

// builtinErrors are the error classes JavaScript defines, whose first
// constructor argument is the message.
var builtinErrors = map[string]bool{
	"Error": true, "TypeError": true, "RangeError": true, "SyntaxError": true, "ReferenceError": true,
	"EvalError": true, "URIError": true,
}

// summary returns the file's summary, its raise references' sites found
// in the sorted sites.
func (x *file) summary() *extract.Summary {
	s := &extract.Summary{Defs: x.defs, Refs: x.refs}
	used := map[int]bool{}
	byLine := map[int][]int{} // the sites at each line, in order: a look-up per reference, not a pass over the sites
	if len(x.pendingRefs) > 0 {
		for i := range x.res.Sites {
			byLine[x.res.Sites[i].Line] = append(byLine[x.res.Sites[i].Line], i)
		}
	}
	for _, p := range x.pendingRefs {
		for _, i := range byLine[p.line] {
			site := &x.res.Sites[i]
			if !used[i] && site.Class == p.class && site.Message.Message() == p.msg {
				used[i] = true
				r := p.ref
				r.Site = i
				s.Refs = append(s.Refs, r)
				break
			}
		}
	}
	if s.IsEmpty() {
		return nil
	}
	return s
}

// pendingRef is a reference to a site waiting for the site's index, which
// is known once the sites are sorted.
type pendingRef struct {
	line       int
	class, msg string
	ref        extract.Ref
}

// noteRaise records that site s builds an instance of its class with the
// arguments of call, a new or call expression.
func (x *file) noteRaise(s *extract.Site, call *sitter.Node, at tsutil.Path) {
	if call == nil {
		return
	}
	r := extract.Ref{Kind: "raise", Site: -1}
	fn := call.ChildByFieldName("constructor")
	if fn == nil {
		fn = call.ChildByFieldName("function")
	}
	switch {
	case fn == nil:
		return
	case fn.Kind() == "identifier":
		r.Name = x.text(fn)
	case fn.Kind() == "member_expression":
		o := fn.ChildByFieldName("object")
		if o == nil || o.Kind() != "identifier" {
			return
		}
		r.Module, r.Name = x.text(o), x.text(fn.ChildByFieldName("property"))
	default:
		return
	}
	r.Args = x.argTemplates(call, at)
	x.pendingRefs = append(x.pendingRefs, pendingRef{line: s.Line, class: s.Class, msg: s.Message.Message(), ref: r})
}

// argTemplates are the templates of a call's arguments: their text, a
// number as written, or a hole of the source.
func (x *file) argTemplates(call *sitter.Node, at tsutil.Path) []template.Template {
	return x.templatesOf(args(call), at)
}

// templatesOf are the templates of the expressions ns, as argTemplates
// makes a call's.
func (x *file) templatesOf(ns []*sitter.Node, at tsutil.Path) []template.Template {
	var out []template.Template
	for _, a := range ns {
		if a.Kind() == "number" {
			out = append(out, template.Lit(x.text(a)))
			continue
		}
		if a.Kind() == "array" {
			// the parameter's user decides how it prints: join(sep), or
			// the "," of String(array) (fillJS)
			out = append(out, joinArray(x.elements(a, at, 0), template.Hole(arraySep, "", "")))
			continue
		}
		out = append(out, x.message(a, at, 0))
	}
	return out
}

// classDef records what a class's constructor makes the message of an
// instance: super's first argument when the base is a built-in error,
// this.message = … or Object.defineProperty(this, "message", {value: …})
// in the constructor, or a message getter; this.f holes that the
// constructor sets from a parameter become that parameter. With none of
// these and a base class of the code's own, the super call's arguments go
// to the base (Value), which the link resolves.
func (x *file) classDef(n *sitter.Node, name string, bases []string, at tsutil.Path) {
	body := n.ChildByFieldName("body")
	if body == nil {
		return
	}
	d := extract.Def{Kind: "class", Name: name, Line: tsutil.Line(n)}
	if len(bases) > 0 {
		d.Path = []string{bases[0]}
	}
	fields := map[string]string{} // this.f → the parameter it is set from
	joins := map[string]string{}  // a parameter joined in place → the separator
	var msg, getter template.Template
	var superArgs []template.Template
	hasSuper := false
	for i := uint(0); i < body.NamedChildCount(); i++ {
		m := body.NamedChild(i)
		if m.Kind() != "method_definition" {
			continue
		}
		mname := x.text(m.ChildByFieldName("name"))
		mbody := m.ChildByFieldName("body")
		if mbody == nil {
			continue
		}
		mat := append(append(tsutil.Path{}, at...), body, m)
		switch {
		case mname == "constructor":
			d.Params = tsutil.Params(m, x.src)
			d.Defaults = x.textDefaults(m, mat)
			x.statements(mbody, func(st *sitter.Node) {
				e := firstNamed(st)
				if st.Kind() != "expression_statement" || e == nil {
					return
				}
				// the statement's own path, so that the locals the
				// constructor declares above it are read (const header
				// = `Invalid ${kind} object.`; this.message = header + …)
				mat := pathDown(mat, mbody, st)
				switch e.Kind() {
				case "call_expression":
					fn := e.ChildByFieldName("function")
					switch {
					case fn != nil && fn.Kind() == "super":
						superArgs, hasSuper = x.argTemplates(e, mat), true
						if a := args(e); len(a) > 0 {
							if t, ok := x.paramFallback(a[0], &d, mat); ok {
								superArgs[0] = t
							}
						}
					case x.text(fn) == "Object.defineProperty":
						a := args(e)
						if len(a) == 3 && x.text(a[0]) == "this" && strings.Trim(x.text(a[1]), `'"`) == "message" && a[2].Kind() == "object" {
							if v := objectValue(a[2], "value", x); v != nil {
								msg = x.message(v, mat, 0)
							}
						}
					}
				case "assignment_expression":
					left, right := e.ChildByFieldName("left"), e.ChildByFieldName("right")
					l := x.text(left)
					switch {
					case l == "this.message" && right != nil:
						msg = x.message(right, mat, 0)
						if t, ok := x.paramFallback(right, &d, mat); ok {
							msg = t
						}
					case strings.HasPrefix(l, "this.") && right != nil && right.Kind() == "identifier":
						fields[l] = x.text(right)
					case left.Kind() == "identifier" && right != nil:
						// message = message.join(" ").trim(): the
						// parameter prints its array's elements joined
						if sep, ok := x.joinOf(right, l); ok {
							joins[l] = sep
						}
					}
				}
			})
		case mname == "message" && strings.HasPrefix(x.text(m), "get"):
			x.statements(mbody, func(st *sitter.Node) {
				if st.Kind() == "return_statement" {
					if v := firstNamed(st); v != nil {
						getter = x.message(v, mat, 0)
					}
				}
			})
		default:
			x.helperDefs(m, mname, []string{name}, mat)
		}
	}
	if !getter.IsEmpty() {
		msg = getter
	}
	x.addClassDef(d, bases, msg, hasSuper, superArgs, fields, joins)
}

// addClassDef records class d with bases: its text msg (the constructor's
// this.message or message getter, empty when it sets none), else super's
// first argument when the base is a built-in error, else the super call's
// arguments for the link to give the base; fields maps this.f to the
// parameter the constructor sets it from, joins a parameter joined in
// place to its separator.
func (x *file) addClassDef(d extract.Def, bases []string, msg template.Template, hasSuper bool, superArgs []template.Template, fields, joins map[string]string) {
	if msg.IsEmpty() && hasSuper && len(bases) > 0 && builtinErrors[tsutil.LastName(bases[0])] && len(superArgs) > 0 {
		msg = superArgs[0]
	}
	if !msg.IsEmpty() {
		// this.f set from a parameter is that parameter; a parameter
		// joined in place is its join
		msg, _ = template.Fill(msg, template.Filler{Value: func(e string) (template.Template, bool) {
			p, field := fields[e]
			if !field {
				p = e
			}
			if sep, ok := joins[p]; ok {
				return template.Hole(p+".join("+strconv.Quote(sep)+")", "", ""), true
			}
			if field {
				return template.Hole(p, "", ""), true
			}
			return template.Template{}, false
		}})
		d.Message = msg
	} else if hasSuper && len(bases) > 0 {
		d.Value = &extract.Ref{Kind: "super", Name: bases[0], Args: superArgs, Site: -1}
	} else if len(bases) == 0 {
		return
	}
	x.defs = append(x.defs, d)
}

// pathDown is at extended by the nodes from top, a node below at's last,
// down to n, a node inside top: the path of a statement that statements
// reached in a body.
func pathDown(at tsutil.Path, top, n *sitter.Node) tsutil.Path {
	var down []*sitter.Node
	for c := n; c != nil && c.Id() != top.Id(); c = c.Parent() {
		down = append(down, c)
		if len(down) > 64 {
			return at // not below top
		}
	}
	out := append(append(tsutil.Path{}, at...), top)
	for i := len(down) - 1; i >= 0; i-- {
		out = append(out, down[i])
	}
	return out
}

// joinOf reports the separator of v when it is name.join(sep), perhaps
// trimmed: what name = name.join(" ").trim() makes of an array.
func (x *file) joinOf(v *sitter.Node, name string) (string, bool) {
	for v.Kind() == "call_expression" {
		fn := v.ChildByFieldName("function")
		if fn == nil || fn.Kind() != "member_expression" {
			return "", false
		}
		a := args(v)
		switch x.text(fn.ChildByFieldName("property")) {
		case "trim":
			v = fn.ChildByFieldName("object")
			continue
		case "join":
			if x.text(fn.ChildByFieldName("object")) != name || len(a) > 1 {
				return "", false
			}
			if len(a) == 0 {
				return ",", true
			}
			if a[0].Kind() != "string" {
				return "", false
			}
			return template.Literal(x.stringTemplate(a[0]))
		}
		return "", false
	}
	return "", false
}

// objectValue is the value of property key of an object literal.
func objectValue(obj *sitter.Node, key string, x *file) *sitter.Node {
	for i := uint(0); i < obj.NamedChildCount(); i++ {
		p := obj.NamedChild(i)
		if p.Kind() == "pair" && strings.Trim(x.text(p.ChildByFieldName("key")), `'"`) == key {
			return p.ChildByFieldName("value")
		}
	}
	return nil
}

// statements calls fn on each statement of body, into blocks, ifs and
// their else clauses, but not into nested functions or classes.
func (x *file) statements(body *sitter.Node, fn func(*sitter.Node)) {
	var walk func(n *sitter.Node, depth int)
	walk = func(n *sitter.Node, depth int) {
		if depth > 20 {
			return
		}
		for _, c := range x.walker.NamedChildren(n) {
			switch c.Kind() {
			case "statement_block", "else_clause", "try_statement", "catch_clause", "finally_clause":
				walk(c, depth+1)
			case "if_statement":
				for _, f := range []string{"consequence", "alternative"} {
					if b := c.ChildByFieldName(f); b != nil {
						if b.Kind() == "statement_block" || b.Kind() == "else_clause" {
							walk(b, depth+1)
						} else {
							fn(b)
						}
					}
				}
			default:
				fn(c)
			}
		}
	}
	walk(body, 0)
}

// helperDefs records a function (a method of class path[0]) that throws an
// error whose text takes its parameters: function assert(cond, msg) { if
// (!cond) throw new Error(msg) }; or hands one to a call (a callback:
// this._exitCallback(new CommanderError(exitCode, code, message))).
func (x *file) helperDefs(fn *sitter.Node, name string, path []string, at tsutil.Path) {
	params := tsutil.Params(fn, x.src)
	body := fn.ChildByFieldName("body")
	if len(params) == 0 || body == nil || name == "" {
		return
	}
	isParam := map[string]bool{}
	for _, p := range params {
		if p != "" {
			isParam[p] = true
		}
	}
	rest := restParam(fn, x)
	if body.Kind() != "statement_block" {
		// an arrow's expression body: (ok, ...args) => ok || fail(...args)
		// hands its parameters on as a statement of that call would
		if v := guardedCall(x, unparen(body)); v.Kind() == "call_expression" && !builtinErrors[x.text(v.ChildByFieldName("function"))] {
			x.relayDef(v, name, path, params, isParam, at)
		}
		return
	}
	x.statements(body, func(st *sitter.Node) {
		if st.Kind() != "throw_statement" && st.Kind() != "return_statement" && st.Kind() != "expression_statement" {
			return
		}
		v := firstNamed(st)
		if v == nil {
			return
		}
		if st.Kind() == "expression_statement" {
			v = guardedCall(x, v) // ok || fail(msg): the call
		}
		handed := false // an error built from the parameters handed to a call: this._exitCallback(new CommanderError(code, message))
		// Error(…) without new constructs as new Error(…) does
		constructs := v.Kind() == "new_expression" || v.Kind() == "call_expression" && builtinErrors[x.text(v.ChildByFieldName("function"))]
		if v.Kind() == "call_expression" && st.Kind() != "throw_statement" && !constructs {
			for _, a := range args(v) {
				if a.Kind() == "new_expression" && !handed {
					v, handed = a, true
				}
			}
			if !handed {
				x.relayDef(v, name, path, params, isParam, at)
				for _, a := range args(v) {
					if a.Kind() == "call_expression" {
						// onError(createError(code, loc)): the error a
						// factory makes from the parameters, handed on
						x.relayDef(a, name, path, params, isParam, at)
					}
				}
				return
			}
		}
		if st.Kind() == "return_statement" && v.Kind() == "identifier" {
			// var error = this.constructError(msg, col); …; return error:
			// it hands on what the call built
			if sat := tsutil.PathTo(at[0], st); sat != nil {
				d := x.declaration(v, sat)
				if d == nil {
					// let err; if (…) { err = message } else { err = new
					// Error(message) }; …; return err: the one error the
					// function constructs
					d = x.madeIn(body, x.text(v))
				}
				if d != nil && d.Kind() == "call_expression" && !builtinErrors[x.text(d.ChildByFieldName("function"))] {
					x.relayDef(d, name, path, params, isParam, at)
					return
				}
				if d != nil && d.Kind() == "new_expression" {
					// const error = new SyntaxError(String(msg));
					// error.code = code; return error: a factory of
					// the error it constructs
					v, constructs = d, true
				}
			}
		}
		if st.Kind() == "expression_statement" && !handed {
			return
		}
		kind := "helper"
		if st.Kind() == "return_statement" && !handed {
			// A factory: return new SyntaxError(`Missing ${type}`), which
			// a caller throws (throw syntaxError('closing', ']')).
			if !constructs {
				return
			}
			kind = "factory"
		}
		sat := tsutil.PathTo(at[0], st)
		if sat == nil {
			return
		}
		s := x.siteAt(st, "throw")
		if handed || kind == "factory" {
			s.Kind = "new" // made here, thrown or handed on by the caller
		}
		x.built = nil
		if !x.construct(&s, v, sat, 0) || !usesParam(s.Message, isParam) {
			return
		}
		if st.Kind() == "return_statement" && firstNamed(st).Kind() == "identifier" {
			// err.message += ': ' + response before the return: the
			// text appended, optional under an if
			s.Message = template.Concat(append([]template.Template{s.Message}, x.messageAppends(body, x.text(firstNamed(st)), sat)...)...)
		}
		var ctor *extract.Ref // the constructor call, for what its class prints
		if x.built != nil && x.built.Kind() == "new_expression" {
			ctor = &extract.Ref{Kind: "raise", Name: s.Class, Args: x.argTemplates(x.built, sat), Site: -1}
		}
		if (kind == "factory" || handed) && !x.syn.IsErrorName(s.Class) && !builtinErrors[s.Class] && !x.hasClass(s.Class) {
			return
		}
		d := extract.Def{Kind: kind, Name: name, Path: path, Params: params, Class: s.Class, Message: s.Message, Line: s.Line, Site: &s, Value: ctor}
		if h, ok := template.OneHole(s.Message); ok && rest != "" && isParam[h] {
			d.Format = h // invariant(cond, format, ...args)
		}
		x.defs = append(x.defs, d)
	})
}

// madeIn returns the one error constructed (new X(…), or a builtin error
// class called) that the statements of body, a function's, assign to the
// variable name (let err; … err = new Error(message)); nil when there is
// none or more than one.
func (x *file) madeIn(body *sitter.Node, name string) *sitter.Node {
	var made *sitter.Node
	n := 0
	x.statements(body, func(st *sitter.Node) {
		if st.Kind() != "expression_statement" {
			return
		}
		a := firstNamed(st)
		if a == nil || a.Kind() != "assignment_expression" || x.text(a.ChildByFieldName("left")) != name {
			return
		}
		if v := unparen(a.ChildByFieldName("right")); v != nil && (v.Kind() == "new_expression" ||
			v.Kind() == "call_expression" && builtinErrors[x.text(v.ChildByFieldName("function"))]) {
			made, n = v, n+1
		}
	})
	if n != 1 {
		return nil
	}
	return made
}

// messageAppends is the text the top-level statements of body, a
// function's, append to the message of the error held in name (err.message
// += ': ' + response), in order; an append in the body of an if without
// else (if (response) { err.response = response; err.message += ': ' +
// response }) is optional.
func (x *file) messageAppends(body *sitter.Node, name string, at tsutil.Path) []template.Template {
	target := name + ".message"
	appendOf := func(st *sitter.Node) *sitter.Node {
		if st == nil || st.Kind() != "expression_statement" {
			return nil
		}
		a := firstNamed(st)
		if a == nil || a.Kind() != "augmented_assignment_expression" || x.text(a.ChildByFieldName("operator")) != "+=" ||
			x.text(a.ChildByFieldName("left")) != target {
			return nil
		}
		return a.ChildByFieldName("right")
	}
	var out []template.Template
	for i := uint(0); i < body.NamedChildCount(); i++ {
		st := body.NamedChild(i)
		if v := appendOf(st); v != nil {
			out = append(out, x.operand(v, at, 1))
			continue
		}
		if st.Kind() != "if_statement" || st.ChildByFieldName("alternative") != nil {
			continue
		}
		c := st.ChildByFieldName("consequence")
		sts := []*sitter.Node{c}
		if c != nil && c.Kind() == "statement_block" {
			sts = nil
			for k := uint(0); k < c.NamedChildCount(); k++ {
				sts = append(sts, c.NamedChild(k))
			}
		}
		for _, b := range sts {
			if v := appendOf(b); v != nil {
				out = append(out, template.Opt(x.operand(v, at, 1)))
			}
		}
	}
	return out
}

// guardedCall is the call a short-circuit guard makes (ok || fail(msg),
// bad && fail(msg)), else v.
func guardedCall(x *file, v *sitter.Node) *sitter.Node {
	if v.Kind() == "binary_expression" {
		if op := x.text(v.ChildByFieldName("operator")); op == "||" || op == "&&" {
			if r := v.ChildByFieldName("right"); r != nil && unparen(r).Kind() == "call_expression" {
				return unparen(r)
			}
		}
	}
	return v
}

// relayDef records a function that hands its parameters to another
// function's call (pp.invalidStringToken = function (pos, message) {
// this.raise(pos, message) }): when the callee is a helper, the function
// is one too, which the link works out (Kind "relay", the call in Value).
func (x *file) relayDef(call *sitter.Node, name string, path, params []string, isParam map[string]bool, at tsutil.Path) {
	r, ok := x.callRef(call)
	if !ok {
		return
	}
	if r.Name == name && r.Module == "" && r.Kind != "field" {
		return // calls itself
	}
	named := false // an argument names a parameter, or is a local that may hold one: cheaper to tell from its text than from its template
	for _, a := range args(call) {
		named = named || a.Kind() == "identifier"
		for _, w := range identRE.FindAllString(x.text(a), -1) {
			named = named || isParam[w]
		}
	}
	if !named {
		return
	}
	sat := tsutil.PathTo(at[0], call)
	if sat == nil {
		return
	}
	r.Args = x.argTemplates(call, sat)
	uses := false
	for _, a := range r.Args {
		uses = uses || usesParam(a, isParam)
	}
	if uses {
		x.defs = append(x.defs, extract.Def{Kind: "relay", Name: name, Path: path, Params: params, Line: tsutil.Line(call), Value: &r})
	}
}

// restParam is the name of fn's rest parameter (...args), "" when none.
func restParam(fn *sitter.Node, x *file) string {
	ps := fn.ChildByFieldName("parameters")
	if ps == nil || ps.NamedChildCount() == 0 {
		return ""
	}
	last := ps.NamedChild(ps.NamedChildCount() - 1)
	if t := x.text(last); strings.HasPrefix(t, "...") {
		return strings.TrimSpace(strings.SplitN(strings.TrimPrefix(t, "..."), ":", 2)[0])
	}
	return ""
}

// usesParam reports whether a hole of t reads one of the parameters: is
// it, or names it in its expression (errors[type], reason.toMessage()).
func usesParam(t template.Template, isParam map[string]bool) bool {
	for _, p := range t.Parts {
		if !p.Hole {
			continue
		}
		if isParam[p.Expr] {
			return true
		}
		for _, w := range identRE.FindAllString(p.Expr, -1) {
			if isParam[w] {
				return true
			}
		}
	}
	return false
}

var identRE = lazyre.New(`[A-Za-z_$][A-Za-z0-9_$]*`)

// function records a function declaration or a function or arrow function
// bound to a name, as a helper when it throws from its parameters.
func (x *file) function(n *sitter.Node, at tsutil.Path) {
	fn, name := n, ""
	switch n.Kind() {
	case "function_declaration", "generator_function_declaration":
		name = x.text(n.ChildByFieldName("name"))
	case "variable_declarator":
		v := n.ChildByFieldName("value")
		if v == nil || v.Kind() != "arrow_function" && v.Kind() != "function_expression" && v.Kind() != "function" {
			return
		}
		fn, name = v, x.text(n.ChildByFieldName("name"))
		at = append(append(tsutil.Path{}, at...), v)
	default:
		return
	}
	x.helperDefs(fn, name, nil, at)
	if n.Kind() == "function_declaration" {
		if base, param, ok := x.es5Class(n); ok {
			x.es5ClassDef(n, base, param, at) // a compiler's ES5 class (es5.go)
		} else if base, ok := x.protoClass(n); ok {
			x.es5ClassDef(n, base, base, at) // an ES5 class set up by hand: F.prototype = new B()
		}
	}
}

// importDefs records the names an import or require binds.
func (x *file) importDefs(n *sitter.Node) {
	add := func(local, module, name string) {
		if local != "" && module != "" {
			x.defs = append(x.defs, extract.Def{Kind: "import", Name: local, Path: []string{module, name}})
		}
	}
	switch n.Kind() {
	case "import_statement":
		src := n.ChildByFieldName("source")
		if src == nil {
			return
		}
		mod := strings.Trim(x.text(src), "'\"`")
		for i := uint(0); i < n.NamedChildCount(); i++ {
			c := n.NamedChild(i)
			if c.Kind() != "import_clause" {
				continue
			}
			for j := uint(0); j < c.NamedChildCount(); j++ {
				k := c.NamedChild(j)
				switch k.Kind() {
				case "identifier":
					add(x.text(k), mod, "default")
				case "namespace_import":
					if id := firstNamed(k); id != nil {
						add(x.text(id), mod, "*")
					}
				case "named_imports":
					for s := uint(0); s < k.NamedChildCount(); s++ {
						spec := k.NamedChild(s)
						if spec.Kind() != "import_specifier" {
							continue
						}
						local, name := x.specifierNames(spec)
						add(local, mod, name)
					}
				}
			}
		}
	case "variable_declarator":
		v := n.ChildByFieldName("value")
		a := args(v)
		if len(a) == 1 && a[0].Kind() == "call_expression" {
			// an interop wrapper around the require, as compilers emit
			// (tsc's __importDefault(require("./x.js")), Babel's
			// _interopRequireDefault): it binds the same module
			a = args(a[0])
		}
		if len(a) != 1 || a[0].Kind() != "string" {
			return
		}
		mod := strings.Trim(x.text(a[0]), "'\"`")
		switch lhs := n.ChildByFieldName("name"); {
		case lhs == nil:
		case lhs.Kind() == "identifier":
			add(x.text(lhs), mod, "*")
		case lhs.Kind() == "object_pattern":
			for i := uint(0); i < lhs.NamedChildCount(); i++ {
				p := lhs.NamedChild(i)
				switch p.Kind() {
				case "shorthand_property_identifier_pattern":
					add(x.text(p), mod, x.text(p))
				case "pair_pattern":
					add(x.text(p.ChildByFieldName("value")), mod, x.text(p.ChildByFieldName("key")))
				}
			}
		}
	}
}

// exportDefault records module.exports = Name, exports.default = Name and
// export default Name.
func (x *file) exportDefault(n *sitter.Node) {
	var v *sitter.Node
	switch n.Kind() {
	case "assignment_expression":
		// exports.default = Name: a compiler's CommonJS form of export
		// default (tsc, Babel)
		if l := x.text(n.ChildByFieldName("left")); l != "module.exports" && l != "exports.default" && l != "module.exports.default" {
			return
		}
		v = n.ChildByFieldName("right")
	case "export_statement":
		if !strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(x.text(n), "export")), "default") {
			return
		}
		v = n.ChildByFieldName("value")
		if d := n.ChildByFieldName("declaration"); d != nil {
			v = d.ChildByFieldName("name")
		}
	}
	if v != nil && v.Kind() == "identifier" {
		name := x.text(v)
		if a := x.aliasOf(n, name); a != "" {
			name = a
		}
		x.defs = append(x.defs, extract.Def{Kind: "default", Name: name})
	}
}

// aliasOf is the name a module-level var of the program around n is set
// to when it is another name (var _default = ValidationError;
// exports.default = _default, as Babel writes an export default), else "".
func (x *file) aliasOf(n *sitter.Node, name string) string {
	root := n
	for root.Parent() != nil {
		root = root.Parent()
	}
	for i := uint(0); i < root.NamedChildCount(); i++ {
		d := root.NamedChild(i)
		if d.Kind() != "lexical_declaration" && d.Kind() != "variable_declaration" {
			continue
		}
		for j := uint(0); j < d.NamedChildCount(); j++ {
			v := d.NamedChild(j)
			if v.Kind() != "variable_declarator" || x.text(v.ChildByFieldName("name")) != name {
				continue
			}
			if val := v.ChildByFieldName("value"); val != nil && val.Kind() == "identifier" {
				return x.text(val)
			}
		}
	}
	return ""
}

// callRef is the reference a call makes to the function it calls, by its
// name: name(…) ("call"), ns.name(…) ("call" with Module ns) or
// this.name(…) ("method"), this.f.name(…) ("field"); ok false for other
// callees.
func (x *file) callRef(call *sitter.Node) (r extract.Ref, ok bool) {
	fn := call.ChildByFieldName("function")
	if fn == nil {
		return r, false
	}
	r = extract.Ref{Kind: "call", Site: -1}
	switch fn.Kind() {
	case "identifier":
		r.Name = x.text(fn)
	case "member_expression":
		o := fn.ChildByFieldName("object")
		r.Name = x.text(fn.ChildByFieldName("property"))
		switch {
		case o == nil:
			return r, false
		case o.Kind() == "this":
			r.Kind = "method"
		case o.Kind() == "member_expression" && x.text(o.ChildByFieldName("object")) == "this":
			r.Kind = "field" // this.errorHandler.tolerateError(…): an object the instance holds
		case o.Kind() == "identifier":
			r.Module = x.text(o)
		default:
			return r, false
		}
	default:
		return r, false
	}
	return r, true
}

// callStatement records a call standing as a statement of its own whose
// arguments have text: assert(x > 0, "x must be positive"),
// this.fail(`unexpected ${tok}`). The link makes it a site when the
// callee is a helper.
//
// site, when set, is the site a report pattern made of the call: the link
// replaces its text with the helper's when it knows the helper.
//
// A call on a line of minified code is not read: a bundle's modules
// reuse the same one-letter names for their functions (each webpack
// module's function e), and the link, which finds a helper by name, would
// give the call another module's text (e(1,c) made "You passed 1" of
// another module's throw … "You passed "+a).
func (x *file) callStatement(call *sitter.Node, at tsutil.Path, site *extract.Site) {
	if _, long := x.long[tsutil.Line(call)]; long {
		return
	}
	r, ok := x.callRef(call)
	if !ok {
		return
	}
	if assertions[r.Name] || r.Module == "console" {
		return
	}
	r.Args = x.argTemplates(call, at)
	// An argument that one of several values reaches (assigned in each
	// branch of an if/else above) makes one reference per value.
	variants := [][]template.Template{r.Args}
	for k, a := range args(call) {
		if vs := x.variants(a, at, 0); len(vs) > 1 {
			variants = nil
			seen := map[string]bool{} // two branches may give the same text
			for _, v := range vs {
				if seen[v.Message()] {
					continue
				}
				seen[v.Message()] = true
				as := append([]template.Template(nil), r.Args...)
				as[k] = v
				variants = append(variants, as)
			}
			break
		}
	}
	var s extract.Site
	if site == nil {
		s = x.siteAt(call, "")
		x.fillContext(&s, at)
	}
	imported := x.passesKey(call) // an argument reads an imported table, or names a table's key (tables.go)
	for _, a := range args(call) {
		imported = imported || x.importedTableRef(a)
	}
	for _, as := range variants {
		telling := imported
		for _, a := range as {
			telling = telling || a.LiteralLen() > 0
		}
		if !telling {
			continue
		}
		v := r
		v.Args = as
		if site != nil {
			x.pendingRefs = append(x.pendingRefs, pendingRef{line: site.Line, class: site.Class, msg: site.Message.Message(), ref: v})
			continue
		}
		c := s
		v.Call = &c
		x.refs = append(x.refs, v)
	}
}

var (
	reportRE = lazyre.New(`^(on|report|raise)(Error|Err)$|^(error|fail)$`)
	methodRE = lazyre.New(`^(error|warn|warning|fatal|critical|crit|alert|emerg|log|send|json|end)$`)
)

// reported reports whether the call is one siteQuery's report or method
// patterns select (an error-reporting callback, a log or response call):
// those are sites of their own.
func (x *file) reported(call *sitter.Node) bool {
	fn := call.ChildByFieldName("function")
	switch {
	case fn == nil:
		return true
	case fn.Kind() == "identifier":
		return reportRE.MatchString(x.text(fn))
	case fn.Kind() == "member_expression":
		p := x.text(fn.ChildByFieldName("property"))
		o := fn.ChildByFieldName("object")
		return methodRE.MatchString(p) || o != nil && o.Kind() == "this" && reportRE.MatchString(p)
	}
	return false
}

// hasClass reports whether the file defines a class name with a base (one
// that may extend an error).
func (x *file) hasClass(name string) bool {
	for _, c := range x.classes {
		if c.Name == name {
			return true
		}
	}
	return false
}

// tableDefs records the file's tables of texts (tables.go) for the link:
// const errors = {'overflow': 'Overflow: input needs wider integers to
// process', 'invalid-input': 'Invalid input'}, which a helper throwing
// new RangeError(errors[type]) reads, and a module's exported Messages
// that another reads as messages_1.Messages.UnknownLabel.
func (x *file) tableDefs() {
	names := make([]string, 0, len(x.tables))
	for name := range x.tables {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		x.defs = append(x.defs, extract.Def{Kind: "table", Name: name, Table: x.tables[name]})
	}
}

// reexportDefs records what a module passes on from another: export * from
// './x' and a compiler's CommonJS form of it (tsc's
// __exportStar(require("./x"), exports), older tsc's
// __export(require("./x")), tslib's (0, tslib_1.__exportStar)(…)) as a
// "reexport" of the specifier, and export { A, B as C } from './x' as
// imports of those names (the link follows them as it follows its own
// imports). It reports whether n is one.
func (x *file) reexportDefs(n *sitter.Node) bool {
	switch n.Kind() {
	case "export_statement":
		src := n.ChildByFieldName("source")
		if src == nil {
			return false
		}
		mod := strings.Trim(x.text(src), "'\"`")
		named := false
		for i := uint(0); i < n.NamedChildCount(); i++ {
			c := n.NamedChild(i)
			if c.Kind() != "export_clause" {
				continue
			}
			named = true
			for j := uint(0); j < c.NamedChildCount(); j++ {
				spec := c.NamedChild(j)
				if spec.Kind() != "export_specifier" {
					continue
				}
				local, name := x.specifierNames(spec)
				x.defs = append(x.defs, extract.Def{Kind: "import", Name: local, Path: []string{mod, name}})
			}
		}
		if !named && strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(x.text(n), "export")), "*") &&
			!strings.Contains(x.text(n), " as ") {
			x.defs = append(x.defs, extract.Def{Kind: "reexport", Path: []string{mod}})
		}
		return true
	case "call_expression":
		// __exportStar(…), tslib_1.__exportStar(…), (0, tslib_1.__exportStar)(…)
		fn := strings.TrimSuffix(x.text(n.ChildByFieldName("function")), ")")
		if name := fn[strings.LastIndexAny(fn, ".( ")+1:]; name != "__exportStar" && name != "__export" {
			return false
		}
		a := args(n)
		if len(a) == 0 || a[0].Kind() != "call_expression" || x.text(a[0].ChildByFieldName("function")) != "require" {
			return false
		}
		if r := args(a[0]); len(r) == 1 && r[0].Kind() == "string" {
			x.defs = append(x.defs, extract.Def{Kind: "reexport", Path: []string{strings.Trim(x.text(r[0]), "'\"`")}})
			return true
		}
	}
	return false
}

// textDefaults returns the parameters of function fn that default to a
// text (constructor(message = 'An unknown failure occurred')), by name,
// or nil: a call that leaves such a parameter out prints the default.
func (x *file) textDefaults(fn *sitter.Node, at tsutil.Path) map[string]template.Template {
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	var out map[string]template.Template
	for i := uint(0); i < ps.NamedChildCount(); i++ {
		c := ps.NamedChild(i)
		var name, val *sitter.Node
		switch c.Kind() {
		case "assignment_pattern": // JavaScript: message = '…'
			name, val = c.ChildByFieldName("left"), c.ChildByFieldName("right")
		case "required_parameter", "optional_parameter": // TypeScript: message: string = '…'
			name, val = c.ChildByFieldName("pattern"), c.ChildByFieldName("value")
		}
		if name == nil || val == nil || name.Kind() != "identifier" {
			continue
		}
		// a text, or a name or member holding one (message =
		// DEFAULT_MESSAGE, message = Messages.Aborted)
		if t, ok := x.pureText(val, at); ok {
			if out == nil {
				out = map[string]template.Template{}
			}
			out[x.text(name)] = t
		}
	}
	return out
}

// pureText is the text of v when v is a string, a template literal
// without holes, or a name or member expression that resolves to one (a
// const of the module, a table's entry).
func (x *file) pureText(v *sitter.Node, at tsutil.Path) (template.Template, bool) {
	v = unparen(v)
	if v == nil {
		return template.Template{}, false
	}
	switch v.Kind() {
	case "string", "template_string", "identifier", "member_expression", "subscript_expression":
	default:
		return template.Template{}, false
	}
	t := x.message(v, at, 0)
	return t, t.Holes() == 0 && t.LiteralLen() > 0
}

// paramFallback reads v, the text a constructor gives super or
// this.message, when it is a parameter or a text standing in for it
// (super(message || 'Request aborted'), message ?? DEFAULT_MESSAGE): the
// text becomes the parameter's default in d (a call that leaves it out
// prints it, as with constructor(message = '…')) and the message is the
// parameter. ok false when v is not of that form.
func (x *file) paramFallback(v *sitter.Node, d *extract.Def, at tsutil.Path) (template.Template, bool) {
	v = unparen(v)
	var l, r *sitter.Node
	switch {
	case v == nil:
	case v.Kind() == "binary_expression":
		if op := x.text(v.ChildByFieldName("operator")); op == "||" || op == "??" {
			l, r = unparen(v.ChildByFieldName("left")), v.ChildByFieldName("right")
		}
	case v.Kind() == "ternary_expression":
		// ?? as a compiler lowers it: message !== null && message !==
		// void 0 ? message : '…'
		l, r = unparen(v.ChildByFieldName("consequence")), v.ChildByFieldName("alternative")
		if c := x.text(v.ChildByFieldName("condition")); l == nil || !strings.Contains(c, x.text(l)+" !== void 0") && !strings.Contains(c, x.text(l)+" != null") {
			l = nil
		}
	}
	if l == nil || r == nil || l.Kind() != "identifier" || !slices.Contains(d.Params, x.text(l)) {
		return template.Template{}, false
	}
	t, ok := x.pureText(r, at)
	if !ok {
		return template.Template{}, false
	}
	p := x.text(l)
	if _, set := d.Defaults[p]; !set {
		setDefault(d, p, t)
	}
	return template.Hole(p, "", ""), true
}

// setDefault records t as the default of d's parameter p.
func setDefault(d *extract.Def, p string, t template.Template) {
	if d.Defaults == nil {
		d.Defaults = map[string]template.Template{}
	}
	d.Defaults[p] = t
}

// specifierNames is the local name and the module's name of an import or
// export specifier ({ name as alias }): the alias, else the name, and the
// name.
func (x *file) specifierNames(spec *sitter.Node) (local, name string) {
	name = x.text(spec.ChildByFieldName("name"))
	local = name
	if a := spec.ChildByFieldName("alias"); a != nil {
		local = x.text(a)
	}
	return local, name
}
