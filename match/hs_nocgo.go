//go:build hyperscan && !cgo

package match

import "sync"

// hsState, in a build with -tags hyperscan but without cgo
// (CGO_ENABLED=0), only warns once that Hyperscan is not there: see
// hs.go.
type hsState struct{ once sync.Once }

// batchScreen warns once and returns nil: Stream screens each line with
// mayAnswerLine.
func (ix *Index) batchScreen() func([]rawLine) bool {
	ix.hs.once.Do(func() {
		ix.warn("hyperscan: built without cgo (CGO_ENABLED=0); using the pure-Go screen")
	})
	return nil
}
