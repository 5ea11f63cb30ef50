package match

import "math/bits"

// gramFilter finds every occurrence of a set of keys (each at least
// minAnchor bytes) in a text (the tests check it against an Aho-Corasick
// automaton), with tables small enough to scan from cache for a million keys and cheap
// enough to rebuild whenever a saved index is opened.
//
// Each key is filed under one gram inside it: a 16-byte gram for keys of 16
// bytes or more (the default longest anchor), an 8-byte gram for keys of 8
// to 15, a 4-byte gram for keys of 4 to 7, the key itself for keys of 3. A
// 16-byte gram is kept as a 64-bit mix of its halves; the keys filed under
// it are compared in full, so a collision costs only a comparison. Among a
// key's grams it takes the one rarest among all keys' grams of that length, so that few keys share it. A scan reads the text's grams at
// every position, rejects nearly all of them with a bitset (16 bits per
// distinct gram), looks the rest up, and compares the keys filed there in
// place.
type gramFilter struct {
	data   string  // the keys, concatenated
	start  []int32 // key k is data[start[k]:start[k+1]]
	tables [4]gramTable
	// last[c]&(1<<t): some gram of table t ends in byte c. One load per
	// byte of text skips the tables' probes at most positions when the
	// keys are few.
	last [256]uint8
	// screen rejects most texts that hold no key before find reads them.
	screen screen
	maxKey int // the longest key's length
}

// Gram lengths of the tables, longest first.
var gramLens = [4]int{16, 8, 4, 3}

// mix16 is the 16-byte gram whose first 8 bytes are lo and last 8 hi, both
// little-endian.
func mix16(lo, hi uint64) uint64 { return bits.RotateLeft64(lo*0xC2B2AE3D27D4EB4F, 31) ^ hi }

// gramTable maps grams of one length to the keys filed under them.
type gramTable struct {
	shift  uint32     // a gram's bits are chosen by hashGram(g) >> shift: see probe
	bits   []uint64   // nil when the table is empty
	slots  []gramSlot // open addressing on hashGram, at least 2 slots per key
	sbits  uint32     // len(slots) == 1<<sbits
	ents   []gramEnt  // the keys, grouped by gram
	ngrams int        // distinct grams
}

// gramSlot is a gram's keys in an open-addressed table: ents[lo:hi]; hi is
// 0 in an empty slot.
type gramSlot struct {
	g      uint64
	lo, hi int32
}

