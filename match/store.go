package match

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"sync"

	"github.com/errdex/errdex/catalog"
)

// IndexSuffix is appended to a catalog's path to name its saved index.
const IndexSuffix = ".idx"

// indexMagic and indexVersion head a saved index; a file with another
// version is rebuilt.
const (
	indexMagic   = "ERRDEXIX"
	indexVersion = 15 // 15: a multi-line pattern's anchor from its first line (firstLine); 14: a leading hole's "Error: " is the class's, not literal text (classTail); 13: anchor contexts beside the candidates, a table of its own for the small space shape; 12: main's 11 (catalog stamp, twin flags) and h-perf's 10 (record table, space-probed grams; 9 before)
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
// (the same Stamp) with the same options, and otherwise reads the catalog
// and saves a new index. Records are read from the
// catalog lazily, when a result needs them, through a handle Open keeps:
// a catalog replaced on disk (written to a temporary file and renamed, as
// errdex scan -o does) leaves the index reading the file it was built
// from, so a long-running caller can open the new catalog beside it and
// swap, then Close the old index. Bad catalog lines come back as warnings
// (*catalog.PosError): a line that is not JSON, a record without an id or
// filePath, of another schema version, with a field of the wrong kind or a
// negative line number, or repeating an id of its slice (catalog.Dups).
// Failing to read the catalog is an error, and so is a catalog of bad
// lines only (ErrNoRecords, returned with the warnings): it is not a
// catalog. An empty catalog is not an error: it has no records.
func Open(path string, opts Options) (*Index, []error, OpenInfo, error) {
	var info OpenInfo
	opts.fill()
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, info, err
	}
	ix, warns, info, err := open(f, path, opts)
	if err != nil {
		f.Close()
		return nil, warns, info, err
	}
	return ix, warns, info, nil
}

// ErrNoRecords is the error of Open, wrapped, for a file that has lines
// and not one record among them.
var ErrNoRecords = errors.New("no record: not a catalog")

func open(f *os.File, path string, opts Options) (*Index, []error, OpenInfo, error) {
	var info OpenInfo
	fs, err := stampOf(f)
	if err != nil {
		return nil, nil, info, err
	}
	stamp := catalogStamp{Stamp: fs, minLit: int32(opts.MinLiteral), maxAnchor: int32(opts.MaxAnchor)}
	idxPath := path + IndexSuffix
	ix, warns, lerr := loadIndex(idxPath, stamp, opts.MapIndex)
	switch {
	case lerr == nil:
		info.Loaded = true
	default:
		var built string
		var saveErr error
		warns, built, saveErr, err = buildSaved(f, path, idxPath, stamp, opts)
		if errors.Is(err, errNoSpill) {
			ix, warns, info, err = buildInMemory(f, path, idxPath, stamp, opts)
			if err != nil {
				return nil, warns, info, err
			}
			break
		}
		if err != nil {
			return nil, warns, info, err
		}
		// Built on disk, and opened as a warm start opens it.
		freeBuildMemory()
		ix, _, err = loadIndex(built, stamp, opts.MapIndex)
		if built != idxPath {
			os.Remove(built)
			os.Remove(built + TrustSuffix)
		}
		if err != nil {
			return nil, nil, info, fmt.Errorf("open the index just built: %w", err)
		}
		info.Saved, info.SaveErr = saveErr == nil, saveErr
	}
	ix.setup(opts)
	ix.catalog, ix.catFile, ix.stamp = path, f, fs
	locs := ix.locs
	ix.cache = map[int32]*catalog.Record{}
	ix.load = func(_ context.Context, i int) (*catalog.Record, error) {
		return readRecord(f, path, locs[i], ix.ent(i).id)
	}
	return ix, warns, info, nil
}

