package cpp

import (
	"sort"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tsc "github.com/tree-sitter/tree-sitter-c/bindings/go"
	tscpp "github.com/tree-sitter/tree-sitter-cpp/bindings/go"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor catalogs C, C++ and CUDA error sites.
var Extractor = &extract.Extractor{
	Name:       "cpp",
	Doc:        "C, C++ and CUDA: throw, PyTorch's TORCH_CHECK family, glog CHECK/LOG, TVM-FFI checks, sgl-kernel RuntimeCheck, CPython's PyErr_* and the file's own macros and helper functions that wrap them",
	Extensions: []string{".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cu", ".cuh"},
	Run:        run,
	Link:       link,
}

var (
	langC   = tsutil.NewLanguage(tsc.Language())
	langCXX = tsutil.NewLanguage(tscpp.Language())
)

// kinds is the node kind table of the shared context walk, for both
// grammars. ExitCalls are the calls after which a block does not go on,
// so that an if whose body ends in one negates into the guard of what
// follows.
var kinds = tsutil.Kinds{
	Functions: []string{"function_definition", "lambda_expression"},
	Ifs:       []string{"if_statement"},
	Elses:     []string{"else_clause"},
	Switches:  []string{"switch_statement"},
	Cases:     []string{"case_statement"},
	Catches:   []string{"catch_clause"},
	Blocks:    []string{"compound_statement", "case_statement", "translation_unit", "declaration_list"},
	Exits:     []string{"return_statement", "throw_statement", "break_statement", "continue_statement", "goto_statement"},
	ExitCalls: []string{"abort(", "exit(", "std::abort(", "std::exit(", "__builtin_unreachable(", "Py_FatalError(",
		"TORCH_CHECK(false", "AT_ERROR(", "Panic(", "TVM_FFI_THROW("},
	Comments: []string{"comment"},
	// C++ spells its error classes in snake case (std::runtime_error),
	// and the standard ones below end in neither.
	ErrorNames: []string{"error", "exception", "failure", "fault", "invalid_argument", "out_of_range",
		"bad_alloc", "bad_cast", "bad_optional_access", "bad_variant_access", "bad_function_call",
		"bad_typeid", "bad_exception"},
}

var (
	synC   = newSyntax(langC, "C")
	synCXX = newSyntax(langCXX, "C++")
)

func newSyntax(l *tsutil.Language, name string) *tsutil.Syntax {
	k := kinds
	k.Name = name
	return tsutil.NewSyntax(l, k)
}

type file struct {
	path    string
	orig    []byte // the file as read
	src     []byte // the file with extensions blanked (see blank)
	toks    []token
	lines   []int // byte offset of each line's start
	ms      macroSet
	d       dialect
	lang    *tsutil.Language
	syn     *tsutil.Syntax
	root    *sitter.Node
	res     extract.Result
	classes []extract.ClassDef // every class with a base
	helpers map[string]*helper
	// expansions are the file's macro uses, expanded, for helperCalls.
	expansions []expanded
	// expandedAt holds the offsets of the uses of macros that call a
	// helper already added to expansions (helperMacroUses).
	expandedAt map[int]bool
	seen       map[[2]int]bool // (line, message hash) of sites already recorded, against doubles
	py2        [][2]int        // line ranges only Python 2 compiles (py2Only)
	// excNames maps the variables and fields the file assigns an
	// exception class made by PyErr_NewException to the class's name
	// ("Error" → "binascii.Error"), see exceptionNames.
	excNames map[string]string
	// osErrors are the classes of excNames made with an OSError base,
	// which print an errno as OSError does.
	osErrors map[string]bool
	// unparsed says the tree has error regions (tsutil.InUnparsed is
	// worth asking).
	unparsed bool
	// assigns caches each function's assignments (branches.go).
	assigns map[uintptr]map[string][]*sitter.Node
	// strDecls maps the names the file declares static string objects
	// under to their text (stringDecls).
	strDecls map[string]string
	// strVars maps the file-scope variables holding one string's text to
	// it (stringVars).
	strVars map[string]string
	// localCalls maps a function's name and a local's to the function
	// whose call's result the local is assigned ("" for several), see
	// noteLocalCall.
	localCalls map[string]string
	// localFormats maps a function's name and a local's to the index of
	// the function's format parameter the local is assigned the text of
	// (local = PyUnicode_FromFormatV(format, vargs)), see noteLocalCall.
	localFormats map[string]int
	// staticFns holds the names of the file's static functions that
	// localFormats names.
	staticFns map[string]bool
}

// unit is a tree to find sites in: the file, or the expansion of one
// macro use or definition.
type unit struct {
	src  []byte
	root *sitter.Node
	toks []token
	skip [][2]int   // token index ranges not to scan: the file's directive lines
	exp  *expansion // nil for the file
}

type expanded struct {
	toks []token
	exp  *expansion
}

// expansion says where the code of an expanded unit comes from.
type expansion struct {
	line, endLine int
	at            *sitter.Node // the file's node at the macro name, or nil
	name          string       // the macro
	def           *directive   // set when this is the definition's own record
}

func run(f *extract.File) (*extract.Result, error) { return analyse(f, true) }

// analyse extracts the sites of f; with screen, a file that needsTree
// says holds nothing is not parsed.
func analyse(f *extract.File, screen bool) (*extract.Result, error) {
	toks := lex(f.Src)
	defs, dirs := defines(toks)
	cxx := isCXX(f.Path, toks)
	x := &file{path: f.Path, orig: f.Src, toks: toks, d: dialectOf(toks, cxx, isCUDA(f.Path))}
	x.lines = lineStarts(f.Src)
	x.excNames, x.osErrors = exceptionNames(toks)
	for _, r := range py2Only(toks) {
		x.py2 = append(x.py2, [2]int{x.lineOf(r[0]), x.lineOf(r[1])})
	}
	x.ms = tableMacros(x.d)
	own := map[string]bool{}
	for i := range defs {
		d := defs[i]
		if prev := x.ms[d.name]; prev != nil && own[d.name] && bodyRaises(prev.body) && !bodyRaises(d.body) {
			continue // #ifdef'd variants: keep the one that raises
		}
		x.ms[d.name] = &macro{directive: d}
		own[d.name] = true
	}
	x.ms.markRaising()
	x.strDecls = stringDecls(toks, x.ms)
	x.exportModules()
	x.exportConsts(toks, defs)
	if screen && !needsTree(toks, x.ms) && !(strings.HasSuffix(f.Path, ".h") && needsTree(toks, x.otherMacros(defs, cxx))) {
		return &x.res, nil // nothing here that the walk below would record
	}
	x.strVars = stringVars(toks)
	x.src = blank(f.Src, toks, qualifierMacros(defs), definerMacros(defs), statementMacros(defs), dirs)

	x.lang = langC
	if cxx {
		x.lang = langCXX
	}
	tree, err := x.lang.Parse(x.src)
	if err != nil {
		return nil, extract.Error{Path: f.Path, Msg: err.Error()}
	}
	es := tsutil.Errors(tree.RootNode())
	if es.First != nil && strings.HasSuffix(f.Path, ".h") {
		// The content test can be wrong: keep the grammar that parses more.
		other := langCXX
		if cxx {
			other = langC
		}
		if t2, err := other.Parse(x.src); err == nil {
			if es2 := tsutil.Errors(t2.RootNode()); es2.Bytes < es.Bytes {
				tree.Close()
				tree, es, x.lang, cxx = t2, es2, other, !cxx
				x.d = dialectOf(toks, cxx, isCUDA(f.Path))
				x.ms = macrosOf(x.d, defs)
			} else {
				t2.Close()
			}
		}
	}
	defer tree.Close()
	x.root = tree.RootNode()
	x.unparsed = es.Bytes > 0
	x.syn = synC.ForFile()
	if cxx {
		x.syn = synCXX.ForFile()
	}
	// A macro use written without a semicolon leaves a MISSING node,
	// which is everyday C and C++: only unparsed regions count.
	if es.Bytes > 0 {
		warn, err := x.syn.Check(f.Path, x.src, x.root)
		if err != nil {
			return nil, err
		}
		if warn != nil {
			x.res.Errors = append(x.res.Errors, *warn)
		}
	}
	x.scan(&unit{src: x.src, root: x.root, toks: toks, skip: dirs})
	for i := range defs {
		if m := x.ms[defs[i].name]; m != nil && !m.table && m.pos == defs[i].pos && m.raises {
			before := len(x.res.Sites)
			x.definitionSites(&m.directive)
			x.exportMacro(&m.directive, x.res.Sites[before:])
		}
	}
	x.helperCalls()
	x.exportHelpers()
	x.exportCallMacros(defs)
	x.callRefs()
	x.strSlotDefs()
	x.textFuncDefs()
	x.keepErrorClasses()
	x.pyClassesOfOwn()
	x.tagShadowedSlots()
	x.exportOpSlots()
	x.textCallRefs()
	x.fmtParamRefs()
	sort.SliceStable(x.res.Sites, func(i, j int) bool { return x.res.Sites[i].Line < x.res.Sites[j].Line })
	return &x.res, nil
}

// needsTree reports whether toks hold a token at which the scan of the
// file's tree could record something: throw, a raising macro of ms (the
// file's own raising #defines among them), a primitive, an fprintf, a
// call-shaped name that may be another file's macro, a class or struct
// with a base clause, a string literal passed to a call, a type that
// holds text or a call made as a statement (each may reach another
// file's helper). A file without one has no sites, classes or links, and
// is not parsed (nor its syntax checked).
func needsTree(toks []token, ms macroSet) bool {
	for i, t := range toks {
		if t.kind == tString && i > 0 && (toks[i-1].text == "(" || toks[i-1].text == ",") {
			return true // text passed to a call: a helper of another file may take it (calls.go)
		}
		if t.kind != tIdent {
			continue
		}
		switch {
		case t.text == "throw" || isPrim(t.text) || printers[t.text]:
			return true
		case textTypes[t.text]:
			return true // a parameter that may hand text on to another file's helper
		case t.text == "PyTypeObject":
			return true // a type whose tp_str makes its instances' text (strslot.go)
		case i+1 < len(toks) && toks[i+1].text == "(" && startsStatement(toks, i):
			return true // a call made as a statement: a check another file may define
		case t.text == "class" || t.text == "struct":
			if hasBaseClause(toks, i) {
				return true
			}
		case i+1 < len(toks) && toks[i+1].text == "(" && foreignMacroRE.MatchString(t.text):
			return true
		}
		if m := ms[t.text]; m != nil && m.raises {
			return true
		}
	}
	return false
}

// statementStart are the tokens after which a name starts a statement.
var statementStart = map[string]bool{";": true, "{": true, "}": true, ")": true, "else": true, "::": true, "return": true}

// startsStatement reports whether the name toks[i] starts a statement by
// the tokens: first in the file or on its line, or after one of
// statementStart; a keyword does not.
func startsStatement(toks []token, i int) bool {
	return !keywords[toks[i].text] && (i == 0 || toks[i].bol || statementStart[toks[i-1].text])
}

// keywords are the C and C++ keywords a "(" follows.
var keywords = map[string]bool{"if": true, "for": true, "while": true, "switch": true, "return": true, "sizeof": true,
	"catch": true, "alignof": true, "decltype": true, "typeid": true, "noexcept": true, "static_assert": true,
	"defined": true, "__attribute__": true, "alignas": true, "_Alignof": true, "_Static_assert": true}

// textTypes are the types of parameters that hold text (textParams).
var textTypes = map[string]bool{"char": true, "wchar_t": true, "va_list": true, "string": true, "string_view": true}

// hasBaseClause reports whether a ":" comes after the class or struct
// keyword at toks[i] before its body or the end of its declaration.
func hasBaseClause(toks []token, i int) bool {
	for _, t := range toks[i+1:] {
		switch t.text {
		case ":":
			return true
		case "{", ";", "}":
			return false
		}
	}
	return false
}

// otherMacros is the macro set of the file read in the other language (C
// for C++, C++ for C), which a .h file is read in when its first grammar
// parses it badly.
func (x *file) otherMacros(defs []directive, cxx bool) macroSet {
	return macrosOf(dialectOf(x.toks, !cxx, isCUDA(x.path)), defs)
}

// macrosOf is the macro set of a file in dialect d with the #defines
// defs, made again after the dialect changed.
func macrosOf(d dialect, defs []directive) macroSet {
	ms := tableMacros(d)
	for i := range defs {
		d := defs[i]
		if prev := ms[d.name]; prev != nil && !prev.table && bodyRaises(prev.body) && !bodyRaises(d.body) {
			continue
		}
		ms[d.name] = &macro{directive: d}
	}
	ms.markRaising()
	return ms
}

func isCUDA(path string) bool {
	return strings.HasSuffix(path, ".cu") || strings.HasSuffix(path, ".cuh")
}

func bodyRaises(body []token) bool {
	if printsAndExits(body) {
		return true
	}
	for _, t := range body {
		if t.kind == tIdent && (t.text == "throw" || isPrim(t.text) || strings.Contains(t.text, "CHECK") || strings.HasPrefix(t.text, "PyErr_")) {
			return true
		}
	}
	return false
}

func lineStarts(src []byte) []int {
	out := []int{0}
	for i, c := range src {
		if c == '\n' {
			out = append(out, i+1)
		}
	}
	return out
}

// lineOf returns the 1-based line of byte offset pos.
func (x *file) lineOf(pos int) int {
	return sort.Search(len(x.lines), func(i int) bool { return x.lines[i] > pos })
}

var cxxMarkers = map[string]bool{
	"namespace": true, "template": true, "nullptr": true, "constexpr": true, "noexcept": true,
	"static_cast": true, "reinterpret_cast": true, "const_cast": true, "dynamic_cast": true,
	"decltype": true, "typename": true, "virtual": true, "operator": true, "throw": true,
}

// isCXX reports whether path is C++ (or CUDA) rather than C. A .c file is
// C; a .h file is C++ when its code uses C++ syntax: "::", one of the
// keywords above, "class Name {" or "public:", or a C++ standard header
// without ".h" (<vector>); otherwise C. Every other extension is C++.
func isCXX(path string, toks []token) bool {
	switch {
	case strings.HasSuffix(path, ".c"):
		return false
	case !strings.HasSuffix(path, ".h"):
		return true
	}
	for i, t := range toks {
		switch {
		case t.text == "::" && !(i > 0 && toks[i-1].text == "[["):
			return true
		case t.kind == tIdent && cxxMarkers[t.text]:
			return true
		case t.kind == tIdent && (t.text == "class" || t.text == "public" || t.text == "private" || t.text == "protected") &&
			i+1 < len(toks) && (toks[i+1].text == ":" || toks[i+1].kind == tIdent && i+2 < len(toks) && (toks[i+2].text == "{" || toks[i+2].text == ":")):
			return true
		case t.bol && t.text == "#" && i+3 < len(toks) && toks[i+1].text == "include":
			if inc := toks[i+2]; inc.text == "<" && toks[i+3].kind == tIdent &&
				(i+4 < len(toks) && toks[i+4].text == ">" && cxxHeaders[toks[i+3].text] || i+4 < len(toks) && toks[i+4].text == "/" && cxxLibraries[toks[i+3].text]) {
				return true
			} else if inc.kind == tString && cxxLibraryRE.MatchString(inc.text) {
				return true
			}
		}
	}
	return false
}

// cxxLibraries are C++ libraries whose headers only C++ includes.
var cxxLibraries = map[string]bool{
	"torch": true, "ATen": true, "c10": true, "pybind11": true, "nanobind": true, "cutlass": true,
	"cute": true, "thrust": true, "cub": true, "boost": true, "absl": true, "folly": true, "tvm": true,
	"glog": true, "gtest": true, "fmt": true, "flashinfer": true, "sgl_kernel": true,
}

var cxxLibraryRE = lazyre.New(`^"(torch|ATen|c10|pybind11|cutlass|cute|flashinfer|sgl_kernel)/|^"pytorch_extension_utils`)

var cxxHeaders = map[string]bool{
	"vector": true, "string": true, "memory": true, "iostream": true, "sstream": true, "map": true,
	"unordered_map": true, "set": true, "algorithm": true, "stdexcept": true, "exception": true,
	"cstdint": true, "cstdio": true, "cstdlib": true, "cstring": true, "cmath": true, "utility": true,
	"functional": true, "optional": true, "tuple": true, "array": true, "type_traits": true, "limits": true,
}

// idents calls fn with the index of every identifier token of u outside
// its skipped ranges, in order; fn returns the index of the last token it
// took.
func (u *unit) idents(fn func(i int) int) {
	skip := 0
	for i := 0; i < len(u.toks); i++ {
		for skip < len(u.skip) && u.skip[skip][1] <= i {
			skip++
		}
		if skip < len(u.skip) && u.skip[skip][0] <= i {
			i = u.skip[skip][1] - 1
			continue
		}
		if u.toks[i].kind == tIdent {
			i = fn(i)
		}
	}
}

// scan finds the sites of u, in token order.
func (x *file) scan(u *unit) {
	u.idents(func(i int) int {
		t := u.toks[i]
		switch {
		case t.text == "throw":
			if n := u.node(t); n != nil {
				if st := ancestor(n, "throw_statement", 3); st != nil && (u.exp != nil || !tsutil.InUnparsed(st)) {
					x.throwSite(u, st)
				}
			}
		case u.exp == nil && x.isMacroUse(u, i):
			if n := u.node(t); n == nil || !tsutil.InUnparsed(n) { // the syntax-error policy: sites in unparsed regions are skipped
				return x.macroUse(u, i)
			}
		case u.exp == nil && x.isForeignMacro(u, i):
			x.macroRef(u, i)
		case isPrim(t.text):
			x.primSite(u, i)
		case printers[t.text] && i+2 < len(u.toks) && u.toks[i+1].text == "(" && u.toks[i+2].text == "stderr":
			x.fatalPrint(u, i)
		case u.exp == nil && (t.text == "class" || t.text == "struct"):
			x.classDef(u, i)
		}
		return i
	})
}

// node returns u's innermost named node at token t.
func (u *unit) node(t token) *sitter.Node {
	if t.pos < 0 {
		return nil
	}
	return u.root.NamedDescendantForByteRange(uint(t.pos), uint(t.pos+len(t.text)))
}

// ancestor returns n or its nearest ancestor of kind, looking at most up
// levels up.
func ancestor(n *sitter.Node, kind string, up int) *sitter.Node {
	for ; n != nil && up >= 0; n, up = n.Parent(), up-1 {
		if n.Kind() == kind {
			return n
		}
	}
	return nil
}

// isMacroUse reports whether u.toks[i] invokes a raising macro. A table
// entry for a function (RuntimeCheck, PyErr_SetString) is not a use where
// the name is declared or defined.
func (x *file) isMacroUse(u *unit, i int) bool {
	t := u.toks[i]
	m := x.ms[t.text]
	if m == nil || !m.raises {
		return false
	}
	if m.fn && (i+1 >= len(u.toks) || u.toks[i+1].text != "(") {
		return false
	}
	if i > 0 {
		switch u.toks[i-1].text {
		case ".", "->", "~", "struct", "class", "#", "define", "undef", "ifdef", "ifndef", "defined":
			return false
		}
	}
	if m.table {
		for n := u.node(t); n != nil; n = n.Parent() {
			switch n.Kind() {
			case "function_declarator", "struct_specifier", "class_specifier", "field_declaration", "parameter_declaration", "template_declaration":
				return false
			case "call_expression", "ERROR", "compound_statement", "expression_statement", "translation_unit":
				return true
			}
		}
	}
	return true
}

// stmtEnd returns the index of the last token of the expression that
// starts with the macro call ending at toks[end]: when "<<" follows (a
// streaming check), everything up to the ";" or the enclosing closing
// bracket.
func stmtEnd(toks []token, end int) int {
	if end+1 >= len(toks) || toks[end+1].text != "<<" {
		return end
	}
	depth := 0
	for j := end + 1; j < len(toks); j++ {
		switch toks[j].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			if depth == 0 {
				return j - 1
			}
			depth--
		case ";":
			if depth == 0 {
				return j - 1
			}
		}
		if toks[j].bol && toks[j].text == "#" {
			return j - 1
		}
	}
	return len(toks) - 1
}

