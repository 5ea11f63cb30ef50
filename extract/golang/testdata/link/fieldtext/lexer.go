package fieldtext

import (
	"errors"
	"fmt"

	"example.com/fieldtext/pyexc"
)

// lexer keeps the text of its first syntax error in a string field until
// the parser asks for the error.
type lexer struct {
	failed      bool
	eof         bool
	errorString string
}

// SyntaxError stores the text its caller gives.
func (x *lexer) SyntaxError(s string) {
	x.errorString = s
	x.failed = true
}

func (x *lexer) number(s string) {
	if s == "0777" {
		x.SyntaxError("illegal decimal with leading zero")
	}
}

// ErrorReturn makes the error of the text stored, or of a default: each
// constant the field may hold is a record here, where the error is made.
func (x *lexer) ErrorReturn() error {
	if x.failed {
		if x.errorString == "" {
			if x.eof {
				x.errorString = "unexpected EOF while parsing"
			} else {
				x.errorString = "invalid syntax"
			}
		}
		return pyexc.ExceptionNewf(pyexc.SyntaxError, "%s", x.errorString) // want pyexc.Exception "illegal decimal with leading zero" pyexc.Exception "unexpected EOF while parsing" pyexc.Exception "invalid syntax"
	}
	return nil
}

// parser stores a text fmt makes, or a constant, with its position; Err
// makes the error later.
type parser struct {
	err    string
	errPos int
	data   []byte
}

func (p *parser) declaration() {
	p.err, p.errPos = fmt.Sprintf("unexpected token '%s' in declaration", string(p.data)), 3 // want error "parse: unexpected token '{string(p.data)}' in declaration"
}

func (p *parser) rule() {
	p.err, p.errPos = "unexpected ending in qualified rule", 4
}

// Err: a constant stored is a record here; a text fmt made, where it was
// made, with this call's text around it.
func (p *parser) Err() error {
	if p.err != "" {
		return fmt.Errorf("parse: %s", p.err) // want error "parse: unexpected ending in qualified rule" error "parse: {p.err}"
	}
	return nil
}

// reader stores a text it does not make: its field's texts are not known,
// and the site keeps the hole.
type reader struct {
	problem string
}

func (r *reader) fail(detail string) {
	msg := "bad input: " + detail
	r.problem = msg
}

func (r *reader) Err(line int) error {
	return fmt.Errorf("yaml: line %d: %s", line, r.problem) // want error "yaml: line {line:d}: {r.problem}"
}

// counted's field is no string: nothing to follow.
type counted struct {
	code int
}

func (c *counted) Err() error {
	c.code = 3
	return errors.New(fmt.Sprint(c.code)) // want error "{c.code}"
}

// Config's Net is exported: other packages set it, so the default the
// file stores is not the only text it may hold.
type Config struct {
	Net string
}

func (cfg *Config) normalize() error {
	if cfg.Net == "" {
		cfg.Net = "tcp"
	}
	return fmt.Errorf("default addr for network '%s' unknown", cfg.Net) // want error "default addr for network '{cfg.Net}' unknown"
}
