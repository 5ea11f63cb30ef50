package enrich

import (
	"fmt"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// validationCode returns the guard of a Python site as the check a caller
// can run before the call: the site's own test becomes an assert of its
// negation carrying the site's message, and the conditions before it on
// the path (outer ifs, early exits) an if around the assert. Names are the
// caller's: the function's parameters as they are, self as an instance
// named after the class, cls as the class. A condition on the path that
// reads a local of the function is left out (the caller cannot evaluate
// it; a comment says so); when the site's own test reads one, there is no
// check to write and the result is "".
//
// last and n are the site's own test and how many of parts it covers, as
// siteShape returns them.
//
// imported are the names the site's file imports at module level, which a
// caller can import too.
func validationCode(r *catalog.Record, s *extract.Site, parts []part, last part, n int, l string, imported []string) string {
	if l != langPython || s.Context.Params == nil || len(parts) == 0 || n == 0 {
		return ""
	}
	ren := callerNames(s)
	for _, name := range imported {
		ren.visible[name] = true
	}
	test, ok := ren.expr(last.accept, l)
	if !ok {
		return ""
	}
	var pres, dropped []string
	for _, p := range parts[:len(parts)-n] {
		e, ok := ren.expr(p.reach, l)
		if !ok {
			dropped = append(dropped, p.reach)
			continue
		}
		pres = append(pres, conjunct(e, l))
	}
	msg := ren.fstring(s.Message, l)
	var b strings.Builder
	fmt.Fprintf(&b, "# the guard of %s at %s:%d", or(s.Context.Function, "the raise"), r.FilePath, r.LineNumber)
	if ren.self != "" && mentions(append(pres, test, msg), ren.self, l) {
		fmt.Fprintf(&b, "; %s is the %s instance", ren.self, classOf(s.Context.Function))
	}
	b.WriteString("\n")
	for _, d := range dropped {
		fmt.Fprintf(&b, "# left out: %s (reads a name local to the function)\n", code(d))
	}
	indent := ""
	if len(pres) > 0 {
		fmt.Fprintf(&b, "if %s:\n", strings.Join(pres, " and "))
		indent = "    "
	}
	if msg == "" {
		fmt.Fprintf(&b, "%sassert %s\n", indent, test)
	} else {
		fmt.Fprintf(&b, "%sassert %s, (\n%s    %s\n%s)\n", indent, test, indent, msg, indent)
	}
	return b.String()
}

// mentions reports whether any of the code texts reads name.
func mentions(texts []string, name, l string) bool {
	for _, t := range texts {
		if strings.Contains(t, "{"+name+".") {
			return true // a hole of the f-string message
		}
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
	self    string // the instance's name for self, "" when none
	cls     string // the class's name for cls
}

func callerNames(s *extract.Site) *renamer {
	r := &renamer{visible: map[string]bool{}}
	class := classOf(s.Context.Function)
	for i, p := range s.Context.Params {
		switch {
		case i == 0 && p == "self" && class != "":
			r.self = instanceName(class)
		case i == 0 && p == "cls" && class != "":
			r.cls = class
		default:
			r.visible[p] = true
		}
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
	if k == "" || pyKeywords[k] || pyBuiltins[k] || k == "self" {
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
	for _, n := range c.freeNames() {
		if n == "self" && r.self != "" || n == "cls" && r.cls != "" {
			continue
		}
		if !r.visible[n] {
			return "", false
		}
	}
	out := e
	if r.self != "" {
		out = parseCond(out, l).rename("self", r.self)
	}
	if r.cls != "" {
		out = parseCond(out, l).rename("cls", r.cls)
	}
	if r.self != "" && containsStr(parseCond(out, l).freeNames(), r.self) && r.visible[r.self] {
		return "", false // a parameter already has the instance's name
	}
	return out, true
}

// fstring renders a message template as a Python f-string in the caller's
// names; a hole the caller cannot evaluate is kept as its text in braces.
func (r *renamer) fstring(t template.Template, l string) string {
	if t.IsEmpty() {
		return ""
	}
	var b strings.Builder
	holes := false
	for _, p := range t.Parts {
		if !p.Hole {
			b.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(p.Lit))
			continue
		}
		e, ok := r.expr(p.Expr, l)
		if !ok || strings.ContainsAny(e, "\"\\\n") {
			b.WriteString("{{" + p.Expr + "}}")
			continue
		}
		holes = true
		b.WriteString("{" + e)
		if p.Conv != "" {
			b.WriteString("!" + p.Conv)
		}
		if p.Spec != "" {
			b.WriteString(":" + p.Spec)
		}
		b.WriteString("}")
	}
	s := b.String()
	if !holes {
		return pyQuote(strings.NewReplacer("{{", "{", "}}", "}").Replace(s))
	}
	return "f" + pyQuote(s)
}

// pyQuote returns s as a double-quoted Python string literal.
func pyQuote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range s {
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		default:
			if c < 0x20 {
				fmt.Fprintf(&b, `\x%02x`, c)
			} else {
				b.WriteRune(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
