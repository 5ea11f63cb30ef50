package python

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// Native twins. A module often ships a pure-Python implementation and a
// compiled one, and chooses at import time:
//
//	try:
//	    from ._cmsgpack import Packer, unpackb
//	except ImportError:
//	    from .fallback import Packer, unpackb
//
// or defines the Python version first and lets the compiled one replace
// it (CPython's bisect.py ends in "try: from _bisect import * except
// ImportError: pass"; functools defines reduce, then imports _functools'
// reduce over it), or defines the Python version only in the handler.
// When the compiled module is installed, the Python code never runs: its
// raise sites are not where an error came from, although they raise the
// same texts (msgpack's C unpacker and fallback.py both raise "Unpack
// failed: incomplete input"), and a traceback shows no Python frame
// there. Such sites are tagged "twin:MODULE", MODULE the compiled module
// that shadows them, so that the matcher does not answer them as the one
// site from the message alone.
//
// The compiled name may also be bound to None where its import fails, by
// the handler or by a function that imports it and returns it, or None
// (importFuncs), and then chosen with "or" (nullImports, nullCalls).
//
// Run offers each such binding to the link pass (Def kind "twin", Name
// the name the module binds, Path [A, name in A, B, name in B]: A the
// module tried first, B the fallback module, or "" when the fallback is
// the file's own definition of Name; a star import is "*"). The link
// pass tags, when A is not a Python module of the scan (a C extension, a
// Cython module whose .pyx the scan holds, another distribution, or the
// standard library for a backport): the
// sites in the fallback's definitions of those names, or every site of
// the fallback module B when no module of the scan imports B at its top
// level (B exists only as the fallback, so all of it is shadowed: its
// helpers too).

// twinTag starts the tag of a site that a compiled module shadows.
const twinTag = catalog.TwinTag

// twinDefs returns the file's twin bindings (see above): those of the
// try statements at module level, or inside if statements there.
func (x *file) twinDefs() []extract.Def {
	if x.root == nil {
		return nil
	}
	var out []extract.Def
	nulled := map[string]importBinding{} // see nullImports and nullCalls
	funcs := x.importFuncs()
	var walk func(block *tsutil.Node, depth int)
	walk = func(block *tsutil.Node, depth int) {
		for i := uint(0); block != nil && i < x.namedChildCount(block) && depth < 8; i++ {
			st := x.namedChild(block, i)
			switch x.kind(st) {
			case "try_statement":
				tried, handler := x.importTry(st)
				out = append(out, x.twinTry(st, tried, handler)...)
				for k, v := range x.nullImports(tried, handler) {
					nulled[k] = v
				}
			case "expression_statement":
				for k, v := range x.nullCalls(st, funcs) {
					nulled[k] = v
				}
				// scanstring = c_scanstring or py_scanstring: the
				// compiled one where it imported, else the file's
				for _, p := range x.assignPairs(st) {
					v := x.unparen(p[1])
					if x.kind(v) != "boolean_operator" || !strings.Contains(x.text(v), " or ") {
						continue
					}
					a, b := x.field(v, "left"), x.field(v, "right")
					if a == nil || b == nil || x.kind(a) != "identifier" || x.kind(b) != "identifier" {
						continue
					}
					if t, ok := nulled[x.text(a)]; ok && x.definesBefore(x.text(b), st) {
						out = append(out, extract.Def{Kind: "twin", Name: x.text(p[0]), Path: []string{t.module, t.name, "", x.text(b)}, Line: st.Line()})
					}
				}
			case "if_statement":
				walk(x.field(st, "consequence"), depth+1)
				for j := uint(0); j < x.namedChildCount(st); j++ {
					switch c := x.namedChild(st, j); x.kind(c) {
					case "elif_clause":
						walk(x.field(c, "consequence"), depth+1)
					case "else_clause":
						walk(x.field(c, "body"), depth+1)
					}
				}
			}
		}
	}
	walk(x.root, 0)
	if names := x.definedBefore(nil); len(names) >= minParallelNames {
		slices.Sort(names) // the screen's omitted functions come first
		out = append(out, extract.Def{Kind: "defines", Path: names})
	}
	return out
}

// importBinding is one name an import statement binds.
type importBinding struct {
	module, name, as string // name "*" for a star import
}

