package match

import "math/bits"

// screen finds, in a fraction of find's time, the few places in a text
// where one of a gramFilter's keys may start: it never misses a key's
// place. Most log lines hold no key, so most lines cost one screen and no
// find (see occurs).
//
// Keys of 8 bytes or more (nearly every anchor) are found through grams
// probed at every fifth position of the text. A key of n bytes with grams of
// q bytes, n >= 5+q-1, has an occurrence at s covering exactly one probed
// position p in [s, s+4], and the q bytes at p lie inside the key: so these
// tables hold each key's grams at offsets 0 through 4, as long as the key
// allows: 12-byte grams for keys of 16 bytes or more, 8-byte grams for keys
// of 12 to 15, 6-byte for 10 and 11, 4-byte for 8 and 9. Long grams keep
// common words from passing: a line sharing " segment" with a key's 16
// bytes rarely shares 12 of them. These tables are blocked Bloom filters,
// four bits in one 64-bit word per gram.
//
// Shorter keys (the error words, a few short anchors) are probed at every
// position: the first 4 bytes of each key of 4 to 7 bytes, and each key of
// 3 bytes whole, in tables of one bit per gram, sized at thousands of bits
// per gram so that the probe is one load and one test and few absent grams
// pass.
type screen struct {
	long, mid, six, four screenTable // keys of 16+ bytes, 12 to 15, 10 and 11, 8 and 9
	dense, tri           screenTable // keys of 4 to 7 bytes, of 3
}

// screenStride is the long tables' stride.
const screenStride = 5

// screenInCacheWords is the largest strided table probed in the loop of
// the other probes: 64 KB, which stays in L2.
const screenInCacheWords = 1 << 13

// screenTable is one class's table; bits is nil when the class has no keys.
type screenTable struct {
	shift uint32   // a gram's hashGram >> shift is its word and, below, its bits (see probe and bit)
	bits  []uint64 // a power of two of words
}

// Table sizes. A strided table gets 16 to 32 bits a gram, so that 1 in 400
// to 1 in 5,000 absent grams passes: a pass costs a few probes of find's
// tables (nearLong, nearShort), less than the cache misses a table twice
// the size costs at every fifth byte (the long table of 100k records is
// 1 MB instead of 2, of 1M records 16 MB instead of 32); a dense one,
// probed at every byte, 4,096 to 8,192, letting through 1 in 4,096 or
// fewer.
const (
	screenBitsPerGram      = 16
	screenBitsPerDenseGram = 4096
	// maxScreenWords caps a long table at 32 MB, a dense one at 1 MB.
	maxScreenWords      = 1 << 22
	maxDenseScreenWords = 1 << 17
)

// tables returns the screen's tables, for saving and checking.
func (s *screen) tables() []*screenTable {
	return []*screenTable{&s.long, &s.mid, &s.six, &s.four, &s.dense, &s.tri}
}

// newScreen builds the screen over keys.
func newScreen(keys []string) screen {
	var s screen
	var grams [6]int
	for _, k := range keys {
		if c := screenClass(len(k)); c >= 0 {
			grams[c]++
		}
	}
	for c, t := range s.tables() {
		if c < 4 {
			t.size(grams[c]*screenStride, screenBitsPerGram, maxScreenWords, 24)
		} else {
			t.size(grams[c], screenBitsPerDenseGram, maxDenseScreenWords, 6)
		}
	}
	for _, k := range keys {
		switch c := screenClass(len(k)); c {
		case 0:
			for o := 0; o < screenStride; o++ {
				s.long.add4(gram12(k, o))
			}
		case 1:
			for o := 0; o < screenStride; o++ {
				s.mid.add4(load64(k, o))
			}
		case 2:
			for o := 0; o < screenStride; o++ {
				s.six.add4(screenGram6(k, o))
			}
		case 3:
			for o := 0; o < screenStride; o++ {
				s.four.add4(uint64(load32(k, o)))
			}
		case 4:
			s.dense.add1(uint64(load32(k, 0)))
		case 5:
			s.tri.add1(uint64(k[0]) | uint64(k[1])<<8 | uint64(k[2])<<16)
		}
	}
	return s
}

