package cpp

import (
	"os"
	"testing"
)

// TestHeaderGrammar checks the C-or-C++ decision for the .h files of
// testdata/src, which say in their first comment which they are.
func TestHeaderGrammar(t *testing.T) {
	for path, want := range map[string]bool{
		"testdata/src/buffer.h":      false,
		"testdata/src/tensor_util.h": true,
	} {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if got := isCXX(path, lex(src)); got != want {
			t.Errorf("%s: isCXX = %v, want %v", path, got, want)
		}
	}
}
