package match

import (
	"bytes"
	"cmp"
	"math/bits"
	"slices"
	"strings"
	"sync/atomic"
	"unsafe"
)

// find calls fn(key, start) for every occurrence of a key in b, each once,
// in no particular order, until fn returns false.
func (f *gramFilter) find(b string, fn func(key int32, start int) bool) {
	f.each(b, fn)
}

// occurs reports whether some key occurs in b.
func (f *gramFilter) occurs(b string) bool {
	return !f.each(b, func(int32, int) bool { return false })
}

// scan calls fn(key) for the keys that occur in b until fn returns false;
// it reports whether fn never did. A key is reported once per occurrence.
func (f *gramFilter) scan(b string, fn func(key int32) bool) bool {
	return f.each(b, func(k int32, _ int) bool { return fn(k) })
}

// zeroWord stands in for the filter of an empty table: no probe passes it.
var zeroWord = [1]uint64{}

// each is find, reporting whether fn never returned false.
func (f *gramFilter) each(b string, fn func(key int32, start int) bool) bool {
	return f.eachProbed(b, nil, false, nil, 0, fn)
}

// eachProbed is each; when probed is set, ps are the probes of b's spaces
// that passed the space and side tables' filters, their buckets read (see
// spaceProbes), and only those are looked up (the filters are not read
// again). When dn is set, it is the dense candidates' bitmap of a
// textMarks whose text at off is b (made with f's nibble masks), and the
// dense table is probed only at those positions.
//
// It reads b in blocks of 64 positions. A first loop finds the block's
// spaces, eight bytes at a time, as bits of a mask. Then at each space
// the grams of each shape around it are hashed and their Bloom filter
// words read (probeSpaces); only the probes that pass look their gram up
// and compare the keys filed under it. The dense table
// is probed at every position of the block (a 4-byte gram, a 32-bit
// multiplication, a byte of a filter that stays in the cache), four grams
// from each 8-byte load, the slots' bytes or-ed together; only a block
// where one is set is probed again position by position.
func (f *gramFilter) eachProbed(b string, ps []spaceProbe, probed bool, dn []uint64, off int, fn func(key int32, start int) bool) bool {
	if len(b) < minAnchor {
		return true
	}
	if f.tri.ents != nil && !f.eachTri(b, fn) {
		return false
	}
	for base := 0; base < len(b); base += 64 {
		end := min(base+64, len(b))
		switch dend := min(end, len(b)-3); {
		case f.dense.ents == nil:
		case dn != nil:
			if dend > base && !f.eachDenseAt(b, base, bitsAt(dn, off+base, dend-base), fn) {
				return false
			}
		case f.dense.denseAny(b, base, end) && !f.eachDense(b, base, end, fn):
			return false
		}
		if probed {
			// The probes of this block's spaces that passed, in the
			// order probeSpaces makes them.
			for ; len(ps) > 0 && int(ps[0].pos) < end; ps = ps[1:] {
				p := &ps[0]
				if p.shape == shapeSmall && len(ps) > 1 && ps[1].pos == p.pos {
					// Several classes' probes at one space: their keys
					// in key order, as the side table's bucket holds
					// them.
					k := 1
					for k < len(ps) && ps[k].pos == p.pos {
						k++
					}
					if !f.classHits(b, ps[:k], f.stagedSide(), fn) {
						return false
					}
					ps = ps[k-1:]
					continue
				}
				t := &f.space
				if p.shape&1 == shapeSmall {
					t = f.stagedSide()
				}
				if !f.hits(b, int(p.pos), int(p.shape), t.ents[p.lo:p.hi], fn) {
					return false
				}
			}
		} else if f.space.ents != nil || f.side.ents != nil {
			if spaces := spaceMask(b, base, end); spaces != 0 && !f.probeSpaces(b, base, spaces, fn) {
				return false
			}
		}
	}
	return true
}

// classHits is hits for the probes ps of the small shape at one space,
// one a class (see sideWide), whose buckets are in t: it calls fn for
// the keys they find in key order, each once.
func (f *gramFilter) classHits(b string, ps []spaceProbe, t *gramTable, fn func(key int32, start int) bool) bool {
	var buf [8]keyAt
	found := buf[:0]
	for i := range ps {
		p := &ps[i]
		f.hits(b, int(p.pos), shapeSmall, t.ents[p.lo:p.hi], func(k int32, s int) bool {
			found = append(found, keyAt{k, int32(s)})
			return true
		})
	}
	// Two classes' grams may share a bucket, whose keys both probes
	// compare: a key found twice at one space is one occurrence.
	slices.SortFunc(found, func(x, y keyAt) int { return cmp.Compare(x.key, y.key) })
	found = slices.Compact(found)
	for _, o := range found {
		if !fn(o.key, int(o.start)) {
			return false
		}
	}
	return true
}

