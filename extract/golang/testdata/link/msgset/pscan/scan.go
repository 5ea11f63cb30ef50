// Package pscan makes another package's parse error and sets its message
// after the literal.
package pscan

import (
	"fmt"

	"example.com/m/link/msgset/perr"
)

type scanner struct{ line, noff int }

func (p *scanner) byteError(off int, mode string, b byte) error {
	err := &perr.ParseError{ // want perr.ParseError "{err.Message} at {p.line:d}:{off - p.noff:d}"
		Line:   p.line,
		Column: off - p.noff,
	}
	if mode == "string" {
		err.Message = fmt.Sprintf("invalid JSON character 0x%02x", b) // want perr.ParseError "invalid JSON character 0x{b:02x} at {p.line:d}:{off - p.noff:d}"
	} else {
		err.Message = "invalid number" // want perr.ParseError "invalid number at {p.line:d}:{off - p.noff:d}"
	}
	return err
}
