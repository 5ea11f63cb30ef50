package golang

import (
	"go/ast"
	"go/token"
	"maps"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// The runtime's link pass, after the package link of link.go (linkAll).
// A Go package spreads over the files of a folder, and an error's text is
// often made in another file than the one that raises it: panic(
// plainError("close of closed channel")) in chan.go with plainError's
// Error method in error.go; panic(divideError) with var divideError =
// error(errorString("integer divide by zero")); &PathError{Op: "open",
// Path: name, Err: e} in package os with the type (an alias of
// io/fs.PathError) and its Error method in io/fs; fatal("concurrent map
// writes") in a package whose fatal is, by a //go:linkname directive,
// another package's function that prints "fatal error: " and its
// argument. Each file adds to its Summary:
//
//   - Defs of kind "errtext": one per return of each Error method of the
//     file (its message template; Params the struct's fields, Path the
//     package folder and the receiver's name), and for an Error method
//     that formats a table of strings indexed by a field of the receiver
//     (formatTables), one per entry, Path also naming the field and the
//     entry's key;
//   - "errtable": an Error method that returns a table's entry indexed by
//     the receiver (syscall.Errno's errors[e]): Message the table's name;
//     "strtable": one per string entry of a package-level array or slice
//     literal (Path its key), at the entry's line;
//   - "errvalue": a package-level variable whose value is an error
//     (var divideError = error(errorString("…"))): its message, or the
//     value's type (Class) and the fields or the converted string it
//     sets (Defaults, "#0" for a conversion's operand);
//   - "alias": type T = pkg.U; "linkname": //go:linkname local
//     importpath.name, Name the target, Path the folder and the local name;
//   - "printer": a function that prints a string literal and then its
//     string parameter (the runtime's throw and fatal print "fatal error:
//     " and their argument, through printindented): a call of it is a
//     fatal error whose text is the argument (the label, like "panic: ",
//     names the kind of failure);
//   - Refs of kind "value" (a panic's operand or an error value of a type
//     named …Error that the file does not declare: its type, the import
//     path of a qualified one in Module, the fields it sets in Kwargs),
//     "valueof" (panic(v) of a package-level v of another file: one the
//     file declares without a value, or a name it does not declare) and
//     "printcall" (a call of a function of the package that another file
//     declares, passing a constant string or handing on the calling
//     function's string parameter, then Caller).
//
// linkRuntime resolves names in the file's folder (a package's files
// share one), a qualified name in the folders whose path ends with the
// import path, a type alias to its target, and a linkname to the
// function or variable it names; printers grow through calls that hand a
// parameter on (sync_fatal(s) calling fatal(s)) to a fixed point. A site
// the package link already gave text, or a record the same text already
// has at a line, is left as it is.

// linkAll is the extractor's link pass: the package link (link.go), then
// the runtime's.
func linkAll(files []extract.Linked) []extract.Error {
	l := link(files)
	linkRuntime(files)
	l.fillSentinels(files)
	trimPrefixes(files)
	tagUncalled(files)
	tagCommandOnly(l, files)
	for _, f := range files {
		tagConstrained(f.Result) // the sites the link added
	}
	return nil
}

// maxLinkRounds bounds how many helpers deep calls are followed.
const maxLinkRounds = 4

func (x *fileCtx) rtSummary() *extract.Summary {
	if x.sum == nil {
		x.sum = &extract.Summary{}
	}
	return x.sum
}

// dir is the file's folder: its package.
func (x *fileCtx) dir() string { return path.Dir(x.path) }

// exportDefs adds the file's definitions for the link pass.
func (x *fileCtx) exportDefs() {
	for _, n := range slices.Sorted(maps.Keys(x.errTypes)) {
		et := x.errTypes[n]
		class := x.pkg + "." + n
		for _, m := range et.msgs {
			x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "errtext", Name: n, Class: class,
				Params: et.fields, Path: []string{x.dir(), et.recv}, Message: m})
		}
		for _, v := range et.table {
			x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "errtext", Name: n, Class: class,
				Params: et.fields, Path: []string{x.dir(), et.recv, v.field, v.key}, Message: v.msg})
		}
		if et.tableName != "" {
			x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "errtable", Name: n, Class: class,
				Path: []string{x.dir()}, Message: template.Lit(et.tableName)})
		}
	}
	for _, d := range x.file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		switch gd.Tok {
		case token.VAR:
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if i < len(vs.Values) && len(vs.Names) == len(vs.Values) {
						x.exportVar(id.Name, vs.Values[i])
					}
				}
			}
		case token.TYPE:
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				if ts.Assign.IsValid() { // type PathError = fs.PathError
					if name, module := x.typeName(ts.Type); name != "" {
						x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "alias", Name: ts.Name.Name,
							Path: []string{x.dir(), module, name}})
					}
				} else if isIdentNamed(ts.Type, "string") && ts.TypeParams == nil {
					// type rangeError string: a panic of a conversion to
					// it prints the converted text
					x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "strtype", Name: ts.Name.Name,
						Path: []string{x.dir()}})
				}
			}
		}
	}
	for _, ln := range x.linknames {
		x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "linkname", Name: ln[1], Path: []string{x.dir(), ln[0]}})
	}
	for _, fd := range x.printers() {
		x.rtSummary().Defs = append(x.rtSummary().Defs, fd)
	}
}

