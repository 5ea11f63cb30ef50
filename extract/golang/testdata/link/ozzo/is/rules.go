// Package is holds rules whose errors its module's root package makes.
package is

import validation "example.com/ozzo-validation/v4"

var (
	ErrIPv4 = validation.NewError("validation_is_ipv4", "must be a valid IPv4 address") // want validation.ErrorObject "must be a valid IPv4 address"
)
