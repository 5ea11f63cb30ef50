//go:build !hyperscan

package match

// hsState is empty without the hyperscan build tag: see hs.go.
type hsState struct{}

// batchScreen returns nil without the hyperscan build tag: Stream screens
// each line with mayAnswerLine.
func (ix *Index) batchScreen() func([]rawLine) bool { return nil }
