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

func decodeInt(src string, tk *yerrors.Token) error {
	if src != "int" {
		return yerrors.ErrTypeMismatch("int8", src, tk) // want yerrors.TypeError "cannot unmarshal {src} into Go struct field {*e.Field} of type int8" yerrors.TypeError "cannot unmarshal {src} into Go value of type int8"
	}
	return &yerrors.SyntaxError{Message: "not an int", Token: tk} // want yerrors.SyntaxError "not an int"
}
