package rust

import (
	"bytes"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
)

// Error types a macro declares. A crate may declare its error enum and its
// Display impl with a macro_rules! of its own, invoked with each variant's
// text:
//
//	macro_rules! simple_enum_error {
//	    ($($name: ident => $description: expr,)+) => {
//	        pub enum ParseError { $($name,)+ }
//	        impl fmt::Display for ParseError {
//	            fn fmt(&self, fmt: &mut Formatter<'_>) -> fmt::Result {
//	                match *self { $(ParseError::$name => fmt.write_str($description),)+ }
//	            }
//	        }
//	    }
//	}
//	simple_enum_error! { EmptyHost => "empty host", … }
//
// An invocation among a file's items of a macro_rules! the file defined
// before it, whose transcriber declares a Display impl, is expanded
// (expandItems): its first rule whose matcher takes
// the invocation's tokens is transcribed and the items read as source, so
// that their definitions (a variant's Display text) and sites count, at
// the invocation's line. The matcher takes literal tokens, delimited
// groups, $name:fragment bindings (ident, tt, literal and lifetime take one
// token, the others the tokens up to what follows them) and one level of
// $(…) sep? op repetitions.

// macroRule is one rule of a macro_rules!: its matcher and transcriber.
type macroRule struct{ left, right *sitter.Node }

// noteMacro records the rules of macro definition n.
func (x *fileCtx) noteMacro(n *sitter.Node) {
	name := n.ChildByFieldName("name")
	if name == nil || x.depth > 0 {
		return
	}
	var rules, all []macroRule
	for i := uint(0); i < n.NamedChildCount(); i++ {
		r := n.NamedChild(i)
		if r.KindId() != kindMacroRule {
			continue
		}
		left, right := r.ChildByFieldName("left"), r.ChildByFieldName("right")
		if left == nil || right == nil || right.KindId() != kindTokenTree {
			continue
		}
		all = append(all, macroRule{left, right})
		// only a macro declaring a Display impl declares error texts
		if bytes.Contains(x.src[right.StartByte():right.EndByte()], []byte("Display")) {
			rules = append(rules, macroRule{left, right})
		}
	}
	if len(all) > 0 {
		if x.callMacros == nil {
			x.callMacros = map[string][]macroRule{}
		}
		x.callMacros[x.text(name)] = all
	}
	if len(rules) > 0 {
		if x.macros == nil {
			x.macros = map[string][]macroRule{}
		}
		x.macros[x.text(name)] = rules
	}
}

// continuation is a string's line continuation: a \ ending a line and
// the next line's leading whitespace. Outside a string a \ does not end
// a line of Rust.
var continuation = lazyre.New(`\\\n[ \t]*`)

// maxExpansion bounds the text one expansion may make.
const maxExpansion = 1 << 20

// expandItems expands invocation n of a macro the file defined, when it
// stands among items, and takes the definitions and sites of what it
// makes.
func (x *fileCtx) expandItems(n *sitter.Node) {
	rules := x.macros[macroName(n, x.src)]
	if rules == nil || x.depth > 0 || x.nearestFn() != nil {
		return
	}
	tt := tokenTree(n)
	if tt == nil {
		return
	}
	if out, lines, ok := x.transcribe(rules, inner(tt)); ok {
		x.readExpansion(n, []byte(out), lines)
	}
}

