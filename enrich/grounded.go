package enrich

import (
	"fmt"
	"path"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// The grounded fields: solutions, validationCode, typeGuard, tags and
// backgroundTag, each read off the guard of the site, its enclosing
// function and its place in the tree. Every solution names the guard it
// comes from; a field with nothing to read stays null.

// part is one conjunct of the condition under which a site is reached:
// reach is the conjunct, accept its negation (what a caller must make true
// to avoid the site along this path).
type part struct {
	reach, accept string
}

// reachParts returns the conjuncts of the condition that reaches s, in
// source order (outermost first, the site's own test last).
func reachParts(s *extract.Site, l string) []part {
	g := strings.TrimSpace(s.Context.Guard)
	if g == "" {
		return nil
	}
	if s.Context.Negated {
		return []part{{reach: negate(g, l), accept: g}}
	}
	var out []part
	for _, p := range parseCond(g, l).splitTop("and") {
		c := parseCond(p, l).strip()
		out = append(out, part{reach: c.src, accept: negate(c.src, l)})
	}
	return out
}

// shape is what one reaching conjunct tests.
type shape struct {
	kind    string   // a backgroundTag of the vocabulary, "" when unrecognised
	subject string   // the tested expression
	values  []string // accepted (membership) or the rejected values
	reject  bool     // values are the rejected ones
	types   []string // accepted types of a type check
	bound   string   // the literal side of a comparison
	coll    string   // the collection a membership test names, when not a literal
	from    string   // where values come from when not the guard itself: "`MODES` (a.py:3)"
}

// classify returns the shape of the reaching conjunct reach.
func classify(reach, l string) shape {
	c := parseCond(reach, l).strip()
	if !c.ok {
		return shape{}
	}
	if in, ok := c.negation(); ok {
		return classifyFalse(in, l)
	}
	if lhs, op, rhs, ok := c.compare(); ok {
		return classifyCompare(lhs, op, rhs, l)
	}
	if l != langPython && strings.HasPrefix(c.src, "!") {
		return shape{}
	}
	// A bare truthy operand reaching the site.
	switch {
	case isMethodCall(c, "is_none"):
		return shape{kind: "none-check", subject: receiver(c)}
	case isMethodCall(c, "is_empty"):
		return shape{kind: "emptiness-check", subject: receiver(c)}
	case stateAttr(c):
		return shape{kind: "state-check", subject: c.src}
	case c.primary() && endsWithCall(c):
		return shape{kind: "predicate-check", subject: c.src}
	}
	return shape{}
}

// classifyFalse returns the shape of a conjunct that reaches the site when
// in is false: not isinstance(x, T), not x, !x.includes(v), not f(x).
func classifyFalse(in *cond, l string) shape {
	if name, args, ok := call(in); ok {
		switch {
		case (name == "isinstance" || name == "issubclass") && len(args) == 2 && l == langPython:
			return shape{kind: "type-validation", subject: args[0], types: typeList(args[1], l)}
		case name == "hasattr" && len(args) == 2:
			return shape{kind: "attribute-check", subject: args[0] + "." + unquote(args[1])}
		}
	}
	if recv, args, ok := methodCall(in, "includes", "contains", "contains_key", "has", "containsKey"); ok && len(args) == 1 {
		vals := literalElems(recv, l)
		return shape{kind: "membership-validation", subject: args[0], values: vals, coll: recv}
	}
	if subj, ok := chainRange(in); ok {
		return shape{kind: "range-validation", subject: subj}
	}
	if recv, _, ok := methodCall(in, "is_some", "is_ok"); ok {
		return shape{kind: "none-check", subject: recv}
	}
	if l == langJS || l == langJava {
		if lhs, op, rhs, ok := parseCond(in.src, l).compare(); ok && op == "instanceof" {
			return shape{kind: "type-validation", subject: lhs, types: []string{rhs}}
		}
		if lhs, op, rhs, ok := instanceOf(in); ok && op == "instanceof" {
			return shape{kind: "type-validation", subject: lhs, types: []string{rhs}}
		}
	}
	switch {
	case stateAttr(in):
		return shape{kind: "state-check", subject: in.src}
	case in.primary() && endsWithCall(in):
		return shape{kind: "predicate-check", subject: in.src}
	case in.primary():
		return shape{kind: "falsy-check", subject: in.src}
	}
	return shape{}
}

// chainRange returns the middle operand of a chained range test
// "lo < x <= hi" (Python).
func chainRange(c *cond) (string, bool) {
	if c.lang != langPython || !c.ok {
		return "", false
	}
	var at []int
	mixed := false
	c.walk(func(i int, t token, depth int) bool {
		if depth != 0 {
			return true
		}
		switch t.text {
		case "<", "<=", ">", ">=":
			at = append(at, i)
		case "and", "or", "not", "in", "is", "==", "!=":
			mixed = true
		}
		return !mixed
	})
	if mixed {
		return "", false
	}
	if len(at) != 2 || at[0] == 0 || at[1] == at[0]+1 || at[1] == len(c.toks)-1 {
		return "", false
	}
	return c.text(at[0]+1, at[1]), true
}

// instanceOf splits "x instanceof T", which compare does not treat as a
// comparison.
func instanceOf(c *cond) (lhs, op, rhs string, ok bool) {
	for i, t := range c.toks {
		if t.kind == tName && t.text == "instanceof" && i > 0 && i+1 < len(c.toks) {
			return c.text(0, i), "instanceof", c.text(i+1, len(c.toks)), true
		}
	}
	return "", "", "", false
}

func classifyCompare(lhs, op, rhs, l string) shape {
	switch op {
	case "in", "not in":
		vals := literalElems(rhs, l)
		return shape{kind: "membership-validation", subject: lhs, values: vals, reject: op == "in", coll: rhs}
	case "is", "is not", "==", "!=", "===", "!==":
		nullish := func(s string) bool {
			return s == "None" || s == "nil" || s == "null" || s == "undefined"
		}
		if nullish(rhs) || nullish(lhs) {
			subj := lhs
			if nullish(lhs) {
				subj = rhs
			}
			if op == "is" || op == "==" || op == "===" {
				return shape{kind: "none-check", subject: subj}
			}
			return shape{kind: "state-check", subject: subj}
		}
		if typeofCheck(lhs) {
			return shape{kind: "type-validation", subject: strings.TrimSpace(strings.TrimPrefix(lhs, "typeof")), types: []string{unquote(rhs)}}
		}
		if strings.HasPrefix(lhs, "type(") && l == langPython && (op == "is not" || op == "!=") {
			return shape{kind: "type-validation", subject: strings.TrimSuffix(strings.TrimPrefix(lhs, "type("), ")"), types: []string{rhs}}
		}
		lc, rc := isCount(lhs, l), isCount(rhs, l)
		lit := isLiteral(rhs, l)
		switch {
		case isLen(lhs, l) && isZero(rhs) && (op == "==" || op == "==="):
			return shape{kind: "emptiness-check", subject: lenArg(lhs, l)}
		case lc && !lit || rc && !isLiteral(lhs, l):
			return shape{kind: "count-mismatch-validation", subject: lhs}
		case isLen(lhs, l):
			return shape{kind: "length-validation", subject: lhs, bound: rhs}
		case lit && (op == "!=" || op == "!=="):
			return shape{kind: "value-validation", subject: lhs, values: []string{rhs}}
		case lit:
			return shape{kind: "value-validation", subject: lhs, values: []string{rhs}, reject: true}
		}
		return shape{kind: "mismatch-validation", subject: lhs}
	case "<", "<=", ">", ">=":
		if isLen(lhs, l) && isZero(rhs) && (op == "<=" || op == "<") {
			return shape{kind: "emptiness-check", subject: lhs}
		}
		if isLen(lhs, l) {
			return shape{kind: "length-validation", subject: lhs, bound: rhs}
		}
		return shape{kind: "range-validation", subject: lhs, bound: rhs}
	}
	return shape{}
}

// isLen reports whether e measures a length: len(x), x.len(), x.length,
// x.size(), x.count(), x.numel().
// lenArg returns x for len(x) (Python), else e: what is empty when the
// length is zero.
func lenArg(e, l string) string {
	c := parseCond(e, l).strip()
	if l == langPython && len(c.toks) > 3 && c.toks[0].text == "len" && c.toks[1].text == "(" && c.toks[len(c.toks)-1].text == ")" {
		inner := c.text(2, len(c.toks)-1)
		if parseCond(inner, l).ok && len(parseCond(inner, l).splitTop(",")) == 1 {
			return inner
		}
	}
	return e
}

func isLen(e, l string) bool {
	c := parseCond(e, l)
	if !c.ok || len(c.toks) == 0 {
		return false
	}
	if c.toks[0].text == "len" && len(c.toks) > 1 && c.toks[1].text == "(" {
		return true
	}
	for i, t := range c.toks {
		if t.kind == tName && (t.text == "length" || t.text == "size" || t.text == "len" || t.text == "count" || t.text == "numel") && i > 0 && c.toks[i-1].text == "." {
			return true
		}
	}
	return false
}

// isCount reports whether e counts something: a length (isLen), or a name
// like num_x, n_x, x_count, x_size.
func isCount(e, l string) bool {
	if isLen(e, l) {
		return true
	}
	c := parseCond(e, l)
	if !c.ok || len(c.toks) == 0 {
		return false
	}
	last := c.toks[len(c.toks)-1]
	if last.kind == tName {
		n := strings.ToLower(last.text)
		return strings.HasPrefix(n, "num_") || strings.HasPrefix(n, "n_") || strings.HasSuffix(n, "_count") || strings.HasSuffix(n, "_size") || strings.HasSuffix(n, "_len")
	}
	return false
}

func typeofCheck(e string) bool {
	return strings.HasPrefix(e, "typeof ") || strings.HasPrefix(e, "typeof(")
}

func isZero(s string) bool { return s == "0" }

// isLiteral reports whether e is a literal: a number (signed), a string, a
// constant like None/True/nil.
func isLiteral(e, l string) bool {
	c := parseCond(e, l)
	if !c.ok || len(c.toks) == 0 {
		return false
	}
	ts := c.toks
	if ts[0].text == "-" || ts[0].text == "+" {
		ts = ts[1:]
	}
	if len(ts) != 1 {
		return false
	}
	switch ts[0].kind {
	case tNum, tStr:
		return true
	case tName:
		switch ts[0].text {
		case "None", "True", "False", "true", "false", "nil", "null", "undefined":
			return true
		}
	}
	return false
}

// literalElems returns the elements of a literal tuple, list or set (or
// the keys of a literal dict) written in e, each as written; nil when e is
// not such a literal or holds anything but literals.
func literalElems(e, l string) []string {
	c := parseCond(e, l)
	if !c.ok || len(c.toks) < 2 {
		return nil
	}
	first, last := c.toks[0].text, c.toks[len(c.toks)-1].text
	if !(first == "(" && last == ")" || first == "[" && last == "]" || first == "{" && last == "}") || !c.wrapped() {
		return nil
	}
	inner := strings.TrimSpace(e[c.toks[0].end:c.toks[len(c.toks)-1].pos])
	if inner == "" {
		return nil
	}
	var out []string
	for _, el := range splitTopComma(inner, l) {
		el = strings.TrimSpace(el)
		if el == "" {
			continue
		}
		if first == "{" {
			if k, _, ok := cutTop(el, ":", l); ok {
				el = strings.TrimSpace(k)
			}
		}
		if !isLiteral(el, l) {
			return nil
		}
		out = append(out, el)
	}
	return out
}

// splitTopComma splits s at its top-level commas.
func splitTopComma(s, l string) []string {
	var out []string
	start := 0
	parseCond(s, l).walk(func(_ int, t token, depth int) bool {
		if depth == 0 && t.text == "," {
			out = append(out, s[start:t.pos])
			start = t.end
		}
		return true
	})
	return append(out, s[start:])
}

// cutTop cuts s at its first top-level sep token.
func cutTop(s, sep, l string) (before, after string, ok bool) {
	before = s
	parseCond(s, l).walk(func(_ int, t token, depth int) bool {
		if depth == 0 && t.text == sep {
			before, after, ok = s[:t.pos], s[t.end:], true
		}
		return !ok
	})
	return before, after, ok
}

// call splits c when it is one call of a plain name: "isinstance(x, T)".
func call(c *cond) (name string, args []string, ok bool) {
	if !c.ok || len(c.toks) < 3 || c.toks[0].kind != tName || c.toks[1].text != "(" || c.toks[len(c.toks)-1].text != ")" {
		return "", nil, false
	}
	inner := parseCond(c.src[c.toks[1].pos:], c.lang)
	if !inner.enclosed() {
		return "", nil, false
	}
	body := c.src[c.toks[1].end:c.toks[len(c.toks)-1].pos]
	for _, a := range splitTopComma(body, c.lang) {
		if a = strings.TrimSpace(a); a != "" {
			args = append(args, a)
		}
	}
	return c.toks[0].text, args, true
}

// methodCall splits c when it is recv.m(args) for one of the names ms.
func methodCall(c *cond, ms ...string) (recv string, args []string, ok bool) {
	if !c.ok || len(c.toks) < 4 || c.toks[len(c.toks)-1].text != ")" {
		return "", nil, false
	}
	// find the ( that the last ) closes
	depth := 0
	open := -1
	for i := len(c.toks) - 1; i >= 0; i-- {
		switch c.toks[i].text {
		case ")", "]", "}":
			depth++
		case "(", "[", "{":
			depth--
			if depth == 0 {
				open = i
			}
		}
		if open >= 0 {
			break
		}
	}
	if open < 2 || c.toks[open-1].kind != tName || c.toks[open-2].text != "." && c.toks[open-2].text != "?." {
		return "", nil, false
	}
	if !containsStr(ms, c.toks[open-1].text) {
		return "", nil, false
	}
	recv = c.text(0, open-2)
	body := c.src[c.toks[open].end:c.toks[len(c.toks)-1].pos]
	for _, a := range splitTopComma(body, c.lang) {
		if a = strings.TrimSpace(a); a != "" {
			args = append(args, a)
		}
	}
	return recv, args, recv != ""
}

func isMethodCall(c *cond, m string) bool {
	_, _, ok := methodCall(c, m)
	return ok
}

func receiver(c *cond) string {
	r, _, _ := methodCall(c, "is_none", "is_empty")
	return r
}

// endsWithCall reports whether c ends in a call's closing bracket.
func endsWithCall(c *cond) bool {
	n := len(c.toks)
	if n < 3 || c.toks[n-1].text != ")" {
		return false
	}
	return c.toks[0].kind == tName
}

// stateAttr reports whether c is an attribute of the receiver (self.x,
// this.x, self._closed) read for its truth: the object's state.
func stateAttr(c *cond) bool {
	if !c.ok || len(c.toks) != 3 {
		return false
	}
	return (c.toks[0].text == "self" || c.toks[0].text == "this") && c.toks[1].text == "." && c.toks[2].kind == tName
}

// typeList returns the names a type argument lists: "(A, B)" gives A, B.
func typeList(e, l string) []string {
	c := parseCond(e, l).strip()
	var out []string
	for _, t := range splitTopComma(c.src, l) {
		if t = strings.TrimSpace(t); t != "" {
			out = append(out, t)
		}
	}
	return out
}

func unquote(s string) string {
	if u, err := strconv.Unquote(s); err == nil {
		return u
	}
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return s[1 : len(s)-1]
	}
	return s
}

