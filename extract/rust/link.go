package rust

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// defEntry is a definition and the file that holds it.
type defEntry struct {
	def  extract.Def
	file string
}

// defIndex finds definitions by name. While record is set (commit), it
// notes in used the Display texts (definitions whose site is a "display"
// record) that a construction site took.
type defIndex struct {
	byName map[string][]defEntry
	// byQual holds the same definitions by name and the last element
	// of their path (qualKey), so that resolving a qualified reference
	// (Error::Parse) reads the definitions it may fit, not every one of
	// that name (each enum of a file may have a Parse variant).
	byQual map[string][]defEntry
	used   map[string]bool // by defKey
	record bool
	// pending holds the display definitions the bind under way took,
	// used once its site is placed; origins those a definition the link
	// made took, by its defKey
	pending []string
	origins map[string][]string
	// file is the file of the reference being applied; took holds the
	// arguments (argKey) whose text the call around them took.
	file string
	took map[string]bool
	// choice picks, for an argument whose text has alternatives (arms of
	// one variant), the one argValue binds; the first by default.
	choice map[*extract.Ref]int
	// passUsed holds the passing helpers (passKey) a call took a text
	// from; held the sites of passing helpers, kept only when no call
	// of theirs was found.
	passUsed map[string]bool
	held     []heldSite
	// results are the files' results, by path, for the sites placed
	// at a helper's own line (Def.Owns); owned the texts placed there.
	results map[string]*extract.Result
	owned   map[string]bool
}

// heldSite is a passing helper's own site, waiting for the end of the
// link.
type heldSite struct {
	res  *extract.Result
	site extract.Site
	key  string
}

func passKey(file, name string, line int) string {
	return file + "\x00" + name + "\x00" + strconv.Itoa(line)
}

// release adds the held sites of the passing helpers no call of which was
// found.
func (ix *defIndex) release() {
	for _, h := range ix.held {
		if !ix.passUsed[h.key] {
			h.res.Sites = append(h.res.Sites, h.site)
		}
	}
	ix.held = nil
}

// maxChoices bounds the bindings of one reference whose arguments have
// several texts.
const maxChoices = 8

// choices are the ways to bind r: for each argument whose text has
// alternatives (Kind::X { pos: None, .. } and Kind::X { pos: Some(p), .. }
// written apart), one of them.
func (ix *defIndex) choices(r *extract.Ref) []map[*extract.Ref]int {
	out := []map[*extract.Ref]int{nil}
	keys := make([]int, 0, len(r.ArgCalls))
	for i := range r.ArgCalls {
		keys = append(keys, i)
	}
	sort.Ints(keys)
	for _, i := range keys {
		c := r.ArgCalls[i]
		g, _ := ix.lookup(c)
		if len(g) < 2 || len(out)*len(g) > maxChoices {
			continue
		}
		var next []map[*extract.Ref]int
		for _, m := range out {
			for j := range g {
				m2 := map[*extract.Ref]int{c: j}
				for k, v := range m {
					m2[k] = v
				}
				next = append(next, m2)
			}
		}
		out = next
	}
	return out
}

// bound is one site a definition gives a reference.
type bound struct {
	site extract.Site
	fed  fed
	def  *extract.Def
	used []string // the display definitions it took (pending)
	file string   // the file of def
}

// bindAll binds r to each definition of g, once per choice of its
// arguments' alternatives.
func (ix *defIndex) bindAll(g []defEntry, r *extract.Ref, at *extract.Site, params []string) []bound {
	var out []bound
	for _, ch := range ix.choices(r) {
		ix.choice = ch
		for k := range g {
			ix.pending = nil
			s, f := bind(ix, g[k], r, at, params)
			out = append(out, bound{s, f, &g[k].def, ix.pending, g[k].file})
		}
		ix.pending = nil
	}
	ix.choice = nil
	return out
}

func newDefIndex() *defIndex {
	return &defIndex{byName: map[string][]defEntry{}, byQual: map[string][]defEntry{}, used: map[string]bool{}, took: map[string]bool{}, passUsed: map[string]bool{},
		origins: map[string][]string{}, results: map[string]*extract.Result{}, owned: map[string]bool{}}
}

// argKey names an argument's reference (an "arg" one, or the "value" one
// in its call's ArgCalls) by its file, line and path.
func argKey(file string, r *extract.Ref) string {
	line := 0
	if r.Call != nil {
		line = r.Call.Line
	}
	return file + "\x00" + strconv.Itoa(line) + "\x00" + r.Module + "\x00" + r.Name
}

func (ix *defIndex) add(file string, defs []extract.Def) {
	for _, d := range defs {
		if d.Site != nil {
			ix.byName[d.Name] = append(ix.byName[d.Name], defEntry{d, file})
			if len(d.Path) > 0 {
				k := qualKey(d.Name, d.Path[len(d.Path)-1])
				ix.byQual[k] = append(ix.byQual[k], defEntry{d, file})
			}
		}
	}
}

// qualKey is the key of the definitions named name whose path ends in qual.
func qualKey(name, qual string) string { return name + "\x00" + qual }

