"use strict";
// tsc's CommonJS output of import ValidationError from "./ValidationError.js":
// the require wrapped in __importDefault, the class read as .default.
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const ValidationError_js_1 = __importDefault(require("./ValidationError.js"));
function check(value) {
    if (typeof value !== "number")
        throw new ValidationError_js_1.default("type", typeof value); // want ValidationError "type failed: {typeof value}"
    return value;
}
exports.default = check;
