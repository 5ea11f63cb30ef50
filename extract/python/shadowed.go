package python

import (
	"slices"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
)

// Functions only shadowed code reaches. A fallback's helpers run only
// when the fallback does: json/decoder.py's _decode_uXXXX is called by
// py_scanstring alone, which the compiled scanstring replaces. And a
// function the code hands to a compiled function's fallback on an object
//
//	self.parse_object = JSONObject
//	self.scan_once = scanner.make_scanner(self)
//
// (make_scanner = c_make_scanner or py_make_scanner: the compiled
// scanner brings its own, py_make_scanner reads context.parse_object)
// runs where that function uses it, which the compiled one replaces. The
// sites of such a function are tagged as its user's: the text alone does
// not tell them from the compiled module's, and where the compiled one is
// installed they do not run.
//
// usersDefs offers, for each module-level function with sites, who
// refers to it (Def kind "users", Name the function, Path the users): the
// module-level function or class whose code names it, "call:G" for an
// object it is stored on that the function around hands to G,
// "else:MODULE" for the branch taken when the name imported from the
// compiled MODULE is None (json/encoder.py's _make_iterencode, called
// where c_make_encoder is not), "?" for module-level code.
// tagShadowed tags, to a fixed point, the functions whose every user is
// shadowed and that no module imports.

