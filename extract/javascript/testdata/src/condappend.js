// Text appended to a local under an if without else is optional: a
// constructor adding its caller's detail when given one, a function
// adding a position when it knows it.
'use strict';

const EOL = '\n';

class ResolutionError extends Error {
  constructor(name, stack, message) {
    const path = stack.join(' -> ');
    let msg = `Could not resolve '${name}'.`;
    if (message) {
      msg += ` ${message}`;
    }
    msg += EOL + EOL;
    msg += `Resolution path: ${path}`;
    super(msg);
  }
}

function resolve(name, stack) {
  if (stack.includes(name)) {
    throw new ResolutionError(name, stack, 'Cyclic dependencies detected.'); // want ResolutionError "Could not resolve '{name}'. Cyclic dependencies detected.\n\nResolution path: {path}"
  }
  throw new ResolutionError(name, stack); // want ResolutionError "Could not resolve '{name}'. {message}\n\nResolution path: {path}"
}

function located(text, loc) {
  let message = 'Unexpected ' + text;
  if (loc) message += ' at line ' + loc.line;
  throw new SyntaxError(message); // want SyntaxError "Unexpected {text} at line {loc.line}"
}
