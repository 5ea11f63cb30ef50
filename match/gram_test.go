package match

import (
	"fmt"
	"maps"
	"math/bits"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/coregx/ahocorasick"

	"github.com/errdex/errdex/catalog"
)

type keyHit struct {
	key   int32
	start int
}

func gramHits(f *gramFilter, text string) []keyHit {
	var out []keyHit
	f.find(text, func(key int32, start int) bool {
		out = append(out, keyHit{key, start})
		return true
	})
	slices.SortFunc(out, cmpHit)
	return out
}

func cmpHit(a, b keyHit) int {
	if a.key != b.key {
		return int(a.key - b.key)
	}
	return a.start - b.start
}

// acHits is what the index used before the gram filter: an Aho-Corasick
// automaton over the keys, all overlapping matches.
func acHits(ac *ahocorasick.Automaton, text string) []keyHit {
	var out []keyHit
	for _, m := range ac.FindAllOverlapping([]byte(text)) {
		out = append(out, keyHit{int32(m.PatternID), m.Start})
	}
	slices.SortFunc(out, cmpHit)
	return slices.Compact(out)
}

// naiveHits finds every occurrence of every key by brute force.
func naiveHits(keys []string, text string) []keyHit {
	var out []keyHit
	for id, k := range keys {
		if len(k) < minAnchor {
			continue
		}
		for s := 0; s+len(k) <= len(text); s++ {
			if text[s:s+len(k)] == k {
				out = append(out, keyHit{int32(id), s})
			}
		}
	}
	slices.SortFunc(out, cmpHit)
	return out
}

// testKeys returns the distinct keys of the test catalog's index.
func testKeys(t testing.TB) []string {
	ix := loadTestIndex(t, nil)
	var keys []string
	for id := 0; id+1 < len(ix.candStart); id++ {
		keys = append(keys, ix.anchors.key(int32(id)))
	}
	return keys
}

// randomKeys returns n distinct keys of 3 to 24 bytes over a small alphabet,
// so that they overlap and share grams, plus some repeated-byte keys.
func randomKeys(r *rand.Rand, n int, alpha string) []string {
	seen := map[string]bool{}
	var keys []string
	for _, k := range []string{"aaa", "aaaa", "aaaaaaa", "abab", "ababab", "aab"} {
		seen[k] = true
		keys = append(keys, k)
	}
	for len(keys) < n {
		b := make([]byte, 3+r.Intn(22))
		for i := range b {
			b[i] = alpha[r.Intn(len(alpha))]
		}
		if !seen[string(b)] {
			seen[string(b)] = true
			keys = append(keys, string(b))
		}
	}
	return keys
}

// centerKeys returns n distinct keys of 16 bytes of alpha with a space
// at their middle, all filed under the center shape.
func centerKeys(r *rand.Rand, n int, alpha string) []string {
	seen := map[string]bool{}
	var keys []string
	for len(keys) < n {
		b := make([]byte, 16)
		for i := range b {
			b[i] = alpha[r.Intn(len(alpha))]
		}
		b[8] = ' '
		if !seen[string(b)] {
			seen[string(b)] = true
			keys = append(keys, string(b))
		}
	}
	return keys
}

// sideClassKeys returns n keys that hold "wxyz qrs" with up to 6 bytes
// of a and b before it and after it (and a few up to 14 before it), so
// that most are filed in the side table under its small gram, with every
// class (see sideWide), and a text of those bytes holds several at one
// space.
func sideClassKeys(r *rand.Rand, n int) []string {
	seen := map[string]bool{}
	var keys []string
	for len(keys) < n {
		before := r.Intn(7)
		if r.Intn(10) == 0 {
			before = r.Intn(15)
		}
		b := make([]byte, 0, 32)
		for range before {
			b = append(b, "ab"[r.Intn(2)])
		}
		b = append(b, "wxyz qrs"...)
		for range r.Intn(7) {
			b = append(b, "ab"[r.Intn(2)])
		}
		if !seen[string(b)] {
			seen[string(b)] = true
			keys = append(keys, string(b))
		}
	}
	return keys
}

