package golang

import (
	"go/ast"
	"go/token"
	"strconv"

	"github.com/errdex/errdex/template"
)

// builderText is the text an Error method returns as b.String() of a
// local strings.Builder or bytes.Buffer b that the statements of body
// before ret write into:
//
//	var b strings.Builder
//	b.WriteString("build failed: ")
//	fmt.Fprintf(&b, "%d errors", len(e.Errs))
//	return b.String()
//
// is "build failed: {len(e.Errs):d} errors". Writes at the top level of
// the body are read in order (WriteString, WriteByte, WriteRune, Write,
// fmt.Fprintf, fmt.Fprint); a statement that writes inside a block (an
// if, a loop) is one hole, as what it writes depends on the value. ok is
// false for any other return.
func (x *fileCtx) builderText(body *ast.BlockStmt, ret *ast.ReturnStmt) (template.Template, bool) {
	if len(ret.Results) != 1 {
		return template.Template{}, false
	}
	call, ok := unparen(ret.Results[0]).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return template.Template{}, false
	}
	sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "String" {
		return template.Template{}, false
	}
	b, ok := unparen(sel.X).(*ast.Ident)
	if !ok || !x.isBuilder(body, b.Name) {
		return template.Template{}, false
	}
	var parts []template.Template
	for _, st := range body.List {
		if st.Pos() >= ret.Pos() {
			break
		}
		if t, ok := x.builderWrite(st, b.Name); ok {
			parts = append(parts, t)
			continue
		}
		if _, decl := st.(*ast.DeclStmt); decl {
			continue
		}
		if as, ok := st.(*ast.AssignStmt); ok && as.Tok == token.DEFINE {
			continue // b := new(strings.Builder)
		}
		if mentionsIdent(st, b.Name) { // a write inside a block
			parts = append(parts, template.Hole(b.Name, "", ""))
		}
	}
	t := template.Concat(parts...)
	return t, hasWord(t)
}

// hasWord reports whether t's literal text has a word of three letters:
// a builder writing only a position's punctuation around the fields
// ("{file}:{line}: {msg}") says nothing of its own, and a literal setting
// the message field is better read by that field (messageFieldText).
func hasWord(t template.Template) bool {
	for _, p := range t.Parts {
		if p.Hole {
			continue
		}
		n := 0
		for _, r := range p.Lit {
			if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
				n++
				if n == 3 {
					return true
				}
			} else {
				n = 0
			}
		}
	}
	return false
}

// isBuilder reports whether body declares name as a strings.Builder or
// bytes.Buffer: var b strings.Builder, b := &bytes.Buffer{}, b :=
// new(strings.Builder).
func (x *fileCtx) isBuilder(body *ast.BlockStmt, name string) bool {
	builderType := func(e ast.Expr) bool {
		e = unparen(e)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = unparen(u.X)
		}
		if c, ok := e.(*ast.CompositeLit); ok {
			e = c.Type
		}
		if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 1 {
			if id, ok := unparen(c.Fun).(*ast.Ident); ok && id.Name == "new" {
				e = c.Args[0]
			}
		}
		if s, ok := e.(*ast.StarExpr); ok {
			e = s.X
		}
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			return false
		}
		pkg, ok := sel.X.(*ast.Ident)
		return ok && (x.imports[pkg.Name] == "strings" && sel.Sel.Name == "Builder" || x.imports[pkg.Name] == "bytes" && sel.Sel.Name == "Buffer")
	}
	for _, st := range body.List {
		switch st := st.(type) {
		case *ast.DeclStmt:
			gd, ok := st.Decl.(*ast.GenDecl)
			if !ok {
				continue
			}
			found := false
			eachValue(gd, func(vs *ast.ValueSpec, i int, id *ast.Ident) {
				found = found || id.Name == name && (vs.Type != nil && builderType(vs.Type) || i < len(vs.Values) && builderType(vs.Values[i]))
			})
			if found {
				return true
			}
		case *ast.AssignStmt:
			if st.Tok != token.DEFINE || len(st.Lhs) != len(st.Rhs) {
				continue
			}
			for i, l := range st.Lhs {
				if id, ok := l.(*ast.Ident); ok && id.Name == name && builderType(st.Rhs[i]) {
					return true
				}
			}
		}
	}
	return false
}

// builderWrite is the text a statement writes into b, when it is one
// write: b.WriteString(s), b.WriteByte('c'), b.WriteRune('c'),
// b.Write([]byte(s)), fmt.Fprintf(&b, format, args...), fmt.Fprint(&b,
// args...); the results may be assigned or dropped.
func (x *fileCtx) builderWrite(st ast.Stmt, b string) (template.Template, bool) {
	var e ast.Expr
	switch st := st.(type) {
	case *ast.ExprStmt:
		e = st.X
	case *ast.AssignStmt:
		if len(st.Rhs) != 1 {
			return template.Template{}, false
		}
		e = st.Rhs[0]
	default:
		return template.Template{}, false
	}
	call, ok := unparen(e).(*ast.CallExpr)
	if !ok {
		return template.Template{}, false
	}
	if path, name := x.callee(call); path == pathFmt && len(call.Args) >= 1 && isRef(call.Args[0], b) {
		switch name {
		case "Fprintf":
			if len(call.Args) >= 2 {
				return x.printf(call.Args[1:]), true
			}
		case "Fprint":
			return x.sprint(call.Args[1:], false), true
		}
		return template.Template{}, false
	}
	sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 1 || !isRef(sel.X, b) {
		return template.Template{}, false
	}
	arg := unparen(call.Args[0])
	switch sel.Sel.Name {
	case "WriteString":
		return x.value(arg), true
	case "WriteByte", "WriteRune":
		if bl, ok := arg.(*ast.BasicLit); ok && bl.Kind == token.CHAR {
			if r, _, _, err := strconv.UnquoteChar(bl.Value[1:len(bl.Value)-1], '\''); err == nil {
				return template.Lit(string(r)), true
			}
		}
		return template.Hole(x.text(arg), "", ""), true
	case "Write":
		if c, ok := arg.(*ast.CallExpr); ok && len(c.Args) == 1 {
			if at, ok := unparen(c.Fun).(*ast.ArrayType); ok && at.Len == nil {
				return x.value(c.Args[0]), true
			}
		}
		return template.Hole(x.text(arg), "", ""), true
	}
	return template.Template{}, false
}

// isRef reports whether e is b or &b.
func isRef(e ast.Expr, b string) bool {
	e = unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = unparen(u.X)
	}
	id, ok := e.(*ast.Ident)
	return ok && id.Name == b
}
