package errdexprocessor

import (
	"context"
	"errors"
	"fmt"
	"time"

	"go.uber.org/zap"

	"github.com/errdex/errdex/internal/tick"
	"github.com/errdex/errdex/match"
)

// catalog holds the index over one catalog file and keeps it current: a
// goroutine checks the file every ReloadInterval (match.Live.Check: its
// match.Stamp, size, times, identity and the checksum of its ends) and,
// when it changed, opens the new catalog while records go on being
// answered with the old index, then swaps the new one in, unless the new
// one lost too many records (see refusal). An index is closed once the
// last batch using it is done.
type catalog struct {
	path       string
	interval   time.Duration
	minKept    float64
	allowEmpty bool
	logger     *zap.Logger

	live *match.Live
	ctx  context.Context // ended by stop, which Close calls
	stop context.CancelFunc
	done chan struct{}
}

// openIndex is match.Open; tests slow it down.
var openIndex = match.Open

// openCatalog opens cfg.Catalog and, when cfg.ReloadInterval is positive,
// starts watching it. A catalog with no records is refused unless
// cfg.AllowEmpty.
func openCatalog(cfg *Config, logger *zap.Logger) (*catalog, error) {
	c := &catalog{path: cfg.Catalog, interval: cfg.ReloadInterval, minKept: cfg.ReloadMinKept, allowEmpty: cfg.AllowEmpty,
		logger: logger, done: make(chan struct{})}
	c.ctx, c.stop = context.WithCancel(context.Background())
	opts := match.Options{Warn: func(msg string) { c.logger.Warn("errdex catalog: " + msg) }}
	live, v, err := match.OpenLive(c.path, opts, match.LiveOptions{Open: openIndex, ReloadPolicy: match.ReloadPolicy{
		MinKept: c.minKept, AllowEmpty: c.allowEmpty,
		// reload_min_kept 0 accepts whatever the new catalog holds
		AllowMoreBad: c.minKept == 0,
	}})
	if err != nil {
		return nil, err
	}
	c.logBad(v.Bad)
	if v.Index().Len() == 0 && !c.allowEmpty {
		live.Close()
		return nil, fmt.Errorf("%s: %s", c.path, emptyRefusal)
	}
	c.live = live
	c.opened(v)
	if c.interval > 0 {
		go c.watch()
	} else {
		close(c.done)
	}
	return c, nil
}

const emptyRefusal = "the catalog has no records, so every error would be unknown; refused (set allow_empty: true to accept an empty catalog)"

// logBad logs a version's bad lines, ten at most.
func (c *catalog) logBad(bad []error) {
	for i, w := range bad {
		if i == 10 {
			c.logger.Warn(fmt.Sprintf("errdex catalog: %d more bad lines skipped", len(bad)-i))
			break
		}
		c.logger.Warn("errdex catalog: " + w.Error())
	}
}

// opened logs that v is the catalog in use.
func (c *catalog) opened(v *match.Version) {
	c.logger.Info("errdex catalog opened", zap.String("path", c.path), zap.Int("records", v.Index().Len()),
		zap.Bool("saved_index", v.Info.Loaded), zap.Duration("took", v.Took))
	if v.Info.SaveErr != nil {
		c.logger.Warn("errdex catalog: index not saved beside the catalog, so it is rebuilt at every start", zap.Error(v.Info.SaveErr))
	}
}

// watch checks the catalog file every interval until Close.
func (c *catalog) watch() {
	defer close(c.done)
	tick.Every(c.ctx, c.interval, func() bool {
		c.check()
		return true
	})
}

// check swaps in the catalog file's current version if it changed, and
// logs what it did.
func (c *catalog) check() {
	r := c.live.Check()
	switch r.Kind {
	case match.Unchanged:
		return
	case match.Unreadable:
		c.logger.Warn("errdex catalog: cannot read it; answering with the catalog opened before", zap.Error(r.Err))
		return
	}
	if r.InPlace {
		c.logger.Warn("errdex catalog: rewritten in place, so the records of the catalog opened before cannot be read until it is reopened; replace a catalog by renaming a new file over it (errdex scan -o does)")
	}
	c.logBad(r.Bad)
	if r.Kind == match.Reloaded {
		c.opened(r.Version)
		return
	}
	msg := "errdex catalog: reload failed; answering with the catalog opened before"
	if r.InPlace {
		msg = "errdex catalog: reload failed, and the catalog opened before was overwritten: errors are answered unknown until a valid catalog is in place"
	}
	c.logger.Error(msg, zap.String("path", c.path), zap.Error(c.refusal(r.Err)))
}

// refusal says, in the terms of the processor's configuration, why a new
// catalog was refused: err, or the match.Refusal it is. A catalog with no
// records would leave every error unknown, one with fewer than
// reload_min_kept of the records in use most of them; a catalog cut short
// or emptied by accident is more likely than a codebase that lost most of
// its errors. A catalog with more bad lines than the one in use loses
// records too: a catalog cut short, or being written in place, ends in a
// truncated line.
func (c *catalog) refusal(err error) error {
	var r *match.Refusal
	if !errors.As(err, &r) {
		return err
	}
	switch {
	case r.Empty:
		return errors.New(emptyRefusal)
	case r.MoreBad:
		return fmt.Errorf("the new catalog has %d bad lines (logged above, each with its file and line), the one in use %d; refused: a catalog cut short or half written loses records; replace it with a complete catalog, or set reload_min_kept to 0 to accept it",
			r.Bad, r.BadBefore)
	default:
		return fmt.Errorf("the new catalog has %d records, %.0f%% of the %d in use, below reload_min_kept (%g); refused: replace it with a complete catalog, or lower reload_min_kept to accept it",
			r.Records, 100*float64(r.Records)/float64(r.Before), r.Before, r.MinKept)
	}
}

// acquire returns the current version, which stays open until its
// Release.
func (c *catalog) acquire() *match.Version { return c.live.Acquire() }

// Close stops watching and closes the index once no batch uses it.
func (c *catalog) Close() {
	c.stop()
	<-c.done
	c.live.Close()
}
