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
		if d == nil && !tsutil.OwnLine(p, x.src) {
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
	var fn *sitter.Node
	var path []string
	closure := false
	for i := len(x.stack) - 1; i >= 0; i-- {
		p := x.stack[i]
		switch x.kinds[i] {
		case kindClosure:
			closure = closure || fn == nil
		case kindFunction:
			if fn == nil {
				fn = p
				path = append(path, x.text(p.ChildByFieldName("name")))
				c.Docstring = x.docs[i]
				if !closure { // a closure's own parameters are not the fn's
					c.Params = tsutil.Params(p, x.src)
				}
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
	conds, guardLine, partial := x.guard(n)
	c.Guard, c.Negated = joinConds(conds)
	c.Partial = c.Guard != "" && (partial || closure)
	line := tsutil.Line(n)
	if guardLine > 0 {
		c.Comments = x.commentsAbove(guardLine)
	}
	if guardLine != line {
		c.Comments = append(c.Comments, x.commentsAbove(line)...)
	}
	return c
}

// A cond is one condition a site is reached under, or its negation.
type cond struct {
	text string
	neg  bool
}

// maxConds caps the conditions of one guard: the nearest are kept, which
// still make a condition that holds at the site.
const maxConds = 4

// guard returns the conditions under which the visited site n is reached,
// in reading order, and the line of the construct that guards it (0 when
// none does). Going out from n: the conditions of the if-chains and
// let-elses that precede it in each enclosing block and leave the block when
// they hold (if a { return … } gives !a), up to the innermost if, match arm
// or let-else around it: an if's condition (its else: the negation) with
// every earlier test of the same else-if chain negated, a match arm's
// pattern ("x matches Foo::Bar", with the arm's if guard; a catch-all arm,
// the negation of the earlier unguarded arms' patterns), a let-else's
// pattern negated; then the checks that precede that construct in its own
// block. The nearest maxConds conditions are kept. partial says the
// conditions are not the whole condition under which n is reached: some
// were cut, or a branch, match arm, loop or closure around the innermost
// construct adds tests the guard does not hold.
func (x *fileCtx) guard(n *sitter.Node) ([]cond, int, bool) {
	partial := false
	var conds []cond // nearest first
	line := 0
	for i := len(x.stack) - 1; i >= 0 && line == 0; i-- {
		p, child := x.stack[i], n
		if i+1 < len(x.stack) {
			child = x.stack[i+1]
		}
		switch x.kinds[i] {
		case kindBlock:
			ex := x.exits[i+1]
			for j := len(ex) - 1; j >= 0; j-- {
				conds = append(conds, ex[j])
			}
		case kindIf:
			var c cond
			switch {
			case tsutil.SameNode(child, p.ChildByFieldName("consequence")):
				c = cond{text: x.condText(p.ChildByFieldName("condition"))}
			case tsutil.SameNode(child, p.ChildByFieldName("alternative")):
				c = cond{text: x.condText(p.ChildByFieldName("condition")), neg: true}
			default:
				continue
			}
			conds = append(conds, c)
			// else if: every earlier test of the chain failed.
			for j := i - 1; j >= 1 && x.kinds[j] == kindElse && x.kinds[j-1] == kindIf; j -= 2 {
				conds = append(conds, cond{text: x.condText(x.stack[j-1].ChildByFieldName("condition")), neg: true})
			}
			line = tsutil.Line(p)
		case kindMatchArm:
			if !tsutil.SameNode(child, p.ChildByFieldName("value")) || i < 2 || x.kinds[i-2] != kindMatch {
				continue
			}
			conds = append(conds, x.armConds(x.stack[i-2], p)...)
			line = tsutil.Line(p)
		case kindLet:
			if !tsutil.SameNode(child, p.ChildByFieldName("alternative")) {
				continue
			}
			conds = append(conds, cond{text: x.matchText(p.ChildByFieldName("value"), p.ChildByFieldName("pattern")), neg: true})
			line = tsutil.Line(p)
		case kindFunction, kindMacroDef:
			i = 0
		case kindLoop, kindWhile, kindFor:
			partial = true
		}
		if line == 0 {
			continue
		}
		// The construct's statement may itself follow diverging checks.
		for j := i - 1; j >= 0; j-- {
			if k := x.kinds[j]; k == kindBlock {
				ex := x.exits[j+1]
				for e := len(ex) - 1; e >= 0; e-- {
					conds = append(conds, ex[e])
				}
				break
			} else if k == kindFunction || k == kindClosure {
				break
			}
		}
		// Branches, loops and early exits further out add tests this
		// guard does not hold (the nearest block's exits are in it).
		first := true
	out:
		for j := i - 1; j >= 0 && !partial; j-- {
			switch x.kinds[j] {
			case kindFunction, kindMacroDef:
				break out
			case kindIf, kindMatchArm, kindLoop, kindWhile, kindFor, kindClosure:
				partial = true
			case kindBlock:
				partial = !first && len(x.exits[j+1]) > 0
				first = false
			}
		}
	}
	if len(conds) > maxConds {
		conds, partial = conds[:maxConds], true
	}
	for i, j := 0, len(conds)-1; i < j; i, j = i+1, j-1 {
		conds[i], conds[j] = conds[j], conds[i]
	}
	return conds, line, partial
}

// armConds returns the conditions of match arm arm of match m.
func (x *fileCtx) armConds(m, arm *sitter.Node) []cond {
	scrut := m.ChildByFieldName("value")
	mp := arm.ChildByFieldName("pattern")
	if mp == nil || scrut == nil {
		return nil
	}
	pat, guard := x.armPattern(mp)
	var out []cond
	if guard != nil {
		out = append(out, cond{text: x.condText(guard)})
	}
	if !catchAll(pat) {
		return append(out, cond{text: x.flat(scrut) + " matches " + pat})
	}
	// A catch-all arm is reached when no earlier unguarded arm matched.
	var earlier []string
	body := m.ChildByFieldName("body")
	for i := uint(0); body != nil && i < body.NamedChildCount(); i++ {
		a := body.NamedChild(i)
		if tsutil.SameNode(a, arm) {
			break
		}
		if a.KindId() != kindMatchArm {
			continue
		}
		if p, g := x.armPattern(a.ChildByFieldName("pattern")); g == nil && p != "" {
			earlier = append(earlier, p)
		}
	}
	if len(earlier) > 0 {
		out = append(out, cond{text: x.flat(scrut) + " matches " + strings.Join(earlier, " | "), neg: true})
	}
	return out
}

// armPattern returns the pattern text of a match_pattern and its if guard.
func (x *fileCtx) armPattern(mp *sitter.Node) (string, *sitter.Node) {
	if mp == nil {
		return "", nil
	}
	guard := mp.ChildByFieldName("condition")
	if guard == nil {
		return x.flat(mp), nil
	}
	pat := strings.TrimSpace(string(x.src[mp.StartByte():guard.StartByte()]))
	pat = strings.TrimSpace(strings.TrimSuffix(pat, "if"))
	return strings.Join(strings.Fields(pat), " "), guard
}

// catchAll reports whether a pattern matches everything: _ or a binding.
func catchAll(pat string) bool {
	if pat == "_" {
		return true
	}
	pat = strings.TrimPrefix(strings.TrimPrefix(pat, "ref "), "mut ")
	if pat == "" || !(pat[0] >= 'a' && pat[0] <= 'z' || pat[0] == '_') {
		return false
	}
	for _, r := range pat {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// condText is the text of an if condition; if let P = v reads "v matches P".
func (x *fileCtx) condText(c *sitter.Node) string {
	if c != nil && c.KindId() == kindLetCond {
		return x.matchText(c.ChildByFieldName("value"), c.ChildByFieldName("pattern"))
	}
	return x.flat(c)
}

func (x *fileCtx) matchText(value, pattern *sitter.Node) string {
	return x.flat(value) + " matches " + x.flat(pattern)
}

// exitConds returns what holds after statement n of a block when n leaves
// the block in some cases: after if a { return … } else if b { return … },
// !a and !b (the leading branches of the chain that diverge); after
// let P = v else { … }, "v matches P".
func (x *fileCtx) exitConds(n *sitter.Node) []cond {
	if n.KindId() == kindExprStmt && n.NamedChildCount() > 0 {
		n = n.NamedChild(0)
	}
	switch n.KindId() {
	case kindIf:
		var out []cond
		for cur := n; cur != nil; {
			if !x.diverges(cur.ChildByFieldName("consequence")) {
				break
			}
			out = append(out, cond{text: x.condText(cur.ChildByFieldName("condition")), neg: true})
			alt := cur.ChildByFieldName("alternative")
			cur = nil
			if alt != nil && alt.NamedChildCount() > 0 && alt.NamedChild(0).KindId() == kindIf {
				cur = alt.NamedChild(0)
			}
		}
		return out
	case kindLet:
		if alt := n.ChildByFieldName("alternative"); alt != nil {
			return []cond{{text: x.matchText(n.ChildByFieldName("value"), n.ChildByFieldName("pattern"))}}
		}
	}
	return nil
}

// divergingMacros never return.
var divergingMacros = map[string]bool{"panic": true, "unreachable": true, "todo": true, "unimplemented": true, "bail": true}

// diverges reports whether block b ends in return, break, continue, a
// panicking macro or bail!.
func (x *fileCtx) diverges(b *sitter.Node) bool {
	if b == nil || b.NamedChildCount() == 0 {
		return false
	}
	last := b.NamedChild(b.NamedChildCount() - 1)
	for last.IsExtra() && last.PrevNamedSibling() != nil {
		last = last.PrevNamedSibling()
	}
	if last.KindId() == kindExprStmt && last.NamedChildCount() > 0 {
		last = last.NamedChild(0)
	}
	switch last.KindId() {
	case kindReturn, kindBreak, kindContinue:
		return true
	case kindMacro:
		return divergingMacros[macroName(last, x.src)]
	}
	return false
}

// joinConds turns conditions into a Guard and Negated: one condition as
// it is; only negations as "a || b", negated; a mix as a conjunction with
// each negation spelled out.
func joinConds(conds []cond) (string, bool) {
	switch len(conds) {
	case 0:
		return "", false
	case 1:
		return conds[0].text, conds[0].neg
	}
	all := true
	for _, c := range conds {
		all = all && c.neg
	}
	var parts []string
	for _, c := range conds {
		switch {
		case all:
			parts = append(parts, c.text)
		case c.neg:
			parts = append(parts, negate(c.text))
		default:
			parts = append(parts, paren(c.text, "||"))
		}
	}
	if all {
		return strings.Join(parts, " || "), true
	}
	return strings.Join(parts, " && "), false
}

// paren wraps s in parentheses when it has op at its top level.
func paren(s, op string) string {
	if topLevel(s, op) >= 0 {
		return "(" + s + ")"
	}
	return s
}

// topLevel returns the offset of op in s outside brackets and quotes, or -1.
func topLevel(s, op string) int {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case depth == 0 && strings.HasPrefix(s[i:], op):
			return i
		}
	}
	return -1
}

// flipped pairs each comparison operator with its negation, in the order
// negate tries them (a slice, so that a condition holding two top-level
// comparisons is negated the same way on every run).
var flipped = [...]struct{ op, inv string }{
	{" == ", " != "}, {" != ", " == "},
	{" <= ", " > "}, {" >= ", " < "},
	{" < ", " >= "}, {" > ", " <= "},
}

// negate spells out the negation of condition s: "v does not match P",
// a comparison flipped, !x, or !(s).
func negate(s string) string {
	if v, p, ok := strings.Cut(s, " matches "); ok && topLevel(v, " ") < 0 {
		return v + " does not match " + p
	}
	if topLevel(s, "&&") < 0 && topLevel(s, "||") < 0 {
		for _, f := range flipped {
			if i := topLevel(s, f.op); i >= 0 && topLevel(s[i+len(f.op):], f.op) < 0 {
				return s[:i] + f.inv + s[i+len(f.op):]
			}
		}
		if strings.HasPrefix(s, "!") && topLevel(s[1:], " ") < 0 {
			return s[1:]
		}
		if topLevel(s, " ") < 0 {
			return "!" + s
		}
	}
	return "!(" + s + ")"
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
