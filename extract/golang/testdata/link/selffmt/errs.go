// Package selffmt builds its errors in a constructor that formats its
// message parameter with itself as the format when it is given arguments
// (message = fmt.Sprintf(message, a...)), and in one that hands its
// message and arguments on to it.
package selffmt

import (
	"errors"
	"fmt"
)

type Error struct {
	Message string
	Line    int
}

func (e *Error) Error() string { return fmt.Sprintf("%s on line %d", e.Message, e.Line) } // want selffmt.Error "{e.Message} on line {e.Line:d}"

func NewError(line int, message string, a ...any) *Error {
	if 0 < len(a) {
		message = fmt.Sprintf(message, a...)
	}
	return &Error{Message: message, Line: line} // want selffmt.Error "{message} on line {line:d}"
}

func NewErrorAt(l *lexer, message string, a ...any) *Error {
	return NewError(l.line, message, a...)
}

type lexer struct{ line int }

func plain(msg string, a ...any) error {
	if len(a) > 0 {
		msg = fmt.Sprintf(msg, a...)
	}
	return errors.New(msg) // want error "{msg}"
}

// trimmed formats its message with another format: message is no format.
func trimmed(line int, message string, a ...any) *Error {
	message = fmt.Sprintf("%s!", message)
	return &Error{Message: message, Line: line} // want selffmt.Error "{message} on line {line:d}"
}
