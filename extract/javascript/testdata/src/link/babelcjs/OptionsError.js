"use strict";

// Babel's CommonJS output of a class exported by default: the export
// bound in the declaration of _default (var _default = exports.default =
// OptionsError), the constructor building its text from a local.
Object.defineProperty(exports, "__esModule", {
  value: true
});
exports.default = void 0;
class OptionsError extends Error {
  constructor(errors, configuration = {}) {
    super();
    this.name = "OptionsError";
    this.dataPath = configuration.dataPath || "configuration";
    const header = `Invalid ${this.dataPath} object. It does not match the API schema.\n`;
    this.message = `${header}${errors.join("\n")}`;
  }
}
var _default = exports.default = OptionsError;
