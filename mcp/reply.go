package mcp

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
	"github.com/errdex/errdex/server"
)

// MaxReplyBytes caps the JSON of one tool result, so that an agent can
// read every reply whole. What does not fit is left out and the reply's
// leftOut (or cut, for get_record) says what and how to get it.
const MaxReplyBytes = 32 << 10

// Caps on one string of a short result (a template, a filled message, a
// parameter, a solution) and on the documentation: a longer one is cut,
// and the cut says how many bytes are left out and that get_record has
// them.
const (
	maxText = 500
	maxDoc  = 1500
)

// Caps on the lists of one event: matches (or leads) listed, and the best
// match's solutions.
const (
	maxMatches   = 5
	maxSolutions = 5
)

// ExplainReply is explain_error's result: one short answer per error
// event of the text.
type ExplainReply struct {
	Events []Event `json:"events"`
	// Truncated reports that the text held more than server.MaxEvents
	// events: the rest were not read.
	Truncated bool `json:"truncated,omitempty"`
	// LeftOut says which events were left out to stay within
	// MaxReplyBytes.
	LeftOut string `json:"leftOut,omitempty"`
}

// Event is the answer for one error event, in short: match.Answer with
// each record reduced to a Found.
type Event struct {
	Line    int    `json:"line"`
	EndLine int    `json:"endLine"`
	Kind    string `json:"kind"`
	// Status is matched, weak, unknown or native (docs/match.md). Only
	// matched is an answer: a weak event's records are under Leads.
	Status  string `json:"status"`
	Class   string `json:"class,omitempty"`
	Message string `json:"message,omitempty"`
	Basis   string `json:"basis,omitempty"`
	Ties    int    `json:"ties,omitempty"`
	// Matches are the records that explain a matched event, best first;
	// the first carries its documentation and solutions.
	Matches []Found `json:"matches,omitempty"`
	// Leads are the records a weak event matched weakly: leads to check,
	// not an answer.
	Leads []Found `json:"leads,omitempty"`
	// Omitted counts the records found but not listed.
	Omitted int          `json:"omitted,omitempty"`
	Chain   []match.Link `json:"chain,omitempty"`
	Notes   []string     `json:"notes,omitempty"`
}

// Found is one record of an answer, in short.
type Found struct {
	ID         string   `json:"id"`
	Site       string   `json:"site"` // filePath:lineNumber
	Class      string   `json:"class"`
	Template   string   `json:"template"`
	Filled     string   `json:"filled"`
	Params     []string `json:"params"`
	Score      float64  `json:"score"`
	Confidence string   `json:"confidence"`
	URL        string   `json:"url,omitempty"`
	// Documentation and Solutions are the record's, on the best match of
	// a matched event.
	Documentation string   `json:"documentation,omitempty"`
	Solutions     []string `json:"solutions,omitempty"`
}

// weakNote heads the notes of a weak event.
const weakNote = "weak lead, not an answer: the best records match the message only weakly " +
	"(most of it in their holes, another class, or the class alone) and no stack frame supports them; check them with get_record before relying on one"

// explainReply shortens resp to fit MaxReplyBytes: events are listed in
// order while they fit; the first is made to fit by listing fewer
// records.
func explainReply(resp *server.ExplainResponse) *ExplainReply {
	out := &ExplainReply{Events: []Event{}, Truncated: resp.Truncated}
	size := 300 // the envelope, leftOut included
	for i := range resp.Answers {
		ev := event(&resp.Answers[i])
		n := jsonSize(ev)
		if size+n > MaxReplyBytes && i == 0 {
			ev, n = shrink(ev, MaxReplyBytes-size)
		}
		if size+n > MaxReplyBytes {
			left := len(resp.Answers) - i
			out.LeftOut = fmt.Sprintf("%d of %d events left out (from line %d on) to keep the reply within %d bytes; explain a smaller part of the text",
				left, len(resp.Answers), resp.Answers[i].Input.Line, MaxReplyBytes)
			break
		}
		out.Events = append(out.Events, ev)
		size += n + 1
	}
	return out
}

