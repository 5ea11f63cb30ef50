package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// interruptedEnv returns an Env whose context a SIGTERM has ended, and its
// stderr.
func interruptedEnv(dir string) (*Env, *bytes.Buffer) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(&Interrupt{Signal: syscall.SIGTERM})
	var stderr bytes.Buffer
	return &Env{Ctx: ctx, Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: &stderr,
		Getenv: func(k string) string {
			if k == "XDG_CACHE_HOME" {
				return dir
			}
			return ""
		}}, &stderr
}

// TestWriteOutInterrupted checks that an output file is not replaced once
// the run is interrupted, even by a writer that returns no error (a
// store's rows end quietly when the context does).
func TestWriteOutInterrupted(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out.jsonl")
	os.WriteFile(out, []byte("old\n"), 0o644)
	env, _ := interruptedEnv(dir)
	err := writeOut(env, out, func(w io.Writer) error {
		_, err := io.WriteString(w, "half\n")
		return err
	})
	if err == nil {
		t.Error("writeOut after an interrupt succeeded")
	}
	if b, _ := os.ReadFile(out); string(b) != "old\n" {
		t.Errorf("out.jsonl = %q, want the old content", b)
	}
	if tmps, _ := filepath.Glob(filepath.Join(dir, ".out.jsonl.tmp*")); len(tmps) > 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
}

// TestInterruptedExitCodes checks that commands stopped by a signal say so
// and exit with the signal's status (143 for SIGTERM), not as an error (2)
// or an answer (0, 1).
func TestInterruptedExitCodes(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.py"), []byte("raise ValueError('x')\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.log"), []byte("ValueError: x\n"), 0o644)
	cat := filepath.Join(dir, "cat.jsonl")
	pkg := filepath.Join(dir, "app", "node_modules", "left-pad")
	os.MkdirAll(pkg, 0o755)
	os.WriteFile(filepath.Join(pkg, "package.json"), []byte(`{"name": "left-pad", "version": "1.0.0"}`), 0o644)
	os.WriteFile(filepath.Join(pkg, "index.js"), []byte(`throw new Error("left pad failed");`), 0o644)
	env, _ := interruptedEnv(dir)
	env.Ctx = context.Background()
	if code := Run(env, []string{"scan", filepath.Join(dir, "a.py"), "-o", cat, "--cache", "off"}); code != 0 {
		t.Fatalf("scan: exit %d", code)
	}
	for _, args := range [][]string{
		{"scan", dir, "-o", filepath.Join(dir, "new.jsonl"), "--cache", "off"},
		{"match", "--catalog", cat, filepath.Join(dir, "a.log")},
		// scan --env was an error (exit 2, "errdex scan: --env: ...:
		// interrupted by SIGTERM") that did not say the output was kept
		{"scan", "--env", filepath.Join(dir, "app"), "--ecosystems", "node", "-o", cat, "--cache", "off"},
	} {
		env, stderr := interruptedEnv(dir)
		if code := Run(env, args); code != 143 || !strings.Contains(stderr.String(), "errdex "+args[0]+": interrupted by SIGTERM") {
			t.Errorf("%s: exit %d, stderr %q; want 143 and that it was interrupted", args[0], code, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "new.jsonl")); err == nil {
		t.Error("an interrupted scan wrote its output")
	}
	if b, _ := os.ReadFile(cat); !strings.Contains(string(b), `"errorClass":"ValueError"`) {
		t.Errorf("an interrupted scan --env replaced the catalog: %.200s", b)
	}
}