// gramEnt is a key filed under a gram at offset off within the key. lo and
// hi hold the key's first and last bytes, as many as its gram has, so that
// a key of up to twice its gram length compares with two loads.
type gramEnt struct {
	lo, hi uint64
	key    int32
	off    uint16
	n      uint16
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

// gramAt returns the n bytes of s at i, little-endian.
func gramAt(s string, i, n int) uint64 {
	switch n {
	case 16:
		return mix16(load64(s, i), load64(s, i+8))
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

// tableFor returns the table a key of length n is filed in, or -1.
func tableFor(n int) int {
	for t, l := range gramLens {
		if n >= l {
			return t
		}
	}
	return -1
}

// newGramFilter builds a filter over keys; key ids are their indices.
// Keys shorter than 3 bytes are never reported.
func newGramFilter(keys []string) *gramFilter {
	f := &gramFilter{start: make([]int32, len(keys)+1)}
	n, total := 0, 0
	var per [4]int
	for _, k := range keys {
		if len(k) > 0xFFFF {
			panic("match: key longer than 64 KiB")
		}
		n += len(k)
		if t := tableFor(len(k)); t >= 0 {
			total += len(k) - gramLens[t] + 1
			per[t]++
		}
	}
	data := make([]byte, 0, n)
	for i, k := range keys {
		data = append(data, k...)
		f.start[i+1] = int32(len(data))
	}
	f.data = string(data)
	f.setMaxKey()
	// Gram frequencies, approximately, keyed by the gram and its length.
	counts := newSatCounts(10, 22, total)
	slot := func(g uint64, t int) uint64 { return g + uint64(t)<<62 }
	for _, k := range keys {
		t := tableFor(len(k))
		if t < 0 {
			continue
		}
		for o := 0; o+gramLens[t] <= len(k); o++ {
			counts.add(slot(gramAt(k, o, gramLens[t]), t))
		}
	}
	var pairs [4][]gramPair
	for t := range pairs {
		pairs[t] = make([]gramPair, 0, per[t])
	}
	for id, k := range keys {
		t := tableFor(len(k))
		if t < 0 {
			continue
		}
		gl := gramLens[t]
		best, bc := 0, uint8(0xFF)
		for o := 0; o+gl <= len(k); o++ {
			if c := counts.get(slot(gramAt(k, o, gl), t)); c < bc {
				best, bc = o, c
			}
		}
		m := min(gl, len(k), 8) // the loads hits compares with
		e := gramEnt{lo: gramAt(k, 0, m), hi: gramAt(k, len(k)-m, m), key: int32(id), off: uint16(best), n: uint16(len(k))}
		pairs[t] = append(pairs[t], gramPair{gramAt(k, best, gl), e})
	}
	counts = satCounts{}
	f.screen = newScreen(keys)
	for t := range f.tables {
		f.tables[t].build(pairs[t])
		for _, p := range pairs[t] {
			f.last[keys[p.e.key][int(p.e.off)+gramLens[t]-1]] |= 1 << t
		}
	}
	return f
}

type gramPair struct {
	g uint64
	e gramEnt
}

// build fills t from its keys' grams. It groups the keys by gram through
// the open-addressed table itself, without sorting.
func (t *gramTable) build(pairs []gramPair) {
	if len(pairs) == 0 {
		return
	}
	sb := 4
	for 1<<sb < 2*len(pairs) {
		sb++
	}
	t.sbits = uint32(sb)
	t.slots = make([]gramSlot, 1<<sb)
	mask := uint64(len(t.slots) - 1)
	slot := make([]int32, len(pairs))
	// Count the keys of each gram in its slot's hi.
	for i, p := range pairs {
		h := hashGram(p.g) >> (64 - sb)
		for t.slots[h].hi != 0 && t.slots[h].g != p.g {
			h = (h + 1) & mask
		}
		if t.slots[h].hi == 0 {
			t.slots[h].g = p.g
			t.ngrams++
		}
		t.slots[h].hi++
		slot[i] = int32(h)
	}
	// Give each gram its range of ents, then fill the ranges in key order.
	n := int32(0)
	for h := range t.slots {
		if c := t.slots[h].hi; c != 0 {
			t.slots[h].lo, t.slots[h].hi = n, n
			n += c
		}
	}
	t.ents = make([]gramEnt, len(pairs))
	for i, p := range pairs {
		sl := &t.slots[slot[i]]
		t.ents[sl.hi] = p.e
		sl.hi++
	}
	b := 16
	for b < 26 && 1<<b < 16*t.ngrams {
		b++
	}
	t.shift = uint32(64 - b)
	t.bits = make([]uint64, 1<<b/64)
	m := uint64(len(t.bits) - 1)
	for _, sl := range t.slots {
		if sl.hi != 0 {
			w, bm := probe(hashGram(sl.g), t.shift, m)
			t.bits[w] |= bm
		}
	}
}

// probe returns the word of a bitset of m+1 words and the two bits in it
// that a gram hashing to hg sets: a blocked Bloom filter, which at 16 bits
// per gram lets about 1 in 60 absent grams through where one bit would let
// 1 in 16, for the same single memory access.
func probe(hg uint64, shift uint32, m uint64) (word, mask uint64) {
	h := hg >> (shift & 63)
	return (h >> 6) & m, 1<<(h&63) | 1<<((hg>>((shift-6)&63))&63)
}

// has reports whether g's bits are set: g may be filed in t.
func (t *gramTable) has(g uint64) bool {
	w, bm := probe(hashGram(g), t.shift, uint64(len(t.bits)-1))
	return t.bits[w]&bm == bm
}

// lookup returns the keys filed under g.
func (t *gramTable) lookup(g uint64) []gramEnt {
	mask := uint64(len(t.slots) - 1)
	for h := hashGram(g) >> (64 - t.sbits&63); ; h = (h + 1) & mask {
		sl := &t.slots[h&mask]
		if sl.hi == 0 {
			return nil
		}
		if sl.g == g {
			return t.ents[sl.lo:sl.hi]
		}
	}
}

// setMaxKey sets f.maxKey from f.start.
func (f *gramFilter) setMaxKey() {
	f.maxKey = 0
	for k := 0; k+1 < len(f.start); k++ {
		f.maxKey = max(f.maxKey, int(f.start[k+1]-f.start[k]))
	}
}

// key returns key id.
func (f *gramFilter) key(id int32) string { return f.data[f.start[id]:f.start[id+1]] }

// find calls fn(key, start) for every occurrence of a key in b, each once,
// in no particular order, until fn returns false.
func (f *gramFilter) find(b string, fn func(key int32, start int) bool) {
	// The bitsets and shifts in locals: the loop reads them at every byte.
	// An empty table gets a bitset of one zero word.
	var zero [1]uint64
	bits16, bits8, bits4, bits3 := f.tables[0].bits, f.tables[1].bits, f.tables[2].bits, f.tables[3].bits
	s16, s8, s4, s3 := f.tables[0].shift&63, f.tables[1].shift&63, f.tables[2].shift&63, f.tables[3].shift&63
	if bits16 == nil {
		bits16, s16 = zero[:], 63
	}
	if bits8 == nil {
		bits8, s8 = zero[:], 63
	}
	if bits4 == nil {
		bits4, s4 = zero[:], 63
	}
	m16, m8, m4 := uint64(len(bits16)-1), uint64(len(bits8)-1), uint64(len(bits4)-1)
	if bits3 != nil {
		// Keys of 3 bytes are rare: give them their own pass.
		m3 := uint64(len(bits3) - 1)
		for i := 0; i+3 <= len(b); i++ {
			g := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16
			if w, bm := probe(hashGram(g), s3, m3); bits3[w]&bm == bm {
				if !f.hits(b, i, f.tables[3].lookup(g), fn) {
					return
				}
			}
		}
	}
	// g holds b[i-7:i+1] and gp b[i-15:i-7], little-endian, zero-filled
	// before b.
	var g, gp uint64
	for i := 0; i < len(b); i++ {
		c := b[i]
		gp = gp>>8 | g<<56
		g = g>>8 | uint64(c)<<56
		l := f.last[c]
		if l == 0 {
			continue
		}
		if l&1 != 0 && i >= 15 {
			g16 := mix16(gp, g)
			if w, bm := probe(hashGram(g16), s16, m16); bits16[w]&bm == bm {
				if !f.hits(b, i-15, f.tables[0].lookup(g16), fn) {
					return
				}
			}
		}
		if w, bm := probe(hashGram(g), s8, m8); l&2 != 0 && bits8[w]&bm == bm && i >= 7 {
			if !f.hits(b, i-7, f.tables[1].lookup(g), fn) {
				return
			}
		}
		if w, bm := probe(hashGram(g>>32), s4, m4); l&4 != 0 && bits4[w]&bm == bm && i >= 3 {
			if !f.hits(b, i-3, f.tables[2].lookup(g>>32), fn) {
				return
			}
		}
	}
}

// hits compares the keys es, whose gram of length gl is at b[p:], in place.
func (f *gramFilter) hits(b string, p int, es []gramEnt, fn func(key int32, start int) bool) bool {
	for i := range es {
		e := &es[i]
		s := p - int(e.off)
		n := int(e.n)
		if s < 0 || len(b)-s < n {
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
		}
		// A key of 3 bytes is its gram, which the lookup compared.
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
