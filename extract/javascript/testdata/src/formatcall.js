// A formatter of the package (a method named format, vsprintf, a
// function named fmt) given a literal format: the format's text, each
// placeholder a hole; held in a local assigned above the throw too.
'use strict';

var v = {
  format: function (str, vals) {
    return str.replace(/%([\{]?)\{([^\}]+)\}/g, function (m0, m1, m2) { return String(vals[m2]); });
  },
};

function run(validators, name, options) {
  var error;
  for (var validatorName in validators) {
    if (!v.validators[validatorName]) {
      error = v.format("Unknown validator %{name}", { name: validatorName });
      throw new Error(error); // want Error "Unknown validator {%{name}}"
    }
  }
  if (!options.format) {
    throw new Error(v.format("Unknown format %{format}", options)); // want Error "Unknown format {%{format}}"
  }
  throw new TypeError(vsprintf('Expected %s arguments, got %d', [2, name])); // want TypeError "Expected {%s} arguments, got {%d}"
}

function other(n) {
  throw new RangeError(fmt('Index {0} is out of range for {1}', n, 3)); // want RangeError "Index {{0}} is out of range for {{1}}"
  throw new Error(moment().format('YYYY-MM-DD')); // want Error "{moment().format('YYYY-MM-DD')}"
}
