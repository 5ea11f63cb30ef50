package cli

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
)

var matchCmd = &Command{
	Name:  "match",
	Usage: "match [--catalog FILE] [--json] [-j N] [--no-summary] [--version V] [FILE... | -]",
	Short: "find every catalogued error in logs, tracebacks and stacks (streams; works on open pipes)",
	Run:   runMatch,
}

// matchBatch is how many events one worker job carries at most.
const matchBatch = 256

type matchJob struct {
	file   string
	events []match.Event
	out    chan []matchOut
}

type matchOut struct {
	ev     match.Event
	report bool // an error event, matched or unknown
	rs     []match.Result
	chain  []match.Result
	msg    string
}

type matchSummary struct {
	events, matched, unknown, lines int
	counts                          map[string]int
	recs                            map[string]*catalog.Record
}

func runMatch(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	catFlag := fs.String("catalog", "", "catalog `FILE` (default $ERRDEX_CATALOG, else ./errdex.jsonl)")
	asJSON := fs.Bool("json", false, "print one JSON object per event (the summary goes to stderr)")
	jobs := fs.Int("j", runtime.GOMAXPROCS(0), "match with `N` workers")
	noSummary := fs.Bool("no-summary", false, "do not print the summary table")
	version := fs.String("version", "", "prefer the records of version `V` (default: a version named in the event)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) == 0 {
		pos = []string{"-"}
	}
	if *jobs < 1 {
		*jobs = 1
	}
	ix, code := openIndex(c, env, *catFlag)
	if ix == nil {
		return code
	}
	start := time.Now()
	w := bufio.NewWriterSize(env.Stdout, 64<<10)
	sum := &matchSummary{counts: map[string]int{}, recs: map[string]*catalog.Record{}}
	status := 0
	interrupted := false
	for _, name := range pos {
		var r io.Reader = env.Stdin
		label := "-"
		if name != "-" {
			f, err := os.Open(name)
			if err != nil {
				fmt.Fprintf(env.Stderr, "errdex match: %v\n", err)
				status = 2
				continue
			}
			r, label = f, name
			defer f.Close()
		}
		if !matchStream(env, ix, r, label, *jobs, *asJSON, *version, w, sum) {
			interrupted = true
			break
		}
	}
	w.Flush()
	if !*noSummary {
		out := env.Stdout
		if *asJSON {
			out = env.Stderr
		}
		printSummary(out, sum, time.Since(start), interrupted)
	}
	if status != 0 {
		return status
	}
	if sum.matched == 0 {
		return 1
	}
	return 0
}

// matchStream matches one input with n workers, printing events in input
// order. It returns false when the command was interrupted.
func matchStream(env *Env, ix *match.Index, r io.Reader, label string, n int, asJSON bool, version string, w *bufio.Writer, sum *matchSummary) bool {
	sp := match.NewSplitter(r)
	defer sp.Close()
	readErr := make(chan error, 1)
	work := make(chan *matchJob, n)
	order := make(chan *matchJob, 4*n)
	// The reader hands on a batch when it is full or when no further event
	// is in hand, so a slow pipe gets its answers at once and a file gets
	// full batches.
	go func() {
		defer close(work)
		defer close(order)
		var batch []match.Event
		flush := func() bool {
			job := &matchJob{file: label, events: batch, out: make(chan []matchOut, 1)}
			batch = nil
			select {
			case order <- job:
			case <-env.Ctx.Done():
				return false
			}
			work <- job
			return true
		}
		for {
			ev, err := sp.Next()
			if err != nil {
				if len(batch) > 0 {
					flush()
				}
				if err != io.EOF {
					readErr <- err
				}
				return
			}
			batch = append(batch, ev)
			if len(batch) >= matchBatch || !sp.Buffered() {
				if !flush() {
					return
				}
			}
		}
	}()
	for i := 0; i < n; i++ {
		go func() {
			for job := range work {
				outs := make([]matchOut, 0, len(job.events))
				for _, ev := range job.events {
					rs, isErr := ix.ExplainEvent(ev)
					rs, _ = preferVersion(rs, version, ev.Text) // one record per id in a multi-version catalog
					if len(rs) == 0 && !isErr {
						outs = append(outs, matchOut{ev: ev})
						continue
					}
					o := matchOut{ev: ev, report: true, rs: rs, chain: match.Chain(rs)}
					if len(rs) > 0 {
						o.msg = rs[0].Message
					} else {
						o.msg = match.Parse(ev.Text).Message
					}
					outs = append(outs, o)
				}
				job.out <- outs
			}
		}()
	}
	for {
		select {
		case <-env.Ctx.Done():
			return false
		case job, ok := <-order:
			if !ok {
				select {
				case err := <-readErr:
					fmt.Fprintf(env.Stderr, "errdex match: read %s: %v\n", label, err)
				default:
				}
				return true
			}
			var outs []matchOut
			select {
			case outs = <-job.out:
			case <-env.Ctx.Done():
				return false
			}
			for i := range outs {
				o := &outs[i]
				sum.lines = max(sum.lines, o.ev.EndLine)
				if !o.report {
					continue // not an error
				}
				sum.events++
				if len(o.rs) == 0 {
					sum.unknown++
				} else {
					sum.matched++
					links := o.chain
					if links == nil {
						links = o.rs[:1]
					}
					for _, l := range links {
						sum.counts[l.Record.ID]++
						sum.recs[l.Record.ID] = l.Record
					}
				}
				if asJSON {
					writeEventJSON(w, label, o)
				} else {
					writeEventText(w, label, o)
				}
			}
			if len(order) == 0 {
				w.Flush() // keep an open pipe's answers flowing
			}
		}
	}
}

