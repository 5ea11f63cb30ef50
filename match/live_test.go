package match

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestLive replaces a catalog by a series of versions and checks what
// Live.Check does with each, and which version answers after it.
func TestLive(t *testing.T) {
	const seedMsg = "RuntimeError: PD state transfer failed: state component count mismatch (local=3, remote=2)"
	cat := tempCatalog(t)
	data, err := os.ReadFile(cat)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	all := len(lines) - 1 // the last is the empty string after the final newline
	seedAt := -1
	for i, l := range lines {
		if strings.Contains(l, `"b0338dd74aa6b751"`) {
			seedAt = i
		}
	}
	if seedAt < 0 {
		t.Fatal("the seed's record is not in testdata/catalog.jsonl")
	}
	without := strings.Join(lines[:seedAt], "") + strings.Join(lines[seedAt+1:], "")
	trunc := data[:len(data)-40]

	l, first, err := OpenLive(cat, Options{}, LiveOptions{ReloadPolicy: ReloadPolicy{MinKept: 0.5}})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if n := first.Index().Len(); n != all {
		t.Fatalf("first version: %d records, want %d", n, all)
	}
	held := l.Acquire() // an answer in flight across the swaps below

	steps := []struct {
		name    string
		body    string // "" with remove: the file is removed
		remove  bool
		inPlace bool
		want    ReloadKind
		why     func(*Refusal) bool // for a refusal by the policy
		records int                 // of the version in use after the step
		seed    bool                // whether the seed's message is answered at its record
	}{
		{name: "unchanged", body: string(data), want: Unchanged, records: all, seed: true},
		{name: "one record fewer", body: without, want: Reloaded, records: all - 1},
		{name: "the same again", body: without, want: Reloaded, records: all - 1},
		{name: "cut short", body: string(trunc), want: Refused, why: func(r *Refusal) bool { return r.MoreBad }, records: all - 1},
		{name: "cut short, checked again", body: "", want: Unchanged, records: all - 1},
		{name: "empty", body: "\n", want: Refused, why: func(r *Refusal) bool { return r.Empty }, records: all - 1},
		{name: "most lost", body: strings.Join(lines[:all/4], ""), want: Refused, why: func(r *Refusal) bool { return r.Lost }, records: all - 1},
		{name: "removed", remove: true, want: Unreadable, records: all - 1},
		{name: "still removed", remove: true, want: Unchanged, records: all - 1},
		{name: "back whole", body: string(data), want: Reloaded, records: all, seed: true},
		{name: "rewritten in place", body: without, inPlace: true, want: Reloaded, records: all - 1},
	}
	for _, s := range steps {
		switch {
		case s.remove:
			if err := os.Remove(cat); err != nil && !errors.Is(err, os.ErrNotExist) {
				t.Fatal(err)
			}
		case s.body == "" || s.name == "unchanged":
		case s.inPlace:
			if err := os.WriteFile(cat, []byte(s.body), 0o644); err != nil {
				t.Fatal(err)
			}
		default:
			if err := os.WriteFile(cat+".new", []byte(s.body), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(cat+".new", cat); err != nil {
				t.Fatal(err)
			}
		}
		r := l.Check()
		if r.Kind != s.want {
			t.Fatalf("%s: Check = %+v, want kind %d", s.name, r, s.want)
		}
		if r.InPlace != s.inPlace {
			t.Errorf("%s: InPlace = %v, want %v", s.name, r.InPlace, s.inPlace)
		}
		if s.why != nil {
			var ref *Refusal
			if !errors.As(r.Err, &ref) || !s.why(ref) {
				t.Errorf("%s: refused for %v, want the other rule", s.name, r.Err)
			}
		}
		if r.Kind == Reloaded && (r.Version == nil || r.Records != s.records) {
			t.Errorf("%s: reloaded %+v, want %d records", s.name, r, s.records)
		}
		v := l.Acquire()
		if n := v.Index().Len(); n != s.records {
			t.Errorf("%s: %d records in use, want %d", s.name, n, s.records)
		}
		rs := v.Index().Explain(seedMsg)
		got := len(rs) > 0 && rs[0].Record.ID == "b0338dd74aa6b751"
		if got != s.seed {
			t.Errorf("%s: seed answered at its record: %v, want %v", s.name, got, s.seed)
		}
		v.Release()
	}
	// The version acquired before every swap still answers.
	if rs := held.Index().Explain(seedMsg); len(rs) == 0 || rs[0].Record.ID != "b0338dd74aa6b751" {
		t.Errorf("the version held across the swaps: %s", describe(rs))
	}
	held.Release()
	if !held.retired.Load() {
		t.Error("the first version was not retired")
	}
}
