package match

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/errdex/errdex/catalog"
)

// IndexSuffix is appended to a catalog's path to name its saved index.
const IndexSuffix = ".idx"

// indexMagic and indexVersion head a saved index; a file with another
// version is rebuilt.
const (
	indexMagic   = "ERRDEXIX"
	indexVersion = 1
)

// OpenInfo tells how Open got its index.
type OpenInfo struct {
	// Loaded is true when the saved index was valid and used.
	Loaded bool
	// Saved is true when a new index was written beside the catalog.
	Saved bool
	// SaveErr is why a new index could not be saved (a read-only
	// directory, say); matching works without it.
	SaveErr error
}

// Open returns an Index over the catalog at path. It uses the saved index
// beside it (path + IndexSuffix) when that was built from the same catalog
// (same size and modification time) with the same options, and otherwise
// reads the catalog and saves a new index. Records are read from the
// catalog lazily, when a result needs them. Bad catalog lines come back as
// warnings (*catalog.PosError); only failing to read the catalog is an
// error.
func Open(path string, opts Options) (*Index, []error, OpenInfo, error) {
	var info OpenInfo
	opts.fill()
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, info, err
	}
	stamp := catalogStamp{size: st.Size(), mtime: st.ModTime().UnixNano(), minLit: int32(opts.MinLiteral), maxAnchor: int32(opts.MaxAnchor)}
	idxPath := path + IndexSuffix
	ents, locs, warns, lerr := loadIndex(idxPath, stamp)
	if lerr == nil {
		info.Loaded = true
	} else {
		ents, locs, warns, err = readCatalog(path)
		if err != nil {
			return nil, nil, info, err
		}
		pickAnchors(ents, opts)
	}
	ix := &Index{recs: make([]*catalog.Record, len(ents))}
	for i := range ents {
		ents[i].where = fmt.Sprintf("%s:%d", path, locs[i].line)
	}
	if err := ix.build(ents, opts, false); err != nil {
		return nil, nil, info, err
	}
	ix.load = func(i int) (*catalog.Record, error) { return readRecord(path, locs[i]) }
	if !info.Loaded {
		info.SaveErr = catalog.WriteFileAtomic(idxPath, func(w io.Writer) error {
			return saveIndex(w, stamp, ents, locs, warns)
		})
		info.Saved = info.SaveErr == nil
	}
	return ix, warns, info, nil
}

type catalogStamp struct {
	size, mtime       int64
	minLit, maxAnchor int32
}

// loc is where a record's line sits in its catalog.
type loc struct {
	off  int64
	n    int32
	line int32
}

// slimRecord is the part of a record matching needs; decoding only it
// skips building the large text fields.
type slimRecord struct {
	ID             string `json:"id"`
	MessagePattern string `json:"messagePattern"`
	ErrorClass     string `json:"errorClass"`
	FilePath       string `json:"filePath"`
	LineNumber     int    `json:"lineNumber"`
	SchemaVersion  int    `json:"schemaVersion"`
}

type slimEntry struct {
	Record         slimRecord `json:"record"`
	DatasetVersion string     `json:"datasetVersion"`
}

// readCatalog reads the matching fields of every record at path, with each
// line's position. Bad lines become warnings.
func readCatalog(path string) ([]entry, []loc, []error, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, nil, err
	}
	defer f.Close()
	br := bufio.NewReaderSize(f, 1<<20)
	var ents []entry
	var locs []loc
	var warns []error
	var off int64
	for line := int32(1); ; line++ {
		raw, n, rerr := readLine(br, catalog.MaxLineBytes)
		start := off
		off += int64(n)
		if rerr != nil && !errors.Is(rerr, io.EOF) {
			var pe *catalog.PosError
			if errors.As(rerr, &pe) {
				pe.File, pe.Line = path, int(line)
				warns = append(warns, pe)
				continue
			}
			return nil, nil, nil, fmt.Errorf("read %s: %w", path, rerr)
		}
		if n == 0 && rerr != nil {
			break
		}
		trimmed := bytes.TrimSpace(raw)
		if len(trimmed) == 0 {
			continue
		}
		var se slimEntry
		if jerr := json.Unmarshal(trimmed, &se); jerr != nil {
			warns = append(warns, &catalog.PosError{File: path, Line: int(line), Msg: "invalid JSON: " + jerr.Error()})
			continue
		}
		r := &se.Record
		switch {
		case se.DatasetVersion == "":
			warns = append(warns, &catalog.PosError{File: path, Line: int(line), Msg: `line has no datasetVersion (want {"record": ..., "datasetVersion": ...})`})
			continue
		case r.SchemaVersion != catalog.SchemaVersion:
			warns = append(warns, &catalog.PosError{File: path, Line: int(line), Msg: fmt.Sprintf("schemaVersion %d, want %d", r.SchemaVersion, catalog.SchemaVersion)})
			continue
		case r.ID == "" || r.FilePath == "":
			warns = append(warns, &catalog.PosError{File: path, Line: int(line), Msg: "record has no id or filePath"})
			continue
		}
		ents = append(ents, entry{id: r.ID, pattern: r.MessagePattern, class: r.ErrorClass, file: r.FilePath, line: int32(r.LineNumber)})
		locs = append(locs, loc{off: start, n: int32(len(raw)), line: line})
		if rerr != nil {
			break
		}
	}
	return ents, locs, warns, nil
}

