package golang

import (
	"go/ast"
	"go/token"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// minPartWords is how many words a text handed inside a returned call
// must have to stand for the error's text (partRef): a single word
// ("parse", "key") is data, not a message.
const minPartWords = 3

// partRef records a call returned as an error, or assigned to an error
// variable (err := ErrInvalidToken(token.Invalid(fmt.Sprintf("%q is a
// reserved character", c), …))), that passes no text of its own directly
// but holds text deeper in its arguments, where the link cannot follow
// how it reaches the error's text: return nil,
// ErrInvalidToken(token.Invalid("could not find end character of
// single-quoted text", org, pos)). The text is the longest string
// constant (or fmt.Sprintf of one) of at least minPartWords words inside
// the arguments, outside function literals. The link makes it a site only
// when nothing else is one on those lines (partSites).
func (x *fileCtx) partRef(call *ast.CallExpr, stack []ast.Node) {
	i := parentIndex(stack)
	if i < 0 {
		return
	}
	switch p := stack[i].(type) {
	case *ast.ReturnStmt:
		if len(p.Results) == 0 || unparen(p.Results[len(p.Results)-1]) != ast.Expr(call) {
			return
		}
	case *ast.AssignStmt:
		if len(p.Lhs) != 1 || len(p.Rhs) != 1 || !errName(p.Lhs[0]) {
			return
		}
	default:
		return
	}
	x.addPart(call, call.Args, stack)
}

// chainPartRef records, as partRef does, a chain of method calls on a
// value a call made (a builder's setters: newSchemaError(schema,
// value).withField("maxLength").withReason(fmt.Sprintf("maximum string
// length is %d", n))) standing where an error goes, returned or assigned
// to an error variable: the text is the longest in the arguments of every
// call of the chain. The link makes it a site only when none of the calls
// made one (a setter is no helper).
func (x *fileCtx) chainPartRef(call *ast.CallExpr, stack []ast.Node) {
	if sel, ok := unparen(call.Fun).(*ast.SelectorExpr); !ok {
		return
	} else if _, ok := unparen(sel.X).(*ast.CallExpr); !ok {
		return // a method of a value, not of what a call made
	}
	if !x.errorPlace(stack, false) {
		return
	}
	if i := parentIndex(stack); i >= 0 {
		if _, ret := stack[i].(*ast.ReturnStmt); ret && !x.returnsError(stack) {
			return // time.Now().Format("Mon Jan 2 15:04:05 2006") returned as a string
		}
	}
	var args []ast.Expr
	for c, ok := call, true; ok; {
		args = append(args, c.Args...)
		sel, isSel := unparen(c.Fun).(*ast.SelectorExpr)
		if !isSel {
			break
		}
		c, ok = unparen(sel.X).(*ast.CallExpr)
	}
	x.addPart(call, args, stack)
}

// returnsError reports whether the function around the top of stack
// returns an error last: a result of type error, or of a type named for
// one (*SchemaError).
func (x *fileCtx) returnsError(stack []ast.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		var ft *ast.FuncType
		switch f := stack[i].(type) {
		case *ast.FuncDecl:
			ft = f.Type
		case *ast.FuncLit:
			ft = f.Type
		default:
			continue
		}
		if ft.Results == nil || len(ft.Results.List) == 0 {
			return false
		}
		t := strings.TrimPrefix(x.text(ft.Results.List[len(ft.Results.List)-1].Type), "*")
		return t == "error" || strings.HasSuffix(t, "Error")
	}
	return false
}

// addPart records call as a "part" reference whose text is the longest
// string constant (or fmt.Sprintf of one) of at least minPartWords words
// in args.
func (x *fileCtx) addPart(call *ast.CallExpr, args []ast.Expr, stack []ast.Node) {
	var best template.Template
	for _, a := range args {
		ast.Inspect(a, func(n ast.Node) bool {
			var t template.Template
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.CallExpr:
				if path, name := x.callee(n); path != pathFmt || name != "Sprintf" || len(n.Args) == 0 {
					return true
				}
				if _, ok := x.constString(n.Args[0]); !ok {
					return true
				}
				t = x.valueOf(n, false)
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return true
				}
				s, ok := x.constString(n)
				if !ok {
					return true
				}
				t = template.Lit(s)
			default:
				return true
			}
			if t.LiteralLen() > best.LiteralLen() && partWords(t) >= minPartWords {
				best = t
			}
			return false
		})
	}
	if best.LiteralLen() == 0 {
		return
	}
	line := x.line(call.Pos())
	s := extract.Site{Line: line, EndLine: x.line(call.End())}
	s.Context = x.context(call, stack, line)
	x.refs = append(x.refs, extract.Ref{Kind: "part", Site: -1, Args: []template.Template{best}, Call: &s})
}

// partWords is the number of words in t's literal text.
func partWords(t template.Template) int {
	n := 0
	for _, p := range t.Parts {
		if !p.Hole {
			n += len(strings.Fields(p.Lit))
		}
	}
	return n
}

// partSites makes a site of each "part" reference of res (partRef) on
// whose lines no site is: its text with anything before and after it,
// tagged catalog.PartTag (how the rest is formed was not followed).
func partSites(res *extract.Result) {
	if res.Summary == nil {
		return
	}
	for _, r := range res.Summary.Refs {
		if r.Kind != "part" || r.Call == nil || len(r.Args) != 1 || covered(res.Sites, r.Call) {
			continue
		}
		s := *r.Call
		s.Kind, s.ErrorType, s.Severity, s.Class = "new", "error", "error", "error"
		around := template.Opt(template.Hole("…", "", ""))
		s.Message = template.Concat(around, r.Args[0], around)
		s.Tags = append(s.Tags, catalog.PartTag)
		s.Context.Comments = append(append([]string(nil), s.Context.Comments...), "text handed inside the returned call; how the error's text is formed around it was not followed")
		res.Sites = append(res.Sites, s)
	}
}

// covered reports whether a site of sites lies on at's lines.
func covered(sites []extract.Site, at *extract.Site) bool {
	for i := range sites {
		if sites[i].Line <= at.EndLine && at.Line <= max(sites[i].EndLine, sites[i].Line) {
			return true
		}
	}
	return false
}
