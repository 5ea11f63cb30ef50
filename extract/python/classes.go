package python

import (
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// What an exception prints. Python prints str(exc) after the class name,
// and str(exc) is decided by the class:
//
//   - a __str__ the class (or a base) defines: its return value, with the
//     self.X it reads bound to what __init__ assigned them from its
//     parameters, or else to a text the class body assigns X (message =
//     "…", the raised class's first along its bases);
//   - otherwise BaseException.__str__ over exc.args, which are the
//     constructor's arguments, or those an __init__ passes to the base
//     __init__ (super().__init__(msg), Base.__init__(self, msg)): no
//     argument prints "", one prints str(arg), several print the tuple,
//     repr of each ("('EOF in multi-line statement', (2, 0))");
//   - the built-in classes with a __str__ of their own: OSError and its
//     subclasses given (errno, strerror[, filename[, winerror[,
//     filename2]]]) print "[Errno e] strerror: 'filename'", SyntaxError
//     given (msg, (filename, lineno, offset, text)) prints "msg (filename,
//     line N)"; the Unicode errors' five-argument form and exception
//     groups are not modelled.
//
// A class that is neither built in nor defined in the file (nor, after the
// link pass, in the repository) is not known: its message is read from the
// arguments as before, the first one that is certainly a string.

// builtinExceptions are the built-in exception classes, for the names a
// raise may use unqualified.
var builtinExceptions = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`ArithmeticError AssertionError AttributeError BaseException
		BlockingIOError BrokenPipeError BufferError BytesWarning ChildProcessError ConnectionAbortedError
		ConnectionError ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EncodingWarning
		EnvironmentError Exception FileExistsError FileNotFoundError FloatingPointError FutureWarning
		GeneratorExit IOError ImportError ImportWarning IndentationError IndexError InterruptedError
		IsADirectoryError KeyError KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError
		NotADirectoryError NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError
		ProcessLookupError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning
		StopAsyncIteration StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError TimeoutError
		TypeError UnboundLocalError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError`) {
		m[n] = true
	}
	return m
}()

// osErrors are OSError and its aliases and subclasses.
var osErrors = func() map[string]bool {
	m := map[string]bool{"socket.error": true, "select.error": true, "os.error": true}
	for _, n := range strings.Fields(`BlockingIOError BrokenPipeError ChildProcessError ConnectionAbortedError
		ConnectionError ConnectionRefusedError ConnectionResetError EnvironmentError FileExistsError
		FileNotFoundError IOError InterruptedError IsADirectoryError NotADirectoryError OSError PermissionError
		ProcessLookupError TimeoutError`) {
		m[n] = true
	}
	return m
}()

// argForm is one argument as str() and as repr() print it.
type argForm struct{ str, repr template.Template }

func (a argForm) isNone() bool { return a.str.Holes() == 0 && a.str.Render() == "None" }

// classDef is what the file says about one exception class.
type classDef struct {
	bases []string
	init  *tsutil.Node            // __init__, or nil
	str   *tsutil.Node            // __str__ (or the method __str__ = names), or nil
	props map[string]*tsutil.Node // @property methods by name
	attrs map[string]*tsutil.Node // class attributes assigned a text in the body (message = "…"), by name
}

// noteClass records the __init__ and __str__ of an exception class.
func (x *file) noteClass(name string, bases []string, def *tsutil.Node) {
	cd := &classDef{bases: bases}
	body := x.field(def, "body")
	methods := map[string]*tsutil.Node{}
	strAlias := ""
	for i := uint(0); body != nil && i < x.namedChildCount(body); i++ {
		fn := x.namedChild(body, i)
		if x.kind(fn) == "decorated_definition" {
			if d := x.field(fn, "definition"); d != nil && x.kind(d) == "function_definition" && x.isProperty(fn) {
				if cd.props == nil {
					cd.props = map[string]*tsutil.Node{}
				}
				cd.props[x.text(x.field(d, "name"))] = d
				continue
			}
			fn = x.field(fn, "definition")
		}
		if fn == nil {
			continue
		}
		if x.kind(fn) == "expression_statement" && x.namedChildCount(fn) == 1 { // __str__ = __repr__
			if a := x.namedChild(fn, 0); x.kind(a) == "assignment" && x.text(x.field(a, "left")) == "__str__" {
				if r := x.field(a, "right"); r != nil && x.kind(r) == "identifier" {
					strAlias = x.text(r)
				}
			} else if x.kind(a) == "assignment" {
				x.noteClassAttr(cd, a)
			}
			continue
		}
		if x.kind(fn) == "function_definition" {
			methods[x.text(x.field(fn, "name"))] = fn
		}
	}
	cd.init, cd.str = methods["__init__"], methods["__str__"]
	if cd.str == nil && strAlias != "" {
		cd.str = methods[strAlias]
	}
	if x.classes == nil {
		x.classes = map[string]*classDef{}
	}
	if _, dup := x.classes[name]; dup {
		x.classes[name] = nil // two classes of one name: ambiguous
		return
	}
	x.classes[name] = cd
}

// exceptionName reports whether name reads as an exception class: a class
// of the file, a name spelled as an error's, or a built-in exception.
func (x *file) exceptionName(name string) bool {
	return x.classes[name] != nil || syntax.IsErrorName(name) || builtinExceptions[name]
}

// maxClassDepth bounds the walk up a class's bases.
const maxClassDepth = 8

// nextBase returns the base a class's lookup continues with: the first
// that is a class of the file or looks like an exception.
func (x *file) nextBase(cd *classDef) string {
	for _, b := range cd.bases {
		if x.exceptionName(b) {
			return b
		}
	}
	if len(cd.bases) > 0 {
		return cd.bases[0]
	}
	return ""
}

// nearest returns the nearest method (__init__ or __str__) along cls's
// bases within the file and the class defining it, and the built-in class
// the bases end at ("" when they leave the file for another class).
func (x *file) nearest(cls string) (init, str *tsutil.Node, initOwner, strOwner, root string) {
	c := cls
	for depth := 0; depth < maxClassDepth && c != ""; depth++ {
		cd, local := x.classes[c]
		if !local {
			if builtinExceptions[c] || osErrors[c] {
				root = c
			}
			return
		}
		if cd == nil {
			return
		}
		if init == nil && cd.init != nil {
			init, initOwner = cd.init, c
		}
		if str == nil && cd.str != nil {
			str, strOwner = cd.str, c
		}
		c = x.nextBase(cd)
	}
	return
}