// expandCall expands invocation n, inside a fn, of a macro_rules! the
// file defined before it, when what it makes is one call
// (self_error!(self; "Unexpected end of stream") expanding to
// self.error("Unexpected end of stream")): the call is read as if written
// at n's line, so that the fn it calls takes the invocation's text. It
// reports whether it read an expansion.
func (x *fileCtx) expandCall(n *sitter.Node) bool {
	rules := x.callMacros[macroName(n, x.src)]
	if rules == nil || x.depth > 0 || x.nearestFn() == nil {
		return false
	}
	tt := tokenTree(n)
	if tt == nil {
		return false
	}
	out, _, ok := x.transcribe(rules, inner(tt))
	if !ok {
		return false
	}
	// on one line, the invocation's; a string's line continuation (a \
	// ending the line, the next line's leading spaces skipped) is
	// taken out first, or it would be a \ and spaces in the text; in the
	// impl around n, so that self.name(…) is that type's method
	src := "fn f(){" + strings.ReplaceAll(continuation.Regexp().ReplaceAllString(out, ""), "\n", " ") + "}"
	impl := x.implType()
	if impl != "" {
		src = "impl " + impl + " {" + src + "}"
	}
	tree, err := lang.Parse([]byte(src))
	if err != nil {
		return false
	}
	defer tree.Close()
	root := tree.RootNode()
	if root.HasError() || root.NamedChildCount() != 1 {
		return false
	}
	fn := root.NamedChild(0)
	if impl != "" {
		if fn = fn.ChildByFieldName("body"); fn == nil || fn.NamedChildCount() != 1 {
			return false
		}
		fn = fn.NamedChild(0)
	}
	body := fn.ChildByFieldName("body")
	if body == nil || body.NamedChildCount() != 1 || body.NamedChild(0).KindId() != kindCall {
		return false
	}
	x.takeParsed(n, root, []byte(src), tsutil.Line(n)-1)
	x.expanded++
	return true
}

// transcribe is the text the first of rules whose matcher takes the
// tokens in makes, with the first invocation line of the fragments each
// of its lines holds.
func (x *fileCtx) transcribe(rules []macroRule, in []*sitter.Node) (string, map[int]int, bool) {
	for _, r := range rules {
		b := &macroBinds{one: map[string]fragment{}, many: map[string][]fragment{}}
		m := matcher{x: x}
		if k, ok := m.seq(inner(r.left), in, b, false, ""); !ok || k != len(in) {
			continue
		}
		var out strings.Builder
		t := transcriber{x: x, b: b, out: &out, outLine: 1, lines: map[int]int{}}
		t.seq(inner(r.right), -1)
		if out.Len() == 0 || out.Len() > maxExpansion {
			return "", nil, false
		}
		return out.String(), t.lines, true
	}
	return "", nil, false
}

// readExpansion walks src, the items invocation n expands to, and takes
// their definitions and sites at the line of the invocation's tokens that
// line of src holds (lines), else at n's line.
func (x *fileCtx) readExpansion(n *sitter.Node, src []byte, lines map[int]int) {
	tree, err := lang.Parse(src)
	if err != nil {
		return
	}
	defer tree.Close()
	if 2*errorBytes(tree.RootNode()) > len(src) {
		return
	}
	errTypes := errorImpls(src)
	for t := range x.errTypes {
		errTypes[t] = true
	}
	sub := newFileCtx(x.path, src, &extract.Result{}, errTypes)
	sub.depth, sub.uses, sub.localFns, sub.globs, sub.constStrs = x.depth+1, x.uses, x.localFns, x.globs, x.constStrs
	sub.mod = x.modSegs()
	sub.walk(tree.RootNode())
	ctx := x.context(n)
	at := func(l int) int {
		if m, ok := lines[l]; ok {
			return m
		}
		return tsutil.Line(n)
	}
	for _, s := range sub.res.Sites {
		s.Line = at(s.Line)
		s.EndLine, s.Context = s.Line, ctx
		x.res.Sites = append(x.res.Sites, s)
	}
	for _, d := range sub.defs {
		d.Line = tsutil.Line(n)
		if d.Site != nil {
			s := *d.Site
			s.Line = at(s.Line)
			s.EndLine, s.Context = s.Line, ctx
			d.Site = &s
		}
		x.defs = append(x.defs, d)
	}
}

// inner is the children of a token tree (or matcher) without its
// delimiters and comments.
func inner(tt *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	n := tt.ChildCount()
	for i := uint(1); i+1 < n; i++ {
		if c := tt.Child(i); !c.IsExtra() {
			out = append(out, c)
		}
	}
	return out
}

