// Command heldout-go calls held-out Go modules (modules.txt) with bad input
// (cases.go) and writes one JSON line per error or panic, in
// bench/deployed/eval's format, with the truth found by running them.
//
//	(cd bench/deployed/go && go run ./overlay -o OV)
//	go run ./overlay -base OV/overlay.json -modules modules.txt -o OV
//	go build -tags errdex -overlay OV/overlay.json -o heldout-go .
//	./heldout-go -modules modules.txt -outside outside.jsonl > cases.jsonl
//
// How the truth is found, by running the code:
//
//   - A returned error made by errors.New or fmt.Errorf: the build overlay
//     (bench/deployed/go/overlay) makes them keep the call stack they were
//     called from; the first frame outside errors and fmt made it.
//   - A struct error (&ParseError{...}, a value of a type with an Error
//     method): this directory's overlay rewrites every composite literal
//     of an error type, in the modules and in GOROOT/src, to pass through
//     errors.ErrdexMark, which keeps the call stack of the allocation
//     under the value; the first frame is the literal.
//   - Helpers that pass a text on: from that frame the site walks out to
//     the caller (up to four times, staying in a module or the standard
//     library) while the frame's statement is a helper's: it sits in a
//     function of at most three statements, holds no text with three
//     letters of its own (format verbs aside: a string literal, or a local
//     or package-level name given one, as cast's const errorMsg), and
//     names one of the
//     function's parameters (newError(msg, err) -> fmt.Errorf("%w: %s",
//     err, msg); p.errorf(format, args...) -> &Error{Msg:
//     fmt.Sprintf(format, args...)}; syntaxError(fn, s) -> &NumError{fn,
//     s, ErrSyntax}). The site is the call that passes the text. In a
//     longer function whose statement names a parameter, the site stays
//     there and the call that passed the text, in the same module, is
//     right too (callers) when the statement has no text of its own, or
//     when it has (pongo2's Parser.Error(msg, token) names its sender)
//     and the caller's string literal (8 characters between verbs) is
//     in the message.
//   - Wrappers with no text of their own: when the site's statement holds
//     no text of three letters (as above) and the message holds the text
//     of an error made earlier in the same call (errors.New, fmt.Errorf
//     and ErrdexMark note every error they make, in order), the site is
//     where the latest such error was made, found the same way (dns's
//     zp.setParseError(err.err, l) of a ParseError made where the record
//     was parsed; go-toml's wrapDecodeError of a parser error), else
//     where fmt made the longest text (12 bytes or more) the message holds
//     (the base overlay records every text Sprintf and Errorf make:
//     pongo2's lexer errorf makes a token's text that its parser's
//     &Error{...} copies). When the site's statement has text of its own
//     (a sender's name), it stays the site, and where fmt made the
//     longest text the message holds is right too (also).
//   - A list or map of errors holding one (validator.ValidationErrors): the
//     element's site.
//   - A panic: run in a child process (-case NAME), its goroutine stack
//     read: the innermost frame below the runtime's panic machinery, a
//     panic statement (kind raised) or another line (a runtime error such
//     as a nil dereference or an index out of range raised there: kind
//     native). A re-panic's first panic and a panicked error's creation
//     site are right too (also). A native panic is run again with the
//     runtime's frames shown (GOTRACEBACK=system): the frame that called
//     panic( is where the runtime raised it (runtime), which eval accepts
//     as an answer beside unknown.
//
// Where the site is: in a listed module's directory in GOMODCACHE (the
// truth's file is the path below the module's root, the catalog is a scan
// of that directory), or in GOROOT/src (the standard library, package
// std/IMPORTPATH, the file below GOROOT/src: the catalog of suite go scans
// it). A site anywhere else (another module, such as golang.org/x/net
// under miekg/dns) is kind external. With -outside FILE every case whose
// site is in the standard library is written again to FILE as kind
// external: suite go-outside explains them against the modules' catalog
// alone, where the right answer is unknown.
//
// An error that none of these recorded (a constant of a named type, a
// value built by reflection, errors.Join) is kind untraced and left out of
// the figures. Identical (message, site) pairs are kept once.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"strconv"
	"strings"
)

