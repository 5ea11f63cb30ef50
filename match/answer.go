package match

import (
	"context"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/template"
	"github.com/errdex/errdex/versions"
)

// Answer is everything errdex says about one error event: where it came
// from, what was read from it, the records that explain it ranked best
// first, and how far the ranking can be trusted. Every front end (explain,
// match, the server, the MCP tools, the collector processor) prints or
// serialises Answers; the JSON form is documented in docs/match.md.
type Answer struct {
	Input Input `json:"input"`
	// Message and Class are the error message and class read from the
	// event (the final exception's, for a traceback).
	Message string `json:"message"`
	Class   string `json:"class"`
	// Status is StatusMatched, StatusWeak, StatusUnknown or StatusNative.
	Status string `json:"status"`
	// Basis says what the best match rests on: BasisFrame, BasisMoved,
	// BasisMessage or BasisMessageOnly; empty when nothing matched.
	Basis string `json:"basis"`
	// Ties is how many matches share the best score: 1 is a single answer,
	// more means the text alone cannot tell those sites apart.
	Ties int `json:"ties"`
	// Matches are the records that explain the event, best first. Every
	// match tied with the best is listed; past those, at most
	// Query.MaxResults, and Omitted counts the rest.
	Matches []Match `json:"matches"`
	Omitted int     `json:"omitted"`
	// Chain holds the links of a wrapped error ("open config: read x.yaml:
	// permission denied"), outermost first, when at least two were found.
	Chain []Link `json:"chain"`
	// Version says which version's records were preferred in a
	// multi-version catalog, or which versions hold each record.
	Version *VersionNote `json:"version"`
	// Notes are sentences for a reader: ties, moved lines, fallbacks.
	Notes []string `json:"notes"`

	results []Result
	// encoded and encodeErr are what StreamOptions.Encode made of the
	// answer.
	encoded   []byte
	encodeErr error
}

// Encoded returns what StreamOptions.Encode made of a in Stream (nil
// when it was not set), and its error.
func (a *Answer) Encoded() ([]byte, error) { return a.encoded, a.encodeErr }

// The values of Answer.Status.
const (
	// StatusMatched: at least one record explains the event.
	StatusMatched = "matched"
	// StatusUnknown: nothing in the catalog accounts for the event.
	StatusUnknown = "unknown"
	// StatusWeak: records match the message, but only weakly: the best
	// rests on the message alone with most of it in the record's holes,
	// on another class, or on the class alone. It is a lead, not an
	// answer; front ends do not present it as a match.
	StatusWeak = "weak"
	// StatusNative: the innermost stack frame lies in a catalogued file at
	// a line with no record, so the error was raised by native code (a C
	// function, the runtime) called there.
	StatusNative = "native"
)

// The values of Answer.Basis.
const (
	// BasisFrame: a stack frame sits at the best record's file and line.
	BasisFrame = "frame"
	// BasisMoved: a frame sits in the best record's file and function, at
	// another line (the deployed version differs from the catalogued one).
	BasisMoved = "moved"
	// BasisMessage: the message alone.
	BasisMessage = "message"
	// BasisMessageOnly: the message alone, although the event had a stack:
	// none of its frames is in a catalogued file.
	BasisMessageOnly = "message-only"
	// BasisClass: the module-qualified class alone, raised at a few sites
	// of its package; no pattern matched the message.
	BasisClass = "class"
)

// Input is where an event came from.
type Input struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	EndLine   int    `json:"endLine"`
	Text      string `json:"text"` // the event's lines as read, prefixes included
	Kind      string `json:"kind"` // line, python, go, js, java, rust
	Level     string `json:"level"`
	Truncated bool   `json:"truncated"`
}