// macroBinds are the fragments a matcher bound: outside repetitions by name,
// inside one each iteration's in order.
type macroBinds struct {
	one  map[string]fragment
	many map[string][]fragment
}

// fragment is a bound fragment: its text and the line it starts on.
type fragment struct {
	text string
	line int
}

type matcher struct{ x *fileCtx }

// repParts splits a repetition ($( … ) sep? op) into its body, separator
// and operator.
func repParts(r *sitter.Node, src []byte) (body []*sitter.Node, sep, op string) {
	n := r.ChildCount()
	close := -1
	depth := 0
	for i := uint(0); i < n; i++ {
		switch r.Child(i).Kind() {
		case "(":
			depth++
		case ")":
			depth--
			if depth == 0 && close < 0 {
				close = int(i)
			}
		}
	}
	if close < 0 {
		return nil, "", ""
	}
	for i := uint(2); i < uint(close); i++ {
		if c := r.Child(i); !c.IsExtra() {
			body = append(body, c)
		}
	}
	var rest []*sitter.Node
	for i := uint(close) + 1; i < n; i++ {
		rest = append(rest, r.Child(i))
	}
	switch len(rest) {
	case 1:
		op = rest[0].Kind()
		// the grammar leaves a separator out of the tree ($($arg:expr),+):
		// it is the text between the ) and the operator
		if a, b := r.Child(uint(close)).EndByte(), rest[0].StartByte(); a <= b && int(b) <= len(src) {
			sep = strings.TrimSpace(string(src[a:b]))
		}
	case 2:
		sep, op = rest[0].Kind(), rest[1].Kind()
	}
	return body, sep, op
}

// seq matches the matcher elements pat against the input tokens in, from
// the start; it returns how many tokens it took. rep says the elements are
// a repetition's body (bindings go to many); follow is the token that ends
// an open fragment at the end of pat.
func (m *matcher) seq(pat, in []*sitter.Node, b *macroBinds, rep bool, follow string) (int, bool) {
	x := m.x
	ii := 0
	for pi, p := range pat {
		switch p.Kind() {
		case "token_binding_pattern":
			name, frag := p.ChildByFieldName("name"), p.ChildByFieldName("type")
			if name == nil || frag == nil || ii >= len(in) {
				return 0, false
			}
			take := 1
			switch x.text(frag) {
			case "ident", "tt", "literal", "lifetime":
			default:
				stop := follow
				if pi+1 < len(pat) {
					stop = leafText(x, pat[pi+1])
				}
				// an expr fragment ends where Rust ends it: at a , ; or =>
				// outside its token trees
				exprEnd := func(t string) bool { return x.text(frag) == "expr" && (t == "," || t == ";" || t == "=>") }
				for take = 0; ii+take < len(in) && (stop == "" || x.text(in[ii+take]) != stop) && !exprEnd(x.text(in[ii+take])); take++ {
				}
				if take == 0 {
					return 0, false
				}
			}
			text := fragment{span(x, in[ii:ii+take]), tsutil.Line(in[ii])}
			if rep {
				b.many[x.text(name)] = append(b.many[x.text(name)], text)
			} else {
				b.one[x.text(name)] = text
			}
			ii += take
		case "token_repetition_pattern":
			body, sep, op := repParts(p, x.src)
			after := ""
			if pi+1 < len(pat) {
				after = leafText(x, pat[pi+1])
			}
			count := 0
			for ii < len(in) {
				stop := sep
				if stop == "" {
					stop = after
				}
				k, ok := m.seq(body, in[ii:], b, true, stop)
				if !ok || k == 0 {
					break
				}
				ii += k
				count++
				if op == "?" {
					break
				}
				if sep != "" {
					if ii < len(in) && x.text(in[ii]) == sep {
						ii++
					} else {
						break
					}
				}
			}
			if op == "+" && count == 0 {
				return 0, false
			}
		case "token_tree_pattern":
			if ii >= len(in) || in[ii].KindId() != kindTokenTree || in[ii].ChildCount() == 0 || p.ChildCount() == 0 ||
				in[ii].Child(0).Kind() != p.Child(0).Kind() {
				return 0, false
			}
			want := inner(in[ii])
			if k, ok := m.seq(inner(p), want, b, rep, ""); !ok || k != len(want) {
				return 0, false
			}
			ii++
		default:
			if ii >= len(in) || x.text(in[ii]) != x.text(p) {
				return 0, false
			}
			ii++
		}
	}
	return ii, true
}