// siteShape returns the shape of the site's own test, the last reaching
// conjunct, and how many conjuncts it covers: a run of trailing "x != lit"
// conjuncts on one subject (an if/elif chain on x whose else raises)
// becomes one membership test of the accepted literals, its accept text
// the membership in the site's language.
func siteShape(parts []part, l string) (shape, part, int) {
	if len(parts) == 0 {
		return shape{}, part{}, 0
	}
	last := parts[len(parts)-1]
	sh := classify(last.reach, l)
	n := 1
	if sh.kind == "value-validation" && !sh.reject {
		vals := sh.values
		for i := len(parts) - 2; i >= 0; i-- {
			o := classify(parts[i].reach, l)
			// x != "a" (an elif x == "a") or x not in ["b", "c"] (an if
			// x in ["b", "c"]) on the same subject: accepted values too.
			if o.kind != "value-validation" && (o.kind != "membership-validation" || len(o.values) == 0) || o.reject || o.subject != sh.subject {
				break
			}
			vals = append(append([]string(nil), o.values...), vals...)
			n++
		}
		if n > 1 {
			sh = shape{kind: "membership-validation", subject: sh.subject, values: vals}
			switch l {
			case langPython:
				last = part{reach: sh.subject + " not in (" + strings.Join(vals, ", ") + ")", accept: sh.subject + " in (" + strings.Join(vals, ", ") + ")"}
			case langJS:
				last = part{reach: "![" + strings.Join(vals, ", ") + "].includes(" + sh.subject + ")", accept: "[" + strings.Join(vals, ", ") + "].includes(" + sh.subject + ")"}
			default:
				n = 1
			}
		}
	}
	return sh, last, n
}

