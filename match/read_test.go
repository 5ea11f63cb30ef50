package match

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// FuzzSplitterLines checks the lines the Splitter's reader and cutLines
// make against a reader that reads one line at a time with bufio (the
// Splitter's reader before it read whole blocks): the same texts, line
// numbers and truncation, with small line caps, and with readers that
// return one byte or half of what is asked at a time.
func FuzzSplitterLines(f *testing.F) {
	f.Add("a\nbb\r\n\r\nccc", 2, uint8(0))
	f.Add("0123456789\n01234\n012345\r\nx", 5, uint8(1))
	f.Add("\n\n\r\r\n"+strings.Repeat("y", 300)+"\nz\n", 7, uint8(2))
	f.Add(strings.Repeat("line of text\n", 2000), 100, uint8(0))
	f.Add("\x00\x00ValueError: x\x00\r\n"+strings.Repeat("é", 50)+"\n\x00\n", 9, uint8(1))
	f.Fuzz(func(t *testing.T, in string, maxLine int, how uint8) {
		maxLine = 1 + (maxLine%64+64)%64
		var r io.Reader = strings.NewReader(in)
		switch how % 3 {
		case 1:
			r = iotest.OneByteReader(r)
		case 2:
			r = iotest.HalfReader(r)
		}
		want := readLinesOneByOne(strings.NewReader(in), maxLine)
		var got []rawLine
		s := newSplitterCap(r, lineScreen{}, 2, maxLine)
		defer s.Close()
		for {
			b := <-s.batches
			<-b.ready
			for _, l := range b.lines {
				got = append(got, rawLine{text: strings.Clone(l.text), n: l.n, trunc: l.trunc})
			}
			if b.err != nil {
				break
			}
			select {
			case s.free <- b:
			default:
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%d lines, want %d", len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("line %d: %+v, want %+v", i, got[i], want[i])
			}
		}
	})
}

// TestSplitterLinesBlocks reads a log of many batches, whose lines straddle
// the reader's blocks, as FuzzSplitterLines does.
func TestSplitterLinesBlocks(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < 3*batchBytes; i++ {
		b.WriteString(strings.Repeat("x", i%300))
		b.WriteString("\r\n")
	}
	want := readLinesOneByOne(strings.NewReader(b.String()), 200)
	s := newSplitterCap(strings.NewReader(b.String()), lineScreen{}, 1, 200)
	defer s.Close()
	i, batches := 0, 0
	for {
		bt := <-s.batches
		<-bt.ready
		batches++
		for _, l := range bt.lines {
			if i >= len(want) || l.text != want[i].text || l.n != want[i].n || l.trunc != want[i].trunc {
				t.Fatalf("line %d: %+v", i, l)
			}
			i++
		}
		if bt.err != nil {
			break
		}
	}
	if i != len(want) || batches < 3 {
		t.Fatalf("%d lines in %d batches, want %d lines in 3 or more", i, batches, len(want))
	}
}

// readLinesOneByOne reads r one line at a time with bufio, each line
// whole, then keeps at most maxLine bytes of each: a longer line its
// first and last halves (by cutHalves) joined by CutMark, neither with a
// rune cut in two; then drops one "\r" before the "\n" and NULs at
// either end.
func readLinesOneByOne(r io.Reader, maxLine int) []rawLine {
	br := bufio.NewReaderSize(r, 16)
	var out []rawLine
	for n := 1; ; n++ {
		line, err := br.ReadString('\n')
		line = strings.TrimSuffix(line, "\n")
		trunc := len(line) > maxLine
		if trunc {
			head, tail := cutHalves(maxLine)
			h, t := line[:head], line[len(line)-tail:]
			for len(h) > 0 && len(h) > head-3 && !utf8.RuneStart(line[len(h)]) {
				h = h[:len(h)-1]
			}
			for len(t) > 0 && len(t) > tail-3 && !utf8.RuneStart(t[0]) {
				t = t[1:]
			}
			line = h + CutMark + t
		}
		text := strings.Trim(strings.TrimSuffix(line, "\r"), "\x00")
		if err == nil || strings.TrimSuffix(line, "\r") != "" {
			out = append(out, rawLine{text: text, n: n, trunc: trunc})
		}
		if err != nil {
			return out
		}
	}
}