// buildInMemory reads the catalog f at path and builds its index in
// memory, then saves it at idxPath: how Open builds where it cannot spill
// (see buildSaved).
func buildInMemory(f *os.File, path, idxPath string, stamp catalogStamp, opts Options) (*Index, []error, OpenInfo, error) {
	var info OpenInfo
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, nil, info, err
	}
	ents, locs, warns, err := readCatalog(f, path)
	if err != nil {
		return nil, nil, info, err
	}
	if len(ents) == 0 && len(warns) > 0 {
		return nil, warns, info, fmt.Errorf("%w (all %d lines are bad)", ErrNoRecords, len(warns))
	}
	ix := &Index{locs: locs}
	if err := ix.build(ents, opts); err != nil {
		return nil, nil, info, err
	}
	info.SaveErr = catalog.WriteFileAtomic(idxPath, func(w io.Writer) error {
		return saveIndex(w, stamp, ix, warns)
	})
	info.Saved = info.SaveErr == nil
	return ix, warns, info, nil
}

// Close releases the catalog file an opened index reads its records from.
// Results that need a record not yet read fail after Close (the record is
// warned about and left out), so call it once no answer is being made with
// ix. It does nothing for an index from New or NewLazy.
func (ix *Index) Close() error {
	if ix.catFile == nil {
		return nil
	}
	return ix.catFile.Close()
}

// catalogStamp is what a saved index is keyed by: the catalog's Stamp and
// the options that shape the index.
type catalogStamp struct {
	Stamp
	minLit, maxAnchor int32
}

// Stamp returns the Stamp of the catalog file the index was opened from
// (the zero Stamp for an index from New or NewLazy): a caller that keeps
// the index open compares it with StampFile's to know when the catalog
// changed.
func (ix *Index) Stamp() Stamp { return ix.stamp }

// loc is where a record's line sits in its catalog.
type loc struct {
	off  int64
	n    int32
	line int32
}

// slimRecord is the part of a record matching needs, and the kinds of the
// rest: decoding it checks every field as decoding a catalog.Record would
// (a string where a number belongs is a bad line here as in errdex import)
// but skips building the large text fields.
type slimRecord struct {
	ID              string   `json:"id"`
	MessagePattern  string   `json:"messagePattern"`
	ErrorClass      string   `json:"errorClass"`
	FilePath        string   `json:"filePath"`
	LineNumber      int      `json:"lineNumber"`
	ErrorType       string   `json:"errorType"`
	Severity        string   `json:"severity"`
	SchemaVersion   int      `json:"schemaVersion"`
	SourceCodeStart int      `json:"sourceCodeStart"`
	SourceCodeEnd   int      `json:"sourceCodeEnd"`
	Repo            *string  `json:"repo"`
	AnalyzedSha     *string  `json:"analyzedSha"`
	Tags            []string `json:"tags"`

	Slug             kindString  `json:"slug"`
	ErrorCode        kindString  `json:"errorCode"`
	ErrorMessage     kindString  `json:"errorMessage"`
	HTTPStatus       kindInt     `json:"httpStatus"`
	SourceCode       kindString  `json:"sourceCode"`
	GithubURL        kindString  `json:"githubUrl"`
	Documentation    kindString  `json:"documentation"`
	TriggerScenarios kindString  `json:"triggerScenarios"`
	CommonSituations kindString  `json:"commonSituations"`
	Solutions        kindStrings `json:"solutions"`
	ExampleFix       kindString  `json:"exampleFix"`
	HandlingStrategy kindString  `json:"handlingStrategy"`
	ValidationCode   kindString  `json:"validationCode"`
	TypeGuard        kindString  `json:"typeGuard"`
	TryCatchPattern  kindString  `json:"tryCatchPattern"`
	PreventionTips   kindStrings `json:"preventionTips"`
	BackgroundTag    kindString  `json:"backgroundTag"`
	AnalyzedAt       kindString  `json:"analyzedAt"`
}

// kindString, kindInt and kindStrings decode nothing: they check that a
// field's value is of the kind a catalog.Record's string (or *string),
// int (or *int) or []string field takes, null included, and fail as
// encoding/json would (catalog.TypeError words the failure).
type (
	kindString  struct{}
	kindInt     struct{}
	kindStrings struct{}
)

var (
	stringType = reflect.TypeFor[string]()
	intType    = reflect.TypeFor[int]()
)

func (*kindString) UnmarshalJSON(b []byte) error {
	if b[0] == '"' || b[0] == 'n' {
		return nil
	}
	return &json.UnmarshalTypeError{Value: jsonKind(b), Type: stringType}
}

