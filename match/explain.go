package match

import (
	"context"
	"math"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unsafe"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/template"
)

// Result is one record that explains a text.
type Result struct {
	Record *catalog.Record `json:"record"`
	// Params are the values of the record's holes, in template order.
	Params []string `json:"params"`
	// Score is in (0, 1]: the share of the message the record's literal
	// text pins down, lowered when the class disagrees, and above 0.99 when
	// a stack frame sits at the record's file and line.
	Score float64 `json:"score"`
	// Offset is the byte offset in Message where the record's message
	// starts: 0 for a whole message, more for an inner link of a wrapped
	// chain ("open config: read x.yaml: permission denied"); -1 when the
	// record's pattern did not match and a frame or the class alone
	// supports it.
	Offset int `json:"-"`
	// Frame reports that a stack frame is at the record's file and line.
	Frame bool `json:"-"`
	// Message is the message the result was matched against.
	Message string `json:"-"`

	ent       int
	ev        evidence // what Score is computed from (score)
	lit       int32
	holes     []int32 // the byte spans in Message the holes matched, start and end by pairs
	end       int32   // where the match ends in Message
	frame     Frame   // the supporting frame, when Frame
	moved     bool    // frame is in the record's function at another line
	weakMatch bool    // most of the message in holes, or the class disagrees
	// spanWeak and spanCov are weakMatch and ev.cov as the result's own
	// span gives them, when its unpinned start (a leading hole, or a Go
	// record matched after a boundary of a text it does not begin) made
	// the result weak over the whole text (verify); a chain's outer link
	// then explains that text (wrapperFirst).
	spanWeak, unpinned  bool
	spanCov             float64
	explains            bool   // the record names the text's class, or no other one and (when its class is a variable's) pins most of the text
	chainFrom, chainEnd int32  // the span the chain's links in the record's directory match, when it is one (linkSpan, set for an answer)
	classOnly           bool   // answered from a qualified class alone
	called              string // the C function the traceback's line calls, holding the record (calledValue)
}

// outcome is what explaining one parsed text found.
type outcome struct {
	ex      Exception
	level   string   // the log level of a single line, upper-cased
	results []Result // best first
	native  *Frame   // the catalogued frame the error was raised below, when no record explains it
	hidden  *Frame   // the catalogued frame the package's own Python code raised below, in frames the traceback hides
	notes   []string // for a reader
}

// Limits on the work one text may cause. They bound the time a hostile
// input can take; real messages stay far below them.
const (
	// maxBoundaries is the number of start positions tried per candidate.
	maxBoundaries = 64
	// maxVerify is the number of candidate records verified per text.
	maxVerify = 4096
)

// Explain returns the records that best explain text (one message, or one
// whole traceback, panic or stack), best first. An empty result means
// unknown: nothing in the catalog accounts for the text. ExplainText says
// more about the same results.
func (ix *Index) Explain(text string) []Result {
	return ix.explain(context.Background(), Parse(text), nil).results
}

// Limits on the records one frame may make explain read to follow a moved
// line, so that a frame in a file with thousands of records stays cheap.
const maxMovedCandidates = 256

// explain finds the records that explain ex. Non-empty keys are the anchors
// occurring in the text ex was parsed from, which the caller has already
// looked for; anchors outside ex.Message among them only cost a failed
// verification. With none, explain finds the anchors in ex.Message itself.
func (ix *Index) explain(ctx context.Context, ex Exception, keys []int32) outcome {
	msg := ex.Message
	if len(msg) > MaxMessageBytes {
		msg = cutLine(msg, MaxMessageBytes)
	}
	mapped := ix.mapFrames(&ex)
	out := outcome{ex: ex, level: ex.Level}
	if mapped > 0 {
		out.notes = append(out.notes, itoa(mapped)+" frame(s) in compiled JavaScript read through their source maps on this machine, at the original source's line")
	}
	best := map[int]*Result{}
	add := func(r Result) {
		if old, ok := best[r.ent]; !ok || r.Score > old.Score {
			rr := r
			best[r.ent] = &rr
		}
	}
	q := query{msg: msg, bounds: boundaries(msg), class: ex.Class, level: severityRank(ex.Level), bare: bareStack(&ex)}
	if ex.Kind == KindPython || ex.Kind == KindLine {
		q.module = qualifier(ex.Class)
	}
	// Frame support first: records at a frame's file and line. Of the
	// files a frame may name (two builds of one package holding the same
	// relative path: dist/amd/x.js and dist/cjs/x.js; a vendored copy,
	// pip/_vendor/tomli/_parser.py beside tomli/_parser.py), those sharing
	// the most path components with it, a record's whole path ending the
	// frame's before one sharing only its tail.
	framed := map[int]Frame{}
	for _, f := range ex.Frames {
		var at []int
		bestMatch := 0
		ix.atLine(path.Base(f.File), f.Line, func(i int) {
			if _, ok := framed[i]; ok {
				return
			}
			m := 2 * frameMatch(f.File, ix.ent(i).file)
			if m > 0 && m == 2*(strings.Count(ix.ent(i).file, "/")+1) {
				m++ // the record's whole path ends the frame's: tomli/_parser.py, not pip/_vendor/tomli/_parser.py
			}
			switch {
			case m > bestMatch:
				at, bestMatch = append(at[:0], i), m
			case m > 0 && m == bestMatch:
				at = append(at, i)
			}
		})
		for _, i := range ix.byColumn(ctx, f, at) {
			framed[i] = f
		}
	}
	verified := 0
	try := func(i int) bool {
		verified++
		r, ok := ix.verify(i, &q)
		if ok {
			if f, ok := framed[i]; ok {
				r.Frame, r.frame = true, f
				r.ev.support = supportLine
				r.rescore()
			}
			add(r)
		}
		return ok
	}
	if ix.anchors != nil && msg != "" {
		// A record is a candidate of one key, its anchor (candLists), so
		// a key met again (find reports each occurrence) has had each of
		// its records tried, or skipped at maxVerify, already.
		seen := map[int32]bool{}
		var occ []keyAt
		each := func(a int32, _ int) bool {
			if seen[a] {
				return true
			}
			seen[a] = true
			occ = occ[:0]
			found := false // occ holds a's occurrences in msg
			for j := ix.candStart[a]; j < ix.candStart[a+1]; j++ {
				if i := ix.cand[j]; verified < maxVerify {
					if !found {
						occ, found = ix.keyOccurrences(occ, a, msg), true
					}
					if !ix.secondIn(j, msg) || !ix.aroundIn(j, a, msg, occ) {
						verified++ // cannot verify (see secondIn, anchorContext)
						continue
					}
					try(int(i))
				}
			}
			return true
		}
		if len(keys) > 0 {
			for _, a := range keys {
				each(a, 0)
			}
		} else {
			ix.anchors.find(msg, each)
		}
	}
	ix.shortTextCandidates(msg, q.bounds, func(i int) bool {
		if _, ok := best[i]; ok || verified >= maxVerify {
			return false
		}
		return try(i)
	})
	if errnoTupleIn(msg) {
		// (34, 'Numerical result out of range'): the records printing an
		// errno tuple pin too few letters to be candidates; the C
		// library's text for the number pins the rest (errnoPinned).
		for _, i := range ix.packageFacts().errno {
			if _, ok := best[i]; ok || verified >= maxVerify {
				continue
			}
			verified++
			if r, ok := ix.verify(i, &q); ok && r.lit > ix.ent(i).lit {
				if f, ok := framed[i]; ok {
					r.Frame, r.frame, r.ev.support = true, f, supportLine
					r.rescore()
				}
				add(r)
			}
		}
	}
	for i, f := range framed {
		if _, ok := best[i]; ok {
			continue
		}
		if try(i) {
			continue
		}
		if r, ok := ix.frameAlone(i, &q, f, f == ex.Frames[len(ex.Frames)-1]); ok {
			r.frame = f
			add(r)
		}
	}
	ix.dropTestCode(best, ex.Frames, &out)
	if q.module != "" && otherClasses(best, ex.Frames) {
		ix.classOnly(&q, best, add, &out)
	} else if len(ex.Frames) == 0 && (ex.Kind == KindJS || ex.Kind == KindLine) && !explainedWell(best) {
		ix.jsClassOnly(ctx, &q, best, add, &out)
	}
	if len(ex.Frames) > 0 {
		ix.classAppendsUnderStack(ctx, best, msg, q.module)
		if ex.Kind == KindPython {
			ix.pythonFrames(ctx, &out, &q, best, add)
			ix.calledValue(ctx, &ex, &q, best, add)
		} else {
			ix.movedFrames(ctx, ex.Frames, best)
			ix.innerFrame(ctx, &ex, &q, best, add)
		}
		dropWeakUnderStack(best, &out)
		if ex.Kind != KindPython {
			ix.raisedWhereNoRecord(&ex, best, &out)
			if out.native != nil && ex.Kind == KindJS {
				ix.cutStack(&q, best, add, &out)
			}
		}
		ix.fitFrames(best)
		ix.nearFrames(ex, best)
		frameDepths(ex, best)
	}
	out.results = make([]Result, 0, len(best))
	for _, r := range best {
		if !ix.withRecord(ctx, r, msg) {
			continue
		}
		if unquotedGoHole(r) {
			r.ev.after++
			r.weakMatch = true
			r.rescore()
		}
		if goOSOnly(r.Record.FilePath) || hasTag(r.Record, catalog.ConstrainedTag) {
			r.ev.osOnly = true
			r.ev.otherSystem = goOtherSystem(r.Record.FilePath)
			r.rescore()
		}
		if testFile(r.Record.FilePath) {
			r.ev.testCode = true
			r.rescore()
		}
		if hasTag(r.Record, catalog.ShadowedSlotTag) {
			r.ev.shadowedSlot = true
			r.rescore()
		}
		if hasTag(r.Record, catalog.UncalledTag) {
			r.ev.uncalled = true
			r.rescore()
		}
		if _, _, ok := catalog.Columns(r.Record); ok {
			r.ev.minified = true
			r.rescore()
		}
		out.results = append(out.results, *r)
	}
	nativeReprQuotes(out.results)
	uncrashedRuntimeLeads(out.results, &ex)
	shortGoPrefixLeads(out.results)
	sortResults(out.results)
	classAppends(out.results, q.module)
	twinsAfterNative(out.results, ix)
	callNamed(out.results, &ex)
	opSlotsNamed(out.results, &ex)
	otherModules(out.results, &ex)
	commandsLast(out.results)
	slotsReached(out.results, &ex)
	numberTwins(out.results)
	factoryTwins(out.results)
	ix.leadingWrapper(&q, out.results)
	literalInner(&q, out.results)
	ix.runtimeHeld(out.results)
	wrapperFirst(out.results)
	if len(ex.Frames) == 0 && q.module != "" {
		ix.nativeTwinNote(&out, q.module)
	}
	return out
}

// nativeTwinNote notes, for a message whose best answer is a weak match
// of a Python record in the package Python qualified its class with, that
// the package also holds native code, which may raise the same class with
// the same text: PyYAML's C loader (yaml/_yaml.pyx, `raise error` of what
// _parser_error() builds) raises the ScannerError texts its Python scanner
// does. The text cannot tell them apart; a traceback does.
func (ix *Index) nativeTwinNote(out *outcome, mod string) {
	if len(out.results) == 0 {
		return
	}
	best := &out.results[0]
	if best.Frame || !best.weakMatch || best.Record == nil || !pythonFile(best.Record.FilePath) || !packageAgrees(mod, best.Record.FilePath) || !ix.holdsNative(best.Record.FilePath) {
		return
	}
	out.notes = append(out.notes, "the package of "+best.Record.FilePath+" also holds native code (C, Cython), which may raise "+out.ex.Class+" with this text: the message alone does not tell the two apart; a traceback does")
}

// twinLead reports whether the best result r, at a record a compiled
// module shadows (a "twin:MODULE" tag: a pure-Python fallback that the
// module replaces when it is installed, as msgpack's fallback.py and
// _cmsgpack), is a lead rather than the answer, and says why: r rests on
// the message alone and no stack frame is in r's file. Installed, the
// compiled module raises the same texts and a traceback shows no Python
// frame at the fallback; without a stack the text does not tell the two
// apart.
func (ix *Index) twinLead(r *Result, frames []Frame) (string, bool) {
	if r.Frame || r.Record == nil || !ix.ent(r.ent).twin() {
		return "", false
	}
	for _, f := range frames {
		if frameMatch(f.File, r.Record.FilePath) > 0 {
			return "", false // the fallback ran
		}
	}
	mod := ""
	for _, t := range r.Record.Tags {
		if m, ok := strings.CutPrefix(t, catalog.TwinTag); ok {
			mod = m
			break
		}
	}
	s := r.Record.FilePath + " is the pure-Python fallback of the module " + mod + ", which replaces it wherever it can be imported (a compiled module, or one a newer Python has) and may raise the same text"
	if len(frames) > 0 {
		return s + "; no stack frame is in " + path.Base(r.Record.FilePath) + ", so " + mod + " most likely raised it: the record is a lead, not the answer", true
	}
	return s + ": the message alone does not tell the two apart (a traceback does), so the record is a lead, not the answer", true
}

// nativeReprQuotes counts in a native record's literal share the quotes
// around the text each of its repr holes (C's %R, kept as {x!r}) matched:
// PyErr_Format's %R of a str object prints the quotes whatever the
// string, as surely as a format that spells them around a %s ("cannot
// set %R attribute" prints "cannot set 'foo' attribute" as "cannot set
// '%s' attribute" does). A hole that matched text without the quotes
// (the repr of a number) counts nothing. Records of other languages are
// left alone: a Python {x!r} holds values of any kind, and crediting its
// quotes made library copies of the runtime's words confident answers
// (docs/runtime.md).
func nativeReprQuotes(rs []Result) {
	for i := range rs {
		r := &rs[i]
		if r.Offset < 0 || r.lit == 0 || r.Record == nil || !nativeFile(r.Record.FilePath) {
			continue
		}
		var conv []string
		read, quoted := false, int32(0)
		for k := 0; k+1 < len(r.holes); k += 2 {
			a, b := int(r.holes[k]), int(r.holes[k+1])
			if a < 0 || b > len(r.Message) || b-a < 2 {
				continue
			}
			h := r.Message[a:b]
			if h[0] != h[len(h)-1] || h[0] != '\'' && h[0] != '"' {
				continue
			}
			if !read {
				conv, read = holeConvs(r.Record), true
			}
			if k/2 < len(conv) && conv[k/2] == "r" {
				quoted += 2
			}
		}
		if quoted == 0 {
			continue
		}
		// The text's length, as the match measured it: the share of the
		// quoted record is then computed as a record spelling them gets it.
		if r.ev.cov <= 0 || r.ev.cov >= 1 {
			continue
		}
		span := math.Round(float64(r.lit) / r.ev.cov)
		r.lit += quoted
		r.ev.cov = min(1, float64(r.lit)/span)
		r.weakMatch = r.weakMatch && (r.ev.cov < 0.5 || r.ev.agree < 0)
		r.rescore()
	}
}

// classAppends credits a native record (C, not Python) matched as a
// prefix of the text with the text its exception's class appends, when
// the class is one Python code of the package that printed it defines
// (the text's class is module-qualified) and a Python record of the same
// class in that package, matched from the same offset to the end, spells
// the record's part as the record does and shows the rest: C's _json.c
// calls the Python class JSONDecodeError(msg, doc, pos), whose __init__
// appends ": line {lineno} column {colno} (char {pos})", which the Python
// extractor puts in json/decoder.py's records of that class but the C
// extractor cannot see. The native record then pins what that Python
// record pins past its own match, and is no prefix match.
func classAppends(rs []Result, module string) {
	if module == "" {
		return
	}
	moved := false
	for i := range rs {
		r := &rs[i]
		if !r.ev.prefix || r.Frame || r.Record == nil || r.ev.agree <= 0 || pythonFile(r.Record.FilePath) {
			continue
		}
		for j := range rs {
			o := &rs[j]
			if o.Frame || o.Record == nil || o.ev.prefix || o.ev.agree <= 0 || o.Offset != r.Offset || o.Record.ErrorClass != r.Record.ErrorClass ||
				!pythonFile(o.Record.FilePath) || !packageAgrees(module, o.Record.FilePath) {
				continue
			}
			before, after, ok := o.holeBytesAround(int(r.end))
			if !ok || int(r.end)-r.Offset-before != int(r.lit) {
				continue // o spells r's part otherwise
			}
			span := len(strings.TrimSpace(r.Message[r.Offset:]))
			appended := int32(span - (int(r.end) - r.Offset) - after)
			if span <= 0 || appended <= 0 {
				continue
			}
			r.lit += appended
			r.ev.cov = min(1, float64(r.lit)/float64(span))
			r.ev.prefix = false
			r.weakMatch = r.ev.cov < 0.5
			r.rescore()
			moved = true
			break
		}
	}
	if moved {
		sortResults(rs)
	}
}

