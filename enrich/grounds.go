package enrich

import (
	"maps"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/errdex/errdex/extract"
)

// Grounds is what the grounded enricher knows beyond one site: the class
// definitions of the scanned tree by language, the directories too broad to
// name a topic, and the evidence the readers found in other files (module
// collections, tests that expect errors, handlers around calls). A scan
// builds one with NewGrounds, adds every file, calls Done, and then hands
// it to Offline for each record. The zero-file Grounds (nil too) is valid:
// fields that need repository evidence stay null.
type Grounds struct {
	classes map[string]map[string][]extract.ClassDef // language → name → definitions
	dirs    map[string]int                           // directory → records under it
	total   int
	broad   map[string]bool // set by Done

	expects     []expectAt
	collections map[string]map[string]extract.Collection // file → name → collection
	modules     map[string][]string                      // dotted module path → files
	tails       map[string][]string                      // a dotted tail of module paths → their files (tailsOnce)
	tailsOnce   sync.Once                                // builds tails on first use
	importSets  sync.Map                                 // file → importedSet
	imports     map[string][]extract.Import              // file → its imports
	globals     map[string][]string                      // file → the names it binds at module level
	catches     map[string][]catchAt                     // callee's last name → handlers around calls of it
	funcs       map[string]map[string]bool               // a function's last name → "path\x00qualified name" of the functions with sites so named
}

// NewGrounds returns an empty Grounds.
func NewGrounds() *Grounds {
	return &Grounds{
		classes:     map[string]map[string][]extract.ClassDef{},
		dirs:        map[string]int{},
		collections: map[string]map[string]extract.Collection{},
		modules:     map[string][]string{},
		imports:     map[string][]extract.Import{},
		globals:     map[string][]string{},
		catches:     map[string][]catchAt{},
		funcs:       map[string]map[string]bool{},
	}
}

// AddFile records the file at p: its class definitions and its sites.
// Every file of the scan is added, so that imports resolve.
func (g *Grounds) AddFile(p string, classes []extract.ClassDef, ss []extract.Site) {
	sites := len(ss)
	for i := range ss {
		if fn := ss[i].Context.Function; fn != "" {
			k := lastPart(fn)
			if g.funcs[k] == nil {
				g.funcs[k] = map[string]bool{}
			}
			g.funcs[k][p+"\x00"+fn] = true
		}
	}
	l := lang(p)
	if l == langPython {
		g.modules[modulePath(p)] = append(g.modules[modulePath(p)], p)
	}
	for _, c := range classes {
		c.Path = p
		if g.classes[l] == nil {
			g.classes[l] = map[string][]extract.ClassDef{}
		}
		g.classes[l][c.Name] = append(g.classes[l][c.Name], c)
	}
	if sites > 0 {
		g.total += sites
		for d := path.Dir(p); d != "." && d != "/"; d = path.Dir(d) {
			g.dirs[d] += sites
		}
	}
}

// broadShare is the share of all records above which a directory is too
// broad to be a topic tag (python/, src/, the package root).
const broadShare = 0.25

// Done ends the adding: it decides which directories are too broad to tag.
func (g *Grounds) Done() {
	g.broad = map[string]bool{}
	for d, n := range g.dirs {
		if float64(n) > broadShare*float64(g.total) {
			g.broad[d] = true
		}
	}
}

// resolve returns the definition the class name used in file p denotes,
// within p's language: for a qualified name ("errors.ConfigError",
// "crate::error::Error") one whose file or directory is named by the
// qualifier's last part; for a plain name the definition in p itself, else
// the one in p's directory, else the only one in the language. Nil when
// there is none or the choice is ambiguous: a class of another language,
// or of a library the tree does not hold (anyhow::Error, JavaScript's
// Error), is never linked.
func (g *Grounds) resolve(name, p string) *extract.ClassDef {
	if g == nil {
		return nil
	}
	name = strings.TrimSpace(name)
	defs := g.classes[lang(p)][short(name)]
	if len(defs) == 0 {
		return nil
	}
	if external(name) {
		return nil
	}
	if q := qualifier(name); q != "" {
		switch q {
		case "self", "crate", "super", "this":
			q = ""
		}
		if q != "" {
			var hit *extract.ClassDef
			for i := range defs {
				if moduleNamed(defs[i].Path, q) {
					if hit != nil {
						return nil
					}
					hit = &defs[i]
				}
			}
			return hit
		}
	}
	for i := range defs {
		if defs[i].Path == p {
			return &defs[i]
		}
	}
	var hit *extract.ClassDef
	for i := range defs {
		if path.Dir(defs[i].Path) == path.Dir(p) {
			if hit != nil {
				return nil
			}
			hit = &defs[i]
		}
	}
	if hit != nil {
		return hit
	}
	if len(defs) == 1 {
		return &defs[0]
	}
	return nil
}

// externalRoots are the first parts of qualified names that always name
// a library outside the tree (Rust's std and the error crates, Python's
// builtins, Java's platform packages).
var externalRoots = set("std", "core", "alloc", "anyhow", "eyre", "thiserror", "builtins", "java", "javax", "tokio", "serde_json")

// external reports whether name is qualified by an externalRoots root.
func external(name string) bool {
	i := strings.IndexAny(name, ".:")
	return i > 0 && externalRoots[name[:i]]
}

