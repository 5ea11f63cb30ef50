// Command selector counts, per Go module directory, the call sites that hand
// literal text to a helper whose parameter becomes an error's text: the
// mechanism of the held-out corpus's "helper passes its caller's text" misses.
// Batch 10 (split.txt) was chosen by these counts.
//
//	go run ./selector DIR...            # one TSV line per DIR, most sites first
//
// By syntax alone, per package: a function's parameter is a text parameter
// when its body hands it (alone, or inside an expression) to errors.New,
// fmt.Errorf, fmt.Sprintf/Sprint whose value goes into an error (a return of
// a function that returns error, or an argument of one of the others), a
// composite literal of an error type (a named type of the package with an
// Error() string method, or a type named *Error/*Err), or a text parameter of
// another helper (a level more; up to four). A call site counts when the
// argument in a text parameter's place is or holds a string literal of three
// letters. Calls are bound by name: a function of the package, a method of any
// type of the package of that name, or pkg.Func of another package of the
// module. Columns: sites; sites by what the innermost helper's statement is
// (errors.New, fmt.Errorf, Sprintf, T{...}); sites through two or more helper
// levels; sites whose helper returns error; sites in another file than the
// helper; sites whose helper is thin (at most three statements, as the
// corpus's truth walks out of); helpers.
//
// With -shapes (batch 11, split.txt) it prints instead the shapes of the
// families the test half misses far more than the dev half, sorted by their
// sum: sites whose helper takes the text as variadic arguments (format,
// args...), sites through two or more helper levels, sites whose innermost
// helper calls errors.New, errors.New(fmt.Sprintf(...)) calls (or
// errors.New(v) after v := fmt.Sprintf(...) in the function), error types
// whose Error() method reads a field of its receiver, calls with arguments
// of a function that returns a literal or conversion of such a type, and
// literals of such a type with elements outside those functions.
// selector/batch11.tsv is its output on batch 11's candidates.
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"unicode"
)

type helper struct {
	pkg, name string // name: Func or .Method
	file      string
	params    map[int]bool // text parameter positions
	variadic  int          // position of a ...any parameter that is a text's args, or -1
	maker     string       // errors.New, fmt.Errorf, Sprintf, T{...}
	level     int
	retErr    bool
	thin      bool
}

type pkgInfo struct {
	dir      string
	files    map[string]*ast.File
	errTypes map[string]bool
}

type counts struct {
	sites, errorsNew, errorf, sprintf, literal, level2, retErr, otherFile, thin, helpers int
	// batch 11's columns (shapes of the test half's miss families)
	variadic, newSprintf, fmtTypes, ctorCalls, litSites int
}

var shapes = flag.Bool("shapes", false, "print batch 11's columns (variadic helpers, helper levels, errors.New(Sprintf), error types formatting fields, their constructors and literals), sorted by their sum")

func main() {
	flag.Parse()
	if flag.NArg() < 1 {
		fmt.Fprintln(os.Stderr, "usage: selector [-shapes] DIR...")
		os.Exit(2)
	}
	type row struct {
		dir string
		c   counts
	}
	var rows []row
	for _, dir := range flag.Args() {
		c, err := module(dir)
		if err != nil {
			fmt.Fprintf(os.Stderr, "selector: %s: %v\n", dir, err)
			continue
		}
		rows = append(rows, row{dir, c})
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].c.sites > rows[j].c.sites })
	if *shapes {
		// batch 11: the shapes of the families the test half misses far
		// more than the dev half, most first by their sum
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].c.shapeSum() > rows[j].c.shapeSum() })
		fmt.Println("sum\tvariadic\tlevels>=2\terrors.New\terrors.New(Sprintf)\tfmt_types\tctor_calls\tlit_sites\tsites\tmodule")
		for _, r := range rows {
			c := r.c
			fmt.Printf("%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", c.shapeSum(), c.variadic, c.level2, c.errorsNew, c.newSprintf, c.fmtTypes, c.ctorCalls, c.litSites, c.sites, r.dir)
		}
		return
	}
	fmt.Println("sites\terrors.New\tfmt.Errorf\tSprintf\tT{...}\tlevels>=2\treturns_error\tother_file\tthin\thelpers\tmodule")
	for _, r := range rows {
		c := r.c
		fmt.Printf("%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%s\n", c.sites, c.errorsNew, c.errorf, c.sprintf, c.literal, c.level2, c.retErr, c.otherFile, c.thin, c.helpers, r.dir)
	}
}

