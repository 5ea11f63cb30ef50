package mcp

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/sqlite"
	"github.com/errdex/errdex/catalog/storetest"
	"github.com/errdex/errdex/internal/syncbuf"
	"github.com/errdex/errdex/server"
)

// newServer returns an MCP server over a SQLite store holding entries
// (the storetest dataset when nil).
func newServer(t *testing.T, entries []catalog.Entry) *sdk.Server {
	t.Helper()
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if entries == nil {
		_, entries = storetest.Dataset(t)
	}
	if _, err := st.Import(ctx, entries); err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(ctx, server.Options{Store: st, Index: server.MatchIndex})
	if err != nil {
		t.Fatal(err)
	}
	return New(Catalog{Explain: srv.Explain, Records: st}, "test")
}

// session connects an in-process SDK client to s.
func session(t *testing.T, s *sdk.Server) *sdk.ClientSession {
	t.Helper()
	ctx := context.Background()
	ct, stt := sdk.NewInMemoryTransports()
	ss, err := s.Connect(ctx, stt, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ss.Close() })
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "test-client", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func call(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any) (string, bool) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(res.Content) != 1 {
		t.Fatalf("%s: %d content items", name, len(res.Content))
	}
	return res.Content[0].(*sdk.TextContent).Text, res.IsError
}

// decode calls the tool and decodes its JSON result into v.
func decode(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any, v any) string {
	t.Helper()
	out, isErr := call(t, cs, name, args)
	if err := json.Unmarshal([]byte(out), v); isErr || err != nil {
		t.Fatalf("%s: isError=%v %v: %s", name, isErr, err, out)
	}
	return out
}

func TestTools(t *testing.T) {
	cs := session(t, newServer(t, nil))
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tl := range tools.Tools {
		names = append(names, tl.Name)
	}
	if strings.Join(names, " ") != "explain_error get_record search_errors" {
		t.Fatalf("tools %v", names)
	}

	var er ExplainReply
	out := decode(t, cs, "explain_error", map[string]any{"text": "Traceback (most recent call last):\n  File \"/srv/app/net/client.py\", line 12, in f\nConnectionError: connection refused by peer 10.0.0.7:6379"}, &er)
	if len(er.Events) != 1 || er.Events[0].Status != "matched" || len(er.Events[0].Matches) == 0 || len(er.Events[0].Leads) != 0 {
		t.Fatalf("explain_error: %s", out)
	}
	m := er.Events[0].Matches[0]
	if m.ID != "a000000000000001" || m.Site != "net/client.py:12" || m.Class != "ConnectionError" || m.Template != "connection refused by peer {host}" ||
		len(m.Params) != 1 || m.Params[0] != "10.0.0.7:6379" || m.Filled != "connection refused by peer 10.0.0.7:6379" ||
		m.Documentation != "Peer refused." || len(m.Solutions) == 0 || m.Score <= 0 {
		t.Errorf("explain_error result %+v", m)
	}
	if strings.Contains(out, "sourceCode") || strings.Contains(out, "raise ConnectionError") {
		t.Errorf("explain_error returns source windows: %s", out)
	}

	var sr SearchReply
	out = decode(t, cs, "search_errors", map[string]any{"query": "connection", "class": "ConnectionError"}, &sr)
	if sr.Total != 2 || len(sr.Hits) != 2 || sr.Hits[0].Rank != 1 || sr.Hits[1].Rank != 2 || sr.LeftOut != "" {
		t.Fatalf("search_errors: %s", out)
	}
	for _, h := range sr.Hits {
		if h.ID == "" || h.Class != "ConnectionError" || !strings.Contains(h.Template, "connection") || !strings.Contains(h.Site, ".py:") {
			t.Errorf("search hit %+v", h)
		}
	}
	if strings.Contains(out, "sourceCode") || strings.Contains(out, "documentation") {
		t.Errorf("search_errors returns whole records: %s", out)
	}

	var rr RecordReply
	out = decode(t, cs, "get_record", map[string]any{"id": "a000000000000001", "sha": "1111111111111111111111111111111111111111"}, &rr)
	if rr.Entry == nil || rr.Record.ErrorMessage != "connection refused to {host}" || !strings.Contains(rr.Record.SourceCode, "raise ConnectionError") || rr.Cut != nil {
		t.Errorf("get_record: %s", out)
	}
}

