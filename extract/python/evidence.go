package python

import (
	"bytes"
	"sort"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// The evidence a Python file holds for the grounded enricher: tests that
// expect an error (pytest.raises, unittest's assertRaises and
// assertRaisesRegex, as a context manager or with the callable), the
// handlers that catch one around a call, module-level literal collections
// and Enum classes, and the imports that resolve the names of the calls.

// expectNames are the calls that expect an exception.
var expectNames = [][]byte{[]byte("raises"), []byte("assertRaises"), []byte("assertRaisesRegex"), []byte("assertRaisesRegexp"), []byte("failUnlessRaises")}

// evidence fills x.res.Evidence.
func (x *file) evidence(root *tsutil.Node) {
	ev := &extract.Evidence{}
	for _, c := range x.callsOf(root, expectNames) {
		if e, ok := x.expect(c); ok {
			ev.Expects = append(ev.Expects, e)
		}
	}
	if bytes.Contains(x.src, []byte("except")) {
		x.catches(root, ev)
	}
	x.collections(root, ev)
	if len(ev.Expects) > 0 || len(ev.Catches) > 0 || len(x.res.Sites) > 0 {
		ev.Imports = x.imports(root)
	}
	if len(x.res.Sites) > 0 {
		ev.Globals = x.globals(root, nil, 0)
	}
	if len(ev.Expects)+len(ev.Catches)+len(ev.Collections)+len(ev.Imports)+len(ev.Globals) > 0 {
		x.res.Evidence = ev
	}
}

// callsOf returns the calls of the given names (plain or as the attribute
// of a call's function) in source order.
func (x *file) callsOf(root *tsutil.Node, names [][]byte) []*tsutil.Node {
	var out []*tsutil.Node
	for _, pos := range x.wordOffsets(names, true) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.kind(tok) != "identifier" {
			continue
		}
		fn := tok
		if p := x.parent(tok); p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), tok) {
			fn = p
		}
		call := x.parent(fn)
		if call == nil || x.kind(call) != "call" || !same(x.field(call, "function"), fn) {
			continue
		}
		out = append(out, call)
	}
	return out
}

// expect reads one expecting call: pytest.raises(X, match=R) or
// self.assertRaises(X) as a with item, or with the callable and its
// arguments after the class (and, for the Regex forms, the pattern).
func (x *file) expect(call *tsutil.Node) (extract.Expect, bool) {
	fn := x.field(call, "function")
	name := x.text(fn)
	method := lastName(name)
	switch {
	case method == "raises" && (name == "raises" || name == "pytest.raises"):
	case method != "raises" && strings.HasPrefix(name, "self."):
	default:
		return extract.Expect{}, false
	}
	pos, kws, ok := x.arguments(call)
	if !ok || len(pos) == 0 {
		return extract.Expect{}, false
	}
	e := extract.Expect{Line: call.Line(), Test: x.testName(call)}
	e.Classes = x.classList(pos[0])
	if len(e.Classes) == 0 {
		return extract.Expect{}, false
	}
	rest := pos[1:]
	regex := method == "raises" || strings.HasPrefix(method, "assertRaisesRegex")
	if strings.HasPrefix(method, "assertRaisesRegex") {
		if len(rest) == 0 && kws["expected_regex"] == nil {
			return extract.Expect{}, false
		}
		m := kws["expected_regex"]
		if m == nil {
			m, rest = rest[0], rest[1:]
		}
		e.Match, _ = x.plainString(m)
	}
	if m := kws["match"]; m != nil && method == "raises" {
		e.Match, _ = x.plainString(m)
	}
	e.Regexp = regex && e.Match != ""
	if len(rest) > 0 {
		// The callable form: raises(X, f, *args).
		if x.isSplat(rest[0]) {
			return e, true
		}
		e.Callee = x.compact(rest[0])
		var args []string
		for _, a := range rest[1:] {
			args = append(args, x.compact(a))
		}
		var keys []string // in source order: kws is a map
		for k := range kws {
			if k != "match" && k != "msg" && k != "expected_regex" {
				keys = append(keys, k)
			}
		}
		sort.Slice(keys, func(i, j int) bool { return (kws[keys[i]]).StartByte() < (kws[keys[j]]).StartByte() })
		for _, k := range keys {
			args = append(args, k+"="+x.compact(kws[k]))
		}
		e.Call = e.Callee + "(" + strings.Join(args, ", ") + ")"
		return e, true
	}
	// The context-manager form: the first call in the with body.
	if body := x.withBody(call); body != nil {
		if c := x.firstCall(body); c != nil {
			e.Call = oneLine(x.compact(c))
			e.Callee = x.compact(x.field(c, "function"))
		}
	}
	return e, true
}

