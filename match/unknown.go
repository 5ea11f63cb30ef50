package match

import "strings"

// installedDirs are the folders package managers and toolchains install
// code into, as a stack prints them: a frame under one is a dependency's
// (or the runtime's), which `scan --env` catalogs.
var installedDirs = []string{
	"/site-packages/", "/dist-packages/", // pip, Debian
	"/node_modules/",                        // npm
	"/pkg/mod/",                             // Go's module cache
	"/.cargo/registry/", "/cargo/registry/", // cargo, Debian's librust-*-dev
	"/lib/python3", "/go/src/", // an interpreter's stdlib, GOROOT/src
}

// installedFile reports whether a frame's file lies where installed code
// lives (installedDirs).
func installedFile(file string) bool {
	for _, d := range installedDirs {
		if strings.Contains(file, d) {
			return true
		}
	}
	return false
}

// unknownWhy says why no record answers ex when nothing more specific
// (native code, a version mismatch, the runtime's own text) does: which
// frames of its stack the catalog does not hold and how to add them, or,
// for a message alone, that no record of the catalog makes the text and
// where such a text may come from. It is "" for an empty catalog.
func (ix *Index) unknownWhy(ex Exception) string {
	if ix.Len() == 0 {
		return ""
	}
	var inner, first *Frame // the innermost frame that raised, and the innermost
	files := 0
	for k := range ex.Frames {
		if ex.Kind == KindPython {
			// a Python traceback prints its innermost frame last
			k = len(ex.Frames) - 1 - k
		}
		f := &ex.Frames[k]
		if sourceless(*f) {
			continue
		}
		files++
		if ix.catalogued(*f) {
			// a catalogued frame without a record at its line is
			// explained elsewhere (native, moved lines)
			return ""
		}
		if inner == nil && !raising(ex, *f) {
			inner = f
		}
		if first == nil {
			first = f
		}
	}
	if inner == nil {
		inner = first
	}
	if name := bareName(ex); inner == nil && name != "" {
		return "no text to match: a bare " + name + " carries no message (an assert without one, a raise of the class alone), so nothing in it tells one site from another; its traceback's innermost frame names the line"
	}
	if inner == nil && valueLike(ex) {
		if n := ix.valueOnlySites(ex.Class); n > 0 {
			return "no record's words make this text, but " + itoa(n) + " sites of the catalog raise " + ex.Class + " with a text that is only a value they print (a key, a name): the message alone cannot tell them apart; its traceback's innermost frame names the line"
		}
	}
	if inner == nil {
		return "not in this catalog: none of its " + itoa(ix.Len()) + " records makes this text. It may come from code the catalog does not hold (a dependency or the runtime: errdex scan --env catalogs what is installed), or it was changed on its way here; its traceback or stack, if there is one, tells more"
	}
	where := inner.File + ":" + itoa(inner.Line)
	if inner.Func != "" {
		where += " (" + inner.Func + ")"
	}
	how := "errdex scan the source it belongs to"
	if installedFile(inner.File) {
		how = "it is installed code: errdex scan --env catalogs what is installed"
	}
	n := "its one frame is not"
	if files > 1 {
		n = "none of its " + itoa(files) + " frames is"
	}
	return "not in this catalog: " + n + " in a catalogued file; it was raised at " + where + ", in code the catalog does not hold (" + how + ")"
}

// raising reports whether f is a frame of the raising itself rather than
// of the code that raised: Go's panic, the runtime's functions under a
// panic's trace (runtime.gopanic, runtime.panicIndex) and a function that
// ends the program with a fatal error (goThrows: internal/runtime/maps.fatal,
// which the runtime's "fatal error: concurrent map writes" shows above the
// map write's caller), and a JavaScript error class's constructor (new
// WidgetError, under the frame that threw it).
func raising(ex Exception, f Frame) bool {
	fn := strings.TrimPrefix(f.Func, "new ")
	switch ex.Kind {
	case KindGo:
		return fn == "panic" || strings.HasPrefix(fn, "runtime.") || goThrows(lastComponent(fn))
	case KindJS:
		name := lastComponent(fn)
		return name == lastComponent(ex.Class) || strings.HasSuffix(name, "Error")
	}
	return false
}

// goThrows reports whether a Go function of this name ends the program
// with a fatal error: the runtime's throw and fatal, and the functions of
// other packages linked to them (a fatal, a throw, or one named
// pkg_fatal).
func goThrows(name string) bool {
	switch name {
	case "throw", "fatal", "fatalthrow", "fatalpanic":
		return true
	}
	return strings.HasSuffix(name, "_fatal") || strings.HasSuffix(name, "_throw")
}

// bareName is the class ex's text names alone, with no message
// ("AssertionError", "StopIteration:"), or "".
func bareName(ex Exception) string {
	m := strings.TrimSuffix(strings.TrimSpace(ex.Message), ":")
	if ex.Class != "" && m == ex.Class || ex.Class == "" && m != strings.TrimSpace(ex.Message) && isClassName(m) && !strings.ContainsAny(m, " \t") {
		return m
	}
	return ""
}

// valueOnlySites counts the records raising class (by its last dotted
// component) whose pattern is only holes, or pins too little to be
// checked: KeyError's d[key] in dict_subscript prints the key alone,
// which no message matches without a frame (see "Unknown, not a guess"
// in docs/match.md). 0 for no class.
func (ix *Index) valueOnlySites(class string) int {
	if class == "" {
		return 0
	}
	n := 0
	ix.ofClass(class, func(i int) {
		if e := ix.ent(i); e.weak() && !e.log() {
			n++
		}
	})
	return n
}

// valueLike reports whether ex's text past its class is a value alone: a
// quoted repr ('foo', "it's") or one token without spaces (42,
// config.port), what KeyError or AttributeError print, not a sentence.
func valueLike(ex Exception) bool {
	if ex.Class == "" {
		return false
	}
	m, ok := strings.CutPrefix(strings.TrimSpace(ex.Message), ex.Class+":")
	if !ok {
		return false
	}
	m = strings.TrimSpace(m)
	if len(m) >= 2 && (m[0] == '\'' || m[0] == '"') && m[len(m)-1] == m[0] && !strings.ContainsRune(m[1:len(m)-1], rune(m[0])) {
		return true
	}
	return m != "" && !strings.ContainsAny(m, " \t\n")
}
