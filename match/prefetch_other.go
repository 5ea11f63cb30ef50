//go:build !amd64 || (hyperscan && cgo)

package match

// prefetch does nothing on this architecture, and in the Hyperscan build
// (cgo: a package using cgo cannot hold Go assembly): the loads that
// follow it wait on memory as they would without it (see
// prefetch_amd64.go).
func prefetch(addrs []uintptr) {}
