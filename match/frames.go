package match

import (
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/errdex/errdex/catalog"
)

// frameMatch reports how well a stack frame's path names a record's file
// (a repository path): 0 when it does not, else the number of trailing
// path components the two share. They name the same file when
//
//   - one is a suffix of the other at a "/" boundary
//     ("/usr/lib/python3.11/json/decoder.py" and "json/decoder.py",
//     "github.com/o/r@v1.2.3/x.go" and "x.go");
//   - they share at least two trailing components: the record's path below
//     its package root ("python/sglang/srt/x.py" in the repository,
//     ".../dist-packages/sglang/srt/x.py" installed; "crate/src/lib.rs"
//     and ".../registry/src/index/crate-1.2.3/src/lib.rs");
//   - they share only the base name, the frame's directory is an install
//     root (site-packages, dist-packages, node_modules/PKG, a .egg) and the
//     record's is a layout root (src, lib, python): a top-level module
//     such as six.py installed from src/six.py.
//
// Two packages holding the same relative path (two "utils/io.py") both
// match; the line, and the function for a moved line, tell them apart.
//
// A frame in compiled JavaScript (node_modules/yaml/dist/compose/x.js)
// never matches the record it was built from (src/compose/x.ts) here:
// its lines are the compiled file's; compiledMatch pairs them, for
// support by function alone.
func frameMatch(frame, rec string) int {
	if frame == "" || rec == "" || compiledMatch(frame, rec) > 0 {
		return 0
	}
	fc, rc := strings.Split(frame, "/"), strings.Split(rec, "/")
	common := 0
	for common < len(fc) && common < len(rc) && unversioned(fc[len(fc)-1-common]) == unversioned(rc[len(rc)-1-common]) {
		common++
	}
	switch {
	case common == 0:
		return 0
	case common == len(rc) || common == len(fc) || common >= 2:
		return common
	case installRoot(path.Dir(frame)) && layoutRoot(path.Dir(rec)):
		return 1
	}
	return 0
}

// unversioned is a path component as a module path writes it, without a
// module version: Go's module cache names a module's folder path@v1.2.3,
// and a frame of another version of the module is in the same file
// (versionMismatch tells); it also escapes each upper-case letter as "!"
// and the letter in lower case (github.com/!burnt!sushi/toml), which a
// frame built without -trimpath shows and a record does not.
func unversioned(c string) string {
	if i := strings.LastIndexByte(c, '@'); i > 0 && i+1 < len(c) && c[i+1] == 'v' {
		c = c[:i]
	}
	if strings.IndexByte(c, '!') < 0 {
		return c
	}
	b := make([]byte, 0, len(c))
	for i := 0; i < len(c); i++ {
		if c[i] == '!' && i+1 < len(c) && c[i+1] >= 'a' && c[i+1] <= 'z' {
			i++
			b = append(b, c[i]-'a'+'A')
			continue
		}
		b = append(b, c[i])
	}
	return string(b)
}

// buildDirs are the directories npm packages publish compiled JavaScript
// in.
var buildDirs = map[string]bool{"dist": true, "lib": true, "build": true, "out": true, "cjs": true, "esm": true, "es": true, "umd": true}

// compiledExt and sourceExt are the extensions of compiled JavaScript and
// of the sources a compiler (tsc, babel, esbuild) builds it from.
var (
	compiledExt = map[string]bool{".js": true, ".cjs": true, ".mjs": true}
	sourceExt   = []string{".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"}
)

// compiledMatch reports how well a frame in compiled JavaScript names a
// record in the source it was built from: 0 when it does not, else the
// number of path components they share below the build and source
// directories, plus one. The frame is P/D/rest.js with D a build directory
// (dist, lib, build, out, cjs, esm; nested ones such as dist/cjs too), the
// record Q/src/rest.ts (or .tsx, .mts, .cts, .js, .jsx): rest the same but
// for the extension. Such a frame's line is the compiled file's, not the
// record's, so only the function it names can support a record (movedTo).
func compiledMatch(frame, rec string) int {
	fext, rext := path.Ext(frame), path.Ext(rec)
	if !compiledExt[fext] || !slices.Contains(sourceExt, rext) {
		return 0
	}
	fc := strings.Split(strings.TrimSuffix(frame, fext), "/")
	rc := strings.Split(strings.TrimSuffix(rec, rext), "/")
	common := 0
	for common < len(fc) && common < len(rc) && fc[len(fc)-1-common] == rc[len(rc)-1-common] {
		common++
	}
	if common == 0 || common >= len(fc) || common >= len(rc) || !buildDirs[fc[len(fc)-1-common]] || rc[len(rc)-1-common] != "src" {
		return 0
	}
	return common + 1
}

