package match

import (
	"errors"
	"slices"
	"unsafe"
)

// recRow is what matching reads of one record, kept apart from the strings
// it names so that a saved index holds it as it sits in memory and a
// mapped one is read in place: no per-record work when an index is
// opened, and no record on the heap for the collector to mark.
type recRow struct {
	str    uint64 // where the record's id, then its pattern, start in recTable.strs
	idLen  uint32
	patLen uint32
	class  uint32 // the class's index in recTable.classes
	file   uint32 // the file path's index in recTable.files
	line   int32
	lit    int32 // literal bytes the pattern pins down (at top level)
	flags  uint8 // see entry.flags
	_      [7]uint8
}

// The row is written raw and must keep its size.
var (
	_ [40 - unsafe.Sizeof(recRow{})]struct{}
	_ [unsafe.Sizeof(recRow{}) - 40]struct{}
)

// nameTable is a list of distinct strings: name k is blob[off[k]:off[k+1]].
type nameTable struct {
	blob string
	off  []uint64
}

func (t *nameTable) at(k uint32) string { return t.blob[t.off[k]:t.off[k+1]] }

// len returns the number of names.
func (t *nameTable) len() int { return max(len(t.off)-1, 0) }

// recTable holds every record's entry in columns: a row each, the ids and
// patterns back to back in strs, and the classes and file paths once each
// (many records share them).
type recTable struct {
	rows           []recRow
	strs           string
	classes, files nameTable
}

// pattern returns entry i's pattern, reading its row and strings only
// (ent also looks up its class and file, two more tables: on the screen's
// path at millions of records, cache misses for nothing).
func (t *recTable) pattern(i int) string {
	r := &t.rows[i]
	return t.strs[r.str+uint64(r.idLen) : r.str+uint64(r.idLen)+uint64(r.patLen)]
}

// ent returns entry i, its strings cut out of the table's.
func (t *recTable) ent(i int) entry {
	r := &t.rows[i]
	s := t.strs[r.str : r.str+uint64(r.idLen)+uint64(r.patLen)]
	return entry{id: s[:r.idLen], pattern: s[r.idLen:], class: t.classes.at(r.class), file: t.files.at(r.file), line: r.line, lit: r.lit, flags: r.flags}
}

// newRecTable makes the table of ents, copying their strings.
func newRecTable(ents []entry) recTable {
	var t recTable
	t.rows = make([]recRow, len(ents))
	n := 0
	for i := range ents {
		n += len(ents[i].id) + len(ents[i].pattern)
	}
	strs := make([]byte, 0, n)
	var classes, files nameBuilder
	for i := range ents {
		e := &ents[i]
		t.rows[i] = recRow{str: uint64(len(strs)), idLen: uint32(len(e.id)), patLen: uint32(len(e.pattern)),
			class: classes.id(e.class), file: files.id(e.file), line: e.line, lit: e.lit, flags: e.flags}
		strs = append(strs, e.id...)
		strs = append(strs, e.pattern...)
	}
	t.strs = unsafe.String(unsafe.SliceData(strs), len(strs))
	t.classes, t.files = classes.table(), files.table()
	return t
}

// nameBuilder numbers distinct strings in the order first seen.
type nameBuilder struct{ t *interner }

func (b *nameBuilder) id(s string) uint32 {
	if b.t == nil {
		b.t = newInterner(1 << 10)
	}
	return uint32(b.t.id(s))
}

func (b *nameBuilder) table() nameTable {
	if b.t == nil {
		return nameTable{off: []uint64{0}}
	}
	return nameTable{blob: string(b.t.data), off: b.t.start}
}

// check verifies that every row's strings and names lie in their tables
// (see Index.check).
func (t *recTable) check() error {
	for _, nt := range []*nameTable{&t.classes, &t.files} {
		if len(nt.off) == 0 {
			return errShort
		}
		if err := monotone64("name offsets", nt.off, uint64(len(nt.blob))); err != nil {
			return err
		}
	}
	nc, nf := uint32(t.classes.len()), uint32(t.files.len())
	bad := make([]bool, (len(t.rows)+rowChunk-1)/rowChunk)
	eachChunk(len(t.rows), rowChunk, func(lo, hi int) {
		for i := lo; i < hi; i++ {
			r := &t.rows[i]
			if r.str > uint64(len(t.strs)) || uint64(r.idLen)+uint64(r.patLen) > uint64(len(t.strs))-r.str || r.class >= nc || r.file >= nf {
				bad[lo/rowChunk] = true
			}
		}
	})
	if slices.Contains(bad, true) {
		return errors.New("record strings out of range")
	}
	return nil
}

// rowChunk is how many rows one goroutine checks at a time.
const rowChunk = 1 << 16
