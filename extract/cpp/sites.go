package cpp

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// lines returns the site's line range: the statement's in the file, the
// macro use's in an expansion.
func (x *file) span(u *unit, n *sitter.Node) (int, int) {
	if u.exp != nil {
		return u.exp.line, u.exp.endLine
	}
	return tsutil.Line(n), tsutil.EndLine(n)
}

// msgAt returns the message builder for sites at n in u.
func (x *file) msgAt(u *unit, n *sitter.Node) *msg {
	return &msg{x: x, u: u, at: u.fileNode(n), site: n}
}

// fileNode returns the node of the file's tree that a site at n of u
// stands at: n, or for an expansion the macro use it came from (nil for a
// definition's own record).
func (u *unit) fileNode(n *sitter.Node) *sitter.Node {
	if u.exp != nil {
		return u.exp.at
	}
	return n
}

// functionAt returns the function definition of the file around a site
// at n of u, or nil.
func (u *unit) functionAt(n *sitter.Node) *sitter.Node {
	if at := u.fileNode(n); at != nil {
		return function(at)
	}
	return nil
}

// notThrown lists classes whose throw carries no message of its own: the
// Python error is already set (pybind11, torch) or the exception is
// rethrown.
var notThrown = map[string]bool{
	"error_already_set": true, "py::error_already_set": true, "pybind11::error_already_set": true,
	"python_error": true, "nb::python_error": true, "nanobind::python_error": true,
	"std::move": true, "std::current_exception": true, "std::rethrow_exception": true,
}

// throwSite records "throw X(…)", "throw X{…}", "throw new X(…)" and
// "throw e" for a local e made by one of these.
func (x *file) throwSite(u *unit, st *sitter.Node) {
	v := tsutil.Inner(st.NamedChild(0))
	if v == nil || v.Kind() == "comment" {
		return // throw; rethrows
	}
	m := x.msgAt(u, st)
	class, as, ok := x.thrown(u, v, m, 0)
	if !ok || notThrown[class] {
		return
	}
	line, end := x.span(u, st)
	s := extract.Site{Line: line, EndLine: end, Kind: "throw", Class: x.pyClass(class)}
	switch {
	case isTorchFormatError(class) && len(as) > 0:
		if f, ok := m.constant(as[0]); ok {
			s.Message = m.printf(f, as[1:], false)
		}
	case strings.HasSuffix(class, "system_error"):
		s.Message = pickMessage(m, as)
		if !s.Message.IsEmpty() {
			s.Message = template.Concat(s.Message, template.Lit(": "), template.Hole("error_code.message()", "", ""))
		}
	default:
		s.Message = pickMessage(m, as)
	}
	x.context(&s, u, st)
	if catch := catchParam(st, u.src); catch != "" {
		// throw Wrapped(e) or throw X(std::string("…") + e.what()).
		for _, a := range as {
			if mentions(tsutil.Text(a, u.src), catch) {
				s.Context.Cause = catch
			}
		}
	}
	x.addSite(s)
	x.noteHelper(u, st, &s, s.Message)
}

// isTorchFormatError reports whether class is one of torch's PyTorchError
// classes whose constructor takes a printf format.
func isTorchFormatError(class string) bool {
	switch strings.TrimPrefix(class, "::") {
	case "torch::TypeError", "torch::ValueError", "torch::IndexError", "torch::AttributeError", "torch::NotImplementedError":
		return true
	}
	return false
}

