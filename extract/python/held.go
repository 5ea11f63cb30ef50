package python

import (
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract/tsutil"
)

// An exception held in a variable that a function's result gave:
//
//	def validate(model, data):
//	    ...
//	    if errors:
//	        return values, ValidationError(errors, model)
//	    return values, None
//
//	values, error = validate(cls, data)
//	if error:
//	    raise error
//
// The raise raises what the function builds, as a raise of a factory's
// call does (factories.go), with the function's parameters bound to the
// call's arguments. The variable is bound by a plain assignment of the
// call, or unpacked from it (element k of a tuple the function returns).
// The function's returns that give None (or nothing) there are the paths
// with no error; the others must build an exception of one class (when
// several do, with other arguments, the last one's are read).

// heldFactory returns the factory whose result the variable name holds at
// at, and the call that bound it; nil when it holds no such result.
func (x *file) heldFactory(name, at *tsutil.Node) (*factory, *tsutil.Node) {
	call, elem := x.binding(name, at)
	if call == nil {
		return nil, nil
	}
	fn := x.funcKey(call)
	if fn == "" {
		return nil, nil // not a call, or a constructor: resolveCall's
	}
	key := fn + "#" + strconv.Itoa(elem)
	f, seen := x.factories[key]
	if !seen {
		f = x.resultFactory(fn, elem)
		if x.factories == nil {
			x.factories = map[string]*factory{}
		}
		x.factories[key] = f
	}
	if f == nil {
		return nil, nil
	}
	return f, call
}

// resultFactory finds the one function named name (".name": the one
// method) whose returns, but for those giving None or nothing (at element
// elem of the tuple returned, when elem >= 0), build an exception of one
// class; the factory reads the last of them.
func (x *file) resultFactory(name string, elem int) *factory {
	method := strings.HasPrefix(name, ".")
	defs := x.definitions()[strings.TrimPrefix(name, ".")]
	if len(defs) != 1 {
		return nil
	}
	var ctor *tsutil.Node
	unreadable := false
	x.walkKind(x.field(defs[0], "body"), "return_statement", func(r *tsutil.Node) {
		if !same(x.funcAround(r), defs[0]) {
			return // a nested function's
		}
		v := x.namedChild(r, 0)
		if v != nil && elem >= 0 {
			if k := x.kind(v); (k != "expression_list" && k != "tuple") || x.namedChildCount(v) <= uint(elem) {
				unreadable = true // not a tuple of that size
				return
			}
			v = x.namedChild(v, uint(elem))
		}
		if v == nil || x.kind(v) == "none" {
			return
		}
		if ctor != nil && (x.kind(v) != "call" || x.kind(ctor) != "call" || x.compact(x.field(v, "function")) != x.compact(x.field(ctor, "function"))) {
			unreadable = true // two classes, or a value not built here
		}
		ctor = v
	})
	if ctor == nil || unreadable {
		return nil
	}
	return x.makeFactory(defs[0], ctor, method)
}

// binding returns the value the last assignment to name before at in its
// scope gives it, and -1; or, when that assignment unpacks a value into a
// tuple of names, that value and name's position there.
func (x *file) binding(name, at *tsutil.Node) (*tsutil.Node, int) {
	scope := x.scopeOf(at)
	if scope == nil {
		return nil, -1
	}
	target, limit := x.text(name), at.StartByte()
	var call *tsutil.Node
	elem := -1
	x.walk(scope, func(c *tsutil.Node, kind string) bool {
		switch kind {
		case "function_definition", "class_definition", "lambda":
			return c.ID() == scope.ID()
		case "assignment":
			if x.endByte(c) > limit {
				return false
			}
			left, right := x.field(c, "left"), x.field(c, "right")
			if left == nil || right == nil {
				return true
			}
			if k := x.kind(left); k == "pattern_list" || k == "tuple_pattern" {
				for i := uint(0); i < x.namedChildCount(left); i++ {
					if e := x.namedChild(left, i); x.kind(e) == "identifier" && x.text(e) == target {
						call, elem = right, int(i)
					}
				}
			} else if x.kind(left) == "identifier" && x.text(left) == target {
				call, elem = right, -1
			}
		}
		return true
	})
	return call, elem
}
