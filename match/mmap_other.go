//go:build !unix

package match

import (
	"errors"
	"os"
)

// mapFile is refused where there is no mmap; the index is read instead.
func mapFile(*os.File, int, bool) ([]byte, error) { return nil, errors.ErrUnsupported }

// unmapFile does nothing: mapFile maps nothing here.
func unmapFile([]byte) {}
