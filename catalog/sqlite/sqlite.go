package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/errdex/errdex/catalog"
)

// Store is a catalog.Store in one SQLite file.
type Store struct {
	db *sql.DB
}

var _ catalog.Store = (*Store)(nil)

const schema = `
CREATE TABLE IF NOT EXISTS slices (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	repo TEXT NOT NULL,
	sha TEXT NOT NULL,
	dataset_version TEXT NOT NULL,
	imported_at TEXT NOT NULL,
	records INTEGER NOT NULL,
	UNIQUE (repo, sha)
);
CREATE TABLE IF NOT EXISTS records (
	rid INTEGER PRIMARY KEY,
	slice_id INTEGER NOT NULL REFERENCES slices(id) ON DELETE CASCADE,
	ord INTEGER NOT NULL,
	id TEXT NOT NULL,
	class TEXT NOT NULL,
	line TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_id ON records(id);
CREATE INDEX IF NOT EXISTS records_slice ON records(slice_id, ord);
CREATE INDEX IF NOT EXISTS records_class ON records(class);
CREATE VIRTUAL TABLE IF NOT EXISTS records_fts USING fts5(
	message, class, path, enrichment, tokenize = 'unicode61'
);
`

// Open opens (creating if needed) the SQLite catalog at path.
func Open(ctx context.Context, path string) (*Store, error) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return &Store{db: db}, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// testHookInsert, when set, runs after each record is inserted; tests use
// it to fail or crash part way through an import.
var testHookInsert func(n int) error

