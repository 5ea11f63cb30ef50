package catalog

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/errdex/errdex/internal/parallel"
)

// TimeFormat is the layout of analyzedAt and datasetVersion: RFC 3339 in UTC
// with milliseconds, as in the reference record.
const TimeFormat = "2006-01-02T15:04:05.000Z"

// FormatTime returns t formatted with TimeFormat in UTC.
func FormatTime(t time.Time) string { return t.UTC().Format(TimeFormat) }

// MaxLineBytes bounds one dataset line. Longer lines are reported as errors,
// never silently truncated.
const MaxLineBytes = 64 << 20

// PosError is a problem at a position of a named input.
type PosError struct {
	File string
	Line int
	Msg  string
	// ID is the record id the bad line names at its start, where it can
	// be read (a line cut short after its id, say); "" otherwise.
	ID string
}

func (e *PosError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Decoder reads a dataset one entry at a time.
type Decoder struct {
	name string
	r    *bufio.Reader
	line int
}

// NewDecoder returns a Decoder reading JSONL from r; name labels errors.
func NewDecoder(r io.Reader, name string) *Decoder {
	return &Decoder{name: name, r: bufio.NewReaderSize(r, 1<<20)}
}

// Next decodes the next entry. It returns io.EOF at the end. A bad line
// yields a *PosError; the caller may keep calling Next to read past it.
func (d *Decoder) Next() (Entry, error) {
	for {
		raw, err := d.readLine()
		if err != nil {
			return Entry{}, err
		}
		d.line++
		raw = bytes.TrimRight(raw, "\r\n")
		if len(bytes.TrimSpace(raw)) == 0 {
			continue
		}
		var e Entry
		if jerr := decodeStrict(raw, &e); jerr != nil {
			return Entry{}, &PosError{File: d.name, Line: d.line, Msg: jerr.Error(), ID: lineID(raw)}
		}
		if verr := e.Record.Validate(); verr != nil {
			return Entry{}, &PosError{File: d.name, Line: d.line, Msg: verr.Error(), ID: lineID(raw)}
		}
		return e, nil
	}
}

// lineIDPrefix is how a catalog line written by errdex begins, up to its
// record's id.
var lineIDPrefix = []byte(`{"record":{"id":"`)

// lineID returns the record id that a bad line raw names at its start, as
// errdex writes lines, or "" when it does not (or the id is cut short).
func lineID(raw []byte) string {
	rest, ok := bytes.CutPrefix(bytes.TrimLeft(raw, " \t"), lineIDPrefix)
	if !ok {
		return ""
	}
	id, _, ok := bytes.Cut(rest, []byte{'"'})
	if !ok || len(id) == 0 || len(id) > 128 || bytes.ContainsAny(id, "\\ ") {
		return ""
	}
	return string(id)
}

func (d *Decoder) readLine() ([]byte, error) {
	var buf []byte
	for {
		chunk, err := d.r.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxLineBytes {
			// Drain the rest of the line so the next call starts fresh.
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = d.r.ReadSlice('\n')
			}
			d.line++
			return nil, &PosError{File: d.name, Line: d.line, Msg: fmt.Sprintf("line longer than %d bytes", MaxLineBytes)}
		}
		buf = append(buf, chunk...)
		switch {
		case err == nil:
			return buf, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(buf) > 0:
			return buf, nil
		default:
			return nil, err
		}
	}
}

func decodeStrict(raw []byte, e *Entry) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(e); err != nil {
		return LineError(raw, err)
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON object")
	}
	if e.DatasetVersion == "" {
		return fmt.Errorf("line has no datasetVersion (want {\"record\": ..., \"datasetVersion\": ...})")
	}
	return nil
}

// LineError words err, from decoding the dataset line raw, for a user:
// where the JSON breaks, that the line is cut short, or which field holds
// a value of the wrong kind (TypeError).
func LineError(raw []byte, err error) error {
	var se *json.SyntaxError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF),
		errors.As(err, &se) && se.Offset >= int64(len(raw)) && strings.Contains(se.Error(), "unexpected end"):
		return fmt.Errorf("truncated JSON line (%d bytes)", len(raw))
	case se != nil:
		return fmt.Errorf("invalid JSON at byte %d: %v", se.Offset, err)
	}
	return fmt.Errorf("invalid record: %v", TypeError(err))
}

// ReadFile reads every entry of the dataset at path. Bad lines are returned
// as errors beside the good entries; only a failure to open or read the file
// is fatal.
func ReadFile(path string) ([]Entry, []error, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	return ReadAll(f, path)
}

// ReadAll reads every entry from r; see ReadFile. An entry whose record
// repeats an id of its slice (Dups) is a bad line too.
func ReadAll(r io.Reader, name string) ([]Entry, []error, error) {
	d := NewDecoder(r, name)
	var out []Entry
	var bad []error
	var dups Dups
	for {
		e, err := d.Next()
		if err == io.EOF {
			return out, bad, nil
		}
		var pe *PosError
		if errors.As(err, &pe) {
			bad = append(bad, pe)
			continue
		}
		if err != nil {
			return out, bad, fmt.Errorf("read %s: %w", name, err)
		}
		if err := dups.Check(e.Record.ID, DupSlice(Deref(e.Record.Repo), Deref(e.Record.AnalyzedSha), e.DatasetVersion), d.line); err != nil {
			bad = append(bad, &PosError{File: name, Line: d.line, Msg: err.Error()})
			continue
		}
		out = append(out, e)
	}
}