// shown returns, by file, the lines of the "display" and "thiserror"
// records all of whose definitions construction sites took while the index
// recorded: those sites say where the values were made, and the record of
// the text a Display impl or an #[error] attribute writes is dropped.
func (ix *defIndex) shown() map[string]map[int]bool {
	all := map[string]map[int]bool{}
	for _, es := range ix.byName {
		for _, e := range es {
			if !writesText(e.def.Site.Kind) {
				continue
			}
			lines := all[e.file]
			if lines == nil {
				lines = map[int]bool{}
				all[e.file] = lines
			}
			used := ix.used[defKey(e.file, &e.def)]
			if was, ok := lines[e.def.Site.Line]; ok {
				used = used && was
			}
			lines[e.def.Site.Line] = used
		}
	}
	return all
}

// writesText reports whether a site of kind k is the text a type's
// formatting writes (a Display impl's write!, thiserror's #[error]), not
// where a value was made.
func writesText(k string) bool { return k == "display" || k == "thiserror" }

// dropShown removes the display and thiserror sites of res at the lines of lines that
// are true, and returns for each old index the new one (-1: removed).
func dropShown(res *extract.Result, lines map[int]bool) []int {
	moved := make([]int, len(res.Sites))
	var kept []extract.Site
	for i, s := range res.Sites {
		if writesText(s.Kind) && lines[s.Line] {
			moved[i] = -1
			continue
		}
		moved[i] = len(kept)
		kept = append(kept, s)
	}
	res.Sites = kept
	return moved
}

// resolve returns the definitions of the one helper r fits: its name, the
// reference's qualifiers a suffix of the definition's path, and arguments
// that bind the parameters (as many positional ones as parameters, or named
// ones that each name one). A helper with several sites has one definition
// per site. When several helpers fit, the one whose whole path the
// reference wrote wins; otherwise there is no answer.
func (ix *defIndex) resolve(r *extract.Ref) []defEntry {
	quals := splitPath(r.Module)
	g := ix.resolveIn(r, quals)
	if g == nil && len(quals) > 1 && startsUpper(quals[len(quals)-1]) && !stdRoot(quals[0]) {
		// Type::method where the impl is in another module than the
		// type (use crate::error::Error; impl SerdeError for Error in
		// serializer.rs): the type's name alone
		g = ix.resolveIn(r, quals[len(quals)-1:])
	}
	return g
}

// stdRoot reports whether a path's first segment, after the file's use
// declarations, is a crate of Rust's standard library: io::Error::new
// under `use std::io` names std's type, never the crate's own Error,
// whatever module that is in.
func stdRoot(seg string) bool {
	return seg == "std" || seg == "core" || seg == "alloc"
}

// resolveIn is resolve with the reference's qualifiers quals.
func (ix *defIndex) resolveIn(r *extract.Ref, quals []string) []defEntry {
	type key struct {
		file, path string
		line       int
	}
	var groups [][]defEntry
	var exact []int
	seen := map[key]int{}
	candidates := ix.byName[r.Name]
	if len(quals) > 0 { // only those whose path ends in the last qualifier can fit
		candidates = ix.byQual[qualKey(r.Name, quals[len(quals)-1])]
	}
	for _, e := range candidates {
		if !kindFits(e.def.Kind, r.Kind) || !hasSuffix(e.def.Path, quals) || !binds(&e.def, r) || self(&e.def, r) {
			continue
		}
		k := key{e.file, strings.Join(e.def.Path, "::"), e.def.Line}
		i, ok := seen[k]
		if !ok {
			i = len(groups)
			seen[k] = i
			groups = append(groups, nil)
			if len(quals) == len(e.def.Path) {
				exact = append(exact, i)
			}
		}
		groups[i] = append(groups[i], e)
	}
	switch {
	case len(groups) == 1:
		return known(groups[0])
	case len(exact) == 1:
		return known(groups[exact[0]])
	case len(groups) > 1 && sameTexts(groups):
		// self.delegate.parse_str_bytes(…) of one of two types whose
		// methods make the same errors: either answers
		return known(groups[0])
	}
	return nil
}

// self reports whether d is the definition of the fn r is made in: a fn's
// call of its own name (self.0.error(kind) in fn error) says nothing of
// what it builds.
func self(d *extract.Def, r *extract.Ref) bool {
	c := r.Caller
	return c != nil && d.Name == c.Name && d.Line == c.Line && slices.Equal(d.Path, c.Path)
}

// sameTexts reports whether every group makes the same texts.
func sameTexts(groups [][]defEntry) bool {
	texts := func(g []defEntry) string {
		var ms []string
		for _, e := range g {
			ms = append(ms, e.def.Kind+"\x00"+e.def.Message.Message())
		}
		sort.Strings(ms)
		return strings.Join(ms, "\x01")
	}
	first := texts(groups[0])
	for _, g := range groups[1:] {
		if texts(g) != first {
			return false
		}
	}
	return true
}

