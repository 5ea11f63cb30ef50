// Package errors is a module's own errors package: New keeps a stack with
// its message, and Errorf hands New the text its format and arguments
// print.
package errors

import "fmt"

type fundamental struct {
	msg   string
	stack []uintptr
}

func (f *fundamental) Error() string { return f.msg }

func callers() []uintptr { return nil }

// New returns an error of msg.
func New(msg string) error {
	return &fundamental{msg: msg, stack: callers()}
}

// Errorf returns an error of the text format and args print.
func Errorf(format string, args ...any) error {
	return New(fmt.Sprintf(format, args...))
}
