package javascript

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tsjs "github.com/tree-sitter/tree-sitter-javascript/bindings/go"
	tsts "github.com/tree-sitter/tree-sitter-typescript/bindings/go"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor catalogs JavaScript and TypeScript throw statements,
// Promise.reject calls and Error subclasses.
var Extractor = &extract.Extractor{
	Name:       "javascript",
	Doc:        "throw statements, Promise.reject(new X(…)), errors handed to callbacks or returned, and classes extending Error in JavaScript and TypeScript (.js .mjs .cjs .jsx .ts .mts .cts .tsx); minified files naming a source map are skipped (one without is read, each site of a long line with its columns)",
	Extensions: []string{".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"},
	Run:        run,
	Link:       link,
}

// A grammar is a tree-sitter language with the query that finds the nodes
// the extractor looks at.
type grammar struct {
	lang  *tsutil.Language
	syn   *tsutil.Syntax
	query *sitter.Query
}

// siteQuery selects, in one pass in C, the nodes run visits; walking every
// node from Go costs several cgo calls per node, about 2.5 times the parse.
// The pattern order is the order of the kinds in run's switch.
const siteQuery = `
(throw_statement) @n
(new_expression) @n
(call_expression
  function: (member_expression object: (identifier) @o property: (property_identifier) @p)
  (#eq? @o "Promise") (#eq? @p "reject")) @n
(call_expression
  function: (member_expression property: (property_identifier) @m)
  (#match? @m "^(error|warn|warning|fatal|critical|crit|alert|emerg|log|send|json|end)$")) @n
(call_expression
  function: [(identifier) @r (member_expression object: (this) property: (property_identifier) @r)]
  (#match? @r "^(on|report|raise)(Error|Err)$|^(error|fail)$")) @n
(function_declaration) @n
(generator_function_declaration) @n
(variable_declarator value: [(arrow_function) (function_expression)]) @n
(import_statement) @n
(variable_declarator value: [(call_expression function: (identifier) @q) (call_expression arguments: (arguments . (call_expression function: (identifier) @q) .))] (#eq? @q "require")) @n
[(expression_statement (assignment_expression left: (member_expression) @l (#match? @l "^(module\\.exports|exports\\.default|module\\.exports\\.default)$")) @n)
 (variable_declarator value: (assignment_expression left: (member_expression) @l (#match? @l "^(module\\.exports|exports\\.default|module\\.exports\\.default)$")) @n)]
(export_statement) @n
[(expression_statement (call_expression) @n) (return_statement (call_expression) @n)]
(arguments (call_expression arguments: (arguments [(number) (string) (member_expression) (ternary_expression)])) @n)
(pair key: (property_identifier) value: [(function_expression) (arrow_function)]) @n
(object (method_definition) @n)
(assignment_expression left: (member_expression property: (property_identifier)) right: [(function_expression) (arrow_function)]) @n
(assignment_expression left: (member_expression property: (property_identifier)) right: (member_expression property: (property_identifier))) @n
(class_declaration) @n
(class) @n
(call_expression function: (identifier) @e
  (#match? @e "^(Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError|AggregateError)([$][0-9]+)?$")) @n
[(variable_declarator value: (call_expression arguments: (arguments [(string) (template_string) (binary_expression)])) @n)
 (assignment_expression right: (call_expression arguments: (arguments [(string) (template_string) (binary_expression)])) @n)]
`

const (
	patThrow = iota
	patNew
	patReject
	patMethod // a level method (logCall) or an Express response method (response)
	patReport // an error-reporting callback: onError(token, 'CODE', 'text')
	patFunc   // a function declaration, or a function bound to a name (summary.go)
	patGenFunc
	patFuncVar
	patImport
	patRequire
	patExportsAssign
	patExport
	patCallStmt  // a call standing as a statement, or returned (return this.parseError(…))
	patCallArg   // a call given a number, string or conditional, itself an argument (onError(createError(5, loc)))
	patPairFunc  // parseError: function parseError(str, hash) { throw … } in an object literal
	patObjMethod // parseError(str, hash) { throw … } in an object literal
	patPropFunc  // pp.raise = function(pos, message) { … throw err } on a prototype
	patPropAlias // pp.raiseRecoverable = pp.raise: the same function under another name
	patClassDecl
	patClass
	patCallError // Error(…) called without new, which constructs as new Error(…) does; SyntaxError$1(…), a bundler's alias of it
	patCallHeld  // a call whose result a local or property holds: const err = this._formatError('Invalid login', …)
)

func newGrammar(name string, ptr unsafe.Pointer, extra string) *grammar {
	q, qerr := sitter.NewQuery(sitter.NewLanguage(ptr), siteQuery+extra)
	if qerr != nil {
		panic(fmt.Sprintf("%s site query: %v", name, qerr))
	}
	l := tsutil.NewLanguage(ptr)
	k := kinds
	k.Name = name
	return &grammar{lang: l, syn: tsutil.NewSyntax(l, k), query: q}
}

// The grammars are built on first use: compiling their queries takes tens
// of milliseconds, which every errdex command (match, explain) would
// otherwise pay at start-up.
var (
	jsGrammar = sync.OnceValue(func() *grammar { return newGrammar("JavaScript", tsjs.Language(), "") })
	tsGrammar = sync.OnceValue(func() *grammar {
		return newGrammar("TypeScript", tsts.LanguageTypescript(), "(abstract_class_declaration) @n")
	})
	tsxGrammar = sync.OnceValue(func() *grammar { return newGrammar("TSX", tsts.LanguageTSX(), "(abstract_class_declaration) @n") })
)

func grammarFor(path string) *grammar {
	switch {
	case strings.HasSuffix(path, ".tsx"):
		return tsxGrammar()
	case strings.HasSuffix(path, ".ts"), strings.HasSuffix(path, ".mts"), strings.HasSuffix(path, ".cts"):
		return tsGrammar()
	}
	return jsGrammar()
}

// MaxLineLen is the length in characters over which a line counts as
// minified or bundled code; a file whose such lines hold most of its bytes
// is not analysed (minified).
const MaxLineLen = 1000

type file struct {
	syn     *tsutil.Syntax
	src     []byte
	res     extract.Result
	classes []extract.ClassDef                      // every class with a base
	pending []extract.Site                          // errors created and handed on; kept if the class is an error
	consts  map[string][]constDecl                  // top-level consts by name; see moduleConst
	statics map[string]*sitter.Node                 // static methods by "Class.name"; see staticMethod
	methods map[string]*sitter.Node                 // methods of this by name; see thisMethod
	tables  map[string]map[string]template.Template // tables of texts by name (tables.go)
	keys    map[string]bool                         // the computed keys of the tables written as expressions: ErrorCodes.X
	protos  map[uintptr]map[string]string           // each scope's hand-made prototype chains (protoBases)
	idents  map[uintptr]map[string][]sitter.Node    // the identifiers under a node, by name (identifiers)
	walker  *tsutil.Walker                          // the file's walks, from one listing of its tree
	setters map[uintptr]map[string][]setter         // each function's setters by variable (settersOf)
	// The link pass's definitions and references (summary.go); raises
	// wait for their sites' final order.
	defs        []extract.Def
	refs        []extract.Ref
	pendingRefs []pendingRef
	// built is the new or call expression construct read last.
	built *sitter.Node
	// long holds the length in bytes of each line over MaxLineLen
	// characters, by 1-based number (siteAt); nil when there is none.
	long map[int]int
}

// siteAt is a site of kind at node n's lines; on a line over MaxLineLen
// characters (minified code) it carries n's columns too, which tell the
// sites of that line apart (a frame at yargs/build/index.cjs:1:14249).
func (x *file) siteAt(n *sitter.Node, kind string) extract.Site {
	s := extract.Site{Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Kind: kind}
	if length, ok := x.long[s.Line]; ok {
		s.Column = int(n.StartPosition().Column) + 1
		s.EndColumn = length
		if s.EndLine == s.Line {
			s.EndColumn = max(s.Column, int(n.EndPosition().Column))
		}
	}
	return s
}

// longLines returns the length in bytes of each line of src over
// MaxLineLen characters, by 1-based number, or nil.
func longLines(src []byte) map[int]int {
	var long map[int]int
	line, start := 1, 0
	for i := 0; i <= len(src); i++ {
		if i < len(src) && src[i] != '\n' {
			continue
		}
		if l := src[start:i]; len(l) > MaxLineLen && utf8.RuneCount(l) > MaxLineLen {
			if long == nil {
				long = map[int]int{}
			}
			long[line] = len(l)
		}
		line, start = line+1, i+1
	}
	return long
}

