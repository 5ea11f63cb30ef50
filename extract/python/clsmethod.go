package python

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
)

// A class method builds an instance of its class through its first
// parameter:
//
//	class CreateFailed(FSError):
//	    default_message = "unable to create filesystem, {details}"
//	    @classmethod
//	    def catch_all(cls, func):
//	        ...
//	        raise cls(exc=e)
//
// raises CreateFailed (or the subclass it is called on, which prints
// the same way unless it overrides the text), read as raise
// CreateFailed(exc=e) would be.

// classOfCls returns the class a call's function names when it is the
// first parameter of the @classmethod around n (or around the function
// around n that does not rebind it), defined directly in a class's body;
// "" otherwise.
func (x *file) classOfCls(fn, n *tsutil.Node) string {
	if fn == nil || x.kind(fn) != "identifier" {
		return ""
	}
	name := x.text(fn)
	// the function that binds the name: the class method itself, or
	// one it defines (a closure reads the method's cls)
	for def := x.funcAround(n); def != nil; def = x.funcAround(def) {
		ps := x.paramList(def)
		i := slices.IndexFunc(ps, func(p param) bool { return p.name == name })
		if i < 0 {
			continue
		}
		d := x.parent(def)
		if i != 0 || ps[0].splat || d == nil || x.kind(d) != "decorated_definition" || !x.decoratedWith(d, "classmethod") {
			return ""
		}
		if cls := x.enclosingClass(def); cls != nil {
			return x.text(x.field(cls, "name"))
		}
		return ""
	}
	return ""
}

// decoratedWith reports whether the decorated definition d carries one
// of the decorators @name, written as names spells it.
func (x *file) decoratedWith(d *tsutil.Node, names ...string) bool {
	for i := uint(0); i < x.namedChildCount(d); i++ {
		if c := x.namedChild(d, i); x.kind(c) == "decorator" && slices.Contains(names, strings.TrimSpace(strings.TrimPrefix(x.text(c), "@"))) {
			return true
		}
	}
	return false
}
