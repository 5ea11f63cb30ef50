package enrich

import (
	"sort"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/lazyre"
)

// A guard often tests a local of its function (tuned_cache_aware,
// state_types) that the function computes from its parameters and its
// receiver a few lines above. A caller cannot name the local, but it can
// evaluate its definition: funcView finds it in the record's source
// window, and the grounded fields say what the local stands for (and
// validationCode uses the definition in its place).
//
// A definition is used only when it is certain to be the value the guard
// reads: the window holds the function's header (so it shows every
// binding of the name before the site; it may go on past the function's
// end, which only makes a binding there count too), the name is bound
// exactly once in the window, by a plain assignment (Python "x = …", Rust
// "let x = …;", not "let mut") at the function body's own indentation
// (not inside a branch or a loop), above the site's line, and (Python)
// nothing between the two calls a method of it or assigns into it.

// definition is the definition of a local a guard reads.
type definition struct {
	expr string // the right-hand side, white space folded
	line int
}

// funcView is what the source window of a record says about the locals
// of its function: their certain definitions, by name.
type funcView struct {
	defs map[string]definition
}

var (
	// bindRE finds the names a line binds: assignment targets (plain,
	// annotated, augmented, tuple), loop, with and except targets,
	// global and nonlocal declarations, walruses, let patterns.
	bindRE  = lazyre.New(`(?:^|[^.\w])([A-Za-z_]\w*)\s*(?::[^=\n]*)?(?:[-+*/%|&^@]|//|\*\*|<<|>>)?=[^=>]|\b(?:for|as|global|nonlocal|mut)\s+([A-Za-z_]\w*)|([A-Za-z_]\w*)\s*:=|([A-Za-z_]\w*)\s*,[^=\n]*=[^=]`)
	pyDefRE = lazyre.New(`^([ \t]*)([A-Za-z_]\w*)\s*(?::[^=]*)?=\s*(\S.*)$`)
	rsDefRE = lazyre.New(`^([ \t]*)let\s+([A-Za-z_]\w*)\s*(?::[^=]*)?=\s*(\S.*)$`)
)

// newFuncView reads the locals' definitions of site s's function from r's
// source window (Python and Rust); nil when there is nothing to read.
func newFuncView(r *catalog.Record, s *extract.Site, l string) *funcView {
	if l != langPython && l != langRust || r.SourceCode == "" || s.Context.Guard == "" {
		return nil
	}
	lines := strings.Split(r.SourceCode, "\n")
	site := r.LineNumber - r.SourceCodeStart
	fn := lastPart(s.Context.Function)
	if fn == "" || site <= 0 || site >= len(lines) {
		return nil
	}
	if l == langRust {
		return rustView(r, lines, site)
	}
	first := headerAbove(lines, site, fn, l)
	if first < 0 {
		return nil
	}
	// The body's indentation: the first statement after the line that
	// ends the header (":" or "{").
	body := ""
	for i := first; i < site && body == ""; i++ {
		t := stripComment(lines[i], l)
		if !(l == langPython && strings.HasSuffix(t, ":") || l == langRust && strings.HasSuffix(t, "{")) {
			continue
		}
		for j := i + 1; j < site; j++ {
			if tt := strings.TrimSpace(lines[j]); tt != "" && !strings.HasPrefix(tt, "#") && !strings.HasPrefix(tt, "//") && !strings.HasPrefix(tt, `"""`) {
				body = lines[j][:len(lines[j])-len(strings.TrimLeft(lines[j], " \t"))]
				break
			}
		}
		break
	}
	if body == "" {
		return nil
	}
	binds := map[string]int{}
	at := map[string]int{}
	for i := first + 1; i < len(lines); i++ {
		code := stripComment(lines[i], l)
		for _, m := range bindRE.FindAllStringSubmatch(code, -1) {
			for _, n := range m[1:] {
				if n != "" {
					binds[n]++
				}
			}
		}
		if i >= site {
			continue
		}
		re := pyDefRE
		if l == langRust {
			re = rsDefRE
		}
		if m := re.FindStringSubmatch(code); m != nil && m[1] == body {
			if _, seen := at[m[2]]; !seen {
				at[m[2]] = i
			}
		}
	}
	fv := &funcView{defs: map[string]definition{}}
	for name, i := range at {
		if binds[name] != 1 || l == langPython && mutated(lines[i+1:site], name) {
			continue
		}
		if d, ok := readDef(lines, i, site, name, l); ok {
			fv.defs[name] = d
			fv.defs[name] = definition{expr: d.expr, line: r.SourceCodeStart + i}
		}
	}
	return fv
}