// leafText is the text of a matcher element that is a plain token, or "".
func leafText(x *fileCtx, p *sitter.Node) string {
	switch p.Kind() {
	case "token_binding_pattern", "token_repetition_pattern", "token_tree_pattern":
		return ""
	}
	return x.text(p)
}

// span is the source text of consecutive tokens.
func span(x *fileCtx, toks []*sitter.Node) string {
	if len(toks) == 0 {
		return ""
	}
	return string(x.src[toks[0].StartByte():toks[len(toks)-1].EndByte()])
}

type transcriber struct {
	x   *fileCtx
	b   *macroBinds
	out *strings.Builder
	// last is the end of the last token written, to keep its spacing;
	// outLine the line being written, lines the first invocation line
	// of the fragments each line holds.
	last    uint
	outLine int
	lines   map[int]int
}

// seq writes the transcriber elements toks; iter is the repetition's
// iteration (-1 outside one).
func (t *transcriber) seq(toks []*sitter.Node, iter int) {
	x := t.x
	for _, c := range toks {
		if t.out.Len() > maxExpansion {
			return
		}
		switch c.Kind() {
		case "metavariable":
			name := x.text(c)
			v, ok := t.b.one[name]
			if vs := t.b.many[name]; iter >= 0 && iter < len(vs) {
				v, ok = vs[iter], true
			}
			if !ok {
				t.write(c, name)
				continue
			}
			t.write(c, v.text)
			if l, seen := t.lines[t.outLine]; !seen || v.line < l {
				t.lines[t.outLine] = v.line
			}
			t.outLine += strings.Count(v.text, "\n")
		case "token_repetition":
			body, sep, _ := repParts(c, x.src)
			count := t.count(body)
			for i := 0; i < count; i++ {
				if i > 0 && sep != "" {
					t.out.WriteString(" " + sep + "\n")
					t.outLine++
				}
				t.seq(body, i)
			}
		case "token_tree":
			n := c.ChildCount()
			if n < 2 {
				continue
			}
			t.write(c.Child(0), x.text(c.Child(0)))
			t.seq(inner(c), iter)
			t.write(c.Child(n-1), x.text(c.Child(n-1)))
		default:
			t.write(c, x.text(c))
		}
	}
}

// write adds text for token c, after a space unless c follows the last
// token written with none between them in the source.
func (t *transcriber) write(c *sitter.Node, text string) {
	switch {
	case t.out.Len() == 0 || c.StartByte() == t.last:
	case c.StartByte() < t.last || bytes.IndexByte(t.x.src[t.last:c.StartByte()], '\n') >= 0:
		// a token on a new line of the macro, or a repetition's next
		// turn: a new line here too
		t.out.WriteByte('\n')
		t.outLine++
	default:
		t.out.WriteByte(' ')
	}
	t.out.WriteString(text)
	t.last = c.EndByte()
}

// count is how many times a repetition's body repeats: the iterations of
// the repeated fragments it names.
func (t *transcriber) count(body []*sitter.Node) int {
	n := 0
	for _, c := range body {
		tsutil.Walk(c, func(m *sitter.Node) bool {
			if m.Kind() == "metavariable" {
				n = max(n, len(t.b.many[t.x.text(m)]))
			}
			return true
		})
	}
	return n
}