type module struct{ name, repo, version, path, dir string }

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
	Helpers   []*site `json:"helpers,omitempty"` // the helper frames walked out of, innermost first
	Runtime   []*site `json:"runtime,omitempty"` // a native panic: the runtime's frame that raised it (runtimeRaise)
	Installed struct {
		File string `json:"file"`
		Line int    `json:"line"`
	} `json:"installed"`
}

var (
	modules []module
	goSrc   = filepath.Join(runtime.GOROOT(), "src") + "/"
)

func main() {
	modPath := flag.String("modules", "modules.txt", "modules.txt")
	outside := flag.String("outside", "", "write the standard library's cases again to FILE as kind external")
	one := flag.String("case", "", "run one panic case (used by the program itself)")
	flag.Parse()
	if *one != "" {
		runOne(*one)
		return
	}
	if err := readModules(*modPath); err != nil {
		fmt.Fprintln(os.Stderr, "heldout-go:", err)
		os.Exit(1)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	var out *json.Encoder
	if *outside != "" {
		f, err := os.Create(*outside)
		if err != nil {
			fmt.Fprintln(os.Stderr, "heldout-go:", err)
			os.Exit(1)
		}
		defer f.Close()
		out = json.NewEncoder(f)
		out.SetEscapeHTML(false)
	}
	seen := map[string]bool{}
	kinds := map[string]int{}
	emit := func(c *tcase) {
		key := c.Message + "\x00" + fmt.Sprint(c.Truth)
		if c.Truth != nil {
			key += c.Truth.File + ":" + strconv.Itoa(c.Truth.Line)
		}
		if seen[key] {
			return
		}
		seen[key] = true
		kinds[c.Kind]++
		enc.Encode(c)
		if out != nil && strings.HasPrefix(c.Package, "std/") && c.Kind != "untraced" {
			o := *c
			o.Kind = "external"
			out.Encode(&o)
		}
	}
	for _, ec := range errorCases() {
		resetMarks()
		err, panicked := protect(ec.call)
		if panicked {
			call := ec.call
			if c := runPanic(panicCase{ec.suite, ec.label, func() { call() }}); c != nil {
				emit(c)
			}
			continue
		}
		if err == nil {
			fmt.Fprintf(os.Stderr, "heldout-go: %s/%s returned no error\n", ec.suite, ec.label)
			continue
		}
		emit(errorCase(ec, err))
	}
	for _, pc := range panicCases() {
		if c := runPanic(pc); c != nil {
			emit(c)
		}
	}
	fmt.Fprintf(os.Stderr, "heldout-go: distinct cases by kind: %v\n", kinds)
}

func runOne(name string) {
	for _, c := range panicCases() {
		if c.suite+"/"+c.label == name {
			c.call()
			fmt.Fprintln(os.Stderr, "heldout-go: case did not panic")
			os.Exit(3)
		}
	}
	for _, c := range errorCases() {
		if c.suite+"/"+c.label == name {
			c.call()
			fmt.Fprintln(os.Stderr, "heldout-go: case did not panic")
			os.Exit(3)
		}
	}
	fmt.Fprintf(os.Stderr, "heldout-go: no panic case %q\n", name)
	os.Exit(2)
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
			return fmt.Errorf("%s:%d: want name repository version module-path", path, ln)
		}
		dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", fs[3]).Output()
		if err != nil {
			return fmt.Errorf("%s:%d: go list -m %s: %v", path, ln, fs[3], err)
		}
		modules = append(modules, module{fs[0], fs[1], fs[2], fs[3], strings.TrimSpace(string(dir))})
	}
	return sc.Err()
}

