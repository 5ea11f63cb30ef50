package tsutil

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Escapes is how one language spells the escape sequences of its string
// literals. Every language here reads \\, \" and \' as the character and a
// backslash before a line break (\n, \r\n or \r) as a line continuation
// that stands for nothing.
type Escapes struct {
	// Simple maps the character after the backslash to the text it stands
	// for ('n' to "\n").
	Simple map[byte]string
	// Octal is the most octal digits an escape takes (\101); 0: none.
	Octal int
	// Hex is the number of hex digits after \x, or -1 for as many as follow
	// (C); 0: \x is no escape.
	Hex int
	// U4 and U8 read \uXXXX and \UXXXXXXXX; Braced reads \u{X…} (Rust's
	// underscores allowed).
	U4, U8, Braced bool
	// RepeatU lets a \u escape spell its u several times (Java's \uuu0041).
	RepeatU bool
	// TrimContinuation skips the white space that starts the line after a
	// line continuation too (Rust).
	TrimContinuation bool
	// KeepUnknown keeps the backslash of an unknown escape (Rust, Python);
	// otherwise it stands for the character after it (\q is q).
	KeepUnknown bool
	// Bytes writes numeric escapes as bytes (Python's b'...'), not as code
	// points.
	Bytes bool
}

// The escapes of each language's ordinary string literals.
var (
	CEscapes = &Escapes{
		Simple: map[byte]string{'n': "\n", 't': "\t", 'r': "\r", 'a': "\a", 'b': "\b", 'f': "\f", 'v': "\v", 'e': "\x1b"},
		Octal:  3, Hex: -1, U4: true, U8: true,
	}
	JavaEscapes = &Escapes{
		Simple: map[byte]string{'n': "\n", 't': "\t", 'r': "\r", 'b': "\b", 'f': "\f", 's': " "},
		Octal:  3, U4: true, RepeatU: true,
	}
	JavaScriptEscapes = &Escapes{
		Simple: map[byte]string{'n': "\n", 't': "\t", 'r': "\r", 'b': "\b", 'f': "\f", 'v': "\v"},
		Octal:  3, Hex: 2, U4: true, Braced: true,
	}
	PythonEscapes = &Escapes{
		Simple: map[byte]string{'n': "\n", 't': "\t", 'r': "\r", 'a': "\a", 'b': "\b", 'f': "\f", 'v': "\v"},
		Octal:  3, Hex: 2, U4: true, U8: true, KeepUnknown: true,
	}
	// PythonBytesEscapes are those of a b'...' literal: no \u or \U, and
	// numeric escapes are bytes.
	PythonBytesEscapes = &Escapes{
		Simple: PythonEscapes.Simple,
		Octal:  3, Hex: 2, KeepUnknown: true, Bytes: true,
	}
	RustEscapes = &Escapes{
		Simple: map[byte]string{'n': "\n", 't': "\t", 'r': "\r", '0': "\x00"},
		Hex:    2, Braced: true, TrimContinuation: true, KeepUnknown: true,
	}
)

// Unescape decodes the escape sequences of s, the body of a string literal
// without its quotes, by the rules of e. A malformed numeric escape (\x
// without its digits) stays as written; one that names no character (a
// lone surrogate) is U+FFFD.
func Unescape(s string, e *Escapes) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		c := s[i]
		if t, ok := e.Simple[c]; ok {
			b.WriteString(t)
			continue
		}
		switch {
		case c == '\\' || c == '"' || c == '\'':
			b.WriteByte(c)
			continue
		case c == '\n' || c == '\r':
			if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			if e.TrimContinuation {
				for i+1 < len(s) && strings.IndexByte(" \t\r\n", s[i+1]) >= 0 {
					i++
				}
			}
			continue
		case e.Octal > 0 && c >= '0' && c <= '7':
			j := i
			for j < len(s) && j < i+e.Octal && s[j] >= '0' && s[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(s[i:j], 8, 32)
			e.writeCode(&b, v)
			i = j - 1
			continue
		case e.Hex != 0 && c == 'x':
			if n, ok := e.hex(&b, s[i+1:], e.Hex); ok {
				i += n
				continue
			}
		case e.Braced && c == 'u' && i+1 < len(s) && s[i+1] == '{':
			if end := strings.IndexByte(s[i:], '}'); end > 2 {
				if v, err := strconv.ParseUint(strings.ReplaceAll(s[i+2:i+end], "_", ""), 16, 32); err == nil {
					b.WriteRune(rune(v))
					i += end
					continue
				}
			}
		case e.U4 && c == 'u':
			j := i
			for e.RepeatU && j+1 < len(s) && s[j+1] == 'u' {
				j++
			}
			if n, ok := e.hex(&b, s[j+1:], 4); ok {
				i = j + n
				continue
			}
		case e.U8 && c == 'U':
			if n, ok := e.hex(&b, s[i+1:], 8); ok {
				i += n
				continue
			}
		case !e.KeepUnknown && !isNumericEscape(e, c):
			b.WriteByte(c)
			continue
		}
		b.WriteByte('\\') // malformed or unknown: as written
		b.WriteByte(c)
	}
	return b.String()
}

// isNumericEscape reports whether c starts a numeric escape of e, which
// stays as written when it is malformed.
func isNumericEscape(e *Escapes, c byte) bool {
	return c == 'x' && e.Hex != 0 || c == 'u' && (e.U4 || e.Braced) || c == 'U' && e.U8
}

// hex decodes the hex digits at the start of s, exactly n of them or, for
// n < 0, as many as there are (at least one), and writes the code they
// spell. It returns how many bytes it read.
func (e *Escapes) hex(b *strings.Builder, s string, n int) (int, bool) {
	j := 0
	for j < len(s) && (n < 0 || j < n) && isHex(s[j]) {
		j++
	}
	if j == 0 || n >= 0 && j < n {
		return 0, false
	}
	v, err := strconv.ParseUint(s[:j], 16, 32)
	if err != nil {
		return 0, false
	}
	e.writeCode(b, v)
	return j, true
}

// writeCode writes the code point v, or with Bytes the byte v. A code
// that is no character is written as U+FFFD.
func (e *Escapes) writeCode(b *strings.Builder, v uint64) {
	if e.Bytes && v <= 0xff {
		b.WriteByte(byte(v))
		return
	}
	if v > utf8.MaxRune {
		v = utf8.RuneError
	}
	b.WriteRune(rune(v))
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}