// spaceProbe is a probe of the space or side table at a space of a text:
// where the space is, its shape (shapeCenter for the space table,
// shapeSmall for the side table), and, once its filter passed and its
// bucket was read (see spaceProbes.bounds), the bounds of its gram's
// bucket in the table's entries.
type spaceProbe struct {
	pos    int32
	shape  int32
	lo, hi uint32
}

// spaceProbes screens the spaces of a batch of texts in stages, each a
// loop over the whole batch, so that the cache misses of one stage are in
// flight together rather than one after the other as the texts are
// screened one by one: add collects every probe of every text and the
// address of its filter word; filter reads the filter words, their cache
// lines asked for ahead (prefetch), and keeps the probes that pass;
// bounds reads their buckets the same way. Text i's probes that passed
// are then of(i), in the order probeSpaces makes them (by space; at a
// space the center shape's before the small one's).
type spaceProbes struct {
	at    []spaceProbe // the probes that passed
	grams []uint64     // at[k]'s gram
	first []int32      // text i's are at[first[i]:first[i+1]]
	// Every probe of the batch, before filter: its gram, and the address
	// of its filter word.
	all      []spaceProbe
	allGrams []uint64
	addrs    []uintptr
	allFirst []int32
}

// prefetchAhead is how many probes ahead of the one read filter and
// bounds ask for the cache lines of: enough for the misses of one
// batch of them to be in flight while the one before is read.
const prefetchAhead = 32

// reset empties ps for a new batch.
func (ps *spaceProbes) reset() {
	ps.all, ps.allGrams, ps.addrs, ps.allFirst = ps.all[:0], ps.allGrams[:0], ps.addrs[:0], append(ps.allFirst[:0], 0)
}

// of returns the probes of the batch's text i that passed.
func (ps *spaceProbes) of(i int) []spaceProbe { return ps.at[ps.first[i]:ps.first[i+1]] }

// add appends the probes at every space of b to ps, as the batch's next
// text, with the grams and filter words probeSpaces would read there:
// the center shape's, not read yet, and the small shape's that pass. An
// empty b is a text without probes.
func (ps *spaceProbes) add(f *gramFilter, b string) { ps.addMarked(f, b, nil, 0) }

// addMarked is add; when sp is set, it is the spaces' bitmap of a
// textMarks whose text at off is b, read instead of b's bytes. When
// wideSide files the side table's keys by wide gram, addMarkedWide makes
// the probes of the small shape.
func (ps *spaceProbes) addMarked(f *gramFilter, b string, sp []uint64, off int) {
	if sw := f.wideSide(); sw != nil {
		ps.addMarkedWide(f, sw, b, sp, off)
		return
	}
	if len(b) >= minAnchor && (f.space.ents != nil || f.side.ents != nil) {
		bs := f.space.bits
		if len(bs) == 0 {
			bs = zeroWord[:]
		}
		shift, m := f.space.shift, uint64(len(bs)-1)
		ss, sshift, sm := f.side.bits, f.side.shift, uint64(len(f.side.bits)-1)
		small := len(ss) != 0
		for base := 0; base < len(b); base += 64 {
			var spaces uint64
			if sp != nil {
				spaces = bitsAt(sp, off+base, min(64, len(b)-base))
			} else {
				spaces = spaceMask(b, base, min(base+64, len(b)))
			}
			if spaces == 0 {
				continue
			}
			// Room for two probes at each space of the block, written in
			// place rather than appended.
			n := len(ps.all)
			need := n + 2*bits.OnesCount64(spaces)
			all, grams, addrs := ps.room(need)
			for ; spaces != 0; spaces &= spaces - 1 {
				s := base + bits.TrailingZeros64(spaces)
				var g uint64
				if s >= 8 && s+8 <= len(b) {
					lo, hi := load64(b, s-8), load64(b, s)
					g = centerGram(lo, hi)
					w, _ := probe(g, shift, m)
					all[n], grams[n], addrs[n] = spaceProbe{pos: int32(s), shape: shapeCenter}, g, uintptr(unsafe.Pointer(&bs[w]))
					n++
					if !small {
						continue
					}
					g = smallGram(lo, hi)
				} else if small && s >= 4 && s+4 <= len(b) {
					g = smallGram(around(b, s))
				} else {
					continue
				}
				// The side table's filter holds few keys and stays in the
				// cache: it is read here, and most of these probes are not
				// kept.
				if w, bm := probe(g, sshift, sm); ss[w]&bm == bm {
					all[n], grams[n], addrs[n] = spaceProbe{pos: int32(s), shape: shapeSmall}, g, uintptr(unsafe.Pointer(&ss[w]))
					n++
				}
			}
			ps.all, ps.allGrams, ps.addrs = all[:n], grams[:n], addrs[:n]
		}
	}
	ps.allFirst = append(ps.allFirst, int32(len(ps.all)))
}

