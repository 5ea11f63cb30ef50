package cpp

import (
	"sort"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Helpers of another file. A helper (helpers.go) that is not static is a
// Def of kind "helper" per site; a call in another file reaches it
// through the link pass when it passes text (a string literal or a
// string macro of its file), hands on a parameter of the function
// around it that holds text (a char pointer, a string, a va_list), or is
// a statement of its own (a call made for its effect, as a check is):
// callRefs makes such calls Refs of kind "call", with the function around
// them as Caller (its Path the names it starts with va_start) when an
// argument uses its parameters, so that the link grows helpers through
// other files too (RAISE_ERROR_KNOWN_LOCATION in pegen.h hands its errmsg
// and va_list to _PyPegen_raise_error_known_location in pegen_errors.c;
// RuntimeDeviceCheck(error, location) hands its status to panic(location,
// "CUDA error: ", cudaGetErrorString(error))). A function-like
// macro whose body calls a function (RAISE_SYNTAX_ERROR(msg, ...) calling
// _PyPegen_raise_error(p, PyExc_SyntaxError, msg, ##__VA_ARGS__)) is a Def
// of kind "callmacro" (Message its body's text, Path its variadic
// parameter), so that a use of it in another file (a Ref of kind
// "macro") resolves to the helper its body calls.

// callRefs adds a Ref of kind "call" for each call of the file to a
// function it does not define that passes text or hands on the caller's
// parameters (see above).
func (x *file) callRefs() {
	// The calls, and the functions the file defines, from the tokens: a
	// name before "(" (cheaper than walking every node of the tree).
	defined := map[string]bool{}
	var calls []*sitter.Node
	var fnRanges []span   // the function definitions, in order
	var startsStmt []bool // for each call, whether its name starts a statement by the tokens
	_, dirs := defines(x.toks)
	u := &unit{src: x.src, root: x.root, toks: x.toks, skip: dirs}
	u.idents(func(i int) int {
		if i+1 >= len(u.toks) || u.toks[i+1].text != "(" {
			return i
		}
		n := u.node(u.toks[i])
		for n != nil && (n.Kind() == "qualified_identifier" || n.Kind() == "template_function" || n.Kind() == "identifier" || n.Kind() == "namespace_identifier") && n.Parent() != nil &&
			(n.Parent().Kind() == "qualified_identifier" || n.Parent().Kind() == "template_function") {
			n = n.Parent()
		}
		if n == nil || n.Parent() == nil {
			return i
		}
		switch p := n.Parent(); p.Kind() {
		case "function_declarator":
			fn := p.Parent()
			for fn != nil && fn.Kind() != "function_definition" && (fn.Kind() == "pointer_declarator" || fn.Kind() == "reference_declarator") {
				fn = fn.Parent()
			}
			if fn != nil && fn.Kind() == "function_definition" {
				defined[u.toks[i].text] = true
				if len(fnRanges) == 0 || fn.StartByte() >= fnRanges[len(fnRanges)-1].end {
					fnRanges = append(fnRanges, span{fn, fn.StartByte(), fn.EndByte()})
				}
			}
		case "call_expression":
			if f := p.ChildByFieldName("function"); f != nil && f.Id() == n.Id() {
				calls = append(calls, p)
				// The same test as needsTree's, so that the screen keeps
				// every file this may make a reference in.
				startsStmt = append(startsStmt, startsStatement(u.toks, i))
			}
		}
		return i
	})
	u = &unit{src: x.src, root: x.root, toks: x.toks}
	type fnInfo struct {
		params  []string
		text    map[string]bool // parameters that hold text
		vaLists map[string]bool
		def     *extract.Def // the function as a Caller, nil when static
	}
	fns := map[uintptr]*fnInfo{}
	for ci, cn := range calls {
		name := calleeName(cn, x.src)
		if name == "" || strings.ContainsAny(name, ".->()[]") {
			continue // a method, a function pointer
		}
		name = stripTemplateArgs(name)
		name = name[max(lastSep(name), 0):]
		// A call made for its effect alone (a statement, or the value a
		// function returns) may be a check of another file
		// (RuntimeDeviceCheck(cudaGetLastError())), or of this file once
		// the link pass makes it a helper.
		stmt := startsStmt[ci] && cn.Parent() != nil && (cn.Parent().Kind() == "expression_statement" || cn.Parent().Kind() == "return_statement")
		if defined[name] && (!stmt || x.helpers[name] != nil) || x.ms[name] != nil || isPrim(name) || printers[name] || exits[name] {
			continue
		}
		as := args(cn)
		literal := false
		for _, a := range as {
			literal = literal || x.passesText(a)
		}
		var fi *fnInfo
		if fn := enclosing(fnRanges, cn); fn != nil {
			fi = fns[fn.Id()]
			if fi == nil {
				fi = &fnInfo{params: paramNames(fn, x.src), text: textParams(fn, x.src), vaLists: vaLists(tsutil.Text(fn, x.src))}
				if !x.isStatic(fn) {
					fname := functionName(fn, x.src)
					fi.def = &extract.Def{Kind: "helper", Name: fname[max(lastSep(fname), 0):], Params: fi.params, Line: tsutil.Line(fn)}
					for v := range fi.vaLists {
						fi.def.Path = append(fi.def.Path, v)
					}
				}
				fns[fn.Id()] = fi
			}
		}
		handsOn, mentioned := false, false
		if fi != nil && fi.def != nil {
			for _, a := range as {
				t := tsutil.Text(a, x.src)
				handsOn = handsOn || fi.text[t] || fi.vaLists[t]
				for _, p := range fi.params {
					mentioned = mentioned || p != "" && !strings.HasPrefix(p, "...") && mentions(t, p)
				}
			}
		}
		var bindings []map[string]*sitter.Node
		if !literal && !handsOn {
			if bindings = x.argBranches(cn, as); bindings == nil && !stmt {
				continue
			}
		}
		if x.unparsed && tsutil.InUnparsed(cn) {
			continue
		}
		m := x.msgAt(u, cn)
		line, end := x.span(u, cn)
		s := &extract.Site{Line: line, EndLine: end}
		if literal || handsOn || bindings != nil {
			x.context(s, u, cn)
		} else if fi != nil {
			// A bare statement call, most of which never reach a helper:
			// the function around it, not the whole guard (the helper's
			// own check is the condition that fails).
			fn := enclosing(fnRanges, cn)
			s.Context.Function = functionName(fn, x.src)
			s.Context.Params = tsutil.Params(fn, x.src)
		}
		r := extract.Ref{Kind: "call", Name: name, Site: -1, Call: s}
		if defined[name] {
			r.Module = x.path // resolved only by a helper the link pass grows here
		}
		for _, a := range as {
			if literal || handsOn || bindings != nil {
				r.Args = append(r.Args, m.piece(a))
			} else {
				r.Args = append(r.Args, template.Hole(m.one(a), "", "")) // a check's status: no text to look up
			}
			r.Reprs = append(r.Reprs, template.Lit(m.one(a)))
		}
		if handsOn || mentioned {
			r.Caller = fi.def
		}
		if bindings == nil {
			x.summary().Refs = append(x.summary().Refs, r)
			continue
		}
		x.branchRefs(r, as, bindings, m)
	}
}

// branchRefs adds to the summary one reference per binding of the locals
// that branches above a call or macro use assign (branches.go): r with
// each argument of as that names such a local replaced by the text the
// binding gives it.
func (x *file) branchRefs(r extract.Ref, as []*sitter.Node, bindings []map[string]*sitter.Node, m *msg) {
	for _, b := range bindings {
		rb := r
		rb.Args = append([]template.Template(nil), r.Args...)
		rb.Reprs = append([]template.Template(nil), r.Reprs...)
		for k, a := range as {
			v := b[m0(a, x.src)]
			if v == nil || k >= len(rb.Args) {
				continue
			}
			if isString(v) {
				rb.Args[k] = m.literal(v)
			} else if t, ok := x.textValue(v); ok {
				rb.Args[k] = template.Lit(t)
			}
			rb.Reprs[k] = template.Lit(tsutil.Text(v, x.src))
		}
		x.summary().Refs = append(x.summary().Refs, rb)
	}
}

// argBranches returns the bindings of a call's name arguments when one
// of them is a local that branches above the call assign text
// (branches.go).
func (x *file) argBranches(cn *sitter.Node, as []*sitter.Node) []map[string]*sitter.Node {
	var names []string
	for _, a := range as {
		if n := m0(a, x.src); n != "" {
			names = append(names, n)
		}
	}
	for _, n := range names {
		if bs := x.branchValues(names, n, cn); bs != nil {
			return bs
		}
	}
	return nil
}

// span is a function definition and its byte range.
type span struct {
	fn         *sitter.Node
	start, end uint
}

// enclosing returns the function definition of fns (in document order,
// not nested) that holds n, or nil.
func enclosing(fns []span, n *sitter.Node) *sitter.Node {
	at := n.StartByte()
	i := sort.Search(len(fns), func(i int) bool { return fns[i].start > at }) - 1
	if i < 0 || n.EndByte() > fns[i].end {
		return nil
	}
	return fns[i].fn
}

// passesText reports whether argument a is text the file spells: a string
// literal, or a macro of the file defined as one.
func (x *file) passesText(a *sitter.Node) bool {
	a = tsutil.Inner(a)
	if a == nil {
		return false
	}
	switch a.Kind() {
	case "string_literal", "concatenated_string", "raw_string_literal":
		return true
	case "identifier":
		_, ok := x.stringMacro(tsutil.Text(a, x.src))
		return ok
	}
	return false
}

// textParams returns the parameters of fn that hold text: char pointers,
// strings and string views, and va_lists.
func textParams(fn *sitter.Node, src []byte) map[string]bool {
	out := map[string]bool{}
	d := fn.ChildByFieldName("declarator")
	for d != nil && d.Kind() != "function_declarator" {
		d = d.ChildByFieldName("declarator")
	}
	if d == nil {
		return out
	}
	ps := d.ChildByFieldName("parameters")
	for i := uint(0); ps != nil && i < ps.NamedChildCount(); i++ {
		p := ps.NamedChild(i)
		if p.Kind() != "parameter_declaration" && p.Kind() != "optional_parameter_declaration" {
			continue
		}
		typ := tsutil.Flat(p.ChildByFieldName("type"), src)
		decl := p.ChildByFieldName("declarator")
		name := declName(decl, src)
		pointer := decl != nil && strings.Contains(tsutil.Flat(decl, src), "*")
		switch {
		case typ == "va_list":
			out[name] = true
		case (typ == "char" || typ == "wchar_t") && pointer:
			out[name] = true
		case strings.Contains(typ, "string"):
			out[name] = true
		}
	}
	return out
}

// exportCallMacros adds a "callmacro" Def for each function-like macro of
// the file, named like one, whose body calls a function and raises
// nothing itself.
func (x *file) exportCallMacros(defs []directive) {
	for i := range defs {
		d := &defs[i]
		if !d.fn || !foreignMacroRE.MatchString(d.name) {
			continue
		}
		if m := x.ms[d.name]; m == nil || m.table || m.raises || m.pos != d.pos {
			continue
		}
		calls := false
		for j := 0; j+1 < len(d.body); j++ {
			calls = calls || d.body[j].kind == tIdent && d.body[j+1].text == "("
		}
		if !calls {
			continue
		}
		def := extract.Def{Kind: "callmacro", Name: d.name, Params: d.params, Message: template.Lit(render(d.body)), Line: x.lineOf(d.pos)}
		if d.varargs != "" {
			def.Path = []string{d.varargs}
		}
		x.summary().Defs = append(x.summary().Defs, def)
	}
}

// helperSiteAt is the site helper definition d makes at use r (a call or
// a macro's expansion) in the file p, and its message with formats handed
// on kept; ok is false when the call adds nothing to the definition's
// own record.
func helperSiteAt(d *extract.Def, r *extract.Ref, c *call, file string) (extract.Site, template.Template, bool) {
	msg := c.callerLocation(c.apply(d.Message), file, r.Call.Line)
	class := d.Class
	if j := c.arg(class); j >= 0 {
		class = classOfText(c.texts[j])
	}
	s := *r.Call
	s.Class, s.Kind, s.ErrorType, s.Severity = class, d.Site.Kind, d.Site.ErrorType, d.Site.Severity
	s.Message = printedAs(class, plain(msg))
	if d.Site.Kind == "assert" {
		s.Context.Guard, s.Context.Negated = substituteGuard(d.Site.Context.Guard, d.Params, c.reprs()), d.Site.Context.Negated
	}
	s.Context.Comments = append(append([]string(nil), s.Context.Comments...), "raised through "+d.Name+"() defined in another file")
	ok := plain(msg).LiteralLen() > plain(d.Message).LiteralLen() || class != d.Class && !contains(d.Params, class)
	return s, msg, ok
}

// classOfText is the class a class argument's text names: PyExc_X is X,
// a string literal its text.
func classOfText(t string) string {
	if rest, ok := strings.CutPrefix(t, "PyExc_"); ok {
		return rest
	}
	if strings.HasPrefix(t, `"`) {
		return decodeString(t)
	}
	return t
}

// reprs returns the call's argument texts as templates.
func (c *call) reprs() []template.Template {
	out := make([]template.Template, len(c.texts))
	for i, t := range c.texts {
		out[i] = template.Lit(t)
	}
	return out
}

// refCall binds a Ref's arguments for a definition with params.
func refCall(r *extract.Ref, params []string) *call {
	c := &call{params: params, pieces: r.Args}
	for _, t := range r.Reprs {
		c.texts = append(c.texts, t.Render())
	}
	if r.Caller != nil {
		c.vaLists = map[string]bool{}
		for _, v := range r.Caller.Path {
			c.vaLists[v] = true
		}
	}
	return c
}

// expandCallMacro expands the callmacro d at use r and returns, for each
// call its body makes to a function with helper definitions, the
// callee's name and the call's arguments bound by refCall's rules: an
// argument that is one of the use's arguments keeps that argument's
// template, a string literal is text, anything else a hole.
func expandCallMacro(d *extract.Def, r *extract.Ref, isHelper func(string) bool) []struct {
	name string
	args []template.Template
	text []string
} {
	var out []struct {
		name string
		args []template.Template
		text []string
	}
	m := &macro{directive: directive{name: d.Name, params: d.Params, fn: true, body: lex([]byte(d.Message.Render()))}}
	if len(d.Path) > 0 {
		m.varargs = d.Path[0]
	}
	var argToks [][]token
	useText := map[string]int{}
	for k, a := range r.Reprs {
		t := a.Render()
		argToks = append(argToks, lex([]byte(t)))
		useText[render(lex([]byte(t)))] = k
	}
	body := m.substitute(argToks, false)
	for i := 0; i+1 < len(body); i++ {
		if body[i].kind != tIdent || body[i+1].text != "(" || !isHelper(body[i].text) {
			continue
		}
		end := matchParen(body, i+1)
		if end < 0 {
			break
		}
		var args []template.Template
		var texts []string
		for _, a := range splitArgs(body[i+2 : end]) {
			t := render(a)
			texts = append(texts, t)
			switch k, ok := useText[t]; {
			case ok && k < len(r.Args):
				args = append(args, r.Args[k])
			case len(a) > 0 && allStrings(a):
				var b strings.Builder
				for _, s := range a {
					b.WriteString(decodeString(s.text))
				}
				args = append(args, template.Lit(b.String()))
			default:
				args = append(args, template.Hole(t, "", ""))
			}
		}
		out = append(out, struct {
			name string
			args []template.Template
			text []string
		}{body[i].text, args, texts})
		i = end
	}
	return out
}

func allStrings(ts []token) bool {
	for _, t := range ts {
		if t.kind != tString {
			return false
		}
	}
	return true
}