// thrown returns the class and constructor arguments of a thrown value.
func (x *file) thrown(u *unit, v *sitter.Node, m *msg, depth int) (string, []*sitter.Node, bool) {
	switch v.Kind() {
	case "call_expression":
		f := v.ChildByFieldName("function")
		if f == nil {
			return "", nil, false
		}
		return stripTemplateArgs(strings.Join(strings.Fields(tsutil.Text(f, u.src)), "")), args(v), true
	case "compound_literal_expression":
		t := v.ChildByFieldName("type")
		init := v.ChildByFieldName("value")
		var as []*sitter.Node
		for i := uint(0); init != nil && i < init.NamedChildCount(); i++ {
			if a := init.NamedChild(i); a.Kind() != "comment" {
				as = append(as, a)
			}
		}
		return stripTemplateArgs(tsutil.Flat(t, u.src)), as, t != nil
	case "new_expression":
		t := v.ChildByFieldName("type")
		var as []*sitter.Node
		if al := v.ChildByFieldName("arguments"); al != nil {
			for i := uint(0); i < al.NamedChildCount(); i++ {
				if a := al.NamedChild(i); a.Kind() != "comment" {
					as = append(as, a)
				}
			}
		}
		return stripTemplateArgs(tsutil.Flat(t, u.src)), as, t != nil
	case "identifier":
		// throw e: follow a local "X e(…);" or "auto e = X(…);".
		if u.exp != nil || depth >= tsutil.MaxResolveDepth || catchParam(v, u.src) == tsutil.Text(v, u.src) {
			return "", nil, false
		}
		d, _ := x.findLocal(tsutil.Text(v, u.src), v, u.src)
		if d == nil {
			return "", nil, false
		}
		typ := stripTemplateArgs(tsutil.Flat(d.ChildByFieldName("type"), u.src))
		for i := uint(0); i < d.NamedChildCount(); i++ {
			c := d.NamedChild(i)
			if c.Kind() != "init_declarator" || declName(c, u.src) != tsutil.Text(v, u.src) {
				continue
			}
			val := c.ChildByFieldName("value")
			if val == nil {
				return "", nil, false
			}
			switch val.Kind() {
			case "argument_list", "initializer_list":
				var as []*sitter.Node
				for j := uint(0); j < val.NamedChildCount(); j++ {
					if a := val.NamedChild(j); a.Kind() != "comment" {
						as = append(as, a)
					}
				}
				return typ, as, typ != "" && typ != "auto"
			default:
				return x.thrown(u, tsutil.Inner(val), m, depth+1)
			}
		}
	}
	return "", nil, false
}

// catchParam returns the name the innermost catch clause around n binds.
func catchParam(n *sitter.Node, src []byte) string {
	for p := n.Parent(); p != nil && !isFunc(p); p = p.Parent() {
		if p.Kind() != "catch_clause" {
			continue
		}
		ps := p.ChildByFieldName("parameters")
		for i := uint(0); ps != nil && i < ps.NamedChildCount(); i++ {
			if d := ps.NamedChild(i).ChildByFieldName("declarator"); d != nil {
				return declName(d, src)
			}
		}
		return ""
	}
	return ""
}

// messageVarRE matches variable names that hold a message.
var messageVarRE = lazyre.New(`^(?i:msg|message|err_?msg|error_?msg|reason|what|detail|details|description|text|err|error|s|str|ss|oss|os)$`)

// pickMessage returns the template of the argument with the most literal
// text (an error code and a sentence give the sentence), or of the first
// argument named like a message, or of the first.
func pickMessage(m *msg, as []*sitter.Node) template.Template {
	var out template.Template
	best := -1
	for _, a := range as {
		t := m.expr(a)
		score := 2 * t.LiteralLen()
		if score == 0 && (messageVarRE.MatchString(tsutil.Text(a, m.u.src)) || m.stringish(a)) {
			score = 1
		}
		if score > best {
			out, best = t, score
		}
	}
	return out
}

// primSite records a site of one of the primitives (see prims): a call
// made by a table macro's expansion, or AT_DISPATCH_* in the file.
func (x *file) primSite(u *unit, i int) {
	t := u.toks[i]
	n := u.node(t)
	if n == nil {
		return
	}
	call := n.Parent()
	if call == nil || call.Kind() != "call_expression" || !within(n, call.ChildByFieldName("function")) {
		return
	}
	if u.exp == nil && tsutil.InUnparsed(call) {
		return
	}
	if strings.HasPrefix(t.text, "AT_DISPATCH_") {
		x.dispatchSite(u, call)
		return
	}
	// A primitive that starts a << chain takes its operands too.
	top := call
	for p := top.Parent(); p != nil && p.Kind() == "binary_expression" && tsutil.Text(p.ChildByFieldName("operator"), u.src) == "<<" &&
		p.ChildByFieldName("left").Id() == top.Id(); p = top.Parent() {
		top = p
	}
	stream := shiftOperands(top, u.src)[1:]
	for _, as := range choices(args(call), t.text, u.src) {
		for _, v := range x.localChoices(u, call, t.text, as) {
			x.primSiteWith(u, t.text, call, top, stream, as, v)
		}
	}
}

// localChoice overrides a primitive's class or message argument with a
// value a branch above the site assigns to the local it names
// (branches.go); the zero value overrides nothing.
type localChoice struct {
	class string
	text  *string // the message (or format) argument's text
}

