package pytree

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProbe prints the lines of the files in PYTREE_PROBEDIR whose stars
// tree-sitter reads differently in the file than alone, with the line
// before.
func TestProbe(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(os.Getenv("PYTREE_PROBEDIR"), "*.py"))
	reading := func(ns []oNode, from, to uint32) string {
		r := ""
		for i, n := range ns {
			if n.Kind == "list_splat" && n.Start >= from && n.Start < to {
				if ns[i+2].Next == n.Next {
					r += "L"
				} else {
					r += "?"
				}
				for j := i - 1; j >= 0; j-- {
					if ns[j].Next > uint32(i) {
						r += "(" + ns[j].Kind + ")"
						break
					}
				}
			}
		}
		return r
	}
	for _, f := range files {
		src, _ := os.ReadFile(f)
		ns, _ := tsParse(t, src, nil)
		off := uint32(0)
		prev := ""
		bad, total := 0, 0
		for _, line := range strings.SplitAfter(string(src), "\n") {
			if strings.Contains(line, "*a") && !strings.HasPrefix(line, " ") {
				total++
				whole := reading(ns, off, off+uint32(len(line)))
				alone, _ := tsParse(t, []byte(line), nil)
				if a := reading(alone, 0, uint32(len(line))); whole != a {
					bad++
					fmt.Printf("after %q: %q whole %s alone %s\n", prev, line, whole, a)
				}
			}
			prev = line
			off += uint32(len(line))
		}
		fmt.Printf("%s: %d of %d lines differ\n", filepath.Base(f), bad, total)
	}
}
