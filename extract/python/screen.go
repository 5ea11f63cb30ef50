package python

import (
	"bytes"
	"sort"
	"strings"
	"sync"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract/python/pytree"
	"github.com/errdex/errdex/extract/tsutil"
)

// The screen. Parsing is most of run's time, and most functions of a file
// hold nothing run looks at: no raise, assert, log call, expectation,
// handler or HTTP response, and no name another part of the file refers
// to. screen finds those functions from the bytes alone, with a tokenizer
// that knows strings, comments, brackets and continuation lines, and run
// parses the rest of the file only (pytree's ranges, or tree-sitter's
// included ranges: the tree is the one of the file without those
// functions, at the file's positions).
//
// A function is left out when all of these hold:
//   - it is a def (async, decorated) at module level or a method of a
//     module-level class, and not a dunder method (__init__ and __str__
//     decide what an exception prints);
//   - it is not a module-level def annotated to return str (strFuncs),
//     nor one with a line that returns a string formatted (an f-string,
//     % or .format), a message builder another file may call
//     (textFuncDefs);
//   - its code (strings without a brace and comments left aside) holds
//     no word run starts from: raise, assert, except, logging, warnings,
//     a response word, a log method, expectation name or exception class
//     name (a built-in one, or one spelled like an error) followed by "(",
//     a word holding "logger" in any case, a name imported at module
//     level from the repository's own modules, or a class statement that
//     may define an exception class;
//   - its name is not a word of the parsed part, and it names no parsed
//     function that holds such a word or names one (a helper it may
//     call), the two followed to a fixed point.
//
// A class keeps at least one statement. A file the tokenizer cannot follow
// (tabs or form feeds in indentation, a lone carriage return, a string or
// bracket left open) is parsed whole, and so is a file whose screened tree
// has a syntax error, so that the syntax-error policy reads all of it.

// noScreen turns the screen off (for the tests that compare).
var noScreen bool

// omitted is a module-level function the screen left out: its name and
// where it starts. What lists the module's names (globals) adds them.
type omitted struct {
	name string
	at   int
}

// omittedIn returns the module-level functions left out of block when it
// is the module, in source order.
func (x *file) omittedIn(block *tsutil.Node) []omitted {
	if x.root == nil || !same(block, x.root) {
		return nil
	}
	return x.omitted
}

// parsed is a file's tree, as an index of its nodes, and what the
// parser could not read.
type parsed struct {
	ix      *tsutil.Index
	omitted []omitted           // module-level functions the screen left out
	words   *wordIndex          // nil when the tokenizer and the tree may disagree
	errs    tsutil.ErrorSummary // First is nil: the tree is closed
}

// parse parses the file, leaving out what screen finds, and indexes the
// tree. It also returns the file's words, when the tokenizer could follow
// it and the tree has no syntax error (so that the two agree on what is
// code).
func parse(filePath string, src []byte, sc *scratch) (parsed, error) {
	var words *wordIndex
	if !noScreen {
		r, omit, tk := screen(filePath, src, &sc.tk)
		if tk != nil {
			words = newWordIndex(tk, &sc.words)
		}
		if r != nil {
			if ix, ok := parsePytree(src, r, sc); ok {
				return parsed{ix: ix, omitted: omit, words: words}, nil
			}
			t, err := lang.ParseRanges(src, r)
			if err == nil && !t.RootNode().HasError() {
				defer t.Close()
				return parsed{ix: tsutil.NewIndex(t.RootNode(), src), omitted: omit, words: words}, nil
			}
			if t != nil {
				t.Close()
			}
		}
	}
	return parseWhole(src, words, sc)
}

// parseWhole parses all of src; words are kept when the tree has no
// syntax error.
func parseWhole(src []byte, words *wordIndex, sc *scratch) (parsed, error) {
	if ix, ok := parsePytree(src, nil, sc); ok {
		return parsed{ix: ix, words: words}, nil
	}
	t, err := lang.Parse(src)
	if err != nil {
		return parsed{}, err
	}
	defer t.Close()
	p := parsed{ix: tsutil.NewIndex(t.RootNode(), src), words: words}
	if t.RootNode().HasError() {
		p.words = nil
		p.errs = tsutil.Errors(t.RootNode())
		p.errs.First = nil // of the tree closed on return
	}
	return p, nil
}

