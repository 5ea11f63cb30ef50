package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/template"
)

func main() {
	records := flag.Int("records", 100000, "synthetic catalog size")
	clients := flag.Int("clients", 200, "concurrent clients")
	duration := flag.Duration("duration", 60*time.Second, "length of each mixed run")
	runs := flag.Int("runs", 2, "mixed runs in the same server process, each reporting RSS after it (memory growth check)")
	baseline := flag.Duration("baseline", 10*time.Second, "length of the /healthz baseline run (0 to skip)")
	errdex := flag.String("errdex", "", "errdex binary (default: go build ./cmd/errdex into the work dir)")
	work := flag.String("work", "", "work directory, kept and reused when given (default: a new temp dir, removed at the end)")
	dbFlag := flag.String("db", "", "store to serve: a postgres:// URL, imported into unless -reuse (default: bench.db in the work dir, reused when present)")
	reuse := flag.Bool("reuse", false, "with a postgres -db, serve what it holds without importing")
	flag.Parse()
	if err := run(*records, *clients, *runs, *duration, *baseline, *errdex, *work, *dbFlag, *reuse); err != nil {
		fmt.Fprintln(os.Stderr, "bench/serve:", err)
		os.Exit(1)
	}
}

// Synthetic catalog vocabulary.
var (
	words   = strings.Fields("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu buffer socket channel worker shard replica ledger cursor token session tensor kernel packet frame stream queue lease quota index schema column tuple batch segment volume bucket object region zone cluster node pod")
	verbs   = strings.Fields("open read write close parse decode encode flush sync commit allocate resolve connect bind load store send receive validate compile register")
	classes = strings.Fields("ValueError TypeError KeyError RuntimeError IOError OSError ConnectionError TimeoutError PermissionError NotImplementedError AssertionError LookupError")
)

// synth builds record i: a message template of literal words and one or two
// holes, the pattern and source window scan would produce for it.
func synth(i int) (catalog.Entry, template.Template) {
	r := rand.New(rand.NewPCG(uint64(i), 42))
	pick := func(s []string) string { return s[r.IntN(len(s))] }
	repo := fmt.Sprintf("synthetic/repo%d", i%10)
	sha := fmt.Sprintf("%040x", i%10+1)
	t := template.Concat(
		template.Lit(fmt.Sprintf("failed to %s %s %s #%d: ", pick(verbs), pick(words), pick(words), i)),
		template.Hole(pick(words), "", ""),
	)
	if r.IntN(2) == 0 {
		t = template.Concat(t, template.Lit(" (after "), template.Hole("attempts", "", "d"), template.Lit(" attempts)"))
	}
	class := pick(classes)
	path := fmt.Sprintf("pkg/%s/%s_%d.py", pick(words), pick(words), i%97)
	line := 10 + r.IntN(500)
	var src []string
	for j := line - 5; j <= line+5; j++ {
		if j == line {
			src = append(src, fmt.Sprintf("        raise %s(f%q)", class, t.Message()))
		} else {
			src = append(src, fmt.Sprintf("    %s_%d = %s(%s)", pick(words), j, pick(verbs), pick(words)))
		}
	}
	doc := fmt.Sprintf("The %s could not %s the %s because the %s was in a bad state.", pick(words), pick(verbs), pick(words), pick(words))
	rec := catalog.Record{
		ID: fmt.Sprintf("%016x", uint64(i)*0x9e3779b97f4a7c15), Repo: catalog.Str(repo), Slug: fmt.Sprintf("synthetic-%d", i),
		ErrorMessage: t.Message(), MessagePattern: t.Pattern(), ErrorType: "exception", ErrorClass: class, Severity: "error",
		FilePath: path, LineNumber: line, SourceCode: strings.Join(src, "\n"), SourceCodeStart: line - 5, SourceCodeEnd: line + 5,
		GithubURL:     catalog.Str(fmt.Sprintf("https://github.com/%s/blob/%s/%s#L%d-L%d", repo, sha, path, line-5, line+5)),
		Documentation: catalog.Str(doc), Solutions: []string{"Retry the " + pick(verbs) + " step", "Check the " + pick(words) + " configuration"},
		Tags: []string{pick(words), pick(words)}, AnalyzedSha: catalog.Str(sha), AnalyzedAt: "2026-12-01T00:00:00.000Z", SchemaVersion: catalog.SchemaVersion,
	}
	return catalog.Entry{Record: rec, DatasetVersion: "2026-12-01T00:00:00.000Z"}, t
}

