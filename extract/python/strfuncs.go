package python

import (
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// Functions that return text. {f(x)!r} prints repr() of what f returns,
// and when f is annotated "-> str" that is a quoted string: Jinja's
// parser raises f"unexpected {describe_token(token)!r}", which prints
// unexpected 'end of print statement' as the lexer's f"unexpected
// '{data}'" does, so the two texts tie instead of the lexer's pinning
// more. A module-level function annotated to return str is offered to
// the link pass (Def kind "strfunc"), which quotes such holes in every
// file that defines or imports the function. The quotes are Python's
// usual ones; a value holding a single quote and no double quote prints
// in double quotes, which the pattern then does not match. The builtin
// str() returns str too: {str(prod)!r}, and "%r" % str(prod), print the
// text in quotes (cssutils' "%s: Missing token for production %r" %
// (name, str(prod))).

// strFuncs returns the module-level functions annotated to return str.
func (x *file) strFuncs() []extract.Def {
	var out []extract.Def
	for i := uint(0); x.root != nil && i < x.namedChildCount(x.root); i++ {
		fn := x.namedChild(x.root, i)
		if x.kind(fn) == "decorated_definition" {
			fn = x.field(fn, "definition")
		}
		if fn == nil || x.kind(fn) != "function_definition" {
			continue
		}
		if rt := x.field(fn, "return_type"); rt != nil && strings.Trim(x.text(rt), `"' `) == "str" {
			out = append(out, extract.Def{Kind: "strfunc", Name: x.text(x.field(fn, "name")), Line: fn.Line()})
		}
	}
	return out
}

// quoteStrCalls rewrites, in the sites of file f, each {NAME(…)!r} hole
// whose NAME is str or resolves (in f's own namespace) to a function
// that returns str into '{NAME(…)}'.
func (w *world) quoteStrCalls(f extract.Linked) {
	mod := w.lay.module(f.Path)
	known := map[string]bool{}
	isStr := func(name string) bool {
		v, ok := known[name]
		if !ok {
			defs, _ := w.resolve(mod, name, "strfunc", 0)
			v = defs != nil
			known[name] = v
		}
		return v
	}
	for i := range f.Result.Sites {
		s := &f.Result.Sites[i]
		changed := false
		var parts []template.Template
		for _, p := range s.Message.Parts {
			if name := calledName(p.Expr); p.Hole && p.Conv == "r" && p.Spec == "" && name != "" && (name == "str" || isStr(name)) {
				parts = append(parts, template.Lit("'"), template.Hole(p.Expr, "", ""), template.Lit("'"))
				changed = true
				continue
			}
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
		if changed {
			s.Message = template.Concat(parts...)
		}
	}
}

// calledName returns NAME when expr is a call NAME(…) of a plain name,
// else "".
func calledName(expr string) string {
	i := strings.IndexByte(expr, '(')
	if i <= 0 || !strings.HasSuffix(expr, ")") {
		return ""
	}
	for _, c := range []byte(expr[:i]) {
		if !isIdentByte(c) {
			return ""
		}
	}
	return expr[:i]
}