// fromImports returns the names the from-import statements directly in
// block bind.
func (x *file) fromImports(block *tsutil.Node) []importBinding {
	var out []importBinding
	for i := uint(0); block != nil && i < x.namedChildCount(block); i++ {
		st := x.namedChild(block, i)
		if x.kind(st) != "import_from_statement" {
			continue
		}
		modNode := x.field(st, "module_name")
		mod := x.text(modNode)
		for j := uint(0); j < x.namedChildCount(st); j++ {
			c := x.namedChild(st, j)
			switch {
			case same(c, modNode) || x.kind(c) == "comment":
			case x.kind(c) == "wildcard_import":
				out = append(out, importBinding{mod, "*", "*"})
			default:
				im := x.importName(mod, c)
				out = append(out, importBinding{mod, im.Name, im.As})
			}
		}
	}
	return out
}

// twinTry returns the twin bindings of one try statement, whose body
// imports tried and whose handler catching ImportError is handler
// (importTry): the names tried when the handler imports them from another
// module, defines them, or leaves the file's earlier definitions in place.
func (x *file) twinTry(try *tsutil.Node, tried []importBinding, handler *tsutil.Node) []extract.Def {
	if handler == nil {
		return nil
	}
	fallback := map[string]importBinding{}
	for _, b := range x.fromImports(handler) {
		fallback[b.as] = b
	}
	aliases := x.aliases(handler) // N = M of the handler, M a name
	defined := map[string]bool{}  // def and class statements of the handler
	bound := map[string]bool{}    // any other name the handler binds
	for _, n := range x.globals(handler, nil, 0) {
		bound[n] = true
	}
	for i := uint(0); i < x.namedChildCount(handler); i++ {
		st := x.namedChild(handler, i)
		if x.kind(st) == "decorated_definition" {
			st = x.field(st, "definition")
		}
		if st != nil && (x.kind(st) == "function_definition" || x.kind(st) == "class_definition") && !x.stub(st) {
			defined[x.text(x.field(st, "name"))] = true
		}
	}
	var out []extract.Def
	add := func(t importBinding, fbModule, fbName string) {
		out = append(out, extract.Def{Kind: "twin", Name: t.as, Path: []string{t.module, t.name, fbModule, fbName}, Line: try.Line()})
	}
	for _, t := range tried {
		if t.name == "*" {
			switch fb, ok := fallback["*"]; {
			case ok:
				add(t, fb.module, "*")
			case len(bound) == 0 && len(fallback) == 0:
				// pass: every definition above stays unless the module
				// replaces it; which ones it does is not written here.
				for _, name := range x.definedBefore(try) {
					add(importBinding{t.module, "*", name}, "", name)
				}
			}
			continue
		}
		if fb, ok := fallback[t.as]; ok {
			add(t, fb.module, fb.name)
			continue
		}
		if defined[t.as] {
			add(t, "", t.as)
			continue
		}
		if rhs, ok := aliases[t.as]; ok && x.definesBefore(rhs, try) {
			// Pickler, Unpickler = _Pickler, _Unpickler: the
			// file's own definitions under other names
			add(t, "", rhs)
			continue
		}
		if bound[t.as] {
			continue // a stub, or a value
		}
		if !bound[t.as] && !fallbackStar(fallback) && x.definesBefore(t.as, try) {
			add(t, "", t.as)
		}
	}
	return out
}

// nullImports returns, by the name bound, the imports tried of a try
// statement that its ImportError handler h sets to None ("try: from _json
// import scanstring as c_scanstring except ImportError: c_scanstring =
// None").
func (x *file) nullImports(tried []importBinding, h *tsutil.Node) map[string]importBinding {
	var out map[string]importBinding
	for j := uint(0); h != nil && j < x.namedChildCount(h); j++ {
		for _, p := range x.assignPairs(x.namedChild(h, j)) {
			if x.kind(p[1]) != "none" {
				continue
			}
			for _, t := range tried {
				if t.as == x.text(p[0]) && t.name != "*" {
					if out == nil {
						out = map[string]importBinding{}
					}
					out[t.as] = t
				}
			}
		}
	}
	return out
}

