package java

import (
	"regexp"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// isScope reports whether n is a method, constructor, lambda or type body,
// past which local variables and guards do not reach.
func isScope(n *sitter.Node) bool {
	switch n.Kind() {
	case "method_declaration", "constructor_declaration", "compact_constructor_declaration",
		"lambda_expression", "class_body", "enum_body", "interface_body", "static_initializer":
		return true
	}
	return false
}

func within(n, outer *sitter.Node) bool {
	return outer != nil && outer.StartByte() <= n.StartByte() && n.EndByte() <= outer.EndByte()
}

// local returns the initialiser of the nearest local variable declaration
// of name above at in an enclosing block, at most lookBack lines up.
func (x *file) local(name, at *sitter.Node) *sitter.Node {
	want := x.text(name)
	top := int(at.StartPosition().Row) - lookBack
	prev := at
	for p := at.Parent(); p != nil && !isScope(p); prev, p = p, p.Parent() {
		if k := p.Kind(); k != "block" && k != "constructor_body" && k != "switch_block_statement_group" {
			continue
		}
		for st := prev.PrevNamedSibling(); st != nil && int(st.EndPosition().Row) >= top; st = st.PrevNamedSibling() {
			if st.Kind() != "local_variable_declaration" {
				continue
			}
			for i := uint(0); i < st.NamedChildCount(); i++ {
				d := st.NamedChild(i)
				if d.Kind() == "variable_declarator" && x.text(d.ChildByFieldName("name")) == want {
					return d.ChildByFieldName("value")
				}
			}
		}
	}
	return nil
}

// catchParam returns the variable name of the innermost catch clause
// around at, or "".
func (x *file) catchParam(at *sitter.Node) string {
	for p := at.Parent(); p != nil && !isScope(p); p = p.Parent() {
		if p.Kind() != "catch_clause" {
			continue
		}
		for i := uint(0); i < p.NamedChildCount(); i++ {
			if c := p.NamedChild(i); c.Kind() == "catch_formal_parameter" {
				return x.text(c.ChildByFieldName("name"))
			}
		}
	}
	return ""
}

// isCaught reports whether name is a caught exception, so that "throw e"
// re-throws it.
func (x *file) isCaught(at *sitter.Node, name string) bool {
	for p := at.Parent(); p != nil && !isScope(p); p = p.Parent() {
		if p.Kind() != "catch_clause" {
			continue
		}
		for i := uint(0); i < p.NamedChildCount(); i++ {
			if c := p.NamedChild(i); c.Kind() == "catch_formal_parameter" && x.text(c.ChildByFieldName("name")) == name {
				return true
			}
		}
	}
	return false
}

// context fills the enclosing method, the guard, the handler, the Javadoc
// and the comments above the throw statement at.
func (x *file) context(s *extract.Site, at *sitter.Node) {
	c := &s.Context
	var method *sitter.Node
	sealed := false // past a method or lambda: outer ifs and catches do not apply
	prev := at
	for p := at.Parent(); p != nil; prev, p = p, p.Parent() {
		switch p.Kind() {
		case "if_statement":
			if sealed || c.Guard != "" {
				continue
			}
			if within(prev, p.ChildByFieldName("consequence")) {
				c.Guard = x.condition(p)
			} else if within(prev, p.ChildByFieldName("alternative")) {
				c.Guard, c.Negated = x.condition(p), true
			}
		case "catch_clause":
			if !sealed && c.Handler == "" {
				c.Handler = "catch"
				for i := uint(0); i < p.NamedChildCount(); i++ {
					if cp := p.NamedChild(i); cp.Kind() == "catch_formal_parameter" {
						c.Handler = "catch (" + x.oneLine(cp) + ")"
					}
				}
			}
		case "method_declaration", "constructor_declaration", "compact_constructor_declaration":
			if method == nil {
				method = p
			}
			sealed = true
		case "lambda_expression":
			sealed = true
		}
	}
	if method != nil {
		c.Function = x.text(method.ChildByFieldName("name"))
		if t := x.typeName(method); t != "" {
			c.Function = t + "." + c.Function
		}
		c.Docstring = x.javadoc(method)
	}
	c.Comments = x.commentsBefore(at)
}

func (x *file) condition(ifStmt *sitter.Node) string {
	cond := inner(ifStmt.ChildByFieldName("condition"))
	if cond == nil {
		return ""
	}
	return x.oneLine(cond)
}

// typeName is the name of the class, enum, record or interface declaring
// member m, or the type of the anonymous class it is in.
func (x *file) typeName(m *sitter.Node) string {
	for p := m.Parent(); p != nil; p = p.Parent() {
		switch p.Kind() {
		case "object_creation_expression":
			return x.oneLine(p.ChildByFieldName("type"))
		case "class_declaration", "enum_declaration", "record_declaration", "interface_declaration":
			return x.text(p.ChildByFieldName("name"))
		}
	}
	return ""
}

// javadoc returns the cleaned /** … */ comment right before declaration d.
func (x *file) javadoc(d *sitter.Node) string {
	prev := d.PrevNamedSibling()
	if prev == nil || prev.Kind() != "block_comment" {
		return ""
	}
	if t := x.text(prev); strings.HasPrefix(t, "/**") && int(prev.EndPosition().Row)+1 >= int(d.StartPosition().Row) {
		return stripComment(t)
	}
	return ""
}

// commentsBefore returns the comments on the lines right above statement
// at, oldest first; a Javadoc comment is not one of them.
func (x *file) commentsBefore(at *sitter.Node) []string {
	var out []string
	next := at
	for p := at.PrevNamedSibling(); p != nil; p = p.PrevNamedSibling() {
		if (p.Kind() != "line_comment" && p.Kind() != "block_comment") || int(p.EndPosition().Row)+1 < int(next.StartPosition().Row) {
			break
		}
		out = append(out, stripComment(x.text(p)))
		next = p
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

var leadingStars = regexp.MustCompile(`(?m)^\s*\*+[ \t]?`)

// stripComment removes the markers of a // or /* */ comment.
func stripComment(t string) string {
	if rest, ok := strings.CutPrefix(t, "//"); ok {
		return strings.TrimSpace(rest)
	}
	t = strings.TrimSuffix(strings.TrimPrefix(t, "/*"), "*/")
	return strings.TrimSpace(leadingStars.ReplaceAllString(strings.TrimLeft(t, "*"), ""))
}

var throwableRE = regexp.MustCompile(`(Exception|Error|Throwable)$`)

// class notes a class with a superclass; keepThrowables later keeps the
// exception classes among them.
func (x *file) class(n *sitter.Node) {
	sup := n.ChildByFieldName("superclass")
	name := x.text(n.ChildByFieldName("name"))
	if sup == nil || name == "" {
		return
	}
	base := sup.NamedChild(0)
	if base != nil && base.Kind() == "generic_type" {
		base = base.NamedChild(0)
	}
	if base == nil {
		return
	}
	x.classes = append(x.classes, extract.ClassDef{Name: name, Bases: []string{x.oneLine(base)}, Line: tsutil.Line(n)})
}

// keepThrowables adds to the result the classes whose superclass looks like
// a Throwable or is one of the file's exception classes.
func (x *file) keepThrowables() {
	known := map[string]bool{}
	for grew := true; grew; {
		grew = false
		for _, c := range x.classes {
			b := c.Bases[0]
			simple := b[strings.LastIndexByte(b, '.')+1:]
			if !known[c.Name] && (throwableRE.MatchString(simple) || known[simple]) {
				known[c.Name], grew = true, true
			}
		}
	}
	for _, c := range x.classes {
		if known[c.Name] {
			x.res.Classes = append(x.res.Classes, c)
		}
	}
}
