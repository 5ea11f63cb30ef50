package python

import (
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// Class attributes overridden by a subclass in another file:
//
//	# scanner.py
//	class SyntaxError_(BaseError):
//	    error_type = 'syntax error'
//	    def __str__(self):
//	        return '{0}: {1}'.format(self.error_type, self.args[0])
//
//	# bibtex.py
//	from .scanner import SyntaxError_
//	class UndefinedMacro(SyntaxError_):
//	    error_type = 'undefined string'
//	raise UndefinedMacro(name)   # prints "undefined string: {name}"
//
// The base's file offers the class's texts with each class attribute
// they read as a hole self.NAME whose default is the attribute's text
// (attrHoleTexts); a raise of a subclass of the file that adds no method
// passes the text attributes its classes assign as keywords self.NAME of
// its Ref (subclassAttrs), which fill those holes in the link.

// attrHoleTexts returns the texts class cls prints with the arguments
// forms (msgs, as printed gave them) with the class attributes read as
// holes, and those attributes' texts; ok is false when no class
// attribute is read or the texts with the attributes filled in are not
// msgs.
func (x *file) attrHoleTexts(cls string, forms []argForm, msgs []template.Template) ([]template.Template, map[string]argForm, bool) {
	has := false
	x.eachClass(cls, func(cd *classDef) {
		for _, v := range cd.attrs {
			has = has || v != nil
		}
	})
	if !has {
		return nil, nil, false
	}
	saved := x.attrHoles
	x.attrHoles = map[string]argForm{}
	hm, _, ok := x.printed(cls, forms, nil, 0)
	ad := x.attrHoles
	x.attrHoles = saved
	if !ok || len(ad) == 0 || len(hm) != len(msgs) {
		return nil, nil, false
	}
	used := false
	for i, m := range hm {
		if fill(m, ad).Render() != msgs[i].Render() {
			return nil, nil, false
		}
		used = used || m.Render() != msgs[i].Render()
	}
	if !used {
		return nil, nil, false
	}
	return hm, ad, true
}

// subclassAttrs adds to r's keywords, as self.NAME, the text class
// attributes the file's classes from cls up to the imported base assign
// (the subclass's first).
func (x *file) subclassAttrs(cls string, r *extract.Ref) {
	x.eachTextAttr(cls, nil, func(k string, t template.Template) {
		if r.Kwargs == nil {
			r.Kwargs, r.KwReprs = map[string]template.Template{}, map[string]template.Template{}
		}
		r.Kwargs[k], r.KwReprs[k] = t, reprOf(t, k)
	})
}

// realKwargs counts the keywords of a Ref that are arguments, not the
// class attributes subclassAttrs passes.
func realKwargs(kws map[string]template.Template) int {
	n := 0
	for k := range kws {
		if !strings.HasPrefix(k, "self.") {
			n++
		}
	}
	return n
}
