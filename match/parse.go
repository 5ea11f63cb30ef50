package match

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

// Kind tells what an error text is.
type Kind int

// The kinds of error text Parse and the Splitter recognise.
const (
	KindLine   Kind = iota // one message, possibly behind a log prefix
	KindPython             // a Python traceback
	KindGo                 // a Go panic with its goroutine stacks
	KindJS                 // a JavaScript stack: "Error: ..." and "    at ..." lines
	KindJava               // a Java/Kotlin stack: "Exception in thread ...", "Caused by:"
	KindRust               // a Rust panic ("thread 'main' panicked at src/x.rs:10:5:") or an anyhow report ("Error: ...", "Caused by:")
)

var kindNames = [...]string{"line", "python", "go", "js", "java", "rust"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Frame is one stack frame.
type Frame struct {
	// File is the path as printed, slash-separated, with URL schemes
	// (file://, webpack://name/) removed; Java frames are rebuilt as
	// pkg/dir/File.java.
	File string
	Line int
	// Column is the column a JavaScript frame gives (1-based), or 0.
	Column int
	// Func is the function the frame names, as printed ("send_state",
	// "pkg.(*T).Method", "Registry.lookup"), or "".
	Func string
	// Src is the source line a Python traceback prints under the frame,
	// trimmed, or "".
	Src string
}

// Exception is what Parse reads from an error text.
type Exception struct {
	Kind Kind
	// Class is the exception class the text names ("RuntimeError",
	// "java.lang.IllegalStateException"), or "".
	Class string
	// Message is the error line, class prefix included ("KeyError: 'x'").
	// For a Python traceback it is the final exception's; for a Java stack
	// the outermost exception's; for a Go panic the panic value; for an
	// anyhow report its chain joined by ": ", as anyhow's "{:#}" prints
	// it.
	Message string
	// Frames are the stack frames that belong to Message's exception,
	// outermost first where the text says (Python), else as printed.
	Frames []Frame
	// Level is the log level the text's prefix or JSON field names,
	// upper-cased ("ERROR", "WARNING"), or "".
	Level string
}

// MaxMessageBytes caps the message text that is verified against patterns.
// A longer message is matched on its first and last MaxMessageBytes/2
// bytes joined by CutMark, as a line over MaxLineBytes is kept: an error
// at either end of a huge log line is found, and no pattern matches
// across the part left out.
const MaxMessageBytes = 64 << 10

var (
	pyFrameRE   = regexp.MustCompile(`^\s*File "([^"]+)", line (\d+)(?:, in (.+))?`)
	goFrameRE   = regexp.MustCompile(`^\s+(\S+\.go):(\d+)(?:\s+\+0x[0-9a-fA-F]+)?\s*$`)
	jsFrameRE   = regexp.MustCompile(`^\s*at (?:(?:async |new )?(.*?) \()?((?:file|webpack(?:-internal)?)://)?([^()\s]+?):(\d+):(\d+)\)?\s*$`)
	javaFrameRE = regexp.MustCompile(`^\s*at (?:[\w$.]+/)?([\w$.<>]+)\.([\w$<>]+)\(([\w$-]+\.(?:java|kt|scala|groovy)):(\d+)\)`)
	javaHeadRE  = regexp.MustCompile(`^(?:Exception in thread "[^"]*" )?((?:[\w$]+\.)*[\w$]*(?:Exception|Error|Throwable|Failure)[\w$]*)(?:: (.*))?$`)
	// c10RE is the line PyTorch's c10::Error appends to its message: the
	// C++ site that raised it.
	c10RE = regexp.MustCompile(`^Exception raised from (\S+) at (.+?):(\d+) \(most recent call first\):$`)
	// rustPanicRE is a Rust panic's first line: "thread 'main' panicked at
	// src/x.rs:10:5:" (Rust 1.73 and later; the message follows on the
	// next lines; 1.88 and later print the thread's id, "thread 'main'
	// (31748) panicked at …") or "thread 'main' panicked at 'msg',
	// src/x.rs:10:5".
	rustPanicRE    = regexp.MustCompile(`^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?([^\s:][^:]*\.rs):(\d+):\d+:?$`)
	rustFrameRE    = regexp.MustCompile(`^\s+at (.+\.rs):(\d+)(?::\d+)?$`)
	rustFrameFnRE  = regexp.MustCompile(`^\s*\d+: (?:0x[0-9a-f]+ - )?(.+)$`)
	pyMarkerLineRE = regexp.MustCompile(`^\s*[~^]+\s*$`)
	// pyWarningRE is how Python's warnings module prints a warning:
	// "path.py:12: UserWarning: message", then the source line.
	pyWarningRE = regexp.MustCompile(`^(\S.*?\.pyx?):(\d+): ((?:[\w]+\.)*\w*Warning): (.*)$`)
)

// Parse reads an error text: one message, or one Python traceback, Go
// panic, Rust panic or anyhow report, or JavaScript or Java stack. Log
// prefixes (timestamps, levels, [pid], logger names) are stripped from
// each line; a JSON log line gives its message and its traceback field.
func Parse(text string) Exception {
	lines := strings.Split(text, "\n")
	level := ""
	for i, l := range lines {
		var lv string
		lines[i], lv = StripPrefix(strings.TrimRight(lineText(l), "\r"))
		if level == "" {
			level = lv
		}
	}
	if len(lines) == 1 {
		if ex, lv, ok := parseStructured(lines[0]); ok {
			ex.Level = lv
			return ex
		}
	}
	ex := parseLines(lines)
	ex.Level = level
	return ex
}

// parseLines is Parse for lines already stripped of their prefixes.
func parseLines(lines []string) Exception {
	if sec := lastPythonSection(lines); sec >= 0 {
		return parsePython(lines[sec+1:])
	}
	for i, l := range lines {
		if m, ok := goPanicMessage(l); ok {
			return parseGo(m, lines[i+1:])
		}
	}
	for i, l := range lines {
		if m, ok := goPanicHead(l); ok && goStackFollows(lines[i+1:]) {
			return parseGo(m, lines[i+1:])
		}
	}
	for i, l := range lines {
		if m := rustPanicRE.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			return parseRustPanic(m, lines[i+1:])
		}
	}
	if ex, ok := parseAnyhow(lines); ok {
		return ex
	}
	if m := pyWarningRE.FindStringSubmatch(strings.TrimSpace(lines[0])); m != nil {
		n, _ := strconv.Atoi(m[2])
		f := Frame{File: cleanFramePath(m[1]), Line: n}
		if len(lines) > 1 {
			f.Src = strings.TrimSpace(lines[1])
		}
		return Exception{Kind: KindLine, Class: m[3], Message: m[3] + ": " + m[4], Frames: []Frame{f}}
	}
	for i, l := range lines {
		if !strings.HasPrefix(strings.TrimLeft(l, " \t"), "at ") {
			continue
		}
		if javaFrameRE.MatchString(l) {
			return parseJava(lines)
		}
		if jsFrameRE.MatchString(l) {
			return parseJS(lines[:i], lines[i:])
		}
	}
	msg := strings.TrimSpace(strings.Join(lines, "\n"))
	return Exception{Kind: KindLine, Class: leadingClass(msg), Message: msg}
}

