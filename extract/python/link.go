package python

import (
	"path"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// sourceExts are the file name suffixes of Python and Cython modules, for
// module names.
var sourceExts = []string{".py", ".pyi", ".pyx", ".pxd", ".pxi"}

// modulePath turns a slash-separated file path into a dotted module name,
// counting every directory as a package: a/b/c.py is a.b.c and
// a/b/__init__.py is a.b.
func modulePath(p string) string {
	for _, ext := range sourceExts {
		if strings.HasSuffix(p, ext) {
			p = strings.TrimSuffix(p, ext)
			break
		}
	}
	p = strings.TrimSuffix(strings.TrimSuffix(p, "/__init__"), "__init__")
	p = strings.Trim(p, "/")
	return strings.ReplaceAll(p, "/", ".")
}

func isInit(p string) bool {
	base := path.Base(p)
	return strings.HasPrefix(base, "__init__.")
}

// layout knows the packages of a scan: the directories that hold an
// __init__ module.
type layout struct{ pkgs map[string]bool }

func newLayout(files []extract.Linked) *layout {
	l := &layout{pkgs: map[string]bool{}}
	for _, f := range files {
		if isInit(f.Path) {
			l.pkgs[path.Dir(f.Path)] = true
		}
	}
	return l
}

// module returns the dotted name Python gives the file at p when its
// top-level package is importable: the path from the parent of the highest
// directory above p that holds an __init__ module (so namespace packages
// below a regular one, like sglang/srt without an __init__.py under
// sglang/, are counted in). A file in no package is named by its stem, as
// when its own directory is on sys.path (a script run directly is
// __main__ instead; that is not knowable).
func (l *layout) module(p string) string {
	dir := path.Dir(p)
	top := ""
	for d := dir; d != "." && d != "/" && d != ""; d = path.Dir(d) {
		if l.pkgs[d] {
			top = d
		}
	}
	rel := path.Base(p)
	if top != "" {
		rel = strings.TrimPrefix(p, path.Dir(top)+"/")
		if path.Dir(top) == "." {
			rel = p
		}
	}
	return modulePath(rel)
}

// link is the Python extractor's link pass: module names for loggers,
// and the messages of raises and calls that use a helper or an exception
// class defined in another file of the scan.
func link(files []extract.Linked) []extract.Error {
	lay := newLayout(files)
	w := &world{lay: lay, byModule: map[string]int{}, files: files}
	for i, f := range files {
		w.byModule[lay.module(f.Path)] = i
	}
	// A package below directories without an __init__ module is also
	// imported through them, as a namespace package (PEP 420): ruamel/yaml/
	// holds __init__.py and ruamel/ does not, and its modules import
	// ruamel.yaml.error. Each file is also named by every longer path, when
	// no file has that name already.
	for i, f := range files {
		short := lay.module(f.Path)
		for full := modulePath(f.Path); full != short && strings.HasSuffix(full, "."+short); {
			if _, taken := w.byModule[full]; !taken {
				w.byModule[full] = i
			}
			j := strings.IndexByte(full, '.')
			full = full[j+1:]
		}
	}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary.IsEmpty() {
			continue
		}
		mod := lay.module(f.Path)
		drop := w.handoffs(f)
		for _, r := range f.Result.Summary.Refs {
			if r.Site >= 0 && drop[r.Site] {
				continue // a site of a handoff to no raiser, dropped
			}
			switch r.Kind {
			case "__name__", "__package__":
				if r.Site < 0 || r.Site >= len(f.Result.Sites) {
					continue
				}
				s := &f.Result.Sites[r.Site]
				if r.Kind == "__name__" {
					s.Class = mod
				} else if isInit(f.Path) {
					s.Class = mod
				} else if i := strings.LastIndexByte(mod, '.'); i >= 0 {
					s.Class = mod[:i]
				} else {
					s.Class = ""
				}
			case "raise":
				w.renameImported(f, r)
				w.linkRaise(f, r, drop)
			case "call":
				w.linkCall(f, r)
			case "given":
				w.linkGiven(f, r, drop)
			case "construct":
				w.linkStored(f, r)
			}
		}
		w.quoteStrCalls(f)
		w.textCalls(f)
		if len(drop) > 0 {
			kept := f.Result.Sites[:0]
			for i, s := range f.Result.Sites {
				if !drop[i] {
					kept = append(kept, s)
				}
			}
			f.Result.Sites = kept
		}
	}
	w.tagTwins()
	w.tagShadowed()
	return nil
}

