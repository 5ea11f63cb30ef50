// Command matchbench makes synthetic catalogs and logs for benchmarking
// errdex match, and runs the baselines that need Go: the naive loop over
// every regexp and the bare index build.
//
//	matchbench gen -n N -lines L -rate R -catalog FILE -log FILE -patterns FILE -ere FILE
//	matchbench naive -catalog FILE -log FILE [-records K] [-sample S]
//	matchbench build -catalog FILE
//	matchbench accuracy -catalog FILE -cases FILE [-v]
//
// run.sh drives it; see docs/match.md.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
	"github.com/errdex/errdex/template"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: matchbench gen|naive|build [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = gen(os.Args[2:])
	case "naive":
		err = naive(os.Args[2:])
	case "build":
		err = build(os.Args[2:])
	case "accuracy":
		err = accuracy(os.Args[2:])
	default:
		err = fmt.Errorf("unknown subcommand %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "matchbench:", err)
		os.Exit(1)
	}
}

// vocab is a word list: common words of error messages plus generated
// identifiers, so that a large catalog has realistic variety.
type vocab struct {
	r     *rand.Rand
	words []string
}

var (
	verbs = []string{"failed to", "cannot", "could not", "unable to", "refusing to", "will not", "did not", "must not"}
	acts  = []string{"open", "read", "write", "parse", "decode", "encode", "connect to", "resolve", "load", "allocate", "register", "transfer", "validate", "find", "create", "delete", "update", "lock", "flush", "bind"}
	adjs  = []string{"invalid", "unexpected", "unknown", "missing", "unsupported", "duplicate", "malformed", "stale", "empty", "negative", "corrupt", "incompatible"}
	nouns = []string{"state", "value", "argument", "config", "file", "socket", "buffer", "index", "key", "token", "header", "request", "response", "shard", "replica", "tensor", "schema", "column", "offset", "checksum", "segment", "session", "channel", "handle", "version"}
	seps  = []string{" for ", " in ", " at ", " of ", " from ", " on ", " with "}
	syl   = []string{"ka", "ro", "mi", "te", "sa", "lu", "ne", "vo", "di", "pa", "zu", "qe", "xo", "bri", "stra", "ple", "gon", "mer", "tik", "wal"}
)

func newVocab(seed int64, n int) *vocab {
	v := &vocab{r: rand.New(rand.NewSource(seed))}
	v.words = append(v.words, nouns...)
	for len(v.words) < n {
		k := 2 + v.r.Intn(3)
		var b strings.Builder
		for i := 0; i < k; i++ {
			b.WriteString(syl[v.r.Intn(len(syl))])
		}
		if v.r.Intn(3) == 0 {
			b.WriteString("_" + syl[v.r.Intn(len(syl))])
		}
		v.words = append(v.words, b.String())
	}
	return v
}

func (v *vocab) pick(xs []string) string { return xs[v.r.Intn(len(xs))] }
func (v *vocab) word() string            { return v.words[v.r.Intn(len(v.words))] }

var holeForms = []struct {
	pre, post string
	conv      string
}{
	{": ", "", ""}, {" '", "'", ""}, {" (got ", ")", ""}, {" ", "", "r"}, {"=", "", ""}, {" #", "", ""},
}

// message returns a template shaped like real ones: a phrase of 3-10
// words, zero to three holes.
func (v *vocab) message() template.Template {
	var parts []template.Template
	lit := ""
	switch v.r.Intn(3) {
	case 0:
		lit = v.pick(verbs) + " " + v.pick(acts) + " " + v.word() + " " + v.pick(nouns)
	case 1:
		lit = v.pick(adjs) + " " + v.word() + " " + v.pick(nouns)
	default:
		lit = v.word() + " " + v.pick(nouns) + " " + v.pick(adjs)
	}
	if v.r.Intn(2) == 0 {
		lit += v.pick(seps) + v.word()
	}
	parts = append(parts, template.Lit(lit))
	holes := v.r.Intn(4)
	for h := 0; h < holes; h++ {
		f := holeForms[v.r.Intn(len(holeForms))]
		spec := ""
		if v.r.Intn(4) == 0 {
			spec = "d"
		}
		parts = append(parts, template.Lit(f.pre), template.Hole(v.word(), f.conv, spec), template.Lit(f.post))
		if h+1 < holes {
			parts = append(parts, template.Lit(v.pick(seps)+v.word()))
		}
	}
	return template.Concat(parts...)
}

