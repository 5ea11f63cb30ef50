package javascript

import (
	"slices"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// ES5 classes: what a compiler targeting ES5 makes of class C extends B
// { constructor(p) { super(`… ${p}`) } }. tsc writes
//
//	var C = /** @class */ (function (_super) {
//	    __extends(C, _super);
//	    function C(p) {
//	        var _this = _super.call(this, "… ".concat(p)) || this;
//	        return _this;
//	    }
//	    return C;
//	}(B));
//
// (tslib_1.__extends or (0, tslib_1.__extends) with importHelpers; return
// _super.call(…) || this when the constructor does nothing else; return
// _super !== null && _super.apply(this, arguments) || this when it has
// none), and Babel
//
//	var C = /*#__PURE__*/function (_B) {
//	  _inherits(C, _B);          // _inheritsLoose, (0, _inherits2["default"])
//	  var _super = _createSuper(C);
//	  function C(p) {
//	    var _this;
//	    _this = _super.call(this, "… ".concat(p));   // _B.call(this, …) || this; _callSuper(this, C, [ … ])
//	    return _this;
//	  }
//	  return _createClass(C);
//	}( /*#__PURE__*/_wrapNativeSuper(B));
//
// The function declared in a function expression given one parameter,
// called on the spot with one argument, whose body calls an extends or
// inherits helper with the function's name and that parameter, is class
// C with base B (the argument, unwrapped from Babel's _wrapNativeSuper):
// its constructor's super call (_super.call(this, …), the parameter's
// .call, _callSuper(this, C, […])) and _this.message = … are read as
// classDef reads super(…) and this.message = … .

// inheritsRE matches the last name of the helpers that set up an ES5
// class's prototype chain: tsc's __extends (tslib's too) and Babel's
// _inherits and _inheritsLoose (their runtime imports _inherits2,
// _inheritsLoose3).
var inheritsRE = lazyre.New(`^(__extends|_inherits|_inheritsLoose)\d*$`)

// es5Class reports the base of the ES5 class that function declaration fn
// is the constructor of, and the parameter of the enclosing function
// expression the compiler binds the base to.
func (x *file) es5Class(fn *sitter.Node) (base, param string, ok bool) {
	name := x.text(fn.ChildByFieldName("name"))
	body := fn.Parent()
	if name == "" || body == nil || body.Kind() != "statement_block" {
		return "", "", false
	}
	outer := body.Parent()
	if outer == nil || outer.Kind() != "function_expression" && outer.Kind() != "function" {
		return "", "", false
	}
	ps := tsutil.Params(outer, x.src)
	if len(ps) != 1 {
		return "", "", false
	}
	param = ps[0]
	// called on the spot: (function (_super) {…}(B)), (function (_super) {…})(B), function (_B) {…}(B)
	call := outer.Parent()
	for call != nil && call.Kind() == "parenthesized_expression" {
		call = call.Parent()
	}
	if call == nil || call.Kind() != "call_expression" {
		return "", "", false
	}
	if f := call.ChildByFieldName("function"); f == nil || !tsutil.SameNode(unparen(f), outer) {
		return "", "", false
	}
	a := args(call)
	if len(a) != 1 {
		return "", "", false
	}
	b := a[0]
	if b.Kind() == "call_expression" && strings.Contains(x.text(b.ChildByFieldName("function")), "wrapNativeSuper") {
		// Babel's _wrapNativeSuper(Error), (0, _wrapNativeSuper2["default"])(Error)
		if w := args(b); len(w) == 1 {
			b = w[0]
		}
	}
	if b.Kind() != "identifier" && b.Kind() != "member_expression" {
		return "", "", false
	}
	// the body sets up the chain: __extends(C, _super)
	for i := uint(0); i < body.NamedChildCount(); i++ {
		st := body.NamedChild(i)
		e := firstNamed(st)
		if st.Kind() != "expression_statement" || e == nil || e.Kind() != "call_expression" {
			continue
		}
		if !inheritsRE.MatchString(calleeName(x, e)) {
			continue
		}
		if ca := args(e); len(ca) == 2 && x.text(ca[0]) == name && x.text(ca[1]) == param {
			return x.compact(b), param, true
		}
	}
	return "", "", false
}

// errorBaseRE matches the last name of a base an ES5 constructor's
// prototype chain is set up with by hand (protoClass): a builtin error or
// a class named like one.
var errorBaseRE = lazyre.New(`(Error|Exception)$`)

// protoClass reports the base of the ES5 class that function declaration
// fn is the constructor of when a statement beside it sets up the
// prototype chain by hand, as code written for ES5 does:
//
//	function DimensionError(actual, expected) {
//	    this.message = 'Dimension mismatch (' + actual + ' != ' + expected + ')';
//	}
//	DimensionError.prototype = new RangeError();
//
// (F.prototype = Object.create(B.prototype), util.inherits(F, B),
// inherits(F, B), Object.setPrototypeOf(F.prototype, B.prototype)), for a
// base named like an error (errorBaseRE). Its constructor's
// this.message = … and B.call(this, …) are read as es5Class's are.
func (x *file) protoClass(fn *sitter.Node) (base string, ok bool) {
	name := x.text(fn.ChildByFieldName("name"))
	scope := fn.Parent()
	if name == "" || scope == nil {
		return "", false
	}
	base, ok = x.protoBases(scope)[name]
	return base, ok
}

// protoBases returns, for the statements of scope, the base each name's
// prototype chain is set up with by hand (protoClass), the first such
// statement's for a name; read once per scope (an emscripten bundle has
// thousands of functions in one scope, and a walk over its statements for
// each of them took minutes).
func (x *file) protoBases(scope *sitter.Node) map[string]string {
	if bs, ok := x.protos[scope.Id()]; ok {
		return bs
	}
	baseOf := func(n *sitter.Node) string {
		n = unparen(n)
		if n == nil {
			return ""
		}
		switch {
		case n.Kind() == "new_expression":
			return x.compact(n.ChildByFieldName("constructor"))
		case n.Kind() == "call_expression" && x.text(n.ChildByFieldName("function")) == "Object.create":
			a := args(n)
			if len(a) == 0 {
				return ""
			}
			n = unparen(a[0])
		}
		if o := x.prototypeOwner(n); o != nil {
			return x.compact(o)
		}
		return ""
	}
	bases := map[string]string{}
	c := scope.Walk()
	defer c.Close()
	for _, st := range scope.NamedChildren(c) {
		e := unparen(firstNamed(&st))
		if st.Kind() != "expression_statement" || e == nil {
			continue
		}
		name, b := "", ""
		switch e.Kind() {
		case "assignment_expression":
			if n, ok := strings.CutSuffix(x.text(e.ChildByFieldName("left")), ".prototype"); ok {
				if r := unparen(e.ChildByFieldName("right")); r != nil && r.Kind() != "member_expression" {
					name, b = n, baseOf(r) // F.prototype = new B() or Object.create(B.prototype)
				}
			}
		case "call_expression":
			a := args(e)
			switch {
			case calleeName(x, e) == "inherits" && len(a) == 2:
				name, b = x.text(a[0]), x.compact(unparen(a[1]))
			case x.text(e.ChildByFieldName("function")) == "Object.setPrototypeOf" && len(a) == 2:
				if n, ok := strings.CutSuffix(x.text(a[0]), ".prototype"); ok {
					name, b = n, baseOf(a[1])
				}
			}
		}
		if _, seen := bases[name]; name != "" && !seen && b != "" && errorBaseRE.MatchString(tsutil.LastName(b)) {
			bases[name] = b
		}
	}
	if x.protos == nil {
		x.protos = map[uintptr]map[string]string{}
	}
	x.protos[scope.Id()] = bases
	return bases
}

// calleeName is the last name of a call's callee: f(…), o.f(…),
// (0, o.f)(…), o["f"](…); a runtime import's .default and ["default"]
// are the import's name.
func calleeName(x *file, call *sitter.Node) string {
	f := unparen(call.ChildByFieldName("function"))
	if f != nil && f.Kind() == "sequence_expression" {
		// (0, tslib_1.__extends): the last of the sequence
		if c := f.NamedChild(f.NamedChildCount() - 1); c != nil {
			f = c
		}
	}
	if f == nil {
		return ""
	}
	s := x.compact(f)
	s = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(s, `["default"]`), `['default']`), ".default")
	if i := strings.LastIndexAny(s, "."); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// es5ClassDef records the class whose constructor is the function
