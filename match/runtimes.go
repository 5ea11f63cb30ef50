package match

import (
	"embed"
	"path"
	"regexp"
	"runtime"
	"strings"
	"sync"

	"github.com/errdex/errdex/internal/gobuild"
)

// Runtime texts. An interpreter raises errors of its own in every program
// ("'int' object has no attribute 'split'", "s.match is not a function"),
// and libraries copy those words (a __getattr__ raising "'X' object has no
// attribute 'y'"). When the runtime's own code is not in the catalog, a
// message in the runtime's words that a library record happens to match is
// no answer: the interpreter is where such texts come from. runtimes/*.txt
// hold the shapes the installed runtimes printed (runtimes/python.py and
// runtimes/node.js run probes twice with different values and align the
// two messages); each line is "Class<TAB>shape", {} a hole.

//go:embed runtimes/*.txt
var runtimeFiles embed.FS

// runtimeShape is one text a runtime raises.
type runtimeShape struct {
	class string
	shape string
	// prefix is the literal text the shape starts with ("" when a hole),
	// longest its longest literal run: a text without them is not the
	// shape, which fits tells before the regexp runs.
	prefix, longest string
	// re is the shape's regexp (shapePattern), compiled the first time
	// fits needs it (once): most shapes are never asked of a text that
	// holds their literal runs, and a runtime has hundreds.
	once sync.Once
	re   *regexp.Regexp
	// head is the shape's regexp anchored at its start only, for a shape
	// that ends with literal text (headOnce: compiled on first use, nil
	// for a shape ending with a hole, whose end no text pins).
	headOnce sync.Once
	head     *regexp.Regexp
}

// startOf returns the length of message's head that is the shape's text
// whole, the text going on after it with a byte that is no letter, digit,
// underscore or byte of a multi-byte character ("strconv.ParseInt:
// parsing \"x\": invalid syntax near offset 0": the runtime's text inside
// a wrapper's); ok is false when no head is, or the shape ends with a hole.
func (s *runtimeShape) startOf(message string) (n int, ok bool) {
	if !strings.HasPrefix(message, s.prefix) || !strings.Contains(message, s.longest) {
		return 0, false
	}
	s.headOnce.Do(func() { s.head = shapeRegexp(s.shape, false) })
	if s.head == nil {
		return 0, false
	}
	loc := s.head.FindStringIndex(message)
	if loc == nil {
		return 0, false
	}
	if e := loc[1]; e < len(message) && (isWordByte(message[e]) || message[e] >= 0x80) {
		return 0, false
	}
	return loc[1], true
}

// regexp returns the shape's regexp, compiling it on first use; nil when
// it does not compile (TestRuntimeShapes checks that every shape does).
func (s *runtimeShape) regexp() *regexp.Regexp {
	s.once.Do(func() { s.re = shapePattern(s.shape) })
	return s.re
}

// fits reports whether message is the shape's text (the regexp run only
// when its literal prefix and longest run are there).
func (s *runtimeShape) fits(message string) bool {
	if !strings.HasPrefix(message, s.prefix) || !strings.Contains(message, s.longest) {
		return false
	}
	re := s.regexp()
	return re != nil && re.MatchString(message)
}

// runtimeSet is one runtime's texts.
type runtimeSet struct {
	name   string // as the answer names it: "CPython", "Node.js"
	shapes []runtimeShape
	// byFirst[c] are the indices in shapes, in order, of the shapes a
	// text starting with byte c may be: those whose literal prefix starts
	// with c, and those with no prefix (a hole first). empty are those
	// with no prefix alone, for the empty text.
	byFirst [256][]int32
	empty   []int32
}

// maybe returns the indices of the shapes a text starting as text does
// may be (see byFirst).
func (set *runtimeSet) maybe(text string) []int32 {
	if text == "" {
		return set.empty
	}
	return set.byFirst[text[0]]
}

