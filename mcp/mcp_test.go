package mcp

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errdex/errdex/catalog/sqlite"
	"github.com/errdex/errdex/catalog/storetest"
	"github.com/errdex/errdex/server"
)

// session connects an in-process SDK client to a server over the
// storetest dataset.
func session(t *testing.T) *sdk.ClientSession {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	_, es := storetest.Dataset(t)
	if _, err := st.Import(ctx, es); err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(ctx, server.Options{Store: st, Index: server.MatchIndex})
	if err != nil {
		t.Fatal(err)
	}
	ct, stt := sdk.NewInMemoryTransports()
	ss, err := New(srv, st, "test").Connect(ctx, stt, nil)
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

func TestTools(t *testing.T) {
	cs := session(t)
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

	out, isErr := call(t, cs, "explain_error", map[string]any{"text": "Traceback (most recent call last):\n  File \"/srv/app/net/client.py\", line 12, in f\nConnectionError: connection refused by peer 10.0.0.7:6379"})
	var er server.ExplainResponse
	if err := json.Unmarshal([]byte(out), &er); isErr || err != nil {
		t.Fatalf("explain_error: %v %s", err, out)
	}
	if len(er.Answers) != 1 || len(er.Answers[0].Matches) == 0 {
		t.Fatalf("explain_error found nothing: %s", out)
	}
	m := er.Answers[0].Matches[0]
	if m.Record.ID != "a000000000000001" || len(m.Params) != 1 || m.Params[0] != "10.0.0.7:6379" ||
		m.Filled != "connection refused by peer 10.0.0.7:6379" || len(m.Record.Solutions) == 0 {
		t.Errorf("explain_error result %+v", m)
	}

	out, isErr = call(t, cs, "search_errors", map[string]any{"query": "connection", "class": "ConnectionError"})
	if isErr || !strings.Contains(out, `"total":2`) || !strings.Contains(out, `"match":true`) {
		t.Errorf("search_errors: %s", out)
	}

	out, isErr = call(t, cs, "get_record", map[string]any{"id": "a000000000000001", "sha": "1111111111111111111111111111111111111111"})
	if isErr || !strings.Contains(out, `"errorMessage":"connection refused to {host}"`) {
		t.Errorf("get_record: %s", out)
	}
}

func TestToolErrors(t *testing.T) {
	cs := session(t)
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
