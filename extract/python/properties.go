package python

import (
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"strconv"
	"strings"

	"github.com/errdex/errdex/template"
)

// Properties and exc.args. A class's text often reads an attribute that
// no __init__ assigns, because a @property computes it:
//
//	class TemplateError(Exception):
//	    @property
//	    def message(self):
//	        return self.args[0] if self.args else None
//
//	class TemplateSyntaxError(TemplateError):
//	    def __str__(self):
//	        return t.cast(str, self.message)
//
// self.args[i] is the i-th argument that reached BaseException.__init__
// (the constructor's, or those the __init__ chain passes on), and
// self.message is then what the property returns: the raise's own text.
// A property with several returns along branches (Jinja's
// Undefined._undefined_message) gives a text per return wherever
// self.NAME is used in its class.

// isProperty reports whether the decorated definition d is a @property
// (or a cached_property).
func (x *file) isProperty(d *tsutil.Node) bool {
	return x.decoratedWith(d, "property", "cached_property", "functools.cached_property")
}

// argsAssigned is the attrs key (not an expression, so never a hole's)
// that says an __init__ assigned self.args itself, for pickling or
// comparison (configparser's self.args = (section, option, source,
// lineno)), so that they need not be what the exception prints.
const argsAssigned = "self.args ="

// argsAttrs adds self.args[i] for the arguments args BaseException
// received, and self.args itself: str() and repr() of a tuple both print
// its elements' reprs, ('Unknown input format.',) for one.
func argsAttrs(attrs map[string]argForm, args []argForm) {
	parts := []template.Template{template.Lit("(")}
	for i, a := range args {
		attrs["self.args["+strconv.Itoa(i)+"]"] = a
		if i > 0 {
			parts = append(parts, template.Lit(", "))
		}
		parts = append(parts, a.repr)
	}
	if len(args) == 1 {
		parts = append(parts, template.Lit(","))
	}
	t := template.Concat(append(parts, template.Lit(")"))...)
	attrs["self.args"] = argForm{t, t}
}

// propAttrs adds self.NAME for the properties along cls's bases within
// the file that attrs does not already bind and that return one text
// from what attrs binds.
func (x *file) propAttrs(cls string, attrs map[string]argForm) {
	x.eachClass(cls, func(cd *classDef) {
		for name, fn := range cd.props {
			k := "self." + name
			if _, ok := attrs[k]; ok {
				continue
			}
			if ts := x.propertyTexts(fn, attrs, 1); len(ts) == 1 {
				attrs[k] = argForm{ts[0], reprOf(ts[0], k)}
			}
		}
	})
}

// eachClass calls f with cls's definition and those of its bases within
// the file, nearest first, up to maxClassDepth.
func (x *file) eachClass(cls string, f func(cd *classDef)) {
	c := cls
	for depth := 0; depth < maxClassDepth && c != ""; depth++ {
		cd := x.classes[c]
		if cd == nil {
			return
		}
		f(cd)
		c = x.nextBase(cd)
	}
}

