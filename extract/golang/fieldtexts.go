package golang

import (
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// maxFieldTexts is the most texts a receiver's string field gives a site
// that prints it; a field set to more is left as a hole.
const maxFieldTexts = 12

// fieldText is a text a method of the file stores in a string field of
// its receiver's type: a constant (x.errorString = "invalid syntax", or
// one passed to a method that stores its parameter there:
// x.SyntaxError("illegal decimal with leading zero")), or one fmt makes
// there (p.err, p.errPos = fmt.Sprintf("unexpected token '%s' in
// declaration", …), …), whose record is where it is made (at).
type fieldText struct {
	text template.Template
	at   ast.Node // the assignment of a text fmt makes; nil for a constant
}

// fieldTexts are the texts the string field F of the receiver's type may
// hold where expr, recv.F, is read in the method around pos: the
// constants the file's methods of that type assign to F or hand to a
// method of the type that stores its string parameter in F (a setter:
// func (x *T) SyntaxError(s string) { x.errorString = s; … }), and the
// texts fmt.Sprintf makes there. ok is false when expr is no such field,
// when another value is stored in it (a local, a parameter passed on
// from elsewhere), when it holds more than maxFieldTexts texts, or when
// the field is exported (another package may set it).
func (x *fileCtx) fieldTexts(pos token.Pos, expr string) (texts []fieldText, ok bool) {
	fd := x.funcAt(pos)
	if fd == nil || fd.Recv == nil || len(fd.Recv.List) == 0 || len(fd.Recv.List[0].Names) == 0 {
		return nil, false
	}
	recv := fd.Recv.List[0].Names[0].Name
	field, ok := strings.CutPrefix(expr, recv+".")
	if !ok || !token.IsIdentifier(field) || token.IsExported(field) {
		// an exported field is set by other packages too
		return nil, false
	}
	typ := recvType(fd)
	if !x.fieldOfType(typ, field, "string") {
		return nil, false
	}
	key := typ + "." + field
	if c, seen := x.fieldCache[key]; seen {
		return c, c != nil
	}
	texts, ok = x.collectFieldTexts(typ, field)
	if !ok || len(texts) == 0 || len(texts) > maxFieldTexts {
		texts = nil
	}
	if x.fieldCache == nil {
		x.fieldCache = map[string][]fieldText{}
	}
	x.fieldCache[key] = texts
	return texts, texts != nil
}

// fieldOfType reports whether the struct type typ that the file declares
// has a field named field whose type is the predeclared or file-level
// type named want (string, error).
func (x *fileCtx) fieldOfType(typ, field, want string) bool {
	for _, f := range x.structOf(typ) {
		if id, ok := f.Type.(*ast.Ident); ok && id.Name == want && slices.ContainsFunc(f.Names, func(n *ast.Ident) bool { return n.Name == field }) {
			return true
		}
	}
	return false
}

// collectFieldTexts walks the file's methods of typ for what they store
// in field (fieldTexts); ok is false when one stores a value that is not
// a constant, fmt's text or a setter's parameter.
func (x *fileCtx) collectFieldTexts(typ, field string) (texts []fieldText, ok bool) {
	seen := map[string]bool{}
	addText := func(t template.Template, at ast.Node) {
		k := t.Message()
		if at == nil && seen[k] {
			return
		}
		seen[k] = true
		texts = append(texts, fieldText{text: t, at: at})
	}
	setters := map[string]int{} // method name → index of the parameter it stores
	ok = true
	x.fieldStores(typ, field, func(fd *ast.FuncDecl, as *ast.AssignStmt, rhs ast.Expr) {
		if s, isConst := x.constString(rhs); isConst {
			if s != "" {
				addText(template.Lit(s), nil)
			}
			return
		}
		if id, isID := rhs.(*ast.Ident); isID {
			if k := slices.Index(funcParams(fd), id.Name); k >= 0 {
				setters[fd.Name.Name] = k
				return
			}
		}
		if call, isCall := rhs.(*ast.CallExpr); isCall {
			if path, name := x.callee(call); path == pathFmt && name == "Sprintf" && len(call.Args) > 0 {
				if _, constFormat := x.constString(call.Args[0]); constFormat {
					addText(x.printf(call.Args), as)
					return
				}
			}
		}
		ok = false
	})
	if !ok {
		return nil, false
	}
	if len(setters) == 0 {
		return texts, true
	}
	// The constants the file hands to the setters: x.SyntaxError("invalid
	// syntax"), yylex.(*yyLex).SyntaxError(…). A method name another
	// type of the file declares too is not followed.
	x.methodCalls(setters, func(call *ast.CallExpr, _ []ast.Node, k int) {
		if s, isConst := x.constString(call.Args[k]); isConst && s != "" {
			addText(template.Lit(s), nil)
		}
	})
	return texts, true
}

// fieldChoices is t with each hole that prints a string field of the
// receiver of the method around pos (fieldTexts) given each constant the
// field may hold, one template per text; nil when t prints no such field.
// made are the texts fmt makes in the field, each with t's other text
// around it, for a record where the text is made.
func (x *fileCtx) fieldChoices(pos token.Pos, t template.Template) (choices []template.Template, made []fieldText) {
	for i, p := range t.Parts {
		if !p.Hole || p.Conv != "" && p.Conv != "s" || p.Spec != "" {
			continue // a text printed quoted or padded is printed otherwise
		}
		texts, ok := x.fieldTexts(pos, p.Expr)
		if !ok {
			continue
		}
		for _, ft := range texts {
			out := template.Concat(template.Template{Parts: slices.Clone(t.Parts[:i])}, ft.text,
				template.Template{Parts: slices.Clone(t.Parts[i+1:])})
			if ft.at != nil {
				made = append(made, fieldText{text: out, at: ft.at})
			} else {
				choices = append(choices, out)
			}
		}
		return choices, made
	}
	return nil, nil
}

// fieldRefs are the references of call, r, once for each text a string
// field of the method's receiver that call passes may hold (fieldTexts):
// return py.ExceptionNewf(py.SyntaxError, "%s", x.errorString) after
// x.errorString = "unexpected EOF while parsing" is a call passing that
// text, at the call; a text fmt.Sprintf makes in the field (p.err, p.errPos
// = fmt.Sprintf("unexpected token '%s' in declaration", …), …; return
// parse.NewError(r, p.errPos, p.err)) is a call at that assignment, where
// the text is made. nil when call passes no such field.
func (x *fileCtx) fieldRefs(call *ast.CallExpr, stack []ast.Node, r extract.Ref) []extract.Ref {
	var out []extract.Ref
	for i, a := range r.Args {
		choices, made := x.fieldChoices(call.Pos(), a)
		if len(choices) == 0 && len(made) == 0 {
			continue
		}
		variant := func(t template.Template, at ast.Node, st []ast.Node) {
			v := r
			v.Site = -1
			v.Args = slices.Clone(r.Args)
			v.Args[i] = t
			line := x.line(at.Pos())
			s := extract.Site{Line: line, EndLine: x.line(at.End())}
			s.Context = x.context(at, st, line)
			v.Call = &s
			v.Caller = x.callerDef(st)
			out = append(out, v)
		}
		for _, t := range choices {
			variant(t, call, stack)
		}
		for _, m := range made {
			if st := x.stackOf(m.at); st != nil {
				variant(m.text, m.at, st)
			}
		}
		return out
	}
	return nil
}

// stackOf is the stack of nodes from the file to n, n last (as inspect
// gives it); nil when n is not in the file.
func (x *fileCtx) stackOf(n ast.Node) []ast.Node {
	var out []ast.Node
	inspect(x.file, func(m ast.Node, stack []ast.Node) bool {
		if out != nil || m.Pos() > n.Pos() || m.End() < n.End() {
			return false
		}
		if m == n {
			out = slices.Clone(stack)
			return false
		}
		return true
	})
	return out
}

// textConsumer is a call that hands a helper the text of an error kept in
// a field, X.F.Error() (parse.NewError(r, offset, p.err.Error())): the
// link builds the helper's error of whatever text each site storing an
// error in that field made (storedErrorRefs).
type textConsumer struct {
	ref   extract.Ref
	arg   int    // the argument that is X.F.Error()
	typ   string // X's type, a struct of the file
	field string
}

// noteConsumer notes call, whose reference is r, as a textConsumer when an
// argument prints the error a field of a struct of the file holds: X.F
// .Error() with X the receiver of the method around it or a local
// declared with a literal of the type (p := &Parser{…}), F a field of
// type error.
func (x *fileCtx) noteConsumer(call *ast.CallExpr, stack []ast.Node, r extract.Ref) {
	for i, a := range call.Args {
		m, ok := unparen(a).(*ast.CallExpr)
		if !ok || len(m.Args) != 0 {
			continue
		}
		errSel, ok := unparen(m.Fun).(*ast.SelectorExpr)
		if !ok || errSel.Sel.Name != "Error" {
			continue
		}
		sel, ok := unparen(errSel.X).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		id, ok := unparen(sel.X).(*ast.Ident)
		if !ok {
			continue
		}
		typ := x.identType(id)
		if typ == "" || !x.fieldOfType(typ, sel.Sel.Name, "error") {
			continue
		}
		c := textConsumer{ref: r, arg: i, typ: typ, field: sel.Sel.Name}
		c.ref.Args = slices.Clone(r.Args)
		c.ref.Site = -1
		c.ref.Caller = nil
		x.consumers = append(x.consumers, c)
		return
	}
}

// identType is the struct type of the file that id holds: the receiver's
// of the method around it, or the type of the literal a local is declared
// with (p := &Parser{…}); "" when neither.
func (x *fileCtx) identType(id *ast.Ident) string {
	if fd := x.funcAt(id.Pos()); fd != nil && fd.Recv != nil && len(fd.Recv.List) > 0 && len(fd.Recv.List[0].Names) > 0 &&
		fd.Recv.List[0].Names[0].Name == id.Name {
		if v := resolve(x.variables(id.Pos()), id); v == nil {
			return recvType(fd)
		}
	}
	v := resolve(x.variables(id.Pos()), id)
	if v == nil || v.value == nil {
		return ""
	}
	e := unparen(v.value)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = unparen(u.X)
	}
	if lit, ok := e.(*ast.CompositeLit); ok {
		if t, ok := lit.Type.(*ast.Ident); ok {
			return t.Name
		}
	}
	return ""
}

