package enrich

import (
	"fmt"
	"sort"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// braces doubles the braces of literal text in a Python format string;
// jsTemplateEscapes escapes literal text for a JS template literal.
var (
	braces            = strings.NewReplacer("{", "{{", "}", "}}")
	jsTemplateEscapes = strings.NewReplacer("\\", "\\\\", "`", "\\`", "${", "\\${")
)

// validationCode returns the guard of a site as the check a caller can
// run before the call, in the site's language, carrying the site's
// message:
//
//   - Python: an assert of the negated test, the path's earlier conditions
//     (outer ifs, early exits) an if around it;
//   - Rust: assert! of the negated test with the message as format!
//     arguments;
//   - C and C++: the site's own check macro (TORCH_CHECK, RuntimeCheck, …)
//     when the raising statement is MACRO(guard, message…), with the guard
//     in the caller's names; a throw of a literal message under an if of
//     the test otherwise;
//   - Go: if test { return fmt.Errorf(message) } (errors.New without holes);
//   - JavaScript, TypeScript and Java: if (test) { throw new Class(message) }.
//
// Names are the caller's: the function's parameters as they are, the
// receiver (self, this, a Go method's receiver) as an instance named after
// the class, cls as the class. A condition on the path that reads a local
// of the function is left out (the caller cannot evaluate it; a comment
// says so); when the site's own test reads one, there is no check to write
// and the result is "".
//
// last and n are the site's own test and how many of parts it covers, as
// siteShape returns them.
//
// imported are the names the site's file imports at module level, which a
// caller can import too.
func validationCode(r *catalog.Record, s *extract.Site, fv *funcView, parts []part, last part, n int, l string, imported map[string]bool) string {
	if s.Context.Params == nil || len(parts) == 0 || n == 0 {
		return ""
	}
	switch s.Kind {
	case "method", "display", "thiserror", "class":
		return "" // the text of an Error or Display method: its branches pick a message, they check nothing
	}
	ren := callerNames(s, l)
	ren.imported, ren.locals, ren.params = imported, s.Context.Locals, s.Context.Params
	// A local the function defines from what the caller has (its
	// parameters, its receiver) is replaced by its definition; any other
	// local leaves no check to write: leaving out a condition that reads
	// one would reject calls that never reach the site.
	var inlined []string
	caller := func(e string) (string, bool) {
		defs := fv.localDefs(s, e, l, imported)
		for n := range defs {
			if !containsStr(inlined, n) {
				inlined = append(inlined, n)
			}
		}
		return ren.expr(inline(e, l, defs), l)
	}
	accept, ok := caller(last.accept)
	if !ok {
		return ""
	}
	reach, ok := caller(last.reach)
	if !ok {
		return ""
	}
	var pres []string
	for _, p := range parts[:len(parts)-n] {
		e, ok := caller(p.reach)
		if !ok {
			return ""
		}
		pres = append(pres, conjunct(e, l))
	}
	// The message's holes read the function's locals in the caller's
	// terms too; one the caller cannot compute stays named.
	held, _ := template.Fill(s.Message, template.Filler{Value: func(e string) (template.Template, bool) {
		if _, ok := caller(e); !ok {
			return template.Template{}, false
		}
		return template.Hole(inline(e, l, fv.localDefs(s, e, l, imported)), "", ""), true
	}})
	msg := ren.message(held, l)
	var body string
	switch l {
	case langPython:
		body = pyCheck(accept, pres, msg)
	case langRust:
		body = rustCheck(accept, pres, msg)
	case langCpp:
		body = cppCheck(r, s, ren, reach, pres, msg)
	case langGo:
		body = goCheck(reach, pres, msg)
	case langJS, langJava:
		body = throwCheck(r, reach, pres, msg, l)
	}
	if body == "" {
		return ""
	}
	comment := "//"
	if l == langPython {
		comment = "#"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s the guard of %s at %s:%d", comment, or(s.Context.Function, "the site"), r.FilePath, r.LineNumber)
	if ren.self != "" && (mentions(append(pres, accept), ren.self, l) || msg.mentions(ren.self)) {
		fmt.Fprintf(&b, "; %s is the %s instance", ren.self, classOf(s.Context.Function))
	}
	b.WriteString("\n")
	sort.Strings(inlined)
	for _, n := range inlined {
		d, _ := fv.def(n)
		fmt.Fprintf(&b, "%s %s stands for its definition at line %d\n", comment, n, d.line)
	}
	b.WriteString(body)
	return b.String()
}

func pyCheck(test string, pres []string, msg msgParts) string {
	var b strings.Builder
	indent := ""
	if len(pres) > 0 {
		fmt.Fprintf(&b, "if %s:\n", strings.Join(pres, " and "))
		indent = "    "
	}
	if m := msg.python(); m == "" {
		fmt.Fprintf(&b, "%sassert %s\n", indent, test)
	} else {
		fmt.Fprintf(&b, "%sassert %s, (\n%s    %s\n%s)\n", indent, test, indent, m, indent)
	}
	return b.String()
}

func rustCheck(test string, pres []string, msg msgParts) string {
	var b strings.Builder
	indent := ""
	if len(pres) > 0 {
		fmt.Fprintf(&b, "if %s {\n", strings.Join(pres, " && "))
		indent = "    "
	}
	fmt.Fprintf(&b, "%sassert!(%s", indent, test)
	if !msg.empty() {
		f, args := msg.format(langRust)
		b.WriteString(", " + f)
		for _, a := range args {
			b.WriteString(", " + a)
		}
	}
	b.WriteString(");\n")
	if len(pres) > 0 {
		b.WriteString("}\n")
	}
	return b.String()
}

// checkMacroRE reads the macro a C or C++ check statement calls:
// "TORCH_CHECK(" at the start of the raising line.
var checkMacroRE = lazyre.New(`^\s*([A-Z][A-Za-z0-9_]*(?:::[A-Za-z_]\w*)*|[A-Za-z_]\w*Check)\s*\(`)

// throwRE reads the class a C++ or Java throw statement constructs.
var throwRE = lazyre.New(`\bthrow\s+(?:new\s+)?([A-Za-z_][\w:.]*)\s*\(`)

func cppCheck(r *catalog.Record, s *extract.Site, ren *renamer, reach string, pres []string, msg msgParts) string {
	line := sourceLine(r, r.LineNumber)
	var b strings.Builder
	indent := ""
	if len(pres) > 0 {
		fmt.Fprintf(&b, "if (%s) {\n", strings.Join(pres, " && "))
		indent = "    "
	}
	if m := checkMacroRE.FindStringSubmatch(line); m != nil && s.Context.Negated {
		// MACRO(cond, args…) as written, each argument in the caller's
		// names.
		args := macroArgs(r, m[0])
		if len(args) == 0 || squash(args[0]) != squash(s.Context.Guard) {
			return "" // the macro's condition is not the guard (CHECK_EQ(a, b), an expansion)
		}
		for i, a := range args {
			e, ok := ren.expr(a, langCpp)
			if !ok {
				return ""
			}
			args[i] = e
		}
		fmt.Fprintf(&b, "%s%s(%s);\n", indent, m[1], strings.Join(args, ", "))
	} else {
		m := throwRE.FindStringSubmatch(line)
		if m == nil || msg.holes() {
			return "" // a message with holes has no one C++ spelling
		}
		fmt.Fprintf(&b, "%sif (%s) {\n%s    throw %s(%s);\n%s}\n", indent, reach, indent, m[1], msg.literal(langCpp), indent)
	}
	if len(pres) > 0 {
		b.WriteString("}\n")
	}
	return b.String()
}

// macroArgs returns the arguments of the call whose name and "(" open the
// raising line (head), read from r's source window across lines: split at
// the commas outside brackets and literals, white space folded; nil when
// the call does not end in the window.
func macroArgs(r *catalog.Record, head string) []string {
	lines := strings.Split(r.SourceCode, "\n")
	i := r.LineNumber - r.SourceCodeStart
	if i < 0 || i >= len(lines) {
		return nil
	}
	text := strings.Join(lines[i:], "\n")[len(head):]
	var args []string
	depth, start := 0, 0
	for j := 0; j < len(text); j++ {
		switch c := text[j]; c {
		case '"', '\'':
			k := j + 1
			for k < len(text) && text[k] != c && text[k] != '\n' {
				if text[k] == '\\' {
					k++
				}
				k++
			}
			j = k
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				if a := strings.Join(strings.Fields(text[start:j]), " "); a != "" {
					args = append(args, a)
				}
				return args
			}
			depth--
		case ',':
			if depth == 0 {
				args = append(args, strings.Join(strings.Fields(text[start:j]), " "))
				start = j + 1
			}
		}
	}
	return nil
}

func goCheck(reach string, pres []string, msg msgParts) string {
	cond := joinAnd(pres, reach, langGo)
	var call string
	switch {
	case msg.empty():
		return ""
	case !msg.holes():
		call = "errors.New(" + msg.literal(langGo) + ")"
	default:
		f, args := msg.format(langGo)
		call = "fmt.Errorf(" + f + ", " + strings.Join(args, ", ") + ")"
	}
	return fmt.Sprintf("if %s {\n\treturn %s\n}\n", cond, call)
}

// classNameRE is a class a caller can construct by name.
var classNameRE = lazyre.New(`^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$`)

func throwCheck(r *catalog.Record, reach string, pres []string, msg msgParts, l string) string {
	class := r.ErrorClass
	if r.ErrorType != "exception" || !classNameRE.MatchString(class) {
		if l == langJava {
			return ""
		}
		class = "Error"
	}
	cond := joinAnd(pres, reach, l)
	arg := ""
	switch {
	case !msg.holes() && !msg.empty():
		arg = msg.literal(l)
	case !msg.empty():
		arg = msg.concat(l)
	}
	indent := "  "
	if l == langJava {
		indent = "    "
	}
	return fmt.Sprintf("if (%s) {\n%sthrow new %s(%s);\n}\n", cond, indent, class, arg)
}

// joinAnd joins the preconditions and the test with &&, bracketing a
// test that holds a top-level || when there are preconditions.
func joinAnd(pres []string, test, l string) string {
	if len(pres) == 0 {
		return test
	}
	return strings.Join(append(pres, conjunct(test, l)), " && ")
}

// sourceLine returns line n of r's source window, or "".
func sourceLine(r *catalog.Record, n int) string {
	lines := strings.Split(r.SourceCode, "\n")
	if i := n - r.SourceCodeStart; i >= 0 && i < len(lines) {
		return lines[i]
	}
	return ""
}

// squash removes the white space of s.
func squash(s string) string {
	return strings.Join(strings.Fields(s), "")
}

// mentions reports whether any of the code texts reads name.
func mentions(texts []string, name, l string) bool {
	for _, t := range texts {
		for _, tok := range parseCond(t, l).toks {
			if tok.kind == tName && tok.text == name {
				return true
			}
		}
	}
	return false
}

// conjunct brackets e when it holds a top-level or, to join it with and.
func conjunct(e, l string) string {
	if len(parseCond(e, l).splitTop("or")) > 1 {
		return "(" + e + ")"
	}
	return e
}

// renamer maps the names a guard reads in its function to a caller's.
type renamer struct {
	visible map[string]bool
	// imported holds the names the file binds at module level ("*" for a
	// star import); one of them is visible to the caller too unless the
	// function binds it as a local that is not a parameter.
	imported       map[string]bool
	locals, params []string
	self           string // the instance's name for the receiver, "" when none
	recv           string // the receiver as the function names it: self, this, a Go receiver
	cls            string // the class's name for cls
}

// sees reports whether the caller can name name: a parameter, or a name
// of the module the function does not rebind.
func (r *renamer) sees(name string) bool {
	return r.visible[name] || r.imported[name] && (!containsStr(r.locals, name) || containsStr(r.params, name))
}

func callerNames(s *extract.Site, l string) *renamer {
	r := &renamer{visible: map[string]bool{}}
	class := classOf(s.Context.Function)
	for i, p := range s.Context.Params {
		switch {
		case p == "":
		case i == 0 && p == "self" && class != "" && (l == langPython || l == langRust):
			r.self, r.recv = instanceName(class), "self"
		case i == 0 && l == langGo && class != "" && strings.Contains(s.Context.Function, "."):
			r.self, r.recv = instanceName(class), p // the method's receiver
		case i == 0 && p == "cls" && class != "" && l == langPython:
			r.cls = class
		default:
			r.visible[p] = true
		}
	}
	if (l == langJS || l == langJava) && class != "" {
		r.self, r.recv = instanceName(class), "this"
	}
	return r
}

// instanceName names an instance of class for a caller: its last word in
// lower case ("manager" for MoriKVManager), "obj" when that would clash
// with a keyword.
func instanceName(class string) string {
	k := kebab(class)
	if i := strings.LastIndexByte(k, '-'); i >= 0 {
		k = k[i+1:]
	}
	if k == "" || pyKeywords[k] || pyBuiltins[k] || cKeywords[k] || k == "self" || k == "type" || k == "func" || k == "var" {
		return "obj"
	}
	return k
}

// expr returns e in the caller's names; ok is false when e reads a name
// the caller does not have.
func (r *renamer) expr(e, l string) (string, bool) {
	c := parseCond(e, l)
	if !c.ok {
		return "", false
	}
	if l == langPython {
		// self.__x is name-mangled: a caller cannot spell it.
		for i, t := range c.toks {
			if t.kind == tName && i > 0 && c.toks[i-1].text == "." && strings.HasPrefix(t.text, "__") && !strings.HasSuffix(t.text, "__") {
				return "", false
			}
		}
	}
	// Python: a capitalised name is the caller's only when the module binds
	// or imports it (K = x.shape[3] is a local); elsewhere it is taken to
	// be a constant or a type by convention.
	for _, n := range c.names(l == langPython && !r.sees("*")) {
		if n == r.recv && r.self != "" || n == "cls" && r.cls != "" {
			continue
		}
		if !r.sees(n) {
			return "", false
		}
	}
	if l != langPython {
		// self and this are keywords to freeNames: the receiver is the
		// caller's only when the class names it.
		for i, t := range c.toks {
			if t.kind == tName && (t.text == "self" || t.text == "this") && (i == 0 || c.toks[i-1].text != "." && c.toks[i-1].text != "::") && t.text != r.recv {
				return "", false
			}
		}
	}
	out := e
	if r.self != "" {
		out = parseCond(out, l).rename(r.recv, r.self)
	}
	if r.cls != "" {
		out = parseCond(out, l).rename("cls", r.cls)
	}
	if r.self != "" && containsStr(parseCond(out, l).freeNames(), r.self) && r.sees(r.self) {
		return "", false // a parameter already has the instance's name
	}
	return out, true
}

// msgParts is a message template in the caller's names: literal text and
// the expressions of its holes. A hole the caller cannot evaluate is kept
// as literal text in braces.
type msgParts []msgPart

type msgPart struct {
	lit        string
	expr       string // "" for a literal
	conv, spec string
}

func (r *renamer) message(t template.Template, l string) msgParts {
	var out msgParts
	for _, p := range t.Parts {
		if !p.Hole {
			out = append(out, msgPart{lit: p.Lit})
			continue
		}
		e, ok := r.expr(p.Expr, l)
		if !ok || strings.ContainsAny(e, "\"\\\n") {
			// A value the caller cannot compute: named, not printed.
			out = append(out, msgPart{lit: "<" + p.Expr + ">"})
			continue
		}
		out = append(out, msgPart{expr: e, conv: p.Conv, spec: p.Spec})
	}
	return out
}

func (m msgParts) empty() bool { return len(m) == 0 }

func (m msgParts) holes() bool {
	for _, p := range m {
		if p.expr != "" {
			return true
		}
	}
	return false
}

// mentions reports whether a hole of m reads name.
func (m msgParts) mentions(name string) bool {
	for _, p := range m {
		if p.expr == name || strings.HasPrefix(p.expr, name+".") || strings.Contains(p.expr, "("+name+".") {
			return true
		}
	}
	return false
}

// text returns the literal text of m, holes as braced expressions.
func (m msgParts) text() string {
	var b strings.Builder
	for _, p := range m {
		if p.expr != "" {
			b.WriteString("{" + p.expr + "}")
		} else {
			b.WriteString(p.lit)
		}
	}
	return b.String()
}

// python renders m as a Python string or f-string literal, "" when empty.
func (m msgParts) python() string {
	if m.empty() {
		return ""
	}
	if !m.holes() {
		return cQuote(m.text(), langPython)
	}
	var b strings.Builder
	for _, p := range m {
		if p.expr == "" {
			b.WriteString(braces.Replace(p.lit))
			continue
		}
		b.WriteString("{" + p.expr)
		if p.conv != "" {
			b.WriteString("!" + p.conv)
		}
		if p.spec != "" {
			b.WriteString(":" + p.spec)
		}
		b.WriteString("}")
	}
	return "f" + cQuote(b.String(), langPython)
}

// literal returns m's text as a string literal of l.
func (m msgParts) literal(l string) string { return cQuote(m.text(), l) }

var goVerbRE = lazyre.New(`^[-+# 0]*\d*(?:\.\d+)?[a-zA-Z]$`)

// format returns m as a format string of l (Go printf, Rust format!) and
// the arguments of its holes.
func (m msgParts) format(l string) (string, []string) {
	var b strings.Builder
	var args []string
	for _, p := range m {
		if p.expr == "" {
			if l == langGo {
				b.WriteString(strings.ReplaceAll(p.lit, "%", "%%"))
			} else {
				b.WriteString(braces.Replace(p.lit))
			}
			continue
		}
		args = append(args, p.expr)
		switch {
		case l == langGo && p.spec != "" && goVerbRE.MatchString(p.spec):
			b.WriteString("%" + p.spec)
		case l == langGo && p.conv == "r":
			b.WriteString("%q")
		case l == langGo:
			b.WriteString("%v")
		case p.conv == "r":
			b.WriteString("{:?}")
		case p.spec != "":
			b.WriteString("{:" + p.spec + "}")
		default:
			b.WriteString("{}")
		}
	}
	return cQuote(b.String(), l), args
}

// args returns m as the argument list of a C++ check macro that
// concatenates its arguments (c10::str): literals and hole expressions.
func (m msgParts) args(l string) []string {
	var out []string
	for _, p := range m {
		if p.expr == "" {
			out = append(out, cQuote(p.lit, l))
		} else {
			out = append(out, p.expr)
		}
	}
	return out
}

// concat returns m as a JavaScript template literal or a Java string
// concatenation.
func (m msgParts) concat(l string) string {
	if l == langJS {
		var b strings.Builder
		b.WriteByte('`')
		for _, p := range m {
			if p.expr != "" {
				b.WriteString("${" + p.expr + "}")
				continue
			}
			b.WriteString(jsTemplateEscapes.Replace(p.lit))
		}
		b.WriteByte('`')
		return b.String()
	}
	var xs []string
	for i, p := range m {
		e := p.expr
		if c := parseCond(e, l); e != "" && !c.primary() && !c.enclosed() {
			e = "(" + e + ")" // "n=" + (a + b), not "n=" + a + b
		}
		switch {
		case p.expr == "":
			xs = append(xs, cQuote(p.lit, l))
		case i == 0:
			xs = append(xs, `"" + `+e)
		default:
			xs = append(xs, e)
		}
	}
	return strings.Join(xs, " + ")
}

// cQuote returns s as a double-quoted string literal of l (Python, Go,
// Rust, C, C++, Java, JavaScript).
func cQuote(s, l string) string {
	return `"` + template.Escape(s, func(c rune) string {
		switch {
		case c == 0x7f:
			return ""
		case l == langRust:
			return fmt.Sprintf(`\u{%x}`, c)
		case l == langCpp:
			return fmt.Sprintf(`\%03o`, c)
		case l == langPython:
			return fmt.Sprintf(`\x%02x`, c)
		}
		return fmt.Sprintf(`\u%04x`, c)
	}) + `"`
}