// module reads every non-test Go file below dir (not testdata, vendor,
// examples or cmd) and counts its sites.
func module(dir string) (counts, error) {
	fset := token.NewFileSet()
	pkgs := map[string]*pkgInfo{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			n := d.Name()
			if path != dir && (n == "testdata" || n == "vendor" || n == "examples" || n == "example" || n == "cmd" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil // a file that does not parse (build-tagged generator input) is skipped
		}
		pd := filepath.Dir(path)
		p := pkgs[pd]
		if p == nil {
			p = &pkgInfo{dir: pd, files: map[string]*ast.File{}, errTypes: map[string]bool{}}
			pkgs[pd] = p
		}
		p.files[path] = f
		return nil
	})
	if err != nil {
		return counts{}, err
	}
	modPath := ""
	if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) == 2 && f[0] == "module" {
				modPath = strings.Trim(f[1], `"`)
			}
		}
	}
	importDirs = map[string]string{}
	for pd := range pkgs {
		rel, _ := filepath.Rel(dir, pd)
		ip := modPath
		if rel != "." {
			ip += "/" + filepath.ToSlash(rel)
		}
		importDirs[ip] = pd
	}
	for _, p := range pkgs {
		for _, f := range p.files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Recv == nil || fd.Name.Name != "Error" || fd.Type.Params.NumFields() != 0 {
					continue
				}
				if t := recvName(fd); t != "" {
					p.errTypes[t] = true
				}
			}
		}
	}
	// helpers by package dir and name, found to a fixpoint over levels
	helpers := map[string]map[string]*helper{}
	for pd := range pkgs {
		helpers[pd] = map[string]*helper{}
	}
	for level := 1; level <= 4; level++ {
		changed := false
		for _, pd := range sortedKeys(pkgs) {
			p := pkgs[pd]
			for _, file := range sortedKeys(p.files) {
				f := p.files[file]
				imports := importNames(f)
				for _, d := range f.Decls {
					fd, ok := d.(*ast.FuncDecl)
					if !ok || fd.Body == nil {
						continue
					}
					key := funcKey(fd)
					if helpers[pd][key] != nil {
						continue
					}
					h := examine(fd, p, pkgs, helpers, imports, dir, level)
					if h != nil {
						h.pkg, h.name, h.file, h.level = pd, key, file, level
						helpers[pd][key] = h
						changed = true
					}
				}
			}
		}
		if !changed {
			break
		}
	}
	var c counts
	for pd := range helpers {
		c.helpers += len(helpers[pd])
	}
	for pd, p := range pkgs {
		for file, f := range p.files {
			imports := importNames(f)
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				h := resolve(call, pd, pkgs, helpers, imports, dir)
				if h == nil {
					return true
				}
				lit := false
				for i, a := range call.Args {
					if h.params[i] || (h.variadic >= 0 && i >= h.variadic) {
						if holdsText(a) {
							lit = true
						}
					}
				}
				if !lit {
					return true
				}
				c.sites++
				switch h.maker {
				case "errors.New":
					c.errorsNew++
				case "fmt.Errorf":
					c.errorf++
				case "Sprintf":
					c.sprintf++
				case "T{...}":
					c.literal++
				}
				if h.level >= 2 {
					c.level2++
				}
				if h.retErr {
					c.retErr++
				}
				if h.file != file {
					c.otherFile++
				}
				if h.thin {
					c.thin++
				}
				if h.variadic >= 0 {
					c.variadic++
				}
				return true
			})
		}
	}
	shapeCounts(pkgs, &c)
	return c, nil
}

// sortedKeys: a map's keys in order, so that the first of two methods of
// one name a package declares is always the same one.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func recvName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return ""
	}
	t := fd.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
			continue
		case *ast.IndexExpr:
			t = x.X
			continue
		case *ast.IndexListExpr:
			t = x.X
			continue
		case *ast.Ident:
			return x.Name
		}
		return ""
	}
}

func funcKey(fd *ast.FuncDecl) string {
	if fd.Recv != nil {
		return "." + fd.Name.Name
	}
	return fd.Name.Name
}

func importNames(f *ast.File) map[string]string {
	m := map[string]string{}
	for _, im := range f.Imports {
		path, _ := strconv.Unquote(im.Path.Value)
		name := path[strings.LastIndex(path, "/")+1:]
		if strings.HasPrefix(name, "v") && len(name) <= 3 && strings.Count(path, "/") > 0 { // .../v2
			rest := path[:strings.LastIndex(path, "/")]
			name = rest[strings.LastIndex(rest, "/")+1:]
		}
		if im.Name != nil {
			name = im.Name.Name
		}
		m[name] = path
	}
	return m
}

