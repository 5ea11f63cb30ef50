// Package oserror holds the texts that io/fs and os alias.
package oserror

import "errors"

var ErrInvalid = errors.New("invalid argument")     // want oserror.ErrInvalid "invalid argument"
var ErrNotExist = errors.New("file does not exist") // want oserror.ErrNotExist "file does not exist"
