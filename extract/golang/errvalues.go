package golang

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// localTexts is what an Error method that builds its text in a local
// variable and returns it may print: the right-hand side of each
// assignment of that variable in the body (outside function literals),
// as in
//
//	var output string
//	if e.Index < 0 {
//		output = fmt.Sprintf("schema: error converting value for %q", e.Key)
//	} else {
//		output = fmt.Sprintf("… for index %d of %q", e.Index, e.Key)
//	}
//	return output
//
// An assignment that reads the variable itself (output += "…", output =
// fmt.Sprintf("%s. Details: %s", output, e.Err)) only adds to an earlier
// text and is left out. Only a return whose value is otherwise all holes
// counts (a variable defined once, msg := "…" + x, already reads as its
// text). recv is the receiver's name, never a local.
func (x *fileCtx) localTexts(body *ast.BlockStmt, recv string) []*ast.AssignStmt {
	returned := map[string]bool{}
	for _, ret := range returns(body) {
		if id, ok := unparen(ret.Results[0]).(*ast.Ident); ok && id.Name != recv && x.valueOf(id, false).LiteralLen() == 0 {
			returned[id.Name] = true
		}
	}
	if len(returned) == 0 {
		return nil
	}
	var out []*ast.AssignStmt
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) != 1 || len(n.Rhs) != 1 || n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
				return true
			}
			id, ok := n.Lhs[0].(*ast.Ident)
			if !ok || !returned[id.Name] || mentionsIdent(n.Rhs[0], id.Name) {
				return true
			}
			out = append(out, n)
		}
		return true
	})
	return out
}

// errorMethodOf is the Error() string method around the top of stack
// (a function literal stops it), or nil.
func errorMethodOf(stack []ast.Node) *ast.FuncDecl {
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return nil
		case *ast.FuncDecl:
			if isErrorMethod(n) {
				return n
			}
			return nil
		}
	}
	return nil
}

// visitLocalText records an assignment of text to the local variable an
// Error method returns (localTexts): kind "method", as a return of that
// text would be.
func (x *fileCtx) visitLocalText(as *ast.AssignStmt, stack []ast.Node) {
	fd := errorMethodOf(stack)
	if fd == nil || len(fd.Recv.List[0].Names) == 0 || !slices.Contains(x.localTexts(fd.Body, fd.Recv.List[0].Names[0].Name), as) {
		return
	}
	x.methodSite(fd, as.Rhs[0], as, stack)
}

// methodSite records the text val of the Error method fd, in the
// statement stmt (a return, or an assignment to the variable returned),
// when it has literal text: kind "method", class the receiver's type.
func (x *fileCtx) methodSite(fd *ast.FuncDecl, val ast.Expr, stmt ast.Node, stack []ast.Node) {
	t := x.value(val)
	if ret, ok := stmt.(*ast.ReturnStmt); ok && t.LiteralLen() == 0 && slices.Contains(fd.Body.List, ast.Stmt(ret)) {
		if bt, ok := x.builderText(fd.Body, ret); ok {
			t = bt // return b.String() of what the body wrote
		}
	}
	if t.LiteralLen() == 0 {
		return // return e.msg, e.Err.Error(): nothing of its own to match
	}
	site := extract.Site{
		Kind: "method", ErrorType: "error", Severity: "error",
		Class: x.pkg + "." + recvType(fd), Message: t,
		Line: x.line(val.Pos()), EndLine: x.line(stmt.End()),
	}
	site.Context = x.context(stmt, stack, site.Line)
	x.sites = append(x.sites, site)
}

// localMessages is valueOf of each text localTexts finds.
func (x *fileCtx) localMessages(fd *ast.FuncDecl, recv string) []template.Template {
	var ts []template.Template
	for _, as := range x.localTexts(fd.Body, recv) {
		ts = append(ts, x.valueOf(as.Rhs[0], false))
	}
	return ts
}

// collectReporters finds the methods of the file that report an error
// through a callback: a method of a struct type of the file, returning
// nothing, that hands one of its string parameters to a function-typed
// field of its receiver that returns nothing either, as scanners hand
// their errors to the handler their parser installs:
//
//	type Scanner struct{ Error func(pos Pos, msg string); … }
//	func (s *Scanner) err(msg string) { …; s.Error(s.pos, msg) }
//
// A call of such a method with a constant text, s.err("literal not
// terminated"), is then a site as an errorf helper's is (errorfHelper).
func (x *fileCtx) collectReporters() {
	x.reporters = map[string]bool{}
	funcFields := map[string]map[string]bool{} // struct type -> its function-typed fields
	for _, d := range x.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			st, isStruct := ts.Type.(*ast.StructType)
			if !ok || !isStruct {
				continue
			}
			for _, f := range st.Fields.List {
				if ft, ok := f.Type.(*ast.FuncType); ok && ft.Results.NumFields() == 0 { // a handler returns nothing
					for _, n := range f.Names {
						if funcFields[ts.Name.Name] == nil {
							funcFields[ts.Name.Name] = map[string]bool{}
						}
						funcFields[ts.Name.Name][n.Name] = true
					}
				}
			}
		}
	}
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || fd.Recv == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) == 0 {
			continue
		}
		fields := funcFields[recvType(fd)]
		if len(fields) == 0 || fd.Type.Results.NumFields() > 0 {
			continue // a reporter returns nothing: t.dialTLS(ctx, "tcp", addr) is no report
		}
		recv := fd.Recv.List[0].Names[0].Name
		strParams := map[string]bool{}
		for _, p := range fd.Type.Params.List {
			if id, ok := p.Type.(*ast.Ident); ok && id.Name == "string" {
				for _, n := range p.Names {
					strParams[n.Name] = true
				}
			}
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return !x.reporters[fd.Name.Name]
			}
			sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
			if !ok || !fields[sel.Sel.Name] {
				return true
			}
			if id, ok := unparen(sel.X).(*ast.Ident); !ok || id.Name != recv {
				return true
			}
			for _, a := range call.Args {
				if id, ok := unparen(a).(*ast.Ident); ok && strParams[id.Name] {
					x.reporters[fd.Name.Name] = true
				}
			}
			return true
		})
	}
}

// moduleRoot is the package a module's own subpackages import by the
// module's path, which no directory of the scan spells when the scan's
// root is the module (github.com/go-ozzo/ozzo-validation/v4, package
// validation, scanned as ozzo-validation/v4@v4.4.1 and imported by its
// is/ package): the one package of the scan whose name is ip's last
// element, less a major version element (/v4) and a go- prefix or -go
// suffix, or that element's last dash-separated word (ozzo-validation:
// validation). nil for a standard library path or when none or several
// fit.
func (w *world) moduleRoot(ip string) *pkg {
	elems := strings.Split(ip, "/")
	if len(elems) < 2 || !strings.Contains(elems[0], ".") {
		return nil
	}
	last := elems[len(elems)-1]
	if len(last) >= 2 && last[0] == 'v' && strings.Trim(last[1:], "0123456789") == "" && len(elems) > 2 {
		last = elems[len(elems)-2]
	}
	last = strings.TrimSuffix(strings.TrimPrefix(last, "go-"), "-go")
	word := last[strings.LastIndexByte(last, '-')+1:]
	var found *pkg
	for _, dir := range w.dirs {
		p := w.pkgs[dir]
		if p.name == "" || p.name != last && p.name != word {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	return found
}