// tracebackHead is what starts a Python traceback.
const tracebackHead = "Traceback (most recent call last):"

// isTracebackHead reports whether l starts a Python traceback: the head
// alone (indented or behind an exception group's "| "), or at the end of a
// log call's text ("Scheduler hit an exception: Traceback (most recent
// call last):").
func isTracebackHead(l string) bool {
	l = strings.TrimRight(l, " \t")
	if !strings.HasSuffix(l, tracebackHead) {
		return false
	}
	before := strings.TrimLeft(strings.TrimSuffix(l, tracebackHead), " \t|+-")
	return before == "" || before == "Exception Group " || strings.HasSuffix(before, " ") || strings.HasSuffix(before, ":")
}

// lastPythonSection returns the index of the head line of the traceback
// section whose exception the text reports, or -1. Sections follow one
// another through "During handling of the above exception..." and "The
// above exception was the direct cause..." lines; a head that follows
// other text belongs to a message (an inner traceback a subprocess
// printed), not to a section of its own.
func lastPythonSection(lines []string) int {
	last := -1
	chained := true // the first head may start anywhere
	for i, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case isTracebackHead(l):
			if chained || last < 0 {
				last = i
			}
			chained = false
		case isChainLine(strings.TrimLeft(l, " \t|")):
			chained = true
		case t == "":
		default:
			if last >= 0 {
				chained = false
			}
		}
	}
	return last
}

