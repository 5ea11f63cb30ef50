package enrich

import (
	"fmt"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/lazyre"
)

// maxAncestry bounds the walk up a class hierarchy (and breaks cycles).
const maxAncestry = 8

// Offline fills the explanatory fields of r from the code around site s
// and the repository evidence in g (nil: none): documentation,
// triggerScenarios and handlingStrategy restate the guard, handler and
// class; solutions, validationCode, typeGuard, tags and backgroundTag are
// read off the guard's shape, the function and the path (see grounded.go);
// a "base:X" tag names each ancestor of r's class that the tree defines in
// r's language. Fields it cannot ground in the code stay null; fields that
// are already set are kept.
func Offline(r *catalog.Record, s *extract.Site, g *Grounds) {
	class := r.ErrorClass
	if r.ErrorType == "log" {
		class = "" // a log record's errorClass is the logger's name
	}
	chain, defined := g.Ancestry(class, r.FilePath)
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
	l := lang(r.FilePath)
	s = callerSite(s, r, l)
	var parts []part
	if ownTest(s) {
		parts = reachParts(s, l)
	}
	sh, last, n := siteShape(parts, l)
	g.resolveValues(&sh, r.FilePath)
	imported := g.importedSet(r.FilePath)
	// Advice and checks come only from a guard that is the whole
	// condition: one that leaves a condition out would ask for more than
	// the site needs (a check that rejects valid input), or invert it;
	// nor from one that reads a field the function itself assigns above
	// the site (conn.cert_file = …, args.index += 1): the caller's value
	// is not the one tested.
	callerState := len(parts) == 0 || !assignsAbove(r, s.Context.Guard, l)
	var fv *funcView
	if whole(s) && (r.Solutions == nil || r.ValidationCode == nil) {
		fv = newFuncView(r, s, l)
	}
	if r.Solutions == nil && whole(s) && callerState {
		r.Solutions = solutionsUnder(r, s, fv, sh, parts, last, n, l, imported)
	}
	if r.ValidationCode == nil && r.ErrorType != "log" && r.ErrorType != "warning" && whole(s) && callerState {
		if v := validationCode(r, s, fv, parts, last, n, l, imported); v != "" {
			r.ValidationCode = &v
		}
	}
	if r.TypeGuard == nil && callerState {
		if t := typeGuard(sh, last); t != "" {
			r.TypeGuard = &t
		}
	}
	if r.TryCatchPattern == nil {
		if t := g.tryCatch(class, chain, s, r.FilePath); t != "" {
			r.TryCatchPattern = &t
		}
	}
	if r.BackgroundTag == nil {
		tagShape := sh
		if !whole(s) {
			tagShape = shape{} // the guard's last test may not be the site's own
		}
		if t := backgroundTag(class, s, tagShape); t != "" {
			r.BackgroundTag = &t
		}
	}
	if r.Tags == nil {
		r.Tags = g.pathTags(r.FilePath)
		if c := classOf(s.Context.Function); c != "" {
			if t := kebab(c); t != "" && !containsStr(r.Tags, t) {
				r.Tags = append(r.Tags, t)
			}
		}
		for _, b := range chain {
			r.Tags = append(r.Tags, "base:"+b)
		}
	}
}

// callerSite returns s with the parameters its function binds again
// before the site left out of Context.Params: the guard reads the new
// value, not the caller's (value = value.lower() above a test of value).
// Python's extractor lists them among Context.Locals, and the source
// window shows whether a binding is above the site (pyRebound); for Rust a
// let of the name above the site in an enclosing block (rebound) says so.
func callerSite(s *extract.Site, r *catalog.Record, l string) *extract.Site {
	var out *extract.Site
	for i, p := range s.Context.Params {
		if p == "" || i == 0 && (p == "self" || p == "cls") {
			continue
		}
		if containsStr(s.Context.Locals, p) && pyRebound(r, s, p) || l == langRust && rebound(r, p) {
			if out == nil {
				c := *s
				c.Context.Params = append([]string(nil), s.Context.Params...)
				out = &c
			}
			out.Context.Params[i] = ""
			out.Context.Locals = append(append([]string(nil), out.Context.Locals...), p)
		}
	}
	if out == nil {
		return s
	}
	return out
}

// ownTest reports whether the last condition of s's guard is the test
// that raises: not when the site is a call of a helper that raises (the
// helper's own test decides; the extractor notes "raised through f()"),
// nor when it is in an exception handler (the exception decides; the guard
// only says which branch holds the handler, or lies inside it — the
// context does not tell which). Such sites get no solutions,
// validationCode, typeGuard or shape tag from the guard.
//
// Nor when the site turns the failure of a call into its error
// (Context.Fails: Rust's map_err, ok_or, expect), or builds its error
// through a helper ("built by f()"): the call's failure decides.
func ownTest(s *extract.Site) bool {
	if s.Context.Handler != "" || s.Context.Fails != "" {
		return false
	}
	for _, c := range s.Context.Comments {
		if strings.HasPrefix(c, "raised through ") || strings.HasPrefix(c, "logged through ") || strings.HasPrefix(c, "built by ") {
			return false
		}
	}
	return true
}

// whole reports whether the guard of s is the whole condition under which
// the site is reached, its last conjunct the site's own test: the
// extractor left no condition out (Context.Partial) and ownTest holds.
// Only then are solutions and validationCode written from it.
func whole(s *extract.Site) bool {
	return ownTest(s) && !s.Context.Partial
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
	case "display", "method":
		// A Display impl or an Error() method writes the message of a
		// value made elsewhere; it raises nothing.
		what, verb = "The message of "+what, "is written"
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

// guardText describes the condition that leads to the site: the call
// whose failure it reports, then the guard, which is said to be only part
// of the condition when it is not the whole of it (whole).
func guardText(s *extract.Site) string {
	var out []string
	if f := s.Context.Fails; f != "" {
		switch s.Kind {
		case "ok_or":
			out = append(out, code(f)+" is None")
		case "map_err":
			out = append(out, code(f)+" returns an error")
		default:
			out = append(out, code(f)+" fails")
		}
	}
	if g := s.Context.Guard; g != "" {
		t := code(g) + " holds"
		switch {
		case s.Kind == "assert" && s.Context.Negated:
			t = code(g) + " does not hold"
		case s.Context.Negated:
			t = code(g) + " is false"
		}
		if s.Context.Partial || !ownTest(s) && s.Context.Fails == "" && s.Context.Handler == "" {
			t += " (among other conditions on the way)"
		}
		out = append(out, t)
	}
	return strings.Join(out, " and ")
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
	if len(parts) == 0 || len(parts) == 1 && c.Function != "" && c.Guard == "" && c.Handler == "" && c.Fails == "" {
		return "" // "f is called" alone says nothing
	}
	return strings.Join(parts, " and ") + "."
}

var (
	retryRE    = lazyre.New(`(?i)timeout|timedout|connection|unavailable|temporar|busy|retry|throttl|ratelimit`)
	notImplRE  = lazyre.New(`NotImplemented`)
	validateRE = lazyre.New(`(?i)value|type|key|index|argument|config|invalid|assertion|lookup|range`)
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
