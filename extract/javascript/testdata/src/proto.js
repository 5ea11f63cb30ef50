// acorn's shape: methods assigned to a prototype through an alias, a raise
// helper that appends the position to its message parameter before it
// builds the error, and callers that pass the text.
function Parser(input) {
  this.input = input;
}

var pp = Parser.prototype;

pp.raise = function(pos, message) {
  var loc = lineInfo(this.input, pos);
  message += " (" + loc.line + ":" + loc.column + ")";
  var err = new SyntaxError(message); // want SyntaxError "{message} ({loc.line}:{loc.column})"
  err.pos = pos;
  throw err
};

pp.raiseRecoverable = pp.raise;

pp.parseLet = function(node) {
  if (node.name === "let") {
    this.raiseRecoverable(node.start, "let is disallowed as a lexically bound name"); // want SyntaxError "let is disallowed as a lexically bound name ({loc.line}:{loc.column})"
  }
  this.raise(node.end, "Unexpected token"); // want SyntaxError "Unexpected token ({loc.line}:{loc.column})"
};

function lineInfo(input, pos) {
  return { line: 1, column: pos };
}