// Match is one record that explains an event.
type Match struct {
	Record *catalog.Record `json:"record"`
	// Params are the values of the record's holes, in template order;
	// Holes are the holes' source expressions, and Filled the template
	// with the values in place.
	Params []string `json:"params"`
	Holes  []string `json:"holes"`
	Filled string   `json:"filled"`
	// Score is in (0, 1]; see Result.Score and docs/match.md.
	Score float64 `json:"score"`
	// Confidence is ConfidenceFrame, ConfidenceHigh or ConfidenceWeak.
	Confidence string `json:"confidence"`
	// Frame is the stack frame that supports the record, if any.
	Frame *FrameRef `json:"frame"`
}

// The values of Match.Confidence.
const (
	// ConfidenceFrame: a stack frame supports the record.
	ConfidenceFrame = "frame"
	// ConfidenceHigh: the message pins the record down: most of it is the
	// record's literal text and the class does not disagree.
	ConfidenceHigh = "high"
	// ConfidenceWeak: most of the message is in the record's holes or
	// (a Go record's) outside its match (partWeak), or the class
	// disagrees.
	ConfidenceWeak = "weak"
)

// FrameRef is a stack frame as the event printed it.
type FrameRef struct {
	File string `json:"file"`
	Line int    `json:"line"`
	// Moved reports that the frame's line is not the record's: the frame
	// is in the record's function and prints its source at another line.
	Moved bool `json:"moved"`
}

// Link is one link of a wrapped error chain.
type Link struct {
	ID     string   `json:"id"`
	Params []string `json:"params"`
	Site   string   `json:"site"` // filePath:lineNumber
}

// VersionNote tells how a multi-version catalog was read.
type VersionNote struct {
	// Used is the version whose records were preferred, and Source where
	// it came from ("--version", "named in the input"); empty when none
	// was.
	Used   string `json:"used"`
	Source string `json:"source"`
	// In lists, for each record found in several versions, those
	// versions (when no version was preferred).
	In map[string][]string `json:"in"`
}

// Query tunes how events are answered. The zero value is ready to use.
type Query struct {
	// Version prefers that version's records in a multi-version catalog;
	// empty means a version named in the input, else the newest.
	Version string
	// MaxResults caps the matches listed past the tied best; 0 means the
	// index's Options.MaxResults.
	MaxResults int
}

// ExplainText answers text as one event: one message, or one whole
// traceback, panic or stack. It always returns an Answer, unknown when
// nothing matches.
func (ix *Index) ExplainText(ctx context.Context, text string, q Query) Answer {
	a, _ := ix.answer(ctx, textEvent(text, Parse(text).Kind), q, true)
	return a
}

// AnswerText answers text as one event of a log that something else has
// split into records (a collector's log record): one line is read as a log
// line, with its prefix and level, several as the one report they hold.
// Like AnswerEvent it reports false when the text is not an error report.
func (ix *Index) AnswerText(ctx context.Context, text string, q Query) (Answer, bool) {
	text = strings.TrimRight(text, "\r\n")
	kind := KindLine
	if strings.Contains(text, "\n") {
		kind = Parse(text).Kind
	}
	return ix.answer(ctx, textEvent(text, kind), q, false)
}

// textEvent is text as the one event of a log, starting at line 1.
func textEvent(text string, k Kind) Event {
	return Event{Kind: k, Line: 1, EndLine: strings.Count(strings.TrimRight(text, "\n"), "\n") + 1, Text: text}
}

// AnswerEvent answers one Splitter event. It reports false for an event
// that is not an error report (a line that matches nothing and does not
// read as an error); such events are left out of a log's answers.
func (ix *Index) AnswerEvent(ctx context.Context, ev Event, q Query) (Answer, bool) {
	return ix.answer(ctx, ev, q, false)
}

