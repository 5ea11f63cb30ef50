package cpp

import (
	"strconv"
	"strings"
	"unicode/utf8"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// msg builds message templates from the expressions of one unit. at is
// the node of the file's tree where local variables are looked up (the
// site, or the macro use an expansion came from); nil turns lookups off.
type msg struct {
	x     *file
	u     *unit
	at    *sitter.Node
	site  *sitter.Node // the site's node in u, for locals an expansion declares
	depth int
}

func (m *msg) text(n *sitter.Node) string { return tsutil.Text(n, m.u.src) }

func (m *msg) one(n *sitter.Node) string { return tsutil.Flat(n, m.u.src) }

// args returns the arguments of a call, comments left out.
func args(call *sitter.Node) []*sitter.Node {
	list := call.ChildByFieldName("arguments")
	if list == nil {
		return nil
	}
	var out []*sitter.Node
	for i := uint(0); i < list.NamedChildCount(); i++ {
		if a := list.NamedChild(i); a.Kind() != "comment" {
			out = append(out, a)
		}
	}
	return out
}

// concat is what c10::str and a chain of operator<< print for operands
// ns, one after the other.
func (m *msg) concat(ns []*sitter.Node) template.Template {
	parts := make([]template.Template, 0, len(ns))
	for _, n := range ns {
		parts = append(parts, m.piece(n))
	}
	return template.Concat(parts...)
}

var decimalRE = lazyre.New(`^[0-9]+[uUlL]*$`)

// piece is the text operator<< prints for n: literals as they print
// (numbers in decimal, a bool as 0 or 1, a char as itself), anything else
// as its message template.
func (m *msg) piece(n *sitter.Node) template.Template {
	n = tsutil.Inner(n)
	if n == nil {
		return template.Template{}
	}
	switch n.Kind() {
	case "number_literal":
		if t := m.text(n); decimalRE.MatchString(t) {
			return template.Lit(strings.TrimRight(strings.TrimLeft(t, "0"), "uUlL") + zeroIf(strings.Trim(t, "0uUlL") == ""))
		}
	case "char_literal":
		if s, ok := charValue(m.text(n)); ok {
			return template.Lit(s)
		}
	case "true":
		return template.Lit("1")
	case "false":
		return template.Lit("0")
	case "qualified_identifier", "identifier":
		if t := m.text(n); t == "std::endl" || t == "endl" {
			return template.Lit("\n")
		}
	}
	return m.expr(n)
}

func zeroIf(b bool) string {
	if b {
		return "0"
	}
	return ""
}

// stringFuncs are calls whose value is their argument's text.
var stringFuncs = map[string]bool{
	"std::string": true, "string": true, "std::string_view": true, "std::move": true,
	"std::forward": true, "c10::string_view": true, "std::wstring": true,
	"PyUnicode_FromString": true, "PyUnicode_InternFromString": true, "PyBytes_FromString": true,
}

// concatFuncs concatenate their arguments like c10::str.
var concatFuncs = map[string]bool{
	"c10::str": true, "::c10::str": true, "str": true, "absl::StrCat": true, "errdex_concat": true,
	"torch::str": true, "at::str": true,
}

// braceFuncs format with {} fields (fmt, std::format).
var braceFuncs = map[string]bool{
	"fmt::format": true, "std::format": true, "::fmt::format": true, "fmt::sprintf": false,
}

// vprintfFuncs format with a printf format and a va_list.
var vprintfFuncs = map[string]bool{"PyUnicode_FromFormatV": true, "PyBytes_FromFormatV": true}

// tupleFuncs make a tuple of the arguments after their first (a count).
var tupleFuncs = map[string]bool{"PyTuple_Pack": true}

// printfFuncs format with a printf format as their first argument.
var printfFuncs = map[string]bool{
	"absl::StrFormat": true, "fmt::sprintf": true, "string_format": true, "strformat": true,
	"c10::printf": false, "StringPrintf": true, "base::StringPrintf": true, "folly::sformat": false,
	"PyUnicode_FromFormat": true, "PyBytes_FromFormat": true,
}

// file is what __FILE__ prints: the path the compiler was given, which
// ends in the file's name. At a site of this file that is an optional
// directory hole and the name; in a definition's own record, which
// stands for uses in other files, a hole.
func (m *msg) file() template.Template {
	if m.u.exp != nil && m.u.exp.def != nil {
		return template.Hole("__FILE__", "", "")
	}
	base := m.x.path[strings.LastIndexByte(m.x.path, '/')+1:]
	return template.Concat(template.Opt(template.Hole("__FILE__", "", "")), template.Lit(base))
}

// expr returns the template of an expression that evaluates to a string.
func (m *msg) expr(n *sitter.Node) template.Template {
	n = tsutil.Inner(n)
	if n == nil {
		return template.Template{}
	}
	switch n.Kind() {
	case "string_literal", "raw_string_literal", "concatenated_string":
		return m.literal(n)
	case "identifier":
		name := m.text(n)
		switch name {
		case "__LINE__":
			return template.Hole(name, "", "d")
		case "__FILE__":
			return m.file()
		case "__func__", "__FUNCTION__", "__PRETTY_FUNCTION__":
			return template.Hole(name, "", "")
		}
		if t, ok := m.local(name); ok {
			return t
		}
		if t, ok := m.x.stringMacro(name); ok {
			return t
		}
		if t, ok := m.x.strVars[name]; ok {
			return template.Lit(t)
		}
	case "call_expression":
		if t, ok := m.call(n); ok {
			return t
		}
		if t, ok := sourceLocation(n, m.u.src); ok {
			return t
		}
	case "pointer_expression":
		// &_Py_STR(list_err): the address of a static string object.
		if a := n.ChildByFieldName("argument"); a != nil && tsutil.Inner(a) != nil && tsutil.Inner(a).Kind() == "call_expression" {
			if t, ok := m.x.namedString(tsutil.Inner(a), m.u.src); ok {
				return t
			}
		}
	case "binary_expression":
		op := m.text(n.ChildByFieldName("operator"))
		l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		switch {
		case op == "+" && l != nil && r != nil && (m.stringish(l) || m.stringish(r)):
			return template.Concat(m.plusOperand(l), m.plusOperand(r))
		case op == "<<":
			ops := shiftOperands(n, m.u.src)
			if len(ops) > 1 && m.isStream(ops[0]) {
				ops = ops[1:] // std::ostringstream() << a << b
			}
			return m.concat(ops)
		}
	}
	return template.Hole(m.one(n), "", "")
}

// plusOperand is expr for an operand of string +, where a char literal
// is a character.
func (m *msg) plusOperand(n *sitter.Node) template.Template {
	if u := tsutil.Inner(n); u != nil && u.Kind() == "char_literal" {
		return m.piece(u)
	}
	return m.expr(n)
}

// isStream reports whether n names or makes a string stream.
func (m *msg) isStream(n *sitter.Node) bool {
	t := m.text(n)
	return strings.Contains(t, "stringstream") || strings.HasSuffix(t, "stream()")
}

// shiftOperands flattens a << chain into its operands, leftmost first.
func shiftOperands(n *sitter.Node, src []byte) []*sitter.Node {
	var out []*sitter.Node
	for n != nil && n.Kind() == "binary_expression" && tsutil.Text(n.ChildByFieldName("operator"), src) == "<<" {
		out = append(out, n.ChildByFieldName("right"))
		n = n.ChildByFieldName("left")
	}
	if n != nil {
		out = append(out, n)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// stringish reports whether n is certainly a string, so that + joins text.
func (m *msg) stringish(n *sitter.Node) bool {
	n = tsutil.Inner(n)
	if n == nil {
		return false
	}
	switch n.Kind() {
	case "string_literal", "raw_string_literal", "concatenated_string":
		return true
	case "binary_expression":
		return m.text(n.ChildByFieldName("operator")) == "+" &&
			(m.stringish(n.ChildByFieldName("left")) || m.stringish(n.ChildByFieldName("right")))
	case "call_expression":
		f := calleeName(n, m.u.src)
		return stringFuncs[f] || concatFuncs[f] || braceFuncs[f] || printfFuncs[f] ||
			f == "std::to_string" || f == "to_string" || strings.HasSuffix(f, ".str") || strings.HasSuffix(f, ".string") ||
			strings.HasSuffix(f, "what") || strings.HasSuffix(f, "name")
	case "identifier":
		t, ok := m.local(m.text(n))
		return ok && t.LiteralLen() > 0
	}
	return false
}

// calleeName returns a call's function as written, without spaces.
func calleeName(call *sitter.Node, src []byte) string {
	f := call.ChildByFieldName("function")
	if f == nil {
		return ""
	}
	return strings.Join(strings.Fields(tsutil.Text(f, src)), "")
}

// locationMethods are std::source_location's accessors and the spec of
// the hole each prints.
var locationMethods = map[string]string{"file_name": "", "line": "d", "column": "d", "function_name": ""}

// sourceLocation returns the hole of loc.file_name(), loc.line() or
// loc.function_name() on a name: a std::source_location (or a type made
// from one), which a helper takes as a parameter defaulted to its
// caller's location; the hole keeps the expression, and a call of the
// helper puts the caller's file and line in (callerLocation).
func sourceLocation(n *sitter.Node, src []byte) (template.Template, bool) {
	f := n.ChildByFieldName("function")
	if f == nil || f.Kind() != "field_expression" || len(args(n)) != 0 {
		return template.Template{}, false
	}
	spec, ok := locationMethods[tsutil.Text(f.ChildByFieldName("field"), src)]
	if a := f.ChildByFieldName("argument"); !ok || a == nil || a.Kind() != "identifier" {
		return template.Template{}, false
	}
	return template.Hole(tsutil.Flat(n, src), "", spec), true
}

// call handles the calls that build strings.
func (m *msg) call(n *sitter.Node) (template.Template, bool) {
	f := stripTemplateArgs(calleeName(n, m.u.src))
	as := args(n)
	switch {
	case stringFuncs[f] && len(as) == 1:
		return m.expr(as[0]), true
	case concatFuncs[f]:
		return m.concat(as), true
	case (f == "std::to_string" || f == "to_string") && len(as) == 1:
		return template.Hole(m.one(as[0]), "", ""), true
	case f == "PyObject_CallFunction" && len(as) > 2, f == "PyObject_CallFunctionObjArgs" && len(as) > 1, f == "PyObject_CallOneArg" && len(as) == 2:
		// An exception object made for PyErr_SetObject: its message is
		// the first argument to the class (JSONDecodeError(msg, doc, pos),
		// pyexpat's ExpatError(buffer)).
		first := as[1]
		if f == "PyObject_CallFunction" {
			first = as[2]
			if t, ok := m.oserrorCall(as); ok {
				return t, true
			}
		}
		return m.piece(first), true
	case f == "errdex_repr" && len(as) == 1:
		return template.Hole(m.one(as[0]), "r", ""), true
	case braceFuncs[f] && len(as) > 0:
		if format, ok := m.constant(as[0]); ok {
			return braceFormat(format, m.texts(as[1:])), true
		}
	case printfFuncs[f] && len(as) > 0:
		return m.format(as[0], as[1:], strings.HasPrefix(f, "Py")), true
	case vprintfFuncs[f] && len(as) > 0:
		return m.vformat(as[0], as[1:], strings.HasPrefix(f, "Py")), true
	case tupleFuncs[f] && len(as) > 1:
		// An exception value made as a tuple (PyTuple_Pack(2, msg,
		// details), a SyntaxError's args): its text is the first item.
		return m.piece(as[1]), true
	case strings.HasSuffix(f, ".c_str") || strings.HasSuffix(f, ".str") || strings.HasSuffix(f, ".data") ||
		strings.HasSuffix(f, "->c_str") || strings.HasSuffix(f, ".string"):
		if len(as) == 0 {
			if fn := n.ChildByFieldName("function"); fn != nil && fn.Kind() == "field_expression" {
				return m.expr(fn.ChildByFieldName("argument")), true
			}
		}
	}
	return template.Template{}, false
}

// printf returns the template of a printf call with format and args.
func (m *msg) printf(format string, args []*sitter.Node, python bool) template.Template {
	pieces := make([]template.Template, len(args))
	for i, a := range args {
		if m.stringish(a) {
			pieces[i] = m.expr(a)
		}
	}
	return printfPieces(format, m.texts(args), pieces, python)
}

// format returns the template of a printf-style call's format argument f
// and its arguments: the formatted text when f is constant, a format
// handed on (format.go) when f is a name, else f's template.
func (m *msg) format(f *sitter.Node, args []*sitter.Node, python bool) template.Template {
	if format, ok := m.constant(f); ok {
		return m.printf(format, args, python)
	}
	if name := m.text(tsutil.Inner(f)); isIdent(name) {
		return handedOn(name, m.texts(args), "", python)
	}
	return m.expr(f)
}

// vformat is format for a call that takes a va_list (PyUnicode_FromFormatV,
// vsnprintf): its arguments are the va_list's, known only to a caller
// that starts it (format.go).
func (m *msg) vformat(f *sitter.Node, rest []*sitter.Node, python bool) template.Template {
	if format, ok := m.constant(f); ok {
		return printfTexts(format, nil, python)
	}
	va := ""
	if len(rest) > 0 {
		if v := m.text(tsutil.Inner(rest[0])); isIdent(v) {
			va = v
		}
	}
	if name := m.text(tsutil.Inner(f)); isIdent(name) && va != "" {
		return handedOn(name, nil, va, python)
	}
	return m.expr(f)
}

// bufferFormat says where the format of a call that fills a char array
// is (the array being its first argument), and whether it takes a
// va_list; -1 for a call that does not format.
func bufferFormat(f string) (int, bool) {
	name := f[strings.LastIndex(f, ":")+1:]
	switch {
	case strings.HasSuffix(name, "vsnprintf"):
		return 2, true
	case strings.HasSuffix(name, "snprintf"), name == "sprintf_s", name == "snprintf_s":
		return 2, false
	case strings.HasSuffix(name, "vsprintf"):
		return 1, true
	case strings.HasSuffix(name, "sprintf"), name == "strcpy", name == "strcat":
		return 1, false
	}
	return -1, false
}

// oserrorFamily are Python's OSError and its built-in subclasses, whose
// text for an errno is "[Errno N] strerror"; any other class prints its
// arguments as a tuple.
var oserrorFamily = map[string]bool{
	"OSError": true, "IOError": true, "EnvironmentError": true, "WindowsError": true,
	"BlockingIOError": true, "ChildProcessError": true, "ConnectionError": true, "BrokenPipeError": true,
	"ConnectionAbortedError": true, "ConnectionRefusedError": true, "ConnectionResetError": true,
	"FileExistsError": true, "FileNotFoundError": true, "InterruptedError": true, "IsADirectoryError": true,
	"NotADirectoryError": true, "PermissionError": true, "ProcessLookupError": true, "TimeoutError": true,
}

// oserrorCall is the text of an exception object of OSError's family
// made by PyObject_CallFunction(cls, "is…", code, text, …) (as are the
// call's arguments): OSError's __str__ prints an errno and a strerror
// given first as "[Errno {code}] {text}", and a third argument, the
// filename, as ": {filename!r}" after them (not for BlockingIOError, whose
// third is the count of characters written). ok is false for another
// class, or a format whose first two conversions are not an integer and
// a text.
func (m *msg) oserrorCall(as []*sitter.Node) (template.Template, bool) {
	class := m.x.className(as[0], m.u.src)
	if !m.x.osErrors[class] && !oserrorFamily[class[strings.LastIndexAny(class, ".>")+1:]] {
		return template.Template{}, false
	}
	format, ok := m.constant(as[1])
	if !ok || strings.ContainsAny(format, "#&") {
		return template.Template{}, false
	}
	convs := buildConversions(format)
	if len(convs) < 2 || len(convs) > len(as)-2 || !strings.ContainsRune("bhiIlLkKn", convs[0]) || !strings.ContainsRune("szyUOSN", convs[1]) {
		return template.Template{}, false
	}
	parts := []template.Template{template.Lit("[Errno "), template.Hole(m.one(as[2]), "", "d"), template.Lit("] "), m.piece(as[3])}
	if len(convs) >= 3 && strings.ContainsRune("szyUOSN", convs[2]) && class[strings.LastIndexAny(class, ".>")+1:] != "BlockingIOError" {
		parts = append(parts, template.Lit(": "), template.Hole(m.one(as[4]), "r", ""))
	}
	return template.Concat(parts...), true
}

// buildConversions returns the conversion letters of a Py_BuildValue
// format ("(isn)" is i, s, n), its brackets, separators and the size
// and length marks after a letter (s#, z*, O&) left out.
func buildConversions(format string) []rune {
	var out []rune
	for _, c := range format {
		switch {
		case strings.ContainsRune("()[]{}:, \t#*&!", c):
		default:
			out = append(out, c)
		}
	}
	return out
}

// errnoMessage is the text of an exception of class made from errno and
// strerror(errno) (PyErr_SetFromErrno and its WithFilename forms, with
// the filenames fns): "[Errno 2] No such file or directory: 'x'" for
// OSError and its subclasses, "(34, 'Numerical result out of range')"
// for other classes (os says the class is one the file made with an
// OSError base).
func errnoMessage(class string, os bool, fns []*sitter.Node, m *msg) template.Template {
	var names []template.Template
	for _, f := range fns {
		if t := m.text(tsutil.Inner(f)); t != "NULL" && t != "nullptr" && t != "0" {
			names = append(names, template.Hole(m.one(f), "r", ""))
		}
	}
	code, text := template.Hole("errno", "", "d"), template.Hole("strerror(errno)", "", "")
	if os || oserrorFamily[class[strings.LastIndexAny(class, ".>")+1:]] {
		parts := []template.Template{template.Lit("[Errno "), code, template.Lit("] "), text}
		for i, n := range names {
			sep := ": "
			if i > 0 {
				sep = " -> "
			}
			parts = append(parts, template.Lit(sep), n)
		}
		return template.Concat(parts...)
	}
	parts := []template.Template{template.Lit("("), code, template.Lit(", "), template.Hole("strerror(errno)", "r", "")}
	for _, n := range names {
		parts = append(parts, template.Lit(", "), n)
	}
	return template.Concat(append(parts, template.Lit(")"))...)
}

func (m *msg) texts(ns []*sitter.Node) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = m.one(n)
	}
	return out
}

// constant returns the text n evaluates to when it has no holes.
func (m *msg) constant(n *sitter.Node) (string, bool) {
	t := m.expr(n)
	if t.Holes() > 0 || t.IsEmpty() && !m.stringish(n) {
		return "", false
	}
	return t.Render(), true
}

// braceFormat reads an fmt / std::format string: {} and {0} are
// arguments, {:x} keeps its spec, {{ and }} are braces.
func braceFormat(format string, args []string) template.Template {
	t, err := template.ParseFormat(format, func(field string, auto int) (string, bool) {
		i := auto
		if field != "" {
			n, err := strconv.Atoi(field)
			if err != nil {
				return "", false
			}
			i = n
		}
		if i < 0 || i >= len(args) {
			return "", false
		}
		return args[i], true
	})
	if err != nil {
		return template.Lit(format)
	}
	for i := range t.Parts { // fmt's specs are not Python's: keep only d/x for digit classes
		if p := &t.Parts[i]; p.Hole && p.Spec != "" && !strings.ContainsAny(p.Spec[len(p.Spec)-1:], "dxX") {
			p.Spec = ""
		}
	}
	return t
}

var priRE = lazyre.New(`^(?:PRI|SCN)([diouxX])(?:8|16|32|64|MAX|PTR|LEAST8|LEAST16|LEAST32|LEAST64|FAST8|FAST16|FAST32|FAST64)$`)

// literal decodes a string literal, a raw string or adjacent literals;
// an identifier between literals (a macro such as PRIu64 or __FILE__)
// becomes its conversion letter or a hole.
func (m *msg) literal(n *sitter.Node) template.Template {
	switch n.Kind() {
	case "string_literal":
		return splitMarkers(decodeString(m.text(n)))
	case "raw_string_literal":
		return splitMarkers(rawValue(m.text(n)))
	case "concatenated_string":
		var parts []template.Template
		for i := uint(0); i < n.NamedChildCount(); i++ {
			c := n.NamedChild(i)
			switch c.Kind() {
			case "string_literal", "raw_string_literal":
				parts = append(parts, m.literal(c))
			case "identifier":
				name := m.text(c)
				if sm := priRE.FindStringSubmatch(name); sm != nil {
					parts = append(parts, template.Lit(sm[1]))
				} else {
					parts = append(parts, m.expr(c))
				}
			}
		}
		return template.Concat(parts...)
	}
	return template.Template{}
}

// splitMarkers turns the parameter markers of a definition's own record
// into holes named "#param".
func splitMarkers(s string) template.Template {
	if !strings.Contains(s, markerOpen) {
		return template.Lit(s)
	}
	var parts []template.Template
	for {
		i := strings.Index(s, markerOpen)
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], markerClose)
		if j < 0 {
			break
		}
		parts = append(parts, template.Lit(s[:i]), template.Hole("#"+s[i+len(markerOpen):i+j], "", ""))
		s = s[i+j+len(markerClose):]
	}
	parts = append(parts, template.Lit(s))
	return template.Concat(parts...)
}

