package cli

import (
	"io"
	"os"
	"time"
)

// pauseReader reads an input that may stay open (a pipe, a terminal)
// through a goroutine of its own, so that it can end a stretch of it
// where the input pauses: Read returns io.EOF, and sets paused, when
// cut() holds, the input has been quiet for quiet, and what Read returned
// last ended a line. Read goes on with the rest of the input after that.
// match ends a stream there to answer the rest with a new version of the
// catalog.
type pauseReader struct {
	chunks  chan []byte
	free    chan []byte // buffers read and handed on, to be filled again
	buf     []byte      // the buffer rest is in
	rest    []byte
	err     error // the input's own error (io.EOF at its end), once read
	errc    chan error
	cut     func() bool
	quiet   time.Duration
	lineEnd bool  // what Read returned last ended a line (or nothing was read)
	paused  bool  // the last io.EOF was a pause, not the input's end
	read    int64 // the bytes Read returned
}

// pauseBuffers is how many buffers of pauseBufferBytes a pauseReader
// reads into, in turn.
const (
	pauseBuffers     = 6
	pauseBufferBytes = 64 << 10
)

// newPauseReader starts reading r.
func newPauseReader(r io.Reader, quiet time.Duration, cut func() bool) *pauseReader {
	p := &pauseReader{chunks: make(chan []byte, pauseBuffers), free: make(chan []byte, pauseBuffers),
		errc: make(chan error, 1), cut: cut, quiet: quiet, lineEnd: true}
	for i := 0; i < pauseBuffers; i++ {
		p.free <- make([]byte, pauseBufferBytes)
	}
	go func() {
		defer close(p.chunks)
		for {
			buf := <-p.free
			n, err := r.Read(buf)
			if n > 0 {
				p.chunks <- buf[:n]
			} else {
				p.free <- buf
			}
			if err != nil {
				p.errc <- err
				return
			}
		}
	}()
	return p
}

// take makes c, received from chunks (ok false: closed), what Read hands
// on next.
func (p *pauseReader) take(c []byte, ok bool) {
	if !ok {
		p.err = <-p.errc
		return
	}
	p.buf, p.rest = c, c
}

func (p *pauseReader) Read(b []byte) (int, error) {
	p.paused = false
	if len(b) == 0 {
		return 0, nil
	}
	if len(p.rest) == 0 && p.buf != nil {
		p.free <- p.buf[:cap(p.buf)]
		p.buf = nil
	}
	if len(p.rest) == 0 && p.err == nil {
		select {
		case c, ok := <-p.chunks:
			p.take(c, ok)
		default:
			if !p.wait() {
				p.paused = true
				return 0, io.EOF
			}
		}
	}
	if len(p.rest) == 0 {
		return 0, p.err
	}
	n := copy(b, p.rest)
	p.rest = p.rest[n:]
	p.lineEnd = b[n-1] == '\n'
	p.read += int64(n)
	return n, nil
}

// wait waits for the input's next chunk, or its end; false when the
// stretch ends at a pause instead (see pauseReader).
func (p *pauseReader) wait() bool {
	var tick <-chan time.Time
	if p.lineEnd {
		t := time.NewTicker(p.quiet)
		defer t.Stop()
		tick = t.C
	}
	for {
		select {
		case c, ok := <-p.chunks:
			p.take(c, ok)
			return true
		case <-tick:
			if p.cut() {
				return false
			}
		}
	}
}

// mayStayOpen reports whether r may be an input that stays open: anything
// but a regular file.
func mayStayOpen(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return true
	}
	fi, err := f.Stat()
	return err != nil || !fi.Mode().IsRegular()
}
