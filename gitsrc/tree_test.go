package gitsrc

import (
	"strings"
	"testing"
)

func TestParseTree(t *testing.T) {
	out := "100644 blob 0123456789012345678901234567890123456789      42\ta b.py\x00" +
		"160000 commit abababababababababababababababababababab       -\tmod\x00" +
		"120000 blob 1111111111111111111111111111111111111111       4\tlink\x00"
	es, err := parseTree([]byte(out))
	if err != nil || len(es) != 2 || es[0].Path != "a b.py" || es[0].Size != 42 || es[1].Mode != "120000" {
		t.Fatalf("parseTree = %+v, %v", es, err)
	}
	for _, bad := range []string{"100644 blob x 1\tp", "100644 blob x\tp\x00", "100644 blob x y\tp\x00", "nonsense\x00", "100644 blob x -1\tp\x00"} {
		if _, err := parseTree([]byte(bad)); err == nil || !strings.HasPrefix(err.Error(), "ls-tree: ") {
			t.Errorf("parseTree(%q): error %v", bad, err)
		}
	}
}

func FuzzParseTree(f *testing.F) {
	f.Add([]byte("100644 blob 0123 42\ta.py\x00"))
	f.Add([]byte("160000 commit ab -\tm\x00"))
	f.Fuzz(func(t *testing.T, b []byte) {
		es, err := parseTree(b)
		for _, e := range es {
			if e.Size < 0 && err == nil {
				// ParseInt accepts a sign; a negative size must not pass as valid.
				t.Fatalf("negative size accepted: %+v", e)
			}
		}
	})
}
