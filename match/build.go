package match

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"unsafe"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/internal/parallel"
)

// A cold start of a large catalog builds its saved index without holding
// every record's entry at once: buildSaved reads the catalog in one pass
// and writes each table to a spill file as soon as it is whole (the
// records' rows, strings and places, the keys of the line, file and class
// tables), then picks the anchors in two passes over the spilled rows and
// strings, lays out the candidate lists, builds the gram filter, and
// writes the saved index from the spills in the order decodeIndex reads
// it. What it holds at once is the distinct class and file names, a hash
// of each record's id for the repeat check, a key table while it is
// sorted, and the anchors with their candidate lists; the index is then
// opened as a warm start opens it (mapped, for the CLI). The saved index
// is the one Index.build and saveIndex would write, byte for byte
// (TestBuildSaved).

// spill is a temporary file a build writes a table to and reads back. It
// is removed from its directory as soon as it is made where the system
// allows it, so that a build killed midway leaves nothing behind.
type spill struct {
	f    *os.File
	name string // to remove on close, when removing an open file failed
	w    *bufio.Writer
	n    int64 // bytes written
	err  error
}

// newSpill makes a spill file in dir.
func newSpill(dir string) (*spill, error) {
	f, err := os.CreateTemp(dir, ".errdex-build-*")
	if err != nil {
		return nil, err
	}
	s := &spill{f: f, w: bufio.NewWriterSize(f, 256<<10)}
	if os.Remove(f.Name()) != nil {
		s.name = f.Name()
	}
	return s, nil
}

func (s *spill) write(b []byte) {
	if s.err == nil {
		_, s.err = s.w.Write(b)
	}
	s.n += int64(len(b))
}

// flush writes what is buffered; the spill can be read once flushed.
func (s *spill) flush() error {
	if s.err == nil {
		s.err = s.w.Flush()
	}
	return s.err
}

// readAt reads len(b) bytes at off of a flushed spill.
func (s *spill) readAt(b []byte, off int64) error {
	if _, err := s.f.ReadAt(b, off); err != nil {
		return fmt.Errorf("read back a spilled table: %w", err)
	}
	return nil
}

// reader returns a reader of the whole flushed spill.
func (s *spill) reader() *bufio.Reader {
	return bufio.NewReaderSize(io.NewSectionReader(s.f, 0, s.n), 1<<20)
}

// copyTo writes the spill's bytes to w.
func (s *spill) copyTo(w *ixWriter) error {
	if err := s.flush(); err != nil {
		return err
	}
	buf := make([]byte, 1<<20)
	for off := int64(0); off < s.n; {
		k := int(min(int64(len(buf)), s.n-off))
		if err := s.readAt(buf[:k], off); err != nil {
			return err
		}
		w.raw(buf[:k])
		off += int64(k)
	}
	return nil
}

func (s *spill) close() {
	s.f.Close()
	if s.name != "" {
		os.Remove(s.name)
	}
}

// spillOf writes the elements of v to s.
func spillOf[T any](s *spill, v []T) { s.write(rawBytes(v)) }

// readSpill returns the elements a spill holds.
func readSpill[T any](s *spill) ([]T, error) {
	if err := s.flush(); err != nil {
		return nil, err
	}
	var zero T
	v := make([]T, s.n/int64(unsafe.Sizeof(zero)))
	if len(v) == 0 {
		return nil, nil
	}
	return v, s.readAt(rawBytes(v), 0)
}

// builder holds the spills of one build.
type builder struct {
	dir    string
	spills []*spill
}

// spill returns a new spill file, or nil after an error, kept in *err.
func (b *builder) spill(err *error) *spill {
	if *err != nil {
		return nil
	}
	s, e := newSpill(b.dir)
	if e != nil {
		*err = e
		return nil
	}
	b.spills = append(b.spills, s)
	return s
}

func (b *builder) close() {
	for _, s := range b.spills {
		s.close()
	}
}

// spillDir returns a directory a build can spill to: the saved index's,
// else the system's temporary directory.
func spillDir(idxPath string) (string, error) {
	if real, err := filepath.EvalSymlinks(idxPath); err == nil {
		idxPath = real
	}
	var errs []error
	for _, dir := range []string{filepath.Dir(idxPath), os.TempDir()} {
		s, err := newSpill(dir)
		if err == nil {
			s.close()
			return dir, nil
		}
		errs = append(errs, err)
	}
	return "", errors.Join(errs...)
}

// sweepSpills removes the spill files in dir that builds killed between
// making one and unlinking it left behind. A spill is only ever read
// through its open file, so removing another live build's (in the
// instant before it unlinks its own) costs that build nothing.
func sweepSpills(dir string) {
	old, _ := filepath.Glob(filepath.Join(dir, ".errdex-build-*"))
	for _, p := range old {
		os.Remove(p)
	}
}

