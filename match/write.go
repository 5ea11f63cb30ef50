package match

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
)

// WriteJSON writes a as one line of JSON, the form documented in
// docs/match.md.
func WriteJSON(w io.Writer, a *Answer) error {
	b, err := AppendJSON(nil, a)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// AppendJSON appends what WriteJSON writes to dst.
func AppendJSON(dst []byte, a *Answer) ([]byte, error) {
	// Encoded once, into dst: catalog.Marshal(a) would have MarshalJSON
	// encode it and its own encoder compact and copy that again.
	return catalog.AppendLine(dst, a.written())
}

// writtenAnswer is an Answer without its MarshalJSON method.
type writtenAnswer Answer

// written is a as encoded: empty lists as [] rather than null.
func (a *Answer) written() *writtenAnswer {
	c := writtenAnswer(*a)
	if c.Matches == nil {
		c.Matches = []Match{}
	}
	if c.Chain == nil {
		c.Chain = []Link{}
	}
	if c.Notes == nil {
		c.Notes = []string{}
	}
	return &c
}

// MarshalJSON encodes a with empty lists as [] rather than null, as
// WriteJSON does.
func (a Answer) MarshalJSON() ([]byte, error) {
	return catalog.Marshal(a.written())
}

// WriteText writes a for a reader, as explain prints it: the best n
// records in full (every tied one, sites raising the same text grouped),
// their parameters and explanations, and the answer's notes.
func WriteText(w io.Writer, a *Answer, n int) {
	if a.Status == StatusWeak && len(a.Matches) > 0 {
		fmt.Fprintln(w, "weak: no record accounts for this text with confidence; the nearest records are leads, not answers")
		fmt.Fprintln(w)
	} else if a.Status != StatusMatched {
		if a.Status == StatusNative {
			fmt.Fprintln(w, "unknown: raised in native code")
		} else {
			fmt.Fprintln(w, "no record matches")
		}
		for _, note := range a.Notes {
			fmt.Fprintf(w, "%s\n", note)
		}
		return
	}
	ms := a.Matches
	if len(a.Chain) > 0 {
		var links []string
		for _, l := range a.Chain {
			links = append(links, l.Site)
		}
		fmt.Fprintf(w, "wrapped chain, outermost first: %s\n\n", strings.Join(links, " -> "))
		// The matches stay in score order; enough are printed to show
		// every link.
		for i, m := range ms {
			for _, l := range a.Chain {
				if m.Record.ID == l.ID {
					n = max(n, i+1)
				}
			}
		}
	}
	for _, note := range a.Notes {
		fmt.Fprintf(w, "%s\n", note)
	}
	if len(a.Notes) > 0 {
		fmt.Fprintln(w)
	}
	n = max(n, a.Ties)
	rank := 0
	for i := 0; i < len(ms); i++ {
		if rank >= n {
			fmt.Fprintf(w, "(%d more; --json lists them)\n", len(ms)-i+a.Omitted)
			return
		}
		if rank > 0 {
			fmt.Fprintln(w)
		}
		rank++
		writeMatch(w, rank, &ms[i])
		// Sites raising the same text as this one, tied with it, are listed
		// once under it.
		var same []string
		for i+1 < len(ms) && ms[i+1].Score == ms[i].Score && sameText(ms[i+1].Record, ms[i].Record) {
			i++
			same = append(same, ms[i].Record.FilePath+":"+itoa(ms[i].Record.LineNumber)+" ("+ms[i].Record.ID+")")
		}
		if len(same) > 0 {
			fmt.Fprintf(w, "   the same text is raised at %d more sites: %s\n", len(same), strings.Join(same, ", "))
		}
	}
	if a.Omitted > 0 {
		fmt.Fprintf(w, "(%d more; --json lists them)\n", a.Omitted)
	}
	if v := a.Version; v != nil {
		writeVersion(w, v, ms)
	}
}

// chainMatches returns the matches of a's chain links, outermost first.
func chainMatches(a *Answer) []Match {
	var out []Match
	for _, l := range a.Chain {
		for _, r := range a.results {
			if r.Record.ID == l.ID {
				out = append(out, newMatch(r))
				break
			}
		}
	}
	return out
}

// packageLine says which installed package or runtime a record is in, as
// scan --env tagged it: "package: requests 2.28.1 (pkg:pypi/requests@2.28.1)",
// "runtime: CPython 3.11.2"; "" for a record of a plain scan.
func packageLine(r *catalog.Record) string {
	if rt := catalog.Runtime(r); rt != "" {
		return "runtime: " + rt
	}
	purl := catalog.Package(r)
	if purl == "" {
		return ""
	}
	pkg, version := catalog.SplitPackage(purl)
	name := pkg[strings.LastIndexByte(pkg, '/')+1:]
	if i := strings.IndexByte(pkg, '/'); i >= 0 && strings.HasPrefix(pkg, "pkg:golang/") {
		name = pkg[i+1:] // a Go module's whole path
	}
	return "package: " + strings.TrimSpace(name+" "+version) + " (" + purl + ")"
}

func sameText(a, b *catalog.Record) bool {
	return a.ErrorClass == b.ErrorClass && a.ErrorMessage == b.ErrorMessage
}

func writeMatch(w io.Writer, rank int, m *Match) {
	rec := m.Record
	support := ""
	switch {
	case m.Frame != nil && m.Frame.Moved:
		support = fmt.Sprintf(", stack frame in this function at line %d", m.Frame.Line)
	case m.Frame != nil:
		support = ", stack frame at this line"
	case m.Confidence == ConfidenceWeak:
		support = ", weak: most of the text is in its holes or outside its match, or the class disagrees"
	}
	fmt.Fprintf(w, "%d. %s:%d  %s  (score %.2f%s, id %s)\n", rank, rec.FilePath, rec.LineNumber, rec.ErrorClass, m.Score, support, rec.ID)
	if u := catalog.Deref(rec.GithubURL); u != "" {
		fmt.Fprintf(w, "   %s\n", u)
	}
	if pkg := packageLine(rec); pkg != "" {
		fmt.Fprintf(w, "   %s\n", pkg)
	}
	if rec.ErrorMessage != "" {
		fmt.Fprintf(w, "   template: %s\n", rec.ErrorMessage)
	}
	for i, p := range m.Params {
		name := "$" + itoa(i+1)
		if i < len(m.Holes) && m.Holes[i] != "" {
			name = m.Holes[i]
		}
		fmt.Fprintf(w, "     %s = %s\n", name, p)
	}
	field := func(name string, v *string) {
		if v != nil && *v != "" {
			fmt.Fprintf(w, "   %s: %s\n", name, indent(*v, "     "))
		}
	}
	list := func(name string, vs []string) {
		if len(vs) == 0 {
			return
		}
		fmt.Fprintf(w, "   %s:\n", name)
		for _, v := range vs {
			fmt.Fprintf(w, "     - %s\n", indent(v, "       "))
		}
	}
	if rec.HTTPStatus != nil {
		fmt.Fprintf(w, "   httpStatus: %d\n", *rec.HTTPStatus)
	}
	field("errorCode", rec.ErrorCode)
	field("documentation", rec.Documentation)
	field("triggerScenarios", rec.TriggerScenarios)
	field("commonSituations", rec.CommonSituations)
	list("solutions", rec.Solutions)
	field("exampleFix", rec.ExampleFix)
	field("handlingStrategy", rec.HandlingStrategy)
	field("validationCode", rec.ValidationCode)
	field("typeGuard", rec.TypeGuard)
	field("tryCatchPattern", rec.TryCatchPattern)
	list("preventionTips", rec.PreventionTips)
	if len(rec.Tags) > 0 {
		fmt.Fprintf(w, "   tags: %s\n", strings.Join(rec.Tags, ", "))
	}
}

func writeVersion(w io.Writer, v *VersionNote, ms []Match) {
	if v.Used != "" {
		fmt.Fprintf(w, "\nversion %s (%s): its records are preferred, else the nearest older version's\n", v.Used, v.Source)
		return
	}
	first := true
	for _, m := range ms {
		vs, ok := v.In[m.Record.ID]
		if !ok {
			continue
		}
		if first {
			fmt.Fprintln(w)
			first = false
		}
		fmt.Fprintf(w, "record %s is in versions %s (newest shown; pick one with --version)\n", m.Record.ID, strings.Join(vs, ", "))
	}
}

func indent(s, pad string) string {
	return strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n"+pad)
}

// AppendEvent appends what WriteEvent writes to dst.
func AppendEvent(dst []byte, a *Answer) ([]byte, error) {
	b := bytes.NewBuffer(dst)
	WriteEvent(b, a)
	return b.Bytes(), nil
}

// WriteEvent writes a in the short form match prints for each event of a
// log: where it is, its message, and the best record with its parameters
// (every link of a chain, every tied record), or why it is unknown.
func WriteEvent(w io.Writer, a *Answer) {
	where := fmt.Sprintf("%s:%d", a.Input.File, a.Input.Line)
	if a.Input.EndLine != a.Input.Line {
		where += fmt.Sprintf("-%d", a.Input.EndLine)
	}
	// A log line is echoed as it was, its prefix and level word included;
	// a stack by its kind and message.
	text := a.Input.Kind + ": " + a.Message
	if a.Input.Kind == KindLine.String() {
		text, _, _ = strings.Cut(a.Input.Text, "\n")
	}
	fmt.Fprintf(w, "%s: %s\n", where, Excerpt(text, 200))
	if a.Input.Truncated {
		fmt.Fprintf(w, "    truncated: a line over %d bytes keeps its first and last halves, an event over %d lines its first lines\n", MaxLineBytes, MaxEventLines)
	}
	switch {
	case a.Status == StatusNative:
		fmt.Fprintf(w, "    unknown: %s\n", a.Notes[0])
	case a.Status == StatusWeak && len(a.Matches) > 0:
		fmt.Fprintf(w, "    unknown: no record matches with confidence (weak lead: %s)\n", matchLine(&a.Matches[0]))
	case a.Status != StatusMatched:
		fmt.Fprintln(w, "    unknown: no record matches")
	case len(a.Chain) > 0:
		for i, m := range chainMatches(a) {
			fmt.Fprintf(w, "    chain %d: %s\n", i+1, matchLine(&m))
		}
	default:
		for i := 0; i < a.Ties && i < len(a.Matches); i++ {
			fmt.Fprintf(w, "    %s\n", matchLine(&a.Matches[i]))
		}
		for _, note := range a.Notes {
			fmt.Fprintf(w, "    note: %s\n", note)
		}
	}
}

func matchLine(m *Match) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s:%d %s [%s]", m.Record.FilePath, m.Record.LineNumber, m.Record.ErrorClass, m.Record.ID)
	if len(m.Params) > 0 {
		qs := make([]string, len(m.Params))
		for i, p := range m.Params {
			qs[i] = Excerpt(p, 60)
		}
		fmt.Fprintf(&b, " params: %s", strings.Join(qs, ", "))
	}
	fmt.Fprintf(&b, " (score %.2f", m.Score)
	switch {
	case m.Frame != nil && m.Frame.Moved:
		fmt.Fprintf(&b, ", frame at line %d", m.Frame.Line)
	case m.Frame != nil:
		b.WriteString(", frame")
	case m.Confidence == ConfidenceWeak:
		b.WriteString(", weak")
	}
	b.WriteString(")")
	return b.String()
}

