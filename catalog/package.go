package catalog

import (
	"strconv"
	"strings"
)

// PackageTag starts the tag that names the installed package a record
// belongs to, as a package URL (purl): "pkg:pypi/requests@2.28.1",
// "pkg:golang/golang.org/x/text@v0.14.0", "pkg:npm/%40babel/core@7.0.0",
// "pkg:cargo/serde@1.0.190"; a language runtime's records name its
// repository, "pkg:github/python/cpython@v3.11.2". `errdex scan --env`
// writes it; a record of a plain scan has none.
const PackageTag = "pkg:"

// RuntimeTag starts the tag of a record in a language runtime (its
// standard library or interpreter): "runtime:CPython 3.11.2",
// "runtime:Go 1.26.8".
const RuntimeTag = "runtime:"

// TwinTag starts the tag of a record whose code another module replaces
// wherever that module can be imported: "twin:msgpack._cmsgpack" on the
// sites of msgpack's pure-Python fallback.py, which the compiled
// _cmsgpack shadows (try: from ._cmsgpack import … / except ImportError:
// from .fallback import …). The Python extractor writes it.
const TwinTag = "twin:"

// ValueTextTag marks a record whose text is an entry of a table that an
// error type's Error method indexes by the value (syscall.Errno's
// errors[e]): the text names a value made elsewhere (a system call
// returned it), so the record is where the text is written, not where
// the error was made. A record that wraps the value ("open {name}: {e}")
// is that place. The Go extractor writes it.
const ValueTextTag = "value-text"

// CarrierTag marks a record of a value of an error type whose fields
// set no text of their own (Go's &SchemaError{url, err}): its words are
// all the type's Error method's, around the text of the error it
// carries, so a wrapped chain whose outer link it is was not made there
// but where the carried error was. The Go extractor writes it, and the
// Rust extractor for a value made in Err(…), .ok_or(…) or .map_err(…)
// whose arguments set no text and whose text ends in one of them
// (.map_err(PemError::InvalidData)), and for a From impl's from whose
// text ends in its parameter's (what ? converts).
const CarrierTag = "carrier"

// PartTag marks a record whose text is a string handed inside a call
// returned as an error (return nil, ErrInvalidToken(token.Invalid("could
// not find end character of quoted text", …))) with anything before and
// after it: the extractor did not follow how the error's text is formed
// around it, so an answer resting on it is a lead. The Go extractor
// writes it.
const PartTag = "part"

// WrittenTag marks a record of the text a type's formatting method writes
// (a Rust Display impl's write!): the value printed was made elsewhere,
// where no record of the catalog builds it, so the record is where the
// text is written, not where the error was made. An answer resting on it
// without a frame is a lead (weak), not a match. The Rust extractor
// writes it.
const WrittenTag = "written"

// BuiltByTag starts the tag of a record at a call of a function that
// makes the error its caller throws (a factory: function typeError(type)
// { return new Error('Can only stringify objects, not ' + type) }, called
// as throw typeError('null')), the call's arguments filled into the
// function's text: "built-by:PATH:LINE" names the function's own record,
// where the error object is made. The JavaScript extractor writes it.
const BuiltByTag = "built-by:"

// ConstrainedTag marks a record of a file that its build constraint
// builds on no system without a tag chosen at build time (Go's //go:build
// compiler_bootstrap, ignore): of records raising the same text, one that
// a plain build builds is placed first, as one built everywhere is placed
// before a file whose name restricts it to one system (panic_plan9.go).
// The Go extractor writes it.
const ConstrainedTag = "build-constrained"

// ShadowedSlotTag marks a record in a C type's sequence slot function
// (sq_item, sq_ass_item) whose type also has the mapping slot
// (mp_subscript, mp_ass_subscript) that Python's subscription calls
// instead, and that does not call it: Python code does not reach it. It
// also marks a record in a type's tp_new whose text the type's
// tp_vectorcall function, which a call of the type runs instead and
// which does not call tp_new, raises too. Of records raising the same
// text, the shadowing slot's is placed first. The C extractor writes it.
const ShadowedSlotTag = "slot-shadowed"

// UncalledTag marks a record in an unexported Go function that no code of
// its package names, neither its Go files nor its assembly nor a
// //go:linkname or //export directive: only calls a compiler generates
// reach it (goPanicIndex, on wasm only, where other systems' assembly
// calls panicBounds64), or nothing does. Of records raising the same
// text, one the package's own code reaches is placed first. The Go
// extractor writes it.
const UncalledTag = "uncalled"

// CommandOnlyTag marks a record in Go code only a command runs: a main
// package, or an internal package that only such packages of the scan
// import (a Go distribution's cmd/go/internal/cmdflag), which no other
// program can link. Of records of a runtime or an installed package
// raising the same text equally well, one another program may run is
// listed first. The Go extractor writes it.
const CommandOnlyTag = "command-only"

// FunctionTag starts the tag that names the function enclosing a
// record's site, as the extractor gave it ("function:_Py_read",
// "function:Tensor::view"): a record's source window often starts below
// a long C function's definition. The C extractor writes it.
const FunctionTag = "function:"