// index fills byFirst and empty from shapes.
func (set *runtimeSet) index() {
	for i := range set.shapes {
		p := set.shapes[i].prefix
		if p != "" {
			set.byFirst[p[0]] = append(set.byFirst[p[0]], int32(i))
			continue
		}
		set.empty = append(set.empty, int32(i))
		for c := range set.byFirst {
			set.byFirst[c] = append(set.byFirst[c], int32(i))
		}
	}
}

// runtimeSets are the runtimes' texts by the kind of stack they print:
// "python" (CPython), "node" (Node.js, V8), "go" (Go's runtime and
// standard library) and "rust" (Rust's standard library: its errors'
// Display texts and its panics), the last two's texts carrying no class:
// "error" or "panic".
var runtimeSets = sync.OnceValue(func() map[string]*runtimeSet {
	names := map[string]string{"python": "CPython", "node": "Node.js", "go": "Go", "rust": "Rust's standard library"}
	out := map[string]*runtimeSet{}
	ents, _ := runtimeFiles.ReadDir("runtimes")
	for _, e := range ents {
		lang := strings.TrimSuffix(e.Name(), ".txt")
		b, err := runtimeFiles.ReadFile(path.Join("runtimes", e.Name()))
		if err != nil || names[lang] == "" {
			continue
		}
		set := &runtimeSet{name: names[lang]}
		for _, line := range strings.Split(string(b), "\n") {
			cls, shape, ok := strings.Cut(line, "\t")
			if !ok {
				continue
			}
			shape = strings.ReplaceAll(shape, `\n`, "\n")
			prefix, longest := shapeLiterals(shape)
			set.shapes = append(set.shapes, runtimeShape{class: cls, shape: shape, prefix: prefix, longest: longest})
		}
		set.index()
		out[lang] = set
	}
	return out
})

// shapePattern compiles a shape: its text literal ({{ and }} one brace),
// each {} a hole that may be empty (a value may print nothing:
// strconv.ParseUint: parsing "": invalid syntax), anchored at both ends;
// nil when it does not compile.
func shapePattern(shape string) *regexp.Regexp { return shapeRegexp(shape, true) }

// shapeRegexp compiles a shape as shapePattern does, anchored at its end
// too when whole; a head's (whole false) is nil for a shape ending with a
// hole, whose end no text pins.
func shapeRegexp(shape string, whole bool) *regexp.Regexp {
	var b strings.Builder
	b.WriteString(`^`)
	lastHole := false
	eachShapePart(shape, func(lit string, hole bool) {
		if hole {
			b.WriteString(`(?s:.*?)`)
		} else {
			b.WriteString(regexp.QuoteMeta(lit))
		}
		lastHole = hole
	})
	if !whole && lastHole {
		return nil
	}
	if whole {
		b.WriteString(`$`)
	}
	re, err := regexp.Compile(b.String())
	if err != nil {
		return nil
	}
	return re
}

// shapeLiterals returns a shape's literal prefix, the literal text before
// its first hole, and its longest literal run ({{ and }} one brace).
func shapeLiterals(shape string) (prefix, longest string) {
	var run strings.Builder // the literal run being read
	holes := 0
	endRun := func() {
		if holes == 0 {
			prefix = run.String()
		}
		if run.Len() > len(longest) {
			longest = run.String()
		}
		run.Reset()
	}
	eachShapePart(shape, func(lit string, hole bool) {
		if hole {
			endRun()
			holes++
		} else {
			run.WriteString(lit)
		}
	})
	endRun()
	return prefix, longest
}

// eachShapePart calls fn for each part of a shape in order: a hole ({}),
// or literal text ({{ and }} each one brace, given alone).
func eachShapePart(shape string, fn func(lit string, hole bool)) {
	for i := 0; i < len(shape); {
		switch {
		case strings.HasPrefix(shape[i:], "{}"):
			fn("", true)
			i += 2
		case strings.HasPrefix(shape[i:], "{{"), strings.HasPrefix(shape[i:], "}}"):
			fn(shape[i:i+1], false)
			i += 2
		default:
			j := i + 1
			for j < len(shape) && shape[j] != '{' && shape[j] != '}' {
				j++
			}
			fn(shape[i:j], false)
			i = j
		}
	}
}

