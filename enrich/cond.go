package enrich

import (
	"path"
	"strings"
	"sync"
)

// The grounded fields read guard conditions, which extractors hand over as
// source text. cond holds one condition as tokens over that text, enough to
// split it at its top-level and/or, find a top-level comparison, negate it
// readably and list the names it reads. It is not a parser: a condition it
// cannot take apart (a ternary, a lambda, unbalanced brackets) is opaque,
// and the fields that would need it stay null.

// Language names as lang returns them.
const (
	langPython = "python"
	langGo     = "go"
	langRust   = "rust"
	langJS     = "javascript" // TypeScript too
	langJava   = "java"
	langCpp    = "cpp" // C and CUDA too
)

// lang returns the language of a file by its name, or "".
func lang(file string) string {
	switch path.Ext(file) {
	case ".py", ".pyi":
		return langPython
	case ".go":
		return langGo
	case ".rs":
		return langRust
	case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx":
		return langJS
	case ".java":
		return langJava
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cu", ".cuh":
		return langCpp
	}
	return ""
}

type tokKind byte

const (
	tName tokKind = iota + 1
	tNum
	tStr
	tOp
)

type token struct {
	kind     tokKind
	text     string
	pos, end int // byte offsets in cond.src
}

// cond is a condition in the language lang.
type cond struct {
	src  string
	lang string
	toks []token
	ok   bool // balanced brackets, no construct that makes it opaque
}

var ops3 = []string{"===", "!==", "**=", "...", "<<=", ">>="}
var ops2 = []string{"==", "!=", "<=", ">=", "&&", "||", "::", "->", "=>", "**", "//", "<<", ">>", "?.", "??", ":="}

// parseCond returns src as a cond. The enricher reads each guard and its
// parts many times over (CPython's stdlib: 84,501 calls for 8,271 records,
// 18,763 distinct texts), so conds are kept by text: a cond is never
// changed once made.
func parseCond(src, lang string) *cond {
	k := condKey{src, lang}
	condMu.RLock()
	c, ok := condMemo[k]
	condMu.RUnlock()
	if ok {
		return c
	}
	c = tokenizeCond(src, lang)
	condMu.Lock()
	if len(condMemo) >= maxCondMemo {
		clear(condMemo)
	}
	condMemo[k] = c
	condMu.Unlock()
	return c
}

type condKey struct{ src, lang string }

// maxCondMemo bounds the kept conds (about 200 bytes each with their
// tokens); the memo starts again empty when full.
const maxCondMemo = 1 << 16

var (
	condMu   sync.RWMutex
	condMemo = map[condKey]*cond{}
)

// tokenizeCond splits src into tokens. The tokens are gathered in a
// buffer kept for the next call and then copied to a slice of their own
// length (the memo keeps tens of thousands of conds).
func tokenizeCond(src, lang string) *cond {
	buf := tokBufs.Get().(*[]token)
	c := &cond{src: src, lang: lang, ok: true, toks: (*buf)[:0]}
	c.tokenize()
	toks := c.toks
	c.toks = append([]token(nil), toks...)
	*buf = toks[:0]
	tokBufs.Put(buf)
	return c
}

// tokBufs holds tokenizeCond's buffers.
var tokBufs = sync.Pool{New: func() any { return new([]token) }}

