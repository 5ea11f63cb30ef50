package syncbuf

import (
	"strings"
	"sync"
	"testing"
)

// TestBuffer writes from several goroutines while reading (run with
// -race) and checks that every write is kept.
func TestBuffer(t *testing.T) {
	var b Buffer
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				b.Write([]byte("ab"))
				_ = b.String()
			}
		}()
	}
	wg.Wait()
	if got := b.String(); got != strings.Repeat("ab", 400) {
		t.Errorf("got %d bytes, want 800 of \"ab\"", len(got))
	}
}
