package match

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"math/bits"
	"os"
	"unsafe"
)

// The saved index (CATALOG.idx) holds every table of an Index as it sits
// in memory, so that opening it is one read, a checksum and a few slice
// headers, with no per-record decoding beyond cutting strings out of one
// block. Layout, all little-endian: the magic, the version and the catalog
// stamp; then sections, each an 8-byte-aligned uint64 count followed by
// that many fixed-size elements; then a CRC-32C of everything before it.
// Hosts that are not little-endian never save or load one; they rebuild.

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// The element types written raw must keep their sizes on every platform.
var (
	_ [16 - unsafe.Sizeof(loc{})]struct{}
	_ [unsafe.Sizeof(loc{}) - 16]struct{}
	_ [24 - unsafe.Sizeof(gramEnt{})]struct{}
	_ [unsafe.Sizeof(gramEnt{}) - 24]struct{}
	_ [10 - unsafe.Sizeof(anchorContext{})]struct{}
	_ [unsafe.Sizeof(anchorContext{}) - 10]struct{}
)

var errBigEndian = errors.New("saved indexes need a little-endian host")

// ixWriter writes sections, keeping the offset for alignment and the
// checksum.
type ixWriter struct {
	w   *bufio.Writer
	crc hash.Hash32
	off int64
	err error
}

func (w *ixWriter) raw(b []byte) {
	if w.err != nil || len(b) == 0 {
		return
	}
	w.crc.Write(b)
	_, w.err = w.w.Write(b)
	w.off += int64(len(b))
}

func (w *ixWriter) u32(v uint32) { w.raw(binary.LittleEndian.AppendUint32(nil, v)) }
func (w *ixWriter) u64(v uint64) { w.raw(binary.LittleEndian.AppendUint64(nil, v)) }

func (w *ixWriter) align() {
	var zero [8]byte
	w.raw(zero[:(8-w.off%8)%8])
}

// rawBytes is the memory of s.
func rawBytes[T any](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(s[0])))
}

func writeSlice[T any](w *ixWriter, s []T) {
	w.align()
	w.u64(uint64(len(s)))
	w.raw(rawBytes(s))
}

// writeStrings writes ss as their lengths and then their bytes.
func writeStrings(w *ixWriter, ss ...[]string) {
	var lens []uint32
	n := 0
	for _, s := range ss {
		for _, x := range s {
			lens = append(lens, uint32(len(x)))
			n += len(x)
		}
	}
	writeSlice(w, lens)
	w.align()
	w.u64(uint64(n))
	for _, s := range ss {
		for _, x := range s {
			w.raw(unsafe.Slice(unsafe.StringData(x), len(x)))
		}
	}
}

func saveIndex(out io.Writer, st catalogStamp, ix *Index, warns []error) error {
	rt := &ix.rt
	secs := []ixSection{memSection(rt.rows), memSection(stringBytes(rt.strs))}
	for _, nt := range []*nameTable{&rt.classes, &rt.files} {
		secs = append(secs, memSection(nt.off), memSection(stringBytes(nt.blob)))
	}
	secs = append(secs, memSection(ix.locs), memSection(ix.candStart), memSection(ix.cand),
		memSection(ix.secondStart), memSection(stringBytes(ix.seconds)), memSection(ix.arounds))
	for _, t := range []*keyTable{&ix.lines, &ix.files, &ix.classes} {
		secs = append(secs, memSection(t.keys), memSection(t.ents))
	}
	return writeIndex(out, st, warns, secs, ix.anchors)
}

// ixSection is one section of a saved index before its gram filter: its
// elements' bytes, in memory or in a spill file (see buildSaved), and the
// size of an element.
type ixSection struct {
	mem  []byte
	file *spill
	size int
}

// memSection is the section of the elements of s.
func memSection[T any](s []T) ixSection {
	var zero T
	return ixSection{mem: rawBytes(s), size: int(unsafe.Sizeof(zero))}
}