// screenClass returns the index in tables of the table for keys of n
// bytes, or -1 for keys too short to be filed (find never reports them).
func screenClass(n int) int {
	switch {
	case n >= 16:
		return 0
	case n >= 12:
		return 1
	case n >= 10:
		return 2
	case n >= 8:
		return 3
	case n >= 4:
		return 4
	case n == 3:
		return 5
	}
	return -1
}

// size makes t's bitset for grams grams at per bits each; low is the
// number of hash bits below the word index (24 for four bit positions, 6
// for one).
func (t *screenTable) size(grams, per, maxWords int, low uint) {
	if grams == 0 {
		return
	}
	words := 8
	for words < maxWords && words*64 < per*grams {
		words <<= 1
	}
	t.bits = make([]uint64, words)
	t.shift = uint32(64 - low - uint(bits.TrailingZeros(uint(words))))
}

func gram12(s string, p int) uint64 { return mix16(load64(s, p), uint64(load32(s, p+8))) }

// probe4 returns the word of t.bits and the four bits in it of gram g.
func (t *screenTable) probe4(g uint64) (word uint64, mask uint64) {
	return t.split4(t.hash4(g))
}

// hash4 returns the hash of gram g that split4 takes apart.
func (t *screenTable) hash4(g uint64) uint64 { return hashGram(g) >> (t.shift & 63) }

// split4 returns the word and the four bits of a gram whose hash4 is h.
func (t *screenTable) split4(h uint64) (word uint64, mask uint64) {
	return h >> 24 & uint64(len(t.bits)-1), 1<<(h&63) | 1<<(h>>6&63) | 1<<(h>>12&63) | 1<<(h>>18&63)
}

// passed4 reports, in bit i, whether the gram of hash4 hs[i] passes t, for
// i below n: loads without a branch between them, so that many cache
// misses are in flight at once.
func (t *screenTable) passed4(hs *[64]uint64, n int) uint64 {
	var r uint64
	for i := 0; i < n; i++ {
		w, m := t.split4(hs[i&63])
		r |= b2u(^t.bits[w]&m == 0) << i
	}
	return r
}

func (t *screenTable) add4(g uint64) {
	w, m := t.probe4(g)
	t.bits[w] |= m
}

// bit returns the bit of t.bits of gram g, as an index into all the bits.
func (t *screenTable) bit(g uint64) uint64 {
	return hashGram(g) >> (t.shift & 63) & (uint64(len(t.bits))<<6 - 1)
}

func (t *screenTable) add1(g uint64) {
	b := t.bit(g)
	t.bits[b>>6] |= 1 << (b & 63)
}

// occurs reports whether some key occurs in b: whether find would report
// one. The screen's probes find the places where a key may start, and
// find reads only a window around each, which most often holds none: a
// line's words may share a gram with a key without holding it.
//
// One loop does the strided and the dense probes: at each fifth position p
// one 8-byte load gives the grams of up to 8 bytes at p and the 4-byte
// grams at p through p+4. The loop has no branch on a probe's result: it
// collects the positions that pass in a bitmask, so that the loads of a
// large catalog's tables, most of them cache misses, overlap; the loads of
// a table larger than screenInCacheWords are done in a loop of their own
// after the other probes of 64 positions. find then
// reads a window at each position collected; where only the long table
// passed, nearLong probes five 16-byte grams, and where only a table for
// keys of 8 to 15 bytes did, nearShort twelve 8-byte grams.
func (f *gramFilter) occurs(b string) bool {
	return !f.scan(b, func(int32) bool { return false })
}

