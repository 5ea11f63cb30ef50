"use strict";
// ES5 output of error classes: tsc's downlevel class (a function in an
// IIFE given the base, __extends, _super.call(this, …) || this) and
// Babel's (_inherits, _createSuper, _wrapNativeSuper, _callSuper).
var __extends = (this && this.__extends) || function (d, b) { function __() { this.constructor = d; } d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __()); };
Object.defineProperty(exports, "__esModule", { value: true });
var tslib_1 = require("tslib");
var MissingError = /** @class */ (function (_super) {
    __extends(MissingError, _super);
    function MissingError(path) {
        var _this = _super.call(this, "Value required at path: ".concat(path)) || this;
        _this.path = path;
        _this.name = 'MissingError';
        return _this;
    }
    return MissingError;
}(Error));
exports.MissingError = MissingError;
var FormatError = /** @class */ (function (_super) {
    tslib_1.__extends(FormatError, _super);
    function FormatError(msg, code) {
        var _this = _super.call(this, msg) || this;
        _this.code = code;
        return _this;
    }
    return FormatError;
}(Error));
exports.FormatError = FormatError;
var InvalidValueType = /** @class */ (function (_super) {
    (0, tslib_1.__extends)(InvalidValueType, _super);
    function InvalidValueType(value, type) {
        return _super.call(this, "Value for \"".concat(value, "\" must be of type ").concat(type), "INVALID_VALUE") || this;
    }
    return InvalidValueType;
}(FormatError));
exports.InvalidValueType = InvalidValueType;
var Passed = /** @class */ (function (_super) {
    __extends(Passed, _super);
    function Passed() {
        return _super !== null && _super.apply(this, arguments) || this;
    }
    return Passed;
}(FormatError));
exports.Passed = Passed;
var Described = /** @class */ (function (_super) {
    __extends(Described, _super);
    function Described(field) {
        var _this = _super.call(this) || this;
        _this.message = "Field " + field + " is described twice";
        return _this;
    }
    return Described;
}(Error));
exports.Described = Described;
var PolishedError = /*#__PURE__*/function (_Error) {
  _inheritsLoose(PolishedError, _Error);
  function PolishedError(code) {
    var _this;
    _this = _Error.call(this, "An error occurred. See polished's errors.md#" + code + " for more information.") || this;
    return _assertThisInitialized(_this);
  }
  return PolishedError;
}( /*#__PURE__*/_wrapNativeSuper(Error));
exports.PolishedError = PolishedError;
var BadSchema = /*#__PURE__*/function (_Error2) {
  (0, _inherits2["default"])(BadSchema, _Error2);
  var _super = _createSuper(BadSchema);
  function BadSchema(schema) {
    var _this;
    (0, _classCallCheck2["default"])(this, BadSchema);
    _this = _super.call(this, "schema ".concat(schema, " is not valid"));
    return _this;
  }
  return (0, _createClass2["default"])(BadSchema);
}( /*#__PURE__*/(0, _wrapNativeSuper2["default"])(Error));
exports.BadSchema = BadSchema;
var Unclosed = /*#__PURE__*/function (_SyntaxError) {
  function Unclosed(tag) {
    var _this;
    _classCallCheck(this, Unclosed);
    _this = _callSuper(this, Unclosed, ["Tag <".concat(tag, "> is not closed")]);
    return _this;
  }
  _inherits(Unclosed, _SyntaxError);
  return _createClass(Unclosed);
}( /*#__PURE__*/_wrapNativeSuper(SyntaxError));
exports.Unclosed = Unclosed;
// A function in an IIFE that extends nothing is no class.
var Plain = (function () {
    function Plain(x) {
        this.x = x;
    }
    return Plain;
}());
exports.Plain = Plain;
// A class not named like an error, built in its own module.
var Unsupported = /** @class */ (function (_super) {
    __extends(Unsupported, _super);
    function Unsupported(op) {
        return _super.call(this, "operation " + op + " is not supported") || this;
    }
    return Unsupported;
}(Error));
function run(op) {
    throw new Unsupported(op); // want Unsupported "operation {op} is not supported"
}
exports.run = run;
// tsc's output of a constructor printing a text of its own when the
// caller gives none: a default (if (message === void 0) { message = … }),
// message || '…', and ?? lowered to a conditional.
var Timeout = /** @class */ (function (_super) {
    __extends(Timeout, _super);
    function Timeout(message) {
        if (message === void 0) { message = 'Request timed out'; }
        var _this = _super.call(this, message) || this;
        _this.name = 'Timeout';
        return _this;
    }
    return Timeout;
}(Error));
exports.Timeout = Timeout;
var Refused = /** @class */ (function (_super) {
    __extends(Refused, _super);
    function Refused(message) {
        return _super.call(this, message || 'Connection refused') || this;
    }
    return Refused;
}(Error));
exports.Refused = Refused;
var Closed = /** @class */ (function (_super) {
    __extends(Closed, _super);
    function Closed(message) {
        return _super.call(this, message !== null && message !== void 0 ? message : 'Stream closed') || this;
    }
    return Closed;
}(Error));
exports.Closed = Closed;
