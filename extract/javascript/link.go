package javascript

import (
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// The link pass: what summary.go recorded of every file, resolved across
// the modules of the scan. A site building an instance of a class whose
// constructor makes the text takes that text with its arguments filled
// in; a call of a helper that throws from its parameters becomes a site.

// module is what one file defines and imports.
type module struct {
	path      string
	classes   map[string]*extract.Def
	helpers   map[string][]*extract.Def // functions by name, methods by "Class.name"
	factories map[string]*extract.Def   // functions returning an error, by name
	tables    map[string]map[string]template.Template
	imports   map[string][2]string // local name → module specifier, export name
	def       string               // the default export's local name
	stars     []string             // the specifiers of export * from '…' and its compiled forms
}

// scope is the scan's modules.
type scope struct{ mods map[string]*module }

func link(files []extract.Linked) []extract.Error {
	sc := &scope{mods: map[string]*module{}}
	var relays []relay
	for _, f := range files {
		if f.Result == nil || f.Result.Summary.IsEmpty() {
			continue
		}
		m := &module{path: f.Path, classes: map[string]*extract.Def{}, helpers: map[string][]*extract.Def{},
			factories: map[string]*extract.Def{}, tables: map[string]map[string]template.Template{}, imports: map[string][2]string{}}
		for k := range f.Result.Summary.Defs {
			d := &f.Result.Summary.Defs[k]
			switch d.Kind {
			case "class":
				m.classes[d.Name] = d
			case "helper":
				key := helperKey(d)
				m.helpers[key] = append(m.helpers[key], d)
			case "factory":
				if len(d.Path) == 0 {
					m.factories[d.Name] = d
				}
				// its calls make the error: a call adding text is a
				// site wherever the error goes (onError(createError(5)))
				key := helperKey(d)
				m.helpers[key] = append(m.helpers[key], d)
			case "import":
				m.imports[d.Name] = [2]string{d.Path[0], d.Path[1]}
			case "default":
				m.def = d.Name
			case "reexport":
				m.stars = append(m.stars, d.Path[0])
			case "table":
				m.tables[d.Name] = d.Table
			case "relay":
				if d.Value != nil {
					relays = append(relays, relay{m, d})
				}
			}
		}
		// pp.raiseRecoverable = pp.raise: the helpers of the one name
		// are the other's too
		for k := range f.Result.Summary.Defs {
			if d := &f.Result.Summary.Defs[k]; d.Kind == "alias" && len(d.Path) == 2 {
				to := d.Path[0] + "." + d.Name
				m.helpers[to] = append(m.helpers[to], m.helpers[d.Path[0]+"."+d.Path[1]]...)
			}
		}
		sc.mods[f.Path] = m
	}
	sc.relays(relays)
	for _, f := range files {
		m := sc.mods[f.Path]
		if m == nil {
			continue
		}
		if len(m.imports) > 0 {
			// throw new Error(Messages.InvalidInput), Messages imported
			for i := range f.Result.Sites {
				if s := &f.Result.Sites[i]; s.Message.Holes() > 0 {
					s.Message = sc.fillTables(m, s.Message)
				}
			}
		}
		for k := range f.Result.Summary.Refs {
			r := &f.Result.Summary.Refs[k]
			switch r.Kind {
			case "raise":
				sc.raise(m, f.Result, r)
			case "call", "method", "field":
				sc.call(m, f.Result, r)
			}
		}
	}
	return nil
}

// resolve finds the module a specifier names from module from: a relative
// path, with or without its extension, or a directory's index.
func (sc *scope) resolve(from, spec string) *module {
	if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") {
		return nil
	}
	p := path.Join(path.Dir(from), spec)
	for _, suffix := range []string{"", ".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx", ".mts", ".cts", "/index.js", "/index.ts", "/index.mjs", "/index.cjs"} {
		if m := sc.mods[p+suffix]; m != nil {
			return m
		}
	}
	// A compiled import (./x.js) of a TypeScript source (./x.ts).
	if ext := path.Ext(p); ext == ".js" || ext == ".mjs" || ext == ".cjs" {
		base := strings.TrimSuffix(p, ext)
		for _, suffix := range []string{".ts", ".mts", ".cts", ".tsx"} {
			if m := sc.mods[base+suffix]; m != nil {
				return m
			}
		}
	}
	return nil
}

