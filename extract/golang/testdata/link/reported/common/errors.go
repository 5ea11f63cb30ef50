// Package common keeps a checker's errors: a method records an error at
// a location, formatting its caller's text into a value of a type that
// has no Error method, which a list named for errors holds.
package common

import "fmt"

type Location struct{ Line, Column int }

type Error struct {
	ID       int64
	Location Location
	Message  string
}

func (e *Error) ToDisplayString() string {
	return fmt.Sprintf("ERROR: %d:%d: %s", e.Location.Line, e.Location.Column, e.Message)
}

type Errors struct {
	errors    []*Error
	notes     []string
	numErrors int
	max       int
}

// ReportError passes its own format on.
func (e *Errors) ReportError(l Location, format string, args ...any) {
	e.ReportErrorAtID(0, l, format, args...)
}

// ReportErrorAtID looks the location up, then records the error.
func (e *Errors) ReportErrorAtID(id int64, l Location, format string, args ...any) {
	e.numErrors++
	if e.numErrors > e.max {
		return
	}
	err := &Error{
		ID:       id,
		Location: l,
		Message:  fmt.Sprintf(format, args...),
	}
	e.errors = append(e.errors, err)
}

// Note formats a text it keeps beside the errors: no error.
func (e *Errors) Note(l Location, format string, args ...any) {
	if e.numErrors > e.max {
		return
	}
	e.notes = append(e.notes, fmt.Sprintf(format, args...))
}

// Hint is a text shown beside an error, not one: a value of it formatted
// from its caller's words is no error record.
type Hint struct {
	Location Location
	Message  string
}

// Hints keeps the hints of a checker.
type Hints struct{ errors []*Hint }

// Suggest formats a hint into a list named for errors, but of a type not
// named for one.
func (h *Hints) Suggest(l Location, format string, args ...any) {
	hint := &Hint{Location: l, Message: fmt.Sprintf(format, args...)}
	h.errors = append(h.errors, hint)
}

// syntaxError is panicked and recovered where the error is made: a call
// of SyntaxErrorf is no site of its own.
type syntaxError struct {
	message  string
	location Location
}

func (e *Errors) SyntaxErrorf(l Location, format string, args ...any) {
	panic(syntaxError{message: fmt.Sprintf(format, args...), location: l}) // want panic "{syntaxError{message: fmt.Sprintf(format, args...), location: l}}"
}