// printed returns the texts an exception of class cls constructed with
// the arguments pos and kws prints (see the comment at the top of the
// file), with a note naming the method that builds them; ok is false when
// the class is not known or does something not modelled.
func (x *file) printed(cls string, pos []argForm, kws map[string]argForm, depth int) ([]template.Template, string, bool) {
	if depth > maxClassDepth {
		return nil, "", false
	}
	if _, local := x.classes[cls]; !local {
		if (builtinExceptions[cls] || osErrors[cls]) && len(kws) == 0 {
			return baseForms(cls, pos)
		}
		return nil, "", false
	}
	init, str, initOwner, strOwner, root := x.nearest(cls)
	if u := x.unicodeAncestor(cls, 0); u != "" && str == nil && init != nil && !x.initsReach(cls, u, 0) {
		return []template.Template{{}}, u + ".__str__ prints nothing: its __init__ did not run", true
	}
	var bound map[string]argForm
	if init != nil {
		params, _ := x.params(init)
		bound = bindForms(params, x.defaults(init), pos, kws)
		x.markEmptySplats(init, len(pos), kws, bound)
	} else if len(kws) > 0 {
		return nil, "", false
	}
	if str != nil {
		attrs := x.strAttrs(cls, init, initOwner, bound, pos, depth)
		x.baseStrAttrs(str, strOwner, attrs)
		x.classNameAttrs(cls, attrs)
		x.inStr++
		defer func() { x.inStr-- }()
		var out []template.Template
		if vs, ok := x.joinedStr(str, attrs); ok {
			// A hole given for a part stands for a value, not None.
			for _, v := range vs {
				if !slices.Contains(slices.Collect(maps.Values(v.none)), true) {
					out = appendUnique(out, v.msg)
				}
			}
			if len(out) == 0 || len(out) > maxVariants {
				return nil, "", false
			}
			return out, "message built by " + strOwner + ".__str__ at line " + strconv.Itoa(str.Line()), true
		}
		out, fallback := strTexts(x.propertyTexts(str, attrs, 0), attrs, pos, kws)
		if len(out) == 0 || len(out) > maxVariants {
			return nil, "", false
		}
		if fallback {
			return out, "", true // str() of the argument: nothing built to point at
		}
		return out, "message built by " + strOwner + ".__str__ at line " + strconv.Itoa(str.Line()), true
	}
	if init == nil {
		if root == "" {
			return nil, "", false
		}
		msgs, _, ok := baseForms(root, pos)
		return msgs, "", ok
	}
	super, target := x.superCall(init, initOwner)
	if args := x.selfArgs(init); args != nil && (super == nil || !osErrors[root]) {
		// self.args = (…): BaseException.__str__ prints those (an OSError
		// whose own __init__ did not run has no errno to print).
		var forms []argForm
		for _, a := range args {
			f := x.argForms(a, a)
			forms = append(forms, argForm{fill(f.str, bound), fill(f.repr, bound)})
		}
		msgs, _, ok := baseForms("Exception", forms)
		return msgs, "args set by " + initOwner + ".__init__ at line " + strconv.Itoa(init.Line()), ok
	}
	if super == nil {
		if root == "" {
			return nil, "", false
		}
		if osErrors[root] {
			// An OSError subclass whose __init__ does not call OSError's
			// has neither errno nor args: it prints "".
			return []template.Template{{}}, "", true
		}
		msgs, _, ok := baseForms(root, pos) // args stay the constructor's
		return msgs, "", ok
	}
	x.classAttrsFor(cls, init, bound)
	x.orAttrsFor(cls, init, bound)
	combos, superKws, ok := x.superArgs(super, bound)
	if !ok {
		return nil, "", false
	}
	var out []template.Template
	note := ""
	for _, c := range combos {
		msgs, n, ok := x.printed(target, c, superKws, depth+1)
		if !ok {
			msgs, ok = x.importedBaseText(target, c, superKws)
		}
		if !ok {
			return nil, "", false
		}
		out = appendUnique(out, msgs...)
		note = n
	}
	if len(out) > maxVariants {
		return nil, "", false
	}
	if note == "" {
		note = "message built by " + initOwner + ".__init__ at line " + strconv.Itoa(init.Line())
	}
	return out, note, true
}

// importedBaseText is what an __init__ that hands one text to an
// imported base's __init__ prints:
//
//	from .common import JWException
//	class InvalidJWSObject(JWException):
//	    def __init__(self, message=None):
//	        msg = 'Invalid JWS Object'
//	        if message:
//	            msg += ' [%s]' % message
//	        super().__init__(msg)
//
// The text it built, as a raise of an imported class prints its one
// text argument (the file cannot see the base; its __str__ is taken to
// be Exception's, as for any class it does not define). ok is false for
// a local or built-in base, several arguments, or keywords.
func (x *file) importedBaseText(base string, pos []argForm, kws map[string]argForm) ([]template.Template, bool) {
	if _, local := x.classes[base]; local || builtinExceptions[base] || len(pos) != 1 || len(kws) != 0 {
		return nil, false
	}
	if _, _, ok := x.imported(base); !ok {
		return nil, false
	}
	return []template.Template{pos[0].str}, true
}

// unicodeErrors are the built-in classes whose __str__ prints the fields
// their own __init__ sets from five arguments, and "" when it did not run.
var unicodeErrors = map[string]bool{"UnicodeDecodeError": true, "UnicodeEncodeError": true, "UnicodeTranslateError": true}

// unicodeAncestor returns the built-in Unicode error class among the
// bases of cls, followed through the file's classes, or "". A class that
// mixes one in (class DecodeError(LibError, UnicodeDecodeError)) prints
// what its __str__ prints, when no class before it defines __str__, and
// that is "" unless the Unicode error's __init__ ran (pyasn1's
// PyAsn1UnicodeDecodeError, whose __init__ calls UnicodeError.__init__
// and its own base's).
func (x *file) unicodeAncestor(cls string, depth int) string {
	if unicodeErrors[cls] {
		return cls
	}
	cd := x.classes[cls]
	if cd == nil || depth > maxClassDepth {
		return ""
	}
	for _, b := range cd.bases {
		if u := x.unicodeAncestor(b, depth+1); u != "" {
			return u
		}
	}
	return ""
}

// initsReach reports whether an __init__ of cls or of a class among its
// bases in the file may run the __init__ of the built-in class u: it
// calls u.__init__, or super().__init__, whose target the method
// resolution order decides.
func (x *file) initsReach(cls, u string, depth int) bool {
	cd := x.classes[cls]
	if cd == nil || depth > maxClassDepth {
		return false
	}
	if cd.init != nil {
		reach := false
		x.walkKind(x.field(cd.init, "body"), "call", func(c *tsutil.Node) {
			f := x.text(x.field(c, "function"))
			reach = reach || f == u+".__init__" || strings.HasPrefix(f, "super(")
		})
		if reach {
			return true
		}
	}
	for _, b := range cd.bases {
		if x.initsReach(b, u, depth+1) {
			return true
		}
	}
	return false
}