// lookup is the module and name a name of module m refers to, through one
// import (or the module's default export); qual, when set, is the local
// name of a namespace the name is read from (errors.NotFound).
func (sc *scope) lookup(m *module, qual, name string) (*module, string) {
	if qual == "" {
		if _, ok := m.classes[name]; ok {
			return m, name
		}
		if _, ok := m.helpers[name]; ok {
			return m, name
		}
		if _, ok := m.factories[name]; ok {
			return m, name
		}
		imp, ok := m.imports[name]
		if !ok {
			return nil, ""
		}
		t := sc.resolve(m.path, imp[0])
		switch {
		case t == nil:
			return nil, ""
		case imp[1] == "default" || imp[1] == "*":
			// const fail = require('./fail'): the module's default export
			return t, t.def
		}
		return sc.passedOn(t, imp[1], 0)
	}
	imp, ok := m.imports[qual]
	if !ok && qual == "exports" {
		// exports.f(…): the module's own exported function
		return sc.lookup(m, "", name)
	}
	if !ok || imp[1] != "*" && imp[1] != "default" {
		return nil, ""
	}
	t := sc.resolve(m.path, imp[0])
	if t == nil {
		return nil, ""
	}
	if name == "default" {
		// new errors_1.default(…): the module's default export, as a
		// compiler's CommonJS output reads an imported default
		return t, t.def
	}
	return sc.passedOn(t, name, 0)
}

// defines reports whether module m defines name: a class, helper,
// factory or table of its own.
func (m *module) defines(name string) bool {
	if m.classes[name] != nil || m.helpers[name] != nil || m.factories[name] != nil {
		return true
	}
	_, ok := m.tables[name]
	return ok
}

// passedOn is the module and name that name, exported by module m, is
// defined as: m's own, or one m re-exports (export { X } from './x',
// export * from './x', tsc's __exportStar(require("./x"), exports)),
// followed through index modules up to maxBaseDepth. When no module
// defines it, m and name.
func (sc *scope) passedOn(m *module, name string, depth int) (*module, string) {
	if m.defines(name) || depth >= maxBaseDepth {
		return m, name
	}
	if imp, ok := m.imports[name]; ok && imp[1] != "*" && imp[1] != "default" {
		if t := sc.resolve(m.path, imp[0]); t != nil {
			if u, n := sc.passedOn(t, imp[1], depth+1); u.defines(n) {
				return u, n
			}
		}
	}
	for _, spec := range m.stars {
		if t := sc.resolve(m.path, spec); t != nil && t != m {
			if u, n := sc.passedOn(t, name, depth+1); u.defines(n) {
				return u, n
			}
		}
	}
	return m, name
}

// maxBaseDepth bounds the chain of base classes followed.
const maxBaseDepth = 8

// classMessage is the text class name of module m gives an instance built
// with args; ok false when the class is not known or makes no text.
func (sc *scope) classMessage(m *module, qual, name string, args []template.Template, depth int) (template.Template, bool) {
	if depth > maxBaseDepth || m == nil {
		return template.Template{}, false
	}
	t, tn := sc.lookup(m, qual, name)
	if t == nil {
		return template.Template{}, false
	}
	d := t.classes[tn]
	if d == nil {
		return template.Template{}, false
	}
	bind := bindParams(d.Params, args)
	for k, v := range d.Defaults {
		if a, given := bind[k]; !given || undefinedArg(a) {
			bind[k] = v // a parameter left out (or given undefined) prints its default
		}
	}
	if !d.Message.IsEmpty() {
		return t.fillKeyed(d.Message, bind), true
	}
	if d.Value == nil {
		// No constructor of its own: the base's is called with the same
		// arguments (a built-in error prints the first).
		if len(d.Path) == 0 {
			return template.Template{}, false
		}
		if builtinErrors[tsutil.LastName(d.Path[0])] {
			if len(args) == 0 {
				return template.Template{}, false
			}
			return arrayPrint(args[0], ","), true
		}
		q, n := splitQual(d.Path[0])
		return sc.classMessage(t, q, n, args, depth+1)
	}
	// The base makes the text from what super was given.
	superArgs := make([]template.Template, len(d.Value.Args))
	for i, a := range d.Value.Args {
		superArgs[i] = t.fillKeyed(a, bind)
	}
	q, n := splitQual(d.Value.Name)
	return sc.classMessage(t, q, n, superArgs, depth+1)
}