func parsePython(sec []string) Exception {
	ex := Exception{Kind: KindPython}
	i := 0
	for ; i < len(sec); i++ {
		l := sec[i]
		if m := pyFrameRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[2])
			f := Frame{File: cleanFramePath(strings.ReplaceAll(m[1], `\`, "/")), Line: n, Func: strings.TrimSpace(m[3])}
			// The source line, indented under the frame; Python 3.11
			// adds a line of ^ and ~ markers under it.
			if i+1 < len(sec) && !pyFrameRE.MatchString(sec[i+1]) && indented(sec[i+1]) && !pyMarkerLineRE.MatchString(sec[i+1]) {
				f.Src = strings.TrimSpace(sec[i+1])
				i++
			}
			if m[3] == "" {
				// File "<string>", line 1 with no function: a
				// SyntaxError's place in the text it parsed, printed
				// after the stack, not a frame.
				continue
			}
			ex.Frames = append(ex.Frames, f)
			continue
		}
		if l == "" || l[0] == ' ' || l[0] == '\t' {
			continue
		}
		break
	}
	// The message runs to the end of the section: a chain line after a
	// blank line starts the next one.
	var msg []string
	for ; i < len(sec); i++ {
		l := sec[i]
		if isChainLine(strings.TrimLeft(l, " \t|")) {
			break
		}
		if m := c10RE.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			// PyTorch's c10::Error: the C++ site, then C++ frames that
			// name no source position.
			n, _ := strconv.Atoi(m[3])
			ex.Frames = append(ex.Frames, Frame{File: cleanFramePath(m[2]), Line: n, Func: m[1]})
			break
		}
		msg = append(msg, l)
	}
	ex.Message = strings.TrimSpace(strings.Join(msg, "\n"))
	// The final line of a traceback always starts with the class, which
	// may be lower-case (re.error, socket.timeout).
	tok := ex.Message
	if i := strings.Index(tok, ": "); i >= 0 {
		tok = tok[:i]
	}
	if i := strings.IndexByte(tok, '\n'); i >= 0 {
		tok = tok[:i]
	}
	if isDottedName(tok) {
		ex.Class = tok
	}
	return ex
}

func indented(l string) bool { return l != "" && (l[0] == ' ' || l[0] == '\t') }

// cleanFramePath removes what a frame's path carries besides the path:
// file:// and webpack:// schemes (with webpack's project name), "./"
// segments, and a Windows drive's backslashes.
func cleanFramePath(p string) string {
	p = strings.ReplaceAll(p, `\`, "/")
	switch {
	case strings.HasPrefix(p, "file://"):
		p = strings.TrimPrefix(p, "file://")
	case strings.HasPrefix(p, "webpack://"), strings.HasPrefix(p, "webpack-internal://"):
		p = p[strings.Index(p, "://")+3:]
		if i := strings.IndexByte(p, '/'); i >= 0 {
			p = p[i+1:] // the project name
		}
	}
	for strings.HasPrefix(p, "./") {
		p = p[2:]
	}
	return strings.ReplaceAll(p, "/./", "/")
}

// isDottedName reports whether s is a dotted identifier.
func isDottedName(s string) bool {
	if s == "" || len(s) > 200 || s[0] == '.' || s[len(s)-1] == '.' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(isWordByte(c) || c == '.') {
			return false
		}
	}
	return true
}

// goPanicMessage returns the panic value of a "panic: ..." or
// "fatal error: ..." line.
func goPanicMessage(l string) (string, bool) {
	for _, p := range []string{"panic: ", "fatal error: "} {
		if strings.HasPrefix(l, p) {
			m := strings.TrimSuffix(strings.TrimSpace(l[len(p):]), " [recovered]")
			return strings.TrimSuffix(m, " [recovered, repanicked]"), true
		}
	}
	return "", false
}

// goPanicHead returns the message of a line that starts a Go panic when
// goroutine stacks follow it (goStackFollows) but that does not start with
// "panic: ": a program's own output printed without a newline before
// "panic: " (spf13/pflag prints its message with Fprintf, then panics with
// it), or a server's log line about a panic it recovered, with the stack
// on the lines after it (net/http's "http: panic serving ADDR: VALUE",
// then the dump of debug.Stack): the whole line is the message. A line
// that only mentions a panic has no stacks after it.
func goPanicHead(l string) (string, bool) {
	if i := strings.Index(l, "panic: "); i > 0 {
		return goPanicMessage(l[i:])
	}
	if strings.Contains(l, "panic") {
		return strings.TrimSpace(l), true
	}
	return "", false
}

// goStackFollows reports whether rest starts with a goroutine stack's
// header, right away or after a blank line and a "[signal …" line.
func goStackFollows(rest []string) bool {
	for i, l := range rest {
		if i > 2 {
			return false
		}
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "goroutine ") && strings.HasSuffix(t, ":"):
			return true
		case t == "" || strings.HasPrefix(t, "[signal "):
		default:
			return false
		}
	}
	return false
}

func parseGo(msg string, rest []string) Exception {
	ex := Exception{Kind: KindGo, Message: msg}
	for i, l := range rest {
		if m := goFrameRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[2])
			f := Frame{File: m[1], Line: n}
			if i > 0 {
				f.Func = goFuncName(strings.TrimSpace(rest[i-1]))
			}
			ex.Frames = append(ex.Frames, f)
		}
	}
	ex.Class = leadingClass(msg)
	return ex
}

// goFuncName returns the function of a goroutine stack's function line,
// "pkg.(*T).Method(0xc000010000)" -> "pkg.(*T).Method".
func goFuncName(l string) string {
	l = strings.TrimPrefix(l, "created by ")
	if i := strings.Index(l, " in goroutine "); i >= 0 {
		l = l[:i]
	}
	if strings.HasSuffix(l, ")") {
		if i := strings.LastIndexByte(l, '('); i > 0 {
			l = l[:i]
		}
	}
	return l
}

// parseRustPanic reads a Rust panic: its location is the panic site, the
// first frame; a RUST_BACKTRACE backtrace adds the others.
func parseRustPanic(m []string, rest []string) Exception {
	ex := Exception{Kind: KindRust, Class: "panic", Message: m[1]}
	n, _ := strconv.Atoi(m[3])
	ex.Frames = append(ex.Frames, Frame{File: cleanFramePath(m[2]), Line: n})
	i := 0
	if m[1] == "" {
		// Rust 1.73 and later print the message on the following lines.
		var msg []string
		for ; i < len(rest); i++ {
			t := strings.TrimSpace(rest[i])
			if strings.HasPrefix(t, "note: ") || t == "stack backtrace:" {
				break
			}
			msg = append(msg, rest[i])
		}
		ex.Message = strings.TrimSpace(strings.Join(msg, "\n"))
	}
	fn := ""
	for ; i < len(rest); i++ {
		if fm := rustFrameFnRE.FindStringSubmatch(rest[i]); fm != nil && !rustFrameRE.MatchString(rest[i]) {
			fn = fm[1]
			continue
		}
		if fm := rustFrameRE.FindStringSubmatch(rest[i]); fm != nil {
			ln, _ := strconv.Atoi(fm[2])
			ex.Frames = append(ex.Frames, Frame{File: cleanFramePath(fm[1]), Line: ln, Func: fn})
		}
	}
	return ex
}

// parseAnyhow reads anyhow's Debug report of an error chain:
//
//	Error: failed to load config
//
//	Caused by:
//	    0: reading x.yaml
//	    1: No such file or directory (os error 2)
//
// (one cause is printed without its number). The chain comes back joined
// by ": ", as anyhow's "{:#}" prints it, so that each link is matched at
// its boundary.
func parseAnyhow(lines []string) (Exception, bool) {
	head, caused := -1, -1
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if head < 0 && strings.HasPrefix(l, "Error: ") {
			head = i
		}
		if head >= 0 && t == "Caused by:" {
			caused = i
			break
		}
	}
	if head < 0 || caused < 0 {
		return Exception{}, false
	}
	first := strings.TrimSpace(strings.Join(lines[head:caused], "\n"))
	links := []string{first[min(len(first), len("Error: ")):]} // "Error: " alone is trimmed to 6 bytes
	for _, l := range lines[caused+1:] {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if !indented(l) {
			break
		}
		if j := strings.Index(t, ": "); j > 0 && isDigits(t[:j]) {
			t = t[j+2:]
		}
		links = append(links, t)
	}
	return Exception{Kind: KindRust, Message: strings.Join(links, ": ")}, true
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func parseJava(lines []string) Exception {
	ex := Exception{Kind: KindJava}
	head := -1
	for i, l := range lines {
		if m := javaHeadRE.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			ex.Class = m[1]
			ex.Message = strings.TrimSpace(l)
			if j := strings.Index(ex.Message, `" `); strings.HasPrefix(ex.Message, "Exception in thread ") && j > 0 {
				ex.Message = ex.Message[j+2:]
			}
			head = i
			break
		}
	}
	if head < 0 {
		head = 0
		ex.Message = strings.TrimSpace(lines[0])
	}
	for _, l := range lines[head+1:] {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "Caused by:") || strings.HasPrefix(t, "Suppressed:") {
			break
		}
		if m := javaFrameRE.FindStringSubmatch(l); m != nil {
			cls := m[1]
			if j := strings.IndexByte(cls, '$'); j >= 0 {
				cls = cls[:j]
			}
			file := m[3]
			simple := cls
			if j := strings.LastIndexByte(cls, '.'); j >= 0 {
				file = strings.ReplaceAll(cls[:j], ".", "/") + "/" + file
				simple = cls[j+1:]
			}
			n, _ := strconv.Atoi(m[4])
			ex.Frames = append(ex.Frames, Frame{File: file, Line: n, Func: simple + "." + m[2]})
		}
	}
	return ex
}