// classList returns the class names n spells: a name, or a tuple of names.
func (x *file) classList(n *tsutil.Node) []string {
	switch x.kind(n) {
	case "identifier", "attribute":
		return []string{x.text(n)}
	case "tuple", "parenthesized_expression":
		var out []string
		for i := uint(0); i < x.namedChildCount(n); i++ {
			c := x.namedChild(n, i)
			if x.kind(c) != "identifier" && x.kind(c) != "attribute" {
				return nil
			}
			out = append(out, x.text(c))
		}
		return out
	}
	return nil
}

// withBody returns the body of the with statement whose item is call.
func (x *file) withBody(call *tsutil.Node) *tsutil.Node {
	p := x.parent(call)
	for p != nil && (x.kind(p) == "as_pattern" || x.kind(p) == "with_item" || x.kind(p) == "with_clause") {
		p = x.parent(p)
	}
	if p == nil || x.kind(p) != "with_statement" {
		return nil
	}
	return x.field(p, "body")
}

// firstCall returns the call of the first statement in block, skipping
// comments and pass, or nil (see stmtCall).
func (x *file) firstCall(block *tsutil.Node) *tsutil.Node {
	for i := uint(0); i < x.namedChildCount(block); i++ {
		st := x.namedChild(block, i)
		if x.kind(st) == "comment" || x.kind(st) == "pass_statement" {
			continue
		}
		return x.stmtCall(st)
	}
	return nil
}

// stmtCall returns the outermost call of a statement: an expression
// statement's, an assignment's value, a return's value (awaited or
// bracketed too), or nil.
func (x *file) stmtCall(st *tsutil.Node) *tsutil.Node {
	var e *tsutil.Node
	switch x.kind(st) {
	case "expression_statement":
		if x.namedChildCount(st) > 0 {
			e = x.namedChild(st, 0)
			if x.kind(e) == "assignment" || x.kind(e) == "augmented_assignment" {
				e = x.field(e, "right")
			}
		}
	case "return_statement":
		if x.namedChildCount(st) > 0 {
			e = x.namedChild(st, 0)
		}
	}
	for e != nil && (x.kind(e) == "await" || x.kind(e) == "parenthesized_expression") && x.namedChildCount(e) > 0 {
		e = x.namedChild(e, 0)
	}
	if e != nil && x.kind(e) == "call" {
		return e
	}
	return nil
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// testName names the test around n as pytest does: Class::function.
func (x *file) testName(n *tsutil.Node) string {
	var names []string
	for p := x.parent(n); p != nil; p = x.parent(p) {
		if x.kind(p) == "function_definition" || x.kind(p) == "class_definition" {
			names = append(names, x.text(x.field(p, "name")))
		}
	}
	for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
		names[i], names[j] = names[j], names[i]
	}
	return strings.Join(names, "::")
}

// catches records, for each try statement, the calls in its body (direct
// statements only) with the classes its except clauses name.
func (x *file) catches(root *tsutil.Node, ev *extract.Evidence) {
	for _, pos := range x.wordOffsets([][]byte{[]byte("try")}, false) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.isNamed(tok) {
			continue
		}
		try := x.parent(tok)
		if try == nil || x.kind(try) != "try_statement" || try.StartByte() != tok.StartByte() {
			continue
		}
		body := x.field(try, "body")
		if body == nil {
			continue
		}
		var handler *tsutil.Node
		var classes []string
		for i := uint(0); i < x.namedChildCount(try); i++ {
			c := x.namedChild(try, i)
			if x.kind(c) != "except_clause" && x.kind(c) != "except_group_clause" {
				continue
			}
			cs := x.exceptClasses(c)
			if len(cs) == 0 {
				continue
			}
			if handler == nil {
				handler = c
			}
			classes = append(classes, cs...)
		}
		if handler == nil {
			continue
		}
		for i := uint(0); i < x.namedChildCount(body) && i < 8; i++ {
			st := x.namedChild(body, i)
			c := x.stmtCall(st)
			if c == nil {
				continue
			}
			ev.Catches = append(ev.Catches, extract.Catch{
				Function: x.enclosingFunction(try),
				Line:     c.Line(),
				Call:     oneLine(x.compact(c)),
				Callee:   x.compact(x.field(c, "function")),
				Classes:  classes,
				Code:     x.tryCode(try, st, handler),
			})
		}
	}
}

