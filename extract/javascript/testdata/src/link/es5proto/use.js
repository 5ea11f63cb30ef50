"use strict";
// The sites building the hand-written ES5 classes of errors.js: each
// prints the text its constructor makes of the arguments.
var _errors = require("./errors.js");
function validate(array, size, dim) {
  var len = array.length;
  if (len !== size[dim]) {
    throw new _errors.DimensionError(len, size[dim]); // want _errors.DimensionError "Dimension mismatch ({len} {relation || '!='} {size[dim]})"
  }
}
function get(index, max) {
  throw new _errors.IndexError(index, max); // want _errors.IndexError "Index out of range ({index} > {max})"
}
function parse(msg, line) {
  throw new _errors.ParseError(msg, line); // want _errors.ParseError "parse error at line {line}: {msg}"
}
function lookup(key) {
  throw new _errors.KeyError(key); // want _errors.KeyError "no key {key}"
}
function plain(p) {
  throw new _errors.Plain(p); // want _errors.Plain "{p}"
}
