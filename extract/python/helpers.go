package python

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// A helper is a function whose raise builds its message from a parameter:
//
//	def _fail(self, what):
//	    raise ConfigError(f"invalid config: {what}")
//
// Each call _fail(f"port {p}") in the same file is then a site of its own,
// with the argument's template substituted for the parameter's holes.
type helper struct {
	fn       *tsutil.Node   // the function_definition
	sites    []extract.Site // the raise (or log call) inside it, one per variant of its message
	params   []string       // positional parameter names, self/cls dropped
	defaults map[string]argForm
	method   bool // called as self.name(...) / cls.name(...)
	// format is the index in params of the parameter a log call uses as
	// its %-format, with the helper's *args as the format's arguments
	// (def warn(fmt, *args): logger.warning(fmt, *args)); -1 when none.
	format int
	rel    string // a log helper's logger name is the module's ("__name__", "__package__")
	// classParam is the parameter that holds the class the helper raises
	// (def fail(self, msg, exc=TemplateSyntaxError): raise exc(msg)), or "".
	classParam string
}

// noteHelper registers the function around the raise s as a helper when
// its message uses one of its parameters.
func (x *file) noteHelper(s *extract.Site, raise *tsutil.Node) {
	var fn *tsutil.Node
	for p := x.parent(raise); p != nil; p = x.parent(p) {
		if x.kind(p) == "function_definition" {
			fn = p
			break
		}
	}
	if fn == nil || s.Message.IsEmpty() {
		return
	}
	params, method := x.params(fn)
	uses := false
	for _, part := range s.Message.Parts {
		for _, prm := range params {
			uses = uses || part.Hole && part.Expr == prm
		}
	}
	if !uses {
		return
	}
	name := x.text(x.field(fn, "name"))
	helpers := x.helperTable(fn)
	if h, dup := helpers[name]; dup {
		if h != nil && same(h.fn, fn) && h.format < 0 {
			h.sites = append(h.sites, *s) // another site of the helper, or a variant
			return
		}
		helpers[name] = nil // two helpers of one name: ambiguous, use neither
		return
	}
	h := &helper{fn: fn, sites: []extract.Site{*s}, params: params, defaults: x.defaults(fn), method: method, format: -1}
	if x.kind(raise) == "raise_statement" && x.namedChildCount(raise) > 0 {
		if c := x.namedChild(raise, 0); x.kind(c) == "call" {
			if f := x.field(c, "function"); f != nil && x.kind(f) == "identifier" && slices.Contains(params, x.text(f)) {
				h.classParam = x.text(f)
			}
		}
	}
	helpers[name] = h
}

// helperTable returns the table the helper fn goes in, by name: the
// file's, or for a function defined in another function's body (a
// closure, which only that function's code can call) that function's
// own, so that two functions' closures of one name (def error(msg):
// raise ParseError(msg), in each of two parsers) are not ambiguous.
func (x *file) helperTable(fn *tsutil.Node) map[string]*helper {
	outer := x.outerFunc(fn)
	if outer == nil {
		if x.helpers == nil {
			x.helpers = map[string]*helper{}
		}
		return x.helpers
	}
	if x.nested == nil {
		x.nested = map[uint]map[string]*helper{}
	}
	m := x.nested[outer.StartByte()]
	if m == nil {
		m = map[string]*helper{}
		x.nested[outer.StartByte()] = m
	}
	return m
}

// outerFunc returns the function whose body defines fn, or nil when fn is
// defined at module level or in a class body (a method).
func (x *file) outerFunc(fn *tsutil.Node) *tsutil.Node {
	for p := x.parent(fn); p != nil; p = x.parent(p) {
		switch x.kind(p) {
		case "function_definition":
			return p
		case "class_definition":
			return nil
		}
	}
	return nil
}

// closureHelper returns the helper a call of the plain name at call
// reaches as Python resolves it: a closure of a function around the
// call, the nearest first, else the file's helper of that name; nil when
// none (or two of one name in one scope).
func (x *file) closureHelper(name string, call *tsutil.Node) *helper {
	for f := x.funcAround(call); f != nil && x.nested != nil; f = x.funcAround(f) {
		if h, ok := x.nested[f.StartByte()][name]; ok {
			return h
		}
	}
	return x.helpers[name]
}