// importFuncs returns, by name, the module-level functions without
// parameters that import from a module and return what they imported,
// or None when the import fails:
//
//	def _import_c_make_scanner():
//	    try:
//	        from ._speedups import make_scanner
//	        return make_scanner
//	    except ImportError:
//	        return None
//
// Each value is one binding per value returned: a name the try body
// imports, or an attribute of a module it imports ("from . import
// _speedups" / "return _speedups.a, _speedups.b" / "return None, None").
// The return may also follow the try statement.
func (x *file) importFuncs() map[string][]importBinding {
	var out map[string][]importBinding
	for i := uint(0); x.root != nil && i < x.namedChildCount(x.root); i++ {
		def := x.namedChild(x.root, i)
		if x.kind(def) != "function_definition" {
			continue
		}
		if ps := x.field(def, "parameters"); ps == nil || x.namedChildCount(ps) != 0 {
			continue
		}
		body := x.statements(x.field(def, "body"))
		if len(body) == 0 || len(body) > 2 || x.kind(body[0]) != "try_statement" {
			continue
		}
		try := body[0]
		tried, handler := x.importTry(try)
		if handler == nil {
			continue
		}
		// The try body: imports, then the return or nothing.
		var ret *tsutil.Node
		plain := true
		for _, st := range x.statements(x.field(try, "body")) {
			switch {
			case ret != nil:
				plain = false
			case x.kind(st) == "return_statement":
				ret = st
			case x.kind(st) != "import_from_statement":
				plain = false
			}
		}
		if len(body) == 2 {
			if ret != nil || x.kind(body[1]) != "return_statement" {
				continue
			}
			ret = body[1]
		}
		if !plain {
			continue
		}
		for j := uint(0); j < x.namedChildCount(try); j++ {
			if k := x.kind(x.namedChild(try, j)); k == "else_clause" || k == "finally_clause" {
				ret = nil
			}
		}
		bs := x.returnedImports(ret, tried)
		if bs == nil {
			continue
		}
		hs := x.statements(handler)
		if len(hs) != 1 || x.kind(hs[0]) != "return_statement" || x.noneCount(hs[0]) != len(bs) {
			continue
		}
		if out == nil {
			out = map[string][]importBinding{}
		}
		out[x.text(x.field(def, "name"))] = bs
	}
	return out
}

// returnedImports returns what return statement ret returns, one
// binding a value, when each is a name of tried or an attribute of a
// module of tried; else nil.
func (x *file) returnedImports(ret *tsutil.Node, tried []importBinding) []importBinding {
	if ret == nil || x.namedChildCount(ret) != 1 {
		return nil
	}
	v := x.namedChild(ret, 0)
	vals := []*tsutil.Node{v}
	if k := x.kind(v); k == "expression_list" || k == "tuple" {
		vals = vals[:0]
		for i := uint(0); i < x.namedChildCount(v); i++ {
			vals = append(vals, x.namedChild(v, i))
		}
	}
	var out []importBinding
	for _, v := range vals {
		name, attr := x.text(v), ""
		if x.kind(v) == "attribute" {
			obj := x.field(v, "object")
			if obj == nil || x.kind(obj) != "identifier" {
				return nil
			}
			name, attr = x.text(obj), x.text(x.field(v, "attribute"))
		} else if x.kind(v) != "identifier" {
			return nil
		}
		i := slices.IndexFunc(tried, func(t importBinding) bool { return t.as == name && t.name != "*" })
		if i < 0 {
			return nil
		}
		t := tried[i]
		if attr != "" {
			mod := t.module + "." + t.name
			if strings.HasSuffix(t.module, ".") {
				mod = t.module + t.name // from . import _speedups
			}
			t = importBinding{mod, attr, attr}
		}
		out = append(out, t)
	}
	return out
}

// noneCount returns how many Nones return statement ret returns: 1 for
// "return" and "return None", n for a tuple of n Nones, else 0.
func (x *file) noneCount(ret *tsutil.Node) int {
	if x.namedChildCount(ret) == 0 {
		return 1
	}
	v := x.namedChild(ret, 0)
	if x.kind(v) == "none" {
		return 1
	}
	if k := x.kind(v); k != "expression_list" && k != "tuple" {
		return 0
	}
	n := int(x.namedChildCount(v))
	for i := uint(0); i < x.namedChildCount(v); i++ {
		if x.kind(x.namedChild(v, i)) != "none" {
			return 0
		}
	}
	return n
}

