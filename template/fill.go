package template

import (
	"strconv"
	"strings"
)

// A Filler says what a hole's expression stands for: Value returns the
// template of the value an expression has (a caller's argument, a
// sentinel's text), ok false when it is not known. Unwrap, when set,
// reads an expression that prints another one: it returns the inner
// expression and the conversion the wrapping adds ("r" for a quoting
// function, "" for one that prints the value as it is), ok false when expr
// wraps nothing. Quote renders literal text under the "r" conversion, as
// the language's repr or %q does.
type Filler struct {
	Value  func(expr string) (Template, bool)
	Unwrap func(expr string) (inner, conv string, ok bool)
	Quote  func(s string) string
}

// Fill returns t with the holes whose expression f knows replaced by the
// value: as it is for a plain hole; quoted (f.Quote) under an "r"
// conversion when the value is literal text; the value's one hole under
// this hole's conversion and spec when it is one hole; a decimal literal as
// itself under a "d" spec. Other holes are kept. n counts the holes
// replaced.
func Fill(t Template, f Filler) (out Template, n int) {
	var parts []Template
	keep := func(p Part) { parts = append(parts, Template{Parts: []Part{p}}) }
	for _, p := range t.Parts {
		if !p.Hole {
			keep(p)
			continue
		}
		expr, conv := p.Expr, p.Conv
		if f.Unwrap != nil {
			if inner, c, ok := f.Unwrap(expr); ok {
				expr = inner
				if c != "" {
					conv = c
				}
			}
		}
		v, ok := f.Value(expr)
		if !ok {
			keep(p)
			continue
		}
		lit, isLit := v.literal()
		e, isHole := v.oneHole()
		switch {
		case isHole:
			spec := p.Spec
			if conv != p.Conv {
				spec = ""
			}
			v = Hole(e, conv, spec)
		case p.Spec == "d" && conv == "" && isLit && lit != "" && strings.Trim(lit, "0123456789") == "":
		case p.Spec != "":
			keep(p)
			continue
		case conv == "":
		case isLit && f.Quote != nil:
			v = Lit(f.Quote(lit))
		default:
			keep(p)
			continue
		}
		if p.Optional {
			v = Opt(v)
			if len(v.Parts) > 0 {
				v.Parts[0].OptStart = p.OptStart // the run p was in goes on
			}
		}
		parts = append(parts, v)
		n++
	}
	return Concat(parts...), n
}

// literal returns the text of a template that is one literal.
func (t Template) literal() (string, bool) {
	if len(t.Parts) == 1 && !t.Parts[0].Hole {
		return t.Parts[0].Lit, true
	}
	return "", false
}

// oneHole returns the expression of a template that is one plain hole.
func (t Template) oneHole() (string, bool) {
	if len(t.Parts) == 1 && t.Parts[0].Hole && t.Parts[0].Conv == "" && t.Parts[0].Spec == "" {
		return t.Parts[0].Expr, true
	}
	return "", false
}

// Literal returns the text of a template that is one run of literal text.
func Literal(t Template) (string, bool) { return t.literal() }

// OneHole returns the expression of a template that is one plain hole
// (no conversion, no spec).
func OneHole(t Template) (string, bool) { return t.oneHole() }

// Printf is the template a constant printf format prints with the
// arguments' templates in its verbs (see ParsePrintf); an argument's text
// takes the verb's place as Fill puts it, and a verb without an argument,
// or whose argument Fill cannot put in, is a hole named argN.
func Printf(format string, args []Template) Template {
	names := make([]string, len(args))
	for i := range args {
		names[i] = "\x00" + strconv.Itoa(i)
	}
	arg := func(e string) (int, bool) {
		if !strings.HasPrefix(e, "\x00") {
			return 0, false
		}
		i, err := strconv.Atoi(e[1:])
		return i, err == nil && i < len(args)
	}
	out, _ := Fill(ParsePrintf(format, names, nil), Filler{Value: func(e string) (Template, bool) {
		if i, ok := arg(e); ok {
			return args[i], true
		}
		return Template{}, false
	}})
	for i := range out.Parts {
		if q := &out.Parts[i]; q.Hole && strings.HasPrefix(q.Expr, "\x00") {
			q.Expr = "arg" + q.Expr[1:]
		}
	}
	return out
}
