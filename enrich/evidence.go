package enrich

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/internal/lazyre"
)

// evidence is what a record's grounded fields say a model may cite: the
// commits and pull requests its history names, the tests that trigger
// it, and the lines of its source window.
type evidence struct {
	commits  []string // short ids (10 hex digits)
	prs      []string // "#123"
	tests    []string // "tests/test_x.py::test_bad"
	from, to int      // the source window's lines
}

var (
	evCommitRE = lazyre.New(`\bcommit ([0-9a-f]{7,40})\b`)
	evPRRE     = lazyre.New(`pull request (#\d+)`)
	evTestRE   = lazyre.New(`Triggered in (\S+::\S+)`)
	citeLineRE = lazyre.New(`\blines? (\d+)\b`)
)

// evidenceOf reads the evidence of r from its grounded fields.
func evidenceOf(r *catalog.Record) evidence {
	ev := evidence{from: r.SourceCodeStart, to: r.SourceCodeEnd}
	for _, t := range []*string{r.CommonSituations} {
		if t == nil {
			continue
		}
		for _, m := range evCommitRE.FindAllStringSubmatch(*t, -1) {
			ev.commits = appendNew(ev.commits, m[1][:min(10, len(m[1]))])
		}
		for _, m := range evPRRE.FindAllStringSubmatch(*t, -1) {
			ev.prs = appendNew(ev.prs, m[1])
		}
	}
	if r.TriggerScenarios != nil {
		for _, m := range evTestRE.FindAllStringSubmatch(*r.TriggerScenarios, -1) {
			ev.tests = appendNew(ev.tests, m[1])
		}
	}
	return ev
}

func appendNew(xs []string, x string) []string {
	if containsStr(xs, x) {
		return xs
	}
	return append(xs, x)
}

// labels lists the evidence as a prompt names it.
func (ev evidence) labels() []string {
	var out []string
	for _, c := range ev.commits {
		out = append(out, "commit "+c)
	}
	for _, p := range ev.prs {
		out = append(out, "pull request "+p)
	}
	for _, t := range ev.tests {
		out = append(out, "test "+t)
	}
	if ev.from > 0 && ev.to >= ev.from {
		out = append(out, fmt.Sprintf("line N for a source line %d-%d", ev.from, ev.to))
	}
	return out
}

// cites reports whether text names a piece of the evidence: a commit (by
// a prefix of at least 7 digits of one), a pull request, a test, or a line
// of the source window.
func (ev evidence) cites(text string) bool {
	for _, m := range evCommitRE.FindAllStringSubmatch(text, -1) {
		for _, c := range ev.commits {
			if strings.HasPrefix(c, m[1]) || strings.HasPrefix(m[1], c) {
				return true
			}
		}
	}
	for _, p := range ev.prs {
		if strings.Contains(text, p) && !strings.Contains(text, p+"0") && regexp.MustCompile(regexp.QuoteMeta(p)+`\b`).MatchString(text) {
			return true
		}
	}
	for _, t := range ev.tests {
		if strings.Contains(text, t) {
			return true
		}
	}
	for _, m := range citeLineRE.FindAllStringSubmatch(text, -1) {
		if n, err := strconv.Atoi(m[1]); err == nil && n >= ev.from && n <= ev.to && ev.from > 0 {
			return true
		}
	}
	return false
}

// sentences splits text at ". " into sentences, each keeping its stop.
func sentences(text string) []string {
	var out []string
	for _, s := range regexp.MustCompile(`(?:[.!?])\s+`).Split(strings.TrimSpace(text), -1) {
		if s = strings.TrimSpace(s); s != "" {
			if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
				s += "."
			}
			out = append(out, s)
		}
	}
	return out
}
