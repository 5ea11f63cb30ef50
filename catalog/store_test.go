package catalog

import (
	"slices"
	"strings"
	"testing"
)

func TestHighlight(t *testing.T) {
	for _, c := range []struct {
		in    string
		terms []string
		want  []Span
	}{
		{"", []string{"a"}, nil},
		{"plain text", nil, []Span{{Text: "plain text"}}},
		{"Connection pool is full", []string{"pool"}, []Span{{Text: "Connection "}, {Text: "pool", Match: true}, {Text: " is full"}}},
		{"connection refused: connect()", []string{"connect"}, []Span{{Text: "connection", Match: true}, {Text: " refused: "}, {Text: "connect", Match: true}, {Text: "()"}}},
		{"connection refused: connect()", []string{"connect", "x"}, []Span{{Text: "connection refused: "}, {Text: "connect", Match: true}, {Text: "()"}}},
		{"<script>alert(1)</script>", []string{"script"}, []Span{{Text: "<"}, {Text: "script", Match: true}, {Text: ">alert(1)</"}, {Text: "script", Match: true}, {Text: ">"}}},
		{"Naïve CAFÉ", []string{"café"}, []Span{{Text: "Naïve "}, {Text: "CAFÉ", Match: true}}},
		{"a b", []string{"a", "b"}, []Span{{Text: "a", Match: true}, {Text: " "}, {Text: "b", Match: true}}},
		{"bad \xff byte", []string{"byte"}, []Span{{Text: "bad \xff "}, {Text: "byte", Match: true}}},
	} {
		if got := Highlight(c.in, c.terms); !slices.Equal(got, c.want) {
			t.Errorf("Highlight(%q, %q) = %+v, want %+v", c.in, c.terms, got, c.want)
		}
	}
}

func TestTerms(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"Connection refused", []string{"connection", "refused"}},
		{`'; DROP TABLE x;-- "a" OR b*`, []string{"drop", "table", "x", "a", "or", "b"}},
		{"<script>alert(1)</script>", []string{"script", "alert", "1"}},
		{"naïve café naïve", []string{"naïve", "café"}},
		{"bad \xff utf8", []string{"bad", "utf8"}},
		{"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18", []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"}},
	} {
		if got := Terms(c.in); !slices.Equal(got, c.want) {
			t.Errorf("Terms(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// FuzzHighlight checks that Highlight never loses or adds text and that
// Terms yields only lowercased words of its input.
func FuzzHighlight(f *testing.F) {
	f.Add("Connection pool is full", "pool")
	f.Add("<script>alert(1)</script>", "script alert")
	f.Add("bad \xff utf8 \uE000", "bad utf")
	f.Fuzz(func(t *testing.T, text, q string) {
		terms := Terms(q)
		var b strings.Builder
		for _, s := range Highlight(text, terms) {
			if s.Text == "" {
				t.Fatalf("empty span in %q", text)
			}
			b.WriteString(s.Text)
		}
		if b.String() != text {
			t.Fatalf("spans join to %q, want %q", b.String(), text)
		}
		if len(terms) > MaxTerms {
			t.Fatalf("%d terms", len(terms))
		}
		for _, w := range terms {
			if w == "" || strings.ToLower(w) != w {
				t.Fatalf("bad term %q from %q", w, q)
			}
		}
	})
}
