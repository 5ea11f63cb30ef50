package rust

import (
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// call handles the calls that build or wrap errors: .expect, .context and
// friends, .write_str in a Display impl, .map_err, .ok_or and .ok_or_else,
// Err(…) and tonic's Status constructors; any other call is noted as a
// reference that the helper link may resolve.
func (x *fileCtx) call(n *sitter.Node) {
	fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
	if fn == nil || args == nil {
		return
	}
	switch fn.KindId() {
	case kindFieldExpr:
		field := fn.ChildByFieldName("field")
		if field == nil {
			return
		}
		name := x.text(field)
		if args.NamedChildCount() != 1 {
			x.methodRef(n, fn, args)
			return
		}
		arg := args.NamedChild(0)
		site := extract.Site{Line: tsutil.Line(field), EndLine: tsutil.EndLine(n)}
		switch name {
		case "write_str", "write_fmt", "fmt":
			// f.write_str("…"), f.write_fmt(format_args!(…)), "…".fmt(f)
			// in a Display impl
			typ, isErr := x.displayType()
			if typ == "" {
				return
			}
			text := arg
			if name == "fmt" {
				text = fn.ChildByFieldName("value")
			}
			x.displayWrite(n, typ, isErr, x.value(text, 0), text)
			return
		case "expect":
			site.Kind, site.ErrorType, site.Severity, site.Class = "expect", "panic", "fatal", "panic"
		case "context", "wrap_err":
			site.Kind, site.ErrorType, site.Severity, site.Class = "context", "error", "error", "anyhow::Error"
		case "with_context", "wrap_err_with":
			if arg.KindId() != kindClosure {
				return
			}
			arg = x.closureValue(arg)
			site.Kind, site.ErrorType, site.Severity, site.Class = "context", "error", "error", "anyhow::Error"
		case "map_err":
			switch arg.KindId() {
			case kindClosure:
				x.errSite("map_err", x.closureValue(arg), arg.ChildByFieldName("body"), n, tsutil.Line(field))
			case kindScopedIdent, kindIdent:
				x.mapErrPath(arg, n, tsutil.Line(field))
			}
			return
		case "ok_or":
			x.errSite("ok_or", arg, arg, n, tsutil.Line(field))
			return
		case "ok_or_else":
			if arg.KindId() == kindClosure {
				x.errSite("ok_or", x.closureValue(arg), arg.ChildByFieldName("body"), n, tsutil.Line(field))
			}
			return
		default:
			x.methodRef(n, fn, args)
			return
		}
		v := x.errValue(arg, 0)
		if !v.ok {
			return
		}
		site.Message, site.Context = v.msg, x.context(n)
		if site.Kind == "expect" || site.Kind == "context" {
			site.Context.Fails = x.receiver(n)
		}
		x.emit(n, site, "", "")
	case kindIdent, kindScopedIdent, kindGenericFn:
		if p := x.parsePath(fn); p != nil {
			// s.parse::<Locale>() calls <Locale as FromStr>::from_str(s)
			x.tryRef(n, p, args, fn.ChildByFieldName("function").ChildByFieldName("value"), true)
			return
		}
		path := x.calleePath(fn)
		if len(path) == 0 {
			return
		}
		if path[len(path)-1] == "Err" {
			if args.NamedChildCount() == 1 {
				// the line of the value: Err(\n self.error(…)) is made
				// where the value is
				v := args.NamedChild(0)
				x.errSite("err", v, v, n, tsutil.Line(v))
			}
			return
		}
		if x.statusSite(n, path, args) {
			return
		}
		x.callRef(n, path, args)
	}
}

// methodRef notes a method call n (its callee fn) for the link: a call
// of self's method as callRef does, another's as a call whose error may go
// on (tryRef), by the method's name.
func (x *fileCtx) methodRef(n, fn, args *sitter.Node) {
	recv, field := fn.ChildByFieldName("value"), fn.ChildByFieldName("field")
	if recv == nil || field == nil {
		return
	}
	if x.text(recv) == "self" {
		x.callRef(n, x.selfPath(x.text(field)), args)
		return
	}
	if fi := x.caller(n); fi != nil && fi.ctor && recv.KindId() == kindFieldExpr && x.text(recv.ChildByFieldName("value")) == "self" {
		// self.0.error(kind) as a constructor's result: the method of
		// that name, whichever type's
		if !x.consumed[n.Id()] {
			vals, calls, _ := x.refArgs(args, fi, 0)
			site := extract.Site{Kind: "call", Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Context: x.context(n)}
			x.addRef(extract.Ref{Kind: "call", Site: -1, Name: x.text(field), Args: vals, ArgCalls: calls, Call: &site}, fi)
		}
		return
	}
	x.tryRef(n, []string{x.text(field)}, args, nil, false)
}

// receiver returns the receiver of the method call n (the call whose
// failure .map_err, .ok_or, .expect or .context handle), white space
// folded; "" when n is not a method call.
func (x *fileCtx) receiver(n *sitter.Node) string {
	fn := n.ChildByFieldName("function")
	if fn == nil || fn.KindId() != kindFieldExpr {
		return ""
	}
	return strings.NewReplacer(" .", ".", " ?", "?").Replace(x.flat(fn.ChildByFieldName("value")))
}

// closureValue is the value a closure returns: its body, or the tail
// expression of its block.
func (x *fileCtx) closureValue(c *sitter.Node) *sitter.Node {
	body := c.ChildByFieldName("body")
	if body != nil && body.KindId() == kindBlock {
		// The walk has not met the block's lets yet: the call holding the
		// closure is visited first.
		for i := uint(0); i < body.NamedChildCount(); i++ {
			if s := body.NamedChild(i); s.KindId() == kindLet {
				x.noteLet(s)
			}
		}
		return x.tail(body)
	}
	return body
}

// tail returns the tail expression of block b (the value it ends with), or
// nil.
func (x *fileCtx) tail(b *sitter.Node) *sitter.Node {
	n := b.NamedChildCount()
	for i := int(n) - 1; i >= 0; i-- {
		c := b.NamedChild(uint(i))
		if c.IsExtra() {
			continue
		}
		if c.KindId() == kindExprStmt {
			if strings.HasSuffix(x.text(c), ";") || c.NamedChildCount() == 0 {
				return nil
			}
			return c.NamedChild(0)
		}
		if c.KindId() == kindLet {
			return nil
		}
		return c
	}
	return nil
}

// errValue is what reading an error value found.
type errValue struct {
	msg   template.Template
	class string
	ok    bool // msg has a literal or format! message
	// ctor is the call or struct expression that builds the value
	// (MyError::Parse(…), ConfigError::Missing { … }, error::bad_request(…)):
	// the helper link may give the value the message its type or helper
	// builds.
	ctor *sitter.Node
	// own: the value is a site of its own (anyhow!, Status::internal(…),
	// an HTTP response tuple), recorded where it is visited.
	own bool
	// inTuple: ctor is an element of a tuple the error carries
	// (Err((s, TOO_LONG))): what the fn returns, not an error raised
	// here (tupleErrs).
	inTuple bool
}

// errValue reads an error value: "…", format!(…), &m, m.into(),
// m.to_string(), T::new(…, m), T::Variant(m), T::Variant { field: m },
// Box::new(v), and a let-bound name for any of these. The class is the
// constructor's path, or "error".
func (x *fileCtx) errValue(n *sitter.Node, depth int) errValue {
	if n == nil || depth > 8 {
		return errValue{}
	}
	switch n.KindId() {
	case kindString, kindRawString:
		s, ok := decodeString(n, x.src)
		return errValue{msg: template.Lit(s), class: "error", ok: ok}
	case kindRef:
		return x.errValue(n.ChildByFieldName("value"), depth+1)
	case kindParen:
		if n.NamedChildCount() > 0 {
			return x.errValue(n.NamedChild(0), depth+1)
		}
	case kindMacro:
		switch name := macroName(n, x.src); {
		case name == "format" || name == "format_args":
			if t, ok := x.formatMacro(n); ok {
				return errValue{msg: t, class: "error", ok: true}
			}
		case anyhowMacros[name]:
			return errValue{own: true}
		}
	case kindIdent:
		name := x.text(n)
		if v := x.letValue(name, n); v != nil {
			return x.errValue(v, depth+1)
		}
		if c, ok := x.constStrs[name]; ok {
			return errValue{msg: template.Lit(c), class: "error", ok: true}
		}
		if startsUpper(name) {
			// a constant or a unit struct of an error type (Err(TOO_SHORT),
			// Err(PrefixLenError))
			return errValue{ctor: n}
		}
	case kindTuple:
		if _, ok := x.httpStatus(n); ok {
			return errValue{own: true}
		}
		for i := uint(0); i < n.NamedChildCount(); i++ {
			if v := x.errValue(n.NamedChild(i), depth+1); v.ctor != nil {
				v.inTuple = true
				return v
			}
		}
	case kindScopedIdent:
		// A unit variant, ConfigError::Missing: its type's message for it
		// is the text, which the link gives the value.
		return errValue{ctor: n, class: constructorClass(x.text(n))}
	case kindStructExpr:
		typ := x.text(n.ChildByFieldName("name"))
		v := errValue{ctor: n, class: constructorClass(typ)}
		for _, f := range x.structFields(n) {
			if f.value == nil {
				continue
			}
			if fv := x.errValue(f.value, depth+1); fv.ok && (!v.ok || messageField[f.name]) {
				v.msg, v.ok = fv.msg, true
				if messageField[f.name] {
					break
				}
			}
		}
		return v
	case kindCall:
		fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if fn == nil || args == nil {
			return errValue{}
		}
		switch fn.KindId() {
		case kindFieldExpr:
			if x.tupleInto(n) != nil && len(x.resultErr()) > 0 {
				// (&self.lexer, msg).into(): a From impl taking a tuple
				// builds the value (ctorOf)
				return errValue{ctor: n, class: "error"}
			}
			switch x.text(fn.ChildByFieldName("field")) {
			case "into", "to_string", "to_owned":
				return x.errValue(fn.ChildByFieldName("value"), depth+1)
			}
			// a method that builds the value: self.error(span, kind)
			return errValue{ctor: n}
		case kindIdent, kindScopedIdent, kindGenericFn:
			if c := x.letClosure(fn); c != nil && args.NamedChildCount() == 0 {
				// let error = || ErrorKind::InvalidChar.into(); …
				// Err(error()): the closure's value
				return x.errValue(c.ChildByFieldName("body"), depth+1)
			}
			path := x.calleePath(fn)
			if len(path) == 0 {
				return errValue{}
			}
			if _, ok := statusCode(path, args, x); ok {
				return errValue{own: true}
			}
			if wrapperCall(path) && args.NamedChildCount() == 1 {
				return x.errValue(args.NamedChild(0), depth+1)
			}
			v := errValue{ctor: n}
			for i := int(args.NamedChildCount()) - 1; i >= 0; i-- {
				if a := x.errValue(args.NamedChild(uint(i)), depth+1); a.ok {
					v.msg, v.class, v.ok = a.msg, constructorClass(x.text(fn)), true
					break
				}
			}
			return v
		}
	}
	return errValue{}
}

// letClosure returns the closure a let binds to the name fn calls, or nil.
func (x *fileCtx) letClosure(fn *sitter.Node) *sitter.Node {
	if fn.KindId() != kindIdent {
		return nil
	}
	if v := x.letValue(x.text(fn), fn); v != nil && v.KindId() == kindClosure {
		return v
	}
	return nil
}

// messageField names the fields of an error struct that hold its message.
var messageField = map[string]bool{"message": true, "msg": true, "reason": true, "detail": true, "details": true, "description": true, "error": true}

// wrapperCall reports whether a call of path only wraps its argument:
// Box::new(e), Arc::new(e), Some(e).
func wrapperCall(path []string) bool {
	switch strings.Join(path, "::") {
	case "Box::new", "Box::from", "Arc::new", "Rc::new", "Some", "Ok":
		return true
	}
	return false
}

// message returns the literal or format! message of an error value.
func (x *fileCtx) message(n *sitter.Node) (template.Template, bool) {
	v := x.errValue(n, 0)
	return v.msg, v.ok
}

// errSite records error value v that a kind of call returns or hands on
// (Err(v), .map_err(|e| v), .ok_or(v), .ok_or_else(|| v)); at is the
// call. A value built by a constructor is also a reference for the helper
// link, which may give it its type's or helper's message.
func (x *fileCtx) errSite(kind string, v, payload, at *sitter.Node, line int) {
	if vs := x.branches(v); vs != nil {
		// match e { A => self.error(sp, Kind::A), B => … }: each value
		for _, b := range vs {
			x.errSite(kind, b, payload, at, line)
		}
		return
	}
	ev := x.errValue(v, 0)
	if ev.own {
		return
	}
	if ev.inTuple {
		x.tupleErr(ev.ctor, at)
		return
	}
	if kind == "map_err" && x.passesPart(v, payload) {
		x.errsOf(at, line)
		return
	}
	if !ev.ok && ev.ctor == nil {
		// Err(msg.into()) of a parameter: the text is the caller's
		// (fn tail_error(from: &'static str) -> Result<…> { Err(from.into()) })
		if fi := x.caller(at); fi != nil && v != nil {
			p := x.paramOf(fi, x.flat(v), at)
			if p == "" {
				p = x.tupleParam(fi, v, at)
			}
			if p != "" {
				ev.msg, ev.class, ev.ok = template.Hole(p, "", ""), "error", true
			}
		}
	}
	idx := -1
	site := extract.Site{Kind: kind, ErrorType: "error", Severity: "error", Class: ev.class,
		Line: line, EndLine: tsutil.EndLine(at), Message: ev.msg}
	if kind == "map_err" || kind == "ok_or" {
		site.Context.Fails = x.receiver(at)
	}
	var fallback *extract.Def
	withContext := func(s extract.Site) extract.Site {
		fails := s.Context.Fails
		s.Context = x.context(at)
		s.Context.Fails = fails
		return s
	}
	if !ev.ok && ev.ctor != nil {
		// Err(ast::Error { kind: to, .. }) of a type whose text no file
		// may give: the one parameter it is built from gives it
		if fi := x.caller(at); fi != nil {
			if p := x.soleParam(ev.ctor, fi); p != "" {
				fed := withContext(site)
				fed.Message = template.Hole(p, "", "")
				_, fallback = x.emitFed(at, fed, "", "")
			}
		}
	}
	if ev.ok {
		site = withContext(site)
		idx, fallback = x.emitFed(at, site, "", "")
	}
	if ev.ctor != nil {
		x.consumed[ev.ctor.Id()] = true
		if i, ok := x.callRefs[ev.ctor.Id()]; ok {
			// let e = self.error(at, kind); … Err(e): the value is
			// raised here, not where the let made it
			x.refs[i].Kind = "dropped"
			delete(x.callRefs, ev.ctor.Id())
		}
		pf := x.passFn(payload)
		if payload != nil && payload.Parent() != nil && payload.Parent().KindId() == kindClosure {
			// made in a closure: the error is the fn's own, made at the
			// line of the call that runs the closure
			pf = nil
		}
		if pf != nil && idx < 0 {
			// a short fn passing on what it was given: its callers are
			// the sites
			d := passDef(pf)
			if fallback != nil {
				d.Site, d.Message, d.Class = fallback.Site, fallback.Message, fallback.Class
			}
			fallback = d
		}
		if x.ctorRef(ev.ctor, at, idx, site, fallback) {
			return // the link makes the helper, of the refined site when it can
		}
		if fallback != nil && fallback.Kind == "pass" {
			return
		}
	}
	if fallback != nil {
		x.addDef(fallback)
	}
}

// soleParam is the one parameter of fi (not a number, bool or char) that
// constructor ctor takes as an argument or field, or "".
func (x *fileCtx) soleParam(ctor *sitter.Node, fi *fnInfo) string {
	var vals []*sitter.Node
	switch ctor.KindId() {
	case kindCall:
		if t := x.tupleInto(ctor); t != nil {
			for i := uint(0); i < t.NamedChildCount(); i++ {
				vals = append(vals, t.NamedChild(i))
			}
		} else if args := ctor.ChildByFieldName("arguments"); args != nil {
			for i := uint(0); i < args.NamedChildCount(); i++ {
				vals = append(vals, args.NamedChild(i))
			}
		}
	case kindStructExpr:
		for _, f := range x.structFields(ctor) {
			vals = append(vals, f.value)
		}
	}
	found := ""
	for _, v := range vals {
		if v == nil {
			continue
		}
		p := x.paramOf(fi, x.flat(v), ctor)
		if p == "" || plainType(fi.types[p]) {
			continue
		}
		if found != "" && found != p {
			return ""
		}
		found = p
	}
	return found
}

// branches are the values a match or if expression v gives, each arm's or
// branch's (through blocks' tails), or nil when v is neither.
func (x *fileCtx) branches(v *sitter.Node) []*sitter.Node {
	if v == nil {
		return nil
	}
	var out []*sitter.Node
	add := func(n *sitter.Node) {
		if n != nil && n.KindId() == kindBlock {
			n = x.tail(n)
		}
		if n != nil {
			out = append(out, n)
		}
	}
	switch v.KindId() {
	case kindMatch:
		body := v.ChildByFieldName("body")
		for i := uint(0); body != nil && i < body.NamedChildCount(); i++ {
			if a := body.NamedChild(i); a.KindId() == kindMatchArm {
				add(a.ChildByFieldName("value"))
			}
		}
	case kindIf:
		add(v.ChildByFieldName("consequence"))
		if e := v.ChildByFieldName("alternative"); e != nil && e.NamedChildCount() > 0 {
			add(e.NamedChild(0))
		}
	default:
		return nil
	}
	return out
}

// formatMacro reads format!(…).
func (x *fileCtx) formatMacro(n *sitter.Node) (template.Template, bool) {
	tt := tokenTree(n)
	if tt == nil {
		return template.Template{}, false
	}
	args := x.macroArgs(tt)
	if len(args) == 0 {
		return template.Template{}, false
	}
	return x.format(args, ""), true
}

// mutLiteral reports whether v is a number, bool or char literal that a
// let mut binds (let mut i = 0; … i += 1): a counter, whose value where it
// is used is not the one it started with.
func mutLiteral(v *sitter.Node) bool {
	switch v.KindId() {
	case kindInt, kindBool:
	default:
		if v.Kind() != "char_literal" && v.Kind() != "float_literal" {
			return false
		}
	}
	let := v.Parent()
	if let == nil || let.KindId() != kindLet {
		return false
	}
	for i := uint(0); i < let.ChildCount(); i++ {
		if let.Child(i).Kind() == "mutable_specifier" {
			return true
		}
	}
	return false
}

// value is the message text an expression passes: a string, number or bool
// literal, a format!
// template, a conversion of either (.into(), .to_string(), &, String::from),
// a let-bound name resolved when that gives text or a parameter, else one
// hole holding the expression.
func (x *fileCtx) value(n *sitter.Node, depth int) template.Template {
	if n == nil {
		return template.Template{}
	}
	hole := template.Hole(x.flat(n), "", "")
	if depth > 6 {
		return hole
	}
	switch n.KindId() {
	case kindString, kindRawString:
		if s, ok := decodeString(n, x.src); ok {
			return template.Lit(s)
		}
	case kindInt:
		if v, ok := intLiteral(x.text(n)); ok {
			return template.Lit(v)
		}
	case kindBool:
		return template.Lit(x.text(n))
	case kindRef:
		return x.value(n.ChildByFieldName("value"), depth+1)
	case kindParen:
		if n.NamedChildCount() > 0 {
			return x.value(n.NamedChild(0), depth+1)
		}
	case kindMacro:
		if name := macroName(n, x.src); name == "format" || name == "format_args" {
			if t, ok := x.formatMacro(n); ok {
				return t
			}
		}
	case kindIdent:
		if v := x.letValue(x.text(n), n); v != nil && !mutLiteral(v) {
			if t := x.value(v, depth+1); t.LiteralLen() > 0 || x.isParamHole(t, n) {
				return t
			}
		}
		if c, ok := x.constStrs[x.text(n)]; ok {
			return template.Lit(c)
		}
	case kindCall:
		fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if fn == nil || args == nil {
			break
		}
		switch fn.KindId() {
		case kindFieldExpr:
			if convMethods[x.text(fn.ChildByFieldName("field"))] && args.NamedChildCount() == 0 {
				return x.value(fn.ChildByFieldName("value"), depth+1)
			}
		case kindScopedIdent:
			switch x.text(fn) {
			case "String::from", "Into::into", "Cow::from", "Cow::Borrowed", "Cow::Owned":
				if args.NamedChildCount() == 1 {
					return x.value(args.NamedChild(0), depth+1)
				}
			}
		}
	}
	return hole
}

// convMethods turn a string into another string type without changing it.
var convMethods = map[string]bool{"into": true, "to_string": true, "to_owned": true, "as_str": true, "as_ref": true, "clone": true, "into_owned": true, "as_deref": true}

// isParamHole reports whether t is one hole naming a parameter of the fn
// around node at.
func (x *fileCtx) isParamHole(t template.Template, at *sitter.Node) bool {
	if len(t.Parts) != 1 || !t.Parts[0].Hole {
		return false
	}
	fn := x.nearestFn()
	return fn != nil && index(x.fnInfo(fn).params, t.Parts[0].Expr) >= 0
}

// statusSite records a tonic Status constructor (Status::invalid_argument(m),
// Status::new(Code::NotFound, m)): class tonic::Status, ErrorCode the gRPC
// code name, the message as tonic 0.14's Display prints it.
func (x *fileCtx) statusSite(n *sitter.Node, path []string, args *sitter.Node) bool {
	sc, ok := statusCode(path, args, x)
	if !ok {
		return false
	}
	msg := x.value(sc.msg, 0)
	x.emit(n, extract.Site{
		Kind: "status", ErrorType: "error", Severity: "error", Class: "tonic::Status", ErrorCode: sc.code.name,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: statusTemplate(sc.code.desc, msg), Context: x.context(n),
	}, "", "")
	return true
}

// statusTemplate is what tonic (0.14 and later) prints for a Status:
// "status: '<description of the code>', self: \"<message, Debug-escaped>\"",
// the message alone when it is empty. The text around the message is
// optional in the pattern: the message alone, as a client or an HTTP error
// body shows it, matches too.
func statusTemplate(desc string, msg template.Template) template.Template {
	if msg.IsEmpty() {
		return template.Lit("status: '" + desc + "'")
	}
	return template.Concat(template.Opt(template.Lit("status: '"+desc+"', self: \"")), escapeLits(msg), template.Opt(template.Lit(`"`)))
}

// escapeLits returns t with its literal text escaped as Debug prints it.
func escapeLits(t template.Template) template.Template {
	var out template.Template
	for _, p := range t.Parts {
		if !p.Hole {
			p.Lit = debugEscape(p.Lit)
		}
		out.Parts = append(out.Parts, p)
	}
	return out
}

// debugEscape escapes s as Rust's Debug for str does inside its quotes.
func debugEscape(s string) string {
	return template.Escape(s, func(r rune) string {
		if r == 0 {
			return `\0`
		}
		return `\u{` + strconv.FormatInt(int64(r), 16) + `}`
	})
}

// debugQuote is a string literal as Debug prints it: quoted and escaped.
func debugQuote(s string) string { return `"` + debugEscape(s) + `"` }

// A grpcCode is a gRPC status code: its name as the gRPC specification
// spells it and the description tonic's Code Display prints.
type grpcCode struct{ name, desc string }

// grpcCodes are tonic's Status constructors by function name and by Code
// variant.
var grpcCodes = map[string]grpcCode{
	"ok":                  {"OK", "The operation completed successfully"},
	"cancelled":           {"CANCELLED", "The operation was cancelled"},
	"unknown":             {"UNKNOWN", "Unknown error"},
	"invalid_argument":    {"INVALID_ARGUMENT", "Client specified an invalid argument"},
	"deadline_exceeded":   {"DEADLINE_EXCEEDED", "Deadline expired before operation could complete"},
	"not_found":           {"NOT_FOUND", "Some requested entity was not found"},
	"already_exists":      {"ALREADY_EXISTS", "Some entity that we attempted to create already exists"},
	"permission_denied":   {"PERMISSION_DENIED", "The caller does not have permission to execute the specified operation"},
	"resource_exhausted":  {"RESOURCE_EXHAUSTED", "Some resource has been exhausted"},
	"failed_precondition": {"FAILED_PRECONDITION", "The system is not in a state required for the operation's execution"},
	"aborted":             {"ABORTED", "The operation was aborted"},
	"out_of_range":        {"OUT_OF_RANGE", "Operation was attempted past the valid range"},
	"unimplemented":       {"UNIMPLEMENTED", "Operation is not implemented or not supported"},
	"internal":            {"INTERNAL", "Internal error"},
	"unavailable":         {"UNAVAILABLE", "The service is currently unavailable"},
	"data_loss":           {"DATA_LOSS", "Unrecoverable data loss or corruption"},
	"unauthenticated":     {"UNAUTHENTICATED", "The request does not have valid authentication credentials"},
}

// codeVariant maps tonic's Code variants to the constructor names.
var codeVariant = map[string]string{
	"Ok": "ok", "Cancelled": "cancelled", "Unknown": "unknown", "InvalidArgument": "invalid_argument",
	"DeadlineExceeded": "deadline_exceeded", "NotFound": "not_found", "AlreadyExists": "already_exists",
	"PermissionDenied": "permission_denied", "ResourceExhausted": "resource_exhausted",
	"FailedPrecondition": "failed_precondition", "Aborted": "aborted", "OutOfRange": "out_of_range",
	"Unimplemented": "unimplemented", "Internal": "internal", "Unavailable": "unavailable",
	"DataLoss": "data_loss", "Unauthenticated": "unauthenticated",
}

type statusCall struct {
	code grpcCode
	msg  *sitter.Node
}

// statusCode reads a call of a Status constructor: Status::<code>(msg), or
// Status::new / with_details / with_metadata(Code::<Variant>, msg, …).
func statusCode(path []string, args *sitter.Node, x *fileCtx) (statusCall, bool) {
	if len(path) < 2 || path[len(path)-2] != "Status" || args == nil || args.NamedChildCount() == 0 {
		return statusCall{}, false
	}
	fn := path[len(path)-1]
	if c, ok := grpcCodes[fn]; ok && args.NamedChildCount() == 1 {
		return statusCall{code: c, msg: args.NamedChild(0)}, true
	}
	switch fn {
	case "new", "with_details", "with_metadata", "with_details_and_metadata":
		if args.NamedChildCount() < 2 {
			return statusCall{}, false
		}
		code := x.text(args.NamedChild(0))
		i := strings.LastIndex(code, "Code::")
		if i < 0 {
			return statusCall{}, false
		}
		if c, ok := grpcCodes[codeVariant[code[i+len("Code::"):]]]; ok {
			return statusCall{code: c, msg: args.NamedChild(1)}, true
		}
	}
	return statusCall{}, false
}

// statusConst reads a StatusCode constant (StatusCode::NOT_FOUND,
// http::StatusCode::BAD_GATEWAY): its number and class. Success codes are
// not errors and read as none.
func statusConst(expr string) (int, string, bool) {
	i := strings.LastIndex(expr, "StatusCode::")
	if i < 0 || i > 0 && expr[i-1] != ':' {
		return 0, "", false
	}
	name := expr[i+len("StatusCode::"):]
	st := extract.HTTPStatus(name)
	if st < 400 {
		return 0, "", false
	}
	return st, "StatusCode::" + name, true
}

// httpResp is an HTTP error response read from a tuple.
type httpResp struct {
	status     int
	class      string
	statusExpr string // the status expression when it is not a constant (a StatusCode parameter)
	elems      []*sitter.Node
}

// httpStatus reads a response tuple (StatusCode::X, …) whose status is an
// error constant or a StatusCode parameter of the fn around it.
func (x *fileCtx) httpStatus(n *sitter.Node) (httpResp, bool) {
	var elems []*sitter.Node
	for i := uint(0); i < n.NamedChildCount(); i++ {
		if c := n.NamedChild(i); !c.IsExtra() && c.KindId() != kindAttribute {
			elems = append(elems, c)
		}
	}
	if len(elems) < 2 {
		return httpResp{}, false
	}
	first := x.text(elems[0])
	if st, class, ok := statusConst(first); ok {
		return httpResp{status: st, class: class, elems: elems[1:]}, true
	}
	if elems[0].KindId() == kindIdent {
		if fn := x.nearestFn(); fn != nil && strings.HasSuffix(x.fnInfo(fn).types[first], "StatusCode") {
			return httpResp{class: "StatusCode", statusExpr: first, elems: elems[1:]}, true
		}
	}
	return httpResp{}, false
}

// tuple records an HTTP error response tuple: (StatusCode::X, msg),
// (StatusCode::X, Json(json!({"error": {"message": …, "code": …}}))),
// (status, headers, Json(ErrorResponse { … })).
func (x *fileCtx) tuple(n *sitter.Node) {
	r, ok := x.httpStatus(n)
	if !ok {
		return
	}
	b := x.body(r.elems)
	x.emit(n, extract.Site{
		Kind: "response", ErrorType: "error", Severity: "error", Class: r.class, HTTPStatus: r.status, ErrorCode: b.code,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: b.msg, Context: x.context(n),
	}, b.codeExpr, r.statusExpr)
}

// respBody is the message and code found in a response body.
type respBody struct {
	msg      template.Template
	found    bool
	code     string // a literal code
	codeExpr string // the code's expression when it is not a literal
	codeKey  string // the field the code came from
}

// codeRank orders the fields of a body that give its errorCode: a code
// field before a type field (OpenAI's {"message", "type", "code"}).
var codeRank = map[string]int{"code": 2, "error_code": 2, "type": 1, "error_type": 1}

// setCode takes a code from field key unless a field of higher rank gave
// one.
func (b *respBody) setCode(key string, code, expr string) {
	if b.codeKey != "" && codeRank[b.codeKey] >= codeRank[key] {
		return
	}
	b.code, b.codeExpr, b.codeKey = code, expr, key
}

// body finds the message and code of a response: in a Json(…) body, a
// struct or json! object's message field (nested objects too) and its code
// field; else the last element that reads as text.
func (x *fileCtx) body(elems []*sitter.Node) respBody {
	for _, e := range elems {
		if b := x.jsonBody(e, 0); b.found {
			return b
		}
	}
	last := elems[len(elems)-1]
	return respBody{msg: x.value(last, 0), found: true}
}

// jsonBody looks for a message in Json(v), a struct expression or json!.
func (x *fileCtx) jsonBody(n *sitter.Node, depth int) respBody {
	if n == nil || depth > 6 {
		return respBody{}
	}
	switch n.KindId() {
	case kindCall:
		fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if fn != nil && args != nil && args.NamedChildCount() == 1 && strings.HasSuffix(x.text(fn), "Json") {
			return x.jsonBody(args.NamedChild(0), depth+1)
		}
	case kindIdent:
		// a let-bound body, or a parameter that a caller gives (a "body"
		// definition's result, bound by the link)
		name := x.text(n)
		if v := x.letValue(name, n); v != nil {
			return x.jsonBody(v, depth+1)
		}
		if fn := x.nearestFn(); fn != nil && index(x.fnInfo(fn).params, name) >= 0 {
			return respBody{msg: template.Hole(name, "", ""), found: true}
		}
	case kindStructExpr:
		var b respBody
		for _, f := range x.structFields(n) {
			if f.value == nil {
				continue
			}
			switch {
			case codeRank[f.name] > 0:
				code, expr := x.codeOf(x.value(f.value, 0))
				b.setCode(f.name, code, expr)
			case messageField[f.name] && !b.found:
				if inner := x.jsonBody(f.value, depth+1); inner.found {
					return inner
				}
				if f.value.KindId() != kindStructExpr {
					b.msg, b.found = x.value(f.value, 0), true
				}
			}
		}
		return b
	case kindMacro:
		if macroName(n, x.src) == "json" {
			if tt := tokenTree(n); tt != nil {
				return x.jsonObject(tt, depth+1)
			}
		}
	}
	return respBody{}
}

// jsonObject reads the token tree of a json! object: {"key": value, …}.
func (x *fileCtx) jsonObject(tt *sitter.Node, depth int) respBody {
	if depth > 6 {
		return respBody{}
	}
	// json!({ … }): the object is the one token tree inside.
	if tt.NamedChildCount() == 1 && tt.NamedChild(0).KindId() == kindTokenTree {
		tt = tt.NamedChild(0)
	}
	var b respBody
	for _, a := range x.macroArgs(tt) {
		if len(a.nodes) < 3 || x.text(a.nodes[1]) != ":" {
			continue
		}
		key, ok := decodeString(a.nodes[0], x.src)
		if !ok {
			key = x.text(a.nodes[0])
		}
		val := a.nodes[2:]
		switch {
		case codeRank[key] > 0:
			code, expr := x.codeOf(x.tokenValue(val))
			b.setCode(key, code, expr)
		case messageField[key] && !b.found:
			if len(val) == 1 && val[0].KindId() == kindTokenTree {
				if inner := x.jsonObject(val[0], depth+1); inner.found {
					return inner
				}
				continue
			}
			b.msg, b.found = x.tokenValue(val), true
		}
	}
	return b
}

// tokenValue reads a value written as tokens (inside a macro): a string
// literal, format!(…), a name (let-bound names resolved), else one hole.
func (x *fileCtx) tokenValue(nodes []*sitter.Node) template.Template {
	if s, ok := x.stringLit(nodes); ok {
		return template.Lit(s)
	}
	if len(nodes) == 3 && (x.text(nodes[0]) == "format" || x.text(nodes[0]) == "format_args") && x.text(nodes[1]) == "!" && nodes[2].KindId() == kindTokenTree {
		if args := x.macroArgs(nodes[2]); len(args) > 0 {
			return x.format(args, "")
		}
	}
	expr := strings.Join(strings.Fields(string(x.src[nodes[0].StartByte():nodes[len(nodes)-1].EndByte()])), " ")
	name := stripConv(expr)
	if isIdent(name) {
		if v := x.letValue(name, nodes[0]); v != nil {
			if t := x.value(v, 1); t.LiteralLen() > 0 || x.isParamHole(t, nodes[0]) {
				return t
			}
		}
		if fn := x.nearestFn(); fn != nil && index(x.fnInfo(fn).params, name) >= 0 {
			return template.Hole(name, "", "")
		}
	}
	return template.Hole(expr, "", "")
}

// codeOf returns the literal code a template holds, or the expression of
// its one hole.
func (x *fileCtx) codeOf(t template.Template) (string, string) {
	if len(t.Parts) == 1 {
		if p := t.Parts[0]; p.Hole {
			return "", stripConv(p.Expr)
		} else {
			return p.Lit, ""
		}
	}
	return "", ""
}

// tupleParam is the parameter of fi that an element of a tuple converted
// into an error passes (Err((&self.lexer, msg).into()) through a From<(&P,
// M)> impl): the text is the caller's, or "".
func (x *fileCtx) tupleParam(fi *fnInfo, v, at *sitter.Node) string {
	for v.KindId() == kindCall {
		fn := v.ChildByFieldName("function")
		if fn == nil || fn.KindId() != kindFieldExpr || x.text(fn.ChildByFieldName("field")) != "into" || fn.ChildByFieldName("value") == nil {
			return ""
		}
		v = fn.ChildByFieldName("value")
	}
	if v.KindId() != kindTuple {
		return ""
	}
	for i := uint(0); i < v.NamedChildCount(); i++ {
		if p := x.paramOf(fi, x.flat(v.NamedChild(i)), at); p != "" {
			return p
		}
	}
	return ""
}

// stripConv removes string conversions around an expression: &x, x.into(),
// x.to_string(), x.as_str(), … give x.
func stripConv(e string) string {
	for {
		old := e
		e = strings.TrimPrefix(strings.TrimPrefix(e, "&mut "), "&")
		for m := range convMethods {
			e = strings.TrimSuffix(e, "."+m+"()")
		}
		if e == old {
			return e
		}
	}
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
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

func index(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

// intLiteral returns a decimal integer literal as Display prints it: 1_000u32
// is "1000". Other bases and forms are not read.
func intLiteral(s string) (string, bool) {
	s = strings.ReplaceAll(s, "_", "")
	for _, suf := range []string{"usize", "isize", "u128", "i128", "u64", "i64", "u32", "i32", "u16", "i16", "u8", "i8"} {
		s = strings.TrimSuffix(s, suf)
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return "", false
	}
	return strconv.FormatUint(v, 10), true
}

// parsePath is T::from_str for fn, the callee of a call s.parse::<T>()
// (str's parse calls T's FromStr impl), or nil.
func (x *fileCtx) parsePath(fn *sitter.Node) []string {
	if fn.KindId() != kindGenericFn {
		return nil
	}
	inner, targs := fn.ChildByFieldName("function"), fn.ChildByFieldName("type_arguments")
	if inner == nil || targs == nil || inner.KindId() != kindFieldExpr || targs.NamedChildCount() != 1 {
		return nil
	}
	if f := inner.ChildByFieldName("field"); f == nil || x.text(f) != "parse" {
		return nil
	}
	p := x.resolvePath(splitPath(typeName(targs.NamedChild(0), x.src)))
	if len(p) == 0 || !startsUpper(p[len(p)-1]) {
		return nil
	}
	return append(p, "from_str")
}
