package cpp

import (
	"strings"
)

// A macro is a #define the extractor can expand: one the file defines, or
// one from the table of well-known macros (known.go).
type macro struct {
	directive
	table  bool   // from the table, not the file
	kind   string // Site.Kind of the sites it reaches, "" to derive it
	raises bool   // its expansion reaches a primitive (see prims) or a throw
}

// macroSet maps names to macros; the file's own definitions shadow the
// table's.
type macroSet map[string]*macro

// maxExpand bounds nested expansion, so that macros referring to each
// other cannot loop; it is deeper than any real library's chain (c10's
// TORCH_CHECK goes three levels).
const maxExpand = 12

// markerOpen and markerClose delimit a macro parameter's name inside a
// string literal when a definition is expanded for its own record: #x
// becomes "\ue000x\ue001", which the template builder turns into the hole
// {#x} (the text of the argument, printed as written).
const (
	markerOpen  = "\ue000"
	markerClose = "\ue001"
)

// markRaising sets raises on every macro whose body reaches a primitive, a
// throw or another raising macro.
func (ms macroSet) markRaising() {
	for grew := true; grew; {
		grew = false
		for _, m := range ms {
			if m.raises {
				continue
			}
			if printsAndExits(m.body) {
				m.raises, grew = true, true
				continue
			}
			for _, t := range m.body {
				if t.kind != tIdent {
					continue
				}
				if t.text == "throw" || isPrim(t.text) || ms[t.text] != nil && ms[t.text] != m && ms[t.text].raises {
					m.raises, grew = true, true
					break
				}
			}
		}
	}
}

// maxTokens bounds the tokens one expansion may produce, so that macros
// that each use the next several times cannot blow up exponentially; past
// it the rest is left unexpanded.
const maxTokens = 1 << 14

// expand returns toks with every invocation of a macro in ms expanded and
// the result rescanned, at most maxExpand levels deep and maxTokens
// tokens long. A macro is not expanded inside its own expansion, as the C
// preprocessor does; only reports whether ms should apply (nil: all).
func (ms macroSet) expand(toks []token, active []string, only func(*macro) bool) []token {
	budget := maxTokens
	return ms.expandIn(toks, active, only, &budget)
}

func (ms macroSet) expandIn(toks []token, active []string, only func(*macro) bool, budget *int) []token {
	if len(active) >= maxExpand || *budget <= 0 {
		return toks
	}
	var out []token
	changed := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		m := ms[t.text]
		if t.kind != tIdent || m == nil || contains(active, t.text) || only != nil && !only(m) || *budget <= 0 || !m.worthExpanding() {
			out = append(out, t)
			continue
		}
		var sub []token
		if !m.fn {
			sub = cloneTokens(m.body)
		} else {
			if i+1 >= len(toks) || toks[i+1].text != "(" {
				out = append(out, t)
				continue
			}
			end := matchParen(toks, i+1)
			if end < 0 {
				out = append(out, t)
				continue
			}
			sub = m.substitute(splitArgs(toks[i+2:end]), false)
			i = end
		}
		if len(sub) > 0 {
			sub[0].space = t.space
		}
		*budget -= len(sub)
		out = append(out, ms.expandIn(sub, append(active, m.name), only, budget)...)
		changed = true
	}
	if !changed {
		return toks
	}
	return out
}

