package diff_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/diff"
	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the want sections of testdata/*.txtar")

// TestGolden compares the "old" and "new" records of each testdata/*.txtar
// and checks the text report against its "want" section.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txtar")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		sec := map[string]*txtar.File{}
		for i := range ar.Files {
			sec[ar.Files[i].Name] = &ar.Files[i]
		}
		rep := diff.Compare(records(t, file, sec["old"].Data), records(t, file, sec["new"].Data))
		var got bytes.Buffer
		if err := rep.WriteText(&got, true); err != nil {
			t.Fatal(err)
		}
		if *update {
			sec["want"].Data = got.Bytes()
			os.WriteFile(file, txtar.Format(ar), 0o644)
			continue
		}
		if want := string(sec["want"].Data); got.String() != want {
			t.Errorf("%s: got\n%s\nwant\n%s", file, got.String(), want)
		}
	}
}

func records(t *testing.T, file string, data []byte) []catalog.Record {
	var rs []catalog.Record
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "|")
		if len(f) != 5 {
			t.Fatalf("%s: bad record line %q", file, line)
		}
		n, _ := strconv.Atoi(f[2])
		rs = append(rs, catalog.Record{ID: f[0], FilePath: f[1], LineNumber: n, ErrorClass: f[3], ErrorMessage: f[4]})
	}
	return rs
}

func TestDiffers(t *testing.T) {
	a := []catalog.Record{{ID: "1", FilePath: "a", LineNumber: 1}}
	b := []catalog.Record{{ID: "1", FilePath: "a", LineNumber: 5}}
	if rep := diff.Compare(a, b); rep.Differs() || len(rep.Moved) != 1 {
		t.Errorf("a move alone: Differs = %v, moved %d", rep.Differs(), len(rep.Moved))
	}
	if rep := diff.Compare(a, nil); !rep.Differs() || len(rep.Removed) != 1 {
		t.Errorf("a removal: Differs = %v, removed %d", rep.Differs(), len(rep.Removed))
	}
}