func (v *vocab) value(spec string) string {
	if spec == "d" {
		return fmt.Sprint(v.r.Intn(100000))
	}
	switch v.r.Intn(3) {
	case 0:
		return fmt.Sprint(v.r.Intn(1 << 20))
	case 1:
		return "'" + v.word() + "'"
	}
	return "/var/lib/" + v.word() + "/" + v.word() + ".dat"
}

var classes = []string{"ValueError", "TypeError", "RuntimeError", "KeyError", "OSError", "IndexError", "AssertionError", "NotImplementedError"}

// splitmix is a Source64 of a few instructions: each record and file is
// drawn from its own, seeded by its number, so that any record can be
// made again from its number alone and records can be made on every core.
type splitmix struct{ s uint64 }

func (m *splitmix) Uint64() uint64 {
	m.s += 0x9E3779B97F4A7C15
	z := m.s
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}
func (m *splitmix) Int63() int64 { return int64(m.Uint64() >> 1) }
func (m *splitmix) Seed(s int64) { m.s = uint64(s) }

// draw returns v drawing from a source seeded by seed, kind and i.
func (v *vocab) draw(seed int64, kind, i uint64) *vocab {
	return &vocab{r: rand.New(&splitmix{uint64(seed)*0xD1B54A32D192ED03 ^ kind<<56 ^ i}), words: v.words}
}

// recordsPerFile is how many records share a source file, as in real
// catalogs (CPython's standard library: 8,271 records in about 1,000
// files).
const recordsPerFile = 8

// genRecord is record i of a generated catalog: its template and class,
// and the record, drawn from its own source (see draw).
func genRecord(v *vocab, seed int64, i int, now string) (template.Template, string, catalog.Record) {
	d := v.draw(seed, 1, uint64(i))
	t := d.message()
	cls := d.pick(classes)
	if d.r.Intn(10) == 0 {
		cls = strings.ToUpper(d.word()[:1]) + d.word()[1:] + "Error"
	}
	switch k := d.r.Intn(100); {
	case k < 3: // bare raise X
		t = template.Template{}
	case k < 8: // raise X(value): only a hole
		t = template.Hole(d.word(), "", "")
	}
	// The file's records are recordsPerFile consecutive ones, at growing
	// lines.
	fv := v.draw(seed, 2, uint64(i/recordsPerFile))
	file := fmt.Sprintf("pkg%d/%s/%s.py", i/recordsPerFile%97, fv.word(), fv.word())
	line := 10 + i%recordsPerFile*40 + d.r.Intn(30)
	src := fmt.Sprintf("    def %s(self, %s):\n        if not self.%s:\n            raise %s(%q)\n", d.word(), d.word(), d.word(), cls, t.Message())
	r := catalog.Record{
		ID: fmt.Sprintf("%016x", d.r.Uint64()), Repo: catalog.Str("bench/synthetic"),
		Slug: fmt.Sprintf("rec-%d", i), ErrorMessage: t.Message(), MessagePattern: t.Pattern(),
		ErrorType: "exception", ErrorClass: cls, Severity: "error", FilePath: file, LineNumber: line,
		SourceCode: src, SourceCodeStart: line - 2, SourceCodeEnd: line + 1,
		GithubURL:     catalog.Str(fmt.Sprintf("https://github.com/bench/synthetic/blob/0000000000000000000000000000000000000000/%s#L%d-L%d", file, line-2, line+1)),
		Documentation: catalog.Str("Raised when the " + d.word() + " check fails."),
		AnalyzedAt:    now, SchemaVersion: catalog.SchemaVersion,
	}
	return t, cls, r
}

