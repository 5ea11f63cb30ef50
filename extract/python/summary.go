package python

import (
	"maps"
	"path"
	"slices"
	"sort"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// What a file tells the link pass (see link.go): the helpers and exception
// classes it defines, as templates over their parameters, the names it
// imports, and the raises and calls that use an imported name.

// importRef is where an imported name comes from: name imported from
// module (as the import wrote it, "..errors" included), or the module
// itself when name is "".
type importRef struct{ module, name string }

// scanImports returns the file's module-level imports (as evidence reads
// them) by the name they bind.
func (x *file) scanImports() map[string]importRef {
	out := map[string]importRef{}
	if x.root == nil {
		return out
	}
	for _, im := range append(x.imports(x.root), x.typeCheckingImports(x.root)...) {
		switch {
		case im.Name == "*":
			out["*"+im.Module] = importRef{module: im.Module, name: "*"}
		case im.Name != "":
			out[im.As] = importRef{module: im.Module, name: im.Name}
		case strings.HasPrefix(im.Module, im.As+"."):
			out[im.As] = importRef{module: im.As} // import a.b binds a
		default:
			out[im.As] = importRef{module: im.Module}
		}
	}
	return out
}

// imported resolves a dotted reference as written (ConfigError,
// errors.ConfigError, pkg.errors.ConfigError) through the imports to the
// module (as written) and name it reaches; ok is false when its first name
// is not imported.
func (x *file) imported(ref string) (module, name string, ok bool) {
	parts := strings.Split(ref, ".")
	im, found := x.importRefs()[parts[0]]
	if !found {
		if len(parts) == 1 && x.hasStarImport() {
			// from m import *: the link looks the name up in the file's own
			// namespace, which holds the star imports.
			return "", ref, true
		}
		return "", "", false
	}
	if im.name != "" { // from m import n: n, or n.rest when n is a module
		if len(parts) == 1 {
			return im.module, im.name, true
		}
		mod := im.module
		if !strings.HasSuffix(mod, ".") {
			mod += "."
		}
		mod += im.name
		if len(parts) > 2 {
			mod += "." + strings.Join(parts[1:len(parts)-1], ".")
		}
		return mod, parts[len(parts)-1], true
	}
	if len(parts) == 1 {
		return "", "", false // a module raised or called: not a class
	}
	mod := im.module
	if len(parts) > 2 {
		mod += "." + strings.Join(parts[1:len(parts)-1], ".")
	}
	return mod, parts[len(parts)-1], true
}

// typeCheckingImports returns the imports of the module-level if
// statements on TYPE_CHECKING (typing.TYPE_CHECKING, t.TYPE_CHECKING)
// without an else: they run only for a type checker, and bind the names
// that annotations use ("parser: 'Parser'").
func (x *file) typeCheckingImports(root *tsutil.Node) []extract.Import {
	var out []extract.Import
	for i := uint(0); root != nil && i < x.namedChildCount(root); i++ {
		st := x.namedChild(root, i)
		if x.kind(st) != "if_statement" || x.field(st, "alternative") != nil {
			continue
		}
		if c := x.text(x.field(st, "condition")); c != "TYPE_CHECKING" && !strings.HasSuffix(c, ".TYPE_CHECKING") {
			continue
		}
		if b := x.field(st, "consequence"); b != nil {
			out = append(out, x.imports(b)...)
		}
	}
	return out
}

func (x *file) hasStarImport() bool {
	for k := range x.importRefs() {
		if strings.HasPrefix(k, "*") {
			return true
		}
	}
	return false
}

// ownPackage reports whether an import of module (as written) may reach a
// file of the same repository: a relative import, or one whose first name
// is a directory on the file's path. Calls into other modules are left out
// of the summary.
func (x *file) ownPackage(module string) bool {
	if strings.HasPrefix(module, ".") {
		return true
	}
	first := module
	if i := strings.IndexByte(first, '.'); i >= 0 {
		first = first[:i]
	}
	for d := path.Dir(x.path); d != "." && d != "/" && d != ""; d = path.Dir(d) {
		if path.Base(d) == first {
			return true
		}
	}
	return false
}

// raiseRef notes a raise of a class the file does not define (or defines
// as a subclass of an imported one, adding no text of its own), for the
// link pass to give the message that class prints. Sites[site] is the
// first of the raise's sites; pos and kws are the constructor's arguments,
// or nil to read them from call.
func (x *file) raiseRef(cls string, call *tsutil.Node, pos []argForm, kws map[string]argForm, site int) {
	first := cls
	for depth := 0; depth < maxClassDepth; depth++ {
		cd, local := x.classes[cls]
		if !local {
			break
		}
		if cd == nil || cd.init != nil || cd.str != nil {
			return
		}
		cls = x.nextBase(cd)
	}
	if builtinExceptions[cls] || osErrors[cls] {
		return
	}
	mod, name, ok := x.imported(cls)
	if !ok {
		return
	}
	if pos == nil && kws == nil { // a constructor call: its arguments, read only now
		if pos, kws, ok = x.callForms(call); !ok {
			return
		}
	}
	r := formsRef(pos, kws)
	x.subclassAttrs(first, &r)
	if first != cls {
		// a subclass of the file: its own name (classname.go)
		if r.Kwargs == nil {
			r.Kwargs, r.KwReprs = map[string]template.Template{}, map[string]template.Template{}
		}
		r.Kwargs[classNameKey], r.KwReprs[classNameKey] = template.Lit(first), template.Lit("'"+first+"'")
	}
	r.Kind, r.Site, r.Module, r.Name = "raise", site, mod, name
	x.refs = append(x.refs, r)
}

// formsRef returns a Ref holding arguments' forms.
func formsRef(pos []argForm, kws map[string]argForm) extract.Ref {
	var r extract.Ref
	for _, f := range pos {
		r.Args, r.Reprs = append(r.Args, f.str), append(r.Reprs, f.repr)
	}
	for k, f := range kws {
		if r.Kwargs == nil {
			r.Kwargs, r.KwReprs = map[string]template.Template{}, map[string]template.Template{}
		}
		r.Kwargs[k], r.KwReprs[k] = f.str, f.repr
	}
	return r
}

// callRefs notes the calls, as statements, of functions imported from the
// repository's own modules: each may be a helper another file defines.
// The calls are found from the imported names' occurrences, as logCalls
// finds log calls.
func (x *file) callRefs(root *tsutil.Node) {
	var names [][]byte
	for alias, im := range x.importRefs() {
		if !strings.HasPrefix(alias, "*") && x.ownPackage(im.module) {
			names = append(names, []byte(alias))
		}
	}
	if len(names) == 0 {
		return
	}
	x.annotatedCallRefs(root, names)
	for _, pos := range x.wordOffsets(names, false) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.kind(tok) != "identifier" {
			continue
		}
		fn := tok // climb alias.attr.attr to the callee
		for p := x.parent(fn); p != nil && x.kind(p) == "attribute" && same(x.field(p, "object"), fn); p = x.parent(fn) {
			fn = p
		}
		call := x.parent(fn)
		if call == nil || x.kind(call) != "call" || !same(x.field(call, "function"), fn) {
			continue
		}
		mod, name, ok := x.imported(x.text(fn))
		if !ok {
			continue
		}
		st := x.parent(call)
		if st == nil || x.kind(st) != "expression_statement" || x.namedChildCount(st) != 1 || x.helpers[x.text(fn)] != nil {
			if isClassName(name) && x.givesText(call) {
				// a construction anywhere: the object may keep the
				// text and raise it later (stored.go)
				if pos, kws, ok := x.callForms(call); ok {
					r := formsRef(pos, kws)
					r.Kind, r.Site, r.Module, r.Name = "construct", -1, mod, name
					x.refs = append(x.refs, r)
				}
			}
			continue
		}
		x.callRef(call, mod, name)
	}
}

