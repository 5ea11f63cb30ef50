package golang

import (
	"go/ast"
	"go/token"
	"strconv"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// The texts a named constant prints through its type's String method.
// An error is often built from a code of an enumerated type that fmt
// prints with %s or %v, so by its String method: &Error{Code:
// CodeSyntax, Detail: d} whose Error method formats "%s: %s" prints
// "syntax error: {d}". stringerDef reads what String returns for each
// constant, written in one of three ways:
//
//   - a switch on the receiver whose arms return literals (case OpAdd:
//     return "add");
//   - a package-level table of this file indexed by the receiver
//     (tokens[tok], names[int(k)]), a map or array literal whose keys are
//     the constants ({ADD: "+", SUB: "-"});
//   - the code the stringer tool generates: _Op_name[_Op_index[i]:
//     _Op_index[i+1]] over the constants' values its func _() spells out
//     (_ = x[OpAdd-0]), after an optional i -= N.
//
// The link puts these texts in the holes that print such a constant
// (constTexts).

// stringerDef is the definition of kind "stringer" of a String method
// fd: Name the receiver's type, Table the text by constant name.
func (x *fileCtx) stringerDef(fd *ast.FuncDecl) (extract.Def, bool) {
	if fd.Recv == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 || fd.Name.Name != "String" ||
		fd.Type.Params.NumFields() != 0 || fd.Type.Results.NumFields() != 1 {
		return extract.Def{}, false
	}
	if id, ok := fd.Type.Results.List[0].Type.(*ast.Ident); !ok || id.Name != "string" {
		return extract.Def{}, false
	}
	recv := fd.Recv.List[0].Names[0].Name
	texts := map[string]string{}
	offset := int64(0) // i -= N before a stringer slice
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.SwitchStmt:
			if x.isRecv(n.Tag, recv) {
				x.switchTexts(n, texts)
			}
		case *ast.AssignStmt:
			if n.Tok == token.SUB_ASSIGN && len(n.Lhs) == 1 && x.isRecv(n.Lhs[0], recv) {
				if v, ok := x.intConst(n.Rhs[0]); ok {
					offset = v
				}
			}
		case *ast.SliceExpr:
			x.stringerSlice(n, recv, offset, texts)
		case *ast.IndexExpr:
			if x.isRecv(n.Index, recv) {
				if id, ok := unparen(n.X).(*ast.Ident); ok {
					x.tableTexts(id.Name, texts)
				}
			}
		}
		return true
	})
	if len(texts) == 0 {
		return extract.Def{}, false
	}
	table := make(map[string]template.Template, len(texts))
	for k, v := range texts {
		table[k] = template.Lit(v)
	}
	return extract.Def{Kind: "stringer", Name: recvType(fd), Table: table, Line: x.line(fd.Pos())}, true
}

// isRecv reports whether e is the receiver recv, or a conversion of it
// (int(k), uint8(t)).
func (x *fileCtx) isRecv(e ast.Expr, recv string) bool {
	e = unparen(e)
	if c, ok := e.(*ast.CallExpr); ok && len(c.Args) == 1 {
		if _, isIdent := unparen(c.Fun).(*ast.Ident); isIdent {
			e = unparen(c.Args[0])
		}
	}
	id, ok := e.(*ast.Ident)
	return ok && id.Name == recv
}

// switchTexts adds the arms of a switch on the receiver that return a
// literal: case OpAdd, OpPlus: return "add".
func (x *fileCtx) switchTexts(sw *ast.SwitchStmt, texts map[string]string) {
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok || len(cc.Body) == 0 {
			continue
		}
		ret, ok := cc.Body[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			continue
		}
		s, ok := x.constString(ret.Results[0])
		if !ok {
			continue
		}
		for _, e := range cc.List {
			if id, ok := unparen(e).(*ast.Ident); ok {
				texts[id.Name] = s
			}
		}
	}
}

// tableTexts adds the entries of the package-level table name declared
// in this file whose keys are constants and values literals: var tokens
// = [...]string{ADD: "+"}, map[Kind]string{KindSyntax: "syntax error"}.
func (x *fileCtx) tableTexts(name string, texts map[string]string) {
	lit, ok := x.fileVar(name).(*ast.CompositeLit)
	if !ok {
		return
	}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := unparen(kv.Key).(*ast.Ident)
		if !ok {
			continue
		}
		if s, ok := x.constString(kv.Value); ok {
			texts[id.Name] = s
		}
	}
}

// fileVar is the value of the package-level variable or constant name
// declared in this file with one value, or nil.
func (x *fileCtx) fileVar(name string) ast.Expr {
	if v, ok := x.consts[name]; ok {
		return v
	}
	return x.globalVals[name]
}

// stringerSlice adds the texts of the stringer tool's
// _T_name[_T_index[i]:_T_index[i+1]], i the receiver less offset, for
// the constants whose values the file's func _() spells out.
func (x *fileCtx) stringerSlice(s *ast.SliceExpr, recv string, offset int64, texts map[string]string) {
	nameID, ok := unparen(s.X).(*ast.Ident)
	lo, okLo := unparen(s.Low).(*ast.IndexExpr)
	if !ok || !okLo || s.High == nil || !x.isRecv(lo.Index, recv) {
		return
	}
	idxID, ok := unparen(lo.X).(*ast.Ident)
	if !ok {
		return
	}
	name, ok := x.constString(nameID)
	if !ok {
		return
	}
	idxLit, ok := x.fileVar(idxID.Name).(*ast.CompositeLit)
	if !ok {
		return
	}
	var idx []int64
	for _, e := range idxLit.Elts {
		v, ok := x.intConst(e)
		if !ok {
			return
		}
		idx = append(idx, v)
	}
	for c, v := range x.stringerValues() {
		i := v - offset
		if i < 0 || i+1 >= int64(len(idx)) || idx[i] < 0 || idx[i] > idx[i+1] || idx[i+1] > int64(len(name)) {
			continue
		}
		texts[c] = name[idx[i]:idx[i+1]]
	}
}

// stringerValues reads the constants' values from the stringer tool's
// compile-time check: func _() { var x [1]struct{}; _ = x[OpAdd-0] }.
func (x *fileCtx) stringerValues() map[string]int64 {
	vals := map[string]int64{}
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "_" || fd.Recv != nil || fd.Body == nil {
			continue
		}
		for _, st := range fd.Body.List {
			as, ok := st.(*ast.AssignStmt)
			if !ok || len(as.Rhs) != 1 {
				continue
			}
			ix, ok := unparen(as.Rhs[0]).(*ast.IndexExpr)
			if !ok {
				continue
			}
			be, ok := unparen(ix.Index).(*ast.BinaryExpr)
			if !ok || be.Op != token.SUB {
				continue
			}
			id, ok := unparen(be.X).(*ast.Ident)
			v, okV := x.intConst(be.Y)
			if ok && okV {
				vals[id.Name] = v
			}
		}
	}
	return vals
}

// intConst is the value of an integer literal, or of a negated one.
func (x *fileCtx) intConst(e ast.Expr) (int64, bool) {
	e = unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.SUB {
		v, ok := x.intConst(u.X)
		return -v, ok
	}
	bl, ok := e.(*ast.BasicLit)
	if !ok || bl.Kind != token.INT {
		return 0, false
	}
	v, err := strconv.ParseInt(bl.Value, 0, 64)
	return v, err == nil
}