// Excerpt returns s on one line, cut to about n bytes for display.
func Excerpt(s string, n int) string {
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

// Summary totals the answers of a log: how many events, how many matched,
// and each distinct record (or unknown message) with its count, the first
// and last place it was seen, and its severity.
type Summary struct {
	Events  int `json:"events"`
	Matched int `json:"matched"`
	Unknown int `json:"unknown"` // native and weak ones included
	Native  int `json:"native"`
	// Weak counts the events whose best records matched only weakly
	// (status weak): unknown, with leads.
	Weak  int `json:"weak"`
	Lines int `json:"lines"` // set by the caller
	// CutLines counts the lines over MaxLineBytes, which lost their middle
	// (set by the caller, from StreamStats); left out of the JSON when 0.
	CutLines int `json:"cutLines,omitempty"`
	// Rows are the distinct records and unknown messages, most frequent
	// first.
	Rows []*SummaryRow `json:"rows"`
	// Seconds is the time taken; Interrupted reports that the run was cut
	// short.
	Seconds     float64 `json:"seconds"`
	Interrupted bool    `json:"interrupted"`

	byKey map[string]*SummaryRow
}

// SummaryRow is one distinct record, or one distinct unknown message.
type SummaryRow struct {
	Count int `json:"count"`
	// ID is the record's id; empty for an unknown message.
	ID       string `json:"id"`
	Site     string `json:"site"` // filePath:lineNumber; empty when unknown
	Class    string `json:"class"`
	Severity string `json:"severity"` // the record's, else the level read
	Message  string `json:"message"`  // the template, else the message read
	First    string `json:"first"`    // file:line of the first event
	Last     string `json:"last"`
}

// Add counts a.
func (s *Summary) Add(a *Answer) {
	if s.byKey == nil {
		s.byKey = map[string]*SummaryRow{}
	}
	s.Events++
	at := a.Input.File + ":" + itoa(a.Input.Line)
	add := func(key string, fill func(r *SummaryRow)) {
		r := s.byKey[key]
		if r == nil {
			r = &SummaryRow{First: at}
			fill(r)
			s.byKey[key] = r
			s.Rows = append(s.Rows, r)
		}
		r.Count++
		r.Last = at
	}
	if a.Status != StatusMatched {
		s.Unknown++
		switch a.Status {
		case StatusNative:
			s.Native++
		case StatusWeak:
			s.Weak++
		}
		msg := Excerpt(a.Message, 120)
		add("\x00"+msg, func(r *SummaryRow) {
			r.Message, r.Class, r.Severity = msg, a.Class, levelSeverity(a.Input.Level)
		})
		return
	}
	s.Matched++
	ms := a.Matches[:1]
	if len(a.Chain) > 0 {
		ms = chainMatches(a)
	}
	for _, m := range ms {
		rec := m.Record
		add(rec.ID, func(r *SummaryRow) {
			r.ID, r.Site, r.Class, r.Severity = rec.ID, rec.FilePath+":"+itoa(rec.LineNumber), rec.ErrorClass, rec.Severity
			r.Message = Excerpt(rec.ErrorMessage, 120)
		})
	}
}

// levelSeverity maps a log level word to a record severity.
func levelSeverity(level string) string {
	switch level {
	case "WARN", "WARNING":
		return "warning"
	case "CRITICAL", "CRIT", "FATAL", "PANIC", "SEVERE", "EMERG", "ALERT":
		return "critical"
	case "":
		return ""
	}
	return "error"
}

// sorted orders the rows most frequent first, then first seen first.
func (s *Summary) sorted() []*SummaryRow {
	rows := append([]*SummaryRow(nil), s.Rows...)
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].Count > rows[b].Count })
	return rows
}

