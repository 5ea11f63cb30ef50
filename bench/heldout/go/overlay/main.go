// Command overlay extends bench/deployed/go's build overlay (errors.New
// and fmt.Errorf remember the call stack they were called from) with the
// allocation sites of struct errors, so that the held-out cases program
// can tell where an error of a package's own type was made.
//
//	(cd bench/deployed/go && go run ./overlay -o DIR)
//	go run ./overlay -base DIR/overlay.json -modules modules.txt -o DIR
//	# then in a copy of this module: go mod edit -replace for each line
//	# of DIR/replace.txt, and go build -overlay DIR/overlay.json
//
// It adds errors.ErrdexMark to the standard library's errors package: a
// generic identity function that keeps the call stack it was called from
// under the value it was given (a pointer, or a comparable struct), and
// errors.ErrdexMarked to read it back. Then it rewrites, as overlay copies,
// every non-test Go file of the listed modules and of GOROOT/src (but the
// packages errors itself depends on: runtime, unsafe, internal/..., and
// errors; fmt, whose errors the base overlay records; syscall, whose
// nosplit raw calls convert Errno values) so that each
// composite literal of an error type, T{...} or &T{...}, and each
// conversion T(x) to one, becomes __errdex.ErrdexMark(&T{...}). An error type is a named
// type with a method Error() string or a struct type that embeds error,
// found by syntax in each package
// directory, or an alias of one (os.PathError = fs.PathError); a literal pkg.T{...} of another rewritten package's error
// type counts too. The import of errors as __errdex is written on the
// package clause's line and nothing else gains a line, so every line
// number the program reports is the installed file's. Files that use cgo
// are left alone. The go command refuses an overlay of files in
// GOMODCACHE, so each listed module is copied whole to DIR/mods/PATH with
// its rewritten files, and DIR/replace.txt says which module path the
// build replaces with which copy ("PATH DIR" lines); the standard
// library's rewritten files go into the overlay.
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
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

const markFile = `package errors

import (
	"internal/reflectlite"
	"runtime"
)

var (
	errdexMarks = map[any][]uintptr{}
	errdexTexts = map[string][]uintptr{}
	errdexInit  map[any][]uintptr // the marks made before the first reset: package-level errors
	errdexInitT map[string][]uintptr
	errdexOrder []any // the errors made since the last reset, in order
)

// ErrdexNote adds an error just made to the list ErrdexNoted returns.
func ErrdexNote(v any) {
	if len(errdexOrder) < 1<<16 {
		errdexOrder = append(errdexOrder, v)
	}
}

// ErrdexNoted is every error errors.New, fmt.Errorf and ErrdexMark made
// since the last reset, oldest first.
func ErrdexNoted() []any { return errdexOrder }

// ErrdexMark returns v, keeping the call stack it was called from under v
// (errdex held-out overlay: the allocation site of a struct error). A
// value that is not a pointer is also kept under its text, for a copy
// whose fields changed after (or whose Error method has a pointer
// receiver). Values that cannot be map keys are kept by text alone.
func ErrdexMark[T any](v T) T {
	if len(errdexMarks) >= 1<<18 {
		return v
	}
	ErrdexNote(v)
	var pcs [16]uintptr
	n := runtime.Callers(2, pcs[:])
	stack := pcs[:n:n]
	func() {
		defer func() { recover() }()
		errdexMarks[any(v)] = stack
	}()
	func() {
		defer func() { recover() }()
		var e error
		switch x := any(v).(type) {
		case error:
			if errdexIsPointer(x) {
				return
			}
			e = x
		default:
			if pe, ok := any(&v).(error); ok {
				e = pe
			}
		}
		if e != nil {
			errdexTexts[e.Error()] = stack
		}
	}()
	return v
}

func errdexIsPointer(x any) bool { return reflectlite.TypeOf(x).Kind() == reflectlite.Ptr }

// ErrdexMarked is the call stack ErrdexMark kept for v, or for a value
// with v's text, or nil.
func ErrdexMarked(v any) (pcs []uintptr) {
	func() {
		defer func() { recover() }()
		if pcs = errdexMarks[v]; pcs == nil {
			pcs = errdexInit[v]
		}
	}()
	if pcs != nil {
		return pcs
	}
	if e, ok := v.(error); ok {
		func() {
			defer func() { recover() }()
			t := e.Error()
			if pcs = errdexTexts[t]; pcs == nil {
				pcs = errdexInitT[t]
			}
		}()
	}
	return pcs
}

// ErrdexReset forgets the kept call stacks but those kept before the first
// reset (package-level errors, made when packages were initialised).
func ErrdexReset() {
	if errdexInit == nil {
		errdexInit, errdexInitT = errdexMarks, errdexTexts
	}
	errdexMarks, errdexTexts = map[any][]uintptr{}, map[string][]uintptr{}
	errdexOrder = nil
}
`

