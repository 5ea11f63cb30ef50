package cli

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

// TestMatchGCPercent checks that match runs with matchGCPercent as the
// collector's target and gives the process its own target back when done.
func TestMatchGCPercent(t *testing.T) {
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set: match keeps it")
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.py"), []byte("raise ValueError('alpha failed')\n"), 0o644)
	cat := filepath.Join(dir, "cat.jsonl")
	quiet := &Env{Ctx: context.Background(), Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }}
	if Run(quiet, []string{"scan", dir, "-o", cat, "--cache", "off"}) != 0 {
		t.Fatal("scan failed")
	}
	old := debug.SetGCPercent(123)
	defer debug.SetGCPercent(old)
	during := -1
	env := &Env{Ctx: context.Background(), Stdin: readFunc(func() { during = debug.SetGCPercent(-1); debug.SetGCPercent(during) }), Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }}
	if code := Run(env, []string{"match", "--catalog", cat, "--no-summary", "-"}); code != 1 {
		t.Fatalf("match exit %d, want 1 (no error in an empty input)", code)
	}
	if during != matchGCPercent {
		t.Errorf("GC percent during match = %d, want %d", during, matchGCPercent)
	}
	if after := debug.SetGCPercent(old); after != 123 {
		t.Errorf("GC percent after match = %d, want the 123 it had before", after)
	}
}

// readFunc is an empty reader that calls f at its first read.
type readFunc func()

func (f readFunc) Read([]byte) (int, error) {
	if f != nil {
		f()
	}
	return 0, io.EOF
}
