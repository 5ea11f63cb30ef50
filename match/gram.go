package match

import (
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"
)

// gramFilter finds every occurrence of a set of keys (each at least
// minAnchor bytes) in a text (the tests check it against an Aho-Corasick
// automaton and brute force), with tables small enough to probe from the
// cache for a million keys.
//
// A text is probed at its spaces, about one position in seven of a log
// line, and every key that holds a space with enough bytes around it is
// filed under the bytes around one of its spaces; an occurrence of the key
// in a text has a space where the key has it, so the probe at that space
// reads the key's gram. The window around a space has one of two shapes:
// the 8 bytes before the space and the space and 7 after it (center: for a
// key of 16 bytes, the key itself; nearly every anchor of a catalog is
// such a fragment, see pickAnchors), or 4 bytes before and the space and 3
// after it (small), for the keys too short or with their spaces too near
// an end for the first. Each probe is two 64-bit loads (shared by the
// shapes), a multiplication and one load of a blocked Bloom filter of 16
// bits per gram (2 MB for the center grams of a million keys), each shape
// in a table of its own (the few small ones' stays in the cache).
//
// The other keys of 4 bytes or more (the error words, short anchors,
// anchors of one long word) are filed under a 4-byte gram in the dense
// table, probed at every position of a text in a filter of one byte per
// slot, which stays in the L1 or L2 cache; keys of 3 bytes in the tri
// table, probed at every position too (rare).
//
// Among a key's grams it takes the one rarest among all keys' grams of its
// table, so that few keys share one. A probe that passes looks the gram up
// in its table's buckets and compares the keys filed there in place.
//
// Stream's screen probes the spaces of a whole batch of lines in stages
// (spaceProbes: every filter word, then every passing probe's bucket), so
// that the cache misses of a stage are in flight together, and where AVX2
// runs it finds the batch's spaces and the positions where a dense key
// may start in one pass over the lines copied end to end (textMarks,
// with nibble masks of the dense table's grams) rather than per block of
// each line; each, find and the rest probe one text at a time.
type gramFilter struct {
	data              string  // the keys, concatenated
	start             []int32 // key k is data[start[k]:start[k+1]]
	space, dense, tri gramTable
	shapes            uint8 // bit s: some key is filed under space shape s
	maxKey            int   // the longest key's length
	// side is the table of the keys filed under the small space shape,
	// apart from space (the center shape's): few keys are filed under it,
	// yet every space is probed with both shapes, and a table of those few
	// (its filter, buckets and entries) stays in the cache.
	side gramTable
	// nibbles are the Teddy masks of the dense table's grams that
	// textMarks finds candidates with, nil when there are none or too
	// many (see setNibbles).
	nibbles *[8][16]byte
	// wide is the side table's keys filed under wider grams, made once,
	// the first time Stream's staged screen needs it (see wideSide).
	wideOnce sync.Once
	wideMade atomic.Bool // wide is made: read without the Once
	wide     *sideWide
}

// mix16 is the 16-byte gram whose first 8 bytes are lo and last 8 hi, both
// little-endian.
func mix16(lo, hi uint64) uint64 { return bits.RotateLeft64(lo*0xC2B2AE3D27D4EB4F, 31) ^ hi }

// gramTable maps grams of one kind to the keys filed under them: the
// entries sorted by the bucket their gram hashes to (the top bbits bits of
// hashGram), buckets[h] the first entry of bucket h. A probe reads a
// filter before the buckets: bits, a blocked Bloom filter (two bits in one
// word, see probe), for the space and tri tables; flags, one byte per
// slot (see denseSlot), for the dense one.
type gramTable struct {
	shift   uint32    // the filter's hash shift
	bbits   uint32    // len(buckets) == 1<<bbits + 1
	bits    []uint64  // nil when the table is empty or dense
	flags   []uint8   // the dense table's filter
	buckets []uint32  // ents[buckets[h]:buckets[h+1]] hash to bucket h
	ents    []gramEnt // the keys, by bucket
}

