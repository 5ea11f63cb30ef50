package match

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
	"unsafe"
)

// Limits of the Splitter. They keep memory bounded whatever the input.
const (
	// MaxLineBytes caps one input line. A longer line keeps its first and
	// last MaxLineBytes/2 bytes, joined by CutMark (an error message at
	// either end of a huge line is still found); the rest is read and
	// dropped, and its event is marked Truncated.
	MaxLineBytes = 1 << 20
	// MaxEventLines caps the lines kept in one event (a Go panic dumping
	// thousands of goroutines). Later lines still extend EndLine but are not
	// kept; the event is marked Truncated.
	MaxEventLines = 4096
	// DefaultFlushAfter is how long a Splitter waits on a paused input before
	// it emits an event that may still continue (a stack without a following
	// line yet). A Python traceback is never emitted before its final line.
	DefaultFlushAfter = 250 * time.Millisecond
)

// Event is one error-looking unit of a log: a line, or a whole traceback or
// stack.
type Event struct {
	Kind      Kind
	Line      int    // first input line, 1-based
	EndLine   int    // last input line
	Text      string // the event's lines as read, joined by "\n"
	Truncated bool   // a line or the event was cut at MaxLineBytes or MaxEventLines
	// pre, for a single line that Stream's Splitter classified, is what
	// Index.mayAnswerLine learnt of it, so that explainEvent does not
	// screen it and strip its prefix again.
	pre *linePrefix
	// answered: the classifier that assembled the event answered it
	// already (Splitter.answer), with ans, nil when it is no error.
	answered bool
	ans      *Answer
}

// linePrefix is what Index.mayAnswerLine learnt of a line it passed: the
// screen found a key in it, and rest and level are StripPrefix's of the
// line without its trailing "\r"s.
type linePrefix struct {
	rest, level string
	// keyed: lineKeys holds the keys the screen found in the line (see
	// Index.mayAnswerLine), so that explainEvent need not find them again.
	keyed bool
	lineKeys
}

// lineKeys are the keys of a line's gram filter that have candidates (at
// most maxVerify), and whether an error word is among its keys.
type lineKeys struct {
	keys    []int32
	errWord bool
}

// addKey returns k with key a, found in a line, added. It takes and
// returns k by value, so that the keys of a caller's array on the stack
// stay there (a pointer to k would move the array to the heap, one
// allocation per line screened).
func (ix *Index) addKey(k lineKeys, a int32) lineKeys {
	if ix.candStart[a+1] > ix.candStart[a] && len(k.keys) < maxVerify && !slices.Contains(k.keys, a) {
		k.keys = append(k.keys, a)
	}
	if !k.errWord && slices.Contains(ix.errorKeys, a) {
		k.errWord = true
	}
	return k
}

type rawLine struct {
	text  string
	n     int
	trunc bool
	// plain: the line starts no event and is no stack frame
	// (!mayStartEvent && !isAtFrame); noKey: the Splitter's screen rejects
	// it; pre: what the screen learnt of a line it passed. All are set by a
	// classifier before the line is fed.
	plain, noKey bool
	pre          *linePrefix
}

// lineScreen tells the lines of a log that no record can explain. line
// answers for one line, returning nil for those (see
// Index.mayAnswerLine), and where in the line an event head may start
// (see Index.mayAnswerLineHead: 0 when it cannot tell); lines, when set,
// for a whole batch, setting each line's pre and noKey as line would, and
// reports false when it could not (then line is asked line by line).
//
// batch, when set, answers as line does for every line of a batch, setting
// each line's pre and noKey and the scratch's from (see
// Index.screenBatch); it is used when lines is not or could not.
type lineScreen struct {
	line  func(string) (pre *linePrefix, from int)
	lines func([]rawLine) bool
	batch func([]rawLine, *screenScratch)
}

type lineBatch struct {
	lines []rawLine
	err   error         // io.EOF at the end
	ready chan struct{} // closed when the lines are classified
	// buf holds the lines' bytes; their texts are strings over it, which
	// live only until the Splitter has fed the batch's last line: then the
	// batch goes back to the reader (Splitter.free) to be filled again, so
	// that reading a log allocates no memory per line or per batch. What
	// outlives the batch is copied first (see Splitter.release).
	buf   []byte
	first int // the line number before the batch's first line
	// cuts are the offsets in buf of the lines that lost their middle
	// (over the cap), in order; nul is the input offset of the first NUL
	// byte read into the batch, or -1.
	cuts []int
	nul  int64
	// asm is what an assembler made of the lines from an idle state, and
	// snaps its state after each of the first maxSync lines (see
	// Splitter.take).
	asm   assembler
	snaps []asmSnap
}

