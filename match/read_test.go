package match

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
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

// readLinesOneByOne reads r one line at a time with bufio, keeping
// maxLine bytes of each.
func readLinesOneByOne(r io.Reader, maxLine int) []rawLine {
	br := bufio.NewReaderSize(r, 16)
	var out []rawLine
	for n := 1; ; n++ {
		var buf []byte
		trunc := false
		var err error
		for {
			var chunk []byte
			chunk, err = br.ReadSlice('\n')
			if room := maxLine - len(buf); len(chunk) > room {
				chunk, trunc = chunk[:room], true
			}
			buf = append(buf, chunk...)
			if !errors.Is(err, bufio.ErrBufferFull) {
				break
			}
		}
		if len(buf) > 0 && buf[len(buf)-1] == '\n' {
			buf = buf[:len(buf)-1]
		}
		if len(buf) > 0 && buf[len(buf)-1] == '\r' {
			buf = buf[:len(buf)-1]
		}
		if err == nil || len(buf) > 0 {
			out = append(out, rawLine{text: string(buf), n: n, trunc: trunc})
		}
		if err != nil {
			return out
		}
	}
}
