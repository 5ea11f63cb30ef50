package cpp

import (
	"path"
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
)

// Extension modules. A CPython extension module is defined by a
// PyModuleDef initialiser naming it (m_name, the second member after
// PyModuleDef_HEAD_INIT), and its code is a program's only when the
// program imports it; the interpreter's own C code (its object types,
// its abstract API) runs in every program. Both often raise the same
// text: `'str' object cannot be interpreted as an integer` in the
// interpreter's _PyNumber_Index and in a module's private copy, which
// only code using that module reaches.
//
// exportModules leaves a "module" Def per PyModuleDef initialiser of the
// file in its summary, and tagModules, in the link pass, tags each site
// of a module's code with catalog.NativeModuleTag and the module's name.
// A module's code is the file that defines it when the file is named for
// it (arraymodule.c for "array", _json.c for "_json": the file's name up
// to its first dot, without a trailing "module", equal to the module's
// name, leading underscores and case aside), a file of the same name one
// folder below (Argument Clinic's clinic/arraymodule.c.h), and the files
// of a folder named for it where it is defined (every file of _io/ for
// "io", of _sqlite/ for "_sqlite3": the folder's name, leading
// underscores aside, starting the module's). A module a file defines
// under another name (unicodeobject.c's helper module _string) does not
// make that file, or another file of its folder (ast.c beside
// Python-ast.c's _ast), its code. The name may be a string macro of the
// file (.m_name = MODNAME). match places a record of a module the
// event does not name after records of equal score in other C code.

// exportModules adds a "module" Def to the file's summary for each
// PyModuleDef initialiser: PyModuleDef name = {PyModuleDef_HEAD_INIT,
// "name", …} or {.m_base = PyModuleDef_HEAD_INIT, .m_name = "name", …}.
func (x *file) exportModules() {
	for _, in := range initialisers(x.toks, func(t string) bool { return t == "PyModuleDef" }) {
		name := ""
		for k, m := range in.members {
			if m.field == "m_name" || m.field == "" && k == 1 {
				name = x.stringValue(m.val)
			}
		}
		if name != "" {
			x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "module", Name: name, Line: x.lineOf(x.toks[in.at].pos)})
		}
	}
}

// stringValue is the text of an expression of string literals, or of a
// macro of the file whose body is one (.m_name = MODNAME, #define
// MODNAME "posix"), else "".
func (x *file) stringValue(val []token) string {
	if len(val) == 1 && val[0].kind == tIdent {
		if m := x.ms[val[0].text]; m != nil && !m.fn {
			return stringsOf(m.body)
		}
		return ""
	}
	return stringsOf(val)
}

// tagModules tags the sites of each file that is a module's code (see
// above) with catalog.NativeModuleTag and the module's name.
func tagModules(files []extract.Linked) {
	var defs []moduleDef
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind == "module" {
				defs = append(defs, moduleDef{d.Name, f.Path})
			}
		}
	}
	if len(defs) == 0 {
		return
	}
	for _, f := range files {
		if f.Result == nil || len(f.Result.Sites) == 0 {
			continue
		}
		m := moduleOf(f.Path, defs)
		if m == "" {
			continue
		}
		tag := catalog.NativeModuleTag + m
		for i := range f.Result.Sites {
			s := &f.Result.Sites[i]
			if !slices.Contains(s.Tags, tag) {
				s.Tags = append(slices.Clip(s.Tags), tag)
			}
		}
	}
}

// moduleDef is a module and the file whose PyModuleDef names it.
type moduleDef struct{ name, file string }

// moduleOf returns the module whose code the file p is, or "": a module
// p defines and is named for, one that a file of the same name in the
// folder above defines and is named for (clinic/arraymodule.c.h), or one
// defined in p's folder, which is named for it.
func moduleOf(p string, defs []moduleDef) string {
	dir := path.Dir(p)
	for _, d := range defs {
		if namedFor(d) && (d.file == p || path.Dir(dir) == path.Dir(d.file) && fileStem(p) == fileStem(d.file)) {
			return d.name
		}
	}
	if base := moduleKey(path.Base(dir)); base != "" && base != "." {
		for _, d := range defs {
			if path.Dir(d.file) == dir && strings.HasPrefix(moduleKey(d.name), base) {
				return d.name
			}
		}
	}
	return ""
}

// namedFor reports whether d's file is named for its module: its name up
// to the first dot, without a trailing "module", is the module's
// (arraymodule.c and array, _json.c and _json), leading underscores and
// case aside.
func namedFor(d moduleDef) bool {
	stem := moduleKey(strings.TrimSuffix(fileStem(d.file), "module"))
	return stem != "" && stem == moduleKey(d.name)
}

// fileStem is p's base name up to its first dot.
func fileStem(p string) string {
	stem, _, _ := strings.Cut(path.Base(p), ".")
	return stem
}

// moduleKey is a module or file name compared: leading underscores
// removed, lower case.
func moduleKey(s string) string { return strings.ToLower(strings.TrimLeft(s, "_")) }
