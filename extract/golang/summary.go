package golang

import (
	"go/ast"
	"go/token"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// The file's part in the link pass (link.go). Go builds an error's text
// across the files of a package and across packages: a sentinel declared
// in one file is wrapped in another, an error type's Error method formats
// the fields a composite literal elsewhere sets, a helper joins its
// arguments into an error that its callers in other files pass text to.
// Run records these as the Summary's definitions and references:
//
// Defs, by Kind:
//   - "package": Name is the file's package name;
//   - "import": Name is bound to the package at Path[0];
//   - "sentinel": the package-level variable Name holds an error whose
//     text is Message (var ErrX = errors.New("…"));
//   - "const": the package-level constant Name is the string Message;
//   - "struct": the struct type Name has the fields Params, in order ("" for
//     an embedded one);
//   - "errmethod": the type Name's Error method may return Message (one
//     definition per return with literal text, else the last), its receiver
//     named Params[0];
//   - "helper": the function Name (the method Name of type Path[0]) returns
//     or panics with the error Site, whose text takes the parameters Params;
//     Format names the parameter that is a printf format for the arguments
//     after it. Value, when set, is a composite literal of an error type the
//     helper returns, its fields holding parameters: the link makes the
//     site from the type's Error method.
//
// Refs, by Kind:
//   - "call": a call of Name (a function of the package at Module, "" for
//     the file's own package), or with Kind "method" of a method Name, in a
//     place where its result is an error (returned, panicked, assigned to an
//     error variable) or as a statement of its own, with arguments of text
//     of their own or naming a sentinel; Call is the site it becomes. Caller
//     is the function around it, for a helper that passes its parameters on;
//   - "lit": a composite literal of the type Name (of the package at
//     Module) declared in another file, in such a place; Args are its
//     positional fields, Kwargs its keyed ones;
//   - "conv": a conversion T(v) (T Name, of the package at Module) in
//     such a place (not panicked); Args holds v;
//   - "holes": Sites[Site] has holes that may name sentinels of the package
//     or of an imported one, whose text the link puts in.

// summary returns the file's summary for the link pass.
func (x *fileCtx) summary() *extract.Summary {
	s := &extract.Summary{Refs: x.refs}
	s.Defs = append(s.Defs, extract.Def{Kind: "package", Name: x.pkg})
	for name, p := range x.imports {
		if name != "_" && name != "." && p != "C" {
			s.Defs = append(s.Defs, extract.Def{Kind: "import", Name: name, Path: []string{p}})
		}
	}
	for name, v := range x.consts {
		// A string constant another file's hole may name (Code:
		// ErrMissingParen, printed by the type's Error method).
		if c, ok := x.constString(v); ok && name != "_" {
			s.Defs = append(s.Defs, extract.Def{Kind: "const", Name: name, Message: template.Lit(c), Line: x.line(v.Pos())})
		}
	}
	for call, name := range x.sentinel {
		t, _, ok := x.errorCall(call)
		if !ok {
			continue
		}
		s.Defs = append(s.Defs, extract.Def{Kind: "sentinel", Name: name, Class: x.pkg + "." + name, Message: t, Line: x.line(call.Pos())})
	}
	s.Defs = append(s.Defs, x.sentinelAliases()...)
	for _, d := range x.file.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			if d.Tok == token.VAR {
				s.Defs = append(s.Defs, x.constructorVars(d)...)
			}
			if d.Tok != token.TYPE {
				continue
			}
			for _, spec := range d.Specs {
				ts, ok := spec.(*ast.TypeSpec)
				if !ok {
					continue
				}
				if st, ok := ts.Type.(*ast.StructType); ok {
					s.Defs = append(s.Defs, extract.Def{Kind: "struct", Name: ts.Name.Name, Params: structFields(st), Line: x.line(ts.Pos())})
				}
			}
		case *ast.FuncDecl:
			if d.Body == nil {
				continue
			}
			if isErrorMethod(d) {
				if len(d.Recv.List[0].Names) == 0 {
					continue
				}
				// One definition per text the method may return (if len(e.Args)
				// == 0 { return "… " + e.Code } return "… " + Sprintf(…)):
				// those with literal text, else the last.
				var defs []extract.Def
				recv := d.Recv.List[0].Names[0].Name
				nilRecv := nilReceiverReturns(d.Body, recv)
				arms := x.switchArms(d.Body, recv)
				nonNil := nonNilArms(d.Body, recv)
				for _, ret := range returns(d.Body) {
					if nilRecv[ret] {
						continue // a value that is made is not nil
					}
					t := x.recvFields(d, recv, x.valueOf(ret.Results[0], false))
					if t.LiteralLen() == 0 && slices.Contains(d.Body.List, ast.Stmt(ret)) {
						if bt, ok := x.builderText(d.Body, ret); ok {
							t = x.recvFields(d, recv, bt)
						}
					}
					if t.LiteralLen() > 0 {
						defs = append(defs, extract.Def{Kind: "errmethod", Name: recvType(d), Params: []string{recv}, Message: t, Line: x.line(ret.Pos()),
							Cases: arms[ret], None: nonNil[ret]})
					}
				}
				for _, t := range x.localMessages(d, recv) {
					if t = x.recvFields(d, recv, t); t.LiteralLen() > 0 {
						defs = append(defs, extract.Def{Kind: "errmethod", Name: recvType(d), Params: []string{recv}, Message: t, Line: x.line(d.Pos())})
					}
				}
				if ret := lastReturn(d.Body); len(defs) == 0 && ret != nil {
					for _, t := range x.handedOn(d, recv, ret.Results[0], 0) {
						defs = append(defs, extract.Def{Kind: "errmethod", Name: recvType(d), Params: []string{recv}, Message: t, Line: x.line(ret.Pos())})
					}
				}
				if ret := lastReturn(d.Body); len(defs) == 0 && ret != nil {
					defs = append(defs, extract.Def{Kind: "errmethod", Name: recvType(d), Params: []string{recv},
						Message: x.recvFields(d, recv, x.valueOf(ret.Results[0], false)), Line: x.line(ret.Pos())})
				}
				s.Defs = append(s.Defs, defs...)
				continue
			}
			if sd, ok := x.stringerDef(d); ok {
				s.Defs = append(s.Defs, sd)
			}
			s.Defs = append(s.Defs, x.helpers(d)...)
			s.Defs = append(s.Defs, x.closures(d)...)
		}
	}
	for i := range x.sites {
		if x.mayNameSentinel(x.sites[i].Message) {
			s.Refs = append(s.Refs, extract.Ref{Kind: "holes", Site: i})
		}
	}
	if s.IsEmpty() {
		return nil
	}
	return s
}

// constructorVars are the helpers that package-level variables bound to
// the standard library's error constructors are (var New = errors.New;
// Errorf = fmt.Errorf): a call of the variable makes the error that a
// call of the constructor does.
func (x *fileCtx) constructorVars(d *ast.GenDecl) []extract.Def {
	var defs []extract.Def
	for _, spec := range d.Specs {
		vs, ok := spec.(*ast.ValueSpec)
		if !ok || len(vs.Names) != len(vs.Values) {
			continue
		}
		for i, v := range vs.Values {
			sel, ok := unparen(v).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			id, ok := sel.X.(*ast.Ident)
			if !ok {
				continue
			}
			site := extract.Site{ErrorType: "error", Severity: "error", Class: "error"}
			def := extract.Def{Kind: "helper", Name: vs.Names[i].Name, Line: x.line(vs.Pos())}
			switch x.imports[id.Name] + "." + sel.Sel.Name {
			case "errors.New":
				site.Kind, def.Params = "new", []string{"text"}
			case "fmt.Errorf":
				site.Kind, def.Params, def.Format = "errorf", []string{"format", "a"}, "format"
			default:
				continue
			}
			site.Message = template.Hole(def.Params[0], "", "")
			def.Class, def.Message, def.Site = site.Class, site.Message, &site
			defs = append(defs, def)
		}
	}
	return defs
}

// handedOn reads an Error method of fd that hands its receiver's text to a
// formatter this file does not read: return e.FormatError(false, true),
// whose method returns FormatError(e.Message, e.Token, colored, source)
// or FormatError(e.msg(), e.Token, …). A call of the receiver's method
// declared in this file (with the same receiver name) is followed into its
// returned value; in a call of anything else, the first argument that is
// the receiver's text is what the formatter prints somewhere in the
// message (a position may go before it, a snippet after): a string field
// of the receiver (e.Message) or a call of the receiver's method whose
// returns have literal text (e.msg(): one template per return). Nil when
// the method hands on no such text.
func (x *fileCtx) handedOn(fd *ast.FuncDecl, recv string, e ast.Expr, depth int) []template.Template {
	call, ok := unparen(e).(*ast.CallExpr)
	if !ok || depth > 3 {
		return nil
	}
	if m := x.recvMethod(fd, recv, call); m != nil {
		if ret := lastReturn(m.Body); ret != nil && len(returns(m.Body)) == 1 {
			return x.handedOn(m, recv, ret.Results[0], depth+1)
		}
		return nil
	}
	if t := x.valueOf(call, false); t.LiteralLen() > 0 || len(t.Parts) != 1 {
		return nil // a call this file reads (fmt.Sprintf(…)): not handed on
	}
	strFields := map[string]bool{}
	for _, f := range x.structOf(recvType(fd)) {
		if id, ok := f.Type.(*ast.Ident); ok && id.Name == "string" {
			for _, n := range f.Names {
				strFields[n.Name] = true
			}
		}
	}
	for _, a := range call.Args {
		a = unparen(a)
		if sel, ok := a.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == recv && strFields[sel.Sel.Name] {
				return []template.Template{template.Hole(recv+"."+sel.Sel.Name, "", "")}
			}
			continue
		}
		inner, ok := a.(*ast.CallExpr)
		if !ok {
			continue
		}
		m := x.recvMethod(fd, recv, inner)
		if m == nil {
			continue
		}
		var ts []template.Template
		for _, ret := range returns(m.Body) {
			if t := x.valueOf(ret.Results[0], false); t.LiteralLen() > 0 {
				ts = append(ts, t)
			}
		}
		if len(ts) > 0 {
			return ts
		}
	}
	return nil
}