// splitLines are the lines FuzzSplitterParallel builds logs from: the
// heads, frames and continuations of every kind of event, blank lines and
// plain lines, with and without a log prefix.
var splitLines = []string{
	"",
	"   ",
	"2026-08-28 05:00:00.001 INFO [1] app: cache hit key=k1",
	"2026-08-28 05:00:00.002 ERROR [1] app: open config: read x.yaml: permission denied",
	"mirror of the state failed over",
	"Traceback (most recent call last):",
	"2026-08-28 05:00:00.003 ERROR [1] app: Traceback (most recent call last):",
	`  File "/app/x.py", line 3, in f`,
	"    raise ValueError(x)",
	"ValueError: invalid literal for int() with base 10: 'x'",
	"During handling of the above exception, another exception occurred:",
	"panic: runtime error: index out of range [3] with length 2",
	"goroutine 1 [running]:",
	"main.main()",
	"\t/x/main.go:12 +0x1d",
	"exit status 2",
	"TypeError: Cannot read properties of undefined (reading 'x')",
	"    at f (/app/x.js:1:2)",
	`Exception in thread "main" java.lang.IllegalStateException: boom`,
	"\tat a.B.c(B.java:1)",
	"\t... 3 more",
	"Caused by: java.io.IOException: gone",
	"thread 'main' panicked at src/main.rs:10:5:",
	"note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
	"stack backtrace:",
	"Error: failed to read config",
	"Caused by:",
	"    No such file or directory (os error 2)",
	"/app/x.py:12: UserWarning: deprecated",
	"  warnings.warn('deprecated')",
	"fatal error: all goroutines are asleep - deadlock!",
	"some output panic: boom",
}

// chunkReader returns at most sizes[i] bytes (1 to 256) at its i-th read,
// cycling through sizes, so that batches end anywhere.
type chunkReader struct {
	r     io.Reader
	sizes []byte
	i     int
}

func (c *chunkReader) Read(p []byte) (int, error) {
	if len(c.sizes) > 0 {
		n := 1 + int(c.sizes[c.i%len(c.sizes)])
		c.i++
		p = p[:min(len(p), n)]
	}
	return c.r.Read(p)
}

// FuzzSplitterParallel checks the Splitter, which takes each batch's
// events from the assembler its classifier ran from an idle state, against
// one that feeds every line itself: the same events (kinds, lines, texts,
// truncation, what the screen learnt) and the same last line, for logs
// built of splitLines (each byte of picks one line, raw added at their
// middle) read in chunks that end batches anywhere.
func FuzzSplitterParallel(f *testing.F) {
	f.Add([]byte{5, 7, 8, 9, 0, 2, 4, 11, 0, 12, 13, 14, 15, 2}, []byte{3, 40, 7}, "")
	f.Add([]byte{16, 17, 17, 18, 19, 20, 21, 19, 22, 23, 24, 1, 25, 0, 26, 27, 2}, []byte{0}, "")
	f.Add([]byte{28, 29, 30, 13, 14, 31, 0, 12, 13, 6, 7, 9, 10, 5, 7, 9, 0, 0, 3}, []byte{11, 2, 200}, "x\r\n\n")
	f.Add(bytes.Repeat([]byte{5, 7, 8, 7, 8, 9, 3, 2, 12, 13, 14, 16, 17}, 40), []byte{255, 17}, "\t")
	f.Add([]byte{9, 3, 0}, []byte{}, "") // the last event ends before a blank line
	ix := loadTestIndex(f, nil)
	f.Fuzz(func(t *testing.T, picks, sizes []byte, raw string) {
		// Long inputs read a few bytes at a time only slow the fuzzer down.
		picks, raw = picks[:min(len(picks), 2000)], raw[:min(len(raw), 4000)]
		var b strings.Builder
		for i, p := range picks {
			if i == len(picks)/2 {
				b.WriteString(raw)
			}
			b.WriteString(splitLines[int(p)%len(splitLines)])
			b.WriteByte('\n')
		}
		in := b.String()
		split := func(serial bool) ([]Event, int) {
			s := newSplitterFull(&chunkReader{r: strings.NewReader(in), sizes: sizes}, ix.lineScreen(), 2, 100, serial, nil, nil)
			defer s.Close()
			var evs []Event
			for {
				ev, err := s.Next()
				if err == io.EOF {
					return evs, s.LastEnd()
				}
				if err != nil {
					t.Fatal(err)
				}
				evs = append(evs, ev)
			}
		}
		want, wantEnd := split(true)
		got, gotEnd := split(false)
		if gotEnd != wantEnd {
			t.Errorf("last line %d, want %d", gotEnd, wantEnd)
		}
		for i := range max(len(got), len(want)) {
			if i >= len(got) || i >= len(want) || !sameEvent(got[i], want[i]) {
				t.Fatalf("event %d of %d: %s, want %s of %d", i, len(got), eventAt(got, i), eventAt(want, i), len(want))
			}
		}
	})
}

func sameEvent(a, b Event) bool {
	pa, pb := a.pre, b.pre
	a.pre, b.pre = nil, nil
	if a != b || (pa == nil) != (pb == nil) {
		return false
	}
	return pa == nil || pa.rest == pb.rest && pa.level == pb.level && pa.keyed == pb.keyed && slices.Equal(pa.keys, pb.keys) && pa.errWord == pb.errWord
}

func eventAt(evs []Event, i int) string {
	if i >= len(evs) {
		return "none"
	}
	return fmt.Sprintf("%+v", evs[i])
}
