package server

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzAPI sends arbitrary explain bodies, search parameters and record ids:
// every answer must be a JSON body with a status below 500, and errors must
// carry a code.
func FuzzAPI(f *testing.F) {
	srv, _ := newTestServer(f, "")
	f.Add(`{"text":"ConnectionError: connection pool is full"}`, "connection", "a000000000000001")
	f.Add(`{"text":`, `'; DROP TABLE records;--`, "<script>")
	f.Add("Traceback (most recent call last):\n  File \"x\", line 1\nValueError: x", "\xff\xfe", "%00")
	f.Fuzz(func(t *testing.T, body, q, id string) {
		check := func(rec *httptest.ResponseRecorder, what string) {
			if rec.Code >= 500 {
				t.Fatalf("%s: status %d: %s", what, rec.Code, rec.Body)
			}
			var v map[string]any
			if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
				t.Fatalf("%s: body is not JSON: %v: %q", what, err, rec.Body)
			}
			if rec.Code >= 400 {
				e, _ := v["error"].(map[string]any)
				if c, _ := e["code"].(string); c == "" {
					t.Fatalf("%s: error without a code: %s", what, rec.Body)
				}
				if m, _ := e["message"].(string); goNames.MatchString(m) {
					t.Fatalf("%s: the message names Go types: %s", what, m)
				}
			}
		}
		for _, ct := range []string{"application/json", "text/plain"} {
			rec := httptest.NewRecorder()
			req := httptest.NewRequest("POST", "/v1/explain", strings.NewReader(body))
			req.Header.Set("Content-Type", ct)
			srv.ServeHTTP(rec, req)
			check(rec, "explain "+ct)
		}
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/search?q="+url.QueryEscape(q)+"&class="+url.QueryEscape(id), nil))
		check(rec, "search")
		rec = httptest.NewRecorder()
		srv.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/records/"+url.PathEscape(id)+"?sha="+url.QueryEscape(q), nil))
		if rec.Code != 301 && rec.Code != 307 && rec.Code != 308 { // ServeMux cleans paths such as "/v1/records/.."
			check(rec, "record")
		}
	})
}
