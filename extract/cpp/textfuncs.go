package cpp

import (
	"slices"
	"strconv"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Text a function of another file formats. A site that prints a local
// assigned the result of a call,
//
//	PyObject *funcstr = _PyObject_FunctionStr(func);
//	PyErr_Format(PyExc_TypeError, "%U takes no keyword arguments", funcstr);
//
// prints what that function returns, and a function that returns the
// result of a PyUnicode_FromFormat call returns text of that format:
//
//	result = PyUnicode_FromFormat("%S()", qualname);
//	…
//	return result;
//
// textFuncDefs exports one "textfunc" Def per such format of each
// function the file defines, and textCallRefs one "textcall" Ref per
// hole of a site that prints a local the site's function assigns the
// result of a call of a plain function name (its only such assignment).
// The link gives the site one more site per format of the function
// called, with the hole replaced by the format (its holes the function's
// own); the site with the hole stays, for the function's other returns.

// maxTextFuncDefs bounds the formats exported per function.
const maxTextFuncDefs = 8

// noteLocalCall records that the local name is assigned, in the function
// around at, the result of a call of callee; a second, different callee
// for the same local leaves it unknown.
func (x *file) noteLocalCall(at *sitter.Node, name string, call *sitter.Node) {
	call = tsutil.Inner(call)
	if call == nil || call.Kind() != "call_expression" {
		return
	}
	f := call.ChildByFieldName("function")
	if f == nil || f.Kind() != "identifier" {
		return
	}
	fn := at
	for fn != nil && fn.Kind() != "function_definition" {
		fn = fn.Parent()
	}
	if fn == nil {
		return
	}
	callee := tsutil.Text(f, x.src)
	if callee == "PyUnicode_FromFormatV" {
		x.noteLocalFormat(fn, name, call)
	}
	if x.localCalls == nil {
		x.localCalls = map[string]string{}
	}
	k := functionName(fn, x.src) + "\x00" + name
	if prev, ok := x.localCalls[k]; ok && prev != callee {
		callee = ""
	}
	x.localCalls[k] = callee
}

// Text a caller's format makes. A variadic function that formats its
// format parameter into a local and raises with it,
//
//	msg_prefix = PyUnicode_FromFormatV(format, vargs);
//	…
//	PyErr_Format(exc, "%U (%s: %S)", msg_prefix, Py_TYPE(val)->tp_name, val);
//
// prints the text each caller's format makes ("%s with '%s' codec
// failed", encode_or_decode, encoding) at its own line: the site is that
// function's, not a helper's call. fmtParamRefs exports a "fmtparam" Ref
// per hole of such a site (Name the function, Args the hole's expression
// and the parameter's index); the link gives the site one more site per
// call of the function in another file that passes a constant format
// (a "call" Ref), the hole replaced by the format with the caller's
// arguments (fmtParamSites); a static function's calls are in its own
// file, which exports none, and it is left alone.

// maxFmtParamSites bounds the sites a "fmtparam" Ref gets.
const maxFmtParamSites = 8

// noteLocalFormat records that local name of fn is assigned the text
// call (a PyUnicode_FromFormatV call) formats from a parameter of fn.
func (x *file) noteLocalFormat(fn *sitter.Node, name string, call *sitter.Node) {
	as := args(call)
	if len(as) == 0 || as[0].Kind() != "identifier" {
		return
	}
	i := slices.Index(paramNames(fn, x.src), tsutil.Text(as[0], x.src))
	if i < 0 {
		return
	}
	if x.localFormats == nil {
		x.localFormats, x.staticFns = map[string]int{}, map[string]bool{}
	}
	fname := functionName(fn, x.src)
	x.localFormats[fname+"\x00"+name] = i
	if x.isStatic(fn) {
		x.staticFns[fname] = true
	}
}

// fmtParamRefs adds a "fmtparam" Ref for each hole of each site of the
// file that prints a local noteLocalFormat saw (see above).
func (x *file) fmtParamRefs() {
	if len(x.localFormats) == 0 {
		return
	}
	for _, s := range x.res.Sites {
		if x.staticFns[s.Context.Function] {
			continue
		}
		done := map[string]bool{}
		for _, p := range s.Message.Parts {
			i, ok := x.localFormats[s.Context.Function+"\x00"+p.Expr]
			if !p.Hole || done[p.Expr] || !ok {
				continue
			}
			done[p.Expr] = true
			c := s
			c.Context.Comments = slices.Clone(s.Context.Comments)
			c.Tags = slices.Clone(s.Tags)
			x.summary().Refs = append(x.summary().Refs, extract.Ref{Kind: "fmtparam", Site: -1, Name: s.Context.Function,
				Args: []template.Template{template.Lit(p.Expr), template.Lit(strconv.Itoa(i))}, Call: &c})
		}
	}
}

// fmtParamSites returns the sites the calls cs (with their files) make
// at "fmtparam" reference r: r's site with the hole r.Args[0] names
// replaced by each call's format, the argument at r.Args[1], printed
// with the arguments after it.
func fmtParamSites(r *extract.Ref, cs []callOf) []extract.Site {
	if len(r.Args) != 2 {
		return nil
	}
	expr := r.Args[0].Render()
	i, err := strconv.Atoi(r.Args[1].Render())
	if err != nil {
		return nil
	}
	var out []extract.Site
	seen := map[string]bool{}
	for _, c := range cs {
		if len(out) >= maxFmtParamSites {
			break
		}
		if i >= len(c.r.Args) || i >= len(c.r.Reprs) || hasHoles(c.r.Args[i]) {
			continue
		}
		format := c.r.Args[i].Render()
		var rest []string
		for _, a := range c.r.Reprs[i+1:] {
			rest = append(rest, a.Render())
		}
		t := printfTexts(format, rest, true)
		if t.LiteralLen() == 0 || seen[t.Message()] {
			continue
		}
		seen[t.Message()] = true
		var pieces []template.Template
		for _, p := range r.Call.Message.Parts {
			if p.Hole && p.Expr == expr && (p.Conv == "" || p.Conv == "s") {
				pieces = append(pieces, t)
				continue
			}
			pieces = append(pieces, template.Template{Parts: []template.Part{p}})
		}
		s := *r.Call
		s.Message = template.Concat(pieces...)
		s.Context.Comments = append(slices.Clone(s.Context.Comments),
			"the text the format "+c.file+":"+strconv.Itoa(c.r.Call.Line)+" passes to "+r.Name+"() makes in "+expr)
		out = append(out, s)
	}
	return out
}

// callOf is a "call" Ref and its file.
type callOf struct {
	file string
	r    *extract.Ref
}

// hasHoles reports whether t has a hole.
func hasHoles(t template.Template) bool {
	for _, p := range t.Parts {
		if p.Hole {
			return true
		}
	}
	return false
}

// textCallRefs adds a "textcall" Ref for each hole of each site of the
// file that prints a local noteLocalCall saw assigned the result of one
// function's call: Name the function, Args[0] the hole's expression.
func (x *file) textCallRefs() {
	if len(x.localCalls) == 0 {
		return
	}
	for _, s := range x.res.Sites {
		done := map[string]bool{}
		for _, p := range s.Message.Parts {
			if !p.Hole || done[p.Expr] {
				continue
			}
			done[p.Expr] = true
			callee := x.localCalls[s.Context.Function+"\x00"+p.Expr]
			if callee == "" {
				continue
			}
			c := s
			c.Context.Comments = slices.Clone(s.Context.Comments)
			c.Tags = slices.Clone(s.Tags)
			x.summary().Refs = append(x.summary().Refs, extract.Ref{Kind: "textcall", Site: -1, Name: callee,
				Args: []template.Template{template.Lit(p.Expr)}, Call: &c})
		}
	}
}

// textFuncDefs exports the formats the file's functions return (see
// above).
func (x *file) textFuncDefs() {
	if x.root == nil {
		return
	}
	u := &unit{src: x.src, root: x.root, toks: x.toks}
	for _, fn := range functionDefinitions(x.root) {
		name := functionName(fn, x.src)
		if !isIdent(name) {
			continue
		}
		returned := returnedNames(fn, x.src)
		n := 0
		for _, call := range callsOf(fn, x.src, "PyUnicode_FromFormat") {
			if n >= maxTextFuncDefs || !isReturned(call, returned, x.src) {
				continue
			}
			as := args(call)
			if len(as) == 0 {
				continue
			}
			m := x.msgAt(u, call)
			format, ok := m.constant(as[0])
			if !ok {
				continue
			}
			t := m.printf(format, as[1:], true)
			if t.LiteralLen() == 0 {
				continue
			}
			line, _ := x.span(u, call)
			d := extract.Def{Kind: "textfunc", Name: name, Message: t, Line: line}
			if x.isStatic(fn) {
				d.Class = "static"
			}
			x.summary().Defs = append(x.summary().Defs, d)
			n++
		}
	}
}

// returnedNames returns the names fn's return statements return.
func returnedNames(fn *sitter.Node, src []byte) map[string]bool {
	out := map[string]bool{}
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if n.Kind() == "return_statement" && n.NamedChildCount() == 1 {
			if v := tsutil.Inner(n.NamedChild(0)); v != nil && v.Kind() == "identifier" {
				out[tsutil.Text(v, src)] = true
			}
		}
		for i := uint(0); i < n.NamedChildCount(); i++ {
			walk(n.NamedChild(i))
		}
	}
	walk(fn)
	return out
}

