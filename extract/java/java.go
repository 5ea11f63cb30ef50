package java

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	sitter "github.com/tree-sitter/go-tree-sitter"
	tsjava "github.com/tree-sitter/tree-sitter-java/bindings/go"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// Extractor catalogs Java throw statements and Throwable subclasses.
var Extractor = &extract.Extractor{
	Name:       "java",
	Doc:        "throw statements (new X(…) with + concatenation, String.format and text blocks) and classes extending Exception, Error or Throwable in Java source",
	Extensions: []string{".java"},
	Run:        run,
}

var lang = tsutil.NewLanguage(tsjava.Language())

// sites selects the nodes run looks at in one pass in C, which is cheaper
// than visiting every node from Go, in the order of the pat constants.
const sitesQuery = `
(throw_statement) @n
(class_declaration) @n
(method_invocation name: (identifier) @m (#match? @m "^(error|warn|warning|fatal|severe|log)$")) @n
(variable_declarator
  value: (method_invocation name: (identifier) @g (#match? @g "^(getLogger|getLog|getFormatterLogger)$"))) @n
(package_declaration) @n
`

const (
	patThrow = iota
	patClass
	patLog
	patLogger
	patPackage
)

// It is compiled on first use, not at start-up: every errdex command would
// otherwise pay for it.
var sites = sync.OnceValue(func() *sitter.Query {
	q, err := sitter.NewQuery(sitter.NewLanguage(tsjava.Language()), sitesQuery)
	if err != nil {
		panic(fmt.Sprintf("java site query: %v", err))
	}
	return q
})

type file struct {
	src     []byte
	res     extract.Result
	scope   *tsutil.Syntax     // syntax for this file's Scope walks (ForFile)
	classes []extract.ClassDef // every class with a superclass
	pkg     string             // the package declaration's name
	loggers map[string]loggerDecl
	// hasLombok is 1 when the file has a Lombok logger annotation, -1
	// when not, 0 before lombok has looked.
	hasLombok int
}

func run(f *extract.File) (*extract.Result, error) {
	tree, res, err := syntax.Parse(f)
	if err != nil {
		return nil, err
	}
	defer tree.Close()
	root := tree.RootNode()
	x := &file{src: f.Src, res: *res, scope: syntax.ForFile(), loggers: map[string]loggerDecl{}}
	var logs []tsutil.Path // log calls, recorded once every logger declaration is known
	qc := sitter.NewQueryCursor()
	defer qc.Close()
	damaged := root.HasError()
	ms := qc.Matches(sites(), root, f.Src)
	for m := ms.Next(); m != nil; m = ms.Next() {
		if len(m.Captures) == 0 {
			continue
		}
		var n sitter.Node
		for _, c := range m.Captures {
			if sites().CaptureNames()[c.Index] == "n" {
				n = c.Node
			}
		}
		at := tsutil.PathTo(root, &n)
		if at == nil || damaged && at.Unparsed() {
			continue
		}
		switch m.PatternIndex {
		case patThrow:
			x.throw(at)
		case patClass:
			x.class(&n)
		case patLog:
			logs = append(logs, at)
		case patLogger:
			name := x.text(n.ChildByFieldName("name"))
			if _, dup := x.loggers[name]; !dup {
				x.loggers[name] = loggerDecl{name: name, init: n.ChildByFieldName("value"), at: at}
			}
		case patPackage:
			if c := n.NamedChild(0); c != nil {
				x.pkg = x.text(c)
			}
		}
	}
	for _, at := range logs {
		x.logCall(at)
	}
	sort.SliceStable(x.res.Sites, func(i, j int) bool { return x.res.Sites[i].Line < x.res.Sites[j].Line })
	classes, _ := syntax.ErrorClasses(x.classes)
	x.res.Classes = append(x.res.Classes, classes...)
	return &x.res, nil
}

func (x *file) text(n *sitter.Node) string { return tsutil.Text(n, x.src) }

// oneLine returns the text of n on one line (tsutil.Flat).
func (x *file) oneLine(n *sitter.Node) string { return tsutil.Flat(n, x.src) }

