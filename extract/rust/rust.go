package rust

import (
	"bytes"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tsrust "github.com/tree-sitter/tree-sitter-rust/bindings/go"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor catalogs Rust panics, anyhow errors, Err(format!(…)) values and
// thiserror messages.
var Extractor = &extract.Extractor{
	Name:       "rust",
	Doc:        "panic!, unreachable!, todo!, unimplemented!, .expect(\"…\"), anyhow's bail!/ensure!/anyhow!/format_err!, Err(format!(…)), .map_err/.ok_or/.ok_or_else, tonic Status constructors, (StatusCode::X, msg) responses, same-crate error helpers, error!/warn! log events and thiserror #[error(\"…\")] messages (class Enum::Variant) of Rust source",
	Extensions: []string{".rs"},
	Run:        run,
	Link:       link,
}

var lang = tsutil.NewLanguage(tsrust.Language())

// syntax is the Rust grammar for the skeleton's rules the walk uses (the
// error-ish class name); the walk keeps its own ancestor stack and context.
var syntax = tsutil.NewSyntax(lang, tsutil.Kinds{Name: "Rust", Comments: []string{"line_comment", "block_comment"}})

func run(f *extract.File) (*extract.Result, error) {
	res, _, err := runFile(f)
	return res, err
}

// runFile is run, with the walk's state (nil when the file is not
// walked).
func runFile(f *extract.File) (*extract.Result, *fileCtx, error) {
	if isExamplePath(f.Path) {
		return &extract.Result{}, nil, nil
	}
	test := isTestPath(f.Path)
	if test && !bytes.Contains(f.Src, []byte("should_panic")) {
		return &extract.Result{}, nil, nil
	}
	tree, err := lang.Parse(f.Src)
	if err != nil {
		return nil, nil, extract.Error{Path: f.Path, Msg: err.Error()}
	}
	defer tree.Close()
	root := tree.RootNode()
	res := &extract.Result{}
	if es := expects(root, f.Src); len(es) > 0 {
		res.Evidence = &extract.Evidence{Expects: es}
	}
	if test {
		return res, nil, nil // integration tests: their expectations, no sites
	}
	if e := tsutil.FirstError(root); e != nil {
		p := e.StartPosition()
		perr := extract.Error{Path: f.Path, Line: int(p.Row) + 1, Col: int(p.Column) + 1, Msg: "syntax error"}
		if 2*errorBytes(root) > len(f.Src) {
			perr.Msg = "syntax error: not Rust source"
			return nil, nil, perr
		}
		perr.Msg = "syntax error; sites inside it are skipped"
		res.Errors = append(res.Errors, perr)
	}
	x := newFileCtx(f.Path, f.Src, res, errorImpls(f.Src))
	x.localFns = itemNames(f.Src)
	x.root = root
	x.constStrs = constStrings(f.Src)
	x.debugImpls = debugImpls(f.Src)
	x.macroCalled = macroCalls(root, f.Src)
	x.walk(root)
	x.textMethodDefs()
	x.debugDefs()
	x.linkLocal()
	x.addLinkMacros()
	return res, x, nil
}

func newFileCtx(path string, src []byte, res *extract.Result, errTypes map[string]bool) *fileCtx {
	x := &fileCtx{src: src, res: res, path: path, comments: map[int]string{}, errTypes: errTypes,
		uses: map[string][]string{}, localFns: map[string]bool{}, fns: map[uintptr]*fnInfo{}, consumed: map[uintptr]bool{}, callRefs: map[uintptr]int{}, args: map[uintptr]bool{},
		defCount: map[callerKey]int{}}
	x.crate, x.mod = modulePath(path)
	return x
}

// itemNames returns the names of the fns, structs, enums and constants src
// defines, found before the walk meets them (a call may come first): each
// word after "fn ", "struct ", "enum " and "const ". A name in a comment
// or string only makes a bare path of it look for this file's item.
func itemNames(src []byte) map[string]bool {
	names := map[string]bool{}
	for _, kw := range []string{"fn ", "struct ", "enum ", "const "} {
		for i := 0; ; {
			j := bytes.Index(src[i:], []byte(kw))
			if j < 0 {
				break
			}
			i += j + len(kw)
			if k := i - len(kw) - 1; k >= 0 && isIdentByte(src[k]) {
				continue
			}
			for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
				i++
			}
			start := i
			for i < len(src) && isIdentByte(src[i]) {
				i++
			}
			if i > start {
				names[string(src[start:i])] = true
			}
		}
	}
	return names
}

var constString = lazyre.New(`^const\s+([A-Z_][A-Z0-9_]*)\s*:\s*&\s*(?:'static\s+)?str\s*=\s*("(?:[^"\\]|\\.)*")\s*;`)