// Splitter cuts a stream into events. It reads in a goroutine of its own,
// so Next can emit a pending event when the input pauses (a pipe that stays
// open, such as kubectl logs -f).
type Splitter struct {
	// FlushAfter overrides DefaultFlushAfter when set before the first Next.
	FlushAfter time.Duration

	batches  chan *lineBatch
	classify chan *lineBatch
	free     chan *lineBatch // batches fed, to be filled again
	maxLine  int             // MaxLineBytes, but in tests (newSplitterCap)
	fed      *lineBatch      // the batch whose lines queue holds
	done     chan struct{}
	queue    []rawLine
	err      error
	// screen tells lines that no record can explain (see
	// Index.lineScreen); a single-line event of such a line is not emitted.
	screen lineScreen
	// serial: the batches' events are not taken from their classifiers'
	// assemblers; every line is fed here (the tests' reference).
	serial bool
	// answer, when set, answers an event of a batch's assembler on the
	// classifier that assembled it, setting its answered and ans, so that
	// answering needs no goroutines of its own (see Index.Stream). The
	// events Next assembles itself (those that span two batches, or end
	// the input or a pause) are left unanswered. It is set before the
	// first batch is read (newSplitterFull).
	answer func(*Event)
	// stop, when closed, makes Next return errStopped rather than wait
	// further (a Stream whose context is done).
	stop    <-chan struct{}
	stopped bool
	// classifiers counts the classifying goroutines, which Close waits for.
	classifiers sync.WaitGroup
	// cut counts the lines that lost their middle, nul is the input
	// offset of the first NUL byte (-1: none), of the batches taken.
	cut int
	nul int64
	assembler
}

// An assembler cuts lines into events. The Splitter runs one over the
// lines of each batch on the classifying goroutines, from an idle state,
// and one over the whole stream, which feeds a batch's first lines itself
// only until its state agrees with the batch's assembler, and from there
// takes that assembler's events and state (Splitter.take).
type assembler struct {
	out []Event
	// lastEnd is the last line of the last event finished, emitted or not.
	lastEnd int
	owned   int // curText[:owned] are copies, not strings over a batch

	// the event being assembled
	state     splitState
	cur       Event
	curText   []string
	blanks    int         // trailing blank lines held in curText (Python)
	rustNoted bool        // a Rust panic's message has ended (a note or a backtrace began)
	curNoKey  bool        // the event's first line has noKey
	curPre    *linePrefix // the event's first line's pre
}

// asmKey is what of an assembler's state decides what it does with the
// lines that follow: two assemblers with equal keys after the same line
// emit the same events from there on (with the same texts: an event holds
// every line from its first to its last, so equal lines and line counts
// are equal texts). An idle assembler's key is the zero value.
type asmKey struct {
	state                   splitState
	kind                    Kind
	line, endLine, lines    int
	blanks                  int
	trunc, rustNoted, noKey bool
}

func (s *assembler) key() asmKey {
	if s.state == stIdle {
		return asmKey{}
	}
	return asmKey{state: s.state, kind: s.cur.Kind, line: s.cur.Line, endLine: s.cur.EndLine, lines: len(s.curText),
		blanks: s.blanks, trunc: s.cur.Truncated, rustNoted: s.rustNoted, noKey: s.curNoKey}
}

// asmSnap is a batch assembler's state after one of the batch's first
// lines, and how far it had got.
type asmSnap struct {
	key     asmKey
	nout    int // events emitted
	lastEnd int
}

// maxSync is how many of a batch's first lines the Splitter feeds itself,
// at most, looking for a state its assembler had too; past them (an event
// longer than that across a batch's start) it feeds the whole batch.
const maxSync = 256

// assemble runs b's assembler over its lines, from an idle state.
func (b *lineBatch) assemble() {
	a := &b.asm
	*a = assembler{out: a.out[:0], curText: a.curText[:0]}
	b.snaps = b.snaps[:0]
	for i := range b.lines {
		a.feed(b.lines[i])
		if i < maxSync {
			b.snaps = append(b.snaps, asmSnap{key: a.key(), nout: len(a.out), lastEnd: a.lastEnd})
		}
	}
}

type splitState int

const (
	stIdle      splitState = iota
	stCandidate            // one "Class: message" line; a stack may follow
	stPython               // inside a traceback, before its exception line
	stPythonEnd            // after the exception line; a chained section may follow
	stGo                   // panic line and goroutine stacks
	stStack                // JavaScript or Java frames
	stRust                 // a Rust panic: message, notes, backtrace
	stAnyhow               // anyhow's "Caused by:" list
)