// solutionsUnder returns solutions for the site's own test, which covers
// the last n of parts, each led by the conditions that come before it on
// the path ("When `a > 0` holds, make sure …"): the advice holds only
// there.
func solutionsUnder(r *catalog.Record, s *extract.Site, fv *funcView, sh shape, parts []part, last part, n int, l string, imported map[string]bool) []string {
	out := ownSolutions(r, s, fv, sh, last, l, imported)
	if len(out) == 0 || len(parts) <= n {
		return out
	}
	var pre []string
	for _, p := range parts[:len(parts)-n] {
		pre = append(pre, conjunct(p.reach, l))
	}
	cond := strings.Join(pre, boolOp("and", l))
	lead := "When " + code(cond) + " holds" + localNoteDefs(fv, s, cond, l, imported) + ", "
	for i, x := range out {
		out[i] = lead + strings.ToLower(x[:1]) + x[1:]
	}
	return out
}

// ownSolutions returns the solutions of the site's own test alone.
func ownSolutions(r *catalog.Record, s *extract.Site, fv *funcView, sh shape, last part, l string, imported map[string]bool) []string {
	at := fmt.Sprintf("(the guard of line %d)", r.LineNumber)
	fn := ""
	if s.Context.Function != "" {
		fn = " before calling " + code(s.Context.Function)
	}
	switch sh.kind {
	case "membership-validation":
		if len(sh.values) == 0 {
			return []string{fmt.Sprintf("Make sure %s holds%s%s %s.", code(last.accept), fn, localNoteDefs(fv, s, last.accept, l, imported), at)}
		}
		note := localNoteDefs(fv, s, sh.subject, l, imported)
		vals := sh.values
		more := ""
		if len(vals) > maxValues {
			vals, more = vals[:maxValues], fmt.Sprintf(" (%d in all)", len(sh.values))
		}
		if sh.from != "" {
			at = fmt.Sprintf("(the guard of line %d tests membership in %s)", r.LineNumber, sh.from)
		}
		if sh.reject {
			return []string{fmt.Sprintf("Do not use %s%s for %s%s %s.", orList(vals), more, code(sh.subject), note, at)}
		}
		return []string{fmt.Sprintf("Use one of %s%s for %s%s %s.", strings.Join(vals, ", "), more, code(sh.subject), note, at)}
	case "value-validation":
		if !plain(sh.subject, l) {
			return []string{fmt.Sprintf("Make sure %s holds%s%s %s.", code(last.accept), fn, localNoteDefs(fv, s, last.accept, l, imported), at)}
		}
		note := localNoteDefs(fv, s, sh.subject, l, imported)
		if sh.reject {
			return []string{fmt.Sprintf("Do not use %s for %s%s %s.", sh.values[0], code(sh.subject), note, at)}
		}
		return []string{fmt.Sprintf("Use %s for %s%s %s.", sh.values[0], code(sh.subject), note, at)}
	case "type-validation":
		if len(sh.types) == 0 {
			return nil
		}
		return []string{fmt.Sprintf("Pass %s as %s%s %s.", code(sh.subject), orCode(sh.types), localNoteDefs(fv, s, sh.subject, l, imported), at)}
	case "none-check":
		return []string{fmt.Sprintf("Make sure %s is set (not %s)%s%s %s.", code(sh.subject), nullName(l), fn, localNoteDefs(fv, s, sh.subject, l, imported), at)}
	case "range-validation", "length-validation", "count-mismatch-validation", "mismatch-validation", "state-check", "predicate-check":
		return []string{fmt.Sprintf("Make sure %s holds%s%s %s.", code(last.accept), fn, localNoteDefs(fv, s, last.accept, l, imported), at)}
	case "emptiness-check":
		return []string{fmt.Sprintf("Make sure %s is not empty%s%s %s.", code(sh.subject), fn, localNoteDefs(fv, s, sh.subject, l, imported), at)}
	case "falsy-check":
		return []string{fmt.Sprintf("Make sure %s is true (not empty, zero, False or None)%s%s %s.", code(sh.subject), fn, localNoteDefs(fv, s, sh.subject, l, imported), at)}
	case "attribute-check":
		return []string{fmt.Sprintf("Pass an object that has %s%s %s.", code(sh.subject), localNoteDefs(fv, s, sh.subject, l, imported), at)}
	}
	return nil
}

