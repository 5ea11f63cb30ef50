// Package form builds error texts in a local variable of an Error method
// and keeps the errors it finds in a map.
package form

import "fmt"

// ConversionError's Error method assigns its text to a local variable in
// each branch and returns the variable.
type ConversionError struct {
	Key   string
	Index int
	Err   error
}

func (e ConversionError) Error() string {
	var output string
	if e.Index < 0 {
		output = fmt.Sprintf("form: error converting value for %q", e.Key) // want form.ConversionError "form: error converting value for {e.Key!r}"
	} else {
		output = fmt.Sprintf("form: error converting value for index %d of %q", // want form.ConversionError "form: error converting value for index {e.Index:d} of {e.Key!r}"
			e.Index, e.Key)
	}
	if e.Err != nil {
		output = fmt.Sprintf("%s. Details: %s", output, e.Err) // adds to an earlier text: not one of its own
	}
	return output
}

// UnknownKeyError is kept in a map of errors by the decoder.
type UnknownKeyError struct{ Key string }

func (e UnknownKeyError) Error() string {
	return fmt.Sprintf("form: invalid path %q", e.Key) // want form.UnknownKeyError "form: invalid path {e.Key!r}"
}

type MultiError map[string]error

func (e MultiError) Error() string { return "form: several errors" } // want form.MultiError "form: several errors"
