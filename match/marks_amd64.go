//go:build !(hyperscan && cgo)

package match

import "golang.org/x/sys/cpu"

// haveMarks reports whether markChunks runs here: AVX2.
var haveMarks = cpu.X86.HasAVX2

// markChunks writes, for each of the n chunks of 32 bytes from text, a
// 32-bit word of the chunk's spaces to spaces and one of the positions
// whose 4 bytes pass the nibble masks of masks to dense (see
// textMarks.mark), both advancing a word a chunk. It reads n*32+3 bytes
// of text. It needs AVX2 (haveMarks).
//
//go:noescape
func markChunks(text *byte, n int, masks *[8][16]byte, spaces, dense *uint32)