// addMarkedWide is addMarked where the side table's keys are filed by
// wide gram, sw (see sideWide): at a space whose small gram passes sw's
// filter, one probe a class of the keys filed under that gram.
func (ps *spaceProbes) addMarkedWide(f *gramFilter, sw *sideWide, b string, sp []uint64, off int) {
	if len(b) >= minAnchor && (f.space.ents != nil || f.side.ents != nil) {
		bs := f.space.bits
		if len(bs) == 0 {
			bs = zeroWord[:]
		}
		shift, m := f.space.shift, uint64(len(bs)-1)
		ss, sshift, sm := sw.bits, sw.shift, uint64(len(sw.bits)-1)
		ws, wshift, wm := sw.tab.bits, sw.tab.shift, uint64(len(sw.tab.bits)-1)
		for base := 0; base < len(b); base += 64 {
			var spaces uint64
			if sp != nil {
				spaces = bitsAt(sp, off+base, min(64, len(b)-base))
			} else {
				spaces = spaceMask(b, base, min(base+64, len(b)))
			}
			if spaces == 0 {
				continue
			}
			// Room for two probes at each space of the block, written in
			// place rather than appended; a space with more classes
			// makes more.
			n := len(ps.all)
			need := n + 2*bits.OnesCount64(spaces)
			all, grams, addrs := ps.room(need)
			for ; spaces != 0; spaces &= spaces - 1 {
				s := base + bits.TrailingZeros64(spaces)
				var g uint64
				var lo, hi uint64
				if s >= 8 && s+8 <= len(b) {
					lo, hi = load64(b, s-8), load64(b, s)
					g = centerGram(lo, hi)
					w, _ := probe(g, shift, m)
					all[n], grams[n], addrs[n] = spaceProbe{pos: int32(s), shape: shapeCenter}, g, uintptr(unsafe.Pointer(&bs[w]))
					n++
					g = smallGram(lo, hi)
				} else if s >= 4 && s+4 <= len(b) {
					lo, hi = around(b, s)
					g = smallGram(lo, hi)
				} else {
					continue
				}
				// The small grams' filter holds few and stays in the
				// cache: it is read here, and most spaces make no probe
				// of the small shape.
				if w, bm := probe(g, sshift, sm); ss[w]&bm != bm {
					continue
				}
				// A probe a class of the keys filed under g whose bytes
				// fit in b there, with the class's wide gram and the
				// address of its filter word.
				cs := sw.classesOf(g)
				if k := n + bits.OnesCount32(cs) + 2*bits.OnesCount64(spaces&(spaces-1)); k > need {
					// More classes than the room left for this space.
					ps.all, ps.allGrams, ps.addrs = all[:n], grams[:n], addrs[:n]
					need = k
					all, grams, addrs = ps.room(need)
				}
				for ; cs != 0; cs &= cs - 1 {
					c := bits.TrailingZeros32(cs)
					if s < wideBefore[c] || s+wideFrom[c] > len(b) {
						continue
					}
					g := wideGram(c, lo, hi)
					w, _ := probe(g, wshift, wm)
					all[n], grams[n], addrs[n] = spaceProbe{pos: int32(s), shape: shapeSmall}, g, uintptr(unsafe.Pointer(&ws[w]))
					n++
				}
			}
			ps.all, ps.allGrams, ps.addrs = all[:n], grams[:n], addrs[:n]
		}
	}
	ps.allFirst = append(ps.allFirst, int32(len(ps.all)))
}

// room returns ps's all, allGrams and addrs, of need probes, those past
// their lengths to be written in place; it grows them first when they
// hold fewer.
func (ps *spaceProbes) room(need int) ([]spaceProbe, []uint64, []uintptr) {
	if need > min(cap(ps.all), cap(ps.allGrams), cap(ps.addrs)) {
		ps.grow(need)
	}
	return ps.all[:need], ps.allGrams[:need], ps.addrs[:need]
}

// grow makes room for n probes in all, allGrams and addrs (bounds reuses
// addrs, for fewer).
func (ps *spaceProbes) grow(n int) {
	n = max(n, 2*cap(ps.all))
	ps.all = append(make([]spaceProbe, 0, n), ps.all...)
	ps.allGrams = append(make([]uint64, 0, n), ps.allGrams...)
	ps.addrs = append(make([]uintptr, 0, n), ps.addrs...)
}

