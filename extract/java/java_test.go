package java

import (
	"os"
	"testing"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/extracttest"
)

// TestExtract checks testdata/src against its want comments, and the
// kinds, contexts (handlers and causes included) and classes against
// testdata/context.golden.
func TestExtract(t *testing.T) {
	results := extracttest.Run(t, Extractor, "testdata/src")
	extracttest.CheckAll(t, "testdata/context.golden", results)
}

// TestUnparsable checks the error of every testdata/bad file against the
// .err file next to it.
func TestUnparsable(t *testing.T) { extracttest.Unparsable(t, Extractor, "testdata/bad") }

// FuzzRun feeds arbitrary bytes to the extractor: it must not panic and
// must report sane lines.
func FuzzRun(f *testing.F) {
	for _, p := range []string{"testdata/src/Basic.java", "testdata/src/Broken.java"} {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`class A { void f() { throw new X(String.format("%1$s %n %" + """` + "\n" + `"""), (Y) new Z("\u")); } }`))
	f.Fuzz(func(t *testing.T, src []byte) {
		res, err := Extractor.Run(&extract.File{Path: "F.java", Src: src})
		if err != nil {
			return
		}
		for _, s := range res.Sites {
			if s.Line < 1 || s.EndLine < s.Line || s.Class == "" {
				t.Errorf("bad site %+v", s)
			}
		}
	})
}