// exportVar exports a package-level variable: a string table's entries
// and an error value's text.
func (x *fileCtx) exportVar(name string, v ast.Expr) {
	if cl, ok := unparen(v).(*ast.CompositeLit); ok {
		if _, isArray := cl.Type.(*ast.ArrayType); isArray {
			for i, e := range cl.Elts {
				key := strconv.Itoa(i)
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					key, e = x.text(kv.Key), kv.Value
				}
				if s, ok := x.constString(e); ok && s != "" {
					x.rtSummary().Defs = append(x.rtSummary().Defs, extract.Def{Kind: "strtable", Name: name,
						Path: []string{x.dir(), key}, Message: template.Lit(s), Line: x.line(e.Pos())})
				}
			}
			return
		}
	}
	d := extract.Def{Kind: "errvalue", Name: name, Path: []string{x.dir()}, Line: x.line(v.Pos())}
	if call, ok := unparen(v).(*ast.CallExpr); ok {
		if t, _, isErr := x.errorCall(call); isErr {
			d.Message, d.Class = t, x.pkg+"."+name
			x.rtSummary().Defs = append(x.rtSummary().Defs, d)
			return
		}
	}
	typ, module, fields, ok := x.errValue(v)
	if !ok {
		return
	}
	d.Class, d.Defaults = typ, fields
	if module != "" {
		d.Path = append(d.Path, module)
	}
	x.rtSummary().Defs = append(x.rtSummary().Defs, d)
}

// errValue reads a value that may be of an error type another file
// declares: T(s) (a conversion, or error(T(s))), T{…} or &T{…}. It returns
// the type's name, the import path of a qualified one, and the fields
// set ("#0" for a conversion's operand, "#i" for positional fields).
func (x *fileCtx) errValue(v ast.Expr) (typ, module string, fields map[string]template.Template, ok bool) {
	v = unparen(v)
	if u, isAddr := v.(*ast.UnaryExpr); isAddr && u.Op == token.AND {
		v = unparen(u.X)
	}
	switch e := v.(type) {
	case *ast.CallExpr:
		if id, isIdent := unparen(e.Fun).(*ast.Ident); isIdent && id.Name == "error" && len(e.Args) == 1 {
			return x.errValue(e.Args[0])
		}
		if len(e.Args) != 1 {
			return "", "", nil, false
		}
		typ, module = x.typeName(e.Fun)
		if typ == "" {
			return "", "", nil, false
		}
		return typ, module, map[string]template.Template{"#0": x.valueOf(e.Args[0], false)}, true
	case *ast.CompositeLit:
		if e.Type == nil {
			return "", "", nil, false
		}
		typ, module = x.typeName(e.Type)
		if typ == "" {
			return "", "", nil, false
		}
		fields = map[string]template.Template{}
		for i, el := range e.Elts {
			if kv, isKV := el.(*ast.KeyValueExpr); isKV {
				if k, isIdent := kv.Key.(*ast.Ident); isIdent {
					fields[k.Name] = x.valueOf(kv.Value, false)
				}
				continue
			}
			fields["#"+strconv.Itoa(i)] = x.valueOf(el, false)
		}
		return typ, module, fields, true
	}
	return "", "", nil, false
}

