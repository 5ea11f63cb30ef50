package catalog

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"testing"
)

func TestSeedRoundTripsByteForByte(t *testing.T) {
	raw, err := os.ReadFile("testdata/seed.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	entries, bad, err := ReadAll(bytes.NewReader(raw), "seed.jsonl")
	if err != nil || len(bad) > 0 || len(entries) != 1 {
		t.Fatalf("ReadAll: %d entries, bad=%v, err=%v", len(entries), bad, err)
	}
	got, err := Marshal(&entries[0])
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, bytes.TrimSpace(raw)) {
		t.Fatalf("round trip differs:\n got %s\nwant %s", got, raw)
	}
	r := entries[0].Record
	if r.ErrorCode != nil || r.HTTPStatus != nil || r.ExampleFix != nil || r.TypeGuard != nil {
		t.Errorf("null fields decoded as non-nil: %+v", r)
	}
	if r.LineNumber != 1201 || r.SourceCodeStart != 1183 || r.SourceCodeEnd != 1219 {
		t.Errorf("line fields: %d %d %d", r.LineNumber, r.SourceCodeStart, r.SourceCodeEnd)
	}
}

func TestNullsAndEmptiesRoundTrip(t *testing.T) {
	// Every nullable field null, and every list field present but empty: both
	// must survive a round trip as written.
	in := `{"record":{"id":"0123456789abcdef","repo":null,"slug":"x","errorCode":null,"errorMessage":"x","messagePattern":"x","errorType":"exception","errorClass":"E","httpStatus":404,"severity":"error","filePath":"a.py","lineNumber":1,"sourceCode":"raise E('x')","sourceCodeStart":1,"sourceCodeEnd":1,"githubUrl":null,"documentation":null,"triggerScenarios":null,"commonSituations":null,"solutions":[],"exampleFix":null,"handlingStrategy":null,"validationCode":null,"typeGuard":null,"tryCatchPattern":null,"preventionTips":null,"tags":[],"backgroundTag":null,"analyzedSha":null,"analyzedAt":"2026-01-01T00:00:00.000Z","schemaVersion":2},"datasetVersion":"v1"}`
	es, bad, err := ReadAll(strings.NewReader(in), "x")
	if err != nil || len(bad) != 0 || len(es) != 1 {
		t.Fatalf("%v %v %d", err, bad, len(es))
	}
	out, _ := Marshal(&es[0])
	if string(out) != in {
		t.Fatalf("got  %s\nwant %s", out, in)
	}
}

func TestDecoderReportsBadLinesAndContinues(t *testing.T) {
	seed, _ := os.ReadFile("testdata/seed.jsonl")
	seed = bytes.TrimSpace(seed)
	input := string(seed) + "\n" +
		string(seed[:100]) + "\n" + // truncated line
		"\n" + // blank lines are allowed
		`{"record":{"schemaVersion":1,"id":"a","filePath":"b"},"datasetVersion":"v"}` + "\n" +
		strings.Replace(string(seed), `"datasetVersion":"`, `"datasetVersion":"another `, 1) // last line without newline
	es, bad, err := ReadAll(strings.NewReader(input), "ds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 2 {
		t.Errorf("got %d good entries, want 2", len(es))
	}
	if len(bad) != 2 {
		t.Fatalf("got %d errors, want 2: %v", len(bad), bad)
	}
	if !strings.HasPrefix(bad[0].Error(), "ds.jsonl:2: truncated JSON") {
		t.Errorf("error 0 = %q", bad[0])
	}
	if !strings.HasPrefix(bad[1].Error(), "ds.jsonl:4: schemaVersion 1") {
		t.Errorf("error 1 = %q", bad[1])
	}
}