// tokenize appends the tokens of c.src to c.toks, and says whether c is
// ok.
func (c *cond) tokenize() {
	src, lang := c.src, c.lang
	depth := 0
	for i := 0; i < len(src); {
		ch := src[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\\' && lang == langPython && i+1 < len(src) && src[i+1] == '\n':
			i++
		case isIdentStart(ch):
			j := i
			for j < len(src) && isIdentByte(src[j]) {
				j++
			}
			// Python string prefixes: f"…", rb'…'
			if lang == langPython && j < len(src) && (src[j] == '"' || src[j] == '\'') && j-i <= 2 && strings.Trim(strings.ToLower(src[i:j]), "rbfu") == "" {
				if i = c.str(i, j); i < 0 {
					return
				}
				continue
			}
			// Rust and Java char literals and lifetimes are not names.
			c.toks = append(c.toks, token{tName, src[i:j], i, j})
			i = j
		case ch >= '0' && ch <= '9' || ch == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			j := i + 1
			for j < len(src) && (isIdentByte(src[j]) || src[j] == '.' && j+1 < len(src) && src[j+1] >= '0' && src[j+1] <= '9') {
				j++
			}
			c.toks = append(c.toks, token{tNum, src[i:j], i, j})
			i = j
		case ch == '"' || ch == '\'' || ch == '`':
			if ch == '\'' && (lang == langRust) {
				// 'a' is a char, 'a a lifetime: take a char literal only.
				if end := strings.IndexByte(src[i+1:], '\''); end >= 0 && end <= 4 {
					c.toks = append(c.toks, token{tStr, src[i : i+end+2], i, i + end + 2})
					i += end + 2
					continue
				}
				c.toks = append(c.toks, token{tOp, "'", i, i + 1})
				i++
				continue
			}
			if i = c.str(i, i); i < 0 {
				return
			}
		default:
			n := 1
			for _, set := range [][]string{ops3, ops2} {
				for _, op := range set {
					if strings.HasPrefix(src[i:], op) {
						n = len(op)
						break
					}
				}
				if n > 1 {
					break
				}
			}
			op := src[i : i+n]
			switch op {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
				if depth < 0 {
					c.ok = false
				}
			}
			c.toks = append(c.toks, token{tOp, op, i, i + n})
			i += n
		}
	}
	if depth != 0 || len(c.toks) == 0 {
		c.ok = false
	}
	c.walk(func(_ int, t token, depth int) bool {
		if depth == 0 && (t.kind == tName && c.lang == langPython && (t.text == "lambda" || t.text == "if" || t.text == "yield" || t.text == "await") ||
			t.kind == tOp && (t.text == "?" || t.text == "=>" || t.text == "=" || t.text == ":=")) {
			c.ok = false
		}
		return true
	})
	return
}

// str adds the string literal whose prefix starts at i and quote at q,
// returning the offset past it; -1 (and c not ok) when it does not end.
func (c *cond) str(i, q int) int {
	end := skipString(c.src, q, c.lang)
	if end < 0 {
		c.ok = false
		return -1
	}
	c.toks = append(c.toks, token{tStr, c.src[i:end], i, end})
	return end
}

// skipString returns the offset just past the string literal starting with
// the quote at src[i], or -1 when it does not end.
func skipString(src string, i int, lang string) int {
	q := src[i]
	if lang == langPython && strings.HasPrefix(src[i:], strings.Repeat(string(q), 3)) {
		if end := strings.Index(src[i+3:], strings.Repeat(string(q), 3)); end >= 0 {
			return i + 3 + end + 3
		}
		return -1
	}
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case q:
			return j + 1
		}
	}
	return -1
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentByte(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

// top returns the tokens at bracket depth 0.
func (c *cond) top() []token {
	var out []token
	c.walk(func(_ int, t token, depth int) bool {
		if depth == 0 {
			out = append(out, t)
		}
		return true
	})
	return out
}

// text returns the source from token i through token j-1.
func (c *cond) text(i, j int) string {
	if i >= j {
		return ""
	}
	return strings.TrimSpace(c.src[c.toks[i].pos:c.toks[j-1].end])
}

// splitTop splits c at its top-level boolean operator op ("and"/"or",
// rendered "&&"/"||" outside Python), returning the parts' source texts; a
// condition without one comes back whole.
func (c *cond) splitTop(op string) []string {
	if !c.ok {
		return []string{strings.TrimSpace(c.src)}
	}
	want := op
	if c.lang != langPython {
		want = map[string]string{"and": "&&", "or": "||"}[op]
	}
	var parts []string
	start := 0
	c.walk(func(i int, t token, depth int) bool {
		if depth == 0 && t.text == want && (t.kind == tName) == (c.lang == langPython) {
			parts = append(parts, c.text(start, i))
			start = i + 1
		}
		return true
	})
	return append(parts, c.text(start, len(c.toks)))
}

// walk calls f for each token of c with the bracket depth it sits at (a
// bracket at the depth outside it) until f returns false.
func (c *cond) walk(f func(i int, t token, depth int) bool) {
	depth := 0
	for i, t := range c.toks {
		d := depth
		if t.kind == tOp {
			switch t.text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
				d = depth
			}
		}
		if !f(i, t, d) {
			return
		}
	}
}

