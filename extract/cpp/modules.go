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
// A module's code is the files named for it beside its definition or one
// folder below (arraymodule.c and clinic/arraymodule.c.h for "array",
// _json.c for "_json": the file's name up to its first dot, without a
// trailing "module", equal to the module's name, leading underscores and
// case aside) and the files of a folder named for it where it is defined
// (every file of _io/ for "io", of _sqlite/ for "_sqlite3": the folder's
// name, leading underscores aside, starting the module's). A module a
// file defines under another name (a helper module of an object file) does
// not make that file its code. match places a record of a module the
// event does not name after records of equal score in other C code.

// exportModules adds a "module" Def to the file's summary for each
// PyModuleDef initialiser: PyModuleDef name = {PyModuleDef_HEAD_INIT,
// "name", …} or {.m_base = PyModuleDef_HEAD_INIT, .m_name = "name", …}.
func (x *file) exportModules() {
	for _, in := range initialisers(x.toks, func(t string) bool { return t == "PyModuleDef" }) {
		name := ""
		for k, m := range in.members {
			if m.field == "m_name" || m.field == "" && k == 1 {
				name = stringsOf(m.val)
			}
		}
		if name != "" {
			x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "module", Name: name, Line: x.lineOf(x.toks[in.at].pos)})
		}
	}
}

// tagModules tags the sites of each file that is a module's code (see
// above) with catalog.NativeModuleTag and the module's name.
func tagModules(files []extract.Linked) {
	defined := map[string][]string{} // folder → modules defined there
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind == "module" {
				dir := path.Dir(f.Path)
				defined[dir] = append(defined[dir], d.Name)
			}
		}
	}
	if len(defined) == 0 {
		return
	}
	for _, f := range files {
		if f.Result == nil || len(f.Result.Sites) == 0 {
			continue
		}
		m := moduleOf(f.Path, defined)
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

// moduleOf returns the module whose code the file p is, by the modules
// defined in each folder, or "".
func moduleOf(p string, defined map[string][]string) string {
	dir := path.Dir(p)
	stem, _, _ := strings.Cut(path.Base(p), ".")
	stem = strings.TrimSuffix(stem, "module")
	for _, d := range []string{dir, path.Dir(dir)} {
		for _, m := range defined[d] {
			if moduleKey(m) == moduleKey(stem) && moduleKey(stem) != "" {
				return m
			}
		}
	}
	if base := moduleKey(path.Base(dir)); base != "" && base != "." {
		for _, m := range defined[dir] {
			if strings.HasPrefix(moduleKey(m), base) {
				return m
			}
		}
	}
	return ""
}

// moduleKey is a module or file name compared: leading underscores
// removed, lower case.
func moduleKey(s string) string { return strings.ToLower(strings.TrimLeft(s, "_")) }
