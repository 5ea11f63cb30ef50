//go:build unix

package match

import (
	"os"
	"syscall"
)

// mapFile maps f's size bytes read-only, with populate asking the kernel
// to fill the page tables at once (MAP_POPULATE, Linux; elsewhere pages
// come in as read). Once an index is cut out of the mapping it is never
// removed: strings cut out of it may be anywhere in the caller's answers.
func mapFile(f *os.File, size int, populate bool) ([]byte, error) {
	flags := syscall.MAP_PRIVATE
	if populate {
		flags |= mapPopulate
	}
	return syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, flags)
}

// unmapFile removes a mapping from mapFile that nothing refers to.
func unmapFile(b []byte) { syscall.Munmap(b) }
