//go:build !amd64 || (hyperscan && cgo)

package match

// haveMarks is false on this architecture, and in the Hyperscan build
// (cgo: a package using cgo cannot hold Go assembly): the screen finds
// each line's spaces and dense grams itself (see textMarks).
const haveMarks = false

// markChunks is never called where haveMarks is false.
func markChunks(text *byte, n int, masks *[8][16]byte, spaces, dense *uint32) {
	panic("match: markChunks without AVX2")
}