// TestWeak checks that a weak answer (the class disagrees with the only
// record whose message matches) is given as a lead, never as a match.
func TestWeak(t *testing.T) {
	cs := session(t, newServer(t, nil))
	var er ExplainReply
	out := decode(t, cs, "explain_error", map[string]any{"text": "ValueError: connection pool is full"}, &er)
	if len(er.Events) != 1 {
		t.Fatalf("explain_error: %s", out)
	}
	ev := er.Events[0]
	if ev.Status != "weak" || len(ev.Matches) != 0 || len(ev.Leads) != 1 || ev.Leads[0].ID != "b000000000000002" ||
		len(ev.Notes) == 0 || !strings.HasPrefix(ev.Notes[0], "weak lead, not an answer") || ev.Leads[0].Documentation != "" {
		t.Errorf("weak answer: %s", out)
	}
}

// bigEntries makes n records that all hold "timeout", with source windows
// of about window bytes, and one record whose template and source are
// over the reply cap.
func bigEntries(n, window int) []catalog.Entry {
	var es []catalog.Entry
	sha := strings.Repeat("a", 40)
	for i := 0; i < n; i++ {
		src := strings.Repeat(fmt.Sprintf("    x%d = compute(%d)  # keep the window wide\n", i, i), window/45)
		es = append(es, catalog.Entry{DatasetVersion: "2026-01-01T00:00:00.000Z", Record: catalog.Record{
			ID: fmt.Sprintf("%016x", i+1), Repo: catalog.Str("acme/big"), Slug: "t", ErrorMessage: fmt.Sprintf("timeout %d waiting for {what} after {secs} seconds", i),
			MessagePattern: fmt.Sprintf(`timeout %d waiting for (.+?) after (.+?) seconds`, i), ErrorType: "exception", ErrorClass: "TimeoutError",
			Severity: "error", FilePath: fmt.Sprintf("pkg/m%d.py", i), LineNumber: 20, SourceCode: src, SourceCodeStart: 2, SourceCodeEnd: 40,
			Documentation: catalog.Str(strings.Repeat("A timeout. ", 300)), Solutions: []string{"wait", "retry", "a", "b", "c", "d", "e"},
			AnalyzedSha: &sha, AnalyzedAt: "2026-01-01T00:00:00.000Z", SchemaVersion: 2,
		}})
	}
	huge := es[0]
	huge.Record.ID = "ffffffffffffff01"
	huge.Record.ErrorMessage = "timeout: " + strings.Repeat("z", 5000)
	huge.Record.MessagePattern = "timeout: " + strings.Repeat("z", 5000)
	huge.Record.SourceCode = strings.Repeat("y = 1\n", 20000)
	return append(es, huge)
}

// TestReplyCap checks that every reply stays within MaxReplyBytes and
// says what it left out: a search whose page holds large records, an
// explain of a log with more events than fit, and a record larger than
// the cap.
func TestReplyCap(t *testing.T) {
	cs := session(t, newServer(t, bigEntries(60, 3000)))

	out, isErr := call(t, cs, "search_errors", map[string]any{"query": "timeout"})
	var sr SearchReply
	if err := json.Unmarshal([]byte(out), &sr); isErr || err != nil || sr.Total != 61 || len(sr.Hits) != 20 || sr.LeftOut != "" {
		t.Fatalf("search_errors: %v %s", err, out)
	}
	if len(out) > MaxReplyBytes || strings.Contains(out, "compute(") {
		t.Errorf("search_errors reply is %d bytes (cap %d) or holds source windows", len(out), MaxReplyBytes)
	}
	for _, h := range sr.Hits {
		if h.ID == "ffffffffffffff01" && !strings.Contains(h.Template, "more bytes: get_record has it whole]") {
			t.Errorf("a 5 KB template is not cut with a note: %d bytes", len(h.Template))
		}
	}

	var log strings.Builder
	for i := 0; i < 150; i++ {
		fmt.Fprintf(&log, "2026-01-01 00:00:00,000 ERROR app: TimeoutError: timeout %d waiting for the lock on shard %d after 30 seconds\n", i%60, i)
	}
	out, isErr = call(t, cs, "explain_error", map[string]any{"text": log.String()})
	var er ExplainReply
	if err := json.Unmarshal([]byte(out), &er); isErr || err != nil {
		t.Fatalf("explain_error: %v %s", err, out)
	}
	if len(out) > MaxReplyBytes || len(er.Events) == 0 || len(er.Events) == 150 ||
		!strings.HasPrefix(er.LeftOut, fmt.Sprintf("%d of 150 events left out (from line %d on)", 150-len(er.Events), len(er.Events)+1)) {
		t.Errorf("explain_error: %d bytes, %d events, leftOut %q", len(out), len(er.Events), er.LeftOut)
	}
	for _, ev := range er.Events {
		if ev.Status != "matched" || len(ev.Matches) == 0 || len(ev.Matches[0].Documentation) > maxDoc+60 || len(ev.Matches[0].Solutions) != maxSolutions+1 {
			t.Fatalf("event %+v", ev)
		}
	}

	out, isErr = call(t, cs, "get_record", map[string]any{"id": "ffffffffffffff01"})
	var rr RecordReply
	if err := json.Unmarshal([]byte(out), &rr); isErr || err != nil {
		t.Fatalf("get_record: %v %s", err, out)
	}
	if len(out) > MaxReplyBytes || len(rr.Cut) != 1 || !strings.HasPrefix(rr.Cut[0], "sourceCode: the last ") ||
		!strings.HasSuffix(rr.Record.SourceCode, "…") || !strings.HasPrefix(rr.Record.ErrorMessage, "timeout: zzz") || len(rr.Record.ErrorMessage) != 5009 {
		t.Errorf("get_record of a large record: %d bytes, cut %v", len(out), rr.Cut)
	}
}

