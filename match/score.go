package match

// evidence is everything a result's score is computed from. The passes of
// explain (message verification, frames, the class, the chain, the
// traceback's shape) only record evidence; score turns it into the number
// the results are ranked by, in one place. docs/match.md ("Score and
// ranking") documents each input.
type evidence struct {
	// cov is the literal share: the bytes of literal text the record's
	// pattern pins down over the length of the text it matched, at most 1.
	cov float64
	// agree is class agreement: 1 when the text's class is the record's,
	// -1 when another, 0 when either is unknown, generic or a label (a Go
	// record's class, a Python class held in a variable).
	agree int8
	// weakPattern: the record's pattern pins down fewer than 4 letters and
	// digits (a bare raise, a pattern of holes); it matched only because a
	// frame pointed at it.
	weakPattern bool
	// prefix: the record's message is a prefix of the text, which goes on
	// with text an exception class appends.
	prefix bool
	// firstLine: the text is the first line of the record's message
	// alone, whose later lines (a position mark, a source excerpt) it
	// lacks: a pasted line, or a log that kept one line of the text.
	firstLine bool
	// support is what a stack frame says of the record.
	support support
	// depth is how many frames the supporting frame lies above the
	// stack's innermost one (0: the innermost): of records with frame
	// support, the innermost frame's is where the error was raised, a
	// frame further out sits at the call that led there.
	depth int8
	// near is the number of leading directories the record's file shares
	// with the catalogued file of the stack's innermost catalogued frame,
	// for a result no frame supports: of records raising the same text,
	// the one beside where the stack ran (src/parser.js, not a bundled
	// copy in browser/) is placed first.
	near int8
	// after counts the rules that place the result after others that
	// explain the same text better: the original site a rewritten
	// traceback's message names, the sites a qualified class alone names,
	// the outer link of a wrapped chain whose last hole holds this
	// result's text, a Go record whose quoted hole (%q) holds text with
	// no quote mark (unquotedGoHole). Each halves the score.
	after int8
	// osOnly: the record's file is a Go file that its name builds for
	// one system or architecture only (panic_plan9.go,
	// zerrors_aix_ppc64.go: goOSOnly), or whose build constraint needs a
	// tag chosen at build time (catalog.ConstrainedTag). Of records with the same evidence,
	// one built everywhere is placed first: "invalid memory address or nil
	// pointer dereference" is raised in runtime/panic.go on every system
	// and in os_plan9.go on one.
	osOnly bool
	// otherSystem: of those, the file builds for a system other than the
	// one errdex runs on (zerrors_aix_ppc64.go on linux/amd64:
	// goOtherSystem). Of records with the same evidence, one built for
	// the host system (zerrors_linux_amd64.go) is placed first.
	otherSystem bool
	// rootPackage: the text's class is printed with its module (Python's
	// yaml.parser.ParserError) and the record's file lies in that
	// module's top-level package at the root of the catalogued tree
	// (yaml/parser.py, src/yaml/…), not deeper in another package with
	// the same tail (ruamel/yaml/parser.py, a vendored pip/_vendor/…).
	// Of records with the same evidence, such a one is placed first.
	rootPackage bool
	// testCode: the record's file is test code, or a module only tests
	// load (CPython's _testcapimodule.c: testFile). Of
	// records with the same evidence, one in code programs run is placed
	// first: "'NoneType' object is not callable" is raised in
	// Objects/call.c for every program and in a test module's check.
	testCode bool
	// shadowedSlot: the record is in a C type's sequence slot function
	// (sq_item) that the type's mapping slot (mp_subscript) shadows for
	// Python's subscription (catalog.ShadowedSlotTag). Of records with
	// the same evidence, the one Python code reaches is placed first:
	// "mmap index out of range" is raised in mmap_subscript for m[i] and
	// in mmap_item for C callers only; "map() must have at least two
	// arguments." in map_vectorcall for map() and in map_new (tp_new)
	// for a subclass.
	shadowedSlot bool
	// uncalled: the record is in an unexported Go function that no code
	// of its package names (catalog.UncalledTag). Of records with the
	// same evidence, one the package reaches is placed first: "index out
	// of range [6] with length 3" is raised in goPanicIndex, which the
	// compiler calls on wasm only, and in panicBounds64, which other
	// systems' assembly calls.
	uncalled bool
	// minified: the record is on a line of minified code (a
	// catalog.ColumnTag: a bundle whose whole code is one line). Of
	// records with the same evidence, one of readable code is placed
	// first: a package shipping its code both ways (yargs' build/lib/*.js
	// and the bundle build/index.cjs) raises the same text from each, and
	// without a frame the readable record is the one to read; a frame's
	// column names the bundle's record when the bundle raised it.
	minified bool
	// twin: a compiled module shadows the record's code (a "twin:" tag: a
	// pure-Python fallback, which programs run only where the compiled
	// module cannot be imported), and a native record has the same
	// evidence (twinsAfterNative). The native record is placed first,
	// even when the fallback is in the printed module's package:
	// "Circular reference detected" is raised by _json.c wherever it is
	// built and by json/encoder.py's fallback only where it is not.
	twin bool
	// callNamed: the record is in compiled code (C, C++), in a function
	// whose name is that of a function or method the stack's innermost
	// frame calls on its printed source line (os.read(fd, n) and
	// _Py_read; t.read() and _io_TextIOWrapper_read_impl, by Argument
	// Clinic's TYPE_METHOD_impl naming), while no frame is at any record:
	// the call went into the runtime's or a module's C code, which a
	// Python traceback does not show (callNamed). It does not change the
	// score: of results with equal scores, such a one is listed first
	// (sortResults), and they stay tied, since a record whose definition
	// its source window does not reach cannot be named.
	callNamed bool
	// callTyped: as callNamed, and the function's name also holds the
	// word the call is made on, a module's or type's
	// (datetime.datetime.fromisoformat(…) and datetime_fromisoformat,
	// not date_fromisoformat), or the type a call on the line made the
	// receiver of (io.TextIOWrapper(b).seek(…) and
	// _io_TextIOWrapper_seek_impl, not _io_BytesIO_seek_impl), just
	// before the called name (callTyped). Of callNamed results of equal
	// score, such a one is listed first; they stay tied.
	callTyped bool
	// slotNamed: the record is in a C function that fills a slot of an
	// operation the stack's innermost frame performs on its printed
	// source line without a call (catalog.OpSlotTag: x[0] = v runs
	// sq_ass_item or mp_ass_subscript), while no frame is at any record
	// (opSlotsNamed). Like callNamed, it does not change the score: of
	// results with equal scores, such a one is listed first after those
	// callNamed marks, and after those of other C code when it is in a
	// module the event does not name (otherModule: another type's slot
	// raising the text, _ctypes' Pointer_subscript for [1][::0]).
	slotNamed bool
	// slotReached: the record is in a C function that a type puts in a
	// slot of an operation Python's syntax performs on any of its objects
	// (catalog.OpSlotTag: subscription, item assignment, attribute access
	// and assignment; not a PyGetSetDef getter or setter, which one
	// attribute's name alone reaches), a result of the same score is not,
	// the record is not in a module the event does not name
	// (otherModule), no frame is at any record and the event prints no
	// source line of its innermost frame (slotsReached). It
	// does not change the score: of results with equal scores, such a one
	// is listed first after those callNamed and slotNamed mark, and they
	// stay tied. Python code reaches the slot function for x[i], x[i] = v
	// and o.name on every object of the type, while the same words in a
	// function outside the slots are raised for the C code that calls it:
	// "list index out of range" is raised by list_item for [][0] and by
	// the C API's PyList_GetItem for an extension's call.
	slotReached bool
	// otherModule: the record is in the code of a compiled extension
	// module (catalog.NativeModuleTag) that the event does not name (by
	// its class's qualifier or, in a traceback, a name on the innermost
	// frame's source line), and a result of the same score is in other C
	// code: no module's (the interpreter's own) or a named module's
	// (otherModules). It does not change the score: of results with equal
	// scores, such a one is listed after the others (sortResults), and
	// they stay tied. A program runs a module's code only when it imports
	// the module: "'str' object cannot be interpreted as an integer" is
	// raised by the interpreter's _PyNumber_Index for chr('a') and in
	// _sqlite/blob.c for sqlite3's blobs alone.
	otherModule bool
	// commandOnly: the record is in Go code only a command runs (a main
	// package, or an internal package only such packages import:
	// catalog.CommandOnlyTag) of a runtime or an installed package, and a
	// result of the same score is not (commandsLast). It does not change
	// the score: of results with equal scores, such a one is listed after
	// the others, and they stay tied. A program never links another
	// command's code: the Go toolchain's cmd/asm/internal/asm panics with
	// "unexpected EOF" in the assembler alone.
	commandOnly bool
	// runtimeCrash: the record is one of the Go runtime's own crashes
	// (goRuntimeCrash) and the event shows a crash (crashShown). It does
	// not change the score: of results with equal scores, such a one is
	// listed before a Go distribution's other records (sortResults), and
	// they stay tied. A library that panics with the runtime's own error
	// value (math/bits' panic(divideError), linknamed to the runtime's)
	// raises the text too, but only when called; the runtime's check is
	// compiled into every program's division, index and map write, and
	// the default traceback hides its frame (a library's frame it shows).
	runtimeCrash bool
	// runtimeCopy: the record's text is a Rust standard library text
	// (str::parse's "invalid digit found in string") that another
	// result's last hole holds whole (runtimeHeld): a crate's copy of the
	// runtime's words, no link of the chain that hole ends.
	runtimeCopy bool
}

