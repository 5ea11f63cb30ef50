// An assertion arrow whose expression body hands its rest parameter to a
// failing helper ((ok, ...args) => ok || fail(...args)) is a helper too:
// each call with text is a site with the helper's text, the helper's
// parameters taking the arguments after the condition. A conditional
// that prints a text or nothing is that text, optional.
'use strict';

function compile(schema) {
  const fail = (msg, value) => {
    const comment = value !== undefined ? ` ${JSON.stringify(value)}` : '';
    const message = `${msg}${comment} at ${schema.path}`;
    throw new Error(message); // want Error "{msg} {JSON.stringify(value)} at {schema.path}"
  };
  const enforce = (ok, ...args) => ok || fail(...args);
  const check = (ok, msg) => { ok || fail(msg) };
  enforce(schema.known, 'Unrecognized format used:', schema.format); // want Error "Unrecognized format used: {JSON.stringify(value)} at {schema.path}"
  enforce(!schema.strict, '[requireSchema] $schema is required'); // want Error "[requireSchema] $schema is required {JSON.stringify(value)} at {schema.path}"
  check(schema.items, 'items cannot be empty'); // want Error "items cannot be empty {JSON.stringify(value)} at {schema.path}"
}
