// Package spreadfmt builds its errors in helpers that put text of their
// own before the format their caller passes (fmt.Sprintf("lexer: "+format,
// args...)), spreading their variadic parameter alone or after the values
// their own verbs print (append([]any{l.line}, a...)...), and in one that
// panics with a value carrying the error for a recover to unwrap.
package spreadfmt

import (
	"errors"
	"fmt"
)

func fail(format string, args ...interface{}) error {
	return errors.New(fmt.Sprintf("lexer: "+format, args...)) // want error "lexer: {format}"
}

type lexer struct {
	name string
	line int
	err  error
}

func (l *lexer) fail(format string, a ...any) {
	l.err = fmt.Errorf("line %d: "+format, append([]any{l.line}, a...)...) // want error "line {l.line:d}: {format}"
}

func (l *lexer) errorAt(format string, a ...any) error {
	return fmt.Errorf(l.name+":%d: "+format+" (giving up)", append([]any{l.line}, a...)...) // want error "{l.name}:{l.line:d}: {format} (giving up)"
}

// tail's constant after the format has a verb of its own, which prints
// its caller's last value: not read.
func tail(format string, a ...any) error {
	return fmt.Errorf("tail: "+format+" at %d", a...) // want error "tail: {format} at %d"
}

type yamlError struct{ err error }

func failf(format string, args ...interface{}) {
	panic(yamlError{fmt.Errorf("yaml: "+format, args...)}) // want error "yaml: {format}" panic "{yamlError{fmt.Errorf(\"yaml: \"+format, args...)}}"
}

func handleErr(err *error) {
	if v := recover(); v != nil {
		if e, ok := v.(yamlError); ok {
			*err = e.err
		} else {
			panic(v) // want panic "{v}"
		}
	}
}

// wrapf's constant after the format prints the error appended after the
// variadic parameter.
func wrapf(err error, format string, args ...any) error {
	return fmt.Errorf(format+": %w", append(args, err)...) // want error "{format}: {err}"
}
