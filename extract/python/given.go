package python

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// Functions that raise the class their caller gives them, and the calls
// that give one, through an instance attribute or a forwarder:
//
//	class Source:
//	    def inc(self, exception=None):
//	        if exception:
//	            raise self.parse_error(exception)   # or raise exception(…)
//
//	class Parser:
//	    def __init__(self, text):
//	        self._src = Source(text)
//	    def inc(self, exception=None):
//	        return self._src.inc(exception=exception)
//	    def parse_array(self):
//	        self.inc(exception=UnexpectedEofError)
//
// Source.inc raises whatever class it is given, with that class's own
// text (the arguments the factory gives it are not known here). It is a
// "given" Def, Raises naming the parameter. self._src holds a Source (the
// one assignment of the attribute in the class is a construction of that
// class, in __init__), so self._src.inc(…) calls Source.inc; Parser.inc
// passes only its own parameters on, so it forwards, and
// self.inc(exception=UnexpectedEofError) is a call of Source.inc given
// UnexpectedEofError. Each such call is a "given" Ref; the link makes it a
// site at the call raising that class with the text the class prints.

// givenFn is a function that raises the class given for its parameter
// param.
type givenFn struct {
	fn     *tsutil.Node
	params []string
	param  string
}

// noteGiven registers the function around the raise at n as one that
// raises the class given for its parameter p, when the raised value call
// is p(…) or f(p, …) (a function building an instance of the class it is
// given) and the raise's texts take nothing else from the parameters.
func (x *file) noteGiven(n, call *tsutil.Node, sites []*extract.Site) {
	if x.kind(call) != "call" {
		return
	}
	fn := x.funcAround(n)
	if fn == nil || x.outerFunc(fn) != nil {
		return
	}
	params, method := x.params(fn)
	f := x.field(call, "function")
	p := ""
	switch {
	case x.kind(f) == "identifier" && slices.Contains(params, x.text(f)):
		p = x.text(f)
	case !isClassName(lastName(x.compact(f))):
		pos, _, ok := x.arguments(call)
		if !ok || len(pos) == 0 || x.kind(pos[0]) != "identifier" || !slices.Contains(params, x.text(pos[0])) {
			return
		}
		p = x.text(pos[0])
	}
	if p == "" {
		return
	}
	for _, s := range sites {
		for _, part := range s.Message.Parts {
			if part.Hole && part.Expr != p && slices.Contains(params, part.Expr) {
				return // a helper of a text its caller gives (helpers.go)
			}
		}
	}
	name := x.text(x.field(fn, "name"))
	if method {
		cls := x.classOf(fn)
		if cls == "" {
			return
		}
		name = cls + "." + name
	}
	if x.given == nil {
		x.given = map[string]*givenFn{}
	}
	if g, dup := x.given[name]; dup {
		if g == nil || !same(g.fn, fn) || g.param != p {
			x.given[name] = nil // two of one name: use neither
		}
		return
	}
	x.given[name] = &givenFn{fn: fn, params: params, param: p}
}

// givenDefs returns the file's given functions as "given" Defs.
func (x *file) givenDefs() []extract.Def {
	var out []extract.Def
	for name, g := range x.given {
		if g != nil {
			out = append(out, extract.Def{Kind: "given", Name: name, Params: g.params, Raises: g.param, Line: g.fn.Line()})
		}
	}
	return out
}

// target is a function a call reaches: Name in Module (as the file's
// imports write it; "" for the file itself), "Class.method" for a method.
type target struct{ module, name string }