// argList returns the arguments of a call, comments left out.
func argList(call *sitter.Node) []*sitter.Node {
	list := call.ChildByFieldName("arguments")
	if list == nil {
		return nil
	}
	var out []*sitter.Node
	for i := uint(0); i < list.NamedChildCount(); i++ {
		a := list.NamedChild(i)
		if k := a.Kind(); k != "line_comment" && k != "block_comment" {
			out = append(out, a)
		}
	}
	return out
}

// throw records "throw new X(…)", "throw factory(…)" and "throw e" where e
// is a local variable initialised with one of these.
func (x *file) throw(at tsutil.Path) {
	n := at.Node()
	s := extract.Site{Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Kind: "throw"}
	if v := n.NamedChild(0); v == nil || !x.thrown(&s, tsutil.Inner(v), at, 0) {
		return
	}
	x.context(&s, at)
	x.res.Sites = append(x.res.Sites, s)
}

// thrown fills the class and message of s from the thrown expression v and
// reports whether v names an exception.
func (x *file) thrown(s *extract.Site, v *sitter.Node, at tsutil.Path, depth int) bool {
	if v == nil {
		return false
	}
	switch v.Kind() {
	case "object_creation_expression":
		t := v.ChildByFieldName("type")
		if t != nil && t.Kind() == "generic_type" {
			t = t.NamedChild(0)
		}
		s.Class = x.oneLine(t)
	case "method_invocation":
		if len(argList(v)) == 0 {
			return false // throw e.getCause(), throw uoe(): nothing to match on
		}
		name := x.text(v.ChildByFieldName("name"))
		if obj := v.ChildByFieldName("object"); obj != nil {
			if o := tsutil.Inner(obj); o != nil && o.Kind() == "object_creation_expression" && name == "initCause" {
				// throw (X) new X("…").initCause(e)
				if x.thrown(s, o, at, depth) {
					s.Context.Cause = x.oneLine(firstOf(argList(v)))
					return true
				}
				return false
			}
			name = x.oneLine(obj) + "." + name
		}
		s.Class = name
	case "identifier":
		name := x.text(v)
		if depth >= tsutil.MaxResolveDepth || slices.Contains(x.catchParams(at), name) {
			return false
		}
		if init := x.local(v, at); init != nil {
			return x.thrown(s, tsutil.Inner(init), at, depth+1)
		}
		if isConstant(name) {
			s.Class = name
			return true
		}
		return false
	default:
		return false
	}
	if s.Class == "" {
		return false
	}
	args := argList(v)
	if catch := x.catchParams(at); len(catch) > 0 {
		for _, a := range args {
			if x.text(a) == catch[0] {
				s.Context.Cause = catch[0]
			}
		}
	}
	s.Message = x.pickMessage(args, at)
	return true
}

func firstOf(ns []*sitter.Node) *sitter.Node {
	if len(ns) == 0 {
		return nil
	}
	return ns[0]
}

// isConstant reports whether name is written like a static final field.
func isConstant(name string) bool {
	r, _ := utf8.DecodeRuneInString(name)
	return r >= 'A' && r <= 'Z' && strings.ToUpper(name) == name
}

// pickMessage returns the template of the argument with the most literal
// text ("CODE", "a sentence" gives the sentence), or of the first argument
// when none has any.
func (x *file) pickMessage(args []*sitter.Node, at tsutil.Path) template.Template {
	var msg template.Template
	best := -1
	for _, a := range args {
		t := x.template(a, at, 0)
		score := 2 * t.LiteralLen()
		if score == 0 && messageVarRE.MatchString(x.text(a)) {
			score = 1 // among arguments without text, one named like a message
		}
		if score > best {
			msg, best = t, score
		}
	}
	return msg
}

// messageVarRE matches variable names that hold a message.
var messageVarRE = lazyre.New(`^(?i:msg|message|reason|detail|details|description|text)$`)

