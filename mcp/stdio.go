package mcp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// drainTimeout bounds how long the end of input waits for the answers to
// requests already read; a request still unanswered then gets an error
// reply (codeInternalError).
var drainTimeout = 2 * time.Minute

// MaxMessageBytes bounds one inbound JSON-RPC message (one line).
const MaxMessageBytes = sdk.DefaultMaxLineLength

// The JSON-RPC 2.0 error codes the transport answers itself.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeInvalidParams  = -32602
	codeInternalError  = -32603
)

// StdioTransport returns a newline-delimited JSON-RPC transport over r and
// w that survives bad input. Each line is checked before the SDK sees it:
// a line that is not JSON gets a -32700 Parse error reply, one that is
// not a JSON-RPC 2.0 request, notification or response (a batch, a wrong
// "jsonrpc", an id that is not a string or an integer, a method that is
// not a string) gets -32600 Invalid Request, and a request whose params
// are not an object gets -32602 Invalid params; the line is dropped and
// the session goes on. (Unknown methods get -32601 and bad tool
// arguments -32602 from the SDK.) Replies are written whole, one line
// each, and flushed when w has a Flush method. The end of r is held back
// until every request passed on has been answered, so a finite input (a
// file, a pipe from echo) gets all its answers before the session closes.
func StdioTransport(r io.Reader, w io.Writer) sdk.Transport {
	c := &pending{ids: map[string]bool{}}
	c.cond = sync.NewCond(&c.mu)
	lw := &lineWriter{c: c, w: w}
	return &sdk.IOTransport{
		Reader:        &checkingReader{c: c, r: bufio.NewReader(r), w: lw},
		Writer:        lw,
		MaxLineLength: -1, // checkingReader bounds each line
	}
}

// pending holds the ids of the requests passed on and not yet answered.
type pending struct {
	mu   sync.Mutex
	cond *sync.Cond
	ids  map[string]bool // by idKey
}

func (c *pending) add(id json.RawMessage) {
	c.mu.Lock()
	c.ids[idKey(id)] = true
	c.mu.Unlock()
}

func (c *pending) done(id json.RawMessage) {
	c.mu.Lock()
	delete(c.ids, idKey(id))
	c.mu.Unlock()
	c.cond.Broadcast()
}