// place is where a frame's file is: a listed module (path below its root),
// the standard library (package std/DIR, path below GOROOT/src), or
// neither (pkg "").
func place(file string) (pkg, repo, rel string) {
	var in *module
	for i, m := range modules {
		// the longest directory holding the file: a module's rewritten
		// copy may sit inside another's (hashicorp/hcl/v2 inside
		// hashicorp/hcl)
		if strings.HasPrefix(file, m.dir+"/") && (in == nil || len(m.dir) > len(in.dir)) {
			in = &modules[i]
		}
	}
	if in != nil {
		return in.name, in.repo, strings.TrimPrefix(file, in.dir+"/")
	}
	if strings.HasPrefix(file, goSrc) {
		rel = strings.TrimPrefix(file, goSrc)
		return "std/" + filepath.Dir(rel), "golang/go", rel
	}
	return "", "", ""
}

// setTruth makes a frame the case's truth: kind raised with its package,
// or external when the frame is in no catalogued tree.
func setTruth(c *tcase, file string, line int, fn string) {
	c.Installed.File, c.Installed.Line = file, line
	pkg, repo, rel := place(file)
	if pkg == "" {
		c.Kind = "external"
		return
	}
	c.Kind, c.Package, c.Repo = "raised", pkg, repo
	start, end := statement(file, line)
	c.Truth = &site{File: rel, Line: line, Start: start, End: end, Func: fn}
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
	c := &tcase{Lang: "go", Suite: ec.suite, Label: ec.label, Message: err.Error(), NoStack: true, Callers: []*site{}, Also: []*site{}}
	c.Traceback = c.Message
	c.Package = ec.suite
	creation(c, err)
	return c
}

// creation fills c's truth, kind and package from where err was made.
func creation(c *tcase, err error) { creationIn(c, err, 0) }

// onlyElement returns the one element of an error that is a slice or a
// map holding one value.
func onlyElement(err error) (any, bool) {
	switch v := reflect.ValueOf(err); {
	case v.Kind() == reflect.Slice && v.Len() == 1:
		return v.Index(0).Interface(), true
	case v.Kind() == reflect.Map && v.Len() == 1:
		it := v.MapRange()
		it.Next()
		return it.Value().Interface(), true
	}
	return nil, false
}

func creationIn(c *tcase, err error, depth int) {
	var pcs []uintptr
	if p, ok := err.(pcser); ok {
		pcs, c.Via = p.ErrdexPCs(), "errors.New/fmt.Errorf call stack"
	} else if pcs = marked(err); pcs != nil {
		c.Via = fmt.Sprintf("allocation of %T", err)
	} else if e, ok := onlyElement(err); ok {
		// a list of errors holding one (validator.ValidationErrors): its
		// text is the element's
		if e, ok := e.(error); ok {
			creationIn(c, e, depth+1)
			c.Via = fmt.Sprintf("%T of one: %s", err, c.Via)
			return
		}
		c.Kind, c.Via = "untraced", fmt.Sprintf("%T: no recorded creation", err)
		return
	} else {
		c.Kind, c.Via = "untraced", fmt.Sprintf("%T: no recorded creation", err)
		return
	}
	site, ok := truthFromStack(c, pcs)
	if !ok {
		c.Kind = "untraced"
		return
	}
	if c.Kind == "external" {
		c.Package = c.Suite
		return
	}
	// A statement with no text of its own that copies another error's
	// text into a new value (dns's setParseError(err.err, l) of a
	// ParseError made where the record was parsed; go-toml's
	// wrapDecodeError of a parser error): the site is where the error
	// whose text the message holds was made, the latest such one made in
	// this call.
	if depth < 4 && ownText(site.File, site.Line) {
		textMadeAlso(c, err.Error())
	}
	if depth < 4 && !ownText(site.File, site.Line) {
		msg := err.Error()
		vs := noted()
		for j := len(vs) - 1; j >= 0; j-- {
			e, ok := vs[j].(error)
			if !ok || sameValue(e, err) {
				continue
			}
			t := errText(e)
			if len(t) < 8 || !strings.Contains(msg, t) {
				continue
			}
			var in tcase
			in.Suite = c.Suite
			creationIn(&in, e, depth+1)
			if in.Truth != nil && in.Kind == "raised" && (in.Truth.File != c.Truth.File || in.Truth.Line != c.Truth.Line) {
				c.Helpers = append(append(c.Helpers, c.Truth), in.Helpers...)
				c.Truth, c.Package, c.Repo = in.Truth, in.Package, in.Repo
				c.Installed = in.Installed
				c.Callers = callersOf(&in)
				c.Via += "; the text of a " + fmt.Sprintf("%T", e) + " made by " + in.Via
				return
			}
		}
		// or a text fmt made that the message holds (pongo2's lexer
		// errorf made the token text its parser's &Error{...} copies)
		// (not a text an Error or String method made: this program's own
		// call of err.Error() makes those)
		if in := madeTextSite(c, msg); in != nil {
			c.Helpers = append(append(c.Helpers, c.Truth), in.Helpers...)
			c.Truth, c.Package, c.Repo = in.Truth, in.Package, in.Repo
			c.Installed = in.Installed
			c.Callers = callersOf(in)
			c.Via += "; the text fmt made at " + in.Truth.File + ":" + strconv.Itoa(in.Truth.Line)
		}
	}
}

