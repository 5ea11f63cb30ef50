//go:build hyperscan && cgo

package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// hsCatalogs returns the catalogs the Hyperscan tests compare the screens
// on: testdata/catalog.jsonl and generated ones, with texts to screen.
func hsCatalogs(t *testing.T) []hsCase {
	entries, _, err := catalog.ReadFile("testdata/catalog.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var recs []catalog.Record
	for _, e := range entries {
		recs = append(recs, e.Record)
	}
	// The texts of the testdata catalog: every event log and explain input.
	var texts []string
	for _, glob := range []string{"testdata/events/*.txtar", "testdata/explain/*.txtar"} {
		files, _ := filepath.Glob(glob)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			texts = append(texts, string(b))
		}
	}
	cases := []hsCase{{"testdata", recs, strings.Join(texts, "\n")}}
	for _, n := range []int{50, 1000} {
		recs, text := hsGenerated(int64(n), n)
		cases = append(cases, hsCase{fmt.Sprintf("generated-%d", n), recs, text})
	}
	return cases
}

type hsCase struct {
	name string
	recs []catalog.Record
	text string // lines to screen
}

// hsGenerated makes n records whose messages are words from a small
// syllable vocabulary (so that the text shares grams with the anchors
// without holding them), and a log of INFO and ERROR lines made of the
// same words, with whole anchors inside lines, across line ends, at line
// starts and ends, and cut short.
func hsGenerated(seed int64, n int) ([]catalog.Record, string) {
	r := rand.New(rand.NewSource(seed))
	syl := []string{"ka", "stra", "ple", "gon", "mer", "wal", "bri", "zu", "qe", "ro", "ne", "tik"}
	word := func() string {
		var b strings.Builder
		for k := 1 + r.Intn(4); k > 0; k-- {
			b.WriteString(syl[r.Intn(len(syl))])
		}
		return b.String()
	}
	words := func(k int) string {
		ws := make([]string, k)
		for i := range ws {
			ws[i] = word()
		}
		return strings.Join(ws, " ")
	}
	var recs []catalog.Record
	var msgs []string
	for i := 0; i < n; i++ {
		msg := words(1 + r.Intn(6))
		switch r.Intn(10) {
		case 0:
			msg += " \x00nul\tbyte"
		case 1:
			msg = "x" + msg[:min(len(msg), 2+r.Intn(5))] // short anchors
		}
		msgs = append(msgs, msg)
		recs = append(recs, catalog.Record{
			ID: fmt.Sprintf("%016x", i), ErrorClass: "ValueError", FilePath: fmt.Sprintf("m%d.py", i%7), LineNumber: i + 1,
			MessagePattern: regexp.QuoteMeta(msg) + ` (.+?)`, SchemaVersion: 2,
		})
	}
	var lines []string
	for i := 0; i < 10*n+200; i++ {
		level := "INFO"
		if r.Intn(5) == 0 {
			level = "ERROR"
		}
		// Timestamped lines (quietPrefix drops their INFO ones before
		// any screen), lines with only a level, and bare lines.
		var l string
		switch r.Intn(3) {
		case 0:
			l = fmt.Sprintf("2026-01-02 03:04:05 %s [%d] %s", level, r.Intn(999), words(1+r.Intn(8)))
		case 1:
			l = fmt.Sprintf("%s: %s", level, words(1+r.Intn(8)))
		default:
			l = words(1 + r.Intn(8))
		}
		m := msgs[r.Intn(len(msgs))]
		switch r.Intn(6) {
		case 0:
			l += " " + m + " x"
		case 1:
			l = m + " trailing"
		case 2:
			l += " " + m
		case 3:
			// A message cut by the line end: its head ends this line,
			// its tail starts the next.
			k := r.Intn(len(m) + 1)
			l += " " + m[:k]
			lines = append(lines, l)
			l = m[k:] + " " + words(2)
		case 4:
			l += " failed with an Error"
		}
		lines = append(lines, l)
		if r.Intn(50) == 0 {
			lines = append(lines, "")
		}
	}
	return recs, strings.Join(lines, "\n")
}

