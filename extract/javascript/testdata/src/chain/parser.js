// A parser whose error texts come from a table, chosen by the token in a
// method that hands the text to an error handler's method, which builds
// the error with another method and returns it.
var Messages = {
    UnexpectedToken: 'Unexpected token %0',
    UnexpectedEOS: 'Unexpected end of input',
    UnexpectedNumber: 'Unexpected number'
};
var ErrorHandler = (function () {
    function ErrorHandler() {}
    ErrorHandler.prototype.constructError = function (msg, column) {
        var error = new Error(msg); // want Error "{msg}"
        try {
            throw error;
        } catch (base) {
            error = Object.create(base);
        }
        return error;
    };
    ErrorHandler.prototype.createError = function (index, line, col, description) {
        var msg = 'Line ' + line + ': ' + description;
        var error = this.constructError(msg, col);
        error.index = index;
        return error;
    };
    return ErrorHandler;
}());
var Parser = (function () {
    function Parser() {}
    Parser.prototype.unexpectedTokenError = function (token, message) {
        var msg = message || Messages.UnexpectedToken;
        if (token) {
            if (!message) {
                msg = (token.type === 2) ? Messages.UnexpectedEOS :
                    (token.type === 6) ? Messages.UnexpectedNumber : Messages.UnexpectedToken;
            }
        }
        msg = msg.replace('%0', token.value);
        return this.errorHandler.createError(token.start, token.lineNumber, 1, msg); // want Error "Line {token.lineNumber}: Unexpected token {%0}" Error "Line {token.lineNumber}: Unexpected end of input" Error "Line {token.lineNumber}: Unexpected number"
    };
    Parser.prototype.throwUnexpectedToken = function (token, message) {
        throw this.unexpectedTokenError(token, message); // want this.unexpectedTokenError "{message}"
    };
    return Parser;
}());