// template reconstructs the message an expression evaluates to.
func (x *file) template(n *sitter.Node, at tsutil.Path, depth int) template.Template {
	n = tsutil.Inner(n)
	if n == nil {
		return template.Template{}
	}
	switch n.Kind() {
	case "string_literal":
		return template.Lit(x.stringValue(n))
	case "character_literal":
		return template.Lit(tsutil.Unescape(strings.Trim(x.text(n), "'"), tsutil.JavaEscapes))
	case "binary_expression":
		l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if x.text(n.ChildByFieldName("operator")) == "+" && l != nil && r != nil &&
			(x.isString(l, at, depth) || x.isString(r, at, depth)) {
			return template.Concat(x.piece(l, at, depth), x.piece(r, at, depth))
		}
	case "method_invocation":
		if t, ok := x.callTemplate(n, at, depth); ok {
			return t
		}
	case "identifier":
		// Only a local holding text is replaced by it; "int n = f()" keeps
		// the hole named n.
		if depth < tsutil.MaxResolveDepth {
			if init := x.local(n, at); init != nil {
				if t := x.template(init, at, depth+1); t.LiteralLen() > 0 {
					return t
				}
			}
		}
	}
	return template.Hole(x.oneLine(n), "", "")
}

// piece is template for an operand of string concatenation, where numeric
// and boolean literals print as written.
func (x *file) piece(n *sitter.Node, at tsutil.Path, depth int) template.Template {
	switch n.Kind() {
	case "decimal_integer_literal", "true", "false", "null_literal":
		return template.Lit(x.text(n))
	}
	return x.template(n, at, depth)
}

// callTemplate handles String.format, "…".formatted, String.valueOf and
// toString.
func (x *file) callTemplate(n *sitter.Node, at tsutil.Path, depth int) (template.Template, bool) {
	name := x.text(n.ChildByFieldName("name"))
	obj := n.ChildByFieldName("object")
	args := argList(n)
	switch {
	case name == "format" && (x.text(obj) == "String" || x.text(obj) == "java.lang.String"):
		if len(args) > 1 && !x.isString(args[0], at, depth) {
			args = args[1:] // String.format(Locale.ROOT, "…", …)
		}
		if len(args) > 0 {
			if f, ok := x.constant(args[0], at, depth); ok {
				return template.ParsePrintf(javaFormat(f), x.texts(args[1:]), nil), true
			}
		}
	case name == "format" && (x.text(obj) == "MessageFormat" || x.text(obj) == "java.text.MessageFormat") && len(args) > 0:
		if f, ok := x.constant(args[0], at, depth); ok {
			return messageFormat(f, x.texts(args[1:])), true
		}
	case name == "formatted" && obj != nil:
		if f, ok := x.constant(obj, at, depth); ok {
			return template.ParsePrintf(javaFormat(f), x.texts(args), nil), true
		}
	case name == "valueOf" && x.text(obj) == "String" && len(args) == 1,
		name == "toString" && len(args) == 1 && (x.text(obj) == "Objects" || x.text(obj) == "Arrays"):
		return template.Hole(x.oneLine(args[0]), "", ""), true
	case name == "toString" && obj != nil && len(args) == 0:
		return template.Hole(x.oneLine(obj), "", ""), true
	}
	return template.Template{}, false
}

func (x *file) texts(ns []*sitter.Node) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = x.oneLine(n)
	}
	return out
}

// constant returns the string n evaluates to when it has no holes.
func (x *file) constant(n *sitter.Node, at tsutil.Path, depth int) (string, bool) {
	if !x.isString(n, at, depth) {
		return "", false
	}
	t := x.template(n, at, depth)
	if t.Holes() > 0 {
		return "", false
	}
	return t.Render(), true
}