// typeName returns the name of a type expression T or pkg.T, and the
// import path of pkg.
func (x *fileCtx) typeName(e ast.Expr) (string, string) {
	switch t := unparen(e).(type) {
	case *ast.Ident:
		return t.Name, ""
	case *ast.SelectorExpr:
		if id, ok := t.X.(*ast.Ident); ok {
			if p, ok := x.imports[id.Name]; ok {
				return t.Sel.Name, p
			}
		}
	}
	return "", ""
}

// valueRef adds a "value" or "sentinel" reference for a value the file
// cannot give the text of: site is the index of the site it is the
// message of, or -1 with call the site to make.
func (x *fileCtx) valueRef(v ast.Expr, site int, call *extract.Site) bool {
	if id, ok := unparen(v).(*ast.Ident); ok {
		if x.globals[id.Name] && site >= 0 {
			x.rtSummary().Refs = append(x.rtSummary().Refs, extract.Ref{Kind: "valueof", Site: site, Name: id.Name})
			return true
		}
		vr := resolve(x.variables(id.Pos()), id)
		// A local of an error type: var e boundsError, set field by field.
		if vr != nil && vr.typ != nil && site >= 0 {
			if typ, module := x.typeName(vr.typ); typ != "" && x.errTypes[typ] == nil {
				x.rtSummary().Refs = append(x.rtSummary().Refs, extract.Ref{Kind: "value", Site: site, Name: typ, Module: module})
				return true
			}
		}
		// A name the file does not declare is the package's, declared in
		// another of its files: a package's files share one scope
		// (panic(errNilAssign) in runtime_fast64.go, whose variable
		// runtime.go declares and a //go:linkname of package runtime
		// gives its value). The link looks it up in the folder; a name it
		// finds no value of adds nothing.
		if vr == nil && site >= 0 && x.consts[id.Name] == nil && x.imports[id.Name] == "" && !predeclared[id.Name] {
			x.rtSummary().Refs = append(x.rtSummary().Refs, extract.Ref{Kind: "valueof", Site: site, Name: id.Name})
			return true
		}
		return false
	}
	typ, module, fields, ok := x.errValue(v)
	if !ok || module == "" && x.errTypes[typ] != nil {
		return false
	}
	x.rtSummary().Refs = append(x.rtSummary().Refs, extract.Ref{Kind: "value", Site: site, Name: typ, Module: module, Kwargs: fields, Call: call})
	return true
}

// printCallRef adds a "printcall" reference for a call of a function of the
// package that the file does not declare, when it passes a constant
// string or hands on a string parameter of the function around it.
func (x *fileCtx) printCallRef(call *ast.CallExpr, stack []ast.Node) {
	id, ok := unparen(call.Fun).(*ast.Ident)
	if !ok || x.funcs[id.Name] || len(call.Args) == 0 || id.Name == "panic" || id.Name == "print" || id.Name == "println" {
		return
	}
	var fd *ast.FuncDecl
	for i := len(stack) - 1; i >= 0 && fd == nil; i-- {
		fd, _ = stack[i].(*ast.FuncDecl)
	}
	literal, handsOn := false, false
	params := map[string]bool{}
	if fd != nil {
		for _, f := range fd.Type.Params.List {
			if t, ok := f.Type.(*ast.Ident); ok && t.Name == "string" {
				for _, n := range f.Names {
					params[n.Name] = true
				}
			}
		}
	}
	for _, a := range call.Args {
		if _, ok := x.constString(a); ok {
			literal = true
		}
		if id, ok := unparen(a).(*ast.Ident); ok && params[id.Name] {
			handsOn = true
		}
	}
	if !literal && !handsOn {
		return
	}
	line := x.line(call.Pos())
	s := &extract.Site{Line: line, EndLine: x.line(call.End())}
	s.Context = x.context(call, stack, line)
	r := extract.Ref{Kind: "printcall", Site: -1, Name: id.Name, Call: s}
	for _, a := range call.Args {
		r.Args = append(r.Args, x.valueOf(a, false))
		r.Reprs = append(r.Reprs, template.Lit(x.text(a)))
	}
	if handsOn && fd != nil && fd.Recv == nil {
		r.Caller = &extract.Def{Kind: "printer", Name: fd.Name.Name, Params: paramNames(fd), Path: []string{x.dir()}, Line: x.line(fd.Pos())}
	}
	x.rtSummary().Refs = append(x.rtSummary().Refs, r)
}

