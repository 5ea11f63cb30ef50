// Package collectptr reports its errors the way some schema validators
// do: a method that returns nothing appends an error built from its
// caller's text to a list its state holds behind a pointer (*vs.Errs =
// append(*vs.Errs, KeyError{…})), which the caller reads afterwards.
package collectptr

import "fmt"

type KeyError struct {
	PropertyPath string
	Message      string
}

func (v KeyError) Error() string { return fmt.Sprintf("%s: %s", v.PropertyPath, v.Message) } // want collectptr.KeyError "{v.PropertyPath}: {v.Message}"

type ValidationState struct {
	Path  string
	Errs  *[]KeyError
	Notes *[]string
}

// AddError appends the error its caller's text makes.
func (vs *ValidationState) AddError(data any, msg string) {
	path := vs.Path
	if path == "" {
		path = "/"
	}
	*vs.Errs = append(*vs.Errs, KeyError{
		PropertyPath: path,
		Message:      msg,
	})
}

// AddNote keeps a text, not an error: its callers report nothing.
func (vs *ValidationState) AddNote(msg string) {
	*vs.Notes = append(*vs.Notes, msg)
}

func checkType(vs *ValidationState, data any, want, got string) {
	if want != got {
		vs.AddError(data, fmt.Sprintf("type should be %s, got %s", want, got)) // want collectptr.KeyError "{path}: type should be {want}, got {got}"
		vs.AddNote("type " + got + " seen")
	}
}