// messageFormat reads a java.text.MessageFormat pattern: {0}, {1,number}
// and {2,date,short} are holes for the arguments, a doubled single quote is one quote and text
// between single quotes is literal.
func messageFormat(f string, args []string) template.Template {
	var parts []template.Template
	var lit strings.Builder
	for i := 0; i < len(f); i++ {
		switch c := f[i]; c {
		case '\'':
			if i+1 < len(f) && f[i+1] == '\'' {
				lit.WriteByte('\'')
				i++
				continue
			}
			j := strings.IndexByte(f[i+1:], '\'')
			if j < 0 {
				lit.WriteString(f[i+1:])
				i = len(f)
				continue
			}
			lit.WriteString(f[i+1 : i+1+j])
			i += j + 1
		case '{':
			end, depth := -1, 0
			for k := i; k < len(f); k++ {
				if f[k] == '{' {
					depth++
				} else if f[k] == '}' {
					if depth--; depth == 0 {
						end = k
						break
					}
				}
			}
			if end < 0 {
				lit.WriteString(f[i:])
				i = len(f)
				continue
			}
			field := f[i+1 : end]
			idx, _, _ := strings.Cut(field, ",")
			n, err := strconv.Atoi(strings.TrimSpace(idx))
			if err != nil || n < 0 || n >= len(args) {
				lit.WriteString(f[i : end+1]) // no such argument: printed as written
				i = end
				continue
			}
			parts = append(parts, template.Lit(lit.String()), template.Hole(args[n], "", ""))
			lit.Reset()
			i = end
		default:
			lit.WriteByte(c)
		}
	}
	parts = append(parts, template.Lit(lit.String()))
	return template.Concat(parts...)
}

var positionalRE = lazyre.New(`%(\d+)\$`)

// javaFormat rewrites the parts of a java.util.Formatter string that
// template.ParsePrintf reads differently: %n is a line break and %2$s
// becomes Go's %[2]s.
func javaFormat(f string) string {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' || i+1 >= len(f) {
			b.WriteByte(f[i])
			continue
		}
		switch f[i+1] {
		case '%':
			b.WriteString("%%")
			i++
		case 'n':
			b.WriteByte('\n')
			i++
		default:
			b.WriteByte('%')
		}
	}
	return positionalRE.ReplaceAllString(b.String(), "%[$1]")
}

// isString reports whether n certainly is a String, so that + concatenates.
func (x *file) isString(n *sitter.Node, at tsutil.Path, depth int) bool {
	n = tsutil.Inner(n)
	if n == nil {
		return false
	}
	switch n.Kind() {
	case "string_literal":
		return true
	case "binary_expression":
		return x.text(n.ChildByFieldName("operator")) == "+" &&
			(x.isString(n.ChildByFieldName("left"), at, depth) || x.isString(n.ChildByFieldName("right"), at, depth))
	case "method_invocation":
		switch x.text(n.ChildByFieldName("name")) {
		case "format", "formatted", "valueOf", "toString", "getMessage", "getName", "getSimpleName", "substring", "trim", "join", "repeat", "toLowerCase", "toUpperCase":
			return true
		}
	case "identifier":
		if depth < tsutil.MaxResolveDepth {
			if init := x.local(n, at); init != nil {
				return x.isString(init, at, depth+1)
			}
		}
	}
	return false
}

// stringValue decodes a string literal or text block.
func (x *file) stringValue(n *sitter.Node) string {
	raw := x.text(n)
	if strings.HasPrefix(raw, `"""`) {
		return tsutil.Unescape(textBlock(strings.TrimSuffix(strings.TrimPrefix(raw, `"""`), `"""`)), tsutil.JavaEscapes)
	}
	return tsutil.Unescape(strings.TrimSuffix(strings.TrimPrefix(raw, `"`), `"`), tsutil.JavaEscapes)
}

// textBlock strips the incidental indentation of a text block's content
// (the text after the opening delimiter's line break).
func textBlock(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	lines := strings.Split(s, "\n")
	indent := -1
	for i, l := range lines {
		last := i == len(lines)-1 // the closing delimiter's line counts even when blank
		if strings.TrimSpace(l) == "" && !last {
			continue
		}
		if n := len(l) - len(strings.TrimLeft(l, " \t")); indent < 0 || n < indent {
			indent = n
		}
	}
	for i, l := range lines {
		if len(l) >= indent && indent > 0 {
			l = l[indent:]
		} else {
			l = strings.TrimLeft(l, " \t")
		}
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Join(lines, "\n")
}
