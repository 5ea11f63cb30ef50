// Command lang-go measures how well errdex explain finds the source site of
// real Go standard-library errors.
//
// It calls standard-library functions with bad input (cases.go), takes the
// message each error prints, and asks errdex explain --json for the best
// record of a catalog of $(go env GOROOT)/src. A case is a hit when the top
// record is the ground-truth site: for returned errors, the one place in
// GOROOT/src where the case's literal occurs (for an error a struct
// literal wraps, as url.Parse's &Error{"parse", u, err}, that literal);
// for panics and fatal errors,
// the first frame of the goroutine stack outside the runtime. Panics are
// explained twice: with the message alone and with the whole output
// (message and goroutine stack).
//
// Usage (bench/lang-go/run.sh does all of this):
//
//	go run ./bench/lang-go -errdex ERRDEX -catalog GOROOT.jsonl [-v]
//
// A record matches when it is in the truth's file and its line is the
// truth's line or up to three lines above it (a call's line against the
// line of a literal inside it).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
)

func main() {
	errdex := flag.String("errdex", "errdex", "errdex binary")
	catalog := flag.String("catalog", "", "catalog of GOROOT/src (errdex scan $(go env GOROOT)/src -o FILE)")
	one := flag.String("case", "", "run one panic case and crash (used by the runner itself)")
	verbose := flag.Bool("v", false, "print every case")
	flag.Parse()
	if *one != "" {
		for _, c := range panicCases {
			if c.name == *one {
				c.call()
				fmt.Fprintln(os.Stderr, "case did not panic")
				os.Exit(3)
			}
		}
		fmt.Fprintf(os.Stderr, "no panic case %q\n", *one)
		os.Exit(2)
	}
	if *catalog == "" {
		fmt.Fprintln(os.Stderr, "usage: lang-go -errdex ERRDEX -catalog FILE [-v]")
		os.Exit(2)
	}
	src := filepath.Join(goroot(), "src")
	files, err := goFiles(src)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ex := &explainer{bin: *errdex, catalog: *catalog}
	var sum summary
	fmt.Println("| case | kind | truth | top-1 (message) | top-1 (with stack) |")
	fmt.Println("|---|---|---|---|---|")
	for _, c := range errorCases {
		r := runError(c, files, ex)
		sum.add(r)
		if *verbose || !r.msgHit {
			r.print()
		}
	}
	for _, c := range panicCases {
		r := runPanic(c, src, ex)
		sum.add(r)
		if *verbose || !r.msgHit || !r.stackHit {
			r.print()
		}
	}
	sum.print()
}

// goroot is the GOROOT whose sources the catalog was built from: go env
// GOROOT, as in run.sh.
func goroot() string {
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		return strings.TrimSpace(string(out))
	}
	return runtime.GOROOT()
}

// site is a file (relative to GOROOT/src) and line.
type site struct {
	File string
	Line int
}

func (s site) String() string {
	if s.File == "" {
		return "-"
	}
	return fmt.Sprintf("%s:%d", s.File, s.Line)
}

// truth is the ground-truth sites of a case: one, or every line of the
// hinted file that holds the literal.
type truth []site

// hit reports whether a record at got is a truth: same file, and got's line
// the truth's or at most three lines above it.
func (t truth) hit(got site) bool {
	for _, s := range t {
		if got.File == s.File && got.Line <= s.Line && got.Line >= s.Line-3 {
			return true
		}
	}
	return false
}

func (t truth) String() string {
	var parts []string
	for _, s := range t {
		parts = append(parts, s.String())
	}
	return strings.Join(parts, ", ")
}

type result struct {
	name, kind, message string
	truth               truth
	problem             string // why there is no ground truth or no message
	msgTop, stackTop    site
	msgHit, stackHit    bool
}

func (r *result) print() {
	truth := r.truth.String()
	if r.problem != "" {
		truth = r.problem
	}
	mark := func(s site, hit bool) string {
		if hit {
			return "✓ " + s.String()
		}
		return "✗ " + s.String()
	}
	stack := ""
	if r.kind == "panic" {
		stack = mark(r.stackTop, r.stackHit)
	}
	fmt.Printf("| %s | %s | %s | %s | %s |\n", r.name, r.kind, truth, mark(r.msgTop, r.msgHit), stack)
}

type summary struct {
	errors, errorHits             int
	panics, panicMsgHits, panicSt int
	noTruth                       int
}

func (s *summary) add(r *result) {
	if r.problem != "" {
		s.noTruth++
	}
	if r.kind == "error" {
		s.errors++
		if r.msgHit {
			s.errorHits++
		}
		return
	}
	s.panics++
	if r.msgHit {
		s.panicMsgHits++
	}
	if r.stackHit {
		s.panicSt++
	}
}

func pct(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d (%.0f%%)", a, b, 100*float64(a)/float64(b))
}

