package golang

import (
	"go/ast"
	"go/token"
	"slices"
	"unicode/utf8"

	"github.com/errdex/errdex/template"
)

// maxLocalTexts is the most texts heldTexts gives for a variable at a
// use; beyond it the texts most alike are merged into one, with a hole
// where they differ.
const maxLocalTexts = 8

// heldTexts is each text the local string variable id may hold where id
// is read, following the function's statements from the variable's
// declaration to that point: an assignment replaces the text (reading the
// variable's earlier text where its right side names it: msg = msg +
// "…"), s += e appends to it, the branches of an if, a switch or a select
// give their texts together, a branch that returns or panics none, and a
// loop that only appends to the variable gives its text with and without
// a hole after it (msg := "expected"; for … { msg += " " + tt.String() };
// if eof { msg += " EOF" } else { msg += " " + string(data) } is
// "expected{…} EOF" and "expected{…} {string(data)}", and "expected"
// with each). Texts beyond maxLocalTexts are merged (collapseTexts). nil
// when the variable is not a local declared with a value or as var s
// string, when a function literal or a loop assigns it anew, or when id is
// inside a function literal.
func (x *fileCtx) heldTexts(id *ast.Ident) []template.Template {
	vars := x.variables(id.Pos())
	v := resolve(vars, id)
	if v == nil || x.resolving[v] {
		return nil
	}
	var init template.Template
	switch {
	case v.value != nil:
		init = x.valueOf(v.value, false)
	case isStringType(v.typ):
	default:
		return nil // a parameter, or not a string
	}
	fd := x.funcAt(v.decl)
	if fd == nil {
		return nil
	}
	f := &textFlow{x: x, vars: vars, v: v, use: id.Pos()}
	list := declList(fd.Body, v.decl)
	if list == nil {
		return nil
	}
	// A function literal that assigns the variable may run anywhere.
	inspect(fd.Body, func(n ast.Node, _ []ast.Node) bool {
		if fl, ok := n.(*ast.FuncLit); ok {
			if f.assigns(fl.Body) || fl.Pos() <= f.use && f.use < fl.End() {
				f.failed = true
			}
			return false
		}
		return !f.failed
	})
	if f.failed {
		return nil
	}
	x.resolving[v] = true
	defer delete(x.resolving, v)
	i := 0
	for i < len(list) && list[i].End() < v.decl {
		i++
	}
	out, reached := f.list(list[i+1:], []template.Template{init})
	if f.failed || !reached {
		return nil
	}
	return out
}

// isStringType reports whether typ is the identifier string.
func isStringType(typ ast.Expr) bool {
	id, ok := typ.(*ast.Ident)
	return ok && id.Name == "string"
}

// declList is the statement list of body that holds the statement ending
// at decl (a variable's declaration), nil when the declaration is not one
// of a block's, a case's or a select clause's statements.
func declList(body *ast.BlockStmt, decl token.Pos) []ast.Stmt {
	var found []ast.Stmt
	holds := func(list []ast.Stmt) bool {
		for _, st := range list {
			switch st.(type) {
			case *ast.AssignStmt, *ast.DeclStmt:
				if st.Pos() < decl && decl <= st.End() {
					found = list
					return true
				}
			}
		}
		return false
	}
	inspect(body, func(n ast.Node, _ []ast.Node) bool {
		if found != nil || n.Pos() >= decl || n.End() < decl {
			return false
		}
		switch n := n.(type) {
		case *ast.BlockStmt:
			return !holds(n.List)
		case *ast.CaseClause:
			return !holds(n.Body)
		case *ast.CommClause:
			return !holds(n.Body)
		}
		return true
	})
	return found
}

// textFlow follows the texts of one variable v through a function's
// statements up to its use.
type textFlow struct {
	x    *fileCtx
	vars []*variable
	v    *variable
	use  token.Pos
	// breaks holds the texts of the paths that leave the innermost loop
	// or switch by break or continue, for it to take up.
	breaks []template.Template
	failed bool
	// steps counts the nodes assigns has looked at, against
	// maxFlowSteps.
	steps int
}

