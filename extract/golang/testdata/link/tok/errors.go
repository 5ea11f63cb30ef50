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

// NumError is strconv's shape: helpers build it, a dispatcher passes its
// caller's function name on, and the callers are the sites.
type NumError struct {
	Func string
	Num  string
	Err  error
}

func (e *NumError) Error() string {
	return "tok." + e.Func + ": parsing " + strconv.Quote(e.Num) + ": " + e.Err.Error() // want tok.NumError "tok.{e.Func}: parsing {strconv.Quote(e.Num)}: {e.Err.Error()}"
}

func syntaxError(fn, str string) *NumError {
	return &NumError{fn, str, ErrSyntax} // want tok.NumError "tok.{fn}: parsing {str!r}: invalid syntax"
}

func toError(fn, s string, err error) error {
	switch err {
	case ErrSyntax:
		return syntaxError(fn, s)
	}
	return err
}

func ParseInt(s string) (int, error) {
	if s == "" {
		return 0, toError("ParseInt", s, ErrSyntax) // want tok.NumError "tok.ParseInt: parsing {s!r}: invalid syntax"
	}
	return 0, nil
}
