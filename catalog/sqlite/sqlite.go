package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strconv"
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

var schema = `
` + slicesTable("slices") + `;
CREATE TABLE IF NOT EXISTS records (
	rid INTEGER PRIMARY KEY,
	slice_id INTEGER NOT NULL REFERENCES slices(id) ON DELETE CASCADE,
	ord INTEGER NOT NULL,
	id TEXT NOT NULL,
	class TEXT NOT NULL
);
-- The stored JSON lines live apart so that the records table stays small
-- enough for searches to scan it from the page cache.
CREATE TABLE IF NOT EXISTS lines (
	rid INTEGER PRIMARY KEY REFERENCES records(rid) ON DELETE CASCADE,
	line TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_id ON records(id);
CREATE INDEX IF NOT EXISTS records_slice ON records(slice_id, ord);
CREATE INDEX IF NOT EXISTS records_class ON records(class);
CREATE VIRTUAL TABLE IF NOT EXISTS records_fts USING fts5(
	message, class, path, enrichment, tokenize = 'unicode61', prefix = '2 3 4 5 6 7 8'
);
`

// slicesTable returns the statement creating the slices table as name.
func slicesTable(name string) string {
	return `CREATE TABLE IF NOT EXISTS ` + name + ` (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	repo TEXT NOT NULL,
	sha TEXT NOT NULL,
	-- An installed package's slice: its package URL without the version,
	-- and the version (catalog.SliceKey); "" for others.
	package TEXT NOT NULL DEFAULT '',
	version TEXT NOT NULL DEFAULT '',
	dataset_version TEXT NOT NULL,
	imported_at TEXT NOT NULL,
	records INTEGER NOT NULL,
	-- A slice's records have the contiguous row ids min_rid..max_rid, so a
	-- search restricts the full-text index to slices by row id alone.
	min_rid INTEGER NOT NULL DEFAULT 0,
	max_rid INTEGER NOT NULL DEFAULT -1,
	UNIQUE (repo, sha, package, version)
)`
}

