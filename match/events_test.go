package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"
)

// TestSplitter runs testdata/events/*.txtar: the input is a log, the want
// section lists every event the Splitter emits as "FIRST-LAST KIND -> X",
// X being the top record's id, "chain ID..." for a wrapped chain, "unknown"
// for an error-looking event that matches nothing, and "-" for a line that
// is not an error.
func TestSplitter(t *testing.T) {
	files, _ := filepath.Glob("testdata/events/*.txtar")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	ix := loadTestIndex(t, nil)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var input, want string
			for _, f := range ar.Files {
				switch f.Name {
				case "input":
					input = string(f.Data)
				case "want":
					want = string(f.Data)
				}
			}
			got := strings.Join(splitAndExplain(t, ix, input), "\n")
			if strings.TrimSpace(got) != strings.TrimSpace(want) {
				t.Errorf("events:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func splitAndExplain(t *testing.T, ix *Index, input string) []string {
	s := NewSplitter(strings.NewReader(input))
	defer s.Close()
	var out []string
	for {
		ev, err := s.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		a, isErr := ix.AnswerEvent(context.Background(), ev, Query{})
		what := "-"
		switch {
		case len(a.Chain) > 0:
			what = "chain"
			for _, l := range a.Chain {
				what += " " + l.ID
			}
		case len(a.Matches) > 0:
			what = a.Matches[0].Record.ID
		case isErr:
			what = a.Status
		}
		line := fmt.Sprintf("%d-%d %s -> %s", ev.Line, ev.EndLine, ev.Kind, what)
		if ev.Truncated {
			line += " trunc"
		}
		out = append(out, line)
	}
}

// TestSplitterOpenPipe checks that an event is emitted while the input
// stays open: a possible stack head is held only for FlushAfter.
func TestSplitterOpenPipe(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	s := NewSplitter(pr)
	s.FlushAfter = 20 * time.Millisecond
	defer s.Close()
	go pw.Write([]byte("ValueError: invalid mode: 'x'\n"))
	done := make(chan Event)
	go func() {
		ev, err := s.Next()
		if err != nil {
			t.Error(err)
		}
		done <- ev
	}()
	select {
	case ev := <-done:
		if ev.Line != 1 || ev.Text != "ValueError: invalid mode: 'x'" {
			t.Errorf("got %+v", ev)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no event while the pipe stays open")
	}
}

// TestSplitterLongLine checks the line cap: a 10 MB line becomes one
// truncated event of its first and last MaxLineBytes/2 bytes, and the
// next line is still read.
func TestSplitterLongLine(t *testing.T) {
	long := "ERROR " + strings.Repeat("x\x00\xff", 10<<20/3) + " the end"
	s := NewSplitter(strings.NewReader(long + "\nERROR next\n"))
	defer s.Close()
	ev, err := s.Next()
	if err != nil || !ev.Truncated || len(ev.Text) != MaxLineBytes+len(CutMark) || ev.Line != 1 ||
		ev.Text != long[:MaxLineBytes/2]+CutMark+long[len(long)-MaxLineBytes/2:] {
		t.Fatalf("first event: len %d trunc %v line %d err %v", len(ev.Text), ev.Truncated, ev.Line, err)
	}
	if s.CutLines() != 1 || s.NUL() != 7 {
		t.Errorf("CutLines %d, NUL at %d; want 1 and 7", s.CutLines(), s.NUL())
	}
	ev, err = s.Next()
	if err != nil || ev.Text != "ERROR next" || ev.Line != 2 {
		t.Fatalf("second event: %+v %v", ev, err)
	}
	if _, err := s.Next(); err != io.EOF {
		t.Fatalf("want EOF, got %v", err)
	}
}

// TestSplitterEventCap checks that a huge panic dump keeps at most
// MaxEventLines lines but still spans all of its input lines.
func TestSplitterEventCap(t *testing.T) {
	var b strings.Builder
	b.WriteString("panic: boom\n\n")
	n := MaxEventLines + 100
	for i := 0; i < n/2; i++ {
		b.WriteString("main.f()\n\t/x/main.go:1 +0x1\n")
	}
	s := NewSplitter(strings.NewReader(b.String()))
	defer s.Close()
	ev, err := s.Next()
	if err != nil || ev.Kind != KindGo || !ev.Truncated || ev.EndLine != 2+2*(n/2) || strings.Count(ev.Text, "\n")+1 != MaxEventLines {
		t.Fatalf("got kind %v trunc %v lines %d-%d kept %d, err %v", ev.Kind, ev.Truncated, ev.Line, ev.EndLine, strings.Count(ev.Text, "\n")+1, err)
	}
}

// TestStreamMatchesSplitter checks that Stream, which drops the lines its
// screen rejects before they become events, answers exactly what the
// Splitter and AnswerEvent answer one event at a time, and counts the same
// lines, over every test log and traceback, between INFO lines and lines
// of near misses.
func TestStreamMatchesSplitter(t *testing.T) {
	ix := loadTestIndex(t, nil)
	files, _ := filepath.Glob("testdata/events/*.txtar")
	more, _ := filepath.Glob("testdata/explain/*.txtar")
	files = append(files, more...)
	var b strings.Builder
	for i, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			if f.Name == "input" {
				b.Write(f.Data)
				b.WriteString("\n")
			}
		}
		fmt.Fprintf(&b, "2026-08-28 05:00:00.%03d INFO [4926] app.cache: cache hit key=k%d size=%d\n", i%1000, i, i)
		b.WriteString("mirror of the state failed over\n\n")
	}
	input := b.String()
	var want []string
	s := NewSplitter(strings.NewReader(input))
	lines := 0
	for {
		ev, err := s.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		lines = ev.EndLine
		if a, ok := ix.AnswerEvent(context.Background(), ev, Query{}); ok {
			a.Input.File = "log"
			var sb strings.Builder
			if err := WriteJSON(&sb, &a); err != nil {
				t.Fatal(err)
			}
			want = append(want, sb.String())
		}
	}
	s.Close()
	if len(want) < 20 {
		t.Fatalf("only %d answers in the test log", len(want))
	}
	// Stream's Splitter hands on what it learnt of a line: its prefix
	// stripped, as explainEvent would strip it.
	s = newSplitter(strings.NewReader(input), ix.lineScreen(), 2)
	pre := 0
	for {
		ev, err := s.Next()
		if err != nil {
			break
		}
		if ev.pre != nil {
			pre++
			if rest, level := StripPrefix(strings.TrimRight(ev.Text, "\r")); ev.Kind != KindLine || rest != ev.pre.rest || level != ev.pre.level {
				t.Errorf("line %d: pre %+v, want %q, %q of a line event", ev.Line, *ev.pre, rest, level)
			}
		}
	}
	s.Close()
	if pre < 10 {
		t.Errorf("only %d events carry what the screen learnt", pre)
	}
	// Read a few bytes at a time, batches end anywhere: events span two
	// batches, and Next assembles and Stream answers them itself, not the
	// classifiers.
	sizes := []byte{200, 7, 255, 31, 90}
	for _, c := range []struct {
		workers int
		chunked bool
	}{{1, false}, {3, false}, {2, true}} {
		workers := c.workers
		var r io.Reader = strings.NewReader(input)
		if c.chunked {
			r = &chunkReader{r: r, sizes: sizes}
		}
		var got []string
		st, err := ix.Stream(context.Background(), r, StreamOptions{File: "log", Workers: workers}, func(a *Answer) error {
			var sb strings.Builder
			err := WriteJSON(&sb, a)
			got = append(got, sb.String())
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(got, "") != strings.Join(want, "") {
			t.Errorf("workers %d: %d answers differ from the Splitter's %d", workers, len(got), len(want))
		}
		if st.Lines != lines || st.Events != len(want) {
			t.Errorf("workers %d: %d lines, %d events; want %d, %d", workers, st.Lines, st.Events, lines, len(want))
		}
	}
	// The chunked read took both ways: events the classifiers answered,
	// and events Next assembled.
	s = newSplitterFull(&chunkReader{r: strings.NewReader(input), sizes: sizes}, ix.lineScreen(), 2, MaxLineBytes, false, func(ev *Event) { ev.answered = true }, nil)
	byClassifier, byNext := 0, 0
	for {
		ev, err := s.Next()
		if err != nil {
			break
		}
		if ev.answered {
			byClassifier++
		} else {
			byNext++
		}
	}
	s.Close()
	if byClassifier < 10 || byNext < 10 {
		t.Errorf("chunked read: %d events answered by the classifiers, %d assembled by Next; want 10 or more of each", byClassifier, byNext)
	}
}

// TestStreamStopsWhenDone checks that Stream returns the context's error
// once its context is done, though its input, a pipe, stays open.
func TestStreamStopsWhenDone(t *testing.T) {
	ix := loadTestIndex(t, nil)
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	answered := make(chan struct{}, 1)
	go func() {
		_, err := ix.Stream(ctx, pr, StreamOptions{}, func(*Answer) error {
			answered <- struct{}{}
			return nil
		})
		done <- err
	}()
	io.WriteString(pw, "2026-08-28 05:10:06,001 ERROR [1234] sglang.srt.mori: PD state transfer failed: state component count mismatch (local=3, remote=2)\n2026-08-28 05:10:07,002 INFO next\n")
	select {
	case <-answered:
	case <-time.After(10 * time.Second):
		t.Fatal("no answer to the first line")
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Stream returned %v, want %v", err, context.Canceled)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Stream went on after its context was done")
	}
}

// TestStreamLineOffset checks that LineOffset moves the answers' line
// numbers but not the count of lines read from r, which a caller going on
// over the rest of an input adds to its own total.
func TestStreamLineOffset(t *testing.T) {
	ix := loadTestIndex(t, nil)
	log := "2026-08-28 05:10:06,001 ERROR [1234] sglang.srt.mori: PD state transfer failed: state component count mismatch (local=3, remote=2)\n2026-08-28 05:10:07,002 INFO next\n"
	for _, last := range []string{"", "2026-08-28 05:10:08,003 ERROR [1234] sglang.srt.mori: PD state transfer failed: state component count mismatch (local=4, remote=2)\n"} {
		var lines []int
		st, err := ix.Stream(context.Background(), strings.NewReader(log+last), StreamOptions{LineOffset: 10}, func(a *Answer) error {
			lines = append(lines, a.Input.Line)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		want := []int{11}
		if last != "" {
			want = append(want, 13)
		}
		if st.Lines != len(want)+1 || fmt.Sprint(lines) != fmt.Sprint(want) {
			t.Errorf("ending %q: Lines %d, answers at lines %v; want Lines %d, answers at %v", last, st.Lines, lines, len(want)+1, want)
		}
	}
}

// TestAnswerText answers each event of testdata/events/*.txtar again as a
// record of its own, the way a collector hands one over: AnswerText must
// give what AnswerEvent gives for the Splitter's event (the same status,
// top record and input, kind and level included).
func TestAnswerText(t *testing.T) {
	files, _ := filepath.Glob("testdata/events/*.txtar")
	if len(files) == 0 {
		t.Fatal("no test files")
	}
	ix := loadTestIndex(t, nil)
	n := 0
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range ar.Files {
			if f.Name != "input" {
				continue
			}
			s := NewSplitter(strings.NewReader(string(f.Data)))
			for {
				ev, err := s.Next()
				if err != nil {
					break
				}
				want, wantOK := ix.AnswerEvent(context.Background(), ev, Query{})
				got, gotOK := ix.AnswerText(context.Background(), ev.Text, Query{})
				// A record of its own starts at line 1.
				if gotOK {
					got.Input.Line, got.Input.EndLine = got.Input.Line+ev.Line-1, got.Input.EndLine+ev.Line-1
				}
				if gotOK != wantOK || got.Status != want.Status || topID(got) != topID(want) || got.Input != want.Input {
					t.Errorf("%s:%d: AnswerText = %v %s %s %+v, AnswerEvent = %v %s %s %+v", file, ev.Line, gotOK, got.Status, topID(got), got.Input, wantOK, want.Status, topID(want), want.Input)
				}
				n++
			}
			s.Close()
		}
	}
	if n == 0 {
		t.Fatal("no events")
	}
}

func topID(a Answer) string {
	if len(a.Matches) == 0 {
		return ""
	}
	return a.Matches[0].Record.ID
}

// TestBlank checks blank's one-byte shortcut against strings.TrimSpace,
// for lines that start with ASCII and Unicode white space, control bytes
// and invalid UTF-8.
func TestBlank(t *testing.T) {
	for _, l := range []string{"", " ", "\t\r", "x", " x", "\u00a0", "\u0085", "\u2003 ", "\u00a0x", "\x00", "\x01 ", "\x7f", "\xff", "\xc2", "goroutine 1 [running]:"} {
		if got, want := blank(l), strings.TrimSpace(l) == ""; got != want {
			t.Errorf("blank(%q) = %v, want %v", l, got, want)
		}
	}
}

// FuzzMayStartEvent checks mayStartEvent, which looks only at the heads'
// rare bytes, against looking for each head with strings.Contains.
func FuzzMayStartEvent(f *testing.F) {
	for _, s := range []string{"Traceback (most recent call last):", "x panicked at y", "Exception in thread \"m\"", "fatal error: all", "panic: x", "k:x: :kk", "panic:", "Tracebackk ("} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, l string) {
		want := strings.Contains(l, "Traceback (") || strings.Contains(l, "Exception in thread ") || strings.Contains(l, "fatal error: ") ||
			strings.Contains(l, "panic: ") || strings.Contains(l, " panicked at ")
		if got := mayStartEvent(l); got != want {
			t.Fatalf("mayStartEvent(%q) = %v, want %v", l, got, want)
		}
	})
}

// TestStreamBadBytes checks that an error is found after a NUL byte at
// the end of its line (and before NULs leading the next), and at the end
// of a line over MaxLineBytes, whose event is marked Truncated and counted
// as cut; that the first NUL is warned about once, with its offset; and
// that explain reads a NUL after a message alike (issue 28).
func TestStreamBadBytes(t *testing.T) {
	ix := loadTestIndex(t, nil)
	const msg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	const id = "b0338dd74aa6b751"
	log := "INFO start\n" + msg + "\x00\n" + "\x00\x00\x00" + msg + "\n" + strings.Repeat("x", 2*MaxLineBytes) + " " + msg + "\nINFO done\n"
	var warned []int64
	var got []*Answer
	st, err := ix.Stream(context.Background(), strings.NewReader(log), StreamOptions{Warn: func(at int64) { warned = append(warned, at) }}, func(a *Answer) error {
		got = append(got, a)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("%d answers, want 3", len(got))
	}
	for i, a := range got {
		if a.Status != StatusMatched || a.Matches[0].Record.ID != id || a.Input.Line != i+2 || a.Input.Truncated != (i == 2) {
			t.Errorf("answer %d: line %d, status %v, truncated %v, %v", i, a.Input.Line, a.Status, a.Input.Truncated, a.Matches)
		}
	}
	if len(warned) != 1 || warned[0] != int64(len("INFO start\n")+len(msg)) {
		t.Errorf("NUL warnings %v, want one at %d", warned, len("INFO start\n")+len(msg))
	}
	if st.CutLines != 1 || st.Lines != 5 {
		t.Errorf("stats %+v, want 5 lines, 1 cut", st)
	}
	for _, text := range []string{msg + "\x00", "\x00" + msg + "\x00\x00\r\n"} {
		if a := ix.ExplainText(context.Background(), text, Query{}); a.Status != StatusMatched || a.Matches[0].Record.ID != id {
			t.Errorf("ExplainText(%q): %v", text, a.Status)
		}
	}
}
