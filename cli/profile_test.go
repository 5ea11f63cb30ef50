package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStartProfile checks that ERRDEX_CPUPROFILE, ERRDEX_MEMPROFILE and
// ERRDEX_TRACE write profiles, and that an unwritable path is reported and does not
// stop the command.
func TestStartProfile(t *testing.T) {
	for _, c := range []struct{ env, what string }{{"ERRDEX_CPUPROFILE", "cpu profile "}, {"ERRDEX_MEMPROFILE", "memory profile "}, {"ERRDEX_TRACE", "trace "}} {
		path := filepath.Join(t.TempDir(), "p.prof")
		var stderr bytes.Buffer
		env := &Env{Ctx: context.Background(), Stderr: &stderr, Getenv: func(k string) string {
			if k == c.env {
				return path
			}
			return ""
		}}
		stop := startProfile(env)
		stop()
		if st, err := os.Stat(path); err != nil || st.Size() == 0 || stderr.Len() != 0 {
			t.Fatalf("%s: profile %v %v, stderr %q", c.env, st, err, stderr.String())
		}
		path = filepath.Join(t.TempDir(), "missing", "p.prof")
		stop = startProfile(env)
		stop()
		if !strings.Contains(stderr.String(), c.what+path) {
			t.Fatalf("%s: stderr %q, want the failure named", c.env, stderr.String())
		}
	}
}
