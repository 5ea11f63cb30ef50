package match

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
)

// FuzzScreenedLines checks the line screen (mayAnswerLine: the keys, their
// records' anchor contexts, second fragments and literal runs, and
// mayAnswerUnkeyed)
// against explainEvent of the line without it: a line the screen drops is
// one explainEvent reports as no error, and a line it passes gets the
// same answer either way. The seeds are the test catalog's messages and
// fragments of them in the forms mayAnswerUnkeyed passes (structured,
// quoted, warnings, frames, qualified classes, ERR and glog levels) and
// in plain ones.
func FuzzScreenedLines(f *testing.F) {
	ix := loadTestIndex(f, nil)
	forms := []string{"%s", "[7494] app.worker: %s", "2026-08-28 05:00:00 ERROR %s", "cache hit %s size=1",
		`{"level":"error","msg":"%s"}`, `E1202 13:25:43.123456 1 x.go:12] "%s"`, "x.py:3: UserWarning: %s",
		"    at %s", "pkg.errors.NotFound: %s", "ERR %s", "crit: %s", "Failure %s", "%s at pkg.Mod",
		"[err] %s", "level=crit %s", "[7494] app.ferry: %s", "[7494] app.worker: interrupted %s", "[7494] app:err %s"}
	var msgs []string
	for _, r := range ix.recs {
		msgs = append(msgs, r.ErrorMessage, r.ErrorMessage[:len(r.ErrorMessage)/2])
	}
	for a := range len(ix.candStart) - 1 {
		msgs = append(msgs, ix.anchors.key(int32(a)))
	}
	for j := range ix.cand {
		second := ix.seconds[ix.secondStart[j]:ix.secondStart[j+1]]
		// The anchor with and without its context (see anchorContext),
		// and the second fragment.
		c, anchor := ix.arounds[j], ix.anchors.key(int32(indexOfCand(ix, j)))
		msgs = append(msgs, second, anchor+" "+second, string(c.before[4-c.nb:])+anchor+string(c.after[:c.na])+" "+second)
	}
	for _, m := range msgs {
		for _, form := range forms {
			f.Add(form, m)
		}
	}
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, form, msg string) {
		l := form
		if i := indexVerb(form); i >= 0 {
			l = form[:i] + msg + form[i+2:]
		}
		if len(l) > 4096 || strings.IndexByte(l, '\n') >= 0 {
			return // not one line of a log
		}
		want, wantErr := ix.explainEvent(ctx, Event{Text: l, Kind: KindLine})
		p := ix.mayAnswerLine(l)
		if p == nil {
			if wantErr || len(want.results) > 0 {
				t.Fatalf("screen drops %q, which explainEvent answers (%d results)", l, len(want.results))
			}
			return
		}
		got, gotErr := ix.explainEvent(ctx, Event{Text: l, Kind: KindLine, pre: p})
		if gotErr != wantErr || len(got.results) != len(want.results) {
			t.Fatalf("%q: screened %v with %d results, unscreened %v with %d", l, gotErr, len(got.results), wantErr, len(want.results))
		}
		for k := range got.results {
			if got.results[k].ent != want.results[k].ent || got.results[k].Score != want.results[k].Score {
				t.Fatalf("%q: result %d differs", l, k)
			}
		}
	})
}

// indexVerb returns the index of "%s" in s, or -1.
func indexVerb(s string) int {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' && s[i+1] == 's' {
			return i
		}
	}
	return -1
}

