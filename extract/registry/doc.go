// Package registry lists the language extractors errdex runs. Adding a
// language is one line in All.
package registry
