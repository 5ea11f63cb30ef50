package tsutil

import (
	"bytes"
	"fmt"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
)

// Parse parses f with s's grammar and applies the syntax-error policy
// (Check). It returns the tree, which the caller must Close, and a Result
// holding the policy's warning, if any; a file it rejects gives a nil tree
// and an extract.Error.
func (s *Syntax) Parse(f *extract.File) (*sitter.Tree, *extract.Result, error) {
	tree, err := s.lang.Parse(f.Src)
	if err != nil {
		return nil, nil, extract.Error{Path: f.Path, Msg: err.Error()}
	}
	res := &extract.Result{}
	warn, err := s.Check(f.Path, f.Src, tree.RootNode())
	if err != nil {
		tree.Close()
		return nil, nil, err
	}
	if warn != nil {
		res.Errors = append(res.Errors, *warn)
	}
	return tree, res, nil
}

// Check is the syntax-error policy applied to the tree root of src: Report
// of its errors (Errors).
func (s *Syntax) Check(path string, src []byte, root *sitter.Node) (warn *extract.Error, err error) {
	return s.Report(path, src, Errors(root))
}

// Report is the syntax-error policy. tree-sitter recovers from syntax
// errors; a file whose innermost ERROR and MISSING nodes es cover more
// than MaxUnparsed of its non-blank bytes is not source of the language (a
// template, another language, a newer syntax throughout) and is rejected
// with an error at the first of them, "syntax error (40% of the file does
// not parse as Java)". A file with fewer is analysed: the extractor drops
// the sites inside the unparsed regions (Path.Unparsed), and Report
// returns one warning at the first error, "syntax error; sites inside the
// unparsed region are skipped". A MISSING node names what is missing:
// "syntax error: missing }", and when the errors are all MISSING nodes no
// site is skipped and the warning says no more.
func (s *Syntax) Report(path string, src []byte, es ErrorSummary) (warn *extract.Error, err error) {
	if es.Regions == 0 {
		return nil, nil
	}
	e := extract.Error{Path: path, Line: es.Line, Col: es.Col, Msg: "syntax error"}
	if es.Missing != "" {
		e.Msg += ": missing " + es.Missing
	}
	if s.Rejects(es, src) {
		e.Msg += fmt.Sprintf(" (%d%% of the file does not parse as %s)", 100*es.Bytes/max(1, s.base(src)), s.Name)
		return nil, e
	}
	switch {
	case es.Bytes == 0: // only MISSING nodes: nothing was left unparsed
	case es.Regions == 1:
		e.Msg += "; sites inside the unparsed region are skipped"
	default:
		e.Msg += fmt.Sprintf("; sites inside the %d unparsed regions are skipped", es.Regions)
	}
	return &e, nil
}

// Rejects reports whether the policy rejects a file src with the syntax
// errors es: their regions cover more than MaxUnparsed of its non-blank
// bytes (of all its bytes when UnparsedOfAll).
func (s *Syntax) Rejects(es ErrorSummary, src []byte) bool {
	return es.Regions > 0 && float64(es.Bytes) > s.MaxUnparsed*float64(s.base(src))
}

// base is the number of bytes of src that Rejects measures unparsed bytes
// against: all of them when UnparsedOfAll, the non-blank ones otherwise.
func (s *Syntax) base(src []byte) int {
	if s.UnparsedOfAll {
		return len(src)
	}
	return len(bytes.TrimSpace(src))
}
