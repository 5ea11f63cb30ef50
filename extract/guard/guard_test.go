package guard

import "testing"

func TestJoin(t *testing.T) {
	eq := Compare("a", "==", "b")
	lt := Compare("n", "<", "0")
	not := Expr{Text: "!ok", NotOf: "ok"}
	name := Expr{Text: "done", Atom: true}
	or := Expr{Text: "x || y", Op: "||", Left: "x", Right: "y"}
	call := Expr{Text: "f(x)", Atom: true}
	tests := []struct {
		name    string
		conds   []Cond
		guard   string
		negated bool
	}{
		{"none", nil, "", false},
		{"one", []Cond{{Expr: lt}}, "n < 0", false},
		{"one negated flips ==", []Cond{{Expr: eq, Negated: true}}, "a != b", false},
		{"one negated !ok", []Cond{{Expr: not, Negated: true}}, "ok", false},
		{"one negated <", []Cond{{Expr: lt, Negated: true}}, "n < 0", true},
		{"one negated name", []Cond{{Expr: name, Negated: true}}, "done", true},
		{"two", []Cond{{Expr: lt, Negated: true}, {Expr: name}}, "!(n < 0) && done", false},
		{"or is parenthesised", []Cond{{Expr: name}, {Expr: or}}, "done && (x || y)", false},
		{"negated or", []Cond{{Expr: or, Negated: true}, {Expr: call, Negated: true}}, "!(x || y) && !f(x)", false},
		{"at most Max, the nearest", []Cond{
			{Expr: Expr{Text: "a1", Atom: true}}, {Expr: Expr{Text: "a2", Atom: true}}, {Expr: Expr{Text: "a3", Atom: true}},
			{Expr: Expr{Text: "a4", Atom: true}}, {Expr: Expr{Text: "a5", Atom: true}},
		}, "a2 && a3 && a4 && a5", false},
	}
	for _, tt := range tests {
		g, n := C.Join(tt.conds)
		if g != tt.guard || n != tt.negated {
			t.Errorf("%s: Join = %q, %v; want %q, %v", tt.name, g, n, tt.guard, tt.negated)
		}
	}
}

func TestPython(t *testing.T) {
	g, n := Python.Join([]Cond{
		{Expr: Expr{Text: "x is None", Op: "is", Left: "x", Right: "None"}, Negated: true},
		{Expr: Expr{Text: "not ready", NotOf: "ready"}, Negated: true},
		{Expr: Expr{Text: "a or b", Op: "or"}},
	})
	if want := "x is not None and ready and (a or b)"; g != want || n {
		t.Errorf("Join = %q, %v; want %q", g, n, want)
	}
}

func TestAny(t *testing.T) {
	e := C.Any([]Expr{Compare("k", "==", "0"), Compare("k", "==", "1")})
	if e.Text != "k == 0 || k == 1" || e.Op != "||" {
		t.Errorf("Any = %+v", e)
	}
	if g, _ := C.Join([]Cond{{Expr: e, Negated: true}, {Expr: Expr{Text: "ok", Atom: true}}}); g != "!(k == 0 || k == 1) && ok" {
		t.Errorf("Join of a negated Any = %q", g)
	}
}
