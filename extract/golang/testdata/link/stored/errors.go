// Package stored keeps its scanner's error in a field: a method that
// stores an error built from its parameter and returns a status (not an
// error) makes its callers' literal arguments part of that error's text.
package stored

// A SyntaxError is a description of a syntax error.
type SyntaxError struct {
	msg    string
	Offset int64
}

func (e *SyntaxError) Error() string { return e.msg }