// known drops a constructor's "{param}" definitions (ctorDefs: its text is
// what it is given) when the link found what its result prints (fn
// bad(msg) -> Error { Error::Validation(msg) } prints "validation failed:
// {msg}").
func known(g []defEntry) []defEntry {
	var out []defEntry
	for _, e := range g {
		if !passThrough(&e.def) {
			out = append(out, e)
		}
	}
	if len(out) == 0 {
		return g
	}
	return out
}

// passThrough reports whether d is a constructor's definition whose text
// is one parameter's (ctorDefs).
func passThrough(d *extract.Def) bool {
	_, one := template.OneHole(d.Message)
	return d.Kind == "ctor" && d.Site.Kind == "ctor" && one
}

// kindFits reports whether a definition of kind def may answer a
// reference of kind ref: a "value" (an argument) is the text a body
// builder, an error type or a constructor makes; any other reference is a
// call or construction of a helper, type or constructor.
func kindFits(def, ref string) bool {
	switch {
	case ref == "value":
		return def == "body" || def == "class" || def == "ctor"
	case def == "from":
		return ref == "ctor"
	case ref == "try":
		return def == "pass"
	case ref == "errsof":
		// what the call returns: its errors, a helper's or passing
		// helper's texts
		return def == "errs" || def == "helper" || def == "pass"
	case def == "errs":
		return false
	case def == "pass":
		return ref == "call" || ref == "arg" || ref == "ctor"
	}
	return def != "body"
}

// lookup is resolve for a constructor that no definition answers but that
// wraps one value that one does (ParseError(ParseErrorKind::TooShort),
// Error::new(ErrorKind::Empty)): the wrapped value's definitions, and the
// reference to bind them with.
//
// A type whose every definition prints one of its fields and nothing else
// (impl Display for Error { write!(f, "{}", self.kind) }) is answered the
// same way when the value's field holds a value a definition answers
// (Error { kind: ErrorKind::ParseLocale(input) }): that value's text is
// what the type prints.
func (ix *defIndex) lookup(r *extract.Ref) ([]defEntry, *extract.Ref) {
	g := ix.resolve(r)
	if g != nil && !delegates(g, r) || r.Kind != "ctor" {
		return g, r
	}
	if found, inner := ix.lookupInner(r); inner != nil {
		return found, inner
	}
	return g, r
}

// delegates reports whether every definition of g prints only the text of
// one field that struct expression r fills with a value (ArgCalls).
func delegates(g []defEntry, r *extract.Ref) bool {
	if len(r.ArgCalls) == 0 || len(r.Kwargs) == 0 {
		return false
	}
	for _, e := range g {
		h, ok := template.OneHole(e.def.Message)
		if !ok || e.def.Message.LiteralLen() > 0 || !slices.Contains(e.def.Params, h) {
			return false
		}
		if _, ok := r.Kwargs[h]; !ok {
			return false
		}
	}
	return true
}

// lookupInner is lookup's answer from the one value r wraps that a
// definition answers, or a nil reference.
func (ix *defIndex) lookupInner(r *extract.Ref) ([]defEntry, *extract.Ref) {
	var found []defEntry
	var inner *extract.Ref
	at := -1
	for i, c := range r.ArgCalls {
		if g := ix.resolve(c); g != nil {
			if inner != nil {
				return nil, r
			}
			found, inner, at = g, c, i
		}
	}
	if inner == nil {
		return nil, r
	}
	for i, a := range r.Args {
		if i != at && a.LiteralLen() > 0 {
			// invalid_value(Unexpected::Map, &"map with a single key"):
			// the text is not the wrapped value's alone
			return nil, r
		}
	}
	for _, a := range r.Kwargs {
		if len(r.Args) == 0 && a.LiteralLen() > 0 {
			// a struct expression with text in another field
			return nil, r
		}
	}
	return found, inner
}

func hasSuffix(path, quals []string) bool {
	if len(quals) > len(path) {
		return false
	}
	off := len(path) - len(quals)
	for i, q := range quals {
		if path[off+i] != q {
			return false
		}
	}
	return true
}

func binds(d *extract.Def, r *extract.Ref) bool {
	for p, none := range d.None {
		if a, ok := argOf(d, r, p); ok {
			if _, some := someOf(a); some && none || isNone(a) && !none {
				return false // Kind::X { pos: None, .. } built with Some(p), or the reverse
			}
		}
	}
	if len(r.Kwargs) == 0 {
		return len(r.Args) == len(d.Params) || variadic(d) && len(r.Args) >= len(d.Params)-1
	}
	if len(r.Args) > 0 {
		return false
	}
	for k := range r.Kwargs {
		if index(d.Params, k) < 0 && !variadic(d) {
			return false
		}
	}
	return true
}

// argOf is the argument r gives d's parameter p.
func argOf(d *extract.Def, r *extract.Ref, p string) (template.Template, bool) {
	if a, ok := r.Kwargs[p]; ok {
		return a, true
	}
	if i := index(d.Params, p); i >= 0 && i < len(r.Args) && len(r.Kwargs) == 0 {
		return r.Args[i], true
	}
	return template.Template{}, false
}

// isNone reports whether argument a is None.
func isNone(a template.Template) bool {
	e, ok := template.OneHole(a)
	return ok && e == "None" || a.Message() == "None"
}

