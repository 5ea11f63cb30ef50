package rust

import (
	"path"
	"slices"
	"sort"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Macros of another file. A macro_rules! is in scope, textually, in the
// modules declared after it in its file, whose files are other files
// (macro_rules! self_error in p/mod.rs, then mod child;, and
// self_error!(self; "Unexpected token: {}", t) in p/child.rs),
// and, through #[macro_use] mod macros;, in the modules after that. A
// file's run cannot expand such an invocation: the definition is in
// another file. So a file leaves, for the link, each macro_rules! it
// defines at item level (a "macro" definition: Message is the definition's
// text as a literal) and each invocation inside a fn of a macro it does
// not define and the extractor does not know (a "macro" reference: Name
// the macro, Module the type of the impl around it, Args the file's use
// declarations, the fn's signature and the invocation's text, as
// literals; Call the invocation's line and context, Arg the fn's line).
// Before the link resolves anything (expandMacros), an invocation whose macro a file of its crate
// defines (the nearest one whose module holds the invocation's file, else
// the only one of that name in the crate) is read again as the file
// would read it with the definition before it: the uses, the definition,
// the impl and the fn around the invocation; its sites and references,
// their lines moved back to the invocation's, are the file's, when the
// reading expands it as one call (expandCall, as in the defining file);
// else the file's own walk of its arguments stands. Only what the
// invocation's lines make is taken, not the definition's body, which its
// own file reads.

// macroDef notes macro definition n for the link when it stands among
// the file's items.
func (x *fileCtx) macroDef(n *sitter.Node) {
	name := n.ChildByFieldName("name")
	if name == nil || x.depth > 0 || !slices.ContainsFunc(x.callMacros[x.text(name)], x.callShaped) {
		return
	}
	x.linkMacros = append(x.linkMacros, extract.Def{Kind: "macro", Name: x.text(name),
		Message: template.Lit(x.text(n)), Line: tsutil.Line(n)})
}

// callShaped reports whether rule r may make one call, as expandCall
// reads an expansion: its transcriber's tokens end in a parenthesized
// group and hold no ; at their top, nor do they start with a block or a
// keyword that makes a statement or a control expression. Invocations of
// other macros (a block of statements, a match) are read by their own
// file's walk of the arguments, so the link does not read them again.
func (x *fileCtx) callShaped(r macroRule) bool {
	toks := inner(r.right)
	if len(toks) < 2 {
		return false
	}
	last := toks[len(toks)-1]
	if last.KindId() != kindTokenTree || last.ChildCount() == 0 || last.Child(0).Kind() != "(" {
		return false
	}
	switch x.text(toks[0]) {
	case "if", "match", "let", "loop", "while", "for", "return", "unsafe", "{":
		return false
	}
	if toks[0].KindId() == kindTokenTree && toks[0].ChildCount() > 0 && toks[0].Child(0).Kind() == "{" {
		return false
	}
	for _, t := range toks {
		if t.Kind() == ";" {
			return false
		}
	}
	return true
}

// macroRef notes invocation n, inside a fn, of a macro the file does not
// define, for the link to expand with another file's definition.
func (x *fileCtx) macroRef(n *sitter.Node) {
	name := macroName(n, x.src)
	if name == "" || x.depth > 0 || x.callMacros[name] != nil || knownMacro(name) || x.root == nil {
		return
	}
	fn := x.nearestFn()
	if fn == nil || tokenTree(n) == nil {
		return
	}
	body := fn.ChildByFieldName("body")
	if body == nil {
		return
	}
	sig := string(x.src[fn.StartByte():body.StartByte()])
	if strings.Contains(sig, "//") || strings.Contains(sig, "/*") {
		sig = "fn f()"
	}
	var uses []string
	for i := uint(0); i < x.root.NamedChildCount(); i++ {
		if c := x.root.NamedChild(i); c.KindId() == kindUse {
			uses = append(uses, x.flat(c))
		}
	}
	x.linkMacroRefs = append(x.linkMacroRefs, extract.Ref{Kind: "macro", Site: -1, Name: name, Module: x.implType(), Arg: tsutil.Line(fn),
		Args: []template.Template{template.Lit(strings.Join(uses, " ")), template.Lit(strings.Join(strings.Fields(sig), " ")),
			template.Lit(x.text(n))},
		Call: &extract.Site{Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Context: x.context(n)}})
}

// knownMacro reports whether name is a macro the extractor reads itself
// or that std and the common crates define.
func knownMacro(name string) bool {
	if _, ok := panicMacros[name]; ok {
		return true
	}
	if anyhowMacros[name] || assertMacros[name] || opaqueMacros[name] {
		return true
	}
	switch name {
	case "write", "writeln", "format", "format_args", "print", "println", "eprint", "eprintln", "vec", "json",
		"matches", "debug_assert", "debug_assert_eq", "debug_assert_ne", "cfg", "concat", "stringify", "include_str",
		"include_bytes", "env", "option_env", "line", "column", "file", "module_path", "dbg", "try", "tri",
		"trace", "debug", "info", "warn", "error", "log", "thread_local", "lazy_static":
		return true
	}
	return false
}

// addLinkMacros puts the file's macro definitions and references in its
// summary.
func (x *fileCtx) addLinkMacros() {
	if len(x.linkMacros) == 0 && len(x.linkMacroRefs) == 0 {
		return
	}
	if x.res.Summary == nil {
		x.res.Summary = &extract.Summary{}
	}
	x.res.Summary.Defs = append(x.res.Summary.Defs, x.linkMacros...)
	x.res.Summary.Refs = append(x.res.Summary.Refs, x.linkMacroRefs...)
}

// macroScope is the directory holding the files of the modules a file's
// macro_rules! are in scope in: its own directory for lib.rs, main.rs and
// mod.rs, else the directory named as the file.
func macroScope(p string) string {
	switch path.Base(p) {
	case "lib.rs", "main.rs", "mod.rs":
		return path.Dir(p) + "/"
	}
	return strings.TrimSuffix(p, ".rs") + "/"
}

type macroText struct {
	file, text string
	line       int
}

// expandMacros expands the "macro" references of files with the "macro"
// definitions of their crates, and takes both out of the summaries.
func expandMacros(files []extract.Linked) {
	defs := map[string]map[string][]macroText{} // by crate, by name
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		s := f.Result.Summary
		keep := s.Defs[:0]
		for _, d := range s.Defs {
			if d.Kind != "macro" {
				keep = append(keep, d)
				continue
			}
			text, ok := template.Literal(d.Message)
			if !ok {
				continue
			}
			sc := crateScope(f.Path)
			if defs[sc] == nil {
				defs[sc] = map[string][]macroText{}
			}
			defs[sc][d.Name] = append(defs[sc][d.Name], macroText{f.Path, text, d.Line})
		}
		s.Defs = keep
	}
	for _, f := range files {
		if f.Result == nil || f.Result.Summary == nil {
			continue
		}
		s := f.Result.Summary
		var refs, made []extract.Ref
		for _, r := range s.Refs {
			if r.Kind != "macro" {
				refs = append(refs, r)
				continue
			}
			def, ok := macroFor(defs[crateScope(f.Path)][r.Name], f.Path)
			if !ok {
				continue
			}
			made = append(made, expandRef(f, def, r)...)
		}
		s.Refs = append(refs, made...)
	}
}

