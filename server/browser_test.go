package server

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// chromiumEnv overrides the browser binary; artifactsEnv names the
// directory screenshots are written to.
const (
	chromiumEnv  = "ERRDEX_CHROMIUM"
	artifactsEnv = "ERRDEX_ARTIFACTS"
)

// chromium finds the browser. Its absence fails the test: .ci/run
// installs Debian's chromium, and a developer must too.
func chromium(t *testing.T) string {
	if p := os.Getenv(chromiumEnv); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatalf("the web page test needs headless Chromium: apt-get install -y chromium, or set $%s to the browser binary", chromiumEnv)
	return ""
}

// TestBrowser drives the web page in headless Chromium: explain a pasted
// log, search with a repo filter, and open a record whose message holds
// a <script> element, which must show as text and never run.
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	_, ts := newTestServer(t, "")
	shots := os.Getenv(artifactsEnv)
	if shots == "" {
		shots = filepath.Join(os.TempDir(), "errdex-screenshots")
	}
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshots in %s", shots)

	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1200, 900),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, 60*time.Second)
	defer cancelT()

	// Any JavaScript dialog means markup from a record ran as script.
	dialogs := make(chan string, 4)
	if err := chromedp.Listen(ctx, func(ev any) {
		if d, ok := ev.(*cdppage.EventJavascriptDialogOpening); ok {
			select {
			case dialogs <- d.Message:
			default:
			}
		}
	}); err != nil {
		t.Fatalf("start %s: %v", exe, err)
	}
	shot := func(name string) {
		t.Helper()
		b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(shots, name+".png"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("text of %s: %v", sel, err)
		}
		return s
	}
	count := func(sel string) int {
		t.Helper()
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int]("document.querySelectorAll("+jsString(sel)+").length"))
		if err != nil {
			t.Fatalf("count %s: %v", sel, err)
		}
		return n
	}

	// 1. Paste a log with two events into the explain box.
	log := "2026-01-02T10:00:00Z INFO starting\n" +
		"2026-01-02T10:00:01Z ERROR ConnectionError: connection refused by peer <b>db</b>:5432\n"
	if err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS("#explain textarea")),
		chromedp.SetValue(chromedp.CSS("#explain textarea"), log),
		chromedp.Click(chromedp.CSS("#explain button")),
		chromedp.WaitVisible(chromedp.CSS(".event .match")),
	); err != nil {
		t.Fatalf("explain: %v", err)
	}
	shot("explain")
	if got := text(".match h3 a.permalink"); got != "ConnectionError: connection refused by peer <b>db</b>:5432" {
		t.Errorf("explained message %q", got)
	}
	if got := text(".match tr.hit td.ln"); got != "12" {
		t.Errorf("highlighted source line %q, want 12", got)
	}
	if got := text(".match dl.params dd"); got != "<b>db</b>:5432" {
		t.Errorf("param %q", got)
	}
	if n := count("main b"); n != 0 {
		t.Errorf("pasted markup became %d <b> elements", n)
	}

	// 2. Follow the permalink: the record page shows the filled template.
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.CSS(".match h3 a.permalink")),
		chromedp.WaitVisible(chromedp.CSS("h1.message")),
	); err != nil {
		t.Fatalf("permalink: %v", err)
	}
	if got := text("h1.message"); got != "ConnectionError: connection refused by peer <b>db</b>:5432" {
		t.Errorf("record page heading %q", got)
	}

	// 3. Search with a repo filter.
	if err := chromedp.Do(ctx,
		chromedp.SetValue(chromedp.CSS("header input[name=q]"), "connection"),
		chromedp.SetValue(chromedp.CSS("header select[name=repo]"), "beta/two"),
		chromedp.Click(chromedp.CSS("header button")),
		chromedp.WaitVisible(chromedp.CSS("ol.hits")),
	); err != nil {
		t.Fatalf("search: %v", err)
	}
	shot("search")
	if got := text("p.total"); got != "1 record" {
		t.Errorf("search total %q", got)
	}
	if got := text("ol.hits mark"); got != "connection" {
		t.Errorf("highlight %q", got)
	}

	// 4. A record whose message is markup renders it as text.
	if err := chromedp.Do(ctx,
		chromedp.Navigate(ts.URL+"/r/a000000000000002?sha=1111111111111111111111111111111111111111"),
		chromedp.WaitVisible(chromedp.CSS("h1.message")),
	); err != nil {
		t.Fatalf("record: %v", err)
	}
	shot("record-script")
	if got := text("h1.message"); !strings.Contains(got, "<script>alert(1)</script> invalid token {tok}") {
		t.Errorf("record heading %q", got)
	}
	if n := count("script"); n != 0 {
		t.Errorf("record page has %d <script> elements", n)
	}
	if got := text("div.enrichment p.doc"); got != "Token <b>parsing</b> failed & stopped." {
		t.Errorf("documentation %q", got)
	}
	select {
	case m := <-dialogs:
		t.Errorf("a JavaScript dialog opened: %q", m)
	default:
	}
}

func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
