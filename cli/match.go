package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
	"time"

	"github.com/errdex/errdex/internal/tick"
	"github.com/errdex/errdex/match"
)

var matchCmd = &Command{
	Name:  "match",
	Usage: "match [--catalog FILE] [--json] [-j N] [--summary-only | --no-summary] [--version V] [--reload D] [FILE... | -]",
	Short: "find every catalogued error in logs, tracebacks and stacks (streams; works on open pipes)",
	Run:   runMatch,
}

// matchGCPercent is the garbage collector's target during a match run
// (as GOGC=400) when the process's GOGC does not set one: a run's live
// heap is small (the saved index is mapped, not read in) and the batches'
// answers are short-lived, so at the default 100 the collector ran eight
// times in a run over the bench's 196 MB log and 1M-record catalog, and
// stalled the pipeline on two cores (docs/match.md, "The collector's
// target during match"). It is set once the index is open; a catalog a
// pipe's reload finds changed is opened, and its index built if need be,
// at this target.
const matchGCPercent = 400

func runMatch(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	catFlag := fs.String("catalog", "", "catalog `FILE` (default $ERRDEX_CATALOG, else ./errdex.jsonl)")
	asJSON := fs.Bool("json", false, "print one JSON answer per event, then the summary as {\"summary\": ...}")
	jobs := fs.Int("j", runtime.GOMAXPROCS(0), "match with `N` workers")
	noSummary := fs.Bool("no-summary", false, "do not print the summary")
	summaryOnly := fs.Bool("summary-only", false, "print only the summary, not each event")
	version := fs.String("version", "", "prefer the records of version `V` (default: a version named in the event)")
	reload := fs.Duration("reload", 2*time.Second, "reading standard input from a pipe or terminal: check the catalog every `D` and, once it changed, answer with its new version from the next pause in the input; 0: never")
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
	live, code := openLive(c, env, *catFlag)
	if live == nil {
		return code
	}
	defer live.Close()
	if os.Getenv("GOGC") == "" {
		// raised once the index is open: building one (a cold start)
		// keeps Go's own target, whose peak memory issue 29 bounds
		defer debug.SetGCPercent(debug.SetGCPercent(matchGCPercent))
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
		var nulOnce sync.Once
		st, err := matchInput(env, live, name, *reload, match.StreamOptions{
			Query: match.Query{Version: *version}, File: name, Workers: max(1, *jobs),
			Idle:   func() { w.Flush() }, // keep an open pipe's answers flowing
			Encode: encode,
			Warn: func(at int64) {
				nulOnce.Do(func() {
					fmt.Fprintf(env.Stderr, "warning: %s: a NUL byte at offset %d: binary data, not a text log? (read as text; NUL bytes at line ends are left out)\n", displayName(name), at)
				})
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
// before returning. Standard input that may stay open (see mayStayOpen)
// is read with the catalog's newest version: with reload positive, the
// catalog is checked every reload, and once a new version is in use the
// stream ends at the next pause in the input and the rest is answered
// with it.
func matchInput(env *Env, live *match.Live, name string, reload time.Duration, o match.StreamOptions, emit func(*match.Answer) error) (match.StreamStats, error) {
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
	if name != "-" || reload <= 0 || !mayStayOpen(r) {
		st, err := live.Current().Index().Stream(env.Ctx, r, o, emit)
		return st, readError(name, err)
	}
	ctx, cancel := context.WithCancel(env.Ctx)
	defer cancel()
	logf := func(format string, args ...any) { fmt.Fprintf(env.Stderr, "errdex match: "+format+"\n", args...) }
	go tick.Every(ctx, reload, func() bool {
		logReload(logf, live.Path(), live.Check())
		return true
	})
	var v *match.Version
	// quiet is longer than the Splitter's own wait before it hands on an
	// event it holds, so that a pause ends no event in its middle
	pr := newPauseReader(r, 2*match.DefaultFlushAfter, func() bool { return live.Current() != v })
	var total match.StreamStats
	var base int64 // the bytes read before this stretch
	if warn := o.Warn; warn != nil {
		o.Warn = func(at int64) { warn(base + at) }
	}
	for {
		v = live.Acquire()
		o.LineOffset, base = total.Lines, pr.read
		st, err := v.Index().Stream(env.Ctx, pr, o, emit)
		v.Release()
		total.Lines += st.Lines
		total.Events += st.Events
		total.CutLines += st.CutLines
		if err != nil || !pr.paused {
			return total, readError(name, err)
		}
	}
}

// readError names the input in a read error of Stream's.
func readError(name string, err error) error {
	if err != nil && !errors.Is(err, context.Canceled) {
		err = fmt.Errorf("read %s: %w", name, err)
	}
	return err
}
