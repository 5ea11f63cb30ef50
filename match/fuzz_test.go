package match

import (
	"context"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// FuzzSplitter feeds random bytes to the Splitter and explains every event:
// no panic, events in input order with sane line ranges, bounded sizes.
func FuzzSplitter(f *testing.F) {
	f.Add("Traceback (most recent call last):\n  File \"a.py\", line 1\nValueError: x\n\nDuring handling of the above exception, another exception occurred:\n")
	f.Add("panic: x\n\ngoroutine 1 [running]:\nmain.main()\n\t/a.go:3 +0x1\n")
	f.Add("TypeError: x\n    at f (/a.js:1:2)\nException in thread \"m\" a.B: c\n\tat a.B.c(B.java:1)\n")
	f.Add("\x00\xff\xfe\r\n\r\n2026-01-01 00:00:00 ERROR [1] x: open config: read x.yaml: permission denied")
	ix := loadTestIndex(f, nil)
	f.Fuzz(func(t *testing.T, in string) {
		s := NewSplitter(strings.NewReader(in))
		defer s.Close()
		last := 0
		for {
			ev, err := s.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ev.Line <= last || ev.EndLine < ev.Line {
				t.Fatalf("event lines %d-%d after line %d", ev.Line, ev.EndLine, last)
			}
			last = ev.EndLine
			if strings.Count(ev.Text, "\n") >= MaxEventLines {
				t.Fatalf("event keeps %d lines", strings.Count(ev.Text, "\n")+1)
			}
			ix.AnswerEvent(context.Background(), ev, Query{})
		}
	})
}

// FuzzExplain builds an index whose record has a fuzzed pattern (invalid,
// catastrophic-looking, empty) and explains fuzzed text with it: no panic,
// results well-formed.
func FuzzExplain(f *testing.F) {
	f.Add(`(a+)+$`, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!")
	f.Add(`((.+?)*)*x(.+?)(.+?)(.+?)`, strings.Repeat("ab", 1000))
	f.Add(`bad (group`, "bad (group")
	f.Add(`\x{fffd}\Qlit\E(?i)CASE`, "case \xff")
	f.Add(``, "StopIteration")
	f.Add(`open (.+?): (.+?)`, "open a: open b: open c: d")
	// multi-line patterns: a first line matched alone (compiled.first)
	f.Add("marshal error (.+?)\n", "marshal error x")
	f.Add("bad option (.+?) given \n  near (.+?)", "bad option x given")
	f.Add("(?:a\nb)? long first line text\nmore", "long first line text")
	f.Fuzz(func(t *testing.T, pattern, text string) {
		recs := []catalog.Record{
			{ID: "fuzz", MessagePattern: pattern, ErrorClass: "ValueError", FilePath: "a/b.py", LineNumber: 3, SchemaVersion: 2},
			{ID: "lit", MessagePattern: `invalid mode: (.+?)`, ErrorClass: "ValueError", FilePath: "a/c.py", LineNumber: 1, SchemaVersion: 2},
		}
		ix, err := New(recs, Options{Warn: func(string) {}})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range ix.Explain(text) {
			if r.Record == nil || r.Score <= 0 || r.Score > 1 || r.Params == nil {
				t.Fatalf("bad result %+v", r)
			}
		}
		ix.Explain("Traceback (most recent call last):\n  File \"/x/a/b.py\", line 3, in f\nValueError: " + text)
	})
}

// FuzzLiteralsInOrder checks that the literal check before verification
// never rejects a text its pattern matches: whenever the regexp matches
// somewhere in msg, literalsInOrder(pattern, msg) is true.
func FuzzLiteralsInOrder(f *testing.F) {
	f.Add(`PD state transfer failed: state component count mismatch \(local=(.+?), remote=(.+?)\)`, "PD state transfer failed: state component count mismatch (local=3, remote=2)")
	f.Add(`ab?c*d{0,2}e+f`, "aef")
	f.Add(`x(?:ab|cd)y|z`, "z")
	f.Add(`\Qa.b\E\.c\x41\x{42}\p{L}[a\]b]`, "a.b.cAB\u00e9]")
	f.Add(`(?i)abc`, "ABC")
	f.Add(`x(?si)abc`, "xABC")
	f.Add(`(?-i)a(?m:b)c`, "abc")
	f.Add(`a\\b\d+c`, `a\b12c`)
	f.Add(`Invalid connector type: (.+?)`, "Invalid connector type:")
	f.Add("see:\n    http://x\n", "see:\n    http://x")
	f.Add(`a\ `, "a ")
	f.Fuzz(func(t *testing.T, pattern, msg string) {
		// The matcher runs the relaxed pattern, which accepts more.
		re, err := regexp.Compile(relaxPattern(pattern))
		if err != nil || !re.MatchString(msg) {
			return
		}
		if !literalsInOrder(pattern, msg) {
			t.Fatalf("pattern %q (relaxed %q) matches %q, but the literal check rejects it", pattern, relaxPattern(pattern), msg)
		}
	})
}
