package sqlite

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/storetest"
)

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) catalog.Store {
		s, err := Open(context.Background(), filepath.Join(t.TempDir(), "c.db"))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	})
}

// crashEnv names the database a re-executed test binary imports into and
// then dies in the middle of, without rolling back.
const crashEnv = "ERRDEX_SQLITE_CRASH_DB"

func TestMain(m *testing.M) {
	if path := os.Getenv(crashEnv); path != "" {
		crashMidImport(path)
		return
	}
	os.Exit(m.Run())
}

// crashMidImport re-imports every slice of the test dataset and exits the
// process abruptly after the fourth record, leaving the transaction open.
func crashMidImport(path string) {
	s, err := Open(context.Background(), path)
	if err != nil {
		os.Exit(3)
	}
	testHookInsert = func(n int) error {
		if n == 4 {
			os.Exit(42)
		}
		return nil
	}
	_, es := storetest.Dataset(&testing.T{})
	for i := range es {
		es[i].DatasetVersion = "crashed"
	}
	s.Import(context.Background(), es)
	os.Exit(4) // not reached
}

func TestCrashMidImportKeepsOldSlices(t *testing.T) {
	raw, es := storetest.Dataset(t)
	path := filepath.Join(t.TempDir(), "c.db")
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Import(context.Background(), es); err != nil {
		t.Fatal(err)
	}
	s.Close()

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashEnv+"="+path)
	err = cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 42 {
		t.Fatalf("crashing import exited with %v, want exit status 42", err)
	}

	s, err = Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var b bytes.Buffer
	enc := catalog.NewEncoder(&b)
	if err := s.Export(context.Background(), catalog.Filter{}, func(e *catalog.Entry) error { return enc.Encode(e) }); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), raw) {
		t.Fatalf("after a crash mid-import the store holds:\n%s", b.Bytes())
	}
}

func TestHookErrorRollsBack(t *testing.T) {
	raw, es := storetest.Dataset(t)
	s := openLoaded(t)
	boom := errors.New("disk on fire")
	testHookInsert = func(n int) error {
		if n == 5 {
			return boom
		}
		return nil
	}
	defer func() { testHookInsert = nil }()
	if _, err := s.Import(context.Background(), es[:6]); !errors.Is(err, boom) {
		t.Fatalf("import err = %v", err)
	}
	var b bytes.Buffer
	enc := catalog.NewEncoder(&b)
	s.Export(context.Background(), catalog.Filter{}, func(e *catalog.Entry) error { return enc.Encode(e) })
	if !bytes.Equal(b.Bytes(), raw) {
		t.Fatalf("failed import changed the store:\n%s", b.Bytes())
	}
}

func TestSearchRanksMessageMatchesFirst(t *testing.T) {
	s := openLoaded(t)
	// "is": b..02 has it in its message, b..01 only in its documentation.
	for _, c := range []struct {
		q    catalog.Query
		want []string
	}{
		{catalog.Query{Text: "is"}, []string{"b000000000000002", "b000000000000001"}},
		{catalog.Query{Text: "is", PerPage: 1, Page: 2}, []string{"b000000000000001"}},
		{catalog.Query{Text: "is", PerPage: 1, Page: 3}, nil},
		{catalog.Query{Text: ""}, []string{"b000000000000002", "b000000000000001", "a000000000000004", "a000000000000001"}},
	} {
		p, err := s.Search(context.Background(), c.q)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, h := range p.Hits {
			got = append(got, h.Record.ID)
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%+v: %v (total %d), want %v", c.q, got, p.Total, c.want)
		}
	}
}

// openLoaded returns a store holding the storetest dataset.
func openLoaded(t *testing.T) *Store {
	_, es := storetest.Dataset(t)
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if _, err := s.Import(context.Background(), es); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMigrate opens a catalog made by the schema before slices had a
// package and version (its slices table as it was, one slice stored).
func TestMigrate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	old := strings.Replace(schema, slicesTable("slices"), `CREATE TABLE IF NOT EXISTS slices (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	repo TEXT NOT NULL,
	sha TEXT NOT NULL,
	dataset_version TEXT NOT NULL,
	imported_at TEXT NOT NULL,
	records INTEGER NOT NULL,
	min_rid INTEGER NOT NULL DEFAULT 0,
	max_rid INTEGER NOT NULL DEFAULT -1,
	UNIQUE (repo, sha)
)`, 1)
	_, es := storetest.Dataset(t)
	line, err := catalog.Marshal(&es[0])
	if err != nil {
		t.Fatal(err)
	}
	r := &es[0].Record
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{old, nil},
		{`INSERT INTO slices (repo, sha, dataset_version, imported_at, records, min_rid, max_rid) VALUES (?, ?, ?, 'x', 1, 1, 1)`, []any{*r.Repo, *r.AnalyzedSha, es[0].DatasetVersion}},
		{`INSERT INTO records (rid, slice_id, ord, id, class) VALUES (1, 1, 0, ?, ?)`, []any{r.ID, r.ErrorClass}},
		{`INSERT INTO lines (rid, line) VALUES (1, ?)`, []any{string(line)}},
	} {
		if _, err := db.Exec(q.sql, q.args...); err != nil {
			t.Fatalf("%s: %v", q.sql, err)
		}
	}
	db.Close()
	s, err := Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	storetest.Migrated(t, s, es[0])
	if err := s.db.QueryRow(`PRAGMA foreign_key_check`).Scan(); !errors.Is(err, sql.ErrNoRows) {
		t.Errorf("foreign key check after the update: %v", err)
	}
	s.Close()
	if s, err = Open(context.Background(), path); err != nil { // a second open finds nothing to do
		t.Fatal(err)
	}
	s.Close()
}