type jsonInput struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	EndLine   int    `json:"endLine"`
	Text      string `json:"text"`
	Kind      string `json:"kind"`
	Truncated bool   `json:"truncated,omitempty"`
}

type jsonLink struct {
	ID     string   `json:"id"`
	Params []string `json:"params"`
}

type jsonEvent struct {
	Input   jsonInput      `json:"input"`
	Matches []match.Result `json:"matches"`
	Chain   []jsonLink     `json:"chain,omitempty"`
}

func writeEventJSON(w io.Writer, label string, o *matchOut) {
	ev := jsonEvent{
		Input:   jsonInput{File: label, Line: o.ev.Line, EndLine: o.ev.EndLine, Text: o.ev.Text, Kind: o.ev.Kind.String(), Truncated: o.ev.Truncated},
		Matches: o.rs,
	}
	if ev.Matches == nil {
		ev.Matches = []match.Result{}
	}
	for _, l := range o.chain {
		ev.Chain = append(ev.Chain, jsonLink{ID: l.Record.ID, Params: l.Params})
	}
	b, err := catalog.Marshal(ev)
	if err != nil {
		fmt.Fprintf(w, "{\"error\":%q}\n", err.Error())
		return
	}
	w.Write(append(b, '\n'))
}

func writeEventText(w io.Writer, label string, o *matchOut) {
	where := fmt.Sprintf("%s:%d", label, o.ev.Line)
	if o.ev.EndLine != o.ev.Line {
		where += fmt.Sprintf("-%d", o.ev.EndLine)
	}
	kind := ""
	if o.ev.Kind != match.KindLine {
		kind = o.ev.Kind.String() + ": "
	}
	fmt.Fprintf(w, "%s: %s%s\n", where, kind, excerpt(o.msg, 160))
	switch {
	case len(o.rs) == 0:
		fmt.Fprintln(w, "    unknown: no record matches")
	case o.chain != nil:
		for i, l := range o.chain {
			fmt.Fprintf(w, "    chain %d: %s\n", i+1, resultLine(l))
		}
	default:
		fmt.Fprintf(w, "    %s\n", resultLine(o.rs[0]))
	}
}

func resultLine(r match.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d %s [%s]", r.Record.FilePath, r.Record.LineNumber, r.Record.ErrorClass, r.Record.ID)
	if len(r.Params) > 0 {
		qs := make([]string, len(r.Params))
		for i, p := range r.Params {
			qs[i] = excerpt(p, 60)
		}
		fmt.Fprintf(&b, " params: %s", strings.Join(qs, ", "))
	}
	fmt.Fprintf(&b, " (score %.2f", r.Score)
	if r.Frame {
		b.WriteString(", frame")
	}
	b.WriteString(")")
	return b.String()
}

// excerpt returns s on one line, cut to about n bytes for display.
func excerpt(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", `\n`)
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("... (%d bytes)", len(s))
}

func printSummary(w io.Writer, s *matchSummary, d time.Duration, interrupted bool) {
	note := ""
	if interrupted {
		note = ", interrupted"
	}
	fmt.Fprintf(w, "--\n%d error events (%d matched, %d unknown) in %d lines, %s%s\n", s.events, s.matched, s.unknown, s.lines, d.Round(time.Millisecond), note)
	if len(s.counts) == 0 {
		return
	}
	ids := make([]string, 0, len(s.counts))
	for id := range s.counts {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(a, b int) bool {
		if s.counts[ids[a]] != s.counts[ids[b]] {
			return s.counts[ids[a]] > s.counts[ids[b]]
		}
		return ids[a] < ids[b]
	})
	fmt.Fprintf(w, "%7s  %-18s %s\n", "count", "record", "site")
	for _, id := range ids {
		r := s.recs[id]
		fmt.Fprintf(w, "%7d  %-18s %s:%d %s\n", s.counts[id], id, r.FilePath, r.LineNumber, r.ErrorClass)
	}
}
