package python

import (
	"sort"
	"strings"

	"github.com/errdex/errdex/extract"
	"github.com/errdex/errdex/extract/tsutil"
	"github.com/errdex/errdex/internal/lazyre"
	"github.com/errdex/errdex/template"
)

// logMethods maps the logging methods catalogued to the record's severity.
// info, debug and log calls below WARNING are not error sites.
var logMethods = map[string]string{
	"warning": "warning", "warn": "warning", "warning_once": "warning", "warn_once": "warning",
	"error": "error", "exception": "error", "error_once": "error",
	"critical": "critical", "fatal": "critical",
	"log": "", // the level is the first argument
}

// logLevels maps logging's level names and numbers to a severity; the
// levels missing here (INFO, DEBUG, NOTSET) are not catalogued.
var logLevels = map[string]string{
	"WARNING": "warning", "WARN": "warning", "30": "warning",
	"ERROR": "error", "40": "error",
	"CRITICAL": "critical", "FATAL": "critical", "50": "critical",
}

// loggerNameRE is the naming convention that marks a receiver as a logger
// when the file does not say where it comes from: logger, _logger, LOGGER,
// self.logger, request_logger, log, _log, LOG (the last component of the
// receiver, case-insensitive).
var loggerNameRE = lazyre.New(`(?i)^_*(\w*logger|log)$`)

// loggerFactoryRE matches the calls whose result is a logger:
// logging.getLogger, transformers' logging.get_logger, vLLM-style
// init_logger, structlog.get_logger and the like.
var loggerFactoryRE = lazyre.New(`(?i)(^|\.)(get_?logger|init_?logger|setup_?logger|make_?logger|create_?logger)$`)

// selfLogMethods are the logging methods a class defines for itself, by
// the convention http.server's BaseHTTPRequestHandler and lib2to3 follow:
// self.log_error(format, *args) prints format % args (to stderr or a
// logger). Called on self they are log records; self.warn is one too.
var selfLogMethods = map[string]string{"log_error": "error", "log_warning": "warning", "log_warn": "warning", "log_critical": "critical"}

// callNames are the callee names whose calls logCalls looks at.
var callNames = func() [][]byte {
	var out [][]byte
	for m := range logMethods {
		out = append(out, []byte(m))
	}
	out = append(out, []byte("warn_explicit"))
	for m := range selfLogMethods {
		out = append(out, []byte(m))
	}
	out = append(out, []byte("call_exception_handler"))
	sort.Slice(out, func(i, j int) bool { return string(out[i]) < string(out[j]) })
	return out
}()

// logCalls returns the calls in the file whose callee's last name is one of
// callNames, in source order, found as keywordNodes finds statements.
func (x *file) logCalls(root *tsutil.Node) []*tsutil.Node {
	return x.callsOf(root, callNames)
}

// loggerName is a logger's name as %(name)s prints it, "" when unknown;
// rel is "__name__" or "__package__" when the name is the file's module or
// package, which the link pass may correct.
type loggerName struct{ name, rel string }

// loggers is what the file says about its loggers: the names bound to a
// logger factory's result and the imports that decide what logging and warn
// are.
type loggers struct {
	names        map[string]loggerName // receiver text -> the logger's name
	stdLogging   bool                  // "import logging" (not transformers' logging)
	fromWarnings map[string]bool       // names imported from warnings (warn, warn_explicit)
	fromLogging  map[string]bool       // names imported from logging (warning, error, ...)
}

// scanLoggers collects the file's logger bindings: "logger =
// logging.getLogger(__name__)" at module level, "self.log =
// init_logger('x')" in a method, and the relevant imports.
func (x *file) scanLoggers() *loggers {
	l := &loggers{names: map[string]loggerName{}, fromWarnings: map[string]bool{}, fromLogging: map[string]bool{}}
	if x.root == nil {
		return l
	}
	seen := map[string]bool{}
	x.walk(x.root, func(c *tsutil.Node, kind string) bool {
		switch kind {
		case "import_statement":
			for i := uint(0); i < x.namedChildCount(c); i++ {
				if n := x.namedChild(c, i); x.kind(n) == "dotted_name" && x.text(n) == "logging" {
					l.stdLogging = true
				}
			}
			return false
		case "import_from_statement":
			mod := x.text(x.field(c, "module_name"))
			if mod != "warnings" && mod != "logging" {
				return false
			}
			for i := uint(0); i < x.namedChildCount(c); i++ {
				n := x.namedChild(c, i)
				if x.kind(n) != "dotted_name" || same(n, x.field(c, "module_name")) {
					continue
				}
				if mod == "warnings" {
					l.fromWarnings[x.text(n)] = true
				} else {
					l.fromLogging[x.text(n)] = true
				}
			}
			return false
		case "assignment":
			left, right := x.field(c, "left"), x.field(c, "right")
			if left == nil || right == nil || x.kind(right) != "call" {
				return true
			}
			if k := x.kind(left); k != "identifier" && k != "attribute" {
				return true
			}
			name, ok := x.loggerFactory(right)
			if !ok {
				return true
			}
			key := x.text(left)
			if prev, dup := l.names[key]; seen[key] && (!dup || prev != name) {
				name = loggerName{} // bound to two loggers: the name is not known
			}
			seen[key] = true
			l.names[key] = name
		}
		return true
	})
	return l
}