func (*kindInt) UnmarshalJSON(b []byte) error {
	switch {
	case b[0] == 'n':
		return nil
	case jsonKind(b) != "number":
		return &json.UnmarshalTypeError{Value: jsonKind(b), Type: intType}
	}
	if _, err := strconv.ParseInt(string(b), 10, 64); err != nil {
		return &json.UnmarshalTypeError{Value: "number " + string(b), Type: intType}
	}
	return nil
}

func (*kindStrings) UnmarshalJSON(b []byte) error {
	if b[0] == 'n' {
		return nil
	}
	if b[0] != '[' {
		return &json.UnmarshalTypeError{Value: jsonKind(b), Type: reflect.TypeFor[[]string]()}
	}
	// b is a valid JSON array (the decoder has scanned it): its elements
	// are each a string or null, or the first other one is wrong.
	for i := 1; i < len(b); i++ {
		switch c := b[i]; c {
		case ' ', '\t', '\r', '\n', ',', ']':
		case 'n':
			i += len("null") - 1
		case '"':
			for i++; b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
		default:
			return &json.UnmarshalTypeError{Value: jsonKind(b[i:]), Type: stringType}
		}
	}
	return nil
}

// jsonKind names the kind of the JSON value b as encoding/json's
// UnmarshalTypeError does.
func jsonKind(b []byte) string {
	switch b[0] {
	case '"':
		return "string"
	case '{':
		return "object"
	case '[':
		return "array"
	case 't', 'f':
		return "bool"
	case 'n':
		return "null"
	}
	return "number"
}

type slimEntry struct {
	Record         slimRecord `json:"record"`
	DatasetVersion string     `json:"datasetVersion"`
}

// readCatalog reads the matching fields of every record in f, the catalog
// at path, with each line's position. Bad lines become warnings.
func readCatalog(f io.Reader, path string) ([]entry, []loc, []error, error) {
	var chunks []*catChunk
	if err := streamCatalog(f, path, func(c *catChunk) { chunks = append(chunks, c) }); err != nil {
		return nil, nil, nil, err
	}
	var ents []entry
	var locs []loc
	var warns []error
	var dups catalog.Dups
	n := 0
	for _, c := range chunks {
		n += len(c.ents)
	}
	dups.Reserve(n)
	for _, c := range chunks {
		for i := range c.ents {
			if err := dups.Check(c.ents[i].id, c.slices[i], int(c.locs[i].line)); err != nil {
				warns = append(warns, &catalog.PosError{File: path, Line: int(c.locs[i].line), Msg: err.Error()})
				continue
			}
			ents = append(ents, c.ents[i])
			locs = append(locs, c.locs[i])
		}
		warns = append(warns, c.warns...)
	}
	sortWarnings(warns)
	return ents, locs, warns, nil
}

// sortWarnings puts catalog warnings in line order, the repeats among the
// other bad lines.
func sortWarnings(warns []error) {
	sort.SliceStable(warns, func(i, j int) bool { return lineOf(warns[i]) < lineOf(warns[j]) })
}

// streamCatalog reads f, the catalog at path, and calls each with its
// chunks, decoded, in order: one goroutine reads lines; one per CPU
// decodes them, a chunk at a time; only a few chunks are held at once.
func streamCatalog(f io.Reader, path string, each func(*catChunk)) error {
	workers := max(1, runtime.GOMAXPROCS(0))
	todo := make(chan *catChunk, workers)
	order := make(chan *catChunk, 2*workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range todo {
				c.decode(path)
				close(c.done)
			}
		}()
	}
	var rerr error
	go func() {
		// Each chunk is queued in order before a worker may take it, so
		// that the first one waited for is always being decoded.
		rerr = readChunks(f, path, func(c *catChunk) {
			c.done = make(chan struct{})
			order <- c
			todo <- c
		})
		close(todo)
		close(order)
	}()
	for c := range order {
		<-c.done
		each(c)
	}
	wg.Wait()
	return rerr
}

// lineOf is the line a catalog warning is at.
func lineOf(err error) int {
	if pe, ok := err.(*catalog.PosError); ok {
		return pe.Line
	}
	return 0
}

