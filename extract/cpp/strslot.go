package cpp

import (
	"slices"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Texts an exception object makes when printed. CPython prints an
// exception as its class's tp_str returns it, at print time, so a site
// that raises an object it was handed, by the object's own class,
//
//	PyErr_SetObject(PyExceptionInstance_Class(exc), exc);
//
// (a codec's strict error handler re-raising the UnicodeDecodeError the
// decoder made) raises whatever text that class's tp_str formats:
//
//	static PyObject *
//	UnicodeDecodeError_str(PyObject *self)
//	{
//	    …
//	    return PyUnicode_FromFormat("'%U' codec can't decode byte 0x%02x in position %zd: %U", …);
//	}
//	static PyTypeObject _PyExc_UnicodeDecodeError = {
//	    PyVarObject_HEAD_INIT(NULL, 0)
//	    "UnicodeDecodeError",
//	    …,
//	    (reprfunc)UnicodeDecodeError_str, …
//	};
//
// strSlotDefs exports one "str" Def per format a tp_str function of a
// type the file initialises returns (class: the type's tp_name), and
// instanceRef one "instance" Ref per site raising an object the function
// was handed (a parameter) by the object's own class; the link gives every such site a site per "str" Def of the
// catalogue, with that class and text (the object's class is not known
// where it is raised; a record of another class loses on the class
// factor when the printed class is not its own).

// tpStrIndex is tp_str's position in a positional PyTypeObject
// initialiser, tp_name's being 0 (the head macro has no comma of its
// own, so that it and tp_name are one element): tp_name, tp_basicsize,
// tp_itemsize, tp_dealloc, tp_vectorcall_offset, tp_getattr, tp_setattr,
// tp_as_async, tp_repr, tp_as_number, tp_as_sequence, tp_as_mapping,
// tp_hash, tp_call, tp_str.
const tpStrIndex = 14

// maxStrDefs bounds the "str" Defs a file exports.
const maxStrDefs = 32

// typeStrSlots returns, for each PyTypeObject the file initialises with a
// tp_name literal and a tp_str function, the name and the function.
func typeStrSlots(toks []token) (out [][2]string) {
	for _, in := range initialisers(toks, func(t string) bool { return t == "PyTypeObject" }) {
		name, fn := "", ""
		for k, m := range in.members {
			switch {
			case m.field == "tp_name":
				name = stringsOf(m.val)
			case m.field == "tp_str":
				fn = lastIdent(m.val)
			case m.field != "":
			case k == 0:
				if len(m.val) > 0 && m.val[len(m.val)-1].kind == tString {
					name = decodeString(m.val[len(m.val)-1].text)
				}
			case k == tpStrIndex:
				fn = lastIdent(m.val)
			}
		}
		if name != "" && fn != "" && fn != "NULL" {
			out = append(out, [2]string{name, fn})
		}
	}
	return out
}

// stringsOf is the text of an element of string literals only, else "".
func stringsOf(el []token) string {
	var b strings.Builder
	for _, t := range el {
		if t.kind != tString {
			return ""
		}
		b.WriteString(decodeString(t.text))
	}
	return b.String()
}

// lastIdent is an element naming a function, cast or not ((reprfunc)f,
// &f): its last token when that is a name.
func lastIdent(el []token) string {
	if len(el) == 0 || el[len(el)-1].kind != tIdent {
		return ""
	}
	for _, t := range el {
		if t.kind != tIdent && t.text != "(" && t.text != ")" && t.text != "&" && t.text != "*" {
			return ""
		}
	}
	return el[len(el)-1].text
}

// strSlotDefs exports the formats of the file's tp_str functions (see
// above).
func (x *file) strSlotDefs() {
	slots := typeStrSlots(x.toks)
	if len(slots) == 0 || x.root == nil {
		return
	}
	fns := map[string]*sitter.Node{}
	for i := uint(0); i < x.root.NamedChildCount(); i++ {
		if c := x.root.NamedChild(i); c.Kind() == "function_definition" {
			fns[functionName(c, x.src)] = c
		}
	}
	u := &unit{src: x.src, root: x.root, toks: x.toks}
	n := 0
	for _, sl := range slots {
		fn := fns[sl[1]]
		if fn == nil {
			continue
		}
		for _, call := range callsOf(fn, x.src, "PyUnicode_FromFormat") {
			as := args(call)
			if len(as) == 0 {
				continue
			}
			m := x.msgAt(u, call)
			var texts []template.Template
			if name := m0(as[0], x.src); name != "" {
				for _, b := range x.branchValues([]string{name}, name, call) {
					format, _ := x.textValue(b[name])
					texts = append(texts, m.printf(format, as[1:], true))
				}
			} else if format, ok := m.constant(as[0]); ok {
				texts = append(texts, m.printf(format, as[1:], true))
			}
			for _, t := range texts {
				if t.LiteralLen() == 0 || n >= maxStrDefs {
					continue
				}
				line, end := x.span(u, call)
				s := extract.Site{Line: line, EndLine: end, Kind: "raise", Class: sl[0], Message: t}
				x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "str", Name: sl[1], Class: sl[0], Message: t, Line: line, Site: &s})
				n++
			}
		}
	}
}

