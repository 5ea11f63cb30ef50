// A bundler's alias of a builtin error class (rollup names it
// SyntaxError$1 where the module's own name shadows the global), called
// without new and handed to a function that throws what it is given: the
// call is the site, and the error prints the builtin class.
const SyntaxError$1 = SyntaxError;
const TypeError$1 = TypeError;
const throws = (error) => { throw error; };

function where(at) {
    return at + "line " + lineIndex;
}

function readValue(tag, lineRest) {
    tag || lineRest && lineRest[0] !== '#' || throws(SyntaxError$1(`Value can not be missing after equal sign` + where(', which is found at '))); // want SyntaxError "Value can not be missing after equal sign, which is found at line {lineIndex}"
    return tag;
}

function readInteger(literal) {
    IS_INTEGER(literal) || throws(new SyntaxError$1(`Invalid Integer ${literal}`)); // want SyntaxError "Invalid Integer {literal}"
    return literal;
}

function check(value) {
    if (typeof value !== 'string') { throw TypeError$1('source must be a string'); } // want TypeError "source must be a string"
    return value;
}

function callback(done) {
    done(RangeError("limit reached")); // want RangeError "limit reached"
}

// what a test expects is not a site: the function comes first
test(() => {
    assert.throws(() => check(1), TypeError('source must be a string'));
    throws(() => check(1), TypeError$1('source must be a string'));
});