// world is the scan as the link pass sees it.
type world struct {
	lay      *layout
	byModule map[string]int // module name -> index in files
	files    []extract.Linked
	// texts holds, by index in files, the line and text of each site of
	// a file that linkStored has added to, so that a text is added once.
	texts map[int]map[string]bool
}

// absolute returns the module an import in file p names: a relative one
// (".errors", "..", "..util.x") is taken from p's package.
func (w *world) absolute(p, module string) string {
	if module == "" {
		return w.lay.module(p) // the file's own namespace
	}
	if !strings.HasPrefix(module, ".") {
		return module
	}
	pkg := w.lay.module(p)
	if !isInit(p) {
		if i := strings.LastIndexByte(pkg, '.'); i >= 0 {
			pkg = pkg[:i]
		} else {
			pkg = ""
		}
	}
	rest := strings.TrimLeft(module, ".")
	for up := len(module) - len(rest) - 1; up > 0; up-- {
		if i := strings.LastIndexByte(pkg, '.'); i >= 0 {
			pkg = pkg[:i]
		} else {
			pkg = ""
		}
	}
	switch {
	case rest == "":
		return pkg
	case pkg == "":
		return rest
	}
	return pkg + "." + rest
}

// resolve returns the definitions of kind named name in module, following
// re-exports (an import of the name into that module, or a star import)
// and classes that print as an imported base; the path of the file that
// defines them is returned too.
func (w *world) resolve(module, name, kind string, depth int) ([]extract.Def, string) {
	if depth > 6 {
		return nil, ""
	}
	i, ok := w.byModule[module]
	if !ok {
		if j := strings.LastIndexByte(module, '.'); j >= 0 && depth == 0 {
			// from pkg import errors; errors.X may name pkg's attribute.
			return w.resolve(module[:j], module[j+1:]+"."+name, kind, depth+1)
		}
		return nil, ""
	}
	f := w.files[i]
	if f.Result == nil || f.Result.Summary == nil {
		return nil, ""
	}
	var found []extract.Def
	var stars []extract.Def
	for _, d := range f.Result.Summary.Defs {
		switch {
		case d.Name == name && d.Kind == kind:
			found = append(found, d)
		case d.Name == name && d.Kind == "import" && len(d.Path) == 2 && len(found) == 0:
			if defs, p := w.resolve(w.absolute(f.Path, d.Path[0]), d.Path[1], kind, depth+1); defs != nil {
				return defs, p
			}
		case d.Kind == "import" && d.Name == "*" && len(d.Path) == 2:
			stars = append(stars, d)
		}
	}
	if len(found) > 0 {
		return found, f.Path
	}
	if defs, p := w.throughModule(f, name, kind, depth); defs != nil {
		return defs, p
	}
	for _, d := range stars {
		if defs, p := w.resolve(w.absolute(f.Path, d.Path[0]), name, kind, depth+1); defs != nil {
			return defs, p
		}
	}
	return nil, ""
}

// throughModule resolves a dotted name whose first part is a module
// that file f imports (import pkg.exc as exc; from pkg import exc), as
// another file reaches it through f: uh.exc.InvalidHashError, with uh
// the module f and exc its import.
func (w *world) throughModule(f extract.Linked, name, kind string, depth int) ([]extract.Def, string) {
	first, rest, dotted := strings.Cut(name, ".")
	if !dotted {
		return nil, ""
	}
	for _, d := range f.Result.Summary.Defs {
		if d.Name != first {
			continue
		}
		switch {
		case d.Kind == "module" && len(d.Path) == 1:
			return w.resolve(w.absolute(f.Path, d.Path[0]), rest, kind, depth+1)
		case d.Kind == "import" && len(d.Path) == 2:
			mod := w.absolute(f.Path, d.Path[0])
			if mod != "" {
				mod += "."
			}
			if _, ok := w.byModule[mod+d.Path[1]]; ok {
				return w.resolve(mod+d.Path[1], rest, kind, depth+1)
			}
			// from .parser import Parser: Parser.fail is the method of
			// the class that module defines (or imports in turn)
			if defs, p := w.resolve(w.absolute(f.Path, d.Path[0]), d.Path[1]+"."+rest, kind, depth+1); defs != nil {
				return defs, p
			}
		}
	}
	return nil, ""
}

// bound returns the forms of a reference's arguments by the parameter
// names of d, with d's defaults for those it leaves out.
func bound(d extract.Def, r extract.Ref) map[string]argForm {
	params := d.Params
	out := map[string]argForm{}
	for k, v := range d.Defaults {
		out[k] = argForm{v, d.DefaultReprs[k]}
	}
	extra := false
	for i, a := range r.Args {
		if i < len(params) && params[i] != "" && i < len(r.Reprs) {
			out[params[i]] = argForm{a, r.Reprs[i]}
		} else {
			extra = true
		}
	}
	for k, v := range r.Kwargs {
		out[k] = argForm{v, r.KwReprs[k]}
	}
	if extra {
		// a Def requiring none (extraArgs) does not hold
		out[extraArgs] = argForm{template.Lit("…"), template.Lit("…")}
	}
	return out
}