// wordIndex lists where each word of a file's code stands: the tokens'
// words grouped by word, each group in source order.
type wordIndex struct {
	ids   map[string]int32
	first []int32 // by word id: where its group starts in at (and ends, at id+1)
	at    []word
}

// scratch is the memory one file's parse uses and the next file's
// reuses: the tokenizer's and the word index's.
type scratch struct {
	tk     tokens
	words  wordIndex
	tree   pytree.Tree
	ranges []pytree.Range
}

// scratches holds the scratch of files done.
var scratches = sync.Pool{New: func() any { return new(scratch) }}

// newWordIndex groups the words of tk into w, reusing its memory.
func newWordIndex(tk *tokens, w *wordIndex) *wordIndex {
	w.ids = tk.ids
	w.first = grow(w.first[:0], len(tk.names)+1)
	w.at = grow(w.at[:0], len(tk.words))
	for _, t := range tk.words {
		w.first[t.id+1]++
	}
	for i := 1; i < len(w.first); i++ {
		w.first[i] += w.first[i-1]
	}
	next := append([]int32(nil), w.first[:len(tk.names)]...)
	for _, t := range tk.words {
		w.at[next[t.id]] = t
		next[t.id]++
	}
	return w
}

// offsets appends the offsets of word to out, with call only those
// followed by "(" (after blanks).
func (w *wordIndex) offsets(out []int, word []byte, call bool) []int {
	id, ok := w.ids[string(word)]
	if !ok {
		return out
	}
	for _, t := range w.at[w.first[id]:w.first[id+1]] {
		if !call || t.call {
			out = append(out, t.at)
		}
	}
	return out
}

// screenWords are the words that make a function worth parsing wherever
// they stand in its code; screenCalls those that do when a "(" follows.
var (
	screenWords = func() map[string]bool {
		m := map[string]bool{"raise": true, "assert": true, "except": true, "logging": true, "warnings": true}
		for _, w := range responseWords {
			m[string(w)] = true
		}
		return m
	}()
	screenCalls = func() map[string]bool {
		m := map[string]bool{}
		for _, w := range expectNames {
			m[string(w)] = true
		}
		for w := range helperCalls {
			m[w] = true
		}
		return m
	}()
	// helperCalls are the log calls, which with raise make a function a
	// helper (noteHelper).
	helperCalls = func() map[string]bool {
		m := map[string]bool{}
		for w := range logMethods {
			m[w] = true
		}
		for w := range selfLogMethods {
			m[w] = true
		}
		for _, w := range callNames {
			m[string(w)] = true
		}
		return m
	}()
)

// errorishWords are the endings syntax.IsErrorName looks for, as
// substrings of a class statement's header.
var errorishWords = func() [][]byte {
	var ws [][]byte
	for _, e := range syntax.ErrorEndings() {
		ws = append(ws, []byte(e))
	}
	return ws
}()

// logicalLine is a line that starts a statement (not a continuation, a
// blank line or a comment).
type logicalLine struct {
	start, end int // bytes: the first line's start, the last line's end (after its newline)
	indent     int
	row        int  // 0-based row of start
	colon      bool // its code ends with ":" (a block follows)
}

// word is an identifier in code, by its interned id; call says a "("
// follows it, lead that it starts a logical line.
type word struct {
	at         int
	id         int32
	call, lead bool
}

// reset empties tk for another file, keeping its memory.
func (tk *tokens) reset() {
	tk.lines, tk.words, tk.names = tk.lines[:0], tk.words[:0], tk.names[:0]
	if tk.ids == nil {
		tk.ids = map[string]int32{}
	}
	clear(tk.ids)
}

// tokens is what the tokenizer reads from a file.
type tokens struct {
	lines []logicalLine
	words []word
	ids   map[string]int32
	names []string // by id
}

