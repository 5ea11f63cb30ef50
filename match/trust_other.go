//go:build !linux

package match

import "os"

// fileIdentity does not read a file's identity here: every start checks the
// saved index.
func fileIdentity(*os.File) ([5]uint64, bool) { return [5]uint64{}, false }