// catChunk is a run of whole catalog lines, decoded by one worker, or
// one line too long to be read.
type catChunk struct {
	buf       []byte        // the lines' bytes, as read
	off       int64         // where buf starts in the catalog
	firstLine int32         // the line number of buf's first line
	tooLong   error         // instead of buf: a line too long, skipped
	done      chan struct{} // closed once decoded (streamCatalog)
	// results, in file order
	ents   []entry
	locs   []loc
	slices []string // of each entry, catalog.DupSlice
	warns  []error

	lastRepo, lastSha, lastVersion, lastSlice string
}

// chunkBytes is about how many bytes of catalog lines go to one decoding
// worker at a time; a variable so that tests can make chunks small.
var chunkBytes = 4 << 20

// maxCatalogLine is the longest catalog line read, its newline included;
// a variable so that tests can make it small.
var maxCatalogLine = catalog.MaxLineBytes

// readChunks reads r in blocks of about chunkBytes and hands each run of
// whole lines to emit, with where it starts and its first line's number;
// the workers cut the lines. Only failing to read is an error; a line of
// more than maxCatalogLine bytes is skipped, its error handed on in a
// chunk of its own, in its place.
func readChunks(r io.Reader, path string, emit func(*catChunk)) error {
	var off int64    // where buf starts
	line := int32(1) // the number of buf's first line
	buf := make([]byte, 0, chunkBytes+readBlock)
	skipping := false // the rest of a line too long is dropped
	eof := false
	for !eof {
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, len(buf))
		}
		n, err := r.Read(buf[len(buf):min(cap(buf), len(buf)+readBlock)])
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("read %s: %w", path, err)
		}
		eof = n == 0 && err != nil
		read := buf[len(buf) : len(buf)+n]
		if skipping {
			// Drop the long line's bytes up to its newline.
			k := bytes.IndexByte(read, '\n')
			if k < 0 {
				off += int64(n)
				continue
			}
			off += int64(k + 1)
			copy(buf, read[k+1:])
			buf = buf[:n-k-1]
			line++
			skipping = false
		} else {
			buf = buf[:len(buf)+n]
		}
		end := bytes.LastIndexByte(buf, '\n') + 1 // whole lines
		if eof {
			end = len(buf)
		}
		if end == 0 && len(buf) > maxCatalogLine {
			// No newline in more than a line's worth: too long.
			emit(&catChunk{tooLong: &catalog.PosError{File: path, Line: int(line), Msg: fmt.Sprintf("line longer than %d bytes", maxCatalogLine)}})
			off += int64(len(buf))
			buf = buf[:0]
			skipping = true
			continue
		}
		if end == 0 || end < chunkBytes && !eof {
			continue
		}
		c := &catChunk{buf: buf[:end], off: off, firstLine: line}
		line += int32(bytes.Count(c.buf, newline))
		off += int64(end)
		rest := buf[end:]
		buf = make([]byte, len(rest), max(chunkBytes+readBlock, 2*len(rest)))
		copy(buf, rest)
		// Lines too long among the whole ones go in chunks of their own.
		emitLines(c, path, emit)
	}
	if skipping {
		line++
	}
	return nil
}

// readBlock is how much readChunks asks for at once.
const readBlock = 1 << 20

// emitLines hands on c, split where a line in it is longer than
// maxCatalogLine: that line is handed on alone as an error.
func emitLines(c *catChunk, path string, emit func(*catChunk)) {
	start, line := 0, c.firstLine
	for i := 0; i < len(c.buf); {
		k := bytes.IndexByte(c.buf[i:], '\n') + 1
		if k == 0 {
			k = len(c.buf) - i
		}
		if k > maxCatalogLine {
			if i > start {
				emit(&catChunk{buf: c.buf[start:i], off: c.off + int64(start), firstLine: c.firstLine + int32(bytes.Count(c.buf[:start], newline))})
			}
			emit(&catChunk{tooLong: &catalog.PosError{File: path, Line: int(line), Msg: fmt.Sprintf("line longer than %d bytes", maxCatalogLine)}})
			start = i + k
		}
		i += k
		line++
	}
	if start < len(c.buf) {
		emit(&catChunk{buf: c.buf[start:], off: c.off + int64(start), firstLine: c.firstLine + int32(bytes.Count(c.buf[:start], newline))})
	}
}

