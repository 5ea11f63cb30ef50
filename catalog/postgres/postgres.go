package postgres

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/errdex/errdex/catalog"
)

// Store is a catalog.Store in a PostgreSQL database.
type Store struct {
	pool *pgxpool.Pool
}

var _ catalog.Store = (*Store)(nil)

const schema = `
CREATE TABLE IF NOT EXISTS errdex_slices (
	id BIGSERIAL PRIMARY KEY,
	repo TEXT NOT NULL,
	sha TEXT NOT NULL,
	dataset_version TEXT NOT NULL,
	imported_at TEXT NOT NULL,
	records INTEGER NOT NULL
);
-- An installed package's slice: its package URL without the version, and
-- the version (catalog.SliceKey); "" for others. A catalog made before
-- these columns gets them here, and loses its old (repo, sha) key.
ALTER TABLE errdex_slices ADD COLUMN IF NOT EXISTS package TEXT NOT NULL DEFAULT '';
ALTER TABLE errdex_slices ADD COLUMN IF NOT EXISTS version TEXT NOT NULL DEFAULT '';
ALTER TABLE errdex_slices DROP CONSTRAINT IF EXISTS errdex_slices_repo_sha_key;
CREATE UNIQUE INDEX IF NOT EXISTS errdex_slices_key ON errdex_slices (repo, sha, package, version);
CREATE TABLE IF NOT EXISTS errdex_records (
	rid BIGSERIAL PRIMARY KEY,
	slice_id BIGINT NOT NULL REFERENCES errdex_slices(id) ON DELETE CASCADE,
	ord INTEGER NOT NULL,
	id TEXT NOT NULL,
	class TEXT NOT NULL,
	message TEXT NOT NULL,
	line TEXT NOT NULL,
	tsv TSVECTOR NOT NULL
);
CREATE INDEX IF NOT EXISTS errdex_records_id ON errdex_records (id);
CREATE INDEX IF NOT EXISTS errdex_records_slice ON errdex_records (slice_id, ord);
CREATE INDEX IF NOT EXISTS errdex_records_tsv ON errdex_records USING GIN (tsv);
-- Keep the stored JSON lines out of line, so that searches rechecking
-- matches read small heap rows.
ALTER TABLE errdex_records ALTER COLUMN line SET STORAGE EXTERNAL;
ALTER TABLE errdex_records ALTER COLUMN tsv SET STORAGE MAIN;
ALTER TABLE errdex_records SET (toast_tuple_target = 128);
`

// Open connects to the database at dsn (a postgres:// URL or key=value
// string) and creates the tables if needed.
func Open(ctx context.Context, dsn string) (*Store, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, fmt.Errorf("open postgres: %w", lineError{err})
	}
	if _, err := pool.Exec(ctx, schema); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open postgres: %w", lineError{err})
	}
	return &Store{pool: pool}, nil
}

// lineError is err with its message on one line: pgx puts each address it
// failed to connect to on a line of its own, and errdex's errors are one
// line.
type lineError struct{ err error }