// propertyTexts returns the texts the property fn returns, one per
// return statement (and per variant), with attrs's self.X filled in. A
// return of "A if self.args else B" is A when attrs knows self.args[0]:
// the exception was given an argument. None is not a text and is left
// out.
func (x *file) propertyTexts(fn *tsutil.Node, attrs map[string]argForm, depth int) []template.Template {
	var out []template.Template
	x.walkKind(x.field(fn, "body"), "return_statement", func(r *tsutil.Node) {
		if x.namedChildCount(r) == 0 {
			return
		}
		e := x.namedChild(r, 0)
		if _, given := attrs["self.args[0]"]; given && x.underNoArgs(r, fn) {
			return // if not self.args: return …, not reached
		}
		if x.unreachedWith(r, fn, attrs) {
			return // if self.detail: return …, detail None here
		}
		if x.kind(e) == "conditional_expression" && x.namedChildCount(e) == 3 {
			cond := strings.Join(strings.Fields(x.text(x.namedChild(e, 1))), "")
			if _, given := attrs["self.args[0]"]; given && (cond == "self.args" || cond == "len(self.args)") {
				e = x.namedChild(e, 0)
			}
		}
		if x.kind(e) == "none" {
			return
		}
		if f, ok := attrs[x.text(e)]; ok && x.kind(e) == "attribute" && f.isNone() {
			return // return self.msg, None here: reached only when it was given
		}
		if t, ok := argsPercent(x, e, attrs); ok {
			out = appendUnique(out, t)
			return
		}
		if t, ok := instancePercent(x, e, attrs); ok {
			out = appendUnique(out, t)
			return
		}
		if t, ok := attrPercent(x, e, r, attrs); ok {
			out = appendUnique(out, t)
			return
		}
		if t, ok := x.attrFormat(e, attrs); ok {
			out = appendUnique(out, t)
			return
		}
		for _, t := range x.messages(e, r, depth) {
			out = appendUnique(out, fill(t, attrs))
		}
	})
	if len(out) > maxVariants {
		return nil
	}
	return out
}

// underNoArgs reports whether the return r is in the block of an if
// statement of fn testing that the exception got no argument (if not
// self.args:, if len(self.args) == 0:, … == 0 or < 1), directly or
// within other statements of that block.
func (x *file) underNoArgs(r, fn *tsutil.Node) bool {
	prev := r
	for n := x.parent(r); n != nil && n.ID() != fn.ID(); prev, n = n, x.parent(n) {
		if x.kind(n) != "if_statement" {
			continue
		}
		if c := x.field(n, "consequence"); c == nil || c.ID() != prev.ID() {
			continue
		}
		switch strings.Join(strings.Fields(x.text(x.field(n, "condition"))), "") {
		case "notself.args", "notlen(self.args)", "len(self.args)==0", "len(self.args)<1":
			return true
		}
	}
	return false
}

// selfProperty returns the texts of self.NAME at n when the class whose
// method holds n defines NAME as a property: one per return that has text
// of its own (a return of a lone value is left out when others say
// more, and so is one that opens with a call's result, see
// opensWithCall); ok is false otherwise.
func (x *file) selfProperty(n *tsutil.Node, depth int) ([]template.Template, bool) {
	obj, attr := x.field(n, "object"), x.field(n, "attribute")
	if obj == nil || attr == nil || x.text(obj) != "self" || depth >= maxResolveDepth {
		return nil, false
	}
	fn := x.funcAround(n)
	cls := x.enclosingClass(fn)
	if cls == nil {
		return nil, false
	}
	prop := x.classProperty(cls, x.text(attr))
	if prop == nil || x.within(n, prop) {
		return nil, false
	}
	ts := x.propertyTexts(prop, nil, depth+1)
	var texts []template.Template
	for _, t := range ts {
		if t.LiteralLen() > 0 && !opensWithCall(t) {
			texts = append(texts, t)
		}
	}
	if len(texts) == 0 {
		return nil, false
	}
	return texts, true
}

// opensWithCall reports whether t starts with a hole printing a call's
// result ({object_type_repr(self._undefined_obj)!r} has no attribute
// {self._undefined_name!r}): its text starts with what another function
// prints, and the rest alone is a phrase Python's own errors share
// ("'int' object has no attribute 'x'"), so it would claim them.
func opensWithCall(t template.Template) bool {
	return len(t.Parts) > 0 && t.Parts[0].Hole && strings.Contains(t.Parts[0].Expr, "(")
}

// enclosingClass returns the class_definition whose body holds the
// function fn directly, or nil.
func (x *file) enclosingClass(fn *tsutil.Node) *tsutil.Node {
	if fn == nil {
		return nil
	}
	p := x.parent(fn)
	if p != nil && x.kind(p) == "decorated_definition" {
		p = x.parent(p)
	}
	if p == nil || x.kind(p) != "block" || x.parent(p) == nil || x.kind(x.parent(p)) != "class_definition" {
		return nil
	}
	return x.parent(p)
}

