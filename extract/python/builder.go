package python

import (
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Text builders: a local bound to a new object of a class (a
// description, a writer, io.StringIO()) that the function then gives text
// piece by piece, by methods named write or append… called on it (one
// after the other, or chained: d.append_text(reason).append_text("\n
// Expected: ")), and that is given whole to an exception:
//
//	description = StringDescription()
//	description.append_text(reason).append_text("\nExpected: ").append_description_of(matcher)
//	matcher.describe_mismatch(actual, description)
//	raise AssertionError(description)
//
// prints the pieces in order: {reason}\nExpected: {matcher}{…}. A piece
// that is a string literal (or a local's text) is that text; any other
// value, and a call the builder is handed to (which may write into it),
// is a hole. The flow pass keeps each such call as a step of the chain
// (flow.builder), and variantsOf reads the steps (builderText).

// builderBase reports whether n, the value a local is bound to, is a new
// object a text can be built on and that prints that text: a call with no
// arguments of a class (its last name capitalized, not all capitals) that
// is not a container of collections nor an io buffer (whose str() is its
// repr: its text is what getvalue() returns, bufferText).
func (x *file) builderBase(n *tsutil.Node) bool {
	return x.newObject(n) && !x.ioBuffer(n)
}

// ioBuffer reports whether n is a call of StringIO with no arguments.
func (x *file) ioBuffer(n *tsutil.Node) bool {
	if n == nil || x.kind(n) != "call" {
		return false
	}
	fn := x.text(x.field(n, "function"))
	return fn == "StringIO" || fn == "io.StringIO"
}

// newObject reports whether n is a call with no arguments of a class (its
// last name capitalized, not all capitals) that is not a container of
// collections.
func (x *file) newObject(n *tsutil.Node) bool {
	if n == nil || x.kind(n) != "call" {
		return false
	}
	fn := x.field(n, "function")
	if fn == nil || (x.kind(fn) != "identifier" && x.kind(fn) != "attribute") {
		return false
	}
	if pos, kws, ok := x.arguments(n); !ok || len(pos) > 0 || len(kws) > 0 {
		return false
	}
	name := x.text(fn)
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	switch name {
	case "OrderedDict", "Counter", "ChainMap", "UserList", "UserDict", "UserString":
		return false
	}
	return name != "" && name[0] >= 'A' && name[0] <= 'Z' && strings.ToUpper(name) != name
}

// builderMethod reports whether a method of that name adds text to its
// object: write, or a name beginning with append.
func builderMethod(m string) bool {
	return m == "write" || strings.HasPrefix(m, "append")
}

// builderCalls returns the calls of e, a chain of method calls rooted at
// the local name (name.write(a), name.append_text(a).append_text(b)),
// innermost first; false unless every call in the chain is of a method
// that adds text (builderMethod).
func (x *file) builderCalls(e *tsutil.Node, name string) ([]*tsutil.Node, bool) {
	var calls []*tsutil.Node
	for n := e; ; {
		if x.kind(n) != "call" {
			return nil, false
		}
		fn := x.field(n, "function")
		if fn == nil || x.kind(fn) != "attribute" || !builderMethod(x.text(x.field(fn, "attribute"))) {
			return nil, false
		}
		calls = append(calls, n)
		obj := x.field(fn, "object")
		if obj == nil {
			return nil, false
		}
		if x.kind(obj) == "identifier" {
			if x.text(obj) != name {
				return nil, false
			}
			break
		}
		n = obj
	}
	for i, j := 0, len(calls)-1; i < j; i, j = i+1, j-1 {
		calls[i], calls[j] = calls[j], calls[i]
	}
	return calls, true
}

// methodOf reports whether call e is a method call on the local name, or
// a chain of method calls rooted at it.
func (x *file) methodOf(e *tsutil.Node, name string) bool {
	for n := e; x.kind(n) == "call"; {
		fn := x.field(n, "function")
		if fn == nil || x.kind(fn) != "attribute" {
			return false
		}
		obj := x.field(fn, "object")
		if obj != nil && x.kind(obj) == "identifier" {
			return x.text(obj) == name
		}
		n = obj
	}
	return false
}

// handsOver reports whether call e gives the local name, whole, as one of
// its arguments (matcher.describe_mismatch(actual, description)), other
// than as the object of a method.
func (x *file) handsOver(e *tsutil.Node, name string) bool {
	pos, kws, ok := x.arguments(e)
	if !ok {
		return false
	}
	for _, p := range pos {
		if x.kind(p) == "identifier" && x.text(p) == name {
			return true
		}
	}
	for _, v := range kws {
		if x.kind(v) == "identifier" && x.text(v) == name {
			return true
		}
	}
	return false
}

// builder applies call e to the chains when every chain reaching it is
// bound to a new object (newObject) and e adds text to the name
// (builderCalls), hands it to a call (handsOver) or calls another of its
// methods (methodOf): e becomes a step of each chain. false leaves e to
// the other rules.
func (f *flow) builder(e *tsutil.Node, in []chain) ([]chain, bool) {
	if len(in) == 0 {
		return in, false
	}
	for _, c := range in {
		if c.base == nil || !f.x.newObject(c.base) {
			return in, false
		}
	}
	if _, ok := f.x.builderCalls(e, f.name); !ok && !f.x.handsOver(e, f.name) && !f.x.methodOf(e, f.name) {
		return in, false
	}
	out := make([]chain, 0, len(in))
	for _, c := range in {
		out = append(out, chain{base: c.base, augs: append(append([]*tsutil.Node(nil), c.augs...), e)})
	}
	return out, true
}

// builderText returns the texts chain c builds, its base a text builder
// and its steps the calls flow.builder kept: each text piece in order, a
// hole for any other value and for each call the builder was handed to.
// nil when another method of the builder is called, or the texts are more
// than maxVariants.
func (x *file) builderText(name string, c chain, depth int) []template.Template {
	ts := []template.Template{template.Lit("")}
	for _, a := range c.augs {
		calls, ok := x.builderCalls(a, name)
		if !ok && x.methodOf(a, name) {
			// another method of the builder (clear, seek, writelines):
			// what it does to the text is not followed
			return nil
		}
		if !ok {
			ts = product(ts, []template.Template{template.Hole(x.compact(a), "", "")})
			continue
		}
		for _, call := range calls {
			piece := []template.Template{template.Hole(x.compact(call), "", "")}
			if pos, kws, ok := x.arguments(call); ok && len(pos) == 1 && len(kws) == 0 && !x.isSplat(pos[0]) {
				piece = x.messages(pos[0], call, depth+1)
			}
			if ts = product(ts, piece); ts == nil || len(ts) > maxVariants {
				return nil
			}
		}
	}
	return ts
}

// bufferText returns the texts of call, NAME.getvalue() of a local NAME
// bound to io.StringIO() on every path and given text by write calls
// (builderCalls) or handed to calls: those pieces in order, as
// builderText reads them. false for any other call.
func (x *file) bufferText(call *tsutil.Node, depth int) ([]template.Template, bool) {
	fn := x.field(call, "function")
	if fn == nil || x.kind(fn) != "attribute" || x.text(x.field(fn, "attribute")) != "getvalue" {
		return nil, false
	}
	obj := x.field(fn, "object")
	if obj == nil || x.kind(obj) != "identifier" || depth >= maxResolveDepth {
		return nil, false
	}
	if pos, kws, ok := x.arguments(call); !ok || len(pos) > 0 || len(kws) > 0 {
		return nil, false
	}
	chains, ok, _ := x.reaching(x.text(obj), call)
	if !ok || len(chains) == 0 {
		return nil, false
	}
	var out []template.Template
	for _, c := range chains {
		if c.base == nil || !x.ioBuffer(c.base) {
			return nil, false
		}
		ts := x.builderText(x.text(obj), c, depth)
		if ts == nil {
			return nil, false
		}
		if out = appendUnique(out, ts...); len(out) > maxVariants {
			return nil, false
		}
	}
	return out, true
}

// appendsTo reports whether one of the steps is name.append(…), a call
// on the name itself: the reading of a list that a builder's steps not
// read fall back to.
func (x *file) appendsTo(name string, steps []*tsutil.Node) bool {
	for _, a := range steps {
		if fn := x.field(a, "function"); fn != nil && x.text(fn) == name+".append" {
			return true
		}
	}
	return false
}
