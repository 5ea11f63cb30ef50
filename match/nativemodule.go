package match

import (
	"path"
	"regexp"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// otherModules marks, among results of equal score, each record in the
// code of a compiled extension module (catalog.NativeModuleTag, which the
// C extractor writes from the module's PyModuleDef) that the event does
// not name, when a result of that score is in other C code: no module's
// (the interpreter's own: its object types, its abstract API) or a module
// the event names. It sorts rs again; marked results go after the others
// of their score and stay tied with them (evidence.otherModule). A program
// runs a module's code only when it imports the module, and the
// interpreter's in every program: `'str' object cannot be interpreted as
// an integer` is raised by the interpreter's _PyNumber_Index for chr('a')
// and by the same words in _sqlite/blob.c, which only sqlite3's blobs
// reach. The event names a module by its class's qualifier
// (sqlite3.ProgrammingError names _sqlite3) or, in a traceback, by a name
// on the innermost frame's printed source line (struct.pack(…) names
// _struct), leading underscores and case aside.
func otherModules(rs []Result, ex *Exception) {
	var names map[string]bool
	moved := false
	for _, group := range tiedGroups(rs) {
		if names == nil {
			names = eventModules(ex)
		}
		unnamed := func(r *Result) bool {
			m := nativeModule(r.Record)
			return m != "" && !names[moduleKey(m)]
		}
		other := false
		for k := range group {
			if r := &group[k]; r.Record != nil && cFamilyFile(r.Record.FilePath) && !unnamed(r) {
				other = true
				break
			}
		}
		if !other {
			continue
		}
		for k := range group {
			if r := &group[k]; unnamed(r) && !r.ev.otherModule {
				r.ev.otherModule = true
				moved = true
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}

// nativeModule is the module whose code r is in (its
// catalog.NativeModuleTag), or "".
func nativeModule(r *catalog.Record) string {
	if r == nil {
		return ""
	}
	for _, t := range r.Tags {
		if m, ok := strings.CutPrefix(t, catalog.NativeModuleTag); ok {
			return m
		}
	}
	return ""
}

// eventModules returns the module names ex names, as moduleKey writes
// them: the components of its class's qualifier and the names on its
// innermost frame's printed source line.
func eventModules(ex *Exception) map[string]bool {
	names := map[string]bool{}
	if q := qualifier(ex.Class); q != "" {
		for _, c := range strings.Split(q, ".") {
			names[moduleKey(c)] = true
		}
	}
	if n := len(ex.Frames); n > 0 {
		for _, w := range srcNameRE.FindAllString(ex.Frames[n-1].Src, -1) {
			names[moduleKey(w)] = true
		}
	}
	delete(names, "")
	return names
}

// moduleKey is a module name compared: leading underscores removed, lower
// case (_sqlite3 and sqlite3, _io and io).
func moduleKey(s string) string { return strings.ToLower(strings.TrimLeft(s, "_")) }

// srcNameRE finds the names on a source line.
var srcNameRE = regexp.MustCompile(`[A-Za-z_]\w*`)

// cFamilyFile reports whether p is a C or C++ source or header, where a
// CPython extension module is written.
func cFamilyFile(p string) bool {
	switch path.Ext(p) {
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh":
		return true
	}
	return false
}

// tiedGroups returns the runs of two or more results of equal score in
// rs (sorted by score), each a subslice of rs.
func tiedGroups(rs []Result) [][]Result {
	var out [][]Result
	for i := 0; i < len(rs); {
		j := i + 1
		for j < len(rs) && rs[j].Score == rs[i].Score {
			j++
		}
		if j-i >= 2 {
			out = append(out, rs[i:j])
		}
		i = j
	}
	return out
}
