// Package pytree is a pure-Go parser for Python that produces the tree
// tree-sitter-python v0.25.0 produces, node for node (kinds, fields, named
// flags, byte spans and start points), for the files it accepts.
//
// Parse refuses, with an error saying where and why, any file with a syntax
// error and any construct whose tree it is not sure to reproduce exactly; a
// caller falls back to tree-sitter then. The tests compare Parse with
// tree-sitter on test files and lines (TestSame, TestLines), on corpora,
// whole and with screen-like ranges, and by fuzzing:
//
//	PYTREE_CORPUS=dir1:dir2 PYTREE_SKIP=site-packages go test -run Corpus -v
//	go test -run XXX -fuzz FuzzParse -parallel 1
//	GOMAXPROCS=1 PYTREE_BENCH=dir go test -run XXX -bench Corpus
//
// The lexer mirrors tree-sitter-python's external scanner (newlines,
// indents and dedents, where comments fall around them, string starts) and
// tree-sitter's own lexer, in modes that say which of the scanner's tokens
// the parser would accept. The parser is a recursive-descent,
// precedence-climbing one that appends nodes in preorder: a node is opened
// at its first token and closed at the last token that is not an extra, so
// that comments and line continuations after it fall into its parent as
// tree-sitter's reductions leave them; a node found to be the parent of one
// already built (a binary operator, a call, a concatenated string) is
// inserted before it.
//
// Where tree-sitter's grammar is ambiguous, its GLR parser keeps several
// readings and picks one by dynamic precedence or, failing that, by the
// order of its stack versions. Parse follows the choices found by asking
// tree-sitter (a type alias over an assignment, a call over a print
// statement, the with clause over a tuple) and refuses what depends on the
// version order it cannot follow: a star before a name and more outside
// argument lists in some places (see star), Python 2 print and exec
// statements, and a few rarer forms. It also refuses non-ASCII names, a
// line inside brackets less indented than its block where tree-sitter may
// close the block, empty blocks and interpolations over several lines.
package pytree
