package server

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// TestPages checks each page's status and that record text holding markup
// is rendered escaped: no page may contain a <script> element.
func TestPages(t *testing.T) {
	_, ts := newTestServer(t, "")
	for _, c := range []struct {
		method, path, form string
		status             int
		want               []string
	}{
		{"GET", "/", "", 200, []string{`<form id="explain"`, "7 records in 3 datasets", `<option value="beta/two">`}},
		{"GET", "/r/a000000000000002?sha=1111111111111111111111111111111111111111&p=%3Cimg%20src=x%3E", "", 200, []string{
			"&lt;script&gt;alert(1)&lt;/script&gt; invalid token &lt;img src=x&gt;",
			"Token &lt;b&gt;parsing&lt;/b&gt; failed &amp; stopped.",
			`<dt>tok</dt>`,
			`<tr class="hit"><td class="ln">20</td>`}},
		{"GET", "/r/a000000000000001", "", 200, []string{"connection refused by peer {host}", `href="https://github.com/acme/one/blob/2222`}},
		{"GET", "/r/ffffffffffffffff", "", 404, []string{"No record has the id ffffffffffffffff."}},
		{"GET", "/r/%3Cscript%3E", "", 400, []string{"record ids are"}},
		{"GET", "/search?q=pool&repo=beta/two", "", 200, []string{"1 record<", "connection <mark>pool</mark> is full", `<option value="beta/two" selected>`}},
		{"GET", "/search?q=%3Cscript%3E", "", 200, []string{`value="&lt;script&gt;"`, "0 records"}},
		{"GET", "/search?q=&perPage=2", "", 200, []string{"4 records", `rel="next" href="/search?page=2"`}},
		{"GET", "/search?q=%FF", "", 400, []string{"not valid UTF-8"}},
		{"POST", "/explain", "text=" + url.QueryEscape("ConnectionError: connection refused by peer <b>db</b>:5432"), 200, []string{
			"1 event<", `href="/r/a000000000000001?sha=2222222222222222222222222222222222222222&amp;p=%3Cb%3Edb%3C%2Fb%3E%3A5432"`,
			"connection refused by peer &lt;b&gt;db&lt;/b&gt;:5432", `<dt>host</dt>`}},
		{"POST", "/explain", "text=" + url.QueryEscape("<script>alert(1)</script>"), 200, []string{"No record in the catalog explains this event.", "&lt;script&gt;alert(1)&lt;/script&gt;"}},
		{"POST", "/explain", "text=%20", 400, []string{"Paste an error message"}},
		{"POST", "/explain", "text=" + url.QueryEscape("ValueError: connection pool is full"), 200, []string{
			"leads to check, not an answer.</p>", `<div class="leads"><article class="match">`}},
		{"GET", "/static/style.css", "", 200, []string{"tr.hit"}},
		{"GET", "/nowhere", "", 404, []string{"There is no page at /nowhere."}},
	} {
		var resp *http.Response
		var err error
		if c.method == "POST" {
			resp, err = http.Post(ts.URL+c.path, "application/x-www-form-urlencoded", strings.NewReader(c.form))
		} else {
			resp, err = http.Get(ts.URL + c.path)
		}
		if err != nil {
			t.Fatal(err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		body := string(raw)
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: status %d, want %d", c.method, c.path, resp.StatusCode, c.status)
		}
		for _, w := range c.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s %s: page lacks %q\n%s", c.method, c.path, w, body)
			}
		}
		if csp := resp.Header.Get("Content-Security-Policy"); c.path != "/static/style.css" && !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s %s: Content-Security-Policy %q lacks frame-ancestors 'none'", c.method, c.path, csp)
		}
		if xfo := resp.Header.Get("X-Frame-Options"); xfo != "DENY" {
			t.Errorf("%s %s: X-Frame-Options %q", c.method, c.path, xfo)
		}
		if strings.Contains(strings.ToLower(body), "<script") {
			t.Errorf("%s %s: page contains a <script element", c.method, c.path)
		}
	}
}
