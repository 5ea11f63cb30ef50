package cpp

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// A helper is a function whose error sites take their text, or their
// class, from its parameters:
//
//	void check_dim(const at::Tensor& t, const char* name, int d) {
//	  TORCH_CHECK(t.dim() == d, name, " must be a ", d, "D tensor");
//	}
//	static PyObject *type_error(const char *msg, PyObject *obj) {
//	  PyErr_Format(PyExc_TypeError, msg, Py_TYPE(obj)->tp_name);
//	  return NULL;
//	}
//
// Each call check_dim(q, "q", 3) in the same file (also from a macro the
// file defines) is then a site of its own, with the arguments put in for
// the parameters: "q must be a 3D tensor"; type_error("'%.200s' object is
// not iterable", o) formats the format it passes (format.go). A call
// whose message still takes something from the parameters of the
// function around it makes that function a helper in turn (a format or
// a va_list handed on through _PyErr_FormatV and _PyErr_FormatFromCause),
// to a fixed point, at most maxHelperRounds deep. A helper that is not
// static (or is in a header) is also a definition for the link pass, so
// that calls in other files resolve to it (link.go).
type helper struct {
	fn     *sitter.Node
	name   string
	params []string // "" for an unnamed parameter, "..." for C's variadic rest, "...args" for a C++ pack
	sites  []helperSite
	seen   map[uint32]bool
}

// helperSite is one site inside a helper: the site as recorded there
// (kind, types, class, context) and its message with the formats it
// hands on kept (format.go).
type helperSite struct {
	site extract.Site
	msg  template.Template
}

// maxHelperRounds bounds how many helpers deep calls are followed within
// a file.
const maxHelperRounds = 4

// noteHelper registers the function around site s (at node n of u) as a
// helper when msg (s's message with handed-on formats kept) or its class
// uses one of its parameters. It reports whether the helper gained a
// site.
func (x *file) noteHelper(u *unit, n *sitter.Node, s *extract.Site, msg template.Template) bool {
	if u.exp != nil && u.exp.def != nil {
		return false
	}
	fn := u.functionAt(n)
	if fn == nil {
		return false
	}
	params := paramNames(fn, x.src)
	if !usesParams(msg, params) && !(s.Class != "" && contains(params, s.Class)) {
		return false
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
		return false
	case dup && h.fn.Id() != fn.Id():
		x.helpers[name] = nil // overloads: ambiguous, use neither
		return false
	case !dup:
		h = &helper{fn: fn, name: name, params: params, seen: map[uint32]bool{}}
		x.helpers[name] = h
	}
	k := hash(s.Class + "\x00" + s.Kind + "\x00" + msg.Message() + "\x00" + msgSpecs(msg))
	if h.seen[k] || len(h.sites) >= maxHelperSites {
		return false
	}
	h.seen[k] = true
	h.sites = append(h.sites, helperSite{site: *s, msg: msg})
	return true
}

// maxHelperSites bounds the sites one helper carries.
const maxHelperSites = 64

// msgSpecs are the specs of a template's holes, which Message leaves out.
func msgSpecs(t template.Template) string {
	var b strings.Builder
	for _, p := range t.Parts {
		if p.Hole {
			b.WriteString(p.Conv + ":" + p.Spec + ";")
		}
	}
	return b.String()
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
// an unnamed one and "..." for the variadic rest.
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
		case "variadic_parameter":
			out = append(out, "...")
		case "variadic_parameter_declaration":
			// A C++ parameter pack (Args&&... args): the call's remaining
			// arguments, "..." and its name.
			out = append(out, "..."+declName(p.ChildByFieldName("declarator"), src))
		}
	}
	return out
}

// isStatic reports whether a function definition is static: file-local,
// unless the file is a header that every includer compiles.
func (x *file) isStatic(fn *sitter.Node) bool {
	if isHeader(x.path) {
		return false
	}
	for i := uint(0); i < fn.NamedChildCount(); i++ {
		c := fn.NamedChild(i)
		if c.Kind() == "storage_class_specifier" && tsutil.Text(c, x.src) == "static" {
			return true
		}
	}
	return false
}

