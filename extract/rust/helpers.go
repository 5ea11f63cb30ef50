package rust

import (
	"path"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Helpers. A fn whose result is an error built from its parameters,
//
//	pub fn internal_error(code: impl Into<String>, message: impl Into<String>) -> Response {
//	    create_error(StatusCode::INTERNAL_SERVER_ERROR, code, message)
//	}
//
// and an error type whose #[error("…")] message uses its fields are
// definitions (extract.Def): a call with arguments, internal_error("no_rsp",
// "No response produced") or WorkflowError::NotFound("model".into()), is a
// site with the arguments put in. Run resolves the calls of the file's own
// definitions and leaves the rest, with the definitions, in the Summary;
// link resolves them across the files of a crate.

// fnInfo is what the helper search knows about a fn.
type fnInfo struct {
	name   string
	line   int
	path   []string                  // what a call writes before the name: module path, inline modules, impl type
	params []string                  // parameter names, self left out
	types  map[string]string         // parameter types by name
	lets   map[string][]*sitter.Node // the let bindings the walk has met
	ctor   bool                      // the fn returns an error value (returnsError)
	from   bool                      // the fn is From::from of an error type: a constructor ? and .into() call
	ret    string                    // its return type's name
}

// fnInfo returns the information on fn, a function_item on the stack.
func (x *fileCtx) fnInfo(fn *sitter.Node) *fnInfo {
	if fi := x.fns[fn.Id()]; fi != nil {
		return fi
	}
	fi := &fnInfo{name: x.text(fn.ChildByFieldName("name")), line: tsutil.Line(fn), types: map[string]string{}, lets: map[string][]*sitter.Node{}}
	if ps := fn.ChildByFieldName("parameters"); ps != nil {
		for i := uint(0); i < ps.NamedChildCount(); i++ {
			p := ps.NamedChild(i)
			if p.Kind() != "parameter" {
				continue
			}
			name := x.text(p.ChildByFieldName("pattern"))
			name = strings.TrimPrefix(name, "mut ")
			fi.params = append(fi.params, name)
			fi.types[name] = strings.TrimPrefix(x.text(p.ChildByFieldName("type")), "&")
		}
	}
	fi.path = append(fi.path, x.mod...)
	impl := ""
	var mods []string
	traitImpl, fromImpl := false, false
	nested := false // a fn inside another: not its impl's
	for i := len(x.stack) - 1; i >= 0; i-- {
		if !within(fn, x.stack[i]) || tsutil.SameNode(fn, x.stack[i]) {
			continue
		}
		if nested && x.kinds[i] == kindImpl {
			continue
		}
		switch p := x.stack[i]; x.kinds[i] {
		case kindFunction:
			nested = true
		case kindMod:
			mods = append([]string{x.text(p.ChildByFieldName("name"))}, mods...)
		case kindImpl:
			// Type::name(…) calls an inherent fn or a trait's (UFCS)
			if impl == "" {
				impl = implName(p.ChildByFieldName("type"), x.src)
			}
			if tr := p.ChildByFieldName("trait"); tr != nil {
				traitImpl = true
				fromImpl = lastSeg(typeName(tr, x.src)) == "From"
			}
		}
	}
	fi.path = append(fi.path, mods...)
	if impl != "" {
		fi.path = append(fi.path, impl)
	}
	// A trait impl's fn (From::from that ? calls) has no calls to find:
	// what it builds is a site where it is built.
	fi.from = fromImpl && fi.name == "from"
	if fi.from && len(fi.params) == 1 {
		// fn from(orig: (&P, M)): a tuple's elements are what a
		// conversion of a tuple ((&self.lexer, msg).into()) gives
		if n := tupleLen(fi.types[fi.params[0]]); n >= 2 && isIdent(fi.params[0]) {
			p := fi.params[0]
			fi.params = nil
			for i := 0; i < n; i++ {
				fi.params = append(fi.params, p+"."+strconv.Itoa(i))
			}
		}
	}
	if fi.ctor = (!traitImpl || fi.from || x.delegates(fn, fi.name)) && x.returnsError(fn); fi.ctor {
		fi.ret = lastSeg(typeName(fn.ChildByFieldName("return_type"), x.src))
		if fi.ret == "Self" {
			fi.ret = x.implType()
		}
	}
	x.fns[fn.Id()] = fi
	return fi
}

// delegates reports whether fn's body is a call of the method of the same
// name on a field of self (fn error(&self, kind: Kind) -> Error {
// self.0.error(kind) }): a trait impl's fn that only hands on to its
// field's builds what that one builds, where it is called.
func (x *fileCtx) delegates(fn *sitter.Node, name string) bool {
	body := fn.ChildByFieldName("body")
	if body == nil || statements(body) != 1 {
		return false
	}
	t := x.tail(body)
	if t == nil || t.KindId() != kindCall {
		return false
	}
	f := t.ChildByFieldName("function")
	if f == nil || f.KindId() != kindFieldExpr || x.text(f.ChildByFieldName("field")) != name {
		return false
	}
	recv := f.ChildByFieldName("value")
	return recv != nil && recv.KindId() == kindFieldExpr && x.text(recv.ChildByFieldName("value")) == "self"
}

// within reports whether n lies inside outer.
func within(n, outer *sitter.Node) bool {
	return n.StartByte() >= outer.StartByte() && n.EndByte() <= outer.EndByte()
}

func lastSeg(p string) string {
	if i := strings.LastIndex(p, "::"); i >= 0 {
		return p[i+2:]
	}
	return p
}

// nearestFn returns the innermost fn around the visited node, or nil.
func (x *fileCtx) nearestFn() *sitter.Node {
	if i := x.nearest(kindFunction); i >= 0 {
		return x.stack[i]
	}
	return nil
}

// noteLet records let binding n (let name = value;) in the fn around it;
// the walk meets a let before the uses after it.
func (x *fileCtx) noteLet(n *sitter.Node) {
	p, v := n.ChildByFieldName("pattern"), n.ChildByFieldName("value")
	if p == nil || v == nil || p.KindId() != kindIdent || n.ChildByFieldName("alternative") != nil {
		return
	}
	if fn := x.nearestFn(); fn != nil {
		fi, name := x.fnInfo(fn), x.text(p)
		for _, old := range fi.lets[name] {
			if tsutil.SameNode(old, v) {
				return
			}
		}
		fi.lets[name] = append(fi.lets[name], v)
	}
}

// letValue returns the value of the nearest let binding of name before at
// in the enclosing fn, or nil.
func (x *fileCtx) letValue(name string, at *sitter.Node) *sitter.Node {
	fn := x.nearestFn()
	if fn == nil {
		return nil
	}
	var best *sitter.Node
	for _, v := range x.fnInfo(fn).lets[name] {
		if v.StartByte() < at.StartByte() && !(v.StartByte() <= at.StartByte() && at.EndByte() <= v.EndByte()) {
			best = v
		}
	}
	return best
}

// tailFn returns the fn whose result the visited node n is, or nil: n is
// the fn's tail expression or a returned value, through blocks, if and
// match branches, Err(…)/Box::new(…) and .into_response().
func (x *fileCtx) tailFn(n *sitter.Node) *sitter.Node {
	child := n
	viaLet := false
	for i := len(x.stack) - 1; i >= 0; i-- {
		p := x.stack[i]
		switch x.kinds[i] {
		case kindFunction:
			if tsutil.SameNode(child, p.ChildByFieldName("body")) && (!viaLet || x.fnInfo(p).ctor) {
				return p
			}
			return nil
		case kindReturn:
			for j := i - 1; j >= 0; j-- {
				switch x.kinds[j] {
				case kindFunction:
					return x.stack[j]
				case kindClosure:
					return nil
				}
			}
			return nil
		case kindBlock:
			if !x.isTail(p, child) {
				return nil
			}
		case kindIf:
			if tsutil.SameNode(child, p.ChildByFieldName("condition")) {
				return nil
			}
		case kindMatchArm:
			if !tsutil.SameNode(child, p.ChildByFieldName("value")) {
				return nil
			}
		case kindMatch:
			if !tsutil.SameNode(child, p.ChildByFieldName("body")) {
				return nil
			}
		case kindLet:
			// let err = match … { … }; self.fix_position(err): the
			// bound value is what the block ends with, or what the
			// call it ends with is handed
			// in a constructor (its value is returned, not raised)
			t := x.letResult(x.stack[max(i-1, 0)], p, child)
			if t == nil {
				return nil
			}
			child, viaLet = t, true
			continue
		case kindExprStmt, kindElse, kindMatchBlock, kindParen, kindArguments:
		case kindCall:
			if tsutil.SameNode(child, p.ChildByFieldName("arguments")) {
				fn := p.ChildByFieldName("function")
				path := x.calleePath(fn)
				if len(path) == 0 || !wrapperCall(path) && path[len(path)-1] != "Err" {
					return nil
				}
			}
		case kindFieldExpr:
			if !tsutil.SameNode(child, p.ChildByFieldName("value")) || !tailMethods[x.text(p.ChildByFieldName("field"))] {
				return nil
			}
		default:
			return nil
		}
		child = p
	}
	return nil
}

// letResult returns the last statement of block b when let statement let
// binds value, a match or if, to a name that b's tail is, or that a call
// b's tail is takes as an argument (let err = match … { … };
// self.fix_position(err)): each branch's value is what the block ends
// with; else nil.
func (x *fileCtx) letResult(b, let, value *sitter.Node) *sitter.Node {
	p := let.ChildByFieldName("pattern")
	if b.KindId() != kindBlock || p == nil || p.KindId() != kindIdent || !tsutil.SameNode(value, let.ChildByFieldName("value")) ||
		value.KindId() != kindMatch && value.KindId() != kindIf {
		return nil
	}
	t := x.tail(b)
	if t == nil {
		return nil
	}
	last := t
	for i := int(b.NamedChildCount()) - 1; i >= 0; i-- {
		if c := b.NamedChild(uint(i)); !c.IsExtra() {
			last = c
			break
		}
	}
	name := x.text(p)
	if t.KindId() == kindIdent {
		if x.text(t) == name {
			return last
		}
		return nil
	}
	args := t.ChildByFieldName("arguments")
	if t.KindId() != kindCall || args == nil {
		return nil
	}
	for i := uint(0); i < args.NamedChildCount(); i++ {
		if a := args.NamedChild(i); a.KindId() == kindIdent && x.text(a) == name {
			return last
		}
	}
	return nil
}

// tailMethods turn an error into the fn's result without changing it.
var tailMethods = map[string]bool{"into_response": true, "into": true, "boxed": true}

// isTail reports whether child is the value block b ends with.
func (x *fileCtx) isTail(b, child *sitter.Node) bool {
	for i := int(b.NamedChildCount()) - 1; i >= 0; i-- {
		c := b.NamedChild(uint(i))
		if c.IsExtra() {
			continue
		}
		if !tsutil.SameNode(c, child) || c.KindId() == kindLet {
			return false
		}
		return c.KindId() != kindExprStmt || !strings.HasSuffix(x.text(c), ";")
	}
	return false
}

// caller returns the fn that the visited node n is the result of, when the
// fn has parameters or is a constructor (returnsError), or nil.
func (x *fileCtx) caller(n *sitter.Node) *fnInfo {
	fn := x.tailFn(n)
	if fn == nil {
		return nil
	}
	if fi := x.fnInfo(fn); len(fi.params) > 0 || fi.ctor {
		return fi
	}
	return nil
}

// paramOf returns the parameter of fi that expression e passes, looking
// through conversions and let bindings, or "".
func (x *fileCtx) paramOf(fi *fnInfo, e string, at *sitter.Node) string {
	for depth := 0; depth < 4 && e != ""; depth++ {
		e = stripConv(e)
		if index(fi.params, e) >= 0 {
			return e
		}
		if !isIdent(e) {
			return ""
		}
		v := x.letValue(e, at)
		if v == nil {
			return ""
		}
		e = x.flat(v)
	}
	return ""
}

// emit records site s made at the visited node n and returns its index,
// or -1 when it was not recorded. When n is the result of a fn and the
// site takes its message, code (codeExpr) or status (statusExpr) from the
// fn's parameters, the fn becomes a helper; the site itself is then kept
// only when its message has literal text of its own.
func (x *fileCtx) emit(n *sitter.Node, s extract.Site, codeExpr, statusExpr string) int {
	idx, d := x.emitFed(n, s, codeExpr, statusExpr)
	if d != nil {
		x.addDef(d)
	}
	return idx
}

// emitFed is emit that returns the helper definition the site makes of the
// fn around it instead of adding it.
func (x *fileCtx) emitFed(n *sitter.Node, s extract.Site, codeExpr, statusExpr string) (int, *extract.Def) {
	var def *extract.Def
	if fi := x.caller(n); fi != nil {
		s.Message = template.Template{Parts: append([]template.Part(nil), s.Message.Parts...)}
		uses := false
		for i, p := range s.Message.Parts {
			if p.Hole {
				if prm := x.paramOf(fi, p.Expr, n); prm != "" {
					s.Message.Parts[i].Expr, uses = prm, true
				}
			}
		}
		code, status := x.paramOf(fi, codeExpr, n), x.paramOf(fi, statusExpr, n)
		if uses || code != "" || status != "" {
			def = callerDef(fi)
			site := s
			def.Class, def.Message, def.Site, def.CodeParam, def.StatusParam = s.Class, s.Message, &site, code, status
			def.Owns = def.Kind == "helper" && madeKind(s.Kind) && x.ownsError(n)
			if s.Message.LiteralLen() == 0 {
				return -1, def
			}
		}
	}
	x.res.Sites = append(x.res.Sites, s)
	return len(x.res.Sites) - 1, def
}

// tupleLen is the number of elements of tuple type t ((&'a P, M): 2), or 0.
func tupleLen(t string) int {
	t = strings.TrimSpace(t)
	if !strings.HasPrefix(t, "(") || !strings.HasSuffix(t, ")") {
		return 0
	}
	n, depth := 1, 0
	for _, c := range t[1 : len(t)-1] {
		switch c {
		case '(', '<', '[':
			depth++
		case ')', '>', ']':
			depth--
		case ',':
			if depth == 0 {
				n++
			}
		}
	}
	return n
}

// tupleInto returns the tuple that call n converts into an error
// ((&self.lexer, msg).into()), or nil.
func (x *fileCtx) tupleInto(n *sitter.Node) *sitter.Node {
	if n == nil || n.KindId() != kindCall || !noArgs(n) {
		return nil
	}
	fn := n.ChildByFieldName("function")
	if fn == nil || fn.KindId() != kindFieldExpr || x.text(fn.ChildByFieldName("field")) != "into" {
		return nil
	}
	v := fn.ChildByFieldName("value")
	for v != nil && v.KindId() == kindParen && v.NamedChildCount() > 0 {
		v = v.NamedChild(0)
	}
	if v == nil || v.KindId() != kindTuple || v.NamedChildCount() < 2 {
		return nil
	}
	if _, ok := x.httpStatus(v); ok {
		return nil
	}
	return v
}

// callerDef is the helper definition fi would be, its site left out: of
// kind "ctor" for a constructor.
func callerDef(fi *fnInfo) *extract.Def {
	kind := "helper"
	switch {
	case fi.from:
		kind = "from" // what it builds stays a site: ? calls it
	case fi.ctor:
		kind = "ctor"
	}
	return &extract.Def{Kind: kind, Name: fi.name, Params: fi.params, Line: fi.line, Path: fi.path}
}

// addDef adds helper definition d of the file's fn, at most maxHelperSites
// for one fn.
func (x *fileCtx) addDef(d *extract.Def) {
	k := callerKey{x.path, d.Name, d.Line}
	if x.defCount[k] >= maxSites(d) {
		return
	}
	x.defCount[k]++
	x.defs = append(x.defs, *d)
}

// maxHelperSites caps the sites one helper gives a call; a constructor
// that maps each kind it is given to another (fn token_error(&self, e:
// TokenError) -> Error { match e { … } }), or a passing helper whose
// errors are all its callees' (parse_escape), may give up to maxCtorSites.
const (
	maxHelperSites = 4
	maxCtorSites   = 16
)

// maxSites is the cap of the definitions of d's fn.
func maxSites(d *extract.Def) int {
	if d.Kind == "ctor" || d.Kind == "from" || d.Kind == "pass" || d.Kind == "errs" {
		return maxCtorSites
	}
	return maxHelperSites
}

// calleePath returns the path a call names, with the file's use
// declarations applied, crate::, self:: and super:: dropped, generic
// arguments removed and Self replaced by the impl type.
func (x *fileCtx) calleePath(fn *sitter.Node) []string {
	if fn == nil {
		return nil
	}
	if fn.KindId() == kindGenericFn {
		fn = fn.ChildByFieldName("function")
		if fn == nil {
			return nil
		}
	}
	if fn.KindId() != kindIdent && fn.KindId() != kindScopedIdent {
		return nil
	}
	return x.resolvePath(splitPath(x.text(fn)))
}

// splitPath splits a::b::<T>::c into its segments without generics.
func splitPath(p string) []string {
	var out []string
	for _, s := range strings.Split(p, "::") {
		s = strings.TrimSpace(s)
		if s == "" || strings.HasPrefix(s, "<") {
			continue
		}
		if i := strings.IndexByte(s, '<'); i > 0 {
			s = s[:i]
		}
		out = append(out, s)
	}
	return out
}

// resolvePath applies the use declarations and drops crate, self and super.
func (x *fileCtx) resolvePath(segs []string) []string {
	rel := false
	for len(segs) > 0 && (segs[0] == "crate" || segs[0] == "self" || segs[0] == "super") {
		segs, rel = segs[1:], true
	}
	if len(segs) == 0 {
		return nil
	}
	if segs[0] == "Self" {
		if impl := x.implType(); impl != "" {
			return append([]string{impl}, segs[1:]...)
		}
		return segs[1:]
	}
	if u, ok := x.uses[segs[0]]; ok && !rel {
		return append(append([]string(nil), u...), segs[1:]...)
	}
	return segs
}

// implType is the type of the innermost impl around the visited node.
func (x *fileCtx) implType() string {
	if i := x.nearest(kindImpl); i >= 0 {
		return implName(x.stack[i].ChildByFieldName("type"), x.src)
	}
	return ""
}

// implName is the name of the type an impl is for, as a path names it:
// impl Deserializer for &'a mut Wrap<T> is Wrap's (self.error(…) there
// calls Wrap's method).
func implName(n *sitter.Node, src []byte) string {
	for n != nil && n.Kind() == "reference_type" {
		n = n.ChildByFieldName("type")
	}
	return lastSeg(typeName(n, src))
}

// selfPath is the path of a self.name(…) call.
func (x *fileCtx) selfPath(name string) []string {
	if impl := x.implType(); impl != "" {
		return []string{impl, name}
	}
	return []string{name}
}

// useUndo is a name a use declaration inside a block bound, and what it
// named before (had: whether it named anything), at the walk's depth of
// that block.
type useUndo struct {
	depth int
	name  string
	old   []string
	had   bool
}

// setUse binds name to path p. A use inside a block (fn f() { use
// std::error::Error; … }) is in scope in that block only: leaveUses puts
// the outer meaning back, so that Error::TypeMismatch after the fn still
// names the file's own Error.
func (x *fileCtx) setUse(name string, p []string) {
	if d := len(x.kinds); d > 0 && x.kinds[d-1] == kindBlock {
		old, had := x.uses[name]
		x.useUndo = append(x.useUndo, useUndo{d, name, old, had})
	}
	x.uses[name] = p
}

// leaveUses undoes the uses of the blocks the walk left: those deeper
// than depth, the stack's length now.
func (x *fileCtx) leaveUses(depth int) {
	for n := len(x.useUndo); n > 0 && x.useUndo[n-1].depth > depth; n-- {
		u := x.useUndo[n-1]
		if u.had {
			x.uses[u.name] = u.old
		} else {
			delete(x.uses, u.name)
		}
		x.useUndo = x.useUndo[:n-1]
	}
}

// useDecl records the names a use declaration brings in: use a::b::c,
// use a::{b, c as d, self}.
func (x *fileCtx) useDecl(n *sitter.Node) {
	var add func(prefix []string, n *sitter.Node)
	add = func(prefix []string, n *sitter.Node) {
		if n == nil {
			return
		}
		switch n.Kind() {
		case "identifier", "scoped_identifier", "crate", "self", "super":
			p := append(append([]string(nil), prefix...), splitPath(x.text(n))...)
			if len(p) == 0 {
				return
			}
			name := p[len(p)-1]
			if name == "self" {
				p = p[:len(p)-1]
				if len(p) == 0 {
					return
				}
				name = p[len(p)-1]
			}
			x.setUse(name, x.resolvePath(p))
		case "use_as_clause":
			p := append(append([]string(nil), prefix...), splitPath(x.text(n.ChildByFieldName("path")))...)
			if alias := n.ChildByFieldName("alias"); alias != nil {
				x.setUse(x.text(alias), x.resolvePath(p))
			}
		case "scoped_use_list":
			p := prefix
			if pa := n.ChildByFieldName("path"); pa != nil {
				p = append(append([]string(nil), prefix...), splitPath(x.text(pa))...)
			}
			add(p, n.ChildByFieldName("list"))
		case "use_list":
			for i := uint(0); i < n.NamedChildCount(); i++ {
				add(prefix, n.NamedChild(i))
			}
		case "use_wildcard":
			// use self::ErrorKind::*: the enum whose variants bare
			// patterns name
			p := append(append([]string(nil), prefix...), splitPath(strings.TrimSuffix(x.text(n), "*"))...)
			if len(p) > 0 && startsUpper(p[len(p)-1]) {
				x.globs = append(x.globs, x.typePath(p))
			}
		}
	}
	add(nil, n.ChildByFieldName("argument"))
}

// callRef notes a call of path as a reference the helper link may
// resolve, when an argument carries literal text, a status constant or a
// parameter of the fn the call is the result of.
func (x *fileCtx) callRef(n *sitter.Node, p []string, args *sitter.Node) {
	if x.consumed[n.Id()] || len(p) == 0 || compared(n, x.src) {
		return
	}
	fi := x.caller(n)
	vals, calls, ok := x.refArgs(args, fi, 0)
	calls = x.anyVariantArgs(p, args, calls)
	if !ok && (fi == nil || !fi.ctor) {
		x.tryRef(n, p, args, nil, true)
		return
	}
	site := extract.Site{Kind: "call", Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Context: x.context(n)}
	p = x.localPath(p)
	r := extract.Ref{Kind: x.refKind(n, "call"), Site: -1, Module: strings.Join(p[:len(p)-1], "::"), Name: p[len(p)-1], Args: vals, ArgCalls: calls, Call: &site}
	if pf := x.passLine(tsutil.Line(n)); pf != nil {
		// the call passes on its fn's caller text: the fn is a passing
		// helper (fed by its parameters too)
		r.Caller = passDef(pf)
	}
	x.addRef(r, fi)
	x.callRefs[n.Id()] = len(x.refs) - 1
}

// compared reports whether n is an operand of == or != (self.arch ==
// Arch::Arm(ArmArch::V7)) or the value stored in a field (t.arch =
// Arch::Arm(ArmArch::V6k)): a value compared or kept, not an error made.
func compared(n *sitter.Node, src []byte) bool {
	p := n.Parent()
	for p != nil && (p.KindId() == kindParen || p.KindId() == kindRef) {
		p = p.Parent()
	}
	if p == nil {
		return false
	}
	switch p.Kind() {
	case "binary_expression":
		op := p.ChildByFieldName("operator")
		return op != nil && (tsutil.Text(op, src) == "==" || tsutil.Text(op, src) == "!=")
	case "assignment_expression":
		l := p.ChildByFieldName("left")
		return l != nil && l.KindId() == kindFieldExpr && !tsutil.SameNode(l, n)
	}
	return false
}

// refKind is kind, or "arg" for a variant that is an argument of another
// call (Event::Error(Error::Internal("gone"))): the link makes it a site
// only when the call around it takes no text from it.
func (x *fileCtx) refKind(n *sitter.Node, kind string) string {
	if x.args[n.Id()] {
		return "arg"
	}
	return kind
}

// localPath gives a call of a fn (or a type or constant) the file defines
// by its bare name the file's module path, so that only that item answers
// it; likewise a path that starts with a type the file defines
// (Error::BufferTooSmall in decode.rs, where a type of that name is
// declared: Rust resolves the name to the module's own item, not to
// encode.rs's Error with a variant of the same name).
func (x *fileCtx) localPath(p []string) []string {
	if len(p) == 0 || !x.localFns[p[0]] || len(p) > 1 && !startsUpper(p[0]) {
		return p
	}
	return append(x.modSegs(), p...)
}

// modSegs is the module path at the visited node: the file's modules and
// the inline modules around it.
func (x *fileCtx) modSegs() []string {
	segs := append([]string(nil), x.mod...)
	for i, p := range x.stack {
		if x.kinds[i] == kindMod {
			segs = append(segs, x.text(p.ChildByFieldName("name")))
		}
	}
	return segs
}

// refArgs reads a call's arguments, and those that are calls of a path as
// references of kind "value"; ok says whether one of them makes the call
// worth resolving.
func (x *fileCtx) refArgs(args *sitter.Node, fi *fnInfo, depth int) ([]template.Template, map[int]*extract.Ref, bool) {
	var vals []template.Template
	var calls map[int]*extract.Ref
	ok := false
	for i := uint(0); i < args.NamedChildCount(); i++ {
		a := args.NamedChild(i)
		if a.IsExtra() || a.KindId() == kindAttribute {
			continue
		}
		t := x.value(a, 0)
		ra := a
		if a.KindId() == kindIdent {
			if v := x.localVariant(x.text(a), a); v != nil {
				ra = v
			}
		}
		if r, tell := x.valueRef(ra, fi, depth); r != nil {
			if calls == nil {
				calls = map[int]*extract.Ref{}
			}
			calls[len(vals)] = r
			ok = ok || tell
		}
		vals = append(vals, t)
		ok = ok || x.telling(t, fi, a)
	}
	return vals, calls, ok
}

// localVariant is the variant (Position::Pre) that local name holds at
// node at: the value of its let, or of the assignment to it (pos =
// Position::Pre;) last before at, whose block holds at. nil when that
// value is no variant path, or when an assignment after it in a branch
// that does not hold at may have changed it.
func (x *fileCtx) localVariant(name string, at *sitter.Node) *sitter.Node {
	fn := x.nearestFn()
	if fn == nil {
		return nil
	}
	v := x.letValue(name, at)
	maybe := false
	tsutil.Walk(fn, func(c *sitter.Node) bool {
		if c.StartByte() >= at.StartByte() {
			return false
		}
		if c.Kind() != "assignment_expression" || x.text(c.ChildByFieldName("left")) != name || v != nil && c.StartByte() < v.StartByte() {
			return true
		}
		b := c.Parent()
		if b != nil && b.KindId() == kindExprStmt {
			b = b.Parent()
		}
		if b != nil && b.StartByte() <= at.StartByte() && at.EndByte() <= b.EndByte() {
			v, maybe = c.ChildByFieldName("right"), false
		} else {
			maybe = true
		}
		return true
	})
	if maybe || v == nil || v.KindId() != kindScopedIdent || !isVariantPath(x.resolvePath(splitPath(x.text(v)))) {
		return nil
	}
	return v
}

// valueRef reads an argument that is a call of a path (not a conversion
// or a Status constructor), a variant (Kind::Empty) or a struct expression
// as a reference of kind "value". tell says whether the argument is worth
// resolving: its own arguments tell, or it names a variant (Kind::X,
// Kind::X(pos, c), Kind::X { .. }), whose text its type's Display may
// write.
func (x *fileCtx) valueRef(a *sitter.Node, fi *fnInfo, depth int) (*extract.Ref, bool) {
	if depth > 2 {
		return nil, false
	}
	switch a.KindId() {
	case kindScopedIdent:
		p := x.resolvePath(splitPath(x.text(a)))
		if !isVariantPath(p) {
			return nil, false
		}
		p = x.localPath(p)
		return &extract.Ref{Kind: "value", Site: -1, Module: strings.Join(p[:len(p)-1], "::"), Name: p[len(p)-1]}, true
	case kindStructExpr:
		r, tell, ok := x.ctorOf(a, fi)
		if !ok {
			return nil, false
		}
		r.Kind = "value"
		r.Call = &extract.Site{Line: tsutil.Line(a), EndLine: tsutil.EndLine(a)}
		if isVariantPath(splitPath(r.Module + "::" + r.Name)) {
			tell = true
			x.args[a.Id()] = true
		}
		return &r, tell
	case kindCall:
		// Kind::X.into() with no arguments: the From impl the
		// context picks puts the variant in the value it makes
		// (FormatError { inner }), whose Display prints it
		if fn := a.ChildByFieldName("function"); fn != nil && fn.KindId() == kindFieldExpr &&
			x.text(fn.ChildByFieldName("field")) == "into" && noArgs(a) {
			return x.valueRef(fn.ChildByFieldName("value"), fi, depth)
		}
	default:
		return nil, false
	}
	args := a.ChildByFieldName("arguments")
	p := x.calleePath(a.ChildByFieldName("function"))
	if len(p) == 0 || args == nil || wrapperCall(p) {
		return nil, false
	}
	if _, ok := statusCode(p, args, x); ok {
		return nil, false
	}
	switch strings.Join(p, "::") {
	case "String::from", "Into::into", "Cow::from", "Cow::Borrowed", "Cow::Owned":
		return nil, false
	}
	vals, calls, tell := x.refArgs(args, fi, depth+1)
	if isVariantPath(p) {
		tell = true
		x.args[a.Id()] = true
	}
	p = x.localPath(p)
	return &extract.Ref{Kind: "value", Site: -1, Module: strings.Join(p[:len(p)-1], "::"), Name: p[len(p)-1], Args: vals, ArgCalls: calls,
		Call: &extract.Site{Line: tsutil.Line(a), EndLine: tsutil.EndLine(a)}}, tell
}

// isVariantPath reports whether a path names an enum variant or an
// associated constant of a type: Kind::X, error::Kind::X (its last two
// segments capitalised).
func isVariantPath(p []string) bool {
	n := len(p)
	return n >= 2 && startsUpper(p[n-1]) && startsUpper(p[n-2])
}

// bodyDef makes the fn whose result is n, a json! object or a struct
// expression with a message field that a parameter gives, a definition of
// kind "body": calls of it passed to a helper give the helper's message.
func (x *fileCtx) bodyDef(n *sitter.Node) {
	fi := x.caller(n)
	if fi == nil {
		return
	}
	b := x.jsonBody(n, 0)
	if !b.found {
		return
	}
	msg := template.Template{Parts: append([]template.Part(nil), b.msg.Parts...)}
	uses := false
	for i, p := range msg.Parts {
		if p.Hole {
			if prm := x.paramOf(fi, p.Expr, n); prm != "" {
				msg.Parts[i].Expr, uses = prm, true
			}
		}
	}
	if !uses {
		return
	}
	d := callerDef(fi)
	d.Kind, d.Message, d.Site = "body", msg, &extract.Site{Kind: "body", Message: msg}
	x.addDef(d)
}

// telling reports whether an argument's text is worth a reference.
func (x *fileCtx) telling(t template.Template, fi *fnInfo, at *sitter.Node) bool {
	if t.LiteralLen() > 0 {
		return true
	}
	if len(t.Parts) != 1 || !t.Parts[0].Hole {
		return false
	}
	if _, _, ok := statusConst(t.Parts[0].Expr); ok {
		return true
	}
	return fi != nil && x.paramOf(fi, t.Parts[0].Expr, at) != ""
}

// ctorRef notes the constructor of an error value (a call, a method call,
// a unit variant, a constant or a struct expression) as a reference: it
// refines Sites[idx], or, when the value had no message of its own (idx <
// 0), becomes a site like s. fallback is the helper the unrefined site
// makes of the fn around it, if any; it reports whether it noted a
// reference.
func (x *fileCtx) ctorRef(ctor, at *sitter.Node, idx int, s extract.Site, fallback *extract.Def) bool {
	fi := x.caller(at)
	r, tell, ok := x.ctorOf(ctor, fi)
	// An error value that is returned or handed on (Err(T::V(port))) is a
	// site wherever its type's message is known, whatever its arguments; a
	// struct expression alone needs telling arguments.
	if !ok || !tell && idx < 0 && tsutil.SameNode(ctor, at) {
		return false
	}
	r.Site = idx
	if idx < 0 {
		fails := s.Context.Fails
		s.Context = x.context(at)
		s.Context.Fails = fails
		r.Call = &s
	}
	r.Caller = fallback
	x.addRef(r, fi)
	if c := x.refs[len(x.refs)-1].Caller; c != nil && c.Kind == "helper" {
		c.Owns = x.ownsError(at)
	}
	return true
}

// ctorOf reads the constructor of an error value as a reference of kind
// "ctor", its site left unset; tell says whether an argument carries text,
// a status constant or a parameter of fi.
func (x *fileCtx) ctorOf(ctor *sitter.Node, fi *fnInfo) (r extract.Ref, tell, ok bool) {
	r = extract.Ref{Kind: "ctor", Site: -1}
	var p []string
	local := true
	switch ctor.KindId() {
	case kindCall:
		fn, args := ctor.ChildByFieldName("function"), ctor.ChildByFieldName("arguments")
		if fn == nil || args == nil {
			return r, false, false
		}
		if t := x.tupleInto(ctor); t != nil {
			// (&self.lexer, msg).into(): the From impl of the fn's
			// error type that takes a tuple, its elements the arguments
			p = append(x.resultErr(), "from")
			r.Args, r.ArgCalls, tell = x.refArgs(t, fi, 0)
			break
		}
		if fn.KindId() == kindFieldExpr {
			p, local = x.methodPath(fn), false
		} else {
			p = x.calleePath(fn)
		}
		r.Args, r.ArgCalls, tell = x.refArgs(args, fi, 0)
	case kindScopedIdent: // a unit variant: no arguments
		p = x.resolvePath(splitPath(x.text(ctor)))
	case kindIdent: // a constant
		p = x.resolvePath([]string{x.text(ctor)})
	case kindStructExpr:
		p = x.resolvePath(splitPath(x.text(ctor.ChildByFieldName("name"))))
		r.Kwargs = map[string]template.Template{}
		for i, f := range x.structFields(ctor) {
			r.KwNames = append(r.KwNames, f.name)
			t := template.Hole(f.name, "", "")
			if f.value != nil {
				t = x.value(f.value, 0)
				// Error { depth, inner: ErrorInner::Io { .. } }: a field
				// may hold the value whose text the type prints
				// (lookup)
				if v, vt := x.valueRef(f.value, fi, 1); v != nil {
					if r.ArgCalls == nil {
						r.ArgCalls = map[int]*extract.Ref{}
					}
					r.ArgCalls[i] = v
					// the result of a constructor (fn empty() -> Self {
					// ParseError { kind: Kind::Empty } }): its callers
					// are the sites
					tell = tell || vt && fi != nil && fi.ctor
				}
			}
			r.Kwargs[f.name] = t
			tell = tell || x.telling(t, fi, ctor)
		}
	}
	if len(p) == 0 {
		return r, false, false
	}
	if local {
		p = x.localPath(p)
	}
	r.Module, r.Name = strings.Join(p[:len(p)-1], "::"), p[len(p)-1]
	return r, tell, true
}

// methodPath is the path of a method call's callee: the impl type's for
// self.name(…), else the name alone (any type's method of that name).
func (x *fileCtx) methodPath(fn *sitter.Node) []string {
	recv, field := fn.ChildByFieldName("value"), fn.ChildByFieldName("field")
	if recv == nil || field == nil {
		return nil
	}
	if x.text(recv) == "self" {
		return x.selfPath(x.text(field))
	}
	return []string{x.text(field)}
}

// structRef notes a struct expression of an error-like type that no error
// value took (MyError { msg: "…".into() } built to be returned later).
func (x *fileCtx) structRef(n *sitter.Node) {
	if x.consumed[n.Id()] {
		return
	}
	name := x.text(n.ChildByFieldName("name"))
	if !strings.Contains(name, "Error") {
		return
	}
	if x.ctorRef(n, n, -1, extract.Site{Kind: "call", Line: tsutil.Line(n), EndLine: tsutil.EndLine(n)}, nil) {
		x.refs[len(x.refs)-1].Kind = x.refKind(n, "ctor")
	}
}

// addRef notes reference r made in fn fi (nil outside a fn with
// parameters).
func (x *fileCtx) addRef(r extract.Ref, fi *fnInfo) {
	if r.Caller == nil && fi != nil {
		r.Caller = callerDef(fi)
	}
	x.refs = append(x.refs, r)
}

// field is one field of a struct expression.
type field struct {
	name  string
	value *sitter.Node // nil for a shorthand field
}

func (x *fileCtx) structFields(n *sitter.Node) []field {
	body := n.ChildByFieldName("body")
	var out []field
	for i := uint(0); body != nil && i < body.NamedChildCount(); i++ {
		f := body.NamedChild(i)
		switch f.Kind() {
		case "field_initializer":
			out = append(out, field{name: x.text(f.ChildByFieldName("field")), value: f.ChildByFieldName("value")})
		case "shorthand_field_initializer":
			if f.NamedChildCount() > 0 {
				id := f.NamedChild(f.NamedChildCount() - 1)
				out = append(out, field{name: x.text(id), value: id})
			}
		}
	}
	return out
}

// typeDef makes the error type or variant a thiserror #[error] attribute
// gives message s a definition: Name(args) or Name { fields } built with
// literal arguments then prints s with them.
func (x *fileCtx) typeDef(target *sitter.Node, enum string, s extract.Site) {
	body := target.ChildByFieldName("body")
	if body == nil && target.Kind() == "struct_item" {
		for i := uint(0); i < target.NamedChildCount(); i++ {
			if c := target.NamedChild(i); c.Kind() == "ordered_field_declaration_list" || c.Kind() == "field_declaration_list" {
				body = c
			}
		}
	}
	// A unit variant or struct (Missing, struct Closed;) has no body: built
	// with no arguments, it prints s as it is.
	var params []string
	if body != nil {
		switch body.Kind() {
		case "ordered_field_declaration_list":
			k := 0
			for i := uint(0); i < body.NamedChildCount(); i++ {
				switch body.NamedChild(i).Kind() {
				case "attribute_item", "visibility_modifier", "line_comment", "block_comment":
				default:
					params = append(params, strconv.Itoa(k))
					k++
				}
			}
		case "field_declaration_list":
			for i := uint(0); i < body.NamedChildCount(); i++ {
				if f := body.NamedChild(i); f.Kind() == "field_declaration" {
					params = append(params, x.text(f.ChildByFieldName("name")))
				}
			}
		default:
			return
		}
	}
	p := append([]string(nil), x.mod...)
	for i := range x.stack {
		if x.kinds[i] == kindMod {
			p = append(p, x.text(x.stack[i].ChildByFieldName("name")))
		}
	}
	if enum != "" {
		p = append(p, enum)
	}
	site := s
	x.defs = append(x.defs, extract.Def{
		Kind: "class", Name: x.text(target.ChildByFieldName("name")), Class: s.Class, Params: params,
		Message: s.Message, Line: tsutil.Line(target), Path: p, Site: &site,
	})
}

// crateScope returns the crate root of a file: the path up to its last
// src/ directory, or the file's directory.
func crateScope(p string) string {
	s := "/" + p
	if i := strings.LastIndex(s, "/src/"); i >= 0 {
		return s[1 : i+1]
	}
	if d := path.Dir(p); d != "." {
		return d + "/"
	}
	return ""
}

// modulePath returns the crate name and module path of a file from its
// place: a/src/routers/grpc/pipeline.rs is in crate a, module
// routers::grpc::pipeline; src/lib.rs, src/main.rs and mod.rs name their
// directory; src/bin/x.rs is the root of crate x. The crate name is the
// crate directory's with - as _ (Cargo's default; a [lib] name in
// Cargo.toml is not seen).
func modulePath(p string) (crate string, mod []string) {
	scope := crateScope(p)
	crate = strings.ReplaceAll(path.Base(strings.TrimSuffix(scope, "/")), "-", "_")
	if scope == "" || crate == "." || crate == "/" {
		crate = ""
	}
	rel := strings.TrimSuffix(strings.TrimPrefix("/"+p, "/"+scope), ".rs")
	segs := strings.Split(rel, "/")
	if len(segs) > 0 && segs[0] == "src" {
		segs = segs[1:]
		if len(segs) >= 2 && segs[0] == "bin" {
			crate = strings.ReplaceAll(segs[1], "-", "_")
			segs = segs[2:]
			if len(segs) == 1 && segs[0] == "main" {
				segs = nil
			}
		} else if len(segs) == 1 && (segs[0] == "lib" || segs[0] == "main") {
			segs = nil
		}
	} else {
		segs = nil // build.rs, examples/, …: a crate root of its own
	}
	if n := len(segs); n > 0 && segs[n-1] == "mod" {
		segs = segs[:n-1]
	}
	return crate, segs
}

// noArgs reports whether call n has an empty argument list.
func noArgs(n *sitter.Node) bool {
	args := n.ChildByFieldName("arguments")
	return args != nil && args.NamedChildCount() == 0
}

// anyVariantArgs gives each argument of a call of the file's fn p that is
// a local holding no known variant (let (status, ..) = decompress(…);
// decompress_error(status, ret)), where p's parameter is of a type whose
// values a Display earlier in the file prints as a match on a field
// (fieldMatchDef, anyVariants), the
// reference to any of the type's variants (name "*", selfMatchTexts): the
// call prints one of their texts, one site per text (the link's choices).
func (x *fileCtx) anyVariantArgs(p []string, args *sitter.Node, calls map[int]*extract.Ref) map[int]*extract.Ref {
	if len(x.anyVariants) == 0 || len(p) != 1 || !x.localFns[p[0]] || args == nil {
		return calls
	}
	callee := x.fileFn(p[0])
	caller := x.nearestFn()
	if callee == nil || caller == nil {
		return calls
	}
	fi := x.fnInfo(caller) // on the stack: its own information
	// the callee's parameter types, read here: fnInfo of a fn the walk
	// has not reached would take the stack's impl and modules
	var ci struct {
		params []string
		types  map[string]string
	}
	ci.types = map[string]string{}
	if ps := callee.ChildByFieldName("parameters"); ps != nil {
		for i := uint(0); i < ps.NamedChildCount(); i++ {
			if q := ps.NamedChild(i); q.Kind() == "parameter" {
				name := strings.TrimPrefix(x.text(q.ChildByFieldName("pattern")), "mut ")
				ci.params = append(ci.params, name)
				ci.types[name] = x.text(q.ChildByFieldName("type"))
			}
		}
	}
	k := 0
	for i := uint(0); i < args.NamedChildCount(); i++ {
		a := args.NamedChild(i)
		if a.IsExtra() || a.KindId() == kindAttribute {
			continue
		}
		j := k
		k++
		if calls[j] != nil || a.KindId() != kindIdent || j >= len(ci.params) {
			continue
		}
		name := x.text(a)
		typ := ci.types[ci.params[j]]
		if index(fi.params, name) >= 0 || !x.anyVariants[typ] || x.localVariant(name, a) != nil {
			continue
		}
		path := x.localPath(x.resolvePath([]string{typ, "*"}))
		if calls == nil {
			calls = map[int]*extract.Ref{}
		}
		calls[j] = &extract.Ref{Kind: "value", Site: -1, Module: strings.Join(path[:len(path)-1], "::"), Name: "*"}
	}
	return calls
}

// fileFn is the fn item of the file named name (the first), or nil.
func (x *fileCtx) fileFn(name string) *sitter.Node {
	if x.root == nil {
		return nil
	}
	if x.fileFns == nil {
		x.fileFns = map[string]*sitter.Node{}
		tsutil.Walk(x.root, func(c *sitter.Node) bool {
			if c.KindId() == kindFunction {
				if nm := x.text(c.ChildByFieldName("name")); x.fileFns[nm] == nil {
					x.fileFns[nm] = c
				}
			}
			return true
		})
	}
	return x.fileFns[name]
}