// callRef notes call, a statement, as a call of name imported from
// module, which may be a helper the link finds there.
func (x *file) callRef(call *tsutil.Node, module, name string) {
	pos, kws, ok := x.callForms(call)
	if !ok {
		return
	}
	r := formsRef(pos, kws)
	s := extract.Site{Line: call.Line(), EndLine: x.endLine(call), Kind: "raise"}
	x.fillContext(&s, call)
	r.Kind, r.Site, r.Module, r.Name, r.Call = "call", -1, module, name, &s
	x.refs = append(x.refs, r)
}

// annotatedCallRefs notes the calls, as statements, of a method on a
// parameter annotated with a class imported from the repository's own
// modules (names: their aliases): def parse(self, parser: "Parser"):
// parser.fail("…") calls Parser.fail, which may be a helper of the file
// that defines Parser. The annotations are found from the names'
// occurrences, bare or quoted.
func (x *file) annotatedCallRefs(root *tsutil.Node, names [][]byte) {
	var offs []int
	for _, n := range names {
		for _, q := range []string{`"`, `'`} {
			for _, o := range x.substringOffsets(q + string(n) + q) {
				offs = append(offs, o+1)
			}
		}
	}
	offs = append(offs, x.wordOffsets(names, false)...)
	sort.Ints(offs)
	seen := map[*tsutil.Node]bool{}
	for _, pos := range offs {
		n := x.index.DescendantForByteRange(root, uint(pos), uint(pos+1))
		var p *tsutil.Node
		for i := 0; n != nil && i < 4; i++ {
			if k := x.kind(n); k == "typed_parameter" || k == "typed_default_parameter" {
				p = n
				break
			}
			n = x.parent(n)
		}
		if p == nil {
			continue
		}
		fn := x.parent(x.parent(p)) // parameters, function_definition
		if fn == nil || x.kind(fn) != "function_definition" || seen[p] {
			continue
		}
		seen[p] = true
		name := x.typedName(p)
		if name == nil {
			continue
		}
		param := x.text(name)
		cls := x.annotationClass(p)
		mod, clsName, ok := x.imported(cls)
		if cls == "" || !ok || !x.ownPackage(mod) {
			continue
		}
		body := x.field(fn, "body")
		if body == nil {
			continue
		}
		x.walk(body, func(c *tsutil.Node, kind string) bool {
			if kind == "function_definition" || kind == "class_definition" || kind == "lambda" {
				return false // another scope, whose names may differ
			}
			if kind != "call" {
				return true
			}
			f := x.field(c, "function")
			if f == nil || x.kind(f) != "attribute" || x.text(x.field(f, "object")) != param {
				return true
			}
			st := x.parent(c)
			if st == nil || x.kind(st) != "expression_statement" || x.namedChildCount(st) != 1 {
				return true
			}
			x.callRef(c, mod, clsName+"."+x.text(x.field(f, "attribute")))
			return true
		})
	}
}