// stringBytes is the memory of s.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// writeIndex writes a saved index: its header (the catalog's stamp st and
// the warnings), the sections secs in the order decodeIndex reads them, and
// the gram filter f (nil for none).
func writeIndex(out io.Writer, st catalogStamp, warns []error, secs []ixSection, f *gramFilter) error {
	if !littleEndian {
		return errBigEndian
	}
	w := &ixWriter{w: bufio.NewWriterSize(out, 1<<20), crc: crc32.New(castagnoli)}
	w.raw([]byte(indexMagic))
	w.u32(indexVersion)
	w.raw(appendStamp(nil, st.Stamp))
	w.u32(uint32(st.minLit))
	w.u32(uint32(st.maxAnchor))
	ws := make([]string, len(warns))
	for i, e := range warns {
		ws[i] = e.Error()
	}
	writeStrings(w, ws)
	for _, s := range secs {
		w.align()
		if s.file == nil {
			w.u64(uint64(len(s.mem) / s.size))
			w.raw(s.mem)
			continue
		}
		w.u64(uint64(s.file.n / int64(s.size)))
		if err := s.file.copyTo(w); err != nil && w.err == nil {
			w.err = err
		}
	}
	if f == nil {
		f = &gramFilter{}
	}
	writeSlice(w, stringBytes(f.data))
	writeSlice(w, f.start)
	w.align()
	w.u64(uint64(f.shapes))
	for _, tb := range f.tables() {
		w.align()
		w.u32(tb.shift)
		w.u32(tb.bbits)
		writeSlice(w, tb.bits)
		writeSlice(w, tb.flags)
		writeSlice(w, tb.buckets)
		writeSlice(w, tb.ents)
	}
	sum := w.crc.Sum32()
	w.u32(sum)
	if w.err != nil {
		return w.err
	}
	return w.w.Flush()
}

// errStale means a saved index does not belong to the catalog as it is now.
var errStale = errors.New("saved index is stale")

var errShort = errors.New("truncated index")

// ixReader reads sections of a saved index held in memory.
type ixReader struct {
	b   []byte
	off int
	err error
}

func (r *ixReader) take(n uint64) []byte {
	if r.err != nil || n > uint64(len(r.b)-r.off) {
		r.err = errShort
		return nil
	}
	b := r.b[r.off : r.off+int(n)]
	r.off += int(n)
	return b
}

