// Command goruntime makes the Go half of the runtime corpus: real panics,
// fatal errors and returned errors of the Go runtime and standard
// library, each with the site in $(go env GOROOT)/src that made it.
//
// Usage (bench/runtime/run.sh runs it):
//
//	go run ./bench/runtime/goruntime -o CASES.jsonl
//
// Every case of cases.go becomes a function of one small program, built
// in a temporary module with the installed toolchain (without cgo, whose threads keep the runtime from seeing a deadlock) and run once per
// case in a child process.
//
// Panics and fatal errors: the program runs with GOTRACEBACK=system, which
// prints the runtime's own frames; the truth is the first frame of the
// failing goroutine's stack (or of "runtime stack:", for a throw on the
// system stack) below the functions that only report: the panic builtin
// and functions named throw, fatal, fatalthrow or fatalpanic, or ending in
// _fatal (the linknamed fatal of another package). That frame is the
// statement that panicked or threw. The case's traceback is what the
// program prints with the default GOTRACEBACK, which hides those frames,
// as a user sees it.
//
// Returned errors: the program is built without optimisation or
// inlining and run under gdb with a breakpoint on runtime.newobject; the
// truth is the caller of the last allocation whose source line makes a
// value of an error type (a composite literal of a type named ...Error)
// before the program prints the error: the statement that made the
// error value. Its message is all there is (nostack).
//
// -second makes the second batch (moreCases, suite "goruntime2") instead.
//
// A case is one line in bench/deployed/eval's format: lang "go", suite
// "goruntime" ("goruntime2"), kind "raised", package the truth's directory below
// GOROOT/src (the split's unit), truth {file, line, func} with file
// relative to GOROOT/src.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/errdex/errdex/internal/gotrace"
)

type site struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Func string `json:"func"`
}

type tcase struct {
	Lang      string `json:"lang"`
	Suite     string `json:"suite"`
	Label     string `json:"label"`
	Kind      string `json:"kind"`
	Package   string `json:"package"`
	Repo      string `json:"repo"`
	Message   string `json:"message"`
	Traceback string `json:"traceback"`
	NoStack   bool   `json:"nostack,omitempty"`
	Truth     *site  `json:"truth"`
}

func main() {
	out := flag.String("o", "", "write the cases to FILE (default stdout)")
	second := flag.Bool("second", false, "make the second batch's cases (moreCases, suite goruntime2) instead")
	flag.Parse()
	suite := "goruntime"
	if *second {
		allCases, suite = moreCases, "goruntime2"
	}
	goroot := strings.TrimSpace(run("go", "env", "GOROOT"))
	src := filepath.Join(goroot, "src") + "/"
	dir, err := os.MkdirTemp("", "errdex-goruntime-")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	if err := writeProgram(dir); err != nil {
		fail(err)
	}
	bin := filepath.Join(dir, "prog")
	dbg := filepath.Join(dir, "prog-dbg")
	build(dir, bin)
	build(dir, dbg, "-gcflags=all=-N -l")
	var cases []tcase
	dropped := 0
	seen := map[string]bool{}
	for _, c := range allCases {
		var t tcase
		var why string
		if c.returns {
			t, why = returned(c, dbg, src)
		} else {
			t, why = panicked(c, bin, src)
		}
		if why != "" {
			fmt.Fprintf(os.Stderr, "goruntime: %s left out: %s\n", c.name, why)
			dropped++
			continue
		}
		if k := fmt.Sprintf("%s\x00%s:%d", t.Message, t.Truth.File, t.Truth.Line); seen[k] {
			fmt.Fprintf(os.Stderr, "goruntime: %s left out: the same message at the same site as another case\n", c.name)
			dropped++
			continue
		} else {
			seen[k] = true
		}
		t.Lang, t.Suite, t.Label, t.Kind, t.Repo = "go", suite, c.name, "raised", "golang/go"
		t.Package = filepath.Dir(t.Truth.File)
		cases = append(cases, t)
	}
	var b bytes.Buffer
	for _, t := range cases {
		j, _ := json.Marshal(t)
		b.Write(j)
		b.WriteByte('\n')
	}
	if *out == "" {
		os.Stdout.Write(b.Bytes())
	} else if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		fail(err)
	}
	fmt.Fprintf(os.Stderr, "goruntime: %d cases, %d left out\n", len(cases), dropped)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "goruntime:", err)
	os.Exit(1)
}

func run(name string, args ...string) string {
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		fail(fmt.Errorf("%s %v: %v", name, args, err))
	}
	return string(out)
}

func build(dir, out string, flags ...string) {
	cmd := exec.Command("go", append(append([]string{"build", "-o", out}, flags...), ".")...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=", "GOWORK=off", "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		fail(fmt.Errorf("go build: %v\n%s", err, b))
	}
}

