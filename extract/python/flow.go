package python

import (
	"strconv"

	sitter "github.com/tree-sitter/go-tree-sitter"

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
	base *sitter.Node
	augs []*sitter.Node
}

func (c chain) key() string {
	k := ""
	if c.base != nil {
		k = strconv.FormatUint(uint64(c.base.Id()), 36)
	}
	for _, a := range c.augs {
		k += "+" + strconv.FormatUint(uint64(a.Id()), 36)
	}
	return k
}

// flow follows the statements of a scope to a use of one name and
// collects the chains that reach it: a simple reaching-definitions pass
// over the syntax tree. if/elif/else, match and try are alternatives;
// a loop body runs zero times or once; return, raise, break and continue
// end a path. A statement that binds the name in another way (a tuple
// target, a loop variable, with … as, a walrus, an augmented operator
// other than +=) makes the result unknown.
type flow struct {
	x       *file
	name    string
	at      *sitter.Node
	limit   int  // most chains followed
	unknown bool // bound in a way not followed
	over    bool // more than limit chains
}

// reaching returns the chains of name that reach at, at most maxVariants;
// ok is false when they cannot be told, and over then says it is because
// there are more.
func (x *file) reaching(name string, at *sitter.Node) (chains []chain, ok, over bool) {
	return x.reachingN(name, at, maxVariants)
}

