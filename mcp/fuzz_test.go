package mcp

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// FuzzCheck reads arbitrary lines as StdioTransport does: every line
// check passes on must decode in the SDK as the kind check said (a line
// the SDK cannot decode would end the session), and every line it
// answers itself gets a JSON-RPC error reply.
func FuzzCheck(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"ping"}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":"a","result":{}}`,
		`{"jsonrpc":"2.0","id":7,"error":{"code":-1,"message":"x"}}`,
		`garbage`, `[]`, `[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, `{"jsonrpc":"2.0","id":1.5,"method":"x"}`,
		`{"jsonrpc":"2.0","id":null,"method":"x"}`, `{"jsonrpc":"2.0","id":1,"method":"x","params":[1]}`,
		`{"jsonrpc":"2.0","jsonrpc":"1.0","id":1,"method":"x"}`, `{"JSONRPC":"2.0","id":1,"method":"x"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || bytes.IndexByte(line, '\n') >= 0 {
			return
		}
		kind, _, e := check(line)
		if e != nil {
			if e.code != codeParseError && e.code != codeInvalidRequest && e.code != codeInvalidParams || e.msg == "" {
				t.Fatalf("%q: reply %+v", line, e)
			}
			if e.id != nil && !rpcID(e.id) {
				t.Fatalf("%q: reply with id %s", line, e.id)
			}
			return
		}
		msg, err := jsonrpc.DecodeMessage(line)
		if err != nil {
			t.Fatalf("%q passed as a %s, but the SDK cannot read it: %v", line, kind, err)
		}
		switch m := msg.(type) {
		case *jsonrpc.Request:
			if want := map[bool]string{true: "request", false: "notification"}[m.ID.IsValid()]; kind != want {
				t.Fatalf("%q passed as a %s; the SDK reads a %s", line, kind, want)
			}
			if kind == "request" && len(m.Params) > 0 && m.Params[0] != '{' && string(m.Params) != "null" {
				t.Fatalf("%q: a request with params %s passed", line, m.Params)
			}
		case *jsonrpc.Response:
			if kind != "response" {
				t.Fatalf("%q passed as a %s; the SDK reads a response", line, kind)
			}
		}
		if !json.Valid(line) {
			t.Fatalf("%q passed but is not JSON", line)
		}
	})
}
