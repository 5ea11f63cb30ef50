package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/sqlite"
	"github.com/errdex/errdex/match"
	"github.com/errdex/errdex/mcp"
	"github.com/errdex/errdex/server"
)

var mcpCmd = &Command{
	Name:  "mcp",
	Usage: "mcp [--db PATH|postgres://... | --catalog FILE] [--refresh DURATION]",
	Short: "run an MCP server on stdio (tools explain_error, search_errors, get_record)",
	Run:   runMCP,
}

func runMCP(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	db := fs.String("db", "", dbFlagHelp)
	catFlag := fs.String("catalog", "", "a JSONL catalog `FILE` as errdex scan writes it, instead of a store (default with neither flag: $ERRDEX_DB, else $ERRDEX_CATALOG, else errdex.db, else errdex.jsonl)")
	refresh := fs.Duration("refresh", 5*time.Second, "with a store (--db): how often to check it for imports by another process and rebuild the explain index when it changed; 0: never (a JSONL catalog is checked at every tool call)")
	if !parseNoArgs(fs, args) {
		return 2
	}
	if *db != "" && *catFlag != "" {
		return errorf(env, c, "give --db or --catalog, not both")
	}
	logf := func(format string, args ...any) { fmt.Fprintf(env.Stderr, "errdex mcp: "+format+"\n", args...) }
	var cat mcp.Catalog
	if path, ok := mcpCatalogPath(env, *db, *catFlag); ok {
		live, code := openLive(c, env, path)
		if live == nil {
			return code
		}
		jc := &jsonlCatalog{live: live, logf: logf, ctx: env.Ctx, recs: importJSONL(env.Ctx, path, logf)}
		defer jc.close()
		cat = mcp.Catalog{Explain: jc.Explain, Records: jc}
	} else {
		if *db == "" && env.Getenv("ERRDEX_DB") == "" {
			if _, err := os.Stat(storeDSN(env, "")); err != nil {
				return errorf(env, c, "no catalog: neither %s nor %s is here; name one with --db or --catalog (errdex scan PATH -o %s makes a catalog)",
					storeDSN(env, ""), catalogPath(env, ""), catalogPath(env, ""))
			}
		}
		st, _, err := storeFor(env.Ctx, env, *db, true)
		if err != nil {
			return errorf(env, c, "%v", err)
		}
		defer st.Close()
		srv, err := server.New(env.Ctx, server.Options{Store: st, Index: server.MatchIndex, Logf: logf, Refresh: *refresh})
		if err != nil {
			return errorf(env, c, "%v", err)
		}
		cat = mcp.Catalog{Explain: srv.Explain, Records: st}
	}
	if err := mcp.New(cat, Version).Run(env.Ctx, mcp.StdioTransport(env.Stdin, env.Stdout)); err != nil && env.Ctx.Err() == nil {
		return errorf(env, c, "%v", err)
	}
	return 0
}

// mcpCatalogPath says whether mcp reads a JSONL catalog, and which: the
// --catalog flag; else, without --db, $ERRDEX_CATALOG when $ERRDEX_DB is
// unset, or errdex.jsonl when neither variable is set and errdex.db does
// not exist but errdex.jsonl does.
func mcpCatalogPath(env *Env, dbFlag, catFlag string) (string, bool) {
	switch {
	case catFlag != "":
		return catFlag, true
	case dbFlag != "" || env.Getenv("ERRDEX_DB") != "":
		return "", false
	case env.Getenv("ERRDEX_CATALOG") != "":
		return env.Getenv("ERRDEX_CATALOG"), true
	}
	if _, err := os.Stat(storeDSN(env, "")); err != nil {
		if _, err := os.Stat(catalogPath(env, "")); err == nil {
			return catalogPath(env, ""), true
		}
	}
	return "", false
}

// jsonlRecords serves search_errors and get_record for a JSONL catalog
// from a temporary SQLite store, so that searching is the stores' search
// (docs/server.md). The catalog is imported in the background while
// explain_error already answers from the match index; a search or a
// lookup waits for the import.
type jsonlRecords struct {
	ready  chan struct{}
	cancel context.CancelFunc
	st     catalog.Store
	err    error
	dir    string
}