func (s *summary) print() {
	fmt.Println()
	fmt.Println("| cases | top-1, message only | top-1, with stack |")
	fmt.Println("|---|---|---|")
	fmt.Printf("| returned errors | %s | n/a (no stack) |\n", pct(s.errorHits, s.errors))
	fmt.Printf("| panics and fatal errors | %s | %s |\n", pct(s.panicMsgHits, s.panics), pct(s.panicSt, s.panics))
	fmt.Printf("| all | %s | |\n", pct(s.errorHits+s.panicMsgHits, s.errors+s.panics))
	if s.noTruth > 0 {
		fmt.Printf("\n%d cases had no usable ground truth (counted as misses).\n", s.noTruth)
	}
}

// runError calls c and explains its message.
func runError(c errorCase, files map[string][]byte, ex *explainer) *result {
	r := &result{name: c.name, kind: "error"}
	err := c.call()
	if err == nil {
		r.problem = "no error"
		return r
	}
	r.message = err.Error()
	r.truth, r.problem = literalSite(files, c.lit, c.file)
	r.msgTop = ex.top(r.message)
	r.msgHit = r.truth.hit(r.msgTop)
	return r
}

// runPanic runs c in a child process and explains its output.
func runPanic(c panicCase, src string, ex *explainer) *result {
	r := &result{name: c.name, kind: "panic"}
	cmd := exec.Command(os.Args[0], "-case", c.name)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Env = append(os.Environ(), "GOTRACEBACK=single")
	_ = cmd.Run()
	out := stderr.String()
	r.message = panicMessage(out)
	if s := stackSite(out, src); s.File != "" {
		r.truth = truth{s}
	}
	if r.message == "" || len(r.truth) == 0 {
		r.problem = "no panic output"
		return r
	}
	r.msgTop = ex.top(r.message)
	r.msgHit = r.truth.hit(r.msgTop)
	r.stackTop = ex.top(out)
	r.stackHit = r.truth.hit(r.stackTop)
	return r
}

// panicMessage is the value a panic or fatal error printed: the text after
// "panic: " or "fatal error: " up to the goroutine stack.
func panicMessage(out string) string {
	var msg []string
	in := false
	for _, line := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(line, "panic: "):
			in, msg = true, []string{strings.TrimPrefix(line, "panic: ")}
		case strings.HasPrefix(line, "fatal error: "):
			in, msg = true, []string{strings.TrimPrefix(line, "fatal error: ")}
		case in && (line == "" || strings.HasPrefix(line, "goroutine ") || strings.HasPrefix(line, "[signal")):
			return strings.TrimSuffix(strings.Join(msg, "\n"), " [recovered]")
		case in:
			msg = append(msg, line)
		}
	}
	return strings.Join(msg, "\n")
}

var (
	frameRE = regexp.MustCompile(`^\t(\S+\.go):(\d+)`)
	fatalRE = regexp.MustCompile(`^(internal/)?sync\.(fatal|throw)\(`)
)

// stackSite is the first frame of the first goroutine stack whose function
// is not the runtime's panic machinery.
func stackSite(out, src string) site {
	lines := strings.Split(out, "\n")
	for i := 1; i < len(lines); i++ {
		m := frameRE.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		fn := lines[i-1]
		if strings.HasPrefix(fn, "panic(") || strings.HasPrefix(fn, "runtime.") || fatalRE.MatchString(fn) {
			continue
		}
		rel, err := filepath.Rel(src, m[1])
		if err != nil || strings.HasPrefix(rel, "..") {
			return site{} // the case's own code: the stdlib did not panic
		}
		var line int
		fmt.Sscan(m[2], &line)
		return site{File: filepath.ToSlash(rel), Line: line}
	}
	return site{}
}

// goFiles reads the .go files of src that a catalog holds: not tests, not
// under testdata or vendor.
func goFiles(src string) (map[string][]byte, error) {
	files := map[string][]byte{}
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); n == "testdata" || n == "vendor" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		files[filepath.ToSlash(rel)] = b
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", src, err)
	}
	return files, nil
}

// literalSite finds the one line holding lit, or the lines of file that
// hold it.
func literalSite(files map[string][]byte, lit, file string) (truth, string) {
	var found truth
	for p, b := range files {
		if file != "" && p != file || !bytes.Contains(b, []byte(lit)) {
			continue
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			if strings.Contains(sc.Text(), lit) {
				found = append(found, site{p, n})
			}
		}
	}
	switch {
	case len(found) == 0:
		return nil, "literal not found: " + lit
	case len(found) == 1 || file != "":
		return found, ""
	}
	return nil, fmt.Sprintf("literal at %d places: %s", len(found), lit)
}

// explainer runs errdex explain.
type explainer struct {
	bin, catalog string
}

// top returns the site of the best record for text, or the zero site.
func (e *explainer) top(text string) site {
	cmd := exec.Command(e.bin, "explain", "--catalog", e.catalog, "--json", "-n", "1", "-")
	cmd.Stdin = strings.NewReader(text)
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		return site{}
	}
	var ans struct {
		Matches []struct {
			Record struct {
				FilePath   string `json:"filePath"`
				LineNumber int    `json:"lineNumber"`
			} `json:"record"`
		} `json:"matches"`
	}
	if json.Unmarshal(out, &ans) != nil || len(ans.Matches) == 0 {
		return site{}
	}
	res := ans.Matches
	return site{res[0].Record.FilePath, res[0].Record.LineNumber}
}