// macroUse expands the macro invoked at u.toks[i] and finds the sites in
// its expansion. It returns the index of the invocation's last token.
func (x *file) macroUse(u *unit, i int) int {
	m := x.ms[u.toks[i].text]
	end := i
	if m.fn {
		end = matchParen(u.toks, i+1)
		if end < 0 {
			return i
		}
	}
	end = stmtEnd(u.toks, end)
	exp := &expansion{
		line:    x.lineOf(u.toks[i].pos),
		endLine: x.lineOf(u.toks[end].pos + len(u.toks[end].text) - 1),
		at:      u.node(u.toks[i]),
		name:    m.name,
	}
	ts := x.ms.expand(u.toks[i:end+1], nil, nil)
	x.expansions = append(x.expansions, expanded{ts, exp})
	x.expandUnit(ts, exp)
	return end
}

// expansionPrefix opens the function an expansion is parsed in.
const expansionPrefix = "void errdex_expansion(void) {\n"

// expandUnit parses expanded tokens as the body of a function and scans
// them.
func (x *file) expandUnit(ts []token, exp *expansion) {
	text := expansionPrefix + render(ts) + ";\n}\n"
	src := []byte(text)
	tree, err := x.lang.Parse(src)
	if err != nil {
		return
	}
	defer tree.Close()
	x.scan(&unit{src: src, root: tree.RootNode(), toks: lex(src), exp: exp})
}

