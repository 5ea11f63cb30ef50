package tick

import (
	"context"
	"time"
)

// Every calls f every d until ctx is done or f returns false. The first
// call is d after Every is called.
func Every(ctx context.Context, d time.Duration, f func() bool) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if !f() {
				return
			}
		}
	}
}
