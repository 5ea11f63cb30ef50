'use strict';

class ValidationError extends Error {
  constructor(msg, field) {
    super(msg);
    this.field = field;
  }
}

class SchemaError extends ValidationError {}

class NotAnError extends Map {}

const HttpError = class extends errors.BaseError {};

/**
 * Parses a version string.
 * @param {string} v
 */
function parse(v, options) {
  if (typeof v !== 'string') {
    // only strings are accepted
    throw new TypeError(`Invalid version. Must be a string. Got type "${typeof v}".`) // want TypeError "Invalid version. Must be a string. Got type \"{typeof v}\"."
  }
  if (v.length > 256) {
    throw new TypeError('version is longer than ' + 256 + ' characters') // want TypeError "version is longer than 256 characters"
  } else if (!options) {
    throw new RangeError("no options for " + v + ", " + String(options)) // want RangeError "no options for {v}, {options}"
  }
  const msg = `cannot parse ${v}: ` + reason(v);
  if (!ok(v)) throw new SchemaError(msg, 'v') // want SchemaError "cannot parse {v}: {reason(v)}"
  throw TypeError("plain call " + v.toString()) // want TypeError "plain call {v}"
}

function noMessage() {
  throw new Error() // want Error ""
}

function holeOnly(err) {
  throw new Error(err.message) // want Error "{err.message}"
}

function braces(o) {
  throw new Error(`{literal} braces and ${o.a}`) // want Error "{{literal}} braces and {o.a}"
}

function escapes() {
  throw new Error('tab\there \u00e9 \x41 \u{1F600} quote\'s') // want Error "tab\there é A 😀 quote's"
}

function multiline(a,
  b) {
  throw new errors.NotFound( // want errors.NotFound "not found: {a.b.c}"
    `not found: ${a
      .b
      .c}`)
}

const arrow = async (x) => {
  if (!x) return Promise.reject(new ValidationError("missing x")) // want ValidationError "missing x"
  return Promise.resolve(x)
}

function rethrow() {
  try {
    work()
  } catch (e) {
    throw e
  }
}

function rethrowOther(cb) {
  cb(function (err) {
    if (err) throw err
  })
}

// A JavaScript error's stack is taken where it is constructed: the site is
// the construction, not the throw of the variable.
function assigned(code) {
  const err = new HttpError('bad code ' + code) // want HttpError "bad code {code}"
  throw err
}

function withCode(p) {
  throw Object.assign(new Error(`ENOENT: no such file, open '${p}'`), { code: 'ENOENT' }) // want Error "ENOENT: no such file, open '{p}'"
}

function createErr(status) {
  throw createError(400, 'Bad request: ' + status) // want createError "Bad request: {status}"
}

function withCause(e) {
  throw new Error('wrapped', { cause: e }) // want Error "wrapped"
}

function sentinel() {
  throw ERR_CLOSED // want ERR_CLOSED ""
}

function numbersAdded(a, b) {
  throw new Error(a + b) // want Error "{a + b}"
}

function spread(args) {
  throw new Error(...args) // want Error "{...args}"
}

Foo.prototype.bar = function (n) {
  throw new RangeError(`n out of range: ${n}`) // want RangeError "n out of range: {n}"
}

module.exports = {
  helper(x) {
    throw new Error('helper ' + x) // want Error "helper {x}"
  },
}

function negated(x) {
  if (x.ok) {
    return x
  } else {
    /* block comment */
    // line comment
    throw new Error('not ok: ' + x.reason) // want Error "not ok: {x.reason}"
  }
}

async function handled(path) {
  try {
    await read(path)
  } catch (err) {
    throw new errors.ReadError(`read ${path}: ${err.message}`, { cause: err }) // want errors.ReadError "read {path}: {err.message}"
  }
}

class Parser {
  /**
   * Reads one token.
   */
  next() {
    throw new SyntaxError("Unexpected token " + this.tok + " at " + this.pos) // want SyntaxError "Unexpected token {this.tok} at {this.pos}"
  }

  static create = (opts) => {
    if (opts == null) throw new TypeError('opts required') // want TypeError "opts required"
  }
}

function checkStrictMode(it, msg, mode) {
  msg = `strict mode: ${msg}`
  if (mode === true) throw new Error(msg) // want Error "strict mode: {msg}"
}

// A conditional in the message gives a site per branch.
function limitExceeded(options, parts) {
  var limit = options.parameterLimit === Infinity ? void undefined : options.parameterLimit
  if (parts.length > limit) {
    throw new RangeError('Parameter limit exceeded. Only ' + limit + ' parameter' + (limit === 1 ? '' : 's') + ' allowed.') // want RangeError "Parameter limit exceeded. Only {limit} parameter allowed." RangeError "Parameter limit exceeded. Only {limit} parameters allowed."
  }
}

function callbackStyle(path, cb) {
  if (!path) return cb(new TypeError('path required')) // want TypeError "path required"
  stream.emit('error', new errors.StreamError(`bad chunk at ${path}`)) // want errors.StreamError "bad chunk at {path}"
  this.errors.push(new SchemaError(`duplicate key ${path}`)) // want SchemaError "duplicate key {path}"
  cb(Object.assign(new Error('ENOENT ' + path), { code: 'ENOENT' })) // want Error "ENOENT {path}"
  return new RangeError('factory result') // want RangeError "factory result"
}