// raise gives site r.Site the text its class's constructor makes of the
// arguments, when the class makes text of its own from them (more than
// passing one argument through).
func (sc *scope) raise(m *module, res *extract.Result, r *extract.Ref) {
	if r.Site < 0 || r.Site >= len(res.Sites) {
		return
	}
	s := &res.Sites[r.Site]
	msg, ok := sc.classMessage(m, r.Module, r.Name, r.Args, 0)
	if ok && r.Module != "" && r.Name == "default" {
		// new errors_1.default(…) builds the class the module exports
		if _, tn := sc.lookup(m, r.Module, r.Name); tn != "" {
			s.Class = tn
		}
	}
	if !ok {
		// A factory's error, thrown: its class, its text with the
		// arguments, and what that class prints of it.
		t, name := sc.lookup(m, r.Module, r.Name)
		if t == nil || t.factories[name] == nil {
			return
		}
		d := t.factories[name]
		bound := bindParams(d.Params, r.Args)
		msg, _ = fillJS(d.Message, bound)
		msg = lookUp(msg, bound, t) // errorMessages[code]: the table's text at the code given
		s.Class = d.Class
		s.Context.Comments = append(append([]string(nil), s.Context.Comments...), "built by "+d.Name+"() at "+t.path+":"+strconv.Itoa(d.Line))
		s.Tags = append(slices.Clip(s.Tags), catalog.BuiltByTag+t.path+":"+strconv.Itoa(d.Line))
		if d.Value != nil {
			args := make([]template.Template, len(d.Value.Args))
			for i, a := range d.Value.Args {
				args[i], _ = fillJS(a, bound)
			}
			q, n := splitQual(d.Value.Name)
			if cm, ok := sc.classMessage(t, q, n, args, 0); ok && !cm.IsEmpty() {
				msg = cm
			}
		}
		s.Message = msg
		return
	}
	if msg.IsEmpty() {
		return
	}
	if msg.Message() == s.Message.Message() {
		return
	}
	if msg.LiteralLen() == 0 && s.Message.LiteralLen() > 0 {
		return // the constructor's text is all holes: the arguments tell more
	}
	s.Message = msg
}

// maxRelayDepth bounds the chain of functions handing their parameters
// on to a helper that is followed.
const maxRelayDepth = 4

// relays makes helpers of the functions that call a helper with their
// parameters (pp.invalidStringToken calling this.raise(pos, message)):
// the helper's text with the call's arguments, whose holes are the
// relay's parameters. Relays of relays are followed up to maxRelayDepth.
func (sc *scope) relays(rs []relay) {
	for round := 0; round < maxRelayDepth; round++ {
		added := false
		for _, r := range rs {
			m, d := r.m, r.d
			key := helperKey(d)
			for _, h := range sc.callees(m, d.Value, d.Path) {
				params, args := spreadRest(d, h)
				msg := sc.helperText(h, args)
				if msg.LiteralLen() == 0 && !usesParam(msg, paramSet(params)) || hasHelper(m.helpers[key], h.Class, msg) {
					continue
				}
				m.helpers[key] = append(m.helpers[key], &extract.Def{Kind: "helper", Name: d.Name, Path: d.Path,
					Params: params, Class: h.Class, Message: msg, Line: d.Line, Site: h.Site})
				added = true
			}
		}
		if !added {
			return
		}
	}
}