// chunk is a function screen may leave out.
type chunk struct {
	start, end  int // bytes, whole lines
	row, endRow int
	name        int32 // word id, -1 when none
	words       []word
	relevant    bool // holds a word run starts from
	helper      bool // holds a raise or a log call, which make a function a helper
	keep        bool
	names       bool // kept, and its name may be a helper's: relevant or naming one
	class       int  // index of the class whose body it is in; -1 at module level
}

// screen returns the ranges of src that run parses, or nil to parse it
// all, the module-level functions it leaves out, and the file's tokens
// (nil when the tokenizer cannot follow it).
func screen(filePath string, src []byte, tk *tokens) ([]sitter.Range, []omitted, *tokens) {
	if !tokenize(src, tk) {
		return nil, nil, nil
	}
	if len(tk.lines) == 0 {
		return nil, nil, tk
	}
	chunks, classFirst, classOther := chunkFile(src, tk)
	if len(chunks) == 0 {
		return nil, nil, tk
	}

	n := len(tk.names)
	entry := make([]bool, n) // words that make a function worth parsing
	callEntry := make([]bool, n)
	helperCall := make([]bool, n) // calls that make a function a helper
	givenEntry := make([]bool, n) // classes that make a function worth parsing when passed as an argument
	own := ownImports(filePath, src, tk.lines)
	for id, w := range tk.names {
		entry[id] = screenWords[w] || containsFold(w, "logger")
		// An exception class called: the function may be a factory
		// (return ValueError(f"…")) that a raise in another file uses.
		callEntry[id] = screenCalls[w] || builtinExceptions[w] || syntax.IsErrorName(w)
		helperCall[id] = helperCalls[w]
		givenEntry[id] = !builtinExceptions[w] && syntax.IsErrorName(w)
	}
	live := make([]bool, n)   // words of the parsed part
	helper := make([]bool, n) // names of kept functions that may be helpers
	ci := 0
	for _, w := range tk.words {
		for ci < len(chunks) && chunks[ci].end <= w.at {
			ci++
		}
		if ci < len(chunks) && w.at >= chunks[ci].start {
			continue // inside a chunk
		}
		live[w.id] = true
	}
	for i := range chunks {
		c := &chunks[i]
		for _, w := range c.words {
			if w.call && helperCall[w.id] || tk.names[w.id] == "raise" {
				c.relevant, c.helper = true, true
				break
			}
			if entry[w.id] || w.call && callEntry[w.id] || w.lead && own[tk.names[w.id]] {
				c.relevant = true
			}
			if !w.call && givenEntry[w.id] && argumentAt(src, w.at) {
				c.relevant = true // a class passed to a function that may raise it (given.go)
			}
		}
		if !c.relevant && len(own) > 0 && annotatesOwn(src, tk.lines, c.start, own) {
			c.relevant = true // a parameter of a class another file defines: its methods may be helpers
		}
	}
	for changed := true; changed; {
		changed = false
		for i := range chunks {
			c := &chunks[i]
			if !c.keep {
				switch {
				case c.relevant:
					c.keep, c.names = true, c.helper
				case c.name >= 0 && live[c.name]:
					c.keep = true
				default:
					for _, w := range c.words {
						if helper[w.id] {
							c.keep, c.names = true, true
							break
						}
					}
				}
				if !c.keep {
					continue
				}
				changed = true
				for _, w := range c.words {
					live[w.id] = true
				}
			}
			if !c.names {
				for _, w := range c.words {
					if helper[w.id] {
						c.names, changed = true, true
						break
					}
				}
			}
			if c.names && c.name >= 0 && !helper[c.name] {
				helper[c.name], changed = true, true
			}
		}
	}
	for ci, first := range classFirst { // a class body left empty would not parse
		if first < 0 || classOther[ci] {
			continue
		}
		empty := true
		for i := first; i < len(chunks) && chunks[i].class == ci; i++ {
			empty = empty && !chunks[i].keep
		}
		if empty {
			chunks[first].keep = true
		}
	}
	ranges := keptRanges(src, chunks)
	if ranges == nil {
		return nil, nil, tk
	}
	var omit []omitted
	for _, c := range chunks {
		if !c.keep && c.class < 0 && c.name >= 0 {
			omit = append(omit, omitted{tk.names[c.name], c.start})
		}
	}
	return ranges, omit, tk
}

