package golang

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/scanner"
	"go/token"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/guard"
	"github.com/errdex/errdex/internal/gobuild"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor catalogs Go error constructors, panics and log.Fatal/log.Panic
// calls.
var Extractor = &extract.Extractor{
	Name:       "go",
	Doc:        "errors.New, fmt.Errorf (class: the package-level sentinel variable, or the sentinel %w wraps, else error), panic, log.Fatal* and log.Panic* of Go source",
	Extensions: []string{".go", ".s"},
	Run:        run,
	Link:       linkAll,
}

func run(f *extract.File) (res *extract.Result, err error) {
	if strings.HasSuffix(f.Path, ".s") {
		return runAsm(f), nil
	}
	test := strings.HasSuffix(f.Path, "_test.go")
	if test && !bytes.Contains(f.Src, []byte(".Error()")) {
		return &extract.Result{}, nil
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, f.Path, f.Src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		if list, ok := err.(scanner.ErrorList); ok && len(list) > 0 {
			e := list[0]
			return nil, extract.Error{Path: f.Path, Line: e.Pos.Line, Col: e.Pos.Column, Msg: e.Msg}
		}
		return nil, fmt.Errorf("%s: %w", f.Path, err)
	}
	if test {
		res := &extract.Result{}
		if es := expects(fset, file, f.Src); len(es) > 0 {
			res.Evidence = &extract.Evidence{Expects: es}
		}
		return res, nil
	}
	x := newFileCtx(fset, file, f.Src)
	x.path = f.Path
	x.walk()
	x.storedErrorRefs()
	x.exportDefs()
	if constrained(file) {
		// the link pass tags the sites it adds to the file too
		x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "constrained"})
	}
	res = &extract.Result{Sites: x.sites, Summary: x.summary()}
	if defs := x.calleeDefs(); len(defs) > 0 {
		x.rtSummary().Defs = append(x.rtSummary().Defs, defs...)
	}
	if !x.sum.IsEmpty() {
		if res.Summary == nil {
			res.Summary = &extract.Summary{}
		}
		res.Summary.Defs = append(res.Summary.Defs, x.sum.Defs...)
		res.Summary.Refs = append(res.Summary.Refs, x.sum.Refs...)
	}
	tagConstrained(res)
	return res, nil
}

// constrained reports whether the file's //go:build constraint holds on
// no system without a tag chosen at build time (compiler_bootstrap,
// ignore): gobuild.NeedsTag.
func constrained(file *ast.File) bool {
	for _, g := range file.Comments {
		if g.Pos() >= file.Package {
			break
		}
		for _, c := range g.List {
			if constraint.IsGoBuild(c.Text) {
				return gobuild.NeedsTag(c.Text)
			}
		}
	}
	return false
}

// isConstrained reports whether res's summary says its file is
// constrained: no build compiles it without a tag chosen at build time.
func isConstrained(res *extract.Result) bool {
	return res != nil && res.Summary != nil && slices.ContainsFunc(res.Summary.Defs, func(d extract.Def) bool { return d.Kind == "constrained" })
}

// tagConstrained tags every site of res with catalog.ConstrainedTag when
// its summary says the file is constrained.
func tagConstrained(res *extract.Result) {
	if !isConstrained(res) {
		return
	}
	for i := range res.Sites {
		if !slices.Contains(res.Sites[i].Tags, catalog.ConstrainedTag) {
			res.Sites[i].Tags = append(res.Sites[i].Tags, catalog.ConstrainedTag)
		}
	}
}

// Import paths whose package-level functions the extractor knows.
const (
	pathErrors    = "errors"
	pathPkgErrors = "github.com/pkg/errors"
	pathXErrors   = "golang.org/x/xerrors"
	pathFmt       = "fmt"
	pathLog       = "log"
	pathStrings   = "strings"
)

type fileCtx struct {
	fset    *token.FileSet
	tf      *token.File
	file    *ast.File
	src     []byte
	pkg     string
	imports map[string]string // local name → import path
	consts  map[string]ast.Expr
	// globalVals are the values of the package-level variables this file
	// declares with one value each.
	globalVals map[string]ast.Expr
	globals    map[string]bool // package-level variable names
	// sentinel maps a call that initialises a package-level variable to
	// the variable's name.
	sentinel map[*ast.CallExpr]string
	// done marks calls already consumed as the message of an outer site.
	done     map[*ast.CallExpr]bool
	comments map[int]*ast.CommentGroup // by the line the group ends on
	// errTypes are the file's error types: those with an Error() string
	// method declared here, by type name.
	errTypes map[string]*errType
	// reporters are the methods of the file that report an error through
	// a callback field of their receiver (collectReporters).
	reporters map[string]bool
	// loggers maps the names the file declares with a logging library's
	// logger type (fields, parameters, variables) to that library.
	loggers map[string]string
	// errorLogf: the file declares a logf helper that writes to an error
	// log; its calls in the file are failure reports whatever their text.
	errorLogf bool
	// locals caches each function's local variables; resolving holds
	// those being resolved (a guard against x := x + "…" loops).
	locals    map[*ast.FuncDecl][]*variable
	resolving map[*variable]bool
	// fieldCache holds the texts each string field of a receiver's type
	// may hold (fieldTexts), by "Type.field"; nil for none known.
	fieldCache map[string][]fieldText
	// consumers are the calls that hand a helper the text of an error a
	// field holds (noteConsumer), for storedErrorRefs.
	consumers []textConsumer
	// joined holds the local variables whose appends (joinedAppends) or
	// assignments (assignedTexts) have been made sites of.
	joined map[*variable]bool
	// declTypes maps each name the file declares a variable, parameter or
	// field by to the import path of its type's package (recvImport)
	declTypes map[string]string
	sites     []extract.Site
	// refs are the file's references for the link pass (summary.go).
	refs []extract.Ref
	// For the runtime's link pass (runtime_link.go): the file's path, the
	// functions it declares, its //go:linkname directives (local, target),
	// the functions that print a label and their argument, and its part of
	// the summary.
	path      string
	funcs     map[string]bool
	linknames [][2]string
	printing  map[string]*extract.Def
	sum       *extract.Summary
}

// errType is an error type of the file and the message its Error method
// returns last (the general case), with the receiver's name.
type errType struct {
	recv   string
	msg    template.Template
	fields []string // struct fields in order; nil for other types
	// msgs are the templates of all its returns, for the link pass;
	// table, the texts of an Error method that formats a table of
	// strings indexed by a field (formatTables); tableName, the table an
	// Error method returns an entry of, indexed by the receiver.
	msgs      []template.Template
	table     []tableText
	tableName string
	// arms are the returns that sit in a case clause of a switch on a
	// field of the receiver (switchArms), with the texts the clause's
	// string constants or literals hold: a value of the file setting
	// that field to one of them prints that return's text.
	arms []errArm
}

// errArm is a return of an Error method in a switch arm on the field
// field whose cases hold the texts cases.
// ifTrue is the bool field F when the return sits in the body of if
// recv.F inside the clause (if i.hasOptionalInputs { return … }).
type errArm struct {
	field, ifTrue string
	cases         []string
	msg           template.Template
}

func newFileCtx(fset *token.FileSet, file *ast.File, src []byte) *fileCtx {
	x := &fileCtx{
		fset: fset, tf: fset.File(file.Pos()), file: file, src: src,
		pkg:        file.Name.Name,
		imports:    map[string]string{},
		consts:     map[string]ast.Expr{},
		globals:    map[string]bool{},
		globalVals: map[string]ast.Expr{},
		sentinel:   map[*ast.CallExpr]string{},
		done:       map[*ast.CallExpr]bool{},
		comments:   map[int]*ast.CommentGroup{},
		errTypes:   map[string]*errType{},
		locals:     map[*ast.FuncDecl][]*variable{},
		resolving:  map[*variable]bool{},
		joined:     map[*variable]bool{},
	}
	for _, imp := range file.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		name := importName(p)
		if p == pathPkgErrors || p == pathXErrors {
			name = "errors"
			if p == pathXErrors {
				name = "xerrors"
			}
		}
		if imp.Name != nil {
			name = imp.Name.Name
		}
		x.imports[name] = p
	}
	for _, d := range file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		eachValue(gd, func(vs *ast.ValueSpec, i int, id *ast.Ident) {
			if gd.Tok == token.CONST {
				if i < len(vs.Values) {
					x.consts[id.Name] = vs.Values[i]
				}
				return
			}
			x.globals[id.Name] = true
			if i < len(vs.Values) && len(vs.Names) == len(vs.Values) {
				x.globalVals[id.Name] = vs.Values[i]
				if call, ok := unparen(vs.Values[i]).(*ast.CallExpr); ok && id.Name != "_" {
					x.sentinel[call] = id.Name
				}
			}
		})
	}
	for _, cg := range file.Comments {
		x.comments[x.line(cg.End())] = cg
	}
	x.collectErrTypes()
	x.collectReporters()
	x.funcs = map[string]bool{}
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Body != nil { // a body-less one is implemented elsewhere (linkname)
			x.funcs[fd.Name.Name] = true
		}
	}
	x.linknames = readLinknames(file)
	x.printing = map[string]*extract.Def{}
	for _, d := range x.printers() {
		d := d
		x.printing[d.Name] = &d
	}
	x.collectLoggers()
	x.errorLogf = x.findErrorLogf()
	return x
}