// classAppendsUnderStack gives the native records of best, before a
// stack's rules drop the message matches no frame supports and the weak
// ones, the credit classAppends gives them for the text their exception's
// class appends: that credit rests on a Python record of the class
// (json/decoder.py's JSONDecodeError raise) which no frame supports when
// the C code raised it (_json.c below decoder.py's scan_once call), so
// without it first the native record is a weak prefix match and is
// dropped with it.
func (ix *Index) classAppendsUnderStack(ctx context.Context, best map[int]*Result, msg, module string) {
	if module == "" {
		return
	}
	native := false
	for i, r := range best {
		if r.ev.prefix && !r.Frame && !pythonFile(ix.ent(i).file) {
			native = true
			break
		}
	}
	if !native {
		return
	}
	rs := make([]Result, 0, len(best))
	for _, r := range best {
		if ix.withRecord(ctx, r, msg) {
			rs = append(rs, *r)
		}
	}
	classAppends(rs, module)
	for i := range rs {
		*best[rs[i].ent] = rs[i]
	}
}

// withRecord loads r's record when it has none and sets the message it
// explains; false when the catalog holds no record for it.
func (ix *Index) withRecord(ctx context.Context, r *Result, msg string) bool {
	if r.Record == nil {
		r.Record = ix.record(ctx, r.ent)
	}
	r.Message = msg
	return r.Record != nil
}

