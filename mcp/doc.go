// Package mcp is errdex's Model Context Protocol server for coding agents,
// built on the official Go SDK. It offers three tools over a catalog store:
// explain_error (text to records with parameters and fixes), search_errors
// and get_record. `errdex mcp` runs it over stdio.
package mcp
