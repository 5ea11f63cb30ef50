package cli

import (
	"fmt"
	"io"

	"github.com/errdex/errdex/catalog"
)

var exportCmd = &Command{
	Name:  "export",
	Usage: "export [--db PATH|postgres://...] [--repo OWNER/NAME] [--sha SHA] [--latest] [-o FILE]",
	Short: "write the stored records back as a JSONL dataset",
	Run:   runExport,
}

func runExport(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	db := fs.String("db", "", dbFlagHelp)
	repo := fs.String("repo", "", "only this repository")
	sha := fs.String("sha", "", "only this analyzed SHA")
	latest := fs.Bool("latest", false, "only the most recently imported SHA of each repo")
	out := fs.String("o", "", "write to `FILE` atomically (default: stdout)")
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
	n := 0
	write := func(w io.Writer) error {
		enc := catalog.NewEncoder(w)
		return st.Export(env.Ctx, catalog.Filter{Repo: *repo, SHA: *sha, Latest: *latest}, func(e *catalog.Entry) error {
			n++
			return enc.Encode(e)
		})
	}
	if *out == "" {
		err = write(env.Stdout)
	} else {
		err = catalog.WriteFileAtomic(*out, write)
	}
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	if n == 0 {
		fmt.Fprintln(env.Stderr, "errdex export: no records match")
		return 1
	}
	return 0
}
