package catalog

import (
	"slices"
	"testing"
)

func TestSplitHighlight(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []Span
	}{
		{"", nil},
		{"plain", []Span{{Text: "plain"}}},
		{"a \uE000b\uE001 c", []Span{{Text: "a "}, {Text: "b", Match: true}, {Text: " c"}}},
		{"\uE000x\uE001\uE000y\uE001", []Span{{Text: "x", Match: true}, {Text: "y", Match: true}}},
		{"\uE000open", []Span{{Text: "open", Match: true}}},
		{"stray \uE001end", []Span{{Text: "stray end"}}},
	} {
		if got := SplitHighlight(c.in); !slices.Equal(got, c.want) {
			t.Errorf("SplitHighlight(%q) = %+v, want %+v", c.in, got, c.want)
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