// strTexts returns the texts of a __str__ that returned ts, with attrs
// its self.X: those that are not only holes of expressions the arguments
// pos and kws do not give (a return of a call not followed,
// "\n".join(self.lines())), which match anything and would hide the
// others. When none is left, the text is str() of the first argument
// BaseException got, when that is known and is text or an argument as
// given (a raise's own text is not replaced by an all-hole one), no
// __init__ assigned self.args itself and no text reads self.args in a way
// not followed; else ts as they are. fallback says which.
func strTexts(ts []template.Template, attrs map[string]argForm, pos []argForm, kws map[string]argForm) (out []template.Template, fallback bool) {
	readsArgs := false
	for _, t := range ts {
		for _, p := range t.Parts {
			readsArgs = readsArgs || p.Hole && strings.Contains(p.Expr, "self.args")
		}
	}
	given := map[string]bool{}
	for _, a := range append(slices.Collect(maps.Values(kws)), pos...) {
		for _, p := range append(append([]template.Part(nil), a.str.Parts...), a.repr.Parts...) {
			if p.Hole {
				given[p.Expr] = true
			}
		}
	}
	unresolved := func(t template.Template) bool {
		if t.LiteralLen() > 0 {
			return false
		}
		for _, p := range t.Parts {
			if p.Hole && !given[p.Expr] {
				return true
			}
		}
		return false
	}
	for _, t := range ts {
		if !unresolved(t) {
			out = append(out, t)
		}
	}
	if len(out) > 0 {
		return out, false
	}
	if _, assigned := attrs[argsAssigned]; assigned || readsArgs {
		return ts, false
	}
	if a, ok := attrs["self.args[0]"]; ok && !unresolved(a.str) {
		return []template.Template{a.str}, true
	}
	return ts, false
}

// superArgs returns the arguments an __init__ passes to its base's, with
// the parameters bound: one list per combination of the variants of its
// string arguments.
func (x *file) superArgs(super *tsutil.Node, bound map[string]argForm) ([][]argForm, map[string]argForm, bool) {
	pos, kws, ok := x.arguments(super)
	if !ok {
		return nil, nil, false
	}
	if len(pos) > 0 && x.text(pos[0]) == "self" && !strings.HasPrefix(x.text(x.field(super, "function")), "super(") {
		pos = pos[1:] // Base.__init__(self, msg)
	}
	pos = x.dropEmptySplats(pos, bound)
	combos, ok := x.argCombos(pos, super, bound)
	if !ok {
		return nil, nil, false
	}
	kw := map[string]argForm{}
	for k, v := range kws {
		if k == "" {
			return nil, nil, false
		}
		f := x.argForms(v, super)
		kw[k] = argForm{fill(f.str, bound), fill(f.repr, bound)}
	}
	return combos, kw, true
}

// argCombos returns the forms of the arguments args, with bound's
// parameters filled in: one list per combination of the variants of the
// string arguments, at most maxVariants; ok is false past that or when an
// argument is splatted.
func (x *file) argCombos(args []*tsutil.Node, at *tsutil.Node, bound map[string]argForm) ([][]argForm, bool) {
	return x.argCombosN(args, at, bound, maxVariants)
}

// argCombosN is argCombos with at most limit combinations.
func (x *file) argCombosN(args []*tsutil.Node, at *tsutil.Node, bound map[string]argForm, limit int) ([][]argForm, bool) {
	combos := [][]argForm{nil}
	for _, a := range args {
		if x.isSplat(a) {
			return nil, false
		}
		a = x.orOperand(a, bound)
		var forms []argForm
		bound := bound
		restore := x.noneArg
		if x.kind(a) == "identifier" {
			if chains, ok, _ := x.reaching(x.text(a), at); !ok || len(chains) > 1 {
				kept, known := []chain(nil), false
				if ok {
					kept, known = x.boundNoneChains(x.text(a), at, chains, bound)
				}
				if known {
					x.noneArg = &noneArg{name: x.text(a), at: at, none: bound[x.text(a)].isNone()}
				}
				if !known || len(kept) > 1 {
					bound = withoutSelf(bound)
				}
			}
		}
		if t, ok := x.attrFormat(a, bound); ok {
			forms = []argForm{{t, reprOf(t, x.compact(a))}}
		} else if x.stringish(a, at, 0) {
			for _, t := range x.messages(a, at, 0) {
				t = fill(t, bound)
				forms = append(forms, argForm{t, reprOf(t, x.compact(a))})
			}
		} else {
			f := x.argForms(a, at)
			forms = []argForm{{fill(f.str, bound), fill(f.repr, bound)}}
		}
		x.noneArg = restore
		var next [][]argForm
		for _, c := range combos {
			for _, f := range forms {
				next = append(next, append(append([]argForm(nil), c...), f))
			}
		}
		if len(next) > limit {
			return nil, false
		}
		combos = next
	}
	return combos, true
}

// strAttrs returns what a __str__ of class cls reads from self: the
// attributes the __init__ init (of class initOwner, with its parameters
// bound; nil when the class has none, and pos are then the arguments
// BaseException keeps) assigns, self.args[i], and the properties along
// the bases.
func (x *file) strAttrs(cls string, init *tsutil.Node, initOwner string, bound map[string]argForm, pos []argForm, depth int) map[string]argForm {
	attrs := map[string]argForm{}
	if init != nil {
		attrs = x.attrsOf(init, initOwner, bound, depth)
	} else if _, _, _, _, root := x.nearest(cls); root != "" {
		argsAttrs(attrs, pos)
	}
	x.propAttrs(cls, attrs)
	x.classAttrs(cls, attrs)
	// An attribute __init__ set from a class attribute (self._msg =
	// self.default_message, or msg or self.default_message with msg left
	// out) holds that attribute's text, the raised class's first.
	for k, v := range attrs {
		if readsAttr(v.str, attrs) {
			attrs[k] = argForm{fill(v.str, attrs), fill(v.repr, attrs)}
		}
	}
	return attrs
}

// readsAttr reports whether t is one hole naming another of attrs's
// self.X.
func readsAttr(t template.Template, attrs map[string]argForm) bool {
	if len(t.Parts) != 1 || !t.Parts[0].Hole || !strings.HasPrefix(t.Parts[0].Expr, "self.") {
		return false
	}
	_, ok := attrs[t.Parts[0].Expr]
	return ok
}

// attrsOf returns the self.X an __init__ (and the base __init__ it calls)
// assigns, as templates with the parameters bound, and self.args[i] when
// the arguments that reach BaseException are known.
func (x *file) attrsOf(init *tsutil.Node, owner string, bound map[string]argForm, depth int) map[string]argForm {
	attrs := map[string]argForm{}
	if super, target := x.superCall(init, owner); super != nil && depth < maxClassDepth {
		tinit, _, towner, _, root := x.nearest(target)
		if combos, kws, ok := x.superArgs(super, bound); ok && len(combos) == 1 {
			switch {
			case tinit != nil:
				params, _ := x.params(tinit)
				attrs = x.attrsOf(tinit, towner, bindForms(params, x.defaults(tinit), combos[0], kws), depth+1)
			case root != "" && len(kws) == 0:
				argsAttrs(attrs, combos[0])
			}
		}
	}
	if args := x.selfArgs(init); args != nil {
		var forms []argForm
		for _, a := range args {
			f := x.argForms(a, a)
			forms = append(forms, argForm{fill(f.str, bound), fill(f.repr, bound)})
		}
		argsAttrs(attrs, forms)
		attrs[argsAssigned] = argForm{}
	}
	guarded := x.noneGuarded(init)
	for k, f := range x.selfAttrs(init) {
		if p, ok := guarded[k]; ok && bound != nil {
			if a, given := bound[p]; !given || a.isNone() {
				continue // not assigned: the class attribute, if any, is read
			}
		}
		attrs[k] = argForm{fill(f.str, bound), fill(f.repr, bound)}
	}
	if bound != nil {
		// a choice between the argument and a class attribute (self._msg
		// = msg or self.default_message): the operand it picks
		for k, op := range x.choiceAttrs(init, bound) {
			if x.text(op) == k {
				// self.message = message or self.message: the class
				// attribute, which strAttrs reads from the raised class
				delete(attrs, k)
				continue
			}
			f := x.argForms(op, x.stmtOf(op))
			attrs[k] = argForm{fill(f.str, bound), fill(f.repr, bound)}
		}
	}
	x.keywordAttrs(init, bound, attrs)
	return attrs
}

