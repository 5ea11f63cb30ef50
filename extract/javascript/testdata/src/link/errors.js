// Error classes that build their text from what they are given.
'use strict';

class HttpError extends Error {
  constructor(status, message) {
    super(`${status}: ${message}`);
    this.status = status;
  }
}

class NotFound extends HttpError {
  constructor(what) {
    super(404, `${what} not found`);
  }
}

class BadInput extends Error {
  constructor(issues) {
    super(JSON.stringify(issues, null, 2));
  }
}

class LimitError extends Error {
  constructor(limit, got) {
    super();
    this.limit = limit;
    this.got = got;
  }
  get message() {
    return `limit ${this.limit} exceeded: ${this.got}`;
  }
}

function assert(cond, msg) {
  if (!cond) {
    throw new Error(msg); // want Error "{msg}"
  }
}

function invariant(cond, format, ...args) {
  if (!cond) {
    throw new Error(format); // want Error "{format}"
  }
}

module.exports = { HttpError, NotFound, BadInput, LimitError, assert, invariant };