// wrapped reports whether the bracket c opens with closes at its end.
func (c *cond) wrapped() bool {
	if !c.ok || len(c.toks) < 2 {
		return false
	}
	ok := true
	c.walk(func(i int, t token, depth int) bool {
		if i > 0 && depth == 0 && i != len(c.toks)-1 {
			ok = false
		}
		return ok
	})
	return ok
}

// enclosed reports whether one pair of round brackets encloses the whole
// of c.
func (c *cond) enclosed() bool {
	return c.ok && len(c.toks) >= 2 && c.toks[0].text == "(" && c.toks[len(c.toks)-1].text == ")" && c.wrapped()
}

// strip returns c without brackets enclosing all of it.
func (c *cond) strip() *cond {
	for c.enclosed() {
		c = parseCond(c.src[c.toks[0].end:c.toks[len(c.toks)-1].pos], c.lang)
	}
	return c
}

// comparison operators, with their negations.
var negatedOp = map[string]string{
	"==": "!=", "!=": "==", "===": "!==", "!==": "===",
	"<": ">=", ">=": "<", ">": "<=", "<=": ">",
	"in": "not in", "not in": "in", "is": "is not", "is not": "is",
}

// compare returns the one top-level comparison of c: its sides and
// operator. ok is false when c has none or chains several (0 < x < 10).
func (c *cond) compare() (lhs, op, rhs string, ok bool) {
	if !c.ok {
		return "", "", "", false
	}
	depth, at, n, width := 0, -1, 0, 0
	for i := 0; i < len(c.toks); i++ {
		t := c.toks[i]
		if t.kind == tOp {
			switch t.text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			}
		}
		if depth != 0 {
			continue
		}
		o, w := "", 1
		switch {
		case t.kind == tOp && (t.text == "==" || t.text == "!=" || t.text == "===" || t.text == "!==" || t.text == "<=" || t.text == ">="):
			o = t.text
		case t.kind == tOp && (t.text == "<" || t.text == ">"):
			if c.lang == langPython || !c.generic(i) {
				o = t.text
			}
		case c.lang == langPython && t.kind == tName && t.text == "in":
			o = "in"
		case c.lang == langPython && t.kind == tName && t.text == "is":
			o = "is"
			if i+1 < len(c.toks) && c.toks[i+1].text == "not" {
				o, w = "is not", 2
			}
		case c.lang == langPython && t.kind == tName && t.text == "not" && i+1 < len(c.toks) && c.toks[i+1].text == "in":
			o, w = "not in", 2
		case c.lang == langPython && t.kind == tName && (t.text == "and" || t.text == "or"):
			return "", "", "", false
		case c.lang != langPython && t.kind == tOp && (t.text == "&&" || t.text == "||"):
			return "", "", "", false
		}
		if o == "" {
			continue
		}
		if n++; n > 1 {
			return "", "", "", false
		}
		at, op, width = i, o, w
		i += w - 1
	}
	if at <= 0 || at+width >= len(c.toks) {
		return "", "", "", false
	}
	return c.text(0, at), op, c.text(at+width, len(c.toks)), true
}

// generic reports whether the < or > at token i opens or closes a type
// argument list (Rust's Vec<u8>, ::<T>) rather than comparing.
func (c *cond) generic(i int) bool {
	if c.lang != langRust && c.lang != langJava {
		return false
	}
	if i > 0 && c.toks[i-1].text == "::" {
		return true
	}
	if c.toks[i].text == "<" && i > 0 && c.toks[i-1].kind == tName && i+1 < len(c.toks) {
		// Foo<Bar> followed by :: or ( reads as a type.
		for j := i + 1; j < len(c.toks) && j < i+6; j++ {
			if c.toks[j].text == ">" {
				return j+1 < len(c.toks) && (c.toks[j+1].text == "::" || c.toks[j+1].text == "(")
			}
		}
	}
	return false
}

