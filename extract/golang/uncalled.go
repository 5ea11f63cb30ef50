package golang

import (
	"go/ast"
	"maps"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/lazyre"
)

// Uncalled functions. A package's unexported function that no code of the
// package names, neither its Go files nor its assembly (a `CALL
// ·name(SB)` of a .s file) nor a //go:linkname or //export directive, is
// reached only by calls a compiler generates by name (the compiler
// lowers a bounds check into a call of runtime.goPanicIndex on wasm and
// into assembly calling runtime.panicBounds64 on amd64; a failed type
// assertion into panicdottypeI, which calls panicdottypeE), or not at
// all. Its sites carry catalog.UncalledTag, and match places a record the
// package's own code reaches first among records raising the same text.
//
// Each Go file's summary has a Def of Kind "funcs" (the file's unexported
// functions with a body, in Params) and one of Kind "names" (the names
// its code uses, in Params); an assembly file's has one "names" Def of
// the symbols it refers to per package (Name: the last element of the
// package path a `pkg·name` symbol names, "" for `·name`).

// asmSymbolRE matches a Go assembly symbol: an optional package path
// (with ∕ for /) before the middle dot, and the name after it.
var asmSymbolRE = lazyre.New(`([\pL\pN_∕./]*)·([\pL_][\pL\pN_]*)`)

// runAsm reads a Go assembly file: the symbols it names, for the link.
func runAsm(f *extract.File) *extract.Result {
	byPkg := map[string][]string{}
	for _, m := range asmSymbolRE.FindAllSubmatch(f.Src, -1) {
		if !utf8.Valid(m[0]) {
			continue
		}
		pkg := string(m[1])
		if i := strings.LastIndexAny(pkg, "∕/."); i >= 0 {
			_, size := utf8.DecodeRuneInString(pkg[i:])
			pkg = pkg[i+size:]
		}
		byPkg[pkg] = append(byPkg[pkg], string(m[2]))
	}
	if len(byPkg) == 0 {
		return &extract.Result{}
	}
	s := &extract.Summary{}
	for _, pkg := range slices.Sorted(maps.Keys(byPkg)) {
		names := byPkg[pkg]
		slices.Sort(names)
		s.Defs = append(s.Defs, extract.Def{Kind: "names", Name: pkg, Params: slices.Compact(names)})
	}
	return &extract.Result{Summary: s}
}

// calleeDefs returns the file's "funcs" and "names" Defs: its unexported
// functions with a body (not init or main), and the names its code uses
// outside declarations' names and selectors, with those a //go:linkname
// or //export directive names.
func (x *fileCtx) calleeDefs() []extract.Def {
	var funcs []string
	decl := map[*ast.Ident]bool{}
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		decl[fd.Name] = true
		if fd.Recv == nil && fd.Body != nil && !ast.IsExported(fd.Name.Name) && fd.Name.Name != "init" && fd.Name.Name != "main" && fd.Name.Name != "_" {
			funcs = append(funcs, fd.Name.Name)
		}
	}
	seen := map[string]bool{}
	ast.Inspect(x.file, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ast.Inspect(n.X, func(m ast.Node) bool {
				if id, ok := m.(*ast.Ident); ok {
					seen[id.Name] = true
				}
				return true
			})
			return false
		case *ast.Ident:
			if !decl[n] {
				seen[n.Name] = true
			}
		}
		return true
	})
	for _, cg := range x.file.Comments {
		for _, c := range cg.List {
			f := strings.Fields(c.Text)
			if len(f) >= 2 && (f[0] == "//go:linkname" || f[0] == "//export") {
				seen[f[1]] = true
			}
		}
	}
	if len(funcs) == 0 && len(seen) == 0 {
		return nil
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	slices.Sort(names)
	slices.Sort(funcs)
	return []extract.Def{{Kind: "funcs", Params: funcs}, {Kind: "names", Params: names}}
}

// tagUncalled tags the sites of the uncalled functions of each package
// of files with catalog.UncalledTag. A package's name comes from its Go
// files' "package" Defs; a //go:linkname of another package naming
// path.name counts as a use of name in every package of that last
// element.
func tagUncalled(files []extract.Linked) {
	type pkgInfo struct {
		name  string
		used  map[string]bool
		funcs map[string]bool
		files []*extract.Result
	}
	pkgs := map[string]*pkgInfo{}
	get := func(dir string) *pkgInfo {
		p := pkgs[dir]
		if p == nil {
			p = &pkgInfo{used: map[string]bool{}, funcs: map[string]bool{}}
			pkgs[dir] = p
		}
		return p
	}
	pushed := map[string]map[string]bool{} // package name → names other packages' linknames target
	type asmUse struct {
		dir, pkg string
		names    []string
	}
	var asm []asmUse
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		dir := path.Dir(f.Path)
		isAsm := strings.HasSuffix(f.Path, ".s")
		p := get(dir)
		goFile := false
		for _, d := range f.Result.Summary.Defs {
			switch d.Kind {
			case "package":
				p.name = d.Name
			case "funcs":
				goFile = true
				for _, n := range d.Params {
					p.funcs[n] = true
				}
			case "names":
				if isAsm {
					asm = append(asm, asmUse{dir, d.Name, d.Params})
					continue
				}
				for _, n := range d.Params {
					p.used[n] = true
				}
			case "linkname":
				// //go:linkname local path.name: path.name is used
				if len(d.Path) == 2 {
					if i := strings.LastIndex(d.Name, "."); i > 0 {
						pk := d.Name[:i]
						pk = pk[strings.LastIndex(pk, "/")+1:]
						if pushed[pk] == nil {
							pushed[pk] = map[string]bool{}
						}
						pushed[pk][d.Name[i+1:]] = true
					}
				}
			}
		}
		if goFile {
			p.files = append(p.files, f.Result)
		}
	}
	for _, a := range asm {
		p := get(a.dir)
		if a.pkg != "" && a.pkg != p.name {
			continue
		}
		for _, n := range a.names {
			p.used[n] = true
		}
	}
	for _, p := range pkgs {
		if len(p.files) == 0 {
			continue
		}
		for n := range pushed[p.name] {
			p.used[n] = true
		}
		for _, res := range p.files {
			for i := range res.Sites {
				s := &res.Sites[i]
				fn := s.Context.Function
				if !p.funcs[fn] || p.used[fn] || slices.Contains(s.Tags, catalog.UncalledTag) {
					continue
				}
				s.Tags = append(s.Tags, catalog.UncalledTag)
			}
		}
	}
}