// someOf is the expression x of an argument Some(x).
func someOf(a template.Template) (string, bool) {
	e, ok := template.OneHole(a)
	if x, cut := strings.CutPrefix(e, "Some("); ok && cut && strings.HasSuffix(x, ")") {
		return x[:len(x)-1], true
	}
	return "", false
}

// variadic reports whether d leaves its parameters open (a last ""): a
// pattern with .. names only some fields of its variant.
func variadic(d *extract.Def) bool {
	return len(d.Params) > 0 && d.Params[len(d.Params)-1] == ""
}

// fed says what of a bound site comes from the caller's parameters.
type fed struct {
	msg          bool
	code, status string
}

func (f fed) any() bool { return f.msg || f.code != "" || f.status != "" }

// bind returns the site of definition e with r's arguments put in for its
// parameters, at the place r names (at, for a refinement), and what of it
// comes from params, the parameters of the fn r is the result of.
func bind(ix *defIndex, e defEntry, r *extract.Ref, at *extract.Site, params []string) (extract.Site, fed) {
	d := &e.def
	// the Display and #[error] texts this binding takes, directly or
	// through a definition the link made from them
	if writesText(d.Site.Kind) {
		ix.pending = append(ix.pending, defKey(e.file, d))
	}
	ix.pending = append(ix.pending, ix.origins[defKey(e.file, d)]...)
	if ix.record && d.Kind == "pass" && r.Kind != "errsof" {
		ix.passUsed[passKey(e.file, d.Name, d.Line)] = true
	}
	args := map[string]template.Template{}
	notes := map[string]string{}
	carried := map[string]bool{} // parameters given a value that only carries an error
	for i, a := range r.Args {
		if i < len(d.Params) {
			args[d.Params[i]], notes[d.Params[i]], carried[d.Params[i]] = ix.argValue(r, i, a, at, params)
		}
	}
	for k, a := range r.Kwargs {
		args[k] = a
		// Error { kind: Kind::Eof, line }: the kind's text where the
		// type's Display prints the field as it is ({kind})
		if i := index(r.KwNames, k); i >= 0 && r.ArgCalls[i] != nil && plainHoles(d.Site.Message, k) {
			args[k], notes[k], carried[k] = ix.argValue(r, i, a, at, params)
		}
	}
	for p, none := range d.None {
		// Kind::X { pos: Some(ref p), .. } prints p: Some(x)'s x
		if x, ok := someOf(args[p]); ok && !none {
			args[p] = template.Hole(x, "", "")
			if _, err := strconv.ParseUint(x, 10, 64); err == nil {
				args[p] = template.Lit(x) // Some(1)
			}
		}
	}
	isParam := func(t template.Template) string {
		if len(t.Parts) == 1 && t.Parts[0].Hole && index(params, t.Parts[0].Expr) >= 0 {
			return t.Parts[0].Expr
		}
		return ""
	}
	s := *d.Site
	s.Line, s.EndLine, s.Kind, s.Context = at.Line, at.EndLine, at.Kind, at.Context
	if at.ErrorType == "panic" {
		// a panic printing the error: still a panic
		s.ErrorType, s.Severity, s.Class, s.HTTPStatus, s.ErrorCode = at.ErrorType, at.Severity, at.Class, 0, ""
	}
	note := "built by " + d.Name + "() defined at " + e.file + ":" + strconv.Itoa(d.Line)
	switch {
	case d.Site.Kind == "const":
		note = "value of " + d.Name + " defined at " + e.file + ":" + strconv.Itoa(d.Line)
	case d.Kind == "class":
		note = "message of " + d.Class + " defined at " + e.file + ":" + strconv.Itoa(d.Line)
	}
	if p, ok := template.OneHole(d.Site.Message); ok && notes[p] != "" {
		// Error::new(kind): the text is the kind's
		note = notes[p]
	}
	s.Context.Comments = append(append([]string(nil), at.Context.Comments...), note)
	var parts []template.Template
	for _, p := range d.Site.Message.Parts {
		a, ok := args[p.Expr]
		if !p.Hole || !ok {
			parts = append(parts, template.Template{Parts: []template.Part{p}})
			continue
		}
		var t template.Template
		lit, isLit := literal(a)
		switch {
		case p.Conv == "" && p.Spec == "":
			t = a
		case len(a.Parts) == 1 && a.Parts[0].Hole && a.Parts[0].Conv == "" && a.Parts[0].Spec == "":
			t = template.Hole(a.Parts[0].Expr, p.Conv, p.Spec)
		case p.Conv == "r" && p.Spec == "" && isLit && scalarLit(lit):
			// a decimal integer or bool literal (arguments carry them as
			// text): Debug prints it as Display does
			t = a
		case p.Conv == "r" && p.Spec == "" && isLit:
			t = template.Lit(debugQuote(lit))
		case p.Conv == "r" && p.Spec == "" && a.LiteralLen() > 0:
			// a String built with text: Debug quotes and escapes it
			t = template.Concat(template.Lit(`"`), escapeLits(a), template.Lit(`"`))
		default:
			t = template.Template{Parts: []template.Part{p}}
		}
		if p.Optional {
			t = template.Opt(t)
			if len(t.Parts) > 0 {
				t.Parts[0].OptStart = p.OptStart // the run p was in goes on
			}
		}
		parts = append(parts, t)
	}
	s.Message = template.Concat(parts...)
	p, one := template.OneHole(d.Site.Message)
	if carries(at.Kind, d, args) || fromCarries(at, s.Message, params) || one && carried[p] {
		// Error::new(kind), kind a value that only carries an error: so
		// does the value the constructor makes of it
		s.Tags = append(slices.Clip(s.Tags), catalog.CarrierTag)
	}
	if !slices.ContainsFunc(s.Message.Parts, func(p template.Part) bool { return p.Hole }) {
		// a helper's carrier given a variant with a text of its own
		// (decompress_error(Status::HasMoreOutput, ret) of Err(Error {
		// status, output })): no hole is left for a carried error
		s.Tags = slices.DeleteFunc(slices.Clone(s.Tags), func(t string) bool { return t == catalog.CarrierTag })
	}
	var f fed
	for i, p := range s.Message.Parts {
		if !p.Hole {
			continue
		}
		// v.to_string(), &v: the caller's parameter v
		if e := stripConv(p.Expr); e != p.Expr && index(params, e) >= 0 {
			s.Message.Parts[i].Expr = e
		}
		f.msg = f.msg || index(params, s.Message.Parts[i].Expr) >= 0
	}
	if a, ok := args[d.CodeParam]; d.CodeParam != "" && ok {
		s.ErrorCode, _ = literal(a)
		f.code = isParam(a)
	}
	if a, ok := args[d.StatusParam]; d.StatusParam != "" && ok {
		if len(a.Parts) == 1 && a.Parts[0].Hole {
			if st, class, ok := statusConst(a.Parts[0].Expr); ok {
				s.HTTPStatus, s.Class = st, class
			}
		}
		f.status = isParam(a)
	}
	return s, f
}

