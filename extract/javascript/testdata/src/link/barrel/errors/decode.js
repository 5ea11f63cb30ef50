"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DecodeCheckError = void 0;
const base_1 = require("./base");
class DecodeCheckError extends base_1.SchemaError {
    constructor(schema, value) {
        super(`Unable to decode value as it does not match the expected schema`);
        this.schema = schema;
        this.value = value;
    }
}
exports.DecodeCheckError = DecodeCheckError;
