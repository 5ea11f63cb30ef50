package rust

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Passing helpers. A short fn whose error passes on what its caller gave
// it, with no text of its own,
//
//	fn dot(input: &str, pos: Position) -> Result<&str, Error> {
//	    input.strip_prefix('.').ok_or(Error::new(ErrorKind::UnexpectedEnd(pos)))
//	}
//
// makes the error for its caller: the call, let text = dot(text, pos)?, is
// where the error is raised (what a backtrace's frame above the helper
// names), and so a site with the helper's text. Such a fn (kind "pass")
// has at most passStmts statements, and its Err(…), ok_or(…) or map_err
// payload names one of its parameters and holds no string literal of
// three letters or more (format placeholders aside). A call of it whose
// error goes on (with ?, or as the caller's result) is a site, itself
// passing when the caller is such a fn and the call names its parameters;
// the helper's own site is kept only when no call of it is found.

// passStmts is the most statements a passing helper has.
const passStmts = 3

// passFn returns the fn around the visited node when payload, its error's
// payload, makes it a passing helper, or nil.
func (x *fileCtx) passFn(payload *sitter.Node) *fnInfo {
	fi := x.shortFn()
	if fi == nil || payload == nil || literalLetters(x.text(payload)) >= 3 {
		return nil
	}
	names := false
	tsutil.Walk(payload, func(c *sitter.Node) bool {
		if c.KindId() == kindIdent && index(fi.params, x.text(c)) >= 0 {
			names = true
		}
		return !names
	})
	if !names {
		return nil
	}
	return fi
}

// ownsError reports whether error site n, the result of the fn around
// it, is where its error is made whoever calls the fn: the fn is no
// passing helper (passFn), since it has more than passStmts statements
// or n holds a string literal of three letters or more, or a
// macro_rules! body calls it. A backtrace's innermost frame is then the
// fn's own line, and its callers' arguments only fill its text.
func (x *fileCtx) ownsError(n *sitter.Node) bool {
	fn := x.tailFn(n)
	if fn == nil {
		return false
	}
	body := fn.ChildByFieldName("body")
	fi := x.fnInfo(fn)
	if body == nil || fi.ctor || fi.from {
		return false
	}
	return statements(body) > passStmts || literalLetters(x.text(n)) >= 3 || x.macroCalled[fi.name]
}

// madeKind reports whether a site of kind k makes an error value where
// it is (Err(…), .ok_or(…), .map_err(…)), as opposed to a call of a fn
// that does.
func madeKind(k string) bool { return k == "err" || k == "ok_or" || k == "map_err" }

// passLine is passFn for an error passed on by a call, read from the
// source line of the call at line (what the fn's frame names): the fn
// passes on its caller's text when the line names one of its parameters
// and holds no text of its own, and makes no error itself.
func (x *fileCtx) passLine(line int) *fnInfo {
	fi := x.shortFn()
	if fi == nil {
		return nil
	}
	text := x.sourceLine(line)
	if literalLetters(text) >= 3 || madeOn(text) {
		return nil
	}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		if index(fi.params, w) >= 0 {
			return fi
		}
	}
	return nil
}

// madeOn reports whether a line of source makes an error value itself
// (Err(…), .ok_or(…), .map_err(…)): the error is that line's own.
func madeOn(text string) bool {
	return strings.Contains(text, "Err(") || strings.Contains(text, ".ok_or") || strings.Contains(text, ".map_err(")
}

// shortFn is the fn around the visited node when it has parameters and at
// most passStmts statements.
func (x *fileCtx) shortFn() *fnInfo {
	fn := x.nearestFn()
	if fn == nil {
		return nil
	}
	body := fn.ChildByFieldName("body")
	if body == nil || statements(body) > passStmts {
		return nil
	}
	// a constructor's value is returned, not raised: no frame of it is
	// above where an error is made; a fn a macro_rules! body calls keeps
	// its error, since the frame above it names the body's line for
	// every invocation (macroCalls)
	if fi := x.fnInfo(fn); len(fi.params) > 0 && !fi.ctor && !x.macroCalled[fi.name] {
		return fi
	}
	return nil
}

// macroCall is a call in a macro_rules! body: a name, then "(" (self.name(
// or path::name(; not $name).
var macroCall = lazyre.New(`(?:^|[^\w$])([A-Za-z_]\w*)\s*\(`)

