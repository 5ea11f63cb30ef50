package part

// Token carries the text of a scanning error in a field; the error type
// built around it prints that field.
type Token struct {
	Error  string
	Origin string
}

// Invalid is a token that failed to scan, with why.
func Invalid(msg, org string) *Token { return &Token{Error: msg, Origin: org} }

// InvalidTokenError prints its token's text.
type InvalidTokenError struct{ Token *Token }

func (e *InvalidTokenError) Error() string { return e.Token.Error }

// ErrInvalidToken wraps a token that failed to scan.
func ErrInvalidToken(tk *Token) *InvalidTokenError { return &InvalidTokenError{Token: tk} }

func wrap(err error) error { return err }
