package cpp

import "strings"

// tokKind classifies a preprocessing token.
type tokKind uint8

const (
	tIdent tokKind = iota
	tNumber
	tString // string literal with any prefix, raw strings included
	tChar
	tPunct
)

// A token is one C/C++ preprocessing token. Tokens made by macro
// expansion have pos -1.
type token struct {
	kind  tokKind
	text  string
	pos   int  // byte offset in the source, or -1
	space bool // whitespace or a comment comes before it
	bol   bool // first token of a line (a directive may start here)
}

// puncts lists the multi-character punctuators, longest first.
var puncts = []string{
	"%:%:", "...", "<<=", ">>=", "->*", "<=>",
	"##", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
	"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", ".*", "<:", ":>", "<%", "%>", "%:",
}

// punctsFrom lists for each byte the punctuators of puncts that start
// with it, in the same order.
var punctsFrom = func() (t [256][]string) {
	for _, p := range puncts {
		t[p[0]] = append(t[p[0]], p)
	}
	return t
}()

// lex splits src into preprocessing tokens. Comments and line splices
// count as whitespace. It never fails: a stray byte is a one-byte
// punctuator and an unterminated literal runs to the end of its line.
func lex(src []byte) []token {
	out := make([]token, 0, len(src)/5+1) // sglang's C++ and CUDA: 5.9 bytes a token
	s := string(src)
	space, bol := false, true
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\n':
			space, bol = true, true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			space = true
			i++
			continue
		case c == '\\' && i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r'):
			i++ // line splice
			if s[i] == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			i++
			space = true
			continue
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			j := i + 2
			for j < len(s) && s[j] != '\n' {
				if s[j] == '\\' && j+1 < len(s) && s[j+1] == '\n' {
					j++ // a spliced line comment goes on
				}
				j++
			}
			i, space = j, true
			continue
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			j := strings.Index(s[i+2:], "*/")
			if j < 0 {
				j = len(s)
			} else {
				j += i + 4
			}
			i, space = j, true // a comment spanning lines does not end a directive
			continue
		}
		start := i
		kind := tPunct
		switch {
		case isIdentStart(c):
			j := i + 1
			for j < len(s) && isIdentByte(s[j]) {
				j++
			}
			// String and character prefixes: L"", u8"", R"()", LR"()", u'x'.
			if j < len(s) && (s[j] == '"' || s[j] == '\'') && isLiteralPrefix(s[i:j]) {
				if s[j] == '"' && strings.HasSuffix(s[i:j], "R") {
					i = rawStringEnd(s, j)
				} else {
					i = quotedEnd(s, j)
				}
				kind = tString
				if s[j] == '\'' {
					kind = tChar
				}
				break
			}
			i, kind = j, tIdent
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9':
			j := i + 1
			for j < len(s) {
				d := s[j]
				if (d == '+' || d == '-') && strings.IndexByte("eEpP", s[j-1]) >= 0 {
					j++
					continue
				}
				if d == '\'' && j+1 < len(s) && isIdentByte(s[j+1]) { // digit separator
					j++
					continue
				}
				if !isIdentByte(d) && d != '.' {
					break
				}
				j++
			}
			i, kind = j, tNumber
		case c == '"':
			i, kind = quotedEnd(s, i), tString
		case c == '\'':
			i, kind = quotedEnd(s, i), tChar
		default:
			n := 1
			for _, p := range punctsFrom[c] {
				if strings.HasPrefix(s[i:], p) {
					n = len(p)
					break
				}
			}
			i += n
		}
		out = append(out, token{kind: kind, text: s[start:i], pos: start, space: space, bol: bol})
		space, bol = false, false
	}
	return out
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentByte(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

func isLiteralPrefix(p string) bool {
	switch p {
	case "L", "u", "U", "u8", "R", "LR", "uR", "UR", "u8R":
		return true
	}
	return false
}

// quotedEnd returns the index after the literal whose opening quote is at
// s[i]; an unterminated literal ends at the line's end.
func quotedEnd(s string, i int) int {
	q := s[i]
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case q:
			return j + 1
		case '\n':
			return j
		}
	}
	return len(s)
}

// rawStringEnd returns the index after the raw string R"delim(…)delim"
// whose quote is at s[i].
func rawStringEnd(s string, i int) int {
	open := strings.IndexByte(s[i+1:], '(')
	if open < 0 || open > 16 {
		return quotedEnd(s, i)
	}
	delim := ")" + s[i+1:i+1+open] + `"`
	end := strings.Index(s[i+2+open:], delim)
	if end < 0 {
		return len(s)
	}
	return i + 2 + open + end + len(delim)
}

// directive is one #define found in the token stream.
type directive struct {
	name    string
	params  []string // nil for an object-like macro
	fn      bool     // function-like
	varargs string   // the variadic parameter's name ("__VA_ARGS__" or GNU "args"), or ""
	body    []token
	pos     int // offset of the '#'
}

// defines returns the #define directives of toks, in order, and the index
// ranges of every directive line (so that code scans can skip them).
func defines(toks []token) (defs []directive, lines [][2]int) {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !t.bol || t.text != "#" && t.text != "%:" {
			continue
		}
		end := i + 1
		for end < len(toks) && !toks[end].bol {
			end++
		}
		lines = append(lines, [2]int{i, end})
		if i+2 < end && toks[i+1].text == "define" && toks[i+2].kind == tIdent {
			if d, ok := parseDefine(toks[i+2 : end]); ok {
				d.pos = t.pos
				defs = append(defs, d)
			}
		}
		i = end - 1
	}
	return defs, lines
}

// parseDefine reads NAME [ (params) ] body from the tokens after #define.
func parseDefine(ts []token) (directive, bool) {
	d := directive{name: ts[0].text}
	rest := ts[1:]
	if len(rest) > 0 && rest[0].text == "(" && !rest[0].space {
		d.fn = true
		d.params = []string{}
		j := 1
		for ; j < len(rest) && rest[j].text != ")"; j++ {
			switch t := rest[j]; {
			case t.text == ",":
			case t.text == "...":
				d.varargs = "__VA_ARGS__"
				d.params = append(d.params, "__VA_ARGS__")
			case t.kind == tIdent:
				if j+1 < len(rest) && rest[j+1].text == "..." { // GNU named variadic
					d.varargs = t.text
					j++
				}
				d.params = append(d.params, t.text)
			default:
				return d, false
			}
		}
		if j >= len(rest) {
			return d, false
		}
		rest = rest[j+1:]
	}
	d.body = rest
	return d, true
}