// gramEnt is a key filed under a gram at offset off within the key (for
// a space table, the offset of the space, the shape in the top bit of
// nshape). lo and hi hold the key's first and last bytes, up to 8 each, so
// that a key of up to 16 bytes compares with two loads; a probe compares
// every key of its gram's bucket so, whatever gram it is filed under.
type gramEnt struct {
	lo, hi uint64
	key    int32
	off    uint16
	nshape uint16 // the key's length, and shapeSmall<<15 for a small space gram
}

// maxKeyLen is the longest key a gramFilter files: nshape holds it in 15
// bits.
const maxKeyLen = 1<<15 - 1

// n returns the key's length.
func (e *gramEnt) n() int { return int(e.nshape & maxKeyLen) }

// shape returns the space shape of an entry of the space table.
func (e *gramEnt) shape() int { return int(e.nshape >> 15) }

// gramPair is an entry and its gram, while a table is built.
type gramPair struct {
	g uint64
	e gramEnt
}

func hashGram(g uint64) uint64 { return g * 0x9E3779B97F4A7C15 }

// satCounts counts keys approximately: saturating 8-bit counters indexed
// by the top bits of hashGram(key). A collision only makes a key look
// commoner than it is, which the anchor and gram choices tolerate.
type satCounts struct {
	c     []uint8
	shift uint
}

// newSatCounts returns counters for about n keys: the smallest power of
// two of at least n counters, between 1<<minBits and 1<<maxBits.
func newSatCounts(minBits, maxBits, n int) satCounts {
	b := minBits
	for b < maxBits && 1<<b < n {
		b++
	}
	return satCounts{c: make([]uint8, 1<<b), shift: uint(64 - b)}
}

func (s satCounts) add(key uint64) {
	if h := hashGram(key) >> s.shift; s.c[h] < 0xFF {
		s.c[h]++
	}
}

func (s satCounts) get(key uint64) uint8 { return s.c[hashGram(key)>>s.shift] }

// slot returns the index of key's counter.
func (s satCounts) slot(key uint64) uint32 { return uint32(hashGram(key) >> s.shift) }

// countsAhead is how many counters addSlots and the anchor choice ask
// for ahead of those they read.
const countsAhead = 16

// addSlots adds one to the counter at each of slots, as add does for
// their keys: saturating counts do not depend on the order they are added
// in. At millions of keys the counters (16 MB) are a cache miss each;
// the counters a few slots ahead are asked for (prefetch) before those
// in hand are added to, so that the misses overlap. addrs is scratch
// space, returned for reuse.
func (s satCounts) addSlots(slots []uint32, addrs []uintptr) []uintptr {
	base := uintptr(unsafe.Pointer(unsafe.SliceData(s.c)))
	addrs = addrs[:0]
	for _, k := range slots[:min(countsAhead, len(slots))] {
		addrs = append(addrs, base+uintptr(k))
	}
	prefetch(addrs)
	for lo := 0; lo < len(slots); lo += countsAhead {
		hi := min(lo+countsAhead, len(slots))
		addrs = addrs[:0]
		for _, k := range slots[hi:min(hi+countsAhead, len(slots))] {
			addrs = append(addrs, base+uintptr(k))
		}
		prefetch(addrs)
		for _, k := range slots[lo:hi] {
			if s.c[k] < 0xFF {
				s.c[k]++
			}
		}
	}
	return addrs
}

// merge adds t's counts, of the same size, to s's.
func (s satCounts) merge(t satCounts) {
	for i, c := range t.c {
		s.c[i] = uint8(min(int(s.c[i])+int(c), 0xFF))
	}
}

// The space shapes: how many bytes before a space and from it (the space
// included) a gram holds.
const (
	shapeCenter = iota // 8 before, 8 from the space
	shapeSmall         // 4 before, 4 from the space
	numShapes
)

// shapeBefore and shapeFrom are each shape's bytes before and from the
// space.
var (
	shapeBefore = [numShapes]int{8, 4}
	shapeFrom   = [numShapes]int{8, 4}
)

// spaceGram returns the gram of shape sh at a space, given lo, the 8 bytes
// before it, and hi, the 8 bytes from it (little-endian); bytes outside
// the shape are ignored. It is a hash of those bytes, one multiplication,
// whose top bits the Bloom filter reads.
func spaceGram(sh int, lo, hi uint64) uint64 {
	if sh == shapeSmall {
		return smallGram(lo, hi)
	}
	return centerGram(lo, hi)
}

