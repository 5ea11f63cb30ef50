package match

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"os"
	"path"
	"regexp"
	"regexp/syntax"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
	"unsafe"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/internal/parallel"
)

// Defaults for Options fields left zero.
const (
	// DefaultMinLiteral is the least number of letters and digits a pattern
	// must pin down to match on the message alone.
	DefaultMinLiteral = 4
	// DefaultMaxAnchor caps the length of an anchor fragment in bytes. Longer
	// anchors are no more selective in practice and grow the gram filter.
	DefaultMaxAnchor = 16
	// DefaultMaxResults caps the matches an Answer lists past the tied
	// best ones.
	DefaultMaxResults = 10
	// DefaultMaxCompiled caps how many records keep a compiled regexp at
	// once (a few KB each); the oldest compiled is dropped first and
	// recompiled when next needed, so a server's memory stays flat however
	// many distinct records it explains.
	DefaultMaxCompiled = 20000
	// minAnchor is the shortest literal run usable as an anchor.
	minAnchor = 3
)

// Options tune an Index. The zero value is ready to use.
type Options struct {
	// MinLiteral: see DefaultMinLiteral.
	MinLiteral int
	// MaxAnchor: see DefaultMaxAnchor.
	MaxAnchor int
	// MaxResults: see DefaultMaxResults.
	MaxResults int
	// MaxCompiled: see DefaultMaxCompiled; negative means no bound.
	MaxCompiled int
	// Warn, when set, receives one line per unusable record (an invalid
	// messagePattern), once per record, when the record is first needed.
	Warn func(msg string)
	// SourceMaps lets explain read, from this machine's disk, the source
	// map of the compiled JavaScript file a stack frame names, and move
	// the frame to the original source and line the map gives (where
	// scan put the records of a bundle's sources). Set it where the
	// error happened or its files are installed, such as the CLI; a
	// server answering others' texts leaves it off.
	SourceMaps bool
	// MapIndex makes Open map a saved index into memory instead of reading
	// it: several times faster to open a large one, but the mapping is
	// kept until the process exits (strings in answers point into it), and
	// truncating the file in place while mapped kills the process. errdex
	// replaces a saved index by renaming a new file over it, which is
	// safe. Set it in a process that opens few indexes, such as the CLI.
	MapIndex bool
}

func (o *Options) fill() {
	if o.MinLiteral <= 0 {
		o.MinLiteral = DefaultMinLiteral
	}
	if o.MaxAnchor <= 0 {
		o.MaxAnchor = DefaultMaxAnchor
	}
	o.MaxAnchor = min(max(o.MaxAnchor, minAnchor), maxKeyLen)
	if o.MaxResults <= 0 {
		o.MaxResults = DefaultMaxResults
	}
	if o.MaxCompiled == 0 {
		o.MaxCompiled = DefaultMaxCompiled
	}
}

// entry is what matching needs of one record.
type entry struct {
	id      string
	pattern string
	class   string
	file    string
	line    int32
	lit     int32  // literal bytes the pattern pins down (at top level)
	flags   uint8  // flagWeak, flagLog, and the severity rank shifted by sevShift
	anchor  string // chosen when the index is built; unused after
	// second is literal text of the pattern apart from its anchor
	// (another fragment the screen looks for in a line holding the
	// anchor, see mayMatch), or "" when it has none.
	second string
	// around is the literal text next to the anchor in its run (see
	// anchorContext).
	around anchorContext
}

// anchorContext is the literal text of a pattern next to its anchor: up
// to 4 bytes of the anchor's literal run before it (the last nb bytes of
// before) and up to 4 after it (the first na bytes of after). Wherever a
// record's message occurs in a line, its anchor occurs there with this
// text around it, so an occurrence of the anchor without it is not the
// record's (see mayMatch). Its size is fixed: a saved index holds it raw.
type anchorContext struct {
	before, after [4]byte
	nb, na        uint8
}

// contextOf returns the context of the anchor at off in run, n bytes
// long.
func contextOf(run string, off, n int) anchorContext {
	var c anchorContext
	b := run[max(0, off-len(c.before)):off]
	a := run[off+n : min(len(run), off+n+len(c.after))]
	copy(c.before[len(c.before)-len(b):], b)
	copy(c.after[:], a)
	c.nb, c.na = uint8(len(b)), uint8(len(a))
	return c
}

// at reports whether the text around an occurrence of the anchor in l,
// at s and n bytes long, is c's.
func (c *anchorContext) at(l string, s, n int) bool {
	nb, na := int(c.nb), int(c.na)
	if s < nb || s+n+na > len(l) {
		return false
	}
	for k := 1; k <= nb; k++ {
		if l[s-k] != c.before[len(c.before)-k] {
			return false
		}
	}
	for k := 0; k < na; k++ {
		if l[s+n+k] != c.after[k] {
			return false
		}
	}
	return true
}

// The bits of entry.flags.
const (
	// flagWeak: too little literal text to match on the message alone.
	flagWeak = 1 << iota
	// flagLog: the record is a log call or an issued warning (errorType
	// "log" or "warning"), not a raise.
	flagLog
	// flagRuntime: the record is in a language runtime (a "runtime:" tag:
	// an interpreter's C code, its standard library, Go's GOROOT).
	flagRuntime
	// flagTwin: a compiled module replaces the record's code when it is
	// installed (a "twin:" tag: a pure-Python fallback).
	flagTwin
	// sevShift: the bits above hold the record's severity rank.
	sevShift = iota
)

func (e entry) weak() bool { return e.flags&flagWeak != 0 }
func (e entry) log() bool  { return e.flags&flagLog != 0 }

// runtime reports whether the record is in a language runtime.
func (e entry) runtime() bool { return e.flags&flagRuntime != 0 }

// runtimeCode reports whether the record is in the runtime's own code,
// where the interpreter or the language's runtime raises its texts: a
// runtime's C or C++ file (CPython, Node.js), or any Go file of Go's
// (GOROOT/src). A runtime's library written in its own language
// (CPython's Lib/inspect.py) is not: it may only copy the interpreter's
// words.
func (e entry) runtimeCode() bool {
	return e.runtime() && (nativeFile(e.file) || goFile(e.file))
}

// twin reports whether a compiled module shadows the record's code.
func (e entry) twin() bool { return e.flags&flagTwin != 0 }

