// Command logs-go measures how well errdex match traces real Go log lines
// to the log calls that printed them.
//
// It runs the standard library's net/http server (and
// httputil.ReverseProxy) against bad clients in this process: a TLS
// server gets plain HTTP, garbage and a client that hangs up mid-handshake;
// handlers panic and write their header twice; a listener fails Accept
// with a temporary error; a proxy's backend is down; a cookie has a bad
// domain. net/http logs each failure through Server.ErrorLog (or the log
// package), which is set in turn to a plain log.Logger and to
// slog.NewLogLogger over slog's JSON and text handlers, so the same real
// log calls print in the three forms services use. The truth of each line
// is the call site, read from the goroutine's stack when the line is
// written: the first frame outside package log, log/slog, fmt, runtime,
// this program and the logf helpers.
//
// It then scans $(go env GOROOT)/src/net with errdex, runs errdex match
// --json over the log, and prints a Markdown table: per form, the lines,
// the lines whose top match is the truth site (right), another site
// (wrong), and no site (unanswered). A record is at the truth when its
// filePath is the truth path below GOROOT/src (or a suffix of it at a /)
// and its line is the truth's.
//
// Usage (bench/logs-go/run.sh):
//
//	go run ./bench/logs-go -errdex ERRDEX -out DIR [-v]
package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// truthLog writes log entries to a file and notes, for each, the line it
// starts on, its form and the call site that logged it.
type truthLog struct {
	mu    sync.Mutex
	out   io.Writer
	line  int // lines written so far
	form  string
	truth []truth
}

type truth struct {
	Line int    `json:"line"`
	End  int    `json:"endLine"`
	Form string `json:"form"`
	File string `json:"file"` // below GOROOT/src
	Site int    `json:"site"`
	Text string `json:"text"`
}

var gorootSrc = filepath.ToSlash(filepath.Join(runtime.GOROOT(), "src")) + "/"

// site returns the log call's location: the first frame of the current
// stack that is not logging machinery.
func site() (string, int) {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(2, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		fn := f.Function
		skip := strings.HasPrefix(fn, "runtime.") || strings.HasPrefix(fn, "log.") || strings.HasPrefix(fn, "log/slog.") ||
			strings.HasPrefix(fn, "fmt.") || strings.HasPrefix(fn, "main.") || strings.HasSuffix(fn, ".logf") || strings.HasSuffix(fn, ".vlogf")
		if !skip {
			return strings.TrimPrefix(filepath.ToSlash(f.File), gorootSrc), f.Line
		}
		if !more {
			return "", 0
		}
	}
}

// entry writes one log entry p (which ends in a newline) with its truth.
func (t *truthLog) entry(p []byte, file string, line int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.out.Write(p)
	n := strings.Count(string(p), "\n")
	if n == 0 {
		n = 1
	}
	if file != "" && !strings.HasPrefix(file, "/") {
		t.truth = append(t.truth, truth{Line: t.line + 1, End: t.line + n, Form: t.form, File: file, Site: line, Text: firstLine(string(p))})
	}
	t.line += n
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// writer is the io.Writer of a log.Logger: each Write is one entry.
type writer struct{ t *truthLog }

func (w writer) Write(p []byte) (int, error) {
	f, l := site()
	w.t.entry(p, f, l)
	return len(p), nil
}

// handler wraps a slog handler so that the truth is noted as the record
// is handled, while the logging call is on the stack.
type handler struct {
	slog.Handler
	t   *truthLog
	buf *strings.Builder
}

func (h handler) Handle(ctx context.Context, r slog.Record) error {
	f, l := site()
	h.t.mu.Lock()
	h.buf.Reset()
	err := h.Handler.Handle(ctx, r)
	p := []byte(h.buf.String())
	h.t.mu.Unlock()
	h.t.entry(p, f, l)
	return err
}

func (h handler) WithAttrs(as []slog.Attr) slog.Handler {
	return handler{h.Handler.WithAttrs(as), h.t, h.buf}
}

func (h handler) WithGroup(g string) slog.Handler { return handler{h.Handler.WithGroup(g), h.t, h.buf} }

// loggers returns the error logs of the three forms: log's default
// format, and slog's JSON and text handlers behind slog.NewLogLogger.
func loggers(t *truthLog) []struct {
	form string
	l    *log.Logger
} {
	jsonBuf, textBuf := &strings.Builder{}, &strings.Builder{}
	return []struct {
		form string
		l    *log.Logger
	}{
		{"log (LstdFlags)", log.New(writer{t}, "", log.LstdFlags)},
		{"slog JSON handler", slog.NewLogLogger(handler{slog.NewJSONHandler(jsonBuf, nil), t, jsonBuf}, slog.LevelError)},
		{"slog text handler", slog.NewLogLogger(handler{slog.NewTextHandler(textBuf, nil), t, textBuf}, slog.LevelError)},
	}
}

func selfSigned() tls.Certificate {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	check(err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	check(err)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "logs-go:", err)
		os.Exit(1)
	}
}