// stagedSide returns the table of the staged screen's probes of the
// small shape: the side table, or its keys by wide gram (see sideWide).
func (f *gramFilter) stagedSide() *gramTable {
	if sw := f.wideSide(); sw != nil {
		return &sw.tab
	}
	return &f.side
}

// stagedTables returns the tables of the staged screen's probes, by
// shape: the space table, and stagedSide.
func (f *gramFilter) stagedTables() [numShapes]*gramTable {
	return [numShapes]*gramTable{&f.space, f.stagedSide()}
}

// filter keeps the probes of ps whose filter passes, in at, by text.
func (ps *spaceProbes) filter(f *gramFilter) {
	ps.at, ps.grams, ps.first = ps.at[:0], ps.grams[:0], append(ps.first[:0], 0)
	tabs := f.stagedTables()
	n := len(ps.all)
	pf := min(2*prefetchAhead, n)
	prefetch(ps.addrs[:pf])
	k := 0
	for i := 1; i < len(ps.allFirst); i++ {
		for end := int(ps.allFirst[i]); k < end; k++ {
			if k%prefetchAhead == 0 && pf < n {
				prefetch(ps.addrs[pf:min(pf+prefetchAhead, n)])
				pf += prefetchAhead
			}
			t := tabs[ps.all[k].shape&1]
			// A probe of an empty space table (add read zeroWord for it)
			// never passes.
			if len(t.bits) == 0 {
				continue
			}
			g := ps.allGrams[k]
			if w, bm := probe(g, t.shift, uint64(len(t.bits)-1)); t.bits[w]&bm == bm {
				ps.at = append(ps.at, ps.all[k])
				ps.grams = append(ps.grams, g)
			}
		}
		ps.first = append(ps.first, int32(len(ps.at)))
	}
}

// bounds sets the bucket bounds of the probes that passed, the buckets'
// cache lines asked for ahead as filter does, then asks for the first
// entry of each bucket, which hits reads.
func (ps *spaceProbes) bounds(f *gramFilter) {
	tabs := f.stagedTables()
	ps.addrs = ps.addrs[:0]
	for k := range ps.at {
		t := tabs[ps.at[k].shape&1]
		ps.addrs = append(ps.addrs, uintptr(unsafe.Pointer(&t.buckets[t.bucket(ps.grams[k])])))
	}
	n := len(ps.at)
	pf := min(2*prefetchAhead, n)
	prefetch(ps.addrs[:pf])
	ents := ps.addrs[:0]
	for k := range ps.at {
		if k%prefetchAhead == 0 && pf < n {
			prefetch(ps.addrs[pf:min(pf+prefetchAhead, n)])
			pf += prefetchAhead
		}
		p := &ps.at[k]
		t := tabs[p.shape&1]
		h := t.bucket(ps.grams[k])
		p.lo, p.hi = t.buckets[h], t.buckets[h+1]
		if p.lo < p.hi {
			// ents overwrites addrs behind k: the addresses read already.
			ents = append(ents, uintptr(unsafe.Pointer(&t.ents[p.lo])))
		}
	}
	prefetch(ents)
}

// spaceMask returns the spaces of b[base:end], at most 64 bytes, as bits
// from base.
func spaceMask(b string, base, end int) uint64 {
	var m uint64
	p := base
	for ; p+8 <= end; p += 8 {
		m |= spaces8(load64(b, p)) << ((p - base) & 63)
	}
	if p < end {
		if len(b) >= 8 {
			// The last bytes: the 8 ending at end, the ones before p
			// shifted out.
			k := 8 - (end - p)
			m |= spaces8(load64(b, end-8)) >> (k & 63) << ((p - base) & 63)
		} else {
			for ; p < end; p++ {
				m |= b2u(b[p] == ' ') << (p - base)
			}
		}
	}
	return m
}

// spaces8 returns the bytes of x (little-endian) that are spaces, as the
// low 8 bits.
func spaces8(x uint64) uint64 {
	// The bytes of x that are zero after the xor are spaces: each gets its
	// top bit set in z, exactly (no borrow runs between bytes), and the
	// multiplication gathers the eight top bits into the top byte.
	x ^= 0x2020202020202020
	z := ^((x&0x7F7F7F7F7F7F7F7F + 0x7F7F7F7F7F7F7F7F) | x | 0x7F7F7F7F7F7F7F7F)
	return z >> 7 * 0x0102040810204080 >> 56
}

