package scan

import (
	"strings"
	"testing"

	gitignore "github.com/sabhiram/go-gitignore"
)

// ignoreLines are .gitignore lines of the kinds real projects write.
var ignoreLines = []string{
	"# comment", "", "*.pyc", "__pycache__/", "build/", "/dist", "*.egg-info/", ".env",
	"docs/_build/", "!docs/_build/keep.py", "**/node_modules", "a/**/b", "logs/*.log",
	"*.so", "!important.so", "foo?bar", "data[0-9].py", "\\#hash", "\\!bang", "!!double",
	"!#x", "!", "tmp*", "a+b", "x/", " spaced ", "/**/gen", "cache/**", "*.py[cod]",
}

var ignorePaths = []string{
	"a.pyc", "src/a.pyc", "__pycache__/", "x/__pycache__/m.py", "build/", "build/x.py", "dist",
	"src/dist", "pkg.egg-info/", ".env", "docs/_build/x.py", "docs/_build/keep.py",
	"node_modules/x.js", "p/node_modules/x.js", "a/b", "a/x/y/b", "logs/x.log", "lib.so",
	"important.so", "foo?bar", "fooxbar", "data1.py", "#hash", "!bang", "double", "!double", "#x",
	"tmp1/", "tmpfile.py", "aab", "a+b", "x/", "x/y.py", "spaced", "gen", "q/gen", "cache/x/y",
	"m.pyc", "m.pyo", "plain.py",
}

// TestIgnoreSet checks that the screened matcher gives go-gitignore's
// verdict on every path, for each line alone and for all lines together.
func TestIgnoreSet(t *testing.T) {
	sets := [][]string{ignoreLines}
	for _, l := range ignoreLines {
		sets = append(sets, []string{l}, []string{"*.py", l}, []string{l, "!*.py"})
	}
	for _, lines := range sets {
		want, got := gitignore.CompileIgnoreLines(lines...), compileIgnore(lines)
		for _, p := range ignorePaths {
			if w, g := want.MatchesPath(p), got.MatchesPath(p); w != g {
				t.Errorf("lines %q, path %q: ignored = %v, go-gitignore says %v", lines, p, g, w)
			}
		}
	}
}

// FuzzIgnoreSet checks the same on any lines and path.
func FuzzIgnoreSet(f *testing.F) {
	f.Add(strings.Join(ignoreLines, "\n"), "docs/_build/keep.py")
	f.Add("*.pyc\n!a.pyc", "src/a.pyc")
	f.Fuzz(func(t *testing.T, text, path string) {
		lines := strings.Split(text, "\n")
		want := gitignore.CompileIgnoreLines(lines...)
		got := compileIgnore(lines)
		if w, g := want.MatchesPath(path), got.MatchesPath(path); w != g {
			t.Errorf("lines %q, path %q: ignored = %v, go-gitignore says %v", lines, path, g, w)
		}
	})
}