const containsFile = `package fmt

import (
	"sort"
	"strings"
)

// ErrdexSprintfIn returns the texts of at least min bytes that Sprintf or
// Errorf made since the last reset and msg holds, longest first, and the
// call stacks they were made from (errdex held-out overlay).
func ErrdexSprintfIn(msg string, min int) ([]string, [][]uintptr) {
	errdexMu.Lock()
	defer errdexMu.Unlock()
	var ts []string
	for s := range errdexMade {
		if len(s) >= min && strings.Contains(msg, s) {
			ts = append(ts, s)
		}
	}
	sort.Slice(ts, func(i, j int) bool { return len(ts[i]) > len(ts[j]) })
	var pcs [][]uintptr
	for _, t := range ts {
		pcs = append(pcs, errdexMade[t])
	}
	return ts, pcs
}

// ErrdexSprintfReset forgets the texts made so far.
func ErrdexSprintfReset() {
	errdexMu.Lock()
	errdexMade = map[string][]uintptr{}
	errdexMu.Unlock()
}
`

func main() {
	base := flag.String("base", "", "overlay.json to extend (bench/deployed/go/overlay's)")
	modPath := flag.String("modules", "modules.txt", "modules.txt")
	out := flag.String("o", "", "directory for the rewritten files and overlay.json")
	flag.Parse()
	if *base == "" || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: overlay -base OVERLAY.json -modules modules.txt -o DIR")
		os.Exit(2)
	}
	if err := run(*base, *modPath, *out); err != nil {
		fmt.Fprintln(os.Stderr, "overlay:", err)
		os.Exit(1)
	}
}

