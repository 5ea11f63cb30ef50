package python

import (
	"slices"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// maxForwardDepth bounds the chain of forwarders noteForwarders follows
// (a forwarder of a forwarder of a helper).
const maxForwardDepth = 4

// noteForwarders registers, as helpers of their own, the functions of the
// file whose call of a helper only passes their own parameters on:
//
//	def _fail(self, what):
//	    raise ConfigError(f"invalid config: {what}")
//
//	def fail(self, what):
//	    return self._fail(what)
//
// fail spells no text: its callers do, fail("port 80"), so each of those
// calls is a site as a call of _fail would be, the helper's message with
// the forwarded parameters renamed to fail's. A helper that takes the
// class it raises (exc=…) keeps it through the forwarder when the
// forwarder passes a parameter of its own for it. Forwarders of
// forwarders are followed up to maxForwardDepth; a function already a
// helper, or whose name another function of its scope also has, is left
// as it is.
func (x *file) noteForwarders(root *tsutil.Node) {
	for depth := 0; depth < maxForwardDepth; depth++ {
		names := x.helperNames()
		if len(names) == 0 {
			return
		}
		added := false
		for _, call := range x.callsOf(root, names) {
			if x.noteForwarder(call) {
				added = true
			}
		}
		if !added {
			return
		}
	}
}

// helperNames returns the names of the file's helpers and closures.
func (x *file) helperNames() [][]byte {
	var names [][]byte
	seen := map[string]bool{}
	add := func(helpers map[string]*helper) {
		for name, h := range helpers {
			if h != nil && !seen[name] {
				seen[name] = true
				names = append(names, []byte(name))
			}
		}
	}
	add(x.helpers)
	for _, m := range x.nested {
		add(m)
	}
	return names
}

// noteForwarder registers the function around call as a helper when call
// calls a helper passing only that function's own parameters on, and
// reports whether it did.
func (x *file) noteForwarder(call *tsutil.Node) bool {
	h := x.helperOf(call)
	if h == nil || h.format >= 0 || x.within(call, h.fn) {
		return false
	}
	g := x.funcAround(call)
	if g == nil || same(g, h.fn) {
		return false
	}
	params, method := x.params(g)
	if !x.passesParams(call, params) {
		return false
	}
	pos, kws, _ := x.arguments(call)
	variants, ok := x.bindVariants(h.params, h.defaults, call)
	if !ok || len(variants) != 1 {
		return false
	}
	bound := variants[0]
	var sites []extract.Site
	for _, hs := range h.sites {
		m := fill(hs.Message, bound)
		uses := false
		for _, part := range m.Parts {
			uses = uses || part.Hole && slices.Contains(params, part.Expr)
		}
		if !uses {
			continue
		}
		s := hs
		s.Message = m
		sites = append(sites, s)
	}
	if len(sites) == 0 {
		return false
	}
	name := x.text(x.field(g, "name"))
	helpers := x.helperTable(g)
	if _, dup := helpers[name]; dup {
		return false
	}
	f := &helper{fn: g, sites: sites, params: params, defaults: x.defaults(g), method: method, format: -1}
	if h.classParam != "" {
		a := kws[h.classParam]
		if i := slices.Index(h.params, h.classParam); a == nil && i >= 0 && i < len(pos) {
			a = pos[i]
		}
		if a != nil {
			f.classParam = x.text(a)
		}
	}
	helpers[name] = f
	return true
}

// passesParams reports whether call passes arguments, each one of the
// names params (a function passing its own parameters on).
func (x *file) passesParams(call *tsutil.Node, params []string) bool {
	pos, kws, ok := x.arguments(call)
	if !ok || len(pos)+len(kws) == 0 {
		return false
	}
	for _, a := range append(slices.Clone(pos), mapValues(kws)...) {
		if a == nil || x.kind(a) != "identifier" || !slices.Contains(params, x.text(a)) {
			return false
		}
	}
	return true
}

// helperOf returns the helper call calls as Python resolves its name: a
// closure or the file's function for f(…), the file's method for
// self.f(…) (or a parameter annotated with its class); nil when none.
func (x *file) helperOf(call *tsutil.Node) *helper {
	fn := x.field(call, "function")
	var h *helper
	switch x.kind(fn) {
	case "identifier":
		if h = x.closureHelper(x.text(fn), call); h != nil && h.method {
			h = nil
		}
		if h == nil {
			h = x.aliasedHelper(fn, call) // fail = self._fail; fail("…")
		}
	case "attribute":
		obj := x.field(fn, "object")
		if h = x.helpers[x.text(x.field(fn, "attribute"))]; h != nil && (!h.method || !x.selfOf(obj, call, h)) {
			h = nil
		}
	}
	return h
}

// mapValues returns m's values in its keys' order.
func mapValues(m map[string]*tsutil.Node) []*tsutil.Node {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]*tsutil.Node, 0, len(keys))
	for _, k := range keys {
		out = append(out, m[k])
	}
	return out
}