// instanceClasses returns, for the class around n, the class each
// instance attribute holds: self.x whose one assignment in the class's
// methods is self.x = Cls(…) in __init__, Cls a class of the file or one
// imported from the repository's own modules.
func (x *file) instanceClasses(cls *tsutil.Node) map[string]string {
	if x.instAttrs == nil {
		x.instAttrs = map[uint]map[string]string{}
	}
	if m, ok := x.instAttrs[cls.StartByte()]; ok {
		return m
	}
	m := map[string]string{}
	body := x.field(cls, "body")
	for i := uint(0); body != nil && i < x.namedChildCount(body); i++ {
		def := x.namedChild(body, i)
		if x.kind(def) == "decorated_definition" {
			def = x.field(def, "definition")
		}
		if def == nil || x.kind(def) != "function_definition" || x.text(x.field(def, "name")) != "__init__" {
			continue
		}
		x.walk(def, func(c *tsutil.Node, kind string) bool {
			if kind == "class_definition" || kind == "lambda" || kind == "function_definition" && !same(c, def) {
				return false
			}
			if kind != "assignment" {
				return true
			}
			left, right := x.field(c, "left"), x.field(c, "right")
			if left == nil || x.kind(left) != "attribute" || x.text(x.field(left, "object")) != "self" || right == nil || x.kind(right) != "call" {
				return true
			}
			if f := x.field(right, "function"); f != nil && (x.kind(f) == "identifier" || x.kind(f) == "attribute") && isClassName(lastName(x.compact(f))) {
				m[x.text(x.field(left, "attribute"))] = x.compact(f)
			}
			return true
		})
	}
	for attr := range m {
		// the one assignment of the attribute in the file's bytes (the
		// functions the screen left out of the tree included)
		if x.attrAssignments(attr) != 1 {
			delete(m, attr)
		}
	}
	x.instAttrs[cls.StartByte()] = m
	return m
}

// classAround returns the class_definition whose method holds n, or nil.
func (x *file) classAround(n *tsutil.Node) *tsutil.Node {
	fn := x.funcAround(n)
	if fn == nil {
		return nil
	}
	for x.outerFunc(fn) != nil {
		fn = x.outerFunc(fn)
	}
	if b := x.parent(fn); b != nil && x.kind(b) == "decorated_definition" {
		fn = b
	}
	if b := x.parent(fn); b != nil {
		if c := x.parent(b); c != nil && x.kind(c) == "class_definition" {
			return c
		}
	}
	return nil
}

// classTarget returns where Cls.method is defined for the class cls as
// written in the file: the file itself, or the module of the repository
// it is imported from.
func (x *file) classTarget(cls, method string) (target, bool) {
	if x.classes[cls] != nil || x.moduleDef("class_definition", cls) != nil {
		return target{"", cls + "." + method}, true
	}
	mod, name, ok := x.imported(cls)
	if !ok || !x.ownPackage(mod) {
		return target{}, false
	}
	return target{mod, name + "." + method}, true
}

// callTarget returns the function call reaches when it is a call of a
// method on an instance attribute (self.x.m(…), self.x holding a Cls),
// of a method of the class around it on self (self.m(…)), or of a
// module-level function of the file (f(…)).
func (x *file) callTarget(call *tsutil.Node) (target, bool) {
	f := x.field(call, "function")
	switch x.kind(f) {
	case "identifier":
		if x.funcAround(call) != nil && x.definesFunc(x.text(f)) {
			return target{"", x.text(f)}, true
		}
	case "attribute":
		obj, m := x.field(f, "object"), x.text(x.field(f, "attribute"))
		cls := x.classAround(call)
		if cls == nil {
			return target{}, false
		}
		if x.text(obj) == "self" {
			return target{"", x.text(x.field(cls, "name")) + "." + m}, true
		}
		if x.kind(obj) == "attribute" && x.text(x.field(obj, "object")) == "self" {
			if c, ok := x.instanceClasses(cls)[x.text(x.field(obj, "attribute"))]; ok {
				return x.classTarget(c, m)
			}
		}
	}
	return target{}, false
}

// definesFunc reports whether the file defines a module-level function
// named name.
func (x *file) definesFunc(name string) bool {
	for _, d := range x.definitions()[name] {
		if x.outerFunc(d) == nil && x.classOf(d) == "" {
			return true
		}
	}
	return false
}

