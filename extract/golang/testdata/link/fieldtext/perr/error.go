package perr

import "fmt"

// Error is a parse error with its position.
type Error struct {
	Message string
	Line    int
	Column  int
}

// NewError makes an error at offset of message, formatted with a when
// given.
func NewError(offset int, message string, a ...interface{}) *Error {
	if 0 < len(a) {
		message = fmt.Sprintf(message, a...)
	}
	return &Error{Message: message, Line: 1, Column: offset} // want perr.Error "{message} on line 1 and column {offset:d}"
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s on line %d and column %d", e.Message, e.Line, e.Column) // want perr.Error "{e.Message} on line {e.Line:d} and column {e.Column:d}"
}
