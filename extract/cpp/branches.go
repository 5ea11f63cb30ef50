package cpp

import (
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
	if fn == nil {
		return nil
	}
	inits := map[string]*sitter.Node{}
	declEnd := uint(0)
	found := false
	for _, name := range names {
		decl, _ := x.findLocal(name, at, x.src)
		if decl == nil {
			continue
		}
		found = found || name == text
		declEnd = max(declEnd, decl.EndByte())
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
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	type group struct {
		key  uintptr
		vals map[string]*sitter.Node
	}
	var groups []*group
	byKey := map[uintptr]*group{}
	body := fn.ChildByFieldName("body")
	if body == nil {
		return nil
	}
	walkTree(body, func(n *sitter.Node) {
		if n.Kind() != "assignment_expression" || n.StartByte() < declEnd || n.EndByte() > at.StartByte() {
			return
		}
		left := n.ChildByFieldName("left")
		if left == nil || left.Kind() != "identifier" || !want[tsutil.Text(left, x.src)] || tsutil.Text(n.ChildByFieldName("operator"), x.src) != "=" {
			return
		}
		right := tsutil.Inner(n.ChildByFieldName("right"))
		if right == nil || !isString(right) && right.Kind() != "identifier" {
			return
		}
		st := n.Parent()
		if st == nil || st.Kind() != "expression_statement" {
			return
		}
		key := st
		if p := st.Parent(); p != nil && (p.Kind() == "compound_statement" || p.Kind() == "case_statement") {
			key = p
		}
		g := byKey[key.Id()]
		if g == nil {
			if len(groups) >= maxBranches {
				return
			}
			g = &group{key: key.Id(), vals: map[string]*sitter.Node{}}
			byKey[key.Id()] = g
			groups = append(groups, g)
		}
		g.vals[tsutil.Text(left, x.src)] = right
	})
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
		if v := b[text]; v == nil || !isString(v) || seen[k] {
			return
		}
		seen[k] = true
		out = append(out, b)
	}
	addBinding(nil)
	for _, g := range groups {
		addBinding(g.vals)
	}
	if len(out) < 2 && (len(out) == 0 || inits[text] != nil && isString(inits[text])) {
		return nil // one text, which the initialiser already gives
	}
	return out
}
