package pparse

import (
	"fmt"
	"reflect"
)

type RuntimeError struct {
	Msg   string
	Trace []string
}

func (e RuntimeError) Error() string { return "RUNTIME ERROR: " + e.Msg } // want pparse.RuntimeError "RUNTIME ERROR: {e.Msg}"

func makeRuntimeError(msg string, trace []string) RuntimeError {
	return RuntimeError{Msg: msg, Trace: trace} // want pparse.RuntimeError "RUNTIME ERROR: {msg}"
}

// substr makes its text in a local the line before the call that hands
// it on: the record is where the text is made.
func substr(x int, trace []string) (int, error) {
	if x < 0 {
		msg := fmt.Sprintf("substr second parameter should be a number, got %d", x) // want pparse.RuntimeError "RUNTIME ERROR: substr second parameter should be a number, got {x:d}"
		return 0, makeRuntimeError(msg, trace)
	}
	return x, nil
}

type kind int

func (k kind) String() string { return "kind" }

type UnmarshalTypeError struct {
	CBORType string
	GoType   string
}

func (e *UnmarshalTypeError) Error() string {
	return "pparse: cannot unmarshal " + e.CBORType + " into Go value of type " + e.GoType // want pparse.UnmarshalTypeError "pparse: cannot unmarshal {e.CBORType} into Go value of type {e.GoType}"
}

// fillInt builds its error of what its parameters' methods print: its
// calls are sites.
func fillInt(t kind, v reflect.Value) error {
	return &UnmarshalTypeError{CBORType: t.String(), GoType: v.Type().String()} // want pparse.UnmarshalTypeError "pparse: cannot unmarshal {t.String()} into Go value of type {v.Type().String()}"
}

func parseToValue(b []byte, v reflect.Value) error {
	t := kind(b[0])
	return fillInt(t, v) // want pparse.UnmarshalTypeError "pparse: cannot unmarshal {t} into Go value of type {v.Type().String()}"
}
