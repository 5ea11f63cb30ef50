package javascript

import (
	"sort"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// kinds is the JavaScript, TypeScript and TSX node kind table of the
// shared context walk.
var kinds = tsutil.Kinds{
	Functions: []string{"function_declaration", "generator_function_declaration", "function_expression",
		"function", "generator_function", "arrow_function", "method_definition"},
	Ifs:       []string{"if_statement"},
	Elses:     []string{"else_clause"},
	Switches:  []string{"switch_statement"},
	Cases:     []string{"switch_case", "switch_default"},
	Catches:   []string{"catch_clause"},
	Blocks:    []string{"statement_block", "program", "switch_case", "switch_default", "class_static_block"},
	Exits:     []string{"return_statement", "throw_statement", "break_statement", "continue_statement"},
	ExitCalls: []string{"process.exit("},
	Comments:  []string{"comment", "html_comment"},
	CaseEq:    "===",
}

// declaration returns the value of the nearest "const/let/var name = value"
// or plain "name = value" statement above the site at in an enclosing block
// of the same function, at most tsutil.LookBackLines lines up, or else of a
// module-level const.
func (x *file) declaration(name *sitter.Node, at tsutil.Path) *sitter.Node {
	target := x.text(name)
	minRow := int(at.Node().StartPosition().Row) - tsutil.LookBackLines
	for i := len(at) - 2; i >= 0; i-- {
		p, child := at[i], at[i+1]
		switch p.Kind() {
		case "statement_block", "program", "switch_case", "switch_default", "class_static_block":
			above := x.walker.Before(p, child)
			for k := len(above) - 1; k >= 0 && int(above[k].StartPosition().Row) >= minRow; k-- {
				s := above[k]
				if s.Kind() == "expression_statement" { // msg = `strict mode: ${msg}`
					if a := firstNamed(s); a != nil && a.Kind() == "assignment_expression" && x.text(a.ChildByFieldName("left")) == target {
						return a.ChildByFieldName("right")
					}
				}
				if s.Kind() != "lexical_declaration" && s.Kind() != "variable_declaration" {
					continue
				}
				for i := s.NamedChildCount(); i > 0; i-- {
					d := s.NamedChild(i - 1)
					if d.Kind() == "variable_declarator" && x.text(d.ChildByFieldName("name")) == target {
						return d.ChildByFieldName("value") // nil for "let msg;"
					}
				}
			}
		}
		if x.syn.IsFunction(p) {
			return x.moduleConst(target, at)
		}
	}
	return nil
}

// returnedBy returns the expression a function declared in a block around
// the site at returns, when its body is that one return statement (or an
// arrow function's expression body), and the function's parameter names:
// function unknownMsg() { return `unknown format "${name}"` }, const
// syntaxError = (type, char) => { return `Missing ${type}: "${char}"` }.
// Function declarations are hoisted, so the whole block is searched; nil
// when there is no such function.
func (x *file) returnedBy(name string, at tsutil.Path) (*sitter.Node, []string) {
	for i := len(at) - 2; i >= 0; i-- {
		switch at[i].Kind() {
		case "statement_block", "program":
		default:
			continue
		}
		for _, d := range x.walker.NamedChildren(at[i]) {
			fn := d
			switch d.Kind() {
			case "function_declaration":
				if x.text(d.ChildByFieldName("name")) != name {
					continue
				}
			case "lexical_declaration", "variable_declaration":
				fn = nil
				for k := uint(0); k < d.NamedChildCount(); k++ {
					v := d.NamedChild(k)
					if v.Kind() == "variable_declarator" && x.text(v.ChildByFieldName("name")) == name {
						if val := v.ChildByFieldName("value"); val != nil && (val.Kind() == "arrow_function" || val.Kind() == "function_expression") {
							fn = val
						}
					}
				}
				if fn == nil {
					continue
				}
			default:
				continue
			}
			return x.onlyReturn(fn)
		}
	}
	return nil, nil
}

// onlyReturn returns the expression function fn returns when its body is
// that one return statement (or an arrow function's expression body),
// after declarations only (static buildMessage(expected, found) { function
// describeFound(f) {…} const fns = {…}; return "Expected " + … }), or
// after statements that compute locals and return nothing (a loop
// filling a list the return joins: for (…) { allowed[i] = backtick(t) }
// var joined = allowed.join(' or '); return backtick(name) + " must be of
// type " + joined), and its parameter names; nil otherwise. The locals
// the return reads stay holes.
func (x *file) onlyReturn(fn *sitter.Node) (*sitter.Node, []string) {
	body := fn.ChildByFieldName("body")
	if body == nil {
		return nil, nil
	}
	if body.Kind() != "statement_block" {
		return body, tsutil.Params(fn, x.src) // x => `…`
	}
	var ret *sitter.Node
	for _, st := range x.walker.NamedChildren(body) {
		switch st.Kind() {
		case "comment":
			continue
		case "function_declaration", "lexical_declaration", "variable_declaration":
			if ret == nil {
				continue // a helper or constant the return reads
			}
		case "for_statement", "for_in_statement", "while_statement", "do_statement", "expression_statement", "if_statement":
			if ret == nil && !x.returns(st) {
				continue // a local computed for the return
			}
		}
		if ret != nil || st.Kind() != "return_statement" {
			return nil, nil
		}
		ret = st
	}
	if ret == nil {
		return nil, nil
	}
	return firstNamed(ret), tsutil.Params(fn, x.src)
}

// returns reports whether statement st returns or throws from the
// function it is in (a nested function's own returns left out).
func (x *file) returns(st *sitter.Node) bool {
	found := false
	x.walker.Walk(st, func(c *sitter.Node) bool {
		if found || x.syn.IsFunction(c) {
			return false
		}
		found = c.Kind() == "return_statement" || c.Kind() == "throw_statement"
		return !found
	})
	return found
}

// tableFunc returns what T.K(…) returns when T is an object literal
// declared above the site (a local, or a top-level const however far up)
// whose K is a function returning one expression: a table of message
// functions, const messages = { required: (name) => `${name} is
// required` }; and the function's parameter names. nil otherwise.
func (x *file) tableFunc(callee *sitter.Node, at tsutil.Path) (*sitter.Node, []string) {
	obj := callee.ChildByFieldName("object")
	if obj == nil || obj.Kind() != "identifier" {
		return nil, nil
	}
	key := x.text(callee.ChildByFieldName("property"))
	d := x.declaration(obj, at)
	if d == nil && len(at) > 0 {
		// Cls.buildMessage(expected, found): a static method of a class
		// of the file
		if m := x.staticMethod(at[0], x.text(obj), key); m != nil {
			return x.onlyReturn(m)
		}
	}
	if d == nil || d.Kind() != "object" {
		return nil, nil
	}
	for k := uint(0); k < d.NamedChildCount(); k++ {
		p := d.NamedChild(k)
		switch p.Kind() {
		case "pair":
			if strings.Trim(x.text(p.ChildByFieldName("key")), "'\"`") != key {
				continue
			}
			if v := p.ChildByFieldName("value"); v != nil && (v.Kind() == "arrow_function" || v.Kind() == "function_expression") {
				return x.onlyReturn(v)
			}
			return nil, nil
		case "method_definition":
			if x.text(p.ChildByFieldName("name")) == key {
				return x.onlyReturn(p)
			}
		}
	}
	return nil, nil
}

// moduleConst returns the value of a top-level "const name = value" (or
// "export const") above the top-level statement holding the site at,
// however far up.
func (x *file) moduleConst(target string, at tsutil.Path) *sitter.Node {
	if len(at) < 2 {
		return nil
	}
	if x.consts == nil {
		x.consts = x.moduleConsts(at[0])
	}
	ds := x.consts[target]
	// The nearest declaration of a statement before the site's.
	i := sort.Search(len(ds), func(i int) bool { return ds[i].stmt >= at[1].StartByte() }) - 1
	if i < 0 {
		return nil
	}
	return ds[i].value
}

// constDecl is a top-level const declaration: where its statement starts,
// and its value.
type constDecl struct {
	stmt  uint
	value *sitter.Node
}

// moduleConsts returns the top-level const declarations under program by
// name, in source order, the first of a name in one statement only, so
// that moduleConst costs a look-up, not a walk back over the statements
// before the site.
func (x *file) moduleConsts(program *sitter.Node) map[string][]constDecl {
	out := map[string][]constDecl{}
	c := program.Walk()
	defer c.Close()
	for _, s := range program.NamedChildren(c) {
		d := &s
		if d.Kind() == "export_statement" {
			d = d.ChildByFieldName("declaration")
		}
		if d == nil || d.Kind() != "lexical_declaration" || !strings.HasPrefix(x.text(d), "const") {
			continue
		}
		seen := map[string]bool{}
		for i := uint(0); i < d.NamedChildCount(); i++ {
			v := d.NamedChild(i)
			if v.Kind() != "variable_declarator" {
				continue
			}
			name := x.text(v.ChildByFieldName("name"))
			if !seen[name] {
				seen[name] = true
				out[name] = append(out[name], constDecl{stmt: s.StartByte(), value: v.ChildByFieldName("value")})
			}
		}
	}
	return out
}

// caught reports whether name is the parameter of a catch clause around
// the site at in its function, so that "throw e" re-throws.
func (x *file) caught(at tsutil.Path, name string) bool {
	for i := len(at) - 2; i >= 0 && !x.syn.IsFunction(at[i]); i-- {
		if p := at[i]; x.syn.IsCatch(p) && x.text(p.ChildByFieldName("parameter")) == name {
			return true
		}
	}
	return false
}

// fillContext sets the function, guard, handler, doc comment and comments
// of the site at.
func (x *file) fillContext(s *extract.Site, at tsutil.Path) {
	sc := x.syn.Scope(at, x.src)
	s.Context.Guard, s.Context.Negated, s.Context.Partial = sc.Guard, sc.Negated, sc.Partial
	if sc.Handler != nil {
		s.Context.Handler = tsutil.Header(sc.Handler, x.src)
	}
	// The function is the innermost one with a name: an anonymous callback
	// belongs to the function around it.
	for i := sc.Func; i >= 0; i-- {
		if !x.syn.IsFunction(at[i]) {
			continue
		}
		if name, decl := x.functionName(at, i); name != "" {
			s.Context.Function = name
			s.Context.Docstring = x.syn.DocComment(decl, x.src)
			if i == sc.Func { // not inside an anonymous callback
				s.Context.Params = tsutil.Params(at[i], x.src)
			}
			break
		}
	}
	s.Context.Comments = x.syn.Comments(sc, at, x.src)
}

// functionName returns the qualified name of the function at[i]
// ("Class.method", "obj.prototype.m" shortened to "obj.m") and the node its
// doc comment precedes; "" for an anonymous callback.
func (x *file) functionName(at tsutil.Path, i int) (string, *sitter.Node) {
	f := at[i]
	var p, pp *sitter.Node
	if i > 0 {
		p = at[i-1]
	}
	if i > 1 {
		pp = at[i-2]
	}
	if f.Kind() == "method_definition" {
		name := x.text(f.ChildByFieldName("name"))
		if c := x.className(at, i); c != "" {
			name = c + "." + name
		}
		return name, f
	}
	if n := f.ChildByFieldName("name"); n != nil {
		return x.text(n), declNode(f, p)
	}
	if p == nil {
		return "", nil
	}
	switch p.Kind() {
	case "variable_declarator":
		var ppp *sitter.Node
		if i > 2 {
			ppp = at[i-3]
		}
		return x.text(p.ChildByFieldName("name")), declNode(pp, ppp)
	case "pair":
		return x.compact(p.ChildByFieldName("key")), p
	case "assignment_expression":
		var ppp *sitter.Node
		if i > 2 {
			ppp = at[i-3]
		}
		return strings.Replace(x.compact(p.ChildByFieldName("left")), ".prototype.", ".", 1), declNode(pp, ppp)
	case "public_field_definition", "field_definition":
		name := x.text(p.ChildByFieldName("name"))
		if name == "" {
			name = x.text(p.ChildByFieldName("property"))
		}
		if c := x.className(at, i-1); c != "" {
			name = c + "." + name
		}
		return name, p
	}
	return "", nil
}

// declNode is the statement a doc comment of n precedes: n, or its parent
// when that is an export statement.
func declNode(n, parent *sitter.Node) *sitter.Node {
	if parent != nil && parent.Kind() == "export_statement" {
		return parent
	}
	return n
}

// className is the name of the class whose body holds member at[i].
func (x *file) className(at tsutil.Path, i int) string {
	if i < 2 || at[i-1].Kind() != "class_body" {
		return ""
	}
	c := at[i-2]
	if n := c.ChildByFieldName("name"); n != nil {
		return x.text(n)
	}
	if i > 2 && at[i-3].Kind() == "variable_declarator" {
		return x.text(at[i-3].ChildByFieldName("name"))
	}
	return ""
}

// class records the name and bases of a class declaration or expression;
// errorClasses later keeps those that extend an error.
func (x *file) class(n *sitter.Node, at tsutil.Path) {
	name := x.text(n.ChildByFieldName("name"))
	if name == "" && len(at) > 1 {
		if p := at[len(at)-2]; p.Kind() == "variable_declarator" {
			name = x.text(p.ChildByFieldName("name"))
		}
	}
	if name == "" {
		return
	}
	var bases []string
	for i := uint(0); i < n.NamedChildCount(); i++ {
		h := n.NamedChild(i)
		if h.Kind() != "class_heritage" {
			continue
		}
		for j := uint(0); j < h.NamedChildCount(); j++ {
			b := h.NamedChild(j)
			switch b.Kind() {
			case "extends_clause": // TypeScript
				if v := b.ChildByFieldName("value"); v != nil {
					bases = append(bases, x.compact(v))
				}
			case "implements_clause", "comment":
			default:
				bases = append(bases, x.compact(b))
			}
		}
	}
	if len(bases) > 0 {
		x.classes = append(x.classes, extract.ClassDef{Name: name, Bases: bases, Line: tsutil.Line(n)})
	}
	x.classDef(n, name, bases, at)
}

// staticMethod returns the static method key of the class named cls
// declared anywhere under root (class Cls {…}, const Cls = class {…}), or
// the function assigned to Cls.key anywhere under root (an ES5
// constructor's static method: peg$SyntaxError.buildMessage = function
// (expected, found) {…}); nil when there is none, more than one class of
// the name, or more than one definition of the key.
func (x *file) staticMethod(root *sitter.Node, cls, key string) *sitter.Node {
	if x.statics == nil {
		x.statics = map[string]*sitter.Node{}
		seen := map[string]int{}
		assigned := map[string]int{} // Ctor.key = function …, by "Ctor.key"
		var walk func(n *sitter.Node)
		walk = func(n *sitter.Node) {
			name := ""
			switch n.Kind() {
			case "class_declaration", "class":
				name = x.text(n.ChildByFieldName("name"))
				if name == "" && n.Parent() != nil && n.Parent().Kind() == "variable_declarator" {
					name = x.text(n.Parent().ChildByFieldName("name"))
				}
			}
			if n.Kind() == "assignment_expression" {
				// Ctor.buildMessage = function (expected, found) {…}: a
				// static method of an ES5 constructor function
				l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if l != nil && r != nil && l.Kind() == "member_expression" && (r.Kind() == "function_expression" || r.Kind() == "arrow_function") {
					if o := l.ChildByFieldName("object"); o != nil && o.Kind() == "identifier" {
						k := x.text(o) + "." + x.text(l.ChildByFieldName("property"))
						if assigned[k]++; assigned[k] == 1 {
							x.statics[k] = r
						}
					}
				}
			}
			if name != "" {
				seen[name]++
				if b := n.ChildByFieldName("body"); b != nil {
					for k := uint(0); k < b.NamedChildCount(); k++ {
						m := b.NamedChild(k)
						if m.Kind() == "method_definition" && strings.HasPrefix(x.text(m), "static ") {
							x.statics[name+"."+x.text(m.ChildByFieldName("name"))] = m
						}
					}
				}
			}
			for k := uint(0); k < n.NamedChildCount(); k++ {
				walk(n.NamedChild(k))
			}
		}
		walk(root)
		for k := range x.statics {
			if seen[k[:strings.LastIndexByte(k, '.')]] > 1 || assigned[k] > 1 || assigned[k] > 0 && seen[k[:strings.LastIndexByte(k, '.')]] > 0 {
				delete(x.statics, k)
			}
		}
	}
	return x.statics[cls+"."+key]
}

// thisMethod returns the function this.key names in the file: the one
// method of that name among the file's classes (class C { key(…) {…} })
// and prototype assignments (C.prototype.key = function (…) {…}); nil
// when there is none or more than one.
func (x *file) thisMethod(root *sitter.Node, key string) *sitter.Node {
	if x.methods == nil {
		x.methods = map[string]*sitter.Node{}
		seen := map[string]int{}
		var walk func(n *sitter.Node)
		walk = func(n *sitter.Node) {
			switch n.Kind() {
			case "method_definition":
				if !strings.HasPrefix(x.text(n), "static ") {
					k := x.text(n.ChildByFieldName("name"))
					seen[k]++
					x.methods[k] = n
				}
			case "assignment_expression":
				l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if l != nil && r != nil && l.Kind() == "member_expression" && (r.Kind() == "function_expression" || r.Kind() == "function") {
					if x.prototypeOwner(l.ChildByFieldName("object")) != nil {
						k := x.text(l.ChildByFieldName("property"))
						seen[k]++
						x.methods[k] = r
					}
				}
			}
			for k := uint(0); k < n.NamedChildCount(); k++ {
				walk(n.NamedChild(k))
			}
		}
		walk(root)
		for k, n := range seen {
			if n > 1 {
				delete(x.methods, k)
			}
		}
	}
	return x.methods[key]
}

// joinedText is the text of a call this.key(a…) of a method (thisMethod)
// that builds its text as lines: const lines = []; lines.push(first); …
// return lines.join(sep). The first line pushed in the body itself (not
// under a condition or loop), before any other push, is the text's start,
// its parameters given the call's arguments; the lines after it are a
// hole after sep. ok is false for any other shape, or a first line
// without text of its own.
func (x *file) joinedText(callee *sitter.Node, a []*sitter.Node, at tsutil.Path, depth int) (template.Template, bool) {
	obj := callee.ChildByFieldName("object")
	if obj == nil || obj.Kind() != "this" || len(at) == 0 {
		return template.Template{}, false
	}
	fn := x.thisMethod(at[0], x.text(callee.ChildByFieldName("property")))
	if fn == nil {
		return template.Template{}, false
	}
	body := fn.ChildByFieldName("body")
	if body == nil || body.Kind() != "statement_block" || body.NamedChildCount() == 0 {
		return template.Template{}, false
	}
	ret := body.NamedChild(body.NamedChildCount() - 1)
	if ret.Kind() != "return_statement" {
		return template.Template{}, false
	}
	call := firstNamed(ret)
	if call == nil || call.Kind() != "call_expression" {
		return template.Template{}, false
	}
	jf, args := call.ChildByFieldName("function"), call.ChildByFieldName("arguments")
	if jf == nil || jf.Kind() != "member_expression" || x.text(jf.ChildByFieldName("property")) != "join" || args == nil || args.NamedChildCount() != 1 {
		return template.Template{}, false
	}
	list := x.text(jf.ChildByFieldName("object"))
	sepNode := args.NamedChild(0)
	if sepNode.Kind() != "string" {
		return template.Template{}, false
	}
	sep := x.message(sepNode, at, depth+1)
	if sep.Holes() > 0 {
		return template.Template{}, false
	}
	// The first push in the body's own statements, before any statement
	// under which another push of the list hides.
	var first *sitter.Node
	pushes := 0
	for k := uint(0); k+1 < body.NamedChildCount() && first == nil; k++ {
		st := body.NamedChild(k)
		if st.Kind() == "expression_statement" {
			if c := firstNamed(st); c != nil && c.Kind() == "call_expression" && x.text(c.ChildByFieldName("function")) == list+".push" {
				if ca := c.ChildByFieldName("arguments"); ca != nil && ca.NamedChildCount() == 1 {
					first = ca.NamedChild(0)
				}
				break
			}
		}
		if strings.Contains(x.text(st), list+".push(") {
			return template.Template{}, false // pushed under a condition or loop first
		}
	}
	if first == nil {
		return template.Template{}, false
	}
	pushes = strings.Count(x.text(body), list+".push(")
	params := tsutil.Params(fn, x.src)
	t, ok := x.returnedText(first, params)(a, at, depth)
	if !ok {
		return template.Template{}, false
	}
	if pushes > 1 {
		t = template.Concat(t, sep, template.Hole(list+".slice(1).join("+x.text(sepNode)+")", "", ""))
	}
	return t, true
}