// writeProgram writes a module whose main runs the case named by its
// first argument.
func writeProgram(dir string) error {
	var b strings.Builder
	b.WriteString("package main\n\nimport (\n")
	imports := map[string]bool{"os": true, "fmt": true}
	for _, c := range allCases {
		for _, i := range c.imports {
			imports[i] = true
		}
	}
	var names []string
	for i := range imports {
		names = append(names, i)
	}
	sort.Strings(names)
	for _, i := range names {
		fmt.Fprintf(&b, "\t%q\n", i)
	}
	b.WriteString(")\n\nvar sink any\n\n// n is 6, hidden from the compiler's constant folding.\nvar n = len(os.Args) + 4\n\n")
	for _, i := range names {
		if i != "os" && i != "fmt" {
			fmt.Fprintf(&b, "var _ = %s\n", anchor[i])
		}
	}
	b.WriteString("\nfunc main() {\n\tswitch os.Args[1] {\n")
	for i, c := range allCases {
		fmt.Fprintf(&b, "\tcase %q:\n\t\tcase%d()\n", c.name, i)
	}
	b.WriteString("\t}\n\tfmt.Fprintln(os.Stderr, \"case did not fail\")\n\tos.Exit(3)\n}\n\n")
	for i, c := range allCases {
		body := c.body
		if c.returns {
			body += "\n\tif err != nil {\n\t\tfmt.Fprintln(os.Stderr, err)\n\t\tos.Exit(1)\n\t}"
		}
		fmt.Fprintf(&b, "func case%d() {\n\t%s\n}\n\n", i, body)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(b.String()), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module errdexgoruntime\n\ngo 1.21\n"), 0o644)
}

// anchor keeps each import used whatever the cases use.
var anchor = map[string]string{
	"strconv": "strconv.Itoa", "sync": "sync.NewCond", "net": "net.Dial", "time": "time.Sleep",
	"reflect": "reflect.ValueOf", "strings": "strings.Repeat", "errors": "errors.New",
	"bytes": "bytes.Repeat", "regexp": "regexp.MustCompile", "math/big": "big.NewInt",
	"encoding/json": "json.Unmarshal", "net/url": "url.Parse",
}

func panicked(c gocase, bin, src string) (tcase, string) {
	system := runCase(bin, c.name, "GOTRACEBACK=system")
	user := runCase(bin, c.name, "GOTRACEBACK=single")
	lines := strings.Split(system, "\n")
	msg := ""
	for _, l := range lines {
		if strings.HasPrefix(l, "panic: ") || strings.HasPrefix(l, "fatal error: ") {
			msg = strings.TrimSuffix(l, " [recovered]")
			break
		}
	}
	if msg == "" {
		return tcase{}, "no panic or fatal error in the output"
	}
	fr, err := gotrace.Raising(system)
	if err != nil {
		return tcase{}, err.Error()
	}
	if !strings.HasPrefix(fr.File, src) {
		return tcase{}, "the panicking frame is outside GOROOT/src: " + fr.File
	}
	return tcase{Message: msg, Traceback: trimTrace(user), Truth: &site{File: strings.TrimPrefix(fr.File, src), Line: fr.Line, Func: fr.Func}}, ""
}

// trimTrace keeps a program's output up to the end of the first stack.
func trimTrace(out string) string {
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	seenStack := false
	for i, l := range lines {
		if strings.HasPrefix(l, "goroutine ") {
			if seenStack {
				return strings.TrimRight(strings.Join(lines[:i], "\n"), "\n")
			}
			seenStack = true
		}
	}
	return strings.Join(lines, "\n")
}

func runCase(bin, name string, env ...string) string {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, name)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.Run()
	return out.String()
}

const gdbScript = `
import gdb, json
gdb.execute("set pagination off")
hits = []
class B(gdb.Breakpoint):
    def stop(self):
        f = gdb.newest_frame().older()
        if f is not None:
            sal = f.find_sal()
            if sal.symtab is not None:
                hits.append({"func": f.name() or "?", "file": sal.symtab.filename, "line": sal.line})
        return False
B("runtime.newobject", internal=True)
gdb.execute("run")
with open(%q, "w") as out:
    json.dump(hits, out)
`

var errLitRE = regexp.MustCompile(`&\w*Error\{`)

func returned(c gocase, bin, src string) (tcase, string) {
	dir := filepath.Dir(bin)
	hitsPath := filepath.Join(dir, c.name+".hits")
	script := filepath.Join(dir, c.name+".gdb.py")
	if err := os.WriteFile(script, []byte(fmt.Sprintf(gdbScript, hitsPath)), 0o644); err != nil {
		return tcase{}, err.Error()
	}
	cmd := exec.Command("gdb", "-q", "-batch", "-nx", "-x", script, "--args", bin, c.name)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	cmd.Run()
	msg := strings.TrimSpace(runCase(bin, c.name))
	if strings.Contains(msg, "\n") || msg == "" || msg == "case did not fail" {
		return tcase{}, "unexpected output: " + msg
	}
	b, err := os.ReadFile(hitsPath)
	if err != nil {
		return tcase{}, "gdb recorded nothing: " + lastLine(out.String())
	}
	var hits []site
	if err := json.Unmarshal(b, &hits); err != nil {
		return tcase{}, err.Error()
	}
	for i := len(hits) - 1; i >= 0; i-- {
		h := hits[i]
		if !strings.HasPrefix(h.File, src) {
			continue
		}
		if errLitRE.MatchString(sourceLine(h.File, h.Line)) {
			return tcase{Message: msg, NoStack: true, Truth: &site{File: strings.TrimPrefix(h.File, src), Line: h.Line, Func: h.Func}}, ""
		}
	}
	return tcase{}, "no allocation of an error value in GOROOT/src"
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	return s[strings.LastIndexByte(s, '\n')+1:]
}

func sourceLine(path string, line int) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if n == line {
			return sc.Text()
		}
	}
	return ""
}
