package golang

import (
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// The link pass: what summary.go recorded of every file, resolved across
// the files of a package (a directory) and across the packages of the
// scan. It puts sentinels' texts into the holes that name them, makes
// sites of composite literals of error types whose Error method is in
// another file, and of calls of helpers that build an error from their
// arguments.

// pkg is one Go package of the scan: a directory's files.
type pkg struct {
	dir, name  string
	names      map[string]int // how many of the folder's files name each package
	sentinels  map[string]*extract.Def
	consts     map[string]*extract.Def
	structs    map[string][]string
	errmethods map[string][]*extract.Def // the texts each type's Error method may return
	// helpers are the package's functions (key Name) and methods (key
	// "." + Name) that build errors, one definition per error.
	helpers map[string][]*extract.Def
	// constTexts are what the package's constants print through their
	// type's String method (stringerDef), by constant name.
	constTexts map[string]string
}

// newPkg is an empty package in dir.
func newPkg(dir string) *pkg {
	return &pkg{dir: dir, sentinels: map[string]*extract.Def{}, consts: map[string]*extract.Def{}, structs: map[string][]string{},
		errmethods: map[string][]*extract.Def{}, helpers: map[string][]*extract.Def{}}
}

// add puts a definition of kind package, sentinel, const, struct or
// errmethod into p.
func (p *pkg) add(d *extract.Def) {
	switch d.Kind {
	case "package":
		// A folder's package is named by most of its files: one
		// file of package main beside them (x509_test_import.go, built
		// with a tag only: //go:build ignore) does not rename it.
		if p.names == nil {
			p.names = map[string]int{}
		}
		p.names[d.Name]++
		if p.name == "" || p.names[d.Name] > p.names[p.name] {
			p.name = d.Name
		}
	case "sentinel":
		p.sentinels[d.Name] = d
	case "const":
		p.consts[d.Name] = d
	case "struct":
		p.structs[d.Name] = d.Params
	case "errmethod":
		p.errmethods[d.Name] = append(p.errmethods[d.Name], d)
	case "stringer":
		if p.constTexts == nil {
			p.constTexts = map[string]string{}
		}
		for c, t := range d.Table {
			if lit, ok := literal(t); ok {
				p.constTexts[c] = lit
			}
		}
	}
}

// world is the scan's packages.
type world struct {
	pkgs     map[string]*pkg // by directory
	byImport map[string]*pkg // resolved import paths, nil when none fits
	dirs     []string
	// defImports are the imports of the file each helper is defined in.
	defImports map[*extract.Def]map[string]string
	// constTexts reports whether a package of the scan has constants'
	// String texts (pkg.constTexts): only then are sites' holes read for
	// them.
	constTexts bool
}

// linked is what the package link resolved: the scan's packages and each
// file's imports, for the passes after it.
type linked struct {
	w       *world
	imports []map[string]string
}

// link is the package link pass over files.
func link(files []extract.Linked) *linked {
	w := &world{pkgs: map[string]*pkg{}, byImport: map[string]*pkg{}, defImports: map[*extract.Def]map[string]string{}}
	imports := make([]map[string]string, len(files))
	for i, f := range files {
		if f.Result == nil || f.Result.Summary.IsEmpty() {
			continue
		}
		dir := path.Dir(f.Path)
		p := w.pkgs[dir]
		if p == nil {
			p = newPkg(dir)
			w.pkgs[dir] = p
			w.dirs = append(w.dirs, dir)
		}
		imports[i] = map[string]string{}
		for k := range f.Result.Summary.Defs {
			d := &f.Result.Summary.Defs[k]
			switch d.Kind {
			case "import":
				imports[i][d.Name] = d.Path[0]
			case "helper", "formatter":
				p.addHelper(d)
				w.defImports[d] = imports[i]
			default:
				p.add(d)
				w.constTexts = w.constTexts || p.constTexts != nil
			}
		}
	}
	// A helper found through a caller that passes its parameters on is
	// itself a helper: a few rounds follow such chains.
	done := make([][]bool, len(files))
	for round := 0; round < 3; round++ {
		added := false
		for i, f := range files {
			if imports[i] == nil {
				continue
			}
			if done[i] == nil {
				done[i] = make([]bool, len(f.Result.Summary.Refs))
			}
			fl := &fileLink{w: w, p: w.pkgs[path.Dir(f.Path)], imports: imports[i], res: f.Result}
			for k := range f.Result.Summary.Refs {
				if done[i][k] {
					continue
				}
				r := &f.Result.Summary.Refs[k]
				switch r.Kind {
				case "holes":
					if round == 0 {
						fl.fillSite(r.Site)
					}
					done[i][k] = true
				case "lit", "conv":
					if round == 0 {
						fl.litSite(r)
					}
					done[i][k] = true
				case "call", "method":
					ok, newDef := fl.callSites(r)
					done[i][k] = ok
					added = added || newDef
				}
			}
		}
		if !added {
			break
		}
	}
	for i, f := range files {
		if imports[i] != nil && w.constTexts {
			fl := &fileLink{w: w, p: w.pkgs[path.Dir(f.Path)], imports: imports[i], res: f.Result}
			for k := range f.Result.Sites {
				s := &f.Result.Sites[k]
				s.Message = fl.constTexts(s.Message)
			}
		}
	}
	for _, f := range files {
		if f.Result != nil {
			partSites(f.Result)
		}
	}
	return &linked{w: w, imports: imports}
}

// fillSentinels puts the sentinels' texts into the holes of the sites the
// runtime link made (linkRuntime): &PathError{Op: "open", Path: name,
// Err: ErrInvalid} where PathError is an alias of another package's type
// prints ErrInvalid's text. A site whose holes name no sentinel the scan
// holds is left as it is.
func (l *linked) fillSentinels(files []extract.Linked) {
	for i, f := range files {
		if l.imports[i] == nil {
			continue
		}
		fl := &fileLink{w: l.w, p: l.w.pkgs[path.Dir(f.Path)], imports: l.imports[i], res: f.Result}
		for k := range f.Result.Sites {
			if f.Result.Sites[k].Kind == "new" && namesSentinel(f.Result.Sites[k].Message) {
				fl.fillSite(k)
			}
		}
	}
}

// namesSentinel reports whether a hole of t is spelled like a sentinel
// (ErrX, pkg.ErrX).
func namesSentinel(t template.Template) bool {
	for _, p := range t.Parts {
		if p.Hole && looksSentinel(p.Expr[strings.LastIndexByte(p.Expr, '.')+1:]) {
			return true
		}
	}
	return false
}

// constTexts puts in t the text each hole printing a constant of a type
// with a String method prints (OpSub in "cannot %v %q" prints "sub"): a
// hole by %s or %v (Spec ""), or by %q (Conv "r", the text quoted), whose
// expression is a constant of the package (OpSub) or of an imported one
// (token.ADD). Holes printing a number (%d) stay.
func (fl *fileLink) constTexts(t template.Template) template.Template {
	var out []template.Template // nil until a hole is replaced
	for i, part := range t.Parts {
		s, ok := "", false
		if part.Hole && part.Spec == "" && (part.Conv == "" || part.Conv == "r") {
			s, ok = fl.constText(part.Expr)
		}
		if !ok {
			if out != nil {
				out = append(out, template.Template{Parts: []template.Part{part}})
			}
			continue
		}
		if out == nil {
			for _, before := range t.Parts[:i] {
				out = append(out, template.Template{Parts: []template.Part{before}})
			}
		}
		if part.Conv == "r" {
			s = strconv.Quote(s)
		}
		lit := template.Lit(s)
		if part.Optional {
			lit = template.Opt(lit)
		}
		out = append(out, lit)
	}
	if out == nil {
		return t
	}
	return template.Concat(out...)
}

// constText is what the constant expr (Name or pkg.Name) prints through
// its type's String method, when the link knows it.
func (fl *fileLink) constText(expr string) (string, bool) {
	p, name := fl.p, expr
	if q, n, ok := strings.Cut(expr, "."); ok {
		ip := fl.imports[q]
		if ip == "" {
			return "", false
		}
		p, name = fl.w.imported(ip), n
	}
	if p == nil || p.constTexts == nil || !isName(name) {
		return "", false
	}
	s, ok := p.constTexts[name]
	return s, ok
}

// trimmedRE matches a hole that prints another error's text without a
// prefix: strings.TrimPrefix(se.Err.Error(), "jsonschema: ").
var trimmedRE = lazyre.New(`^strings\.TrimPrefix\(.+, ("(?:[^"\\]|\\.)*")\)$`)

// trimPrefixes makes optional the leading text P of a package's sites
// when a site of the package prints another error's text with
// strings.TrimPrefix(…, P): a wrapper that prints its package's own
// errors without their "pkg: " prefix, inside whose text their patterns
// must match too.
func trimPrefixes(files []extract.Linked) {
	prefixes := map[string][]string{} // by directory
	for _, f := range files {
		if f.Result == nil {
			continue
		}
		for _, site := range f.Result.Sites {
			for _, part := range site.Message.Parts {
				if !part.Hole {
					continue
				}
				if m := trimmedRE.FindStringSubmatch(part.Expr); m != nil {
					if p, err := strconv.Unquote(m[1]); err == nil && p != "" && !slices.Contains(prefixes[path.Dir(f.Path)], p) {
						prefixes[path.Dir(f.Path)] = append(prefixes[path.Dir(f.Path)], p)
					}
				}
			}
		}
	}
	for _, f := range files {
		ps := prefixes[path.Dir(f.Path)]
		if f.Result == nil || len(ps) == 0 {
			continue
		}
		for i := range f.Result.Sites {
			t := &f.Result.Sites[i].Message
			if len(t.Parts) == 0 || t.Parts[0].Hole || t.Parts[0].Optional {
				continue
			}
			for _, p := range ps {
				if rest, ok := strings.CutPrefix(t.Parts[0].Lit, p); ok {
					*t = template.Concat(template.Opt(template.Lit(p)), template.Lit(rest), template.Template{Parts: t.Parts[1:]})
					break
				}
			}
		}
	}
}

func (p *pkg) addHelper(d *extract.Def) {
	key := d.Name
	if len(d.Path) > 0 {
		key = "." + d.Name
	}
	p.helpers[key] = append(p.helpers[key], d)
}

// imported is the package of the scan at import path ip: the directory
// whose path (a module cache's path@version read as path) ends with the
// longest tail of ip, when that tail is the whole directory path or at
// least two elements of it (a checkout scanned from its parent folder has
// its own name first); nil when several fit. When none fits, a standard
// library package's error types and sentinels (stdlib.go).
func (w *world) imported(ip string) *pkg {
	if p, ok := w.byImport[ip]; ok {
		return p
	}
	want := strings.Split(ip, "/")
	var best *pkg
	bestLen, ties := 0, 0
	for _, dir := range w.dirs {
		if dir == "." {
			continue
		}
		segs := strings.Split(dir, "/")
		n := 0
		for n < len(segs) && n < len(want) {
			s := segs[len(segs)-1-n]
			if at := strings.IndexByte(s, '@'); at >= 0 {
				s = s[:at]
			}
			if s != want[len(want)-1-n] {
				break
			}
			n++
		}
		if n == 0 || n < len(segs) && n < 2 {
			continue
		}
		switch {
		case n > bestLen:
			best, bestLen, ties = w.pkgs[dir], n, 1
		case n == bestLen:
			ties++
		}
	}
	if ties != 1 {
		best = nil
	}
	if bestLen == 0 {
		best = stdlibPkg(ip) // a standard library package the scan does not hold
	}
	if bestLen == 0 && best == nil {
		best = w.moduleRoot(ip)
	}
	w.byImport[ip] = best
	return best
}

// fileLink resolves the references of one file.
type fileLink struct {
	w       *world
	p       *pkg
	imports map[string]string
	res     *extract.Result
}

// pkgOf is the package a reference's Module names: the file's own for "".
func (fl *fileLink) pkgOf(module string) *pkg {
	if module == "" {
		return fl.p
	}
	return fl.w.imported(module)
}

// sentinel is the text and class of the sentinel a hole's expression
// names (Name or pkg.Name), resolved through sentinels that wrap others.
func (fl *fileLink) sentinel(expr string) (template.Template, string, bool) {
	return fl.w.sentinelIn(fl.p, fl.imports, expr, 0)
}

// tableSentinel reports whether a hole's expression names a sentinel of
// a standard-library package the scan does not hold, which only the
// embedded table (stdlib.go) knows.
func (fl *fileLink) tableSentinel(expr string) bool {
	q, _, ok := strings.Cut(expr, ".")
	if !ok {
		return false
	}
	ip, isImport := fl.imports[q]
	if !isImport {
		return false
	}
	p := fl.w.imported(ip)
	return p != nil && p == stdlibPkg(ip)
}

func (w *world) sentinelIn(p *pkg, imports map[string]string, expr string, depth int) (template.Template, string, bool) {
	if depth > 5 || p == nil {
		return template.Template{}, "", false
	}
	name := expr
	if q, n, ok := strings.Cut(expr, "."); ok {
		ip, isImport := imports[q]
		if !isImport {
			return template.Template{}, "", false
		}
		if p = w.imported(ip); p == nil {
			return template.Template{}, "", false
		}
		name = n
	}
	d := p.sentinels[name]
	if d == nil {
		if c := p.consts[name]; c != nil {
			return c.Message, "", true // a string constant: its text, no class
		}
		return template.Template{}, "", false
	}
	// A sentinel that wraps another (fmt.Errorf("%w: detail", ErrBase))
	// reads the other's text; its imports are not known here, so only the
	// package's own sentinels are followed, but for an alias of another
	// package's sentinel (var ErrNotExist = fs.ErrNotExist), whose
	// definition names that package (sentinelAliases).
	var own map[string]string
	target, alias := oneHole(d.Message)
	if q, _, ok := strings.Cut(target, "."); alias && ok && len(d.Path) == 1 {
		own = map[string]string{q: d.Path[0]}
	}
	t, _ := fill(d.Message, func(e string) (template.Template, bool) {
		t, _, ok := w.sentinelIn(p, own, e, depth+1)
		return t, ok
	})
	if alias && t.LiteralLen() == 0 {
		return template.Template{}, "", false // an alias of a sentinel the scan does not hold
	}
	return t, d.Class, true
}

// fillSite puts the sentinels' texts into the holes of Sites[i] that name
// them.
func (fl *fileLink) fillSite(i int) {
	if i < 0 || i >= len(fl.res.Sites) {
		return
	}
	s := &fl.res.Sites[i]
	sentinel := func(e string) (template.Template, bool) {
		if fl.tableSentinel(e) {
			// fmt.Errorf("read %s: %w", name, io.ErrUnexpectedEOF): the
			// sentinel's text is what every site returning it prints
			// (most of them in the standard library, outside this
			// scan); as this site's literal it made confident answers
			// wrong on the held-out test half. It stays a hole. A
			// literal of the library's error type (litSite) reads it.
			return template.Template{}, false
		}
		t, _, ok := fl.sentinel(e)
		return t, ok
	}
	s.Message, _ = fill(s.Message, func(e string) (template.Template, bool) {
		if t, ok := sentinel(e); ok {
			return t, true
		}
		return sprintfField(e, sentinel) // fmt.Errorf(errorMsg, …), errorMsg a constant
	})
}

// litSite makes a site of a composite literal of an error type standing
// where an error goes, with the type's Error text and the fields the
// literal sets filled in: &ParseError{Func: "ParseInt", Input: s, Err:
// ErrSyntax} is `strconv.ParseInt: parsing {strconv.Quote(s)}: invalid
// syntax`. The allocation is where the error value is made, so it is a
// site even when its fields add no text (the Error method's record then
// ties with it).
//
// A literal whose fields set no text of their own (no literal, no
// sentinel: &SchemaError{url, err}) only carries another error: its sites
// are tagged catalog.CarrierTag.
func (fl *fileLink) litSite(r *extract.Ref) {
	sentinel := func(e string) (template.Template, bool) {
		t, _, ok := fl.sentinel(e)
		return t, ok
	}
	ts, class, ok := fl.typeMessage(fl.p, r, sentinel)
	if !ok {
		return
	}
	carrier := r.Kind == "lit" // a conversion's operand is the text's data, not an error it carries
	for k := range r.Kwargs {
		if strings.HasSuffix(k, "[0]") {
			carrier = false // a list of texts set to one (EText: []string{s}): the message, no error carried
		}
	}
	for _, a := range append(slices.Collect(maps.Values(r.Kwargs)), r.Args...) {
		if t, _ := fill(a, sentinel); t.LiteralLen() > 0 || fl.constTexts(t).LiteralLen() > 0 {
			carrier = false // text, a sentinel's, or a constant's through its String method
		}
	}
	replace := r.Site >= 0 && r.Site < len(fl.res.Sites)
	var at extract.Site
	switch {
	case replace:
		at = fl.res.Sites[r.Site] // the message field's site: now the whole text
	case r.Call != nil:
		at = *r.Call
		at.Kind, at.ErrorType, at.Severity = "new", "error", "error"
		at.Context.Comments = append(append([]string(nil), at.Context.Comments...), "message of "+class+"'s Error method")
	default:
		return
	}
	for _, t := range ts {
		if t.LiteralLen() == 0 {
			continue
		}
		site := at
		site.Class, site.Message = class, t
		if carrier {
			site.Tags = append(slices.Clip(site.Tags), catalog.CarrierTag)
		}
		if replace {
			fl.res.Sites[r.Site], replace = site, false
			continue
		}
		fl.res.Sites = append(fl.res.Sites, site)
	}
}

// typeMessage is the texts the Error method of v's type (of package p,
// or of the package v.Module names) may print for the fields v sets, each
// field's value read through value when it is set (a hole's value: a
// sentinel's text). class is the type's.
func (fl *fileLink) typeMessage(p *pkg, v *extract.Ref, value func(string) (template.Template, bool)) (ts []template.Template, class string, ok bool) {
	if v.Module != "" {
		p = fl.w.imported(v.Module)
	}
	if p == nil {
		return nil, "", false
	}
	ms := p.errmethods[v.Name]
	fields, isStruct := p.structs[v.Name]
	if len(ms) == 0 || isStruct != (v.Kind != "conv") || len(ms[0].Params) == 0 {
		return nil, "", false
	}
	recv := ms[0].Params[0]
	vals := map[string]template.Template{}
	if v.Kind == "conv" && len(v.Args) == 1 {
		// a conversion sets the receiver itself: string(e) or e in the text
		vals[recv], vals["string("+recv+")"] = v.Args[0], v.Args[0]
	}
	for i, a := range v.Args {
		if i < len(fields) && fields[i] != "" {
			vals[recv+"."+fields[i]] = a
		}
	}
	for k, a := range v.Kwargs {
		vals[recv+"."+k] = a
	}
	field := func(e string) (template.Template, bool) {
		a, ok := vals[e]
		if ok && value != nil {
			a, _ = fill(a, value)
		}
		return a, ok
	}
	seen := map[string]bool{}
	// A case or a field's value naming a string constant (case
	// KindInvalid, kind: InputErrorType) is that constant's text, quoted
	// as a literal's is: kind: "invalid" selects case KindInvalid.
	caseText := func(e string) string { return fl.w.quotedConst(p, nil, e) }
	valText := func(e string) string { return fl.w.quotedConst(fl.p, fl.imports, e) }
	for _, m := range armsFor(ms, recv, vals, caseText, valText) {
		t, _ := fill(m.Message, func(e string) (template.Template, bool) {
			if a, ok := field(e); ok {
				return a, true
			}
			if f, ok := joinedField(e, recv); ok {
				// strings.Join(e.EText, sep) of a list set to one text
				return field(recv + "." + f + "[0]")
			}
			return sprintfField(e, field)
		})
		if k := t.Message(); !seen[k] {
			seen[k] = true
			ts = append(ts, t)
		}
	}
	return ts, p.name + "." + v.Name, true
}

// joinedField is the field F of the hole strings.Join(recv.F, sep), the
// Error method printing a list of texts joined: a value whose list holds
// one text prints that text.
func joinedField(e, recv string) (string, bool) {
	rest, ok := strings.CutPrefix(e, "strings.Join("+recv+".")
	if !ok {
		return "", false
	}
	f, _, ok := strings.Cut(rest, ", ")
	if !ok || !isName(f) {
		return "", false
	}
	return f, true
}

// armsFor is the Error method's texts ms that a value setting the fields
// vals (by recv.field) may print. A text printed in a switch arm on a
// field (Def.Cases) is left out when the value sets that field to what
// another arm's case says, as written (messageType:
// flagUnknownFlagMessage; a literal by its quoted text), and a text
// printed outside every arm is left out when an arm matched, since that
// arm returns first. A value no case names (a parameter, a computed
// value) chooses nothing. When that would leave none, all of ms.
func armsFor(ms []*extract.Def, recv string, vals map[string]template.Template, caseText, valText func(string) string) []*extract.Def {
	chosen := map[string]string{} // by field: the case, as written, that the value's field is
	for _, m := range ms {
		for field, cases := range m.Cases {
			v := vals[recv+"."+field]
			if len(v.Parts) != 1 {
				continue
			}
			got := v.Parts[0].Expr
			if !v.Parts[0].Hole {
				got = strconv.Quote(v.Parts[0].Lit)
			} else if valText != nil {
				got = valText(got)
			}
			for _, c := range cases {
				if c == got || caseText != nil && caseText(c) == got {
					chosen[field] = c
					break
				}
			}
		}
	}
	var kept, armless []*extract.Def
	matched := false
	keyed := len(vals) > 0 // a literal that names the fields it sets
	for k := range vals {
		if !strings.HasPrefix(k, recv+".") {
			keyed = false // a conversion sets the receiver itself
		}
	}
	for _, m := range ms {
		if keyed && leftNil(m, recv, vals) {
			continue
		}
		if len(m.Cases) == 0 {
			armless = append(armless, m)
			continue
		}
		keep, hit := true, false
		for field, cases := range m.Cases {
			if got, ok := chosen[field]; ok {
				hit = hit || slices.Contains(cases, got)
				keep = keep && slices.Contains(cases, got)
			}
		}
		if keep {
			kept = append(kept, m)
			matched = matched || hit
		}
	}
	if !matched {
		kept = append(kept, armless...)
	}
	if len(kept) == 0 {
		return ms
	}
	return slices.DeleteFunc(slices.Clone(ms), func(m *extract.Def) bool { return !slices.Contains(kept, m) })
}

// quotedConst is the text of the string constant e names (Name of p, or
// pkg.Name of one of imports), quoted as a literal's is, else e as
// written.
func (w *world) quotedConst(p *pkg, imports map[string]string, e string) string {
	name := e
	if q, n, ok := strings.Cut(e, "."); ok {
		ip, isImport := imports[q]
		if !isImport {
			return e
		}
		p, name = w.imported(ip), n
	}
	if p == nil {
		return e
	}
	if c := p.consts[name]; c != nil && len(c.Message.Parts) == 1 && !c.Message.Parts[0].Hole {
		return strconv.Quote(c.Message.Parts[0].Lit)
	}
	return e
}

// leftNil reports whether m is printed only when a field is not nil
// (Def.None) that the value vals leaves out, or sets to nil.
func leftNil(m *extract.Def, recv string, vals map[string]template.Template) bool {
	for field, isNil := range m.None {
		if isNil {
			continue
		}
		v, set := vals[recv+"."+field]
		if e, one := oneHole(v); !set || one && e == "nil" {
			return true
		}
	}
	return false
}

// sprintfField reads a hole fmt.Sprintf(F, A...) (or fmt.Errorf(F, A...),
// which prints the same text) whose format F is a field the value set to
// text (a constant: Code: ErrUnrecognizedGrouping) or a parameter a
// helper's call sets, and A its arguments: the text that format prints,
// each verb a hole of the arguments. ok is false for other holes.
func sprintfField(e string, field func(string) (template.Template, bool)) (template.Template, bool) {
	inner, ok := cutSprintf(e)
	if !ok || !strings.HasSuffix(inner, ")") {
		return template.Template{}, false
	}
	inner = inner[:len(inner)-1]
	f, rest, _ := strings.Cut(inner, ", ")
	if x, _, isWrap := unwrapGo(f); isWrap {
		f = x
	}
	ft, ok := field(f)
	if !ok {
		return template.Template{}, false
	}
	// The arguments, each read through field to the expression it holds.
	var args []template.Template
	var exprs, raws []string
	for _, a := range strings.Split(rest, ", ") {
		a = strings.TrimSuffix(strings.TrimSpace(a), "...")
		if a == "" {
			continue
		}
		raws = append(raws, a)
		if v, ok := field(a); ok {
			if h, one := oneHole(v); one {
				a = h
			} else if _, isLit := literal(v); isLit {
				args = append(args, v)
				exprs = append(exprs, v.Message())
				continue
			}
		}
		args = append(args, template.Hole(a, "", ""))
		exprs = append(exprs, a)
	}
	if format, ok := literal(ft); ok {
		if f, kept := staticTypeFormat(format, raws); kept != nil {
			// %T of a typed literal: its type is text (staticTypeVerbs)
			format, args = f, pick(args, kept)
		}
		return template.Printf(format, args), true
	}
	if h, one := oneHole(ft); one {
		// The format is a parameter still (getErr(code, args...)): the
		// call that binds it reads it.
		return template.Hole("fmt.Sprintf("+strings.Join(append([]string{h}, exprs...), ", ")+")", "", ""), true
	}
	if len(ft.Parts) > 1 && ft.Parts[0].Hole && ft.Parts[0].Conv == "" && ft.Parts[0].Spec == "" {
		// The format is a parameter with the helper's constants after
		// it, their verbs printing values appended after the variadic
		// list (NewErrorf(et, format+": %s", append(a, err)...), read by
		// spreadFormat as "{format}: {err}"): the parameter formatted
		// with that list, then the rest.
		for _, p := range ft.Parts[1:] {
			if !p.Hole && strings.Contains(p.Lit, "%") {
				return template.Template{}, false
			}
		}
		var spread []string
		for _, e := range exprs {
			inner, ok := strings.CutPrefix(e, "append(")
			name, _, _ := strings.Cut(inner, ",")
			if !ok || !isName(name) {
				return template.Template{}, false
			}
			spread = append(spread, name+"...")
		}
		head := template.Hole("fmt.Sprintf("+strings.Join(append([]string{ft.Parts[0].Expr}, spread...), ", ")+")", "", "")
		return template.Concat(head, template.Template{Parts: ft.Parts[1:]}), true
	}
	return template.Template{}, false
}

// callSites makes sites of a call of a helper: one per error the helper
// builds, with the call's arguments in its parameters' holes. ok reports
// that the reference is resolved (a helper was found); newDef that the
// function around the call became a helper, its parameters passed on.
func (fl *fileLink) callSites(r *extract.Ref) (ok, newDef bool) {
	p := fl.pkgOf(r.Module)
	call := r.Call
	if r.Site >= 0 && r.Site < len(fl.res.Sites) {
		s := fl.res.Sites[r.Site]
		call = &s
	}
	if p == nil || call == nil {
		return false, false
	}
	key := r.Name
	if r.Kind == "method" {
		key = "." + r.Name
	}
	defs := p.helpers[key]
	if !r.Unwinds {
		// a formatter's text is an error only where it unwinds, or,
		// for one named for an error (NewTypeError, newError), where
		// an error goes (return r.newError(…, "%s is not defined",
		// name))
		defs = slices.DeleteFunc(slices.Clone(defs), func(d *extract.Def) bool { return d.Kind == "formatter" && !errorNamed(d.Name) })
	}
	if len(defs) == 0 {
		return false, false
	}
	if r.Kind == "method" {
		// A method is known by its name alone: of the types' methods of
		// that name, those taking as many parameters as the call passes
		// arguments (s.error(c, "…") is not e.error(err)) must agree on
		// them.
		// (a printf helper's variadic arguments may be any number)
		fits := func(d *extract.Def) bool {
			return len(d.Params) == len(r.Args) || d.Format != "" && len(r.Args) >= len(d.Params)-1
		}
		if fit := slices.DeleteFunc(slices.Clone(defs), func(d *extract.Def) bool { return !fits(d) }); len(fit) > 0 {
			defs = fit
		}
		for _, d := range defs[1:] {
			if len(d.Params) != len(defs[0].Params) {
				return true, false
			}
		}
	}
	callerParams := map[string]bool{}
	if r.Caller != nil {
		callerParams = paramSet(r.Caller.Params)
	}
	replace := r.Site >= 0
	for _, d := range defs {
		sites, added := fl.bind(p, d, r, call)
		for _, site := range sites {
			if f := passedFormat(d, r, callerParams); f != "" && r.Caller != nil {
				// fail(format, args...) calling newError(format, args...):
				// the format's text is fail's callers', so they are the
				// sites.
				cd := *r.Caller
				s := site
				cd.Site, cd.Message, cd.Class, cd.Format = &s, s.Message, s.Class, f
				if fl.p.addCallerHelper(&cd) {
					newDef = true
				}
				if _, alone := oneHole(r.Args[index(d.Params, d.Format)]); alone {
					continue
				}
				// errors.New(head+f, x...): the text around f is the
				// caller's, a record of its own where a call hands it
				// no words
			}
			formats := r.Caller != nil && r.Caller.Format != "" && passesParams(site.Message, map[string]bool{r.Caller.Format: true})
			if !added && smallHelper(r.Caller) && passesParams(site.Message, callerParams) || formats {
				// toError(fn, s, …) passing its own parameters to
				// syntaxError(fn, s) and no text of its own: the text is
				// toError's callers', so toError is a helper and its
				// calls are the sites. So is errorAt(format, args...)
				// handing errors.New the text its format and arguments
				// print, after text of its own
				// (fmt.Sprintf("%d:%d: ", p.line, p.col) + fmt.Sprintf(format, args...)),
				// which is also a record of its own
				cd := *r.Caller
				s := site
				cd.Site, cd.Message, cd.Class = &s, s.Message, s.Class
				if fl.p.addCallerHelper(&cd) {
					newDef = true
				}
				if !added {
					continue
				}
			}
			if site.Message.LiteralLen() == 0 {
				continue // all holes: the call tells nothing the helper's own record does not
			}
			if !added && d.Format != "" && d.Value == nil && letters(d.Message) >= 3 {
				// failf("%s%s", where, msg) of a printf helper with
				// words of its own (fmt.Errorf("yaml: "+format,
				// args...)): the call hands it no text, and the helper's
				// statement is where the error's words are
				continue
			}
			if r.Kind == "method" && r.Module != "" && !argWords(r.Args) {
				// another package's method (n.SetTypecheck(1) of a type
				// whose method panics on a bad value) is a site only when
				// the call hands it words of its own
				continue
			}
			if replace {
				fl.res.Sites[r.Site], replace = site, false
				continue
			}
			if fl.hasSite(site) {
				// NewValidationError(fmt.Errorf(`"exp" not satisfied`)):
				// the error handed in is a site of that text on the line
				continue
			}
			fl.res.Sites = append(fl.res.Sites, site)
		}
	}
	return true, newDef
}

// errorNamed reports whether a function's name says it makes an error:
// it holds Err (NewTypeError, newErr) or starts with err.
func errorNamed(name string) bool {
	return strings.Contains(name, "Err") || strings.HasPrefix(name, "err")
}

// hasSite reports whether the file has a site on s's first line with s's
// text already.
func (fl *fileLink) hasSite(s extract.Site) bool {
	m := s.Message.Message()
	for _, o := range fl.res.Sites {
		if o.Line == s.Line && o.Message.Message() == m {
			return true
		}
	}
	return false
}

// argWords reports whether an argument has literal text of three letters
// or more.
func argWords(args []template.Template) bool {
	for _, a := range args {
		if letters(a) >= 3 {
			return true
		}
	}
	return false
}

// addCallerHelper adds d unless the package has a helper of that name at
// that line with that text already.
func (p *pkg) addCallerHelper(d *extract.Def) bool {
	key := d.Name
	if len(d.Path) > 0 {
		key = "." + d.Name
	}
	for _, o := range p.helpers[key] {
		if o.Line == d.Line && o.Message.Message() == d.Message.Message() {
			return false
		}
	}
	p.addHelper(d)
	return true
}

// maxHelperLines is the most lines a function passing its parameters into
// an error may have and still be a helper whose callers are the sites: a
// dispatcher such as strconv's toError, not an API function like Parse(s)
// whose s ends up in its error.
const maxHelperLines = 20

// smallHelper reports whether the function c (a reference's Caller, its
// Site holding its lines) is short enough to be such a helper.
func smallHelper(c *extract.Def) bool {
	return c != nil && c.Site != nil && c.Site.EndLine-c.Site.Line < maxHelperLines
}

// passesParams reports whether a hole of t is one of params.
func passesParams(t template.Template, params map[string]bool) bool {
	for _, p := range t.Parts {
		if p.Hole && params[unwrapError(p.Expr)] {
			return true
		}
	}
	return false
}

// passedFormat is the caller's parameter that a call passes on as the
// helper's format with its variadic arguments spread (fail(format, args...)
// calling newError(format, args...)), alone or with text of the caller's
// own around it (errors.New(head+f, x...), whose head has no verb); ""
// when none.
func passedFormat(d *extract.Def, r *extract.Ref, callerParams map[string]bool) string {
	k := index(d.Params, d.Format)
	if d.Format == "" || k < 0 || k >= len(r.Args) || !r.Spread {
		return ""
	}
	if e, ok := oneHole(r.Args[k]); ok && callerParams[e] {
		return e
	}
	// errors.New(head+f, x...): text of the caller's own around its
	// format, with no verb that would print the caller's values
	// f+": %s" with append(a, err)... spread: the values appended
	// after the variadic list are printed by the constant's verbs
	// (spreadFormat), holes after the format that are no format
	appended := false
	if k+1 < len(r.Args) {
		h, one := oneHole(r.Args[k+1])
		appended = one && strings.HasPrefix(h, "append(")
	}
	format := ""
	for _, p := range r.Args[k].Parts {
		switch {
		case !p.Hole && strings.Contains(p.Lit, "%"):
			return ""
		case p.Hole && callerParams[p.Expr] && p.Conv == "" && p.Spec == "":
			if format != "" && appended {
				continue
			}
			if format != "" {
				return ""
			}
			format = p.Expr
		}
	}
	return format
}

// bind is the site helper d builds when called as r: the call's arguments
// in the parameters' holes (a constant format with the arguments after it
// for d.Format), at the call's place at. added reports that the call puts
// text of its own in. A call of a helper is a site even when it adds none
// (newParseError(layout, value, …) in time: the error is made for that
// call, which the run's truth names), unless it passes the caller's own
// parameters on (callSites).
func (fl *fileLink) bind(p *pkg, d *extract.Def, r *extract.Ref, at *extract.Site) (sites []extract.Site, added bool) {
	args := map[string]template.Template{}
	formatted := false
	for i, a := range r.Args {
		if i < len(d.Params) && d.Params[i] != "" {
			args[d.Params[i]] = a
		}
	}
	if k := index(d.Params, d.Format); d.Format != "" && k >= 0 && k < len(r.Args) {
		if format, ok := literal(r.Args[k]); ok {
			args[d.Format] = template.Printf(format, r.Args[k+1:])
			formatted = true
		}
	}
	// Arguments naming sentinels read their text; the rest stay as the
	// caller wrote them. A format the helper's error prints with
	// fmt.Sprintf(code, args) reads the argument given for it.
	var arg func(e string) (template.Template, bool)
	arg = func(e string) (template.Template, bool) {
		v, ok := args[e]
		if !ok && formatted && sprintfFormat(e) == d.Format {
			// fmt.Sprintf(format, a...) in the helper's text: the
			// format, filled in above
			v, ok = args[d.Format], true
		}
		if !ok {
			return sprintfField(e, arg)
		}
		v, _ = fill(v, func(e string) (template.Template, bool) {
			t, _, ok := fl.sentinel(e)
			return t, ok
		})
		return v, true
	}
	// The helper's own holes naming sentinels read them in its package.
	own := func(e string) (template.Template, bool) {
		t, _, ok := fl.w.sentinelIn(p, fl.w.defImports[d], e, 0)
		return t, ok
	}
	msgs, class := []template.Template{d.Message}, d.Class
	if d.Value != nil {
		var ok bool
		msgs, class, ok = fl.typeMessage(p, d.Value, nil)
		if !ok {
			var t template.Template
			if t, class, ok = fl.embeddedError(p, d.Value); !ok {
				if t, class, ok = fl.recordText(p, d); !ok {
					return nil, false
				}
			}
			msgs = []template.Template{t}
		}
		if m, ok := messageFieldText(d.Value, msgs); ok {
			msgs = []template.Template{m}
		}
	}
	if c := d.Site.Context.Cause; c != "" {
		if a, ok := args[c]; ok {
			if e, ok := oneHole(a); ok {
				if _, cls, ok := fl.sentinel(e); ok && cls != "" {
					class = cls
				}
			}
		}
	}
	for _, msg := range msgs {
		msg, _ = fill(msg, func(e string) (template.Template, bool) {
			if _, isArg := args[e]; isArg {
				return template.Template{}, false // a parameter shadows a sentinel
			}
			return own(e)
		})
		before := msg.LiteralLen()
		msg, _ = fill(msg, arg)
		added = added || msg.LiteralLen() > before
		site := *d.Site
		site.Line, site.EndLine, site.Context = at.Line, at.EndLine, at.Context
		site.Class, site.Message = class, msg
		if d.Value != nil {
			site.Kind = "new"
		}
		site.Context.Comments = append(append([]string(nil), at.Context.Comments...), "built by "+d.Name+"() at line "+strconv.Itoa(d.Line)+" of the package")
		sites = append(sites, site)
	}
	return dropUnformatted(sites), added
}

// embeddedError is the text of the error that a literal v of a struct
// type with no Error method of its own sets as the error the type embeds
// (&Err{error: fmt.Errorf(format, args...)}, Err embedding error): the
// Error method the type promotes prints that error. It also gives the
// type's class.
func (fl *fileLink) embeddedError(p *pkg, v *extract.Ref) (template.Template, string, bool) {
	if v.Module != "" {
		p = fl.w.imported(v.Module)
	}
	if p == nil || v.Kind == "conv" {
		return template.Template{}, "", false
	}
	t, set := v.Kwargs["error"]
	if _, isStruct := p.structs[v.Name]; !set || !isStruct || len(p.errmethods[v.Name]) > 0 {
		return template.Template{}, "", false
	}
	return t, p.name + "." + v.Name, true
}

// recordText is the text of an error record that the helper d appends to
// a list named for errors or stores in a field named for one (its site's
// kind "record"): a literal of a struct type named for an error (Error,
// ParseErr) that declares no Error method, its message field (Message,
// Msg) set to the text the helper formats from its caller's format
// (&Error{Location: l, Message: fmt.Sprintf(format, args...)}, in a list
// a checker reports later, each record printed by another method with
// its position around it): the message field is the text the caller's
// words make. It also gives the type's class. Such a value returned or
// panicked is not one: the code that receives it (a recover building the
// error) makes the error.
func (fl *fileLink) recordText(p *pkg, d *extract.Def) (template.Template, string, bool) {
	v := d.Value
	if d.Site.Kind != "record" {
		return template.Template{}, "", false
	}
	if v.Module != "" {
		p = fl.w.imported(v.Module)
	}
	if p == nil || v.Kind != "lit" || !errorNamed(v.Name) {
		return template.Template{}, "", false
	}
	if _, isStruct := p.structs[v.Name]; !isStruct || len(p.errmethods[v.Name]) > 0 {
		return template.Template{}, "", false
	}
	for k, t := range v.Kwargs {
		if messageFields[k] {
			return t, p.name + "." + v.Name, true
		}
	}
	return template.Template{}, "", false
}

// messageFieldText is the text of the message field (Message, Msg) that a
// helper's literal v sets, when no text its type's Error method may print
// (msgs) has literal words of its own: an Error method that hands the
// field to a formatter (e.FormatError(…), which puts a position before it
// and a source snippet after) prints that text somewhere, as a literal of
// a type whose Error method is elsewhere does (messageField).
func messageFieldText(v *extract.Ref, msgs []template.Template) (template.Template, bool) {
	for _, m := range msgs {
		if m.LiteralLen() > 0 {
			return template.Template{}, false
		}
	}
	for k, t := range v.Kwargs {
		if messageFields[k] {
			return t, true
		}
	}
	return template.Template{}, false
}

// verbRE matches a printf verb left in literal text.
var verbRE = lazyre.New(`%[-+# 0]*[0-9]*(\.[0-9]+)?[vsdqxXT]`)

// dropUnformatted leaves out, of several texts an Error method may print,
// repeats and those whose literal words hold a printf verb when another's
// do not: a format constant printed as it is (the method's branch for no
// arguments) beside the same format filled in.
func dropUnformatted(sites []extract.Site) []extract.Site {
	if len(sites) < 2 {
		return sites
	}
	var clean []extract.Site
	seen := map[string]bool{}
	for _, s := range sites {
		k := s.Message.Message()
		if seen[k] {
			continue // two branches printing the same text
		}
		seen[k] = true
		verb := false
		for _, p := range s.Message.Parts {
			verb = verb || !p.Hole && verbRE.MatchString(p.Lit)
		}
		if !verb {
			clean = append(clean, s)
		}
	}
	if len(clean) == 0 {
		return sites
	}
	return clean
}

// fill is template.Fill with Go's reading of expressions: e.Error(),
// strconv.Quote(e) (Quote(e) inside strconv) and string(e) print e, the
// quoting one as %q does.
func fill(t template.Template, value func(string) (template.Template, bool)) (template.Template, int) {
	return template.Fill(t, template.Filler{Value: value, Unwrap: unwrapGo, Quote: strconv.Quote})
}

func unwrapGo(expr string) (string, string, bool) {
	switch {
	case strings.HasSuffix(expr, ".Error()"):
		return unwrapError(expr), "", true
	case strings.HasSuffix(expr, ".String()"):
		return expr[:len(expr)-len(".String()")], "", true
	case strings.HasPrefix(expr, "strconv.Quote(") && strings.HasSuffix(expr, ")"):
		return expr[len("strconv.Quote(") : len(expr)-1], "r", true
	case strings.HasPrefix(expr, "Quote(") && strings.HasSuffix(expr, ")"): // inside strconv
		return expr[len("Quote(") : len(expr)-1], "r", true
	case strings.HasPrefix(expr, "string(") && strings.HasSuffix(expr, ")"):
		return expr[len("string(") : len(expr)-1], "", true
	}
	return "", "", false
}

// literal returns the text of a template that is one literal.
func literal(t template.Template) (string, bool) { return template.Literal(t) }

// oneHole returns the expression of a template that is one plain hole.
func oneHole(t template.Template) (string, bool) { return template.OneHole(t) }

func index(list []string, s string) int {
	for i, x := range list {
		if x == s && s != "" {
			return i
		}
	}
	return -1
}