func (e lineError) Error() string {
	var b strings.Builder
	for _, l := range strings.Split(e.err.Error(), "\n") {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		if b.Len() > 0 {
			if strings.HasSuffix(b.String(), ":") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(l)
	}
	return b.String()
}

func (e lineError) Unwrap() error { return e.err }

// Close closes the connection pool.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// testHookInsert, when set, runs after each record is queued; tests use it
// to fail part way through an import.
var testHookInsert func(n int) error

// words joins the index words of text, so that PostgreSQL's parser sees
// the same tokens as catalog.Terms produces for queries (it would otherwise
// keep "db/pool.py" as one file-path token).
func words(text string) string { return strings.Join(catalog.Words(text), " ") }

const insertRecord = `INSERT INTO errdex_records (slice_id, ord, id, class, message, line, tsv) VALUES ($1, $2, $3, $4, $5, $6,
	setweight(to_tsvector('simple', $7), 'A') || setweight(to_tsvector('simple', $8), 'B') ||
	setweight(to_tsvector('simple', $9), 'C') || setweight(to_tsvector('simple', $10), 'D'))`

// Import implements catalog.Store. Records go in batches inside one
// transaction.
func (s *Store) Import(ctx context.Context, entries []catalog.Entry) (st catalog.ImportStats, err error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	defer func() {
		if err != nil {
			tx.Rollback(context.WithoutCancel(ctx))
		}
	}()
	now := catalog.FormatTime(time.Now())
	ids := map[catalog.SliceKey]int64{}
	counts := map[int64]int{}
	batch := &pgx.Batch{}
	flush := func() error {
		if batch.Len() == 0 {
			return nil
		}
		err := tx.SendBatch(ctx, batch).Close()
		batch = &pgx.Batch{}
		return err
	}
	for i := range entries {
		e := &entries[i]
		if err := e.Record.Validate(); err != nil {
			return st, fmt.Errorf("import entry %d: %w", i+1, err)
		}
		k := catalog.KeyOf(&e.Record)
		repo, sha := k.Repo, k.SHA
		sid, ok := ids[k]
		if !ok {
			if err := flush(); err != nil {
				return st, fmt.Errorf("import: %w", err)
			}
			tag, err := tx.Exec(ctx, `DELETE FROM errdex_slices WHERE repo = $1 AND sha = $2 AND package = $3 AND version = $4`, repo, sha, k.Package, k.Version)
			if err != nil {
				return st, fmt.Errorf("import %s@%s: %w", repo, sha, err)
			}
			if tag.RowsAffected() > 0 {
				st.Replaced++
			}
			if err := tx.QueryRow(ctx, `INSERT INTO errdex_slices (repo, sha, package, version, dataset_version, imported_at, records) VALUES ($1, $2, $3, $4, $5, $6, 0) RETURNING id`,
				repo, sha, k.Package, k.Version, e.DatasetVersion, now).Scan(&sid); err != nil {
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
		batch.Queue(insertRecord, sid, counts[sid], r.ID, r.ErrorClass, r.ErrorMessage, string(line),
			words(r.ErrorMessage), words(r.ErrorClass), words(r.FilePath), words(catalog.EnrichmentText(r)))
		counts[sid]++
		st.Records++
		if batch.Len() >= 500 {
			if err := flush(); err != nil {
				return st, fmt.Errorf("import: %w", err)
			}
		}
		if testHookInsert != nil {
			if err := testHookInsert(st.Records); err != nil {
				return st, err
			}
		}
	}
	if err := flush(); err != nil {
		return st, fmt.Errorf("import: %w", err)
	}
	for sid, n := range counts {
		if _, err := tx.Exec(ctx, `UPDATE errdex_slices SET records = $1 WHERE id = $2`, n, sid); err != nil {
			return st, fmt.Errorf("import: %w", err)
		}
	}
	if err := tx.Commit(ctx); err != nil {
		return st, fmt.Errorf("import: commit: %w", err)
	}
	// Merge the GIN pending list and refresh planner statistics, which a
	// bulk insert leaves stale; searches are several times slower before.
	if _, err := s.pool.Exec(ctx, `SELECT gin_clean_pending_list('errdex_records_tsv'::regclass)`); err != nil {
		return st, fmt.Errorf("import: after commit: %w", err)
	}
	if _, err := s.pool.Exec(ctx, `ANALYZE errdex_records, errdex_slices`); err != nil {
		return st, fmt.Errorf("import: after commit: %w", err)
	}
	return st, nil
}

// where builds a SQL condition with numbered placeholders.
type where struct {
	conds []string
	args  []any
}

func (w *where) add(cond string, arg any) {
	w.args = append(w.args, arg)
	w.conds = append(w.conds, strings.ReplaceAll(cond, "$?", "$"+strconv.Itoa(len(w.args))))
}

func (w *where) next() string { return "$" + strconv.Itoa(len(w.args)+1) }

func (w *where) String() string {
	if len(w.conds) == 0 {
		return "TRUE"
	}
	return strings.Join(w.conds, " AND ")
}

func sliceWhere(f catalog.Filter) *where {
	w := &where{}
	if f.Repo != "" {
		w.add("s.repo = $?", f.Repo)
	}
	if f.SHA != "" {
		w.add("s.sha = $?", f.SHA)
	}
	if f.Package != "" {
		w.add(`s.package || '@' || s.version ILIKE $? ESCAPE '\'`, catalog.PackagePattern(f.Package))
	}
	if f.Latest {
		w.conds = append(w.conds, "s.id IN (SELECT max(id) FROM errdex_slices GROUP BY repo, package)")
	}
	return w
}

// Export implements catalog.Store.
func (s *Store) Export(ctx context.Context, f catalog.Filter, fn func(*catalog.Entry) error) error {
	w := sliceWhere(f)
	rows, err := s.pool.Query(ctx, `SELECT r.line FROM errdex_records r JOIN errdex_slices s ON s.id = r.slice_id WHERE `+w.String()+` ORDER BY s.id, r.ord`, w.args...)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer rows.Close()
	return catalog.EachLine(rows, "export", fn)
}

// Get implements catalog.Store.
func (s *Store) Get(ctx context.Context, id string, f catalog.Filter) (*catalog.Entry, error) {
	w := sliceWhere(f)
	w.add("r.id = $?", id)
	var line string
	err := s.pool.QueryRow(ctx, `SELECT r.line FROM errdex_records r JOIN errdex_slices s ON s.id = r.slice_id WHERE `+w.String()+` ORDER BY s.id DESC LIMIT 1`, w.args...).Scan(&line)
	if errors.Is(err, pgx.ErrNoRows) {
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
	rows, err := s.pool.Query(ctx, "SELECT "+catalog.SliceColumns+" FROM errdex_slices ORDER BY id DESC")
	if err != nil {
		return nil, fmt.Errorf("slices: %w", err)
	}
	defer rows.Close()
	return catalog.ReadSlices(rows)
}

// tsQuery turns search terms into a tsquery: every word required, the last
// one a prefix. Terms are letters and digits only, so no operator can be
// smuggled in; the query is passed as a parameter all the same.
func tsQuery(terms []string) string { return strings.Join(terms, " & ") + ":*" }

// Search implements catalog.Store: PostgreSQL full-text search ranked by
// ts_rank over weighted message, class, path and enrichment vectors. Only
// the latest slice of each repo is searched; the stored lines are read for
// the one page returned.
func (s *Store) Search(ctx context.Context, q catalog.Query) (*catalog.SearchPage, error) {
	q.Normalize()
	page := &catalog.SearchPage{Page: q.Page, PerPage: q.PerPage, Hits: []catalog.Hit{}}
	w := sliceWhere(catalog.Filter{Repo: q.Repo, Latest: true})
	if q.Class != "" {
		w.add("r.class = $?", q.Class)
	}
	terms := catalog.Terms(q.Text)
	score := "0::real"
	if len(terms) > 0 {
		w.add("r.tsv @@ to_tsquery('simple', $?)", tsQuery(terms))
		score = "ts_rank(r.tsv, to_tsquery('simple', $" + strconv.Itoa(len(w.args)) + "))"
	}
	from := `errdex_records r JOIN errdex_slices s ON s.id = r.slice_id`
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM `+from+` WHERE `+w.String(), w.args...).Scan(&page.Total); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	if page.Total <= (q.Page-1)*q.PerPage {
		return page, nil
	}
	limit := w.next()
	args := append(w.args, q.PerPage, (q.Page-1)*q.PerPage)
	ranked := `SELECT r.rid, ` + score + ` AS sc, s.id AS sid, r.ord FROM ` + from + ` WHERE ` + w.String() +
		` ORDER BY sc DESC, sid DESC, r.ord LIMIT ` + limit + ` OFFSET $` + strconv.Itoa(len(args))
	rows, err := s.pool.Query(ctx, `SELECT r.line FROM (`+ranked+`) t JOIN errdex_records r ON r.rid = t.rid ORDER BY t.sc DESC, t.sid DESC, t.ord`, args...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		h, err := catalog.NewHit(line, terms)
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
