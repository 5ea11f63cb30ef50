package stored

const scanError = 10

type scanner struct {
	err   error
	bytes int64
}

func quoteChar(c byte) string { return "'" + string(c) + "'" }

// error records an error and switches to the error state.
func (s *scanner) error(c byte, context string) int {
	s.err = &SyntaxError{"invalid character " + quoteChar(c) + " " + context, s.bytes} // want stored.SyntaxError "invalid character {quoteChar(c)} {context}"
	return scanError
}

func (s *scanner) beginValue(c byte) int {
	if c == '}' {
		return s.error(c, "looking for beginning of value") // want stored.SyntaxError "invalid character {quoteChar(c)} looking for beginning of value"
	}
	return 0
}

func (s *scanner) endObject(c byte) int {
	return s.error(c, "after object key") // want stored.SyntaxError "invalid character {quoteChar(c)} after object key"
}

// stateEndValue is a state function: the scanner is its parameter.
func stateEndValue(s *scanner, c byte) int {
	return s.error(c, "after top-level value") // want stored.SyntaxError "invalid character {quoteChar(c)} after top-level value"
}