// printers returns the file's functions that print a string literal and
// then their one string parameter, as "helper" Defs: func throw(s
// string) { … print("fatal error: "); printindented(s); … }. A function
// passes its parameter to the builtin print, or to another such function
// of the file (printindented prints its s), to a fixed point.
func (x *fileCtx) printers() []extract.Def {
	type fn struct {
		fd    *ast.FuncDecl
		param string
	}
	var fns []fn
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || fd.Recv != nil || fd.Type.Params.NumFields() != 1 {
			continue
		}
		f := fd.Type.Params.List[0]
		if t, ok := f.Type.(*ast.Ident); !ok || t.Name != "string" || len(f.Names) != 1 {
			continue
		}
		fns = append(fns, fn{fd, f.Names[0].Name})
	}
	prints := map[string]bool{"print": true, "println": true} // functions that print their argument
	for grew := true; grew; {
		grew = false
		for _, f := range fns {
			if prints[f.fd.Name.Name] {
				continue
			}
			ast.Inspect(f.fd.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok && len(c.Args) == 1 {
					if id, ok := unparen(c.Fun).(*ast.Ident); ok && prints[id.Name] && mentionsIdent(c.Args[0], f.param) {
						prints[f.fd.Name.Name], grew = true, true
					}
				}
				return !prints[f.fd.Name.Name]
			})
		}
	}
	var out []extract.Def
	labelled := map[string]bool{}
	for _, f := range fns {
		// The label: a literal the builtin print writes before the
		// parameter goes to a call (print, or a function of this or
		// another file that prints it: printindented).
		label, found := "", false
		ast.Inspect(f.fd.Body, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok || found || len(c.Args) != 1 {
				return !found
			}
			if _, ok := unparen(c.Fun).(*ast.Ident); !ok {
				return true
			}
			if s, ok := x.constString(c.Args[0]); ok && label == "" && strings.TrimSpace(s) != "" && isBuiltinPrint(c) {
				label = s
			} else if label != "" && mentionsIdent(c.Args[0], f.param) {
				found = true
			}
			return !found
		})
		if !found {
			continue
		}
		labelled[f.fd.Name.Name] = true
		// The label ("fatal error: ") is how the runtime prints the kind
		// of failure, as "panic: " is for a panic: front ends read it as
		// such, and the text is the argument.
		out = append(out, x.printerDef(f.fd, f.param, template.Hole(f.param, "", "")))
	}
	// A function that only hands its string on to one of these prints
	// the same (sync_fatal(s) calling fatal(s)).
	for _, f := range fns {
		if labelled[f.fd.Name.Name] || len(f.fd.Body.List) != 1 {
			continue
		}
		st, ok := f.fd.Body.List[0].(*ast.ExprStmt)
		if !ok {
			continue
		}
		c, ok := st.X.(*ast.CallExpr)
		if !ok || len(c.Args) != 1 || !isIdentNamed(c.Args[0], f.param) {
			continue
		}
		for _, d := range out {
			if isIdentNamed(c.Fun, d.Name) && labelled[d.Name] {
				out = append(out, x.printerDef(f.fd, f.param, applyArgs(d.Message, d.Params, []template.Template{template.Hole(f.param, "", "")})))
				break
			}
		}
	}
	return out
}

// isBuiltinPrint reports whether c calls the builtin print or println.
func isBuiltinPrint(c *ast.CallExpr) bool {
	id, ok := unparen(c.Fun).(*ast.Ident)
	return ok && (id.Name == "print" || id.Name == "println")
}

// printerDef is the "helper" Def of a function that prints msg (its
// parameter param a hole): a call of it is a fatal error.
func (x *fileCtx) printerDef(fd *ast.FuncDecl, param string, msg template.Template) extract.Def {
	site := extract.Site{Kind: "throw", ErrorType: "fatal", Severity: "fatal", Class: x.pkg + "." + fd.Name.Name, Message: msg}
	return extract.Def{Kind: "printer", Name: fd.Name.Name, Params: []string{param}, Path: []string{x.dir()},
		Message: msg, Class: site.Class, Line: x.line(fd.Pos()), Site: &site}
}

