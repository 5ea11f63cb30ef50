package match

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestOpenSavedIndex checks that Open saves an index beside the catalog,
// uses it next time, and rebuilds it when the catalog changes or the index
// is damaged; bad catalog lines are warned about every time.
func TestOpenSavedIndex(t *testing.T) {
	dir := t.TempDir()
	cat := filepath.Join(dir, "errdex.jsonl")
	data, err := os.ReadFile("testdata/catalog.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	// A truncated line in the middle must be reported and skipped.
	lines := strings.SplitAfter(string(data), "\n")
	bad := `{"record":{"id":"trunc","messagePattern":"PD sta` + "\n"
	body := strings.Join(lines[:3], "") + bad + strings.Join(lines[3:], "")
	if err := os.WriteFile(cat, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	const seedMsg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	check := func(wantLoaded bool) {
		t.Helper()
		ix, warns, info, err := Open(cat, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if info.Loaded != wantLoaded || info.Loaded == info.Saved {
			t.Errorf("info = %+v, want loaded=%v", info, wantLoaded)
		}
		if len(warns) != 1 || !strings.Contains(warns[0].Error(), "errdex.jsonl:4:") {
			t.Errorf("warnings = %v, want one at line 4", warns)
		}
		rs := ix.Explain(seedMsg)
		if len(rs) == 0 || rs[0].Record.ID != "b0338dd74aa6b751" || strings.Join(rs[0].Params, ",") != "3,2" {
			t.Fatalf("Explain = %s", describe(rs))
		}
		if rs[0].Record.SourceCodeStart != 1183 || rs[0].Record.GithubURL == nil {
			t.Errorf("lazily loaded record incomplete: %+v", rs[0].Record)
		}
	}
	check(false)
	check(true)
	// Appending a record changes the catalog: the index is rebuilt.
	f, _ := os.OpenFile(cat, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(lines[1])
	f.Close()
	os.Chtimes(cat, time.Now(), time.Now().Add(time.Second))
	check(false)
	check(true)
	// A damaged index is rebuilt, not trusted.
	idx := cat + IndexSuffix
	b, _ := os.ReadFile(idx)
	os.WriteFile(idx, b[:len(b)/2], 0o644)
	check(false)
}