// isReturned reports whether call's result is returned: call is a
// return statement's value, or is assigned to a name the function
// returns.
func isReturned(call *sitter.Node, returned map[string]bool, src []byte) bool {
	p := call.Parent()
	for p != nil && p.Kind() == "parenthesized_expression" {
		p = p.Parent()
	}
	if p == nil {
		return false
	}
	switch p.Kind() {
	case "return_statement":
		return true
	case "assignment_expression":
		l := p.ChildByFieldName("left")
		return l != nil && l.Kind() == "identifier" && returned[tsutil.Text(l, src)] && tsutil.Text(p.ChildByFieldName("operator"), src) == "="
	case "init_declarator":
		d := p.ChildByFieldName("declarator")
		for d != nil && d.Kind() == "pointer_declarator" {
			d = d.ChildByFieldName("declarator")
		}
		return d != nil && d.Kind() == "identifier" && returned[tsutil.Text(d, src)]
	}
	return false
}

// textCallSites returns the sites the "textfunc" Defs ds make at
// reference r: r's site with the hole r.Args[0] names replaced by each
// Def's format.
func textCallSites(r *extract.Ref, ds []textFuncDef) []extract.Site {
	if len(r.Args) != 1 {
		return nil
	}
	expr := r.Args[0].Render()
	var out []extract.Site
	for _, d := range ds {
		var pieces []template.Template
		for _, p := range r.Call.Message.Parts {
			if p.Hole && p.Expr == expr && (p.Conv == "" || p.Conv == "s") {
				pieces = append(pieces, d.d.Message)
				continue
			}
			pieces = append(pieces, template.Template{Parts: []template.Part{p}})
		}
		s := *r.Call
		s.Message = template.Concat(pieces...)
		s.Context.Comments = append(slices.Clone(s.Context.Comments),
			"the text "+d.d.Name+"() ("+d.file+") returns in "+expr)
		out = append(out, s)
	}
	return out
}

// textFuncDef is a "textfunc" Def and its file.
type textFuncDef struct {
	file string
	d    *extract.Def
}

// textFuncsFor returns the "textfunc" Defs of ds a call in file p
// reaches: p's own when it defines the function, else those of one other
// file where it is not static (definitions in several files are variants
// for two platforms: ambiguous).
func textFuncsFor(ds []textFuncDef, p string) []textFuncDef {
	var own []textFuncDef
	for _, d := range ds {
		if d.file == p {
			own = append(own, d)
		}
	}
	if len(own) > 0 {
		return own
	}
	for _, d := range ds {
		if d.file != ds[0].file || d.d.Class == "static" {
			return nil
		}
	}
	return ds
}

// functionDefinitions returns the function definitions under n, those
// inside a preprocessor conditional or a region the parser could not
// read among them, but not those nested in another's body.
func functionDefinitions(n *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		for i := uint(0); i < n.NamedChildCount(); i++ {
			c := n.NamedChild(i)
			if c.Kind() == "function_definition" {
				out = append(out, c)
				continue
			}
			walk(c)
		}
	}
	walk(n)
	return out
}