// constStrings returns the string constants src declares, const NAME:
// &str = "…", found before the walk meets them (a fn may use one declared
// below it); a name declared twice with different texts is left out.
func constStrings(src []byte) map[string]string {
	var out map[string]string
	bad := map[string]bool{}
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("const "))
		if j < 0 {
			return out
		}
		i += j + len("const ")
		// the regexp runs on the declaration alone: up to its ;
		end := bytes.IndexByte(src[i:], ';')
		if end < 0 {
			return out
		}
		decl := src[i-len("const ") : i+end+1]
		if !bytes.Contains(decl, []byte("str")) {
			continue
		}
		m := constString.FindSubmatch(decl)
		if m == nil {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		name := string(m[1])
		s, err := strconv.Unquote(string(m[2]))
		if err != nil || bad[name] {
			continue
		}
		if old, ok := out[name]; ok && old != s {
			delete(out, name)
			bad[name] = true
			continue
		}
		out[name] = s
	}
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// isTestPath reports whether path is in a crate's tests/ or benches/
// folder: integration tests and benchmarks, not code that raises errors.
func isTestPath(path string) bool {
	path = "/" + path
	return strings.Contains(path, "/tests/") || strings.Contains(path, "/benches/")
}

// isExamplePath reports whether path is in a crate's examples/ folder:
// programs of their own that use the crate, whose errors and panics the
// crate never raises.
func isExamplePath(path string) bool {
	return strings.Contains("/"+path, "/examples/")
}

// errorBytes is the size of the outermost ERROR nodes under n.
func errorBytes(n *sitter.Node) int {
	total := 0
	tsutil.Walk(n, func(c *sitter.Node) bool {
		if c.IsError() {
			total += int(c.EndByte() - c.StartByte())
			return false
		}
		return c.HasError()
	})
	return total
}

type fileCtx struct {
	src      []byte
	res      *extract.Result
	path     string
	comments map[int]string  // own-line, non-doc comments by end line
	depth    int             // nesting of macro token trees re-parsed
	errTypes map[string]bool // types with an impl Error for T in the file

	crate string   // the crate's name, as modulePath guesses it
	mod   []string // the file's module path in its crate

	// The helper link's state (helpers.go): the names use declarations
	// bring in, the fns defined in the file, what is known of each fn, the
	// constructor nodes that an error value took, and the definitions and
	// references found, with the fn each reference is the result of.
	uses     map[string][]string
	useUndo  []useUndo               // what a use inside a block replaced, put back when the walk leaves it
	localFns map[string]bool         // the names of the fns, types and constants the file defines
	root     *sitter.Node            // the file's tree (nil in a token tree's parse)
	fileFns  map[string]*sitter.Node // the fn items of root by name (fileFn)
	// anyVariants: the enums (by name) whose variants' texts a Display
	// matching on a field gives ("*" definitions, anyVariantArgs)
	anyVariants map[string]bool
	globs       [][]string // the enums whose variants use Enum::* brings in
	// constStrs are the string constants of the file (const NAME: &str =
	// "…"), by name.
	constStrs  map[string]string
	lineStarts []int                  // the offset of each line, made when first needed
	macros     map[string][]macroRule // the file's macro_rules! by name (macros.go)
	// callMacros are the rules of every macro_rules! of the file, by
	// name, for invocations that expand to one call (expandCall).
	callMacros map[string][]macroRule
	// linkMacros and linkMacroRefs are the file's macro_rules! and its
	// invocations of macros it does not define, for the link
	// (crossmacro.go).
	linkMacros    []extract.Def
	linkMacroRefs []extract.Ref
	expanded      int // invocations expandCall read as their call
	// macroCalled are the names the file's macro_rules! bodies call
	// (macroCalls).
	macroCalled map[string]bool
	// textMethods are the methods a Display impl writes the text of
	// (f.write_str(self.description())) by type, armTexts the texts
	// methods give by matching on self (textMethodDefs).
	textMethods map[string]string
	armTexts    map[string][]armText
	armMethods  []armMethod // Display arms writing a text method among other text
	// armFields are the fields of self the methods of armTexts match on
	// (fn msg(&self) -> &str { match self.kind { … } }: "kind"), by
	// type.method; typeTexts are Display texts outside any arm that
	// write such a method, waiting for textMethodDefs
	armFields map[string]string
	typeTexts []typeText
	// debugSelf holds the types whose Display writes self's Debug text
	// (write!(f, "{:?}", self)), debugTexts what their Debug impls write
	// outside a match on self (debugDefs)
	debugSelf map[string]bool
	// debugImpls are the types with an impl Debug in the file, whose
	// Debug text is not the derived one
	debugImpls map[string]bool
	debugTexts map[string][]debugText
	// debugWhole holds the types whose Display writes self's Debug
	// text outside any match on self: every variant prints its Debug text
	debugWhole map[string]bool
	// derivedDebug holds what derived Debug prints for each variant of
	// the file's enums that derive it (noteDerivedDebug), by enum name
	derivedDebug map[string][]derivedDebugDef
	fns          map[uintptr]*fnInfo
	consumed     map[uintptr]bool
	callRefs     map[uintptr]int  // the reference callRef noted for a call node, by index in refs
	args         map[uintptr]bool // variants that are arguments of another call (refKind)
	defs         []extract.Def
	defCount     map[callerKey]int
	refs         []extract.Ref

	// The walk's state: the ancestors of the node being visited, their doc
	// comments, and per level the attributes and comments seen since the
	// last other sibling. prev is that list for the node being visited.
	// exits holds per level the conditions that hold after the siblings
	// visited so far (see exitConds); pending those of the last sibling,
	// which hold only once the walk has left it.
	stack   []*sitter.Node
	kinds   []uint16 // the KindId of each node of stack
	docs    []string
	levels  [][]*sitter.Node
	prev    []*sitter.Node
	exits   [][]cond
	pending [][]cond
}

