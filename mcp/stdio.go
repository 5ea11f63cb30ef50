package mcp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// drainTimeout bounds how long the end of input waits for the answers to
// requests already read.
const drainTimeout = 30 * time.Second

// StdioTransport returns a newline-delimited JSON-RPC transport over r and
// w. Unlike a bare sdk.IOTransport it holds back the end of r until every
// request read so far has been answered on w, so a finite input (a file
// or a pipe from echo) gets all its answers before the session closes.
func StdioTransport(r io.Reader, w io.Writer) sdk.Transport {
	c := &counter{}
	c.cond = sync.NewCond(&c.mu)
	return &sdk.IOTransport{
		Reader: &countingReader{c: c, r: bufio.NewReader(r)},
		Writer: &countingWriter{c: c, w: w},
	}
}

type counter struct {
	mu        sync.Mutex
	cond      *sync.Cond
	requests  int
	responses int
}

// message is what the counter needs of a JSON-RPC message.
type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
}

func parse(line []byte) (message, bool) {
	var m message
	if err := json.Unmarshal(line, &m); err != nil {
		return m, false
	}
	return m, len(m.ID) > 0 && string(m.ID) != "null"
}

type countingReader struct {
	c    *counter
	r    *bufio.Reader
	rest []byte
}

// Read hands on whole lines, counting the requests among them.
func (cr *countingReader) Read(p []byte) (int, error) {
	if len(cr.rest) == 0 {
		line, err := cr.r.ReadBytes('\n')
		if len(line) > 0 {
			if m, ok := parse(bytes.TrimSpace(line)); ok && m.Method != "" {
				cr.c.mu.Lock()
				cr.c.requests++
				cr.c.mu.Unlock()
			}
			cr.rest = line
		} else if err != nil {
			if err == io.EOF {
				cr.c.wait()
			}
			return 0, err
		}
	}
	n := copy(p, cr.rest)
	cr.rest = cr.rest[n:]
	return n, nil
}

func (cr *countingReader) Close() error { return nil }

// wait blocks until every request read has been answered, or drainTimeout.
func (c *counter) wait() {
	timer := time.AfterFunc(drainTimeout, func() {
		c.mu.Lock()
		c.responses = c.requests
		c.mu.Unlock()
		c.cond.Broadcast()
	})
	defer timer.Stop()
	c.mu.Lock()
	for c.responses < c.requests {
		c.cond.Wait()
	}
	c.mu.Unlock()
}

type countingWriter struct {
	c   *counter
	w   io.Writer
	buf []byte
}

// Write passes p on and counts the responses among the lines written.
func (cw *countingWriter) Write(p []byte) (int, error) {
	n, err := cw.w.Write(p)
	cw.buf = append(cw.buf, p[:n]...)
	for {
		i := bytes.IndexByte(cw.buf, '\n')
		if i < 0 {
			break
		}
		if m, ok := parse(cw.buf[:i]); ok && m.Method == "" {
			cw.c.mu.Lock()
			cw.c.responses++
			cw.c.mu.Unlock()
			cw.c.cond.Broadcast()
		}
		cw.buf = cw.buf[i+1:]
	}
	return n, err
}

func (cw *countingWriter) Close() error { return nil }
