package postgres

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/storetest"
)

// dsnEnv names the variable holding the test server's DSN.
const dsnEnv = "ERRDEX_TEST_POSTGRES"

var serverDSN string

func TestMain(m *testing.M) {
	dsn, stop, err := server()
	if err != nil {
		fmt.Fprintf(os.Stderr, "FAIL: catalog/postgres tests need a PostgreSQL server: %v\n"+
			"Set %s to a DSN (as .ci/run does) or install the postgresql package so that initdb is found.\n", err, dsnEnv)
		os.Exit(1)
	}
	serverDSN = dsn
	code := m.Run()
	stop()
	os.Exit(code)
}

// server returns the DSN of the server to test against, starting a
// throwaway cluster if $ERRDEX_TEST_POSTGRES is unset.
func server() (dsn string, stop func(), err error) {
	if dsn := os.Getenv(dsnEnv); dsn != "" {
		return dsn, func() {}, nil
	}
	bin, err := pgBin()
	if err != nil {
		return "", nil, fmt.Errorf("%s is unset and %w", dsnEnv, err)
	}
	dir, err := os.MkdirTemp("", "errdex-pg-")
	if err != nil {
		return "", nil, err
	}
	// initdb refuses to run as root: run the cluster as the postgres user.
	var asUser []string
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return "", nil, fmt.Errorf("running as root and no postgres user: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return "", nil, err
		}
		asUser = []string{"runuser", "-u", "postgres", "--"}
	}
	run := func(args ...string) error {
		args = append(asUser, args...)
		out, err := exec.Command(args[0], args[1:]...).CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return nil
	}
	data := filepath.Join(dir, "data")
	if err := run(filepath.Join(bin, "initdb"), "-D", data, "-U", "errdex", "--auth=trust", "-E", "UTF8", "--no-sync"); err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	port, err := freePort()
	if err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	opts := fmt.Sprintf("-c listen_addresses=127.0.0.1 -c port=%d -c unix_socket_directories=%s -c fsync=off", port, dir)
	if err := run(filepath.Join(bin, "pg_ctl"), "-D", data, "-l", filepath.Join(dir, "log"), "-o", opts, "-w", "start"); err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	stop = func() {
		run(filepath.Join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "stop")
		os.RemoveAll(dir)
	}
	return fmt.Sprintf("postgres://errdex@127.0.0.1:%d/postgres?sslmode=disable", port), stop, nil
}

// pgBin finds the directory holding initdb and pg_ctl.
func pgBin() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	if m, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb"); len(m) > 0 {
		return filepath.Dir(m[len(m)-1]), nil
	}
	return "", errors.New("initdb was not found (apt-get install postgresql)")
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

var schemaSeq atomic.Int64

// open returns a store in a fresh schema of the test server.
func open(t *testing.T) catalog.Store {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, serverDSN)
	if err != nil {
		t.Fatalf("connect to %s: %v", serverDSN, err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("errdex_test_%d_%d", os.Getpid(), schemaSeq.Add(1))
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), serverDSN)
		if err == nil {
			c.Exec(context.Background(), "DROP SCHEMA "+name+" CASCADE")
			c.Close(context.Background())
		}
	})
	sep := "?"
	if strings.Contains(serverDSN, "?") {
		sep = "&"
	}
	s, err := Open(ctx, serverDSN+sep+"search_path="+name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestStore(t *testing.T) { storetest.Run(t, open) }

func TestHookErrorRollsBack(t *testing.T) {
	_, es := storetest.Dataset(t)
	s := open(t)
	ctx := context.Background()
	if _, err := s.Import(ctx, es); err != nil {
		t.Fatal(err)
	}
	before, err := s.Slices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk on fire")
	testHookInsert = func(n int) error {
		if n == 5 {
			return boom
		}
		return nil
	}
	defer func() { testHookInsert = nil }()
	if _, err := s.Import(ctx, es); !errors.Is(err, boom) {
		t.Fatalf("import err = %v", err)
	}
	after, err := s.Slices(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(before) != fmt.Sprint(after) {
		t.Fatalf("failed import changed slices:\n%v\n%v", before, after)
	}
}

// TestMigrate opens a catalog made by the schema before slices had a
// package and version (errdex_slices as it was, one slice stored).
func TestMigrate(t *testing.T) {
	ctx := context.Background()
	s := open(t).(*Store)
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
		{`DROP TABLE errdex_records, errdex_slices`, nil},
		{`CREATE TABLE errdex_slices (id BIGSERIAL PRIMARY KEY, repo TEXT NOT NULL, sha TEXT NOT NULL, dataset_version TEXT NOT NULL, imported_at TEXT NOT NULL, records INTEGER NOT NULL, UNIQUE (repo, sha))`, nil},
		{`CREATE TABLE errdex_records (rid BIGSERIAL PRIMARY KEY, slice_id BIGINT NOT NULL REFERENCES errdex_slices(id) ON DELETE CASCADE, ord INTEGER NOT NULL, id TEXT NOT NULL, class TEXT NOT NULL, message TEXT NOT NULL, line TEXT NOT NULL, tsv TSVECTOR NOT NULL)`, nil},
		{`INSERT INTO errdex_slices (repo, sha, dataset_version, imported_at, records) VALUES ($1, $2, $3, 'x', 1)`, []any{*r.Repo, *r.AnalyzedSha, es[0].DatasetVersion}},
		{`INSERT INTO errdex_records (slice_id, ord, id, class, message, line, tsv) SELECT id, 0, $1, $2, $3, $4, to_tsvector('simple', $3) FROM errdex_slices`, []any{r.ID, r.ErrorClass, r.ErrorMessage, string(line)}},
	} {
		if _, err := s.pool.Exec(ctx, q.sql, q.args...); err != nil {
			t.Fatalf("%s: %v", q.sql, err)
		}
	}
	if _, err := s.pool.Exec(ctx, schema); err != nil { // what Open runs
		t.Fatal(err)
	}
	storetest.Migrated(t, s, es[0])
}
