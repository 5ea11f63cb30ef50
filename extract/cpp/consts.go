package cpp

import (
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// Integer constants. A message often prints a constant of the project
// with an integer conversion ("maximum salt length is %d bytes",
// BLAKE2S_SALTBYTES); its value is fixed when the program is built, so
// the hole is the constant's decimal text. Each file exports, as "const"
// Defs, the constants it gives an integer literal: an object-like
// #define whose body is one (in parentheses or not), and an enumerator
// initialised with one. The link pass puts the value in for each hole of
// an integer conversion whose expression is exactly a constant's name,
// when every definition of that name in the project gives it the same
// value (a name defined per platform with different values stays a
// hole).

// constNameRE is what a constant's name looks like: foreignMacroRE's
// upper case, digits and underscores.
var constNameRE = foreignMacroRE

// exportConsts adds to the file's summary a "const" Def per integer
// constant of toks (defs are the file's #defines).
func (x *file) exportConsts(toks []token, defs []directive) {
	add := func(name string, v int64) {
		x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "const", Name: name,
			Message: template.Lit(strconv.FormatInt(v, 10))})
	}
	for i := range defs {
		d := &defs[i]
		if d.fn || !constNameRE.MatchString(d.name) {
			continue
		}
		if v, ok := intBody(d.body); ok {
			add(d.name, v)
		}
	}
	for i := 0; i < len(toks); i++ {
		if toks[i].text != "enum" {
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].kind == tIdent {
			j++
		}
		if j >= len(toks) || toks[j].text != "{" {
			continue
		}
		for j++; j < len(toks) && toks[j].text != "}"; j++ {
			// NAME = [-]NUMBER followed by , or }
			if toks[j].kind != tIdent || j+2 >= len(toks) || toks[j+1].text != "=" || j > 0 && toks[j-1].text != "{" && toks[j-1].text != "," {
				continue
			}
			k := j + 2
			for k < len(toks) && toks[k].text != "," && toks[k].text != "}" {
				k++
			}
			if v, ok := intBody(toks[j+2 : k]); ok && constNameRE.MatchString(toks[j].text) {
				add(toks[j].text, v)
			}
			j = k - 1
		}
		i = j
	}
}

// constValue is the decimal text of expr, an integer literal or the name
// of a constant vals holds, or "".
func constValue(vals map[string]string, expr string) string {
	if v, ok := vals[expr]; ok {
		return v
	}
	if v, ok := intBody(lex([]byte(expr))); ok {
		return strconv.FormatInt(v, 10)
	}
	return ""
}

// intBody returns the value of tokens that are one integer literal,
// perhaps negated and in parentheses (8, (1024), -1, 0x10, 64U).
func intBody(ts []token) (int64, bool) {
	for len(ts) >= 3 && ts[0].text == "(" && ts[len(ts)-1].text == ")" {
		ts = ts[1 : len(ts)-1]
	}
	neg := false
	if len(ts) == 2 && ts[0].text == "-" {
		neg, ts = true, ts[1:]
	}
	if len(ts) != 1 || ts[0].kind != tNumber {
		return 0, false
	}
	lit := strings.TrimRight(ts[0].text, "uUlL")
	v, err := strconv.ParseInt(lit, 0, 64)
	if err != nil || lit != "0" && strings.HasPrefix(lit, "0") && !strings.HasPrefix(lit, "0x") && !strings.HasPrefix(lit, "0X") {
		return 0, false // not an integer, or octal (0755), left alone
	}
	if neg {
		v = -v
	}
	return v, true
}

// fillConstants puts the value of each constant the files define (one
// value wherever it is defined) in for the holes that print it with an
// integer conversion, in every site of every file, and the decimal value
// of an integer literal printed so (a macro of the site's own file is
// expanded before, and its literal is the hole's expression: 0x10).
func fillConstants(files []extract.Linked) {
	vals := map[string]string{}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind != "const" {
				continue
			}
			v := d.Message.Message()
			if prev, ok := vals[d.Name]; ok && prev != v {
				v = ""
			}
			vals[d.Name] = v
		}
	}
	for _, f := range files {
		if f.Result == nil {
			continue
		}
		for i := range f.Result.Sites {
			s := &f.Result.Sites[i]
			filled := false
			var out template.Template
			for _, p := range s.Message.Parts {
				if v := constValue(vals, p.Expr); p.Hole && v != "" && intConversion(p.Spec) {
					p = template.Part{Lit: v, Optional: p.Optional, OptStart: p.OptStart}
					filled = true
				}
				out = template.Concat(out, template.Template{Parts: []template.Part{p}})
			}
			if filled {
				s.Message = out
			}
		}
	}
}

// intConversion reports whether a hole's spec prints an integer in
// decimal (printf's d, i and u, which the template keeps as its spec).
func intConversion(spec string) bool {
	return spec == "d" || spec == "i" || spec == "u"
}
