package cli

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/errdex/errdex/catalog/storetest"
)

// TestServeAndSIGTERM runs `errdex serve` as a child process, queries it,
// sends SIGTERM and checks that it shuts down cleanly with status 0.
func TestServeAndSIGTERM(t *testing.T) {
	db := filepath.Join(t.TempDir(), "c.db")
	if out, err := exec.Command("errdex", "import", "--db", db, filepath.Join(storetest.Dir(), "multi.jsonl")).CombinedOutput(); err != nil {
		t.Fatalf("import: %v\n%s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "errdex", "serve", "--addr", "127.0.0.1:0", "--db", db, "--allowed-host", "errdex.test")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() {
		t.Fatalf("serve printed nothing: %v", lines.Err())
	}
	m := regexp.MustCompile(`listening on (http://\S+) \(read-only, store \S+, host names localhost, 127.0.0.1, \[::1\], errdex.test\)$`).FindStringSubmatch(lines.Text())
	if m == nil {
		t.Fatalf("first line %q", lines.Text())
	}
	base := m[1]
	get := func(path string) (int, string) {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get("/healthz"); code != 200 || !strings.Contains(body, `"explain":true`) {
		t.Errorf("healthz: %d %s", code, body)
	}
	resp, err := http.Post(base+"/v1/explain", "application/json", strings.NewReader(`{"text":"ConnectionError: connection pool is full"}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(b), `"id":"b000000000000002"`) {
		t.Errorf("explain: %d %s", resp.StatusCode, b)
	}
	if code, body := get("/v1/import"); code != 404 {
		t.Errorf("GET /v1/import: %d %s", code, body)
	}
	resp, err = http.Post(base+"/v1/import", "application/x-ndjson", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("POST /v1/import on a read-only server: %d", resp.StatusCode)
	}
	// A page reached through another name (DNS rebinding) is refused;
	// the allowed name is served.
	for _, c := range []struct {
		host string
		want int
	}{{"rebind.example:80", 421}, {"errdex.test:7070", 200}} {
		req, _ := http.NewRequest("GET", base+"/", nil)
		req.Host = c.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != c.want {
			t.Errorf("Host %s: %d, want %d", c.host, resp.StatusCode, c.want)
		}
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("serve after SIGTERM: %v\n%s", err, strings.Join(rest, "\n"))
	}
	// One access log line per request, in order, then the shutdown.
	want := []string{"GET /healthz 200", "POST /v1/explain 200", "GET /v1/import 404", "POST /v1/import 403", "GET / 421", "GET / 200"}
	access := regexp.MustCompile(`^errdex serve: access 127\.0\.0\.1:\d+ (\S+ \S+ \d+) \d+ [0-9.]+[µm]?s$`)
	var got []string
	for len(rest) > 0 {
		m := access.FindStringSubmatch(rest[0])
		if m == nil {
			break
		}
		got = append(got, m[1])
		rest = rest[1:]
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("access log:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := strings.Join(rest, "\n"); got != "errdex serve: shutting down\nerrdex serve: stopped" {
		t.Errorf("shutdown output %q", got)
	}
}
