package javascript

import (
	"regexp"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// isFunction reports whether n starts a new function scope.
func isFunction(n *sitter.Node) bool {
	switch n.Kind() {
	case "function_declaration", "generator_function_declaration", "function_expression",
		"function", "generator_function", "arrow_function", "method_definition":
		return true
	}
	return false
}

func inside(n, outer *sitter.Node) bool {
	return outer != nil && n.StartByte() >= outer.StartByte() && n.EndByte() <= outer.EndByte()
}

// declaration returns the value of the nearest "const/let/var name = value"
// or plain "name = value" statement above at in an enclosing block of the
// same function, at most resolveLines lines up, or else of a module-level
// const.
func (x *file) declaration(name, at *sitter.Node) *sitter.Node {
	target := x.text(name)
	minRow := int(at.StartPosition().Row) - resolveLines
	child := at
	for p := at.Parent(); p != nil; child, p = p, p.Parent() {
		switch p.Kind() {
		case "statement_block", "program", "switch_case", "switch_default", "class_static_block":
			for s := child.PrevNamedSibling(); s != nil && int(s.StartPosition().Row) >= minRow; s = s.PrevNamedSibling() {
				if s.Kind() == "expression_statement" { // msg = `strict mode: ${msg}`
					if a := firstNamed(s); a != nil && a.Kind() == "assignment_expression" && x.text(a.ChildByFieldName("left")) == target {
						return a.ChildByFieldName("right")
					}
				}
				if s.Kind() != "lexical_declaration" && s.Kind() != "variable_declaration" {
					continue
				}
				for i := s.NamedChildCount(); i > 0; i-- {
					d := s.NamedChild(i - 1)
					if d.Kind() == "variable_declarator" && x.text(d.ChildByFieldName("name")) == target {
						return d.ChildByFieldName("value") // nil for "let msg;"
					}
				}
			}
		}
		if isFunction(p) {
			return x.moduleConst(target, p)
		}
	}
	return nil
}

// moduleConst returns the value of a top-level "const name = value" (or
// "export const") above the top-level statement holding n, however far up.
func (x *file) moduleConst(target string, n *sitter.Node) *sitter.Node {
	top := n
	for p := n.Parent(); p != nil && p.Kind() != "program"; p = p.Parent() {
		top = p
	}
	for s := top.PrevNamedSibling(); s != nil; s = s.PrevNamedSibling() {
		d := s
		if d.Kind() == "export_statement" {
			d = d.ChildByFieldName("declaration")
		}
		if d == nil || d.Kind() != "lexical_declaration" || !strings.HasPrefix(x.text(d), "const") {
			continue
		}
		for i := uint(0); i < d.NamedChildCount(); i++ {
			v := d.NamedChild(i)
			if v.Kind() == "variable_declarator" && x.text(v.ChildByFieldName("name")) == target {
				return v.ChildByFieldName("value")
			}
		}
	}
	return nil
}

// caught reports whether name is the parameter of a catch clause around at,
// so that "throw e" re-throws.
func (x *file) caught(at *sitter.Node, name string) bool {
	for p := at.Parent(); p != nil && !isFunction(p); p = p.Parent() {
		if p.Kind() == "catch_clause" && x.text(p.ChildByFieldName("parameter")) == name {
			return true
		}
	}
	return false
}

// fillContext sets the function, guard, handler, doc comment and comments
// of a site at node at.
func (x *file) fillContext(s *extract.Site, at *sitter.Node) {
	guarded, handled := false, false
	child := at
	for p := at.Parent(); p != nil; child, p = p, p.Parent() {
		switch p.Kind() {
		case "if_statement":
			if guarded {
				break
			}
			if inside(child, p.ChildByFieldName("consequence")) {
				s.Context.Guard = x.condition(p)
				guarded = true
			} else if inside(child, p.ChildByFieldName("alternative")) {
				s.Context.Guard, s.Context.Negated = x.condition(p), true
				guarded = true
			}
		case "catch_clause":
			if !handled {
				handled = true
				s.Context.Handler = "catch"
				if param := p.ChildByFieldName("parameter"); param != nil {
					s.Context.Handler = "catch (" + x.compact(param) + ")"
				}
			}
		}
		if isFunction(p) {
			guarded, handled = true, true // outer ifs do not guard this function's body
			if name, decl := x.functionName(p); name != "" {
				s.Context.Function = name
				s.Context.Docstring = x.docComment(decl)
				break
			}
		}
	}
	s.Context.Comments = x.commentsAbove(statementOf(at))
}

func (x *file) condition(ifStmt *sitter.Node) string {
	c := ifStmt.ChildByFieldName("condition")
	if c == nil {
		return ""
	}
	if c.Kind() == "parenthesized_expression" {
		if e := firstNamed(c); e != nil {
			c = e
		}
	}
	return x.compact(c)
}

// functionName returns the qualified name of function node f ("Class.method",
// "obj.prototype.m" shortened to "obj.m") and the node its doc comment
// precedes; "" for an anonymous callback.
func (x *file) functionName(f *sitter.Node) (string, *sitter.Node) {
	if f.Kind() == "method_definition" {
		name := x.text(f.ChildByFieldName("name"))
		if c := x.className(f); c != "" {
			name = c + "." + name
		}
		return name, f
	}
	if n := f.ChildByFieldName("name"); n != nil {
		return x.text(n), declNode(f)
	}
	p := f.Parent()
	if p == nil {
		return "", nil
	}
	switch p.Kind() {
	case "variable_declarator":
		return x.text(p.ChildByFieldName("name")), declNode(p.Parent())
	case "pair":
		return x.compact(p.ChildByFieldName("key")), p
	case "assignment_expression":
		return strings.Replace(x.compact(p.ChildByFieldName("left")), ".prototype.", ".", 1), declNode(p.Parent())
	case "public_field_definition", "field_definition":
		name := x.text(p.ChildByFieldName("name"))
		if name == "" {
			name = x.text(p.ChildByFieldName("property"))
		}
		if c := x.className(p); c != "" {
			name = c + "." + name
		}
		return name, p
	}
	return "", nil
}

// declNode is the statement a doc comment of n precedes: n, or the export
// statement around it.
func declNode(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	if p := n.Parent(); p != nil && p.Kind() == "export_statement" {
		return p
	}
	return n
}

// className is the name of the class whose body holds member m.
func (x *file) className(m *sitter.Node) string {
	body := m.Parent()
	if body == nil || body.Kind() != "class_body" {
		return ""
	}
	c := body.Parent()
	if c == nil {
		return ""
	}
	if n := c.ChildByFieldName("name"); n != nil {
		return x.text(n)
	}
	if p := c.Parent(); p != nil && p.Kind() == "variable_declarator" {
		return x.text(p.ChildByFieldName("name"))
	}
	return ""
}

// statementOf returns the statement that holds n.
func statementOf(n *sitter.Node) *sitter.Node {
	for p := n; p != nil; p = p.Parent() {
		if strings.HasSuffix(p.Kind(), "_statement") || strings.HasSuffix(p.Kind(), "_declaration") {
			return p
		}
	}
	return n
}

// docComment returns the cleaned text of the /** … */ comment right before
// decl.
func (x *file) docComment(decl *sitter.Node) string {
	if decl == nil {
		return ""
	}
	c := decl.PrevNamedSibling()
	if c == nil || c.Kind() != "comment" || int(c.EndPosition().Row)+1 < int(decl.StartPosition().Row) {
		return ""
	}
	t := x.text(c)
	if !strings.HasPrefix(t, "/**") {
		return ""
	}
	return cleanComment(t)
}

// commentsAbove returns the comments on the lines right above n, in order.
func (x *file) commentsAbove(n *sitter.Node) []string {
	var out []string
	row := int(n.StartPosition().Row)
	for c := n.PrevNamedSibling(); c != nil && c.Kind() == "comment" && int(c.EndPosition().Row) >= row-1; c = c.PrevNamedSibling() {
		if t := x.text(c); !strings.HasPrefix(t, "/**") {
			out = append([]string{cleanComment(t)}, out...)
		}
		row = int(c.StartPosition().Row)
	}
	return out
}

var starRE = regexp.MustCompile(`(?m)^[ \t]*\*+ ?`)

// cleanComment strips the comment markers of a // or /* */ comment.
func cleanComment(t string) string {
	switch {
	case strings.HasPrefix(t, "//"):
		return strings.TrimSpace(strings.TrimPrefix(t, "//"))
	case strings.HasPrefix(t, "/*"):
		t = strings.TrimSuffix(strings.TrimLeft(t[2:], "*"), "*/")
		t = starRE.ReplaceAllString(t, "")
	}
	return strings.TrimSpace(t)
}

var errorishRE = regexp.MustCompile(`(Error|Exception|Failure|Fault)$`)

// class records the name and bases of a class declaration or expression;
// errorClasses later keeps those that extend an error.
func (x *file) class(n *sitter.Node) {
	name := x.text(n.ChildByFieldName("name"))
	if name == "" {
		if p := n.Parent(); p != nil && p.Kind() == "variable_declarator" {
			name = x.text(p.ChildByFieldName("name"))
		}
	}
	if name == "" {
		return
	}
	var bases []string
	for i := uint(0); i < n.NamedChildCount(); i++ {
		h := n.NamedChild(i)
		if h.Kind() != "class_heritage" {
			continue
		}
		for j := uint(0); j < h.NamedChildCount(); j++ {
			b := h.NamedChild(j)
			switch b.Kind() {
			case "extends_clause": // TypeScript
				if v := b.ChildByFieldName("value"); v != nil {
					bases = append(bases, x.compact(v))
				}
			case "implements_clause", "comment":
			default:
				bases = append(bases, x.compact(b))
			}
		}
	}
	if len(bases) > 0 {
		x.classes = append(x.classes, extract.ClassDef{Name: name, Bases: bases, Line: tsutil.Line(n)})
	}
}

// errorClasses moves into the result the classes whose base looks like an
// error class or is another error class of the file, and returns their
// names.
func (x *file) errorClasses() map[string]bool {
	keep := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, c := range x.classes {
			if keep[c.Name] {
				continue
			}
			for _, b := range c.Bases {
				if errorishRE.MatchString(lastName(b)) || keep[b] {
					keep[c.Name], changed = true, true
					break
				}
			}
		}
	}
	for _, c := range x.classes {
		if keep[c.Name] {
			x.res.Classes = append(x.res.Classes, c)
		}
	}
	return keep
}