func randomText(r *rand.Rand, keys []string, alpha string, n int) string {
	var sb strings.Builder
	for sb.Len() < n {
		if r.Intn(3) == 0 {
			sb.WriteString(keys[r.Intn(len(keys))])
		} else {
			sb.WriteByte(alpha[r.Intn(len(alpha))])
		}
	}
	return sb.String()
}

// TestGramFilterMatchesAutomaton checks that the gram filter reports the
// same (key, start) pairs as the Aho-Corasick automaton it replaced, and as
// brute force, on random keys and texts and on the test catalog's keys.
func TestGramFilterMatchesAutomaton(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	type set struct {
		name  string
		keys  []string
		alpha string
	}
	real := testKeys(t)
	sets := []set{
		{"ab", randomKeys(r, 40, "ab"), "ab"},
		{"abc", randomKeys(r, 300, "abc"), "abc"},
		{"words", randomKeys(r, 2000, "etaoin srhdl"), "etaoin srhdl:."},
		{"bytes", randomKeys(r, 500, "\x00\xff\xfe\x80a"), "\x00\xff\xfe\x80a"},
		{"catalog", real, "etaoin srhdlcumwfgypbvkjxqz:'()0123456789"},
	}
	for _, s := range sets {
		f := newGramFilter(s.keys)
		ac, err := ahocorasick.NewBuilder().AddStrings(s.keys).Build()
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for n := 0; n < 300; n++ {
			text := randomText(r, s.keys, s.alpha, r.Intn(200))
			got := gramHits(f, text)
			want := acHits(ac, text)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: text %q:\ngram filter %v\nautomaton   %v", s.name, text, got, want)
			}
			if brute := naiveHits(s.keys, text); !slices.Equal(got, brute) {
				t.Fatalf("%s: text %q:\ngram filter %v\nbrute force %v", s.name, text, got, brute)
			}
			if f.occurs(text) != (len(got) > 0) {
				t.Fatalf("%s: text %q: occurs %v with hits %v", s.name, text, f.occurs(text), got)
			}
			total += len(got)
		}
		if total == 0 {
			t.Fatalf("%s: no hits at all", s.name)
		}
	}
}

