package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/errdex/errdex/server"
)

var serveCmd = &Command{
	Name:  "serve",
	Usage: "serve [--addr 127.0.0.1:7070] [--db PATH|postgres://...] [--allow-import] [--allowed-host NAME]... [--refresh DURATION] [--no-access-log]",
	Short: "serve the catalog: JSON API and web page",
	Run:   runServe,
}

// importTokenEnv names the variable holding the import token: a flag value
// would show in ps.
const importTokenEnv = "ERRDEX_IMPORT_TOKEN"

func runServe(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	addr := fs.String("addr", "127.0.0.1:7070", "listen address")
	db := fs.String("db", "", dbFlagHelp)
	allowImport := fs.Bool("allow-import", false, "enable POST /v1/import for requests bearing the token in $"+importTokenEnv)
	var allowed []string
	fs.Func("allowed-host", "also answer requests whose Host header is `NAME` (repeatable); a server on loopback answers only to localhost, 127.0.0.1 and [::1] otherwise", func(v string) error {
		if server.HostName(v) == "" {
			return errors.New("empty host name")
		}
		allowed = append(allowed, v)
		return nil
	})
	noAccessLog := fs.Bool("no-access-log", false, "do not log each request on stderr")
	refresh := fs.Duration("refresh", 10*time.Second, "how often to check the store for imports by another process (errdex import), and rebuild the explain index when it changed; 0: never")
	if !parseNoArgs(fs, args) {
		return 2
	}
	opts := server.Options{Index: server.MatchIndex, Refresh: *refresh}
	if *allowImport {
		opts.ImportToken = env.Getenv(importTokenEnv)
		if len(opts.ImportToken) < 16 {
			return errorf(env, c, "--allow-import needs a token of at least 16 characters in $%s", importTokenEnv)
		}
	}
	ctx, stop := signal.NotifyContext(env.Ctx, syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	st, dsn, err := storeFor(ctx, env, *db, !*allowImport)
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	opts.Logf = func(format string, args ...any) { fmt.Fprintf(env.Stderr, "errdex serve: "+format+"\n", args...) }
	if fi, err := os.Stat(dsn); err == nil && *refresh > 0 && !strings.HasPrefix(dsn, "postgres://") && !strings.HasPrefix(dsn, "postgresql://") {
		go watchStoreFile(ctx, dsn, fi, *refresh, opts.Logf)
	}
	defer st.Close()
	opts.Store = st
	if !*noAccessLog {
		opts.AccessLog = func(a server.Access) { fmt.Fprintf(env.Stderr, "errdex serve: access %s\n", a) }
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	// On loopback, or when names are given, only the loopback names and
	// the given ones are answered (DNS rebinding); they never name
	// another machine's server, so they are always allowed.
	hosts := "any host name"
	if tcp, ok := ln.Addr().(*net.TCPAddr); ok && tcp.IP.IsLoopback() || len(allowed) > 0 {
		opts.Hosts = append(append([]string{}, server.LoopbackHosts...), allowed...)
		hosts = "host names " + server.HostList(opts.Hosts)
	}
	srv, err := server.New(ctx, opts)
	if err != nil {
		ln.Close()
		return errorf(env, c, "%v", err)
	}
	hs := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	mode := "read-only"
	if *allowImport {
		mode = "import enabled"
	}
	fmt.Fprintf(env.Stderr, "errdex serve: listening on http://%s (%s, store %s, %s)\n", ln.Addr(), mode, dsn, hosts)
	select {
	case err := <-done:
		return errorf(env, c, "%v", err)
	case <-ctx.Done():
	}
	fmt.Fprintln(env.Stderr, "errdex serve: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return errorf(env, c, "shutdown: %v", err)
	}
	if err := <-done; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return errorf(env, c, "%v", err)
	}
	fmt.Fprintln(env.Stderr, "errdex serve: stopped")
	return 0
}
