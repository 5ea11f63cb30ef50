package match

import (
	"context"
	"path"
	"slices"
	"sort"
	"strings"
	"unsafe"

	"github.com/errdex/errdex/catalog"
)

// Result is one record that explains a text.
type Result struct {
	Record *catalog.Record `json:"record"`
	// Params are the values of the record's holes, in template order.
	Params []string `json:"params"`
	// Score is in (0, 1]: the share of the message the record's literal
	// text pins down, lowered when the class disagrees, and above 0.99 when
	// a stack frame sits at the record's file and line.
	Score float64 `json:"score"`
	// Offset is the byte offset in Message where the record's message
	// starts: 0 for a whole message, more for an inner link of a wrapped
	// chain ("open config: read x.yaml: permission denied").
	Offset int `json:"-"`
	// Frame reports that a stack frame is at the record's file and line.
	Frame bool `json:"-"`
	// Message is the message the result was matched against.
	Message string `json:"-"`

	ent       int
	lit       int32
	frame     Frame // the supporting frame, when Frame
	moved     bool  // frame is in the record's function at another line
	weakMatch bool  // most of the message in holes, or the class disagrees
}

// outcome is what explaining one parsed text found.
type outcome struct {
	ex      Exception
	level   string   // the log level of a single line, upper-cased
	results []Result // best first
	native  *Frame   // innermost frame at a catalogued file's line without a record
}

// Limits on the work one text may cause. They bound the time a hostile
// input can take; real messages stay far below them.
const (
	// maxBoundaries is the number of start positions tried per candidate.
	maxBoundaries = 64
	// maxVerify is the number of candidate records verified per text.
	maxVerify = 4096
)

// Explain returns the records that best explain text (one message, or one
// whole traceback, panic or stack), best first. An empty result means
// unknown: nothing in the catalog accounts for the text. ExplainText says
// more about the same results.
func (ix *Index) Explain(text string) []Result {
	return ix.explain(context.Background(), Parse(text), nil).results
}

// explain is ExplainException. Non-empty keys are the anchors occurring in
// the text ex was parsed from, which the caller has already looked for;
// anchors outside ex.Message among them only cost a failed verification.
// With none, explain finds the anchors in ex.Message itself.
func (ix *Index) explain(ctx context.Context, ex Exception, keys []int32) outcome {
	msg := ex.Message
	if len(msg) > MaxMessageBytes {
		msg = msg[:MaxMessageBytes]
	}
	best := map[int]*Result{}
	add := func(r Result) {
		if old, ok := best[r.ent]; !ok || r.Score > old.Score {
			rr := r
			best[r.ent] = &rr
		}
	}
	bounds := boundaries(msg)
	// Frame support first: records at a frame's file and line.
	framed := map[int]Frame{}
	for _, f := range ex.Frames {
		ix.atLine(path.Base(f.File), f.Line, func(i int) {
			if _, ok := framed[i]; !ok && pathMatches(f.File, ix.ents[i].file) {
				framed[i] = f
			}
		})
	}
	verified := 0
	try := func(i int) bool {
		verified++
		r, ok := ix.verify(i, msg, bounds, ex.Class)
		if ok {
			if f, ok := framed[i]; ok {
				r.Frame, r.frame = true, f
				r.Score = 0.99 + 0.01*r.Score
			}
			add(r)
		}
		return ok
	}
	if ix.anchors != nil && msg != "" {
		seen := map[int32]bool{}
		each := func(a int32, _ int) bool {
			for _, i := range ix.cand[ix.candStart[a]:ix.candStart[a+1]] {
				if !seen[i] && verified < maxVerify {
					seen[i] = true
					try(int(i))
				}
			}
			return true
		}
		if len(keys) > 0 {
			for _, a := range keys {
				each(a, 0)
			}
		} else {
			ix.anchors.find(msg, each)
		}
	}
	for i := range framed {
		if _, ok := best[i]; ok {
			continue
		}
		if try(i) {
			continue
		}
		// The pattern does not verify (empty, only holes, or the message was
		// built in a way the pattern misses): the frame alone supports the
		// record when the class agrees.
		e := &ix.ents[i]
		if ex.Class == "" || classAgreement(ex.Class, e.class) <= 0 {
			continue
		}
		score := 0.9
		if e.pattern != "" && !e.weak {
			score = 0.6 // a specific pattern that disagrees with the message
		}
		add(Result{ent: i, Params: []string{}, Score: score, Frame: true, frame: framed[i], lit: e.lit})
	}
	if ex.Kind == KindPython && len(ex.Frames) > 0 {
		// A Python traceback's innermost frame is where the exception was
		// raised. A record that matches on its message but sits elsewhere
		// did not raise it: a C function called on that line did, or
		// another copy of the message, or another version of the file
		// (explain the message line alone for that case).
		for i, r := range best {
			if !r.Frame {
				delete(best, i)
			}
		}
	}
	out := make([]Result, 0, len(best))
	for _, r := range best {
		r.Record = ix.record(ctx, r.ent)
		if r.Record == nil {
			continue
		}
		r.Message = msg
		out = append(out, *r)
	}
	sort.Slice(out, func(a, b int) bool {
		if out[a].Score != out[b].Score {
			return out[a].Score > out[b].Score
		}
		if out[a].lit != out[b].lit {
			return out[a].lit > out[b].lit
		}
		return out[a].ent < out[b].ent
	})
	return outcome{ex: ex, results: out}
}

