// Package perr declares a parse error whose Error method puts the
// position after the message field.
package perr

import "fmt"

type ParseError struct {
	Message string
	Line    int
	Column  int
}

func (err *ParseError) Error() string {
	return fmt.Sprintf("%s at %d:%d", err.Message, err.Line, err.Column) // want perr.ParseError "{err.Message} at {err.Line:d}:{err.Column:d}"
}
