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
	rest    []byte
	err     error // the input's own error (io.EOF at its end), once read
	errc    chan error
	cut     func() bool
	quiet   time.Duration
	lineEnd bool  // what Read returned last ended a line (or nothing was read)
	paused  bool  // the last io.EOF was a pause, not the input's end
	read    int64 // the bytes Read returned
}

// newPauseReader starts reading r.
func newPauseReader(r io.Reader, quiet time.Duration, cut func() bool) *pauseReader {
	p := &pauseReader{chunks: make(chan []byte, 4), errc: make(chan error, 1), cut: cut, quiet: quiet, lineEnd: true}
	go func() {
		defer close(p.chunks)
		for {
			buf := make([]byte, 64<<10)
			n, err := r.Read(buf)
			if n > 0 {
				p.chunks <- buf[:n]
			}
			if err != nil {
				p.errc <- err
				return
			}
		}
	}()
	return p
}

func (p *pauseReader) Read(b []byte) (int, error) {
	p.paused = false
	if len(b) == 0 {
		return 0, nil
	}
	if len(p.rest) == 0 && p.err == nil {
		var tick <-chan time.Time
		if p.lineEnd {
			t := time.NewTicker(p.quiet)
			defer t.Stop()
			tick = t.C
		}
	wait:
		for {
			select {
			case c, ok := <-p.chunks:
				if !ok {
					p.err = <-p.errc
					break wait
				}
				p.rest = c
				break wait
			case <-tick:
				if p.cut() {
					p.paused = true
					return 0, io.EOF
				}
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