// plain reports whether e is a name or an attribute chain (x, self.mode).
func plain(e, l string) bool {
	c := parseCond(e, l)
	if !c.ok {
		return false
	}
	for i, t := range c.toks {
		if i%2 == 0 && t.kind != tName || i%2 == 1 && t.text != "." {
			return false
		}
	}
	return len(c.toks)%2 == 1
}

// localNote returns " (`a` is local to `F`)" naming the names e reads
// that are neither parameters of the site's function, nor its receiver,
// nor imported or bound at module level (the caller cannot set them
// directly), else "".
func localNote(s *extract.Site, e, l string, imported map[string]bool) string {
	return localNoteDefs(nil, s, e, l, imported)
}

// localNoteDefs is localNote that also says what each local stands for
// when r's source window shows its one definition (localDef): " (`a` is
// local to `F`: `a = x.y`, line 12)".
func localNoteDefs(fv *funcView, s *extract.Site, e, l string, imported map[string]bool) string {
	names := localNames(s, e, l, imported)
	if len(names) == 0 {
		return ""
	}
	verb := " is"
	if len(names) > 1 {
		verb = " are"
	}
	var defs []string
	for _, n := range names {
		if d, ok := fv.def(n); ok {
			defs = append(defs, fmt.Sprintf("%s, line %d", code(n+" = "+shorten(d.expr, 160)), d.line))
		}
	}
	note := " (" + joinCode(names) + verb + " local to " + code(s.Context.Function)
	if len(defs) > 0 {
		note += ": " + strings.Join(defs, "; ")
	}
	return note + ")"
}