// callsOf returns the calls of the function named name inside n, in
// source order.
func callsOf(n *sitter.Node, src []byte, name string) []*sitter.Node {
	var out []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if n.Kind() == "call_expression" {
			if f := n.ChildByFieldName("function"); f != nil && tsutil.Text(f, src) == name {
				out = append(out, n)
			}
		}
		for i := uint(0); i < n.NamedChildCount(); i++ {
			walk(n.NamedChild(i))
		}
	}
	walk(n)
	return out
}

// instanceClassFuncs give an object's own class: PyExceptionInstance_Class
// and Py_TYPE, a cast around them aside.
var instanceClassFuncs = []string{"PyExceptionInstance_Class", "Py_TYPE"}

// raisesHandedInstance reports whether a setter's call in u raises as
// its value v an object the function around it was handed (a
// parameter), by the object's own class cls (PyErr_SetObject(
// PyExceptionInstance_Class(exc), exc)). An object the function makes
// itself (v = PyObject_Call(exc, args, NULL)) is of a class it was given,
// whose text its own arguments make.
func (x *file) raisesHandedInstance(u *unit, call, cls, v *sitter.Node) bool {
	src := u.src
	name := m0(v, src)
	if fn := u.functionAt(call); fn == nil || !slices.Contains(paramNames(fn, x.src), name) {
		return false
	}
	c := tsutil.Inner(cls)
	for c != nil && c.Kind() == "cast_expression" {
		c = tsutil.Inner(c.ChildByFieldName("value"))
	}
	if name == "" || c == nil || c.Kind() != "call_expression" {
		return false
	}
	f := c.ChildByFieldName("function")
	as := args(c)
	return f != nil && slices.Contains(instanceClassFuncs, tsutil.Text(f, src)) && len(as) == 1 && m0(as[0], src) == name
}

// instanceRef notes site s, which raises an object by its own class, for
// the link (see strSlotDefs).
func (x *file) instanceRef(s extract.Site) {
	s.Context.Comments = slices.Clone(s.Context.Comments)
	x.summary().Refs = append(x.summary().Refs, extract.Ref{Kind: "instance", Site: -1, Call: &s})
}

// instanceSites returns the sites the "str" Defs strs make at reference
// r: r's position and context, each Def's class and text.
func instanceSites(r *extract.Ref, strs []strDef) []extract.Site {
	var out []extract.Site
	for _, d := range strs {
		s := *r.Call
		s.Class, s.Message = d.d.Class, d.d.Message
		s.Context.Comments = append(slices.Clone(s.Context.Comments),
			"the text "+d.d.Class+"'s tp_str ("+d.d.Name+", "+d.file+") formats: this raises an object it was handed, by its own class")
		out = append(out, s)
	}
	return out
}

// strDef is a "str" Def and its file.
type strDef struct {
	file string
	d    *extract.Def
}
