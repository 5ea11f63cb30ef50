package pytree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// compare parses src with tree-sitter and Parse and returns "" when they
// agree or Parse refuses, else the difference; refused reports Parse's error.
func compare(tb testing.TB, src []byte, ranges []Range) (d string, refused error, tsErr bool) {
	want, bad := tsParse(tb, src, ranges)
	var tr Tree
	err := Parse(src, ranges, &tr)
	if err != nil {
		return "", err, bad
	}
	if bad {
		return "Parse accepted a file tree-sitter parses with an error\n" + dump(src, want), nil, bad
	}
	return diff(src, want, named(&tr)), nil, false
}

// TestSame compares Parse with tree-sitter on every testdata file, which
// Parse must accept.
func TestSame(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.py")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		d, refused, _ := compare(t, src, nil)
		if refused != nil {
			t.Errorf("%s: refused: %v", f, refused)
			continue
		}
		if d != "" {
			t.Errorf("%s: %s", f, d)
		}
	}
}

// lineSource returns the source a line of testdata/lines stands for: the
// line and a newline, with ␤, ␍, ␉ and ␌ standing for a newline, a carriage
// return, a tab and a form feed.
func lineSource(line string) []byte {
	return []byte(lineEscapes.Replace(line) + "\n")
}

var lineEscapes = strings.NewReplacer("␤", "\n", "␍", "\r", "␉", "\t", "␌", "\f")

// TestLines compares Parse with tree-sitter on each line of the files in
// testdata/lines, alone: Parse may refuse a line but must not differ.
func TestLines(t *testing.T) {
	files, _ := filepath.Glob("testdata/lines/*.txt")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		accepted, refused := 0, 0
		for i, line := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(line) == "" {
				continue
			}
			src := lineSource(line)
			d, ref, _ := compare(t, src, nil)
			switch {
			case d != "":
				t.Errorf("%s:%d: %q: %s", f, i+1, line, d)
			case ref != nil:
				refused++
				if testing.Verbose() {
					t.Logf("%s:%d: refused %q: %v", f, i+1, line, ref)
				}
			default:
				accepted++
			}
		}
		t.Logf("%s: %d accepted, %d refused", f, accepted, refused)
	}
}
