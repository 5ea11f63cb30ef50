package errdexprocessor

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"go.uber.org/zap"

	"github.com/errdex/errdex/match"
)

// catalog holds the index over one catalog file and keeps it current: a
// goroutine checks the file every ReloadInterval and, when it changed
// (its match.Stamp: size, times, identity and the checksum of its ends),
// opens the
// new catalog while records go on being answered with the old index, then
// swaps the new one in, unless the new one lost too many records (see
// refusal). An index is closed once the last batch using it is done.
type catalog struct {
	path       string
	interval   time.Duration
	minKept    float64
	allowEmpty bool
	logger     *zap.Logger

	cur  atomic.Pointer[snapshot]
	stop chan struct{}
	done chan struct{}

	// failed is the stamp of the catalog that last failed to open, and
	// unreadable is set while the file cannot be found or read, so that
	// either is reported once, not at every check.
	failed     match.Stamp
	unreadable bool
}

// snapshot is one opened catalog.
type snapshot struct {
	ix    *match.Index
	stamp match.Stamp // of the version ix read
	file  os.FileInfo // the catalog file ix reads its records from
	// loaded and took say how it was opened: from the saved index, in
	// how long.
	loaded bool
	took   time.Duration
	// bad is how many bad lines the version has (each one logged, and
	// skipped).
	bad  int
	refs atomic.Int64
	// retired is set once a newer snapshot replaced this one; the last
	// release then closes it.
	retired   atomic.Bool
	closeOnce sync.Once
}

// statStamp returns the match.Stamp of the catalog at path, the one a
// saved index is keyed by, and its FileInfo.
func statStamp(path string) (match.Stamp, os.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return match.Stamp{}, nil, err
	}
	s, err := match.StampFile(path)
	return s, st, err
}

// openIndex is match.Open; tests slow it down.
var openIndex = match.Open

// openCatalog opens cfg.Catalog and, when cfg.ReloadInterval is positive,
// starts watching it. A catalog with no records is refused unless
// cfg.AllowEmpty.
func openCatalog(cfg *Config, logger *zap.Logger) (*catalog, error) {
	c := &catalog{path: cfg.Catalog, interval: cfg.ReloadInterval, minKept: cfg.ReloadMinKept, allowEmpty: cfg.AllowEmpty,
		logger: logger, stop: make(chan struct{}), done: make(chan struct{})}
	s, err := c.open()
	if err != nil {
		return nil, err
	}
	if why := c.refusal(nil, s); why != "" {
		s.close()
		return nil, fmt.Errorf("%s: %s", c.path, why)
	}
	c.opened(s)
	c.cur.Store(s)
	if c.interval > 0 {
		go c.watch()
	} else {
		close(c.done)
	}
	return c, nil
}

// open opens the catalog as it is now. A file that changed while it was
// being read (rewritten in place) is an error: the next check tries again.
func (c *catalog) open() (*snapshot, error) {
	file, err := os.Stat(c.path)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	opts := match.Options{Warn: func(msg string) { c.logger.Warn("errdex catalog: " + msg) }}
	ix, warns, info, err := openIndex(c.path, opts)
	if err != nil {
		return nil, err
	}
	// ix.Stamp is the version Open read; a catalog with only bad lines
	// is an error of Open's (match.ErrNoRecords)
	after, err := match.StampFile(c.path)
	if err == nil && after != ix.Stamp() {
		err = fmt.Errorf("%s changed while it was read", c.path)
	}
	if err != nil {
		ix.Close()
		return nil, err
	}
	for i, w := range warns {
		if i == 10 {
			c.logger.Warn(fmt.Sprintf("errdex catalog: %d more bad lines skipped", len(warns)-i))
			break
		}
		c.logger.Warn("errdex catalog: " + w.Error())
	}
	if info.SaveErr != nil {
		c.logger.Warn("errdex catalog: index not saved beside the catalog, so it is rebuilt at every start", zap.Error(info.SaveErr))
	}
	return &snapshot{ix: ix, stamp: ix.Stamp(), file: file, loaded: info.Loaded, took: time.Since(start), bad: len(warns)}, nil
}

