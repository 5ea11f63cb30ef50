package python

import (
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Texts a function returns. A validator that describes what is wrong
// instead of raising hands its caller the text to raise:
//
//	def check_point(coord):
//	    if not isinstance(coord, list):
//	        return 'each position must be a list'
//	    if len(coord) not in (2, 3):
//	        return 'a position must have exactly 2 or 3 values'
//
//	class Point(Geometry):
//	    def errors(self):
//	        return check_point(self['coordinates'])
//
//	errors = self.errors()
//	if errors:
//	    raise ValueError(f'{errors}: {coordinates}')
//
// A call of a function of the file (f(…), or self.m(…) / cls.m(…): every
// method of that name in the file, as any subclass's may run) stands for
// the texts its returns give: string returns, and the returns of the
// functions of the file they return the call of, followed down. A return
// of something else (a list, a value) is a path on which the text is not
// known: the call's own hole stays one of the variants then. None is the
// path without a text.

// returned is what the functions one returnKey names return.
type returned struct {
	texts []template.Template
	other bool // some return gives a value that is not a text
}

// returnedTexts returns the texts call's function returns, and whether
// some return gives another value; ok is false when it returns no text.
func (x *file) returnedTexts(call *tsutil.Node, depth int) (ts []template.Template, other, ok bool) {
	key := x.returnKey(call)
	if key == "" || depth >= maxResolveDepth {
		return nil, false, false
	}
	if r, seen := x.retTexts[key]; seen {
		if r == nil {
			return nil, false, false
		}
		return r.texts, r.other, true
	}
	if x.retTexts == nil {
		x.retTexts = map[string]*returned{}
	}
	x.retTexts[key] = nil // a function that returns its own call: nothing
	r := x.findReturned(key, depth)
	x.retTexts[key] = r
	if r == nil {
		return nil, false, false
	}
	return r.texts, r.other, true
}

// returnKey names the functions call may run: funcKey's name for a
// module-level function, ".name" for the methods called on self or cls;
// "" for anything else, a function named as a class among it.
func (x *file) returnKey(call *tsutil.Node) string {
	name := x.funcKey(call)
	if name == "" || isClassName(strings.TrimPrefix(name, ".")) {
		return ""
	}
	if strings.HasPrefix(name, ".") {
		if obj := x.text(x.field(x.field(call, "function"), "object")); obj != "self" && obj != "cls" {
			return ""
		}
	}
	return name
}

// findReturned reads the returns of the functions key names.
func (x *file) findReturned(key string, depth int) *returned {
	method := strings.HasPrefix(key, ".")
	r := &returned{}
	for _, def := range x.definitions()[strings.TrimPrefix(key, ".")] {
		if _, isMethod := x.params(def); isMethod != method {
			continue
		}
		x.walkKind(x.field(def, "body"), "return_statement", func(ret *tsutil.Node) {
			if !same(x.funcAround(ret), def) {
				return // a nested function's
			}
			v := x.namedChild(ret, 0)
			switch {
			case v == nil || x.kind(v) == "none":
			case x.stringish(v, ret, depth+1):
				r.texts = appendUnique(r.texts, x.messages(v, ret, depth+1)...)
			case x.kind(v) == "call":
				ts, other, ok := x.returnedTexts(v, depth+1)
				r.texts = appendUnique(r.texts, ts...)
				r.other = r.other || other || !ok
			default:
				r.other = true
			}
		})
	}
	if len(withText(r.texts)) == 0 || len(r.texts) > maxListVariants {
		return nil
	}
	return r
}