// chunkFile finds the functions screen may leave out, in source order, and
// for each module-level class the index of its first (-1 for none) and
// whether it has another statement.
func chunkFile(src []byte, tk *tokens) (chunks []chunk, classFirst []int, classOther []bool) {
	lines := tk.lines
	wi := 0 // index in tk.words
	add := func(from, to int, name string, class int) {
		last := lines[to-1]
		c := chunk{start: lines[from].start, row: lines[from].row, end: last.end, class: class, name: -1}
		c.endRow = last.row + bytes.Count(src[last.start:last.end], []byte("\n"))
		if id, ok := tk.ids[name]; ok {
			c.name = id
		}
		for wi < len(tk.words) && tk.words[wi].at < c.start {
			wi++
		}
		w0 := wi
		for wi < len(tk.words) && tk.words[wi].at < c.end {
			wi++
		}
		c.words = tk.words[w0:wi]
		for i := from; i < to && !c.relevant; i++ {
			c.relevant = errorishClass(src, lines[i])
		}
		c.relevant = c.relevant || class < 0 && (returnsStr(src, lines, from) || returnsFormat(src, lines, from, to))
		chunks = append(chunks, c)
	}
	for i := 0; i < len(lines); {
		if lines[i].indent != 0 {
			i++
			continue
		}
		kind, name, next := definition(src, lines, i)
		switch kind {
		case "def":
			add(i, next, name, -1)
			i = next
		case "class":
			ci := len(classFirst)
			classFirst, classOther = append(classFirst, -1), append(classOther, false)
			j, end := next, next
			for end < len(lines) && lines[end].indent > 0 {
				end++
			}
			body := -1
			if j < end {
				body = lines[j].indent
			}
			for j < end {
				if lines[j].indent != body {
					j++
					continue
				}
				k, n, nx := definition(src, lines, j)
				for nx < end && lines[nx].indent > body {
					nx++
				}
				if k == "def" && !(strings.HasPrefix(n, "__") && strings.HasSuffix(n, "__")) {
					if classFirst[ci] < 0 {
						classFirst[ci] = len(chunks)
					}
					add(j, nx, n, ci)
				} else {
					classOther[ci] = true
				}
				j = nx
			}
			i = end
		default:
			i = next
		}
	}
	return chunks, classFirst, classOther
}

// keptRanges returns the ranges of src outside the chunks left out, nil
// when none is.
func keptRanges(src []byte, chunks []chunk) []sitter.Range {
	var ranges []sitter.Range
	start, startRow := 0, 0
	skipped := false
	for _, c := range chunks {
		if c.keep {
			continue
		}
		skipped = true
		if c.start > start {
			ranges = append(ranges, sitter.Range{StartByte: uint(start), EndByte: uint(c.start),
				StartPoint: sitter.Point{Row: uint(startRow)}, EndPoint: sitter.Point{Row: uint(c.row)}})
		}
		start, startRow = c.end, c.endRow
	}
	if !skipped {
		return nil
	}
	if start < len(src) {
		lastNL := bytes.LastIndexByte(src, '\n')
		end := sitter.Point{Row: uint(bytes.Count(src, []byte("\n"))), Column: uint(len(src) - lastNL - 1)}
		ranges = append(ranges, sitter.Range{StartByte: uint(start), EndByte: uint(len(src)),
			StartPoint: sitter.Point{Row: uint(startRow)}, EndPoint: end})
	}
	if len(ranges) == 0 {
		ranges = append(ranges, sitter.Range{}) // everything left out
	}
	return ranges
}

// errorishClass reports whether l is a class statement whose header may
// name an exception class (run records only those).
func errorishClass(src []byte, l logicalLine) bool {
	head := src[l.start+l.indent : l.end]
	if !bytes.HasPrefix(head, []byte("class")) || len(head) == 5 || isIdentByte(head[5]) {
		return false
	}
	for _, w := range errorishWords {
		if bytes.Contains(head, w) {
			return true
		}
	}
	return false
}

