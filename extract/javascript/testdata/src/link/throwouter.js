"use strict";
// Calls of functions named throw… that the scan does not hold: a method of
// an object another package made, a function imported from a package.
var logger_1 = require("@ethersproject/logger");
var thrower_1 = require("thrower");
var logger = new logger_1.Logger("address/5.8.0");
function getAddress(address) {
    if (typeof address !== "string") {
        logger.throwArgumentError("invalid address", "address", address); // want Error "invalid address{details}"
    }
    if (address.length > 42) {
        logger.throwError("address too long", logger_1.Logger.errors.INVALID_ARGUMENT, { address: address }); // want Error "address too long{details}"
    }
    if (address === "") {
        thrower_1.throwError("empty address"); // want Error "empty address"
    }
    cache.throwaway("not a thrower at all");
    return address;
}
exports.getAddress = getAddress;
