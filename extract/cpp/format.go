package cpp

import (
	"strconv"
	"strings"

	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Formats handed on. A function that formats its message from a format it
// was given (CPython's type_error(msg, obj) calling PyErr_Format(
// PyExc_TypeError, msg, Py_TYPE(obj)->tp_name), or _PyErr_FormatV
// formatting a va_list) is a helper whose message is not text yet: the
// format comes from its caller. Such a message is kept, while helpers are
// resolved, as a hole with the conversion convPrintf whose Expr is the
// format's parameter, followed by the format's argument expressions as
// holes, or, for a va_list, by none: its Spec says which (printfSpec).
// A call that passes a constant format turns it into text with the
// call's arguments put in for the parameters the argument expressions
// name; plain drops the encoding for a record of the helper itself.

// convPrintf marks the hole of a format handed on.
const convPrintf = "printf"

// printfSpec says where a handed-on format takes its arguments: py is
// PyUnicode_FromFormat's dialect (%R, %S, %U…) rather than C's printf; n
// is the number of argument holes that follow; va, when set, names the
// va_list parameter the arguments come in, or is "..." for the
// function's own variadic arguments.
type printfSpec struct {
	py bool
	n  int
	va string
}

func (p printfSpec) String() string {
	s := "c"
	if p.py {
		s = "py"
	}
	if p.va != "" {
		return s + ";va=" + p.va
	}
	return s + ";n=" + strconv.Itoa(p.n)
}

func parsePrintfSpec(s string) printfSpec {
	dialect, rest, _ := strings.Cut(s, ";")
	p := printfSpec{py: dialect == "py"}
	if v, ok := strings.CutPrefix(rest, "va="); ok {
		p.va = v
	} else if v, ok := strings.CutPrefix(rest, "n="); ok {
		p.n, _ = strconv.Atoi(v)
	}
	return p
}

// handedOn returns the template of a format expression fmtExpr (a name)
// formatted with the argument expressions args (or the va_list va).
func handedOn(fmtExpr string, args []string, va string, py bool) template.Template {
	spec := printfSpec{py: py, n: len(args), va: va}
	parts := []template.Part{{Hole: true, Expr: fmtExpr, Conv: convPrintf, Spec: spec.String()}}
	if va == "" {
		for _, a := range args {
			parts = append(parts, template.Part{Hole: true, Expr: a})
		}
	}
	return template.Template{Parts: parts}
}

// plain drops the handed-on encoding: a handed-on format is one hole, its
// arguments go.
func plain(t template.Template) template.Template {
	if !hasPrintf(t) {
		return t
	}
	var out []template.Template
	for i := 0; i < len(t.Parts); i++ {
		p := t.Parts[i]
		if p.Hole && p.Conv == convPrintf {
			out = append(out, template.Hole(p.Expr, "", ""))
			i += parsePrintfSpec(p.Spec).n
			continue
		}
		out = append(out, template.Template{Parts: []template.Part{p}})
	}
	return template.Concat(out...)
}

func hasPrintf(t template.Template) bool {
	for _, p := range t.Parts {
		if p.Hole && p.Conv == convPrintf {
			return true
		}
	}
	return false
}

// printfTexts is the template of a printf call with a constant format and
// the arguments' source texts; with py, the format is
// PyUnicode_FromFormat's. A string literal printed with a plain %s, and a
// decimal literal printed with %d, is text.
func printfTexts(format string, args []string, py bool) template.Template {
	return printfPieces(format, args, nil, py)
}

// printfPieces is printfTexts where an argument printed with a plain %s
// (or %U, %S) is its template, pieces[i] for args[i], when that has text
// of its own: a local holding a literal.
func printfPieces(format string, args []string, pieces []template.Template, py bool) template.Template {
	f, as := cFormat(format, args, py)
	t := template.ParsePrintf(f, as, nil)
	var parts []template.Template
	folded := false
	for _, p := range t.Parts {
		if p.Hole && p.Conv == "" && (p.Spec == "" || p.Spec == "d" || p.Spec == "i" || p.Spec == "u") && decimalRE.MatchString(p.Expr) {
			parts = append(parts, template.Lit(strings.TrimRight(p.Expr, "uUlL"))) // a number literal printed as a number
			folded = true
			continue
		}
		if p.Hole && p.Conv == "" && (p.Spec == "" || p.Spec == "s") {
			if singleLiteral(p.Expr) {
				// A stringified macro parameter in it (#cond) stays a hole.
				parts = append(parts, splitMarkers(decodeString(p.Expr)))
				folded = true
				continue
			}
			if k := indexOf(args, p.Expr); k >= 0 && k < len(pieces) && pieces[k].LiteralLen() > 0 {
				parts = append(parts, pieces[k])
				folded = true
				continue
			}
		}
		parts = append(parts, template.Template{Parts: []template.Part{p}})
	}
	if !folded {
		return t
	}
	return template.Concat(parts...)
}

// singleLiteral reports whether expr is one C string literal: quoted,
// with no unescaped quote inside ("a, " "b" is two, which the argument's
// own template joins).
func singleLiteral(expr string) bool {
	if len(expr) < 2 || expr[0] != '"' || expr[len(expr)-1] != '"' {
		return false
	}
	for i := 1; i < len(expr)-1; i++ {
		switch expr[i] {
		case '\\':
			i++
		case '"':
			return false
		}
	}
	return true
}

func indexOf(xs []string, s string) int {
	for i, x := range xs {
		if x == s {
			return i
		}
	}
	return -1
}

// A call binds a helper's parameters to the arguments of one call.
type call struct {
	params []string            // the helper's, "..." for the variadic rest
	pieces []template.Template // each argument as operator<< or %s prints it
	texts  []string            // each argument's source text
	// vaLists are the names the calling function starts with va_start:
	// a va_list of its own variadic arguments.
	vaLists map[string]bool
}

// arg returns the index of the argument bound to parameter name, or -1.
func (c *call) arg(name string) int {
	for i, p := range c.params {
		if p == name && p != "" && !strings.HasPrefix(p, "...") {
			if i < len(c.texts) {
				return i
			}
			return -1
		}
	}
	return -1
}

// rest returns the variadic arguments' texts and templates.
func (c *call) rest() ([]string, []template.Template) {
	for i, p := range c.params {
		if strings.HasPrefix(p, "...") {
			if i < len(c.texts) {
				return c.texts[i:], c.pieces[i:]
			}
			return nil, nil
		}
	}
	return nil, nil
}

// substitute replaces the helper's parameter names in an expression by
// the call's argument texts.
func (c *call) substitute(expr string) string {
	for i, p := range c.params {
		if p != "" && !strings.HasPrefix(p, "...") && i < len(c.texts) && mentions(expr, p) {
			expr = replaceIdent(expr, p, c.texts[i])
		}
	}
	return expr
}

// apply returns a helper's message template at the call: holes naming a
// parameter take the argument (a format handed on is formatted when the
// argument is constant), other holes have the parameters in their
// expressions replaced.
func (c *call) apply(t template.Template) template.Template {
	var out []template.Template
	for i := 0; i < len(t.Parts); i++ {
		p := t.Parts[i]
		switch {
		case !p.Hole:
			out = append(out, template.Template{Parts: []template.Part{p}})
		case p.Conv == convPrintf:
			spec := parsePrintfSpec(p.Spec)
			var args []string
			for k := 0; k < spec.n && i+1+k < len(t.Parts); k++ {
				args = append(args, c.substitute(t.Parts[i+1+k].Expr))
			}
			i += spec.n
			out = append(out, c.format(p.Expr, args, spec))
		default:
			if c.isPack(p.Expr) {
				_, pieces := c.rest()
				out = append(out, pieces...)
				continue
			}
			if k := c.arg(p.Expr); k >= 0 {
				if p.Conv == "" && p.Spec == "" {
					out = append(out, c.pieces[k])
				} else {
					out = append(out, template.Hole(c.texts[k], p.Conv, p.Spec))
				}
				continue
			}
			p.Expr = c.substitute(p.Expr)
			out = append(out, template.Template{Parts: []template.Part{p}})
		}
	}
	return template.Concat(out...)
}

// format is a handed-on format at the call: text when the argument for
// the format is constant, handed on again when it is a name (the caller's
// parameter), else one hole. A va_list the caller started itself carries
// the caller's own variadic arguments, which its callers give.
func (c *call) format(fmtParam string, args []string, spec printfSpec) template.Template {
	k := c.arg(fmtParam)
	if k < 0 {
		return template.Hole(fmtParam, "", "")
	}
	va := ""
	var pieces []template.Template
	switch spec.va {
	case "":
	case "...":
		args, pieces = c.rest()
	default:
		args = nil
		if j := c.arg(spec.va); j >= 0 && c.vaLists[c.texts[j]] {
			va = "..."
		} else if j >= 0 && isIdent(c.texts[j]) {
			va = c.texts[j] // a va_list passed on again
		}
	}
	f := c.pieces[k]
	switch {
	case va != "" && isIdent(c.texts[k]):
		return handedOn(c.texts[k], nil, va, spec.py)
	case f.Holes() == 0 && !f.IsEmpty():
		return printfPieces(f.Render(), args, pieces, spec.py)
	case isIdent(c.texts[k]) && va == "":
		return handedOn(c.texts[k], args, "", spec.py)
	}
	return template.Hole(c.texts[k], "", "")
}

// isPack reports whether name is the helper's C++ parameter pack.
func (c *call) isPack(name string) bool {
	for _, p := range c.params {
		if p == "..."+name && name != "" {
			return true
		}
	}
	return false
}

// locationRE matches a source_location accessor on a name (sourceLocation).
var locationRE = lazyre.New(`^([A-Za-z_]\w*)\.(file_name|line|column|function_name)\(\)$`)

// callerLocation puts the call's place in for the source_location
// accessors of a helper parameter the call leaves to its default (the
// caller's location): the file (an optional folder, then the name of
// file) and the line; the function stays a hole.
func (c *call) callerLocation(t template.Template, file string, line int) template.Template {
	if !strings.Contains(t.Message(), "()") {
		return t
	}
	var out []template.Template
	for _, p := range t.Parts {
		m := locationRE.FindStringSubmatch(p.Expr)
		if !p.Hole || m == nil || !contains(c.params, m[1]) || c.arg(m[1]) >= 0 {
			out = append(out, template.Template{Parts: []template.Part{p}})
			continue
		}
		switch m[2] {
		case "file_name":
			out = append(out, template.Opt(template.Hole("__FILE__", "", "")), template.Lit(file[strings.LastIndexByte(file, '/')+1:]))
		case "line":
			out = append(out, template.Lit(strconv.Itoa(line)))
		default:
			out = append(out, template.Hole("__func__", "", ""))
		}
	}
	return template.Concat(out...)
}

// vaStartRE finds va_start(ap, …): ap holds the function's own variadic
// arguments.
var vaStartRE = lazyre.New(`\bva_start\s*\(\s*([A-Za-z_]\w*)`)

// vaLists returns the names a function body starts with va_start.
func vaLists(body string) map[string]bool {
	out := map[string]bool{}
	for _, m := range vaStartRE.FindAllStringSubmatch(body, -1) {
		out[m[1]] = true
	}
	return out
}

// usesParams reports whether a helper message or class takes anything
// from params: a hole naming one, a format handed on in one, or the
// function's own variadic arguments.
func usesParams(t template.Template, params []string) bool {
	for _, p := range t.Parts {
		if !p.Hole {
			continue
		}
		if p.Conv == convPrintf && parsePrintfSpec(p.Spec).va == "..." {
			return true
		}
		for _, prm := range params {
			prm = strings.TrimPrefix(prm, "...")
			if prm != "" && (p.Expr == prm || mentions(p.Expr, prm)) {
				return true
			}
		}
	}
	return false
}
