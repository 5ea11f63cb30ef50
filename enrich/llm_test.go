package enrich

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/errdex/errdex/catalog"
)

func readAnswer(t *testing.T) string {
	b, err := os.ReadFile("testdata/answer.json")
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(b))
}

// TestParseAnswer runs the cases of testdata/answers.txt.
func TestParseAnswer(t *testing.T) {
	good := readAnswer(t)
	f, err := os.Open("testdata/answers.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.SplitN(line, "\t", 3)
		if len(parts) != 3 {
			t.Fatalf("answers.txt:%d: want 3 tab-separated fields", n)
		}
		reply := patch(t, good, parts[2])
		a, err := ParseAnswer(reply)
		switch {
		case parts[0] == "OK" && err != nil:
			t.Errorf("answers.txt:%d: %v", n, err)
		case parts[0] == "OK" && a.BackgroundTag != "count-mismatch-validation":
			t.Errorf("answers.txt:%d: decoded %+v", n, a)
		case parts[0] == "ERR" && (err == nil || !strings.Contains(err.Error(), parts[1])):
			t.Errorf("answers.txt:%d: error %v, want one containing %q", n, err, parts[1])
		}
	}
}

func patch(t *testing.T, good, p string) string {
	if raw, ok := strings.CutPrefix(p, "raw:"); ok {
		return strings.ReplaceAll(strings.ReplaceAll(raw, `\n`, "\n"), "@answer", good)
	}
	var m map[string]json.RawMessage
	json.Unmarshal([]byte(good), &m)
	switch {
	case p == "-":
	case strings.HasPrefix(p, "-"):
		delete(m, p[1:])
	default:
		k, v, _ := strings.Cut(p, "=")
		m[k] = json.RawMessage(v)
	}
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func FuzzParseAnswer(f *testing.F) {
	b, _ := os.ReadFile("testdata/answer.json")
	f.Add(string(b))
	f.Add("```json\n{}\n```")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAnswer(s)
		if err == nil && a.validate() != nil {
			t.Fatalf("accepted an invalid answer: %q", s)
		}
	})
}

func testRecords(n int) []catalog.Record {
	var rs []catalog.Record
	for i := 0; i < n; i++ {
		rs = append(rs, catalog.Record{
			ID: fmt.Sprintf("id%02d", i), Repo: catalog.Str("acme/widget"), FilePath: "pkg/conn.py", LineNumber: 11,
			ErrorMessage: fmt.Sprintf("count mismatch %d (local={a})", i), MessagePattern: "count mismatch", ErrorType: "exception",
			ErrorClass: "StateError", Severity: "error", Tags: []string{"base:RuntimeError"},
			SourceCode:      "def send_state(self):\n    if len(a) != len(b):\n        raise StateError(f\"count mismatch (local={a})\")",
			SourceCodeStart: 9, SourceCodeEnd: 11, SchemaVersion: catalog.SchemaVersion,
			Documentation: catalog.Str("`send_state` raises when `len(a) != len(b)` holds."),
		})
	}
	return rs
}

// server is a fake chat-completions endpoint; reply decides each answer
// from the request number (1-based) and the request.
type server struct {
	*httptest.Server
	n     atomic.Int64
	mu    sync.Mutex
	reqs  []chatRequest
	auth  []string
	reply func(n int64, req *chatRequest, w http.ResponseWriter)
}

func newServer(t *testing.T, reply func(n int64, req *chatRequest, w http.ResponseWriter)) *server {
	s := &server{reply: reply}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" || r.Method != http.MethodPost {
			http.Error(w, "not found", 404)
			return
		}
		var req chatRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad json", 400)
			return
		}
		s.mu.Lock()
		s.reqs = append(s.reqs, req)
		s.auth = append(s.auth, r.Header.Get("Authorization"))
		s.mu.Unlock()
		s.reply(s.n.Add(1), &req, w)
	}))
	t.Cleanup(s.Close)
	return s
}

func completion(w http.ResponseWriter, content string) {
	w.Header().Set("Content-Type", "application/json")
	b, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": content}, "finish_reason": "stop"}}})
	w.Write(b)
}

