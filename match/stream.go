package match

import (
	"context"
	"io"
	"runtime"
)

// StreamOptions tune Stream. The zero value is ready to use.
type StreamOptions struct {
	Query
	// File labels the input in each Answer's Input.File.
	File string
	// Workers is the number of events answered at once; 0 means
	// GOMAXPROCS. Answers keep input order whatever the number.
	Workers int
	// Idle, when set, is called whenever no further answer is ready, so
	// that a caller writing to a pipe can flush what it has written.
	Idle func()
	// Encode, when set, formats each Answer on the worker that made it
	// (AppendJSON, AppendEvent), so that formatting is spread over the
	// workers too; emit reads the bytes back with Answer.Encoded.
	Encode func(dst []byte, a *Answer) ([]byte, error)
	// Warn, when set, is called once, as soon as it is read, with the
	// offset of the input's first NUL byte (see Splitter.NUL): the input
	// is likely not a text log. It may be called from another goroutine
	// than emit.
	Warn func(nulAt int64)
	// LineOffset is added to every event's line numbers: the lines of the
	// input read before r, when a stream goes on over the rest of an
	// input.
	LineOffset int
}

// StreamStats counts what Stream read.
type StreamStats struct {
	Lines  int // input lines read
	Events int // error events answered
	// CutLines counts the lines over MaxLineBytes, which lost their
	// middle (their events are Truncated).
	CutLines int
}

// streamBatch is how many events one worker job carries at most.
const streamBatch = 256

type streamJob struct {
	events  []Event
	end     int // the last event's EndLine
	answers chan []*Answer
}

// Stream splits r into events and answers every error event with
// o.Workers workers, calling emit with each Answer in input order. An
// answer is handed on as soon as it and every one before it are ready, so
// a pipe that stays open gets its answers at once. Stream returns when r is
// exhausted, ctx is done (ctx.Err()), r fails (that error, after every
// answer read before it), or emit returns an error (that error).
func (ix *Index) Stream(ctx context.Context, r io.Reader, o StreamOptions, emit func(*Answer) error) (StreamStats, error) {
	var st StreamStats
	n := o.Workers
	if n <= 0 {
		n = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// Single lines the screen rejects, and INFO and DEBUG lines, are
	// dropped by the Splitter: AnswerEvent would report them as no error.
	sp := newSplitter(r, ix.lineScreen(), n)
	defer sp.Close()
	readErr := make(chan error, 1)
	work := make(chan *streamJob, n)
	order := make(chan *streamJob, 4*n)
	// The reader hands on a batch when it is full or when no further event
	// is in hand, so a slow pipe gets its answers at once and a file gets
	// full batches.
	go func() {
		defer close(work)
		defer close(order)
		var batch []Event
		warned := o.Warn == nil
		flush := func() bool {
			job := &streamJob{events: batch, end: batch[len(batch)-1].EndLine, answers: make(chan []*Answer, 1)}
			batch = nil
			select {
			case order <- job:
			case <-ctx.Done():
				return false
			}
			work <- job
			return true
		}
		for {
			ev, err := sp.Next()
			if !warned && sp.NUL() >= 0 {
				o.Warn(sp.NUL())
				warned = true
			}
			if err != nil {
				if len(batch) > 0 {
					flush()
				}
				if err != io.EOF {
					readErr <- err
				}
				return
			}
			ev.Line += o.LineOffset
			ev.EndLine += o.LineOffset
			batch = append(batch, ev)
			if len(batch) >= streamBatch || !sp.Buffered() {
				if !flush() {
					return
				}
			}
		}
	}()
	for i := 0; i < n; i++ {
		go func() {
			for job := range work {
				var out []*Answer
				for _, ev := range job.events {
					if a, ok := ix.AnswerEvent(ctx, ev, o.Query); ok {
						a.Input.File = o.File
						if o.Encode != nil {
							a.encoded, a.encodeErr = o.Encode(nil, &a)
						}
						out = append(out, &a)
					}
				}
				job.answers <- out
			}
		}()
	}
	for {
		select {
		case <-ctx.Done():
			return st, ctx.Err()
		case job, ok := <-order:
			if !ok {
				st.Lines = max(st.Lines, sp.LastEnd())
				st.CutLines = sp.CutLines() // the reader is done with sp
				select {
				case err := <-readErr:
					return st, err
				default:
				}
				return st, nil
			}
			var as []*Answer
			select {
			case as = <-job.answers:
			case <-ctx.Done():
				return st, ctx.Err()
			}
			st.Lines = max(st.Lines, job.end)
			for _, a := range as {
				st.Events++
				if err := emit(a); err != nil {
					return st, err
				}
			}
			if len(order) == 0 && o.Idle != nil {
				o.Idle()
			}
		}
	}
}
