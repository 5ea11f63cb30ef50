package enrich

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/errdex/errdex/catalog"
)

// LLM is an enrichment pass through an OpenAI-compatible chat-completions
// endpoint (vLLM, SGLang, llama.cpp server, Ollama, a hosted API). The zero
// values of the optional fields are sensible defaults.
type LLM struct {
	Endpoint string // base URL ("http://localhost:8000/v1") or the full chat/completions URL
	Model    string
	// APIKey is sent as a bearer token when set. It never appears in an
	// error, a failure or the cache.
	APIKey string

	HTTPClient  *http.Client  // nil means a client without its own timeout
	Timeout     time.Duration // per request; 0 means 2 minutes
	Attempts    int           // per record, counting the first; 0 means 4
	Concurrency int           // requests in flight; 0 means 4
	RPS         float64       // requests started per second, all workers together; 0 is no limit
	MaxBackoff  time.Duration // cap on one wait between attempts (Retry-After included); 0 means 1 minute
	Stream      bool          // ask for a server-sent-events stream
	// CacheDir holds validated answers by (prompt version, model, prompt);
	// "" disables the cache. An interrupted run resumes from it.
	CacheDir string
	// Overwrite replaces fields a record already has (offline text, say);
	// by default only missing fields are filled. Tags are always merged.
	Overwrite bool
	// Progress, if set, is called after each record.
	Progress func(Summary)

	sleep func(ctx context.Context, d time.Duration) error // for tests
	mode  atomic.Int32                                     // formatMode, lowered when the server refuses json_schema
}

// Failure is a record the pass could not enrich; the record is left as it
// was.
type Failure struct {
	ID       string `json:"id"`
	FilePath string `json:"filePath"`
	Line     int    `json:"lineNumber"`
	Attempts int    `json:"attempts"`
	Error    string `json:"error"`
}

// Summary counts a pass.
type Summary struct {
	Records  int // records in the dataset
	Eligible int // records lacking some field
	Enriched int // filled from a fresh answer
	Cached   int // filled from the cache
	Failed   int
	Requests int // HTTP requests sent
	Failures []Failure
}

// ErrAuth is returned when the endpoint refuses the credentials; the pass
// stops, since no retry can succeed.
var ErrAuth = errors.New("the endpoint refused the credentials (HTTP 401/403); set ERRDEX_LLM_API_KEY or OPENAI_API_KEY")

