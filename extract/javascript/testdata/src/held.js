// A local message declared with one text and given others in branches
// above the call that reports it: each is a site of its own.
function createParser(source) {
    return {
        error(message, offset) {
            throw new SyntaxError(message || 'Unexpected input'); // want SyntaxError "{message || 'Unexpected input'}" SyntaxError "Unexpected input"
        },
        eat(tokenType, tokenName) {
            if (this.tokenType !== tokenType) {
                let message = `${tokenName} is expected`; // the declared text
                let offset = this.tokenStart;
                if (tokenType === 1) {
                    if (this.tokenType === 2) {
                        offset = this.tokenEnd - 1;
                        message = 'Identifier is expected but function found';
                    } else {
                        message = 'Identifier is expected';
                    }
                } else if (this.isDelim(35)) {
                    message = 'Name is expected';
                }
                this.error(message, offset); // want Error "{tokenName} is expected" Error "Identifier is expected but function found" Error "Identifier is expected" Error "Name is expected"
            }
            this.next();
        },
        unexpected(token, text) {
            let msg = text || 'Unexpected token';
            if (token.type === 2) {
                msg = 'Unexpected end of input';
            }
            msg = msg.replace('%0', token.value);
            this.error(msg); // want Error "Unexpected token" Error "Unexpected end of input"
        }
    };
}

// The declaration further up than a site's look-back reaches.
function expect(tokenType) {
    let message = 'Token is expected';
    // step 0 of a long tweak of the message
    // step 1 of a long tweak of the message
    // step 2 of a long tweak of the message
    // step 3 of a long tweak of the message
    // step 4 of a long tweak of the message
    // step 5 of a long tweak of the message
    // step 6 of a long tweak of the message
    // step 7 of a long tweak of the message
    // step 8 of a long tweak of the message
    // step 9 of a long tweak of the message
    // step 10 of a long tweak of the message
    // step 11 of a long tweak of the message
    // step 12 of a long tweak of the message
    // step 13 of a long tweak of the message
    // step 14 of a long tweak of the message
    // step 15 of a long tweak of the message
    // step 16 of a long tweak of the message
    // step 17 of a long tweak of the message
    // step 18 of a long tweak of the message
    // step 19 of a long tweak of the message
    // step 20 of a long tweak of the message
    // step 21 of a long tweak of the message
    // step 22 of a long tweak of the message
    // step 23 of a long tweak of the message
    // step 24 of a long tweak of the message
    // step 25 of a long tweak of the message
    // step 26 of a long tweak of the message
    // step 27 of a long tweak of the message
    // step 28 of a long tweak of the message
    // step 29 of a long tweak of the message
    // step 30 of a long tweak of the message
    // step 31 of a long tweak of the message
    if (tokenType === 3) {
        message = 'Percent sign is expected';
    }
    this.error(message); // want Error "Token is expected" Error "Percent sign is expected"
}

// A template literal's ${…} prints the text a local holds, or a nested
// literal or concatenation; a local whose value is the literal itself
// (msg = `strict: ${msg}`) stays a hole.
function located(token, line, col) {
    const where = `line ${line}, column ${col}`;
    if (!token) throw new SyntaxError(`Unexpected end of input at ${where}`); // want SyntaxError "Unexpected end of input at line {line}, column {col}"
    if (token.bad) throw new SyntaxError(`Bad token ${token.text} ${"at " + where}`); // want SyntaxError "Bad token {token.text} at line {line}, column {col}"
    let msg = token.text;
    msg = `strict: ${msg}`;
    throw new Error(`${msg} is not allowed`); // want Error "strict: {msg} is not allowed"
}

// A parameter shadows a module const of its name: ${kind} reads the
// parameter.
const kind = 'FeatureFunction';
function featureParser(kind, features) {
    if (!features[kind]) throw new Error(`Unknown feature ${kind}()`); // want Error "Unknown feature {kind}()"
}

// A local declared without a value that each case of a switch above the
// site assigns: one site per value.
function checkField(kind, value) {
    let reason;
    switch (kind) {
        case "list":
            reason = `expected a list, got ${value}`;
            break;
        case "map":
            reason = `expected a map, got ${value}`;
            break;
        default:
            reason = 'expected a scalar';
    }
    throw new TypeError(reason); // want TypeError "expected a list, got {value}" TypeError "expected a map, got {value}" TypeError "expected a scalar"
}
