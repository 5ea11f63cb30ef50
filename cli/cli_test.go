package cli

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/errdex/errdex/internal/gotrace"
	"github.com/errdex/errdex/match"
	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"errdex": func() {
			ctx, stop := SignalContext(context.Background())
			env := &Env{Ctx: ctx, Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
			code := Run(env, os.Args[1:])
			stop()
			os.Exit(code)
		},
	})
}

// TestScripts runs every testdata/script/*.txtar end to end against the
// errdex binary. $EXAMPLES is the repository's examples directory;
// $GOROOTSRC the installed toolchain's GOROOT/src (condition [goroot]
// when it has one) and $HOSTGOCACHE its build cache.
func TestScripts(t *testing.T) {
	examples, err := filepath.Abs("../examples")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{Dir: "testdata/script", Setup: func(e *testscript.Env) error {
		e.Setenv("EXAMPLES", examples)
		e.Setenv("GOROOTSRC", gorootSrc())
		e.Setenv("HOSTGOCACHE", hostGoCache())
		return nil
	}, Cmds: map[string]func(*testscript.TestScript, bool, []string){"cmprecords": cmpRecords, "mktgz": mkTgz, "httpserve": httpServe, "freeport": freePort, "httpwait": httpWait,
		"rtsite": rtSite}, Condition: func(cond string) (bool, error) {
		if cond == "goroot" {
			return gorootSrc() != "", nil
		}
		return false, fmt.Errorf("unknown condition %q", cond)
	}})
}

// scanTimes matches the two fields of a dataset line that change from one
// scan to the next.
var scanTimes = regexp.MustCompile(`"(analyzedAt|datasetVersion)":"[^"]*"`)

// cmpRecords is the script command "cmprecords A B": the datasets A and B
// are byte-identical once their analyzedAt and datasetVersion are blanked.
func cmpRecords(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: cmprecords A B")
	}
	var blanked [2][]byte
	for i, a := range args {
		blanked[i] = scanTimes.ReplaceAll([]byte(ts.ReadFile(a)), []byte(`"$1":""`))
	}
	same := bytes.Equal(blanked[0], blanked[1])
	switch {
	case same && neg:
		ts.Fatalf("%s and %s have the same records", args[0], args[1])
	case !same && !neg:
		ts.Fatalf("%s and %s differ beyond analyzedAt and datasetVersion", args[0], args[1])
	}
}

// mkTgz is the script command "mktgz OUT DIR": OUT is a gzip-compressed
// tar of DIR's files, under a top folder named as DIR is.
func mkTgz(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: mktgz OUT DIR")
	}
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	dir := ts.MkAbs(args[1])
	top := filepath.Base(dir)
	err := filepath.WalkDir(dir, func(p string, de fs.DirEntry, err error) error {
		if err != nil || de.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := tw.WriteHeader(&tar.Header{Name: top + "/" + filepath.ToSlash(rel), Mode: 0o644, Size: int64(len(b)), Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		_, err = tw.Write(b)
		return err
	})
	ts.Check(err)
	ts.Check(tw.Close())
	ts.Check(gz.Close())
	ts.Check(os.WriteFile(ts.MkAbs(args[0]), buf.Bytes(), 0o644))
}

// httpServe is the script command "httpserve VAR DIR": an HTTP server on
// the loopback interface serving DIR's files until the script ends, its
// URL in $VAR; each request's path is appended to $WORK/httpserve.log.
func httpServe(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: httpserve VAR DIR")
	}
	logPath := ts.MkAbs("httpserve.log")
	files := http.FileServer(http.Dir(ts.MkAbs(args[1])))
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		if f, err := os.OpenFile(logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			fmt.Fprintln(f, r.URL.Path)
			f.Close()
		}
		mu.Unlock()
		files.ServeHTTP(w, r)
	}))
	ts.Defer(srv.Close)
	ts.Setenv(args[0], srv.URL)
}

