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
	live, code := openLive(c, env, flagValue)
	if live == nil {
		return nil, code
	}
	return live.Current().Index(), 0
}

// indexOptions are the match.Options of the CLI's indexes.
func indexOptions(env *Env) match.Options {
	return match.Options{
		Warn:     func(s string) { fmt.Fprintf(env.Stderr, "warning: %s\n", s) },
		MapIndex: true, // one index per run
		// run where the error happened: a compiled frame's source map
		// on this disk places it in the original source
		SourceMaps: true,
	}
}

// openLive opens the catalog named by flagValue (see catalogPath) as a
// match.Live catalog, reporting its bad lines and warnings on stderr; nil
// and the exit code when it cannot be opened. Its versions are refused by
// the zero match.ReloadPolicy.
func openLive(c *Command, env *Env, flagValue string) (*match.Live, int) {
	path := catalogPath(env, flagValue)
	live, v, err := match.OpenLive(path, indexOptions(env), match.LiveOptions{})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errorf(env, c, "no catalog at %s: build one with 'errdex scan PATH -o %s', or name one with --catalog or $ERRDEX_CATALOG", path, path)
	}
	if v != nil {
		for _, w := range v.Bad {
			fmt.Fprintf(env.Stderr, "warning: %v (line skipped)\n", w)
		}
	}
	if err != nil {
		return nil, errorf(env, c, "catalog %s: %v", path, err)
	}
	if v.Index().Len() == 0 {
		fmt.Fprintf(env.Stderr, "warning: catalog %s holds no records: every error is unknown\n", path)
	}
	if v.Info.SaveErr != nil {
		fmt.Fprintf(env.Stderr, "warning: index not saved beside the catalog: %v\n", v.Info.SaveErr)
	}
	return live, 0
}

// logReload reports what a match.Live Check of the catalog at path did,
// when it did something, as one line (and a line per bad line of a
// refused version, ten at most).
func logReload(logf func(string, ...any), path string, r match.Reload) {
	switch r.Kind {
	case match.Unreadable:
		logf("catalog %s cannot be read (%v); answering with the version opened before (%d records)", path, r.Err, r.Before)
	case match.Refused:
		for i, w := range r.Bad {
			if i == 10 {
				logf("and %d more bad lines", len(r.Bad)-i)
				break
			}
			logf("%v", w)
		}
		logf("catalog %s changed, but the new version is refused: %v; answering with the version opened before (%d records)", path, r.Err, r.Before)
	case match.Reloaded:
		for _, w := range r.Bad {
			logf("%v (line skipped)", w)
		}
		logf("catalog %s changed: reloaded, %d records (%d before)", path, r.Records, r.Before)
	}
}