// localNames returns the names e reads that are neither parameters of the
// site's function, nor its receiver, nor imported or bound at module
// level: the caller cannot set them directly.
func localNames(s *extract.Site, e, l string, imported map[string]bool) []string {
	if s.Context.Params == nil || s.Context.Function == "" {
		return nil
	}
	var names []string
	for _, n := range parseCond(e, l).names(l == langPython && !imported["*"]) {
		if !containsStr(s.Context.Params, n) && (!imported[n] || containsStr(s.Context.Locals, n)) {
			names = append(names, n)
		}
	}
	return names
}

// shorten cuts s to at most n bytes at a rune boundary, marking the cut.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// maxValues bounds the accepted values a solution lists.
const maxValues = 12

// resolveValues fills a membership shape's values from the collection it
// names, when the tree defines it as a literal or an Enum.
func (g *Grounds) resolveValues(sh *shape, p string) {
	if sh.kind != "membership-validation" || sh.values != nil || sh.coll == "" {
		return
	}
	name := sh.coll
	enumOf := ""
	if n, ok := strings.CutSuffix(name, ".__members__"); ok {
		name, enumOf = n, n
	}
	c, where, ok := g.collection(name, p)
	if !ok || c.Kind == "enum" && enumOf == "" && !strings.HasPrefix(name, c.Name) {
		return
	}
	sh.values = c.Values
	if c.Kind == "enum" {
		sh.from = fmt.Sprintf("the members of %s (%s:%d)", code(c.Name), where, c.Line)
	} else {
		sh.from = fmt.Sprintf("%s (%s:%d)", code(sh.coll), where, c.Line)
	}
}