// localChoices returns the overrides for a primitive's call whose class
// (argument 0) or message or format (argument 1) is a local that branches
// above assign: one per binding, or the zero value alone.
func (x *file) localChoices(u *unit, call *sitter.Node, prim string, as []*sitter.Node) []localChoice {
	none := []localChoice{{}}
	switch prim {
	case "errdex_set", "errdex_set_printf", "errdex_warn", "errdex_warn_printf", "errdex_throw", "errdex_fatal":
	default:
		return none
	}
	if len(as) < 2 || prim != "errdex_set_printf" && prim != "errdex_warn_printf" && len(as) != 2 {
		return none
	}
	cls, text := m0(as[0], u.src), m0(as[1], u.src)
	if text == "" {
		return none
	}
	bs := x.branchValues([]string{cls, text}, text, u.fileNode(call))
	if bs == nil {
		return none
	}
	var out []localChoice
	for _, b := range bs {
		var c localChoice
		if v := b[cls]; v != nil && cls != "" {
			c.class = x.className(v, x.src)
		}
		lit, _ := x.textValue(b[text])
		c.text = &lit
		out = append(out, c)
	}
	return out
}

// m0 returns the name n is, or "".
func m0(n *sitter.Node, src []byte) string {
	n = tsutil.Inner(n)
	if n == nil || n.Kind() != "identifier" {
		return ""
	}
	return tsutil.Text(n, src)
}

// choices returns the argument lists a primitive's call stands for: one,
// or one per branch when its class or its one message (or format) is a
// conditional expression choosing between two names or two literals
// (PyErr_SetFromErrno(errno == ERANGE ? PyExc_OverflowError :
// PyExc_ValueError), PyErr_Format(exc, value == NULL ? "… no deleter" :
// "… no setter", …)).
func choices(as []*sitter.Node, prim string, src []byte) [][]*sitter.Node {
	out := [][]*sitter.Node{as}
	vary := []int{0}
	switch prim {
	case "errdex_set_printf", "errdex_warn_printf":
		vary = append(vary, 1)
	case "errdex_set", "errdex_throw", "errdex_warn", "errdex_fatal":
		if len(as) == 2 {
			vary = append(vary, 1)
		}
	}
	for _, k := range vary {
		if k >= len(as) {
			continue
		}
		c := tsutil.Inner(as[k])
		if c == nil || c.Kind() != "conditional_expression" {
			continue
		}
		a, b := tsutil.Inner(c.ChildByFieldName("consequence")), tsutil.Inner(c.ChildByFieldName("alternative"))
		if !alternative(a) || !alternative(b) || a.Kind() != b.Kind() && !(isString(a) && isString(b)) {
			continue
		}
		var next [][]*sitter.Node
		for _, o := range out {
			for _, branch := range []*sitter.Node{a, b} {
				v := append([]*sitter.Node(nil), o...)
				v[k] = branch
				next = append(next, v)
			}
		}
		out = next
	}
	if prim == "errdex_set_printf" || prim == "errdex_warn_printf" {
		// An argument the format prints that is a conditional choosing
		// among literals ("%s takes %s %d argument%s", min == max ?
		// "exactly" : nargs < min ? "at least" : "at most", …, n == 1 ?
		// "" : "s"): one site per text, while they number at most
		// maxBranches in all.
		out = leafChoices(out, 2)
	}
	return out
}

// leafChoices returns the argument lists of out with each argument from
// index from on that is a conditional choosing among string literals
// (literalLeaves) replaced by each of them in turn, while the lists
// number at most maxBranches.
func leafChoices(out [][]*sitter.Node, from int) [][]*sitter.Node {
	if len(out) == 0 {
		return out
	}
	for k := from; k < len(out[0]); k++ {
		leaves := literalLeaves(out[0][k])
		if len(leaves) < 2 || len(out)*len(leaves) > maxBranches {
			continue
		}
		var next [][]*sitter.Node
		for _, o := range out {
			for _, leaf := range leaves {
				v := append([]*sitter.Node(nil), o...)
				v[k] = leaf
				next = append(next, v)
			}
		}
		out = next
	}
	return out
}