func run(base, modPath, out string) error {
	var ov struct{ Replace map[string]string }
	b, err := os.ReadFile(base)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, &ov); err != nil {
		return fmt.Errorf("%s: %v", base, err)
	}
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return err
	}
	src := filepath.Join(goroot, "src")
	// errors.New and fmt.Errorf, as the base overlay patched them, also
	// note each error they make
	for orig, anchor := range map[string]string{
		filepath.Join(src, "errors", "errors.go"): "\truntime.Callers(2, e.pcs[:])\n",
		filepath.Join(src, "fmt", "errors.go"):    "\t\truntime.Callers(3, w.pcs[:])\n",
	} {
		patched, ok := ov.Replace[orig]
		if !ok {
			return fmt.Errorf("%s: %s is not in the base overlay", base, orig)
		}
		b, err := os.ReadFile(patched)
		if err != nil {
			return err
		}
		if bytes.Count(b, []byte(anchor)) != 1 {
			return fmt.Errorf("%s: anchor %q not found once", patched, anchor)
		}
		note := "ErrdexNote(e)"
		if strings.Contains(anchor, "w.pcs") {
			note = "errors.ErrdexNote(w)"
		}
		b = bytes.Replace(b, []byte(anchor), []byte(anchor+"\t"+note+"\n"), 1)
		if err := os.WriteFile(patched, b, 0o644); err != nil {
			return err
		}
	}
	// fmt: the longest text Sprintf or Errorf made that a message holds
	// anywhere (the base overlay's record; ErrdexSprintfPCs wants a prefix)
	contains := filepath.Join(out, "fmt_errdex_contains.go")
	if err := os.WriteFile(contains, []byte(containsFile), 0o644); err != nil {
		return err
	}
	ov.Replace[filepath.Join(src, "fmt", "errdex_contains.go")] = contains
	mark := filepath.Join(out, "errors_errdex_mark.go")
	if err := os.WriteFile(mark, []byte(markFile), 0o644); err != nil {
		return err
	}
	ov.Replace[filepath.Join(src, "errors", "errdex_mark.go")] = mark

	// every package directory to rewrite, by import path
	dirs := map[string]string{}
	roots, err := moduleDirs(modPath)
	if err != nil {
		return err
	}
	for mpath, dir := range roots {
		walkPackages(dir, mpath, dirs)
	}
	walkPackages(src, "", dirs)
	for ip := range dirs {
		if excluded(ip, roots) {
			delete(dirs, ip)
		}
	}
	pkgs := map[string]*pkg{}
	for ip, dir := range dirs {
		if p := parsePackage(dir); p != nil {
			pkgs[ip] = p
		}
	}
	modOf := map[string]string{} // module dir -> copy
	var replace strings.Builder
	// in order, so that a module is copied before one nested in its path
	// (github.com/hashicorp/hcl before github.com/hashicorp/hcl/v2):
	// copyTree empties its destination first
	for _, mpath := range slices.Sorted(maps.Keys(roots)) {
		dir := roots[mpath]
		dst := filepath.Join(out, "mods", mpath)
		if err := copyTree(dir, dst); err != nil {
			return err
		}
		if _, err := os.Stat(filepath.Join(dst, "go.mod")); err != nil {
			// a module without go.mod (the proxy synthesizes one)
			if err := os.WriteFile(filepath.Join(dst, "go.mod"), []byte("module "+mpath+"\n"), 0o644); err != nil {
				return err
			}
		}
		if err := atLeastGo121(filepath.Join(dst, "go.mod")); err != nil {
			return err
		}
		modOf[dir] = dst
		fmt.Fprintf(&replace, "%s %s\n", mpath, dst)
	}
	if err := os.WriteFile(filepath.Join(out, "replace.txt"), []byte(replace.String()), 0o644); err != nil {
		return err
	}
	n, files := 0, 0
	for _, ip := range slices.Sorted(maps.Keys(pkgs)) {
		p := pkgs[ip]
		for _, f := range p.files {
			text, k := rewrite(p, f, pkgs)
			if k == 0 {
				continue
			}
			copied := false
			for dir, cp := range modOf {
				if strings.HasPrefix(f.path, dir+"/") {
					if err := os.WriteFile(filepath.Join(cp, strings.TrimPrefix(f.path, dir+"/")), text, 0o644); err != nil {
						return err
					}
					copied = true
				}
			}
			n += k
			files++
			if copied {
				continue
			}
			dst := filepath.Join(out, "src", strings.ReplaceAll(strings.TrimPrefix(f.path, "/"), "/", "_"))
			if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(dst, text, 0o644); err != nil {
				return err
			}
			if prev, ok := ov.Replace[f.path]; ok {
				return fmt.Errorf("%s is replaced already (by %s)", f.path, prev)
			}
			ov.Replace[f.path] = dst
		}
	}
	b, _ = json.MarshalIndent(ov, "", "  ")
	if err := os.WriteFile(filepath.Join(out, "overlay.json"), b, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "overlay: %d struct error literals marked in %d files of %d packages\n", n, files, len(pkgs))
	return nil
}

func goEnv(name string) (string, error) {
	b, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(b)), nil
}

// moduleDirs maps each listed module's path to its directory in the module
// cache (go list -m, run in the cases program's module).
func moduleDirs(modPath string) (map[string]string, error) {
	f, err := os.Open(modPath)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	m := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 4 || strings.HasPrefix(fs[0], "#") {
			continue
		}
		out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", fs[3]).Output()
		if err != nil {
			return nil, fmt.Errorf("go list -m %s: %v", fs[3], err)
		}
		m[fs[3]] = strings.TrimSpace(string(out))
	}
	return m, sc.Err()
}

// walkPackages adds every directory below root holding Go files, by import
// path (prefix + the path below root), leaving out testdata, vendor and
// hidden directories.
func walkPackages(root, prefix string, dirs map[string]string) {
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			n := d.Name()
			if path != root && (n == "testdata" || n == "vendor" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			rel, _ := filepath.Rel(root, filepath.Dir(path))
			ip := filepath.ToSlash(filepath.Join(prefix, rel))
			if prefix == "" {
				ip = filepath.ToSlash(rel)
			}
			dirs[ip] = filepath.Dir(path)
		}
		return nil
	})
}

