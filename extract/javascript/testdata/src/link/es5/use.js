"use strict";
// The sites building the ES5 classes of errors.js: each prints the text
// its constructor makes of the arguments.
Object.defineProperty(exports, "__esModule", { value: true });
var errors_1 = require("./errors");
function remove(operation) {
    if (operation.path == null) {
        return new errors_1.MissingError(operation.path); // want errors_1.MissingError "Value required at path: {operation.path}"
    }
    throw new errors_1.InvalidValueType(operation.value, "string"); // want errors_1.InvalidValueType "Value for \"{operation.value}\" must be of type string"
}
function missing(id) {
    throw new errors_1.FormatError("no value for " + id, "MISSING_VALUE"); // want errors_1.FormatError "no value for {id}"
}
function passed(id) {
    throw new errors_1.Passed("passed through " + id); // want errors_1.Passed "passed through {id}"
}
function described(f) {
    throw new errors_1.Described(f); // want errors_1.Described "Field {f} is described twice"
}
function polished(n) {
    throw new errors_1.PolishedError(n); // want errors_1.PolishedError "An error occurred. See polished's errors.md#{n} for more information."
}
function schema(s) {
    throw new errors_1.BadSchema(s); // want errors_1.BadSchema "schema {s} is not valid"
}
function unclosed(t) {
    throw new errors_1.Unclosed(t); // want errors_1.Unclosed "Tag <{t}> is not closed"
}
function defaults(k, d) {
    if (k === 1) throw new errors_1.Timeout(); // want errors_1.Timeout "Request timed out"
    if (k === 2) throw new errors_1.Timeout(void 0); // want errors_1.Timeout "Request timed out"
    if (k === 3) throw new errors_1.Refused(); // want errors_1.Refused "Connection refused"
    if (k === 4) throw new errors_1.Closed(); // want errors_1.Closed "Stream closed"
    throw new errors_1.Closed("closed by " + d); // want errors_1.Closed "closed by {d}"
}
