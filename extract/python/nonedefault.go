package python

import (
	"slices"

	"github.com/errdex/errdex/extract/tsutil"
)

// A parameter that defaults to None and is given its value in the
// function when left out:
//
//	def __init__(self, msg=None, *args, **kwds):
//	    if msg is None:
//	        msg = self._default_message
//	    ValueError.__init__(self, msg, *args, **kwds)
//
// reaches the base's __init__ as the caller's text when one is given and
// as the class's text (the subclass's first) when not: which assignment
// reaches the use is decided by the argument, not by a branch the
// extractor cannot see. Without this, the two values collapse into holes.

// noneArg is a parameter whose None-ness the arguments bound to it tell,
// while argCombosN reads it at at: variantsOf keeps the chains that path
// takes (noneChains).
type noneArg struct {
	name string
	at   *tsutil.Node
	none bool // the parameter is None (left out, its default None)
}

// boundNoneChains is noneChains for a parameter name bound to a value
// (bound[name]); known is false when name is not a parameter of the
// function around at, is not bound, or no assignment to it sits under a
// None test of it.
func (x *file) boundNoneChains(name string, at *tsutil.Node, chains []chain, bound map[string]argForm) (kept []chain, known bool) {
	v, ok := bound[name]
	if !ok || !x.isParam(x.identAt(name, at), at) {
		return nil, false
	}
	return x.noneChains(name, at, chains, v.isNone())
}

// identAt is a node whose text is name for isParam: at itself when its
// text is name, else the first identifier below at with that text.
func (x *file) identAt(name string, at *tsutil.Node) *tsutil.Node {
	var out *tsutil.Node
	x.walkKind(at, "identifier", func(n *tsutil.Node) {
		if out == nil && x.text(n) == name {
			out = n
		}
	})
	if out == nil {
		return at
	}
	return out
}

// noneChains returns the chains of parameter name that reach a use when
// the parameter is None (none) or given: None, the path that keeps the
// parameter's own value is left out (the test under which the function
// assigns it was true); given, the assignments under `if name is None:`
// or `if not name:` are left out. known is false, and chains returned as
// they are, when no chain's assignment sits under such a test.
func (x *file) noneChains(name string, at *tsutil.Node, chains []chain, none bool) (kept []chain, known bool) {
	guarded := make([]bool, len(chains))
	for i, c := range chains {
		if c.base != nil && x.underNoneTest(c.base, name) {
			guarded[i], known = true, true
		}
	}
	if !known {
		return chains, false
	}
	for i, c := range chains {
		switch {
		case none && c.base == nil:
		case !none && guarded[i]:
		default:
			kept = append(kept, c)
		}
	}
	if len(kept) == 0 {
		return chains, false
	}
	return kept, true
}

// underNoneTest reports whether n lies in the body of an `if name is
// None:` or `if not name:` (no elif or else needed) within its function.
func (x *file) underNoneTest(n *tsutil.Node, name string) bool {
	child := n
	for p := x.parent(n); p != nil && x.kind(p) != "function_definition"; child, p = p, x.parent(p) {
		if x.kind(p) != "if_statement" {
			continue
		}
		body := x.field(p, "consequence")
		if body == nil || body.ID() != child.ID() {
			continue
		}
		if c := x.text(x.field(p, "condition")); c == name+" is None" || c == "not "+name {
			return true
		}
	}
	return false
}

// noneDefaulted returns the parameters of fn that fn assigns under a None
// test of themselves (if msg is None: msg = …).
func (x *file) noneDefaulted(fn *tsutil.Node) []string {
	var out []string
	params, _ := x.params(fn)
	x.walkKind(x.field(fn, "body"), "assignment", func(a *tsutil.Node) {
		left := x.field(a, "left")
		if left == nil || x.kind(left) != "identifier" {
			return
		}
		p := x.text(left)
		for _, q := range params {
			if q == p && q != "" && x.underNoneTest(a, p) && !slices.Contains(out, p) {
				out = append(out, p)
			}
		}
	})
	return out
}

// markEmptySplats marks in bound the *args and **kw parameters of init
// that the call gives nothing (npos positional arguments, kws keywords):
// a base __init__ call passing them on passes nothing (dropEmptySplats).
func (x *file) markEmptySplats(init *tsutil.Node, npos int, kws map[string]argForm, bound map[string]argForm) {
	if x.keepSplats {
		return
	}
	ps := x.paramList(init)
	if len(ps) > 0 && (ps[0].name == "self" || ps[0].name == "cls") {
		ps = ps[1:]
	}
	named := map[string]bool{}
	for _, p := range ps {
		if !p.splat {
			named[p.name] = true
		}
	}
	for i, p := range ps {
		if !p.splat || p.name == "" {
			continue
		}
		empty := npos <= i
		if x.isDictSplatParam(init, p.name) {
			empty = true
			for k := range kws {
				if !named[k] {
					empty = false
				}
			}
		}
		if empty {
			bound[emptySplatMark+p.name] = argForm{}
		}
	}
}

// isDictSplatParam reports whether name is fn's **name parameter.
func (x *file) isDictSplatParam(fn *tsutil.Node, name string) bool {
	ps := x.field(fn, "parameters")
	for i := uint(0); ps != nil && i < x.namedChildCount(ps); i++ {
		if p := x.namedChild(ps, i); x.kind(p) == "dictionary_splat_pattern" && splatName(x, p) == name {
			return true
		}
	}
	return false
}

// emptySplatMark prefixes the key that marks a splat parameter given
// nothing (no hole's expression starts with it).
const emptySplatMark = "\x00empty splat "

// dropEmptySplats returns args without the *name and **name that pass on
// a splat parameter bound marks as given nothing.
func (x *file) dropEmptySplats(args []*tsutil.Node, bound map[string]argForm) []*tsutil.Node {
	var out []*tsutil.Node
	for _, a := range args {
		if x.isSplat(a) && x.namedChildCount(a) == 1 {
			if _, empty := bound[emptySplatMark+x.text(x.namedChild(a, 0))]; empty {
				x.splats++
				continue
			}
		}
		out = append(out, a)
	}
	return out
}

// extraArgs is the key of a Def's None requirements that holds when a
// raise passes no positional argument past the named parameters: a class
// text read with its *args passing nothing on (dropEmptySplats) holds
// only then. Keywords are not counted: the class's own text names those
// it reads (self.kwargs, a %-format of them).
const extraArgs = "\x00extra arguments"