// excluded reports whether a standard-library package is one errors
// depends on (an import of errors there would be a cycle), or cmd.
func excluded(ip string, modules map[string]string) bool {
	for m := range modules {
		if ip == m || strings.HasPrefix(ip, m+"/") {
			return false
		}
	}
	first := strings.SplitN(ip, "/", 2)[0]
	switch first {
	case "runtime", "unsafe", "internal", "errors", "fmt", "cmd", "builtin", "syscall":
		return true
	}
	for _, part := range strings.Split(ip, "/") {
		if part == "internal" {
			return true
		}
	}
	return false
}

type file struct {
	path string
	src  []byte
	fset *token.FileSet
	ast  *ast.File
}

type pkg struct {
	files   []*file
	types   map[string]bool      // error types: named types with Error() string or an embedded error
	aliases map[string][2]string // type A = pkg.B: A -> {import path, B}
}

func parsePackage(dir string) *pkg {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	p := &pkg{types: map[string]bool{}, aliases: map[string][2]string{}}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		path := filepath.Join(dir, n)
		src, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		cgo := false
		for _, im := range f.Imports {
			if im.Path.Value == `"C"` {
				cgo = true
			}
		}
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				for _, sp := range gd.Specs {
					ts := sp.(*ast.TypeSpec)
					if embedsError(ts) {
						p.types[ts.Name.Name] = true
					}
					if sel, ok := ts.Type.(*ast.SelectorExpr); ok && ts.Assign.IsValid() {
						if x, ok := sel.X.(*ast.Ident); ok {
							for _, im := range f.Imports {
								ip, _ := strconv.Unquote(im.Path.Value)
								if localName(im, ip) == x.Name {
									p.aliases[ts.Name.Name] = [2]string{ip, sel.Sel.Name}
								}
							}
						}
					}
				}
			}
			if fd, ok := d.(*ast.FuncDecl); ok && isErrorMethod(fd) {
				if name := recvName(fd.Recv.List[0].Type); name != "" {
					p.types[name] = true
				}
			}
		}
		if !cgo {
			p.files = append(p.files, &file{path, src, fset, f})
		}
	}
	return p
}

// embedsError reports whether ts is a struct type that embeds the error
// interface, so that its Error method is the embedded value's
// (type ParseError struct { error; Context *Context }).
func embedsError(ts *ast.TypeSpec) bool {
	st, ok := ts.Type.(*ast.StructType)
	if !ok || ts.TypeParams != nil {
		return false
	}
	for _, f := range st.Fields.List {
		if id, ok := f.Type.(*ast.Ident); ok && len(f.Names) == 0 && id.Name == "error" {
			return true
		}
	}
	return false
}

func isErrorMethod(fd *ast.FuncDecl) bool {
	if fd.Recv == nil || len(fd.Recv.List) != 1 || fd.Name.Name != "Error" {
		return false
	}
	t := fd.Type
	if t.Params != nil && len(t.Params.List) > 0 {
		return false
	}
	if t.Results == nil || len(t.Results.List) != 1 || len(t.Results.List[0].Names) > 1 {
		return false
	}
	id, ok := t.Results.List[0].Type.(*ast.Ident)
	return ok && id.Name == "string"
}

func recvName(t ast.Expr) string {
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return "" // generic receivers are left alone
}

