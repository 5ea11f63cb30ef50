//go:build !windows && go1.21

// Built on every system but one, at every current release: no tag.
package bits

import "errors"

var errOdd = errors.New("odd value") // want bits.errOdd "odd value"
