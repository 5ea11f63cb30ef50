// Package template models an error-message template: literal text with holes
// for the dynamic parts. It converts between three forms:
//
//   - the errorMessage form, Python format syntax for every language:
//     literals as written with braces doubled, holes as {expr!conv:spec}
//     (Message and Parse);
//   - the messagePattern form, a Go regexp with one capture group per hole
//     (Pattern);
//   - source-level format strings: printf verbs for Python's % and Go's fmt
//     (ParsePrintf), and brace fields for str.format and Rust's format!
//     (ParseFormat).
//
// Parts marked Optional are text the runtime may print around the message
// (tracing's event fields, tonic's Display of a Status): the pattern
// accepts the message with or without them.
//
// Escape goes the other way from the extractors' literal decoding: it
// writes text back between a string literal's quotes, for code that shows
// a message as source (enrich's validation snippets, Rust's Debug form).
package template
