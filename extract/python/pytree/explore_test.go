package pytree

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestExplore prints tree-sitter's tree for each snippet of the file named by
// PYTREE_EXPLORE (snippets separated by lines "----").
func TestExplore(t *testing.T) {
	path := os.Getenv("PYTREE_EXPLORE")
	if path == "" {
		t.Skip("PYTREE_EXPLORE not set")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, snip := range strings.Split(string(data), "----\n") {
		src := []byte(snip)
		ns, bad := tsParse(t, src, nil)
		fmt.Printf("=== %q error=%v\n%s", snip, bad, dump(src, ns))
	}
}