// support is what a stack frame says of a record.
type support uint8

const (
	// supportNone: no frame is at the record.
	supportNone support = iota
	// supportLine: a frame is at the record's file and line, or inside
	// the statement the record starts.
	supportLine
	// supportMoved: a frame is in the record's function and prints its
	// source line, at another line: the deployed version's lines moved.
	supportMoved
	// supportAlone: a frame is at the record's line, but the record's
	// pattern could not check the message (empty, holes only, or built in
	// a way the pattern misses) and the class agrees.
	supportAlone
	// supportAloneSpecific: as supportAlone, but the record's pattern is
	// specific and the message failed it.
	supportAloneSpecific
	// supportAloneMoved, supportAloneSpecificMoved: supportAlone and
	// supportAloneSpecific at a moved line.
	supportAloneMoved
	supportAloneSpecificMoved
	// supportClass: no pattern matched; the module-qualified class alone
	// names the record, one of a few sites of its package.
	supportClass
	// supportCalled: no pattern could check the message (holes only);
	// the traceback's innermost line calls the record's C function by
	// name and the class is the record's (calledValue).
	supportCalled
	// supportFile: the message matches the record, and the stack's
	// innermost catalogued frame is in compiled code built from the
	// record's file, at a line and in a function that cannot be mapped to
	// the source (an anonymous callback in dist/x.js).
	supportFile
)