func parseJS(before, frames []string) Exception {
	ex := Exception{Kind: KindJS}
	// V8's stack starts with String(err), "Class: message", whose message
	// may span lines (yaml's YAMLParseError appends the offending source
	// and a ^ marker): the message runs from the first line that starts
	// with a class to the frames. Node's report of an uncaught error
	// prints the throwing source line and a ^ marker above it.
	head := -1
	for i, l := range before {
		if leadingClass(strings.TrimPrefix(strings.TrimSpace(l), "Uncaught ")) != "" {
			head = i
			break
		}
	}
	if head >= 0 {
		first := strings.TrimPrefix(strings.TrimSpace(before[head]), "Uncaught ")
		ex.Message = strings.TrimSpace(strings.Join(append([]string{first}, before[head+1:]...), "\n"))
	} else {
		for i := len(before) - 1; i >= 0; i-- {
			if t := strings.TrimSpace(before[i]); t != "" {
				ex.Message = strings.TrimPrefix(t, "Uncaught ")
				break
			}
		}
	}
	for _, l := range frames {
		m := jsFrameRE.FindStringSubmatch(l)
		if m == nil {
			if strings.HasPrefix(strings.TrimSpace(l), "at ") {
				continue
			}
			break
		}
		n, _ := strconv.Atoi(m[4])
		col, _ := strconv.Atoi(m[5])
		ex.Frames = append(ex.Frames, Frame{File: cleanFramePath(m[2] + m[3]), Line: n, Column: col, Func: m[1]})
	}
	ex.Class = leadingClass(ex.Message)
	return ex
}