// macroCalls returns the names the macro_rules! bodies of the file rooted
// at root call. A passing helper is called through them
// (deserialize_number! expanding to fn $method(self, v: V) {
// self.deserialize_number(v) }): a backtrace's frame for such a call names
// the body's line, the same for every invocation, so the helper's own
// site is where its error is found.
func macroCalls(root *sitter.Node, src []byte) map[string]bool {
	names := map[string]bool{}
	tsutil.Walk(root, func(n *sitter.Node) bool {
		if n.KindId() != kindMacroDef {
			return true
		}
		for _, m := range macroCall.FindAllSubmatch(src[n.StartByte():n.EndByte()], -1) {
			names[string(m[1])] = true
		}
		return false
	})
	return names
}

// sourceLine is line l (1-based) of the file.
func (x *fileCtx) sourceLine(l int) string {
	if x.lineStarts == nil {
		x.lineStarts = []int{0}
		for i, c := range x.src {
			if c == '\n' {
				x.lineStarts = append(x.lineStarts, i+1)
			}
		}
	}
	if l < 1 || l > len(x.lineStarts) {
		return ""
	}
	start, end := x.lineStarts[l-1], len(x.src)
	if l < len(x.lineStarts) {
		end = x.lineStarts[l] - 1
	}
	return string(x.src[start:end])
}

// passDef is the passing helper definition fi would be, its site left out.
func passDef(fi *fnInfo) *extract.Def {
	d := callerDef(fi)
	d.Kind = "pass"
	return d
}

// statements counts the statements of block b: its lets, expression
// statements, items and tail, not comments or attributes.
func statements(b *sitter.Node) int {
	n := 0
	for i := uint(0); i < b.NamedChildCount(); i++ {
		switch c := b.NamedChild(i); c.KindId() {
		case kindLineComment, kindBlockCmt, kindAttribute:
		default:
			n++
		}
	}
	return n
}

