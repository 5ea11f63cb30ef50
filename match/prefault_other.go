//go:build !linux

package match

// prefault does nothing where MADV_POPULATE_WRITE is not known.
func prefault([]byte) {}

// mapPopulate is 0 where mmap cannot fill a mapping's page tables at once.
const mapPopulate = 0
