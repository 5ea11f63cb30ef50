package catalog

import (
	"slices"
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
