package match

import (
	"reflect"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/errdex/errdex/catalog"
)

// decodeSlim reads the fields of a catalog line that matching needs (a
// slimEntry) much faster than encoding/json, which reads every field of
// the record to check the line: building the index of a catalog of
// millions of records is mostly this. It reports false, leaving se in any
// state, whenever the line is anything but plain valid JSON whose fields
// it reads as encoding/json does; the caller then decodes the line with
// encoding/json, which gives the same values or the same error. So it
// checks the whole line's syntax and the kind of every field slimRecord
// only checks (kindString, kindInt, kindStrings: a string or null, an
// integer or null, an array of strings and nulls or null), and gives up
// on what encoding/json reads in ways of its own or rejects: a key that is
// not one of the fields' names exactly but may still match one (another
// case, an escape, a byte past ASCII), a field of another kind than its
// own, or null where its type is not a pointer or slice, a number that is
// not a small integer, a string with invalid UTF-8 or a lone surrogate,
// nesting deeper than 512. Strings it keeps are copied into *arena, so
// that a chunk of records shares one allocation.
func decodeSlim(line []byte, se *slimEntry, arena *[]byte) bool {
	return decodeCatalogLine(line, arena, func(d *slimDecoder) bool { return d.record(&se.Record) }, &se.DatasetVersion)
}

// decodeCatalogLine reads a catalog line, {"record": ..., "datasetVersion":
// ...}, the record by record, the version into *version, for decodeSlim
// and decodeEntry, on their terms.
func decodeCatalogLine(line []byte, arena *[]byte, record func(d *slimDecoder) bool, version *string) bool {
	d := slimDecoder{b: line, arena: arena}
	d.space()
	if !d.object(func(key []byte) bool {
		switch string(key) {
		case "record":
			return record(&d)
		case "datasetVersion":
			s, ok := d.str()
			*version = s
			return ok
		}
		return d.skipKey(key)
	}) {
		return false
	}
	d.space()
	return d.i == len(d.b)
}

// decodeEntry reads a whole catalog line into e, every field of its
// record, as encoding/json would, on decodeSlim's terms: it reports false,
// leaving e in any state, for any line decodeSlim would leave to
// encoding/json (keys that are no field's name exactly, values of another
// kind than their field's, null where a field is no pointer or slice,
// numbers other than small integers, strings with invalid UTF-8, broken
// syntax), and the caller then decodes the line with encoding/json.
// Strings are copied into *arena. readRecord reads each answer's record
// so (FuzzDecodeEntry checks it against encoding/json).
func decodeEntry(line []byte, e *catalog.Entry, arena *[]byte) bool {
	return decodeCatalogLine(line, arena, func(d *slimDecoder) bool { return d.fullRecord(&e.Record) }, &e.DatasetVersion)
}

// fullRecord reads the record object, every field of it.
func (d *slimDecoder) fullRecord(r *catalog.Record) bool {
	return d.object(func(key []byte) bool {
		var ok bool
		switch string(key) {
		case "id":
			r.ID, ok = d.str()
		case "slug":
			r.Slug, ok = d.str()
		case "errorMessage":
			r.ErrorMessage, ok = d.str()
		case "messagePattern":
			r.MessagePattern, ok = d.str()
		case "errorType":
			r.ErrorType, ok = d.str()
		case "errorClass":
			r.ErrorClass, ok = d.str()
		case "severity":
			r.Severity, ok = d.str()
		case "filePath":
			r.FilePath, ok = d.str()
		case "sourceCode":
			r.SourceCode, ok = d.str()
		case "analyzedAt":
			r.AnalyzedAt, ok = d.str()
		case "lineNumber":
			r.LineNumber, ok = d.integer()
		case "sourceCodeStart":
			r.SourceCodeStart, ok = d.integer()
		case "sourceCodeEnd":
			r.SourceCodeEnd, ok = d.integer()
		case "schemaVersion":
			r.SchemaVersion, ok = d.integer()
		case "httpStatus":
			r.HTTPStatus, ok = d.intPtr()
		case "repo":
			r.Repo, ok = d.strPtr()
		case "errorCode":
			r.ErrorCode, ok = d.strPtr()
		case "githubUrl":
			r.GithubURL, ok = d.strPtr()
		case "documentation":
			r.Documentation, ok = d.strPtr()
		case "triggerScenarios":
			r.TriggerScenarios, ok = d.strPtr()
		case "commonSituations":
			r.CommonSituations, ok = d.strPtr()
		case "exampleFix":
			r.ExampleFix, ok = d.strPtr()
		case "handlingStrategy":
			r.HandlingStrategy, ok = d.strPtr()
		case "validationCode":
			r.ValidationCode, ok = d.strPtr()
		case "typeGuard":
			r.TypeGuard, ok = d.strPtr()
		case "tryCatchPattern":
			r.TryCatchPattern, ok = d.strPtr()
		case "backgroundTag":
			r.BackgroundTag, ok = d.strPtr()
		case "analyzedSha":
			r.AnalyzedSha, ok = d.strPtr()
		case "solutions":
			r.Solutions, ok = d.strings()
		case "preventionTips":
			r.PreventionTips, ok = d.strings()
		case "tags":
			r.Tags, ok = d.strings()
		default:
			ok = d.skipKey(key)
		}
		return ok
	})
}

