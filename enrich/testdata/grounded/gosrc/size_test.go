package size

import (
	"strings"
	"testing"
)

func TestParseEmpty(t *testing.T) {
	_, err := Parse("")
	if err == nil || err.Error() != "size: empty input" {
		t.Fatalf("err = %v", err)
	}
}

func TestParseLong(t *testing.T) {
	_, err := Parse(strings.Repeat("9", 30))
	if !strings.Contains(err.Error(), "input too long") {
		t.Fatal(err)
	}
}
