package scan

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"testing"
	"time"
)

// TestQueueOrder checks that the queue hands out the largest file first,
// ties by path, and reports the end once closed and empty.
func TestQueueOrder(t *testing.T) {
	q := newQueue()
	for _, f := range []File{{Path: "b", Size: 10}, {Path: "c", Size: 300}, {Path: "a", Size: 10}, {Path: "d", Size: 20}} {
		q.push(f)
	}
	q.close()
	var got []string
	for {
		f, err := q.pop(context.Background())
		if err != nil {
			if err != io.EOF {
				t.Fatalf("pop: %v, want io.EOF at the end", err)
			}
			break
		}
		got = append(got, f.Path)
	}
	if fmt.Sprint(got) != "[c d a b]" {
		t.Errorf("order %v, want [c d a b]", got)
	}
}

// TestQueueConcurrent checks that workers waiting on an empty queue get
// every file pushed while they wait, each once, and stop at close.
func TestQueueConcurrent(t *testing.T) {
	q := newQueue()
	var mu sync.Mutex
	seen := map[string]int{}
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				f, err := q.pop(context.Background())
				if err != nil {
					return
				}
				mu.Lock()
				seen[f.Path]++
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < 500; i++ {
		q.push(File{Path: fmt.Sprint(i), Size: int64(i % 7)})
	}
	q.close()
	wg.Wait()
	if len(seen) != 500 {
		t.Fatalf("%d files handed out, want 500", len(seen))
	}
	for p, n := range seen {
		if n != 1 {
			t.Errorf("%s handed out %d times", p, n)
		}
	}
}

// TestQueueCancel checks that pop stops handing out files once ctx is
// done, and says so: a cancelled scan must not pass for a finished one
// (issue 28: ^C left a partial catalog and exit status 0).
func TestQueueCancel(t *testing.T) {
	q := newQueue()
	q.push(File{Path: "a", Size: 1})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if f, err := q.pop(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("pop after cancel gave %q, %v; want context.Canceled", f.Path, err)
	}
	q.close()
	if _, err := q.pop(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("pop after cancel and close: %v, want context.Canceled", err)
	}
	// A pop waiting on an empty open queue returns when ctx is done.
	q2 := newQueue()
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer context.AfterFunc(ctx2, q2.wake)()
	done := make(chan error)
	go func() {
		_, err := q2.pop(ctx2)
		done <- err
	}()
	cancel2()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("waiting pop: %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a waiting pop did not return when ctx was cancelled")
	}
}