// leadingClass returns the class-like name before the first ": " of msg
// (or msg itself when it is one bare name), or "".
func leadingClass(msg string) string {
	tok := msg
	if i := strings.Index(msg, ": "); i >= 0 {
		tok = msg[:i]
	}
	if isClassName(tok) {
		return tok
	}
	return ""
}

// isClassName reports whether s is a dotted name whose last component
// starts with an upper-case letter, like "ValueError" or "os.PathError",
// or a module-qualified lower-case error class as Python prints them
// ("ftplib.error_reply", "socket.timeout", "re.error").
func isClassName(s string) bool {
	if s == "" || len(s) > 200 {
		return false
	}
	last := s
	i := strings.LastIndexByte(s, '.')
	if i >= 0 {
		last = s[i+1:]
	}
	if last == "" {
		return false
	}
	if last[0] < 'A' || last[0] > 'Z' {
		if i <= 0 || !lowerErrorClass(last) {
			return false
		}
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isWordByte(c) || c == '.' || c == '$') {
			return false
		}
	}
	return true
}

// lowerErrorClass reports whether a lower-case class name reads as an
// error class: "error", "error_reply", "timeout", "herror".
func lowerErrorClass(s string) bool {
	if s[0] < 'a' || s[0] > 'z' {
		return false
	}
	return strings.Contains(s, "error") || strings.Contains(s, "exception") || s == "timeout" || strings.Contains(s, "warning")
}

