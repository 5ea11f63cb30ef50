package cli

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/errdex/errdex/catalog/storetest"
)

// TestMCPOverStdio runs `errdex mcp` as a child process and drives it with
// the SDK's client over its stdin and stdout.
func TestMCPOverStdio(t *testing.T) {
	db := filepath.Join(t.TempDir(), "c.db")
	if out, err := exec.Command("errdex", "import", "--db", db, filepath.Join(storetest.Dir(), "multi.jsonl")).CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "v0"}, nil).
		Connect(ctx, &sdk.CommandTransport{Command: exec.Command("errdex", "mcp", "--db", db)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	for _, c := range []struct {
		tool string
		args map[string]any
		want string
		err  bool
	}{
		{"explain_error", map[string]any{"text": "2026-01-02 10:00:01 ERROR ConnectionError: connection pool is full"}, `"id":"b000000000000002"`, false},
		{"search_errors", map[string]any{"query": "refused", "repo": "acme/one"}, `"total":1`, false},
		{"get_record", map[string]any{"id": "b000000000000001"}, `Robert'); DROP TABLE records;--`, false},
		{"get_record", map[string]any{"id": "ffffffffffffffff"}, `record "ffffffffffffffff": not found`, true},
	} {
		res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: c.tool, Arguments: c.args})
		if err != nil {
			t.Fatalf("%s: %v", c.tool, err)
		}
		text := res.Content[0].(*sdk.TextContent).Text
		if res.IsError != c.err || !strings.Contains(text, c.want) {
			t.Errorf("%s %v: isError=%v %s\nwant %q", c.tool, c.args, res.IsError, text, c.want)
		}
	}
}
