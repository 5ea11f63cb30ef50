package tsutil

import sitter "github.com/tree-sitter/go-tree-sitter"

// Params returns the parameter names of the function node fn in order,
// for extract.Context.Params: the "parameters" field of fn (or of the
// function declarator a C or C++ definition's declarator chain leads to),
// each parameter's name read through its name, pattern, declarator or left
// field ("" for one without a plain name: a destructuring pattern, an
// unnamed C parameter). A Rust self parameter is "self"; JavaScript and
// Java's this is not a parameter. nil when fn has no parameter list.
func Params(fn *sitter.Node, src []byte) []string {
	if fn == nil {
		return nil
	}
	ps := fn.ChildByFieldName("parameters")
	if ps == nil {
		if p := fn.ChildByFieldName("parameter"); p != nil { // x => …
			return []string{paramName(p, src, 0)}
		}
	}
	for d := fn.ChildByFieldName("declarator"); ps == nil && d != nil; d = d.ChildByFieldName("declarator") {
		ps = d.ChildByFieldName("parameters")
	}
	if ps == nil {
		return nil
	}
	out := []string{}
	for i := uint(0); i < ps.NamedChildCount(); i++ {
		c := ps.NamedChild(i)
		if c.IsExtra() { // comments
			continue
		}
		out = append(out, paramName(c, src, 0))
	}
	return out
}

// paramName returns the name one parameter binds, or "".
func paramName(n *sitter.Node, src []byte, depth int) string {
	if depth > 6 {
		return ""
	}
	switch n.Kind() {
	case "identifier", "field_identifier":
		return Text(n, src)
	case "self_parameter", "self":
		return "self"
	case "object_pattern", "array_pattern", "tuple_pattern", "struct_pattern":
		return ""
	}
	for _, f := range []string{"name", "pattern", "declarator", "left"} {
		if c := n.ChildByFieldName(f); c != nil {
			return paramName(c, src, depth+1)
		}
	}
	for i := uint(0); i < n.NamedChildCount(); i++ { // mut x, &x, ...rest
		if c := n.NamedChild(i); c.Kind() == "identifier" || c.Kind() == "self" {
			return paramName(c, src, depth+1)
		}
	}
	return ""
}
