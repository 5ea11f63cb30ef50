// Package extract defines the extension point for language extractors.
//
// An Extractor is a plain value (Name, Doc, Extensions, Run, optional Decode
// and Link) in the explicit list of package registry; no init-time registration. Run is handed a file's
// path and bytes and never reads the file system. It returns every error
// site it finds (a raise, throw, panic or error constructor with the message
// template however the code builds it), the exception classes the file
// defines, and positioned problems that did not stop it. An extractor with
// a Link hook also leaves a Summary per file (what the file defines for
// others, and what it needs resolved); after the whole scan, Link sees
// every file's result at once and re-resolves sites across files.
//
// Each language lives in a subpackage (extract/python, extract/golang, …)
// with testdata/ files that carry their own expectations; see package
// extracttest.
package extract