// recvMethod is the method of fd's receiver type, declared in this file
// with the receiver named recv and no arguments of its own used, that
// call (recv.M(…)) calls; nil for any other call.
func (x *fileCtx) recvMethod(fd *ast.FuncDecl, recv string, call *ast.CallExpr) *ast.FuncDecl {
	sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if id, ok := sel.X.(*ast.Ident); !ok || id.Name != recv {
		return nil
	}
	typ := recvType(fd)
	for _, d := range x.file.Decls {
		m, ok := d.(*ast.FuncDecl)
		if !ok || m.Recv == nil || m.Body == nil || m.Name.Name != sel.Sel.Name || recvType(m) != typ {
			continue
		}
		if len(m.Recv.List[0].Names) == 0 || m.Recv.List[0].Names[0].Name != recv {
			return nil
		}
		return m
	}
	return nil
}

// structOf is the fields of the struct type name declared in this file.
func (x *fileCtx) structOf(name string) []*ast.Field {
	for _, d := range x.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			if ts, ok := spec.(*ast.TypeSpec); ok && ts.Name.Name == name {
				if st, ok := ts.Type.(*ast.StructType); ok {
					return st.Fields.List
				}
			}
		}
	}
	return nil
}

// structFields are the names of a struct's fields in order, "" for an
// embedded one.
func structFields(st *ast.StructType) []string {
	var names []string
	for _, f := range st.Fields.List {
		for _, n := range f.Names {
			names = append(names, n.Name)
		}
		if len(f.Names) == 0 {
			names = append(names, "")
		}
	}
	return names
}

// switchArms gives each return statement of body that sits in a case
// clause of a switch on a field of the receiver recv (switch
// e.messageType { case flagUnknownFlagMessage: return … }) the field and
// that clause's case expressions, as written; the innermost clause
// decides, and a return in a default clause or in a switch on anything
// else has none.
func (x *fileCtx) switchArms(body *ast.BlockStmt, recv string) map[*ast.ReturnStmt]map[string][]string {
	arms := map[*ast.ReturnStmt]map[string][]string{}
	inspect(body, func(n ast.Node, stack []ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok {
			return true
		}
		for i := len(stack) - 2; i >= 2; i-- {
			cc, ok := stack[i].(*ast.CaseClause)
			if !ok {
				continue
			}
			sw, ok := stack[i-2].(*ast.SwitchStmt) // switch → its body → the clause
			if !ok || len(cc.List) == 0 {
				break
			}
			field := recvField(sw.Tag, recv)
			if field == "" {
				break
			}
			var exprs []string
			for _, e := range cc.List {
				exprs = append(exprs, x.text(e))
			}
			arms[ret] = map[string][]string{field: exprs}
			break
		}
		return false
	})
	return arms
}

// nonNilArms maps each return of an Error method's body that sits in
// the then-branch of if recv.F != nil (if e.Err != nil { return
// fmt.Sprintf("%s: %v", e.Msg, e.Err) }) to those fields, each false
// (Def.None: the text is printed only when the field is not nil). A
// literal that leaves the field out does not print it (armsFor).
func nonNilArms(body *ast.BlockStmt, recv string) map[*ast.ReturnStmt]map[string]bool {
	arms := map[*ast.ReturnStmt]map[string]bool{}
	inspect(body, func(n ast.Node, stack []ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok {
			return true
		}
		for i := len(stack) - 2; i >= 1; i-- {
			is, ok := stack[i].(*ast.IfStmt)
			if !ok || stack[i+1] != is.Body {
				continue
			}
			be, ok := unparen(is.Cond).(*ast.BinaryExpr)
			if !ok || be.Op != token.NEQ {
				continue
			}
			field := recvField(be.X, recv)
			if id, ok := unparen(be.Y).(*ast.Ident); !ok || id.Name != "nil" || field == "" {
				continue
			}
			if arms[ret] == nil {
				arms[ret] = map[string]bool{}
			}
			arms[ret][field] = false
		}
		return false
	})
	return arms
}

// recvField is F when e is recv.F, else "".
func recvField(e ast.Expr, recv string) string {
	sel, ok := unparen(e).(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	if id, ok := unparen(sel.X).(*ast.Ident); !ok || id.Name != recv {
		return ""
	}
	return sel.Sel.Name
}

// returns are the return statements of one value in body, outside
// function literals, in order.
func returns(body *ast.BlockStmt) []*ast.ReturnStmt {
	var out []*ast.ReturnStmt
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				out = append(out, n)
			}
		}
		return true
	})
	return out
}

// lastReturn is the last return statement of one value in body, outside
// function literals; nil when none.
func lastReturn(body *ast.BlockStmt) *ast.ReturnStmt {
	rs := returns(body)
	if len(rs) == 0 {
		return nil
	}
	return rs[len(rs)-1]
}

// sentinelAliases are the "sentinel" definitions of the package-level
// variables that hold another sentinel: var ErrNotExist = fs.ErrNotExist,
// var ErrClosed = errClosed, or var ErrInvalid = errInvalid() where the
// file's func errInvalid() error { return oserror.ErrInvalid }. Message is
// one hole naming the other sentinel, which the link resolves; Path[0] is
// the import path of its package when it is another's.
func (x *fileCtx) sentinelAliases() []extract.Def {
	var out []extract.Def
	for name, v := range x.globalVals {
		if name == "_" {
			continue
		}
		target := x.aliasTarget(v)
		if target == nil {
			continue
		}
		d := extract.Def{Kind: "sentinel", Name: name, Class: x.pkg + "." + name, Line: x.line(v.Pos())}
		switch t := target.(type) {
		case *ast.Ident:
			if t.Name == name || !looksSentinel(t.Name) {
				continue
			}
			d.Message = template.Hole(t.Name, "", "")
		case *ast.SelectorExpr:
			q, ok := t.X.(*ast.Ident)
			ip := ""
			if ok {
				ip = x.imports[q.Name]
			}
			if ip == "" || !looksSentinel(t.Sel.Name) {
				continue
			}
			d.Message = template.Hole(q.Name+"."+t.Sel.Name, "", "")
			d.Path = []string{ip}
		}
		out = append(out, d)
	}
	return out
}

// aliasTarget is the sentinel a package-level variable's value names:
// the value itself when it is a name or pkg.Name, or what a function of
// the file called without arguments returns, when its body is that one
// return.
func (x *fileCtx) aliasTarget(v ast.Expr) ast.Expr {
	v = unparen(v)
	if call, ok := v.(*ast.CallExpr); ok {
		fn, ok := unparen(call.Fun).(*ast.Ident)
		if !ok || len(call.Args) != 0 {
			return nil
		}
		v = nil
		for _, d := range x.file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Name.Name != fn.Name || fd.Body == nil || len(fd.Body.List) != 1 {
				continue
			}
			if ret, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
				v = unparen(ret.Results[0])
			}
		}
	}
	switch v := v.(type) {
	case *ast.Ident, *ast.SelectorExpr:
		return v
	}
	return nil
}

// mayNameSentinel reports whether t has a hole that may be a sentinel's
// text: an identifier or a package's identifier, or its Error().
func (x *fileCtx) mayNameSentinel(t template.Template) bool {
	for _, p := range t.Parts {
		if p.Hole && (isName(unwrapError(p.Expr)) || strings.HasPrefix(p.Expr, "fmt.Sprintf(")) {
			return true
		}
	}
	return false
}

// helpers returns the helper definitions of function fd: one per error
// it returns or panics with whose text takes a parameter, or which is a
// composite literal of an error type built from parameters.
func (x *fileCtx) helpers(fd *ast.FuncDecl) []extract.Def {
	var path []string
	if fd.Recv != nil {
		path = []string{recvType(fd)}
	}
	params := funcParams(fd)
	defs := x.helpersOf(fd.Name.Name, path, params, fd.Body, !errorResult(fd.Type.Results))
	if len(defs) == 0 {
		if d, ok := x.raiser(fd, path, params); ok {
			defs = append(defs, d)
		}
	}
	if len(defs) == 0 {
		if d, ok := x.formatter(fd, path, params); ok {
			defs = append(defs, d)
		}
	}
	return defs
}