// genChunk is how many records one goroutine makes at a time.
const genChunk = 4096

func gen(args []string) error {
	fs := flag.NewFlagSet("gen", flag.ExitOnError)
	n := fs.Int("n", 1000, "records")
	lines := fs.Int("lines", 1000000, "log lines")
	rate := fs.Float64("rate", 0.001, "share of log lines that are catalogued errors")
	catPath := fs.String("catalog", "catalog.jsonl", "catalog output")
	logPath := fs.String("log", "app.log", "log output")
	patPath := fs.String("patterns", "patterns.txt", "rg -f patterns output (one messagePattern a line)")
	erePath := fs.String("ere", "patterns.ere", "grep -E -f patterns output (POSIX ERE)")
	seed := fs.Int64("seed", 1, "random seed")
	fs.Parse(args)
	v := newVocab(*seed, 20000)
	var ws []*bufio.Writer
	var fs2 []*os.File
	for _, p := range []string{*catPath, *patPath, *erePath} {
		f, err := os.Create(p)
		if err != nil {
			return err
		}
		fs2 = append(fs2, f)
		ws = append(ws, bufio.NewWriterSize(f, 1<<20))
	}
	now := catalog.FormatTime(time.Now())
	// Chunks of records are made on every core, written in order.
	type chunk struct{ cat, pat, ere []byte }
	workers := runtime.GOMAXPROCS(0)
	make1 := func(lo, hi int) (c chunk, err error) {
		for i := lo; i < hi; i++ {
			t, _, r := genRecord(v, *seed, i, now)
			if c.cat, err = catalog.AppendLine(c.cat, &catalog.Entry{Record: r, DatasetVersion: now}); err != nil {
				return c, err
			}
			if p := r.MessagePattern; specific(t) {
				c.pat = append(append(c.pat, p...), '\n')
				// POSIX ERE has no lazy quantifiers and no \d.
				c.ere = append(append(c.ere, strings.NewReplacer("+?)", "+)", `\d`, "[0-9]").Replace(p)...), '\n')
			}
		}
		return c, nil
	}
	for lo := 0; lo < *n; lo += workers * genChunk {
		cs := make([]chunk, workers)
		errs := make([]error, workers)
		var wg sync.WaitGroup
		for w := range workers {
			a := lo + w*genChunk
			b := min(a+genChunk, *n)
			if a >= b {
				break
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				cs[w], errs[w] = make1(a, b)
			}()
		}
		wg.Wait()
		for w, c := range cs {
			if errs[w] != nil {
				return errs[w]
			}
			for k, b := range [][]byte{c.cat, c.pat, c.ere} {
				if _, err := ws[k].Write(b); err != nil {
					return err
				}
			}
		}
	}
	for k, w := range ws {
		if err := w.Flush(); err != nil {
			return err
		}
		if err := fs2[k].Close(); err != nil {
			return err
		}
	}

	lf, err := os.Create(*logPath)
	if err != nil {
		return err
	}
	lw := bufio.NewWriterSize(lf, 1<<20)
	infos := []string{"request served path=/api/%s status=200 bytes=%d", "cache hit key=%s size=%d", "worker %s heartbeat seq=%d", "flushed %s segments=%d", "connected to %s in %dms"}
	base := time.Date(2026, 8, 28, 5, 0, 0, 0, time.UTC)
	errLines := 0
	for i := 0; i < *lines; i++ {
		ts := base.Add(time.Duration(i) * time.Millisecond).Format("2006-01-02 15:04:05.000")
		if v.r.Float64() < *rate {
			// An error line from a record with a usable message, made
			// again from its number.
			var t template.Template
			var cls string
			for k := 0; k < 20; k++ {
				t, cls, _ = genRecord(v, *seed, v.r.Intn(*n), now)
				if t.LiteralLen() > 0 {
					break
				}
			}
			vals := []string{}
			for _, p := range t.Parts {
				if p.Hole {
					vals = append(vals, v.value(p.Spec))
				}
			}
			fmt.Fprintf(lw, "%s ERROR [%d] app.%s: %s: %s\n", ts, 1000+v.r.Intn(9000), v.word(), cls, t.Render(vals...))
			errLines++
			continue
		}
		f := infos[v.r.Intn(len(infos))]
		fmt.Fprintf(lw, "%s INFO [%d] app.%s: "+f+"\n", ts, 1000+v.r.Intn(9000), v.word(), v.word(), v.r.Intn(100000))
	}
	if err := lw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "gen: %d records, %d log lines (%d error lines)\n", *n, *lines, errLines)
	return lf.Close()
}

