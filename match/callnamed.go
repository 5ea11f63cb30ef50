package match

import (
	"regexp"
	"strings"
)

// callRE finds the names a source line calls: os.read(…), t.read(…),
// hashlib.blake2s(…).
var callRE = regexp.MustCompile(`([A-Za-z_]\w*)\s*\(`)

// callNamed marks, when no result has a frame at its record, each result
// in compiled code (nativeFile) whose function (RecordFunction) is named
// for a function or method the stack's innermost frame calls on its
// printed source line (callImplements), and sorts rs again: the error came
// out of that call, and the C code a Python traceback does not show is
// the one it ran. It orders results of equal score only, which stay tied
// (evidence.callNamed).
func callNamed(rs []Result, ex *Exception) {
	if len(ex.Frames) == 0 {
		return
	}
	for i := range rs {
		if rs[i].Frame {
			return
		}
	}
	var names []string
	for _, m := range callRE.FindAllStringSubmatch(ex.Frames[len(ex.Frames)-1].Src, -1) {
		if len(m[1]) >= 3 {
			names = append(names, m[1])
		}
	}
	if len(names) == 0 {
		return
	}
	moved := false
	for i := range rs {
		r := &rs[i]
		if r.Record == nil || !nativeFile(r.Record.FilePath) {
			continue
		}
		fn := RecordFunction(r.Record)
		if fn == "" {
			continue
		}
		for _, n := range names {
			if callImplements(fn, n) {
				r.ev.callNamed = true
				moved = true
				break
			}
		}
	}
	if moved {
		sortResults(rs)
	}
}

// callImplements reports whether C function fn is named for the Python
// function or method name: equal, or name as a word of fn's
// underscore-separated words (_Py_read, datetime_fromisoformat,
// _io_TextIOWrapper_read_impl, py_blake2s_new_impl).
func callImplements(fn, name string) bool {
	if fn == name {
		return true
	}
	for _, w := range strings.Split(fn, "_") {
		if w == name {
			return true
		}
	}
	return false
}