// NewSplitter returns a Splitter reading r.
func NewSplitter(r io.Reader) *Splitter { return newSplitter(r, lineScreen{}, 1) }

// newSplitter returns a Splitter reading r whose lines are classified by
// workers goroutines, in parallel with reading and splitting; with a
// screen, a single-line event whose line the screen rejects is dropped.
func newSplitter(r io.Reader, screen lineScreen, workers int) *Splitter {
	return newSplitterCap(r, screen, workers, MaxLineBytes)
}

// newSplitterCap is newSplitter keeping maxLine bytes of a line.
func newSplitterCap(r io.Reader, screen lineScreen, workers, maxLine int) *Splitter {
	return newSplitterFull(r, screen, workers, maxLine, false, nil, nil)
}

// newSplitterFull is newSplitterCap feeding every line on the goroutine
// that calls Next when serial, with the Splitter's answer and stop (see
// Splitter).
func newSplitterFull(r io.Reader, screen lineScreen, workers, maxLine int, serial bool, answer func(*Event), stop <-chan struct{}) *Splitter {
	workers = max(workers, 1)
	n := 2*workers + 2
	s := &Splitter{batches: make(chan *lineBatch, n), classify: make(chan *lineBatch, n), free: make(chan *lineBatch, n+2), done: make(chan struct{}), screen: screen, maxLine: maxLine, serial: serial, nul: -1,
		answer: answer, stop: stop}
	s.classifiers.Add(workers)
	for i := 0; i < workers; i++ {
		go s.classifyLines()
	}
	go s.read(r)
	return s
}

// errStopped is what Next returns once the Splitter's stop is closed.
var errStopped = errors.New("match: splitter stopped")

// classifyLines sets the flags of each batch's lines, assembles its
// events and answers them (with s.answer), then marks it ready. It returns
// when the reader is done or the Splitter is closed.
func (s *Splitter) classifyLines() {
	defer s.classifiers.Done()
	var sc screenScratch
	for {
		var b *lineBatch
		select {
		case b = <-s.classify:
		case <-s.done:
			return
		}
		if b == nil {
			return // s.classify is closed
		}
		s.cutLines(b)
		batched := s.screen.lines != nil && s.screen.lines(b.lines)
		probed := !batched && s.screen.batch != nil
		if probed {
			s.screen.batch(b.lines, &sc)
		}
		for i := range b.lines {
			l := &b.lines[i]
			from := 0
			switch {
			case probed:
				from = sc.from[i]
			case !batched && s.screen.line != nil:
				l.pre, from = s.screen.line(l.text)
				l.noKey = l.pre == nil
			}
			l.plain = !mayStartEvent(l.text[from:]) && !isAtFrame(l.text)
		}
		if !s.serial {
			b.assemble()
			if s.answer != nil {
				for i := range b.asm.out {
					s.answer(&b.asm.out[i])
				}
			}
		}
		close(b.ready)
	}
}

// LastEnd returns the last line of the last event finished, whether Next
// returned it or dropped it. It may be called once Next has returned
// io.EOF.
func (s *Splitter) LastEnd() int { return s.lastEnd }

// CutLines returns how many lines of the input read so far were over
// MaxLineBytes and lost their middle.
func (s *Splitter) CutLines() int { return s.cut }

// NUL returns the offset in the input of the first NUL byte read so far,
// or -1: text has none, so a NUL says the input is binary (a compressed
// log, a core file) or holds binary runs (a log truncated in place while
// written, whose gap reads as NULs).
func (s *Splitter) NUL() int64 { return s.nul }

// Close stops the reading goroutine once its current read returns, and
// returns once the classifying goroutines are done with the batch each
// may be classifying (they use the Index's tables, which may be closed
// next).
func (s *Splitter) Close() {
	select {
	case <-s.done:
	default:
		close(s.done)
	}
	s.classifiers.Wait()
}

// Batch sizes of the reader: it reads readBytes at a time and hands a
// batch on when it holds batchBytes, or when a read came back short (a
// pipe with nothing more for now), or at the end.
const (
	readBytes  = 64 << 10
	batchBytes = 128 << 10
)