func run(n, clients, runs int, dur, base time.Duration, bin, work, dbFlag string, reuse bool) error {
	if work == "" {
		d, err := os.MkdirTemp("", "errdex-bench-serve-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(d)
		work = d
	}
	if bin == "" {
		bin = filepath.Join(work, "errdex")
		if out, err := exec.Command("go", "build", "-o", bin, "./cmd/errdex").CombinedOutput(); err != nil {
			return fmt.Errorf("go build ./cmd/errdex (run from the repo root): %v\n%s", err, out)
		}
	}
	ds := filepath.Join(work, "synthetic.jsonl")
	db := filepath.Join(work, "bench.db")
	if dbFlag != "" {
		db = dbFlag
	}
	if _, err := os.Stat(db); err == nil || reuse {
		fmt.Printf("reusing %s\n", db)
	} else if err := build(n, bin, ds, db); err != nil {
		return err
	}
	return serve(n, clients, runs, dur, base, bin, db)
}

// build writes the synthetic dataset and imports it into db.
func build(n int, bin, ds, db string) error {
	t0 := time.Now()
	if _, err := os.Stat(ds); err == nil {
		fmt.Printf("reusing %s\n", ds)
	} else if err := catalog.WriteFileAtomic(ds, func(w io.Writer) error {
		enc := catalog.NewEncoder(w)
		for i := 0; i < n; i++ {
			e, _ := synth(i)
			if err := enc.Encode(&e); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		return err
	} else {
		fmt.Printf("generated %d records in %s\n", n, time.Since(t0).Round(time.Millisecond))
	}
	t0 = time.Now()
	if out, err := exec.Command(bin, "import", "--db", db, ds).CombinedOutput(); err != nil {
		return fmt.Errorf("import: %v\n%s", err, out)
	}
	fmt.Printf("imported in %s", time.Since(t0).Round(time.Millisecond))
	if fi, err := os.Stat(db); err == nil {
		fmt.Printf(" (database %d MB)", fi.Size()>>20)
	}
	fmt.Println()
	return nil
}

// serve starts the server over db and runs the load phases.
func serve(n, clients, runs int, dur, base time.Duration, bin, db string) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	t0 := time.Now()
	// No access log: a line per request would flood this program's
	// output, and the figures before it were measured without one. (An
	// errdex from before the access log has neither it nor the flag.)
	args := []string{"serve", "--addr", "127.0.0.1:0", "--db", db}
	if usage, _ := exec.Command(bin, "help", "serve").Output(); strings.Contains(string(usage), "--no-access-log") {
		args = append(args, "--no-access-log")
	}
	cmd := exec.CommandContext(ctx, bin, args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(stderr)
	if !sc.Scan() {
		return fmt.Errorf("serve printed nothing")
	}
	m := regexp.MustCompile(`listening on (http://\S+)`).FindStringSubmatch(sc.Text())
	if m == nil {
		return fmt.Errorf("serve: %s", sc.Text())
	}
	go io.Copy(os.Stderr, stderrRest(sc))
	baseURL := m[1]
	pid := cmd.Process.Pid
	fmt.Printf("server ready in %s (index build included); RSS %s\n", time.Since(t0).Round(time.Millisecond), rss(pid))

	tr := &http.Transport{MaxIdleConns: clients * 2, MaxIdleConnsPerHost: clients * 2, MaxConnsPerHost: clients * 2, IdleConnTimeout: time.Minute}
	hc := &http.Client{Transport: tr, Timeout: 30 * time.Second}

	// Warm up: one of each request kind, checked.
	for k := 0; k < 3; k++ {
		if _, err := do(hc, baseURL, request(rand.New(rand.NewPCG(1, uint64(k))), n, k)); err != nil {
			return fmt.Errorf("warm-up request: %w", err)
		}
	}
	before := rss(pid)
	fmt.Printf("RSS before load: %s\n", before)
	phase := func(title string, d time.Duration, next func(*rand.Rand) req) *result {
		c0 := cpu(pid)
		res := load(hc, baseURL, clients, d, next)
		res.print(title)
		total := 0
		for _, v := range res.lat {
			total += len(v)
		}
		used := cpu(pid) - c0
		fmt.Printf("  server CPU %.1f s over %.1f s (%.2f cores), %.2f ms CPU per request; RSS after: %s\n",
			used.Seconds(), res.elapsed.Seconds(), used.Seconds()/res.elapsed.Seconds(), float64(used.Microseconds())/1000/float64(max(total, 1)), rss(pid))
		return res
	}
	if base > 0 {
		phase("baseline GET /healthz", base, func(*rand.Rand) req { return req{kind: "healthz", method: "GET", path: "/healthz"} })
	}
	mixed := func(r *rand.Rand) req { return request(r, n, r.IntN(10)) }
	errs := 0
	for k := 1; k <= runs; k++ {
		title := "mixed load (40% explain, 40% search, 20% record)"
		if k > 1 {
			title = fmt.Sprintf("mixed run %d of %d, as long (memory growth check)", k, runs)
		}
		errs += phase(title, dur, mixed).errors
	}

	cmd.Process.Signal(os.Interrupt)
	werr := cmd.Wait()
	fmt.Printf("server exit after SIGINT: %v\n", exitText(werr))
	if errs > 0 {
		return fmt.Errorf("%d errors", errs)
	}
	return nil
}

func exitText(err error) string {
	if err == nil {
		return "status 0"
	}
	return err.Error()
}

type stderrReader struct{ sc *bufio.Scanner }

func stderrRest(sc *bufio.Scanner) io.Reader { return &stderrReader{sc} }

func (s *stderrReader) Read(p []byte) (int, error) {
	if !s.sc.Scan() {
		return 0, io.EOF
	}
	return copy(p, s.sc.Text()+"\n"), nil
}

// cpu returns the user+system CPU time process pid has used.
func cpu(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the parenthesised command name; utime and stime are the
	// 14th and 15th fields overall, in clock ticks (100 per second on Linux).
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(u+st) * 10 * time.Millisecond
}

// rss returns the resident set size and its peak of process pid.
func rss(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "unknown"
	}
	var cur, peak string
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && f[0] == "VmRSS:" {
			cur = kb(f[1])
		}
		if len(f) >= 2 && f[0] == "VmHWM:" {
			peak = kb(f[1])
		}
	}
	return cur + " (peak " + peak + ")"
}

func kb(s string) string {
	n, _ := strconv.Atoi(s)
	return fmt.Sprintf("%.1f MB", float64(n)/1024)
}

type req struct {
	kind, method, path string
	body               []byte
}

// request returns a request of the mix: k in 0-3 explain, 4-7 search, 8-9
// record.
func request(r *rand.Rand, n, k int) req {
	i := r.IntN(n)
	switch {
	case k < 4:
		e, t := synth(i)
		vals := []string{words[r.IntN(len(words))] + "-" + strconv.Itoa(r.IntN(1000)), strconv.Itoa(r.IntN(9) + 1)}
		text := "2026-12-02T10:00:00Z ERROR " + e.Record.ErrorClass + ": " + t.Render(vals...)
		if r.IntN(4) == 0 {
			text = "Traceback (most recent call last):\n  File \"" + e.Record.FilePath + "\", line " + strconv.Itoa(e.Record.LineNumber) + ", in run\n" + e.Record.ErrorClass + ": " + t.Render(vals...)
		}
		b, _ := json.Marshal(map[string]string{"text": text})
		return req{kind: "explain", method: "POST", path: "/v1/explain", body: b}
	case k < 8:
		q := url.Values{"q": {words[r.IntN(len(words))] + " " + verbs[r.IntN(len(verbs))]}}
		if r.IntN(2) == 0 {
			q.Set("repo", fmt.Sprintf("synthetic/repo%d", r.IntN(10)))
		}
		if r.IntN(4) == 0 {
			q.Set("page", strconv.Itoa(2+r.IntN(3)))
		}
		return req{kind: "search", method: "GET", path: "/v1/search?" + q.Encode()}
	default:
		e, _ := synth(i)
		return req{kind: "record", method: "GET", path: "/v1/records/" + e.Record.ID}
	}
}

// do sends one request; an error is a transport failure, a non-200 status,
// or an explain that found no record.
func do(hc *http.Client, base string, q req) (time.Duration, error) {
	t0 := time.Now()
	var body io.Reader
	if q.body != nil {
		body = bytes.NewReader(q.body)
	}
	hr, _ := http.NewRequest(q.method, base+q.path, body)
	if q.body != nil {
		hr.Header.Set("Content-Type", "application/json")
	}
	resp, err := hc.Do(hr)
	if err != nil {
		return 0, err
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	d := time.Since(t0)
	if err != nil {
		return d, err
	}
	if resp.StatusCode != 200 {
		return d, fmt.Errorf("%s %s: status %d: %.200s", q.method, q.path, resp.StatusCode, b)
	}
	// The answer's form is match.Answer's (docs/match.md); before it, the
	// endpoint listed "results".
	if q.kind == "explain" && !bytes.Contains(b, []byte(`"matches":[{`)) && !bytes.Contains(b, []byte(`"results":[{`)) {
		return d, fmt.Errorf("explain found nothing for %s", q.body)
	}
	return d, nil
}

type result struct {
	elapsed time.Duration
	lat     map[string][]time.Duration
	errors  int
	first   error
}

// load runs clients goroutines, each sending requests back to back until
// dur has passed.
func load(hc *http.Client, base string, clients int, dur time.Duration, next func(*rand.Rand) req) *result {
	res := &result{lat: map[string][]time.Duration{}}
	var mu sync.Mutex
	var wg sync.WaitGroup
	deadline := time.Now().Add(dur)
	t0 := time.Now()
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func(c int) {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(c), uint64(time.Now().UnixNano())))
			lat := map[string][]time.Duration{}
			errs := 0
			var first error
			for time.Now().Before(deadline) {
				q := next(r)
				d, err := do(hc, base, q)
				if err != nil {
					errs++
					if first == nil {
						first = err
					}
					continue
				}
				lat[q.kind] = append(lat[q.kind], d)
			}
			mu.Lock()
			for k, v := range lat {
				res.lat[k] = append(res.lat[k], v...)
			}
			res.errors += errs
			if res.first == nil {
				res.first = first
			}
			mu.Unlock()
		}(c)
	}
	wg.Wait()
	res.elapsed = time.Since(t0)
	return res
}

func (r *result) print(title string) {
	fmt.Printf("\n%s: %s, errors %d\n", title, r.elapsed.Round(time.Millisecond), r.errors)
	if r.first != nil {
		fmt.Printf("  first error: %v\n", r.first)
	}
	var all []time.Duration
	kinds := []string{}
	for k := range r.lat {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	fmt.Printf("  %-8s %9s %10s %9s %9s %9s\n", "kind", "requests", "req/s", "p50", "p99", "max")
	for _, k := range kinds {
		v := r.lat[k]
		all = append(all, v...)
		line(k, v, r.elapsed)
	}
	if len(kinds) > 1 {
		line("all", all, r.elapsed)
	}
}

func line(k string, v []time.Duration, el time.Duration) {
	slices.Sort(v)
	q := func(p float64) time.Duration {
		if len(v) == 0 {
			return 0
		}
		return v[int(p*float64(len(v)-1))]
	}
	fmt.Printf("  %-8s %9d %10.0f %9s %9s %9s\n", k, len(v), float64(len(v))/el.Seconds(),
		q(0.50).Round(10*time.Microsecond), q(0.99).Round(10*time.Microsecond), q(1).Round(10*time.Microsecond))
}
