package python

import (
	"strings"
	"unicode"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// scopeOf returns the innermost function body or module containing n.
func (x *file) scopeOf(n *tsutil.Node) *tsutil.Node {
	for p := x.parent(n); p != nil; p = x.parent(p) {
		switch x.kind(p) {
		case "function_definition":
			if b := x.field(p, "body"); b != nil {
				return b
			}
		case "module":
			return p
		}
	}
	return nil
}

// assignment finds the last plain assignment "name = rhs" in the scope of at
// that ends before at starts, and the right-hand sides of "name += rhs"
// statements between it and at, in order.
func (x *file) assignment(name, at *tsutil.Node) *tsutil.Node {
	rhs, _ := x.assignments(name, at)
	return rhs
}

func (x *file) assignments(name, at *tsutil.Node) (base *tsutil.Node, augs []*tsutil.Node) {
	scope := x.scopeOf(at)
	if scope == nil {
		return nil, nil
	}
	target := x.text(name)
	limit := at.StartByte()
	for _, a := range x.scopeAssignments(scope)[target] {
		if a.start >= limit {
			break
		}
		if a.end > limit {
			continue
		}
		if !a.aug {
			base, augs = a.right, nil
		} else if a.plus && base != nil {
			augs = append(augs, a.right)
		}
	}
	if base == nil && x.kind(scope) != "module" {
		base = x.moduleConstant(target, at)
	}
	return base, augs
}

// assignedOnce returns the right-hand side of the one plain assignment
// "name = rhs" in scope (a function body or the module, as scopeOf gives),
// or nil when name has none or more than one there.
func (x *file) assignedOnce(scope *tsutil.Node, name string) *tsutil.Node {
	if scope == nil {
		return nil
	}
	var rhs *tsutil.Node
	n := 0
	for _, a := range x.scopeAssignments(scope)[name] {
		if !a.aug {
			rhs, n = a.right, n+1
		}
	}
	if n != 1 {
		return nil
	}
	return rhs
}

// assign is one assignment to a plain name in a scope.
type assign struct {
	start, end uint
	right      *tsutil.Node
	aug, plus  bool // an augmented assignment; its operator is +=
}

// scopeAssignments returns the assignments to plain names in scope (not
// in the functions, classes and lambdas inside it), by name in source
// order; built once per scope.
func (x *file) scopeAssignments(scope *tsutil.Node) map[string][]assign {
	if m, ok := x.assigns[scope.ID()]; ok {
		return m
	}
	m := map[string][]assign{}
	x.walk(scope, func(c *tsutil.Node, kind string) bool {
		switch kind {
		case "function_definition", "class_definition", "lambda":
			return c.ID() == scope.ID()
		case "assignment", "augmented_assignment":
			left, right := x.field(c, "left"), x.field(c, "right")
			if left == nil || x.kind(left) != "identifier" || right == nil {
				return true
			}
			a := assign{start: c.StartByte(), end: x.endByte(c), right: right, aug: kind == "augmented_assignment"}
			a.plus = a.aug && x.text(x.field(c, "operator")) == "+="
			m[x.text(left)] = append(m[x.text(left)], a)
		}
		return true
	})
	if x.assigns == nil {
		x.assigns = map[uintptr]map[string][]assign{}
	}
	x.assigns[scope.ID()] = m
	return m
}

// moduleConstant returns the string a module-level constant is bound to,
// as in MSG = "shard {} of {}" at the top of the file and
// raise ValueError(MSG.format(i, n)) in a function. The name must be
// assigned exactly once outside functions and classes, by a top-level
// statement whose value is a string, and must not be bound (a parameter,
// an assignment, a loop variable) in a function around at.
func (x *file) moduleConstant(name string, at *tsutil.Node) *tsutil.Node {
	x.loadConstants()
	rhs := x.consts[name]
	if rhs == nil {
		return nil
	}
	for p := x.parent(at); p != nil; p = x.parent(p) {
		if k := x.kind(p); (k == "function_definition" || k == "lambda") && x.binds(p, name) {
			return nil
		}
	}
	return rhs
}

// loadConstants fills x.consts and x.dicts on first use.
func (x *file) loadConstants() {
	if x.consts == nil {
		x.consts, x.dicts = x.moduleConstants()
	}
}

// moduleConstants finds the module-level string constants of the file,
// and its module-level dict literals, each assigned once (an item
// assigned or a name bound again elsewhere in the module leaves it out).
func (x *file) moduleConstants() (consts, dicts map[string]*tsutil.Node) {
	consts, dicts = map[string]*tsutil.Node{}, map[string]*tsutil.Node{}
	assigned := map[string]int{}
	if x.root == nil {
		return consts, dicts
	}
	x.walk(x.root, func(c *tsutil.Node, kind string) bool {
		switch kind {
		case "function_definition", "class_definition", "lambda":
			return false
		case "assignment", "augmented_assignment", "for_statement", "named_expression":
			left := x.field(c, "left")
			if left == nil {
				left = x.field(c, "name")
			}
			if left == nil {
				return true
			}
			x.walk(left, func(id *tsutil.Node, kind string) bool {
				if kind == "identifier" {
					assigned[x.text(id)]++
				}
				return true
			})
			if kind != "assignment" || x.kind(left) != "identifier" {
				return true
			}
			if st := x.parent(c); st == nil || x.kind(st) != "expression_statement" || x.parent(st) == nil || x.kind(x.parent(st)) != "module" {
				return true
			}
			if right := x.field(c, "right"); right != nil && (x.isStringNode(right) || x.constConcat(right)) {
				consts[x.text(left)] = right
			} else if right != nil && x.kind(right) == "dictionary" {
				dicts[x.text(left)] = right
			}
		}
		return true
	})
	for name := range consts {
		if assigned[name] != 1 {
			delete(consts, name)
		}
	}
	for name := range dicts {
		if assigned[name] != 1 {
			delete(dicts, name)
		}
	}
	return consts, dicts
}

// tableEntry returns the value TABLE["key"] reads: TABLE a module-level
// dict literal assigned once (MESSAGES = {"empty": "The document is
// empty", …}), the key a string literal it holds. Python code keeps
// texts in such tables and raises ValueError(MESSAGES["empty"]) or
// formats an entry (MESSAGES["nested"].format(depth=depth)).
func (x *file) tableEntry(n *tsutil.Node) (*tsutil.Node, bool) {
	tbl, key := x.field(n, "value"), x.field(n, "subscript")
	if tbl == nil || key == nil || x.kind(tbl) != "identifier" {
		return nil, false
	}
	k, ok := x.plainString(key)
	if !ok {
		return nil, false
	}
	x.loadConstants()
	d := x.dicts[x.text(tbl)]
	if d == nil {
		return nil, false
	}
	for p := x.parent(n); p != nil; p = x.parent(p) {
		if pk := x.kind(p); (pk == "function_definition" || pk == "lambda") && x.binds(p, x.text(tbl)) {
			return nil, false
		}
	}
	var found *tsutil.Node
	for i := uint(0); i < x.namedChildCount(d); i++ {
		pair := x.namedChild(d, i)
		if x.kind(pair) != "pair" {
			continue
		}
		if pk, ok := x.plainString(x.field(pair, "key")); ok && pk == k {
			found = x.field(pair, "value")
		}
	}
	if found == nil || !x.isStringNode(found) {
		return nil, false
	}
	return found, true
}

// isStringNode reports whether n is a string literal, implicitly
// concatenated strings, or one of those in parentheses.
func (x *file) isStringNode(n *tsutil.Node) bool {
	switch x.kind(n) {
	case "string", "concatenated_string":
		return true
	case "parenthesized_expression":
		return x.namedChildCount(n) == 1 && x.isStringNode(x.namedChild(n, 0))
	}
	return false
}

// constConcat reports whether n joins strings and names with + and holds
// a string: a module constant made of others (_ERR_MSG = _ERR_MSG_PREFIX +
// '{!r}', later _ERR_MSG.format(name)).
func (x *file) constConcat(n *tsutil.Node) bool {
	var walk func(n *tsutil.Node) (ok, str bool)
	walk = func(n *tsutil.Node) (ok, str bool) {
		switch x.kind(n) {
		case "identifier":
			return true, false
		case "parenthesized_expression":
			if x.namedChildCount(n) == 1 {
				return walk(x.namedChild(n, 0))
			}
		case "binary_operator":
			if x.text(x.field(n, "operator")) != "+" {
				return false, false
			}
			lok, ls := walk(x.field(n, "left"))
			rok, rs := walk(x.field(n, "right"))
			return lok && rok, ls || rs
		default:
			if x.isStringNode(n) {
				return true, true
			}
		}
		return false, false
	}
	ok, str := walk(n)
	return ok && str && x.kind(n) == "binary_operator"
}

// bindingParents are the node kinds an identifier child of which binds a
// name.
var bindingParents = map[string]bool{
	"parameters": true, "lambda_parameters": true, "default_parameter": true, "typed_parameter": true,
	"typed_default_parameter": true, "list_splat_pattern": true, "dictionary_splat_pattern": true,
	"pattern_list": true, "tuple_pattern": true, "list_pattern": true, "as_pattern_target": true,
	"global_statement": true, "nonlocal_statement": true,
}

// binds reports whether function fn binds name anywhere: as a parameter,
// or as the target of an assignment, loop, with or walrus. Any such binding
// makes name local (or declared global, and then perhaps reassigned), so a
// module constant of that name is not resolved.
func (x *file) binds(fn *tsutil.Node, name string) bool {
	found := false
	x.walk(fn, func(c *tsutil.Node, kind string) bool {
		if found {
			return false
		}
		if kind != "identifier" || x.text(c) != name {
			return true
		}
		p := x.parent(c)
		if p == nil {
			return true
		}
		switch {
		case bindingParents[x.kind(p)]:
			found = true
		case x.kind(p) == "assignment" || x.kind(p) == "augmented_assignment" || x.kind(p) == "for_statement" || x.kind(p) == "for_in_clause":
			if l := x.field(p, "left"); l != nil && l.ID() == c.ID() {
				found = true
			}
		case x.kind(p) == "named_expression":
			if l := x.field(p, "name"); l != nil && l.ID() == c.ID() {
				found = true
			}
		}
		return true
	})
	return found
}

// stmtOf returns the assignment whose right-hand side is rhs, or rhs.
func (x *file) stmtOf(rhs *tsutil.Node) *tsutil.Node {
	if p := x.parent(rhs); p != nil {
		return p
	}
	return rhs
}

// resolveVar returns the template of the message a local variable holds.
func (x *file) resolveVar(name, at *tsutil.Node, depth int) (template.Template, bool) {
	base, augs := x.assignments(name, at)
	if base == nil {
		return template.Template{}, false
	}
	// Names in a right-hand side are looked up from its own statement, so
	// that msg = msg + "..." reads the msg assigned before it.
	t := x.message(base, x.stmtOf(base), depth+1)
	for _, a := range augs {
		t = template.Concat(t, x.message(a, x.stmtOf(a), depth+1))
	}
	return t, true
}

// resolveCall returns the constructor call a variable raised by "raise err"
// was assigned from, as in err = ValueError("..."); raise err.
func (x *file) resolveCall(name, at *tsutil.Node) *tsutil.Node {
	rhs := x.assignment(name, at)
	if rhs == nil || x.kind(rhs) != "call" {
		return nil
	}
	fn := x.text(x.field(rhs, "function"))
	last := fn[strings.LastIndexByte(fn, '.')+1:]
	if last == "" || !unicode.IsUpper(rune(last[0])) {
		return nil
	}
	return rhs
}

// caught reports whether name is bound by an enclosing except clause, and
// the class that clause catches: its type, or the first of a tuple of
// types ("" for a bare except).
func (x *file) caught(n *tsutil.Node, name string) (class string, ok bool) {
	for p := x.parent(n); p != nil && x.kind(p) != "function_definition"; p = x.parent(p) {
		if x.kind(p) != "except_clause" {
			continue
		}
		v := x.field(p, "value")
		if a := x.field(p, "alias"); a != nil && x.text(a) == name {
			return x.caughtClass(v), true
		}
		// Older grammars put "as name" in an as_pattern.
		if v != nil && x.kind(v) == "as_pattern" && strings.HasSuffix(x.text(v), " "+name) {
			return x.caughtClass(x.namedChild(v, 0)), true
		}
	}
	return "", false
}

// caughtClass is the class an except clause's type expression names: the
// first of a tuple.
func (x *file) caughtClass(v *tsutil.Node) string {
	for v != nil && (x.kind(v) == "tuple" || x.kind(v) == "parenthesized_expression") && x.namedChildCount(v) > 0 {
		v = x.namedChild(v, 0)
	}
	if v == nil {
		return ""
	}
	return x.compact(v)
}

// fillContext records the guard, handler, enclosing function, docstring and
// comments around the site at n.
func (x *file) fillContext(s *extract.Site, n *tsutil.Node) {
	ctx := &s.Context
	var names []string
	var guardLine int
	ctx.Guard, ctx.Negated, guardLine, ctx.Partial = x.guard(n)
	for p := x.parent(n); p != nil; p = x.parent(p) {
		switch x.kind(p) {
		case "except_clause":
			if ctx.Handler == "" && names == nil {
				h := x.text(p)
				if i := strings.Index(h, ":"); i >= 0 {
					h = h[:i]
				}
				ctx.Handler = strings.Join(strings.Fields(h), " ")
			}
		case "function_definition":
			if names == nil {
				ctx.Docstring = x.docstring(x.field(p, "body"))
				ctx.Params = x.paramNames(p)
				ctx.Locals = x.localNames(p)
			}
			names = append(names, x.text(x.field(p, "name")))
		case "class_definition":
			names = append(names, x.text(x.field(p, "name")))
		}
	}
	for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
		names[i], names[j] = names[j], names[i]
	}
	ctx.Function = strings.Join(names, ".")
	if guardLine > 0 {
		ctx.Comments = append(ctx.Comments, x.commentsAbove(guardLine)...)
	}
	ctx.Comments = append(ctx.Comments, x.commentsAbove(s.Line)...)
}

