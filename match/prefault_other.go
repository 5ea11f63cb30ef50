//go:build !linux

package match

// prefault does nothing where MADV_POPULATE_WRITE is not known.
func prefault([]byte) {}
