package match

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildTestCatalog writes a catalog of every testdata catalog's records,
// n more made from them with their ids, messages and files numbered, some
// records repeated (in their slice and in another), bad and blank lines,
// and returns its path.
func buildTestCatalog(t *testing.T, n int) string {
	t.Helper()
	paths, _ := filepath.Glob("testdata/catalog*.jsonl")
	var lines []string
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(string(b), "\n") {
			if strings.TrimSpace(l) != "" {
				lines = append(lines, l)
			}
		}
	}
	var out strings.Builder
	for _, l := range lines {
		out.WriteString(l + "\n")
	}
	for i := 0; i < n; i++ {
		l := lines[i%len(lines)]
		l = strings.Replace(l, `"id":"`, fmt.Sprintf(`"id":"g%d-`, i), 1)
		l = strings.Replace(l, `"messagePattern":"`, fmt.Sprintf(`"messagePattern":"step %d of %d: `, i, i%97), 1)
		l = strings.Replace(l, `"filePath":"`, fmt.Sprintf(`"filePath":"gen%d/`, i%331), 1)
		out.WriteString(l + "\n")
		if i%50 == 7 {
			out.WriteString(l + "\n") // a repeat
			out.WriteString(strings.Replace(l, `"datasetVersion":"`, `"datasetVersion":"other-`, 1) + "\n")
		}
		if i%211 == 3 {
			out.WriteString("{not json\n\n")
		}
	}
	cat := filepath.Join(t.TempDir(), "c.jsonl")
	if err := os.WriteFile(cat, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return cat
}

// TestBuildSaved checks that the index a cold start builds on disk
// (buildSaved) is the one the in-memory build saves, byte for byte, with
// the same warnings, whatever the sizes of the chunks the catalog is read
// and the anchors are picked in; and that the build leaves no spill file
// behind.
func TestBuildSaved(t *testing.T) {
	defer func(c, a int) { chunkBytes, anchorChunk = c, a }(chunkBytes, anchorChunk)
	cat := buildTestCatalog(t, 3000)
	st := stampOfCatalog(t, cat, Options{})
	f, err := os.Open(cat)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	memIdx := cat + ".mem"
	_, wantWarns, info, err := buildInMemory(f, cat, memIdx, st, Options{})
	if err != nil || !info.Saved {
		t.Fatal(err, info)
	}
	want, err := os.ReadFile(memIdx)
	if err != nil {
		t.Fatal(err)
	}
	if len(wantWarns) < 60 {
		t.Fatalf("%d warnings: the catalog has too few bad lines to test", len(wantWarns))
	}
	for _, sizes := range [][2]int{{4 << 20, 1 << 14}, {1, 1}, {700, 7}, {5000, 1000}} {
		chunkBytes, anchorChunk = sizes[0], sizes[1]
		idx := cat + IndexSuffix
		warns, built, saveErr, err := buildSaved(f, cat, idx, st, Options{})
		if err != nil || saveErr != nil || built != idx {
			t.Fatalf("chunks %v: %v %v %s", sizes, err, saveErr, built)
		}
		if fmt.Sprint(warns) != fmt.Sprint(wantWarns) {
			t.Fatalf("chunks %v: warnings\n%v\nwant\n%v", sizes, warns, wantWarns)
		}
		got, err := os.ReadFile(idx)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("chunks %v: the index built on disk (%d bytes) differs from the one built in memory (%d)", sizes, len(got), len(want))
		}
	}
	ents, _ := os.ReadDir(filepath.Dir(cat))
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestBuildUnsaved checks a cold start whose index cannot be saved (its
// path is a directory): the index is built in a temporary file, opened,
// and removed, and the start answers.
func TestBuildUnsaved(t *testing.T) {
	cat := tempCatalog(t)
	if err := os.Mkdir(cat+IndexSuffix, 0o755); err != nil {
		t.Fatal(err)
	}
	ix, _, info, err := Open(cat, Options{MapIndex: true})
	if err != nil || info.Saved || info.SaveErr == nil {
		t.Fatalf("%v %+v", err, info)
	}
	defer ix.Close()
	const msg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	if rs := ix.Explain(msg); len(rs) == 0 || rs[0].Record.ID != "b0338dd74aa6b751" {
		t.Fatalf("answers %s", describe(rs))
	}
	ents, _ := os.ReadDir(filepath.Dir(cat))
	if len(ents) != 2 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Fatalf("left in the directory: %v", names)
	}
}

// TestDupTableCollision checks that records whose ids hash alike are
// told apart by the record itself, and a true repeat is found past them.
func TestDupTableCollision(t *testing.T) {
	var d dupTable
	ids := []string{"a", "b", "c", "b", "a"}
	var got []int32
	for i, id := range ids {
		first, err := d.check(42, int32(i), int32(10*i+1), func(rec int32) (bool, error) { return ids[rec] == id, nil })
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, first)
	}
	if fmt.Sprint(got) != "[0 0 0 11 1]" {
		t.Fatalf("first lines %v, want [0 0 0 11 1]", got)
	}
}

// TestBuildKilled kills cold starts at points through their build and
// checks what each leaves: the saved index is whole, the old one or the
// new one (its checksum holds), and no spill file is left.
func TestBuildKilled(t *testing.T) {
	if os.Getenv("ERRDEX_TEST_BUILD_CHILD") != "" {
		Open(os.Getenv("ERRDEX_TEST_BUILD_CHILD"), Options{})
		os.Exit(0)
	}
	if testing.Short() {
		t.Skip("builds a catalog of 20k records several times")
	}
	cat := buildTestCatalog(t, 20000)
	idx := cat + IndexSuffix
	if _, _, info, err := Open(cat, Options{}); err != nil || !info.Saved {
		t.Fatal(err, info)
	}
	data, _ := os.ReadFile(cat)
	// child starts a cold start in a process of its own, after changing
	// the catalog so that it rebuilds.
	child := func() *exec.Cmd {
		data = append(data, data[:bytes.IndexByte(data, '\n')+1]...)
		if err := os.WriteFile(cat, data, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestBuildKilled$")
		cmd.Env = append(os.Environ(), "ERRDEX_TEST_BUILD_CHILD="+cat)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		return cmd
	}
	start := time.Now()
	if err := child().Wait(); err != nil {
		t.Fatal(err)
	}
	whole := time.Since(start)
	for k := 0; k < 8; k++ {
		cmd := child()
		time.Sleep(whole * time.Duration(k) / 6)
		cmd.Process.Kill()
		cmd.Wait()
		b, err := os.ReadFile(idx)
		if err != nil {
			t.Fatal(err)
		}
		body := b[:len(b)-4]
		if crc32.Checksum(body, castagnoli) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
			t.Fatalf("kill %d: the saved index is not whole", k)
		}
	}
	// A kill in the instant between making a spill file and unlinking it
	// leaves it; the next build removes it (sweepSpills).
	if _, _, info, err := Open(cat, Options{}); err != nil || !info.Saved && !info.Loaded {
		t.Fatal(err, info)
	}
	ents, _ := os.ReadDir(filepath.Dir(cat))
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), ".errdex-") {
			t.Fatalf("left behind after a build: %s", e.Name())
		}
	}
}