func nullName(l string) string {
	switch l {
	case langGo:
		return "nil"
	case langJS, langJava:
		return "null"
	case langRust:
		return "None"
	}
	return "None"
}

func orList(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

func orCode(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = code(x)
	}
	return orList(q)
}

// typeGuard returns the accepted type check as an expression of the
// site's language, for a type-validation test.
func typeGuard(sh shape, last part) string {
	if sh.kind != "type-validation" || len(sh.types) == 0 {
		return ""
	}
	return last.accept
}

// backgroundTag returns the vocabulary tag of the site: not-implemented
// for the classes that say so, else the shape of its own test, else
// exception-translation for a raise in a handler, else assertion for an
// assert.
func backgroundTag(class string, s *extract.Site, sh shape) string {
	if notImplRE.MatchString(class) || s.Kind == "panic" && (s.Class == "todo!" || s.Class == "unimplemented!") {
		return "not-implemented"
	}
	switch {
	case sh.kind != "":
		return sh.kind
	case s.Context.Handler != "" && ownTest(&extract.Site{Context: extract.Context{Comments: s.Context.Comments}}):
		return "exception-translation"
	case s.Kind == "assert":
		return "assertion"
	}
	return ""
}

// genericDirs are directory names that say nothing about a topic.
var genericDirs = set("src", "lib", "libs", "python", "py", "test", "tests", "testing", "utils", "util", "common", "core",
	"internal", "pkg", "cmd", "impl", "base", "main", "app", "include", "helpers", "misc", "tools", "scripts", "examples",
	"example", "js", "ts", "java", "go", "rust", "csrc", "srcs", "dist", "build", "vendor", "third_party", "__pycache__")

