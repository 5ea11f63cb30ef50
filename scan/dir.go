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
}

type ignoreLevel struct {
	dir string // relative dir of the .gitignore, "" for the root
	gi  *gitignore.GitIgnore
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
			if d.Accept != nil && !d.Accept(rel) {
				return nil
			}
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
		if d.Accept != nil && !d.Accept(rel) {
			return nil
		}
		fi, err := de.Info()
		if err != nil {
			warn(rel, err.Error())
			return nil
		}
		full := p
		return yield(File{Path: path.Join(d.Prefix, rel), Size: fi.Size(), Read: func() ([]byte, error) { return os.ReadFile(full) }})
	})
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

func loadIgnore(p string) *gitignore.GitIgnore {
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
	if len(lines) == 0 {
		return nil
	}
	return gitignore.CompileIgnoreLines(lines...)
}