// severity returns the rank of the record's severity (sevWarning ...).
func (e entry) severity() uint8 { return e.flags >> sevShift }

// Severity ranks: an event's level must reach a log record's severity.
const (
	sevNone uint8 = iota
	sevDebug
	sevInfo
	sevWarning
	sevError
	sevCritical
)

// severityRank ranks a record's severity or an event's log level.
func severityRank(s string) uint8 {
	switch strings.ToUpper(s) {
	case "":
		return sevNone
	case "TRACE", "DEBUG", "FINE", "FINER", "FINEST", "VERBOSE":
		return sevDebug
	case "INFO", "NOTICE", "CONFIG":
		return sevInfo
	case "WARNING", "WARN":
		return sevWarning
	case "CRITICAL", "CRIT", "FATAL", "PANIC", "EMERG", "ALERT", "SEVERE":
		return sevCritical
	}
	return sevError
}

// entryFlags computes entry.flags from a record's errorType, severity and
// tags.
func entryFlags(errorType, severity string, tags []string) uint8 {
	f := severityRank(severity) << sevShift
	if errorType == "log" || errorType == "warning" {
		f |= flagLog
	}
	for _, t := range tags {
		if strings.HasPrefix(t, catalog.RuntimeTag) {
			f |= flagRuntime
		}
		if strings.HasPrefix(t, catalog.TwinTag) {
			f |= flagTwin
		}
	}
	return f
}

type compiled struct {
	re  *regexp.Regexp // anchored at both ends
	lit *litMatcher    // in place of re and pre, for a pattern of the simple shape
	err error
	// preSrc is the pattern anchored at the start only, when it ends in
	// literal text; prefix compiles it the first time re fails.
	preSrc  string
	preOnce sync.Once
	pre     *regexp.Regexp
	// optional: the pattern has an optional run ((?: near '(.+?)')?),
	// whose literal bytes a match may pin (verifyAt).
	optional bool
	// spaceEnd: the pattern ends in a space and a hole, which relaxPattern
	// lets match without the space when the hole is empty; the space then
	// pins nothing (verifyAt).
	spaceEnd bool
	// first matches the pattern's first line alone, anchored at both
	// ends, when the pattern goes on past a newline and that line pins at
	// least firstLineMin letters and digits: for a text that is the
	// record's first line only (a pasted message, a log keeping one line
	// of a multi-line text: "mapping values are not allowed here" of a
	// record that prints a position mark on the next lines). firstLit is
	// the literal bytes that line pins.
	first     *compiled
	firstLit  int32
	firstHead string // the first line's pattern
}

// firstLineMin is the fewest letters and digits a record's first line
// pins for a text of that line alone to match it (compiled.first).
const firstLineMin = 8

// anchorRuns trims runs, pattern p's literal runs, to what a text
// matching p holds for certain: the message may come without the blanks
// that end the pattern, and without the space before an empty final
// value (relaxPattern). It may modify runs in place.
func anchorRuns(p string, runs []string) []string {
	t := strings.TrimRight(p, " \t\r\n")
	if len(t) < len(p) && len(runs) > 0 {
		if runs[len(runs)-1] = strings.TrimRight(runs[len(runs)-1], " \t\r\n"); runs[len(runs)-1] == "" {
			runs = runs[:len(runs)-1]
		}
	}
	if n := len(runs); n > 0 && strings.HasSuffix(t, " (.+?)") {
		runs[n-1] = strings.TrimRight(runs[n-1], " ")
	}
	return runs
}

// alnumBytes counts the letters and digits of s, each byte of a
// multi-byte character as one.
func alnumBytes(s string) int {
	n := 0
	for j := 0; j < len(s); j++ {
		if c := s[j]; c >= 0x80 || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z' {
			n++
		}
	}
	return n
}

// firstLine returns pattern p's first line and its literal runs when p
// goes on past a newline and that line pins at least firstLineMin letters
// and digits, else "" and nil. The runs leave out the blanks that end
// the line, which a text of that line alone may not hold.
func firstLine(p string) (string, []string) {
	i := strings.IndexByte(p, '\n')
	if i <= 0 || strings.TrimSpace(p[i+1:]) == "" {
		return "", nil // one line, or one line and a line break
	}
	head := p[:i]
	if _, err := syntax.Parse(head, syntax.Perl); err != nil {
		return "", nil // the newline is inside a group: no first line of its own
	}
	runs, ok := literalRuns(head)
	if !ok {
		return "", nil
	}
	runs = anchorRuns(head, runs)
	alnum := 0
	for _, r := range runs {
		alnum += alnumBytes(r)
	}
	if alnum < firstLineMin {
		return "", nil
	}
	return head, runs
}

// compileFirstLine sets c.first and c.firstLit from pattern p's first
// line (firstLine), when it has one.
func (c *compiled) compileFirstLine(p string) {
	head, runs := firstLine(p)
	if head == "" {
		return
	}
	relaxed := relaxPattern(head)
	f := &compiled{lit: parseLitPattern(relaxed)}
	if f.lit == nil {
		if f.re, f.err = compileAnchored(relaxed); f.err != nil {
			return
		}
	}
	lit := 0
	for _, r := range runs {
		lit += len(r)
	}
	c.first, c.firstLit, c.firstHead = f, int32(lit), head
}

// find returns the submatch offsets of c's pattern anchored at both ends
// in text, or nil.
func (c *compiled) find(text string) []int {
	if c.lit != nil {
		return c.lit.find(text, true)
	}
	return c.re.FindStringSubmatchIndex(text)
}

// findPrefix returns the submatch offsets of c's pattern anchored at the
// start only in text, or nil when it has no such form or does not match.
func (c *compiled) findPrefix(text string) []int {
	if c.preSrc == "" {
		return nil
	}
	if c.lit != nil {
		return c.lit.find(text, false)
	}
	if pre := c.prefix(); pre != nil { // compiled the first time it is needed
		return pre.FindStringSubmatchIndex(text)
	}
	return nil
}

// prefix returns c's pattern anchored at the start only, or nil when it
// has none.
func (c *compiled) prefix() *regexp.Regexp {
	if c.preSrc == "" {
		return nil
	}
	c.preOnce.Do(func() { c.pre, _ = regexp.Compile(c.preSrc) })
	return c.pre
}