// forwardOf returns what the function fn passes on when its body calls
// one target passing only fn's own parameters (return self._src.inc(
// exception=exception)): that call; nil when fn does not forward so.
func (x *file) forwardOf(fn *tsutil.Node) *tsutil.Node {
	body := x.field(fn, "body")
	if body == nil {
		return nil
	}
	params, _ := x.params(fn)
	var fwd *tsutil.Node
	n := 0
	for i := uint(0); i < x.namedChildCount(body); i++ {
		st := x.namedChild(body, i)
		switch x.kind(st) {
		case "comment":
			continue
		case "expression_statement":
			if i == 0 && x.namedChildCount(st) == 1 && x.kind(x.namedChild(st, 0)) == "string" {
				continue // the docstring
			}
		}
		n++
		if (x.kind(st) == "expression_statement" || x.kind(st) == "return_statement") && x.namedChildCount(st) == 1 && x.kind(x.namedChild(st, 0)) == "call" {
			fwd = x.namedChild(st, 0)
		}
	}
	if n != 1 || fwd == nil {
		return nil
	}
	if !x.passesParams(fwd, params) {
		return nil
	}
	return fwd
}

// givenCalls notes, as "given" Refs, the calls of the file that pass a
// class to a function that may raise the class it is given: the calls of
// methods on instance attributes and of the file's given functions, and
// the calls of forwarders to them (up to maxForwardDepth).
func (x *file) givenCalls(root *tsutil.Node) {
	type reach struct {
		to   target
		args map[string]*tsutil.Node // the forwarder's parameter each argument of the final call is ("#0" by position, else keyword)
		fwd  *tsutil.Node            // the final call, inside the forwarder
	}
	var names [][]byte
	for name, g := range x.given {
		if g != nil {
			names = append(names, []byte(name[strings.LastIndexByte(name, '.')+1:]))
		}
	}
	for _, c := range x.classNodes(root) {
		for attr := range x.instanceClasses(c) {
			names = append(names, []byte(attr))
		}
	}
	if len(names) == 0 {
		return
	}
	calls := x.namedCalls(root, names)
	// forwarders: the functions whose one statement passes their own
	// parameters on to a target, by the name a call reaches them by; the
	// calls of a forwarder's name are looked for in turn
	fwds := map[target]*tsutil.Node{}
	for depth := 0; depth < maxForwardDepth; depth++ {
		var more [][]byte
		for _, call := range calls {
			g := x.funcAround(call)
			if g == nil || x.outerFunc(g) != nil || !same(x.forwardOf(g), call) {
				continue
			}
			short := x.text(x.field(g, "name"))
			name := short
			if c := x.classOf(g); c != "" {
				name = c + "." + name
			}
			if fwds[target{"", name}] == nil {
				fwds[target{"", name}] = call
				if !slices.ContainsFunc(names, func(b []byte) bool { return string(b) == short }) {
					names = append(names, []byte(short))
					more = append(more, []byte(short))
				}
			}
		}
		if len(more) == 0 {
			break
		}
		for _, c := range x.namedCalls(root, more) {
			if !slices.ContainsFunc(calls, func(d *tsutil.Node) bool { return same(c, d) }) {
				calls = append(calls, c)
			}
		}
	}
	for _, call := range calls {
		to, ok := x.callTarget(call)
		if !ok {
			continue
		}
		final := call
		// the arguments of the final call, by the node each stands for
		pos, kws, ok := x.arguments(call)
		if !ok {
			continue
		}
		for depth := 0; depth < maxForwardDepth; depth++ {
			fwd := fwds[to]
			if fwd == nil {
				break
			}
			g := x.funcAround(fwd)
			params, _ := x.params(g)
			bound := map[string]*tsutil.Node{}
			for i, a := range pos {
				if i < len(params) && params[i] != "" {
					bound[params[i]] = a
				}
			}
			for k, a := range kws {
				bound[k] = a
			}
			fpos, fkws, _ := x.arguments(fwd)
			var npos []*tsutil.Node
			for _, a := range fpos {
				if bound[x.text(a)] == nil {
					npos = nil
					ok = false
					break
				}
				npos = append(npos, bound[x.text(a)])
			}
			if !ok {
				break
			}
			nkws := map[string]*tsutil.Node{}
			for k, a := range fkws {
				if b := bound[x.text(a)]; b != nil {
					nkws[k] = b
				}
			}
			if to, ok = x.callTarget(fwd); !ok {
				break
			}
			pos, kws, final = npos, nkws, fwd
		}
		if !ok || same(final, call) && fwds[to] != nil || x.funcAround(call) != nil && same(x.forwardOf(x.funcAround(call)), call) {
			continue // a forwarder's own call passes parameters, no class
		}
		classes := false
		for _, a := range append(slices.Clone(pos), mapValues(kws)...) {
			classes = classes || (x.kind(a) == "identifier" || x.kind(a) == "attribute") && isClassName(lastName(x.compact(a)))
		}
		if !classes {
			continue
		}
		var fpos []argForm
		for _, a := range pos {
			if x.isSplat(a) {
				ok = false
				break
			}
			fpos = append(fpos, x.argForms(a, call))
		}
		if !ok {
			continue
		}
		fkws := map[string]argForm{}
		for k, a := range kws {
			if k == "" {
				ok = false
				break
			}
			fkws[k] = x.argForms(a, call)
		}
		if !ok {
			continue
		}
		r := formsRef(fpos, fkws)
		s := extract.Site{Line: call.Line(), EndLine: x.endLine(call), Kind: "raise"}
		x.fillContext(&s, call)
		r.Kind, r.Site, r.Module, r.Name, r.Call = "given", -1, to.module, to.name, &s
		x.refs = append(x.refs, r)
	}
}

