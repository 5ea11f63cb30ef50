package cpp

import (
	"strconv"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// A helper is a function of the file whose check or throw builds its
// message from a parameter:
//
//	void check_dim(const at::Tensor& t, const char* name, int d) {
//	  TORCH_CHECK(t.dim() == d, name, " must be a ", d, "D tensor");
//	}
//
// Each call check_dim(q, "q", 3) in the same file (also from a macro the
// file defines) is then a site of its own, with the arguments put in for
// the parameters: "q must be a 3D tensor".
type helper struct {
	fn     *sitter.Node
	name   string
	params []string
	sites  []extract.Site
}

// noteHelper registers the function around site s (at node n of u) as a
// helper when the message uses one of its parameters.
func (x *file) noteHelper(u *unit, n *sitter.Node, s *extract.Site) {
	if u.exp != nil && u.exp.def != nil {
		return
	}
	at := n
	if u.exp != nil {
		at = u.exp.at
	}
	if at == nil {
		return
	}
	fn := function(at)
	if fn == nil {
		return
	}
	params := paramNames(fn, x.src)
	uses := false
	for _, p := range s.Message.Parts {
		for _, prm := range params {
			uses = uses || p.Hole && p.Expr == prm && prm != ""
		}
	}
	if !uses {
		return
	}
	name := functionName(fn, x.src)
	if i := lastSep(name); i >= 0 {
		name = name[i:]
	}
	if x.helpers == nil {
		x.helpers = map[string]*helper{}
	}
	h, dup := x.helpers[name]
	switch {
	case dup && h == nil:
		return
	case dup && h.fn.Id() != fn.Id():
		x.helpers[name] = nil // overloads: ambiguous, use neither
		return
	case !dup:
		h = &helper{fn: fn, name: name, params: params}
		x.helpers[name] = h
	}
	h.sites = append(h.sites, *s)
}

func lastSep(name string) int {
	for i := len(name) - 1; i > 0; i-- {
		if name[i] == ':' && name[i-1] == ':' {
			return i + 1
		}
	}
	return -1
}

// paramNames returns the parameter names of a function definition, "" for
// an unnamed one.
func paramNames(fn *sitter.Node, src []byte) []string {
	d := fn.ChildByFieldName("declarator")
	for d != nil && d.Kind() != "function_declarator" {
		next := d.ChildByFieldName("declarator")
		if next == nil {
			return nil
		}
		d = next
	}
	if d == nil {
		return nil
	}
	ps := d.ChildByFieldName("parameters")
	var out []string
	for i := uint(0); ps != nil && i < ps.NamedChildCount(); i++ {
		p := ps.NamedChild(i)
		switch p.Kind() {
		case "parameter_declaration", "optional_parameter_declaration":
			out = append(out, declName(p.ChildByFieldName("declarator"), src))
		case "variadic_parameter_declaration", "variadic_parameter":
			out = append(out, "")
		}
	}
	return out
}

// helperCalls adds a site for every call of a helper in the file, and in
// the expansions of the file's macro uses.
func (x *file) helperCalls() {
	some := false
	for _, h := range x.helpers {
		some = some || h != nil
	}
	if !some {
		return
	}
	_, dirs := defines(x.toks)
	x.helperCallsIn(&unit{src: x.src, root: x.root, toks: x.toks, skip: dirs})
	for _, e := range x.expansions {
		// Only an expansion with a helper's name among its tokens is
		// parsed (a look-up per token, not a search per helper).
		found := false
		for _, t := range e.toks {
			found = found || t.kind == tIdent && x.helpers[t.text] != nil
		}
		if !found {
			continue
		}
		src := []byte(expansionPrefix + render(e.toks) + ";\n}\n")
		tree, err := x.lang.Parse(src)
		if err != nil {
			continue
		}
		x.helperCallsIn(&unit{src: src, root: tree.RootNode(), toks: lex(src), exp: e.exp})
		tree.Close()
	}
}

func (x *file) helperCallsIn(u *unit) {
	u.idents(func(i int) int {
		h := x.helpers[u.toks[i].text]
		if h == nil || i+1 >= len(u.toks) || u.toks[i+1].text != "(" {
			return i
		}
		n := u.node(u.toks[i])
		if n == nil {
			return i
		}
		call := n.Parent()
		for call != nil && call.Kind() != "call_expression" && (call.Kind() == "qualified_identifier" || call.Kind() == "field_expression" || call.Kind() == "template_function") {
			call = call.Parent()
		}
		if call != nil && call.Kind() == "call_expression" && (u.exp != nil || !within(call, h.fn)) {
			x.helperCall(u, call, h)
		}
		return i
	})
}

func (x *file) helperCall(u *unit, call *sitter.Node, h *helper) {
	as := args(call)
	m := x.msgAt(u, call)
	bind := map[string]*sitter.Node{}
	for i, p := range h.params {
		if p != "" && i < len(as) {
			bind[p] = as[i]
		}
	}
	for _, hs := range h.sites {
		var parts []template.Template
		for _, p := range hs.Message.Parts {
			a, ok := bind[p.Expr]
			switch {
			case !p.Hole || !ok:
				parts = append(parts, template.Template{Parts: []template.Part{p}})
			case p.Conv == "" && p.Spec == "":
				parts = append(parts, m.piece(a))
			default:
				parts = append(parts, template.Hole(m.one(a), p.Conv, p.Spec))
			}
		}
		msg := template.Concat(parts...)
		if msg.LiteralLen() <= hs.Message.LiteralLen() {
			continue // the caller adds no text: the helper's own record covers it
		}
		line, end := x.span(u, call)
		s := extract.Site{Line: line, EndLine: end, Kind: hs.Kind, ErrorType: hs.ErrorType, Severity: hs.Severity,
			Class: hs.Class, Message: msg}
		x.context(&s, u, call)
		// A helper's own check is what fails, and its condition the guard;
		// a helper that raises unconditionally is guarded by the call's
		// branches.
		s.Kind = hs.Kind
		if hs.Kind == "assert" {
			s.Context.Guard, s.Context.Negated = hs.Context.Guard, hs.Context.Negated
		}
		s.Context.Comments = append(s.Context.Comments, "raised through "+h.name+"() defined at line "+strconv.Itoa(tsutil.Line(h.fn)))
		x.addSite(s)
	}
}
