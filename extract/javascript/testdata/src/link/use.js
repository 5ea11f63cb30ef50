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
