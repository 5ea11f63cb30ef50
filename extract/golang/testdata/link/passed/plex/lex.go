// Package plex has the lexer whose methods another package's parser
// calls with its own text.
package plex

import "fmt"

type Pos struct{ Line int }

type Lexer struct{ pos Pos }

type syntaxError struct {
	message string
	pos     Pos
}

func (e syntaxError) Error() string { return fmt.Sprintf("syntax error: %s", e.message) } // want plex.syntaxError "syntax error: {e.message}"

// SyntaxErrorAt panics with an error made of its parameters: a caller in
// another package that declares its receiver as a *plex.Lexer passes the
// text.
func (l *Lexer) SyntaxErrorAt(message string, pos Pos) {
	panic(syntaxError{message: message, pos: pos}) // want panic "{syntaxError{message: message, pos: pos}}" plex.syntaxError "syntax error: {message}"
}

// Check panics on a value out of range: a call handing it no words is
// no site.
func (l *Lexer) Check(n int) {
	if n > 2 {
		panic(fmt.Sprintf("cannot check %d", n)) // want panic "cannot check {n:d}"
	}
}
