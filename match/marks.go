package match

import (
	"slices"
	"unsafe"
)

// textMarks holds the spaces and the dense table's candidate positions of
// a batch of texts, found in one pass over the texts copied end to end
// (markChunks: 32 bytes a step in AVX2), as bitmaps of one bit a byte:
// spaceProbes.addMarked reads a text's spaces from it instead of finding
// them eight bytes at a time, and eachProbed the positions where a dense
// key may start instead of probing the dense table's filter at every
// position of every block.
//
// A position is a dense candidate when each of the 4 bytes from it has
// both nibbles in the masks of one bucket of the dense table's grams (the
// nibble masks of Hyperscan's Teddy matcher, gramFilter.nibbles): every
// position whose 4 bytes are a gram some dense key is filed under is one,
// and hits finds a key at no other position, so the keys found are those
// the filter's probe finds, in the same order.
type textMarks struct {
	text   []byte   // the texts, end to end, then zeros
	off    []int32  // text i starts at text[off[i]]
	spaces []uint64 // bit p%64 of spaces[p/64]: text[p] is a space
	dense  []uint64 // the same for dense candidates
}

// reset empties m for a new batch.
func (m *textMarks) reset() { m.text, m.off = m.text[:0], m.off[:0] }

// add appends b to m as its next text.
func (m *textMarks) add(b string) {
	m.off = append(m.off, int32(len(m.text)))
	m.text = append(m.text, b...)
}

// mark fills m's bitmaps for its texts, with f's nibble masks (none
// passing when f has none). It needs haveMarks.
func (m *textMarks) mark(f *gramFilter) {
	// One word past the texts' last, which bitsAt may read, and 32
	// readable bytes past the last chunk (markChunks reads 3).
	words := (len(m.text)+63)/64 + 1
	n := len(m.text)
	m.text = slices.Grow(m.text, words*64+32-n)[:words*64+32]
	clear(m.text[n:])
	m.spaces = slices.Grow(m.spaces[:0], words)[:words]
	m.dense = slices.Grow(m.dense[:0], words)[:words]
	masks := &noNibbles
	if f.nibbles != nil {
		masks = f.nibbles
	}
	markChunks(&m.text[0], 2*words, masks, (*uint32)(unsafe.Pointer(&m.spaces[0])), (*uint32)(unsafe.Pointer(&m.dense[0])))
	m.text = m.text[:n]
}

// useMarks is whether screenStaged finds its lines' spaces and dense
// candidates with textMarks: haveMarks, which tests turn off to check
// the screen without it.
var useMarks = haveMarks

// noNibbles are nibble masks no position passes.
var noNibbles [8][16]byte

// bitsAt returns the n bits (1 to 64) of bitmap bm from bit o, as bits
// from 0; bm holds a word past bit o+n-1.
func bitsAt(bm []uint64, o, n int) uint64 {
	w, sh := o>>6, uint(o&63)
	x := bm[w] >> sh
	if sh != 0 {
		x |= bm[w+1] << (64 - sh)
	}
	if n < 64 {
		x &= 1<<uint(n) - 1
	}
	return x
}

// maxNibbleGrams is the most distinct grams of the dense table that
// nibble masks stand for: beyond it, eight buckets of them let too many
// positions through, and the screen probes the dense filter instead.
const maxNibbleGrams = 64

// setNibbles sets f.nibbles, the Teddy nibble masks of the grams the
// dense table's keys are filed under (see textMarks), when markChunks
// runs here and the table holds at most maxNibbleGrams of them. Each
// distinct gram goes to one of eight buckets, in turn; masks[2k] has
// bucket j's bit at the low nibble of byte k of each of its grams,
// masks[2k+1] at the high nibble.
func (f *gramFilter) setNibbles() {
	f.nibbles = nil
	if !haveMarks || len(f.dense.ents) == 0 {
		return
	}
	var grams []uint32
	for i := range f.dense.ents {
		e := &f.dense.ents[i]
		if e.key < 0 || int(e.key)+1 >= len(f.start) {
			return
		}
		k := f.key(e.key)
		if int(e.off)+4 > len(k) {
			return
		}
		if g := load32(k, int(e.off)); !slices.Contains(grams, g) {
			if len(grams) == maxNibbleGrams {
				return
			}
			grams = append(grams, g)
		}
	}
	m := new([8][16]byte)
	for j, g := range grams {
		bit := byte(1) << (j % 8)
		for k := range 4 {
			c := byte(g >> (8 * k))
			m[2*k][c&15] |= bit
			m[2*k+1][c>>4] |= bit
		}
	}
	f.nibbles = m
}
