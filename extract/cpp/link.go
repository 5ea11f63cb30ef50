package cpp

import (
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/catalog"
	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Macros of another file. Run sees one file at a time, so a use of a
// raising macro defined in a header of the project (CHECK_CUDA_SUCCESS in
// include/utils.h, used in a .cu file) is resolved by the link pass: each
// raising function-like #define is a Def of kind "macro" per site its
// expansion makes (the definition's own record: parameters as holes, {#x}
// for a stringified one), and each call-shaped use of an upper-case name
// the file neither defines nor knows from the table is a Ref of kind
// "macro" carrying its arguments. link gives every use whose name has
// definitions in exactly one file a site per definition, at the use, with
// the arguments put in.

// foreignMacroRE is what a macro name looks like: upper case, digits and
// underscores, at least four characters.
var foreignMacroRE = lazyre.New(`^[A-Z][A-Z0-9_]{3,}$`)

// exportMacro adds to the file's summary one "macro" Def per site the
// definition of d made.
func (x *file) exportMacro(d *directive, sites []extract.Site) {
	if !d.fn {
		return
	}
	for i := range sites {
		s := sites[i]
		x.summary().Defs = append(x.summary().Defs, extract.Def{Kind: "macro", Name: d.name, Params: d.params,
			Class: s.Class, Message: s.Message, Line: s.Line, Site: &s})
	}
}

func (x *file) summary() *extract.Summary {
	if x.res.Summary == nil {
		x.res.Summary = &extract.Summary{}
	}
	return x.res.Summary
}

// isForeignMacro reports whether u.toks[i] calls a name that looks like a
// macro, is not defined in the file or the table (or is a function-like
// macro of the file that raises nothing itself, whose body may call a
// helper the link pass finds: pegen.h's RAISE_SYNTAX_ERROR_KNOWN_LOCATION
// used in pegen.h's own inline functions), and is not a function declared
// or defined here.
func (x *file) isForeignMacro(u *unit, i int) bool {
	t := u.toks[i]
	if m := x.ms[t.text]; m != nil && (m.table || m.raises || !m.fn) || i+1 >= len(u.toks) || u.toks[i+1].text != "(" || !foreignMacroRE.MatchString(t.text) {
		return false
	}
	if i > 0 {
		switch u.toks[i-1].text {
		case ".", "->", "::", "#", "define", "undef", "ifdef", "ifndef", "defined":
			return false
		}
	}
	n := u.node(t)
	if n == nil || n.Parent() == nil || n.Parent().Kind() != "call_expression" {
		return false
	}
	return true
}

// macroRef notes the use at u.toks[i] for the link pass: its site
// (position and context), each argument's template, and its text as #
// prints it.
func (x *file) macroRef(u *unit, i int) {
	call := u.node(u.toks[i]).Parent()
	if call == nil {
		return
	}
	line, end := x.span(u, call)
	s := &extract.Site{Line: line, EndLine: end}
	x.context(s, u, call)
	end2 := matchParen(u.toks, i+1)
	if end2 < 0 {
		return
	}
	m := x.msgAt(u, call)
	nodes := args(call)
	toks := splitArgs(u.toks[i+2 : end2])
	if len(toks) == 1 && len(toks[0]) == 0 {
		toks = nil
	}
	ref := extract.Ref{Kind: "macro", Name: u.toks[i].text, Site: -1, Call: s}
	chosen, alts := -1, []*sitter.Node(nil) // an argument choosing between two literals
	for k, a := range toks {
		text := decodeString(stringify(a))
		if k < len(nodes) && len(nodes) == len(toks) {
			ref.Args = append(ref.Args, m.piece(nodes[k]))
			if c := tsutil.Inner(nodes[k]); chosen < 0 && c != nil && c.Kind() == "conditional_expression" {
				a, b := tsutil.Inner(c.ChildByFieldName("consequence")), tsutil.Inner(c.ChildByFieldName("alternative"))
				if a != nil && b != nil && isString(a) && isString(b) {
					chosen, alts = k, []*sitter.Node{a, b}
				}
			}
		} else {
			ref.Args = append(ref.Args, template.Hole(text, "", ""))
		}
		ref.Reprs = append(ref.Reprs, template.Lit(text))
	}
	if chosen < 0 {
		if len(nodes) == len(toks) {
			// msg = "cannot assign to %s" or "cannot delete %s" by
			// branches above the use: a use per text.
			if bs := x.argBranches(call, nodes); bs != nil {
				x.branchRefs(ref, nodes, bs, m)
				return
			}
		}
		x.summary().Refs = append(x.summary().Refs, ref)
		return
	}
	// cond ? "unexpected indent" : "unexpected unindent": a use per text.
	for _, alt := range alts {
		r := ref
		r.Args, r.Reprs = slices.Clone(ref.Args), slices.Clone(ref.Reprs)
		r.Args[chosen] = m.literal(alt)
		r.Reprs[chosen] = template.Lit(tsutil.Text(alt, u.src))
		x.summary().Refs = append(x.summary().Refs, r)
	}
}

// link resolves the references of every file against the definitions of
// the others: raising macros, helpers (grown first through calls that
// hand their caller's parameters on, see calls.go), macros whose body
// calls a helper, and raises of an object by its own class, which print
// the texts of the exception types' tp_str (strslot.go).
func link(files []extract.Linked) []extract.Error {
	linkSites(files)
	fillConstants(files) // after linkSites, which adds sites
	tagModules(files)    // after linkSites, which adds sites
	tagFunctions(files)  // after linkSites, which adds sites
	tagOpSlots(files)    // after linkSites, which adds sites
	return nil
}

// tagFunctions tags each site whose enclosing function the extractor
// knows with catalog.FunctionTag and its name, which the record's source
// window may not reach. A keyword is no function's name: the tree took a
// statement macro written without a semicolon for a definition's return
// type (Py_BEGIN_ALLOW_THREADS if (…) {…}), and the site is not tagged.
func tagFunctions(files []extract.Linked) {
	for _, f := range files {
		if f.Result == nil {
			continue
		}
		for i := range f.Result.Sites {
			s := &f.Result.Sites[i]
			if fn := s.Context.Function; fn == "" || keywords[fn] || typeKeywords[fn] {
				continue
			}
			if tag := catalog.FunctionTag + s.Context.Function; !slices.Contains(s.Tags, tag) {
				s.Tags = append(slices.Clip(s.Tags), tag)
			}
		}
	}
}

// linkSites is the link pass's resolution of uses (see link).
func linkSites(files []extract.Linked) {
	type def struct {
		file string
		d    *extract.Def
	}
	defs := map[string][]def{}          // raising macros by name
	helpers := map[string][]def{}       // helper sites by function name
	calls := map[string][]def{}         // callmacros by name
	var strs []strDef                   // tp_str formats (strslot.go)
	texts := map[string][]textFuncDef{} // formats functions return, by name (textfuncs.go)
	fmtCalls := map[string][]callOf{}   // calls of functions that format their format parameter, by name (textfuncs.go)
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		for i := range f.Result.Summary.Refs {
			if r := &f.Result.Summary.Refs[i]; r.Kind == "fmtparam" {
				fmtCalls[r.Name] = nil
			}
		}
	}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil || len(fmtCalls) == 0 {
			continue
		}
		for i := range f.Result.Summary.Refs {
			r := &f.Result.Summary.Refs[i]
			if cs, ok := fmtCalls[r.Name]; ok && r.Kind == "call" && r.Call != nil {
				fmtCalls[r.Name] = append(cs, callOf{f.Path, r})
			}
		}
	}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		for i := range f.Result.Summary.Defs {
			d := &f.Result.Summary.Defs[i]
			switch d.Kind {
			case "macro":
				defs[d.Name] = append(defs[d.Name], def{f.Path, d})
			case "helper":
				helpers[d.Name] = append(helpers[d.Name], def{f.Path, d})
			case "callmacro":
				calls[d.Name] = append(calls[d.Name], def{f.Path, d})
			case "str":
				strs = append(strs, strDef{f.Path, d})
			case "textfunc":
				texts[d.Name] = append(texts[d.Name], textFuncDef{f.Path, d})
			}
		}
	}
	if len(defs)+len(helpers)+len(strs)+len(texts)+len(fmtCalls) == 0 {
		return
	}
	// oneFile returns the definitions of ds when they are all in one file
	// other than p (definitions in several files are variants for two
	// platforms: ambiguous).
	oneFile := func(ds []def, p string) []def {
		if len(ds) == 0 || ds[0].file == p {
			return nil
		}
		for _, d := range ds {
			if d.file != ds[0].file {
				return nil
			}
		}
		return ds
	}
	// ownOrOneFile is oneFile, or the definitions when they are all in
	// p: a macro of another file whose body calls a helper of the file
	// using it (pegen.h's RAISE_INDENTATION_ERROR, used in
	// pegen_errors.c beside _PyPegen_raise_error).
	ownOrOneFile := func(ds []def, p string) []def {
		for _, d := range ds {
			if d.file != p {
				return oneFile(ds, p)
			}
		}
		return ds
	}
	// Helpers grow through calls that hand the caller's parameters on.
	grown := map[uint32]bool{}
	grownDefs := map[*extract.Def]bool{} // helpers the link made, which calls in their own file may reach
	// helpersFor returns the helper definitions a call in file p reaches:
	// another file's, or for a call of a function p defines itself, the
	// ones the link grew there.
	helpersFor := func(r *extract.Ref, p string) []def {
		if r.Module != p {
			return oneFile(helpers[r.Name], p)
		}
		var out []def
		for _, d := range helpers[r.Name] {
			if d.file == p && grownDefs[d.d] {
				out = append(out, d)
			}
		}
		return out
	}
	for round := 0; round < maxHelperRounds; round++ {
		grew := false
		for _, f := range files {
			if f.Result == nil || f.Result.Summary == nil {
				continue
			}
			for ri := range f.Result.Summary.Refs {
				r := &f.Result.Summary.Refs[ri]
				if r.Kind != "call" || r.Caller == nil || r.Call == nil {
					continue
				}
				for _, d := range helpersFor(r, f.Path) {
					c := refCall(r, d.d.Params)
					s, msg, _ := helperSiteAt(d.d, r, c, f.Path)
					if !usesParams(msg, r.Caller.Params) && !contains(r.Caller.Params, s.Class) {
						continue
					}
					k := hash(f.Path + "\x00" + r.Caller.Name + "\x00" + s.Class + "\x00" + msg.Message() + msgSpecs(msg))
					if grown[k] || len(helpers[r.Caller.Name]) >= maxHelperSites {
						continue
					}
					grown[k] = true
					site := *d.d.Site
					site.Class = s.Class
					nd := &extract.Def{Kind: "helper", Name: r.Caller.Name, Params: r.Caller.Params, Class: s.Class,
						Message: msg, Line: r.Caller.Line, Site: &site}
					helpers[r.Caller.Name] = append(helpers[r.Caller.Name], def{f.Path, nd})
					grownDefs[nd] = true
					grew = true
				}
			}
		}
		if !grew {
			break
		}
	}
	isHelper := func(name string) bool { return len(helpers[name]) > 0 }
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		added := false
		seen := map[uint32]bool{}
		add := func(s extract.Site) {
			k := hash(strconv.Itoa(s.Line) + "\x00" + s.Class + "\x00" + s.Message.Message())
			if !seen[k] {
				seen[k] = true
				f.Result.Sites = append(f.Result.Sites, s)
				added = true
			}
		}
		for ri := range f.Result.Summary.Refs {
			r := &f.Result.Summary.Refs[ri]
			if r.Call == nil {
				continue
			}
			switch r.Kind {
			case "instance":
				for _, s := range instanceSites(r, strs) {
					add(s)
				}
			case "textcall":
				for _, s := range textCallSites(r, textFuncsFor(texts[r.Name], f.Path)) {
					add(s)
				}
			case "fmtparam":
				for _, s := range fmtParamSites(r, fmtCalls[r.Name]) {
					add(s)
				}
			case "call":
				for _, d := range helpersFor(r, f.Path) {
					if s, _, ok := helperSiteAt(d.d, r, refCall(r, d.d.Params), f.Path); ok {
						add(s)
					}
				}
			case "macro":
				if ds := oneFile(defs[r.Name], f.Path); len(ds) > 0 {
					for _, d := range ds {
						// A message of holes only (a stream the definition fills)
						// would match anything; the definition's record stands.
						if s := useSite(d.d, *r, f.Path); s.Message.LiteralLen() > 0 {
							add(s)
						}
					}
					continue
				}
				for _, cm := range ownOrOneFile(calls[r.Name], f.Path) {
					for _, inner := range expandCallMacro(cm.d, r, isHelper) {
						ir := *r
						ir.Args = inner.args
						ir.Reprs = nil
						for _, t := range inner.text {
							ir.Reprs = append(ir.Reprs, template.Lit(t))
						}
						for _, d := range ownOrOneFile(helpers[inner.name], f.Path) {
							if s, _, ok := helperSiteAt(d.d, &ir, refCall(&ir, d.d.Params), f.Path); ok {
								if d.file == f.Path { // the helper is this file's
									s.Context.Comments[len(s.Context.Comments)-1] = "raised through " + d.d.Name + "() defined at line " + strconv.Itoa(d.d.Line)
								}
								where := "in another file"
								if cm.file == f.Path {
									where = "at line " + strconv.Itoa(cm.d.Line)
								}
								s.Context.Comments = append(s.Context.Comments, "through the macro "+r.Name+" defined "+where)
								add(s)
							}
						}
					}
				}
			}
		}
		if added {
			sort.SliceStable(f.Result.Sites, func(i, j int) bool { return f.Result.Sites[i].Line < f.Result.Sites[j].Line })
		}
	}
}