// runtimeText returns the runtime (its name and runtimeSets key) and the
// shape of its own texts that message (without its class) is, for an event of kind k naming class
// cls: a Python traceback or line checks CPython's, a JavaScript stack
// Node's, a text of no known kind both. A shape of another class than a
// class the text names does not count. ok is false when none fits.
func runtimeText(k Kind, cls, message string) (runtime, lang, shape string, ok bool) {
	langs := runtimeLangs(k)
	sets := runtimeSets()
	last := lastComponent(cls)
	joined := "" // cls+": "+message, made once a Go shape's prefix fits it
	var buf [64]int32
	for _, lang := range langs {
		set := sets[lang]
		if set == nil {
			continue
		}
		// Only the shapes whose prefix may start the message, or, for
		// Go, the class and message joined (their first byte: the
		// class's, or the ": " after an empty class): the others fit
		// neither.
		cands := set.maybe(message)
		if lang == "go" {
			j0 := ": "
			if cls != "" {
				j0 = cls
			}
			if message == "" || message[0] != j0[0] {
				cands = mergeIndices(buf[:0], cands, set.maybe(j0))
			}
		}
		for _, i := range cands {
			s := &set.shapes[i]
			if cls != "" && !classless(lang) && last != s.class {
				continue // Go and Rust print no class: what reads as one is text
			}
			if s.fits(message) {
				return set.name, lang, s.shape, true
			}
			if lang == "go" && joinedHasPrefix(cls, message, s.prefix) {
				if joined == "" {
					joined = cls + ": " + message
				}
				if s.fits(joined) {
					return set.name, lang, s.shape, true
				}
			}
		}
	}
	return "", "", "", false
}

// runtimeLangs returns the runtimes (runtimeSets keys) whose texts an
// event of kind k may hold, in the order runtimeText asks them.
func runtimeLangs(k Kind) []string {
	switch k {
	case KindPython:
		return []string{"python"}
	case KindJS:
		return []string{"node"}
	case KindGo:
		return []string{"go"}
	case KindRust:
		return []string{"rust"}
	case KindLine:
		return []string{"python", "node", "go", "rust"}
	}
	return nil
}

// classless reports whether runtime lang's texts carry no class (Go's,
// Rust's): a shape's class is "error" or "panic", not one a text names.
func classless(lang string) bool { return lang == "go" || lang == "rust" }

// mergeIndices appends to dst the indices of a and b, both ascending, in
// ascending order, each once.
func mergeIndices(dst, a, b []int32) []int32 {
	for len(a) > 0 && len(b) > 0 {
		switch {
		case a[0] < b[0]:
			dst, a = append(dst, a[0]), a[1:]
		case b[0] < a[0]:
			dst, b = append(dst, b[0]), b[1:]
		default:
			dst, a, b = append(dst, a[0]), a[1:], b[1:]
		}
	}
	return append(append(dst, a...), b...)
}

// joinedHasPrefix reports whether cls+": "+message starts with p, without
// joining them.
func joinedHasPrefix(cls, message, p string) bool {
	n := min(len(p), len(cls))
	if p[:n] != cls[:n] {
		return false
	}
	p = p[n:]
	n = min(len(p), 2)
	return p[:n] == ": "[:n] && strings.HasPrefix(message, p[n:])
}

// runtimeTextOf is runtimeText of ex's message after its class.
func runtimeTextOf(ex Exception) (runtime, lang, shape string, ok bool) {
	return runtimeText(ex.Kind, ex.Class, strings.TrimPrefix(ex.Message, ex.Class+": "))
}

