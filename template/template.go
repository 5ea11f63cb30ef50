package template

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Part is a literal run of text or a hole.
type Part struct {
	Hole bool
	Lit  string // literal text, when !Hole
	Expr string // source expression of a hole
	Conv string // conversion: "r", "s", "a" or "" (Python !r, Go %q, Rust {:?})
	Spec string // format spec without the colon, e.g. ">10", "5d", "x"
	// Optional marks text that may or may not be printed around the
	// message proper, such as the fields a tracing subscriber appends to
	// an event's message. Pattern wraps each run of optional parts in
	// (?:…)?; Message and Render print them like the others, and
	// LiteralLen does not count them.
	Optional bool
	// OptStart marks the first part of an optional run that is present or
	// absent apart from the optional part before it (Opt's first part):
	// Pattern starts a (?:…)? group of its own there.
	OptStart bool
}

// Template is a sequence of parts. The zero Template is the empty message.
type Template struct {
	Parts []Part
}

// Lit returns a template holding only s.
func Lit(s string) Template {
	if s == "" {
		return Template{}
	}
	return Template{Parts: []Part{{Lit: s}}}
}

// Hole returns a template holding one hole for expr.
func Hole(expr, conv, spec string) Template {
	return Template{Parts: []Part{{Hole: true, Expr: expr, Conv: conv, Spec: spec}}}
}

// Opt returns t with every part marked Optional, as one run that is
// printed whole or not at all (apart from optional parts around it).
func Opt(t Template) Template {
	out := Template{Parts: make([]Part, len(t.Parts))}
	for i, p := range t.Parts {
		p.Optional = true
		p.OptStart = i == 0
		out.Parts[i] = p
	}
	return out
}

// Concat joins templates, merging adjacent literals.
func Concat(ts ...Template) Template {
	var out Template
	for _, t := range ts {
		for _, p := range t.Parts {
			out.add(p)
		}
	}
	return out
}

func (t *Template) add(p Part) {
	if !p.Hole {
		if p.Lit == "" {
			return
		}
		if n := len(t.Parts); n > 0 && !t.Parts[n-1].Hole && t.Parts[n-1].Optional == p.Optional && !p.OptStart {
			t.Parts[n-1].Lit += p.Lit
			return
		}
	}
	t.Parts = append(t.Parts, p)
}

// IsEmpty reports whether t has no parts.
func (t Template) IsEmpty() bool { return len(t.Parts) == 0 }

// Holes returns the number of holes.
func (t Template) Holes() int {
	n := 0
	for _, p := range t.Parts {
		if p.Hole {
			n++
		}
	}
	return n
}

// LiteralLen returns the number of literal bytes outside optional parts,
// a measure of how specific the template is.
func (t Template) LiteralLen() int {
	n := 0
	for _, p := range t.Parts {
		if !p.Hole && !p.Optional {
			n += len(p.Lit)
		}
	}
	return n
}

// braces doubles the braces of a literal part.
var braces = strings.NewReplacer("{", "{{", "}", "}}")

// Message returns the errorMessage form: literals with { and } doubled,
// holes as {expr}, {expr!r}, {expr:spec}.
func (t Template) Message() string {
	var b strings.Builder
	for _, p := range t.Parts {
		if !p.Hole {
			b.WriteString(braces.Replace(p.Lit))
			continue
		}
		b.WriteByte('{')
		b.WriteString(p.Expr)
		if p.Conv != "" {
			b.WriteString("!" + p.Conv)
		}
		if p.Spec != "" {
			b.WriteString(":" + p.Spec)
		}
		b.WriteByte('}')
	}
	return b.String()
}

// Pattern returns the messagePattern form: literals escaped with
// regexp.QuoteMeta, each hole a capture group (see HolePattern) and each
// run of optional parts a (?:…)? group. An empty template yields "".
func (t Template) Pattern() string {
	var b strings.Builder
	for i, p := range t.Parts {
		if p.Optional && (i == 0 || !t.Parts[i-1].Optional || p.OptStart) {
			b.WriteString("(?:")
		}
		if p.Hole {
			b.WriteString(HolePattern(p))
		} else {
			b.WriteString(quoteLiteral(p.Lit))
		}
		if p.Optional && (i == len(t.Parts)-1 || !t.Parts[i+1].Optional || t.Parts[i+1].OptStart) {
			b.WriteString(")?")
		}
	}
	return b.String()
}

// quoteLiteral is regexp.QuoteMeta that also keeps the pattern valid UTF-8:
// each invalid byte becomes \x{fffd}, which is how regexp reads such a byte
// of its input.
func quoteLiteral(s string) string {
	if utf8.ValidString(s) {
		return regexp.QuoteMeta(s)
	}
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n == 1 {
			b.WriteString(`\x{fffd}`)
		} else {
			b.WriteString(regexp.QuoteMeta(s[:n]))
		}
		s = s[n:]
	}
	return b.String()
}

// HolePattern returns the capture group for a hole. Integer and hex specs
// get digit classes; everything else is the lazy (.+?) of the reference
// record, since a repr or a custom __str__ can print anything.
func HolePattern(p Part) string {
	if p.Conv == "" {
		spec := p.Spec
		if spec != "" {
			pad := len(strings.TrimLeft(spec, "<>^=+- #0123456789,_.")) < len(spec) && hasWidth(spec)
			var g string
			switch spec[len(spec)-1] {
			case 'd', 'i', 'u':
				g = `([-+]?\d+)`
			case 'x':
				g = `((?:0x)?[0-9a-f]+)`
			case 'X':
				g = `((?:0X)?[0-9A-F]+)`
			}
			if g != "" {
				if pad {
					return ` *` + g + ` *`
				}
				return g
			}
		}
	}
	return `(.+?)`
}

