package golang

import (
	"path"
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// Code only a command runs. A Go program links a package only through an
// import chain from its main package, and Go's internal rule lets only
// the tree rooted at an internal directory's parent import what is below
// it. So a package that is a main package (a command), or an internal
// package that no package any program may link imports, runs in those
// commands alone: in a catalog of a Go distribution, the toolchain's
// cmd/asm/internal/asm and cmd/go/internal/cmdflag, which no other
// program can link. tagCommandOnly tags their sites
// catalog.CommandOnlyTag; match lists such a record of a runtime or an
// installed package after the others of equal score (a program's own
// commands are the program, so a plain scan of a project is not told
// apart by it).

// tagCommandOnly tags the sites of the command-only packages of files
// (see above), from the package link's packages and each file's imports.
func tagCommandOnly(l *linked, files []extract.Linked) {
	// importers[d] are the folders of the scan whose files import the
	// package in folder d (its own folder left out).
	importers := map[string]map[string]bool{}
	for i, f := range files {
		if l.imports[i] == nil || isConstrained(f.Result) {
			continue // a file no build compiles (//go:build ignore, tools) links nothing
		}
		from := path.Dir(f.Path)
		for _, ip := range l.imports[i] {
			p := l.w.imported(ip)
			if p == nil || p.dir == from || l.w.pkgs[p.dir] != p {
				continue // a package outside the scan, or the file's own
			}
			if importers[p.dir] == nil {
				importers[p.dir] = map[string]bool{}
			}
			importers[p.dir][from] = true
		}
	}
	// open are the packages any program may link: every one that is
	// neither a command nor internal nor in a folder the go command
	// ignores (testdata, _gen), and an internal one that an open one
	// imports, to a fixed point. The others that are a command, or
	// internal with an importer in the scan, run in commands alone; an
	// internal package nothing imports may be reached otherwise (the
	// linker's //go:linkname) and is left as it is.
	root := commonDir(files)
	ignored := func(dir string) bool { return ignoredDir(strings.TrimPrefix(strings.TrimPrefix(dir, root), "/")) }
	open := map[string]bool{}
	for dir, p := range l.w.pkgs {
		if !isCommand(p) && !internalDir(dir) && !ignored(dir) {
			open[dir] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for dir, from := range importers {
			if open[dir] || ignored(dir) {
				continue
			}
			for f := range from {
				if open[f] {
					open[dir] = true
					changed = true
					break
				}
			}
		}
	}
	only := map[string]bool{}
	for dir, p := range l.w.pkgs {
		if !open[dir] && (isCommand(p) || !ignored(dir) && len(importers[dir]) > 0) {
			only[dir] = true
		}
	}
	for _, f := range files {
		if f.Result == nil || !only[path.Dir(f.Path)] {
			continue
		}
		for i := range f.Result.Sites {
			s := &f.Result.Sites[i]
			if !slices.Contains(s.Tags, catalog.CommandOnlyTag) {
				s.Tags = append(s.Tags, catalog.CommandOnlyTag)
			}
		}
	}
}

// isCommand reports whether p is a main package: "main" is the name most
// of its files give that is no external test's (a command's tests are
// often package main_test, and more files than the command's own; a
// library's one stray file of package main, built with a tag only, does
// not make it one).
func isCommand(p *pkg) bool {
	best, n := "", 0
	for name, c := range p.names {
		if !strings.HasSuffix(name, "_test") && (c > n || c == n && name < best) {
			best, n = name, c
		}
	}
	return best == "main"
}

// commonDir is the folder all of files are in (the scan's root when
// their paths start with it; "" when they share none).
func commonDir(files []extract.Linked) string {
	root, first := "", true
	for _, f := range files {
		d := path.Dir(f.Path)
		if first {
			root, first = d, false
			continue
		}
		for root != "" && d != root && !strings.HasPrefix(d, strings.TrimSuffix(root, "/")+"/") {
			if up := path.Dir(root); up != root {
				root = up
			} else {
				root = ""
			}
		}
		if root == "." {
			root = ""
		}
	}
	if root == "." {
		return ""
	}
	return root
}

// ignoredDir reports whether the go command ignores a folder (a path
// below the scan's root): one named testdata, or starting with "_" or
// ".", or inside one.
func ignoredDir(dir string) bool {
	for _, e := range strings.Split(dir, "/") {
		if e == "testdata" || strings.HasPrefix(e, "_") || strings.HasPrefix(e, ".") && e != "." && e != ".." {
			return true
		}
	}
	return false
}

// internalDir reports whether a folder's import path has an element
// "internal": only the tree rooted at its parent may import it.
func internalDir(dir string) bool {
	return slices.Contains(strings.Split(dir, "/"), "internal")
}
