package spreadfmt

import (
	"fmt"
	"strconv"
)

type prefixError struct{ s string }

func (e *prefixError) Error() string { return "codec: " + e.s } // want spreadfmt.prefixError "codec: {e.s}"

func newf(f string, x ...any) error {
	return &prefixError{s: fmt.Sprintf(f, x...)} // want spreadfmt.prefixError "codec: {f}"
}

type decoder struct{ in []byte }

// newError hands newf its caller's format after text of its own.
func (d decoder) newError(pos int, f string, x ...any) error {
	head := "syntax error (line " + strconv.Itoa(pos) + "): "
	return newf(head+f, x...) // want spreadfmt.prefixError "codec: syntax error (line {strconv.Itoa(pos)}): {f}"
}

// atLen does so with a value its own verb prints.
func (d decoder) atLen(f string, x ...any) error {
	return newf("at %d: "+f, append([]any{len(d.in)}, x...)...) // want spreadfmt.prefixError "codec: at {len(d.in):d}: {f}"
}

func (d decoder) c1(tok string) error { return d.newError(3, "unexpected token %s", tok) } // want spreadfmt.prefixError "codec: syntax error (line {strconv.Itoa(pos)}): unexpected token {tok}"
func (d decoder) c2(tok string) error { return d.atLen("bad field %q", tok) }              // want spreadfmt.prefixError "codec: at {len(d.in):d}: bad field {tok!r}"