// literalLetters is the most ASCII letters one string literal of text
// holds outside {…} placeholders.
func literalLetters(text string) int {
	most := 0
	parts := strings.Split(text, `"`)
	for i := 1; i < len(parts); i += 2 {
		n, depth := 0, 0
		for _, c := range parts[i] {
			switch {
			case c == '{':
				depth++
			case c == '}':
				depth--
			case depth == 0 && (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'):
				n++
			}
		}
		most = max(most, n)
	}
	return most
}

// tryRef notes a call whose error goes on, with ? or as the result of the
// fn around it, as a reference of kind "try": a site when it calls a
// passing helper.
//
// recv, when not nil, is the call's one argument instead of args (the
// receiver of s.parse::<T>(), which calls T::from_str(s)).
func (x *fileCtx) tryRef(n *sitter.Node, p []string, args, recv *sitter.Node, local bool) {
	if x.consumed[n.Id()] || len(p) == 0 || args == nil {
		return
	}
	goesOn := len(x.kinds) > 0 && x.kinds[len(x.kinds)-1] == kindTry
	if !goesOn && x.tailFn(n) == nil {
		return
	}
	fi := x.nearestFn()
	if fi == nil {
		return
	}
	vals, calls, _ := x.refArgs(args, nil, 0)
	calls = x.anyVariantArgs(p, args, calls)
	if recv != nil {
		// s.parse::<T>(): T::from_str(s)
		vals, calls = []template.Template{x.value(recv, 0)}, nil
	}
	if local {
		p = x.localPath(p)
	}
	site := extract.Site{Kind: "call", Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Context: x.context(n)}
	r := extract.Ref{Kind: "try", Site: -1, Module: strings.Join(p[:len(p)-1], "::"), Name: p[len(p)-1], Args: vals, ArgCalls: calls, Call: &site}
	if pf := x.passFn(n); pf != nil {
		r.Caller = passDef(pf)
	}
	x.refs = append(x.refs, r)
}

// resultErr is the path of the error type of the Result the fn around the
// visited node returns (Result<T, E>), or nil. A Result alias with one
// type argument (Result<T>, io::Result<T>: type Result<T> = result::Result<T,
// Error>), or none (Result), names the Error of its own module.
func (x *fileCtx) resultErr() []string {
	fn := x.nearestFn()
	if fn == nil {
		return nil
	}
	rt := fn.ChildByFieldName("return_type")
	if rt != nil && rt.Kind() == "type_identifier" && x.text(rt) == "Result" {
		// type Result = super::Result<XmlEvent>: the alias the file
		// declares stands for the Result it names
		if a := fileAlias(fn, "Result", x.src); a != nil {
			rt = a
		} else {
			return x.resolvePath([]string{"Error"})
		}
	}
	if rt == nil || rt.Kind() != "generic_type" || lastSeg(typeName(rt, x.src)) != "Result" {
		return nil
	}
	args := rt.ChildByFieldName("type_arguments")
	if args == nil {
		return nil
	}
	switch args.NamedChildCount() {
	case 1:
		p := splitPath(typeName(rt, x.src))
		return x.resolvePath(append(p[:len(p)-1:len(p)-1], "Error"))
	case 2:
		return x.resolvePath(splitPath(typeName(args.NamedChild(1), x.src)))
	}
	return nil
}

// fileAlias is the type a type item of n's file at top level declares
// for name (type Result = super::Result<XmlEvent>), or nil.
func fileAlias(n *sitter.Node, name string, src []byte) *sitter.Node {
	root := n
	for root.Parent() != nil {
		root = root.Parent()
	}
	for i := uint(0); i < root.NamedChildCount(); i++ {
		c := root.NamedChild(i)
		if c.Kind() != "type_item" {
			continue
		}
		if nm := c.ChildByFieldName("name"); nm != nil && string(nm.Utf8Text(src)) == name {
			return c.ChildByFieldName("type")
		}
	}
	return nil
}

// mapErrPath reads .map_err(Error::InvalidDataRead): the path is applied
// to the error, a constructor called with one argument.
func (x *fileCtx) mapErrPath(path, at *sitter.Node, line int) {
	p := x.resolvePath(splitPath(x.text(path)))
	switch strings.Join(p, "::") {
	case "Into::into", "From::from":
		// the From impl of the fn's error type
		e := x.resultErr()
		if e == nil {
			return
		}
		p = append(e, "from")
	}
	// a constructor (Error::InvalidDataRead, Error::from_io) or a fn of
	// the crate that makes an error of the one it is given
	// (.map_err(invalid_data), .map_err(util::decode_error))
	last := len(p) - 1
	ctor := last >= 1 && startsUpper(p[last-1])
	fn := last >= 0 && !startsUpper(p[last]) && (last == 0 || !startsUpper(p[last-1])) && !stdRoot(p[0])
	if !ctor && !fn {
		return
	}
	p = x.localPath(p)
	site := extract.Site{Kind: "map_err", ErrorType: "error", Severity: "error", Class: constructorClass(x.text(path)),
		Line: line, EndLine: tsutil.EndLine(at), Context: x.context(at)}
	site.Context.Fails = x.receiver(at)
	x.addRef(extract.Ref{Kind: "ctor", Site: -1, Module: strings.Join(p[:len(p)-1], "::"), Name: p[len(p)-1],
		Args: []template.Template{template.Hole("e", "", "")}, Call: &site}, x.caller(at))
}

// Errors carried in a tuple. A fn may return its error with other values,
//
//	return Err((s, TOO_LONG));
//
// for a caller that passes the error part on:
//
//	parse_internal(parsed, s, items).map_err(|(_s, e)| e)
//
// The tuple's error value is no site (it is not what surfaces); it makes
// the fn a definition of kind "errs" with its text, and the map_err
// closure that returns a part of what it is given is a site with the
// texts of the errs definitions of the call it handles (up to 16).

// tupleErr notes the error value ctor carried in a tuple at the visited
// Err(…) at: the fn around it returns its text.
func (x *fileCtx) tupleErr(ctor, at *sitter.Node) {
	fn := x.nearestFn()
	if fn == nil {
		return
	}
	fi := x.fnInfo(fn)
	r, _, ok := x.ctorOf(ctor, nil)
	if !ok {
		return
	}
	x.consumed[ctor.Id()] = true
	r.Call = &extract.Site{Kind: "err", ErrorType: "error", Severity: "error", Line: tsutil.Line(at), EndLine: tsutil.EndLine(at)}
	d := callerDef(fi)
	d.Kind = "errs"
	r.Caller = d
	x.refs = append(x.refs, r)
}

// passesPart reports whether the map_err closure whose value is v returns
// a name its parameter's pattern binds (|(_s, e)| e).
func (x *fileCtx) passesPart(v, body *sitter.Node) bool {
	if v == nil || body == nil || v.KindId() != kindIdent {
		return false
	}
	c := body.Parent()
	if c == nil || c.KindId() != kindClosure {
		return false
	}
	ps := c.ChildByFieldName("parameters")
	if ps == nil || ps.NamedChildCount() != 1 {
		return false
	}
	p := ps.NamedChild(0)
	if p.Kind() == "parameter" {
		p = p.ChildByFieldName("pattern")
	}
	if p == nil || p.Kind() != "tuple_pattern" {
		return false
	}
	name := x.text(v)
	for i := uint(0); i < p.NamedChildCount(); i++ {
		if bindingName(p.NamedChild(i), x.src) == name {
			return true
		}
	}
	return false
}

// errsOf notes the map_err call at (at line) as a reference to the errs
// definitions of the call it handles: its receiver, through other method
// calls (.map(…)), down to a call of a path or of self's method.
func (x *fileCtx) errsOf(at *sitter.Node, line int) {
	fn := at.ChildByFieldName("function")
	for fn != nil && fn.KindId() == kindFieldExpr {
		recv := fn.ChildByFieldName("value")
		if recv == nil || recv.KindId() != kindCall {
			return
		}
		f := recv.ChildByFieldName("function")
		if f == nil {
			return
		}
		var p []string
		switch f.KindId() {
		case kindIdent, kindScopedIdent, kindGenericFn:
			p = x.localPath(x.calleePath(f))
		case kindFieldExpr:
			if v := f.ChildByFieldName("value"); v != nil && x.text(v) == "self" {
				p = x.methodPath(f)
			} else {
				fn = f
				continue
			}
		}
		if len(p) == 0 {
			return
		}
		site := extract.Site{Kind: "map_err", ErrorType: "error", Severity: "error", Line: line, EndLine: tsutil.EndLine(at), Context: x.context(at)}
		site.Context.Fails = x.receiver(at)
		r := x.errsOfRef(recv, p)
		r.Site, r.Call = -1, &site
		x.refs = append(x.refs, r)
		return
	}
}

// panicOfErr refines Sites[idx], a panic printing only an error e that a
// match arm or if let bound from a call's Err (match Self::try_new(num,
// scale) { Err(e) => panic!("{}", e), … }): it prints the texts of the
// errors that call returns.
func (x *fileCtx) panicOfErr(n *sitter.Node, idx int) {
	e, ok := template.OneHole(x.res.Sites[idx].Message)
	if !ok || !isIdent(e) {
		return
	}
	for i := len(x.stack) - 1; i >= 2; i-- {
		if x.kinds[i] == kindFunction || x.kinds[i] == kindClosure {
			return
		}
		var pat, val *sitter.Node
		switch x.kinds[i] {
		case kindMatchArm:
			if x.kinds[i-2] != kindMatch {
				continue
			}
			pat, val = x.stack[i].ChildByFieldName("pattern"), x.stack[i-2].ChildByFieldName("value")
		case kindLetCond:
			pat, val = x.stack[i].ChildByFieldName("pattern"), x.stack[i].ChildByFieldName("value")
		default:
			continue
		}
		if pat == nil || val == nil || !strings.Contains(x.flat(pat), "Err("+e+")") {
			return
		}
		if val.KindId() != kindCall {
			return
		}
		f := val.ChildByFieldName("function")
		var p []string
		switch f.KindId() {
		case kindIdent, kindScopedIdent, kindGenericFn:
			p = x.localPath(x.calleePath(f))
		case kindFieldExpr:
			p = x.methodPath(f)
		}
		if len(p) == 0 {
			return
		}
		r := x.errsOfRef(val, p)
		r.Site = idx
		x.refs = append(x.refs, r)
		return
	}
}

// errsOfRef is the reference to the texts of the errors that call, of the
// fn at path p, returns: its arguments' values bound to the fn's
// parameters.
func (x *fileCtx) errsOfRef(call *sitter.Node, p []string) extract.Ref {
	var args []template.Template
	if as := call.ChildByFieldName("arguments"); as != nil {
		for i := uint(0); i < as.NamedChildCount(); i++ {
			args = append(args, x.value(as.NamedChild(i), 0))
		}
	}
	return extract.Ref{Kind: "errsof", Module: strings.Join(p[:len(p)-1], "::"), Name: p[len(p)-1], Args: args}
}