// defs returns what the file offers the link pass: its module-level
// helpers and the exception classes whose text it can tell, each as
// templates over the parameters; a class that adds nothing to an imported
// base is an "import" of that base, since it prints as the base does.
func (x *file) defs() []extract.Def {
	out := append(x.strFuncs(), x.factoryDefs()...)
	out = append(out, x.storedDefs()...)
	out = append(out, x.textFuncDefs()...)
	out = append(out, x.twinDefs()...)
	out = append(out, x.usersDefs()...)
	out = append(out, x.raiserDefs()...)
	out = append(out, x.givenDefs()...)
	for name, h := range x.helpers {
		if h == nil {
			continue
		}
		if h.method {
			// Class.method: the calls on a parameter annotated with the
			// class (annotatedCallRefs) reach it.
			cls := x.classOf(h.fn)
			if cls == "" || h.format >= 0 {
				continue
			}
			name = cls + "." + name
		}
		defs, reprs := splitDefaults(h.defaults)
		for _, s := range h.sites {
			out = append(out, extract.Def{Kind: "helper", Name: name, Class: s.Class, Params: h.params, Message: s.Message, Line: h.fn.Line(), Defaults: defs, DefaultReprs: reprs})
		}
	}
	x.nameHole = true
	for _, c := range x.res.Classes {
		init, str, _, _, root := x.nearest(c.Name)
		if init == nil && str == nil {
			if root != "" {
				out = append(out, extract.Def{Kind: "class", Name: c.Name, Class: root, Line: c.Line})
				continue
			}
			base := c.Name
			for depth := 0; depth < maxClassDepth; depth++ {
				cd := x.classes[base]
				if cd == nil {
					break
				}
				base = x.nextBase(cd)
			}
			if mod, name, ok := x.imported(base); ok {
				out = append(out, extract.Def{Kind: "import", Name: c.Name, Path: []string{mod, name}, Line: c.Line})
			}
			continue
		}
		var params []string
		line := c.Line
		if init != nil {
			params, _ = x.params(init)
			line = init.Line()
		}
		if str != nil {
			line = str.Line()
		}
		forms := make([]argForm, len(params))
		for i, p := range params {
			if p == "" {
				forms = forms[:i]
				break
			}
			forms[i] = argForm{template.Hole(p, "", ""), template.Hole(p, "r", "")}
		}
		var none []map[string]bool
		// Callers may give *args anything: the class's text with them
		// unknown, else, when that cannot be told, with them given
		// nothing, for the raises that give nothing there (extraArgs).
		x.keepSplats = true
		splats := x.splats
		msgs, _, ok := x.printed(c.Name, forms, nil, 0)
		if !ok {
			x.keepSplats = false
			msgs, _, ok = x.printed(c.Name, forms, nil, 0)
		}
		noExtra := x.splats != splats // read with *args/**kw given nothing
		if vs, joined := x.joinedOf(c.Name, forms); joined {
			// The parts a caller's None arguments leave out.
			msgs, none, ok = nil, nil, true
			for _, v := range vs {
				msgs, none = append(msgs, v.msg), append(none, v.none)
			}
		}
		if !ok {
			continue
		}
		var defs, reprs map[string]template.Template
		if init != nil {
			defs, reprs = splitDefaults(x.defaults(init))
		}
		// joined texts that ask nothing of None arguments take a None
		// variant as texts that are not joined do
		asked := slices.ContainsFunc(none, func(m map[string]bool) bool { return len(m) > 0 })
		if p, nm, ok := x.noneVariant(c.Name, init, params, forms, msgs); !asked && ok {
			none = nil
			// one parameter assigned only when given: the texts with it
			// given, and the one with the class attribute read instead
			for range msgs {
				none = append(none, map[string]bool{p: false})
			}
			msgs = append(msgs, nm...)
			for range nm {
				none = append(none, map[string]bool{p: true})
			}
		}
		if x.textOnly[c.Name] && !anyText(msgs) {
			continue // its texts have no words: none with the None variant either
		}
		if init == nil && none == nil {
			// no __init__: a __str__ reading what BaseException got
			// prints one text with an argument, another without
			if ps, ms, ns, ok := x.argTexts(c.Name, msgs); ok {
				params, msgs, none = ps, ms, ns
			}
		}
		if none == nil {
			if hm, ad, ok := x.attrHoleTexts(c.Name, forms, msgs); ok {
				// the class attributes as holes, their texts the
				// defaults: a subclass in another file gives its own
				msgs = hm
				if defs == nil {
					defs, reprs = map[string]template.Template{}, map[string]template.Template{}
				}
				for k, v := range ad {
					defs[k], reprs[k] = v.str, v.repr
				}
			}
		}
		if readsClassName(msgs) {
			// the raised class's name: this one's unless a subclass
			// of another file gives its own (classname.go)
			if defs == nil {
				defs, reprs = map[string]template.Template{}, map[string]template.Template{}
			}
			defs[classNameKey], reprs[classNameKey] = template.Lit(c.Name), template.Lit("'"+c.Name+"'")
		}
		for i, m := range msgs {
			d := extract.Def{Kind: "class", Name: c.Name, Params: params, Message: m, Line: line, Defaults: defs, DefaultReprs: reprs}
			if none != nil {
				d.None = none[i]
			}
			if noExtra {
				d.None = maps.Clone(d.None)
				if d.None == nil {
					d.None = map[string]bool{}
				}
				d.None[extraArgs] = true
			}
			out = append(out, d)
		}
	}
	x.keepSplats, x.nameHole = false, false
	for alias, im := range x.importRefs() {
		if im.name == "" {
			// import a.b as m: the link reaches names through m (m.x.Y)
			out = append(out, extract.Def{Kind: "module", Name: alias, Path: []string{im.module}})
			continue
		}
		if strings.HasPrefix(alias, "*") {
			alias = "*"
		}
		out = append(out, extract.Def{Kind: "import", Name: alias, Path: []string{im.module, im.name}})
	}
	// The helpers and imports come from maps: an order of their own, so
	// that a file's summary is the same on every run.
	sort.SliceStable(out, func(i, j int) bool {
		a, b := &out[i], &out[j]
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return strings.Join(a.Path, ".") < strings.Join(b.Path, ".")
	})
	return out
}

