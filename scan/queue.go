package scan

import (
	"container/heap"
	"context"
	"io"
	"sync"
)

// queue holds the files a Source has offered and not yet handed to a
// worker, and hands out the largest first. The walk offers files much
// faster than the workers analyse them, so the queue soon holds most of
// the tree and the biggest files (a 450 KB server_args.py) start early
// instead of keeping one worker busy at the end while the others idle.
// Ties go by path, so the order does not depend on the walk.
type queue struct {
	mu     sync.Mutex
	ready  *sync.Cond
	files  fileHeap
	closed bool
}

func newQueue() *queue {
	q := &queue{}
	q.ready = sync.NewCond(&q.mu)
	return q
}

// push adds f.
func (q *queue) push(f File) {
	q.mu.Lock()
	heap.Push(&q.files, f)
	q.mu.Unlock()
	q.ready.Signal()
}

// close says no more files come; pop returns the rest, then false.
func (q *queue) close() {
	q.mu.Lock()
	q.closed = true
	q.mu.Unlock()
	q.ready.Broadcast()
}

// pop returns the largest file, waiting for one while the queue is empty
// and open. It returns io.EOF once the queue is closed and empty, and
// ctx's error once ctx is done, whatever the queue holds: a worker must
// not take a cancelled scan for a finished one.
func (q *queue) pop(ctx context.Context) (File, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.files) == 0 && !q.closed && ctx.Err() == nil {
		q.ready.Wait()
	}
	if err := ctx.Err(); err != nil {
		return File{}, err
	}
	if len(q.files) == 0 {
		return File{}, io.EOF
	}
	return heap.Pop(&q.files).(File), nil
}

// wake wakes every waiting pop, so that it sees ctx done.
func (q *queue) wake() {
	q.mu.Lock()
	q.mu.Unlock()
	q.ready.Broadcast()
}

// fileHeap is a max-heap of files by size, then least path first.
type fileHeap []File

func (h fileHeap) Len() int { return len(h) }
func (h fileHeap) Less(i, j int) bool {
	if h[i].Size != h[j].Size {
		return h[i].Size > h[j].Size
	}
	return h[i].Path < h[j].Path
}
func (h fileHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *fileHeap) Push(x any)   { *h = append(*h, x.(File)) }
func (h *fileHeap) Pop() any {
	old := *h
	f := old[len(old)-1]
	*h = old[:len(old)-1]
	return f
}