// denseAny reports whether some 4-byte gram starting in b[base:end] has
// its slot of the dense table's filter set.
func (t *gramTable) denseAny(b string, base, end int) bool {
	dend := min(end, len(b)-3)
	if len(t.flags) == 1<<minDenseBits {
		// The usual size (the error words and a few short anchors): a
		// constant shift and no bounds checks.
		return denseAnyMin((*[1 << minDenseBits]uint8)(t.flags), b, base, dend)
	}
	fl, shift := t.flags, t.shift&31
	var any uint8
	p := base
	for ; p+4 <= dend && p+8 <= len(b); p += 4 {
		w := load64(b, p)
		any |= fl[uint32(w)*0x9E3779B1>>shift] | fl[uint32(w>>8)*0x9E3779B1>>shift] |
			fl[uint32(w>>16)*0x9E3779B1>>shift] | fl[uint32(w>>24)*0x9E3779B1>>shift]
	}
	for ; p < dend; p++ {
		any |= fl[load32(b, p)*0x9E3779B1>>shift]
	}
	return any != 0
}

// denseAnyMin is denseAny for a filter of the least size, over the grams
// starting at b[base:dend].
func denseAnyMin(fl *[1 << minDenseBits]uint8, b string, base, dend int) bool {
	const shift = 32 - minDenseBits
	var any uint8
	p := base
	for ; p+8 <= dend && p+12 <= len(b); p += 8 {
		w, v := load64(b, p), load64(b, p+4)
		any |= fl[uint32(w)*0x9E3779B1>>shift] | fl[uint32(w>>8)*0x9E3779B1>>shift] |
			fl[uint32(w>>16)*0x9E3779B1>>shift] | fl[uint32(w>>24)*0x9E3779B1>>shift] |
			fl[uint32(v)*0x9E3779B1>>shift] | fl[uint32(v>>8)*0x9E3779B1>>shift] |
			fl[uint32(v>>16)*0x9E3779B1>>shift] | fl[uint32(v>>24)*0x9E3779B1>>shift]
	}
	for ; p < dend; p++ {
		any |= fl[load32(b, p)*0x9E3779B1>>shift]
	}
	return any != 0
}

// eachDense calls fn, as each does, for the keys of the dense table that
// start a 4-byte gram in b[base:end].
func (f *gramFilter) eachDense(b string, base, end int, fn func(int32, int) bool) bool {
	t := &f.dense
	for p := base; p < min(end, len(b)-3); p++ {
		g := load32(b, p)
		if t.flags[t.denseSlot(g)] != 0 && !f.hits(b, p, 0, t.lookup(uint64(g)), fn) {
			return false
		}
	}
	return true
}

// eachDenseAt is eachDense at the positions base+i of b for the bits i
// of cand.
func (f *gramFilter) eachDenseAt(b string, base int, cand uint64, fn func(int32, int) bool) bool {
	t := &f.dense
	for ; cand != 0; cand &= cand - 1 {
		p := base + bits.TrailingZeros64(cand)
		g := load32(b, p)
		if t.flags[t.denseSlot(g)] != 0 && !f.hits(b, p, 0, t.lookup(uint64(g)), fn) {
			return false
		}
	}
	return true
}

// probeSpaces probes the space and side tables at the spaces of b in the
// mask, at positions from base, each with its shape, calling fn as each
// does for the keys found.
func (f *gramFilter) probeSpaces(b string, base int, spaces uint64, fn func(int32, int) bool) bool {
	t, st := &f.space, &f.side
	bs := t.bits
	if len(bs) == 0 {
		bs = zeroWord[:]
	}
	shift, m := t.shift, uint64(len(bs)-1)
	ss, sshift, sm := st.bits, st.shift, uint64(len(st.bits)-1)
	small := len(ss) != 0
	for ; spaces != 0; spaces &= spaces - 1 {
		s := base + bits.TrailingZeros64(spaces)
		if s >= 8 && s+8 <= len(b) {
			lo, hi := load64(b, s-8), load64(b, s)
			g := centerGram(lo, hi)
			if w, bm := probe(g, shift, m); bs[w]&bm == bm && !f.hits(b, s, shapeCenter, t.lookup(g), fn) {
				return false
			}
			if !small {
				continue
			}
			g = smallGram(lo, hi)
			if w, bm := probe(g, sshift, sm); ss[w]&bm == bm && !f.hits(b, s, shapeSmall, st.lookup(g), fn) {
				return false
			}
		} else if small && s >= 4 && s+4 <= len(b) {
			lo, hi := around(b, s)
			g := smallGram(lo, hi)
			if w, bm := probe(g, sshift, sm); ss[w]&bm == bm && !f.hits(b, s, shapeSmall, st.lookup(g), fn) {
				return false
			}
		}
	}
	return true
}

