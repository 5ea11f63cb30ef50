// Package scanner reports its errors through a handler its parser installs
// in a function-typed field.
package scanner

import (
	"errors"
	"fmt"
	"os"
)

type Pos struct{ Line, Column int }

type Scanner struct {
	Error      func(pos Pos, msg string)
	ErrorCount int
	pos        Pos
	log        func(string)
}

// err hands msg to the handler: its callers' texts are the errors.
func (s *Scanner) err(msg string) {
	s.ErrorCount++
	if s.Error != nil {
		s.Error(s.pos, msg)
		return
	}
	fmt.Fprintf(os.Stderr, "%v: %s\n", s.pos, msg)
}

// note hands no parameter of its own to a callback.
func (s *Scanner) note(msg string) {
	s.log("scanned")
}

func (s *Scanner) scan(ch rune) {
	switch ch {
	case '"':
		s.err("literal not terminated") // want error "literal not terminated"
	case '/':
		s.note("a comment") // not an error: note reports nothing
	}
}

type parser struct {
	sc  *Scanner
	err error
}

func newParser() *parser {
	p := &parser{sc: &Scanner{}}
	p.sc.Error = func(pos Pos, msg string) { p.err = errors.New(msg) } // want error "{msg}"
	return p
}

type Transport struct {
	DialTLS func(network, addr string) (any, error)
}

// dialTLS returns what the callback gives: no report of an error.
func (t *Transport) dialTLS(network, addr string) (any, error) {
	return t.DialTLS(network, addr)
}

func (t *Transport) dial(addr string) error {
	_, err := t.dialTLS("tcp", addr) // not a site: "tcp" is no error text
	return err
}
