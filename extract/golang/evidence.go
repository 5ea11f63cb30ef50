package golang

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
)

// expects reads the tests of a _test.go file that compare an error's text
// with a literal: err.Error() == "…" or != "…" (the whole message), and
// strings.Contains/HasPrefix(err.Error(), "…") (a part of it). The call
// expected to fail is the last call assigned to that error variable above
// the comparison in the test function.
func expects(fset *token.FileSet, file *ast.File, src []byte) []extract.Expect {
	var out []extract.Expect
	text := func(n ast.Node) string {
		return string(src[fset.Position(n.Pos()).Offset:fset.Position(n.End()).Offset])
	}
	for _, d := range file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || !strings.HasPrefix(fd.Name.Name, "Test") {
			continue
		}
		type assign struct {
			pos  token.Pos
			call *ast.CallExpr
		}
		calls := map[string][]assign{} // error variable → calls assigned to it, in order
		var add func(e extract.Expect, errExpr ast.Expr, at token.Pos)
		add = func(e extract.Expect, errExpr ast.Expr, at token.Pos) {
			e.Test = fd.Name.Name
			e.Line = fset.Position(at).Line
			if id, ok := errExpr.(*ast.Ident); ok {
				as := calls[id.Name]
				for i := len(as) - 1; i >= 0; i-- {
					if as[i].pos < at {
						e.Call = strings.Join(strings.Fields(text(as[i].call)), " ")
						e.Callee = text(as[i].call.Fun)
						break
					}
				}
			}
			out = append(out, e)
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Rhs) == 1 {
					if c, ok := n.Rhs[0].(*ast.CallExpr); ok {
						for _, l := range n.Lhs {
							if id, ok := l.(*ast.Ident); ok && id.Name != "_" {
								calls[id.Name] = append(calls[id.Name], assign{n.Pos(), c})
							}
						}
					}
				}
			case *ast.BinaryExpr:
				if n.Op != token.EQL && n.Op != token.NEQ {
					return true
				}
				for _, pair := range [][2]ast.Expr{{n.X, n.Y}, {n.Y, n.X}} {
					if recv, ok := errorCall(pair[0]); ok {
						if lit, ok := stringLit(pair[1]); ok {
							add(extract.Expect{Match: lit, Whole: true}, recv, n.Pos())
						}
					}
				}
			case *ast.CallExpr:
				sel, ok := n.Fun.(*ast.SelectorExpr)
				if !ok || len(n.Args) != 2 {
					return true
				}
				if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "strings" || sel.Sel.Name != "Contains" && sel.Sel.Name != "HasPrefix" {
					return true
				}
				if recv, ok := errorCall(n.Args[0]); ok {
					if lit, ok := stringLit(n.Args[1]); ok {
						add(extract.Expect{Match: lit}, recv, n.Pos())
					}
				}
			}
			return true
		})
	}
	return out
}

// errorCall returns x when e is x.Error().
func errorCall(e ast.Expr) (ast.Expr, bool) {
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) != 0 {
		return nil, false
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Error" {
		return nil, false
	}
	return sel.X, true
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil && s != ""
}