func TestToolErrors(t *testing.T) {
	cs := session(t, newServer(t, nil))
	for _, c := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"get_record", map[string]any{"id": "ffffffffffffffff"}, "not found"},
		{"get_record", map[string]any{"id": "<script>"}, "ids and SHAs"},
		{"explain_error", map[string]any{"text": ""}, "text is empty"},
		{"explain_error", map[string]any{"text": strings.Repeat("x", server.MaxExplainBytes+1)}, "the limit is"},
		{"search_errors", map[string]any{"query": strings.Repeat("q", 2000)}, "longer than"},
		{"search_errors", map[string]any{"query": "x", "page": -1}, "page must be positive"},
	} {
		out, isErr := call(t, cs, c.tool, c.args)
		if !isErr || !strings.Contains(out, c.want) {
			t.Errorf("%s %v: isError=%v %s, want an error containing %q", c.tool, c.args, isErr, out, c.want)
		}
	}
	// A call with arguments of the wrong type is rejected by the schema.
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: "search_errors", Arguments: map[string]any{"query": 7}})
	if err == nil && !res.IsError {
		t.Errorf("query of type number accepted: %+v", res)
	}
}

// TestStdioBadInput sends bad lines between good requests over the stdio
// transport: each bad line gets its JSON-RPC error reply, and every good
// request before and after it is answered.
func TestStdioBadInput(t *testing.T) {
	in := strings.Join([]string{
		`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
		`garbage`,
		`{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"get_record","arguments":{"id":"b000000000000002"}}}`,
		`{"jsonrpc":"2.0","id":4,`,
		`[{"jsonrpc":"2.0","id":5,"method":"ping"}]`,
		`"just a string"`,
		`{"jsonrpc":"1.0","id":6,"method":"ping"}`,
		`{"id":7,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`,
		`{"jsonrpc":"2.0","id":1.5,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":null,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":8,"method":5}`,
		`{"jsonrpc":"2.0","id":9}`,
		`{"jsonrpc":"2.0","id":10,"method":"no/such"}`,
		`{"jsonrpc":"2.0","id":11,"method":"tools/call","params":7}`,
		`{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"nope","arguments":{}}}`,
		`{"jsonrpc":"2.0","method":"notifications/cancelled","params":"x"}`,
		`{"JSONRPC":"2.0","id":13,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":14,"error":{"code":"x"}}`,
		``,
		`{"jsonrpc":"2.0","id":"last","method":"tools/call","params":{"name":"search_errors","arguments":{"query":"pool"}}}`,
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := newServer(t, nil).Run(context.Background(), StdioTransport(strings.NewReader(in), &out)); err != nil {
		t.Fatal(err)
	}
	type reply struct {
		ID    json.RawMessage `json:"id"`
		Error *struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
		Result json.RawMessage `json:"result"`
	}
	byID := map[string]reply{}
	var nulls []reply
	for _, l := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
		var r reply
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("reply %q: %v", l, err)
		}
		if string(r.ID) == "null" {
			nulls = append(nulls, r)
		} else {
			byID[string(r.ID)] = r
		}
	}
	for id, want := range map[string]string{
		`1`: "result", `2`: "result", `3`: "result", `"last"`: "result",
		`6`: `-32600 "jsonrpc" must be "2.0"`, `7`: `-32600 "jsonrpc" must be "2.0"`, `8`: `-32600 "method" must be a non-empty string`,
		`9`: `-32600 no "method"`, `10`: "-32601", `13`: `-32600 "jsonrpc" must be "2.0"`, `14`: `-32600 a response's "error" must be an object`, `11`: `-32602 the params of "tools/call" must be an object`, `12`: "-32602",
	} {
		r, ok := byID[id]
		switch {
		case !ok:
			t.Errorf("no reply to id %s", id)
		case want == "result":
			if r.Error != nil || len(r.Result) == 0 {
				t.Errorf("id %s: %+v", id, r.Error)
			}
		default:
			code, msg, _ := strings.Cut(want, " ")
			if r.Error == nil || fmt.Sprint(r.Error.Code) != code || !strings.Contains(r.Error.Message, msg) {
				t.Errorf("id %s: %+v, want %s", id, r.Error, want)
			}
		}
	}
	if !strings.Contains(string(byID[`"last"`].Result), `connection pool is full`) {
		t.Errorf("the last request's result: %s", byID[`"last"`].Result)
	}
	var got []string
	for _, r := range nulls {
		got = append(got, fmt.Sprint(r.Error.Code)+" "+r.Error.Message)
	}
	want := []string{
		"-32700 Parse error: the line is not JSON: invalid character 'g' looking for beginning of value (at byte 1)",
		"-32700 Parse error: the line is not JSON: unexpected end of JSON input (at byte 24)",
		"-32600 Invalid Request: batches (JSON arrays) are not supported; send one message a line",
		"-32600 Invalid Request: a message is a JSON object",
		`-32600 Invalid Request: "id" must be a string or an integer`,
		`-32600 Invalid Request: "id" must be a string or an integer`,
		`-32600 Invalid Request: "id" must be a string or an integer`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("replies with a null id:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if n := strings.Count(out.String(), "\n"); n != len(byID)+len(nulls) {
		t.Errorf("%d lines, %d replies", n, len(byID)+len(nulls))
	}
}

// TestStdioLongLine checks that a line over MaxMessageBytes is answered
// -32600 and the session goes on.
func TestStdioLongLine(t *testing.T) {
	in := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}` + "\n" +
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"explain_error","arguments":{"text":"` + strings.Repeat("x", MaxMessageBytes) + `"}}}` + "\n" +
		`{"jsonrpc":"2.0","id":3,"method":"ping"}` + "\n"
	var out bytes.Buffer
	if err := newServer(t, nil).Run(context.Background(), StdioTransport(strings.NewReader(in), &out)); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf(`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: the message is longer than %d bytes"}}`, MaxMessageBytes)
	if !strings.Contains(out.String(), want) || !strings.Contains(out.String(), `{"jsonrpc":"2.0","id":3,"result":{}}`) {
		t.Errorf("output:\n%s", out.String())
	}
}

// TestStdioDrain checks that a request still unanswered when the input
// ends gets an error reply once drainTimeout has passed, rather than none.
func TestStdioDrain(t *testing.T) {
	defer func(d time.Duration) { drainTimeout = d }(drainTimeout)
	drainTimeout = 200 * time.Millisecond
	release := make(chan struct{})
	defer close(release)
	slow := Catalog{Explain: func(ctx context.Context, text string) (*server.ExplainResponse, error) {
		select {
		case <-release:
		case <-ctx.Done():
		}
		return nil, errors.New("too late")
	}}
	in := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"0"}}}` + "\n" +
		`{"jsonrpc":"2.0","method":"notifications/initialized"}` + "\n" +
		`{"jsonrpc":"2.0","id":"slow","method":"tools/call","params":{"name":"explain_error","arguments":{"text":"x"}}}` + "\n" +
		`{"jsonrpc":"2.0","id":2.0,"method":"ping"}` + "\n"
	var out syncbuf.Buffer
	New(slow, "test").Run(context.Background(), StdioTransport(strings.NewReader(in), &out))
	got := out.String()
	want := `{"jsonrpc":"2.0","id":"slow","error":{"code":-32603,"message":"Internal error: the input ended and no answer came within 200ms"}}`
	if !strings.Contains(got, want) || !strings.Contains(got, `{"jsonrpc":"2.0","id":2,"result":{}}`) || strings.Count(got, "-32603") != 1 {
		t.Errorf("output:\n%s", got)
	}
}
