package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/errdex/errdex/internal/syncbuf"
)

// waitFor waits until buf holds s, failing the test after 20 s.
func waitFor(t *testing.T, buf *syncbuf.Buffer, s string) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if strings.Contains(buf.String(), s) {
			return
		}
	}
	t.Fatalf("no %q in %q", s, buf.String())
}

// TestMatchReloadsOnPipe feeds match an open pipe, replaces its catalog
// by one with a further record while the pipe pauses, and checks that the
// lines written after the pause are answered with the new catalog, at
// their line numbers in the whole input; with --reload 0 they are not.
func TestMatchReloadsOnPipe(t *testing.T) {
	for _, reload := range []string{"50ms", "0"} {
		t.Run("reload="+reload, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "a.py"), []byte("raise ValueError('alpha failed')\n"), 0o644)
			os.WriteFile(filepath.Join(dir, "b.py"), []byte("raise ValueError('beta failed')\n"), 0o644)
			cat, next := filepath.Join(dir, "cat.jsonl"), filepath.Join(dir, "next.jsonl")
			quiet := &Env{Ctx: context.Background(), Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }}
			if Run(quiet, []string{"scan", filepath.Join(dir, "a.py"), "-o", cat, "--cache", "off"}) != 0 ||
				Run(quiet, []string{"scan", dir, "-o", next, "--cache", "off"}) != 0 {
				t.Fatal("scan failed")
			}
			pr, pw := io.Pipe()
			var stdout, stderr syncbuf.Buffer
			env := &Env{Ctx: context.Background(), Stdin: pr, Stdout: &stdout, Stderr: &stderr, Getenv: func(string) string { return "" }}
			done := make(chan int)
			go func() {
				done <- Run(env, []string{"match", "--catalog", cat, "--json", "--no-summary", "--reload", reload})
			}()

			io.WriteString(pw, "ValueError: alpha failed\n")
			waitFor(t, &stdout, "a.py")
			if err := os.Rename(next, cat); err != nil {
				t.Fatal(err)
			}
			if reload != "0" {
				waitFor(t, &stderr, "changed: reloaded, 2 records (1 before)")
			}
			// the pause that lets match take the new catalog
			time.Sleep(1500 * time.Millisecond)
			io.WriteString(pw, "ValueError: beta failed\n")
			pw.Close()
			<-done

			var got []string
			for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
				var a struct {
					Status  string
					Input   struct{ Line int }
					Matches []struct {
						Record struct{ FilePath string }
					}
				}
				if err := json.Unmarshal([]byte(line), &a); err != nil {
					t.Fatalf("%v: %s", err, line)
				}
				file := ""
				if len(a.Matches) > 0 {
					file = a.Matches[0].Record.FilePath
				}
				got = append(got, strings.Join([]string{a.Status, file}, " ")+" line "+strconv.Itoa(a.Input.Line))
			}
			want := []string{"matched a.py line 1", "matched b.py line 2"}
			if reload == "0" {
				want[1] = "unknown  line 2"
			}
			if strings.Join(got, "; ") != strings.Join(want, "; ") {
				t.Errorf("answers %q, want %q (stderr %q)", got, want, stderr.String())
			}
		})
	}
}

// TestPauseReader checks that a pauseReader that never pauses hands on
// its input's bytes whole and in order, whatever the reads' sizes
// (iotest.TestReader), over inputs that come in one byte or half a
// buffer at a time.
func TestPauseReader(t *testing.T) {
	content := bytes.Repeat([]byte("line of a log\n"), 3*pauseBufferBytes/14+5)
	for name, r := range map[string]func() io.Reader{
		"whole":    func() io.Reader { return bytes.NewReader(content) },
		"one byte": func() io.Reader { return iotest.OneByteReader(bytes.NewReader(content[:4096])) },
		"half":     func() io.Reader { return iotest.HalfReader(bytes.NewReader(content)) },
		"empty":    func() io.Reader { return bytes.NewReader(nil) },
	} {
		want := content
		switch name {
		case "one byte":
			want = content[:4096]
		case "empty":
			want = nil
		}
		if err := iotest.TestReader(newPauseReader(r(), time.Hour, func() bool { return false }), want); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