// frameFiles reports whether a frame's file and a record's name the same
// source: frameMatch, or compiledMatch (compiled: the frame's line is not
// the record's).
func frameFiles(frame, rec string) (match, compiled bool) {
	if compiledMatch(frame, rec) > 0 {
		return true, true
	}
	return frameMatch(frame, rec) > 0, false
}

// frameBases are the base names of the files a frame may name: its own,
// and for compiled JavaScript the sources it may be built from (x.js:
// x.ts, x.tsx, x.mts, x.cts, x.jsx).
func frameBases(file string) []string {
	base := path.Base(file)
	ext := path.Ext(base)
	if !compiledExt[ext] {
		return []string{base}
	}
	out := []string{base}
	for _, e := range sourceExt {
		if e != ext {
			out = append(out, strings.TrimSuffix(base, ext)+e)
		}
	}
	return out
}

// installRoot reports whether dir is where installed packages live.
func installRoot(dir string) bool {
	base := path.Base(dir)
	switch {
	case base == "site-packages" || base == "dist-packages" || strings.HasSuffix(base, ".egg") || strings.HasSuffix(base, ".zip") || strings.HasSuffix(base, ".whl"):
		return true
	case path.Base(path.Dir(dir)) == "node_modules":
		return true
	}
	return false
}

// layoutRoot reports whether a repository directory is one that holds a
// project's importable code: the root itself, src, lib or python.
func layoutRoot(dir string) bool {
	switch path.Base(dir) {
	case ".", "", "src", "lib", "python", "Lib":
		return true
	}
	return false
}

// sourceless reports whether f names no source line a catalog could hold:
// no file or line, Node.js's own modules (node:internal/…), code made by
// eval (<anonymous>) or V8's native frames.
func sourceless(f Frame) bool {
	return f.File == "" || f.Line <= 0 || strings.HasPrefix(f.File, "node:") || f.File == "<anonymous>" || f.File == "native"
}

// catalogued reports whether f lies in a file some record is in.
func (ix *Index) catalogued(f Frame) bool {
	found := false
	for _, base := range frameBases(f.File) {
		ix.inFile(base, func(i int) {
			if !found {
				found, _ = frameFiles(f.File, ix.ent(i).file)
			}
		})
	}
	return found
}

// nativeFile reports whether a record's file is in a language whose errors
// reach Python without a Python frame at the raise site: C, C++, CUDA,
// Rust, Cython.
func nativeFile(p string) bool { return nativeExt(path.Ext(p)) }

// nativeExt reports whether ext is the extension of a nativeFile.
func nativeExt(ext string) bool {
	switch ext {
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".cu", ".cuh", ".rs", ".pyx", ".pxd", ".pxi":
		return true
	}
	return false
}

// pythonFile reports whether p is a Python source file.
func pythonFile(p string) bool { return path.Ext(p) == ".py" }

// goFile reports whether p is a Go source file.
func goFile(p string) bool { return path.Ext(p) == ".go" }

// qualifier returns the module part of a class Python printed qualified
// ("kvstore.errors" of "kvstore.errors.ReplicationError"), or "": Python
// prints every class but the builtins with its module.
func qualifier(class string) string {
	if i := strings.LastIndexByte(class, '.'); i > 0 {
		return class[:i]
	}
	return ""
}

// packageAgrees reports whether a Python record's file lies in the package
// of module mod: mod's top-level package is one of the file's directories,
// or the file itself ("ftplib" and Lib/ftplib.py).
func packageAgrees(mod, file string) bool {
	top, _, _ := strings.Cut(mod, ".")
	if top == "" {
		return false
	}
	for _, c := range strings.Split(strings.TrimSuffix(file, path.Ext(file)), "/") {
		if c == top {
			return true
		}
	}
	return false
}

// rootPackage reports whether a Python record's file lies in module mod's
// top-level package at the root of the catalogued tree, below the
// layout directories a repository keeps its code in (layoutRoot):
// yaml.parser and yaml/parser.py or src/yaml/error.py, not
// ruamel/yaml/parser.py or pip/_vendor/yaml/parser.py, which
// packageAgrees also accepts.
func rootPackage(mod, file string) bool {
	top, _, _ := strings.Cut(mod, ".")
	first, rest, more := strings.Cut(file, "/")
	for more && first != top && layoutRoot(first) {
		first, rest, more = strings.Cut(rest, "/")
	}
	return top != "" && strings.TrimSuffix(first, path.Ext(first)) == top
}

