package python

import (
	"bytes"
	"cmp"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	tspython "github.com/tree-sitter/tree-sitter-python/bindings/go"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor catalogs Python raise statements, asserts with a message, and
// exception classes, in Python and in Cython (.pyx, .pxi) source.
var Extractor = &extract.Extractor{
	Name:       "python",
	Doc:        "raise statements, assert with a message, and exception classes of Python source",
	Extensions: []string{".py", ".pyi", ".pyx", ".pxi"},
	Decode:     decodePython,
	Run:        run,
	Link:       link,
}

var lang = tsutil.NewLanguage(tspython.Language())

// causeField is the id of the field a raise statement's "from" clause is
// under.
var causeField = lang.Field("cause")

// syntax holds the shared rules as Python has them: an exception class
// name also ends in Warning, Exit (SystemExit) or Interrupt
// (KeyboardInterrupt), and a base is read as the expression it is; a file
// is rejected when its unparsed regions cover a quarter of its bytes.
var syntax = tsutil.NewSyntax(lang, tsutil.Kinds{
	Name: "Python", ErrorNames: []string{"Warning", "Exit", "Interrupt"}, WholeNames: true,
	MaxUnparsed: 0.25, UnparsedOfAll: true,
})

// keywords start the statements run looks at.
var keywords = [][]byte{[]byte("raise"), []byte("assert"), []byte("class")}

// keywordNodes returns the raise, assert and class statements of the file in
// source order. Rather than visiting every node (through cgo, about a third
// of the parse time), it finds each keyword with a byte search and asks
// tree-sitter for the token there: a keyword inside a string or comment is
// not a keyword token, and one inside a name is not at a word boundary.
func (x *file) keywordNodes(root *tsutil.Node) []*tsutil.Node {
	var out []*tsutil.Node
	for _, pos := range x.wordOffsets(keywords, false) {
		tok := x.tokenAt(root, pos)
		if tok == nil || x.isNamed(tok) {
			continue
		}
		p := x.parent(tok)
		if p == nil || p.StartByte() != tok.StartByte() {
			continue
		}
		switch x.kind(p) {
		case "raise_statement", "assert_statement", "class_definition":
			out = append(out, p)
		}
	}
	return out
}

// wordOffsets returns the offsets of the whole-word occurrences of words in
// the file, sorted; with call, only those followed by "(" (after blanks).
// With the file's words from the tokenizer it leaves out those in
// comments and in strings without a brace, which are not tokens of their
// own; every caller looks for the token at each offset.
func (x *file) wordOffsets(words [][]byte, call bool) []int {
	var offs []int
	if x.words != nil {
		for _, w := range words {
			offs = x.words.offsets(offs, w, call)
		}
		sort.Ints(offs)
		return offs
	}
	want := make(map[string]bool, len(words))
	for _, w := range words {
		want[string(w)] = true
	}
	// One pass over the file's words, whatever the number looked for.
	eachWord(x.src, func(w []byte, pos int) {
		if !want[string(w)] {
			return
		}
		if call {
			j := pos + len(w)
			for j < len(x.src) && (x.src[j] == ' ' || x.src[j] == '\t') {
				j++
			}
			if j >= len(x.src) || x.src[j] != '(' {
				return
			}
		}
		offs = append(offs, pos)
	})
	return offs
}

// substringOffsets returns the offsets of every occurrence of sub in the
// file, inside words or not.
func (x *file) substringOffsets(sub string) []int {
	var offs []int
	for off := 0; ; {
		i := bytes.Index(x.src[off:], []byte(sub))
		if i < 0 {
			return offs
		}
		offs = append(offs, off+i)
		off += i + len(sub)
	}
}

// identAround returns the identifier token that contains offset pos, or
// nil.
func (x *file) identAround(root *tsutil.Node, pos int) *tsutil.Node {
	for pos > 0 && isIdentByte(x.src[pos-1]) {
		pos--
	}
	if tok := x.tokenAt(root, pos); tok != nil && x.kind(tok) == "identifier" {
		return tok
	}
	return nil
}

// tokenAt returns the token that starts at the word at pos, or nil when
// the word is not a token of its own there.
func (x *file) tokenAt(root *tsutil.Node, pos int) *tsutil.Node {
	end := pos + 1
	for end < len(x.src) && isIdentByte(x.src[end]) {
		end++
	}
	tok := x.index.DescendantForByteRange(root, uint(pos), uint(end))
	if tok == nil || int(tok.StartByte()) != pos {
		return nil
	}
	return tok
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

// maxResolveDepth bounds how many variable assignments are followed to find
// a message, so that "a = b; b = a" cannot loop.
const maxResolveDepth = 4

type file struct {
	path       string
	src        []byte
	lines      *extract.Lines
	res        extract.Result
	helpers    map[string]*helper          // by function name
	nested     map[uint]map[string]*helper // closures' helpers: by the outer function's start byte, then name (helperTable)
	raisers    map[string]*raiser          // functions raising a parameter, by name
	stored     []*storedRaise              // raises of a text an object keeps (stored.go)
	classes    map[string]*classDef        // exception classes defined in the file, by name
	textOnly   map[string]bool             // classes recorded only for their base: a text of holes alone is not used
	factories  map[string]*factory         // functions that return an exception, by name; nil for others
	root       *tsutil.Node
	consts     map[string]*tsutil.Node         // module-level string constants; built on first use
	dicts      map[string]*tsutil.Node         // module-level dict literals (message tables), with consts
	logs       *loggers                        // the file's loggers; built when it has log calls
	importMap  map[string]importRef            // by the name bound; built on first use (importRefs)
	refs       []extract.Ref                   // for the link pass
	assigns    map[uintptr]map[string][]assign // by scope; see scopeAssignments
	omitted    []omitted                       // module-level functions the screen left out of the tree
	words      *wordIndex                      // the words of the file's code; nil to search its bytes
	locals     map[uintptr][]string            // by function; see localNames
	funcDefs   map[string][]*tsutil.Node       // function definitions by name; see definitions
	index      *tsutil.Index                   // of root; see walk
	spreading  bool                            // spread is following a splat's name
	noneArg    *noneArg                        // a parameter whose None-ness the arguments tell (nonedefault.go)
	attrHoles  map[string]argForm              // non-nil: class attributes stay holes, their texts kept here (subattrs.go)
	inStr      int                             // > 0 while an exception class's __str__ is read (formatArgVariants)
	splats     int                             // splat parameters passed on as nothing so far (dropEmptySplats)
	keepSplats bool                            // splat parameters are not known to be given nothing (markEmptySplats)
	nameHole   bool                            // a __str__'s class name stays the hole classNameKey (classname.go)
	given      map[string]*givenFn             // functions raising the class given for a parameter, by name (Class.method); nil for ambiguous ones (given.go)
	instAttrs  map[uint]map[string]string      // by class: the class each instance attribute holds (instanceClasses)
}

func run(f *extract.File) (*extract.Result, error) {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	p, err := parse(f.Path, f.Src, sc)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", f.Path, err)
	}
	defer p.ix.Release()
	root := p.ix.Root()
	x := &file{path: f.Path, src: f.Src, lines: extract.NewLines(f.Src), root: root, omitted: p.omitted, words: p.words, index: p.ix}
	// tree-sitter recovers from syntax errors. A file that is mostly errors
	// (Python 2, a template, not Python at all) is rejected by the shared
	// policy (syntax.Report); a few local errors, often grammar gaps, are
	// reported and the rest is analysed.
	warn, err := syntax.Report(f.Path, f.Src, p.errs)
	if err != nil {
		return nil, err
	}
	if warn != nil {
		if strings.HasSuffix(f.Path, ".pyx") || strings.HasSuffix(f.Path, ".pxi") {
			warn.Msg = strings.Replace(warn.Msg, "syntax error", "Cython syntax the Python grammar does not read (cdef, typed arguments)", 1)
		}
		x.res.Errors = append(x.res.Errors, *warn)
	}
	nodes := x.keywordNodes(root)
	for _, n := range nodes { // classes first: a raise may use one defined below it
		if x.kind(n) == "class_definition" {
			x.class(n)
		}
	}
	for _, n := range nodes {
		switch x.kind(n) {
		case "raise_statement":
			x.raise(n)
		case "assert_statement":
			x.assert(n)
		}
	}
	x.raiseFromCalls(root)
	x.handoffCalls(root)
	if calls := x.logCalls(root); len(calls) > 0 {
		x.logs = x.scanLoggers()
		for _, c := range calls {
			x.logCall(c)
		}
	}
	x.responses(root)
	x.helperCalls(root)
	x.givenCalls(root)
	x.storedCalls(root)
	x.evidence(root)
	x.callRefs(root)
	if defs := x.defs(); len(defs) > 0 || len(x.refs) > 0 {
		x.res.Summary = &extract.Summary{Defs: defs, Refs: x.refs}
	}
	return &x.res, nil
}

func (x *file) text(n *tsutil.Node) string { return x.index.Text(n, x.src) }

// ix returns the index of the file's tree.
func (x *file) ix() *tsutil.Index { return x.index }

// walk calls fn over n's subtree, as the index's Walk.
func (x *file) walk(n *tsutil.Node, fn func(c *tsutil.Node, kind string) bool) { x.index.Walk(n, fn) }

// The node accessors, answered by the index: field is
// n.ChildByFieldName(name), and the others are the sitter.Node methods
// they are named after.
func (x *file) field(n *tsutil.Node, name string) *tsutil.Node {
	return x.index.Field(n, lang.Field(name))
}
func (x *file) parent(n *tsutil.Node) *tsutil.Node             { return x.index.Parent(n) }
func (x *file) kind(n *tsutil.Node) string                     { return x.index.Kind(n) }
func (x *file) child(n *tsutil.Node, k uint) *tsutil.Node      { return x.index.Child(n, k) }
func (x *file) childCount(n *tsutil.Node) uint                 { return x.index.ChildCount(n) }
func (x *file) namedChild(n *tsutil.Node, k uint) *tsutil.Node { return x.index.NamedChild(n, k) }
func (x *file) namedChildCount(n *tsutil.Node) uint            { return x.index.NamedChildCount(n) }
func (x *file) endByte(n *tsutil.Node) uint                    { return n.EndByte() }
func (x *file) isNamed(n *tsutil.Node) bool                    { return n.IsNamed() }
func (x *file) endLine(n *tsutil.Node) int                     { return x.index.EndLine(n) }

// raise records a raise statement.
func (x *file) raise(n *tsutil.Node) {
	var val, cause *tsutil.Node
	for i := uint(0); i < x.namedChildCount(n); i++ {
		c := x.namedChild(n, i)
		if c.FieldID() == causeField {
			cause = c
		} else if val == nil && x.kind(c) != "comment" {
			val = c
		}
	}
	if val == nil {
		return // bare re-raise
	}
	x.noteRaiser(n, val)
	if calls := x.constructedOnPaths(val, n); len(calls) > 1 {
		for _, c := range calls {
			x.raiseValue(n, c, cause)
		}
		return
	}
	x.raiseValue(n, val, cause)
}

// constructedOnPaths returns the class calls a raised local holds on the
// paths that reach the raise at n, one per distinct call, when every path
// assigns it one (if tok: e = ParseError(f"unexpected {tok}") else: e =
// ParseError("unexpected end"); raise e): each is a raise of its own at n.
// nil when val is no local, a path binds it otherwise, or the paths
// cannot be told.
func (x *file) constructedOnPaths(val, n *tsutil.Node) []*tsutil.Node {
	if x.kind(val) != "identifier" {
		return nil
	}
	if _, ok := x.caught(n, x.text(val)); ok {
		return nil
	}
	chains, ok, _ := x.reaching(x.text(val), n)
	if !ok {
		return nil
	}
	var out []*tsutil.Node
	seen := map[string]bool{}
	for _, c := range chains {
		if c.base == nil || len(c.augs) > 0 || !x.constructed(c.base) {
			return nil
		}
		if k := x.text(c.base); !seen[k] {
			seen[k] = true
			out = append(out, c.base)
		}
	}
	return out
}

// raiseFromNames are the helpers that raise the exception they are given
// with a cause, for code that runs on Python 2 as well: six's and
// future's raise_from(value, from_value).
var raiseFromNames = [][]byte{[]byte("raise_from")}

// raiseFromCalls records the statements that call a raise_from helper
// with an exception constructed there ("six.raise_from(ParserError(msg),
// e)", also as "return six.raise_from(...)"): a raise of that exception
// from that cause. A variable passed on re-raises what it holds.
func (x *file) raiseFromCalls(root *tsutil.Node) {
	for _, pos := range x.wordOffsets(raiseFromNames, true) {
		fn := x.tokenAt(root, pos)
		if fn == nil || x.kind(fn) != "identifier" {
			continue
		}
		if p := x.parent(fn); p != nil && x.kind(p) == "attribute" && same(x.field(p, "attribute"), fn) {
			fn = p
		}
		call, st := x.callStatement(fn)
		if st == nil {
			continue
		}
		args := x.field(call, "arguments")
		if args == nil || x.kind(args) != "argument_list" || x.namedChildCount(args) != 2 {
			continue
		}
		if val := x.namedChild(args, 0); x.kind(val) == "call" {
			x.raiseValue(st, val, x.namedChild(args, 1))
		}
	}
}

// callStatement returns the call whose function is fn and the statement
// that call is the whole of (an expression statement or a return), or
// nils.
func (x *file) callStatement(fn *tsutil.Node) (call, st *tsutil.Node) {
	call = x.parent(fn)
	if call == nil || x.kind(call) != "call" || !same(x.field(call, "function"), fn) {
		return nil, nil
	}
	st = x.parent(call)
	if st == nil || (x.kind(st) != "expression_statement" && x.kind(st) != "return_statement") || x.namedChildCount(st) != 1 {
		return nil, nil
	}
	return call, st
}

// raiseValue records the raise at statement n of the expression val, with
// the cause expression cause (or nil).
func (x *file) raiseValue(n, val, cause *tsutil.Node) {
	s := extract.Site{Line: n.Line(), EndLine: x.endLine(n), Kind: "raise"}
	var msgs []template.Template
	var note string
	if x.kind(val) == "expression_list" { // Python 2: raise X, "msg"
		if x.namedChildCount(val) >= 2 {
			msgs = x.messages(x.namedChild(val, 1), n, 0)
		}
		val = x.namedChild(val, 0)
	}
	// "raise e.with_traceback(tb)" raises e again with another traceback;
	// pyparsing's parse_string cuts its internals with with_traceback(None),
	// so the printed traceback ends at this statement.
	retraced := false
	if o := x.withTraceback(val); o != nil {
		val, retraced = o, true
	}
	if alts := x.alternatives(val); len(alts) > 1 {
		for _, a := range alts {
			if x.kind(a) == "call" || x.kind(a) == "identifier" && x.resolveCall(a, n) != nil {
				x.raiseValue(n, a, cause)
			}
		}
		return
	}
	call := val
	var held *factory // the function whose result val holds
	if x.kind(val) == "identifier" {
		if cls, ok := x.caught(n, x.text(val)); ok {
			if !retraced {
				return // "except E as e: raise e" re-raises; its traceback goes on below
			}
			// The caught exception, raised again with its traceback
			// replaced: a site of the caught class whose text is the
			// original's.
			s.Class = cls
			s.Context.Comments = append(s.Context.Comments, "re-raises the caught "+cmp.Or(cls, "exception")+" with its traceback replaced")
			if cause != nil {
				s.Context.Cause = x.compact(cause)
			}
			x.fillContext(&s, n)
			x.addSites(s, nil)
			return
		}
		if c := x.resolveCall(val, n); c != nil {
			call = c
		} else if f, c := x.heldFactory(val, n); f != nil {
			held, call = f, c
		}
	}
	known := true
	given := "" // the class given to the function that builds the exception
	var refArgs []argForm
	var refKws map[string]argForm
	if f := cmp.Or(held, x.factoryOf(call)); x.kind(call) == "call" && f != nil {
		var ok bool
		if s.Class, msgs, note, refArgs, refKws, known, ok = x.factoryRaise(f, call); !ok {
			s.Class, known = x.compact(x.field(call, "function")), true
			msgs = x.callMessages(call, n)
		}
	} else if c := x.givenClass(call); c != "" {
		// the function's own text is not known here: its first string
		// argument, as for any call of an unknown class, and what the
		// class prints with arguments not known (givenText)
		s.Context.Comments = append(s.Context.Comments, "raises "+c+", the class given to "+x.compact(x.field(call, "function"))+"()")
		s.Class, msgs, given = c, x.callMessages(call, n), c
	} else if x.kind(call) == "call" {
		s.Class = x.compact(x.field(call, "function"))
		if c := x.classOfCls(x.field(call, "function"), n); c != "" {
			s.Class = c // raise cls(…) in a class method (clsmethod.go)
		}
		if c := x.selfClassDefault(x.field(call, "function")); c != "" {
			s.Class = c
			s.Context.Comments = append(s.Context.Comments, "raises "+s.Class+": "+x.compact(x.field(call, "function"))+" holds a class, by default this one")
		}
		if msgs, note, known = x.raiseMessages(s.Class, call, n); !known {
			msgs = x.callMessages(call, n)
		}
		s.HTTPStatus, s.ErrorCode = x.httpInfo(call)
	} else {
		s.Class = x.compact(val)
	}
	written := s.Class
	s.Class = x.importedAs(s.Class)
	if cause != nil {
		s.Context.Cause = x.compact(cause)
	}
	x.fillContext(&s, n)
	if note != "" {
		s.Context.Comments = append(s.Context.Comments, note)
	}
	first := len(x.res.Sites)
	var returned []extract.Site
	added := x.addSites(s, msgs)
	for _, site := range added {
		x.noteHelper(site, n)
		x.noteStored(site, n)
		returned = append(returned, x.returnedTexts(*site, n)...)
	}
	x.noteGiven(n, call, added)
	if given != "" {
		x.givenText(s, given, first)
	}
	if !known {
		x.raiseRef(written, call, refArgs, refKws, first)
		return // the link gives the class's text to the raise's sites
	}
	x.res.Sites = append(x.res.Sites, returned...)
}

// importedAs returns the name Python prints for the class a raise names
// cls: the imported one when the file binds cls by "from m import X as
// cls" (an exception prints its class's own __name__, ParserError for
// "from .exceptions import ParserError as ParseError"); cls otherwise.
func (x *file) importedAs(cls string) string {
	if _, local := x.classes[cls]; local || !isIdentPath(cls) {
		return cls
	}
	im, ok := x.importRefs()[cls]
	if !ok || im.name == "" || im.name == cls || !isIdentPath(im.name) {
		return cls
	}
	return im.name
}

// alternatives returns the exceptions a raise's expression picks one of:
// the operands of "a or B(...)" (a caller's exception, else one built
// here) and the branches of "A(...) if c else B(...)", in parentheses or
// not; val alone otherwise. An operand that is no constructor call (the
// caller's exception in a variable) has no text to read here.
func (x *file) alternatives(val *tsutil.Node) []*tsutil.Node {
	switch x.kind(val) {
	case "parenthesized_expression":
		var inner []*tsutil.Node
		for i := uint(0); i < x.namedChildCount(val); i++ {
			if c := x.namedChild(val, i); x.kind(c) != "comment" {
				inner = append(inner, c)
			}
		}
		if len(inner) == 1 {
			return x.alternatives(inner[0])
		}
	case "boolean_operator":
		if x.text(x.field(val, "operator")) == "or" {
			return append(x.alternatives(x.field(val, "left")), x.alternatives(x.field(val, "right"))...)
		}
	case "conditional_expression":
		if x.namedChildCount(val) == 3 {
			return append(x.alternatives(x.namedChild(val, 0)), x.alternatives(x.namedChild(val, 2))...)
		}
	}
	return []*tsutil.Node{val}
}

// givenClass returns the exception class that call, a call of a function
// (not of a class), is given as its first argument, or "": what "raise
// log.build_exception(XMLSyntaxError, "Document is not well formed")"
// raises is an XMLSyntaxError, whatever text the function gives it.
func (x *file) givenClass(call *tsutil.Node) string {
	if x.kind(call) != "call" {
		return ""
	}
	fn := x.field(call, "function")
	if fn == nil || isClassName(lastName(x.compact(fn))) {
		return ""
	}
	args := x.field(call, "arguments")
	if args == nil || x.kind(args) != "argument_list" || x.namedChildCount(args) == 0 {
		return ""
	}
	a := x.namedChild(args, 0)
	if k := x.kind(a); k != "identifier" && k != "attribute" {
		return ""
	}
	c := x.compact(a)
	last := lastName(c)
	if !isClassName(last) {
		return ""
	}
	if _, _, imported := x.imported(c); !x.exceptionName(last) && !imported {
		return "" // an imported class: the link gives it its text, if it is one
	}
	return c
}

// givenText gives a raise of what a function builds from the class c it
// is given (raise self.parse_error(InvalidControlChar, code, "strings"),
// the function returning exception(line, col, *args)) c's own text, its
// arguments not known: a class of the file's as another site of the
// raise (s, its context filled); an imported class's through the link,
// which replaces the texts of the raise's sites from first on.
func (x *file) givenText(s extract.Site, c string, first int) {
	if x.classes[c] != nil {
		if msgs, _, ok := x.printed(c, nil, nil, 0); ok {
			x.addSites(s, withText(msgs))
		}
		return
	}
	x.raiseRef(c, nil, []argForm{}, nil, first)
}

// withTraceback returns e for the expression e.with_traceback(tb), else
// nil.
func (x *file) withTraceback(n *tsutil.Node) *tsutil.Node {
	if x.kind(n) != "call" {
		return nil
	}
	f := x.field(n, "function")
	if f == nil || x.kind(f) != "attribute" {
		return nil
	}
	if a := x.field(f, "attribute"); a == nil || x.text(a) != "with_traceback" {
		return nil
	}
	return x.field(f, "object")
}

// addSites appends a copy of s for each message (s itself when there is
// none) and returns them: a message with variants is a record per variant.
func (x *file) addSites(s extract.Site, msgs []template.Template) []*extract.Site {
	if len(msgs) == 0 {
		msgs = []template.Template{{}}
	}
	first := len(x.res.Sites)
	for _, m := range msgs {
		c := s
		c.Message = m
		c.Context.Comments = append([]string(nil), s.Context.Comments...)
		x.res.Sites = append(x.res.Sites, c)
	}
	var out []*extract.Site
	for i := first; i < len(x.res.Sites); i++ {
		out = append(out, &x.res.Sites[i])
	}
	return out
}

// assert records "assert cond, msg" and the bare "assert cond", whose
// AssertionError has no message (the template is empty, so only a
// traceback frame finds it); the condition is the guard, negated.
func (x *file) assert(n *tsutil.Node) {
	var c, msg *tsutil.Node
	for i := uint(0); i < x.namedChildCount(n); i++ {
		switch ch := x.namedChild(n, i); {
		case x.kind(ch) == "comment":
		case c == nil:
			c = ch
		case msg == nil:
			msg = ch
		}
	}
	if c == nil {
		return
	}
	s := extract.Site{Line: n.Line(), EndLine: x.endLine(n), Kind: "assert", Class: "AssertionError"}
	var msgs []template.Template
	if msg != nil {
		msgs = x.messages(msg, n, 0)
	}
	x.fillContext(&s, n)
	// The assert fails when its condition is false on the path to it: a
	// path's conditions come first, the negated condition last.
	if parts, _, partial := x.pathConds(n); len(parts) > 0 {
		s.Context.Guard = x.joinConds(append(parts, cond{test: c, neg: true}))
		s.Context.Negated, s.Context.Partial = false, partial
	} else {
		s.Context.Guard = x.compact(c)
		s.Context.Negated = true
	}
	x.addSites(s, msgs)
}

// class records exception class definitions: those whose name or a base
// looks like an exception, and those whose base is one the file defined
// above (x.textOnly). Other repo classes derived from them are found
// when the hierarchy is resolved, since their bases are recorded too.
func (x *file) class(n *tsutil.Node) {
	name := x.text(x.field(n, "name"))
	var bases []string
	if sup := x.field(n, "superclasses"); sup != nil {
		for i := uint(0); i < x.namedChildCount(sup); i++ {
			b := x.namedChild(sup, i)
			if x.kind(b) == "keyword_argument" || x.kind(b) == "comment" {
				continue
			}
			bases = append(bases, x.compact(b))
		}
	}
	keep := syntax.IsErrorName(name)
	byBase := false
	for _, b := range bases {
		keep = keep || syntax.IsErrorName(b)
		byBase = byBase || x.classes[b] != nil
	}
	if !keep && byBase && len(bases) > 0 {
		// A subclass of an exception class of the file, named as no
		// error is: recorded, and its modelled text used only when it
		// has words of its own (textOnly).
		if x.textOnly == nil {
			x.textOnly = map[string]bool{}
		}
		x.textOnly[name], keep = true, true
	}
	if keep && len(bases) > 0 {
		x.res.Classes = append(x.res.Classes, extract.ClassDef{Name: name, Bases: bases, Line: n.Line()})
		x.noteClass(name, bases, n)
	}
}

// callMessages returns the messages of a call of an exception class that
// is not known (see raiseMessages): the
// first positional argument that is certainly a string (so OSError(errno,
// "text") and factories like err(src, pos, "text") give the text), else the
// first positional argument, else a msg=/message= keyword.
func (x *file) callMessages(call, at *tsutil.Node) []template.Template {
	args := x.field(call, "arguments")
	if args == nil || x.kind(args) != "argument_list" {
		return nil
	}
	var kw, first *tsutil.Node
	for i := uint(0); i < x.namedChildCount(args); i++ {
		a := x.namedChild(args, i)
		switch x.kind(a) {
		case "comment":
		case "keyword_argument":
			switch x.text(x.field(a, "name")) {
			case "msg", "message", "detail", "reason", "description":
				if kw == nil {
					kw = x.field(a, "value")
				}
			}
		case "list_splat", "dictionary_splat":
			if first == nil {
				return []template.Template{template.Hole(x.compact(a), "", "")}
			}
		default:
			if x.stringish(a, at, 0) {
				return x.messages(a, at, 0)
			}
			if first == nil {
				first = a
			}
		}
	}
	switch {
	case kw != nil && (first == nil || x.stringish(kw, at, 0)):
		return x.messages(kw, at, 0)
	case first != nil:
		return x.messages(first, at, 0)
	}
	return nil
}

// message reconstructs the template an expression evaluates to, for the
// places that take one text (a format string, a helper's argument): an
// expression with several variants (see messages) is a hole there.
func (x *file) message(n, at *tsutil.Node, depth int) template.Template {
	ts := x.messages(n, at, depth)
	if len(ts) == 1 {
		return ts[0]
	}
	if t, ok := x.asWritten(n, at, depth); ok && len(ts) > 1 {
		return t
	}
	return template.Hole(x.compact(n), "", "")
}

// asWritten is the one template of a format whose arguments messages
// resolved to several values (a local assigned a different text under
// each branch): "while parsing a %s node" % node, f"… {node} node", with
// the argument left a hole, so that one reading still pins the format's
// own words.
func (x *file) asWritten(n, at *tsutil.Node, depth int) (template.Template, bool) {
	switch x.kind(n) {
	case "string":
		t := x.stringTemplate(n)
		return t, t.LiteralLen() > 0
	case "binary_operator":
		if x.text(x.field(n, "operator")) != "%" {
			break
		}
		fs := x.messages(x.field(n, "left"), at, depth)
		if len(fs) == 1 && fs[0].Holes() == 0 {
			return x.percent(fs[0].Render(), x.field(n, "right")), true
		}
	}
	return template.Template{}, false
}

// messages reconstructs the templates an expression may evaluate to: one,
// or one per variant when the text depends on the path taken (a variable
// assigned or extended under an if, a conditional expression), at most
// maxVariants.
func (x *file) messages(n, at *tsutil.Node, depth int) []template.Template {
	one := func(t template.Template) []template.Template { return []template.Template{t} }
	switch x.kind(n) {
	case "string":
		return x.stringVariants(n, at, depth)
	case "concatenated_string":
		var parts []template.Template
		for i := uint(0); i < x.namedChildCount(n); i++ {
			if c := x.namedChild(n, i); x.kind(c) == "string" {
				parts = append(parts, x.stringTemplate(c))
			}
		}
		return one(template.Concat(parts...))
	case "parenthesized_expression":
		if x.namedChildCount(n) == 1 {
			return x.messages(x.namedChild(n, 0), at, depth)
		}
	case "integer":
		if t := x.text(n); decimalRE.MatchString(t) {
			return one(template.Lit(t)) // printed as written; 0x10 or 1_000 are not
		}
	case "true", "false", "none":
		return one(template.Lit(x.text(n)))
	case "attribute":
		if e, ok := x.errnoConst(n); ok {
			return one(template.Lit(strconv.Itoa(e.code)))
		}
		if ts, ok := x.selfProperty(n, depth); ok {
			return ts
		}
	case "binary_operator":
		left, right := x.field(n, "left"), x.field(n, "right")
		switch x.text(x.field(n, "operator")) {
		case "+":
			if x.stringish(left, at, depth) || x.stringish(right, at, depth) {
				if ts := product(x.messages(left, at, depth), x.messages(right, at, depth)); ts != nil {
					return ts
				}
				return one(template.Concat(x.message(left, at, depth), x.message(right, at, depth)))
			}
		case "%":
			if out := x.percentAll(x.messages(left, at, depth), right, at, depth); len(out) > 0 {
				return out
			}
		}
	case "subscript":
		if v, ok := x.tableEntry(n); ok && depth < maxResolveDepth {
			return x.messages(v, v, depth+1)
		}
	case "conditional_expression":
		if x.namedChildCount(n) == 3 {
			ts := appendUnique(x.messages(x.namedChild(n, 0), at, depth), x.messages(x.namedChild(n, 2), at, depth)...)
			if len(ts) <= maxVariants {
				return ts
			}
		}
	case "call":
		if v := x.castValue(n); v != nil {
			return x.messages(v, at, depth)
		}
		if ts, ok := x.joinVariants(n, at, depth); ok {
			return ts
		}
		if ts, ok := x.collectedJoin(n, at, depth); ok {
			return ts
		}
		if ts, ok := x.bufferText(n, depth); ok {
			return ts
		}
		if ts, ok := x.formatVariants(n, at, depth); ok {
			return ts
		}
		if ts, ok := x.formatArgVariants(n, at, depth); ok {
			return ts
		}
		if ts, ok := x.percentWrapper(n, at, depth); ok {
			return ts
		}
		if fn := x.field(n, "function"); fn != nil && x.text(fn) == "os.strerror" {
			if pos, _, ok := x.arguments(n); ok && len(pos) == 1 {
				if e, ok := x.errnoConst(pos[0]); ok {
					return one(template.Lit(e.text))
				}
			}
		}
		if t, ok := x.callTemplate(n, at, depth); ok {
			return one(t)
		}
		if ts, ok := x.textCall(n, at, depth); ok {
			return ts
		}
	case "identifier":
		if depth < maxResolveDepth {
			ts, ok, fallback := x.variantsOf(n, at, depth)
			if ok {
				return ts
			}
			if fallback {
				if t, ok := x.resolveVar(n, at, depth); ok {
					return one(t)
				}
			}
		}
	}
	return one(template.Hole(x.compact(n), "", ""))
}

// percentAll returns each format of formats % right, nil when a format
// has holes (a value, not a literal format).
func (x *file) percentAll(formats []template.Template, right, at *tsutil.Node, depth int) []template.Template {
	var out []template.Template
	for _, f := range formats {
		if f.Holes() > 0 {
			return nil
		}
		out = appendUnique(out, x.percent(f.Render(), right))
	}
	if len(out) == 0 {
		return nil
	}
	return x.resolveArgs(out, right, at, depth)
}

// resolveArgs puts into the holes of ts that print a local string variable
// given to % (msg = "%s at position %d" % (msg, pos)) that variable's text,
// each variant of it.
func (x *file) resolveArgs(ts []template.Template, right, at *tsutil.Node, depth int) []template.Template {
	args := []*tsutil.Node{right}
	if x.kind(right) == "tuple" {
		args = nil
		for i := uint(0); i < x.namedChildCount(right); i++ {
			args = append(args, x.namedChild(right, i))
		}
	}
	for _, a := range args {
		if x.kind(a) != "identifier" || depth >= maxResolveDepth || !x.stringish(a, at, depth) {
			continue
		}
		vs := x.messages(a, at, depth+1)
		if len(vs) == 1 && vs[0].LiteralLen() == 0 {
			continue
		}
		next, ok := fillEach(ts, x.text(a), vs)
		if !ok {
			return ts
		}
		ts = next
	}
	return ts
}

// fillEach is every template of ts with each text of vs in the holes
// named name, without repeats; false when they are more than
// maxVariants.
func fillEach(ts []template.Template, name string, vs []template.Template) ([]template.Template, bool) {
	var next []template.Template
	for _, t := range ts {
		for _, v := range vs {
			next = appendUnique(next, fill(t, map[string]argForm{name: {v, reprOf(v, name)}}))
		}
	}
	return next, len(next) <= maxVariants
}

// callTemplate handles "...".format(...), str(x), repr(x) and gettext
// wrappers _("...").
func (x *file) callTemplate(n, at *tsutil.Node, depth int) (template.Template, bool) {
	fn := x.field(n, "function")
	pos, kws, ok := x.arguments(n)
	if fn == nil || !ok {
		return template.Template{}, false
	}
	if t, ok := x.formatWrapper(fn, pos, kws, at, depth); ok {
		return t, true
	}
	switch x.kind(fn) {
	case "identifier":
		name := x.text(fn)
		if len(pos) == 1 && len(kws) == 0 {
			switch name {
			case "str":
				if x.stringish(pos[0], at, depth) {
					return x.message(pos[0], at, depth), true
				}
				return template.Hole(x.compact(pos[0]), "", ""), true
			case "repr":
				return template.Hole(x.compact(pos[0]), "r", ""), true
			case "_", "gettext", "ugettext", "gettext_lazy", "ugettext_lazy":
				return x.message(pos[0], at, depth), true
			case "dedent": // from textwrap import dedent
				if x.stringish(pos[0], at, depth) {
					return dedentTemplate(x.message(pos[0], at, depth)), true
				}
			}
		}
	case "attribute":
		obj := x.field(fn, "object")
		switch attr := x.text(x.field(fn, "attribute")); {
		case (attr == "strip" || attr == "lstrip" || attr == "rstrip") && len(pos) == 0 && len(kws) == 0 && x.stringish(obj, at, depth):
			return stripTemplate(x.message(obj, at, depth), attr != "rstrip", attr != "lstrip"), true
		case (x.text(fn) == "textwrap.dedent" || x.text(fn) == "inspect.cleandoc") && len(pos) == 1 && len(kws) == 0 && x.stringish(pos[0], at, depth):
			t := dedentTemplate(x.message(pos[0], at, depth))
			if x.text(fn) == "inspect.cleandoc" {
				t = stripTemplate(t, true, true)
			}
			return t, true
		case attr != "format":
			return template.Template{}, false
		}
		lit, ok := x.literal(x.field(fn, "object"), at, depth)
		if !ok {
			break
		}
		return x.format(lit, pos, kws)
	}
	return template.Template{}, false
}

// formatWrapper reads a call of a format wrapper: a function given a
// literal format and, by keyword, exactly the fields it names, as
// ruamel.yaml's _F('found undefined alias {alias!r}', alias=alias) (def
// _F(s, **kw): return s.format(**kw)). Such a call is the format applied
// to those keywords. A function of the file that does not return
// FIRST.format(…) of its first parameter is not a wrapper; one defined
// elsewhere is taken at its call's word. The format may also take the
// values after it by position, uformat("{0!r} is not valid", name) (def
// uformat(s, *args, **kw): return tounicode(s).format(*args, **kw)):
// then the function must be one of the file that passes its *args on to
// the format (formatsFirst), and each value is a field's.
func (x *file) formatWrapper(fn *tsutil.Node, pos []*tsutil.Node, kws map[string]*tsutil.Node, at *tsutil.Node, depth int) (template.Template, bool) {
	if len(pos) == 0 || len(pos) == 1 && len(kws) == 0 || x.kind(pos[0]) != "string" && x.kind(pos[0]) != "concatenated_string" {
		return template.Template{}, false
	}
	if x.kind(fn) == "attribute" && x.text(x.field(fn, "attribute")) == "format" || x.kind(fn) != "identifier" && x.kind(fn) != "attribute" {
		return template.Template{}, false
	}
	values := pos[1:]
	for _, v := range values {
		if k := x.kind(v); k == "list_splat" || k == "dictionary_splat" || k == "keyword_argument" {
			return template.Template{}, false
		}
	}
	lit, ok := x.literal(pos[0], at, depth)
	if !ok || !strings.Contains(lit, "{") {
		return template.Template{}, false
	}
	fields := 0
	named := true
	used := make([]bool, len(values))
	_, err := template.ParseFormat(lit, func(field string, auto int) (string, bool) {
		fields++
		i, numErr := strconv.Atoi(field)
		switch {
		case field == "" && auto < len(values):
			used[auto] = true
		case field != "" && numErr == nil && i >= 0 && i < len(values):
			used[i] = true
		default:
			if _, ok := kws[field]; !ok || field == "" || numErr == nil {
				named = false
			}
		}
		return "", false
	})
	if err != nil || fields == 0 || !named || len(kws) > fields || slices.Contains(used, false) {
		return template.Template{}, false
	}
	def := x.moduleFunc(x.text(fn))
	if def != nil && !x.formatsFirst(def, len(values) > 0) || len(values) > 0 && (def == nil || x.kind(fn) != "identifier") {
		return template.Template{}, false
	}
	return x.format(lit, values, kws)
}

// moduleFunc returns the module-level function of the file named name,
// as the tree holds it, or nil.
func (x *file) moduleFunc(name string) *tsutil.Node {
	return x.moduleDef("function_definition", name)
}

// moduleDef returns the module-level definition of kind
// (function_definition, class_definition) named name, as the tree holds
// it, or nil.
func (x *file) moduleDef(kind, name string) *tsutil.Node {
	for i := uint(0); x.root != nil && i < x.namedChildCount(x.root); i++ {
		d := x.namedChild(x.root, i)
		if x.kind(d) == "decorated_definition" {
			d = x.field(d, "definition")
		}
		if d != nil && x.kind(d) == kind && x.text(x.field(d, "name")) == name {
			return d
		}
	}
	return nil
}

// formatsFirst reports whether function fn returns FIRST.format(…) of its
// first parameter, or of a call given only that parameter (a conversion,
// tounicode(s).format(…)); with byPosition, a format that is also given
// the function's *args (*args, then any **kw).
func (x *file) formatsFirst(fn *tsutil.Node, byPosition bool) bool {
	params, _ := x.params(fn)
	if len(params) == 0 || params[0] == "" {
		return false
	}
	star := ""
	ps := x.field(fn, "parameters")
	for i := uint(0); ps != nil && i < x.namedChildCount(ps); i++ {
		if p := x.namedChild(ps, i); x.kind(p) == "list_splat_pattern" {
			star = "*" + splatName(x, p)
		}
	}
	found := false
	x.walkKind(x.field(fn, "body"), "return_statement", func(r *tsutil.Node) {
		c := x.namedChild(r, 0)
		if c == nil || x.kind(c) != "call" {
			return
		}
		f := x.field(c, "function")
		if f == nil || x.kind(f) != "attribute" || x.text(x.field(f, "attribute")) != "format" {
			return
		}
		obj := x.field(f, "object")
		if x.text(obj) != params[0] {
			conv, _, ok := x.arguments(obj)
			if x.kind(obj) != "call" || !ok || len(conv) != 1 || x.text(conv[0]) != params[0] {
				return
			}
		}
		if !byPosition {
			found = true
			return
		}
		args, _, ok := x.arguments(c)
		if ok && star != "" && len(args) > 0 && x.kind(args[0]) == "list_splat" && strings.Join(strings.Fields(x.text(args[0])), "") == star {
			found = true
		}
	})
	return found
}

// format applies str.format's arguments to a literal format string.
func (x *file) format(lit string, pos []*tsutil.Node, kws map[string]*tsutil.Node) (template.Template, bool) {
	res := func(field string, auto int) (string, bool) {
		if field == "" {
			if auto < len(pos) {
				return x.compact(pos[auto]), true
			}
			return "", false
		}
		if i, err := strconv.Atoi(field); err == nil {
			if i < len(pos) {
				return x.compact(pos[i]), true
			}
			return "", false
		}
		if v, ok := kws[field]; ok {
			return x.compact(v), true
		}
		return "", false
	}
	t, err := template.ParseFormat(lit, res)
	return t, err == nil
}

// formatVariants is "...".format(...) over a format that has variants
// (msg = "a {}" or "b {}" along branches, then msg.format(x)); ok is false
// when the call is not that.
func (x *file) formatVariants(n, at *tsutil.Node, depth int) ([]template.Template, bool) {
	fn := x.field(n, "function")
	if fn == nil || x.kind(fn) != "attribute" || x.text(x.field(fn, "attribute")) != "format" {
		return nil, false
	}
	pos, kws, ok := x.arguments(n)
	if !ok {
		return nil, false
	}
	var out []template.Template
	for _, f := range x.messages(x.field(fn, "object"), at, depth) {
		if f.Holes() > 0 {
			return nil, false
		}
		t, ok := x.format(f.Render(), pos, kws)
		if !ok {
			return nil, false
		}
		out = appendUnique(out, t)
	}
	return out, len(out) > 1
}

// formatArgVariants is LITERAL.format(…) in an exception class's
// __str__ whose arguments include a local variable holding text (pos =
// ' in line {0}'.format(n) if n is not None else "") or a literal: each
// of its texts fills its field, as an f-string's {name} and a %-format's
// operand do (resolveArgs); ok is false when the call is not that, is not
// read for a __str__, or no argument is such a local. Elsewhere a raise's
// argument keeps its one form: a class of another file reads each
// argument as one text, and a variant there leaves the whole argument a
// hole.
func (x *file) formatArgVariants(n, at *tsutil.Node, depth int) ([]template.Template, bool) {
	fn := x.field(n, "function")
	if x.inStr == 0 || fn == nil || x.kind(fn) != "attribute" || x.text(x.field(fn, "attribute")) != "format" || depth >= maxResolveDepth {
		return nil, false
	}
	pos, kws, ok := x.arguments(n)
	if !ok {
		return nil, false
	}
	lit, ok := x.literal(x.field(fn, "object"), at, depth)
	if !ok {
		return nil, false
	}
	t, ok := x.format(lit, pos, kws)
	if !ok {
		return nil, false
	}
	args := append([]*tsutil.Node(nil), pos...)
	for _, k := range slices.Sorted(maps.Keys(kws)) {
		args = append(args, kws[k])
	}
	ts := []template.Template{t}
	changed := false
	for _, a := range args {
		if x.kind(a) != "identifier" && x.kind(a) != "string" {
			continue
		}
		vs := x.messages(a, at, depth+1)
		if len(vs) == 1 && vs[0].LiteralLen() == 0 || !anyText(vs) {
			continue
		}
		next, ok := fillEach(ts, x.text(a), vs)
		if !ok {
			return nil, false
		}
		ts, changed = next, true
	}
	return ts, changed
}

// stripTemplate removes the whitespace str.strip would from the literal
// text at t's start (left) and end (right). A hole at an end may hold
// whitespace too; it is left as it is.
func stripTemplate(t template.Template, left, right bool) template.Template {
	parts := append([]template.Part(nil), t.Parts...)
	if left && len(parts) > 0 && !parts[0].Hole {
		parts[0].Lit = strings.TrimLeft(parts[0].Lit, " \t\n\r\f\v")
	}
	if right && len(parts) > 0 && !parts[len(parts)-1].Hole {
		parts[len(parts)-1].Lit = strings.TrimRight(parts[len(parts)-1].Lit, " \t\n\r\f\v")
	}
	return template.Concat(template.Template{Parts: parts})
}

// dedentTemplate removes the common leading whitespace of t's lines, as
// textwrap.dedent does: lines holding only whitespace are emptied and do
// not count; a line that starts with a hole has no margin to remove.
func dedentTemplate(t template.Template) template.Template {
	// Cut t into lines of parts.
	lines := [][]template.Part{nil}
	for _, p := range t.Parts {
		if p.Hole {
			lines[len(lines)-1] = append(lines[len(lines)-1], p)
			continue
		}
		for i, seg := range strings.Split(p.Lit, "\n") {
			if i > 0 {
				lines = append(lines, nil)
			}
			if seg != "" {
				lines[len(lines)-1] = append(lines[len(lines)-1], template.Part{Lit: seg})
			}
		}
	}
	blank := func(l []template.Part) bool {
		return len(l) == 0 || len(l) == 1 && !l[0].Hole && strings.TrimSpace(l[0].Lit) == ""
	}
	margin, first := "", true
	for _, l := range lines {
		if blank(l) {
			continue
		}
		lead := ""
		if !l[0].Hole {
			lead = l[0].Lit[:len(l[0].Lit)-len(strings.TrimLeft(l[0].Lit, " \t"))]
		}
		if first {
			margin, first = lead, false
			continue
		}
		for !strings.HasPrefix(lead, margin) {
			margin = margin[:len(margin)-1]
		}
	}
	var out []template.Template
	for i, l := range lines {
		if i > 0 {
			out = append(out, template.Lit("\n"))
		}
		if blank(l) {
			continue
		}
		if !l[0].Hole {
			l = append([]template.Part{{Lit: strings.TrimPrefix(l[0].Lit, margin)}}, l[1:]...)
		}
		out = append(out, template.Template{Parts: l})
	}
	return template.Concat(out...)
}

// percent applies the % operator to a literal format.
func (x *file) percent(format string, right *tsutil.Node) template.Template {
	var args []string
	var named map[string]string
	var consts []*tsutil.Node
	switch x.kind(right) {
	case "tuple":
		for i := uint(0); i < x.namedChildCount(right); i++ {
			if c := x.namedChild(right, i); x.kind(c) != "comment" {
				args = append(args, x.compact(c))
				consts = append(consts, c)
			}
		}
	case "call":
		if fn := x.field(right, "function"); fn != nil && x.text(fn) == "dict" {
			if pos, kws, ok := x.arguments(right); ok && len(pos) == 0 {
				named = map[string]string{}
				for k, v := range kws {
					named[k] = x.compact(v)
					consts = append(consts, v)
				}
				break
			}
		}
		args, consts = []string{x.compact(right)}, []*tsutil.Node{right}
	case "dictionary":
		named = map[string]string{}
		for i := uint(0); i < x.namedChildCount(right); i++ {
			p := x.namedChild(right, i)
			if x.kind(p) != "pair" {
				continue
			}
			if k, ok := x.plainString(x.field(p, "key")); ok {
				named[k] = x.compact(x.field(p, "value"))
				consts = append(consts, x.field(p, "value"))
			}
		}
	default:
		// A single value, or a name bound to a tuple: number its elements.
		v := x.compact(right)
		verbs := strings.Count(strings.ReplaceAll(format, "%%", ""), "%")
		if verbs <= 1 {
			args = []string{v}
			consts = []*tsutil.Node{right}
		} else {
			for i := 0; i < verbs; i++ {
				args = append(args, fmt.Sprintf("%s[%d]", v, i))
			}
		}
	}
	return x.foldConstants(template.ParsePrintf(format, args, named), consts)
}

// foldConstants replaces the holes of t that print a constant argument (a
// decimal integer, or a plain string under %s) with the text printed.
func (x *file) foldConstants(t template.Template, args []*tsutil.Node) template.Template {
	lits := map[string]string{}
	for _, a := range args {
		if a == nil {
			continue
		}
		switch x.kind(a) {
		case "integer":
			if v := x.text(a); decimalRE.MatchString(v) {
				lits[v] = v
			}
		case "string", "concatenated_string":
			if v, ok := x.literal(a, a, maxResolveDepth); ok {
				lits[x.compact(a)] = v
			}
		}
	}
	if len(lits) == 0 {
		return t
	}
	var parts []template.Template
	for _, p := range t.Parts {
		v, ok := lits[p.Expr]
		if p.Hole && ok && p.Conv == "" && (p.Spec == "" || p.Spec == "d" && decimalRE.MatchString(v)) {
			parts = append(parts, template.Lit(v))
			continue
		}
		parts = append(parts, template.Template{Parts: []template.Part{p}})
	}
	return template.Concat(parts...)
}

// literal returns the constant string n evaluates to, if it has no holes.
func (x *file) literal(n, at *tsutil.Node, depth int) (string, bool) {
	t := x.message(n, at, depth)
	if t.Holes() > 0 {
		return "", false
	}
	return t.Render(), true
}

// plainString returns the value of a string literal without interpolation.
func (x *file) plainString(n *tsutil.Node) (string, bool) {
	if n == nil || x.kind(n) != "string" {
		return "", false
	}
	t := x.stringTemplate(n)
	if t.Holes() > 0 {
		return "", false
	}
	return t.Render(), true
}

// stringish reports whether n certainly evaluates to a string, so that +
// is concatenation rather than arithmetic.
func (x *file) stringish(n, at *tsutil.Node, depth int) bool {
	switch x.kind(n) {
	case "string", "concatenated_string":
		return true
	case "parenthesized_expression":
		return x.namedChildCount(n) == 1 && x.stringish(x.namedChild(n, 0), at, depth)
	case "binary_operator":
		op := x.text(x.field(n, "operator"))
		l := x.field(n, "left")
		return (op == "+" || op == "%") && x.stringish(l, at, depth) ||
			op == "+" && x.stringish(x.field(n, "right"), at, depth)
	case "call":
		fn := x.field(n, "function")
		if v := x.castValue(n); v != nil {
			pos, _, _ := x.arguments(n)
			return x.text(pos[0]) == "str" || x.stringish(v, at, depth)
		}
		if x.kind(fn) == "identifier" {
			switch x.text(fn) {
			case "str", "repr", "_", "gettext", "format", "dedent":
				return true
			}
		}
		if pos, kws, ok := x.arguments(n); ok {
			if _, ok := x.formatWrapper(fn, pos, kws, at, depth); ok {
				return true
			}
		}
		if x.kind(fn) == "attribute" {
			switch x.text(x.field(fn, "attribute")) {
			case "format", "join", "strip", "lstrip", "rstrip", "lower", "upper", "replace", "dedent", "cleandoc":
				return true
			}
		}
	case "identifier":
		if depth < maxResolveDepth {
			if rhs := x.assignment(n, at); rhs != nil {
				return x.stringish(rhs, x.stmtOf(rhs), depth+1)
			}
		}
	}
	return false
}

// stringVariants is stringTemplate for a string in a message, where an
// f-string's {name} of a local variable that holds a string is that
// string's text (each variant of it), as in what = "a file" … f"expected
// {what}".
func (x *file) stringVariants(n, at *tsutil.Node, depth int) []template.Template {
	for i := uint(0); i < x.childCount(n); i++ {
		c := x.child(n, i)
		if x.kind(c) != "interpolation" {
			continue
		}
		e := x.field(c, "expression")
		if e == nil || x.kind(e) != "identifier" || x.field(c, "type_conversion") != nil || x.field(c, "format_specifier") != nil || depth >= maxResolveDepth || !x.stringish(e, at, depth) {
			continue
		}
		return x.interpolatedVariants(n, at, depth)
	}
	return []template.Template{x.stringTemplate(n)}
}

// interpolatedVariants builds the variants of an f-string whose plain
// {name} fields may be resolved.
func (x *file) interpolatedVariants(n, at *tsutil.Node, depth int) []template.Template {
	var prefix string
	out := []template.Template{{}}
	for i := uint(0); i < x.childCount(n); i++ {
		c := x.child(n, i)
		var part []template.Template
		switch x.kind(c) {
		case "string_start":
			prefix = strings.ToLower(strings.TrimRight(x.text(c), `"'`))
			continue
		case "string_content":
			part = []template.Template{template.Lit(decode(x.text(c), prefix))}
		case "interpolation":
			part = []template.Template{x.interpolation(c)}
			e := x.field(c, "expression")
			if e != nil && x.kind(e) == "identifier" && x.field(c, "type_conversion") == nil && x.field(c, "format_specifier") == nil && x.stringish(e, at, depth) && !hasDebugEquals(x, c) {
				part = x.messages(e, at, depth+1)
			}
		default:
			continue
		}
		if out = product(out, part); out == nil {
			return []template.Template{x.stringTemplate(n)}
		}
	}
	return out
}

// hasDebugEquals reports whether an interpolation is the self-documenting
// {expr=}.
func hasDebugEquals(x *file, n *tsutil.Node) bool {
	for i := uint(0); i < x.childCount(n); i++ {
		if c := x.child(n, i); !x.isNamed(c) && x.text(c) == "=" {
			return true
		}
	}
	return false
}

// stringTemplate converts one string literal, f-string or not.
func (x *file) stringTemplate(n *tsutil.Node) template.Template {
	var prefix string
	var parts []template.Template
	for i := uint(0); i < x.childCount(n); i++ {
		c := x.child(n, i)
		switch x.kind(c) {
		case "string_start":
			prefix = strings.ToLower(strings.TrimRight(x.text(c), `"'`))
		case "string_content":
			parts = append(parts, template.Lit(decode(x.text(c), prefix)))
		case "interpolation":
			parts = append(parts, x.interpolation(c))
		}
	}
	return template.Concat(parts...)
}

// decode interprets the escapes of a string literal's content.
func decode(s, prefix string) string {
	fstr := strings.ContainsAny(prefix, "ft")
	if fstr {
		s = strings.NewReplacer("{{", "{", "}}", "}").Replace(s)
	}
	switch {
	case strings.Contains(prefix, "r"):
		return s
	case strings.Contains(prefix, "b"):
		return tsutil.Unescape(s, tsutil.PythonBytesEscapes)
	}
	return tsutil.Unescape(s, tsutil.PythonEscapes)
}

// interpolation converts {expr!conv:spec} and the self-documenting {expr=}.
func (x *file) interpolation(n *tsutil.Node) template.Template {
	expr := x.compact(x.field(n, "expression"))
	conv := strings.TrimPrefix(x.text(x.field(n, "type_conversion")), "!")
	spec := strings.TrimPrefix(x.text(x.field(n, "format_specifier")), ":")
	// Self-documenting {expr=} prints the expression text as written, with
	// its spaces, then the repr of the value.
	debugLit := ""
	for i := uint(0); i+1 < x.childCount(n); i++ {
		if c := x.child(n, i); !x.isNamed(c) && x.text(c) == "=" {
			debugLit = string(x.src[n.StartByte()+1 : x.child(n, i+1).StartByte()])
		}
	}
	h := template.Hole(expr, conv, spec)
	if debugLit != "" {
		if conv == "" && spec == "" {
			h = template.Hole(expr, "r", "")
		}
		return template.Concat(template.Lit(debugLit), h)
	}
	return h
}

var (
	spaceRE   = lazyre.New(`\s*\n\s*`)
	decimalRE = lazyre.New(`^(0|[1-9][0-9]*)$`)
)

// compact returns the text of n with line breaks and their indentation
// folded to one space, for expressions that span lines.
func (x *file) compact(n *tsutil.Node) string {
	if n == nil {
		return ""
	}
	s := x.text(n)
	if strings.Contains(s, "#") && strings.Contains(s, "\n") {
		s = x.withoutComments(n)
	}
	if strings.Contains(s, "\n") {
		s = spaceRE.ReplaceAllString(s, " ")
		s = strings.NewReplacer("( ", "(", " )", ")", "[ ", "[", " ]", "]").Replace(s)
	}
	return s
}

// withoutComments returns the text of n with the comments inside it cut
// out (a multi-line condition or argument may carry them).
func (x *file) withoutComments(n *tsutil.Node) string {
	var b strings.Builder
	last := n.StartByte()
	x.walk(n, func(c *tsutil.Node, kind string) bool {
		if kind == "comment" {
			b.Write(x.src[last:c.StartByte()])
			last = x.endByte(c)
			return false
		}
		return true
	})
	b.Write(x.src[last:x.endByte(n)])
	return strings.TrimSpace(b.String())
}

// same reports whether a and b are the same node (not nil).
func same(a, b *tsutil.Node) bool { return a != nil && a == b }