// loggerFactory reports whether call makes a logger and returns the
// logger's name as %(name)s prints it: getLogger(__name__) is the module's
// dotted name, getLogger("a.b") that string, logging.getLogger() the root
// logger; "" when the argument is not known statically.
func (x *file) loggerFactory(call *tsutil.Node) (loggerName, bool) {
	fn := x.text(x.field(call, "function"))
	if !loggerFactoryRE.MatchString(fn) {
		return loggerName{}, false
	}
	args := x.field(call, "arguments")
	var first *tsutil.Node
	for i := uint(0); args != nil && i < x.namedChildCount(args); i++ {
		a := x.namedChild(args, i)
		if x.kind(a) == "keyword_argument" && x.text(x.field(a, "name")) == "name" {
			first = x.field(a, "value")
			break
		}
		if x.kind(a) != "comment" && x.kind(a) != "keyword_argument" && first == nil {
			first = a
		}
	}
	if first == nil {
		if fn == "logging.getLogger" || fn == "getLogger" {
			return loggerName{name: "root"}, true
		}
		return loggerName{}, true
	}
	switch t := x.text(first); t {
	case "__name__":
		return loggerName{x.moduleName(), t}, true
	case "__package__":
		return loggerName{x.packageName(), t}, true
	}
	if s, ok := x.plainString(first); ok {
		return loggerName{name: s}, true
	}
	return loggerName{}, true
}

// logReceiver classifies the object a log method is called on: whether it
// is a logger, and the logger's name when the file says.
func (x *file) logReceiver(recv *tsutil.Node) (loggerName, bool) {
	t := x.compact(recv)
	if t == "logging" {
		return loggerName{name: "root"}, x.logs.stdLogging
	}
	if n, bound := x.logs.names[t]; bound {
		return n, true
	}
	if x.kind(recv) == "call" { // logging.getLogger(__name__).warning(...)
		return x.loggerFactory(recv)
	}
	last := t[strings.LastIndexByte(t, '.')+1:]
	return loggerName{}, loggerNameRE.MatchString(last)
}

// logCall records a log call at warning level or above, or a
// warnings.warn, as a site.
func (x *file) logCall(call *tsutil.Node) {
	fn := x.field(call, "function")
	var method string
	var recv *tsutil.Node
	if x.kind(fn) == "attribute" {
		method, recv = x.text(x.field(fn, "attribute")), x.field(fn, "object")
	} else {
		method = x.text(fn)
	}
	pos, kws, ok := x.arguments(call)
	if !ok || len(pos) > 0 && x.isSplat(pos[0]) {
		return // the message itself is splatted
	}
	switch {
	case method == "warn" && x.isWarnings(recv),
		method == "warn_explicit" && x.isWarnings(recv),
		recv == nil && x.logs.fromWarnings[method]:
		x.warnCall(call, pos, kws)
		return
	case method == "warn_explicit":
		return
	case method == "call_exception_handler" && recv != nil:
		x.exceptionHandlerCall(call, pos)
		return
	}
	severity, known := logMethods[method]
	if sev, own := selfLogMethods[method]; own {
		severity, known = sev, true
	}
	logger := loggerName{name: "root"}
	switch {
	case !known:
		return
	case recv != nil && x.text(recv) == "self" && (selfLogMethods[method] != "" || method == "warn"):
		logger = loggerName{} // the class's own logging method: its logger is not known
	case selfLogMethods[method] != "":
		return
	case recv == nil:
		if !x.logs.fromLogging[method] {
			return
		}
	default:
		var ok bool
		if logger, ok = x.logReceiver(recv); !ok {
			return
		}
	}
	if method == "log" {
		if len(pos) == 0 {
			return
		}
		lv := x.text(pos[0])
		lv = lv[strings.LastIndexByte(lv, '.')+1:]
		if severity = logLevels[lv]; severity == "" {
			return
		}
		pos = pos[1:]
	}
	msg := kws["msg"]
	if len(pos) > 0 {
		msg, pos = pos[0], pos[1:]
	}
	if msg == nil {
		return
	}
	s := extract.Site{
		Line: call.Line(), EndLine: x.endLine(call), Kind: "log",
		ErrorType: "log", Severity: severity, Class: logger.name,
	}
	x.fillContext(&s, call)
	first := len(x.res.Sites)
	for _, site := range x.addSites(s, x.lazyFormat(msg, pos, call)) {
		x.noteLogHelper(site, call, msg, pos, logger.rel)
	}
	for i := first; logger.rel != "" && i < len(x.res.Sites); i++ {
		x.refs = append(x.refs, extract.Ref{Kind: logger.rel, Site: i})
	}
}

