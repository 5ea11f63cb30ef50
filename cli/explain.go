package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/errdex/errdex/match"
)

var explainCmd = &Command{
	Name:  "explain",
	Usage: "explain [--catalog FILE] [--json] [-n N] [--version V] [TEXT | -]",
	Short: "explain one error message, traceback or stack against the catalog",
	Run:   runExplain,
}

// maxExplainInput bounds what explain reads from standard input.
const maxExplainInput = 16 << 20

func runExplain(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	catFlag := fs.String("catalog", "", "catalog `FILE` (default $ERRDEX_CATALOG, else ./errdex.jsonl)")
	asJSON := fs.Bool("json", false, "print the answer as one JSON object (docs/match.md)")
	top := fs.Int("n", 3, "print at most `N` records (text output)")
	version := fs.String("version", "", "prefer the records of version `V` (default: a version named in the input)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	var text string
	if len(pos) == 0 || len(pos) == 1 && pos[0] == "-" {
		b, err := io.ReadAll(io.LimitReader(env.Stdin, maxExplainInput+1))
		if err != nil {
			return errorf(env, c, "read standard input: %v", err)
		}
		if len(b) > maxExplainInput {
			return errorf(env, c, "standard input is longer than %d bytes; use 'errdex match' for logs", maxExplainInput)
		}
		text = string(b)
	} else {
		text = strings.Join(pos, " ")
	}
	if strings.TrimSpace(text) == "" {
		fs.Usage()
		return 2
	}
	ix, code := openIndex(c, env, *catFlag)
	if ix == nil {
		return code
	}
	a := ix.ExplainText(env.Ctx, text, match.Query{Version: *version})
	if *asJSON {
		if err := match.WriteJSON(env.Stdout, &a); err != nil {
			return errorf(env, c, "encode the answer: %v", err)
		}
	} else {
		match.WriteText(env.Stdout, &a, *top)
	}
	if a.Status != match.StatusMatched {
		return 1
	}
	return 0
}

// openIndex opens the catalog's index, printing bad catalog lines and
// unusable records as warnings. On failure it returns nil and the exit code.
func openIndex(c *Command, env *Env, flagValue string) (*match.Index, int) {
	ix, _, code := openIndexBad(c, env, flagValue)
	return ix, code
}

// openIndexBad is openIndex that also returns the number of bad lines the
// catalog has (each one reported).
func openIndexBad(c *Command, env *Env, flagValue string) (*match.Index, int, int) {
	path := catalogPath(env, flagValue)
	opts := match.Options{
		Warn:     func(s string) { fmt.Fprintf(env.Stderr, "warning: %s\n", s) },
		MapIndex: true, // one index per run
		// run where the error happened: a compiled frame's source map
		// on this disk places it in the original source
		SourceMaps: true,
	}
	ix, warns, info, err := match.Open(path, opts)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, 0, errorf(env, c, "no catalog at %s: build one with 'errdex scan PATH -o %s', or name one with --catalog or $ERRDEX_CATALOG", path, path)
	}
	for _, w := range warns {
		fmt.Fprintf(env.Stderr, "warning: %v (line skipped)\n", w)
	}
	if err != nil {
		return nil, 0, errorf(env, c, "catalog %s: %v", path, err)
	}
	if ix.Len() == 0 {
		fmt.Fprintf(env.Stderr, "warning: catalog %s holds no records: every error is unknown\n", path)
	}
	if info.SaveErr != nil {
		fmt.Fprintf(env.Stderr, "warning: index not saved beside the catalog: %v\n", info.SaveErr)
	}
	return ix, len(warns), 0
}