// shrink lists fewer of ev's records, then drops the best one's
// documentation and solutions, then the records, until ev's JSON takes
// at most room bytes; it returns ev and that size.
func shrink(ev Event, room int) (Event, int) {
	steps := []func(){
		func() {
			ev.Matches, ev.Omitted = keepFound(ev.Matches, 1, ev.Omitted)
			ev.Leads, ev.Omitted = keepFound(ev.Leads, 1, ev.Omitted)
		},
		func() {
			if len(ev.Matches) > 0 {
				ev.Matches = []Found{ev.Matches[0]}
				ev.Matches[0].Documentation, ev.Matches[0].Solutions = "", nil
				ev.Notes = append(ev.Notes, "the best match's documentation and solutions left out to fit the reply: get_record has them")
			}
		},
		func() {
			ev.Matches, ev.Omitted = keepFound(ev.Matches, 0, ev.Omitted)
			ev.Leads, ev.Omitted = keepFound(ev.Leads, 0, ev.Omitted)
		},
	}
	n := jsonSize(ev)
	for _, step := range steps {
		if n <= room {
			break
		}
		step()
		n = jsonSize(ev)
	}
	return ev, n
}

func keepFound(fs []Found, keep, omitted int) ([]Found, int) {
	if len(fs) <= keep {
		return fs, omitted
	}
	return fs[:keep], omitted + len(fs) - keep
}

// event shortens one answer.
func event(a *match.Answer) Event {
	ev := Event{
		Line: a.Input.Line, EndLine: a.Input.EndLine, Kind: a.Input.Kind, Status: a.Status,
		Class: cut(a.Class, maxText), Message: cut(a.Message, maxText), Basis: a.Basis, Ties: a.Ties,
		Omitted: a.Omitted, Chain: a.Chain,
	}
	if a.Status == match.StatusWeak {
		ev.Notes = append(ev.Notes, weakNote)
	}
	ev.Notes = append(ev.Notes, a.Notes...)
	var fs []Found
	for i := range a.Matches {
		m := &a.Matches[i]
		if m.Record == nil {
			continue
		}
		fs = append(fs, found(m, i == 0 && a.Status == match.StatusMatched))
	}
	if a.Status == match.StatusMatched {
		ev.Matches = fs
	} else {
		ev.Leads = fs
	}
	return ev
}

// found shortens one match; explained adds the record's documentation
// and solutions.
func found(m *match.Match, explained bool) Found {
	r := m.Record
	f := Found{
		ID: r.ID, Site: site(r), Class: cut(r.ErrorClass, maxText), Template: cut(r.ErrorMessage, maxText),
		Filled: cut(m.Filled, maxText), Params: make([]string, len(m.Params)), Score: m.Score, Confidence: m.Confidence,
		URL: catalog.Deref(r.GithubURL),
	}
	for i, p := range m.Params {
		f.Params[i] = cut(p, maxText)
	}
	if explained {
		f.Documentation = cut(catalog.Deref(r.Documentation), maxDoc)
		for i, s := range r.Solutions {
			if i == maxSolutions {
				f.Solutions = append(f.Solutions, fmt.Sprintf("[%d more solutions: get_record has them]", len(r.Solutions)-i))
				break
			}
			f.Solutions = append(f.Solutions, cut(s, maxText))
		}
	}
	return f
}

func site(r *catalog.Record) string { return r.FilePath + ":" + strconv.Itoa(r.LineNumber) }

// SearchReply is search_errors' result: one page of short hits.
type SearchReply struct {
	Total   int   `json:"total"`
	Page    int   `json:"page"`
	PerPage int   `json:"perPage"`
	Hits    []Hit `json:"hits"`
	// LeftOut says which hits of the page were left out to stay within
	// MaxReplyBytes.
	LeftOut string `json:"leftOut,omitempty"`
}

