package java

import (
	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// kinds is Java's node kind table of the shared context walk.
var kinds = tsutil.Kinds{
	Name: "Java",
	Functions: []string{"method_declaration", "constructor_declaration", "compact_constructor_declaration",
		"lambda_expression", "static_initializer"},
	Ifs:        []string{"if_statement"},
	Switches:   []string{"switch_expression"},
	Cases:      []string{"switch_block_statement_group"},
	Arms:       []string{"switch_rule"},
	Catches:    []string{"catch_clause"},
	Blocks:     []string{"block", "constructor_body", "switch_block_statement_group", "program"},
	Exits:      []string{"return_statement", "throw_statement", "break_statement", "continue_statement", "yield_statement"},
	ExitCalls:  []string{"System.exit("},
	Comments:   []string{"line_comment", "block_comment"},
	ErrorNames: []string{"Throwable"},
}

var syntax = tsutil.NewSyntax(lang, kinds)

// isScope reports whether n is a method, constructor, lambda or type body,
// past which local variables do not reach.
func isScope(n *sitter.Node) bool {
	switch n.Kind() {
	case "method_declaration", "constructor_declaration", "compact_constructor_declaration",
		"lambda_expression", "class_body", "enum_body", "interface_body", "static_initializer":
		return true
	}
	return false
}

// local returns the initialiser of the nearest local variable declaration
// of name above the site at in an enclosing block, at most
// tsutil.LookBackLines lines up.
func (x *file) local(name *sitter.Node, at tsutil.Path) *sitter.Node {
	want := x.text(name)
	top := int(at.Node().StartPosition().Row) - tsutil.LookBackLines
	for i := len(at) - 2; i >= 0 && !isScope(at[i]); i-- {
		p, prev := at[i], at[i+1]
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

// catchParams returns the variable names of the catch clauses around the
// site at inside its method or lambda, innermost first.
func (x *file) catchParams(at tsutil.Path) []string {
	var out []string
	for i := len(at) - 2; i >= 0 && !isScope(at[i]); i-- {
		p := at[i]
		if p.Kind() != "catch_clause" {
			continue
		}
		for j := uint(0); j < p.NamedChildCount(); j++ {
			if c := p.NamedChild(j); c.Kind() == "catch_formal_parameter" {
				out = append(out, x.text(c.ChildByFieldName("name")))
			}
		}
	}
	return out
}

// context fills the enclosing method, the guard, the handler, the Javadoc
// and the comments of the throw statement at.
func (x *file) context(s *extract.Site, at tsutil.Path) {
	c := &s.Context
	sc := x.scope.Scope(at, x.src)
	c.Guard, c.Negated, c.Partial = sc.Guard, sc.Negated, sc.Partial
	if sc.Handler != nil {
		c.Handler = tsutil.Header(sc.Handler, x.src)
	}
	// The method is the innermost one, past lambdas.
	for i := len(at) - 2; i >= 0; i-- {
		switch at[i].Kind() {
		case "method_declaration", "constructor_declaration", "compact_constructor_declaration":
			c.Function = x.text(at[i].ChildByFieldName("name"))
			if t := x.typeName(at, i); t != "" {
				c.Function = t + "." + c.Function
			}
			if i == sc.Func { // not inside a lambda
				c.Params = tsutil.Params(at[i], x.src)
			}
			c.Docstring = syntax.DocComment(at[i], x.src)
			i = 0
		}
	}
	c.Comments = syntax.Comments(sc, at, x.src)
}

// typeName is the name of the class, enum, record or interface declaring
// member at[i], or the type of the anonymous class it is in.
func (x *file) typeName(at tsutil.Path, i int) string {
	for j := i - 1; j >= 0; j-- {
		switch p := at[j]; p.Kind() {
		case "object_creation_expression":
			return x.oneLine(p.ChildByFieldName("type"))
		case "class_declaration", "enum_declaration", "record_declaration", "interface_declaration":
			return x.text(p.ChildByFieldName("name"))
		}
	}
	return ""
}

// class notes a class with a superclass; run later keeps the exception
// classes among them.
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
