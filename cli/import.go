package cli

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/postgres"
	"github.com/errdex/errdex/catalog/sqlite"
)

var importCmd = &Command{
	Name:  "import",
	Usage: "import [--db PATH|postgres://...] DATASET.jsonl... (- for stdin)",
	Short: "load JSONL datasets into the catalog store (re-import replaces a repo+sha)",
	Run:   runImport,
}

// dbFlagHelp documents --db for import, export, serve and mcp.
const dbFlagHelp = "catalog store: a SQLite file, or a postgres:// URL (default: $ERRDEX_DB, else errdex.db)"

// storeDSN returns the --db value, else $ERRDEX_DB, else errdex.db.
func storeDSN(env *Env, flagValue string) string {
	if flagValue != "" {
		return flagValue
	}
	if v := env.Getenv("ERRDEX_DB"); v != "" {
		return v
	}
	return "errdex.db"
}

// openStore opens the store named by dsn: PostgreSQL for postgres:// and
// postgresql:// URLs, otherwise a SQLite file.
func openStore(ctx context.Context, dsn string) (catalog.Store, error) {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		return postgres.Open(ctx, dsn)
	}
	if isCatalogFile(dsn) {
		return nil, fmt.Errorf("%s is a JSONL catalog, not a store: 'errdex import --db errdex.db %s' loads it into one; explain, match and mcp read it as it is with --catalog", dsn, dsn)
	}
	return sqlite.Open(ctx, dsn)
}

// isCatalogFile reports whether path is a file whose first byte other
// than white space opens a JSON object: a JSONL catalog given where a
// SQLite store is wanted (serve --db errdex.jsonl), which SQLite would
// refuse as "file is not a database".
func isCatalogFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	buf := make([]byte, 512)
	n, _ := io.ReadFull(f, buf)
	head := bytes.TrimLeft(buf[:n], " \t\r\n")
	return len(head) > 0 && head[0] == '{'
}

func runImport(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	db := fs.String("db", "", dbFlagHelp)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) == 0 {
		fs.Usage()
		return 2
	}
	dsn := storeDSN(env, *db)
	// A SQLite file this run creates is removed again when no file was
	// imported into it: a failed first import leaves no empty store that
	// serve or export would then open as if it were one.
	var created bool
	if !strings.HasPrefix(dsn, "postgres://") && !strings.HasPrefix(dsn, "postgresql://") {
		_, err := os.Stat(dsn)
		created = os.IsNotExist(err)
	}
	st, err := openStore(env.Ctx, dsn)
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	code, imported := 0, 0
	defer func() {
		st.Close()
		if created && imported == 0 {
			for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
				os.Remove(dsn + suffix)
			}
			fmt.Fprintf(env.Stderr, "errdex import: nothing imported; %s not created\n", dsn)
		}
	}()
	for _, path := range pos {
		if err := importFile(env, st, path); err != nil {
			if code, ok := interrupted(env, c, "the files before "+path+" are imported, "+path+" is not"); ok {
				return code
			}
			fmt.Fprintf(env.Stderr, "errdex import: %v\n", err)
			code = 2
			continue
		}
		imported++
	}
	return code
}

// importFile imports one dataset. A file with any bad line is not imported
// at all (each bad line is reported), so that a slice is never replaced by
// part of itself.
func importFile(env *Env, st catalog.Store, path string) error {
	var entries []catalog.Entry
	var bad []error
	var err error
	if path == "-" {
		entries, bad, err = catalog.ReadAll(env.Stdin, "stdin")
	} else {
		entries, bad, err = catalog.ReadFile(path)
	}
	if err != nil {
		return err
	}
	for _, b := range bad {
		fmt.Fprintf(env.Stderr, "errdex import: %v\n", b)
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s: %d bad lines, nothing imported from this file", path, len(bad))
	}
	if len(entries) == 0 {
		return fmt.Errorf("%s: no records", path)
	}
	s, err := st.Import(env.Ctx, entries)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	fmt.Fprintf(env.Stderr, "imported %d records in %d slices (%d replaced) from %s\n", s.Records, s.Slices, s.Replaced, path)
	return nil
}

// parseNoArgs parses flags for a command that takes no positional
// arguments; false means a usage error was reported.
func parseNoArgs(fs *flag.FlagSet, args []string) bool {
	pos, err := parseFlags(fs, args)
	if err != nil {
		return false
	}
	if len(pos) != 0 {
		fs.Usage()
		return false
	}
	return true
}

// storeFor opens the store named by the --db value for a command; when
// mustExist, a SQLite file that does not exist is an error rather than a
// new empty catalog.
func storeFor(ctx context.Context, env *Env, dbFlag string, mustExist bool) (catalog.Store, string, error) {
	dsn := storeDSN(env, dbFlag)
	if mustExist {
		if err := ensureFile(dsn); err != nil {
			return nil, dsn, err
		}
	}
	st, err := openStore(ctx, dsn)
	return st, dsn, err
}

// ensureFile reports a clear error for a SQLite path that does not exist,
// for the read-only commands (which would otherwise create an empty file).
func ensureFile(dsn string) error {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		return nil
	}
	if _, err := os.Stat(dsn); err != nil {
		return fmt.Errorf("catalog store %s: %w (create it with errdex import)", dsn, err)
	}
	return nil
}