// noneGuarded returns the attributes an __init__ assigns a parameter only
// when it is given (if description is not None: self.description =
// description; if p: self.x = p), by the parameter: left None, the
// instance reads the class attribute, its subclass's first.
func (x *file) noneGuarded(init *tsutil.Node) map[string]string {
	var out map[string]string
	x.walkKind(x.field(init, "body"), "if_statement", func(st *tsutil.Node) {
		if x.field(st, "alternative") != nil {
			return
		}
		cond := x.field(st, "condition")
		p := x.text(cond)
		if x.kind(cond) == "comparison_operator" {
			p = strings.TrimSuffix(p, " is not None")
		}
		if !isIdentPath(p) {
			return
		}
		x.walkKind(x.field(st, "consequence"), "assignment", func(a *tsutil.Node) {
			left, right := x.field(a, "left"), x.field(a, "right")
			if left != nil && right != nil && x.kind(left) == "attribute" && x.text(x.field(left, "object")) == "self" && x.text(right) == p {
				if out == nil {
					out = map[string]string{}
				}
				out[x.text(left)] = p
			}
		})
	})
	return out
}

// keywordAttrs adds to attrs the keyword arguments an __init__ init
// takes in its **NAME and sets on the instance, self.KEY for each KEY
// bound has that no parameter names: setattr(self, k, v) in a loop over
// NAME or NAME.items(), self.__dict__.update(NAME) or self.__dict__ =
// NAME. An attribute init assigns itself keeps that value.
func (x *file) keywordAttrs(init *tsutil.Node, bound map[string]argForm, attrs map[string]argForm) {
	kw := ""
	ps := x.field(init, "parameters")
	for i := uint(0); ps != nil && i < x.namedChildCount(ps); i++ {
		if p := x.namedChild(ps, i); x.kind(p) == "dictionary_splat_pattern" {
			kw = splatName(x, p)
		}
	}
	if kw == "" || !x.setsKeywords(x.field(init, "body"), kw) {
		return
	}
	named := map[string]bool{}
	for _, p := range x.paramList(init) {
		named[p.name] = true
	}
	for k, v := range bound {
		// bound also holds class attributes (self.X) and their marks
		if _, ok := attrs["self."+k]; ok || named[k] || strings.ContainsAny(k, ".\x00") {
			continue
		}
		attrs["self."+k] = v
	}
}

// setsKeywords reports whether body sets the mapping kw's entries on self:
// setattr(self, …) inside a for over kw or kw.items(),
// self.__dict__.update(kw) or self.__dict__ = kw.
func (x *file) setsKeywords(body *tsutil.Node, kw string) bool {
	found := false
	x.walkKind(body, "for_statement", func(f *tsutil.Node) {
		r := strings.ReplaceAll(x.text(x.field(f, "right")), " ", "")
		if r != kw && r != kw+".items()" && !strings.HasSuffix(r, "("+kw+")") {
			return
		}
		x.walkKind(x.field(f, "body"), "call", func(c *tsutil.Node) {
			if x.text(x.field(c, "function")) == "setattr" && strings.HasPrefix(x.text(x.field(c, "arguments")), "(self,") {
				found = true
			}
		})
	})
	x.walkKind(body, "call", func(c *tsutil.Node) {
		if x.text(x.field(c, "function")) == "self.__dict__.update" && strings.ReplaceAll(x.text(x.field(c, "arguments")), " ", "") == "("+kw+")" {
			found = true
		}
	})
	x.walkKind(body, "assignment", func(a *tsutil.Node) {
		if x.text(x.field(a, "left")) == "self.__dict__" && x.text(x.field(a, "right")) == kw {
			found = true
		}
	})
	return found
}

// bindForms binds positional and keyword arguments to params, defaults
// for those left out; an argument with no named parameter to go to
// (*args) binds nothing.
func bindForms(params []string, defaults map[string]argForm, pos []argForm, kws map[string]argForm) map[string]argForm {
	out := map[string]argForm{}
	for k, v := range defaults {
		out[k] = v
	}
	for i, a := range pos {
		if i < len(params) && params[i] != "" {
			out[params[i]] = a
		}
	}
	for k, v := range kws {
		out[k] = v
	}
	return out
}

// superCall returns the base __init__ call in the __init__ of class
// owner, super().__init__(…) or Base.__init__(self, …), and the class whose
// __init__ it calls.
func (x *file) superCall(init *tsutil.Node, owner string) (*tsutil.Node, string) {
	var super *tsutil.Node
	x.walkKind(x.field(init, "body"), "call", func(c *tsutil.Node) {
		if super == nil && strings.HasSuffix(x.text(x.field(c, "function")), ".__init__") {
			super = c
		}
	})
	if super == nil {
		return nil, ""
	}
	fn := x.text(x.field(super, "function"))
	target := strings.TrimSuffix(fn, ".__init__")
	if strings.HasPrefix(target, "super(") {
		// super(C, self) starts after C, which may be a base of owner
		// (a class skipping its base's __init__ for the one above it).
		from := owner
		if c, _, ok := strings.Cut(strings.TrimPrefix(target, "super("), ","); ok && x.classes[strings.TrimSpace(c)] != nil && x.isBase(owner, strings.TrimSpace(c)) {
			from = strings.TrimSpace(c)
		}
		target = ""
		if cd := x.classes[from]; cd != nil {
			target = x.nextBase(cd)
		}
	}
	return super, target
}

// isBase reports whether class base is cls or one of its bases along
// the file's classes (eachClass).
func (x *file) isBase(cls, base string) bool {
	found := cls == base
	x.eachClass(cls, func(cd *classDef) { found = found || slices.Contains(cd.bases, base) })
	return found
}