func (ix *Index) answer(ctx context.Context, ev Event, q Query, whole bool) (Answer, bool) {
	var out outcome
	if whole {
		out = ix.explain(ctx, Parse(ev.Text), nil)
	} else {
		var isErr bool
		out, isErr = ix.explainEvent(ctx, ev)
		if len(out.results) == 0 && !isErr {
			return Answer{}, false
		}
	}
	a := Answer{
		Input:   Input{Line: ev.Line, EndLine: ev.EndLine, Text: ev.Text, Kind: ev.Kind.String(), Level: out.level, Truncated: ev.Truncated},
		Message: out.ex.Message,
		Class:   out.ex.Class,
		Status:  StatusUnknown,
	}
	rs, note := preferVersion(out.results, q.Version, ev.Text)
	a.Version = note
	a.results = rs
	a.Notes = append(a.Notes, out.notes...)
	if len(rs) == 0 {
		if out.native != nil {
			if note := ix.versionMismatch(ctx, *out.native, innermost(out.ex)); note != "" {
				// Not native: the running code raises there, the
				// catalogued version does not.
				a.Notes = append(a.Notes, note)
				return a, true
			}
			a.Status = StatusNative
			a.Notes = append(a.Notes, "raised in native code or an uncatalogued library called at "+out.native.File+":"+itoa(out.native.Line)+": no record at that line")
		}
		if note := ix.runtimeUnknown(out.ex); note != "" && a.Status == StatusUnknown {
			a.Notes = append(a.Notes, note)
		}
		if whole && a.Status == StatusUnknown && len(a.Notes) == 0 {
			if note := ix.unknownWhy(out.ex); note != "" {
				a.Notes = append(a.Notes, note)
			}
		}
		return a, true
	}
	a.Status = StatusMatched
	chain := Chain(rs)
	for i := range rs {
		rs[i].chainFrom, rs[i].chainEnd = linkSpan(chain, &rs[i])
	}
	if chain != nil {
		for _, l := range chain {
			a.Chain = append(a.Chain, Link{ID: l.Record.ID, Params: nonNil(l.Params), Site: l.Record.FilePath + ":" + itoa(l.Record.LineNumber)})
		}
	}
	a.Ties = 1
	for a.Ties < len(rs) && rs[a.Ties].Score == rs[0].Score {
		a.Ties++
	}
	limit := q.MaxResults
	if limit <= 0 {
		limit = ix.opts.MaxResults
	}
	keep := min(len(rs), max(limit, a.Ties))
	a.Omitted = len(rs) - keep
	for _, r := range rs[:keep] {
		a.Matches = append(a.Matches, newMatch(r))
	}
	best := rs[0]
	if !best.Frame && best.weakMatch {
		a.Status = StatusWeak
		// Leads that only weakly match a text the runtime raises itself:
		// say where such a text comes from, as an unknown answer does.
		if note := ix.runtimeLeads(out.ex, rs); note != "" {
			a.Notes = append(a.Notes, note)
		}
	}
	if a.Status == StatusMatched && !best.Frame && best.ev.support == supportNone && !ix.ent(best.ent).runtimeCode() {
		// The runtime's own words, which a library record copies: the
		// interpreter is where such a text comes from, and its code is
		// not catalogued.
		if rt, lang, shape, ok := runtimeTextAround(out.ex, &best); ok && !ix.hasRuntime(lang) {
			a.Status = StatusWeak
			a.Notes = append(a.Notes, rt+" raises this text itself ("+Excerpt(shape, 100)+"); the records that match it use its words, and the runtime's own code is not in this catalog ("+runtimeHow(lang)+"): the records are leads, not the answer")
		}
	}
	if code := nodeErrorCode(out.ex.Message); code != "" && a.Status == StatusMatched && !best.Frame &&
		(best.Record.ErrorCode == nil || *best.Record.ErrorCode != code) {
		a.Status = StatusWeak
		a.Notes = append(a.Notes, "the class is printed with the code "+code+", as Node.js prints its own errors: no record of that code makes this text, so the records that match it are leads, not the answer")
	}
	if a.Status == StatusMatched {
		switch best.lead() {
		case catalog.WrittenTag:
			a.Status = StatusWeak
			a.Notes = append(a.Notes, best.Record.FilePath+":"+itoa(best.Record.LineNumber)+" is where "+best.Record.ErrorClass+"'s Display writes this text, not where the value was made: no record of this catalog builds it, so this is a lead")
		case catalog.PartTag:
			a.Status = StatusWeak
			a.Notes = append(a.Notes, best.Record.FilePath+":"+itoa(best.Record.LineNumber)+" hands this text into the error it returns, but how the rest of the text is formed around it is not in the catalog: this is a lead")
		}
	}
	if a.Status == StatusMatched {
		if note, ok := ix.twinLead(&best, out.ex.Frames); ok {
			a.Status = StatusWeak
			a.Notes = append(a.Notes, note)
		}
	}
	if a.Status == StatusMatched && best.partWeak() {
		a.Status = StatusWeak
		a.Notes = append(a.Notes, best.Record.FilePath+":"+itoa(best.Record.LineNumber)+" matches under half of the text: the words around its match were added by code this catalog does not show, so this is a lead")
	}
	switch {
	case best.Frame && best.moved && compiledMatch(best.frame.File, best.Record.FilePath) > 0:
		a.Basis = BasisMoved
		a.Notes = append(a.Notes, "the stack names compiled code, "+path.Base(best.frame.File)+":"+itoa(best.frame.Line)+" in "+frameFunction(best.frame.Func)+"; matched by that function to "+best.Record.FilePath+":"+itoa(best.Record.LineNumber)+" in this catalog")
	case best.Frame && best.moved:
		a.Basis = BasisMoved
		a.Notes = append(a.Notes, "the line moved: "+best.Record.FilePath+":"+itoa(best.Record.LineNumber)+" in this catalog; the stack says "+itoa(best.frame.Line))
	case best.Frame:
		a.Basis = BasisFrame
	case best.ev.support == supportFile:
		a.Basis = BasisMessage
		a.Notes = append(a.Notes, "the innermost catalogued frame, "+path.Base(best.frame.File)+":"+itoa(best.frame.Line)+", is compiled code built from "+best.Record.FilePath+"; its line does not map to the source, so the message chose the record in that file")
	case best.called != "":
		a.Basis = BasisMessage
		a.Notes = append(a.Notes, "the text is a value alone ("+best.Record.ErrorClass+" of it), which no pattern can check; the traceback's last line calls "+best.called+" (compiled code the traceback does not show), which raises "+best.Record.ErrorClass+" so at "+best.Record.FilePath+":"+itoa(best.Record.LineNumber))
	case best.classOnly:
		a.Basis = BasisClass
		a.Notes = append(a.Notes, classNote(a.Class, rs))
	case out.hidden != nil:
		a.Basis = BasisMessage
	case out.native != nil:
		a.Basis = BasisMessage
		a.Notes = append(a.Notes, "raised in native code called at "+out.native.File+":"+itoa(out.native.Line)+"; answered from the message by a native site")
	case len(out.ex.Frames) > 0:
		a.Basis = BasisMessageOnly
		a.Notes = append(a.Notes, "answered from the message: no stack frame is in a catalogued file")
	default:
		a.Basis = BasisMessage
	}
	if a.Ties > 1 && a.Chain == nil {
		a.Notes = append(a.Notes, tieNote(a.Ties, len(out.ex.Frames) > 0))
	}
	return a, true
}