// eachTri is each for the keys of 3 bytes, probed at every position.
func (f *gramFilter) eachTri(b string, fn func(key int32, start int) bool) bool {
	t := &f.tri
	m := uint64(len(t.bits) - 1)
	for p := 0; p+3 <= len(b); p++ {
		g := uint64(b[p]) | uint64(b[p+1])<<8 | uint64(b[p+2])<<16
		if w, bm := probe(hashGram(g), t.shift, m); t.bits[w]&bm == bm {
			if !f.hits(b, p, 0, t.lookup(g), fn) {
				return false
			}
		}
	}
	return true
}

// b2u is 1 for true, 0 for false, without a branch.
func b2u(c bool) uint64 {
	var u uint64
	if c {
		u = 1
	}
	return u
}

// mayMatch reports whether some record of the keys found in line l, at
// the occurrences occ, may match it, as far as the literal text of their
// patterns tells: the record's anchor occurs in l with the text around it
// that its pattern has (see anchorContext), and its second fragment
// occurs in l (see entry.second), or, for a record without one, its runs
// each occur in l after the one before, their trailing spaces left out
// (see literalsMayOccur). A record whose literal text does not occur so
// in the line cannot verify against any message cut from it (the message
// is a part of the line), so a line for which mayMatch is false and that
// mayAnswerUnkeyed does not pass is no error report explainEvent would
// make. More candidates than explain verifies count as a match.
func (ix *Index) mayMatch(l string, keys []int32, occ []keyAt) bool {
	n := 0
	var wbuf [4]occWords
	for _, a := range keys {
		lo, hi := ix.candStart[a], ix.candStart[a+1]
		if n += int(hi - lo); n > maxVerify {
			return true
		}
		// The text around each of a's occurrences, read once for all its
		// candidates (aroundIn's test in a few operations a candidate);
		// a key that occurs more often than wbuf holds has aroundIn's.
		ws := wbuf[:0]
		na := int(ix.anchors.start[a+1] - ix.anchors.start[a])
		for _, o := range occ {
			if o.key != a {
				continue
			}
			if len(ws) == len(wbuf) {
				ws = nil
				break
			}
			ws = append(ws, wordsAround(l, int(o.start), na))
		}
		for j := lo; j < hi; j++ {
			var around bool
			if ws != nil {
				around = ix.arounds[j].atAny(ws)
			} else {
				around = ix.aroundIn(j, a, l, occ)
			}
			// A record without a second fragment has its runs read.
			if around && ix.secondIn(j, l) && (ix.secondStart[j] < ix.secondStart[j+1] || ix.candidateRuns(j).mayOccur(l)) {
				return true
			}
		}
	}
	return false
}

// occWords is the text around an occurrence of an anchor in a line: up
// to 4 bytes before it (the last nb of before, each byte in the place
// anchorContext.before holds it, the others zero) and up to 4 after it
// (the first na of after), little-endian.
type occWords struct {
	before, after uint32
	nb, na        uint8
}

// wordsAround returns the occWords of an occurrence at s, n bytes long,
// in l.
func wordsAround(l string, s, n int) occWords {
	var w occWords
	nb, na := min(4, s), min(4, len(l)-s-n)
	if nb == 4 {
		w.before = load32(l, s-4)
	} else {
		for k := 1; k <= nb; k++ {
			w.before |= uint32(l[s-k]) << (8 * (4 - k))
		}
	}
	if na == 4 {
		w.after = load32(l, s+n)
	} else {
		for k := range na {
			w.after |= uint32(l[s+n+k]) << (8 * k)
		}
	}
	w.nb, w.na = uint8(nb), uint8(na)
	return w
}

// atAny reports whether c.at(l, s, n) holds for some occurrence at s of
// an anchor n bytes long in l, given the occurrences' occWords ws (see
// wordsAround): the last nb bytes of before and the first na of after
// compared as words under a mask.
func (c *anchorContext) atAny(ws []occWords) bool {
	nb, na := c.nb&7, c.na&7
	// A shift of 32 or more leaves no bit: the masks of nb or na 0.
	mb, ma := ^uint32(0)<<(8*(4-nb)), ^uint32(0)>>(8*(4-na))
	cb, ca := le32(c.before), le32(c.after)
	for _, w := range ws {
		if nb <= w.nb && na <= w.na && (w.before^cb)&mb == 0 && (w.after^ca)&ma == 0 {
			return true
		}
	}
	return false
}

// le32 returns the 4 bytes of b as a little-endian word.
func le32(b [4]byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24
}

// keyAt is an occurrence of a key in a text: the key, and where it
// starts.
type keyAt struct {
	key, start int32
}

// keyOccurrences appends to occ every occurrence of key a in s.
func (ix *Index) keyOccurrences(occ []keyAt, a int32, s string) []keyAt {
	k := ix.anchors.key(a)
	for i := 0; i+len(k) <= len(s); {
		j := strings.Index(s[i:], k)
		if j < 0 {
			break
		}
		occ = append(occ, keyAt{a, int32(i + j)})
		i += j + 1
	}
	return occ
}