// resolve binds a call to a helper by name.
var importDirs map[string]string // import path -> package dir, of the module being read

func resolve(call *ast.CallExpr, pd string, pkgs map[string]*pkgInfo, helpers map[string]map[string]*helper, imports map[string]string, root string) *helper {
	switch fn := call.Fun.(type) {
	case *ast.Ident:
		return helpers[pd][fn.Name]
	case *ast.SelectorExpr:
		if x, ok := fn.X.(*ast.Ident); ok {
			if path, ok := imports[x.Name]; ok {
				if opd, ok := importDirs[path]; ok {
					return helpers[opd][fn.Sel.Name]
				}
				return nil
			}
		}
		return helpers[pd]["."+fn.Sel.Name]
	}
	return nil
}

// holdsText: a string literal with three letters, alone or inside an
// expression (a concatenation, fmt.Sprintf's format), not inside a
// function literal.
func holdsText(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BasicLit:
			if x.Kind == token.STRING {
				letters := 0
				for _, r := range x.Value {
					if unicode.IsLetter(r) {
						letters++
					}
				}
				found = found || letters >= 3
			}
		}
		return !found
	})
	return found
}

func isSel(e ast.Expr, pkg, name string) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, ok := s.X.(*ast.Ident)
	return ok && x.Name == pkg && s.Sel.Name == name
}

// examine says whether fd hands one of its parameters to an error's text,
// directly (level 1) or through a helper found at an earlier level.
func examine(fd *ast.FuncDecl, p *pkgInfo, pkgs map[string]*pkgInfo, helpers map[string]map[string]*helper, imports map[string]string, root string, level int) *helper {
	names := map[string]int{}
	variadicName := ""
	i := 0
	for _, fl := range fd.Type.Params.List {
		if len(fl.Names) == 0 {
			i++
			continue
		}
		for _, n := range fl.Names {
			if _, ok := fl.Type.(*ast.Ellipsis); ok {
				variadicName = n.Name
			}
			names[n.Name] = i
			i++
		}
	}
	if len(names) == 0 {
		return nil
	}
	retErr := false
	if fd.Type.Results != nil {
		for _, r := range fd.Type.Results.List {
			t := r.Type
			if s, ok := t.(*ast.StarExpr); ok {
				t = s.X
			}
			if id, ok := t.(*ast.Ident); ok && (id.Name == "error" || p.errTypes[id.Name]) {
				retErr = true
			}
		}
	}
	uses := func(e ast.Expr) (map[int]bool, bool) {
		m := map[int]bool{}
		vari := false
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if k, ok := names[id.Name]; ok {
					if id.Name == variadicName {
						vari = true
					} else {
						m[k] = true
					}
				}
			}
			return true
		})
		return m, vari
	}
	var found *helper
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		var maker string
		var args []ast.Expr
		switch x := n.(type) {
		case *ast.CallExpr:
			switch {
			case level == 1 && isSel(x.Fun, "errors", "New"):
				maker, args = "errors.New", x.Args
			case level == 1 && isSel(x.Fun, "fmt", "Errorf"):
				maker, args = "fmt.Errorf", x.Args
			case level == 1 && (isSel(x.Fun, "fmt", "Sprintf") || isSel(x.Fun, "fmt", "Sprint")) && retErr:
				maker, args = "Sprintf", x.Args
			case level > 1:
				if h := resolve(x, p.dir, pkgs, helpers, imports, root); h != nil && h.level == level-1 {
					for i, a := range x.Args {
						if h.params[i] || (h.variadic >= 0 && i >= h.variadic) {
							args = append(args, a)
						}
					}
					maker = h.maker
				}
			}
		case *ast.CompositeLit:
			if level == 1 && isErrType(x.Type, p) {
				maker = "T{...}"
				for _, el := range x.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						args = append(args, kv.Value)
					} else {
						args = append(args, el)
					}
				}
			}
		}
		if maker == "" {
			return true
		}
		params := map[int]bool{}
		vari := false
		for _, a := range args {
			m, v := uses(a)
			for k := range m {
				params[k] = true
			}
			vari = vari || v
		}
		if len(params) == 0 && !vari {
			return true
		}
		variadic := -1
		if vari {
			variadic = names[variadicName]
		}
		found = &helper{params: params, variadic: variadic, maker: maker, retErr: retErr, thin: len(fd.Body.List) <= 3}
		return false
	})
	return found
}

func isErrType(t ast.Expr, p *pkgInfo) bool {
	switch x := t.(type) {
	case *ast.Ident:
		return p.errTypes[x.Name] || strings.HasSuffix(x.Name, "Error") || strings.HasSuffix(x.Name, "Err")
	case *ast.SelectorExpr:
		return strings.HasSuffix(x.Sel.Name, "Error")
	}
	return false
}