// flakyListener fails its first Accept with a temporary error, as a
// process out of file descriptors does.
type flakyListener struct {
	net.Listener
	once sync.Once
}

type tempErr struct{}

func (tempErr) Error() string   { return "accept tcp: too many open files" }
func (tempErr) Timeout() bool   { return false }
func (tempErr) Temporary() bool { return true }

func (l *flakyListener) Accept() (net.Conn, error) {
	var fail bool
	l.once.Do(func() { fail = true })
	if fail {
		return nil, tempErr{}
	}
	return l.Listener.Accept()
}

// provoke runs the bad clients against servers that log to errLog.
func provoke(errLog *log.Logger) {
	mux := http.NewServeMux()
	mux.HandleFunc("/panic", func(w http.ResponseWriter, r *http.Request) { panic("handler exploded") })
	mux.HandleFunc("/twice", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(200)
		w.WriteHeader(500)
	})
	mux.HandleFunc("/cookie", func(w http.ResponseWriter, r *http.Request) {
		http.SetCookie(w, &http.Cookie{Name: "s", Value: "v", Domain: "bad domain!"})
	})
	proxyTarget, _ := url.Parse("http://127.0.0.1:1") // nothing listens on port 1
	proxy := httputil.NewSingleHostReverseProxy(proxyTarget)
	proxy.ErrorLog = errLog
	mux.Handle("/proxy", proxy)

	// Plain HTTP server (with a listener whose first Accept fails).
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	srv := &http.Server{Handler: mux, ErrorLog: errLog}
	go srv.Serve(&flakyListener{Listener: ln})
	base := "http://" + ln.Addr().String()
	time.Sleep(30 * time.Millisecond)
	for _, p := range []string{"/panic", "/twice", "/cookie", "/proxy"} {
		if resp, err := http.Get(base + p); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}

	// TLS server: plain HTTP, garbage, and a hang-up mid-handshake.
	tln, err := net.Listen("tcp", "127.0.0.1:0")
	check(err)
	tsrv := &http.Server{Handler: mux, ErrorLog: errLog, TLSConfig: &tls.Config{Certificates: []tls.Certificate{selfSigned()}}}
	go tsrv.ServeTLS(tln, "", "")
	addr := tln.Addr().String()
	if resp, err := http.Get("http://" + addr + "/"); err == nil {
		resp.Body.Close()
	}
	for _, junk := range []string{"\x16\x03\x01\x00\x05hello", "SSH-2.0-OpenSSH_9.2\r\n", ""} {
		c, err := net.Dial("tcp", addr)
		check(err)
		c.Write([]byte(junk))
		time.Sleep(20 * time.Millisecond)
		c.Close()
	}
	// A TLS client that does not trust the certificate: the server sees
	// the client's alert.
	if resp, err := http.Get("https://" + addr + "/"); err == nil {
		resp.Body.Close()
	}
	time.Sleep(100 * time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	srv.Shutdown(ctx)
	tsrv.Shutdown(ctx)
}

// answer is the part of errdex match --json's answer the score reads.
type answer struct {
	Input struct {
		Line    int `json:"line"`
		EndLine int `json:"endLine"`
	} `json:"input"`
	Matches []struct {
		Record struct {
			FilePath   string `json:"filePath"`
			LineNumber int    `json:"lineNumber"`
			ErrorType  string `json:"errorType"`
		} `json:"record"`
	} `json:"matches"`
}

