// A local message declared with one text and given others in branches
// above the call that reports it: each is a site of its own.
function createParser(source) {
    return {
        error(message, offset) {
            throw new SyntaxError(message || 'Unexpected input'); // want SyntaxError "{message || 'Unexpected input'}"
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
