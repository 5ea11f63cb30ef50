package trim

import (
	"errors"
	"fmt"
	"strings"
)

// CompileError prints the error it carries without the package's prefix:
// the package's texts starting with that prefix match with or without it
// (their patterns make it optional; the golden shows them).
type CompileError struct {
	URL string
	Err error
}

func (e *CompileError) Error() string {
	return fmt.Sprintf("trim %s failed: %v", e.URL, strings.TrimPrefix(e.Err.Error(), "trim: ")) // want trim.CompileError "trim {e.URL} failed: {strings.TrimPrefix(e.Err.Error(), \"trim: \")}"
}

var ErrBad = errors.New("trim: bad input") // want trim.ErrBad "trim: bad input"

var ErrOther = errors.New("other: not trimmed") // want trim.ErrOther "other: not trimmed"