// declaration fn, with base and the parameter the base is bound to
// (es5Class), as classDef records a class.
func (x *file) es5ClassDef(fn *sitter.Node, base, param string, at tsutil.Path) {
	name := x.text(fn.ChildByFieldName("name"))
	body := fn.ChildByFieldName("body")
	if body == nil {
		return
	}
	bases := []string{base}
	x.classes = append(x.classes, extract.ClassDef{Name: name, Bases: bases, Line: tsutil.Line(fn)})
	d := extract.Def{Kind: "class", Name: name, Line: tsutil.Line(fn), Path: bases}
	d.Params = tsutil.Params(fn, x.src)
	d.Defaults = x.textDefaults(fn, at)
	fields := map[string]string{}
	joins := map[string]string{}
	var msg template.Template
	var superArgs []template.Template
	hasSuper := false
	// superCall reads v, a super call as the compiler writes it, perhaps
	// followed by || this.
	superCall := func(v *sitter.Node, sat tsutil.Path) {
		v = unparen(v)
		if v != nil && v.Kind() == "binary_expression" && x.text(v.ChildByFieldName("operator")) == "||" && x.text(v.ChildByFieldName("right")) == "this" {
			v = unparen(v.ChildByFieldName("left"))
		}
		if v != nil && v.Kind() == "binary_expression" && x.text(v.ChildByFieldName("operator")) == "&&" {
			v = unparen(v.ChildByFieldName("right")) // _super !== null && _super.apply(this, arguments)
		}
		if v == nil || v.Kind() != "call_expression" {
			return
		}
		a := args(v)
		f := v.ChildByFieldName("function")
		switch {
		case f != nil && f.Kind() == "member_expression" && len(a) > 0 && x.text(a[0]) == "this":
			o, p := x.text(f.ChildByFieldName("object")), x.text(f.ChildByFieldName("property"))
			if o != param && o != "_super" {
				return
			}
			switch p {
			case "call":
				superArgs, hasSuper = x.templatesOf(a[1:], sat), true
				if len(a) > 1 {
					if t, ok := x.paramFallback(a[1], &d, sat); ok {
						superArgs[0] = t
					}
				}
			case "apply":
				// _super.apply(this, arguments): the base is given what
				// the class is, as with no constructor
			}
		case calleeName(x, v) == "_callSuper" && len(a) >= 2 && x.text(a[0]) == "this" && x.text(a[1]) == name:
			// _callSuper(this, C, [args]); without the array, no arguments
			hasSuper = true
			superArgs = nil
			if len(a) == 3 && a[2].Kind() == "array" {
				var el []*sitter.Node
				for i := uint(0); i < a[2].NamedChildCount(); i++ {
					if c := a[2].NamedChild(i); c.Kind() != "comment" {
						el = append(el, c)
					}
				}
				superArgs = x.templatesOf(el, sat)
			}
		}
	}
	// tsc's default: if (message === void 0) { message = '…'; } at the
	// top of the body
	for i := uint(0); i < body.NamedChildCount(); i++ {
		st := body.NamedChild(i)
		if st.Kind() != "if_statement" || st.ChildByFieldName("alternative") != nil {
			continue
		}
		c := unparen(st.ChildByFieldName("condition"))
		if c == nil || c.Kind() != "binary_expression" || x.text(c.ChildByFieldName("operator")) != "===" || x.text(c.ChildByFieldName("right")) != "void 0" {
			continue
		}
		p := x.text(c.ChildByFieldName("left"))
		if v := x.assigns(st.ChildByFieldName("consequence"), p); v != nil && slices.Contains(d.Params, p) {
			if t, ok := x.pureText(v, pathDown(at, body, st)); ok {
				setDefault(&d, p, t)
			}
		}
	}
	x.statements(body, func(st *sitter.Node) {
		sat := pathDown(at, body, st)
		switch st.Kind() {
		case "variable_declaration", "lexical_declaration":
			for i := uint(0); i < st.NamedChildCount(); i++ {
				if dcl := st.NamedChild(i); dcl.Kind() == "variable_declarator" && x.text(dcl.ChildByFieldName("name")) == "_this" {
					if v := dcl.ChildByFieldName("value"); v != nil {
						superCall(v, sat)
					}
				}
			}
		case "return_statement":
			if v := firstNamed(st); v != nil {
				superCall(v, sat)
			}
		case "expression_statement":
			e := firstNamed(st)
			if e == nil {
				return
			}
			switch e.Kind() {
			case "assignment_expression":
				left, right := e.ChildByFieldName("left"), e.ChildByFieldName("right")
				l := x.text(left)
				switch {
				case right == nil:
				case l == "_this":
					superCall(right, sat)
				case l == "_this.message" || l == "this.message":
					msg = x.message(right, sat, 0)
					if t, ok := x.paramFallback(right, &d, sat); ok {
						msg = t
					}
				case (strings.HasPrefix(l, "_this.") || strings.HasPrefix(l, "this.")) && right.Kind() == "identifier":
					fields["this."+l[strings.Index(l, ".")+1:]] = x.text(right)
					fields[l] = x.text(right)
				}
			case "call_expression":
				if x.text(e.ChildByFieldName("function")) == "Object.defineProperty" {
					a := args(e)
					if len(a) == 3 && (x.text(a[0]) == "_this" || x.text(a[0]) == "this") && strings.Trim(x.text(a[1]), `'"`) == "message" && a[2].Kind() == "object" {
						if v := objectValue(a[2], "value", x); v != nil {
							msg = x.message(v, sat, 0)
						}
					}
				}
			}
		}
	})
	x.addClassDef(d, bases, msg, hasSuper, superArgs, fields, joins)
}

// prototypeOwner is X of a member expression X.prototype, else nil.
func (x *file) prototypeOwner(n *sitter.Node) *sitter.Node {
	if n == nil || n.Kind() != "member_expression" || x.text(n.ChildByFieldName("property")) != "prototype" {
		return nil
	}
	return n.ChildByFieldName("object")
}