// mentionsIdent reports whether e (an expression or a statement) uses
// the identifier name.
func mentionsIdent(e ast.Node, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// readLinknames reads the //go:linkname local target directives of the
// file's comments.
func readLinknames(file *ast.File) [][2]string {
	var out [][2]string
	for _, cg := range file.Comments {
		for _, c := range cg.List {
			f := strings.Fields(c.Text)
			if len(f) == 3 && f[0] == "//go:linkname" && strings.Contains(f[2], ".") {
				out = append(out, [2]string{f[1], f[2]})
			}
		}
	}
	return out
}

type linkDef struct {
	file string
	d    *extract.Def
}

// linker indexes the definitions of a scan by kind, folder and name.
type linker struct {
	defs  map[string][]linkDef // kind + "\x00" + dir + "\x00" + name
	dirs  map[string]bool
	files map[string]*extract.Result
	// linknames are the keys of defs that hold //go:linkname
	// directives, sorted when linknamesSorted says so (find reads them in
	// order, so that the records come out in the same order every scan).
	linknames       []string
	linknamesSorted bool
}

func (l *linker) add(file string, d *extract.Def) {
	k := d.Kind + "\x00" + d.Path[0] + "\x00" + d.Name
	if d.Kind == "linkname" && len(l.defs[k]) == 0 {
		l.linknames, l.linknamesSorted = append(l.linknames, k), false
	}
	l.defs[k] = append(l.defs[k], linkDef{file, d})
	l.dirs[d.Path[0]] = true
}

// dirsOf returns the folders an import path names: those whose path is
// it or ends with it.
func (l *linker) dirsOf(module string) []string {
	var out []string
	for d := range l.dirs {
		if d == module || strings.HasSuffix(d, "/"+module) {
			out = append(out, d)
		}
	}
	sort.Strings(out)
	return out
}

// find returns the definitions of kind for name as seen from folder dir
// (module: the import path a qualified name gave), following aliases and
// linknames.
func (l *linker) find(kind, dir, module, name string, depth int) []linkDef {
	if depth > 4 {
		return nil
	}
	dirs := []string{dir}
	if module != "" {
		dirs = l.dirsOf(module)
	}
	var out []linkDef
	for _, d := range dirs {
		out = append(out, l.defs[kind+"\x00"+d+"\x00"+name]...)
		for _, a := range l.defs["alias\x00"+d+"\x00"+name] {
			out = append(out, l.find(kind, d, a.d.Path[1], a.d.Path[2], depth+1)...)
		}
	}
	if len(out) > 0 {
		return out
	}
	// A linkname naming this package's symbol: importpath.name where the
	// import path is the folder or ends it. Where several import paths end
	// the folder (sync.throw and internal/sync.throw for internal/sync),
	// the longest names it; keys are read in order so that the records
	// come out in the same order on every scan.
	if !l.linknamesSorted {
		sort.Strings(l.linknames)
		l.linknamesSorted = true
	}
	var best []linkDef
	bestLen := -1
	for _, k := range l.linknames {
		for _, ld := range l.defs[k] {
			target := ld.d.Name
			i := strings.LastIndexByte(target, '.')
			if i < 0 || target[i+1:] != name {
				continue
			}
			ip := target[:i]
			for _, d := range dirs {
				if (d == ip || strings.HasSuffix(d, "/"+ip)) && len(ip) >= bestLen {
					if len(ip) > bestLen {
						best, bestLen = nil, len(ip)
					}
					best = append(best, ld)
				}
			}
		}
	}
	for _, ld := range best {
		out = append(out, l.find(kind, ld.d.Path[0], "", ld.d.Path[1], depth+1)...)
	}
	return out
}

// link resolves the references of every file (see above).
func linkRuntime(files []extract.Linked) {
	l := &linker{defs: map[string][]linkDef{}, dirs: map[string]bool{}, files: map[string]*extract.Result{}}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		l.files[f.Path] = f.Result
		for i := range f.Result.Summary.Defs {
			if d := &f.Result.Summary.Defs[i]; len(d.Path) > 0 {
				l.add(f.Path, d)
			}
		}
	}
	if len(l.defs) == 0 {
		return
	}
	// Helpers grow through calls that hand a parameter on.
	grown := map[string]bool{}
	for round := 0; round < maxLinkRounds; round++ {
		grew := false
		for _, f := range files {
			if f.Result == nil || f.Result.Summary == nil {
				continue
			}
			dir := path.Dir(f.Path)
			for _, r := range f.Result.Summary.Refs {
				if r.Kind != "printcall" || r.Caller == nil {
					continue
				}
				for _, h := range l.find("printer", dir, "", r.Name, 0) {
					msg := applyArgs(h.d.Message, h.d.Params, r.Args)
					if !usesAnyParam(msg, r.Caller.Params) {
						continue
					}
					k := dir + "\x00" + r.Caller.Name + "\x00" + msg.Message()
					if grown[k] {
						continue
					}
					grown[k] = true
					site := *h.d.Site
					nd := &extract.Def{Kind: "printer", Name: r.Caller.Name, Params: r.Caller.Params, Path: []string{dir},
						Message: msg, Class: h.d.Class, Line: r.Caller.Line, Site: &site}
					l.add(f.Path, nd)
					grew = true
				}
			}
		}
		if !grew {
			break
		}
	}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		dir := path.Dir(f.Path)
		var add []extract.Site
		for _, r := range f.Result.Summary.Refs {
			switch r.Kind {
			case "printcall":
				for _, h := range l.find("printer", dir, "", r.Name, 0) {
					msg := applyArgs(h.d.Message, h.d.Params, r.Args)
					if msg.LiteralLen() <= h.d.Message.LiteralLen() {
						continue
					}
					s := *r.Call
					s.Kind, s.ErrorType, s.Severity, s.Class, s.Message = h.d.Site.Kind, h.d.Site.ErrorType, h.d.Site.Severity, h.d.Class, msg
					add = append(add, s)
				}
			case "valueof":
				if r.Site < 0 || r.Site >= len(f.Result.Sites) {
					continue
				}
				for _, sd := range l.find("errvalue", dir, "", r.Name, 0) {
					msgs := []template.Template{sd.d.Message}
					if sd.d.Message.IsEmpty() && sd.d.Class != "" {
						module := ""
						if len(sd.d.Path) > 1 {
							module = sd.d.Path[1]
						}
						msgs = nil
						for _, et := range l.find("errtext", sd.d.Path[0], module, sd.d.Class, 0) {
							msgs = append(msgs, fillFields(et.d, sd.d.Defaults))
						}
					}
					add = append(add, replaceMessage(f.Result, r.Site, msgs, "")...)
				}
			case "value":
				var msgs []template.Template
				class := ""
				for _, et := range l.find("errtext", dir, r.Module, r.Name, 0) {
					if len(et.d.Path) == 4 { // a table entry: the key must agree
						if v, ok := r.Kwargs[et.d.Path[2]]; ok && textOf(v) != et.d.Path[3] {
							continue
						}
					}
					m := fillFields(et.d, r.Kwargs)
					if r.Site < 0 && m.LiteralLen() <= et.d.Message.LiteralLen() {
						continue // the value adds no text: the Error method's own record stands
					}
					msgs = append(msgs, m)
					class = et.d.Class
				}
				if v, conv := r.Kwargs["#0"]; conv && len(msgs) == 0 && r.Site >= 0 && len(l.find("errtext", dir, r.Module, r.Name, 0)) == 0 &&
					len(l.find("strtype", dir, r.Module, r.Name, 0)) > 0 {
					// panic(rangeError(fmt.Sprintf("Cannot convert %s to a
					// BigInt", v))): a string type with no Error method
					// panics with the text converted
					msgs = []template.Template{v}
				}
				if r.Site >= 0 {
					if r.Site < len(f.Result.Sites) {
						add = append(add, replaceMessage(f.Result, r.Site, msgs, "")...)
					}
					continue
				}
				if r.Call == nil {
					continue
				}
				seen := map[string]bool{}
				for _, s := range f.Result.Sites {
					if s.Line == r.Call.Line && s.Class == class {
						seen[""] = true // the package link made this value's record
					}
				}
				for _, m := range msgs {
					if m.LiteralLen() == 0 || seen[m.Message()] || seen[""] {
						continue
					}
					seen[m.Message()] = true
					s := *r.Call
					s.Kind, s.ErrorType, s.Severity, s.Class, s.Message = "new", "error", "error", class, m
					add = append(add, s)
				}
			}
		}
		if len(add) > 0 {
			f.Result.Sites = append(f.Result.Sites, add...)
			sort.SliceStable(f.Result.Sites, func(i, j int) bool { return f.Result.Sites[i].Line < f.Result.Sites[j].Line })
		}
	}
	// The entries of a table an Error method returns are that type's
	// texts, each where it is written, and tagged as a value's text
	// (catalog.ValueTextTag).
	for k, lds := range l.defs {
		if !strings.HasPrefix(k, "errtable\x00") {
			continue
		}
		for _, et := range lds {
			for _, e := range l.defs["strtable\x00"+et.d.Path[0]+"\x00"+et.d.Message.Render()] {
				res := l.files[e.file]
				res.Sites = append(res.Sites, extract.Site{Line: e.d.Line, EndLine: e.d.Line, Kind: "new", ErrorType: "error",
					Severity: "error", Class: et.d.Class, Message: e.d.Message, Tags: []string{catalog.ValueTextTag}})
			}
		}
	}
	for _, res := range l.files {
		sort.SliceStable(res.Sites, func(i, j int) bool { return res.Sites[i].Line < res.Sites[j].Line })
	}
}