// formatter is the definition of a function that formats its caller's
// printf text into the value it returns, whatever that value's type (a
// string, an interpreter's exception object): it is variadic, returns no
// error, and hands its format and arguments to fmt.Sprintf, the format
// being a parameter (fmt.Sprintf(format, args...)) or the first of its
// variadic arguments (f, _ := args[0].(string); fmt.Sprintf(f,
// args[1:]...)), and every return reads the text made (return
// r.builtin_new(typ, []Value{newStringValue(msg)}) after msg =
// fmt.Sprintf(…)), or is it. Its value is an error where it unwinds: a
// call of it panicked (panic(r.NewTypeError("Invalid array length %d",
// n))), or handed alone to a function named for throwing
// (vm.throw(r.NewTypeError(…))), is a site with the call's format and
// arguments filled in (the link's bind, kind "formatter"). A formatter
// named for an error (NewTypeError, newError: errorNamed) makes one
// wherever it stands where an error goes (return r.newError(…, "%s is
// not defined", name)); anywhere else its text is a text like any other.
func (x *fileCtx) formatter(fd *ast.FuncDecl, path, params []string) (extract.Def, bool) {
	if fd.Body == nil || fd.Type.Results.NumFields() == 0 || errorResult(fd.Type.Results) || len(params) == 0 {
		return extract.Def{}, false
	}
	list := fd.Type.Params.List
	if _, variadic := list[len(list)-1].Type.(*ast.Ellipsis); !variadic {
		return extract.Def{}, false
	}
	rest := params[len(params)-1]
	isParam := paramSet(params)
	// f, _ := args[0].(string): the first variadic argument as a format
	first := map[string]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.DEFINE || len(as.Rhs) != 1 {
			return true
		}
		ta, ok := unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
		if !ok || !isIdentNamed(ta.Type, "string") {
			return true
		}
		ix, ok := unparen(ta.X).(*ast.IndexExpr)
		if !ok || !isIdentNamed(ix.X, rest) || !isIntLit(ix.Index, "0") {
			return true
		}
		if id, ok := as.Lhs[0].(*ast.Ident); ok && id.Name != "_" {
			first[id.Name] = true
		}
		return true
	})
	var sprintf *ast.CallExpr
	format := ""
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit || sprintf != nil {
			return false
		}
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if p, name := x.callee(call); p != pathFmt || name != "Sprintf" {
			return true
		}
		if f := x.formatParam(call, isParam); f != "" && f != rest {
			sprintf, format = call, f
		} else if len(call.Args) == 2 && call.Ellipsis.IsValid() {
			id, ok := unparen(call.Args[0]).(*ast.Ident)
			sl, isSlice := unparen(call.Args[1]).(*ast.SliceExpr)
			if ok && first[id.Name] && isSlice && isIdentNamed(sl.X, rest) && sl.Low != nil && isIntLit(sl.Low, "1") && sl.High == nil {
				sprintf, format = call, rest
			}
		}
		return true
	})
	if sprintf == nil {
		return extract.Def{}, false
	}
	// the local the text is put in (msg = fmt.Sprintf(…)), if any
	holder := ""
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for k, r := range as.Rhs {
				if r == ast.Expr(sprintf) && k < len(as.Lhs) && len(as.Lhs) == len(as.Rhs) {
					if id, ok := as.Lhs[k].(*ast.Ident); ok && !isParam[id.Name] {
						holder = id.Name
					}
				}
			}
		}
		return holder == ""
	})
	rets := 0
	reads := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) == 0 {
			return true
		}
		rets++
		holds := false
		ast.Inspect(ret, func(m ast.Node) bool {
			if m == ast.Node(sprintf) {
				holds = true
			}
			if id, ok := m.(*ast.Ident); ok && holder != "" && id.Name == holder {
				holds = true
			}
			return !holds
		})
		reads = reads && holds
		return true
	})
	if rets == 0 || !reads {
		return extract.Def{}, false
	}
	msg := template.Hole(format, "", "")
	site := extract.Site{Kind: "panic", ErrorType: "panic", Severity: "fatal", Class: "panic", Message: msg,
		Line: x.line(sprintf.Pos()), EndLine: x.line(sprintf.End())}
	return extract.Def{Kind: "formatter", Name: fd.Name.Name, Path: path, Params: params, Class: site.Class, Message: msg,
		Line: site.Line, Format: format, Site: &site}, true
}

// isIntLit reports whether e is the integer literal v.
func isIntLit(e ast.Expr, v string) bool {
	b, ok := unparen(e).(*ast.BasicLit)
	return ok && b.Kind == token.INT && b.Value == v
}

// raiser is the helper an interpreter's raise function is: one that
// returns nothing, formats its own printf parameters (fmt.Sprintf(format,
// args...)) into a text it keeps where its machine's caller finds it, and
// unwinds: its last statement is a panic or a call named for failure on
// its receiver (the handler field a VM installs: s.Panic(s)), or its own
// name starts with a failure word (RaiseError, throwf, fatalf, errorAt).
// Its calls with a constant format are the sites, through the helper link
// as for a constructor's (bind), and a function passing its own format on
// to it (RaiseError calling raiseError(1, format, args...)) is followed to
// its callers. A function that formats and writes (tracef, a logger's
// Infof, a warning list's addErrorMsg) is none: it neither unwinds nor is
// named for failure first.
func (x *fileCtx) raiser(fd *ast.FuncDecl, path, params []string) (extract.Def, bool) {
	if fd.Body == nil || len(fd.Body.List) == 0 || fd.Type.Results.NumFields() > 0 || len(params) < 2 {
		return extract.Def{}, false
	}
	if !failurePrefix(fd.Name.Name) && !x.unwinds(fd) {
		return extract.Def{}, false
	}
	isParam := paramSet(params)
	var sprintf *ast.CallExpr
	format := ""
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit || sprintf != nil {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok {
			if path, name := x.callee(call); path == pathFmt && name == "Sprintf" {
				if f := x.formatParam(call, isParam); f != "" {
					sprintf, format = call, f
				}
			}
		}
		return true
	})
	if sprintf == nil {
		return extract.Def{}, false
	}
	msg := x.printf(sprintf.Args)
	site := extract.Site{Kind: "errorf", ErrorType: "error", Severity: "error", Class: "error", Message: msg,
		Line: x.line(sprintf.Pos()), EndLine: x.line(sprintf.End())}
	return extract.Def{Kind: "helper", Name: fd.Name.Name, Path: path, Params: params, Class: site.Class, Message: msg,
		Line: site.Line, Format: format, Site: &site}, true
}