// FuzzMayAnswerUnkeyed checks mayAnswerUnkeyed's single pass against the
// forms it stands for, each looked for over the whole line.
func FuzzMayAnswerUnkeyed(f *testing.F) {
	for _, s := range []string{"", "x", `{"a":1}`, `say "hi"`, "level=e msg=x", "x.py:3: UserWarning: y", "Failure", "a Fault",
		"ERROR x", "an eRr", "CRIT", "crit", "E0102 x", "F9", "E", "at x", " at ", "xat y", "a: b", "pkg.Mod.Class: x",
		"pkg.mod.notfound: x", "ends pkg.Mod.Class  ", "ends pkg.Mod.", "errno", "E\u212a", "Wa", "ms", "Fau", "cri",
		"interrupted", "key=merror", "x_err", "9crit", "[err] x", "level=Crit", "a:err"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, l string) {
		want := strings.ContainsAny(l, "{\"") || strings.Contains(l, "msg=") || strings.Contains(l, "Warning: ") ||
			strings.Contains(l, "Failure") || strings.Contains(l, "Fault") || wordFoldIn(l, "err") || wordFoldIn(l, "crit")
		for i := 0; i+1 < len(l) && !want; i++ {
			switch c := l[i]; {
			case (c == 'E' || c == 'F') && isDigitByte(l[i+1]):
				want = true
			case c == 'a' && l[i+1] == 't' && i+2 < len(l) && l[i+2] == ' ' && (i == 0 || !isWordByte(l[i-1])):
				want = true
			case c == ':' && l[i+1] == ' ' && qualifiedClass(l[:i]):
				want = true
			}
		}
		want = want || qualifiedClass(strings.TrimRight(l, " \t\r\n\f\v"))
		if got := mayAnswerUnkeyed(l); got != want {
			t.Fatalf("mayAnswerUnkeyed(%q) = %v, want %v", l, got, want)
		}
	})
}

// wordFoldIn reports whether s holds the lower-case ASCII word w in any
// case at the start of a word (no letter, digit or '_' before it).
func wordFoldIn(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(w)], w) && (i == 0 || !isWordByte(s[i-1])) {
			return true
		}
	}
	return false
}

