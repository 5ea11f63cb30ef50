package png

import (
	"fmt"
	"strconv"

	"example.com/expr/file"
)

// A FormatError reports that the input is not a valid PNG.
type FormatError string

func (e FormatError) Error() string { return "png: invalid format: " + string(e) } // want png.FormatError "png: invalid format: {string(e)}"

type SyntaxError struct {
	msg    string
	Offset int64
}

func (e *SyntaxError) Error() string { return e.msg }

type parseError struct {
	in  string
	msg string
	at  string
}

func (err parseError) Error() string {
	if err.at != "" {
		return "Parse(" + strconv.Quote(err.in) + "): " + err.msg + " (at " + strconv.Quote(err.at) + ")" // want png.parseError "Parse({strconv.Quote(err.in)}): {err.msg} (at {strconv.Quote(err.at)})"
	}
	return "Parse(" + strconv.Quote(err.in) + "): " + err.msg // want png.parseError "Parse({strconv.Quote(err.in)}): {err.msg}"
}

type decoder struct{ off int64 }

func (d *decoder) errorf(format string, args ...any) error { return nil }

func (d *decoder) check(sig string, n int) error {
	if sig != "\x89PNG" {
		return FormatError("not a PNG file") // want png.FormatError "png: invalid format: not a PNG file"
	}
	if n == 0 {
		return &SyntaxError{"unexpected end of input", d.off} // want png.SyntaxError "unexpected end of input"
	}
	if n == 1 {
		return parseError{in: sig, msg: "unable to parse"} // want png.parseError "Parse({strconv.Quote(err.in)}): unable to parse"
	}
	if n == 3 {
		return &SyntaxError{msg: "unknown chunk " + strconv.Quote(sig) + " at start"} // want png.SyntaxError "unknown chunk {strconv.Quote(sig)} at start"
	}
	if n == 2 {
		return d.errorf("bad chunk length %d", n) // want error "bad chunk length {n:d}"
	}
	var msg string
	_ = FormatError(msg)                   // not constant: the Error method's record covers it
	_ = &SyntaxError{msg: msg}             // likewise
	_ = strconv.Quote("not an error type") // a function, not an error type
	return nil
}

// Parser reports through helpers and an error type of another package, as
// expr-lang/expr's parser and checker do.
type Parser struct{ err *file.Error }

func (p *Parser) error(format string, args ...any) {
	p.err = &file.Error{Message: fmt.Sprintf(format, args...)} // a helper: no text of its own
}

type Checker struct{}

func (c *Checker) error(node any, format string, args ...any) {}

func (p *Parser) parse(c *Checker, tok string, name string) {
	p.error("unexpected token %v", tok)        // want error "unexpected token {tok}"
	c.error(tok, "invalid operation: %v", tok) // want error "invalid operation: {tok}"
	p.err = &file.Error{                       // want file.Error "not enough arguments to call {name}"
		Line:    1,
		Message: fmt.Sprintf("not enough arguments to call %v", name),
	}
	_ = file.Position{Message: "not an error type"}
	_ = []file.Error{{Message: "an element: its type is the slice's"}}
}
