//go:build !amd64

package match

// prefetch does nothing on this architecture: the loads that follow it
// wait on memory as they would without it (see prefetch_amd64.go).
func prefetch(addrs []uintptr) {}
