package javascript

import (
	"strconv"
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// loggerRE is the naming convention that marks a receiver as a logger:
// logger, this.logger, log, req.log, fastify.log, appLogger, winston (the
// last component of the receiver, case-insensitive).
var loggerRE = lazyre.New(`(?i)^_*(?:\w*logger|log|winston|pino|bunyan)$`)

// logLibRE finds the logging library a file loads: require('winston'),
// import pino from "pino".
var logLibRE = lazyre.New(`(?:require\(\s*|from\s+|import\s+)['"](winston|pino|bunyan|log4js|loglevel|signale|consola|@nestjs/common)['"]`)

// consoleVerbRE matches the format verbs console and util.format read.
var consoleVerbRE = lazyre.New(`%[sdifjoO]`)

// logCall records a log call at warning level or above: console.error and
// console.warn (class "console"), and the level methods of a logger —
// winston's, pino's, bunyan's, log4js's, NestJS's Logger — by the
// receiver's name (class the library the file loads, "" when none).
func (x *file) logCall(at tsutil.Path) {
	call := at.Node()
	fn := call.ChildByFieldName("function")
	method := x.text(fn.ChildByFieldName("property"))
	recv := fn.ChildByFieldName("object")
	if recv == nil {
		return
	}
	a := args(call)
	severity := extract.LevelSeverity(method)
	ok := severity != ""
	class := ""
	r := x.compact(recv)
	switch {
	case r == "console":
		if method != "error" && method != "warn" {
			return
		}
		class = "console"
	default:
		last := r[strings.LastIndexByte(r, '.')+1:]
		if !loggerRE.MatchString(last) {
			return
		}
		if m := logLibRE.FindSubmatch(x.src); m != nil {
			class = strings.TrimSuffix(strings.TrimPrefix(string(m[1]), "@"), "/common") // @nestjs/common is nestjs
		}
		if method == "log" { // winston: logger.log('error', msg, …)
			if len(a) == 0 || a[0].Kind() != "string" {
				return
			}
			lv, _ := strconv.Unquote(`"` + strings.Trim(x.text(a[0]), `'"`) + `"`)
			if severity = extract.LevelSeverity(lv); severity == "" {
				return
			}
			ok = true
			a = a[1:]
		}
	}
	if !ok || len(a) == 0 {
		return
	}
	if len(a) >= 2 && !x.stringish(a[0], at, 0) && x.stringish(a[1], at, 0) {
		a = a[1:] // pino and bunyan: logger.error({err}, "msg %s", x)
	}
	s := x.siteAt(call, "log")
	s.ErrorType, s.Severity, s.Class, s.Message = "log", severity, class, x.consoleFormat(a, at, class == "console")
	x.fillContext(&s, at)
	x.res.Sites = append(x.res.Sites, s)
}

// consoleFormat is the text a log call prints from its arguments, as
// util.format builds it: a literal first argument with % verbs takes the
// arguments after it; what the verbs leave is joined with spaces. For a
// logger other than console only the format is text: the arguments after
// it are metadata objects.
func (x *file) consoleFormat(a []*sitter.Node, at tsutil.Path, console bool) template.Template {
	first := x.message(a[0], at, 0)
	rest := a[1:]
	if f := first.Render(); first.Holes() == 0 && len(rest) > 0 && consoleVerbRE.MatchString(f) {
		exprs := make([]string, len(rest))
		for i, v := range rest {
			exprs[i] = x.compact(v)
		}
		first = template.ParsePrintf(consoleVerbs.Replace(f), exprs, nil)
		n := len(consoleVerbRE.FindAllString(strings.ReplaceAll(f, "%%", ""), -1))
		rest = rest[min(n, len(rest)):]
	}
	if !console {
		return first
	}
	parts := []template.Template{first}
	for _, v := range rest {
		parts = append(parts, template.Lit(" "), x.message(v, at, 0))
	}
	return template.Concat(parts...)
}

// consoleVerbs turns util.format's verbs into the printf verbs
// template.ParsePrintf knows: %i is %d; %f, %j, %o and %O print a value
// like %s.
var consoleVerbs = strings.NewReplacer("%%", "%%", "%i", "%d", "%f", "%s", "%j", "%s", "%o", "%s", "%O", "%s")

// response records an Express error response: res.status(400).send(msg),
// res.status(404).json({error: msg}), res.status(500).end(), with the
// status as httpStatus when it is a literal of 400 or more.
func (x *file) response(at tsutil.Path) {
	call := at.Node()
	fn := call.ChildByFieldName("function")
	status := fn.ChildByFieldName("object")
	if status == nil || status.Kind() != "call_expression" {
		return
	}
	sfn := status.ChildByFieldName("function")
	if sfn == nil || sfn.Kind() != "member_expression" || x.text(sfn.ChildByFieldName("property")) != "status" {
		return
	}
	sa := args(status)
	if len(sa) != 1 || sa[0].Kind() != "number" {
		return
	}
	code, err := strconv.Atoi(x.text(sa[0]))
	if err != nil || code < 400 || code > 599 {
		return
	}
	s := x.siteAt(call, "response")
	s.ErrorType, s.Severity, s.HTTPStatus, s.Class = "error", "error", code, x.compact(fn)
	if a := args(call); len(a) > 0 {
		s.Message = x.bodyMessage(a[0], at, 0)
	}
	x.fillContext(&s, at)
	x.res.Sites = append(x.res.Sites, s)
}

// bodyMessage is the text of a response body: a string, or the message,
// error, detail or msg property of an object literal (one level down too,
// as in {error: {message: m}}); empty for anything else.
func (x *file) bodyMessage(n *sitter.Node, at tsutil.Path, depth int) template.Template {
	if n.Kind() != "object" {
		if x.stringish(n, at, 0) {
			return x.message(n, at, 0)
		}
		return template.Template{}
	}
	if depth > 1 {
		return template.Template{}
	}
	props := map[string]*sitter.Node{}
	for i := uint(0); i < n.NamedChildCount(); i++ {
		p := n.NamedChild(i)
		switch p.Kind() {
		case "pair":
			props[strings.Trim(x.text(p.ChildByFieldName("key")), `'"`)] = p.ChildByFieldName("value")
		case "shorthand_property_identifier":
			props[x.text(p)] = p
		}
	}
	for _, k := range []string{"message", "error", "detail", "msg"} {
		if v := props[k]; v != nil {
			if v.Kind() == "shorthand_property_identifier" {
				return template.Hole(k, "", "")
			}
			return x.bodyMessage(v, at, depth+1)
		}
	}
	return template.Template{}
}