// Hit is one search result, in short.
type Hit struct {
	// Rank is the hit's place in the whole result, from 1: the store's
	// order (records whose message holds every word first; docs/server.md).
	Rank     int    `json:"rank"`
	ID       string `json:"id"`
	Repo     string `json:"repo,omitempty"`
	Site     string `json:"site"`
	Class    string `json:"class"`
	Template string `json:"template"`
}

func searchReply(p *catalog.SearchPage) *SearchReply {
	out := &SearchReply{Total: p.Total, Page: p.Page, PerPage: p.PerPage, Hits: []Hit{}}
	size := 200
	for i, h := range p.Hits {
		r := h.Record
		hit := Hit{Rank: (p.Page-1)*p.PerPage + i + 1, ID: r.ID, Repo: catalog.Deref(r.Repo), Site: site(r),
			Class: cut(r.ErrorClass, maxText), Template: cut(r.ErrorMessage, maxText)}
		n := jsonSize(hit)
		if size+n > MaxReplyBytes {
			out.LeftOut = fmt.Sprintf("hits %d-%d of this page left out to keep the reply within %d bytes",
				hit.Rank, (p.Page-1)*p.PerPage+len(p.Hits), MaxReplyBytes)
			break
		}
		out.Hits = append(out.Hits, hit)
		size += n + 1
	}
	return out
}

// RecordReply is get_record's result: the dataset line, whole unless it
// is longer than MaxReplyBytes; then its longest text fields are cut
// (ending in "…"), and Cut names each with the bytes left out.
type RecordReply struct {
	*catalog.Entry
	Cut []string `json:"cut,omitempty"`
}

func recordReply(e *catalog.Entry) *RecordReply {
	out := &RecordReply{Entry: e}
	n := jsonSize(out)
	if n <= MaxReplyBytes {
		return out
	}
	cp := *e
	out.Entry = &cp
	r := &cp.Record
	// own gives the copy its own string where the record has a pointer,
	// so that cutting it leaves e as it was.
	own := func(p **string) *string {
		if *p == nil {
			return nil
		}
		v := **p
		*p = &v
		return &v
	}
	fields := []struct {
		name string
		s    *string
	}{
		{"sourceCode", &r.SourceCode}, {"errorMessage", &r.ErrorMessage}, {"messagePattern", &r.MessagePattern},
		{"documentation", own(&r.Documentation)}, {"triggerScenarios", own(&r.TriggerScenarios)},
		{"commonSituations", own(&r.CommonSituations)}, {"exampleFix", own(&r.ExampleFix)},
		{"validationCode", own(&r.ValidationCode)}, {"typeGuard", own(&r.TypeGuard)}, {"tryCatchPattern", own(&r.TryCatchPattern)},
	}
	for n > MaxReplyBytes {
		// Cut the longest field by the excess, keeping at least maxDoc
		// bytes of it.
		long := -1
		for i, f := range fields {
			if f.s != nil && (long < 0 || len(*f.s) > len(*fields[long].s)) {
				long = i
			}
		}
		f := fields[long]
		if len(*f.s) <= maxDoc {
			break // what is left is lists and short fields: sent as they are
		}
		kept := prefix(*f.s, max(maxDoc, len(*f.s)-(n-MaxReplyBytes)-200))
		out.Cut = append(out.Cut, fmt.Sprintf("%s: the last %d of its %d bytes", f.name, len(*f.s)-len(kept), len(*f.s)))
		*f.s = kept + "…"
		n = jsonSize(out)
	}
	return out
}

// cut returns s, or its first n bytes (at a character boundary) and a
// note of how much is left out.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	p := prefix(s, n)
	return p + fmt.Sprintf("… [%d more bytes: get_record has it whole]", len(s)-len(p))
}

// prefix returns the longest prefix of s of at most n bytes that ends at
// a character boundary.
func prefix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

func jsonSize(v any) int {
	b, err := json.Marshal(v)
	if err != nil {
		return 0
	}
	return len(b)
}