// scan calls fn(key) for the keys that occur in b, as occurs finds them,
// until fn returns false; it reports whether fn never did. Every key
// find reports is reported, some more than once.
func (f *gramFilter) scan(b string, fn func(key int32) bool) bool {
	s := &f.screen
	dense, long, mid, six, four := orEmpty(&s.dense), orEmpty(&s.long), orEmpty(&s.mid), orEmpty(&s.six), orEmpty(&s.four)
	dbits, dshift, dmask := dense.bits, dense.shift&63, uint64(len(dense.bits))<<6-1
	// The tables for keys of 8 to 15 bytes are often empty or nearly so:
	// their probes are skipped when empty, with a branch that always goes
	// the same way.
	short := s.mid.bits != nil || s.six.bits != nil || s.four.bits != nil
	// Tables larger than screenInCacheWords (the long one and the one for
	// keys of 12 to 15 bytes, in a large catalog) are probed in a loop of
	// their own after the other probes of 64 positions: their loads are
	// mostly cache misses.
	lDefer, mDefer := len(long.bits) > screenInCacheWords, len(mid.bits) > screenInCacheWords
	// exact16: every key the long table holds is 16 bytes long, so a
	// probe of it that passes at p can only be a key starting at p-4
	// through p, which nearLong reads with five probes of find's 16-byte
	// table instead of find over a window.
	exact16 := f.maxKey <= 16
	var lh, mh [64]uint64
	p := 0
	for p+12 <= len(b) {
		var passed, passedLong, passedShort uint64
		base := p
		n := 0
		for ; n < 64 && p+12 <= len(b); n, p = n+1, p+screenStride {
			w := load64(b, p)
			x0 := hashGram(w&0xFFFFFFFF) >> dshift & dmask
			x1 := hashGram(w>>8&0xFFFFFFFF) >> dshift & dmask
			x2 := hashGram(w>>16&0xFFFFFFFF) >> dshift & dmask
			x3 := hashGram(w>>24&0xFFFFFFFF) >> dshift & dmask
			x4 := hashGram(w>>32) >> dshift & dmask
			hit := dbits[x0>>6]>>(x0&63) | dbits[x1>>6]>>(x1&63) | dbits[x2>>6]>>(x2&63) | dbits[x3>>6]>>(x3&63) | dbits[x4>>6]>>(x4&63)
			if h := long.hash4(gram12(b, p)); lDefer {
				lh[n&63] = h
			} else {
				lw, lm := long.split4(h)
				passedLong |= b2u(^long.bits[lw]&lm == 0) << n
			}
			if short {
				if h := mid.hash4(w); mDefer {
					mh[n&63] = h
				} else {
					mw, mm := mid.split4(h)
					passedShort |= b2u(^mid.bits[mw]&mm == 0) << n
				}
				sw, sm := six.probe4(w & 0xFFFFFFFFFFFF)
				fw, fm := four.probe4(w & 0xFFFFFFFF)
				passedShort |= (b2u(^six.bits[sw]&sm == 0) | b2u(^four.bits[fw]&fm == 0)) << n
			}
			passed |= (hit & 1) << n
		}
		if lDefer {
			passedLong |= long.passed4(&lh, n)
		}
		if mDefer && short {
			passedShort |= mid.passed4(&mh, n)
		}
		if !exact16 {
			passed |= passedLong
			passedLong = 0
		}
		for ; passedLong != 0; passedLong &= passedLong - 1 {
			if !f.nearLong(b, base+bits.TrailingZeros64(passedLong)*screenStride, fn) {
				return false
			}
		}
		for ; passedShort != 0; passedShort &= passedShort - 1 {
			if !f.nearShort(b, base+bits.TrailingZeros64(passedShort)*screenStride, fn) {
				return false
			}
		}
		for ; passed != 0; passed &= passed - 1 {
			if !f.near(b, base+bits.TrailingZeros64(passed)*screenStride, fn) {
				return false
			}
		}
	}
	// The tail, shorter than a 12-byte gram: find reads it whole when a
	// probe passes.
	maybe := s.dense.bits != nil && s.dense.dense4(b[p:])
	for q := p; q+4 <= len(b) && !maybe; q += screenStride {
		w, m := four.probe4(uint64(load32(b, q)))
		maybe = four.bits[w]&m == m
		if q+6 <= len(b) && !maybe {
			w, m = six.probe4(screenGram6(b, q))
			maybe = six.bits[w]&m == m
		}
		if q+8 <= len(b) && !maybe {
			w, m = mid.probe4(load64(b, q))
			maybe = mid.bits[w]&m == m
		}
	}
	if maybe && !f.findKeys(b[max(p-screenStride+1, 0):], fn) {
		return false
	}
	if s.tri.bits != nil {
		t := &s.tri
		for p := 0; p+3 <= len(b); p++ {
			if x := t.bit(uint64(b[p]) | uint64(b[p+1])<<8 | uint64(b[p+2])<<16); t.bits[x>>6]&(1<<(x&63)) != 0 && !f.near(b, p, fn) {
				return false
			}
		}
	}
	return true
}