// verify matches entry i's pattern against msg from the first boundary where
// it matches through the end of msg.
func (ix *Index) verify(i int, msg string, bounds []int, class string) (Result, bool) {
	e := &ix.ents[i]
	if !literalsInOrder(e.pattern, msg) {
		return Result{}, false // cheaper than compiling and running the regexp
	}
	c := ix.regexp(i)
	if c == nil {
		return Result{}, false
	}
	for _, b := range bounds {
		text := msg[b:]
		sub := c.re.FindStringSubmatch(text)
		prefix := false
		if sub == nil && len(text) > 1 && text[0] == '\'' && text[len(text)-1] == '\'' {
			// KeyError and its subclasses quote their message.
			sub = c.re.FindStringSubmatch(text[1 : len(text)-1])
		}
		if sub == nil && c.pre != nil {
			if loc := c.pre.FindStringSubmatchIndex(text); loc != nil && loc[1] < len(text) && isSuffixStart(text[loc[1]]) {
				prefix = true
				sub = make([]string, len(loc)/2)
				for k := range sub {
					if loc[2*k] >= 0 {
						sub[k] = text[loc[2*k]:loc[2*k+1]]
					}
				}
			}
		}
		if sub == nil {
			continue
		}
		params := append([]string{}, sub[1:]...)
		span := len(strings.TrimSpace(text))
		cov := 1.0
		if span > 0 {
			cov = float64(e.lit) / float64(span)
			if cov > 1 {
				cov = 1
			}
		}
		cls := class
		if b >= 2 && msg[b-2:b] == ": " {
			cls = classBefore(msg, b-2)
		}
		factor := 0.9
		switch classAgreement(cls, e.class) {
		case 1:
			factor = 1
		case -1:
			factor = 0.5
		}
		if e.weak {
			factor *= 0.5 // matches only because a frame pointed here
		}
		if prefix {
			factor *= 0.9 // text follows the record's message
		}
		return Result{ent: i, Params: params, Score: 0.98 * cov * factor, Offset: b, lit: e.lit}, true
	}
	return Result{}, false
}

// isSuffixStart reports whether c can begin text an exception class
// appends to a message: a space or punctuation, not a letter or digit.
func isSuffixStart(c byte) bool {
	return c == ' ' || c == '(' || c == '[' || c == ',' || c == ';' || c == ':' || c == '.' || c == '\n'
}

// literalsInOrder reports whether msg may match pattern p as far as its
// top-level literal runs tell: each occurs in msg after the one before. It
// is true when the runs cannot be read (see literalRuns).
func literalsInOrder(p, msg string) bool {
	var buf [256]byte
	pos, present := 0, true
	ok := eachLiteralRun(p, buf[:0], func(run []byte) bool {
		j := strings.Index(msg[pos:], unsafe.String(unsafe.SliceData(run), len(run)))
		if j < 0 {
			present = false
			return false
		}
		pos += j + len(run)
		return true
	})
	return present || !ok
}

// boundaries returns the positions in msg where a record's message may
// start, in the order to try them: 0, and after each ": ", "] " or newline,
// up to maxBoundaries. When msg starts with a class name and ": ", which an
// exception's message rarely includes, 0 comes last.
func boundaries(msg string) []int {
	out := []int{0}
	classed := leadingClass(msg) != ""
	if classed {
		out = out[:0]
	}
	for i := 0; i+1 < len(msg) && len(out) < maxBoundaries; i++ {
		switch {
		case (msg[i] == ':' || msg[i] == ']') && msg[i+1] == ' ':
			out = append(out, i+2)
		case msg[i] == '\n':
			out = append(out, i+1)
		}
	}
	if classed {
		// What reads as a class may be the message's own start (Go's
		// "strings.Reader.UnreadRune: at beginning of string"): try the
		// whole message last, after every match without it.
		out = append(out, 0)
	}
	return out
}

// classBefore returns the class-like token that ends at msg[end], or "".
func classBefore(msg string, end int) string {
	start := end
	for start > 0 && (isWordByte(msg[start-1]) || msg[start-1] == '.' || msg[start-1] == '$') {
		start--
	}
	if tok := msg[start:end]; isClassName(tok) {
		return tok
	}
	return ""
}