var (
	pyDefRE   = regexp.MustCompile(`^(\s*)(?:async\s+)?c?p?def\s+(?:[\w.]+\s+)*?(\w+)\s*\(`)
	goFuncRE2 = regexp.MustCompile(`^func\s+(?:\([^)]*\)\s*)?(\w+)`)
	rustFnRE  = regexp.MustCompile(`\bfn\s+(\w+)`)
	jsFuncRE  = regexp.MustCompile(`(?:\bfunction\s*\*?\s*(\w+)|^\s*(?:(?:public|private|protected|static|async|get|set|override|readonly)\s+)*(\w+)\s*\([^;]*\)\s*(?::\s*[^={]+)?\{\s*$|\b(\w+)(?:\s*:\s*[\w.$<>\[\]|& ]+?)?\s*[:=]\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|\w+\s*=>))`)
	cFnRE     = regexp.MustCompile(`^(?:[A-Za-z_][\w \t*]*?[ \t*])?([A-Za-z_]\w*)\s*\(`)
	javaFnRE  = regexp.MustCompile(`^\s*(?:(?:public|private|protected|static|final|synchronized|abstract|native|default)\s+)*[\w<>\[\],.? ]+?\s+(\w+)\s*\([^;]*$`)
)

// RecordFunction returns the name of the function enclosing r's line,
// read from its source window: the nearest definition above the line (for
// Python, one indented less than the line). When the window does not reach
// the definition, it returns the last word of the function the extractor
// recorded (catalog.Function: "Tensor::view" gives "view",
// "pack<int8_t>" "pack"), else "". The window comes first: the C
// extractor's tree takes a function whose body is a macro, or a statement
// macro before an if, for another function.
func RecordFunction(r *catalog.Record) string {
	if fn := windowFunction(r); fn != "" {
		return fn
	}
	fn := catalog.Function(r)
	if !strings.Contains(fn, "operator") { // operator<< holds no template arguments
		fn = dropAngles(fn)
	}
	return fn[strings.LastIndexAny(fn, ".:")+1:]
}

// dropAngles returns s without its template arguments, the text between
// matched angle brackets: "ns::C<T>::f<std::vector<int>>" gives "ns::C::f".
func dropAngles(s string) string {
	if !strings.Contains(s, "<") {
		return s
	}
	var b strings.Builder
	depth := 0
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '<':
			depth++
		case s[i] == '>' && depth > 0:
			depth--
		case depth == 0:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// windowFunction is RecordFunction's reading of r's source window.
func windowFunction(r *catalog.Record) string {
	lines := strings.Split(r.SourceCode, "\n")
	at := r.LineNumber - r.SourceCodeStart
	if at < 0 || at >= len(lines) {
		return ""
	}
	ext := path.Ext(r.FilePath)
	indent := len(lines[at]) - len(strings.TrimLeft(lines[at], " \t"))
	for j := at; j >= 0; j-- {
		l := lines[j]
		switch ext {
		case ".py", ".pyx", ".pxi":
			if m := pyDefRE.FindStringSubmatch(l); m != nil && len(m[1]) < indent {
				return m[2]
			}
		case ".go":
			if m := goFuncRE2.FindStringSubmatch(l); m != nil {
				return m[1]
			}
		case ".rs":
			if m := rustFnRE.FindStringSubmatch(l); m != nil {
				return m[1]
			}
		case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx":
			if m := jsFuncRE.FindStringSubmatch(l); m != nil && j < at {
				for _, g := range m[1:] {
					if g != "" && !jsKeyword[g] {
						return g
					}
				}
			}
		case ".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".cu", ".cuh":
			// A definition starts at column 0 (K&R's name on its own line
			// under the return type, or the whole head on one line) and
			// does not end in ';' or ',' (a declaration, a macro's
			// arguments); the lines of a body are indented.
			if m := cFnRE.FindStringSubmatch(l); m != nil && j < at && !jsKeyword[m[1]] {
				if t := strings.TrimSpace(l); !strings.HasSuffix(t, ";") && (!strings.HasSuffix(t, ",") || cParamsGoOn(lines[j+1:at])) {
					return m[1]
				}
			}
		case ".java", ".kt", ".scala", ".groovy":
			if m := javaFnRE.FindStringSubmatch(l); m != nil && j < at && !jsKeyword[m[1]] {
				return m[1]
			}
		default:
			return ""
		}
	}
	return ""
}

// cParamsGoOn reports whether lines, those after a C definition's head
// that ends with ',', continue its parameter list, indented, to a ')'
// and then open the body: a line "{" or Argument Clinic's
// "/*[clinic end generated code: …]*/" above it
// (Struct_unpack_from_impl(PyStructObject *self, Py_buffer *buffer,
// on one line, its last parameter on the next). A macro's arguments
// (PyDoc_STRVAR(doc,) and a declaration's (ending in ';') do not.
func cParamsGoOn(lines []string) bool {
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || l[0] != ' ' && l[0] != '\t' {
			return false
		}
		if !strings.HasSuffix(t, ")") {
			if strings.HasSuffix(t, ",") {
				continue
			}
			return false
		}
		for _, n := range lines[i+1:] {
			n = strings.TrimSpace(n)
			if strings.HasPrefix(n, "/*[clinic end generated code") {
				continue
			}
			return n == "{"
		}
		return false
	}
	return false
}