// decode fills c's results from its lines.
func (c *catChunk) decode(path string) {
	if c.tooLong != nil {
		c.warns = append(c.warns, c.tooLong)
		return
	}
	// The strings kept of the chunk's records share one allocation, or a
	// few.
	arena := make([]byte, 0, len(c.buf)/8)
	n := c.firstLine
	for i := 0; i < len(c.buf); n++ {
		k := bytes.IndexByte(c.buf[i:], '\n') + 1
		if k == 0 {
			k = len(c.buf) - i
		}
		raw := bytes.TrimRight(c.buf[i:i+k], "\r\n")
		l := loc{off: c.off + int64(i), n: int32(len(raw)), line: n}
		i += k
		trimmed := bytes.TrimSpace(raw)
		if len(trimmed) == 0 {
			continue
		}
		line := int(l.line)
		var se slimEntry
		if msg := decodeLine(trimmed, &se, &arena); msg != "" {
			c.warns = append(c.warns, &catalog.PosError{File: path, Line: line, Msg: msg})
			continue
		}
		r := &se.Record
		c.ents = append(c.ents, entry{id: r.ID, pattern: r.MessagePattern, class: r.ErrorClass, file: r.FilePath, line: int32(r.LineNumber), flags: entryFlags(r.ErrorType, r.Severity, r.Tags)})
		c.locs = append(c.locs, l)
		// The records of a slice are usually together: its key is made
		// again only where it changes.
		repo, sha := catalog.Deref(r.Repo), catalog.Deref(r.AnalyzedSha)
		if len(c.slices) == 0 || repo != c.lastRepo || sha != c.lastSha || se.DatasetVersion != c.lastVersion {
			c.lastRepo, c.lastSha, c.lastVersion = repo, sha, se.DatasetVersion
			c.lastSlice = catalog.DupSlice(repo, sha, se.DatasetVersion)
		}
		c.slices = append(c.slices, c.lastSlice)
	}
	c.buf = nil
}

// decodeLine decodes the catalog line b (trimmed, not empty) into se and
// checks it as errdex import does (catalog.ReadAll): valid JSON, every
// field of the record of its kind, a datasetVersion, the schema version,
// an id and a filePath, line numbers that are not negative. It returns
// what is wrong with the line, or "". The fields are read by decodeSlim
// when it can, into *arena, and by encoding/json otherwise (arena nil:
// always), which gives the same record or the same error
// (FuzzDecodeSlim).
func decodeLine(b []byte, se *slimEntry, arena *[]byte) string {
	if arena == nil || !decodeSlim(b, se, arena) {
		*se = slimEntry{}
		if err := json.Unmarshal(b, se); err != nil {
			return catalog.LineError(b, err).Error()
		}
	}
	r := &se.Record
	switch {
	case se.DatasetVersion == "":
		return `line has no datasetVersion (want {"record": ..., "datasetVersion": ...})`
	case r.SchemaVersion != catalog.SchemaVersion:
		return catalog.SchemaMismatch(r.SchemaVersion)
	case r.ID == "" || r.FilePath == "":
		return "record has no id or filePath"
	}
	if err := catalog.CheckLines(r.LineNumber, r.SourceCodeStart, r.SourceCodeEnd); err != nil {
		return err.Error()
	}
	return ""
}

// readRecord reads the full record at l in f, the catalog at path, and
// checks that it is the record with id want (a catalog rewritten in place
// is reported, not misread).
func readRecord(f *os.File, path string, l loc, want string) (*catalog.Record, error) {
	buf := make([]byte, l.n)
	if _, err := f.ReadAt(buf, l.off); err != nil {
		return nil, fmt.Errorf("read %s:%d: %w", path, l.line, err)
	}
	// decodeEntry reads the line when it can (a few times faster), else
	// encoding/json, which gives the same record or an error.
	var e catalog.Entry
	arena := make([]byte, 0, len(buf))
	if !decodeEntry(buf, &e, &arena) {
		e = catalog.Entry{}
		if err := json.Unmarshal(buf, &e); err != nil {
			return nil, fmt.Errorf("%s:%d: catalog changed since it was indexed: %w", path, l.line, err)
		}
	}
	if e.Record.ID != want {
		return nil, fmt.Errorf("%s:%d: catalog changed since it was indexed: record %s where %s was", path, l.line, e.Record.ID, want)
	}
	return &e.Record, nil
}
