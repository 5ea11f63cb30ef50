package match

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// Live is an Index kept current with its catalog file. Check compares the
// file's Stamp (size, times, identity, the checksum of its ends) with the
// version in use and, when it changed (errdex scan -o wrote it again,
// say), opens the new version and swaps it in, unless its ReloadPolicy
// refuses it: then the version opened before goes on answering. Answers
// in flight keep the Version they acquired; a replaced version is closed
// when its last user releases it.
//
// Live is the one reload mechanism behind match reading an open pipe, mcp
// --catalog and the collector processor; each front end decides when to
// Check and how to report what Check says.
type Live struct {
	path   string
	opts   Options
	policy ReloadPolicy
	openFn func(string, Options) (*Index, []error, OpenInfo, error)

	check sync.Mutex // one Check at a time; guards failed and unreadable
	// failed is the stamp of the version last refused, and unreadable is
	// set while the file cannot be read, so that Check reports each once.
	failed     Stamp
	unreadable bool

	cur atomic.Pointer[Version]
}

// ReloadPolicy says which new versions of a catalog Live refuses. The zero
// value refuses a version with no records (where the one in use has
// some) and one with more bad lines than the one in use: a catalog cut
// short, or caught half written, ends in a truncated line and loses
// records.
type ReloadPolicy struct {
	// MinKept refuses a version with fewer records than this share of
	// the version in use; 0 accepts any number.
	MinKept float64
	// AllowEmpty accepts a version with no records.
	AllowEmpty bool
	// AllowMoreBad accepts a version with more bad lines than the one in
	// use.
	AllowMoreBad bool
}

// LiveOptions tune OpenLive.
type LiveOptions struct {
	ReloadPolicy
	// Open opens each version; nil means Open. Tests slow it down.
	Open func(path string, o Options) (*Index, []error, OpenInfo, error)
}

// Version is one opened version of a Live catalog.
type Version struct {
	ix    *Index
	stamp Stamp
	file  os.FileInfo
	// Bad are the version's bad lines (each skipped), Info how it was
	// opened, and Took how long opening it took.
	Bad  []error
	Info OpenInfo
	Took time.Duration

	refs      atomic.Int64
	retired   atomic.Bool
	closeOnce sync.Once
}

// Index returns the version's index.
func (v *Version) Index() *Index { return v.ix }

// Release says that an answer made with v, from Live.Acquire, is done.
func (v *Version) Release() {
	if v.refs.Add(-1) == 0 && v.retired.Load() {
		v.close()
	}
}

// retire marks v replaced and closes it if no answer uses it.
func (v *Version) retire() {
	v.retired.Store(true)
	if v.refs.Load() == 0 {
		v.close()
	}
}

func (v *Version) close() { v.closeOnce.Do(func() { v.ix.Close() }) }

// ReloadKind says what a Check did.
type ReloadKind int

const (
	Unchanged  ReloadKind = iota // the file is the version in use, or one refused before
	Reloaded                     // a new version is in use
	Refused                      // a new version could not be opened, or the policy refused it
	Unreadable                   // the file cannot be read (said once until it can again)
)

// Reload is what a Check did.
type Reload struct {
	Kind ReloadKind
	// Err is why the new version was refused, or why the file cannot be
	// read. A refusal by the policy is a *Refusal.
	Err error
	// InPlace is set when the file was rewritten in place rather than
	// replaced by renaming a new file over it: the version in use can no
	// longer read its records' full text.
	InPlace bool
	// Version is the version now in use (Reloaded only).
	Version *Version
	// Records and Bad are the new version's records and bad lines, when
	// it could be read (Reloaded, Refused); Before is the number of
	// records of the version in use before.
	Records, Before int
	Bad             []error
}

// Refusal is a new version that a ReloadPolicy refused.
type Refusal struct {
	Records, Before int // the new version's and the one in use's
	Bad, BadBefore  int // their bad lines
	// Empty, MoreBad or Lost says which rule refused it.
	Empty, MoreBad, Lost bool
	MinKept              float64
}

func (r *Refusal) Error() string {
	switch {
	case r.Empty:
		return "it has no records"
	case r.MoreBad:
		return fmt.Sprintf("it has %d bad lines, the version in use %d (a catalog cut short or half written loses records)", r.Bad, r.BadBefore)
	default:
		return fmt.Sprintf("it has %d records, %.0f%% of the %d in use, below the share kept (%g)", r.Records, 100*float64(r.Records)/float64(r.Before), r.Before, r.MinKept)
	}
}

