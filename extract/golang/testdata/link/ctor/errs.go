// Package ctor makes its errors in constructors that keep the value in a
// local before returning it, and its callers do the same.
package ctor

import (
	"errors"
	"fmt"
)

type Pos struct{ Line, Col int }

type Error struct {
	Pos   Pos
	Msg   string
	Code  int
	stack []uintptr
}

func (e *Error) Error() string { return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Col, e.Msg) } // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: {e.Msg}"

func newErr(pos Pos, msg string) *Error {
	e := &Error{Pos: pos, Msg: msg}
	e.stack = nil
	return e
}

func Errorf(code int, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...)} // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: {format}"
}

type parser struct{ pos Pos }

func (p *parser) errorAt(pos Pos, format string, args ...any) error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)} // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: {format}"
}

func (p *parser) expect(tok string) error {
	return p.errorAt(p.pos, "expected %s", tok) // want ctor.Error "{e.Pos.Line:d}:{e.Pos.Col:d}: expected {tok}"
}

var ErrClosed = errors.New("closed") // want ctor.ErrClosed "closed"

func wrapf(err error, format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), err) // want error "{fmt.Sprintf(format, args...)}: {err}"
}

func invalid[T any](v T, why string) error {
	return fmt.Errorf("invalid value %v: %s", v, why) // want error "invalid value {v}: {why}"
}

func mkErr(kind string, detail string) error {
	switch kind {
	case "type":
		return fmt.Errorf("type error: %s", detail) // want error "type error: {detail}"
	default:
		return fmt.Errorf("%s error: %s", kind, detail) // want error "{kind} error: {detail}"
	}
}
