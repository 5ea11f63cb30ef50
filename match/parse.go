package match

import (
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
)

var kindNames = [...]string{"line", "python", "go", "js", "java"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// Frame is one stack frame's source position.
type Frame struct {
	File string // as printed, slash-separated; Java frames are rebuilt as pkg/dir/File.java
	Line int
}

// Exception is what Parse reads from an error text.
type Exception struct {
	Kind Kind
	// Class is the exception class the text names ("RuntimeError",
	// "java.lang.IllegalStateException"), or "".
	Class string
	// Message is the error line, class prefix included ("KeyError: 'x'").
	// For a Python traceback it is the final exception's; for a Java stack
	// the outermost exception's; for a Go panic the panic value.
	Message string
	// Frames are the stack frames that belong to Message's exception.
	Frames []Frame
}

// MaxMessageBytes caps the message text that is verified against patterns.
// A longer message is matched on its first MaxMessageBytes bytes only, so
// patterns anchored at its end cannot match it.
const MaxMessageBytes = 64 << 10

var (
	pyFrameRE   = regexp.MustCompile(`^\s*File "([^"]+)", line (\d+)`)
	goFrameRE   = regexp.MustCompile(`^\s+(\S+\.go):(\d+)(?:\s+\+0x[0-9a-fA-F]+)?\s*$`)
	jsFrameRE   = regexp.MustCompile(`^\s*at (?:.*? \()?(?:file://)?([^()\s]+?):(\d+):(\d+)\)?\s*$`)
	javaFrameRE = regexp.MustCompile(`^\s*at (?:[\w$.]+/)?([\w$.<>]+)\.[\w$<>]+\(([\w$-]+\.(?:java|kt|scala|groovy)):(\d+)\)`)
	javaHeadRE  = regexp.MustCompile(`^(?:Exception in thread "[^"]*" )?((?:[\w$]+\.)*[\w$]*(?:Exception|Error|Throwable|Failure)[\w$]*)(?:: (.*))?$`)
)

// Parse reads an error text: one message, or one Python traceback, Go
// panic, or JavaScript or Java stack. Log prefixes (timestamps, levels,
// [pid], logger names) are stripped from each line.
func Parse(text string) Exception {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i], _ = StripPrefix(strings.TrimRight(l, "\r"))
	}
	return parseLines(lines)
}

