package enrich_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract/registry"
	"github.com/errdex/errdex/scan"
)

// TestGuardProperty checks the condition -> sentence -> code path on small
// generated Python functions, run in python3: for every input (a, b, c in
// -1..2) that does not raise another error first,
//
//   - the record's validationCode, run as a check before the call, fails
//     exactly when the call reaches the raise;
//   - documentation's "when `G` holds" (or "is false") is true exactly
//     when the call reaches it, and only implied by reaching it when the
//     guard is said to be among other conditions;
//   - a solution "When `P` holds, make sure `A` holds" (or "Use V for
//     `x`", "Do not use V for `x`") avoids the raise exactly: under P, the
//     call reaches it exactly when A is false.
//
// The programs hold if/elif/else chains, early returns, nested branches,
// loops, a local computed from the parameters, a parameter bound again,
// and another raise; a run
// with too few checked sentences fails too, so the test cannot pass by
// checking nothing.
func TestGuardProperty(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not installed")
	}
	const programs = 400
	dir := t.TempDir()
	r := rand.New(rand.NewPCG(7, 30))
	for i := 0; i < programs; i++ {
		src := genProgram(r)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("p%03d.py", i)), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res, err := scan.Run(context.Background(), &scan.DirSource{Root: dir}, scan.Options{Extractors: registry.All, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	var harness strings.Builder
	harness.WriteString("import itertools\nbad = 0\nchecked = {'code': 0, 'doc': 0, 'solution': 0}\n")
	n := 0
	for _, e := range res.Entries {
		rec := e.Record
		if rec.ErrorMessage != "target" {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, rec.FilePath))
		if err != nil {
			t.Fatal(err)
		}
		n++
		fmt.Fprintf(&harness, "\n# %s\nns = {}\nexec(%s, ns)\n", rec.FilePath, pyStr(string(src)))
		checks := propertyChecks(&rec)
		fmt.Fprintf(&harness, "checks = %s\nrebinds = %v\n", checks, map[bool]string{true: "True", false: "False"}[strings.Contains(string(src), "c = c * 2 - 1")])
		harness.WriteString(`for a, b, c in itertools.product(range(-1, 3), repeat=3):
    try:
        ns['f'](a, b, c)
        reached = False
    except ValueError:
        reached = True
    except KeyError:
        continue
    caller = {'a': a, 'b': b, 'c': c}
    inside = {'a': a, 'b': b, 'c': c * 2 - 1 if rebinds else c, 't': a + b}  # the names as the function reads them at the test
    for kind, text, pre, want in checks:
        env = caller if kind == 'code' else inside
        if pre and not eval(pre, {}, dict(env)):
            continue
        checked[kind] += 1
        if kind == 'code':
            try:
                exec(text, {}, dict(env))
                got = False
            except AssertionError:
                got = True
        else:
            got = bool(eval(text, {}, dict(env)))
        if want == 'iff' and got != reached or want == 'implied' and reached and not got:
            bad += 1
            if bad <= 20:
                print('MISMATCH', ` + pyStr(rec.FilePath) + `, kind, repr(text), 'when', repr(pre), 'a,b,c =', (a, b, c), 'reached' if reached else 'not reached')
`)
	}
	harness.WriteString("print('checked', checked['code'], checked['doc'], checked['solution'])\nprint('bad', bad)\n")
	if n < programs*9/10 {
		t.Fatalf("only %d of %d programs gave a record of the target raise", n, programs)
	}
	hp := filepath.Join(dir, "harness.py")
	os.WriteFile(hp, []byte(harness.String()), 0o644)
	out, err := exec.Command(py, hp).CombinedOutput()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, out)
	}
	var code, doc, sol, bad int
	for _, ln := range strings.Split(string(out), "\n") {
		fmt.Sscanf(ln, "checked %d %d %d", &code, &doc, &sol)
		fmt.Sscanf(ln, "bad %d", &bad)
	}
	t.Logf("%d programs; input checks: validationCode %d, documentation %d, solutions %d", n, code, doc, sol)
	if bad > 0 {
		t.Errorf("%d mismatches:\n%s", bad, out)
	}
	if code < 1000 || doc < 1000 || sol < 1000 {
		t.Errorf("too few checks ran (validationCode %d, documentation %d, solutions %d):\n%s", code, doc, sol, out)
	}
}

var (
	whenRE  = regexp.MustCompile("^When `([^`]+)` holds(?: \\([^)]*\\))?, (.*)$")
	sureRE  = regexp.MustCompile("^[Mm]ake sure `([^`]+)` holds")
	useRE   = regexp.MustCompile("^[Uu]se (-?\\d+) for `(\\w+)`")
	avoidRE = regexp.MustCompile("^[Dd]o not use (-?\\d+) for `(\\w+)`")
	docRE   = regexp.MustCompile("when `([^`]+)` (holds|is false)( \\(among other conditions on the way\\))?")
)