// classProperty returns the @property method name of the class cls, or
// nil.
func (x *file) classProperty(cls *tsutil.Node, name string) *tsutil.Node {
	body := x.field(cls, "body")
	for i := uint(0); body != nil && i < x.namedChildCount(body); i++ {
		d := x.namedChild(body, i)
		if x.kind(d) != "decorated_definition" || !x.isProperty(d) {
			continue
		}
		if fn := x.field(d, "definition"); fn != nil && x.kind(fn) == "function_definition" && x.text(x.field(fn, "name")) == name {
			return fn
		}
	}
	return nil
}

// selfClassDefault returns the class a raise of self.NAME(...) raises
// when the class's __init__ assigns self.NAME = p once from a parameter p
// whose default names a class (Jinja's Undefined: exc=UndefinedError), or
// "".
func (x *file) selfClassDefault(fn *tsutil.Node) string {
	if fn != nil && x.kind(fn) == "identifier" {
		// raise exc(msg) in def fail(self, msg, exc=TemplateSyntaxError)
		if f := x.funcAround(fn); f != nil && x.isParam(fn, fn) {
			return x.paramClassDefault(f, x.text(fn))
		}
		return ""
	}
	if fn == nil || x.kind(fn) != "attribute" {
		return ""
	}
	obj, attr := x.field(fn, "object"), x.field(fn, "attribute")
	if obj == nil || attr == nil || x.text(obj) != "self" {
		return ""
	}
	cls := x.enclosingClass(x.funcAround(fn))
	if cls == nil {
		return ""
	}
	var init *tsutil.Node
	body := x.field(cls, "body")
	for i := uint(0); body != nil && i < x.namedChildCount(body); i++ {
		d := x.namedChild(body, i)
		if x.kind(d) == "decorated_definition" {
			d = x.field(d, "definition")
		}
		if d != nil && x.kind(d) == "function_definition" && x.text(x.field(d, "name")) == "__init__" {
			init = d
		}
	}
	if init == nil {
		return ""
	}
	param := ""
	n := 0
	x.walkKind(x.field(init, "body"), "assignment", func(a *tsutil.Node) {
		if l, r := x.field(a, "left"), x.field(a, "right"); l != nil && r != nil && x.text(l) == x.text(fn) {
			n++
			if x.kind(r) == "identifier" {
				param = x.text(r)
			}
		}
	})
	if n != 1 || param == "" {
		return ""
	}
	return x.paramClassDefault(init, param)
}

// paramClassDefault returns the default of fn's parameter param when it
// names a class (a capitalised, possibly dotted name), or "".
func (x *file) paramClassDefault(fn *tsutil.Node, param string) string {
	d := ""
	x.eachDefault(fn, func(nm, v *tsutil.Node) bool {
		if x.text(nm) != param || (x.kind(v) != "identifier" && x.kind(v) != "attribute") {
			return true
		}
		if t := x.text(v); isClassName(lastName(t)) {
			d = t
			return false
		}
		return true
	})
	return d
}

// castValue returns x of typing's cast(T, x) (also t.cast, typing.cast),
// which is x at run time, or nil for any other expression.
func (x *file) castValue(call *tsutil.Node) *tsutil.Node {
	fn := x.field(call, "function")
	if fn == nil {
		return nil
	}
	switch x.text(fn) {
	case "cast", "t.cast", "typing.cast", "typ.cast":
	default:
		return nil
	}
	if pos, kws, ok := x.arguments(call); ok && len(pos) == 2 && len(kws) == 0 && !x.isSplat(pos[1]) {
		return pos[1]
	}
	return nil
}