// slimDecoder reads b from i.
type slimDecoder struct {
	b     []byte
	i     int
	depth int
	arena *[]byte
}

// record reads the record object.
func (d *slimDecoder) record(r *slimRecord) bool {
	return d.object(func(key []byte) bool {
		var ok bool
		switch string(key) {
		case "id":
			r.ID, ok = d.str()
		case "messagePattern":
			r.MessagePattern, ok = d.str()
		case "errorClass":
			r.ErrorClass, ok = d.str()
		case "filePath":
			r.FilePath, ok = d.str()
		case "errorType":
			r.ErrorType, ok = d.str()
		case "severity":
			r.Severity, ok = d.str()
		case "lineNumber":
			r.LineNumber, ok = d.integer()
		case "schemaVersion":
			r.SchemaVersion, ok = d.integer()
		case "sourceCodeStart":
			r.SourceCodeStart, ok = d.integer()
		case "sourceCodeEnd":
			r.SourceCodeEnd, ok = d.integer()
		case "repo":
			r.Repo, ok = d.strPtr()
		case "analyzedSha":
			r.AnalyzedSha, ok = d.strPtr()
		case "tags":
			r.Tags, ok = d.strings()
		default:
			switch slimKinds[string(key)] {
			case kindOfString:
				return d.lit("null") || d.skipString()
			case kindOfInt:
				if d.lit("null") {
					return true
				}
				_, ok = d.integer()
				return ok
			case kindOfStrings:
				return d.lit("null") || d.list('[', ']', func() bool { return d.lit("null") || d.skipString() })
			}
			ok = d.skipKey(key)
		}
		return ok
	})
}

// skipKey skips the value of a field whose key is none of the fields read,
// when the key cannot match one either (encoding/json matches keys without
// regard to case).
func (d *slimDecoder) skipKey(key []byte) bool {
	for _, c := range key {
		if c >= 0x80 || c == '\\' {
			return false
		}
	}
	for _, name := range slimKeys {
		if len(name) == len(key) && asciiFold(name, key) {
			return false
		}
	}
	return d.skip()
}

// slimKeys are the JSON names of the fields of slimEntry and slimRecord,
// at either level: a key that matches one of them without regard to case
// is left to encoding/json, which reads it into that field or checks its
// kind. slimKinds gives the kind of each field that is only checked
// (kindString, kindInt, kindStrings).
var slimKeys, slimKinds = func() ([]string, map[string]int) {
	var keys []string
	kinds := map[string]int{}
	for _, t := range []reflect.Type{reflect.TypeFor[slimEntry](), reflect.TypeFor[slimRecord]()} {
		for i := range t.NumField() {
			f := t.Field(i)
			name := f.Tag.Get("json")
			keys = append(keys, name)
			switch f.Type {
			case reflect.TypeFor[kindString]():
				kinds[name] = kindOfString
			case reflect.TypeFor[kindInt]():
				kinds[name] = kindOfInt
			case reflect.TypeFor[kindStrings]():
				kinds[name] = kindOfStrings
			}
		}
	}
	return keys, kinds
}()

