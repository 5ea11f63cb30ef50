package python

import (
	"bytes"
	"strconv"

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
// self or cls, and whether it is a method.
func (x *file) params(fn *sitter.Node) ([]string, bool) {
	ps := fn.ChildByFieldName("parameters")
	var out []string
	for i := uint(0); ps != nil && i < ps.NamedChildCount(); i++ {
		p := ps.NamedChild(i)
		switch p.Kind() {
		case "identifier":
			out = append(out, x.text(p))
		case "default_parameter", "typed_parameter", "typed_default_parameter":
			if n := p.ChildByFieldName("name"); n != nil {
				out = append(out, x.text(n))
			} else if p.NamedChildCount() > 0 && p.NamedChild(0).Kind() == "identifier" {
				out = append(out, x.text(p.NamedChild(0)))
			}
		default:
			out = append(out, "") // *args, **kw, / and *: keep positions
		}
	}
	inClass := fn.Parent() != nil && fn.Parent().Parent() != nil && fn.Parent().Parent().Kind() == "class_definition"
	if inClass && len(out) > 0 && (out[0] == "self" || out[0] == "cls") {
		return out[1:], true
	}
	return out, false
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
				return
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
		if a, ok := args[p.Expr]; ok && p.Hole && p.Conv == "" && p.Spec == "" {
			parts = append(parts, a)
		} else {
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
	}
	msg := template.Concat(parts...)
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