// walk visits root and its descendants in source order with a tree cursor,
// keeping the ancestors on a stack: tree-sitter's Parent and PrevSibling
// scan the parent's children, which is quadratic on big files.
func (x *fileCtx) walk(root *sitter.Node) {
	c := root.Walk()
	defer c.Close()
	x.stack, x.kinds, x.docs, x.levels = nil, nil, nil, [][]*sitter.Node{nil}
	x.exits, x.pending = [][]cond{nil}, [][]cond{nil}
	for {
		n := c.Node()
		k := n.KindId() // a call into tree-sitter: asked once per node
		top := len(x.levels) - 1
		x.prev = x.levels[top]
		if p := x.pending[top]; p != nil {
			x.exits[top], x.pending[top] = append(x.exits[top], p...), nil
		}
		descend := x.visit(n, k)
		if top > 0 && x.kinds[top-1] == kindBlock {
			x.pending[top] = x.exitConds(n)
		}
		switch k {
		case kindAttribute, kindLineComment, kindBlockCmt:
			x.levels[top] = append(x.levels[top], n)
		default:
			x.levels[top] = nil
		}
		if descend && c.GotoFirstChild() {
			doc := ""
			switch k {
			case kindFunction, kindMacroDef, kindEnum, kindStruct:
				doc = x.docFrom(x.prev)
			}
			x.stack, x.kinds, x.docs, x.levels = append(x.stack, n), append(x.kinds, k), append(x.docs, doc), append(x.levels, nil)
			x.exits, x.pending = append(x.exits, nil), append(x.pending, nil)
			continue
		}
		for !c.GotoNextSibling() {
			if !c.GotoParent() || len(x.stack) == 0 {
				return
			}
			last := len(x.stack) - 1
			x.stack, x.kinds, x.docs, x.levels = x.stack[:last], x.kinds[:last], x.docs[:last], x.levels[:last+1]
			x.exits, x.pending = x.exits[:last+1], x.pending[:last+1]
			x.leaveUses(last)
		}
	}
}

// nearest returns the index in the stack of the innermost ancestor of kind
// k, or -1.
func (x *fileCtx) nearest(k uint16) int {
	for i := len(x.kinds) - 1; i >= 0; i-- {
		if x.kinds[i] == k {
			return i
		}
	}
	return -1
}

func (x *fileCtx) text(n *sitter.Node) string { return tsutil.Text(n, x.src) }

// flat is the text of n with white space runs folded to one space.
func (x *fileCtx) flat(n *sitter.Node) string { return strings.Join(strings.Fields(x.text(n)), " ") }

