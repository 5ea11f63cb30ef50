package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/signal"
	"syscall"
	"time"

	"github.com/errdex/errdex/server"
)

var serveCmd = &Command{
	Name:  "serve",
	Usage: "serve [--addr 127.0.0.1:7070] [--db PATH|postgres://...] [--allow-import]",
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
	if !parseNoArgs(fs, args) {
		return 2
	}
	opts := server.Options{Index: server.MatchIndex}
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
	defer st.Close()
	opts.Store = st
	opts.Logf = func(format string, args ...any) { fmt.Fprintf(env.Stderr, "errdex serve: "+format+"\n", args...) }
	srv, err := server.New(ctx, opts)
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
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
	fmt.Fprintf(env.Stderr, "errdex serve: listening on http://%s (%s, store %s)\n", ln.Addr(), mode, dsn)
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