// near calls fn, as scan does, for the keys that occur in b starting
// within screenStride-1 bytes before p or screenStride-1 bytes after it:
// where a key may lie whose gram a probe at p found (and any other key
// that window holds).
func (f *gramFilter) near(b string, p int, fn func(int32) bool) bool {
	return f.findKeys(b[max(p-screenStride+1, 0):min(p+screenStride-1+f.maxKey, len(b))], fn)
}

// nearLong calls fn, as scan does, for the keys of 16 bytes that start in
// b within screenStride-1 bytes before p or at p: where a key lies whose
// 12-byte gram the long table found at p. Such a key is filed in find's
// 16-byte table under itself.
func (f *gramFilter) nearLong(b string, p int, fn func(int32) bool) bool {
	t := &f.tables[0]
	if t.bits == nil {
		return true
	}
	m := uint64(len(t.bits) - 1)
	for s := max(p-screenStride+1, 0); s <= p && s+16 <= len(b); s++ {
		g := mix16(load64(b, s), load64(b, s+8))
		if w, bm := probe(hashGram(g), t.shift, m); t.bits[w]&bm == bm {
			if !f.hits(b, s, t.lookup(g), func(k int32, _ int) bool { return fn(k) }) {
				return false
			}
		}
	}
	return true
}

// nearShort calls fn, as scan does, for the keys of 8 to 15 bytes that
// start in b within screenStride-1 bytes before p or at p: where a key
// lies whose gram a table for such keys found at p. Such a key is filed in
// find's 8-byte table under a gram that starts within its first 8 bytes,
// so the grams at p-4 through p+7 are probed.
func (f *gramFilter) nearShort(b string, p int, fn func(int32) bool) bool {
	t := &f.tables[1]
	if t.bits == nil {
		return true
	}
	m := uint64(len(t.bits) - 1)
	for i := max(p-screenStride+1, 0); i <= p+7 && i+8 <= len(b); i++ {
		g := load64(b, i)
		if w, bm := probe(hashGram(g), t.shift, m); t.bits[w]&bm == bm {
			if !f.hits(b, i, t.lookup(g), func(k int32, _ int) bool { return fn(k) }) {
				return false
			}
		}
	}
	return true
}

// findKeys calls fn for each key find reports in b until fn returns
// false, and reports whether it never did.
func (f *gramFilter) findKeys(b string, fn func(int32) bool) bool {
	more := true
	f.find(b, func(k int32, _ int) bool {
		more = fn(k)
		return more
	})
	return more
}

func screenGram6(s string, p int) uint64 {
	return uint64(load32(s, p)) | uint64(s[p+4])<<32 | uint64(s[p+5])<<40
}

// b2u is 1 for true, 0 for false, without a branch.
func b2u(c bool) uint64 {
	var u uint64
	if c {
		u = 1
	}
	return u
}

// emptyScreen stands in for a table without keys: one word of zeros, which
// no probe passes.
var emptyScreen = screenTable{shift: 64 - 24, bits: []uint64{0}}

func orEmpty(t *screenTable) *screenTable {
	if t.bits == nil {
		return &emptyScreen
	}
	return t
}

// dense4 probes t at every 4-byte gram of b, keeping the gram in a
// register rather than loading it anew at each position.
func (t *screenTable) dense4(b string) bool {
	if len(b) < 4 {
		return false
	}
	bs, shift, mask := t.bits, t.shift&63, uint64(len(t.bits))<<6-1
	g := uint32(b[0])<<8 | uint32(b[1])<<16 | uint32(b[2])<<24
	for p := 3; p < len(b); p++ {
		g = g>>8 | uint32(b[p])<<24
		x := hashGram(uint64(g)) >> shift & mask
		if bs[x>>6]&(1<<(x&63)) != 0 {
			return true
		}
	}
	return false
}