// eachValue calls f for each name a var or const declaration declares,
// with its spec and its index there.
func eachValue(gd *ast.GenDecl, f func(vs *ast.ValueSpec, i int, id *ast.Ident)) {
	for _, spec := range gd.Specs {
		if vs, ok := spec.(*ast.ValueSpec); ok {
			for i, id := range vs.Names {
				f(vs, i, id)
			}
		}
	}
}

// importName is the name a package is imported under by default: the
// last element of its path, or the one before a major-version suffix
// (k8s.io/klog/v2 is klog), without a gopkg.in ".vN" (gopkg.in/yaml.v3 is
// yaml), a "go-" prefix, or what follows its first byte that cannot be
// in a Go name (github.com/go-jose/go-jose/v4 is jose, graphql-go is
// graphql): the name the Go tools assume for a path, which a package
// whose name differs is imported under explicitly.
func importName(p string) string {
	name := p[strings.LastIndexByte(p, '/')+1:]
	if len(name) >= 2 && name[0] == 'v' && strings.Trim(name[1:], "0123456789") == "" && strings.Contains(p, "/") {
		q := p[:strings.LastIndexByte(p, '/')]
		name = q[strings.LastIndexByte(q, '/')+1:]
	}
	if i := strings.Index(name, ".v"); i > 0 && strings.HasPrefix(p, "gopkg.in/") {
		name = name[:i]
	}
	if n := strings.TrimPrefix(name, "go-"); n != "" {
		name = n
	}
	if i := strings.IndexFunc(name, func(r rune) bool { return r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) }); i > 0 {
		name = name[:i]
	}
	return name
}

// collectErrTypes finds the types of the file that have an Error() string
// method in the file, and what that method returns last.
func (x *fileCtx) collectErrTypes() {
	fields := map[string][]string{}
	for _, d := range x.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			if !ok {
				continue
			}
			var names []string
			if st, ok := ts.Type.(*ast.StructType); ok {
				names = structFields(st) // an embedded field is "": never substituted
			}
			fields[ts.Name.Name] = names
		}
	}
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || !isErrorMethod(fd) || len(fd.Recv.List[0].Names) == 0 {
			continue
		}
		name := recvType(fd)
		ns, declared := fields[name]
		if !declared {
			continue
		}
		all := returns(fd.Body)
		if len(all) == 0 {
			continue
		}
		last := all[len(all)-1]
		et := &errType{recv: fd.Recv.List[0].Names[0].Name, msg: x.valueOf(last.Results[0], false), fields: ns}
		arms, flags := x.switchArms(fd.Body, et.recv), flagArms(fd.Body, et.recv)
		for _, r := range all {
			// Every return, holes alone too: string(e) is the text a
			// conversion gives it.
			et.msgs = append(et.msgs, x.valueOf(r.Results[0], false))
			for field, cases := range arms[r] {
				arm := errArm{field: field, ifTrue: flags[r], msg: et.msgs[len(et.msgs)-1]}
				for _, c := range cases {
					if t, ok := x.caseText(c); ok {
						arm.cases = append(arm.cases, t)
					}
				}
				et.arms = append(et.arms, arm)
			}
		}
		et.msgs = append(et.msgs, x.localMessages(fd, et.recv)...)
		et.table = x.formatTables(fd, et.recv)
		et.tableName = x.returnedTable(fd, et.recv)
		x.errTypes[name] = et
	}
}

// visitErrValue records a constant error value of a file's error type:
// FormatError("not a PNG file") or &SyntaxError{"unexpected end", off}. Its
// message is the type's Error template with the constant fields filled in.
func (x *fileCtx) visitErrValue(n ast.Expr, stack []ast.Node) {
	var name string
	fill := map[string]template.Template{} // hole expression → what the value sets it to
	set := map[string]string{}             // field → its expression, as written
	switch v := n.(type) {
	case *ast.CallExpr: // a conversion
		id, ok := unparen(v.Fun).(*ast.Ident)
		if !ok || len(v.Args) != 1 {
			return
		}
		et := x.errTypes[id.Name]
		if et == nil || et.fields != nil {
			return
		}
		c, ok := x.constString(v.Args[0])
		if !ok {
			return
		}
		name = id.Name
		fill[et.recv] = template.Lit(c)
		fill["string("+et.recv+")"] = template.Lit(c)
	case *ast.CompositeLit:
		id, ok := v.Type.(*ast.Ident)
		if !ok || x.errTypes[id.Name] == nil {
			x.messageField(v, stack)
			return
		}
		et := x.errTypes[id.Name]
		if et.fields == nil {
			return
		}
		name = id.Name
		for i, e := range v.Elts {
			_, isKV := e.(*ast.KeyValueExpr)
			field, e := keyed(e)
			if !isKV && i < len(et.fields) {
				field = et.fields[i]
			}
			set[field] = x.text(e)
			if t := x.valueOf(e, false); field != "" && t.LiteralLen() > 0 {
				fill[et.recv+"."+field] = t // "unknown unit " + quote(u) + " in duration"
			}
		}
	default:
		return
	}
	et := x.errTypes[name]
	var parts []template.Template
	msg, filled := et.msg, false
	if t, ok := et.armFor(fill, set); ok {
		// the switch arm the value's field chooses: its text, even with
		// no hole filled (kind: "invalid" prints case KindInvalid's)
		msg, filled = t, true
	}
	for _, p := range msg.Parts {
		if t, ok := fill[p.Expr]; ok && p.Hole && p.Conv == "" && p.Spec == "" {
			parts = append(parts, t)
			filled = true
			continue
		}
		parts = append(parts, template.Template{Parts: []template.Part{p}})
	}
	msg = template.Concat(parts...)
	if !filled || msg.LiteralLen() == 0 {
		return
	}
	site := extract.Site{
		Kind: "new", ErrorType: "error", Severity: "error", Class: x.pkg + "." + name, Message: msg,
		Line: x.line(n.Pos()), EndLine: x.line(n.End()),
	}
	site.Context = x.context(n, stack, site.Line)
	x.sites = append(x.sites, site)
}

// armFor is the text of the one switch arm of et's Error method whose
// case holds the text a value sets the arm's field to (fill, by hole
// expression): &AttrError{kind: "invalid"} or {kind: KindInvalid}, with
// const KindInvalid Kind = "invalid", prints case KindInvalid's return.
// ok is false when no arm, or arms of two texts, hold it.
// Of two texts in the arm, one in the body of if recv.F, the value
// setting F: true prints that one and a value leaving F out or false the
// other (set: each field's expression as the value writes it).
func (et *errType) armFor(fill map[string]template.Template, set map[string]string) (template.Template, bool) {
	var hit []errArm
	for _, a := range et.arms {
		v, ok := fill[et.recv+"."+a.field]
		if ok && len(v.Parts) == 1 && !v.Parts[0].Hole && slices.Contains(a.cases, v.Parts[0].Lit) {
			hit = append(hit, a)
		}
	}
	if one(hit) {
		return hit[0].msg, true
	}
	var flagged, other []errArm
	for _, a := range hit {
		if a.ifTrue != "" && set[a.ifTrue] == "true" {
			flagged = append(flagged, a)
		} else if a.ifTrue == "" {
			other = append(other, a)
		}
	}
	switch {
	case one(flagged):
		return flagged[0].msg, true
	case len(flagged) == 0 && one(other):
		return other[0].msg, true
	}
	return template.Template{}, false
}

// one reports whether arms is not empty and all its texts are one.
func one(arms []errArm) bool {
	for _, a := range arms {
		if a.msg.Message() != arms[0].msg.Message() {
			return false
		}
	}
	return len(arms) > 0
}

// flagArms maps each return of an Error method's body that sits in the
// then-branch of if recv.F (a bool field) to F, the innermost such if.
func flagArms(body *ast.BlockStmt, recv string) map[*ast.ReturnStmt]string {
	flags := map[*ast.ReturnStmt]string{}
	inspect(body, func(n ast.Node, stack []ast.Node) bool {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok {
			return true
		}
		for i := len(stack) - 2; i >= 1; i-- {
			if is, ok := stack[i].(*ast.IfStmt); ok && stack[i+1] == is.Body {
				if f := recvField(is.Cond, recv); f != "" {
					flags[ret] = f
				}
				break
			}
		}
		return false
	})
	return flags
}

// caseText is the text a case expression, as written, holds: a string
// literal's, or a string constant's of the file.
func (x *fileCtx) caseText(c string) (string, bool) {
	if s, err := strconv.Unquote(c); err == nil {
		return s, true
	}
	if v, ok := x.consts[c]; ok && isName(c) {
		return x.constString(v)
	}
	return "", false
}

// panicked reports whether the innermost node of stack is the operand of
// panic (through &).
func panicked(stack []ast.Node) bool {
	for i := len(stack) - 2; i >= 0 && i >= len(stack)-3; i-- {
		switch n := stack[i].(type) {
		case *ast.UnaryExpr:
			continue
		case *ast.CallExpr:
			id, ok := unparen(n.Fun).(*ast.Ident)
			return ok && id.Name == "panic"
		}
		return false
	}
	return false
}

// messageFields are the struct fields that hold an error value's text.
var messageFields = map[string]bool{"Message": true, "Msg": true, "message": true, "msg": true}

