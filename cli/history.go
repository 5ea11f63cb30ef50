package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/enrich"
)

// history dates the raising line of every record with git blame at rev in
// the repository dir (a work tree or a bare git dir), a file at a time,
// files with the most records first, workers at once, until budget runs
// out; each dated record gets the commit in commonSituations. It returns a
// summary for the scan's last line.
func history(ctx context.Context, dir, rev string, entries []catalog.Entry, budget time.Duration, workers int) (string, error) {
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
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	var mu sync.Mutex
	var dated, done int
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
				got, err := blame(ctx, top, rev, f, lines)
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
	s := fmt.Sprintf("history: %d of %d records dated from %d of %d files", dated, len(entries), done, len(files))
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		s += fmt.Sprintf(" (stopped at the %s budget; see --history-budget)", budget)
	}
	return s, firstErr
}

// blame returns the commit of each of lines in file at rev.
func blame(ctx context.Context, top, rev, file string, lines map[int]bool) (map[int]enrich.Commit, error) {
	args := []string{"-C", top, "blame", "--porcelain"}
	var ls []int
	for l := range lines {
		ls = append(ls, l)
	}
	sort.Ints(ls)
	for _, l := range ls {
		args = append(args, "-L", fmt.Sprintf("%d,%d", l, l))
	}
	args = append(args, rev, "--", file)
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
func parseBlame(out []byte) map[int]enrich.Commit {
	commits := map[string]*enrich.Commit{}
	lineOf := map[int]string{}
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
			if n, err := strconv.Atoi(f[2]); err == nil {
				lineOf[n] = cur
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
	got := map[int]enrich.Commit{}
	for l, sha := range lineOf {
		got[l] = *commits[sha]
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
