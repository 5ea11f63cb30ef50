package golang

import (
	"go/ast"
	"go/token"
	"strconv"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// logLibs maps the import paths of the logging packages the extractor
// knows to the label a record carries as its errorClass.
var logLibs = map[string]string{
	"log":                        "log",
	"log/slog":                   "slog",
	"go.uber.org/zap":            "zap",
	"github.com/sirupsen/logrus": "logrus",
	"k8s.io/klog":                "klog",
	"k8s.io/klog/v2":             "klog",
	"github.com/golang/glog":     "glog",
	"github.com/go-logr/logr":    "logr",
}

// logShape says where a log call's message is among its arguments.
type logShape uint8

const (
	shapeMsg      logShape = iota + 1 // msg, then attributes or fields (slog, zap, zap's w forms)
	shapeCtxMsg                       // ctx, msg, attributes (slog's …Context)
	shapeErrMsg                       // err, msg, key-values (klog.ErrorS, logr's Error)
	shapeSprint                       // operands joined as fmt.Sprint (logrus, klog, log)
	shapeSprintln                     // operands joined as fmt.Sprintln
	shapePrintf                       // format, arguments
	shapeLevel                        // ctx, level, msg, attributes (slog's Log and LogAttrs)
)

// logMethod is what a log method's name says: the severity it logs at and
// the shape of its arguments; shapeSprint for Error and friends is decided
// per library (slog's and zap's Error take a message and attributes).
type logMethod struct {
	severity string
	shape    logShape
}

// logMethods are the level methods and functions catalogued. Info, Debug
// and verbose calls are not error sites; Print* are failure-checked
// (printLike).
var logMethods = map[string]logMethod{
	"Warn": {"warning", shapeSprint}, "Warning": {"warning", shapeSprint},
	"Error":  {"error", shapeSprint},
	"DPanic": {"error", shapeSprint}, // zap prints "dpanic", which reads as error
	"Fatal":  {"critical", shapeSprint}, "Panic": {"critical", shapeSprint},
	"Warnf": {"warning", shapePrintf}, "Warningf": {"warning", shapePrintf},
	"Errorf": {"error", shapePrintf}, "DPanicf": {"error", shapePrintf},
	"Fatalf": {"critical", shapePrintf}, "Panicf": {"critical", shapePrintf},
	"Warnln": {"warning", shapeSprintln}, "Warningln": {"warning", shapeSprintln},
	"Errorln": {"error", shapeSprintln},
	"Fatalln": {"critical", shapeSprintln}, "Panicln": {"critical", shapeSprintln},
	"Warnw": {"warning", shapeMsg}, "Errorw": {"error", shapeMsg}, "DPanicw": {"error", shapeMsg},
	"Fatalw": {"critical", shapeMsg}, "Panicw": {"critical", shapeMsg},
	"WarnContext": {"warning", shapeCtxMsg}, "ErrorContext": {"error", shapeCtxMsg},
	"ErrorS": {"error", shapeErrMsg},
	"Log":    {"", shapeLevel}, "LogAttrs": {"", shapeLevel},
}

// slogLevels maps slog's level constants to a severity; the levels missing
// here are not catalogued.
var slogLevels = map[string]string{"LevelWarn": "warning", "LevelError": "error"}

// printLike are the level-less print methods of log and *log.Logger, and
// the logf helpers servers define for themselves (net/http's Server.logf,
// which writes to ErrorLog): a call is a site only when reportsFailure
// says so.
var printLike = map[string]logShape{"Print": shapeSprint, "Println": shapeSprintln, "Printf": shapePrintf, "logf": shapePrintf}

// loggerRE is the naming convention that marks a receiver as a logger when
// it is not a package: logger, appLogger, s.logger, log, ErrorLog, lg (the
// last component of the receiver).
var loggerRE = lazyre.New(`^(?:[A-Za-z_]\w*(?:Log|Logger|log|logger)|log|logger|lg|LOG|LOGGER)$`)

// notLoggers are words that end like a logger's name and are not one.
var notLoggers = map[string]bool{"catalog": true, "dialog": true, "backlog": true, "changelog": true, "blog": true, "prolog": true, "epilog": true, "analog": true}

// chainMethods are the methods that return a logger derived from their
// receiver: logger.With("k", v).Error(…), logrus.WithError(err).Error(…),
// zap.L().Warn(…), klog.FromContext(ctx).Error(…).
var chainMethods = map[string]bool{
	"With": true, "WithGroup": true, "WithError": true, "WithField": true, "WithFields": true,
	"WithContext": true, "WithTime": true, "Named": true, "Sugar": true, "Desugar": true,
	"L": true, "S": true, "Default": true, "WithOptions": true, "WithValues": true,
	"WithName": true, "FromContext": true, "Background": true, "Logger": true, "V": true,
}

// failureRE is the rule that makes a level-less log.Print* call a site:
// its literal text names a failure.
var failureRE = lazyre.New(`(?i)\b(?:err|errs|error|errors|errno|fail\w*|cannot|can't|couldn't|could not|unable|invalid|illegal|bad|refus\w*|denied|forbidden|panic\w*|timeout|timed out|unexpected|unsupported|missing|corrupt\w*|abort\w*|reject\w*|mismatch\w*|exceed\w*|not found|wrong|broken|violat\w*|overflow\w*|crash\w*|superfluous)\b`)

// debugRE matches a guard that switches on a developer's tracing
// (debugRoundTrip, http2VerboseLogs, *verbose): log calls under it are
// not error reports.
var debugRE = lazyre.New(`(?i)debug|verbose|trace`)

// errNameRE is the naming convention of an error value: err, readErr,
// errRead, ErrClosed, lastError.
var errNameRE = lazyre.New(`^(?:err|e|[a-z]\w*Err|err[A-Z_]\w*|Err\w+|\w*Error)$`)

// logSite recognises a log call at warning level or above, or a print to
// a log that reports a failure (printLike), and returns its site. The
// stdlib log.Fatal* and log.Panic* calls are not log records: visitCall
// records them as fatal and panic.
func (x *fileCtx) logSite(call *ast.CallExpr) (extract.Site, bool) {
	sel, ok := unparen(call.Fun).(*ast.SelectorExpr)
	var name string
	var lib string
	pkgCall := false
	switch {
	case ok:
		name = sel.Sel.Name
		var isLogger bool
		lib, pkgCall, isLogger = x.logReceiver(sel.X)
		if name == "logf" && !pkgCall {
			lib, isLogger = "", true // any value's logf helper: c.server.logf(…)
		}
		if !isLogger {
			return extract.Site{}, false
		}
	default:
		id, isIdent := unparen(call.Fun).(*ast.Ident)
		if !isIdent || id.Name != "logf" {
			return extract.Site{}, false
		}
		name = id.Name
	}
	site := extract.Site{Kind: "log", ErrorType: "log", Class: lib}
	m, level := logMethods[name]
	shape, printing := printLike[name]
	switch {
	case level && lib == "log":
		if pkgCall || !strings.HasPrefix(name, "Fatal") && !strings.HasPrefix(name, "Panic") {
			return extract.Site{}, false // log.Fatal* is visitCall's; *log.Logger has no other levels
		}
		return x.fatalSite(name, call.Args) // a *log.Logger's Fatal*: as log.Fatal*
	case level:
		if pkgCall && (lib == "zap" || lib == "logr") {
			return extract.Site{}, false // zap.Error(err) is a field, not a log call
		}
		if pkgCall && lib == "slog" && m.shape != shapeLevel && m.shape != shapeCtxMsg && name != "Warn" && name != "Error" {
			return extract.Site{}, false
		}
		site.Severity, shape = m.severity, m.shape
		if shape == shapeSprint && x.msgFirst(lib, call) {
			shape = shapeMsg
		}
		if shape == shapeSprint && name == "Error" && len(call.Args) >= 2 && !x.isString(call.Args[0]) && x.isString(call.Args[1]) {
			shape = shapeErrMsg // logr's Error(err, "msg", kv...)
		}
		if shape == shapeLevel {
			if len(call.Args) < 3 {
				return extract.Site{}, false
			}
			lv := x.text(call.Args[1])
			if site.Severity = slogLevels[lv[strings.LastIndexByte(lv, '.')+1:]]; site.Severity == "" {
				return extract.Site{}, false
			}
		}
	case printing:
		if lib != "log" && lib != "" && name != "logf" {
			return extract.Site{}, false // logrus's Print is info
		}
		if name == "logf" && lib == "" && sel != nil {
			if id, ok := sel.X.(*ast.Ident); ok && (id.Name == "t" || id.Name == "b" || id.Name == "tb") {
				return extract.Site{}, false // testing's Logf
			}
		}
		site.Severity = "error"
	default:
		return extract.Site{}, false
	}
	args := call.Args
	if name == "logf" {
		// logf(r, "format", args...): the format is the first constant
		// string.
		for i, a := range args {
			if x.isString(a) {
				args = args[i:]
				break
			}
		}
	}
	msg, ok := x.logMessage(shape, args)
	if !ok {
		return extract.Site{}, false
	}
	if call.Ellipsis.IsValid() && msg.LiteralLen() == 0 {
		return extract.Site{}, false // a wrapper forwarding its format and arguments
	}
	if printing && !x.reportsFailure(msg, args, sel, name) {
		return extract.Site{}, false
	}
	site.Message = msg
	return site, true
}

// logReceiver classifies the receiver of a log method: the logging
// library it belongs to ("" when the file does not say), whether it is the
// package itself (log.Printf, klog.Errorf), and whether it is a logger at
// all. A receiver that is a call chain (logger.With(…), zap.L()) is
// classified by its base.
func (x *fileCtx) logReceiver(e ast.Expr) (lib string, pkg, ok bool) {
	e = unparen(e)
	for depth := 0; depth < 16; depth++ {
		call, isCall := e.(*ast.CallExpr)
		if !isCall {
			break
		}
		sel, isSel := unparen(call.Fun).(*ast.SelectorExpr)
		if !isSel || !chainMethods[sel.Sel.Name] {
			return "", false, false
		}
		if id, isID := sel.X.(*ast.Ident); isID {
			if l, known := logLibs[x.imports[id.Name]]; known {
				return l, false, true // zap.L(), logrus.WithError(err)
			}
		}
		e = unparen(sel.X)
	}
	var last string
	switch v := e.(type) {
	case *ast.Ident:
		if l, known := logLibs[x.imports[v.Name]]; known {
			return l, true, true
		}
		if x.imports[v.Name] != "" {
			return "", false, false // another package
		}
		last = v.Name
	case *ast.SelectorExpr:
		last = v.Sel.Name
	default:
		return "", false, false
	}
	if lib, typed := x.loggers[last]; typed {
		return lib, false, true
	}
	if !loggerRE.MatchString(last) || notLoggers[strings.ToLower(last)] {
		return "", false, false
	}
	return x.fileLogLib(), false, true
}

// collectLoggers finds the struct fields, parameters and variables the
// file declares with a logger type of a known logging package (*zap.Logger,
// *slog.Logger, logr.Logger, *logrus.Entry, *log.Logger): calls on them
// are log calls of that library whatever their names.
func (x *fileCtx) collectLoggers() {
	x.loggers = map[string]string{}
	typed := func(names []*ast.Ident, t ast.Expr) {
		if s, ok := t.(*ast.StarExpr); ok {
			t = s.X
		}
		sel, ok := t.(*ast.SelectorExpr)
		if !ok {
			return
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok {
			return
		}
		lib, ok := logLibs[x.imports[id.Name]]
		if !ok || !strings.Contains(sel.Sel.Name, "Logger") && sel.Sel.Name != "Entry" {
			return
		}
		for _, n := range names {
			x.loggers[n.Name] = lib
		}
	}
	ast.Inspect(x.file, func(n ast.Node) bool {
		switch v := n.(type) {
		case *ast.Field:
			typed(v.Names, v.Type)
		case *ast.ValueSpec:
			if v.Type != nil {
				typed(v.Names, v.Type)
			}
		}
		return true
	})
}

// findErrorLogf reports whether the file declares a function or method
// named logf whose body uses an error log (a field or variable named
// ErrorLog, errorLog or errLog): net/http's Server.logf, http2's
// serverConn.logf, ReverseProxy.logf.
func (x *fileCtx) findErrorLogf() bool {
	for _, d := range x.file.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Name.Name != "logf" || fd.Body == nil {
			continue
		}
		found := false
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch v := n.(type) {
			case *ast.Ident:
				found = found || v.Name == "ErrorLog" || v.Name == "errorLog" || v.Name == "errLog"
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// fileLogLib is the logging library a logger variable of the file most
// likely is: the one logging package the file imports, "" for none or
// several (the stdlib log package does not count beside another).
func (x *fileCtx) fileLogLib() string {
	found := ""
	for _, p := range x.imports {
		l, ok := logLibs[p]
		if !ok || l == "log" {
			continue
		}
		if found != "" && found != l {
			return ""
		}
		found = l
	}
	if found == "" {
		for _, p := range x.imports {
			if p == pathLog {
				return "log"
			}
		}
	}
	return found
}

// msgFirst reports whether Error, Warn and the like take a message and
// then attributes or fields (slog, zap, and hclog-style loggers) rather
// than operands to join (logrus, klog, glog, log): by the library, else by
// the arguments (a constant string followed by a key string or a field
// constructor call).
func (x *fileCtx) msgFirst(lib string, call *ast.CallExpr) bool {
	switch lib {
	case "slog", "zap":
		return true
	case "logrus", "klog", "glog", "log", "logr":
		return false
	}
	return len(call.Args) >= 2 && x.isString(call.Args[0])
}

func (x *fileCtx) isString(e ast.Expr) bool {
	_, ok := x.constString(e)
	return ok
}

// logMessage builds the message a log call prints from its arguments.
// For slog, zap and klog's structured calls it is the message alone: the
// attributes follow it in whatever form the handler prints (key=value, a
// JSON object, a tab), and match reads a structured line's msg (and err)
// fields, so the record matches the message and what follows it.
func (x *fileCtx) logMessage(shape logShape, args []ast.Expr) (template.Template, bool) {
	at := func(i int) (template.Template, bool) {
		if i >= len(args) {
			return template.Template{}, false
		}
		return x.value(args[i]), true
	}
	switch shape {
	case shapeMsg:
		return at(0)
	case shapeCtxMsg, shapeErrMsg:
		return at(1)
	case shapeLevel:
		return at(2)
	case shapeSprint, shapeSprintln:
		if len(args) == 0 {
			return template.Template{}, false
		}
		return x.sprint(args, shape == shapeSprintln), true
	case shapePrintf:
		if len(args) == 0 {
			return template.Template{}, false
		}
		return x.printf(args), true
	}
	return template.Template{}, false
}

// reportsFailure is the rule for a level-less print (log.Printf,
// logger.Printf, a logf helper): it is an error report when it writes to a
// log named for errors (srv.ErrorLog.Printf, or a logf helper that the
// file declares writing to one, as net/http's Server.logf writes to
// ErrorLog), when its literal text names
// a failure (failureRE: error, failed, cannot, invalid, refused, timeout,
// panic, …), or when an argument is an error value by Go's naming
// convention (err, readErr, ErrClosed) or an err.Error() call.
func (x *fileCtx) reportsFailure(msg template.Template, args []ast.Expr, sel *ast.SelectorExpr, name string) bool {
	if name == "logf" && x.errorLogf {
		return true
	}
	if sel != nil {
		if r := x.text(sel.X); strings.Contains(r, "ErrorLog") || strings.Contains(r, "errorLog") || strings.Contains(r, "errLog") {
			return true
		}
	}
	var lit strings.Builder
	for _, p := range msg.Parts {
		if !p.Hole {
			lit.WriteString(p.Lit)
			lit.WriteByte(' ')
		}
	}
	if failureRE.MatchString(lit.String()) {
		return true
	}
	for _, a := range args {
		switch v := unparen(a).(type) {
		case *ast.Ident:
			if errNameRE.MatchString(v.Name) {
				return true
			}
		case *ast.SelectorExpr:
			if errNameRE.MatchString(v.Sel.Name) && v.Sel.Name != "e" {
				return true
			}
		case *ast.CallExpr:
			if s, ok := unparen(v.Fun).(*ast.SelectorExpr); ok && s.Sel.Name == "Error" && len(v.Args) == 0 {
				return true
			}
		}
	}
	return false
}

// httpStatuses maps net/http's Status constants, without the prefix, to
// their codes.
var httpStatuses = map[string]int{
	"Continue": 100, "SwitchingProtocols": 101, "Processing": 102, "EarlyHints": 103, "OK": 200, "Created": 201,
	"Accepted": 202, "NonAuthoritativeInfo": 203, "NoContent": 204, "ResetContent": 205, "PartialContent": 206,
	"MultiStatus": 207, "AlreadyReported": 208, "IMUsed": 226, "MultipleChoices": 300, "MovedPermanently": 301,
	"Found": 302, "SeeOther": 303, "NotModified": 304, "UseProxy": 305, "TemporaryRedirect": 307,
	"PermanentRedirect": 308, "BadRequest": 400, "Unauthorized": 401, "PaymentRequired": 402, "Forbidden": 403,
	"NotFound": 404, "MethodNotAllowed": 405, "NotAcceptable": 406, "ProxyAuthRequired": 407, "RequestTimeout": 408,
	"Conflict": 409, "Gone": 410, "LengthRequired": 411, "PreconditionFailed": 412, "RequestEntityTooLarge": 413,
	"RequestURITooLong": 414, "UnsupportedMediaType": 415, "RequestedRangeNotSatisfiable": 416,
	"ExpectationFailed": 417, "Teapot": 418, "MisdirectedRequest": 421, "UnprocessableEntity": 422, "Locked": 423,
	"FailedDependency": 424, "TooEarly": 425, "UpgradeRequired": 426, "PreconditionRequired": 428,
	"TooManyRequests": 429, "RequestHeaderFieldsTooLarge": 431, "UnavailableForLegalReasons": 451,
	"InternalServerError": 500, "NotImplemented": 501, "BadGateway": 502, "ServiceUnavailable": 503,
	"GatewayTimeout": 504, "HTTPVersionNotSupported": 505, "VariantAlsoNegotiates": 506, "InsufficientStorage": 507,
	"LoopDetected": 508, "NotExtended": 510, "NetworkAuthenticationRequired": 511,
}

// httpErrorSite recognises http.Error(w, msg, code): an error response
// whose body is msg, with the status when the code is a literal or a
// net/http Status constant. Inside package net/http itself the call is
// Error(w, msg, code).
func (x *fileCtx) httpErrorSite(call *ast.CallExpr) (extract.Site, bool) {
	path, name := x.callee(call)
	inHTTP := path == "" && x.pkg == "http" && name == "Error"
	if !(path == "net/http" && name == "Error" || inHTTP) || len(call.Args) != 3 {
		return extract.Site{}, false
	}
	site := extract.Site{Kind: "response", ErrorType: "error", Severity: "error", Class: "http.Error",
		HTTPStatus: x.httpStatus(call.Args[2], inHTTP), Message: x.value(call.Args[1])}
	return site, true
}

// httpStatus is the code an expression states: a literal from 100 to 599
// or http.StatusX (StatusX inside net/http); 0 otherwise.
func (x *fileCtx) httpStatus(e ast.Expr, inHTTP bool) int {
	switch v := unparen(e).(type) {
	case *ast.BasicLit:
		if n, err := strconv.Atoi(v.Value); v.Kind == token.INT && err == nil && n >= 100 && n <= 599 {
			return n
		}
	case *ast.SelectorExpr:
		if id, ok := v.X.(*ast.Ident); ok && x.imports[id.Name] == "net/http" {
			return httpStatuses[strings.TrimPrefix(v.Sel.Name, "Status")]
		}
	case *ast.Ident:
		if inHTTP {
			return httpStatuses[strings.TrimPrefix(v.Name, "Status")]
		}
	}
	return 0
}
