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

class LuxonError extends Error {}

class InvalidDateTimeError extends LuxonError {
  constructor(reason) {
    super(`Invalid DateTime: ${reason.toMessage()}`);
  }
}

class InvalidArgumentError extends LuxonError {}

module.exports.InvalidDateTimeError = InvalidDateTimeError;
module.exports.InvalidArgumentError = InvalidArgumentError;

function syntaxError(type, char) {
  return new SyntaxError(`Missing ${type}: "${char}"`); // want SyntaxError "Missing {type}: \"{char}\""
}

function notFound(what) {
  return new NotFound(what); // want NotFound "404: {what} not found"
}

module.exports.syntaxError = syntaxError;
module.exports.notFound = notFound;
