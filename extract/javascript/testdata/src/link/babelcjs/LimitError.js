"use strict";

// Older Babel output: the default export is a var holding the class.
Object.defineProperty(exports, "__esModule", {
  value: true
});
exports.default = void 0;
class LimitError extends Error {
  constructor(limit) {
    const what = "The limit of " + limit + " items";
    super(`${what} was exceeded`);
  }
}
var _default = LimitError;
exports.default = _default;
