package python

import (
	"strconv"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// maxVariants bounds how many texts one message may have. A message with
// more (many independent branches) is given the single template of the
// last assignment and the += after it in source order, as before variants.
const maxVariants = 8

// A chain is one way a local variable's value is built along a path to a
// use: the right-hand side of the assignment that reaches it and the
// right-hand sides of the += statements after it, in order. A nil base is
// a path on which the function assigns nothing.
type chain struct {
	base *tsutil.Node
	augs []*tsutil.Node
}

func (c chain) key() string {
	k := ""
	if c.base != nil {
		k = strconv.FormatUint(uint64(c.base.ID()), 36)
	}
	for _, a := range c.augs {
		k += "+" + strconv.FormatUint(uint64(a.ID()), 36)
	}
	return k
}

// flow follows the statements of a scope to a use of one name and
// collects the chains that reach it: a simple reaching-definitions pass
// over the syntax tree. if/elif/else, match and try are alternatives;
// a loop body runs zero times or once; return, raise, break and continue
// end a path. A statement that binds the name in another way (a tuple
// target, a loop variable, with … as, a walrus, an augmented operator
// other than += and %=) makes the result unknown.
type flow struct {
	x       *file
	name    string
	at      *tsutil.Node
	limit   int  // most chains followed
	unknown bool // bound in a way not followed
	over    bool // more than limit chains
}

// reaching returns the chains of name that reach at, at most maxVariants;
// ok is false when they cannot be told, and over then says it is because
// there are more.
func (x *file) reaching(name string, at *tsutil.Node) (chains []chain, ok, over bool) {
	return x.reachingN(name, at, maxVariants)
}

// reachingN is reaching with at most limit chains.
func (x *file) reachingN(name string, at *tsutil.Node, limit int) (chains []chain, ok, over bool) {
	scope := x.scopeOf(at)
	if scope == nil {
		return nil, false, false
	}
	f := &flow{x: x, name: name, at: at, limit: limit}
	out, _ := f.block(scope, []chain{{}})
	if f.unknown {
		return nil, false, false
	}
	if f.over || len(out) > limit {
		return nil, false, true
	}
	return out, true, false
}

// block runs the statements of a block (or module) on the chains in; it
// stops at the statement holding at, and says whether it got there.
func (f *flow) block(b *tsutil.Node, in []chain) ([]chain, bool) {
	cur := in
	for i := uint(0); b != nil && i < f.x.namedChildCount(b); i++ {
		s := f.x.namedChild(b, i)
		if s.StartByte() >= f.at.StartByte() {
			return cur, true
		}
		if f.x.within(f.at, s) {
			return f.into(s, cur), true
		}
		cur = f.stmt(s, cur)
		if len(cur) > f.limit {
			f.over = true
		}
		if f.unknown || f.over {
			return nil, true
		}
	}
	return cur, false
}

// into runs the part of compound statement s that leads to at.
func (f *flow) into(s *tsutil.Node, in []chain) []chain {
	body := f.x.field(s, "body")
	switch f.x.kind(s) {
	case "if_statement":
		if c := f.x.field(s, "consequence"); c != nil && f.x.within(f.at, c) {
			out, _ := f.block(c, in)
			return out
		}
		for i := uint(0); i < f.x.namedChildCount(s); i++ {
			c := f.x.namedChild(s, i)
			switch f.x.kind(c) {
			case "elif_clause":
				if cons := f.x.field(c, "consequence"); cons != nil && f.x.within(f.at, cons) {
					out, _ := f.block(cons, in)
					return out
				}
			case "else_clause":
				if b := f.x.field(c, "body"); b != nil && f.x.within(f.at, b) {
					out, _ := f.block(b, in)
					return out
				}
			}
		}
		return in // in a condition
	case "for_statement", "while_statement", "with_statement", "class_definition":
		if f.x.kind(s) == "for_statement" && f.binds(f.x.field(s, "left")) || f.x.kind(s) == "with_statement" {
			f.x.markBinds(f, s)
			if f.x.kind(s) == "for_statement" {
				f.unknown = true
			}
		}
		if body != nil && f.x.within(f.at, body) {
			out, _ := f.block(body, in)
			return out
		}
		for i := uint(0); i < f.x.namedChildCount(s); i++ {
			if c := f.x.namedChild(s, i); f.x.kind(c) == "else_clause" && f.x.within(f.at, c) {
				out, _ := f.block(f.x.field(c, "body"), in)
				return out
			}
		}
		return in
	case "try_statement":
		if body != nil && f.x.within(f.at, body) {
			out, _ := f.block(body, in)
			return out
		}
		// A handler or finally is reached from anywhere in the body.
		var after []chain
		if body != nil {
			after, _ = f.block(body, in)
		}
		entry := union(in, after)
		for i := uint(0); i < f.x.namedChildCount(s); i++ {
			c := f.x.namedChild(s, i)
			if !f.x.within(f.at, c) {
				continue
			}
			b := f.x.field(c, "body")
			if b == nil { // except_clause holds its block as the last child
				b = f.x.lastBlock(c)
			}
			if f.x.kind(c) == "else_clause" {
				entry = after
			}
			out, _ := f.block(b, entry)
			return out
		}
		return entry
	case "match_statement":
		for _, c := range f.x.caseClauses(s) {
			if f.x.within(f.at, c) {
				out, _ := f.block(f.x.field(c, "consequence"), in)
				return out
			}
		}
		return in
	case "decorated_definition":
		if d := f.x.field(s, "definition"); d != nil {
			return f.into(d, in)
		}
	}
	return in // a simple statement holding at: the use itself
}

// stmt runs a whole statement that lies before at.
func (f *flow) stmt(s *tsutil.Node, in []chain) []chain {
	switch f.x.kind(s) {
	case "expression_statement":
		for i := uint(0); i < f.x.namedChildCount(s); i++ {
			in = f.assign(f.x.namedChild(s, i), in)
		}
		return in
	case "return_statement", "raise_statement", "break_statement", "continue_statement":
		return nil
	case "if_statement":
		var out []chain
		if c := f.x.field(s, "consequence"); c != nil {
			o, _ := f.block(c, in)
			out = union(out, o)
		}
		hasElse := false
		for i := uint(0); i < f.x.namedChildCount(s); i++ {
			c := f.x.namedChild(s, i)
			switch f.x.kind(c) {
			case "elif_clause":
				o, _ := f.block(f.x.field(c, "consequence"), in)
				out = union(out, o)
			case "else_clause":
				hasElse = true
				o, _ := f.block(f.x.field(c, "body"), in)
				out = union(out, o)
			}
		}
		if !hasElse {
			out = union(out, in)
		}
		return out
	case "for_statement", "while_statement":
		if f.x.kind(s) == "for_statement" && f.binds(f.x.field(s, "left")) {
			f.unknown = true
		}
		o, _ := f.block(f.x.field(s, "body"), in)
		return union(in, o)
	case "with_statement":
		f.x.markBinds(f, s)
		o, _ := f.block(f.x.field(s, "body"), in)
		return o
	case "try_statement":
		after, _ := f.block(f.x.field(s, "body"), in)
		out := after
		var fin *tsutil.Node
		for i := uint(0); i < f.x.namedChildCount(s); i++ {
			c := f.x.namedChild(s, i)
			switch f.x.kind(c) {
			case "except_clause", "except_group_clause":
				o, _ := f.block(f.x.lastBlock(c), union(in, after))
				out = union(out, o)
			case "else_clause":
				o, _ := f.block(f.x.field(c, "body"), after)
				out = union(without(out, after), o)
			case "finally_clause":
				fin = f.x.lastBlock(c)
			}
		}
		if fin != nil {
			out, _ = f.block(fin, out)
		}
		return out
	case "match_statement":
		out := in // no case may match
		for _, c := range f.x.caseClauses(s) {
			o, _ := f.block(f.x.field(c, "consequence"), in)
			out = union(out, o)
		}
		return out
	case "function_definition", "class_definition", "decorated_definition":
		if n := f.x.field(s, "name"); n != nil && f.x.text(n) == f.name {
			f.unknown = true
		}
		return in
	case "global_statement", "nonlocal_statement", "delete_statement":
		f.x.markBinds(f, s)
		return in
	}
	return in
}

// assign applies an assignment expression to the chains.
func (f *flow) assign(e *tsutil.Node, in []chain) []chain {
	switch f.x.kind(e) {
	case "assignment":
		left, right := f.x.field(e, "left"), f.x.field(e, "right")
		if left == nil {
			return in
		}
		if f.x.kind(left) == "identifier" && f.x.text(left) == f.name {
			if right == nil { // an annotation alone: x: str
				return in
			}
			if f.x.kind(right) == "assignment" { // a = b = "text"
				right = f.x.field(right, "right")
			}
			if right == nil || len(in) == 0 || f.recodes(right) {
				return in
			}
			return []chain{{base: right}}
		}
		if f.binds(left) {
			f.unknown = true
		}
		if right != nil && f.x.kind(right) == "assignment" {
			return f.assign(right, in)
		}
	case "augmented_assignment":
		left := f.x.field(e, "left")
		if left == nil || f.x.kind(left) != "identifier" || f.x.text(left) != f.name {
			return in
		}
		op := f.x.text(f.x.field(e, "operator"))
		if op != "+=" && op != "%=" {
			f.unknown = true
			return in
		}
		aug := f.x.field(e, "right")
		if op == "%=" {
			aug = e // msg %= args: the statement, which variantsOf formats
		}
		out := make([]chain, 0, len(in))
		for _, c := range in {
			if c.base == nil {
				f.unknown = true // += on a parameter or an outer name
				return in
			}
			out = append(out, chain{base: c.base, augs: append(append([]*tsutil.Node(nil), c.augs...), aug)})
		}
		return out
	case "call":
		if out, ok := f.builder(e, in); ok {
			return out
		}
		// name.append(x) extends a list as += extends a string; another
		// method of the name may change it in a way not followed.
		fn := f.x.field(e, "function")
		if fn == nil || f.x.kind(fn) != "attribute" || f.x.text(f.x.field(fn, "object")) != f.name {
			if f.walrus(e) {
				f.unknown = true
			}
			return in
		}
		switch f.x.text(f.x.field(fn, "attribute")) {
		case "append":
			if pos, kws, ok := f.x.arguments(e); !ok || len(pos) != 1 || len(kws) > 0 || f.x.isSplat(pos[0]) {
				f.unknown = true
				return in
			}
			out := make([]chain, 0, len(in))
			for _, c := range in {
				if c.base == nil {
					f.unknown = true
					return in
				}
				out = append(out, chain{base: c.base, augs: append(append([]*tsutil.Node(nil), c.augs...), e)})
			}
			return out
		case "extend", "insert", "pop", "remove", "clear", "reverse", "sort":
			f.unknown = true
		}
		if f.walrus(e) {
			f.unknown = true
		}
	default:
		if f.walrus(e) {
			f.unknown = true
		}
	}
	return in
}

// recodes reports whether e only re-encodes or trims the name's own value
// (msg = msg.encode('ascii', 'backslashreplace').decode('ascii'), msg =
// msg.strip()): the text stays what it was, for matching, so the value
// before the assignment goes on.
func (f *flow) recodes(e *tsutil.Node) bool {
	for f.x.kind(e) == "call" {
		fn := f.x.field(e, "function")
		if fn == nil || f.x.kind(fn) != "attribute" {
			return false
		}
		switch f.x.text(f.x.field(fn, "attribute")) {
		case "encode", "decode", "strip", "rstrip", "lstrip":
		default:
			return false
		}
		e = f.x.field(fn, "object")
	}
	return f.x.kind(e) == "identifier" && f.x.text(e) == f.name
}

// binds reports whether target (an assignment's left side) binds the name
// other than as the whole target.
func (f *flow) binds(target *tsutil.Node) bool {
	if target == nil {
		return false
	}
	switch f.x.kind(target) {
	case "identifier":
		return f.x.text(target) == f.name
	case "attribute", "subscript": // self.msg = …, d[msg] = … bind no name
		return false
	}
	for i := uint(0); i < f.x.namedChildCount(target); i++ {
		if f.binds(f.x.namedChild(target, i)) {
			return true
		}
	}
	return false
}

// walrus reports whether e holds name := … .
func (f *flow) walrus(e *tsutil.Node) bool {
	found := false
	f.x.walkKind(e, "named_expression", func(n *tsutil.Node) {
		if nm := f.x.field(n, "name"); nm != nil && f.x.text(nm) == f.name {
			found = true
		}
	})
	return found
}

// markBinds marks the flow unknown when s binds the name: with … as
// name, global name, del name.
func (x *file) markBinds(f *flow, s *tsutil.Node) {
	x.walkKind(s, "as_pattern_target", func(n *tsutil.Node) {
		if f.binds(n) {
			f.unknown = true
		}
	})
	if x.kind(s) != "with_statement" && f.binds(s) {
		f.unknown = true
	}
}

// walkKind calls fn on every node of kind below n, not entering nested
// functions, lambdas or classes.
func (x *file) walkKind(n *tsutil.Node, kind string, fn func(*tsutil.Node)) {
	if n == nil {
		return
	}
	if x.kind(n) == kind {
		fn(n)
	}
	for i := uint(0); i < x.namedChildCount(n); i++ {
		c := x.namedChild(n, i)
		switch x.kind(c) {
		case "function_definition", "lambda", "class_definition":
			continue
		}
		x.walkKind(c, kind, fn)
	}
}

// lastBlock returns the last block child of a clause (except, finally,
// case).
func (x *file) lastBlock(c *tsutil.Node) *tsutil.Node {
	for i := int(x.namedChildCount(c)) - 1; i >= 0; i-- {
		if b := x.namedChild(c, uint(i)); x.kind(b) == "block" {
			return b
		}
	}
	return nil
}

func (x *file) caseClauses(s *tsutil.Node) []*tsutil.Node {
	var out []*tsutil.Node
	if body := x.field(s, "body"); body != nil {
		for i := uint(0); i < x.namedChildCount(body); i++ {
			if c := x.namedChild(body, i); x.kind(c) == "case_clause" {
				out = append(out, c)
			}
		}
	}
	return out
}

// union returns the chains of a and b, each once, in order.
func union(a, b []chain) []chain {
	seen := map[string]bool{}
	var out []chain
	for _, c := range append(append([]chain(nil), a...), b...) {
		if k := c.key(); !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	return out
}

// without returns the chains of a that are not in b.
func without(a, b []chain) []chain {
	drop := map[string]bool{}
	for _, c := range b {
		drop[c.key()] = true
	}
	var out []chain
	for _, c := range a {
		if !drop[c.key()] {
			out = append(out, c)
		}
	}
	return out
}

// variantsOf returns the templates a local variable may hold at `at`,
// one per chain, or ok false when they cannot be told; fallback then says
// the caller may read the source-order assignments instead (there are too
// many variants, or none assigns a value). A path on which the function
// assigns nothing is the parameter's value when name is a parameter, the
// module constant of that name when there is one, and is dropped
// otherwise (Python would raise UnboundLocalError there).
func (x *file) variantsOf(name, at *tsutil.Node, depth int) (ts []template.Template, ok, fallback bool) {
	chains, ok, over := x.reaching(x.text(name), at)
	if !ok {
		return nil, false, over
	}
	if a := x.noneArg; a != nil && a.name == x.text(name) && a.at.ID() == at.ID() {
		chains, _ = x.noneChains(a.name, at, chains, a.none)
	}
	var out []template.Template
	hasBase := false
	for _, c := range chains {
		hasBase = hasBase || c.base != nil
	}
	if !hasBase {
		if x.isParam(name, at) {
			return []template.Template{template.Hole(x.text(name), "", "")}, true, false
		}
		return nil, false, true
	}
	for _, c := range chains {
		var ts []template.Template
		if c.base == nil {
			switch {
			case x.isParam(name, at):
				ts = []template.Template{template.Hole(x.text(name), "", "")}
			case x.moduleConstant(x.text(name), at) != nil:
				rhs := x.moduleConstant(x.text(name), at)
				ts = x.messages(rhs, x.stmtOf(rhs), depth+1)
			default:
				continue
			}
		} else if len(c.augs) > 0 && x.newObject(c.base) {
			// a text builder's steps (flow.builder); a buffer's text is
			// what its getvalue() returns (bufferText), and a builder
			// whose steps are not read prints its object, as before
			if x.builderBase(c.base) {
				ts = x.builderText(x.text(name), c, depth)
			}
			if ts == nil {
				if x.appendsTo(x.text(name), c.augs) {
					return nil, false, false // name.append(…): a list, not a text
				}
				ts = x.messages(c.base, x.stmtOf(c.base), depth+1)
			}
		} else {
			ts = x.messages(c.base, x.stmtOf(c.base), depth+1)
			for _, a := range c.augs {
				if x.kind(a) == "call" { // name.append(…): a list, not a text
					return nil, false, false
				}
				if x.kind(a) == "augmented_assignment" { // name %= args
					if ts = x.percentAll(ts, x.field(a, "right"), x.stmtOf(a), depth); ts == nil {
						return nil, false, true
					}
					continue
				}
				ts = product(ts, x.messages(a, x.stmtOf(a), depth+1))
				if ts == nil {
					return nil, false, true
				}
			}
		}
		out = appendUnique(out, ts...)
		if len(out) > maxVariants {
			return nil, false, true
		}
	}
	return out, len(out) > 0, len(out) == 0
}

// isParam reports whether name is a parameter of the function around at.
func (x *file) isParam(name, at *tsutil.Node) bool {
	for p := x.parent(at); p != nil; p = x.parent(p) {
		if x.kind(p) == "function_definition" {
			ps, _ := x.params(p)
			for _, q := range ps {
				if q == x.text(name) {
					return true
				}
			}
			return x.text(name) == "self" || x.text(name) == "cls"
		}
	}
	return false
}

// product returns every concatenation of a template of a with one of b,
// or nil when there are more than maxVariants.
func product(a, b []template.Template) []template.Template {
	return productN(a, b, maxVariants)
}

// productN is product with at most limit templates.
func productN(a, b []template.Template, limit int) []template.Template {
	if len(a)*len(b) > limit {
		return nil
	}
	var out []template.Template
	for _, s := range a {
		for _, t := range b {
			out = appendUnique(out, template.Concat(s, t))
		}
	}
	return out
}

// appendUnique appends the templates of ts whose text is not already in
// out: two variants that differ only in the names in their holes print the
// same texts and are one.
func appendUnique(out []template.Template, ts ...template.Template) []template.Template {
next:
	for _, t := range ts {
		m := t.Pattern()
		for _, o := range out {
			if o.Pattern() == m {
				continue next
			}
		}
		out = append(out, t)
	}
	return out
}