// Index matches texts against a set of records. It is safe for concurrent
// use.
type Index struct {
	opts Options
	rt   recTable // the records' entries, see ent

	// runtimeOnce computes runtimeLangs: the runtimes whose own code is
	// catalogued (hasRuntime).
	runtimeOnce  sync.Once
	runtimeLangs map[string]bool

	maps mapCache // the source maps explain read (Options.SourceMaps)

	recMu sync.Mutex
	recs  []*catalog.Record // New's records; nil for a lazily loaded index
	// load reads record i for a lazily loaded index; cache keeps the
	// records recently loaded, up to maxCachedRecords.
	load  func(ctx context.Context, i int) (*catalog.Record, error)
	cache map[int32]*catalog.Record

	anchors   *gramFilter // finds the distinct anchors in a text; nil without any
	candStart []int32     // records of anchor a: cand[candStart[a]:candStart[a+1]]
	cand      []int32
	// secondStart and seconds hold each candidate's second fragment (see
	// entry.second), in the order of cand: the one of cand[j] is
	// seconds[secondStart[j]:secondStart[j+1]], so that the fragments of
	// an anchor's records lie together (see mayMatch).
	secondStart []uint32
	seconds     string
	errorKeys   []int32 // the key ids of errorWords
	// arounds holds each candidate's anchor context, in the order of cand.
	arounds []anchorContext
	// lines keys every record with a file and line by lineHash, files by
	// its file's base name, classes by its class's last component.
	lines, files, classes keyTable

	// catalog and locs say where each record sits in the catalog file of an
	// opened index, for warnings; both are empty for New.
	catalog string
	locs    []loc
	// catFile is the catalog an opened index reads its records from, held
	// open so that replacing the catalog on disk does not change what the
	// index reads; nil for New.
	catFile *os.File
	stamp   Stamp // of catFile when it was opened

	// reMu guards re, the records holding a compiled regexp (or the
	// error compiling it), and compiledRing, those compiled in the order
	// they were, for FIFO eviction past MaxCompiled.
	reMu         sync.RWMutex
	re           map[int32]*compiled
	compiledRing []int32
	compiledNext int

	// hs is the Hyperscan screen of a build with -tags hyperscan (hs.go),
	// made on first use; an empty struct otherwise (hs_off.go).
	hs hsState

	// pkg holds what holdsNative and unnamedRaises read of every record,
	// made on first use (see packageFacts).
	pkgOnce sync.Once
	pkg     packageFacts

	// runs holds the literal runs of the patterns of candidates without
	// a second fragment that the line screen read (see candidateRuns),
	// made on first use.
	runsOnce sync.Once
	runs     []atomic.Pointer[patternRuns]
}

// New builds an Index over recs. The records are referenced, not copied:
// results point into recs.
func New(recs []catalog.Record, opts Options) (*Index, error) {
	ents := make([]entry, len(recs))
	ptrs := make([]*catalog.Record, len(recs))
	for i := range recs {
		r := &recs[i]
		ptrs[i] = r
		ents[i] = entry{id: r.ID, pattern: r.MessagePattern, class: r.ErrorClass, file: r.FilePath, line: int32(r.LineNumber), flags: entryFlags(r.ErrorType, r.Severity, r.Tags)}
	}
	ix := &Index{recs: ptrs}
	if err := ix.build(ents, opts); err != nil {
		return nil, err
	}
	return ix, nil
}

// NewLazy is New over slim records, which need hold only what matching
// reads (ID, MessagePattern, ErrorClass, FilePath, LineNumber, ErrorType,
// Severity, and Repo, AnalyzedSha and Tags for version preference); a
// result's full record is read with load when an answer needs it, and the
// most recent ones are kept. load returns nil and no error for a record
// that is gone.
func NewLazy(slims []catalog.Record, load func(ctx context.Context, slim *catalog.Record) (*catalog.Record, error), opts Options) (*Index, error) {
	ix, err := New(slims, opts)
	if err != nil {
		return nil, err
	}
	ix.cache = map[int32]*catalog.Record{}
	ix.load = func(ctx context.Context, i int) (*catalog.Record, error) { return load(ctx, ix.recs[i]) }
	return ix, nil
}

// Len returns the number of records.
func (ix *Index) Len() int { return len(ix.rt.rows) }

// ent returns record i's entry.
func (ix *Index) ent(i int) entry { return ix.rt.ent(i) }

// pattern returns record i's messagePattern (recTable.pattern).
func (ix *Index) pattern(i int) string { return ix.rt.pattern(i) }

// build fills the index from ents, picking each entry's anchor.
func (ix *Index) build(ents []entry, opts Options) error {
	ix.setup(opts)
	pickAnchors(ents, ix.opts)
	ix.buildTables(ents)
	cl := newCandLists(len(ents))
	for i := range ents {
		if e := &ents[i]; !e.weak() && e.anchor != "" {
			cl.add(i, e.anchor, len(e.second))
		}
	}
	cl.place(func(put func(i int, around anchorContext, second string)) error {
		for i := range ents {
			if e := &ents[i]; !e.weak() && e.anchor != "" {
				put(i, e.around, e.second)
			}
		}
		return nil
	})
	ix.candStart, ix.cand, ix.secondStart, ix.seconds, ix.arounds = cl.candStart, cl.cand, cl.secondStart, string(cl.seconds), cl.arounds
	ix.anchors = cl.filter()
	ix.findErrorWords()
	ix.rt = newRecTable(ents)
	return nil
}

// candLists builds the candidate lists of an index (Index.candStart,
// cand, secondStart, seconds, arounds) from the anchors of its records,
// given in record order, without holding the records: add numbers each
// anchor and counts its records, place puts each record's second fragment
// and anchor context in its anchor's list.
type candLists struct {
	ids       *interner
	entAnchor []int32  // the anchor id of each record, -1 without one
	secLen    []uint16 // the length of each record's second fragment
	counts    []int32  // records of each anchor

	candStart, cand []int32
	secondStart     []uint32
	seconds         []byte
	arounds         []anchorContext
}

// newCandLists returns candLists for n records.
func newCandLists(n int) *candLists {
	cl := &candLists{ids: newInterner(n + len(errorWords)), entAnchor: make([]int32, n), secLen: make([]uint16, n)}
	for i := range cl.entAnchor {
		cl.entAnchor[i] = -1
	}
	return cl
}

