package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/catalog/sqlite"
	"github.com/errdex/errdex/catalog/storetest"
	"github.com/errdex/errdex/match"
)

// newTestServer serves the storetest dataset from a fresh SQLite store.
func newTestServer(t testing.TB, token string) (*Server, *httptest.Server) {
	t.Helper()
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	_, es := storetest.Dataset(t)
	if _, err := st.Import(context.Background(), es); err != nil {
		t.Fatal(err)
	}
	srv, err := New(context.Background(), Options{Store: st, Index: MatchIndex, ImportToken: token, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	return srv, ts
}

// goNames matches what Go's error texts say and a user's must not:
// "Go value of type server.ExplainRequest", "Go struct field", "json: ".
var goNames = regexp.MustCompile(`\bGo (value|struct)|\bjson: |\b(server|catalog|match)\.[A-Z]`)

// unsized hides a body's length so the client sends it chunked.
type unsized struct{ io.Reader }

// body decodes the BODY field of testdata/api.txt.
func body(t *testing.T, s string) io.Reader {
	switch {
	case strings.HasPrefix(s, "@@"):
		n, _ := strconv.Atoi(s[2:])
		return unsized{io.LimitReader(repeat('a'), int64(n)<<20)}
	case strings.HasPrefix(s, "@"):
		n, _ := strconv.Atoi(s[1:])
		return bytes.NewReader(bytes.Repeat([]byte("a"), n<<20))
	case strings.HasPrefix(s, `"`):
		u, err := strconv.Unquote(s)
		if err != nil {
			t.Fatalf("bad quoted body %s: %v", s, err)
		}
		return strings.NewReader(u)
	}
	return strings.NewReader(s)
}

type repeat byte

func (r repeat) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

// TestAPI runs the request/response cases of testdata/api.txt.
func TestAPI(t *testing.T) {
	_, ts := newTestServer(t, "")
	f, err := os.Open("testdata/api.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	var last, lastLine string
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if want, ok := strings.CutPrefix(line, "~"); ok {
			if !strings.Contains(last, want) {
				t.Errorf("%s: response lacks %s\n%s", lastLine, want, last)
			}
			continue
		}
		fields := strings.SplitN(line, " ", 5)
		if len(fields) < 4 {
			t.Fatalf("api.txt: bad line %q", line)
		}
		method, path, code := fields[0], fields[1], fields[3]
		status, _ := strconv.Atoi(fields[2])
		path = strings.ReplaceAll(path, "@1", strings.Repeat("x", MaxQueryBytes+1))
		var rb io.Reader
		if len(fields) == 5 {
			rb = body(t, fields[4])
		}
		req, err := http.NewRequest(method, ts.URL+path, rb)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		last, lastLine = string(raw), line
		n++
		if resp.StatusCode != status {
			t.Errorf("%s: status %d, want %d\n%s", line, resp.StatusCode, status, raw)
			continue
		}
		if code == "-" {
			continue
		}
		var e apiError
		if err := json.Unmarshal(raw, &e); err != nil || e.Error.Code != code || e.Error.Message == "" {
			t.Errorf("%s: body %s, want error code %s", line, raw, code)
		}
		if goNames.MatchString(e.Error.Message) {
			t.Errorf("%s: the message names Go types: %s", line, e.Error.Message)
		}
	}
	if n < 30 {
		t.Fatalf("only %d cases ran", n)
	}
}

func TestChunkedHugeBodyIsRejected(t *testing.T) {
	_, ts := newTestServer(t, "")
	resp, err := http.Post(ts.URL+"/v1/explain", "application/json", unsized{io.LimitReader(repeat('a'), 100<<20)})
	if err != nil {
		// The server may close the connection before the client has sent
		// 100 MB; what matters is that it still serves afterwards.
		t.Logf("post: %v", err)
	} else {
		resp.Body.Close()
		if resp.StatusCode != http.StatusRequestEntityTooLarge {
			t.Errorf("status %d, want 413", resp.StatusCode)
		}
	}
	resp, err = http.Get(ts.URL + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("server broken after a huge body: %v %v", resp, err)
	}
	resp.Body.Close()
}

func TestPlainTextExplain(t *testing.T) {
	_, ts := newTestServer(t, "")
	resp, err := http.Post(ts.URL+"/v1/explain", "text/plain; charset=utf-8", strings.NewReader("TimeoutError: timeout after 30 seconds\n"))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var er ExplainResponse
	if err := json.NewDecoder(resp.Body).Decode(&er); err != nil {
		t.Fatal(err)
	}
	// acme/one@1111 is not the latest slice: its timeout record is not in
	// the index, so the event is unknown.
	if len(er.Answers) != 1 || len(er.Answers[0].Matches) != 0 {
		t.Fatalf("events %+v", er.Answers)
	}
}

func TestImportNeedsToken(t *testing.T) {
	srv, ts := newTestServer(t, "s3cret")
	raw, err := os.ReadFile(filepath.Join(storetest.Dir(), "multi.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	// Re-import acme/one@1111 with only its timeout record, which makes it
	// the newest slice of acme/one.
	var one []byte
	for _, l := range bytes.SplitAfter(raw, []byte("\n")) {
		if bytes.Contains(l, []byte(`"a000000000000003"`)) {
			one = l
		}
	}
	post := func(auth string, b []byte) (int, string) {
		req, _ := http.NewRequest("POST", ts.URL+"/v1/import", bytes.NewReader(b))
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(out)
	}
	if code, out := post("", one); code != 401 {
		t.Errorf("no token: %d %s", code, out)
	}
	if code, out := post("Bearer wrong", one); code != 401 {
		t.Errorf("wrong token: %d %s", code, out)
	}
	if code, out := post("Bearer s3cret", append(append([]byte{}, one...), raw[:50]...)); code != 400 || !strings.Contains(out, "request:2:") {
		t.Errorf("truncated line: %d %s", code, out)
	}
	code, out := post("Bearer s3cret", one)
	if code != 200 || !strings.Contains(out, `"replaced":1`) {
		t.Fatalf("import: %d %s", code, out)
	}
	// The explain index was rebuilt over the new latest slice.
	resp, err := srv.Explain(context.Background(), "TimeoutError: timeout after 30 seconds")
	if err != nil || len(resp.Answers[0].Matches) != 1 || resp.Answers[0].Matches[0].Params[0] != "30" {
		t.Fatalf("explain after import: %+v %v", resp, err)
	}
}

func TestExplainUnavailableWithoutIndex(t *testing.T) {
	st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := New(context.Background(), Options{Store: st})
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("POST", "/v1/explain", strings.NewReader(`{"text":"x"}`)))
	if rec.Code != 503 || !strings.Contains(rec.Body.String(), `"code":"unavailable"`) {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
}

var _ catalog.Store = (*sqlite.Store)(nil)

// TestHosts checks the Host header guard: with Options.Hosts set, only
// those names are served (any port, any case, a trailing dot), others get
// 421 with a JSON error; without it every name is served.
func TestHosts(t *testing.T) {
	srv, _ := newTestServer(t, "")
	srv.opts.Hosts = append(append([]string{}, LoopbackHosts...), "errdex.internal:8080")
	for host, want := range map[string]int{
		"localhost:7070": 200, "LOCALHOST.": 200, "127.0.0.1": 200, "127.0.0.1:7070": 200, "[::1]:7070": 200, "[::1]": 200,
		"errdex.internal": 200, "errdex.internal:9": 200,
		"evil.example": 421, "evil.example:7070": 421, "localhost.evil.example": 421, "127.0.0.1.nip.io": 421, "": 421, "0.0.0.0": 421,
	} {
		for _, path := range []string{"/healthz", "/", "/v1/search?q=pool"} {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest("GET", path, nil)
			req.Host = host
			srv.ServeHTTP(rec, req)
			if rec.Code != want {
				t.Errorf("Host %q %s: status %d, want %d", host, path, rec.Code, want)
			}
			if want == 421 && !strings.Contains(rec.Body.String(), `"code":"wrong_host"`) {
				t.Errorf("Host %q: body %s", host, rec.Body)
			}
		}
	}
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.Host = "evil.example"
	srv.ServeHTTP(rec, req)
	if want := `it answers to localhost, 127.0.0.1, [::1], errdex.internal (errdex serve --allowed-host adds names)`; !strings.Contains(rec.Body.String(), want) {
		t.Errorf("421 body %s lacks %q", rec.Body, want)
	}
	srv.opts.Hosts = nil
	rec = httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Errorf("without Hosts, Host evil.example: %d", rec.Code)
	}
}

// TestAccessLog checks that every request, the failing ones included, is
// logged once with its method, path, status, size and duration.
func TestAccessLog(t *testing.T) {
	srv, ts := newTestServer(t, "")
	var mu sync.Mutex
	var got []Access
	srv.opts.AccessLog = func(a Access) {
		mu.Lock()
		got = append(got, a)
		mu.Unlock()
	}
	srv.opts.Hosts = LoopbackHosts
	for _, c := range []struct{ method, path, host, body string }{
		{"GET", "/healthz", "", ""},
		{"GET", "/v1/search?q=secret+words", "", ""},
		{"POST", "/v1/explain", "", `[1]`},
		{"GET", "/r/%3Cx%3E", "", ""},
		{"GET", "/healthz", "evil.example", ""},
	} {
		req, _ := http.NewRequest(c.method, ts.URL+c.path, strings.NewReader(c.body))
		if c.host != "" {
			req.Host = c.host
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	mu.Lock()
	defer mu.Unlock()
	want := []string{"GET /healthz 200", "GET /v1/search 200", "POST /v1/explain 400", "GET /r/%3Cx%3E 400", "GET /healthz 421"}
	if len(got) != len(want) {
		t.Fatalf("%d access log entries, want %d: %v", len(got), len(want), got)
	}
	for i, a := range got {
		if s := fmt.Sprintf("%s %s %d", a.Method, a.Path, a.Status); s != want[i] || a.Bytes <= 0 || a.Duration <= 0 || !strings.HasPrefix(a.Remote, "127.0.0.1:") {
			t.Errorf("entry %d: %+v, want %s", i, a, want[i])
		}
		if line := a.String(); !strings.HasPrefix(line, a.Remote+" "+want[i]+" ") {
			t.Errorf("entry %d formats as %q", i, line)
		}
	}
}

// TestRefreshKeepsIndexOnFailure checks Options.Refresh's rebuild: an
// import by another process is seen at the next check, a rebuild that
// fails keeps the index in use and is logged once for that state of the
// store, and a later check that succeeds swaps the new index in.
func TestRefreshKeepsIndexOnFailure(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	_, es := storetest.Dataset(t)
	if _, err := st.Import(ctx, es); err != nil {
		t.Fatal(err)
	}
	var fail bool
	var logs []string
	srv, err := New(ctx, Options{Store: st, Logf: func(f string, a ...any) { logs = append(logs, fmt.Sprintf(f, a...)) },
		Index: func(ctx context.Context, s catalog.Store) (*match.Index, error) {
			if fail {
				return nil, errors.New("out of memory")
			}
			return MatchIndex(ctx, s)
		}})
	if err != nil {
		t.Fatal(err)
	}
	status := func(text string) string {
		resp, err := srv.Explain(ctx, text)
		if err != nil {
			t.Fatal(err)
		}
		return string(resp.Answers[0].Status)
	}
	const old, added = "ConnectionError: connection pool is full", "ValueError: quota of the tenant is spent"
	e := es[len(es)-1]
	repo, sha := "gamma/three", "4444444444444444444444444444444444444444"
	e.Record.ID, e.Record.Repo, e.Record.AnalyzedSha = "c000000000000001", &repo, &sha
	e.Record.ErrorClass, e.Record.ErrorMessage, e.Record.MessagePattern = "ValueError", "quota of the tenant is spent", "quota of the tenant is spent"
	if _, err := st.Import(ctx, []catalog.Entry{e}); err != nil {
		t.Fatal(err)
	}
	if s := status(added); s != "unknown" {
		t.Fatalf("before a check, %q is %s, want unknown", added, s)
	}
	fail = true
	srv.refresh(ctx)
	srv.refresh(ctx)
	if len(logs) != 1 || !strings.Contains(logs[0], "could not be rebuilt; explaining with the index built before: server: build index: out of memory") {
		t.Errorf("logs after two failed checks: %q", logs)
	}
	if s := status(old); s != "matched" {
		t.Errorf("after a failed rebuild, %q is %s, want matched from the index built before", old, s)
	}
	fail = false
	srv.refresh(ctx) // the same state: its failure is not retried
	if s := status(added); s != "unknown" {
		t.Errorf("%q is %s before the store changes again", added, s)
	}
	e.Record.ID = "c000000000000002"
	if _, err := st.Import(ctx, []catalog.Entry{e}); err != nil {
		t.Fatal(err)
	}
	srv.refresh(ctx)
	if s := status(added); s != "matched" {
		t.Errorf("after a rebuild, %q is %s, want matched", added, s)
	}
	if s := status(old); s != "matched" {
		t.Errorf("after a rebuild, %q is %s, want matched", old, s)
	}
	if len(logs) != 2 || !strings.Contains(logs[1], "the store changed (4 slices now): match index rebuilt with ") {
		t.Errorf("logs: %q", logs)
	}
}
