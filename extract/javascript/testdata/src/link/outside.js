// Assertions imported from packages outside the scan, whose code is not
// read: the first argument is the condition, the rest the message.
const { assert: Assert } = require('checks');
const Hoek = require('checks');
const assert = require('assert');
import invariant from 'invariant-lib';

function limit(n, key, config) {
  if (n === 0) {
    assert(key !== "", "empty key at zero"); // want Error "empty key at zero"
  }
  Assert(typeof config === 'object', 'Invalid schema content:', typeof config); // want Error "Invalid schema content: {typeof config}"
  Hoek.assert(n > 0, 'limit must be positive'); // want Error "limit must be positive"
  assert(key, `missing key for ${n}`); // want Error "missing key for {n}"
  assert.ok(n < 10, 'limit too large'); // want Error "limit too large"
  invariant(n !== 3, 'Expected %s to differ from %d', key, n); // want Error "Expected {key} to differ from {n:d}"
  Hoek.clone(config, 'not an assertion');
  return n;
}
