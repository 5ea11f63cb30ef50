package errdexprocessor

import (
	"context"
	"strconv"
	"strings"

	"go.opentelemetry.io/collector/component"
	"go.opentelemetry.io/collector/pdata/pcommon"
	"go.opentelemetry.io/collector/pdata/plog"
	"go.opentelemetry.io/collector/pdata/ptrace"
	"go.uber.org/zap"

	dataset "github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/match"
)

// The attributes the processor writes.
const (
	AttrFilePath  = "code.file.path"
	AttrLine      = "code.line.number"
	AttrFunction  = "code.function.name"
	AttrRecordID  = "errdex.record.id"
	AttrURL       = "errdex.url"
	AttrScore     = "errdex.score"
	AttrParams    = "errdex.params"
	AttrTies      = "errdex.ties"
	AttrRecordIDs = "errdex.record.ids"
	AttrStatus    = "errdex.status"
	AttrUnknown   = "errdex.unknown"
	AttrLeads     = "errdex.leads"
)

// maxLeads bounds the record ids written in errdex.leads.
const maxLeads = 5

// attrPrefix starts every errdex attribute; a record annotated again (by a
// second errdex processor, or passing twice) loses the old ones first.
const attrPrefix = "errdex."

// exceptionEvent is the name of the span events that record exceptions.
const exceptionEvent = "exception"

type errdexProcessor struct {
	cfg    *Config
	logger *zap.Logger
	minSev plog.SeverityNumber
	query  match.Query
	cat    *catalog // set by start
}

func newProcessor(cfg *Config, logger *zap.Logger) (*errdexProcessor, error) {
	sev, err := parseSeverity(cfg.MinSeverity)
	if err != nil {
		return nil, err
	}
	return &errdexProcessor{cfg: cfg, logger: logger, minSev: sev, query: match.Query{Version: cfg.Version}}, nil
}

func (p *errdexProcessor) start(context.Context, component.Host) error {
	c, err := acquireCatalog(p.cfg, p.logger)
	if err != nil {
		return err
	}
	p.cat = c
	return nil
}

func (p *errdexProcessor) shutdown(context.Context) error {
	if p.cat != nil {
		releaseCatalog(p.cfg)
		p.cat = nil
	}
	return nil
}

func (p *errdexProcessor) processLogs(ctx context.Context, ld plog.Logs) (plog.Logs, error) {
	s := p.cat.acquire()
	defer s.Release()
	rls := ld.ResourceLogs()
	for i := 0; i < rls.Len(); i++ {
		sls := rls.At(i).ScopeLogs()
		for j := 0; j < sls.Len(); j++ {
			lrs := sls.At(j).LogRecords()
			for k := 0; k < lrs.Len(); k++ {
				p.annotateLog(ctx, s.Index(), lrs.At(k))
			}
		}
	}
	return ld, nil
}

func (p *errdexProcessor) processTraces(ctx context.Context, td ptrace.Traces) (ptrace.Traces, error) {
	s := p.cat.acquire()
	defer s.Release()
	rss := td.ResourceSpans()
	for i := 0; i < rss.Len(); i++ {
		sss := rss.At(i).ScopeSpans()
		for j := 0; j < sss.Len(); j++ {
			spans := sss.At(j).Spans()
			for k := 0; k < spans.Len(); k++ {
				evs := spans.At(k).Events()
				for e := 0; e < evs.Len(); e++ {
					if ev := evs.At(e); ev.Name() == exceptionEvent {
						p.annotateEvent(ctx, s.Index(), ev.Attributes())
					}
				}
			}
		}
	}
	return td, nil
}

// annotateLog answers one log record and writes the answer's attributes.
func (p *errdexProcessor) annotateLog(ctx context.Context, ix *match.Index, lr plog.LogRecord) {
	sev := lr.SeverityNumber()
	if sev == plog.SeverityNumberUnspecified && lr.SeverityText() != "" {
		sev, _ = parseSeverity(lr.SeverityText())
	}
	if sev != plog.SeverityNumberUnspecified && sev < p.minSev {
		return
	}
	attrs := lr.Attributes()
	if a, ok := p.answerLog(ctx, ix, lr.Body(), attrs, sev != plog.SeverityNumberUnspecified); ok {
		p.write(attrs, &a)
	}
}

