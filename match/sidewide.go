package match

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// sideWide is the side table's keys (those filed under the small space
// shape, 4 bytes before a space and 4 from it) filed again, in memory,
// under wider grams, for Stream's staged screen (spaceProbes): made from
// the side table once, the first time the screen needs it (see
// gramFilter.wideSide), and the index format is unchanged.
//
// A small gram is common: at ten million records the side table's 224k
// keys have 13k distinct small grams, and a probe that passes the side
// filter at a space (one space in eight of the bench's log) read 37 keys
// of its bucket on average, all filed under that gram, nearly none of
// them there. Each side key holds more than its small gram around its
// space: bb bytes before it and ff from it, each from 4 to 8 (the 8
// bytes before the space, or the 8 from it, that the center shape reads,
// cut at the key's ends), its class. Filed under the gram of those bytes
// (wideGram), in a table of its own (tab), a key is read only by a probe
// whose text has them all, nearly always where it occurs.
//
// A probe at a space reads the filter of the distinct small grams (bits,
// a blocked Bloom filter of 16 bits a gram: 32 kB, in the L1 cache, where
// the side table's, sized for its keys, is 512 kB at ten million
// records), and for those that pass, the classes of the side keys filed
// under that small gram (classesOf), then probes tab with each class's
// wide gram, that class's bytes around the space. A key filed under the
// small gram at that space and occurring there has its class's bytes
// there, so the keys found are those of the side table's probe, and
// eachProbed reports them in the same order (by key, when several
// classes find keys at one space).
type sideWide struct {
	bits  []uint64 // filter of the distinct small grams
	shift uint32
	// The classes of the side keys filed under each small gram: an open
	// addressing table, a slot the top 32 bits of a small gram's hash
	// (hashGram) and its classes, bit c for class c, in one word (one
	// cache line read); a slot without classes is empty. Two grams of
	// one hash's top bits share a slot: its probes then find no key
	// where the other's are not, as hits compares the keys.
	slots     []uint64
	slotShift uint32    // 64 minus the log2 of len(slots)
	tab       gramTable // the side keys by wide gram
}

// A wide class is a side key's bytes around its space that a probe
// compares as a gram: bb before the space and ff from it, each 4 to 8,
// class (bb-4)*5 + ff-4.
const numWideClasses = 25

// wideBefore and wideFrom are each class's bytes before the space and
// from it; wideLo and wideHi mask the 8 bytes before the space and the 8
// from it (little-endian) to those.
var wideBefore, wideFrom [numWideClasses]int
var wideLo, wideHi [numWideClasses]uint64

func init() {
	for c := range numWideClasses {
		bb, ff := 4+c/5, 4+c%5
		wideBefore[c], wideFrom[c] = bb, ff
		wideLo[c] = ^uint64(0) << (8 * (8 - bb))
		wideHi[c] = ^uint64(0) >> (8 * (8 - ff))
	}
}

// wideClass returns the class of a key of n bytes filed at its space at
// off (4 <= off and off+4 <= n, as the small shape needs).
func wideClass(off, n int) int { return (min(off, 8)-4)*5 + min(n-off, 8) - 4 }

// wideGram returns the gram of class c around a space, given lo, the 8
// bytes before it, and hi, the 8 from it (little-endian): a hash of the
// class's bytes and the class.
func wideGram(c int, lo, hi uint64) uint64 {
	return (lo&wideLo[c] + bits.RotateLeft64(hi&wideHi[c], 32) + uint64(c+1)*0x632BE59BD9B4E019) * 0x9E3779B97F4A7C15
}

// classesOf returns the classes of the side keys filed under small gram
// g, 0 when none is (or a few more: see slots).
func (w *sideWide) classesOf(g uint64) uint32 {
	tag, m := slotTag(g), uint64(len(w.slots)-1)
	for i := hashGram(g) >> (w.slotShift & 63); ; i = (i + 1) & m {
		switch v := w.slots[i]; {
		case uint32(v) == 0:
			return 0
		case v>>32 == tag:
			return uint32(v)
		}
	}
}

// slotTag returns the bits of small gram g that its slot holds: the top
// of another hash than the one the slot is chosen by.
func slotTag(g uint64) uint64 { return (g ^ 0x632BE59BD9B4E019) * 0xC2B2AE3D27D4EB4F >> 32 }

// addClasses adds classes cs to small gram g's in slots, a power of two
// of them, more than the grams they hold, chosen by the top bits of
// hashGram(g) from shift.
func addClasses(slots []uint64, shift uint32, g uint64, cs uint32) {
	tag, m := slotTag(g), uint64(len(slots)-1)
	for i := hashGram(g) >> (shift & 63); ; i = (i + 1) & m {
		switch v := slots[i]; {
		case uint32(v) == 0:
			slots[i] = tag<<32 | uint64(cs)
			return
		case v>>32 == tag:
			slots[i] |= uint64(cs)
			return
		}
	}
}