// add notes that record i has anchor a and a second fragment of
// secondLen bytes (at most maxKeyLen). Records come in order.
func (cl *candLists) add(i int, a string, secondLen int) {
	id := cl.ids.id(a)
	if int(id) == len(cl.counts) {
		cl.counts = append(cl.counts, 0)
	}
	cl.counts[id]++
	cl.entAnchor[i], cl.secLen[i] = id, uint16(secondLen)
}

// place lays out the candidate lists: each calls put with every record
// given to add, in the same order, its anchor context and its second
// fragment. The error words are added as keys without candidates, so
// that one scan of a line finds both.
func (cl *candLists) place(each func(put func(i int, around anchorContext, second string)) error) error {
	for _, w := range errorWords {
		if int(cl.ids.id(w)) == len(cl.counts) {
			cl.counts = append(cl.counts, 0)
		}
	}
	na := cl.ids.len()
	// Candidate lists in CSR form: one allocation for a million records.
	cl.candStart = make([]int32, na+1)
	for a, c := range cl.counts {
		cl.candStart[a+1] = cl.candStart[a] + c
	}
	cl.counts = nil
	cl.cand = make([]int32, cl.candStart[na])
	fill := slices.Clone(cl.candStart[:na])
	for i, a := range cl.entAnchor {
		if a >= 0 {
			cl.cand[fill[a]] = int32(i)
			fill[a]++
		}
	}
	cl.secondStart = make([]uint32, len(cl.cand)+1)
	for j, i := range cl.cand {
		cl.secondStart[j+1] = cl.secondStart[j] + uint32(cl.secLen[i])
	}
	cl.secLen = nil
	cl.seconds = make([]byte, cl.secondStart[len(cl.cand)])
	cl.arounds = make([]anchorContext, len(cl.cand))
	copy(fill, cl.candStart[:na])
	err := each(func(i int, around anchorContext, second string) {
		a := cl.entAnchor[i]
		j := fill[a]
		fill[a]++
		cl.arounds[j] = around
		copy(cl.seconds[cl.secondStart[j]:cl.secondStart[j+1]], second)
	})
	cl.entAnchor = nil
	return err
}

// filter returns the gram filter over the anchors, in id order.
func (cl *candLists) filter() *gramFilter {
	start := make([]int32, len(cl.ids.start))
	for k, o := range cl.ids.start {
		if o > math.MaxInt32 {
			panic("match: anchors of more than 2 GiB")
		}
		start[k] = int32(o)
	}
	f := newGramFilterData(string(cl.ids.data), start)
	cl.ids = nil
	return f
}

// interner numbers distinct strings in the order first seen: an
// open-addressed table on hashString, cheaper than a map for a million
// keys, over one block of the strings' bytes.
type interner struct {
	slots []int32  // id+1; 0 is empty
	data  []byte   // the strings, back to back
	start []uint64 // string k is data[start[k]:start[k+1]]
}

func newInterner(n int) *interner {
	size := 16
	for size < 2*n {
		size <<= 1
	}
	return &interner{slots: make([]int32, size), start: []uint64{0}}
}

// len returns the number of strings.
func (t *interner) len() int { return len(t.start) - 1 }

// grow doubles t's table.
func (t *interner) grow() {
	t.slots = make([]int32, 2*len(t.slots))
	mask := uint64(len(t.slots) - 1)
	for k := range t.len() {
		h := hashGram(hashString(string(t.data[t.start[k]:t.start[k+1]]))) >> 32 & mask
		for t.slots[h] != 0 {
			h = (h + 1) & mask
		}
		t.slots[h] = int32(k + 1)
	}
}

// id returns s's number, adding s when new.
func (t *interner) id(s string) int32 {
	mask := uint64(len(t.slots) - 1)
	for h := hashGram(hashString(s)) >> 32 & mask; ; h = (h + 1) & mask {
		v := t.slots[h]
		if v == 0 {
			t.data = append(t.data, s...)
			t.start = append(t.start, uint64(len(t.data)))
			t.slots[h] = int32(t.len())
			if 2*t.len() > len(t.slots) {
				t.grow()
			}
			return int32(t.len() - 1)
		}
		if string(t.data[t.start[v-1]:t.start[v]]) == s {
			return v - 1
		}
	}
}

// findErrorWords sets ix.errorKeys to the key ids of errorWords.
func (ix *Index) findErrorWords() {
	ix.errorKeys = ix.errorKeys[:0]
	if ix.anchors == nil {
		return
	}
	for _, w := range errorWords {
		ix.anchors.find(w, func(k int32, start int) bool {
			if start == 0 && len(ix.anchors.key(k)) == len(w) {
				ix.errorKeys = append(ix.errorKeys, k)
			}
			return true
		})
	}
}

// lineHash keys a record's or a frame's file base name and line.
func lineHash(base string, line int32) uint64 {
	return hashGram(hashString(base) ^ uint64(uint32(line)))
}

// fileHash keys a file base name.
func fileHash(base string) uint64 { return hashGram(hashString(base) ^ 0x5bd1e995) }

// classHash keys the last component of a class name.
func classHash(class string) uint64 { return hashGram(hashString(lastComponent(class)) ^ 0x27d4eb2f) }

// keyTable maps 64-bit keys to records: keys sorted, ents[k] the record
// of keys[k]. A lookup returns candidates; the caller compares the record
// itself, since keys may collide.
type keyTable struct {
	keys []uint64
	ents []int32
}

// buildKeyTable keys every entry for which key returns true.
func buildKeyTable(ents []entry, key func(e *entry) (uint64, bool)) keyTable {
	var kvs []keyKV
	for i := range ents {
		if k, ok := key(&ents[i]); ok {
			kvs = append(kvs, keyKV{k, int32(i)})
		}
	}
	return keyTableOf(kvs)
}

// keyKV is a key of a keyTable and its record.
type keyKV struct {
	k uint64
	e int32
}

// keyTableOf returns the table of kvs, which it sorts.
func keyTableOf(kvs []keyKV) keyTable {
	slices.SortFunc(kvs, func(a, b keyKV) int {
		if c := cmp.Compare(a.k, b.k); c != 0 {
			return c
		}
		return cmp.Compare(a.e, b.e)
	})
	t := keyTable{keys: make([]uint64, len(kvs)), ents: make([]int32, len(kvs))}
	for i, p := range kvs {
		t.keys[i], t.ents[i] = p.k, p.e
	}
	return t
}