// callersOf returns the callers that go with in's truth when a case's
// truth moves to in's (the error or text whose words the message holds
// was made there): the calls that passed that statement its text are the
// right answers beside it, as for any truth; the callers of the statement
// the truth moved from passed it nothing the message holds.
func callersOf(in *tcase) []*site {
	if in.Callers == nil {
		return []*site{}
	}
	return in.Callers
}

// textMadeAlso adds to c.Also the site madeTextSite finds: a statement
// with text of its own (a sender's name, "lexer") around a text made
// earlier in the call (a lexer's errorf that its &Error{...} copies)
// keeps its site, and the statement that wrote the specific text is a
// right answer too, as an inner error's site is in bench/heldout/npm.
func textMadeAlso(c *tcase, msg string) {
	if in := madeTextSite(c, msg); in != nil {
		c.Also = append(c.Also, in.Truth)
	}
}

// madeTextSite returns the case whose truth is where fmt made the
// longest text (12 bytes or more, not inside an Error or String method:
// this program's own err.Error() call makes those) that msg holds, when
// that is a catalogued statement other than c's truth; else nil.
func madeTextSite(c *tcase, msg string) *tcase {
	texts, stacks := sprintfIn(msg, 12)
	for k := range texts {
		if madeByMethod(stacks[k]) {
			continue
		}
		in := &tcase{Suite: c.Suite}
		if siteOf(in, stacks[k]) && in.Kind == "raised" && (in.Truth.File != c.Truth.File || in.Truth.Line != c.Truth.Line) {
			return in
		}
		return nil
	}
	return nil
}

// madeByMethod reports whether a text was made inside an Error or String
// method (any frame of its stack).
func madeByMethod(pcs []uintptr) bool {
	frames := runtime.CallersFrames(pcs)
	for {
		f, more := frames.Next()
		if strings.HasSuffix(f.Function, ".Error") || strings.HasSuffix(f.Function, ".String") {
			return true
		}
		if !more {
			return false
		}
	}
}

// siteOf sets c's truth from the call stack a text was made from: the
// first frame outside fmt, walked out of helpers as for an error.
func siteOf(c *tcase, pcs []uintptr) bool {
	_, ok := truthFromStack(c, pcs)
	return ok && c.Truth != nil
}