// messageField records a value of an error type declared in another file
// or package (its name ends in Error) whose message field is set to text
// of its own: &file.Error{Location: loc, Message: fmt.Sprintf("not enough
// arguments to call %v", name)} (expr-lang/expr). The type's Error method
// is not in this file, so what it adds around the message (a position, a
// snippet) is not known: the record is the message field's text, which
// the printed message starts with. Kind "new", class the type as written.
func (x *fileCtx) messageField(v *ast.CompositeLit, stack []ast.Node) {
	if v.Type == nil { // an element of a composite literal: T{{…}}
		return
	}
	name := x.text(v.Type)
	if !strings.HasSuffix(name, "Error") {
		return
	}
	defer func() {
		// The type's Error method is in another file: the link pass gives
		// the value its text, when the value set no message field and is
		// not a panic's operand (the panic's site takes it).
		if recorded := len(x.sites) > 0 && x.sites[len(x.sites)-1].Line == x.line(v.Pos()) && x.sites[len(x.sites)-1].Class == name; !recorded && !panicked(stack) {
			line := x.line(v.Pos())
			s := &extract.Site{Line: line, EndLine: x.line(v.End())}
			s.Context = x.context(v, stack, line)
			x.valueRef(v, -1, s)
		}
	}()
	x.messageSets(v, stack, name)
	for _, e := range v.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := kv.Key.(*ast.Ident); !ok || !messageFields[k.Name] {
			continue
		}
		t := x.valueOf(kv.Value, false)
		if t.LiteralLen() == 0 {
			return // Message: fmt.Sprintf(format, args...): a helper's
		}
		site := extract.Site{
			Kind: "new", ErrorType: "error", Severity: "error", Class: name, Message: t,
			Line: x.line(v.Pos()), EndLine: x.line(v.End()),
		}
		site.Context = x.context(v, stack, site.Line)
		x.sites = append(x.sites, site)
		// The link may know the type's Error method: its text then
		// replaces this site's.
		if r, ok := x.litRef(v); ok {
			r.Site = len(x.sites) - 1
			x.refs = append(x.refs, *r)
		}
		return
	}
}

// messageSets records, for a value of an error type declared elsewhere
// (its name ends in Error) kept in a local variable (err :=
// &ParseError{Line: t.line, Column: off - t.noff}), each later
// assignment of text of its own to the variable's message field in the
// function (err.Message = fmt.Sprintf("expected a colon, not '%c'", r)
// in a case of a switch): the text is made there, and the assignment is
// a site as a literal setting that field is (messageField), the
// literal's other fields kept for the link to fill the type's Error
// template. An assignment of a text passed in (err.Message = msg) adds
// none and is not one.
func (x *fileCtx) messageSets(v *ast.CompositeLit, stack []ast.Node, class string) {
	i := parentIndex(stack)
	if i < 0 {
		return
	}
	obj := ""
	switch p := stack[i].(type) {
	case *ast.AssignStmt:
		if len(p.Lhs) == len(p.Rhs) {
			for k, r := range p.Rhs {
				if id, ok := p.Lhs[k].(*ast.Ident); ok && r == stack[i+1] {
					obj = id.Name
				}
			}
		}
	case *ast.ValueSpec:
		if len(p.Names) == len(p.Values) {
			for k, r := range p.Values {
				if r == stack[i+1] {
					obj = p.Names[k].Name
				}
			}
		}
	}
	if obj == "" || obj == "_" {
		return
	}
	fn := -1
	var body *ast.BlockStmt
	for j := i; j >= 0 && body == nil; j-- {
		switch f := stack[j].(type) {
		case *ast.FuncDecl:
			fn, body = j, f.Body
		case *ast.FuncLit:
			fn, body = j, f.Body
		}
	}
	if body == nil {
		return
	}
	inspect(body, func(n ast.Node, inner []ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false // a function of its own
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Pos() < v.End() {
			return true
		}
		sel, ok := as.Lhs[0].(*ast.SelectorExpr)
		if !ok || !messageFields[sel.Sel.Name] {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != obj {
			return true
		}
		t := x.valueOf(as.Rhs[0], false)
		if t.LiteralLen() == 0 {
			return true
		}
		r, ok := x.litRef(v)
		if !ok {
			return true
		}
		full := append(slices.Clip(stack[:fn+1]), inner...)
		site := extract.Site{
			Kind: "new", ErrorType: "error", Severity: "error", Class: class, Message: t,
			Line: x.line(as.Pos()), EndLine: x.line(as.End()),
		}
		site.Context = x.context(as, full, site.Line)
		x.sites = append(x.sites, site)
		if r.Kwargs == nil {
			r.Kwargs = map[string]template.Template{}
		}
		r.Kwargs[sel.Sel.Name] = x.argValue(as.Rhs[0])
		r.Site = len(x.sites) - 1
		x.refs = append(x.refs, *r)
		return true
	})
}

func (x *fileCtx) line(p token.Pos) int { return x.tf.Line(p) }

// text returns the source of n with runs of white space folded to one space.
func (x *fileCtx) text(n ast.Node) string {
	start, end := x.tf.Offset(n.Pos()), x.tf.Offset(n.End())
	if start < 0 || end > len(x.src) || start > end {
		return ""
	}
	return strings.Join(strings.Fields(string(x.src[start:end])), " ")
}

// callee returns the import path and function name of a call to a
// package-level function of an imported package, or "", name for a call of a
// plain identifier.
func (x *fileCtx) callee(call *ast.CallExpr) (path, name string) {
	switch fn := unparen(call.Fun).(type) {
	case *ast.Ident:
		return "", fn.Name
	case *ast.SelectorExpr:
		if id, ok := fn.X.(*ast.Ident); ok {
			if p, ok := x.imports[id.Name]; ok {
				return p, fn.Sel.Name
			}
		}
	}
	return "", ""
}

func unparen(e ast.Expr) ast.Expr {
	for {
		p, ok := e.(*ast.ParenExpr)
		if !ok {
			return e
		}
		e = p.X
	}
}

// inspect is ast.Inspect over root with the stack of nodes from root to
// n, n last, given to f with n. f returning false skips n's children.
func inspect(root ast.Node, f func(n ast.Node, stack []ast.Node) bool) {
	var stack []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		if !f(n, stack) {
			stack = stack[:len(stack)-1]
			return false
		}
		return true
	})
}

// walk visits the file keeping the stack of enclosing nodes.
func (x *fileCtx) walk() {
	inspect(x.file, func(n ast.Node, stack []ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if !x.done[n] {
				x.visitCall(n, stack)
				k := len(x.sites)
				x.visitErrValue(n, stack)
				if len(x.sites) == k {
					x.convRefAt(n, stack)
				}
			}
		case *ast.ReturnStmt:
			x.visitReturn(n, stack)
		case *ast.AssignStmt:
			x.visitLocalText(n, stack)
		case *ast.CompositeLit:
			k := len(x.sites)
			x.visitErrValue(n, stack)
			if !slices.ContainsFunc(x.sites[k:], func(s extract.Site) bool { return s.Line == x.line(n.Pos()) }) {
				// (the sites of its message field's later assignments
				// are not the literal's: messageSets)
				x.litRefAt(n, stack)
			}
		}
		return true
	})
}

