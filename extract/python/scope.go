package python

import (
	"strings"
	"unicode"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// scopeOf returns the innermost function body or module containing n.
func scopeOf(n *sitter.Node) *sitter.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Kind() {
		case "function_definition":
			if b := p.ChildByFieldName("body"); b != nil {
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
func (x *file) assignment(name, at *sitter.Node) *sitter.Node {
	rhs, _ := x.assignments(name, at)
	return rhs
}

func (x *file) assignments(name, at *sitter.Node) (base *sitter.Node, augs []*sitter.Node) {
	scope := scopeOf(at)
	if scope == nil {
		return nil, nil
	}
	target := x.text(name)
	limit := at.StartByte()
	tsutil.Walk(scope, func(c *sitter.Node) bool {
		if c.StartByte() >= limit {
			return false
		}
		switch c.Kind() {
		case "function_definition", "class_definition", "lambda":
			return c.Id() == scope.Id()
		case "assignment", "augmented_assignment":
			left := c.ChildByFieldName("left")
			if left == nil || left.Kind() != "identifier" || x.text(left) != target || c.EndByte() > limit {
				return true
			}
			right := c.ChildByFieldName("right")
			if right == nil {
				return true
			}
			if c.Kind() == "assignment" {
				base, augs = right, nil
			} else if x.text(c.ChildByFieldName("operator")) == "+=" && base != nil {
				augs = append(augs, right)
			}
		}
		return true
	})
	return base, augs
}

// resolveVar returns the template of the message a local variable holds.
func (x *file) resolveVar(name, at *sitter.Node, depth int) (template.Template, bool) {
	base, augs := x.assignments(name, at)
	if base == nil {
		return template.Template{}, false
	}
	t := x.message(base, at, depth+1)
	for _, a := range augs {
		t = template.Concat(t, x.message(a, at, depth+1))
	}
	return t, true
}

// resolveCall returns the constructor call a variable raised by "raise err"
// was assigned from, as in err = ValueError("..."); raise err.
func (x *file) resolveCall(name, at *sitter.Node) *sitter.Node {
	rhs := x.assignment(name, at)
	if rhs == nil || rhs.Kind() != "call" {
		return nil
	}
	fn := x.text(rhs.ChildByFieldName("function"))
	last := fn[strings.LastIndexByte(fn, '.')+1:]
	if last == "" || !unicode.IsUpper(rune(last[0])) {
		return nil
	}
	return rhs
}

// caughtName reports whether name is bound by an enclosing except clause.
func (x *file) caughtName(n *sitter.Node, name string) bool {
	for p := n.Parent(); p != nil && p.Kind() != "function_definition"; p = p.Parent() {
		if p.Kind() != "except_clause" {
			continue
		}
		if a := p.ChildByFieldName("alias"); a != nil && x.text(a) == name {
			return true
		}
		// Older grammars put "as name" in an as_pattern.
		if v := p.ChildByFieldName("value"); v != nil && v.Kind() == "as_pattern" {
			if strings.HasSuffix(x.text(v), " "+name) {
				return true
			}
		}
	}
	return false
}

// fillContext records the guard, handler, enclosing function, docstring and
// comments around the site at n.
func (x *file) fillContext(s *extract.Site, n *sitter.Node) {
	ctx := &s.Context
	var names []string
	guardLine := 0
	child := n
	for p := n.Parent(); p != nil; child, p = p, p.Parent() {
		switch p.Kind() {
		case "if_statement", "elif_clause":
			if ctx.Guard == "" && names == nil && sameNode(p.ChildByFieldName("consequence"), child) {
				ctx.Guard = x.compact(p.ChildByFieldName("condition"))
				guardLine = tsutil.Line(p)
			}
		case "else_clause":
			if ctx.Guard == "" && names == nil && p.Parent() != nil && p.Parent().Kind() == "if_statement" {
				ctx.Guard = x.compact(p.Parent().ChildByFieldName("condition"))
				ctx.Negated = true
				guardLine = tsutil.Line(p)
			}
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
				ctx.Docstring = x.docstring(p.ChildByFieldName("body"))
			}
			names = append(names, x.text(p.ChildByFieldName("name")))
		case "class_definition":
			names = append(names, x.text(p.ChildByFieldName("name")))
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

func sameNode(a, b *sitter.Node) bool { return a != nil && b != nil && a.Id() == b.Id() }

// commentsAbove returns the block of # comment lines directly above line.
func (x *file) commentsAbove(line int) []string {
	var out []string
	for i := line - 2; i >= 0 && i < len(x.lines); i-- {
		t := strings.TrimSpace(x.lines[i])
		if !strings.HasPrefix(t, "#") {
			break
		}
		out = append([]string{strings.TrimSpace(strings.TrimLeft(t, "#"))}, out...)
	}
	return out
}

// docstring returns the docstring of a function body, whitespace-folded
// and bounded.
func (x *file) docstring(body *sitter.Node) string {
	if body == nil || body.NamedChildCount() == 0 {
		return ""
	}
	st := body.NamedChild(0)
	if st.Kind() != "expression_statement" || st.NamedChildCount() == 0 || st.NamedChild(0).Kind() != "string" {
		return ""
	}
	d := strings.Join(strings.Fields(x.stringTemplate(st.NamedChild(0)).Render()), " ")
	if len(d) > 2000 {
		d = d[:2000]
	}
	return d
}