func importJSONL(ctx context.Context, path string, logf func(string, ...any)) *jsonlRecords {
	ctx, cancel := context.WithCancel(ctx)
	r := &jsonlRecords{ready: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(r.ready)
		start := time.Now()
		n, err := r.load(ctx, path)
		if r.err = err; err != nil {
			if ctx.Err() != nil {
				return // the session ended first
			}
			logf("search_errors and get_record are unavailable: %v", err)
			return
		}
		logf("%d records of %s ready for search_errors and get_record (%.1f s)", n, path, time.Since(start).Seconds())
	}()
	return r
}

func (r *jsonlRecords) load(ctx context.Context, path string) (int, error) {
	// Bad lines were reported when the match index was opened; the
	// store gets the good ones.
	entries, _, err := catalog.ReadFile(path)
	if err != nil {
		return 0, err
	}
	if r.dir, err = os.MkdirTemp("", "errdex-mcp-"); err != nil {
		return 0, err
	}
	st, err := sqlite.Open(ctx, filepath.Join(r.dir, "catalog.db"))
	if err != nil {
		return 0, err
	}
	if len(entries) > 0 {
		if _, err := st.Import(ctx, entries); err != nil {
			st.Close()
			return 0, fmt.Errorf("index %s for search: %w", path, err)
		}
	}
	r.st = st
	return len(entries), nil
}

func (r *jsonlRecords) wait(ctx context.Context) (catalog.Store, error) {
	select {
	case <-r.ready:
		if r.err != nil {
			return nil, fmt.Errorf("the catalog could not be indexed for search: %w", r.err)
		}
		return r.st, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (r *jsonlRecords) Search(ctx context.Context, q catalog.Query) (*catalog.SearchPage, error) {
	st, err := r.wait(ctx)
	if err != nil {
		return nil, err
	}
	return st.Search(ctx, q)
}

func (r *jsonlRecords) Get(ctx context.Context, id string, f catalog.Filter) (*catalog.Entry, error) {
	st, err := r.wait(ctx)
	if err != nil {
		return nil, err
	}
	return st.Get(ctx, id, f)
}

// close stops the import if it still runs, then closes and removes the
// store.
func (r *jsonlRecords) close() {
	r.cancel()
	<-r.ready
	if r.st != nil {
		r.st.Close()
	}
	if r.dir != "" {
		os.RemoveAll(r.dir)
	}
}

// jsonlCatalog answers mcp's tools from a JSONL catalog as it is on disk:
// every tool call first checks the file (match.Live.Check) and, when it
// changed since it was opened (errdex scan -o wrote it again, say), swaps
// in the new version, index and records. A new version that cannot be
// read, changed while it was read, has more bad lines than the one in use
// (a catalog cut short ends in a truncated line), or has no records where
// the one in use has some, is refused: the version opened before keeps
// answering, and the refusal is logged once, each bad line with its file
// and line.
type jsonlCatalog struct {
	live *match.Live
	logf func(string, ...any)
	ctx  context.Context // the session's, for the imports

	mu   sync.RWMutex // held for reading by every search and get
	recs *jsonlRecords
}

// check swaps in the catalog file's new version, if it changed and is
// good (see jsonlCatalog), and its records with it.
func (c *jsonlCatalog) check() {
	r := c.live.Check()
	logReload(c.logf, c.live.Path(), r)
	if r.Kind != match.Reloaded {
		return
	}
	recs := importJSONL(c.ctx, c.live.Path(), c.logf)
	c.mu.Lock()
	old := c.recs
	c.recs = recs
	c.mu.Unlock()
	old.close()
}

func (c *jsonlCatalog) Explain(ctx context.Context, text string) (*server.ExplainResponse, error) {
	c.check()
	v := c.live.Acquire()
	defer v.Release()
	return server.ExplainWith(ctx, v.Index(), text)
}

func (c *jsonlCatalog) Search(ctx context.Context, q catalog.Query) (*catalog.SearchPage, error) {
	c.check()
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.recs.Search(ctx, q)
}

func (c *jsonlCatalog) Get(ctx context.Context, id string, f catalog.Filter) (*catalog.Entry, error) {
	c.check()
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.recs.Get(ctx, id, f)
}

// close closes the index and records in use.
func (c *jsonlCatalog) close() {
	c.live.Close()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.recs.close()
}
