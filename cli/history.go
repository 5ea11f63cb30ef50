package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/enrich"
	"github.com/errdex/errdex/gitsrc"
)

// blameFingerprint names the blobcache directory of blame results; bump it
// when blameEntry changes.
const blameFingerprint = "blame-1"

// historyRun is one scan --history: the repository, the commit, and the
// cache of blame results kept by blob id.
type historyRun struct {
	top, commit string
	cache       *blobcache.Cache // nil: none
	blobs       map[string]string
	// Counts for the summary.
	cached, incremental, blamed atomic.Int64
}

// blameEntry is what the cache keeps for one blob at one path: the commit
// of each line blamed so far and the commit the blame ran at.
type blameEntry struct {
	At    string
	Lines map[int]enrich.Commit
}

// history dates the raising line of every record with git blame at rev in
// the repository dir (a work tree or a bare git dir), a file at a time,
// files with the most records first, workers at once, until budget runs
// out; each dated record gets the commit in commonSituations. It returns a
// summary for the scan's last line.
//
// Blame results are kept in cache by the file's blob id and path: a file
// whose blob was blamed before (by an earlier scan, of this commit or of
// another that holds the same blob) costs nothing, and a file changed
// since a commit it was blamed at is blamed over the commits in between
// only (git blame BASE..REV), the lines older than BASE taken from the
// cached blame of BASE's blob. A run stopped by the budget leaves the
// files it dated in the cache, so the next run goes on where it stopped.
func history(ctx context.Context, dir, rev string, entries []catalog.Entry, budget time.Duration, workers int, cache *blobcache.Cache) (string, error) {
	top := gitRun(dir, "rev-parse", "--show-toplevel")
	if top == "" {
		if gitRun(dir, "rev-parse", "--is-bare-repository") != "true" {
			return "", fmt.Errorf("--history: %s is not in a git repository", dir)
		}
		top = dir
	}
	if rev == "" {
		rev = "HEAD"
	}
	h := &historyRun{top: top, cache: cache}
	repo := &gitsrc.Repo{Dir: top}
	commit, err := repo.Resolve(ctx, rev)
	if err != nil {
		return "", fmt.Errorf("--history: %v", err)
	}
	h.commit = commit
	if cache != nil {
		tree, err := repo.ListTree(ctx, commit)
		if err != nil {
			return "", fmt.Errorf("--history: %v", err)
		}
		h.blobs = map[string]string{}
		for _, e := range tree {
			h.blobs[e.Path] = e.Blob
		}
	}
	byFile := map[string][]int{}
	for i := range entries {
		r := &entries[i].Record
		if r.LineNumber > 0 {
			byFile[r.FilePath] = append(byFile[r.FilePath], i)
		}
	}
	files := make([]string, 0, len(byFile))
	for f := range byFile {
		files = append(files, f)
	}
	sort.Slice(files, func(i, j int) bool {
		a, b := len(byFile[files[i]]), len(byFile[files[j]])
		return a > b || a == b && files[i] < files[j]
	})
	// Files whose blame is cached first: they cost nothing, and the budget
	// then goes to the rest.
	if cache != nil {
		cached := map[string]bool{}
		for _, f := range files {
			cached[f] = h.isCached(f)
		}
		sort.SliceStable(files, func(i, j int) bool { return cached[files[i]] && !cached[files[j]] })
	}
	parent := ctx
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	var mu sync.Mutex
	var dated, done, logged int
	type logAt struct {
		i int
		c enrich.Commit
	}
	var logs []logAt
	var firstErr error
	next := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < max(1, workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range next {
				idx := byFile[f]
				lines := map[int]bool{}
				for _, i := range idx {
					lines[entries[i].Record.LineNumber] = true
				}
				got, err := h.file(ctx, f, lines)
				mu.Lock()
				if err != nil {
					if ctx.Err() == nil && firstErr == nil {
						firstErr = fmt.Errorf("git blame %s: %v", f, err)
					}
					mu.Unlock()
					continue
				}
				done++
				for _, i := range idx {
					r := &entries[i].Record
					if c, ok := got[r.LineNumber]; ok && r.CommonSituations == nil {
						r.CommonSituations = catalog.Str(enrich.HistorySentence(c))
						dated++
						logs = append(logs, logAt{i, c})
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for _, f := range files {
		select {
		case next <- f:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	stopped := errors.Is(ctx.Err(), context.DeadlineExceeded)
	// Then the raising statements' own history (git log -L): the commit
	// that added each and its first wording, with a budget of its own,
	// files in the same order.
	lctx, lcancel := context.WithTimeout(parent, budget)
	defer lcancel()
	var lnext = make(chan logAt)
	var lwg sync.WaitGroup
	for w := 0; w < max(1, workers); w++ {
		lwg.Add(1)
		go func() {
			defer lwg.Done()
			for l := range lnext {
				r := &entries[l.i].Record
				ll, err := h.lineLog(lctx, r)
				if err != nil {
					continue
				}
				if s := enrich.LineLogSentence(ll, l.c, r.ErrorMessage); s != "" {
					mu.Lock()
					r.CommonSituations = catalog.Str(*r.CommonSituations + " " + s)
					if sol := enrich.HistorySolution(ll, r.ErrorMessage); sol != "" {
						r.Solutions = append(r.Solutions, sol)
					}
					logged++
					mu.Unlock()
				}
			}
		}()
	}
lfeed:
	for _, l := range logs {
		select {
		case lnext <- l:
		case <-lctx.Done():
			break lfeed
		}
	}
	close(lnext)
	lwg.Wait()
	s := fmt.Sprintf("history: %d of %d records dated from %d of %d files, %d with the raising statement's first commit or wording (git log -L)", dated, len(entries), done, len(files), logged)
	if cache != nil {
		s += fmt.Sprintf(" (%d from the blame cache, %d blamed since a cached commit, %d blamed in full)", h.cached.Load(), h.incremental.Load(), h.blamed.Load())
	}
	if stopped {
		s += fmt.Sprintf("; blame stopped at the %s budget (see --history-budget; the next run goes on from the cache)", budget)
	}
	if errors.Is(lctx.Err(), context.DeadlineExceeded) {
		s += fmt.Sprintf("; git log -L stopped at the %s budget", budget)
	}
	return s, firstErr
}

func blameKey(path, blob string) string { return "blame\x00" + path + "\x00" + blob }
func lastKey(path string) string        { return "blame-last\x00" + path }

// load returns the cached blame of path's blob, or nil.
func (h *historyRun) load(key string) *blameEntry {
	if h.cache == nil {
		return nil
	}
	b, ok := h.cache.Load(key)
	if !ok {
		return nil
	}
	var e blameEntry
	if json.Unmarshal(b, &e) != nil || e.Lines == nil {
		return nil
	}
	return &e
}

func (h *historyRun) save(key string, v any) {
	if h.cache == nil {
		return
	}
	if b, err := json.Marshal(v); err == nil {
		h.cache.Save(key, b)
	}
}

// isCached reports whether path's blob at the commit has a cached blame.
func (h *historyRun) isCached(path string) bool {
	blob := h.blobs[path]
	return blob != "" && h.load(blameKey(path, blob)) != nil
}

// lastBlamed is the cache's note of the last commit a path was blamed at
// and its blob there.
type lastBlamed struct {
	Commit, Blob string
}

// file returns the commit of each of lines in path at the run's commit:
// from the cache, by blaming the commits since the one the path was last
// blamed at, or by a full blame, in that order of preference.
func (h *historyRun) file(ctx context.Context, path string, lines map[int]bool) (map[int]enrich.Commit, error) {
	blob := h.blobs[path]
	if blob == "" { // no cache, or a file not in the commit (a dirty work tree)
		got, err := blame(ctx, h.top, h.commit, "", path, lines)
		if err != nil {
			return nil, err
		}
		h.blamed.Add(1)
		return commitsOf(got), nil
	}
	key := blameKey(path, blob)
	e := h.load(key)
	if e == nil {
		e = &blameEntry{At: h.commit, Lines: map[int]enrich.Commit{}}
	}
	need := map[int]bool{}
	for l := range lines {
		if _, ok := e.Lines[l]; !ok {
			need[l] = true
		}
	}
	if len(need) == 0 {
		h.cached.Add(1)
		return e.Lines, nil
	}
	var last lastBlamed
	if b, ok := h.cache.Load(lastKey(path)); ok && json.Unmarshal(b, &last) == nil && last.Commit != h.commit && last.Blob != blob {
		if base := h.load(blameKey(path, last.Blob)); base != nil {
			got, err := blame(ctx, h.top, h.commit, last.Commit, path, need)
			if err != nil {
				return nil, err
			}
			for l, bl := range got {
				switch {
				case !bl.Commit.Boundary:
					e.Lines[l] = bl.Commit // written since base
					delete(need, l)
				case bl.Commit.SHA == last.Commit:
					if c, ok := base.Lines[bl.Orig]; ok {
						e.Lines[l] = c // unchanged since base: base's blame holds
						delete(need, l)
					}
				}
				// Another boundary (base is not an ancestor): a full blame.
			}
			if len(need) == 0 {
				h.incremental.Add(1)
			}
		}
	}
	if len(need) > 0 {
		got, err := blame(ctx, h.top, h.commit, "", path, need)
		if err != nil {
			return nil, err
		}
		for l, bl := range got {
			e.Lines[l] = bl.Commit
		}
		h.blamed.Add(1)
	}
	h.save(key, e)
	h.save(lastKey(path), lastBlamed{Commit: h.commit, Blob: blob})
	return e.Lines, nil
}

// blamed is one line's blame: its commit and its line number in that
// commit's version of the file (for a boundary commit, the base's).
type blamed struct {
	Commit enrich.Commit
	Orig   int
}

func commitsOf(got map[int]blamed) map[int]enrich.Commit {
	out := make(map[int]enrich.Commit, len(got))
	for l, b := range got {
		out[l] = b.Commit
	}
	return out
}

// lineLog returns git log -L over the raising statement of r at the
// scanned commit, through the cache (by commit, path and lines).
func (h *historyRun) lineLog(ctx context.Context, r *catalog.Record) (enrich.LineLog, error) {
	start, end := statementLines(r)
	key := fmt.Sprintf("linelog-2\x00%s\x00%s\x00%d,%d", h.commit, r.FilePath, start, end) // bump when ParseLineLog changes
	var ll enrich.LineLog
	if h.cache != nil {
		if b, ok := h.cache.Load(key); ok && json.Unmarshal(b, &ll) == nil {
			return ll, nil
		}
	}
	cmd := exec.CommandContext(ctx, "git", "-C", h.top, "log", "--no-color", "--format=%x00%H %at %s",
		"-L", fmt.Sprintf("%d,%d:%s", start, end, r.FilePath), h.commit)
	out, err := cmd.Output()
	if err != nil {
		return ll, err
	}
	ll = enrich.ParseLineLog(out)
	h.save(key, ll)
	return ll, nil
}

// statementLines returns the raising statement's lines: from r's line to
// the line where its brackets close, in the source window (at most 12).
func statementLines(r *catalog.Record) (int, int) {
	end := r.LineNumber
	depth := 0
	lines := strings.Split(r.SourceCode, "\n")
	for i := r.LineNumber - r.SourceCodeStart; i >= 0 && i < len(lines) && end-r.LineNumber < 12; i++ {
		depth += strings.Count(lines[i], "(") + strings.Count(lines[i], "[") + strings.Count(lines[i], "{") -
			strings.Count(lines[i], ")") - strings.Count(lines[i], "]") - strings.Count(lines[i], "}")
		end = r.SourceCodeStart + i
		if depth <= 0 {
			break
		}
	}
	return r.LineNumber, end
}

// blame returns the blame of each of lines in file at rev; with base set,
// over base..rev only (lines older than base are blamed on base, marked
// Boundary).
func blame(ctx context.Context, top, rev, base, file string, lines map[int]bool) (map[int]blamed, error) {
	args := []string{"-C", top, "blame", "--porcelain"}
	var ls []int
	for l := range lines {
		ls = append(ls, l)
	}
	sort.Ints(ls)
	for _, l := range ls {
		args = append(args, "-L", fmt.Sprintf("%d,%d", l, l))
	}
	if base != "" {
		args = append(args, base+".."+rev)
	} else {
		args = append(args, rev)
	}
	args = append(args, "--", file)
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if msg := strings.TrimSpace(stderr.String()); msg != "" {
			return nil, errors.New(firstLine(msg))
		}
		return nil, err
	}
	return parseBlame(out), nil
}

// parseBlame reads git blame --porcelain: each group starts "SHA orig
// final [n]", the first group of a commit carries its author-time and
// summary.
func parseBlame(out []byte) map[int]blamed {
	commits := map[string]*enrich.Commit{}
	type at struct {
		sha  string
		orig int
	}
	lineOf := map[int]at{}
	var cur string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		t := sc.Text()
		if strings.HasPrefix(t, "\t") {
			continue
		}
		f := strings.Fields(t)
		if len(f) >= 3 && len(f[0]) == 40 && isHex(f[0]) {
			cur = f[0]
			orig, err1 := strconv.Atoi(f[1])
			if n, err := strconv.Atoi(f[2]); err == nil && err1 == nil {
				lineOf[n] = at{cur, orig}
			}
			if commits[cur] == nil {
				commits[cur] = &enrich.Commit{SHA: cur}
			}
			continue
		}
		c := commits[cur]
		if c == nil {
			continue
		}
		switch {
		case strings.HasPrefix(t, "author-time "):
			if s, err := strconv.ParseInt(strings.TrimPrefix(t, "author-time "), 10, 64); err == nil {
				c.Time = time.Unix(s, 0).UTC()
			}
		case strings.HasPrefix(t, "summary "):
			c.Subject = strings.TrimPrefix(t, "summary ")
		case t == "boundary":
			c.Boundary = true
		}
	}
	got := map[int]blamed{}
	for l, a := range lineOf {
		got[l] = blamed{*commits[a.sha], a.orig}
	}
	return got
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// blameCache opens the cache of blame results below dir (the --cache
// flag: "" the default place, "off" none); nil when there is none, with a
// warning when an explicit directory cannot be used.
func blameCache(env *Env, dir string) *blobcache.Cache {
	c, err := openCache(env, dir, blameFingerprint, false)
	if err != nil {
		fmt.Fprintf(env.Stderr, "warning: --history: no blame cache: %v\n", err)
	}
	return c
}
