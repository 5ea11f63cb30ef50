package tsutil

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/internal/lazyre"
)

var starRE = lazyre.New(`(?m)^[ \t]*\*+ ?`)

// CleanComment returns the text of a comment without its markers: "//",
// "///" and "//!", "#", or "/* … */" with the stars that start its lines.
func CleanComment(t string) string {
	switch {
	case strings.HasPrefix(t, "//"):
		t = strings.TrimLeft(t[2:], "/!")
	case strings.HasPrefix(t, "/*"):
		t = strings.TrimSuffix(strings.TrimLeft(t[2:], "*!"), "*/")
		t = starRE.ReplaceAllString(t, "")
	case strings.HasPrefix(t, "#"):
		t = strings.TrimLeft(t, "#")
	}
	return strings.TrimSpace(t)
}

// isDoc reports whether comment text t is a documentation block, /** … */.
func isDoc(t string) bool { return strings.HasPrefix(t, "/**") && t != "/**/" }

// OwnLine reports whether nothing but white space precedes n on its line.
func OwnLine(n *sitter.Node, src []byte) bool {
	for i := int(n.StartByte()) - 1; i >= 0; i-- {
		switch src[i] {
		case '\n':
			return true
		case ' ', '\t', '\r':
			continue
		}
		return false
	}
	return true
}

// CommentsAbove returns the cleaned comments on the lines right above n,
// oldest first: its previous siblings that are comments on lines of their
// own, each ending on the line before the next. A documentation block
// (/** … */) is not one of them; it documents a declaration.
func (s *Syntax) CommentsAbove(n *sitter.Node, src []byte) []string {
	if n == nil {
		return nil
	}
	var out []string
	row := int(n.StartPosition().Row)
	for c := n.PrevNamedSibling(); c != nil && s.cmts.has(c) && int(c.EndPosition().Row) >= row-1; c = c.PrevNamedSibling() {
		if !OwnLine(c, src) {
			break // a trailing comment of the code before it
		}
		if t := Text(c, src); !isDoc(t) {
			out = append(out, CleanComment(t))
		}
		row = int(c.StartPosition().Row)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// DocComment returns the cleaned documentation block (/** … */) that ends on
// the line above decl or on its line, or "".
func (s *Syntax) DocComment(decl *sitter.Node, src []byte) string {
	if decl == nil {
		return ""
	}
	c := decl.PrevNamedSibling()
	if c == nil || !s.cmts.has(c) || int(c.EndPosition().Row)+1 < int(decl.StartPosition().Row) {
		return ""
	}
	if t := Text(c, src); isDoc(t) {
		return CleanComment(t)
	}
	return ""
}

// Comments returns the comments of a site: those above the statement that
// gives its guard (sc.GuardAt's statement), then those above the site's
// statement, without repeats.
func (s *Syntax) Comments(sc Scope, p Path, src []byte) []string {
	var out []string
	if sc.GuardAt != nil {
		g := sc.GuardAt
		// An else clause or an else-if has no comments of its own above
		// it; take those above the if statement that starts the chain.
		for i := len(p) - 1; i > 0; i-- {
			if SameNode(p[i], g) {
				for j := i; j > 0 && (s.ifs.has(p[j-1]) || s.elses.has(p[j-1])) && !s.blocks.has(p[j]); j-- {
					g = p[j-1]
				}
				break
			}
		}
		out = s.CommentsAbove(g, src)
	}
	stmt := sc.StatementOf(p)
	if sc.GuardAt == nil || !SameNode(stmt, sc.GuardAt) {
		out = append(out, s.CommentsAbove(stmt, src)...)
	}
	return out
}
