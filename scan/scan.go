package scan

import (
	"bytes"
	"context"
	"crypto/sha1"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/enrich"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/parallel"
	"github.com/errdex/errdex/internal/tick"
)

// DefaultMaxFileSize is the size above which a file is skipped as generated.
const DefaultMaxFileSize = 8 << 20

// Options configure a scan.
type Options struct {
	Repo string // "owner/name"; empty leaves repo and githubUrl null
	SHA  string // commit; empty leaves analyzedSha and githubUrl null
	// Extractors to run (the caller's registry, e.g. registry.All); at
	// least one. scan itself links no grammar.
	Extractors []*extract.Extractor
	// Workers is the number of files analysed at once; 0 means GOMAXPROCS.
	Workers int
	// MaxFileSize skips larger files; 0 means DefaultMaxFileSize.
	MaxFileSize int64
	// Now is the analysis time; zero means time.Now().
	Now time.Time
	// Cache, if set, is consulted for every file: by the Key its Source
	// gives, else by ContentKey of the bytes read.
	Cache Cache
	// Progress, if set, is called from time to time with running totals.
	Progress func(Stats)
	// NoEnrich leaves the explanatory fields null.
	NoEnrich bool
	// Tests keeps the sites of test files (extract.IsTestPath) as
	// records. By default they are left out in every language: users ask
	// about errors production code raises, and a test's raise is part of
	// the test; the tests' expectations are read as evidence either way.
	// Go's and Rust's extractors leave out test code themselves (_test.go
	// files; tests/ and benches/, #[cfg(test)] modules and #[test]
	// functions), Tests or not.
	Tests bool
}

// Cache keeps extractor results by content key, so that a file that did not
// change between two scans is not parsed again.
type Cache interface {
	Get(key string) (*extract.Result, bool)
	Put(key string, r *extract.Result)
}

// Stats are running totals of a scan.
type Stats struct {
	Files     int64 // files analysed
	Bytes     int64
	Records   int64
	Skipped   int64 // files skipped with a warning
	CacheHits int64
	Elapsed   time.Duration
}

// Warning is a file skipped or partly analysed, with the reason.
type Warning struct {
	Path   string
	Line   int // 0 when it concerns the whole file
	Col    int // 0 when unknown
	Reason string
}

func (w Warning) String() string {
	switch {
	case w.Line > 0 && w.Col > 0:
		return fmt.Sprintf("%s:%d:%d: %s", w.Path, w.Line, w.Col, w.Reason)
	case w.Line > 0:
		return fmt.Sprintf("%s:%d: %s", w.Path, w.Line, w.Reason)
	}
	return fmt.Sprintf("%s: %s", w.Path, w.Reason)
}

var posRE = regexp.MustCompile(`^(\d+):(?:(\d+):)?\s*(.*)$`)

// fileWarning turns an extractor error into a Warning, reading the
// "path:line:col: " prefix extractors put on positioned errors.
func fileWarning(path string, err error) Warning {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, path+":"); ok {
		if m := posRE.FindStringSubmatch(rest); m != nil {
			line, _ := strconv.Atoi(m[1])
			col, _ := strconv.Atoi(m[2])
			return Warning{path, line, col, m[3]}
		}
		return Warning{Path: path, Reason: strings.TrimSpace(rest)}
	}
	return Warning{Path: path, Reason: msg}
}

// Result is the outcome of a scan.
type Result struct {
	Entries  []catalog.Entry // sorted by file path and line
	Classes  map[string]extract.ClassDef
	Warnings []Warning
	Stats    Stats
	// Coverage says which error sites the scanned tests trigger (empty
	// with NoEnrich); its Untested index Entries.
	Coverage enrich.Coverage
}

type fileOut struct {
	path     string
	repoPath string // File.RepoPath
	ex       *extract.Extractor
	res      *extract.Result
	lines    *extract.Lines // the file's lines, kept when it has sites or something to link
}

