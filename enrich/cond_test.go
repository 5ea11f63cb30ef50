package enrich

import (
	"fmt"
	"strconv"
	"testing"
)

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

// TestCondMemo checks that parseCond hands out the kept cond for a text
// it read before, the same as reading it afresh, per language, and that
// the memo empties itself when full.
func TestCondMemo(t *testing.T) {
	a := parseCond(`x not in ("a", "b") and n > 2`, langPython)
	if b := parseCond(`x not in ("a", "b") and n > 2`, langPython); a != b {
		t.Error("the second read of a text made a new cond")
	}
	if js := parseCond(`x not in ("a", "b") and n > 2`, langJS); js == a {
		t.Error("a JavaScript read got the Python cond")
	}
	fresh := tokenizeCond(`x not in ("a", "b") and n > 2`, langPython)
	if fmt.Sprint(fresh.toks, fresh.ok) != fmt.Sprint(a.toks, a.ok) {
		t.Errorf("kept cond %v differs from a fresh read %v", a.toks, fresh.toks)
	}
	for i := 0; i <= maxCondMemo; i++ {
		parseCond(strconv.Itoa(i), langGo)
	}
	condMu.RLock()
	n := len(condMemo)
	condMu.RUnlock()
	if n > maxCondMemo {
		t.Errorf("memo holds %d conds, bound %d", n, maxCondMemo)
	}
}