// each calls fn with every record keyed k.
func (t *keyTable) each(k uint64, fn func(i int)) {
	for j, _ := slices.BinarySearch(t.keys, k); j < len(t.keys) && t.keys[j] == k; j++ {
		fn(int(t.ents[j]))
	}
}

// buildTables fills the line, file and class tables from ents.
func (ix *Index) buildTables(ents []entry) {
	for t, tb := range []*keyTable{&ix.lines, &ix.files, &ix.classes} {
		*tb = buildKeyTable(ents, func(e *entry) (uint64, bool) { return tableKey(t, e) })
	}
}

// tableKey returns e's key in the line (t 0), file (1) or class (2)
// table, and whether e has one.
func tableKey(t int, e *entry) (uint64, bool) {
	switch t {
	case 0:
		return lineHash(path.Base(e.file), e.line), e.line > 0 && e.file != ""
	case 1:
		return fileHash(path.Base(e.file)), e.file != ""
	}
	return classHash(e.class), e.class != ""
}

// atLine calls fn for each record whose file has base name base and whose
// line is line.
func (ix *Index) atLine(base string, line int, fn func(i int)) {
	if line <= 0 || line > 1<<31-1 {
		return
	}
	ix.lines.each(lineHash(base, int32(line)), func(i int) {
		if e := ix.ent(i); e.line == int32(line) && path.Base(e.file) == base {
			fn(i)
		}
	})
}

// inFile calls fn for each record whose file has base name base.
func (ix *Index) inFile(base string, fn func(i int)) {
	ix.files.each(fileHash(base), func(i int) {
		if path.Base(ix.ent(i).file) == base {
			fn(i)
		}
	})
}

// ofClass calls fn for each record whose class has the last component of
// class.
func (ix *Index) ofClass(class string, fn func(i int)) {
	last := lastComponent(class)
	ix.classes.each(classHash(class), func(i int) {
		if lastComponent(ix.ent(i).class) == last {
			fn(i)
		}
	})
}

// where names record i for a warning: its catalog file and line when the
// index was opened from one.
func (ix *Index) where(i int) string {
	if ix.catalog != "" && i < len(ix.locs) {
		return fmt.Sprintf("%s:%d: record %s", ix.catalog, ix.locs[i].line, ix.ent(i).id)
	}
	return "record " + ix.ent(i).id
}

// setup sets what every Index needs besides its tables.
func (ix *Index) setup(opts Options) {
	opts.fill()
	ix.opts = opts
	ix.re = map[int32]*compiled{}
}

// pickAnchors sets each entry's lit, flagWeak and anchor. The anchor is
// the candidate fragment of its literal text that the gram filter finds
// most cheaply: first one it files under the 16 bytes around a space,
// then one under another window around a space (see gramFilter); among
// those, one whose rarest such gram is shared by the fewest candidates of
// all records (a text is probed at each of its spaces, and a probe that
// passes compares every key filed under its gram), then the fragment
// shared by the fewest records, so that a hit verifies as few regexps as
// possible, then the longest.
func pickAnchors(ents []entry, opts Options) {
	workers := anchorWorkers(len(ents))
	cs := newCandCounts(len(ents), workers)
	parallel.For(workers, workers, func(w int) {
		var sc candScratch
		for lo := w * anchorChunk; lo < len(ents); lo += workers * anchorChunk {
			cs.count(w, &sc, ents[lo:min(lo+anchorChunk, len(ents))], opts)
		}
	})
	freq, gfreq := cs.merge()
	parallel.For(workers, workers, func(w int) {
		var sc candScratch
		for lo := w * anchorChunk; lo < len(ents); lo += workers * anchorChunk {
			chooseAnchors(&sc, ents[lo:min(lo+anchorChunk, len(ents))], opts, freq, gfreq)
		}
	})
}

// anchorWorkers is how many goroutines pick the anchors of n records.
func anchorWorkers(n int) int {
	return max(1, min((n+anchorChunk-1)/anchorChunk, runtime.GOMAXPROCS(0)))
}

// candCounts counts the anchor candidates of records (see pickAnchors):
// approximately, each distinct one once per record, on every core, each
// core in counters of its own, added up; a chosen anchor is still one of
// the entry's own candidates.
type candCounts struct {
	freqs, gfreqs []satCounts
}

// newCandCounts returns counters for n records, counted on workers
// goroutines.
func newCandCounts(n, workers int) *candCounts {
	cs := &candCounts{freqs: make([]satCounts, workers), gfreqs: make([]satCounts, workers)}
	for w := range workers {
		cs.freqs[w], cs.gfreqs[w] = newSatCounts(12, 24, 4*n), newSatCounts(12, 24, 4*n)
	}
	return cs
}

// count counts the candidates of ents in worker w's counters, and sets
// each entry's lit and flagWeak.
func (cs *candCounts) count(w int, sc *candScratch, ents []entry, opts Options) {
	freq, gfreq := cs.freqs[w], cs.gfreqs[w]
	flush := func() {
		sc.addrs = freq.addSlots(sc.fslots, sc.addrs)
		sc.addrs = gfreq.addSlots(sc.gslots, sc.addrs)
		sc.fslots, sc.gslots = sc.fslots[:0], sc.gslots[:0]
	}
	opts.Warn = nil // chooseAnchors's pass reports a record that cannot be indexed, once
	sc.each(ents, opts, func(_ int, cands []anchorCand) {
		sc.seen = sc.seen[:0]
		for _, c := range cands {
			sc.fslots = append(sc.fslots, freq.slot(hashString(c.s)))
			spaceGrams(c.s, func(sh, _ int, g uint64) {
				if g = gramSlot(g, shapeKind(sh)); !slices.Contains(sc.seen, g) {
					sc.seen = append(sc.seen, g)
					sc.gslots = append(sc.gslots, gfreq.slot(g))
				}
			})
		}
		if len(sc.fslots)+len(sc.gslots) >= countsPending {
			flush()
		}
	})
	flush()
}

// countsPending is how many counter slots count gathers before it adds
// them up (satCounts.addSlots).
const countsPending = 4096

// merge returns the counts of every worker added up.
func (cs *candCounts) merge() (freq, gfreq satCounts) {
	freq, gfreq = cs.freqs[0], cs.gfreqs[0]
	for w := 1; w < len(cs.freqs); w++ {
		freq.merge(cs.freqs[w])
		gfreq.merge(cs.gfreqs[w])
	}
	cs.freqs, cs.gfreqs = nil, nil
	return freq, gfreq
}

