// Package extracttest runs an Extractor over testdata files that carry their
// own expectations, in the manner of golang.org/x/tools/go/analysis/analysistest.
//
// An expectation is a comment on the line where a site starts (the line of
// the raise/throw/panic keyword):
//
//	raise ValueError(f"bad {x}")  # want ValueError "bad {x}"
//	return fmt.Errorf("open %s: %w", p, err) // want error "open {p}: {err}"
//
// The first word is the expected Class (`""` for none), the quoted Go
// string the expected errorMessage form of the template. Several `want` clauses may share a
// line. A line that must produce no site needs no comment: every site must
// be wanted, and every want must be met. Either `#` or `//` starts the
// comment, whichever the language uses.
//
// Every site's messagePattern must compile. Check and CheckAll compare what
// an extractor puts beside each site's class and message (kind, errorType,
// severity, HTTP status and error code when set, line range (and columns,
// on a line of minified code), pattern and
// Context) with a golden file, CheckEvidence the test expectations an
// extractor reads and CheckText any other text; rewrite one with go test
// -update. Unparsable checks the error of each file of a testdata/bad
// folder against the .err file beside it. Fuzz is the matching fuzz
// harness, and Benchmark measures an extractor against bare parsing.
package extracttest
