package rust

import (
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	sitter "github.com/tree-sitter/go-tree-sitter"
)

// docFrom returns the outer doc comments (/// …) among prev, the
// attributes and comments before an item; trailing comments of attributes
// are skipped, a plain own-line comment ends the doc.
func (x *fileCtx) docFrom(prev []*sitter.Node) string {
	var lines []string
	for i := len(prev) - 1; i >= 0; i-- {
		p := prev[i]
		if p.KindId() == kindAttribute {
			continue
		}
		d := p.ChildByFieldName("doc")
		if d == nil && !x.ownLine(p) {
			continue
		}
		if d == nil || p.ChildByFieldName("outer") == nil {
			break
		}
		lines = append([]string{strings.TrimSpace(x.text(d))}, lines...)
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// context fills Function, Guard, Docstring and Comments for a site node.
func (x *fileCtx) context(n *sitter.Node) extract.Context {
	var c extract.Context
	guardLine := 0
	var fn *sitter.Node
	var path []string
	for i := len(x.stack) - 1; i >= 0; i-- {
		p, child := x.stack[i], n
		if i+1 < len(x.stack) {
			child = x.stack[i+1]
		}
		switch p.KindId() {
		case kindIf:
			if c.Guard != "" || fn != nil {
				continue
			}
			cond := p.ChildByFieldName("condition")
			switch {
			case sameNode(child, p.ChildByFieldName("consequence")):
				c.Guard = x.flat(cond)
			case sameNode(child, p.ChildByFieldName("alternative")):
				c.Guard, c.Negated = x.flat(cond), true
			default:
				continue
			}
			guardLine = tsutil.Line(p)
		case kindFunction:
			if fn == nil {
				fn = p
				path = append(path, x.text(p.ChildByFieldName("name")))
				c.Docstring = x.docs[i]
			}
		case kindMacroDef:
			if fn == nil {
				fn = p
				path = append(path, x.text(p.ChildByFieldName("name"))+"!")
				c.Docstring = x.docs[i]
			}
		case kindImpl:
			if fn != nil && len(path) == 1 {
				typ := typeName(p.ChildByFieldName("type"), x.src)
				if tr := p.ChildByFieldName("trait"); tr != nil {
					typ = "<" + typ + " as " + typeName(tr, x.src) + ">"
				}
				path = append(path, typ)
			}
		case kindTrait:
			if fn != nil && len(path) == 1 {
				path = append(path, x.text(p.ChildByFieldName("name")))
			}
		case kindMod:
			path = append(path, x.text(p.ChildByFieldName("name")))
		}
	}
	for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
		path[i], path[j] = path[j], path[i]
	}
	if fn != nil {
		c.Function = strings.Join(path, "::")
	}
	if guardLine > 0 {
		c.Comments = x.commentsAbove(guardLine)
	}
	c.Comments = append(c.Comments, x.commentsAbove(tsutil.Line(n))...)
	return c
}

// commentsAbove returns the block of own-line comments ending just above
// line, joined into one entry.
func (x *fileCtx) commentsAbove(line int) []string {
	var lines []string
	for l := line - 1; l > 0; l-- {
		s, ok := x.comments[l]
		if !ok {
			break
		}
		lines = append([]string{s}, lines...)
	}
	if len(lines) == 0 {
		return nil
	}
	return []string{strings.Join(lines, "\n")}
}

func sameNode(a, b *sitter.Node) bool { return a != nil && b != nil && a.Id() == b.Id() }

// typeName is the text of a type without generic arguments:
// Vec<T> → Vec, crate::Foo<'a> → crate::Foo.
func typeName(n *sitter.Node, src []byte) string {
	if n == nil {
		return "?"
	}
	if n.Kind() == "generic_type" {
		if t := n.ChildByFieldName("type"); t != nil {
			n = t
		}
	}
	return tsutil.Text(n, src)
}