// carries reports whether a site of kind kind built with args only
// carries the error it was given: a value made in Err(…), .ok_or(…) or
// .map_err(…) (.map_err(PemError::InvalidData), .map_err(|e|
// Error::Io(e)), Err(ErrorKind::Utf8 { pos, err: err.clone() })) whose
// Display text d ends in a hole an argument fills, no argument setting
// text of its own. Its words are all the Display impl's, around the text
// of the error it carries, which was made where that error was
// (catalog.CarrierTag, as Go's &SchemaError{url, err}; like Go's, the
// rule cannot tell an error from other data a variant holds).
func carries(kind string, d *extract.Def, args map[string]template.Template) bool {
	ps := d.Site.Message.Parts
	if kind != "map_err" && kind != "err" && kind != "ok_or" || d.Kind != "class" || len(args) == 0 || len(ps) == 0 || !ps[len(ps)-1].Hole {
		return false
	}
	if _, ok := args[ps[len(ps)-1].Expr]; !ok {
		return false
	}
	for _, a := range args {
		if a.LiteralLen() > 0 {
			return false
		}
	}
	return true
}

// fromCarries reports whether a site at with text msg is the from of a
// From impl whose text ends in its parameter's (fn from(err: DecodeError)
// -> Error { new_error(ErrorKind::Base64(err)) }, "Base64 error: {err}"):
// ? calls it to convert an error made elsewhere, so it only carries that
// error, whatever words its Display adds (catalog.CarrierTag). A From
// impl taking a tuple (fn from(orig: (&P, M)), two parameters) converts no
// error: its text is the tuple's.
func fromCarries(at *extract.Site, msg template.Template, params []string) bool {
	ps := msg.Parts
	if !strings.HasSuffix(at.Context.Function, " as From>::from") || len(params) != 1 || len(ps) < 2 || !ps[len(ps)-1].Hole {
		return false
	}
	return index(params, stripConv(ps[len(ps)-1].Expr)) >= 0
}

// argValue is argument i of r: the text the called fn or constructed
// type builds when the argument is a reference of kind "value"
// (r.ArgCalls: error_payload(code, message), ErrorKind::Empty), else a;
// note says where that text was defined, and the bool whether that value
// only carries an error (catalog.CarrierTag).
func (ix *defIndex) argValue(r *extract.Ref, i int, a template.Template, at *extract.Site, params []string) (template.Template, string, bool) {
	c := r.ArgCalls[i]
	if c == nil {
		return a, "", false
	}
	g, b := ix.lookup(c)
	if len(g) == 0 {
		return a, "", false
	}
	k := ix.choice[c]
	if k >= len(g) {
		k = 0
	}
	s, _ := bind(ix, g[k], b, at, params)
	if s.Message.LiteralLen() == 0 && a.LiteralLen() > 0 {
		return a, "", false
	}
	if ix.record && s.Message.LiteralLen() > 0 {
		ix.took[argKey(ix.file, c)] = true
	}
	note := ""
	if n := len(s.Context.Comments); n > len(at.Context.Comments) {
		note = s.Context.Comments[n-1]
	}
	return s.Message, note, slices.Contains(s.Tags, catalog.CarrierTag)
}