// literalLeaves returns the string literals a conditional expression
// (nested in its branches too) chooses among, in order; nil when n is no
// conditional or a branch is not text.
func literalLeaves(n *sitter.Node) []*sitter.Node {
	n = tsutil.Inner(n)
	if n == nil || n.Kind() != "conditional_expression" {
		return nil
	}
	var out []*sitter.Node
	for _, field := range []string{"consequence", "alternative"} {
		b := tsutil.Inner(n.ChildByFieldName(field))
		switch {
		case b == nil:
			return nil
		case isString(b):
			out = append(out, b)
		case b.Kind() == "conditional_expression":
			sub := literalLeaves(b)
			if sub == nil {
				return nil
			}
			out = append(out, sub...)
		default:
			return nil
		}
	}
	return out
}

// alternative reports whether a branch of a conditional is a name or a
// string literal, which makes a site of its own.
func alternative(n *sitter.Node) bool {
	return n != nil && (n.Kind() == "identifier" || isString(n))
}

func isString(n *sitter.Node) bool {
	k := n.Kind()
	return k == "string_literal" || k == "concatenated_string" || k == "raw_string_literal"
}

// primSiteWith records the site of primitive prim at call with the
// arguments as (stream: the operands of a << chain it starts, top that
// chain).
func (x *file) primSiteWith(u *unit, prim string, call, top *sitter.Node, stream, as []*sitter.Node, v localChoice) {
	m := x.msgAt(u, call)
	line, end := x.span(u, top)
	s := extract.Site{Line: line, EndLine: end, Kind: prims[prim]}
	rest := func(from int) []*sitter.Node {
		var out []*sitter.Node
		if from < len(as) {
			out = append(out, as[from:]...)
		}
		return append(out, stream...)
	}
	switch prim {
	case "errdex_throw", "errdex_set", "errdex_warn", "errdex_fatal":
		if len(as) == 0 {
			return
		}
		s.Class = x.className(as[0], u.src)
		s.Message = m.concat(rest(1))
	case "errdex_throw_or":
		if len(as) < 2 {
			return
		}
		s.Class = x.className(as[0], u.src)
		if pieces := rest(2); len(pieces) > 0 {
			s.Message = m.concat(pieces)
		} else {
			s.Message = m.piece(as[1])
		}
	case "errdex_set_printf", "errdex_warn_printf":
		if len(as) < 2 {
			return
		}
		s.Class = x.className(as[0], u.src)
		if v.text != nil {
			s.Message = m.printf(*v.text, as[2:], true)
		} else {
			s.Message = m.format(as[1], as[2:], true)
		}
	case "errdex_set_errno":
		if len(as) == 0 {
			return
		}
		s.Class = x.className(as[0], u.src)
		s.Message = errnoMessage(s.Class, x.osErrors[s.Class], rest(1), m)
	case "errdex_assert":
		if len(as) != 1 {
			return
		}
		// glibc closes the quote with ', CUDA's device runtime with `.
		q := "'"
		if x.inDeviceCode(u, call) {
			q = "`"
		}
		s.Class, s.ErrorType, s.Severity = "assert", "fatal", "fatal"
		s.Message = template.Concat(template.Lit("Assertion `"), m.expr(as[0]), template.Lit(q+" failed."))
	case "errdex_log":
		if len(as) == 0 {
			return
		}
		level := tsutil.Text(as[0], u.src)
		level = level[strings.LastIndex(level, ":")+1:]
		switch level {
		case "FATAL":
			s.Severity = "fatal"
		case "ERROR", "DFATAL":
			s.Severity = "error"
		case "WARNING", "WARN":
			s.Severity = "warning"
		default:
			return // INFO and verbose levels are not errors
		}
		s.Class = "LOG(" + level + ")"
		s.Message = m.concat(rest(1))
	default:
		return
	}
	if v.class != "" {
		s.Class = v.class
	}
	if v.text != nil && prim != "errdex_set_printf" && prim != "errdex_warn_printf" {
		s.Message = template.Lit(*v.text)
	}
	switch s.Kind {
	case "warn":
		s.ErrorType, s.Severity = "warning", "warning"
	case "fatal":
		s.ErrorType, s.Severity = "fatal", "fatal"
	case "log":
		s.ErrorType = "log"
	}
	x.context(&s, u, call)
	if prim == "errdex_set" && len(as) == 2 && x.raisesHandedInstance(u, call, as[0], as[1]) {
		x.instanceRef(s)
	}
	msg := s.Message
	x.addSite(s)
	x.noteHelper(u, call, &s, msg)
}