// commentsAbove returns the block of # comment lines directly above line.
func (x *file) commentsAbove(line int) []string {
	var out []string
	for i := line - 2; i >= 0 && i < x.lines.Len(); i-- {
		t := strings.TrimSpace(x.lines.Line(i))
		if !strings.HasPrefix(t, "#") {
			break
		}
		out = append([]string{tsutil.CleanComment(t)}, out...)
	}
	return out
}

// docstring returns the docstring of a function body, whitespace-folded
// and bounded.
func (x *file) docstring(body *tsutil.Node) string {
	if body == nil || x.namedChildCount(body) == 0 {
		return ""
	}
	st := x.namedChild(body, 0)
	if x.kind(st) != "expression_statement" || x.namedChildCount(st) == 0 || x.kind(x.namedChild(st, 0)) != "string" {
		return ""
	}
	d := strings.Join(strings.Fields(x.stringTemplate(x.namedChild(st, 0)).Render()), " ")
	if len(d) > 2000 {
		d = d[:2000]
	}
	return d
}

// localNames returns the names function fn binds other than its
// parameters, in order of first binding: assignment, loop, with, except
// and walrus targets, in fn's own body (not in functions, classes and
// lambdas inside it), less the names it declares global or nonlocal.
// Built once per function.
func (x *file) localNames(fn *tsutil.Node) []string {
	if l, ok := x.locals[fn.ID()]; ok {
		return l
	}
	seen := map[string]bool{}
	declared := map[string]bool{}
	out := []string{}
	add := func(c *tsutil.Node) {
		if n := x.text(c); !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	var target func(n *tsutil.Node)
	target = func(n *tsutil.Node) {
		switch x.kind(n) {
		case "identifier":
			add(n)
		case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "list_splat_pattern", "as_pattern_target", "parenthesized_expression":
			for i := uint(0); i < x.namedChildCount(n); i++ {
				target(x.namedChild(n, i))
			}
		}
	}
	if body := x.field(fn, "body"); body != nil {
		x.walk(body, func(c *tsutil.Node, kind string) bool {
			switch kind {
			case "function_definition", "class_definition", "lambda":
				return false
			case "assignment", "augmented_assignment", "for_statement", "for_in_clause":
				if l := x.field(c, "left"); l != nil {
					target(l)
				}
			case "named_expression":
				if l := x.field(c, "name"); l != nil {
					target(l)
				}
			case "as_pattern_target":
				target(c)
			case "global_statement", "nonlocal_statement":
				for i := uint(0); i < x.namedChildCount(c); i++ {
					declared[x.text(x.namedChild(c, i))] = true
				}
			}
			return true
		})
	}
	if len(declared) > 0 {
		kept := out[:0]
		for _, n := range out {
			if !declared[n] {
				kept = append(kept, n)
			}
		}
		out = kept
	}
	if x.locals == nil {
		x.locals = map[uintptr][]string{}
	}
	x.locals[fn.ID()] = out
	return out
}
