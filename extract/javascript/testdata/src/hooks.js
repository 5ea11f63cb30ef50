// A plugin's function that its host calls with this bound to the parser
// instance: this.throwError(…) is the parser's method.
class Parser {
    throwError(message) {
        const error = new Error(message + ' at character ' + this.index); // want Error "{message} at character {this.index}"
        error.index = this.index;
        throw error;
    }
}

const ternary = {
    init(parser) {
        parser.hooks.add('after-expression', function gobbleTernary(env) {
            if (!env.node) {
                this.throwError('Expected expression'); // want Error "Expected expression at character {this.index}"
            }
        });
    }
};

module.exports = { Parser, ternary };
