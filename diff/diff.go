package diff

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// Kind is the kind of a Change.
type Kind string

// The kinds of change.
const (
	Added   Kind = "added"
	Removed Kind = "removed"
	Changed Kind = "changed" // message, class or file differ
	Moved   Kind = "moved"   // same id, another line
)

// Change is one difference. Old is nil for Added, New for Removed.
type Change struct {
	Kind Kind            `json:"kind"`
	Old  *catalog.Record `json:"old,omitempty"`
	New  *catalog.Record `json:"new,omitempty"`
	// What lists what differs for Changed: "message", "class", "file",
	// "repo", or "function" when only the enclosing function or the
	// ordinal (both part of the id) changed.
	What []string `json:"what,omitempty"`
}

// Report is the outcome of Compare. Each list is sorted by file and line.
type Report struct {
	Added     []Change `json:"added"`
	Removed   []Change `json:"removed"`
	Changed   []Change `json:"changed"`
	Moved     []Change `json:"moved"`
	Unchanged int      `json:"unchanged"`
	// Duplicates counts records dropped because their id repeated within
	// one side (a catalog holding several versions); the first is kept.
	Duplicates int `json:"duplicates"`
	// Unreadable are the records left out of the comparison because
	// their line in one of the catalogs is bad (see CompareReadable).
	Unreadable []Unreadable `json:"unreadable,omitempty"`
}

// Unreadable is a record whose line in a catalog is bad (cut short, say),
// so that whether it was added, removed or changed cannot be told: the
// record's id, read from the start of the line, and where the line is.
type Unreadable struct {
	ID   string `json:"id"`
	File string `json:"file"`
	Line int    `json:"line"`
}

// Differs reports whether anything was added, removed or changed, or a
// record could not be read; moves alone do not count.
func (r *Report) Differs() bool {
	return len(r.Added)+len(r.Removed)+len(r.Changed)+len(r.Unreadable) > 0
}

// CompareReadable is Compare leaving out, on both sides, the records of
// bad: records whose line in one catalog is bad, which would otherwise be
// reported removed (or added) though only their line was damaged. They
// are listed in the report's Unreadable.
func CompareReadable(old, new []catalog.Record, bad []Unreadable) *Report {
	if len(bad) == 0 {
		return Compare(old, new)
	}
	skip := map[string]bool{}
	for _, u := range bad {
		skip[u.ID] = true
	}
	keep := func(rs []catalog.Record) []catalog.Record {
		var out []catalog.Record
		for _, r := range rs {
			if !skip[r.ID] {
				out = append(out, r)
			}
		}
		return out
	}
	rep := Compare(keep(old), keep(new))
	rep.Unreadable = bad
	return rep
}

// Compare returns what changed from old to new.
func Compare(old, new []catalog.Record) *Report {
	rep := &Report{}
	olds, d1 := unique(old)
	news, d2 := unique(new)
	rep.Duplicates = d1 + d2
	byID := map[string]*catalog.Record{}
	for _, r := range news {
		byID[r.ID] = r
	}
	var oldLeft []*catalog.Record
	matched := map[*catalog.Record]bool{}
	for _, o := range olds {
		n, ok := byID[o.ID]
		if !ok {
			oldLeft = append(oldLeft, o)
			continue
		}
		matched[n] = true
		if o.LineNumber != n.LineNumber {
			rep.Moved = append(rep.Moved, Change{Kind: Moved, Old: o, New: n})
		} else {
			rep.Unchanged++
		}
	}
	var newLeft []*catalog.Record
	for _, n := range news {
		if !matched[n] {
			newLeft = append(newLeft, n)
		}
	}
	// Pair what is left, most alike first: a class edited in place, a
	// message reworded in place, then a file renamed.
	passes := []func(o, n *catalog.Record) bool{
		func(o, n *catalog.Record) bool { return o.FilePath == n.FilePath && o.ErrorMessage == n.ErrorMessage },
		func(o, n *catalog.Record) bool {
			return o.FilePath == n.FilePath && o.ErrorClass == n.ErrorClass && similarity(o.ErrorMessage, n.ErrorMessage) >= 0.5
		},
		func(o, n *catalog.Record) bool {
			return o.ErrorClass == n.ErrorClass && o.ErrorMessage == n.ErrorMessage
		},
	}
	for _, alike := range passes {
		oldLeft, newLeft = pair(oldLeft, newLeft, alike, rep)
	}
	for _, o := range oldLeft {
		rep.Removed = append(rep.Removed, Change{Kind: Removed, Old: o})
	}
	for _, n := range newLeft {
		rep.Added = append(rep.Added, Change{Kind: Added, New: n})
	}
	for _, cs := range [][]Change{rep.Added, rep.Removed, rep.Changed, rep.Moved} {
		sortChanges(cs)
	}
	return rep
}

// similarity is the share of words two messages have in common, over the
// larger word count: 1 for the same words, 0 for none shared. A reworded
// message scores at least 0.5; an unrelated one does not.
func similarity(a, b string) float64 {
	if a == b {
		return 1
	}
	wa, wb := words(a), words(b)
	if len(wa) == 0 || len(wb) == 0 {
		return 0
	}
	common := 0
	for w := range wa {
		if wb[w] {
			common++
		}
	}
	return float64(common) / float64(max(len(wa), len(wb)))
}

func words(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r > 127)
	}) {
		m[w] = true
	}
	return m
}