// TestReadAllChecksRecords checks that a record repeating an id of its
// slice (the same repo, analyzedSha and datasetVersion), a negative line
// number and a field of the wrong kind are bad lines, each reported with
// its position in a user's words, and that the same id in another slice
// is not a repeat (issue 28).
func TestReadAllChecksRecords(t *testing.T) {
	seed, _ := os.ReadFile("testdata/seed.jsonl")
	line := string(bytes.TrimSpace(seed))
	input := strings.Join([]string{
		line,
		line, // a repeat
		strings.Replace(line, `"datasetVersion":"`, `"datasetVersion":"v2 `, 1),        // another slice
		strings.Replace(line, `"analyzedSha":"`, `"analyzedSha":"f`, 1),                // another slice
		strings.Replace(line, `"lineNumber":1201`, `"lineNumber":-1201`, 1),            // negative
		strings.Replace(line, `"lineNumber":1201`, `"lineNumber":"1201"`, 1),           // a string
		strings.Replace(line, `"httpStatus":null`, `"httpStatus":"500"`, 1),            // a string
		strings.Replace(line, `"solutions":[`, `"solutions":[3,`, 1),                   // a number in a list
		strings.Replace(line, `"sourceCodeStart":1183`, `"sourceCodeStart":1183.5`, 1), // a fraction
	}, "\n")
	es, bad, err := ReadAll(strings.NewReader(input), "ds.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 3 {
		t.Errorf("got %d good entries, want 3", len(es))
	}
	want := []string{
		"ds.jsonl:2: duplicate id b0338dd74aa6b751 (first at line 1)",
		"ds.jsonl:5: lineNumber -1201 is negative",
		"ds.jsonl:6: invalid record: record.lineNumber is a string, want a whole number",
		"ds.jsonl:7: invalid record: record.httpStatus is a string, want a whole number",
		"ds.jsonl:8: invalid record: record.solutions is a number, want a string",
		"ds.jsonl:9: invalid record: record.sourceCodeStart is a number (1183.5), want a whole number",
	}
	if len(bad) != len(want) {
		t.Fatalf("got %d errors, want %d: %v", len(bad), len(want), bad)
	}
	for i, w := range want {
		if bad[i].Error() != w {
			t.Errorf("error %d = %q\n         want %q", i, bad[i], w)
		}
	}
}

