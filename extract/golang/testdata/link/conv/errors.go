// Package conv makes errors by converting a value to an error type that
// is not a struct: its Error method formats the receiver.
package conv

import "strconv"

// CorruptInputError is the offset of the first byte that is not valid.
type CorruptInputError int64

func (e CorruptInputError) Error() string {
	return "illegal data at input byte " + strconv.FormatInt(int64(e), 10) // want conv.CorruptInputError "illegal data at input byte {strconv.FormatInt(int64(e), 10)}"
}

// KindError names what was found.
type KindError string

func (e KindError) Error() string {
	return "unexpected kind " + string(e) // want conv.KindError "unexpected kind {string(e)}"
}