func (x *fileCtx) visitCall(call *ast.CallExpr, stack []ast.Node) {
	path, name := x.callee(call)
	site := extract.Site{ErrorType: "error", Severity: "error", Class: "error"}
	cause := ""
	var choices []template.Template
	switch {
	case path == "" && name == "panic" && len(call.Args) == 1:
		site.Kind, site.ErrorType, site.Severity, site.Class = "panic", "panic", "fatal", "panic"
		site.Message = x.value(call.Args[0])
		if site.Message.LiteralLen() == 0 {
			// A value whose text another file makes: the link pass's.
			defer x.valueRef(call.Args[0], len(x.sites), nil)
		}
	case path == "" && x.printing[name] != nil && len(call.Args) == 1:
		// A function of the file that prints a label and its argument
		// (the runtime's throw and fatal: "fatal error: msg").
		p := x.printing[name]
		msg := applyArgs(p.Message, p.Params, []template.Template{x.value(call.Args[0])})
		if msg.LiteralLen() <= p.Message.LiteralLen() {
			return
		}
		site.Kind, site.ErrorType, site.Severity, site.Class = p.Site.Kind, p.Site.ErrorType, p.Site.Severity, p.Class
		site.Message = msg
	case path == pathLog && (strings.HasPrefix(name, "Fatal") || strings.HasPrefix(name, "Panic")):
		var ok bool
		if site, ok = x.fatalSite(name, call.Args); !ok {
			return
		}
	default:
		if s, ok := x.httpErrorSite(call); ok {
			site = s
			break
		}
		if s, ok := x.logSite(call); ok {
			site = s
			break
		}
		t, kind, ok := x.errorCall(call)
		if !ok {
			t, ok = x.errorfHelper(call)
			kind = "errorf"
			// The link may know the helper: its text then replaces
			// this site's.
			defer x.callRef(call, stack, len(x.sites))
		}
		if !ok {
			if path == "" {
				x.printCallRef(call, stack)
			}
			return
		}
		site.Kind, site.Message = kind, t
		if kind == "new" {
			x.joinedAppends(call)
		}
		if kind == "new" || kind == "errorf" {
			choices = x.messageChoices(call, kind)
		}
		if t.LiteralLen() == 0 {
			choices = x.assignedTexts(call, kind, choices)
		}
		if kind == "errorf" {
			if s := x.wrapped(call); s != "" {
				site.Class = s
			}
		}
		cause = x.cause(call, kind)
		if v, ok := x.sentinel[call]; ok {
			site.Class = x.pkg + "." + v
		}
	}
	site.Line = x.line(call.Pos())
	site.EndLine = x.line(call.End())
	site.Context = x.context(call, stack, site.Line)
	site.Context.Cause = cause
	if site.Kind == "new" && x.sprintfLocal(call) {
		if start, end, ok := x.textDecl(call); ok {
			// errmsg := fmt.Sprintf("unknown license '%s' at offset %d",
			// …); exp.err = errors.New(errmsg): the text is made on the
			// lines just above, where the record is, as for a helper's
			// call (callRef)
			site.Line, site.EndLine = start, end
		}
	}
	if site.Kind == "log" && debugRE.MatchString(site.Context.Guard) {
		return // if debugRoundTrip { logf(…) }: tracing switched on by a developer
	}
	if site.Kind == "errorf" && (path == pathFmt || path == pathPkgErrors || path == pathXErrors) && name == "Errorf" {
		if ts := x.printfChoices(call.Args); len(ts) > 0 {
			site.Message = ts[0]
			x.sites = append(x.sites, site)
			for _, t := range ts[1:] {
				site.Message = t
				x.sites = append(x.sites, site)
			}
			return
		}
	}
	if len(choices) == 0 && (site.Kind == "new" || site.Kind == "errorf") {
		// errors.New(p.err), fmt.Errorf("yaml: line %d: %s", line,
		// p.problem): one site per text the receiver's field may hold,
		// where it is made
		if fc, made := x.fieldChoices(call.Pos(), site.Message); len(fc) > 0 || len(made) > 0 {
			choices = fc
			for _, m := range made {
				if st := x.stackOf(m.at); st != nil {
					s := site
					s.Message = m.text
					s.Line, s.EndLine = x.line(m.at.Pos()), x.line(m.at.End())
					s.Context = x.context(m.at, st, s.Line)
					s.Context.Cause = cause
					x.sites = append(x.sites, s)
				}
			}
			if len(choices) > 0 {
				// the field's texts as the file sets them, and the
				// site as it is, for a text another file stores
				choices = append(choices, site.Message)
			}
		}
	}
	if len(choices) > 0 {
		// msg := "unexpected"; if … { msg = "expected " + … }; …;
		// errors.New(msg): one site per text msg may hold
		for _, t := range choices {
			site.Message = t
			x.sites = append(x.sites, site)
		}
		return
	}
	x.sites = append(x.sites, site)
}

// sprintfLocal reports whether call's one argument is a local variable
// declared with a call of fmt.Sprintf (errors.New(errmsg) after errmsg :=
// fmt.Sprintf(…)).
func (x *fileCtx) sprintfLocal(call *ast.CallExpr) bool {
	if len(call.Args) != 1 {
		return false
	}
	id, ok := unparen(call.Args[0]).(*ast.Ident)
	if !ok {
		return false
	}
	v := resolve(x.variables(id.Pos()), id)
	if v == nil || v.value == nil {
		return false
	}
	c, ok := unparen(v.value).(*ast.CallExpr)
	if !ok {
		return false
	}
	path, name := x.callee(c)
	return path == pathFmt && name == "Sprintf"
}

// joinedAppends makes a site of each text that the function around
// errors.New(strings.Join(list, sep)) appends to list, a local variable
// (errs = append(errs, fmt.Sprintf("%s.%s: %s fields are not supported",
// …)), in the function or a function literal in it): the error's text is
// those texts joined, one of them when one was appended. A text with
// under three bytes of literal text of its own is no site.
func (x *fileCtx) joinedAppends(call *ast.CallExpr) {
	if len(call.Args) != 1 {
		return
	}
	join, ok := unparen(call.Args[0]).(*ast.CallExpr)
	if !ok || len(join.Args) != 2 {
		return
	}
	if path, name := x.callee(join); path != "strings" || name != "Join" {
		return
	}
	id, ok := unparen(join.Args[0]).(*ast.Ident)
	fd := x.funcAt(call.Pos())
	if !ok || fd == nil {
		return
	}
	vars := x.variables(call.Pos())
	v := resolve(vars, id)
	if v == nil || x.joined[v] {
		return
	}
	x.joined[v] = true
	inspect(fd.Body, func(n ast.Node, stack []ast.Node) bool {
		app, ok := n.(*ast.CallExpr)
		if !ok || len(app.Args) < 2 || app.Ellipsis.IsValid() {
			return true
		}
		if fn, ok := unparen(app.Fun).(*ast.Ident); !ok || fn.Name != "append" {
			return true
		}
		if list, ok := unparen(app.Args[0]).(*ast.Ident); !ok || resolve(vars, list) != v {
			return true
		}
		for _, e := range app.Args[1:] {
			t := x.value(e)
			if t.LiteralLen() < 3 {
				continue
			}
			site := extract.Site{Kind: "new", ErrorType: "error", Severity: "error", Class: "error", Message: t}
			site.Line = x.line(e.Pos())
			site.EndLine = x.line(e.End())
			// the stack from the file, as walk gives it
			site.Context = x.context(e, append([]ast.Node{x.file, fd}, stack...), site.Line)
			x.sites = append(x.sites, site)
		}
		return true
	})
}

// assignedTexts makes a site of each text assigned to the local variable
// that errors.New(msg) or fmt.Errorf("%s", msg) makes its error of, when
// the variable is assigned in several places, before the call, in the
// function around it (outside function literals): var errmsg string; if
// … { errmsg = fmt.Sprintf("%s has no .%s field or method", …) } else
// { errmsg = string(nsa) }; return fmt.Errorf("%s", errmsg). A
// variable assigned once already reads as its text (local). An
// assignment that reads the variable itself only adds to an earlier
// text, and one with under three bytes of literal text of its own is no
// site. When the texts the variable may hold at the call are known
// (choices, heldTexts), an assignment is a site only when its text
// reaches the call unchanged; the choices left, those no assignment
// made a site of, are returned for sites at the call.
func (x *fileCtx) assignedTexts(call *ast.CallExpr, kind string, choices []template.Template) []template.Template {
	var arg ast.Expr
	switch {
	case kind == "new" && len(call.Args) == 1:
		arg = call.Args[0]
	case kind == "errorf" && len(call.Args) == 2:
		if f, ok := x.constString(call.Args[0]); ok && (f == "%s" || f == "%v") {
			arg = call.Args[1]
		}
	}
	id, ok := unparen(arg).(*ast.Ident)
	fd := x.funcAt(call.Pos())
	if !ok || fd == nil {
		return choices
	}
	vars := x.variables(call.Pos())
	v := resolve(vars, id)
	if v == nil || v.assigned == 0 || x.joined[v] {
		return choices
	}
	reaches := map[string]bool{}
	for _, c := range choices {
		reaches[c.Message()] = true
	}
	made := map[string]bool{}
	x.joined[v] = true
	inspect(fd.Body, func(n ast.Node, stack []ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Pos() >= call.Pos() || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Tok != token.ASSIGN && as.Tok != token.DEFINE {
			return true
		}
		if lhs, ok := unparen(as.Lhs[0]).(*ast.Ident); !ok || resolve(vars, lhs) != v || mentionsIdent(as.Rhs[0], id.Name) {
			return true
		}
		t := x.value(as.Rhs[0])
		if t.LiteralLen() < 3 || choices != nil && !reaches[t.Message()] {
			return true
		}
		made[t.Message()] = true
		site := extract.Site{Kind: kind, ErrorType: "error", Severity: "error", Class: "error", Message: t}
		site.Line = x.line(as.Rhs[0].Pos())
		site.EndLine = x.line(as.End())
		site.Context = x.context(as, append([]ast.Node{x.file, fd}, stack...), site.Line)
		x.sites = append(x.sites, site)
		return true
	})
	var left []template.Template
	for _, c := range choices {
		if !made[c.Message()] {
			left = append(left, c)
		}
	}
	return left
}

// fatalSite is the site of the log package's (or a *log.Logger's) Fatal*
// and Panic* methods: they print and then exit or panic, so they are kind
// and errorType "fatal" or "panic", class "log.Fatal" or "log.Panic",
// their operands joined as fmt.Sprint, fmt.Sprintln or fmt.Sprintf do.
func (x *fileCtx) fatalSite(name string, args []ast.Expr) (extract.Site, bool) {
	if len(name) < 5 {
		return extract.Site{}, false
	}
	kind := strings.ToLower(name[:5])
	site := extract.Site{Kind: kind, ErrorType: kind, Severity: "fatal", Class: "log." + name[:5]}
	switch name[5:] {
	case "":
		site.Message = x.sprint(args, false)
	case "ln":
		site.Message = x.sprint(args, true)
	case "f":
		if len(args) == 0 {
			return extract.Site{}, false
		}
		site.Message = x.printf(args)
	default:
		return extract.Site{}, false
	}
	return site, true
}

