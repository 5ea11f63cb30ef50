package python

import (
	"slices"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// A factory is a function of the file that builds the exception a raise
// raises:
//
//	def suffixed_err(src, pos, msg):
//	    return TOMLDecodeError(f"{msg} (at {coord_repr(src, pos)})")
//
//	raise suffixed_err(src, pos, "Invalid statement")
//
// The raise raises the constructor's class, and prints what that class
// prints given the constructor's arguments with the factory's parameters
// bound to the raise's arguments: "Invalid statement (at {coord_repr(src,
// pos)})". A method (source.error(msg) in re/_parser.py) counts when the
// file defines one function of that name.
type factory struct {
	fn, ctor *tsutil.Node
	params   []string
	defaults map[string]argForm
	method   bool
}

// factoryOf returns the factory call calls, or nil.
func (x *file) factoryOf(call *tsutil.Node) *factory {
	name := x.funcKey(call)
	if name == "" {
		return nil
	}
	if f, seen := x.factories[name]; seen {
		return f
	}
	if x.factories == nil {
		x.factories = map[string]*factory{}
	}
	f := x.findFactory(name)
	x.factories[name] = f
	return f
}

// funcKey is how call names the function it calls, when that is not a
// class: its name, or ".name" for a method; "" for a call of a class
// (named as one and not a function of the file, a class of the file, a
// built-in exception) or of an expression.
func (x *file) funcKey(call *tsutil.Node) string {
	if x.kind(call) != "call" {
		return ""
	}
	fn := x.field(call, "function")
	var name string
	switch x.kind(fn) {
	case "identifier":
		name = x.text(fn)
	case "attribute":
		name = "." + x.text(x.field(fn, "attribute"))
	default:
		return ""
	}
	bare := strings.TrimPrefix(name, ".")
	if bare == "" || x.classes[bare] != nil || builtinExceptions[bare] {
		return ""
	}
	if isClassName(bare) && len(x.definitions()[bare]) == 0 {
		return "" // named as a class, and the file defines no function of that name
	}
	return name
}

// findFactory finds the one function named name (".name": the one
// method) whose only return gives a call of an exception class (named as
// one, a class of the file, a built-in exception, or an imported name)
// that is not one of its parameters.
func (x *file) findFactory(name string) *factory {
	method := strings.HasPrefix(name, ".")
	defs := x.definitions()[strings.TrimPrefix(name, ".")]
	if len(defs) != 1 {
		return nil // none, or two functions of that name
	}
	def := defs[0]
	var rets []*tsutil.Node
	x.walkKind(x.field(def, "body"), "return_statement", func(r *tsutil.Node) { rets = append(rets, r) })
	if len(rets) != 1 || x.namedChildCount(rets[0]) == 0 {
		return nil
	}
	return x.makeFactory(def, x.namedChild(rets[0], 0), method)
}

// makeFactory returns the factory of function def whose result is built by
// ctor, or nil when ctor is not a call of an exception class (named as
// one, a class of the file, a built-in exception, or an imported name)
// that is not one of def's parameters.
func (x *file) makeFactory(def, ctor *tsutil.Node, method bool) *factory {
	if x.kind(ctor) != "call" {
		return nil
	}
	cls := x.compact(x.field(ctor, "function"))
	// an exception class by its name, a class of the file or an imported
	// name: a capitalised call alone (return Path(p)) builds no error,
	// and the screen (screen.go) keeps no function for it
	if x.classes[lastName(cls)] == nil && !builtinExceptions[cls] && !syntax.IsErrorName(lastName(cls)) {
		if _, _, ok := x.imported(cls); !ok {
			return nil
		}
	}
	params, isMethod := x.params(def)
	if isMethod != method || slices.Contains(params, cls) {
		return nil // def f(A): return A(0): the caller gives the class
	}
	return &factory{fn: def, ctor: ctor, params: params, defaults: x.defaults(def), method: method}
}

// definitions returns the file's function definitions by name, found
// once from the offsets of "def".
func (x *file) definitions() map[string][]*tsutil.Node {
	if x.funcDefs != nil {
		return x.funcDefs
	}
	x.funcDefs = map[string][]*tsutil.Node{}
	for _, pos := range x.wordOffsets([][]byte{[]byte("def")}, false) {
		tok := x.tokenAt(x.root, pos)
		if tok == nil || x.parent(tok) == nil || x.kind(x.parent(tok)) != "function_definition" {
			continue
		}
		def := x.parent(tok)
		if n := x.field(def, "name"); n != nil {
			x.funcDefs[x.text(n)] = append(x.funcDefs[x.text(n)], def)
		}
	}
	return x.funcDefs
}

// factoryRaise is what a raise of a factory's result raises: the class,
// its texts, a note, and the constructor's arguments with the raise's
// bound (for the link pass when the class is imported); ok is false when
// the raise's arguments cannot be read.
func (x *file) factoryRaise(f *factory, call *tsutil.Node) (cls string, msgs []template.Template, note string, pos []argForm, kws map[string]argForm, known, ok bool) {
	bound, ok := x.bind(f.params, f.defaults, call)
	if !ok {
		return
	}
	note = "built by " + x.text(x.field(f.fn, "name")) + "() at line " + strconv.Itoa(f.fn.Line())
	cls, msgs, pos, kws, known, ok = x.factoryMessages(f, bound)
	return cls, msgs, note, pos, kws, known, ok
}

// factoryMessages is what factory f's constructor prints with its
// parameters bound to bound: the class, its texts (the first string
// argument's when the class is not one whose text the file can tell:
// known false), and the constructor's arguments.
func (x *file) factoryMessages(f *factory, bound map[string]argForm) (cls string, msgs []template.Template, pos []argForm, kws map[string]argForm, known, ok bool) {
	return x.factoryMessagesN(f, bound, 0)
}

// factoryMessagesN is factoryMessages at depth chained factories down.
func (x *file) factoryMessagesN(f *factory, bound map[string]argForm, depth int) (cls string, msgs []template.Template, pos []argForm, kws map[string]argForm, known, ok bool) {
	if g := x.chained(f); g != nil && depth < maxClassDepth {
		if cls, msgs, pos, kws, known, ok = x.chainedMessages(f, g, bound, depth); ok {
			return
		}
	}
	cls = x.compact(x.field(f.ctor, "function"))
	args, kwNodes, ok := x.arguments(f.ctor)
	if !ok {
		return
	}
	combos, ok := x.argCombos(args, f.ctor, bound)
	if !ok || len(combos) == 0 {
		return cls, nil, nil, nil, false, false
	}
	kws = map[string]argForm{}
	for k, v := range kwNodes {
		a := x.argForms(v, f.ctor)
		kws[k] = argForm{fill(a.str, bound), fill(a.repr, bound)}
	}
	known = true
	for _, c := range combos {
		m, _, k := x.printed(cls, c, kws, 0)
		if !k {
			known = false
			break
		}
		msgs = appendUnique(msgs, m...)
	}
	if !known {
		// Not a class of the file: the first argument that is a string, as
		// for any unknown class.
		msgs = nil
		for i, a := range args {
			if x.stringish(a, f.ctor, 0) || i == len(args)-1 {
				for _, c := range combos {
					msgs = appendUnique(msgs, c[i].str)
				}
				break
			}
		}
	}
	return cls, msgs, combos[0], kws, known, true
}

// factoryDefs are the file's module-level factories as definitions for
// the link pass, so that a raise of one in another file (raise
// bad_value("count", v) with bad_value imported) raises what it builds:
// one per text, over the parameters as holes. A factory whose class the
// file cannot tell the text of (an imported one) carries the
// constructor's arguments in Value for the link to give that class.
func (x *file) factoryDefs() []extract.Def {
	var out []extract.Def
	for i := uint(0); i < x.namedChildCount(x.root); i++ {
		fn := x.namedChild(x.root, i)
		if x.kind(fn) == "decorated_definition" {
			fn = x.field(fn, "definition")
		}
		if fn == nil || x.kind(fn) != "function_definition" {
			continue
		}
		name := x.text(x.field(fn, "name"))
		fac := x.factories[name]
		if _, seen := x.factories[name]; !seen {
			if x.factories == nil {
				x.factories = map[string]*factory{}
			}
			fac = x.findFactory(name)
			x.factories[name] = fac
		}
		if fac == nil || fac.method {
			continue
		}
		bound := map[string]argForm{}
		for _, p := range fac.params {
			if p != "" {
				bound[p] = argForm{template.Hole(p, "", ""), template.Hole(p, "r", "")}
			}
		}
		cls, msgs, pos, kws, known, ok := x.factoryMessages(fac, bound)
		if !ok {
			continue
		}
		defs, reprs := splitDefaults(fac.defaults)
		d := extract.Def{Kind: "factory", Name: name, Class: cls, Params: fac.params, Line: fn.Line(), Defaults: defs, DefaultReprs: reprs}
		if !known {
			if mod, cname, isImport := x.imported(cls); isImport {
				r := formsRef(pos, kws)
				r.Kind, r.Module, r.Name, r.Site = "raise", mod, cname, -1
				d.Value = &r
			}
		}
		for _, m := range msgs {
			dm := d
			dm.Message = m
			out = append(out, dm)
		}
	}
	return out
}

// chained returns the module-level factory of the file that factory f
// returns a call of, or nil:
//
//	def MalformedHashError(handler=None, reason=None):
//	    return ValueError("malformed %s hash (%s)" % (handler.name, reason))
//
//	def ChecksumSizeError(handler, raw=False):
//	    reason = "checksum must be exactly %d chars" % handler.size
//	    return MalformedHashError(handler, reason)
//
// ChecksumSizeError builds what MalformedHashError builds with its
// arguments, though its name reads as a class's.
func (x *file) chained(f *factory) *factory {
	fn := x.field(f.ctor, "function")
	if x.kind(fn) != "identifier" {
		return nil
	}
	name := x.text(fn)
	if x.classes[name] != nil || builtinExceptions[name] {
		return nil
	}
	g, seen := x.factories[name]
	if !seen {
		if x.factories == nil {
			x.factories = map[string]*factory{}
		}
		g = x.findFactory(name)
		x.factories[name] = g
	}
	if g == nil || g.method || same(g.fn, f.fn) {
		return nil
	}
	return g
}

// chainedMessages is what f builds by returning g's call: g's messages
// with g's parameters bound to the call's arguments, read with f's bound,
// one reading per variant of its string arguments.
func (x *file) chainedMessages(f, g *factory, bound map[string]argForm, depth int) (cls string, msgs []template.Template, pos []argForm, kws map[string]argForm, known, ok bool) {
	args, kwNodes, ok := x.arguments(f.ctor)
	if !ok {
		return
	}
	combos, ok := x.argCombos(args, f.ctor, bound)
	if !ok || len(combos) == 0 {
		return "", nil, nil, nil, false, false
	}
	given := map[string]argForm{}
	for k, v := range kwNodes {
		a := x.argForms(v, f.ctor)
		given[k] = argForm{fill(a.str, bound), fill(a.repr, bound)}
	}
	known = true
	for i, c := range combos {
		ccls, cmsgs, cpos, ckws, cknown, cok := x.factoryMessagesN(g, dropNone(bindForms(g.params, g.defaults, c, given)), depth+1)
		if !cok {
			return "", nil, nil, nil, false, false
		}
		if i == 0 {
			cls, pos, kws = ccls, cpos, ckws
		}
		known = known && cknown
		msgs = appendUnique(msgs, cmsgs...)
	}
	return cls, msgs, pos, kws, known, true
}