// maxFlowSteps bounds the nodes a walk looks at (a generated function of
// thousands of statements): beyond it the texts are not known.
const maxFlowSteps = 200000

// holds reports whether n holds the use.
func (f *textFlow) holds(n ast.Node) bool {
	return n != nil && n.Pos() <= f.use && f.use < n.End()
}

// assigns reports whether n assigns v (=, op=, ++, or its address taken).
func (f *textFlow) assigns(n ast.Node) bool {
	if n == nil {
		return false
	}
	is := func(e ast.Expr) bool {
		id, ok := unparen(e).(*ast.Ident)
		return ok && resolve(f.vars, id) == f.v
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if f.steps++; f.steps > maxFlowSteps {
			f.failed = true
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if f.isV(l, n) {
					found = true
				}
			}
		case *ast.IncDecStmt:
			found = found || is(n.X)
		case *ast.UnaryExpr:
			found = found || n.Op == token.AND && is(n.X)
		}
		return !found
	})
	return found
}

// onlyAppends reports whether every assignment of v in n is v += e.
func (f *textFlow) onlyAppends(n ast.Node) bool {
	ok := true
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			ok = ok && (n.Tok == token.ADD_ASSIGN || !f.assigns(n))
		case *ast.IncDecStmt, *ast.UnaryExpr:
			ok = ok && !f.assigns(n)
		}
		return ok
	})
	return ok
}

// isV reports whether the left side l of as is v, not a variable that as
// declares.
func (f *textFlow) isV(l ast.Expr, as *ast.AssignStmt) bool {
	id, ok := unparen(l).(*ast.Ident)
	if !ok || resolve(f.vars, id) != f.v {
		return false
	}
	if as.Tok == token.DEFINE {
		for _, w := range f.vars {
			if w.name == id.Name && w.decl == as.End() {
				return false // x, msg := …: a msg of its own
			}
		}
	}
	return true
}

// list runs the statements with the texts in: the texts at the use and
// true when the use is in them, else the texts after them (nil when no
// path falls through).
func (f *textFlow) list(stmts []ast.Stmt, in []template.Template) ([]template.Template, bool) {
	for _, st := range stmts {
		if f.failed {
			return nil, false
		}
		if f.holds(st) {
			return f.at(st, in)
		}
		in = f.stmt(st, in)
	}
	return in, false
}

// at is the texts at the use inside st, reached with the texts in.
func (f *textFlow) at(st ast.Stmt, in []template.Template) ([]template.Template, bool) {
	switch s := st.(type) {
	case *ast.BlockStmt:
		return f.list(s.List, in)
	case *ast.LabeledStmt:
		return f.at(s.Stmt, in)
	case *ast.IfStmt:
		if f.assigns(s.Init) {
			break
		}
		switch {
		case f.holds(s.Body):
			return f.list(s.Body.List, in)
		case f.holds(s.Else):
			return f.at(s.Else, in)
		}
		return in, true
	case *ast.ForStmt, *ast.RangeStmt:
		var body *ast.BlockStmt
		if fs, ok := s.(*ast.ForStmt); ok {
			if f.assigns(fs.Init) || f.assigns(fs.Post) {
				break
			}
			body = fs.Body
		} else {
			body = s.(*ast.RangeStmt).Body
		}
		if f.assigns(body) {
			if !f.onlyAppends(body) {
				break
			}
			in = f.union(in, f.appendHole(in))
		}
		if f.holds(body) {
			return f.list(body.List, in)
		}
		return in, true
	case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
		var body *ast.BlockStmt
		switch s := s.(type) {
		case *ast.SwitchStmt:
			if f.assigns(s.Init) {
				f.failed = true
				return nil, false
			}
			body = s.Body
		case *ast.TypeSwitchStmt:
			if f.assigns(s.Init) || f.assigns(s.Assign) {
				f.failed = true
				return nil, false
			}
			body = s.Body
		case *ast.SelectStmt:
			body = s.Body
		}
		for _, c := range body.List {
			if !f.holds(c) {
				continue
			}
			switch c := c.(type) {
			case *ast.CaseClause:
				return f.list(c.Body, in)
			case *ast.CommClause:
				return f.list(c.Body, in)
			}
		}
		return in, true
	case *ast.ExprStmt, *ast.ReturnStmt, *ast.AssignStmt, *ast.DeclStmt, *ast.DeferStmt, *ast.GoStmt, *ast.SendStmt:
		return in, true
	}
	f.failed = true
	return nil, false
}