// inDeviceCode reports whether the site at n of u is in a CUDA function
// that runs on the device: one declared __global__ or __device__ (or
// with an attribute macro the file or a library names for them, which
// blank erased) in a .cu or .cuh file.
func (x *file) inDeviceCode(u *unit, n *sitter.Node) bool {
	if !isCUDA(x.path) {
		return false
	}
	fn := u.functionAt(n)
	if fn == nil {
		return false
	}
	start := int(fn.StartByte())
	body := fn.ChildByFieldName("body")
	if body == nil || start >= len(x.orig) {
		return false
	}
	// The qualifiers may stand on the line above the declaration.
	from := start
	if i := strings.LastIndexByte(string(x.orig[:start]), '\n'); i > 0 {
		if j := strings.LastIndexByte(string(x.orig[:i]), '\n'); j >= 0 {
			from = j
		}
	}
	head := string(x.orig[from:min(int(body.StartByte()), len(x.orig))])
	for _, w := range []string{"__global__", "__device__", "DEVICE", "GLOBAL", "KERNEL"} {
		if strings.Contains(head, w) {
			return true
		}
	}
	return false
}

// dispatchSite records AT_DISPATCH_*(TYPE, "name", …): for a dtype it has
// no case for, the switch raises NotImplementedError: "name" not
// implemented for 'Half'.
func (x *file) dispatchSite(u *unit, call *sitter.Node) {
	as := args(call)
	if len(as) < 2 {
		return
	}
	m := x.msgAt(u, call)
	for i, a := range as {
		if k := a.Kind(); k != "string_literal" && k != "concatenated_string" {
			continue
		}
		typ := as[0]
		if i > 0 {
			typ = as[i-1]
		}
		line, end := x.span(u, call)
		s := extract.Site{Line: line, EndLine: end, Kind: "dispatch", Class: "NotImplementedError",
			Message: template.Concat(template.Lit(`"`), m.expr(a), template.Lit(`" not implemented for '`),
				template.Hole("toString("+m.one(typ)+")", "", ""), template.Lit("'"))}
		x.context(&s, u, call)
		x.addSite(s)
		return
	}
}

// declName returns the identifier a declarator declares.
func declName(d *sitter.Node, src []byte) string {
	for d != nil {
		switch d.Kind() {
		case "identifier", "field_identifier":
			return tsutil.Text(d, src)
		case "init_declarator", "pointer_declarator", "reference_declarator", "array_declarator", "attributed_declarator", "variadic_declarator":
			next := d.ChildByFieldName("declarator")
			if next == nil && d.NamedChildCount() > 0 {
				next = d.NamedChild(0)
			}
			d = next
		default:
			return ""
		}
	}
	return ""
}

// localLookBack bounds how far above a site findLocal looks for a
// declaration: C declares a function's locals at the top of its body,
// often far above the error they build (CPython's parser declares value
// and errstr 100 lines above the PyErr_SetObject that raises them), so the
// bound is the function, at most this many lines.
const localLookBack = 400

// findLocal returns the nearest declaration of name above at in an
// enclosing block of its function, at most localLookBack lines up, and
// the statement of that block which holds at.
func (x *file) findLocal(name string, at *sitter.Node, src []byte) (decl, holder *sitter.Node) {
	top := int(at.StartPosition().Row) - localLookBack
	prev := at
	for p := at.Parent(); p != nil && !isFunc(p); prev, p = p, p.Parent() {
		if p.Kind() != "compound_statement" {
			continue
		}
		for st := prev.PrevNamedSibling(); st != nil && int(st.EndPosition().Row) >= top; st = st.PrevNamedSibling() {
			if st.Kind() != "declaration" {
				continue
			}
			for i := uint(0); i < st.NamedChildCount(); i++ {
				c := st.NamedChild(i)
				if c.Kind() != "type_identifier" && c.Kind() != "primitive_type" && declName(c, src) == name {
					return st, prev
				}
			}
		}
	}
	return nil, nil
}

// local returns the message a local variable holds at m.at: its
// initialiser, a string stream's << statements, or the snprintf that
// filled a char array, with += and = statements after it applied.
func (m *msg) local(name string) (template.Template, bool) {
	if m.depth >= tsutil.MaxResolveDepth {
		return template.Template{}, false
	}
	// A macro's expansion may declare the local itself (a stringstream
	// the definition fills); else it is the file's, above the use.
	if m.u.exp != nil && m.site != nil {
		if t, ok := m.localIn(name, m.u, m.site); ok {
			return t, true
		}
	}
	if m.at == nil {
		return template.Template{}, false
	}
	return m.localIn(name, &unit{src: m.x.src, root: m.x.root}, m.at)
}