// rustView reads the definitions of Rust locals: a let without mut cannot
// be assigned again, so the nearest "let x = …;" above the site is the
// value the site reads when every line between is in its block (indented
// at least as deep) and binds x nowhere else.
func rustView(r *catalog.Record, lines []string, site int) *funcView {
	fv := &funcView{defs: map[string]definition{}}
	indent := func(ln string) int { return len(ln) - len(strings.TrimLeft(ln, " \t")) }
	floor := indent(lines[site])
	bound := map[string]bool{}
	for i := site - 1; i >= 0; i-- {
		ln := stripComment(lines[i], langRust)
		if strings.TrimSpace(ln) == "" {
			continue
		}
		if indent(ln) < floor {
			floor = indent(ln)
			if t := strings.TrimSpace(ln); strings.HasSuffix(t, "{") && (strings.Contains(t, "fn ") || strings.HasPrefix(t, "impl")) {
				break // the function's header
			}
		}
		m := rsDefRE.FindStringSubmatch(ln)
		if m != nil && len(m[1]) == floor && !bound[m[2]] {
			if d, ok := readDef(lines, i, site, m[2], langRust); ok {
				fv.defs[m[2]] = definition{expr: d.expr, line: r.SourceCodeStart + i}
			}
		}
		for _, b := range bindRE.FindAllStringSubmatch(ln, -1) {
			for _, n := range b[1:] {
				if n != "" {
					bound[n] = true
				}
			}
		}
	}
	return fv
}

// isHeader reports whether ln opens the definition of function fn.
func isHeader(ln, fn, l string) bool {
	t := strings.TrimSpace(ln)
	if l == langPython {
		t = strings.TrimPrefix(t, "async ")
		return strings.HasPrefix(t, "def "+fn+"(") || strings.HasPrefix(t, "def "+fn+" (")
	}
	for _, p := range []string{"pub(crate) ", "pub(super) ", "pub ", "async ", "unsafe ", "const ", "extern \"C\" "} {
		t = strings.TrimPrefix(t, p)
	}
	return strings.HasPrefix(t, "fn "+fn+"(") || strings.HasPrefix(t, "fn "+fn+"<")
}

// mutated reports whether a line of lines calls a method of name or
// assigns into it (name.append(x), name[k] = v, del name[k]).
func mutated(lines []string, name string) bool {
	for _, ln := range lines {
		for i := strings.Index(ln, name); i >= 0; {
			end := i + len(name)
			if (i == 0 || !isIdentByte(ln[i-1]) && ln[i-1] != '.') && end < len(ln) && (ln[end] == '.' || ln[end] == '[') {
				return true
			}
			j := strings.Index(ln[end:], name)
			if j < 0 {
				break
			}
			i = end + j
		}
	}
	return false
}

// readDef reads the right-hand side of the definition of name at line i,
// over as many lines as its brackets (and for Rust its ";") take.
func readDef(lines []string, i, site int, name, l string) (definition, bool) {
	re := pyDefRE
	if l == langRust {
		re = rsDefRE
	}
	m := re.FindStringSubmatch(stripComment(lines[i], l))
	if m == nil || m[2] != name {
		return definition{}, false
	}
	text := m[3]
	for j := i + 1; ; j++ {
		t := strings.TrimSpace(text)
		c := parseCond(strings.TrimSuffix(t, ";"), l)
		if c.ok && (l == langPython && !strings.HasSuffix(t, "\\") || l == langRust && strings.HasSuffix(t, ";")) {
			text = strings.TrimSuffix(t, ";")
			break
		}
		if j >= site || j >= len(lines) || j-i > 12 {
			return definition{}, false
		}
		text = strings.TrimSuffix(t, "\\") + " " + stripComment(lines[j], l)
	}
	text = strings.Join(strings.Fields(text), " ")
	if text == "" || !parseCond(text, l).ok {
		return definition{}, false
	}
	return definition{expr: text}, true
}

// stripComment cuts a trailing # or // comment off a line of code (not
// inside a string: a line holding a quote before it keeps its text).
func stripComment(ln, l string) string {
	mark := "#"
	if l == langRust {
		mark = "//"
	}
	i := strings.Index(ln, mark)
	if i < 0 || strings.ContainsAny(ln[:i], `"'`) {
		return strings.TrimRight(ln, " \t")
	}
	return strings.TrimRight(ln[:i], " \t")
}

// def returns the certain definition of the local name.
func (fv *funcView) def(name string) (definition, bool) {
	if fv == nil {
		return definition{}, false
	}
	d, ok := fv.defs[name]
	return d, ok
}

// localDefs returns the definitions of the locals e reads (the names
// localNote flags), by name; a local without a certain definition is
// absent.
func (fv *funcView) localDefs(s *extract.Site, e, l string, imported map[string]bool) map[string]definition {
	var out map[string]definition
	for _, n := range localNames(s, e, l, imported) {
		if d, ok := fv.def(n); ok {
			if out == nil {
				out = map[string]definition{}
			}
			out[n] = d
		}
	}
	return out
}