// truthFromStack sets c's truth from the call stack pcs: the first frame
// outside errors and fmt, walked out of up to 4 helpers (their frames
// become c.Helpers) while the frame above is in a known place. It returns
// that frame, and false when the stack had none.
func truthFromStack(c *tcase, pcs []uintptr) (runtime.Frame, bool) {
	frames := runtime.CallersFrames(pcs)
	var fs []runtime.Frame
	for {
		f, more := frames.Next()
		if f.File != "" && !strings.HasPrefix(f.Function, "errors.") && !strings.HasPrefix(f.Function, "fmt.") {
			fs = append(fs, f)
		}
		if !more {
			break
		}
	}
	if len(fs) == 0 {
		return runtime.Frame{}, false
	}
	i := 0
	for n := 0; n < 4 && i+1 < len(fs) && helper(fs[i].File, fs[i].Line); n++ {
		if fs[i+1].File == "<autogenerated>" && strings.HasSuffix(fs[i+1].Function, ".init") {
			// a package-level variable's initializer called the helper;
			// the runtime names no line for it
			if file, line, ok := initCaller(fs[i].Function, fs[i+1].Function, c.Message); ok {
				fs[i+1].File, fs[i+1].Line = file, line
			}
		}
		if p, _, _ := place(fs[i+1].File); p == "" {
			break
		}
		var h tcase
		setTruth(&h, fs[i].File, fs[i].Line, fs[i].Function)
		c.Helpers = append(c.Helpers, h.Truth)
		i++
	}
	setTruth(c, fs[i].File, fs[i].Line, fs[i].Function)
	// A function whose statement makes the error from a parameter, not
	// walked out of above, built it from its caller's text: the call that
	// passed the text, in the same module, is a right answer too, as a
	// Python helper's caller is (issue 27: the call sites of a function
	// that builds an error from its arguments are sites). Either the
	// statement has no text of its own and the function is longer than a
	// helper's, or it has some (a parser's Error(msg, token) that also
	// looks the position up and names its sender) and the caller's
	// literal text is in the message.
	uses, text, stmts := paramStatement(fs[i].File, fs[i].Line)
	if i+1 < len(fs) && uses && (!text && stmts > 3 || text && passesMessageText(fs[i+1].File, fs[i+1].Line, c.Message)) {
		if p, _, _ := place(fs[i].File); p != "" {
			if q, _, _ := place(fs[i+1].File); q == p {
				var h tcase
				setTruth(&h, fs[i+1].File, fs[i+1].Line, fs[i+1].Function)
				if h.Truth != nil {
					c.Callers = append(c.Callers, h.Truth)
				}
			}
		}
	}
	return fs[i], true
}

// initCaller finds the package-level variable initializer that called
// helper (a function's full name) while package init ran (the runtime
// reports that frame as <autogenerated>:1): in init's package directory,
// the value of a var declaration calling a function of helper's name with
// a string literal that msg holds (var ErrInInvalid =
// validation.NewError("validation_in_invalid", "must be a valid value")).
// The longest such literal wins.
func initCaller(helper, init, msg string) (file string, line int, ok bool) {
	pkgPath := strings.TrimSuffix(init, ".init")
	name := helper[strings.LastIndexByte(helper, '.')+1:]
	dir := ""
	for _, m := range modules {
		if pkgPath == m.path || strings.HasPrefix(pkgPath, m.path+"/") {
			dir = m.dir + strings.TrimPrefix(pkgPath, m.path)
		}
	}
	if dir == "" {
		return "", 0, false
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	best := 0
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		p := parse(path)
		if p == nil {
			continue
		}
		for _, d := range p.f.Decls {
			gd, isGen := d.(*ast.GenDecl)
			if !isGen || gd.Tok != token.VAR {
				continue
			}
			ast.Inspect(gd, func(n ast.Node) bool {
				call, isCall := n.(*ast.CallExpr)
				if !isCall {
					return true
				}
				callee := ""
				switch f := call.Fun.(type) {
				case *ast.Ident:
					callee = f.Name
				case *ast.SelectorExpr:
					callee = f.Sel.Name
				}
				if callee != name {
					return true
				}
				for _, a := range call.Args {
					lit, isLit := a.(*ast.BasicLit)
					if !isLit || lit.Kind != token.STRING {
						continue
					}
					if t, err := strconv.Unquote(lit.Value); err == nil && letters(lit.Value) >= 3 && len(t) > best && strings.Contains(msg, t) {
						best, file, line, ok = len(t), path, p.fset.Position(call.Pos()).Line, true
					}
				}
				return true
			})
		}
	}
	return file, line, ok
}

// sameValue reports whether a and b are one error value (== when they
// can be compared).
func sameValue(a, b error) (same bool) {
	defer func() { recover() }()
	return a == b
}

// errText is e's text, or "" when its Error method panics (a value whose
// fields are not filled in yet).
func errText(e error) (t string) {
	defer func() { recover() }()
	return e.Error()
}