// unwinds reports whether fd's last statement leaves by a panic or by a
// call on its receiver named for failure (s.Panic(s), p.fail()).
func (x *fileCtx) unwinds(fd *ast.FuncDecl) bool {
	es, ok := fd.Body.List[len(fd.Body.List)-1].(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := unparen(es.X).(*ast.CallExpr)
	if !ok {
		return false
	}
	switch fn := unparen(call.Fun).(type) {
	case *ast.Ident:
		return fn.Name == "panic" && len(call.Args) == 1
	case *ast.SelectorExpr:
		id, ok := unparen(fn.X).(*ast.Ident)
		return ok && fd.Recv != nil && len(fd.Recv.List) == 1 && len(fd.Recv.List[0].Names) == 1 &&
			id.Name == fd.Recv.List[0].Names[0].Name && failurePrefix(fn.Sel.Name)
	}
	return false
}

// failureWords are the words a function's name reports a failure with.
var failureWords = []string{"error", "fail", "raise", "panic", "throw", "fatal", "abort"}

// failurePrefix reports whether a function's name starts with a word
// that reports a failure (RaiseError, throwf, Panic, fatalf, ErrorfAt).
func failurePrefix(name string) bool {
	l := strings.ToLower(name)
	for _, w := range failureWords {
		if strings.HasPrefix(l, w) {
			return true
		}
	}
	return false
}

// nilReceiverReturns are the return statements of body under a
// top-level if recv == nil: what a nil value of the type prints, which
// no value an error site makes is.
func nilReceiverReturns(body *ast.BlockStmt, recv string) map[*ast.ReturnStmt]bool {
	out := map[*ast.ReturnStmt]bool{}
	for _, st := range body.List {
		is, ok := st.(*ast.IfStmt)
		if !ok || is.Init != nil {
			continue
		}
		c, ok := unparen(is.Cond).(*ast.BinaryExpr)
		if !ok || c.Op != token.EQL {
			continue
		}
		l, lok := unparen(c.X).(*ast.Ident)
		r, rok := unparen(c.Y).(*ast.Ident)
		if lok && rok && (l.Name == recv && r.Name == "nil" || r.Name == recv && l.Name == "nil") {
			for _, ret := range returns(is.Body) {
				out[ret] = true
			}
		}
	}
	return out
}

// recvFields writes, in the holes of t (what Error method fd returns), a
// field read through a local variable declared as the receiver (leaf :=
// ve, then leaf = leaf.Causes[0] to the innermost cause) as the
// receiver's own field: the variable has the receiver's type, and for a
// value made with no nested values of its type it is the receiver, so
// the fields a composite literal sets fill it (leaf.Message is ve.Message).
func (x *fileCtx) recvFields(fd *ast.FuncDecl, recv string, t template.Template) template.Template {
	aliases := map[string]bool{}
	for _, v := range x.variables(fd.Body.Pos()) {
		if id, ok := v.value.(*ast.Ident); ok && id.Name == recv && v.name != recv {
			aliases[v.name] = true
		}
	}
	if len(aliases) == 0 {
		return t
	}
	t, _ = template.Fill(t, template.Filler{Value: func(e string) (template.Template, bool) {
		name, field, ok := strings.Cut(e, ".")
		if !ok || !aliases[name] || !isName(field) {
			return template.Template{}, false
		}
		return template.Hole(recv+"."+field, "", ""), true
	}})
	return t
}

// closures returns the helper definitions of the function literals that
// fd binds to local variables it never assigns again (fail := func(kw,
// format string, a ...any) *ValidationError {…}), each named as
// closureName says, which its calls in fd name too (callRef).
func (x *fileCtx) closures(fd *ast.FuncDecl) []extract.Def {
	var defs []extract.Def
	for _, v := range x.variables(fd.Body.Pos()) {
		if lit, ok := closureOf(v); ok {
			defs = append(defs, x.helpersOf(x.closureName(v), nil, fieldNames(lit.Type.Params), lit.Body, false)...)
		}
	}
	return defs
}

// closureOf is the function literal v is declared with, when v is never
// assigned again: calling v calls that literal.
func closureOf(v *variable) (*ast.FuncLit, bool) {
	if v == nil || v.value == nil || v.assigned > 0 {
		return nil, false
	}
	lit, ok := unparen(v.value).(*ast.FuncLit)
	return lit, ok
}

// closureName is the name the link knows a function literal bound to
// the local variable v by: the variable's name and the literal's file and
// line, which no package-level name can be.
func (x *fileCtx) closureName(v *variable) string {
	return v.name + "@" + path.Base(x.tf.Name()) + ":" + strconv.Itoa(x.line(v.value.Pos()))
}

// helpersOf is helpers for a function named name (of the receiver type
// recv[0], if any) with the parameters params and the body body; stores
// says that an error it stores in a field counts as the one it returns
// (a function whose results hold no error, not a closure).
func (x *fileCtx) helpersOf(name string, recv, params []string, body *ast.BlockStmt, stores bool) []extract.Def {
	if len(params) == 0 {
		return nil
	}
	isParam := paramSet(params)
	// a function that returns no value and appends an error it builds to
	// its receiver's list of errors (c.errs = append(c.errs,
	// &QueryError{Message: fmt.Sprintf(format, a...)})) reports that
	// error to whoever reads the list: the appended value counts as the
	// value it would return
	collects := len(returns(body)) == 0
	// a function whose results hold no error and that stores an error it
	// builds in a field named like one (s.err = &SyntaxError{"invalid
	// character " + quoteChar(c) + " " + context, s.bytes}; return
	// scanError) reports that error to whoever reads the field: the
	// stored value counts as the value it would return (stores); so
	// does one stored in a field that a return of the function then
	// reads (p.err = fmt.Errorf(…); p.conn.asyncClose(); return p.err)
	returned := x.returnedFields(body)
	short := x.line(body.End())-x.line(body.Pos()) < maxHelperLines
	formatted := x.selfFormatted(body, isParam)
	locals := x.formattedLocals(body, isParam)
	var defs []extract.Def
	add := func(site extract.Site, value *extract.Ref, format string, at ast.Node) {
		d := extract.Def{Kind: "helper", Name: name, Path: recv, Params: params, Class: site.Class, Message: site.Message,
			Line: x.line(at.Pos()), Format: format, Value: value}
		site.Line, site.EndLine = x.line(at.Pos()), x.line(at.End())
		d.Site = &site
		defs = append(defs, d)
	}
	ast.Inspect(body, func(n ast.Node) bool {
		var e ast.Expr
		kind := "errorf"
		kept := false // appended to a list or stored in a field: a record the caller reads later
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				return true
			}
			e = n.Results[len(n.Results)-1]
		case *ast.CallExpr:
			if path, name := x.callee(n); path == "" && name == "panic" && len(n.Args) == 1 {
				e, kind = n.Args[0], "panic"
			} else if stores && short && collects && x.storingSetter(n) {
				// l.setError(&SyntaxError{problem: problem, …}): a
				// method of the receiver that stores the error it is
				// handed in a field named for one stores this one
				e, kept = n.Args[0], true
			}
		case *ast.AssignStmt:
			if collects {
				e = x.appendedError(n)
			}
			if e == nil && (stores && (!collects || short) || len(n.Lhs) == 1 && returned[x.text(n.Lhs[0])]) {
				// a short function returning nothing stores the error it
				// builds as well as one that appends it (p.err =
				// fmt.Errorf(msg, args...) under if p.err == nil); a
				// longer one works out more of the text itself (the
				// input around the position) and is where it is made
				e = storedError(n)
			}
			kept = e != nil
		}
		if e == nil {
			return true
		}
		e = unparen(e)
		if id, ok := e.(*ast.Ident); ok {
			// e := &Error{Pos: pos, Msg: msg}; e.stack = callers();
			// return e: the value the local was declared with, when it
			// is never assigned again
			if v := resolve(x.variables(id.Pos()), id); v != nil && v.value != nil && v.assigned == 0 {
				e = unparen(v.value)
			}
		}
		if c, ok := e.(*ast.CallExpr); ok && kind != "panic" {
			// return errors.NewErrCorrupted(fd, &ErrBatchCorrupted{reason}):
			// a call that is no error constructor of its own, handed the
			// one error literal built from the parameters, carries it
			// (a wrapper adding a file name or a stack): the literal is
			// the value returned
			if lit := x.carriedLit(c, isParam); lit != nil {
				e = lit
			}
		}
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = unparen(u.X)
		}
		if v, ok := e.(*ast.CompositeLit); ok {
			r, ok := x.litRef(v)
			if ok && r.Module == "" && x.errTypes[r.Name] != nil && x.litFormatParam(v, isParam) == "" && formattedField(v, formatted) == "" {
				if f := x.nestedFormat(v, locals, isParam); f != "" {
					// message := fmt.Sprintf(format, a...); return
					// &Exception{Base: t, Args: Tuple{String(message)}}:
					// the caller's format, filled in, is the text the
					// value carries deep in a field, whatever the type's
					// Error method puts around it
					site := extract.Site{Kind: "new", ErrorType: "error", Severity: "error", Class: x.pkg + "." + r.Name,
						Message: template.Hole(f, "", "")}
					add(site, nil, f, v)
					return true
				}
			}
			localFormat := ""
			if ok {
				// &CompileError{Line: line, Message: msg} after msg :=
				// fmt.Sprintf(format, args...): the field holds the
				// caller's format, filled in
				localFormat = x.formattedLocalFields(v, r, locals)
			}
			if ok && refUsesParam(r, isParam) {
				site := extract.Site{Kind: "new", ErrorType: "error", Severity: "error"}
				if kept {
					// the link may read a record of a type with no Error
					// method by its message field (recordText); a value
					// returned or panicked is the caller's to print
					site.Kind = "record"
				}
				format := x.litFormatParam(v, isParam)
				if format == "" {
					format = formattedField(v, formatted)
				}
				if format == "" {
					format = localFormat
				}
				if format == "" {
					format = heldFormat(r, isParam)
				}
				add(site, r, format, v)
			}
			return true
		}
		var site extract.Site
		if kind == "panic" {
			site = extract.Site{Kind: "panic", ErrorType: "panic", Severity: "fatal", Class: "panic", Message: x.valueOf(e, false)}
		} else if v, ok := e.(*ast.CallExpr); ok {
			t, k, ok := x.errorCall(v)
			if !ok {
				return true
			}
			site = extract.Site{Kind: k, ErrorType: "error", Severity: "error", Class: "error", Message: t}
			site.Context.Cause = x.cause(v, k)
		} else {
			return true
		}
		site.Message = formatLocals(site.Message, locals)
		if !usesParam(site.Message, isParam) {
			return true
		}
		format := ""
		if v, ok := e.(*ast.CallExpr); ok {
			format = x.formatParam(v, isParam)
			if format == "" && len(v.Args) == 1 {
				if id, ok := unparen(v.Args[0]).(*ast.Ident); ok && formatted[id.Name] {
					format = id.Name // errors.New(msg) after msg = fmt.Sprintf(msg, a...)
				}
			}
		}
		if format == "" {
			format = x.innerFormat(e, site.Message, locals, isParam)
		}
		add(site, nil, format, e)
		return true
	})
	return defs
}

// carriedLit is the one argument of call, not itself an error
// constructor that errorCall knows, that is a literal (or its address) of
// an error type built from the parameters, or nil: the helper's value
// carries that literal's text.
func (x *fileCtx) carriedLit(call *ast.CallExpr, isParam map[string]bool) ast.Expr {
	if _, _, ok := x.errorCall(call); ok {
		return nil
	}
	var found ast.Expr
	for _, a := range call.Args {
		a = unparen(a)
		v := a
		if u, ok := v.(*ast.UnaryExpr); ok && u.Op == token.AND {
			v = unparen(u.X)
		}
		lit, ok := v.(*ast.CompositeLit)
		if !ok {
			continue
		}
		if r, ok := x.litRef(lit); ok && refUsesParam(r, isParam) {
			if found != nil {
				return nil
			}
			found = a
		}
	}
	return found
}

// formattedLocalFields sets each field of r, the reference of the
// composite literal v, whose value is a local of locals (formattedLocals:
// msg := fmt.Sprintf(format, args...)) to the format parameter it holds,
// and returns that parameter ("" when none).
func (x *fileCtx) formattedLocalFields(v *ast.CompositeLit, r *extract.Ref, locals map[string]string) string {
	found := ""
	for i, e := range v.Elts {
		key, e := keyed(e)
		id, ok := unparen(e).(*ast.Ident)
		if !ok || locals[id.Name] == "" {
			continue
		}
		f := locals[id.Name]
		switch {
		case key != "" && r.Kwargs != nil:
			r.Kwargs[key] = template.Hole(f, "", "")
		case key == "" && i < len(r.Args):
			r.Args[i] = template.Hole(f, "", "")
		}
		found = f
	}
	return found
}

// nestedFormat is the format parameter whose text, formatted with the
// variadic parameter, a field of the composite literal v holds inside a
// conversion or another literal (Args: Tuple{String(message)} after
// message := fmt.Sprintf(format, a...), locals of formattedLocals; or
// Args: []any{fmt.Sprintf(format, a...)}); "" when none or several, or
// when the text is a field's value itself (formattedLocalFields,
// litFormatParam).
func (x *fileCtx) nestedFormat(v *ast.CompositeLit, locals map[string]string, isParam map[string]bool) string {
	found := ""
	several := false
	for _, e := range v.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		switch e := unparen(e).(type) {
		case *ast.Ident:
			continue
		case *ast.CallExpr:
			if x.formatParam(e, isParam) != "" {
				continue
			}
		}
		ast.Inspect(e, func(n ast.Node) bool {
			f := ""
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.Ident:
				f = locals[n.Name]
			case *ast.CallExpr:
				f = x.formatParam(n, isParam)
			}
			if f != "" {
				several = several || found != "" && found != f
				found = f
			}
			return true
		})
	}
	if several {
		return ""
	}
	return found
}

