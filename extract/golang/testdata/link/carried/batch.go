// Package carried has helpers that hand the error literal they build from
// their parameters to another package's wrapper, which carries it.
package carried

import (
	"fmt"

	"example.com/m/link/carried/errs"
)

// ErrBatchCorrupted records why a batch is corrupted.
type ErrBatchCorrupted struct {
	Reason string
}

func (e *ErrBatchCorrupted) Error() string {
	return fmt.Sprintf("batch corrupted: %s", e.Reason) // want carried.ErrBatchCorrupted "batch corrupted: {e.Reason}"
}

func newErrBatchCorrupted(reason string) error {
	return errs.NewErrCorrupted("", &ErrBatchCorrupted{reason}) // want carried.ErrBatchCorrupted "batch corrupted: {reason}"
}

// twoLits hands the wrapper two literals: which one carries the text is
// not known, so its callers are no sites.
func twoLits(reason string) error {
	return join(&ErrBatchCorrupted{reason}, // want carried.ErrBatchCorrupted "batch corrupted: {reason}"
		&ErrBatchCorrupted{reason}) // want carried.ErrBatchCorrupted "batch corrupted: {reason}"
}

func join(a, b error) error { return fmt.Errorf("%v; %v", a, b) } // want error "{a}; {b}"

func load(data []byte) error {
	if len(data) < 12 {
		return newErrBatchCorrupted("too short") // want carried.ErrBatchCorrupted "batch corrupted: too short"
	}
	if data[0] > 3 {
		return newErrBatchCorrupted(fmt.Sprintf("bad record: invalid type %#x", data[0])) // want carried.ErrBatchCorrupted "batch corrupted: bad record: invalid type {data[0]:#x}"
	}
	return twoLits("bad record: invalid key length") // no site: either literal may carry it
}