// sse streams content in chunks of 7 bytes; done sends the [DONE] line.
func sse(w http.ResponseWriter, content string, done bool) {
	w.Header().Set("Content-Type", "text/event-stream")
	for len(content) > 0 {
		k := min(7, len(content))
		b, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"delta": map[string]any{"content": content[:k]}, "finish_reason": nil}}})
		fmt.Fprintf(w, "data: %s\n\n", b)
		w.(http.Flusher).Flush()
		content = content[k:]
	}
	if done {
		fmt.Fprint(w, ": keep-alive comment\n\ndata: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n")
	}
}

// fakeSleep records waits instead of sleeping.
type fakeSleep struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (f *fakeSleep) sleep(ctx context.Context, d time.Duration) error {
	f.mu.Lock()
	f.waits = append(f.waits, d)
	f.mu.Unlock()
	return ctx.Err()
}

func newLLM(s *server, fs *fakeSleep) *LLM {
	l := &LLM{Endpoint: s.URL + "/v1", Model: "m", APIKey: "sk-secret-123", Timeout: 2 * time.Second, Concurrency: 2}
	l.sleep = fs.sleep
	return l
}

func checkFilled(t *testing.T, r *catalog.Record) {
	t.Helper()
	// Only the sentences and items that cite the record's evidence (its
	// source lines 9-11) are taken.
	if catalog.Deref(r.CommonSituations) != "Prefill and decode on different releases (line 10)." || len(r.Solutions) != 2 ||
		strings.Join(r.PreventionTips, "|") != "Pin versions (line 11)" ||
		catalog.Deref(r.BackgroundTag) != "count-mismatch-validation" || r.ExampleFix != nil {
		t.Errorf("record %s not filled from the answer: %+v", r.ID, r)
	}
	if catalog.Deref(r.Documentation) != "`send_state` raises when `len(a) != len(b)` holds." {
		t.Errorf("record %s: existing documentation overwritten: %q", r.ID, catalog.Deref(r.Documentation))
	}
	if strings.Join(r.Tags, ",") != "base:RuntimeError,state-transfer,version-mismatch" {
		t.Errorf("record %s: tags %v", r.ID, r.Tags)
	}
}

func checkUntouched(t *testing.T, r *catalog.Record) {
	t.Helper()
	if r.CommonSituations != nil || r.Solutions != nil || r.BackgroundTag != nil || r.HandlingStrategy != nil || len(r.Tags) != 1 {
		t.Errorf("record %s changed although it failed: %+v", r.ID, r)
	}
}

func TestEnrichNonStreaming(t *testing.T) {
	ans := readAnswer(t)
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) { completion(w, ans) })
	recs := testRecords(3)
	l := newLLM(s, &fakeSleep{})
	sum, err := l.Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 3 || sum.Failed != 0 || sum.Requests != 3 {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	for i := range recs {
		checkFilled(t, &recs[i])
	}
	req := s.reqs[0]
	if !strings.Contains(string(req.ResponseFormat), `"json_schema"`) || req.Model != "m" || req.Temperature != 0 || req.Stream {
		t.Errorf("request %+v", req)
	}
	prompt := req.Messages[1].Content
	for _, want := range []string{"Class hierarchy: StateError -> RuntimeError", "Static analysis: `send_state` raises when `len(a) != len(b)` holds.", ">>   11          raise StateError", "File: pkg/conn.py, line 11"} {
		if !strings.Contains(prompt, want) {
			t.Errorf("prompt lacks %q:\n%s", want, prompt)
		}
	}
	if s.auth[0] != "Bearer sk-secret-123" {
		t.Errorf("Authorization %q", s.auth[0])
	}
}

// TestEnrichSharedPrompt sends one request for records whose prompts are
// equal (one site in two versions of a catalog).
func TestEnrichSharedPrompt(t *testing.T) {
	ans := readAnswer(t)
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) { completion(w, ans) })
	recs := append(testRecords(2), testRecords(2)...)
	for i := 2; i < 4; i++ {
		recs[i].ID += "-v2"
		recs[i].Tags = append(recs[i].Tags, "version:2.0")
	}
	sum, err := newLLM(s, &fakeSleep{}).Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 4 || sum.Requests != 2 {
		t.Fatalf("summary %+v, %v; want 4 records from 2 requests", sum, err)
	}
	for i := range recs {
		if recs[i].BackgroundTag == nil {
			t.Errorf("record %s not filled", recs[i].ID)
		}
	}
}

