package storetest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// Dir is the directory holding this package's testdata.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "testdata")
}

// Dataset returns the raw bytes and entries of testdata/multi.jsonl: three
// slices (two SHAs of acme/one, one of beta/two), with a <script> message
// and SQL-looking enrichment text.
func Dataset(t testing.TB) ([]byte, []catalog.Entry) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(Dir(), "multi.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	es, bad, err := catalog.ReadAll(bytes.NewReader(raw), "multi.jsonl")
	if err != nil || len(bad) > 0 {
		t.Fatalf("read multi.jsonl: %v %v", err, bad)
	}
	return raw, es
}

// Run runs the conformance suite. open must return a new, empty store.
func Run(t *testing.T, open func(t *testing.T) catalog.Store) {
	ctx := context.Background()
	raw, entries := Dataset(t)
	load := func(t *testing.T) catalog.Store {
		s := open(t)
		st, err := s.Import(ctx, entries)
		if err != nil {
			t.Fatal(err)
		}
		if st.Records != len(entries) || st.Slices != 3 || st.Replaced != 0 {
			t.Fatalf("import stats %+v", st)
		}
		return s
	}
	t.Run("ExportIsByteExact", func(t *testing.T) {
		s := load(t)
		if got := export(t, s, catalog.Filter{}); !bytes.Equal(got, raw) {
			t.Fatalf("export differs from import:\n got %s\nwant %s", got, raw)
		}
		got := export(t, s, catalog.Filter{Repo: "acme/one", SHA: "2222222222222222222222222222222222222222"})
		if n := bytes.Count(got, []byte("\n")); n != 2 {
			t.Errorf("export of acme/one@2222: %d lines, want 2", n)
		}
		if n := bytes.Count(export(t, s, catalog.Filter{Latest: true}), []byte("\n")); n != 4 {
			t.Errorf("export of latest slices: %d lines, want 4", n)
		}
	})
	t.Run("Slices", func(t *testing.T) {
		s := load(t)
		sl, err := s.Slices(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, x := range sl {
			got = append(got, x.Repo+"@"+x.SHA[:4]+":"+strconv.Itoa(x.Records)+":"+x.DatasetVersion)
		}
		want := []string{"beta/two@3333:2:2026-09-01T00:00:00.000Z", "acme/one@2222:2:2026-09-02T00:00:00.000Z", "acme/one@1111:3:2026-09-01T00:00:00.000Z"}
		if !slices.Equal(got, want) {
			t.Fatalf("slices %q, want %q", got, want)
		}
	})
	t.Run("Get", func(t *testing.T) {
		s := load(t)
		e, err := s.Get(ctx, "a000000000000001", catalog.Filter{})
		if err != nil || e.Record.ErrorMessage != "connection refused by peer {host}" {
			t.Fatalf("newest a..01: %v %v", e, err)
		}
		e, err = s.Get(ctx, "a000000000000001", catalog.Filter{SHA: "1111111111111111111111111111111111111111"})
		if err != nil || e.Record.ErrorMessage != "connection refused to {host}" {
			t.Fatalf("a..01 at 1111: %v %v", e, err)
		}
		for _, id := range []string{"nope", "", "a000000000000001' OR '1'='1"} {
			if _, err := s.Get(ctx, id, catalog.Filter{}); !errors.Is(err, catalog.ErrNotFound) {
				t.Errorf("Get(%q) = %v, want ErrNotFound", id, err)
			}
		}
	})
	t.Run("ReimportReplacesSlice", func(t *testing.T) {
		s := load(t)
		var one []catalog.Entry
		for _, e := range entries {
			if *e.Record.AnalyzedSha == "1111111111111111111111111111111111111111" && e.Record.ID == "a000000000000003" {
				e.DatasetVersion = "2026-10-01T00:00:00.000Z"
				one = append(one, e)
			}
		}
		st, err := s.Import(ctx, one)
		if err != nil || st.Replaced != 1 || st.Records != 1 {
			t.Fatalf("reimport: %+v %v", st, err)
		}
		got := export(t, s, catalog.Filter{SHA: "1111111111111111111111111111111111111111"})
		if n := bytes.Count(got, []byte("\n")); n != 1 || !bytes.Contains(got, []byte("2026-10-01")) {
			t.Fatalf("after reimport acme/one@1111 = %s", got)
		}
		if n := bytes.Count(export(t, s, catalog.Filter{}), []byte("\n")); n != 5 {
			t.Fatalf("after reimport %d records, want 5", n)
		}
		if _, err := s.Get(ctx, "a000000000000002", catalog.Filter{}); !errors.Is(err, catalog.ErrNotFound) {
			t.Fatalf("replaced record still found: %v", err)
		}
	})
	t.Run("Packages", func(t *testing.T) {
		s := open(t)
		// Installed packages: two without a repository at one version, two
		// of one repository at one tag, and a second version of one.
		pkg := func(repo, sha, purl, id string) catalog.Entry {
			e := entries[0]
			e.Record.ID, e.Record.Repo, e.Record.AnalyzedSha = id, nil, catalog.Str(sha)
			if repo != "" {
				e.Record.Repo = catalog.Str(repo)
			}
			e.Record.Tags = []string{purl, "version:" + sha}
			return e
		}
		pkgs := []catalog.Entry{
			pkg("", "1.0.0", "pkg:pypi/alpha@1.0.0", "c000000000000001"),
			pkg("", "1.0.0", "pkg:pypi/beta-pkg@1.0.0", "c000000000000002"),
			pkg("", "1.0.0", "pkg:pypi/beta-pkg@1.0.0", "c000000000000003"),
			pkg("acme/mono", "v2.0.0", "pkg:npm/%40acme/one@2.0.0", "c000000000000004"),
			pkg("acme/mono", "v2.0.0", "pkg:npm/%40acme/two@2.0.0", "c000000000000005"),
			pkg("", "1.1.0", "pkg:pypi/alpha@1.1.0", "c000000000000006"),
		}
		st, err := s.Import(ctx, pkgs)
		if err != nil || st.Slices != 5 || st.Records != 6 {
			t.Fatalf("import of packages: %+v %v", st, err)
		}
		sl, err := s.Slices(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, x := range sl {
			got = append(got, x.Repo+"@"+x.SHA+" "+x.Package+" "+x.Version+":"+strconv.Itoa(x.Records))
		}
		want := []string{"@1.1.0 pkg:pypi/alpha 1.1.0:1", "acme/mono@v2.0.0 pkg:npm/%40acme/two 2.0.0:1", "acme/mono@v2.0.0 pkg:npm/%40acme/one 2.0.0:1",
			"@1.0.0 pkg:pypi/beta-pkg 1.0.0:2", "@1.0.0 pkg:pypi/alpha 1.0.0:1"}
		if !slices.Equal(got, want) {
			t.Fatalf("slices %q, want %q", got, want)
		}
		ids := func(f catalog.Filter) string {
			var out []string
			if err := s.Export(ctx, f, func(e *catalog.Entry) error { out = append(out, e.Record.ID[14:]); return nil }); err != nil {
				t.Fatal(err)
			}
			return strings.Join(out, " ")
		}
		for q, want := range map[string]string{
			"alpha": "01 06", "alpha@1.0.0": "01", "pkg:pypi/alpha@1.1.0": "06", "pkg:pypi/alpha": "01 06",
			"beta_pkg": "02 03", "Beta.Pkg@1.0.0": "02 03", "beta": "", "@acme/one": "04", "one": "04", "acme/two": "", "@acme/two@2.0.0": "05", "%": "", "alpha@1.0.%": "",
		} {
			if got := ids(catalog.Filter{Package: q}); got != want {
				t.Errorf("package %q: records %q, want %q", q, got, want)
			}
		}
		if got := ids(catalog.Filter{Latest: true}); got != "02 03 04 05 06" {
			t.Errorf("latest: records %q, want the newest slice of each package", got)
		}
		// Re-importing one package's version replaces it alone.
		again := pkgs[:1:1]
		again[0].DatasetVersion = "2026-10-01T00:00:00.000Z"
		if st, err := s.Import(ctx, again); err != nil || st.Replaced != 1 {
			t.Fatalf("re-import of alpha@1.0.0: %+v %v", st, err)
		}
		if got := ids(catalog.Filter{}); got != "02 03 04 05 06 01" {
			t.Errorf("after re-import: records %q", got)
		}
	})
	t.Run("FailedImportChangesNothing", func(t *testing.T) {
		s := load(t)
		bad := append([]catalog.Entry(nil), entries[:2]...)
		bad[0].DatasetVersion = "2027-01-01T00:00:00.000Z"
		bad[1].Record.SchemaVersion = 1 // fails after the slice was deleted and one record inserted
		if _, err := s.Import(ctx, bad); err == nil || !strings.Contains(err.Error(), "schemaVersion") {
			t.Fatalf("import of a bad entry: err = %v", err)
		}
		if got := export(t, s, catalog.Filter{}); !bytes.Equal(got, raw) {
			t.Fatalf("failed import changed the store:\n%s", got)
		}
	})
	t.Run("Search", func(t *testing.T) {
		s := load(t)
		for _, c := range searchCases(t) {
			page, err := s.Search(ctx, c.q)
			if err != nil {
				t.Errorf("%s: %v", c.line, err)
				continue
			}
			var ids []string
			for _, h := range page.Hits {
				ids = append(ids, h.Record.ID)
			}
			slices.Sort(ids)
			if page.Total != c.total || !slices.Equal(ids, c.ids) {
				t.Errorf("%s: total %d ids %v, want %d %v", c.line, page.Total, ids, c.total, c.ids)
			}
		}
	})
	t.Run("SearchHighlightsAndPages", func(t *testing.T) {
		s := load(t)
		page, err := s.Search(ctx, catalog.Query{Text: "pool", Repo: "beta/two"})
		if err != nil || len(page.Hits) != 1 {
			t.Fatalf("search pool: %v %v", page, err)
		}
		want := []catalog.Span{{Text: "connection "}, {Text: "pool", Match: true}, {Text: " is full"}}
		if got := page.Hits[0].Highlight; !slices.Equal(got, want) {
			t.Errorf("highlight %+v, want %+v", got, want)
		}
		var seen []string
		for p := 1; p <= 3; p++ {
			page, err := s.Search(ctx, catalog.Query{Text: "", PerPage: 2, Page: p})
			if err != nil {
				t.Fatal(err)
			}
			if page.Total != 4 {
				t.Errorf("page %d total %d", p, page.Total)
			}
			for _, h := range page.Hits {
				seen = append(seen, h.Record.ID)
			}
		}
		slices.Sort(seen)
		if !slices.Equal(seen, []string{"a000000000000001", "a000000000000004", "b000000000000001", "b000000000000002"}) {
			t.Errorf("pages returned %v", seen)
		}
	})
}

func export(t *testing.T, s catalog.Store, f catalog.Filter) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := catalog.NewEncoder(&b)
	if err := s.Export(context.Background(), f, func(e *catalog.Entry) error { return enc.Encode(e) }); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

type searchCase struct {
	line  string
	q     catalog.Query
	total int
	ids   []string
}

func searchCases(t *testing.T) []searchCase {
	f, err := os.Open(filepath.Join(Dir(), "search.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []searchCase
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if len(fields) < 2 {
			t.Fatalf("search.txt: bad line %q", line)
		}
		v, err := url.ParseQuery(fields[0])
		if err != nil {
			// Keep raw text queries that are not valid query strings.
			v = url.Values{"q": {strings.TrimPrefix(fields[0], "q=")}}
		}
		total, err := strconv.Atoi(fields[1])
		if err != nil {
			t.Fatalf("search.txt: bad total in %q", line)
		}
		c := searchCase{line: line, q: catalog.Query{Text: v.Get("q"), Repo: v.Get("repo"), Class: v.Get("class")}, total: total}
		if len(fields) > 2 {
			c.ids = strings.Fields(fields[2])
			slices.Sort(c.ids)
		}
		out = append(out, c)
	}
	return out
}

// Migrated checks a store opened on a catalog made before slices had a
// package and version, holding the one entry old with its slice: the
// entry is exported as it was, and two packages without a repository at
// one version are now two slices.
func Migrated(t *testing.T, s catalog.Store, old catalog.Entry) {
	t.Helper()
	ctx := context.Background()
	want, err := catalog.Marshal(&old)
	if err != nil {
		t.Fatal(err)
	}
	if got := export(t, s, catalog.Filter{}); !bytes.Equal(got, append(want, '\n')) {
		t.Fatalf("after the update the catalog holds\n%s\nwant\n%s", got, want)
	}
	var pkgs []catalog.Entry
	for i, purl := range []string{"pkg:pypi/alpha@1.0.0", "pkg:pypi/beta@1.0.0"} {
		e := old
		e.Record.ID = fmt.Sprintf("d00000000000000%d", i)
		e.Record.Repo, e.Record.AnalyzedSha, e.Record.Tags = nil, catalog.Str("1.0.0"), []string{purl}
		pkgs = append(pkgs, e)
	}
	if st, err := s.Import(ctx, pkgs); err != nil || st.Slices != 2 {
		t.Fatalf("import of two packages after the update: %+v %v", st, err)
	}
	sl, err := s.Slices(ctx)
	if err != nil || len(sl) != 3 {
		t.Fatalf("slices after the update: %v %v", sl, err)
	}
}