// nullCalls returns, by the name bound, the imports that a module-level
// assignment from a call of one of funcs (importFuncs) binds:
// "c_make_scanner = _import_c_make_scanner()", None where the import
// failed, as nullImports' are.
func (x *file) nullCalls(st *tsutil.Node, funcs map[string][]importBinding) map[string]importBinding {
	if len(funcs) == 0 || x.kind(st) != "expression_statement" || x.namedChildCount(st) != 1 {
		return nil
	}
	as := x.namedChild(st, 0)
	if x.kind(as) != "assignment" {
		return nil
	}
	left, right := x.field(as, "left"), x.field(as, "right")
	if left == nil || right == nil || x.kind(right) != "call" {
		return nil
	}
	f, args := x.field(right, "function"), x.field(right, "arguments")
	if f == nil || x.kind(f) != "identifier" || args == nil || x.namedChildCount(args) != 0 {
		return nil
	}
	bs := funcs[x.text(f)]
	targets := []*tsutil.Node{left}
	if k := x.kind(left); k == "pattern_list" || k == "tuple_pattern" {
		targets = targets[:0]
		for i := uint(0); i < x.namedChildCount(left); i++ {
			targets = append(targets, x.namedChild(left, i))
		}
	}
	if len(bs) == 0 || len(targets) != len(bs) {
		return nil
	}
	out := map[string]importBinding{}
	for i, t := range targets {
		if x.kind(t) == "identifier" {
			out[x.text(t)] = importBinding{bs[i].module, bs[i].name, x.text(t)}
		}
	}
	return out
}

// statements returns the statements of block, without comments and a
// leading docstring.
func (x *file) statements(block *tsutil.Node) []*tsutil.Node {
	var out []*tsutil.Node
	for i := uint(0); block != nil && i < x.namedChildCount(block); i++ {
		st := x.namedChild(block, i)
		if x.kind(st) == "comment" || len(out) == 0 && x.kind(st) == "expression_statement" && x.kind(x.namedChild(st, 0)) == "string" {
			continue
		}
		out = append(out, st)
	}
	return out
}

// unparen returns n without the parentheses around it.
func (x *file) unparen(n *tsutil.Node) *tsutil.Node {
	for n != nil && x.kind(n) == "parenthesized_expression" && x.namedChildCount(n) == 1 {
		n = x.namedChild(n, 0)
	}
	return n
}

// importTry returns the names the body of try statement try imports and
// the block of its first handler that catches ImportError; no handler
// when the body imports nothing.
func (x *file) importTry(try *tsutil.Node) (tried []importBinding, handler *tsutil.Node) {
	tried = x.fromImports(x.field(try, "body"))
	if len(tried) == 0 {
		return nil, nil
	}
	for i := uint(0); i < x.namedChildCount(try); i++ {
		if c := x.namedChild(try, i); x.kind(c) == "except_clause" && x.catchesImportError(c) {
			return tried, x.lastBlock(c)
		}
	}
	return tried, nil
}

// aliases returns the names that the assignments directly in block bind
// to another name: {"Pickler": "_Pickler", "dumps": "_dumps"} for
// "Pickler, dumps = _Pickler, _dumps".
func (x *file) aliases(block *tsutil.Node) map[string]string {
	out := map[string]string{}
	for i := uint(0); block != nil && i < x.namedChildCount(block); i++ {
		for _, p := range x.assignPairs(x.namedChild(block, i)) {
			if x.kind(p[1]) == "identifier" {
				out[x.text(p[0])] = x.text(p[1])
			}
		}
	}
	return out
}

// assignPairs returns the target and value of each name an assignment
// statement st binds one to one ("a = b", "a, b = c, d"), or nothing.
func (x *file) assignPairs(st *tsutil.Node) [][2]*tsutil.Node {
	if x.kind(st) != "expression_statement" || x.namedChildCount(st) != 1 {
		return nil
	}
	as := x.namedChild(st, 0)
	if x.kind(as) != "assignment" {
		return nil
	}
	left, right := x.field(as, "left"), x.field(as, "right")
	if left == nil || right == nil {
		return nil
	}
	if x.kind(left) == "identifier" {
		return [][2]*tsutil.Node{{left, right}}
	}
	if (x.kind(left) != "pattern_list" && x.kind(left) != "tuple_pattern") || (x.kind(right) != "expression_list" && x.kind(right) != "tuple") {
		return nil
	}
	n := x.namedChildCount(left)
	if n != x.namedChildCount(right) {
		return nil
	}
	var out [][2]*tsutil.Node
	for i := uint(0); i < n; i++ {
		if l := x.namedChild(left, i); x.kind(l) == "identifier" {
			out = append(out, [2]*tsutil.Node{l, x.namedChild(right, i)})
		}
	}
	return out
}

