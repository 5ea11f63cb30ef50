package python

import (
	"slices"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Stored texts. An object keeps a text its constructor was given and
// raises it later, from a method:
//
//	class Failure:
//	    def __init__(self, message, cls=TemplateSyntaxError):
//	        self.message = message
//	    def __call__(self, lineno):
//	        raise self.error_class(self.message, lineno)
//
//	rules = [Failure("Missing end of comment tag"), …]
//
// The raise is where the error is made; its text is the one each
// construction gave. Each construction that passes text for such an
// attribute (in the file, or, through the link, in another file of the
// repository) adds a site at the raise with that text, and so does a text
// the class body assigns the attribute (message = "Enter a valid
// value."), which instances that are given none raise.

// storedRaise is a raise in a method of class cls whose text reads
// attributes that cls's __init__ sets from its parameters or its body
// assigns a text.
type storedRaise struct {
	cls    string
	site   extract.Site
	params []string           // __init__'s, self dropped
	defs   map[string]argForm // __init__'s defaults
	attrs  map[string]string  // self.X the text reads -> the __init__ parameter assigned to it
	texts  map[string]argForm // self.X -> the text the class body assigns it
	seen   map[string]bool    // the texts made a site of, by their rendering
}

// noteStored registers s, a site of the raise n, as a stored-text raise
// when its text reads self.X attributes that the class around it sets in
// __init__ from a parameter or assigns a text in its body.
func (x *file) noteStored(s *extract.Site, n *tsutil.Node) {
	var reads []string
	for _, p := range s.Message.Parts {
		if p.Hole && strings.HasPrefix(p.Expr, "self.") && isIdentPath(p.Expr[len("self."):]) {
			reads = append(reads, p.Expr)
		}
	}
	if len(reads) == 0 {
		return
	}
	fn := x.funcAround(n)
	if fn == nil || x.text(x.field(fn, "name")) == "__init__" {
		return
	}
	cd := x.parent(x.parent(fn))
	if cd == nil || x.kind(cd) != "class_definition" {
		return
	}
	body := x.field(cd, "body")
	var init *tsutil.Node // __init__
	st := &storedRaise{cls: x.text(x.field(cd, "name")), site: *s, attrs: map[string]string{}, texts: map[string]argForm{}, seen: map[string]bool{s.Message.Render(): true}}
	for i := uint(0); body != nil && i < x.namedChildCount(body); i++ {
		c := x.namedChild(body, i)
		switch x.kind(c) {
		case "function_definition":
			if x.text(x.field(c, "name")) == "__init__" {
				init = c
			}
		case "expression_statement":
			a := x.namedChild(c, 0)
			if a == nil || x.kind(a) != "assignment" {
				continue
			}
			left, right := x.field(a, "left"), x.field(a, "right")
			if left == nil || right == nil || x.kind(left) != "identifier" || x.kind(right) != "string" {
				continue
			}
			if k := "self." + x.text(left); slices.Contains(reads, k) {
				st.texts[k] = x.argForms(right, right)
			}
		}
	}
	if init != nil {
		st.params, _ = x.params(init)
		st.defs = x.defaults(init)
		x.walkKind(x.field(init, "body"), "assignment", func(a *tsutil.Node) {
			left, right := x.field(a, "left"), x.field(a, "right")
			if left == nil || right == nil || x.kind(left) != "attribute" || x.kind(right) != "identifier" {
				return
			}
			k, p := x.text(left), x.text(right)
			if slices.Contains(reads, k) && slices.Contains(st.params, p) {
				st.attrs[k] = p
			}
		})
	}
	if len(st.attrs) == 0 && len(st.texts) == 0 {
		return
	}
	x.stored = append(x.stored, st)
}

// storedSite adds a site at st's raise, noted so, with the attributes of
// bound filled in, when that gives a text with more literal text than the
// raise's own and one not made yet.
func (x *file) storedSite(st *storedRaise, bound map[string]argForm, note string) {
	bound = sentences(bound)
	if len(bound) == 0 {
		return
	}
	m := fill(st.site.Message, bound)
	if m.LiteralLen() <= st.site.Message.LiteralLen() || st.seen[m.Render()] {
		return
	}
	st.seen[m.Render()] = true
	s := st.site
	s.Message = m
	s.Context.Comments = append(append([]string(nil), s.Context.Comments...), note)
	x.res.Sites = append(x.res.Sites, s)
}

// storedCalls adds, for each stored-text raise, a site for the texts its
// class body assigns and one per construction of its class in the file
// that passes a text for an attribute the raise reads.
func (x *file) storedCalls(root *tsutil.Node) {
	byClass := map[string][]*storedRaise{}
	var names [][]byte
	for _, st := range x.stored {
		if len(st.texts) > 0 {
			x.storedSite(st, st.texts, "the text "+st.cls+"'s class body assigns, which an object given none keeps")
		}
		if len(st.attrs) == 0 {
			continue
		}
		if byClass[st.cls] == nil {
			names = append(names, []byte(st.cls))
		}
		byClass[st.cls] = append(byClass[st.cls], st)
	}
	if len(names) == 0 {
		return
	}
	for _, call := range x.callsOf(root, names) {
		fn := x.field(call, "function")
		if x.kind(fn) != "identifier" {
			continue
		}
		for _, st := range byClass[x.text(fn)] {
			variants, ok := x.bindVariants(st.params, st.defs, call)
			if !ok {
				continue
			}
			for _, b := range variants {
				x.storedSite(st, st.bind(b), "the text "+st.cls+"'s construction at line "+strconv.Itoa(call.Line())+" gave, kept on the object")
			}
		}
	}
}

// sentences returns the forms of bound whose text has words apart
// (wordsApart): a name or a value an object keeps (Point("P").name) is
// one of the many values of the raise's hole, which its own record
// matches already.
func sentences(bound map[string]argForm) map[string]argForm {
	out := map[string]argForm{}
	for k, a := range bound {
		if wordsApart(a.str) {
			out[k] = a
		}
	}
	return out
}

// wordsApart reports whether a literal run of t holds words apart
// ("Missing end of comment tag", not "P", "BODY" or "negative"): a text
// of its own rather than a value.
func wordsApart(t template.Template) bool {
	for _, p := range t.Parts {
		if !p.Hole && strings.Contains(strings.TrimSpace(p.Lit), " ") {
			return true
		}
	}
	return false
}

// bind returns the attributes' forms that the __init__ arguments b give.
func (st *storedRaise) bind(b map[string]argForm) map[string]argForm {
	out := map[string]argForm{}
	for k, p := range st.attrs {
		if a, ok := b[p]; ok && !a.isNone() {
			out[k] = a
		}
	}
	return out
}

// storedDefs offers the link the stored-text raises: kind "stored", Name
// the class, its __init__'s parameters, and the raise's text with each
// attribute read as the parameter assigned to it, so that a construction
// in another file binds it as a helper call does.
func (x *file) storedDefs() []extract.Def {
	var out []extract.Def
	for _, st := range x.stored {
		if len(st.attrs) == 0 {
			continue
		}
		var parts []template.Template
		for _, p := range st.site.Message.Parts {
			if q, ok := st.attrs[p.Expr]; ok && p.Hole {
				parts = append(parts, template.Hole(q, p.Conv, p.Spec))
				continue
			}
			parts = append(parts, template.Template{Parts: []template.Part{p}})
		}
		s := st.site
		defs, reprs := splitDefaults(st.defs)
		out = append(out, extract.Def{Kind: "stored", Name: st.cls, Class: s.Class, Params: st.params, Message: template.Concat(parts...), Line: s.Line, Defaults: defs, DefaultReprs: reprs, Site: &s})
	}
	return out
}

// isIdentPath reports whether s is a name (an attribute, not an
// expression: message, not message.upper()).
func isIdentPath(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}

// givesText reports whether an argument of call is a string literal (an
// f-string, a concatenation: a string node below the argument).
func (x *file) givesText(call *tsutil.Node) bool {
	found := false
	x.walk(x.field(call, "arguments"), func(c *tsutil.Node, kind string) bool {
		found = found || kind == "string"
		return !found && kind != "lambda"
	})
	return found
}