func hasWidth(spec string) bool {
	return strings.ContainsAny(strings.TrimRight(spec, "diuxX"), "123456789")
}

// Render substitutes values for the holes in order; missing values render
// as the hole's expression in braces. It is the inverse of matching Pattern.
func (t Template) Render(values ...string) string {
	var b strings.Builder
	i := 0
	for _, p := range t.Parts {
		if !p.Hole {
			b.WriteString(p.Lit)
			continue
		}
		if i < len(values) {
			b.WriteString(values[i])
		} else {
			b.WriteString("{" + p.Expr + "}")
		}
		i++
	}
	return b.String()
}

// SyntaxError describes a malformed errorMessage.
type SyntaxError struct {
	Offset int // byte offset in the input
	Msg    string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("offset %d: %s", e.Offset, e.Msg) }

// Parse reads the errorMessage form back into a Template. It is the inverse
// of Message: Parse(t.Message()) reproduces t.
func Parse(msg string) (Template, error) {
	return parseBraces(msg, nil)
}

// Resolver maps a brace field name ("", "0", "name") to the expression it
// stands for, and reports whether it is known. ParseFormat calls it with the
// auto-numbered index for empty names.
type Resolver func(field string, auto int) (string, bool)

// ParseFormat reads a str.format / Rust format! string, resolving field
// names to argument expressions through res. Unknown fields keep their name.
func ParseFormat(format string, res Resolver) (Template, error) {
	if res == nil {
		res = func(string, int) (string, bool) { return "", false }
	}
	return parseBraces(format, res)
}

func parseBraces(s string, res Resolver) (Template, error) {
	var t Template
	var lit strings.Builder
	auto := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '{' && i+1 < len(s) && s[i+1] == '{':
			lit.WriteByte('{')
			i += 2
		case c == '}' && i+1 < len(s) && s[i+1] == '}':
			lit.WriteByte('}')
			i += 2
		case c == '}':
			if res != nil { // format strings in the wild are lax: keep it literal
				lit.WriteByte('}')
				i++
				continue
			}
			return Template{}, &SyntaxError{i, "single '}' (write '}}' for a literal brace)"}
		case c == '{':
			end, expr, conv, spec, err := scanField(s, i)
			if err != nil {
				if res != nil {
					lit.WriteString(s[i:])
					i = len(s)
					continue
				}
				return Template{}, err
			}
			if res == nil {
				// Strict mode must round-trip: reject fields Message would not
				// write back the same way, such as "{x!}" or "{x:}".
				canon := Template{Parts: []Part{{Hole: true, Expr: expr, Conv: conv, Spec: spec}}}
				if canon.Message() != s[i:end] {
					return Template{}, &SyntaxError{i, "empty conversion or format spec"}
				}
			}
			t.add(Part{Lit: lit.String()})
			lit.Reset()
			if res != nil {
				name, rest := splitField(expr)
				e, ok := res(name, auto)
				if name == "" {
					auto++
				}
				switch {
				case ok:
					expr = e + rest
				case name == "":
					expr = fmt.Sprintf("%d", auto-1) + rest
				}
			}
			t.add(Part{Hole: true, Expr: expr, Conv: conv, Spec: spec})
			i = end
		default:
			lit.WriteByte(c)
			i++
		}
	}
	t.add(Part{Lit: lit.String()})
	return t, nil
}

// splitField splits "name.attr[0]" into "name" and ".attr[0]".
func splitField(f string) (string, string) {
	if j := strings.IndexAny(f, ".["); j >= 0 {
		return f[:j], f[j:]
	}
	return f, ""
}

// scanField scans the field starting at s[start] == '{'. It tracks nested
// brackets and quoted strings so that {d['k']}, {f(a, {1})} and {x:{w}}
// parse whole. It returns the index after the closing brace.
func scanField(s string, start int) (end int, expr, conv, spec string, err error) {
	depth := 0
	exprEnd, convAt, specAt := -1, -1, -1
	var quote byte
	for i := start + 1; i < len(s); i++ {
		c := s[i]
		if quote != 0 {
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		}
		if specAt >= 0 { // inside the spec only nested {…} matter
			switch c {
			case '{':
				depth++
			case '}':
				if depth == 0 {
					return i + 1, s[start+1 : exprEnd], conv, s[specAt:i], nil
				}
				depth--
			}
			continue
		}
		switch c {
		case '\'', '"':
			quote = c
		case '(', '[', '{':
			depth++
		case ')', ']':
			depth--
		case '}':
			if depth > 0 {
				depth--
				continue
			}
			if exprEnd < 0 {
				exprEnd = i
			}
			if convAt >= 0 {
				conv = s[convAt:i]
			}
			return i + 1, s[start+1 : exprEnd], conv, "", nil
		case '!':
			if depth == 0 && i+1 < len(s) && s[i+1] != '=' && exprEnd < 0 {
				exprEnd = i
				convAt = i + 1
			}
		case ':':
			if depth == 0 && (i+1 >= len(s) || s[i+1] != '=') {
				if exprEnd < 0 {
					exprEnd = i
				}
				if convAt >= 0 {
					conv = s[convAt:i]
				}
				specAt = i + 1
			}
		}
	}
	return 0, "", "", "", &SyntaxError{start, "unclosed '{'"}
}