// minKeysPerSmallGram is the fewest side keys a small gram has on
// average for the side keys to be filed by wide gram (newSideWide; a
// variable for the tests, which file them so whatever the keys): at a
// million records of the bench's catalog they are 2.9 (26k keys, 9k
// grams), and a probe that passes the side filter reads 4.5 keys, fewer
// than the class probes would cost; at ten million, 16.7 (224k, 13k) and
// 37.
var minKeysPerSmallGram = 8

// sideKey returns entry e's key of f's side table and the 8 bytes before
// its space and the 8 from it: a key of up to 16 bytes is its entry's
// first and last 8 (a side key has at least 8), copied into buf, since
// the table of keys, read at random, is a cache miss a key at millions
// of them.
func sideKey(f *gramFilter, e *gramEnt, buf *[16]byte) (k string, lo, hi uint64) {
	if n := e.n(); n <= 16 {
		binary.LittleEndian.PutUint64(buf[:], e.lo)
		binary.LittleEndian.PutUint64(buf[n-8:], e.hi)
		k = unsafe.String(&buf[0], n)
	} else {
		k = f.key(e.key)
	}
	lo, hi = around(k, int(e.off))
	return k, lo, hi
}

// newSideWide files the keys of f's side table under their wide grams;
// nil when the table is empty or its small grams have fewer than
// minKeysPerSmallGram keys on average.
func newSideWide(f *gramFilter) *sideWide {
	t := &f.side
	if len(t.ents) == 0 {
		return nil
	}
	// The distinct small grams and their classes: the side table's
	// entries of one gram are in one of its buckets, with those of few
	// other grams.
	type gramClasses struct {
		g uint64
		m uint32
	}
	var all, in []gramClasses
	var buf [16]byte
	wide := make([]uint64, len(t.ents))
	for h := 0; h+1 < len(t.buckets); h++ {
		in = in[:0]
		for i := t.buckets[h]; i < t.buckets[h+1]; i++ {
			e := &t.ents[i]
			if !fitsShape(shapeSmall, int(e.off), e.n()) || e.shape() != shapeSmall {
				// Not a key the side table files (a saved index
				// written wrongly): the side table is probed as it is.
				return nil
			}
			k, lo, hi := sideKey(f, e, &buf)
			g := smallGram(lo, hi)
			j := 0
			for j < len(in) && in[j].g != g {
				j++
			}
			if j == len(in) {
				in = append(in, gramClasses{g: g})
			}
			c := wideClass(int(e.off), len(k))
			in[j].m |= 1 << c
			wide[i] = wideGram(c, lo, hi)
		}
		all = append(all, in...)
	}
	if len(t.ents) < minKeysPerSmallGram*len(all) {
		return nil
	}
	w := &sideWide{}
	sb := 4
	for 1<<sb < 2*len(all) {
		sb++
	}
	w.slots, w.slotShift = make([]uint64, 1<<sb), uint32(64-sb)
	// The filter of the distinct small grams, as gramTable.build sizes a
	// space table's for its entries.
	b := 16
	for b < 32 && 1<<b < spaceBitsPerGram*len(all) {
		b++
	}
	w.shift = uint32(64 - b + 6)
	w.bits = make([]uint64, 1<<b/64)
	for _, gc := range all {
		addClasses(w.slots, w.slotShift, gc.g, gc.m)
		wd, bm := probe(gc.g, w.shift, uint64(len(w.bits)-1))
		w.bits[wd] |= bm
	}
	// The wide table; its buckets' entries in key order, as the side
	// table's are.
	pairs := make([]gramPair, len(t.ents))
	for i := range t.ents {
		pairs[i] = gramPair{g: wide[i], e: t.ents[i]}
	}
	w.tab.build(pairs, kindCenter)
	for h := 0; h+1 < len(w.tab.buckets); h++ {
		es := w.tab.ents[w.tab.buckets[h]:w.tab.buckets[h+1]]
		for i := 1; i < len(es); i++ {
			for j := i; j > 0 && es[j].key < es[j-1].key; j-- {
				es[j], es[j-1] = es[j-1], es[j]
			}
		}
	}
	return w
}

// wideSide returns f's side keys by wide gram (see sideWide), made the
// first time; nil when f has no side keys or few a small gram (see
// newSideWide), where the staged screen probes the side table itself.
func (f *gramFilter) wideSide() *sideWide {
	if f.wideMade.Load() {
		return f.wide
	}
	return f.makeWideSide()
}

// makeWideSide is wideSide the first time.
func (f *gramFilter) makeWideSide() *sideWide {
	f.wideOnce.Do(func() {
		f.wide = newSideWide(f)
		f.wideMade.Store(true)
	})
	return f.wide
}