// noteLogHelper is noteHelper for a log call: a wrapper that passes its own
// format and arguments on, def warn(fmt, *args): logger.warning(fmt,
// *args), is a helper whose callers' arguments are %-formatted.
func (x *file) noteLogHelper(s *extract.Site, call, msg *tsutil.Node, args []*tsutil.Node, rel string) {
	fn := x.funcAround(call)
	if fn == nil {
		return
	}
	name := x.text(x.field(fn, "name"))
	defer func() {
		if h := x.helperTable(fn)[name]; h != nil && same(h.fn, fn) {
			h.rel = rel
		}
	}()
	if x.kind(msg) != "identifier" || len(args) != 1 || x.kind(args[0]) != "list_splat" {
		x.noteHelper(s, call)
		return
	}
	params, method := x.params(fn)
	k := -1
	for i, p := range params {
		if p == x.text(msg) {
			k = i
		}
	}
	star := ""
	if ps := x.field(fn, "parameters"); ps != nil {
		for i := uint(0); i < x.namedChildCount(ps); i++ {
			if p := x.namedChild(ps, i); x.kind(p) == "list_splat_pattern" {
				star = splatName(x, p)
			}
		}
	}
	splat := strings.TrimPrefix(x.text(args[0]), "*")
	if k < 0 || star == "" || splat != star {
		x.noteHelper(s, call)
		return
	}
	helpers := x.helperTable(fn)
	if _, dup := helpers[name]; dup {
		helpers[name] = nil
		return
	}
	helpers[name] = &helper{fn: fn, sites: []extract.Site{*s}, params: params, method: method, format: k}
}

// funcAround returns the function_definition around n, or nil.
func (x *file) funcAround(n *tsutil.Node) *tsutil.Node {
	for p := x.parent(n); p != nil; p = x.parent(p) {
		if x.kind(p) == "function_definition" {
			return p
		}
	}
	return nil
}

// params returns the plain parameter names of fn, without a leading
// self or cls, and whether it is a method; "" marks *args, **kw, / and *,
// which cannot be bound by position.
func (x *file) params(fn *tsutil.Node) ([]string, bool) {
	var out []string
	for _, p := range x.paramList(fn) {
		if p.splat {
			out = append(out, "")
		} else {
			out = append(out, p.name)
		}
	}
	inClass := x.parent(fn) != nil && x.parent(x.parent(fn)) != nil && x.kind(x.parent(x.parent(fn))) == "class_definition"
	if inClass && len(out) > 0 && (out[0] == "self" || out[0] == "cls") {
		return out[1:], true
	}
	return out, false
}

// paramNames returns every name fn's parameters bind, in order, self and
// *args/**kw included (the site context's Params).
func (x *file) paramNames(fn *tsutil.Node) []string {
	out := []string{}
	for _, p := range x.paramList(fn) {
		if p.name != "" {
			out = append(out, p.name)
		}
	}
	return out
}

type param struct {
	name  string // "" for a bare / or *
	splat bool   // *args, **kw, / or *
}

// paramList returns fn's parameters in order.
func (x *file) paramList(fn *tsutil.Node) []param {
	ps := x.field(fn, "parameters")
	var out []param
	for i := uint(0); ps != nil && i < x.namedChildCount(ps); i++ {
		p := x.namedChild(ps, i)
		switch x.kind(p) {
		case "identifier":
			out = append(out, param{name: x.text(p)})
		case "default_parameter", "typed_parameter", "typed_default_parameter":
			if n := x.field(p, "name"); n != nil {
				out = append(out, param{name: x.text(n)})
			} else if x.namedChildCount(p) > 0 && x.kind(x.namedChild(p, 0)) == "identifier" {
				out = append(out, param{name: x.text(x.namedChild(p, 0))})
			} else if x.namedChildCount(p) > 0 {
				out = append(out, param{name: splatName(x, x.namedChild(p, 0)), splat: true}) // typed *args: T
			}
		case "list_splat_pattern", "dictionary_splat_pattern":
			out = append(out, param{name: splatName(x, p), splat: true})
		case "comment":
		default:
			out = append(out, param{splat: true}) // / and *
		}
	}
	return out
}

// splatName returns the name of *args or **kw, "" for anything else.
func splatName(x *file, n *tsutil.Node) string {
	if (x.kind(n) == "list_splat_pattern" || x.kind(n) == "dictionary_splat_pattern") && x.namedChildCount(n) > 0 {
		return x.text(x.namedChild(n, 0))
	}
	return ""
}

// helperCalls adds a site for every call of a helper in the file, in
// source order (an outer call before the calls in it). The calls are
// found from the offsets of the helpers' names (callsOf), so that the
// cost is one lookup per call, not a pass over the file per helper.
func (x *file) helperCalls(root *tsutil.Node) {
	x.noteForwarders(root)
	names := x.helperNames()
	if len(names) == 0 {
		return
	}
	calls := x.callsOf(root, append(names, x.helperAliases(root, names)...))
	sort.SliceStable(calls, func(i, j int) bool {
		a, b := calls[i], calls[j]
		return a.StartByte() < b.StartByte() || a.StartByte() == b.StartByte() && a.EndByte() > b.EndByte()
	})
	for _, call := range calls {
		x.helperCall(call)
	}
}