// reachingN is reaching with at most limit chains.
func (x *file) reachingN(name string, at *sitter.Node, limit int) (chains []chain, ok, over bool) {
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
func (f *flow) block(b *sitter.Node, in []chain) ([]chain, bool) {
	cur := in
	for i := uint(0); b != nil && i < b.NamedChildCount(); i++ {
		s := b.NamedChild(i)
		if s.StartByte() >= f.at.StartByte() {
			return cur, true
		}
		if within(f.at, s) {
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
func (f *flow) into(s *sitter.Node, in []chain) []chain {
	body := s.ChildByFieldName("body")
	switch s.Kind() {
	case "if_statement":
		if c := s.ChildByFieldName("consequence"); c != nil && within(f.at, c) {
			out, _ := f.block(c, in)
			return out
		}
		for i := uint(0); i < s.NamedChildCount(); i++ {
			c := s.NamedChild(i)
			switch c.Kind() {
			case "elif_clause":
				if cons := c.ChildByFieldName("consequence"); cons != nil && within(f.at, cons) {
					out, _ := f.block(cons, in)
					return out
				}
			case "else_clause":
				if b := c.ChildByFieldName("body"); b != nil && within(f.at, b) {
					out, _ := f.block(b, in)
					return out
				}
			}
		}
		return in // in a condition
	case "for_statement", "while_statement", "with_statement", "class_definition":
		if s.Kind() == "for_statement" && f.binds(s.ChildByFieldName("left")) || s.Kind() == "with_statement" {
			markBinds(f, s)
			if s.Kind() == "for_statement" {
				f.unknown = true
			}
		}
		if body != nil && within(f.at, body) {
			out, _ := f.block(body, in)
			return out
		}
		for i := uint(0); i < s.NamedChildCount(); i++ {
			if c := s.NamedChild(i); c.Kind() == "else_clause" && within(f.at, c) {
				out, _ := f.block(c.ChildByFieldName("body"), in)
				return out
			}
		}
		return in
	case "try_statement":
		if body != nil && within(f.at, body) {
			out, _ := f.block(body, in)
			return out
		}
		// A handler or finally is reached from anywhere in the body.
		var after []chain
		if body != nil {
			after, _ = f.block(body, in)
		}
		entry := union(in, after)
		for i := uint(0); i < s.NamedChildCount(); i++ {
			c := s.NamedChild(i)
			if !within(f.at, c) {
				continue
			}
			b := c.ChildByFieldName("body")
			if b == nil { // except_clause holds its block as the last child
				b = lastBlock(c)
			}
			if c.Kind() == "else_clause" {
				entry = after
			}
			out, _ := f.block(b, entry)
			return out
		}
		return entry
	case "match_statement":
		for _, c := range caseClauses(s) {
			if within(f.at, c) {
				out, _ := f.block(c.ChildByFieldName("consequence"), in)
				return out
			}
		}
		return in
	case "decorated_definition":
		if d := s.ChildByFieldName("definition"); d != nil {
			return f.into(d, in)
		}
	}
	return in // a simple statement holding at: the use itself
}

// stmt runs a whole statement that lies before at.
func (f *flow) stmt(s *sitter.Node, in []chain) []chain {
	switch s.Kind() {
	case "expression_statement":
		for i := uint(0); i < s.NamedChildCount(); i++ {
			in = f.assign(s.NamedChild(i), in)
		}
		return in
	case "return_statement", "raise_statement", "break_statement", "continue_statement":
		return nil
	case "if_statement":
		var out []chain
		if c := s.ChildByFieldName("consequence"); c != nil {
			o, _ := f.block(c, in)
			out = union(out, o)
		}
		hasElse := false
		for i := uint(0); i < s.NamedChildCount(); i++ {
			c := s.NamedChild(i)
			switch c.Kind() {
			case "elif_clause":
				o, _ := f.block(c.ChildByFieldName("consequence"), in)
				out = union(out, o)
			case "else_clause":
				hasElse = true
				o, _ := f.block(c.ChildByFieldName("body"), in)
				out = union(out, o)
			}
		}
		if !hasElse {
			out = union(out, in)
		}
		return out
	case "for_statement", "while_statement":
		if s.Kind() == "for_statement" && f.binds(s.ChildByFieldName("left")) {
			f.unknown = true
		}
		o, _ := f.block(s.ChildByFieldName("body"), in)
		return union(in, o)
	case "with_statement":
		markBinds(f, s)
		o, _ := f.block(s.ChildByFieldName("body"), in)
		return o
	case "try_statement":
		after, _ := f.block(s.ChildByFieldName("body"), in)
		out := after
		var fin *sitter.Node
		for i := uint(0); i < s.NamedChildCount(); i++ {
			c := s.NamedChild(i)
			switch c.Kind() {
			case "except_clause", "except_group_clause":
				o, _ := f.block(lastBlock(c), union(in, after))
				out = union(out, o)
			case "else_clause":
				o, _ := f.block(c.ChildByFieldName("body"), after)
				out = union(without(out, after), o)
			case "finally_clause":
				fin = lastBlock(c)
			}
		}
		if fin != nil {
			out, _ = f.block(fin, out)
		}
		return out
	case "match_statement":
		out := in // no case may match
		for _, c := range caseClauses(s) {
			o, _ := f.block(c.ChildByFieldName("consequence"), in)
			out = union(out, o)
		}
		return out
	case "function_definition", "class_definition", "decorated_definition":
		if n := s.ChildByFieldName("name"); n != nil && f.x.text(n) == f.name {
			f.unknown = true
		}
		return in
	case "global_statement", "nonlocal_statement", "delete_statement":
		markBinds(f, s)
		return in
	}
	return in
}

// assign applies an assignment expression to the chains.
func (f *flow) assign(e *sitter.Node, in []chain) []chain {
	switch e.Kind() {
	case "assignment":
		left, right := e.ChildByFieldName("left"), e.ChildByFieldName("right")
		if left == nil {
			return in
		}
		if left.Kind() == "identifier" && f.x.text(left) == f.name {
			if right == nil { // an annotation alone: x: str
				return in
			}
			if right.Kind() == "assignment" { // a = b = "text"
				right = right.ChildByFieldName("right")
			}
			if right == nil || len(in) == 0 || f.recodes(right) {
				return in
			}
			return []chain{{base: right}}
		}
		if f.binds(left) {
			f.unknown = true
		}
		if right != nil && right.Kind() == "assignment" {
			return f.assign(right, in)
		}
	case "augmented_assignment":
		left := e.ChildByFieldName("left")
		if left == nil || left.Kind() != "identifier" || f.x.text(left) != f.name {
			return in
		}
		if f.x.text(e.ChildByFieldName("operator")) != "+=" {
			f.unknown = true
			return in
		}
		right := e.ChildByFieldName("right")
		out := make([]chain, 0, len(in))
		for _, c := range in {
			if c.base == nil {
				f.unknown = true // += on a parameter or an outer name
				return in
			}
			out = append(out, chain{base: c.base, augs: append(append([]*sitter.Node(nil), c.augs...), right)})
		}
		return out
	case "call":
		// name.append(x) extends a list as += extends a string; another
		// method of the name may change it in a way not followed.
		fn := e.ChildByFieldName("function")
		if fn == nil || fn.Kind() != "attribute" || f.x.text(fn.ChildByFieldName("object")) != f.name {
			if f.walrus(e) {
				f.unknown = true
			}
			return in
		}
		switch f.x.text(fn.ChildByFieldName("attribute")) {
		case "append":
			if pos, kws, ok := f.x.arguments(e); !ok || len(pos) != 1 || len(kws) > 0 || isSplat(pos[0]) {
				f.unknown = true
				return in
			}
			out := make([]chain, 0, len(in))
			for _, c := range in {
				if c.base == nil {
					f.unknown = true
					return in
				}
				out = append(out, chain{base: c.base, augs: append(append([]*sitter.Node(nil), c.augs...), e)})
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
func (f *flow) recodes(e *sitter.Node) bool {
	for e.Kind() == "call" {
		fn := e.ChildByFieldName("function")
		if fn == nil || fn.Kind() != "attribute" {
			return false
		}
		switch f.x.text(fn.ChildByFieldName("attribute")) {
		case "encode", "decode", "strip", "rstrip", "lstrip":
		default:
			return false
		}
		e = fn.ChildByFieldName("object")
	}
	return e.Kind() == "identifier" && f.x.text(e) == f.name
}

// binds reports whether target (an assignment's left side) binds the name
// other than as the whole target.
func (f *flow) binds(target *sitter.Node) bool {
	if target == nil {
		return false
	}
	switch target.Kind() {
	case "identifier":
		return f.x.text(target) == f.name
	case "attribute", "subscript": // self.msg = …, d[msg] = … bind no name
		return false
	}
	for i := uint(0); i < target.NamedChildCount(); i++ {
		if f.binds(target.NamedChild(i)) {
			return true
		}
	}
	return false
}

// walrus reports whether e holds name := … .
func (f *flow) walrus(e *sitter.Node) bool {
	found := false
	walkKind(e, "named_expression", func(n *sitter.Node) {
		if nm := n.ChildByFieldName("name"); nm != nil && f.x.text(nm) == f.name {
			found = true
		}
	})
	return found
}

// markBinds marks the flow unknown when s binds the name: with … as
// name, global name, del name.
func markBinds(f *flow, s *sitter.Node) {
	walkKind(s, "as_pattern_target", func(n *sitter.Node) {
		if f.binds(n) {
			f.unknown = true
		}
	})
	if s.Kind() != "with_statement" && f.binds(s) {
		f.unknown = true
	}
}

// walkKind calls fn on every node of kind below n, not entering nested
// functions, lambdas or classes.
func walkKind(n *sitter.Node, kind string, fn func(*sitter.Node)) {
	if n == nil {
		return
	}
	if n.Kind() == kind {
		fn(n)
	}
	for i := uint(0); i < n.NamedChildCount(); i++ {
		c := n.NamedChild(i)
		switch c.Kind() {
		case "function_definition", "lambda", "class_definition":
			continue
		}
		walkKind(c, kind, fn)
	}
}

// lastBlock returns the last block child of a clause (except, finally,
// case).
func lastBlock(c *sitter.Node) *sitter.Node {
	for i := int(c.NamedChildCount()) - 1; i >= 0; i-- {
		if b := c.NamedChild(uint(i)); b.Kind() == "block" {
			return b
		}
	}
	return nil
}

func caseClauses(s *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	if body := s.ChildByFieldName("body"); body != nil {
		for i := uint(0); i < body.NamedChildCount(); i++ {
			if c := body.NamedChild(i); c.Kind() == "case_clause" {
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
func (x *file) variantsOf(name, at *sitter.Node, depth int) (ts []template.Template, ok, fallback bool) {
	chains, ok, over := x.reaching(x.text(name), at)
	if !ok {
		return nil, false, over
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
		} else {
			ts = x.messages(c.base, x.stmtOf(c.base), depth+1)
			for _, a := range c.augs {
				if a.Kind() == "call" { // name.append(…): a list, not a text
					return nil, false, false
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
func (x *file) isParam(name, at *sitter.Node) bool {
	for p := x.parent(at); p != nil; p = x.parent(p) {
		if p.Kind() == "function_definition" {
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