// returnsStr reports whether the def at lines[i] (after its decorators)
// may be annotated "-> str", which makes a module-level function a
// strfunc Def of the file's summary (strFuncs) whether or not the file
// names it.
func returnsStr(src []byte, lines []logicalLine, i int) bool {
	for i < len(lines) && bytes.HasPrefix(src[lines[i].start+lines[i].indent:], []byte("@")) {
		i++
	}
	if i == len(lines) {
		return false
	}
	ann, ok := returnAnnotation(src[lines[i].start:lines[i].end])
	return ok && string(bytes.Trim(ann, "\"' \t\r\n\\")) == "str"
}

// returnsFormat reports whether one of lines[from:to], a def, is a
// return of a string that is formatted: return f"…", return "…" % …,
// return "…".format(…) (a message builder, textFuncDefs).
func returnsFormat(src []byte, lines []logicalLine, from, to int) bool {
	for i := from + 1; i < to && i < len(lines); i++ {
		head, ok := bytes.CutPrefix(src[lines[i].start+lines[i].indent:lines[i].end], []byte("return "))
		if !ok {
			continue
		}
		head = bytes.TrimLeft(head, " \t")
		j := 0
		for j < len(head) && j < 2 && bytes.IndexByte([]byte("rRbBuUfF"), head[j]) >= 0 {
			j++
		}
		if j == len(head) || head[j] != '\'' && head[j] != '"' {
			continue
		}
		if bytes.ContainsAny(head[:j], "fF") || bytes.Contains(head, []byte("%")) || bytes.Contains(head, []byte(".format(")) {
			return true
		}
	}
	return false
}

// returnAnnotation returns a def header's return annotation: from the
// "->" after its parameters to the ":" that ends the header, both outside
// brackets, strings and comments ("def f(a='->') -> str:  # ->").
func returnAnnotation(head []byte) (ann []byte, ok bool) {
	depth, from := 0, -1
	for i := 0; i < len(head); i++ {
		switch c := head[i]; {
		case c == '#':
			return nil, false
		case c == '\'' || c == '"':
			n, _, closed := stringEnd(head, i)
			if !closed {
				return nil, false
			}
			i += n - 1
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case depth == 0 && from < 0 && c == '-' && i+1 < len(head) && head[i+1] == '>':
			from = i + 2
			i++
		case depth == 0 && from >= 0 && c == ':':
			return head[from:i], true
		}
	}
	return nil, false
}

// containsFold reports whether s holds sub (lower case) in any case.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// definition reads the statement at lines[i]: "def" (a function, maybe
// async or decorated) with its name, "class", or "" for another; next is
// the index of the first line after its header (for a def, after its
// body at any deeper indentation).
func definition(src []byte, lines []logicalLine, i int) (kind, name string, next int) {
	indent := lines[i].indent
	j := i
	for j < len(lines) && lines[j].indent == indent && bytes.HasPrefix(src[lines[j].start+indent:], []byte("@")) {
		j++
	}
	if j == len(lines) || lines[j].indent != indent {
		return "", "", i + 1
	}
	head := src[lines[j].start+indent : lines[j].end]
	head = bytes.TrimPrefix(head, []byte("async "))
	switch {
	case bytes.HasPrefix(head, []byte("def ")):
		kind = "def"
	case bytes.HasPrefix(head, []byte("class")) && len(head) > 5 && !isIdentByte(head[5]):
		kind = "class"
	default:
		return "", "", i + 1
	}
	rest := bytes.TrimLeft(head[len(kind):], " \t")
	n := 0
	for n < len(rest) && isIdentByte(rest[n]) {
		n++
	}
	name = string(rest[:n])
	if name == "" {
		return "", "", i + 1
	}
	next = j + 1
	if kind == "def" {
		for next < len(lines) && lines[next].indent > indent {
			next++
		}
	}
	return kind, name, next
}