// chooseAnchors sets the lit, flagWeak, anchor, second fragment and
// anchor context of each of ents.
func chooseAnchors(sc *candScratch, ents []entry, opts Options, freq, gfreq satCounts) {
	sc.each(ents, opts, func(i int, cs []anchorCand) {
		a, second := sc.chooseAnchor(cs, freq, gfreq)
		// The candidates are strings over scratch space: copied.
		ents[i].anchor, ents[i].second = strings.Clone(a.s), strings.Clone(second)
		ents[i].around = contextOf(sc.runs[a.run], a.off, len(a.s))
	})
}

// anchorChunk is how many entries one goroutine picks anchors for at a
// time; a variable so that tests can make chunks small.
var anchorChunk = 1 << 14

// chooseAnchor returns the anchor chosen among a record's candidates cs
// (see pickAnchors) and its second fragment: the rarest, then longest, of
// those apart from the anchor, or "". The counters it reads, a cache
// miss each at millions of records, are all asked for (prefetch) before
// the first is read.
func (sc *candScratch) chooseAnchor(cs []anchorCand, freq, gfreq satCounts) (anchor anchorCand, second string) {
	// For each candidate, its kind, its counter in freq and, from
	// gstart[j], the counters in gfreq of its grams of that kind.
	sc.kinds, sc.fslots, sc.gslots, sc.gstart = sc.kinds[:0], sc.fslots[:0], sc.gslots[:0], sc.gstart[:0]
	sc.addrs = sc.addrs[:0]
	fbase, gbase := uintptr(unsafe.Pointer(unsafe.SliceData(freq.c))), uintptr(unsafe.Pointer(unsafe.SliceData(gfreq.c)))
	for _, c := range cs {
		t := keyKind(c.s)
		sc.kinds = append(sc.kinds, t)
		sc.gstart = append(sc.gstart, len(sc.gslots))
		spaceGrams(c.s, func(sh, _ int, gg uint64) {
			if shapeKind(sh) == t {
				k := gfreq.slot(gramSlot(gg, t))
				sc.gslots = append(sc.gslots, k)
				sc.addrs = append(sc.addrs, gbase+uintptr(k))
			}
		})
		k := freq.slot(hashString(c.s))
		sc.fslots = append(sc.fslots, k)
		sc.addrs = append(sc.addrs, fbase+uintptr(k))
	}
	sc.gstart = append(sc.gstart, len(sc.gslots))
	prefetch(sc.addrs)
	best, bestKey := -1, [4]int{}
	for j, c := range cs {
		// The fragment's kind, and its rarest gram of that kind.
		t, g := sc.kinds[j], 0
		for _, k := range sc.gslots[sc.gstart[j]:sc.gstart[j+1]] {
			if n := int(gfreq.c[k]); g == 0 || n < g {
				g = n
			}
		}
		key := [4]int{min(t, kindDense), log2Bucket(g), log2Bucket(int(freq.c[sc.fslots[j]])), -len(c.s)}
		if best < 0 || slices.Compare(key[:], bestKey[:]) < 0 {
			best, bestKey = j, key
		}
	}
	a := cs[best]
	return a, secondFragment(cs, a, func(j int) uint8 { return freq.c[sc.fslots[j]] })
}

// secondFragment returns the second fragment of a record whose anchor is
// a among its candidates cs: the rarest (freq(j), candidate j's count),
// then longest, of those that do not overlap a, or "".
func secondFragment(cs []anchorCand, a anchorCand, freq func(j int) uint8) (second string) {
	secondKey := [2]int{}
	for j, c := range cs {
		if c.run == a.run && c.off < a.off+len(a.s) && a.off < c.off+len(c.s) {
			continue // overlaps the anchor
		}
		key := [2]int{log2Bucket(int(freq(j))), -len(c.s)}
		if second == "" || slices.Compare(key[:], secondKey[:]) < 0 {
			second, secondKey = c.s, key
		}
	}
	return second
}

// log2Bucket returns the number of times f halves before it is at most 1.
func log2Bucket(f int) int {
	b := 0
	for f > 1 {
		b++
		f >>= 1
	}
	return b
}

// candScratch is the space eachEntryCandidates cuts the literal runs and
// candidates of one entry at a time in.
type candScratch struct {
	buf  []byte
	runs []string
	cs   []anchorCand
	seen []uint64 // the grams of one record counted (candCounts.count)

	// The counter slots count adds up and chooseAnchor reads, and the
	// addresses it asks for ahead.
	fslots, gslots []uint32
	gstart, kinds  []int
	addrs          []uintptr
}

// each sets each entry's lit and flagWeak, and calls fn with the anchor
// candidates of each entry that is not weak, in entry order, and its index
// in ents. The candidates are strings over sc's space, good until fn
// returns.
func (sc *candScratch) each(ents []entry, opts Options, fn func(i int, cs []anchorCand)) {
	for i := range ents {
		sc.one(&ents[i], i, opts, fn)
	}
}

// oneHook, when set (by tests), is called with each pattern one cuts.
var oneHook func(pattern string)

// one is each for entry e, the i-th of ents. A panic while its
// candidates are cut or fn runs on them (a pattern no check foresaw)
// leaves e weak, never a candidate, and is reported through opts.Warn
// naming the record, when opts.Warn is set: the rest of the index is
// built.
func (sc *candScratch) one(e *entry, i int, opts Options, fn func(i int, cs []anchorCand)) {
	defer func() {
		if r := recover(); r != nil {
			e.flags |= flagWeak
			if opts.Warn != nil {
				opts.Warn(fmt.Sprintf("record %s: messagePattern %q not indexed: %v", e.id, e.pattern, r))
			}
		}
	}()
	if oneHook != nil {
		oneHook(e.pattern)
	}
	sc.buf, sc.runs = sc.buf[:0], sc.runs[:0]
	var ends []int
	ok := eachLiteralRun(e.pattern, nil, func(r []byte) bool {
		sc.buf = append(sc.buf, r...)
		ends = append(ends, len(sc.buf))
		return true
	})
	start := 0
	for _, end := range ends {
		sc.runs = append(sc.runs, unsafeString(sc.buf[start:end]))
		start = end
	}
	runs := sc.runs
	e.lit, e.flags = 0, e.flags&^flagWeak
	alnum := 0
	for _, r := range runs {
		e.lit += int32(len(r))
		alnum += alnumBytes(r)
	}
	if !ok {
		e.lit = 0
	}
	if len(runs) > 0 && classTail(e.pattern, runs[0]) {
		// {kind}Error: {…} in {file}: "Error" is the tail of the
		// printed class's name, not text of the record's own
		alnum -= 5
	}
	if !ok || alnum < opts.MinLiteral {
		e.flags |= flagWeak
		return
	}
	runs = anchorRuns(e.pattern, runs)
	if _, first := firstLine(e.pattern); first != nil {
		// The anchor and second fragment come from the pattern's
		// first line, which a text of that line alone holds
		// (compiled.first); a text of every line holds it too. The
		// anchor's context is read from sc.runs.
		runs, sc.runs = first, first
	}
	sc.cs = anchorCandidates(sc.cs[:0], runs, opts.MaxAnchor)
	if len(sc.cs) == 0 {
		e.flags |= flagWeak
		return
	}
	fn(i, sc.cs)
}

