// Package mcp is errdex's Model Context Protocol server for coding agents,
// built on the official Go SDK. It offers three tools over a Catalog (a
// store, or a JSONL catalog's match index): explain_error (text to short
// answers: records with parameters, the best one's documentation and
// fixes, weak leads kept apart from matches), search_errors (short hits)
// and get_record (one whole record). Every result is JSON of at most
// MaxReplyBytes and says what it left out. StdioTransport answers
// malformed JSON-RPC lines with their error codes and goes on; `errdex
// mcp` runs the server over it.
package mcp