// Import implements catalog.Store.
func (s *Store) Import(ctx context.Context, entries []catalog.Entry) (st catalog.ImportStats, err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	defer func() {
		if err != nil {
			tx.Rollback()
		}
	}()
	now := catalog.FormatTime(time.Now())
	type key struct{ repo, sha string }
	ids := map[key]int64{}
	counts := map[int64]int{}
	insRec, err := tx.PrepareContext(ctx, `INSERT INTO records (slice_id, ord, id, class, line) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	insFTS, err := tx.PrepareContext(ctx, `INSERT INTO records_fts (rowid, message, class, path, enrichment) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	for i := range entries {
		e := &entries[i]
		if err := e.Record.Validate(); err != nil {
			return st, fmt.Errorf("import entry %d: %w", i+1, err)
		}
		repo, sha := catalog.SliceKey(&e.Record)
		k := key{repo, sha}
		sid, ok := ids[k]
		if !ok {
			replaced, err := deleteSlice(ctx, tx, repo, sha)
			if err != nil {
				return st, fmt.Errorf("import %s@%s: %w", repo, sha, err)
			}
			if replaced {
				st.Replaced++
			}
			res, err := tx.ExecContext(ctx, `INSERT INTO slices (repo, sha, dataset_version, imported_at, records) VALUES (?, ?, ?, ?, 0)`,
				repo, sha, e.DatasetVersion, now)
			if err != nil {
				return st, fmt.Errorf("import %s@%s: %w", repo, sha, err)
			}
			if sid, err = res.LastInsertId(); err != nil {
				return st, fmt.Errorf("import %s@%s: %w", repo, sha, err)
			}
			ids[k] = sid
			st.Slices++
		}
		line, err := catalog.Marshal(e)
		if err != nil {
			return st, fmt.Errorf("import entry %d: %w", i+1, err)
		}
		r := &e.Record
		res, err := insRec.ExecContext(ctx, sid, counts[sid], r.ID, r.ErrorClass, string(line))
		if err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		rid, err := res.LastInsertId()
		if err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		if _, err := insFTS.ExecContext(ctx, rid, r.ErrorMessage, r.ErrorClass, r.FilePath, catalog.EnrichmentText(r)); err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		counts[sid]++
		st.Records++
		if testHookInsert != nil {
			if err := testHookInsert(st.Records); err != nil {
				return st, err
			}
		}
	}
	for sid, n := range counts {
		if _, err := tx.ExecContext(ctx, `UPDATE slices SET records = ? WHERE id = ?`, n, sid); err != nil {
			return st, fmt.Errorf("import: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return st, fmt.Errorf("import: commit: %w", err)
	}
	return st, nil
}

func deleteSlice(ctx context.Context, tx *sql.Tx, repo, sha string) (bool, error) {
	var sid int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM slices WHERE repo = ? AND sha = ?`, repo, sha).Scan(&sid)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM records_fts WHERE rowid IN (SELECT rid FROM records WHERE slice_id = ?)`, sid); err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM records WHERE slice_id = ?`, sid); err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM slices WHERE id = ?`, sid); err != nil {
		return false, err
	}
	return true, nil
}

// sliceWhere returns a condition on the slices table (aliased s) for f.
func sliceWhere(f catalog.Filter) (string, []any) {
	var conds []string
	var args []any
	if f.Repo != "" {
		conds = append(conds, "s.repo = ?")
		args = append(args, f.Repo)
	}
	if f.SHA != "" {
		conds = append(conds, "s.sha = ?")
		args = append(args, f.SHA)
	}
	if f.Latest {
		conds = append(conds, "s.id = (SELECT max(id) FROM slices s2 WHERE s2.repo = s.repo)")
	}
	if len(conds) == 0 {
		return "1", nil
	}
	return strings.Join(conds, " AND "), args
}

// Export implements catalog.Store.
func (s *Store) Export(ctx context.Context, f catalog.Filter, fn func(*catalog.Entry) error) error {
	where, args := sliceWhere(f)
	rows, err := s.db.QueryContext(ctx, `SELECT r.line FROM records r JOIN slices s ON s.id = r.slice_id WHERE `+where+` ORDER BY s.id, r.ord`, args...)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		e, err := catalog.DecodeLine(line)
		if err != nil {
			return fmt.Errorf("export: %w", err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

// Get implements catalog.Store.
func (s *Store) Get(ctx context.Context, id string, f catalog.Filter) (*catalog.Entry, error) {
	where, args := sliceWhere(f)
	var line string
	err := s.db.QueryRowContext(ctx, `SELECT r.line FROM records r JOIN slices s ON s.id = r.slice_id WHERE r.id = ? AND `+where+` ORDER BY s.id DESC LIMIT 1`,
		append([]any{id}, args...)...).Scan(&line)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("record %q: %w", id, catalog.ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("record %q: %w", id, err)
	}
	e, err := catalog.DecodeLine(line)
	if err != nil {
		return nil, fmt.Errorf("record %q: %w", id, err)
	}
	return e, nil
}

// Slices implements catalog.Store.
func (s *Store) Slices(ctx context.Context) ([]catalog.Slice, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT repo, sha, dataset_version, imported_at, records FROM slices ORDER BY id DESC`)
	if err != nil {
		return nil, fmt.Errorf("slices: %w", err)
	}
	defer rows.Close()
	out := []catalog.Slice{}
	for rows.Next() {
		var sl catalog.Slice
		if err := rows.Scan(&sl.Repo, &sl.SHA, &sl.DatasetVersion, &sl.ImportedAt, &sl.Records); err != nil {
			return nil, fmt.Errorf("slices: %w", err)
		}
		out = append(out, sl)
	}
	return out, rows.Err()
}

// ftsQuery turns free text into an FTS5 query: every word quoted, all
// required, the last one a prefix.
func ftsQuery(terms []string) string {
	q := make([]string, len(terms))
	for i, t := range terms {
		q[i] = `"` + strings.ReplaceAll(t, `"`, `""`) + `"`
	}
	return strings.Join(q, " ") + "*"
}

// Search implements catalog.Store. Results are ranked by BM25 with the
// message weighted highest; only the latest slice of each repo is searched.
func (s *Store) Search(ctx context.Context, q catalog.Query) (*catalog.SearchPage, error) {
	q.Normalize()
	page := &catalog.SearchPage{Page: q.Page, PerPage: q.PerPage, Hits: []catalog.Hit{}}
	where, args := sliceWhere(catalog.Filter{Repo: q.Repo, Latest: true})
	if q.Class != "" {
		where += " AND r.class = ?"
		args = append(args, q.Class)
	}
	terms := catalog.Terms(q.Text)
	from := `records r JOIN slices s ON s.id = r.slice_id`
	sel := `SELECT r.line, '' FROM ` + from + ` WHERE ` + where + ` ORDER BY s.id DESC, r.ord`
	count := `SELECT count(*) FROM ` + from + ` WHERE ` + where
	if len(terms) > 0 {
		from = `records_fts f JOIN records r ON r.rid = f.rowid JOIN slices s ON s.id = r.slice_id`
		where = `records_fts MATCH ? AND ` + where
		args = append([]any{ftsQuery(terms)}, args...)
		sel = `SELECT r.line, highlight(records_fts, 0, '` + catalog.HighlightStart + `', '` + catalog.HighlightEnd + `') FROM ` + from +
			` WHERE ` + where + ` ORDER BY bm25(records_fts, 8.0, 4.0, 2.0, 1.0), r.rid`
		count = `SELECT count(*) FROM ` + from + ` WHERE ` + where
	}
	if err := s.db.QueryRowContext(ctx, count, args...).Scan(&page.Total); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, sel+` LIMIT ? OFFSET ?`, append(args, q.PerPage, (q.Page-1)*q.PerPage)...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var line, hl string
		if err := rows.Scan(&line, &hl); err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		h, err := catalog.NewHit(line, hl)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		page.Hits = append(page.Hits, h)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	return page, nil
}
