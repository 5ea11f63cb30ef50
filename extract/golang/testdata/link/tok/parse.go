package tok

import "strings"

type parser struct{ line int }

// fail is a method helper: its callers pass the detail.
func (p *parser) fail(what string) error {
	return &DecodeError{off: p.line, msg: "unexpected " + what} // want tok.DecodeError "decode error at {strconv.Itoa(e.off)}: unexpected {what}"
}

// failf passes its format on to another helper.
func (p *parser) failf(format string, args ...any) error {
	return newDecodeError(p.line, format, args...)
}

func Parse(s string) error {
	parts := strings.Split(s, ".")
	if len(parts) != 3 {
		return NewError("wrong number of segments", ErrBadToken) // want tok.ErrBadToken "token is malformed: wrong number of segments"
	}
	if parts[0] == "" {
		return &ParseError{Func: "ParseThing", Input: s, Err: ErrSyntax} // want tok.ParseError "tok.ParseThing: parsing {s!r}: invalid syntax"
	}
	if parts[1] == "" {
		return newDecodeError(4, "expected value, not %q", parts[1]) // want tok.DecodeError "decode error at {strconv.Itoa(e.off)}: expected value, not {parts[1]!r}"
	}
	p := &parser{}
	if parts[2] == "" {
		return p.fail("end of input") // want tok.DecodeError "decode error at {strconv.Itoa(e.off)}: unexpected end of input"
	}
	if len(parts[2]) > 9 {
		return p.failf("segment %d too long: %d bytes", 2, len(parts[2])) // want tok.DecodeError "decode error at {strconv.Itoa(e.off)}: segment 2 too long: {len(parts[2]):d} bytes"
	}
	assert(len(parts[0]) < 100, "header under 100 bytes") // want panic "tok: assertion failed: header under 100 bytes"
	var err error
	err = NewError(s, ErrSyntax) // want tok.ErrSyntax "invalid syntax: {s}"
	return err
}