// storedErrorRefs adds, for each textConsumer, a reference at each site
// that stores its error in the consumer's field (p.err = errors.New(msg)
// in a method of the type), handing the helper that site's text in place
// of X.F.Error(): the record is where the text is made, with the text the
// helper's error puts around it ("unexpected EOF in expression on line
// {…} and column {…}\n{…}").
func (x *fileCtx) storedErrorRefs() {
	for _, c := range x.consumers {
		lines := map[int]bool{}
		storers := map[string]int{} // method name → index of the format parameter whose text it stores
		x.fieldStores(c.typ, c.field, func(fd *ast.FuncDecl, _ *ast.AssignStmt, rhs ast.Expr) {
			call, ok := rhs.(*ast.CallExpr)
			if !ok {
				return
			}
			lines[x.line(rhs.Pos())] = true
			params := funcParams(fd)
			if f := x.formatParam(call, paramSet(params)); f != "" {
				storers[fd.Name.Name] = slices.Index(params, f)
			}
		})
		x.storerRefs(c, storers)
		seen := map[string]bool{}
		for _, s := range x.sites {
			if !lines[s.Line] || s.Kind != "new" && s.Kind != "errorf" || s.Message.LiteralLen() == 0 {
				continue
			}
			k := strconv.Itoa(s.Line) + "\x00" + s.Message.Message()
			if seen[k] {
				continue
			}
			seen[k] = true
			r := c.ref
			r.Args = slices.Clone(c.ref.Args)
			r.Args[c.arg] = s.Message
			at := extract.Site{Line: s.Line, EndLine: s.EndLine, Context: s.Context}
			r.Call = &at
			x.refs = append(x.refs, r)
		}
	}
}

