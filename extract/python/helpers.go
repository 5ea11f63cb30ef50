package python

import (
	"bytes"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

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
	fn     *sitter.Node // the function_definition
	site   extract.Site // the raise inside it
	params []string     // positional parameter names, self/cls dropped
	method bool         // called as self.name(...) / cls.name(...)
}

// noteHelper registers the function around the raise s as a helper when
// its message uses one of its parameters.
func (x *file) noteHelper(s *extract.Site, raise *sitter.Node) {
	var fn *sitter.Node
	for p := raise.Parent(); p != nil; p = p.Parent() {
		if p.Kind() == "function_definition" {
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
	name := x.text(fn.ChildByFieldName("name"))
	if x.helpers == nil {
		x.helpers = map[string]*helper{}
	}
	if _, dup := x.helpers[name]; dup {
		x.helpers[name] = nil // two helpers of one name: ambiguous, use neither
		return
	}
	x.helpers[name] = &helper{fn: fn, site: *s, params: params, method: method}
}

// params returns the plain parameter names of fn, without a leading
// self or cls, and whether it is a method; "" marks *args, **kw, / and *,
// which cannot be bound by position.
func (x *file) params(fn *sitter.Node) ([]string, bool) {
	var out []string
	for _, p := range x.paramList(fn) {
		if p.splat {
			out = append(out, "")
		} else {
			out = append(out, p.name)
		}
	}
	inClass := fn.Parent() != nil && fn.Parent().Parent() != nil && fn.Parent().Parent().Kind() == "class_definition"
	if inClass && len(out) > 0 && (out[0] == "self" || out[0] == "cls") {
		return out[1:], true
	}
	return out, false
}

// paramNames returns every name fn's parameters bind, in order, self and
// *args/**kw included (the site context's Params).
func (x *file) paramNames(fn *sitter.Node) []string {
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
func (x *file) paramList(fn *sitter.Node) []param {
	ps := fn.ChildByFieldName("parameters")
	var out []param
	for i := uint(0); ps != nil && i < ps.NamedChildCount(); i++ {
		p := ps.NamedChild(i)
		switch p.Kind() {
		case "identifier":
			out = append(out, param{name: x.text(p)})
		case "default_parameter", "typed_parameter", "typed_default_parameter":
			if n := p.ChildByFieldName("name"); n != nil {
				out = append(out, param{name: x.text(n)})
			} else if p.NamedChildCount() > 0 && p.NamedChild(0).Kind() == "identifier" {
				out = append(out, param{name: x.text(p.NamedChild(0))})
			} else if p.NamedChildCount() > 0 {
				out = append(out, param{name: splatName(x, p.NamedChild(0)), splat: true}) // typed *args: T
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
func splatName(x *file, n *sitter.Node) string {
	if (n.Kind() == "list_splat_pattern" || n.Kind() == "dictionary_splat_pattern") && n.NamedChildCount() > 0 {
		return x.text(n.NamedChild(0))
	}
	return ""
}

// helperCalls adds a site for every call of a helper in the file.
func (x *file) helperCalls(root *sitter.Node) {
	var names [][]byte
	for name, h := range x.helpers {
		if h != nil {
			names = append(names, []byte(name+"("))
		}
	}
	if len(names) == 0 {
		return
	}
	tsutil.Walk(root, func(n *sitter.Node) bool {
		text := x.src[n.StartByte():n.EndByte()]
		found := false
		for _, nm := range names {
			found = found || bytes.Contains(text, nm)
		}
		if !found {
			return false
		}
		if n.Kind() == "call" {
			x.helperCall(n)
		}
		return true
	})
}

func (x *file) helperCall(call *sitter.Node) {
	fn := call.ChildByFieldName("function")
	var h *helper
	switch fn.Kind() {
	case "identifier":
		if h = x.helpers[x.text(fn)]; h != nil && h.method {
			h = nil
		}
	case "attribute":
		obj := x.text(fn.ChildByFieldName("object"))
		if h = x.helpers[x.text(fn.ChildByFieldName("attribute"))]; h != nil && (!h.method || obj != "self" && obj != "cls") {
			h = nil
		}
	}
	if h == nil || within(call, h.fn) {
		return
	}
	msg, ok := x.substitute(h, call)
	if !ok {
		return
	}
	if msg.LiteralLen() <= h.site.Message.LiteralLen() {
		return // the caller adds no text: the helper's own record covers it
	}
	s := extract.Site{
		Line: tsutil.Line(call), EndLine: tsutil.EndLine(call), Kind: "raise",
		Class: h.site.Class, Message: msg,
	}
	x.fillContext(&s, call)
	s.Context.Comments = append(s.Context.Comments, "raised through "+x.text(h.fn.ChildByFieldName("name"))+"() defined at line "+strconv.Itoa(tsutil.Line(h.fn)))
	x.res.Sites = append(x.res.Sites, s)
}

func within(n, outer *sitter.Node) bool {
	return n.StartByte() >= outer.StartByte() && n.EndByte() <= outer.EndByte()
}

// substitute returns h's message with the arguments of call put in for the
// parameters they bind; ok is false when the call cannot be read (splats).
func (x *file) substitute(h *helper, call *sitter.Node) (template.Template, bool) {
	args := map[string]template.Template{}
	if al := call.ChildByFieldName("arguments"); al != nil && al.Kind() == "argument_list" {
		pos := 0
		for i := uint(0); i < al.NamedChildCount(); i++ {
			a := al.NamedChild(i)
			switch a.Kind() {
			case "comment":
			case "keyword_argument":
				args[x.text(a.ChildByFieldName("name"))] = x.message(a.ChildByFieldName("value"), call, 0)
			case "list_splat", "dictionary_splat":
				return template.Template{}, false
			default:
				if pos < len(h.params) && h.params[pos] != "" {
					args[h.params[pos]] = x.message(a, call, 0)
				}
				pos++
			}
		}
	}
	var parts []template.Template
	for _, p := range h.site.Message.Parts {
		a, ok := args[p.Expr]
		switch {
		case !ok || !p.Hole:
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		case p.Conv == "" && p.Spec == "":
			parts = append(parts, a)
		case len(a.Parts) == 1 && a.Parts[0].Hole && a.Parts[0].Conv == "" && a.Parts[0].Spec == "":
			// {section!r} bound to the caller's expression: keep the conversion.
			parts = append(parts, template.Hole(a.Parts[0].Expr, p.Conv, p.Spec))
		case a.Holes() == 0 && p.Conv == "r" && p.Spec == "" && !strings.ContainsAny(a.Render(), "'\\\n"):
			parts = append(parts, template.Lit("'"+a.Render()+"'"))
		default:
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
	}
	return template.Concat(parts...), true
}

// noteInit registers an exception class whose __init__ passes a message to
// its base, as in
//
//	class NoSectionError(Error):
//	    def __init__(self, section):
//	        Error.__init__(self, 'No section: %r' % (section,))
//
// so that raise NoSectionError(name) in the same file gets that message.
func (x *file) noteInit(class string, def *sitter.Node) {
	body := def.ChildByFieldName("body")
	for i := uint(0); body != nil && i < body.NamedChildCount(); i++ {
		fn := body.NamedChild(i)
		if fn.Kind() == "decorated_definition" {
			fn = fn.ChildByFieldName("definition")
		}
		if fn == nil || fn.Kind() != "function_definition" || x.text(fn.ChildByFieldName("name")) != "__init__" {
			continue
		}
		var super *sitter.Node
		tsutil.Walk(fn.ChildByFieldName("body"), func(c *sitter.Node) bool {
			if super != nil {
				return false
			}
			if c.Kind() == "call" && strings.HasSuffix(x.text(c.ChildByFieldName("function")), "__init__") {
				super = c
				return false
			}
			return true
		})
		if super == nil {
			return
		}
		msg := x.initMessage(super)
		if msg.LiteralLen() == 0 {
			return
		}
		params, _ := x.params(fn)
		if x.inits == nil {
			x.inits = map[string]*helper{}
		}
		x.inits[class] = &helper{fn: fn, site: extract.Site{Message: msg}, params: params}
		return
	}
}

// initMessage is callMessage for base.__init__(self, ...) calls: a leading
// self is not the message.
func (x *file) initMessage(call *sitter.Node) template.Template {
	args := call.ChildByFieldName("arguments")
	if args == nil || args.Kind() != "argument_list" {
		return template.Template{}
	}
	var first *sitter.Node
	for i := uint(0); i < args.NamedChildCount(); i++ {
		a := args.NamedChild(i)
		switch {
		case a.Kind() == "comment" || a.Kind() == "keyword_argument" || x.text(a) == "self":
		case x.stringish(a, call, 0):
			return x.message(a, call, 0)
		case first == nil:
			first = a
		}
	}
	if first == nil {
		return template.Template{}
	}
	return x.message(first, call, 0)
}

// initMessages gives raise sites of classes registered by noteInit the
// message their __init__ builds, when that says more than the arguments.
func (x *file) initMessages() {
	for _, pc := range x.calls {
		s := &x.res.Sites[pc.site]
		h := x.inits[s.Class]
		if h == nil {
			continue
		}
		msg, ok := x.substitute(h, pc.call)
		if !ok || msg.LiteralLen() <= s.Message.LiteralLen() {
			continue
		}
		s.Message = msg
		s.Context.Comments = append(s.Context.Comments, "message built by "+s.Class+".__init__ at line "+strconv.Itoa(tsutil.Line(h.fn)))
	}
}
