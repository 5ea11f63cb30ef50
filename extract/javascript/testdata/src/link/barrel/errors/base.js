"use strict";
// tsc's CommonJS output: the base class of a package's errors.
Object.defineProperty(exports, "__esModule", { value: true });
exports.SchemaError = void 0;
class SchemaError extends Error {
    constructor(message) {
        super(message);
    }
}
exports.SchemaError = SchemaError;