func (x *file) helperCall(call *tsutil.Node) {
	h := x.helperOf(call)
	if h == nil || x.within(call, h.fn) {
		return
	}
	via := "raised through "
	if h.sites[0].Kind == "log" {
		via = "logged through "
	}
	note := via + x.text(x.field(h.fn, "name")) + "() defined at line " + strconv.Itoa(h.fn.Line())
	if h.format >= 0 {
		// A format helper: the caller's format % the caller's arguments.
		pos, _, ok := x.arguments(call)
		if !ok || len(pos) <= h.format || x.isSplat(pos[h.format]) {
			return
		}
		msgs := x.lazyFormat(pos[h.format], pos[h.format+1:], call)
		if len(msgs) == 1 && msgs[0].LiteralLen() == 0 {
			return
		}
		s := x.helperSite(h.sites[0], call)
		x.fillContext(&s, call)
		s.Context.Comments = append(s.Context.Comments, note)
		first := len(x.res.Sites)
		x.addSites(s, msgs)
		x.relRefs(h, first)
		return
	}
	variants, ok := x.bindVariants(h.params, h.defaults, call)
	if !ok {
		return
	}
	cls := x.classArg(h, call)
	made := map[string]bool{} // a helper raising one text on two paths (if strict: raise E(msg) else: raise E(msg)) gives the call one site
	for _, hs := range h.sites {
		var msgs []template.Template
		for _, bound := range variants {
			if addsText(hs.Message, bound) { // else the helper's own record covers it
				msgs = appendUnique(msgs, fill(hs.Message, bound))
			}
		}
		for _, m := range msgs {
			s := x.helperSite(hs, call)
			s.Message = m
			if cls != "" {
				s.Class = cls
			}
			key := s.Kind + "\x00" + s.Class + "\x00" + m.Message()
			if made[key] {
				continue
			}
			made[key] = true
			x.fillContext(&s, call)
			s.Context.Comments = append(s.Context.Comments, note)
			x.res.Sites = append(x.res.Sites, s)
			x.relRefs(h, len(x.res.Sites)-1)
		}
	}
}

// selfOf reports whether obj, the object of a call of the method helper
// h, is an instance of h's class: self or cls, or a parameter of the
// function around the call annotated with that class (def parse(self,
// parser: "Parser"): parser.fail(…)).
func (x *file) selfOf(obj, call *tsutil.Node, h *helper) bool {
	name := x.text(obj)
	if name == "self" || name == "cls" {
		return true
	}
	if x.kind(obj) != "identifier" {
		return false
	}
	cls := x.classOf(h.fn)
	return cls != "" && x.paramClass(x.funcAround(call), name) == cls
}

// classOf returns the name of the class whose method fn is, or "".
func (x *file) classOf(fn *tsutil.Node) string {
	if b := x.parent(fn); b != nil {
		if c := x.parent(b); c != nil && x.kind(c) == "class_definition" {
			return x.text(x.field(c, "name"))
		}
	}
	return ""
}

// paramClass returns the class that fn's parameter name is annotated
// with (parser: Parser, parser: "Parser", p: mod.Parser), or "" when it
// has no such annotation.
func (x *file) paramClass(fn *tsutil.Node, name string) string {
	for fn != nil {
		ps := x.field(fn, "parameters")
		for i := uint(0); ps != nil && i < x.namedChildCount(ps); i++ {
			p := x.namedChild(ps, i)
			if k := x.kind(p); k != "typed_parameter" && k != "typed_default_parameter" {
				continue
			}
			if n := x.typedName(p); n == nil || x.text(n) != name {
				continue
			}
			return x.annotationClass(p)
		}
		fn = x.funcAround(fn) // a closure's name may be its outer function's parameter
	}
	return ""
}

// annotationClass returns the class a typed parameter p is annotated
// with (Parser, "Parser", mod.Parser), or "" when its annotation is no
// class name.
func (x *file) annotationClass(p *tsutil.Node) string {
	if t := strings.Trim(x.text(x.field(p, "type")), "\"'"); isDottedClass(t) {
		return t
	}
	return ""
}

// typedName returns the identifier a typed parameter binds (parser in
// parser: "Parser", whose name field the grammar leaves out), or nil for
// a typed *args or **kw.
func (x *file) typedName(p *tsutil.Node) *tsutil.Node {
	n := x.field(p, "name")
	if n == nil && x.namedChildCount(p) > 0 {
		n = x.namedChild(p, 0)
	}
	if n == nil || x.kind(n) != "identifier" {
		return nil
	}
	return n
}