// exceptClasses returns the classes an except clause names; a bare except
// gives BaseException.
func (x *file) exceptClasses(c *tsutil.Node) []string {
	if x.namedChildCount(c) == 0 {
		return []string{"BaseException"}
	}
	v := x.namedChild(c, 0)
	if x.kind(v) == "block" {
		return []string{"BaseException"}
	}
	if x.kind(v) == "as_pattern" && x.namedChildCount(v) > 0 {
		v = x.namedChild(v, 0)
	}
	return x.classList(v)
}

// enclosingFunction names the function around n, qualified by classes.
func (x *file) enclosingFunction(n *tsutil.Node) string {
	return strings.ReplaceAll(x.testName(n), "::", ".")
}

// tryCode cuts the try statement down to the try line, the statement
// holding the call and the handler clause with its first two lines,
// dedented to the try.
func (x *file) tryCode(try, st, handler *tsutil.Node) string {
	line := func(n int) string {
		if n >= 0 && n < x.lines.Len() {
			return strings.TrimRight(x.lines.Line(n), "\r")
		}
		return ""
	}
	t := (try.Line() - 1)
	var out []string
	out = append(out, line(t))
	if (st.Line() - 1) > t+1 {
		out = append(out, indentOf(line((st.Line()-1)))+"...")
	}
	for r := (st.Line() - 1); r <= (x.endLine(st)-1) && r < t+12; r++ {
		out = append(out, line(r))
	}
	h := (handler.Line() - 1)
	if h > (x.endLine(st)-1)+1 {
		out = append(out, indentOf(line((st.Line()-1)))+"...")
	}
	for r := h; r <= (x.endLine(handler)-1) && r <= h+2; r++ {
		out = append(out, line(r))
	}
	ind := indentOf(out[0])
	for i, l := range out {
		out[i] = strings.TrimPrefix(l, ind)
	}
	return strings.Join(out, "\n")
}

func indentOf(s string) string { return s[:len(s)-len(strings.TrimLeft(s, " \t"))] }

// collections records the module-level names bound to a literal tuple,
// list, set or dict (frozenset/set of one too) and the Enum classes.
func (x *file) collections(root *tsutil.Node, ev *extract.Evidence) {
	for i := uint(0); i < x.namedChildCount(root); i++ {
		st := x.namedChild(root, i)
		switch x.kind(st) {
		case "expression_statement":
			if x.namedChildCount(st) == 0 || x.kind(x.namedChild(st, 0)) != "assignment" {
				continue
			}
			a := x.namedChild(st, 0)
			left, right := x.field(a, "left"), x.field(a, "right")
			if left == nil || right == nil || x.kind(left) != "identifier" {
				continue
			}
			if x.kind(right) == "call" {
				if f := x.text(x.field(right, "function")); f == "frozenset" || f == "set" || f == "tuple" || f == "list" {
					if pos, _, ok := x.arguments(right); ok && len(pos) == 1 {
						right = pos[0]
					}
				}
			}
			kind := map[string]string{"tuple": "tuple", "list": "list", "set": "set", "dictionary": "dict"}[x.kind(right)]
			if kind == "" {
				continue
			}
			vals, ok := x.literalElems(right)
			if !ok || len(vals) == 0 {
				continue
			}
			ev.Collections = append(ev.Collections, extract.Collection{Name: x.text(left), Kind: kind, Values: vals, Line: st.Line()})
		case "class_definition", "decorated_definition":
			if x.kind(st) == "decorated_definition" {
				st = x.field(st, "definition")
				if st == nil || x.kind(st) != "class_definition" {
					continue
				}
			}
			if c, ok := x.enum(st); ok {
				ev.Collections = append(ev.Collections, c)
			}
		}
	}
}

// literalElems returns the elements (a dict's keys) of a literal
// collection as written, when every one is a literal.
func (x *file) literalElems(n *tsutil.Node) ([]string, bool) {
	var out []string
	for i := uint(0); i < x.namedChildCount(n); i++ {
		c := x.namedChild(n, i)
		if x.kind(c) == "comment" {
			continue
		}
		if x.kind(c) == "pair" {
			c = x.field(c, "key")
		}
		switch x.kind(c) {
		case "string", "integer", "float", "true", "false", "none", "concatenated_string":
			if x.kind(c) == "string" && strings.ContainsAny(strings.ToLower(x.text(x.child(c, 0))), "f") && x.namedChildCount(c) > 2 {
				return nil, false // an f-string with holes
			}
			out = append(out, x.compact(c))
		case "unary_operator":
			out = append(out, x.compact(c))
		default:
			return nil, false
		}
	}
	return out, true
}

