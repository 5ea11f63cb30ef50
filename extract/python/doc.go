// Package python extracts error sites from Python source.
//
// A file is parsed by pytree, a Go parser that gives tree-sitter-python's
// tree node for node, and by tree-sitter itself when pytree does not read
// it (a syntax error, or a construct pytree leaves to tree-sitter); either
// way the extractor works on the tree's tsutil.Index alone.
//
// It catalogs every raise statement (raise X(msg), raise X(msg) from e,
// raise X), asserts that carry a message, and the exception classes a file
// defines with their bases. Messages are reconstructed however the code
// builds them: f-strings with conversions and format specs, implicit
// concatenation across lines, % with a tuple or dict, str.format with
// positional or named fields, + concatenation, str()/repr() wrappers, a
// message assigned to a local variable above the raise, and a module-level
// string constant the function does not rebind.
package python
