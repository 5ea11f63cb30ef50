// A local assigned from itself above the site (prefix = prefix ? prefix
// + ': ' : '') reads the name on the right as it was before that
// statement: the caller's prefix, optional, once.
'use strict';

function checkEmpty(value, flags) {
  let prefix = flags.message;
  prefix = prefix ? prefix + ': ' : '';
  if (typeof value === 'number') {
    throw new TypeError(prefix + '.empty was passed non-string primitive ' + value); // want TypeError "{prefix}: .empty was passed non-string primitive {value}"
  }
}
