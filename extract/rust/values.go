package rust

import (
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
	sitter "github.com/tree-sitter/go-tree-sitter"
)

// call handles .expect("…") and Err(…).
func (x *fileCtx) call(n *sitter.Node) {
	fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
	if fn == nil || args == nil || args.NamedChildCount() == 0 {
		return
	}
	switch fn.Kind() {
	case "field_expression":
		field := fn.ChildByFieldName("field")
		if field == nil || args.NamedChildCount() != 1 {
			return
		}
		arg := args.NamedChild(0)
		site := extract.Site{Line: tsutil.Line(field), EndLine: tsutil.EndLine(n)}
		switch x.text(field) {
		case "write_str":
			typ, ok := x.displayType()
			if !ok || arg.KindId() != kindString && arg.KindId() != kindRawString {
				return
			}
			site.Kind, site.ErrorType, site.Severity, site.Class = "display", "error", "error", typ
		case "expect":
			site.Kind, site.ErrorType, site.Severity, site.Class = "expect", "panic", "fatal", "panic"
		case "context", "wrap_err":
			site.Kind, site.ErrorType, site.Severity, site.Class = "context", "error", "error", "anyhow::Error"
		case "with_context", "wrap_err_with":
			if arg.Kind() != "closure_expression" {
				return
			}
			arg = arg.ChildByFieldName("body")
			if arg != nil && arg.Kind() == "block" && arg.NamedChildCount() == 1 {
				arg = arg.NamedChild(0)
			}
			site.Kind, site.ErrorType, site.Severity, site.Class = "context", "error", "error", "anyhow::Error"
		default:
			return
		}
		t, _, ok := x.message(arg, 0)
		if !ok {
			return
		}
		site.Message, site.Context = t, x.context(n)
		x.res.Sites = append(x.res.Sites, site)
	case "identifier", "scoped_identifier":
		name := x.text(fn)
		if name != "Err" && !strings.HasSuffix(name, "::Err") || args.NamedChildCount() != 1 {
			return
		}
		t, class, ok := x.message(args.NamedChild(0), 0)
		if !ok {
			return
		}
		x.res.Sites = append(x.res.Sites, extract.Site{
			Kind: "err", ErrorType: "error", Severity: "error", Class: class,
			Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: t, Context: x.context(n),
		})
	}
}

// message finds a literal or format! message in an error value: "…",
// format!(…), &format!(…), m.into(), m.to_string(), T::new(…, m),
// T::Variant(m). class is the constructor's path, or "error".
func (x *fileCtx) message(n *sitter.Node, depth int) (t template.Template, class string, ok bool) {
	if n == nil || depth > 8 {
		return t, "", false
	}
	switch n.Kind() {
	case "string_literal", "raw_string_literal":
		s, ok := decodeString(n, x.src)
		return template.Lit(s), "error", ok
	case "reference_expression":
		return x.message(n.ChildByFieldName("value"), depth+1)
	case "macro_invocation":
		if macroName(n, x.src) != "format" {
			return t, "", false
		}
		tt := tokenTree(n)
		if tt == nil {
			return t, "", false
		}
		args := x.macroArgs(tt)
		if len(args) == 0 {
			return t, "", false
		}
		return x.format(args, ""), "error", true
	case "call_expression":
		fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if fn == nil || args == nil {
			return t, "", false
		}
		switch fn.Kind() {
		case "field_expression":
			field := fn.ChildByFieldName("field")
			switch x.text(field) {
			case "into", "to_string", "to_owned":
				return x.message(fn.ChildByFieldName("value"), depth+1)
			}
		case "identifier", "scoped_identifier":
			for i := int(args.NamedChildCount()) - 1; i >= 0; i-- {
				if t, _, ok := x.message(args.NamedChild(uint(i)), depth+1); ok {
					return t, constructorClass(x.text(fn)), true
				}
			}
		}
	}
	return t, "", false
}

// constructorClass names the error type a constructor builds: the path
// without its trailing function segments. io::Error::new → io::Error,
// MyError::Parse → MyError::Parse; String::from and error::from_str, which
// name no error type, → error.
func constructorClass(path string) string {
	segs := strings.Split(path, "::")
	for len(segs) > 0 && !startsUpper(segs[len(segs)-1]) {
		segs = segs[:len(segs)-1]
	}
	switch p := strings.Join(segs, "::"); p {
	case "", "String", "Box", "Some", "Cow", "Err":
		return "error"
	default:
		return p
	}
}

func startsUpper(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }
