package scan

import (
	"bufio"
	"context"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	gitignore "github.com/sabhiram/go-gitignore"

	"github.com/errdex/errdex/sourcemap"
)

// DefaultSkipDirs are directory names a DirSource does not enter unless
// told otherwise: version control, dependency and build folders whose code
// belongs to someone else.
var DefaultSkipDirs = []string{
	".git", ".hg", ".svn", "node_modules", "vendor", "third_party", "3rdparty",
	".venv", "venv", "site-packages", "__pycache__", ".tox", ".mypy_cache", "target",
}

// DirSource offers the files below Root.
type DirSource struct {
	Root string
	// Accept reports whether a path (relative, slash-separated) is worth
	// offering, typically by extension. Nil accepts everything.
	Accept func(rel string) bool
	// SkipDirs are directory base names not entered; nil means
	// DefaultSkipDirs. Use an empty non-nil slice to enter everything.
	SkipDirs []string
	// NoIgnore disables .gitignore handling.
	NoIgnore bool
	// Prefix is prepended to every offered path: the location of Root
	// inside its repository, so that filePath and permalinks are relative
	// to the repository root even when a subdirectory is scanned.
	Prefix string
	// Unreadable, when set, reports whether a compiled JavaScript file
	// (.js, .cjs, .mjs) with a source map beside it (FILE.map) is one no
	// extractor reads (minified): the original sources its map holds
	// (sourcesContent) that are not on disk are offered too, at their paths
	// below Root (a package's lib/x.min.js with ../src/x.ts in its map:
	// src/x.ts).
	Unreadable func(src []byte) bool
}

type ignoreLevel struct {
	dir string // relative dir of the .gitignore, "" for the root
	gi  *ignoreSet
}

// Files implements Source. Symbolic links are never followed, so a link
// loop cannot trap the walk; a broken or looping link is warned about.
func (d *DirSource) Files(ctx context.Context, yield func(File) error, warn func(string, string)) error {
	skip := d.SkipDirs
	if skip == nil {
		skip = DefaultSkipDirs
	}
	skipSet := map[string]bool{}
	for _, s := range skip {
		skipSet[s] = true
	}
	var ignores []ignoreLevel
	offered := map[string]bool{} // original sources offered from source maps
	root := filepath.Clean(d.Root)
	info, err := os.Stat(root)
	if err != nil {
		return err
	}
	if !info.IsDir() { // a single file
		rel := path.Join(d.Prefix, filepath.Base(root))
		return yield(File{Path: rel, Size: info.Size(), Read: func() ([]byte, error) { return os.ReadFile(root) }})
	}
	return filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return ctxErr
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		if err != nil {
			if rel != "." {
				warn(rel, err.Error())
				if de != nil && de.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			return err
		}
		if rel == "." {
			rel = ""
		}
		for len(ignores) > 0 && !within(rel, ignores[len(ignores)-1].dir) {
			ignores = ignores[:len(ignores)-1]
		}
		// A file no extractor wants is dropped before the .gitignore
		// patterns are tried: matching them is the walk's main cost.
		if !de.IsDir() && d.Accept != nil && !d.Accept(rel) {
			return nil
		}
		if rel != "" && d.ignored(ignores, rel, de.IsDir()) {
			if de.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		switch {
		case de.IsDir():
			if rel != "" && skipSet[de.Name()] {
				return fs.SkipDir
			}
			if !d.NoIgnore {
				if gi := loadIgnore(filepath.Join(p, ".gitignore")); gi != nil {
					ignores = append(ignores, ignoreLevel{rel, gi})
				}
			}
			return nil
		case de.Type()&fs.ModeSymlink != 0:
			if _, err := os.Stat(p); err != nil {
				var pe *fs.PathError
				if errors.As(err, &pe) {
					err = pe.Err
				}
				warn(rel, "symbolic link: "+err.Error())
			}
			return nil // never followed
		case !de.Type().IsRegular():
			return nil
		}
		fi, err := de.Info()
		if err != nil {
			warn(rel, err.Error())
			return nil
		}
		full := p
		if err := yield(File{Path: path.Join(d.Prefix, rel), Size: fi.Size(), Read: func() ([]byte, error) { return os.ReadFile(full) }}); err != nil {
			return err
		}
		return d.originals(root, full, rel, offered, yield, warn)
	})
}

// originals offers the original sources of the compiled file full (rel
// below root) that its source map holds and the disk does not, when
// Unreadable says no extractor reads the file; offered holds the paths
// offered so far (two bundles of one package share their sources).
func (d *DirSource) originals(root, full, rel string, offered map[string]bool, yield func(File) error, warn func(string, string)) error {
	switch path.Ext(rel) {
	case ".js", ".cjs", ".mjs":
	default:
		return nil
	}
	if d.Unreadable == nil {
		return nil
	}
	if _, err := os.Stat(full + ".map"); err != nil {
		return nil
	}
	src, err := os.ReadFile(full)
	if err != nil || !d.Unreadable(src) {
		return nil
	}
	m, err := sourcemap.Load(full)
	if err != nil {
		warn(rel, "source map: "+err.Error())
		return nil
	}
	if m == nil {
		return nil
	}
	mapDir, err := filepath.Rel(root, m.Dir)
	if err != nil {
		return nil
	}
	for i, s := range m.Sources {
		o := sourcemap.Clean(s, filepath.ToSlash(mapDir))
		if o == "" || offered[o] || d.Accept != nil && !d.Accept(o) {
			continue
		}
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(o))); err == nil {
			continue // on disk: the walk offers it
		}
		text, ok := m.Content(i)
		if !ok {
			continue
		}
		offered[o] = true
		b := []byte(text)
		if err := yield(File{Path: path.Join(d.Prefix, o), Size: int64(len(b)), Read: func() ([]byte, error) { return b, nil }}); err != nil {
			return err
		}
	}
	return nil
}

func within(rel, dir string) bool {
	return dir == "" || rel == dir || strings.HasPrefix(rel, dir+"/")
}

func (d *DirSource) ignored(levels []ignoreLevel, rel string, isDir bool) bool {
	for _, l := range levels {
		sub := rel
		if l.dir != "" {
			sub = strings.TrimPrefix(rel, l.dir+"/")
		}
		if isDir {
			sub += "/"
		}
		if l.gi.MatchesPath(sub) {
			return true
		}
	}
	return false
}

func loadIgnore(p string) *ignoreSet {
	f, err := os.Open(p)
	if err != nil {
		return nil
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	set := compileIgnore(lines)
	if len(set.pats) == 0 && set.whole == nil {
		return nil
	}
	return set
}

// ignoreSet is a .gitignore's patterns, matched as go-gitignore matches
// them (the last pattern that matches decides; a negated one un-ignores),
// each first screened by a literal its regular expression needs, so that
// most patterns cost a substring search instead of a backtracking match.
type ignoreSet struct {
	pats  []ignorePat
	whole *gitignore.GitIgnore // set instead of pats for a file with an unusual negation
}

type ignorePat struct {
	gi     *gitignore.GitIgnore // the pattern alone, without its "!"
	negate bool
	lit    string // a substring every path the pattern matches holds; "" when unknown
}

func compileIgnore(lines []string) *ignoreSet {
	set := &ignoreSet{}
	for _, line := range lines {
		t := strings.Trim(strings.TrimRight(line, "\r"), " ")
		if t == "" || t[0] == '#' {
			continue
		}
		negate := t[0] == '!'
		if negate {
			t = t[1:]
			if t != "" && (t[0] == '!' || t[0] == '#') {
				t = t[1:] // go-gitignore drops one escaping "!" or "#" after the "!"
			}
			if t == "" || t[0] == '!' || t[0] == '#' {
				// Read as go-gitignore reads the whole file, unscreened.
				return &ignoreSet{whole: gitignore.CompileIgnoreLines(lines...)}
			}
		}
		set.pats = append(set.pats, ignorePat{gi: gitignore.CompileIgnoreLines(t), negate: negate, lit: ignoreLiteral(t)})
	}
	return set
}

// ignoreLiteral returns the longest run of letters, digits and ".-_" in
// pattern t, which go-gitignore's regular expression for t matches only
// literally, or "" when t holds an escape or a bracket expression the
// run could be part of.
func ignoreLiteral(t string) string {
	if strings.ContainsAny(t, "[]\\") {
		return ""
	}
	best := ""
	for _, run := range strings.FieldsFunc(t, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_')
	}) {
		if len(run) > len(best) {
			best = run
		}
	}
	return best
}

// MatchesPath reports whether the set ignores the slash-separated path f.
func (s *ignoreSet) MatchesPath(f string) bool {
	if s.whole != nil {
		return s.whole.MatchesPath(f)
	}
	ignored := false
	for i := range s.pats {
		p := &s.pats[i]
		if p.negate && !ignored || p.lit != "" && !strings.Contains(f, p.lit) {
			continue
		}
		if p.gi.MatchesPath(f) {
			ignored = !p.negate
		}
	}
	return ignored
}