// classNote says that rs, best first, were answered from class alone,
// and what the records after those sites are.
func classNote(class string, rs []Result) string {
	n := 0
	for _, r := range rs {
		if r.classOnly {
			n++
		}
	}
	s := "answered from the class alone: " + class + " is raised at " + itoa(n) + " site(s) whose patterns are only holes"
	if n < len(rs) {
		return s + "; the records after them match the text but raise other classes (they may have made the text an exception of this class wraps)"
	}
	return s + ", and no pattern matches the message"
}

// tieNote says that n sites explain the text equally well.
func tieNote(n int, stack bool) string {
	s := itoa(n) + " sites raise this text equally well"
	if !stack {
		return s + "; a traceback or stack tells them apart"
	}
	return s + "; the stack does not tell them apart"
}

// newMatch fills a Match from a result.
func newMatch(r Result) Match {
	m := Match{Record: r.Record, Params: nonNil(r.Params), Holes: Holes(r.Record), Score: r.Score, Confidence: r.confidence()}
	m.Filled = Fill(r.Record, m.Params)
	if r.Frame && r.frame.File != "" {
		f := r.frame
		m.Frame = &FrameRef{File: f.File, Line: f.Line, Moved: r.moved}
	}
	return m
}

// confidence labels a result; see Match.Confidence.
func (r Result) confidence() string {
	switch {
	case r.Frame:
		return ConfidenceFrame
	case r.weakMatch, r.lead() != "", r.jsPrefix(), r.partWeak():
		return ConfidenceWeak
	}
	return ConfidenceHigh
}

