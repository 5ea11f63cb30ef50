const { NotFound, LimitError, assert, invariant } = require('./errors');
const errors = require('./errors');

function get(store, key, n) {
  if (!store.has(key)) {
    throw new NotFound(`key ${key}`); // want NotFound "404: key {key} not found"
  }
  if (n > 10) {
    throw new LimitError(10, n); // want LimitError "limit 10 exceeded: {n}"
  }
  if (n < 0) {
    throw new errors.HttpError(400, 'negative count'); // want errors.HttpError "400: negative count"
  }
  assert(typeof key === 'string', 'Invalid schema content: ' + key); // want Error "Invalid schema content: {key}"
  invariant(n !== 3, 'Expected %s to differ from %d', key, n); // want Error "Expected {key} to differ from {n:d}"
  return store.get(key);
}

class Parser {
  fail(what) {
    throw new SyntaxError(`unexpected ${what}`); // want SyntaxError "unexpected {what}"
  }
  parse(tok) {
    if (tok === '') {
      this.fail('end of input'); // want SyntaxError "unexpected end of input"
    }
  }
}

module.exports = { get, Parser };

const { InvalidDateTimeError, InvalidArgumentError } = require('./errors');

function fromISO(text, invalid) {
  if (invalid) {
    throw new InvalidDateTimeError(invalid); // want InvalidDateTimeError "Invalid DateTime: {invalid.toMessage()}"
  }
  if (text === '') {
    throw new InvalidArgumentError(`unit out of range: ${text}`); // want InvalidArgumentError "unit out of range: {text}"
  }
}

const { syntaxError, notFound } = require('./errors');

function brackets(s) {
  if (s === ']') {
    throw syntaxError('opening', '['); // want SyntaxError "Missing opening: \"[\""
  }
  if (s === '') {
    throw notFound('bracket'); // want NotFound "404: bracket not found"
  }
}

// A generated parser: the error helper is a function property of an
// object literal, called as this.parseError(…).
var parser = {
  parseError: function parseError(str, hash) {
    throw new Error(str); // want Error "{str}"
  },
  parse: function parse(input) {
    if (input === '') {
      var errStr = 'Parse error on line ' + (this.line + 1) + ': unexpected end';
      this.parseError(errStr, { text: input }); // want Error "Parse error on line {this.line + 1}: unexpected end"
    }
  },
  // a helper's call returned: the helper throws before it returns
  lex: function lex(input) {
    if (input !== '') {
      return this.parseError('Lexical error on line ' + (this.line + 1) + '. Unrecognized text.', { text: input }); // want Error "Lexical error on line {this.line + 1}. Unrecognized text."
    }
    return input;
  }
};
module.exports.parser = parser;

// jison's generated parsers: the message is assigned in each branch of an
// if/else, then handed to parseError.
var gen = {
  parseError: function parseError(str, hash) {
    throw new Error(str); // want Error "{str}"
  },
  parse: function parse(input, pos) {
    var errStr = "";
    if (pos) {
      errStr = "Parse error on line " + pos + ": expected " + input;
    } else {
      errStr = "Parse error on line " + pos + ": Unexpected end of input";
    }
    this.parseError(errStr, { text: input }); // want Error "Parse error on line {pos}: expected {input}" Error "Parse error on line {pos}: Unexpected end of input"
  }
};
module.exports.gen = gen;

// acorn's shape: a helper assigned to a prototype property appends the
// position to the message it is given, then throws; this.raise(…) calls
// give the text.
function Parser() {}
var pp = Parser.prototype;
pp.raise = function (pos, message) {
  var loc = { line: 1, column: pos };
  message += " (" + loc.line + ":" + loc.column + ")";
  var err = new SyntaxError(message); // want SyntaxError "{message} ({loc.line}:{loc.column})"
  err.pos = pos;
  throw err
};
pp.unexpected = function (pos) {
  this.raise(pos, "Unexpected token"); // want SyntaxError "Unexpected token ({loc.line}:{loc.column})"
};
// a function handing its parameters on to the helper is a helper too, and
// one handing them on to it again
pp.invalidStringToken = function (position, message) {
  if (this.inTemplate) {
    return null
  }
  this.raise(position, message);
};
pp.invalidEscape = function (position, what) {
  this.invalidStringToken(position, "Bad escape: " + what); // want SyntaxError "Bad escape: {what} ({loc.line}:{loc.column})"
};
pp.checkLVal = function (expr, isBind) {
  this.raise(expr.start, (isBind ? "Binding" : "Assigning to") + " rvalue"); // want SyntaxError "Binding rvalue ({loc.line}:{loc.column})" SyntaxError "Assigning to rvalue ({loc.line}:{loc.column})"
};
pp.readRadixNumber = function (radix) {
  if (this.pos < 0) { this.raise(this.pos, "Expected number in radix " + radix); } // want SyntaxError "Expected number in radix {radix} ({loc.line}:{loc.column})"
};
pp.readNumber = function (next) {
  if (next === 120) { return this.readRadixNumber(16) } // want SyntaxError "Expected number in radix 16 ({loc.line}:{loc.column})"
  return this.readDecimal(next)
};
pp.readCodePoint = function (code) {
  if (code > 0x10FFFF) { this.invalidStringToken(this.pos, "Code point out of bounds"); } // want SyntaxError "Code point out of bounds ({loc.line}:{loc.column})"
  if (code < 0) { this.invalidEscape(this.pos, "negative"); } // want SyntaxError "Bad escape: negative ({loc.line}:{loc.column})"
};

// punycode's shape: a table of messages by key, read by the helper that
// throws, its callers passing the key.
const errors2 = {
  'overflow': 'Overflow: input needs wider integers to process',
  'invalid-input': 'Invalid input',
};
function fail(type) {
  throw new RangeError(errors2[type]); // want RangeError "{errors2[type]}"
}
function decode(input) {
  if (input === '') {
    fail('invalid-input'); // want RangeError "Invalid input"
  }
}

// A method hands an error built from its parameters to a callback: its
// calls with text of their own are sites.
class Command {
  _exit(exitCode, code, message) {
    if (this._exitCallback) {
      this._exitCallback(new CommandError(exitCode, code, message)); // want CommandError "{message}"
    }
    process.exit(exitCode);
  }
  help() {
    this._exit(0, 'command.help', '(outputHelp)'); // want CommandError "(outputHelp)"
  }
}