// Run scans every file src offers. When ctx is done before the scan is,
// Run returns context.Cause(ctx) and no result: a catalog of the files
// done so far would pass for the tree's.
func Run(ctx context.Context, src Source, o Options) (*Result, error) {
	if len(o.Extractors) == 0 {
		return nil, errors.New("scan: no extractors given")
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.MaxFileSize <= 0 {
		o.MaxFileSize = DefaultMaxFileSize
	}
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	at := catalog.FormatTime(o.Now)
	begin := time.Now()

	var st Stats
	var mu sync.Mutex
	var warnings []Warning
	warn := func(w Warning) {
		mu.Lock()
		warnings = append(warnings, w)
		mu.Unlock()
	}
	var outs []fileOut

	files := newQueue()
	stopWaking := context.AfterFunc(ctx, files.wake)
	defer stopWaking()
	var wg sync.WaitGroup
	for i := 0; i < o.Workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				f, err := files.pop(ctx)
				if err != nil {
					return // the end, or ctx done: Run checks which
				}
				out, skip := scanFile(f, &o, at, &st, warn)
				if skip {
					atomic.AddInt64(&st.Skipped, 1)
					continue
				}
				atomic.AddInt64(&st.Files, 1)
				atomic.AddInt64(&st.Bytes, f.Size)
				atomic.AddInt64(&st.Records, int64(len(out.res.Sites)))
				mu.Lock()
				outs = append(outs, out)
				mu.Unlock()
			}
		}()
	}
	var stop context.CancelFunc
	if o.Progress != nil {
		var pctx context.Context
		pctx, stop = context.WithCancel(context.Background())
		go tick.Every(pctx, 200*time.Millisecond, func() bool {
			o.Progress(snapshot(&st, begin))
			return true
		})
	}
	accept := func(f File) error {
		if extract.ForPath(o.Extractors, f.Path) == nil {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		files.push(f)
		return nil
	}
	walkErr := src.Files(ctx, accept, func(p, reason string) {
		atomic.AddInt64(&st.Skipped, 1)
		warn(Warning{Path: p, Reason: reason})
	})
	files.close()
	wg.Wait()
	if stop != nil {
		stop()
	}
	// A cancelled scan is not a finished one: the workers stopped with
	// files left, so what they found is not the tree's catalog.
	if err := ctx.Err(); err != nil {
		return nil, context.Cause(ctx)
	}
	if walkErr != nil {
		return nil, walkErr
	}

	sort.Slice(outs, func(i, j int) bool { return outs[i].path < outs[j].path })
	linkFiles(outs, o.Extractors, warn)
	res := &Result{Classes: map[string]extract.ClassDef{}}
	grounds := enrich.NewGrounds()
	for _, out := range outs {
		for _, c := range out.res.Classes {
			c.Path = out.path
			if _, dup := res.Classes[c.Name]; !dup {
				res.Classes[c.Name] = c
			}
		}
		if !o.Tests && extract.IsTestPath(out.path) {
			grounds.AddFile(out.path, out.res.Classes, nil)
		} else {
			grounds.AddFile(out.path, out.res.Classes, out.res.Sites)
		}
		grounds.AddEvidence(out.path, out.res.Evidence)
	}
	grounds.Done()
	if err := ctx.Err(); err != nil {
		return nil, context.Cause(ctx)
	}
	perFile := make([][]catalog.Record, len(outs))
	parallel.For(len(outs), o.Workers, func(i int) {
		if !o.Tests && extract.IsTestPath(outs[i].path) {
			return
		}
		rs := buildRecords(&outs[i], &o, at)
		for j := range rs {
			if !o.NoEnrich { // Grounds is only read once Done
				enrich.Offline(&rs[j], &outs[i].res.Sites[j], grounds)
			}
			addSiteTags(&rs[j], &outs[i].res.Sites[j])
		}
		perFile[i] = rs
	})
	var records int64
	for _, rs := range perFile {
		records += int64(len(rs))
	}
	recs := make([]catalog.Record, 0, records)
	sites := make([]*extract.Site, 0, records)
	for i, rs := range perFile {
		recs = append(recs, rs...)
		for j := range rs {
			sites = append(sites, &outs[i].res.Sites[j])
		}
	}
	if !o.NoEnrich {
		res.Coverage = grounds.Triggers(recs, sites)
	}
	if err := ctx.Err(); err != nil {
		return nil, context.Cause(ctx)
	}
	res.Entries = make([]catalog.Entry, len(recs))
	for i := range recs {
		res.Entries[i] = catalog.Entry{Record: recs[i], DatasetVersion: at}
	}
	atomic.StoreInt64(&st.Records, records)
	sort.SliceStable(warnings, func(i, j int) bool { return warnings[i].Path < warnings[j].Path })
	res.Warnings = warnings
	res.Stats = snapshot(&st, begin)
	return res, nil
}

func snapshot(st *Stats, begin time.Time) Stats {
	return Stats{
		Files:     atomic.LoadInt64(&st.Files),
		Bytes:     atomic.LoadInt64(&st.Bytes),
		Records:   atomic.LoadInt64(&st.Records),
		Skipped:   atomic.LoadInt64(&st.Skipped),
		CacheHits: atomic.LoadInt64(&st.CacheHits),
		Elapsed:   time.Since(begin),
	}
}

