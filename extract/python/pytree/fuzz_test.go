package pytree

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// FuzzParse checks that Parse never fails inside itself and that whatever
// it accepts, whole or with screen-like ranges, tree-sitter parses without
// an error into the same tree.
func FuzzParse(f *testing.F) {
	// Seeds: the lines of testdata/lines and the testdata files cut into
	// pieces of about 40 lines (small inputs mutate faster).
	files, _ := filepath.Glob("testdata/*.py")
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		lines := strings.SplitAfter(string(data), "\n")
		for i := 0; i < len(lines); i += 40 {
			f.Add([]byte(strings.Join(lines[i:min(i+40, len(lines))], "")))
		}
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
		// A slow input (Parse or tree-sitter) fails the worker outright,
		// so that the fuzzer records it.
		slow := time.AfterFunc(20*time.Second, func() { panic(fmt.Sprintf("slow input %q", src)) })
		defer slow.Stop()
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
			for _, first := range []bool{false, true} {
				if rs := screenRanges(src, want, first); rs != nil {
					check(rs)
				}
			}
		}
	})
}
