// A throw of a conditional choosing between two errors: a site per branch,
// at the branch's line (where the construction captures the stack).
const SyntaxError$1 = SyntaxError;
const TypeError$1 = TypeError;

class Document {
  constructor(options) {
    const { newline } = options;
    if (newline !== '\n') {
      throw typeof newline === 'string'
        ? SyntaxError$1(`newline option can only be valid newline`) // want SyntaxError "newline option can only be valid newline"
        : TypeError$1(`newline option can only be string`); // want TypeError "newline option can only be string"
    }
  }
}

function check(err, name) {
  throw (err ? err : new RangeError('no value for ' + name)); // want RangeError "no value for {name}"
}

module.exports = { Document, check };
