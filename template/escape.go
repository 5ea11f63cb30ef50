package template

import "strings"

// Escape returns s as it stands between the double quotes of a string
// literal: the quote and the backslash escaped, newline, carriage return
// and tab as \n, \r and \t, and the other control characters (below 0x20,
// and DEL) as ctrl spells them; ctrl returning "" keeps the character.
func Escape(s string, ctrl func(r rune) string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		default:
			e := ""
			if r < 0x20 || r == 0x7f {
				e = ctrl(r)
			}
			if e == "" {
				b.WriteRune(r)
			}
			b.WriteString(e)
		}
	}
	return b.String()
}