// stmt is the texts after st, reached with the texts in; nil when no path
// falls through it.
func (f *textFlow) stmt(st ast.Stmt, in []template.Template) []template.Template {
	if len(in) == 0 {
		return nil // dead code
	}
	switch s := st.(type) {
	case *ast.AssignStmt:
		return f.assign(s, in)
	case *ast.BlockStmt:
		out, _ := f.list(s.List, in)
		return out
	case *ast.LabeledStmt:
		return f.stmt(s.Stmt, in)
	case *ast.IfStmt:
		if f.assigns(s.Init) || f.assigns(s.Cond) {
			break
		}
		then, _ := f.list(s.Body.List, in)
		if s.Else == nil {
			return f.union(in, then)
		}
		return f.union(then, f.stmt(s.Else, in))
	case *ast.ForStmt, *ast.RangeStmt:
		var body *ast.BlockStmt
		if fs, ok := s.(*ast.ForStmt); ok {
			if f.assigns(fs.Init) || f.assigns(fs.Cond) || f.assigns(fs.Post) {
				break
			}
			body = fs.Body
		} else {
			body = s.(*ast.RangeStmt).Body
		}
		if !f.assigns(body) {
			return in
		}
		if f.onlyAppends(body) {
			return f.union(in, f.appendHole(in))
		}
		// One pass through the body stands for all.
		saved := f.breaks
		f.breaks = nil
		out, _ := f.list(body.List, in)
		out = f.union(f.union(in, out), f.breaks)
		f.breaks = saved
		return out
	case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
		var body *ast.BlockStmt
		def := false
		switch s := s.(type) {
		case *ast.SwitchStmt:
			if f.assigns(s.Init) || f.assigns(s.Tag) {
				f.failed = true
				return nil
			}
			body = s.Body
		case *ast.TypeSwitchStmt:
			if f.assigns(s.Init) || f.assigns(s.Assign) {
				f.failed = true
				return nil
			}
			body = s.Body
		case *ast.SelectStmt:
			body, def = s.Body, true // a select waits for one of its cases
		}
		if !f.assigns(body) {
			return in
		}
		saved := f.breaks
		f.breaks = nil
		var out []template.Template
		for _, c := range body.List {
			var stmts []ast.Stmt
			switch c := c.(type) {
			case *ast.CaseClause:
				stmts = c.Body
				def = def || c.List == nil
			case *ast.CommClause:
				stmts = c.Body
			}
			if n := len(stmts); n > 0 {
				if b, ok := stmts[n-1].(*ast.BranchStmt); ok && b.Tok == token.FALLTHROUGH {
					f.failed = true
					return nil
				}
			}
			o, _ := f.list(stmts, in)
			out = f.union(out, o)
		}
		out = f.union(out, f.breaks)
		f.breaks = saved
		if !def {
			out = f.union(out, in)
		}
		return out
	case *ast.BranchStmt:
		if s.Label != nil || s.Tok == token.GOTO {
			break
		}
		if s.Tok == token.BREAK || s.Tok == token.CONTINUE {
			f.breaks = f.union(f.breaks, in)
		}
		return nil
	case *ast.ReturnStmt:
		return nil
	case *ast.ExprStmt:
		if f.x.leaves(s) {
			return nil
		}
		return in
	default:
		if !f.assigns(st) {
			return in
		}
	}
	f.failed = true
	return nil
}