// centerGram is spaceGram of the center shape.
func centerGram(lo, hi uint64) uint64 {
	return (lo + bits.RotateLeft64(hi, 32)) * 0x9E3779B97F4A7C15
}

// smallGram is spaceGram of the small shape.
func smallGram(lo, hi uint64) uint64 {
	return (lo>>32 | hi<<32 + 0x632BE59BD9B4E019) * 0x9E3779B97F4A7C15
}

// around returns the 8 bytes of s before position i and the 8 from it,
// little-endian, zero where s ends.
func around(s string, i int) (lo, hi uint64) {
	if i >= 8 && i+8 <= len(s) {
		return load64(s, i-8), load64(s, i)
	}
	if len(s) >= 8 {
		// Near an end: the 8 bytes at that end, shifted into place.
		if i >= 8 {
			lo = load64(s, i-8)
		} else if i > 0 {
			lo = load64(s, 0) << (64 - 8*i)
		}
		if i+8 <= len(s) {
			hi = load64(s, i)
		} else if i < len(s) {
			hi = load64(s, len(s)-8) >> (8 * (i + 8 - len(s)))
		}
		return lo, hi
	}
	for k := 7; k >= 0; k-- {
		lo <<= 8
		if j := i - 8 + k; j >= 0 && j < len(s) {
			lo |= uint64(s[j])
		}
		hi <<= 8
		if j := i + k; j >= 0 && j < len(s) {
			hi |= uint64(s[j])
		}
	}
	return lo, hi
}

// fitsShape reports whether a space at i of a text or key of n bytes has
// the bytes around it that shape sh reads.
func fitsShape(sh, i, n int) bool { return i >= shapeBefore[sh] && i+shapeFrom[sh] <= n }

// spaceGrams calls fn(sh, i, g) for each gram g of key k that the space
// table can file k under: of shape sh around the space at i.
func spaceGrams(k string, fn func(sh, i int, g uint64)) {
	for i := 0; i < len(k); i++ {
		if k[i] != ' ' {
			continue
		}
		lo, hi := around(k, i)
		for sh := range numShapes {
			if fitsShape(sh, i, len(k)) {
				fn(sh, i, spaceGram(sh, lo, hi))
			}
		}
	}
}

// The kinds of key, in the order a key is filed in the first it fits:
// the center shape, another space shape, the dense table, the tri table.
const (
	kindCenter = iota
	kindSide
	kindDense
	kindTri
	kindNone
)

// keyKind returns the kind of key k.
func keyKind(k string) int {
	t := kindNone
	spaceGrams(k, func(sh, _ int, _ uint64) { t = min(t, shapeKind(sh)) })
	switch {
	case t < kindNone:
		return t
	case len(k) >= 4:
		return kindDense
	case len(k) == 3:
		return kindTri
	}
	return kindNone
}

// shapeKind returns the kind of key a space shape serves.
func shapeKind(sh int) int { return min(sh, kindSide) }

// Filter sizes: the space and tri tables' Bloom filters have 16 bits per
// gram; the dense table's filter has 2,048 one-byte slots per gram, at
// least 32 KB (so that a block of 64 positions of a text rarely passes
// where only the error words are filed, about 1 in 40) and at most 4 MB.
const (
	spaceBitsPerGram  = 16
	denseSlotsPerGram = 2048
	minDenseBits      = 15
	maxDenseBits      = 22
)

// gramSlot keys gram g of kind t for counting.
func gramSlot(g uint64, t int) uint64 { return g ^ uint64(t)*0x632BE59BD9B4E019 }

// newGramFilter builds a filter over keys; key ids are their indices.
// Keys shorter than 3 bytes are never reported.
func newGramFilter(keys []string) *gramFilter {
	start := make([]int32, len(keys)+1)
	n := 0
	for _, k := range keys {
		n += len(k)
	}
	data := make([]byte, 0, n)
	for i, k := range keys {
		data = append(data, k...)
		start[i+1] = int32(len(data))
	}
	return newGramFilterData(string(data), start)
}