// mapped reports whether src names its source map (a //# sourceMappingURL=
// comment): scan offers the original sources a minified file's map holds
// (scan.DirSource's Unreadable), and a frame in it is read through the map
// (match's Options.SourceMaps), so the minified code itself is not
// analysed. A minified file without one is, each site on a long line with
// its columns (siteAt).
// The comment must start its line (after blanks): the text inside a string
// (a code generator appending "//# sourceMappingURL=data:…" to what it
// writes) is not one.
func mapped(src []byte) bool {
	for start := 0; start < len(src); {
		end := bytes.IndexByte(src[start:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += start
		}
		l := bytes.TrimLeft(src[start:end], " \t")
		if bytes.HasPrefix(l, []byte("//# sourceMappingURL=")) || bytes.HasPrefix(l, []byte("//@ sourceMappingURL=")) {
			return true
		}
		start = end + 1
	}
	return false
}

func run(f *extract.File) (*extract.Result, error) {
	if line, n, ok := minified(f.Src); ok && mapped(f.Src) {
		return nil, extract.Error{Path: f.Path, Line: line, Msg: fmt.Sprintf("minified (%d characters on one line)", n)}
	}
	if isDeclarationFile(f.Path) {
		return &extract.Result{}, nil // type declarations only: nothing runs
	}
	g := grammarFor(f.Path)
	tree, res, err := g.syn.Parse(f)
	if err != nil {
		return nil, err
	}
	defer tree.Close()
	root := tree.RootNode()
	x := &file{syn: g.syn.ForFile(), src: f.Src, res: *res, long: longLines(f.Src), walker: tsutil.NewWalker(root)}
	defer x.walker.Release()
	qc := sitter.NewQueryCursor()
	defer qc.Close()
	damaged := root.HasError()
	x.collectTables(root)
	matches := qc.Matches(g.query, root, f.Src)
	for m := matches.Next(); m != nil; m = matches.Next() {
		var n *sitter.Node
		for i := range m.Captures {
			if g.query.CaptureNames()[m.Captures[i].Index] == "n" {
				node := m.Captures[i].Node
				n = &node
			}
		}
		if n == nil {
			continue
		}
		at := tsutil.PathTo(root, n)
		if at == nil || damaged && at.Unparsed() {
			continue
		}
		switch m.PatternIndex {
		case patThrow:
			x.throw(at)
		case patNew:
			x.created(at)
		case patReject:
			x.reject(at)
		case patMethod:
			switch x.text(n.ChildByFieldName("function").ChildByFieldName("property")) {
			case "send", "json", "end":
				x.response(at)
			default:
				x.logCall(at)
			}
		case patReport:
			x.report(at)
		case patFunc, patGenFunc, patFuncVar:
			x.function(n, at)
		case patImport, patRequire:
			x.importDefs(n)
		case patExportsAssign, patExport:
			x.exportDefault(n)
			x.reexportDefs(n)
		case patCallStmt:
			if x.reexportDefs(n) {
				break
			}
			if !x.reported(n) && (n.Parent().Kind() != "return_statement" || x.quotesText(n) || x.heldText(n, at)) {
				x.callStatement(n, at, nil)
			}
		case patCallArg:
			// the error a factory makes here goes to the outer call
			if x.quotesText(n) || x.passesKey(n) {
				x.callStatement(n, at, nil)
			}
		case patPairFunc:
			x.helperDefs(n.ChildByFieldName("value"), x.text(n.ChildByFieldName("key")), []string{"*"}, append(append(tsutil.Path{}, at...), n.ChildByFieldName("value")))
		case patObjMethod:
			x.helperDefs(n, x.text(n.ChildByFieldName("name")), []string{"*"}, at)
		case patPropFunc:
			fn := n.ChildByFieldName("right")
			l := n.ChildByFieldName("left")
			path := []string{"*"}
			if o := x.text(l.ChildByFieldName("object")); o == "exports" || o == "module.exports" {
				// exports.f = function (…) {…}, tsc's CommonJS form of an
				// exported const f = (…) => …: a function of the module,
				// which other modules call through their import of it
				// (utils_1.f(…)) and the module itself as exports.f(…)
				path = nil
			}
			x.helperDefs(fn, x.text(l.ChildByFieldName("property")), path, append(append(tsutil.Path{}, at...), fn))
		case patPropAlias:
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if x.text(l.ChildByFieldName("object")) == x.text(r.ChildByFieldName("object")) {
				x.defs = append(x.defs, extract.Def{Kind: "alias", Name: x.text(l.ChildByFieldName("property")),
					Path: []string{"*", x.text(r.ChildByFieldName("property"))}, Line: tsutil.Line(n)})
			}
		case patCallError:
			// returned, held, or handed to a call as its first argument
			// (done(RangeError(…)), throws(SyntaxError(…))); one given after
			// another argument may be what a test expects
			// (assertThrows(f, Error(…))), and created leaves out the
			// assertions' own names
			if p := n.Parent(); p.Kind() != "arguments" || tsutil.SameNode(firstNamed(p), n) {
				x.created(at)
			}
		case patCallHeld:
			// the error a factory makes, kept in a local or property named
			// like an error (const err = f(…); err.rejected = …; return
			// err; envelope.mailError = f(…)); var isString =
			// defType("string") holds no error
			if fn := n.ChildByFieldName("function"); fn != nil && x.text(fn) != "require" && !x.reported(n) && x.quotesText(n) && errHolderRE.MatchString(x.heldIn(n)) {
				x.callStatement(n, at, nil)
			}
		default:
			x.class(n, at)
		}
	}
	classes, keep := x.syn.ErrorClasses(x.classes)
	x.res.Classes = append(x.res.Classes, classes...)
	for _, c := range x.pending {
		if x.syn.IsErrorName(c.Class) || keep[c.Class] {
			x.res.Sites = append(x.res.Sites, c)
		}
	}
	sort.SliceStable(x.res.Sites, func(i, j int) bool { return x.res.Sites[i].Line < x.res.Sites[j].Line })
	if es := x.expects(root); len(es) > 0 {
		x.res.Evidence = &extract.Evidence{Expects: es}
	}
	x.tableDefs()
	x.res.Summary = x.summary()
	return &x.res, nil
}

// isDeclarationFile reports whether path is a TypeScript declaration file
// (.d.ts, .d.mts, .d.cts), which holds types and no code.
func isDeclarationFile(path string) bool {
	for _, ext := range []string{".d.ts", ".d.mts", ".d.cts"} {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

// Minified reports whether src is minified or bundled code that the
// extractor does not read (minified).
func Minified(src []byte) bool {
	_, _, ok := minified(src)
	return ok
}

// minified reports whether src is minified or bundled code: its lines
// longer than MaxLineLen characters hold more than half its bytes. A
// source-map comment (//# sourceMappingURL=data:…, often one long line at
// the end of a compiled file) is not counted, and a file with a few long
// lines among readable code (a Unicode table in acorn, a generated regexp)
// is analysed. line and n are the first long line's number and length.
func minified(src []byte) (line, n int, ok bool) {
	long, total := 0, 0
	start := 0
	for i := 0; i <= len(src); i++ {
		if i < len(src) && src[i] != '\n' {
			continue
		}
		l := src[start:i]
		start = i + 1
		if bytes.HasPrefix(bytes.TrimSpace(l), []byte("//# sourceMappingURL=")) || bytes.HasPrefix(bytes.TrimSpace(l), []byte("//@ sourceMappingURL=")) {
			continue
		}
		total += len(l)
		if len(l) <= MaxLineLen {
			continue
		}
		if c := utf8.RuneCount(l); c > MaxLineLen {
			long += len(l)
			if line == 0 {
				line, n = 1+countLines(src[:i-len(l)]), c
			}
		}
	}
	return line, n, long > 0 && 2*long > total
}

func countLines(b []byte) int {
	n := 0
	for _, c := range b {
		if c == '\n' {
			n++
		}
	}
	return n
}

func (x *file) text(n *sitter.Node) string { return tsutil.Text(n, x.src) }

// compact returns the text of n on one line (tsutil.Flat).
func (x *file) compact(n *sitter.Node) string { return tsutil.Flat(n, x.src) }

// firstNamed returns the first named child of n that is not a comment.
func firstNamed(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	for i := uint(0); i < n.NamedChildCount(); i++ {
		if c := n.NamedChild(i); c.Kind() != "comment" {
			return c
		}
	}
	return nil
}

// args returns the arguments of a call or new expression, comments left out.
func args(call *sitter.Node) []*sitter.Node {
	a := call.ChildByFieldName("arguments")
	if a == nil || a.Kind() != "arguments" {
		return nil
	}
	var out []*sitter.Node
	for i := uint(0); i < a.NamedChildCount(); i++ {
		if c := a.NamedChild(i); c.Kind() != "comment" {
			out = append(out, c)
		}
	}
	return out
}

// throw records "throw new X(…)", "throw X(…)", "throw Object.assign(new
// X(…), …)" and "throw e" where e is a local bound to one of these.
func (x *file) throw(at tsutil.Path) {
	n := at.Node()
	val := firstNamed(n)
	if val == nil {
		return
	}
	s := x.siteAt(n, "throw")
	if val.Kind() == "identifier" {
		if d := x.declaration(val, at); d != nil && d.Kind() == "new_expression" && x.inFunction(d, at) {
			return // const e = new X(…) … throw e: the construction is the site (created)
		}
	}
	if t := unparen(val); t.Kind() == "ternary_expression" {
		x.throwEither(t, at)
		return
	}
	x.addBuilt(&x.res.Sites, s, val, at)
}

// addBuilt appends site s to sites (addSite) when v constructs an error
// (construct), with the context at at.
func (x *file) addBuilt(sites *[]extract.Site, s extract.Site, v *sitter.Node, at tsutil.Path) {
	x.built = nil
	if !x.construct(&s, v, at, 0) {
		return
	}
	x.fillContext(&s, at)
	x.addSite(sites, s, at)
}

// throwEither records a throw of a conditional choosing between two
// errors (throw typeof v === 'string' ? SyntaxError(`… can only be valid`)
// : TypeError(`… can only be string`)): a site per branch that constructs
// one, at the branch's line, where the construction captures the stack
// (a frame names that line, not the throw's).
func (x *file) throwEither(t *sitter.Node, at tsutil.Path) {
	for _, b := range []*sitter.Node{t.ChildByFieldName("consequence"), t.ChildByFieldName("alternative")} {
		if b != nil {
			x.addBuilt(&x.res.Sites, x.siteAt(b, "throw"), b, at)
		}
	}
}

// unparen returns n without the parentheses around it.
func unparen(n *sitter.Node) *sitter.Node {
	for n != nil && n.Kind() == "parenthesized_expression" {
		if c := firstNamed(n); c != nil {
			n = c
			continue
		}
		break
	}
	return n
}

// errHolderRE matches the name of a local or property that holds an
// error: err, error, ERR, mailError, parseErr, last_err, $err; "err" must
// start the name or a word of it (after _ or $, or as camelCase's Err), so
// that deferred, interrupt or preferred are not errors' holders.
var errHolderRE = lazyre.New(`^(?i:err)|[_$](?i:err)|Err`)

// heldIn is the name of the local or property (its last name) holding
// the result of call, a variable's value or an assignment's right side.
func (x *file) heldIn(call *sitter.Node) string {
	p := call.Parent()
	if p == nil {
		return ""
	}
	l := p.ChildByFieldName("name")
	if p.Kind() == "assignment_expression" {
		l = p.ChildByFieldName("left")
	}
	if l != nil && l.Kind() == "member_expression" {
		l = l.ChildByFieldName("property")
	}
	if l == nil || l.Kind() != "identifier" && l.Kind() != "property_identifier" {
		return ""
	}
	return x.text(l)
}

// quotesText reports whether an argument of call writes text of its own (a
// string or template literal in it, or a number: return
// this.readRadixNumber(16)): a returned call is read only then, since most
// return a value and few throw.
func (x *file) quotesText(call *sitter.Node) bool {
	for _, a := range args(call) {
		if x.quoted(a) {
			return true
		}
	}
	return false
}

// quoted reports whether argument a is a number, holds a quote, or is a
// conditional choosing between such (createCompilerError(isBind ? 34 :
// 35, loc): a key per branch).
func (x *file) quoted(a *sitter.Node) bool {
	a = unparen(a)
	if a.Kind() == "ternary_expression" {
		c, alt := a.ChildByFieldName("consequence"), a.ChildByFieldName("alternative")
		return c != nil && alt != nil && x.quoted(c) && x.quoted(alt)
	}
	return a.Kind() == "number" || strings.ContainsAny(x.text(a), "'\"`")
}

// heldText reports whether a call of a method of an object the instance
// holds (return this.errorHandler.createError(index, line, col, msg))
// passes a local that branches above give several texts (heldValues): a
// returned call read for the texts it may pass on.
func (x *file) heldText(call *sitter.Node, at tsutil.Path) bool {
	fn := call.ChildByFieldName("function")
	if fn == nil || fn.Kind() != "member_expression" {
		return false
	}
	if o := fn.ChildByFieldName("object"); o == nil || o.Kind() != "member_expression" || x.text(o.ChildByFieldName("object")) != "this" {
		return false
	}
	for _, a := range args(call) {
		if a.Kind() == "identifier" && len(x.variants(a, at, 0)) > 1 {
			return true
		}
	}
	return false
}

// conditionalText reports whether n is a conditional, or a concatenation
// (+) holding one, through parentheses: text that may take one of several
// values, which variants splits.
func (x *file) conditionalText(n *sitter.Node) bool {
	for n != nil && n.Kind() == "parenthesized_expression" {
		n = firstNamed(n)
	}
	switch {
	case n == nil:
		return false
	case n.Kind() == "ternary_expression":
		return true
	case n.Kind() == "binary_expression":
		op := n.ChildByFieldName("operator")
		return op != nil && x.text(op) == "+" && (x.conditionalText(n.ChildByFieldName("left")) || x.conditionalText(n.ChildByFieldName("right")))
	}
	return false
}

// orText reports whether n is a || b, through parentheses, where one
// side has no text of its own and the other has (msg || 'Assertion
// failed'): the default a function prints when its caller gives nothing.
func (x *file) orText(n *sitter.Node, at tsutil.Path) bool {
	for n != nil && n.Kind() == "parenthesized_expression" {
		n = firstNamed(n)
	}
	if n == nil || n.Kind() != "binary_expression" || x.text(n.ChildByFieldName("operator")) != "||" {
		return false
	}
	l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if l == nil || r == nil {
		return false
	}
	lt, rt := x.message(l, at, 0).LiteralLen() > 0, x.message(r, at, 0).LiteralLen() > 0
	return lt != rt
}

// withText returns those of ts that have literal text.
func withText(ts []template.Template) []template.Template {
	var out []template.Template
	for _, t := range ts {
		if t.LiteralLen() > 0 {
			out = append(out, t)
		}
	}
	return out
}

// distinctTexts reports whether every one of ts has literal text and no
// two have the same text around their holes: texts a conditional chooses
// between, which tell the sites apart, not values (reason instanceof
// Invalid ? reason : new Invalid(reason); close.path ? close.path.original
// : close, each printed after the same words).
func distinctTexts(ts []template.Template) bool {
	seen := map[string]bool{}
	for _, t := range ts {
		var b strings.Builder
		for _, p := range t.Parts {
			if p.Hole {
				b.WriteByte(0)
			} else {
				b.WriteString(p.Lit)
			}
		}
		if t.LiteralLen() == 0 || seen[b.String()] {
			return false
		}
		seen[b.String()] = true
	}
	return true
}

// addSite appends site s to sites and notes its construction for the
// link, once per message the construction's message argument may be (throw
// new Error(c ? 'Unexpected end' : 'Unexpected token'), (c ? 'Binding' :
// 'Assigning to') + ' rvalue', a local assigned in each branch above),
// each noted with that argument, when their texts differ (distinctTexts).
func (x *file) addSite(sites *[]extract.Site, s extract.Site, at tsutil.Path) {
	built := x.built
	k, vs := -1, []template.Template(nil)
	if built != nil && built.Kind() == "new_expression" {
		for i, a := range args(built) {
			or := x.orText(a, at)
			if a.Kind() != "identifier" && !x.conditionalText(a) && !or {
				continue // one text: the message as it is
			}
			if x.message(a, at, 0).Message() == s.Message.Message() {
				if v := x.variants(a, at, 0); len(v) > 1 && distinctTexts(v) {
					k, vs = i, v
				} else if or {
					// msg || 'Assertion failed': what the caller gave, as
					// it is, or the default when it gave none
					k, vs = i, append([]template.Template{s.Message}, withText(v)...)
				}
				break
			}
		}
	}
	if k < 0 {
		*sites = append(*sites, s)
		x.noteRaise(&s, built, at)
		return
	}
	for _, v := range vs {
		c := s
		c.Message = v
		*sites = append(*sites, c)
		n := len(x.pendingRefs)
		x.noteRaise(&c, built, at)
		if len(x.pendingRefs) > n && k < len(x.pendingRefs[n].ref.Args) {
			x.pendingRefs[n].ref.Args[k] = v
		}
	}
}

// report records a call of an error-reporting callback with text of its
// own: onError(offset, 'BAD_INDENT', 'Flow sequence must end with a ]'),
// this.onError(…), reportError(…), fail(…) (the names siteQuery
// matches). Parsers that collect their errors (eemeli/yaml's composer)
// pass such a callback down, and the function behind it, which builds the
// error from its parameters, has only holes: the text is at the call. The
// class the callback gives is not known here; it is Error, which every
// error class extends (so any class the text names agrees). A string
// argument spelled like a code ('MISSING_CHAR') is the site's error code;
// the message is the other argument with the most literal text, and a
// call without one is not a site.
//
// A message chosen by a conditional (const msg = atRoot ? `${name} must
// end with a ${end}` : `${name} in block collection must …`) gives one
// site per variant, at the same line.
func (x *file) report(at tsutil.Path) {
	n := at.Node()
	s := x.siteAt(n, "report")
	s.Class = "Error"
	var msgs []template.Template
	best := 0
	for _, a := range args(n) {
		if a.Kind() == "object" {
			continue
		}
		vs := x.variants(a, at, 0)
		codes := 0
		for _, t := range vs {
			if t.Holes() == 0 && codeRE.MatchString(t.Message()) {
				codes++
			}
		}
		if codes == len(vs) {
			if codes == 1 {
				s.ErrorCode = vs[0].Message()
			}
			continue // atRoot ? 'MISSING_CHAR' : 'BAD_INDENT': codes, not text
		}
		lit := 0
		for _, t := range vs {
			lit = max(lit, t.LiteralLen())
		}
		if lit > best {
			msgs, best = vs, lit
		}
	}
	if best == 0 {
		return
	}
	x.fillContext(&s, at)
	made := 0
	for _, t := range msgs {
		if t.LiteralLen() > 0 {
			v := s
			v.Message = t
			x.res.Sites = append(x.res.Sites, v)
			made++
		}
	}
	if made == 1 {
		// The link may know the callback: its text then replaces this one.
		x.callStatement(n, at, &x.res.Sites[len(x.res.Sites)-1])
	}
}

// variantsOf is the variants of each of vs, in order.
func (x *file) variantsOf(vs []*sitter.Node, at tsutil.Path, depth int) []template.Template {
	var out []template.Template
	for _, b := range vs {
		out = append(out, x.variants(b, at, depth)...)
	}
	return out
}

// maxVariants is the most messages one conditional expression gives.
const maxVariants = 8

// variants are the messages an expression may evaluate to: one per branch
// of a conditional (c ? a : b), through parentheses, the local that holds
// it and a concatenation holding it ((c ? a : b) + " rvalue"); else the
// one message of x.message.
func (x *file) variants(n *sitter.Node, at tsutil.Path, depth int) []template.Template {
	v := n
	for depth < tsutil.MaxResolveDepth {
		switch v.Kind() {
		case "parenthesized_expression":
			if c := firstNamed(v); c != nil {
				v = c
				continue
			}
		case "identifier":
			if out := x.variantsOf(x.branchValues(v, at), at, depth+1); len(out) > 0 && len(out) <= maxVariants {
				return out
			}
			if out := x.variantsOf(x.heldValues(v, at), at, depth+1); len(out) > 0 && len(out) <= maxHeld {
				return out
			}
			// the value declared when it may vary, unless the text was
			// added to since (original += part)
			if d := x.declaration(v, at); d != nil && (d.Kind() == "identifier" || x.conditionalText(d)) && len(x.appended(v, at)) == 0 {
				v, depth = d, depth+1
				continue
			}
		case "ternary_expression":
			var out []template.Template
			for _, f := range []string{"consequence", "alternative"} {
				if b := v.ChildByFieldName(f); b != nil && b.Kind() == "number" {
					out = append(out, template.Lit(x.text(b))) // a number prints as written: a key a call passes
				} else if b != nil {
					out = append(out, x.variants(b, at, depth+1)...)
				}
			}
			if len(out) > 0 && len(out) <= maxVariants {
				return out
			}
		case "binary_expression":
			if x.text(v.ChildByFieldName("operator")) == "||" {
				// message || Messages.UnexpectedToken: either, when one
				// has text
				var out []template.Template
				text := false
				for _, f := range []string{"left", "right"} {
					if b := v.ChildByFieldName(f); b != nil {
						for _, t := range x.variants(b, at, depth+1) {
							out, text = append(out, t), text || t.LiteralLen() > 0
						}
					}
				}
				if text && len(out) <= maxVariants {
					return out
				}
				break
			}
			// (isBind ? "Binding" : "Assigning to") + " rvalue": each
			// variant of one side joined to each of the other's
			l, r := v.ChildByFieldName("left"), v.ChildByFieldName("right")
			if l == nil || r == nil || !x.conditionalText(v) {
				break
			}
			ls, rs := x.variants(l, at, depth+1), x.variants(r, at, depth+1)
			if n := len(ls) * len(rs); n > 1 && n <= maxVariants {
				var out []template.Template
				for _, a := range ls {
					for _, b := range rs {
						out = append(out, template.Concat(a, b))
					}
				}
				return out
			}
		}
		break
	}
	return []template.Template{x.message(n, at, depth)}
}

// maxHeld is the most messages a local assigned in several places gives
// (heldValues).
const maxHeld = 12

// heldValues returns the values the local name may hold at the site at
// when branches above the site assign it: the value it is declared (or
// last assigned) with in its function, then each value an assignment
// between there and the site gives it (let message = `${t} is
// expected`; if (…) message = 'Identifier is expected'; … this.error(message)).
// An assignment reading the variable (msg = msg.replace('%0', value))
// keeps what it held. nil when nothing assigns it there, or text is
// appended to it (+=).
func (x *file) heldValues(name *sitter.Node, at tsutil.Path) []*sitter.Node {
	target := x.text(name)
	d := x.declaration(name, at)
	for k := 0; d != nil && x.reads(d, target) && k < tsutil.MaxResolveDepth; k++ {
		// msg = msg.replace('%0', value): what it held before
		p := tsutil.PathTo(at[0], d)
		if p == nil {
			return nil
		}
		d = x.declaration(name, p)
	}
	var fn *sitter.Node
	for i := len(at) - 1; i >= 0 && fn == nil; i-- {
		if x.syn.IsFunction(at[i]) {
			fn = at[i]
		}
	}
	if fn == nil {
		return nil // at the top level nothing is walked: at most the declaration
	}
	site := at.Node().StartByte()
	sets := x.settersOf(fn)[target]
	from := d // the declaration's value, or a declarator without one
	if d == nil {
		// declared further up than declaration looks: the function's
		// last declarator of the name above the site; one without a
		// value (let reason; switch (kind) { case "list": reason = …})
		// holds only what the assignments below it give
		for _, st := range sets {
			if st.start >= site {
				break
			}
			if st.kind == declares {
				d = st.node.ChildByFieldName("value")
				from = d
				if d == nil {
					from = st.node
				}
			}
		}
	}
	if from == nil || !x.inFunction(from, at) {
		return nil
	}
	var out []*sitter.Node
	if d != nil {
		out = append(out, d)
	}
	appended := false
	for _, st := range sets {
		if st.start >= site {
			break
		}
		if st.start <= from.EndByte() {
			continue // only what follows the declaration
		}
		switch st.kind {
		case appends:
			appended = true
		case assigns:
			if v := st.node.ChildByFieldName("right"); v != nil && !x.reads(v, target) {
				out = append(out, v)
			}
		}
	}
	if appended || len(out) < 2 {
		return nil
	}
	return out
}

// A setter is a statement of a function's own (not of a function nested
// in it) that gives a variable a value: a declarator, an assignment or an
// augmented assignment (+=), at its start byte.
type setter struct {
	start uint
	kind  int // declares, assigns or appends
	node  *sitter.Node
}

// The kinds of setter.
const (
	declares = iota
	assigns
	appends
)

// settersOf returns fn's setters by the variable they set, each list in
// source order, from one walk of fn made on the first call: heldValues
// asks for the function around each site, which in a bundle is one
// function of most of the file.
func (x *file) settersOf(fn *sitter.Node) map[string][]setter {
	if m, ok := x.setters[fn.Id()]; ok {
		return m
	}
	m := map[string][]setter{}
	x.walker.WalkKinds(fn, func(c *sitter.Node, kind string) bool {
		if !tsutil.SameNode(c, fn) && x.syn.IsFunction(c) {
			return false
		}
		var name string
		k := declares
		switch kind {
		case "variable_declarator":
			name = x.text(c.ChildByFieldName("name"))
		case "assignment_expression":
			name, k = x.text(c.ChildByFieldName("left")), assigns
		case "augmented_assignment_expression":
			name, k = x.text(c.ChildByFieldName("left")), appends
		default:
			return true
		}
		m[name] = append(m[name], setter{start: c.StartByte(), kind: k, node: c})
		return true
	})
	if x.setters == nil {
		x.setters = map[uintptr]map[string][]setter{}
	}
	x.setters[fn.Id()] = m
	return m
}

// reads reports whether expression n reads the variable name.
func (x *file) reads(n *sitter.Node, name string) bool {
	found := false
	x.walker.Walk(n, func(c *sitter.Node) bool {
		found = found || c.Kind() == "identifier" && x.text(c) == name
		return !found
	})
	return found
}

// inFunction reports whether node d is inside the innermost function
// around the site at.
func (x *file) inFunction(d *sitter.Node, at tsutil.Path) bool {
	for i := len(at) - 1; i >= 0; i-- {
		if x.syn.IsFunction(at[i]) {
			return d.StartByte() >= at[i].StartByte() && d.EndByte() <= at[i].EndByte()
		}
	}
	return false
}

// handedOn reports whether the innermost function around the site at
// throws, returns or passes on the variable name after it (throw name,
// return name, f(…, name), reject(name), name passed in an object); at
// the module's top level, whether the module throws it anywhere.
func (x *file) handedOn(name string, at tsutil.Path) bool {
	var fn *sitter.Node
	for i := len(at) - 1; i >= 0; i-- {
		if x.syn.IsFunction(at[i]) {
			fn = at[i]
			break
		}
	}
	if name == "" {
		return false
	}
	if fn == nil {
		// A module's shared instance (const MORE_DATA = new
		// RangeError(…) at the top level) that its functions throw: its
		// stack is taken once, at the module's load, so a stack names this
		// line; the throws of the variable are sites too.
		return x.usedAs(at[0], name, 0, "throw_statement")
	}
	return x.usedAs(fn, name, at.Node().EndByte(), "throw_statement", "return_statement", "arguments", "pair", "array")
}

// usedAs reports whether the identifier name appears under root, from
// byte from on, as a direct child of a node of one of the kinds given
// (throw name: "throw_statement").
func (x *file) usedAs(root *sitter.Node, name string, from uint, kinds ...string) bool {
	for _, c := range x.identifiers(root)[name] {
		if c.StartByte() >= from && slices.Contains(kinds, c.Parent().Kind()) {
			return true
		}
	}
	return false
}

// identifiers returns the identifiers under root by name, in source
// order, read once per root: a bundle's module-level errors each ask
// the whole program (usedAs), which one walk per error made minutes.
func (x *file) identifiers(root *sitter.Node) map[string][]sitter.Node {
	if ids, ok := x.idents[root.Id()]; ok {
		return ids
	}
	ids := map[string][]sitter.Node{}
	x.walker.WalkKinds(root, func(c *sitter.Node, kind string) bool {
		if kind == "identifier" {
			t := x.text(c)
			ids[t] = append(ids[t], *c)
		}
		return true
	})
	if x.idents == nil {
		x.idents = map[uintptr]map[string][]sitter.Node{}
	}
	x.idents[root.Id()] = ids
	return ids
}

// branchValues returns the values an if/else statement right above the
// site at (in an enclosing block of its function) assigns to the variable
// name in every one of its branches, the last assignment of each: errStr
// = "Parse error … Expecting …" in one branch and errStr = "Parse error …
// Unexpected …" in the other, then this.parseError(errStr). nil when there
// is no such statement, or a branch does not assign it.
func (x *file) branchValues(name *sitter.Node, at tsutil.Path) []*sitter.Node {
	target := x.text(name)
	for i := len(at) - 2; i >= 0 && !x.syn.IsFunction(at[i]); i-- {
		if k := at[i].Kind(); k != "statement_block" && k != "program" {
			continue
		}
		above := x.walker.Before(at[i], at[i+1])
		for k := len(above) - 1; k >= 0; k-- {
			st := above[k]
			if st.Kind() != "if_statement" {
				if x.assigns(st, target) != nil {
					return nil // assigned again after any if above
				}
				continue
			}
			var out []*sitter.Node
			for b := st; b != nil; {
				v := x.assigns(b.ChildByFieldName("consequence"), target)
				if v == nil {
					return nil
				}
				out = append(out, v)
				alt := b.ChildByFieldName("alternative")
				if alt == nil {
					return nil // no else: the value before the if may stand
				}
				if c := firstNamed(alt); c != nil && c.Kind() == "if_statement" {
					b = c
					continue
				}
				if v := x.assigns(alt, target); v != nil {
					out = append(out, v)
					return out
				}
				return nil
			}
		}
	}
	return nil
}

// assigns returns the value the last statement of n (a statement or a
// block) assigning name gives it, or nil.
func (x *file) assigns(n *sitter.Node, name string) *sitter.Node {
	if n == nil {
		return nil
	}
	var found *sitter.Node
	x.statements(n, func(st *sitter.Node) {
		if st.Kind() != "expression_statement" {
			return
		}
		if a := firstNamed(st); a != nil && a.Kind() == "assignment_expression" && x.text(a.ChildByFieldName("left")) == name {
			found = a.ChildByFieldName("right")
		}
	})
	if found == nil && n.Kind() == "expression_statement" {
		if a := firstNamed(n); a != nil && a.Kind() == "assignment_expression" && x.text(a.ChildByFieldName("left")) == name {
			found = a.ChildByFieldName("right")
		}
	}
	return found
}

// reject records Promise.reject(new X(…)).
func (x *file) reject(at tsutil.Path) {
	n := at.Node()
	if x.text(n.ChildByFieldName("function")) != "Promise.reject" {
		return
	}
	a := args(n)
	if len(a) == 0 {
		return
	}
	s := x.siteAt(n, "reject")
	x.built = nil
	if !x.construct(&s, a[0], at, 0) {
		return
	}
	x.fillContext(&s, at)
	x.res.Sites = append(x.res.Sites, s)
	x.noteRaise(&s, x.built, at)
}

// created notes an error object built and handed on rather than thrown:
// passed to a call (callback(new Error(…)), reject(…), emit("error", …),
// errors.push(…)) or returned from a factory. Those thrown or given to
// Promise.reject are sites already; those stored in a variable are found
// when the variable is thrown.
func (x *file) created(at tsutil.Path) {
	// A branch of a conditional, or a parenthesized value, is handed on
	// as the expression around it is (const err = cond ? new A(…) : new
	// B(…)).
	k := len(at) - 1
	for k >= 1 {
		if q := at[k-1]; q.Kind() == "parenthesized_expression" ||
			q.Kind() == "ternary_expression" && !tsutil.SameNode(q.ChildByFieldName("condition"), at[k]) {
			k--
			continue
		}
		break
	}
	if k < 2 {
		return
	}
	n, p := at.Node(), at[k-1]
	v := at[k] // the value handed on: n, or the conditional holding it
	switch p.Kind() {
	case "return_statement":
	case "assignment_expression", "variable_declarator":
		// err = new lib.TemplateError(err), const e = new Error(…) in a
		// function that then throws, returns or hands on the variable: a
		// JavaScript error's stack is taken where it is constructed, so
		// that is its site (the throw of the variable is not). An error
		// only stored is not; a module's shared instance is when the
		// module throws it (handedOn).
		var name *sitter.Node
		switch {
		case p.Kind() == "assignment_expression" && tsutil.SameNode(p.ChildByFieldName("right"), v):
			name = p.ChildByFieldName("left")
		case p.Kind() == "variable_declarator" && tsutil.SameNode(p.ChildByFieldName("value"), v):
			name = p.ChildByFieldName("name")
		}
		if name == nil || !x.handedOn(x.text(name), at) {
			return
		}
	case "arguments":
		call := at[k-2]
		if call.Kind() != "call_expression" {
			return
		}
		callee := call.ChildByFieldName("function")
		fn := x.text(callee)
		if assertions[x.calleeName(callee)] && !x.thrower(callee, call, v) {
			return // t.throws(f, new Error(…)): what a test expects, not a site
		}
		switch fn {
		case "Promise.reject":
			return
		case "Object.assign":
			// throw Object.assign(new X(…), …) is a throw site already.
			if k > 2 {
				q := at[k-3]
				if q.Kind() == "throw_statement" ||
					q.Kind() == "arguments" && k > 3 && x.text(at[k-4].ChildByFieldName("function")) == "Promise.reject" {
					return
				}
			}
		}
	default:
		return
	}
	x.addBuilt(&x.pending, x.siteAt(n, "new"), n, at)
}

// assertions are the test-library calls whose error arguments describe an
// expected error.
var assertions = map[string]bool{
	"throws": true, "rejects": true, "doesNotThrow": true, "throwsAsync": true,
	"toThrow": true, "toThrowError": true, "rejectedWith": true, "toEqual": true,
	"toStrictEqual": true, "deepEqual": true, "deepStrictEqual": true, "equal": true,
	"strictEqual": true, "same": true, "eql": true, "isRejected": true,
}

// thrower reports whether call, a call of a plain name given the error v
// as its first argument, is a function that throws what it is given
// (const throws = (error) => { throw error }; cond || throws(SyntaxError(…))),
// not an assertion: assert's and the test libraries' throws and rejects
// take the function or promise first and the expected error after it.
func (x *file) thrower(callee, call, v *sitter.Node) bool {
	if callee.Kind() != "identifier" || !thrownBy[x.text(callee)] {
		return false
	}
	a := args(call)
	return len(a) > 0 && tsutil.SameNode(a[0], v)
}

// thrownBy are the assertion names a module's own function may have
// that throws the error it is given.
var thrownBy = map[string]bool{"throws": true, "rejects": true}

// builtinAlias matches a bundler's name for a builtin error class that a
// module's own name shadows (rollup's const SyntaxError$1 = SyntaxError).
var builtinAlias = lazyre.New(`^(Error|TypeError|RangeError|SyntaxError|ReferenceError|EvalError|URIError|AggregateError)\$[0-9]+$`)

// unalias is the class a constructor names: the builtin class for a
// bundler's alias of it (SyntaxError for SyntaxError$1), which is the
// class the error prints; other names as they are.
func unalias(class string) string {
	if m := builtinAlias.FindStringSubmatch(class); m != nil {
		return m[1]
	}
	return class
}

// calleeName is the last name of a called function: m for a.b.m(…) and
// a['m'](…).
func (x *file) calleeName(fn *sitter.Node) string {
	switch {
	case fn == nil:
		return ""
	case fn.Kind() == "member_expression":
		return x.text(fn.ChildByFieldName("property"))
	case fn.Kind() == "subscript_expression":
		return strings.Trim(x.text(fn.ChildByFieldName("index")), "'\"`")
	}
	return x.text(fn)
}

// construct fills the class, message and cause of s from the thrown value
// v, and reports whether v is something that names an error.
func (x *file) construct(s *extract.Site, v *sitter.Node, at tsutil.Path, depth int) bool {
	switch v.Kind() {
	case "parenthesized_expression":
		if c := firstNamed(v); c != nil {
			return x.construct(s, c, at, depth)
		}
	case "as_expression", "satisfies_expression", "non_null_expression":
		if c := firstNamed(v); c != nil {
			return x.construct(s, c, at, depth)
		}
	case "await_expression":
		return false
	case "new_expression":
		s.Class = unalias(x.compact(v.ChildByFieldName("constructor")))
		x.callMessage(s, v, at)
		x.built = v
		return s.Class != ""
	case "call_expression":
		fn := v.ChildByFieldName("function")
		if fn == nil {
			return false
		}
		a := args(v)
		if x.text(fn) == "Object.assign" && len(a) > 0 {
			return x.construct(s, a[0], at, depth)
		}
		s.Class = unalias(x.compact(fn))
		x.callMessage(s, v, at)
		x.built = v
		return s.Class != ""
	case "identifier":
		name := x.text(v)
		if x.caught(at, name) || depth >= tsutil.MaxResolveDepth {
			return false
		}
		if d := x.declaration(v, at); d != nil {
			return x.construct(s, d, at, depth+1)
		}
		// An unknown lower-case name is a re-throw of some value; an
		// upper-case one is a class or a shared error instance.
		if r, _ := utf8.DecodeRuneInString(name); r >= 'A' && r <= 'Z' {
			s.Class = name
			return true
		}
	case "member_expression":
		// throw errors.Closed: a shared error object.
		if o := v.ChildByFieldName("object"); o != nil && o.Kind() == "identifier" {
			p := x.text(v.ChildByFieldName("property"))
			if r, _ := utf8.DecodeRuneInString(p); r >= 'A' && r <= 'Z' {
				s.Class = x.compact(v)
				return true
			}
		}
	}
	return false
}

// callMessage sets the message of s from the arguments and the cause from
// an options object's cause property.
func (x *file) callMessage(s *extract.Site, call *sitter.Node, at tsutil.Path) {
	a := args(call)
	for _, arg := range a {
		if arg.Kind() != "object" {
			continue
		}
		for i := uint(0); i < arg.NamedChildCount(); i++ {
			p := arg.NamedChild(i)
			if p.Kind() == "pair" && x.text(p.ChildByFieldName("key")) == "cause" {
				s.Context.Cause = x.compact(p.ChildByFieldName("value"))
			} else if p.Kind() == "shorthand_property_identifier" && x.text(p) == "cause" {
				s.Context.Cause = "cause"
			}
		}
	}
	// The message is the argument with the most literal text, so that
	// new X('CODE', 'a sentence') and new HttpError(404, 'Not found') take
	// the sentence; with no literal anywhere, the first argument.
	// Among arguments without literal text, one named like a message wins.
	best := -1
	for _, arg := range a {
		if arg.Kind() == "object" {
			continue
		}
		t := x.message(arg, at, 0)
		score := 2 * t.LiteralLen()
		if score == 0 && messageNameRE.MatchString(x.text(arg)) {
			score = 1
		}
		if score > best {
			s.Message, best = t, score
		}
	}
}

// formatterRE matches the names of the functions and methods that fill a
// format's placeholders: v.format("Unknown validator %{name}", {name}),
// i18n.formatMessage('{count} items left', values), vsprintf(f, args).
var formatterRE = lazyre.New(`^(?:v?sprintf|fmt|format|formatString|formatMessage|interpolate)$`)

// formatCall reads a call of a formatter other than util.format and
// sprintf (whose verbs take the arguments by position, in message) given a
// literal format with placeholders: the format's text, each placeholder
// (%s, %0, {0}, {name}, %{name}, ${name}) a hole. A format without a
// placeholder is no sign of a formatter (moment's format("YYYY")).
func (x *file) formatCall(fn *sitter.Node, a []*sitter.Node, at tsutil.Path, depth int) (template.Template, bool) {
	if fn == nil || len(a) == 0 || x.text(fn) == "util.format" || x.text(fn) == "sprintf" {
		return template.Template{}, false
	}
	var name string
	switch fn.Kind() {
	case "identifier":
		name = x.text(fn)
	case "member_expression":
		name = x.text(fn.ChildByFieldName("property"))
	default:
		return template.Template{}, false
	}
	if !formatterRE.MatchString(name) {
		return template.Template{}, false
	}
	if k := a[0].Kind(); k != "string" && k != "template_string" && k != "binary_expression" {
		return template.Template{}, false
	}
	f := x.message(a[0], at, depth)
	lit, ok := template.Literal(f)
	if !ok || !placeholderRE.MatchString(lit) {
		return template.Template{}, false
	}
	return placeholders(f), true
}

// nodeVerbs turns util.format's own verbs into the printf verbs
// template.ParsePrintf knows: %j (JSON) and %O (inspect) print a value
// like %s.
var nodeVerbs = strings.NewReplacer("%%", "%%", "%j", "%s", "%O", "%s")

// codeRE matches a string that is an error code, not a message:
// MISSING_CHAR, BAD_INDENT, E42.
var codeRE = lazyre.New(`^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$`)

// messageNameRE matches variable names that hold a message.
var messageNameRE = lazyre.New(`^(?i:msg|message|reason|text|description|detail|details)$`)

// message reconstructs the template an expression evaluates to.
func (x *file) message(n *sitter.Node, at tsutil.Path, depth int) template.Template {
	switch n.Kind() {
	case "string":
		return x.stringTemplate(n)
	case "template_string":
		return x.templateText(n, at, depth)
	case "parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression":
		if c := firstNamed(n); c != nil {
			return x.message(c, at, depth)
		}
	case "binary_expression":
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if x.text(n.ChildByFieldName("operator")) == "+" && left != nil && right != nil &&
			(x.stringish(left, at, depth) || x.stringish(right, at, depth)) {
			return template.Concat(x.operand(left, at, depth), x.operand(right, at, depth))
		}
	case "call_expression":
		fn := n.ChildByFieldName("function")
		a := args(n)
		if t, ok := x.formatCall(fn, a, at, depth); ok {
			return t
		}
		switch {
		case x.text(fn) == "String" && len(a) == 1:
			if x.stringish(a[0], at, depth) {
				return x.message(a[0], at, depth)
			}
			return template.Hole(x.compact(a[0]), "", "")
		case fn != nil && fn.Kind() == "member_expression" && len(a) == 0 &&
			x.text(fn.ChildByFieldName("property")) == "toString":
			return template.Hole(x.compact(fn.ChildByFieldName("object")), "", "")
		case fn != nil && fn.Kind() == "member_expression" && x.text(fn.ChildByFieldName("property")) == "concat" &&
			x.stringish(fn.ChildByFieldName("object"), at, depth):
			// "Invalid input: ".concat(x): Babel's output for a template
			parts := []template.Template{x.message(fn.ChildByFieldName("object"), at, depth)}
			for _, v := range a {
				parts = append(parts, x.operand(v, at, depth))
			}
			return template.Concat(parts...)
		case fn != nil && fn.Kind() == "member_expression" && len(a) <= 1 &&
			x.text(fn.ChildByFieldName("property")) == "join" && fn.ChildByFieldName("object").Kind() == "array":
			// ["Invalid option cast:", `got ${v}`].join(" ")
			sep := ","
			if len(a) == 1 {
				s, ok := template.Literal(x.message(a[0], at, depth))
				if !ok {
					break
				}
				sep = s
			}
			return joinArray(x.elements(fn.ChildByFieldName("object"), at, depth), template.Lit(sep))
		case fn != nil && fn.Kind() == "member_expression" && len(a) == 0 &&
			x.text(fn.ChildByFieldName("property")) == "trim" && x.stringish(fn.ChildByFieldName("object"), at, depth):
			return x.message(fn.ChildByFieldName("object"), at, depth)
		case fn != nil && fn.Kind() == "member_expression" && len(a) >= 1 &&
			x.text(fn.ChildByFieldName("property")) == "call" && x.polyfillConcat(fn.ChildByFieldName("object"), at) != nil:
			// (0, _concat["default"])(_context = "Unbalanced ".concat(side)).call(_context, pos):
			// Babel's core-js runtime calling String.prototype.concat
			parts := []template.Template{x.message(x.polyfillConcat(fn.ChildByFieldName("object"), at), at, depth)}
			for _, v := range a[1:] {
				parts = append(parts, x.operand(v, at, depth))
			}
			return template.Concat(parts...)
		case fn != nil && fn.Kind() == "member_expression" && len(a) == 2 &&
			x.text(fn.ChildByFieldName("property")) == "replace" && strings.ContainsAny(x.text(a[0]), "%{"):
			// format.replace(/%(\d)/g, …): a formatter filling its
			// placeholders, which a table's text holds as holes
			return x.message(fn.ChildByFieldName("object"), at, depth)
		case (x.text(fn) == "util.format" || x.text(fn) == "sprintf") && len(a) >= 1:
			if f := x.message(a[0], at, depth); f.Holes() == 0 {
				rest := make([]string, len(a)-1)
				for i, v := range a[1:] {
					rest[i] = x.compact(v)
				}
				return template.ParsePrintf(nodeVerbs.Replace(f.Render()), rest, nil)
			}
		case fn != nil && fn.Kind() == "identifier" && depth < tsutil.MaxResolveDepth:
			// unknownMsg(), syntaxError('closing', ']'): a function of the
			// enclosing scope that returns the message, its parameters
			// given the call's arguments.
			if t, ok := x.returnedText(x.returnedBy(x.text(fn), at))(a, at, depth); ok {
				return t
			}
		case fn != nil && fn.Kind() == "member_expression" && depth < tsutil.MaxResolveDepth:
			// messages.required(name): a function of a table of message
			// functions, its parameters given the call's arguments.
			if t, ok := x.returnedText(x.tableFunc(fn, at))(a, at, depth); ok {
				return t
			}
			// this.formatError(token, "invalid syntax"): a method of the
			// file's classes or prototypes that returns lines it joins.
			if t, ok := x.joinedText(fn, a, at, depth); ok {
				return t
			}
		}
	case "ternary_expression":
		// value !== undefined ? ` ${JSON.stringify(value)}` : '': the
		// text or nothing
		c, alt := n.ChildByFieldName("consequence"), n.ChildByFieldName("alternative")
		if c != nil && alt != nil && x.printsNothing(alt) && !x.printsNothing(c) {
			return template.Opt(x.operand(c, at, depth))
		}
		if c != nil && alt != nil && x.printsNothing(c) && !x.printsNothing(alt) {
			return template.Opt(x.operand(alt, at, depth))
		}
	case "member_expression", "subscript_expression":
		if t, ok := x.tableText(n); ok {
			return t // Messages.UnknownLabel: a table's text
		}
	case "identifier":
		// A local holding text stands for that text; one holding a number
		// or a computed value stays a hole named by the variable. Text
		// appended to it above the site (message += " (" + line + ")",
		// unconditionally) follows it.
		if depth < tsutil.MaxResolveDepth {
			base := template.Hole(x.compact(n), "", "")
			if d := x.declaration(n, at); d != nil {
				if t := x.message(d, x.before(d, x.text(n), at), depth+1); t.LiteralLen() > 0 || x.readsTable(d) || optional(t) {
					base = t // a table's text by a key not known here: (messages || errorMessages)[code] + …
				} else if h, one := template.OneHole(t); one && d.Kind() == "call_expression" && identRE.FindString(h) == h && h != x.text(n) {
					base = t // var msg = messageFormat.replace(…): the parameter's text, filled
				} else if d.Kind() == "identifier" && x.text(d) != x.text(n) {
					base = t // let text = message: the name it copies, which a caller's argument fills
				}
			}
			if adds := x.appended(n, at); len(adds) > 0 {
				parts := []template.Template{base}
				for _, a := range adds {
					var t []template.Template
					for _, v := range a.values {
						t = append(t, x.operand(v, at, depth+1))
					}
					if a.optional {
						parts = append(parts, template.Opt(template.Concat(t...)))
					} else {
						parts = append(parts, t...)
					}
				}
				return template.Concat(parts...)
			}
			return base
		}
	}
	return template.Hole(x.compact(n), "", "")
}

// before is the path to read value d of name at: at itself, or the
// path to d when d reads the name (prefix = prefix ? prefix + ": " : ""),
// where the name is what it held before that statement, not d again.
func (x *file) before(d *sitter.Node, name string, at tsutil.Path) tsutil.Path {
	if len(at) == 0 || !slices.Contains(identRE.FindAllString(x.text(d), -1), name) {
		return at
	}
	if p := tsutil.PathTo(at[0], d); p != nil {
		return p
	}
	return at
}

// addition is what a statement above the site appends to a string
// variable: its values in order, optional when an if without else guards
// them.
type addition struct {
	values   []*sitter.Node
	optional bool
}

// appended returns the values a string variable is extended with (name +=
// value) by the statements of the site's block above it, in order: those of
// the enclosing blocks of the same function. Appends in the body of an if
// without else (if (message) { msg += ` ${message}` }: a constructor
// adding its caller's detail) are optional; other branches are not read.
// It stops at a plain assignment of the variable (which declaration reads).
func (x *file) appended(name *sitter.Node, at tsutil.Path) []addition {
	target := x.text(name)
	var out []addition
	for i := len(at) - 2; i >= 0 && !x.syn.IsFunction(at[i]); i-- {
		if k := at[i].Kind(); k != "statement_block" && k != "program" {
			continue
		}
		var block []addition
		above := x.walker.Before(at[i], at[i+1])
		for k := len(above) - 1; k >= 0; k-- {
			st := above[k]
			if st.Kind() == "if_statement" && st.ChildByFieldName("alternative") == nil {
				if vs := x.appendsOnly(st.ChildByFieldName("consequence"), target); len(vs) > 0 {
					block = append([]addition{{values: vs, optional: true}}, block...)
				}
				continue
			}
			if st.Kind() != "expression_statement" {
				continue
			}
			a := firstNamed(st)
			if a == nil || x.text(a.ChildByFieldName("left")) != target {
				continue
			}
			if a.Kind() == "assignment_expression" {
				return append(block, out...) // declaration reads it; nothing above counts
			}
			if a.Kind() == "augmented_assignment_expression" && x.text(a.ChildByFieldName("operator")) == "+=" {
				block = append([]addition{{values: []*sitter.Node{a.ChildByFieldName("right")}}}, block...)
			}
		}
		out = append(block, out...)
	}
	return out
}

// appendsOnly returns the values body (an if's consequence: a block or
// one statement) appends to target when all it does is target += value;
// nil otherwise.
func (x *file) appendsOnly(body *sitter.Node, target string) []*sitter.Node {
	if body == nil {
		return nil
	}
	sts := []*sitter.Node{body}
	if body.Kind() == "statement_block" {
		sts = nil
		for i := uint(0); i < body.NamedChildCount(); i++ {
			if c := body.NamedChild(i); c.Kind() != "comment" {
				sts = append(sts, c)
			}
		}
	}
	var out []*sitter.Node
	for _, st := range sts {
		if st.Kind() != "expression_statement" {
			return nil
		}
		a := firstNamed(st)
		if a == nil || a.Kind() != "augmented_assignment_expression" || x.text(a.ChildByFieldName("operator")) != "+=" ||
			x.text(a.ChildByFieldName("left")) != target {
			return nil
		}
		out = append(out, a.ChildByFieldName("right"))
	}
	return out
}

// elements are the templates of an array literal's elements, numbers as
// written.
func (x *file) elements(arr *sitter.Node, at tsutil.Path, depth int) []template.Template {
	var out []template.Template
	for i := uint(0); i < arr.NamedChildCount(); i++ {
		c := arr.NamedChild(i)
		switch {
		case c.Kind() == "comment":
		case x.printsNothing(c):
			// join prints undefined and null as ""
			out = append(out, template.Template{})
		case c.Kind() == "ternary_expression" && x.printsNothing(c.ChildByFieldName("alternative")):
			// bom ? `(${bom} bom)` : undefined: printed or not
			out = append(out, template.Opt(x.operand(c.ChildByFieldName("consequence"), at, depth)))
		case c.Kind() == "ternary_expression" && x.printsNothing(c.ChildByFieldName("consequence")):
			out = append(out, template.Opt(x.operand(c.ChildByFieldName("alternative"), at, depth)))
		default:
			out = append(out, x.operand(c, at, depth))
		}
	}
	return out
}

// printsNothing reports whether n is undefined, null or an empty string
// literal: what Array.prototype.join prints as nothing.
func (x *file) printsNothing(n *sitter.Node) bool {
	if n == nil {
		return false
	}
	switch n.Kind() {
	case "undefined", "null":
		return true
	case "string":
		t := x.text(n)
		return len(t) == 2
	case "template_string":
		return x.text(n) == "``"
	}
	return false
}

// joinArray is what join(sep) of an array of these elements prints. The
// separator before an element that may print nothing (its parts all
// optional) is optional with it.
func joinArray(elems []template.Template, sep template.Template) template.Template {
	var parts []template.Template
	for i, e := range elems {
		switch {
		case i > 0 && optional(e):
			parts = append(parts, template.Opt(template.Concat(sep, e))) // one run: both or neither
		case i > 0:
			parts = append(parts, sep, e)
		default:
			parts = append(parts, e)
		}
	}
	return template.Concat(parts...)
}

// optional reports whether t has parts and all of them are optional.
func optional(t template.Template) bool {
	for _, p := range t.Parts {
		if !p.Optional {
			return false
		}
	}
	return len(t.Parts) > 0
}

// operand is message for one side of a string concatenation, where number
// literals print as written.
func (x *file) operand(n *sitter.Node, at tsutil.Path, depth int) template.Template {
	if n.Kind() == "number" {
		return template.Lit(x.text(n))
	}
	return x.message(n, at, depth)
}

// stringish reports whether n certainly evaluates to a string, so that +
// is concatenation rather than addition.
func (x *file) stringish(n *sitter.Node, at tsutil.Path, depth int) bool {
	switch n.Kind() {
	case "string", "template_string":
		return true
	case "parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression":
		c := firstNamed(n)
		return c != nil && x.stringish(c, at, depth)
	case "binary_expression":
		return x.text(n.ChildByFieldName("operator")) == "+" &&
			(x.stringish(n.ChildByFieldName("left"), at, depth) || x.stringish(n.ChildByFieldName("right"), at, depth))
	case "call_expression":
		fn := n.ChildByFieldName("function")
		if x.text(fn) == "String" || x.text(fn) == "JSON.stringify" || x.text(fn) == "util.format" || x.text(fn) == "sprintf" {
			return true
		}
		if fn != nil && fn.Kind() == "member_expression" {
			switch x.text(fn.ChildByFieldName("property")) {
			case "toString", "join", "trim", "toLowerCase", "toUpperCase", "replace", "slice", "substring", "padStart", "padEnd", "toFixed":
				return true
			case "concat":
				return x.stringish(fn.ChildByFieldName("object"), at, depth)
			}
		}
	case "subscript_expression":
		return x.readsTable(n)
	case "identifier":
		if depth < tsutil.MaxResolveDepth {
			if d := x.declaration(n, at); d != nil {
				return x.stringish(d, at, depth+1)
			}
		}
	}
	return false
}

// readsTable reports whether n reads a table of the file's texts by a key
// computed at run time, through parentheses and concatenation: T[code],
// (messages || T)[code] (the caller's table, else the module's), T[code]
// + (extra || “).
func (x *file) readsTable(n *sitter.Node) bool {
	for n != nil && n.Kind() == "parenthesized_expression" {
		n = firstNamed(n)
	}
	switch {
	case n == nil || len(x.tables) == 0:
		return false
	case n.Kind() == "binary_expression" && x.text(n.ChildByFieldName("operator")) == "+":
		return x.readsTable(n.ChildByFieldName("left")) || x.readsTable(n.ChildByFieldName("right"))
	case n.Kind() != "subscript_expression":
		return false
	}
	o := n.ChildByFieldName("object")
	for o != nil && o.Kind() == "parenthesized_expression" {
		o = firstNamed(o)
	}
	if o != nil && o.Kind() == "binary_expression" && x.text(o.ChildByFieldName("operator")) == "||" {
		o = o.ChildByFieldName("right")
	}
	return o != nil && o.Kind() == "identifier" && x.tables[x.text(o)] != nil
}

// stringTemplate converts a string or template literal, each ${…} a hole.
func (x *file) stringTemplate(n *sitter.Node) template.Template {
	return x.templateText(n, nil, tsutil.MaxResolveDepth)
}

// templateText is the text of template literal n at the site at: its
// strings, and for each ${e} the text e is known to print when e holds
// text of its own (a local holding text, const header = `Invalid
// ${kind} object.`; a nested literal or concatenation, ${"at " + pos}),
// else a hole (substitution).
func (x *file) templateText(n *sitter.Node, at tsutil.Path, depth int) template.Template {
	var parts []template.Template
	for i := uint(0); i < n.ChildCount(); i++ {
		c := n.Child(i)
		switch c.Kind() {
		case "string_fragment":
			parts = append(parts, template.Lit(x.text(c)))
		case "escape_sequence":
			parts = append(parts, template.Lit(tsutil.Unescape(x.text(c), tsutil.JavaScriptEscapes)))
		case "template_substitution":
			e := firstNamed(c)
			if e == nil {
				continue
			}
			if depth < tsutil.MaxResolveDepth {
				switch e.Kind() {
				case "identifier", "string", "template_string", "binary_expression", "parenthesized_expression":
					if e.Kind() == "identifier" {
						// msg = `strict mode: ${msg}`: the value the
						// literal itself makes is not what ${msg} reads
						if d := x.declaration(e, at); d != nil && d.StartByte() <= n.StartByte() && n.EndByte() <= d.EndByte() || x.shadowed(e, d, at) {
							break
						}
					}
					if t := x.message(e, at, depth+1); t.LiteralLen() > 0 || optional(t) {
						parts = append(parts, t)
						continue
					}
				}
			}
			parts = append(parts, x.substitution(e))
		}
	}
	return template.Concat(parts...)
}

// shadowed reports whether name, whose declaration declaration found as
// d, is a parameter of a function around at that d is outside of: the
// parameter, not a module's const of the same name (export const name =
// 'FeatureFunction'; function parser(kind, name) { … `${name}` }), is
// what the site reads.
func (x *file) shadowed(name, d *sitter.Node, at tsutil.Path) bool {
	if d == nil {
		return false
	}
	target := x.text(name)
	for i := len(at) - 1; i >= 0; i-- {
		fn := at[i]
		if !x.syn.IsFunction(fn) || !slices.Contains(tsutil.Params(fn, x.src), target) {
			continue
		}
		return d.StartByte() < fn.StartByte() || d.EndByte() > fn.EndByte()
	}
	return false
}

// substitution is the hole of ${e}; String(e) and e.toString() print e.
func (x *file) substitution(e *sitter.Node) template.Template {
	if e.Kind() == "call_expression" {
		fn := e.ChildByFieldName("function")
		a := args(e)
		if x.text(fn) == "String" && len(a) == 1 {
			e = a[0]
		} else if fn != nil && fn.Kind() == "member_expression" && len(a) == 0 &&
			x.text(fn.ChildByFieldName("property")) == "toString" {
			e = fn.ChildByFieldName("object")
		}
	}
	return template.Hole(x.compact(e), "", "")
}

// polyfillConcatRE matches the names Babel's core-js runtime transform
// gives its import of the instance method concat.
var polyfillConcatRE = lazyre.New(`^_concat(InstanceProperty)?\d*$`)

// polyfillConcat is the string a call of Babel's core-js concat helper is
// given, (0, _concat["default"])(s) or _concatInstanceProperty(s) (the
// receiver of the .call after it), when it is one whose text is known;
// an assignment of it to a context variable (_context = "a".concat(b))
// is its value.
func (x *file) polyfillConcat(call *sitter.Node, at tsutil.Path) *sitter.Node {
	if call == nil || call.Kind() != "call_expression" {
		return nil
	}
	a := args(call)
	if len(a) != 1 {
		return nil
	}
	fn := call.ChildByFieldName("function")
	for fn != nil && fn.Kind() == "parenthesized_expression" {
		fn = firstNamed(fn)
		if fn != nil && fn.Kind() == "sequence_expression" {
			fn = fn.NamedChild(fn.NamedChildCount() - 1) // (0, f)
		}
	}
	if fn == nil {
		return nil
	}
	name := x.text(fn)
	switch fn.Kind() {
	case "member_expression":
		if p := x.text(fn.ChildByFieldName("property")); p != "default" {
			return nil
		}
		name = x.text(fn.ChildByFieldName("object"))
	case "subscript_expression":
		if strings.Trim(x.text(fn.ChildByFieldName("index")), "'\"") != "default" {
			return nil
		}
		name = x.text(fn.ChildByFieldName("object"))
	}
	if !polyfillConcatRE.MatchString(name) {
		return nil
	}
	s := a[0]
	if s.Kind() == "assignment_expression" {
		s = s.ChildByFieldName("right")
	}
	if s == nil || !x.stringish(s, at, 0) {
		return nil
	}
	return s
}

// returnedText is the text a call with arguments a gives, of a function
// returning r with parameters params (returnedBy, tableFunc): r's message
// with each parameter given the call's argument; ok is false when r is
// nil or has no text of its own.
func (x *file) returnedText(r *sitter.Node, params []string) func(a []*sitter.Node, at tsutil.Path, depth int) (template.Template, bool) {
	return func(a []*sitter.Node, at tsutil.Path, depth int) (template.Template, bool) {
		if r == nil || len(params) < len(a) {
			return template.Template{}, false
		}
		t := x.message(r, at, depth+1)
		if t.LiteralLen() == 0 {
			return template.Template{}, false
		}
		bound := map[string]template.Template{}
		for i, v := range a {
			if params[i] != "" {
				bound[params[i]] = x.operand(v, at, depth+1)
			}
		}
		t, _ = fillJS(t, bound)
		return t, true
	}
}