// minPartShare is the share of a Go text that a record explaining only
// a part of it must match for the record to be an answer (partWeak).
const minPartShare = 0.5

// partWeak reports whether r, a Go record supported by the message
// alone, matched only a part of the text, under minPartShare of it: the
// words before its match (other than a printed class and its ": " that
// are all the text before it) and after it are most of the text. A Go
// error prints no class and no exception type adds words to its text:
// every word in it was written by code that made or wrapped the error.
// Words outside the match are then neither the record's literal text nor
// its holes' values: code the catalog does not show wrapped the error
// (fmt.Errorf's "%s: %w" of a wrapper the catalog lacks, a dependency's
// error type printing its cause) or the record's few words only recur
// inside a longer text ("unexpected end of input" inside another
// package's message). Where the error was made is then not pinned down:
// the record is a lead, as a match mostly in holes is (weakMatch, the
// same 50%). The links of a chain in the record's directory (the
// package's own code that wrapped its text, a carrier printing "error
// parsing JSON config: " before its flag error), and every link of a
// chain whose outermost link begins the text, count as its match
// (linkSpan); a link in another directory that does not begin the text
// may be a coincidence of words. Only the lines the match is on count. Other languages are left out: an exception class's text
// decorates the message it is given (Python's construct errors print
// their path before it, a Rust regex error its pattern and a caret), and
// their held-out dev halves lost more right answers than wrong ones to
// the rule (docs/heldout.md).
func (r *Result) partWeak() bool {
	if r.Frame || r.Record == nil || !goFile(r.Record.FilePath) || r.Offset < 0 || r.Offset > len(r.Message) || r.classOnly || r.ev.support != supportNone {
		return false
	}
	from := 0
	if b := r.Offset; b >= 2 && r.Message[b-2:b] == ": " && len(classBefore(r.Message, b-2)) == b-2 {
		from = b // a printed class and its ": ": a header, not words of the text
	}
	lo, hi := r.Offset, min(int(r.end), len(r.Message))
	if r.chainEnd > 0 {
		lo, hi = min(lo, max(from, int(r.chainFrom))), max(hi, min(int(r.chainEnd), len(r.Message)))
	}
	// Only the lines the match is on: a line before or after it is
	// another line's text (a program's banner, a log's context).
	from = max(from, strings.LastIndexByte(r.Message[:lo], '\n')+1)
	to := len(r.Message)
	if i := strings.IndexByte(r.Message[hi:], '\n'); i >= 0 {
		to = hi + i
	}
	if strings.TrimSpace(r.Message[from:lo]) == "" && strings.TrimSpace(r.Message[hi:to]) == "" {
		return false
	}
	return float64(hi-lo) < minPartShare*float64(len(strings.TrimSpace(r.Message[from:to])))
}

