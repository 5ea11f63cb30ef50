package fs

import "internal/oserror"

// PathError records an error and the operation and file path that caused it.
type PathError struct {
	Op   string
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() } // want fs.PathError "{e.Op} {e.Path}: {e.Err.Error()}"

// Sentinels that alias another package's: the texts are oserror's.
var (
	ErrInvalid  = errInvalid()
	ErrNotExist = oserror.ErrNotExist
)

func errInvalid() error { return oserror.ErrInvalid }
