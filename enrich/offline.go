package enrich

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// maxAncestry bounds the walk up a class hierarchy (and breaks cycles).
const maxAncestry = 8

// Offline fills documentation, triggerScenarios and handlingStrategy of r
// from the code around site s, and adds a "base:X" tag for each ancestor of
// r's class that the scanned tree defines (classes maps class names to their
// definitions). Fields it cannot ground in the code stay null; fields that
// are already set are kept.
func Offline(r *catalog.Record, s *extract.Site, classes map[string]extract.ClassDef) {
	class := r.ErrorClass
	if r.ErrorType == "log" {
		class = "" // a log record's errorClass is the logger's name
	}
	chain, defined := Ancestry(class, classes)
	if r.Documentation == nil {
		if d := documentation(r, s, chain, defined); d != "" {
			r.Documentation = &d
		}
	}
	if r.TriggerScenarios == nil {
		if t := trigger(s); t != "" {
			r.TriggerScenarios = &t
		}
	}
	if r.HandlingStrategy == nil {
		if h := strategy(class, chain, s); h != "" {
			r.HandlingStrategy = &h
		}
	}
	if len(chain) > 0 && r.Tags == nil {
		for _, b := range chain {
			r.Tags = append(r.Tags, "base:"+b)
		}
	}
}

// Ancestry returns the base classes of class, nearest first, following
// definitions found in the scanned tree; defined is the definition of class
// itself when the tree has one. Names are matched on their last dotted part.
func Ancestry(class string, classes map[string]extract.ClassDef) (chain []string, defined *extract.ClassDef) {
	seen := map[string]bool{}
	queue := []string{short(class)}
	for len(queue) > 0 && len(chain) < maxAncestry {
		name := queue[0]
		queue = queue[1:]
		def, ok := classes[name]
		if !ok || seen[name] {
			continue
		}
		seen[name] = true
		if defined == nil && name == short(class) {
			d := def
			defined = &d
		}
		for _, b := range def.Bases {
			if !seen[short(b)] && !slices.Contains(chain, b) {
				chain = append(chain, b)
				queue = append(queue, short(b))
			}
		}
	}
	return chain, defined
}

func short(name string) string {
	name = strings.TrimSpace(name)
	if i := strings.LastIndexAny(name, ".:"); i >= 0 {
		return name[i+1:]
	}
	return name
}

func code(s string) string { return "`" + s + "`" }

func documentation(r *catalog.Record, s *extract.Site, chain []string, def *extract.ClassDef) string {
	c := &s.Context
	var b strings.Builder
	what := r.ErrorClass
	if what == "" {
		what = "An error"
	} else {
		what = code(what)
	}
	where := fmt.Sprintf("%s:%d", r.FilePath, r.LineNumber)
	if c.Function != "" {
		where = code(c.Function) + " (" + where + ")"
	}
	verb := "is raised"
	switch s.Kind {
	case "log":
		what = "A log message at level " + strings.ToUpper(r.Severity)
		if r.ErrorClass != "" {
			what += " of logger " + code(r.ErrorClass)
		}
		verb = "is logged"
	case "warn":
		verb = "is issued as a warning"
	case "assert":
		verb = "is raised by a failing assert"
	case "throw":
		verb = "is thrown"
	case "panic":
		verb = "is a panic"
	case "errorf", "return", "response":
		verb = "is returned"
	}
	fmt.Fprintf(&b, "%s %s in %s", what, verb, where)
	if g := guardText(s); g != "" {
		fmt.Fprintf(&b, " when %s", g)
	}
	if c.Handler != "" {
		fmt.Fprintf(&b, ", while handling %s", code(c.Handler))
	}
	if c.Cause != "" && c.Cause != "None" {
		fmt.Fprintf(&b, ", chained from %s", code(c.Cause))
	}
	b.WriteString(".")
	if def != nil {
		fmt.Fprintf(&b, " %s is defined in this codebase", code(def.Name))
		if def.Path != "" {
			fmt.Fprintf(&b, " (%s:%d)", def.Path, def.Line)
		}
		if len(chain) > 0 {
			fmt.Fprintf(&b, "; it derives from %s", joinCode(chain))
		}
		b.WriteString(".")
	}
	if d := firstSentence(c.Docstring); d != "" {
		fmt.Fprintf(&b, " The enclosing function's documentation: %q", d)
	}
	if len(c.Comments) > 0 {
		fmt.Fprintf(&b, " Comment at the site: %q", strings.Join(c.Comments, " "))
	}
	return b.String()
}

// guardText describes the condition that leads to the site.
func guardText(s *extract.Site) string {
	g := s.Context.Guard
	if g == "" {
		return ""
	}
	if s.Kind == "assert" {
		return code(g) + " does not hold"
	}
	if s.Context.Negated {
		return code(g) + " is false"
	}
	return code(g) + " holds"
}

func trigger(s *extract.Site) string {
	c := &s.Context
	var parts []string
	if c.Function != "" {
		parts = append(parts, code(c.Function)+" is called")
	}
	if g := guardText(s); g != "" {
		parts = append(parts, g)
	}
	if c.Handler != "" {
		parts = append(parts, "an exception caught by "+code(c.Handler)+" occurs")
	}
	if len(parts) == 0 || len(parts) == 1 && c.Function != "" && c.Guard == "" && c.Handler == "" {
		return "" // "f is called" alone says nothing
	}
	return strings.Join(parts, " and ") + "."
}

var (
	retryRE    = regexp.MustCompile(`(?i)timeout|timedout|connection|unavailable|temporar|busy|retry|throttl|ratelimit`)
	notImplRE  = regexp.MustCompile(`NotImplemented`)
	validateRE = regexp.MustCompile(`(?i)value|type|key|index|argument|config|invalid|assertion|lookup|range`)
)

// strategy names how a caller should deal with the error, from a small
// vocabulary: validation (check inputs before the call), retry (transient
// condition), not-implemented (feature missing on this path), propagate
// (raised while handling another error; fix the original one).
func strategy(class string, chain []string, s *extract.Site) string {
	all := append([]string{class}, chain...)
	for _, c := range all {
		if notImplRE.MatchString(c) {
			return "not-implemented"
		}
	}
	for _, c := range all {
		if retryRE.MatchString(c) {
			return "retry"
		}
	}
	switch {
	case s.Kind == "assert" || s.Context.Guard != "":
		return "validation"
	case s.Context.Handler != "":
		return "propagate"
	}
	for _, c := range all {
		if validateRE.MatchString(c) {
			return "validation"
		}
	}
	return ""
}

func joinCode(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = code(x)
	}
	return strings.Join(q, ", ")
}

// firstSentence returns the first sentence of a docstring, bounded.
func firstSentence(d string) string {
	d = strings.TrimSpace(d)
	if i := strings.Index(d, ". "); i >= 0 {
		d = d[:i+1]
	}
	if len(d) > 300 {
		d = d[:300] + "…"
	}
	return d
}