// linkSpan is the span of text that the links of chain match, r among
// them, when r is one of the links: every link's when the outermost link
// begins the text (after a printed class and its ": " at most: the chain
// explains the text from its start, "open config: {err}" around "read
// {name}: {err}" around a sentinel), else only those in r's directory
// (the package's own code that wrapped r's text). It is 0, 0 when r is
// not a link.
func linkSpan(chain []Result, r *Result) (from, end int32) {
	in := false
	for i := range chain {
		in = in || samePlace(r, &chain[i])
	}
	if !in {
		return 0, 0
	}
	b := chain[0].Offset
	all := b == 0 || b >= 2 && b <= len(r.Message) && r.Message[b-2:b] == ": " && len(classBefore(r.Message, b-2)) == b-2
	from, end = int32(r.Offset), r.end
	for i := range chain {
		l := &chain[i]
		if l.Offset >= 0 && (all || path.Dir(l.Record.FilePath) == path.Dir(r.Record.FilePath)) {
			from, end = min(from, int32(l.Offset)), max(end, l.end)
		}
	}
	return from, end
}

// jsPrefix reports whether r is a JavaScript or TypeScript record whose
// text matched only as a prefix of the message (evidence.prefix) while
// the message's class is not the record's (another class, or the generic
// Error): the rest of the text is what a class appends (TomlError's " at
// row 1, col 4, …", a class the record names), and no class the record
// names is known to append it, so code the record does not show joined
// it on (an assert helper's assert(!error, error, 'or reference') after
// another site's "limit must be a positive integer"); the record is a
// lead.
func (r *Result) jsPrefix() bool {
	return r.ev.prefix && r.ev.agree <= 0 && r.Record != nil && jsSource(r.Record.FilePath)
}

// nodeErrorRE matches the start of a message Node.js prints for an error
// of its own, its code after the class: "TypeError
// [ERR_UNKNOWN_ENCODING]: Unknown encoding: nope".
var nodeErrorRE = regexp.MustCompile(`^[A-Z][A-Za-z]*Error \[(ERR_[A-Z0-9_]+)\]: `)

// nodeErrorCode is the code of a message Node.js printed for an error of
// its own (nodeErrorRE), "" for another message. An error a package
// throws prints no code there, though it may carry one.
func nodeErrorCode(msg string) string {
	if m := nodeErrorRE.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return ""
}

// lead is the tag of the record r rests on, without a frame, when that
// record is a lead and not an answer, "" otherwise: catalog.WrittenTag,
// the text a type's formatting method writes (the value was made
// elsewhere, where the catalog holds no record of it), or
// catalog.PartTag, a text handed inside a returned error whose other
// words the catalog does not hold.
func (r *Result) lead() string {
	if r.Frame || r.Record == nil {
		return ""
	}
	for _, tag := range []string{catalog.WrittenTag, catalog.PartTag} {
		if hasTag(r.Record, tag) {
			return tag
		}
	}
	return ""
}

// Results returns the ranked results the answer was built from, every
// one, including those past Omitted.
func (a *Answer) Results() []Result { return a.results }

// Fill returns r's message with params in place of its holes (holes
// without a value keep their expression).
func Fill(r *catalog.Record, params []string) string {
	t, err := template.Parse(r.ErrorMessage)
	if err != nil {
		return r.ErrorMessage
	}
	return t.Render(params...)
}