// specific reports whether t pins down enough literal text for errdex to
// match it on the message alone (match.DefaultMinLiteral letters and
// digits); the baselines get only those patterns, since a holes-only
// pattern matches every line.
func specific(t template.Template) bool {
	n := 0
	for _, p := range t.Parts {
		if p.Hole {
			continue
		}
		for _, c := range p.Lit {
			if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 {
				n++
			}
		}
	}
	return n >= match.DefaultMinLiteral
}

// naive is the baseline errdex replaces: every pattern tried on every line.
// It times a sample of records against a sample of lines and extrapolates.
func naive(args []string) error {
	fs := flag.NewFlagSet("naive", flag.ExitOnError)
	catPath := fs.String("catalog", "catalog.jsonl", "catalog")
	logPath := fs.String("log", "app.log", "log")
	maxRecs := fs.Int("records", 5000, "records sampled (all when fewer)")
	sample := fs.Int("sample", 2000, "log lines sampled")
	fs.Parse(args)
	entries, _, err := catalog.ReadFile(*catPath)
	if err != nil {
		return err
	}
	total := len(entries)
	var res []*regexp.Regexp
	for i := range entries {
		if p := entries[i].Record.MessagePattern; p != "" && p != "(.+?)" && len(res) < *maxRecs {
			if re, err := regexp.Compile(p); err == nil {
				res = append(res, re)
			}
		}
	}
	lf, err := os.Open(*logPath)
	if err != nil {
		return err
	}
	defer lf.Close()
	st, _ := lf.Stat()
	sc := bufio.NewScanner(lf)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var lines []string
	var bytes int
	for sc.Scan() && len(lines) < *sample {
		lines = append(lines, sc.Text())
		bytes += len(sc.Text()) + 1
	}
	allLines := float64(len(lines)) * float64(st.Size()) / float64(bytes)
	start, cpu0 := time.Now(), cpuSeconds()
	hits := 0
	for _, l := range lines {
		for _, re := range res {
			if re.FindStringSubmatchIndex(l) != nil {
				hits++
			}
		}
	}
	d := time.Since(start)
	// CPU time, not wall time: the loop is single-threaded and the machine
	// may be shared.
	perPair := (cpuSeconds() - cpu0) / float64(len(lines)*len(res))
	est := perPair * allLines * float64(total)
	mbps := float64(st.Size()) / 1e6 / est
	fmt.Printf("naive: %d records x %d lines in %v wall (%d hits); extrapolated to %d records x %.0f lines: cpu %.1f s, %.3f MB/s, %.1f lines/s\n",
		len(res), len(lines), d.Round(time.Millisecond), hits, total, allLines, est, mbps, allLines/est)
	return nil
}

// build times match.New alone over a catalog read in full.
func build(args []string) error {
	fs := flag.NewFlagSet("build", flag.ExitOnError)
	catPath := fs.String("catalog", "catalog.jsonl", "catalog")
	fs.Parse(args)
	t0 := time.Now()
	entries, _, err := catalog.ReadFile(*catPath)
	if err != nil {
		return err
	}
	recs := make([]catalog.Record, len(entries))
	for i := range entries {
		recs[i] = entries[i].Record
	}
	entries = nil
	t1 := time.Now()
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	ix, err := match.New(recs, match.Options{})
	if err != nil {
		return err
	}
	t2 := time.Now()
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	fmt.Printf("build: %d records: read %.2f s, match.New %.2f s, index heap %d MB (records excluded)\n",
		ix.Len(), t1.Sub(t0).Seconds(), t2.Sub(t1).Seconds(), (int64(after.HeapAlloc)-int64(before.HeapAlloc))>>20)
	runtime.KeepAlive(recs)
	return nil
}