// paramPlaceholder starts the name a definition's parameter stands under
// while its own record is expanded (definitionSites).
const paramPlaceholder = "errdex_param_"

var placeholderRE = lazyre.New(paramPlaceholder + `([A-Za-z_][A-Za-z0-9_]*)`)

// definitionSites records the sites of a raising macro definition itself,
// at its #define line, with each parameter a hole: so that a message
// built by a use in another file, which the table does not know, still
// matches the definition.
func (x *file) definitionSites(d *directive) {
	m := &macro{directive: *d}
	// A definition built from other raising definitions of the file
	// (CHECK_INPUT from CHECK_CUDA and CHECK_CONTIGUOUS) makes their
	// sites too, with its own parameters, so that a use in another file
	// finds them: each parameter is a placeholder name while the inner
	// macros expand (their #x of it is then the placeholder's text), and
	// becomes the parameter's hole ({x}, or {#x} in a string) after.
	var args [][]token
	for _, p := range d.params {
		args = append(args, []token{{kind: tIdent, text: paramPlaceholder + p, pos: -1}})
	}
	body := m.substitute(args, false)
	body = x.ms.expand(body, []string{d.name}, nil)
	for i := range body {
		t := &body[i]
		switch {
		case t.kind == tIdent && strings.HasPrefix(t.text, paramPlaceholder):
			t.text = strings.TrimPrefix(t.text, paramPlaceholder)
		case t.kind == tString && strings.Contains(t.text, paramPlaceholder):
			t.text = placeholderRE.ReplaceAllString(t.text, markerOpen+"$1"+markerClose)
		}
	}
	line := x.lineOf(d.pos)
	endLine := line
	if n := len(d.body); n > 0 {
		last := d.body[n-1]
		endLine = x.lineOf(last.pos + len(last.text) - 1)
	}
	x.expandUnit(body, &expansion{line: line, endLine: endLine, name: d.name, def: d})
}

