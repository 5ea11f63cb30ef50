// Command go-cases calls Go modules from the module cache with bad input and
// writes one JSON line per error or panic, in bench/deployed/eval's format.
//
//	go run ./overlay -o OV
//	go build -tags errdex -overlay OV/overlay.json -o go-cases .
//	./go-cases -modules modules.txt -src SRC > cases.jsonl
//
// The truth of a returned error is where the module created it: built with
// the overlay, errors.New and fmt.Errorf keep the call stack they were
// called from, and the first frame that is not the errors or fmt package
// is the site (a frame in the standard library makes the case "external":
// the module passed on an error it did not make). An error of the module's
// own type (a struct with an Error method) has no recorded stack: its site
// is its Error method's body when that holds the text (pflag's
// NotExistError switches over its messages), else the case is written
// with kind "untraced" and left out of the figures (expr's file.Error
// formats a message made elsewhere). A re-panic's first panic and a
// panicked error's creation site are right answers too (also). A panic is
// run in a child process (-case NAME) and its goroutine stack read: the
// innermost frame below the runtime's panic machinery, a panic statement
// ("raised") or another line (a runtime error such as a nil dereference
// raised there: "native"). Paths in the module cache are mapped to the
// repository at the module's version (SRC/go-NAME).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"strconv"
	"strings"
)

type module struct{ name, repo, version, dir string }

