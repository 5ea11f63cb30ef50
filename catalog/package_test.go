package catalog

import "testing"

func TestKeyOf(t *testing.T) {
	for _, c := range []struct {
		tags []string
		want SliceKey
	}{
		{nil, SliceKey{Repo: "o/r", SHA: "v1"}},
		{[]string{"base:X", "pkg:pypi/requests@2.28.1", "version:2.28.1"}, SliceKey{"o/r", "v1", "pkg:pypi/requests", "2.28.1"}},
		{[]string{"pkg:npm/%40babel/core@7.0.0"}, SliceKey{"o/r", "v1", "pkg:npm/%40babel/core", "7.0.0"}},
		{[]string{"pkg:golang/golang.org/x/text"}, SliceKey{"o/r", "v1", "pkg:golang/golang.org/x/text", ""}},
	} {
		r := &Record{Repo: Str("o/r"), AnalyzedSha: Str("v1"), Tags: c.tags}
		if got := KeyOf(r); got != c.want {
			t.Errorf("KeyOf(%q) = %+v, want %+v", c.tags, got, c.want)
		}
	}
	r := &Record{Tags: []string{"runtime:CPython 3.11.2", "pkg:github/python/cpython@v3.11.2"}}
	if Runtime(r) != "CPython 3.11.2" || Package(r) != "pkg:github/python/cpython@v3.11.2" {
		t.Errorf("Runtime %q Package %q", Runtime(r), Package(r))
	}
}
