"use strict";
// A compiler's CommonJS output (tsc) of export default class.
Object.defineProperty(exports, "__esModule", { value: true });
class ValidationError extends Error {
    constructor(code, detail) {
        super(`${code} failed: ${detail}`);
        this.name = "ValidationError";
    }
}
exports.default = ValidationError;
