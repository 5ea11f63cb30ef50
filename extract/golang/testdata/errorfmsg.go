// Package errorfmsg reports errors through a parser's error method, with
// a constant message, one fmt.Sprintf makes for the call, or one joined
// with + from text of its own.
package errorfmsg

import (
	"errors"
	"fmt"
)

type parser struct {
	pos  int
	errs []string
}

func (p *parser) error(pos int, msg string) {
	p.errs = append(p.errs, fmt.Sprint(pos)+": "+msg)
}

func (p *parser) run(tok, callType, what string, err error) {
	p.error(p.pos, "missing semicolon")                                             // want error "missing semicolon"
	p.error(p.pos, fmt.Sprintf("expression in %s must be function call", callType)) // want error "expression in {callType} must be function call"
	p.error(p.pos, "expected "+what)                                                // want error "expected {what}"
	p.error(p.pos, tok)
	p.error(p.pos, errors.New("bad token").Error()) // want error "bad token"
}