// pathTags returns the topic tags of the file at p: its directory names,
// kebab-cased, leaving out generic names and directories too broad to be a
// topic.
func (g *Grounds) pathTags(p string) []string {
	var dirs []string
	for d := path.Dir(p); d != "." && d != "/" && d != ""; d = path.Dir(d) {
		if g != nil && g.broad[d] {
			break
		}
		dirs = append(dirs, path.Base(d))
	}
	var out []string
	for i := len(dirs) - 1; i >= 0; i-- {
		name := dirs[i]
		if genericDirs[strings.ToLower(name)] || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
			continue
		}
		if t := kebab(name); t != "" && !containsStr(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// classOf returns the enclosing class (or type) of a qualified function
// name: "MoriKVManager" for "MoriKVManager.send_state", "" for a plain
// function.
func classOf(fn string) string {
	i := strings.LastIndexAny(fn, ".:")
	if i <= 0 {
		return ""
	}
	c := strings.TrimRight(fn[:i], ".:")
	if j := strings.LastIndexAny(c, ".:"); j >= 0 {
		c = c[j+1:]
	}
	c = strings.Trim(c, "*()& ")
	if c == "" || !unicode.IsUpper(rune(c[0])) {
		return ""
	}
	return c
}

// kebab returns s in lower-case kebab form: "MoriKVManager" gives
// "mori-kv-manager", "state_transfer" gives "state-transfer"; "" when s
// holds nothing but punctuation.
func kebab(s string) string {
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case unicode.IsUpper(r):
			if i > 0 && (unicode.IsLower(rs[i-1]) || unicode.IsDigit(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
				b.WriteByte('-')
			}
			b.WriteRune(unicode.ToLower(r))
		case unicode.IsLower(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		default:
			if b.Len() > 0 && !strings.HasSuffix(b.String(), "-") {
				b.WriteByte('-')
			}
		}
	}
	return strings.Trim(b.String(), "-")
}