// replaceMessage gives site i of res the first of msgs with text of its
// own and returns copies of it for the others.
func replaceMessage(res *extract.Result, i int, msgs []template.Template, class string) []extract.Site {
	if res.Sites[i].Message.LiteralLen() > 0 {
		return nil // the package link gave it its text
	}
	var more []extract.Site
	seen := map[string]bool{}
	for _, s := range res.Sites {
		if s.Line == res.Sites[i].Line {
			seen[s.Message.Message()] = true // a record the package link made here
		}
	}
	first := true
	for _, m := range msgs {
		if m.LiteralLen() == 0 || seen[m.Message()] {
			continue
		}
		seen[m.Message()] = true
		if first {
			res.Sites[i].Message = m
			first = false
			continue
		}
		s := res.Sites[i]
		s.Message = m
		more = append(more, s)
	}
	return more
}

// fillFields puts the fields a value sets into an Error method's template:
// recv.field, the receiver itself and string(recv) for a conversion's
// operand.
func fillFields(d *extract.Def, fields map[string]template.Template) template.Template {
	recv := ""
	if len(d.Path) > 1 {
		recv = d.Path[1]
	}
	var parts []template.Template
	for _, p := range d.Message.Parts {
		if !p.Hole || p.Conv != "" || p.Spec != "" {
			parts = append(parts, template.Template{Parts: []template.Part{p}})
			continue
		}
		var v template.Template
		ok := false
		switch {
		case p.Expr == recv || p.Expr == "string("+recv+")":
			v, ok = fields["#0"]
		case strings.HasPrefix(p.Expr, recv+"."):
			field := p.Expr[len(recv)+1:]
			// e.Err.Error() prints the field itself.
			field = strings.TrimSuffix(strings.TrimSuffix(field, ".Error()"), ".String()")
			if v, ok = fields[field]; !ok {
				for i, f := range d.Params {
					if f == field {
						v, ok = fields["#"+strconv.Itoa(i)]
					}
				}
			}
		}
		if ok {
			parts = append(parts, v)
		} else {
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
	}
	return template.Concat(parts...)
}

// textOf is the source text a template stands for: the expression of a
// single hole, else its text.
func textOf(t template.Template) string {
	if len(t.Parts) == 1 && t.Parts[0].Hole {
		return t.Parts[0].Expr
	}
	return t.Render()
}

// applyArgs puts a call's arguments in for a helper's parameters.
func applyArgs(t template.Template, params []string, args []template.Template) template.Template {
	var parts []template.Template
	for _, p := range t.Parts {
		k := -1
		for i, prm := range params {
			if p.Hole && p.Expr == prm && p.Conv == "" && p.Spec == "" {
				k = i
			}
		}
		if k >= 0 && k < len(args) {
			parts = append(parts, args[k])
		} else {
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
	}
	return template.Concat(parts...)
}

// usesAnyParam reports whether a template has a hole that is one of params.
func usesAnyParam(t template.Template, params []string) bool {
	for _, p := range t.Parts {
		for _, prm := range params {
			if p.Hole && p.Expr == prm {
				return true
			}
		}
	}
	return false
}

// predeclared are Go's predeclared value names, which no package
// declares.
var predeclared = map[string]bool{"nil": true, "true": true, "false": true, "iota": true}
