package tsutil

import (
	"os"
	"path/filepath"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tsc "github.com/tree-sitter/tree-sitter-c/bindings/go"
	tscpp "github.com/tree-sitter/tree-sitter-cpp/bindings/go"
	tsrust "github.com/tree-sitter/tree-sitter-rust/bindings/go"
)

// walkErrors is Errors as a walk over every node, the definition the C
// walk of Errors must agree with.
func walkErrors(n *sitter.Node) ErrorSummary {
	var s ErrorSummary
	if !n.HasError() {
		return s
	}
	Walk(n, func(c *sitter.Node) bool {
		if !c.HasError() && !c.IsMissing() {
			return false
		}
		// An ERROR node with no error below, or another node whose error
		// is a MISSING token of a hidden rule the walk does not show.
		if c.IsMissing() || !HasErrorChild(c) {
			if s.First == nil {
				s.First = c
			}
			s.Regions++
			if c.IsError() || c.IsMissing() {
				s.Bytes += int(c.EndByte() - c.StartByte())
			}
			return false
		}
		return true
	})
	return s
}

var errorsGrammars = []*Language{
	jsSyntax.Language(), javaSyntax.Language(), pySyntax.Language(),
	NewLanguage(tsc.Language()), NewLanguage(tscpp.Language()), NewLanguage(tsrust.Language()),
}

// sameErrors parses src with every grammar (most of them are the wrong
// language, which leaves many errors) and compares Errors with walkErrors.
func sameErrors(t *testing.T, name string, src []byte) (regions int) {
	t.Helper()
	for gi, l := range errorsGrammars {
		tree, err := l.Parse(src)
		if err != nil {
			t.Fatal(err)
		}
		got, want := Errors(tree.RootNode()), walkErrors(tree.RootNode())
		same := got.Regions == want.Regions && got.Bytes == want.Bytes && (got.First == nil) == (want.First == nil)
		if same && got.First != nil {
			same = got.First.Id() == want.First.Id() && got.First.StartByte() == want.First.StartByte() && got.First.Kind() == want.First.Kind()
		}
		if !same {
			t.Errorf("%s, grammar %d: Errors = %d regions, %d bytes, first %v; walk = %d, %d, %v",
				name, gi, got.Regions, got.Bytes, got.First, want.Regions, want.Bytes, want.First)
		}
		regions += want.Regions
		tree.Close()
	}
	return regions
}

// TestErrorsAgreeWithWalk checks Errors against walkErrors over every
// testdata file of the extractors, whole and cut in half, in every
// grammar.
func TestErrorsAgreeWithWalk(t *testing.T) {
	var files []string
	dirs, _ := filepath.Glob("../*/testdata")
	for _, d := range dirs {
		err := filepath.WalkDir(d, func(path string, e os.DirEntry, err error) error {
			if err == nil && e.Type().IsRegular() && filepath.Ext(path) != ".golden" {
				files = append(files, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 50 {
		t.Fatalf("%d testdata files", len(files))
	}
	regions := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		regions += sameErrors(t, f, src)
		regions += sameErrors(t, f+" (first half)", src[:len(src)/2])
	}
	if regions < 1000 {
		t.Errorf("only %d error regions over %d files: the comparison saw too few errors", regions, len(files))
	}
}

func FuzzErrors(f *testing.F) {
	f.Add([]byte("function f() { throw new E( }\n"))
	f.Add([]byte("def f(:\n    pass\n"))
	f.Add([]byte("int f() { return }"))
	f.Add([]byte("def A():(),0def A():\nraise(0) ")) // a MISSING _newline
	f.Fuzz(func(t *testing.T, src []byte) { sameErrors(t, "input", src) })
}

// BenchmarkErrors compares Errors with walkErrors, the walk over every
// node it replaced, on the C/C++/CUDA and Python testdata files parsed
// with their own grammar (clean trees and trees with a few errors).
func BenchmarkErrors(b *testing.B) {
	var trees []*sitter.Tree
	for _, g := range []struct {
		glob string
		lang *Language
	}{{"../cpp/testdata/src/*.c*", errorsGrammars[4]}, {"../cpp/testdata/src/*.h", errorsGrammars[4]}, {"../python/testdata/src/*.py", pySyntax.Language()}} {
		files, _ := filepath.Glob(g.glob)
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			tree, err := g.lang.Parse(src)
			if err != nil {
				b.Fatal(err)
			}
			defer tree.Close()
			trees = append(trees, tree)
		}
	}
	for _, m := range []struct {
		name string
		fn   func(*sitter.Node) ErrorSummary
	}{{"walk", walkErrors}, {"Errors", Errors}} {
		b.Run(m.name, func(b *testing.B) {
			for b.Loop() {
				for _, t := range trees {
					m.fn(t.RootNode())
				}
			}
		})
	}
}
