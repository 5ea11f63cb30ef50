// Package vm raises its errors the way interpreters do: a printf-style
// method formats the text, keeps it where the machine's caller will find
// it, and unwinds through a handler field, returning nothing.
package vm

import (
	"fmt"
	"os"
)

type State struct {
	stack []any
	Panic func(*State)
	out   *os.File
}

func (s *State) where() string { return "<string>:1:" }

// raiseError formats its caller's text and unwinds: its callers' formats
// are the errors' texts.
func (s *State) raiseError(level int, format string, args ...any) {
	message := format
	if len(args) > 0 {
		message = fmt.Sprintf(format, args...)
	}
	if level > 0 {
		message = fmt.Sprintf("%v %v", s.where(), message)
	}
	s.stack = append(s.stack, message)
	s.Panic(s)
}

// RaiseError passes its own format and arguments on.
func (s *State) RaiseError(format string, args ...any) {
	s.raiseError(1, format, args...)
}

// throwf is named for what it does, and unwinds with a value that is not
// its text.
func (s *State) throwf(format string, args ...any) {
	s.stack = append(s.stack, fmt.Sprintf(format, args...))
	panic(s) // want panic "{s}"
}

// tracef formats and writes: a trace, not an error, whatever its
// callers' texts say.
func (s *State) tracef(format string, args ...any) {
	s.out.WriteString(fmt.Sprintf(format, args...))
}

// addErrorMsg keeps warnings and errors alike, and returns: what its
// callers pass is no error by that alone.
func (s *State) addErrorMsg(format string, args ...any) {
	s.stack = append(s.stack, fmt.Sprintf(format, args...))
}

// Warnf passes its format on to addErrorMsg.
func (s *State) Warnf(format string, args ...any) { s.addErrorMsg(format, args...) }

// emitf writes its text, and fails only when the format is bad: its last
// statement does not unwind.
func (s *State) emitf(format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	if len(text) == 0 {
		s.Panic(s)
	}
	s.out.WriteString(text)
}
