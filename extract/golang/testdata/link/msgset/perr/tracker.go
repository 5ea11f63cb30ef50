package perr

import "fmt"

type tracker struct{ line, noff int }

// byteError makes the error first and sets its message field in each
// branch: every assignment of text is a site, the type's Error template
// with that text as the message.
func (t *tracker) byteError(off int, mode string, r rune) error {
	err := &ParseError{ // want perr.ParseError "{err.Message} at {t.line:d}:{off - t.noff:d}"
		Line:   t.line,
		Column: off - t.noff,
	}
	switch mode {
	case "null":
		err.Message = "expected null" // want perr.ParseError "expected null at {t.line:d}:{off - t.noff:d}"
	case "colon":
		err.Message = fmt.Sprintf("expected a colon, not '%c'", r) // want perr.ParseError "expected a colon, not '{r}' at {t.line:d}:{off - t.noff:d}"
	default:
		err.Message = fmt.Sprintf("unexpected character '%c'", r) // want perr.ParseError "unexpected character '{r}' at {t.line:d}:{off - t.noff:d}"
	}
	return err
}

// A message field that only copies a value passed in adds no text: the
// literal is the one record.
func (t *tracker) passed(msg string) error {
	var err = &ParseError{Line: t.line} // want perr.ParseError "{err.Message} at {t.line:d}:{err.Column:d}"
	err.Message = msg
	return err
}

// Another variable's message field is not this value's.
func (t *tracker) other(e *ParseError) error {
	err := &ParseError{Line: t.line} // want perr.ParseError "{err.Message} at {t.line:d}:{err.Column:d}"
	e.Message = "not err's message"
	return err
}