func main() {
	errdex := flag.String("errdex", "errdex", "errdex binary")
	out := flag.String("out", "", "directory for the log, the truth, the catalog and the answers")
	verbose := flag.Bool("v", false, "print every line that is not right")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "usage: logs-go -errdex ERRDEX -out DIR [-v]")
		os.Exit(2)
	}
	check(os.MkdirAll(*out, 0o755))
	logPath := filepath.Join(*out, "app.log")
	f, err := os.Create(logPath)
	check(err)
	bw := bufio.NewWriter(f)
	t := &truthLog{out: bw}
	log.SetOutput(writer{t}) // the log package's own calls (cookie.go)
	for _, l := range loggers(t) {
		t.mu.Lock()
		t.form = l.form
		t.mu.Unlock()
		provoke(l.l)
	}
	check(bw.Flush())
	check(f.Close())
	log.SetOutput(os.Stderr)
	tj, err := os.Create(filepath.Join(*out, "truth.jsonl"))
	check(err)
	enc := json.NewEncoder(tj)
	for _, tr := range t.truth {
		enc.Encode(tr)
	}
	tj.Close()

	catalog := filepath.Join(*out, "net.jsonl")
	scan := exec.Command(*errdex, "scan", "-q", "--no-enrich", "-o", catalog, filepath.Join(runtime.GOROOT(), "src", "net"))
	scan.Stderr = os.Stderr
	check(scan.Run())
	match := exec.Command(*errdex, "match", "--catalog", catalog, "--json", logPath)
	ans, _ := match.Output() // exit 1 when some event is unknown
	check(os.WriteFile(filepath.Join(*out, "answers.jsonl"), ans, 0o644))
	var answers []answer
	for _, l := range strings.Split(string(ans), "\n") {
		var a answer
		if json.Unmarshal([]byte(l), &a) == nil && a.Input.Line > 0 {
			answers = append(answers, a)
		}
	}
	type row struct{ lines, right, wrong, none int }
	rows := map[string]*row{}
	sites := map[string]bool{}
	for _, tr := range t.truth {
		r := rows[tr.Form]
		if r == nil {
			r = &row{}
			rows[tr.Form] = r
		}
		r.lines++
		sites[fmt.Sprintf("%s:%d", tr.File, tr.Site)] = true
		var got *answer
		for i := range answers {
			if answers[i].Input.Line <= tr.Line && tr.Line <= answers[i].Input.EndLine {
				got = &answers[i]
				break
			}
		}
		verdict := "unanswered"
		if got != nil && len(got.Matches) > 0 {
			m := got.Matches[0].Record
			verdict = fmt.Sprintf("wrong (%s:%d)", m.FilePath, m.LineNumber)
			if m.LineNumber == tr.Site && ("net/"+m.FilePath == tr.File || strings.HasSuffix(tr.File, "/"+m.FilePath)) {
				verdict = "right"
			}
		}
		switch {
		case verdict == "right":
			r.right++
		case verdict == "unanswered":
			r.none++
		default:
			r.wrong++
		}
		if *verbose && verdict != "right" {
			fmt.Printf("- %s line %d (%s:%d): %s\n  %s\n", tr.Form, tr.Line, tr.File, tr.Site, verdict, tr.Text)
		}
	}
	var forms []string
	for k := range rows {
		forms = append(forms, k)
	}
	sort.Strings(forms)
	var list []string
	for s := range sites {
		list = append(list, s)
	}
	sort.Strings(list)
	fmt.Printf("net/http log lines from %d call sites: %s\n\n", len(list), strings.Join(list, ", "))
	fmt.Println("| form | lines | right | wrong | unanswered |")
	fmt.Println("|---|---|---|---|---|")
	var total row
	for _, k := range forms {
		r := rows[k]
		fmt.Printf("| %s | %d | %d | %d | %d |\n", k, r.lines, r.right, r.wrong, r.none)
		total.lines += r.lines
		total.right += r.right
		total.wrong += r.wrong
		total.none += r.none
	}
	fmt.Printf("| **total** | %d | %d | %d | %d |\n", total.lines, total.right, total.wrong, total.none)
	if total.lines == 0 {
		check(errors.New("no log lines were produced"))
	}
}