// addSite appends s unless it is in code only Python 2 compiles, or the
// same message was recorded for the same line (a macro whose expansion
// holds the same check twice). The message is recorded as it prints:
// formats handed on are holes (plain), and a KeyError's text is quoted
// (printedAs).
func (x *file) addSite(s extract.Site) {
	for _, r := range x.py2 {
		if r[0] <= s.Line && s.Line <= r[1] {
			return
		}
	}
	if x.seen == nil {
		x.seen = map[[2]int]bool{}
	}
	s.Message = printedAs(s.Class, plain(s.Message))
	k := [2]int{s.Line, int(hash(s.Class + "\x00" + s.Message.Message() + "\x00" + s.Context.Guard))}
	if x.seen[k] {
		return
	}
	x.seen[k] = true
	x.res.Sites = append(x.res.Sites, s)
}

// printedAs returns msg as Python prints an exception of class with that
// message: KeyError's str is the repr of its argument, so a text with
// literal parts gets the quotes repr puts around it (double when the text
// has a single quote), optional so that the bare text matches too.
func printedAs(class string, msg template.Template) template.Template {
	if class != "KeyError" || msg.LiteralLen() == 0 {
		return msg
	}
	q := "'"
	if strings.Contains(msg.Render(), "'") || strings.Contains(msg.Message(), "!r}") {
		q = `"` // a repr inside puts single quotes in
	}
	return template.Concat(template.Opt(template.Lit(q)), msg, template.Opt(template.Lit(q)))
}

func hash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}