// selfArgs returns the elements of the tuple an __init__ assigns to
// self.args, or nil.
func (x *file) selfArgs(init *tsutil.Node) []*tsutil.Node {
	var out []*tsutil.Node
	x.walkKind(x.field(init, "body"), "assignment", func(a *tsutil.Node) {
		left, right := x.field(a, "left"), x.field(a, "right")
		if left == nil || right == nil || x.text(left) != "self.args" || x.kind(right) != "tuple" {
			return
		}
		out = out[:0]
		for i := uint(0); i < x.namedChildCount(right); i++ {
			if c := x.namedChild(right, i); x.kind(c) != "comment" {
				out = append(out, c)
			}
		}
		if out == nil {
			out = []*tsutil.Node{}
		}
	})
	return out
}

// selfAttrs returns the attributes __init__ assigns exactly once, self.X =
// expr, as templates over its parameters.
func (x *file) selfAttrs(init *tsutil.Node) map[string]argForm {
	attrs := map[string]argForm{}
	count := map[string]int{}
	x.walkKind(x.field(init, "body"), "assignment", func(a *tsutil.Node) {
		left, right := x.field(a, "left"), x.field(a, "right")
		if left == nil || right == nil || x.kind(left) != "attribute" {
			return
		}
		if obj := x.field(left, "object"); obj == nil || x.text(obj) != "self" {
			return
		}
		k := x.text(left)
		count[k]++
		attrs[k] = x.argForms(right, x.stmtOf(right))
	})
	for k, n := range count {
		if n > 1 {
			delete(attrs, k)
		}
	}
	return attrs
}

// defaults returns the default values of fn's parameters.
func (x *file) defaults(fn *tsutil.Node) map[string]argForm {
	out := map[string]argForm{}
	x.eachDefault(fn, func(name, v *tsutil.Node) bool {
		out[x.text(name)] = x.argForms(v, v)
		return true
	})
	return out
}

// eachDefault calls f with the name and default value of each of fn's
// parameters that has a default, in order, while f returns true.
func (x *file) eachDefault(fn *tsutil.Node, f func(name, value *tsutil.Node) bool) {
	ps := x.field(fn, "parameters")
	for i := uint(0); ps != nil && i < x.namedChildCount(ps); i++ {
		p := x.namedChild(ps, i)
		if x.kind(p) != "default_parameter" && x.kind(p) != "typed_default_parameter" {
			continue
		}
		if n, v := x.field(p, "name"), x.field(p, "value"); n != nil && v != nil && !f(n, v) {
			return
		}
	}
}

// baseRule is baseForms for a built-in class raised with the
// expressions args: one string argument gives each of its variants, and
// SyntaxError's (msg, (filename, lineno, offset, text)) is read from the
// tuple literal.
func (x *file) baseRule(root string, args []*tsutil.Node, at *tsutil.Node) ([]template.Template, bool) {
	switch {
	case len(args) == 1:
		return x.messages(args[0], at, 0), true
	case root == "SyntaxError" || root == "IndentationError" || root == "TabError":
		if len(args) != 2 {
			return nil, false
		}
		info := args[1]
		if x.kind(info) != "tuple" || x.namedChildCount(info) < 2 {
			return nil, false
		}
		var where []template.Template
		if f := x.namedChild(info, 0); x.text(f) != "None" {
			name := x.message(f, at, 0)
			if name.Holes() == 0 {
				name = template.Lit(path.Base(name.Render()))
			}
			where = append(where, name)
		}
		if l := x.namedChild(info, 1); x.text(l) != "None" {
			where = append(where, template.Concat(template.Lit("line "), x.message(l, at, 0)))
		}
		t := x.message(args[0], at, 0)
		if len(where) == 2 {
			t = template.Concat(t, template.Lit(" ("), where[0], template.Lit(", "), where[1], template.Lit(")"))
		} else if len(where) == 1 {
			t = template.Concat(t, template.Lit(" ("), where[0], template.Lit(")"))
		}
		return []template.Template{t}, true
	}
	forms := make([]argForm, len(args))
	for i, a := range args {
		forms[i] = x.argForms(a, at)
	}
	msgs, _, ok := baseForms(root, forms)
	return msgs, ok
}

// baseForms is BaseException.__str__ over args, or the __str__ of the
// built-in class root (see the comment at the top of the file).
func baseForms(root string, args []argForm) ([]template.Template, string, bool) {
	one := func(t template.Template) ([]template.Template, string, bool) { return []template.Template{t}, "", true }
	switch {
	case len(args) == 0:
		return one(template.Template{})
	case len(args) == 1:
		return one(args[0].str)
	case osErrors[root] && len(args) <= 5 && args[0].str.LiteralLen()+args[1].str.LiteralLen() == 0:
		// errno and strerror both unknown (an OSError rebuilt from another
		// one's): the text would be only the "[Errno …] …" frame every OS
		// error prints, and would claim all of them from the message
		// alone. Not modelled; the arguments are read as for an unknown
		// class.
		return nil, "", false
	case osErrors[root] && len(args) <= 5:
		t := template.Concat(template.Lit("[Errno "), args[0].str, template.Lit("] "), args[1].str)
		// BlockingIOError's third argument is characters_written.
		if len(args) >= 3 && !args[2].isNone() && root != "BlockingIOError" {
			t = template.Concat(t, template.Lit(": "), args[2].repr)
			if len(args) == 5 && !args[4].isNone() {
				t = template.Concat(t, template.Lit(" -> "), args[4].repr)
			}
		}
		return one(t)
	case root == "SyntaxError" || root == "IndentationError" || root == "TabError",
		strings.HasPrefix(root, "Unicode") && len(args) == 5, root == "ExceptionGroup" || root == "BaseExceptionGroup":
		return nil, "", false
	}
	parts := []template.Template{template.Lit("(")}
	for i, a := range args {
		if i > 0 {
			parts = append(parts, template.Lit(", "))
		}
		parts = append(parts, a.repr)
	}
	return one(template.Concat(append(parts, template.Lit(")"))...))
}

// tupleRepr is the repr of a tuple (or list) of the expressions elems.
func (x *file) tupleRepr(elems []*tsutil.Node, at *tsutil.Node, open, close string) template.Template {
	parts := []template.Template{template.Lit(open)}
	for i, e := range elems {
		if i > 0 {
			parts = append(parts, template.Lit(", "))
		}
		parts = append(parts, x.argForms(e, at).repr)
	}
	if len(elems) == 1 && open == "(" {
		parts = append(parts, template.Lit(","))
	}
	return template.Concat(append(parts, template.Lit(close))...)
}

// argForms returns how str() and repr() print the value of n.
func (x *file) argForms(n, at *tsutil.Node) argForm {
	s := x.message(n, at, 0)
	switch x.kind(n) {
	case "integer", "true", "false", "none", "float":
		return argForm{s, s}
	case "tuple", "list":
		var elems []*tsutil.Node
		for i := uint(0); i < x.namedChildCount(n); i++ {
			if c := x.namedChild(n, i); x.kind(c) != "comment" {
				elems = append(elems, c)
			}
		}
		open, close := "(", ")"
		if x.kind(n) == "list" {
			open, close = "[", "]"
		}
		r := x.tupleRepr(elems, at, open, close)
		return argForm{r, r}
	case "parenthesized_expression":
		if x.namedChildCount(n) == 1 {
			return x.argForms(x.namedChild(n, 0), at)
		}
	}
	if x.stringish(n, at, 0) {
		return argForm{s, reprOf(s, x.compact(n))}
	}
	return argForm{s, template.Hole(x.compact(n), "r", "")}
}

