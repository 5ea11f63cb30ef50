package python

import (
	"slices"
	"sort"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// A raiser is a function that raises one of its parameters, after
// logging it or under a condition:
//
//	def report_error(exception):
//	    if strict:
//	        raise exception
//	    print_error(exception)
//
// It makes no exception of its own: each call that hands it one it
// constructs, report_error(DuplicateField(key, name)), is where that
// exception is made, a raise of it at the call (handoffCalls). Across
// files the Summary offers it as a "raiser" Def and each call of an
// imported function that hands it a constructed exception is a "handoff"
// Ref whose sites the link keeps only when the function is a raiser.
type raiser struct {
	fn     *tsutil.Node
	params []string // positional parameter names, self/cls dropped
	arg    int      // the index in params of the parameter raised
	method bool
}

// noteRaiser registers the function around raise statement n as a raiser
// when val, the raised expression, is one of its positional parameters.
func (x *file) noteRaiser(n, val *tsutil.Node) {
	if x.kind(val) != "identifier" {
		return
	}
	fn := x.funcAround(n)
	if fn == nil {
		return
	}
	params, method := x.params(fn)
	k := slices.Index(params, x.text(val))
	if k < 0 {
		return
	}
	name := x.text(x.field(fn, "name"))
	if x.raisers == nil {
		x.raisers = map[string]*raiser{}
	}
	if r, dup := x.raisers[name]; dup {
		if r == nil || !same(r.fn, fn) || r.arg != k {
			x.raisers[name] = nil // two functions of one name: use neither
		}
		return
	}
	x.raisers[name] = &raiser{fn: fn, params: params, arg: k, method: method}
}

// raiserDefs returns the module-level raisers as "raiser" Defs, Raises
// naming the parameter raised.
func (x *file) raiserDefs() []extract.Def {
	var out []extract.Def
	for name, r := range x.raisers {
		if r == nil || r.method {
			continue
		}
		out = append(out, extract.Def{Kind: "raiser", Name: name, Params: r.params, Raises: r.params[r.arg], Line: r.fn.Line()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// handoffCalls records each statement that calls a raiser with an
// exception it constructs there (report_error(InvalidNameString(name)),
// self.fail(ParseError(msg))) as a raise of that exception at the call:
// a raiser of the file, called by name or on self, or a function imported
// from the repository's own modules, whose sites the link keeps when that
// function is a raiser (a "handoff" Ref).
func (x *file) handoffCalls(root *tsutil.Node) {
	var names [][]byte
	for name, r := range x.raisers {
		if r != nil && !isRaiseFrom(name) {
			names = append(names, []byte(name))
		}
	}
	for alias, im := range x.importRefs() {
		if _, local := x.raisers[alias]; !local && im.name != "" && im.name != "*" && x.ownPackage(im.module) && !isRaiseFrom(alias) {
			names = append(names, []byte(alias))
		}
	}
	if len(names) == 0 {
		return
	}
	for _, pos := range x.wordOffsets(names, true) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.kind(tok) != "identifier" {
			continue
		}
		fn := tok
		self := false
		if p := x.parent(tok); p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), tok) {
			if o := x.field(p, "object"); o == nil || x.kind(o) != "identifier" || (x.text(o) != "self" && x.text(o) != "cls") {
				continue
			}
			fn, self = p, true
		}
		call, st := x.callStatement(fn)
		if st == nil {
			continue
		}
		pos, _, ok := x.arguments(call)
		if !ok {
			continue
		}
		name := x.text(tok)
		if r := x.raisers[name]; r != nil {
			if r.method != self || r.arg >= len(pos) {
				continue
			}
			if a := pos[r.arg]; x.constructed(a) {
				x.raiseValue(st, a, nil)
			}
			continue
		}
		if self {
			continue
		}
		im, imported := x.importRefs()[name]
		if !imported {
			continue
		}
		for k, a := range pos {
			if !x.constructed(a) {
				continue
			}
			first, refs := len(x.res.Sites), len(x.refs)
			x.raiseValue(st, a, nil)
			if len(x.res.Sites) == first {
				x.refs = x.refs[:refs]
				continue
			}
			x.refs = append(x.refs, extract.Ref{Kind: "handoff", Site: first, Count: len(x.res.Sites) - first, Arg: k, Module: im.module, Name: im.name})
		}
	}
}

// constructed reports whether a is a call of a class: an exception made
// where it is handed over.
func (x *file) constructed(a *tsutil.Node) bool {
	if x.kind(a) != "call" {
		return false
	}
	f := x.field(a, "function")
	if f == nil || (x.kind(f) != "identifier" && x.kind(f) != "attribute") {
		return false
	}
	return isClassName(lastName(x.compact(f)))
}

// isRaiseFrom reports whether name is one of raiseFromNames, whose calls
// raiseFromCalls reads whatever the name is bound to.
func isRaiseFrom(name string) bool {
	return slices.ContainsFunc(raiseFromNames, func(w []byte) bool { return string(w) == name })
}