// errNoSpill wraps why a build could not spill: the caller builds in
// memory instead.
var errNoSpill = errors.New("no room to spill the index build")

// buildSaved reads the catalog f at path and writes its index to idxPath
// (see the comment at the top of the file), and returns the catalog's
// warnings. When idxPath cannot be written (saveErr), the index is written
// to a temporary file instead, built, for the caller to open and remove.
// A catalog of bad lines only is ErrNoRecords, with its warnings; a build
// that cannot spill is errNoSpill.
func buildSaved(f *os.File, path, idxPath string, st catalogStamp, opts Options) (warns []error, built string, saveErr, err error) {
	dir, err := spillDir(idxPath)
	if err != nil {
		return nil, "", nil, fmt.Errorf("%w: %w", errNoSpill, err)
	}
	sweepSpills(dir)
	b := &builder{dir: dir}
	defer b.close()
	secs, n, warns, err := b.records(f, path)
	if err != nil {
		return nil, "", nil, err
	}
	if n == 0 && len(warns) > 0 {
		return warns, "", nil, fmt.Errorf("%w (all %d lines are bad)", ErrNoRecords, len(warns))
	}
	cands, filter, err := b.anchors(secs[0], secs[1], n, opts)
	if err != nil {
		return nil, "", nil, err
	}
	// The sections in the order of saveIndex: the record table and the
	// places, the candidate lists, then the key tables.
	all := append(append(append([]ixSection(nil), secs[:7]...), cands...), secs[7:]...)
	write := func(w io.Writer) error { return writeIndex(w, st, warns, all, filter) }
	built = idxPath
	if saveErr = catalog.WriteFileAtomic(idxPath, write); saveErr != nil {
		tmp, err := os.CreateTemp(dir, ".errdex-index-*")
		if err != nil {
			return nil, "", saveErr, err
		}
		built = tmp.Name()
		if err := errors.Join(writeBuffered(tmp, write), tmp.Close()); err != nil {
			os.Remove(built)
			return nil, "", saveErr, err
		}
	}
	return warns, built, saveErr, nil
}

// writeBuffered calls write with a buffered writer to f.
func writeBuffered(f *os.File, write func(io.Writer) error) error {
	w := bufio.NewWriterSize(f, 1<<20)
	if err := write(w); err != nil {
		return err
	}
	return w.Flush()
}

// dupTable finds records repeating an id of their slice (catalog.Dups)
// from a hash of each record's id and slice: an open-addressed table of
// 16 bytes a record. A hash seen before is confirmed by the record it
// names (same), so that a collision is never taken for a repeat.
type dupTable struct {
	slots []dupSlot
	n     int
}

type dupSlot struct {
	h          uint64
	rec, line1 int32 // the first record with the hash, its line + 1; 0 is empty
}

// check returns the line of the first record of hash h that same confirms
// is the same id in the same slice, or adds record rec at line with h
// and returns 0.
func (t *dupTable) check(h uint64, rec, line int32, same func(rec int32) (bool, error)) (int32, error) {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	mask := uint64(len(t.slots) - 1)
	i := hashGram(h) >> 32 & mask
	for ; t.slots[i].line1 != 0; i = (i + 1) & mask {
		if s := &t.slots[i]; s.h == h {
			if ok, err := same(s.rec); err != nil || ok {
				return s.line1 - 1, err
			}
		}
	}
	t.slots[i] = dupSlot{h: h, rec: rec, line1: line + 1}
	t.n++
	return 0, nil
}

func (t *dupTable) grow() {
	old := t.slots
	t.slots = make([]dupSlot, max(1<<12, 2*len(old)))
	mask := uint64(len(t.slots) - 1)
	for _, s := range old {
		if s.line1 == 0 {
			continue
		}
		i := hashGram(s.h) >> 32 & mask
		for t.slots[i].line1 != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = s
	}
}

