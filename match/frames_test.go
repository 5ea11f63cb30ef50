package match

import "testing"

// TestFrameMatch checks how many trailing path components a frame's file
// and a record's share, as frameMatch counts them.
func TestFrameMatch(t *testing.T) {
	for _, c := range []struct {
		frame, rec string
		want       int
	}{
		{"/usr/lib/python3.11/json/decoder.py", "json/decoder.py", 2},
		{"/usr/lib/python3/dist-packages/tomli/_parser.py", "pip/_vendor/tomli/_parser.py", 2},
		{"/root/go/pkg/mod/github.com/o/r@v1.2.3/x.go", "github.com/o/r@v1.2.0/x.go", 4},
		// the module cache escapes upper case; the record's path does not
		{"/root/go/pkg/mod/github.com/!burnt!sushi/toml@v1.3.2/decode.go", "github.com/BurntSushi/toml@v1.3.2/decode.go", 4},
		{"/root/go/pkg/mod/github.com/!burnt!sushi/toml@v1.3.2/decode.go", "github.com/burntsushi/toml@v1.3.2/decode.go", 2},
		{"/usr/lib/python3/dist-packages/six.py", "src/six.py", 1},
		{"/app/other/six.py", "src/six.py", 0},
		{"/app/a.py", "b.py", 0},
	} {
		if got := frameMatch(c.frame, c.rec); got != c.want {
			t.Errorf("frameMatch(%q, %q) = %d, want %d", c.frame, c.rec, got, c.want)
		}
	}
}

// TestRootPackage checks which Python files lie in a module's top-level
// package at the catalog's root.
func TestRootPackage(t *testing.T) {
	for _, c := range []struct {
		mod, file string
		want      bool
	}{
		{"yaml.parser", "yaml/parser.py", true},
		{"yaml.parser", "src/yaml/error.py", true},
		{"yaml.parser", "ruamel/yaml/parser.py", false},
		{"urllib3.exceptions", "pip/_vendor/urllib3/exceptions.py", false},
		{"six", "six.py", true},
		{"six", "lib/six.py", true},
		{"lib.x", "lib/x.py", true},
		{"", "x.py", false},
	} {
		if got := rootPackage(c.mod, c.file); got != c.want {
			t.Errorf("rootPackage(%q, %q) = %v, want %v", c.mod, c.file, got, c.want)
		}
	}
}