// spreadRest is the parameters of relay d and the arguments it gives
// helper h. A relay spreading its last (rest) parameter into the call
// ((ok, ...args) => ok || fail(...args)) gives h its own arguments from
// there on: the relay's parameters before the rest, then h's from the
// spread's place, each argument there the hole of h's parameter, which a
// call of the relay fills.
func spreadRest(d, h *extract.Def) ([]string, []template.Template) {
	args := d.Value.Args
	if len(d.Params) == 0 || len(args) == 0 {
		return d.Params, args
	}
	restName := d.Params[len(d.Params)-1]
	j := len(args) - 1
	if e, one := template.OneHole(args[j]); !one || restName == "" || e != "..."+restName || j > len(h.Params) {
		return d.Params, args
	}
	params := append(append([]string(nil), d.Params[:len(d.Params)-1]...), h.Params[j:]...)
	seen := map[string]bool{}
	for _, p := range params {
		if p != "" && seen[p] {
			return d.Params, args // two parameters of one name: the relay's and h's
		}
		seen[p] = true
	}
	out := append([]template.Template(nil), args[:j]...)
	for _, p := range h.Params[j:] {
		out = append(out, template.Hole(p, "", ""))
	}
	return params, out
}

// methods are the helpers that are methods named name of any class or
// object literal of module m, in the order of their keys: what
// this.f.name(…) may call, f an object the instance holds
// (this.errorHandler.throwError).
func (m *module) methods(name string) []*extract.Def {
	var keys []string
	for k := range m.helpers {
		if strings.HasSuffix(k, "."+name) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []*extract.Def
	for _, k := range keys {
		out = append(out, m.helpers[k]...)
	}
	return out
}

// relay is a relay definition d of module m.
type relay struct {
	m *module
	d *extract.Def
}

// helperKey is the key of helper d in a module's helpers: its name, or
// "Class.name" for a method ("*.name" for an object literal's).
func helperKey(d *extract.Def) string {
	if len(d.Path) > 0 {
		return d.Path[0] + "." + d.Name
	}
	return d.Name
}

// hasHelper reports whether ds holds a helper throwing class with msg.
func hasHelper(ds []*extract.Def, class string, msg template.Template) bool {
	for _, d := range ds {
		if d.Class == class && d.Message.Message() == msg.Message() {
			return true
		}
	}
	return false
}

// callees are the helpers call r of module m reaches, with their
// module's path: this.name(…) in a method of class path[0] (or of an
// object literal), name(…) or ns.name(…) through the imports.
func (sc *scope) callees(m *module, r *extract.Ref, path []string) []*extract.Def {
	if r.Kind == "field" {
		return m.methods(r.Name)
	}
	if r.Kind == "method" {
		cls := "*"
		if len(path) > 0 {
			cls = path[0]
		}
		if ds := m.helpers[cls+"."+r.Name]; ds != nil {
			return ds
		}
		return m.helpers["*."+r.Name]
	}
	t, name := sc.lookup(m, r.Module, r.Name)
	if t == nil {
		return nil
	}
	return t.helpers[name]
}

// helperText is the text helper d throws when called with args.
func (sc *scope) helperText(d *extract.Def, args []template.Template) template.Template {
	bound := bindParams(d.Params, args)
	if k := index(d.Params, d.Format); d.Format != "" && k >= 0 && k < len(args) {
		if format, ok := template.Literal(args[k]); ok {
			bound[d.Format] = template.Printf(nodeVerbs.Replace(format), args[k+1:])
		}
	}
	msg, _ := fillJS(d.Message, bound)
	return dropFalsyRuns(msg)
}

// dropFalsyRuns is t without the optional runs that print a falsy
// literal the call gave (if (response) { err.message += ': ' + response }
// called with false for response prints nothing).
func dropFalsyRuns(t template.Template) template.Template {
	var keep []template.Template
	n := 0
	for i := 0; i < len(t.Parts); {
		j := i + 1
		if t.Parts[i].Optional {
			for j < len(t.Parts) && t.Parts[j].Optional && !t.Parts[j].OptStart {
				j++
			}
			falsyRun := false
			for _, p := range t.Parts[i:j] {
				falsyRun = falsyRun || p.Hole && p.Expr != "" && (falsy[p.Expr] || p.Expr == "void 0")
			}
			if falsyRun {
				i = j
				continue
			}
		}
		keep = append(keep, template.Template{Parts: t.Parts[i:j]})
		n += j - i
		i = j
	}
	if n == len(t.Parts) {
		return t
	}
	return template.Concat(keep...)
}

// call makes a site of a call of a helper: the text the helper throws with
// the call's arguments in its parameters.
func (sc *scope) call(m *module, res *extract.Result, r *extract.Ref) {
	at := r.Call
	replace := r.Site >= 0 && r.Site < len(res.Sites)
	if replace {
		s := res.Sites[r.Site] // a report site: its text is replaced
		at = &s
	}
	if at == nil {
		return
	}
	var defs []*extract.Def
	var from string
	if r.Kind == "field" {
		defs, from = m.methods(r.Name), m.path
	} else if r.Kind == "method" {
		cls := ""
		if i := strings.LastIndexByte(at.Context.Function, '.'); i >= 0 {
			cls = at.Context.Function[:i]
		}
		defs = m.helpers[cls+"."+r.Name]
		if defs == nil {
			defs = m.helpers["*."+r.Name] // a function property of an object literal
		}
		if defs == nil && cls == "" {
			// this.throwError(…) in a plain function: a hook or plugin
			// the caller binds this to (hooks.add('after', function
			// () {…}), f.call(parser)), a method of the module's classes
			defs = m.methods(r.Name)
		}
		from = m.path
	} else {
		t, name := sc.lookup(m, r.Module, r.Name)
		if t == nil {
			if msg, ok := outsideAssertion(m, r); ok && !replace {
				s := *at
				s.Kind, s.Class, s.Message = "assert", "Error", msg
				if c, one := template.OneHole(r.Args[0]); one {
					// it throws when its condition is false
					if s.Context.Guard == "" || s.Context.Negated {
						s.Context.Guard, s.Context.Negated = c, true
					} else {
						s.Context.Guard = s.Context.Guard + " && !(" + c + ")"
					}
				}
				s.Context.Comments = append(append([]string(nil), at.Context.Comments...), "an assertion imported from "+m.imports[importName(r)][0])
				res.Sites = append(res.Sites, s)
			} else if msg, ok := outsideThrow(r); ok && !replace {
				s := *at
				s.Kind, s.Class, s.Message = "report", "Error", msg
				s.Context.Comments = append(append([]string(nil), at.Context.Comments...), "thrown by "+r.Name+"(), a function the link does not read")
				res.Sites = append(res.Sites, s)
			}
			return
		}
		defs, from = t.helpers[name], t.path
	}
	if len(defs) > 0 {
		args := make([]template.Template, len(r.Args))
		for i, a := range r.Args {
			args[i] = sc.fillTables(m, a) // this.throwError(messages_1.Messages.UnknownLabel, name)
		}
		r.Args = args
	}
	made := map[string]bool{} // the texts made here: two helpers of one name may build the same
	for _, d := range defs {
		msg := lookUp(sc.helperText(d, r.Args), bindParams(d.Params, r.Args), sc.mods[from])
		if msg.LiteralLen() <= d.Message.LiteralLen() || made[d.Class+"\x00"+msg.Message()] {
			continue // the call adds no text (the helper's own site is the record), or the same text again
		}
		made[d.Class+"\x00"+msg.Message()] = true
		s := *d.Site
		s.Line, s.EndLine, s.Column, s.EndColumn, s.Context, s.Message = at.Line, at.EndLine, at.Column, at.EndColumn, at.Context, msg
		s.ErrorCode = at.ErrorCode
		verb := "thrown by "
		if d.Site.Kind == "new" {
			verb = "made by " // handed to a callback, not thrown
		}
		s.Context.Comments = append(append([]string(nil), at.Context.Comments...), verb+d.Name+"() at "+from+":"+strconv.Itoa(d.Line))
		s.Tags = append(slices.Clip(at.Tags), catalog.BuiltByTag+from+":"+strconv.Itoa(d.Line))
		if replace {
			res.Sites[r.Site], replace = s, false
			continue
		}
		res.Sites = append(res.Sites, s)
	}
}

// assertionNames are the names an assertion function goes by: it throws
// when its first argument is false, with a message made of the rest.
var assertionNames = map[string]bool{"assert": true, "invariant": true}

// importName is the local name of the import call r reaches its callee
// through: its namespace (Hoek.assert), else its own name.
func importName(r *extract.Ref) string {
	if r.Module != "" {
		return r.Module
	}
	return r.Name
}

// outsideAssertion is the message of call r when it calls an assertion
// of a module outside the scan (imported from a package, not a relative
// path), whose code the link cannot read: a function named assert or
// invariant, bound by name or as a module's default export, read from a
// module's namespace (Hoek.assert), or an assert module's ok. Its first
// argument is the condition; the message is the second, a printf format
// for the rest when it holds a verb (invariant(c, 'Expected %s', x)), else
// the rest joined by spaces, as assertion helpers that take several parts
// print them (assert(c, 'Invalid key:', key)).
func outsideAssertion(m *module, r *extract.Ref) (template.Template, bool) {
	imp, ok := m.imports[importName(r)]
	if !ok || len(r.Args) < 2 || strings.HasPrefix(imp[0], ".") {
		return template.Template{}, false
	}
	name := strings.ToLower(r.Name)
	switch {
	case r.Module != "":
		if imp[1] != "*" && imp[1] != "default" || !assertionNames[name] && !(name == "ok" && assertionNames[strings.ToLower(r.Module)]) {
			return template.Template{}, false
		}
	case imp[1] != "*" && imp[1] != "default":
		if !assertionNames[strings.ToLower(imp[1])] {
			return template.Template{}, false
		}
	case !assertionNames[name]:
		return template.Template{}, false
	}
	parts := r.Args[1:]
	if len(parts) > 1 {
		if format, ok := template.Literal(parts[0]); ok && strings.Contains(nodeVerbs.Replace(format), "%") {
			return template.Printf(nodeVerbs.Replace(format), parts[1:]), true
		}
	}
	var msg template.Template
	for i, p := range parts {
		if i > 0 {
			msg = template.Concat(msg, template.Lit(" "))
		}
		msg = template.Concat(msg, arrayPrint(p, ","))
	}
	return msg, msg.LiteralLen() > 0
}

// throwNameRE matches the names of functions that throw the error they
// build from their arguments: throwError, throwArgumentError,
// throwSyntaxError.
var throwNameRE = lazyre.New(`^throw[A-Z]\w*$`)

// outsideThrow is the message of call r when it calls a function named
// throw… (throwNameRE) that the link finds in no module of the scan (a
// method of an object another package made, logger.throwArgumentError(
// "invalid address", "address", address); a function of a package, or a
// local one it does not read as a helper, throwError(state, "…") whose
// error a helper of another kind builds): the
// argument with the most literal text, a string spelled like a code
// ("INVALID_ARGUMENT") left out; followed by a hole when arguments come
// after it, which such a function prints with it (ethers' "invalid
// address (argument=\"address\", value=…, code=INVALID_ARGUMENT, …)").
func outsideThrow(r *extract.Ref) (template.Template, bool) {
	if !throwNameRE.MatchString(r.Name) {
		return template.Template{}, false
	}
	best, at := 0, -1
	for i, a := range r.Args {
		if a.Holes() == 0 && codeRE.MatchString(a.Message()) {
			continue
		}
		if n := a.LiteralLen(); n > best {
			best, at = n, i
		}
	}
	if at < 0 {
		return template.Template{}, false
	}
	msg := r.Args[at]
	if at < len(r.Args)-1 {
		msg = template.Concat(msg, template.Hole("details", "", ""))
	}
	return msg, true
}

// splitQual splits errors.NotFound into its namespace and name.
func splitQual(name string) (qual, last string) {
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[:i], name[i+1:]
	}
	return "", name
}