// Node kind ids, compared instead of Kind() strings: Kind costs a cgo call
// and a string allocation per node.
var (
	grammar         = sitter.NewLanguage(tsrust.Language())
	kindLineComment = grammar.IdForNodeKind("line_comment", true)
	kindBlockCmt    = grammar.IdForNodeKind("block_comment", true)
	kindMacro       = grammar.IdForNodeKind("macro_invocation", true)
	kindMacroRule   = grammar.IdForNodeKind("macro_rule", true)
	kindFunction    = grammar.IdForNodeKind("function_item", true)
	kindMod         = grammar.IdForNodeKind("mod_item", true)
	kindImpl        = grammar.IdForNodeKind("impl_item", true)
	kindCall        = grammar.IdForNodeKind("call_expression", true)
	kindAttribute   = grammar.IdForNodeKind("attribute_item", true)
	kindEnum        = grammar.IdForNodeKind("enum_item", true)
	kindStruct      = grammar.IdForNodeKind("struct_item", true)
	kindTokenTree   = grammar.IdForNodeKind("token_tree", true)
	kindUse         = grammar.IdForNodeKind("use_declaration", true)
	kindString      = grammar.IdForNodeKind("string_literal", true)
	kindRawString   = grammar.IdForNodeKind("raw_string_literal", true)
	kindError       = grammar.IdForNodeKind("ERROR", true)
	kindMacroDef    = grammar.IdForNodeKind("macro_definition", true)
	kindIf          = grammar.IdForNodeKind("if_expression", true)
	kindTrait       = grammar.IdForNodeKind("trait_item", true)
	kindBlock       = grammar.IdForNodeKind("block", true)
	kindElse        = grammar.IdForNodeKind("else_clause", true)
	kindMatch       = grammar.IdForNodeKind("match_expression", true)
	kindMatchArm    = grammar.IdForNodeKind("match_arm", true)
	kindLet         = grammar.IdForNodeKind("let_declaration", true)
	kindLetCond     = grammar.IdForNodeKind("let_condition", true)
	kindExprStmt    = grammar.IdForNodeKind("expression_statement", true)
	kindReturn      = grammar.IdForNodeKind("return_expression", true)
	kindBreak       = grammar.IdForNodeKind("break_expression", true)
	kindContinue    = grammar.IdForNodeKind("continue_expression", true)
	kindClosure     = grammar.IdForNodeKind("closure_expression", true)
	kindLoop        = grammar.IdForNodeKind("loop_expression", true)
	kindWhile       = grammar.IdForNodeKind("while_expression", true)
	kindFor         = grammar.IdForNodeKind("for_expression", true)
	kindStructExpr  = grammar.IdForNodeKind("struct_expression", true)
	kindTuple       = grammar.IdForNodeKind("tuple_expression", true)
	kindIdent       = grammar.IdForNodeKind("identifier", true)
	kindScopedIdent = grammar.IdForNodeKind("scoped_identifier", true)
	kindFieldExpr   = grammar.IdForNodeKind("field_expression", true)
	kindRef         = grammar.IdForNodeKind("reference_expression", true)
	kindParen       = grammar.IdForNodeKind("parenthesized_expression", true)
	kindArguments   = grammar.IdForNodeKind("arguments", true)
	kindGenericFn   = grammar.IdForNodeKind("generic_function", true)
	kindMatchBlock  = grammar.IdForNodeKind("match_block", true)
	kindInt         = grammar.IdForNodeKind("integer_literal", true)
	kindBool        = grammar.IdForNodeKind("boolean_literal", true)
	kindConst       = grammar.IdForNodeKind("const_item", true)
	kindTry         = grammar.IdForNodeKind("try_expression", true)
)

// visit looks at n, of kind k, and reports whether the walk goes into its
// children.
func (x *fileCtx) visit(n *sitter.Node, k uint16) bool {
	switch k {
	case kindError:
		return false
	case kindLineComment, kindBlockCmt:
		if n.ChildByFieldName("doc") == nil && tsutil.OwnLine(n, x.src) {
			x.comments[tsutil.EndLine(n)] = tsutil.CleanComment(x.text(n))
		}
		return false
	case kindMacro:
		if !x.macro(n) {
			x.macroBody(n)
		}
	case kindMacroDef:
		x.noteMacro(n)
		x.macroDef(n)
	case kindMacroRule:
		// The body of a macro_rules! arm is a token tree too; $metavariables
		// become syntax errors that the re-parse tolerates.
		if body := n.ChildByFieldName("right"); body != nil && body.KindId() == kindTokenTree {
			x.reparse(n, body)
		}
		return false
	case kindFunction, kindMod, kindImpl:
		if x.isTestItem() {
			return false
		}
		if k == kindFunction && x.returnsError(n) {
			x.ctorDefs(n)
		}
		if k == kindFunction {
			x.noteArmTexts(n)
		}
	case kindConst:
		x.constDef(n)
	case kindLet:
		x.noteLet(n)
	case kindCall:
		x.call(n)
	case kindTuple:
		x.tuple(n)
	case kindStructExpr:
		x.structRef(n)
	case kindScopedIdent:
		x.variantRef(n)
		return false
	case kindAttribute:
		x.errorAttr(n)
		return false
	case kindEnum, kindStruct:
		x.classDefs(n)
		x.noteDerivedDebug(n)
	case kindUse:
		x.useDecl(n)
		return false
	case kindTokenTree, kindString, kindRawString:
		// Tokens (macro arguments are re-parsed by macro), paths and string
		// contents hold no sites.
		return false
	}
	return true
}

