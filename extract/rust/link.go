package rust

import (
	"sort"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/template"
)

// defEntry is a definition and the file that holds it.
type defEntry struct {
	def  extract.Def
	file string
}

// defIndex finds definitions by name.
type defIndex map[string][]defEntry

func (ix defIndex) add(file string, defs []extract.Def) {
	for _, d := range defs {
		if d.Site != nil {
			ix[d.Name] = append(ix[d.Name], defEntry{d, file})
		}
	}
}

// resolve returns the definitions of the one helper r fits: its name, the
// reference's qualifiers a suffix of the definition's path, and arguments
// that bind the parameters (as many positional ones as parameters, or named
// ones that each name one). A helper with several sites has one definition
// per site. When several helpers fit, the one whose whole path the
// reference wrote wins; otherwise there is no answer.
func (ix defIndex) resolve(r *extract.Ref) []defEntry {
	quals := splitPath(r.Module)
	type key struct {
		file, path string
		line       int
	}
	var groups [][]defEntry
	var exact []int
	seen := map[key]int{}
	for _, e := range ix[r.Name] {
		if !hasSuffix(e.def.Path, quals) || !binds(&e.def, r) {
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
		return groups[0]
	case len(exact) == 1:
		return groups[exact[0]]
	}
	return nil
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
	if len(r.Kwargs) == 0 {
		return len(r.Args) == len(d.Params)
	}
	if len(r.Args) > 0 {
		return false
	}
	for k := range r.Kwargs {
		if index(d.Params, k) < 0 {
			return false
		}
	}
	return true
}

// fed says what of a bound site comes from the caller's parameters.
type fed struct {
	msg          bool
	code, status string
}

func (f fed) any() bool { return f.msg || f.code != "" || f.status != "" }

// bind returns the site of definition e with r's arguments put in for its
// parameters, at the place r names (at, for a refinement), and what of it
// comes from the parameters of fi, the fn r is the result of.
func bind(e defEntry, r *extract.Ref, at *extract.Site, fi *fnInfo) (extract.Site, fed) {
	d := &e.def
	args := map[string]template.Template{}
	for i, a := range r.Args {
		if i < len(d.Params) {
			args[d.Params[i]] = a
		}
	}
	for k, a := range r.Kwargs {
		args[k] = a
	}
	var params []string
	if fi != nil {
		params = fi.params
	}
	isParam := func(t template.Template) string {
		if len(t.Parts) == 1 && t.Parts[0].Hole && index(params, t.Parts[0].Expr) >= 0 {
			return t.Parts[0].Expr
		}
		return ""
	}
	s := *d.Site
	s.Line, s.EndLine, s.Kind, s.Context = at.Line, at.EndLine, at.Kind, at.Context
	note := "built by " + d.Name + "() defined at " + e.file + ":" + strconv.Itoa(d.Line)
	if d.Kind == "class" {
		note = "message of " + d.Class + " defined at " + e.file + ":" + strconv.Itoa(d.Line)
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
		}
		parts = append(parts, t)
	}
	s.Message = template.Concat(parts...)
	var f fed
	for _, p := range s.Message.Parts {
		f.msg = f.msg || p.Hole && index(params, p.Expr) >= 0
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

// literal returns the text of a template that is one literal.
func literal(t template.Template) (string, bool) {
	if len(t.Parts) == 1 && !t.Parts[0].Hole {
		return t.Parts[0].Lit, true
	}
	return "", false
}

// apply puts the sites of helper g, bound to r, into res: a refinement of
// Sites[r.Site] for a "ctor" reference, new sites for a "call" when they
// say more than the helper's own site. It returns the sites that take
// their text from fi's parameters, and what they take.
func apply(res *extract.Result, r *extract.Ref, g []defEntry, fi *fnInfo) (fedSites []extract.Site, feeds fed) {
	var at extract.Site
	refine := r.Kind == "ctor" && r.Site >= 0 && r.Site < len(res.Sites)
	switch {
	case refine:
		at = res.Sites[r.Site]
	case r.Call != nil:
		at = *r.Call
	default:
		return nil, fed{}
	}
	for j, e := range g {
		s, f := bind(e, r, &at, fi)
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
		own := e.def.Site
		switch {
		case refine && j == 0:
			res.Sites[r.Site] = s
		case f.any() && s.Message.LiteralLen() == 0:
			// the caller's own body: its calls carry the text
		case refine || s.Message.LiteralLen() > own.Message.LiteralLen() ||
			s.ErrorCode != "" && own.ErrorCode == "" || s.HTTPStatus != 0 && own.HTTPStatus == 0:
			res.Sites = append(res.Sites, s)
		}
	}
	return fedSites, feeds
}

// maxLinkRounds bounds the rounds of the file's own link: a helper that
// calls a helper that calls a helper, and so on.
const maxLinkRounds = 4

// linkLocal resolves the file's references against its own definitions,
// the helpers that calls make of their callers included, and leaves the
// rest in the Summary for link. References to a fn the file defines by
// the same unqualified name, which no other file's helper may answer, are
// dropped.
func (x *fileCtx) linkLocal() {
	ix := defIndex{}
	ix.add(x.path, x.defs)
	refs, fns := x.refs, x.refFns
	for round := 0; round < maxLinkRounds && len(refs) > 0; round++ {
		var leftRefs []extract.Ref
		var leftFns []*fnInfo
		var added []extract.Def
		for i := range refs {
			r, fi := &refs[i], fns[i]
			g := ix.resolve(r)
			if g == nil {
				leftRefs, leftFns = append(leftRefs, *r), append(leftFns, fi)
				continue
			}
			sites, feeds := apply(x.res, r, g, fi)
			if fi == nil || !feeds.any() {
				continue
			}
			for _, s := range sites {
				if fi.defs >= maxHelperSites {
					break
				}
				fi.defs++
				site := s
				added = append(added, extract.Def{
					Kind: "helper", Name: fi.name, Class: s.Class, Params: fi.params, Message: s.Message, Line: fi.line,
					Path: fi.path, Site: &site, CodeParam: feeds.code, StatusParam: feeds.status,
				})
			}
		}
		refs, fns = leftRefs, leftFns
		if len(added) == 0 {
			break
		}
		x.defs = append(x.defs, added...)
		ix.add(x.path, added)
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
	for _, r := range refs {
		if r.Module == "" && x.localFns[r.Name] {
			continue
		}
		if r.Site >= 0 {
			r.Site = moved[r.Site]
		}
		out = append(out, r)
	}
	if len(x.defs) > 0 || len(out) > 0 {
		x.res.Summary = &extract.Summary{Defs: x.defs, Refs: out}
	}
}

// link is the Rust extractor's link pass: every file's references are
// resolved against the definitions of the other files of its crate
// (crateScope). A helper that calls a helper of another file is not a
// helper itself: helpers chain within a file only.
func link(files []extract.Linked) []extract.Error {
	scopes := map[string]defIndex{}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil || len(f.Result.Summary.Defs) == 0 {
			continue
		}
		sc := crateScope(f.Path)
		if scopes[sc] == nil {
			scopes[sc] = defIndex{}
		}
		scopes[sc].add(f.Path, f.Result.Summary.Defs)
	}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil || len(f.Result.Summary.Refs) == 0 {
			continue
		}
		ix := scopes[crateScope(f.Path)]
		if ix == nil {
			continue
		}
		for i := range f.Result.Summary.Refs {
			r := &f.Result.Summary.Refs[i]
			if g := ix.resolve(r); g != nil && g[0].file != f.Path {
				apply(f.Result, r, g, nil)
			}
		}
	}
	return nil
}
