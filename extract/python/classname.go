package python

import (
	"slices"

	"github.com/errdex/errdex/template"
)

// The raised class's own name in its __str__:
//
//	class KafkaError(RuntimeError):
//	    def __str__(self):
//	        return '{0}: {1}'.format(self.__class__.__name__,
//	                                 super(KafkaError, self).__str__())
//
//	class IllegalStateError(KafkaError):
//	    pass
//
//	raise IllegalStateError("no way")   # prints "IllegalStateError: no way"
//
// self.__class__.__name__ and type(self).__name__ are the name of the
// class the raise constructs, not of the class defining __str__. In the
// raise's file that name is known; in a class Def offered to other files
// (defs) it stays the hole classNameKey, its default the Def's class, and
// a raise of a subclass of another file's class passes its own name as
// that keyword (raiseRef), as subclass attributes are (subattrs.go).

// classNameKey is the hole a class Def's texts keep for the raised
// class's name, and the Ref keyword that names it.
const classNameKey = "self.__class__.__name__"

// classNameExprs are the expressions a __str__ reads the raised class's
// name with.
var classNameExprs = []string{classNameKey, "type(self).__name__"}

// classNameAttrs binds, in the attributes a __str__ of an instance of
// class cls reads, its class's name: cls itself, or the hole
// classNameKey while a class Def's texts are read (x.nameHole).
func (x *file) classNameAttrs(cls string, attrs map[string]argForm) {
	v := argForm{template.Lit(cls), template.Lit("'" + cls + "'")}
	if x.nameHole {
		v = argForm{template.Hole(classNameKey, "", ""), template.Hole(classNameKey, "r", "")}
	}
	for _, k := range classNameExprs {
		if _, taken := attrs[k]; !taken {
			attrs[k] = v
		}
	}
}

// readsClassName reports whether a text keeps the hole classNameKey.
func readsClassName(ts []template.Template) bool {
	for _, t := range ts {
		for _, p := range t.Parts {
			if p.Hole && p.Expr == classNameKey {
				return true
			}
		}
	}
	return false
}

// firstArgKey is the parameter a class Def with no __init__ names the
// constructor's one argument by (argTexts): no Python name spells it.
const firstArgKey = "*args[0]"

// argTexts returns, for class cls whose bases define a __str__ and no
// __init__ within the file, and whose texts with no argument are msgs,
// the parameters, texts and None requirements of its class Defs when
// the __str__ prints something else for one argument (BaseException's
// text of it: super().__str__(), self.args[0]): the texts with the
// argument given, for raises that give exactly one, then those with
// none that differ, for raises that give none; ok is false when one
// argument changes nothing or is not read.
func (x *file) argTexts(cls string, msgs []template.Template) ([]string, []template.Template, []map[string]bool, bool) {
	one := []argForm{{template.Hole(firstArgKey, "", ""), template.Hole(firstArgKey, "r", "")}}
	given, _, ok := x.printed(cls, one, nil, 0)
	if !ok || len(given) == 0 || slices.EqualFunc(given, msgs, func(a, b template.Template) bool { return a.Render() == b.Render() }) {
		return nil, nil, nil, false
	}
	var out []template.Template
	var none []map[string]bool
	for _, m := range given {
		out = append(out, m)
		none = append(none, map[string]bool{firstArgKey: false, extraArgs: true})
	}
	for _, m := range msgs {
		if !slices.ContainsFunc(given, func(g template.Template) bool { return g.Render() == m.Render() }) {
			out = append(out, m)
			none = append(none, map[string]bool{firstArgKey: true})
		}
	}
	return []string{firstArgKey}, out, none, true
}
