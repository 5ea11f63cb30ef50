package cli

import (
	"fmt"

	"github.com/errdex/errdex/mcp"
	"github.com/errdex/errdex/server"
)

var mcpCmd = &Command{
	Name:  "mcp",
	Usage: "mcp [--db PATH|postgres://...]",
	Short: "run an MCP server on stdio (tools explain_error, search_errors, get_record)",
	Run:   runMCP,
}

func runMCP(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	db := fs.String("db", "", dbFlagHelp)
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 0 {
		fs.Usage()
		return 2
	}
	dsn := storeDSN(env, *db)
	if err := ensureFile(dsn); err != nil {
		return errorf(env, c, "%v", err)
	}
	st, err := openStore(env.Ctx, dsn)
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	defer st.Close()
	srv, err := server.New(env.Ctx, server.Options{Store: st, Index: server.MatchIndex,
		Logf: func(format string, args ...any) { fmt.Fprintf(env.Stderr, "errdex mcp: "+format+"\n", args...) }})
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	if err := mcp.New(srv, st, Version).Run(env.Ctx, mcp.StdioTransport(env.Stdin, env.Stdout)); err != nil && env.Ctx.Err() == nil {
		return errorf(env, c, "%v", err)
	}
	return 0
}