// formattedLocals maps each local variable of body that is declared with
// fmt.Sprintf(P, V...) or fmt.Errorf(P, V...), P a parameter and V the
// variadic one spread, and never assigned again to P: msg :=
// fmt.Sprintf(format, args...) holds the text of the caller's format.
func (x *fileCtx) formattedLocals(body *ast.BlockStmt, isParam map[string]bool) map[string]string {
	out := map[string]string{}
	formatCalls(body, token.DEFINE, func(as *ast.AssignStmt, lhs *ast.Ident, call *ast.CallExpr) {
		if isParam[lhs.Name] {
			return
		}
		if path, name := x.callee(call); path != pathFmt || name != "Sprintf" && name != "Errorf" {
			return
		}
		f := x.formatParam(call, isParam)
		if f == "" {
			return
		}
		for _, v := range x.variables(as.Pos()) {
			if v.name == lhs.Name && v.decl == as.End() && v.assigned == 0 {
				out[lhs.Name] = f
			}
		}
	})
	return out
}

// formatLocals is t with each hole that prints a local of locals
// (formattedLocals), or its Error(), printing the format parameter
// instead: the text the call's format and arguments make.
func formatLocals(t template.Template, locals map[string]string) template.Template {
	if len(locals) == 0 {
		return t
	}
	out := template.Template{Parts: slices.Clone(t.Parts)}
	for i, p := range out.Parts {
		if f, ok := locals[unwrapError(p.Expr)]; p.Hole && ok {
			out.Parts[i].Expr = f
		}
	}
	return out
}

// innerFormat is the parameter that the error e formats deeper down, as a
// format with the variadic parameter spread after it, and whose text t
// prints as a hole of its own: errors.New(fmt.Sprintf(format, args...) +
// " at line " + …) is "{format} at line {…}", and msg :=
// fmt.Sprintf(format, args...) read by e a local of locals. "" when none.
func (x *fileCtx) innerFormat(e ast.Expr, t template.Template, locals map[string]string, isParam map[string]bool) string {
	holes := map[string]bool{}
	for _, p := range t.Parts {
		if p.Hole {
			holes[p.Expr] = true
		}
	}
	for _, f := range locals {
		if holes[f] {
			return f
		}
	}
	format := ""
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok || format != "" {
			return false
		}
		if call, ok := n.(*ast.CallExpr); ok {
			if f := x.formatParam(call, isParam); f != "" && holes[f] {
				format = f
			}
		}
		return true
	})
	return format
}

// selfFormatted is the set of the parameters that body formats with
// themselves as the format and a variadic parameter spread after it
// (message = fmt.Sprintf(message, a...), often under if len(a) > 0): such
// a parameter is the function's printf format, the caller's text.
func (x *fileCtx) selfFormatted(body *ast.BlockStmt, isParam map[string]bool) map[string]bool {
	set := map[string]bool{}
	formatCalls(body, token.ASSIGN, func(_ *ast.AssignStmt, lhs *ast.Ident, call *ast.CallExpr) {
		if isParam[lhs.Name] && x.formatParam(call, isParam) == lhs.Name {
			set[lhs.Name] = true
		}
	})
	return set
}

// formatCalls calls f with each assignment (tok: = or :=) in body, outside
// function literals, of one call to one name.
func formatCalls(body *ast.BlockStmt, tok token.Token, f func(as *ast.AssignStmt, lhs *ast.Ident, call *ast.CallExpr)) {
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != tok || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
			return true
		}
		lhs, ok := unparen(as.Lhs[0]).(*ast.Ident)
		if call, isCall := unparen(as.Rhs[0]).(*ast.CallExpr); ok && isCall {
			f(as, lhs, call)
		}
		return true
	})
}

// formattedField is the parameter of formatted (selfFormatted) that a
// field of the composite literal v is set to, "" when none: &Error{Message:
// message} after message = fmt.Sprintf(message, a...).
func formattedField(v *ast.CompositeLit, formatted map[string]bool) string {
	for _, e := range v.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if id, ok := unparen(e).(*ast.Ident); ok && formatted[id.Name] {
			return id.Name
		}
	}
	return ""
}

// storingSetter reports whether call is r.M(v) of a method M of the
// file, on a receiver named r as at the call, whose one parameter is an
// error that its body, of at most three statements, stores in a field
// of the receiver named for an error (func (l *wktLex) setError(err
// error) { if l.lastErr == nil { l.lastErr = err } }): the value handed
// in is kept where the caller reads the error.
func (x *fileCtx) storingSetter(call *ast.CallExpr) bool {
	sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return false
	}
	for _, d := range x.file.Decls {
		m, ok := d.(*ast.FuncDecl)
		if !ok || m.Recv == nil || m.Body == nil || m.Name.Name != sel.Sel.Name || m.Type.Results != nil {
			continue
		}
		if len(m.Recv.List[0].Names) != 1 || m.Recv.List[0].Names[0].Name != id.Name {
			continue
		}
		ps := m.Type.Params.List
		if len(ps) != 1 || len(ps[0].Names) != 1 || !errorTypeName(ps[0].Type) || len(m.Body.List) > 3 {
			continue
		}
		param, stored := ps[0].Names[0].Name, false
		ast.Inspect(m.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			if v, ok := unparen(storedError(as)).(*ast.Ident); ok && v.Name == param {
				if f, ok := unparen(as.Lhs[0]).(*ast.SelectorExpr); ok {
					r, ok := f.X.(*ast.Ident)
					stored = stored || ok && r.Name == id.Name
				}
			}
			return true
		})
		if stored {
			return true
		}
	}
	return false
}

// storedError is the value as stores in a field named like an error
// (s.err = v, p.lastErr = v); nil otherwise.
func storedError(as *ast.AssignStmt) ast.Expr {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Tok != token.ASSIGN {
		return nil
	}
	if _, ok := unparen(as.Lhs[0]).(*ast.SelectorExpr); !ok || !errName(as.Lhs[0]) {
		return nil
	}
	return as.Rhs[0]
}

// returnedFields is the set of the fields (p.err, as written) that a
// return statement of body, outside function literals, gives as its last
// result.
func (x *fileCtx) returnedFields(body *ast.BlockStmt) map[string]bool {
	set := map[string]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) > 0 {
				if sel, ok := unparen(n.Results[len(n.Results)-1]).(*ast.SelectorExpr); ok {
					set[x.text(sel)] = true
				}
			}
		}
		return true
	})
	return set
}

// errorResult reports whether the results fl hold an error.
func errorResult(fl *ast.FieldList) bool {
	if fl == nil {
		return false
	}
	for _, f := range fl.List {
		if id, ok := f.Type.(*ast.Ident); ok && id.Name == "error" {
			return true
		}
	}
	return false
}

// appendedError is V of an assignment list = append(list, V) to a list
// named for errors (errs, c.errors, or one behind a pointer: *vs.Errs),
// else nil.
func (x *fileCtx) appendedError(as *ast.AssignStmt) ast.Expr {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil
	}
	list := unparen(as.Lhs[0])
	if star, ok := list.(*ast.StarExpr); ok {
		list = star.X // *vs.Errs = append(*vs.Errs, …): the list behind a pointer field
	}
	if !errName(list) {
		return nil
	}
	call, ok := unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 2 || call.Ellipsis.IsValid() {
		return nil
	}
	if fn, ok := unparen(call.Fun).(*ast.Ident); !ok || fn.Name != "append" || x.text(call.Args[0]) != x.text(as.Lhs[0]) {
		return nil
	}
	return call.Args[1]
}

// paramSet is the set of the named parameters of params ("" left out).
func paramSet(params []string) map[string]bool {
	set := map[string]bool{}
	for _, p := range params {
		if p != "" {
			set[p] = true
		}
	}
	return set
}

// funcParams are fd's parameter names in order ("" for an unnamed or blank
// one), without the receiver.
func funcParams(fd *ast.FuncDecl) []string { return fieldNames(fd.Type.Params) }

// usesParam reports whether a hole of t is a parameter or its Error(), or
// formats a parameter: fmt.Sprintf(format, args...) in fmt.Errorf("%s.%s:
// %s", name, field.Name, fmt.Sprintf(format, args...)).
func usesParam(t template.Template, isParam map[string]bool) bool {
	for _, p := range t.Parts {
		if p.Hole && (isParam[unwrapError(p.Expr)] || isParam[sprintfFormat(p.Expr)]) {
			return true
		}
	}
	return false
}

// sprintfFormat is F of a hole fmt.Sprintf(F, …), or of fmt.Errorf(F,
// …), an error whose text the hole prints; else "".
func sprintfFormat(expr string) string {
	inner, ok := cutSprintf(expr)
	if !ok {
		return ""
	}
	f, _, _ := strings.Cut(inner, ",")
	return strings.TrimSpace(strings.TrimSuffix(f, ")"))
}

// cutSprintf is what follows "fmt.Sprintf(" or "fmt.Errorf(" at the start
// of a hole's expression: fmt.Errorf(format, args...) handed to %v or %w
// prints what fmt.Sprintf(format, args...) makes.
func cutSprintf(expr string) (string, bool) {
	if inner, ok := strings.CutPrefix(expr, "fmt.Sprintf("); ok {
		return inner, true
	}
	return strings.CutPrefix(expr, "fmt.Errorf(")
}

