package match

import (
	"math/bits"
	"strings"
	"sync"
)

// screenLines is the pure-Go batch screen of Stream's lines (see
// lineScreen): it sets each line's pre and noKey as mayAnswerLine would,
// and always can.
//
// It probes the batch's lines as one stream instead of one call of find
// a line: the grams around every space of every line that quietPrefix
// does not drop are hashed into a buffer, then the space and side tables'
// filter words are read in a loop of their own, loads only, so that in a
// large catalog, whose center filter does not fit the cache, many of
// their misses are in flight at once; the probes that pass have their
// buckets compared (gramFilter.hits), and the keys found are noted for
// their lines in the order find would report them (a line's probes are
// buffered, and read, in find's order). A line whose text the dense or
// tri table may hold a key of (their filters stay in the cache; such
// lines are few) is screened whole by screenedPrefix instead.
func (ix *Index) screenLines(lines []rawLine) bool {
	f := ix.anchors
	sc := batchProbes.Get().(*probeBuf)
	defer batchProbes.Put(sc)
	if cap(sc.whole) < len(lines) {
		sc.whole = make([]bool, len(lines))
	}
	whole := sc.whole[:len(lines)]
	clear(whole)
	found := sc.found[:0]
	center, side := &f.space, &f.side
	cbits, cm := center.bits, uint64(len(center.bits)-1)
	sbits, sm := side.bits, uint64(len(side.bits)-1)
	hasCenter, hasSide := len(cbits) != 0, len(sbits) != 0
	n := 0 // probes buffered
	var cur int32
	note := func(a int32, s int) bool {
		found = append(found, lineKey{cur, keyAt{a, int32(s)}})
		return true
	}
	flush := func() {
		// The filter words first, loads only; then the buckets of the
		// probes that passed.
		for k := range n {
			g := sc.g[k]
			var w, bm uint64
			if sc.line[k] >= 0 {
				w, bm = probe(g, center.shift, cm)
				sc.pass[k] = cbits[w]&bm == bm
			} else {
				w, bm = probe(g, side.shift, sm)
				sc.pass[k] = sbits[w]&bm == bm
			}
		}
		for k := range n {
			if !sc.pass[k] {
				continue
			}
			i, t, sh := sc.line[k], center, shapeCenter
			if i < 0 {
				i, t, sh = ^i, side, shapeSmall
			}
			cur = i
			f.hits(lines[i].text, int(sc.pos[k]), sh, t.lookup(sc.g[k]), note)
		}
		n = 0
	}
	for i := range lines {
		l := &lines[i]
		l.pre, l.noKey = nil, true
		b := l.text
		if len(b) < minAnchor || quietPrefix(strings.TrimRight(b, "\r")) {
			continue
		}
		if f.tri.ents != nil {
			whole[i] = true
			continue
		}
		// As each does, block by block.
		for base := 0; base < len(b); base += 64 {
			end := min(base+64, len(b))
			if f.dense.ents != nil && f.dense.denseAny(b, base, end) {
				whole[i] = true
				break
			}
			if !hasCenter && !hasSide {
				continue
			}
			for spaces := spaceMask(b, base, end); spaces != 0; spaces &= spaces - 1 {
				s := base + bits.TrailingZeros64(spaces)
				if n+2 > len(sc.g) {
					flush()
				}
				if s < 8 || s+8 > len(b) {
					// Only the small shape fits here (see probeSpaces).
					if hasSide && s >= 4 && s+4 <= len(b) {
						lo, hi := around(b, s)
						sc.g[n], sc.line[n], sc.pos[n] = smallGram(lo, hi), ^int32(i), int32(s)
						n++
					}
					continue
				}
				lo, hi := load64(b, s-8), load64(b, s)
				if hasCenter {
					sc.g[n], sc.line[n], sc.pos[n] = centerGram(lo, hi), int32(i), int32(s)
					n++
				}
				if hasSide {
					sc.g[n], sc.line[n], sc.pos[n] = smallGram(lo, hi), ^int32(i), int32(s)
					n++
				}
			}
		}
	}
	flush()
	sc.found = found
	// The lines with keys, from their keys (in line order: so were their
	// probes), and the lines to screen whole.
	var buf [16]int32
	var obuf [16]keyAt
	for k := 0; k < len(found); {
		i := found[k].line
		lk, occ := lineKeys{keys: buf[:0]}, obuf[:0]
		for ; k < len(found) && found[k].line == i; k++ {
			lk, occ = ix.noteKey(lk, occ, found[k].key, int(found[k].start))
		}
		if !whole[i] {
			l := &lines[i]
			l.pre = ix.screenKeys(l.text, lk, occ)
			l.noKey = l.pre == nil
		}
	}
	for i := range lines {
		if whole[i] {
			l := &lines[i]
			l.pre = ix.screenedPrefix(l.text)
			l.noKey = l.pre == nil
		}
	}
	return true
}

// lineKey is a key found in a line of a batch.
type lineKey struct {
	line int32
	keyAt
}

// probeBuf is screenLines' scratch: the grams buffered for probing, each
// with its line (^line for the side table) and space, whether each passed
// its filter, the lines to screen whole, and the keys found.
type probeBuf struct {
	g     [512]uint64
	line  [512]int32
	pos   [512]int32
	pass  [512]bool
	whole []bool
	found []lineKey
}

var batchProbes = sync.Pool{New: func() any { return new(probeBuf) }}