// ownText reports whether the statement at file:line holds a text of
// three letters or more of its own, format verbs aside: a string literal,
// or a name holding one (namedText).
func ownText(file string, line int) bool {
	stmt, fn, _ := stmtAt(file, line)
	if stmt == nil {
		return true
	}
	text := false
	ast.Inspect(stmt, func(n ast.Node) bool {
		if l, ok := n.(*ast.BasicLit); ok && l.Kind == token.STRING && letters(l.Value) >= 3 {
			text = true
		}
		return !text
	})
	return text || namesText(stmt, file, fn, nil)
}

// namesText reports whether stmt, in function fn of file, reads a name
// that holds a text of its own (namedText), not one of skip (the
// function's parameters). The name of a field or method selected, and a
// package or value it is selected from, are not read as such.
func namesText(stmt ast.Node, file string, fn ast.Node, skip map[string]bool) bool {
	text := false
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if _, ok := n.X.(*ast.Ident); !ok {
				ast.Inspect(n.X, visit)
			}
			return false
		case *ast.KeyValueExpr:
			ast.Inspect(n.Value, visit) // a struct literal's field name is no value
			return false
		case *ast.Ident:
			if !skip[n.Name] && namedText(file, fn, n.Name) {
				text = true
			}
		}
		return !text
	}
	ast.Inspect(stmt, visit)
	return text
}

// namedText reports whether name, read in function fn of file, holds a
// text of its own: a local variable of fn, or a constant or variable
// declared at the top level of file's package, given a string literal (or
// literals joined by +) of three letters or more (format verbs aside).
// cast's fmt.Errorf(errorMsg, i, i, m) with const errorMsg = "unable to
// cast %#v of type %T to %T", pq's fmt.Errorf(f+"%w", k, err) with f :=
// "pq: wrong value for %q: " make their text there. A parameter of fn
// holds its caller's text, not fn's own.
func namedText(file string, fn ast.Node, name string) bool {
	ftype, body := funcParts(fn)
	if ftype != nil {
		for _, fl := range ftype.Params.List {
			for _, n := range fl.Names {
				if n.Name == name {
					return false
				}
			}
		}
	}
	found := false
	assigned := func(lhs []ast.Expr, rhs []ast.Expr) {
		for k, l := range lhs {
			if id, ok := l.(*ast.Ident); ok && id.Name == name && k < len(rhs) && literalText(rhs[k]) {
				found = true
			}
		}
	}
	specs := func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			assigned(n.Lhs, n.Rhs)
		case *ast.ValueSpec:
			for k, id := range n.Names {
				if id.Name == name && k < len(n.Values) && literalText(n.Values[k]) {
					found = true
				}
			}
		}
		return !found
	}
	if body != nil {
		ast.Inspect(body, specs)
		if found {
			return true
		}
	}
	paths, _ := filepath.Glob(filepath.Join(filepath.Dir(file), "*.go"))
	pkg := ""
	if p := parse(file); p != nil {
		pkg = p.f.Name.Name
	}
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		p := parse(path)
		if p == nil || p.f.Name.Name != pkg {
			continue
		}
		for _, d := range p.f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && (gd.Tok == token.CONST || gd.Tok == token.VAR) {
				for _, s := range gd.Specs {
					specs(s)
				}
			}
		}
		if found {
			return true
		}
	}
	return false
}

// funcParts returns the type and body of a function declaration or
// literal (nil, nil for any other node).
func funcParts(fn ast.Node) (*ast.FuncType, *ast.BlockStmt) {
	switch f := fn.(type) {
	case *ast.FuncDecl:
		return f.Type, f.Body
	case *ast.FuncLit:
		return f.Type, f.Body
	}
	return nil, nil
}

// literalText reports whether e is a string literal, or literals joined
// by +, of three letters or more (format verbs aside).
func literalText(e ast.Expr) bool {
	n := 0
	var walk func(e ast.Expr) bool
	walk = func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind != token.STRING {
				return false
			}
			n += letters(e.Value)
			return true
		case *ast.BinaryExpr:
			return e.Op == token.ADD && walk(e.X) && walk(e.Y)
		case *ast.ParenExpr:
			return walk(e.X)
		}
		return false
	}
	return walk(e) && n >= 3
}

