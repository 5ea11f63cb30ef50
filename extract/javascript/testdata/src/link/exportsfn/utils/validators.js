"use strict";
// tsc's CommonJS output of exported arrow functions: each is a function
// expression assigned to a property of exports, which the module's other
// functions call as exports.f(…) and other modules through the import
// namespace.
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertRange = exports.assertIs = exports.createTypeErrorMsg = exports.backtick = void 0;
exports.backtick = function (val) { return "`" + val + "`"; };
exports.createTypeErrorMsg = function (value, valueName, types) {
    var allowedTypes = new Array(types.length);
    for (var idx = 0, len = types.length; idx < len; idx++) {
        allowedTypes[idx] = exports.backtick(types[idx]);
    }
    var joinedTypes = allowedTypes.join(' or ');
    return exports.backtick(valueName) + " must be of type " + joinedTypes + ", but was actually of type " + typeof value;
};
exports.assertIs = function (value, valueName, types) {
    for (var idx = 0, len = types.length; idx < len; idx++) {
        if (typeof value === types[idx])
            return;
    }
    throw new TypeError(exports.createTypeErrorMsg(value, valueName, types)); // want TypeError "`{valueName}` must be of type {joinedTypes}, but was actually of type {typeof value}"
};
exports.assertRange = function (value, valueName, min, max) {
    exports.assertIs(value, valueName, ['number']);
    if (value < min || value > max) {
        throw new Error(exports.backtick(valueName) + " must be at least " + min + " and at most " + max + ", but was actually " + value); // want Error "`{valueName}` must be at least {min} and at most {max}, but was actually {value}"
    }
};
module.exports.assertPositive = function (value, valueName) {
    if (value < 0) {
        throw new RangeError(valueName + " must be positive, but was " + value); // want RangeError "{valueName} must be positive, but was {value}"
    }
};
// Not a helper: a function expression assigned to a property of another
// object is a method of it, and a call through the namespace does not
// reach it.
var shapes = {};
shapes.assertSquare = function (w, h) {
    if (w !== h) {
        throw new Error("not a square: " + w + " by " + h); // want Error "not a square: {w} by {h}"
    }
};
