package rust

import (
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Error values built away from their text. Most Rust errors are enum or
// struct values made where they are returned,
//
//	return Err(Error::new(ErrorKind::UnexpectedChar(pos, c)));
//
// whose text the type's Display impl writes elsewhere, one match arm per
// variant:
//
//	impl fmt::Display for Error {
//	    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
//	        match &self.kind {
//	            ErrorKind::UnexpectedChar(pos, c) => write!(f, "unexpected character {:?} at {}", c, pos),
//	            ErrorKind::Empty => f.write_str("empty input"),
//	        }
//	    }
//	}
//
// The run finds the value's text where it is made. Definitions (kind
// "class") come from each arm that writes text for a variant of a match on
// self or on a field of self (its fields are the parameters, the arm's
// bindings renamed to them), and from a Display impl that writes without
// matching (the type itself, its self.field holes renamed to the fields).
// A fn that returns an error value rather than a Result (fn error(&self,
// at: usize, kind: ErrorKind) -> Error, Error::new(kind) -> Self) is a
// constructor (kind "ctor"): its value's text is the text of what it was
// given for a parameter the value is built from ("{kind}"), or, when its
// result is a call the link resolves (fn eof(&self) -> Error {
// self.error(self.input.len(), ErrorKind::UnexpectedEof) }), that call's
// text. A constant of an error type (const TOO_SHORT: ParseError =
// ParseError(ParseErrorKind::TooShort)) is a constructor without
// parameters. A constructor's own body is not a site: its callers that
// wrap the value in Err(…), .ok_or(…) or a .map_err closure are.

// displayDef makes the text t, which the Display impl of typ writes at the
// visited node n, a definition of the variant of the match arm around it,
// or of typ when no arm on self holds n.
func (x *fileCtx) displayDef(n *sitter.Node, typ string, t template.Template, site extract.Site) {
	fn := x.nearest(kindFunction)
	if fn < 0 {
		return
	}
	for i := len(x.stack) - 1; i > fn+2; i-- {
		if x.kinds[i] != kindMatchArm || x.kinds[i-2] != kindMatch {
			continue
		}
		m := x.stack[i-2]
		field, ok := selfScrutinee(x.flat(m.ChildByFieldName("value")))
		if !ok {
			continue
		}
		mp := x.stack[i].ChildByFieldName("pattern")
		if mp == nil || mp.NamedChildCount() == 0 {
			return
		}
		var vs []variantPat
		x.variantPats(mp.NamedChild(0), field == "", &vs)
		debugName := x.debugsScrutinee(t, field)
		for _, v := range vs {
			path := x.variantPath(v)
			if path == nil {
				continue
			}
			if debugName {
				// Kind::A | Kind::B => write!(f, "{:?}", self.0): derived
				// Debug prints a unit variant's name
				if len(v.params) == 0 && !x.debugImpls[path[len(path)-2]] {
					x.addClassDef(path, nil, typ, template.Lit(path[len(path)-1]), tsutil.Line(m), site)
				}
				continue
			}
			msg := renameHoles(t, func(e string) (string, bool) {
				p, ok := v.binds[e]
				return p, ok
			})
			if _, ok := selfMethodHole(msg); ok {
				// write!(f, "{}: {}", self.description(), e): the
				// method's text for this variant (textMethodDefs)
				x.armMethods = append(x.armMethods, armMethod{path, v.params, typ, msg, tsutil.Line(m), site})
				continue
			}
			if x.addClassDef(path, v.params, typ, msg, tsutil.Line(m), site) && len(v.none) > 0 {
				x.defs[len(x.defs)-1].None = v.none
			}
		}
		return
	}
	// f.write_str(self.description()): the method's texts (textMethodDefs)
	if e, ok := template.OneHole(t); ok && strings.HasPrefix(e, "self.") && strings.HasSuffix(e, "()") && isIdent(e[5:len(e)-2]) {
		if x.textMethods == nil {
			x.textMethods = map[string]string{}
		}
		x.textMethods[typ] = e[5 : len(e)-2]
		return
	}
	// No arm on self: the type's own text, its fields as self.name; in a
	// fmt that matches on self elsewhere, text written outside the arms
	// only adds to each variant's (" at line {}").
	if x.matchesSelf(x.stack[fn]) {
		return
	}
	none, bound := x.optionIfs(fn)
	tt := typeText{typ, x.typePath([]string{"Self"}), t, none, bound, tsutil.Line(x.stack[fn]), site}
	if _, ok := selfMethodHole(t); ok {
		// write!(f, "{} {}", self.pos, self.msg()): msg may match on a
		// field further down the file (textMethodDefs)
		x.typeTexts = append(x.typeTexts, tt)
		return
	}
	x.typeTextDef(tt)
}

// displayWrite records text t that the Display impl of typ writes at n,
// val the written expression when n is a method call (f.write_str(val)).
// A hole of t that prints a match on self or on a field of self, the
// match itself (f.write_str(match self { … })) or a name let-bound to it
// (let s = match self { … }; f.write_str(s)), gives each arm's variant the
// text with that arm's value in the hole (selfMatchTexts).
func (x *fileCtx) displayWrite(n *sitter.Node, typ string, isErr bool, t template.Template, val *sitter.Node) {
	t = x.selfAliases(n, t)
	for i, p := range t.Parts {
		if !p.Hole || p.Spec != "" || p.Conv != "" {
			continue
		}
		var m *sitter.Node
		switch {
		case val != nil && len(t.Parts) == 1 && val.KindId() == kindMatch:
			m = val
		case isIdent(p.Expr):
			m = x.letValue(p.Expr, n)
		case strings.HasPrefix(p.Expr, "match ") && x.depth < 4:
			// write!(f, "…: {}", match self { … }): the token tree's
			// match, parsed again
			if x.inlineMatchTexts(n, typ, isErr, t, i) {
				return
			}
		}
		if m == nil || m.KindId() != kindMatch {
			continue
		}
		if field, ok := selfScrutinee(x.flat(m.ChildByFieldName("value"))); ok && x.selfMatchTexts(n, typ, isErr, t, i, m, field, x, 0) {
			if field != "" && len(t.Parts) == 1 {
				x.fieldMatchDef(n, typ, t, i, field)
			}
			return
		}
	}
	x.displayText(n, typ, isErr, t)
}

// selfAliases renames the holes of t, written at n, that read a local
// bound to self (let e: &dyn error::Error = self; write!(f, "{}",
// e.description())) to read self.
func (x *fileCtx) selfAliases(n *sitter.Node, t template.Template) template.Template {
	return renameHoles(t, func(e string) (string, bool) {
		name, rest, ok := strings.Cut(e, ".")
		if !ok || name == "self" || !isIdent(name) {
			return "", false
		}
		if v := x.letValue(name, n); v != nil && x.text(v) == "self" {
			return "self." + rest, true
		}
		return "", false
	})
}

// fieldMatchDef makes typ, whose Display writes t, only a match on
// self.field (f.write_str(match self.status { Status::Failed => "…", …
// })), print that field's text (the variants' definitions hold the whole
// written text, so t may hold nothing else): a value built with a variant
// in the field (DecompressError { status: Status::Failed, output }, or a
// helper's parameter given one) prints the text the variant's arm gives
// it (selfMatchTexts), as write!(f, "{}", self.status) would.
func (x *fileCtx) fieldMatchDef(n *sitter.Node, typ string, t template.Template, i int, field string) {
	fn := x.nearest(kindFunction)
	if fn < 0 || !isIdent(field) && !isIndex(field) {
		return
	}
	parts := slices.Clone(t.Parts)
	parts[i] = template.Hole("self."+field, "", "").Parts[0]
	msg := template.Template{Parts: parts}
	site := extract.Site{Kind: "display", ErrorType: "error", Severity: "error", Class: typ,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: msg}
	x.typeTextDef(typeText{typ, x.typePath([]string{"Self"}), msg, nil, nil, tsutil.Line(x.stack[fn]), site})
}

// inlineMatchTexts parses hole i of t, a match expression a format
// macro's token tree holds, and gives its arms' texts as selfMatchTexts
// does, at the line of n.
func (x *fileCtx) inlineMatchTexts(n *sitter.Node, typ string, isErr bool, t template.Template, i int) bool {
	src := []byte("fn f(){" + t.Parts[i].Expr + "}")
	tree, err := lang.Parse(src)
	if err != nil {
		return false
	}
	defer tree.Close()
	root := tree.RootNode()
	if root.HasError() {
		return false
	}
	var m *sitter.Node
	tsutil.Walk(root, func(c *sitter.Node) bool {
		if m == nil && c.KindId() == kindMatch {
			m = c
		}
		return m == nil
	})
	if m == nil {
		return false
	}
	sub := newFileCtx(x.path, src, &extract.Result{}, x.errTypes)
	sub.depth, sub.uses, sub.localFns, sub.globs, sub.constStrs = x.depth+1, x.uses, x.localFns, x.globs, x.constStrs
	field, ok := selfScrutinee(sub.flat(m.ChildByFieldName("value")))
	return ok && x.selfMatchTexts(n, typ, isErr, t, i, m, field, sub, tsutil.Line(n))
}

// selfMatchTexts makes, for each arm of match m on self (field "") or on
// self.field whose value is a text (a string literal or constant), t with
// that text in hole i the definition of the arm's variants, and records it
// at the arm as displayText would; it reports whether an arm gave a text.
// r reads m (x, or the parse of a token tree), and line, when not 0, is
// the line of every arm.
func (x *fileCtx) selfMatchTexts(n *sitter.Node, typ string, isErr bool, t template.Template, i int, m *sitter.Node, field string, r *fileCtx, line int) bool {
	body := m.ChildByFieldName("body")
	if body == nil {
		return false
	}
	found := false
	for k := uint(0); k < body.NamedChildCount(); k++ {
		arm := body.NamedChild(k)
		if arm.KindId() != kindMatchArm {
			continue
		}
		v, mp := arm.ChildByFieldName("value"), arm.ChildByFieldName("pattern")
		if v != nil && v.KindId() == kindBlock {
			// Kind::A => { "a long text" }: the block's tail, as
			// rustfmt wraps a literal too long for the arm's line
			v = r.tail(v)
		}
		if v == nil || mp == nil || mp.NamedChildCount() == 0 {
			continue
		}
		at := r.value(v, 0)
		if at.LiteralLen() == 0 || len(at.Parts) != 1 {
			continue // a text of its own: the arm's value is one literal
		}
		armLine, valLine, valEnd, matchLine := tsutil.Line(arm), tsutil.Line(v), tsutil.EndLine(v), tsutil.Line(m)
		if line > 0 {
			armLine, valLine, valEnd, matchLine = line, line, tsutil.EndLine(n), line
		}
		parts := make([]template.Template, len(t.Parts))
		for j, p := range t.Parts {
			parts[j] = template.Template{Parts: []template.Part{p}}
		}
		parts[i] = at
		msg := template.Concat(parts...)
		site := extract.Site{
			Kind: "display", ErrorType: "error", Severity: "error", Class: typ,
			Line: valLine, EndLine: valEnd, Message: msg,
		}
		found = true
		if isErr {
			site.Context = x.context(n)
			written := site
			written.Tags = []string{catalog.WrittenTag}
			x.res.Sites = append(x.res.Sites, written)
		}
		var vs []variantPat
		r.variantPats(mp.NamedChild(0), field == "", &vs)
		for _, vp := range vs {
			if path := x.variantPath(vp); path != nil {
				x.addClassDef(path, vp.params, typ, msg, armLine, site)
				if field != "" && len(t.Parts) == 1 {
					// any of the field's variants: a value built from a
					// local prints one of their texts (anyVariantArgs),
					// the alternatives of one definition (at the match)
					if x.addClassDef(append(path[:len(path)-1:len(path)-1], "*"), nil, typ, msg, matchLine, site) {
						if x.anyVariants == nil {
							x.anyVariants = map[string]bool{}
						}
						x.anyVariants[path[len(path)-2]] = true
					}
				}
			}
		}
	}
	return found
}

// variantPath is the whole path (modules, enum, variant) of the variant
// v names, nil when it names no enum's variant.
func (x *fileCtx) variantPath(v variantPat) []string {
	path := v.path
	if !v.abs {
		path = x.typePath(path)
	}
	if len(path) < 2 {
		return nil
	}
	return path
}

// typeText is a Display text written outside any arm on self.
type typeText struct {
	typ   string
	path  []string // the type's, as typePath gives Self
	t     template.Template
	none  map[string]bool
	bound map[string]string
	line  int
	site  extract.Site
}

// typeTextDef makes tt the definition of its type, the self.field holes its
// fields; a hole calling a method of self that matches on a field of self
// (self.msg(), armFields) is that field's.
func (x *fileCtx) typeTextDef(tt typeText) {
	fields := map[string]bool{}
	msg := renameHoles(tt.t, func(e string) (string, bool) {
		if f, ok := tt.bound[e]; ok {
			e = "self." + f // if let Some(field) = self.field: the field
		}
		if m, ok := strings.CutPrefix(e, "self."); ok && strings.HasSuffix(m, "()") {
			if f := x.armFields[tt.typ+"."+m[:len(m)-2]]; f != "" {
				e = "self." + f
			}
		}
		if f, ok := strings.CutPrefix(e, "self."); ok && (isIdent(f) || isIndex(f)) {
			fields[f] = true
			return f, true
		}
		return "", false
	})
	typ, none, site := tt.typ, tt.none, tt.site
	var params []string
	last := -1
	for f := range fields {
		if k, err := strconv.Atoi(f); err == nil {
			last = max(last, k)
		} else {
			params = append(params, f)
		}
	}
	sort.Strings(params)
	if last >= 0 { // a tuple struct: its fields by position
		params = nil
		for k := 0; k <= last; k++ {
			params = append(params, strconv.Itoa(k))
		}
	}
	if len(tt.path) == 0 {
		return
	}
	if x.addClassDef(tt.path, append(params, ""), typ, msg, tt.line, site) && len(none) > 0 {
		x.defs[len(x.defs)-1].None = none
	}
}

// optionIfs reads the if let Some(b) = self.f tests around the visited
// node, inside the fn at stack index fn: in the consequence f is Some
// (none[f] false, b bound to f), in the alternative None (none[f] true).
func (x *fileCtx) optionIfs(fn int) (none map[string]bool, bound map[string]string) {
	for i := fn + 1; i+1 < len(x.stack); i++ {
		if x.kinds[i] != kindIf {
			continue
		}
		p, child := x.stack[i], x.stack[i+1]
		c := p.ChildByFieldName("condition")
		if c == nil || c.KindId() != kindLetCond {
			continue
		}
		f, ok := strings.CutPrefix(x.text(c.ChildByFieldName("value")), "self.")
		pat := c.ChildByFieldName("pattern")
		if !ok || !isIdent(f) || pat == nil {
			continue
		}
		v := variantPat{binds: map[string]string{}}
		if !x.optionPat(pat, f, &v) {
			continue
		}
		switch {
		case tsutil.SameNode(child, p.ChildByFieldName("consequence")):
		case tsutil.SameNode(child, p.ChildByFieldName("alternative")) && v.none[f] == false:
			v.none[f], v.binds = true, nil
		default:
			continue
		}
		if none == nil {
			none, bound = map[string]bool{}, map[string]string{}
		}
		none[f] = v.none[f]
		maps.Copy(bound, v.binds)
	}
	return none, bound
}

// matchesSelf reports whether fn holds a match on self or a field of self.
func (x *fileCtx) matchesSelf(fn *sitter.Node) bool {
	found := false
	tsutil.Walk(fn, func(c *sitter.Node) bool {
		if found {
			return false
		}
		if c.KindId() == kindMatch {
			if _, ok := selfScrutinee(x.flat(c.ChildByFieldName("value"))); ok {
				found = true
			}
		}
		return true
	})
	return found
}

// addClassDef adds the class definition of the type or variant at path
// (module, enum, name) that prints msg; it reports whether it added one.
func (x *fileCtx) addClassDef(path, params []string, typ string, msg template.Template, line int, site extract.Site) bool {
	if msg.LiteralLen() == 0 && !holdsParam(msg, params) {
		return false // Formatter::from(self).fmt(f): nothing a value's fields give
	}
	s := site
	s.Message = msg
	x.defs = append(x.defs, extract.Def{
		Kind: "class", Name: path[len(path)-1], Class: typ, Params: params,
		Message: msg, Line: line, Path: path[:len(path)-1], Site: &s,
	})
	return true
}

// holdsParam reports whether a hole of t is one of params.
func holdsParam(t template.Template, params []string) bool {
	for _, p := range t.Parts {
		if p.Hole && p.Expr != "" && index(params, p.Expr) >= 0 {
			return true
		}
	}
	return false
}

func isIndex(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil && s != "" && s[0] != '-' && s[0] != '+'
}

// debugsScrutinee reports whether t is only the Debug text of the value
// a match on self's field (field "" for self itself) matches: write!(f,
// "{:?}", self.0) in an arm of match *self.0.
func (x *fileCtx) debugsScrutinee(t template.Template, field string) bool {
	if len(t.Parts) != 1 || !t.Parts[0].Hole || t.Parts[0].Conv != "r" || t.Parts[0].Spec != "" {
		return false
	}
	f, ok := selfScrutinee(t.Parts[0].Expr)
	return ok && f == field
}

// selfScrutinee reads a match's value: self (field "") or a field of self
// (self.kind, &*self.err, self.0), through &, * and parentheses.
func selfScrutinee(v string) (string, bool) {
	v = strings.TrimLeft(v, "&*( ")
	v = strings.TrimRight(v, ") ")
	v = strings.TrimPrefix(v, "mut ")
	if v == "self" {
		return "", true
	}
	if f, ok := strings.CutPrefix(v, "self."); ok {
		return f, true
	}
	return "", false
}

// variantPat is a variant a match arm's pattern names: its path as
// written, its parameters (tuple positions "0", "1", … or field names; a
// last "" when the pattern leaves fields out with ..), and the names the
// pattern binds, by the parameter each holds.
type variantPat struct {
	path   []string
	abs    bool // path is whole already (an enum a use Enum::* named)
	params []string
	binds  map[string]string
	// none says which params the pattern needs to be None (true: pos:
	// None) or Some (false: pos: Some(ref p), p bound to pos).
	none map[string]bool
}

// optionPat reads the pattern p of param into v when it is None or
// Some(x) (x bound to param); it reports whether it was.
func (x *fileCtx) optionPat(p *sitter.Node, param string, v *variantPat) bool {
	var none bool
	switch {
	case p.Kind() == "identifier" && x.text(p) == "None":
		none = true
	case p.Kind() == "tuple_struct_pattern" && x.text(p.ChildByFieldName("type")) == "Some" && p.NamedChildCount() == 2:
		if b := bindingName(p.NamedChild(1), x.src); b != "" {
			v.binds[b] = param
		}
	default:
		return false
	}
	if v.none == nil {
		v.none = map[string]bool{}
	}
	v.none[param] = none
	return true
}

// variantPats collects the variants pattern p names: Kind::X, Kind::X(a,
// _, ..), Kind::X { a, b: c, .. }, or-patterns of these, and, in a match
// on self itself, a bare variant name (use Self::*).
func (x *fileCtx) variantPats(p *sitter.Node, onSelf bool, out *[]variantPat) {
	if p == nil {
		return
	}
	switch p.Kind() {
	case "or_pattern":
		for i := uint(0); i < p.NamedChildCount(); i++ {
			x.variantPats(p.NamedChild(i), onSelf, out)
		}
	case "reference_pattern", "ref_pattern", "mut_pattern":
		if c := p.NamedChildCount(); c > 0 {
			x.variantPats(p.NamedChild(c-1), onSelf, out)
		}
	case "scoped_identifier":
		*out = append(*out, variantPat{path: splitPath(x.text(p))})
	case "identifier":
		if path, abs := x.bareVariant(x.text(p), onSelf); path != nil {
			*out = append(*out, variantPat{path: path, abs: abs})
		}
	case "tuple_struct_pattern":
		typ := p.ChildByFieldName("type")
		v, ok := x.patternType(typ, onSelf)
		if !ok {
			return
		}
		k := 0
		for i := uint(0); i < p.ChildCount(); i++ {
			c := p.Child(i)
			if tsutil.SameNode(c, typ) || c.IsExtra() {
				continue
			}
			switch c.Kind() {
			case "(", ")", ",":
				continue
			case "remaining_field_pattern":
				v.params = append(v.params, "")
				continue
			}
			param := strconv.Itoa(k)
			k++
			v.params = append(v.params, param)
			if name := bindingName(c, x.src); name != "" {
				v.binds[name] = param
			} else {
				x.optionPat(c, param, &v)
			}
		}
		*out = append(*out, v)
	case "struct_pattern":
		v, ok := x.patternType(p.ChildByFieldName("type"), onSelf)
		if !ok {
			return
		}
		for i := uint(0); i < p.NamedChildCount(); i++ {
			c := p.NamedChild(i)
			switch c.Kind() {
			case "remaining_field_pattern":
				v.params = append(v.params, "")
			case "field_pattern":
				name := c.ChildByFieldName("name")
				if name == nil {
					continue
				}
				field := x.text(name)
				v.params = append(v.params, field)
				if pat := c.ChildByFieldName("pattern"); pat != nil {
					if b := bindingName(pat, x.src); b != "" {
						v.binds[b] = field
					} else {
						x.optionPat(pat, field, &v)
					}
				} else {
					v.binds[field] = field
				}
			}
		}
		*out = append(*out, v)
	}
}

// patternType starts the variant a tuple-struct or struct pattern of type
// typ names: a scoped path, or a bare variant name.
func (x *fileCtx) patternType(typ *sitter.Node, onSelf bool) (variantPat, bool) {
	if typ == nil {
		return variantPat{}, false
	}
	v := variantPat{binds: map[string]string{}}
	segs := splitPath(x.text(typ))
	switch {
	case len(segs) >= 2:
		v.path = segs
	case len(segs) == 1:
		v.path, v.abs = x.bareVariant(segs[0], onSelf)
	}
	return v, v.path != nil
}

// bareVariant is the path of a variant a pattern names alone: of the impl
// type in a match on self, else of the enum a use Enum::* brought in
// (abs: that enum's whole path).
func (x *fileCtx) bareVariant(name string, onSelf bool) (path []string, abs bool) {
	switch name {
	case "Some", "None", "Ok", "Err":
		return nil, false
	}
	switch {
	case !startsUpper(name) || isConstName(name) && len(name) > 1:
		return nil, false
	case onSelf:
		return []string{"Self", name}, false
	case len(x.globs) > 0:
		return append(append([]string(nil), x.globs[len(x.globs)-1]...), name), true
	}
	return nil, false
}

// bindingName is the name a pattern binds: x, ref x, mut x, &x.
func bindingName(p *sitter.Node, src []byte) string {
	t := strings.TrimSpace(tsutil.Text(p, src))
	for _, pre := range []string{"&", "ref ", "mut "} {
		t = strings.TrimSpace(strings.TrimPrefix(t, pre))
	}
	if !isIdent(t) || t == "_" || startsUpper(t) {
		return ""
	}
	return t
}

// typePath is the full path of a type or variant a pattern or type writes:
// Self is the impl's type, a name a use declaration brought in its path,
// any other name the current module's.
func (x *fileCtx) typePath(segs []string) []string {
	if len(segs) == 0 {
		return nil
	}
	switch segs[0] {
	case "Self":
		impl := x.implType()
		if impl == "" {
			return nil
		}
		return append(append(x.modSegs(), impl), segs[1:]...)
	case "crate":
		return append([]string(nil), segs[1:]...)
	case "self":
		return append(x.modSegs(), segs[1:]...)
	case "super":
		m := x.modSegs()
		if len(m) > 0 {
			m = m[:len(m)-1]
		}
		return append(m, segs[1:]...)
	}
	if u, ok := x.uses[segs[0]]; ok {
		return append(append([]string(nil), u...), segs[1:]...)
	}
	return append(x.modSegs(), segs...)
}

// renameHoles renames the holes of t that name a binding: rename gets a
// hole's expression without * and & before it.
func renameHoles(t template.Template, rename func(string) (string, bool)) template.Template {
	out := template.Template{Parts: append([]template.Part(nil), t.Parts...)}
	for i, p := range out.Parts {
		if !p.Hole {
			continue
		}
		e := strings.TrimLeft(p.Expr, "*& ")
		if to, ok := rename(e); ok {
			out.Parts[i].Expr = to
		}
	}
	return out
}

// returnsError reports whether fn returns an error value itself (not a
// Result): its return type, or Self in an impl of such a type, is named
// like an error type (Error, ParseError, ErrorKind, ErrorCode).
func (x *fileCtx) returnsError(fn *sitter.Node) bool {
	rt := fn.ChildByFieldName("return_type")
	if rt == nil {
		return false
	}
	if rt.Kind() == "reference_type" {
		return false
	}
	name := lastSeg(typeName(rt, x.src))
	if name == "Self" {
		name = x.implType()
	}
	return errorTypeName(name)
}

// errorTypeName reports whether a type's name names an error or an error's
// kind: it ends in Error, Exception… (IsErrorName) or holds "Error".
func errorTypeName(name string) bool {
	return name != "" && (syntax.IsErrorName(name) || strings.Contains(name, "Error"))
}

// ctorDefs makes fn, a constructor with parameters, a definition per
// parameter its value is built from: its text is the text of the argument
// a call gives there.
func (x *fileCtx) ctorDefs(fn *sitter.Node) {
	fi := x.fnInfo(fn)
	body := fn.ChildByFieldName("body")
	if !fi.ctor || len(fi.params) == 0 || body == nil {
		return
	}
	used := map[string]bool{}
	for _, r := range x.results(body) {
		if x.stdCtorDef(fi, r) {
			continue
		}
		if r.KindId() == kindIdent {
			if v := blockLet(body, x.text(r), x.src); v != nil {
				r = v
			}
		}
		tsutil.Walk(r, func(c *sitter.Node) bool {
			if c.KindId() == kindClosure {
				return false
			}
			if c.KindId() == kindIdent || c.Kind() == "shorthand_field_identifier" {
				if name := x.text(c); index(fi.params, name) >= 0 {
					used[name] = true
				}
			}
			return true
		})
	}
	for _, p := range fi.params {
		if !used[p] || plainType(fi.types[p]) {
			continue
		}
		msg := template.Hole(p, "", "")
		d := callerDef(fi)
		d.Message = msg
		d.Site = &extract.Site{Kind: "ctor", ErrorType: "error", Severity: "error", Class: fi.ret, Message: msg, Line: fi.line, EndLine: fi.line}
		x.addDef(d)
	}
}

// stdCtorDef makes fn fi a definition with the text of r, one of its
// results, when r builds a type of the standard library with a message
// (fn invalid_data<E: Display>(e: E) -> io::Error { io::Error::new(
// ErrorKind::InvalidData, format!("corrupt stream: {}", e)) }): the
// crate defines no Display for that type, so the message is the text, its
// holes the parameters a call (or .map_err(invalid_data)) fills.
func (x *fileCtx) stdCtorDef(fi *fnInfo, r *sitter.Node) bool {
	if r.KindId() != kindCall {
		return false
	}
	fn := r.ChildByFieldName("function")
	if fn == nil || fn.KindId() != kindScopedIdent {
		return false
	}
	if p := x.resolvePath(splitPath(x.text(fn))); len(p) == 0 || !stdRoot(p[0]) {
		return false
	}
	v := x.errValue(r, 0)
	if !v.ok {
		return false
	}
	d := callerDef(fi)
	d.Message = v.msg
	d.Site = &extract.Site{Kind: "ctor", ErrorType: "error", Severity: "error", Class: v.class, Message: v.msg, Line: tsutil.Line(r), EndLine: tsutil.EndLine(r)}
	x.addDef(d)
	return true
}

// plainType reports whether a parameter's type is a number, bool or char
// (or an Option of one): a position or a count, not what the error says.
func plainType(t string) bool {
	t = strings.TrimSpace(t)
	if in, ok := strings.CutPrefix(t, "Option<"); ok {
		t = strings.TrimSuffix(in, ">")
	}
	switch t {
	case "usize", "isize", "u8", "u16", "u32", "u64", "u128", "i8", "i16", "i32", "i64", "i128", "f32", "f64", "bool", "char":
		return true
	}
	return false
}

// results are the expressions fn body b returns: its tail and the values
// of its return expressions (outside closures and nested items).
func (x *fileCtx) results(b *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	if t := x.tail(b); t != nil {
		out = append(out, t)
	}
	tsutil.Walk(b, func(c *sitter.Node) bool {
		switch c.KindId() {
		case kindClosure, kindFunction:
			return false
		case kindReturn:
			if c.NamedChildCount() > 0 {
				out = append(out, c.NamedChild(0))
			}
		}
		return true
	})
	return out
}

// blockLet is the value of the last let binding of name among block b's
// statements.
func blockLet(b *sitter.Node, name string, src []byte) *sitter.Node {
	var v *sitter.Node
	for i := uint(0); i < b.NamedChildCount(); i++ {
		s := b.NamedChild(i)
		if s.KindId() != kindLet {
			continue
		}
		if p := s.ChildByFieldName("pattern"); p != nil && tsutil.Text(p, src) == name {
			v = s.ChildByFieldName("value")
		}
	}
	return v
}

// variantRef notes a unit variant that a constructor returns (fn
// token_error(&self, e: TokenError) -> Error { match e { … =>
// ErrorKind::Unterminated } }): the constructor's text is the variant's.
func (x *fileCtx) variantRef(n *sitter.Node) {
	if len(x.kinds) == 0 || x.kinds[len(x.kinds)-1] == kindCall || !isVariantPath(splitPath(x.text(n))) {
		return
	}
	fi := x.caller(n)
	if fi == nil || !fi.ctor {
		return
	}
	r, _, ok := x.ctorOf(n, fi)
	if !ok {
		return
	}
	r.Call = &extract.Site{Kind: "call", Line: tsutil.Line(n), EndLine: tsutil.EndLine(n)}
	x.addRef(r, fi)
}

// constDef notes a constant whose value is an error value built by a
// constructor (const TOO_SHORT: ParseError = ParseError(ParseErrorKind::TooShort)):
// the link makes it a constructor without parameters with that value's
// text.
func (x *fileCtx) constDef(n *sitter.Node) {
	name, v := n.ChildByFieldName("name"), n.ChildByFieldName("value")
	if name == nil || v == nil {
		return
	}
	switch v.KindId() {
	case kindCall, kindScopedIdent, kindStructExpr:
	default:
		return
	}
	caller := &extract.Def{Kind: "ctor", Name: x.text(name), Line: tsutil.Line(n), Path: x.modSegs()}
	site := extract.Site{Kind: "const", Line: tsutil.Line(n), EndLine: tsutil.EndLine(n)}
	r, _, ok := x.ctorOf(v, nil)
	if !ok {
		return
	}
	r.Call, r.Caller = &site, caller
	x.consumed[v.Id()] = true
	x.refs = append(x.refs, r)
}

// isConstName reports whether an identifier is spelled as a constant:
// upper case letters, digits and underscores.
func isConstName(s string) bool {
	if !startsUpper(s) {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// armText is the text a method gives a variant by matching on self.
type armText struct {
	v    variantPat
	text string
	hole string // the parameter whose text the arm gives (Syntax(ref msg) => msg), or ""
	line int
	site extract.Site
}

// noteArmTexts records the texts method fn gives each variant when it
// matches on self and each arm gives a string literal (fn description(&self)
// -> &str { match *self { UnicodeNotAllowed => "Unicode not allowed here",
// … } }): a Display impl writing self.description() prints them.
func (x *fileCtx) noteArmTexts(fn *sitter.Node) {
	impl := x.implType()
	body := fn.ChildByFieldName("body")
	if impl == "" || body == nil {
		return
	}
	m := x.tail(body)
	if m == nil || m.KindId() != kindMatch {
		return
	}
	field, ok := selfScrutinee(x.flat(m.ChildByFieldName("value")))
	mb := m.ChildByFieldName("body")
	if !ok || mb == nil {
		return
	}
	saved, savedUses := x.globs, maps.Clone(x.uses)
	// use self::ErrorKind::* inside the fn is read before its match, and
	// is in scope for the fn only
	for i := uint(0); i < body.NamedChildCount(); i++ {
		if c := body.NamedChild(i); c.KindId() == kindUse {
			x.useDecl(c)
		}
	}
	defer func() { x.globs, x.uses = saved, savedUses }()
	var out []armText
	for i := uint(0); i < mb.NamedChildCount(); i++ {
		a := mb.NamedChild(i)
		if a.KindId() != kindMatchArm {
			continue
		}
		val := a.ChildByFieldName("value")
		if val != nil && val.KindId() == kindBlock {
			val = x.tail(val)
		}
		if val != nil && val.KindId() == kindRef && val.NamedChildCount() > 0 {
			val = val.NamedChild(val.NamedChildCount() - 1) // &"Unexpected EOF", &msg
		}
		mp := a.ChildByFieldName("pattern")
		if val == nil || mp == nil || mp.NamedChildCount() == 0 {
			continue
		}
		text, ok := "", false
		name := ""
		if val.KindId() == kindString || val.KindId() == kindRawString {
			text, ok = decodeString(val, x.src)
		} else if name = boundText(val, x.src); name == "" {
			continue
		}
		if !ok && name == "" {
			continue
		}
		var vs []variantPat
		x.variantPats(mp.NamedChild(0), field == "", &vs)
		for _, v := range vs {
			if !v.abs {
				v.path, v.abs = x.typePath(v.path), true
			}
			hole := ""
			if name != "" {
				if hole = v.binds[name]; hole == "" {
					continue
				}
			}
			site := extract.Site{Kind: "text", ErrorType: "error", Severity: "error", Class: impl,
				Line: tsutil.Line(val), EndLine: tsutil.EndLine(val), Message: template.Lit(text)}
			out = append(out, armText{v, text, hole, tsutil.Line(m), site})
		}
	}
	if len(out) > 0 {
		if x.armTexts == nil {
			x.armTexts, x.armFields = map[string][]armText{}, map[string]string{}
		}
		key := impl + "." + x.text(fn.ChildByFieldName("name"))
		x.armTexts[key] = out
		if field != "" {
			x.armFields[key] = field
		}
	}
}

// boundText is the binding an arm's value gives as its text (msg,
// msg.as_ref(), msg.as_str(), msg.to_string()), or "".
func boundText(v *sitter.Node, src []byte) string {
	if v.KindId() == kindCall {
		fn := v.ChildByFieldName("function")
		if fn == nil || fn.KindId() != kindFieldExpr || !noArgs(v) {
			return ""
		}
		switch string(fn.ChildByFieldName("field").Utf8Text(src)) {
		case "as_ref", "as_str", "to_string", "to_owned", "clone":
			v = fn.ChildByFieldName("value")
		default:
			return ""
		}
	}
	if v.KindId() != kindIdent {
		return ""
	}
	return string(v.Utf8Text(src))
}

// textMethodDefs makes the texts of the methods Display impls write
// (textMethods, armTexts) their variants' definitions, and puts in the
// Display arms that write such a method among other text (armMethods)
// the method's text for the arm's variant.
func (x *fileCtx) textMethodDefs() {
	for _, tt := range x.typeTexts {
		x.typeTextDef(tt)
		// the field's variants print what the method gives them, unless
		// the file defines their text elsewhere (the kind's own Display)
		name, _ := selfMethodHole(tt.t)
		if x.armFields[tt.typ+"."+name] == "" {
			continue
		}
		for _, a := range x.armTexts[tt.typ+"."+name] {
			if len(a.v.path) < 2 || x.hasDef(a.v.path) {
				continue
			}
			msg := template.Lit(a.text)
			if a.hole != "" {
				msg = template.Hole(a.hole, "", "")
			}
			x.addClassDef(a.v.path, a.v.params, tt.typ, msg, a.line, a.site)
		}
	}
	for typ, method := range x.textMethods {
		for _, a := range x.armTexts[typ+"."+method] {
			if a.hole != "" {
				continue
			}
			if len(a.v.path) >= 2 {
				x.addClassDef(a.v.path, a.v.params, typ, template.Lit(a.text), a.line, a.site)
			}
		}
	}
	for _, am := range x.armMethods {
		parts := append([]template.Part(nil), am.msg.Parts...)
		for i, p := range parts {
			name, ok := selfMethodHole(template.Template{Parts: []template.Part{p}})
			if !ok {
				continue
			}
			for _, a := range x.armTexts[am.typ+"."+name] {
				if a.hole == "" && slices.Equal(a.v.path, am.path) {
					parts[i] = template.Part{Lit: a.text}
					break
				}
			}
		}
		x.addClassDef(am.path, am.params, am.typ, template.Concat(template.Template{Parts: parts}), am.line, am.site)
	}
}

// hasDef reports whether the file defines the text of the variant at path.
func (x *fileCtx) hasDef(path []string) bool {
	for _, d := range x.defs {
		if d.Kind == "class" && d.Name == path[len(path)-1] && slices.Equal(d.Path, path[:len(path)-1]) {
			return true
		}
	}
	return false
}

// armMethod is a Display arm's text for a variant that writes a text
// method of self (write!(f, "{}, found {}", self.description(), tag)).
type armMethod struct {
	path, params []string
	typ          string
	msg          template.Template
	line         int
	site         extract.Site
}

// selfMethodHole returns the name of the method of self that a hole of t
// calls without arguments (self.description()).
func selfMethodHole(t template.Template) (string, bool) {
	for _, p := range t.Parts {
		if !p.Hole || p.Conv != "" || p.Spec != "" {
			continue
		}
		if m, ok := strings.CutPrefix(p.Expr, "self."); ok && strings.HasSuffix(m, "()") && isIdent(m[:len(m)-2]) {
			return m[:len(m)-2], true
		}
	}
	return "", false
}

// debugText is text a Debug impl writes for its type, outside a match on
// self.
type debugText struct {
	path []string
	msg  template.Template
	line int
	site extract.Site
}

// debugWrite notes the text write!(f, "…") writes at n in the fmt of an
// impl Debug, when no match on self is around it: a Display that writes
// self's Debug text (write!(f, "{:?}", self)) prints it (debugDefs).
func (x *fileCtx) debugWrite(n *sitter.Node) {
	fn, impl := x.nearest(kindFunction), x.nearest(kindImpl)
	if fn < 0 || impl < 0 || impl > fn || x.text(x.stack[fn].ChildByFieldName("name")) != "fmt" {
		return
	}
	tr := x.stack[impl].ChildByFieldName("trait")
	if tr == nil || lastSeg(x.text(tr)) != "Debug" || x.matchesSelf(x.stack[fn]) {
		return
	}
	t, ok := x.written(n)
	path := x.typePath([]string{"Self"})
	if !ok || t.LiteralLen() == 0 || len(path) == 0 {
		return
	}
	typ := x.implType()
	if x.debugTexts == nil {
		x.debugTexts = map[string][]debugText{}
	}
	site := extract.Site{Kind: "display", ErrorType: "error", Severity: "error", Class: typ,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: t}
	x.debugTexts[typ] = append(x.debugTexts[typ], debugText{path, t, tsutil.Line(x.stack[fn]), site})
}

// debugDefs makes the Debug texts of the types whose Display writes self's
// Debug text (impl Display for ParseDayError { … write!(f, "{:?}",
// self) } beside impl Debug writing "ParseDayError { .. }") the types'
// definitions.
func (x *fileCtx) debugDefs() {
	for typ := range x.debugSelf {
		for _, d := range x.debugTexts[typ] {
			x.addClassDef(d.path, []string{""}, typ, d.msg, d.line, d.site)
		}
		if x.debugImpls[typ] || !x.debugWhole[typ] {
			continue
		}
		for _, d := range x.derivedDebug[typ] {
			x.addClassDef(d.path, d.params, typ, d.msg, d.line, d.site)
		}
	}
}

// derivedDebugDef is what derived Debug prints for one variant of an enum.
type derivedDebugDef struct {
	path, params []string
	msg          template.Template
	line         int
	site         extract.Site
}

// noteDerivedDebug notes, for enum n with #[derive(Debug)], the text
// derived Debug prints for each variant: its name for a unit variant,
// Name({0:?}, {1:?}) for a tuple variant, Name { a: {a:?} } for a struct
// variant, each field's Debug text a hole. A Display that writes self's
// Debug text (write!(f, "{:?}", self)) prints them (debugDefs).
func (x *fileCtx) noteDerivedDebug(n *sitter.Node) {
	body := n.ChildByFieldName("body")
	if n.KindId() != kindEnum || body == nil || !x.hasAttr(deriveDebug) {
		return
	}
	typ := x.text(n.ChildByFieldName("name"))
	if typ == "" {
		return
	}
	for i := uint(0); i < body.NamedChildCount(); i++ {
		v := body.NamedChild(i)
		if v.Kind() != "enum_variant" {
			continue
		}
		name := x.text(v.ChildByFieldName("name"))
		var params []string
		parts := []template.Template{template.Lit(name)}
		switch fl := v.ChildByFieldName("body"); {
		case fl == nil:
		case fl.Kind() == "ordered_field_declaration_list":
			parts = append(parts, template.Lit("("))
			k := 0
			for j := uint(0); j < fl.NamedChildCount(); j++ {
				if c := fl.NamedChild(j); c.Kind() == "attribute_item" || c.Kind() == "line_comment" || c.Kind() == "block_comment" || c.Kind() == "visibility_modifier" {
					continue
				}
				if k > 0 {
					parts = append(parts, template.Lit(", "))
				}
				p := strconv.Itoa(k)
				params = append(params, p)
				parts = append(parts, template.Hole(p, "r", ""))
				k++
			}
			parts = append(parts, template.Lit(")"))
		case fl.Kind() == "field_declaration_list":
			parts = append(parts, template.Lit(" { "))
			for j := uint(0); j < fl.NamedChildCount(); j++ {
				c := fl.NamedChild(j)
				if c.Kind() != "field_declaration" {
					continue
				}
				f := x.text(c.ChildByFieldName("name"))
				if len(params) > 0 {
					parts = append(parts, template.Lit(", "))
				}
				params = append(params, f)
				parts = append(parts, template.Lit(f+": "), template.Hole(f, "r", ""))
			}
			parts = append(parts, template.Lit(" }"))
		default:
			continue
		}
		if x.derivedDebug == nil {
			x.derivedDebug = map[string][]derivedDebugDef{}
		}
		msg := template.Concat(parts...)
		site := extract.Site{Kind: "display", ErrorType: "error", Severity: "error", Class: typ,
			Line: tsutil.Line(v), EndLine: tsutil.EndLine(v), Message: msg}
		x.derivedDebug[typ] = append(x.derivedDebug[typ], derivedDebugDef{x.typePath([]string{typ, name}), params, msg, tsutil.Line(v), site})
	}
}
