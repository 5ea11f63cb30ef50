package cpp

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
)

// isFunc reports whether n is a function or lambda, past which guards,
// handlers and local variables do not reach.
func isFunc(n *sitter.Node) bool {
	switch n.Kind() {
	case "function_definition", "lambda_expression":
		return true
	}
	return false
}

func within(n, outer *sitter.Node) bool {
	return outer != nil && outer.StartByte() <= n.StartByte() && n.EndByte() <= outer.EndByte()
}

// checkGuard returns the condition of the check an expansion makes: that
// of the innermost if statement (or ?: expression) of the expansion whose
// branch holds at, with negated set when at is reached while it is false.
// TORCH_CHECK(c, …) expands to if (!(c)) …, which gives c, negated. It
// stops at the expansion's function; if (false) gives no condition. check
// is true when the condition is written !(…): the macro asserts what is
// inside.
func checkGuard(at *sitter.Node, src []byte) (cond string, negated, check, ok bool) {
	prev := at
	for p := at.Parent(); p != nil && !isFunc(p); prev, p = p, p.Parent() {
		var c *sitter.Node
		neg := false
		switch p.Kind() {
		case "if_statement", "conditional_expression":
			switch {
			case within(prev, p.ChildByFieldName("consequence")):
				c = p.ChildByFieldName("condition")
			case within(prev, p.ChildByFieldName("alternative")):
				c, neg = p.ChildByFieldName("condition"), true
			}
		}
		if c == nil {
			continue
		}
		if c.Kind() == "condition_clause" {
			c = c.ChildByFieldName("value")
		}
		c = unwrapParens(c)
		check = c != nil && c.Kind() == "unary_expression" && tsutil.Text(c.ChildByFieldName("operator"), src) == "!"
		for c != nil && c.Kind() == "unary_expression" && tsutil.Text(c.ChildByFieldName("operator"), src) == "!" {
			c, neg = unwrapParens(c.ChildByFieldName("argument")), !neg
		}
		if c == nil {
			continue
		}
		if t := tsutil.Flat(c, src); t != "false" && t != "0" {
			return simplify(t), neg, check, true
		}
		// if (false): the code is reached unconditionally here.
	}
	return "", false, false, false
}

func unwrapParens(n *sitter.Node) *sitter.Node {
	for n != nil && n.Kind() == "parenthesized_expression" && n.NamedChildCount() == 1 {
		n = n.NamedChild(0)
	}
	return n
}

// simpleParenRE matches a parenthesized operand that needs no parentheses:
// a name, member access, call or literal, as (a) == (b) in an expanded
// CHECK_EQ(a, b).
var simpleParenRE = lazyre.New(`\(([A-Za-z_][\w.:>\-]*(?:\([^()]*\))?(?:\[[^\[\]]*\])?|[0-9.]+[uUlLfF]*)\)`)

// simplify drops the parentheses a macro put around simple operands.
func simplify(cond string) string {
	if !strings.HasPrefix(cond, "(") && !strings.Contains(cond, " (") {
		return cond
	}
	return simpleParenRE.ReplaceAllStringFunc(cond, func(s string) string {
		return s[1 : len(s)-1]
	})
}

// function returns the function definition around at, or nil.
func function(at *sitter.Node) *sitter.Node {
	for p := at; p != nil; p = p.Parent() {
		if p.Kind() == "function_definition" {
			return p
		}
	}
	return nil
}

// functionName returns the qualified name of a function definition:
// "Class::method" for a method defined in its class or out of it.
func functionName(fn *sitter.Node, src []byte) string {
	d := fn.ChildByFieldName("declarator")
	for d != nil {
		switch d.Kind() {
		case "function_declarator", "pointer_declarator", "reference_declarator", "attributed_declarator", "parenthesized_declarator":
			next := d.ChildByFieldName("declarator")
			if next == nil && d.NamedChildCount() > 0 {
				next = d.NamedChild(0)
			}
			d = next
			continue
		}
		break
	}
	if d == nil {
		return ""
	}
	name := tsutil.Flat(d, src)
	if d.Kind() == "qualified_identifier" || strings.Contains(name, "::") {
		return stripTemplateArgs(name)
	}
	for p := fn.Parent(); p != nil; p = p.Parent() {
		switch p.Kind() {
		case "class_specifier", "struct_specifier", "union_specifier":
			if n := p.ChildByFieldName("name"); n != nil {
				return stripTemplateArgs(tsutil.Flat(n, src)) + "::" + name
			}
		case "function_definition":
			return name
		}
	}
	return name
}

