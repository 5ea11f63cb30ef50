package size

import (
	"errors"
	"fmt"
)

var ErrEmpty = errors.New("size: empty input")

// Parse reads a size.
func Parse(s string) (int, error) {
	if s == "" {
		return 0, ErrEmpty
	}
	if len(s) > 20 {
		return 0, fmt.Errorf("size: input too long (%d bytes)", len(s))
	}
	return len(s), nil
}