// accuracyCase is one line of stdlib_errors.py's output.
type accuracyCase struct {
	Label     string `json:"label"`
	Message   string `json:"message"`
	Traceback string `json:"traceback"`
	File      string `json:"file"`
	Line      int    `json:"line"`
	C         bool   `json:"c"`
}

// accuracy explains each case's message line alone and its whole
// traceback, and scores the top result against the true raise site.
func accuracy(args []string) error {
	fs := flag.NewFlagSet("accuracy", flag.ExitOnError)
	catPath := fs.String("catalog", "stdlib.jsonl", "catalog of the standard library")
	casesPath := fs.String("cases", "cases.jsonl", "cases from stdlib_errors.py")
	verbose := fs.Bool("v", false, "print every case")
	fs.Parse(args)
	ix, warns, _, err := match.Open(*catPath, match.Options{})
	if err != nil {
		return err
	}
	if len(warns) > 0 {
		fmt.Fprintf(os.Stderr, "accuracy: %d bad catalog lines skipped\n", len(warns))
	}
	f, err := os.Open(*casesPath)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	type tally struct{ n, right, wrong, unknown int }
	var msgPy, tbPy, msgC, tbC tally
	// An answer is unknown unless its status is matched (a weak answer's
	// records are leads, not an answer); a site among the leads still
	// counts as right for a case Python raised.
	score := func(t *tally, a match.Answer, c accuracyCase) string {
		t.n++
		switch {
		case len(a.Matches) > 0 && sameSite(a.Matches[0].Record, c.File, c.Line):
			t.right++
			return "right"
		case a.Status != match.StatusMatched:
			t.unknown++
			return a.Status
		default:
			t.wrong++
			return fmt.Sprintf("wrong (%s:%d)", a.Matches[0].Record.FilePath, a.Matches[0].Record.LineNumber)
		}
	}
	for sc.Scan() {
		var c accuracyCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			return fmt.Errorf("%s: %w", *casesPath, err)
		}
		m, t := &msgPy, &tbPy
		if c.C {
			m, t = &msgC, &tbC
		}
		a := score(m, ix.ExplainText(context.Background(), c.Message, match.Query{}), c)
		b := score(t, ix.ExplainText(context.Background(), c.Traceback, match.Query{}), c)
		if *verbose {
			fmt.Printf("%-5v %-28s %-28s %s:%d  %s\n", c.C, a, b, c.File, c.Line, c.Message)
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	pct := func(a, n int) string {
		if n == 0 {
			return "n/a"
		}
		return fmt.Sprintf("%.1f%% (%d/%d)", 100*float64(a)/float64(n), a, n)
	}
	fmt.Printf("Python-raised, message line alone: top-1 %s, wrong %d, unknown %d\n", pct(msgPy.right, msgPy.n), msgPy.wrong, msgPy.unknown)
	fmt.Printf("Python-raised, full traceback:     top-1 %s, wrong %d, unknown %d\n", pct(tbPy.right, tbPy.n), tbPy.wrong, tbPy.unknown)
	fmt.Printf("C-raised, message alone: unknown (correct) %s, wrong guesses %d\n", pct(msgC.unknown, msgC.n), msgC.wrong)
	fmt.Printf("C-raised, full traceback: unknown (correct) %s, wrong guesses %d\n", pct(tbC.unknown, tbC.n), tbC.wrong)
	return nil
}

// sameSite reports whether r is at file:line, file being relative to the
// scanned root (r.FilePath may carry a prefix, or file may).
func sameSite(r *catalog.Record, file string, line int) bool {
	if r.LineNumber != line {
		return false
	}
	a, b := r.FilePath, file
	if len(a) < len(b) {
		a, b = b, a
	}
	return a == b || strings.HasSuffix(a, "/"+b)
}

// cpuSeconds returns the process's user+system CPU time.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}