// argsPercent reads "self.args[0] % self.args[1:]" (dateutil's
// ParserError("Unknown string format: %s", timestr)): the first
// argument, a literal format, %-formatted with the others; ok is false
// for any other expression or a format not known.
func argsPercent(x *file, e *tsutil.Node, attrs map[string]argForm) (template.Template, bool) {
	if x.kind(e) != "binary_operator" || x.text(x.field(e, "operator")) != "%" ||
		x.text(x.field(e, "left")) != "self.args[0]" || strings.ReplaceAll(x.text(x.field(e, "right")), " ", "") != "self.args[1:]" {
		return template.Template{}, false
	}
	f, ok := attrs["self.args[0]"]
	if !ok || f.str.Holes() > 0 {
		return template.Template{}, false
	}
	var names []string
	for i := 1; ; i++ {
		k := "self.args[" + strconv.Itoa(i) + "]"
		if _, ok := attrs[k]; !ok {
			break
		}
		names = append(names, k)
	}
	return fill(template.ParsePrintf(f.str.Render(), names, nil), attrs), true
}

// percentKeyRE finds the keys of a %-format's %(name)s verbs.
var percentKeyRE = lazyre.New(`%\(([^)]*)\)`)

// instancePercent reads "self.X % self.__dict__" and "self.X % vars(self)"
// (an exception class's _fmt = 'Bad record at line %(line)d', filled from
// the instance's attributes, which its __init__ set from its keyword
// arguments): the text attrs knows for self.X, each %(name)s verb
// self.name's value where attrs knows it and a hole named by the key
// otherwise; ok is false for any other expression or a text not known.
func instancePercent(x *file, e *tsutil.Node, attrs map[string]argForm) (template.Template, bool) {
	if x.kind(e) != "binary_operator" || x.text(x.field(e, "operator")) != "%" {
		return template.Template{}, false
	}
	if r := strings.ReplaceAll(x.text(x.field(e, "right")), " ", ""); r != "self.__dict__" && r != "vars(self)" {
		return template.Template{}, false
	}
	f, ok := attrs[x.text(x.field(e, "left"))]
	if !ok || f.str.Holes() > 0 || f.str.LiteralLen() == 0 {
		return template.Template{}, false
	}
	format := f.str.Render()
	named := map[string]string{}
	for _, m := range percentKeyRE.FindAllStringSubmatch(format, -1) {
		named[m[1]] = m[1]
		if _, ok := attrs["self."+m[1]]; ok {
			named[m[1]] = "self." + m[1]
		}
	}
	if len(named) == 0 {
		return template.Template{}, false
	}
	return fill(template.ParsePrintf(format, nil, named), attrs), true
}

// attrPercent reads "FORMAT % (A, B, …)" where FORMAT is a text attrs
// knows for self.X (a class attribute, _msg = "Cmd('%s') failed%s"), a
// literal, or their + concatenation ((self._msg + "\n  cmdline: %s") %
// (…)): the format's verbs take the tuple's elements, each self.Y's
// value where attrs knows it and a hole printing the element otherwise;
// ok is false for any other expression, a format with no self.X part
// (messages reads a literal's), a part not known or a verb count that
// differs from the tuple's length.
func attrPercent(x *file, e, at *tsutil.Node, attrs map[string]argForm) (template.Template, bool) {
	if x.kind(e) != "binary_operator" || x.text(x.field(e, "operator")) != "%" {
		return template.Template{}, false
	}
	left := x.field(e, "left")
	format, ok := attrConcat(x, left, at, attrs, 0)
	if !ok || !strings.Contains(x.text(left), "self.") {
		return template.Template{}, false // a literal alone: messages reads it
	}
	right := x.field(e, "right")
	for right != nil && x.kind(right) == "parenthesized_expression" && x.namedChildCount(right) == 1 {
		right = x.namedChild(right, 0)
	}
	if right == nil || x.kind(right) != "tuple" {
		return template.Template{}, false
	}
	var names []string
	for i := uint(0); i < x.namedChildCount(right); i++ {
		el := x.namedChild(right, i)
		if x.kind(el) == "comment" {
			continue
		}
		names = append(names, x.compact(el))
	}
	t := template.ParsePrintf(format, names, nil)
	if t.Holes() != len(names) {
		return template.Template{}, false
	}
	return fill(t, attrs), true
}

