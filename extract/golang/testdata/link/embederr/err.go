// Package embederr's error value embeds error and declares no Error
// method: the method it promotes prints the embedded error, which its
// constructors make from their callers' text.
package embederr

import (
	"errors"
	"fmt"
)

// Val is a value of the language.
type Val interface{ Type() string }

// Err is an error value.
type Err struct {
	error
	id int64
}

func (e *Err) Type() string { return "error" }

// NewErr returns an Err of the text format and args print.
func NewErr(format string, args ...any) Val {
	return &Err{error: fmt.Errorf(format, args...)} // want error "{format}"
}

// NewErrFromString returns an Err of message.
func NewErrFromString(message string) Val {
	return &Err{error: errors.New(message)} // want error "{message}"
}

// WrapErr returns an Err of err: its callers pass no text.
func WrapErr(err error) Val {
	return &Err{error: err}
}

// Coded declares an Error method of its own, which the embedded error
// does not print through.
type Coded struct {
	error
	Code int
}

func (c *Coded) Error() string { return fmt.Sprintf("code %d", c.Code) } // want embederr.Coded "code {c.Code:d}"

func newCoded(code int, msg string) error {
	return &Coded{error: errors.New(msg), Code: code} // want embederr.Coded "code {code:d}" error "{msg}"
}
