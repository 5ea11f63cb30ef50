// A bundle keeping each module in a function of its own: a table of
// messages exported by one, read through its namespace by another, and a
// throw helper that fills the %0 placeholders with the values after it.
var modules = [
/* 0 */
function (module, exports, require) {
    "use strict";
    var messages_1 = require(2);
    var Parser = (function () {
        function Parser() {}
        Parser.prototype.throwError = function (messageFormat) {
            var args = Array.prototype.slice.call(arguments, 1);
            var msg = messageFormat.replace(/%(\d)/g, function (whole, idx) {
                return args[idx];
            });
            throw this.errorHandler.createError(this.index, msg); // want this.errorHandler.createError "{messageFormat}"
        };
        Parser.prototype.parseBreak = function (id) {
            if (!this.labels[id.name]) {
                this.throwError(messages_1.Messages.UnknownLabel, id.name); // want this.errorHandler.createError "Undefined label '{%0}'"
            }
            this.throwError(messages_1.Messages.IllegalBreak); // want this.errorHandler.createError "Illegal break statement"
        };
        Parser.prototype.tolerateError = function (messageFormat) {
            var args = Array.prototype.slice.call(arguments, 1);
            var msg = messageFormat.replace(/%(\d)/g, function (whole, idx) {
                return args[idx];
            });
            this.errorHandler.tolerateError(this.index, msg);
        };
        Parser.prototype.parseReturn = function () {
            if (!this.inFunction) {
                this.tolerateError(messages_1.Messages.IllegalReturn); // want this.createError "Illegal return statement"
            }
        };
        Parser.prototype.parseNumber = function (s) {
            if (s === '') {
                throw new Error(messages_1.Messages["UnexpectedEOS"]); // want Error "Unexpected end of input"
            }
            return Number(s);
        };
        return Parser;
    }());
    exports.Parser = Parser;
},
/* 1 */
function (module, exports) {
    "use strict";
    // What the parser's this.errorHandler holds: a method of another
    // class, which the parser's helpers hand their text to.
    var ErrorHandler = (function () {
        function ErrorHandler() {}
        ErrorHandler.prototype.createError = function (index, description) {
            var error = new Error('Line ' + index + ': ' + description); // want Error "Line {index}: {description}"
            error.index = index;
            return error;
        };
        ErrorHandler.prototype.tolerateError = function (index, description) {
            var error = this.createError(index, description);
            if (this.tolerant) {
                this.errors.push(error);
            } else {
                throw error; // want this.createError "{description}"
            }
        };
        return ErrorHandler;
    }());
    exports.ErrorHandler = ErrorHandler;
},
/* 2 */
function (module, exports) {
    "use strict";
    exports.Messages = Object.freeze({
        UnknownLabel: "Undefined label '%0'",
        IllegalBreak: 'Illegal break statement',
        UnexpectedEOS: 'Unexpected end of input',
        IllegalReturn: 'Illegal return statement',
    });
},
];

// Babel's core-js runtime transform of a template literal: the
// instance method concat imported and called on the string.
var _concat = _interopRequireDefault(require("@babel/runtime-corejs3/core-js-stable/instance/concat"));
function unbalanced(rightMatch, pos) {
    var _context3;
    var delimSide = rightMatch ? 'right' : 'left';
    throw new Error((0, _concat["default"])(_context3 = "Unbalanced ".concat(delimSide, " delimiter found at position ")).call(_context3, pos)); // want Error "Unbalanced {delimSide} delimiter found at position {pos}"
}
