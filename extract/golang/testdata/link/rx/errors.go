// Package rx has regexp2's shape: an error code is a string constant,
// possibly a format, and the Error method prints it with the arguments a
// helper stored.
package rx

import "fmt"

type ErrorCode string

const (
	ErrMissingParen         ErrorCode = "missing closing )"
	ErrUnrecognizedGrouping ErrorCode = "unrecognized grouping construct: (%v"
)

func (e ErrorCode) String() string { return string(e) }

type Error struct {
	Code ErrorCode
	Expr string
	Args []interface{}
}

func (e *Error) Error() string {
	if len(e.Args) == 0 {
		return "error parsing regexp: " + e.Code.String() + " in `" + e.Expr + "`" // want rx.Error "error parsing regexp: {e.Code.String()} in `{e.Expr}`"
	}
	return "error parsing regexp: " + fmt.Sprintf(e.Code.String(), e.Args...) + " in `" + e.Expr + "`" // want rx.Error "error parsing regexp: {fmt.Sprintf(e.Code.String(), e.Args)} in `{e.Expr}`"
}
