package pytree

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParse checks that Parse never fails inside itself and that whatever
// it accepts, whole or with screen-like ranges, tree-sitter parses without
// an error into the same tree.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.py")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	lines, _ := filepath.Glob("testdata/lines/*.txt")
	for _, name := range lines {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			f.Add(lineSource(line))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		check := func(ranges []Range) {
			var tr Tree
			err := Parse(src, ranges, &tr)
			var pe *parseError
			if err != nil {
				if errors.As(err, &pe) && strings.HasPrefix(pe.msg, "internal error") {
					t.Fatalf("ranges %v: %v", ranges, err)
				}
				return
			}
			want, bad := tsParse(t, src, ranges)
			if bad {
				t.Fatalf("ranges %v: Parse accepted a file tree-sitter parses with an error:\n%s", ranges, dump(src, want))
			}
			if d := diff(src, want, named(&tr)); d != "" {
				t.Fatalf("ranges %v: %s", ranges, d)
			}
		}
		check(nil)
		if want, bad := tsParse(t, src, nil); !bad {
			if rs := screenRanges(src, want); rs != nil {
				check(rs)
			}
		}
	})
}
