// Package pparse reports through helpers that keep, nest or format the
// text their callers pass.
package pparse

import (
	"errors"
	"fmt"
	"strconv"

	"example.com/m/link/passed/plex"
)

type parser struct {
	l     *plex.Lexer
	pos   plex.Pos
	err   error
	Error error
	line  int
	name  string
}

// failMessage returns nothing: the error it stores is its callers'.
func (p *parser) failMessage(msg string, args ...any) {
	if p.err == nil {
		p.err = fmt.Errorf(msg, args...) // want error "{msg}"
	}
}

// report stores the error after a bare return.
func (p *parser) report(operation, msg string) {
	if p.Error != nil {
		return
	}
	p.Error = fmt.Errorf("pparse: %s: %s", operation, msg) // want error "pparse: {operation}: {msg}"
}

// unexpected stores the error in a field and returns that field.
func (p *parser) unexpected(what string, got any) error {
	p.err = fmt.Errorf("received unexpected message %s of type %T", what, got) // want error "received unexpected message {what} of type {got}"
	return p.err
}

// nested wraps the error its format makes.
func (p *parser) nested(format string, args ...any) error {
	return fmt.Errorf("%v: %w", p.pos, fmt.Errorf(format, args...)) // want error "{p.pos}: {fmt.Errorf(format, args...)}" error "{format}"
}

// joined formats its caller's format inside a longer text.
func (p *parser) joined(format string, args ...any) error {
	return errors.New(fmt.Sprintf(format, args...) + " at line " + strconv.Itoa(p.line)) // want error "{format} at line {strconv.Itoa(p.line)}"
}

// local formats its caller's format into a local first.
func (p *parser) local(format string, args ...any) error {
	msg := fmt.Sprintf(format, args...)
	return fmt.Errorf("%s:%d: %s", p.name, p.line, msg) // want error "{p.name}:{p.line:d}: {msg}"
}

func (p *parser) run(x int) error {
	switch x {
	case 1:
		p.failMessage("identifier %d has already been declared", x) // want error "identifier {x:d} has already been declared"
		return p.err
	case 2:
		p.report("read", "can only unmarshal into pointer") // want error "pparse: read: can only unmarshal into pointer"
		return p.Error
	case 3:
		return p.unexpected("RowDescription", x) // want error "received unexpected message RowDescription of type {x}"
	case 4:
		return p.nested("unexpected token %d in the nested form", x) // want error "{p.pos}: unexpected token {x:d} in the nested form"
	case 5:
		return p.joined("unexpected token %d in the joined form", x) // want error "unexpected token {x:d} in the joined form at line {strconv.Itoa(p.line)}"
	case 6:
		return p.local("unexpected token %d in the local form", x) // want error "{p.name}:{p.line:d}: unexpected token {x:d} in the local form"
	case 7:
		p.l.SyntaxErrorAt("descriptions are not allowed here", p.pos) // want plex.syntaxError "syntax error: descriptions are not allowed here"
	case 8:
		p.l.Check(1)
	}
	return nil
}