// Dups finds records that repeat an id within one slice of a dataset
// (the same repo, analyzedSha and datasetVersion): the same record twice.
// The same id in two slices is the same site in two versions (a catalog
// of two releases), not a repeat. The zero value is ready to use.
type Dups struct {
	first map[dupKey]int
}

type dupKey struct{ id, slice string }

// Reserve makes room for n records, so that checking as many does not
// grow the table again and again.
func (d *Dups) Reserve(n int) {
	if d.first == nil {
		d.first = make(map[dupKey]int, n)
	}
}

// Check notes the record id of slice (DupSlice) at line, and returns an
// error naming the line of its first appearance when it is a repeat.
func (d *Dups) Check(id, slice string, line int) error {
	if d.first == nil {
		d.first = map[dupKey]int{}
	}
	k := dupKey{id, slice}
	if first, ok := d.first[k]; ok {
		return DupError(id, first)
	}
	d.first[k] = line
	return nil
}

// DupError is the error of a record repeating id, first at line first
// of its slice.
func DupError(id string, first int) error {
	return fmt.Errorf("duplicate id %s (first at line %d)", id, first)
}

// DupSlice is the slice a record belongs to, as Dups tells them apart.
func DupSlice(repo, sha, datasetVersion string) string {
	return repo + "\x00" + sha + "\x00" + datasetVersion
}

// Encoder writes entries as JSONL.
type Encoder struct{ w io.Writer }

// NewEncoder returns an Encoder writing to w.
func NewEncoder(w io.Writer) *Encoder { return &Encoder{w} }

// Encode writes e as one line.
func (enc *Encoder) Encode(e *Entry) error {
	b, err := AppendLine(nil, e)
	if err != nil {
		return err
	}
	_, err = enc.w.Write(b)
	return err
}

// WriteFileAtomic calls write with a temporary file beside path and renames
// it over path only when write and the final sync succeed, so a reader never
// sees a partial file.
//
// A new file gets mode 0644; a replaced file keeps its mode.
//
// A path that exists and is not a regular file (/dev/null, a named pipe, a
// terminal) is written in place: renaming over it would replace the device.
// A symbolic link is followed, so the file it points to is replaced.
func WriteFileAtomic(path string, write func(w io.Writer) error) (err error) {
	if real, rerr := filepath.EvalSymlinks(path); rerr == nil {
		path = real
	}
	if fi, serr := os.Stat(path); serr == nil && !fi.Mode().IsRegular() {
		if fi.IsDir() {
			return fmt.Errorf("%s is a directory", path)
		}
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		bw := bufio.NewWriterSize(f, 1<<20)
		if err := write(bw); err != nil {
			f.Close()
			return err
		}
		if err := bw.Flush(); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	dir := filepath.Dir(path)
	removeStaleTemps(dir, filepath.Base(path))
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<20)
	if err = write(bw); err != nil {
		return err
	}
	if err = bw.Flush(); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	// The temporary file is created 0600; give the result the mode of the
	// file it replaces, or 0644 for a new one, as a plain create would
	// under the usual umask.
	mode := os.FileMode(0o644)
	if fi, serr := os.Stat(path); serr == nil {
		mode = fi.Mode().Perm()
	}
	if err = tmp.Chmod(mode); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// StaleTemp is how long a temporary file of WriteFileAtomic must have gone
// unwritten before a later write of the same path removes it: a run
// killed (SIGKILL, a crash, the machine going down) while writing leaves
// its temporary file, and a run still writing one writes it every few
// milliseconds.
const StaleTemp = 10 * time.Minute

// removeStaleTemps removes the temporary files WriteFileAtomic made for
// dir/base (".BASE.tmp" and digits) that are older than StaleTemp.
func removeStaleTemps(dir, base string) {
	des, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + base + ".tmp"
	for _, de := range des {
		rest, ok := strings.CutPrefix(de.Name(), prefix)
		if !ok || rest == "" || strings.Trim(rest, "0123456789") != "" || !de.Type().IsRegular() {
			continue
		}
		if fi, err := de.Info(); err == nil && time.Since(fi.ModTime()) > StaleTemp {
			os.Remove(filepath.Join(dir, de.Name()))
		}
	}
}

// WriteEntries writes entries to w as JSONL, buffered. The lines are
// encoded on every core, a window of writeChunk entries per core at a
// time, and written in order.
func WriteEntries(w io.Writer, entries []Entry) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	workers := runtime.GOMAXPROCS(0)
	bufs := make([][]byte, workers)
	errs := make([]error, workers)
	for at := 0; at < len(entries); at += workers * writeChunk {
		parallel.For(workers, workers, func(k int) {
			bufs[k], errs[k] = bufs[k][:0], nil
			for i := at + k*writeChunk; i < min(at+(k+1)*writeChunk, len(entries)); i++ {
				b, err := Marshal(&entries[i])
				if err != nil {
					errs[k] = err
					return
				}
				bufs[k] = append(append(bufs[k], b...), '\n')
			}
		})
		for k := range bufs {
			if errs[k] != nil {
				return errs[k]
			}
			if _, err := bw.Write(bufs[k]); err != nil {
				return err
			}
		}
	}
	return bw.Flush()
}

// writeChunk is how many entries one core encodes at a time: about 3 MB
// of JSON for records with their source windows.
const writeChunk = 1024

// WriteFile writes entries to path atomically.
func WriteFile(path string, entries []Entry) error {
	return WriteFileAtomic(path, func(w io.Writer) error { return WriteEntries(w, entries) })
}
