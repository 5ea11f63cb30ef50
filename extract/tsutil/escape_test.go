package tsutil

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

var escapeTables = map[string]*Escapes{
	"c": CEscapes, "java": JavaEscapes, "js": JavaScriptEscapes,
	"python": PythonEscapes, "pybytes": PythonBytesEscapes, "rust": RustEscapes,
}

func TestUnescape(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"c", `a\tb\n`, "a\tb\n"},
		{"c", `\a\v\e\?\"\'\\`, "\a\v\x1b?\"'\\"},
		{"c", `\x41\x4a4b!`, "A\u4a4b!"}, // \x takes every hex digit
		{"c", `\101\1012`, "AA2"},
		{"c", `\xé\q`, `\xéq`},
		{"c", `\u00e9\U0001F600\u12`, "é😀\\u12"},
		{"c", "a\\\nb\\\r\nc", "abc"},
		{"c", `\x110000`, "\uFFFD"},
		{"java", `\s\b\f\0\101\7777`, " \b\f\x00A\u01ff7"},
		{"java", `\u0041\uuu0042\u00`, "AB\\u00"},
		{"java", `\x41\e`, "x41e"},
		{"java", "line\\\nnext", "linenext"},
		{"js", `\x41\u0042\u{1F600}\u{110000}`, "AB😀\uFFFD"},
		{"js", `\0\012\7\q\$\u2028`, "\x00\n\x07q$\u2028"},
		{"js", "\\\r\n", ""},
		{"js", `\uD800`, "\uFFFD"},
		{"python", `\x41\u0042\U0001F600\101`, "AB😀A"},
		{"python", `\0\012\08`, "\x00\n\x008"},
		{"python", `\q\N{BULLET}\x4g\u00`, `\q\N{BULLET}\x4g\u00`},
		{"python", "a\\\nb", "ab"},
		{"python", `\xff`, "\u00ff"},
		{"pybytes", `\xff\101\u0041`, "\xffA\\u0041"},
		{"rust", `\x41\0\u{1F6_00}\u{}\q\'\"`, "A\x00😀\\u{}\\q'\""},
		{"rust", "a\\\n   \t\n  b", "ab"},
		{"rust", `\101\b`, `\101\b`},
		{"rust", `trailing\`, `trailing\`},
	} {
		if got := Unescape(c.in, escapeTables[c.lang]); got != c.want {
			t.Errorf("%s: Unescape(%q) = %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}

// FuzzUnescape checks that text without a backslash comes back unchanged,
// that valid UTF-8 stays valid (but for bytes literals), and that Python's
// rules decode what strconv.Quote writes, whose escapes they include.
func FuzzUnescape(f *testing.F) {
	for _, s := range []string{`a\tb`, `\x41\u{1F600}\U0001F600`, `\uuu0041\101\0`, "\\\r\n \\", `\N{BULLET}\`, "\xff\\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for lang, e := range escapeTables {
			got := Unescape(s, e)
			if !strings.Contains(s, `\`) && got != s {
				t.Fatalf("%s: Unescape(%q) = %q, want it unchanged", lang, s, got)
			}
			if !e.Bytes && utf8.ValidString(s) && !utf8.ValidString(got) {
				t.Fatalf("%s: Unescape(%q) = %q, not UTF-8", lang, s, got)
			}
		}
		if utf8.ValidString(s) {
			q := strconv.Quote(s)
			if got := Unescape(q[1:len(q)-1], PythonEscapes); got != s {
				t.Fatalf("Unescape(%s) = %q, want %q", q, got, s)
			}
		}
	})
}