var (
	// Prefix tokens, each anchored at the start; StripPrefix removes them
	// repeatedly.
	tsRE    = regexp.MustCompile(`^(?:\d{4}[-/]\d{2}[-/]\d{2}(?:[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2}| ?UTC)?)?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?|[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}|[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+)(?:\s+|$)`)
	levelRE = regexp.MustCompile(`^(?:level=)?(?i:trace|debug|info|notice|warn|warning|error|err|fatal|critical|crit|panic|severe)(?:\s*[:|\]-]\s*|\s+|$)`)
	// tsBracketRE is a bracketed timestamp with more fields inside, as
	// sglang prints: "[2026-08-28 05:10:05 TP0] ".
	tsBracketRE = regexp.MustCompile(`^\[\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}:\d{2}[^\]]{0,48}\](?::?\s+|$)`)
	bracketRE   = regexp.MustCompile(`^(?:\[[\w.:/,+-]{0,64}\]|\(\d+\)|pid=\d+|\d+)(?::?\s+|$)`)
	sepRE       = regexp.MustCompile(`^(?:[-|]\s+)`)
	loggerRE    = regexp.MustCompile(`^(?:[a-z_][\w.-]*|root)(?::\s*|\s+-\s+)`)
	glogRE      = regexp.MustCompile(`^[\w.-]+\.(?:go|py|cc|c|java|rs|js):\d+\]\s+`)
	// callerRE is the caller field zap's console encoder prints between
	// the level and the message: "…Z\tERROR\tserver/chat.go:175\tmsg".
	callerRE = regexp.MustCompile(`^[\w./-]+\.(?:go|py|cc|c|java|rs|js|ts):\d+\t`)
	// clfRE is the Common Log Format's head, as web servers and Python's
	// http.server print it: "127.0.0.1 - - [03/Dec/2026 05:16:16] " or
	// "10.0.0.1 - bob [10/Oct/2000:13:55:36 -0700] ".
	clfRE = regexp.MustCompile(`^[\w.:%-]+ \S+ \S+ \[\d{2}/[A-Z][a-z]{2}/\d{4}[: ]\d{2}:\d{2}:\d{2}(?: [+-]\d{4})?\]\s+`)
)