// classNodes returns the module-level class definitions of the file.
func (x *file) classNodes(root *tsutil.Node) []*tsutil.Node {
	var out []*tsutil.Node
	for i := uint(0); root != nil && i < x.namedChildCount(root); i++ {
		c := x.namedChild(root, i)
		if x.kind(c) == "decorated_definition" {
			c = x.field(c, "definition")
		}
		if c != nil && x.kind(c) == "class_definition" {
			out = append(out, c)
		}
	}
	return out
}

// namedCalls returns the calls whose callee ends in one of names: f(…),
// self.f(…), self.x.f(…), and self.x.m(…) for an attribute x of names.
func (x *file) namedCalls(root *tsutil.Node, names [][]byte) []*tsutil.Node {
	var calls []*tsutil.Node
	seen := map[[2]uint]bool{}
	for _, pos := range x.wordOffsets(names, false) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.kind(tok) != "identifier" {
			continue
		}
		fn := tok
		if p := x.parent(fn); p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), fn) {
			fn = p
		}
		for p := x.parent(fn); p != nil && x.kind(p) == "attribute" && same(x.field(p, "object"), fn); p = x.parent(fn) {
			fn = p
		}
		if call := x.parent(fn); call != nil && x.kind(call) == "call" && same(x.field(call, "function"), fn) && !seen[[2]uint{call.StartByte(), call.EndByte()}] {
			seen[[2]uint{call.StartByte(), call.EndByte()}] = true
			calls = append(calls, call)
		}
	}
	return calls
}

// attrAssignments counts the assignments to self.attr in the file's
// bytes (self.attr = …, self.attr += …), the functions the screen left
// out of the tree included.
func (x *file) attrAssignments(attr string) int {
	n := 0
	for _, at := range x.substringOffsets("self." + attr) {
		i := at + len("self."+attr)
		if at > 0 && (isIdentByte(x.src[at-1]) || x.src[at-1] == '.') || i < len(x.src) && isIdentByte(x.src[i]) {
			continue
		}
		for i < len(x.src) && (x.src[i] == ' ' || x.src[i] == '\t') {
			i++
		}
		if i < len(x.src) && x.src[i] == '=' && (i+1 >= len(x.src) || x.src[i+1] != '=') {
			n++
		} else if i+1 < len(x.src) && x.src[i+1] == '=' && strings.IndexByte("+-*/%&|^@", x.src[i]) >= 0 {
			n++
		} else if i+2 < len(x.src) && x.src[i+2] == '=' && (string(x.src[i:i+2]) == "//" || string(x.src[i:i+2]) == "**" || string(x.src[i:i+2]) == ">>" || string(x.src[i:i+2]) == "<<") {
			n++
		}
	}
	return n
}