// decodeString returns the value of a (possibly prefixed) string literal.
func decodeString(lit string) string {
	i := strings.IndexByte(lit, '"')
	if i < 0 {
		return lit
	}
	body := lit[i+1:]
	body = strings.TrimSuffix(body, `"`)
	return tsutil.Unescape(body, tsutil.CEscapes)
}

// rawValue returns the content of R"delim(…)delim".
func rawValue(lit string) string {
	i := strings.IndexByte(lit, '"')
	j := strings.IndexByte(lit, '(')
	if i < 0 || j < i {
		return lit
	}
	delim := lit[i+1 : j]
	body := lit[j+1:]
	return strings.TrimSuffix(strings.TrimSuffix(body, `"`), ")"+delim)
}

// charValue returns the character a char literal stands for.
func charValue(lit string) (string, bool) {
	i := strings.IndexByte(lit, '\'')
	if i < 0 || len(lit) < i+3 {
		return "", false
	}
	s := tsutil.Unescape(strings.TrimSuffix(lit[i+1:], "'"), tsutil.CEscapes)
	if utf8.RuneCountInString(s) != 1 {
		return "", false
	}
	return s, true
}

var cVerbRE = lazyre.New(`%([-+ #0]*(?:[0-9]+|\*)?(?:\.(?:[0-9]+|\*))?)(hh|h|ll|l|L|q|j|z|Z|t|I64|I32|I)?([diouxXeEfFgGaAcspnRSUVTNm%])`)