// usersDefs returns the file's "users" Defs (see above).
func (x *file) usersDefs() []extract.Def {
	if x.root == nil || len(x.res.Sites) == 0 {
		return nil
	}
	want := map[string]*tsutil.Node{}
	for i := uint(0); i < x.namedChildCount(x.root); i++ {
		d := x.definition(x.namedChild(x.root, i))
		if d == nil || x.kind(d) != "function_definition" {
			continue
		}
		name := x.text(x.field(d, "name"))
		for _, s := range x.res.Sites {
			if fn := s.Context.Function; fn == name || strings.HasPrefix(fn, name+".") {
				want[name] = d
				break
			}
		}
	}
	if len(want) == 0 {
		return nil
	}
	nulled := map[string]importBinding{} // names None where an import failed
	funcs := x.importFuncs()
	for i := uint(0); i < x.namedChildCount(x.root); i++ {
		st := x.namedChild(x.root, i)
		if x.kind(st) == "try_statement" {
			tried, h := x.importTry(st)
			for k, v := range x.nullImports(tried, h) {
				nulled[k] = v
			}
		}
		for k, v := range x.nullCalls(st, funcs) {
			nulled[k] = v
		}
	}
	users := map[string]map[string]bool{}
	for i := uint(0); i < x.namedChildCount(x.root); i++ {
		st := x.namedChild(x.root, i)
		def := x.definition(st)
		top := ""
		if def != nil {
			top = x.text(x.field(def, "name"))
		}
		x.walk(st, func(c *tsutil.Node, kind string) bool {
			if kind != "identifier" {
				return true
			}
			name := x.text(c)
			fd := want[name]
			if fd == nil {
				return true
			}
			if same(def, fd) {
				return true // its own name, or a recursive call
			}
			if p := x.parent(c); p != nil && (x.kind(p) == "attribute" && same(x.field(p, "attribute"), c) ||
				x.kind(p) == "keyword_argument" && same(x.field(p, "name"), c)) {
				return true // obj.name, f(name=…): another name
			}
			if users[name] == nil {
				users[name] = map[string]bool{}
			}
			for _, u := range x.usersAt(c, top, nulled) {
				users[name][u] = true
			}
			return true
		})
	}
	// The functions the screen left out of the tree name it too.
	for name := range want {
		if len(x.omitted) == 0 {
			break
		}
		if x.words == nil {
			users[name] = map[string]bool{"?": true}
			continue
		}
		for _, at := range x.words.offsets(nil, []byte(name), false) {
			if o := x.omittedAt(at); o != "" {
				if users[name] == nil {
					users[name] = map[string]bool{}
				}
				users[name][o] = true
			}
		}
	}
	var out []extract.Def
	for name := range want {
		us := users[name]
		if len(us) == 0 {
			continue // named nowhere here: others may call it
		}
		out = append(out, extract.Def{Kind: "users", Name: name, Path: slices.Sorted(func(yield func(string) bool) {
			for u := range us {
				if !yield(u) {
					return
				}
			}
		})})
	}
	slices.SortFunc(out, func(a, b extract.Def) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// omittedAt returns the name of the module-level function the screen
// left out that holds offset at, or "": each runs from its start to the
// next module-level statement or left-out function.
func (x *file) omittedAt(at int) string {
	name := ""
	for _, o := range x.omitted {
		if o.at <= at {
			name = o.name
		}
	}
	if name == "" {
		return ""
	}
	start := 0
	for _, o := range x.omitted {
		if o.at <= at {
			start = o.at
		}
	}
	for i := uint(0); i < x.namedChildCount(x.root); i++ {
		st := x.namedChild(x.root, i)
		if b := int(st.StartByte()); b > start && b <= at {
			return "" // a parsed statement comes between
		}
	}
	return name
}

// definition returns the function or class a module-level statement
// defines (through its decorators), or nil.
func (x *file) definition(st *tsutil.Node) *tsutil.Node {
	if x.kind(st) == "decorated_definition" {
		st = x.field(st, "definition")
	}
	if st != nil && (x.kind(st) == "function_definition" || x.kind(st) == "class_definition") {
		return st
	}
	return nil
}

// usersAt returns who uses the name at identifier c inside the
// module-level definition top ("" for module-level code): "else:MODULE"
// when c is in the branch taken when a name imported from MODULE is not
// there (if c_make_encoder is not None: … c_make_encoder(…) else: … c
// …, c_make_encoder one of nulled, the names an ImportError handler sets
// to None), "call:G" for each G that the function around is handed the
// object c is stored on (obj.attr = c … G(obj)), else top.
func (x *file) usersAt(c *tsutil.Node, top string, nulled map[string]importBinding) []string {
	if top == "" {
		return []string{"?"}
	}
	if m := x.otherwiseOf(c, nulled); m != "" {
		return []string{"else:" + m}
	}
	p := x.parent(c)
	if p == nil || x.kind(p) != "assignment" || !same(x.field(p, "right"), c) {
		return []string{top}
	}
	left := x.field(p, "left")
	if left == nil || x.kind(left) != "attribute" {
		return []string{top}
	}
	obj := x.field(left, "object")
	if obj == nil || x.kind(obj) != "identifier" {
		return []string{top}
	}
	fn := p
	for fn != nil && x.kind(fn) != "function_definition" {
		fn = x.parent(fn)
	}
	if fn == nil {
		return []string{top}
	}
	var out []string
	x.walk(fn, func(n *tsutil.Node, kind string) bool {
		if kind != "call" {
			return true
		}
		f, as := x.field(n, "function"), x.field(n, "arguments")
		if f == nil || as == nil || (x.kind(f) != "identifier" && x.kind(f) != "attribute") {
			return true
		}
		for i := uint(0); i < x.namedChildCount(as); i++ {
			if a := x.namedChild(as, i); x.kind(a) == "identifier" && x.text(a) == x.text(obj) {
				out = append(out, "call:"+x.text(f))
				break
			}
		}
		return true
	})
	if len(out) == 0 {
		return []string{top}
	}
	return out
}

// otherwiseOf returns the module of a name of nulled that an if
// statement or conditional expression around n tests and uses in its
// first branch, when n is in the other; else "".
func (x *file) otherwiseOf(n *tsutil.Node, nulled map[string]importBinding) string {
	if len(nulled) == 0 {
		return ""
	}
	for child, p := n, x.parent(n); p != nil; child, p = p, x.parent(p) {
		var cond, first *tsutil.Node
		switch x.kind(p) {
		case "if_statement":
			if x.kind(child) != "else_clause" {
				continue
			}
			cond, first = x.field(p, "condition"), x.field(p, "consequence")
		case "conditional_expression":
			// a if cond else b: the children in order.
			if x.namedChildCount(p) != 3 || !same(x.namedChild(p, 2), child) {
				continue
			}
			cond, first = x.namedChild(p, 1), x.namedChild(p, 0)
		case "function_definition", "class_definition":
			return ""
		default:
			continue
		}
		if cond == nil || first == nil {
			continue
		}
		for name, b := range nulled {
			if x.mentions(cond, name) && x.mentions(first, name) {
				return b.module
			}
		}
	}
	return ""
}

// mentions reports whether the identifier name occurs in n.
func (x *file) mentions(n *tsutil.Node, name string) bool {
	found := false
	x.walk(n, func(c *tsutil.Node, kind string) bool {
		if kind == "identifier" && x.text(c) == name {
			found = true
		}
		return !found
	})
	return found
}

// tagShadowed tags the sites of the functions only shadowed code reaches
// (see usersDefs), after tagTwins.
func (w *world) tagShadowed() {
	// shadowed: file -> module-level name -> the tag its sites carry.
	shadowed := map[string]map[string]string{}
	for _, f := range w.files {
		if f.Result == nil {
			continue
		}
		for _, s := range f.Result.Sites {
			for _, t := range s.Tags {
				if strings.HasPrefix(t, twinTag) {
					top, _, _ := strings.Cut(s.Context.Function, ".")
					if shadowed[f.Path] == nil {
						shadowed[f.Path] = map[string]string{}
					}
					shadowed[f.Path][top] = t
				}
			}
		}
	}
	// twins: "module\x00name" -> the tag of the compiled module that
	// replaces the name the module binds.
	twins := map[string]string{}
	w.eachDef("twin", 4, func(f extract.Linked, d extract.Def) {
		if a := w.absolute(f.Path, d.Path[0]); !w.pythonModule(a) {
			twins[w.lay.module(f.Path)+"\x00"+d.Name] = twinTag + a
		}
	})
	imported, stars := map[string]bool{}, map[string]bool{}
	w.eachDef("import", 2, func(f extract.Linked, d extract.Def) {
		m := w.absolute(f.Path, d.Path[0])
		if d.Path[1] == "*" {
			stars[m] = true
		} else {
			imported[m+"\x00"+d.Path[1]] = true
		}
	})
	// userTag is the tag of user u of a function of file f, or "".
	userTag := func(f extract.Linked, u string) string {
		if m, ok := strings.CutPrefix(u, "else:"); ok {
			if a := w.absolute(f.Path, m); !w.pythonModule(a) {
				return twinTag + a
			}
			return ""
		}
		g, ok := strings.CutPrefix(u, "call:")
		if !ok {
			return shadowed[f.Path][u]
		}
		alias, rest, dotted := strings.Cut(g, ".")
		if !dotted {
			rest = alias
		}
		if t := twins[w.lay.module(f.Path)+"\x00"+g]; t != "" && !dotted {
			return t
		}
		for _, d := range f.Result.Summary.Defs {
			if d.Kind != "import" || d.Name != alias || len(d.Path) != 2 {
				continue
			}
			m := w.absolute(f.Path, d.Path[0])
			if dotted {
				return twins[strings.TrimPrefix(m+"."+d.Path[1], ".")+"\x00"+rest]
			}
			return twins[m+"\x00"+d.Path[1]]
		}
		return ""
	}
	for changed := true; changed; {
		changed = false
		for _, f := range w.files {
			if f.Result == nil || f.Result.Summary == nil {
				continue
			}
			mod := w.lay.module(f.Path)
			for _, d := range f.Result.Summary.Defs {
				if d.Kind != "users" || len(d.Path) == 0 || shadowed[f.Path][d.Name] != "" ||
					imported[mod+"\x00"+d.Name] || stars[mod] && !strings.HasPrefix(d.Name, "_") {
					continue
				}
				tag := ""
				for _, u := range d.Path {
					if tag = userTag(f, u); tag == "" {
						break
					}
				}
				if tag == "" {
					continue
				}
				tagSites(f, d.Name, tag)
				if shadowed[f.Path] == nil {
					shadowed[f.Path] = map[string]string{}
				}
				shadowed[f.Path][d.Name] = tag
				changed = true
			}
		}
	}
}
