package match

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/errdex/errdex/catalog"
)

func loadTestIndex(t testing.TB, warn func(string)) *Index {
	t.Helper()
	return loadTestIndexFrom(t, "testdata/catalog.jsonl", warn)
}

// loadTestIndexFrom is loadTestIndex of another test catalog.
func loadTestIndexFrom(t testing.TB, file string, warn func(string)) *Index {
	t.Helper()
	entries, bad, err := catalog.ReadFile(file)
	if err != nil || len(bad) > 0 {
		t.Fatalf("read test catalog: %v %v", err, bad)
	}
	recs := make([]catalog.Record, len(entries))
	for i := range entries {
		recs[i] = entries[i].Record
	}
	ix, err := New(recs, Options{Warn: warn})
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// TestExplain runs testdata/explain/*.txtar: each has an input and a want
// section of expectations, one per line:
//
//	top ID PARAMS   the first result is ID with these params (JSON)
//	has ID / not ID  ID is / is not among the results
//	unknown          no result
//	chain ID...      the wrapped chain's links, outermost first
//	frame ID         ID's result has frame support
//	kind K / class C / frames N / level L   what Parse reads
//	status S / basis B / ties N   what the Answer says
//	note TEXT        an Answer note contains TEXT
//	moved ID         ID's result has frame support at another line
//	warn ID          a warning naming ID was given
//
// A "catalog" section names the test catalog to use instead of
// testdata/catalog.jsonl.
func TestExplain(t *testing.T) {
	files, _ := filepath.Glob("testdata/explain/*.txtar")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			sec := map[string]string{}
			for _, f := range ar.Files {
				sec[f.Name] = string(f.Data)
			}
			var warns []string
			// A "catalog" section names another test catalog to explain
			// against (testdata/catalog-runtime.jsonl).
			cat := "testdata/catalog.jsonl"
			if c := strings.TrimSpace(sec["catalog"]); c != "" {
				cat = filepath.Join("testdata", c)
			}
			// A "host" section (linux/amd64) sets the system errdex runs
			// on for this case (goOtherSystem).
			if h := strings.TrimSpace(sec["host"]); h != "" {
				oldOS, oldArch := hostOS, hostArch
				hostOS, hostArch, _ = strings.Cut(h, "/")
				defer func() { hostOS, hostArch = oldOS, oldArch }()
			}
			ix := loadTestIndexFrom(t, cat, func(s string) { warns = append(warns, s) })
			input := strings.TrimSuffix(sec["input"], "\n")
			ex := Parse(input)
			rs := ix.Explain(input)
			ans := ix.ExplainText(context.Background(), input, Query{})
			// Explain twice: the regexp cache and warnings must be stable.
			rs2 := ix.Explain(input)
			if len(rs) != len(rs2) {
				t.Errorf("second Explain gave %d results, first %d", len(rs2), len(rs))
			}
			// The printed order is the score order.
			for i := 1; i < len(rs); i++ {
				if rs[i].Score > rs[i-1].Score {
					t.Errorf("result %d (%s, %.3f) ranks after one scoring less (%s, %.3f)", i, rs[i].Record.ID, rs[i].Score, rs[i-1].Record.ID, rs[i-1].Score)
				}
			}
			for i := 1; i < len(ans.Matches); i++ {
				if ans.Matches[i].Score > ans.Matches[i-1].Score {
					t.Errorf("match %d (%.3f) listed after one scoring less (%.3f)", i, ans.Matches[i].Score, ans.Matches[i-1].Score)
				}
			}
			ids := map[string]*Result{}
			for i := range rs {
				ids[rs[i].Record.ID] = &rs[i]
			}
			for _, line := range strings.Split(strings.TrimSpace(sec["want"]), "\n") {
				f := strings.Fields(line)
				if len(f) == 0 {
					continue
				}
				switch f[0] {
				case "top":
					if len(rs) == 0 {
						t.Errorf("%s: no results", line)
						continue
					}
					got, _ := json.Marshal(rs[0].Params)
					want := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "top "+f[1]))
					if rs[0].Record.ID != f[1] || string(got) != want {
						t.Errorf("%s: got top %s %s (score %.3f); all: %s", line, rs[0].Record.ID, got, rs[0].Score, describe(rs))
					}
				case "has", "not":
					if _, ok := ids[f[1]]; ok != (f[0] == "has") {
						t.Errorf("%s: results %s", line, describe(rs))
					}
				case "unknown":
					if len(rs) != 0 {
						t.Errorf("want unknown, got %s", describe(rs))
					}
				case "chain":
					var got []string
					for _, r := range Chain(rs) {
						got = append(got, r.Record.ID)
					}
					if strings.Join(got, " ") != strings.Join(f[1:], " ") {
						t.Errorf("%s: got chain %v; all: %s", line, got, describe(rs))
					}
				case "before":
					// f[1] is listed before f[2]
					a, b := -1, -1
					for i := range rs {
						if rs[i].Record.ID == f[1] && a < 0 {
							a = i
						}
						if rs[i].Record.ID == f[2] && b < 0 {
							b = i
						}
					}
					if a < 0 || b < 0 || a > b {
						t.Errorf("%s: all: %s", line, describe(rs))
					}
				case "frame":
					if r := ids[f[1]]; r == nil || !r.Frame {
						t.Errorf("%s: no frame support; all: %s", line, describe(rs))
					}
				case "kind":
					if ex.Kind.String() != f[1] {
						t.Errorf("%s: got kind %s", line, ex.Kind)
					}
				case "class":
					if ex.Class != f[1] {
						t.Errorf("%s: got class %q", line, ex.Class)
					}
				case "frames":
					if n, _ := strconv.Atoi(f[1]); len(ex.Frames) != n {
						t.Errorf("%s: got frames %v", line, ex.Frames)
					}
				case "level":
					if ex.Level != f[1] {
						t.Errorf("%s: got level %q", line, ex.Level)
					}
				case "status":
					if ans.Status != f[1] {
						t.Errorf("%s: got status %q (notes %q); all: %s", line, ans.Status, ans.Notes, describe(rs))
					}
				case "basis":
					if ans.Basis != f[1] {
						t.Errorf("%s: got basis %q; all: %s", line, ans.Basis, describe(rs))
					}
				case "ties":
					if n, _ := strconv.Atoi(f[1]); ans.Ties != n {
						t.Errorf("%s: got ties %d; all: %s", line, ans.Ties, describe(rs))
					}
				case "confidence":
					// the first match's confidence
					if len(ans.Matches) == 0 || ans.Matches[0].Confidence != f[1] {
						t.Errorf("%s: matches %v; all: %s", line, ans.Matches, describe(rs))
					}
				case "note":
					want := strings.TrimSpace(strings.TrimPrefix(line, "note"))
					found := false
					for _, n := range ans.Notes {
						found = found || strings.Contains(n, want)
					}
					if !found {
						t.Errorf("%s: notes %q", line, ans.Notes)
					}
				case "moved":
					if r := ids[f[1]]; r == nil || !r.Frame || !r.moved {
						t.Errorf("%s: no moved frame support; all: %s", line, describe(rs))
					}
				case "warn":
					n := 0
					for _, w := range warns {
						if strings.Contains(w, f[1]) {
							n++
						}
					}
					if n != 1 {
						t.Errorf("%s: got %d matching warnings in %q", line, n, warns)
					}
				default:
					t.Fatalf("unknown expectation %q", line)
				}
			}
		})
	}
}

func describe(rs []Result) string {
	var b strings.Builder
	for _, r := range rs {
		p, _ := json.Marshal(r.Params)
		b.WriteString(strconv.Quote(r.Record.ID) + "@" + strconv.Itoa(r.Offset) + " " + string(p) + " " + strconv.FormatFloat(r.Score, 'f', 3, 64) + "; ")
	}
	if b.Len() == 0 {
		return "(none)"
	}
	return b.String()
}

func TestSiteList(t *testing.T) {
	for _, c := range []struct {
		in   []string
		n    int
		want string
	}{
		{[]string{"b.py:2", "a.py:9", "a.py:1"}, 5, "a.py:1, a.py:9, b.py:2"},
		{[]string{"d:1", "c:1", "b:1", "a:1"}, 2, "a:1, b:1 and 2 more"},
	} {
		if got := siteList(c.in, c.n); got != c.want {
			t.Errorf("siteList(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}
