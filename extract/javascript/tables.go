package javascript

import (
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Message tables. Parsers and validators keep their messages in an
// object of texts by key and throw them by reference:
//
//	var Messages = { UnknownLabel: "Undefined label '%0'", ... }
//	this.throwError(Messages.UnknownLabel, id.name)
//	throw new Error(ErrorMessages.InvalidInput)
//
// The object may be a const or var anywhere in the file (a bundle keeps
// each module in a function of its own), a property of exports
// (exports.Messages = {…}, compiled TypeScript), wrapped in Object.freeze,
// or a TypeScript string enum (enum Messages { Invalid = "…" }). A
// reference T.K or ns.T.K (the table read through a module's namespace,
// messages_1.Messages.UnknownLabel), or T["K"], stands for the text of
// key K. The formatter the text is given to fills its placeholders (%0,
// {0}, %s, {name}, ${name}) with the values after it: each placeholder
// is a hole.

// minTableTexts is how many texts an object must hold to be a table.
const minTableTexts = 2

// collectTables records the file's tables of texts by name (x.tables);
// two tables of one name are merged, the first text of a key kept.
func (x *file) collectTables(root *sitter.Node) {
	if !strings.Contains(string(x.src), "{") {
		return
	}
	x.walker.WalkKinds(root, func(n *sitter.Node, kind string) bool {
		var name string
		var obj *sitter.Node
		switch kind {
		case "variable_declarator":
			name, obj = x.text(n.ChildByFieldName("name")), n.ChildByFieldName("value")
		case "assignment_expression":
			// exports.Messages = {…}, module.exports.Messages = {…}
			l := n.ChildByFieldName("left")
			if l == nil || l.Kind() != "member_expression" && l.Kind() != "identifier" {
				return true
			}
			name, obj = lastName(x.text(l)), n.ChildByFieldName("right")
		case "enum_declaration":
			x.enumTable(n)
			return false
		default:
			return true
		}
		if obj != nil && obj.Kind() == "call_expression" && x.text(obj.ChildByFieldName("function")) == "Object.freeze" {
			if a := args(obj); len(a) == 1 {
				obj = a[0]
			}
		}
		if obj != nil && obj.Kind() == "array" && name != "" && identRE.MatchString(name) {
			x.addTable(name, x.arrayTexts(obj))
			return true
		}
		if obj == nil || obj.Kind() != "object" || name == "" || !identRE.MatchString(name) {
			return true
		}
		texts := map[string]template.Template{}
		for k := uint(0); k < obj.NamedChildCount(); k++ {
			p := obj.NamedChild(k)
			if p.Kind() != "pair" {
				continue
			}
			val := p.ChildByFieldName("value")
			if val == nil || val.Kind() != "string" && val.Kind() != "template_string" {
				continue
			}
			if t := x.stringTemplate(val); t.LiteralLen() > 0 {
				texts[x.tableKey(p.ChildByFieldName("key"))] = placeholders(t)
			}
		}
		x.addTable(name, texts)
		return true
	})
}

// tableKey is the key an object literal's property key names: a name or
// a string's text, a computed key's number or string ([5]: "…", the form
// compilers give a table keyed by an enum's numbers), or its expression as
// written ([ErrorCodes.X_INVALID_END_TAG]: "…"), which a caller passing
// the same expression gives (lookUp).
func (x *file) tableKey(k *sitter.Node) string {
	if k != nil && k.Kind() == "computed_property_name" {
		if e := firstNamed(k); e != nil {
			if e.Kind() == "string" || e.Kind() == "number" {
				k = e
			} else {
				if x.keys == nil {
					x.keys = map[string]bool{}
				}
				x.keys[x.compact(e)] = true
				return x.compact(e)
			}
		}
	}
	return strings.Trim(x.text(k), "'\"`")
}

// passesKey reports whether an argument of call is a computed key of the
// file's tables as written (createCompilerError(ErrorCodes.X, loc)): a
// constant that names a text.
func (x *file) passesKey(call *sitter.Node) bool {
	if len(x.keys) == 0 {
		return false
	}
	for _, a := range args(call) {
		if x.keys[x.compact(a)] {
			return true
		}
	}
	return false
}

// arrayTexts are the texts of an array of strings by index ("0", "1",
// …), as ec[ind] reads them; an element left out ([a, , b]) takes its
// index.
func (x *file) arrayTexts(arr *sitter.Node) map[string]template.Template {
	texts := map[string]template.Template{}
	i := 0
	for k := uint(0); k < arr.ChildCount(); k++ {
		c := arr.Child(k)
		switch {
		case c.Kind() == ",":
			i++
		case c.Kind() == "string" || c.Kind() == "template_string":
			if t := x.stringTemplate(c); t.LiteralLen() > 0 {
				texts[strconv.Itoa(i)] = placeholders(t)
			}
		}
	}
	return texts
}

// enumTable records a TypeScript enum whose members are texts.
func (x *file) enumTable(n *sitter.Node) {
	body := n.ChildByFieldName("body")
	if body == nil {
		return
	}
	texts := map[string]template.Template{}
	for k := uint(0); k < body.NamedChildCount(); k++ {
		m := body.NamedChild(k)
		if m.Kind() != "enum_assignment" {
			continue
		}
		val := m.ChildByFieldName("value")
		if val == nil || val.Kind() != "string" && val.Kind() != "template_string" {
			continue
		}
		if t := x.stringTemplate(val); t.LiteralLen() > 0 {
			texts[strings.Trim(x.text(m.ChildByFieldName("name")), "'\"`")] = placeholders(t)
		}
	}
	x.addTable(x.text(n.ChildByFieldName("name")), texts)
}

func (x *file) addTable(name string, texts map[string]template.Template) {
	if len(texts) < minTableTexts {
		return
	}
	if x.tables == nil {
		x.tables = map[string]map[string]template.Template{}
	}
	t := x.tables[name]
	if t == nil {
		x.tables[name] = texts
		return
	}
	for k, v := range texts {
		if _, ok := t[k]; !ok {
			t[k] = v
		}
	}
}

// tableText is the text a reference to a table's key stands for: T.K,
// ns.T.K or T["K"] with T a table of the file.
func (x *file) tableText(n *sitter.Node) (template.Template, bool) {
	if len(x.tables) == 0 {
		return template.Template{}, false
	}
	var obj *sitter.Node
	var key string
	switch n.Kind() {
	case "member_expression":
		obj, key = n.ChildByFieldName("object"), x.text(n.ChildByFieldName("property"))
	case "subscript_expression":
		i := n.ChildByFieldName("index")
		if i == nil || i.Kind() != "string" {
			return template.Template{}, false
		}
		obj, key = n.ChildByFieldName("object"), strings.Trim(x.text(i), "'\"`")
	default:
		return template.Template{}, false
	}
	if obj == nil || obj.Kind() != "identifier" && obj.Kind() != "member_expression" {
		return template.Template{}, false
	}
	t, ok := x.tables[lastName(x.text(obj))][key]
	return t, ok
}

// lastName is the last dotted component of a name.
func lastName(s string) string {
	return s[strings.LastIndexByte(s, '.')+1:]
}

// placeholderRE matches the placeholders a message formatter fills: %0,
// {0}, printf's verbs, {name}, %{name}, ${name}.
var placeholderRE = lazyre.New(`%\d+|\{\d+\}|%[sdifjoO]|[$%]?\{[A-Za-z_][A-Za-z0-9_]*\}`)

// placeholders makes each placeholder of t's literal text a hole.
func placeholders(t template.Template) template.Template {
	var out []template.Template
	for _, p := range t.Parts {
		if p.Hole {
			out = append(out, template.Template{Parts: []template.Part{p}})
			continue
		}
		s, last := p.Lit, 0
		for _, loc := range placeholderRE.FindAllStringIndex(s, -1) {
			out = append(out, template.Lit(s[last:loc[0]]), template.Hole(s[loc[0]:loc[1]], "", ""))
			last = loc[1]
		}
		out = append(out, template.Lit(s[last:]))
	}
	return template.Concat(out...)
}

// importedTableRef reports whether n reads a key of a name the file
// imports (Messages.K, messages_1.Messages.K, errors["K"]): a table of
// another module, whose text the link fills in (scope.tableText).
func (x *file) importedTableRef(n *sitter.Node) bool {
	if n.Kind() != "member_expression" && n.Kind() != "subscript_expression" {
		return false
	}
	root := n
	for root.Kind() == "member_expression" || root.Kind() == "subscript_expression" {
		root = root.ChildByFieldName("object")
		if root == nil {
			return false
		}
	}
	if root.Kind() != "identifier" {
		return false
	}
	name := x.text(root)
	for _, d := range x.defs {
		if d.Kind == "import" && d.Name == name {
			return true
		}
	}
	return false
}

// tableRefRE reads a hole that names a table's key: ns.T.K, T.K, T["K"].
var tableRefRE = lazyre.New(`^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?:\.([A-Za-z_$][\w$]*)|\[["']([^"']+)["']\])$`)

// tableText is the text of a table's key that hole expression e of
// module m names through its imports: messages_1.Messages.UnknownLabel
// (a namespace's table), Messages.UnknownLabel (a table imported by
// name, or a module's exports read whole).
func (sc *scope) tableText(m *module, e string) (template.Template, bool) {
	g := tableRefRE.FindStringSubmatch(e)
	if g == nil {
		return template.Template{}, false
	}
	first, table, key := g[1], g[2], g[3]+g[4]
	imp, ok := m.imports[first]
	if !ok {
		return template.Template{}, false
	}
	t := sc.resolve(m.path, imp[0])
	if t == nil {
		return template.Template{}, false
	}
	var texts map[string]template.Template
	switch {
	case table != "" && (imp[1] == "*" || imp[1] == "default"):
		texts = t.tables[table] // ns.Messages.K
	case table == "" && (imp[1] == "*" || imp[1] == "default"):
		texts = t.tables[t.def] // module.exports = Messages; Messages.K
		if texts == nil {
			texts = t.tables["exports"] // module.exports = {K: …}
		}
	case table == "":
		texts = t.tables[imp[1]] // import { Messages } from './messages'
	}
	v, ok := texts[key]
	return v, ok
}

// fillTables puts in t's holes that name an imported table's key that
// key's text.
func (sc *scope) fillTables(m *module, t template.Template) template.Template {
	out, _ := template.Fill(t, template.Filler{Value: func(e string) (template.Template, bool) {
		return sc.tableText(m, e)
	}})
	return out
}