// enum returns the members of an Enum class (a base whose last name ends
// in Enum or Flag), by name.
func (x *file) enum(cls *tsutil.Node) (extract.Collection, bool) {
	sup := x.field(cls, "superclasses")
	isEnum := false
	for i := uint(0); sup != nil && i < x.namedChildCount(sup); i++ {
		b := lastName(x.text(x.namedChild(sup, i)))
		if strings.HasSuffix(b, "Enum") || strings.HasSuffix(b, "Flag") {
			isEnum = true
		}
	}
	body := x.field(cls, "body")
	if !isEnum || body == nil {
		return extract.Collection{}, false
	}
	c := extract.Collection{Name: x.text(x.field(cls, "name")), Kind: "enum", Line: cls.Line()}
	for i := uint(0); i < x.namedChildCount(body); i++ {
		st := x.namedChild(body, i)
		if x.kind(st) != "expression_statement" || x.namedChildCount(st) == 0 || x.kind(x.namedChild(st, 0)) != "assignment" {
			continue
		}
		left := x.field(x.namedChild(st, 0), "left")
		if left != nil && x.kind(left) == "identifier" && !strings.HasPrefix(x.text(left), "_") {
			c.Values = append(c.Values, x.text(left))
		}
	}
	return c, len(c.Values) > 0
}

// imports returns the file's module-level imports.
func (x *file) imports(root *tsutil.Node) []extract.Import {
	var out []extract.Import
	for i := uint(0); i < x.namedChildCount(root); i++ {
		st := x.namedChild(root, i)
		switch x.kind(st) {
		case "import_statement":
			for j := uint(0); j < x.namedChildCount(st); j++ {
				out = append(out, x.importName("", x.namedChild(st, j)))
			}
		case "import_from_statement":
			mod := x.text(x.field(st, "module_name"))
			for j := uint(0); j < x.namedChildCount(st); j++ {
				c := x.namedChild(st, j)
				if same(c, x.field(st, "module_name")) {
					continue
				}
				out = append(out, x.importName(mod, c))
			}
		}
	}
	return out
}

func (x *file) importName(mod string, n *tsutil.Node) extract.Import {
	name, as := x.text(n), ""
	if x.kind(n) == "aliased_import" {
		name, as = x.text(x.field(n, "name")), x.text(x.field(n, "alias"))
	}
	if mod == "" {
		if as == "" {
			as = strings.SplitN(name, ".", 2)[0]
		}
		return extract.Import{Module: name, As: as}
	}
	if as == "" {
		as = name
	}
	return extract.Import{Module: mod, Name: name, As: as}
}

// globals returns the names bound by the module-level statements of
// block: assignment targets (names, and the names of tuple and list
// targets), def and class names, descending into if, try, with and for
// statements but not into function or class bodies.
func (x *file) globals(block *tsutil.Node, out []string, depth int) []string {
	if depth > 8 {
		return out
	}
	var target func(n *tsutil.Node)
	target = func(n *tsutil.Node) {
		switch x.kind(n) {
		case "identifier":
			out = append(out, x.text(n))
		case "pattern_list", "tuple_pattern", "list_pattern":
			for i := uint(0); i < x.namedChildCount(n); i++ {
				target(x.namedChild(n, i))
			}
		}
	}
	omitted := x.omittedIn(block)
	for i := uint(0); i < x.namedChildCount(block); i++ {
		st := x.namedChild(block, i)
		for ; len(omitted) > 0 && omitted[0].at < int(st.StartByte()); omitted = omitted[1:] {
			out = append(out, omitted[0].name)
		}
		switch x.kind(st) {
		case "expression_statement":
			for j := uint(0); j < x.namedChildCount(st); j++ {
				if a := x.namedChild(st, j); x.kind(a) == "assignment" || x.kind(a) == "augmented_assignment" {
					for a != nil && (x.kind(a) == "assignment" || x.kind(a) == "augmented_assignment") {
						if l := x.field(a, "left"); l != nil {
							target(l)
						}
						a = x.field(a, "right") // a = b = 1
					}
				}
			}
		case "function_definition", "class_definition":
			if n := x.field(st, "name"); n != nil {
				out = append(out, x.text(n))
			}
		case "decorated_definition":
			if d := x.field(st, "definition"); d != nil {
				if n := x.field(d, "name"); n != nil {
					out = append(out, x.text(n))
				}
			}
		case "for_statement":
			if l := x.field(st, "left"); l != nil {
				target(l)
			}
			out = x.globals(st, out, depth+1)
		case "if_statement", "try_statement", "with_statement", "while_statement",
			"block", "else_clause", "elif_clause", "except_clause", "finally_clause":
			out = x.globals(st, out, depth+1)
		}
	}
	for _, o := range omitted {
		out = append(out, o.name)
	}
	return out
}
