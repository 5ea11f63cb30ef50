package versions_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/versions"
)

// TestFindHint runs the cases of testdata/hints.txt.
func TestFindHint(t *testing.T) {
	f, err := os.Open("testdata/hints.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var known []string
	name := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "known: "):
			known = strings.Fields(strings.TrimPrefix(line, "known: "))
		case strings.HasPrefix(line, "name: "):
			name = strings.TrimPrefix(line, "name: ")
		default:
			want, log, ok := strings.Cut(line, "\t")
			if !ok {
				t.Fatalf("hints.txt:%d: no tab", n)
			}
			if want == "-" {
				want = ""
			}
			if got := versions.FindHint(strings.ReplaceAll(log, `\n`, "\n"), known, name); got != want {
				t.Errorf("hints.txt:%d: FindHint = %q, want %q", n, got, want)
			}
		}
	}
}

func TestSort(t *testing.T) {
	vs := []string{"v0.10.1", "0.9.3", "1.0", "1.0rc1", "1.0.1", "abc123", "v0.9.3-post"}
	versions.Sort(vs)
	if got, want := strings.Join(vs, " "), "abc123 0.9.3 v0.9.3-post v0.10.1 1.0rc1 1.0 1.0.1"; got != want {
		t.Errorf("Sort = %s\nwant   %s", got, want)
	}
}

func rec(id, version string) *catalog.Record {
	r := &catalog.Record{ID: id, Tags: []string{"base:Exception"}}
	versions.Label(r, version)
	return r
}

func TestPreferAndIn(t *testing.T) {
	recs := []*catalog.Record{rec("a", "1.0"), rec("a", "2.0"), rec("b", "1.0"), rec("a", "3.0"), rec("c", "3.0")}
	id := func(r *catalog.Record) *catalog.Record { return r }
	for _, tc := range []struct{ want, got string }{
		{"2.0", "a@2.0 b@1.0 c@3.0"},
		{"v2.5", "a@2.0 b@1.0 c@3.0"},
		{"0.5", "a@1.0 b@1.0 c@3.0"},
		{"", "b@1.0 a@3.0 c@3.0"},
		{"9", "b@1.0 a@3.0 c@3.0"},
	} {
		var got []string
		for _, r := range versions.Prefer(recs, id, tc.want) {
			got = append(got, r.ID+"@"+versions.Of(r))
		}
		if strings.Join(got, " ") != tc.got {
			t.Errorf("Prefer(%q) = %s, want %s", tc.want, strings.Join(got, " "), tc.got)
		}
	}
	in := versions.In(recs)
	if got := strings.Join(in["a"], " "); got != "1.0 2.0 3.0" {
		t.Errorf(`In["a"] = %s`, got)
	}
	if got := strings.Join(versions.Known(recs), " "); got != "1.0 2.0 3.0" {
		t.Errorf("Known = %s", got)
	}
}

func TestLabelReplacesAndOfFallsBack(t *testing.T) {
	r := rec("a", "1.0")
	versions.Label(r, "2.0")
	if got := strings.Join(r.Tags, " "); got != "base:Exception version:2.0" {
		t.Errorf("tags %q", got)
	}
	s := &catalog.Record{AnalyzedSha: catalog.Str("0123456789abcdef0123")}
	if got := versions.Of(s); got != "0123456789ab" {
		t.Errorf("Of without a tag = %q", got)
	}
}

func FuzzFindHint(f *testing.F) {
	f.Add("pytest 8.3.4\nrelease v1.0", "8.3.4 1.0")
	f.Fuzz(func(t *testing.T, log, known string) {
		ks := strings.Fields(known)
		got := versions.FindHint(log, ks, "pytest")
		if got == "" {
			return
		}
		for _, k := range ks {
			if k == got {
				return
			}
		}
		t.Fatalf("FindHint returned %q, not among %q", got, ks)
	})
}
