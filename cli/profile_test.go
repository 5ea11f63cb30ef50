package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStartProfile checks that ERRDEX_CPUPROFILE writes a profile, and that
// an unwritable path is reported and does not stop the command.
func TestStartProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cpu.prof")
	var stderr bytes.Buffer
	env := &Env{Ctx: context.Background(), Stderr: &stderr, Getenv: func(k string) string {
		if k == "ERRDEX_CPUPROFILE" {
			return path
		}
		return ""
	}}
	stop := startProfile(env)
	stop()
	if st, err := os.Stat(path); err != nil || st.Size() == 0 || stderr.Len() != 0 {
		t.Fatalf("profile %v %v, stderr %q", st, err, stderr.String())
	}
	path = filepath.Join(t.TempDir(), "missing", "cpu.prof")
	stop = startProfile(env)
	stop()
	if !strings.Contains(stderr.String(), "cpu profile "+path) {
		t.Fatalf("stderr %q, want the failure named", stderr.String())
	}
}
