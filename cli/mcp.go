package cli

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/sqlite"
	"github.com/errdex/errdex/mcp"
	"github.com/errdex/errdex/server"
)

var mcpCmd = &Command{
	Name:  "mcp",
	Usage: "mcp [--db PATH|postgres://... | --catalog FILE]",
	Short: "run an MCP server on stdio (tools explain_error, search_errors, get_record)",
	Run:   runMCP,
}

func runMCP(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	db := fs.String("db", "", dbFlagHelp)
	catFlag := fs.String("catalog", "", "a JSONL catalog `FILE` as errdex scan writes it, instead of a store (default with neither flag: $ERRDEX_DB, else $ERRDEX_CATALOG, else errdex.db, else errdex.jsonl)")
	if !parseNoArgs(fs, args) {
		return 2
	}
	if *db != "" && *catFlag != "" {
		return errorf(env, c, "give --db or --catalog, not both")
	}
	logf := func(format string, args ...any) { fmt.Fprintf(env.Stderr, "errdex mcp: "+format+"\n", args...) }
	var cat mcp.Catalog
	if path, ok := mcpCatalogPath(env, *db, *catFlag); ok {
		ix, code := openIndex(c, env, path)
		if ix == nil {
			return code
		}
		defer ix.Close()
		recs := importJSONL(env.Ctx, path, logf)
		defer recs.close()
		cat = mcp.Catalog{
			Explain: func(ctx context.Context, text string) (*server.ExplainResponse, error) {
				return server.ExplainWith(ctx, ix, text)
			},
			Records: recs,
		}
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
		srv, err := server.New(env.Ctx, server.Options{Store: st, Index: server.MatchIndex, Logf: logf})
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