// Holes returns the source expressions of r's template holes.
func Holes(r *catalog.Record) []string {
	out := []string{}
	t, err := template.Parse(r.ErrorMessage)
	if err != nil {
		return out
	}
	for _, p := range t.Parts {
		if p.Hole {
			out = append(out, p.Expr)
		}
	}
	return out
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// preferVersion keeps one result per record id: the record of version want,
// else of the version a banner in text names ("widget 1.2.0"), else the
// newest, noting then which versions contain each record.
func preferVersion(rs []Result, want, text string) ([]Result, *VersionNote) {
	if len(rs) < 2 {
		return rs, nil // nothing to choose between (and matching stays cheap)
	}
	recs := make([]*catalog.Record, len(rs))
	for i := range rs {
		recs[i] = rs[i].Record
	}
	known := versions.Known(recs)
	if len(known) < 2 {
		return rs, nil // one version: ids are distinct
	}
	n := &VersionNote{}
	switch {
	case want != "":
		n.Used, n.Source = want, "--version"
	default:
		repo := catalog.Deref(recs[0].Repo)
		if v := versions.FindHint(text, known, repo[strings.LastIndexByte(repo, '/')+1:]); v != "" {
			n.Used, n.Source = v, "named in the input"
		}
	}
	out := versions.Prefer(rs, func(r Result) *catalog.Record { return r.Record }, n.Used)
	if n.Used == "" {
		n.In = map[string][]string{}
		for id, vs := range versions.In(recs) {
			if len(vs) > 1 {
				n.In[id] = vs
			}
		}
		if len(n.In) == 0 {
			return out, nil
		}
	}
	// Prefer keeps the input order, so the ranking stands.
	sort.SliceStable(out, func(a, b int) bool { return out[a].Score > out[b].Score })
	return out, n
}

func itoa(n int) string { return strconv.Itoa(n) }

// innermost is the innermost frame of ex's stack (the last of a Python
// traceback, the first of the others), or nil.
func innermost(ex Exception) *Frame {
	switch {
	case len(ex.Frames) == 0:
		return nil
	case ex.Kind == KindPython:
		return &ex.Frames[len(ex.Frames)-1]
	}
	return &ex.Frames[0]
}

// versionMismatch says why frame f, the stack's innermost (inner), in a
// catalogued file at a line with no record, is not a call into native code
// but another version of the file:
// the frame prints a raise statement, which the catalogued version has not
// at that line; or the frame's path names a module version (Go's
// module@v1.2.3) other than the one the file's records were catalogued at.
// "" when neither holds, or when f is not the innermost frame.
func (ix *Index) versionMismatch(ctx context.Context, f Frame, inner *Frame) string {
	if inner == nil || inner.File != f.File || inner.Line != f.Line {
		return "" // frames below it: the error came from there
	}
	ran := frameVersion(f.File)
	var cat, rec string
	for _, base := range frameBases(f.File) {
		ix.inFile(base, func(i int) {
			if rec != "" {
				return
			}
			if ok, _ := frameFiles(f.File, ix.ent(i).file); ok {
				rec = ix.ent(i).file
				if r := ix.record(ctx, i); r != nil {
					_, cat = catalog.SplitPackage(catalog.Package(r))
				}
			}
		})
	}
	where := path.Base(f.File) + ":" + itoa(f.Line)
	switch {
	case rec == "":
		return ""
	case ran != "" && cat != "" && ran != cat:
		return "version mismatch: the stack runs " + rec + " at " + ran + ", the catalog holds " + cat + " (no record at " + where + "): catalog the running version (errdex scan --env)"
	case isRaise(f.Src) || strings.HasPrefix(f.Src, "throw "):
		v := ""
		if cat != "" {
			v = " (" + cat + ")"
		}
		return "version mismatch: the stack's frame " + where + " raises there (" + Excerpt(f.Src, 80) + "), but the catalogued " + rec + v + " has no raise at that line: the running code is another version; catalog it (errdex scan --env)"
	}
	return ""
}

// frameVersion is the module version a Go frame's path names
// (.../pkg/mod/github.com/x/y@v1.2.3/z.go: "v1.2.3"), or "".
func frameVersion(file string) string {
	i := strings.LastIndexByte(file, '@')
	if i < 0 {
		return ""
	}
	v := file[i+1:]
	if j := strings.IndexByte(v, '/'); j >= 0 {
		v = v[:j]
	}
	if !strings.HasPrefix(v, "v") {
		return ""
	}
	return v
}