// classAgreement compares the class a text names with a record's: 1 when
// they agree (equal, or equal last dotted components), -1 when they
// disagree, 0 when either is unknown or generic.
func classAgreement(text, rec string) int {
	if text == "" || rec == "" || rec == "error" || rec == "Error" && text != "Error" {
		return 0
	}
	if text == rec || lastComponent(text) == lastComponent(rec) {
		return 1
	}
	return -1
}

func lastComponent(s string) string {
	if i := strings.LastIndexAny(s, ".:"); i >= 0 {
		return s[i+1:]
	}
	return s
}

// pathMatches reports whether a frame's file and a record's filePath name
// the same file: equal, or one a suffix of the other at a "/" boundary
// ("/usr/lib/python3.11/json/decoder.py" and "json/decoder.py").
func pathMatches(frame, rec string) bool {
	if frame == rec {
		return true
	}
	a, b := frame, rec
	if len(a) < len(b) {
		a, b = b, a
	}
	return strings.HasSuffix(a, b) && a[len(a)-len(b)-1] == '/'
}

// Chain returns the links of a wrapped error chain found among rs: the best
// result at each distinct offset, outermost (smallest offset) first. It
// returns nil unless at least two links were found.
func Chain(rs []Result) []Result {
	byOff := map[int]Result{}
	for _, r := range rs {
		if old, ok := byOff[r.Offset]; !ok || r.Score > old.Score {
			byOff[r.Offset] = r
		}
	}
	if len(byOff) < 2 {
		return nil
	}
	out := make([]Result, 0, len(byOff))
	for _, r := range byOff {
		out = append(out, r)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Offset < out[b].Offset })
	return out
}

// errorWords are the spellings that make a line worth a closer look even
// when no anchor occurs in it.
var errorWords = []string{
	"rror", "RROR", "xception", "XCEPTION", "atal", "FATAL", "anic", "PANIC",
	"ritical", "RITICAL", "EVERE", "Traceback", "ailed", "AILED",
}

// errorLevels are the log levels that mark a line as an error.
var errorLevels = map[string]bool{"ERROR": true, "ERR": true, "FATAL": true, "CRITICAL": true, "CRIT": true, "PANIC": true, "SEVERE": true}

// explainEvent explains one Splitter event. isError reports whether the
// event looks like an error (a stack, an error log level, an
// "...Error: ..." line), so that an unmatched one can be reported as
// unknown; lines that match nothing and do not look like errors return
// isError false. Lines are first screened with the gram filter alone, so
// most cost one scan.
func (ix *Index) explainEvent(ctx context.Context, ev Event) (out outcome, isError bool) {
	if ev.Kind != KindLine || strings.IndexByte(ev.Text, '\n') >= 0 {
		return ix.explain(ctx, Parse(ev.Text), nil), true
	}
	// One scan of the gram filter finds the anchors and the error words. A
	// line without either allocates nothing.
	var buf [16]int32
	keys := buf[:0]
	errWord := false
	if ix.anchors != nil {
		ix.anchors.find(ev.Text, func(a int32, _ int) bool {
			if ix.candStart[a+1] > ix.candStart[a] && len(keys) < maxVerify && !slices.Contains(keys, a) {
				keys = append(keys, a)
			}
			if !errWord && slices.Contains(ix.errorKeys, a) {
				errWord = true
			}
			return true
		})
	}
	if len(keys) == 0 && !errWord {
		return outcome{}, false
	}
	rest, level := StripPrefix(strings.TrimRight(ev.Text, "\r"))
	ex := parseLines([]string{rest})
	if len(keys) > 0 {
		out = ix.explain(ctx, ex, keys)
	} else {
		out.ex = ex
	}
	out.level = level
	return out, len(out.results) > 0 || looksLikeError(ev.Text, rest, level)
}

// looksLikeError reports whether a single log line reads as an error
// report rather than a line that merely mentions one; rest and level are
// what StripPrefix returns for it.
func looksLikeError(line, rest, level string) bool {
	if errorLevels[level] {
		return true
	}
	if len(line) > 0 && (line[0] == 'E' || line[0] == 'F') && len(line) > 5 && line[1] >= '0' && line[1] <= '9' {
		return true // glog/klog E0102 / F0102
	}
	cls := leadingClass(rest)
	for _, suf := range []string{"Error", "Exception", "Failure", "Fault", "Panic"} {
		if strings.HasSuffix(cls, suf) {
			return true
		}
	}
	for _, p := range []string{"error: ", "fatal: ", "Error: ", "FATAL: ", "panic: ", "fatal error: "} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// bytesOf returns s's bytes without copying; the callers only read them.
func bytesOf(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}