// opened logs that s is the catalog in use.
func (c *catalog) opened(s *snapshot) {
	c.logger.Info("errdex catalog opened", zap.String("path", c.path), zap.Int("records", s.ix.Len()),
		zap.Bool("saved_index", s.loaded), zap.Duration("took", s.took))
}

// watch checks the catalog file every interval until stop is closed.
func (c *catalog) watch() {
	defer close(c.done)
	t := time.NewTicker(c.interval)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			c.check()
		}
	}
}

// check swaps in the catalog file's current version if it changed.
func (c *catalog) check() {
	now, file, err := statStamp(c.path)
	if err != nil {
		if !c.unreadable {
			c.logger.Warn("errdex catalog: cannot read it; answering with the catalog opened before", zap.Error(err))
			c.unreadable = true
		}
		return
	}
	c.unreadable = false
	old := c.cur.Load()
	if now == old.stamp || now == c.failed {
		return
	}
	inPlace := os.SameFile(file, old.file)
	if inPlace {
		c.logger.Warn("errdex catalog: rewritten in place, so the records of the catalog opened before cannot be read until it is reopened; replace a catalog by renaming a new file over it (errdex scan -o does)")
	}
	s, err := c.open()
	if err == nil {
		if why := c.refusal(old, s); why != "" {
			s.close()
			err = errors.New(why)
		}
	}
	if err != nil {
		msg := "errdex catalog: reload failed; answering with the catalog opened before"
		if inPlace {
			msg = "errdex catalog: reload failed, and the catalog opened before was overwritten: errors are answered unknown until a valid catalog is in place"
		}
		c.logger.Error(msg, zap.String("path", c.path), zap.Error(err))
		c.failed = now
		return
	}
	c.failed = match.Stamp{}
	c.opened(s)
	c.cur.Store(s)
	old.retire()
}

// refusal says why next must not be used after cur (nil at start), or
// "": a catalog with no records unless allow_empty, one with fewer than
// reload_min_kept of cur's records, and (unless reload_min_kept is 0) one
// with more bad lines than cur. The first two would leave most errors
// unknown; a catalog cut short or emptied by accident is more likely than
// a codebase that lost most of its errors. The third loses records too:
// a catalog cut short, or being written in place, ends in a truncated
// line.
func (c *catalog) refusal(cur, next *snapshot) string {
	n := next.ix.Len()
	switch {
	case n == 0 && !c.allowEmpty:
		return "the catalog has no records, so every error would be unknown; refused (set allow_empty: true to accept an empty catalog)"
	case cur == nil || n == 0:
		return ""
	}
	if next.bad > cur.bad && c.minKept > 0 {
		return fmt.Sprintf("the new catalog has %d bad lines (logged above, each with its file and line), the one in use %d; refused: a catalog cut short or half written loses records; replace it with a complete catalog, or set reload_min_kept to 0 to accept it",
			next.bad, cur.bad)
	}
	was := cur.ix.Len()
	if was > 0 && float64(n) < c.minKept*float64(was) {
		return fmt.Sprintf("the new catalog has %d records, %.0f%% of the %d in use, below reload_min_kept (%g); refused: replace it with a complete catalog, or lower reload_min_kept to accept it",
			n, 100*float64(n)/float64(was), was, c.minKept)
	}
	return ""
}

// acquire returns the current snapshot, which stays open until release.
func (c *catalog) acquire() *snapshot {
	for {
		s := c.cur.Load()
		s.refs.Add(1)
		if c.cur.Load() == s {
			return s
		}
		s.release() // swapped meanwhile: take the new one
	}
}

func (s *snapshot) release() {
	if s.refs.Add(-1) == 0 && s.retired.Load() {
		s.close()
	}
}

// retire marks s replaced and closes it if no batch uses it.
func (s *snapshot) retire() {
	s.retired.Store(true)
	if s.refs.Load() == 0 {
		s.close()
	}
}

func (s *snapshot) close() { s.closeOnce.Do(func() { s.ix.Close() }) }

// Close stops watching and closes the index once no batch uses it.
func (c *catalog) Close() {
	select {
	case <-c.stop:
	default:
		close(c.stop)
	}
	<-c.done
	c.cur.Load().retire()
}