// stub reports whether def is a function whose body is one raise
// statement (after its docstring): it reports that the module is missing
// ("Need bcrypt module") rather than doing what the module does, so the
// module raises no such text.
func (x *file) stub(def *tsutil.Node) bool {
	if x.kind(def) != "function_definition" {
		return false
	}
	stmts := x.statements(x.field(def, "body"))
	return len(stmts) == 1 && x.kind(stmts[0]) == "raise_statement"
}

func fallbackStar(fb map[string]importBinding) bool { _, ok := fb["*"]; return ok }

// catchesImportError reports whether except clause c catches ImportError
// (ModuleNotFoundError, a tuple holding one of them, or everything).
func (x *file) catchesImportError(c *tsutil.Node) bool {
	v := x.field(c, "value")
	if v == nil {
		h := x.text(c)
		if i := strings.IndexByte(h, ':'); i >= 0 {
			h = h[:i]
		}
		return strings.TrimSpace(h) == "except" // a bare except
	}
	found := false
	x.walk(v, func(n *tsutil.Node, kind string) bool {
		if kind == "identifier" || kind == "attribute" {
			switch name := x.text(n); name[strings.LastIndexByte(name, '.')+1:] {
			case "ImportError", "ModuleNotFoundError", "Exception", "BaseException":
				found = true
			}
			return false
		}
		return true
	})
	return found
}

// definedBefore returns the names of the module-level functions and
// classes defined above statement st.
func (x *file) definedBefore(st *tsutil.Node) []string {
	end := uint(len(x.src)) // nil: the whole module
	if st != nil {
		end = st.StartByte()
	}
	var out []string
	for _, o := range x.omitted {
		if o.at < int(end) {
			out = append(out, o.name)
		}
	}
	for i := uint(0); i < x.namedChildCount(x.root); i++ {
		d := x.namedChild(x.root, i)
		if d.StartByte() >= end {
			break
		}
		if x.kind(d) == "decorated_definition" {
			d = x.field(d, "definition")
		}
		if d != nil && (x.kind(d) == "function_definition" || x.kind(d) == "class_definition") {
			out = append(out, x.text(x.field(d, "name")))
		}
	}
	return out
}

// definesBefore reports whether a module-level function or class named
// name is defined above statement st.
func (x *file) definesBefore(name string, st *tsutil.Node) bool {
	for _, n := range x.definedBefore(st) {
		if n == name {
			return true
		}
	}
	return false
}

// tagTwins tags, in the link pass, the sites that a compiled module
// shadows (see twinDefs and tagParallel).
func (w *world) tagTwins() {
	w.tagParallel()
	// Fallback modules that some Python module's failure also loads: only
	// the names a compiled module shadows are tagged there.
	pyFallback := map[string]bool{}
	w.eachDef("twin", 4, func(f extract.Linked, d extract.Def) {
		if d.Path[2] != "" && w.pythonModule(w.absolute(f.Path, d.Path[0])) {
			pyFallback[w.absolute(f.Path, d.Path[2])] = true
		}
	})
	var imported map[string]bool // built on first use
	w.eachDef("twin", 4, func(f extract.Linked, d extract.Def) {
		a := w.absolute(f.Path, d.Path[0])
		switch {
		case w.pythonModule(a):
			return // both are Python: a traceback tells them apart
		case d.Path[2] == "":
			tagSites(f, d.Path[3], twinTag+a)
			return
		case imported == nil:
			imported = w.topImported()
		}
		b, name := w.absolute(f.Path, d.Path[2]), d.Path[3]
		for hop := 0; hop < 4 && b != ""; hop++ {
			j, ok := w.byModule[b]
			if !ok {
				return
			}
			fb := w.files[j]
			if !imported[b] && !pyFallback[b] && tagSites(fb, "*", twinTag+a) {
				return // only ever the fallback: all of it is shadowed
			}
			if tagSites(fb, name, twinTag+a) || name == "*" {
				return
			}
			// A re-export: follow the fallback module's import of name;
			// or, when it has none, name is a submodule of the package
			// (from pkg import py_impl as mod), all of it the fallback.
			pkg := b
			b = ""
			if fb.Result != nil && fb.Result.Summary != nil {
				for _, e := range fb.Result.Summary.Defs {
					if e.Kind == "import" && e.Name == name && len(e.Path) == 2 {
						b, name = w.absolute(fb.Path, e.Path[0]), e.Path[1]
						break
					}
				}
			}
			if _, ok := w.byModule[pkg+"."+name]; b == "" && name != "*" && ok {
				b, name = pkg+"."+name, "*"
			}
		}
	})
}