func TestWriteFileAtomicKeepsOldFileOnFailure(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/out.jsonl"
	if err := os.WriteFile(path, []byte("old\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := WriteFileAtomic(path, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return os.ErrInvalid
	})
	if err != os.ErrInvalid {
		t.Fatalf("err = %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != "old\n" {
		t.Fatalf("file changed to %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Fatalf("temp file left behind: %v", ents)
	}
}

// TestWriteFileAtomicMode checks that a new file gets mode 0644, not the
// temporary file's 0600, and that a replaced file keeps its mode.
func TestWriteFileAtomicMode(t *testing.T) {
	dir := t.TempDir()
	write := func(path string) os.FileMode {
		t.Helper()
		if err := WriteFileAtomic(path, func(w io.Writer) error { _, err := io.WriteString(w, "x\n"); return err }); err != nil {
			t.Fatal(err)
		}
		fi, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Mode().Perm()
	}
	if m := write(dir + "/new.jsonl"); m != 0o644 {
		t.Errorf("new file mode %v, want 0644", m)
	}
	for _, want := range []os.FileMode{0o600, 0o664} {
		p := fmt.Sprintf("%s/old%o.jsonl", dir, want)
		os.WriteFile(p, []byte("old\n"), want)
		os.Chmod(p, want) // past the umask
		if m := write(p); m != want {
			t.Errorf("replaced file mode %v, want %v", m, want)
		}
	}
}

func TestWriteFileAtomicSpecialFiles(t *testing.T) {
	// Writing to /dev/null must leave the device in place.
	if err := WriteFileAtomic(os.DevNull, func(w io.Writer) error {
		_, err := io.WriteString(w, "discarded\n")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(os.DevNull); err != nil || fi.Mode()&os.ModeDevice == 0 {
		t.Fatalf("%s is no longer a device: %v %v", os.DevNull, fi.Mode(), err)
	}
	// A symlink's target is replaced, and the link stays a link.
	dir := t.TempDir()
	os.WriteFile(dir+"/target", []byte("old"), 0o644)
	os.Symlink("target", dir+"/link")
	if err := WriteFileAtomic(dir+"/link", func(w io.Writer) error {
		_, err := io.WriteString(w, "new")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(dir + "/target"); string(b) != "new" {
		t.Errorf("target = %q", b)
	}
	if fi, _ := os.Lstat(dir + "/link"); fi.Mode()&os.ModeSymlink == 0 {
		t.Error("link replaced by a file")
	}
	if err := WriteFileAtomic(dir, func(io.Writer) error { return nil }); err == nil {
		t.Error("writing over a directory succeeded")
	}
}

// FuzzDecoder reads fuzzed datasets: no panic, every bad line a one-line
// *PosError naming the input and a line within it, and every entry read
// written again reads back to the same bytes.
func FuzzDecoder(f *testing.F) {
	seed, err := os.ReadFile("testdata/seed.jsonl")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(seed)
	f.Add(append(append([]byte("\n{\"record\":{}}\r\n"), seed...), "{\"record\":null,\"datasetVersion\":\"v\"} x\n"...))
	f.Add([]byte(`{"record":{"id":"x","lineNumber":"1"},"datasetVersion":"v"}`))
	f.Add(append(seed[:60:60], '\n'))
	f.Fuzz(func(t *testing.T, in []byte) {
		lines := bytes.Count(in, []byte("\n")) + 1
		d := NewDecoder(bytes.NewReader(in), "fuzz.jsonl")
		for {
			e, err := d.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				pe, ok := err.(*PosError)
				if !ok || pe.File != "fuzz.jsonl" || pe.Line < 1 || pe.Line > lines || strings.Contains(err.Error(), "\n") {
					t.Fatalf("bad error %q (%T) for input of %d lines", err, err, lines)
				}
				// the id a bad line names is the one at its start
				if pe.ID != "" && !bytes.Contains(in, []byte(`{"record":{"id":"`+pe.ID+`"`)) {
					t.Fatalf("bad line's id %q is not at a line's start in %q", pe.ID, in)
				}
				continue
			}
			b, err := Marshal(&e)
			if err != nil {
				t.Fatalf("Marshal of a decoded entry: %v", err)
			}
			again, bad, err := ReadAll(bytes.NewReader(b), "again")
			if err != nil || len(bad) > 0 || len(again) != 1 {
				t.Fatalf("re-reading %s: %v %v", b, err, bad)
			}
			if b2, _ := Marshal(&again[0]); !bytes.Equal(b, b2) {
				t.Fatalf("round trip differs:\n%s\n%s", b, b2)
			}
		}
	})
}

// TestWriteEntriesInOrder checks that WriteEntries, which encodes windows
// of entries on every core, writes the lines an Encoder writes one by one,
// for counts around its window sizes.
func TestWriteEntriesInOrder(t *testing.T) {
	raw, err := os.ReadFile("testdata/seed.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	seed, _, err := ReadAll(bytes.NewReader(raw), "seed.jsonl")
	if err != nil || len(seed) == 0 {
		t.Fatalf("seed: %v", err)
	}
	for _, n := range []int{0, 1, writeChunk - 1, writeChunk + 1, 2*writeChunk*runtime.GOMAXPROCS(0) + 7} {
		entries := make([]Entry, n)
		for i := range entries {
			entries[i] = seed[0]
			entries[i].Record.LineNumber = i + 1
		}
		var want, got bytes.Buffer
		enc := NewEncoder(&want)
		for i := range entries {
			if err := enc.Encode(&entries[i]); err != nil {
				t.Fatal(err)
			}
		}
		if err := WriteEntries(&got, entries); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%d entries: WriteEntries wrote %d bytes unlike the Encoder's %d", n, got.Len(), want.Len())
		}
	}
}