// The kinds of slimKinds; 0 is none.
const (
	kindOfString = 1 + iota
	kindOfInt
	kindOfStrings
)

// asciiFold reports whether a and b are equal without regard to ASCII
// case.
func asciiFold(a string, b []byte) bool {
	for i := range len(a) {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}

func (d *slimDecoder) space() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// object reads an object, calling field with each key, the decoder at its
// value (after the colon and space).
func (d *slimDecoder) object(field func(key []byte) bool) bool {
	return d.list('{', '}', func() bool {
		key, ok := d.rawString()
		if !ok {
			return false
		}
		d.space()
		if d.i >= len(d.b) || d.b[d.i] != ':' {
			return false
		}
		d.i++
		d.space()
		return field(key)
	})
}

// list reads an object or an array, open and close its brackets, calling
// elem at each element (a field or a value).
func (d *slimDecoder) list(open, close byte, elem func() bool) bool {
	if d.i >= len(d.b) || d.b[d.i] != open {
		return false
	}
	if d.depth++; d.depth > 512 {
		return false
	}
	d.i++
	d.space()
	if d.i < len(d.b) && d.b[d.i] == close {
		d.i++
		d.depth--
		return true
	}
	for {
		if !elem() {
			return false
		}
		d.space()
		if d.i >= len(d.b) {
			return false
		}
		switch d.b[d.i] {
		case ',':
			d.i++
			d.space()
		case close:
			d.i++
			d.depth--
			return true
		default:
			return false
		}
	}
}

// rawString reads a string without escapes, returning its bytes; false
// for one with escapes or control bytes.
func (d *slimDecoder) rawString() ([]byte, bool) {
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return nil, false
	}
	start := d.i + 1
	for j := start; j < len(d.b); j++ {
		switch c := d.b[j]; {
		case c == '"':
			d.i = j + 1
			return d.b[start:j], true
		case c == '\\' || c < 0x20:
			return nil, false
		}
	}
	return nil, false
}

// str reads a string value, its escapes decoded, copied into the arena.
func (d *slimDecoder) str() (string, bool) {
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return "", false
	}
	a := *d.arena
	at := len(a)
	j := d.i + 1
	for j < len(d.b) {
		c := d.b[j]
		switch {
		case c == '"':
			d.i = j + 1
			*d.arena = a
			s := a[at:]
			if !utf8.Valid(s) {
				return "", false
			}
			return unsafeString(s), true
		case c < 0x20:
			return "", false
		case c != '\\':
			a = append(a, c)
			j++
			continue
		}
		if j+1 >= len(d.b) {
			return "", false
		}
		switch e := d.b[j+1]; e {
		case '"', '\\', '/':
			a = append(a, e)
		case 'b':
			a = append(a, '\b')
		case 'f':
			a = append(a, '\f')
		case 'n':
			a = append(a, '\n')
		case 'r':
			a = append(a, '\r')
		case 't':
			a = append(a, '\t')
		case 'u':
			r, n := d.hex4(j + 2)
			if n < 0 {
				return "", false
			}
			if utf16.IsSurrogate(r) {
				r2, n2 := rune(-1), -1
				if j+7 < len(d.b) && d.b[j+6] == '\\' && d.b[j+7] == 'u' {
					r2, n2 = d.hex4(j + 8)
				}
				if n2 < 0 {
					return "", false
				}
				if r = utf16.DecodeRune(r, r2); r == utf8.RuneError {
					return "", false
				}
				j += 6
			}
			a = utf8.AppendRune(a, r)
			j += 4
		default:
			return "", false
		}
		j += 2
	}
	return "", false
}

// hex4 reads four hex digits at i; n < 0 when they are not.
func (d *slimDecoder) hex4(i int) (r rune, n int) {
	if i+4 > len(d.b) {
		return 0, -1
	}
	for _, c := range d.b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, -1
		}
		r = r<<4 | rune(c)
	}
	return r, 4
}