// negation returns the operand of c when c is a negation ("not x",
// "!x", "!(a && b)"); ok is false otherwise.
func (c *cond) negation() (operand *cond, ok bool) {
	if !c.ok || len(c.toks) < 2 {
		return nil, false
	}
	t := c.toks[0]
	switch {
	case c.lang == langPython && t.kind == tName && t.text == "not":
		// "not a and b" is (not a) and b; "not a == b" is not (a == b).
		if len(c.splitTop("and")) > 1 || len(c.splitTop("or")) > 1 {
			return nil, false
		}
	case c.lang != langPython && t.text == "!":
		rest := parseCond(c.src[c.toks[1].pos:], c.lang)
		if !rest.primary() {
			return nil, false // "!a == b" or "!a && b"
		}
	default:
		return nil, false
	}
	in := parseCond(c.src[c.toks[1].pos:], c.lang).strip()
	return in, in.ok
}

// primary reports whether c is a single operand: a name, a literal, a call
// or index or field chain, or a bracketed expression.
func (c *cond) primary() bool {
	if !c.ok {
		return false
	}
	top := c.top()
	for i, t := range top {
		switch {
		case t.kind == tName:
			if c.lang == langPython && (t.text == "and" || t.text == "or" || t.text == "not" || t.text == "in" || t.text == "is" || t.text == "if") {
				return false
			}
			if i > 0 && top[i-1].kind == tName {
				return false
			}
		case t.kind == tNum || t.kind == tStr:
		case t.kind == tOp:
			switch t.text {
			case "(", ")", "[", "]", "{", "}", ".", "::", "?.":
			case "&", "*", "-", "!":
				if i != 0 {
					return false
				}
			case "?":
				if c.lang != langRust {
					return false
				}
			default:
				return false
			}
		}
	}
	return true
}

// negate returns the source text of the negation of condition s, as a
// reader would write it: comparisons take the opposite operator, a
// negation loses its not, a disjunction or conjunction of parts that
// negate cleanly follows De Morgan, anything else is wrapped in not (…)
// or !(…).
func negate(s, lang string) string {
	c := parseCond(s, lang).strip()
	if !c.ok {
		return wrapNot(s, lang)
	}
	if in, ok := c.negation(); ok {
		return in.src
	}
	// "or" first: it binds more loosely, so "a and b or c" splits there.
	for _, pair := range [][2]string{{"or", "and"}, {"and", "or"}} {
		parts := c.splitTop(pair[0])
		if len(parts) < 2 {
			continue
		}
		out := make([]string, len(parts))
		for i, p := range parts {
			if out[i] = negate(p, lang); !simple(out[i], lang) {
				return wrapNot(c.src, lang)
			}
		}
		return strings.Join(out, boolOp(pair[1], lang))
	}
	if lhs, op, rhs, ok := c.compare(); ok {
		return lhs + " " + negatedOp[op] + " " + rhs
	}
	return wrapNot(c.src, lang)
}

// simple reports whether s has no top-level boolean operator, so that it
// can be joined with others without brackets.
func simple(s, lang string) bool {
	c := parseCond(s, lang)
	return c.ok && len(c.splitTop("and")) == 1 && len(c.splitTop("or")) == 1
}

// boolOp returns " and " or " or " in lang's spelling.
func boolOp(op, lang string) string {
	if lang == langPython {
		return " " + op + " "
	}
	return map[string]string{"and": " && ", "or": " || "}[op]
}

func wrapNot(s, lang string) string {
	s = strings.TrimSpace(s)
	c := parseCond(s, lang)
	if lang == langPython {
		if c.primary() || c.enclosed() {
			return "not " + s
		}
		return "not (" + s + ")"
	}
	if c.primary() || c.enclosed() {
		return "!" + s
	}
	return "!(" + s + ")"
}