// TestAnchorContext checks the anchor contexts the screen reads: a
// record's own message, alone or inside a line, passes the screen (its
// anchor occurs with the context its pattern has), and a line holding the
// record's anchor and second fragment, but with other bytes next to the
// anchor, is dropped.
func TestAnchorContext(t *testing.T) {
	recs := []catalog.Record{
		{ID: "a", MessagePattern: "cannot reattach the volume (.+?) to instance (.+?) now", ErrorMessage: "cannot reattach the volume vol-1 to instance i-2 now"},
		{ID: "b", MessagePattern: "the queue (.+?) holds no listener for topic (.+?)", ErrorMessage: "the queue q7 holds no listener for topic news"},
		{ID: "c", MessagePattern: "shard (.+?) is behind its leader by (.+?) entries", ErrorMessage: "shard s3 is behind its leader by 12 entries"},
	}
	ix, err := New(recs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for j, i := range ix.cand {
		r := recs[i]
		for _, l := range []string{r.ErrorMessage, "[12] app.worker: " + r.ErrorMessage + " (retrying)"} {
			if ix.mayAnswerLine(l) == nil {
				t.Errorf("%s: screen drops %q", r.ID, l)
			}
		}
		anchor := ix.anchors.key(int32(indexOfCand(ix, j)))
		c := ix.arounds[j]
		if c.nb == 0 && c.na == 0 {
			t.Fatalf("%s: anchor %q has no context in %q", r.ID, anchor, r.MessagePattern)
		}
		second := ix.seconds[ix.secondStart[j]:ix.secondStart[j+1]]
		if second == "" || !strings.Contains(r.ErrorMessage, anchor) {
			t.Fatalf("%s: anchor %q, second fragment %q", r.ID, anchor, second)
		}
		// The anchor with a byte of its context changed on each side, then
		// the second fragment.
		l := "## " + anchor + "# | " + second
		if ix.mayAnswerLine(l) != nil {
			t.Errorf("%s: screen passes %q, whose anchor %q lacks its context %q|%q", r.ID, l, anchor, c.before[4-c.nb:], c.after[:c.na])
		}
	}
}

// indexOfCand returns the anchor whose candidates hold candidate j.
func indexOfCand(ix *Index, j int) int {
	a := 0
	for int(ix.candStart[a+1]) <= j {
		a++
	}
	return a
}

// FuzzLineHead checks mayAnswerLineHead: no event head starts in a line
// before the offset it returns (mayStartEvent of the line and of its rest
// from there agree), and its answer is mayAnswerLine's. The seeds are the
// heads in log lines, quiet and not, the error words alone and plain
// lines, past whose end no head starts (the screen found no error word).
func FuzzLineHead(f *testing.F) {
	ix := loadTestIndex(f, nil)
	for _, l := range []string{"cache hit key=7 size=1", "[7494] app.worker: request served path=/api status=200"} {
		if _, from := ix.mayAnswerLineHead(l); from != len(l) {
			f.Errorf("mayAnswerLineHead(%q): from %d, want %d", l, from, len(l))
		}
	}
	heads := []string{"Traceback (most recent call last):", "goroutine 1 [running]: x panicked at y", "Exception in thread \"main\" java.lang.X",
		"fatal error: all goroutines are asleep", "panic: boom", "thread 'main' panicked at src/main.rs:2:5:"}
	for _, h := range heads {
		for _, form := range []string{"%s", "[7494] app.worker: %s", "2026-08-28 05:00:00 ERROR %s", "2026-08-28 05:00:00 INFO %s", "x %s y"} {
			l := strings.Replace(form, "%s", h, 1)
			if _, from := ix.mayAnswerLineHead(l); !mayStartEvent(l[from:]) {
				f.Errorf("mayAnswerLineHead(%q): from %d, past the head", l, from)
			}
			f.Add(l)
		}
	}
	for _, w := range errorWords {
		f.Add("x " + w + " y")
	}
	f.Add("cache hit key=7 size=1")
	f.Add("2026-08-28 05:00:00.000 INFO [7494] app.worker: request served")
	f.Add("2026-08-28T05:00:00Z debug: panic: x")
	f.Fuzz(func(t *testing.T, l string) {
		if len(l) > 4096 || strings.IndexByte(l, '\n') >= 0 {
			return // not one line of a log
		}
		p, from := ix.mayAnswerLineHead(l)
		if mayStartEvent(l[from:]) != mayStartEvent(l) {
			t.Fatalf("mayAnswerLineHead(%q): from %d, past a head", l, from)
		}
		checkScreenBatch(t, ix, []string{l, "cache hit key=7 size=1", l})
		if want := ix.mayAnswerLine(l); (p == nil) != (want == nil) || p != nil && (p.rest != want.rest || p.level != want.level) {
			t.Fatalf("mayAnswerLineHead(%q) = %v, mayAnswerLine %v", l, p, want)
		}
	})
}

// checkScreenBatch checks that screenBatch screens a batch of the lines
// ls as mayAnswerLineHead screens each: the same prefix, level and keys,
// and the same offset for an event head.
func checkScreenBatch(t testing.TB, ix *Index, ls []string) {
	t.Helper()
	raw := make([]rawLine, len(ls))
	for i, l := range ls {
		raw[i].text = l
	}
	var sc screenScratch
	ix.screenBatch(raw, &sc)
	for i, l := range ls {
		p, from := ix.mayAnswerLineHead(l)
		q := raw[i].pre
		if from != sc.from[i] || (p == nil) != (q == nil) || raw[i].noKey != (p == nil) ||
			p != nil && (p.rest != q.rest || p.level != q.level || p.keyed != q.keyed || p.errWord != q.errWord || !slices.Equal(p.keys, q.keys)) {
			t.Fatalf("line %q: screenBatch %+v from %d, mayAnswerLineHead %+v from %d", l, q, sc.from[i], p, from)
		}
	}
}

// TestScreenBatch checks screenBatch against mayAnswerLineHead on batches
// of the lines FuzzScreenedLines starts from (the test catalog's messages,
// anchors and second fragments in log line forms), quiet lines among
// them, lines longer than maxStagedLine, and, in one batch of all of
// them, more bytes than maxStagedText; with textMarks (where it runs) and
// without.
func TestScreenBatch(t *testing.T) {
	ix := loadTestIndex(t, nil)
	forms := []string{"%s", "[7494] app.worker: %s", "2026-08-28 05:00:00 ERROR %s", "2026-08-28 05:00:00.000 INFO %s", "cache hit %s size=1",
		`{"level":"error","msg":"%s"}`, "    at %s", "pkg.errors.NotFound: %s", "%s at pkg.Mod"}
	var ls []string
	for _, r := range ix.recs {
		for _, form := range forms {
			ls = append(ls, strings.Replace(form, "%s", r.ErrorMessage, 1), strings.Replace(form, "%s", r.ErrorMessage[:len(r.ErrorMessage)/2], 1))
		}
	}
	for a := range len(ix.candStart) - 1 {
		ls = append(ls, "x "+ix.anchors.key(int32(a))+" y", ix.anchors.key(int32(a)))
	}
	// Lines past maxStagedLine, screened alone, and lines of spaces,
	// which fill maxStagedText.
	for _, r := range ix.recs[:min(len(ix.recs), 20)] {
		long := strings.Repeat("w ", maxStagedLine/2) + r.ErrorMessage
		ls = append(ls, long, "[7494] app.worker: "+long[len(long)-maxStagedLine:])
	}
	for k := range 40 {
		ls = append(ls, strings.Repeat("a b ", 1000)+ix.recs[k%len(ix.recs)].ErrorMessage)
	}
	staged := 0
	for _, l := range ls {
		if len(l) <= maxStagedLine {
			staged += len(l)
		}
	}
	if staged < 2*maxStagedText {
		t.Fatalf("%d bytes in the staged lines: too few to fill maxStagedText twice", staged)
	}
	if ix.anchors.nibbles == nil && haveMarks {
		t.Fatalf("no nibble masks for the dense table's %d keys", len(ix.anchors.dense.ents))
	}
	defer func(u bool) { useMarks = u }(useMarks)
	for _, useMarks = range []bool{haveMarks, false} {
		checkScreenBatch(t, ix, ls)
		for rest := ls; len(rest) > 0; {
			n := min(len(rest), 1000)
			checkScreenBatch(t, ix, rest[:n])
			rest = rest[n:]
		}
	}
}

// FuzzFoldAt checks foldAt's byte compare against strings.EqualFold, for
// the words mayAnswerUnkeyed gives it, at every offset of the text.
func FuzzFoldAt(f *testing.F) {
	for _, s := range []string{"err", "ERR", "eRr", "crit", "CRIT", "cRiT", "E\u212a", "\u212arit", "er\u0280", "e\x00r", "ErR-x", "c\xffit", "err\rx"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, w := range []string{"err", "crit"} {
			for i := range len(s) + 1 {
				if got, want := foldAt(s, i, w), i+len(w) <= len(s) && strings.EqualFold(s[i:i+len(w)], w); got != want {
					t.Fatalf("foldAt(%q, %d, %q) = %v, want %v", s, i, w, got, want)
				}
			}
		}
	})
}