// letters counts the ASCII letters of a string literal, format verbs
// aside.
func letters(lit string) int {
	s, err := strconv.Unquote(lit)
	if err != nil {
		s = lit
	}
	n := 0
	for _, r := range verbRE.ReplaceAllString(s, "") {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			n++
		}
	}
	return n
}

// parsed files, by path
var parsed = map[string]*parsedFile{}

type parsedFile struct {
	fset *token.FileSet
	f    *ast.File
}

func parse(file string) *parsedFile {
	if p, ok := parsed[file]; ok {
		return p
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, parser.SkipObjectResolution)
	var p *parsedFile
	if err == nil {
		p = &parsedFile{fset, f}
	}
	parsed[file] = p
	return p
}

// simpleStmt reports whether n is a statement that holds no block.
func simpleStmt(n ast.Node) bool {
	switch n.(type) {
	case *ast.ReturnStmt, *ast.AssignStmt, *ast.ExprStmt, *ast.DeclStmt, *ast.SendStmt, *ast.GoStmt, *ast.DeferStmt, *ast.ValueSpec, *ast.IncDecStmt:
		return true
	}
	return false
}

// stmtAt is the innermost simple statement (or package-level value spec)
// holding line, and the innermost function around it (nil at package
// level).
func stmtAt(file string, line int) (stmt ast.Node, fn ast.Node, p *parsedFile) {
	p = parse(file)
	if p == nil {
		return nil, nil, nil
	}
	ast.Inspect(p.f, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		s, e := p.fset.Position(n.Pos()).Line, p.fset.Position(n.End()).Line
		if line < s || line > e {
			return false
		}
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			fn = n
		}
		if simpleStmt(n) {
			stmt = n
		}
		return true
	})
	return stmt, fn, p
}

// statement is the line range of the simple statement holding line, or
// just the line.
func statement(file string, line int) (int, int) {
	stmt, _, p := stmtAt(file, line)
	if stmt == nil {
		return line, line
	}
	return p.fset.Position(stmt.Pos()).Line, p.fset.Position(stmt.End()).Line
}

var verbRE = regexp.MustCompile(`%[-+# 0-9.*\[\]]*[a-zA-Z]`)

// helper reports whether the statement at file:line is a helper's that
// passes on a text its caller gave: in a function of at most three
// statements, with no string literal of three letters of its own, naming
// one of the function's parameters (not its receiver).
func helper(file string, line int) bool {
	uses, text, stmts := paramStatement(file, line)
	return uses && !text && stmts <= 3
}

// paramStatement reads the statement at file:line: whether it names one
// of its function's parameters (not its receiver), whether it holds a
// string literal of three letters of its own (format verbs aside), and
// how many statements the function's body has (uses is false outside a
// function).
func paramStatement(file string, line int) (uses, text bool, stmts int) {
	stmt, fn, _ := stmtAt(file, line)
	if stmt == nil || fn == nil {
		return false, false, 0
	}
	ftype, body := funcParts(fn)
	if body == nil {
		return false, false, 0
	}
	params := map[string]bool{}
	for _, fl := range ftype.Params.List {
		for _, n := range fl.Names {
			params[n.Name] = true
		}
	}
	ast.Inspect(stmt, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ast.Inspect(n.X, func(m ast.Node) bool {
				if id, ok := m.(*ast.Ident); ok && params[id.Name] {
					uses = true
				}
				return true
			})
			return false
		case *ast.Ident:
			if params[n.Name] {
				uses = true
			}
		case *ast.BasicLit:
			if n.Kind == token.STRING && letters(n.Value) >= 3 {
				text = true
			}
		}
		return true
	})
	// or a name holding a text of its own (a constant format)
	text = text || namesText(stmt, file, fn, params)
	return uses, text, len(body.List)
}