// minParallelNames is the fewest names a module must define, and share
// with what the scan imports from one compiled module, to be taken for
// its pure-Python implementation (tagParallel).
const minParallelNames = 4

// tagParallel tags the sites of parallel implementations: a Python
// module of the scan that no module imports at its top level, and that
// defines at its top level at least minParallelNames, and at least half,
// of the names the scan imports from one module that is not a Python
// module of the scan (io.py imports open, FileIO, BytesIO, TextIOWrapper…
// from the compiled _io; _pyio.py defines them in Python, and nothing
// imports it). Such a module is the same API written again in Python,
// for a platform or a test that lacks the compiled one: where that is
// installed, the module's code does not run, as a fallback's does not.
func (w *world) tagParallel() {
	compiled := map[string]map[string]bool{} // module -> names imported from it
	w.eachDef("import", 2, func(f extract.Linked, d extract.Def) {
		a := w.absolute(f.Path, d.Path[0])
		if _, ok := w.byModule[a]; ok || d.Path[1] == "*" {
			return
		}
		if compiled[a] == nil {
			compiled[a] = map[string]bool{}
		}
		compiled[a][d.Path[1]] = true
	})
	if len(compiled) == 0 {
		return
	}
	imported := w.topImported()
	for _, f := range w.files {
		if f.Result == nil || f.Result.Summary == nil || imported[w.lay.module(f.Path)] || len(f.Result.Sites) == 0 {
			continue
		}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind != "defines" {
				continue
			}
			best, bestN := "", 0
			for a, names := range compiled {
				n := 0
				for _, name := range d.Path {
					if names[name] {
						n++
					}
				}
				if n >= minParallelNames && 2*n >= len(names) && (n > bestN || n == bestN && a < best) {
					best, bestN = a, n
				}
			}
			if best != "" {
				tagSites(f, "*", twinTag+best)
			}
		}
	}
}

// eachDef calls fn with every Def of kind whose Path has n elements, and
// the file offering it.
func (w *world) eachDef(kind string, n int, fn func(extract.Linked, extract.Def)) {
	for _, f := range w.files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind == kind && len(d.Path) == n {
				fn(f, d)
			}
		}
	}
}

// pythonModule reports whether module is a Python source module of the
// scan (not a Cython one, a stub, or one the scan does not hold).
func (w *world) pythonModule(module string) bool {
	i, ok := w.byModule[module]
	return ok && strings.HasSuffix(w.files[i].Path, ".py")
}

// topImported returns the modules the scan's files import at module
// level ("from M import n" makes M, and M.n when that is a module, used).
func (w *world) topImported() map[string]bool {
	out := map[string]bool{}
	w.eachDef("import", 2, func(f extract.Linked, d extract.Def) {
		m := w.absolute(f.Path, d.Path[0])
		out[m] = true
		if d.Path[1] != "*" {
			out[strings.TrimPrefix(m+"."+d.Path[1], ".")] = true
		}
	})
	return out
}

// tagSites adds tag to the sites of f in the module-level function or
// class name (every site for "*"), and reports whether there were any.
func tagSites(f extract.Linked, name, tag string) bool {
	if f.Result == nil {
		return false
	}
	found := false
	for i := range f.Result.Sites {
		s := &f.Result.Sites[i]
		fn := s.Context.Function
		if name != "*" && fn != name && !strings.HasPrefix(fn, name+".") {
			continue
		}
		found = true
		if !slices.Contains(s.Tags, tag) {
			s.Tags = append(s.Tags, tag)
		}
	}
	return found
}
