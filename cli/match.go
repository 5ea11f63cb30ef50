package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/errdex/errdex/match"
)

var matchCmd = &Command{
	Name:  "match",
	Usage: "match [--catalog FILE] [--json] [-j N] [--summary-only | --no-summary] [--version V] [FILE... | -]",
	Short: "find every catalogued error in logs, tracebacks and stacks (streams; works on open pipes)",
	Run:   runMatch,
}

func runMatch(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	catFlag := fs.String("catalog", "", "catalog `FILE` (default $ERRDEX_CATALOG, else ./errdex.jsonl)")
	asJSON := fs.Bool("json", false, "print one JSON answer per event, then the summary as {\"summary\": ...}")
	jobs := fs.Int("j", runtime.GOMAXPROCS(0), "match with `N` workers")
	noSummary := fs.Bool("no-summary", false, "do not print the summary")
	summaryOnly := fs.Bool("summary-only", false, "print only the summary, not each event")
	version := fs.String("version", "", "prefer the records of version `V` (default: a version named in the event)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	if *noSummary && *summaryOnly {
		return errorf(env, c, "--no-summary and --summary-only exclude each other")
	}
	if len(pos) == 0 {
		pos = []string{"-"}
	}
	ix, code := openIndex(c, env, *catFlag)
	if ix == nil {
		return code
	}
	start := time.Now()
	w := bufio.NewWriterSize(env.Stdout, 64<<10)
	var sum match.Summary
	// The answers are formatted on the workers; emit, in input order,
	// only counts and writes them.
	var encode func([]byte, *match.Answer) ([]byte, error)
	switch {
	case *summaryOnly:
	case *asJSON:
		encode = match.AppendJSON
	default:
		encode = match.AppendEvent
	}
	emit := func(a *match.Answer) error {
		sum.Add(a)
		b, err := a.Encoded()
		if err == nil {
			_, err = w.Write(b)
		}
		return err
	}
	status := 0
	halted := false
	lines, cut := 0, 0
	for _, name := range pos {
		st, err := matchInput(env, ix, name, match.StreamOptions{
			Query: match.Query{Version: *version}, File: name, Workers: max(1, *jobs),
			Idle:   func() { w.Flush() }, // keep an open pipe's answers flowing
			Encode: encode,
			Warn: func(at int64) {
				fmt.Fprintf(env.Stderr, "warning: %s: a NUL byte at offset %d: binary data, not a text log? (read as text; NUL bytes at line ends are left out)\n", displayName(name), at)
			},
		}, emit)
		lines += st.Lines
		cut += st.CutLines
		switch {
		case errors.Is(err, context.Canceled):
			halted = true
		case err != nil:
			fmt.Fprintf(env.Stderr, "errdex match: %v\n", err)
			status = 2
		}
		if halted {
			break
		}
	}
	sum.Lines, sum.CutLines = lines, cut
	sum.Finish(time.Since(start), halted)
	if !*noSummary {
		if *asJSON {
			sum.WriteJSON(w)
		} else {
			sum.WriteText(w)
		}
	}
	w.Flush()
	if halted {
		if code, ok := interrupted(env, c, ""); ok {
			return code
		}
	}
	if status != 0 {
		return status
	}
	if sum.Matched == 0 {
		return 1
	}
	return 0
}

// displayName is how a warning names the input name: "standard input"
// for "-".
func displayName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return name
}

// matchInput streams one input, "-" being standard input, and closes it
// before returning.
func matchInput(env *Env, ix *match.Index, name string, o match.StreamOptions, emit func(*match.Answer) error) (match.StreamStats, error) {
	var r io.Reader = env.Stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return match.StreamStats{}, err
		}
		defer f.Close()
		if fi, err := f.Stat(); err == nil && fi.IsDir() {
			return match.StreamStats{}, fmt.Errorf("%s is a directory: name the log files in it", name)
		}
		r = f
	}
	st, err := ix.Stream(env.Ctx, r, o, emit)
	if err != nil && !errors.Is(err, context.Canceled) {
		err = fmt.Errorf("read %s: %w", name, err)
	}
	return st, err
}
