package match

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/errdex/errdex/catalog"
)

// TestOpenSavedIndex checks that Open saves an index beside the catalog,
// uses it next time, and rebuilds it when the catalog changes or the index
// is damaged; bad catalog lines are warned about every time.
func TestOpenSavedIndex(t *testing.T) {
	dir := t.TempDir()
	cat := filepath.Join(dir, "errdex.jsonl")
	data, err := os.ReadFile("testdata/catalog.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	// A truncated line in the middle must be reported and skipped.
	lines := strings.SplitAfter(string(data), "\n")
	bad := `{"record":{"id":"trunc","messagePattern":"PD sta` + "\n"
	body := strings.Join(lines[:3], "") + bad + strings.Join(lines[3:], "")
	if err := os.WriteFile(cat, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	const seedMsg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	check := func(wantLoaded bool) {
		t.Helper()
		ix, warns, info, err := Open(cat, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if info.Loaded != wantLoaded || info.Loaded == info.Saved {
			t.Errorf("info = %+v, want loaded=%v", info, wantLoaded)
		}
		if len(warns) != 1 || !strings.Contains(warns[0].Error(), "errdex.jsonl:4:") {
			t.Errorf("warnings = %v, want one at line 4", warns)
		}
		rs := ix.Explain(seedMsg)
		if len(rs) == 0 || rs[0].Record.ID != "b0338dd74aa6b751" || strings.Join(rs[0].Params, ",") != "3,2" {
			t.Fatalf("Explain = %s", describe(rs))
		}
		if rs[0].Record.SourceCodeStart != 1183 || rs[0].Record.GithubURL == nil {
			t.Errorf("lazily loaded record incomplete: %+v", rs[0].Record)
		}
	}
	check(false)
	check(true)
	// Appending a record changes the catalog: the index is rebuilt.
	f, _ := os.OpenFile(cat, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(strings.Replace(lines[1], `"id": "`, `"id": "appended-`, 1))
	f.Close()
	os.Chtimes(cat, time.Now(), time.Now().Add(time.Second))
	check(false)
	check(true)
	// A damaged index is rebuilt, not trusted.
	idx := cat + IndexSuffix
	b, _ := os.ReadFile(idx)
	os.WriteFile(idx, b[:len(b)/2], 0o644)
	check(false)
	// So is one flipped bit (the checksum).
	b, _ = os.ReadFile(idx)
	b[len(b)/2] ^= 0x10
	os.WriteFile(idx, b, 0o644)
	check(false)
	check(true)
}

// TestStaleIndexSameSizeAndTime changes a catalog in place, keeping its
// size, and puts its modification time back: the saved index must not be
// used (issue 28: the old text still matched and printed the new record's
// template, and the new text matched nothing).
func TestStaleIndexSameSizeAndTime(t *testing.T) {
	cat := tempCatalog(t)
	const oldMsg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	const newMsg = "RuntimeError: PD state transfer failed: state component count MISMATCH (local=3, remote=2)"
	fi, err := os.Stat(cat)
	if err != nil {
		t.Fatal(err)
	}
	explain := func(msg string) string {
		t.Helper()
		ix, _, _, err := Open(cat, Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer ix.Close()
		return describe(ix.Explain(msg))
	}
	// Built, then loaded: a load checks the saved index and records it as
	// checked (see trusted), and that record must not outlive the catalog.
	for range 2 {
		if got := explain(oldMsg); !strings.Contains(got, "b0338dd74aa6b751") {
			t.Fatalf("before the change: %s", got)
		}
	}
	if _, err := os.Stat(cat + IndexSuffix + TrustSuffix); err != nil && runtime.GOOS == "linux" {
		t.Fatalf("no record of the check: %v", err)
	}
	data, _ := os.ReadFile(cat)
	changed := bytes.ReplaceAll(data, []byte("component count mismatch"), []byte("component count MISMATCH"))
	if bytes.Equal(changed, data) || len(changed) != len(data) {
		t.Fatal("the test catalog lacks the seed's message")
	}
	f, err := os.OpenFile(cat, os.O_WRONLY, 0) // in place: the same file, not a rename
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt(changed, 0)
	f.Close()
	os.Chtimes(cat, fi.ModTime(), fi.ModTime())
	if fi2, _ := os.Stat(cat); fi2.Size() != fi.Size() || !fi2.ModTime().Equal(fi.ModTime()) {
		t.Fatal("size or modification time differ")
	}
	ix, _, info, err := Open(cat, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	if info.Loaded {
		t.Error("the saved index of the catalog before the change was used")
	}
	if got := explain(newMsg); !strings.Contains(got, "b0338dd74aa6b751") {
		t.Errorf("the changed text: %s, want the changed record", got)
	}
	if got := explain(oldMsg); strings.Contains(got, "b0338dd74aa6b751") {
		t.Errorf("the old text still matches: %s", got)
	}
}

// TestStampChanges checks what a Stamp tells apart: a change in the middle
// of a catalog larger than both ends it hashes shows in the status-change
// time, a change at either end in the hash, a new file in the inode.
func TestStampChanges(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "big.jsonl")
	data := bytes.Repeat([]byte("0123456789abcdef"), 3*StampBytes/16)
	os.WriteFile(p, data, 0o644)
	fi, _ := os.Stat(p)
	before, err := StampFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := StampFile(p); again != before {
		t.Fatalf("two stamps of one file differ: %+v, %+v", before, again)
	}
	rewrite := func(off int64, b string) Stamp {
		t.Helper()
		// The status-change time has the kernel's clock tick as its
		// grain (a few milliseconds): let one pass.
		time.Sleep(20 * time.Millisecond)
		f, _ := os.OpenFile(p, os.O_WRONLY, 0)
		f.WriteAt([]byte(b), off)
		f.Close()
		os.Chtimes(p, fi.ModTime(), fi.ModTime())
		s, err := StampFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if s.Size != before.Size || s.ModTime != before.ModTime {
			t.Fatalf("size or time changed: %+v, %+v", before, s)
		}
		return s
	}
	mid := rewrite(int64(len(data)/2), "X")
	if mid == before || mid.Ends != before.Ends {
		t.Errorf("a change in the middle: %+v, before %+v; want the same ends and another stamp", mid, before)
	}
	if runtime.GOOS == "linux" && mid.ChangeTime == before.ChangeTime {
		t.Errorf("a change in the middle kept the status-change time %d", mid.ChangeTime)
	}
	head := rewrite(10, "X")
	if head.Ends == mid.Ends {
		t.Error("a change in the first bytes kept the ends' hash")
	}
	tail := rewrite(int64(len(data)-10), "X")
	if tail.Ends == head.Ends {
		t.Error("a change in the last bytes kept the ends' hash")
	}
	os.Rename(p, p+".old")
	os.WriteFile(p, data, 0o644)
	os.Chtimes(p, fi.ModTime(), fi.ModTime())
	if s, _ := StampFile(p); runtime.GOOS == "linux" && (s.Inode == before.Inode && s.Dev == before.Dev) {
		t.Errorf("a new file with the same bytes kept the inode: %+v", s)
	}
}

// tempCatalog copies the test catalog into a temporary directory.
func tempCatalog(t testing.TB) string {
	t.Helper()
	cat := filepath.Join(t.TempDir(), "c.jsonl")
	data, err := os.ReadFile("testdata/catalog.jsonl")
	if err == nil {
		err = os.WriteFile(cat, data, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// TestSavedIndexRoundTrip checks that a loaded index, read or mapped, has
// exactly the tables of the one built from the catalog, and matches the
// same way.
func TestSavedIndexRoundTrip(t *testing.T) {
	for _, mapped := range []bool{false, true} {
		t.Run(fmt.Sprint("mapped=", mapped), func(t *testing.T) { testRoundTrip(t, mapped) })
	}
}

func testRoundTrip(t *testing.T, mapped bool) {
	cat := tempCatalog(t)
	built, _, info, err := Open(cat, Options{})
	if err != nil || !info.Saved {
		t.Fatalf("Open: %v %+v", err, info)
	}
	loaded, _, info, err := Open(cat, Options{MapIndex: mapped})
	if err != nil || !info.Loaded {
		t.Fatalf("Open: %v %+v", err, info)
	}
	if built.Len() != loaded.Len() {
		t.Fatalf("built %d records, loaded %d", built.Len(), loaded.Len())
	}
	for i := range built.Len() {
		if a, b := built.ent(i), loaded.ent(i); a != b {
			t.Fatalf("entry %d: built %+v, loaded %+v", i, a, b)
		}
		// pattern reads the same string as ent, on both tables.
		if p, q, want := built.pattern(i), loaded.pattern(i), built.ent(i).pattern; p != want || q != want {
			t.Fatalf("entry %d: pattern %q built, %q loaded; ent's %q", i, p, q, want)
		}
	}
	if !reflect.DeepEqual(built.anchors, loaded.anchors) || !reflect.DeepEqual(built.cand, loaded.cand) ||
		!reflect.DeepEqual(built.candStart, loaded.candStart) || !reflect.DeepEqual(built.lines, loaded.lines) ||
		!reflect.DeepEqual(built.files, loaded.files) || !reflect.DeepEqual(built.classes, loaded.classes) ||
		!reflect.DeepEqual(built.locs, loaded.locs) || !reflect.DeepEqual(built.secondStart, loaded.secondStart) || built.seconds != loaded.seconds {
		t.Fatal("loaded tables differ from built ones")
	}
	if len(built.errorKeys) != len(errorWords) || !reflect.DeepEqual(built.errorKeys, loaded.errorKeys) {
		t.Fatalf("error word keys: built %v, loaded %v, want %d", built.errorKeys, loaded.errorKeys, len(errorWords))
	}
	in := "Traceback (most recent call last):\n  File \"/x/python/sglang/srt/disaggregation/mori/conn.py\", line 1201, in f\nRuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	if a, b := describe(built.Explain(in)), describe(loaded.Explain(in)); a != b || !strings.Contains(a, "b0338dd74aa6b751") {
		t.Fatalf("built explains %s, loaded %s", a, b)
	}
}

// FuzzSavedIndex damages a saved index and fixes up its checksum, so that
// the damage reaches the loader's checks: loading either fails or gives an
// index that matches without panicking.
func FuzzSavedIndex(f *testing.F) {
	cat := tempCatalog(f)
	if _, _, _, err := Open(cat, Options{}); err != nil {
		f.Fatal(err)
	}
	st, err := StampFile(cat)
	if err != nil {
		f.Fatal(err)
	}
	stamp := catalogStamp{Stamp: st, minLit: DefaultMinLiteral, maxAnchor: DefaultMaxAnchor}
	saved, err := os.ReadFile(cat + IndexSuffix)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(uint32(100), uint8(1), uint32(0))
	f.Add(uint32(len(saved)-100), uint8(0xff), uint32(3))
	f.Add(uint32(len(saved)/2), uint8(0x80), uint32(8))
	f.Fuzz(func(t *testing.T, at uint32, xor uint8, cut uint32) {
		b := append([]byte(nil), saved...)
		b[int(at)%len(b)] ^= xor
		b = b[:len(b)-int(cut)%64]
		if len(b) >= 4 {
			binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.Checksum(b[:len(b)-4], castagnoli))
		}
		p := filepath.Join(t.TempDir(), "x.idx")
		os.WriteFile(p, b, 0o644)
		ix, _, err := loadIndex(p, stamp, false)
		if err != nil {
			return
		}
		ix.setup(Options{})
		ix.recs = make([]*catalog.Record, ix.Len())
		ix.Explain("Traceback (most recent call last):\n  File \"/x/python/sglang/srt/disaggregation/mori/conn.py\", line 1201, in f\nRuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)")
		ix.Explain("open config: read x.yaml: permission denied")
	})
}

// TestReadCatalogChunks checks that decoding in parallel chunks keeps the
// records, their positions and the warnings in file order.
func TestReadCatalogChunks(t *testing.T) {
	cat := tempCatalog(t)
	data, _ := os.ReadFile(cat)
	lines := strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n")
	// Bad lines between good ones, in different chunks.
	var sb strings.Builder
	for i, l := range lines {
		sb.WriteString(l)
		if !strings.HasSuffix(l, "\n") {
			sb.WriteString("\n")
		}
		if i%3 == 1 {
			sb.WriteString("{not json\n")
		}
	}
	os.WriteFile(cat, []byte(sb.String()), 0o644)
	want, wantLocs, wantWarns, err := readCatalogFile(t, cat)
	if err != nil {
		t.Fatal(err)
	}
	defer func(n int) { chunkBytes = n }(chunkBytes)
	chunkBytes = 1 // one line per chunk
	got, gotLocs, gotWarns, err := readCatalogFile(t, cat)
	if err != nil {
		t.Fatal(err)
	}
	if len(want) != len(lines) || !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotLocs, wantLocs) {
		t.Fatalf("chunked read differs: %d/%d records", len(got), len(want))
	}
	if len(wantWarns) == 0 || fmt.Sprint(gotWarns) != fmt.Sprint(wantWarns) {
		t.Fatalf("warnings differ:\n%v\n%v", gotWarns, wantWarns)
	}
	for i := 1; i < len(gotWarns); i++ {
		if gotWarns[i-1].(*catalog.PosError).Line >= gotWarns[i].(*catalog.PosError).Line {
			t.Fatalf("warnings out of order: %v", gotWarns)
		}
	}
	for i := 1; i < len(gotLocs); i++ {
		if gotLocs[i-1].off >= gotLocs[i].off {
			t.Fatalf("locations out of order: %v", gotLocs)
		}
	}
}

func readCatalogFile(t *testing.T, path string) ([]entry, []loc, []error, error) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	return readCatalog(f, path)
}

// TestOpenKeepsCatalog checks that an opened index keeps reading the
// catalog it was built from when a new catalog is renamed over it, that a
// catalog rewritten in place is reported rather than misread, and that
// Close releases the file.
func TestOpenKeepsCatalog(t *testing.T) {
	cat := tempCatalog(t)
	const seedMsg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	var warned []string
	ix, _, _, err := Open(cat, Options{Warn: func(m string) { warned = append(warned, m) }})
	if err != nil {
		t.Fatal(err)
	}
	// The new catalog moves every line: one record fewer at the top.
	data, _ := os.ReadFile(cat)
	lines := strings.SplitAfter(string(data), "\n")
	next := cat + ".new"
	if err := os.WriteFile(next, []byte(strings.Join(lines[1:], "")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(next, cat); err != nil {
		t.Fatal(err)
	}
	rs := ix.Explain(seedMsg)
	if len(rs) == 0 || rs[0].Record.ID != "b0338dd74aa6b751" || rs[0].Record.SourceCodeStart != 1183 || len(warned) > 0 {
		t.Fatalf("after the catalog was replaced: %s, warnings %q", describe(rs), warned)
	}
	// Rewritten in place with the seed record moved to the end: the line at
	// its old offset is another record, which is reported, not returned.
	if err := os.WriteFile(cat, data, 0o644); err != nil {
		t.Fatal(err)
	}
	ix2, _, _, err := Open(cat, Options{Warn: func(m string) { warned = append(warned, m) }})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cat, []byte(strings.Join(lines[1:], "")+lines[0]), 0o644); err != nil {
		t.Fatal(err)
	}
	if rs := ix2.Explain(seedMsg); len(rs) != 0 || len(warned) != 1 || !strings.Contains(warned[0], "catalog changed since it was indexed") {
		t.Fatalf("after an in-place rewrite: %s, warnings %q", describe(rs), warned)
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ix.catFile.Close(); err == nil {
		t.Error("Close left the catalog open")
	}
}

// FuzzCRC32Combine checks crc32Combine against the CRC-32C of a and b
// taken together, and readSummed's sum against the whole file's.
func FuzzCRC32Combine(f *testing.F) {
	f.Add([]byte("saved "), []byte("index"))
	f.Add([]byte{}, []byte{0, 1, 2})
	f.Add(bytes.Repeat([]byte{0xff}, 300), []byte{})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		whole := crc32.Checksum(append(slices.Clip(a), b...), castagnoli)
		if got := crc32Combine(crc32.Checksum(a, castagnoli), crc32.Checksum(b, castagnoli), int64(len(b))); got != whole {
			t.Fatalf("combine %08x, want %08x", got, whole)
		}
	})
}

// TestReadSummed reads and maps a file of several chunks (and one of
// exactly four bytes) with readSummed: the bytes as written and the
// CRC-32C of all but the last four.
func TestReadSummed(t *testing.T) {
	for _, size := range []int{4, 5, readChunk, 2*readChunk + 4, 3*readChunk + 12345} {
		data := make([]byte, size)
		for i := range data {
			data[i] = byte(i*7 + i>>13)
		}
		p := filepath.Join(t.TempDir(), "x.idx")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		for _, mapIt := range []bool{false, true} {
			got, sum, mapped, err := readSummed(f, p, mapIt, false)
			if err != nil || !bytes.Equal(got, data) {
				t.Fatalf("size %d, map %v: %d bytes read, err %v", size, mapIt, len(got), err)
			}
			if want := crc32.Checksum(data[:size-4], castagnoli); sum != want {
				t.Errorf("size %d, map %v: sum %08x, want %08x", size, mapIt, sum, want)
			}
			if mapped && !mapIt || !mapped && mapIt && runtime.GOOS == "linux" {
				t.Errorf("size %d, map %v: mapped %v", size, mapIt, mapped)
			}
			if mapped {
				unmapFile(got)
			}
			// Checked: the bytes, and the sum stored in the last four.
			got, sum, mapped, err = readSummed(f, p, mapIt, true)
			if err != nil || !bytes.Equal(got, data) || mapped && !mapIt || !mapped && mapIt && runtime.GOOS == "linux" {
				t.Fatalf("size %d, map %v, checked: %d bytes read, mapped %v, err %v", size, mapIt, len(got), mapped, err)
			}
			if want := binary.LittleEndian.Uint32(data[size-4:]); sum != want {
				t.Errorf("size %d, map %v, checked: sum %08x, want the stored %08x", size, mapIt, sum, want)
			}
			if mapped {
				unmapFile(got)
			}
		}
	}
}

// TestReadChunksLines checks readChunks' cutting of a catalog into lines
// against cutting it line by line, for lines ending in \r\n or in
// nothing, empty lines, lines longer than maxCatalogLine anywhere
// (skipped with an error at their number), and reads of any size: the
// decoded records, their locations and the warnings must be the same.
func TestReadChunksLines(t *testing.T) {
	defer func(n, m int) { chunkBytes, maxCatalogLine = n, m }(chunkBytes, maxCatalogLine)
	maxCatalogLine = 300
	r := rand.New(rand.NewSource(5))
	rec := `{"record":{"id":"r%d","filePath":"f.py","lineNumber":%d,"messagePattern":"m%d (.+?)","schemaVersion":2},"datasetVersion":"v"}`
	for trial := 0; trial < 200; trial++ {
		var sb strings.Builder
		for i := 0; i < 1+r.Intn(30); i++ {
			switch r.Intn(8) {
			case 0:
				sb.WriteString(strings.Repeat("x", 250+r.Intn(200)))
			case 1:
				// nothing: an empty line
			default:
				fmt.Fprintf(&sb, rec, i, i, i)
			}
			if r.Intn(4) == 0 {
				sb.WriteString("\r")
			}
			sb.WriteString("\n")
		}
		text := sb.String()
		if r.Intn(2) == 0 {
			text = strings.TrimSuffix(text, "\n")
		}
		// The reference: each line alone, as it is cut by hand.
		var want []*catChunk
		off, line := 0, int32(1)
		for off < len(text) {
			k := strings.IndexByte(text[off:], '\n') + 1
			if k == 0 {
				k = len(text) - off
			}
			if k > maxCatalogLine {
				want = append(want, &catChunk{tooLong: &catalog.PosError{File: "c", Line: int(line), Msg: fmt.Sprintf("line longer than %d bytes", maxCatalogLine)}})
			} else {
				want = append(want, &catChunk{buf: []byte(text[off : off+k]), off: int64(off), firstLine: line})
			}
			off += k
			line++
		}
		decodeAll := func(cs []*catChunk) (ents []entry, locs []loc, warns []string) {
			for _, c := range cs {
				c.decode("c")
				ents = append(ents, c.ents...)
				locs = append(locs, c.locs...)
				for _, w := range c.warns {
					warns = append(warns, w.Error())
				}
			}
			return
		}
		wantEnts, wantLocs, wantWarns := decodeAll(want)
		chunkBytes = 1 + r.Intn(700)
		var in io.Reader = strings.NewReader(text)
		if r.Intn(2) == 0 {
			in = iotest.OneByteReader(in)
		}
		var got []*catChunk
		if err := readChunks(in, "c", func(c *catChunk) { got = append(got, c) }); err != nil {
			t.Fatal(err)
		}
		gotEnts, gotLocs, gotWarns := decodeAll(got)
		if !reflect.DeepEqual(gotEnts, wantEnts) || !reflect.DeepEqual(gotLocs, wantLocs) || !reflect.DeepEqual(gotWarns, wantWarns) {
			t.Fatalf("text %q, chunks of %d:\ngot %v %v %v\nwant %v %v %v", text, chunkBytes, gotEnts, gotLocs, gotWarns, wantEnts, wantLocs, wantWarns)
		}
	}
}

// TestTrustedIndex checks the record of a saved index's check: the build
// opens the index it wrote checked, and records it (so does a start that
// finds no record), the next one
// trusts it (on Linux, where a file's identity is read), and a byte of
// the index changed in place, the record changed, or the catalog or the
// options not those the record names, makes a start check again, which
// finds the damage and rebuilds. (TestStaleIndexSameSizeAndTime changes
// the catalog of a trusted index.)
func TestTrustedIndex(t *testing.T) {
	cat := tempCatalog(t)
	idx := cat + IndexSuffix
	if _, _, info, err := Open(cat, Options{}); err != nil || !info.Saved {
		t.Fatalf("build: %v %+v", err, info)
	}
	load := func() bool {
		t.Helper()
		f, err := os.Open(idx)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		return trusted(idx, f, stampOfCatalog(t, cat, Options{}))
	}
	// The build opens the index it wrote as a warm start does: checked,
	// and recorded.
	if runtime.GOOS == "linux" && !load() {
		t.Fatal("not trusted after the build's check")
	}
	os.Remove(idx + TrustSuffix)
	if load() {
		t.Fatal("trusted without its record")
	}
	const msg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	for round := 0; round < 2; round++ {
		ix, _, info, err := Open(cat, Options{MapIndex: round == 1})
		if err != nil || !info.Loaded {
			t.Fatalf("round %d: %v %+v", round, err, info)
		}
		if rs := ix.Explain(msg); len(rs) == 0 {
			t.Fatalf("round %d: no answer", round)
		}
		ix.Close()
		if runtime.GOOS == "linux" && !load() {
			t.Fatalf("round %d: not trusted after a check", round)
		}
	}
	// The record of another file, or of this one before it changed, is
	// not trusted.
	rec, _ := os.ReadFile(idx + TrustSuffix)
	if len(rec) > 0 {
		bad := slices.Clone(rec)
		bad[len(bad)-1] ^= 1
		os.WriteFile(idx+TrustSuffix, bad, 0o644)
		if load() {
			t.Fatal("a changed record is trusted")
		}
		os.WriteFile(idx+TrustSuffix, rec, 0o644)
		f, _ := os.Open(idx)
		other := stampOfCatalog(t, cat, Options{})
		other.Ends ^= 1
		if trusted(idx, f, other) {
			t.Error("trusted for another catalog")
		}
		if trusted(idx, f, stampOfCatalog(t, cat, Options{MinLiteral: 99})) {
			t.Error("trusted for other options")
		}
		f.Close()
	}
	b, _ := os.ReadFile(idx)
	f, err := os.OpenFile(idx, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt([]byte{b[len(b)/2] ^ 0xFF}, int64(len(b)/2))
	f.Close()
	if load() {
		t.Fatal("an index changed in place is trusted")
	}
	if _, _, info, err := Open(cat, Options{}); err != nil || info.Loaded || !info.Saved {
		t.Fatalf("damaged index: %v %+v, want it rebuilt", err, info)
	}
}

// stampOfCatalog returns the catalogStamp Open keys the catalog at path
// by, with opts.
func stampOfCatalog(t *testing.T, path string, opts Options) catalogStamp {
	t.Helper()
	opts.fill()
	st, err := StampFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return catalogStamp{Stamp: st, minLit: int32(opts.MinLiteral), maxAnchor: int32(opts.MaxAnchor)}
}

// TestOpenChecksRecords checks that Open reports, as catalog.ReadAll
// does, each record repeating an id of its slice, with a negative line
// number or with a field of the wrong kind, and skips it; a file of bad
// lines only is not a catalog (ErrNoRecords), an empty one has no records
// (issue 28: all were accepted silently, and garbage answered "no match").
func TestOpenChecksRecords(t *testing.T) {
	seed, err := os.ReadFile("../catalog/testdata/seed.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	line := string(bytes.TrimSpace(seed))
	lines := []string{
		line,
		line, // a repeat
		strings.Replace(line, `"datasetVersion":"`, `"datasetVersion":"v2 `, 1), // the same id in another slice
		strings.Replace(line, `"lineNumber":1201`, `"lineNumber":-1201`, 1),
		strings.Replace(line, `"sourceCodeEnd":1219`, `"sourceCodeEnd":-3`, 1),
		strings.Replace(line, `"lineNumber":1201`, `"lineNumber":"1201"`, 1),
		strings.Replace(line, `"httpStatus":null`, `"httpStatus":"500"`, 1),
		strings.Replace(line, `"httpStatus":null`, `"httpStatus":500.5`, 1),
		strings.Replace(line, `"solutions":[`, `"solutions":[3,`, 1),
		strings.Replace(line, `"tags":[`, `"tags":"x","y":[`, 1),
		strings.Replace(line, `"sourceCode":"`, `"sourceCode":7,"x":"`, 1),
		strings.Replace(line, `"documentation":"`, `"documentation":true,"x":"`, 1),
	}
	dir := t.TempDir()
	cat := filepath.Join(dir, "c.jsonl")
	os.WriteFile(cat, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	_, want, err := catalog.ReadFile(cat)
	if err != nil {
		t.Fatal(err)
	}
	for _, mapped := range []bool{false, true} { // built, then loaded
		ix, warns, info, err := Open(cat, Options{})
		if err != nil || info.Loaded != mapped {
			t.Fatalf("Open: %v, %+v", err, info)
		}
		if ix.Len() != 2 {
			t.Errorf("%d records, want 2", ix.Len())
		}
		ix.Close()
		if len(warns) != len(lines)-2 || len(want) != len(lines)-2 {
			t.Fatalf("Open warned %d times, ReadFile %d; want %d:\n%v\n%v", len(warns), len(want), len(lines)-2, warns, want)
		}
		for i := range warns {
			if got, w := warns[i].Error(), want[i].Error(); got != w {
				t.Errorf("warning %d: Open %q\n            ReadFile %q", i, got, w)
			}
		}
	}

	garbage := filepath.Join(dir, "garbage.jsonl")
	os.WriteFile(garbage, []byte("\x89PNG\r\n\x1a\nnot a catalog\n{\"record\": 1}\n"), 0o644)
	if _, warns, _, err := Open(garbage, Options{}); !errors.Is(err, ErrNoRecords) || len(warns) != 4 {
		t.Errorf("Open(garbage) = %v with %d warnings; want ErrNoRecords and 4", err, len(warns))
	}
	empty := filepath.Join(dir, "empty.jsonl")
	os.WriteFile(empty, []byte("\n\n"), 0o644)
	if ix, warns, _, err := Open(empty, Options{}); err != nil || len(warns) != 0 || ix.Len() != 0 {
		t.Errorf("Open(empty) = %v, %v; want no error, no warning and no records", err, warns)
	}
}

// TestKindStrings checks kindStrings against decoding into a []string.
func TestKindStrings(t *testing.T) {
	for _, in := range []string{`[]`, `null`, `[ "a" , null,"b\"]" ]`, `["\\", "x"]`, `[1]`, `["a", 2.5]`, `["a", true]`, `[["a"]]`, `[{"a":1}]`, `"a"`, `{}`, `3`} {
		var want []string
		werr := json.Unmarshal([]byte(in), &want)
		var k kindStrings
		gerr := json.Unmarshal([]byte(in), &k)
		if (gerr == nil) != (werr == nil) {
			t.Errorf("%s: kindStrings %v, []string %v", in, gerr, werr)
		}
	}
}

// TestSlimRecordCoversRecord checks that slimRecord has every field of
// catalog.Record under the same JSON name, so that Open checks each.
func TestSlimRecordCoversRecord(t *testing.T) {
	slim := map[string]bool{}
	st := reflect.TypeFor[slimRecord]()
	for i := range st.NumField() {
		slim[st.Field(i).Tag.Get("json")] = true
	}
	rt := reflect.TypeFor[catalog.Record]()
	for i := range rt.NumField() {
		if name := rt.Field(i).Tag.Get("json"); !slim[name] {
			t.Errorf("slimRecord lacks %s", name)
		}
	}
	if st.NumField() != rt.NumField() {
		t.Errorf("slimRecord has %d fields, catalog.Record %d", st.NumField(), rt.NumField())
	}
}

// TestOlderIndexVersionRebuilt gives Open a saved index of the previous
// format (its version word put back, its checksum made good): Open must
// rebuild and save it, not read its tables, and answer as before.
func TestOlderIndexVersionRebuilt(t *testing.T) {
	cat := tempCatalog(t)
	const msg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	ix, _, info, err := Open(cat, Options{})
	if err != nil || !info.Saved {
		t.Fatalf("Open: %v %+v", err, info)
	}
	want := describe(ix.Explain(msg))
	ix.Close()
	idx := cat + IndexSuffix
	b, err := os.ReadFile(idx)
	if err != nil {
		t.Fatal(err)
	}
	binary.LittleEndian.PutUint32(b[len(indexMagic):], indexVersion-1)
	binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.Checksum(b[:len(b)-4], castagnoli))
	os.WriteFile(idx, b, 0o644)
	ix, _, info, err = Open(cat, Options{MapIndex: true})
	if err != nil || info.Loaded || !info.Saved {
		t.Fatalf("Open of an older index: %v %+v, want it rebuilt and saved", err, info)
	}
	if got := describe(ix.Explain(msg)); got != want || !strings.Contains(got, "b0338dd74aa6b751") {
		t.Fatalf("after the rebuild %s, before %s", got, want)
	}
	ix.Close()
	if ix, _, info, err = Open(cat, Options{}); err != nil || !info.Loaded {
		t.Fatalf("Open after the rebuild: %v %+v", err, info)
	}
	ix.Close()
}