// read reads r into batches of whole lines, at most s.maxLine bytes of
// each kept: a longer line keeps its first and last halves (cutHalves),
// the rest is read and dropped. It only finds where the batch's last line
// ends and counts the lines; the classifiers cut them (cutLines), in
// parallel. It notes the first NUL byte it reads.
func (s *Splitter) read(r io.Reader) {
	defer close(s.classify)
	b := s.emptyBatch()
	lines := 0        // lines in the batches sent
	var read int64    // bytes read from r
	nul := int64(-1)  // the first NUL's offset in r, once noted
	partial := 0      // where b.buf's last line, not yet ended, starts
	skipping := false // that line is over the cap: it has its head, and its last bytes go to tail
	var tail []byte   // the last bytes of the line being skipped, at most tailCap after each read
	head, tailCap := cutHalves(s.maxLine)
	// endCut ends the line being skipped at b.buf's end: its head, the
	// mark, its tail.
	endCut := func() {
		tail = keepLast(tail, tailCap)
		for k := 0; k < utf8.UTFMax-1 && len(tail) > 0 && !utf8.RuneStart(tail[0]); k++ {
			tail = tail[1:] // a rune cut in two is not shown
		}
		b.buf = append(append(b.buf, CutMark...), tail...)
		b.cuts = append(b.cuts, partial)
		skipping, tail = false, tail[:0]
	}
	send := func(err error) bool {
		b.first, b.err, b.nul = lines, err, nul
		lines += bytes.Count(b.buf, newline)
		if err != nil && len(b.buf) > 0 && b.buf[len(b.buf)-1] != '\n' {
			lines++ // the last line, which no newline ends
		}
		// Queued for classification first, so that every batch the
		// Splitter receives will be made ready.
		select {
		case s.classify <- b:
		case <-s.done:
			return false
		}
		select {
		case s.batches <- b:
			return true
		case <-s.done:
			return false
		}
	}
	for {
		old := len(b.buf)
		b.buf = slices.Grow(b.buf, readBytes)
		n, err := r.Read(b.buf[old : old+readBytes])
		b.buf = b.buf[:old+n]
		if nul < 0 {
			if k := bytes.IndexByte(b.buf[old:], 0); k >= 0 {
				nul = read + int64(k)
			}
		}
		read += int64(n)
		if skipping && n > 0 {
			k := bytes.IndexByte(b.buf[old:], '\n')
			if k < 0 {
				tail = keepLast(append(tail, b.buf[old:]...), tailCap)
				b.buf = b.buf[:old]
			} else {
				tail = append(tail, b.buf[old:old+k]...)
				rest := append([]byte(nil), b.buf[old+k:]...)
				b.buf = b.buf[:old]
				endCut()
				b.buf = append(b.buf, rest...)
			}
		}
		if i := bytes.LastIndexByte(b.buf[max(old, partial):], '\n'); i >= 0 {
			partial = max(old, partial) + i + 1
		}
		// Bytes after partial hold no newline: all are the last line's.
		if !skipping && len(b.buf)-partial > s.maxLine {
			h := partial + head
			for k := 0; k < utf8.UTFMax-1 && h > partial && !utf8.RuneStart(b.buf[h]); k++ {
				h-- // nor in the head
			}
			tail = keepLast(append(tail[:0], b.buf[partial+head:]...), tailCap)
			b.buf = b.buf[:h]
			skipping = true
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = io.EOF
			}
			if skipping {
				endCut()
			}
			send(err)
			return
		}
		if partial > 0 && (len(b.buf) >= batchBytes || n < readBytes) {
			// The last line, not yet ended, goes on in the next batch.
			next := s.emptyBatch()
			next.buf = append(next.buf, b.buf[partial:]...)
			b.buf = b.buf[:partial]
			if !send(nil) {
				return
			}
			b, partial = next, 0
		}
	}
}

// keepLast returns the last n bytes of b, moved to its start, so that a
// tail kept over many reads reuses one array.
func keepLast(b []byte, n int) []byte {
	if len(b) <= n {
		return b
	}
	return b[:copy(b, b[len(b)-n:])]
}

// CutMark joins the head and the tail of a line over MaxLineBytes.
const CutMark = " … "

// cutLine returns the line l, over maxLine bytes, as the reader keeps
// such a line: its head, CutMark and its tail, neither with a rune cut in
// two.
func cutLine(l string, maxLine int) string {
	head, tail := cutHalves(maxLine)
	h := head
	for k := 0; k < utf8.UTFMax-1 && h > 0 && !utf8.RuneStart(l[h]); k++ {
		h--
	}
	t := len(l) - tail
	for k := 0; k < utf8.UTFMax-1 && t < len(l) && !utf8.RuneStart(l[t]); k++ {
		t++
	}
	return l[:h] + CutMark + l[t:]
}

// cutHalves returns how many bytes of a line over maxLine its head and its
// tail keep.
func cutHalves(maxLine int) (head, tail int) {
	return maxLine - maxLine/2, maxLine / 2
}