// assign is the texts after an assignment reached with the texts in.
func (f *textFlow) assign(as *ast.AssignStmt, in []template.Template) []template.Template {
	for i, l := range as.Lhs {
		if !f.isV(l, as) {
			continue
		}
		if len(as.Lhs) != len(as.Rhs) {
			return []template.Template{template.Hole(f.x.text(as.Rhs[0]), "", "")}
		}
		rhs := f.x.valueOf(as.Rhs[i], false)
		var out []template.Template
		for _, t := range in {
			r := f.substitute(rhs, t)
			switch as.Tok {
			case token.ASSIGN, token.DEFINE:
				out = append(out, r)
			case token.ADD_ASSIGN:
				out = append(out, template.Concat(t, r))
			default:
				f.failed = true
				return nil
			}
		}
		return f.union(nil, out)
	}
	return in
}

// substitute is r with each hole that prints the variable itself
// (msg = msg + "…", read as a hole since the variable is being resolved)
// replaced by its text t.
func (f *textFlow) substitute(r, t template.Template) template.Template {
	var parts []template.Template
	for _, p := range r.Parts {
		if p.Hole && p.Expr == f.v.name && p.Conv == "" && p.Spec == "" && !p.Optional {
			parts = append(parts, t)
			continue
		}
		parts = append(parts, template.Template{Parts: []template.Part{p}})
	}
	return template.Concat(parts...)
}

// appendHole is each text of in followed by a hole: what a loop appends.
func (f *textFlow) appendHole(in []template.Template) []template.Template {
	out := make([]template.Template, len(in))
	for i, t := range in {
		out[i] = template.Concat(t, template.Hole("…", "", ""))
	}
	return out
}

// union is the texts of a and b, each once, merged down to maxLocalTexts.
func (f *textFlow) union(a, b []template.Template) []template.Template {
	return collapseTexts(append(append([]template.Template(nil), a...), b...), maxLocalTexts)
}

// collapseTexts is ts with duplicates dropped and, while there are more
// than max, the two texts that keep the most literal text when merged
// (mergeTexts) merged into one.
func collapseTexts(ts []template.Template, max int) []template.Template {
	ts = dedupTexts(ts)
	if len(ts) > 4*max {
		// too many to compare pairwise: one text for all
		m := ts[0]
		for _, t := range ts[1:] {
			m = mergeTexts(m, t)
		}
		return []template.Template{m}
	}
	for len(ts) > max {
		bi, bj, best := 0, 1, -1
		var merged template.Template
		for i := range ts {
			for j := i + 1; j < len(ts); j++ {
				m := mergeTexts(ts[i], ts[j])
				if n := m.LiteralLen(); n > best {
					bi, bj, best, merged = i, j, n, m
				}
			}
		}
		ts[bi] = merged
		ts = dedupTexts(append(ts[:bj], ts[bj+1:]...))
	}
	return ts
}

// dedupTexts is ts with each text once, in order.
func dedupTexts(ts []template.Template) []template.Template {
	seen := map[string]bool{}
	out := ts[:0]
	for _, t := range ts {
		if k := t.Message() + "\x00" + t.Pattern(); !seen[k] {
			seen[k] = true
			out = append(out, t)
		}
	}
	return out
}

