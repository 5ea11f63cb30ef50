"use strict";

var _OptionsError = _interopRequireDefault(require("./OptionsError"));
var _LimitError = _interopRequireDefault(require("./LimitError"));
function _interopRequireDefault(e) { return e && e.__esModule ? e : { default: e }; }
function validate(options, configuration) {
  const errors = [];
  if (errors.length > 0) {
    throw new _OptionsError.default(errors, configuration); // want OptionsError "Invalid {this.dataPath} object. It does not match the API schema.\n{errors}"
  }
  if (options.length > 10) {
    throw new _LimitError.default(10); // want LimitError "The limit of 10 items was exceeded"
  }
}
module.exports = validate;
