package javascript

import (
	"testing"

	"github.com/errdex/errdex/extract/extracttest"
)

// TestExpects checks the test expectations read from testdata/expects
// against testdata/expects.golden.
func TestExpects(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata/expects")
	extracttest.CheckEvidence(t, "testdata/expects.golden", results)
}