// classTail reports whether pattern p starts with a hole directly
// followed by its first literal run first, and that run starts with
// "Error: ": the hole is the start of the printed class's name
// (`${e.type}Error: ${e.message}`, a console reporter printing an error it
// was given), so those five letters are the class's, not text the record
// pins down.
func classTail(p, first string) bool {
	return strings.HasPrefix(first, "Error: ") && strings.HasPrefix(p, "(.+?)Error: ")
}

// maxAnchorCandidates caps the fragments considered for one record.
const maxAnchorCandidates = 16

// anchorCand is a candidate anchor: s, at off in literal run run.
type anchorCand struct {
	s        string
	run, off int
}

// anchorCandidates appends to out fragments of the literal runs, each at
// most maxLen bytes, cut at rune boundaries, up to maxAnchorCandidates in
// all: first those the gram filter files under a window around a space
// (spaceGrams), for each space of a run with the bytes around it, the
// fragment starting 8 bytes before it (center), then the one starting 4
// bytes before it (small); then each run of up to maxLen bytes whole, and
// for a longer run windows at its start, its end and two points between.
func anchorCandidates(out []anchorCand, runs []string, maxLen int) []anchorCand {
	add := func(ri, start int) {
		r := runs[ri]
		start = max(0, min(len(r), start))
		for start > 0 && !utf8.RuneStart(r[start]) {
			start--
		}
		end := min(start+maxLen, len(r))
		for end > start && end < len(r) && !utf8.RuneStart(r[end]) {
			end--
		}
		if end-start >= minAnchor && len(out) < maxAnchorCandidates {
			out = append(out, anchorCand{r[start:end], ri, start})
		}
	}
	for sh := range numShapes {
		if maxLen < shapeBefore[sh]+shapeFrom[sh] {
			continue
		}
		for ri, r := range runs {
			for i := 0; i < len(r); i++ {
				if r[i] == ' ' && fitsShape(sh, i, len(r)) {
					add(ri, i-shapeBefore[sh])
				}
			}
		}
	}
	for ri, r := range runs {
		if len(r) < minAnchor {
			continue
		}
		if len(r) <= maxLen {
			add(ri, 0)
			continue
		}
		// Windows at the start, the end and two points between.
		for k := 0; k < 4; k++ {
			add(ri, (len(r)-maxLen)*k/3)
		}
	}
	return out
}

func hashString(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// literalRuns returns the literal text a match of pattern p must contain,
// as runs of consecutive bytes, reading only the top level (text inside
// groups may be optional). It reports false when it cannot tell: top-level
// alternation, case folding, or escapes it does not know.
func literalRuns(p string) ([]string, bool) {
	var runs []string
	ok := eachLiteralRun(p, nil, func(r []byte) bool {
		runs = append(runs, string(r))
		return true
	})
	if !ok {
		return nil, false
	}
	return runs, true
}

// eachLiteralRun calls fn with each run literalRuns would return, in
// order, in a buffer built on scratch and reused between calls, until fn
// returns false. It reports false when literalRuns would.
func eachLiteralRun(p string, scratch []byte, fn func(run []byte) bool) bool {
	if caseFolds(p) || strings.Contains(p, `\Q`) {
		return false
	}
	cur := scratch[:0]
	depth := 0
	stopped := false
	flush := func() {
		if len(cur) > 0 && !stopped {
			stopped = !fn(cur)
		}
		cur = cur[:0]
	}
	dropLast := func() { // the last rune is optional: a following * ? or {0,
		if len(cur) > 0 {
			_, n := utf8.DecodeLastRune(cur)
			cur = cur[:len(cur)-n]
		}
	}
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch c {
		case '\\':
			if i+1 >= len(p) {
				return false
			}
			i++
			n := p[i]
			switch {
			case n < 0x80 && !isWordByte(n):
				if depth == 0 {
					cur = append(cur, n)
				}
				continue
			case n == 'x' || n == 'p' || n == 'P':
				if i+1 < len(p) && p[i+1] == '{' {
					j := strings.IndexByte(p[i:], '}')
					if j < 0 {
						return false
					}
					i += j
				} else if n == 'x' {
					i += 2
				} else {
					i++
				}
			case n >= '0' && n <= '7':
				return false
			}
			flush()
		case '(':
			flush()
			depth++
		case ')':
			flush()
			depth--
		case '[':
			flush()
			j := i + 1
			if j < len(p) && p[j] == '^' {
				j++
			}
			if j < len(p) && p[j] == ']' {
				j++
			}
			for j < len(p) && p[j] != ']' {
				if p[j] == '\\' {
					j++
				}
				j++
			}
			i = j
		case '*', '?':
			if depth == 0 {
				dropLast()
			}
			flush()
		case '{':
			if depth == 0 {
				dropLast()
			}
			flush()
			if j := strings.IndexByte(p[i:], '}'); j > 0 {
				i += j
			}
		case '+', '.', '^', '$':
			flush()
		case '|':
			if depth == 0 {
				return false
			}
			flush()
		default:
			if depth == 0 {
				cur = append(cur, c)
			}
		}
	}
	flush()
	return true
}