// runtimeTextAround is runtimeText of the text of ex that r's match lies
// in: the whole message, or a tail of it, from a boundary at or before
// where r matched, that is the runtime's text whole. A library that wraps
// the runtime's error ("unable to cast \"x\" to int: strconv.ParseInt:
// parsing \"x\": invalid syntax") ends its text with the runtime's, and
// a record matched inside that tail ('parsing "{str}": invalid syntax')
// copies the runtime's words as a whole-message one does. A record
// matched from the front (the wrapper's own format) is not inside it, and
// the message after the event's class is no tail: a class of its own
// (jinja2's TemplateSyntaxError) printing the runtime's words is not the
// runtime's.
func runtimeTextAround(ex Exception, r *Result) (runtime, lang, shape string, ok bool) {
	if rt, lang, shape, ok := runtimeTextOf(ex); ok {
		return rt, lang, shape, true
	}
	msg := strings.TrimPrefix(ex.Message, ex.Class+": ")
	if r.Offset <= 0 || r.Message == "" {
		return "", "", "", false
	}
	for _, b := range boundaries(r.Message) {
		if b <= 0 || b > r.Offset || r.Message[b:] == msg {
			// the text after the event's class is the whole message,
			// whose class was checked above
			continue
		}
		// the tail names no class of its own: the event's class is
		// the wrapper's
		if rt, lang, shape, ok := runtimeText(ex.Kind, "", r.Message[b:]); ok {
			return rt, lang, shape, true
		}
		// or the runtime's text is the head of the tail, and the
		// wrapper's text goes on after it, r's match inside the head
		if rt, lang, shape, n, ok := runtimeTextHead(ex.Kind, r.Message[b:]); ok && b+n >= int(r.end) {
			return rt, lang, shape, true
		}
	}
	return "", "", "", false
}

// runtimeTextHead is runtimeText, for a text of no class, of the heads of
// text (runtimeShape.startOf): the runtime, its shape and the head's
// length of the first shape whose text a head of text is.
func runtimeTextHead(k Kind, text string) (runtime, lang, shape string, n int, ok bool) {
	sets := runtimeSets()
	for _, lang := range runtimeLangs(k) {
		set := sets[lang]
		if set == nil {
			continue
		}
		for _, i := range set.maybe(text) {
			s := &set.shapes[i]
			if s.prefix == "" {
				continue // a head starting with a hole starts anywhere
			}
			if n, ok := s.startOf(text); ok {
				return set.name, lang, s.shape, n, true
			}
		}
	}
	return "", "", "", 0, false
}

// hasRuntime reports whether the catalog holds the code that raises a
// runtime's own texts: records tagged as a runtime's in C or C++ files for
// CPython and Node.js (the interpreter, catalogued with scan --env
// --runtime-src), in Go files for Go (GOROOT/src).
func (ix *Index) hasRuntime(lang string) bool {
	ix.runtimeOnce.Do(func() {
		ix.runtimeLangs = map[string]bool{}
		for i := range ix.Len() {
			e := ix.ent(i)
			if !e.runtimeCode() {
				continue
			}
			switch {
			case nativeFile(e.file):
				ix.runtimeLangs["python"], ix.runtimeLangs["node"] = true, true
				// rust-src, which scan --env adds for a Rust project
				ix.runtimeLangs["rust"] = ix.runtimeLangs["rust"] || path.Ext(e.file) == ".rs"
			case goFile(e.file):
				ix.runtimeLangs["go"] = true
			}
		}
	})
	return ix.runtimeLangs[lang]
}

// goOSOnly reports whether file is a Go file that its name restricts to
// one operating system or architecture (name_GOOS.go, name_GOARCH.go,
// name_GOOS_GOARCH.go, as go/build reads file names).
func goOSOnly(file string) bool {
	name, ok := strings.CutSuffix(path.Base(file), ".go")
	if !ok {
		return false
	}
	name = strings.TrimSuffix(name, "_test")
	i := strings.LastIndexByte(name, '_')
	if i < 0 {
		return false
	}
	// the last element decides: a GOOS, or a GOARCH (alone or after a
	// GOOS)
	last := name[i+1:]
	return gobuild.KnownOS[last] || gobuild.KnownArch[last]
}

// hostOS and hostArch are the system errdex runs on, which goOtherSystem
// takes to be the one a Go program's errors come from.
var hostOS, hostArch = runtime.GOOS, runtime.GOARCH

