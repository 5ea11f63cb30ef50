package tsutil

import (
	"strings"
	"testing"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tsjava "github.com/tree-sitter/tree-sitter-java/bindings/go"
	tsjs "github.com/tree-sitter/tree-sitter-javascript/bindings/go"
	tspy "github.com/tree-sitter/tree-sitter-python/bindings/go"

	"github.com/errdex/errdex/extract/guard"
)

// The tables below are small versions of the extractors' own, enough to
// exercise the walk on three grammar shapes: else clauses wrapping the
// alternative (JavaScript), the alternative itself (Java) and elif clauses
// beside the else (Python).
var (
	jsSyntax = NewSyntax(NewLanguage(tsjs.Language()), Kinds{
		Name:      "JavaScript",
		Functions: []string{"function_declaration", "arrow_function", "function_expression", "method_definition"},
		Ifs:       []string{"if_statement"},
		Elses:     []string{"else_clause"},
		Switches:  []string{"switch_statement"},
		Cases:     []string{"switch_case", "switch_default"},
		Catches:   []string{"catch_clause"},
		Blocks:    []string{"statement_block", "program", "switch_case", "switch_default"},
		Exits:     []string{"return_statement", "throw_statement", "break_statement", "continue_statement"},
		ExitCalls: []string{"process.exit("},
		Comments:  []string{"comment"},
		CaseEq:    "===",
	})
	javaSyntax = NewSyntax(NewLanguage(tsjava.Language()), Kinds{
		Name:       "Java",
		Functions:  []string{"method_declaration", "lambda_expression"},
		Ifs:        []string{"if_statement"},
		Switches:   []string{"switch_expression"},
		Cases:      []string{"switch_block_statement_group"},
		Arms:       []string{"switch_rule"},
		Catches:    []string{"catch_clause"},
		Blocks:     []string{"block", "switch_block_statement_group"},
		Exits:      []string{"return_statement", "throw_statement", "break_statement"},
		Comments:   []string{"line_comment", "block_comment"},
		ErrorNames: []string{"Throwable"},
	})
	pySyntax = NewSyntax(NewLanguage(tspy.Language()), Kinds{
		Name:      "Python",
		Functions: []string{"function_definition", "lambda"},
		Ifs:       []string{"if_statement"},
		Elifs:     []string{"elif_clause"},
		Elses:     []string{"else_clause"},
		Catches:   []string{"except_clause"},
		Blocks:    []string{"block", "module"},
		Exits:     []string{"return_statement", "raise_statement"},
		Comments:  []string{"comment"},
		Ops:       guard.Python,
	})
)

// site parses src and returns the path to the first node of kind.
func site(t *testing.T, s *Syntax, src, kind string) (Path, func()) {
	t.Helper()
	tree, err := s.Language().Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var n *sitter.Node
	Walk(tree.RootNode(), func(c *sitter.Node) bool {
		if n == nil && c.Kind() == kind {
			n = c
		}
		return n == nil
	})
	if n == nil {
		t.Fatalf("no %s in %q", kind, src)
	}
	p := PathTo(tree.RootNode(), n)
	if p == nil || p.Node().Id() != n.Id() || p[0].Id() != tree.RootNode().Id() {
		t.Fatalf("PathTo: %v", p)
	}
	return p, tree.Close
}