// newGramFilterData is newGramFilter over the keys data[start[k]:start[k+1]],
// which it keeps.
func newGramFilterData(data string, start []int32) *gramFilter {
	f := &gramFilter{data: data, start: start}
	nk := len(start) - 1
	key := func(k int) string { return data[start[k]:start[k+1]] }
	for k := range nk {
		if len(key(k)) > maxKeyLen {
			panic("match: key longer than 32 KiB")
		}
	}
	f.setMaxKey()
	// Gram frequencies, approximately, keyed by the gram and its kind.
	counts := newSatCounts(10, 24, 4*nk)
	kinds := make([]uint8, nk)
	for id := range nk {
		k := key(id)
		t := keyKind(k)
		kinds[id] = uint8(t)
		switch t {
		case kindCenter, kindSide:
			spaceGrams(k, func(sh, _ int, g uint64) {
				if shapeKind(sh) == t {
					counts.add(gramSlot(g, t))
				}
			})
		case kindDense:
			for o := 0; o+4 <= len(k); o++ {
				counts.add(gramSlot(uint64(load32(k, o)), t))
			}
		}
	}
	var space, side, dense, tri []gramPair
	for id := range nk {
		k, t := key(id), int(kinds[id])
		p := gramPair{e: gramEnt{key: int32(id), nshape: uint16(len(k))}}
		switch t {
		case kindNone:
			continue
		case kindDense:
			bc := uint8(0xFF)
			for o := 0; o+4 <= len(k); o++ {
				if c := counts.get(gramSlot(uint64(load32(k, o)), t)); c < bc || o == 0 {
					p.e.off, p.g, bc = uint16(o), uint64(load32(k, o)), c
				}
			}
		case kindTri:
			p.g = gramAt(k, 0, 3)
		default:
			bc, shape := -1, 0
			spaceGrams(k, func(sh, i int, g uint64) {
				if shapeKind(sh) != t {
					return
				}
				if c := int(counts.get(gramSlot(g, t))); bc < 0 || c < bc {
					p.e.off, p.g, bc, shape = uint16(i), g, c, sh
				}
			})
			f.shapes |= 1 << shape
			p.e.nshape |= uint16(shape) << 15
		}
		m := 8 // the loads hits compares with: 8 bytes, 4 for keys of 4 to 7, the key of 3
		if len(k) < 8 {
			m = min(len(k), 4)
		}
		p.e.lo, p.e.hi = gramAt(k, 0, m), gramAt(k, len(k)-m, m)
		switch t {
		case kindDense:
			dense = append(dense, p)
		case kindTri:
			tri = append(tri, p)
		default:
			if p.e.shape() == shapeSmall {
				side = append(side, p)
			} else {
				space = append(space, p)
			}
		}
	}
	counts = satCounts{}
	f.space.build(space, kindCenter)
	f.side.build(side, kindCenter)
	f.dense.build(dense, kindDense)
	f.tri.build(tri, kindTri)
	f.setNibbles()
	return f
}

// gramAt returns the n bytes (at most 8) of s at i, little-endian.
func gramAt(s string, i, n int) uint64 {
	switch n {
	case 8:
		return load64(s, i)
	case 4:
		return uint64(load32(s, i))
	}
	var g uint64
	for k := n - 1; k >= 0; k-- {
		g = g<<8 | uint64(s[i+k])
	}
	return g
}

// build fills t, the table of keys of kind k (kindCenter for the space
// table), from its entries, which it sorts by bucket: a counting sort, in
// key order within a bucket.
func (t *gramTable) build(ps []gramPair, k int) {
	if len(ps) == 0 {
		return
	}
	bb := 4
	for 1<<bb < len(ps) {
		bb++
	}
	t.bbits = uint32(bb)
	t.buckets = make([]uint32, 1<<bb+1)
	for i := range ps {
		t.buckets[t.bucket(ps[i].g)+1]++
	}
	for h := 1; h < len(t.buckets); h++ {
		t.buckets[h] += t.buckets[h-1]
	}
	fill := append([]uint32(nil), t.buckets[:len(t.buckets)-1]...)
	t.ents = make([]gramEnt, len(ps))
	for i := range ps {
		h := t.bucket(ps[i].g)
		t.ents[fill[h]] = ps[i].e
		fill[h]++
	}
	// The filters are sized for every entry, an upper bound of the
	// distinct grams.
	if k == kindDense {
		b := minDenseBits
		for b < maxDenseBits && 1<<b < denseSlotsPerGram*len(ps) {
			b++
		}
		t.shift = uint32(32 - b)
		t.flags = make([]uint8, 1<<b)
		for i := range ps {
			t.flags[t.denseSlot(uint32(ps[i].g))] = 1
		}
		return
	}
	b := 16
	for b < 32 && 1<<b < spaceBitsPerGram*len(ps) {
		b++
	}
	t.shift = uint32(64 - b + 6)
	t.bits = make([]uint64, 1<<b/64)
	m := uint64(len(t.bits) - 1)
	for i := range ps {
		// A space gram is a hash already (see spaceGram); a tri gram is
		// the key's bytes.
		h := ps[i].g
		if k == kindTri {
			h = hashGram(h)
		}
		w, bm := probe(h, t.shift, m)
		t.bits[w] |= bm
	}
}