// shapeSum is the sum of batch 11's columns.
func (c counts) shapeSum() int {
	return c.variadic + c.level2 + c.errorsNew + c.newSprintf + c.fmtTypes + c.ctorCalls + c.litSites
}

// shapeCounts fills batch 11's columns: errors.New(fmt.Sprintf(...)) calls
// (or errors.New(v) with v := fmt.Sprintf(...) in the same function);
// error types of the package whose Error() method reads a field of its
// receiver (fmtTypes); calls, with one argument or more, of a function of
// the package that returns a composite literal or conversion of such a type
// (ctorCalls, bound by name as helpers are); and composite literals of such
// a type with one element or more outside those functions (litSites).
func shapeCounts(pkgs map[string]*pkgInfo, c *counts) {
	for _, pd := range sortedKeys(pkgs) {
		p := pkgs[pd]
		fmtTypes := map[string]bool{}
		for _, file := range sortedKeys(p.files) {
			for _, d := range p.files[file].Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || fd.Recv == nil || fd.Name.Name != "Error" || fd.Type.Params.NumFields() != 0 {
					continue
				}
				recv := ""
				if len(fd.Recv.List) > 0 && len(fd.Recv.List[0].Names) > 0 {
					recv = fd.Recv.List[0].Names[0].Name
				}
				t := recvName(fd)
				if recv == "" || t == "" {
					continue
				}
				reads := false
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					if se, ok := n.(*ast.SelectorExpr); ok {
						if id, ok := se.X.(*ast.Ident); ok && id.Name == recv {
							reads = true
						}
					}
					if id, ok := n.(*ast.Ident); ok && id.Name == recv {
						// string(e), a conversion's value printed
						reads = true
					}
					return !reads
				})
				if reads && !fmtTypes[t] {
					fmtTypes[t] = true
					c.fmtTypes++
				}
			}
		}
		isFmt := func(e ast.Expr) bool {
			switch x := e.(type) {
			case *ast.Ident:
				return fmtTypes[x.Name]
			case *ast.IndexExpr:
				if id, ok := x.X.(*ast.Ident); ok {
					return fmtTypes[id.Name]
				}
			}
			return false
		}
		made := func(e ast.Expr) bool { // T{...}, &T{...}, T(x)
			if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
				e = u.X
			}
			switch x := e.(type) {
			case *ast.CompositeLit:
				return isFmt(x.Type)
			case *ast.CallExpr:
				return len(x.Args) == 1 && isFmt(x.Fun)
			}
			return false
		}
		ctors := map[string]bool{}
		for _, file := range sortedKeys(p.files) {
			for _, d := range p.files[file].Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || fd.Type.Params.NumFields() == 0 {
					continue
				}
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					if _, ok := n.(*ast.FuncLit); ok {
						return false
					}
					if r, ok := n.(*ast.ReturnStmt); ok {
						for _, e := range r.Results {
							if made(e) {
								ctors[fd.Name.Name] = true
							}
						}
					}
					return true
				})
			}
		}
		for _, file := range sortedKeys(p.files) {
			for _, d := range p.files[file].Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				sprintfLocals := map[string]bool{}
				inCtor := ctors[fd.Name.Name]
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					switch x := n.(type) {
					case *ast.AssignStmt:
						for k, l := range x.Lhs {
							if id, ok := l.(*ast.Ident); ok && k < len(x.Rhs) {
								if call, ok := x.Rhs[k].(*ast.CallExpr); ok && isSel(call.Fun, "fmt", "Sprintf") {
									sprintfLocals[id.Name] = true
								}
							}
						}
					case *ast.CallExpr:
						if isSel(x.Fun, "errors", "New") && len(x.Args) == 1 {
							switch a := x.Args[0].(type) {
							case *ast.CallExpr:
								if isSel(a.Fun, "fmt", "Sprintf") {
									c.newSprintf++
								}
							case *ast.Ident:
								if sprintfLocals[a.Name] {
									c.newSprintf++
								}
							}
						}
						if len(x.Args) > 0 {
							name := ""
							switch f := x.Fun.(type) {
							case *ast.Ident:
								name = f.Name
							case *ast.SelectorExpr:
								name = f.Sel.Name
							}
							if ctors[name] {
								c.ctorCalls++
							}
						}
					case *ast.CompositeLit:
						if !inCtor && isFmt(x.Type) && len(x.Elts) > 0 {
							c.litSites++
						}
					}
					return true
				})
			}
		}
	}
}
