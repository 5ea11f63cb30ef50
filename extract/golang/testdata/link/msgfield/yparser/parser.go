// Package yparser raises yerrors' syntax errors through its constructor:
// each call is a site whose text holds the message it passes.
package yparser

import "example.com/m/link/msgfield/yerrors"

func parseSequence(end *yerrors.Token, tk *yerrors.Token) error {
	if end == nil {
		return yerrors.ErrSyntax("sequence end token ']' not found", tk) // want yerrors.SyntaxError "sequence end token ']' not found"
	}
	return nil
}