func unique(rs []catalog.Record) ([]*catalog.Record, int) {
	seen := map[string]bool{}
	var out []*catalog.Record
	dups := 0
	for i := range rs {
		if seen[rs[i].ID] {
			dups++
			continue
		}
		seen[rs[i].ID] = true
		out = append(out, &rs[i])
	}
	return out, dups
}

// pair matches records of olds and news that are alike, most similar
// messages first, then nearest lines, records them as Changed and returns
// the rest.
func pair(olds, news []*catalog.Record, alike func(o, n *catalog.Record) bool, rep *Report) ([]*catalog.Record, []*catalog.Record) {
	type cand struct {
		o, n, dist int
		sim        float64
	}
	var cands []cand
	for i, o := range olds {
		for j, n := range news {
			if alike(o, n) {
				d := o.LineNumber - n.LineNumber
				if d < 0 {
					d = -d
				}
				if o.FilePath != n.FilePath {
					d += 1 << 30
				}
				cands = append(cands, cand{i, j, d, similarity(o.ErrorMessage, n.ErrorMessage)})
			}
		}
	}
	sort.SliceStable(cands, func(a, b int) bool {
		if cands[a].sim != cands[b].sim {
			return cands[a].sim > cands[b].sim
		}
		return cands[a].dist < cands[b].dist
	})
	usedO, usedN := map[int]bool{}, map[int]bool{}
	for _, c := range cands {
		if usedO[c.o] || usedN[c.n] {
			continue
		}
		usedO[c.o], usedN[c.n] = true, true
		o, n := olds[c.o], news[c.n]
		var what []string
		if o.ErrorMessage != n.ErrorMessage {
			what = append(what, "message")
		}
		if o.ErrorClass != n.ErrorClass {
			what = append(what, "class")
		}
		if o.FilePath != n.FilePath {
			what = append(what, "file")
		}
		if catalog.Deref(o.Repo) != catalog.Deref(n.Repo) {
			what = append(what, "repo")
		}
		if len(what) == 0 {
			// Same file, class and message but another id: the enclosing
			// function or the ordinal changed.
			what = append(what, "function")
		}
		rep.Changed = append(rep.Changed, Change{Kind: Changed, Old: o, New: n, What: what})
	}
	var ro, rn []*catalog.Record
	for i, o := range olds {
		if !usedO[i] {
			ro = append(ro, o)
		}
	}
	for j, n := range news {
		if !usedN[j] {
			rn = append(rn, n)
		}
	}
	return ro, rn
}

func (c *Change) rec() *catalog.Record {
	if c.New != nil {
		return c.New
	}
	return c.Old
}

func sortChanges(cs []Change) {
	sort.SliceStable(cs, func(i, j int) bool {
		a, b := cs[i].rec(), cs[j].rec()
		if a.FilePath != b.FilePath {
			return a.FilePath < b.FilePath
		}
		return a.LineNumber < b.LineNumber
	})
}

// WriteText writes rep for people: a summary line, then one line per
// change ("+" added, "-" removed, "~" changed, ">" moved, if moved is set).
func (r *Report) WriteText(w io.Writer, moved bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d added, %d removed, %d changed, %d moved, %d unchanged", len(r.Added), len(r.Removed), len(r.Changed), len(r.Moved), r.Unchanged)
	if r.Duplicates > 0 {
		fmt.Fprintf(&b, " (%d duplicate ids ignored)", r.Duplicates)
	}
	if len(r.Unreadable) > 0 {
		fmt.Fprintf(&b, ", %d unreadable", len(r.Unreadable))
	}
	b.WriteByte('\n')
	for _, u := range r.Unreadable {
		fmt.Fprintf(&b, "? %s %s:%d: bad line, left out of the comparison\n", u.ID, u.File, u.Line)
	}
	for _, c := range r.Added {
		fmt.Fprintf(&b, "+ %s %s:%d %s: %s\n", c.New.ID, c.New.FilePath, c.New.LineNumber, c.New.ErrorClass, quote(c.New.ErrorMessage))
	}
	for _, c := range r.Removed {
		fmt.Fprintf(&b, "- %s %s:%d %s: %s\n", c.Old.ID, c.Old.FilePath, c.Old.LineNumber, c.Old.ErrorClass, quote(c.Old.ErrorMessage))
	}
	for _, c := range r.Changed {
		fmt.Fprintf(&b, "~ %s -> %s %s:%d -> %s:%d (%s)\n", c.Old.ID, c.New.ID, c.Old.FilePath, c.Old.LineNumber, c.New.FilePath, c.New.LineNumber, strings.Join(c.What, ", "))
		for _, f := range c.What {
			switch f {
			case "message":
				fmt.Fprintf(&b, "    message %s -> %s\n", quote(c.Old.ErrorMessage), quote(c.New.ErrorMessage))
			case "class":
				fmt.Fprintf(&b, "    class %s -> %s\n", c.Old.ErrorClass, c.New.ErrorClass)
			}
		}
	}
	if moved {
		for _, c := range r.Moved {
			fmt.Fprintf(&b, "> %s %s:%d -> %d\n", c.New.ID, c.New.FilePath, c.Old.LineNumber, c.New.LineNumber)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func quote(s string) string {
	if r := []rune(s); len(r) > 120 {
		s = string(r[:117]) + "..."
	}
	return fmt.Sprintf("%q", s)
}