// useSite is the site definition d makes at use r in file p.
func useSite(d *extract.Def, r extract.Ref, p string) extract.Site {
	s := *r.Call
	s.Class, s.Kind, s.ErrorType, s.Severity = d.Class, d.Site.Kind, d.Site.ErrorType, d.Site.Severity
	bind := map[string]int{}
	for i, name := range d.Params {
		bind[name] = i
	}
	var parts []template.Template
	for _, part := range d.Message.Parts {
		i, ok := bind[strings.TrimPrefix(part.Expr, "#")]
		switch {
		case part.Hole && part.Expr == "__FILE__":
			parts = append(parts, template.Opt(template.Hole("__FILE__", "", "")), template.Lit(path.Base(p)))
		case !part.Hole || !ok || i >= len(r.Args):
			parts = append(parts, template.Template{Parts: []template.Part{part}})
		case strings.HasPrefix(part.Expr, "#"):
			parts = append(parts, r.Reprs[i])
		case part.Conv == "" && part.Spec == "":
			parts = append(parts, r.Args[i])
		default:
			parts = append(parts, template.Hole(r.Reprs[i].Message(), part.Conv, part.Spec))
		}
	}
	s.Message = template.Concat(parts...)
	if d.Site.Kind == "assert" {
		s.Context.Guard, s.Context.Negated = substituteGuard(d.Site.Context.Guard, d.Params, r.Reprs), d.Site.Context.Negated
	}
	s.Context.Comments = append(s.Context.Comments, "raised through the macro "+d.Name+" defined in another file")
	return s
}

