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
	// Workers is the number of batches of lines classified and answered
	// at once, each on a goroutine of its own; 0 means GOMAXPROCS.
	// Answers keep input order whatever the number.
	Workers int
	// Idle, when set, is called whenever no further answer is ready, so
	// that a caller writing to a pipe can flush what it has written.
	Idle func()
	// Encode, when set, formats each Answer on the goroutine that made it
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
	answer := func(ev Event) *Answer {
		ev.Line += o.LineOffset
		ev.EndLine += o.LineOffset
		a, ok := ix.AnswerEvent(ctx, ev, o.Query)
		if !ok {
			return nil
		}
		a.Input.File = o.File
		if o.Encode != nil {
			a.encoded, a.encodeErr = o.Encode(nil, &a)
		}
		return &a
	}
	// The Splitter's classifiers answer the events they assemble, so that
	// a batch is cut, screened, split and answered on one goroutine and
	// core, and this one only hands the answers on in order: no goroutines
	// of Stream's own, no hand-offs per event. Single lines the screen
	// rejects, and INFO and DEBUG lines, are dropped by the Splitter:
	// AnswerEvent would report them as no error.
	stop := ctx.Done()
	sp := newSplitterFull(r, ix.lineScreen(), n, MaxLineBytes, false, func(ev *Event) {
		ev.ans, ev.answered = answer(*ev), true
	}, stop)
	defer sp.Close()
	warned := o.Warn == nil
	written := false // answers emitted since Idle was last called
	for {
		select {
		case <-stop:
			return st, ctx.Err()
		default:
		}
		if written && o.Idle != nil && !sp.Buffered() {
			o.Idle()
			written = false
		}
		ev, err := sp.Next()
		if !warned && sp.NUL() >= 0 {
			o.Warn(sp.NUL())
			warned = true
		}
		if err == errStopped {
			return st, ctx.Err()
		}
		if err != nil {
			st.Lines = max(st.Lines, sp.LastEnd())
			st.CutLines = sp.CutLines()
			if err == io.EOF {
				err = nil
			}
			return st, err
		}
		st.Lines = max(st.Lines, ev.EndLine)
		a := ev.ans
		if !ev.answered {
			a = answer(ev) // an event Next assembled itself
		}
		if a == nil {
			continue
		}
		st.Events++
		if err := emit(a); err != nil {
			return st, err
		}
		written = true
	}
}
