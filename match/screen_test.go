package match

import (
	"context"
	"strings"
	"testing"
)

// FuzzScreenedLines checks the line screen (mayAnswerLine: the keys, their
// records' second fragments and literal runs, and mayAnswerUnkeyed)
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
		"    at %s", "pkg.errors.NotFound: %s", "ERR %s", "crit: %s", "Failure %s", "%s at pkg.Mod"}
	var msgs []string
	for _, r := range ix.recs {
		msgs = append(msgs, r.ErrorMessage, r.ErrorMessage[:len(r.ErrorMessage)/2])
	}
	for a := range len(ix.candStart) - 1 {
		msgs = append(msgs, ix.anchors.key(int32(a)))
	}
	for j := range ix.cand {
		msgs = append(msgs, ix.seconds[ix.secondStart[j]:ix.secondStart[j+1]])
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
		"pkg.mod.notfound: x", "ends pkg.Mod.Class  ", "ends pkg.Mod.", "errno", "E\u212a", "Wa", "ms", "Fau", "cri"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, l string) {
		want := strings.ContainsAny(l, "{\"") || strings.Contains(l, "msg=") || strings.Contains(l, "Warning: ") ||
			strings.Contains(l, "Failure") || strings.Contains(l, "Fault") || foldIn(l, "err") || foldIn(l, "crit")
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

// foldIn reports whether s holds the lower-case ASCII word w in any case.
func foldIn(s, w string) bool {
	for i := 0; i+len(w) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(w)], w) {
			return true
		}
	}
	return false
}