// arg is one comma-separated argument of a macro: its tokens' text and,
// for name = value, the name.
type arg struct {
	name, expr string
	nodes      []*sitter.Node
}

// macroArgs splits the token tree of a macro call at its top-level commas.
func (x *fileCtx) macroArgs(tt *sitter.Node) []arg {
	var args []arg
	var cur []*sitter.Node
	flush := func() {
		if len(cur) == 0 {
			return
		}
		a := arg{nodes: cur}
		body := cur
		if len(cur) > 2 && cur[0].Kind() == "identifier" && cur[1].Kind() == "=" {
			a.name, body = x.text(cur[0]), cur[2:]
		}
		if len(body) > 0 {
			a.expr = strings.Join(strings.Fields(string(x.src[body[0].StartByte():body[len(body)-1].EndByte()])), " ")
		}
		args = append(args, a)
		cur = nil
	}
	n := tt.ChildCount()
	for i := uint(1); i+1 < n; i++ { // skip the delimiters
		c := tt.Child(i)
		if c.Kind() == "," {
			flush()
			continue
		}
		if c.IsExtra() { // comments
			continue
		}
		cur = append(cur, c)
	}
	flush()
	return args
}

// panicMacros maps the panicking macros to the text they print without
// arguments; with arguments they print it, ": " and the message (panic!
// prints only the message).
var panicMacros = map[string]string{
	"panic":         "explicit panic",
	"unreachable":   "internal error: entered unreachable code",
	"todo":          "not yet implemented",
	"unimplemented": "not implemented",
}

// assertMacros panic with "assertion failed: cond" or their message.
var assertMacros = map[string]bool{"assert": true, "debug_assert": true}

// anyhowMacros are the macros that build an anyhow (or eyre) error.
var anyhowMacros = map[string]bool{"bail": true, "anyhow": true, "format_err": true, "ensure": true, "eyre": true}

func macroName(n *sitter.Node, src []byte) string {
	m := n.ChildByFieldName("macro")
	if m == nil {
		return ""
	}
	if m.Kind() == "scoped_identifier" {
		m = m.ChildByFieldName("name")
	}
	return tsutil.Text(m, src)
}

func tokenTree(n *sitter.Node) *sitter.Node {
	for i := int(n.ChildCount()) - 1; i >= 0; i-- {
		if c := n.Child(uint(i)); c.Kind() == "token_tree" {
			return c
		}
	}
	return nil
}

// macro records a site for a panicking or anyhow macro and reports whether
// that covers the macro's arguments; assert!'s condition and arguments may
// hold sites of their own.
func (x *fileCtx) macro(n *sitter.Node) bool {
	name := macroName(n, x.src)
	if name == "write" || name == "writeln" {
		x.display(n)
		return false
	}
	if name == "json" {
		x.bodyDef(n)
		return false
	}
	if x.logMacro(n, name) {
		return true
	}
	fallback, isPanic := panicMacros[name]
	if !isPanic && !anyhowMacros[name] && !assertMacros[name] {
		x.expandItems(n)
		return false
	}
	tt := tokenTree(n)
	if tt == nil {
		return true
	}
	args := x.macroArgs(tt)
	site := extract.Site{Kind: name, Line: tsutil.Line(n), EndLine: tsutil.EndLine(n)}
	site.Context = x.context(n)
	switch {
	case assertMacros[name]:
		if len(args) == 0 {
			return true
		}
		site.Kind, site.ErrorType, site.Severity, site.Class = "assert", "panic", "fatal", "panic"
		// The assert's condition is its guard; conditions on the path to
		// it (an early return above) are not in it.
		site.Context.Partial = site.Context.Partial || site.Context.Guard != ""
		site.Context.Guard, site.Context.Negated = args[0].expr, true
		if len(args) == 1 {
			site.Message = template.Lit("assertion failed: " + args[0].expr)
		} else {
			site.Message = x.format(args[1:], "")
		}
		x.res.Sites = append(x.res.Sites, site)
		return false
	case isPanic:
		site.ErrorType, site.Severity, site.Class = "panic", "fatal", "panic"
		switch {
		case len(args) == 0:
			site.Message = template.Lit(fallback)
		case name == "panic":
			site.Message = x.format(args, "")
		default:
			site.Message = template.Concat(template.Lit(fallback+": "), x.format(args, ""))
		}
	default:
		site.ErrorType, site.Severity, site.Class = "error", "error", "anyhow::Error"
		if name == "ensure" {
			if len(args) == 0 {
				return true
			}
			cond := args[0].expr
			site.Context.Partial = site.Context.Partial || site.Context.Guard != ""
			site.Context.Guard, site.Context.Negated = cond, true
			args = args[1:]
			if len(args) == 0 {
				site.Message = template.Lit("Condition failed: `" + cond + "`")
			}
		}
		if len(args) > 0 {
			site.Message = x.format(args, "")
		}
	}
	idx := x.emit(n, site, "", "")
	if isPanic && idx >= 0 {
		x.panicOfErr(n, idx)
	}
	return true
}