// isDottedClass reports whether s is a class name, dotted or not
// (Parser, nodes.Parser).
func isDottedClass(s string) bool {
	parts := strings.Split(s, ".")
	for _, p := range parts {
		if p == "" || !isIdentByte(p[0]) || p[0] >= '0' && p[0] <= '9' || strings.IndexFunc(p, func(r rune) bool { return r < 0x80 && !isIdentByte(byte(r)) }) >= 0 {
			return false
		}
	}
	last := parts[len(parts)-1]
	return last[0] >= 'A' && last[0] <= 'Z'
}

// classArg returns the class a call of h passes for the class it raises
// (h.classParam), or "" when it passes none.
func (x *file) classArg(h *helper, call *tsutil.Node) string {
	if h.classParam == "" {
		return ""
	}
	pos, kws, ok := x.arguments(call)
	if !ok {
		return ""
	}
	a := kws[h.classParam]
	if i := slices.Index(h.params, h.classParam); a == nil && i >= 0 && i < len(pos) {
		a = pos[i]
	}
	if a == nil || (x.kind(a) != "identifier" && x.kind(a) != "attribute") || !isClassName(x.text(a)) {
		return ""
	}
	return x.text(a)
}

// relRefs asks the link pass to name the logger of the sites from first on
// when h logs to the module's logger.
func (x *file) relRefs(h *helper, first int) {
	for i := first; h.rel != "" && i < len(x.res.Sites); i++ {
		if x.res.Sites[i].Kind == "log" {
			x.refs = append(x.refs, extract.Ref{Kind: h.rel, Site: i})
		}
	}
}

// helperSite is the site a call of a helper whose own site is hs
// becomes: hs's kind, type, severity, class, status and code at the call.
func (x *file) helperSite(hs extract.Site, call *tsutil.Node) extract.Site {
	return extract.Site{
		Line: call.Line(), EndLine: x.endLine(call), Kind: hs.Kind, ErrorType: hs.ErrorType,
		Severity: hs.Severity, HTTPStatus: hs.HTTPStatus, ErrorCode: hs.ErrorCode, Class: hs.Class,
	}
}

// addsText reports whether the arguments bound put text of their own into
// t: a literal into a plain {param} or a {param!r}, or a text built from
// literals and values (an f-string) into any field. A lone value, or a
// number given to a {param:d} field, is not: the match's values show it,
// and a record of its own would only tie with the helper's.
func addsText(t template.Template, bound map[string]argForm) bool {
	for _, p := range t.Parts {
		a, ok := bound[p.Expr]
		if !p.Hole || !ok || a.str.LiteralLen() == 0 {
			continue
		}
		if p.Spec == "" && (p.Conv == "" || p.Conv == "r" && a.repr.LiteralLen() > a.str.LiteralLen()) || a.str.Holes() > 0 {
			return true // a.repr longer than a.str: a quoted string, not a number
		}
	}
	return false
}

func (x *file) within(n, outer *tsutil.Node) bool {
	return n.StartByte() >= outer.StartByte() && x.endByte(n) <= x.endByte(outer)
}

// helperAliases returns the names of the locals bound to a helper
// (fail = self._fail, err = _error) that the file then calls, so that
// their calls are found as the helper's (helperOf reads the binding).
func (x *file) helperAliases(root *tsutil.Node, names [][]byte) [][]byte {
	var out [][]byte
	seen := map[string]bool{}
	for _, pos := range x.wordOffsets(names, false) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.kind(tok) != "identifier" {
			continue
		}
		v := tok
		if p := x.parent(tok); p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), tok) {
			v = p
		}
		a := x.parent(v)
		if a == nil || x.kind(a) != "assignment" || !same(x.field(a, "right"), v) {
			continue
		}
		if l := x.field(a, "left"); l != nil && x.kind(l) == "identifier" && !seen[x.text(l)] {
			seen[x.text(l)] = true
			out = append(out, []byte(x.text(l)))
		}
	}
	return out
}

// aliasedHelper returns the helper the local name called at call is
// bound to in its function (fail = self._fail: a method helper, on self;
// err = _error: a function helper), or nil.
func (x *file) aliasedHelper(name, call *tsutil.Node) *helper {
	if x.funcAround(call) == nil {
		return nil
	}
	rhs := x.assignment(name, call)
	if rhs == nil {
		return nil
	}
	switch x.kind(rhs) {
	case "identifier":
		if h := x.closureHelper(x.text(rhs), call); h != nil && !h.method {
			return h
		}
	case "attribute":
		if h := x.helpers[x.text(x.field(rhs, "attribute"))]; h != nil && h.method && x.selfOf(x.field(rhs, "object"), call, h) {
			return h
		}
	}
	return nil
}