// hashMore continues hashString's hash h over s.
func hashMore(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// records reads the catalog and spills its record table, places and key
// tables, in the order of saveIndex; it returns them as sections (the
// rows first, the strings second), the number of records and the
// warnings, sorted.
func (b *builder) records(f *os.File, path string) (secs []ixSection, n int, warns []error, err error) {
	rows, strs, locs := b.spill(&err), b.spill(&err), b.spill(&err)
	var keys [3]*spill
	for t := range keys {
		keys[t] = b.spill(&err)
	}
	if err != nil {
		return nil, 0, nil, fmt.Errorf("%w: %w", errNoSpill, err)
	}
	var classes, files nameBuilder
	var dups dupTable
	var strsLen uint64
	var rerr error
	// same reads record first's line again: is it the id curID in
	// the slice curSlice?
	var curID, curSlice string
	same := func(first int32) (bool, error) {
		if err := locs.flush(); err != nil {
			return false, err
		}
		ls := []loc{{}}
		if err := locs.readAt(rawBytes(ls), int64(first)*int64(unsafe.Sizeof(loc{}))); err != nil {
			return false, err
		}
		line := make([]byte, ls[0].n)
		if _, err := f.ReadAt(line, ls[0].off); err != nil {
			return false, fmt.Errorf("read %s:%d: %w", path, ls[0].line, err)
		}
		var se slimEntry
		if decodeLine(trimmedLine(line), &se, nil) != "" {
			return false, fmt.Errorf("%s:%d: catalog changed while read", path, ls[0].line)
		}
		r := &se.Record
		return r.ID == curID && catalog.DupSlice(catalog.Deref(r.Repo), catalog.Deref(r.AnalyzedSha), se.DatasetVersion) == curSlice, nil
	}
	if _, serr := f.Seek(0, io.SeekStart); serr != nil {
		return nil, 0, nil, serr
	}
	err = streamCatalog(f, path, func(c *catChunk) {
		if rerr != nil {
			return
		}
		for i := range c.ents {
			e, l := &c.ents[i], c.locs[i]
			curID, curSlice = e.id, c.slices[i]
			h := hashMore(hashMore(hashString(e.id), "\x00"), c.slices[i])
			first, err := dups.check(h, int32(n), l.line, same)
			if err != nil {
				rerr = err
				return
			}
			if first != 0 {
				warns = append(warns, &catalog.PosError{File: path, Line: int(l.line), Msg: catalog.DupError(e.id, int(first)).Error()})
				continue
			}
			row := recRow{str: strsLen, idLen: uint32(len(e.id)), patLen: uint32(len(e.pattern)),
				class: classes.id(e.class), file: files.id(e.file), line: e.line, lit: e.lit, flags: e.flags}
			spillOf(rows, []recRow{row})
			strs.write(stringBytes(e.id))
			strs.write(stringBytes(e.pattern))
			strsLen += uint64(len(e.id) + len(e.pattern))
			spillOf(locs, []loc{l})
			for t, s := range keys {
				if k, ok := tableKey(t, e); ok {
					spillOf(s, []keyKV{{k, int32(n)}})
				}
			}
			n++
		}
		warns = append(warns, c.warns...)
	})
	if err == nil {
		err = rerr
	}
	if err != nil {
		return nil, 0, nil, err
	}
	sortWarnings(warns)
	secs = []ixSection{{file: rows, size: int(unsafe.Sizeof(recRow{}))}, {file: strs, size: 1}}
	// The name tables, spilled and let go.
	for _, nb := range []*nameBuilder{&classes, &files} {
		nt := nb.table()
		off, blob := b.spill(&err), b.spill(&err)
		if err != nil {
			return nil, 0, nil, err
		}
		spillOf(off, nt.off)
		blob.write(stringBytes(nt.blob))
		secs = append(secs, ixSection{file: off, size: 8}, ixSection{file: blob, size: 1})
		nb.t = nil
	}
	dups = dupTable{}
	secs = append(secs, ixSection{file: locs, size: int(unsafe.Sizeof(loc{}))})
	// The key tables, one sorted at a time.
	for _, s := range keys {
		kvs, err := readSpill[keyKV](s)
		if err != nil {
			return nil, 0, nil, err
		}
		t := keyTableOf(kvs)
		kvs = nil
		ks, es := b.spill(&err), b.spill(&err)
		if err != nil {
			return nil, 0, nil, err
		}
		spillOf(ks, t.keys)
		spillOf(es, t.ents)
		secs = append(secs, ixSection{file: ks, size: 8}, ixSection{file: es, size: 4})
	}
	for _, s := range b.spills {
		if err := s.flush(); err != nil {
			return nil, 0, nil, err
		}
	}
	return secs, n, warns, nil
}

// trimmedLine is a catalog line without its blanks.
func trimmedLine(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r' || b[len(b)-1] == ' ' || b[len(b)-1] == '\t') {
		b = b[:len(b)-1]
	}
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\r' || b[0] == '\n') {
		b = b[1:]
	}
	return b
}

// recChunk reads records [lo, hi) of the spilled rows and strings back as
// entries (pattern, lit and flags; id), over buf.
type recChunk struct {
	rows []recRow
	strs []byte
	ents []entry
}

