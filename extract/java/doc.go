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
//
// The context comes from the shared walk of package tsutil (the node kinds
// are in kinds): the guard of the if, else-if, else or switch case (old
// style groups and case X -> rules) around the site, with the negated
// conditions of the ifs right above it whose bodies leave; the catch
// clause as written; the enclosing method, past lambdas. Syntax errors
// follow tsutil's policy.
package java
