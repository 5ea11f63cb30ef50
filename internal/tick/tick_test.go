package tick

import (
	"context"
	"testing"
	"time"
)

// TestEvery checks that Every stops when f returns false, after exactly
// that many calls, and when its context ends.
func TestEvery(t *testing.T) {
	n := 0
	Every(context.Background(), time.Millisecond, func() bool { n++; return n < 3 })
	if n != 3 {
		t.Errorf("f called %d times, want 3", n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		Every(ctx, time.Hour, func() bool { t.Error("f called before the first interval"); return true })
		close(done)
	}()
	cancel()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Every did not return when its context ended")
	}
}