// propertyChecks returns the Python list of checks the record's fields
// make: (kind, text, precondition, "iff" or "implied").
func propertyChecks(r *catalog.Record) string {
	var items []string
	add := func(kind, text, pre, want string) {
		items = append(items, fmt.Sprintf("(%s, %s, %s, %s)", pyStr(kind), pyStr(text), pyStr(pre), pyStr(want)))
	}
	if r.ValidationCode != nil {
		add("code", *r.ValidationCode, "", "iff")
	}
	if r.Documentation != nil {
		if m := docRE.FindStringSubmatch(*r.Documentation); m != nil {
			g := m[1]
			if m[2] == "is false" {
				g = "not (" + g + ")"
			}
			want := "iff"
			if m[3] != "" {
				want = "implied"
			}
			add("doc", g, "", want)
		}
	}
	for _, s := range r.Solutions {
		pre := ""
		if m := whenRE.FindStringSubmatch(s); m != nil {
			pre, s = m[1], m[2]
		}
		switch {
		case sureRE.MatchString(s):
			add("solution", "not ("+sureRE.FindStringSubmatch(s)[1]+")", pre, "iff")
		case useRE.MatchString(s):
			m := useRE.FindStringSubmatch(s)
			add("solution", m[2]+" != "+m[1], pre, "iff")
		case avoidRE.MatchString(s):
			m := avoidRE.FindStringSubmatch(s)
			add("solution", m[2]+" == "+m[1], pre, "iff")
		}
	}
	return "[" + strings.Join(items, ", ") + "]"
}

func pyStr(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`, "\n", `\n`).Replace(s) + "'"
}

// genProgram returns a Python module defining f(a, b, c), which raises
// ValueError("target") at one place.
func genProgram(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString("def f(a, b, c):\n")
	g := &gen{r: r, b: &b}
	if r.IntN(3) == 0 {
		b.WriteString("    t = a + b\n")
		g.local = true
	}
	if r.IntN(4) == 0 {
		b.WriteString("    c = c * 2 - 1\n") // a parameter bound again: the guard reads the new value
	}
	g.block(1, 2, true)
	if !g.placed {
		b.WriteString("    raise ValueError(\"target\")\n")
	}
	return b.String()
}

type gen struct {
	r      *rand.Rand
	b      *strings.Builder
	placed bool
	local  bool
}

func (g *gen) cond() string {
	vars := []string{"a", "b", "c"}
	if g.local {
		vars = append(vars, "t")
	}
	v := func() string { return vars[g.r.IntN(len(vars))] }
	atom := func() string {
		switch g.r.IntN(6) {
		case 0:
			return v() + " == " + fmt.Sprint(g.r.IntN(3)-1)
		case 1:
			return v() + " != " + fmt.Sprint(g.r.IntN(3))
		case 2:
			return v() + " > " + fmt.Sprint(g.r.IntN(3)-1)
		case 3:
			return v() + " < " + v()
		case 4:
			return "not " + v()
		}
		return v() + " >= " + fmt.Sprint(g.r.IntN(3))
	}
	switch g.r.IntN(5) {
	case 0:
		return atom() + " and " + atom()
	case 1:
		return atom() + " or " + atom()
	}
	return atom()
}

// block writes statements at indentation depth; last says the block may
// end with the target raise.
func (g *gen) block(depth, budget int, last bool) {
	ind := strings.Repeat("    ", depth)
	n := 1 + g.r.IntN(3)
	wrote := false
	for i := 0; i < n; i++ {
		switch k := g.r.IntN(7); {
		case k == 0 && budget > 0:
			fmt.Fprintf(g.b, "%sfor _ in range(a + 2):\n", ind)
			g.block(depth+1, budget-1, true)
		case k <= 2 && budget > 0:
			fmt.Fprintf(g.b, "%sif %s:\n", ind, g.cond())
			g.block(depth+1, budget-1, true)
			for j := g.r.IntN(3); j > 0; j-- {
				fmt.Fprintf(g.b, "%selif %s:\n", ind, g.cond())
				g.block(depth+1, budget-1, true)
			}
			if g.r.IntN(2) == 0 {
				fmt.Fprintf(g.b, "%selse:\n", ind)
				g.block(depth+1, budget-1, true)
			}
		case k == 3:
			fmt.Fprintf(g.b, "%sif %s:\n%s    return 0\n", ind, g.cond(), ind)
		case k == 4:
			fmt.Fprintf(g.b, "%sif %s:\n%s    raise KeyError(\"other\")\n", ind, g.cond(), ind)
		default:
			fmt.Fprintf(g.b, "%spass\n", ind)
		}
		wrote = true
	}
	if last && !g.placed && g.r.IntN(3) == 0 {
		fmt.Fprintf(g.b, "%sraise ValueError(\"target\")\n", ind)
		g.placed = true
		return
	}
	if !wrote {
		fmt.Fprintf(g.b, "%spass\n", ind)
	}
}
