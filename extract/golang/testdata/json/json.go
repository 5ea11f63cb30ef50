// This folder is named json, as the standard library package its
// aliases name: the link does not take a package for its own import.
package json

import (
	"encoding/json"
	"reflect"
)

// The standard library's error types kept under this package's names: a
// literal of an alias prints the aliased type's Error text.
type (
	UnmarshalTypeError    = json.UnmarshalTypeError
	InvalidUnmarshalError = json.InvalidUnmarshalError
)

func unmarshalOverflow(b []byte, t reflect.Type) error {
	return &UnmarshalTypeError{Value: "number " + string(b) + " overflows", Type: t} // want json.UnmarshalTypeError "json: cannot unmarshal number {string(b)} overflows into {intoWhat}{e.Struct}.{e.Field} of type {t}" json.UnmarshalTypeError "json: cannot unmarshal number {string(b)} overflows into Go struct field {e.Struct}.{e.Field} of type {t}" json.UnmarshalTypeError "json: cannot unmarshal number {string(b)} overflows into Go value of type {t}"
}

func decode(t reflect.Type) error {
	if t == nil {
		return &InvalidUnmarshalError{} // want json.InvalidUnmarshalError "json: Unmarshal(nil)" json.InvalidUnmarshalError "json: Unmarshal(nil {e.Type.String()})" json.InvalidUnmarshalError "json: Unmarshal(non-pointer {e.Type.String()})"
	}
	return nil
}