// StripPrefix removes a log line's prefix: timestamps, a level, [pid] and
// bracketed fields, a logger name after them. It returns the rest and the
// level word it saw (upper-cased), if any. A line without such a prefix
// comes back as it is, indentation included.
func StripPrefix(line string) (string, string) {
	rest, level := line, ""
	stripped := false
	// spacedLevel: the level was written "WARNING: " (java.util.logging's
	// second line), after which "sendResponseHeaders: …" is the message's
	// own text, not a logger name as in Python's "WARNING:root:…".
	spacedLevel, named := false, false
	for n := 0; n < 10 && rest != ""; n++ {
		c := rest[0]
		var m string
		switch {
		case c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' && (len(rest) > 4 && rest[1] >= '0' && rest[1] <= '9' || len(rest) > 3 && rest[1] >= 'a' && rest[1] <= 'z' && rest[3] == ' '):
			m = tsRE.FindString(rest)
			if m != "" && level == "" && len(m) > 5 && strings.IndexByte("IWEF", c) >= 0 && m[1] >= '0' && m[1] <= '9' {
				level = glogLevels[c] // glog and klog: "E1202 13:25:43.123456"
			}
			if m == "" && stripped && c >= '0' && c <= '9' {
				m = bracketRE.FindString(rest)
			}
		case c == '[' || c == '(' || c == 'p' && strings.HasPrefix(rest, "pid="):
			if c == '[' {
				m = tsBracketRE.FindString(rest)
			}
			if m == "" {
				m = bracketRE.FindString(rest)
			}
			if m != "" && level == "" {
				if lv := levelRE.FindString(strings.Trim(strings.TrimSpace(m), "[]")); lv != "" {
					level = strings.ToUpper(strings.Trim(strings.TrimSpace(lv), ":|]-"))
				}
			}
		case (c == '-' || c == '|') && stripped:
			m = sepRE.FindString(rest)
		}
		if m == "" && n == 0 && (isWordByte(c) || c == ':') && strings.Contains(rest, " - ") {
			m = clfRE.FindString(rest)
		}
		if m == "" && level == "" && (c|0x20 >= 'a' && c|0x20 <= 'z') {
			if lv := levelRE.FindString(rest); lv != "" && (stripped || isLevelWord(lv)) {
				m = lv
				level = strings.ToUpper(strings.TrimPrefix(strings.Trim(strings.TrimSpace(lv), ":|]-"), "level="))
				spacedLevel = strings.HasSuffix(strings.TrimRight(lv, " \t"), ":") && strings.TrimRight(lv, " \t") != lv
			}
		}
		if m == "" && stripped {
			if m = glogRE.FindString(rest); m == "" && level != "" {
				if m = callerRE.FindString(rest); m == "" && !spacedLevel && !named {
					m = loggerRE.FindString(rest)
					named = m != "" // one logger name: "x: " after it is text
				}
			}
		}
		if m == "" {
			break
		}
		rest = rest[len(m):]
		stripped = true
	}
	if stripped && strings.HasPrefix(rest, `"`) {
		// klog's structured form: "E1202 ...] \"Failed to sync\" err=\"x\"".
		if q, err := strconv.QuotedPrefix(rest); err == nil {
			if u, err := strconv.Unquote(q); err == nil {
				rest = u + rest[len(q):]
			}
		}
	}
	return rest, level
}

// glogLevels maps glog's and klog's severity letters to levels.
var glogLevels = map[byte]string{'I': "INFO", 'W': "WARNING", 'E': "ERROR", 'F': "FATAL"}

// isLevelWord reports whether a level match at the very start of a line is
// a level ("ERROR", "level=error", "error |") rather than the start of a
// message such as "error reading file" or JavaScript's "Error: ...".
func isLevelWord(m string) bool {
	w := strings.TrimRight(m, " \t")
	if strings.HasPrefix(w, "level=") {
		return true
	}
	word := strings.TrimRight(w, ":|]-")
	return strings.ToUpper(word) == word || strings.HasSuffix(w, "|") || strings.HasSuffix(w, "]")
}