// localIn is local for a declaration in unit lu above node at.
func (m *msg) localIn(name string, lu *unit, at *sitter.Node) (template.Template, bool) {
	x := m.x
	decl, holder := x.findLocal(name, at, lu.src)
	if decl == nil {
		return template.Template{}, false
	}
	fm := &msg{x: x, u: lu, at: decl, site: decl, depth: m.depth + 1}
	typ := tsutil.Text(decl.ChildByFieldName("type"), lu.src)
	var t template.Template
	isArray := false
	for i := uint(0); i < decl.NamedChildCount(); i++ {
		c := decl.NamedChild(i)
		if declName(c, lu.src) != name {
			continue
		}
		inner := c
		if c.Kind() == "init_declarator" {
			if v := c.ChildByFieldName("value"); v != nil {
				switch v.Kind() {
				case "argument_list", "initializer_list":
					if v.NamedChildCount() > 0 {
						t = fm.expr(v.NamedChild(0))
					}
				default:
					t = fm.expr(v)
					x.noteLocalCall(decl, name, v)
				}
			}
			inner = c.ChildByFieldName("declarator")
		}
		isArray = inner != nil && inner.Kind() == "array_declarator"
	}
	stream := strings.Contains(typ, "stringstream") || strings.Contains(typ, "ostream")
	// The statements between the declaration and the site, in the
	// declaration's block and in the blocks inside it that hold the site.
	for _, st := range constexprBranches(between(decl, holder, at), lu.src) {
		if st.Kind() != "expression_statement" || st.NamedChildCount() == 0 {
			continue
		}
		e := st.NamedChild(0)
		if f := tsutil.Inner(e); f != nil && f.Kind() == "fold_expression" && stream && tsutil.Text(f.ChildByFieldName("left"), lu.src) == name {
			// (os << ... << args): the pack's arguments, one after another.
			t = template.Concat(t, (&msg{x: x, u: fm.u, at: st, site: st, depth: m.depth + 1}).expr(f.ChildByFieldName("right")))
			continue
		}
		sm := &msg{x: x, u: fm.u, at: st, site: st, depth: m.depth + 1}
		if e.Kind() == "assignment_expression" && tsutil.Text(e.ChildByFieldName("left"), lu.src) != name {
			// n = snprintf(buf, …): the call fills buf all the same.
			if r := tsutil.Inner(e.ChildByFieldName("right")); r != nil && r.Kind() == "call_expression" {
				e = r
			}
		}
		switch e.Kind() {
		case "binary_expression":
			ops := shiftOperands(e, lu.src)
			if stream && len(ops) > 1 && tsutil.Text(ops[0], lu.src) == name {
				t = template.Concat(t, sm.concat(ops[1:]))
			}
		case "assignment_expression":
			if tsutil.Text(e.ChildByFieldName("left"), lu.src) != name {
				continue
			}
			switch tsutil.Text(e.ChildByFieldName("operator"), lu.src) {
			case "+=":
				t = template.Concat(t, sm.plusOperand(e.ChildByFieldName("right")))
			case "=":
				t = sm.expr(e.ChildByFieldName("right"))
				x.noteLocalCall(decl, name, e.ChildByFieldName("right"))
			}
		case "call_expression":
			f := calleeName(e, lu.src)
			as := args(e)
			switch {
			case f == name+".append" && len(as) == 1, f == name+"+=":
				t = template.Concat(t, sm.expr(as[0]))
			case isArray && len(as) > 0 && tsutil.Text(as[0], lu.src) == name:
				fi, va := bufferFormat(f)
				if fi < 0 || fi >= len(as) {
					continue
				}
				switch {
				case strings.HasSuffix(f, "strcpy"):
					t = sm.expr(as[1])
				case strings.HasSuffix(f, "strcat"):
					t = template.Concat(t, sm.expr(as[1]))
				case va:
					t = sm.vformat(as[fi], as[fi+1:], false)
				default:
					t = sm.format(as[fi], as[fi+1:], false)
				}
			}
		}
	}
	// A local with no text of its own still carries a name that flows
	// into it (a parameter, for the helper rule); anything else is no
	// better than the local's own name.
	if t.LiteralLen() == 0 && !(len(t.Parts) == 1 && t.Parts[0].Hole && isIdent(t.Parts[0].Expr)) {
		return template.Template{}, false
	}
	return t, true
}