// framed reports whether s is the support of a frame at the record.
func (s support) framed() bool {
	return s != supportNone && s != supportClass && s != supportFile && s != supportCalled
}

// classFactor is what class agreement a does to a message score.
func classFactor(a int8) float64 {
	switch a {
	case 1:
		return 1
	case -1:
		return 0.5
	}
	return 0.9
}

// keepFileTieBreaks sets ev's tie-breaks that belong to a record's own
// file and line (osOnly, otherSystem, testCode, twin, shadowedSlot,
// uncalled, minified) to own's: a record given another's evidence
// (where the numbers came from, a chain's pinned link) keeps them.
func (ev *evidence) keepFileTieBreaks(own evidence) {
	ev.osOnly, ev.otherSystem, ev.testCode, ev.twin = own.osOnly, own.otherSystem, own.testCode, own.twin
	ev.shadowedSlot, ev.uncalled, ev.minified = own.shadowedSlot, own.uncalled, own.minified
	ev.runtimeCrash = own.runtimeCrash
}

// keepFunctionTieBreaks sets ev's tie-breaks that belong to a record's
// function to own's: the call or slot the stack's line names
// (callNamed, callTyped, slotNamed), the slot the function fills
// (slotReached) and the module the code is in
// (otherModule). numberTwins gives a record the best's evidence; the
// function it is in stays its own.
func (ev *evidence) keepFunctionTieBreaks(own evidence) {
	ev.callNamed, ev.callTyped, ev.slotNamed, ev.otherModule = own.callNamed, own.callTyped, own.slotNamed, own.otherModule
	ev.slotReached = own.slotReached
}