func (r *ixReader) u32() uint32 {
	if b := r.take(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (r *ixReader) u64() uint64 {
	if b := r.take(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (r *ixReader) align() { r.take(uint64((8 - r.off%8) % 8)) }

// readSlice returns the next section as a []T over the buffer itself, or a
// copy when the buffer is not aligned for T.
func readSlice[T any](r *ixReader) []T {
	r.align()
	n := r.u64()
	var zero T
	size := uint64(unsafe.Sizeof(zero))
	if r.err != nil || n > uint64(len(r.b)-r.off)/size {
		r.err = errShort
		return nil
	}
	b := r.take(n * size)
	if n == 0 {
		return nil
	}
	p := unsafe.Pointer(unsafe.SliceData(b))
	if uintptr(p)%unsafe.Alignof(zero) != 0 {
		out := make([]T, n)
		copy(rawBytes(out), b)
		return out
	}
	return unsafe.Slice((*T)(p), n)
}

// readString returns the next section of bytes as a string over the
// buffer, without copying.
func readString(r *ixReader) string {
	b := readSlice[byte](r)
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// readStrings returns the next k*n strings written by writeStrings, cut
// out of one string without copying.
func readStrings(r *ixReader) []string {
	lens := readSlice[uint32](r)
	blob := readSlice[byte](r)
	if r.err != nil {
		return nil
	}
	all := unsafe.String(unsafe.SliceData(blob), len(blob))
	out := make([]string, len(lens))
	off := uint64(0)
	for i, l := range lens {
		if off+uint64(l) > uint64(len(all)) {
			r.err = errShort
			return nil
		}
		out[i] = all[off : off+uint64(l)]
		off += uint64(l)
	}
	return out
}

// loadIndex reads the index saved at path, when it was built from the
// catalog stamped want, mapping it when mapIt is set (see readSummed).
// The returned Index has its tables, entries and locations; Open sets the
// rest.
func loadIndex(path string, want catalogStamp, mapIt bool) (*Index, []error, error) {
	if !littleEndian {
		return nil, nil, errBigEndian
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	checked := trusted(path, f, want)
	data, sum, mapped, err := readSummed(f, path, mapIt, checked)
	if errors.Is(err, errShort) {
		return nil, nil, errStale
	}
	if err != nil {
		return nil, nil, err
	}
	ix, warns, err := decodeIndex(path, data, sum, want, checked)
	if err != nil && mapped {
		unmapFile(data) // nothing cut out of it is kept
	}
	if err == nil && !checked {
		recordTrust(path, f, want, sum)
	}
	return ix, warns, err
}

// decodeIndex returns the index saved in data, whose bytes but the last
// four have the CRC-32C sum, cutting its tables and strings out of data
// without copying. Unless checked (a file checked before, see trusted),
// it checks every index stored in the tables.
func decodeIndex(path string, data []byte, sum uint32, want catalogStamp, checked bool) (*Index, []error, error) {
	if len(data) < len(indexMagic)+8 || string(data[:len(indexMagic)]) != indexMagic ||
		binary.LittleEndian.Uint32(data[len(indexMagic):]) != indexVersion {
		return nil, nil, errStale
	}
	body := data[:len(data)-4]
	if sum != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, nil, fmt.Errorf("%s: checksum mismatch", path)
	}
	r := &ixReader{b: body, off: len(indexMagic) + 4}
	var got catalogStamp
	got.Size, got.ModTime, got.ChangeTime = int64(r.u64()), int64(r.u64()), int64(r.u64())
	got.Dev, got.Inode, got.Ends = r.u64(), r.u64(), r.u32()
	got.minLit, got.maxAnchor = int32(r.u32()), int32(r.u32())
	if got != want {
		return nil, nil, errStale
	}
	var warns []error
	for _, w := range readStrings(r) {
		warns = append(warns, errors.New(w))
	}
	ix := &Index{}
	rt := &ix.rt
	rt.rows = readSlice[recRow](r)
	rt.strs = readString(r)
	for _, nt := range []*nameTable{&rt.classes, &rt.files} {
		nt.off = readSlice[uint64](r)
		nt.blob = readString(r)
	}
	ix.locs = readSlice[loc](r)
	ix.candStart = readSlice[int32](r)
	ix.cand = readSlice[int32](r)
	ix.secondStart = readSlice[uint32](r)
	ix.seconds = readString(r)
	ix.arounds = readSlice[anchorContext](r)
	for _, t := range []*keyTable{&ix.lines, &ix.files, &ix.classes} {
		t.keys = readSlice[uint64](r)
		t.ents = readSlice[int32](r)
	}
	f := &gramFilter{}
	f.data = readString(r)
	f.start = readSlice[int32](r)
	r.align()
	f.shapes = uint8(r.u64())
	for _, tb := range f.tables() {
		r.align()
		tb.shift = r.u32()
		tb.bbits = r.u32()
		tb.bits = readSlice[uint64](r)
		tb.flags = readSlice[uint8](r)
		tb.buckets = readSlice[uint32](r)
		tb.ents = readSlice[gramEnt](r)
	}
	if r.err == nil && r.off != len(body) {
		r.err = fmt.Errorf("%d trailing bytes", len(body)-r.off)
	}
	if r.err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, r.err)
	}
	if len(ix.locs) != len(rt.rows) {
		return nil, nil, fmt.Errorf("%s: inconsistent record count", path)
	}
	if len(f.start) > 1 {
		f.setMaxKey()
		ix.anchors = f
	}
	if !checked {
		if err := ix.check(); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	if ix.anchors != nil {
		ix.anchors.setNibbles()
	}
	ix.findErrorWords()
	return ix, warns, nil
}

// check verifies that every index stored in ix's tables is in range, so
// that a saved index written by a faulty build cannot make matching panic.
// The checksum catches damage; this catches bugs.
func (ix *Index) check() error {
	n := int32(ix.Len())
	inRange := func(what string, s []int32, hi int32) func() error {
		return func() error {
			for _, v := range s {
				if v < 0 || v >= hi {
					return fmt.Errorf("%s out of range", what)
				}
			}
			return nil
		}
	}
	if len(ix.secondStart) != len(ix.cand)+1 {
		return errors.New("second fragments and candidates differ")
	}
	if len(ix.arounds) != len(ix.cand) {
		return errors.New("anchor contexts and candidates differ")
	}
	checks := []func() error{
		ix.rt.check,
		func() error { return monotone("candidate starts", ix.candStart, int32(len(ix.cand))) },
		inRange("candidate", ix.cand, n),
		func() error { return monotone32("second fragments", ix.secondStart, uint32(len(ix.seconds))) },
		func() error {
			for _, c := range ix.arounds {
				if int(c.nb) > len(c.before) || int(c.na) > len(c.after) {
					return errors.New("anchor context out of range")
				}
			}
			return nil
		},
	}
	for _, t := range []*keyTable{&ix.lines, &ix.files, &ix.classes} {
		if len(t.keys) != len(t.ents) {
			return errors.New("key table sizes differ")
		}
		checks = append(checks, inRange("key table entry", t.ents, n))
	}
	f := ix.anchors
	if f == nil {
		if len(ix.candStart) > 1 {
			return errors.New("candidates without anchors")
		}
		return checkAll(checks)
	}
	if len(f.start) != len(ix.candStart) {
		return errors.New("anchor count differs from candidate lists")
	}
	checks = append(checks, func() error { return monotone("anchor starts", f.start, int32(len(f.data))) })
	if f.shapes >= 1<<numShapes {
		return errors.New("unknown space shapes")
	}
	for t, tb := range f.tables() {
		if len(tb.ents) == 0 {
			if len(tb.buckets) != 0 || len(tb.bits) != 0 || len(tb.flags) != 0 {
				return errors.New("gram table without entries")
			}
			continue
		}
		filter := len(tb.bits)
		if tb == &f.dense {
			if filter = len(tb.flags); len(tb.bits) != 0 || filter < 1<<minDenseBits || tb.shift != uint32(32-bits.TrailingZeros(uint(filter))) {
				return errors.New("dense filter sizes")
			}
		} else if len(tb.flags) != 0 {
			return errors.New("filter of a space table")
		}
		if tb.bbits > 30 || len(tb.buckets) != 1<<tb.bbits+1 || filter&(filter-1) != 0 || filter == 0 {
			return errors.New("gram table sizes")
		}
		glen := gramLen[t]
		checks = append(checks, func() error {
			return monotone32("gram buckets", tb.buckets, uint32(len(tb.ents)))
		}, func() error {
			for _, e := range tb.ents {
				if e.key < 0 || int(e.key) >= len(f.start)-1 || e.n() != int(f.start[e.key+1]-f.start[e.key]) || int(e.off)+glen > e.n() || e.shape() != tableShape(f, tb) {
					return errors.New("gram key out of range")
				}
			}
			return nil
		})
	}
	// The loops over the tables run at once: none needs another to have
	// passed (a gram key is bounds-checked before f.start is read at it).
	return checkAll(checks)
}

// monotone32 is monotone for a table of unsigned offsets.
func monotone32(what string, s []uint32, last uint32) error { return monotoneOf(what, s, last) }

// monotone64 is monotone for a table of 64-bit offsets.
func monotone64(what string, s []uint64, last uint64) error { return monotoneOf(what, s, last) }

// monotoneOf is monotone for a table of unsigned offsets.
func monotoneOf[T uint32 | uint64](what string, s []T, last T) error {
	prev := T(0)
	for _, v := range s {
		if v < prev {
			return fmt.Errorf("%s decrease", what)
		}
		prev = v
	}
	if len(s) == 0 || s[0] != 0 || s[len(s)-1] != last {
		return fmt.Errorf("%s do not span their table", what)
	}
	return nil
}

// monotone checks that s starts at 0, never decreases and ends at last.
func monotone(what string, s []int32, last int32) error {
	if len(s) == 0 {
		if last != 0 {
			return fmt.Errorf("%s missing", what)
		}
		return nil
	}
	prev := int32(0)
	for _, v := range s {
		if v < prev {
			return fmt.Errorf("%s decrease", what)
		}
		prev = v
	}
	if s[0] != 0 || s[len(s)-1] != last {
		return fmt.Errorf("%s do not span their table", what)
	}
	return nil
}

// tableShape returns the space shape of the keys of table tb of f: small
// for the side table, else center (0, which the other tables' entries
// hold too).
func tableShape(f *gramFilter, tb *gramTable) int {
	if tb == &f.side {
		return shapeSmall
	}
	return shapeCenter
}
