//go:build !(hyperscan && cgo)

package match

// prefetch asks the CPU to bring the cache line of each address of addrs
// into the cache, without waiting for any (PREFETCHT0): the loads that
// follow find them there, and a loop of such hints keeps as many misses
// in flight as the CPU allows, where a loop of loads stalls once its
// reorder buffer is full of loads waiting on memory. An address that is
// not mapped is ignored, so addrs may hold any value.
//
//go:noescape
func prefetch(addrs []uintptr)