func isHeader(path string) bool {
	for _, ext := range []string{".h", ".hh", ".hpp", ".cuh"} {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

// helperCalls adds a site for every call of a helper in the file, and in
// the expansions of the file's macro uses, round after round while calls
// make new helpers.
func (x *file) helperCalls() {
	done := map[[4]int]bool{} // (unit, call offset, helper site, choice of the arguments) already applied
	for round := 0; round < maxHelperRounds; round++ {
		some := false
		for _, h := range x.helpers {
			some = some || h != nil
		}
		if !some {
			return
		}
		_, dirs := defines(x.toks)
		x.helperMacroUses(dirs)
		added := x.helperCallsIn(&unit{src: x.src, root: x.root, toks: x.toks, skip: dirs}, 0, done)
		for i, e := range x.expansions {
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
			if x.helperCallsIn(&unit{src: src, root: tree.RootNode(), toks: lex(src), exp: e.exp}, i+1, done) {
				added = true
			}
			tree.Close()
		}
		if !added {
			return
		}
	}
}

// helperMacroUses adds to the file's expansions the uses of its own
// function-like macros that raise through a helper rather than a
// primitive (scan expands only those that reach a primitive):
//
//	static void set_value_error(const char *msg) { PyErr_SetString(PyExc_ValueError, msg); }
//	#define CHECK(cond, text) do { if (!(cond)) { set_value_error(text); return NULL; } } while (0)
//	CHECK(k != 5, "k may not be 5");
//
// each use is a call of the helper with the use's text, at the use's
// line. A use already expanded is left alone; dirs are the directive
// lines' token ranges.
func (x *file) helperMacroUses(dirs [][2]int) {
	calls := func(m *macro) bool {
		if m == nil || m.table || m.raises || !m.fn {
			return false
		}
		for _, t := range m.body {
			if t.kind == tIdent && x.helpers[t.text] != nil {
				return true
			}
		}
		return false
	}
	some := false
	for _, m := range x.ms {
		some = some || calls(m)
	}
	if !some {
		return
	}
	if x.expandedAt == nil {
		x.expandedAt = map[int]bool{}
	}
	u := &unit{src: x.src, root: x.root, toks: x.toks, skip: dirs}
	u.idents(func(i int) int {
		t := u.toks[i]
		m := x.ms[t.text]
		if !calls(m) || x.expandedAt[t.pos] || i+1 >= len(u.toks) || u.toks[i+1].text != "(" {
			return i
		}
		if i > 0 {
			switch u.toks[i-1].text {
			case ".", "->", "#", "define", "undef", "ifdef", "ifndef", "defined":
				return i
			}
		}
		if n := u.node(t); n != nil && tsutil.InUnparsed(n) {
			return i
		}
		end := matchParen(u.toks, i+1)
		if end < 0 {
			return i
		}
		x.expandedAt[t.pos] = true
		exp := &expansion{
			line:    x.lineOf(t.pos),
			endLine: x.lineOf(u.toks[end].pos + len(u.toks[end].text) - 1),
			at:      u.node(t),
			name:    m.name,
		}
		// the use itself (expand leaves a macro that does not raise as
		// written), then the macros in its body
		sub := m.substitute(splitArgs(u.toks[i+2:end]), false)
		x.expansions = append(x.expansions, expanded{x.ms.expand(sub, []string{m.name}, nil), exp})
		return end
	})
}

// helperCallsIn applies the helpers at their calls in u (unit number ui);
// it reports whether a helper gained a site.
func (x *file) helperCallsIn(u *unit, ui int, done map[[4]int]bool) bool {
	added := false
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
			if x.helperCall(u, ui, call, h, done) {
				added = true
			}
		}
		return i
	})
	return added
}

// callOf binds the arguments as of the call at node cn of u for a
// function with params.
func (x *file) callOf(u *unit, cn *sitter.Node, as []*sitter.Node, params []string) *call {
	m := x.msgAt(u, cn)
	c := &call{params: params, texts: m.texts(as)}
	for _, a := range as {
		c.pieces = append(c.pieces, m.piece(a))
	}
	if fn := u.functionAt(cn); fn != nil {
		c.vaLists = vaLists(tsutil.Text(fn, x.src))
	}
	return c
}

// argChoices returns the argument lists a call with the arguments as
// makes: one per text of an argument that is a conditional choosing among
// string literals (set_error(strict ? "… is strict" : "… is lax")), while
// they number at most maxBranches; as alone otherwise.
func argChoices(as []*sitter.Node) [][]*sitter.Node {
	return leafChoices([][]*sitter.Node{as}, 0)
}

func (x *file) helperCall(u *unit, ui int, callNode *sitter.Node, h *helper, done map[[4]int]bool) bool {
	added := false
	for vi, as := range argChoices(args(callNode)) {
		if x.helperCallWith(u, ui, callNode, as, vi, h, done) {
			added = true
		}
	}
	return added
}

// helperCallWith applies helper h at its call callNode of u with the
// arguments as, the call's choice vi of them (argChoices).
func (x *file) helperCallWith(u *unit, ui int, callNode *sitter.Node, as []*sitter.Node, vi int, h *helper, done map[[4]int]bool) bool {
	c := x.callOf(u, callNode, as, h.params)
	added := false
	for k, hs := range h.sites {
		key := [4]int{ui, int(callNode.StartByte()), int(hash(h.name)) ^ k<<20, vi}
		if done[key] {
			continue
		}
		done[key] = true
		msg := c.apply(hs.msg)
		class := hs.site.Class
		if j := c.arg(class); j >= 0 {
			class = x.className(as[j], u.src)
		}
		line, end := x.span(u, callNode)
		msg = c.callerLocation(msg, x.path, line)
		s := extract.Site{Line: line, EndLine: end, Kind: hs.site.Kind, ErrorType: hs.site.ErrorType, Severity: hs.site.Severity,
			Class: class, Message: plain(msg)}
		x.context(&s, u, callNode)
		// A helper's own check is what fails, and its condition the guard;
		// a helper that raises unconditionally is guarded by the call's
		// branches.
		s.Kind = hs.site.Kind
		if hs.site.Kind == "assert" {
			s.Context.Guard, s.Context.Negated = hs.site.Context.Guard, hs.site.Context.Negated
		}
		s.Context.Comments = append(s.Context.Comments, "raised through "+h.name+"() defined at line "+strconv.Itoa(tsutil.Line(h.fn)))
		if s.Message.LiteralLen() > plain(hs.msg).LiteralLen() || class != hs.site.Class && !contains(h.params, class) {
			x.addSite(s)
		}
		// The call may hand its caller's parameters on in turn.
		if x.noteHelper(u, callNode, &s, msg) {
			added = true
		}
	}
	return added
}

// exportHelpers adds a "helper" Def per site of each helper other files
// can call, for the link pass.
func (x *file) exportHelpers() {
	for _, name := range slices.Sorted(maps.Keys(x.helpers)) {
		h := x.helpers[name]
		if h == nil || x.isStatic(h.fn) {
			continue
		}
		for i := range h.sites {
			hs := h.sites[i]
			s := hs.site
			x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "helper", Name: h.name, Params: h.params,
				Class: s.Class, Message: hs.msg, Line: tsutil.Line(h.fn), Site: &s})
		}
	}
}