// attrConcat is the text of e when e is a self.X attrs knows as text
// with no hole, a literal, or a + of such parts, parenthesized or not.
func attrConcat(x *file, e, at *tsutil.Node, attrs map[string]argForm, depth int) (string, bool) {
	if e == nil || depth > maxResolveDepth {
		return "", false
	}
	switch x.kind(e) {
	case "parenthesized_expression":
		if x.namedChildCount(e) != 1 {
			return "", false
		}
		return attrConcat(x, x.namedChild(e, 0), at, attrs, depth+1)
	case "attribute":
		f, ok := attrs[x.text(e)]
		if !ok || f.str.Holes() > 0 || f.str.LiteralLen() == 0 {
			return "", false
		}
		return f.str.Render(), true
	case "string", "concatenated_string":
		return x.literal(e, at, depth)
	case "binary_operator":
		if x.text(x.field(e, "operator")) != "+" {
			return "", false
		}
		l, ok := attrConcat(x, x.field(e, "left"), at, attrs, depth+1)
		if !ok {
			return "", false
		}
		r, ok := attrConcat(x, x.field(e, "right"), at, attrs, depth+1)
		return l + r, ok
	}
	return "", false
}

// baseStrAttrs adds to attrs, for each call in the __str__ str (of class
// owner) of the base's __str__, super().__str__(), super(C,
// self).__str__() or Base.__str__(self), the text it returns when that is
// BaseException's: no class of the file between owner and the built-in
// root defines __str__, and one argument reached BaseException (str()
// of it; attrs' self.args[0]). A local assigned the call (base_message =
// super(SyntaxError, self).__str__(), then a format of it) holds the
// same text.
func (x *file) baseStrAttrs(str *tsutil.Node, owner string, attrs map[string]argForm) {
	a0, ok := attrs["self.args[0]"]
	if !ok {
		return
	}
	if _, more := attrs["self.args[1]"]; more {
		return
	}
	if _, assigned := attrs[argsAssigned]; assigned {
		return
	}
	cd := x.classes[owner]
	if cd == nil {
		return
	}
	if _, baseStr, _, _, root := x.nearest(x.nextBase(cd)); baseStr != nil || root == "" || osErrors[root] {
		return
	}
	x.walkKind(x.field(str, "body"), "call", func(c *tsutil.Node) {
		fn := x.field(c, "function")
		if fn == nil || x.kind(fn) != "attribute" || x.text(x.field(fn, "attribute")) != "__str__" {
			return
		}
		obj := x.field(fn, "object")
		args := x.field(c, "arguments")
		n := uint(0)
		if args != nil {
			n = x.namedChildCount(args)
		}
		switch {
		case x.kind(obj) == "call" && x.text(x.field(obj, "function")) == "super" && n == 0:
		case x.kind(obj) == "identifier" && n == 1 && x.text(x.namedChild(args, 0)) == "self" && (obj != nil && (x.text(obj) == x.nextBase(cd) || builtinExceptions[x.text(obj)])):
		default:
			return
		}
		attrs[x.compact(c)] = a0
		// base_message = super().__str__(): the local holds it too
		if st := x.parent(c); st != nil && x.kind(st) == "assignment" && x.field(st, "right").ID() == c.ID() {
			if left := x.field(st, "left"); left != nil && x.kind(left) == "identifier" {
				if _, taken := attrs[x.text(left)]; !taken {
					attrs[x.text(left)] = a0
				}
			}
		}
	})
}