var debugImpl = lazyre.New(`\bimpl\b[^{;]*?\bDebug\s+for\s+&?(?:'\w+\s+)?([A-Za-z_]\w*)`)

// debugImpls names the types that src implements Debug for by hand.
func debugImpls(src []byte) map[string]bool {
	m := map[string]bool{}
	for _, g := range debugImpl.FindAllSubmatch(src, -1) {
		m[string(g[1])] = true
	}
	return m
}

var errorImpl = lazyre.New(`\bimpl\b[^{;]*?\bError\s+for\s+([A-Za-z_]\w*)`)

// errorImpls returns the types of src that implement (std::)error::Error.
// The regexp runs only from each word "impl" to the { or ; after it, which
// a match cannot cross: the same matches as over all of src, without the
// regexp machine stepping through every byte of the file.
func errorImpls(src []byte) map[string]bool {
	types := map[string]bool{}
	for i := 0; ; {
		j := bytes.Index(src[i:], []byte("impl"))
		if j < 0 {
			return types
		}
		j += i
		i = j + len("impl")
		if j > 0 && isIdentByte(src[j-1]) || i < len(src) && isIdentByte(src[i]) {
			continue
		}
		end := len(src)
		if k := bytes.IndexAny(src[i:], "{;"); k >= 0 {
			end = i + k
		}
		if m := errorImpl.FindSubmatchIndex(src[j:end]); m != nil {
			types[string(src[j+m[2]:j+m[3]])] = true
			i = j + m[1]
		}
	}
}

// displayType returns the type whose Display impl holds the node being
// visited (the fn is fmt, the impl's trait Display), and whether it is an
// error type: it implements Error in the file, or is named like an error
// (IsErrorName).
func (x *fileCtx) displayType() (typ string, isErr bool) {
	fn, impl := x.nearest(kindFunction), x.nearest(kindImpl)
	if fn < 0 || impl < 0 || impl > fn || x.text(x.stack[fn].ChildByFieldName("name")) != "fmt" {
		return "", false
	}
	im := x.stack[impl]
	tr := im.ChildByFieldName("trait")
	if tr == nil || !strings.HasSuffix(x.text(tr), "Display") {
		return "", false
	}
	typ = lastSeg(typeName(im.ChildByFieldName("type"), x.src))
	return typ, x.errTypes[typ] || syntax.IsErrorName(typ)
}

// display records write!(f, "…") in an error type's Display impl: the
// message of that type, class the type. In any type's Display impl the
// text defines the variant or type it is written for (displayDef).
func (x *fileCtx) display(n *sitter.Node) {
	typ, isErr := x.displayType()
	if typ == "" {
		x.debugWrite(n)
		return
	}
	if t, ok := x.written(n); ok {
		x.displayWrite(n, typ, isErr, t, nil)
	}
}

// written is the text write!(f, "…", …) at n writes.
func (x *fileCtx) written(n *sitter.Node) (template.Template, bool) {
	tt := tokenTree(n)
	if tt == nil {
		return template.Template{}, false
	}
	args := x.macroArgs(tt)
	if len(args) < 2 {
		return template.Template{}, false
	}
	return x.format(args[1:], ""), true
}

// displayText records text t that the Display impl of typ writes at n.
func (x *fileCtx) displayText(n *sitter.Node, typ string, isErr bool, t template.Template) {
	if len(t.Parts) == 1 && t.Parts[0].Hole && t.Parts[0].Expr == "self" && t.Parts[0].Conv == "r" {
		// write!(f, "{:?}", self): the Debug impl's text (debugDefs)
		if x.debugSelf == nil {
			x.debugSelf = map[string]bool{}
		}
		x.debugSelf[typ] = true
		if fn := x.nearest(kindFunction); fn >= 0 && x.matchesSelf(x.stack[fn]) {
			// Kind::A => write!(f, "{:?}", self): the arm's variant's
			// derived Debug text
			x.displayDef(n, typ, t, extract.Site{Kind: "display", ErrorType: "error", Severity: "error", Class: typ,
				Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: t})
		} else {
			if x.debugWhole == nil {
				x.debugWhole = map[string]bool{}
			}
			x.debugWhole[typ] = true
		}
		return
	}
	site := extract.Site{
		Kind: "display", ErrorType: "error", Severity: "error", Class: typ,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: t,
	}
	// write!(f, "{}", inner) has no text of its own: no site, but a
	// definition, Kind::Message(m) => f.write_str(m) prints m.
	if isErr && t.LiteralLen() > 0 {
		site.Context = x.context(n)
		written := site
		written.Tags = []string{catalog.WrittenTag}
		x.res.Sites = append(x.res.Sites, written)
	}
	x.displayDef(n, typ, t, site)
}

