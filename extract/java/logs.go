package java

import (
	"strings"

	sitter "github.com/tree-sitter/go-tree-sitter"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// logMethods are the level methods catalogued (slf4j, Log4j, Logback,
// commons-logging, java.util.logging), severity by extract.LevelSeverity:
// java.util.logging's SEVERE is "critical", as match ranks the SEVERE a
// log prints; log takes its level from its first argument, a Level
// constant.
var logMethods = map[string]bool{"warn": true, "warning": true, "error": true, "fatal": true, "severe": true, "log": true}

// loggerRE is the naming convention of a logger field or variable: log,
// LOG, logger, LOGGER, _log, auditLogger (the last component of the
// receiver).
var loggerRE = lazyre.New(`^_*(?:\w*[lL]og|\w*[lL]ogger|LOG|LOGGER|\w*_LOG|\w*_LOGGER)$`)

// loggerFactories are the calls whose result is a logger, as a receiver:
// getLogger().warning(…) (java.util.prefs' PlatformLogger),
// LoggerFactory.getLogger(X.class).error(…).
var loggerFactories = map[string]bool{"getLogger": true, "getLog": true, "getPlatformLogger": true, "getFormatterLogger": true, "logger": true, "log": true}

// lombokRE finds a Lombok logger annotation, which declares the field log
// with the annotated class as its category.
var lombokRE = lazyre.New(`@(?:lombok\.extern\.\w+\.)?(?:Slf4j|XSlf4j|Log4j2?|CommonsLog|Flogger|JBossLog|Log)\b`)

// lombok reports whether the file has a Lombok logger annotation
// (lombokRE), searched once per file.
func (x *file) lombok() bool {
	if x.hasLombok == 0 {
		x.hasLombok = -1
		if lombokRE.Match(x.src) {
			x.hasLombok = 1
		}
	}
	return x.hasLombok > 0
}

// throwableRE is the naming convention of a Throwable argument: e, ex,
// exc, t, th, err, cause, exception, throwable, ioe, npe, and names
// ending in Exception, Error or Throwable.
var throwableRE = lazyre.New(`^(?:e|e\d|ex|exc|t|th|err|cause|exception|throwable|ioe|npe|iae|ise|uoe|re|se|ce|te|ie|\w*Exception|\w*Error|\w*Throwable)$`)

// loggerDecl notes a logger variable's declaration: the
// LoggerFactory.getLogger(…) (or LogManager, Logger, LogFactory) call
// that initialises it, and where.
type loggerDecl struct {
	name string
	init *sitter.Node
	at   tsutil.Path
}

// loggerName is the category a logger prints, as Logback's %logger, Log4j's
// %c and java.util.logging's name show it: getLogger(Foo.class) and
// getLogger(Foo.class.getName()) give the file's package and Foo,
// getLogger("name") the name, LogManager.getLogger() the declaring class;
// "" when the argument is not known statically.
func (x *file) loggerName(d loggerDecl) string {
	a := argList(d.init)
	if len(a) == 0 {
		return x.qualify(x.typeName(d.at, len(d.at)-1))
	}
	arg := a[0]
	if arg.Kind() == "method_invocation" && x.text(arg.ChildByFieldName("name")) == "getName" {
		arg = arg.ChildByFieldName("object")
	}
	switch {
	case arg == nil:
	case arg.Kind() == "class_literal":
		return x.qualify(x.text(arg.NamedChild(0)))
	case arg.Kind() == "string_literal":
		return x.stringValue(arg)
	}
	return ""
}

// qualify prefixes a simple class name with the file's package.
func (x *file) qualify(class string) string {
	if class == "" || x.pkg == "" || strings.Contains(class, ".") {
		return class
	}
	return x.pkg + "." + class
}

// logCall records a log call at warning level or above on a receiver the
// file initialises with a getLogger call, a getLogger() call itself, or
// one named like a logger: log.error("x {}", y), LOGGER.warn(…), logger.severe(…),
// logger.log(Level.SEVERE, …). errorClass is the logger's category when
// the file declares it, else "".
func (x *file) logCall(at tsutil.Path) {
	call := at.Node()
	method := x.text(call.ChildByFieldName("name"))
	severity := extract.LevelSeverity(method)
	obj := call.ChildByFieldName("object")
	if !logMethods[method] || obj == nil {
		return
	}
	recv := x.oneLine(obj)
	last := recv[strings.LastIndexByte(recv, '.')+1:]
	factory := obj.Kind() == "method_invocation" && loggerFactories[x.text(obj.ChildByFieldName("name"))]
	if _, declared := x.loggers[last]; !declared && !factory && !loggerRE.MatchString(last) {
		return
	}
	args := argList(call)
	jul := method == "severe" || method == "warning"
	if method == "log" {
		if len(args) < 2 {
			return
		}
		lv := x.text(args[0])
		lv = lv[strings.LastIndexByte(lv, '.')+1:]
		if severity = extract.LevelSeverity(lv); severity == "" {
			return
		}
		jul = lv == "SEVERE" || lv == "WARNING"
		args = args[1:]
	}
	if len(args) == 0 {
		return
	}
	if len(args) >= 2 && !x.isString(args[0], at, 0) && x.isString(args[1], at, 0) {
		args = args[1:] // log.error(marker, "msg {}", x)
	}
	class := ""
	if d, declared := x.loggers[last]; declared {
		class = x.loggerName(d)
	} else if (last == "log" || last == "LOG") && x.lombok() {
		class = x.qualify(x.typeName(at, len(at)-1))
	}
	s := extract.Site{Line: tsutil.Line(call), EndLine: tsutil.EndLine(call), Kind: "log",
		ErrorType: "log", Severity: severity, Class: class}
	var cause string
	if jul {
		s.Message, cause = x.julMessage(args, at)
	} else {
		s.Message, cause = x.placeholders(args, at)
	}
	x.context(&s, at)
	if cause != "" {
		s.Context.Cause = cause
	}
	x.res.Sites = append(x.res.Sites, s)
}

// placeholders is the message slf4j and Log4j print for a format and its
// arguments: each {} takes the next argument (\{} is a literal {}), and a
// last argument that is a Throwable and is left over by the placeholders
// is printed as a stack trace after the message, not in it: it is
// returned as the cause.
func (x *file) placeholders(args []*sitter.Node, at tsutil.Path) (template.Template, string) {
	rest := args[1:]
	format, ok := x.constant(args[0], at, 0)
	n := strings.Count(format, "{}") - strings.Count(format, `\{}`)
	cause := ""
	if len(rest) > n && len(rest) > 0 && x.throwable(rest[len(rest)-1]) {
		cause = x.oneLine(rest[len(rest)-1])
		rest = rest[:len(rest)-1]
	}
	if !ok {
		return x.template(args[0], at, 0), cause
	}
	var parts []template.Template
	var lit strings.Builder
	k := 0
	for i := 0; i < len(format); i++ {
		switch {
		case format[i] == '\\' && strings.HasPrefix(format[i+1:], "{}"):
			lit.WriteString("{}")
			i += 2
		case strings.HasPrefix(format[i:], "{}") && k < len(rest):
			parts = append(parts, template.Lit(lit.String()), x.piece(rest[k], at, 0))
			lit.Reset()
			k++
			i++
		default:
			lit.WriteByte(format[i])
		}
	}
	parts = append(parts, template.Lit(lit.String()))
	return template.Concat(parts...), cause
}

// julMessage is the message java.util.logging prints: a format with
// parameters goes through MessageFormat when it holds {0}-style fields; a
// last argument that is a Throwable is printed after the message and is
// returned as the cause.
func (x *file) julMessage(args []*sitter.Node, at tsutil.Path) (template.Template, string) {
	rest := args[1:]
	cause := ""
	if len(rest) > 0 && x.throwable(rest[len(rest)-1]) {
		cause = x.oneLine(rest[len(rest)-1])
		rest = rest[:len(rest)-1]
	}
	format, ok := x.constant(args[0], at, 0)
	if !ok || len(rest) == 0 || !strings.Contains(format, "{") {
		return x.template(args[0], at, 0), cause
	}
	if len(rest) == 1 && rest[0].Kind() == "array_creation_expression" {
		if init := rest[0].ChildByFieldName("value"); init != nil {
			rest = nil
			for i := uint(0); i < init.NamedChildCount(); i++ {
				rest = append(rest, init.NamedChild(i))
			}
		}
	}
	return messageFormat(format, x.texts(rest)), cause
}

// throwable reports whether an argument is a Throwable by its shape or
// name: new XException(…), or a variable named like one (e, ex, cause).
func (x *file) throwable(n *sitter.Node) bool {
	n = tsutil.Inner(n)
	if n == nil {
		return false
	}
	switch n.Kind() {
	case "object_creation_expression":
		return syntax.IsErrorName(x.oneLine(n.ChildByFieldName("type")))
	case "identifier":
		return throwableRE.MatchString(x.text(n))
	}
	return false
}
