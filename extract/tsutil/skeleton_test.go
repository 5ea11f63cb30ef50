package tsutil

import (
	"strings"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
)

func TestCleanComment(t *testing.T) {
	for in, want := range map[string]string{
		"// a note":                             "a note",
		"/// doc":                               "doc",
		"//! crate doc":                         "crate doc",
		"# python":                              "python",
		"/* one */":                             "one",
		"/**\n * Parses.\n *\n * @param v\n */": "Parses.\n\n@param v",
		"/*\n   no stars\n*/":                   "no stars",
	} {
		if got := CleanComment(in); got != want {
			t.Errorf("CleanComment(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCommentsAndDoc(t *testing.T) {
	src := `/** Loads. */
function f() {
  g(); // trailing, not taken
  /** not a statement comment */
  // first
  /* second */
  throw new E()
}
`
	p, done := site(t, jsSyntax, src, "throw_statement")
	defer done()
	if got := jsSyntax.CommentsAbove(p.Node(), []byte(src)); strings.Join(got, "|") != "first|second" {
		t.Errorf("CommentsAbove = %q", got)
	}
	sc := jsSyntax.Scope(p, []byte(src))
	if got := jsSyntax.DocComment(p[sc.Func], []byte(src)); got != "Loads." {
		t.Errorf("DocComment = %q", got)
	}
}

func TestErrorNames(t *testing.T) {
	for name, want := range map[string]bool{
		"Error": true, "errors.NotFoundError": true, "io::ParseFailure": true, "SOAPFault": true,
		"IllegalStateException": true, "Throwable": false, "Map": false, "ErrorHandler": false,
		"List<ValidationError>": false, "Base<T>Error": false,
	} {
		if got := jsSyntax.IsErrorName(name); got != want {
			t.Errorf("IsErrorName(%q) = %v, want %v", name, got, want)
		}
	}
	if !javaSyntax.IsErrorName("java.lang.Throwable") {
		t.Error("Java's ErrorNames: Throwable is not an error name")
	}
	whole := NewSyntax(jsSyntax.Language(), Kinds{ErrorNames: []string{"Warning"}, WholeNames: true})
	for name, want := range map[string]bool{
		"A if v < (3,) else BError": true, "UserWarning": true, "Base<T>Error": true, "ErrorHandler": false,
	} {
		if got := whole.IsErrorName(name); got != want {
			t.Errorf("WholeNames: IsErrorName(%q) = %v, want %v", name, got, want)
		}
	}
	if got := strings.Join(whole.ErrorEndings(), " "); got != "Error Exception Failure Fault Warning" {
		t.Errorf("ErrorEndings = %q", got)
	}
	classes := []extract.ClassDef{
		{Name: "C", Bases: []string{"B"}},
		{Name: "B", Bases: []string{"pkg.A"}},
		{Name: "A", Bases: []string{"Exception"}},
		{Name: "M", Bases: []string{"Map"}},
	}
	got, names := jsSyntax.ErrorClasses(classes)
	if len(got) != 3 || got[0].Name != "C" || !names["A"] || names["M"] {
		t.Errorf("ErrorClasses = %v, %v", got, names)
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		src, warn, err string
	}{
		{"function f() { throw new E() }", "", ""},
		{"function f() { throw new E( }\nfunction g() { throw new F() }\nfunction h() {}\n", "f.js:1:27: syntax error; sites inside the unparsed region are skipped", ""},
		{")))))\n", "", "f.js:1:1: syntax error (100% of the file does not parse as JavaScript)"},
		{"function f() { g()\n", "f.js:1:19: syntax error: missing }", ""},
	}
	for _, tt := range tests {
		tree, res, err := jsSyntax.Parse(&extract.File{Path: "f.js", Src: []byte(tt.src)})
		gotErr, gotWarn := "", ""
		if err != nil {
			if _, ok := err.(extract.Error); !ok {
				t.Errorf("%q: error %T, want extract.Error", tt.src, err)
			}
			gotErr = err.Error()
		} else {
			defer tree.Close()
			if len(res.Errors) > 0 {
				gotWarn = res.Errors[0].Error()
			}
		}
		if gotErr != tt.err || gotWarn != tt.warn {
			t.Errorf("%q: warning %q error %q; want %q %q", tt.src, gotWarn, gotErr, tt.warn, tt.err)
		}
	}
}

func TestUnparsed(t *testing.T) {
	src := "function f() { throw new E( }\nfunction g() { throw new F() }\n"
	tree, _ := jsSyntax.Language().Parse([]byte(src))
	defer tree.Close()
	var unparsed, parsed int
	Walk(tree.RootNode(), func(n *sitter.Node) bool {
		if n.Kind() == "new_expression" {
			if PathTo(tree.RootNode(), n).Unparsed() {
				unparsed++
			} else {
				parsed++
			}
		}
		return true
	})
	if parsed < 1 {
		t.Errorf("parsed %d, unparsed %d new expressions: want g's parsed", parsed, unparsed)
	}
}

func TestRejects(t *testing.T) {
	src := []byte("0123456789" + strings.Repeat(" ", 30)) // 10 non-blank bytes of 40
	es := ErrorSummary{First: &sitter.Node{}, Regions: 1, Bytes: 10}
	quarter := NewSyntax(jsSyntax.Language(), Kinds{MaxUnparsed: 0.25, UnparsedOfAll: true})
	for _, c := range []struct {
		s     *Syntax
		bytes int
		want  bool
	}{{jsSyntax, 5, false}, {jsSyntax, 6, true}, {quarter, 10, false}, {quarter, 11, true}} {
		es.Bytes = c.bytes
		if got := c.s.Rejects(es, src); got != c.want {
			t.Errorf("MaxUnparsed %v, of all %v: Rejects(%d of %d bytes) = %v, want %v", c.s.MaxUnparsed, c.s.UnparsedOfAll, c.bytes, len(src), got, c.want)
		}
	}
	if jsSyntax.Rejects(ErrorSummary{}, src) {
		t.Error("Rejects a file without errors")
	}
}