// scanFile analyses one file. It reports skip when the file was not
// analysed; the reason has then been warned about.
func scanFile(f File, o *Options, at string, st *Stats, warn func(Warning)) (out fileOut, skip bool) {
	out.path, out.repoPath = f.Path, f.RepoPath
	if f.Size > o.MaxFileSize {
		warn(Warning{Path: f.Path, Reason: fmt.Sprintf("%.1f MB is over the %.1f MB limit (likely generated; see --max-file-size)", mb(f.Size), mb(o.MaxFileSize))})
		return out, true
	}
	src, err := f.Read()
	if err != nil {
		warn(Warning{Path: f.Path, Reason: err.Error()})
		return out, true
	}
	if int64(len(src)) > o.MaxFileSize {
		warn(Warning{Path: f.Path, Reason: fmt.Sprintf("%.1f MB is over the %.1f MB limit", mb(int64(len(src))), mb(o.MaxFileSize))})
		return out, true
	}
	key := f.Key
	if o.Cache != nil && key == "" {
		key = ContentKey(f.Path, src)
	}
	ex := extract.ForPath(o.Extractors, f.Path)
	if ex.Decode != nil {
		dec, err := ex.Decode(src)
		if err != nil {
			warn(Warning{Path: f.Path, Reason: err.Error()})
			return out, true
		}
		src = dec
	}
	if reason := checkText(src); reason != "" {
		warn(Warning{Path: f.Path, Reason: reason})
		return out, true
	}
	var res *extract.Result
	cacheKey := ""
	if o.Cache != nil {
		cacheKey = ex.Name + ":" + key
		if r, ok := o.Cache.Get(cacheKey); ok {
			res = r
			atomic.AddInt64(&st.CacheHits, 1)
		}
	}
	if res == nil {
		res, err = runExtractor(ex, &extract.File{Path: f.Path, Src: src})
		if err != nil {
			warn(fileWarning(f.Path, err))
			return out, true
		}
		if cacheKey != "" {
			o.Cache.Put(cacheKey, res)
		}
	}
	for _, e := range res.Errors {
		warn(Warning{f.Path, e.Line, e.Col, e.Msg})
	}
	if len(res.Sites) > 0 || !res.Summary.IsEmpty() { // most files raise nothing: don't split them
		out.lines = extract.NewLines(src)
	}
	if ex.Link != nil {
		res = copyResult(res) // the link pass changes it; the cache keeps its own
	}
	out.ex, out.res = ex, res
	return out, false
}

// copyResult returns a copy of r whose Sites the link pass may change and
// extend without touching r's.
func copyResult(r *extract.Result) *extract.Result {
	c := *r
	c.Sites = append([]extract.Site(nil), r.Sites...)
	return &c
}

// linkFiles runs the link pass of every extractor that has one over the
// files it analysed (outs is sorted by path).
func linkFiles(outs []fileOut, exs []*extract.Extractor, warn func(Warning)) {
	for _, ex := range exs {
		if ex.Link == nil {
			continue
		}
		var files []extract.Linked
		for i := range outs {
			if outs[i].ex == ex {
				files = append(files, extract.Linked{Path: outs[i].path, Result: outs[i].res})
			}
		}
		if len(files) == 0 {
			continue
		}
		for _, e := range runLink(ex, files) {
			warn(Warning{e.Path, e.Line, e.Col, e.Msg})
		}
	}
}

// runLink calls ex.Link, turning a panic into an error as runExtractor
// does.
func runLink(ex *extract.Extractor, files []extract.Linked) (errs []extract.Error) {
	defer func() {
		if p := recover(); p != nil {
			errs = append(errs, extract.Error{Path: ex.Name, Msg: fmt.Sprintf("%s link pass failed: %v", ex.Name, p)})
		}
	}()
	return ex.Link(files)
}

// buildRecords turns the sites of one file into records; the ordinal of
// each tells apart sites of one function, class and message.
func buildRecords(out *fileOut, o *Options, at string) []catalog.Record {
	var recs []catalog.Record
	seen := map[string]int{}
	for i := range out.res.Sites {
		s := &out.res.Sites[i]
		k := s.Context.Function + "\x00" + s.Class + "\x00" + s.Message.Message()
		recs = append(recs, buildRecord(s, out.path, or(out.repoPath, out.path), out.lines, o, seen[k], at))
		seen[k]++
	}
	return recs
}

// runExtractor calls ex.Run, turning a panic into an error so that one bad
// file cannot stop a scan.
func runExtractor(ex *extract.Extractor, f *extract.File) (res *extract.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			res, err = nil, fmt.Errorf("%s extractor failed: %v", ex.Name, p)
		}
	}()
	res, err = ex.Run(f)
	if err == nil && res == nil {
		res = &extract.Result{}
	}
	return res, err
}

// checkText returns why src is not analysable text, or "".
func checkText(src []byte) string {
	head := src
	if len(head) > 8000 {
		head = head[:8000]
	}
	if i := bytes.IndexByte(head, 0); i >= 0 {
		return fmt.Sprintf("binary file (NUL byte at offset %d)", i)
	}
	if !utf8.Valid(src) {
		off := 0
		for off < len(src) {
			r, n := utf8.DecodeRune(src[off:])
			if r == utf8.RuneError && n == 1 {
				break
			}
			off += n
		}
		line := 1 + bytes.Count(src[:off], []byte("\n"))
		return fmt.Sprintf("not valid UTF-8 (line %d, byte offset %d)", line, off)
	}
	return ""
}

func mb(n int64) float64 { return float64(n) / (1 << 20) }

// ContentKey returns the key a git Source (gitsrc) gives a file: the git
// blob id of its bytes, a colon and its path. The path is part of it
// because what an extractor finds depends on it (a Python module's name,
// say). A scan of a work tree and one of its commit from the object store
// thus share cache entries.
func ContentKey(path string, src []byte) string {
	h := sha1.New()
	fmt.Fprintf(h, "blob %d\x00", len(src))
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil)) + ":" + path
}
