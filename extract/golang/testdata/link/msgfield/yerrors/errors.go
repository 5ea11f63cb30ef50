// Package yerrors declares an error type whose Error method hands its
// message field to a formatter (a position before it, a source snippet
// after), and a constructor that sets that field from its parameter.
package yerrors

import (
	"errors"
	"fmt"
)

// New and Errorf are the standard library's constructors under this
// package's name.
var (
	New    = errors.New
	Errorf = fmt.Errorf
)

type Token struct{ Line, Column int }

type SyntaxError struct {
	Message string
	Token   *Token
}

func ErrSyntax(msg string, tk *Token) *SyntaxError {
	return &SyntaxError{Message: msg, Token: tk}
}

func (e *SyntaxError) Error() string { return e.FormatError(false, true) }

func (e *SyntaxError) FormatError(colored, inclSource bool) string {
	return FormatError(e.Message, e.Token, colored, inclSource)
}

// FormatError puts the position before the message and the source after.
func FormatError(msg string, tk *Token, colored, inclSource bool) string {
	pos := fmt.Sprintf("[%d:%d] ", tk.Line, tk.Column)
	return snippet(pos+msg, tk, colored, inclSource)
}

func snippet(s string, tk *Token, colored, inclSource bool) string { return s }

// A TypeError's text is its msg method's, handed to the same formatter.
type TypeError struct {
	DstType, SrcType string
	Field            *string
	Token            *Token
}

func ErrTypeMismatch(dst, src string, tk *Token) *TypeError {
	return &TypeError{DstType: dst, SrcType: src, Token: tk} // want yerrors.TypeError "cannot unmarshal {src} into Go struct field {*e.Field} of type {dst}" yerrors.TypeError "cannot unmarshal {src} into Go value of type {dst}"
}

func (e *TypeError) msg() string {
	if e.Field != nil {
		return fmt.Sprintf("cannot unmarshal %s into Go struct field %s of type %s", e.SrcType, *e.Field, e.DstType)
	}
	return fmt.Sprintf("cannot unmarshal %s into Go value of type %s", e.SrcType, e.DstType)
}

func (e *TypeError) Error() string { return e.FormatError(false, true) }

func (e *TypeError) FormatError(colored, inclSource bool) string {
	return FormatError(e.msg(), e.Token, colored, inclSource)
}