// answerLog answers a log record from its exception attributes and its
// body, and returns the better answer (matched, else weak, else native,
// else unknown; the exception attributes' on a tie). It reports false
// when there is nothing to write: the record is not an error, or nothing
// matched and TagUnknown is off. A record is an error when it has
// exception attributes, when its text reads as an error report, or when
// it has a severity (which annotateLog checked is at least MinSeverity):
// a record at min_severity or above that nothing answers is unknown.
func (p *errdexProcessor) answerLog(ctx context.Context, ix *match.Index, body pcommon.Value, attrs pcommon.Map, hasSev bool) (match.Answer, bool) {
	var best match.Answer
	found := false
	if exText := p.exceptionText(attrs); exText != "" {
		best, found = ix.ExplainText(ctx, exText, p.query), true
	}
	if best.Status != match.StatusMatched {
		if text := p.bodyText(body); text != "" {
			a, isErr := ix.AnswerText(ctx, text, p.query)
			switch {
			case isErr && (!found || statusRank(a.Status) > statusRank(best.Status)):
				best, found = a, true
			case !found && hasSev:
				best, found = match.Answer{Status: match.StatusUnknown}, true
			}
		}
	}
	if !found {
		return match.Answer{}, false
	}
	return best, best.Status == match.StatusMatched || p.cfg.TagUnknown
}

// statusRank orders answers by what they tell: matched, weak, native,
// unknown.
func statusRank(s string) int {
	switch s {
	case match.StatusMatched:
		return 3
	case match.StatusWeak:
		return 2
	case match.StatusNative:
		return 1
	}
	return 0
}

// annotateEvent answers an exception span event.
func (p *errdexProcessor) annotateEvent(ctx context.Context, ix *match.Index, attrs pcommon.Map) {
	text := p.exceptionText(attrs)
	if text == "" {
		return
	}
	if a := ix.ExplainText(ctx, text, p.query); a.Status == match.StatusMatched || p.cfg.TagUnknown {
		p.write(attrs, &a)
	}
}

// bodyText returns a log body's text: a string body, or the BodyKey entry
// of a map body.
func (p *errdexProcessor) bodyText(body pcommon.Value) string {
	switch body.Type() {
	case pcommon.ValueTypeStr:
		return body.Str()
	case pcommon.ValueTypeMap:
		if p.cfg.Fields.BodyKey != "" {
			return str(body.Map(), p.cfg.Fields.BodyKey)
		}
	}
	return ""
}

// exceptionText returns the text to explain for the exception attributes
// in attrs, or "" without any.
func (p *errdexProcessor) exceptionText(attrs pcommon.Map) string {
	f := &p.cfg.Fields
	typ, msg, stack := str(attrs, f.ExceptionType), str(attrs, f.ExceptionMessage), str(attrs, f.ExceptionStacktrace)
	if typ == "" && msg == "" && stack == "" {
		return ""
	}
	return exceptionText(typ, msg, stack)
}

// exceptionText joins an exception's type, message and stack trace into
// one text that match reads as the error report the program printed:
//   - a stack trace that holds the message (Python's format_exception,
//     Java's printStackTrace, JavaScript's error.stack, .NET's ToString())
//     is that report, whole;
//   - a Python traceback without its final line gets "Type: message"
//     appended;
//   - a Go goroutine dump (runtime/debug.Stack, which OpenTelemetry Go
//     records) is read as a panic of the message, for its frames;
//   - any other stack trace (Ruby's backtrace, say) is in a form match does
//     not read, so only "Type: message" is explained.
//
// The type is put before the message only when it reads as a class name
// ("KeyError", "java.lang.IllegalStateException"), not for Go's
// "*errors.errorString".
func exceptionText(typ, msg, stack string) string {
	head := msg
	if isClassName(typ) && !strings.HasPrefix(msg, typ) {
		if msg == "" {
			head = typ
		} else {
			head = typ + ": " + msg
		}
	}
	stack = strings.TrimRight(stack, "\r\n")
	switch {
	case stack == "":
		return head
	case msg != "" && strings.Contains(stack, msg), msg == "" && typ != "" && strings.Contains(stack, typ):
		return stack
	case strings.Contains(stack, "Traceback (most recent call last):"):
		return stack + "\n" + head
	case strings.HasPrefix(stack, "goroutine "):
		return "panic: " + head + "\n\n" + stack
	}
	return head
}

