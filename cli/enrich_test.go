package cli

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestEnrichScripts runs testdata/enrich/*.txtar against a fake
// chat-completions server whose URL is $LLM. Its paths pick a behaviour:
// /ok answers at once; /flaky answers each prompt's first request with a
// 429 and then streams the answer; /bad always answers malformed JSON;
// /auth wants the key sk-test.
func TestEnrichScripts(t *testing.T) {
	answer, err := os.ReadFile("../enrich/testdata/answer.json")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(fakeLLM(strings.TrimSpace(string(answer))))
	t.Cleanup(srv.Close) // the scripts run in parallel, after this function returns
	testscript.Run(t, testscript.Params{
		Dir: "testdata/enrich",
		Setup: func(e *testscript.Env) error {
			e.Setenv("LLM", srv.URL)
			return nil
		},
	})
}

func fakeLLM(answer string) http.Handler {
	var mu sync.Mutex
	seen := map[string]bool{}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []struct{ Content string }
		}
		if json.NewDecoder(r.Body).Decode(&req) != nil || len(req.Messages) != 2 {
			http.Error(w, "bad request", 400)
			return
		}
		mode, _, _ := strings.Cut(strings.TrimPrefix(r.URL.Path, "/"), "/")
		content := answer
		switch mode {
		case "flaky":
			mu.Lock()
			first := !seen[req.Messages[1].Content]
			seen[req.Messages[1].Content] = true
			mu.Unlock()
			if first {
				w.Header().Set("Retry-After", "0")
				http.Error(w, "rate limited", http.StatusTooManyRequests)
				return
			}
			w.Header().Set("Content-Type", "text/event-stream")
			for i := 0; i < len(content); i += 16 {
				b, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"delta": map[string]string{"content": content[i:min(i+16, len(content))]}}}})
				fmt.Fprintf(w, "data: %s\n\n", b)
			}
			fmt.Fprint(w, "data: [DONE]\n\n")
			return
		case "bad":
			content = "{\"documentation\": \"cut"
		case "auth":
			if r.Header.Get("Authorization") != "Bearer sk-test" {
				http.Error(w, "invalid key "+r.Header.Get("Authorization"), http.StatusUnauthorized)
				return
			}
		}
		b, _ := json.Marshal(map[string]any{"choices": []any{map[string]any{"message": map[string]string{"content": content}, "finish_reason": "stop"}}})
		w.Header().Set("Content-Type", "application/json")
		w.Write(b)
	})
}
