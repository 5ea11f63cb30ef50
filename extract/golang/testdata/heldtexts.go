package heldtexts

import (
	"errors"
	"fmt"
	"io"
)

// Parser fails with a message built in a local variable.
type Parser struct {
	err  error
	data string
	eof  bool
}

// fail builds its message in branches and a loop, then makes its error
// of it: one record per text the message may hold at the call.
func (p *Parser) fail(in string, expected ...string) {
	if p.err != nil {
		return
	}
	msg := "unexpected"
	if 0 < len(expected) {
		msg = "expected"
		for _, tt := range expected[:len(expected)-1] {
			msg += " " + tt + ","
		}
		msg += " " + expected[len(expected)-1] + " instead of"
	}
	if p.eof {
		msg += " EOF"
	} else {
		msg += " " + p.data
	}
	if in != "" {
		msg += " in " + in
	}
	p.err = errors.New(msg) // want error "unexpected EOF" error "expected{…} {expected[len(expected)-1]} instead of {…}" error "unexpected {p.data}" error "expected {expected[len(expected)-1]} instead of {p.data}" error "unexpected EOF in {in}" error "expected{…} {expected[len(expected)-1]} instead of {…} in {in}" error "unexpected {p.data} in {in}" error "expected {expected[len(expected)-1]} instead of {p.data} in {in}"
}

// token switches over the kinds of a token; a case that returns gives
// the message no text.
func token(kind int, detail string) error {
	var msg string
	switch kind {
	case 0:
		msg = "unterminated string"
	case 1:
		msg = "bad escape"
	default:
		return io.EOF
	}
	return errors.New(msg + ": " + detail) // want error "unterminated string: {detail}" error "bad escape: {detail}"
}

// format's text is read as a printf format, being constant on every
// path; the text it is declared with is replaced before the call, and
// the two left differ only in how they print name: one record.
func format(quoted bool, name string) error {
	msg := "unused"
	msg = "value %s"
	if quoted {
		msg = "value %q"
	}
	return fmt.Errorf(msg+" is not supported", name) // want error "value {name} is not supported"
}

// closure's message is changed by a function literal: its texts at the
// call are not known, and an assignment with text is a record (as
// joined.go's getAttr).
func closure(ok bool) error {
	msg := "first"
	set := func() { msg = "second" }
	if ok {
		set()
		msg = "third" // want error "third"
	}
	return errors.New(msg) // want error "{msg}"
}

// nested declares its message inside a branch: the texts start there. A
// text assigned that reaches the call unchanged is a record at the
// assignment, as in joined.go's getAttr.
func nested(ok bool, name string) error {
	if ok {
		msg := "bad value"
		if name != "" {
			msg = "bad name " + name // want error "bad name {name}"
		}
		return errors.New(msg) // want error "bad value"
	}
	return nil
}
