package convlocal

import "fmt"

// A conversion whose text is a local declared with it just above has its
// record there, where the text is made.
func validate(mechanism string) error {
	switch mechanism {
	case "":
		return ConfigurationError("Net.SASL.Mechanism must not be empty") // want convlocal.ConfigurationError "kafka: invalid configuration (Net.SASL.Mechanism must not be empty)"
	default:
		msg := fmt.Sprintf("The SASL mechanism configuration is invalid. Possible values are PLAIN, not %q", // want convlocal.ConfigurationError "kafka: invalid configuration (The SASL mechanism configuration is invalid. Possible values are PLAIN, not {mechanism!r})"
			mechanism)
		return ConfigurationError(msg)
	}
}

// A conversion of fmt.Sprintf of a format that is a constant of another
// file prints that format filled in.
func decode(v any) error {
	switch v.(type) {
	case *int:
		return nil
	default:
		return InvalidUnmarshalError(fmt.Sprintf(invalidUnmarshalErrorMsg, v)) // want convlocal.InvalidUnmarshalError "Cannot unmarshal JSON to type '{v}'"
	}
}