// pyKeywords and the builtins a caller has at hand are not names a guard
// reads from its function.
var pyKeywords = set("and", "or", "not", "in", "is", "None", "True", "False", "if", "else", "for", "lambda", "await")
var pyBuiltins = set("len", "isinstance", "issubclass", "type", "str", "int", "float", "bool", "bytes", "list", "dict",
	"tuple", "set", "frozenset", "hasattr", "getattr", "callable", "any", "all", "min", "max", "sum", "abs", "range",
	"sorted", "id", "repr", "iter", "next", "object", "Ellipsis", "NotImplemented", "os", "sys", "math", "re", "__debug__")
var cKeywords = set("true", "false", "nil", "null", "undefined", "None", "Some", "Ok", "Err", "self", "this", "typeof",
	"instanceof", "new", "as", "len", "cap", "mut", "ref", "in", "void", "NaN", "Infinity")

// pyBuiltinClass reports whether a capitalised name is one of Python's
// builtin exception and warning classes (or Ellipsis, NotImplemented).
func pyBuiltinClass(n string) bool {
	return pyBuiltins[n] || strings.HasSuffix(n, "Error") || strings.HasSuffix(n, "Exception") || strings.HasSuffix(n, "Warning") ||
		n == "StopIteration" || n == "StopAsyncIteration" || n == "KeyboardInterrupt" || n == "SystemExit" || n == "GeneratorExit"
}

func set(xs ...string) map[string]bool {
	m := make(map[string]bool, len(xs))
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// freeNames returns the names c reads that are not attributes, keywords,
// builtins, called functions, keyword arguments or bound by a comprehension
// inside c, in order of appearance, each once. Capitalised names (classes,
// constants) are left out too: a caller can import them.
func (c *cond) freeNames() []string { return c.names(false) }

// names is freeNames, with the capitalised names too when caps is set.
func (c *cond) names(caps bool) []string {
	bound := map[string]bool{}
	if c.lang == langPython {
		for i, t := range c.toks {
			if t.kind == tName && t.text == "for" {
				for j := i + 1; j < len(c.toks) && c.toks[j].text != "in"; j++ {
					if c.toks[j].kind == tName {
						bound[c.toks[j].text] = true
					}
				}
			}
		}
	}
	var out []string
	seen := map[string]bool{}
	skipTo := -1
	for i, t := range c.toks {
		if i <= skipTo {
			continue
		}
		// Rust's cfg!(unix), cfg!(feature = "x"): the arguments name
		// configuration options, not variables.
		if c.lang == langRust && t.text == "cfg" && i+2 < len(c.toks) && c.toks[i+1].text == "!" && c.toks[i+2].text == "(" {
			depth := 0
			for j := i + 2; j < len(c.toks); j++ {
				switch c.toks[j].text {
				case "(":
					depth++
				case ")":
					depth--
				}
				if depth == 0 {
					skipTo = j
					break
				}
			}
			continue
		}
		if t.kind != tName || bound[t.text] || seen[t.text] {
			continue
		}
		if i > 0 && (c.toks[i-1].text == "." || c.toks[i-1].text == "::" || c.toks[i-1].text == "?.") {
			continue
		}
		next := ""
		if i+1 < len(c.toks) {
			next = c.toks[i+1].text
		}
		if next == "(" || next == "::" || next == "!" || next == "=" && c.lang == langPython {
			continue // a call, a path, a macro, a keyword argument
		}
		if c.lang == langPython && (pyKeywords[t.text] || pyBuiltins[t.text]) || c.lang != langPython && cKeywords[t.text] {
			continue
		}
		if t.text[0] >= 'A' && t.text[0] <= 'Z' && (!caps || pyBuiltinClass(t.text)) {
			continue
		}
		seen[t.text] = true
		out = append(out, t.text)
	}
	return out
}

// rename returns c's source with every free occurrence of name (not an
// attribute) replaced by to.
func (c *cond) rename(name, to string) string {
	var b strings.Builder
	last := 0
	for i, t := range c.toks {
		if t.kind != tName || t.text != name {
			continue
		}
		if i > 0 && (c.toks[i-1].text == "." || c.toks[i-1].text == "::") {
			continue
		}
		b.WriteString(c.src[last:t.pos])
		b.WriteString(to)
		last = t.end
	}
	b.WriteString(c.src[last:])
	return b.String()
}
