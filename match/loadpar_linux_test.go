package match

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"
)

// TestMappedIndexPopulated maps a file of several chunks with readSummed
// and reads the mapping's resident size in /proc/self/smaps: an unchecked
// file, checksummed at once, has every page in the page tables; a checked
// one only the few around its last four bytes (the stored sum, read: the
// kernel maps up to 64 kB around a fault), the rest left to come in as
// read.
func TestMappedIndexPopulated(t *testing.T) {
	size := 3*readChunk + 12345
	p := filepath.Join(t.TempDir(), "x.idx")
	if err := os.WriteFile(p, make([]byte, size), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pages := (size + 4095) / 4096
	for _, tc := range []struct {
		checked bool
		lo, hi  int // resident pages
	}{{false, pages, pages}, {true, 1, 16}} {
		data, _, mapped, err := readSummed(f, p, true, tc.checked)
		if err != nil || !mapped {
			t.Fatalf("checked %v: mapped %v, err %v", tc.checked, mapped, err)
		}
		got, err := residentPages(uintptr(unsafe.Pointer(unsafe.SliceData(data))))
		unmapFile(data)
		if err != nil {
			t.Fatal(err)
		}
		if got < tc.lo || got > tc.hi {
			t.Errorf("checked %v: %d of %d pages in the page tables, want %d-%d", tc.checked, got, pages, tc.lo, tc.hi)
		}
	}
}

// residentPages returns the Rss, in 4 kB pages, of the mapping of this
// process that starts at addr.
func residentPages(addr uintptr) (int, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	start := fmt.Sprintf("%x-", addr)
	in := false
	for s.Scan() {
		line := s.Text()
		if strings.Contains(line, "-") && !strings.HasSuffix(strings.Fields(line)[0], ":") {
			in = strings.HasPrefix(line, start)
			continue
		}
		var kb int
		if in && strings.HasPrefix(line, "Rss:") {
			if _, err := fmt.Sscanf(line, "Rss: %d kB", &kb); err != nil {
				return 0, err
			}
			return kb / 4, nil
		}
	}
	if err := s.Err(); err != nil {
		return 0, err
	}
	return 0, fmt.Errorf("no mapping at %x in /proc/self/smaps", addr)
}
