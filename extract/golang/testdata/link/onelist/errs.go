// Package onelist's error keeps its texts in a list of strings that its
// Error method joins: a literal that sets the list to one text prints
// that text, and a constructor's (format, args...) reach it through a
// local the constructor formats them into.
package onelist

import (
	"fmt"
	"strings"
)

type Error struct {
	RootCause string
	EText     []string
}

func (e Error) Error() string {
	return fmt.Sprintf("[Root cause: %s] ", e.RootCause) + strings.Join(e.EText, " < ") // want onelist.Error "[Root cause: {e.RootCause}] {strings.Join(e.EText, \" < \")}"
}

func New(et, s string) Error {
	return Error{RootCause: et, EText: []string{s}} // want onelist.Error "[Root cause: {et}] {s}"
}

func NewErrorf(et, format string, a ...interface{}) Error {
	var s string
	if len(a) > 0 {
		s = fmt.Sprintf("%s: %s", et, fmt.Sprintf(format, a...))
	} else {
		s = fmt.Sprintf("%s: %s", et, format)
	}
	return Error{RootCause: et, EText: []string{s}} // want onelist.Error "[Root cause: {et}] {et}: {fmt.Sprintf(format, a...)}"
}

func Errorf(err error, et, format string, a ...interface{}) Error {
	return NewErrorf(et, format+": %s", append(a, err)...) // want onelist.Error "[Root cause: {et}] {et}: {fmt.Sprintf(format, a...)}: {err}"
}
