package golang

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/errdex/errdex/template"
)

// Tables of texts. Some Error methods do not spell their text but look it
// up: the runtime's boundsError formats one of a table of formats indexed
// by the error's code,
//
//	var boundsErrorFmts = [...]string{abi.BoundsIndex: "index out of range [%x] with length %y", …}
//	func (e boundsError) Error() string {
//		fmt := boundsErrorFmts[e.code]
//		…
//		b = append(b, "runtime error: "...)
//		for i := 0; i < len(fmt); i++ {
//			… switch fmt[i] { case 'x': b = appendIntStr(b, e.x, e.signed); case 'y': … e.y … }
//		}
//		return string(b)
//	}
//
// and syscall.Errno returns errors[e], a table of texts indexed by the
// errno. formatTables reads the first shape into one text per entry (the
// appended prefix, then the entry with each %c its case's field as a
// hole); returnedTable names the table of the second, whose entries the
// link pass catalogues where they are written.

// tableText is one entry of a format table: the field of the receiver
// that indexes it, the entry's key as written, and its text.
type tableText struct {
	field, key string
	msg        template.Template
}

// formatTables returns the texts of an Error method that formats a
// table of strings indexed by a field of its receiver recv (see above),
// or nil.
func (x *fileCtx) formatTables(fd *ast.FuncDecl, recv string) []tableText {
	fmtVar, field := "", ""
	var tables []string
	prefix := ""
	verbs := map[byte]string{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
				return true
			}
			lhs, _ := n.Lhs[0].(*ast.Ident)
			if lhs == nil {
				return true
			}
			if ix, ok := unparen(n.Rhs[0]).(*ast.IndexExpr); ok {
				t, _ := ix.X.(*ast.Ident)
				sel, _ := ix.Index.(*ast.SelectorExpr)
				if t != nil && sel != nil && isIdentNamed(sel.X, recv) && x.stringTable(t.Name) != nil && (fmtVar == "" || fmtVar == lhs.Name) {
					fmtVar, field = lhs.Name, sel.Sel.Name
					tables = append(tables, t.Name)
				}
				return true
			}
			// b = append(b, "prefix"...) before the loop.
			if call, ok := unparen(n.Rhs[0]).(*ast.CallExpr); ok && fmtVar != "" && len(verbs) == 0 && call.Ellipsis.IsValid() && len(call.Args) == 2 {
				if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "append" {
					if s, ok := x.constString(call.Args[1]); ok {
						prefix += s
					}
				}
			}
		case *ast.SwitchStmt:
			ix, ok := unparen(n.Tag).(*ast.IndexExpr)
			if !ok || fmtVar == "" || !isIdentNamed(ix.X, fmtVar) {
				return true
			}
			for _, st := range n.Body.List {
				cc := st.(*ast.CaseClause)
				expr := ""
				for _, b := range cc.Body {
					ast.Inspect(b, func(m ast.Node) bool {
						if sel, ok := m.(*ast.SelectorExpr); ok && expr == "" && isIdentNamed(sel.X, recv) {
							expr = recv + "." + sel.Sel.Name
						}
						return expr == ""
					})
				}
				for _, e := range cc.List {
					if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.CHAR && expr != "" {
						if c, err := strconv.Unquote(lit.Value); err == nil && len(c) == 1 {
							verbs[c[0]] = expr
						}
					}
				}
			}
		}
		return true
	})
	if fmtVar == "" || len(verbs) == 0 {
		return nil
	}
	var out []tableText
	for _, t := range tables {
		for _, e := range x.stringTable(t) {
			out = append(out, tableText{field: field, key: e[0], msg: template.Concat(template.Lit(prefix), percentVerbs(e[1], verbs))})
		}
	}
	return out
}

// percentVerbs turns a table entry's %c directives into holes.
func percentVerbs(s string, verbs map[byte]string) template.Template {
	var parts []template.Template
	var lit strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+1 < len(s) && verbs[s[i+1]] != "" {
			parts = append(parts, template.Lit(lit.String()), template.Hole(verbs[s[i+1]], "", ""))
			lit.Reset()
			i++
			continue
		}
		lit.WriteByte(s[i])
	}
	parts = append(parts, template.Lit(lit.String()))
	return template.Concat(parts...)
}

func isIdentNamed(e ast.Expr, name string) bool {
	id, ok := unparen(e).(*ast.Ident)
	return ok && id.Name == name
}

// stringTable returns the (key, text) entries of a package-level array or
// slice literal of strings the file declares as name, or nil.
func (x *fileCtx) stringTable(name string) [][2]string {
	for _, d := range x.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, id := range vs.Names {
				if id.Name != name || i >= len(vs.Values) {
					continue
				}
				cl, ok := unparen(vs.Values[i]).(*ast.CompositeLit)
				if !ok {
					return nil
				}
				if _, ok := cl.Type.(*ast.ArrayType); !ok {
					return nil
				}
				var out [][2]string
				for k, e := range cl.Elts {
					key := strconv.Itoa(k)
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						key, e = x.text(kv.Key), kv.Value
					}
					if s, ok := x.constString(e); ok {
						out = append(out, [2]string{key, s})
					}
				}
				return out
			}
		}
	}
	return nil
}

// returnedTable returns the name of the table an Error method returns an
// entry of, indexed by its receiver recv (s := errors[e]; … return s),
// or "". The table may be in another file (one per platform).
func (x *fileCtx) returnedTable(fd *ast.FuncDecl, recv string) string {
	vars := map[string]string{} // local → table
	table := ""
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) == 1 && len(n.Rhs) == 1 {
				if lhs, ok := n.Lhs[0].(*ast.Ident); ok {
					if ix, ok := unparen(n.Rhs[0]).(*ast.IndexExpr); ok && isIdentNamed(ix.Index, recv) {
						if t, ok := ix.X.(*ast.Ident); ok {
							vars[lhs.Name] = t.Name
						}
					}
				}
			}
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				if id, ok := unparen(n.Results[0]).(*ast.Ident); ok && vars[id.Name] != "" {
					table = vars[id.Name]
				}
				if ix, ok := unparen(n.Results[0]).(*ast.IndexExpr); ok && isIdentNamed(ix.Index, recv) {
					if t, ok := ix.X.(*ast.Ident); ok {
						table = t.Name
					}
				}
			}
		}
		return true
	})
	return table
}
