package enrich

import (
	"fmt"
	"maps"
	"path"
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/parallel"
	"github.com/errdex/errdex/match"
)

// Tests that expect an error. The extractors report every expectation
// (pytest.raises, assertRaises, …) as an extract.Expect; Triggers matches
// each to the records it expects and says so in their triggerScenarios.
//
// An expectation matches a record of the test's language whose class is
// the expected one or derives from it, when
//   - its expected message, read as a whole message "Class: text", is
//     explained by the record with the matcher explain uses (match.Index);
//   - or else the expected text (for a regular expression, its longest
//     literal run of at least minFragment bytes) occurs in the record's
//     literal text, and a regular expression matches that text with its
//     holes filled by one of a few stand-in values;
//   - or, when it names no message, the record is in the function the test
//     calls (the last name of the callee) and is the only record of that
//     class there.

// minFragment is the shortest literal piece of an expected pattern that
// is trusted to pick a record by containment.
const minFragment = 6

// maxTriggers bounds the tests named in one record's triggerScenarios.
const maxTriggers = 3

type expectAt struct {
	path string
	e    extract.Expect
}

// Coverage is what Triggers found.
type Coverage struct {
	Expects   int // expectations read from test files
	Matched   int // expectations matched to at least one record
	Sites     int // error sites outside test files
	Triggered int // of those, the ones some test triggers
	// Untested are the indexes (in the records given to Triggers) of the
	// error sites outside test files that no test triggers.
	Untested []int
}

// Triggers matches the test expectations g holds to recs (sites[i] is the
// site of recs[i]) and appends to each matched record's triggerScenarios
// the tests that trigger it. A record whose triggerScenarios was set by
// someone other than Offline is left alone.
func (g *Grounds) Triggers(recs []catalog.Record, sites []*extract.Site) Coverage {
	var cov Coverage
	if g == nil {
		return cov
	}
	cov.Expects = len(g.expects)
	byClass := map[string][]int{} // language + short class name → records of it or a subclass
	byID := map[string]int{}
	inTest := make([]bool, len(recs))
	byFunc := map[string][]int{} // a function's last name (a class's for __init__) → its records
	langs := make([]string, len(recs))
	for i := range recs {
		r := &recs[i]
		byID[r.ID] = i
		if i > 0 && r.FilePath == recs[i-1].FilePath { // records come file by file
			inTest[i], langs[i] = inTest[i-1], langs[i-1]
		} else {
			inTest[i], langs[i] = isTestPath(r.FilePath), lang(r.FilePath)
		}
		if fn := sites[i].Context.Function; fn != "" && !inTest[i] {
			byFunc[funcName(fn)] = append(byFunc[funcName(fn)], i)
		}
		if r.ErrorClass == "" || r.ErrorType == "log" || inTest[i] {
			continue
		}
		l := langs[i]
		byClass[l+"\x00"+short(r.ErrorClass)] = append(byClass[l+"\x00"+short(r.ErrorClass)], i)
		chain, _ := g.Ancestry(r.ErrorClass, r.FilePath)
		for _, b := range chain {
			byClass[l+"\x00"+short(b)] = append(byClass[l+"\x00"+short(b)], i)
		}
	}
	// The records each expectation may pick by class (nil: any), shared by
	// the expectations of one language and classes.
	cands := make([]map[int]bool, len(g.expects))
	candLists := make([][]int, len(g.expects)) // each cand's records in order
	byClasses := map[string]map[int]bool{}
	byClassesList := map[string][]int{}
	var ix *match.Index
	var lits []string // literalText of each record, made when a test expects a message
	for k, x := range g.expects {
		l := lang(x.path)
		key := l
		for _, c := range x.e.Classes {
			key += "\x00" + short(c)
		}
		cand, seen := byClasses[key]
		if !seen {
			cand = map[int]bool{}
			if len(x.e.Classes) == 0 {
				cand = nil // any error: the message must decide
			}
			for _, c := range x.e.Classes {
				for _, i := range byClass[l+"\x00"+short(c)] {
					cand[i] = true
				}
				if short(c) == "Exception" || short(c) == "BaseException" {
					cand = nil // any error: the message must decide
					break
				}
			}
			byClasses[key] = cand
			if cand != nil {
				byClassesList[key] = slices.Sorted(maps.Keys(cand))
			}
		}
		cands[k], candLists[k] = cand, byClassesList[key]
		if x.e.Match != "" && ix == nil {
			ix, _ = match.New(recs, match.Options{})
			lits = make([]string, len(recs))
			for i := range recs {
				lits[i] = literalText(recs[i].ErrorMessage)
			}
		}
	}
	gots := make([][]int, len(g.expects))
	parallel.For(len(g.expects), 0, func(k int) { // all of it only read
		x, cand, candList := g.expects[k], cands[k], candLists[k]
		var got []int
		switch {
		case x.e.Match != "":
			got = matchMessage(ix, byID, recs, langs, lits, inTest, x.e, cand, candList, lang(x.path))
			got = preferCallee(got, x.e.Callee, sites)
		case x.e.Callee != "" && cand != nil:
			got = inCallee(cand, byFunc[lastPart(x.e.Callee)])
			if len(got) == 1 && !canReach(x.e.Call, sites[got[0]]) {
				got = nil
			}
		}
		gots[k] = got
	})
	hits := map[int][]string{}
	for k, x := range g.expects {
		if len(gots[k]) == 0 {
			continue
		}
		cov.Matched++
		for _, i := range gots[k] {
			hits[i] = append(hits[i], triggerSentence(x))
		}
	}
	for i := range recs {
		r := &recs[i]
		if inTest[i] || r.ErrorType == "log" || r.ErrorType == "warning" {
			continue
		}
		cov.Sites++
		hs := hits[i]
		if len(hs) == 0 {
			cov.Untested = append(cov.Untested, i)
			continue
		}
		cov.Triggered++
		sort.Strings(hs)
		hs = dedup(hs)
		text := strings.Join(hs[:min(len(hs), maxTriggers)], " ")
		if len(hs) > maxTriggers {
			text += fmt.Sprintf(" (%d more tests.)", len(hs)-maxTriggers)
		}
		if r.TriggerScenarios == nil {
			r.TriggerScenarios = &text
		} else {
			r.TriggerScenarios = catalog.Str(*r.TriggerScenarios + " " + text)
		}
	}
	return cov
}

