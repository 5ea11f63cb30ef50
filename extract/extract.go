package extract

import (
	"fmt"
	"strings"

	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor finds error sites in the source files of one language.
type Extractor struct {
	// Name is a short lower-case language name, e.g. "python".
	Name string
	// Doc is a one-paragraph description of what the extractor catalogs.
	Doc string
	// Extensions lists the file name suffixes it handles, with the dot.
	Extensions []string
	// Run extracts the sites of one file. It must not panic on any input and
	// must not read other files. A returned error means the file could not
	// be analysed at all (say, it does not parse); recoverable problems go
	// in Result.Errors.
	Run func(f *File) (*Result, error)
	// Decode, when set, turns a file's bytes into UTF-8 before anything
	// else reads them, for languages whose files may declare another
	// encoding (Python's PEP 263). It returns src itself when there is
	// nothing to decode, and an error saying why the file cannot be read.
	// Line breaks must stay where they were.
	Decode func(src []byte) ([]byte, error)
	// Link, when set, is the link pass (see Summary): it is called once per
	// scan, after Run has been called on every file, with the results of
	// all the files this extractor analysed, sorted by path. It may change
	// their Sites (messages, classes) and append sites, reading only the
	// results' Summaries, and returns the problems it found. It must not
	// panic.
	Link func(files []Linked) []Error
}

// File is one source file handed to an extractor.
type File struct {
	Path string // slash-separated, relative to the scanned root
	Src  []byte
}

// Result is what an extractor found in one file.
type Result struct {
	Sites   []Site
	Classes []ClassDef
	Errors  []Error // problems that did not stop the extractor
	// Summary is the file's part in the link pass; nil for an extractor
	// without Link, or when the file has nothing to link.
	Summary *Summary
	// Evidence is what the file tells the grounded enricher about errors
	// raised elsewhere (see Evidence); nil when nothing.
	Evidence *Evidence
}

// Site is one place that raises an error.
type Site struct {
	Line    int // 1-based line of the raise/throw/panic keyword or call
	EndLine int // last line of the statement
	// Column and EndColumn are the 1-based byte columns where the
	// statement starts and ends on Line (the line's last column when it
	// goes on to the next), set only for a site
	// on a line of minified code (a JavaScript bundle on one line), where
	// a stack frame's line:column tells the sites of one line apart; 0
	// otherwise. scan writes them as the record's catalog.ColumnTag.
	Column, EndColumn int
	Kind              string // "raise", "assert", "throw", "panic", "errorf", …
	// ErrorType is the record's errorType; "" means "exception". The
	// values: "exception" (raised or thrown), "error" (an error value
	// returned or constructed: Go, Rust), "panic", "fatal" (the process
	// exits: Go's throw and log.Fatal*), "log" (a log call at warning level
	// or above), "warning" (a warning category issued, Python's
	// warnings.warn).
	ErrorType string
	// Severity is the record's severity; "" means "error". The values:
	// "warning", "error", "critical", "fatal".
	Severity string
	// HTTPStatus is the HTTP status code the site answers with when the
	// code passes a literal one beside the message (HTTPException's
	// status_code, http.Error's code); 0 when none.
	HTTPStatus int
	// ErrorCode is a literal machine-readable code passed beside the
	// message (a gRPC code name, an API error code string); "" when none.
	ErrorCode string
	// Class is the raised class as written ("RuntimeError", "errors.ConfigError",
	// a Go sentinel name, "Enum::Variant").
	Class string
	// Message is the message template; empty for "raise X".
	Message template.Template
	Context Context
	// Tags are machine labels for the record's tags, which scan adds to
	// those the enricher gives: "twin:MODULE" marks a site whose code the
	// compiled module MODULE replaces when it is installed (Python's
	// try: from ._speedups import f / except ImportError: fallback), so
	// that it rarely raises although its text matches.
	Tags []string
}

// Context is what the offline enricher may ground its text in. Every field
// is copied from the code; empty means absent.
type Context struct {
	Guard     string   // condition under which the site is reached, e.g. "len(a) != len(b)"
	Negated   bool     // the site is reached when Guard is false (else branch, assert)
	Function  string   // enclosing function, qualified: "Conn.send_state"
	Docstring string   // docstring or doc comment of the enclosing function
	Comments  []string // comments right above or inside the guarded block, in order
	Handler   string   // enclosing exception handler, e.g. "except KeyError as e"
	Cause     string   // explicit cause, e.g. the "e" of "raise X from e"
	// Params are the parameter names of the enclosing function in order,
	// the receiver ("self", "cls", Go's "r") included as written; nil when
	// the extractor does not report them. The grounded enricher uses them
	// to tell which names in Guard a caller can see.
	Params []string
	// Locals are the other names the enclosing function binds (assignment,
	// loop and with targets; not names it declares global), which shadow
	// module-level ones; nil when the extractor does not report them.
	Locals []string
	// Partial says Guard holds whenever the site is reached but is not
	// the whole condition: the extractor kept only the nearest
	// conditions, or a loop, a closure, a branch or an early exit it does
	// not read lies on the path. The enricher then writes no advice or
	// check from Guard, only that the site is reached under it.
	Partial bool
	// Fails is the call whose failure the site turns into its error (the
	// receiver of Rust's map_err, ok_or, context or expect): the site is
	// reached when that call fails, under Guard.
	Fails string
}

// ClassDef is an error class defined in the file.
type ClassDef struct {
	Name  string
	Bases []string
	Line  int
	Path  string // set by scan; extractors may leave it empty
}

// Error is a positioned problem in a file.
type Error struct {
	Path string
	Line int // 1-based; 0 when unknown
	Col  int // 1-based; 0 when unknown
	Msg  string
}

func (e Error) Error() string {
	switch {
	case e.Line == 0:
		return fmt.Sprintf("%s: %s", e.Path, e.Msg)
	case e.Col == 0:
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Msg)
}

// ForPath returns the first of exs that handles path (by its Extensions),
// or nil.
func ForPath(exs []*Extractor, path string) *Extractor {
	for _, ex := range exs {
		for _, ext := range ex.Extensions {
			if strings.HasSuffix(path, ext) {
				return ex
			}
		}
	}
	return nil
}

// testFileRE matches the paths of test files in the languages errdex
// reads.
var testFileRE = lazyre.New(`(^|/)(tests?|testing|testdata|benches)/|(^|/)(test_[^/]*|[^/]*_test\.[a-z]+|conftest\.py|[^/]*\.(test|spec)\.[jt]sx?|[^/]*Tests?\.java)$`)

// IsTestPath reports whether p is a test file: under a test/, tests/,
// testing/, testdata/ or benches/ directory, or named test_*, *_test.*,
// conftest.py, *.test.js, *.spec.ts, *Test.java.
func IsTestPath(p string) bool { return testFileRE.MatchString(p) }
