package gitsrc

import (
	"context"
	"fmt"
	"strings"

	"github.com/errdex/errdex/scan"
)

// Source offers the files of one commit of a repository. Create it with
// Open; call Close when the scan is over.
type Source struct {
	Repo   *Repo
	Commit string // the full commit id Rev resolved to
	// Prefix limits the files to those below this slash-terminated
	// directory of the tree ("src/"); paths stay relative to the top of
	// the repository. Open sets it when dir is a subdirectory of a work
	// tree.
	Prefix string
	// Accept reports whether a path (slash-separated) is worth offering,
	// typically by extension. Nil accepts everything.
	Accept func(path string) bool
	// SkipDirs are directory names whose contents are not offered; nil
	// means scan.DefaultSkipDirs, as for a directory scan.
	SkipDirs []string
	reader   *Reader
}

// Open resolves rev in the repository at dir (a work tree, a directory in
// one, or a bare git directory) and starts the blob reader.
func Open(ctx context.Context, dir, rev string) (*Source, error) {
	r := &Repo{Dir: dir}
	commit, err := r.Resolve(ctx, rev)
	if err != nil {
		return nil, err
	}
	rd, err := r.NewReader(ctx)
	if err != nil {
		return nil, err
	}
	prefix, _ := r.run(ctx, "rev-parse", "--show-prefix")
	return &Source{Repo: r, Commit: commit, Prefix: prefix, reader: rd}, nil
}

// Close stops the blob reader.
func (s *Source) Close() error { return s.reader.Close() }

// Files implements scan.Source. Each File's Key is its blob id and path
// ("BLOB:PATH"): extractors may look at the path (a .d.ts or a tests/ file
// is read differently), so equal content at another path gets its own
// cache entry. Symbolic links are warned about and never followed.
func (s *Source) Files(ctx context.Context, yield func(scan.File) error, warn func(path, reason string)) error {
	entries, err := s.Repo.ListTree(ctx, s.Commit)
	if err != nil {
		return err
	}
	skip := s.SkipDirs
	if skip == nil {
		skip = scan.DefaultSkipDirs
	}
	skipSet := map[string]bool{}
	for _, d := range skip {
		skipSet[d] = true
	}
	for _, e := range entries {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !strings.HasPrefix(e.Path, s.Prefix) || inSkipped(e.Path, skipSet) || s.Accept != nil && !s.Accept(e.Path) {
			continue
		}
		if e.Mode == "120000" {
			warn(e.Path, "symbolic link: not followed")
			continue
		}
		blob := e.Blob
		f := scan.File{Path: e.Path, Size: e.Size, Key: blob + ":" + e.Path, Read: func() ([]byte, error) {
			b, err := s.reader.Read(blob)
			if err != nil {
				return nil, fmt.Errorf("read %s at %.12s: %w", blob, s.Commit, err)
			}
			return b, nil
		}}
		if err := yield(f); err != nil {
			return err
		}
	}
	return nil
}

// inSkipped reports whether a directory component of path is in skip.
func inSkipped(path string, skip map[string]bool) bool {
	dirs := strings.Split(path, "/")
	for _, d := range dirs[:len(dirs)-1] {
		if skip[d] {
			return true
		}
	}
	return false
}
