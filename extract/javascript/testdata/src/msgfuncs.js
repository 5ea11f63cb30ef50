// Message tables of functions, and a table read by a constructor's
// parameter that its callers give a key.
'use strict';

const messages = {
  required: (name) => `${name} is required by the schema`,
  tooLong(name, max) {
    return `${name} must be at most ${max} characters long`;
  },
  later: function (what) { return 'Expected ' + what + ' later in the input'; },
};

const CODES = {
  E_EMPTY: 'The input document is empty and cannot be parsed',
  E_DEPTH: 'Nesting is deeper than the allowed maximum',
};

class CodedError extends Error {
  constructor(code) {
    super(CODES[code]);
    this.code = code;
  }
}

class ParseError extends Error {
  constructor(message = 'The parser failed for an unknown reason') {
    super(message);
    this.name = 'ParseError';
  }
}

// A constructor printing a text of its own when the caller gives none:
// super(message || '…'), message ?? a const, a default naming a const.
const ABORTED = 'The operation was aborted';
class TimeoutError extends Error {
  constructor(message) {
    super(message || 'The operation timed out');
  }
}
class AbortError extends Error {
  constructor(message = ABORTED) {
    super(message);
  }
}
class CancelError extends Error {
  constructor(reason) {
    super();
    this.message = reason ?? ABORTED;
  }
}

function fallbacks(k, n) {
  if (k === 1) throw new TimeoutError(); // want TimeoutError "The operation timed out"
  if (k === 2) throw new TimeoutError(`timed out after ${n}ms`); // want TimeoutError "timed out after {n}ms"
  if (k === 3) throw new AbortError(); // want AbortError "The operation was aborted"
  if (k === 4) throw new CancelError(undefined); // want CancelError "The operation was aborted"
  if (k === 5) throw new CancelError(n); // want CancelError "{n}"
}

function check(k, n) {
  if (k === 1) throw new Error(messages.required(n)); // want Error "{n} is required by the schema"
  if (k === 2) throw new TypeError(messages.tooLong(n, 10)); // want TypeError "{n} must be at most 10 characters long"
  if (k === 3) throw new Error(messages.later('a comma')); // want Error "Expected a comma later in the input"
  if (k === 4) throw new CodedError('E_DEPTH'); // want CodedError "Nesting is deeper than the allowed maximum"
  if (k === 5) throw new ParseError(); // want ParseError "The parser failed for an unknown reason"
  if (k === 6) throw new ParseError(`Unexpected ${n}`); // want ParseError "Unexpected {n}"
}

// A class whose static method builds the text from the parts it is
// given, after declaring the helpers it uses (a generated parser's
// SyntaxError.buildMessage).
class GrammarError extends Error {
  static buildMessage(expected, found) {
    function describeFound(f) {
      return f ? '"' + f + '"' : 'end of input';
    }
    const sep = ', ';
    return 'Expected ' + expected.join(sep) + ' but ' + describeFound(found) + ' found.';
  }
}

function fail(expected, found) {
  throw new GrammarError(GrammarError.buildMessage(expected, found)); // want GrammarError "Expected {expected.join(sep)} but {describeFound(found)} found."
}

// An assertion helper printing a default when its caller gives no text.
function assert(val, msg) {
  if (!val) throw new Error(msg || 'Assertion failed'); // want Error "{msg || 'Assertion failed'}" Error "Assertion failed"
}

module.exports = { check, CodedError, fail, assert };

// A lexer whose prototype method builds the text as lines it joins: the
// first line from its parameters, then a frame of the input.
function Lexer(input) {
  this.input = input;
}

Lexer.prototype.formatError = function (token, message) {
  if (token == null) {
    token = { line: this.line, col: this.col };
  }
  var lines = [];
  lines.push(message + ' at line ' + token.line + ' col ' + token.col + ':');
  lines.push('');
  for (var i = 0; i < 3; i++) {
    lines.push(this.input.split('\n')[i]);
  }
  return lines.join('\n');
};

Lexer.prototype.next = function (token) {
  if (!token) {
    var err = new Error(this.formatError(token, 'invalid syntax')); // want Error "invalid syntax at line {token.line} col {token.col}:\n{lines.slice(1).join('\\n')}"
    throw err;
  }
};

// A class method that pushes its first line under a condition is not read.
class Parser {
  describe(token) {
    const out = [];
    if (token) {
      out.push('unexpected ' + token.type);
    }
    out.push('at end of input');
    return out.join(' ');
  }

  fail(token) {
    throw new SyntaxError(this.describe(token)); // want SyntaxError "{this.describe(token)}"
  }
}

// A constructor copying its parameter into a local it extends before
// handing it to super: the text is the caller's, then the suffix (the
// part an if adds optional).
class PathError extends TypeError {
  constructor(message, originalPath) {
    let text = message;
    if (originalPath) text += `: ${originalPath}`;
    text += '; visit the docs for more';
    super(text);
  }
}

function parsePath(path, i) {
  if (!path) throw new PathError(`Missing parameter name at index ${i}`, path); // want PathError "Missing parameter name at index {i}: {path}; visit the docs for more"
}

// The same with an ES5 constructor function, whose static method is a
// function assigned to a property of it (a generated parser's
// peg$SyntaxError.buildMessage).
function PegError(message, expected, found) {
  this.message = message;
  this.expected = expected;
  this.found = found;
  this.name = 'SyntaxError';
}

PegError.buildMessage = function (expected, found) {
  var sep = ', ';
  function describeFound(f) {
    return f ? '"' + f + '"' : 'end of input';
  }
  return 'Expected ' + expected.join(sep) + ' but ' + describeFound(found) + ' found.';
};

function failPeg(expected, found) {
  throw new PegError(PegError.buildMessage(expected, found), expected, found); // want PegError "Expected {expected.join(sep)} but {describeFound(found)} found."
}

// A constructor handing super its array parameter joined by a separator
// in single quotes: an array literal given prints its elements so joined.
class SegmentsError extends Error {
  constructor(parts) {
    super(parts.join(' / '));
  }
}

function badPath(seg) {
  throw new SegmentsError(['root', seg, 'leaf']); // want SegmentsError "root / {seg} / leaf"
}