// cause is the error an errorf's first %w or a Wrap wraps, as written.
func (x *fileCtx) cause(call *ast.CallExpr, kind string) string {
	switch kind {
	case "wrap":
		return x.text(call.Args[0])
	case "errorf":
		if format, ok := x.constString(call.Args[0]); ok {
			for _, i := range wrapArgs(format) {
				if i+1 < len(call.Args) {
					return x.text(call.Args[i+1])
				}
			}
		}
	}
	return ""
}

// visitReturn records what an Error() string method returns: the message
// of its error type, when it has literal text.
func (x *fileCtx) visitReturn(ret *ast.ReturnStmt, stack []ast.Node) {
	if len(ret.Results) != 1 {
		return
	}
	if fd := errorMethodOf(stack); fd != nil {
		x.methodSite(fd, ret.Results[0], ret, stack)
	}
}

// isErrorMethod reports whether fd is func (T) Error() string.
func isErrorMethod(fd *ast.FuncDecl) bool {
	if fd.Recv == nil || len(fd.Recv.List) != 1 || fd.Name.Name != "Error" || fd.Type.Params.NumFields() != 0 || fd.Type.Results.NumFields() != 1 {
		return false
	}
	id, ok := fd.Type.Results.List[0].Type.(*ast.Ident)
	return ok && id.Name == "string"
}

// errorCall recognises the error constructors and returns their message.
func (x *fileCtx) errorCall(call *ast.CallExpr) (t template.Template, kind string, ok bool) {
	path, name := x.callee(call)
	errPkg := path == pathErrors || path == pathPkgErrors || path == pathXErrors
	switch {
	case errPkg && name == "New" && len(call.Args) == 1:
		return x.value(call.Args[0]), "new", true
	case (path == pathFmt || path == pathPkgErrors || path == pathXErrors) && name == "Errorf" && len(call.Args) >= 1:
		return x.printfCall(call, call.Args), "errorf", true
	case path == pathPkgErrors && name == "Wrap" && len(call.Args) == 2:
		return template.Concat(x.value(call.Args[1]), template.Lit(": "), template.Hole(x.text(call.Args[0]), "", "")), "wrap", true
	case path == pathPkgErrors && name == "Wrapf" && len(call.Args) >= 2:
		return template.Concat(x.printfCall(call, call.Args[1:]), template.Lit(": "), template.Hole(x.text(call.Args[0]), "", "")), "wrap", true
	}
	return template.Template{}, "", false
}

// errorfHelpers are the names of the printf-style error helpers that
// parsers and flag sets define for themselves: p.errorf("unexpected %s",
// tok), f.failf(…), p.error("unexpected token %v", tok).
var errorfHelpers = map[string]bool{"errorf": true, "Errorf": true, "failf": true, "error": true}

// errorfHelper recognises a call of a method or same-package function
// named like an errorf helper whose first or second argument is a
// constant format, or, last, a message with words of its own made for the
// call (fmt.Sprintf with a constant format, "expected "+what).
func (x *fileCtx) errorfHelper(call *ast.CallExpr) (template.Template, bool) {
	if len(call.Args) == 0 {
		return template.Template{}, false
	}
	switch fn := unparen(call.Fun).(type) {
	case *ast.Ident:
		if !errorfHelpers[fn.Name] || fn.Name == "Errorf" && x.pkg == "fmt" {
			return template.Template{}, false
		}
	case *ast.SelectorExpr:
		if id, ok := fn.X.(*ast.Ident); ok && x.imports[id.Name] != "" || !errorfHelpers[fn.Sel.Name] && !x.reporters[fn.Sel.Name] {
			return template.Template{}, false // a package's function: errorCall's business
		}
	default:
		return template.Template{}, false
	}
	// The format is the first argument, or the second after the node or
	// token the error is at (v.error(node, "invalid operation: %v", op)).
	for k, a := range call.Args[:min(2, len(call.Args))] {
		if _, ok := x.constString(a); ok {
			return x.printf(call.Args[k:]), true
		}
		if k == len(call.Args)-1 {
			// the message made for the call, last: p.error(x.End(),
			// fmt.Sprintf("expression in %s must be function call",
			// callType)), p.error(pos, "expected "+what)
			if c, ok := unparen(a).(*ast.CallExpr); ok {
				if _, _, isErr := x.errorCall(c); isErr {
					return template.Template{}, false // an error handed on, a site of its own
				}
			}
			if t := x.valueOf(a, false); letters(t) >= 3 {
				return t, true
			}
		}
	}
	return template.Template{}, false
}

// printfCall is printf of the format and arguments args of call, or,
// when call spreads its last argument, spreadFormat's template.
func (x *fileCtx) printfCall(call *ast.CallExpr, args []ast.Expr) template.Template {
	if call.Ellipsis.IsValid() {
		if t, _, ok := x.spreadFormat(args); ok {
			return t
		}
	}
	return x.printf(args)
}

// spreadFormat reads a printf format that is a variable, the caller's
// format a helper adds its own text to, joined by + after constants
// (fmt.Sprintf("lexer: "+format, args...)), followed by the list the call
// spreads: the variadic parameter alone (args...) or appended to the
// values the constants' verbs print (fmt.Errorf("line %d: "+format,
// append([]any{l.line}, a...)...)). The constants' verbs print those
// values, and the format is a hole of its own, named as written, which a
// caller's format fills in: "line {l.line:d}: {format}". Another value
// before the format prints as it would in a message, a hole when unknown
// (p.name+": "+format); the verbs of a constant after it print the values
// appended after the variadic parameter (fmt.Errorf(format+": %w",
// append(args, err)...) is "{format}: {err}"). ok is false for any other
// format, and format is the format's name.
func (x *fileCtx) spreadFormat(args []ast.Expr) (t template.Template, format string, ok bool) {
	if len(args) != 2 {
		return template.Template{}, "", false
	}
	be, isAdd := unparen(args[0]).(*ast.BinaryExpr)
	if !isAdd || be.Op != token.ADD {
		return template.Template{}, "", false
	}
	if _, isConst := x.constString(be); isConst {
		return template.Template{}, "", false
	}
	ops := x.addOperands(be)
	last := -1 // the format: the last operand that is no constant
	for i, op := range ops {
		if _, isConst := x.constString(op); !isConst {
			last = i
		}
	}
	id, isIdent := unparen(ops[last]).(*ast.Ident)
	if !isIdent {
		return template.Template{}, "", false
	}
	// The list spread: the variadic parameter alone, after the values
	// the constants before the format print (append([]any{l.line},
	// a...)) or before those the constants after it print (append(args,
	// err): format+": %w")
	var before, after []ast.Expr
	switch v := unparen(args[1]).(type) {
	case *ast.Ident:
	case *ast.CallExpr:
		fn, isIdent := unparen(v.Fun).(*ast.Ident)
		if !isIdent || fn.Name != "append" || len(v.Args) < 2 {
			return template.Template{}, "", false
		}
		if _, spread := unparen(v.Args[0]).(*ast.Ident); spread && !v.Ellipsis.IsValid() {
			after = v.Args[1:]
			break
		}
		lit, isLit := unparen(v.Args[0]).(*ast.CompositeLit)
		if _, spread := unparen(v.Args[1]).(*ast.Ident); !isLit || !spread || len(v.Args) != 2 || !v.Ellipsis.IsValid() {
			return template.Template{}, "", false
		}
		before = lit.Elts
	default:
		return template.Template{}, "", false
	}
	texts := func(es []ast.Expr) []string {
		out := make([]string, len(es))
		for i, e := range es {
			out[i] = x.text(e)
		}
		return out
	}
	// The constants print the values in turn; another value before the
	// format (p.name+": "+format) prints as it would in a message.
	var parts []template.Template
	used := [2]int{}
	for i, op := range ops {
		s, isConst := x.constString(op)
		switch {
		case i == last:
			parts = append(parts, template.Hole(id.Name, "", ""))
		case !isConst:
			parts = append(parts, x.valueOf(op, false))
		default:
			if strings.Contains(s, "*") || strings.Contains(s, "%[") {
				return template.Template{}, "", false
			}
			side, values := 0, before
			if i > last {
				side, values = 1, after
			}
			h := template.ParsePrintf(s, texts(values)[used[side]:], nil)
			used[side] += h.Holes()
			parts = append(parts, h)
		}
	}
	if used[0] != len(before) || used[1] != len(after) {
		return template.Template{}, "", false // the verbs would print the caller's values too
	}
	return template.Concat(parts...), id.Name, true
}

// printf builds the template of a format and its arguments.
func (x *fileCtx) printf(args []ast.Expr) template.Template {
	format, ok := x.constString(args[0])
	if id, isIdent := unparen(args[0]).(*ast.Ident); !ok && isIdent {
		// errorMsg := "unable to cast %#v of type %T to int", declared
		// once with text and never assigned again
		if t, local := x.local(id); local {
			format, ok = template.Literal(t)
		}
	}
	if !ok {
		// f := "pq: wrong value for %q: " (assigned again only with
		// other constants) and fmt.Errorf(f+"%q is not supported", …):
		// the first text it may hold; printfChoices gives the others
		if fs := x.formatChoices(args[0]); len(fs) > 0 {
			format, ok = fs[0], true
		}
	}
	if !ok && len(args) > 1 && x.formatElsewhere(args[0]) {
		// A format named by a constant of another file (const errorMsg =
		// "unable to cast %#v of type %T to %T") or held in a field
		// (fmt.Sprintf(e.Code.String(), e.Args...)): the link reads it.
		exprs := make([]string, len(args))
		for i, a := range args {
			exprs[i] = x.text(a)
		}
		return template.Hole("fmt.Sprintf("+strings.Join(exprs, ", ")+")", "", "")
	}
	if !ok {
		return x.value(args[0])
	}
	exprs := make([]string, len(args)-1)
	for i, a := range args[1:] {
		exprs[i] = x.text(a)
	}
	format, exprs = staticTypeVerbs(format, exprs)
	return template.ParsePrintf(format, exprs, nil)
}

