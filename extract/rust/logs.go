package rust

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/template"
)

// Log events. The log and tracing crates' error! and warn! (also
// log::error!, tracing::warn!, event!(Level::ERROR, …), log!(Level::Warn,
// …)) are sites of errorType "log", severity "error" or "warning". The
// message is the format string; tracing's fields (request_id = %id, ?err,
// %name) follow it as tracing-subscriber's fmt layer prints them, " name=value"
// after the message, and are optional in the pattern (the JSON layer and
// the log crate print the message alone). The class is the event's target:
// target: "x" when given, else the module path tracing prints by default
// (module_path!(): the crate name as modulePath guesses it, then the
// modules).

// logLevels maps the level macros to a severity; other levels are not
// errors.
var logLevels = map[string]string{"error": "error", "warn": "warning"}

// levelSeverity reads a Level argument: Level::ERROR (tracing), Level::Error
// (log), tracing::Level::WARN.
func levelSeverity(s string) (string, bool) {
	i := strings.LastIndex(s, "Level::")
	if i < 0 {
		return "", false
	}
	sev, ok := logLevels[strings.ToLower(s[i+len("Level::"):])]
	return sev, ok
}

// logMacro records an error!, warn!, event! or log! call; it reports
// whether n is one of them.
func (x *fileCtx) logMacro(n *sitter.Node, name string) bool {
	sev, isLevel := logLevels[name]
	if !isLevel && name != "event" && name != "log" {
		return false
	}
	tt := tokenTree(n)
	if tt == nil {
		return isLevel
	}
	args := x.macroArgs(tt)
	target := ""
	// target: "x", parent: span and name: "x" come first.
	for len(args) > 0 && len(args[0].nodes) > 2 && x.text(args[0].nodes[1]) == ":" && args[0].nodes[0].KindId() == kindIdent {
		if x.text(args[0].nodes[0]) == "target" {
			if s, ok := x.stringLit(args[0].nodes[2:]); ok {
				target = s
			} else {
				target = strings.Join(strings.Fields(string(x.src[args[0].nodes[2].StartByte():args[0].nodes[len(args[0].nodes)-1].EndByte()])), " ")
			}
		}
		args = args[1:]
	}
	if !isLevel {
		if len(args) == 0 {
			return false
		}
		s, ok := levelSeverity(args[0].expr)
		if !ok {
			return true // a level below warn, or one not written as a constant
		}
		sev, args = s, args[1:]
	}
	// Fields come before the format string; a braced field set too.
	var fields []template.Template
	for len(args) > 0 {
		a := args[0]
		if _, ok := x.stringLit(a.nodes); ok {
			break
		}
		if len(a.nodes) == 1 && a.nodes[0].KindId() == kindTokenTree && x.text(a.nodes[0])[0] == '{' {
			for _, f := range x.macroArgs(a.nodes[0]) {
				fields = append(fields, x.logField(f))
			}
		} else {
			fields = append(fields, x.logField(a))
		}
		args = args[1:]
	}
	var msg template.Template
	if len(args) > 0 {
		msg = x.format(args, "")
	}
	var tail []template.Template
	for i, f := range fields {
		if i > 0 || !msg.IsEmpty() {
			tail = append(tail, template.Lit(" "))
		}
		tail = append(tail, f)
	}
	if msg.IsEmpty() {
		msg = template.Concat(tail...)
	} else if len(tail) > 0 {
		msg = template.Concat(msg, template.Opt(template.Concat(tail...)))
	}
	class := target
	if class == "" {
		class = x.modulePath()
	}
	x.res.Sites = append(x.res.Sites, extract.Site{
		Kind: "log", ErrorType: "log", Severity: sev, Class: class,
		Line: tsutil.Line(n), EndLine: tsutil.EndLine(n), Message: msg, Context: x.context(n),
	})
	return true
}

// logField reads one tracing field as the fmt layer prints it: name=value,
// with %x as x's Display, ?x as its Debug, a string literal quoted, a
// message field as its value alone.
func (x *fileCtx) logField(a arg) template.Template {
	nodes := a.nodes
	if len(nodes) == 0 {
		return template.Template{}
	}
	name, val := "", nodes
	if i := indexTok(x, nodes, "="); i > 0 {
		name = strings.Join(strings.Fields(string(x.src[nodes[0].StartByte():nodes[i-1].EndByte()])), "")
		if s, ok := x.stringLit(nodes[:i]); ok {
			name = s
		}
		val = nodes[i+1:]
	}
	if len(val) == 0 {
		return template.Template{}
	}
	conv := ""
	switch x.text(val[0]) {
	case "%":
		val = val[1:]
	case "?":
		conv, val = "r", val[1:]
	}
	if len(val) == 0 {
		return template.Template{}
	}
	expr := strings.Join(strings.Fields(string(x.src[val[0].StartByte():val[len(val)-1].EndByte()])), " ")
	if name == "" {
		name = expr // %id, ?err, id: the field is named after the expression
	}
	name = strings.TrimPrefix(name, "r#")
	v := template.Hole(expr, conv, "")
	if s, ok := x.stringLit(val); ok && conv == "" {
		v = template.Lit(debugQuote(s))
	} else if len(val) == 1 && isNumberOrBool(x.text(val[0])) {
		v = template.Lit(x.text(val[0]))
	}
	if name == "message" {
		return v
	}
	return template.Concat(template.Lit(name+"="), v)
}

func indexTok(x *fileCtx, nodes []*sitter.Node, tok string) int {
	for i, n := range nodes {
		if x.text(n) == tok {
			return i
		}
	}
	return -1
}

func isNumberOrBool(s string) bool {
	if s == "true" || s == "false" {
		return true
	}
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r >= '0' && r <= '9' || r == '_' || r == '.' || i == 0 && r == '-') {
			return false
		}
	}
	return true
}

// modulePath is the module path tracing names an event's target by
// default: the crate, the file's modules and the inline modules around the
// visited node.
func (x *fileCtx) modulePath() string {
	segs := x.modSegs()
	if x.crate != "" {
		segs = append([]string{x.crate}, segs...)
	}
	if len(segs) == 0 {
		return "crate"
	}
	return strings.Join(segs, "::")
}