// refUsesParam reports whether a field the composite literal r sets
// prints a parameter, or, when no field has text of its own, a field or
// method of one (&UnmarshalTypeError{CBORType: t.String(), GoType:
// v.Type().String()} made of the parameters t and v): the value is built
// from what its caller passes. A literal with text of its own
// (&unmarshalTypeError{"integer", "", fv.Type()}) is made where it is.
func refUsesParam(r *extract.Ref, isParam map[string]bool) bool {
	direct, rooted, text := false, false, false
	for _, t := range append(slices.Collect(maps.Values(r.Kwargs)), r.Args...) {
		direct = direct || usesParam(t, isParam)
		text = text || t.LiteralLen() > 0
		for _, p := range t.Parts {
			if root, _, ok := strings.Cut(p.Expr, "."); p.Hole && ok && isParam[root] {
				rooted = true
			}
		}
	}
	return direct || rooted && !text
}

// formatParam names the parameter that call (an error constructor or a
// Sprintf) takes as its printf format with the variadic parameter after it
// (fmt.Errorf(format, args...)); "" when none.
func (x *fileCtx) formatParam(call *ast.CallExpr, isParam map[string]bool) string {
	path, name := x.callee(call)
	switch {
	case path == pathFmt && (name == "Errorf" || name == "Sprintf"),
		(path == pathPkgErrors || path == pathXErrors) && name == "Errorf":
	case path == pathErrors && name == "New" && len(call.Args) == 1:
		if inner, ok := unparen(call.Args[0]).(*ast.CallExpr); ok {
			return x.formatParam(inner, isParam)
		}
		return ""
	default:
		return ""
	}
	if len(call.Args) < 2 || !call.Ellipsis.IsValid() {
		return ""
	}
	if id, ok := unparen(call.Args[0]).(*ast.Ident); ok && isParam[id.Name] {
		return id.Name
	}
	if _, f, ok := x.spreadFormat(call.Args); ok && isParam[f] {
		return f // "lexer: "+format
	}
	return ""
}

// litFormatParam is formatParam for a field of a composite literal.
func (x *fileCtx) litFormatParam(v *ast.CompositeLit, isParam map[string]bool) string {
	for _, e := range v.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if call, ok := unparen(e).(*ast.CallExpr); ok {
			if p := x.formatParam(call, isParam); p != "" {
				return p
			}
		}
	}
	return ""
}

// litRef is the reference of a composite literal of a named type: its
// name, the package it comes from, and its fields' values.
func (x *fileCtx) litRef(v *ast.CompositeLit) (*extract.Ref, bool) {
	r := &extract.Ref{Kind: "lit", Site: -1}
	typ := v.Type
	switch g := typ.(type) { // a generic type's instance: &Error[T]{…}
	case *ast.IndexExpr:
		typ = g.X
	case *ast.IndexListExpr:
		typ = g.X
	}
	switch t := typ.(type) {
	case *ast.Ident:
		r.Name = t.Name
	case *ast.SelectorExpr:
		id, ok := t.X.(*ast.Ident)
		if !ok || x.imports[id.Name] == "" {
			return nil, false
		}
		r.Module, r.Name = x.imports[id.Name], t.Sel.Name
	default:
		return nil, false
	}
	for _, e := range v.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			k, ok := kv.Key.(*ast.Ident)
			if !ok {
				return nil, false
			}
			if r.Kwargs == nil {
				r.Kwargs = map[string]template.Template{}
			}
			r.Kwargs[k.Name] = x.argValue(kv.Value)
			if elt, ok := oneElement(kv.Value); ok {
				// a list of one text, which strings.Join prints as it is
				r.Kwargs[k.Name+"[0]"] = x.argValue(elt)
				if id, ok := unparen(elt).(*ast.Ident); ok {
					if t, ok := formattedText(x.heldTexts(id)); ok {
						r.Kwargs[k.Name+"[0]"] = t
					}
				}
			}
			continue
		}
		r.Args = append(r.Args, x.argValue(e))
	}
	return r, true
}

// oneElement is the element of e when e is a slice literal of one
// element ([]string{s}).
func oneElement(e ast.Expr) (ast.Expr, bool) {
	lit, ok := unparen(e).(*ast.CompositeLit)
	if !ok || len(lit.Elts) != 1 {
		return nil, false
	}
	if at, ok := lit.Type.(*ast.ArrayType); !ok || at.Len != nil {
		return nil, false
	}
	if _, ok := lit.Elts[0].(*ast.KeyValueExpr); ok {
		return nil, false
	}
	return lit.Elts[0], true
}

// formattedText is the text of ts, the texts a local may hold, that
// prints a format formatted (fmt.Sprintf(format, a...)) where the others
// print that format as it is, the branch for no arguments (if len(a) > 0
// { s = fmt.Sprintf("%s: %s", et, fmt.Sprintf(format, a...)) } else { s =
// fmt.Sprintf("%s: %s", et, format) }); the one text when there is one.
func formattedText(ts []template.Template) (template.Template, bool) {
	if len(ts) == 1 {
		return ts[0], true
	}
	for _, t := range ts {
		covers := true
		for _, o := range ts {
			covers = covers && (len(o.Parts) == len(t.Parts))
			for i := 0; covers && i < len(t.Parts); i++ {
				p, q := t.Parts[i], o.Parts[i]
				covers = p == q || p.Hole && q.Hole && sprintfFormat(p.Expr) == q.Expr && q.Expr != ""
			}
		}
		if covers && len(ts) > 1 {
			return t, true
		}
	}
	return template.Template{}, false
}

// heldFormat is the parameter P that a field of the literal r prints
// formatted, fmt.Sprintf(P, a...), the text a local held
// (formattedText): the function's printf format. "" when none.
func heldFormat(r *extract.Ref, isParam map[string]bool) string {
	for _, t := range r.Kwargs {
		for _, p := range t.Parts {
			if f := sprintfFormat(p.Expr); p.Hole && isParam[f] {
				return f
			}
		}
	}
	return ""
}

// argValue is the template of a value passed on: its text (a decimal
// integer literal's digits included), or a hole of its source (which may
// name a sentinel the link knows).
func (x *fileCtx) argValue(e ast.Expr) template.Template {
	if b, ok := unparen(e).(*ast.BasicLit); ok && b.Kind == token.INT && strings.Trim(b.Value, "0123456789") == "" && (b.Value == "0" || b.Value[0] != '0') {
		return template.Lit(b.Value)
	}
	return x.valueOf(e, false)
}

// parentIndex is the index in stack of the node around the top one, a &
// between them looked through; -1 when there is none.
func parentIndex(stack []ast.Node) int {
	i := len(stack) - 2
	if i >= 0 {
		if u, ok := stack[i].(*ast.UnaryExpr); ok && u.Op == token.AND {
			i--
		}
	}
	return i
}

// errorPlace reports whether the node at the top of stack stands where an
// error goes: a result of a return statement, panic's argument, the value
// assigned to or declared as an error variable (err, p.err, parseErr, var
// ErrDepth = …), the error field (Err, Cause) of a composite literal that
// stands where an error goes (&unknownFlagError{Cause: newError(…)}), the
// only argument of a call that stands where an error goes (if err :=
// c.emit(newPathError(p)); err != nil), or (for a call) a statement of its
// own. A & before a composite literal is looked through.
func (x *fileCtx) errorPlace(stack []ast.Node, stmt bool) bool {
	i := parentIndex(stack)
	if i < 0 {
		return false
	}
	n := stack[i+1]
	switch p := stack[i].(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		return stmt
	case *ast.CallExpr:
		path, name := x.callee(p)
		if path == "" && name == "append" && i >= 1 {
			// v.errs = append(v.errs, &fieldError{…}): collected errors
			if as, ok := stack[i-1].(*ast.AssignStmt); ok && len(as.Lhs) == 1 {
				return errName(as.Lhs[0])
			}
		}
		if path == "" && name == "panic" && len(p.Args) == 1 {
			return true
		}
		if x.unwound(stack[:i+2]) {
			return true // vm.throw(v): thrown as panic(v) is
		}
		// if err := c.emit(newPathError(p)); err != nil: the only
		// argument of a call whose result stands where an error goes is
		// the error that call passes on (a collector, a wrapper); a
		// conversion error(v) is not such a call
		if len(p.Args) == 1 && p.Args[0] == n && !p.Ellipsis.IsValid() && !(path == "" && (builtins[name] || name == "error")) {
			return x.errorPlace(stack[:i+1], false)
		}
		return false
	case *ast.AssignStmt:
		for k, r := range p.Rhs {
			if r == n && k < len(p.Lhs) && len(p.Lhs) == len(p.Rhs) {
				return errName(p.Lhs[k]) || x.errorTyped(p.Lhs[k])
			}
		}
	case *ast.KeyValueExpr:
		// &unknownFlagError{Cause: newError(…)} where an error goes: the
		// error a value that carries it is given (a field named for an
		// error, or Cause)
		if id, ok := p.Key.(*ast.Ident); ok && p.Value == n && i >= 1 && (errName(id) || id.Name == "Cause" || id.Name == "cause") {
			if _, isLit := stack[i-1].(*ast.CompositeLit); isLit {
				return x.errorPlace(stack[:i], false)
			}
		}
	case *ast.CompositeLit:
		// return []*errors.QueryError{errors.Errorf("…")}: an element of
		// a list of errors that stands where an error goes
		if at, ok := p.Type.(*ast.ArrayType); ok && p.Type != n && errorTypeName(at.Elt) && i >= 1 {
			return x.errorPlace(stack[:i+1], false)
		}
	case *ast.ValueSpec: // var ErrDepth = newError("…"): a sentinel a helper makes
		for k, r := range p.Values {
			if r == n && k < len(p.Names) && len(p.Names) == len(p.Values) {
				return errName(p.Names[k])
			}
		}
	}
	return false
}