// TestSpaceProbes checks eachProbed over the probes spaceProbes keeps
// for a batch of texts against each: the same keys at the same starts,
// in the same order, and the same stop when fn returns false; and, where
// markChunks runs, the same with the spaces and dense candidates of a
// textMarks of the batch (addMarked, eachProbed given the dense bitmap
// when the filter has nibble masks). The key sets fill the space table,
// the side table (keys with a space near an end), both, or neither, and
// the dense table with few grams (nibble masks) or many (none); some
// texts of a batch are left out (added empty), as screenBatch leaves out
// quiet lines.
func TestSpaceProbes(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, c := range []struct {
		name, alpha string
		keys        []string
	}{
		{"words", "etaoin srhdl", randomKeys(r, 3000, "etaoin srhdl")},
		{"spaces near ends", "ab ", randomKeys(r, 300, "ab ")},
		{"no spaces", "abc", randomKeys(r, 300, "abc")},
		{"catalog", "etaoin srhdlcumwfgypbvkjxqz:'()0123456789", testKeys(t)},
		{"error words", "etaoin srhdlcpxfgTERO:", append(centerKeys(r, 300, "etaoin srhdl"), errorWords...)},
		{"side classes", "abwxyz qrs", sideClassKeys(r, 400)},
	} {
		f := newGramFilter(c.keys)
		if c.name == "error words" && haveMarks && f.nibbles == nil {
			t.Fatalf("%s: no nibble masks", c.name)
		}
		for _, marked := range []bool{false, true} {
			if marked && !haveMarks {
				continue
			}
			var ps spaceProbes
			var m textMarks
			for round := 0; round < 20; round++ {
				texts := make([]string, 100)
				for i := range texts {
					texts[i] = randomText(r, c.keys, c.alpha, r.Intn(300))
					if r.Intn(5) == 0 {
						texts[i] = ""
					}
				}
				ps.reset()
				m.reset()
				for _, text := range texts {
					m.add(text)
				}
				var dn []uint64
				if marked {
					m.mark(f)
					if f.nibbles != nil {
						dn = m.dense
					}
				}
				for i, text := range texts {
					if marked {
						ps.addMarked(f, text, m.spaces, int(m.off[i]))
					} else {
						ps.add(f, text)
					}
				}
				ps.filter(f)
				ps.bounds(f)
				for i, text := range texts {
					off := int(m.off[i])
					var want, got []keyHit
					wantAll := f.each(text, func(k int32, s int) bool { want = append(want, keyHit{k, s}); return true })
					gotAll := f.eachProbed(text, ps.of(i), true, dn, off, func(k int32, s int) bool { got = append(got, keyHit{k, s}); return true })
					if !slices.Equal(got, want) || gotAll != wantAll {
						t.Fatalf("%s (marked %v): text %q:\neachProbed %v\neach       %v", c.name, marked, text, got, want)
					}
					if len(want) > 1 {
						stop := r.Intn(len(want))
						var head []keyHit
						f.eachProbed(text, ps.of(i), true, dn, off, func(k int32, s int) bool { head = append(head, keyHit{k, s}); return len(head) <= stop })
						if !slices.Equal(head, want[:stop+1]) {
							t.Fatalf("%s (marked %v): text %q: stopped after %v, want %v", c.name, marked, text, head, want[:stop+1])
						}
					}
				}
			}
		}
		if c.name == "spaces near ends" && len(f.side.ents) == 0 {
			t.Fatalf("%s: no key in the side table", c.name)
		}
		if c.name == "side classes" {
			// Keys of several classes under one small gram, so that a
			// space makes several probes of the small shape.
			if f.wideSide() == nil {
				t.Fatalf("%s: side keys not filed by wide gram", c.name)
			}
			many := false
			for _, v := range f.wideSide().slots {
				many = many || bits.OnesCount32(uint32(v)) > 1
			}
			if !many {
				t.Fatalf("%s: no small gram with keys of several classes", c.name)
			}
		}
	}
}

// TestGramFilterStop checks that find stops when fn returns false.
func TestGramFilterStop(t *testing.T) {
	f := newGramFilter([]string{"abc", "bcde", "cdefgh"})
	n := 0
	f.find("xabcdefghabc", func(int32, int) bool { n++; return false })
	if n != 1 {
		t.Fatalf("fn called %d times after returning false", n)
	}
	if hits := gramHits(f, "xabcdefghabc"); len(hits) != 4 {
		t.Fatalf("hits %v, want 4", hits)
	}
}

