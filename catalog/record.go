package catalog

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// SchemaVersion is the record schema this package reads and writes.
const SchemaVersion = 2

// Record is one error a codebase can raise. Field order and JSON names follow
// the reference record exactly; nil pointers and nil slices encode as null.
type Record struct {
	ID               string   `json:"id"`
	Repo             *string  `json:"repo"`
	Slug             string   `json:"slug"`
	ErrorCode        *string  `json:"errorCode"`
	ErrorMessage     string   `json:"errorMessage"`
	MessagePattern   string   `json:"messagePattern"`
	ErrorType        string   `json:"errorType"`
	ErrorClass       string   `json:"errorClass"`
	HTTPStatus       *int     `json:"httpStatus"`
	Severity         string   `json:"severity"`
	FilePath         string   `json:"filePath"`
	LineNumber       int      `json:"lineNumber"`
	SourceCode       string   `json:"sourceCode"`
	SourceCodeStart  int      `json:"sourceCodeStart"`
	SourceCodeEnd    int      `json:"sourceCodeEnd"`
	GithubURL        *string  `json:"githubUrl"`
	Documentation    *string  `json:"documentation"`
	TriggerScenarios *string  `json:"triggerScenarios"`
	CommonSituations *string  `json:"commonSituations"`
	Solutions        []string `json:"solutions"`
	ExampleFix       *string  `json:"exampleFix"`
	HandlingStrategy *string  `json:"handlingStrategy"`
	ValidationCode   *string  `json:"validationCode"`
	TypeGuard        *string  `json:"typeGuard"`
	TryCatchPattern  *string  `json:"tryCatchPattern"`
	PreventionTips   []string `json:"preventionTips"`
	Tags             []string `json:"tags"`
	BackgroundTag    *string  `json:"backgroundTag"`
	AnalyzedSha      *string  `json:"analyzedSha"`
	AnalyzedAt       string   `json:"analyzedAt"`
	SchemaVersion    int      `json:"schemaVersion"`
}

// Entry is one line of a dataset: a record and the dataset version it
// belongs to.
type Entry struct {
	Record         Record `json:"record"`
	DatasetVersion string `json:"datasetVersion"`
}

// Str returns a pointer to s, for filling nullable fields.
func Str(s string) *string { return &s }

// Deref returns *p, or "" when p is nil.
func Deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// Marshal encodes v as compact JSON without HTML escaping (the reference
// record contains "->" and "<" verbatim) and without a trailing newline.
func Marshal(v any) ([]byte, error) {
	b, err := AppendLine(nil, v)
	if err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b, []byte("\n")), nil
}

// AppendLine appends v to dst encoded as Marshal encodes it, and a
// newline: one line of a JSON Lines file.
func AppendLine(dst []byte, v any) ([]byte, error) {
	buf := bytes.NewBuffer(dst)
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return dst, err
	}
	return buf.Bytes(), nil
}

// SchemaMismatch says what a record of schema version v (not
// SchemaVersion) is: a line without the field, of an older format, or
// written by a newer errdex.
func SchemaMismatch(v int) string {
	switch {
	case v == 0:
		return fmt.Sprintf("no schemaVersion (this errdex reads version %d)", SchemaVersion)
	case v > SchemaVersion:
		return fmt.Sprintf("schemaVersion %d, newer than this errdex reads (%d): a newer errdex wrote it", v, SchemaVersion)
	}
	return fmt.Sprintf("schemaVersion %d, older than this errdex reads (%d): scan the source again", v, SchemaVersion)
}

// Validate reports the first structural problem of r: a schema version this
// package does not know, a missing required field, or a negative line
// number.
func (r *Record) Validate() error {
	switch {
	case r.SchemaVersion != SchemaVersion:
		return errors.New(SchemaMismatch(r.SchemaVersion))
	case r.ID == "":
		return fmt.Errorf("record has no id")
	case r.FilePath == "":
		return fmt.Errorf("record %q has no filePath", r.ID)
	}
	return CheckLines(r.LineNumber, r.SourceCodeStart, r.SourceCodeEnd)
}

// CheckLines reports a negative lineNumber, sourceCodeStart or
// sourceCodeEnd.
func CheckLines(line, start, end int) error {
	for _, f := range [...]struct {
		name string
		v    int
	}{{"lineNumber", line}, {"sourceCodeStart", start}, {"sourceCodeEnd", end}} {
		if f.v < 0 {
			return fmt.Errorf("%s %d is negative", f.name, f.v)
		}
	}
	return nil
}

// TypeError returns err, from decoding a dataset line, in a user's terms
// when it is a JSON value of the wrong kind for its field:
// "record.lineNumber is a string, want a number".
func TypeError(err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) || te.Field == "" {
		return err
	}
	want := "a " + te.Type.Kind().String()
	switch te.Type.Kind() {
	case reflect.String:
		want = "a string"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		want = "a whole number"
	case reflect.Slice:
		want = "a list of strings"
	case reflect.Struct, reflect.Map:
		want = "an object"
	}
	got := te.Value
	switch {
	case got == "array":
		got = "an array"
	case got == "object":
		got = "an object"
	case got == "string" || got == "bool":
		got = "a " + got
	case strings.HasPrefix(got, "number"):
		got = "a number (" + strings.TrimSpace(strings.TrimPrefix(got, "number")) + ")"
	}
	return fmt.Errorf("%s is %s, want %s", te.Field, strings.TrimSuffix(got, " ()"), want)
}
