// Package storedvia's lexer keeps its first error in a field through a
// setter method: a method that hands the setter a literal built from its
// parameters, returning nothing, is a helper whose callers pass the
// text, and so is a method handing its parameters on to it.
package storedvia

import "fmt"

type SyntaxError struct {
	problem string
	hint    string
	line    int
}

func (e *SyntaxError) Error() string {
	err := fmt.Sprintf("syntax error: %s at line %d", e.problem, e.line)
	if e.hint != "" {
		err += "\nHINT: " + e.hint
	}
	return err // want storedvia.SyntaxError "syntax error: {e.problem} at line {e.line:d}\nHINT: {e.hint}"
}