func TestScope(t *testing.T) {
	tests := []struct {
		name    string
		s       *Syntax
		src     string
		guard   string
		negated bool
		handler string
	}{
		{"js if", jsSyntax, `function f(x) { if (x > 1) { throw new E() } }`, "x > 1", false, ""},
		{"js else", jsSyntax, `function f(x) { if (x > 1) { g() } else { throw new E() } }`, "x > 1", true, ""},
		{"js else of ==", jsSyntax, `function f(x) { if (x === 1) { g() } else { throw new E() } }`, "x !== 1", false, ""},
		{"js else if", jsSyntax, `function f(x) { if (x > 1) g(); else if (!ok) { throw new E() } }`, "!(x > 1) && !ok", false, ""},
		{"js final else", jsSyntax, `function f(x) { if (a) g(); else if (b == c) h(); else throw new E() }`, "!a && b != c", false, ""},
		{"js ifs that leave", jsSyntax, `function f(x) {
			if (typeof x === 'string') return parse(x)
			// numbers pass
			if (typeof x === 'number') { return x }
			throw new TypeError('bad')
		}`, "typeof x !== 'string' && typeof x !== 'number'", false, ""},
		{"js an if that does not leave ends the chain", jsSyntax, `function f(x) {
			if (a) return 1
			if (b) log(x)
			if (c) process.exit(1)
			throw new E()
		}`, "c", true, ""},
		{"js an if with an else that leaves too is not a chain", jsSyntax, `function f(x) {
			if (a) return 1; else return 2
			throw new E()
		}`, "", false, ""},
		{"js leaving ifs and the branch", jsSyntax, `function f(x) {
			if (x) {
				if (y) continue
				throw new E()
			}
		}`, "x && !y", false, ""},
		{"js switch case", jsSyntax, `function f(k) { switch (k) { case 'a': case 'b': throw new E(); case 'c': break } }`, "k === 'a' || k === 'b'", false, ""},
		{"js switch case fallen into", jsSyntax, `function f(k) { switch (k) { case 'a': g(); case 'b': throw new E() } }`, "", false, ""},
		{"js switch case after a break", jsSyntax, `function f(k) { switch (k) { case 'a': g(); break; case 'b': throw new E() } }`, "k === 'b'", false, ""},
		{"js switch default", jsSyntax, `function f(k) { switch (k) { case 1: return; case 2: return; default: throw new E() } }`, "k !== 1 && k !== 2", false, ""},
		{"js switch default of many", jsSyntax, `function f(k) { switch (k) { case 1: case 2: case 3: case 4: case 5: return; default: throw new E() } }`, "", false, ""},
		{"js the function stops the walk", jsSyntax, `if (x) { cb(function () { throw new E() }) }`, "", false, ""},
		{"js catch", jsSyntax, `function f() { try { g() } catch(err) { if (err.code) throw new E() } }`, "err.code", false, "catch(err)"},
		{"java else", javaSyntax, `class A { void f() { if (a == null) { g(); } else { throw new E(); } } }`, "a != null", false, ""},
		{"java else if", javaSyntax, `class A { void f() { if (a) g(); else if (b) throw new E(); } }`, "!a && b", false, ""},
		{"java switch rule", javaSyntax, `class A { void f(int k) { switch (k) { case 1 -> g(); case 2, 3 -> throw new E(); } } }`, "k == 2 || k == 3", false, ""},
		{"java catch", javaSyntax, `class A { void f() { try { g(); } catch (IOException | Error e) { throw new E(e); } } }`, "", false, "catch (IOException | Error e)"},
		{"python elif", pySyntax, "def f(x):\n    if x is None:\n        pass\n    elif not ready:\n        raise E()\n", "x is not None and not ready", false, ""},
		{"python else", pySyntax, "def f(x):\n    if a:\n        pass\n    elif b == 1:\n        pass\n    else:\n        raise E()\n", "not a and b != 1", false, ""},
		{"python ifs that leave", pySyntax, "def f(x):\n    if a:\n        return 1\n    elif b:\n        raise X()\n    raise E()\n", "not a and not b", false, ""},
		{"python except", pySyntax, "def f():\n    try:\n        g()\n    except KeyError as e:\n        raise E() from e\n", "", false, "except KeyError as e"},
	}
	for _, tt := range tests {
		kind := "throw_statement"
		if tt.s == pySyntax {
			kind = "raise_statement"
		}
		// The site is the last throw or raise of the snippet.
		src := tt.src
		p, done := site(t, tt.s, src, kind)
		if i := strings.LastIndex(src, "throw new E"); i >= 0 && int(p.Node().StartByte()) != i {
			p, done = lastSite(t, tt.s, src, kind, uint(i))
		}
		if i := strings.LastIndex(src, "raise E"); i >= 0 && int(p.Node().StartByte()) != i {
			p, done = lastSite(t, tt.s, src, kind, uint(i))
		}
		sc := tt.s.Scope(p, []byte(src))
		handler := ""
		if sc.Handler != nil {
			handler = Header(sc.Handler, []byte(src))
		}
		if sc.Guard != tt.guard || sc.Negated != tt.negated || handler != tt.handler {
			t.Errorf("%s: guard %q negated %v handler %q; want %q %v %q", tt.name, sc.Guard, sc.Negated, handler, tt.guard, tt.negated, tt.handler)
		}
		if tt.guard == "" && sc.GuardAt != nil && tt.name != "js switch case fallen into" {
			t.Errorf("%s: GuardAt set without a guard", tt.name)
		}
		done()
	}
}

// lastSite returns the path to the node of kind that starts at byte at.
func lastSite(t *testing.T, s *Syntax, src, kind string, at uint) (Path, func()) {
	t.Helper()
	tree, _ := s.Language().Parse([]byte(src))
	var n *sitter.Node
	Walk(tree.RootNode(), func(c *sitter.Node) bool {
		if n == nil && c.Kind() == kind && c.StartByte() == at {
			n = c
		}
		return n == nil
	})
	if n == nil {
		t.Fatalf("no %s at %d", kind, at)
	}
	return PathTo(tree.RootNode(), n), tree.Close
}

func TestScopeFunctionAndStatement(t *testing.T) {
	src := "class A {\n  m() {\n    // why\n    if (x) {\n      // how\n      g(new Error('a'))\n    }\n  }\n}\n"
	p, done := site(t, jsSyntax, src, "new_expression")
	defer done()
	sc := jsSyntax.Scope(p, []byte(src))
	if sc.Func < 0 || p[sc.Func].Kind() != "method_definition" {
		t.Fatalf("Func = %d", sc.Func)
	}
	if k := sc.StatementOf(p).Kind(); k != "expression_statement" {
		t.Errorf("statement kind %s", k)
	}
	if got := jsSyntax.Comments(sc, p, []byte(src)); strings.Join(got, "|") != "why|how" {
		t.Errorf("Comments = %q", got)
	}
}