type site struct {
	File  string `json:"file"`
	Line  int    `json:"line"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Func  string `json:"func"`
}

type tcase struct {
	Lang      string  `json:"lang"`
	Suite     string  `json:"suite"`
	Label     string  `json:"label"`
	Message   string  `json:"message"`
	Traceback string  `json:"traceback"`
	NoStack   bool    `json:"nostack"`
	Kind      string  `json:"kind"`
	Package   string  `json:"package,omitempty"`
	Repo      string  `json:"repo,omitempty"`
	Truth     *site   `json:"truth"`
	Callers   []*site `json:"callers"`
	Also      []*site `json:"also"`
	Via       string  `json:"via,omitempty"`
	Drift     string  `json:"drift,omitempty"`
	Installed struct {
		File string `json:"file"`
		Line int    `json:"line"`
	} `json:"installed"`
}

var (
	modules []module
	srcDir  string
	modRoot string
	goRoot  = runtime.GOROOT()
)

func main() {
	modPath := flag.String("modules", "modules.txt", "modules.txt")
	flag.StringVar(&srcDir, "src", "", "directory holding each module's repository as go-NAME")
	one := flag.String("case", "", "run one panic case (used by the program itself)")
	flag.Parse()
	if *one != "" {
		for _, c := range panicCases() {
			if c.suite+"/"+c.label == *one {
				c.call()
				fmt.Fprintln(os.Stderr, "go-cases: case did not panic")
				os.Exit(3)
			}
		}
		for _, c := range errorCases() {
			if c.suite+"/"+c.label == *one {
				c.call()
				fmt.Fprintln(os.Stderr, "go-cases: case did not panic")
				os.Exit(3)
			}
		}
		fmt.Fprintf(os.Stderr, "go-cases: no panic case %q\n", *one)
		os.Exit(2)
	}
	if out, err := exec.Command("go", "env", "GOMODCACHE").Output(); err == nil {
		modRoot = strings.TrimSpace(string(out))
	}
	if err := readModules(*modPath); err != nil {
		fmt.Fprintln(os.Stderr, "go-cases:", err)
		os.Exit(1)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	seen := map[string]bool{}
	emit := func(c *tcase) {
		key := c.Message + "\x00" + fmt.Sprint(c.Truth)
		if seen[key] {
			return
		}
		seen[key] = true
		enc.Encode(c)
	}
	n, untraced := 0, 0
	for _, ec := range errorCases() {
		err, panicked := protect(ec.call)
		if panicked {
			// an error case that panics is a panic case
			call := ec.call
			if c := runPanic(panicCase{ec.suite, ec.label, func() { call() }}); c != nil {
				n++
				emit(c)
			}
			continue
		}
		if err == nil {
			fmt.Fprintf(os.Stderr, "go-cases: %s/%s returned no error\n", ec.suite, ec.label)
			continue
		}
		c := errorCase(ec, err)
		if c.Kind == "untraced" {
			untraced++
		}
		n++
		emit(c)
	}
	for _, pc := range panicCases() {
		c := runPanic(pc)
		if c == nil {
			continue
		}
		n++
		emit(c)
	}
	fmt.Fprintf(os.Stderr, "go-cases: %d errors and panics (%d untraced: the module's own error types)\n", n, untraced)
}

// protect calls f, reporting whether it panicked.
func protect(f func() error) (err error, panicked bool) {
	defer func() {
		if recover() != nil {
			panicked = true
		}
	}()
	return f(), false
}

func readModules(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fs := strings.Fields(line)
		if len(fs) == 0 {
			continue
		}
		if len(fs) != 4 {
			return fmt.Errorf("%s:%d: want name repository version directory", path, ln)
		}
		modules = append(modules, module{fs[0], fs[1], fs[2], fs[3]})
	}
	return sc.Err()
}

// locate maps an absolute path in the module cache to its module and the
// path below the module's root.
func locate(file string) (*module, string) {
	for i := range modules {
		root := filepath.Join(modRoot, modules[i].dir) + "/"
		if strings.HasPrefix(file, root) {
			return &modules[i], strings.TrimPrefix(file, root)
		}
	}
	return nil, ""
}

func sourceLine(file string, line int) string {
	b, err := os.ReadFile(file)
	if err != nil {
		return ""
	}
	ls := strings.Split(string(b), "\n")
	if line < 1 || line > len(ls) {
		return ""
	}
	return strings.TrimSpace(ls[line-1])
}

// truthAt fills c's truth from a frame in the module cache; false when the
// frame is not in a listed module.
func truthAt(c *tcase, file string, line int, fn string) bool {
	m, rel := locate(file)
	c.Installed.File, c.Installed.Line = file, line
	if m == nil {
		return false
	}
	c.Package, c.Repo = m.name, m.repo
	c.Truth = &site{File: rel, Line: line, Start: max(1, line-3), End: line, Func: fn}
	c.Drift = "same"
	a, _ := os.ReadFile(file)
	b, err := os.ReadFile(filepath.Join(srcDir, "go-"+m.name, rel))
	if err != nil || !bytes.Equal(a, b) {
		c.Drift = "changed"
	}
	return true
}

// literalRE finds the string literals of a source line.
var literalRE = regexp.MustCompile("\"(?:[^\"\\\\]|\\\\.)*\"|`[^`]*`")

// helper reports whether a creation line holds almost no text of its own
// (fmt.Errorf(format, args...), fmt.Errorf("yaml: "+format, ...)): a
// helper whose caller passes the message.
func helper(line string) bool {
	n := 0
	for _, l := range literalRE.FindAllString(line, -1) {
		n += len(l) - 2
	}
	return n < 8
}

type errCase struct {
	suite, label string
	call         func() error
}

type panicCase struct {
	suite, label string
	call         func()
}

type pcser interface{ ErrdexPCs() []uintptr }

func errorCase(ec errCase, err error) *tcase {
	c := &tcase{Lang: "go", Suite: ec.suite, Label: ec.label, Message: err.Error(), NoStack: true, Callers: []*site{}}
	c.Traceback = c.Message
	if t := creation(c, err); t != nil {
		c.Truth = t
		return c
	}
	return c
}

// creation fills c's kind, package and callers from where err was made,
// and returns the site (nil when unknown: kind untraced or external).
func creation(c *tcase, err error) *site {
	p, ok := err.(pcser)
	if !ok {
		return errorMethod(c, err)
	}
	frames := runtime.CallersFrames(p.ErrdexPCs())
	var fs []runtime.Frame
	for {
		f, more := frames.Next()
		if f.File != "" {
			fs = append(fs, f)
		}
		if !more {
			break
		}
	}
	i := 0
	for i < len(fs) && (fs[i].Function == "errors.New" || strings.HasPrefix(fs[i].Function, "fmt.")) {
		i++
	}
	if i == len(fs) {
		c.Kind = "untraced"
		return nil
	}
	f := fs[i]
	if strings.HasPrefix(f.File, goRoot+"/") || !truthAt(c, f.File, f.Line, f.Function) {
		c.Kind = "external"
		c.Installed.File, c.Installed.Line = f.File, f.Line
		return nil
	}
	c.Kind = "raised"
	c.Via = "errors.New/fmt.Errorf call stack"
	if helper(sourceLine(f.File, f.Line)) && i+1 < len(fs) {
		var up tcase
		if truthAt(&up, fs[i+1].File, fs[i+1].Line, fs[i+1].Function) && up.Package == c.Package {
			c.Callers = append(c.Callers, up.Truth)
		}
	}
	return c.Truth
}

// errorMethod is the site of an error of a module's own type: its Error
// method, whose text is the message (the record of a Go error type is in
// that method). The span is the method's body. Kind untraced when the
// method is not in a listed module or holds no text of its own.
func errorMethod(c *tcase, err error) *site {
	m, ok := reflect.TypeOf(err).MethodByName("Error")
	if !ok {
		c.Kind = "untraced"
		return nil
	}
	fn := runtime.FuncForPC(m.Func.Pointer())
	if fn == nil {
		c.Kind = "untraced"
		return nil
	}
	file, line := fn.FileLine(fn.Entry())
	if !truthAt(c, file, line, fn.Name()) {
		c.Kind = "untraced"
		return nil
	}
	end := bodyEnd(file, line)
	text := 0
	for l := line; l <= end; l++ {
		for _, lit := range literalRE.FindAllString(sourceLine(file, l), -1) {
			text += len(lit) - 2
		}
	}
	if text < 8 {
		// The method formats text made elsewhere (expr's file.Error:
		// return e.format(), its Message field and a position): where
		// fmt.Sprintf made the text the message starts with.
		c.Kind, c.Truth = "untraced", nil
		return sprintfSite(c, err.Error())
	}
	c.Kind = "raised"
	c.Via = "Error method of " + reflect.TypeOf(err).String()
	c.Truth.Start, c.Truth.End = line, end
	return c.Truth
}

// sprintfSite is the site of a message that starts with a text fmt.Sprintf
// or fmt.Errorf made (at least 8 bytes, not a copy such as Sprintf("%v",
// r)): the first frame above fmt, and above the helpers that pass a
// format on (a line with almost no text of its own: expr's p.errorAt's
// Message: fmt.Sprintf(format, args...), called from p.error, called from
// p.error("unexpected token %v", tok)), up to four. A frame in the
// standard library makes the case "external"; none recorded (a text made
// by the runtime or a literal panic, which vm.Run copies into its Message
// with Sprintf("%v", r)) leaves it "untraced". A text this program's own
// call of Error made (the method's whole output) is passed over for a
// shorter one.
func sprintfSite(c *tcase, msg string) *site {
	for limit := len(msg) + 1; ; {
		made, pcs := sprintfMade(msg, limit)
		if made == "" {
			return nil
		}
		limit = len(made)
		frames := runtime.CallersFrames(pcs)
		for n := 0; n < 5; n++ {
			f, more := frames.Next()
			if f.File == "" {
				break
			}
			if strings.HasPrefix(f.Function, "fmt.") {
				n--
				continue // Errorf above its errorf
			}
			if strings.HasPrefix(f.File, goRoot+"/") {
				c.Kind = "external"
				c.Installed.File, c.Installed.Line = f.File, f.Line
				return nil
			}
			if m, _ := locate(f.File); m == nil {
				// this program, asking for the message: the text is
				// the Error method's own whole output (expr's format
				// joins Message, the position and the snippet); the
				// message field is a shorter text
				break
			}
			if !helper(sourceLine(f.File, f.Line)) || !more {
				truthAt(c, f.File, f.Line, f.Function)
				c.Kind = "raised"
				c.Via = "fmt.Sprintf call stack of the message's text"
				return c.Truth
			}
		}
	}
}

// bodyEnd is the line of the closing brace of the function starting at
// line (the first line after it that is "}").
func bodyEnd(file string, line int) int {
	b, err := os.ReadFile(file)
	if err != nil {
		return line
	}
	ls := strings.Split(string(b), "\n")
	for i := line; i < len(ls); i++ {
		if ls[i] == "}" {
			return i + 1
		}
	}
	return line
}

var frameRE = regexp.MustCompile(`^\t(\S+\.go):(\d+)`)

func runPanic(pc panicCase) *tcase {
	cmd := exec.Command(os.Args[0], "-case", pc.suite+"/"+pc.label)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Env = append(os.Environ(), "GOTRACEBACK=single")
	_ = cmd.Run()
	out := strings.TrimRight(stderr.String(), "\n")
	c := &tcase{Lang: "go", Suite: pc.suite, Label: pc.label, Traceback: out, Message: panicMessage(out), Callers: []*site{}}
	if c.Message == "" {
		fmt.Fprintf(os.Stderr, "go-cases: %s/%s printed no panic:\n%s\n", pc.suite, pc.label, out)
		return nil
	}
	// The stack's innermost frame below the runtime's panic machinery is
	// the truth. A re-panic (a deferred recover that panics again, printed
	// "[recovered, repanicked]") shows the first panic's frames further
	// down, after a second panic( line: its site is right too.
	lines := strings.Split(out, "\n")
	first := true
	for i := 1; i < len(lines); i++ {
		m := frameRE.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		fn := lines[i-1]
		if strings.HasPrefix(fn, "panic(") {
			if !first {
				// the first panic's site follows
				for j := i + 1; j < len(lines); j++ {
					if m := frameRE.FindStringSubmatch(lines[j]); m != nil && !strings.HasPrefix(lines[j-1], "runtime.") {
						line, _ := strconv.Atoi(m[2])
						var up tcase
						if truthAt(&up, m[1], line, lines[j-1]) && strings.Contains(sourceLine(m[1], line), "panic(") {
							c.Also = append(c.Also, up.Truth)
						}
						break
					}
				}
				break
			}
			continue
		}
		if strings.HasPrefix(fn, "runtime.") || !first {
			continue
		}
		first = false
		line, _ := strconv.Atoi(m[2])
		if !truthAt(c, m[1], line, fn) {
			c.Kind = "external"
			return c
		}
		if strings.Contains(sourceLine(m[1], line), "panic(") {
			c.Kind = "raised"
		} else {
			c.Kind = "native"
		}
	}
	if first {
		c.Kind = "external"
		return c
	}
	// A panic whose value is an error: where the error was made is right
	// too (the message is that error's text).
	if v := recovered(pc.call); v != nil {
		if err, ok := v.(error); ok {
			var ec tcase
			if t := creation(&ec, err); t != nil && ec.Package == c.Package {
				c.Also = append(c.Also, t)
			}
		}
	}
	return c
}

// recovered calls f and returns the value it panicked with.
func recovered(f func()) (v any) {
	defer func() { v = recover() }()
	f()
	return nil
}

// panicMessage is the value a panic printed: the text after "panic: " up
// to the goroutine stack.
func panicMessage(out string) string {
	var msg []string
	in := false
	for _, line := range strings.Split(out, "\n") {
		// a program's own output without a newline may precede "panic: "
		i := strings.Index(line, "panic: ")
		switch {
		case !in && i >= 0:
			in, msg = true, []string{line[i+len("panic: "):]}
		case in && (line == "" || strings.HasPrefix(line, "goroutine ") || strings.HasPrefix(line, "[signal")):
			return strings.TrimSuffix(strings.Join(msg, "\n"), " [recovered]")
		case in:
			msg = append(msg, line)
		}
	}
	return strings.Join(msg, "\n")
}