func TestEnrichStreaming(t *testing.T) {
	ans := readAnswer(t)
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		if !req.Stream {
			http.Error(w, "want stream", 400)
			return
		}
		// The first stream breaks off before [DONE]: retried, not accepted.
		sse(w, ans, n > 1)
	})
	recs := testRecords(1)
	l := newLLM(s, &fakeSleep{})
	l.Stream = true
	sum, err := l.Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 1 || sum.Requests != 2 {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	checkFilled(t, &recs[0])
}

func TestEnrich429RetryAfter(t *testing.T) {
	ans := readAnswer(t)
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		if n == 1 {
			w.Header().Set("Retry-After", "3")
			http.Error(w, "slow down", http.StatusTooManyRequests)
			return
		}
		completion(w, ans)
	})
	recs := testRecords(1)
	fs := &fakeSleep{}
	l := newLLM(s, fs)
	sum, err := l.Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 1 || sum.Requests != 2 {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	checkFilled(t, &recs[0])
	if len(fs.waits) != 1 || fs.waits[0] < 2900*time.Millisecond || fs.waits[0] > 3*time.Second {
		t.Errorf("waits %v, want one of about 3s (Retry-After)", fs.waits)
	}
}

func TestEnrichTimeout(t *testing.T) {
	ans := readAnswer(t)
	release := make(chan struct{})
	defer close(release)
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		if strings.Contains(req.Messages[1].Content, "mismatch 1 ") || n == 1 {
			select { // hang past the client timeout
			case <-release:
			case <-time.After(5 * time.Second):
			}
			return
		}
		completion(w, ans)
	})
	recs := testRecords(2)
	l := newLLM(s, &fakeSleep{})
	l.Timeout = 100 * time.Millisecond
	l.Attempts = 2
	l.Concurrency = 1
	sum, err := l.Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 1 || sum.Failed != 1 {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	checkFilled(t, &recs[0]) // timed out once, then answered
	checkUntouched(t, &recs[1])
	f := sum.Failures[0]
	if f.ID != "id01" || f.Attempts != 2 || !strings.Contains(f.Error, "deadline exceeded") {
		t.Errorf("failure %+v", f)
	}
}

func TestEnrichMalformed(t *testing.T) {
	ans := readAnswer(t)
	replies := []func(w http.ResponseWriter){
		func(w http.ResponseWriter) { completion(w, `{"documentation": "half`) },                     // truncated JSON
		func(w http.ResponseWriter) { completion(w, strings.Replace(ans, `"solutions"`, `"x"`, 1)) }, // a field missing
		func(w http.ResponseWriter) { w.Write([]byte("<html>bad gateway</html>")) },                  // not chat JSON at all
		func(w http.ResponseWriter) { w.Write([]byte(`{"choices": []}`)) },                           // no choice
		func(w http.ResponseWriter) { http.Error(w, "upstream died", 502) },
	}
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		if strings.Contains(req.Messages[1].Content, "mismatch 0 ") && int(n) <= len(replies) {
			replies[n-1](w)
			return
		}
		if strings.Contains(req.Messages[1].Content, "mismatch 1 ") {
			completion(w, "Sure! "+ans) // never valid
			return
		}
		completion(w, ans)
	})
	recs := testRecords(2)
	l := newLLM(s, &fakeSleep{})
	l.Concurrency = 1
	l.Attempts = 6
	sum, err := l.Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 1 || sum.Failed != 1 || sum.Requests != 6+6 {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	checkFilled(t, &recs[0])
	checkUntouched(t, &recs[1])
	if f := sum.Failures[0]; f.Attempts != 6 || !strings.Contains(f.Error, "gave up after 6 attempts: answer is not a JSON object") {
		t.Errorf("failure %+v", f)
	}
}

func TestEnrichSchemaFallback(t *testing.T) {
	ans := readAnswer(t)
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		if strings.Contains(string(req.ResponseFormat), "json_schema") {
			http.Error(w, `{"error":"response_format json_schema is not supported"}`, 400)
			return
		}
		completion(w, ans)
	})
	recs := testRecords(3)
	l := newLLM(s, &fakeSleep{})
	l.Attempts = 1
	sum, err := l.Enrich(context.Background(), recs)
	if err != nil || sum.Enriched != 3 {
		t.Fatalf("summary %+v, %v", sum, err)
	}
	if last := s.reqs[len(s.reqs)-1]; string(last.ResponseFormat) != `{"type":"json_object"}` {
		t.Errorf("fell back to %s", last.ResponseFormat)
	}
}