// caseFolds reports whether pattern p sets the i flag anywhere: (?i),
// (?si), (?i:...), and so on.
func caseFolds(p string) bool {
	for i := 0; ; {
		j := strings.Index(p[i:], "(?")
		if j < 0 {
			return false
		}
		i += j + 2
		for k := i; k < len(p) && p[k] != ')' && p[k] != ':'; k++ {
			if p[k] == 'i' {
				return true
			}
		}
	}
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// maxCachedRecords bounds the records a lazily loaded index keeps; the
// cache is emptied when full.
const maxCachedRecords = 4096

// record returns record i, loading it for a lazily loaded index; nil when
// it cannot be read (warned about) or is gone.
func (ix *Index) record(ctx context.Context, i int) *catalog.Record {
	if ix.load == nil {
		return ix.recs[i]
	}
	ix.recMu.Lock()
	r := ix.cache[int32(i)]
	ix.recMu.Unlock()
	if r != nil {
		return r
	}
	r, err := ix.load(ctx, i)
	if err != nil {
		ix.warn(fmt.Sprintf("%s: %v", ix.where(i), err))
		return nil
	}
	if r == nil {
		return nil
	}
	ix.recMu.Lock()
	if len(ix.cache) >= maxCachedRecords {
		clear(ix.cache)
	}
	ix.cache[int32(i)] = r
	ix.recMu.Unlock()
	return r
}

func (ix *Index) warn(msg string) {
	if ix.opts.Warn != nil {
		ix.opts.Warn(msg)
	}
}

// regexp returns entry i's verifying regexps, compiling them on first use;
// nil when the pattern is empty or invalid (warned about once).
func (ix *Index) regexp(i int) *compiled {
	ix.reMu.RLock()
	c := ix.re[int32(i)]
	ix.reMu.RUnlock()
	if c == nil {
		c = ix.compile(i)
	}
	if c.re == nil && c.lit == nil {
		return nil
	}
	return c
}

// compile compiles entry i's regexps, keeps them, and returns them, or
// those another goroutine kept first.
func (ix *Index) compile(i int) *compiled {
	e := ix.ent(i)
	c := &compiled{}
	if e.pattern != "" {
		// (?s) lets holes span lines. The pattern is anchored at both ends of
		// the candidate text; the caller picks the start (a ": " boundary).
		relaxed := relaxPattern(e.pattern)
		if c.lit = parseLitPattern(relaxed); c.lit == nil {
			c.re, c.err = compileAnchored(relaxed)
		}
		c.optional = strings.Contains(e.pattern, ")?")
		c.spaceEnd = strings.HasSuffix(relaxed, spaceLazy)
		if c.err == nil {
			c.compileFirstLine(e.pattern)
		}
		if c.err == nil && prefixMatchable(e.pattern) {
			// Exception classes that append to their message ("... (at line
			// 1, column 5)", "... at position 3") still match on a prefix.
			c.preSrc = `^(?s:` + relaxed + `)`
		}
	}
	ix.reMu.Lock()
	old := ix.re[int32(i)]
	if old == nil {
		ix.re[int32(i)] = c
		if c.err == nil && (c.re != nil || c.lit != nil) {
			ix.keepCompiled(i)
		}
	}
	ix.reMu.Unlock()
	if old != nil {
		return old
	}
	if c.err != nil {
		ix.warn(fmt.Sprintf("%s: invalid messagePattern, record skipped: %v", ix.where(i), c.err))
	}
	return c
}

// compileAnchored compiles relaxed, a relaxed pattern, anchored at both
// ends of the text it is run on, trailing white space allowed:
// ^(?s:relaxed)\s*$. The regexp ends in an empty group after the $,
// which matches what the regexp without it does, with the same
// submatches, but compiles faster: the regexp package tries to make a
// one-pass program of every regexp anchored at its start whose steps
// into the match are all $ (a large part of the compile, and it fails
// for most patterns, whose holes are not one-pass); with the empty group
// the step into the match is a no-op, and it does not try. A pattern
// that does not compile so gets the error, or the regexp, of the form
// without the group.
func compileAnchored(relaxed string) (*regexp.Regexp, error) {
	re, err := regexp.Compile(`^(?s:` + relaxed + `)\s*$(?:)`)
	if err != nil {
		return regexp.Compile(`^(?s:` + relaxed + `)\s*$`)
	}
	return re, nil
}

// relaxPattern is the form of a messagePattern the matcher runs: a hole
// may be empty ("Invalid connector type: " prints no value), and a space
// before a hole that ends the pattern may be missing when that hole is
// empty, since a message's trailing space does not survive being printed
// and trimmed ("Unexpected (.+?) in (.+?)" still needs " in " inside
// "Unexpected ( at index 1"). For the same reason whitespace that ends
// the pattern is not required: a message that ends in a line break (a
// note ending in a newline, joined last) is read back without it. The
// messagePattern itself keeps the form every record has.
func relaxPattern(p string) string {
	p = strings.ReplaceAll(p, "(.+?)", "(.*?)")
	if t := strings.TrimRight(p, " \t\r\n"); t != "" && (len(t)-len(strings.TrimRight(t, `\`)))%2 == 0 {
		p = t // not when the last blank is escaped: \<space>
	}
	if strings.HasSuffix(p, " (.*?)") && !strings.HasSuffix(p, `\ (.*?)`) {
		p = p[:len(p)-len(" (.*?)")] + "(?: |$)(.*?)"
	}
	return p
}

// keepCompiled records that record i holds a compiled regexp, dropping the
// oldest one when MaxCompiled are held. Entries holding a compile error are
// never dropped, so each invalid pattern is warned about once.
func (ix *Index) keepCompiled(i int) {
	max := ix.opts.MaxCompiled
	if max < 0 {
		return
	}
	if len(ix.compiledRing) < max {
		ix.compiledRing = append(ix.compiledRing, int32(i))
		return
	}
	delete(ix.re, ix.compiledRing[ix.compiledNext])
	ix.compiledRing[ix.compiledNext] = int32(i)
	ix.compiledNext = (ix.compiledNext + 1) % max
}

// prefixMatchable reports whether pattern p, matched on a prefix of a
// message, still pins down where its match ends: it ends in literal text or
// in a bounded group such as ([-+]?\d+), not in a lazy (.+?) that would
// take one character.
func prefixMatchable(p string) bool {
	if p == "" {
		return false
	}
	for _, open := range []string{"(.+?)", "(.*?)", "(.+)", "(.*)", ".+?", ".*?", ".*", ".+"} {
		if strings.HasSuffix(p, open) {
			return false
		}
	}
	return true
}
