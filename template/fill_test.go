package template

import (
	"strconv"
	"testing"
)

func TestFill(t *testing.T) {
	vals := map[string]Template{
		"msg":  Lit("bad input"),
		"err":  Concat(Lit("token is malformed")),
		"name": Hole("s", "", ""),
		"n":    Lit("42"),
		"mix":  Concat(Lit("at "), Hole("pos", "", "")),
	}
	f := Filler{
		Value: func(e string) (Template, bool) { v, ok := vals[e]; return v, ok },
		Unwrap: func(e string) (string, string, bool) {
			if len(e) > 7 && e[:6] == "quote(" && e[len(e)-1] == ')' {
				return e[6 : len(e)-1], "r", true
			}
			return "", "", false
		},
		Quote: strconv.Quote,
	}
	for _, c := range []struct {
		in   Template
		want string
		n    int
	}{
		{Concat(Hole("err", "", ""), Lit(": "), Hole("msg", "", "")), "token is malformed: bad input", 2},
		{Concat(Lit("open "), Hole("name", "r", "")), "open {s!r}", 1},
		{Concat(Lit("open "), Hole("quote(msg)", "", "")), `open "bad input"`, 1},
		{Concat(Lit("open "), Hole("quote(name)", "", "")), "open {s!r}", 1},
		{Concat(Lit("count "), Hole("n", "", "d")), "count 42", 1},
		{Concat(Lit("count "), Hole("msg", "", "5d")), "count {msg:5d}", 0},
		{Concat(Lit("where "), Hole("mix", "r", "")), "where {mix!r}", 0},
		{Concat(Lit("where "), Hole("mix", "", "")), "where at {pos}", 1},
		{Concat(Lit("other "), Hole("unknown", "", "")), "other {unknown}", 0},
	} {
		got, n := Fill(c.in, f)
		if got.Message() != c.want || n != c.n {
			t.Errorf("Fill(%q) = %q, %d; want %q, %d", c.in.Message(), got.Message(), n, c.want, c.n)
		}
	}
}
