package rust

import (
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
	sitter "github.com/tree-sitter/go-tree-sitter"
)

// format builds the template of format-macro arguments: a literal format
// string and its arguments, or one expression (2018-style panic!(msg),
// bail!(err)). strip removes that prefix from argument expressions.
func (x *fileCtx) format(args []arg, strip string) template.Template {
	lit, ok := x.stringLit(args[0].nodes)
	if !ok {
		return template.Hole(args[0].expr, "", "")
	}
	var pos []string
	named := map[string]string{}
	for _, a := range args[1:] {
		e := a.expr
		if strip != "" {
			e = stripFieldDots(e)
		}
		if a.name != "" {
			named[a.name] = e
		} else {
			pos = append(pos, e)
		}
	}
	return x.inlineConsts(rustFormat(lit, pos, named))
}

// inlineConsts puts the text of the file's string constants in for the
// holes of t that print one with no spec (write!(f, "{}", ERRORMSG_CHAR),
// const ERRORMSG_CHAR: &str = "not an ASCII character").
func (x *fileCtx) inlineConsts(t template.Template) template.Template {
	found := false
	parts := make([]template.Template, len(t.Parts))
	for i, p := range t.Parts {
		parts[i] = template.Template{Parts: []template.Part{p}}
		if c, ok := x.constStrs[p.Expr]; ok && p.Hole && p.Spec == "" && p.Conv == "" && !p.Optional {
			parts[i], found = template.Lit(c), true
		}
	}
	if !found {
		return t
	}
	return template.Concat(parts...)
}

// rustFormat parses a Rust format string. Positional fields take pos,
// named ones named; other names are implicit captures and keep their name.
// {:?} and {:#?} become the !r conversion.
func rustFormat(format string, pos []string, named map[string]string) template.Template {
	res := func(field string, auto int) (string, bool) {
		if field == "" {
			field = strconv.Itoa(auto)
		}
		if i, err := strconv.Atoi(field); err == nil {
			if i >= 0 && i < len(pos) {
				return pos[i], true
			}
			return field, true
		}
		if e, ok := named[field]; ok {
			return e, true
		}
		return field, true
	}
	t, err := template.ParseFormat(format, res)
	if err != nil {
		return template.Lit(format)
	}
	for i := range t.Parts {
		p := &t.Parts[i]
		if p.Hole && strings.HasSuffix(p.Spec, "?") {
			p.Conv = "r"
			p.Spec = strings.TrimSuffix(strings.TrimSuffix(p.Spec, "?"), "#")
		}
	}
	return t
}

var fieldDot = lazyre.New(`(^|[^\w)\].])\.(\w)`)

// stripFieldDots turns thiserror's .0 and .field shorthands into 0 and
// field.
func stripFieldDots(e string) string { return fieldDot.ReplaceAllString(e, "${1}${2}") }

// stringLit decodes nodes when they are exactly one string literal.
func (x *fileCtx) stringLit(nodes []*sitter.Node) (string, bool) {
	if len(nodes) != 1 {
		return "", false
	}
	return decodeString(nodes[0], x.src)
}

// decodeString returns the value of a string_literal or raw_string_literal
// node.
func decodeString(n *sitter.Node, src []byte) (string, bool) {
	s := tsutil.Text(n, src)
	switch n.Kind() {
	case "raw_string_literal":
		s = strings.TrimPrefix(s, "r")
		h := len(s) - len(strings.TrimLeft(s, "#"))
		if len(s) < 2*h+2 {
			return "", false
		}
		return s[h+1 : len(s)-h-1], true
	case "string_literal":
		if len(s) < 2 || s[0] != '"' || s[len(s)-1] != '"' {
			return "", false
		}
		return tsutil.Unescape(s[1:len(s)-1], tsutil.RustEscapes), true
	}
	return "", false
}