// migrate brings a catalog made before slices had a package and version
// up to date: SQLite cannot change a table's UNIQUE constraint, so the
// slices table is made again and its rows copied, foreign keys off (the
// records keep their slice ids), in one transaction.
func migrate(ctx context.Context, db *sql.DB) error {
	has := func(q interface {
		QueryRowContext(context.Context, string, ...any) *sql.Row
	}) (bool, error) {
		var n int
		err := q.QueryRowContext(ctx, `SELECT count(*) FROM pragma_table_info('slices') WHERE name = 'package'`).Scan(&n)
		return n > 0, err
	}
	if ok, err := has(db); ok || err != nil {
		return err
	}
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `PRAGMA foreign_keys = OFF`); err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA foreign_keys = ON`)
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if ok, err := has(tx); ok || err != nil { // another process did it first
		return err
	}
	cols := "id, repo, sha, dataset_version, imported_at, records, min_rid, max_rid"
	for _, q := range []string{
		`DROP TABLE IF EXISTS slices_new`,
		slicesTable("slices_new"),
		`INSERT INTO slices_new (` + cols + `) SELECT ` + cols + ` FROM slices`,
		`DROP TABLE slices`,
		`ALTER TABLE slices_new RENAME TO slices`,
	} {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Open opens (creating if needed) the SQLite catalog at path.
func Open(ctx context.Context, path string) (*Store, error) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "cache_size(-8192)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if err := migrate(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("open %s: update the slices table: %w", path, err)
	}
	// SQLite serialises writers and gains nothing from more readers than
	// cores; a small pool keeps memory bounded under many clients.
	db.SetMaxOpenConns(4)
	db.SetMaxIdleConns(4)
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
	ids := map[catalog.SliceKey]int64{}
	counts := map[int64]int{}
	insRec, err := tx.PrepareContext(ctx, `INSERT INTO records (slice_id, ord, id, class) VALUES (?, ?, ?, ?)`)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	insLine, err := tx.PrepareContext(ctx, `INSERT INTO lines (rid, line) VALUES (?, ?)`)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	insFTS, err := tx.PrepareContext(ctx, `INSERT INTO records_fts (rowid, message, class, path, enrichment) VALUES (?, ?, ?, ?, ?)`)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	type span struct{ min, max int64 }
	spans := map[int64]*span{}
	for _, i := range bySlice(entries) {
		e := &entries[i]
		if err := e.Record.Validate(); err != nil {
			return st, fmt.Errorf("import entry %d: %w", i+1, err)
		}
		k := catalog.KeyOf(&e.Record)
		repo, sha := k.Repo, k.SHA
		sid, ok := ids[k]
		if !ok {
			replaced, err := deleteSlice(ctx, tx, k)
			if err != nil {
				return st, fmt.Errorf("import %s@%s: %w", repo, sha, err)
			}
			if replaced {
				st.Replaced++
			}
			res, err := tx.ExecContext(ctx, `INSERT INTO slices (repo, sha, package, version, dataset_version, imported_at, records) VALUES (?, ?, ?, ?, ?, ?, 0)`,
				repo, sha, k.Package, k.Version, e.DatasetVersion, now)
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
		res, err := insRec.ExecContext(ctx, sid, counts[sid], r.ID, r.ErrorClass)
		if err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		rid, err := res.LastInsertId()
		if err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		if _, err := insLine.ExecContext(ctx, rid, string(line)); err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		if _, err := insFTS.ExecContext(ctx, rid, r.ErrorMessage, r.ErrorClass, r.FilePath, catalog.EnrichmentText(r)); err != nil {
			return st, fmt.Errorf("import record %s: %w", r.ID, err)
		}
		if sp := spans[sid]; sp == nil {
			spans[sid] = &span{rid, rid}
		} else if rid != sp.max+1 {
			return st, fmt.Errorf("import: row ids of slice %s@%s are not contiguous", repo, sha)
		} else {
			sp.max = rid
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
		sp := spans[sid]
		if _, err := tx.ExecContext(ctx, `UPDATE slices SET records = ?, min_rid = ?, max_rid = ? WHERE id = ?`, n, sp.min, sp.max, sid); err != nil {
			return st, fmt.Errorf("import: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return st, fmt.Errorf("import: commit: %w", err)
	}
	return st, nil
}

// bySlice returns the indexes of entries grouped by slice, slices in order
// of first appearance and entries in input order within each.
func bySlice(entries []catalog.Entry) []int {
	first := map[catalog.SliceKey]int{}
	group := make([]int, len(entries))
	for i := range entries {
		k := catalog.KeyOf(&entries[i].Record)
		g, ok := first[k]
		if !ok {
			g = len(first)
			first[k] = g
		}
		group[i] = g
	}
	idx := make([]int, len(entries))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return group[idx[a]] < group[idx[b]] })
	return idx
}

func deleteSlice(ctx context.Context, tx *sql.Tx, k catalog.SliceKey) (bool, error) {
	var sid int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM slices WHERE repo = ? AND sha = ? AND package = ? AND version = ?`, k.Repo, k.SHA, k.Package, k.Version).Scan(&sid)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM records_fts WHERE rowid IN (SELECT rid FROM records WHERE slice_id = ?)`, sid); err != nil {
		return false, err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM lines WHERE rid IN (SELECT rid FROM records WHERE slice_id = ?)`, sid); err != nil {
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
	if f.Package != "" {
		conds = append(conds, `s.package || '@' || s.version LIKE ? ESCAPE '\'`)
		args = append(args, catalog.PackagePattern(f.Package))
	}
	if f.Latest {
		conds = append(conds, "s.id IN (SELECT max(id) FROM slices GROUP BY repo, package)")
	}
	if len(conds) == 0 {
		return "1", nil
	}
	return strings.Join(conds, " AND "), args
}

// Export implements catalog.Store.
func (s *Store) Export(ctx context.Context, f catalog.Filter, fn func(*catalog.Entry) error) error {
	where, args := sliceWhere(f)
	rows, err := s.db.QueryContext(ctx, `SELECT l.line FROM records r JOIN slices s ON s.id = r.slice_id JOIN lines l ON l.rid = r.rid WHERE `+where+` ORDER BY s.id, r.ord`, args...)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer rows.Close()
	return catalog.EachLine(rows, "export", fn)
}

