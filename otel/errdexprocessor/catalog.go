package errdexprocessor

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"go.uber.org/zap"

	"github.com/errdex/errdex/match"
)

// catalog holds the index over one catalog file and keeps it current: a
// goroutine checks the file every ReloadInterval and, when its size or
// modification time changed, opens the new catalog while records go on
// being answered with the old index, then swaps the new one in. An index
// is closed once the last batch using it is done.
type catalog struct {
	path     string
	interval time.Duration
	logger   *zap.Logger

	cur  atomic.Pointer[snapshot]
	stop chan struct{}
	done chan struct{}

	// failed is the stamp of the catalog that last failed to open, and
	// unreadable is set while the file cannot be found or read, so that
	// either is reported once, not at every check.
	failed     stamp
	unreadable bool
}

// snapshot is one opened catalog.
type snapshot struct {
	ix    *match.Index
	stamp stamp
	file  os.FileInfo // the catalog file ix reads its records from
	refs  atomic.Int64
	// retired is set once a newer snapshot replaced this one; the last
	// release then closes it.
	retired   atomic.Bool
	closeOnce sync.Once
}

// stamp identifies a version of the catalog file.
type stamp struct {
	size  int64
	mtime time.Time
}

func statStamp(path string) (stamp, os.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return stamp{}, nil, err
	}
	return stamp{st.Size(), st.ModTime()}, st, nil
}

// openIndex is match.Open; tests slow it down.
var openIndex = match.Open

// openCatalog opens the catalog at path and, when interval is positive,
// starts watching it.
func openCatalog(path string, interval time.Duration, logger *zap.Logger) (*catalog, error) {
	c := &catalog{path: path, interval: interval, logger: logger, stop: make(chan struct{}), done: make(chan struct{})}
	s, err := c.open()
	if err != nil {
		return nil, err
	}
	c.cur.Store(s)
	if interval > 0 {
		go c.watch()
	} else {
		close(c.done)
	}
	return c, nil
}

// open opens the catalog as it is now. A file that changed while it was
// being read (rewritten in place) is an error: the next check tries again.
func (c *catalog) open() (*snapshot, error) {
	before, file, err := statStamp(c.path)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	opts := match.Options{Warn: func(msg string) { c.logger.Warn("errdex catalog: " + msg) }}
	ix, warns, info, err := openIndex(c.path, opts)
	if err != nil {
		return nil, err
	}
	after, _, err := statStamp(c.path)
	switch {
	case err != nil:
	case after != before:
		err = fmt.Errorf("%s changed while it was read", c.path)
	case ix.Len() == 0 && len(warns) > 0:
		err = fmt.Errorf("%s has no usable record: %w (and %d more bad lines)", c.path, warns[0], len(warns)-1)
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
	c.logger.Info("errdex catalog opened", zap.String("path", c.path), zap.Int("records", ix.Len()),
		zap.Bool("saved_index", info.Loaded), zap.Duration("took", time.Since(start)))
	return &snapshot{ix: ix, stamp: before, file: file}, nil
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
	if err != nil {
		msg := "errdex catalog: reload failed; answering with the catalog opened before"
		if inPlace {
			msg = "errdex catalog: reload failed, and the catalog opened before was overwritten: errors are answered unknown until a valid catalog is in place"
		}
		c.logger.Error(msg, zap.Error(err))
		c.failed = now
		return
	}
	c.failed = stamp{}
	c.cur.Store(s)
	old.retire()
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