// falsy are the literals a || b passes over.
var falsy = map[string]bool{"": true, "0": true, "null": true, "undefined": true, "false": true}

// lookUp puts in the holes T[p] of msg the text table T of module m holds
// for the key argument p was given: new RangeError(errors[type]) called
// as error('invalid-input').
func lookUp(msg template.Template, args map[string]template.Template, m *module) template.Template {
	if m == nil || len(m.tables) == 0 {
		return msg
	}
	out, _ := template.Fill(msg, template.Filler{Value: func(e string) (template.Template, bool) {
		if given, read, ok := strings.Cut(e, " || "); ok {
			// msg || ec[ind]: the value given, else (none, or a falsy
			// literal: err(4, 0, 1)) the table's
			if a, ok := args[given]; ok {
				if lit, isLit := template.Literal(a); !isLit || !falsy[lit] {
					return a, true
				}
			}
			e = read
		}
		name, key, ok := strings.Cut(e, "[")
		if !ok || !strings.HasSuffix(key, "]") || m.tables[name] == nil {
			return template.Template{}, false
		}
		a, ok := args[strings.TrimSuffix(key, "]")]
		if !ok {
			return template.Template{}, false
		}
		k, ok := template.Literal(a)
		if !ok {
			// a computed key as written: [ErrorCodes.X_INVALID_END_TAG]
			if k, ok = template.OneHole(a); !ok {
				return template.Template{}, false
			}
		}
		t, ok := m.tables[name][k]
		return t, ok
	}})
	return out
}