func (rc *recChunk) read(rows, strs *spill, lo, hi int) error {
	rc.rows = append(rc.rows[:0], make([]recRow, hi-lo)...)
	size := int64(unsafe.Sizeof(recRow{}))
	if err := rows.readAt(rawBytes(rc.rows), int64(lo)*size); err != nil {
		return err
	}
	first, last := &rc.rows[0], &rc.rows[len(rc.rows)-1]
	end := last.str + uint64(last.idLen) + uint64(last.patLen)
	rc.strs = append(rc.strs[:0], make([]byte, end-first.str)...)
	if err := strs.readAt(rc.strs, int64(first.str)); err != nil {
		return err
	}
	s := unsafe.String(unsafe.SliceData(rc.strs), len(rc.strs))
	rc.ents = rc.ents[:0]
	for i := range rc.rows {
		r := &rc.rows[i]
		o := r.str - first.str
		rc.ents = append(rc.ents, entry{id: s[o : o+uint64(r.idLen)], pattern: s[o+uint64(r.idLen) : o+uint64(r.idLen)+uint64(r.patLen)], line: r.line, lit: r.lit, flags: r.flags})
	}
	return nil
}

// anchors picks every record's anchor from the spilled rows and strings
// (as pickAnchors does), writes each row's lit and flags back, and
// returns the candidate lists' sections and the gram filter.
func (b *builder) anchors(rows, strs ixSection, n int, opts Options) ([]ixSection, *gramFilter, error) {
	opts.fill()
	workers := anchorWorkers(n)
	chunks := (n + anchorChunk - 1) / anchorChunk
	errs := make([]error, chunks)
	bounds := func(c int) (int, int) { return c * anchorChunk, min(n, (c+1)*anchorChunk) }
	cs := newCandCounts(n, workers)
	parallel.For(workers, workers, func(w int) {
		var sc candScratch
		var rc recChunk
		for c := w; c < chunks; c += workers {
			lo, hi := bounds(c)
			if errs[c] = rc.read(rows.file, strs.file, lo, hi); errs[c] != nil {
				return
			}
			cs.count(w, &sc, rc.ents, opts)
			for i := range rc.ents {
				rc.rows[i].lit, rc.rows[i].flags = rc.ents[i].lit, rc.ents[i].flags
			}
			_, errs[c] = rows.file.f.WriteAt(rawBytes(rc.rows), int64(lo)*int64(rows.size))
		}
	})
	if err := errors.Join(errs...); err != nil {
		return nil, nil, err
	}
	freq, gfreq := cs.merge()
	// Chosen on every core a round of chunks at a time, the anchors are
	// numbered in record order.
	var err error
	ctx := b.spill(&err)
	if err != nil {
		return nil, nil, err
	}
	cl := newCandLists(n)
	rcs := make([]recChunk, workers)
	for base := 0; base < chunks; base += workers {
		parallel.For(workers, workers, func(w int) {
			if c := base + w; c < chunks {
				lo, hi := bounds(c)
				if errs[c] = rcs[w].read(rows.file, strs.file, lo, hi); errs[c] == nil {
					var sc candScratch
					chooseAnchors(&sc, rcs[w].ents, opts, freq, gfreq)
				}
			}
		})
		if err := errors.Join(errs...); err != nil {
			return nil, nil, err
		}
		for w := range workers {
			c := base + w
			if c >= chunks {
				break
			}
			lo, _ := bounds(c)
			for i := range rcs[w].ents {
				if e := &rcs[w].ents[i]; !e.weak() && e.anchor != "" {
					cl.add(lo+i, e.anchor, len(e.second))
					spillOf(ctx, []anchorContext{e.around})
					ctx.write(stringBytes(e.second))
				}
			}
		}
	}
	rcs = nil
	if err := ctx.flush(); err != nil {
		return nil, nil, err
	}
	r := ctx.reader()
	secLen := cl.secLen
	err = cl.place(func(put func(i int, around anchorContext, second string)) error {
		buf := make([]byte, maxKeyLen)
		around := []anchorContext{{}}
		for i, a := range cl.entAnchor {
			if a < 0 {
				continue
			}
			if _, err := io.ReadFull(r, rawBytes(around)); err != nil {
				return err
			}
			sb := buf[:secLen[i]]
			if _, err := io.ReadFull(r, sb); err != nil {
				return err
			}
			put(i, around[0], unsafe.String(unsafe.SliceData(sb), len(sb)))
		}
		return nil
	})
	if err != nil {
		return nil, nil, fmt.Errorf("read back a spilled table: %w", err)
	}
	var secs []ixSection
	for _, v := range []ixSection{memSection(cl.candStart), memSection(cl.cand), memSection(cl.secondStart), memSection(cl.seconds), memSection(cl.arounds)} {
		s := b.spill(&err)
		if err != nil {
			return nil, nil, err
		}
		s.write(v.mem)
		if err := s.flush(); err != nil {
			return nil, nil, err
		}
		secs = append(secs, ixSection{file: s, size: v.size})
	}
	cl.candStart, cl.cand, cl.secondStart, cl.seconds, cl.arounds = nil, nil, nil, nil, nil
	return secs, cl.filter(), nil
}

// freeBuildMemory hands the memory of a finished build back to the
// system before its index is opened.
func freeBuildMemory() {
	runtime.GC()
	debug.FreeOSMemory()
}
