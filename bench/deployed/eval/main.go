// Command eval scores errdex explain on real errors from installed
// software: the cases written by bench/deployed's generators (Python
// packages from Debian, Go modules from the module cache, npm packages),
// each explained twice by the built errdex binary, once with its
// traceback or stack and once with the message alone.
//
// Usage (bench/deployed/run.sh does all of this):
//
//	eval -errdex ERRDEX [-v] [-misses FILE] [-split FILE [-show-test]] SUITE=CASES.jsonl=CATALOG.jsonl...
//
// With -split, FILE names each package's half, one "SUITE PACKAGE HALF"
// line a package (HALF dev or test; # starts a comment), and the table
// gets a dev and a test row per suite. The test half's cases are never
// printed (neither -v nor a miss nor -confident shows one), and its misses
// are written to the misses file only with -show-test, for counting them
// by mechanism: rules are fixed from the dev half only, and the test half
// says whether the fix holds on code the rule was not written from. A case's
// package is its "package" field, or its "suite" when that is empty; a
// package the file does not name is an error.
//
// A case is one JSON line: lang, suite, label, message, traceback, kind,
// truth {file, line, start, end, func} (repository path and line), and for
// Python printed (the innermost catalogued frame of a rewritten traceback)
// and callers (the frames that called the raising one). Its kind says
// what a right answer is:
//
//   - raised (Python's "python"): a statement of the catalogued source
//     raised or returned it; the answer must name that statement's record
//     (or, for a traceback the package rewrote, the re-raise its innermost
//     frame shows; for a helper that raises what it was passed, such as
//     Jinja's Parser.fail, the call that passed it);
//   - native, cython, external: it was raised by compiled code or outside
//     the catalogued source; the answer must be "unknown" (status unknown
//     or native), since no record is its site, or for a native case name
//     among its tied records the compiled source that raised it
//     (nativeSite) or the runtime's own frame that raised it (runtime: a
//     Go runtime error's runtime.panicmem, when GOROOT is catalogued).
//
// errdex's answer object is read as documented in docs/match.md: status,
// ties, matches[].record filePath/lineNumber, confidence.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
)

