package registry

import (
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/cpp"
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
	cpp.Extractor,
}
