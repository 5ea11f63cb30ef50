package javascript

import (
	"bytes"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// expects reads the expectations of a test file: Jest/Vitest
// expect(f).toThrow(E) and .toThrowError(E) (also after .rejects), and
// node:assert's assert.throws(f, E) and assert.rejects(f, E). E is a
// string (a part of the message), a regular expression literal, an error
// class, new Class("text") or { name, message }; none expects any error.
// The test is named as the runner prints it: the describe blocks' and the
// test's titles joined with " > ". An expectation under .not is none.
func (x *file) expects(root *sitter.Node) []extract.Expect {
	if !bytes.Contains(x.src, []byte("toThrow")) && !bytes.Contains(x.src, []byte(".throws(")) && !bytes.Contains(x.src, []byte(".rejects(")) {
		return nil
	}
	var out []extract.Expect
	x.walker.Walk(root, func(n *sitter.Node) bool {
		if n.Kind() != "call_expression" {
			return true
		}
		fn := n.ChildByFieldName("function")
		if fn == nil || fn.Kind() != "member_expression" {
			return true
		}
		var target, want *sitter.Node
		a := args(n)
		switch prop := x.text(fn.ChildByFieldName("property")); prop {
		case "toThrow", "toThrowError":
			obj := fn.ChildByFieldName("object")
			if obj != nil && obj.Kind() == "member_expression" {
				switch x.text(obj.ChildByFieldName("property")) {
				case "rejects":
					obj = obj.ChildByFieldName("object")
				case "not":
					return true
				}
			}
			if obj == nil || obj.Kind() != "call_expression" || x.text(obj.ChildByFieldName("function")) != "expect" {
				return true
			}
			ea := args(obj)
			if len(ea) != 1 {
				return true
			}
			target = ea[0]
			if len(a) > 0 {
				want = a[0]
			}
		case "throws", "rejects":
			if recv := x.text(fn.ChildByFieldName("object")); recv != "assert" && recv != "assert.strict" || len(a) == 0 {
				return true
			}
			target = a[0]
			if len(a) > 1 {
				want = a[1]
			}
		default:
			return true
		}
		e := extract.Expect{Line: tsutil.Line(n)}
		if want != nil && !x.expected(&e, want) {
			return true // an expectation this reader cannot state
		}
		e.Call, e.Callee = x.expectedCall(target)
		e.Test = x.testName(tsutil.PathTo(root, n))
		out = append(out, e)
		return true
	})
	return out
}

// expected reads what an expectation's argument says of the error; false
// when it is something else (a function, a variable).
func (x *file) expected(e *extract.Expect, w *sitter.Node) bool {
	switch w.Kind() {
	case "string", "template_string":
		m, ok := x.literal(w)
		if !ok {
			return false
		}
		e.Match = m
	case "regex":
		if f := w.ChildByFieldName("flags"); f != nil {
			return false // i, m, s change what it matches
		}
		e.Match, e.Regexp = x.text(w.ChildByFieldName("pattern")), true
	case "identifier", "member_expression":
		e.Classes = []string{x.text(w)}
	case "new_expression":
		e.Classes = []string{x.text(w.ChildByFieldName("constructor"))}
		if a := args(w); len(a) == 1 && (a[0].Kind() == "string" || a[0].Kind() == "template_string") {
			if m, ok := x.literal(a[0]); ok {
				e.Match, e.Whole = m, true // Jest: the messages must be equal
			}
		}
	case "object":
		for i := uint(0); i < w.NamedChildCount(); i++ {
			p := w.NamedChild(i)
			if p.Kind() != "pair" {
				return false
			}
			v := p.ChildByFieldName("value")
			switch strings.Trim(x.text(p.ChildByFieldName("key")), `'"`) {
			case "name":
				if v.Kind() != "string" {
					return false
				}
				m, ok := x.literal(v)
				if !ok {
					return false
				}
				e.Classes = []string{m}
			case "message":
				switch v.Kind() {
				case "string":
					m, ok := x.literal(v)
					if !ok {
						return false
					}
					e.Match, e.Whole = m, true
				case "regex":
					if v.ChildByFieldName("flags") != nil {
						return false
					}
					e.Match, e.Regexp = x.text(v.ChildByFieldName("pattern")), true
				default:
					return false
				}
			default:
				return false
			}
		}
	default:
		return false
	}
	return true
}

// expectedCall returns the call a test expects to throw: the body of
// () => f(x) (or of a block holding one call statement), or the function
// handed over itself (Callee only).
func (x *file) expectedCall(t *sitter.Node) (call, callee string) {
	switch t.Kind() {
	case "arrow_function", "function_expression", "function":
		body := t.ChildByFieldName("body")
		if body == nil {
			return "", ""
		}
		if body.Kind() == "statement_block" {
			if body.NamedChildCount() != 1 || body.NamedChild(0).Kind() != "expression_statement" {
				return "", ""
			}
			body = body.NamedChild(0).NamedChild(0)
		}
		for body != nil && body.Kind() == "await_expression" {
			body = body.NamedChild(0)
		}
		if body == nil {
			return "", ""
		}
		switch body.Kind() {
		case "call_expression":
			return tsutil.Flat(body, x.src), x.text(body.ChildByFieldName("function"))
		case "new_expression":
			return tsutil.Flat(body, x.src), x.text(body.ChildByFieldName("constructor"))
		}
	case "identifier", "member_expression":
		return "", x.text(t)
	case "call_expression": // expect(promise()).rejects
		return tsutil.Flat(t, x.src), x.text(t.ChildByFieldName("function"))
	}
	return "", ""
}

// testRunners are the functions whose first argument titles a test or a
// group of tests.
var testRunners = map[string]bool{"describe": true, "it": true, "test": true, "suite": true, "context": true}

// testName joins the titles of the describe, it and test calls around the
// expectation, outermost first: "parse > rejects zero".
func (x *file) testName(at tsutil.Path) string {
	var titles []string
	for _, n := range at {
		if n.Kind() != "call_expression" {
			continue
		}
		fn := n.ChildByFieldName("function")
		name := x.text(fn)
		if fn != nil && fn.Kind() == "member_expression" { // it.only, describe.skip
			name = x.text(fn.ChildByFieldName("object"))
		}
		if !testRunners[name] {
			continue
		}
		if a := args(n); len(a) > 0 && (a[0].Kind() == "string" || a[0].Kind() == "template_string") {
			if t, ok := x.literal(a[0]); ok {
				titles = append(titles, t)
			} else {
				titles = append(titles, tsutil.Flat(a[0], x.src))
			}
		}
	}
	return strings.Join(titles, " > ")
}

// literal returns the text of a string or template literal without
// substitutions; ok is false when it has some.
func (x *file) literal(n *sitter.Node) (string, bool) {
	t := x.stringTemplate(n)
	if t.Holes() > 0 {
		return "", false
	}
	var b strings.Builder
	for _, p := range t.Parts {
		b.WriteString(p.Lit)
	}
	return b.String(), true
}