// Enrich fills the explanatory fields of every record of recs that lacks
// some (all records with Overwrite). A record is changed only with a
// complete, validated answer; the others are listed in Summary.Failures.
// The returned error is ErrAuth, or the context's error when interrupted;
// either way the records done so far are filled and the rest listed.
func (l *LLM) Enrich(ctx context.Context, recs []catalog.Record) (Summary, error) {
	l.defaults()
	sum := Summary{Records: len(recs)}
	var todo []int
	for i := range recs {
		if l.Overwrite || Lacks(&recs[i]) {
			todo = append(todo, i)
		}
	}
	sum.Eligible = len(todo)
	// Records with the same prompt (one site in several versions of a
	// catalog) share one request.
	var groups [][]int
	byKey := map[string]int{}
	for _, i := range todo {
		k := cacheKey(l.Model, Prompt(&recs[i]))
		g, ok := byKey[k]
		if !ok {
			g = len(groups)
			byKey[k] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	lim := newLimiter(l.RPS)
	var mu sync.Mutex
	var requests atomic.Int64
	jobs := make(chan []int)
	var wg sync.WaitGroup
	for w := 0; w < l.Concurrency; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				a, cached, attempts, err := l.one(ctx, &recs[g[0]], lim, &requests)
				mu.Lock()
				if errors.Is(err, ErrAuth) {
					cancel(ErrAuth)
				}
				for _, i := range g {
					r := &recs[i]
					switch {
					case err != nil:
						sum.Failed++
						sum.Failures = append(sum.Failures, Failure{ID: r.ID, FilePath: r.FilePath, Line: r.LineNumber, Attempts: attempts, Error: err.Error()})
					case cached:
						a.Apply(r, l.Overwrite)
						sum.Cached++
					default:
						a.Apply(r, l.Overwrite)
						sum.Enriched++
					}
				}
				sum.Requests = int(requests.Load())
				if l.Progress != nil {
					l.Progress(sum)
				}
				mu.Unlock()
			}
		}()
	}
	for _, g := range groups {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	sum.Requests = int(requests.Load())
	sort.Slice(sum.Failures, func(i, j int) bool {
		a, b := sum.Failures[i], sum.Failures[j]
		if a.FilePath != b.FilePath {
			return a.FilePath < b.FilePath
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.ID < b.ID
	})
	return sum, context.Cause(ctx)
}

func (l *LLM) defaults() {
	if l.HTTPClient == nil {
		l.HTTPClient = &http.Client{}
	}
	if l.Timeout <= 0 {
		l.Timeout = 2 * time.Minute
	}
	if l.Attempts <= 0 {
		l.Attempts = 4
	}
	if l.Concurrency <= 0 {
		l.Concurrency = 4
	}
	if l.MaxBackoff <= 0 {
		l.MaxBackoff = time.Minute
	}
	if l.sleep == nil {
		l.sleep = sleepCtx
	}
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}

// one enriches one record: from the cache, else by asking until a valid
// answer comes or the attempts run out.
func (l *LLM) one(ctx context.Context, r *catalog.Record, lim *limiter, requests *atomic.Int64) (*Answer, bool, int, error) {
	prompt := Prompt(r)
	key := cacheKey(l.Model, prompt)
	if a := l.cached(key); a != nil {
		return a, true, 0, nil
	}
	var last error
	attempts := 0
	for attempts < l.Attempts {
		if err := context.Cause(ctx); err != nil {
			return nil, false, attempts, fmt.Errorf("not done: %v", err)
		}
		if err := lim.wait(ctx, l.sleep); err != nil {
			return nil, false, attempts, fmt.Errorf("not done: %v", err)
		}
		attempts++
		requests.Add(1)
		mode := formatMode(l.mode.Load())
		content, err := l.complete(ctx, prompt, mode)
		if err == nil {
			a, perr := ParseAnswer(content)
			if perr == nil {
				l.store(key, a)
				return a, false, attempts, nil
			}
			err = perr
		}
		last = err
		var he *httpError
		wait := l.backoff(attempts)
		if errors.As(err, &he) {
			switch {
			case he.Status == http.StatusUnauthorized || he.Status == http.StatusForbidden:
				return nil, false, attempts, ErrAuth
			case (he.Status == http.StatusBadRequest || he.Status == http.StatusUnprocessableEntity) && mode < formatNone && mentionsFormat(he.Body):
				// The server does not support this response_format: ask
				// in a plainer way, without spending an attempt.
				l.mode.CompareAndSwap(int32(mode), int32(mode+1))
				attempts--
				continue
			case he.Status == http.StatusTooManyRequests || he.Status == http.StatusServiceUnavailable:
				if he.RetryAfter > 0 {
					wait = he.RetryAfter
				}
				// Every worker waits: the next start goes through the limiter.
				lim.hold(min(wait, l.MaxBackoff))
				continue
			case he.Status >= 400 && he.Status < 500 && he.Status != http.StatusRequestTimeout:
				return nil, false, attempts, err // the request itself is wrong
			}
		}
		if attempts < l.Attempts {
			if err := l.sleep(ctx, min(wait, l.MaxBackoff)); err != nil {
				return nil, false, attempts, fmt.Errorf("not done: %v", err)
			}
		}
	}
	if ctx.Err() != nil {
		return nil, false, attempts, fmt.Errorf("not done: %v", context.Cause(ctx))
	}
	return nil, false, attempts, fmt.Errorf("gave up after %d attempts: %v", attempts, last)
}

// backoff is the wait after a failed attempt n (1-based): exponential from
// half a second, with jitter.
func (l *LLM) backoff(n int) time.Duration {
	d := 500 * time.Millisecond << min(n-1, 8)
	return d/2 + time.Duration(rand.Int64N(int64(d/2)+1))
}

func mentionsFormat(body string) bool {
	b := strings.ToLower(body)
	return strings.Contains(b, "response_format") || strings.Contains(b, "json_schema") || strings.Contains(b, "json schema")
}

func (l *LLM) cachePath(key string) string {
	return filepath.Join(l.CacheDir, key[:2], key+".json")
}

// cached returns the answer stored under key, or nil. An entry that no
// longer validates is ignored.
func (l *LLM) cached(key string) *Answer {
	if l.CacheDir == "" {
		return nil
	}
	b, err := os.ReadFile(l.cachePath(key))
	if err != nil {
		return nil
	}
	a, err := ParseAnswer(string(b))
	if err != nil {
		return nil
	}
	return a
}

// store writes a validated answer to the cache; a failure only costs a
// request on the next run.
func (l *LLM) store(key string, a *Answer) {
	if l.CacheDir == "" {
		return
	}
	p := l.cachePath(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	b, err := json.Marshal(a)
	if err != nil {
		return
	}
	catalog.WriteFileAtomic(p, func(w io.Writer) error { _, err := w.Write(b); return err })
}

// limiter spaces request starts by 1/rps and holds them all after a 429.
type limiter struct {
	mu       sync.Mutex
	interval time.Duration
	next     time.Time
	now      func() time.Time
}

func newLimiter(rps float64) *limiter {
	l := &limiter{now: time.Now}
	if rps > 0 {
		l.interval = time.Duration(float64(time.Second) / rps)
	}
	return l
}

// reserve returns how long the caller must wait before its request.
func (l *limiter) reserve() time.Duration {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if l.next.Before(now) {
		l.next = now
	}
	d := l.next.Sub(now)
	l.next = l.next.Add(l.interval)
	return d
}

// hold delays every request start by at least d from now.
func (l *limiter) hold(d time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if t := l.now().Add(d); t.After(l.next) {
		l.next = t
	}
}

func (l *limiter) wait(ctx context.Context, sleep func(context.Context, time.Duration) error) error {
	if d := l.reserve(); d > 0 {
		return sleep(ctx, d)
	}
	return nil
}
