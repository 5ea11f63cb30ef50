// Package javascript extracts error sites from JavaScript and TypeScript
// source with tree-sitter: throw statements, Promise.reject calls and the
// classes that extend Error.
//
// Files ending in .js, .mjs and .cjs are parsed with the JavaScript grammar,
// .ts with the TypeScript grammar and .tsx with the TSX grammar. Minified
// files (a line over 1,000 characters) are not analysed.
//
// A message is rebuilt from the constructor's first argument that carries
// literal text: string literals, template literals (each ${expr} a hole),
// + concatenation, String(x) and x.toString() (a hole for x), and a local
// const/let/var holding any of these. Anything else becomes a single hole.
package javascript