// batchOf returns text's lines as the Splitter's reader makes them:
// substrings of one buffer, end to end, without their newlines.
func batchOf(text string) []rawLine {
	parts := strings.Split(text, "\n")
	buf := strings.Join(parts, "")
	var lines []rawLine
	off := 0
	for i, p := range parts {
		lines = append(lines, rawLine{text: buf[off : off+len(p)], n: i + 1})
		off += len(p)
	}
	return lines
}

func hsIndex(t *testing.T, recs []catalog.Record) (*Index, *hsScreen) {
	t.Helper()
	ix, err := New(recs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ix.batchScreen()
	if ix.hs.scr == nil {
		t.Fatal("no Hyperscan screen")
	}
	return ix, ix.hs.scr
}

// TestHyperscanScreenAgrees checks that the Hyperscan screen answers every
// line as mayAnswerLine does, and that Hyperscan finds in each line the
// same key occurrences as the gram filter: the same candidate records.
func TestHyperscanScreenAgrees(t *testing.T) {
	for _, c := range hsCatalogs(t) {
		t.Run(c.name, func(t *testing.T) {
			ix, s := hsIndex(t, c.recs)
			lines := batchOf(c.text)
			passed := 0
			// Batches of several sizes, as the reader cuts them.
			for _, size := range []int{1, 7, 1024} {
				for i := 0; i < len(lines); i += size {
					b := slices.Clone(lines[i:min(i+size, len(lines))])
					if !ix.hsScreenLines(s, b) {
						t.Fatal("hsScreenLines failed")
					}
					for _, l := range b {
						want := ix.mayAnswerLine(l.text)
						if l.noKey != (want == nil) || !samePrefix(l.pre, want) {
							t.Fatalf("line %d %q: Hyperscan noKey %v pre %v, the Go screen %v", l.n, l.text, l.noKey, l.pre, want)
						}
						if !l.noKey && size == 1 {
							passed++
						}
					}
				}
			}
			if passed == 0 || passed == len(lines) {
				t.Fatalf("%d of %d lines passed: the texts test nothing", passed, len(lines))
			}
			found := 0
			for _, l := range lines {
				var got, want []string
				if err := s.find(l.text, func(k int32, start int) { got = append(got, fmt.Sprint(k, "@", start)) }); err != nil {
					t.Fatal(err)
				}
				ix.anchors.find(l.text, func(k int32, start int) bool {
					want = append(want, fmt.Sprint(k, "@", start))
					return true
				})
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Fatalf("line %q: Hyperscan finds %v, the gram filter %v", l.text, got, want)
				}
				found += len(got)
			}
			t.Logf("%d lines, %d pass the screen, %d key occurrences", len(lines), passed, found)
		})
	}
}

// samePrefix reports whether a and b say the same of a line.
func samePrefix(a, b *linePrefix) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.rest == b.rest && a.level == b.level && a.keyed == b.keyed && a.errWord == b.errWord && slices.Equal(a.keys, b.keys)
}