// aroundIn reports whether the anchor of candidate j (of ix.cand), key a,
// occurs in l, at one of the occurrences occ, with the candidate's
// anchor context around it.
func (ix *Index) aroundIn(j, a int32, l string, occ []keyAt) bool {
	c := &ix.arounds[j]
	n := int(ix.anchors.start[a+1] - ix.anchors.start[a])
	for _, o := range occ {
		if o.key == a && c.at(l, int(o.start), n) {
			return true
		}
	}
	return false
}

// secondIn reports whether the second fragment of candidate j (of
// ix.cand) occurs in s, or it has none. A record's second fragment is
// literal text of its pattern apart from its anchor (see entry.second):
// when a text lacks it, the record's regexp cannot match any part of the
// text, so a candidate for which secondIn is false is not verified.
func (ix *Index) secondIn(j int32, s string) bool {
	sec := ix.seconds[ix.secondStart[j]:ix.secondStart[j+1]]
	return sec == "" || strings.Contains(s, sec)
}

// patternRuns are the top-level literal runs of candidate cand's
// pattern, each without its trailing blanks (spaces, tabs, line breaks),
// as literalsMayOccur reads them; ok is false when they cannot be read
// (see literalRuns).
type patternRuns struct {
	cand int32
	ok   bool
	runs []string
}

// newPatternRuns returns pattern p's patternRuns: its first line's, when
// a text of that line alone may match it (firstLine, compiled.first).
func newPatternRuns(p string) *patternRuns {
	if head, _ := firstLine(p); head != "" {
		p = head
	}
	runs, ok := literalRuns(p)
	for i, r := range runs {
		runs[i] = strings.TrimRight(r, " \t\r\n")
	}
	return &patternRuns{runs: runs, ok: ok}
}

// mayOccur is literalsMayOccur of the pattern in s: its runs each occur
// in s after the one before, or they cannot be read.
func (pr *patternRuns) mayOccur(s string) bool {
	if !pr.ok {
		return true
	}
	pos := 0
	for _, r := range pr.runs {
		j := strings.Index(s[pos:], r)
		if j < 0 {
			return false
		}
		pos += j + len(r)
	}
	return true
}

// cachedRunsBits is the log2 of how many candidates' patternRuns an Index keeps, by a
// hash of the candidate, one a slot: a log's lines name a few thousand
// of the candidates without a second fragment again and again (6,034
// distinct in the bench's 2.2M lines at ten million records, for 72,849
// reads), and the cache stays the same size whatever the log.
const cachedRunsBits = 14

// candidateRuns returns the patternRuns of candidate j's pattern (of
// ix.cand), reading the pattern from the record table when its slot of
// the cache holds another's: a row and a string at random, two cache
// misses at millions of records, and a parse.
func (ix *Index) candidateRuns(j int32) *patternRuns {
	ix.runsOnce.Do(func() { ix.runs = make([]atomic.Pointer[patternRuns], 1<<cachedRunsBits) })
	slot := &ix.runs[uint32(j)*0x9E3779B1>>(32-cachedRunsBits)]
	if pr := slot.Load(); pr != nil && pr.cand == j {
		return pr
	}
	pr := newPatternRuns(ix.pattern(int(ix.cand[j])))
	pr.cand = j
	slot.Store(pr)
	return pr
}

// literalsMayOccur reports whether the top-level literal runs of pattern
// p, each without its trailing blanks, occur in s in order; true when the
// runs cannot be read. It is true whenever literalsInOrder(p, m) is true
// for a part m of s: a run found whole in m is found trimmed there too.
func literalsMayOccur(p, s string) bool { return literalRunsIn(p, s, true) }

// literalRunsIn reports whether the top-level literal runs of pattern p
// occur in s, each after the one before: each without its trailing blanks
// (spaces, tabs, line breaks) when trim is set, else each whole or, when
// not found so, trimmed (trailing blanks may be trimmed away, see
// relaxPattern). It is true when the runs cannot be read (see
// literalRuns).
func literalRunsIn(p, s string, trim bool) bool {
	var buf [256]byte
	pos, present := 0, true
	ok := eachLiteralRun(p, buf[:0], func(run []byte) bool {
		whole := run
		if strings.IndexByte(" \t\r\n", run[len(run)-1]) >= 0 {
			run = bytes.TrimRight(run, " \t\r\n")
		}
		j := -1
		if !trim {
			j = strings.Index(s[pos:], unsafe.String(unsafe.SliceData(whole), len(whole)))
		}
		if j < 0 {
			j = strings.Index(s[pos:], unsafe.String(unsafe.SliceData(run), len(run)))
		} else {
			run = whole
		}
		if j < 0 {
			present = false
			return false
		}
		pos += j + len(run)
		return true
	})
	return present || !ok
}

