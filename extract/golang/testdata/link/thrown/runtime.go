// Package thrown raises its errors the way an interpreter embedded in Go
// does: a variadic function formats its caller's text into an exception
// value, which is no Go error, and the caller panics with it or hands it
// to a method that throws it.
package thrown

import "fmt"

type Value interface{ String() string }

type Object struct{ msg string }

func (o *Object) String() string { return o.msg }

type str string

func (s str) String() string { return string(s) }

type Runtime struct{ typeError, rangeError *Object }

func (r *Runtime) construct(typ *Object, args []Value) *Object {
	return &Object{msg: typ.msg + ": " + args[0].String()}
}

// NewTypeError takes its format as the first of its arguments.
func (r *Runtime) NewTypeError(args ...interface{}) *Object {
	msg := ""
	if len(args) > 0 {
		f, _ := args[0].(string)
		msg = fmt.Sprintf(f, args[1:]...)
	}
	return r.construct(r.typeError, []Value{str(msg)})
}

// newError takes a format and its arguments, and a format alone as the
// text.
func (r *Runtime) newError(typ *Object, format string, args ...interface{}) Value {
	var msg string
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	} else {
		msg = format
	}
	return r.construct(typ, []Value{str(msg)})
}

// typeErrorResult hands its own arguments on to NewTypeError and panics
// with what it makes: its callers' texts are the errors'.
func (r *Runtime) typeErrorResult(throw bool, args ...interface{}) {
	if throw {
		panic(r.NewTypeError(args...)) // want panic "{r.NewTypeError(args...)}"
	}
}

// sprintf formats a text like any other: a string, an error only where
// it is panicked.
func sprintf(format string, a ...interface{}) string {
	return fmt.Sprintf(format, a...)
}

// label formats its text and returns something else: not a formatter.
func label(format string, a ...interface{}) int {
	s := fmt.Sprintf(format, a...)
	return len(s)
}

type vm struct {
	r   *Runtime
	out []string
}

func (vm *vm) handleThrow(v interface{}) *Object {
	o, _ := v.(*Object)
	return o
}

// throw unwinds with what it makes of the value it is handed.
func (vm *vm) throw(v interface{}) {
	if ex := vm.handleThrow(v); ex != nil {
		panic(ex) // want panic "{ex}"
	}
}

// keep is named for nothing that unwinds.
func (vm *vm) keep(v interface{}) { vm.out = append(vm.out, fmt.Sprint(v)) }

// rangeError is a string type with no Error method: a panic of a
// conversion to it prints the text converted.
type rangeError string

// codeError has an Error method: its text is the method's.
type codeError string

func (e codeError) Error() string { return "code " + string(e) } // want thrown.codeError "code {string(e)}"
