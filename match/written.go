package match

import "github.com/errdex/errdex/catalog"

// writtenOuter reports whether a chain's outer link is only a text a
// Rust type's Display writes (catalog.WrittenTag: no record builds the
// value, as when a ? conversion made it from the inner error) around an
// inner link that a record builds: every result explaining the outer's
// span is such a text. The wrapper printed the inner error, which was
// made where the inner's record is, so wrapperFirst treats the outer as
// a value that only carries the inner (its records go after the inner's),
// as for catalog.CarrierTag. A site explaining the outer's span (a
// map_err building the wrapper) keeps the outer where it is.
func writtenOuter(rs []Result, outer, inner *Result) bool {
	if !hasTag(outer.Record, catalog.WrittenTag) || hasTag(inner.Record, catalog.WrittenTag) || inner.ownWeak() {
		return false
	}
	for i := range rs {
		if r := &rs[i]; sameSpan(r, outer) && !hasTag(r.Record, catalog.WrittenTag) {
			return false
		}
	}
	return true
}
