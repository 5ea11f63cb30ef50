package cli

import (
	"fmt"
	"io"

	"github.com/errdex/errdex/catalog"
)

var exportCmd = &Command{
	Name:  "export",
	Usage: "export [--db PATH|postgres://...] [--repo OWNER/NAME] [--sha SHA] [--package NAME[@VERSION]] [--latest] [-o FILE]",
	Short: "write the stored records back as a JSONL dataset",
	Run:   runExport,
}

func runExport(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	db := fs.String("db", "", dbFlagHelp)
	repo := fs.String("repo", "", "only this repository")
	sha := fs.String("sha", "", "only this analyzed SHA")
	pkg := fs.String("package", "", "only the installed package `NAME[@VERSION]` (or its package URL, pkg:pypi/NAME@VERSION), as scan --env catalogued it")
	latest := fs.Bool("latest", false, "only the most recently imported SHA of each repo (version of each package)")
	out := fs.String("o", "", "write to `FILE` atomically (default, or -: stdout)")
	if !parseNoArgs(fs, args) {
		return 2
	}
	st, _, err := storeFor(env.Ctx, env, *db, true)
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	defer st.Close()
	n := 0
	write := func(w io.Writer) error {
		enc := catalog.NewEncoder(w)
		return st.Export(env.Ctx, catalog.Filter{Repo: *repo, SHA: *sha, Package: *pkg, Latest: *latest}, func(e *catalog.Entry) error {
			n++
			return enc.Encode(e)
		})
	}
	if err := writeOut(env, *out, write); err != nil {
		return failed(env, c, keptFile(*out), err)
	}
	if n == 0 {
		fmt.Fprintln(env.Stderr, "errdex export: no records match")
		return 1
	}
	return 0
}