// cFormat rewrites a C printf format and its arguments into the form
// template.ParsePrintf reads: length modifiers dropped (%lld, %zu,
// %" PRId64 "), glibc's %m (errno's text, no argument) a hole for
// strerror(errno); with python, PyUnicode_FromFormat's codes: %R (repr)
// and %A (ascii) as !r, %S, %U, %T and %N as %s, and %V (an object or, if
// it is NULL, a C string: two arguments) as one hole for the first.
func cFormat(f string, args []string, python bool) (string, []string) {
	if !strings.Contains(f, "%") {
		return f, args
	}
	var out []string
	next := 0
	take := func() {
		if next < len(args) {
			out = append(out, args[next])
		}
		next++
	}
	format := cVerbRE.ReplaceAllStringFunc(f, func(v string) string {
		sm := cVerbRE.FindStringSubmatch(v)
		flags, verb := sm[1], sm[3]
		if verb == "%" {
			return "%%"
		}
		for _, c := range flags {
			if c == '*' {
				take()
			}
		}
		switch {
		case verb == "m":
			out = append(out, "strerror(errno)")
			return "%" + flags + "s"
		case python && (verb == "R" || verb == "A"):
			take()
			return "%" + flags + "r"
		case python && verb == "V":
			take()
			next++ // the fallback C string
			return "%" + flags + "s"
		case python && (verb == "S" || verb == "U" || verb == "T" || verb == "N"):
			take()
			return "%" + flags + "s"
		}
		take()
		return "%" + flags + verb
	})
	for ; next < len(args); next++ {
		out = append(out, args[next])
	}
	return format, out
}