function notErrors() {
  const m = new Map()
  use(new Date(), new URL('x'))
  const e = new Error('stored, not thrown')
  const stack = new Error().stack
  return new Promise((resolve, reject) => reject(new Error('rejected ' + m))) // want Error "rejected {m}"
}

function assigned2(p) {
  if (p) return Promise.reject(Object.assign(new Error('rejected with code'), { code: 1 })) // want Error "rejected with code"
  return Object.assign(new TypeError('returned with code'), { code: 2 }) // want TypeError "returned with code"
}

function coded(doc) {
  doc.errors.push(new YAMLParseError(pos, 'MULTIPLE_DOCS', 'Source contains multiple documents')) // want YAMLParseError "Source contains multiple documents"
  throw new HttpError(404, 'Not found') // want HttpError "Not found"
}

test('throws', (t) => {
  t.throws(() => parse('x'), new RangeError('expected in a test'))
  expect(() => parse('x')).toThrow(new TypeError('expected too'))
  assert.throws(() => parse('x'), new TypeError('and this'))
  sst['throws'](() => parse('x'), new TypeError('subscripted'))
})

function reportError(source, code, message) {
  this.errors.push(new YAMLParseError(getErrorPos(source), code, message)) // want YAMLParseError "{message}"
}

function formatted(name, n, obj) {
  throw new Error(util.format('unknown option %s (%d given), config %j, 100%%', name, n, obj)) // want Error "unknown option {name} ({n:d} given), config {obj}, 100%"
  throw new TypeError(sprintf('%(key)s is %s', name)) // want TypeError "{key} is {name}"
}

// Babel compiles a template literal to "…".concat(…).
function checkLength(str, min) {
  if (str.length < min) {
    throw new Error("Expected length of at least ".concat(min, ", got ").concat(str.length)); // want Error "Expected length of at least {min}, got {str.length}"
  }
}

// An error made into a variable that is passed on (nunjucks' _prettifyError).
function prettify(path, err) {
  if (!err.Update) {
    err = new TemplateError(err) // want TemplateError "{err}"
  }
  err.Update(path)
  return err
}

// A function that builds the message from its parameters (picomatch).
const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

function brackets(opts) {
  if (opts.strictBrackets === true) {
    throw new SyntaxError(syntaxError('closing', ']')); // want SyntaxError "Missing closing: \"]\" - use \"\\\\]\" to match literal characters"
  }
}

// csv-parse's shape: the message given as an array of parts the error's
// constructor joins.
class CsvError extends Error {
  constructor(code, message, options, ...contexts) {
    if (Array.isArray(message)) message = message.join(" ").trim();
    super(message);
    this.code = code;
  }
}

function cast(options) {
  if (options.cast !== true) {
    throw new CsvError("CSV_INVALID_OPTION_CAST", [ // want CsvError "Invalid option cast: cast must be true or a function, got {JSON.stringify(options.cast)}"
      "Invalid option cast:",
      "cast must be true or a function,",
      `got ${JSON.stringify(options.cast)}`,
    ], options);
  }
  if (options.delimiter === "") {
    throw new Error(["delimiter", "must not be empty"].join(" ")); // want Error "delimiter must not be empty"
  }
}

// Either branch of a conditional, handed on through a variable, is made
// where it is constructed.
function recordLength(columns, expected, got, onError) {
  const err =
    columns === false
      ? new CsvError("FIELDS", ["Invalid Record Length:", `expect ${expected},`, `got ${got}`]) // want CsvError "Invalid Record Length: expect {expected}, got {got}"
      : new CsvError("COLUMNS", ["Invalid Record Length:", `columns length is ${columns.length},`, `got ${got}`]); // want CsvError "Invalid Record Length: columns length is {columns.length}, got {got}"
  onError(err);
}

// An element that may be undefined prints nothing when it is: join prints
// undefined and null as "".
function quote(field, bom) {
  throw new CsvError("INVALID_OPENING_QUOTE", [ // want CsvError "Invalid Opening Quote: value is {JSON.stringify(field)} ({bom} bom)"
    "Invalid Opening Quote:",
    `value is ${JSON.stringify(field)}`,
    bom ? `(${bom} bom)` : undefined,
  ]);
}

function assignTo(expr, isBind) {
  if (!expr) throw new SyntaxError(isBind ? 'Binding nothing' : 'Assigning to nothing') // want SyntaxError "Binding nothing" SyntaxError "Assigning to nothing"
  const err = new TypeError((isBind ? 'Binding' : 'Assigning to') + ' rvalue ' + expr.type) // want TypeError "Binding rvalue {expr.type}" TypeError "Assigning to rvalue {expr.type}"
  return err
}

function invalidDate(reason, explanation) {
  const invalid = reason instanceof Error ? reason : new TypeError(reason, explanation) // want TypeError "{reason}"
  throw new RangeError(invalid) // want RangeError "{invalid}"
}

function validateClose(open, close) {
  close = close.path ? close.path.original : close
  if (open.path.original !== close) {
    throw new SyntaxError(open.path.original + " doesn't match " + close) // want SyntaxError "{open.path.original} doesn't match {close}"
  }
}

function preparePath(data, parts) {
  var original = data ? '@' : ''
  for (var i = 0; i < parts.length; i++) {
    original += '/' + parts[i]
    if (parts[i] === '..') {
      throw new SyntaxError('Invalid path: ' + original) // want SyntaxError "Invalid path: @/{parts[i]}"
    }
  }
}
