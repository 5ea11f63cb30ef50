// Package user raises another package's errors through its helpers and
// types.
package user

import "example.com/m/link/tok"

func Check(s string) error {
	if s == "" {
		return tok.NewError("empty token", tok.ErrBadToken) // want tok.ErrBadToken "token is malformed: empty token"
	}
	if s == "-" {
		return &tok.ParseError{Func: "Check", Input: s, Err: tok.ErrSyntax} // want tok.ParseError "tok.Check: parsing {s!r}: invalid syntax"
	}
	return nil
}