// readLine reads one line of at most max bytes. It returns the line, the
// bytes consumed (newline included), and a *catalog.PosError for an
// over-long line (whose rest is skipped).
func readLine(br *bufio.Reader, max int) ([]byte, int, error) {
	var buf []byte
	n := 0
	for {
		chunk, err := br.ReadSlice('\n')
		n += len(chunk)
		if len(buf)+len(chunk) > max {
			for errors.Is(err, bufio.ErrBufferFull) {
				chunk, err = br.ReadSlice('\n')
				n += len(chunk)
			}
			return nil, n, &catalog.PosError{Msg: fmt.Sprintf("line longer than %d bytes", max)}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			buf = append(buf, chunk...)
			continue
		}
		if buf != nil {
			chunk = append(buf, chunk...)
		}
		return bytes.TrimRight(chunk, "\r\n"), n, err
	}
}

// readRecord reads the full record at l in the catalog at path.
func readRecord(path string, l loc) (*catalog.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	buf := make([]byte, l.n)
	if _, err := f.ReadAt(buf, l.off); err != nil {
		return nil, fmt.Errorf("read %s:%d: %w", path, l.line, err)
	}
	var e catalog.Entry
	if err := json.Unmarshal(buf, &e); err != nil {
		return nil, fmt.Errorf("%s:%d: catalog changed since it was indexed: %w", path, l.line, err)
	}
	return &e.Record, nil
}

func saveIndex(w io.Writer, st catalogStamp, ents []entry, locs []loc, warns []error) error {
	var b []byte
	b = append(b, indexMagic...)
	b = binary.LittleEndian.AppendUint32(b, indexVersion)
	b = binary.LittleEndian.AppendUint64(b, uint64(st.size))
	b = binary.LittleEndian.AppendUint64(b, uint64(st.mtime))
	b = binary.LittleEndian.AppendUint32(b, uint32(st.minLit))
	b = binary.LittleEndian.AppendUint32(b, uint32(st.maxAnchor))
	b = binary.AppendUvarint(b, uint64(len(warns)))
	for _, w := range warns {
		b = appendString(b, w.Error())
	}
	b = binary.AppendUvarint(b, uint64(len(ents)))
	for i := range ents {
		e := &ents[i]
		for _, s := range []string{e.id, e.pattern, e.class, e.file, e.anchor} {
			b = appendString(b, s)
		}
		b = binary.AppendVarint(b, int64(e.line))
		b = binary.AppendVarint(b, int64(e.lit))
		weak := byte(0)
		if e.weak {
			weak = 1
		}
		b = append(b, weak)
		b = binary.AppendUvarint(b, uint64(locs[i].off))
		b = binary.AppendUvarint(b, uint64(locs[i].n))
		b = binary.AppendUvarint(b, uint64(locs[i].line))
		if len(b) > 1<<20 {
			if _, err := w.Write(b); err != nil {
				return err
			}
			b = b[:0]
		}
	}
	_, err := w.Write(b)
	return err
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// errStale means a saved index does not belong to the catalog as it is now.
var errStale = errors.New("saved index is stale")

func loadIndex(path string, want catalogStamp) ([]entry, []loc, []error, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, nil, err
	}
	d := decoder{b: data}
	if string(d.bytes(len(indexMagic))) != indexMagic || d.u32() != indexVersion {
		return nil, nil, nil, errStale
	}
	got := catalogStamp{size: int64(d.u64()), mtime: int64(d.u64()), minLit: int32(d.u32()), maxAnchor: int32(d.u32())}
	if got != want {
		return nil, nil, nil, errStale
	}
	nw := d.uvarint()
	var warns []error
	for i := uint64(0); i < nw && d.err == nil; i++ {
		warns = append(warns, errors.New(d.str()))
	}
	n := d.uvarint()
	if d.err != nil || n > uint64(len(data)) {
		return nil, nil, nil, errStale
	}
	ents := make([]entry, n)
	locs := make([]loc, n)
	for i := range ents {
		e := &ents[i]
		e.id, e.pattern, e.class, e.file, e.anchor = d.str(), d.str(), d.str(), d.str(), d.str()
		e.line = int32(d.varint())
		e.lit = int32(d.varint())
		e.weak = d.byte1() == 1
		locs[i] = loc{off: int64(d.uvarint()), n: int32(d.uvarint()), line: int32(d.uvarint())}
		if d.err != nil {
			return nil, nil, nil, fmt.Errorf("%s: %w", path, d.err)
		}
	}
	if len(d.b) != 0 {
		return nil, nil, nil, fmt.Errorf("%s: %d trailing bytes", path, len(d.b))
	}
	return ents, locs, warns, nil
}

// decoder reads a saved index, remembering the first error.
type decoder struct {
	b   []byte
	err error
}

var errShort = errors.New("truncated index")

func (d *decoder) bytes(n int) []byte {
	if d.err != nil || n < 0 || n > len(d.b) {
		d.err = errShort
		return nil
	}
	out := d.b[:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) u32() uint32 {
	if b := d.bytes(4); b != nil {
		return binary.LittleEndian.Uint32(b)
	}
	return 0
}

func (d *decoder) u64() uint64 {
	if b := d.bytes(8); b != nil {
		return binary.LittleEndian.Uint64(b)
	}
	return 0
}

func (d *decoder) byte1() byte {
	if b := d.bytes(1); b != nil {
		return b[0]
	}
	return 0
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) str() string {
	n := d.uvarint()
	if n > uint64(len(d.b)) {
		d.err = errShort
		return ""
	}
	return string(d.bytes(int(n)))
}