func TestEnrichAuthStopsAndKeyNeverLeaks(t *testing.T) {
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		http.Error(w, "bad key "+"sk-secret-123", 401)
	})
	recs := testRecords(4)
	l := newLLM(s, &fakeSleep{})
	l.Concurrency = 1
	sum, err := l.Enrich(context.Background(), recs)
	if !errors.Is(err, ErrAuth) || sum.Failed != 4 || sum.Requests != 1 {
		t.Fatalf("summary %+v, %v; want ErrAuth after one request", sum, err)
	}
	s500 := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		http.Error(w, "echo: Bearer sk-secret-123", 500)
	})
	l = newLLM(s500, &fakeSleep{})
	l.Attempts = 1
	sum, _ = l.Enrich(context.Background(), testRecords(1))
	b, _ := json.Marshal(sum)
	if strings.Contains(string(b), "sk-secret-123") || !strings.Contains(string(b), "[key]") {
		t.Errorf("failure text leaks or loses the redaction: %s", b)
	}
}

// TestEnrichCacheResume interrupts a run, resumes it from the cache, and
// re-runs it at no cost.
func TestEnrichCacheResume(t *testing.T) {
	ans := readAnswer(t)
	ctx, cancel := context.WithCancel(context.Background())
	s := newServer(t, func(n int64, req *chatRequest, w http.ResponseWriter) {
		if n == 3 {
			cancel() // the user presses ^C during the third request
		}
		completion(w, ans)
	})
	dir := t.TempDir()
	recs := testRecords(6)
	l := newLLM(s, &fakeSleep{})
	l.CacheDir, l.Concurrency = dir, 1
	sum, err := l.Enrich(ctx, recs)
	if !errors.Is(err, context.Canceled) || sum.Enriched < 2 || sum.Enriched+sum.Failed != 6 {
		t.Fatalf("interrupted: %+v, %v", sum, err)
	}
	done := sum.Enriched
	before := s.n.Load()
	recs = testRecords(6)
	l = newLLM(s, &fakeSleep{})
	l.CacheDir = dir
	sum, err = l.Enrich(context.Background(), recs)
	if err != nil || sum.Cached != done || sum.Enriched != 6-done || int64(sum.Requests) != s.n.Load()-before {
		t.Fatalf("resumed: %+v, %v (done before: %d)", sum, err, done)
	}
	recs = testRecords(6)
	l = newLLM(s, &fakeSleep{})
	l.CacheDir = dir
	sum, _ = l.Enrich(context.Background(), recs)
	if sum.Cached != 6 || sum.Requests != 0 {
		t.Fatalf("re-run: %+v, want all 6 cached and no request", sum)
	}
	for i := range recs {
		checkFilled(t, &recs[i])
	}
	l.Model = "other"
	sum, _ = l.Enrich(context.Background(), testRecords(1))
	if sum.Cached != 0 || sum.Requests != 1 {
		t.Errorf("another model reused the cache: %+v", sum)
	}
}

func TestLimiter(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(4) // 250ms apart
	l.now = func() time.Time { return now }
	var got []time.Duration
	for i := 0; i < 3; i++ {
		got = append(got, l.reserve())
	}
	l.hold(2 * time.Second)
	got = append(got, l.reserve())
	if fmt.Sprint(got) != "[0s 250ms 500ms 2s]" {
		t.Errorf("waits %v", got)
	}
}

func TestRetryAfter(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for h, want := range map[string]time.Duration{"": 0, "2": 2 * time.Second, "0.5": 500 * time.Millisecond, "junk": 0, "-1": 0,
		now.Add(10 * time.Second).Format(http.TimeFormat): 10 * time.Second} {
		if got := retryAfter(h, now); got != want {
			t.Errorf("retryAfter(%q) = %v, want %v", h, got, want)
		}
	}
}

func TestChatURL(t *testing.T) {
	for in, want := range map[string]string{
		"http://h:8000/v1":                  "http://h:8000/v1/chat/completions",
		"http://h:8000/v1/":                 "http://h:8000/v1/chat/completions",
		"https://api.x/v1/chat/completions": "https://api.x/v1/chat/completions",
	} {
		if got := chatURL(in); got != want {
			t.Errorf("chatURL(%q) = %q", in, got)
		}
	}
}