// maxFormatChoices is the most texts formatChoices gives for a format.
const maxFormatChoices = 4

// formatChoices is each text a printf format that is no constant may
// hold, when every part of it is known here: a local string variable
// declared with a constant and assigned only constants again (f := "pq:
// wrong value for %q: "; if env { f = "pq: wrong value for $%s: " }), or
// such a variable joined with constants by + (f+"%q is not supported").
// nil when a part is not known or there would be more than
// maxFormatChoices texts.
func (x *fileCtx) formatChoices(e ast.Expr) []string {
	if s, ok := x.constString(e); ok {
		return []string{s}
	}
	switch v := unparen(e).(type) {
	case *ast.BinaryExpr:
		if v.Op != token.ADD {
			return nil
		}
		l, r := x.formatChoices(v.X), x.formatChoices(v.Y)
		if l == nil || r == nil || len(l)*len(r) > maxFormatChoices {
			return nil
		}
		var out []string
		for _, a := range l {
			for _, b := range r {
				out = append(out, a+b)
			}
		}
		return out
	case *ast.Ident:
		return x.constTexts(v)
	}
	return nil
}

// constTexts is the texts of the local variable id where it is read, when
// its function assigns it again and each text it may hold there
// (heldTexts) is a constant, in the order heldTexts gives them; nil
// otherwise (a variable never assigned again is local's).
func (x *fileCtx) constTexts(id *ast.Ident) []string {
	v := resolve(x.variables(id.Pos()), id)
	if v == nil || v.assigned == 0 {
		return nil
	}
	ts := x.heldTexts(id)
	if len(ts) == 0 || len(ts) > maxFormatChoices {
		return nil
	}
	texts := make([]string, len(ts))
	for i, t := range ts {
		s, ok := template.Literal(t)
		if !ok || t.Holes() > 0 {
			return nil
		}
		texts[i] = s
	}
	return texts
}

// printfChoices is the templates of fmt.Errorf(args...) for the texts its
// format may hold (formatChoices), nil when it holds one or is constant.
// Texts that differ only in how they print a hole ("%q" or "%v" for a
// nil value) make one template, the one printing it plainest (the
// shortest), which matches both.
func (x *fileCtx) printfChoices(args []ast.Expr) []template.Template {
	if _, ok := x.constString(args[0]); ok {
		return nil
	}
	fs := x.formatChoices(args[0])
	if len(fs) < 2 {
		return nil
	}
	exprs := make([]string, len(args)-1)
	for i, a := range args[1:] {
		exprs[i] = x.text(a)
	}
	var out []template.Template
	at := map[string]int{}
	for _, f := range fs {
		f, ex := staticTypeVerbs(f, exprs)
		t := template.ParsePrintf(f, ex, nil)
		key := holeRE.ReplaceAllString(t.Message(), "{}")
		if i, ok := at[key]; ok {
			if len(t.Message()) < len(out[i].Message()) {
				out[i] = t
			}
			continue
		}
		at[key] = len(out)
		out = append(out, t)
	}
	return out
}

// holeRE matches a hole of a template's message.
var holeRE = lazyre.New(`\{[^{}]*\}`)

// formatElsewhere reports whether a printf format that is not constant
// here may be known to the link: an identifier that is no local variable
// or parameter (a constant of another file), or a field or its String().
func (x *fileCtx) formatElsewhere(e ast.Expr) bool {
	switch v := unparen(e).(type) {
	case *ast.Ident:
		return resolve(x.variables(v.Pos()), v) == nil
	case *ast.SelectorExpr:
		return true
	case *ast.CallExpr:
		if sel, ok := unparen(v.Fun).(*ast.SelectorExpr); ok && len(v.Args) == 0 && sel.Sel.Name == "String" {
			_, isSel := unparen(sel.X).(*ast.SelectorExpr)
			return isSel
		}
	}
	return false
}

// sprint builds the template of fmt.Sprint (ln: fmt.Sprintln) operands.
// Sprint puts a space between operands when neither is a string; the types
// are unknown here, so holes are simply joined.
func (x *fileCtx) sprint(args []ast.Expr, ln bool) template.Template {
	var parts []template.Template
	for i, a := range args {
		if ln && i > 0 {
			parts = append(parts, template.Lit(" "))
		}
		parts = append(parts, x.value(a))
	}
	return template.Concat(parts...)
}

// value is the message template of an expression used as a message: folded
// constants, concatenations, fmt.Sprint*, nested error constructors, or one
// hole.
func (x *fileCtx) value(e ast.Expr) template.Template { return x.valueOf(e, true) }

// valueOf is value; consume marks nested error constructors as used up,
// so that the walk does not record them again.
func (x *fileCtx) valueOf(e ast.Expr, consume bool) template.Template {
	if s, ok := x.constString(e); ok {
		return template.Lit(s)
	}
	switch v := unparen(e).(type) {
	case *ast.BinaryExpr:
		if v.Op == token.ADD {
			ops := x.addOperands(v)
			parts := make([]template.Template, len(ops))
			for i, op := range ops {
				parts[i] = x.valueOf(op, consume)
			}
			return template.Concat(parts...)
		}
	case *ast.Ident:
		if t, ok := x.local(v); ok {
			return t
		}
	case *ast.CallExpr:
		path, name := x.callee(v)
		if path == pathFmt && len(v.Args) >= 1 {
			switch name {
			case "Sprintf":
				return x.printfCall(v, v.Args)
			case "Sprint":
				return x.sprint(v.Args, false)
			}
		}
		if path == pathStrings && name == "TrimSpace" && len(v.Args) == 1 {
			// the text itself, less the blanks around it, which a
			// match leaves out anyway
			return x.valueOf(v.Args[0], consume)
		}
		if t, _, ok := x.errorCall(v); ok {
			if consume {
				x.done[v] = true
			}
			return t
		}
	}
	return template.Hole(x.text(e), "", "")
}

// addOperands is the operands of a + b + c in order, a constant run
// (folded by constString) being one. The left-leaning chain is flattened
// iteratively: generated code can chain thousands of operands.
func (x *fileCtx) addOperands(e ast.Expr) []ast.Expr {
	var ops []ast.Expr
	for {
		be, ok := unparen(e).(*ast.BinaryExpr)
		if !ok || be.Op != token.ADD {
			break
		}
		if _, isConst := x.constString(be); isConst {
			break
		}
		ops = append(ops, be.Y)
		e = be.X
	}
	ops = append(ops, e)
	slices.Reverse(ops)
	return ops
}

// variable is a local variable of a function: its scope (the block or
// statement that declares it, the function for a parameter), the value it
// is declared with (nil when none), and how many times it is assigned
// after its declaration (=, op=, ++, or its address taken).
type variable struct {
	name       string
	decl       token.Pos // the end of the declaring statement
	start, end token.Pos // the scope
	value      ast.Expr
	typ        ast.Expr // the declared type, for var v T
	assigned   int
	appended   int // of the assignments, those that are s += …
}

// local is the message template of a local variable that its function
// declares with a value with text of its own and never assigns again:
// msg := fmt.Sprintf("%s flag redefined: %s", …) then panic(msg). An
// error constructor's value stays its own site (err := errors.New(…) then
// panic(err) is a hole), as does a variable assigned again or whose
// address is taken. Scopes are Go's: a block, an if/for/switch with its
// init statement, a case clause, the function for its parameters.
//
// A message that is only appended to after its declaration (s := e.Op;
// if e.Net != "" { s += " " + e.Net }; s += ": " + e.Err.Error(), as
// net.OpError's Error method builds it) is its declared value followed by
// what the appends before the use add, those inside an if or a case
// optional. When an append is inside a loop or a function literal, the
// message is the declared value, which the rest follows.
func (x *fileCtx) local(id *ast.Ident) (template.Template, bool) {
	vars := x.variables(id.Pos())
	v := resolve(vars, id)
	if v == nil || v.value == nil || v.assigned > v.appended || x.resolving[v] {
		return template.Template{}, false
	}
	if call, ok := unparen(v.value).(*ast.CallExpr); ok {
		if _, _, isErr := x.errorCall(call); isErr {
			return template.Template{}, false
		}
	}
	x.resolving[v] = true
	defer delete(x.resolving, v)
	t := x.valueOf(v.value, false)
	if v.appended > 0 {
		if more, ok := x.appends(vars, v, id.Pos()); ok {
			t = template.Concat(t, more)
		}
	}
	if t.LiteralLen() == 0 {
		return template.Template{}, false
	}
	return t, true
}

