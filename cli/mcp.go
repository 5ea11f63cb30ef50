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
	if !parseNoArgs(fs, args) {
		return 2
	}
	st, _, err := storeFor(env.Ctx, env, *db, true)
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