func TestReadStream(t *testing.T) {
	for in, want := range map[string]string{
		"data: {\"choices\":[{\"delta\":{\"content\":\"ab\"}}]}\n\ndata: {\"choices\":[{\"delta\":{\"content\":\"c\"}}]}\n\ndata: [DONE]\n": "abc",
		": comment\nevent: x\ndata:{\"choices\":[{\"delta\":{\"content\":\"z\"},\"finish_reason\":\"stop\"}]}\n":                            "z",
		"data: {\"choices\":[{\"delta\":{\"content\":\"ab\"}}]}\n":                                                                          "error: stream ended before [DONE]",
		"data: {not json\n": "error: stream chunk is not JSON",
		"data: {\"error\":{\"message\":\"overloaded\"}}\n":                                     "error: stream error: overloaded",
		"data: {\"choices\":[{\"delta\":{\"content\":\"a\"},\"finish_reason\":\"length\"}]}\n": "error: answer cut off",
	} {
		got, err := readStream(strings.NewReader(in))
		if err != nil {
			got = "error: " + err.Error()
		}
		if !strings.HasPrefix(got, want) {
			t.Errorf("readStream(%q) = %q, want %q", in, got, want)
		}
	}
}

func FuzzReadStream(f *testing.F) {
	f.Add("data: {\"choices\":[{\"delta\":{\"content\":\"ab\"}}]}\n\ndata: [DONE]\n")
	f.Add("data: {\"choices\":[{\"delta\":{},\"finish_reason\":\"stop\"}]}\n")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := readStream(strings.NewReader(s))
		l := strings.ToLower(s) // encoding/json matches keys without regard to case
		if err == nil && !strings.Contains(l, "[done]") && !strings.Contains(l, "finish_reason") {
			t.Fatalf("accepted a stream without an end: %q -> %q", s, got)
		}
	})
}

// TestApplyCites checks that Apply takes from commonSituations, solutions,
// preventionTips and exampleFix only what cites the record's evidence: a
// commit or pull request its history names, a test that triggers it, a
// line of its source window; and that an answer with none of them leaves
// the fields as they were.
func TestApplyCites(t *testing.T) {
	r := testRecords(1)[0]
	r.CommonSituations = catalog.Str(`The raising line dates from commit 62c2e091f6 (2026-05-08): "[PD] MORI-IO: Add state transfer (#22665)", pull request #22665.`)
	r.TriggerScenarios = catalog.Str("Triggered in tests/test_conn.py::test_mismatch by `send()`.")
	if p := Prompt(&r); !strings.Contains(p, "Evidence you may cite (by these labels): commit 62c2e091f6; pull request #22665; test tests/test_conn.py::test_mismatch; line N for a source line 9-11") {
		t.Errorf("prompt lacks the evidence labels:\n%s", p)
	}
	a := Answer{
		Documentation: "d", TriggerScenarios: "t", HandlingStrategy: "validation", Tags: []string{"x"}, BackgroundTag: "b",
		CommonSituations: "The PP layout changed in commit 62c2e09. Users upgrade one side only. See pull request #22665 for the schema.",
		Solutions: []string{"Align PP sizes (commit 62c2e091f6)", "Check line 10", "Check line 99", "Upgrade (pull request #2266)",
			"Run tests/test_conn.py::test_mismatch", "Reboot", "See commit 1234567"},
		PreventionTips: []string{"Pin versions"},
		ExampleFix:     catalog.Str("x = 1  # line 11"),
	}
	a.Apply(&r, true)
	if got := catalog.Deref(r.CommonSituations); got != "The PP layout changed in commit 62c2e09. See pull request #22665 for the schema." {
		t.Errorf("commonSituations %q", got)
	}
	if got := strings.Join(r.Solutions, "|"); got != "Align PP sizes (commit 62c2e091f6)|Check line 10|Run tests/test_conn.py::test_mismatch" {
		t.Errorf("solutions %q", got)
	}
	if len(r.PreventionTips) != 0 || catalog.Deref(r.ExampleFix) != "x = 1  # line 11" {
		t.Errorf("preventionTips %q, exampleFix %v", r.PreventionTips, catalog.Deref(r.ExampleFix))
	}
	// Nothing cited: nothing replaced, even with overwrite.
	before := catalog.Deref(r.CommonSituations)
	(&Answer{CommonSituations: "Anything.", Solutions: []string{"Anything"}, Tags: []string{"x"}}).Apply(&r, true)
	if catalog.Deref(r.CommonSituations) != before || len(r.Solutions) != 3 {
		t.Errorf("uncited answer replaced fields: %q %q", catalog.Deref(r.CommonSituations), r.Solutions)
	}
}
