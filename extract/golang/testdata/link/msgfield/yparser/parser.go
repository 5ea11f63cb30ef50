// Package yparser raises yerrors' syntax errors through its constructor:
// each call is a site whose text holds the message it passes.
package yparser

import "example.com/m/link/msgfield/yerrors"

// Sentinels made through another package's alias of errors.New and
// fmt.Errorf, and through this package's own helper.
var (
	ErrRequired = yerrors.New("required pointer type value")  // want error "required pointer type value"
	ErrDepth    = yerrors.Errorf("exceeded max depth %d", 10) // want error "exceeded max depth 10"
	ErrNoEnd    = yerrors.ErrSyntax("no document end", nil)   // want yerrors.SyntaxError "no document end"
)

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