// reprOf is repr() of the string expr that prints t: stringRepr, except
// that a text with no literal part (a lone hole) stays a hole, {x!r},
// rather than gaining quotes a value may not print as written.
func reprOf(t template.Template, expr string) template.Template {
	if t.LiteralLen() > 0 {
		return stringRepr(t)
	}
	if len(t.Parts) == 1 && t.Parts[0].Hole && t.Parts[0].Conv == "" && t.Parts[0].Spec == "" {
		expr = t.Parts[0].Expr
	}
	return template.Hole(expr, "r", "")
}

// stringRepr is repr() of a string printing t: quoted as Python quotes
// (single quotes unless the text has one and no double quote), escapes
// in the literal text.
func stringRepr(t template.Template) template.Template {
	lits := ""
	for _, p := range t.Parts {
		if !p.Hole {
			lits += p.Lit
		}
	}
	q := "'"
	if strings.Contains(lits, "'") && !strings.Contains(lits, `"`) {
		q = `"`
	}
	parts := []template.Template{template.Lit(q)}
	for _, p := range t.Parts {
		if p.Hole {
			parts = append(parts, template.Template{Parts: []template.Part{p}})
			continue
		}
		parts = append(parts, template.Lit(reprEscape(p.Lit, q)))
	}
	return template.Concat(append(parts, template.Lit(q))...)
}