// The fields of a JSON log line that hold its message, its level, the
// error it reports, and a traceback or stack, tried in order.
var (
	jsonMessageKeys = []string{"msg", "message", "@message", "MESSAGE", "log", "event"}
	jsonLevelKeys   = []string{"level", "levelname", "severity", "lvl", "log.level", "@l", "PRIORITY"}
	jsonErrorKeys   = []string{"error", "err", "error.message", "exception.message"}
	jsonTraceKeys   = []string{"exc_info", "exc_text", "exception", "stack_trace", "stacktrace", "stack", "traceback", "error.stack", "exception.stacktrace", "error.stack_trace"}
)

// parseJSONLine reads a JSON log line: {"level": "error", "msg": "...",
// "exc_info": "Traceback ..."}. A traceback or stack field is parsed as
// such; otherwise the message, followed by ": " and the error field when
// both are present (zap's and slog's error attribute, a wrapped chain). It
// also returns the level, upper-cased. ok is false for a line that is not
// a JSON object with a message or a traceback.
func parseJSONLine(l string) (ex Exception, level string, ok bool) {
	t := strings.TrimSpace(l)
	if len(t) < 2 || t[0] != '{' || t[len(t)-1] != '}' {
		return Exception{}, "", false
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(t), &m); err != nil {
		return Exception{}, "", false
	}
	field := func(keys []string) string {
		for _, k := range keys {
			v, ok := m[k]
			if !ok && strings.Contains(k, ".") {
				// A nested field: {"error": {"message": "..."}}.
				a, b, _ := strings.Cut(k, ".")
				if sub, isMap := m[a].(map[string]any); isMap {
					v, ok = sub[b]
				}
			}
			if s, isStr := v.(string); ok && isStr && strings.TrimSpace(s) != "" {
				return s
			}
		}
		return ""
	}
	level = strings.ToUpper(field(jsonLevelKeys))
	if tr := field(jsonTraceKeys); strings.Contains(tr, "\n") {
		if ex := Parse(tr); ex.Kind != KindLine {
			return ex, level, true
		}
	}
	msg := field(jsonMessageKeys)
	if e := field(jsonErrorKeys); e != "" && e != msg {
		if msg == "" {
			msg = e
		} else {
			msg += ": " + e
		}
	}
	if msg == "" {
		return Exception{}, "", false
	}
	lines := strings.Split(msg, "\n")
	return parseLines(lines), level, true
}

// parseLogfmt reads a logfmt line as Go's slog text handler and logrus
// print them: time=... level=ERROR msg="connect failed" err="dial tcp:
// refused". The message is msg, followed by ": " and err (or error) when
// present; ok is false for a line without level= and msg= fields.
func parseLogfmt(l string) (ex Exception, level string, ok bool) {
	if !strings.Contains(l, "msg=") || !strings.Contains(l, "level=") {
		return Exception{}, "", false
	}
	fields := map[string]string{}
	rest := strings.TrimSpace(l)
	for rest != "" {
		eq := strings.IndexByte(rest, '=')
		if eq <= 0 || strings.ContainsAny(rest[:eq], " \t\"") {
			return Exception{}, "", false
		}
		key := rest[:eq]
		rest = rest[eq+1:]
		var val string
		if strings.HasPrefix(rest, `"`) {
			q, err := strconv.QuotedPrefix(rest)
			if err != nil {
				return Exception{}, "", false
			}
			val, _ = strconv.Unquote(q)
			rest = rest[len(q):]
		} else {
			end := strings.IndexAny(rest, " \t")
			if end < 0 {
				end = len(rest)
			}
			val, rest = rest[:end], rest[end:]
		}
		fields[key] = val
		rest = strings.TrimLeft(rest, " \t")
	}
	msg := fields["msg"]
	for _, k := range []string{"err", "error"} {
		if e := fields[k]; e != "" {
			msg += ": " + e
			break
		}
	}
	if strings.TrimSpace(msg) == "" {
		return Exception{}, "", false
	}
	return parseLines(strings.Split(msg, "\n")), strings.ToUpper(fields["level"]), true
}

// parseStructured reads a structured log line: JSON, else logfmt.
func parseStructured(l string) (Exception, string, bool) {
	if strings.HasPrefix(l, "{") {
		return parseJSONLine(l)
	}
	return parseLogfmt(l)
}