// bindParams maps parameter names to the arguments given for them.
func bindParams(params []string, args []template.Template) map[string]template.Template {
	m := map[string]template.Template{}
	for i, a := range args {
		if i < len(params) && params[i] != "" {
			m[params[i]] = a
		}
	}
	return m
}

// orDefaultRE matches a hole that is a name or a default (name ||
// "token", n || 1, extra || “).
var orDefaultRE = lazyre.New("^([A-Za-z_$][\\w$]*) \\|\\| (\"[^\"]*\"|'[^']*'|`[^`$]*`|-?\\d+)$")

// orTableRE matches a hole reading a table the caller may give, else the
// module's, by a key: (messages || errorMessages)[code].
var orTableRE = lazyre.New(`^\(([A-Za-z_$][\w$]*) \|\| ([A-Za-z_$][\w$]*)\)\[([A-Za-z_$][\w$]*)\]$`)

// fillJS fills the holes of t that name bound parameters. A hole reading
// a parameter's member or calling its method (reason.toMessage(),
// err.message) takes the argument's expression in the parameter's place
// when the argument is one hole; a hole giving a parameter a default
// (name || "token") takes a given argument that has text, an empty
// default ("" when the call leaves the parameter out or gives it a falsy
// literal: void 0, undefined), and the argument's name when that is one
// hole (a relay handing its own parameter on). A table read by a key,
// T[key] or (messages || T)[key] with no table given, takes the name of
// the argument given for key when that is one hole, and keeps key
// otherwise, for lookUp.
func fillJS(t template.Template, bound map[string]template.Template) (template.Template, int) {
	return template.Fill(t, template.Filler{Value: func(e string) (template.Template, bool) {
		if v, ok := bound[e]; ok {
			return arrayPrint(v, ","), true
		}
		if name, sep, ok := joinHole(e); ok {
			if v, ok := bound[name]; ok {
				return arrayPrint(v, sep), true
			}
		}
		if m := orDefaultRE.FindStringSubmatch(e); m != nil {
			// name || "token": the argument given for name; an empty
			// default (extra || ``) prints nothing when the call gives
			// none (a default with text stays a hole: the helper's own
			// site says it as well)
			v, given := bound[m[1]]
			switch h, one := template.OneHole(v); {
			case given && v.LiteralLen() > 0:
				return arrayPrint(v, ","), true
			case (!given || falsyArg(v)) && len(m[2]) == 2:
				return template.Lit(""), true
			case one && identRE.FindString(h) == h:
				return template.Hole(h+" || "+m[2], "", ""), true
			}
		}
		if m := orTableRE.FindStringSubmatch(e); m != nil {
			if v, given := bound[m[1]]; !given || falsyArg(v) {
				return keyedHole(m[2], m[3], bound), true
			}
			return template.Template{}, false // the caller's own table
		}
		if g := keyedRE.FindStringSubmatch(e); g != nil {
			if _, table := bound[g[1]]; !table {
				if h := keyedHole(g[1], g[2], bound); h.Message() != template.Hole(e, "", "").Message() {
					return h, true
				}
			}
		}
		if i := strings.IndexAny(e, ".["); i > 0 {
			if v, ok := bound[e[:i]]; ok {
				if h, one := template.OneHole(v); one {
					return template.Hole(h+e[i:], "", ""), true
				}
			}
		}
		return template.Template{}, false
	}, Quote: strconv.Quote})
}

