// Package golang extracts error sites from Go source with go/parser and
// go/ast.
//
// A site is a call that creates or raises an error:
//
//   - errors.New(msg) and fmt.Errorf(format, args...) (also from
//     github.com/pkg/errors and golang.org/x/xerrors, with pkg/errors'
//     Wrap and Wrapf), kind "new", "errorf" or "wrap", errorType "error";
//   - panic(v), kind "panic", errorType "panic", class "panic";
//   - log.Fatal, log.Fatalf, log.Fatalln (class "log.Fatal", errorType
//     "fatal") and log.Panic, log.Panicf, log.Panicln (class "log.Panic",
//     errorType "panic"), kind "fatal" or "panic";
//   - what a func (T) Error() string method returns, when it has literal
//     text of its own ("strconv." + e.Func + ": parsing " + …): kind "method",
//     class "pkg.T", errorType "error". Much of the standard library builds
//     its messages this way (NumError, ParseError, KeySizeError). A method
//     that assigns its text to a local variable in several branches and
//     returns the variable (output = fmt.Sprintf("… for %q", e.Key) in an
//     if, another in the else; return output) has each assignment's text,
//     at the assignment; one that adds to the variable's own text (output
//     = fmt.Sprintf("%s. Details: %s", output, e.Err)) is not one;
//   - a constant value of an error type whose Error method is in the same
//     file: FormatError("not a PNG file") or &SyntaxError{"unexpected end",
//     off}, kind "new", class "pkg.T". The message is the last string the
//     Error method returns with the fields the value sets to text (a
//     constant, or "unknown unit " + quote(u)) or the converted string
//     filled in: "png: invalid format: not a PNG file". When the method
//     switches on a field (switch e.kind { case KindInvalid: return … })
//     and the value sets that field to the text a case's string constant
//     or literal holds (kind: "invalid", or kind: KindInvalid with const
//     KindInvalid Kind = "invalid"), the message is that arm's text
//     instead, a site even when no hole is filled; of two texts in the
//     arm, one in the body of if e.F (a bool field), a value setting F:
//     true prints that one, a value leaving F out the other. The link
//     pass compares a case with a value of another file the same way, by
//     the constant's text (armsFor);
//   - printf-style helpers that parsers and flag sets define for
//     themselves, p.errorf(…), f.failf(…), p.error(…), Errorf on a value
//     (not a package), when the format is constant and the first argument,
//     or the second after the node it is at (v.error(node, "invalid
//     operation: %v", op)), or when the last argument, first or second,
//     is a message with words made for the call (p.error(x.End(),
//     fmt.Sprintf("expression in %s must be function call", callType)),
//     p.error(pos, "expected "+what)): kind "errorf", class "error". So is a method
//     of the file, whatever its name, that hands a string parameter to a
//     function-typed field of its receiver, the handler a scanner's
//     parser installs (func (s *Scanner) err(msg string) { …; s.Error(pos,
//     msg) }): s.err("literal not terminated");
//   - a value of an error type declared elsewhere (its name ends in
//     Error) whose Message, Msg, message or msg field is set to text of
//     its own: &file.Error{Location: loc, Message: fmt.Sprintf("not enough
//     arguments to call %v", name)}, kind "new", class the type as written
//     ("file.Error"). Its Error method may add a position or a snippet
//     after the text; the record is the field's text. So is a later
//     assignment of text of its own to the message field of such a value
//     kept in a local variable (err := &ParseError{Line: t.line, Column:
//     off - t.noff}; switch mode { case colonMap: err.Message =
//     fmt.Sprintf("expected a colon, not '%c'", r) … }; return err): each
//     assignment is a site, with the literal's other fields, where the
//     text is made (err.Message = msg, passing a text on, is none);
//   - a text a function appends to a local list of strings that it
//     returns joined as one error, errors.New(strings.Join(errs, "\n"))
//     (errs = append(errs, fmt.Sprintf("%s.%s: %s fields are not
//     supported", …)), in the function or a function literal in it):
//     kind "new", class "error", at the appended text; one with under
//     three bytes of literal text of its own is not one; so is a text
//     assigned to the local variable that errors.New(msg) or
//     fmt.Errorf("%s", msg) makes its error of, when the variable is
//     assigned in several places before the call (errmsg =
//     fmt.Sprintf("%s has no .%s field or method", …) in one branch,
//     errmsg = string(nsa) in another), at the assignment, with the
//     call's kind; one that reads the variable only adds to its text.
//     When the texts the variable may hold at the call are known
//     (localtexts.go: its statements followed from its declaration,
//     assignments replacing the text, += adding to it, the branches of
//     an if, switch or select joined, a branch that returns giving none,
//     a loop that only appends adding a hole: msg := "unexpected"; if
//     len(expected) > 0 { msg = "expected"; for … { msg += " " + … };
//     msg += " instead of" }; if eof { msg += " EOF" } …;
//     errors.New(msg)), an assignment is such a site only when its text
//     reaches the call unchanged, and each other text is a site at the
//     call: errors.New(msg), fmt.Errorf(msg), fmt.Errorf("%s", msg) and
//     errors.New(msg + ": " + detail) (at most eight texts; beyond that
//     the two that keep most literal text merged are one, with a hole
//     where they differ);
//   - log calls at warning level and above, kind and errorType "log",
//     errorClass the logging package as imported: "slog" (slog.Warn/Error,
//     their …Context forms, Log and LogAttrs at slog.LevelWarn/LevelError,
//     and the same methods of a *slog.Logger), "zap" (Warn, Error, DPanic,
//     Panic, Fatal of a *zap.Logger; the sugared f and w forms), "logrus"
//     (package functions and a Logger's or Entry's Warn*, Warning*,
//     Error*, Fatal*, Panic*, after WithError/WithField chains), "klog"
//     and "glog" (Warning*, Error*, Fatal*, klog.ErrorS) and "logr"
//     (Error(err, msg, kv…)). A receiver is a logger when the file
//     declares it with one of those packages' logger types (a field,
//     parameter or variable of type *zap.Logger, *slog.Logger, logr.Logger,
//     *logrus.Entry…), when it is a chain from the package (zap.L(),
//     logrus.WithError(err), logger.With(…)), or by name (logger, appLogger,
//     s.log, ErrorLog, lg); its library is then the one logging package
//     the file imports, "" when it imports none or several. Severity:
//     Warn* "warning", Error*, ErrorS and zap's DPanic "error", Fatal* and
//     Panic* "critical", slog's Log by its level argument;
//   - level-less prints, kind and errorType "log", severity "error", class
//     "log" for log.Print* and a *log.Logger's Print* ("" for a logf
//     helper): only when the text reports a failure. The rule: the print
//     goes to a log named for errors (srv.ErrorLog.Printf, or a logf
//     helper of the file that writes to one, as net/http's Server.logf
//     writes to ErrorLog: every logf call of that file counts), or its
//     literal text has a failure word (error, failed, cannot, invalid,
//     refused, denied, timeout, panic, unexpected, missing, … ; failureRE
//     lists them), or an argument is an error by Go's naming (err,
//     readErr, errRead, ErrClosed, lastError) or an x.Error() call. The
//     logf helpers servers define (net/http's Server.logf writing to
//     ErrorLog or log, http2's sc.logf, logf(r, format, …)) count as
//     prints, the format being their first constant string argument; vlogf
//     and other verbose helpers do not. A call that forwards its own
//     format (Printf(format, args...)) is a wrapper, not a site, and a log
//     call guarded by a debug or verbose switch (if debugRoundTrip) is
//     tracing, not an error report;
//   - http.Error(w, msg, code), kind "response", errorType "error", class
//     "http.Error", httpStatus the code when it is a literal or an
//     http.StatusX constant;
//   - a call of a function that prints a string literal with the builtin
//     print and then hands its one string parameter on (the runtime's
//     throw and fatal print "fatal error: " and their argument through
//     printindented), or of one that only passes its string to such a
//     function (sync_fatal(s) { fatal(s) }), with text of its own: kind
//     "throw", class the function qualified with its package
//     ("runtime.throw"), errorType "fatal"; the printed label is the kind
//     of failure, as "panic: " is, and not in the template. Calls in
//     other files and packages (a //go:linkname'd fatal in package sync)
//     are resolved by the link pass.
//
// The link pass (Extractor.Link) joins what a package spreads over its
// files, and what one package of the scan takes from another (an import
// path is the directory whose path ends with it):
//
//   - a hole that names a sentinel (fmt.Errorf("get %q: %w", key,
//     ErrClosed), or pkg.ErrX of a scanned package) takes the sentinel's
//     text: "get {key!r}: store: closed";
//   - a composite literal of an error type whose Error method is in
//     another file, standing where an error goes (returned, panicked,
//     assigned to err or to an element of a collection of errors:
//     errs[key] = EmptyFieldError{Key: key}, or kept in a field named for
//     an error of another value to be returned later: &encodingStructType{
//     err: &UnsupportedTypeError{t}}) or, setting fields, handed
//     to a call (d.saveError(&UnmarshalTypeError{Value: "array", …})),
//     is a site when the fields it sets put text in that
//     method's template: &ParseError{Func: "ParseThing", Input: s, Err:
//     ErrSyntax} is "tok.ParseThing: parsing {s!r}: invalid syntax", class
//     "tok.ParseError". A field the Error method reads through a local
//     variable declared as the receiver (leaf := ve, walked to the
//     innermost cause) is read as the receiver's: a value made with no
//     nested cause prints its own. A literal whose fields set no text of
//     their own (no literal, no sentinel: &SchemaError{url, err}) only
//     carries the error it holds, and its site is tagged
//     catalog.CarrierTag;
//   - a conversion to an error type that is not a struct, standing where
//     an error goes and not panicked, is a site with the type's Error
//     text, the receiver (e, string(e)) set to the operand: return i,
//     CorruptInputError(si - 1) is "illegal base64 data at input byte
//     {…}", class "base64.CorruptInputError", tied with the Error
//     method's record (a constant operand of the file's own type is
//     filled in by the extractor itself, as above);
//   - a package that prints another error's text without a prefix
//     (strings.TrimPrefix(se.Err.Error(), "jsonschema: ") in an Error
//     method) makes that prefix optional at the start of its sites'
//     patterns, which then match inside the wrapper's text;
//   - a call of a helper, a function or method of the package (or of
//     another) that returns or panics with an error built from its
//     parameters (func newError(msg string, err error) error { return
//     fmt.Errorf("%w: %s", err, msg) }, a literal of an error type of its
//     parameters, a printf-style constructor taking format and args...), is
//     a site when its arguments put text in (standing where an error
//     goes, or as the error field, Err or Cause, of a literal that does:
//     &unknownFlagError{Cause: candidates(name, "unknown flag %s",
//     name)}, or as the only argument of a call that does, a collector
//     or wrapper passing it on: if err := c.emit(newPathError(p)); err !=
//     nil; a variable declared with an error type, or a result the
//     function names with one, is where an error goes whatever its name:
//     errRes = errors.Errorf("syntax error: %s", m) in a deferred
//     function literal of func … (errRes *errors.QueryError)): newError("wrong number of segments", ErrBadToken) is
//     "token is malformed: wrong number of segments", class the sentinel the %w parameter receives. A
//     literal of a struct type that embeds error and declares no Error
//     method of its own prints the error it embeds (&Err{error:
//     fmt.Errorf(format, args...)}): NewErr("invalid timestamp %q", s) is
//     "invalid timestamp {s!r}", class the type. A call whose text a
//     site of its line has already (NewValidationError(fmt.Errorf(`"exp"
//     not satisfied`)), the error handed in made there) is not another. A
//     parameter formatted inside the error counts as one the helper
//     builds it from (fmt.Errorf("%s.%s: %s", name, field.Name,
//     fmt.Sprintf(format, args...)): failField(v, ft, "duplicate flag
//     --%s", n) is "{name}.{field.Name}: duplicate flag --{n}"); so is
//     one formatted as an error the error prints (fmt.Errorf("%v: %w",
//     p.pos, fmt.Errorf(format, args...))), one formatted deeper in the
//     error (errors.New(fmt.Sprintf(format, args...) + " at line " + …),
//     the format then filled in with the call's arguments), and one
//     formatted into a local the error prints (msg := fmt.Sprintf(format,
//     args...); return fmt.Errorf("%s:%d: %s", p.name, p.line, msg)). A
//     function that hands another package's helper the text its own
//     format and variadic arguments print (errors.New(fmt.Sprintf(format,
//     args...)) of a module's own errors package whose New keeps a
//     stack, or the same through a local msg := fmt.Sprintf(format,
//     args...) or a parameter formatted with itself) is a printf helper:
//     fail("bad value %d here", n) is "bad value {n:d} here". A
//     value literal whose fields print a parameter's field or method
//     (&UnmarshalTypeError{CBORType: t.String(), GoType:
//     v.Type().String()}) is built from its parameters too when no field
//     has text of its own, so fillPositiveInt(t, val, v) is a site
//     (&unmarshalTypeError{"integer", "", fv.Type()} is made where it
//     is). A method call whose receiver
//     the file declares with an imported package's type (a field, a
//     parameter or a variable l *common.Lexer, named as the receiver or
//     its last selector: p.l.SyntaxErrorAt(…)) is that package's method,
//     and a site only when the call hands it words of its own (not
//     n.SetTypecheck(1)); other method calls are the package's own. A
//     call whose text is one local declared with text of its own at most
//     two lines above it and never assigned again (msg :=
//     fmt.Sprintf("substr second parameter should be a number, got %s",
//     …); return nil, makeRuntimeError(msg, trace)) has its record at
//     that declaration, where the text is made. A helper
//     passing its own format and arguments on to another (failf(format,
//     args...)) is followed to its callers, and so is a parameter the
//     helper formats with itself as the format before it builds the error
//     (if len(a) > 0 { message = fmt.Sprintf(message, a...) }; return
//     &Error{Message: message, …}): NewErrorLexer(l, "unexpected character
//     '%c'", c), handing both on to such a constructor, is "unexpected
//     character '{c}' on line …"; one passing other parameters
//     on is not: the error is made in the inner helper, which its direct
//     callers' text distinguishes. A format the helper puts its own text
//     before, joined by + (fmt.Errorf("lexer: "+format, args...),
//     errors.New(fmt.Sprintf(p.name+": "+format, args...)), newf(head+f,
//     x...) handing it to another printf helper), is its caller's format
//     all the same, the constants' verbs printing the values the call
//     puts before the spread list (fmt.Errorf("line %d: "+format,
//     append([]any{l.line}, a...)...)), or a constant after it the
//     values appended after the variadic parameter (fmt.Errorf(format+":
//     %w", append(args, err)...) is "{format}: {err}"): l.fail("unterminated
//     string %q", s) is "line {l.line:d}: unterminated string {s!r}". A call that
//     hands such a helper no words of its own (failf("%s%s", where, msg))
//     is no site: the helper's words make the error, at its record. A
//     function literal bound to a local
//     variable that is never assigned again (fail := func(kw, format
//     string, a ...any) *ValidationError {…}) is a helper of the function
//     around it, whose calls of it are sites; a call of any other local
//     variable is never taken for a package function of that name. The
//     errorf helpers named above take the text the link finds for them
//     when it knows their definition. A function that returns no value
//     and appends an error built from its parameters to a list named for
//     errors (c.errs = append(c.errs, &QueryError{Message:
//     fmt.Sprintf(format, a...)}), or one behind a pointer: *vs.Errs =
//     append(*vs.Errs, KeyError{Message: msg})) is such a helper too: the
//     list is where its caller finds the error, and c.addErr(loc,
//     "KnownFragmentNames",
//     "Unknown fragment %q.", name) is a site, whatever else the function
//     does before (counts its errors, returns early past a limit); the
//     value appended or stored may be a record of a struct type named
//     for an error that declares no Error method, whose message field
//     holds the text (err := &Error{Location: l, Message:
//     fmt.Sprintf(format, args...)}; e.errors = append(e.errors, err), a
//     checker's list it prints later with positions around each text):
//     e.errs.ReportErrorAtID(id, l, "'%s' is not a type", name) is "'{name}'
//     is not a type", class the type; a type not named for an error (a
//     hint, a note) is not one, nor such a value returned or panicked
//     (a recover makes the error of it); so is one that stores the
//     error in a field named for an error, returning no error, or
//     returning nothing when it is under twenty lines long (p.err =
//     fmt.Errorf(msg, args...) under if p.err == nil, or after a bare
//     return; a longer one works out more of the text itself, the input
//     around the position, and is where the error is made), or returning
//     that field (p.err = fmt.Errorf(…); p.conn.asyncClose(); return
//     p.err);
//   - a constructor that formats its (format, args...) into a local and
//     keeps that text deep in a field of a value of an error type its
//     file declares, which it returns (message := fmt.Sprintf(format,
//     a...); return &Exception{Base: t, Args: Tuple{String(message)}},
//     whose Error method prints the class and each argument in a loop),
//     builds it from its caller's format: ExceptionNewf(TypeError, "bad
//     operand type for unary -: '%v'", a) is "bad operand type for unary
//     -: '{a}'", class the type;
//   - a list of texts that an Error method joins (strings.Join(e.EText,
//     separator)) prints the one text a literal sets it to (EText:
//     []string{s}), and such a literal is no carrier; a local the
//     constructor formats its (format, args...) into in one branch and
//     prints its format as it is in the other (if len(a) > 0 { s =
//     fmt.Sprintf("%s: %s", et, fmt.Sprintf(format, a...)) } else { s =
//     fmt.Sprintf("%s: %s", et, format) }) holds the caller's format
//     filled in, and a helper handing such a constructor its format with
//     a constant after it, whose verbs print values appended after the
//     variadic list (NewErrorf(et, format+": %s", append(a, err)...)),
//     passes its caller's format on: krberror.Errorf(err,
//     krberror.EncodingError, "failed to unmarshal KDC's reply") is
//     "[Root cause: Encoding_Error] Encoding_Error: failed to unmarshal
//     KDC's reply: {err}";
//   - a short method returning nothing that hands a literal built from
//     its parameters to a method of its receiver storing its one error
//     parameter in a field named for an error (l.setError(&SyntaxError{problem:
//     problem, hint: hint, …}), func (l *wktLex) setError(err error) { if
//     l.lastErr == nil { l.lastErr = err } }) is a helper, and so is one
//     passing its parameters on to it: l.setParseError("not enough
//     coordinates", "…") is a site. In a lexer's Error(s string) method,
//     the callback a generated parser calls with its text, a call handing
//     such a helper that parameter changed (strings.TrimPrefix(s, "syntax
//     error: ")) is a site: the parser's call is none the file has;
//   - a string field of a method's receiver that a site or a helper's call
//     prints (return py.ExceptionNewf(py.SyntaxError, "%s",
//     x.errorString); errors.New(p.err); fmt.Errorf("parse: %s", p.err))
//     holds the texts the file's methods of that type store in it
//     (fieldtexts.go): each constant assigned to it (x.errorString =
//     "invalid syntax") or handed to a method of the type that stores its
//     string parameter there (x.SyntaxError("illegal decimal with leading
//     zero"), func (x *T) SyntaxError(s string) { x.errorString = s; …
//     }) is a site at the call that makes the error, where it is made,
//     with the call's text around it; a text fmt.Sprintf makes in the
//     field (p.err, p.errPos = fmt.Sprintf("unexpected token '%s' in
//     declaration", …), …) is a site at that assignment, where the text
//     is made, with the making call's text around it. A field that a
//     method also sets to another value (a local, a call) or to more
//     than twelve texts is left a hole; a setter's calls passing a value
//     that is not constant add none, nor does a setter whose name another
//     type of the file declares too;
//   - an error kept in a field of type error of a struct of the file
//     whose text a call later hands to a helper (p.err =
//     errors.New(msg) in a method of Parser; p := &Parser{…} … return
//     nil, parse.NewError(r, offset, p.err.Error()) in a function of the
//     file, the value the receiver of the method around it or a local
//     declared with a literal of the type) is also that helper's error
//     at each site storing an error in the field, its text in place of
//     p.err.Error(): the record is where the text is made, with the text
//     the helper's error puts around it ("unexpected EOF in expression on
//     line {…} and column {…}"); so is each call of the file of a method
//     of the type that stores in the field the error its caller's format
//     makes (func (p *Parser) failMessage(msg string, args ...any) {
//     p.err = fmt.Errorf(msg, args...) }), passing a constant format
//     (p.failMessage("unexpected newline in throw statement"));
//   - an interpreter's raise function is such a helper too: it returns
//     nothing, formats its own (format, args...) with fmt.Sprintf, and
//     either its name starts with a failure word (raise, throw, fail,
//     panic, fatal, abort, error: RaiseError, throwf) or its last
//     statement panics or calls a failure-named method of its receiver
//     (the VM's handler field, s.Panic(s)): s.RaiseError("bad argument
//     #%v to %v (%v)", n, fn, msg) is a site (raiser);
//   - a formatter, a variadic function returning no error that hands its
//     format and arguments to fmt.Sprintf (the format a parameter, or the
//     first of its variadic arguments: f, _ := args[0].(string);
//     fmt.Sprintf(f, args[1:]...)) and returns the text made or a value
//     every return builds of it (an interpreter's exception object:
//     return r.builtin_new(typ, []Value{newStringValue(msg)})), makes an
//     error where its value unwinds: a call of it panicked
//     (panic(r.NewTypeError("Invalid array length %d", n))) or handed
//     alone, as a statement, to a function named for throwing
//     (vm.throw(r.NewTypeError("Cannot read property '%s' of undefined",
//     g)): throw, raise, panic, abort) is a site, kind "panic", with the
//     call's format and arguments filled in; one named for an error
//     (NewTypeError, newError: its name holds Err or starts with err)
//     makes one wherever it stands where an error goes (return
//     r.newError(r.getReferenceError(), "%s is not defined", name)). A
//     function handing its own variadic arguments on to a formatter it
//     panics with (typeErrorResult(throw, args...) { if throw {
//     panic(r.NewTypeError(args...)) } }) is followed to its callers:
//     r.typeErrorResult(true, "No initial value") is a site. The only
//     argument of such a throwing call stands where an error goes, as
//     panic's does;
//   - a constant of a type with a String method prints that method's
//     text where a hole prints it with %s, %v or %q (quoted): OpSub in
//     "cannot %v %q" is "cannot sub {…}", and Code: CodeSyntax in a
//     literal whose Error method formats "%s: %s" is "syntax error: {d}".
//     The String method is read when it switches on the receiver and
//     returns literals, indexes a table of the file keyed by the
//     constants ({ADD: "+"}), or is the stringer tool's slice of
//     _T_name by _T_index (stringer.go). An Error method's text under if
//     e.Err != nil is left out for a keyed literal that does not set Err;
//   - an Error method that writes its text into a local strings.Builder
//     or bytes.Buffer and returns b.String() prints what its top-level
//     writes say (WriteString, WriteByte, Fprintf(&b, …)), a write inside
//     a block being one hole, when that text has a word of its own
//     (builder.go); so does one that appends its text to a local byte
//     slice and returns string(s) (s := []byte("websocket: close "); s =
//     strconv.AppendInt(s, int64(e.Code), 10); s = append(s, ": "...)),
//     the slice's initial text and its top-level appends read in order; a
//     literal of a generic error type (&Error[T]{…}) is read as one of
//     the type;
//   - a call returned as an error, or assigned to an error variable, that
//     passes no text directly but holds some deeper in its arguments
//     (return nil,
//     ErrInvalidToken(token.Invalid("could not find end character of
//     quoted text", org))), on whose lines no other site is, is a site
//     whose text is the longest string constant of at least three words
//     there (or the fmt.Sprintf of one) with anything before and after
//     it, class "error", tagged catalog.PartTag: how the rest of the text
//     is formed was not followed, and match answers with it as a lead. So
//     is a chain of method calls on a value a call made, a builder's
//     setters (err := settings.newSchemaError(schema, value).
//     withField("maxLength").withReason(fmt.Sprintf("maximum string length
//     is %d", n))), returned from a function that returns an error or
//     assigned to an error variable, with the longest such text of all
//     its calls' arguments, when none of its calls is a site (parts.go).
//
// Severity is "fatal" for panics, throws and log.Fatal*/log.Panic* (an
// unrecovered panic ends the program) and "error" for returned errors.
//
// The class of an errors.New or fmt.Errorf held in a package-level variable
// (var ErrX = errors.New("…")) is that variable qualified with the package
// name: "io.ErrUnexpectedEOF". The class of a fmt.Errorf whose %w verb wraps
// a sentinel is that sentinel as the code names it: an identifier declared at
// package level in the file or spelled like one (ErrX, errX) is qualified
// with the file's package ("fs.ErrNotExist" stays as written when it is a
// selector on an imported package). Everything else is class "error". The
// class is a label for people; matching sees only the message, since a Go
// error prints no type.
//
// Messages: printf formats go through template.ParsePrintf with the source
// text of each argument; a %T whose argument is a typed literal (false,
// "", time.Time{}, &T{} of a package-qualified type, int8(x)) prints that
// type at every run and is literal text ("unable to cast {i} of type {i}
// to bool": staticTypeVerbs), also where the format is a constant of
// another file. A format that is a local string variable holding only
// constants where it is read, as localtexts.go follows its texts (f :=
// "pq: wrong value for %q: "; if env { f = "pq: wrong value for $%s: "
// }), or such a variable joined by + with constants
// (fmt.Errorf(f+"%q is not supported", k, v)), is each text it may hold,
// one site per text at the call (at most four; texts that differ only in
// how a hole prints, "%q" or "%v", make one site printing it plainly);
// "a" + "b" and package-level string constants fold
// into literals; x + "b" becomes a hole and a literal; panic(fmt.Sprintf(…))
// and panic(errors.New(…)) take the inner message (one site, not two); any
// other non-constant message is a hole holding its expression. A
// structured log call's message is its msg argument alone: slog's, zap's
// and klog's handlers print the attributes after it in their own form
// (key=value, a JSON object, a tab-separated object), match reads a
// structured line's msg field followed by its err or error field, and a
// record's pattern matches a message that more text follows, so the msg
// alone is what every handler's line matches. The attribute keys are not
// in the template. log.Fatal and
// log.Panic concatenate their operands like fmt.Sprint, the ln forms with
// spaces.
//
// Context.Function is the enclosing function as the Go runtime prints it
// without the package: "Serve", "Server.Serve" or "(*Server).Serve" (type
// parameters dropped); code in a function literal belongs to the declared
// function around it. Guard is built as package guard describes, within the
// function (a function literal stops it): the condition of the innermost if
// whose body holds the site with the negated conditions of the earlier
// branches of its else-if chain, all of them negated in the final else; the
// case clause of an expression switch ("k == 0 || k == 1", "name == \"\""),
// or for the default the negated values of the other cases when there are
// at most guard.Max (a clause that the one above falls through into gets
// none); and the negated conditions of the ifs right above the site whose
// bodies return, break, continue, goto, panic, log.Fatal or os.Exit (an if
// with an init statement ends that run: its variables are gone after it).
// A single negated condition is written out where that is exact (!ok gives
// ok, a == b gives a != b), else kept with Negated. Cause is the operand of
// the first %w, or Wrap's error. Docstring is the enclosing function's doc
// comment, Comments the comment group on the lines just above the site and
// the one above the if chain or case that gives the guard.
//
// The link pass (link.go) resolves what one file cannot: panic(v) and
// error values whose type, Error method or value another file of the
// package (or another package) declares. A panic of a conversion, a
// composite literal or a package-level variable of such a type takes the
// type's Error texts with the fields (or the converted string) it sets
// filled in: panic(plainError("close of closed channel")),
// panic(divideError) with var divideError = error(errorString("integer
// divide by zero")) and errorString's Error "runtime error: " +
// string(e). A panic of a conversion to a string type of the package
// that has no Error method (type rangeError string) takes the converted
// text: panic(rangeError(fmt.Sprintf("Cannot convert %s to a BigInt",
// v))) is "Cannot convert {v} to a BigInt". An Error method that formats a table of strings indexed by a
// field of its receiver (the runtime's boundsErrorFmts, whose %x and %y
// its loop replaces by e.x and e.y) gives one text per entry, the entry
// whose key the value sets, or all of them for a value whose code is
// unknown (var e boundsError; …; panic(e)); one that returns a table's
// entry indexed by the receiver (syscall.Errno's errors[e]) makes each
// entry a record where it is written. An error value of a type named
// …Error of another file or package (&PathError{Op: "open", Path: name,
// Err: e} through os's type PathError = fs.PathError) is a record when
// its fields add text to the type's Error template ("open {name}:
// {e}"). A package the scan does not hold whose import path is the
// standard library's resolves to stdlib.json, GOROOT's exported error
// types and sentinels as this extractor reads them (stdlib.go):
// &strconv.NumError{fn, s, strconv.ErrSyntax} in a module scanned alone
// is "strconv.{fn}: parsing {s!r}: invalid syntax". An Error method that
// hands its receiver's text to a formatter it does not read
// (e.FormatError(…) returning FormatError(e.Message, e.Token, …)) has the
// text of that argument: a string field, or the returns of the receiver's
// method (e.msg()); a helper building a type whose Error text has no words
// of its own sets the text through its message field, so its calls are
// records of the text they pass. A package-level variable bound to
// errors.New or fmt.Errorf (var New = errors.New) is a helper, and a
// package-level error variable's initializer is where an error goes (var
// ErrX = pkg.New("…")). //go:linkname directives bind a variable or
// function to its target (internal/runtime/maps's errNilAssign is runtime's
// maps_errNilAssign = plainError("assignment to entry in nil map")). A
// package's files share one scope: panic(v) of a name the file does not
// declare is the package-level v of another of its files
// (panic(errNilAssign) in runtime_fast64.go and runtime_faststr.go, whose
// variable runtime.go declares).
// Names resolve in the file's folder, a qualified name in the folders
// whose path ends with its import path (an import is known by the name
// the Go tools assume for its path: its last element without a major
// version, a gopkg.in ".vN", a "go-" prefix and what follows a byte that
// cannot be in a name, so github.com/go-jose/go-jose/v4 is jose and
// graphql-go is graphql); a module's own path that no folder
// spells (the scan's root, ozzo-validation/v4@v4.4.1 imported by its is/
// as github.com/go-ozzo/ozzo-validation/v4) names the one package whose
// name is the path's last element less a major version (/v4) and a go-
// prefix, or that element's last dash-separated word (validation).
//
// The sites of a file whose //go:build constraint holds on no system and
// architecture without a tag chosen at build time (compiler_bootstrap,
// ignore, integration; not linux or unix, which a plain build on those
// systems builds) carry the tag catalog.ConstrainedTag: match places a
// site that a plain build builds before them.
//
// The sites of an unexported function that no code of its package names
// (its Go files, the `·name` symbols of its assembly files, which the
// extractor reads for that alone, and //go:linkname and //export
// directives, another package's linkname included) carry the tag
// catalog.UncalledTag (uncalled.go): only calls a compiler generates by
// name reach such a function (runtime.goPanicIndex, on wasm only, where
// other systems' assembly calls panicBounds64; panicdottypeI, which
// hands on to panicdottypeE), or nothing does. Match places a site the
// package's own code reaches before them.
//
// The sites of code only a command runs carry the tag
// catalog.CommandOnlyTag (commands.go): a main package's (the name most
// of a folder's files give that is no external test's), and an internal
// package's that packages of the scan import, none of which any program
// may link (neither a command nor internal, outside the folders the go
// command ignores: testdata, _gen; or internal and imported by one; a
// file no build compiles, //go:build ignore or tools, imports nothing): a
// Go distribution's cmd/asm/internal/asm and cmd/go/internal/cmdflag. Of
// GOROOT/src's 19,001 records (Go 1.26.8), 4,624 of cmd/'s 4,688 carry
// it, and 461 elsewhere (internal/fuzz and internal/testenv, which only
// test binaries link; generators under _gen folders). Match lists such a
// record of a runtime or an installed package after one of equal score
// another program may run.
//
// Files ending in _test.go are skipped: test failures are not errors the
// code raises. A file that does not parse is an error "path:line:col: msg".
package golang
