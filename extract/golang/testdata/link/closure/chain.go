package closure

import "fmt"

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
