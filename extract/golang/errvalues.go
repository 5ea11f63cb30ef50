package golang

import (
	"go/ast"
	"go/token"
	"slices"

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
			if !ok || !returned[id.Name] || mentions(n.Rhs[0], id.Name) {
				return true
			}
			out = append(out, n)
		}
		return true
	})
	return out
}

// mentions reports whether e names the identifier name.
func mentions(e ast.Expr, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// errorMethodOf is the Error() string method around the top of stack
// (a function literal stops it), or nil.
func errorMethodOf(stack []ast.Node) *ast.FuncDecl {
	for i := len(stack) - 1; i >= 0; i-- {
		switch n := stack[i].(type) {
		case *ast.FuncLit:
			return nil
		case *ast.FuncDecl:
			if isErrorMethod(n) && len(n.Recv.List[0].Names) > 0 {
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
	if fd == nil || !slices.Contains(x.localTexts(fd.Body, fd.Recv.List[0].Names[0].Name), as) {
		return
	}
	t := x.value(as.Rhs[0])
	if t.LiteralLen() == 0 {
		return
	}
	site := extract.Site{
		Kind: "method", ErrorType: "error", Severity: "error",
		Class: x.pkg + "." + recvType(fd), Message: t,
		Line: x.line(as.Rhs[0].Pos()), EndLine: x.line(as.End()),
	}
	site.Context = x.context(as, stack, site.Line)
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
