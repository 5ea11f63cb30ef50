// Package gobuild says which systems Go builds a file for, from its name
// and its //go:build line, as go/build reads them: the known GOOS and
// GOARCH values, and whether a constraint holds on none of them without
// a tag chosen at build time.
package gobuild