// noneVariant returns, for a class whose __init__ (init, that of the
// class or of a base) assigns one parameter to an attribute only when it
// is given (noneGuarded) or gives it a value of its own when it is None
// (noneDefaulted: if msg is None: msg = self._default_message), that
// parameter and the texts the class prints when it is left None (the
// class attribute read instead), when they differ from msgs, the texts
// with it given.
func (x *file) noneVariant(cls string, init *tsutil.Node, params []string, forms []argForm, msgs []template.Template) (string, []template.Template, bool) {
	if init == nil {
		return "", nil, false
	}
	var cands []string
	for _, v := range x.noneGuarded(init) {
		if !slices.Contains(cands, v) {
			cands = append(cands, v)
		}
	}
	for _, v := range x.noneDefaulted(init) {
		if !slices.Contains(cands, v) {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		// A parameter defaulting to None that a base's __init__ reads (it
		// is handed on: self._msg = msg or self.default_message there):
		// the one whose None changes the text.
		var found []template.Template
		defaults := x.defaults(init)
		for _, q := range params {
			if d, ok := defaults[q]; !ok || !d.isNone() {
				continue
			}
			if nm, ok := x.printedNone(cls, params, forms, msgs, q); ok {
				cands, found = append(cands, q), nm
			}
		}
		if len(cands) == 1 {
			return cands[0], found, true
		}
		return "", nil, false
	}
	if len(cands) != 1 {
		return "", nil, false
	}
	nm, ok := x.printedNone(cls, params, forms, msgs, cands[0])
	if !ok {
		return "", nil, false
	}
	return cands[0], nm, true
}

// printedNone is what class cls prints with its parameter p given None and
// the others forms; ok is false when that is not known or is msgs again.
func (x *file) printedNone(cls string, params []string, forms []argForm, msgs []template.Template, p string) ([]template.Template, bool) {
	i := slices.Index(params, p)
	if i < 0 || i >= len(forms) {
		return nil, false
	}
	none := template.Template{Parts: []template.Part{{Lit: "None"}}}
	given := slices.Clone(forms)
	given[i] = argForm{none, none}
	nm, _, ok := x.printed(cls, given, nil, 0)
	if !ok || len(nm) == 0 || slices.EqualFunc(nm, msgs, func(a, b template.Template) bool { return a.Render() == b.Render() }) {
		return nil, false
	}
	return nm, true
}

// splitDefaults splits parameter defaults into their str and repr forms,
// nil when there are none.
func splitDefaults(m map[string]argForm) (strs, reprs map[string]template.Template) {
	for k, v := range m {
		if strs == nil {
			strs, reprs = map[string]template.Template{}, map[string]template.Template{}
		}
		strs[k], reprs[k] = v.str, v.repr
	}
	return strs, reprs
}

// importRefs returns the file's imports by the name each binds, scanned
// (scanImports) the first time they are asked for.
func (x *file) importRefs() map[string]importRef {
	if x.importMap == nil {
		x.importMap = x.scanImports()
	}
	return x.importMap
}