// storerRefs adds, for a textConsumer c, a reference at each call of the
// file of a method of storers (p.failMessage("unexpected newline in throw
// statement"), with func (p *Parser) failMessage(msg string, args
// ...any) { p.err = fmt.Errorf(msg, args...) }) that passes a constant
// format at the method's format parameter: the text that format and
// the call's arguments make, in place of X.F.Error() of c's call. A
// method name another type of the file declares too is not followed.
func (x *fileCtx) storerRefs(c textConsumer, storers map[string]int) {
	if len(storers) == 0 {
		return
	}
	x.methodCalls(storers, func(call *ast.CallExpr, stack []ast.Node, k int) {
		format, ok := x.constString(call.Args[k])
		if !ok {
			return
		}
		var args []template.Template
		for _, a := range call.Args[k+1:] {
			args = append(args, x.argValue(a))
		}
		r := c.ref
		r.Args = slices.Clone(c.ref.Args)
		r.Args[c.arg] = template.Printf(format, args)
		line := x.line(call.Pos())
		at := extract.Site{Line: line, EndLine: x.line(call.End()), Context: x.context(call, stack, line)}
		r.Call = &at
		x.refs = append(x.refs, r)
	})
}

// methodCalls calls f with each call of the file, and its stack, of a
// method named in params, with the index params gives (the parameter the
// method stores) when the call passes an argument there. A method name
// another type of the file declares too is not followed.
func (x *fileCtx) methodCalls(params map[string]int, f func(call *ast.CallExpr, stack []ast.Node, k int)) {
	if len(params) == 0 {
		return
	}
	methods := x.methodCounts()
	inspect(x.file, func(n ast.Node, stack []ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if k, ok := params[sel.Sel.Name]; ok && k >= 0 && methods[sel.Sel.Name] == 1 && k < len(call.Args) {
			f(call, stack, k)
		}
		return true
	})
}

// methodCounts is how many types of the file declare each method name.
func (x *fileCtx) methodCounts() map[string]int {
	methods := map[string]int{}
	for _, d := range x.file.Decls {
		if fd, isFunc := d.(*ast.FuncDecl); isFunc && fd.Recv != nil {
			methods[fd.Name.Name]++
		}
	}
	return methods
}

// fieldStores calls f with each assignment in the file's methods of typ
// that stores a value, rhs, in the receiver's field (recv.field = rhs, or
// one of several: p.err, p.errPos = rhs, …), and the method.
func (x *fileCtx) fieldStores(typ, field string, f func(fd *ast.FuncDecl, as *ast.AssignStmt, rhs ast.Expr)) {
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || fd.Body == nil || recvType(fd) != typ || len(fd.Recv.List[0].Names) == 0 {
			continue
		}
		recv := fd.Recv.List[0].Names[0].Name
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) {
				return true
			}
			for i, lhs := range as.Lhs {
				sel, ok := unparen(lhs).(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != field {
					continue
				}
				if id, ok := unparen(sel.X).(*ast.Ident); ok && id.Name == recv {
					f(fd, as, unparen(as.Rhs[i]))
				}
			}
			return true
		})
	}
}
