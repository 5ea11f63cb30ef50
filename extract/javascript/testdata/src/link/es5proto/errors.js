"use strict";
// Error classes written for ES5 by hand: a constructor function whose
// prototype chain a statement beside it sets up (F.prototype = new B(),
// Object.create(B.prototype), util.inherits(F, B),
// Object.setPrototypeOf(F.prototype, B.prototype)); each constructor
// makes the text of its parameters.
var util = require('util');
Object.defineProperty(exports, "__esModule", { value: true });
exports.DimensionError = DimensionError;
exports.IndexError = IndexError;
exports.ParseError = ParseError;
exports.KeyError = KeyError;
exports.Plain = Plain;
function DimensionError(actual, expected, relation) {
  if (!(this instanceof DimensionError)) {
    throw new SyntaxError('Constructor must be called with the new operator'); // want SyntaxError "Constructor must be called with the new operator"
  }
  this.actual = actual;
  this.expected = expected;
  this.relation = relation;
  this.message = 'Dimension mismatch (' + actual + ' ' + (relation || '!=') + ' ' + expected + ')';
  this.stack = new Error().stack;
}
DimensionError.prototype = new RangeError();
DimensionError.prototype.name = 'DimensionError';
function IndexError(index, max) {
  this.message = 'Index out of range (' + index + ' > ' + max + ')';
}
IndexError.prototype = Object.create(RangeError.prototype);
function ParseError(msg, line) {
  Error.call(this, 'parse error at line ' + line + ': ' + msg);
  this.message = 'parse error at line ' + line + ': ' + msg;
}
util.inherits(ParseError, Error);
function KeyError(key) {
  this.message = 'no key ' + key;
}
Object.setPrototypeOf(KeyError.prototype, Error.prototype);
// not an error's chain: a plain object's prototype is not a class of errors
function Plain(p) {
  this.message = 'plain ' + p;
}
Plain.prototype = new Object();