var newline = []byte{'\n'}

// cutLines cuts b's bytes into its lines, without their "\n", one "\r"
// before it and the NUL bytes at either end (lineText); a line that lost
// its middle (b.cuts) is marked trunc.
func (s *Splitter) cutLines(b *lineBatch) {
	// The buffer is not written again until the Splitter has released the
	// batch.
	text := unsafe.String(unsafe.SliceData(b.buf), len(b.buf))
	n := b.first
	cuts := b.cuts
	for len(text) > 0 {
		start := len(b.buf) - len(text)
		l := text
		nl := strings.IndexByte(text, '\n')
		if nl >= 0 {
			l, text = text[:nl], text[nl+1:]
		} else {
			text = ""
		}
		trunc := len(cuts) > 0 && cuts[0] == start
		if trunc {
			cuts = cuts[1:]
		} else if len(l) > s.maxLine { // a whole line of one read
			l, trunc = cutLine(l, s.maxLine), true
		}
		if nl < 0 && strings.TrimSuffix(l, "\r") == "" {
			break // a "\r" that ends the input is no line
		}
		n++
		b.lines = append(b.lines, rawLine{text: lineText(l), n: n, trunc: trunc})
	}
}

// lineText is the text of the line l: without one "\r" at its end, and
// without NUL bytes at either end, which are no text (a C string's end
// written out, the gap a log truncated while written reads as). A NUL
// right after a message hid its error.
func lineText(l string) string {
	return strings.Trim(strings.TrimSuffix(l, "\r"), "\x00")
}

// emptyBatch returns a batch the Splitter released, emptied, or a new one.
func (s *Splitter) emptyBatch() *lineBatch {
	select {
	case b := <-s.free:
		b.lines, b.buf, b.err, b.ready, b.cuts, b.nul = b.lines[:0], b.buf[:0], nil, make(chan struct{}), b.cuts[:0], -1
		return b
	default:
		return &lineBatch{ready: make(chan struct{}), nul: -1}
	}
}

// release hands the batch whose lines have all been fed back to the
// reader, once the pending event's lines and its first line's pre, which
// may be strings over the batch's buffer, are copies of their own.
// Emitted events own their text already (see finish).
func (s *Splitter) release() {
	b := s.fed
	if b == nil {
		return
	}
	s.fed = nil
	if s.state != stIdle {
		for i := s.owned; i < len(s.curText); i++ {
			s.curText[i] = strings.Clone(s.curText[i])
		}
		s.owned = len(s.curText)
		s.curPre = s.curPre.clone()
	}
	select {
	case s.free <- b:
	default:
	}
}

// clone returns a copy of p that shares no bytes with p's line.
func (p *linePrefix) clone() *linePrefix {
	if p == nil {
		return nil
	}
	return &linePrefix{rest: strings.Clone(p.rest), level: strings.Clone(p.level), keyed: p.keyed, lineKeys: p.lineKeys}
}

// Buffered reports whether Next can return without waiting for input: it
// has read lines or events in hand. Callers batching events use it to
// decide when to hand a batch on.
func (s *Splitter) Buffered() bool {
	return len(s.out) > 0 || len(s.queue) > 0 || len(s.batches) > 0
}

// Next returns the next event, or io.EOF after the last one. Lines that
// belong to no event (blank lines between stacks) are dropped; every other
// line is an event of its own (KindLine), which the caller may ignore when
// nothing matches it.
func (s *Splitter) Next() (Event, error) {
	for {
		if s.stopped {
			return Event{}, errStopped
		}
		if len(s.out) > 0 {
			ev := s.out[0]
			s.out = s.out[1:]
			return ev, nil
		}
		if len(s.queue) > 0 {
			l := s.queue[0]
			s.queue = s.queue[1:]
			s.feed(l)
			continue
		}
		if s.err != nil {
			s.finish()
			if len(s.out) > 0 {
				continue
			}
			return Event{}, s.err
		}
		s.wait()
	}
}

// wait receives the next batch; with an event pending that may be complete,
// it gives up after FlushAfter and emits it.
func (s *Splitter) wait() {
	var flush <-chan time.Time
	if s.state != stIdle && s.state != stPython {
		d := s.FlushAfter
		if d <= 0 {
			d = DefaultFlushAfter
		}
		t := time.NewTimer(d)
		defer t.Stop()
		flush = t.C
	}
	select {
	case b := <-s.batches:
		select {
		case <-b.ready:
			s.take(b)
		case <-s.stop:
			s.stopped = true
		}
	case <-flush:
		s.finish()
	case <-s.stop:
		s.stopped = true
	}
}

