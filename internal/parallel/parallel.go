// Package parallel runs independent pieces of work on several goroutines.
package parallel

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// For calls fn(i) for every i below n on up to workers goroutines (0 means
// GOMAXPROCS), handing out the indexes in order, and returns when all
// calls have returned. fn must be safe to call concurrently. With one
// worker, or one index, the calls run on the calling goroutine.
func For(n, workers int, fn func(i int)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if min(workers, n) <= 1 {
		for i := range n {
			fn(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(workers, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
		}()
	}
	wg.Wait()
}