// unwound reports whether the node at the top of stack is the value of a
// panic (panic(v)) or the only argument of a call, a statement of its own,
// of a function or method of the package named for throwing (vm.throw(v),
// p.raise(v)): such a function unwinds with what it is handed, or with
// what it makes of it (if ex := vm.handleThrow(v); ex != nil {
// panic(ex) }).
func (x *fileCtx) unwound(stack []ast.Node) bool {
	i := parentIndex(stack)
	if i < 0 {
		return false
	}
	p, ok := stack[i].(*ast.CallExpr)
	if !ok || len(p.Args) != 1 || p.Args[0] != stack[i+1] || p.Ellipsis.IsValid() {
		return false
	}
	path, name := x.callee(p)
	if path == "" && name == "panic" {
		return true
	}
	if path != "" || i < 1 {
		return false
	}
	if _, stmt := stack[i-1].(*ast.ExprStmt); !stmt {
		return false
	}
	switch fn := unparen(p.Fun).(type) {
	case *ast.Ident:
		name = fn.Name
	case *ast.SelectorExpr:
		name = fn.Sel.Name
	default:
		return false
	}
	l := strings.ToLower(name)
	for _, w := range throwWords {
		if strings.HasPrefix(l, w) {
			return true
		}
	}
	return false
}

// throwWords are the words a function's name says it unwinds with (the
// failure words that do not also name a report: error, fail, fatal).
var throwWords = []string{"throw", "raise", "panic", "abort"}

// errorTypeName reports whether the type t is error or a type named
// for one (*QueryError, errors.FieldError, ParseErr).
func errorTypeName(t ast.Expr) bool {
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	name, ok := lastName(t)
	return ok && (name == "error" || strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Err"))
}

// lastName is the name e is, or selects last (p.lexer: lexer); false
// for any other expression.
func lastName(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name, true
	case *ast.SelectorExpr:
		return e.Sel.Name, true
	}
	return "", false
}

// errorTyped reports whether e is a local variable declared with an error
// type (var perr *ParseError) or a result the function names with one
// (func (l *Lexer) CatchSyntaxError(f func()) (errRes *errors.QueryError),
// assigned in a deferred function literal): a value assigned to it is the
// error the function returns.
func (x *fileCtx) errorTyped(e ast.Expr) bool {
	id, ok := unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v := resolve(x.variables(id.Pos()), id)
	if v == nil {
		return false
	}
	if v.typ != nil {
		return errorTypeName(v.typ)
	}
	fd := x.funcAt(id.Pos())
	if fd == nil || v.decl != fd.Pos() || fd.Type.Results == nil {
		return false
	}
	for _, f := range fd.Type.Results.List {
		for _, n := range f.Names {
			if n.Name == id.Name {
				return errorTypeName(f.Type)
			}
		}
	}
	return false
}

// errName reports whether e names an error variable by Go's naming: err,
// p.err, parseErr, errRead, and the collections errs, v.errors, and an
// element of one (errs[key], errors[path]).
func errName(e ast.Expr) bool {
	e = unparen(e)
	if ix, ok := e.(*ast.IndexExpr); ok {
		e = unparen(ix.X)
		if id, ok := e.(*ast.Ident); !ok || !strings.HasSuffix(id.Name, "s") {
			if sel, ok := e.(*ast.SelectorExpr); !ok || !strings.HasSuffix(sel.Sel.Name, "s") {
				return false // a collection's name is a plural: errs, errors
			}
		}
	}
	name, ok := lastName(e)
	if !ok {
		return false
	}
	name = strings.TrimSuffix(strings.TrimSuffix(name, "s"), "or") // errs, errors
	return name == "err" || name == "Err" || name == "errors" || looksSentinel(name) || strings.HasSuffix(name, "Err") || strings.HasSuffix(name, "Error")
}

// callRef records a call that stands where an error goes and passes text
// or a sentinel: the link makes it a site when it calls a helper of the
// package or of another. site is the index of the site this file made of
// the call (by the errorf helpers' names), which the link's replaces; -1
// when none (then the call is recorded only where an error goes).
func (x *fileCtx) callRef(call *ast.CallExpr, stack []ast.Node, site int) {
	if site >= len(x.sites) {
		site = -1 // the call was not made a site after all
	}
	if site < 0 && !x.errorPlace(stack, true) {
		return
	}
	r := extract.Ref{Kind: "call", Site: site}
	switch fn := unparen(call.Fun).(type) {
	case *ast.Ident:
		if builtins[fn.Name] {
			return
		}
		r.Name = fn.Name
		if v := resolve(x.variables(call.Pos()), fn); v != nil {
			// a local variable: a function literal it is bound to, or
			// nothing the link knows (never a package-level function
			// of that name)
			if _, ok := closureOf(v); !ok {
				return
			}
			r.Name = x.closureName(v)
		}
	case *ast.SelectorExpr:
		r.Name = fn.Sel.Name
		if id, ok := fn.X.(*ast.Ident); ok && x.imports[id.Name] != "" {
			r.Module = x.imports[id.Name]
		} else {
			// a method, of the package's types unless the file declares
			// the receiver with an imported package's type (l
			// *common.Lexer: l.SyntaxErrorAt(…) is common's method)
			r.Kind = "method"
			r.Module = x.recvImport(fn.X)
		}
	default:
		return
	}
	if r.Module == pathFmt || r.Module == pathErrors || r.Module == pathLog {
		return
	}
	telling := x.parserCallback(call, stack)
	for _, a := range call.Args {
		t := x.argValue(a)
		r.Args = append(r.Args, t)
		telling = telling || t.LiteralLen() > 0 || x.mayNameSentinel(t)
	}
	r.Spread = call.Ellipsis.IsValid()
	if n := len(call.Args); r.Spread && n >= 2 {
		// errors.New("line %d: "+f, append([]any{d.line}, x...)...):
		// the constant's verbs print the values put before the spread
		// list (spreadFormat)
		if t, _, ok := x.spreadFormat(call.Args[n-2:]); ok {
			r.Args[n-2] = t
		}
	}
	r.Unwinds = x.unwound(stack)
	variants := x.fieldRefs(call, stack, r)
	x.noteConsumer(call, stack, r)
	if !telling && !r.Spread {
		if site < 0 && len(variants) == 0 {
			x.partRef(call, stack)
		}
		x.refs = append(x.refs, variants...)
		return
	}
	defer func() { x.refs = append(x.refs, variants...) }()
	if site < 0 {
		line := x.line(call.Pos())
		s := extract.Site{Line: line, EndLine: x.line(call.End())}
		s.Context = x.context(call, stack, line)
		if start, end, ok := x.textDecl(call); ok {
			// the text is made on the lines just above, where the
			// record is
			s.Line, s.EndLine = start, end
		}
		r.Call = &s
		if r.Kind == "method" {
			x.chainPartRef(call, stack)
		}
	}
	r.Caller = x.callerDef(stack)
	if r.Caller != nil {
		if f, i := x.argFormat(call, stack); f != "" {
			// errors.New(fmt.Sprintf(format, args...)) of a package
			// whose New is a helper: the caller's format, filled with its
			// arguments, is the text, so the caller is a printf helper
			r.Caller.Format = f
			if !slices.ContainsFunc(r.Args[i].Parts, func(p template.Part) bool { return p.Hole && p.Expr == f }) {
				r.Args[i] = template.Hole(f, "", "")
			}
		}
	}
	x.refs = append(x.refs, r)
}

// argFormat is the parameter of the function around call that an argument
// of call formats with the function's variadic parameter spread after it,
// and that argument's index: fmt.Sprintf(format, args...) (alone or joined
// by + after text of the function's own), a local
// declared with it and never assigned again (msg := fmt.Sprintf(format,
// args...)), or a parameter that the function formats with itself (msg =
// fmt.Sprintf(msg, a...)). "" when none, or when the call is in a function
// literal.
func (x *fileCtx) argFormat(call *ast.CallExpr, stack []ast.Node) (string, int) {
	var fd *ast.FuncDecl
	for i := len(stack) - 1; i >= 0 && fd == nil; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return "", -1
		case *ast.FuncDecl:
			fd = n
		}
	}
	if fd == nil || fd.Body == nil || fd.Type.Params == nil || len(fd.Type.Params.List) == 0 {
		return "", -1
	}
	if _, variadic := fd.Type.Params.List[len(fd.Type.Params.List)-1].Type.(*ast.Ellipsis); !variadic {
		return "", -1
	}
	isParam := paramSet(funcParams(fd))
	var locals map[string]string
	var formatted map[string]bool
	for i, a := range call.Args {
		switch a := unparen(a).(type) {
		case *ast.BinaryExpr:
			// errors.New(fmt.Sprintf("%d:%d: ", p.line, p.col) +
			// fmt.Sprintf(format, args...)): the format's text after
			// the helper's own
			if a.Op != token.ADD {
				continue
			}
			for _, op := range x.addOperands(a) {
				if c, ok := unparen(op).(*ast.CallExpr); ok {
					if path, name := x.callee(c); path == pathFmt && name == "Sprintf" {
						if f := x.formatParam(c, isParam); f != "" {
							return f, i
						}
					}
				}
			}
		case *ast.CallExpr:
			if path, name := x.callee(a); path == pathFmt && name == "Sprintf" {
				if f := x.formatParam(a, isParam); f != "" {
					return f, i
				}
			}
		case *ast.Ident:
			if locals == nil {
				locals, formatted = x.formattedLocals(fd.Body, isParam), x.selfFormatted(fd.Body, isParam)
			}
			if f := locals[a.Name]; f != "" {
				return f, i
			}
			if formatted[a.Name] {
				return a.Name, i
			}
		}
	}
	return "", -1
}

