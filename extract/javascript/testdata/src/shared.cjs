"use strict";
// A module's shared error instance: its stack is taken at the module's
// load, so the declaration is a site, as the throws of it are.
const MORE_DATA = new RangeError("Insufficient data"); // want RangeError "Insufficient data"
const UNUSED = new TypeError("never thrown");

class Reader {
  readByte() {
    if (this.pos >= this.bytes.length) {
      throw MORE_DATA; // want RangeError "Insufficient data"
    }
    return this.bytes[this.pos++];
  }
}

module.exports = { Reader, UNUSED };
