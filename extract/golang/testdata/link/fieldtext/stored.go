package fieldtext

import (
	"errors"
	"fmt"

	"example.com/fieldtext/perr"
)

// Parser keeps its first error in a field; Parse hands that error's text
// to perr.NewError, which puts the position after it.
type Parser struct {
	err  error
	eof  bool
	data string
}

func (p *Parser) fail(in string) {
	if p.err == nil {
		msg := "unexpected EOF"
		if !p.eof {
			msg = "unexpected token"
		}
		p.err = errors.New(msg + " in " + in) // want error "unexpected EOF in {in}" error "unexpected token in {in}" perr.Error "unexpected EOF in {in} on line 1 and column {offset:d}" perr.Error "unexpected token in {in} on line 1 and column {offset:d}"
	}
}

func (p *Parser) failf(format string, n int) {
	p.err = fmt.Errorf("bad count %d", n) // want error "bad count {n:d}" perr.Error "bad count {n:d} on line 1 and column {offset:d}"
}

// Parse makes the error of the text the field's error holds.
func Parse(data string, offset int) error {
	p := &Parser{data: data}
	p.fail("expression") // want error "{msg} in expression"
	if p.err != nil {
		return perr.NewError(offset, p.err.Error())
	}
	return nil
}

// other's err is not a Parser's: its text is not the one Parse hands on.
type other struct {
	err error
}

func (o *other) set() {
	o.err = errors.New("other failure") // want error "other failure"
}

// failMessage stores the error its caller's format makes; Check hands
// that error's text to perr.NewError, so each call of failMessage is the
// helper's error too, with the position after the caller's words.
func (p *Parser) failMessage(msg string, args ...interface{}) {
	if p.err == nil {
		p.err = fmt.Errorf(msg, args...) // want error "{msg}"
	}
}

func (p *Parser) statement(newline bool) {
	if newline {
		p.failMessage("unexpected newline in %s statement", "throw") // want error "unexpected newline in throw statement" perr.Error "unexpected newline in throw statement on line 1 and column {offset:d}"
	}
}

// Check makes the error of the text the field's error holds.
func Check(p *Parser, offset int) error {
	if p.err != nil {
		return perr.NewError(offset, p.err.Error())
	}
	return nil
}