func reprEscape(s, q string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case string(r) == q:
			b.WriteString(`\` + q)
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\x` + strconv.FormatInt(int64(r)+0x100, 16)[1:])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// callForms returns the forms of a call's arguments, positional and by
// keyword; ok is false when the call has no argument list or a splat
// hides them.
func (x *file) callForms(call *tsutil.Node) ([]argForm, map[string]argForm, bool) {
	pos, kws, ok := x.arguments(call)
	if !ok {
		return nil, nil, false
	}
	var out []argForm
	for _, a := range pos {
		if x.isSplat(a) {
			return nil, nil, false
		}
		out = append(out, x.argForms(a, call))
	}
	kw := map[string]argForm{}
	for k, v := range kws {
		if k == "" {
			return nil, nil, false
		}
		kw[k] = x.argForms(v, call)
	}
	return out, kw, true
}

// bind returns the forms of the arguments call passes to params (and the
// defaults of those it leaves out); ok is false when a splat hides them.
func (x *file) bind(params []string, defaults map[string]argForm, call *tsutil.Node) (map[string]argForm, bool) {
	pos, kws, ok := x.callForms(call)
	if !ok {
		return nil, false
	}
	return dropNone(bindForms(params, defaults, pos, kws)), true
}

// dropNone removes the None arguments from b: None is what a helper tests
// for and replaces.
func dropNone(b map[string]argForm) map[string]argForm {
	for k, v := range b {
		if v.isNone() {
			delete(b, k)
		}
	}
	return b
}

// bindVariants returns the forms of the arguments call passes to params
// (and the defaults of those it leaves out), one binding per combination
// of the variants of its string arguments (see argCombos, here up to
// maxListVariants); ok is false when a splat hides them.
func (x *file) bindVariants(params []string, defaults map[string]argForm, call *tsutil.Node) ([]map[string]argForm, bool) {
	pos, _, ok := x.arguments(call)
	if !ok {
		return nil, false
	}
	_, kws, ok := x.callForms(call)
	if !ok {
		return nil, false
	}
	combos, ok := x.argCombosN(pos, call, nil, maxListVariants)
	if !ok {
		return nil, false
	}
	var out []map[string]argForm
	for _, c := range combos {
		out = append(out, dropNone(bindForms(params, defaults, c, kws)))
	}
	return out, true
}

// fill substitutes the bound arguments for the holes of t that name a
// parameter: str's form for {p}, repr's for {p!r}; a hole with a format
// spec keeps it on the argument's own hole.
func fill(t template.Template, bound map[string]argForm) template.Template {
	var parts []template.Template
	for _, p := range t.Parts {
		a, ok := bound[p.Expr]
		if p.Hole && !ok && p.Conv == "" && p.Spec == "" {
			if f, ok := formatBound(p.Expr, bound); ok {
				parts = append(parts, f)
				continue
			}
		}
		if d, inner := dedented(p); p.Hole && d && bound != nil {
			if a, ok := bound[inner]; ok {
				parts = append(parts, dedentValue(a.str))
				continue
			}
		}
		switch {
		case !ok || !p.Hole:
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		case p.Conv == "" && p.Spec == "", p.Conv == "s" && p.Spec == "":
			parts = append(parts, a.str)
		case p.Conv == "r" && p.Spec == "":
			parts = append(parts, a.repr)
		case len(a.str.Parts) == 1 && a.str.Parts[0].Hole && a.str.Parts[0].Conv == "" && a.str.Parts[0].Spec == "":
			parts = append(parts, template.Hole(a.str.Parts[0].Expr, p.Conv, p.Spec))
		case p.Conv == "" && p.Spec == "d" && a.str.Holes() == 0 && decimalRE.MatchString(a.str.Render()):
			parts = append(parts, a.str)
		default:
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
	}
	return template.Concat(parts...)
}

// dedentCalls are the calls that remove the common margin of a text's
// lines, as a hole's expression writes them.
var dedentCalls = []string{"textwrap.dedent(", "dedent("}

// dedented reports whether hole p prints textwrap.dedent(E) of an
// expression E, and returns E.
func dedented(p template.Part) (bool, string) {
	if p.Conv != "" || p.Spec != "" || !strings.HasSuffix(p.Expr, ")") {
		return false, ""
	}
	for _, c := range dedentCalls {
		if e, ok := strings.CutPrefix(p.Expr, c); ok {
			return true, strings.TrimSuffix(e, ")")
		}
	}
	return false, ""
}

// dedentValue is textwrap.dedent of the value t: its text dedented, or,
// for a lone hole, a hole that still says so ({textwrap.dedent(note)}), so
// that a later fill of that parameter dedents what it is given (a
// __str__ that dedents the note its constructor got).
func dedentValue(t template.Template) template.Template {
	if len(t.Parts) == 1 && t.Parts[0].Hole && t.Parts[0].Conv == "" && t.Parts[0].Spec == "" {
		return template.Hole("textwrap.dedent("+t.Parts[0].Expr+")", "", "")
	}
	return dedentTemplate(t)
}

// raiseMessages returns the texts raising cls with call prints, and a note
// saying where the text is built when the class builds it; ok is false
// when the class is not known (see the comment at the top of the file).
func (x *file) raiseMessages(cls string, call, at *tsutil.Node) ([]template.Template, string, bool) {
	pos, kws, ok := x.arguments(call)
	if !ok {
		return nil, "", false
	}
	for _, a := range pos {
		if x.isSplat(a) {
			return nil, "", false
		}
	}
	if _, local := x.classes[cls]; !local {
		if unicodeErrors[cls] && len(kws) == 0 {
			// all the fields given: the sentence (unicodeerr.go)
			forms := make([]argForm, len(pos))
			for i, a := range pos {
				forms[i] = x.argForms(a, at)
			}
			msgs, ok := unicodeForms(cls, forms)
			return msgs, "", ok
		}
		if !builtinExceptions[cls] && !osErrors[cls] || len(kws) > 0 {
			return nil, "", false // keywords: not the base rule's
		}
		msgs, ok := x.baseRule(cls, pos, at)
		return msgs, "", ok
	}
	kw := map[string]argForm{}
	for k, v := range kws {
		kw[k] = x.argForms(v, at)
	}
	combos, ok := x.argCombos(pos, at, nil)
	if !ok {
		return nil, "", false
	}
	var out []template.Template
	note := ""
	for _, c := range combos {
		msgs, n, ok := x.printed(cls, c, kw, 0)
		if !ok {
			return nil, "", false
		}
		out, note = appendUnique(out, msgs...), n
	}
	if x.textOnly[cls] && !anyText(out) {
		return nil, "", false // read as an unknown class's arguments
	}
	return out, note, len(out) > 0
}

// anyText reports whether one of ts has literal text.
func anyText(ts []template.Template) bool {
	for _, t := range ts {
		if t.LiteralLen() > 0 {
			return true
		}
	}
	return false
}

// noteClassAttr records a class attribute the class body assigns a text,
// message = "Invalid value" or msg_template: str = "{field} is missing";
// assigned twice, or anything but a string, it is left out.
func (x *file) noteClassAttr(cd *classDef, a *tsutil.Node) {
	left, right := x.field(a, "left"), x.field(a, "right")
	if left == nil || x.kind(left) != "identifier" {
		return
	}
	name := x.text(left)
	if cd.attrs == nil {
		cd.attrs = map[string]*tsutil.Node{}
	}
	for right != nil && x.kind(right) == "parenthesized_expression" && x.namedChildCount(right) == 1 {
		right = x.namedChild(right, 0) // _fmt = ('…' '…')
	}
	if _, dup := cd.attrs[name]; dup || right == nil || x.kind(right) != "string" && x.kind(right) != "concatenated_string" {
		cd.attrs[name] = nil
		return
	}
	cd.attrs[name] = right
}

// classAttrs adds to attrs the self.X that name a class attribute holding
// a text, looked up from cls (the class raised, so that a subclass's
// message = "…" overrides its base's) along its bases in the file; an
// attribute attrs already has (an __init__ assigned it) keeps its value.
func (x *file) classAttrs(cls string, attrs map[string]argForm) {
	has := func(k string) bool { _, ok := attrs[k]; return ok }
	x.eachTextAttr(cls, has, func(k string, t template.Template) {
		attrs[k] = argForm{t, reprOf(t, k)}
		if x.attrHoles != nil {
			x.attrHoles[k] = attrs[k]
			attrs[k] = argForm{template.Hole(k, "", ""), template.Hole(k, "r", "")}
		}
	})
}

// eachTextAttr calls f with self.NAME and the text of each class
// attribute holding one, looked up from cls along its bases in the file,
// the subclass's first: a name a subclass assigns hides its bases'. A
// name skip reports (when skip is not nil) is passed over, its bases'
// too.
func (x *file) eachTextAttr(cls string, skip func(k string) bool, f func(k string, t template.Template)) {
	seen := map[string]bool{}
	x.eachClass(cls, func(cd *classDef) {
		for name, v := range cd.attrs {
			k := "self." + name
			if seen[k] {
				continue
			}
			seen[k] = true
			if v == nil || skip != nil && skip(k) {
				continue
			}
			if t := x.message(v, v, 0); t.LiteralLen() > 0 {
				f(k, t)
			}
		}
	})
}

// classAttrsFor adds to bound, the arguments an __init__ init was given,
// the class attributes of cls it reads as self.X (classAttrs) and does
// not assign itself: an assignment in __init__ hides the class attribute.
func (x *file) classAttrsFor(cls string, init *tsutil.Node, bound map[string]argForm) {
	attrs := map[string]argForm{}
	x.classAttrs(cls, attrs)
	if len(attrs) == 0 {
		return
	}
	x.walkKind(x.field(init, "body"), "assignment", func(a *tsutil.Node) {
		if left := x.field(a, "left"); left != nil && x.kind(left) == "attribute" && x.text(x.field(left, "object")) == "self" {
			delete(attrs, x.text(left))
		}
	})
	for k, v := range attrs {
		if _, ok := bound[k]; !ok {
			bound[k] = v
			bound[classAttrMark+k] = argForm{}
		}
	}
}

// classAttrMark prefixes the key that marks a self.X of bound as a class
// attribute classAttrsFor added (no hole's expression starts with it).
const classAttrMark = "\x00class attribute "

// attrFormat is OBJ.format(…) of a text attrs knows for OBJ (a class
// attribute, msg_template = "ensure this value has at most {limit} items",
// read as self.msg_template.format(**self.__dict__)): the format applied
// to the call's arguments, the fields a **mapping gives left as holes
// named by the field, attrs filled in.
func (x *file) attrFormat(e *tsutil.Node, attrs map[string]argForm) (template.Template, bool) {
	if x.kind(e) != "call" {
		return template.Template{}, false
	}
	fn := x.field(e, "function")
	if fn == nil || x.kind(fn) != "attribute" || x.text(x.field(fn, "attribute")) != "format" {
		return template.Template{}, false
	}
	f, ok := attrs[x.text(x.field(fn, "object"))]
	if !ok || f.str.Holes() > 0 || f.str.LiteralLen() == 0 {
		return template.Template{}, false
	}
	pos, kws, ok := x.arguments(e)
	if !ok {
		return template.Template{}, false
	}
	var plain []*tsutil.Node
	for _, p := range pos {
		if x.kind(p) == "dictionary_splat" {
			continue
		}
		if x.isSplat(p) {
			return template.Template{}, false
		}
		plain = append(plain, p)
	}
	t, ok := x.format(f.str.Render(), plain, kws)
	if !ok {
		return template.Template{}, false
	}
	return fill(t, attrs), true
}

// formatCallRE reads a hole printing OBJ.format(ARGS), ARGS without
// parentheses.
var formatCallRE = lazyre.New(`^([A-Za-z_][\w.]*)\.format\(([^()]*)\)$`)

// formatBound is the hole expression e, OBJ.format(ARGS), when bound
// knows OBJ's text (a class attribute read as self.message in message =
// self.message.format(dt)): that text formatted, each field the argument
// naming it (a positional one by place, name=value by name; one a
// **mapping gives keeps its field's name), and bound filled in.
func formatBound(e string, bound map[string]argForm) (template.Template, bool) {
	g := formatCallRE.FindStringSubmatch(e)
	if g == nil {
		return template.Template{}, false
	}
	f, ok := bound[g[1]]
	if !ok || f.str.Holes() > 0 || f.str.LiteralLen() == 0 {
		return template.Template{}, false
	}
	var pos []string
	kws := map[string]string{}
	if strings.TrimSpace(g[2]) != "" {
		for _, a := range strings.Split(g[2], ",") {
			a = strings.TrimSpace(a)
			switch k, v, named := strings.Cut(a, "="); {
			case strings.HasPrefix(a, "**"):
			case strings.HasPrefix(a, "*") || a == "":
				return template.Template{}, false
			case named:
				kws[strings.TrimSpace(k)] = strings.TrimSpace(v)
			default:
				pos = append(pos, a)
			}
		}
	}
	t, err := template.ParseFormat(f.str.Render(), func(field string, auto int) (string, bool) {
		if field == "" {
			return nth(pos, auto)
		}
		if i, err := strconv.Atoi(field); err == nil {
			return nth(pos, i)
		}
		v, ok := kws[field]
		return v, ok
	})
	if err != nil {
		return template.Template{}, false
	}
	return fill(t, bound), true
}

// nth is s[i], ok false past its end.
func nth(s []string, i int) (string, bool) {
	if i < len(s) {
		return s[i], true
	}
	return "", false
}

// withoutSelf is bound without the class attributes classAttrsFor added
// to it. A local that may hold several values (msg = None … if msg is
// None: msg = self._default_message) lists values that print only holes
// once, {msg} and {self._default_message} alike; filling the one left
// with the class's text would print the default where the caller gave a
// message, so such a local's self.X stay holes.
func withoutSelf(bound map[string]argForm) map[string]argForm {
	out := make(map[string]argForm, len(bound))
	for k, v := range bound {
		if _, added := bound[classAttrMark+k]; !added && !strings.HasPrefix(k, classAttrMark) {
			out[k] = v
		}
	}
	return out
}

// orOperand is the operand a choice between two values, P or E and A if
// C else B with C testing a parameter P (P, not P, P is None, P is not
// None), picks when bound has a value for P: for or, E when that value
// is None or another falsy literal (the parameter left out:
// super().__init__(message or self.message) hands on the class
// attribute), P when it is a text or a value not known (the caller's
// message, which a None variant of the class's Def sets apart); for the
// conditional, the branch the test gives with that value (a value not
// known is taken to be given and true). Any other a is returned as it
// is.
func (x *file) orOperand(a *tsutil.Node, bound map[string]argForm) *tsutil.Node {
	for a != nil && x.kind(a) == "parenthesized_expression" && x.namedChildCount(a) == 1 {
		a = x.namedChild(a, 0)
	}
	if a == nil {
		return a
	}
	switch x.kind(a) {
	case "boolean_operator":
		if x.text(x.field(a, "operator")) != "or" {
			return a
		}
		l, r := x.field(a, "left"), x.field(a, "right")
		if l == nil || r == nil || x.kind(l) != "identifier" {
			return a
		}
		v, ok := bound[x.text(l)]
		if !ok {
			return a
		}
		if v.isNone() || isFalsy(v) {
			return x.orOperand(r, bound)
		}
		return l
	case "conditional_expression":
		if x.namedChildCount(a) != 3 {
			return a
		}
		yes, cond, no := x.namedChild(a, 0), x.namedChild(a, 1), x.namedChild(a, 2)
		truth, ok := x.paramTest(cond, bound)
		if !ok {
			return a
		}
		if truth {
			return x.orOperand(yes, bound)
		}
		return x.orOperand(no, bound)
	}
	return a
}

// paramTest is the value of the test cond, P, not P, P is None or P is
// not None of an identifier P bound has a value for (None and falsy
// literals false, a text or a value not known true and not None); ok is
// false for any other test.
func (x *file) paramTest(cond *tsutil.Node, bound map[string]argForm) (truth, ok bool) {
	for cond != nil && x.kind(cond) == "parenthesized_expression" && x.namedChildCount(cond) == 1 {
		cond = x.namedChild(cond, 0)
	}
	if cond == nil {
		return false, false
	}
	value := func(n *tsutil.Node) (argForm, bool) {
		if n == nil || x.kind(n) != "identifier" {
			return argForm{}, false
		}
		v, ok := bound[x.text(n)]
		return v, ok
	}
	switch x.kind(cond) {
	case "identifier":
		v, ok := value(cond)
		return ok && !v.isNone() && !isFalsy(v), ok
	case "not_operator":
		v, ok := value(x.field(cond, "argument"))
		return ok && (v.isNone() || isFalsy(v)), ok
	case "comparison_operator":
		txt := strings.Join(strings.Fields(x.text(cond)), " ")
		for _, op := range []string{" is not None", " is None"} {
			if e, found := strings.CutSuffix(txt, op); found && x.namedChildCount(cond) == 2 {
				v, ok := value(x.namedChild(cond, 0))
				if !ok || x.text(x.namedChild(cond, 0)) != e {
					return false, false
				}
				return v.isNone() == (op == " is None"), true
			}
		}
	}
	return false, false
}

// choiceAttrs returns the self.X an __init__ init assigns once a choice
// between two values (self.message = message or self.message; self.detail
// = detail if detail is not None else self.default_detail), each the
// operand orOperand picks with the arguments bound.
func (x *file) choiceAttrs(init *tsutil.Node, bound map[string]argForm) map[string]*tsutil.Node {
	count := map[string]int{}
	picked := map[string]*tsutil.Node{}
	x.walkKind(x.field(init, "body"), "assignment", func(a *tsutil.Node) {
		left, right := x.field(a, "left"), x.field(a, "right")
		if left == nil || right == nil || x.kind(left) != "attribute" || x.text(x.field(left, "object")) != "self" {
			return
		}
		count[x.text(left)]++
		if op := x.orOperand(right, bound); op != right {
			picked[x.text(left)] = op
		}
	})
	for k := range picked {
		if count[k] > 1 {
			delete(picked, k)
		}
	}
	return picked
}

// orAttrsFor adds to bound, the arguments an __init__ init was given,
// the self.X it assigns a choice (choiceAttrs) and may hand to its base's
// __init__ (super().__init__(self.message)): the operand picked, read
// with the class attributes of cls, the raised class's first. An
// attribute bound has already keeps its value.
func (x *file) orAttrsFor(cls string, init *tsutil.Node, bound map[string]argForm) {
	attrs := map[string]argForm{}
	x.classAttrs(cls, attrs)
	for k, op := range x.choiceAttrs(init, bound) {
		if _, has := bound[k]; has {
			continue
		}
		f := x.argForms(op, x.stmtOf(op))
		f = argForm{fill(f.str, attrs), fill(f.repr, attrs)}
		bound[k] = argForm{fill(f.str, bound), fill(f.repr, bound)}
	}
}