// jsKeyword holds words that a definition pattern may take for a name.
var jsKeyword = map[string]bool{"if": true, "for": true, "while": true, "switch": true, "catch": true, "return": true, "new": true, "function": true, "else": true, "throw": true, "synchronized": true}

// frameFunction returns the last identifier of the function a frame names:
// "pkg.(*T).Method" -> "Method", "Registry.lookup" -> "lookup",
// "send_state" -> "send_state"; "" for "<module>" and anonymous frames.
func frameFunction(f string) string {
	f = strings.TrimSuffix(f, " [as x]")
	if i := strings.Index(f, " [as "); i >= 0 {
		f = f[:i]
	}
	if i := strings.LastIndexAny(f, ".:"); i >= 0 {
		f = f[i+1:]
	}
	if f == "" || f[0] == '<' || strings.HasPrefix(f, "func") && isDigits(strings.TrimPrefix(f, "func")) {
		return ""
	}
	for i := 0; i < len(f); i++ {
		if !isWordByte(f[i]) && f[i] != '$' {
			return ""
		}
	}
	return f
}

// sourceAt returns line n of r's source window, trimmed, or "".
func sourceAt(r *catalog.Record, n int) string {
	lines := strings.Split(r.SourceCode, "\n")
	if i := n - r.SourceCodeStart; i >= 0 && i < len(lines) {
		return strings.TrimSpace(lines[i])
	}
	return ""
}

// maxStatementLines is the most lines a record's statement may span for
// insideStatement.
const maxStatementLines = 40

// insideStatement reports whether Python frame f's line is a later line of
// the statement that starts at record r's line, and prints that line's
// source: Python 3.11 puts a multi-line statement's frame at the line of
// the expression that raised ("assert (\n    a != b\n), msg" fails at
// the condition's line), while a record is at the statement's first line.
// The statement runs on while brackets are open or a line ends with a
// backslash.
func insideStatement(f Frame, r *catalog.Record) bool {
	if f.Src == "" || f.Line <= r.LineNumber || f.Line-r.LineNumber > maxStatementLines || sourceAt(r, f.Line) != f.Src {
		return false
	}
	lines := strings.Split(r.SourceCode, "\n")
	depth := 0
	var quote byte
	for n := r.LineNumber; n < f.Line; n++ {
		i := n - r.SourceCodeStart
		if i < 0 || i >= len(lines) {
			return false
		}
		l := lines[i]
		for k := 0; k < len(l); k++ {
			c := l[k]
			switch {
			case quote != 0:
				if c == '\\' {
					k++
				} else if c == quote {
					quote = 0
				}
			case c == '#':
				k = len(l)
			case c == '"' || c == '\'':
				quote = c
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				depth--
			}
		}
		quote = 0 // a string does not span lines unless triple-quoted; those are rare in raise and assert statements
		if depth <= 0 && !strings.HasSuffix(strings.TrimRight(l, " \t"), "\\") {
			return false // the statement ended before f's line
		}
	}
	return true
}

// movedTo reports whether frame f, at another line than record r's, still
// shows r's site: the frame's function is r's enclosing function where
// both are known, and the source line a Python frame prints is r's line.
// At least one of the two must be known and agree.
func movedTo(f Frame, r *catalog.Record) bool {
	agree := false
	if fn := frameFunction(f.Func); fn != "" {
		rfn := RecordFunction(r)
		if rfn != "" && rfn != fn {
			return false
		}
		agree = rfn == fn
	}
	if f.Src != "" {
		if sourceAt(r, r.LineNumber) != f.Src {
			return false
		}
		agree = true
	}
	return agree
}