// freePort is the script command "freeport VAR": $VAR is a TCP port of the
// loopback interface that was free a moment ago.
func freePort(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: freeport VAR")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	ts.Check(err)
	ts.Setenv(args[0], fmt.Sprint(ln.Addr().(*net.TCPAddr).Port))
	ln.Close()
}

// httpWait is the script command "httpwait URL BODY REGEXP": it sends BODY
// to URL (a POST, or a GET when BODY is empty) every 50ms until the
// response's body matches REGEXP, and fails after 30 s with the last
// response. A refused connection (the server not up yet) is retried.
func httpWait(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: httpwait URL BODY REGEXP")
	}
	re, err := regexp.Compile(args[2])
	ts.Check(err)
	var last string
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		var resp *http.Response
		if args[1] == "" {
			resp, err = http.Get(args[0])
		} else {
			resp, err = http.Post(args[0], "application/json", strings.NewReader(args[1]))
		}
		if err != nil {
			last = err.Error()
			continue
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if last = string(b); re.Match(b) {
			return
		}
	}
	ts.Fatalf("%s: no response matching %q in 30 s; the last was: %s", args[0], args[2], last)
}

// gorootSrc is the installed Go toolchain's GOROOT/src, or "" when there
// is no go command or its GOROOT holds no runtime source: scripts read it
// as $GOROOTSRC, under the condition [goroot].
var gorootSrc = sync.OnceValue(func() string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return ""
	}
	src := filepath.Join(strings.TrimSpace(string(out)), "src")
	if _, err := os.Stat(filepath.Join(src, "runtime", "panic.go")); err != nil {
		return ""
	}
	return src
})

// hostGoCache is the installed toolchain's build cache (go env GOCACHE),
// or "".
var hostGoCache = sync.OnceValue(func() string {
	out, err := exec.Command("go", "env", "GOCACHE").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
})

// rtSite is the script command "rtsite top|tied SYSTEM ANSWER": SYSTEM is
// a Go program's crash printed with GOTRACEBACK=system, which shows the
// runtime's own frames; the site that raised it is the first frame of the
// failing goroutine's stack (or of "runtime stack:") below the functions
// that only report (gotrace.Raising), its file relative to $GOROOTSRC, as
// bench/runtime/goruntime finds it. ANSWER is errdex explain --json's
// answer to the crash as a user sees it (the default GOTRACEBACK, which
// hides the runtime's frames): with top its first match must be at that
// site, with tied one of its tied best. The site comes from running the
// program, so the script holds for any Go release's line numbers.
func rtSite(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 || args[0] != "top" && args[0] != "tied" {
		ts.Fatalf("usage: rtsite top|tied SYSTEM ANSWER")
	}
	src := ts.Getenv("GOROOTSRC") + "/"
	fr, err := gotrace.Raising(ts.ReadFile(args[1]))
	if err != nil {
		ts.Fatalf("%s: %v", args[1], err)
	}
	if !strings.HasPrefix(fr.File, src) {
		ts.Fatalf("%s: the raising frame is outside GOROOT/src: %s", args[1], fr.File)
	}
	file, line := strings.TrimPrefix(fr.File, src), fr.Line
	var ans match.Answer
	if err := json.Unmarshal([]byte(ts.ReadFile(args[2])), &ans); err != nil {
		ts.Fatalf("%s: %v", args[2], err)
	}
	n := max(ans.Ties, 1)
	if args[0] == "top" {
		n = 1
	}
	var got []string
	for i, m := range ans.Matches {
		if i >= n {
			break
		}
		if m.Record.FilePath == file && m.Record.LineNumber == line {
			ts.Logf("%s:%d, the site, is answer %d of %d tied (%s)", file, line, i+1, max(ans.Ties, 1), ans.Status)
			return
		}
		got = append(got, fmt.Sprintf("%s:%d", m.Record.FilePath, m.Record.LineNumber))
	}
	ts.Fatalf("the site %s:%d is not the %s answer (%s): %s", file, line, args[0], ans.Status, strings.Join(got, ", "))
}
