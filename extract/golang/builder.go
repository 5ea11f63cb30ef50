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
	if !ok {
		return template.Template{}, false
	}
	if b, ok := byteSliceString(call); ok {
		return x.byteSliceText(body, ret, b)
	}
	if len(call.Args) != 0 {
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

// byteSliceString is b of string(b), b an identifier.
func byteSliceString(call *ast.CallExpr) (string, bool) {
	if id, ok := unparen(call.Fun).(*ast.Ident); !ok || id.Name != "string" || len(call.Args) != 1 {
		return "", false
	}
	b, ok := unparen(call.Args[0]).(*ast.Ident)
	if !ok {
		return "", false
	}
	return b.Name, true
}

// byteSliceText is builderText for an Error method that appends its text
// to a local byte slice b and returns string(b):
//
//	s := []byte("websocket: close ")
//	s = strconv.AppendInt(s, int64(e.Code), 10)
//	if e.Text != "" { s = append(s, ": "...); s = append(s, e.Text...) }
//	return string(s)
//
// is "websocket: close {int64(e.Code):d}{s}". b is declared at the top
// level of the body from a conversion of a text ([]byte("…"), the text
// read), as var b []byte or with make; the appends at the top level are
// read in order (append(b, text...), append(b, 'c'), strconv's
// AppendInt, AppendUint, AppendQuote, AppendFloat, AppendBool), and a
// statement that appends inside a block is one hole.
func (x *fileCtx) byteSliceText(body *ast.BlockStmt, ret *ast.ReturnStmt, b string) (template.Template, bool) {
	var parts []template.Template
	declared := false
	for _, st := range body.List {
		if st.Pos() >= ret.Pos() {
			break
		}
		if !declared {
			if t, ok := x.byteSliceDecl(st, b); ok {
				parts, declared = append(parts, t), true
				continue
			}
			if mentionsIdent(st, b) {
				return template.Template{}, false
			}
			continue
		}
		if t, ok := x.byteSliceAppend(st, b); ok {
			parts = append(parts, t)
			continue
		}
		if mentionsIdent(st, b) { // an append inside a block, or another use
			parts = append(parts, template.Hole(b, "", ""))
		}
	}
	if !declared {
		return template.Template{}, false
	}
	t := template.Concat(parts...)
	return t, hasWord(t)
}

// byteSliceDecl is the text a statement declares b with: b :=
// []byte("…") (the text), var b []byte or b := make([]byte, …) (none).
func (x *fileCtx) byteSliceDecl(st ast.Stmt, b string) (template.Template, bool) {
	var value, typ ast.Expr
	switch st := st.(type) {
	case *ast.AssignStmt:
		if st.Tok != token.DEFINE || len(st.Lhs) != 1 || len(st.Rhs) != 1 || !isRef(st.Lhs[0], b) {
			return template.Template{}, false
		}
		value = st.Rhs[0]
	case *ast.DeclStmt:
		gd, ok := st.Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR || len(gd.Specs) != 1 {
			return template.Template{}, false
		}
		vs, ok := gd.Specs[0].(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != b {
			return template.Template{}, false
		}
		typ = vs.Type
		if len(vs.Values) == 1 {
			value = vs.Values[0]
		}
	default:
		return template.Template{}, false
	}
	if value == nil {
		if isByteSliceType(typ) {
			return template.Template{}, true
		}
		return template.Template{}, false
	}
	call, ok := unparen(value).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return template.Template{}, false
	}
	if isByteSliceType(call.Fun) && len(call.Args) == 1 {
		return x.value(call.Args[0]), true
	}
	if id, ok := unparen(call.Fun).(*ast.Ident); ok && id.Name == "make" && isByteSliceType(call.Args[0]) {
		return template.Template{}, true
	}
	return template.Template{}, false
}

// isByteSliceType reports whether e is the type []byte.
func isByteSliceType(e ast.Expr) bool {
	at, ok := unparen(e).(*ast.ArrayType)
	if !ok || at.Len != nil {
		return false
	}
	id, ok := at.Elt.(*ast.Ident)
	return ok && id.Name == "byte"
}

// byteSliceAppend is the text a statement b = append(b, …) or b =
// strconv.AppendX(b, v, …) adds to b.
func (x *fileCtx) byteSliceAppend(st ast.Stmt, b string) (template.Template, bool) {
	as, ok := st.(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || !isRef(as.Lhs[0], b) {
		return template.Template{}, false
	}
	call, ok := unparen(as.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 || !isRef(call.Args[0], b) {
		return template.Template{}, false
	}
	if id, ok := unparen(call.Fun).(*ast.Ident); ok && id.Name == "append" {
		if call.Ellipsis.IsValid() && len(call.Args) == 2 {
			return x.value(call.Args[1]), true
		}
		var parts []template.Template
		for _, a := range call.Args[1:] {
			if bl, ok := unparen(a).(*ast.BasicLit); ok && bl.Kind == token.CHAR {
				if r, _, _, err := strconv.UnquoteChar(bl.Value[1:len(bl.Value)-1], '\''); err == nil {
					parts = append(parts, template.Lit(string(r)))
					continue
				}
			}
			parts = append(parts, template.Hole(x.text(a), "", ""))
		}
		return template.Concat(parts...), true
	}
	path, name := x.callee(call)
	if path != "strconv" {
		return template.Template{}, false
	}
	v := x.text(numberOf(call.Args[1]))
	switch name {
	case "AppendInt", "AppendUint":
		return template.Hole(v, "", "d"), true
	case "AppendQuote":
		return template.Hole(v, "r", ""), true
	case "AppendFloat", "AppendBool", "AppendQuoteRune", "AppendQuoteToASCII":
		return template.Hole(v, "", ""), true
	}
	return template.Template{}, false
}

// numberOf is e without a conversion to an integer type around it
// (int64(e.Code) is e.Code): the value a field holds, as a literal sets it.
func numberOf(e ast.Expr) ast.Expr {
	call, ok := unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return e
	}
	if id, ok := unparen(call.Fun).(*ast.Ident); ok {
		switch id.Name {
		case "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64":
			return call.Args[0]
		}
	}
	return e
}
