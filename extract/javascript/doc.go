// Package javascript extracts error sites from JavaScript and TypeScript
// source with tree-sitter: throw statements, Promise.reject calls, log
// calls at warning level and above, Express error responses and the
// classes that extend Error.
//
// Files ending in .js, .mjs, .cjs and .jsx are parsed with the JavaScript
// grammar (which reads JSX), .ts, .mts and .cts with the TypeScript grammar
// and .tsx with the TSX grammar. Minified files (lines over 1,000
// characters holding more than half the bytes, a source-map comment left
// out) that name their source map (//# sourceMappingURL=…) and
// declaration files (.d.ts) are not analysed: scan reads the original
// sources such a map holds, and match reads a frame in the file through
// it. A readable file with a few long lines (a Unicode table, an inline
// source map at its end) is analysed, and so is a minified file without a
// map (a package's one-line bundle, build/index.cjs): each site on a line
// over 1,000 characters carries the columns of its statement
// (extract.Site's Column and EndColumn; the record's catalog.ColumnTag),
// which is how a stack frame's line:column into that line picks its site
// among the line's others.
//
// Besides throw statements and Promise.reject, an error object built with
// new and handed on — passed to a call such as callback(new Error(…)) or
// emit("error", …), or returned — is a site when its class looks like an
// error (its name ends in Error, Exception, Failure or Fault, or it extends
// one in the same file); errors given to test assertions (t.throws,
// expect(…).toThrow) are not.
//
// A call of an error-reporting callback with text of its own is a site of
// kind "report", class "Error" (the class the callback builds is not known
// where it is called; every error class extends Error): onError(offset,
// 'MISSING_CHAR', msg), this.onError(…), and the other callees named
// onErr, reportError, raiseError, error or fail, called as a plain name or
// a method of this. Parsers that collect their errors (eemeli/yaml's
// composer) pass such a callback down; the function behind it builds the
// error from its parameters and has only holes. A string argument spelled
// like a code ('BAD_INDENT') is the site's errorCode; the message is the
// other argument with the most literal text, and a message chosen by a
// conditional (atRoot ? `… must end with a ${end}` : `… must be
// sufficiently indented …`), directly or through the local holding it,
// gives one site per branch.
//
// Error(…), TypeError(…) and the other builtin error classes called
// without new construct an error as new does: returned by a factory
// (function illegal(token) { return Error("illegal token '" + token +
// "'") }), held in a variable that is thrown, or handed to a call as its
// first argument (done(RangeError(…)), cond || throws(SyntaxError(…))),
// they are sites; one given after another argument may be what a test
// expects (assertThrows(f, Error(…))) and is not. A plain function named
// throws or rejects given the error first is a function that throws it,
// not the assertion of that name (which takes the function or promise
// first). A bundler's alias of a builtin class (rollup's const
// SyntaxError$1 = SyntaxError, where a module's own name shadows the
// global) is that class: the error prints SyntaxError.
//
// The link pass (Extractor.Link) resolves names across the modules of the
// scan (relative import and require specifiers, with or without their
// extension, a directory's index, a compiled .js import of a .ts source,
// and the names a module passes on: export * from './x', export { X }
// from './x', tsc's __exportStar(require("./x"), exports); a default
// export as Babel writes it, var _default = exports.default = X, or var
// _default = X; exports.default = _default):
//
//   - a class extending Error whose constructor makes the text (super(`${status}:
//     ${message}`), super(parts.join(' / ')) of an array the site gives,
//     this.message = …, Object.defineProperty(this, "message",
//     {value: …}), a message getter reading this.f fields the constructor
//     sets from its parameters, or a base class of the code's own given
//     super's arguments; the constructor's locals above the statement
//     are read: const header = `Invalid ${kind} object.`; this.message =
//     `${header}${details}`) gives every site that builds an instance its text
//     with the arguments filled in: new NotFound(`key ${key}`) is "404: key
//     {key} not found";
//   - a class a compiler wrote for ES5 (es5.go): tsc's function C in an
//     IIFE given the base, with __extends(C, _super) and var _this =
//     _super.call(this, "… ".concat(p)) || this, or Babel's with
//     _inherits/_inheritsLoose, _super.call(this, …) or _callSuper(this,
//     C, […]) and the base wrapped in _wrapNativeSuper(Error), is read as
//     the class it was compiled from (_this.message = … as this.message);
//     so is a constructor function written for ES5 by hand whose
//     prototype chain a statement beside it sets up to an error's
//     (F.prototype = new RangeError(), Object.create(Error.prototype),
//     util.inherits(F, Error), Object.setPrototypeOf(F.prototype,
//     B.prototype), B named like an error): its this.message = … and
//     B.call(this, …) (es5.go's protoClass);
//   - a function or method that throws an error built from its parameters
//     (function assert(cond, msg) { if (!cond) throw new Error(msg) }, an
//     invariant(cond, format, ...args) whose format util.format fills)
//     makes each call standing as a statement whose arguments add text a
//     site of its own, at the call: assert(ok, "Invalid schema content: " +
//     x) is "Invalid schema content: {x}"; a function handing its
//     parameters to a helper (this.errorHandler.tolerateError(index,
//     msg), a method of any class of the module called on an object the
//     instance holds; var error = this.constructError(msg); return error)
//     is a helper too, and so is an arrow whose expression body hands its
//     rest parameter on behind a guard (const enforce = (ok, ...args) =>
//     ok || fail(...args): the helper's parameters take the arguments after
//     the condition; ok || fail(msg) as a statement is a call of fail).
//     A function expression assigned to a property of exports or
//     module.exports (exports.assertIs = function (value, valueName,
//     types) {…}, tsc's CommonJS form of an exported arrow function) is a
//     function of the module, not a method of any object: other modules
//     call it through their import (utils_1.assertIs(title, 'title',
//     ['string']), re-exported by an index's __exportStar), and the
//     module itself as exports.assertIs(…).
//     this.m(…) in a plain function (a hook or plugin its
//     host calls with this bound) calls the method m of the module's
//     classes. A report callback's site (above) takes the text of the
//     helper behind it when the link knows it. A call standing as a
//     statement of a function named throw… (throwError,
//     throwArgumentError) that the link finds in no module of the scan (a
//     method of an object another package made: logger.throwArgumentError(
//     "invalid address", "address", address); a function of a package or
//     a local one it does not read as a helper) is a site of kind "report",
//     class Error, at the call: the argument with the most literal text (a
//     code-like string left out), then a hole when arguments follow it,
//     which such a function prints after it.
//
// Log calls at warning level and above are sites of kind and errorType
// "log": console.error and console.warn (class "console"), and the error,
// warn, warning, fatal, critical/crit, alert and emerg methods of a logger
// (winston, pino, bunyan, log4js, NestJS's Logger), recognised by the
// receiver's name (logger, this.logger, log, req.log, appLogger, winston:
// the last component), class the library the file requires or imports
// ("winston", "pino", "bunyan", "log4js", "nestjs"), "" when it loads
// none. winston's logger.log('error', …) takes its level from the first
// argument. Severity: warn and warning "warning", error "error", the
// others "critical". The message is what util.format prints: a literal
// format's %s %d %i %f %j %o %O verbs take the arguments after it, and
// console joins the rest with spaces; for a logger the arguments after
// the format are metadata and are left out, and pino's and bunyan's
// leading object (logger.error({err}, "msg")) is skipped.
//
// An Express error response, res.status(N).send(msg), .json(body) or
// .end() with a literal N of 400 or more, is a site of kind "response",
// errorType "error", httpStatus N, class the call as written
// ("res.status(404).json"); its message is a string body, or a body
// object's message, error, detail or msg property (one level down too).
//
// A message is rebuilt from the constructor's first argument that carries
// literal text: string literals, template literals (each ${expr} a hole,
// or the text it holds: a local holding text, const where = `line
// ${line}`; a nested literal or concatenation),
// + concatenation, String(x) and x.toString() (a hole for x), util.format
// and sprintf with a literal format (each verb a hole), another formatter
// given a literal format with placeholders (a function or method named
// format, fmt, vsprintf, formatString, formatMessage or interpolate:
// v.format("Unknown validator %{name}", {name}) is "Unknown validator
// {%{name}}", each %s, %0, {0}, {name}, %{name} or ${name} a hole), a local
// const/let/var holding any of these, and a call of a parameterless
// function declared in an enclosing block whose body returns one
// (function unknownMsg() { return `unknown format "${f}"` }), or of a
// function of the file with parameters (declared in an enclosing block,
// or assigned to a property of exports) that returns one text after
// statements computing its locals (a loop filling a list it joins: for
// (…) { allowed[i] = backtick(types[i]) }; var joined = allowed.join('
// or '); return backtick(valueName) + " must be of type " + joined), the
// call's arguments in its parameters, its locals holes. Anything else
// becomes a single hole.
//
// A conditional that prints a text or nothing (value !== undefined ? `
// ${JSON.stringify(value)}` : "") is that text, optional.
//
// Text appended to a local in the body of an if without else above the
// site (let msg = `Could not resolve '${name}'.`; if (message) { msg +=
// ` ${message}` }; msg += EOL + EOL; …; super(msg)) is optional: the
// caller's detail when it gives one.
//
// A local message that branches above the site assign (let message =
// `${name} is expected`; if (…) message = 'Identifier is expected'; …
// this.error(message)) gives one site per value it may hold, msg ||
// 'default' either of the two, and msg = msg.replace('%0', v) keeps what
// it held; one declared without a value (let reason; switch (kind) {
// case "list": reason = `expected …`; break; default: reason = '…' })
// holds only what the assignments below it give; a returned call of an instance-held object's method passing
// such a local (return this.errorHandler.createError(index, line, col,
// msg)) is read for each.
//
// A message table, an object of texts by key (a const or var in any
// scope, a property of exports, wrapped in Object.freeze, or a
// TypeScript string enum) or an array of texts by index, read by reference (Messages.UnknownLabel,
// messages_1.Messages.UnknownLabel, Messages["UnknownLabel"]) stands for
// the key's text; each placeholder a formatter fills (%0, {0}, %s, {name},
// ${name}) is a hole, and fmt.replace(/%(\d)/g, …) is fmt; a helper's
// new Error(msg || ec[ind]) called as err(1) has the table's text at 1,
// as err(6, 'invalid zlib data') the text given. A table
// another module exports is read in the link. Babel's core-js runtime
// form of a concatenation ((0, _concat["default"])(s).call(s, x)) is the
// concatenation. A table of message functions (const messages = {
// required: (name) => `${name} is required` }) called as
// messages.required(n) is the function's text with the call's arguments,
// and so is a class's static method that returns one text after its
// declarations (SyntaxError.buildMessage(expected, found)), or a
// function assigned to a property of an ES5 constructor function
// (peg$SyntaxError.buildMessage = function (expected, found) {…});
// a constructor handing super a table read by its parameter
// (super(CODES[code])) prints the table's text at the key its caller
// gives (new CodedError('E_DEPTH')), and one whose parameter defaults to
// a text (constructor(message = '…'), or a name holding one: message =
// DEFAULT_MESSAGE) or stands beside one (super(message || 'Request
// aborted'), this.message = reason ?? ABORTED; as tsc writes them for
// ES5, if (message === void 0) { message = '…'; } and message !== null
// && message !== void 0 ? message : '…') prints the text when new leaves
// it out or gives undefined (void 0), the argument when it gives one.
//
// A factory returning the error it constructs, directly or through the
// local holding it (const error = new SyntaxError(String(msg));
// error.code = code; return error), whose text reads a table by a
// parameter (msg = (messages || errorMessages)[code] + (extra || ""):
// the caller's table when it gives one, else the module's) makes
// each of its calls that passes a constant key a site with that key's
// text, the parts the call leaves out or gives as void 0 their defaults:
// thrown (throw createCompilerError(0, loc)), handed to another call
// (context.onError(createCompilerError(28, loc))) or returned, a key
// chosen by a conditional (createCompilerError(isBind ? 34 : 35, loc))
// a site per key; a
// function handing its own parameters to such a call (function
// emitError(code, index, message) { onError(createCompilerError(code, …,
// void 0, message)) }) is one too, its calls emitError(5, end) the sites.
// A factory may also hold the error in a local declared without a
// value that one statement assigns a construction (let err; if (…) { err
// = message } else { err = new Error(message) }; return err), and append
// to its message before returning it (if (response) { err.message += ': '
// + response }: optional text, as the if may not run); its calls handed
// to a callback (callback(this._formatError('Invalid login', 'EAUTH',
// str))) are sites "Invalid login[: {str}]", and so are those whose
// result a local or a property named like an error holds (const err =
// this._formatError("Can't send mail …", 'EENVELOPE', reply);
// envelope.mailError = …; not var isString = defType("string")); a call giving
// a falsy literal (false, null, undefined, void 0) for what the optional
// text prints (this._formatError('No recipients defined', 'EENVELOPE',
// false)) has no such text.
// A table's computed keys are its keys: a number or string ([5]: "…", an
// enum's numbers as compilers inline them) or the expression as written
// ([ErrorCodes.X_INVALID_END_TAG]: "…"), which a call passing the same
// expression names. A site at a call of a factory (thrown, with the
// call's arguments in the factory's text) names the factory's own line in
// a comment ("built by typeError() at stringify.js:18") and in the tag
// catalog.BuiltByTag ("built-by:stringify.js:18"), by which the matcher
// knows the place the error object was made; so does a site at a call of
// a helper that throws, or of a factory handed on ("thrown by
// assertRange() at cjs/utils/validators.js:157", the same tag): a call
// giving only a name and numbers (assertRange(index, 'index', 0, n)) does
// not tell itself from the helper's own record, where the error is made.
//
// The context comes from the shared walk of package tsutil (the node kinds
// are in kinds): the guard of the if, else-if, else or switch case around
// the site (case values compared with ===), with the negated conditions of
// the ifs right above it whose bodies return, throw, break, continue or
// call process.exit; the catch clause as written; the innermost named
// function. Syntax errors follow tsutil's policy; a minified file that
// names its source map fails with "path:line: minified (N characters on
// one line)".
package javascript