// givenAsNone reports whether the arguments b meet a Def's None
// requirements: an argument left out with no default is None.
func givenAsNone(none map[string]bool, b map[string]argForm) bool {
	for k, want := range none {
		a, ok := b[k]
		if (!ok || a.isNone()) != want {
			return false
		}
	}
	return true
}

// renameImported gives the sites of a raise of another file's name the
// class Python prints when that name is an import under another name
// there (from .exceptions import ParserError as ParseError, and this
// file's from .ntriples import ParseError: ParserError), as importedAs
// does for the raise's own file; a raise of a subclass of the file keeps
// its own name.
func (w *world) renameImported(f extract.Linked, r extract.Ref) {
	sites := f.Result.Sites
	if r.Site < 0 || r.Site >= len(sites) {
		return
	}
	written := sites[r.Site].Class
	if written != r.Name && !strings.HasSuffix(written, "."+r.Name) {
		return
	}
	name := w.printedName(w.absolute(f.Path, r.Module), r.Name, 0)
	if name == r.Name {
		return
	}
	for i := r.Site; i < len(sites) && sites[i].Line == sites[r.Site].Line && sites[i].Class == written; i++ {
		sites[i].Class = name
	}
}

// printedName follows name in module through the imports that bind it
// under another name (not through a class that subclasses an imported
// one, whose import Def has a line) to the name it was defined with.
func (w *world) printedName(module, name string, depth int) string {
	i, ok := w.byModule[module]
	if !ok || depth > 6 {
		return name
	}
	f := w.files[i]
	if f.Result == nil || f.Result.Summary == nil {
		return name
	}
	for _, d := range f.Result.Summary.Defs {
		if d.Name == name && d.Kind != "import" && d.Kind != "module" {
			return name // defined here
		}
	}
	for _, d := range f.Result.Summary.Defs {
		if d.Name == name && d.Kind == "import" && len(d.Path) == 2 && d.Line == 0 && isIdentPath(d.Path[1]) {
			return w.printedName(w.absolute(f.Path, d.Path[0]), d.Path[1], depth+1)
		}
	}
	return name
}

// linkRaise gives a raise of another file's class the text that class
// prints: the raise's sites (the first at r.Site and those after it at the
// same line, one per variant of the arguments' reading) are rewritten,
// added to or dropped so that there is one per text.
func (w *world) linkRaise(f extract.Linked, r extract.Ref, drop map[int]bool) {
	sites := f.Result.Sites
	if r.Site < 0 || r.Site >= len(sites) {
		return
	}
	defs, where := w.resolve(w.absolute(f.Path, r.Module), r.Name, "class", 0)
	if defs == nil {
		w.linkFactory(f, r, drop)
		return
	}
	var msgs []template.Template
	note := "message built by " + r.Name + " (" + where + ":" + strconv.Itoa(defs[0].Line) + ")"
	if len(defs) == 1 && defs[0].Params == nil && defs[0].Message.IsEmpty() && defs[0].Class != "" {
		note = "" // printed by the built-in base: nothing to point at
		forms := make([]argForm, len(r.Args))
		for i := range r.Args {
			forms[i] = argForm{r.Args[i], r.Reprs[i]}
		}
		if realKwargs(r.Kwargs) > 0 || len(r.Args) == 0 {
			return // no arguments: "" is the site's own text already, or they are not known (givenText)
		}
		var ok bool
		if msgs, _, ok = baseForms(defs[0].Class, forms); !ok {
			return
		}
	} else {
		b := bound(defs[0], r)
		if _, given := r.Kwargs[classNameKey]; !given {
			// the name raised, which may be a subclass that the Def's
			// class reached through (classname.go)
			n := w.printedName(w.absolute(f.Path, r.Module), r.Name, 0)
			n = n[strings.LastIndexByte(n, '.')+1:]
			b[classNameKey] = argForm{template.Lit(n), template.Lit("'" + n + "'")}
		}
		for _, d := range defs {
			if givenAsNone(d.None, b) {
				msgs = appendUnique(msgs, fill(d.Message, b))
			}
		}
		if len(msgs) == 0 {
			return
		}
	}
	if msgs = withText(msgs); passThrough(msgs, r.Args) {
		return // the class prints the argument: the raise's sites read it already, with its variants
	}
	w.rewrite(f, r, msgs, "", note, drop)
}

