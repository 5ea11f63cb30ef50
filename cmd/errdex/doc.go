// Command errdex catalogs the errors a codebase can raise and explains error
// messages, tracebacks and logs against that catalog.
package main