// namedString returns the text of a static string object whose address
// is taken, &M(x), when x is an identifier the file declares with its
// text: a use NAME(x, "text") (CPython's _Py_DECLARE_STR(list_err, "list
// index out of range") pairs list_err with the text, and
// &_Py_STR(list_err) is then that text).
func (x *file) namedString(call *sitter.Node, src []byte) (template.Template, bool) {
	as := args(call)
	if len(as) != 1 || len(x.strDecls) == 0 {
		return template.Template{}, false
	}
	t, ok := x.strDecls[tsutil.Text(as[0], src)]
	if !ok {
		return template.Template{}, false
	}
	return template.Lit(t), true
}

// stringDecls reads the uses NAME(x, "text") of toks (an identifier and
// string literals as the arguments, a statement of its own, NAME neither
// a known nor a raising macro): x's text, for namedString. A name given
// two texts is left out.
func stringDecls(toks []token, ms macroSet) map[string]string {
	var out map[string]string
	for i := 0; i+5 < len(toks); i++ {
		if toks[i].kind != tIdent || ms[toks[i].text] != nil || toks[i+1].text != "(" ||
			toks[i+2].kind != tIdent || toks[i+3].text != "," || toks[i+4].kind != tString || i > 0 && toks[i-1].text != ";" && toks[i-1].text != "{" && toks[i-1].text != "}" && !toks[i].bol {
			continue
		}
		var b strings.Builder
		j := i + 4
		for ; j < len(toks) && toks[j].kind == tString; j++ {
			b.WriteString(decodeString(toks[j].text))
		}
		if j+1 >= len(toks) || toks[j].text != ")" || toks[j+1].text != ";" {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		if prev, ok := out[toks[i+2].text]; ok && prev != b.String() {
			out[toks[i+2].text] = "\x00"
			continue
		}
		out[toks[i+2].text] = b.String()
	}
	for k, v := range out {
		if v == "\x00" {
			delete(out, k)
		}
	}
	return out
}

// stringVars reads the file-scope variables of toks that hold one
// string's text: `static const char *NAME = "…" "…";` or `static const
// char NAME[] = "…";`, declared outside every brace and assigned nowhere
// else in the file (a name given another value, or declared twice with
// two texts under #ifdef, is left out). A message handed such a name
// (PyErr_SetString(PyExc_ValueError, invalid_rounding_err), or a helper
// given it) prints that text.
func stringVars(toks []token) map[string]string {
	var out map[string]string
	assigned, declared := map[string]int{}, map[string]int{}
	depth := 0
	for i := 0; i < len(toks); i++ {
		switch toks[i].text {
		case "{":
			depth++
		case "}":
			depth--
		case "=":
			if i > 0 && toks[i-1].kind == tIdent {
				assigned[toks[i-1].text]++
			}
		}
		if depth != 0 || toks[i].text != "char" {
			continue
		}
		// char [const] * [const] NAME = or char NAME [ N ] =
		j := i + 1
		for j < len(toks) && toks[j].text == "const" {
			j++
		}
		ptr := j < len(toks) && toks[j].text == "*"
		if ptr {
			j++
			for j < len(toks) && toks[j].text == "const" {
				j++
			}
		}
		if j+1 >= len(toks) || toks[j].kind != tIdent {
			continue
		}
		name, k := toks[j].text, j+1
		if !ptr {
			if toks[k].text != "[" {
				continue
			}
			for k < len(toks) && toks[k].text != "]" {
				k++
			}
			k++
		}
		if k+1 >= len(toks) || toks[k].text != "=" || toks[k+1].kind != tString {
			continue
		}
		var b strings.Builder
		k++
		for ; k < len(toks) && toks[k].kind == tString; k++ {
			b.WriteString(decodeString(toks[k].text))
		}
		if k >= len(toks) || toks[k].text != ";" {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		declared[name]++
		if prev, ok := out[name]; ok && prev != b.String() {
			out[name] = "\x00"
			continue
		}
		out[name] = b.String()
	}
	for k, v := range out {
		if v == "\x00" || assigned[k] > declared[k] {
			delete(out, k)
		}
	}
	return out
}

// stringMacro returns the text of an object-like macro of the file whose
// body is string literals (#define ERR_EXPECTING_VALUE "Expecting
// value"), which a message passed through a function keeps as a name.
func (x *file) stringMacro(name string) (template.Template, bool) {
	mc := x.ms[name]
	if mc == nil || mc.fn || mc.table || len(mc.body) == 0 {
		return template.Template{}, false
	}
	var b strings.Builder
	for _, t := range mc.body {
		if t.kind != tString {
			return template.Template{}, false
		}
		b.WriteString(decodeString(t.text))
	}
	return template.Lit(b.String()), true
}