// rewrite returns f's text with each composite literal of an error type
// wrapped in __errdex.ErrdexMark(...), and how many were.
func rewrite(p *pkg, f *file, pkgs map[string]*pkg) ([]byte, int) {
	imports := map[string]*pkg{} // local name -> package
	for _, im := range f.ast.Imports {
		ip, _ := strconv.Unquote(im.Path.Value)
		if q := pkgs[ip]; q != nil {
			imports[localName(im, ip)] = q
		}
	}
	isErr := func(t ast.Expr) bool {
		switch t := t.(type) {
		case *ast.Ident:
			if a, ok := p.aliases[t.Name]; ok {
				q := pkgs[a[0]]
				return q != nil && q.types[a[1]]
			}
			return p.types[t.Name]
		case *ast.SelectorExpr:
			x, ok := t.X.(*ast.Ident)
			if !ok {
				return false
			}
			q := imports[x.Name]
			return q != nil && q.types[t.Sel.Name]
		}
		return false
	}
	type span struct{ start, end int }
	var spans []span
	wrapped := map[ast.Node]bool{}
	ast.Inspect(f.ast, func(n ast.Node) bool {
		var lit *ast.CompositeLit
		var whole ast.Node
		switch n := n.(type) {
		case *ast.GenDecl:
			return n.Tok != token.CONST // no calls in constants
		case *ast.CallExpr:
			// a conversion to an error type: MyErr(n), CorruptInputError(i)
			if len(n.Args) == 1 && n.Ellipsis == token.NoPos && isErr(n.Fun) {
				spans = append(spans, span{f.fset.Position(n.Pos()).Offset, f.fset.Position(n.End()).Offset})
			}
			return true
		case *ast.UnaryExpr:
			if l, ok := n.X.(*ast.CompositeLit); ok && n.Op == token.AND {
				lit, whole = l, n
			}
		case *ast.CompositeLit:
			if !wrapped[n] {
				lit, whole = n, n
			}
		}
		if lit != nil && lit.Type != nil && isErr(lit.Type) {
			wrapped[lit] = true
			spans = append(spans, span{f.fset.Position(whole.Pos()).Offset, f.fset.Position(whole.End()).Offset})
		}
		return true
	})
	if len(spans) == 0 {
		return nil, 0
	}
	// insertions, applied from the end so offsets hold
	type ins struct {
		at   int
		text string
	}
	var is []ins
	for _, s := range spans {
		is = append(is, ins{s.start, "__errdex.ErrdexMark("}, ins{s.end, ")"})
	}
	is = append(is, ins{f.fset.Position(f.ast.Name.End()).Offset, `; import __errdex "errors"`})
	sort.SliceStable(is, func(i, j int) bool { return is[i].at > is[j].at })
	b := append([]byte(nil), f.src...)
	for _, in := range is {
		b = append(b[:in.at], append([]byte(in.text), b[in.at:]...)...)
	}
	if bytes.Count(b, []byte("\n")) != bytes.Count(f.src, []byte("\n")) {
		panic("line count changed in " + f.path)
	}
	return b, len(spans)
}

// localName is the name a file refers to an imported package by.
func localName(im *ast.ImportSpec, ip string) string {
	if im.Name != nil {
		return im.Name.Name
	}
	name := ip[strings.LastIndex(ip, "/")+1:]
	if v := strings.TrimPrefix(name, "v"); v != name && isDigits(v) && strings.Contains(ip, "/") {
		// a major-version suffix: the package's own name
		rest := ip[:strings.LastIndex(ip, "/")]
		return rest[strings.LastIndex(rest, "/")+1:]
	}
	if i := strings.Index(name, ".v"); i > 0 {
		return name[:i] // gopkg.in/ini.v1
	}
	return name
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// copyTree copies the regular files below src to dst (made writable).
func copyTree(src, dst string) error {
	if err := os.RemoveAll(dst); err != nil {
		return err
	}
	return filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		to := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(to, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(to, b, 0o644)
	})
}

var goLineRE = regexp.MustCompile(`(?m)^go 1\.(\d+)(\.\d+)?\s*$`)

// atLeastGo121 raises a copy's go directive to 1.21 when it is older (or
// missing), so that the generic errors.ErrdexMark may be called from it;
// 1.21 keeps the loop variables' pre-1.22 meaning.
func atLeastGo121(gomod string) error {
	b, err := os.ReadFile(gomod)
	if err != nil {
		return err
	}
	m := goLineRE.FindSubmatch(b)
	if m != nil {
		if v, _ := strconv.Atoi(string(m[1])); v >= 21 {
			return nil
		}
		b = goLineRE.ReplaceAll(b, []byte("go 1.21"))
	} else {
		b = append(b, "\ngo 1.21\n"...)
	}
	return os.WriteFile(gomod, b, 0o644)
}