// messageScore is the score the message alone gives: 0.98 x literal
// share x class factor, halved for a pattern of holes, x 0.9 for a prefix
// match, x 0.75 for a match of the record's first line alone (its later
// lines unchecked, it is listed after a record matching the whole text
// with three quarters of its share: networkx's lazily reported "No module
// named '{…}'\n\nThis error is lazily reported…" after importlib's "No
// module named {name!r}").
func (ev *evidence) messageScore() float64 {
	s := 0.98 * ev.cov * classFactor(ev.agree)
	if ev.weakPattern {
		s *= 0.5
	}
	if ev.prefix {
		s *= 0.9
	}
	if ev.firstLine {
		s *= 0.75
	}
	return s
}

// score is the one scoring function: every result's Score is score of its
// evidence. A frame at the record outranks any message match (0.99 and
// up; 0.98 at a moved line; the innermost frame first, see frameRank), a frame at a record whose pattern could not
// check the message comes next (0.9, 0.6 when the pattern is specific), a
// matched record in the file whose compiled code the innermost frame is in
// (0.9 to 0.95 by the message score), and 1e-4 per directory a record no
// frame supports shares with the stack's innermost catalogued frame,
// then the message (see messageScore), and a qualified class alone scores
// 0.35. Each rule placing the result after others halves it; a Go file
// built for one system only, a file only tests load, a sequence slot a
// mapping slot shadows or a line of minified code scores 1e-5 less;
// one built for another system than errdex's, 2e-6 less again;
// a Python file in the top-level package of the module printed with the
// text's class, 5e-5 more; a fallback a compiled module shadows beside a
// native record as good, 6e-5 less.
func score(ev *evidence) float64 {
	s := ev.evidenceScore()
	// Tie-breaks within equal evidence: 1e-4 per shared directory, and
	// 1e-5 less for a file built for one system only, loaded by tests
	// only, a shadowed sequence slot or an uncalled Go function, far below any other input's step; 2e-6 less again for another system than
	// errdex's; 5e-5 more for the printed
	// module's own package; a fallback beside a native record as good,
	// 6e-5 less, after that record even in the printed module's package.
	if ev.osOnly || ev.testCode || ev.shadowedSlot || ev.uncalled || ev.minified {
		s -= 1e-5
	}
	if ev.otherSystem {
		s -= 2e-6
	}
	if ev.twin {
		s -= 6e-5
	}
	if ev.rootPackage {
		s += 5e-5
	}
	return s + 1e-4*float64(ev.near)
}

// evidenceScore is score before the tie-breaks: two results with the
// same evidenceScore explain the text equally well.
func (ev *evidence) evidenceScore() float64 {
	var s float64
	switch ev.support {
	case supportLine:
		s = 0.99 + frameRank(ev)
	case supportMoved:
		s = 0.98 + frameRank(ev)
	case supportAlone:
		s = 0.9
	case supportAloneSpecific:
		s = 0.6
	case supportAloneMoved:
		s = 0.85
	case supportAloneSpecificMoved:
		s = 0.55
	case supportClass:
		s = 0.35
	case supportCalled:
		s = 0.5
	case supportFile:
		s = 0.9 + 0.05*ev.messageScore()
	default:
		s = ev.messageScore()
	}
	for range ev.after {
		s *= 0.5
	}
	return s
}

// maxDepth is the deepest frame frameRank tells apart from the ones
// below it.
const maxDepth = 8

// frameRank is what a frame's depth and the message add to frame support,
// at most 0.01: 0.01 less 0.001 per frame above the innermost (up to
// maxDepth) and 0.0009 x the share of the message the record leaves
// unexplained, so that the innermost frame's record comes first and the
// message orders records at the same frame.
func frameRank(ev *evidence) float64 {
	return 0.01 - 0.001*float64(min(int(ev.depth), maxDepth)) - 0.0009*(1-ev.messageScore())
}

// rescore sets r.Score from r's evidence.
func (r *Result) rescore() { r.Score = score(&r.ev) }

// movedAlone is support s (supportAlone or supportAloneSpecific) at a
// moved line.
func movedAlone(s support) support {
	switch s {
	case supportAlone:
		return supportAloneMoved
	case supportAloneSpecific:
		return supportAloneSpecificMoved
	}
	return s
}
