package cpp

import (
	"sort"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract/tsutil"
)

// Messages chosen by branches. C picks an error's text (and class) into
// locals in the branches of a switch or an if chain and raises once
// below:
//
//	const char *msg = NULL;
//	PyObject *errtype = PyExc_SyntaxError;
//	switch (tok->done) {
//	case E_TABSPACE:
//	    errtype = PyExc_TabError;
//	    msg = "inconsistent use of tabs and spaces in indentation";
//	    break;
//	case E_TOODEEP: …
//	}
//	RAISE_ERROR(p, errtype, msg);
//
// branchValues reads such locals: one binding per branch that assigns one
// of them (a case, a block, the statement of an if without braces), each
// local the value the branch assigns or else its initialiser; the
// initialiser alone is a binding too when it is text. The site then
// stands for each binding: one site per text.

func firstStart(vals map[string]*sitter.Node) uint {
	first := ^uint(0)
	for _, v := range vals {
		first = min(first, v.StartByte())
	}
	return first
}

// assignments returns, for function fn, its "name = text" and "name =
// name" assignments by the name assigned (computed once per function).
func (x *file) assignments(fn *sitter.Node) map[string][]*sitter.Node {
	if as, ok := x.assigns[fn.Id()]; ok {
		return as
	}
	as := map[string][]*sitter.Node{}
	// From the tokens name = "…" and name = name: only those are looked up
	// in the tree.
	start, end := int(fn.StartByte()), int(fn.EndByte())
	i := sort.Search(len(x.toks), func(i int) bool { return x.toks[i].pos >= start })
	for ; i+2 < len(x.toks) && x.toks[i].pos < end; i++ {
		if x.toks[i].kind != tIdent || x.toks[i+1].text != "=" || x.toks[i+2].kind != tString && x.toks[i+2].kind != tIdent {
			continue
		}
		n := (&unit{src: x.src, root: x.root}).node(x.toks[i])
		if n == nil || n.Parent() == nil || n.Parent().Kind() != "assignment_expression" {
			continue
		}
		a := n.Parent()
		right := tsutil.Inner(a.ChildByFieldName("right"))
		if right == nil || !isString(right) && right.Kind() != "identifier" {
			continue
		}
		as[x.toks[i].text] = append(as[x.toks[i].text], a)
	}
	if x.assigns == nil {
		x.assigns = map[uintptr]map[string][]*sitter.Node{}
	}
	x.assigns[fn.Id()] = as
	return as
}

// hasTextAssignment reports whether fn assigns name a string literal
// (or a string macro).
func (x *file) hasTextAssignment(fn *sitter.Node, name string) bool {
	for _, n := range x.assignments(fn)[name] {
		if r := tsutil.Inner(n.ChildByFieldName("right")); r != nil && x.isText(r) {
			return true
		}
	}
	return false
}

// isText reports whether n is a string literal or names an object-like
// macro of the file whose body is string literals (#define GLOBAL_PARAM
// "name '%U' is parameter and global").
func (x *file) isText(n *sitter.Node) bool {
	_, ok := x.textValue(n)
	return ok
}

// textValue returns the text of a string literal or of a string macro n
// names (see isText).
func (x *file) textValue(n *sitter.Node) (string, bool) {
	if isString(n) {
		return (&msg{x: x, u: &unit{src: x.src, root: x.root}}).literal(n).Render(), true
	}
	if n.Kind() != "identifier" {
		return "", false
	}
	if t, ok := x.stringMacro(tsutil.Text(n, x.src)); ok {
		return t.Render(), true
	}
	return "", false
}

// maxBranches bounds the bindings branchValues returns.
const maxBranches = 32

// branchValues returns the bindings of the locals names (declared in the
// file above at, in at's function) that the branches between their
// declaration and at assign a string literal or a name (a class); nil
// when none of names is such a local with text. text is the name whose
// value must be a string literal in every binding.
func (x *file) branchValues(names []string, text string, at *sitter.Node) []map[string]*sitter.Node {
	if at == nil {
		return nil
	}
	fn := function(at)
	if fn == nil || !x.hasTextAssignment(fn, text) {
		return nil
	}
	inits := map[string]*sitter.Node{}
	declEnd := map[string]uint{} // each local's own: another may be declared further down, in the block of the use
	found := false
	for _, name := range names {
		decl, _ := x.findLocal(name, at, x.src)
		if decl == nil {
			continue
		}
		found = found || name == text
		declEnd[name] = decl.EndByte()
		for i := uint(0); i < decl.NamedChildCount(); i++ {
			c := decl.NamedChild(i)
			if c.Kind() == "init_declarator" && declName(c, x.src) == name {
				inits[name] = tsutil.Inner(c.ChildByFieldName("value"))
			}
		}
	}
	if !found {
		return nil
	}
	type group struct {
		key  uintptr
		vals map[string]*sitter.Node
	}
	var groups []*group
	byKey := map[uintptr]*group{}
	assigns := x.assignments(fn)
	for _, name := range names {
		for _, n := range assigns[name] {
			if end, ok := declEnd[name]; !ok || n.StartByte() < end || n.EndByte() > at.StartByte() {
				continue
			}
			left := n.ChildByFieldName("left")
			right := tsutil.Inner(n.ChildByFieldName("right"))
			st := n.Parent()
			if st == nil || st.Kind() != "expression_statement" {
				continue
			}
			key := st
			if p := st.Parent(); p != nil && (p.Kind() == "compound_statement" || p.Kind() == "case_statement") {
				key = p
			}
			g := byKey[key.Id()]
			if g == nil {
				if len(groups) >= maxBranches {
					continue
				}
				g = &group{key: key.Id(), vals: map[string]*sitter.Node{}}
				byKey[key.Id()] = g
				groups = append(groups, g)
			}
			g.vals[tsutil.Text(left, x.src)] = right
		}
	}
	// Branches in the order the function writes them.
	sort.Slice(groups, func(i, j int) bool { return firstStart(groups[i].vals) < firstStart(groups[j].vals) })
	if len(groups) == 0 {
		return nil
	}
	var out []map[string]*sitter.Node
	seen := map[string]bool{}
	addBinding := func(vals map[string]*sitter.Node) {
		b := map[string]*sitter.Node{}
		k := ""
		for _, name := range names {
			v := vals[name]
			if v == nil {
				v = inits[name]
			}
			if v == nil {
				continue
			}
			b[name] = v
			k += name + "=" + tsutil.Text(v, x.src) + "\x00"
		}
		if v := b[text]; v == nil || !x.isText(v) || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, b)
	}
	addBinding(nil)
	for _, g := range groups {
		addBinding(g.vals)
	}
	if len(out) < 2 && (len(out) == 0 || inits[text] != nil && x.isText(inits[text])) {
		return nil // one text, which the initialiser already gives
	}
	return out
}