// integer reads a number that is an integer of at most 15 digits.
func (d *slimDecoder) integer() (int, bool) {
	j := d.i
	neg := j < len(d.b) && d.b[j] == '-'
	if neg {
		j++
	}
	start := j
	v := 0
	for j < len(d.b) && d.b[j] >= '0' && d.b[j] <= '9' {
		v = v*10 + int(d.b[j]-'0')
		j++
	}
	n := j - start
	if n == 0 || n > 15 || n > 1 && d.b[start] == '0' {
		return 0, false
	}
	if j < len(d.b) {
		switch d.b[j] {
		case '.', 'e', 'E':
			return 0, false
		}
	}
	d.i = j
	if neg {
		v = -v
	}
	return v, true
}

// strPtr reads a string, or null (nil).
func (d *slimDecoder) strPtr() (*string, bool) {
	if d.lit("null") {
		return nil, true
	}
	s, ok := d.str()
	return &s, ok
}

// intPtr reads an integer (see integer), or null (nil).
func (d *slimDecoder) intPtr() (*int, bool) {
	if d.lit("null") {
		return nil, true
	}
	v, ok := d.integer()
	return &v, ok
}

// strings reads an array of strings, or null (nil).
func (d *slimDecoder) strings() ([]string, bool) {
	if d.lit("null") {
		return nil, true
	}
	out := []string{}
	ok := d.list('[', ']', func() bool {
		s, ok := d.str()
		out = append(out, s)
		return ok
	})
	return out, ok
}

// lit reads the literal w.
func (d *slimDecoder) lit(w string) bool {
	if len(d.b)-d.i >= len(w) && string(d.b[d.i:d.i+len(w)]) == w {
		d.i += len(w)
		return true
	}
	return false
}

// skip checks and skips any value.
func (d *slimDecoder) skip() bool {
	if d.i >= len(d.b) {
		return false
	}
	switch c := d.b[d.i]; {
	case c == '{':
		return d.object(func([]byte) bool { return d.skip() })
	case c == '[':
		return d.list('[', ']', d.skip)
	case c == '"':
		return d.skipString()
	case c == 't':
		return d.lit("true")
	case c == 'f':
		return d.lit("false")
	case c == 'n':
		return d.lit("null")
	case c == '-' || c >= '0' && c <= '9':
		return d.skipNumber()
	}
	return false
}

// skipString checks and skips a string: its quotes and escapes are checked, its
// bytes are not (encoding/json takes invalid UTF-8 in a field it ignores).
func (d *slimDecoder) skipString() bool {
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return false
	}
	j := d.i + 1
	for j < len(d.b) {
		c := d.b[j]
		if c >= 0x20 && c != '"' && c != '\\' {
			j++
			continue
		}
		switch c {
		case '"':
			d.i = j + 1
			return true
		case '\\':
			if j+1 >= len(d.b) {
				return false
			}
			switch d.b[j+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				j += 2
			case 'u':
				if _, n := d.hex4(j + 2); n < 0 {
					return false
				}
				j += 6
			default:
				return false
			}
		default:
			return false
		}
	}
	return false
}

// skipNumber checks and skips a number: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
func (d *slimDecoder) skipNumber() bool {
	j := d.i
	if d.b[j] == '-' {
		j++
	}
	digits := func() int {
		k := j
		for j < len(d.b) && d.b[j] >= '0' && d.b[j] <= '9' {
			j++
		}
		return j - k
	}
	if j < len(d.b) && d.b[j] == '0' {
		j++
	} else if digits() == 0 {
		return false
	}
	if j < len(d.b) && d.b[j] == '.' {
		j++
		if digits() == 0 {
			return false
		}
	}
	if j < len(d.b) && (d.b[j] == 'e' || d.b[j] == 'E') {
		j++
		if j < len(d.b) && (d.b[j] == '+' || d.b[j] == '-') {
			j++
		}
		if digits() == 0 {
			return false
		}
	}
	d.i = j
	return true
}

// unsafeString returns b's bytes as a string, without copying: b must not
// change after.
func unsafeString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