// annotatesOwn reports whether the def whose chunk starts at start names
// one of own in its header (its annotations, quoted or not: parser:
// "Parser"), as callRefs reads a parameter's class.
func annotatesOwn(src []byte, lines []logicalLine, start int, own map[string]bool) bool {
	i := sort.Search(len(lines), func(i int) bool { return lines[i].start >= start })
	for ; i < len(lines) && !lines[i].colon; i++ { // decorators
	}
	if i == len(lines) {
		return false
	}
	found := false
	eachWord(src[lines[i].start:lines[i].end], func(w []byte, _ int) {
		found = found || own[string(w)]
	})
	return found
}

// ownImports returns the names module-level imports bind from the
// repository's own modules (as ownPackage decides), which callRefs reads,
// those of an if TYPE_CHECKING block included (typeCheckingImports).
func ownImports(filePath string, src []byte, lines []logicalLine) map[string]bool {
	out := map[string]bool{}
	x := file{path: filePath}
	checking := false // in the block of a module-level if TYPE_CHECKING:
	for _, l := range lines {
		if l.indent == 0 {
			head := bytes.TrimRight(src[l.start:l.end], " \t\r\n")
			checking = l.colon && bytes.HasPrefix(head, []byte("if ")) && bytes.HasSuffix(bytes.TrimSuffix(head, []byte(":")), []byte("TYPE_CHECKING"))
		}
		if l.indent != 0 && !checking {
			continue
		}
		st0 := bytes.TrimLeft(src[l.start:l.end], " \t")
		if !bytes.HasPrefix(st0, []byte("import")) && !bytes.HasPrefix(st0, []byte("from")) {
			continue
		}
		st := string(st0)
		if i := strings.IndexByte(st, '#'); i >= 0 {
			st = st[:i]
		}
		st = strings.NewReplacer("(", " ", ")", " ", "\\", " ").Replace(st)
		f := strings.Fields(st)
		switch {
		case len(f) >= 2 && f[0] == "import":
			for _, part := range strings.Split(strings.Join(f[1:], " "), ",") {
				p := strings.Fields(part)
				if len(p) == 0 || !x.ownPackage(p[0]) {
					continue
				}
				if len(p) == 3 && p[1] == "as" {
					out[p[2]] = true
				} else {
					out[strings.SplitN(p[0], ".", 2)[0]] = true
				}
			}
		case len(f) >= 4 && f[0] == "from" && f[2] == "import":
			if !x.ownPackage(f[1]) {
				continue
			}
			for _, part := range strings.Split(strings.Join(f[3:], " "), ",") {
				p := strings.Fields(part)
				switch {
				case len(p) == 1:
					out[p[0]] = true
				case len(p) == 3 && p[1] == "as":
					out[p[2]] = true
				}
			}
		}
	}
	return out
}

