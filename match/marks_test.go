package match

import (
	"strings"
	"testing"
)

// FuzzTextMarks checks textMarks' bitmaps, made by markChunks, against
// the bytes of its texts: a space bit for each space and none elsewhere,
// and a dense bit exactly where the 4 bytes from a position pass some
// bucket's nibble masks (setNibbles' masks for the dense keys of the
// fuzzed words, the error words among them), which holds wherever the 4
// bytes are a gram a dense key is filed under; bitsAt reads the bits of
// each text from its offset.
func FuzzTextMarks(f *testing.F) {
	if !haveMarks {
		f.Skip("markChunks needs AVX2")
	}
	f.Add("an error occurred\nPANIC at the disco", "Traceback,rror,x y")
	f.Add(strings.Repeat("a b ", 40), "")
	f.Add("", "abcd")
	f.Add("   \x00\xff  Failed ", "ailed,ailed,AILED")
	f.Fuzz(func(t *testing.T, texts, words string) {
		keys := append([]string(nil), errorWords...)
		for w := range strings.SplitSeq(words, ",") {
			if len(w) >= 4 && len(w) <= 64 {
				keys = append(keys, w)
			}
		}
		g := newGramFilter(keys)
		var m textMarks
		m.reset()
		ts := strings.Split(texts, "\n")
		for _, s := range ts {
			m.add(s)
		}
		m.mark(g)
		filed := map[uint32]bool{}
		for _, e := range g.dense.ents {
			filed[load32(g.key(e.key), int(e.off))] = true
		}
		for i, s := range ts {
			off := int(m.off[i])
			for p := range len(s) {
				if got := bitsAt(m.spaces, off+p, 1) == 1; got != (s[p] == ' ') {
					t.Fatalf("text %q: space bit at %d %v", s, p, got)
				}
				if p+4 > len(s) {
					continue
				}
				gram := load32(s, p)
				want := g.nibbles != nil && nibblesPass(g.nibbles, gram)
				if got := bitsAt(m.dense, off+p, 1) == 1; got != want {
					t.Fatalf("text %q: dense bit at %d %v, want %v", s, p, got, want)
				}
				if filed[gram] && g.nibbles != nil && !want {
					t.Fatalf("text %q: filed gram at %d not marked", s, p)
				}
			}
			for base := 0; base < len(s); base += 64 {
				n := min(64, len(s)-base)
				if got, want := bitsAt(m.spaces, off+base, n), spaceMask(s, base, base+n); got != want {
					t.Fatalf("text %q: spaces from %d %x, spaceMask %x", s, base, got, want)
				}
			}
		}
	})
}

// nibblesPass reports whether gram passes some bucket of the nibble
// masks m, byte by byte.
func nibblesPass(m *[8][16]byte, gram uint32) bool {
	pass := byte(0xFF)
	for k := range 4 {
		c := byte(gram >> (8 * k))
		pass &= m[2*k][c&15] & m[2*k+1][c>>4]
	}
	return pass != 0
}