// TestGramFilterLarge checks the filter against brute force with many keys,
// where the bitset and tables grow past their minimum sizes.
func TestGramFilterLarge(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	var recs []catalog.Record
	alpha := "abcdefghijklmnopqrstuvwxyz "
	for i := 0; i < 50000; i++ {
		b := make([]byte, 6+r.Intn(12))
		for j := range b {
			b[j] = alpha[r.Intn(len(alpha))]
		}
		recs = append(recs, catalog.Record{ID: fmt.Sprint(i), MessagePattern: string(b) + ` (.+?)`})
	}
	ix, err := New(recs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for id := 0; id+1 < len(ix.candStart); id++ {
		keys = append(keys, ix.anchors.key(int32(id)))
	}
	for _, sp := range []*gramTable{&ix.anchors.space, &ix.anchors.side} {
		if len(sp.bits)*64 < spaceBitsPerGram*len(sp.ents) || len(sp.ents) == 0 {
			t.Fatalf("bitset of %d bits for %d grams", len(sp.bits)*64, len(sp.ents))
		}
	}
	ac, err := ahocorasick.NewBuilder().AddStrings(keys).Build()
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 200; n++ {
		text := randomText(r, keys, alpha, 300)
		got := gramHits(ix.anchors, text)
		if want := acHits(ac, text); !slices.Equal(got, want) {
			t.Fatalf("text %q: gram filter %d hits, automaton %d", text, len(got), len(want))
		}
		if ix.anchors.occurs(text) != (len(got) > 0) {
			t.Fatalf("text %q: occurs %v with %d hits", text, ix.anchors.occurs(text), len(got))
		}
	}
}

// fuzzKeys returns the distinct lines of keyList long enough to be keys.
func fuzzKeys(keyList string) []string {
	var keys []string
	seen := map[string]bool{}
	for _, k := range strings.Split(keyList, "\n") {
		if len(k) >= minAnchor && !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

// stage runs the stages of Stream's screen of texts' spaces over f, as
// screenStaged does without textMarks: afterwards text i's probes that
// passed are ps.of(i).
func (ps *spaceProbes) stage(f *gramFilter, texts []string) {
	ps.reset()
	for _, l := range texts {
		ps.add(f, l)
	}
	ps.filter(f)
	ps.bounds(f)
}

// FuzzSpaceProbes checks Stream's staged screen of a batch's spaces
// (spaceProbes, with the side keys by wide gram, see sideWide) against
// each, the keys in the same order, on fuzzed keys and texts: the keys
// are lines of keyList, and texts the lines of texts.
func FuzzSpaceProbes(f *testing.F) {
	f.Add("ab wxyz qrsab\nwxyz qrsb\nbbbwxyz qrs\nabababab wxyz qrs", "aab wxyz qrsab\nbbbwxyz qrsbb wxyz qrs")
	f.Add("abcdefgh ijk\nefgh ijklmnop\nfgh ijkl", "abcdefgh ijklmnop fgh ijkl")
	f.Fuzz(func(t *testing.T, keyList, texts string) {
		keys := fuzzKeys(keyList)
		if len(keys) == 0 {
			return
		}
		lines := strings.Split(texts, "\n")
		// The side keys by wide gram, and as the side table files them
		// when a small gram has few.
		defer func(m int) { minKeysPerSmallGram = m }(minKeysPerSmallGram)
		for _, minKeys := range []int{0, 1 << 30} {
			minKeysPerSmallGram = minKeys
			g := newGramFilter(keys)
			var ps spaceProbes
			ps.stage(g, lines)
			for i, l := range lines {
				var want, got []keyHit
				g.each(l, func(k int32, s int) bool { want = append(want, keyHit{k, s}); return true })
				g.eachProbed(l, ps.of(i), true, nil, 0, func(k int32, s int) bool { got = append(got, keyHit{k, s}); return true })
				if !slices.Equal(got, want) {
					t.Fatalf("keys %q text %q (wide %v):\nstaged %v\neach   %v", keys, l, g.wideSide() != nil, got, want)
				}
			}
		}
	})
}

// FuzzGramFilter checks the filter against brute force on fuzzed keys and
// text.
func FuzzGramFilter(f *testing.F) {
	f.Add("abc\nbcd\nabcdefghij\naaaa", "xxabcdefghijaaaaaa")
	f.Add("\xff\xfe\xfd\nzzz", "\xff\xfe\xfd\xfczzz")
	f.Fuzz(func(t *testing.T, keyList, text string) {
		keys := fuzzKeys(keyList)
		if len(keys) == 0 {
			return
		}
		g := newGramFilter(keys)
		if got, want := gramHits(g, text), naiveHits(keys, text); !slices.Equal(got, want) {
			t.Fatalf("keys %q text %q:\ngram filter %v\nbrute force %v", keys, text, got, want)
		}
		if hits := naiveHits(keys, text); g.occurs(text) != (len(hits) > 0) {
			t.Fatalf("keys %q text %q: occurs %v with hits %v", keys, text, g.occurs(text), hits)
		}
	})
}

// TestScreen checks occurs and scan at every offset of a key in a text
// and for every table a key can be filed in, against brute force. The
// keys' lengths are spread as a real catalog's anchors are: nearly all at
// least 16 bytes, a few shorter; some hold no space and go to the dense
// table.
func TestScreen(t *testing.T) {
	for _, c := range []struct{ keys, longest int }{{3000, 24}, {3000, 16}, {12000, 16}} {
		t.Run(fmt.Sprintf("%d keys of up to %d bytes", c.keys, c.longest), func(t *testing.T) {
			testScreen(t, c.keys, c.longest)
		})
	}
}

// TestScreenErrorWords checks each over an index's keys when they are the
// error words and a few anchors, each filed in its own table and shape,
// so that the dense filter is of its least size (its probe with a
// constant shift): every key at every offset of texts of every length up
// to 80 bytes, against brute force.
func TestScreenErrorWords(t *testing.T) {
	keys := append([]string{"0123456789abcdef", "01234567 abcdefg", "abcd efg", "abcdefgh ijk"}, errorWords...)
	f := newGramFilter(keys)
	if len(f.dense.flags) != 1<<minDenseBits || f.shapes != 1<<shapeCenter|1<<shapeSmall {
		t.Fatalf("dense filter of %d slots, shapes %b", len(f.dense.flags), f.shapes)
	}
	r := rand.New(rand.NewSource(4))
	for _, k := range keys {
		for n := len(k); n <= 80; n++ {
			for _, at := range []int{0, n - len(k), r.Intn(n - len(k) + 1)} {
				b := []byte(strings.Repeat("q", n))
				copy(b[at:], k)
				text := string(b)
				if got, want := gramHits(f, text), naiveHits(keys, text); !slices.Equal(got, want) {
					t.Fatalf("text %q: %v, want %v", text, got, want)
				}
			}
		}
	}
}

func testScreen(t *testing.T, nkeys, longest int) {
	r := rand.New(rand.NewSource(3))
	alpha := "abcdefghijklmnopqrstuvwxyz _=:./0123456789"
	var keys []string
	seen := map[string]bool{}
	for len(keys) < nkeys {
		n := 16 + r.Intn(longest-15)
		if r.Intn(20) == 0 {
			n = 3 + r.Intn(13)
		}
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[r.Intn(len(alpha))]
		}
		if !seen[string(b)] {
			seen[string(b)] = true
			keys = append(keys, string(b))
		}
	}
	f := newGramFilter(keys)
	for i, tb := range []*gramTable{&f.space, &f.side, &f.dense} {
		if tb.ents == nil {
			t.Fatalf("table %d is empty", i)
		}
	}
	filler := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[r.Intn(26)]
		}
		return string(b)
	}
	for _, k := range keys[:3000] {
		for pre := 0; pre < 10; pre++ {
			text := filler(pre) + k + filler(r.Intn(10))
			if !f.occurs(text) {
				t.Fatalf("occurs misses key %q in %q", k, text)
			}
		}
	}
	// Brute force costs a pass per key: fewer texts for more keys.
	texts := 2000 * 3000 / nkeys
	for n := 0; n < texts; n++ {
		text := filler(r.Intn(200))
		if f.occurs(text) != (len(naiveHits(keys, text)) > 0) {
			t.Fatalf("occurs %v in %q", f.occurs(text), text)
		}
	}
	// Texts of the keys' own bytes share many grams with them; some hold
	// keys, which scan must all report.
	for n := 0; n < texts; n++ {
		text := randomText(r, keys[:1], alpha, r.Intn(200))
		if n%2 == 0 {
			text = text[:len(text)/2] + keys[r.Intn(len(keys))] + text[len(text)/2:] + keys[r.Intn(len(keys))]
		}
		want := map[int32]bool{}
		for _, h := range naiveHits(keys, text) {
			want[h.key] = true
		}
		if f.occurs(text) != (len(want) > 0) {
			t.Fatalf("occurs %v in %q", f.occurs(text), text)
		}
		got := map[int32]bool{}
		f.scan(text, func(k int32) bool {
			got[k] = true
			return true
		})
		if !maps.Equal(got, want) {
			t.Fatalf("scan reports keys %v in %q, want %v", slices.Sorted(maps.Keys(got)), text, slices.Sorted(maps.Keys(want)))
		}
	}
}

