// Package java extracts error sites from Java source with tree-sitter:
// throw statements and the classes that extend Exception, Error or
// Throwable.
//
// A message is rebuilt from the constructor's first argument that carries
// literal text: string literals and text blocks, + concatenation,
// String.format and "…".formatted (printf verbs become holes, %n a
// newline, %1$s an indexed argument), MessageFormat.format ({0} and
// {1,number} holes, a doubled single quote one quote), String.valueOf(x) and x.toString()
// (a hole for x), and a local variable holding any of these. Anything else
// becomes a single hole.
package java