// take takes b's events, releasing the batch fed before. It feeds b's
// lines itself until its state agrees with that of b's assembler after the
// same line, then takes the events that assembler emitted after that line
// and the state it ended in; when they do not agree within maxSync lines,
// it feeds every line of b.
func (s *Splitter) take(b *lineBatch) {
	s.release()
	s.fed = b
	s.cut += len(b.cuts)
	if s.nul < 0 {
		s.nul = b.nul
	}
	s.queue, s.err = b.lines, b.err
	if s.serial {
		return
	}
	var at asmSnap // the agreement; the zero value: idle before the first line
	if s.state != stIdle {
		for i := 0; ; i++ {
			if i >= len(b.snaps) {
				s.queue = b.lines[i:]
				return
			}
			s.feed(b.lines[i])
			if s.key() == b.snaps[i].key {
				at = b.snaps[i]
				break
			}
		}
	}
	s.queue = nil
	a := &b.asm
	s.out = append(s.out, a.out[at.nout:]...)
	if a.lastEnd != at.lastEnd {
		s.lastEnd = a.lastEnd
	}
	s.state, s.cur, s.blanks, s.rustNoted, s.curNoKey, s.curPre = a.state, a.cur, a.blanks, a.rustNoted, a.curNoKey, a.curPre
	s.curText = append(s.curText[:0], a.curText...)
	s.owned = 0
}

var goFuncRE = regexp.MustCompile(`^(?:created by )?[\w./*()\[\]{}%-]+\(.*\)(?: in goroutine \d+)?$`)

func (s *assembler) feed(l rawLine) {
	if (s.state == stIdle || s.state == stCandidate) && l.plain && !s.continues(l.text) {
		// The common case, a line that starts nothing: emit the line held
		// before it and hold this one, since a stack's "at" frames may follow.
		if s.state == stCandidate && blank(l.text) && s.blanks == 0 && (strings.HasPrefix(s.curText[0], "Error: ") || s.panicHeld(true)) {
			// anyhow's report: "Error: ...", a blank line, "Caused by:";
			// or a Go panic after the program's output on its line, a
			// blank line, "goroutine 1 [running]:".
			s.curText = append(s.curText, l.text)
			s.cur.EndLine = l.n
			s.blanks++
			return
		}
		s.finish()
		if !blank(l.text) {
			s.cur = Event{Kind: KindLine, Line: l.n, EndLine: l.n, Truncated: l.trunc}
			s.curText = append(s.curText[:0], l.text)
			s.owned = 0
			s.blanks = 0
			s.state = stCandidate
			s.curNoKey, s.curPre = l.noKey, l.pre
		}
		return
	}
	rest, _ := StripPrefix(l.text)
	switch s.state {
	case stIdle:
		s.start(l, rest)
	case stCandidate:
		switch {
		case isAtFrame(rest):
			s.cur.Kind = KindJS
			if javaFrameRE.MatchString(rest) {
				s.cur.Kind = KindJava
			}
			s.state = stStack
			s.add(l)
		case strings.TrimSpace(rest) == "Caused by:" && strings.HasPrefix(s.curText[0], "Error: "):
			s.cur.Kind, s.state, s.blanks = KindRust, stAnyhow, 0
			s.add(l)
		case s.goroutineAfterPanic(rest):
			s.cur.Kind, s.state, s.blanks = KindGo, stGo, 0
			s.add(l)
		case len(s.curText) == 1 && indented(l.text) && pyWarningRE.MatchString(s.curText[0]):
			s.add(l) // the source line under a Python warning
			s.finish()
		case s.recordTraceback(l.text, rest):
			// logging's exception() (or exc_info=True): the record's line,
			// then the traceback, unprefixed. One report, as a log
			// collector joins it: a line without a log prefix continues
			// the record before it. Parse reads the traceback.
			s.cur.Kind, s.state, s.blanks = KindPython, stPython, 0
			s.add(l)
		default:
			s.finish()
			s.start(l, rest)
		}
	case stPython:
		if rest == "" || rest[0] == ' ' || rest[0] == '\t' || isTracebackHead(rest) || isChainLine(rest) {
			s.add(l)
			return
		}
		s.add(l) // the exception line
		s.state = stPythonEnd
	case stPythonEnd:
		switch {
		case strings.TrimSpace(rest) == "":
			s.add(l)
			s.blanks++
		case isChainLine(rest):
			s.blanks = 0
			s.add(l)
			s.state = stPython
		case s.blanks == 0 && rest == l.text && !strings.HasPrefix(rest, "panic: ") && !strings.HasPrefix(rest, "Exception in thread ") &&
			(!isTracebackHead(rest) || strings.HasSuffix(strings.TrimSpace(s.curText[len(s.curText)-1]), ":")):
			// A line without a log prefix right after the exception line
			// continues its message (a multi-line message, or a
			// subprocess's own traceback after "failed:"); a traceback
			// head after a complete message starts another exception.
			s.add(l)
		default:
			s.finish()
			s.start(l, rest)
		}
	case stGo:
		t := strings.TrimSpace(rest)
		switch {
		case t == "" || rest[0] == '\t' || rest[0] == ' ' || strings.HasPrefix(t, "goroutine ") || goFuncRE.MatchString(t) || strings.HasPrefix(t, "[signal "):
			if t == "" {
				s.blanks++
			} else {
				s.blanks = 0
			}
			s.add(l)
		case strings.HasPrefix(t, "exit status "):
			s.blanks = 0
			s.add(l)
			s.finish()
		default:
			s.finish()
			s.start(l, rest)
		}
	case stRust:
		t := strings.TrimSpace(rest)
		switch {
		case t == "":
			s.finish()
		case rest == l.text && (indented(rest) || strings.HasPrefix(t, "note: ") || t == "stack backtrace:" || rustFrameFnRE.MatchString(rest) || !s.rustNoted):
			s.rustNoted = s.rustNoted || strings.HasPrefix(t, "note: ") || t == "stack backtrace:"
			s.add(l)
		default:
			s.finish()
			s.start(l, rest)
		}
	case stAnyhow:
		if strings.TrimSpace(rest) != "" && indented(rest) {
			s.add(l)
			return
		}
		s.finish()
		s.start(l, rest)
	case stStack:
		t := strings.TrimSpace(rest)
		if isAtFrame(rest) || strings.HasPrefix(t, "... ") && strings.HasSuffix(t, " more") || strings.HasPrefix(t, "Caused by: ") || strings.HasPrefix(t, "Suppressed: ") || strings.HasPrefix(t, "[cause]: ") {
			s.add(l)
			return
		}
		s.finish()
		s.start(l, rest)
	}
}

