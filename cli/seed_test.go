package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// runCLI runs errdex with args and returns its exit code, stdout and stderr.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	env := &Env{Ctx: context.Background(), Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb,
		Getenv: func(string) string { return "" }}
	code := Run(env, args)
	return code, out.String(), errb.String()
}

// TestSeedEndToEnd places the seed record's source window at its line in a
// temporary tree padded with filler, scans it, compares the record to the
// seed, and explains the seed's error message against the new catalog.
func TestSeedEndToEnd(t *testing.T) {
	es, _, err := catalog.ReadFile("testdata/seed.jsonl")
	if err != nil || len(es) != 1 {
		t.Fatalf("read seed: %v", err)
	}
	seed := es[0].Record
	dir := t.TempDir()
	var src strings.Builder
	for i := 1; i < seed.SourceCodeStart-1; i++ {
		src.WriteString("# filler\n")
	}
	src.WriteString("class MoriKVManager:\n" + seed.SourceCode + "\n")
	for i := 0; i < 30; i++ {
		src.WriteString("# filler\n")
	}
	path := filepath.Join(dir, "tree", filepath.FromSlash(seed.FilePath))
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cat := filepath.Join(dir, "errdex.jsonl")
	code, _, stderr := runCLI(t, "", "scan", filepath.Join(dir, "tree"), "--repo", "sgl-project/sglang",
		"--sha", "0132848349585cfe6aae51c4941cbae872505f8a", "-o", cat)
	if code != 0 {
		t.Fatalf("scan exit %d: %s", code, stderr)
	}
	got, bad, err := catalog.ReadFile(cat)
	if err != nil || len(bad) > 0 {
		t.Fatalf("read scan output: %v %v", err, bad)
	}
	var rec *catalog.Record
	for i := range got {
		if got[i].Record.LineNumber == seed.LineNumber {
			rec = &got[i].Record
		}
	}
	if rec == nil {
		t.Fatalf("no record at line %d", seed.LineNumber)
	}
	// The deterministic fields, compared as JSON so that every one of them
	// (nulls included) is checked the same way.
	fields := []string{"errorMessage", "messagePattern", "errorClass", "errorType", "filePath", "lineNumber",
		"sourceCode", "sourceCodeStart", "sourceCodeEnd", "githubUrl", "slug", "analyzedSha", "schemaVersion"}
	gm, sm := asMap(t, rec), asMap(t, &seed)
	for _, f := range fields {
		if g, w := string(gm[f]), string(sm[f]); g != w {
			t.Errorf("%s = %s\n want %s", f, g, w)
		}
	}

	code, out, stderr := runCLI(t, "", "explain", "--catalog", cat, "--json",
		"RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)")
	if code != 0 {
		t.Fatalf("explain exit %d: %s", code, stderr)
	}
	var answer struct {
		Status  string `json:"status"`
		Matches []struct {
			Record catalog.Record `json:"record"`
			Params []string       `json:"params"`
			Score  float64        `json:"score"`
		} `json:"matches"`
	}
	if err := json.Unmarshal([]byte(out), &answer); err != nil {
		t.Fatalf("explain --json output: %v\n%s", err, out)
	}
	results := answer.Matches
	if answer.Status != "matched" || len(results) == 0 || results[0].Record.ID != rec.ID || strings.Join(results[0].Params, ",") != "3,2" {
		t.Fatalf("explain = %s, want the seed's record first with params 3, 2", out)
	}

	code, out, stderr = runCLI(t, "", "explain", "--catalog", cat, "KeyError: something else entirely")
	if code != 1 || !strings.Contains(stderr+out, "no record matches") {
		t.Errorf("unmatched explain: exit %d, stderr %q", code, stderr)
	}
}

func asMap(t *testing.T, r *catalog.Record) map[string]json.RawMessage {
	b, err := catalog.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	return m
}