// TestAddSlots checks that satCounts.addSlots counts as add does, for
// slot lists of every length around its prefetch distance and keys
// counted past saturation.
func TestAddSlots(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, n := range []int{0, 1, countsAhead - 1, countsAhead, countsAhead + 1, 2*countsAhead + 3, 30000} {
		want, got := newSatCounts(6, 6, 0), newSatCounts(6, 6, 0)
		var slots []uint32
		for i := 0; i < n; i++ {
			k := uint64(r.Intn(100)) // 100 keys in 64 counters: collisions, and saturation at n=30000
			want.add(k)
			slots = append(slots, got.slot(k))
		}
		got.addSlots(slots, nil)
		if !slices.Equal(got.c, want.c) {
			t.Errorf("%d keys: addSlots counted\n%v\nadd\n%v", n, got.c, want.c)
		}
	}
}

// TestChooseAnchorCounts checks the anchor choice, whose counters are
// gathered and prefetched before they are read, against the choice that
// reads each counter where it needs it (chooseAnchorEach, below), on
// counters small enough that keys collide and saturate.
func TestChooseAnchorCounts(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	words := []string{"connection", "refused", "to", "host", "timeout", "reading", "body", "of", "x", "invalid", "argument", "config", "файл", "не", "найден"}
	var ents []entry
	for i := 0; i < 3000; i++ {
		var b strings.Builder
		for k := 0; k < 2+r.Intn(9); k++ {
			if k > 0 {
				b.WriteString([]string{" ", ": ", " (.+?) ", " ", "-"}[r.Intn(5)])
			}
			b.WriteString(words[r.Intn(len(words))])
		}
		ents = append(ents, entry{pattern: b.String()})
	}
	var opts Options
	opts.fill()
	cs := &candCounts{freqs: []satCounts{newSatCounts(8, 8, 0)}, gfreqs: []satCounts{newSatCounts(8, 8, 0)}}
	var sc candScratch
	cs.count(0, &sc, ents, opts)
	freq, gfreq := cs.merge()
	n := 0
	sc.each(ents, opts, func(i int, cands []anchorCand) {
		wa, ws := chooseAnchorEach(cands, freq, gfreq)
		ga, gs := sc.chooseAnchor(cands, freq, gfreq)
		if ga != wa || gs != ws {
			t.Errorf("%q: chose %+v, %q; want %+v, %q", ents[i].pattern, ga, gs, wa, ws)
		}
		n++
	})
	if n < 2000 {
		t.Fatalf("only %d of %d patterns had candidates", n, len(ents))
	}
}

// chooseAnchorEach is candScratch.chooseAnchor reading each counter with
// satCounts.get where it needs it, as it did before it asked for them
// ahead (the second fragment's rule, secondFragment, is shared).
func chooseAnchorEach(cs []anchorCand, freq, gfreq satCounts) (anchor anchorCand, second string) {
	best, bestKey := -1, [4]int{}
	for j, c := range cs {
		t, g := keyKind(c.s), 0
		spaceGrams(c.s, func(sh, _ int, gg uint64) {
			if shapeKind(sh) == t {
				if n := int(gfreq.get(gramSlot(gg, t))); g == 0 || n < g {
					g = n
				}
			}
		})
		key := [4]int{min(t, kindDense), log2Bucket(g), log2Bucket(int(freq.get(hashString(c.s)))), -len(c.s)}
		if best < 0 || slices.Compare(key[:], bestKey[:]) < 0 {
			best, bestKey = j, key
		}
	}
	a := cs[best]
	return a, secondFragment(cs, a, func(j int) uint8 { return freq.get(hashString(cs[j].s)) })
}
