// Package javascript extracts error sites from JavaScript and TypeScript
// source with tree-sitter: throw statements, Promise.reject calls and the
// classes that extend Error.
//
// Files ending in .js, .mjs, .cjs and .jsx are parsed with the JavaScript
// grammar (which reads JSX), .ts, .mts and .cts with the TypeScript grammar
// and .tsx with the TSX grammar. Minified files (a line over 1,000
// characters) and declaration files (.d.ts) are not analysed.
//
// Besides throw statements and Promise.reject, an error object built with
// new and handed on — passed to a call such as callback(new Error(…)) or
// emit("error", …), or returned — is a site when its class looks like an
// error (its name ends in Error, Exception, Failure or Fault, or it extends
// one in the same file); errors given to test assertions (t.throws,
// expect(…).toThrow) are not.
//
// A message is rebuilt from the constructor's first argument that carries
// literal text: string literals, template literals (each ${expr} a hole),
// + concatenation, String(x) and x.toString() (a hole for x), util.format
// and sprintf with a literal format (each verb a hole), and a local
// const/let/var holding any of these. Anything else becomes a single hole.
//
// The context comes from the shared walk of package tsutil (the node kinds
// are in kinds): the guard of the if, else-if, else or switch case around
// the site (case values compared with ===), with the negated conditions of
// the ifs right above it whose bodies return, throw, break, continue or
// call process.exit; the catch clause as written; the innermost named
// function. Syntax errors follow tsutil's policy; a minified file fails
// with "path:line: minified (N characters on one line)".
package javascript