// FuzzAtAny checks atAny, mayMatch's test of a candidate's anchor context
// against the words around an anchor's occurrences (wordsAround), against
// at, byte by byte, for every context cut from the text around each
// occurrence and for contexts with one byte changed, at every place an
// anchor of n bytes may start in the line, near its ends too.
func FuzzAtAny(f *testing.F) {
	for _, s := range []string{"", "a", "abc def", "the queue q7 holds no listener", "\x00\xff\x80 x", "ab"} {
		f.Add(s, uint8(3))
	}
	f.Fuzz(func(t *testing.T, l string, n uint8) {
		if len(l) > 64 {
			return
		}
		an := int(n % 8)
		for s := 0; s+an <= len(l); s++ {
			ws := []occWords{wordsAround(l, s, an)}
			for nb := 0; nb <= 4; nb++ {
				for na := 0; na <= 4; na++ {
					c := anchorContext{nb: uint8(nb), na: uint8(na)}
					for k := 1; k <= nb && s-k >= 0; k++ {
						c.before[4-k] = l[s-k]
					}
					for k := 0; k < na && s+an+k < len(l); k++ {
						c.after[k] = l[s+an+k]
					}
					for flip := -1; flip < 8; flip++ {
						d := c
						if flip >= 0 && flip < 4 {
							d.before[flip] ^= 0x21
						} else if flip >= 4 {
							d.after[flip-4] ^= 0x21
						}
						if got, want := d.atAny(ws), d.at(l, s, an); got != want {
							t.Fatalf("atAny of %+v at %d (n %d) in %q = %v, at says %v", d, s, an, l, got, want)
						}
					}
				}
			}
		}
	})
}

// FuzzPatternRuns checks the literal runs the line screen keeps of a
// candidate's pattern (patternRuns, see Index.candidateRuns) against
// literalsMayOccur, which reads them from the pattern at each call.
func FuzzPatternRuns(f *testing.F) {
	f.Add(`cannot bind (.+?) argument #([-+]?\d+) in (.+?)`, "KeyError: cannot bind x argument #9 in y")
	f.Add(`a \  b(?: c)?\.d [x-z]+ e*f`, "a   b.d e f")
	f.Add(`(?i)abc|d`, "")
	f.Add("trailing blanks \t\n(.+?)end", "trailing blanks\tend")
	f.Fuzz(func(t *testing.T, p, s string) {
		if got, want := newPatternRuns(p).mayOccur(s), literalsMayOccur(p, s); got != want {
			t.Fatalf("pattern %q text %q: patternRuns %v, literalsMayOccur %v", p, s, got, want)
		}
	})
}