// appends is what the s += … statements of v before pos add to it, in
// source order, those inside an if, a case or a select optional; ok is
// false when one is inside a loop or a function literal (it may add its
// text any number of times).
func (x *fileCtx) appends(vars []*variable, v *variable, pos token.Pos) (t template.Template, ok bool) {
	fd := x.funcAt(v.decl)
	if fd == nil {
		return template.Template{}, false
	}
	var parts []template.Template
	ok = true
	inspect(fd.Body, func(n ast.Node, stack []ast.Node) bool {
		as, isAssign := n.(*ast.AssignStmt)
		if !ok || !isAssign || as.Tok != token.ADD_ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 || as.Pos() < v.decl || as.Pos() >= pos {
			return ok
		}
		if id, isID := unparen(as.Lhs[0]).(*ast.Ident); !isID || resolve(vars, id) != v {
			return true
		}
		optional := false
		for _, s := range stack[:len(stack)-1] {
			if s.Pos() < v.start || s.End() > v.end || s.Pos() == v.start && s.End() == v.end {
				continue // v's scope and what holds it
			}
			switch s.(type) {
			case *ast.ForStmt, *ast.RangeStmt, *ast.FuncLit:
				ok = false
			case *ast.IfStmt, *ast.CaseClause, *ast.CommClause:
				optional = true
			}
		}
		part := x.valueOf(as.Rhs[0], false)
		if optional {
			part = template.Opt(part)
		}
		parts = append(parts, part)
		return ok
	})
	return template.Concat(parts...), ok
}

// funcAt is the function declaration holding pos, nil outside one.
func (x *fileCtx) funcAt(pos token.Pos) *ast.FuncDecl {
	decls := x.file.Decls
	i := sort.Search(len(decls), func(i int) bool { return decls[i].End() > pos })
	if i == len(decls) {
		return nil
	}
	if fd, isFunc := decls[i].(*ast.FuncDecl); isFunc && fd.Body != nil && fd.Pos() <= pos {
		return fd
	}
	return nil
}

// resolve is the variable id names: of those declared before it whose
// scope holds it, the innermost (nil for a package-level name).
func resolve(vars []*variable, id *ast.Ident) *variable {
	var best *variable
	for _, v := range vars {
		if v.name != id.Name || v.decl > id.Pos() || id.Pos() < v.start || id.Pos() >= v.end {
			continue
		}
		if best == nil || v.end-v.start < best.end-best.start || v.end-v.start == best.end-best.start && v.decl > best.decl {
			best = v
		}
	}
	return best
}

// variables are the local variables of the function declaration holding
// pos (nil outside one), computed once per function.
func (x *fileCtx) variables(pos token.Pos) []*variable {
	// The declarations are in source order: the one holding pos is the
	// first that ends after it (a search, not a pass over the file per
	// site).
	fd := x.funcAt(pos)
	if fd == nil {
		return nil
	}
	if vs, ok := x.locals[fd]; ok {
		return vs
	}
	var vars []*variable
	declare := func(id *ast.Ident, value ast.Expr, decl token.Pos, scope ast.Node) {
		if id != nil && id.Name != "_" {
			vars = append(vars, &variable{name: id.Name, decl: decl, start: scope.Pos(), end: scope.End(), value: value})
		}
	}
	assign := func(e ast.Expr) {
		if id, ok := unparen(e).(*ast.Ident); ok {
			if v := resolve(vars, id); v != nil {
				v.assigned++
			}
		}
	}
	appendTo := func(e ast.Expr) {
		if id, ok := unparen(e).(*ast.Ident); ok {
			if v := resolve(vars, id); v != nil {
				v.appended++
			}
		}
	}
	fields := func(fl *ast.FieldList, fn ast.Node) {
		if fl == nil {
			return
		}
		for _, f := range fl.List {
			for _, n := range f.Names {
				declare(n, nil, fn.Pos(), fn)
			}
		}
	}
	fields(fd.Recv, fd)
	fields(fd.Type.Params, fd)
	fields(fd.Type.Results, fd)
	scope := func(stack []ast.Node) ast.Node {
		for i := len(stack) - 2; i >= 0; i-- {
			switch stack[i].(type) {
			case *ast.BlockStmt, *ast.CaseClause, *ast.CommClause, *ast.IfStmt, *ast.ForStmt,
				*ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				return stack[i]
			}
		}
		return fd
	}
	inspect(fd.Body, func(n ast.Node, stack []ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			fields(n.Type.Params, n)
			fields(n.Type.Results, n)
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if n.Tok != token.DEFINE {
					assign(l)
					if n.Tok == token.ADD_ASSIGN {
						appendTo(l)
					}
					continue
				}
				id, _ := l.(*ast.Ident)
				if id == nil {
					continue // a := whose left side is not a name: a syntax error go/parser keeps
				}
				if v := resolve(vars, id); v != nil && v.start == scope(stack).Pos() {
					v.assigned++ // a, err := … redeclaring err in its own scope
					continue
				}
				var value ast.Expr
				if len(n.Lhs) == len(n.Rhs) {
					value = n.Rhs[i]
				}
				declare(id, value, n.End(), scope(stack))
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				var value ast.Expr
				if len(n.Values) == len(n.Names) {
					value = n.Values[i]
				}
				declare(id, value, n.End(), scope(stack))
				if v := vars[len(vars)-1]; v.name == id.Name && n.Type != nil {
					v.typ = n.Type
				}
			}
		case *ast.IncDecStmt:
			assign(n.X)
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				assign(n.X)
			}
		case *ast.RangeStmt:
			for _, e := range []ast.Expr{n.Key, n.Value} {
				if id, ok := e.(*ast.Ident); ok && n.Tok == token.DEFINE {
					declare(id, nil, n.Pos(), n)
				} else if e != nil {
					assign(e)
				}
			}
		}
		return true
	})
	x.locals[fd] = vars
	return vars
}

// constString folds string literals, their concatenation and package-level
// string constants of the file.
func (x *fileCtx) constString(e ast.Expr) (string, bool) {
	return x.constStringDepth(e, 0)
}

func (x *fileCtx) constStringDepth(e ast.Expr, depth int) (string, bool) {
	if depth > 20 {
		return "", false
	}
	switch v := unparen(e).(type) {
	case *ast.BasicLit:
		if v.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(v.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if v.Op != token.ADD {
			return "", false
		}
		a, ok := x.constStringDepth(v.X, depth+1)
		if !ok {
			return "", false
		}
		b, ok := x.constStringDepth(v.Y, depth+1)
		return a + b, ok
	case *ast.Ident:
		if c, ok := x.consts[v.Name]; ok {
			return x.constStringDepth(c, depth+1)
		}
	}
	return "", false
}

// wrapped returns the sentinel that a %w verb of a fmt.Errorf call wraps,
// or "".
func (x *fileCtx) wrapped(call *ast.CallExpr) string {
	format, ok := x.constString(call.Args[0])
	if !ok {
		return ""
	}
	for _, i := range wrapArgs(format) {
		if i+1 >= len(call.Args) {
			continue
		}
		switch a := unparen(call.Args[i+1]).(type) {
		case *ast.Ident:
			if x.globals[a.Name] || looksSentinel(a.Name) {
				return x.pkg + "." + a.Name
			}
		case *ast.SelectorExpr:
			if id, ok := a.X.(*ast.Ident); ok && x.imports[id.Name] != "" && ast.IsExported(a.Sel.Name) {
				return id.Name + "." + a.Sel.Name
			}
		}
	}
	return ""
}

// looksSentinel reports whether name is spelled like a sentinel error
// variable: ErrX or errX.
func looksSentinel(name string) bool {
	rest, ok := strings.CutPrefix(name, "Err")
	if !ok {
		rest, ok = strings.CutPrefix(name, "err")
	}
	return ok && rest != "" && (rest[0] >= 'A' && rest[0] <= 'Z' || rest[0] == '_')
}

// wrapArgs returns the 0-based argument indexes of the %w verbs of a Go
// format, following fmt's argument numbering (%[n]w, * widths).
func wrapArgs(format string) []int {
	var out []int
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for ; i < len(format); i++ {
			c := format[i]
			switch {
			case c == '%' && format[i-1] == '%':
			case strings.IndexByte("+-# 0.", c) >= 0 || c >= '0' && c <= '9':
				continue
			case c == '*':
				arg++
				continue
			case c == '[':
				if k := strings.IndexByte(format[i:], ']'); k > 0 {
					if n, err := strconv.Atoi(format[i+1 : i+k]); err == nil && n >= 1 {
						arg = n - 1
					}
					i += k
				}
				continue
			default:
				if c == 'w' {
					out = append(out, arg)
				}
				arg++
			}
			break
		}
	}
	return out
}

