// Package errs wraps an error with the file it was found in.
package errs

import "fmt"

// ErrCorrupted carries an error and the file.
type ErrCorrupted struct {
	File string
	Err  error
}

func (e *ErrCorrupted) Error() string { return fmt.Sprintf("%v [file=%s]", e.Err, e.File) } // want errs.ErrCorrupted "{e.Err} [file={e.File}]"

// NewErrCorrupted wraps err.
func NewErrCorrupted(file string, err error) error { return &ErrCorrupted{file, err} } // want errs.ErrCorrupted "{err} [file={file}]"