// macroFor picks among defs of a macro the one an invocation in file sees:
// the nearest whose scope holds the file, else the only one.
func macroFor(defs []macroText, file string) (macroText, bool) {
	var in []macroText
	for _, d := range defs {
		if d.file != file && strings.HasPrefix(file, macroScope(d.file)) {
			in = append(in, d)
		}
	}
	if len(in) > 0 {
		sort.SliceStable(in, func(i, j int) bool { return len(macroScope(in[i].file)) > len(macroScope(in[j].file)) })
		if len(in) == 1 || macroScope(in[0].file) != macroScope(in[1].file) {
			return in[0], true
		}
		return macroText{}, false
	}
	if len(defs) == 1 && defs[0].file != file {
		return defs[0], true
	}
	return macroText{}, false
}

// expandRef reads invocation r of file f with definition def before it
// and adds to f the sites the reading finds; it returns its references.
func expandRef(f extract.Linked, def macroText, r extract.Ref) []extract.Ref {
	if len(r.Args) != 3 || r.Call == nil {
		return nil
	}
	uses, _ := template.Literal(r.Args[0])
	sig, _ := template.Literal(r.Args[1])
	inv, _ := template.Literal(r.Args[2])
	var b strings.Builder
	b.WriteString(uses + "\n" + def.text + "\n")
	closing := "}\n"
	if r.Module != "" {
		b.WriteString("impl " + r.Module + " {\n")
		closing = "}\n}\n"
	}
	b.WriteString(sig + " {\n")
	line := strings.Count(b.String(), "\n") + 1
	b.WriteString(inv + "\n" + closing)
	res, x, err := runFile(&extract.File{Path: f.Path, Src: []byte(b.String())})
	if err != nil || x == nil || x.expanded == 0 {
		// not read as a call: what the invocation's arguments hold, the
		// file's own walk found
		return nil
	}
	shift := r.Call.Line - line
	// only what the invocation makes, not the definition's own body
	in := func(l int) bool { return l >= line && l <= line+r.Call.EndLine-r.Call.Line }
	index := map[int]int{}
	for i, s := range res.Sites {
		if !in(s.Line) {
			continue
		}
		s.Line += shift
		s.EndLine += shift
		s.Context = r.Call.Context
		index[i] = len(f.Result.Sites)
		f.Result.Sites = append(f.Result.Sites, s)
	}
	var out []extract.Ref
	if res.Summary == nil {
		return nil
	}
	for _, m := range res.Summary.Refs {
		if m.Kind == "macro" {
			continue
		}
		if m.Site >= 0 {
			i, ok := index[m.Site]
			if !ok {
				continue
			}
			m.Site = i
		} else if m.Call == nil || !in(m.Call.Line) {
			continue
		}
		shiftRef(&m, shift)
		if m.Call != nil {
			m.Call.Context = r.Call.Context // the reading knows the fn's signature only
		}
		if m.Caller != nil {
			m.Caller.Line = r.Arg // the fn's own line, not the reading's
		}
		out = append(out, m)
	}
	return out
}

// shiftRef moves the lines of r's call and caller by shift.
func shiftRef(r *extract.Ref, shift int) {
	if r.Call != nil {
		c := *r.Call
		c.Line += shift
		c.EndLine += shift
		r.Call = &c
	}
	if r.Caller != nil {
		c := *r.Caller
		c.Line += shift
		r.Caller = &c
	}
	for k, a := range r.ArgCalls {
		a2 := *a
		shiftRef(&a2, shift)
		r.ArgCalls[k] = &a2
	}
}
