package gotrace

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// TestRaising runs testdata/*.txtar: a crash printed with
// GOTRACEBACK=system in "trace", and in "want" the raising frame (FUNC
// FILE:LINE) or "error TEXT".
func TestRaising(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txtar")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, f := range files {
		ar, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var trace, want string
		for _, s := range ar.Files {
			switch s.Name {
			case "trace":
				trace = string(s.Data)
			case "want":
				want = strings.TrimSpace(string(s.Data))
			}
		}
		fr, err := Raising(trace)
		got := ""
		if err != nil {
			got = "error " + err.Error()
		} else {
			got = fr.Func + " " + fr.File + ":" + strconv.Itoa(fr.Line)
		}
		if got != want {
			t.Errorf("%s: got %q, want %q", f, got, want)
		}
	}
}