func dedup(xs []string) []string {
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// triggerSentence names the test, the call and the expectation.
func triggerSentence(x expectAt) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Triggered in %s::%s", x.path, x.e.Test)
	if x.e.Call != "" {
		fmt.Fprintf(&b, " by %s", code(x.e.Call))
	}
	what := or(strings.Join(x.e.Classes, " or "), "an error")
	if what == "panic" && lang(x.path) == langRust {
		what = "a panic" // #[should_panic]
	}
	fmt.Fprintf(&b, " (line %d expects %s", x.e.Line, what)
	switch {
	case x.e.Match != "" && x.e.Whole:
		fmt.Fprintf(&b, " with the message %q", x.e.Match)
	case x.e.Match != "":
		fmt.Fprintf(&b, " matching %q", x.e.Match)
	}
	b.WriteString(").")
	return b.String()
}

// matchMessage returns the records among cand (nil: any) that the
// expected message of e picks, as the package comment says.
func matchMessage(ix *match.Index, byID map[string]int, recs []catalog.Record, langs, lits []string, inTest []bool, e extract.Expect, cand map[int]bool, candList []int, l string) []int {
	ok := func(i int) bool {
		return !inTest[i] && langs[i] == l && (cand == nil || cand[i])
	}
	lit, whole := e.Match, true
	if e.Regexp {
		lit, whole = regexLiteral(e.Match)
	}
	var out []int
	if whole && lit != "" && ix != nil {
		text := lit
		if l == langPython {
			class := "Exception"
			if len(e.Classes) == 1 {
				class = short(e.Classes[0])
			}
			text = class + ": " + lit
		}
		for _, res := range ix.Explain(text) {
			if i, found := byID[res.Record.ID]; found && ok(i) && res.Offset == 0 {
				out = append(out, i)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if len(lit) < minFragment {
		return nil
	}
	var re *regexp.Regexp
	if e.Regexp && !whole {
		var err error
		if re, err = regexp.Compile(e.Match); err != nil {
			return nil // not RE2: no way to check it
		}
	}
	if cand != nil { // the candidates alone, in the same order
		for _, i := range candList {
			if ok(i) && strings.Contains(lits[i], lit) && (re == nil || canMatch(re, lits[i])) {
				out = append(out, i)
			}
		}
	} else {
		for i := range recs {
			if ok(i) && recs[i].ErrorClass != "" && strings.Contains(lits[i], lit) && (re == nil || canMatch(re, lits[i])) {
				out = append(out, i)
			}
		}
	}
	if len(out) > 8 {
		return nil // too common a fragment to say which
	}
	return out
}

// holeStandIns are the values tried for a record's holes when checking
// that a test's regular expression can match one of its messages.
var holeStandIns = []string{"0", "x", "x y", ""}

// canMatch reports whether re matches the literal text lit (holes as NUL)
// with every hole one of holeStandIns.
func canMatch(re *regexp.Regexp, lit string) bool {
	for _, v := range holeStandIns {
		if re.MatchString(strings.ReplaceAll(lit, "\x00", v)) {
			return true
		}
	}
	return false
}

// literalText returns the literal text of an errorMessage template, holes
// as NUL (so that no expected fragment spans one).
func literalText(msg string) string {
	var b strings.Builder
	depth := 0
	for i := 0; i < len(msg); i++ {
		c := msg[i]
		switch {
		case (c == '{' || c == '}') && i+1 < len(msg) && msg[i+1] == c && depth == 0:
			b.WriteByte(c)
			i++
		case c == '{':
			if depth == 0 {
				b.WriteByte(0)
			}
			depth++
		case c == '}' && depth > 0:
			depth--
		case depth == 0:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// regexLiteral returns the literal text a regular expression (Python re,
// read as Go RE2) requires: the whole of it when it is nothing but
// literals (whole), else its longest literal run.
func regexLiteral(re string) (lit string, whole bool) {
	p, err := syntax.Parse(re, syntax.Perl)
	if err != nil {
		return "", false
	}
	p = p.Simplify()
	var best string
	var walk func(n *syntax.Regexp, top bool) bool
	walk = func(n *syntax.Regexp, top bool) bool {
		switch n.Op {
		case syntax.OpLiteral:
			if n.Flags&syntax.FoldCase != 0 {
				return false
			}
			s := string(n.Rune)
			if len(s) > len(best) {
				best = s
			}
			return true
		case syntax.OpConcat:
			all := true
			var run strings.Builder
			for _, c := range n.Sub {
				if c.Op == syntax.OpLiteral && c.Flags&syntax.FoldCase == 0 {
					run.WriteString(string(c.Rune))
					if run.Len() > len(best) {
						best = run.String()
					}
					continue
				}
				run.Reset()
				if c.Op == syntax.OpBeginText || c.Op == syntax.OpEndText || c.Op == syntax.OpBeginLine || c.Op == syntax.OpEndLine {
					continue
				}
				walk(c, false)
				all = false
			}
			return all
		case syntax.OpCapture:
			return walk(n.Sub[0], top)
		case syntax.OpEmptyMatch, syntax.OpBeginText, syntax.OpEndText:
			return true
		}
		for _, c := range n.Sub {
			walk(c, false)
		}
		return false
	}
	whole = walk(p, true)
	return best, whole
}

// preferCallee keeps, of several records, those in the called function.
func preferCallee(got []int, callee string, sites []*extract.Site) []int {
	if len(got) < 2 || callee == "" {
		return got
	}
	var in []int
	for _, i := range got {
		if sameFunc(sites[i].Context.Function, callee) {
			in = append(in, i)
		}
	}
	if len(in) > 0 {
		return in
	}
	return got
}

// inCallee returns the one record among cand of those in the called
// function (inFunc); none when that function holds several.
func inCallee(cand map[int]bool, inFunc []int) []int {
	var out []int
	for _, i := range inFunc {
		if cand[i] {
			out = append(out, i)
		}
	}
	if len(out) != 1 {
		return nil
	}
	return out
}

// sameFunc reports whether a qualified function name and a callee as
// written end in the same name ("Conn.send" and "self.conn.send"); a
// class called is its __init__.
func sameFunc(fn, callee string) bool {
	return fn != "" && callee != "" && funcName(fn) == lastPart(callee)
}

// funcName is the name a caller calls a function by: its last part, or
// its class's for an __init__.
func funcName(fn string) string {
	parts := strings.Split(fn, ".")
	if f := parts[len(parts)-1]; f != "__init__" || len(parts) < 2 {
		return f
	}
	return parts[len(parts)-2]
}

// isTestPath is extract.IsTestPath.
func isTestPath(p string) bool { return extract.IsTestPath(p) }

// AddEvidence records the evidence of the file at p.
func (g *Grounds) AddEvidence(p string, ev *extract.Evidence) {
	if ev == nil {
		return
	}
	for _, e := range ev.Expects {
		g.expects = append(g.expects, expectAt{p, e})
	}
	if len(ev.Collections) > 0 {
		m := map[string]extract.Collection{}
		for _, c := range ev.Collections {
			m[c.Name] = c
		}
		g.collections[p] = m
	}
	if len(ev.Imports) > 0 {
		g.imports[p] = ev.Imports
	}
	if len(ev.Globals) > 0 {
		g.globals[p] = ev.Globals
	}
	for _, c := range ev.Catches {
		k := c.Callee[strings.LastIndexByte(c.Callee, '.')+1:]
		g.catches[k] = append(g.catches[k], catchAt{p, c})
	}
}

type catchAt struct {
	path string
	c    extract.Catch
}

// modulePath returns the dotted module a Python file is by its path alone
// ("a/b/c.py" is a.b.c, "a/b/__init__.py" is a.b).
func modulePath(p string) string {
	p = strings.TrimSuffix(p, path.Ext(p))
	p = strings.TrimSuffix(p, "/__init__")
	return strings.ReplaceAll(p, "/", ".")
}

// tryCatch returns how the repository itself handles the error: a handler
// that catches class (or one of its bases, other than the catch-alls)
// around a call of the site's function, in the same language, headed by a
// comment naming where it is. "" when the tree holds none.
func (g *Grounds) tryCatch(class string, chain []string, s *extract.Site, p string) string {
	if g == nil || class == "" || s.Context.Function == "" {
		return ""
	}
	fn := s.Context.Function
	name := fn[strings.LastIndexAny(fn, ".:")+1:]
	if name == "__init__" {
		name = classOf(fn)
	}
	want := map[string]bool{short(class): true}
	for _, b := range chain {
		if sb := short(b); sb != "Exception" && sb != "BaseException" && sb != "object" && sb != "Error" {
			want[sb] = true
		}
	}
	var best *catchAt
	for i := range g.catches[name] {
		c := &g.catches[name][i]
		if lang(c.path) != lang(p) {
			continue
		}
		hit := false
		for _, k := range c.c.Classes {
			hit = hit || want[short(k)]
		}
		// A plain name must be the site's by file or import; a method
		// called on some object only when no other function with sites
		// has its name.
		if !hit || c.path != p && !g.imported(c.path, name, p) && (!strings.Contains(c.c.Callee, ".") || len(g.funcs[lastPart(fn)]) > 1) {
			continue
		}
		if best == nil || isTestPath(best.path) && !isTestPath(c.path) || c.path == p && best.path != p {
			best = c
		}
	}
	if best == nil {
		return ""
	}
	where := best.path + ":" + fmt.Sprint(best.c.Line)
	if best.c.Function != "" {
		where = code(best.c.Function) + " (" + where + ")"
	}
	comment := "#"
	if lang(p) != langPython {
		comment = "//"
	}
	return fmt.Sprintf("%s %s catches %s around %s:\n%s", comment, where, strings.Join(best.c.Classes, ", "), code(best.c.Call), best.c.Code)
}

// imported reports whether the file at from imports name from the module
// that is the file at p.
func (g *Grounds) imported(from, name, p string) bool {
	for _, im := range g.imports[from] {
		if im.As == name && im.Name != "" {
			for _, f := range g.moduleFiles(im.Module, from) {
				if f == p {
					return true
				}
			}
		}
	}
	return false
}

// canReach reports whether a call with no arguments (f()) can run the body
// of the site's function: not when that function takes parameters besides
// its receiver, which the call would have to leave to their defaults
// (unknown here), or which a decorator may take instead (typing's
// @_SpecialForm def TypeAlias(self, parameters) is never run by
// TypeAlias()). Calls with arguments are taken to reach it.
func canReach(call string, s *extract.Site) bool {
	if !strings.HasSuffix(strings.ReplaceAll(call, " ", ""), "()") || s.Context.Params == nil {
		return true
	}
	ps := s.Context.Params
	if len(ps) > 0 && (ps[0] == "self" || ps[0] == "cls") {
		ps = ps[1:]
	}
	return len(ps) == 0
}
