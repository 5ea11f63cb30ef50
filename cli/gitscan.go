package cli

import (
	"context"
	"fmt"

	"github.com/errdex/errdex/blobcache"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/gitsrc"
	"github.com/errdex/errdex/scan"
	"github.com/errdex/errdex/versions"
)

// revScan is the git side of `scan --rev`: the Source reading the commit
// from the object store, the blob cache and the version label.
type revScan struct {
	src     *gitsrc.Source
	version string // tag naming the commit, or ""
}

// openRev resolves rev in the repository at root and points opts at it:
// opts.SHA becomes the commit, opts.Repo (if empty) comes from the origin
// remote, and opts.Cache is the blob cache in cacheDir ("" for the default
// location, "off" for none).
func openRev(ctx context.Context, env *Env, root, rev string, opts *scan.Options, allDirs bool, cacheDir string) (*revScan, error) {
	src, err := gitsrc.Open(ctx, root, rev)
	if err != nil {
		return nil, err
	}
	src.Accept = func(p string) bool { return extract.ForPath(registry.All, p) != nil }
	if allDirs {
		src.SkipDirs = []string{}
	}
	rs := &revScan{src: src}
	opts.SHA = src.Commit
	if opts.Repo == "" {
		if m := remoteRE.FindStringSubmatch(src.Repo.OriginURL(ctx)); m != nil {
			opts.Repo = m[1]
		}
	}
	rs.version = revVersion(ctx, src, rev)
	c, err := openCache(env, cacheDir, "", true)
	if err != nil {
		src.Close()
		return nil, err
	}
	if c != nil {
		opts.Cache = c
	}
	return rs, nil
}

// revVersion returns rev if it is a tag, else the newest tag on the commit,
// else "".
func revVersion(ctx context.Context, src *gitsrc.Source, rev string) string {
	tags, _ := src.Repo.Tags(ctx, src.Commit)
	for _, t := range tags {
		if t == rev {
			return t
		}
	}
	if len(tags) > 0 {
		return tags[len(tags)-1]
	}
	return ""
}

// source returns the git Source, or dir when rs is nil (no --rev).
func (rs *revScan) source(dir scan.Source) scan.Source {
	if rs == nil {
		return dir
	}
	return rs.src
}

// finish labels the records with the version and stops the blob reader.
func (rs *revScan) finish(res *scan.Result) {
	if rs == nil {
		return
	}
	rs.src.Close()
	if res == nil {
		return
	}
	for i := range res.Entries {
		versions.Label(&res.Entries[i].Record, rs.version)
	}
}

// openCache opens the blob cache of fingerprint ("": this build's) in dir
// (the --cache flag: "" the default location, "off" none, then nil). An
// explicit dir that cannot be used is an error; the default location is a
// convenience, so the scan goes on without it, with a warning when warn is
// set.
func openCache(env *Env, dir, fingerprint string, warn bool) (*blobcache.Cache, error) {
	explicit := dir != ""
	if !explicit {
		dir = blobcache.DefaultDir(env.Getenv)
	}
	if dir == "off" || dir == "" {
		return nil, nil
	}
	var err error
	if fingerprint == "" {
		fingerprint, err = blobcache.Fingerprint()
	}
	var c *blobcache.Cache
	if err == nil {
		c, err = blobcache.Open(dir, fingerprint)
	}
	switch {
	case err != nil && explicit:
		return nil, fmt.Errorf("cache: %w", err)
	case err != nil:
		if warn {
			fmt.Fprintf(env.Stderr, "warning: no blob cache: %v\n", err)
		}
		return nil, nil
	}
	return c, nil
}

// cacheSummary is the tail of the scan summary line: the cache hit rate,
// or "" without a cache.
func cacheSummary(c *blobcache.Cache, st scan.Stats) string {
	if c == nil {
		return ""
	}
	rate := 0.0
	if st.Files > 0 {
		rate = 100 * float64(st.CacheHits) / float64(st.Files)
	}
	return fmt.Sprintf(", blob cache %d/%d hits (%.0f%%)", st.CacheHits, st.Files, rate)
}
