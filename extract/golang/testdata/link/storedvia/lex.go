package storedvia

import (
	"fmt"
	"strings"
)

type lexer struct {
	line    int
	lastErr error
}

func (l *lexer) setError(err error) {
	if l.lastErr == nil {
		l.lastErr = err
	}
}

func (l *lexer) setSyntaxError(problem, hint string) {
	l.setError(&SyntaxError{ // want storedvia.SyntaxError "syntax error: {problem} at line {e.line:d}\nHINT: {hint}"
		problem: problem,
		line:    l.line + 1,
		hint:    hint,
	})
}

func (l *lexer) setParseError(problem, hint string) {
	l.setSyntaxError(problem, hint)
}

// Error is called by the generated parser.
func (l *lexer) Error(s string) {
	l.setSyntaxError(strings.TrimPrefix(s, "syntax error: "), "") // want storedvia.SyntaxError "syntax error: {strings.TrimPrefix(s, \"syntax error: \")} at line {e.line:d}\nHINT: "
}

func (l *lexer) setLexError(expected string) {
	l.Error("invalid " + expected)
}

func (l *lexer) setStrideError(got int, hint string) {
	problem := fmt.Sprintf("mixed dimensionality, expecting %d coords", got) // want storedvia.SyntaxError "syntax error: mixed dimensionality, expecting {got:d} coords at line {e.line:d}\nHINT: {hint}"
	l.setParseError(problem, hint)
}

func (l *lexer) point(n int) bool {
	switch {
	case n == 1:
		l.setParseError("not enough coordinates", "each point needs at least 2 coords") // want storedvia.SyntaxError "syntax error: not enough coordinates at line {e.line:d}\nHINT: each point needs at least 2 coords"
		return false
	case n > 4:
		l.setStrideError(n, "")
		return false
	}
	l.setLexError("number")
	return true
}
