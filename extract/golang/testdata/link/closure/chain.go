package closure

import (
	"errors"
	"fmt"
)

// SchemaError prints its innermost cause's message, read through a local
// variable that starts as the receiver: a value made with no cause prints
// its own fields.
type SchemaError struct {
	Path    string
	Message string
	Cause   *SchemaError
}

func (e *SchemaError) Error() string {
	leaf := e
	for leaf.Cause != nil {
		leaf = leaf.Cause
	}
	return fmt.Sprintf("schema %s: %s", e.Path, leaf.Message) // want closure.SchemaError "schema {e.Path}: {leaf.Message}"
}

func compile(path string, n int) error {
	if n > 3 {
		return &SchemaError{Path: path, Message: "too deep"} // want closure.SchemaError "schema {path}: too deep"
	}
	return nil
}

// CompileError carries another error: a value setting no text of its own
// is tagged carrier.
type CompileError struct {
	URL string
	Err error
}

func (e *CompileError) Error() string {
	return "compile " + e.URL + " failed: " + e.Err.Error() // want closure.CompileError "compile {e.URL} failed: {e.Err.Error()}"
}

// ErrEmpty is a sentinel: a value setting it has text of its own.
var ErrEmpty = errors.New("nothing to compile") // want closure.ErrEmpty "nothing to compile"