// isClassName reports whether s is a dotted name whose last part starts
// with an upper-case letter.
func isClassName(s string) bool {
	last := s[strings.LastIndexByte(s, '.')+1:]
	if last == "" || last[0] < 'A' || last[0] > 'Z' {
		return false
	}
	for _, c := range s {
		if !(c == '.' || c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// str returns the string attribute key of m, or "".
func str(m pcommon.Map, key string) string {
	if key == "" {
		return ""
	}
	if v, ok := m.Get(key); ok && v.Type() == pcommon.ValueTypeStr {
		return v.Str()
	}
	return ""
}

// staleCode are the code attributes that describe a site other than the
// raise site (an SDK's logging call): writing code.file.path and
// code.line.number removes them, so that no attribute contradicts the
// site written. code.function.name is then written again when the
// record's enclosing function is known (siteFunction); a record has no
// column.
var staleCode = map[string]bool{
	"code.function.name": true, "code.column.number": true,
	// The names the semantic conventions used before 1.30.
	"code.filepath": true, "code.lineno": true, "code.function": true, "code.namespace": true, "code.column": true,
}

// write puts a's attributes on attrs (see docs/otel.md). Only a matched
// answer gets the code.* attributes and a record id: a weak one (records
// that match only weakly) is a lead, so it is written as unknown with
// errdex.status "weak" and the leads' ids in errdex.leads.
func (p *errdexProcessor) write(attrs pcommon.Map, a *match.Answer) {
	var m *match.Match
	if a.Status == match.StatusMatched && len(a.Matches) > 0 && a.Matches[0].Record != nil {
		m = &a.Matches[0]
	}
	code := m != nil && (p.cfg.CodeAttributes == CodeOverwrite || p.cfg.CodeAttributes == CodeKeep && !has(attrs, AttrFilePath))
	attrs.RemoveIf(func(k string, _ pcommon.Value) bool {
		return strings.HasPrefix(k, attrPrefix) || code && staleCode[k]
	})
	if m == nil {
		attrs.PutBool(AttrUnknown, true)
		attrs.PutStr(AttrStatus, a.Status)
		if a.Status == match.StatusWeak {
			leads := attrs.PutEmptySlice(AttrLeads)
			for i, l := range a.Matches {
				if i == maxLeads {
					break
				}
				if l.Record != nil {
					leads.AppendEmpty().SetStr(l.Record.ID)
				}
			}
		}
		return
	}
	r := m.Record
	if code {
		attrs.PutStr(AttrFilePath, r.FilePath)
		attrs.PutInt(AttrLine, int64(r.LineNumber))
		if fn := siteFunction(r); fn != "" {
			attrs.PutStr(AttrFunction, fn)
		}
	}
	attrs.PutStr(AttrRecordID, r.ID)
	if r.GithubURL != nil {
		attrs.PutStr(AttrURL, *r.GithubURL)
	}
	attrs.PutDouble(AttrScore, m.Score)
	params := attrs.PutEmptySlice(AttrParams)
	params.EnsureCapacity(len(m.Params))
	for _, v := range m.Params {
		params.AppendEmpty().SetStr(v)
	}
	if a.Ties > 1 {
		attrs.PutInt(AttrTies, int64(a.Ties))
		ids := attrs.PutEmptySlice(AttrRecordIDs)
		for _, t := range a.Matches[:min(a.Ties, len(a.Matches))] {
			ids.AppendEmpty().SetStr(t.Record.ID)
		}
	}
	attrs.PutStr(AttrStatus, match.StatusMatched)
}

// siteFunction returns the function enclosing r's site, for
// code.function.name: the name errdex scan's extractor gave it, qualified
// as the language shows it ("Replica.transfer_state", "(*Conn).Send"),
// which the record's grounded documentation states at the site ("is
// raised in `Replica.transfer_state` (kvstore/replica.py:22)"); else, for
// a catalog scanned without enrichment or enriched otherwise, the name
// match reads off the source window or, when the window does not reach
// the definition, a C record's function: tag (match.RecordFunction); else
// "".
func siteFunction(r *dataset.Record) string {
	doc := dataset.Deref(r.Documentation)
	at := "` (" + r.FilePath + ":" + strconv.Itoa(r.LineNumber) + ")"
	if i := strings.Index(doc, at); i > 0 {
		if j := strings.LastIndexByte(doc[:i], '`'); j >= 0 {
			if name := doc[j+1 : i]; name != "" && len(name) <= 256 && !strings.ContainsAny(name, " \t\n") {
				return name
			}
		}
	}
	return match.RecordFunction(r)
}

func has(m pcommon.Map, key string) bool {
	_, ok := m.Get(key)
	return ok
}
