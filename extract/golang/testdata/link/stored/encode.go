package stored

import "fmt"

// An encodeState's error method takes one parameter: a call of the
// scanner's error method, with two arguments, is not one of its.
type encodeState struct{}

type MarshalerError struct{ Err error }

func (e *MarshalerError) Error() string { return "stored: error calling MarshalJSON: " + e.Err.Error() } // want stored.MarshalerError "stored: error calling MarshalJSON: {e.Err.Error()}"

func (e *encodeState) error(err error) {
	panic(&MarshalerError{err}) // want panic "{&MarshalerError{err}}" stored.MarshalerError "stored: error calling MarshalJSON: {err}"
}

func (e *encodeState) marshal(v any) {
	e.error(fmt.Errorf("unsupported value %v", v)) // want error "unsupported value {v}" stored.MarshalerError "stored: error calling MarshalJSON: unsupported value {v}"
}
