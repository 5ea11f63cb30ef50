// Package cli implements the errdex command line. Each subcommand is a
// Command value in the commands table of cli.go, in a file of its own, and
// is tested end to end by the testscript files in testdata/script.
package cli