// tokenize splits src into the lines that start statements and the words
// of its code, following strings, comments, brackets and backslash
// continuations as Python's tokenizer does. The words of a string are
// code when it holds a brace (an f-string's fields, a format string's
// attributes). ok is false for a file it cannot follow.
func tokenize(src []byte, tk *tokens) (ok bool) {
	tk.reset()
	depth, row, i := 0, 0, 0
	lead := false // the next token starts a logical line
	addWord := func(from, to int) {
		w := src[from:to]
		id, seen := tk.ids[string(w)]
		if !seen {
			id = int32(len(tk.names))
			tk.names = append(tk.names, string(w))
			tk.ids[tk.names[id]] = id
		}
		j := to
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		tk.words = append(tk.words, word{at: from, id: id, call: j < len(src) && src[j] == '(', lead: lead})
		lead = false
	}
	for i < len(src) {
		// At the start of a physical line outside any statement.
		lineStart, lineRow := i, row
		var last byte // the logical line's last byte of code
		indent := 0
		for i < len(src) && src[i] == ' ' {
			indent++
			i++
		}
		if i == len(src) {
			break
		}
		switch src[i] {
		case '\t', '\f':
			return false
		case '\n':
			i++
			row++
			continue
		case '\r':
			if i+1 >= len(src) || src[i+1] != '\n' {
				return false
			}
			i += 2
			row++
			continue
		case '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		}
		lead = true
	statement: // read to the end of the logical line
		for i < len(src) {
			c := src[i]
			if c != ' ' && !isIdentByte(c) {
				lead = false
			}
			if c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#' && c != '\\' {
				last = c
			}
			switch {
			case isIdentByte(c):
				j := i + 1
				for j < len(src) && isIdentByte(src[j]) {
					j++
				}
				if j < len(src) && (src[j] == '\'' || src[j] == '"') && j-i <= 3 {
					i = j // a string prefix (r, b, f, rb): the string is next
					continue
				}
				addWord(i, j)
				i = j
			case c == '#':
				for i < len(src) && src[i] != '\n' {
					i++
				}
			case c == '\\':
				if i+1 < len(src) && src[i+1] == '\n' {
					row++
				} else if i+2 < len(src) && src[i+1] == '\r' && src[i+2] == '\n' {
					i++
					row++
				}
				i += 2
			case c == '\'' || c == '"':
				n, rows, closed := stringEnd(src, i)
				if !closed {
					return false
				}
				if bytes.IndexByte(src[i:i+n], '{') >= 0 {
					at := i
					eachWord(src[i:i+n], func(w []byte, off int) { addWord(at+off, at+off+len(w)) })
				}
				i += n
				row += rows
			case c == '(' || c == '[' || c == '{':
				depth++
				i++
			case c == ')' || c == ']' || c == '}':
				depth--
				if depth < 0 {
					return false
				}
				i++
			case c == '\r':
				if i+1 >= len(src) || src[i+1] != '\n' {
					return false
				}
				i++
			case c == '\n':
				i++
				row++
				if depth == 0 {
					break statement
				}
			default:
				i++
			}
		}
		// A line more indented than the one before, which opens no block,
		// is not Python (unexpected indent), and tree-sitter reads it its
		// own way (after "def f(): pass", a nested def as the module's):
		// parsed whole.
		if n := len(tk.lines); n > 0 && indent > tk.lines[n-1].indent && !tk.lines[n-1].colon {
			return false
		}
		tk.lines = append(tk.lines, logicalLine{start: lineStart, end: min(i, len(src)), indent: indent, row: lineRow, colon: last == ':'})
	}
	return depth == 0
}

// eachWord calls fn with every run of identifier bytes in b and its
// offset.
func eachWord(b []byte, fn func(w []byte, at int)) {
	for i := 0; i < len(b); {
		if !isIdentByte(b[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(b) && isIdentByte(b[j]) {
			j++
		}
		fn(b[i:j], i)
		i = j
	}
}

// stringEnd returns the length of the string literal that starts with the
// quote at src[i], the newlines in it, and whether it is closed.
func stringEnd(src []byte, i int) (n, rows int, closed bool) {
	q := src[i]
	triple := i+2 < len(src) && src[i+1] == q && src[i+2] == q
	j := i + 1
	if triple {
		j = i + 3
	}
	for j < len(src) {
		c := src[j]
		switch {
		case c == '\\':
			if j+1 < len(src) && src[j+1] == '\n' {
				rows++
			}
			j += 2
			continue
		case c == '\n':
			if !triple {
				return 0, 0, false
			}
			rows++
		case c == q:
			if !triple {
				return j + 1 - i, rows, true
			}
			if j+2 < len(src) && src[j+1] == q && src[j+2] == q {
				return j + 3 - i, rows, true
			}
		}
		j++
	}
	return 0, 0, false
}

// grow returns s with n elements, all zero, reusing its memory when it
// has room.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// argumentAt reports whether the word at at is an argument of a call as
// written: after "(", "," or a keyword's "=" (not "==", "<=" and such).
func argumentAt(src []byte, at int) bool {
	i := at - 1
	for i >= 0 && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
		i--
	}
	if i < 0 {
		return false
	}
	switch src[i] {
	case '(', ',':
		return true
	case '=': // a keyword argument, as written without blanks
		return i > 0 && isIdentByte(src[i-1])
	}
	return false
}
