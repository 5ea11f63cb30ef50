package enrich

import "testing"

// FuzzCond feeds arbitrary conditions to the condition reader and the
// grounded fields built on it: none may panic, and negating a condition
// twice must give text that reads back.
func FuzzCond(f *testing.F) {
	for _, s := range []string{
		`t not in ("a", "b")`, `not isinstance(x, (A, B))`, `len(a) != len(b)`, `0 < port < 65536`,
		`!["a", "b"].includes(x)`, `typeof x !== "string"`, `x.is_none()`, `self._closed`, `a and (b or c)`,
		`f"{x}" == 'y'`, `n > 8 && m < 2`, `(`, `"unterminated`, `lambda: x`, `x if y else z`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, l := range []string{langPython, langJS, langRust, langGo, langJava} {
			c := parseCond(s, l)
			n := negate(s, l)
			if c.ok && !parseCond(n, l).ok {
				t.Errorf("%s: negate(%q) = %q does not read back", l, s, n)
			}
			negate(n, l)
			for _, r := range []string{s, n} {
				classify(r, l)
				literalElems(r, l)
				chainRange(parseCond(r, l))
			}
			c.freeNames()
			c.rename("self", "obj")
		}
	})
}
