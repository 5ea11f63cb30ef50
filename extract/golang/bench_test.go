package golang

import (
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/extract/extracttest"
)

// BenchmarkGrowing runs the extractor over one generated package file
// from 100 KB to 6.4 MB (extracttest.Growing): sentinel errors, wrapped
// and formatted errors, a helper whose message comes from its parameter
// and its callers, logging and panics, repeated.
func BenchmarkGrowing(b *testing.B) {
	extracttest.Growing(b, Extractor, "big/big.go", "package big\n\nimport (\n\t\"errors\"\n\t\"fmt\"\n\t\"log\"\n\t\"strconv\"\n)\n", func(i int) string {
		return strings.ReplaceAll(`
const limitMsg@ = "over the limit in check @"

var ErrNeg@ = errors.New("negative value in check @")

type Error@ struct{ What string }

func (e *Error@) Error() string { return "check @ failed: " + e.What }

func fail@(what string) error {
	return fmt.Errorf("check @ failed: %s", what)
}

func Check@(value, limit int, s string) (int, error) {
	if value > limit {
		return 0, fmt.Errorf("value %d over limit %d in check @", value, limit)
	}
	if value == limit {
		return 0, errors.New(limitMsg@)
	}
	if value < 0 {
		log.Printf("negative value %d in check @", value)
		return 0, ErrNeg@
	}
	if value == 1 {
		return 0, fail@("one")
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("check @: parse %q: %w", s, err)
	}
	if n < 0 {
		panic("negative parse in check @")
	}
	return n, &Error@{What: s}
}
`, "@", strconv.Itoa(i))
	}, "")
}