// linkFactory gives a raise of another file's factory (raise
// bad_value("count", v), bad_value returning ValueError(f"invalid value
// for {name}: {value!r}")) the class the factory builds and the text it
// prints with the raise's arguments: through the class's own definition
// when the factory's file imports the class.
func (w *world) linkFactory(f extract.Linked, r extract.Ref, drop map[int]bool) {
	defs, where := w.resolve(w.absolute(f.Path, r.Module), r.Name, "factory", 0)
	if defs == nil {
		return
	}
	b := bound(defs[0], r)
	var msgs []template.Template
	for _, d := range defs {
		if d.Value != nil {
			if cds, _ := w.resolve(w.absolute(where, d.Value.Module), d.Value.Name, "class", 0); len(cds) > 0 {
				vr := *d.Value
				vr.Args, vr.Reprs = fillAll(vr.Args, b), fillAll(vr.Reprs, b)
				vb := bound(cds[0], vr)
				for _, cd := range cds {
					if givenAsNone(cd.None, vb) {
						msgs = appendUnique(msgs, fill(cd.Message, vb))
					}
				}
				continue
			}
		}
		msgs = appendUnique(msgs, fill(d.Message, b))
	}
	if len(msgs) == 0 {
		return
	}
	w.rewrite(f, r, withText(msgs), defs[0].Class, "built by "+r.Name+"() ("+where+":"+strconv.Itoa(defs[0].Line)+")", drop)
}

// fillAll is fill over a list of argument templates.
func fillAll(ts []template.Template, b map[string]argForm) []template.Template {
	out := make([]template.Template, len(ts))
	for i, t := range ts {
		out[i] = fill(t, b)
	}
	return out
}

// rewrite gives the raise's sites (the first at r.Site and those after it
// at the same line, one per variant of the arguments' reading) the texts
// msgs, adding or dropping sites so that there is one per text, and the
// class cls when it is not "".
func (w *world) rewrite(f extract.Linked, r extract.Ref, msgs []template.Template, cls, note string, drop map[int]bool) {
	sites := f.Result.Sites
	first := sites[r.Site]
	n := 1
	for r.Site+n < len(sites) && sites[r.Site+n].Line == first.Line && sites[r.Site+n].Class == first.Class && sites[r.Site+n].Kind == first.Kind {
		n++
	}
	withNote := func(cs []string) []string {
		if note == "" {
			return cs
		}
		return append(append([]string(nil), cs...), note)
	}
	for i, m := range msgs {
		if i < n {
			s := &f.Result.Sites[r.Site+i]
			s.Message = m
			s.Context.Comments = withNote(s.Context.Comments)
			if cls != "" {
				s.Class = cls
			}
			continue
		}
		c := first
		c.Message = m
		c.Context.Comments = withNote(first.Context.Comments)
		if cls != "" {
			c.Class = cls
		}
		f.Result.Sites = append(f.Result.Sites, c)
	}
	for i := len(msgs); i < n; i++ {
		drop[r.Site+i] = true
	}
}

// linkCall adds a site for a call of another file's helper, one per
// variant of its message, when the call adds text of its own (as
// helperCall decides for a file's own helpers).
func (w *world) linkCall(f extract.Linked, r extract.Ref) {
	if r.Call == nil {
		return
	}
	defs, where := w.resolve(w.absolute(f.Path, r.Module), r.Name, "helper", 0)
	for _, d := range defs {
		b := bound(d, r)
		msg := fill(d.Message, b)
		if !addsText(d.Message, b) {
			continue
		}
		s := *r.Call
		s.Class, s.Message = d.Class, msg
		s.Context.Comments = append(append([]string(nil), s.Context.Comments...), "raised through "+r.Name+"() defined at "+where+":"+strconv.Itoa(d.Line))
		f.Result.Sites = append(f.Result.Sites, s)
	}
}

