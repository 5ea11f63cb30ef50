package python

import (
	"maps"
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// A __str__ that collects its text's parts in a list under conditions and
// joins them, as PyYAML's MarkedYAMLError does:
//
//	def __str__(self):
//	    lines = []
//	    if self.context is not None:
//	        lines.append(self.context)
//	    if self.problem_mark is not None:
//	        lines.append(str(self.problem_mark))
//	    return '\n'.join(lines)
//
// prints one text per outcome of its conditions, and so does one that
// builds its text in a local string, adding to it under conditions, as
// PyLD's JsonLdError does:
//
//	def __str__(self):
//	    rval = str(self.args)
//	    rval += '\nType: ' + self.type
//	    if self.code:
//	        rval += '\nCode: ' + self.code
//	    return rval
//
// A condition that tests
// whether an attribute is None is decided by what the attribute was
// given: None, a text of its own (not None), or a lone hole, whose
// outcome is left to the caller as a requirement on that hole's
// expression (see joinedVariant.none); a test of the attribute's truth
// (if self.code:) is read as one of None, except that a literal empty
// text, zero or False is false. Any other condition (comparing two marks'
// lines) may go either way.

// maxJoinedVariants bounds the outcomes a joined __str__ is followed
// through; the requirements usually leave one or two per raise.
const maxJoinedVariants = 64

// joinedVariant is one text a joined __str__ prints, and what it requires:
// none[e] is whether the value the hole e stands for must be None.
type joinedVariant struct {
	msg  template.Template
	none map[string]bool
}

// joinedStr returns the texts the __str__ method str prints when it is a
// joined list (see above), with its self.X bound to attrs; ok is false
// for any other body.
func (x *file) joinedStr(str *tsutil.Node, attrs map[string]argForm) ([]joinedVariant, bool) {
	body := x.field(str, "body")
	if body == nil {
		return nil, false
	}
	j := &joiner{x: x, attrs: attrs, vars: []joinState{{}}}
	var out []joinedVariant
	for i := uint(0); i < x.namedChildCount(body); i++ {
		st := x.namedChild(body, i)
		switch {
		case x.kind(st) == "comment":
		case x.kind(st) == "expression_statement" && i == 0 && x.kind(x.namedChild(st, 0)) == "string":
			// the docstring
		case j.list == "":
			a := x.namedChild(st, 0)
			if x.kind(st) != "expression_statement" || a == nil || x.kind(a) != "assignment" || x.kind(x.field(a, "left")) != "identifier" {
				return nil, false
			}
			r := x.field(a, "right")
			switch {
			case r == nil:
				return nil, false
			case x.kind(r) == "list" && x.namedChildCount(r) == 0:
			case x.kind(r) != "list" && x.stringish(r, st, 0):
				// a text the statements after add to
				j.concat = true
				j.vars[0].parts = []template.Template{fill(x.message(r, st, 0), attrs)}
			default:
				return nil, false
			}
			j.list = x.text(x.field(a, "left"))
		case x.kind(st) == "return_statement":
			sep, ok := j.joinSep(st)
			if j.concat {
				sep, ok = "", x.namedChildCount(st) == 1 && x.text(x.namedChild(st, 0)) == j.list
			}
			if !ok || i != x.namedChildCount(body)-1 {
				return nil, false
			}
			for _, v := range j.vars {
				var parts []template.Template
				for k, p := range v.parts {
					if k > 0 {
						parts = append(parts, template.Lit(sep))
					}
					parts = append(parts, p)
				}
				out = append(out, joinedVariant{template.Concat(parts...), v.none})
			}
		default:
			if !j.stmt(st) {
				return nil, false
			}
		}
	}
	return out, len(out) > 0
}

// joinState is one path through a joined __str__ so far.
type joinState struct {
	parts []template.Template
	none  map[string]bool
}

type joiner struct {
	x      *file
	attrs  map[string]argForm
	list   string // the list's name, or the text's
	concat bool   // list names a text that "+=" adds to, not a list
	vars   []joinState
}

// joinedOf returns the texts class cls constructed with the arguments pos
// prints when its __str__ is a joined list, with the requirements each
// sets on the holes of pos; ok is false otherwise.
func (x *file) joinedOf(cls string, pos []argForm) ([]joinedVariant, bool) {
	init, str, initOwner, _, _ := x.nearest(cls)
	if str == nil {
		return nil, false
	}
	var bound map[string]argForm
	if init != nil {
		params, _ := x.params(init)
		bound = bindForms(params, x.defaults(init), pos, nil)
	}
	return x.joinedStr(str, x.strAttrs(cls, init, initOwner, bound, pos, 0))
}

// joinSep returns SEP of "return SEP.join(list)".
func (j *joiner) joinSep(ret *tsutil.Node) (string, bool) {
	c := j.x.namedChild(ret, 0)
	if c == nil || j.x.kind(c) != "call" {
		return "", false
	}
	f, args := j.x.field(c, "function"), j.x.field(c, "arguments")
	if f == nil || j.x.kind(f) != "attribute" || j.x.text(j.x.field(f, "attribute")) != "join" || args == nil || j.x.namedChildCount(args) != 1 || j.x.text(j.x.namedChild(args, 0)) != j.list {
		return "", false
	}
	s := j.x.field(f, "object")
	if s == nil || j.x.kind(s) != "string" {
		return "", false
	}
	t := j.x.message(s, ret, 0)
	if t.Holes() > 0 {
		return "", false
	}
	return t.Message(), true
}

// stmt follows one statement of the body: an append to the list, or an
// if (with an optional else) over such statements.
func (j *joiner) stmt(st *tsutil.Node) bool {
	switch j.x.kind(st) {
	case "comment":
		return true
	case "expression_statement":
		c := j.x.namedChild(st, 0)
		if c != nil && j.x.kind(c) == "assignment" {
			// A local the appends may read (note = textwrap.dedent(self.note));
			// the message reads it through the flow pass.
			l := j.x.field(c, "left")
			return l != nil && j.x.kind(l) == "identifier" && j.x.text(l) != j.list && j.x.field(c, "right") != nil
		}
		var part *tsutil.Node
		switch {
		case c == nil:
			return false
		case j.concat:
			// text += part
			if j.x.kind(c) != "augmented_assignment" || j.x.text(j.x.field(c, "left")) != j.list || j.x.text(j.x.field(c, "operator")) != "+=" {
				return false
			}
			part = j.x.field(c, "right")
		default:
			if j.x.kind(c) != "call" || j.x.text(j.x.field(c, "function")) != j.list+".append" {
				return false
			}
			args := j.x.field(c, "arguments")
			if args == nil || j.x.namedChildCount(args) != 1 {
				return false
			}
			part = j.x.namedChild(args, 0)
		}
		if part == nil {
			return false
		}
		t := fill(j.x.message(part, st, 0), j.attrs)
		for k := range j.vars {
			j.vars[k].parts = append(j.vars[k].parts[:len(j.vars[k].parts):len(j.vars[k].parts)], t)
		}
		return true
	case "if_statement":
		var alt *tsutil.Node
		for i := uint(0); i < j.x.namedChildCount(st); i++ {
			switch c := j.x.namedChild(st, i); j.x.kind(c) {
			case "elif_clause":
				return false
			case "else_clause":
				alt = j.x.field(c, "body")
			}
		}
		var next []joinState
		for _, v := range j.vars {
			for _, o := range j.cond(j.x.field(st, "condition"), v.none) {
				branch := j.x.field(st, "consequence")
				if !o.val {
					branch = alt
				}
				sub := &joiner{x: j.x, attrs: j.attrs, list: j.list, concat: j.concat, vars: []joinState{{parts: v.parts, none: o.none}}}
				if branch != nil && !sub.block(branch) {
					return false
				}
				next = append(next, sub.vars...)
			}
		}
		if len(next) > maxJoinedVariants {
			return false
		}
		j.vars = next
		return true
	}
	return false
}

func (j *joiner) block(b *tsutil.Node) bool {
	for i := uint(0); i < j.x.namedChildCount(b); i++ {
		if !j.stmt(j.x.namedChild(b, i)) {
			return false
		}
	}
	return true
}

// outcome is one value a condition may take, and the requirements it
// rests on.
type outcome struct {
	val  bool
	none map[string]bool
}

// cond returns the outcomes of condition n under the requirements none.
func (j *joiner) cond(n *tsutil.Node, none map[string]bool) []outcome {
	either := []outcome{{true, none}, {false, none}}
	if n == nil {
		return either
	}
	switch j.x.kind(n) {
	case "parenthesized_expression":
		if j.x.namedChildCount(n) == 1 {
			return j.cond(j.x.namedChild(n, 0), none)
		}
	case "not_operator":
		var out []outcome
		for _, o := range j.cond(j.x.field(n, "argument"), none) {
			out = append(out, outcome{!o.val, o.none})
		}
		return out
	case "boolean_operator":
		and := j.x.text(j.x.field(n, "operator")) == "and"
		var out []outcome
		for _, l := range j.cond(j.x.field(n, "left"), none) {
			if l.val != and { // false and …, true or …
				out = append(out, l)
				continue
			}
			out = append(out, j.cond(j.x.field(n, "right"), l.none)...)
		}
		return merge(out)
	case "comparison_operator":
		txt := strings.Join(strings.Fields(j.x.text(n)), " ")
		for _, op := range []string{" is not None", " is None"} {
			if e, ok := strings.CutSuffix(txt, op); ok && j.x.namedChildCount(n) == 2 {
				var out []outcome
				for _, o := range j.isNone(e, none) {
					out = append(out, outcome{o.val == (op == " is None"), o.none})
				}
				return out
			}
		}
	case "attribute", "identifier":
		if a, ok := j.attrs[j.x.text(n)]; ok && isFalsy(a) {
			return []outcome{{false, none}}
		}
		var out []outcome
		for _, o := range j.isNone(j.x.text(n), none) {
			out = append(out, outcome{!o.val, o.none})
		}
		return out
	}
	return either
}

// isNone returns the outcomes of "expr is None", expr an attribute of
// self: decided by the value bound to it, or a requirement on the hole it
// is bound to.
func (j *joiner) isNone(expr string, none map[string]bool) []outcome {
	a, ok := j.attrs[expr]
	switch {
	case !ok:
		return []outcome{{true, none}, {false, none}}
	case a.isNone():
		return []outcome{{true, none}}
	case len(a.str.Parts) != 1 || !a.str.Parts[0].Hole:
		return []outcome{{false, none}}
	}
	e := a.str.Parts[0].Expr
	if v, ok := none[e]; ok {
		return []outcome{{v, none}}
	}
	var out []outcome
	for _, v := range []bool{true, false} {
		m := maps.Clone(none)
		if m == nil {
			m = map[string]bool{}
		}
		m[e] = v
		out = append(out, outcome{v, m})
	}
	return out
}

// falsyLiterals are the literals other than texts and None whose truth is
// false, as str() and repr() both print them.
var falsyLiterals = map[string]bool{"0": true, "False": true, "()": true, "[]": true, "{}": true}

// isFalsy reports whether the value a is a literal whose truth is false:
// an empty text, zero, False or an empty tuple or list.
func isFalsy(a argForm) bool {
	if a.str.Holes() > 0 {
		return false
	}
	s := a.str.Render()
	return s == "" || falsyLiterals[s] && a.repr.Holes() == 0 && a.repr.Render() == s
}

// merge drops repeated outcomes.
func merge(os []outcome) []outcome {
	var out []outcome
	for _, o := range os {
		dup := false
		for _, p := range out {
			dup = dup || p.val == o.val && maps.Equal(p.none, o.none)
		}
		if !dup {
			out = append(out, o)
		}
	}
	return out
}

// A message may also be a local list joined where it is used, as Jinja's
// parser builds its "unknown tag" error:
//
//	message = [f"Encountered unknown tag {name!r}."]
//	if currently_looking:
//	    message.append(f"Jinja was looking for the following tags: {currently_looking}.")
//	self.fail(" ".join(message), lineno)
//
// Each way the list reaches the join (its literal's elements, then the
// appends along the path, see flow) is one text, the parts joined by the
// separator.

// maxListVariants bounds the texts of one joined list: an error that says
// more the more it knows (an optional clause or two, each under its own
// if, on two first lines) has a dozen.
const maxListVariants = 16

// joinVariants returns the texts of SEP.join(name) for a literal SEP and a
// local list name; ok is false for any other expression, or when the list
// is built in a way not followed.
func (x *file) joinVariants(call, at *tsutil.Node, depth int) ([]template.Template, bool) {
	sep, arg, ok := x.joinOf(call, at, depth)
	if !ok || x.kind(arg) != "identifier" {
		return nil, false
	}
	pos := []*tsutil.Node{arg}
	chains, ok, _ := x.reachingN(x.text(pos[0]), at, maxListVariants)
	if !ok {
		return nil, false
	}
	var out []template.Template
	empty := false // a path that leaves the list empty: left out when others fill it (the raise is under "if parts:")
	for _, c := range chains {
		if c.base == nil {
			continue // not bound on this path: UnboundLocalError, or a parameter
		}
		if x.kind(c.base) != "list" || x.appendsInLoop(x.text(pos[0]), c.base, at) {
			return nil, false
		}
		var parts []*tsutil.Node
		for i := uint(0); i < x.namedChildCount(c.base); i++ {
			if e := x.namedChild(c.base, i); x.kind(e) != "comment" {
				if x.isSplat(e) {
					return nil, false
				}
				parts = append(parts, e)
			}
		}
		for _, a := range c.augs {
			if x.kind(a) != "call" {
				return nil, false // list += …
			}
			p, _, _ := x.arguments(a)
			parts = append(parts, p[0])
		}
		if len(parts) == 0 {
			empty = true
			continue
		}
		ts := []template.Template{{}}
		for i, p := range parts {
			vs := x.messages(p, x.stmtOf(p), depth+1)
			if i > 0 {
				for k := range vs {
					vs[k] = template.Concat(sep, vs[k])
				}
			}
			if ts = productN(ts, vs, maxListVariants); ts == nil {
				return nil, false
			}
		}
		if out = appendUnique(out, ts...); len(out) > maxListVariants {
			return nil, false
		}
	}
	if len(out) == 0 && empty {
		out = []template.Template{{}}
	}
	return out, len(out) > 0
}

// joinOf returns the separator and the one argument of SEP.join(arg) for
// a literal text SEP without holes; ok is false for any other call (a
// bytes separator: its str() is another text).
func (x *file) joinOf(call, at *tsutil.Node, depth int) (sep template.Template, arg *tsutil.Node, ok bool) {
	fn := x.field(call, "function")
	if fn == nil || x.kind(fn) != "attribute" || x.text(x.field(fn, "attribute")) != "join" || depth >= maxResolveDepth {
		return sep, nil, false
	}
	obj := x.field(fn, "object")
	pos, kws, ok := x.arguments(call)
	if obj == nil || x.kind(obj) != "string" || !ok || len(pos) != 1 || len(kws) > 0 {
		return sep, nil, false
	}
	sep = x.message(obj, at, depth)
	if q := strings.IndexAny(x.text(obj), `'"`); sep.Holes() > 0 || q < 0 || strings.ContainsAny(x.text(obj)[:q], "bB") {
		return sep, nil, false
	}
	return sep, pos[0], true
}

// appendsInLoop reports whether the list name bound at base is appended
// to, before at, in a loop that does not hold base: it then holds a
// number of parts not known (the flow pass runs a loop body once, and a
// path through it may end at a continue).
func (x *file) appendsInLoop(name string, base, at *tsutil.Node) bool {
	found := false
	x.walkKind(x.scopeOf(at), "call", func(c *tsutil.Node) {
		if fn := x.field(c, "function"); fn != nil && x.text(fn) == name+".append" && c.StartByte() < at.StartByte() && x.inLoopAfter(c, base) {
			found = true
		}
	})
	return found
}

// inLoopAfter reports whether n lies in a loop that does not also hold
// the node base: a statement the loop may run any number of times for
// one value of base.
func (x *file) inLoopAfter(n, base *tsutil.Node) bool {
	for p := x.parent(n); p != nil; p = x.parent(p) {
		switch x.kind(p) {
		case "for_statement", "while_statement":
			if !x.within(base, p) {
				return true
			}
		case "function_definition", "lambda", "class_definition", "module":
			return false
		}
	}
	return false
}
