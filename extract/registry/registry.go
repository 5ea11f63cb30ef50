// Package registry lists the language extractors errdex runs. Adding a
// language is one line in All.
package registry

import (
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/golang"
	"github.com/errdex/errdex/extract/java"
	"github.com/errdex/errdex/extract/javascript"
	"github.com/errdex/errdex/extract/python"
	"github.com/errdex/errdex/extract/rust"
)

// All is every extractor, in the order scan consults them.
var All = []*extract.Extractor{
	python.Extractor,
	golang.Extractor,
	rust.Extractor,
	javascript.Extractor,
	java.Extractor,
}

// ForPath returns the extractor of the first entry of exs that handles path,
// or nil.
func ForPath(exs []*extract.Extractor, path string) *extract.Extractor {
	for _, ex := range exs {
		for _, ext := range ex.Extensions {
			if strings.HasSuffix(path, ext) {
				return ex
			}
		}
	}
	return nil
}