// hasWords reports whether a literal part of t holds a letter or digit.
func hasWords(t template.Template) bool {
	for _, p := range t.Parts {
		if !p.Hole && !p.Optional && strings.IndexFunc(p.Lit, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			return true
		}
	}
	return false
}

// plainHoles reports whether t prints its parameter p only with Display
// and no format spec ({p}, not {p:?} or {p:>8}).
func plainHoles(t template.Template, p string) bool {
	for _, q := range t.Parts {
		if q.Hole && q.Expr == p && (q.Conv != "" || q.Spec != "") {
			return false
		}
	}
	return true
}

// literal returns the text of a template that is one literal.
// scalarLit reports whether lit, an argument's literal text, is how a
// call's decimal integer or bool literal argument reads.
func scalarLit(lit string) bool {
	if lit == "true" || lit == "false" {
		return true
	}
	d := strings.TrimPrefix(lit, "-")
	return d != "" && strings.Trim(d, "0123456789") == ""
}

func literal(t template.Template) (string, bool) {
	if len(t.Parts) == 1 && !t.Parts[0].Hole {
		return t.Parts[0].Lit, true
	}
	return "", false
}

// apply puts the sites of helper g, bound to r, into res: a refinement of
// Sites[r.Site] for a "ctor" reference, new sites for a "ctor" without a
// site of its own (an error value returned, Err(T::V(port))), and for a
// "call" when they say more than the helper's own site. It returns the sites that take
// their text from params (the parameters of the fn r is the result of), and
// what they take.
func apply(ix *defIndex, res *extract.Result, r, b *extract.Ref, g []defEntry, params []string) (fedSites []extract.Site, feeds fed) {
	var at extract.Site
	refine := (r.Kind == "ctor" || r.Kind == "errsof") && r.Site >= 0 && r.Site < len(res.Sites)
	switch {
	case refine:
		at = res.Sites[r.Site]
	case r.Call != nil:
		at = *r.Call
	default:
		return nil, fed{}
	}
	// A constructor's result is not raised where it is made: the callers
	// that wrap it in Err(…) are the sites. A passing helper's are, unless
	// no call of it is found.
	inCtor := r.Caller != nil && (r.Caller.Kind == "ctor" || r.Caller.Kind == "errs") && !refine
	inPass := r.Caller != nil && r.Caller.Kind == "pass" && !refine
	for j, bd := range ix.bindAll(g, b, &at, params) {
		s, f := bd.site, bd.fed
		if f.any() {
			fedSites = append(fedSites, s)
			feeds.msg = feeds.msg || f.msg
			if f.code != "" {
				feeds.code = f.code
			}
			if f.status != "" {
				feeds.status = f.status
			}
		}
		own := bd.def.Site
		placed := true
		switch {
		case refine && j == 0:
			// fix_marker(err, …) passing its value on says less than the
			// text the site had: it stays
			if !passThrough(bd.def) || s.Message.LiteralLen() >= at.Message.LiteralLen() {
				res.Sites[r.Site] = s
			} else {
				placed = false
			}
		case inCtor:
			placed = false
		case inPass && (bd.def.Kind == "pass" || r.Kind == "ctor"):
			// the error walks out of a passing helper, or is made here
			if placed = s.Message.LiteralLen() > 0; placed {
				ix.held = append(ix.held, heldSite{res, s, passKey(ix.file, r.Caller.Name, r.Caller.Line)})
			}
		case (bd.def.Kind == "pass" || bd.def.Kind == "errs") && s.Message.LiteralLen() > 0:
			res.Sites = append(res.Sites, s)
		case s.Message.LiteralLen() == 0 && s.ErrorCode == "" && s.HTTPStatus == 0:
			// all holes: the call tells nothing
			placed = false
		case f.any() && !hasWords(s.Message):
			// the caller's own body: its calls carry the text (a
			// separator such as "{pos} {msg}"'s is no text of its own)
			placed = false
		case !refine && r.Kind != "ctor" && bd.def.Owns && own != nil && ix.results[bd.file] != nil &&
			s.Message.LiteralLen() > own.Message.LiteralLen():
			// the helper makes the error at its own line: the call's
			// arguments fill the text there
			placed = ix.placeOwned(bd.file, own, s)
		case refine || r.Kind == "ctor" || s.Message.LiteralLen() > own.Message.LiteralLen() ||
			s.ErrorCode != "" && own.ErrorCode == "" || s.HTTPStatus != 0 && own.HTTPStatus == 0:
			res.Sites = append(res.Sites, s)
		default:
			placed = false
		}
		if placed {
			for _, k := range bd.used {
				ix.used[k] = true
			}
		}
	}
	return fedSites, feeds
}

// placeOwned adds site s, a call's text of a helper that owns its error
// (Def.Owns), at the helper's own site own in file, once per text; it
// reports whether it added it.
func (ix *defIndex) placeOwned(file string, own *extract.Site, s extract.Site) bool {
	k := file + "\x00" + strconv.Itoa(own.Line) + "\x00" + s.Class + "\x00" + s.Message.Message()
	if ix.owned[k] {
		return false
	}
	ix.owned[k] = true
	s.Kind, s.Line, s.EndLine, s.Context = own.Kind, own.Line, own.EndLine, own.Context
	res := ix.results[file]
	res.Sites = append(res.Sites, s)
	return true
}