// mergeTexts is the text a and b begin and end with, with one hole
// between for where they differ ("unexpected EOF" and "expected x
// instead of EOF" are "{…}expected{…} EOF"…: the common start, a hole, the
// common end); a when they are the same.
func mergeTexts(a, b template.Template) template.Template {
	ta, tb := textTokens(a), textTokens(b)
	p := 0
	for p < len(ta) && p < len(tb) && ta[p] == tb[p] {
		p++
	}
	s := 0
	for s < len(ta)-p && s < len(tb)-p && ta[len(ta)-1-s] == tb[len(tb)-1-s] {
		s++
	}
	if p == len(ta) && p == len(tb) {
		return a
	}
	var parts []template.Template
	for _, t := range ta[:p] {
		parts = append(parts, template.Template{Parts: []template.Part{t}})
	}
	if (p == 0 || !ta[p-1].Hole) && (s == 0 || !ta[len(ta)-s].Hole) {
		parts = append(parts, template.Hole("…", "", ""))
	}
	for _, t := range ta[len(ta)-s:] {
		parts = append(parts, template.Template{Parts: []template.Part{t}})
	}
	return template.Concat(parts...)
}

// textTokens is t's parts with each literal split into its runes.
func textTokens(t template.Template) []template.Part {
	var out []template.Part
	for _, p := range t.Parts {
		if p.Hole {
			out = append(out, p)
			continue
		}
		for i := 0; i < len(p.Lit); {
			_, n := utf8.DecodeRuneInString(p.Lit[i:])
			q := p
			q.Lit, q.OptStart = p.Lit[i:i+n], p.OptStart && i == 0
			out = append(out, q)
			i += n
		}
	}
	return out
}

// valueChoices is each text e may print as an error's message when it
// reads a local string variable whose text its function builds in
// branches (heldTexts), alone or joined by + with other parts (msg + ":
// " + detail): one template per text, those with no literal text left
// out. nil when no part of e is such a variable.
func (x *fileCtx) valueChoices(e ast.Expr) []template.Template {
	ops := x.addOperands(e)
	if !slices.ContainsFunc(ops, func(op ast.Expr) bool {
		id, ok := unparen(op).(*ast.Ident)
		return ok && x.builtLocal(id)
	}) {
		return nil
	}
	out := []template.Template{{}}
	built := false
	for _, op := range ops {
		ts := []template.Template{x.valueOf(op, false)}
		if id, ok := unparen(op).(*ast.Ident); ok && x.builtLocal(id) {
			if lt := x.heldTexts(id); len(lt) > 0 {
				ts, built = lt, true
			}
		}
		var next []template.Template
		for _, a := range out {
			for _, b := range ts {
				next = append(next, template.Concat(a, b))
			}
		}
		out = collapseTexts(next, maxLocalTexts)
	}
	if !built {
		return nil
	}
	kept := out[:0]
	for _, t := range out {
		if t.LiteralLen() > 0 {
			kept = append(kept, t)
		}
	}
	return kept
}

// builtLocal reports whether id is a local variable that local does not
// read whole: one assigned again after its declaration, or appended to in
// a loop.
func (x *fileCtx) builtLocal(id *ast.Ident) bool {
	vars := x.variables(id.Pos())
	v := resolve(vars, id)
	if v == nil || v.assigned == 0 {
		return false
	}
	if v.assigned > v.appended {
		return true
	}
	_, ok := x.appends(vars, v, id.Pos())
	return !ok
}

// messageChoices is valueChoices of the message of errors.New(msg),
// fmt.Errorf(msg) or fmt.Errorf("%s", msg).
func (x *fileCtx) messageChoices(call *ast.CallExpr, kind string) []template.Template {
	var arg ast.Expr
	switch {
	case kind == "new" && len(call.Args) == 1:
		arg = call.Args[0]
	case kind == "errorf" && len(call.Args) == 1:
		if _, ok := x.constString(call.Args[0]); !ok {
			arg = call.Args[0]
		}
	case kind == "errorf" && len(call.Args) == 2:
		if f, ok := x.constString(call.Args[0]); ok && (f == "%s" || f == "%v") {
			arg = call.Args[1]
		}
	}
	if arg == nil {
		return nil
	}
	return x.valueChoices(arg)
}
