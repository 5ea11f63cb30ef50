package template

import (
	"fmt"
	"strconv"
	"testing"
	"unicode/utf8"
)

func goCtrl(r rune) string { return fmt.Sprintf(`\u%04x`, r) }

func TestEscape(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain", "plain"},
		{`say "hi"\n`, `say \"hi\"\\n`},
		{"a\nb\tc\rd", `a\nb\tc\rd`},
		{"nul\x00bell\x07del\x7f", `nul\u0000bell\u0007del\u007f`},
		{"ünï ☃", "ünï ☃"},
	} {
		if got := Escape(tc.in, goCtrl); got != tc.want {
			t.Errorf("Escape(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	keep := func(rune) string { return "" }
	if got := Escape("a\x01b", keep); got != "a\x01b" {
		t.Errorf("Escape with a ctrl keeping the character = %q", got)
	}
}

// FuzzEscape checks that Go's own unquoting gives back what Escape quoted.
func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", `"\`, "a\nb\x00\x7f", "☃\t"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		q := `"` + Escape(s, goCtrl) + `"`
		got, err := strconv.Unquote(q)
		if err != nil || got != s {
			t.Fatalf("Unquote(%s) = %q, %v; want %q", q, got, err, s)
		}
	})
}