// idKey is the form of a JSON-RPC id that a request and its response
// share: the SDK writes 1.0 back as 1.
func idKey(id json.RawMessage) string {
	var v any
	if json.Unmarshal(id, &v) != nil {
		return string(id)
	}
	if f, ok := v.(float64); ok {
		return strconv.FormatInt(int64(f), 10)
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// wait blocks until every request passed on has been answered, or
// drainTimeout; then it returns the ids still unanswered (as JSON).
func (c *pending) wait() []string {
	timeout := false
	timer := time.AfterFunc(drainTimeout, func() {
		c.mu.Lock()
		timeout = true
		c.mu.Unlock()
		c.cond.Broadcast()
	})
	defer timer.Stop()
	c.mu.Lock()
	defer c.mu.Unlock()
	for len(c.ids) > 0 && !timeout {
		c.cond.Wait()
	}
	var left []string
	for id := range c.ids {
		left = append(left, id)
	}
	sort.Strings(left)
	return left
}

// wireMessage is a JSON-RPC message as read, for checking.
type wireMessage struct {
	Version *string
	ID      json.RawMessage
	Method  json.RawMessage
	Params  json.RawMessage
	Result  json.RawMessage
	Error   json.RawMessage
}

// readWire reads the members of a JSON object line by their exact names,
// as the SDK does (encoding/json would also take "JSONRPC" or "Id"); ok is
// false when "jsonrpc" is there but not a string.
func readWire(line []byte) (m wireMessage, ok bool) {
	var raw map[string]json.RawMessage
	if json.Unmarshal(line, &raw) != nil {
		return m, false
	}
	if v, has := raw["jsonrpc"]; has {
		var s string
		if json.Unmarshal(v, &s) != nil {
			return m, false
		}
		m.Version = &s
	}
	m.ID, m.Method, m.Params, m.Result, m.Error = raw["id"], raw["method"], raw["params"], raw["result"], raw["error"]
	return m, true
}

// rpcError is the error reply the transport writes itself.
type rpcError struct {
	code int
	msg  string
	id   json.RawMessage // nil: null
}

// check reads one line. It returns the message's kind ("request",
// "notification" or "response"), its id and nil, or the error to reply
// with.
func check(line []byte) (kind string, id json.RawMessage, e *rpcError) {
	if !json.Valid(line) {
		var v any
		err := json.Unmarshal(line, &v)
		return "", nil, &rpcError{code: codeParseError, msg: "Parse error: the line is not JSON: " + describeJSONError(line, err)}
	}
	switch line[0] {
	case '{':
	case '[':
		return "", nil, &rpcError{code: codeInvalidRequest, msg: "Invalid Request: batches (JSON arrays) are not supported; send one message a line"}
	default:
		return "", nil, &rpcError{code: codeInvalidRequest, msg: "Invalid Request: a message is a JSON object"}
	}
	m, ok := readWire(line)
	if !ok {
		return "", nil, &rpcError{code: codeInvalidRequest, msg: `Invalid Request: "jsonrpc" must be a string`}
	}
	hasID := len(m.ID) > 0
	if hasID {
		if !rpcID(m.ID) {
			return "", nil, &rpcError{code: codeInvalidRequest, msg: `Invalid Request: "id" must be a string or an integer`}
		}
		id = m.ID
	}
	bad := func(code int, msg string) (string, json.RawMessage, *rpcError) {
		return "", nil, &rpcError{code: code, msg: msg, id: id}
	}
	if m.Version == nil || *m.Version != "2.0" {
		return bad(codeInvalidRequest, `Invalid Request: "jsonrpc" must be "2.0"`)
	}
	if len(m.Method) == 0 {
		if hasID && len(m.Error) > 0 && string(m.Error) != "null" && !wireError(m.Error) {
			return bad(codeInvalidRequest, `Invalid Request: a response's "error" must be an object {"code": integer, "message": string}`)
		}
		if hasID && (len(m.Result) > 0 || len(m.Error) > 0) {
			return "response", id, nil
		}
		return bad(codeInvalidRequest, `Invalid Request: no "method"`)
	}
	var method string
	if json.Unmarshal(m.Method, &method) != nil || method == "" {
		return bad(codeInvalidRequest, `Invalid Request: "method" must be a non-empty string`)
	}
	// A notification gets no reply, not even an error: the SDK reads
	// (and drops) it.
	if hasID && len(m.Params) > 0 && m.Params[0] != '{' && string(m.Params) != "null" {
		return bad(codeInvalidParams, fmt.Sprintf("Invalid params: the params of %q must be an object", method))
	}
	if !hasID {
		return "notification", nil, nil
	}
	return "request", id, nil
}

// wireError reports whether raw is a JSON-RPC error object as the SDK
// reads it: an integer "code" and a string "message", by their exact
// names.
func wireError(raw json.RawMessage) bool {
	var e map[string]json.RawMessage
	if json.Unmarshal(raw, &e) != nil {
		return false
	}
	var code int64
	var msg string
	if c, ok := e["code"]; ok && json.Unmarshal(c, &code) != nil {
		return false
	}
	if m, ok := e["message"]; ok && json.Unmarshal(m, &msg) != nil {
		return false
	}
	return true
}

// rpcID reports whether a JSON-RPC id is a string or an integer (MCP
// does not allow null).
func rpcID(raw json.RawMessage) bool {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return false
	}
	switch v := v.(type) {
	case string:
		return true
	case float64:
		return v == math.Trunc(v) && math.Abs(v) < 1<<53
	}
	return false
}

// describeJSONError says where a line stops being JSON, without Go type
// names.
func describeJSONError(line []byte, err error) string {
	if se, ok := err.(*json.SyntaxError); ok {
		return fmt.Sprintf("%s (at byte %d)", se.Error(), se.Offset)
	}
	if err != nil {
		return err.Error()
	}
	return "invalid JSON"
}

type checkingReader struct {
	c    *pending
	r    *bufio.Reader
	w    *lineWriter
	rest []byte
}

// Read hands on whole lines that pass check, noting the requests among
// them, and answers the others itself.
func (cr *checkingReader) Read(p []byte) (int, error) {
	for len(cr.rest) == 0 {
		line, long, err := readLine(cr.r, MaxMessageBytes)
		if t := bytes.TrimSpace(line); long {
			cr.w.reply(&rpcError{code: codeInvalidRequest, msg: fmt.Sprintf("Invalid Request: the message is longer than %d bytes", MaxMessageBytes)})
		} else if len(t) > 0 {
			kind, id, e := check(t)
			switch {
			case e != nil:
				cr.w.reply(e)
			case kind == "request":
				cr.c.add(id)
				fallthrough
			default:
				cr.rest = append(t, '\n')
			}
		}
		if err != nil && len(cr.rest) == 0 {
			if err == io.EOF {
				for _, id := range cr.c.wait() {
					cr.w.reply(&rpcError{code: codeInternalError, id: json.RawMessage(id),
						msg: fmt.Sprintf("Internal error: the input ended and no answer came within %v", drainTimeout)})
				}
			}
			return 0, err
		}
	}
	n := copy(p, cr.rest)
	cr.rest = cr.rest[n:]
	return n, nil
}

func (cr *checkingReader) Close() error { return nil }

// readLine reads one line of at most max bytes; long reports a longer one,
// which is read to its end and dropped.
func readLine(r *bufio.Reader, max int) (line []byte, long bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !long {
			if len(line)+len(chunk) > max+1 { // +1: the newline
				long, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if err != bufio.ErrBufferFull {
			return line, long, err
		}
	}
}

// lineWriter writes whole lines to w, one Write and one Flush each, so
// that the SDK's replies and the transport's own never interleave, and
// notes the responses among them.
type lineWriter struct {
	c   *pending
	mu  sync.Mutex
	w   io.Writer
	buf []byte
	err error
}

// Write buffers p and writes each line it completes.
func (lw *lineWriter) Write(p []byte) (int, error) {
	lw.mu.Lock()
	defer lw.mu.Unlock()
	lw.buf = append(lw.buf, p...)
	for {
		i := bytes.IndexByte(lw.buf, '\n')
		if i < 0 {
			break
		}
		line := codedError(lw.buf[:i+1])
		lw.writeLine(line)
		if m, ok := readWire(line); ok && len(m.ID) > 0 && len(m.Method) == 0 {
			lw.c.done(m.ID)
		}
		lw.buf = lw.buf[i+1:]
	}
	return len(p), lw.err
}

// codeNotInitialized is the error code of a request the session's state
// does not allow yet (a tools/call before initialize): LSP's
// ServerNotInitialized, in JSON-RPC's range for server errors.
const codeNotInitialized = -32002

// codedError returns line, an outgoing message, with an error code of 0
// (the SDK's, for a request before initialize) replaced by
// codeNotInitialized: 0 is no JSON-RPC error code, and a client keyed on
// codes would read it as none.
func codedError(line []byte) []byte {
	if !bytes.Contains(line, []byte(`"error":{"code":0,`)) {
		return line
	}
	var m map[string]json.RawMessage
	var e map[string]any
	if json.Unmarshal(line, &m) != nil || json.Unmarshal(m["error"], &e) != nil {
		return line
	}
	if c, ok := e["code"].(float64); !ok || c != 0 {
		return line
	}
	e["code"] = codeNotInitialized
	b, err := json.Marshal(e)
	if err != nil {
		return line
	}
	m["error"] = b
	out, err := json.Marshal(m)
	if err != nil {
		return line
	}
	return append(out, '\n')
}

// writeLine writes one line and flushes it; the first error sticks.
func (lw *lineWriter) writeLine(line []byte) {
	if lw.err != nil {
		return
	}
	if _, err := lw.w.Write(line); err != nil {
		lw.err = err
		return
	}
	if f, ok := lw.w.(interface{ Flush() error }); ok {
		lw.err = f.Flush()
	}
}

// reply writes an error reply of the transport's own.
func (lw *lineWriter) reply(e *rpcError) {
	id := e.id
	if id == nil {
		id = json.RawMessage("null")
	}
	b, err := json.Marshal(struct {
		Version string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}{Version: "2.0", ID: id, Error: struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}{e.code, e.msg}})
	if err != nil {
		return
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	lw.writeLine(append(b, '\n'))
}

func (lw *lineWriter) Close() error { return nil }