// recordTraceback reports whether the line l (rest without its log
// prefix) is a traceback head that continues the log record held: the
// head has no log prefix of its own, and the record's line has one, at a
// level that may report an error (not INFO or DEBUG: logging's
// exception() logs at ERROR, and a traceback after an INFO line is
// another report).
func (s *assembler) recordTraceback(l, rest string) bool {
	if len(s.curText) != 1 || rest != l || !isTracebackHead(rest) {
		return false
	}
	r, level := StripPrefix(s.curText[0])
	return r != s.curText[0] && !quietLevel(level)
}

// continues reports whether a line that starts nothing still belongs to
// the candidate line held: anyhow's "Caused by:" after "Error: ...", the
// source line under a Python warning.
func (s *assembler) continues(l string) bool {
	if s.state != stCandidate {
		return false
	}
	if strings.HasPrefix(s.curText[0], "Error: ") && strings.TrimSpace(l) == "Caused by:" || s.goroutineAfterPanic(l) {
		return true
	}
	return len(s.curText) == 1 && indented(l) && pyWarningRE.MatchString(s.curText[0])
}

// panicHeld reports whether the candidate line held, with the blank line
// after it if any, may head a Go panic whose goroutine stack follows
// (goPanicHead: "panic: " after the program's output, "http: panic
// serving …"). blank: l is a blank line, which is held only after
// "panic: ", where the runtime prints one.
func (s *assembler) panicHeld(blank bool) bool {
	if len(s.curText) != 1+s.blanks || s.blanks > 1 {
		return false
	}
	rest, _ := StripPrefix(s.curText[0])
	if blank {
		return s.blanks == 0 && strings.Index(rest, "panic: ") > 0
	}
	_, ok := goPanicHead(rest)
	return ok
}

// goroutineAfterPanic reports whether l is the goroutine header that makes
// the candidate line held (and a blank line after it) a Go panic.
func (s *assembler) goroutineAfterPanic(l string) bool {
	if l != "" && l[0] != 'g' && !isSpaceByte(l[0]) {
		return false // not "goroutine " after blanks, as most lines
	}
	t := strings.TrimSpace(l)
	return s.state == stCandidate && strings.HasPrefix(t, "goroutine ") && strings.HasSuffix(t, ":") && s.panicHeld(false)
}

// blank reports whether l is empty or white space, as strings.TrimSpace
// tells, looking at one byte for most lines.
func blank(l string) bool {
	if l != "" && !isSpaceByte(l[0]) {
		return false
	}
	return strings.TrimSpace(l) == ""
}

