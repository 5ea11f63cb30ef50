package pyexc

import "fmt"

// Type is an exception's class.
type Type struct{ Name string }

// Object is any value.
type Object interface{}

// Tuple holds values.
type Tuple []Object

// String is a text value.
type String string

var (
	SyntaxError = &Type{Name: "SyntaxError"}
	TypeError   = &Type{Name: "TypeError"}
)

// Exception is an error whose text is its class and its arguments, as
// its Error method prints them in a loop.
type Exception struct {
	Base *Type
	Args Object
}

func (e *Exception) Error() string {
	message := e.Base.Name
	if args, ok := e.Args.(Tuple); ok {
		for i, arg := range args {
			if i == 0 {
				message += ": "
			} else {
				message += ", "
			}
			message += fmt.Sprintf("%q", arg)
		}
	}
	return message
}

// ExceptionNewf formats its format and arguments into a local and keeps
// the text deep in a field of the value it returns: its callers' formats
// are the texts.
func ExceptionNewf(metatype *Type, format string, a ...interface{}) *Exception {
	message := fmt.Sprintf(format, a...)
	return &Exception{
		Base: metatype,
		Args: Tuple{String(message)},
	}
}

// Negate fails on an operand it cannot negate.
func Negate(a Object) (Object, error) {
	return nil, ExceptionNewf(TypeError, "bad operand type for unary -: '%v'", a) // want pyexc.Exception "bad operand type for unary -: '{a}'"
}

// CompileError prints its line and message; raiseCompileError formats
// the caller's format into a local that is the message field itself:
// the type's Error text with the caller's words in it.
type CompileError struct {
	Line    int
	Message string
}

func (e *CompileError) Error() string {
	return fmt.Sprintf("compile error near line(%v): %v", e.Line, e.Message) // want pyexc.CompileError "compile error near line({e.Line}): {e.Message}"
}

func raiseCompileError(line int, format string, args ...interface{}) {
	msg := fmt.Sprintf(format, args...)
	panic(&CompileError{Line: line, Message: msg}) // want panic "{&CompileError{Line: line, Message: msg}}" pyexc.CompileError "compile error near line({line}): {msg}"
}

// Compile fails on a break outside a loop.
func Compile(line int, inLoop bool) {
	if !inLoop {
		raiseCompileError(line, "no loop to break") // want pyexc.CompileError "compile error near line({line}): no loop to break"
	}
}
