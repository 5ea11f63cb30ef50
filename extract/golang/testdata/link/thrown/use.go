package thrown

import "fmt"

func (r *Runtime) reduce(n int) {
	if n == 0 {
		r.typeErrorResult(true, "No initial value") // want panic "No initial value"
	}
	if n < 0 {
		panic(r.NewTypeError("Invalid array length %d", n)) // want panic "{r.NewTypeError(\"Invalid array length %d\", n)}" panic "Invalid array length {n:d}"
	}
	if n > 10 {
		panic(r.newError(r.rangeError, "Invalid array length")) // want panic "{r.newError(r.rangeError, \"Invalid array length\")}" panic "Invalid array length"
	}
	if n > 5 {
		r.typeErrorResult(n > 6, "Cannot add property %d, object is not extensible", n) // want panic "Cannot add property {n:d}, object is not extensible"
	}
	if n == 4 {
		panic(sprintf("bad count %d", n)) // want panic "{sprintf(\"bad count %d\", n)}" panic "bad count {n:d}"
	}
}

func (vm *vm) getProp(g string) {
	vm.throw(vm.r.NewTypeError("Cannot read property '%s' of undefined", g)) // want panic "Cannot read property '{g}' of undefined"
}

// A formatter named for an error makes one where an error goes: returned.
func (r *Runtime) newReferenceError(name string) Value {
	return r.newError(r.rangeError, "%s is not defined", name) // want panic "{name} is not defined"
}

// Not where an error goes: handed to a method named for nothing that
// unwinds; a formatted text returned that is no error.
func (vm *vm) quiet(g string) (string, int) {
	vm.keep(vm.r.NewTypeError("Cannot keep %s", g))
	return sprintf("%s is a name", g), label("no %s here", g)
}

func toBigInt(v float64) {
	if v != v {
		panic(rangeError(fmt.Sprintf("Cannot convert %v to a BigInt", v))) // want panic "Cannot convert {v} to a BigInt"
	}
	if v < 0 {
		panic(codeError("negative")) // want panic "code negative"
	}
	panic(rangeError("Cannot convert a BigInt value to a number")) // want panic "Cannot convert a BigInt value to a number"
}