// worthExpanding reports whether expanding m can change a site: it
// raises, is object-like (a message constant, #define ERR_X "…"), or
// builds text (a string literal or # in its body). Other function-like
// macros (Py_TYPE(o)) stay as written, so that a hole reads as the
// source does.
func (m *macro) worthExpanding() bool {
	if m.raises || !m.fn {
		return true
	}
	for _, t := range m.body {
		if t.kind == tString || t.text == "#" || t.text == "%:" {
			return true
		}
	}
	return false
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func cloneTokens(ts []token) []token {
	out := make([]token, len(ts))
	for i, t := range ts {
		t.pos, t.bol = -1, false
		out[i] = t
	}
	return out
}

// splitArgs splits the tokens between a macro call's parentheses at the
// commas outside nested parentheses, as the preprocessor does (brackets,
// braces and angle brackets do not protect a comma).
func splitArgs(ts []token) [][]token {
	args := [][]token{{}}
	depth := 0
	for _, t := range ts {
		switch t.text {
		case "(":
			depth++
		case ")":
			depth--
		case ",":
			if depth == 0 {
				args = append(args, []token{})
				continue
			}
		}
		args[len(args)-1] = append(args[len(args)-1], t)
	}
	return args
}

// substitute returns m's body with args put in for the parameters: #p
// becomes a string literal of the argument's text, ## pastes, __VA_ARGS__
// (or a GNU named variadic) takes the rest of the arguments with their
// commas, ", ## __VA_ARGS__" drops the comma when they are empty, and
// __VA_OPT__(…) keeps its content only when they are not. With self, each
// parameter stands for itself and #p becomes a marker (see markerOpen).
func (m *macro) substitute(args [][]token, self bool) []token {
	bind := map[string][]token{}
	if self {
		for _, p := range m.params {
			bind[p] = []token{{kind: tIdent, text: p, pos: -1}}
		}
	} else {
		n := len(m.params)
		if m.varargs != "" {
			n--
		}
		if n == 0 && len(args) == 1 && len(args[0]) == 0 {
			args = nil // M() with no parameters
		}
		for i := 0; i < n; i++ {
			if i < len(args) {
				bind[m.params[i]] = args[i]
			} else {
				bind[m.params[i]] = nil
			}
		}
		if m.varargs != "" {
			var rest []token
			for i := n; i < len(args); i++ {
				if i > n {
					rest = append(rest, token{kind: tPunct, text: ",", pos: -1})
				}
				rest = append(rest, args[i]...)
			}
			bind[m.varargs] = rest
		}
	}
	varEmpty := m.varargs != "" && len(bind[m.varargs]) == 0 && !self
	body := m.body
	var out []token
	for i := 0; i < len(body); i++ {
		t := body[i]
		t.pos, t.bol = -1, false
		switch {
		case (t.text == "#" || t.text == "%:") && i+1 < len(body) && isParam(bind, body[i+1].text):
			p := body[i+1].text
			var s string
			if self {
				s = `"` + markerOpen + p + markerClose + `"`
			} else {
				s = stringify(bind[p])
			}
			out = append(out, token{kind: tString, text: s, pos: -1, space: t.space})
			i++
		case t.text == "##" || t.text == "%:%:":
			if i+1 >= len(body) {
				continue
			}
			next := body[i+1]
			i++
			var right []token
			if isParam(bind, next.text) {
				right = cloneTokens(bind[next.text])
			} else {
				next.pos = -1
				right = []token{next}
			}
			if len(out) > 0 && out[len(out)-1].text == "," && next.text == m.varargs && varEmpty {
				out = out[:len(out)-1] // GNU ", ## __VA_ARGS__" with nothing to pass
				continue
			}
			if len(right) == 0 {
				continue
			}
			if len(out) > 0 && out[len(out)-1].text != "," {
				last := out[len(out)-1]
				pasted := lex([]byte(last.text + right[0].text))
				if len(pasted) == 1 {
					pasted[0].space, pasted[0].pos, pasted[0].bol = last.space, -1, false
					out[len(out)-1] = pasted[0]
					right = right[1:]
				}
			}
			out = append(out, right...)
		case t.text == "__VA_OPT__" && i+1 < len(body) && body[i+1].text == "(":
			end := matchParen(body, i+1)
			if end < 0 {
				continue
			}
			if !varEmpty {
				inner := &macro{directive: directive{params: m.params, varargs: m.varargs, body: body[i+2 : end]}}
				out = append(out, inner.substituteBound(bind, self)...)
			}
			i = end
		case isParam(bind, t.text):
			a := cloneTokens(bind[t.text])
			if len(a) > 0 {
				a[0].space = t.space
			}
			out = append(out, a...)
		default:
			out = append(out, t)
		}
	}
	return out
}

// substituteBound is substitute with the bindings already made.
func (m *macro) substituteBound(bind map[string][]token, self bool) []token {
	var args [][]token
	n := len(m.params)
	if m.varargs != "" {
		n--
	}
	for i := 0; i < n; i++ {
		args = append(args, bind[m.params[i]])
	}
	if m.varargs != "" {
		args = append(args, splitArgs(bind[m.varargs])...)
	}
	return m.substitute(args, self)
}

func isParam(bind map[string][]token, name string) bool {
	_, ok := bind[name]
	return ok
}

// stringify is the preprocessor's #: the argument's text with each run of
// whitespace one space, as a string literal; quotes and backslashes inside
// string and character literals are escaped.
func stringify(ts []token) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, t := range ts {
		if i > 0 && t.space {
			b.WriteByte(' ')
		}
		if t.kind == tString || t.kind == tChar {
			b.WriteString(strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(t.text))
		} else {
			b.WriteString(t.text)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// render writes tokens back as source text, with a space wherever the
// source had whitespace and wherever two tokens would otherwise fuse.
func render(ts []token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && (t.space || fuses(ts[i-1], t)) {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

func fuses(a, b token) bool {
	switch {
	case (a.kind == tIdent || a.kind == tNumber) && (b.kind == tIdent || b.kind == tNumber):
		return true
	case a.kind == tIdent && (b.kind == tString || b.kind == tChar):
		return isLiteralPrefix(a.text)
	case a.kind == tPunct && b.kind == tPunct:
		for _, p := range puncts {
			if strings.HasPrefix(p, a.text+b.text) {
				return true
			}
		}
		return a.text == "/" && (b.text == "/" || b.text == "*")
	}
	return false
}
