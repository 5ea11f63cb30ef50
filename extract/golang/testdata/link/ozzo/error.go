// Package validation is a module's root package, which its subpackage is
// imports by the module's path (example.com/ozzo-validation/v4): no
// directory of a scan of the module spells that path.
package validation

type ErrorObject struct {
	code    string
	message string
}

func (e ErrorObject) Error() string { return e.message }

// NewError builds an error of the code and text it is given.
func NewError(code, message string) ErrorObject {
	return ErrorObject{code: code, message: message}
}

var ErrInInvalid = NewError("validation_in_invalid", "must be a valid value") // want validation.ErrorObject "must be a valid value"