// substituteGuard puts the use's argument texts in for the parameters of
// a definition's condition.
func substituteGuard(g string, params []string, args []template.Template) string {
	for i, p := range params {
		if i < len(args) && p != "" {
			g = replaceIdent(g, p, args[i].Message())
		}
	}
	return g
}

// replaceIdent replaces the identifier name in code by with.
func replaceIdent(code, name, with string) string {
	var b strings.Builder
	for {
		i := strings.Index(code, name)
		if i < 0 {
			b.WriteString(code)
			return b.String()
		}
		j := i + len(name)
		if (i == 0 || !isIdentByte(code[i-1])) && (j == len(code) || !isIdentByte(code[j])) {
			b.WriteString(code[:i])
			b.WriteString(with)
		} else {
			b.WriteString(code[:j])
		}
		code = code[j:]
	}
}

// typeKeywords are the C and C++ keywords of declarations, which
// tree-sitter's recovery may take for a declarator's name.
var typeKeywords = map[string]bool{"void": true, "char": true, "short": true, "int": true, "long": true, "float": true,
	"double": true, "signed": true, "unsigned": true, "const": true, "volatile": true, "static": true, "extern": true,
	"inline": true, "struct": true, "union": true, "enum": true, "typedef": true, "else": true, "do": true, "case": true,
	"default": true, "goto": true, "break": true, "continue": true}
