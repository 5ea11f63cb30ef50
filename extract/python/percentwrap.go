package python

import (
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// A percent wrapper is a function given a literal %-format and,
// positionally after it, exactly the values its directives print:
//
//	raise ValueError(unwrap(
//	    '''
//	    Error parsing %s - tag should have been %s, but %s was found
//	    ''',
//	    type_name(value), value.tag, tag))
//
// (def unwrap(string, *params): ... output % params). Such a call is the
// format applied to those values, as formatWrapper reads the keyword
// form of str.format. A format written as an indented block (a
// triple-quoted literal that starts with a line break) is one the
// function reflows: the block's text without its margins, its lines
// joined by a space; the lines kept (dedented) are the other variant. A
// function of the file that applies no % to a parameter other than its
// first is not a wrapper; one defined elsewhere is taken at its call's
// word. A block given alone, with no values, is read the same way.

// percentVerbRE finds the directives of a %-format: a named one, %(x)s,
// makes it no wrapper's.
var percentVerbRE = lazyre.New(`%(\([^)]*\))?[-#0 +]*(\*|\d+)?(\.(\*|\d+))?[hlL]?[diouxXeEfFgGcrsa%]`)

// percentWrapper returns the texts of call n of a percent wrapper.
func (x *file) percentWrapper(n, at *tsutil.Node, depth int) ([]template.Template, bool) {
	fn := x.field(n, "function")
	pos, kws, ok := x.arguments(n)
	if fn == nil || !ok || len(pos) == 0 || len(kws) > 0 {
		return nil, false
	}
	if k := x.kind(pos[0]); k != "string" && k != "concatenated_string" {
		return nil, false
	}
	if name := strings.TrimPrefix(x.funcKey(n), "."); name == "" || name == "format" || name == "join" {
		return nil, false
	}
	lit, ok := x.literal(pos[0], at, depth)
	if !ok {
		return nil, false
	}
	block := strings.HasPrefix(strings.TrimLeft(lit, " \t"), "\n")
	verbs := 0
	for _, v := range percentVerbRE.FindAllStringSubmatch(lit, -1) {
		switch {
		case v[0] == "%%":
		case v[1] != "" || v[2] == "*" || v[4] == "*":
			return nil, false // named, or a width given as a value
		default:
			verbs++
		}
	}
	values := pos[1:]
	if verbs != len(values) || verbs == 0 && !block {
		return nil, false
	}
	if def := x.moduleFunc(x.text(fn)); x.kind(fn) == "identifier" && def != nil && !x.percentsRest(def) {
		return nil, false
	}
	forms := []string{lit}
	if block {
		joined := reflow(lit)
		forms = []string{joined}
		if kept := strings.TrimSpace(dedentTemplate(template.Lit(lit)).Render()); kept != joined {
			forms = append(forms, kept)
		}
	}
	args := make([]string, len(values))
	for i, v := range values {
		args[i] = x.compact(v)
	}
	var out []template.Template
	for _, f := range forms {
		t := template.Lit(f)
		if verbs > 0 {
			t = x.foldConstants(template.ParsePrintf(f, args, nil), values)
		}
		out = appendUnique(out, t)
	}
	return out, true
}

// percentsRest reports whether function fn applies % to a parameter other
// than its first (output % params, with *params the rest).
func (x *file) percentsRest(fn *tsutil.Node) bool {
	params := x.paramNames(fn)
	if len(params) < 2 {
		return false
	}
	found := false
	x.walkKind(x.field(fn, "body"), "binary_operator", func(b *tsutil.Node) {
		if x.text(x.field(b, "operator")) != "%" {
			return
		}
		r := x.field(b, "right")
		for r != nil && x.kind(r) == "parenthesized_expression" && x.namedChildCount(r) == 1 {
			r = x.namedChild(r, 0)
		}
		if r != nil && x.kind(r) == "identifier" {
			for _, p := range params[1:] {
				if strings.TrimLeft(p, "*") == x.text(r) {
					found = true
				}
			}
		}
	})
	return found
}

// reflow is a block's text as one paragraph: without its margins, each
// line break between two lines of text a space.
func reflow(s string) string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, " ")
}