// goOtherSystem reports whether file is a Go file that its name builds
// for a system or architecture other than the host's (zerrors_aix_ppc64.go
// on linux/amd64), not for the host's (zerrors_linux_amd64.go).
func goOtherSystem(file string) bool {
	if !goOSOnly(file) {
		return false
	}
	name := strings.TrimSuffix(strings.TrimSuffix(path.Base(file), ".go"), "_test")
	parts := strings.Split(name, "_")
	last := parts[len(parts)-1]
	if gobuild.KnownArch[last] {
		if last != hostArch {
			return true
		}
		if len(parts) > 2 && gobuild.KnownOS[parts[len(parts)-2]] {
			last = parts[len(parts)-2]
		} else {
			return false
		}
	}
	return gobuild.KnownOS[last] && last != hostOS
}

// runtimeUnknown says why no record answers ex when its text is one the
// runtime raises itself and the runtime's code is not in the catalog:
// which runtime raises it and how to add that code ("" otherwise).
func (ix *Index) runtimeUnknown(ex Exception) string {
	return ix.runtimeNote(runtimeTextOf(ex))
}

// runtimeLeads says why the weak leads rs are no answer to ex when its
// text, or a tail of it that one of them matched inside (a wrapper's
// text ending with the runtime's: runtimeTextAround), is one the runtime
// raises itself and the runtime's code is not in the catalog ("" otherwise).
func (ix *Index) runtimeLeads(ex Exception, rs []Result) string {
	if note := ix.runtimeUnknown(ex); note != "" {
		return note
	}
	for i := range rs {
		if r := &rs[i]; !r.Frame && r.Offset > 0 {
			if note := ix.runtimeNote(runtimeTextAround(ex, r)); note != "" {
				return note
			}
		}
	}
	return ""
}

// runtimeNote is runtimeUnknown's sentence for a runtime's text (ok when
// the text is one), "" when it is none or the catalog holds that
// runtime's code.
func (ix *Index) runtimeNote(rt, lang, shape string, ok bool) string {
	if !ok || ix.hasRuntime(lang) {
		return ""
	}
	return rt + " raises this text itself (" + Excerpt(shape, 100) + "), and the runtime's own code is not in this catalog (" + runtimeHow(lang) + ")"
}

// runtimeHow says how runtime lang's own code gets into a catalog.
func runtimeHow(lang string) string {
	switch lang {
	case "go":
		return "errdex scan --env, or a scan of $(go env GOROOT)/src, adds it"
	case "rust":
		return "errdex scan --env adds the toolchain's rust-src"
	case "node":
		return "Node.js's library is compiled into its binary and is not catalogued"
	}
	return "errdex scan --env --runtime-src DIR adds it"
}

// runtimeHeld pins, in each weak result of a Rust record whose last hole
// holds a text Rust's standard library makes, whole (csv's "field {}:
// {err}" around str::parse's "invalid float literal"), that text as the
// result's own, when the catalog lacks rust-src: the standard library
// made the error the site carried and no record of the catalog can, so
// the site is where the printed error was made, its words and the
// runtime's together. Without it the site is weak, most of its text in
// a hole, and a value carrying it (a record tagged catalog.CarrierTag
// around it) is taken for where the error was made.
func (ix *Index) runtimeHeld(rs []Result) {
	moved := false
	for i := range rs {
		r := &rs[i]
		if r.Frame || !r.weakMatch || len(r.Params) == 0 || r.Record == nil || path.Ext(r.Record.FilePath) != ".rs" {
			continue
		}
		held := strings.TrimSpace(r.Params[len(r.Params)-1])
		if held == "" {
			continue
		}
		if _, lang, _, ok := runtimeText(KindRust, "", held); !ok || ix.hasRuntime(lang) {
			continue
		}
		holdsValue(r, false, int32(len(held)))
		r.rescore()
		moved = true
		// a record of another site matching only the runtime's text
		// the hole holds (a crate's copy of str::parse's words) is no
		// link: it goes after the site holding it
		for j := range rs {
			if c := &rs[j]; j != i && !c.Frame && c.Message == r.Message && c.Offset >= 0 &&
				strings.TrimSpace(c.Message[c.Offset:]) == held {
				c.ev.after++
				c.ev.runtimeCopy = true
				c.rescore()
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}