// constexprBranches returns sts with each if constexpr among them
// replaced by the statements of its first branch, recursively: C++'s
// compile-time choice, whose first branch is the one taken when the
// template is given what it tests for (if constexpr (sizeof...(args) > 0)
// appending the arguments of a call that passes some).
func constexprBranches(sts []*sitter.Node, src []byte) []*sitter.Node {
	var out []*sitter.Node
	for _, st := range sts {
		if st.Kind() != "if_statement" || !strings.HasPrefix(strings.Join(strings.Fields(tsutil.Text(st, src)), " "), "if constexpr") {
			out = append(out, st)
			continue
		}
		c := st.ChildByFieldName("consequence")
		if c == nil {
			continue
		}
		var inner []*sitter.Node
		if c.Kind() == "compound_statement" {
			for i := uint(0); i < c.NamedChildCount(); i++ {
				inner = append(inner, c.NamedChild(i))
			}
		} else {
			inner = append(inner, c)
		}
		out = append(out, constexprBranches(inner, src)...)
	}
	return out
}

// between returns the statements that run between declaration decl and
// the site at, in order: those after decl in its block up to holder (the
// statement of that block holding at), then those before at in each
// block inside holder that holds it.
func between(decl, holder, at *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for st := decl.NextNamedSibling(); st != nil && st.Id() != holder.Id(); st = st.NextNamedSibling() {
		out = append(out, st)
	}
	var inner [][]*sitter.Node
	for n := at; n != nil && n.Id() != holder.Id(); n = n.Parent() {
		p := n.Parent()
		if p == nil || p.Kind() != "compound_statement" {
			continue
		}
		var before []*sitter.Node
		for st := p.NamedChild(0); st != nil && st.Id() != n.Id(); st = st.NextNamedSibling() {
			before = append(before, st)
		}
		inner = append(inner, before)
	}
	for i := len(inner) - 1; i >= 0; i-- {
		out = append(out, inner[i]...)
	}
	return out
}

// classDef notes "class X : public Base" and "struct X : Base";
// keepErrorClasses keeps the error classes among them.
func (x *file) classDef(u *unit, i int) {
	n := u.node(u.toks[i])
	if n == nil {
		return
	}
	spec := n
	if k := spec.Kind(); k != "class_specifier" && k != "struct_specifier" {
		spec = spec.Parent()
	}
	if spec == nil || spec.Kind() != "class_specifier" && spec.Kind() != "struct_specifier" || spec.ChildByFieldName("body") == nil {
		return
	}
	name := spec.ChildByFieldName("name")
	var bases []string
	for j := uint(0); j < spec.NamedChildCount(); j++ {
		bc := spec.NamedChild(j)
		if bc.Kind() != "base_class_clause" {
			continue
		}
		for k := uint(0); k < bc.NamedChildCount(); k++ {
			b := bc.NamedChild(k)
			switch b.Kind() {
			case "type_identifier", "qualified_identifier", "template_type":
				bases = append(bases, stripTemplateArgs(tsutil.Flat(b, u.src)))
			}
		}
	}
	if name == nil || len(bases) == 0 {
		return
	}
	x.classes = append(x.classes, extract.ClassDef{Name: stripTemplateArgs(tsutil.Flat(name, u.src)), Bases: bases, Line: tsutil.Line(spec)})
}

// keepErrorClasses adds to the result the classes of the file that are
// error classes by the shared rule (tsutil.ErrorClasses with the C++
// endings of kinds).
func (x *file) keepErrorClasses() {
	classes, _ := x.syn.ErrorClasses(x.classes)
	x.res.Classes = append(x.res.Classes, classes...)
}

// mentions reports whether code uses the identifier name.
func mentions(code, name string) bool {
	for i := strings.Index(code, name); i >= 0; i = strings.Index(code, name) {
		before := i == 0 || !isIdentByte(code[i-1])
		j := i + len(name)
		if before && (j == len(code) || !isIdentByte(code[j])) {
			return true
		}
		code = code[j:]
	}
	return false
}

// isIdent reports whether s is one identifier.
func isIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) || i == 0 && s[i] >= '0' && s[i] <= '9' {
			return false
		}
	}
	return s != ""
}