// qualifier returns the part of a qualified name before its last
// separator's last component: "errors" for "pkg.errors.ConfigError" and
// "crate::errors::ConfigError", "" for a plain name.
func qualifier(name string) string {
	i := strings.LastIndexAny(name, ".:")
	if i < 0 {
		return ""
	}
	q := strings.TrimRight(name[:i], ".:")
	if j := strings.LastIndexAny(q, ".:"); j >= 0 {
		q = q[j+1:]
	}
	return q
}

// moduleNamed reports whether the file at p is module q: its name without
// extension is q, or it is the package file of a directory q (__init__.py,
// mod.rs, lib.rs, index.js) or a file in one.
func moduleNamed(p, q string) bool {
	base := strings.TrimSuffix(path.Base(p), path.Ext(p))
	if base == q {
		return true
	}
	return path.Base(path.Dir(p)) == q
}

// Ancestry returns the base classes of the class a site in file p raises,
// nearest first, each followed to its definition in p's language as
// resolve does; defined is the definition of class itself, nil when the
// tree holds none.
func (g *Grounds) Ancestry(class, p string) (chain []string, defined *extract.ClassDef) {
	defined = g.resolve(class, p)
	if defined == nil {
		return nil, nil
	}
	seen := map[*extract.ClassDef]bool{}
	queue := []*extract.ClassDef{defined}
	for len(queue) > 0 && len(chain) < maxAncestry {
		def := queue[0]
		queue = queue[1:]
		if seen[def] {
			continue
		}
		seen[def] = true
		for _, b := range def.Bases {
			if short(b) == short(def.Name) && qualifier(b) == "" || containsStr(chain, b) {
				continue
			}
			chain = append(chain, b)
			if bd := g.resolve(b, def.Path); bd != nil {
				queue = append(queue, bd)
			}
		}
	}
	return chain, defined
}

func containsStr(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// collection returns the collection name denotes in the file at p: a
// module-level one of p, or one imported into p by name ("from .opts
// import MODES") or through its module ("opts.MODES"). ok is false when
// the tree holds no such literal collection.
func (g *Grounds) collection(name, p string) (c extract.Collection, where string, ok bool) {
	if g == nil || lang(p) != langPython {
		return c, "", false
	}
	if c, ok := g.collections[p][name]; ok {
		return c, p, true
	}
	mod, attr := "", name
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		mod, attr = name[:i], name[i+1:]
	}
	for _, im := range g.imports[p] {
		var target, want string
		switch {
		case mod == "" && im.Name != "" && im.As == attr:
			target, want = im.Module, im.Name // from m import NAME
		case mod != "" && im.As == mod && im.Name == "":
			target, want = im.Module, attr // import m as mod; mod.NAME
		case mod != "" && im.As == mod:
			target, want = im.Module+"."+im.Name, attr // from pkg import m; m.NAME
		default:
			continue
		}
		for _, f := range g.moduleFiles(target, p) {
			if c, ok := g.collections[f][want]; ok {
				return c, f, true
			}
		}
	}
	return c, "", false
}

// moduleFiles returns the files that may be module m imported from the
// file at p: a relative m resolved against p's package, an absolute one
// matched against the tail of each file's module path.
func (g *Grounds) moduleFiles(m, p string) []string {
	if strings.HasPrefix(m, ".") {
		dots := len(m) - len(strings.TrimLeft(m, "."))
		base := path.Dir(p)
		for i := 1; i < dots; i++ {
			base = path.Dir(base)
		}
		rest := strings.ReplaceAll(strings.TrimLeft(m, "."), ".", "/")
		return g.modules[modulePath(path.Join(base, rest)+".py")]
	}
	g.tailsOnce.Do(g.indexTails)
	return g.tails[m]
}

// indexTails lists under each dotted tail of every module path ("c",
// "b.c" and "a.b.c" for a.b.c) the files of those modules, by module path
// in order: an absolute import's candidates, found at once and in the
// same order every run.
func (g *Grounds) indexTails() {
	g.tails = map[string][]string{}
	mps := slices.Sorted(maps.Keys(g.modules))
	for _, mp := range mps {
		for t := mp; ; {
			g.tails[t] = append(g.tails[t], g.modules[mp]...)
			i := strings.IndexByte(t, '.')
			if i < 0 {
				break
			}
			t = t[i+1:]
		}
	}
}

// importedNames returns the names the file at p binds at module level: by
// its imports ("*" when one is a star import) and its assignments,
// functions and classes.
func (g *Grounds) importedNames(p string) []string {
	if g == nil {
		return nil
	}
	var out []string
	for _, im := range g.imports[p] {
		if im.As != "" {
			out = append(out, im.As) // "*" for a star import: any name may come from it
		}
	}
	return append(out, g.globals[p]...)
}

// importedSet is importedNames as a set, made once per file.
func (g *Grounds) importedSet(p string) map[string]bool {
	if g == nil {
		return nil
	}
	if m, ok := g.importSets.Load(p); ok {
		return m.(map[string]bool)
	}
	m := map[string]bool{}
	for _, n := range g.importedNames(p) {
		m[n] = true
	}
	g.importSets.Store(p, m)
	return m
}

// lastPart returns the last dotted (or ::) part of a qualified name.
func lastPart(fn string) string { return fn[strings.LastIndexAny(fn, ".:")+1:] }