// parseLines is Parse for lines already stripped of their prefixes.
func parseLines(lines []string) Exception {
	for i := len(lines) - 1; i >= 0; i-- {
		if isTracebackHead(lines[i]) {
			return parsePython(lines[i+1:])
		}
	}
	for i, l := range lines {
		if m, ok := goPanicMessage(l); ok {
			return parseGo(m, lines[i+1:])
		}
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

func isTracebackHead(l string) bool {
	l = strings.TrimLeft(l, " \t|+-")
	return strings.HasPrefix(l, "Traceback (most recent call last):") || strings.HasPrefix(l, "Exception Group Traceback (most recent call last):")
}

func parsePython(sec []string) Exception {
	ex := Exception{Kind: KindPython}
	i := 0
	for ; i < len(sec); i++ {
		l := sec[i]
		if m := pyFrameRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[2])
			ex.Frames = append(ex.Frames, Frame{File: strings.ReplaceAll(m[1], `\`, "/"), Line: n})
			continue
		}
		if l == "" || l[0] == ' ' || l[0] == '\t' {
			continue
		}
		break
	}
	var msg []string
	for ; i < len(sec); i++ {
		l := sec[i]
		if l == "" || strings.HasPrefix(l, "During handling of the above exception") || strings.HasPrefix(l, "The above exception was the direct cause") {
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
	if isDottedName(tok) {
		ex.Class = tok
	}
	return ex
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

func parseGo(msg string, rest []string) Exception {
	ex := Exception{Kind: KindGo, Message: msg}
	for _, l := range rest {
		if m := goFrameRE.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(m[2])
			ex.Frames = append(ex.Frames, Frame{File: m[1], Line: n})
		}
	}
	ex.Class = leadingClass(msg)
	return ex
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
			file := m[2]
			if j := strings.LastIndexByte(cls, '.'); j >= 0 {
				file = strings.ReplaceAll(cls[:j], ".", "/") + "/" + file
			}
			n, _ := strconv.Atoi(m[3])
			ex.Frames = append(ex.Frames, Frame{File: file, Line: n})
		}
	}
	return ex
}

func parseJS(before, frames []string) Exception {
	ex := Exception{Kind: KindJS}
	for i := len(before) - 1; i >= 0; i-- {
		if t := strings.TrimSpace(before[i]); t != "" {
			ex.Message = strings.TrimPrefix(t, "Uncaught ")
			break
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
		n, _ := strconv.Atoi(m[2])
		ex.Frames = append(ex.Frames, Frame{File: m[1], Line: n})
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
// starts with an upper-case letter, like "ValueError" or "os.PathError".
func isClassName(s string) bool {
	if s == "" || len(s) > 200 {
		return false
	}
	last := s
	if i := strings.LastIndexByte(s, '.'); i >= 0 {
		last = s[i+1:]
	}
	if last == "" || last[0] < 'A' || last[0] > 'Z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(isWordByte(c) || c == '.' || c == '$') {
			return false
		}
	}
	return true
}

var (
	// Prefix tokens, each anchored at the start; StripPrefix removes them
	// repeatedly.
	tsRE      = regexp.MustCompile(`^(?:\d{4}[-/]\d{2}[-/]\d{2}(?:[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2}| ?UTC)?)?|\d{2}:\d{2}:\d{2}(?:[.,]\d+)?|[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2}|[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+)(?:\s+|$)`)
	levelRE   = regexp.MustCompile(`^(?:level=)?(?i:trace|debug|info|notice|warn|warning|error|err|fatal|critical|crit|panic|severe)(?:\s*[:|\]-]\s*|\s+|$)`)
	bracketRE = regexp.MustCompile(`^(?:\[[\w.:/,+-]{0,64}\]|\(\d+\)|pid=\d+|\d+)(?::?\s+|$)`)
	sepRE     = regexp.MustCompile(`^(?:[-|]\s+)`)
	loggerRE  = regexp.MustCompile(`^(?:[a-z_][\w.-]*|root)(?::\s*|\s+-\s+)`)
	glogRE    = regexp.MustCompile(`^[\w.-]+\.(?:go|py|cc|c|java|rs|js):\d+\]\s+`)
)

// StripPrefix removes a log line's prefix: timestamps, a level, [pid] and
// bracketed fields, a logger name after them. It returns the rest and the
// level word it saw (upper-cased), if any. A line without such a prefix
// comes back as it is, indentation included.
func StripPrefix(line string) (string, string) {
	rest, level := line, ""
	stripped := false
	for n := 0; n < 10 && rest != ""; n++ {
		c := rest[0]
		var m string
		switch {
		case c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' && (len(rest) > 4 && rest[1] >= '0' && rest[1] <= '9' || len(rest) > 3 && rest[1] >= 'a' && rest[1] <= 'z' && rest[3] == ' '):
			m = tsRE.FindString(rest)
			if m == "" && stripped && c >= '0' && c <= '9' {
				m = bracketRE.FindString(rest)
			}
		case c == '[' || c == '(' || c == 'p' && strings.HasPrefix(rest, "pid="):
			m = bracketRE.FindString(rest)
			if m != "" && level == "" {
				if lv := levelRE.FindString(strings.Trim(strings.TrimSpace(m), "[]")); lv != "" {
					level = strings.ToUpper(strings.Trim(strings.TrimSpace(lv), ":|]-"))
				}
			}
		case (c == '-' || c == '|') && stripped:
			m = sepRE.FindString(rest)
		}
		if m == "" && level == "" && (c|0x20 >= 'a' && c|0x20 <= 'z') {
			if lv := levelRE.FindString(rest); lv != "" && (stripped || isLevelWord(lv)) {
				m = lv
				level = strings.ToUpper(strings.TrimPrefix(strings.Trim(strings.TrimSpace(lv), ":|]-"), "level="))
			}
		}
		if m == "" && stripped {
			if m = glogRE.FindString(rest); m == "" && level != "" {
				m = loggerRE.FindString(rest)
			}
		}
		if m == "" {
			break
		}
		rest = rest[len(m):]
		stripped = true
	}
	return rest, level
}

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
