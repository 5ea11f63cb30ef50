// Package gitsrc offers the files of a git commit as a scan.Source, read
// straight from the object store with no checkout: a work tree or a bare
// repository both work, at any revision git can resolve.
//
// It drives the git command line (git rev-parse, git ls-tree and one
// long-lived git cat-file --batch per Source) rather than a Go
// reimplementation of git: the C implementation reads large packfiles with
// its delta cache, understands every repository layout the installed git
// does (alternates, partial clones, worktrees, SHA-256 object format), and
// errdex already needs git on PATH for the origin remote. Every File carries
// its blob id (and path) as Key, so a scan.Cache skips unchanged files
// between revisions.
package gitsrc
