package storetest

import (
	"bufio"
	"bytes"
	"context"
	"errors"
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
