// Package tsutil is the skeleton the tree-sitter extractors share, so that
// each language package holds only what is its own (which nodes are sites,
// how a message is built, how a function is named).
//
// Parsing: a Language pools parsers for one grammar and switches
// tree-sitter to the libc allocator.
//
// A Kinds table names the node kinds of one grammar that the skeleton
// treats specially: function, if, else, elif, switch and case, catch,
// block, exit and comment kinds, plus how the language spells its boolean
// operators. NewSyntax resolves it to kind ids. A Syntax then gives:
//
//   - Scope, the context walk from a site (a Path, root first) up to its
//     innermost function: the guard from the if, else-if, else or switch
//     case that holds the site, joined by package guard with the negated
//     conditions of the ifs right above it whose bodies leave; the
//     innermost catch clause; the function and the site's statement.
//     Header prints a catch clause as written ("catch (IOException e)").
//     ForFile gives a copy of the Syntax for one file's walk that remembers,
//     per block, where the first statement holding an exit lies, so that the
//     sites of a block of thousands of statements (a bundle's module) do not
//     each walk back over all of them; the extractors take one per file.
//   - CommentsAbove, DocComment, Comments and CleanComment: the own-line
//     comments above a statement (and above its guarding if), the /** … */
//     block of a declaration, comment markers removed.
//   - Parse, Check and Report, the syntax-error policy: a file whose unparsed
//     regions cover more than MaxUnparsed (one half) of its non-blank bytes
//     (Rejects; of all its bytes with UnparsedOfAll)
//     is rejected with an extract.Error at the first error ("syntax error
//     (69% of the file does not parse as Java)"); otherwise it is analysed, sites inside the unparsed
//     regions are dropped (Path.Unparsed) and one positioned warning is
//     returned. Errors, which finds the innermost ERROR and MISSING nodes
//     for it, enters only the subtrees that have an error, in one call.
//   - IsErrorName and ErrorClasses, the "error-ish class name" rule: a name
//     ending in Error, Exception, Failure, Fault or one of the table's
//     ErrorNames (Python's Warning, Exit and Interrupt), type arguments
//     cut unless WholeNames, and the classes of a file that extend one, to
//     a fixed point.
//
// Walking: Walk and WalkKinds visit a subtree in source order with one
// call into tree-sitter that lists it, not several per node. An Index
// keeps that list for a whole tree as Go values, Nodes (bytes, start
// point, kind, field, named flag, subtree end and parent each), and no
// longer refers to the tree once built, so that an extractor that walks
// parts of one tree many times, or asks for a node's kind, fields,
// children or parent, stays in Go: Index.Kind, Field (by the id
// Language.Field gives a field name), Child, NamedChild, their counts,
// Parent, EndPoint and DescendantForByteRange answer as the sitter.Node
// methods do, and a Node's own StartByte, EndByte, StartPoint and
// IsNamed. The Python extractor works on an Index alone. A Walker lists a
// whole tree once, on its first walk, and walks any subtree of it from
// that list (the JavaScript extractor walks the function around each site,
// which in a bundle is most of the file).
//
// Unescape decodes a string literal's escapes by one language's Escapes
// table (CEscapes, JavaEscapes, JavaScriptEscapes, PythonEscapes,
// PythonBytesEscapes, RustEscapes).
//
// MaxResolveDepth and LookBackLines bound how far an extractor follows
// local variables to find a message.
//
// Adding a grammar means writing its Kinds table; the extractor then calls
// PathTo for each site node, Scope for its context and Comments for its
// comments (the C/C++, Java and JavaScript extractors do). A walk that
// keeps its own ancestor stack may pass that stack as the Path. The Rust
// and Python extractors still find their guards and comments themselves
// (match arms and let-else; elif chains) and take parts from here: both
// Unescape and the parsing helpers, Rust also CleanComment, OwnLine and
// IsErrorName, Python IsErrorName, Errors and Rejects (its threshold: a
// quarter of all its bytes, UnparsedOfAll) with its own messages.
package tsutil