type site struct {
	File  string `json:"file"`
	Line  int    `json:"line"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Func  string `json:"func"`
}

func (s *site) String() string {
	if s == nil {
		return "-"
	}
	return fmt.Sprintf("%s:%d", s.File, s.Line)
}

// holds reports whether a record at file:line is this site: the same file
// and a line of the statement (start to end), or the site's line.
func (s *site) holds(file string, line int) bool {
	if s == nil || s.File != file {
		return false
	}
	if line == s.Line {
		return true
	}
	return s.Start > 0 && s.Start <= line && line <= s.End
}

type printed struct {
	Kind string `json:"kind"`
	Site *site  `json:"site"`
}

type tcase struct {
	Lang      string   `json:"lang"`
	Suite     string   `json:"suite"`
	Label     string   `json:"label"`
	Message   string   `json:"message"`
	Traceback string   `json:"traceback"`
	Kind      string   `json:"kind"`
	Package   string   `json:"package"`
	Repo      string   `json:"repo"`
	Truth     *site    `json:"truth"`
	Printed   *printed `json:"printed"`
	Callers   []*site  `json:"callers"`
	Also      []*site  `json:"also"`    // other sites a right answer may name (a Go panic's value's creation, a re-panic's first panic)
	Runtime   []*site  `json:"runtime"` // a native case: the runtime's own frame that raised it, found by running it (Go's runtime.panicmem)
	Drift     string   `json:"drift"`
	Rewritten bool     `json:"rewritten"`
	NoStack   bool     `json:"nostack"` // a returned Go error: the message is all there is
	Installed struct {
		File string `json:"file"`
		Line int    `json:"line"`
	} `json:"installed"`
}

// unscored is why the case has no truth to score against ("" when it
// has one): a Go or Rust error of the package's own type whose creation
// nothing recorded, a compiled file's line not found in the TypeScript source, a
// Python line that Debian's copy changed.
func (c *tcase) unscored() string {
	switch {
	case c.Kind == "untraced":
		return "error types whose creation no run recorded (text made elsewhere)"
	case c.Kind == "unmapped":
		return "compiled lines not found in the source"
	case c.raised() && c.Truth == nil:
		return "lines the installed copy changed"
	}
	return ""
}

// raised reports whether the case was raised by a catalogued statement.
func (c *tcase) raised() bool { return c.Kind == "python" || c.Kind == "raised" }

// truths are the sites a right answer may name.
func (c *tcase) truths() []*site {
	var ts []*site
	if c.Truth != nil {
		ts = append(ts, c.Truth)
	}
	if c.Printed != nil && c.Printed.Site != nil && (c.Printed.Kind == "python" || c.Printed.Kind == "raised") {
		ts = append(ts, c.Printed.Site)
	}
	ts = append(ts, c.Callers...)
	return append(ts, c.Also...)
}

func anyHolds(ts []*site, file string, line int) bool {
	for _, t := range ts {
		if t.holds(file, line) {
			return true
		}
	}
	return false
}

// answer is the part of errdex's answer object the score reads.
type answer struct {
	Status  string `json:"status"`
	Basis   string `json:"basis"`
	Ties    int    `json:"ties"`
	Matches []struct {
		Record struct {
			Repo       string `json:"repo"`
			FilePath   string `json:"filePath"`
			LineNumber int    `json:"lineNumber"`
		} `json:"record"`
		Score      float64 `json:"score"`
		Confidence string  `json:"confidence"`
	} `json:"matches"`
	Notes []string `json:"notes"`
	err   string
}

// matched reports whether the answer presents a match: status matched.
// A weak answer (status weak) lists leads but is not an answer.
func (a *answer) matched() bool { return a != nil && a.Status == "matched" && len(a.Matches) > 0 }

// listed reports whether the answer lists records, as a match or as weak
// leads: the "true site among tied" and "top-1, message" columns count
// both; the confident and unknown columns count matches only.
func (a *answer) listed() bool {
	return a != nil && (a.Status == "matched" || a.Status == "weak") && len(a.Matches) > 0
}

func (a *answer) top() string {
	if a == nil {
		return "n/a"
	}
	if !a.listed() {
		if a.err != "" {
			return "error: " + a.err
		}
		return a.Status
	}
	m := a.Matches[0]
	s := fmt.Sprintf("%s:%d (%s, %.2f", m.Record.FilePath, m.Record.LineNumber, m.Confidence, m.Score)
	if !a.matched() {
		s = a.Status + " lead " + s
	}
	if a.Ties > 1 {
		s += fmt.Sprintf(", %d tied", a.Ties)
	}
	return s + ")"
}

// tied returns the matches sharing the best score.
func (a *answer) tied() int {
	if !a.listed() {
		return 0
	}
	n := a.Ties
	if n < 1 {
		n = 1
	}
	if n > len(a.Matches) {
		n = len(a.Matches)
	}
	return n
}

// confident reports whether the answer is one record with a confidence
// that is not weak.
func (a *answer) confident() bool {
	return a.matched() && a.tied() == 1 && a.Matches[0].Confidence != "weak"
}

func explain(bin, catalog, text string) *answer {
	cmd := exec.Command(bin, "explain", "--catalog", catalog, "--json", "-n", "50", "-")
	cmd.Stdin = strings.NewReader(text)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	a := &answer{}
	if jerr := json.Unmarshal(out.Bytes(), a); jerr != nil {
		msg := strings.TrimSpace(errb.String())
		if msg == "" && err != nil {
			msg = err.Error()
		}
		if msg == "" {
			msg = jerr.Error()
		}
		a.Status, a.err = "error", msg
	}
	return a
}

// result is one case's two answers, scored.
type result struct {
	c         *tcase
	tb, msg   *answer
	tbRight   bool // raised: top-1 with the traceback names the truth; other kinds: unknown
	msgTied   bool // raised: the truth is among the tied best answers from the message
	msgTop1   bool // raised: top-1 from the message names the truth
	msgRight  bool // native kinds: unknown from the message
	tbC, msgC bool // native: right because the answer is the package's C source or the runtime's raising frame
}

// nativeExt are the extensions of compiled-language sources: a record in
// one raises without a Python frame (a C accelerator's PyErr_SetString).
var nativeExt = []string{".c", ".h", ".cc", ".cpp", ".cxx", ".cu", ".pyx", ".pxd", ".rs"}

// nativeSite reports whether an answer to a case raised in native code
// names a record in a compiled-language file of the case's own repository
// (its path below the package's catalog): the C code that raised it,
// which the catalog holds.
func nativeSite(c *tcase, a *answer) bool {
	if !a.matched() {
		return false
	}
	for _, m := range a.Matches[:a.tied()] {
		ok := false
		for _, ext := range nativeExt {
			if strings.HasSuffix(m.Record.FilePath, ext) {
				ok = true
			}
		}
		if !ok || m.Record.Repo != c.Repo || c.Repo == "" {
			return false
		}
	}
	return true
}

// runtimeSite reports whether an answer to a native case names, among its
// tied records, the runtime's own frame that raised it (c.Runtime): the
// runtime's record, which is where the runtime raises the text
// (bench/runtime's truth for the same panics).
func runtimeSite(c *tcase, a *answer) bool {
	if !a.matched() {
		return false
	}
	for _, m := range a.Matches[:a.tied()] {
		if anyHolds(c.Runtime, m.Record.FilePath, m.Record.LineNumber) {
			return true
		}
	}
	return false
}

// nativeRight reports whether a matched answer to a case no catalogued
// statement raised is right: a native case's compiled source, or the
// runtime's frame that raised a native or external one (c.Runtime, found
// by running it: the interpreter raising an error in a package's call
// or in the caller's own code).
func nativeRight(c *tcase, a *answer) bool {
	return c.Kind == "native" && nativeSite(c, a) || runtimeSite(c, a)
}

func score(c *tcase, tb, msg *answer) *result {
	r := &result{c: c, tb: tb, msg: msg}
	ts := c.truths()
	if !c.raised() {
		r.tbRight = !tb.matched() || nativeRight(c, tb)
		r.msgRight = !msg.matched() || nativeRight(c, msg)
		r.tbC = tb.matched() && r.tbRight
		r.msgC = msg.matched() && r.msgRight
		return r
	}
	if tb.matched() {
		m := tb.Matches[0]
		r.tbRight = anyHolds(ts, m.Record.FilePath, m.Record.LineNumber)
	}
	if msg.listed() {
		m := msg.Matches[0]
		r.msgTop1 = anyHolds(ts, m.Record.FilePath, m.Record.LineNumber)
		for _, m := range msg.Matches[:msg.tied()] {
			if anyHolds(ts, m.Record.FilePath, m.Record.LineNumber) {
				r.msgTied = true
			}
		}
	}
	return r
}

// rightAnswer reports whether a single confident answer names a truth
// (always false for a case that no record accounts for).
func rightAnswer(c *tcase, a *answer) bool {
	if !c.raised() {
		return nativeRight(c, a)
	}
	if !a.matched() {
		return false
	}
	m := a.Matches[0]
	return anyHolds(c.truths(), m.Record.FilePath, m.Record.LineNumber)
}

type tally struct{ n, k int }

func (t *tally) add(ok bool) {
	t.n++
	if ok {
		t.k++
	}
}

func (t tally) String() string {
	if t.n == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%% (%d/%d)", 100*float64(t.k)/float64(t.n), t.k, t.n)
}

type row struct {
	name                     string
	raised, native           int
	tbTop1, msgTied, msgTop1 tally
	confMsg, confTB          tally
	nativeMsg, nativeTB      tally
	nativeMsgC, nativeTBC    int
	unscored                 map[string]int
	distinctSites            map[string]bool
}

func newRow(name string) *row { return &row{name: name, distinctSites: map[string]bool{}} }

func (w *row) add(r *result) {
	c := r.c
	if why := c.unscored(); why != "" {
		if w.unscored == nil {
			w.unscored = map[string]int{}
		}
		w.unscored[why]++
		return
	}
	if c.raised() {
		w.raised++
		if c.Truth != nil {
			w.distinctSites[c.Truth.String()] = true
		}
		if r.tb != nil {
			w.tbTop1.add(r.tbRight)
		}
		w.msgTied.add(r.msgTied)
		w.msgTop1.add(r.msgTop1)
	} else {
		w.native++
		w.nativeMsg.add(r.msgRight)
		if r.tb != nil {
			w.nativeTB.add(r.tbRight)
		}
		if r.msgC {
			w.nativeMsgC++
		}
		if r.tbC {
			w.nativeTBC++
		}
	}
	if r.msg.confident() {
		w.confMsg.add(rightAnswer(c, r.msg))
	}
	if r.tb.confident() {
		w.confTB.add(rightAnswer(c, r.tb))
	}
}

func main() {
	bin := flag.String("errdex", "errdex", "errdex binary")
	verbose := flag.Bool("v", false, "print every case, not only misses")
	missesPath := flag.String("misses", "", "write every miss as a JSON line to FILE")
	confPath := flag.String("confident", "", "write each single confident answer from the message (the dev half's only, with -split) as a JSON line to FILE: its score and whether it is right, for calibrating confidence")
	jobs := flag.Int("j", 2, "explain calls at once")
	splitPath := flag.String("split", "", "a file naming each package's half (SUITE PACKAGE dev|test a line)")
	showTest := flag.Bool("show-test", false, "with -split: write the test half's misses to the -misses file too (never printed)")
	flag.Parse()
	var halves map[string]string
	if *splitPath != "" {
		var err error
		if halves, err = readSplit(*splitPath); err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(2)
		}
	}
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: eval -errdex ERRDEX SUITE=CASES.jsonl=CATALOG.jsonl...")
		os.Exit(2)
	}
	misses, closeMisses := encoderFor(*missesPath)
	defer closeMisses()
	confident, closeConfident := encoderFor(*confPath)
	defer closeConfident()
	var rows []*row
	total := newRow("all")
	for _, arg := range flag.Args() {
		parts := strings.SplitN(arg, "=", 3)
		if len(parts) != 3 {
			fmt.Fprintf(os.Stderr, "eval: %q: want SUITE=CASES=CATALOG\n", arg)
			os.Exit(2)
		}
		cases, err := readCases(parts[1])
		if err != nil {
			fmt.Fprintln(os.Stderr, "eval:", err)
			os.Exit(1)
		}
		half := map[*tcase]string{}
		if halves != nil {
			for _, c := range cases {
				h, ok := halves[parts[0]+" "+c.pkg()]
				if !ok {
					fmt.Fprintf(os.Stderr, "eval: %s: package %s of suite %s is in no half of %s\n", parts[1], c.pkg(), parts[0], *splitPath)
					os.Exit(2)
				}
				half[c] = h
			}
		}
		results := runAll(*bin, parts[2], cases, *jobs)
		sub := newRow(parts[0] + " (all)")
		byHalf := map[string]*row{}
		bySuite := map[string]*row{}
		var names []string
		for _, r := range results {
			if h := half[r.c]; h != "" {
				w := byHalf[h]
				if w == nil {
					w = newRow(parts[0] + " " + h + " half (all)")
					byHalf[h] = w
				}
				w.add(r)
			}
			w := bySuite[r.c.Suite]
			if w == nil {
				w = newRow(parts[0] + "/" + r.c.Suite)
				bySuite[r.c.Suite] = w
				names = append(names, r.c.Suite)
			}
			w.add(r)
			sub.add(r)
			total.add(r)
			if r.c.unscored() != "" {
				continue
			}
			miss := (r.tb != nil && !r.tbRight) || (r.c.raised() && !r.msgTied) || (!r.c.raised() && !r.msgRight) ||
				(r.msg.confident() && !rightAnswer(r.c, r.msg))
			if half[r.c] == "test" {
				// never printed: only written, with -show-test, for
				// the categorizers' counts
				if *showTest && miss && misses != nil {
					misses.Encode(missRecord(r))
				}
				continue
			}
			if *verbose || miss {
				printCase(r, miss)
			}
			if confident != nil && r.msg.confident() {
				m := r.msg.Matches[0]
				confident.Encode(map[string]any{"suite": r.c.Suite, "kind": r.c.Kind, "score": m.Score, "right": rightAnswer(r.c, r.msg),
					"file": m.Record.FilePath, "message": r.c.Message})
			}
			if miss && misses != nil {
				misses.Encode(missRecord(r))
			}
		}
		sort.Strings(names)
		for _, n := range names {
			rows = append(rows, bySuite[n])
		}
		for _, h := range []string{"dev", "test"} {
			if w := byHalf[h]; w != nil {
				rows = append(rows, w)
			}
		}
		rows = append(rows, sub)
	}
	fmt.Println()
	printTable(append(rows, total))
}

// pkg is the package a case belongs to, for the split: its package
// field, else its suite.
func (c *tcase) pkg() string {
	if c.Package != "" {
		return c.Package
	}
	return c.Suite
}

// readSplit reads a split file: "SUITE PACKAGE HALF" lines, HALF dev or
// test, blank lines and # comments skipped. The map's key is "SUITE
// PACKAGE".
func readSplit(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	m := map[string]string{}
	for i, line := range strings.Split(string(b), "\n") {
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 || f[2] != "dev" && f[2] != "test" {
			return nil, fmt.Errorf("%s:%d: want SUITE PACKAGE dev|test", path, i+1)
		}
		k := f[0] + " " + f[1]
		if _, dup := m[k]; dup {
			return nil, fmt.Errorf("%s:%d: %s named twice", path, i+1, k)
		}
		m[k] = f[2]
	}
	return m, nil
}

func readCases(path string) ([]*tcase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []*tcase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	n := 0
	for sc.Scan() {
		n++
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		c := &tcase{}
		if err := json.Unmarshal(sc.Bytes(), c); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		cases = append(cases, c)
	}
	return cases, sc.Err()
}

func runAll(bin, catalog string, cases []*tcase, jobs int) []*result {
	results := make([]*result, len(cases))
	var wg sync.WaitGroup
	next := make(chan int)
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				c := cases[i]
				var tb *answer
				if !c.NoStack {
					tb = explain(bin, catalog, c.Traceback)
				}
				results[i] = score(c, tb, explain(bin, catalog, c.Message))
			}
		}()
	}
	for i := range cases {
		next <- i
	}
	close(next)
	wg.Wait()
	return results
}

func printCase(r *result, miss bool) {
	c := r.c
	mark := "ok  "
	if miss {
		mark = "MISS"
	}
	truth := c.Truth.String()
	if c.Printed != nil && c.Printed.Site != nil {
		truth += " / shown " + c.Printed.Site.String()
	}
	msg := c.Message
	if i := strings.LastIndexByte(msg, '\n'); i >= 0 && len(msg) > 160 {
		msg = msg[:i]
	}
	if len(msg) > 160 {
		msg = msg[:160] + "..."
	}
	fmt.Printf("%s %-10s %-8s %s | truth %s | traceback: %s | message: %s | %q\n",
		mark, c.Suite, c.Kind, c.Label, truth, r.tb.top(), r.msg.top(), msg)
}

// encoderFor returns a JSON-lines encoder writing to a new file at path
// and the function that closes it; nil and a no-op when path is "".
func encoderFor(path string) (*json.Encoder, func()) {
	if path == "" {
		return nil, func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "eval:", err)
		os.Exit(1)
	}
	return json.NewEncoder(f), func() { f.Close() }
}

func missRecord(r *result) map[string]any {
	return map[string]any{
		"lang": r.c.Lang, "suite": r.c.Suite, "label": r.c.Label, "kind": r.c.Kind, "drift": r.c.Drift, "rewritten": r.c.Rewritten,
		"truths": r.c.truths(), "truth": r.c.Truth, "printed": r.c.Printed, "callers": r.c.Callers, "message": r.c.Message,
		"installed": r.c.Installed, "repo": r.c.Repo,
		"tb": tbRecord(r),
		"msg": map[string]any{"status": r.msg.Status, "basis": r.msg.Basis, "top": r.msg.top(), "tied": r.msgTied,
			"unknown": r.msgRight, "confidentWrong": r.msg.confident() && !rightAnswer(r.c, r.msg), "notes": r.msg.Notes,
			"answers": tiedSites(r.msg), "confidence": topConfidence(r.msg)},
	}
}

func tbRecord(r *result) map[string]any {
	if r.tb == nil {
		return nil
	}
	return map[string]any{"status": r.tb.Status, "basis": r.tb.Basis, "top": r.tb.top(), "right": r.tbRight, "notes": r.tb.Notes,
		"answers": tiedSites(r.tb), "confidence": topConfidence(r.tb)}
}

// tiedSites are the best answers' file:line, for the miss log.
func tiedSites(a *answer) []string {
	out := []string{}
	if !a.listed() {
		return out
	}
	for _, m := range a.Matches[:a.tied()] {
		out = append(out, fmt.Sprintf("%s:%d", m.Record.FilePath, m.Record.LineNumber))
	}
	return out
}

func topConfidence(a *answer) string {
	if !a.matched() {
		return ""
	}
	return a.Matches[0].Confidence
}

func printTable(rows []*row) {
	fmt.Println("| suite | raised (sites) | top-1, traceback | true site among tied, message | top-1, message | single confident answer right, message | same, traceback | native/outside | unknown, message | unknown, traceback |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
	var cNotes []string
	for _, w := range rows {
		if w.nativeMsgC+w.nativeTBC > 0 && !strings.Contains(w.name, "all") {
			cNotes = append(cNotes, fmt.Sprintf("%s: %d from the message, %d with the traceback", w.name, w.nativeMsgC, w.nativeTBC))
		}
		name := w.name
		if name == "all" || strings.HasSuffix(name, " (all)") {
			name = "**" + name + "**"
		}
		fmt.Printf("| %s | %d (%d) | %s | %s | %s | %s | %s | %d | %s | %s |\n", name, w.raised, len(w.distinctSites),
			w.tbTop1, w.msgTied, w.msgTop1, w.confMsg, w.confTB, w.native, w.nativeMsg, w.nativeTB)
	}
	var un []string
	for _, w := range rows {
		if strings.Contains(w.name, "all") {
			continue
		}
		var whys []string
		for why := range w.unscored {
			whys = append(whys, why)
		}
		sort.Strings(whys)
		for _, why := range whys {
			un = append(un, fmt.Sprintf("%s %d (%s)", w.name, w.unscored[why], why))
		}
	}
	if len(un) > 0 {
		fmt.Printf("\nNot scored, no truth: %s.\n", strings.Join(un, "; "))
	}
	if len(cNotes) > 0 {
		fmt.Printf("\nNative cases counted right because every tied answer is a record in the compiled source (C, Cython, Rust) of the package that raised, or a tied answer is the runtime's frame that raised (Go): %s.\n", strings.Join(cNotes, "; "))
	}
}