// mayAnswerUnkeyed reports whether explainEvent may answer the single
// line l from more than the records of the keys in it, or verify them
// against a message that is not a part of l: true for every line that
// might be structured (JSON or logfmt: '{', "msg="), hold a quoted klog
// message ('"', which StripPrefix unquotes), a Python warning with its
// frame ("Warning: "), a Java or JavaScript frame ("at " after a
// boundary), or a module-qualified class (classOnly answers it from the
// class: a dotted name before ": " or at the end, see qualifiedClass); or
// look like an error without an error word (looksLikeError: the ERR or
// CRIT levels in any case, a glog E or F header, a class ending in
// Failure or Fault). It reads the line only; false means that answers of
// the line come from its keys' records verified against a part of it.
// FuzzMayAnswerUnkeyed checks it against explainEvent.
func mayAnswerUnkeyed(l string) bool {
	// One pass: each form is checked where its first byte is (a table
	// skips the other bytes before the switch).
	for i := 0; i < len(l); i++ {
		c := l[i]
		if !unkeyedFirst[c] {
			continue
		}
		switch c {
		case '{', '"':
			return true
		case 'm':
			if strings.HasPrefix(l[i:], "msg=") {
				return true
			}
		case 'W':
			if strings.HasPrefix(l[i:], "Warning: ") {
				return true
			}
		case 'F', 'E':
			if i+1 < len(l) && isDigitByte(l[i+1]) || c == 'F' && (strings.HasPrefix(l[i:], "Failure") || strings.HasPrefix(l[i:], "Fault")) ||
				c == 'E' && levelAt(l, i, "err") {
				return true
			}
		case 'e':
			if levelAt(l, i, "err") {
				return true
			}
		case 'c', 'C':
			if levelAt(l, i, "crit") {
				return true
			}
		case 'a':
			if i+2 < len(l) && l[i+1] == 't' && l[i+2] == ' ' && (i == 0 || !isWordByte(l[i-1])) {
				return true
			}
		case ':':
			if i+1 < len(l) && l[i+1] == ' ' && qualifiedClass(l[:i]) {
				return true
			}
		}
	}
	// strings.TrimRight(l, " \t\r\n\f\v"), without building its set.
	end := len(l)
	for end > 0 && (l[end-1] == ' ' || l[end-1] >= '\t' && l[end-1] <= '\r') {
		end--
	}
	return qualifiedClass(l[:end])
}

// unkeyedFirst holds the bytes mayAnswerUnkeyed's forms start with.
var unkeyedFirst = [256]bool{'{': true, '"': true, 'm': true, 'W': true, 'F': true, 'E': true, 'e': true, 'c': true, 'C': true, 'a': true, ':': true}

// levelAt reports whether s may hold the level word w (lower-case ASCII
// letters) at i, in any case: foldAt, at the start of a word. StripPrefix
// reads a level only at the start of s, or after a prefix it stripped,
// each of which ends in a blank, ':' or ']', or after "[" or "level=", so
// never right after a word byte: "interrupted" holds no ERR level.
func levelAt(s string, i int, w string) bool {
	return (i == 0 || !isWordByte(s[i-1])) && foldAt(s, i, w)
}

// foldAt reports whether s holds the lower-case ASCII word w (letters
// only) at i, in any case, as strings.EqualFold would tell: a letter's
// byte or-ed with 0x20 is its lower case, and no other byte gives a
// letter so; a rune of more than one byte in s[i:i+len(w)] would leave
// it fewer runes than w, so bytes of 0x80 and over never match.
func foldAt(s string, i int, w string) bool {
	if i+len(w) > len(s) {
		return false
	}
	for k := range len(w) {
		if s[i+k]|0x20 != w[k] {
			return false
		}
	}
	return true
}

// qualifiedClass reports whether some suffix of s made of name bytes
// ([\w.$]) may be a module-qualified class name (isClassName, with a dot
// after its first byte): the longest such suffix holds a dot after its
// first byte, and its last dotted component reads as a class.
func qualifiedClass(s string) bool {
	i := len(s)
	for i > 0 && (isWordByte(s[i-1]) || s[i-1] == '.' || s[i-1] == '$') {
		i--
	}
	r := s[i:]
	dot := strings.LastIndexByte(r, '.')
	if dot <= 0 || dot == len(r)-1 {
		return false
	}
	last := r[dot+1:]
	return last[0] >= 'A' && last[0] <= 'Z' || lowerErrorClass(last)
}
