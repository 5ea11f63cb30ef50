package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/enrich"
)

var enrichCmd = &Command{
	Name: "enrich",
	Usage: "enrich DATASET --endpoint URL --model NAME [-o FILE] [--failures FILE] [--concurrency N] [--rps R] " +
		"[--timeout D] [--attempts N] [--stream] [--cache DIR|off] [--overwrite] [-q]",
	Short: "fill the explanatory fields of records through an OpenAI-compatible LLM endpoint",
	Run:   runEnrich,
}

// keyEnv are the environment variables the API key is read from, in order.
var keyEnv = []string{"ERRDEX_LLM_API_KEY", "OPENAI_API_KEY"}

func runEnrich(c *Command, env *Env, args []string) int {
	fs := newFlags(env, c)
	endpoint := fs.String("endpoint", env.Getenv("ERRDEX_LLM_ENDPOINT"), "chat-completions base `URL`, e.g. http://localhost:8000/v1 (default $ERRDEX_LLM_ENDPOINT)")
	model := fs.String("model", env.Getenv("ERRDEX_LLM_MODEL"), "model `NAME` (default $ERRDEX_LLM_MODEL)")
	out := fs.String("o", "", "write the enriched dataset to `FILE` atomically (default, or -: stdout)")
	failures := fs.String("failures", "", "write the records that failed to `FILE` as JSONL (default with -o: FILE.failures.jsonl)")
	conc := fs.Int("concurrency", 4, "requests in flight")
	rps := fs.Float64("rps", 0, "at most this many requests per second (0: no limit)")
	timeout := fs.Duration("timeout", 2*time.Minute, "timeout of one request")
	attempts := fs.Int("attempts", 4, "attempts per record before it is marked failed")
	stream := fs.Bool("stream", false, "ask for streamed (server-sent events) answers")
	cacheDir := fs.String("cache", "", "answer cache `DIR` (default $XDG_CACHE_HOME/errdex/llm; \"off\": none)")
	overwrite := fs.Bool("overwrite", false, "replace fields records already have (offline text), not only missing ones")
	quiet := fs.Bool("q", false, "print only the summary")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 || *endpoint == "" || *model == "" {
		fs.Usage()
		return 2
	}
	entries, bad, err := catalog.ReadFile(pos[0])
	if err != nil {
		return errorf(env, c, "%v", err)
	}
	for _, e := range bad {
		fmt.Fprintf(env.Stderr, "warning: %v (line skipped, not in the output)\n", e)
	}
	l := &enrich.LLM{
		Endpoint: *endpoint, Model: *model, Timeout: *timeout, Attempts: *attempts,
		Concurrency: *conc, RPS: *rps, Stream: *stream, Overwrite: *overwrite,
		CacheDir: llmCacheDir(env, *cacheDir),
	}
	for _, k := range keyEnv {
		if v := env.Getenv(k); v != "" {
			l.APIKey = v
			break
		}
	}
	if env.IsTerminal {
		start := time.Now()
		l.Progress = func(s enrich.Summary) {
			fmt.Fprintf(env.Stderr, "\r\033[K%s", progressLine(s, time.Since(start)))
		}
	}
	recs := make([]catalog.Record, len(entries))
	for i := range entries {
		recs[i] = entries[i].Record
	}
	sum, runErr := l.Enrich(env.Ctx, recs)
	if env.IsTerminal {
		fmt.Fprint(env.Stderr, "\r\033[K")
	}
	for i := range entries {
		entries[i].Record = recs[i]
	}
	// Whatever happened, the records done so far are written: every
	// record is in the output, enriched or as it was, so the file of an
	// interrupted run is whole, and a run again resumes from the cache.
	whole := *env
	whole.Ctx = context.WithoutCancel(env.Ctx)
	if err := writeDataset(&whole, *out, entries); err != nil {
		return errorf(env, c, "%v", err)
	}
	if *failures == "" && *out != "" {
		*failures = *out + ".failures.jsonl"
	}
	if *failures != "" {
		if err := writeFailures(*failures, sum.Failures); err != nil {
			return errorf(env, c, "write %s: %v", *failures, err)
		}
	}
	if !*quiet {
		for i, f := range sum.Failures {
			if i == 5 {
				fmt.Fprintf(env.Stderr, "... and %d more failures\n", len(sum.Failures)-5)
				break
			}
			fmt.Fprintf(env.Stderr, "failed: %s %s:%d: %s\n", f.ID, f.FilePath, f.Line, f.Error)
		}
	}
	fmt.Fprintf(env.Stderr, "enriched %d of %d records lacking fields (%d from the cache), %d failed, %d requests [%s]\n",
		sum.Enriched+sum.Cached, sum.Eligible, sum.Cached, sum.Failed, sum.Requests, *model)
	if sum.Failed > 0 && *failures != "" {
		fmt.Fprintf(env.Stderr, "failed records are listed in %s; they are unchanged in the output\n", *failures)
	}
	switch {
	case errors.Is(runErr, enrich.ErrAuth):
		return errorf(env, c, "%v", runErr)
	case runErr != nil:
		if code, ok := interrupted(env, c, "the records done so far are written; run again to resume from the cache"); ok {
			return code
		}
		fmt.Fprintf(env.Stderr, "errdex enrich: interrupted (%v); run again to resume from the cache\n", runErr)
		return 1
	case sum.Failed > 0:
		return 1
	}
	return 0
}

// progressLine renders the state of a run: a bar, counts and the time
// left at the rate so far.
func progressLine(s enrich.Summary, elapsed time.Duration) string {
	done := s.Enriched + s.Cached + s.Failed
	const width = 24
	fill := width
	if s.Eligible > 0 {
		fill = width * done / s.Eligible
	}
	eta := ""
	if fresh := done - s.Cached; fresh > 0 && done < s.Eligible {
		left := time.Duration(float64(elapsed) / float64(fresh) * float64(s.Eligible-done))
		eta = ", about " + left.Round(time.Second).String() + " left"
	}
	return fmt.Sprintf("enrich [%s%s] %d/%d, %d cached, %d failed, %d requests%s",
		strings.Repeat("#", fill), strings.Repeat(".", width-fill), done, s.Eligible, s.Cached, s.Failed, s.Requests, eta)
}

// llmCacheDir returns the answer cache: flag, else $XDG_CACHE_HOME/errdex/llm
// or $HOME/.cache/errdex/llm; "" when off or no location is known.
func llmCacheDir(env *Env, flagValue string) string {
	switch {
	case flagValue == "off":
		return ""
	case flagValue != "":
		return flagValue
	case env.Getenv("XDG_CACHE_HOME") != "":
		return filepath.Join(env.Getenv("XDG_CACHE_HOME"), "errdex", "llm")
	case env.Getenv("HOME") != "":
		return filepath.Join(env.Getenv("HOME"), ".cache", "errdex", "llm")
	}
	return ""
}

// writeFailures writes one JSON line per failure to path, or removes a
// stale file when there are none.
func writeFailures(path string, fs []enrich.Failure) error {
	if len(fs) == 0 {
		if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
		return nil
	}
	return catalog.WriteFileAtomic(path, func(w io.Writer) error {
		for i := range fs {
			b, err := catalog.AppendLine(nil, &fs[i])
			if err != nil {
				return err
			}
			if _, err := w.Write(b); err != nil {
				return err
			}
		}
		return nil
	})
}