// opaqueMacros take token trees that are not Rust expressions, or whose
// code runs elsewhere.
var opaqueMacros = map[string]bool{"quote": true, "quote_spanned": true, "parse_quote": true, "macro_rules": true}

// macroBody finds sites inside the arguments of other macros (println!,
// assert!, vec!, write!, …), which tree-sitter leaves as token trees: it
// parses the token tree again as an expression and shifts the lines back.
// The sites take the function and comments of the macro call.
func (x *fileCtx) macroBody(n *sitter.Node) {
	if tt := tokenTree(n); tt != nil && !opaqueMacros[macroName(n, x.src)] && !x.expandCall(n) {
		x.macroRef(n)
		x.reparse(n, tt)
	}
}

// reparse finds the sites in token tree tt of node n.
func (x *fileCtx) reparse(n, tt *sitter.Node) {
	if x.depth >= 4 {
		return
	}
	body := x.src[tt.StartByte():tt.EndByte()]
	if !bytes.Contains(body, []byte("!")) && !bytes.Contains(body, []byte("expect(")) && !bytes.Contains(body, []byte("Err(")) &&
		!callArg(tt) {
		return
	}
	const prefix = "fn f(){"
	src := append(append([]byte(prefix), body...), '}')
	tree, err := lang.Parse(src)
	if err != nil {
		return
	}
	defer tree.Close()
	if tree.RootNode().HasError() {
		// Not an expression (tokio::select!'s "biased; v = fut => { … }"
		// arms): the blocks inside it are parsed one by one instead.
		for i := uint(0); i < tt.NamedChildCount(); i++ {
			if c := tt.NamedChild(i); c.KindId() == kindTokenTree {
				x.reparse(n, c)
			}
		}
		return
	}
	x.takeParsed(n, tree.RootNode(), src, tsutil.Line(tt)-1)
}

// takeParsed walks root, a parse of src that stands for what macro
// invocation n holds or makes, and takes its sites and references, their
// lines shifted by shift, with n's function and comments.
func (x *fileCtx) takeParsed(n, root *sitter.Node, src []byte, shift int) {
	sub := newFileCtx(x.path, src, &extract.Result{}, x.errTypes)
	sub.depth, sub.uses, sub.localFns, sub.globs, sub.constStrs = x.depth+1, x.uses, x.localFns, x.globs, x.constStrs
	sub.walk(root)
	outer := x.context(n)
	base := len(x.res.Sites)
	x.takeRefs(sub, shift, base, outer)
	for _, s := range sub.res.Sites {
		s.Line += shift
		s.EndLine += shift
		c := outer
		if s.Context.Guard != "" {
			c.Guard, c.Negated = s.Context.Guard, s.Context.Negated
		}
		c.Comments = append(append([]string(nil), outer.Comments...), x.commentsAbove(s.Line)...)
		if s.Line == tsutil.Line(n) {
			c.Comments = outer.Comments
		}
		s.Context = c
		x.res.Sites = append(x.res.Sites, s)
	}
}

// callArg reports whether token tree tt is one call and nothing else, as
// a try-like macro takes it (tri!(parse_escape(self, scratch)): its error
// goes on.
func callArg(tt *sitter.Node) bool {
	n := tt.ChildCount()
	if n < 4 || tt.Child(0).Kind() != "(" {
		return false
	}
	for i := uint(1); i+1 < n; i++ {
		switch tt.Child(i).Kind() {
		case "string_literal", "raw_string_literal", ",", ";", "=>":
			return false
		}
	}
	last := tt.Child(n - 2)
	return last.KindId() == kindTokenTree && last.Child(0) != nil && last.Child(0).Kind() == "("
}

// takeRefs takes the references sub, a macro argument's walk, noted:
// their lines shifted, their sites' indices moved by base (sub's sites
// come after the file's), at the macro's context; a call that passes its
// fn's caller text on (passLine) makes the fn around the macro a passing
// helper.
func (x *fileCtx) takeRefs(sub *fileCtx, shift, base int, ctx extract.Context) {
	for _, r := range sub.refs {
		switch r.Kind {
		case "call", "try", "ctor", "arg":
		default:
			continue
		}
		if r.Site >= 0 {
			r.Site += base
		}
		r.Caller = nil
		if r.Call != nil {
			c := *r.Call
			c.Line += shift
			c.EndLine += shift
			c.Context = ctx
			r.Call = &c
			if r.Kind == "call" || r.Kind == "try" {
				if pf := x.passLine(c.Line); pf != nil {
					r.Caller = passDef(pf)
				}
			}
		}
		x.refs = append(x.refs, r)
	}
}

