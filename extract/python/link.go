package python

import (
	"path"
	"strings"

	"github.com/errdex/errdex/extract"
)

// sourceExts are the file name suffixes of Python and Cython modules, for
// module names.
var sourceExts = []string{".py", ".pyi", ".pyx", ".pxd", ".pxi"}

// modulePath turns a slash-separated file path into a dotted module name,
// counting every directory as a package: a/b/c.py is a.b.c and
// a/b/__init__.py is a.b.
func modulePath(p string) string {
	for _, ext := range sourceExts {
		if strings.HasSuffix(p, ext) {
			p = strings.TrimSuffix(p, ext)
			break
		}
	}
	p = strings.TrimSuffix(strings.TrimSuffix(p, "/__init__"), "__init__")
	p = strings.Trim(p, "/")
	return strings.ReplaceAll(p, "/", ".")
}

func isInit(p string) bool {
	base := path.Base(p)
	return strings.HasPrefix(base, "__init__.")
}

// layout knows the packages of a scan: the directories that hold an
// __init__ module.
type layout struct{ pkgs map[string]bool }

func newLayout(files []extract.Linked) *layout {
	l := &layout{pkgs: map[string]bool{}}
	for _, f := range files {
		if isInit(f.Path) {
			l.pkgs[path.Dir(f.Path)] = true
		}
	}
	return l
}

// module returns the dotted name Python gives the file at p when its
// top-level package is importable: the path from the parent of the highest
// directory above p that holds an __init__ module (so namespace packages
// below a regular one, like sglang/srt without an __init__.py under
// sglang/, are counted in). A file in no package is named by its stem, as
// when its own directory is on sys.path (a script run directly is
// __main__ instead; that is not knowable).
func (l *layout) module(p string) string {
	dir := path.Dir(p)
	top := ""
	for d := dir; d != "." && d != "/" && d != ""; d = path.Dir(d) {
		if l.pkgs[d] {
			top = d
		}
	}
	rel := path.Base(p)
	if top != "" {
		rel = strings.TrimPrefix(p, path.Dir(top)+"/")
		if path.Dir(top) == "." {
			rel = p
		}
	}
	return modulePath(rel)
}

// link is the Python extractor's link pass.
func link(files []extract.Linked) []extract.Error {
	lay := newLayout(files)
	for _, f := range files {
		if f.Result == nil || f.Result.Summary.IsEmpty() {
			continue
		}
		mod := lay.module(f.Path)
		for _, r := range f.Result.Summary.Refs {
			if r.Site < 0 || r.Site >= len(f.Result.Sites) {
				continue
			}
			s := &f.Result.Sites[r.Site]
			switch r.Kind {
			case "__name__":
				s.Class = mod
			case "__package__":
				if isInit(f.Path) {
					s.Class = mod
				} else if i := strings.LastIndexByte(mod, '.'); i >= 0 {
					s.Class = mod[:i]
				} else {
					s.Class = ""
				}
			}
		}
	}
	return nil
}