// keyedHole is the hole reading table by key, key renamed to the
// argument given for it when that is one name (a relay's own parameter).
func keyedHole(table, key string, bound map[string]template.Template) template.Template {
	if h, one := template.OneHole(bound[key]); one && identRE.FindString(h) == h {
		key = h
	}
	return template.Hole(table+"["+key+"]", "", "")
}

// undefinedArg reports whether argument v is undefined or void 0, which
// a parameter's default replaces as it does a missing argument.
func undefinedArg(v template.Template) bool {
	h, one := template.OneHole(v)
	return one && (h == "void 0" || h == "undefined")
}

// falsyArg reports whether argument v is a literal a || b passes over:
// "", 0, null, undefined, false, void 0.
func falsyArg(v template.Template) bool {
	if lit, ok := template.Literal(v); ok {
		return falsy[lit]
	}
	h, one := template.OneHole(v)
	return one && (h == "void 0" || h == "undefined" || h == "null")
}

// keyedRE reads a hole that looks a key up in a table: T[key].
var keyedRE = lazyre.New(`^([A-Za-z_$][\w$]*)\[([A-Za-z_$][\w$]*)\]$`)

// fillKeyed is fillJS of t with bound, and a hole T[key] that reads a
// table of module m by a parameter given literal text (class
// CodedError { constructor(code) { super(CODES[code]) } } built as new
// CodedError('E_EMPTY')) the table's text for that key.
func (m *module) fillKeyed(t template.Template, bound map[string]template.Template) template.Template {
	out, _ := fillJS(t, bound)
	if len(m.tables) == 0 {
		return out
	}
	out, _ = template.Fill(out, template.Filler{Value: func(e string) (template.Template, bool) {
		g := keyedRE.FindStringSubmatch(e)
		if g == nil {
			return template.Template{}, false
		}
		k, ok := template.Literal(bound[g[2]])
		if !ok || k == "" {
			return template.Template{}, false
		}
		v, ok := m.tables[g[1]][k]
		return v, ok
	}})
	return out
}