// isSpaceByte reports whether a line starting with byte c may start with
// white space as strings.TrimSpace reads it: ASCII white space, or a byte
// of a multi-byte rune (U+0085, U+00A0 and the other Unicode spaces).
func isSpaceByte(c byte) bool {
	return c <= ' ' || c >= 0x80
}

// mayStartEvent is a cheap screen for lines that can begin a traceback,
// panic or stack; the others are single-line events without further work.
// The two panic heads are looked for only in a line holding "panic": the
// search for " panicked at ", which begins with a space, is slow.
func mayStartEvent(l string) bool {
	// Each head holds a byte rare in text at a fixed place: the 'k' of
	// "Traceback (" and " panicked at ", the 'x' of "Exception in thread
	// ", the ": " that ends "panic: " and "fatal error: ". Only those
	// bytes are looked for (IndexByte), and the head checked around each.
	for i := 0; ; i++ {
		k := strings.IndexByte(l[i:], 'k')
		if k < 0 {
			break
		}
		i += k
		if i >= 8 && strings.HasPrefix(l[i-8:], "Traceback (") || i >= 6 && strings.HasPrefix(l[i-6:], " panicked at ") {
			return true
		}
	}
	for i := 0; ; i++ {
		x := strings.IndexByte(l[i:], 'x')
		if x < 0 {
			break
		}
		i += x
		if i >= 1 && strings.HasPrefix(l[i-1:], "Exception in thread ") {
			return true
		}
	}
	for i := 0; ; i++ {
		c := strings.IndexByte(l[i:], ':')
		if c < 0 {
			return false
		}
		i += c
		if i+1 < len(l) && l[i+1] == ' ' && (strings.HasSuffix(l[:i+2], "panic: ") || strings.HasSuffix(l[:i+2], "fatal error: ")) {
			return true
		}
	}
}

func isChainLine(l string) bool {
	return strings.HasPrefix(l, "During handling of the above exception") || strings.HasPrefix(l, "The above exception was the direct cause")
}

func isAtFrame(l string) bool {
	if !indented(l) {
		return false
	}
	t := strings.TrimLeft(l, " \t")
	return len(t) < len(l) && strings.HasPrefix(t, "at ")
}

func (s *assembler) start(l rawLine, rest string) {
	if strings.TrimSpace(rest) == "" {
		return // blank lines between events belong to none
	}
	s.cur = Event{Line: l.n, EndLine: l.n}
	s.curText = s.curText[:0]
	s.owned = 0
	s.blanks = 0
	s.curNoKey, s.curPre = l.noKey, l.pre
	s.add(l)
	switch {
	case isTracebackHead(rest):
		s.cur.Kind, s.state = KindPython, stPython
	case strings.HasPrefix(rest, "panic: ") || strings.HasPrefix(rest, "fatal error: "):
		s.cur.Kind, s.state = KindGo, stGo
	case strings.HasPrefix(rest, "Exception in thread "):
		s.cur.Kind, s.state = KindJava, stStack
	case rustPanicRE.MatchString(strings.TrimSpace(rest)):
		s.cur.Kind, s.state, s.rustNoted = KindRust, stRust, false
	default: // any line may head a JavaScript or Java stack
		s.cur.Kind, s.state = KindLine, stCandidate
	}
}

func (s *assembler) add(l rawLine) {
	if len(s.curText) < MaxEventLines {
		s.curText = append(s.curText, l.text)
	} else {
		s.cur.Truncated = true
	}
	if l.trunc {
		s.cur.Truncated = true
	}
	s.cur.EndLine = l.n
}

// finish emits the pending event, without trailing blank lines.
func (s *assembler) finish() {
	if s.state == stIdle {
		return
	}
	text := s.curText
	for s.blanks > 0 && len(text) > 0 && strings.TrimSpace(text[len(text)-1]) == "" {
		text = text[:len(text)-1]
		s.blanks--
		s.cur.EndLine--
	}
	s.lastEnd = s.cur.EndLine
	s.state = stIdle
	s.blanks = 0
	if s.curNoKey && s.cur.Kind == KindLine && len(text) == 1 {
		return // a line no record explains: its answer would be dropped
	}
	// The event's text and pre are copies: a batch's lines are strings
	// over its buffer, which is filled again once released.
	s.cur.Text = strings.Join(text, "\n")
	if len(text) == 1 {
		s.cur.Text = strings.Clone(text[0])
		if s.cur.Kind == KindLine {
			s.cur.pre = s.curPre.clone()
		}
	}
	s.out = append(s.out, s.cur)
}