// linkGiven adds, for a call that passes a class to a function raising
// the class it is given (a "given" Def, given.go), a site at the call
// raising that class with the text the class prints, its arguments not
// known (as a raise of what a function builds from the class it is
// given: givenText); none when the class is not one of the scan's whose
// text is known.
func (w *world) linkGiven(f extract.Linked, r extract.Ref, drop map[int]bool) {
	if r.Call == nil {
		return
	}
	defs, where := w.resolve(w.absolute(f.Path, r.Module), r.Name, "given", 0)
	if len(defs) != 1 {
		return
	}
	d := defs[0]
	a, ok := bound(d, r)[d.Raises]
	if !ok || len(a.str.Parts) != 1 || !a.str.Parts[0].Hole || a.str.Parts[0].Conv != "" || a.str.Parts[0].Spec != "" {
		return
	}
	cls := a.str.Parts[0].Expr
	if !isDottedClass(cls) {
		return
	}
	cds, _ := w.resolve(w.lay.module(f.Path), cls, "class", 0)
	if len(cds) == 0 || len(cds) == 1 && cds[0].Params == nil && cds[0].Message.IsEmpty() {
		return // printed by a built-in base: no text of its own to give
	}
	s := *r.Call
	s.Class = cls
	s.Context.Comments = append(append([]string(nil), s.Context.Comments...), "raises "+cls+", the class given to "+r.Name+"() ("+where+":"+strconv.Itoa(d.Line)+")")
	f.Result.Sites = append(f.Result.Sites, s)
	i := len(f.Result.Sites) - 1
	w.linkRaise(f, extract.Ref{Kind: "raise", Site: i, Name: cls, Args: []template.Template{}, Reprs: []template.Template{}}, drop)
	if f.Result.Sites[i].Message.IsEmpty() {
		drop[i] = true
	}
}

// linkStored adds, for a construction of another file's class whose
// object keeps a text and raises it later (a "stored" Def), a site at
// that raise with the text the construction gives, in the class's file.
func (w *world) linkStored(f extract.Linked, r extract.Ref) {
	defs, where := w.resolve(w.absolute(f.Path, r.Module), r.Name, "stored", 0)
	if len(defs) == 0 {
		return
	}
	i, ok := w.byModule[w.lay.module(where)]
	if !ok || w.files[i].Path != where || w.files[i].Result == nil {
		return
	}
	res := w.files[i].Result
	if w.texts == nil {
		w.texts = map[int]map[string]bool{}
	}
	seen := w.texts[i]
	if seen == nil {
		seen = map[string]bool{}
		for _, s := range res.Sites {
			seen[strconv.Itoa(s.Line)+"\x00"+s.Message.Render()] = true
		}
		w.texts[i] = seen
	}
	for _, d := range defs {
		b := bound(d, r)
		for k, a := range b {
			if a.isNone() {
				delete(b, k) // not given: the class's own text, if any, is raised
			}
		}
		b = sentences(b)
		if d.Site == nil || !addsText(d.Message, b) {
			continue
		}
		msg := fill(d.Message, b)
		key := strconv.Itoa(d.Line) + "\x00" + msg.Render()
		if seen[key] {
			continue
		}
		seen[key] = true
		s := *d.Site
		s.Message = msg
		s.Context.Comments = append(append([]string(nil), s.Context.Comments...), "the text "+d.Name+"'s construction at "+f.Path+" gave, kept on the object")
		res.Sites = append(res.Sites, s)
	}
}

// withText returns the texts of ts that have literal text, or ts when none
// has: a text that is only holes matches anything and would hide the
// others.
func withText(ts []template.Template) []template.Template {
	var out []template.Template
	for _, t := range ts {
		if t.LiteralLen() > 0 {
			out = append(out, t)
		}
	}
	if len(out) == 0 {
		return ts
	}
	return out
}

// passThrough reports whether every text of msgs is one of the arguments
// args as it was given, a lone value (str() of a message the raise builds
// along branches, which one form cannot hold).
func passThrough(msgs, args []template.Template) bool {
	for _, m := range msgs {
		if len(m.Parts) != 1 || !m.Parts[0].Hole || m.Parts[0].Conv != "" || m.Parts[0].Spec != "" {
			return false
		}
		given := false
		for _, a := range args {
			given = given || len(a.Parts) == 1 && a.Parts[0].Hole && a.Parts[0].Expr == m.Parts[0].Expr
		}
		if !given {
			return false
		}
	}
	return len(msgs) > 0
}

// handoffs returns the sites of f's "handoff" Refs whose function is not
// a raiser of the argument handed over (resolved as a call's function
// is): those calls raise nothing, and their sites are dropped.
func (w *world) handoffs(f extract.Linked) map[int]bool {
	drop := map[int]bool{}
	for _, r := range f.Result.Summary.Refs {
		if r.Kind != "handoff" {
			continue
		}
		keep := false
		defs, _ := w.resolve(w.absolute(f.Path, r.Module), r.Name, "raiser", 0)
		for _, d := range defs {
			keep = keep || r.Arg < len(d.Params) && d.Params[r.Arg] == d.Raises
		}
		for i := r.Site; !keep && i < r.Site+r.Count && i < len(f.Result.Sites); i++ {
			drop[i] = true
		}
	}
	return drop
}
