package enrich

import (
	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// Offline fills documentation, triggerScenarios and handlingStrategy of r
// from site s, and tags the ancestry of classes defined in the scanned tree.
func Offline(r *catalog.Record, s *extract.Site, classes map[string]extract.ClassDef) {
}