// Finish records the time taken and whether the run was interrupted.
func (s *Summary) Finish(d time.Duration, interrupted bool) {
	s.Seconds = d.Seconds()
	s.Interrupted = interrupted
	s.Rows = s.sorted()
	if s.Rows == nil {
		s.Rows = []*SummaryRow{}
	}
}

// WriteText writes the summary as a table for a reader.
func (s *Summary) WriteText(w io.Writer) {
	note := ""
	if s.Interrupted {
		note = ", interrupted"
	}
	native := ""
	if s.Native > 0 {
		native = fmt.Sprintf(", %d of them raised in native code", s.Native)
	}
	if s.Weak > 0 {
		native += fmt.Sprintf(", %d with weak leads only", s.Weak)
	}
	d := time.Duration(s.Seconds * float64(time.Second)).Round(time.Millisecond)
	fmt.Fprintf(w, "--\n%d error events (%d matched, %d unknown%s) in %d lines, %s%s\n", s.Events, s.Matched, s.Unknown, native, s.Lines, d, note)
	if s.CutLines > 0 {
		fmt.Fprintf(w, "%d lines over %d bytes lost their middle: only their first and last %d bytes were read\n", s.CutLines, MaxLineBytes, MaxLineBytes/2)
	}
	if len(s.Rows) == 0 {
		return
	}
	fmt.Fprintf(w, "%7s  %-8s  %-18s  %-24s  %-24s  %s\n", "count", "severity", "record", "first seen", "last seen", "site / message")
	for _, r := range s.Rows {
		id, what := r.ID, r.Site+" "+r.Class
		if id == "" {
			id, what = "unknown", r.Message
		}
		fmt.Fprintf(w, "%7d  %-8s  %-18s  %-24s  %-24s  %s\n", r.Count, or(r.Severity, "-"), id, r.First, r.Last, what)
	}
}

// WriteJSON writes the summary as one line {"summary": {...}}.
func (s *Summary) WriteJSON(w io.Writer) error {
	b, err := catalog.AppendLine(nil, map[string]*Summary{"summary": s})
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