// inline returns e with each local of defs replaced by its definition,
// bracketed unless it is a single operand. The latest definition goes
// first, so that one reading an earlier local (bs = num_rows // k) has
// that local replaced in turn, whatever the map's order.
func inline(e, l string, defs map[string]definition) string {
	names := make([]string, 0, len(defs))
	for n := range defs {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		if a, b := defs[names[i]].line, defs[names[j]].line; a != b {
			return a > b
		}
		return names[i] < names[j]
	})
	for _, n := range names {
		d := defs[n]
		rhs := d.expr
		if !parseCond(rhs, l).primary() {
			rhs = "(" + rhs + ")"
		}
		e = parseCond(e, l).rename(n, rhs)
	}
	return e
}

// rebound reports whether a Rust let binds name again above r's site, in
// a block that encloses it, up to the function's header (or the window's
// top).
func rebound(r *catalog.Record, name string) bool {
	lines := strings.Split(r.SourceCode, "\n")
	site := r.LineNumber - r.SourceCodeStart
	if site <= 0 || site >= len(lines) {
		return false
	}
	indent := func(ln string) int { return len(ln) - len(strings.TrimLeft(ln, " \t")) }
	floor := indent(lines[site])
	for i := site - 1; i >= 0; i-- {
		ln := stripComment(lines[i], langRust)
		if strings.TrimSpace(ln) == "" {
			continue
		}
		if indent(ln) < floor {
			floor = indent(ln)
			if t := strings.TrimSpace(ln); strings.HasSuffix(t, "{") && (strings.Contains(t, "fn ") || strings.HasPrefix(t, "impl")) {
				return false
			}
		}
		if m := rsLetRE.FindStringSubmatch(ln); m != nil && len(m[1]) == floor && m[2] == name {
			return true
		}
	}
	return false
}

// rsLetRE matches a let of a plain name, mut or not.
var rsLetRE = lazyre.New(`^([ \t]*)let\s+(?:mut\s+)?([A-Za-z_]\w*)\b`)

// pyRebound reports whether the Python function of s may bind name before
// r's site: some line between the function's header and the site binds it,
// or the window does not show the header (then it cannot be ruled out).
func pyRebound(r *catalog.Record, s *extract.Site, name string) bool {
	lines := strings.Split(r.SourceCode, "\n")
	site := r.LineNumber - r.SourceCodeStart
	fn := lastPart(s.Context.Function)
	if fn == "" || site <= 0 || site >= len(lines) {
		return true
	}
	first := headerAbove(lines, site, fn, langPython)
	if first < 0 {
		return true
	}
	for i := first + 1; i < site; i++ {
		for _, m := range bindRE.FindAllStringSubmatch(stripComment(lines[i], langPython), -1) {
			for _, n := range m[1:] {
				if n == name {
					return true
				}
			}
		}
	}
	return false
}

// fieldRE finds the dotted field chains a guard reads (conn.cert_file,
// self.args.index).
var fieldRE = lazyre.New(`\b[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+\b`)

// assignsAbove reports whether a line of r's source window above the site
// assigns a field chain that guard reads ("conn.cert_file = cert[0]",
// "args.index = args.index.saturating_add(1)"): the value the guard tests
// is the function's, not the caller's.
func assignsAbove(r *catalog.Record, guard, l string) bool {
	fields := fieldRE.FindAllString(guard, -1)
	if len(fields) == 0 {
		return false
	}
	lines := strings.Split(r.SourceCode, "\n")
	site := r.LineNumber - r.SourceCodeStart
	for i := 0; i < site && i < len(lines); i++ {
		code := stripComment(lines[i], l)
		for _, f := range fields {
			if strings.HasPrefix(f, "self.") && l == langPython && !strings.Contains(code, f) {
				continue
			}
			at := strings.Index(code, f)
			for at >= 0 {
				rest := strings.TrimLeft(code[at+len(f):], " \t")
				before := at == 0 || !isIdentByte(code[at-1]) && code[at-1] != '.'
				if before && assignOpRE.MatchString(rest) {
					return true
				}
				next := strings.Index(code[at+len(f):], f)
				if next < 0 {
					break
				}
				at += len(f) + next
			}
		}
	}
	return false
}

// assignOpRE matches an assignment operator at the start of the text
// after a name (=, +=, //=, not ==).
var assignOpRE = lazyre.New(`^(?:[-+*/%|&^@]|//|\*\*|<<|>>)?=(?:[^=]|$)`)

// headerAbove returns the index of the function's header in lines: the
// nearest line above the site's that defines a function named fn in
// language l; -1 when the window does not show it.
func headerAbove(lines []string, site int, fn, l string) int {
	for i := site - 1; i >= 0; i-- {
		if isHeader(lines[i], fn, l) {
			return i
		}
	}
	return -1
}