// twinsAfterNative places a record a compiled module shadows (a "twin:"
// tag: a pure-Python fallback) after a native record (C, Cython) that the
// message supports as well (the same score but for the tie-breaks, no
// frame at either): the
// compiled module raises the text wherever it is built, the fallback only
// where it is not (_json.c's and json/encoder.py's "Circular reference
// detected"). Beside other Python records the fallback keeps its place.
func twinsAfterNative(rs []Result, ix *Index) {
	moved := false
	for i := range rs {
		t := &rs[i]
		if t.Frame || t.Record == nil || !ix.ent(t.ent).twin() {
			continue
		}
		for j := range rs {
			n := &rs[j]
			if !n.Frame && n.Record != nil && n.ev.evidenceScore() == t.ev.evidenceScore() && nativeFile(n.Record.FilePath) {
				t.ev.twin = true
				t.rescore()
				moved = true
				break
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}

// holeBytesAround returns how many bytes of the text r's holes matched
// before position at and from there on; false when a hole spans at.
func (r *Result) holeBytesAround(at int) (before, after int, ok bool) {
	for k := 0; k+1 < len(r.holes); k += 2 {
		s, e := int(r.holes[k]), int(r.holes[k+1])
		switch {
		case e <= at:
			before += e - s
		case s >= at:
			after += e - s
		default:
			return 0, 0, false
		}
	}
	return before, after, true
}

// numberTwins ties with the best result, when it rests on the message
// alone, each other message match whose template is the best's but for
// numbers one prints as literal text where the other has a hole (the
// extractor folded a default, "(at char 0)", where another raise of the
// same class formats "(at char {loc})"): the message shows the number,
// but not whether the code wrote it or computed it. The best stays first
// (equal scores rank by literal text).
func numberTwins(rs []Result) {
	if len(rs) < 2 || rs[0].Frame || rs[0].Offset < 0 || rs[0].Record == nil {
		return
	}
	best := &rs[0]
	shape := ""
	for i := 1; i < len(rs); i++ {
		r := &rs[i]
		if r.Score == best.Score || r.Frame || r.Offset != best.Offset || r.Record == nil || r.Record.ErrorClass != best.Record.ErrorClass || r.Record.ErrorMessage == best.Record.ErrorMessage {
			continue
		}
		if shape == "" {
			if shape = numberShape(best.Record.ErrorMessage); shape == "" {
				return
			}
		}
		if numberShape(r.Record.ErrorMessage) == shape {
			// The same evidence, but for where the numbers came from; the
			// file's own tie-breaks stay the record's, and so do those of
			// its function (the call or slot the line names, its module).
			ev := best.ev
			ev.keepFileTieBreaks(r.ev)
			ev.keepFunctionTieBreaks(r.ev)
			r.ev = ev
			r.rescore()
		}
	}
	sortResults(rs)
}

// factoryTwins ties with the best result, when it rests on the message
// alone and is a call of a function that makes the error (its record
// tagged catalog.BuiltByTag: throw typeError('null'), filled into
// typeError's 'Can only stringify objects, not ' + type), the function's
// own record, where the error object is made, when that record matches
// the same text and the call's arguments add fewer than minPinnedWord
// bytes of literal text to it: a value the call picked ('null', "id"),
// not words of the caller's, so the text does not tell whether the
// caller or the function is where the error was made. A caller whose
// arguments say more ("Invalid schema content: " + x) made the text and
// stays alone. The best stays first (equal scores rank by literal text).
func factoryTwins(rs []Result) {
	if len(rs) < 2 || rs[0].Frame || rs[0].Offset < 0 || rs[0].Record == nil {
		return
	}
	best := &rs[0]
	at := ""
	for _, t := range best.Record.Tags {
		if v, ok := strings.CutPrefix(t, catalog.BuiltByTag); ok {
			at = v
			break
		}
	}
	if at == "" {
		return
	}
	moved := false
	for i := 1; i < len(rs); i++ {
		r := &rs[i]
		if r.Frame || r.Offset != best.Offset || r.Record == nil || r.Score == best.Score || best.lit-r.lit >= minPinnedWord ||
			r.Record.FilePath+":"+strconv.Itoa(r.Record.LineNumber) != at {
			continue
		}
		// The same evidence; the file's own tie-breaks stay the record's.
		ev := best.ev
		ev.keepFileTieBreaks(r.ev)
		r.ev = ev
		r.weakMatch = best.weakMatch
		r.rescore()
		moved = true
	}
	if moved {
		sortResults(rs)
	}
}

// sortResults orders rs by score, best first; equal scores a compiled
// function named for the stack's last call first (callNamed), one of a
// module the event does not name last (otherModules), one of Go code only
// another command runs last (commandsLast), then one in a slot
// of the last line's operation first (opSlotsNamed), then one in a slot
// of an operation Python's syntax performs (slotsReached), then one of the Go
// runtime's own crashes (evidence.runtimeCrash), then by more literal text, then catalog order, so that the order is
// deterministic.
func sortResults(rs []Result) {
	sort.SliceStable(rs, func(a, b int) bool {
		ra, rb := &rs[a], &rs[b]
		if ra.Score != rb.Score {
			return ra.Score > rb.Score
		}
		if ra.ev.callNamed != rb.ev.callNamed {
			return ra.ev.callNamed
		}
		if ra.ev.callTyped != rb.ev.callTyped {
			return ra.ev.callTyped
		}
		if ra.ev.otherModule != rb.ev.otherModule {
			return rb.ev.otherModule
		}
		if ra.ev.commandOnly != rb.ev.commandOnly {
			return rb.ev.commandOnly
		}
		if ra.ev.slotNamed != rb.ev.slotNamed {
			return ra.ev.slotNamed
		}
		if ra.ev.slotReached != rb.ev.slotReached {
			return ra.ev.slotReached
		}
		if ra.ev.runtimeCrash != rb.ev.runtimeCrash {
			return ra.ev.runtimeCrash
		}
		if ra.lit != rb.lit {
			return ra.lit > rb.lit
		}
		return ra.ent < rb.ent
	})
}

// numberShape is template msg with each hole and each run of digits in its
// literal text replaced by one mark, or "" when msg does not parse.
func numberShape(msg string) string {
	t, err := template.Parse(msg)
	if err != nil {
		return ""
	}
	var b strings.Builder
	for _, p := range t.Parts {
		if p.Hole {
			b.WriteByte(0)
			continue
		}
		digits := false
		for i := 0; i < len(p.Lit); i++ {
			if c := p.Lit[i]; c >= '0' && c <= '9' {
				if !digits {
					b.WriteByte(0)
				}
				digits = true
				continue
			}
			digits = false
			b.WriteByte(p.Lit[i])
		}
	}
	return b.String()
}

// isSentinel reports whether a class names a package-level error value
// (io.ErrUnexpectedEOF, csv.ErrQuote, errNotFound).
func isSentinel(class string) bool {
	c := lastComponent(class)
	for _, p := range []string{"Err", "err"} {
		if rest, ok := strings.CutPrefix(c, p); ok && rest != "" && rest[0] >= 'A' && rest[0] <= 'Z' {
			return true
		}
	}
	return false
}

// madeByCall reports whether r is a Go call that makes a new error of
// its text (errors.New, fmt.Errorf: the record's class is the generic
// error), not a type's Error method or literal printing its fields: a
// sentinel wrapped by such a call ("error setting flag %q from config
// file: %w" around flag's errParse) was made into the printed error
// there.
func madeByCall(r *catalog.Record) bool {
	return r != nil && goFile(r.FilePath) && r.ErrorClass == "error"
}

// onlyHoleWraps reports whether outer, a Go call making a new error of
// its text (madeByCall) with no hole but its last, holds inner's whole
// text in that hole: fmt.Errorf("read context: %w", err) around
// pdfcpu.ErrEmptyInput's "the file could not be opened because it is
// empty", fmt.Errorf("ssh_config: %w", err) around strconv's
// "strconv.ParseUint: parsing \"x\": invalid syntax". Every byte of the
// text is then literal text of one record or the other, no coincidence
// of a few words around free holes, and the wrapper made the printed
// error, though it pins under minWrapperLit bytes of its own and lies in
// another directory than the inner. A wrapper with holes of its own
// before the inner ("read {name}: {err}" of another package around
// "permission denied") may be a generic one of anywhere, and the
// ranking by score stands (go-wrapper-other-dir.txtar).
//
// A hole before the last that holds no text ("bad file '%v': %w" with an
// empty name, whose first hole prints nothing before the inner) counts
// as none: the text's bytes are the two records' literal text all the
// same.
func onlyHoleWraps(outer, inner *Result) bool {
	if inner.Record == nil || !goFile(inner.Record.FilePath) || !madeByCall(outer.Record) || len(outer.Params) == 0 {
		return false
	}
	for _, p := range outer.Params[:len(outer.Params)-1] {
		if p != "" {
			return false
		}
	}
	return lastHoleHolds(outer, inner)
}

// wrapperFirst ranks the outermost link of a wrapped chain whose links
// each hold the next: the best result at offset 0 (or the first boundary)
// whose last hole is exactly the text the next link matched ("uuid:
// Parse(x): {err}" around "invalid UUID length: 1", pflag's "invalid
// argument %q for %q flag: %v" around its cause). The outer is where the
// error the program printed was made and accounts for the whole text: its
// literal share counts the inner link's literal text too, and the inner,
// which explains only the part the outer's hole holds, is placed after it
// (evidence.after). An outer link that is mostly holes (a generic "line
// %d: %s" around a specific inner site) may still rank after the inner.
// A link that is a value's text (catalog.ValueTextTag: syscall.Errno's
// "no such file or directory" in "open {name}: {e}") goes after the link
// holding it, always, and the chain is read as ending at that link.
// Otherwise nothing changes when the outer's pattern is holes alone
// (weakPattern: it pins no text that says it wraps anything), when the
// outer is a value that only carries
// the inner (catalog.CarrierTag: its fields set no text), when the outer
// is in another directory than the inner and pins down little text of
// its own while the inner is not weak over its own span (a generic
// "parse (.+?): (.+?)" of another package around net/url's text), unless
// it is a call whose only hole holds the inner whole (onlyHoleWraps), when
// the inner is a sentinel (csv.ErrQuote, exec.ErrNotFound: what
// errors.Is checks) and the outer is not a call making a new error of
// its text (madeByCall), when the text's class agrees with the inner's
// and not the outer's, and when a result has frame support. A Go outer
// whose last hole holds the inner after text no record explains
// (gapHolds: a dependency the catalog lacks wrapped it first) goes
// before the weak results in that hole when the inner is weak and the
// outer pins words of its own.
func wrapperFirst(rs []Result) {
	if len(rs) < 2 || rs[0].Frame {
		return
	}
	links := Chain(rs)
	if len(links) < 2 {
		return
	}
	moved := false // a result rescored: sort again on the way out
	defer func() {
		if moved {
			sortResults(rs)
		}
	}()
	moved = pinLinks(rs, links)
	// A value's text (catalog.ValueTextTag: syscall.Errno's "no such file
	// or directory") that the link before it holds whole is not where the
	// error was made; that link is ("open {name}: {e}", whatever its
	// directory or literal share). Every site of the value's text goes
	// after it, and the chain ends there for what follows.
	var heldBy *Result // links[1] with the value's text it holds, when it holds one
	for j := len(links) - 1; j >= 1; j-- {
		val, holder := links[j], links[j-1]
		if v := valueTwin(rs, &val); v != nil {
			val = *v
		}
		if !hasTag(val.Record, catalog.ValueTextTag) || !lastHoleHolds(&holder, &val) {
			continue
		}
		for i := range rs {
			r := &rs[i]
			switch {
			case samePlace(r, &val):
				// it pins its own bytes of the whole chain's text
				r.placeInside(links[0].Offset)
			case samePlace(r, &holder):
				holdsValue(r, val.ownWeak(), val.lit)
			default:
				continue
			}
			r.rescore()
			moved = true
		}
		if j == 2 {
			// the inner link of what is left: it and the value's text
			// pin their literal bytes together, as weak as that leaves it
			h := holder
			if samePlace(&h, &holder) { // as its result in rs was
				holdsValue(&h, val.ownWeak(), val.lit)
			}
			h.lit += val.lit
			heldBy = &h
		}
		links = links[:j]
	}
	if len(links) < 2 {
		return
	}
	for {
		outer, inner := links[0], links[1]
		if heldBy != nil {
			inner = *heldBy
		}
		if outer.Record == nil || inner.Record == nil || outer.ev.weakPattern {
			// an outer of holes alone ("{a} {b}") pins no text that
			// says it wraps the inner
			return
		}
		if gapHolds(&outer, &inner) {
			if carries(rs, &outer) {
				// A value that only carries the error its hole holds
				// was not where that error was made, and no record
				// makes the text the hole holds whole: code the
				// catalog lacks made it. The carrier's records are
				// leads.
				for i := range rs {
					if r := &rs[i]; sameSpan(r, &outer) && !r.weakMatch {
						r.weakMatch = true
						r.rescore()
						moved = true
					}
				}
				return
			}
			// Links between the two are in no record (a dependency the
			// catalog lacks wrapped the inner's text first): a weak inner
			// is a coincidence of words at the text's tail, and the outer
			// is where the printed error was made.
			if goFile(outer.Record.FilePath) && inner.ownWeak() && (outer.lit >= minWrapperLit || !outer.ownWeak()) {
				var pinned int32 // the literal bytes the links in its hole pin
				for _, l := range links[1:] {
					pinned += l.lit
				}
				isOuter := func(r *Result) bool { return samePlace(r, &outer) }
				inHole := func(r *Result) bool {
					return !r.Frame && r.Offset > outer.Offset && r.ownWeak() && outer.holds(r.Offset, r.end)
				}
				moved = putFirst(rs, isOuter, inHole, true, pinned) || moved
			}
			return
		}
		if !(lastHoleHolds(&outer, &inner) || holeHolds(&outer, &inner)) {
			return
		}
		// A wrapper pinning little text of its own is the outer link only
		// in the inner's directory (localWrappers chose one there when
		// one is tied): "parse (.+?): (.+?)" of another package around
		// net/url's text is a coincidence of words, and so are the
		// records of that pattern elsewhere beside a local one. An inner
		// that explains its own span only weakly ("unknown %s %q" of
		// another package over "unknown enum symbol") is no better a
		// coincidence than the wrapper, which explains the text from its
		// start: the wrapper goes first then, weak as the inner is.
		// An inner error (pdfcpu.ErrEmptyInput, strconv's NumError) that
		// a call making a new error of its text (madeByCall: "read
		// context: %w"), with no other hole, holds whole in its last hole
		// was wrapped there, whatever the wrapper's directory or literal
		// share: the two records' literal text is the whole text, and
		// the inner's site is not where the printed error was made
		// (onlyHoleWraps).
		local := outer.lit < minWrapperLit
		if local && !sameDir(outer.Record, inner.Record) && !inner.ownWeak() && !onlyHoleWraps(&outer, &inner) {
			return
		}
		if isSentinel(inner.Record.ErrorClass) && !madeByCall(outer.Record) {
			// csv.ErrQuote inside ParseError's text: what errors.Is
			// checks, the type's Error method only printing it
			return
		}
		if inner.ev.runtimeCopy {
			// The outer's last hole holds a Rust standard library text
			// whole (an argument parser's "cannot parse argument {:?}:
			// {}" around the error a FromStr closure's Result carried):
			// the inner is a crate's copy of those words, not where the
			// error was made, and the outer, the site that put the
			// runtime's error in its value (a carrier, or a Display's
			// written text), stays first as runtimeHeld placed it.
			return
		}
		if carries(rs, &outer) || writtenOuter(rs, &outer, &inner) {
			// &SchemaError{url, err}: no words of its own, it carries the
			// inner, which was made where the error was. However much text
			// its type's Error method adds, its records (the literal's and
			// the method's own) go after the inner's. So do a Rust
			// Display's written text around an inner site (writtenOuter).
			for i := range rs {
				r := &rs[i]
				switch {
				case sameSpan(r, &outer):
					r.ev.after++
					r.rescore()
					moved = true
				}
			}
			if len(links) > 2 && heldBy == nil {
				// The inner is then the outermost link of what is left:
				// made where the error was, it wraps the links after it
				// (&ParseError{Inner: err} around fmt.Errorf("error setting
				// flag %q: %w", name, err) around flag's "parse error").
				links = links[1:]
				continue
			}
			return
		}
		if outer.ev.agree < inner.ev.agree {
			// The text names the inner's class, not the outer's: the outer
			// only ends in a hole that swallows what the inner's raise
			// appended (ValueError("Invalid escape sequence: …") inside
			// TomlDecodeError("{err} (line …)")).
			return
		}
		// The inner link may hold a link in turn ("strToDates failed: %v"
		// around "strToTime failed: %v" around time's ParseError): the outer
		// accounts for all their text, and their literal bytes pin it.
		// The inner is then weak only if the deepest is, or if together they
		// pin under half of the inner's text.
		pinned, innerWeak := inner.lit, inner.ownWeak()
		span := len(strings.TrimSpace(inner.Message[max(inner.Offset, 0):]))
		held := []Result{inner} // the links the outer's hole holds, in turn
		for j := 2; j < len(links) && (lastHoleHolds(&links[j-1], &links[j]) || holeHolds(&links[j-1], &links[j])); j++ {
			pinned += links[j].lit
			innerWeak = links[j].ownWeak() || span > 0 && float64(pinned)/float64(span) < 0.5
			if outer.lit >= minWrapperLit {
				// a wrapper with words of its own ("error parsing
				// commandline arguments: %w") goes before every link
				// it holds; one mostly holes ("open config: %w") only
				// before the next, and a specific deeper site (a
				// sentinel's "permission denied") may still lead
				held = append(held, links[j])
			}
		}
		// The records of the outer's pattern over its span are the outer
		// link too (the text does not tell them apart), but a local one
		// only in the inner's directory, unless the outer Chain chose is
		// not there either (its inner weak over its own span): then none
		// is, and they tie (pdfcpu's "read context: %w" at two call sites
		// of pkg/api around pkg/pdfcpu's texts).
		localOnly := local && sameDir(outer.Record, inner.Record)
		isOuter := func(r *Result) bool {
			return r.ent == outer.ent || samePlace(r, &outer) && (!localOnly || sameDir(r.Record, inner.Record))
		}
		// the outer link's hole holds its text (every record explaining a
		// held link's span, not only the one Chain chose: strconv's
		// "strconv.ParseInt: parsing …" beside its generic "strconv.{fn}:
		// parsing …"; and a link the inner holds in turn, flag's "parse
		// error" inside "invalid value … for flag -n: {err}" inside the
		// outer's hole)
		isHeld := func(r *Result) bool { return heldLink(r, held) }
		moved = putFirst(rs, isOuter, isHeld, innerWeak, pinned) || moved
		return
	}
}

// putFirst gives each result of rs that isOuter picks, an outer chain
// link, the literal bytes pinned of the links its hole holds
// (holdsValue), places each that isHeld picks after the others
// (evidence.after), rescores both and reports whether it changed one.
func putFirst(rs []Result, isOuter, isHeld func(*Result) bool, innerWeak bool, pinned int32) bool {
	moved := false
	for i := range rs {
		r := &rs[i]
		switch {
		case isOuter(r):
			holdsValue(r, innerWeak, pinned)
		case isHeld(r):
			r.ev.after++
		default:
			continue
		}
		r.rescore()
		moved = true
	}
	return moved
}

// unquotedGoHole reports whether r, a Go record matched on the message
// alone, has a hole that Go prints quoted (%q, strconv.Quote: Conv "r")
// holding text without a quote mark, so that the record is unlikely to
// have printed this text: %q prints a string, a byte slice, an error or
// a Stringer between double quotes or backquotes, an integer as a
// quoted rune, and a slice, array, map or struct as its elements so
// printed; a value of another kind prints "%!q(…)". ("unknown %s %q"
// does not print "unknown union type".) An empty slice, map or struct
// prints no quote, and neither does an optional hole that did not
// match. Such a result is weak and placed after the others
// (evidence.after), not dropped: a type's own Format method may print
// what it likes.
func unquotedGoHole(r *Result) bool {
	if r.Frame || r.Offset < 0 || r.Record == nil || !goFile(r.Record.FilePath) || !strings.Contains(r.Record.ErrorMessage, "!r}") {
		return false
	}
	conv := holeConvs(r.Record)
	if len(conv) != len(r.Params) {
		return false
	}
	for k, c := range conv {
		v := r.Params[k]
		if c != "r" || v == "" || strings.ContainsAny(v, "\"'`") || strings.Contains(v, "%!q(") {
			continue
		}
		switch strings.TrimPrefix(strings.TrimPrefix(v, "&"), "map") {
		case "[]", "{}":
			continue
		}
		return true
	}
	return false
}

// heldLink reports whether r is one of the held links or explains the
// same span as one.
func heldLink(r *Result, held []Result) bool {
	for k := range held {
		if r.ent == held[k].ent || sameSpan(r, &held[k]) {
			return true
		}
	}
	return false
}

// ownWeak is whether r is weak over the text it matched: a link that is
// weak only because its leading hole's start is unpinned (verify) is
// not, inside an outer link that explains the text before it.
func (r *Result) ownWeak() bool {
	if r.unpinned {
		return r.spanWeak
	}
	return r.weakMatch
}

// pinStart gives r, a result whose unpinned start made it weak over the
// whole text (verify), its own span's share and weakness back, and
// reports whether it had any to give: a chain's outer link explains the
// text before it.
func (r *Result) pinStart() bool {
	if !r.unpinned {
		return false
	}
	r.ev.cov, r.weakMatch, r.unpinned = r.spanCov, r.spanWeak, false
	r.rescore()
	return true
}

// pinLinks gives each link of a chain whose start was unpinned (verify)
// its own span's share back (pinStart), in rs and in links, when the
// links before it, each nested in the one before from the text's start
// (no gap), pin at least half of the text before it: "open config:
// read x.yaml: " explains where "permission denied" begins. A generic
// wrapper's few words ("{path} error {err}") do not. It reports whether
// it changed a result of rs.
func pinLinks(rs []Result, links []Result) bool {
	if links[0].unpinned || links[0].Offset < 0 {
		return false
	}
	moved := false
	pinned := links[0].lit
	for j := 1; j < len(links) && (lastHoleHolds(&links[j-1], &links[j]) || holeHolds(&links[j-1], &links[j])); j++ {
		l := &links[j]
		if before := len(strings.TrimSpace(l.Message[links[0].Offset:l.Offset])); l.unpinned && before > 0 && 2*int(pinned) >= before {
			for i := range rs {
				if r := &rs[i]; sameSpan(r, l) && r.pinStart() {
					moved = true
				}
			}
			l.pinStart()
		}
		pinned += l.lit
	}
	return moved
}

// carries reports whether the outer link of a chain is a value that only
// carries the inner: its record, or a record of its class explaining the
// same span (the Error method's own beside the literal's), is tagged
// catalog.CarrierTag.
func carries(rs []Result, outer *Result) bool {
	if hasTag(outer.Record, catalog.CarrierTag) {
		return true
	}
	for i := range rs {
		r := &rs[i]
		if sameSpan(r, outer) && r.Record.ErrorClass == outer.Record.ErrorClass && hasTag(r.Record, catalog.CarrierTag) {
			return true
		}
	}
	return false
}

// valueTwin returns, for a chain link l that is not a value's text, a
// result of rs matching l's span with l's pattern that is one
// (catalog.ValueTextTag: syscall.Errno's "no such file or directory"),
// or nil. Another record making the same words (an Errno type of a
// module whose Error method switches over the same texts, a sentinel
// errors.New("permission denied")) may sort before the table's entry on
// a tie-break (a file built for one system only scores 1e-5 less) and
// be taken as the link; the text is the value's all the same, and the
// rule for a value's text must not turn on which of the tied records
// Chain took.
func valueTwin(rs []Result, l *Result) *Result {
	if l.Record == nil || hasTag(l.Record, catalog.ValueTextTag) {
		return nil
	}
	for i := range rs {
		if r := &rs[i]; samePlace(r, l) && r.end == l.end && hasTag(r.Record, catalog.ValueTextTag) {
			return r
		}
	}
	return nil
}

// lastHoleHolds reports whether outer's last hole holds exactly the text
// from where inner matched to the end (a chain link Chain may also have
// joined after a separator, which this is not).
func lastHoleHolds(outer, inner *Result) bool {
	return len(outer.Params) > 0 && outer.Offset >= 0 && inner.Offset < len(outer.Message) &&
		outer.Params[len(outer.Params)-1] == strings.TrimSpace(outer.Message[inner.Offset:])
}

// gapHolds reports whether outer's last hole runs to the end of the text
// and holds inner's match after other text ending in a separator (": "):
// "parsing amount: {err}" around "parsing decimal: invalid decimal:
// unexpected character 'x'", of which a record explains only the last
// part. The links between are in no record.
func gapHolds(outer, inner *Result) bool {
	if outer.Offset < 0 || inner.Offset <= outer.Offset || len(outer.holes) < 2 || outer.Message != inner.Message {
		return false
	}
	from, to := int(outer.holes[len(outer.holes)-2]), int(outer.holes[len(outer.holes)-1])
	if strings.TrimSpace(outer.Message[to:]) != "" || inner.Offset <= from || int(inner.end) > to {
		return false
	}
	gap := strings.TrimRight(outer.Message[from:inner.Offset], " ")
	return strings.HasSuffix(gap, ":") && strings.TrimSpace(outer.Message[inner.end:]) == ""
}

// holeHolds reports whether one of outer's holes spans exactly the text
// inner matched, give or take spaces: an inner error's text formatted
// into a hole that is not the wrapper's last ("failed to decode: %s" %
// exc, then where in the input). lastHoleHolds is the case of the last
// hole running to the end of the text.
func holeHolds(outer, inner *Result) bool {
	if outer.Offset < 0 || inner.Offset < 0 || int(inner.end) > len(inner.Message) || inner.Offset >= int(inner.end) || outer.Message != inner.Message {
		return false
	}
	want := strings.TrimSpace(inner.Message[inner.Offset:inner.end])
	for k := 0; k+1 < len(outer.holes); k += 2 {
		from, to := int(outer.holes[k]), int(outer.holes[k+1])
		if from <= inner.Offset && int(inner.end) <= to && strings.TrimSpace(outer.Message[from:to]) == want {
			return true
		}
	}
	return false
}

// placeInside places r, matched inside text a result matched from offset
// from, after that result: r's literal share is taken of the whole text
// from there, and evidence.after counts the rule. The caller rescores.
func (r *Result) placeInside(from int) {
	if span := len(strings.TrimSpace(r.Message[from:])); span > 0 {
		r.ev.cov = min(r.ev.cov, float64(r.lit)/float64(span))
	}
	r.ev.after++
}

// holdsValue counts in r's literal share the literal text the link
// r's last hole holds pins down (pinned bytes: that link's own, and those
// of a value's text it holds in turn): together they pin r's text and the
// link's, and r is weak only if that is under half or the link is weak
// (every site raising r's text alike).
func holdsValue(r *Result, innerWeak bool, pinned int32) {
	if span := len(strings.TrimSpace(r.Message[r.Offset:])); span > 0 {
		r.ev.cov = min(1, float64(r.lit+pinned)/float64(span))
		if !innerWeak && r.ev.cov >= 0.5 {
			// over its own span too (ownWeak), when its start is unpinned
			r.weakMatch, r.spanWeak, r.spanCov = false, false, r.ev.cov
		}
	}
}

// raisedWhereNoRecord answers a Go, JavaScript, Java or Rust stack whose
// innermost frame (below the error class's own constructor, or Go's
// function that threw a fatal error, goThrows) is in a
// catalogued file at a line no record supports, when no result has frame
// support: the runtime raised the error there (V8's "s.match is not a
// function", a Go nil dereference), so message matches in other files are
// coincidences of words and are dropped, and the answer is native. Matches
// in that frame's own file stay (its lines may have moved).
func (ix *Index) raisedWhereNoRecord(ex *Exception, best map[int]*Result, out *outcome) {
	for _, r := range best {
		if r.Frame || r.ev.support != supportNone {
			return
		}
	}
	cls := lastComponent(ex.Class)
	var inner *Frame
	for k := range ex.Frames {
		f := ex.Frames[k]
		if fn, ok := strings.CutPrefix(f.Func, "new "); ok && cls != "" && lastComponent(fn) == cls {
			continue
		}
		if sourceless(f) || ex.Kind == KindGo && goThrows(lastComponent(f.Func)) {
			continue
		}
		inner = &ex.Frames[k]
		break
	}
	if inner == nil || !ix.catalogued(*inner) {
		return
	}
	var dropped []string
	for i := range best {
		if ok, _ := frameFiles(inner.File, ix.ent(i).file); ok {
			continue
		}
		dropped = append(dropped, ix.ent(i).file+":"+itoa(int(ix.ent(i).line)))
		delete(best, i)
	}
	if len(best) == 0 {
		out.native = inner
	}
	if len(dropped) > 0 {
		out.notes = append(out.notes, "the message matches "+siteList(dropped, 5)+", but the stack's innermost frame, "+path.Base(inner.File)+":"+itoa(inner.Line)+", is in a catalogued file at a line with no record: the runtime or a library call there raised it")
	}
}

// siteList names sites (file:line) for a note: the first n in sorted
// order, so that a note reads the same at every run whatever order a map
// gave them in, and how many more there are.
func siteList(sites []string, n int) string {
	sort.Strings(sites)
	if len(sites) <= n {
		return strings.Join(sites, ", ")
	}
	return strings.Join(sites[:n], ", ") + " and " + itoa(len(sites)-n) + " more"
}

// pathFit is how well a frame's file names a record's: twice the path
// components they share, one more when the record's whole path ends the
// frame's (compiled JavaScript by its source's components).
func pathFit(frame, rec string) int {
	m := frameMatch(frame, rec)
	if m == 0 {
		return 2 * compiledMatch(frame, rec)
	}
	fit := 2 * m
	if m == strings.Count(rec, "/")+1 {
		fit++
	}
	return fit
}

// fitFrames keeps a frame's support for the records whose files it names
// best: of copies of one file in several places (a vendored
// pip/_vendor/requests/sessions.py beside requests/sessions.py, two builds
// of a package), the one whose path the frame's ends with. The others lose
// the frame's support: a text match stays a text match, a record the
// frame alone supported is dropped.
//
// Of records whose whole paths end the frame's (alphabet.go and
// base58/alphabet.go for a frame in .../mr-tron/base58/alphabet.go, a
// module whose folder is named like one of its subpackages), one at the
// frame's very line fits better than one the frame reaches only as a
// moved line.
func (ix *Index) fitFrames(best map[int]*Result) {
	fit := func(i int, r *Result) int {
		f := pathFit(r.frame.File, ix.ent(i).file)
		if f%2 == 1 && int(ix.ent(i).line) == r.frame.Line {
			f += 1 << 16 // the whole path, at the frame's line
		}
		return f
	}
	top := map[Frame]int{}
	for i, r := range best {
		if r.Frame {
			top[r.frame] = max(top[r.frame], fit(i, r))
		}
	}
	for i, r := range best {
		if !r.Frame || fit(i, r) == top[r.frame] {
			continue
		}
		if r.Offset < 0 {
			delete(best, i)
			continue
		}
		r.Frame, r.moved, r.frame = false, false, Frame{}
		r.ev.support = supportNone
		r.rescore()
	}
}

// frameDepths sets the depth evidence of the results a frame supports: how
// far the frame lies above the stack's innermost one.
func frameDepths(ex Exception, best map[int]*Result) {
	n := len(ex.Frames)
	for _, r := range best {
		if !r.ev.support.framed() {
			continue
		}
		for k, f := range ex.Frames {
			if f.File == r.frame.File && f.Line == r.frame.Line {
				d := k // others print the innermost frame first
				if ex.Kind == KindPython {
					d = n - 1 - k
				}
				if int8(min(d, 127)) != r.ev.depth {
					r.ev.depth = int8(min(d, 127))
					r.rescore()
				}
				break
			}
		}
	}
}

// nearFrames sets the near evidence of the results no frame supports: the
// leading directories each one's file shares with the file of the stack's
// innermost catalogued frame (the last of a Python traceback's frames, the
// first of the others').
func (ix *Index) nearFrames(ex Exception, best map[int]*Result) {
	frames := ex.Frames
	var file string
	for k := range frames {
		f := frames[k]
		if ex.Kind == KindPython {
			f = frames[len(frames)-1-k]
		}
		for _, base := range frameBases(f.File) {
			ix.inFile(base, func(i int) {
				if file == "" {
					if ok, _ := frameFiles(f.File, ix.ent(i).file); ok {
						file = ix.ent(i).file
					}
				}
			})
		}
		if file != "" {
			break
		}
	}
	if file == "" {
		return
	}
	dir := strings.Split(path.Dir(file), "/")
	for _, r := range best {
		if r.Frame || r.ev.support != supportNone {
			continue
		}
		rd := strings.Split(path.Dir(ix.ent(r.ent).file), "/")
		n := 0
		for n < len(dir) && n < len(rd) && dir[n] == rd[n] && n < 100 {
			n++
		}
		if int8(n) != r.ev.near {
			r.ev.near = int8(n)
			r.rescore()
		}
	}
}

// minWrapperLit is the literal text a wrapper in another directory than
// the error it wraps must pin down to be placed first: cron's "failed to
// parse int from %s: %s" around strconv's text is, a generic "parse %s:
// %w" is not.
const minWrapperLit = 16

// samePlace reports whether r, without frame support, matched the same
// span of text as link l with the same pattern: another site raising l's
// text.
func samePlace(r, l *Result) bool {
	return !r.Frame && r.Offset == l.Offset && r.Record != nil && l.Record != nil && r.Record.MessagePattern == l.Record.MessagePattern
}

// sameSpan reports whether r, without frame support, matched the same
// span of text as link l, with any pattern: another record explaining
// the text l explains.
func sameSpan(r, l *Result) bool {
	return !r.Frame && r.Offset == l.Offset && r.end == l.end && r.Record != nil
}

// dropWeakUnderStack removes the weak message matches (most of the text
// in holes, or another class) of an event whose stack supports no record:
// the stack says where the error was raised, and that place is not a
// record's, so a few words of text in common are no answer. Answers from
// a qualified class alone stay (they say so, and are weak).
func dropWeakUnderStack(best map[int]*Result, out *outcome) {
	for _, r := range best {
		if r.Frame {
			return
		}
	}
	n := 0
	for i, r := range best {
		if r.weakMatch && !r.classOnly {
			delete(best, i)
			n++
		}
	}
	if n > 0 {
		out.notes = append(out.notes, "the message matches "+itoa(n)+" record(s) only weakly (most of it in holes, or another class) and no frame of the stack is at any of them: not taken for an answer")
	}
}

// frameAlone is the support frame f at record i's line gives when its
// pattern does not verify (empty, only holes, or built in a way the
// pattern misses): enough when the class agrees, or when the raise
// statement f prints does not name a class (see raisesUnnamed), so the
// record cannot say which class it raises. A frame that is not the
// traceback's last (frames of no catalogued file below it, see
// raisePoint) supports such a raise only for a class Python qualified
// with the record's package: code below it, a template's, raises builtin
// classes of its own. A JavaScript stack headed by Error alone (bareStack)
// names no class either: a frame at any JavaScript record supports it.
func (ix *Index) frameAlone(i int, q *query, f Frame, last bool) (Result, bool) {
	e := ix.ent(i)
	// The raise names no class: the frame's printed line says so, or the
	// record's class is a computed value (raise error_log._buildParseException(…),
	// a Cython frame printing no line).
	computed := pyOrCython(e.file) && e.class != "" && !isClassName(lastComponent(e.class))
	unnamed := (raisesUnnamed(f.Src) || computed) && (last || q.module != "" && packageAgrees(q.module, e.file))
	if q.bare && jsSource(e.file) {
		unnamed = true // the stack's header names no class (bareStack)
	}
	if !unnamed && (q.class == "" || classAgreement(q.class, e.class) <= 0) {
		return Result{}, false
	}
	r := Result{ent: i, Params: []string{}, Frame: true, Offset: -1, lit: e.lit}
	r.ev.support = supportAlone
	if e.pattern != "" && !e.weak() {
		r.ev.support = supportAloneSpecific // a specific pattern that disagrees with the message
	}
	r.rescore()
	return r, true
}

// maxClassOnly is the most records a qualified class alone may answer
// with: past that many sites the class says too little.
const maxClassOnly = 32

// otherClasses reports whether no result so far explains a message whose
// class Python qualified with its module: there are none, or each is a
// text match that leaves most of the message to holes or names another
// class than the text's ("packaging.requirements.InvalidRequirement:
// Expected package name ..." matching a few words of _tokenizer.py's
// `self.raise_syntax_error(f"Expected {expected}")`, whose
// ParserSyntaxError requirements.py wraps in `raise
// InvalidRequirement(str(e))`), or has
// the support of a frame further out than the innermost of frames, which
// sits at a call (pythonFrames drops it) or at a rewriting raise (which
// then answers).
func otherClasses(best map[int]*Result, frames []Frame) bool {
	for _, r := range best {
		switch {
		case r.Frame:
			if len(frames) > 0 && r.frame == frames[len(frames)-1] {
				return false
			}
		case r.explains:
			return false
		}
	}
	return true
}

// explainedWell reports whether a result explains the message well
// enough to stand for the sites of the class a JavaScript message names
// (jsClassOnly). A record of the generic class Error, or of no class,
// whose match is weak and pins fewer than minPinnedWord characters
// (throw Error(INVALID + 'number'): one word of another package's text)
// does not.
//
// A weak match of a record whose text is fixed (no holes: throw new
// Error("Invalid type")) and whose class the message does not name pins
// nothing either: such a throw prints that text and no more, so a message
// carrying more of it, under another class, was made elsewhere.
func explainedWell(best map[int]*Result) bool {
	for _, r := range best {
		if r.weakMatch && r.ev.agree == 0 && len(r.holes) == 0 {
			continue
		}
		if r.explains && (!r.weakMatch || r.ev.agree > 0 || r.lit >= minPinnedWord) {
			return true
		}
	}
	return false
}

// minPinnedWord is how much literal text a weak match of a generic class
// must pin to tell more than a word of the message (explainedWell).
const minPinnedWord = 8

// classOnly answers a message no record of its class explains from its
// class, when Python printed the class with its module
// ("ftplib.error_reply: 500 ...", "jinja2.exceptions.TemplateNotFound:
// nope.html"): the records raising that class in that package whose
// pattern pins down too little text to be checked (raise
// error_reply(resp)), every one of them, tied, when they are at most
// maxClassOnly. A record of the class with a specific pattern the message
// failed is evidence against itself and is not counted. When the package's
// native code (C, Cython) raises the class too, as simplejson's
// _speedups.c raises JSONDecodeError, the class does not tell which
// raised it, and nothing is answered. Text matches of
// other classes in best (otherClasses) stay, ranked after these: their
// record raises another exception than the one printed, though it may
// have made its text.
func (ix *Index) classOnly(q *query, best map[int]*Result, add func(Result), out *outcome) {
	var cands []int
	native := false
	ix.ofClass(q.class, func(i int) {
		e := ix.ent(i)
		if e.log() || !packageAgrees(q.module, e.file) {
			return
		}
		native = native || nativeFile(e.file)
		if pythonFile(e.file) && e.weak() {
			cands = append(cands, i)
		}
	})
	if native {
		return // the package's C code raises the class too: the class does not place it
	}
	named := len(cands)
	cands = append(cands, ix.unnamedRaises(q.module)...)
	if !ix.answerFromClass(q, cands, best, add, out) {
		return
	}
	if n := len(cands) - named; n > 0 {
		out.notes = append(out.notes, itoa(n)+" of these sites raise a class held in a variable or attribute (raise exc(msg)), which may be "+q.class)
	}
}

// jsBuiltinErrors are the error classes of JavaScript itself, which every
// package throws: their name alone places nothing.
var jsBuiltinErrors = map[string]bool{"Error": true, "TypeError": true, "RangeError": true, "SyntaxError": true,
	"ReferenceError": true, "EvalError": true, "URIError": true, "AggregateError": true}

// jsClassOnly is classOnly for a message alone in a class JavaScript
// prints without a module ("ValidationError: \"value\" must be a
// string", a text joi renders at run time from its message tables): the
// records of JavaScript and TypeScript files raising a class of that name
// whose pattern pins down too little text to be checked (throw new
// ValidationError(message)), every one of them tied. A bare name may be
// the class of several packages (joi's, myzod's and runtypes'
// ValidationError), each one class of its own: the cap of classOnly,
// maxClassOnly, holds for the sites of each package's class (the
// records' repository), as the module a Python class is printed with
// makes it hold for one package's. When one package raises its class of
// the name at more sites, the class alone does not place the text there,
// and nothing is answered. JavaScript's own classes are left out.
func (ix *Index) jsClassOnly(ctx context.Context, q *query, best map[int]*Result, add func(Result), out *outcome) {
	if q.class == "" || strings.ContainsAny(q.class, ". ") || jsBuiltinErrors[q.class] {
		return
	}
	var cands []int
	ix.ofClass(q.class, func(i int) {
		if e := ix.ent(i); !e.log() && e.weak() && jsSource(e.file) {
			cands = append(cands, i)
		}
	})
	if len(cands) > maxClassOnly {
		sites := map[string]int{} // by the records' repository
		for _, i := range cands {
			repo := ""
			if r := ix.record(ctx, i); r != nil {
				repo = catalog.Deref(r.Repo)
			}
			if sites[repo]++; sites[repo] > maxClassOnly {
				out.notes = append(out.notes, q.class+" is raised at more than "+itoa(maxClassOnly)+" sites of one package whose patterns are only holes: the class alone does not tell them apart")
				return
			}
		}
	}
	ix.addFromClass(q, cands, best, add)
}

// cutStack answers a JavaScript stack that raisedWhereNoRecord found
// raised at a catalogued line with no record, when the error's class is
// not one of JavaScript's own (jsBuiltinErrors): V8 makes only those, so
// the package's code made the error in frames the stack leaves out
// (Error.captureStackTrace(this, fn) cuts fn's frame and those below it:
// ow's ArgumentError, whose top frame is ow's call of its test). The
// package's sites of the class whose patterns are only holes (the package
// of the innermost frame's file) answer from the class alone, tied, as
// jsClassOnly answers a message without a stack; more than maxClassOnly
// of them place nothing, and the answer stays native.
func (ix *Index) cutStack(q *query, best map[int]*Result, add func(Result), out *outcome) {
	if len(best) > 0 || q.class == "" || strings.ContainsAny(q.class, ". ") || jsBuiltinErrors[q.class] {
		return
	}
	// the catalog file the frame names: the longest match of its path
	file, most := "", 0
	ix.inFile(path.Base(out.native.File), func(i int) {
		if n := frameMatch(out.native.File, ix.ent(i).file); n > most {
			file, most = ix.ent(i).file, n
		}
	})
	if file == "" {
		return
	}
	var cands []int
	ix.ofClass(q.class, func(i int) {
		if e := ix.ent(i); !e.log() && e.weak() && jsSource(e.file) && samePackage(e.file, file) {
			cands = append(cands, i)
		}
	})
	if len(cands) == 0 || len(cands) > maxClassOnly {
		return
	}
	ix.addFromClass(q, cands, best, add)
	out.notes = append(out.notes, q.class+" is no class of JavaScript's own, so code made it, not the runtime at "+path.Base(out.native.File)+":"+itoa(out.native.Line)+": the stack was cut above where it was made (Error.captureStackTrace), and the package's sites of the class answer from the class")
	out.native = nil
}

// jsSource reports whether p is a JavaScript or TypeScript file.
func jsSource(p string) bool { return slices.Contains(sourceExt, path.Ext(p)) }

// answerFromClass adds cands, the sites of the class q names whose
// patterns are only holes, as answers from the class alone, tied, placing
// the other results after them; when there are more than maxClassOnly
// it says so in a note instead. ok reports that they were added.
func (ix *Index) answerFromClass(q *query, cands []int, best map[int]*Result, add func(Result), out *outcome) (ok bool) {
	if len(cands) == 0 {
		return false
	}
	if len(cands) > maxClassOnly {
		out.notes = append(out.notes, q.class+" is raised at "+itoa(len(cands))+" sites whose patterns are only holes: the class alone does not tell them apart")
		return false
	}
	ix.addFromClass(q, cands, best, add)
	return true
}

// addFromClass adds cands as answers from the class alone, tied, placing
// the other results in best after them (answerFromClass).
func (ix *Index) addFromClass(q *query, cands []int, best map[int]*Result, add func(Result)) {
	if len(cands) == 0 {
		return
	}
	for _, r := range best {
		if !r.Frame {
			r.ev.after++ // after the sites of the class the message names
			r.rescore()
		}
	}
	for _, i := range cands {
		if r, ok := ix.wrapsOther(i, q, best); ok {
			add(r)
			continue
		}
		r := ix.verifyOrBare(i, q)
		r.ev.support, r.weakMatch, r.classOnly = supportClass, true, true
		r.rescore()
		add(r)
	}
}

// verifyOrBare is record i's match of q, or, when its template does not
// fit q, a result for i with no values (Offset -1): the answers that rest
// on something other than the text (the class, a traceback's call) list
// such a record anyway.
func (ix *Index) verifyOrBare(i int, q *query) Result {
	if r, ok := ix.verify(i, q); ok {
		return r
	}
	return Result{ent: i, Params: []string{}, Offset: -1, lit: ix.ent(i).lit}
}

// wrapsOther matches candidate i of answerFromClass, a Python site of the
// class the text prints whose pattern pins too little to be checked
// alone but has some literal text, from the start of the text, and
// returns it as a text match when one of its holes holds exactly what a
// result of another class in best matched, with at least half of that
// text its own literal words: the
// raise that added its context to a caught exception's text (`raise
// ParseError('{0} at {1}'.format(e, path))` around ValueError's `Duration
// must end with letter "s": {value}.`). The site pins its own words and
// the inner's, as the outer link of a chain does (wrapperFirst), and
// ranks before the class's other sites; the inner, which raised another
// class, stays after them.
func (ix *Index) wrapsOther(i int, q *query, best map[int]*Result) (Result, bool) {
	e := ix.ent(i)
	if !pythonFile(e.file) || len(q.bounds) == 0 {
		return Result{}, false
	}
	c := ix.regexp(i)
	if c == nil {
		return Result{}, false
	}
	r, ok := ix.verifyAt(&e, c, q, q.bounds[0])
	if !ok || r.lit == 0 || r.ev.agree <= 0 || r.ev.prefix {
		// a lone hole (raise InvalidURL(*e.args)) adds no context: it
		// carries the inner's text, and answers from the class
		return Result{}, false
	}
	for _, o := range best {
		if o.Frame || o.ev.agree >= 0 || o.ev.cov < 0.5 || o.Offset < 0 || int(o.end) > len(q.msg) || o.Offset >= int(o.end) {
			continue
		}
		want := strings.TrimSpace(q.msg[o.Offset:o.end])
		for k := 0; k+1 < len(r.holes); k += 2 {
			from, to := int(r.holes[k]), int(r.holes[k+1])
			if from > o.Offset || int(o.end) > to || strings.TrimSpace(q.msg[from:to]) != want {
				continue
			}
			// o's text is its own (half or more literal): what it pins
			// pins r, whose class the text prints
			r.ent, r.Message = i, q.msg
			holdsValue(&r, false, o.lit)
			r.rescore()
			return r, true
		}
	}
	return Result{}, false
}

// unnamedRaises returns the Python records of module mod's package that
// construct an exception of a class held in a variable or attribute from
// a message of holes only: `raise exc(msg, lineno, self.name,
// self.filename)` in Jinja's Parser.fail, whose parameter exc defaults to
// TemplateSyntaxError; `raise self._undefined_exception(self._undefined_message)`.
// Such a site may raise any class, the printed one too. A re-raise of a
// caught exception (`raise e`, an empty pattern) makes no new one and is
// not returned.
func (ix *Index) unnamedRaises(mod string) []int {
	var out []int
	for _, i := range ix.packageFacts().unnamed {
		if packageAgrees(mod, ix.ent(i).file) {
			out = append(out, i)
		}
	}
	return out
}

// packageFacts are what holdsNative and unnamedRaises need of every
// record, read in one pass over the catalog on first use rather than per
// message or traceback.
type packageFacts struct {
	native  map[string]bool  // top-level packages (packageTop) holding a record in a native file
	unnamed []int            // the records unnamedRaises chooses from, in any package
	errno   []int            // the records of native files whose pattern is only an errno tuple (errnoTuples)
	short   map[string][]int // the whole-literal texts of weak Go records (shortGoText), not log records
}

// packageFacts returns ix's packageFacts, reading the records the first
// time.
func (ix *Index) packageFacts() *packageFacts {
	ix.pkgOnce.Do(func() {
		// Each distinct file and class is read once (every one is some
		// record's), the rows for their flags, and a record's pattern only
		// when the rest holds: at 10M records, one pass over the files and
		// one over the rows rather than an entry made for each.
		f, rt := &ix.pkg, &ix.rt
		f.native = map[string]bool{}
		f.short = map[string][]int{}
		// A file's kind, by its extension: what each fact reads of its
		// records.
		const (
			fileOther = iota
			fileNative
			filePython
			fileGo
		)
		kind := make([]uint8, rt.files.len())
		for k := range kind {
			file := rt.files.at(uint32(k))
			// The extension once, for the three kinds.
			switch ext := path.Ext(file); {
			case nativeExt(ext):
				f.native[packageTop(file)] = true
				kind[k] = fileNative
			case ext == ".py":
				kind[k] = filePython
			case ext == ".go":
				kind[k] = fileGo
			}
		}
		named := make([]int8, rt.classes.len()) // 1: a class unnamedRaises may choose from, -1: not, 0: not read yet
		rows := rt.rows
		for i := range rows {
			r := &rows[i]
			if r.flags&(flagLog|flagWeak) != flagWeak {
				continue // every fact is of weak records that are not log records
			}
			switch kind[r.file] {
			case fileNative:
				if strings.HasPrefix(ix.pattern(i), errnoTuplePattern) {
					f.errno = append(f.errno, i)
				}
			case filePython:
				if named[r.class] == 0 {
					named[r.class] = -1
					if c := rt.classes.at(r.class); c != "" && !isClassName(c) {
						named[r.class] = 1
					}
				}
				if named[r.class] > 0 && strings.Contains(ix.pattern(i), "(") {
					f.unnamed = append(f.unnamed, i)
				}
			case fileGo:
				if s, ok := shortGoText(ix.pattern(i)); ok {
					f.short[s] = append(f.short[s], i)
				}
			}
		}
	})
	return &ix.pkg
}

// dropTestCode removes from best the weak message matches (no frame, most
// of the text in holes or another class) of records in test or example
// code (testCode): installed software does not ship or run it, and a
// builtin error's text ("[Errno 2] No such file or directory: '/x'",
// "unsupported type for timedelta seconds component: str") matched by a
// few words of a test helper or an example script is no answer. A strong
// match there stays: someone running the tests pastes their errors too;
// so does a record whose file a frame of the event is in.
func (ix *Index) dropTestCode(best map[int]*Result, frames []Frame, out *outcome) {
	var dropped []string
next:
	for i, r := range best {
		if r.Frame || !r.weakMatch || r.classOnly || !testCode(ix.ent(i).file) {
			continue
		}
		for _, f := range frames {
			if ok, _ := frameFiles(f.File, ix.ent(i).file); ok {
				continue next
			}
		}
		dropped = append(dropped, ix.ent(i).file+":"+itoa(int(ix.ent(i).line)))
		delete(best, i)
	}
	if len(dropped) > 0 {
		out.notes = append(out.notes, "the text matches "+siteList(dropped, 3)+" only weakly, in test or example code: not taken for an answer")
	}
}

// testCode reports whether a record's file is test or example code: a
// test file (testFile) or below a directory example or examples.
func testCode(p string) bool {
	parts := strings.Split(p, "/")
	for _, d := range parts[:len(parts)-1] {
		if d == "example" || d == "examples" {
			return true
		}
	}
	return testFile(p)
}

// testFile reports whether a record's file is test code: below a
// directory test, tests or __tests__, named like a test file (test_x.py,
// x_test.py, conftest.py, x.test.js, x.spec.ts), or a module only tests
// load (_testcapimodule.c, _testbuffer.c: a name starting with _test).
func testFile(p string) bool {
	parts := strings.Split(p, "/")
	for _, d := range parts[:len(parts)-1] {
		switch d {
		case "test", "tests", "__tests__":
			return true
		}
	}
	base := parts[len(parts)-1]
	stem := strings.TrimSuffix(base, path.Ext(base))
	return strings.HasPrefix(base, "_test") || strings.HasPrefix(base, "test_") && pythonFile(base) || strings.HasSuffix(stem, "_test") && pythonFile(base) ||
		base == "conftest.py" || strings.HasSuffix(stem, ".test") || strings.HasSuffix(stem, ".spec")
}

// pythonFrames applies what a Python traceback's frames say. The innermost
// frame is where the exception was raised:
//
//   - a record at its line (or, when the line moved, in its function with
//     its printed source) is the answer, and every other is dropped;
//   - when the frame lies in a catalogued file at a line without such a
//     record, the exception was raised by native code called there: only
//     records in native files (C, C++, CUDA, Rust, Cython), which raise
//     without a Python frame, may still answer from the message; but when
//     the package rewrote the traceback above the frame (rewrittenAbove),
//     Python qualified the class with a module of the frame's package and
//     the package holds no native file (holdsNative), its own Python code
//     raised it in frames the rewrite dropped (Jinja's @internalcode), and
//     the package's Python records answer from the message;
//   - when no frame lies in a catalogued file, the message answers, but a
//     Python record only when Python printed the class with its module and
//     the record lies in that package: a builtin class from an uncatalogued
//     caller may well come from C.
func (ix *Index) pythonFrames(ctx context.Context, out *outcome, q *query, best map[int]*Result, add func(Result)) {
	frames := out.ex.Frames
	inner, below := ix.raisePoint(frames)
	isInner := func(r *Result) bool { return r.Frame && r.frame.File == inner.File && r.frame.Line == inner.Line }
	// Below a rewritten traceback's raise, the original site is hidden: a
	// message match in the raise's package (not weak) names it.
	orig := map[int]bool{}
	if below > 0 {
		pkg := ix.recordFile(inner)
		for i, r := range best {
			e := ix.ent(i)
			if isInner(r) && classAgreement(q.class, e.class) < 0 && !raisesUnnamed(inner.Src) {
				delete(best, i) // the raise names another class: not this error's
				continue
			}
			if !r.Frame && r.Offset >= 0 && !r.weakMatch && pythonFile(e.file) && samePackage(e.file, pkg) {
				orig[i] = true
			}
		}
	}
	hit := false
	for _, r := range best {
		hit = hit || isInner(r)
		if isInner(r) && r.Offset >= 0 {
			clear(orig) // the raise's own record has the text: it is the site
		}
	}
	innerIn := ix.catalogued(inner)
	if !hit && innerIn && below == 0 {
		hit = ix.followMove(ctx, inner, frames, q, add)
	}
	if hit || len(orig) > 0 {
		// The message names the original site when one of its matches
		// scores best; several tied name none, and the raise shown, when
		// it supports a record, stays first.
		top, n := 0.0, 0
		for i := range orig {
			switch sc := best[i].Score; {
			case sc > top:
				top, n = sc, 1
			case sc == top:
				n++
			}
		}
		named := n == 1 || !hit
		for i, r := range best {
			switch {
			case orig[i]:
				if !named {
					r.ev.after++ // after the raise shown
					r.rescore()
				}
			case !isInner(r):
				delete(best, i)
			case len(orig) > 0 && named:
				r.ev.after++ // after the original site the message names
				r.rescore()
			}
		}
		if below > 0 {
			what := "the error is answered as raised there"
			switch {
			case len(orig) > 0 && named:
				what = "the message names the original site"
			case len(orig) > 0:
				what = "the error is answered as raised there; the message matches " + itoa(n) + " sites of the package equally, listed after it"
			}
			out.notes = append(out.notes, "the traceback's last "+itoa(below)+" frame(s), below "+inner.File+":"+itoa(inner.Line)+", are in no catalogued file: the package replaced the frames below its raise (template frames, a raising helper), so "+what)
		}
		return
	}
	caught := innerIn
	for _, f := range frames {
		caught = caught || ix.catalogued(f)
	}
	hidden := ""
	if innerIn && out.ex.Message != "" && q.module != "" && ix.rewrittenAbove(frames) {
		if file := ix.recordFile(inner); packageAgrees(q.module, file) && !ix.holdsNative(file) {
			hidden = file
		}
	}
	var dropped []string
	for i, r := range best {
		e := ix.ent(i)
		keep := nativeFile(e.file)
		if !caught && pythonFile(e.file) && q.module != "" && packageAgrees(q.module, e.file) {
			keep = true
		}
		if hidden != "" && pythonFile(e.file) && samePackage(e.file, hidden) {
			keep = true
		}
		if r.Frame && !isInner(r) {
			keep = false // a frame further out sits at a call, not a raise
		}
		if !keep {
			dropped = append(dropped, e.file+":"+itoa(int(e.line)))
			delete(best, i)
		}
	}
	switch {
	case out.ex.Message == "":
		// A traceback cut off before its exception line says nothing.
	case hidden != "":
		out.hidden = &inner
		out.notes = append(out.notes, out.ex.Class+" is a class of the package of "+hidden+", which holds no native code, and the package rewrote the traceback: its Python code raised it below "+path.Base(inner.File)+":"+itoa(inner.Line)+", in frames the traceback does not show")
	case innerIn:
		out.native = &inner
	case caught:
		for j := len(frames) - 2; j >= 0; j-- {
			if ix.catalogued(frames[j]) {
				f := frames[j]
				out.native = &f
				break
			}
		}
	}
	if len(dropped) > 0 {
		out.notes = append(out.notes, "the message matches "+siteList(dropped, 5)+", but no frame of the traceback is at that site; the error came from elsewhere (native code, another package)")
	}
}

// rewrittenAbove reports whether a Python traceback was rewritten above
// its innermost frame: a catalogued frame prints a raise, and below it
// come frames of no file ("<template>", "<string>"), as Jinja's
// rewrite_traceback_stack leaves them. Such a package drops its own
// frames from the stack it rebuilds (Jinja hides @internalcode), so the
// innermost frame shown need not be where the exception was raised.
func (ix *Index) rewrittenAbove(frames []Frame) bool {
	raised := false
	for _, f := range frames[:len(frames)-1] {
		switch {
		case raised && strings.HasPrefix(f.File, "<") && strings.HasSuffix(f.File, ">"):
			return true
		case !raised && isRaise(f.Src) && ix.catalogued(f):
			raised = true
		}
	}
	return false
}

// holdsNative reports whether the top-level package of catalog path file
// holds a record in a native file (C, C++, Cython, Rust: see nativeFile),
// whose code may raise the package's Python classes without a Python
// frame (simplejson's _speedups.c, PyYAML's _yaml.pyx).
func (ix *Index) holdsNative(file string) bool {
	return file != "" && ix.packageFacts().native[packageTop(file)]
}

// raisePoint returns the frame of a Python traceback the exception was
// raised at: the innermost, unless the innermost frames lie in no
// catalogued file and the deepest catalogued frame prints a raise
// statement or is at a record's line. A package that rewrites its
// traceback leaves that shape (Jinja raises
// rewrite_traceback_stack(source=source), whose frames below are the
// template's: "<unknown>", "index.html"), and so does a raising helper
// outside the catalog (six.raise_from(ParserError(...), e), whose frame is
// six's "<string>"). below counts the frames passed over.
func (ix *Index) raisePoint(frames []Frame) (f Frame, below int) {
	inner := frames[len(frames)-1]
	for j := len(frames) - 1; j >= 0; j-- {
		if !ix.catalogued(frames[j]) {
			continue
		}
		if j < len(frames)-1 && (isRaise(frames[j].Src) || ix.recordAt(frames[j])) {
			return frames[j], len(frames) - 1 - j
		}
		break
	}
	return inner, 0
}

// recordAt reports whether a record is at frame f's file and line (and
// column, on a line of minified code: byColumn).
func (ix *Index) recordAt(f Frame) bool {
	var at []int
	ix.atLine(path.Base(f.File), f.Line, func(i int) {
		if frameMatch(f.File, ix.ent(i).file) > 0 {
			at = append(at, i)
		}
	})
	return len(ix.byColumn(context.Background(), f, at)) > 0
}

// byColumn keeps of at, the records at frame f's file and line, those at
// f's column when f has one and the line's records carry columns
// (catalog.ColumnTag: a line of minified code, a bundle whose whole code
// is one line): the records whose columns hold it. A frame into such a
// line is at one statement of it, not at every site the line holds; a
// frame of a caller there (its column at a call) is at none. Records of
// a line without columns, or a frame without one, are kept as they are.
func (ix *Index) byColumn(ctx context.Context, f Frame, at []int) []int {
	if f.Column <= 0 || len(at) == 0 {
		return at
	}
	var held []int
	tagged := false
	for _, i := range at {
		r := ix.record(ctx, i)
		if r == nil {
			continue
		}
		if s, e, ok := catalog.Columns(r); ok {
			tagged = true
			if s <= f.Column && f.Column <= e {
				held = append(held, i)
			}
		}
	}
	if !tagged {
		return at
	}
	return held
}

// recordFile returns the catalog's path of the file frame f is in, or "".
func (ix *Index) recordFile(f Frame) string {
	file := ""
	ix.inFile(path.Base(f.File), func(i int) {
		if file == "" && frameMatch(f.File, ix.ent(i).file) > 0 {
			file = ix.ent(i).file
		}
	})
	return file
}

// samePackage reports whether two catalog paths lie in one top-level
// package: the same first directory below a layout root (src/, lib/,
// python/), "src/jinja2/runtime.py" and "src/jinja2/debug.py".
func samePackage(a, b string) bool {
	return a != "" && b != "" && packageTop(a) == packageTop(b)
}

// packageTop returns the first directory of catalog path p below a layout
// root (src/, lib/, python/): "jinja2" of "src/jinja2/runtime.py".
func packageTop(p string) string {
	parts := strings.Split(p, "/")
	if len(parts) > 1 && layoutRoot(parts[0]) {
		parts = parts[1:]
	}
	return parts[0]
}

// isRaise reports whether src, a frame's printed source line, is a raise
// statement with an expression.
func isRaise(src string) bool {
	return strings.HasPrefix(src, "raise ") || strings.HasPrefix(src, "raise(")
}

// pyOrCython reports whether a record's file is Python or Cython source.
func pyOrCython(p string) bool {
	switch path.Ext(p) {
	case ".py", ".pyx", ".pxi", ".pxd":
		return true
	}
	return false
}

// raisesUnnamed reports whether src, a Python frame's printed source
// line, is a raise statement that does not name the class it raises: it
// raises a variable (a caught exception again, "raise
// exc.with_traceback(None)") or what a function returns ("raise
// rewrite_traceback_stack(source=source)", "raise self._error(...)").
// Only the raise itself can have raised at such a line, so the class the
// text names cannot disagree with it.
func raisesUnnamed(src string) bool {
	if !isRaise(src) {
		return false
	}
	rest := strings.TrimLeft(src[len("raise"):], " (")
	end := 0
	for end < len(rest) && (isWordByte(rest[end]) || rest[end] == '.') {
		end++
	}
	name := strings.TrimSuffix(rest[:end], ".with_traceback")
	return name != "" && !isClassName(name)
}

// followMove looks for a record in frame f's file at another line that f
// still shows (movedTo: same function, same printed source line) or that
// starts the statement f's line continues (insideStatement), and adds
// it with frame support; frames is the traceback f is in. It reports
// whether it found one.
func (ix *Index) followMove(ctx context.Context, f Frame, frames []Frame, q *query, add func(Result)) bool {
	var cands []int
	for _, base := range frameBases(f.File) {
		ix.inFile(base, func(i int) {
			e := ix.ent(i)
			ok, compiled := frameFiles(f.File, e.file)
			if ok && (compiled || e.line != int32(f.Line)) && len(cands) < maxMovedCandidates {
				cands = append(cands, i)
			}
		})
	}
	found := false
	for _, i := range cands {
		rec := ix.record(ctx, i)
		if rec == nil {
			continue
		}
		inside := insideStatement(f, rec)
		if !inside && !movedTo(f, rec) {
			continue
		}
		r, ok := ix.verify(i, q)
		switch {
		case ok && inside:
			r.ev.support = supportLine
		case ok:
			r.ev.support = supportMoved
		case !ix.ent(i).weak():
			continue // a specific pattern the message does not match
		default:
			if r, ok = ix.frameAlone(i, q, f, f == frames[len(frames)-1]); !ok {
				continue
			}
			if !inside {
				r.ev.support = movedAlone(r.ev.support)
			}
		}
		r.rescore()
		r.Record, r.Frame, r.frame, r.moved = rec, true, f, !inside
		add(r)
		found = true
	}
	return found
}

// movedFrames gives frame support to message matches whose file a frame
// of a Go, JavaScript, Java or Rust stack is in, at another line, in the
// record's function: the deployed version's lines moved.
func (ix *Index) movedFrames(ctx context.Context, frames []Frame, best map[int]*Result) {
	for _, r := range best {
		if r.Frame {
			continue
		}
		e := ix.ent(r.ent)
		for _, f := range frames {
			ok, compiled := frameFiles(f.File, e.file)
			if !ok || f.Line == int(e.line) && !compiled {
				continue
			}
			if r.Record == nil {
				r.Record = ix.record(ctx, r.ent)
			}
			if r.Record != nil && frameFunction(f.Func) != "" && movedTo(f, r.Record) {
				r.Frame, r.frame, r.moved = true, f, true
				r.ev.support = supportMoved
				r.rescore()
				break
			}
		}
	}
}

// innerFrame gives a Go, JavaScript, Java or Rust stack whose frames
// support no result the record its innermost catalogued frame still shows
// at another line (followMove: the record's function, its class when the
// pattern is all holes), as a frame in compiled JavaScript does: yaml's
// dist/compose/composer.js:70 in Composer.onError shows the record of
// src/compose/composer.ts:96 in onError. A constructor frame of the
// error's own class ("new YAMLParseError") is not where it was raised.
func (ix *Index) innerFrame(ctx context.Context, ex *Exception, q *query, best map[int]*Result, add func(Result)) {
	for _, r := range best {
		if r.Frame {
			return
		}
	}
	cls := lastComponent(ex.Class)
	for _, f := range ex.Frames {
		if fn, ok := strings.CutPrefix(f.Func, "new "); ok && cls != "" && lastComponent(fn) == cls {
			continue
		}
		if ix.catalogued(f) {
			// f is the innermost frame that matters: the last of the
			// frames followMove weighs, as a Python traceback's is
			if !ix.followMove(ctx, f, []Frame{f}, q, add) {
				compiledFile(f, ix, best)
			}
			return
		}
	}
}

// compiledFile gives the message matches in the source file compiled
// code at frame f was built from the support of that frame (supportFile),
// when the frame's line and function cannot be mapped to the source: an
// anonymous callback in dist/schema/tags.js is somewhere in
// src/schema/tags.ts, and a record there whose text matches is where it
// threw.
func compiledFile(f Frame, ix *Index, best map[int]*Result) {
	for _, r := range best {
		if r.Offset < 0 || r.ev.support != supportNone || compiledMatch(f.File, ix.ent(r.ent).file) == 0 {
			continue
		}
		r.ev.support, r.frame, r.weakMatch = supportFile, f, false
		r.rescore()
	}
}

// query is what verify checks a record against.
type query struct {
	msg    string
	bounds []int
	class  string
	module string // the module Python qualified the class with, or ""
	level  uint8  // the event's log level rank, sevNone when unknown
	// bare is a JavaScript stack headed by the word Error alone (see
	// bareStack): it names no class.
	bare bool
}

// bareStack reports whether ex is a JavaScript stack whose header is the
// word Error with no message: the stack of an Error made only for it and
// given to another error (instance.stack = new Error().stack in an error
// class made by a factory or an ES5 constructor function), which prints
// neither the thrown error's class nor its text. A throw of new Error()
// without a message prints the same header, and its site is a record of
// class Error, which agrees anyway.
func bareStack(ex *Exception) bool {
	m := strings.TrimSpace(ex.Message)
	return ex.Kind == KindJS && ex.Class == "Error" && (m == "" || m == "Error") && len(ex.Frames) > 0
}

// verify matches entry i's pattern against q.msg from the first boundary
// where it matches through the end of the message.
func (ix *Index) verify(i int, q *query) (Result, bool) {
	e := ix.ent(i)
	if e.log() && q.level != sevNone && !levelsAgree(q.level, e.severity()) {
		return Result{}, false // a log call prints its own level
	}
	msg := q.msg
	whole := literalsInOrder(e.pattern, msg)
	if !whole && !multiLine(e.pattern, msg) {
		return Result{}, false // cheaper than compiling and running the regexp
	}
	c := ix.regexp(i)
	if c == nil || !whole && (c.first == nil || !literalsInOrder(c.firstHead, msg)) {
		return Result{}, false
	}
	// A pattern that starts with a hole matches at every boundary before
	// its text too, the hole swallowing an outer link ("invalid argument
	// \"x\" for \"--m\" flag: x" for "{s} must be formatted as key=value"):
	// the boundary where it scores best, holding the least, is its match.
	leading := strings.HasPrefix(e.pattern, "(")
	var found Result
	ok := false
	for _, b := range q.bounds {
		if leading {
			if r, matched := ix.verifyAt(&e, c, q, b); matched && (!ok || r.Score > found.Score) {
				found, ok = r, true
			}
			continue
		}
		if r, matched := ix.verifyAt(&e, c, q, b); matched {
			found, ok = r, true
			break
		}
	}
	found.ent = i
	if b := found.Offset; ok && (leading || goFile(e.file) && q.level == sevNone) && b >= 2 && msg[b-2:b] == ": " && found.ev.agree <= 0 && len(classBefore(msg, b-2)) != b-2 {
		// The boundary is where the hole holds least, but nothing pins
		// where the record's text begins: the text before the ": " it
		// follows may be the hole's as well (unless all of it is the
		// printed class). Its literal share is counted over the whole
		// text ("{i} out of range" pins 13 bytes of `parsing time
		// "2021-02-30": day out of range`, not of "day out of range"),
		// until an outer link explains that text (wrapperFirst). So is a
		// Go record's that starts with its own words but matched after
		// a boundary ("invalid key {key}" in "crypto/aes: invalid key
		// size 1"): a Go error's text begins where it was made, and the
		// words before it were written by code the record is not, a
		// wrapper or the error's own package, which an outer link must
		// explain. A log line's are its logging call's ("ERROR check
		// failed: negative size"). A text whose class is the record's
		// has that to anchor it; a Go text prints no class.
		if span := len(strings.TrimSpace(msg)); span > 0 && float64(found.lit)/float64(span) < found.ev.cov {
			found.spanWeak, found.spanCov, found.unpinned = found.weakMatch, found.ev.cov, true
			found.ev.cov = float64(found.lit) / float64(span)
			found.weakMatch = found.weakMatch || found.ev.cov < 0.5
			found.rescore()
		}
	}
	return found, ok
}

// verifyAt matches entry e's compiled pattern c against q.msg from
// boundary b through the end of the message.
func (ix *Index) verifyAt(e *entry, c *compiled, q *query, b int) (Result, bool) {
	msg := q.msg
	text := msg[b:]
	loc := c.find(text)
	shift := b // where text starts in msg: loc's offsets are text's
	prefix := false
	if loc == nil && len(text) > 1 && (text[0] == '\'' || text[0] == '"') && text[len(text)-1] == text[0] {
		// KeyError and its subclasses print their message's repr: in
		// single quotes, or double ones when it holds a single quote.
		if loc = c.find(text[1 : len(text)-1]); loc != nil {
			text, shift = text[1:len(text)-1], b+1
		}
	}
	if loc == nil && pythonFile(e.file) {
		// An exception whose args a handler added to (e.args +=
		// ("When unpacking field …",); raise) prints the repr of its
		// args tuple: the raise's text is the first item's, in quotes.
		if first, off, ok := firstArgsItem(text); ok {
			if loc = c.find(first); loc != nil {
				text, shift = first, b+off
			}
		}
	}
	if loc == nil {
		if l := c.findPrefix(text); l != nil && l[1] < len(text) && isSuffixStart(text[l[1]]) {
			prefix, loc = true, l
		}
	}
	firstLine := false
	if loc == nil && c.first != nil && !strings.Contains(strings.TrimRight(text, " \t\r\n"), "\n") {
		// The text is one line, the record's first (compiled.first): its
		// later lines (a position mark, an excerpt) were not pasted.
		if l := c.first.find(text); l != nil {
			firstLine, loc = true, l
		}
	}
	if loc == nil {
		return Result{}, false
	}
	sub := make([]string, len(loc)/2)
	var holes []int32
	for k := range sub {
		if loc[2*k] >= 0 {
			sub[k] = text[loc[2*k]:loc[2*k+1]]
			if k > 0 {
				holes = append(holes, int32(shift+loc[2*k]), int32(shift+loc[2*k+1]))
			}
		}
	}
	params := append([]string{}, sub[1:]...)
	span := len(strings.TrimSpace(text)) - reprQuotes(e.pattern, text[loc[0]:loc[1]])
	if nativeFile(e.file) {
		span -= objectReprs(msg, holes)
	}
	lit := e.lit // and the optional text that matched, and the holes an errno pins (errnoPinned)
	if firstLine {
		lit = c.firstLit
	}
	if c.optional && !firstLine {
		// An optional run of text ((?: near '(.+?)')?) that matched pins
		// its words as the rest of the pattern does: the bytes the match
		// spans outside its holes.
		held := loc[1] - loc[0]
		for k := 2; k+1 < len(loc); k += 2 {
			if loc[k] >= 0 {
				held -= loc[k+1] - loc[k]
			}
		}
		lit = max(lit, int32(held))
	}
	if n := len(loc)/2 - 1; c.spaceEnd && !firstLine && n > 0 && loc[2*n] >= 0 && (loc[2*n] == 0 || text[loc[2*n]-1] != ' ') {
		// The pattern's last space, before its last hole, is not in the
		// text (relaxPattern: the hole is empty, "unexpected %s %s"
		// over "unexpected y"): it pins nothing.
		lit--
	}
	for k := 0; k+1 < len(holes); k += 2 {
		pinned, num := errnoPinned(msg, int(holes[k]), int(holes[k+1]))
		if pinned > 0 && k >= 2 && int(holes[k-2]) == num {
			pinned += int(holes[k-1] - holes[k-2]) // the hole holding the number
		}
		lit += int32(pinned)
	}
	cov := 1.0
	if span > 0 {
		cov = float64(lit) / float64(span)
		if cov > 1 {
			cov = 1
		}
	}
	cls := q.class
	if b >= 2 && msg[b-2:b] == ": " {
		cls = classBefore(msg, b-2)
	}
	agree := classAgreement(cls, e.class)
	if agree < 0 && errnoSubclass(cls, e.class, e.pattern) {
		agree = 1
	}
	if agree > 0 && q.module != "" && cls == q.class && pythonFile(e.file) && !packageAgrees(q.module, e.file) {
		agree = -1 // the same name, another package's class
	}
	variable := agree < 0 && pythonFile(e.file) && !isClassName(e.class)
	if agree < 0 && nativeFile(e.file) && memberAgrees(cls, e.class) {
		agree = 1 // PyErr_SetString(state->unsupported_operation, …)
	}
	if variable {
		// raise exc(msg), raise self._undefined_exception(...): the class
		// is a variable's value, which may be the text's class.
		agree = 0
	}
	if cls == "Error" && b >= 2 && jsSource(e.file) {
		// Every JavaScript class extending Error that sets no name of
		// its own prints "Error" (class LuxonError extends Error {};
		// class InvalidUnitError extends LuxonError), so the printed
		// Error before the record's text tells a record of class Error
		// no better than one of its subclasses: the class is unknown.
		// A record whose own text spells the header (UserError's
		// `Error: ${message}`, matched from the start) keeps the
		// disagreement. A log call's record prints its text without an
		// error's header: the header says an error object was printed.
		agree = 0
		if e.log() {
			agree = -1
		}
	}
	if goFile(e.file) {
		// A Go error prints no type: what reads as a class before
		// ": " is text ("Scan: invalid UUID length: 2"), and a Go
		// record's class is a label (uuid.invalidLengthError).
		agree = 0
	}
	r := Result{Params: params, Offset: b, lit: lit, holes: holes, end: int32(shift + loc[1]), weakMatch: cov < 0.5 || agree < 0, explains: agree > 0 || agree == 0 && (!variable || cov >= 0.5)}
	// A pattern of few letters whose hole the errno pins (an errno
	// tuple) pins the C library's text: not weak.
	r.ev = evidence{cov: cov, agree: int8(agree), weakPattern: e.weak() && lit <= e.lit, prefix: prefix, firstLine: firstLine,
		rootPackage: q.module != "" && cls == q.class && pythonFile(e.file) && rootPackage(q.module, e.file)}
	r.rescore()
	return r, true
}

// reprQuotes is 2 when a pattern that begins with an optional quote (a
// C extractor's KeyError text, which Python prints as its repr: see
// extract/cpp printedAs) matched text enclosed in that quote, else 0:
// the quotes are the repr's, not the record's, and count in neither its
// literal share nor the text's length, as they do not for a record
// matched inside the quotes (verifyAt).
func reprQuotes(pattern, matched string) int {
	for _, q := range []string{"'", `"`} {
		if strings.HasPrefix(pattern, "(?:"+q+")?") && len(matched) >= 2 && strings.HasPrefix(matched, q) && strings.HasSuffix(matched, q) {
			return 2
		}
	}
	return 0
}

// objectReprs returns how many bytes of the text the holes hold are not
// counted in the text's length: a hole holding a whole object's repr in
// angle brackets (<function <lambda> at 0x7f…>, <Token var=<ContextVar
// name='a' at 0x7f…> at 0x7f…>, <module 'builtins' (built-in)>, <class
// 'int'>) counts as one byte. Such a repr is the value a program's object
// prints, often with its memory address, that no code spells: a text made
// mostly of one is no less pinned by the record's literal words around
// it than a short value would be. Native records only (C's %R, %S,
// %U): a Python {x!r} holds values of any kind, and library copies of
// the runtime's words would become confident answers without the C code.
func objectReprs(msg string, holes []int32) int {
	n := 0
	for k := 0; k+1 < len(holes); k += 2 {
		a, b := int(holes[k]), int(holes[k+1])
		if a < 0 || b > len(msg) || b-a < 4 {
			continue
		}
		if h := msg[a:b]; isObjectRepr(h) {
			n += len(h) - 1
		}
	}
	return n
}

// isObjectRepr reports whether h is one repr in angle brackets: it opens
// with "<" and a letter, closes with the ">" matching that "<", and holds
// a space (<class 'int'>, not an HTML tag's <br>).
func isObjectRepr(h string) bool {
	if len(h) < 4 || h[0] != '<' || h[len(h)-1] != '>' || !(h[1] >= 'a' && h[1] <= 'z' || h[1] >= 'A' && h[1] <= 'Z' || h[1] == '_') || !strings.Contains(h, " ") {
		return false
	}
	depth := 0
	for i := 0; i < len(h); i++ {
		switch h[i] {
		case '<':
			depth++
		case '>':
			if depth--; depth == 0 && i != len(h)-1 {
				return false
			}
		}
	}
	return depth == 0
}

// levelsAgree reports whether a line logged at level rank got may come
// from a log call of severity rank rec: the same rank, or both error or
// above, since many setups print critical records as ERROR (pip) or
// error records as SEVERE (java.util.logging).
func levelsAgree(got, rec uint8) bool {
	return got == rec || got >= sevError && rec >= sevError
}

// isSuffixStart reports whether c can begin text an exception class
// appends to a message: a space, a tab (zap's console encoder puts its
// fields after one) or punctuation, not a letter or digit.
func isSuffixStart(c byte) bool {
	return c == ' ' || c == '\t' || c == '(' || c == '[' || c == ',' || c == ';' || c == ':' || c == '.' || c == '\n'
}

// literalsInOrder reports whether msg may match pattern p as far as its
// top-level literal runs tell: each occurs in msg after the one before. It
// is true when the runs cannot be read (see literalRuns).
func literalsInOrder(p, msg string) bool { return literalRunsIn(p, msg, false) }

// multiLine reports whether pattern p goes on past a line break and msg
// is one line: msg may then be p's first line alone (compiled.first).
func multiLine(p, msg string) bool {
	return strings.IndexByte(p, '\n') >= 0 && !strings.Contains(strings.TrimRight(msg, " \t\r\n"), "\n")
}

// boundaries returns the positions in msg where a record's message may
// start, in the order to try them: 0, and after each ": ", "] " or newline,
// up to maxBoundaries. When msg starts with a class name and ": ", which an
// exception's message rarely includes, 0 comes last.
func boundaries(msg string) []int {
	out := []int{0}
	classed := leadingClass(msg) != ""
	if classed {
		out = out[:0]
	}
	for i := 0; i+1 < len(msg) && len(out) < maxBoundaries; i++ {
		switch {
		case (msg[i] == ':' || msg[i] == ']') && msg[i+1] == ' ':
			out = append(out, i+2)
		case msg[i] == '\n':
			j := i + 1
			for j < len(msg) && (msg[j] == ' ' || msg[j] == '\t') {
				j++ // an indented line: its text starts after the indent
			}
			out = append(out, j)
		}
	}
	if classed {
		// What reads as a class may be the message's own start (Go's
		// "strings.Reader.UnreadRune: at beginning of string"): try the
		// whole message last, after every match without it.
		out = append(out, 0)
	}
	return afterParenthesized(msg, out)
}

// afterParenthesized adds to bounds, right after each boundary where msg
// holds a parenthesized group and a space ("(main.Config.Port) cannot
// unmarshal …", an Error method formatting "line %d: " + "(" + field +
// ") " before its cause), the position after that group: the cause's
// text starts there.
func afterParenthesized(msg string, bounds []int) []int {
	var out []int
	for _, b := range bounds {
		out = append(out, b)
		if b >= len(msg) || msg[b] != '(' || len(out) >= maxBoundaries {
			continue
		}
		end := strings.IndexAny(msg[b+1:], "()\n")
		if end < 0 {
			continue
		}
		end += b + 1
		if msg[end] == ')' && end+2 < len(msg) && msg[end+1] == ' ' && end > b+1 {
			out = append(out, end+2)
		}
	}
	return out
}

// classBefore returns the class-like token that ends at msg[end], or "".
func classBefore(msg string, end int) string {
	start := end
	for start > 0 && (isWordByte(msg[start-1]) || msg[start-1] == '.' || msg[start-1] == '$') {
		start--
	}
	if tok := msg[start:end]; isClassName(tok) {
		return tok
	}
	return ""
}

// classAgreement compares the class a text names with a record's: 1 when
// they agree (equal, or equal last dotted components), -1 when they
// disagree, 0 when either is unknown or generic.
func classAgreement(text, rec string) int {
	if text == "" || rec == "" || rec == "error" || rec == "Error" && text != "Error" {
		return 0
	}
	if text == rec || lastComponent(text) == lastComponent(rec) {
		return 1
	}
	return -1
}

func lastComponent(s string) string {
	if i := strings.LastIndexAny(s, ".:"); i >= 0 {
		return s[i+1:]
	}
	return s
}

// pathMatches reports whether a frame's file and a record's filePath name
// the same file: equal, or one a suffix of the other at a "/" boundary
// ("/usr/lib/python3.11/json/decoder.py" and "json/decoder.py").
func pathMatches(frame, rec string) bool {
	if frame == rec {
		return true
	}
	a, b := frame, rec
	if len(a) < len(b) {
		a, b = b, a
	}
	return strings.HasSuffix(a, b) && a[len(a)-len(b)-1] == '/'
}

// Chain returns the links of a wrapped error chain found among rs,
// outermost first: the best result matched from the smallest offset, then
// the best of those starting inside one of its holes (the hole holds the
// inner error's text: "open config: {err}" around "read {name}: {err}")
// or right after its match ends and a separator (a context that anyhow or
// a Go wrapper joins to its cause with ": "), and so on. nil when there
// are not two such links: results at other offsets that no hole holds are
// no chain.
func Chain(rs []Result) []Result {
	byOff := map[int]Result{}
	first := -1
	for _, r := range rs {
		if r.Offset < 0 {
			continue // not matched on its message
		}
		if old, ok := byOff[r.Offset]; !ok || r.Score > old.Score {
			byOff[r.Offset] = r
		}
		if first < 0 || r.Offset < first {
			first = r.Offset
		}
	}
	if len(byOff) < 2 {
		return nil
	}
	offs := make([]int, 0, len(byOff))
	for off := range byOff {
		offs = append(offs, off)
	}
	sort.Ints(offs)
	out := []Result{byOff[first]}
	for {
		cur := out[len(out)-1]
		next := -1
		for _, off := range offs {
			if off > cur.Offset && (cur.holds(off, byOff[off].end) || cur.joins(off)) {
				next = off
				break
			}
		}
		if next < 0 {
			break
		}
		out = append(out, byOff[next])
	}
	if len(out) < 2 {
		return nil
	}
	localWrappers(rs, out)
	return out
}

// localWrappers replaces each link of chain but the last by a result of
// the same score and pattern at its offset whose file is in the next
// link's directory, when the link is not: an error is wrapped beside
// where it was made (url.Parse's &Error{"parse", u, err} around its own
// "missing protocol scheme"), and a generic "parse (.+?): (.+?)" of
// another package matches the same text only by chance. When no such
// result is in the next link's directory, the next link's own tied
// sites are tried (localInner). Which of the tied results Chain took
// first is otherwise the order of rs.
func localWrappers(rs []Result, chain []Result) {
	for k := 0; k+1 < len(chain); k++ {
		l, next := &chain[k], &chain[k+1]
		if l.Record == nil || next.Record == nil || sameDir(l.Record, next.Record) {
			continue
		}
		if r := tiedIn(rs, l, next.Record); r != nil {
			*l = *r
			continue
		}
		localInner(rs, l, next)
	}
}

// tiedIn returns a result of rs with l's score and pattern at l's offset
// whose file is in the directory of rec, or nil.
func tiedIn(rs []Result, l *Result, rec *catalog.Record) *Result {
	for i := range rs {
		if r := &rs[i]; r.Score == l.Score && samePlace(r, l) && sameDir(r.Record, rec) {
			return r
		}
	}
	return nil
}

// localInner replaces link l and the link next it holds by tied results
// that are in one directory, when next's text is raised at several sites
// of the same score and pattern (tied) and one of them has a result tied
// with l beside it: of the sites raising "missing protocol scheme"
// (net/url's, another package's), the one whose directory holds a record
// of l's pattern (url.Parse's &Error{"parse", u, err}) is where the
// wrapped error was made; the other's text is the same words by chance.
// The tied sites are tried in the order of rs.
func localInner(rs []Result, l, next *Result) {
	for i := range rs {
		n := &rs[i]
		if n.Score != next.Score || !samePlace(n, next) || n.end != next.end || n.ent == next.ent {
			continue
		}
		if r := tiedIn(rs, l, n.Record); r != nil {
			*l, *next = *r, *n
			return
		}
	}
}

// sameDir reports whether a and b are files of one directory.
func sameDir(a, b *catalog.Record) bool {
	return path.Dir(a.FilePath) == path.Dir(b.FilePath)
}

// holds reports whether one of r's holes spans the text from off to end.
// A hole that prints its value's repr ({spec!r}, %r, Go's %q) holds a
// value, not an error's text: to literalInner, r prints what it holds
// itself. Nor does a hole holding the C library's text for the errno
// printed before it (errnoPinned: "[Errno 22] Invalid argument").
func (r *Result) holds(off int, end int32) bool {
	return r.errorHole(func(from, to int) bool { return from <= off && int(end) <= to })
}

// errorHole reports whether one of r's holes that fits (given the hole's
// start and end offsets) may hold an error's text: not one printing its
// value's repr, nor one holding the C library's text for an errno
// (holds).
func (r *Result) errorHole(fits func(from, to int) bool) bool {
	var conv []string // the holes' conversions, read once a hole fits
	read := false
	for k := 0; k+1 < len(r.holes); k += 2 {
		from, to := int(r.holes[k]), int(r.holes[k+1])
		if !fits(from, to) {
			continue
		}
		if p, _ := errnoPinned(r.Message, from, to); p > 0 {
			continue
		}
		if !read {
			conv, read = holeConvs(r.Record), true
		}
		if h := k / 2; h < len(conv) && conv[h] == "r" {
			continue
		}
		return true
	}
	return false
}

// holeConvs returns the conversion of each hole of r's message template
// ("r" for {x!r}, %r, Go's %q), in order; nil when it does not parse.
func holeConvs(r *catalog.Record) []string {
	if r == nil {
		return nil
	}
	t, err := template.Parse(r.ErrorMessage)
	if err != nil {
		return nil
	}
	var conv []string
	for _, p := range t.Parts {
		if p.Hole {
			conv = append(conv, p.Conv)
		}
	}
	return conv
}

// joins reports whether r's match ends before off with only a separator
// (": ", white space) between: the text from off on is joined to r's.
func (r *Result) joins(off int) bool {
	end := int(r.end)
	if end <= r.Offset || end > off || off > len(r.Message) {
		return false
	}
	return strings.Trim(r.Message[end:off], ": \t\n") == ""
}

// literalInner places after the others (evidence.after) each result
// matched inside the message whose text another result, matched from
// further out, holds in its own literal text rather than in a hole:
// "strconv.{fn}: parsing {s!r}: invalid syntax" says "invalid syntax"
// itself, so a record of those two words alone, matched at the end of
// "strconv.Atoi: parsing \"12a\": invalid syntax", is not where the text was
// made; its literal share is taken of the outer's whole text. A hole that
// prints a value's repr counts as the outer's own text here (holds). A
// result with frame support is left as it is. So is a result inside a
// hole, unless it is only a piece of that hole's text (partOfHole), and
// one whose class is the text's printed class, matched right after that
// class's header, beside an outer result whose leading hole holds just
// the class's name (protobufjs's `Error(name + ": invalid duration: " +
// …)` reading "RangeError" as its name in "RangeError: invalid duration:
// x", which a RangeError of another package printed): the header is the
// printer's, not text of the outer's.
func literalInner(q *query, rs []Result) {
	moved := false
	for i := range rs {
		r := &rs[i]
		if r.Offset <= 0 || r.Frame {
			continue
		}
		for k := range rs {
			o := &rs[k]
			if k == i || o.Offset < 0 || o.Offset >= r.Offset || o.end < r.end || o.holds(r.Offset, r.end) && !partOfHole(o, r) {
				continue
			}
			if r.ev.agree > 0 && headerHole(q, o, r.Offset) {
				continue
			}
			// r pins its literal bytes of the text o matched, and
			// comes after o
			r.placeInside(o.Offset)
			r.rescore()
			moved = true
			break
		}
	}
	if moved {
		sortResults(rs)
	}
}

// partOfHole reports whether r, matched inside a hole of o, is a weak
// match of a piece of that hole's text that the text's class does not
// name, while it names o's: Python's raise ParseFailed("Error decoding
// CLOSE reason: " + str(exc)) around a codec's "'utf-8' codec can't
// decode byte 0xff …: invalid start byte", where a record of the word
// "invalid" alone matched its tail. A record explaining the whole text
// the hole holds is the chain's inner link (wrapperFirst), not this;
// one matched as weakly as r explains no more of the hole than any
// other, and the raise whose class the text prints made the error.
func partOfHole(o, r *Result) bool {
	if o.ev.agree <= 0 || r.ev.agree > 0 || !r.ownWeak() || o.Record == nil || !pythonFile(o.Record.FilePath) {
		return false
	}
	return !lastHoleHolds(o, r) && !holeHolds(o, r)
}

// headerHole reports whether the text opens with its printed class and
// ": " (the header a runtime prints before the message), the message
// starting at msgAt, and o matched from the start with a leading hole
// that holds exactly the class's name.
func headerHole(q *query, o *Result, msgAt int) bool {
	n := len(q.class)
	return n > 0 && o.Offset == 0 && msgAt == n+2 && strings.HasPrefix(q.msg, q.class+": ") &&
		len(o.holes) >= 2 && o.holes[0] == 0 && int(o.holes[1]) == n
}

// errorWords are the spellings that make a line worth a closer look even
// when no anchor occurs in it.
var errorWords = []string{
	"rror", "RROR", "xception", "XCEPTION", "atal", "FATAL", "anic", "PANIC",
	"ritical", "RITICAL", "EVERE", "Traceback", "ailed", "AILED",
}

// errorLevels are the log levels that mark a line as an error.
var errorLevels = map[string]bool{"ERROR": true, "ERR": true, "FATAL": true, "CRITICAL": true, "CRIT": true, "PANIC": true, "SEVERE": true}

// explainEvent explains one Splitter event. isError reports whether the
// event looks like an error (a stack, an error log level, an
// "...Error: ..." line), so that an unmatched one can be reported as
// unknown; lines that match nothing and do not look like errors return
// isError false. Lines are first screened with the gram filter alone, so
// most cost one scan.
func (ix *Index) explainEvent(ctx context.Context, ev Event) (out outcome, isError bool) {
	if ev.Kind != KindLine || strings.IndexByte(ev.Text, '\n') >= 0 {
		out = ix.explain(ctx, Parse(ev.Text), nil)
		if len(out.results) == 0 && ev.Kind == KindPython {
			// A log record and the traceback it logged (logging's
			// exception()): when the traceback's exception is not in the
			// catalog (raised in code not scanned), the record's own
			// line may be (the logging call).
			head, _, _ := strings.Cut(ev.Text, "\n")
			if rest, _ := StripPrefix(lineText(head)); !isTracebackHead(rest) {
				if hout, _ := ix.explainEvent(ctx, Event{Kind: KindLine, Line: ev.Line, EndLine: ev.Line, Text: head}); len(hout.results) > 0 {
					return hout, true
				}
			}
		}
		return out, true
	}
	// One scan of the gram filter finds the anchors and the error words. A
	// line without either allocates nothing, and most such lines are
	// rejected by the screen before the scan.
	var buf [16]int32
	lk := lineKeys{keys: buf[:0]}
	// A line Stream's Splitter classified (ev.pre) passed the screen there,
	// which found its keys (pre.keyed) unless a batch screen passed it.
	switch {
	case ev.pre != nil && ev.pre.keyed:
		lk = ev.pre.lineKeys
	case ev.pre != nil || ix.screenLine(ev.Text):
		ix.anchors.find(ev.Text, func(a int32, _ int) bool {
			lk = ix.addKey(lk, a)
			return true
		})
	}
	keys, errWord := lk.keys, lk.errWord
	if len(keys) == 0 && !errWord {
		return outcome{}, false
	}
	var rest, level string
	if ev.pre != nil {
		rest, level = ev.pre.rest, ev.pre.level
	} else {
		rest, level = StripPrefix(strings.TrimRight(lineText(ev.Text), "\r"))
	}
	if quietLevel(level) {
		return outcome{}, false // INFO and DEBUG lines are not error reports
	}
	if strings.HasPrefix(rest, "{") || strings.Contains(rest, "msg=") {
		if ex, lv, ok := parseStructured(rest); ok && (ex.Kind != KindLine || severityRank(lv) != sevDebug && severityRank(lv) != sevInfo) {
			// The anchors found in the line's JSON or logfmt text may be
			// escaped differently in the message: find them again.
			ex.Level = lv
			out = ix.explain(ctx, ex, nil)
			return out, len(out.results) > 0 || ex.Kind != KindLine || errorLevels[lv] || looksLikeError(ex.Message, ex.Message, lv)
		}
	}
	ex := parseLines([]string{rest})
	ex.Level = level
	if len(keys) > 0 {
		out = ix.explain(ctx, ex, keys)
	} else {
		out.ex = ex
	}
	out.level = level
	return out, len(out.results) > 0 || looksLikeError(ev.Text, rest, level)
}

// screenLine reports whether explainEvent may find an anchor or an error
// word in the single line l; when false, it reports the line as no error.
func (ix *Index) screenLine(l string) bool {
	return ix.anchors != nil && ix.anchors.occurs(l)
}

// mayAnswerLine reports whether explainEvent may report the single line l
// as an error: its level is not INFO or DEBUG, and the screen finds an
// error word in it or a key whose records may match it (see
// screenedPrefix). Stream's Splitter drops the other lines while
// classifying, on every core. Most lines of a log are INFO lines with a
// timestamp, which quietPrefix tells in a few bytes before the screen and
// StripPrefix. For a line that passes it returns what explainEvent would
// compute again: the line's prefix stripped, its level and its keys; nil
// for the others.
func (ix *Index) mayAnswerLine(l string) *linePrefix {
	p, _ := ix.mayAnswerLineHead(l)
	return p
}

// mayAnswerLineHead is mayAnswerLine, also returning from: no event head
// (see mayStartEvent) starts in l before it, so that the Splitter looks
// for one in l[from:] only. It is len(l) when the screen read the whole
// line and found no error word in it (each head holds one: "Traceback (",
// "panic: " and " panicked at " hold "anic", "Exception in thread "
// "xception", "fatal error: " "atal"); for a quiet line with a timestamp,
// where its level word starts (quietPrefixFrom); else 0.
func (ix *Index) mayAnswerLineHead(l string) (p *linePrefix, from int) {
	if q, from := quietPrefixFrom(strings.TrimRight(l, "\r")); q {
		return nil, from
	}
	return ix.screenedHead(l)
}

// screenedHead is mayAnswerLineHead for a line l whose level quietPrefix
// did not tell.
func (ix *Index) screenedHead(l string) (p *linePrefix, from int) {
	p, noWord := ix.screenedLine(l)
	return p, ix.headFrom(l, noWord)
}

// headFrom is mayAnswerLineHead's from for a line l that the screen read,
// noWord as screenedLine reports it.
func (ix *Index) headFrom(l string, noWord bool) int {
	if noWord && len(ix.errorKeys) == len(errorWords) {
		return len(l)
	}
	return 0
}

// screenBatch is mayAnswerLineHead over the lines of a batch: it sets
// each line's pre and noKey as Stream's Splitter does from
// mayAnswerLineHead, and sc.from to where an event head may start in each
// line. It works in stages, each over all the lines the screen reads,
// so that the loads of each stage, most of them cache misses at a
// million keys, are in flight together rather than one after the other:
// it reads the gram filter's space filters and the buckets of the probes
// that pass (see spaceProbes), finds each line's keys from those
// (eachProbed), asks for the cache lines of their candidates' tables
// (prefetchCands), and then screens each line from its keys as
// mayAnswerLineHead would (screenedOcc).
//
// So that its scratch stays small whatever the lines, a line longer than
// maxStagedLine is screened alone (mayAnswerLineHead's way), and the
// stages run over at most about maxStagedText bytes of lines at a time.
func (ix *Index) screenBatch(ls []rawLine, sc *screenScratch) {
	sc.from = slices.Grow(sc.from[:0], len(ls))[:len(ls)]
	sc.lines, sc.staged = sc.lines[:0], 0
	for i := range ls {
		// A quiet line is not screened: its from is where its level
		// word starts.
		l := &ls[i]
		if q, from := quietPrefixFrom(strings.TrimRight(l.text, "\r")); q {
			l.pre, l.noKey, sc.from[i] = nil, true, from
			continue
		}
		if len(l.text) > maxStagedLine {
			l.pre, sc.from[i] = ix.screenedHead(l.text)
			l.noKey = l.pre == nil
			continue
		}
		sc.lines = append(sc.lines, int32(i))
		if sc.staged += len(l.text); sc.staged >= maxStagedText {
			ix.screenStaged(ls, sc)
		}
	}
	ix.screenStaged(ls, sc)
}

// Limits of screenBatch's stages: the longest line they screen, and how
// many bytes of lines they hold before they run (at most two probes a
// byte, and textMarks' copy of the lines).
const (
	maxStagedLine = 4096
	maxStagedText = 1 << 15
)

// screenStaged runs screenBatch's stages over the lines of ls that sc
// holds (sc.lines), then empties them. Where markChunks runs (useMarks)
// the lines' spaces and dense candidates are found first in one pass
// over them all (textMarks).
func (ix *Index) screenStaged(ls []rawLine, sc *screenScratch) {
	if len(sc.lines) == 0 {
		return
	}
	f := ix.anchors
	sc.probes.reset()
	var dn []uint64
	if useMarks {
		sc.marks.reset()
		for _, i := range sc.lines {
			sc.marks.add(ls[i].text)
		}
		sc.marks.mark(f)
		for k, i := range sc.lines {
			sc.probes.addMarked(f, ls[i].text, sc.marks.spaces, int(sc.marks.off[k]))
		}
		if f.nibbles != nil {
			dn = sc.marks.dense
		}
	} else {
		for _, i := range sc.lines {
			sc.probes.add(f, ls[i].text)
		}
	}
	sc.probes.filter(f)
	sc.probes.bounds(f)
	sc.occ, sc.occFirst = sc.occ[:0], append(sc.occFirst[:0], 0)
	for k, i := range sc.lines {
		off := 0
		if dn != nil {
			off = int(sc.marks.off[k])
		}
		f.eachProbed(ls[i].text, sc.probes.of(k), true, dn, off, func(a int32, s int) bool {
			sc.occ = append(sc.occ, keyAt{a, int32(s)})
			return true
		})
		sc.occFirst = append(sc.occFirst, int32(len(sc.occ)))
	}
	ix.prefetchCands(sc)
	for k, i := range sc.lines {
		l := &ls[i]
		var noWord bool
		l.pre, noWord = ix.screenedOcc(l.text, sc.occ[sc.occFirst[k]:sc.occFirst[k+1]])
		l.noKey, sc.from[i] = l.pre == nil, ix.headFrom(l.text, noWord)
	}
	sc.lines, sc.staged = sc.lines[:0], 0
	sc.probes.reset()
}

// prefetchCands asks for the cache lines screenedOcc and mayMatch read
// for the key occurrences of sc: each key's candidate bounds and its
// bounds in the anchors' data, then, for a key with candidates, its
// first candidate's anchor context and second fragment's bounds.
func (ix *Index) prefetchCands(sc *screenScratch) {
	sc.addrs = sc.addrs[:0]
	for _, o := range sc.occ {
		sc.addrs = append(sc.addrs, uintptr(unsafe.Pointer(&ix.candStart[o.key])), uintptr(unsafe.Pointer(&ix.anchors.start[o.key])))
	}
	prefetch(sc.addrs)
	sc.addrs = sc.addrs[:0]
	for _, o := range sc.occ {
		if lo := ix.candStart[o.key]; lo < ix.candStart[o.key+1] {
			sc.addrs = append(sc.addrs, uintptr(unsafe.Pointer(&ix.arounds[lo])), uintptr(unsafe.Pointer(&ix.secondStart[lo])))
		}
	}
	prefetch(sc.addrs)
}

// screenScratch is what screenBatch reuses from one batch to the next on
// a classifying goroutine.
type screenScratch struct {
	from []int
	// lines are the batch's lines the screen reads (not quiet), the
	// texts of probes; the key occurrences of lines[k] are
	// occ[occFirst[k]:occFirst[k+1]].
	lines    []int32
	staged   int // the bytes of lines
	marks    textMarks
	probes   spaceProbes
	occ      []keyAt
	occFirst []int32
	addrs    []uintptr
}

// screenedPrefix is mayAnswerLine for a line l whose level quietPrefix
// did not tell; the Hyperscan screen (hs.go)
// calls it for the lines it passes. It finds the line's keys and passes
// the line when one is an error word, or one of their records may match
// it (mayMatch), or the line is of a form explainEvent answers from more
// than its keys (mayAnswerUnkeyed); a line whose keys' records cannot
// match it is dropped without stripping its prefix.
func (ix *Index) screenedPrefix(l string) *linePrefix {
	p, _ := ix.screenedLine(l)
	return p
}

// screenedLine is screenedPrefix, also reporting noWord: the line's keys
// were found and none is an error word.
func (ix *Index) screenedLine(l string) (p *linePrefix, noWord bool) {
	if ix.anchors == nil {
		return nil, false
	}
	var obuf [16]keyAt
	occs := obuf[:0]
	ix.anchors.find(l, func(a int32, s int) bool {
		occs = append(occs, keyAt{a, int32(s)})
		return true
	})
	return ix.screenedOcc(l, occs)
}

// screenedOcc is screenedLine for a line l in which the gram filter found
// the key occurrences occs, in the order find reports them.
func (ix *Index) screenedOcc(l string, occs []keyAt) (p *linePrefix, noWord bool) {
	var buf [16]int32
	var obuf [16]keyAt
	lk, occ := lineKeys{keys: buf[:0]}, obuf[:0]
	for _, o := range occs {
		lk = ix.addKey(lk, o.key)
		if ix.candStart[o.key+1] > ix.candStart[o.key] {
			occ = append(occ, o)
		}
	}
	if !lk.errWord && (len(lk.keys) == 0 || !ix.mayMatch(l, lk.keys, occ) && !mayAnswerUnkeyed(l)) {
		return nil, true
	}
	p = answerablePrefix(l)
	if p != nil {
		p.keys, p.errWord, p.keyed = slices.Clone(lk.keys), lk.errWord, true
	}
	return p, !lk.errWord
}

// answerablePrefix returns the prefix-stripped text and level of the line
// l, as explainEvent strips it (its NULs at either end and its "\r" too),
// or nil when its level is INFO or DEBUG.
func answerablePrefix(l string) *linePrefix {
	rest, level := StripPrefix(strings.TrimRight(lineText(l), "\r"))
	if quietLevel(level) {
		return nil
	}
	return &linePrefix{rest: rest, level: level}
}

// lineScreen returns Stream's screen: mayAnswerLine, and the batch screen
// of a build option when it has one (batchScreen, in hs*.go: Hyperscan,
// with -tags hyperscan), which answers the same for every line.
func (ix *Index) lineScreen() lineScreen {
	sc := lineScreen{line: ix.mayAnswerLineHead, lines: ix.batchScreen()}
	if ix.anchors != nil {
		sc.batch = ix.screenBatch
	}
	return sc
}

// quietLevel reports whether a line's level word marks it as no error
// report: INFO and DEBUG, as severityRank reads them.
func quietLevel(level string) bool {
	r := severityRank(level)
	return r == sevDebug || r == sevInfo
}

// looksLikeError reports whether a single log line reads as an error
// report rather than a line that merely mentions one; rest and level are
// what StripPrefix returns for it.
func looksLikeError(line, rest, level string) bool {
	if errorLevels[level] {
		return true
	}
	if len(line) > 0 && (line[0] == 'E' || line[0] == 'F') && len(line) > 5 && line[1] >= '0' && line[1] <= '9' {
		return true // glog/klog E0102 / F0102
	}
	cls := leadingClass(rest)
	for _, suf := range []string{"Error", "Exception", "Failure", "Fault", "Panic"} {
		if strings.HasSuffix(cls, suf) {
			return true
		}
	}
	for _, p := range []string{"error: ", "fatal: ", "Error: ", "FATAL: ", "panic: ", "fatal error: "} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// bytesOf returns s's bytes without copying; the callers only read them.
func bytesOf(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}

// hasTag reports whether r has the tag tag.
func hasTag(r *catalog.Record, tag string) bool {
	return r != nil && slices.Contains(r.Tags, tag)
}

// firstArgsItem returns the text inside the quotes of the first item of
// text when text is the repr of an exception's args tuple of two or more
// items whose first is a string: ('msg', 'more') or ("it's", 'more'),
// and where that text starts in text. The text is left as the repr
// prints it (escapes kept), so that offsets into text still hold.
func firstArgsItem(text string) (string, int, bool) {
	text = strings.TrimRight(text, " \t\r\n")
	if len(text) < 6 || text[0] != '(' || text[len(text)-1] != ')' || text[1] != '\'' && text[1] != '"' {
		return "", 0, false
	}
	q := text[1]
	for i := 2; i < len(text); i++ {
		switch text[i] {
		case '\\':
			i++
		case q:
			if i+2 < len(text) && text[i+1] == ',' && text[i+2] == ' ' {
				return text[2:i], 2, true
			}
			return "", 0, false
		}
	}
	return "", 0, false
}