// errorAttr handles #[error("…")] of a thiserror enum variant, struct or
// enum.
func (x *fileCtx) errorAttr(n *sitter.Node) {
	attr := firstNamed(n, "attribute")
	if attr == nil || attr.NamedChildCount() == 0 || x.text(attr.NamedChild(0)) != "error" {
		return
	}
	tt := attr.ChildByFieldName("arguments")
	if tt == nil || tt.Kind() != "token_tree" {
		return
	}
	args := x.macroArgs(tt)
	if len(args) == 0 {
		return
	}
	if _, ok := x.stringLit(args[0].nodes); !ok {
		return // #[error(transparent)]
	}
	target := nextItem(n)
	if target == nil {
		return
	}
	var class string
	enum := x.nearest(kindEnum)
	switch target.Kind() {
	case "enum_variant":
		if enum < 0 {
			return
		}
		class = x.text(x.stack[enum].ChildByFieldName("name")) + "::" + x.text(target.ChildByFieldName("name"))
	case "struct_item", "enum_item":
		class, enum = x.text(target.ChildByFieldName("name")), -1
	default:
		return
	}
	ctx := x.context(n)
	ctx.Docstring = x.docFrom(x.prev)
	if ctx.Docstring == "" && enum >= 0 {
		ctx.Docstring = x.docs[enum]
	}
	site := extract.Site{
		Kind: "thiserror", ErrorType: "error", Severity: "error", Class: class,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n),
		Message: x.format(args, "."), Context: ctx,
	}
	x.res.Sites = append(x.res.Sites, site)
	enumName := ""
	if enum >= 0 {
		enumName = x.text(x.stack[enum].ChildByFieldName("name"))
	}
	x.typeDef(target, enumName, site)
}

// classDefs records thiserror enums and structs (those deriving Error) and
// their variants.
func (x *fileCtx) classDefs(n *sitter.Node) {
	if !x.derivesError() {
		return
	}
	name := x.text(n.ChildByFieldName("name"))
	x.res.Classes = append(x.res.Classes, extract.ClassDef{Name: name, Bases: []string{"std::error::Error"}, Line: tsutil.Line(n)})
	body := n.ChildByFieldName("body")
	if n.Kind() != "enum_item" || body == nil {
		return
	}
	for i := uint(0); i < body.NamedChildCount(); i++ {
		if v := body.NamedChild(i); v.Kind() == "enum_variant" {
			x.res.Classes = append(x.res.Classes, extract.ClassDef{
				Name: name + "::" + x.text(v.ChildByFieldName("name")), Bases: []string{name}, Line: tsutil.Line(v),
			})
		}
	}
}

var (
	deriveDebug = lazyre.New(`\bderive\s*\((?:[^)]*[\s,(:])?Debug\s*[,)]`)
	deriveError = lazyre.New(`\bderive\s*\((?:[^)]*[\s,(:])?Error\s*[,)]`)
	testAttr    = lazyre.New(`^#\[\s*(?:cfg\s*\(\s*test\s*\)|test|bench|[\w:]+::test(?:\(.*\))?)\s*\]$`)
)

func (x *fileCtx) derivesError() bool { return x.hasAttr(deriveError) }

// isTestItem reports whether n is a #[cfg(test)] module or a #[test]
// function: test code, whose panics are assertions.
func (x *fileCtx) isTestItem() bool { return x.hasAttr(testAttr) }

// hasAttr reports whether one of the attributes before the node being
// visited matches re.
func (x *fileCtx) hasAttr(re *lazyre.RE) bool {
	for _, p := range x.prev {
		if p.KindId() == kindAttribute && re.MatchString(x.text(p)) {
			return true
		}
	}
	return false
}

func firstNamed(n *sitter.Node, kind string) *sitter.Node {
	for i := uint(0); i < n.NamedChildCount(); i++ {
		if c := n.NamedChild(i); c.Kind() == kind {
			return c
		}
	}
	return nil
}

// nextItem is the item an attribute applies to: the next sibling that is
// not an attribute or a comment.
func nextItem(n *sitter.Node) *sitter.Node {
	for s := n.NextNamedSibling(); s != nil; s = s.NextNamedSibling() {
		switch s.Kind() {
		case "attribute_item", "line_comment", "block_comment":
			continue
		}
		return s
	}
	return nil
}