// maxLinkRounds bounds the rounds of a link: a helper that calls a helper
// that calls a helper, and so on.
const maxLinkRounds = 6

// pending is a reference of a file waiting for the link.
type pending struct {
	file string
	res  *extract.Result
	ref  *extract.Ref
}

// callerKey names a fn that may become a helper: its file, name and line.
type callerKey struct {
	file, name string
	line       int
}

// linker resolves references against an index of definitions. grow finds
// the helpers to a fixed point before anything is applied: a reference
// whose site takes text from the parameters of the fn around it
// (Ref.Caller) makes that fn a helper, at most maxHelperSites definitions
// for one fn; commit then applies every reference once, against all the
// definitions there are.
type linker struct {
	ix    *defIndex
	count map[callerKey]int
	seen  map[string]bool          // definitions in the index, by defKey
	added map[string][]extract.Def // definitions grow made, by file
}

func newLinker() *linker {
	return &linker{ix: newDefIndex(), count: map[callerKey]int{}, seen: map[string]bool{}, added: map[string][]extract.Def{}}
}

func defKey(file string, d *extract.Def) string {
	k := file + "\x00" + d.Name + "\x00" + strconv.Itoa(d.Line) + "\x00" + d.Class + "\x00" + d.Message.Message()
	if d.Site != nil {
		k += "\x00" + strconv.Itoa(d.Site.Line) + "\x00" + d.Site.ErrorCode + "\x00" + strconv.Itoa(d.Site.HTTPStatus)
	}
	return k + "\x00" + d.CodeParam + "\x00" + d.StatusParam
}

// add puts a file's definitions into the index.
func (l *linker) add(file string, defs []extract.Def) {
	l.ix.add(file, defs)
	for i := range defs {
		l.seen[defKey(file, &defs[i])] = true
		if defs[i].Kind == "helper" {
			l.count[callerKey{file, defs[i].Name, defs[i].Line}]++
		}
	}
}

// newDef makes the fn c a helper that builds site s; it reports whether
// that is a new definition.
func (l *linker) newDef(file string, c *extract.Def, s extract.Site, f fed, used []string) bool {
	site := s
	kind := "helper"
	switch c.Kind {
	case "ctor", "pass", "from", "errs":
		kind = c.Kind
	}
	d := extract.Def{Kind: kind, Name: c.Name, Class: s.Class, Params: c.Params, Message: s.Message, Line: c.Line,
		Path: c.Path, Site: &site, CodeParam: f.code, StatusParam: f.status, Owns: c.Owns && kind == "helper" && madeKind(s.Kind)}
	k, ck := defKey(file, &d), callerKey{file, c.Name, c.Line}
	if l.seen[k] || l.count[ck] >= maxSites(c) {
		return false
	}
	l.seen[k] = true
	l.count[ck]++
	if len(used) > 0 {
		l.ix.origins[k] = used
	}
	l.ix.add(file, []extract.Def{d})
	l.added[file] = append(l.added[file], d)
	return true
}

// at is the site reference r refines or becomes.
func at(res *extract.Result, r *extract.Ref) (extract.Site, bool) {
	switch {
	case r.Kind == "ctor" && r.Site >= 0 && r.Site < len(res.Sites):
		return res.Sites[r.Site], true
	case r.Call != nil:
		return *r.Call, true
	}
	return extract.Site{}, false
}

// grow adds the helpers the references make, to a fixed point.
func (l *linker) grow(refs []pending) {
	for round := 0; round < maxLinkRounds; round++ {
		grown := false
		for _, p := range refs {
			c := p.ref.Caller
			if c == nil {
				continue
			}
			g, b := l.ix.lookup(p.ref)
			site, ok := at(p.res, p.ref)
			if g == nil || !ok {
				continue
			}
			// A passing helper's error is its caller's when it is made here
			// or walks out of another passing helper; otherwise the fn is
			// a helper only as far as its parameters feed the text.
			passes := c.Kind != "pass" || p.ref.Kind == "ctor"
			for _, bd := range l.ix.bindAll(g, b, &site, c.Params) {
				s, f := bd.site, bd.fed
				cd := c
				if c.Kind == "pass" && !passes && bd.def.Kind != "pass" {
					h := *c
					h.Kind = "helper"
					cd = &h
				}
				// a constructor's result is its text, whatever feeds it
				if f.any() || (cd.Kind == "ctor" || cd.Kind == "pass" || cd.Kind == "from" || cd.Kind == "errs") && s.Message.LiteralLen() > 0 {
					grown = l.newDef(p.file, cd, s, f, bd.used) || grown
				}
			}
		}
		if !grown {
			return
		}
	}
}