// context fills what the enricher may ground its text in. The guard comes
// from the innermost if, else-if, else or expression-switch case that holds
// the site inside its function (a function literal stops it), with the
// negated conditions of the ifs right above the site whose bodies leave, as
// package guard joins them.
func (x *fileCtx) context(call ast.Node, stack []ast.Node, line int) extract.Context {
	var c extract.Context
	var conds []guard.Cond
	guarded, inLit := false, false
	var guardAt ast.Node
	for i := len(stack) - 1; i > 0; i-- {
		var child ast.Node = call
		if i+1 < len(stack) {
			child = stack[i+1]
		}
		var level, branch []guard.Cond
		ok := false
		switch n := stack[i].(type) {
		case *ast.FuncDecl:
			c.Function = funcName(n)
			if !inLit {
				c.Params = paramNames(n)
			}
			if n.Doc != nil {
				c.Docstring = strings.TrimSpace(n.Doc.Text())
			}
			guarded = true
		case *ast.FuncLit:
			guarded, inLit = true, true
		case *ast.BlockStmt:
			if !guarded {
				level = x.leftAbove(n.List, child)
			}
		case *ast.IfStmt:
			if guarded {
				break
			}
			switch {
			case child == n.Body:
				branch, ok = append(guard.Negations(x.ifsBefore(stack, i)), guard.Cond{Expr: x.expr(n.Cond)}), true
			case child == n.Else:
				if _, elseIf := n.Else.(*ast.IfStmt); !elseIf {
					branch, ok = guard.Negations(append(x.ifsBefore(stack, i), x.expr(n.Cond))), true
				}
			}
		case *ast.CaseClause:
			if guarded {
				break
			}
			level = x.leftAbove(n.Body, child)
			if i >= 2 {
				branch, ok = x.caseConds(n, stack[i-2])
			}
		}
		if ok {
			guarded, guardAt = true, stack[i]
		}
		conds = append(append(branch, level...), conds...)
	}
	c.Guard, c.Negated = guard.C.Join(conds)
	guardLine := 0
	if guardAt != nil {
		guardLine = x.line(x.chainStart(stack, guardAt).Pos())
	}
	for _, l := range []int{guardLine - 1, line - 1} {
		if cg, ok := x.comments[l]; ok && l > 0 && x.ownLine(cg) && !isDoc(cg, stack) {
			if t := strings.TrimSpace(cg.Text()); t != "" {
				c.Comments = append(c.Comments, t)
			}
		}
	}
	return c
}

// chainStart returns the first if of the else-if chain that n (an if or a
// case clause) is in: the statement the comments above the guard are
// above.
func (x *fileCtx) chainStart(stack []ast.Node, n ast.Node) ast.Node {
	for i := len(stack) - 1; i > 0; i-- {
		if stack[i] != n {
			continue
		}
		for ; i > 0; i-- {
			p, ok := stack[i-1].(*ast.IfStmt)
			if !ok || p.Else != stack[i] {
				break
			}
			n = p
		}
		break
	}
	return n
}

// ifsBefore returns the conditions of the branches above the if stack[i]
// in the else-if chain it continues, outermost first.
func (x *fileCtx) ifsBefore(stack []ast.Node, i int) []guard.Expr {
	var out []guard.Expr
	for ; i > 0; i-- {
		p, ok := stack[i-1].(*ast.IfStmt)
		if !ok || p.Else != stack[i] {
			break
		}
		out = append([]guard.Expr{x.expr(p.Cond)}, out...)
	}
	return out
}

// leftAbove returns the negated conditions of the ifs right above child in
// list whose every branch leaves, nearest last; it stops at the first other
// statement, or when it has guard.Max. An if with an init statement
// (if err := f(); err != nil) does not count: its variables are gone after
// it.
func (x *fileCtx) leftAbove(list []ast.Stmt, child ast.Node) []guard.Cond {
	at := -1
	for k, st := range list {
		if st == child {
			at = k
			break
		}
	}
	var out []guard.Cond
	for k := at - 1; k >= 0 && len(out) < guard.Max; k-- {
		conds, ok := x.leavingIf(list[k])
		if !ok {
			break
		}
		out = append(guard.Negations(conds), out...)
	}
	return out
}

// leavingIf returns the conditions of the if chain st when every branch
// with a condition leaves and a final else, if any, does not.
func (x *fileCtx) leavingIf(st ast.Stmt) ([]guard.Expr, bool) {
	var conds []guard.Expr
	for {
		n, ok := st.(*ast.IfStmt)
		if !ok || n.Init != nil || !x.leaves(n.Body) {
			return nil, false
		}
		conds = append(conds, x.expr(n.Cond))
		switch e := n.Else.(type) {
		case nil:
			return conds, true
		case *ast.IfStmt:
			st = e
		default:
			if x.leaves(e) {
				return nil, false // every way through leaves: what follows is dead code
			}
			return conds, true
		}
	}
}

// leaves reports whether st never falls through to the next statement: a
// return, break, continue or goto, a call of panic, os.Exit or log.Fatal*
// (or the runtime's throw), or a block ending in one.
func (x *fileCtx) leaves(st ast.Stmt) bool {
	switch s := st.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok != token.FALLTHROUGH
	case *ast.BlockStmt:
		return len(s.List) > 0 && x.leaves(s.List[len(s.List)-1])
	case *ast.ExprStmt:
		call, ok := s.X.(*ast.CallExpr)
		if !ok {
			return false
		}
		path, name := x.callee(call)
		switch {
		case path == "" && name == "panic",
			path == "os" && name == "Exit",
			path == pathLog && (strings.HasPrefix(name, "Fatal") || strings.HasPrefix(name, "Panic")),
			path == "" && x.printing[name] != nil:
			return true
		}
	}
	return false
}

// caseConds returns the condition of case clause cc of switch sw: its
// values compared with the tag (or the values themselves for a tagless
// switch), or for the default the negations of the other clauses' values
// when there are at most guard.Max. ok is false for a type switch, for a
// clause that the one above falls through into, and for a long default.
func (x *fileCtx) caseConds(cc *ast.CaseClause, swn ast.Node) ([]guard.Cond, bool) {
	sw, isSwitch := swn.(*ast.SwitchStmt)
	if !isSwitch {
		return nil, false // a type switch or a select
	}
	value := func(e ast.Expr) guard.Expr {
		if sw.Tag == nil {
			return x.expr(e)
		}
		return guard.Compare(x.text(sw.Tag), "==", x.text(e))
	}
	var prev *ast.CaseClause
	for _, st := range sw.Body.List {
		if st == cc {
			break
		}
		prev, _ = st.(*ast.CaseClause)
	}
	if prev != nil && len(prev.Body) > 0 {
		if b, ok := prev.Body[len(prev.Body)-1].(*ast.BranchStmt); ok && b.Tok == token.FALLTHROUGH {
			return nil, false
		}
	}
	if cc.List != nil {
		exprs := make([]guard.Expr, len(cc.List))
		for k, e := range cc.List {
			exprs[k] = value(e)
		}
		return []guard.Cond{{Expr: guard.C.Any(exprs)}}, true
	}
	var others []guard.Cond
	for _, st := range sw.Body.List {
		other, ok := st.(*ast.CaseClause)
		if !ok || other == cc {
			continue
		}
		for _, e := range other.List {
			others = append(others, guard.Cond{Expr: value(e), Negated: true})
		}
	}
	if len(others) == 0 || len(others) > guard.Max {
		return nil, false
	}
	return others, true
}

// expr returns the shape of condition e for package guard.
func (x *fileCtx) expr(e ast.Expr) guard.Expr {
	e = unparen(e)
	g := guard.Expr{Text: x.text(e)}
	switch v := e.(type) {
	case *ast.BinaryExpr:
		g.Op, g.Left, g.Right = v.Op.String(), x.text(v.X), x.text(v.Y)
	case *ast.UnaryExpr:
		if v.Op == token.NOT {
			// !(a || b) negates to (a || b); !(a && b) to a && b
			op := v.X
			if in, ok := unparen(op).(*ast.BinaryExpr); !ok || in.Op != token.LOR {
				op = unparen(op)
			}
			g.NotOf = x.text(op)
		}
	case *ast.Ident, *ast.CallExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.ParenExpr, *ast.BasicLit:
		g.Atom = true
	}
	return g
}

// ownLine reports whether cg starts a line: it is not a trailing comment of
// the code before it.
func (x *fileCtx) ownLine(cg *ast.CommentGroup) bool {
	off := x.tf.Offset(cg.Pos())
	for i := off - 1; i >= 0 && i < len(x.src); i-- {
		switch x.src[i] {
		case '\n':
			return true
		case ' ', '\t':
			continue
		}
		return false
	}
	return true
}

func isDoc(cg *ast.CommentGroup, stack []ast.Node) bool {
	for _, n := range stack {
		if fd, ok := n.(*ast.FuncDecl); ok && fd.Doc == cg {
			return true
		}
	}
	return false
}

// funcName is the runtime's name of a declared function without its
// package: "F", "T.M" or "(*T).M".
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	if _, ptr := fd.Recv.List[0].Type.(*ast.StarExpr); ptr {
		return "(*" + recvType(fd) + ")." + fd.Name.Name
	}
	return recvType(fd) + "." + fd.Name.Name
}

// recvType is the name of a method's receiver type, without * and type
// parameters.
func recvType(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return "?"
	}
	t := fd.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch g := t.(type) {
	case *ast.IndexExpr:
		t = g.X
	case *ast.IndexListExpr:
		t = g.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return "?"
}

// paramNames returns the receiver and parameter names of fd in order, ""
// for an unnamed or blank one.
func paramNames(fd *ast.FuncDecl) []string {
	return append(fieldNames(fd.Recv), fieldNames(fd.Type.Params)...)
}

// fieldNames are the names a parameter list declares in order, "" for an
// unnamed or blank one; empty for nil.
func fieldNames(fl *ast.FieldList) []string {
	out := []string{}
	if fl == nil {
		return out
	}
	for _, f := range fl.List {
		if len(f.Names) == 0 {
			out = append(out, "")
		}
		for _, n := range f.Names {
			if n.Name == "_" {
				out = append(out, "")
			} else {
				out = append(out, n.Name)
			}
		}
	}
	return out
}
