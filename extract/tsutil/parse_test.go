package tsutil

import (
	"testing"
	"unsafe"

	sitter "github.com/tree-sitter/go-tree-sitter"
)

// TestLayout checks that go-tree-sitter's Parser and Tree are still one
// pointer each, as parseString assumes.
func TestLayout(t *testing.T) {
	if unsafe.Sizeof(sitter.Parser{}) != unsafe.Sizeof(parser{}) || unsafe.Sizeof(sitter.Tree{}) != unsafe.Sizeof(tree{}) {
		t.Fatalf("go-tree-sitter's Parser (%d bytes) or Tree (%d bytes) is no longer one pointer", unsafe.Sizeof(sitter.Parser{}), unsafe.Sizeof(sitter.Tree{}))
	}
}

// TestParse checks that Parse builds the tree go-tree-sitter's own Parse
// builds, and that ParseRanges builds the tree of the source without the
// bytes left out, at the positions of the whole source.
func TestParse(t *testing.T) {
	src := "import os\n\ndef skipped():\n    return 1\n\ndef kept():\n    raise ValueError('x')\n"
	lang := pySyntax.Language()
	p := sitter.NewParser()
	defer p.Close()
	if err := p.SetLanguage(lang.lang); err != nil {
		t.Fatal(err)
	}
	want := p.Parse([]byte(src), nil)
	defer want.Close()
	got, err := lang.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	defer got.Close()
	if g, w := got.RootNode().ToSexp(), want.RootNode().ToSexp(); g != w {
		t.Errorf("Parse: %s, want %s", g, w)
	}

	cut := 11 // "def skipped" to "def kept"
	end := cut + len("def skipped():\n    return 1\n\n")
	ranges := []sitter.Range{
		{StartByte: 0, EndByte: uint(cut), EndPoint: sitter.Point{Row: 2}},
		{StartByte: uint(end), EndByte: uint(len(src)), StartPoint: sitter.Point{Row: 5}, EndPoint: sitter.Point{Row: 7}},
	}
	part, err := lang.ParseRanges([]byte(src), ranges)
	if err != nil {
		t.Fatal(err)
	}
	defer part.Close()
	whole, _ := lang.Parse([]byte(src[:cut] + src[end:]))
	defer whole.Close()
	if g, w := part.RootNode().ToSexp(), whole.RootNode().ToSexp(); g != w {
		t.Errorf("ParseRanges: %s, want %s", g, w)
	}
	kept := part.RootNode().NamedChild(1)
	if kept == nil || Line(kept) != 6 || kept.StartByte() != uint(end) {
		t.Errorf("ParseRanges: second statement %v at line %d, want the def at line 6, byte %d", kept, Line(kept), end)
	}
	again, _ := lang.Parse([]byte(src)) // the pooled parser reads everything again
	defer again.Close()
	if g, w := again.RootNode().ToSexp(), want.RootNode().ToSexp(); g != w {
		t.Errorf("Parse after ParseRanges: %s, want %s", g, w)
	}
}

// TestNodeLayout checks that go-tree-sitter's Node is still a TSNode of
// four words, as WalkKinds assumes.
func TestNodeLayout(t *testing.T) {
	if unsafe.Sizeof(sitter.Node{}) != unsafe.Sizeof(nodeWords{}) {
		t.Fatalf("go-tree-sitter's Node is %d bytes, not %d", unsafe.Sizeof(sitter.Node{}), unsafe.Sizeof(nodeWords{}))
	}
	if !sameLayout() {
		t.Fatal("Node and errdex_info differ in layout")
	}
}