// bucket returns the bucket of gram g.
func (t *gramTable) bucket(g uint64) uint64 { return hashGram(g) >> (64 - t.bbits&63) }

// lookup returns the entries of g's bucket: those filed under g and a few
// others, which hits tells apart.
func (t *gramTable) lookup(g uint64) []gramEnt {
	h := t.bucket(g)
	return t.ents[t.buckets[h]:t.buckets[h+1]]
}

// denseSlot returns the slot of the dense table's filter for 4-byte gram
// g: the top bits of a 32-bit multiplicative hash.
func (t *gramTable) denseSlot(g uint32) uint32 { return g * 0x9E3779B1 >> (t.shift & 31) }

// probe returns the word of a bitset of m+1 words and the two bits in it
// that a gram hashing to hg sets: a blocked Bloom filter, which at 16 bits
// per gram lets about 1 in 60 absent grams through where one bit would let
// 1 in 16, for the same single memory access. The word is read from the
// top bits of hg (at most 26 of them), the two bits from the 12 below.
func probe(hg uint64, shift uint32, m uint64) (word, mask uint64) {
	return hg >> (shift & 63) & m, 1<<(hg>>26&63) | 1<<(hg>>32&63)
}

// setMaxKey sets f.maxKey from f.start.
func (f *gramFilter) setMaxKey() {
	f.maxKey = 0
	for k := 0; k+1 < len(f.start); k++ {
		f.maxKey = max(f.maxKey, int(f.start[k+1]-f.start[k]))
	}
}

// tables returns f's tables, in the order they are saved.
func (f *gramFilter) tables() []*gramTable {
	return []*gramTable{&f.space, &f.dense, &f.tri, &f.side}
}

// gramLen is the length of the grams of each table of tables, for the
// bounds a saved index's entries are checked against: for the space and
// side tables, the least a key holds from its space.
var gramLen = [4]int{8, 4, 3, 4}

// key returns key id.
func (f *gramFilter) key(id int32) string { return f.data[f.start[id]:f.start[id+1]] }

// hits calls fn for each entry of es, the bucket of a probe at p of
// shape sh (for the space table; 0 for the others), whose key occurs in b
// starting at p minus the entry's offset, comparing the key in place, until
// fn returns false; it reports whether fn never did. A key filed under
// another shape is not reported: the probe of its own shape at p reports
// it.
func (f *gramFilter) hits(b string, p, sh int, es []gramEnt, fn func(key int32, start int) bool) bool {
	for i := range es {
		e := &es[i]
		s := p - int(e.off)
		n := e.n()
		if s < 0 || len(b)-s < n || e.shape() != sh {
			continue
		}
		switch {
		case n >= 8:
			if load64(b, s) != e.lo || load64(b, s+n-8) != e.hi {
				continue
			}
			if n > 16 && b[s+8:s+n-8] != f.data[f.start[e.key]+8:f.start[e.key+1]-8] {
				continue
			}
		case n >= 4:
			if load32(b, s) != uint32(e.lo) || load32(b, s+n-4) != uint32(e.hi) {
				continue
			}
		default:
			if b[s:s+3] != f.key(e.key) {
				continue
			}
		}
		if !fn(e.key, s) {
			return false
		}
	}
	return true
}

func load64(b string, i int) uint64 {
	b = b[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func load32(b string, i int) uint32 {
	b = b[i : i+4]
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}
