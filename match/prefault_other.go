//go:build !linux

package match

// prefault does nothing where MADV_POPULATE_WRITE is not known.
func prefault([]byte) {}

// populateRead does nothing where MADV_POPULATE_READ is not known, and
// says so.
func populateRead([]byte) bool { return false }

// mapPopulate is 0 where mmap cannot fill a mapping's page tables at once.
const mapPopulate = 0