// stripTemplateArgs drops <…> from a name: "Foo<T>::bar" is "Foo::bar".
func stripTemplateArgs(s string) string {
	if !strings.Contains(s, "<") || strings.HasPrefix(s, "operator") || strings.Contains(s, "::operator") {
		return s
	}
	var b strings.Builder
	depth := 0
	for _, c := range s {
		switch {
		case c == '<':
			depth++
		case c == '>' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// docComment returns the documentation of declaration d (or of the
// template declaration around it): its /** … */ block, else the own-line
// comments right above it, Doxygen's \brief dropped.
func (x *file) docComment(d *sitter.Node) string {
	if p := d.Parent(); p != nil && p.Kind() == "template_declaration" {
		d = p
	}
	doc := x.syn.DocComment(d, x.src)
	if doc == "" {
		doc = strings.Join(x.syn.CommentsAbove(d, x.src), "\n")
	}
	return strings.TrimPrefix(strings.TrimPrefix(doc, `\brief `), "@brief ")
}

// context fills the site's context. n is the site's node in u. For an
// expansion, the guard comes from the expansion when it has one (the
// check the macro makes), and everything else from the macro use in the
// file.
func (x *file) context(s *extract.Site, u *unit, n *sitter.Node) {
	c := &s.Context
	at := n
	if u.exp != nil {
		if g, neg, check, ok := checkGuard(n, u.src); ok {
			c.Guard, c.Negated = g, neg
			if check {
				s.Kind = "assert"
			}
		}
		at = u.exp.at
		if u.exp.def != nil {
			c.Function = u.exp.def.name
			if dn := x.root.NamedDescendantForByteRange(uint(u.exp.def.pos), uint(u.exp.def.pos+1)); dn != nil {
				for dn.Parent() != nil && dn.Parent().StartByte() == dn.StartByte() && dn.Parent().Kind() != "translation_unit" {
					dn = dn.Parent()
				}
				c.Comments = x.syn.CommentsAbove(dn, x.src)
			}
			return
		}
		if at == nil {
			return
		}
	}
	p := tsutil.PathTo(x.root, at)
	if p == nil {
		return
	}
	sc := x.syn.Scope(p, x.src)
	if c.Guard == "" {
		// The check's own condition, when it makes one, is the guard;
		// otherwise the branches around the use give it.
		c.Guard, c.Negated, c.Partial = sc.Guard, sc.Negated, sc.Partial
	} else {
		c.Partial = c.Partial || sc.Guard != "" || sc.Partial // branches around the check add tests
	}
	if sc.Handler != nil {
		c.Handler = tsutil.Header(sc.Handler, x.src)
	}
	if sc.Func >= 0 {
		if fn := function(p[sc.Func]); fn != nil {
			c.Function = functionName(fn, x.src)
			c.Docstring = x.docComment(fn)
			if fn.Id() == p[sc.Func].Id() { // not inside a lambda
				c.Params = tsutil.Params(fn, x.src)
			}
		}
	}
	c.Comments = x.syn.Comments(sc, p, x.src)
}

// stdErrors are the standard exception classes.
var stdErrors = map[string]bool{
	"exception": true, "runtime_error": true, "logic_error": true, "invalid_argument": true,
	"domain_error": true, "length_error": true, "out_of_range": true, "range_error": true,
	"overflow_error": true, "underflow_error": true, "system_error": true, "bad_alloc": true,
	"bad_cast": true, "bad_optional_access": true, "bad_variant_access": true, "bad_function_call": true,
	"failure": true, "future_error": true, "bad_typeid": true, "bad_exception": true,
	"filesystem_error": true, "regex_error": true, "format_error": true, "nested_exception": true,
}

// pyClass returns the Python class a user sees when C++ exception class
// cls crosses into Python: torch's translation (HANDLE_TH_ERRORS) in a
// file that uses torch, pybind11's otherwise; c10 and pybind11 classes by
// their own mapping; any other class as written.
func (x *file) pyClass(cls string) string {
	c := strings.TrimPrefix(cls, "::")
	ns, name := "", c
	if i := strings.LastIndex(c, "::"); i >= 0 {
		ns, name = c[:i], c[i+2:]
	}
	switch ns {
	case "std", "std::ios_base", "std::filesystem":
		switch name {
		case "out_of_range":
			return "IndexError"
		case "bad_alloc":
			return "MemoryError"
		case "invalid_argument", "domain_error", "length_error", "range_error":
			if x.d.torch {
				return "RuntimeError"
			}
			return "ValueError"
		case "overflow_error":
			if x.d.torch {
				return "RuntimeError"
			}
			return "OverflowError"
		}
		if stdErrors[name] {
			return "RuntimeError"
		}
	case "c10", "at", "torch":
		if py, ok := c10Classes[name]; ok {
			return py
		}
		switch name {
		case "TypeError", "ValueError", "IndexError", "AttributeError":
			return name
		}
	case "py", "pybind11", "nb", "nanobind":
		if py, ok := pybindClasses[name]; ok {
			return py
		}
	}
	return cls
}

// pyClassesOfOwn gives the sites that throw one of the file's own classes
// the Python class of its nearest base that has one, in a file that
// crosses into Python (torch or pybind11): both translate a
// std::runtime_error subclass to RuntimeError.
func (x *file) pyClassesOfOwn() {
	if !x.d.torch && !x.d.pybind {
		return
	}
	bases := map[string][]string{}
	for _, c := range x.classes {
		bases[c.Name] = c.Bases
	}
	for i := range x.res.Sites {
		s := &x.res.Sites[i]
		cls := s.Class
		for depth := 0; depth < 8 && len(bases[cls]) > 0; depth++ {
			cls = bases[cls][0]
			if py := x.pyClass(cls); py != cls {
				s.Class = py
				break
			}
		}
	}
}

var pybindClasses = map[string]string{
	"value_error": "ValueError", "type_error": "TypeError", "index_error": "IndexError",
	"key_error": "KeyError", "stop_iteration": "StopIteration", "attribute_error": "AttributeError",
	"buffer_error": "BufferError", "import_error": "ImportError", "cast_error": "RuntimeError",
	"reference_cast_error": "RuntimeError", "builtin_exception": "RuntimeError",
	"next_overload": "TypeError", "lookup_error": "LookupError",
}

// className reads a CLASS argument of a primitive: a string literal is the
// class, PyExc_X is X, errdex_c10(T) and errdex_tvm(K) map a c10 error
// type and a TVM-FFI error kind.
func (x *file) className(n *sitter.Node, src []byte) string {
	n = tsutil.Inner(n)
	if n == nil {
		return ""
	}
	switch n.Kind() {
	case "string_literal":
		return decodeString(tsutil.Text(n, src))
	case "call_expression":
		f := calleeName(n, src)
		as := args(n)
		if len(as) == 1 {
			arg := tsutil.Flat(as[0], src)
			arg = arg[strings.LastIndex(arg, ":")+1:]
			switch f {
			case "errdex_c10":
				if py, ok := c10Classes[arg]; ok {
					return py
				}
				return "RuntimeError"
			case "errdex_tvm":
				if tvmKinds[arg] {
					return arg
				}
				return "RuntimeError"
			}
		}
	}
	t := tsutil.Flat(n, src)
	if rest, ok := strings.CutPrefix(t, "PyExc_"); ok {
		return rest
	}
	if q, ok := x.excNames[lastField(t)]; ok {
		return q
	}
	return t
}

// lastField returns the last name of a member access (state->Error is
// Error), or the name itself.
func lastField(t string) string {
	return t[strings.LastIndexAny(t, ".>")+1:]
}

// exceptionMakers make a Python exception class from its qualified name,
// their first argument.
var exceptionMakers = map[string]bool{"PyErr_NewException": true, "PyErr_NewExceptionWithDoc": true}

// exceptionNames reads "X = PyErr_NewException("mod.Name", …)" in toks:
// the name (the last of a member access, state->Error is Error) of what
// holds the class, mapped to the class's qualified name as Python prints
// it. A name assigned two different classes is left out. osErrors are
// the qualified names of the classes made with OSError or one of its
// subclasses as base (PyErr_NewException("signal.itimer_error",
// PyExc_OSError, NULL)), which print an errno as OSError does.
func exceptionNames(toks []token) (out map[string]string, osErrors map[string]bool) {
	for i := 2; i+2 < len(toks); i++ {
		if !exceptionMakers[toks[i].text] || toks[i+1].text != "(" || toks[i-1].text != "=" || toks[i-2].kind != tIdent {
			continue
		}
		var b strings.Builder
		j := i + 2
		for ; j < len(toks) && toks[j].kind == tString; j++ {
			b.WriteString(decodeString(toks[j].text))
		}
		if j == i+2 || j >= len(toks) || toks[j].text != "," {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		if j+1 < len(toks) && oserrorFamily[strings.TrimPrefix(toks[j+1].text, "PyExc_")] && strings.HasPrefix(toks[j+1].text, "PyExc_") {
			if osErrors == nil {
				osErrors = map[string]bool{}
			}
			osErrors[b.String()] = true
		}
		name := toks[i-2].text
		if prev, ok := out[name]; ok && prev != b.String() {
			out[name] = ""
			continue
		}
		out[name] = b.String()
	}
	for k, v := range out {
		if v == "" {
			delete(out, k)
		}
	}
	return out, osErrors
}