// isWarnings reports whether recv is the warnings module: warnings, or a
// name it is imported as (import warnings as _warnings).
func (x *file) isWarnings(recv *tsutil.Node) bool {
	if recv == nil {
		return false
	}
	t := x.text(recv)
	if t == "warnings" {
		return true
	}
	im, ok := x.importRefs()[t]
	return ok && im.name == "" && im.module == "warnings"
}

// exceptionHandlerCall records loop.call_exception_handler(context), the
// way asyncio reports an error it cannot raise ("Task exception was never
// retrieved"): the default handler logs the context's 'message' on the
// asyncio logger at ERROR level, then a line per other key. The context is
// a dict literal, or a name bound to one above the call.
func (x *file) exceptionHandlerCall(call *tsutil.Node, pos []*tsutil.Node) {
	if len(pos) != 1 {
		return
	}
	ctx, at := pos[0], call
	if x.kind(ctx) == "identifier" {
		rhs := x.assignment(ctx, call)
		if rhs == nil {
			return
		}
		ctx, at = rhs, x.stmtOf(rhs)
	}
	if x.kind(ctx) != "dictionary" {
		return
	}
	var msg *tsutil.Node
	for i := uint(0); i < x.namedChildCount(ctx); i++ {
		if p := x.namedChild(ctx, i); x.kind(p) == "pair" {
			if k, ok := x.plainString(x.field(p, "key")); ok && k == "message" {
				msg = x.field(p, "value")
			}
		}
	}
	if msg == nil {
		return
	}
	s := extract.Site{Line: call.Line(), EndLine: x.endLine(call), Kind: "log", ErrorType: "log", Severity: "error", Class: "asyncio"}
	x.fillContext(&s, call)
	for _, site := range x.addSites(s, x.messages(msg, at, 0)) {
		x.noteHelper(site, call)
	}
}

// lazyFormat is the message a logging call prints: msg % args when it has
// arguments (logging formats lazily), msg itself when it has none, so a
// lone "100%" stays as written. One dict argument fills %(key)s fields. A
// message with variants gives each.
func (x *file) lazyFormat(msg *tsutil.Node, args []*tsutil.Node, at *tsutil.Node) []template.Template {
	formats := x.messages(msg, at, 0)
	if len(args) == 0 {
		return formats
	}
	var out []template.Template
	for _, f := range formats {
		if f.Holes() > 0 && !formatted(f) {
			return []template.Template{template.Hole(x.compact(msg), "", "")}
		}
		if f.Holes() > 0 {
			// 'No selector found: %r' % text, token: the text is formed
			// already and no verb is left for the arguments to fill (an
			// error handler's call takes them as the token to cite).
			out = appendUnique(out, f)
			continue
		}
		format := f.Render()
		if len(args) == 1 && x.kind(args[0]) == "dictionary" {
			out = appendUnique(out, x.percent(format, args[0]))
			continue
		}
		var exprs []string
		for _, a := range args {
			exprs = append(exprs, x.compact(a))
		}
		out = appendUnique(out, x.foldConstants(template.ParsePrintf(format, exprs, nil), args))
	}
	return out
}

// formatted reports whether t, a message with holes, was formed by the
// code (an f-string, a %-format, str.format, concatenation) and its text
// holds no verb a later % could fill: a literal part with text and no
// "%", and no part that is a hole alone for the whole message.
func formatted(t template.Template) bool {
	lit := false
	for _, p := range t.Parts {
		if !p.Hole {
			if strings.Contains(p.Lit, "%") {
				return false
			}
			lit = lit || strings.TrimSpace(p.Lit) != ""
		}
	}
	return lit
}