// textDecl is the lines of the value of the local variable that holds
// the text a call passes (msg := fmt.Sprintf("substr second parameter
// should be a number, got %s", …) and then makeRuntimeError(msg,
// trace)): the one argument that is a local declared with a text of its
// own (three letters or more), never assigned again, in a statement
// ending at most two lines above the call, when no other argument has
// text of its own. That statement makes the error's text, and the call
// only hands it on.
func (x *fileCtx) textDecl(call *ast.CallExpr) (start, end int, ok bool) {
	var found *variable
	for _, a := range call.Args {
		id, isIdent := unparen(a).(*ast.Ident)
		var v *variable
		if isIdent {
			v = resolve(x.variables(id.Pos()), id)
		}
		if v == nil || v.value == nil || v.assigned > 0 {
			if letters(x.argValue(a)) >= 3 {
				return 0, 0, false
			}
			continue
		}
		if letters(x.valueOf(v.value, false)) < 3 || x.line(call.Pos())-x.line(v.decl) > 2 {
			continue
		}
		if found != nil {
			return 0, 0, false
		}
		found = v
	}
	if found == nil {
		return 0, 0, false
	}
	return x.line(found.value.Pos()), x.line(found.value.End()), true
}

// letters counts the ASCII letters of t's literal text.
func letters(t template.Template) int {
	n := 0
	for _, p := range t.Parts {
		if p.Hole || p.Optional {
			continue
		}
		for _, c := range p.Lit {
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				n++
			}
		}
	}
	return n
}

// recvImport is the import path of the package whose type the file
// declares the receiver e with (a variable, parameter or field named as
// e or its last selector: l, p.lexer), "" when no declaration or several
// packages' types name it, or it is declared with a type of the
// package.
func (x *fileCtx) recvImport(e ast.Expr) string {
	name, ok := lastName(unparen(e))
	if !ok {
		return ""
	}
	if x.declTypes == nil {
		x.declTypes = map[string]string{}
		note := func(id *ast.Ident, typ ast.Expr) {
			ip := x.typeImport(typ)
			if old, seen := x.declTypes[id.Name]; seen && old != ip {
				ip = "" // declared with several types
			}
			x.declTypes[id.Name] = ip
		}
		ast.Inspect(x.file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				for _, id := range n.Names {
					note(id, n.Type)
				}
			case *ast.ValueSpec:
				for _, id := range n.Names {
					note(id, n.Type)
				}
			}
			return true
		})
	}
	return x.declTypes[name]
}

// typeImport is the import path of the package of a type pkg.T, *pkg.T
// or pkg.T[…], "" for any other type.
func (x *fileCtx) typeImport(typ ast.Expr) string {
	for {
		switch t := typ.(type) {
		case *ast.StarExpr:
			typ = t.X
			continue
		case *ast.IndexExpr:
			typ = t.X
			continue
		case *ast.IndexListExpr:
			typ = t.X
			continue
		case *ast.SelectorExpr:
			if id, ok := t.X.(*ast.Ident); ok {
				return x.imports[id.Name]
			}
		}
		return ""
	}
}

// parserCallback reports whether call is in a method Error(s string)
// returning nothing, the callback a generated parser calls with its
// syntax error's text (goyacc's yyLexer), and hands a helper that
// parameter changed by a call (l.setSyntaxError(strings.TrimPrefix(s,
// "syntax error: "), "")): the parser's call is no site the file has, so
// this call, where the text is changed, makes the error.
func (x *fileCtx) parserCallback(call *ast.CallExpr, stack []ast.Node) bool {
	var fd *ast.FuncDecl
	for i := len(stack) - 1; i >= 0 && fd == nil; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return false
		case *ast.FuncDecl:
			fd = n
		}
	}
	if fd == nil || fd.Recv == nil || fd.Name.Name != "Error" || fd.Type.Results != nil {
		return false
	}
	ps := fd.Type.Params.List
	if len(ps) != 1 || len(ps[0].Names) != 1 || !isStringType(ps[0].Type) {
		return false
	}
	param := ps[0].Names[0].Name
	for _, a := range call.Args {
		inner, ok := unparen(a).(*ast.CallExpr)
		if !ok {
			continue
		}
		for _, b := range inner.Args {
			if id, ok := unparen(b).(*ast.Ident); ok && id.Name == param {
				return true
			}
		}
	}
	return false
}

// callerDef is the function around the top of stack as a definition the
// link may make a helper of (a function literal stops it); nil when none.
func (x *fileCtx) callerDef(stack []ast.Node) *extract.Def {
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return nil
		case *ast.FuncDecl:
			d := &extract.Def{Kind: "helper", Name: n.Name.Name, Params: funcParams(n), Line: x.line(n.Pos()),
				Site: &extract.Site{Line: x.line(n.Pos()), EndLine: x.line(n.End())}} // Site: the function's lines
			if n.Recv != nil {
				d.Path = []string{recvType(n)}
			}
			return d
		}
	}
	return nil
}

// litRefAt records a composite literal of a type that this file does not
// give an Error method, when it stands where an error goes or, setting
// fields, is handed to a call (d.saveError(&UnmarshalTypeError{Value:
// "array", …}): the link makes it a site only if the type is an error
// type.
func (x *fileCtx) litRefAt(v *ast.CompositeLit, stack []ast.Node) {
	if v.Type == nil || !x.errorPlace(stack, false) && (len(v.Elts) == 0 || !x.passedToCall(stack)) && !errField(stack) {
		return
	}
	r, ok := x.litRef(v)
	if !ok {
		return
	}
	line := x.line(v.Pos())
	site := extract.Site{Line: line, EndLine: x.line(v.End())}
	site.Context = x.context(v, stack, line)
	r.Call = &site
	x.refs = append(x.refs, *r)
}

// errField reports whether the node at the top of stack (through &) is
// the value of a field named for an error (err, Err, parseErr) in a
// composite literal: a value that keeps an error it made to return it
// later (&encodingStructType{err: &UnsupportedTypeError{t}}).
func errField(stack []ast.Node) bool {
	i := parentIndex(stack)
	if i < 1 {
		return false
	}
	kv, ok := stack[i].(*ast.KeyValueExpr)
	if !ok || kv.Value != stack[i+1] {
		return false
	}
	if _, ok := stack[i-1].(*ast.CompositeLit); !ok {
		return false
	}
	id, ok := kv.Key.(*ast.Ident)
	return ok && errName(id)
}

// passedToCall reports whether the node at the top of stack (through &) is
// an argument of a call of a function or method, not a builtin nor a
// conversion: the value is handed to code that keeps or returns it.
func (x *fileCtx) passedToCall(stack []ast.Node) bool {
	i := parentIndex(stack)
	if i < 0 {
		return false
	}
	call, ok := stack[i].(*ast.CallExpr)
	if !ok || call.Fun == stack[i+1] {
		return false
	}
	switch f := unparen(call.Fun).(type) {
	case *ast.Ident:
		return !builtins[f.Name]
	case *ast.SelectorExpr:
		return true
	}
	return false
}

// convRefAt records a conversion T(v), T a
// named type (of the file's package or an imported one), when it stands
// where an error goes: return i, CorruptInputError(si - 1). The link
// makes it a site when T is an error type that is not a struct (its
// Error method formats the receiver); a constant operand of a type the
// file declares is visitErrValue's, and a conversion panicked the
// runtime link's (runtime_link.go).
func (x *fileCtx) convRefAt(call *ast.CallExpr, stack []ast.Node) {
	if len(call.Args) != 1 || call.Ellipsis.IsValid() || panicked(stack) || !x.errorPlace(stack, false) {
		return // panic(T(v)) is the runtime link's
	}
	r := &extract.Ref{Kind: "conv", Site: -1}
	switch t := unparen(call.Fun).(type) {
	case *ast.Ident:
		if builtins[t.Name] {
			return
		}
		r.Name = t.Name
	case *ast.SelectorExpr:
		id, ok := t.X.(*ast.Ident)
		if !ok || x.imports[id.Name] == "" {
			return
		}
		r.Module, r.Name = x.imports[id.Name], t.Sel.Name
	default:
		return
	}
	r.Args = []template.Template{x.argValue(call.Args[0])}
	line := x.line(call.Pos())
	site := extract.Site{Line: line, EndLine: x.line(call.End())}
	site.Context = x.context(call, stack, line)
	r.Call = &site
	x.refs = append(x.refs, *r)
}

// builtins are Go's predeclared functions, never helpers.
var builtins = map[string]bool{
	"append": true, "cap": true, "clear": true, "close": true, "complex": true, "copy": true, "delete": true,
	"imag": true, "len": true, "make": true, "max": true, "min": true, "new": true, "panic": true,
	"print": true, "println": true, "real": true, "recover": true,
}

// isName reports whether s is an identifier or a package-qualified one
// (pkg.Name).
func isName(s string) bool {
	if s == "" {
		return false
	}
	dots := 0
	for i, c := range s {
		switch {
		case c == '.':
			dots++
			if i == 0 || i == len(s)-1 || dots > 1 {
				return false
			}
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// unwrapError strips a trailing .Error() call: err.Error() is err's text.
func unwrapError(expr string) string {
	if len(expr) > 8 && expr[len(expr)-8:] == ".Error()" {
		return expr[:len(expr)-8]
	}
	return expr
}

// keyed returns the field name of e, an element of a composite literal
// (Key: value, "" when it has no identifier key), and its value.
func keyed(e ast.Expr) (string, ast.Expr) {
	kv, ok := e.(*ast.KeyValueExpr)
	if !ok {
		return "", e
	}
	if k, ok := kv.Key.(*ast.Ident); ok {
		return k.Name, kv.Value
	}
	return "", kv.Value
}