// passesMessageText reports whether the statement at file:line holds a
// string literal with a run of at least eight characters between format
// verbs that msg contains: the text it passes on is in the message.
func passesMessageText(file string, line int, msg string) bool {
	stmt, _, _ := stmtAt(file, line)
	if stmt == nil {
		return false
	}
	found := false
	ast.Inspect(stmt, func(n ast.Node) bool {
		if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
			v, err := strconv.Unquote(b.Value)
			if err != nil {
				return true
			}
			for _, piece := range verbRE.Split(v, -1) {
				if len(strings.TrimSpace(piece)) >= 8 && strings.Contains(msg, piece) {
					found = true
				}
			}
		}
		return !found
	})
	return found
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

var frameRE = regexp.MustCompile(`^\t(\S+\.go):(\d+)`)

// panicOutput runs panic case pc in a process of its own with GOTRACEBACK
// set to traceback and returns what it printed on stderr.
func panicOutput(pc panicCase, traceback string) string {
	cmd := exec.Command(os.Args[0], "-case", pc.suite+"/"+pc.label)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Env = append(os.Environ(), "GOTRACEBACK="+traceback)
	_ = cmd.Run()
	return stderr.String()
}

func runPanic(pc panicCase) *tcase {
	out := strings.TrimRight(panicOutput(pc, "single"), "\n")
	c := &tcase{Lang: "go", Suite: pc.suite, Label: pc.label, Traceback: out, Message: panicMessage(out), Callers: []*site{}, Also: []*site{}, Package: pc.suite}
	if c.Message == "" {
		fmt.Fprintf(os.Stderr, "heldout-go: %s/%s printed no panic:\n%s\n", pc.suite, pc.label, out)
		return nil
	}
	c.Via = "goroutine stack of the panic"
	// The stack's innermost frame below the runtime's panic machinery is
	// the truth. A re-panic ("[recovered, repanicked]") shows the first
	// panic's frames further down, after a second panic( line: its site is
	// right too.
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
				for j := i + 1; j < len(lines); j++ {
					if m := frameRE.FindStringSubmatch(lines[j]); m != nil && !strings.HasPrefix(lines[j-1], "runtime.") {
						line, _ := strconv.Atoi(m[2])
						var up tcase
						setTruth(&up, m[1], line, lines[j-1])
						if up.Truth != nil && strings.Contains(sourceLine(m[1], line), "panic(") {
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
		setTruth(c, m[1], line, fn)
		if c.Kind == "external" {
			c.Package = c.Suite
			return c
		}
		if !strings.Contains(sourceLine(m[1], line), "panic(") {
			c.Kind = "native"
			if rt := runtimeRaise(pc); rt != nil {
				c.Runtime = append(c.Runtime, rt)
			}
		}
	}
	if first {
		c.Kind = "external"
		return c
	}
	// A panic whose value is an error: where the error was made is right
	// too (the message is that error's text).
	resetMarks()
	if v := recovered(pc.call); v != nil {
		if err, ok := v.(error); ok {
			var ec tcase
			creation(&ec, err)
			if ec.Truth != nil && ec.Package == c.Package {
				c.Also = append(c.Also, ec.Truth)
			}
		}
	}
	return c
}

// runtimeRaise runs a panic case again with the runtime's own frames
// shown (GOTRACEBACK=system) and returns the frame that called panic( in
// GOROOT/src, the runtime's code that raised a native panic
// (runtime.panicmem at runtime/panic.go, runtime.panicBounds64,
// runtime.mapassign_faststr), or nil.
func runtimeRaise(pc panicCase) *site {
	lines := strings.Split(panicOutput(pc, "system"), "\n")
	for i := 0; i+3 < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "panic(") {
			continue
		}
		m := frameRE.FindStringSubmatch(lines[i+3])
		if m == nil || !strings.HasPrefix(lines[i+2], "runtime.") || !strings.HasPrefix(m[1], goSrc) {
			return nil
		}
		line, _ := strconv.Atoi(m[2])
		var rt tcase
		setTruth(&rt, m[1], line, lines[i+2])
		return rt.Truth
	}
	return nil
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