// fallbacks adds the definitions that unresolved references leave to their
// callers (Ref.Caller with its Site: a helper's site as its file saw it,
// which the link could not refine); it reports whether it added any.
func (l *linker) fallbacks(refs []pending) bool {
	grown := false
	for _, p := range refs {
		if c := p.ref.Caller; c != nil && c.Site != nil && !l.resolves(p.ref) {
			grown = l.newDef(p.file, c, *c.Site, fed{code: c.CodeParam, status: c.StatusParam}, nil) || grown
		}
	}
	return grown
}

// resolves reports whether reference r resolves (through lookup).
func (l *linker) resolves(r *extract.Ref) bool {
	g, _ := l.ix.lookup(r)
	return g != nil
}

// commit applies each reference that resolves and returns the others.
func (l *linker) commit(refs []pending) []pending {
	l.ix.record = true
	defer func() { l.ix.record = false }()
	var left []pending
	for _, p := range refs {
		if p.ref.Kind == "arg" && l.ix.took[argKey(p.file, p.ref)] {
			continue // the call around it took its text
		}
		l.ix.file = p.file
		g, b := l.ix.lookup(p.ref)
		if g == nil {
			left = append(left, p)
			continue
		}
		var params []string
		if p.ref.Caller != nil {
			params = p.ref.Caller.Params
		}
		apply(l.ix, p.res, p.ref, b, g, params)
	}
	return left
}

// linkLocal resolves the file's references against its own definitions,
// the helpers that calls make of their callers included, and leaves the
// rest, with the definitions, in the Summary for link. A file with a
// reference that may still make a helper of its fn (Ref.Caller, not
// resolved here) is left to link whole: its helpers may gain definitions
// from other files, and every call of them must see all of them.
func (x *fileCtx) linkLocal() {
	l := newLinker()
	l.add(x.path, x.defs)
	l.ix.results[x.path] = x.res
	var refs []pending
	for i := range x.refs {
		if x.refs[i].Kind != "dropped" {
			refs = append(refs, pending{x.path, x.res, &x.refs[i]})
		}
	}
	l.grow(refs)
	open := false
	for _, p := range refs {
		// a passing helper's calls may be in other files
		open = open || p.ref.Caller != nil && (!l.resolves(p.ref) || p.ref.Caller.Kind == "pass")
	}
	left := refs
	dropped := make([]int, len(x.res.Sites))
	for i := range dropped {
		dropped[i] = i
	}
	if !open {
		x.defs = append(x.defs, l.added[x.path]...)
		// A variant passed to a call that may resolve in another file
		// waits for the link, unless a call here took its text.
		var now, later []pending
		for _, p := range refs {
			if p.ref.Kind == "arg" {
				later = append(later, p)
			} else {
				now = append(now, p)
			}
		}
		left = l.commit(now)
		l.ix.release()
		for _, p := range later {
			if !l.ix.took[argKey(p.file, p.ref)] {
				left = append(left, p)
			}
		}
		dropped = dropShown(x.res, l.ix.shown()[x.path])
	}
	// Sites in line order; the references' indices follow them.
	order := make([]int, len(x.res.Sites))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return x.res.Sites[order[i]].Line < x.res.Sites[order[j]].Line })
	moved := make([]int, len(order))
	sites := make([]extract.Site, len(order))
	for to, from := range order {
		sites[to], moved[from] = x.res.Sites[from], to
	}
	x.res.Sites = sites
	var out []extract.Ref
	for _, p := range left {
		r := *p.ref
		if r.Site >= 0 {
			if r.Site = dropped[r.Site]; r.Site >= 0 {
				r.Site = moved[r.Site]
			}
		}
		out = append(out, r)
	}
	if len(x.defs) > 0 || len(out) > 0 {
		x.res.Summary = &extract.Summary{Defs: x.defs, Refs: out}
	}
}

// link is the Rust extractor's link pass: the references every file left
// are resolved against the definitions of all the files of its crate
// (crateScope), so that helpers chain across files; a helper whose own
// error's constructor no file answers is then a helper of the site its
// file saw, and the helpers grow again.
func link(files []extract.Linked) []extract.Error {
	expandMacros(files)
	crates := map[string]*linker{}
	refs := map[string][]pending{}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary.IsEmpty() {
			continue
		}
		sc := crateScope(f.Path)
		if crates[sc] == nil {
			crates[sc] = newLinker()
		}
		crates[sc].add(f.Path, f.Result.Summary.Defs)
		crates[sc].ix.results[f.Path] = f.Result
		for i := range f.Result.Summary.Refs {
			refs[sc] = append(refs[sc], pending{f.Path, f.Result, &f.Result.Summary.Refs[i]})
		}
	}
	for sc, l := range crates {
		l.grow(refs[sc])
		for try := 0; try < maxLinkRounds && l.fallbacks(refs[sc]); try++ {
			l.grow(refs[sc])
		}
		l.commit(refs[sc])
		l.ix.release()
	}
	for _, f := range files {
		if f.Result == nil {
			continue
		}
		if l := crates[crateScope(f.Path)]; l != nil {
			if lines := l.ix.shown()[f.Path]; len(lines) > 0 {
				dropShown(f.Result, lines)
			}
		}
	}
	return nil
}