// OpSlotTag starts the tag of a record in a C function that a type's
// initialisers put in a slot Python syntax calls: "op-slot:sq_ass_item"
// (obj[i] = v, del obj[i]), "op-slot:mp_subscript" (obj[i]),
// "op-slot:tp_setattro" (obj.a = v), "op-slot:setter" (a PyGetSetDef's
// setter). Of records raising the same text, match places the one in a
// slot of the operation the traceback's innermost line performs first.
// The C extractor writes it.
const OpSlotTag = "op-slot:"

// ColumnTag starts the tag of a record on a line of minified code (a
// JavaScript bundle whose whole code is one line): "column:14233-14250",
// the 1-based byte columns where the site's statement starts and ends on
// the record's line (the end is the line's last column when the
// statement goes on to the next line). A stack frame's line:column into
// that line names the record whose columns hold it; the other records of
// the line are not at that frame. The JavaScript extractor writes it
// (extract.Site's Column and EndColumn).
const ColumnTag = "column:"

// Columns returns the columns r's ColumnTag gives, or ok false when it
// has none (or one that is not "START-END" with 1 <= START <= END).
func Columns(r *Record) (start, end int, ok bool) {
	for _, t := range r.Tags {
		v, found := strings.CutPrefix(t, ColumnTag)
		if !found {
			continue
		}
		a, b, found := strings.Cut(v, "-")
		if !found {
			return 0, 0, false
		}
		s, err1 := strconv.Atoi(a)
		e, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || s < 1 || e < s {
			return 0, 0, false
		}
		return s, e, true
	}
	return 0, 0, false
}

// Function returns the function r's FunctionTag names, or "".
func Function(r *Record) string {
	for _, t := range r.Tags {
		if v, ok := strings.CutPrefix(t, FunctionTag); ok {
			return v
		}
	}
	return ""
}

// Package returns r's package URL, the first tag starting with
// PackageTag, or "".
func Package(r *Record) string {
	for _, t := range r.Tags {
		if strings.HasPrefix(t, PackageTag) {
			return t
		}
	}
	return ""
}

// Runtime returns the runtime r belongs to ("CPython 3.11.2"), or "".
func Runtime(r *Record) string {
	for _, t := range r.Tags {
		if v, ok := strings.CutPrefix(t, RuntimeTag); ok {
			return v
		}
	}
	return ""
}

// SplitPackage splits a package URL into the package without its version
// and the version: "pkg:pypi/requests@2.28.1" gives "pkg:pypi/requests"
// and "2.28.1". A purl percent-encodes any other "@" (npm's scopes), so
// the version starts after the last one.
func SplitPackage(purl string) (pkg, version string) {
	if i := strings.LastIndexByte(purl, '@'); i > strings.IndexByte(purl, '/') {
		return purl[:i], purl[i+1:]
	}
	return purl, ""
}

// SliceKey identifies a stored slice: the records of one repository at one
// analyzed commit or tag, and for an installed package's records, of that
// package at that version (two packages of one repository, or two without
// a known repository, at the same tag are two slices).
type SliceKey struct {
	Repo, SHA        string // "" for null
	Package, Version string // SplitPackage of the record's package URL; "" for none
}

// KeyOf returns the slice r belongs to.
func KeyOf(r *Record) SliceKey {
	k := SliceKey{Repo: Deref(r.Repo), SHA: Deref(r.AnalyzedSha)}
	k.Package, k.Version = SplitPackage(Package(r))
	return k
}

// PackagePattern returns the condition a Filter.Package query q puts on a
// slice's package and version, as an SQL LIKE pattern over
// package+"@"+version (backslash the escape character, matched without
// regard to ASCII case):
//
//   - a package URL, "pkg:pypi/requests@2.28.1" or without its version;
//   - a name, "requests" or "PyYAML@6.0", of any package type: the last
//     part of the URL's path ("golang.org/x/text" is a name too, and
//     "@babel/core" npm's scoped one). "-", "_" and "." in a name match
//     one another (Python's names compare so).
func PackagePattern(q string) string {
	esc := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	if strings.HasPrefix(q, PackageTag) {
		pkg, v := SplitPackage(q)
		if v == "" {
			return esc.Replace(pkg) + "@%"
		}
		return esc.Replace(pkg) + "@" + esc.Replace(v)
	}
	name, v := q, ""
	if i := strings.LastIndexByte(q, '@'); i > 0 {
		name, v = q[:i], q[i+1:]
	}
	scope := ""
	if rest, ok := strings.CutPrefix(name, "@"); ok { // npm's scope, percent-encoded in a purl
		scope, name = `\%40`, rest
	}
	var b strings.Builder
	b.WriteString(`pkg:%/` + scope)
	for _, c := range strings.NewReplacer(`\`, `\\`, `%`, `\%`).Replace(name) {
		switch c {
		case '-', '.', '_':
			b.WriteByte('_') // any one character
		default:
			b.WriteRune(c)
		}
	}
	b.WriteString("@")
	if v == "" {
		b.WriteString("%")
	} else {
		b.WriteString(esc.Replace(v))
	}
	return b.String()
}

// NativeModuleTag starts the tag of a record in a compiled extension
// module's code: "native-module:_sqlite3" on the sites of the files a
// CPython extension module defined by a PyModuleDef named _sqlite3 is
// built from. A program runs that code only when it imports the module;
// of records raising the same text, match places one of a module the
// event does not name after one of other C code (the interpreter's own).
// The C extractor writes it.
const NativeModuleTag = "native-module:"