// arraySep stands between the elements of an array literal passed as an
// argument until the parameter it binds says how it prints.
const arraySep = "\x00,"

// arrayPrint is v, an argument, as printed with its array elements
// separated by sep.
func arrayPrint(v template.Template, sep string) template.Template {
	out, _ := template.Fill(v, template.Filler{Value: func(e string) (template.Template, bool) {
		if e == arraySep {
			return template.Lit(sep), true
		}
		return template.Template{}, false
	}})
	return out
}

// joinHole reads the hole classDef writes for a parameter joined in place,
// message.join(" "), or a parameter joined as written in the source with
// a separator in single quotes: super(parts.join(' / ')).
func joinHole(e string) (name, sep string, ok bool) {
	name, rest, ok := strings.Cut(e, ".join(")
	if !ok || !strings.HasSuffix(rest, ")") || identRE.FindString(name) != name {
		return "", "", false
	}
	q := strings.TrimSuffix(rest, ")")
	if len(q) >= 2 && q[0] == '\'' && q[len(q)-1] == '\'' {
		// 'a "b"' as "a \"b\"": Go reads only double quotes
		q = `"` + strings.ReplaceAll(strings.ReplaceAll(q[1:len(q)-1], `\'`, `'`), `"`, `\"`) + `"`
	}
	sep, err := strconv.Unquote(q)
	return name, sep, err == nil
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s && s != "" {
			return i
		}
	}
	return -1
}

// paramSet is the set of the named parameters.
func paramSet(params []string) map[string]bool {
	out := map[string]bool{}
	for _, p := range params {
		if p != "" {
			out[p] = true
		}
	}
	return out
}