// warnCall records warnings.warn(message, category) (and warn_explicit):
// errorType "warning", the category as Python prints it (UserWarning by
// default), the message as for a raise.
func (x *file) warnCall(call *tsutil.Node, pos []*tsutil.Node, kws map[string]*tsutil.Node) {
	msg, cat := kws["message"], kws["category"]
	if len(pos) > 0 {
		msg = pos[0]
	}
	if len(pos) > 1 {
		cat = pos[1]
	}
	if msg == nil {
		return
	}
	s := extract.Site{Line: call.Line(), EndLine: x.endLine(call), Kind: "warn", ErrorType: "warning", Severity: "warning"}
	var msgs []template.Template
	if x.kind(msg) == "call" && cat == nil && isClassName(x.text(x.field(msg, "function"))) {
		// warnings.warn(DeprecationWarning("...")): the instance's class is
		// the category.
		cls := x.text(x.field(msg, "function"))
		s.Class = printedClass(cls)
		var ok bool
		if msgs, _, ok = x.raiseMessages(cls, msg, call); !ok {
			msgs = x.callMessages(msg, call)
		}
	} else {
		s.Class = "UserWarning"
		if cat != nil {
			s.Class = printedClass(x.compact(cat))
		}
		msgs = x.messages(msg, call, 0)
	}
	x.fillContext(&s, call)
	x.addSites(s, msgs)
}

// printedClass is a class as Python prints its name: the last component of
// a dotted reference.
func printedClass(c string) string {
	if i := strings.LastIndexByte(c, '.'); i >= 0 && isClassName(c[i+1:]) {
		return c[i+1:]
	}
	return c
}

// isClassName reports whether the last component of a dotted name starts
// with an upper-case letter, as class names do.
func isClassName(s string) bool {
	s = s[strings.LastIndexByte(s, '.')+1:]
	return s != "" && s[0] >= 'A' && s[0] <= 'Z'
}

// arguments splits a call's arguments into positional ones (splats
// included) and keywords; ok is false when the call has no argument list.
func (x *file) arguments(call *tsutil.Node) (pos []*tsutil.Node, kws map[string]*tsutil.Node, ok bool) {
	args := x.field(call, "arguments")
	if args == nil || x.kind(args) != "argument_list" {
		return nil, nil, false
	}
	kws = map[string]*tsutil.Node{}
	for i := uint(0); i < x.namedChildCount(args); i++ {
		a := x.namedChild(args, i)
		switch x.kind(a) {
		case "comment":
		case "keyword_argument":
			kws[x.text(x.field(a, "name"))] = x.field(a, "value")
		case "list_splat":
			if elems := x.spread(a, call); elems != nil {
				pos = append(pos, elems...)
				continue
			}
			pos = append(pos, a)
		default:
			pos = append(pos, a)
		}
	}
	return pos, kws, true
}

// spread returns the elements *name passes: those of the list or tuple
// literal a local name is bound to on every path to call, when nothing
// else changes it (ruamel.yaml's args = ['while constructing a mapping',
// node.start_mark, …] then raise DuplicateKeyError(*args)); nil
// otherwise.
func (x *file) spread(splat, call *tsutil.Node) []*tsutil.Node {
	name := x.namedChild(splat, 0)
	if name == nil || x.kind(name) != "identifier" || x.spreading {
		return nil
	}
	x.spreading = true // the flow pass reads the arguments of appends
	defer func() { x.spreading = false }()
	chains, ok, _ := x.reachingN(x.text(name), call, 1)
	if !ok || len(chains) != 1 || chains[0].base == nil || len(chains[0].augs) > 0 {
		return nil
	}
	base := chains[0].base
	if k := x.kind(base); k != "list" && k != "tuple" {
		return nil
	}
	changed := false // args[0] = …
	x.walkKind(x.scopeOf(call), "subscript", func(s *tsutil.Node) {
		if v := x.field(s, "value"); v != nil && x.text(v) == x.text(name) && s.StartByte() < call.StartByte() {
			if p := x.parent(s); p != nil && (x.kind(p) == "assignment" || x.kind(p) == "augmented_assignment") && same(x.field(p, "left"), s) {
				changed = true
			}
		}
	})
	if changed {
		return nil
	}
	elems := []*tsutil.Node{}
	for i := uint(0); i < x.namedChildCount(base); i++ {
		switch e := x.namedChild(base, i); x.kind(e) {
		case "comment":
		case "list_splat", "dictionary_splat", "parenthesized_list_splat":
			return nil
		default:
			elems = append(elems, e)
		}
	}
	return elems
}

func (x *file) isSplat(n *tsutil.Node) bool {
	return x.kind(n) == "list_splat" || x.kind(n) == "dictionary_splat"
}

// moduleName is the file's dotted module name from its path alone: every
// directory counts as a package, and __init__ names the package. The link
// pass corrects it from the package layout of the whole scan.
func (x *file) moduleName() string { return modulePath(x.path) }

// packageName is __package__: the module's package (the module itself for
// an __init__ file).
func (x *file) packageName() string {
	m := x.moduleName()
	if isInit(x.path) {
		return m
	}
	if i := strings.LastIndexByte(m, '.'); i >= 0 {
		return m[:i]
	}
	return ""
}
