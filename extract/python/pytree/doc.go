// Package pytree is a pure-Go parser for Python that produces the tree
// tree-sitter-python v0.25.0 produces, node for node (kinds, fields, named
// flags, byte spans and start points), for the files it accepts.
//
// Parse refuses, with an error saying where and why, any file with a syntax
// error and any construct whose tree it is not sure to reproduce exactly; a
// caller falls back to tree-sitter then. The oracle tests compare Parse with
// tree-sitter on test files, on whole corpora (PYTREE_CORPUS) and by fuzzing.
package pytree
