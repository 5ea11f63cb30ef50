// Package idioms holds error types written in common ways: a message method
// the Error method calls, a strings.Builder, a byte slice, a generic type.
package idioms

import (
	"fmt"
	"strconv"
	"strings"
)

type SyntaxError struct {
	msg    string
	Offset int64
}

func (e *SyntaxError) Error() string { return e.msg }

type ParseError struct {
	Line, Col int
	Msg       string
}

func (e *ParseError) Error() string { return fmt.Sprintf("line %d:%d: %s", e.Line, e.Col, e.Msg) } // want idioms.ParseError "line {e.Line:d}:{e.Col:d}: {e.Msg}"

type Kind int

const (
	KindSyntax Kind = iota
	KindRange
)

type KindError struct {
	Kind Kind
	Val  string
}

func (e KindError) Error() string {
	switch e.Kind {
	case KindSyntax:
		return "syntax error in " + e.Val // want idioms.KindError "syntax error in {e.Val}"
	case KindRange:
		return "value out of range: " + e.Val // want idioms.KindError "value out of range: {e.Val}"
	}
	return "unknown error" // want idioms.KindError "unknown error"
}

type BuildError struct{ Parts []string }

func (e *BuildError) Error() string {
	var b strings.Builder
	b.WriteString("build failed: ")
	b.WriteString(strings.Join(e.Parts, ", "))
	return b.String() // want idioms.BuildError "build failed: {strings.Join(e.Parts, \", \")}"
}

type MsgError struct {
	Code    int
	Message string
}

func (e *MsgError) Error() string   { return e.message() }
func (e *MsgError) message() string { return fmt.Sprintf("code %d: %s", e.Code, e.Message) }

type GenError[T any] struct{ Val T }

func (e *GenError[T]) Error() string { return fmt.Sprintf("bad value %v", e.Val) } // want idioms.GenError "bad value {e.Val}"

type StrError string

func (e StrError) Error() string { return "strerror: " + string(e) } // want idioms.StrError "strerror: {string(e)}"

type CloseError struct {
	Code int
	Text string
}

func (e *CloseError) Error() string {
	s := []byte("connection closed with code ")
	s = strconv.AppendInt(s, int64(e.Code), 10)
	switch e.Code {
	case 1000:
		s = append(s, " (normal)"...)
	case 1002:
		s = append(s, " (protocol error)"...)
	}
	if e.Text != "" {
		s = append(s, ": "...)
		s = append(s, e.Text...)
	}
	return string(s) // want idioms.CloseError "connection closed with code {e.Code:d}{s}{s}"
}

type AddrError struct{ Addr string }

func (e AddrError) Error() string {
	var b []byte
	b = append(b, "bad address "...)
	b = strconv.AppendQuote(b, e.Addr)
	b = append(b, '!')
	return string(b) // want idioms.AddrError "bad address {e.Addr!r}!"
}