// streamJSON returns Stream's answers to text as errdex match --json
// prints them.
func streamJSON(t *testing.T, ix *Index, text string, workers int) string {
	t.Helper()
	var b bytes.Buffer
	_, err := ix.Stream(context.Background(), strings.NewReader(text), StreamOptions{File: "log", Workers: workers}, func(a *Answer) error {
		return WriteJSON(&b, a)
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// goIndex returns the index of recs with the pure-Go screen
// (ERRDEX_HYPERSCAN=off for the rest of the test).
func goIndex(t *testing.T, recs []catalog.Record) *Index {
	t.Helper()
	t.Setenv("ERRDEX_HYPERSCAN", "off")
	ix, err := New(recs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// TestHyperscanStreamIdentical checks that Stream's answers with the
// Hyperscan screen are byte for byte those of the pure-Go screen.
func TestHyperscanStreamIdentical(t *testing.T) {
	for _, c := range hsCatalogs(t) {
		t.Run(c.name, func(t *testing.T) {
			ix, _ := hsIndex(t, c.recs)
			goIx := goIndex(t, c.recs)
			if goIx.batchScreen() != nil {
				t.Fatal("ERRDEX_HYPERSCAN=off still screens with Hyperscan")
			}
			want := streamJSON(t, goIx, c.text, 1)
			if strings.Count(want, "\n") < 10 {
				t.Fatalf("only %d answers: the text tests nothing", strings.Count(want, "\n"))
			}
			for _, workers := range []int{1, 3} {
				if got := streamJSON(t, ix, c.text, workers); got != want {
					t.Fatalf("workers %d: answers differ:\n%s\nwant:\n%s", workers, firstDiff(got, want), firstDiff(want, got))
				}
			}
		})
	}
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := range al {
		if i >= len(bl) || al[i] != bl[i] {
			return al[i]
		}
	}
	return "(prefix)"
}

// TestHyperscanSaved checks the saved database: compiled and saved at the
// first use, read at the next, recompiled when damaged or made for other
// keys.
func TestHyperscanSaved(t *testing.T) {
	dir := t.TempDir()
	cat := filepath.Join(dir, "c.jsonl")
	src, err := os.ReadFile("testdata/catalog.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cat, src, 0o644); err != nil {
		t.Fatal(err)
	}
	hsPath := cat + IndexSuffix + hsSuffix
	open := func(what string) hsInfo {
		t.Helper()
		var warns []string
		ix, _, _, err := Open(cat, Options{Warn: func(s string) { warns = append(warns, s) }})
		if err != nil {
			t.Fatal(err)
		}
		defer ix.Close()
		info, ok := ix.hyperscan()
		if !ok || len(warns) > 0 {
			t.Fatalf("%s: Hyperscan %v, warnings %q", what, ok, warns)
		}
		if got := streamJSON(t, ix, "ERROR something failed\nRuntimeError: PD state transfer failed: kv_args.state_types is empty but state_indices were provided\n", 1); !strings.Contains(got, `"matches":[{`) {
			t.Fatalf("%s: no match: %s", what, got)
		}
		return info
	}
	if info := open("first"); info.Loaded || !info.Saved || info.Bytes == 0 || info.Keys == 0 {
		t.Fatalf("first open: %+v", info)
	}
	if info := open("second"); !info.Loaded || info.Saved {
		t.Fatalf("second open: %+v", info)
	}
	saved, err := os.ReadFile(hsPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, damage := range []struct {
		name string
		edit func([]byte) []byte
	}{
		{"flipped database byte", func(b []byte) []byte { b[len(b)-20] ^= 0x40; return b }},
		{"other platform", func(b []byte) []byte { return bytes.Replace(b, []byte("cpu features"), []byte("CPU features"), 1) }},
		{"truncated", func(b []byte) []byte { return b[:len(b)/2] }},
		{"empty", func([]byte) []byte { return nil }},
	} {
		if err := os.WriteFile(hsPath, damage.edit(slices.Clone(saved)), 0o644); err != nil {
			t.Fatal(err)
		}
		if info := open(damage.name); info.Loaded || !info.Saved {
			t.Fatalf("%s: %+v", damage.name, info)
		}
		if info := open(damage.name + ", then"); !info.Loaded {
			t.Fatalf("%s, then: %+v", damage.name, info)
		}
	}
	// A database for other keys is not used.
	other, _ := hsGenerated(1, 20)
	oix, err := New(other, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := loadHS(hsPath, hsHeader(oix.anchors)); !errors.Is(err, errHSStale) {
		t.Fatalf("database of other keys: %v", err)
	}
}

// TestHyperscanNoSSSE3 checks the fallback on a CPU Hyperscan cannot run
// on: one warning, the pure-Go screen, the same answers.
func TestHyperscanNoSSSE3(t *testing.T) {
	old := hsValidPlatform
	hsValidPlatform = func() error { return errors.New("this CPU lacks SSSE3 (test)") }
	defer func() { hsValidPlatform = old }()
	recs, text := hsGenerated(7, 200)
	var warns []string
	ix, err := New(recs, Options{Warn: func(s string) { warns = append(warns, s) }})
	if err != nil {
		t.Fatal(err)
	}
	got := streamJSON(t, ix, text, 2)
	streamJSON(t, ix, text, 1)
	if _, ok := ix.hyperscan(); ok {
		t.Fatal("Hyperscan used on a CPU without SSSE3")
	}
	if len(warns) != 1 || !strings.Contains(warns[0], "SSSE3") || !strings.Contains(warns[0], "pure-Go screen") {
		t.Fatalf("warnings: %q", warns)
	}
	if want := streamJSON(t, goIndex(t, recs), text, 1); got != want {
		t.Fatal("answers differ from the pure-Go screen's")
	}
}

// TestHyperscanKeyLimit checks that a catalog of more than hsMaxKeys keys
// gets the pure-Go screen, with one warning, unless ERRDEX_HYPERSCAN=on.
func TestHyperscanKeyLimit(t *testing.T) {
	recs, _ := hsGenerated(3, 2*hsMaxKeys)
	var warns []string
	ix, err := New(recs, Options{Warn: func(s string) { warns = append(warns, s) }})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(ix.anchors.start) - 1; n <= hsMaxKeys {
		t.Fatalf("only %d keys", n)
	}
	if _, ok := ix.hyperscan(); ok || len(warns) != 1 || !strings.Contains(warns[0], "using the pure-Go screen") {
		t.Fatalf("Hyperscan used %v; warnings %q", ok, warns)
	}
	ix.hyperscan()
	if len(warns) != 1 {
		t.Fatalf("warned again: %q", warns)
	}
}

// BenchmarkScreens measures Stream's per-line screen both ways over
// gramBenchData's lines, with the first K of its anchors and the error
// words as keys: go/K is mayAnswerLine line by line, hyperscan/K the
// Hyperscan screen over batches of 1,024 lines read into one buffer.
// Both include reading the level of the lines that hold a key.
func BenchmarkScreens(b *testing.B) {
	anchors, lines, size := gramBenchData()
	batch := batchOf(strings.TrimSuffix(strings.Join(lines, ""), "\n"))
	for _, k := range []int{1000, 10000, 20000, 30000, 100000} {
		f := newGramFilter(append(slices.Clone(anchors[:k]), errorWords...))
		ix := &Index{anchors: f}
		b.Run(fmt.Sprintf("go/%d", k), func(b *testing.B) {
			b.SetBytes(int64(size))
			for i := 0; i < b.N; i++ {
				for j := range batch {
					batch[j].pre = ix.mayAnswerLine(batch[j].text)
					batch[j].noKey = batch[j].pre == nil
				}
			}
		})
		b.Run(fmt.Sprintf("hyperscan/%d", k), func(b *testing.B) {
			b.Setenv("ERRDEX_HYPERSCAN", "on")
			ix.hs = hsState{}
			if ix.batchScreen() == nil {
				b.Fatal("no Hyperscan screen")
			}
			b.SetBytes(int64(size))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for j := 0; j < len(batch); j += 1024 {
					ix.hsScreenLines(ix.hs.scr, batch[j:min(j+1024, len(batch))])
				}
			}
			b.ReportMetric(ix.hs.scr.info.Compile.Seconds(), "compile-s")
			b.ReportMetric(float64(ix.hs.scr.info.Bytes), "db-bytes")
		})
	}
}

// TestHyperscanScanFails checks that a failing scan (here: of no
// database) leaves the batch to the pure-Go screen, with one warning and
// the same answers.
func TestHyperscanScanFails(t *testing.T) {
	recs, text := hsGenerated(11, 1000)
	var warns []string
	ix, err := New(recs, Options{Warn: func(s string) { warns = append(warns, s) }})
	if err != nil {
		t.Fatal(err)
	}
	ix.batchScreen()
	s := ix.hs.scr
	if s == nil {
		t.Fatalf("no Hyperscan screen: %q", warns)
	}
	db := s.db
	s.db = nil
	got := streamJSON(t, ix, text, 2)
	s.db = db
	if len(warns) != 1 || !strings.Contains(warns[0], "hs_scan") {
		t.Fatalf("warnings: %q", warns)
	}
	if want := streamJSON(t, goIndex(t, recs), text, 1); got != want {
		t.Fatal("answers differ from the pure-Go screen's")
	}
}
