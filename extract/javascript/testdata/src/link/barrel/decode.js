"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Decode = Decode;
const index_1 = require("./errors/index");
function Decode(schema, value) {
    if (!check(schema, value))
        throw new index_1.DecodeCheckError(schema, value); // want index_1.DecodeCheckError "Unable to decode value as it does not match the expected schema"
    return value;
}
