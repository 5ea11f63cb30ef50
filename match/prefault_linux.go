package match

import (
	"syscall"
	"unsafe"
)

// madvPopulateWrite is Linux's MADV_POPULATE_WRITE (5.14).
const madvPopulateWrite = 23

// prefault asks the kernel to back the whole pages of b with memory in one
// call, before b is written: on a virtual machine a page fault per 4 kB
// page costs several microseconds, and a saved index of a million records
// is 70,000 pages. A kernel without MADV_POPULATE_WRITE refuses it, and
// the pages are faulted in as they are written, as without the call.
func prefault(b []byte) {
	if len(b) < 1<<20 {
		return
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	start, end := (p+4095)&^4095, (p+uintptr(len(b)))&^4095
	if end > start {
		syscall.Syscall(syscall.SYS_MADVISE, start, end-start, madvPopulateWrite)
	}
}

// madvPopulateRead is Linux's MADV_POPULATE_READ (5.14).
const madvPopulateRead = 22

// populateRead asks the kernel to fill the page tables of b, a piece of a
// read-only mapping starting at a page, in one call, and reports whether
// it did (a kernel without MADV_POPULATE_READ refuses it).
func populateRead(b []byte) bool {
	if len(b) == 0 {
		return true
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, p&^4095, p+uintptr(len(b))-p&^4095, madvPopulateRead)
	return errno == 0
}

// mapPopulate is the mmap flag that fills a mapping's page tables at once.
const mapPopulate = syscall.MAP_POPULATE
