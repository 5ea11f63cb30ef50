package match

import (
	"bytes"
	"testing"
)

// TestPrefault checks that prefault leaves a buffer's bytes as they are,
// whether its pages were written before or not, aligned or not.
func TestPrefault(t *testing.T) {
	for _, off := range []int{0, 1, 4095, 4097} {
		buf := make([]byte, 3<<20+off)
		b := buf[off:]
		for i := 0; i < len(b); i += 7919 {
			b[i] = byte(i)
		}
		want := bytes.Clone(b)
		prefault(b)
		prefault(b[:100]) // below the size it bothers with
		if !bytes.Equal(b, want) {
			t.Fatalf("offset %d: prefault changed the bytes", off)
		}
		fresh := make([]byte, 2<<20)
		prefault(fresh[off:])
		if bytes.IndexFunc(fresh, func(r rune) bool { return r != 0 }) >= 0 {
			t.Fatalf("offset %d: a fresh buffer is not zero after prefault", off)
		}
	}
}
