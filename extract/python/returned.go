package python

import (
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Functions that return an error's text, or None when there is no error:
//
//	def check_point(coord):
//	    if not isinstance(coord, list):
//	        return 'each position must be a list'
//	    if len(coord) not in (2, 3):
//	        return 'a position must have exactly 2 or 3 values'
//
//	error = check_point(coord)       # or a method: errors = self.errors()
//	if error:
//	    raise ValueError(f'{error}: {coord}')
//
// The call's text is each text the function returns (a validator's
// verdicts), through functions it returns the result of and locals it
// returns; a method called on self or cls is every method of that name
// in the file (a subclass's override). When some return gives no text
// (a list, a value computed elsewhere), the call's own hole is kept
// beside the texts.

// returnedTexts returns the texts call n may give: those the function it
// calls returns (see above); ok is false when the function is not
// defined in the file or returns no text.
func (x *file) returnedTexts(n *tsutil.Node, depth int) ([]template.Template, bool) {
	if depth >= maxResolveDepth {
		return nil, false
	}
	fn := x.field(n, "function")
	if fn == nil {
		return nil, false
	}
	var name string
	method := false
	switch x.kind(fn) {
	case "identifier":
		name = x.text(fn)
	case "attribute":
		if o := x.text(x.field(fn, "object")); o != "self" && o != "cls" {
			return nil, false
		}
		name, method = x.text(x.field(fn, "attribute")), true
	default:
		return nil, false
	}
	key := name
	if method {
		key = "." + name
	}
	r, seen := x.returned[key]
	if !seen {
		if x.returned == nil {
			x.returned = map[string]*returned{}
		}
		x.returned[key] = nil // in progress: a function returning its own call's result adds nothing
		r = x.returnedBy(name, method, depth)
		x.returned[key] = r
	}
	if r == nil {
		return nil, false
	}
	out, bare := r.texts, r.bare
	if bare {
		out = append([]template.Template{template.Hole(x.compact(n), "", "")}, out...)
	}
	return out, true
}

// returned is what a function of the file returns (returnedTexts): the
// texts, and whether some return gives no text.
type returned struct {
	texts []template.Template
	bare  bool
}

// returnedBy reads the returns of the functions named name (methods when
// method); nil when none returns text or there are too many texts.
func (x *file) returnedBy(name string, method bool, depth int) *returned {
	var out []template.Template
	bare := false // a return with no text
	for _, def := range x.definitions()[name] {
		if x.inClass(def) != method {
			continue
		}
		x.walkKind(x.field(def, "body"), "return_statement", func(r *tsutil.Node) {
			if !same(x.funcAround(r), def) {
				return // a nested function's
			}
			v := x.namedChild(r, 0)
			if v == nil || x.kind(v) == "none" {
				return
			}
			for _, t := range x.messages(v, r, depth+1) {
				if t.LiteralLen() == 0 {
					bare = true
					continue
				}
				out = appendUnique(out, t)
			}
		})
	}
	if len(out) == 0 || len(out) > maxVariants {
		return nil
	}
	return &returned{texts: out, bare: bare}
}

// inClass reports whether function definition def is a method: defined
// directly in a class's body (through a decorator).
func (x *file) inClass(def *tsutil.Node) bool {
	p := x.parent(def)
	if p != nil && x.kind(p) == "decorated_definition" {
		p = x.parent(p)
	}
	if p != nil && x.kind(p) == "block" {
		p = x.parent(p)
	}
	return p != nil && x.kind(p) == "class_definition"
}