// Get implements catalog.Store.
func (s *Store) Get(ctx context.Context, id string, f catalog.Filter) (*catalog.Entry, error) {
	where, args := sliceWhere(f)
	var line string
	err := s.db.QueryRowContext(ctx, `SELECT l.line FROM records r JOIN slices s ON s.id = r.slice_id JOIN lines l ON l.rid = r.rid WHERE r.id = ? AND `+where+` ORDER BY s.id DESC LIMIT 1`,
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
	rows, err := s.db.QueryContext(ctx, "SELECT "+catalog.SliceColumns+" FROM slices ORDER BY id DESC")
	if err != nil {
		return nil, fmt.Errorf("slices: %w", err)
	}
	defer rows.Close()
	return catalog.ReadSlices(rows)
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

// ranges returns a condition restricting col to the row ids of the
// slices matching f ("" when no slice matches) and their record count.
func ranges(ctx context.Context, conn *sql.Conn, col string, f catalog.Filter) (string, int, error) {
	where, args := sliceWhere(f)
	rows, err := conn.QueryContext(ctx, `SELECT min_rid, max_rid, records FROM slices s WHERE `+where+` ORDER BY min_rid`, args...)
	if err != nil {
		return "", 0, err
	}
	defer rows.Close()
	var conds []string
	total := 0
	for rows.Next() {
		var lo, hi int64
		var n int
		if err := rows.Scan(&lo, &hi, &n); err != nil {
			return "", 0, err
		}
		if lo <= hi {
			conds = append(conds, col+" BETWEEN "+strconv.FormatInt(lo, 10)+" AND "+strconv.FormatInt(hi, 10))
			total += n
		}
	}
	if err := rows.Err(); err != nil || len(conds) == 0 {
		return "", 0, err
	}
	return "(" + strings.Join(conds, " OR ") + ")", total, nil
}

// Search implements catalog.Store. Records whose message holds every word
// come first, then those matching only in class, path or enrichment; newest
// first within each tier. Only the latest slice of each repo is searched,
// by row id range, so the full-text index answers from its doclists alone
// (no join, no per-row scoring); the stored lines are read for the one
// page returned.
func (s *Store) Search(ctx context.Context, q catalog.Query) (*catalog.SearchPage, error) {
	q.Normalize()
	page := &catalog.SearchPage{Page: q.Page, PerPage: q.PerPage, Hits: []catalog.Hit{}}
	terms := catalog.Terms(q.Text)
	col, from := "r.rid", `records r`
	if len(terms) > 0 {
		col, from = "f.rowid", `records_fts f`
	}
	// One connection for the whole search: under many clients, taking one
	// from the pool per statement would queue each search many times.
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	defer conn.Close()
	where, inSlices, err := ranges(ctx, conn, col, catalog.Filter{Repo: q.Repo, Latest: true})
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	if where == "" {
		return page, nil
	}
	var classArgs []any
	if q.Class != "" {
		if len(terms) > 0 {
			from += ` JOIN records r ON r.rid = f.rowid`
		}
		where += ` AND r.class = ?`
		classArgs = []any{q.Class}
	}
	args := func(match string, more ...any) []any {
		a := []any{}
		if match != "" {
			a = append(a, match)
		}
		return append(append(a, classArgs...), more...)
	}
	count := func(match string) (int, error) {
		var n int
		err := conn.QueryRowContext(ctx, `SELECT count(*) FROM `+from+` WHERE `+where, args(match)...).Scan(&n)
		return n, err
	}
	// tiers are the FTS5 queries of the ranking tiers ("" for browsing) and
	// counts their sizes. The second tier is counted as all matches less
	// the first, which is cheaper than evaluating its NOT.
	tiers, counts := []string{""}, []int{inSlices}
	if len(terms) > 0 {
		where = `records_fts MATCH ? AND ` + where
		all := ftsQuery(terms)
		msg := "message : (" + all + ")"
		tiers = []string{msg, "(" + all + ") NOT (" + msg + ")"}
		nAll, err := count(all)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		nMsg, err := count(msg)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		counts = []int{nMsg, nAll - nMsg}
	} else if q.Class != "" {
		if counts[0], err = count(""); err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
	}
	offset, want := (q.Page-1)*q.PerPage, q.PerPage
	var rids []any
	for i, tier := range tiers {
		n := counts[i]
		page.Total += n
		if want == 0 || offset >= n {
			offset -= min(offset, n)
			continue
		}
		rows, err := conn.QueryContext(ctx, `SELECT `+col+` FROM `+from+` WHERE `+where+` ORDER BY `+col+` DESC LIMIT ? OFFSET ?`, args(tier, want, offset)...)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		for rows.Next() {
			var rid int64
			if err := rows.Scan(&rid); err != nil {
				rows.Close()
				return nil, fmt.Errorf("search: %w", err)
			}
			rids = append(rids, rid)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		offset, want = 0, q.PerPage-len(rids)
	}
	if len(rids) == 0 {
		return page, nil
	}
	rows, err := conn.QueryContext(ctx, `SELECT rid, line FROM lines WHERE rid IN (?`+strings.Repeat(", ?", len(rids)-1)+`)`, rids...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	defer rows.Close()
	lines := map[int64]string{}
	for rows.Next() {
		var rid int64
		var line string
		if err := rows.Scan(&rid, &line); err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		lines[rid] = line
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	for _, rid := range rids {
		h, err := catalog.NewHit(lines[rid.(int64)], terms)
		if err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		page.Hits = append(page.Hits, h)
	}
	return page, nil
}
