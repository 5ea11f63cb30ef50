// Package tok declares its errors in one file and raises them in others:
// the link pass joins them.
package tok

import (
	"errors"
	"fmt"
	"strconv"
)

var ErrBadToken = errors.New("token is malformed") // want tok.ErrBadToken "token is malformed"
var ErrSyntax = errors.New("invalid syntax")       // want tok.ErrSyntax "invalid syntax"

// NewError joins a sentinel and a detail.
func NewError(msg string, err error) error { return fmt.Errorf("%w: %s", err, msg) } // want error "{err}: {msg}"

// A ParseError formats the fields a literal elsewhere sets.
type ParseError struct {
	Func  string
	Input string
	Err   error
}

func (e *ParseError) Error() string {
	return "tok." + e.Func + ": parsing " + strconv.Quote(e.Input) + ": " + e.Err.Error() // want tok.ParseError "tok.{e.Func}: parsing {strconv.Quote(e.Input)}: {e.Err.Error()}"
}

// A DecodeError carries a message made by a printf-style constructor.
type DecodeError struct {
	off int
	msg string
}

func (e *DecodeError) Error() string { return "decode error at " + strconv.Itoa(e.off) + ": " + e.msg } // want tok.DecodeError "decode error at {strconv.Itoa(e.off)}: {e.msg}"

func newDecodeError(off int, format string, args ...any) error {
	return &DecodeError{off: off, msg: fmt.Sprintf(format, args...)} // want tok.DecodeError "decode error at {strconv.Itoa(e.off)}: {format}"
}

func assert(cond bool, msg string) {
	if !cond {
		panic("tok: assertion failed: " + msg) // want panic "tok: assertion failed: {msg}"
	}
}