// OpenLive opens the catalog at path as Open does, with opts, and returns
// it as a Live catalog and its first version (for its bad lines and
// OpenInfo; with an error, its bad lines when the catalog has nothing
// else). A first version with no records is the caller's to refuse.
func OpenLive(path string, opts Options, lo LiveOptions) (*Live, *Version, error) {
	l := &Live{path: path, opts: opts, policy: lo.ReloadPolicy, openFn: lo.Open}
	if l.openFn == nil {
		l.openFn = Open
	}
	v, err := l.open()
	if err != nil {
		return nil, v, err
	}
	l.cur.Store(v)
	return l, v, nil
}

// open opens the catalog as it is now. A file that changed while it was
// read (rewritten in place) is an error: the next Check tries again. The
// Version is returned with the error when the catalog has bad lines only.
func (l *Live) open() (*Version, error) {
	file, err := os.Stat(l.path)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	ix, warns, info, err := l.openFn(l.path, l.opts)
	if err != nil {
		if warns != nil {
			return &Version{Bad: warns, Info: info}, err
		}
		return nil, err
	}
	v := &Version{ix: ix, stamp: ix.Stamp(), file: file, Bad: warns, Info: info, Took: time.Since(start)}
	if after, err := StampFile(l.path); err == nil && after != ix.Stamp() {
		ix.Close()
		return nil, errors.New("it changed while it was read")
	}
	return v, nil
}

// refusal says why next must not be used after cur, or nil.
func (l *Live) refusal(cur, next *Version) *Refusal {
	r := &Refusal{Records: next.ix.Len(), Bad: len(next.Bad), MinKept: l.policy.MinKept,
		Before: cur.ix.Len(), BadBefore: len(cur.Bad)}
	switch {
	case r.Records == 0 && !l.policy.AllowEmpty && r.Before > 0:
		r.Empty = true
	case r.Records == 0:
		return nil
	case r.Bad > r.BadBefore && !l.policy.AllowMoreBad:
		r.MoreBad = true
	case r.Before > 0 && float64(r.Records) < l.policy.MinKept*float64(r.Before):
		r.Lost = true
	default:
		return nil
	}
	return r
}

// Path returns the catalog's path.
func (l *Live) Path() string { return l.path }

// Acquire returns the version in use, which stays open until its Release.
func (l *Live) Acquire() *Version {
	for {
		v := l.cur.Load()
		v.refs.Add(1)
		if l.cur.Load() == v {
			return v
		}
		v.Release() // swapped meanwhile: take the new one
	}
}

// Current returns the version in use, without acquiring it: for
// comparing with one acquired before.
func (l *Live) Current() *Version { return l.cur.Load() }

// Check swaps in the catalog file's new version, if it changed and the
// policy accepts it, and says what it did. A file that cannot be read, and
// a version refused, are reported once.
func (l *Live) Check() Reload {
	l.check.Lock()
	defer l.check.Unlock()
	old := l.cur.Load()
	r := Reload{Before: old.ix.Len()}
	now, err := StampFile(l.path)
	if err != nil {
		if l.unreadable {
			return Reload{Kind: Unchanged, Before: r.Before}
		}
		l.unreadable = true
		r.Kind, r.Err = Unreadable, err
		return r
	}
	l.unreadable = false
	if now == old.stamp || now == l.failed {
		return r
	}
	if fi, err := os.Stat(l.path); err == nil && old.file != nil {
		r.InPlace = os.SameFile(fi, old.file)
	}
	next, err := l.open()
	if next != nil {
		r.Bad = next.Bad
	}
	if err == nil {
		r.Records = next.ix.Len()
		if why := l.refusal(old, next); why != nil {
			next.close()
			err = why
		}
	}
	if err != nil {
		l.failed = now
		r.Kind, r.Err = Refused, err
		return r
	}
	l.failed = Stamp{}
	l.cur.Store(next)
	old.retire()
	r.Kind, r.Version = Reloaded, next
	return r
}

// Close closes the version in use once no answer uses it.
func (l *Live) Close() { l.cur.Load().retire() }
